import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 7627:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;
/*---------------------------------------------------------
 * Copyright (C) Microsoft Corporation. All rights reserved.
 *--------------------------------------------------------*/

__webpack_unused_export__ = true;
exports.qg = __webpack_unused_export__ = void 0;
function parseWithLocation(content, filename, locationKeyName) {
    return _parse(content, filename, locationKeyName);
}
__webpack_unused_export__ = parseWithLocation;
/**
 * A very fast plist parser
 */
function parse(content) {
    return _parse(content, null, null);
}
exports.qg = parse;
function _parse(content, filename, locationKeyName) {
    var len = content.length;
    var pos = 0;
    var line = 1;
    var char = 0;
    // Skip UTF8 BOM
    if (len > 0 && content.charCodeAt(0) === 65279 /* ChCode.BOM */) {
        pos = 1;
    }
    function advancePosBy(by) {
        if (locationKeyName === null) {
            pos = pos + by;
        }
        else {
            while (by > 0) {
                var chCode = content.charCodeAt(pos);
                if (chCode === 10 /* ChCode.LINE_FEED */) {
                    pos++;
                    line++;
                    char = 0;
                }
                else {
                    pos++;
                    char++;
                }
                by--;
            }
        }
    }
    function advancePosTo(to) {
        if (locationKeyName === null) {
            pos = to;
        }
        else {
            advancePosBy(to - pos);
        }
    }
    function skipWhitespace() {
        while (pos < len) {
            var chCode = content.charCodeAt(pos);
            if (chCode !== 32 /* ChCode.SPACE */ && chCode !== 9 /* ChCode.TAB */ && chCode !== 13 /* ChCode.CARRIAGE_RETURN */ && chCode !== 10 /* ChCode.LINE_FEED */) {
                break;
            }
            advancePosBy(1);
        }
    }
    function advanceIfStartsWith(str) {
        if (content.substr(pos, str.length) === str) {
            advancePosBy(str.length);
            return true;
        }
        return false;
    }
    function advanceUntil(str) {
        var nextOccurence = content.indexOf(str, pos);
        if (nextOccurence !== -1) {
            advancePosTo(nextOccurence + str.length);
        }
        else {
            // EOF
            advancePosTo(len);
        }
    }
    function captureUntil(str) {
        var nextOccurence = content.indexOf(str, pos);
        if (nextOccurence !== -1) {
            var r = content.substring(pos, nextOccurence);
            advancePosTo(nextOccurence + str.length);
            return r;
        }
        else {
            // EOF
            var r = content.substr(pos);
            advancePosTo(len);
            return r;
        }
    }
    var state = 0 /* State.ROOT_STATE */;
    var cur = null;
    var stateStack = [];
    var objStack = [];
    var curKey = null;
    function pushState(newState, newCur) {
        stateStack.push(state);
        objStack.push(cur);
        state = newState;
        cur = newCur;
    }
    function popState() {
        if (stateStack.length === 0) {
            return fail('illegal state stack');
        }
        state = stateStack.pop();
        cur = objStack.pop();
    }
    function fail(msg) {
        throw new Error('Near offset ' + pos + ': ' + msg + ' ~~~' + content.substr(pos, 50) + '~~~');
    }
    var dictState = {
        enterDict: function () {
            if (curKey === null) {
                return fail('missing <key>');
            }
            var newDict = {};
            if (locationKeyName !== null) {
                newDict[locationKeyName] = {
                    filename: filename,
                    line: line,
                    char: char
                };
            }
            cur[curKey] = newDict;
            curKey = null;
            pushState(1 /* State.DICT_STATE */, newDict);
        },
        enterArray: function () {
            if (curKey === null) {
                return fail('missing <key>');
            }
            var newArr = [];
            cur[curKey] = newArr;
            curKey = null;
            pushState(2 /* State.ARR_STATE */, newArr);
        }
    };
    var arrState = {
        enterDict: function () {
            var newDict = {};
            if (locationKeyName !== null) {
                newDict[locationKeyName] = {
                    filename: filename,
                    line: line,
                    char: char
                };
            }
            cur.push(newDict);
            pushState(1 /* State.DICT_STATE */, newDict);
        },
        enterArray: function () {
            var newArr = [];
            cur.push(newArr);
            pushState(2 /* State.ARR_STATE */, newArr);
        }
    };
    function enterDict() {
        if (state === 1 /* State.DICT_STATE */) {
            dictState.enterDict();
        }
        else if (state === 2 /* State.ARR_STATE */) {
            arrState.enterDict();
        }
        else { // ROOT_STATE
            cur = {};
            if (locationKeyName !== null) {
                cur[locationKeyName] = {
                    filename: filename,
                    line: line,
                    char: char
                };
            }
            pushState(1 /* State.DICT_STATE */, cur);
        }
    }
    function leaveDict() {
        if (state === 1 /* State.DICT_STATE */) {
            popState();
        }
        else if (state === 2 /* State.ARR_STATE */) {
            return fail('unexpected </dict>');
        }
        else { // ROOT_STATE
            return fail('unexpected </dict>');
        }
    }
    function enterArray() {
        if (state === 1 /* State.DICT_STATE */) {
            dictState.enterArray();
        }
        else if (state === 2 /* State.ARR_STATE */) {
            arrState.enterArray();
        }
        else { // ROOT_STATE
            cur = [];
            pushState(2 /* State.ARR_STATE */, cur);
        }
    }
    function leaveArray() {
        if (state === 1 /* State.DICT_STATE */) {
            return fail('unexpected </array>');
        }
        else if (state === 2 /* State.ARR_STATE */) {
            popState();
        }
        else { // ROOT_STATE
            return fail('unexpected </array>');
        }
    }
    function acceptKey(val) {
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey !== null) {
                return fail('too many <key>');
            }
            curKey = val;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            return fail('unexpected <key>');
        }
        else { // ROOT_STATE
            return fail('unexpected <key>');
        }
    }
    function acceptString(val) {
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey === null) {
                return fail('missing <key>');
            }
            cur[curKey] = val;
            curKey = null;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            cur.push(val);
        }
        else { // ROOT_STATE
            cur = val;
        }
    }
    function acceptReal(val) {
        if (isNaN(val)) {
            return fail('cannot parse float');
        }
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey === null) {
                return fail('missing <key>');
            }
            cur[curKey] = val;
            curKey = null;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            cur.push(val);
        }
        else { // ROOT_STATE
            cur = val;
        }
    }
    function acceptInteger(val) {
        if (isNaN(val)) {
            return fail('cannot parse integer');
        }
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey === null) {
                return fail('missing <key>');
            }
            cur[curKey] = val;
            curKey = null;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            cur.push(val);
        }
        else { // ROOT_STATE
            cur = val;
        }
    }
    function acceptDate(val) {
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey === null) {
                return fail('missing <key>');
            }
            cur[curKey] = val;
            curKey = null;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            cur.push(val);
        }
        else { // ROOT_STATE
            cur = val;
        }
    }
    function acceptData(val) {
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey === null) {
                return fail('missing <key>');
            }
            cur[curKey] = val;
            curKey = null;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            cur.push(val);
        }
        else { // ROOT_STATE
            cur = val;
        }
    }
    function acceptBool(val) {
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey === null) {
                return fail('missing <key>');
            }
            cur[curKey] = val;
            curKey = null;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            cur.push(val);
        }
        else { // ROOT_STATE
            cur = val;
        }
    }
    function escapeVal(str) {
        return str.replace(/&#([0-9]+);/g, function (_, m0) {
            return String.fromCodePoint(parseInt(m0, 10));
        }).replace(/&#x([0-9a-f]+);/g, function (_, m0) {
            return String.fromCodePoint(parseInt(m0, 16));
        }).replace(/&amp;|&lt;|&gt;|&quot;|&apos;/g, function (_) {
            switch (_) {
                case '&amp;': return '&';
                case '&lt;': return '<';
                case '&gt;': return '>';
                case '&quot;': return '"';
                case '&apos;': return '\'';
            }
            return _;
        });
    }
    function parseOpenTag() {
        var r = captureUntil('>');
        var isClosed = false;
        if (r.charCodeAt(r.length - 1) === 47 /* ChCode.SLASH */) {
            isClosed = true;
            r = r.substring(0, r.length - 1);
        }
        return {
            name: r.trim(),
            isClosed: isClosed
        };
    }
    function parseTagValue(tag) {
        if (tag.isClosed) {
            return '';
        }
        var val = captureUntil('</');
        advanceUntil('>');
        return escapeVal(val);
    }
    while (pos < len) {
        skipWhitespace();
        if (pos >= len) {
            break;
        }
        var chCode = content.charCodeAt(pos);
        advancePosBy(1);
        if (chCode !== 60 /* ChCode.LESS_THAN */) {
            return fail('expected <');
        }
        if (pos >= len) {
            return fail('unexpected end of input');
        }
        var peekChCode = content.charCodeAt(pos);
        if (peekChCode === 63 /* ChCode.QUESTION_MARK */) {
            advancePosBy(1);
            advanceUntil('?>');
            continue;
        }
        if (peekChCode === 33 /* ChCode.EXCLAMATION_MARK */) {
            advancePosBy(1);
            if (advanceIfStartsWith('--')) {
                advanceUntil('-->');
                continue;
            }
            advanceUntil('>');
            continue;
        }
        if (peekChCode === 47 /* ChCode.SLASH */) {
            advancePosBy(1);
            skipWhitespace();
            if (advanceIfStartsWith('plist')) {
                advanceUntil('>');
                continue;
            }
            if (advanceIfStartsWith('dict')) {
                advanceUntil('>');
                leaveDict();
                continue;
            }
            if (advanceIfStartsWith('array')) {
                advanceUntil('>');
                leaveArray();
                continue;
            }
            return fail('unexpected closed tag');
        }
        var tag = parseOpenTag();
        switch (tag.name) {
            case 'dict':
                enterDict();
                if (tag.isClosed) {
                    leaveDict();
                }
                continue;
            case 'array':
                enterArray();
                if (tag.isClosed) {
                    leaveArray();
                }
                continue;
            case 'key':
                acceptKey(parseTagValue(tag));
                continue;
            case 'string':
                acceptString(parseTagValue(tag));
                continue;
            case 'real':
                acceptReal(parseFloat(parseTagValue(tag)));
                continue;
            case 'integer':
                acceptInteger(parseInt(parseTagValue(tag), 10));
                continue;
            case 'date':
                acceptDate(new Date(parseTagValue(tag)));
                continue;
            case 'data':
                acceptData(parseTagValue(tag));
                continue;
            case 'true':
                parseTagValue(tag);
                acceptBool(true);
                continue;
            case 'false':
                parseTagValue(tag);
                acceptBool(false);
                continue;
        }
        if (/^plist/.test(tag.name)) {
            continue;
        }
        return fail('unexpected opened tag ' + tag.name);
    }
    return cur;
}


/***/ }),

/***/ 3313:
/***/ ((module) => {

module.exports = Pend;

function Pend() {
  this.pending = 0;
  this.max = Infinity;
  this.listeners = [];
  this.waiting = [];
  this.error = null;
}

Pend.prototype.go = function(fn) {
  if (this.pending < this.max) {
    pendGo(this, fn);
  } else {
    this.waiting.push(fn);
  }
};

Pend.prototype.wait = function(cb) {
  if (this.pending === 0) {
    cb(this.error);
  } else {
    this.listeners.push(cb);
  }
};

Pend.prototype.hold = function() {
  return pendHold(this);
};

function pendHold(self) {
  self.pending += 1;
  var called = false;
  return onCb;
  function onCb(err) {
    if (called) throw new Error("callback called twice");
    called = true;
    self.error = self.error || err;
    self.pending -= 1;
    if (self.waiting.length > 0 && self.pending < self.max) {
      pendGo(self, self.waiting.shift());
    } else if (self.pending === 0) {
      var listeners = self.listeners;
      self.listeners = [];
      listeners.forEach(cbListener);
    }
  }
  function cbListener(listener) {
    listener(self.error);
  }
}

function pendGo(self, fn) {
  fn(pendHold(self));
}


/***/ }),

/***/ 770:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = __nccwpck_require__(218);


/***/ }),

/***/ 218:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;


var net = __nccwpck_require__(9278);
var tls = __nccwpck_require__(4756);
var http = __nccwpck_require__(8611);
var https = __nccwpck_require__(5692);
var events = __nccwpck_require__(4434);
var assert = __nccwpck_require__(2613);
var util = __nccwpck_require__(9023);


exports.httpOverHttp = httpOverHttp;
exports.httpsOverHttp = httpsOverHttp;
exports.httpOverHttps = httpOverHttps;
exports.httpsOverHttps = httpsOverHttps;


function httpOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  return agent;
}

function httpsOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}

function httpOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  return agent;
}

function httpsOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}


function TunnelingAgent(options) {
  var self = this;
  self.options = options || {};
  self.proxyOptions = self.options.proxy || {};
  self.maxSockets = self.options.maxSockets || http.Agent.defaultMaxSockets;
  self.requests = [];
  self.sockets = [];

  self.on('free', function onFree(socket, host, port, localAddress) {
    var options = toOptions(host, port, localAddress);
    for (var i = 0, len = self.requests.length; i < len; ++i) {
      var pending = self.requests[i];
      if (pending.host === options.host && pending.port === options.port) {
        // Detect the request to connect same origin server,
        // reuse the connection.
        self.requests.splice(i, 1);
        pending.request.onSocket(socket);
        return;
      }
    }
    socket.destroy();
    self.removeSocket(socket);
  });
}
util.inherits(TunnelingAgent, events.EventEmitter);

TunnelingAgent.prototype.addRequest = function addRequest(req, host, port, localAddress) {
  var self = this;
  var options = mergeOptions({request: req}, self.options, toOptions(host, port, localAddress));

  if (self.sockets.length >= this.maxSockets) {
    // We are over limit so we'll add it to the queue.
    self.requests.push(options);
    return;
  }

  // If we are under maxSockets create a new one.
  self.createSocket(options, function(socket) {
    socket.on('free', onFree);
    socket.on('close', onCloseOrRemove);
    socket.on('agentRemove', onCloseOrRemove);
    req.onSocket(socket);

    function onFree() {
      self.emit('free', socket, options);
    }

    function onCloseOrRemove(err) {
      self.removeSocket(socket);
      socket.removeListener('free', onFree);
      socket.removeListener('close', onCloseOrRemove);
      socket.removeListener('agentRemove', onCloseOrRemove);
    }
  });
};

TunnelingAgent.prototype.createSocket = function createSocket(options, cb) {
  var self = this;
  var placeholder = {};
  self.sockets.push(placeholder);

  var connectOptions = mergeOptions({}, self.proxyOptions, {
    method: 'CONNECT',
    path: options.host + ':' + options.port,
    agent: false,
    headers: {
      host: options.host + ':' + options.port
    }
  });
  if (options.localAddress) {
    connectOptions.localAddress = options.localAddress;
  }
  if (connectOptions.proxyAuth) {
    connectOptions.headers = connectOptions.headers || {};
    connectOptions.headers['Proxy-Authorization'] = 'Basic ' +
        new Buffer(connectOptions.proxyAuth).toString('base64');
  }

  debug('making CONNECT request');
  var connectReq = self.request(connectOptions);
  connectReq.useChunkedEncodingByDefault = false; // for v0.6
  connectReq.once('response', onResponse); // for v0.6
  connectReq.once('upgrade', onUpgrade);   // for v0.6
  connectReq.once('connect', onConnect);   // for v0.7 or later
  connectReq.once('error', onError);
  connectReq.end();

  function onResponse(res) {
    // Very hacky. This is necessary to avoid http-parser leaks.
    res.upgrade = true;
  }

  function onUpgrade(res, socket, head) {
    // Hacky.
    process.nextTick(function() {
      onConnect(res, socket, head);
    });
  }

  function onConnect(res, socket, head) {
    connectReq.removeAllListeners();
    socket.removeAllListeners();

    if (res.statusCode !== 200) {
      debug('tunneling socket could not be established, statusCode=%d',
        res.statusCode);
      socket.destroy();
      var error = new Error('tunneling socket could not be established, ' +
        'statusCode=' + res.statusCode);
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    if (head.length > 0) {
      debug('got illegal response body from proxy');
      socket.destroy();
      var error = new Error('got illegal response body from proxy');
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    debug('tunneling connection has established');
    self.sockets[self.sockets.indexOf(placeholder)] = socket;
    return cb(socket);
  }

  function onError(cause) {
    connectReq.removeAllListeners();

    debug('tunneling socket could not be established, cause=%s\n',
          cause.message, cause.stack);
    var error = new Error('tunneling socket could not be established, ' +
                          'cause=' + cause.message);
    error.code = 'ECONNRESET';
    options.request.emit('error', error);
    self.removeSocket(placeholder);
  }
};

TunnelingAgent.prototype.removeSocket = function removeSocket(socket) {
  var pos = this.sockets.indexOf(socket)
  if (pos === -1) {
    return;
  }
  this.sockets.splice(pos, 1);

  var pending = this.requests.shift();
  if (pending) {
    // If we have pending requests and a socket gets closed a new one
    // needs to be created to take over in the pool for the one that closed.
    this.createSocket(pending, function(socket) {
      pending.request.onSocket(socket);
    });
  }
};

function createSecureSocket(options, cb) {
  var self = this;
  TunnelingAgent.prototype.createSocket.call(self, options, function(socket) {
    var hostHeader = options.request.getHeader('host');
    var tlsOptions = mergeOptions({}, self.options, {
      socket: socket,
      servername: hostHeader ? hostHeader.replace(/:.*$/, '') : options.host
    });

    // 0 is dummy port for v0.6
    var secureSocket = tls.connect(0, tlsOptions);
    self.sockets[self.sockets.indexOf(socket)] = secureSocket;
    cb(secureSocket);
  });
}


function toOptions(host, port, localAddress) {
  if (typeof host === 'string') { // since v0.10
    return {
      host: host,
      port: port,
      localAddress: localAddress
    };
  }
  return host; // for v0.11 or later
}

function mergeOptions(target) {
  for (var i = 1, len = arguments.length; i < len; ++i) {
    var overrides = arguments[i];
    if (typeof overrides === 'object') {
      var keys = Object.keys(overrides);
      for (var j = 0, keyLen = keys.length; j < keyLen; ++j) {
        var k = keys[j];
        if (overrides[k] !== undefined) {
          target[k] = overrides[k];
        }
      }
    }
  }
  return target;
}


var debug;
if (process.env.NODE_DEBUG && /\btunnel\b/.test(process.env.NODE_DEBUG)) {
  debug = function() {
    var args = Array.prototype.slice.call(arguments);
    if (typeof args[0] === 'string') {
      args[0] = 'TUNNEL: ' + args[0];
    } else {
      args.unshift('TUNNEL:');
    }
    console.error.apply(console, args);
  }
} else {
  debug = function() {};
}
__webpack_unused_export__ = debug; // for test


/***/ }),

/***/ 4248:
/***/ ((module) => {

// Adapted from https://github.com/brianloveswords/buffer-crc32/blob/v0.2.13/index.js
const CRC_TABLE = new Int32Array([
  0x00000000, 0x77073096, 0xee0e612c, 0x990951ba, 0x076dc419, 0x706af48f, 0xe963a535, 0x9e6495a3,
  0x0edb8832, 0x79dcb8a4, 0xe0d5e91e, 0x97d2d988, 0x09b64c2b, 0x7eb17cbd, 0xe7b82d07, 0x90bf1d91,
  0x1db71064, 0x6ab020f2, 0xf3b97148, 0x84be41de, 0x1adad47d, 0x6ddde4eb, 0xf4d4b551, 0x83d385c7,
  0x136c9856, 0x646ba8c0, 0xfd62f97a, 0x8a65c9ec, 0x14015c4f, 0x63066cd9, 0xfa0f3d63, 0x8d080df5,
  0x3b6e20c8, 0x4c69105e, 0xd56041e4, 0xa2677172, 0x3c03e4d1, 0x4b04d447, 0xd20d85fd, 0xa50ab56b,
  0x35b5a8fa, 0x42b2986c, 0xdbbbc9d6, 0xacbcf940, 0x32d86ce3, 0x45df5c75, 0xdcd60dcf, 0xabd13d59,
  0x26d930ac, 0x51de003a, 0xc8d75180, 0xbfd06116, 0x21b4f4b5, 0x56b3c423, 0xcfba9599, 0xb8bda50f,
  0x2802b89e, 0x5f058808, 0xc60cd9b2, 0xb10be924, 0x2f6f7c87, 0x58684c11, 0xc1611dab, 0xb6662d3d,
  0x76dc4190, 0x01db7106, 0x98d220bc, 0xefd5102a, 0x71b18589, 0x06b6b51f, 0x9fbfe4a5, 0xe8b8d433,
  0x7807c9a2, 0x0f00f934, 0x9609a88e, 0xe10e9818, 0x7f6a0dbb, 0x086d3d2d, 0x91646c97, 0xe6635c01,
  0x6b6b51f4, 0x1c6c6162, 0x856530d8, 0xf262004e, 0x6c0695ed, 0x1b01a57b, 0x8208f4c1, 0xf50fc457,
  0x65b0d9c6, 0x12b7e950, 0x8bbeb8ea, 0xfcb9887c, 0x62dd1ddf, 0x15da2d49, 0x8cd37cf3, 0xfbd44c65,
  0x4db26158, 0x3ab551ce, 0xa3bc0074, 0xd4bb30e2, 0x4adfa541, 0x3dd895d7, 0xa4d1c46d, 0xd3d6f4fb,
  0x4369e96a, 0x346ed9fc, 0xad678846, 0xda60b8d0, 0x44042d73, 0x33031de5, 0xaa0a4c5f, 0xdd0d7cc9,
  0x5005713c, 0x270241aa, 0xbe0b1010, 0xc90c2086, 0x5768b525, 0x206f85b3, 0xb966d409, 0xce61e49f,
  0x5edef90e, 0x29d9c998, 0xb0d09822, 0xc7d7a8b4, 0x59b33d17, 0x2eb40d81, 0xb7bd5c3b, 0xc0ba6cad,
  0xedb88320, 0x9abfb3b6, 0x03b6e20c, 0x74b1d29a, 0xead54739, 0x9dd277af, 0x04db2615, 0x73dc1683,
  0xe3630b12, 0x94643b84, 0x0d6d6a3e, 0x7a6a5aa8, 0xe40ecf0b, 0x9309ff9d, 0x0a00ae27, 0x7d079eb1,
  0xf00f9344, 0x8708a3d2, 0x1e01f268, 0x6906c2fe, 0xf762575d, 0x806567cb, 0x196c3671, 0x6e6b06e7,
  0xfed41b76, 0x89d32be0, 0x10da7a5a, 0x67dd4acc, 0xf9b9df6f, 0x8ebeeff9, 0x17b7be43, 0x60b08ed5,
  0xd6d6a3e8, 0xa1d1937e, 0x38d8c2c4, 0x4fdff252, 0xd1bb67f1, 0xa6bc5767, 0x3fb506dd, 0x48b2364b,
  0xd80d2bda, 0xaf0a1b4c, 0x36034af6, 0x41047a60, 0xdf60efc3, 0xa867df55, 0x316e8eef, 0x4669be79,
  0xcb61b38c, 0xbc66831a, 0x256fd2a0, 0x5268e236, 0xcc0c7795, 0xbb0b4703, 0x220216b9, 0x5505262f,
  0xc5ba3bbe, 0xb2bd0b28, 0x2bb45a92, 0x5cb36a04, 0xc2d7ffa7, 0xb5d0cf31, 0x2cd99e8b, 0x5bdeae1d,
  0x9b64c2b0, 0xec63f226, 0x756aa39c, 0x026d930a, 0x9c0906a9, 0xeb0e363f, 0x72076785, 0x05005713,
  0x95bf4a82, 0xe2b87a14, 0x7bb12bae, 0x0cb61b38, 0x92d28e9b, 0xe5d5be0d, 0x7cdcefb7, 0x0bdbdf21,
  0x86d3d2d4, 0xf1d4e242, 0x68ddb3f8, 0x1fda836e, 0x81be16cd, 0xf6b9265b, 0x6fb077e1, 0x18b74777,
  0x88085ae6, 0xff0f6a70, 0x66063bca, 0x11010b5c, 0x8f659eff, 0xf862ae69, 0x616bffd3, 0x166ccf45,
  0xa00ae278, 0xd70dd2ee, 0x4e048354, 0x3903b3c2, 0xa7672661, 0xd06016f7, 0x4969474d, 0x3e6e77db,
  0xaed16a4a, 0xd9d65adc, 0x40df0b66, 0x37d83bf0, 0xa9bcae53, 0xdebb9ec5, 0x47b2cf7f, 0x30b5ffe9,
  0xbdbdf21c, 0xcabac28a, 0x53b39330, 0x24b4a3a6, 0xbad03605, 0xcdd70693, 0x54de5729, 0x23d967bf,
  0xb3667a2e, 0xc4614ab8, 0x5d681b02, 0x2a6f2b94, 0xb40bbe37, 0xc30c8ea1, 0x5a05df1b, 0x2d02ef8d,
]);

function crc32(buf) {
  let crc = -1;
  for (let x of buf) {
    crc = CRC_TABLE[(crc ^ x) & 0xff] ^ (crc >>> 8);
  }
  return (crc ^ -1) >>> 0;
}

module.exports = crc32;


/***/ }),

/***/ 3502:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

// This was adapted from https://github.com/andrewrk/node-fd-slicer by Andrew Kelley under the MIT License.
var fs = __nccwpck_require__(9896);
var util = __nccwpck_require__(9023);
var stream = __nccwpck_require__(2203);
var Readable = stream.Readable;
var PassThrough = stream.PassThrough;
var Pend = __nccwpck_require__(3313);
var EventEmitter = (__nccwpck_require__(4434).EventEmitter);

exports.BufferSlicer = BufferSlicer;
exports.FdSlicer = FdSlicer;

util.inherits(FdSlicer, EventEmitter);
function FdSlicer(fd) {
  EventEmitter.call(this);

  this.fd = fd;
  this.pend = new Pend();
  this.pend.max = 1;
  this.refCount = 0;
}

FdSlicer.prototype.read = function(buffer, offset, length, position, callback) {
  var self = this;
  self.pend.go(function(cb) {
    fs.read(self.fd, buffer, offset, length, position, function(err, bytesRead, buffer) {
      cb();
      callback(err, bytesRead, buffer);
    });
  });
};

FdSlicer.prototype.createReadStream = function(options) {
  return new ReadStream(this, options);
};

FdSlicer.prototype.ref = function() {
  this.refCount += 1;
};

FdSlicer.prototype.unref = function() {
  var self = this;
  self.refCount -= 1;
  if (self.refCount < 0) throw new Error("invalid unref");
  if (self.refCount > 0) return;

  fs.close(self.fd, onCloseDone);

  function onCloseDone(err) {
    if (err) {
      self.emit('error', err);
    } else {
      self.emit('close');
    }
  }
};

util.inherits(ReadStream, Readable);
function ReadStream(context, options) {
  options = options || {};
  Readable.call(this, options);

  this.context = context;
  this.context.ref();

  this.start = options.start || 0;
  this.endOffset = options.end;
  this.pos = this.start;
}

ReadStream.prototype._read = function(n) {
  var self = this;

  var toRead = Math.min(self._readableState.highWaterMark, n);
  if (self.endOffset != null) {
    toRead = Math.min(toRead, self.endOffset - self.pos);
  }
  if (toRead <= 0) {
    self.push(null);
    this._cleanup();
    return;
  }
  self.context.pend.go(function(cb) {
    var buffer = Buffer.allocUnsafe(toRead);
    fs.read(self.context.fd, buffer, 0, toRead, self.pos, function(err, bytesRead) {
      if (err) {
        self.destroy(err);
      } else if (bytesRead === 0) {
        self.push(null);
        self._cleanup();
      } else {
        self.pos += bytesRead;
        self.push(buffer.slice(0, bytesRead));
      }
      cb();
    });
  });
};

ReadStream.prototype._destroy = function(err, cb) {
  // Node 14+ calls this automatically at EOF.
  this._cleanup();
  cb(err);
};

ReadStream.prototype._cleanup = function() {
  if (this.context != null) {
    this.context.unref();
    this.context = null;
  }
};

util.inherits(BufferSlicer, EventEmitter);
function BufferSlicer(buffer) {
  EventEmitter.call(this);

  this.refCount = 0;
  this.buffer = buffer;
}

BufferSlicer.prototype.read = function(buffer, offset, length, position, callback) {
  if (!(0 <= offset && offset <= buffer.length)) throw new RangeError("offset outside buffer: 0 <= " + offset + " <= " + buffer.length);
  if (position < 0) throw new RangeError("position is negative: " + position);
  if (offset + length > buffer.length) {
    // The caller's buffer can't hold all the bytes they're trying to read.
    // Clamp the length instead of giving an error.
    // The callback will be informed of fewer than expected bytes written.
    length = buffer.length - offset;
  }
  if (position + length > this.buffer.length) {
    // Clamp any attempt to read past the end of the source buffer.
    length = this.buffer.length - position;
  }
  if (length <= 0) {
    // After any clamping, we're fully out of bounds or otherwise have nothing to do.
    // This isn't an error; it's just zero bytes written.
    setImmediate(function() {
      callback(null, 0);
    });
    return;
  }
  this.buffer.copy(buffer, offset, position, position + length);
  setImmediate(function() {
    callback(null, length);
  });
};

BufferSlicer.prototype.createReadStream = function(options) {
  options = options || {};
  var readStream = new PassThrough(options);
  readStream.start = options.start || 0;
  readStream.endOffset = options.end;
  // by the time this function returns, we'll be done.
  readStream.pos = readStream.endOffset || this.buffer.length;

  var entireSlice = this.buffer.slice(readStream.start, readStream.pos);
  // Cut the buffer into smaller slices for better memory usage when streaming into a zlib inflate stream.
  // See https://github.com/thejoshwolfe/yauzl/issues/87
  var maxChunkSize = 0x10000;
  var offset = 0;
  while (true) {
    var nextOffset = offset + maxChunkSize;
    if (nextOffset >= entireSlice.length) {
      // last chunk
      if (offset < entireSlice.length) {
        readStream.write(entireSlice.slice(offset, entireSlice.length));
      }
      break;
    }
    readStream.write(entireSlice.slice(offset, nextOffset));
    offset = nextOffset;
  }

  readStream.end();
  return readStream;
};

BufferSlicer.prototype.ref = function() {
  this.refCount += 1;
};

BufferSlicer.prototype.unref = function() {
  this.refCount -= 1;

  if (this.refCount < 0) {
    throw new Error("invalid unref");
  }
};


/***/ }),

/***/ 663:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var fs = __nccwpck_require__(9896);
var zlib = __nccwpck_require__(3106);
var fd_slicer = __nccwpck_require__(3502);
var util = __nccwpck_require__(9023);
var EventEmitter = (__nccwpck_require__(4434).EventEmitter);
var Transform = (__nccwpck_require__(2203).Transform);
var PassThrough = (__nccwpck_require__(2203).PassThrough);
var Writable = (__nccwpck_require__(2203).Writable);

// Node 20 added zlib.crc32.
const crc32 = typeof zlib.crc32 === "function" ? zlib.crc32 : __nccwpck_require__(4248);

exports.open = open;
exports.fromFd = fromFd;
exports.fromBuffer = fromBuffer;
exports.fromRandomAccessReader = fromRandomAccessReader;
exports.openPromise = openPromise;
exports.fromFdPromise = fromFdPromise;
exports.fromBufferPromise = fromBufferPromise;
exports.fromRandomAccessReaderPromise = fromRandomAccessReaderPromise;

exports.dosDateTimeToDate = dosDateTimeToDate;
exports.getFileNameLowLevel = getFileNameLowLevel;
exports.validateFileName = validateFileName;
exports.parseExtraFields = parseExtraFields;
exports.ZipFile = ZipFile;
exports.Entry = Entry;
exports.LocalFileHeader = LocalFileHeader;
exports.RandomAccessReader = RandomAccessReader;

function openPromise(path, options) {
  return new Promise((resolve, reject) => {
    open(path, {...options, lazyEntries: true}, function(err, zipfile) {
      if (err) return reject(err);
      resolve(zipfile);
    });
  });
}
function fromFdPromise(fd, options) {
  return new Promise((resolve, reject) => {
    fromFd(fd, {...options, lazyEntries: true}, function(err, zipfile) {
      if (err) return reject(err);
      resolve(zipfile);
    });
  });
}
function fromBufferPromise(buffer, options) {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, {...options, lazyEntries: true}, function(err, zipfile) {
      if (err) return reject(err);
      resolve(zipfile);
    });
  });
}
function fromRandomAccessReaderPromise(reader, totalSize, options) {
  return new Promise((resolve, reject) => {
    fromRandomAccessReader(reader, totalSize, {...options, lazyEntries: true}, function(err, zipfile) {
      if (err) return reject(err);
      resolve(zipfile);
    });
  });
}

function open(path, options, callback) {
  if (typeof options === "function") {
    callback = options;
    options = null;
  }
  if (options == null) options = {};
  if (options.autoClose == null) options.autoClose = true;
  if (options.lazyEntries == null) options.lazyEntries = false;
  if (options.decodeStrings == null) options.decodeStrings = true;
  if (options.validateEntrySizes == null) options.validateEntrySizes = true;
  if (options.strictFileNames == null) options.strictFileNames = false;
  if (callback == null) callback = defaultCallback;
  fs.open(path, "r", function(err, fd) {
    if (err) return callback(err);
    fromFd(fd, options, function(err, zipfile) {
      if (err) fs.close(fd, defaultCallback);
      callback(err, zipfile);
    });
  });
}

function fromFd(fd, options, callback) {
  if (typeof options === "function") {
    callback = options;
    options = null;
  }
  if (options == null) options = {};
  if (options.autoClose == null) options.autoClose = false;
  if (options.lazyEntries == null) options.lazyEntries = false;
  if (options.decodeStrings == null) options.decodeStrings = true;
  if (options.validateEntrySizes == null) options.validateEntrySizes = true;
  if (options.strictFileNames == null) options.strictFileNames = false;
  if (callback == null) callback = defaultCallback;
  fs.fstat(fd, function(err, stats) {
    if (err) return callback(err);
    var reader = new fd_slicer.FdSlicer(fd);
    fromRandomAccessReader(reader, stats.size, options, callback);
  });
}

function fromBuffer(buffer, options, callback) {
  if (typeof options === "function") {
    callback = options;
    options = null;
  }
  if (options == null) options = {};
  options.autoClose = false;
  if (options.lazyEntries == null) options.lazyEntries = false;
  if (options.decodeStrings == null) options.decodeStrings = true;
  if (options.validateEntrySizes == null) options.validateEntrySizes = true;
  if (options.strictFileNames == null) options.strictFileNames = false;
  var reader = new fd_slicer.BufferSlicer(buffer);
  fromRandomAccessReader(reader, buffer.length, options, callback);
}

function fromRandomAccessReader(reader, totalSize, options, callback) {
  if (typeof options === "function") {
    callback = options;
    options = null;
  }
  if (options == null) options = {};
  if (options.autoClose == null) options.autoClose = true;
  if (options.lazyEntries == null) options.lazyEntries = false;
  if (options.decodeStrings == null) options.decodeStrings = true;
  var decodeStrings = !!options.decodeStrings;
  if (options.validateEntrySizes == null) options.validateEntrySizes = true;
  if (options.strictFileNames == null) options.strictFileNames = false;
  if (callback == null) callback = defaultCallback;
  if (typeof totalSize !== "number") throw new Error("expected totalSize parameter to be a number");
  if (totalSize > Number.MAX_SAFE_INTEGER) {
    throw new Error("zip file too large. only file sizes up to 2^52 are supported due to JavaScript's Number type being an IEEE 754 double.");
  }

  // the matching unref() call is in zipfile.close()
  reader.ref();

  // eocdr means End of Central Directory Record.
  // search backwards for the eocdr signature.
  // the last field of the eocdr is a variable-length comment.
  // the comment size is encoded in a 2-byte field in the eocdr, which we can't find without trudging backwards through the comment to find it.
  // as a consequence of this design decision, it's possible to have ambiguous zip file metadata if a coherent eocdr was in the comment.
  // we search backwards for a eocdr signature, and hope that whoever made the zip file was smart enough to forbid the eocdr signature in the comment.
  var eocdrWithoutCommentSize = 22;
  var zip64EocdlSize = 20; // Zip64 end of central directory locator
  var maxCommentSize = 0xffff; // 2-byte size
  var bufferSize = Math.min(zip64EocdlSize + eocdrWithoutCommentSize + maxCommentSize, totalSize);
  var buffer = newBuffer(bufferSize);
  var bufferReadStart = totalSize - buffer.length;
  readAndAssertNoEof(reader, buffer, 0, bufferSize, bufferReadStart, function(err) {
    if (err) return callback(err);
    for (var i = bufferSize - eocdrWithoutCommentSize; i >= 0; i -= 1) {
      if (buffer.readUInt32LE(i) !== 0x06054b50) continue;
      // found eocdr
      var eocdrBuffer = buffer.subarray(i);

      // 0 - End of central directory signature = 0x06054b50
      // 4 - Number of this disk
      var diskNumber = eocdrBuffer.readUInt16LE(4);
      // 6 - Disk where central directory starts
      // 8 - Number of central directory records on this disk
      // 10 - Total number of central directory records
      var entryCount = eocdrBuffer.readUInt16LE(10);
      // 12 - Size of central directory (bytes)
      // 16 - Offset of start of central directory, relative to start of archive
      var centralDirectoryOffset = eocdrBuffer.readUInt32LE(16);
      // 20 - Comment length
      var commentLength = eocdrBuffer.readUInt16LE(20);
      var expectedCommentLength = eocdrBuffer.length - eocdrWithoutCommentSize;
      if (commentLength !== expectedCommentLength) {
        return callback(new Error("Invalid comment length. Expected: " + expectedCommentLength + ". Found: " + commentLength + ". Are there extra bytes at the end of the file? Or is the end of central dir signature `PK☺☻` in the comment?"));
      }
      // 22 - Comment
      // the encoding is always cp437.
      var comment = decodeStrings ? decodeBuffer(eocdrBuffer.subarray(22), false)
                                  : eocdrBuffer.subarray(22);

      // Look for a Zip64 end of central directory locator
      if (i - zip64EocdlSize >= 0 && buffer.readUInt32LE(i - zip64EocdlSize) === 0x07064b50) {
        // ZIP64 format
        var zip64EocdlBuffer = buffer.subarray(i - zip64EocdlSize, i - zip64EocdlSize + zip64EocdlSize);
        // 0 - zip64 end of central dir locator signature = 0x07064b50
        // 4 - number of the disk with the start of the zip64 end of central directory
        // 8 - relative offset of the zip64 end of central directory record
        var zip64EocdrOffset = readUInt64LE(zip64EocdlBuffer, 8);
        // 16 - total number of disks

        // ZIP64 end of central directory record
        var zip64EocdrBuffer = newBuffer(56);
        return readAndAssertNoEof(reader, zip64EocdrBuffer, 0, zip64EocdrBuffer.length, zip64EocdrOffset, function(err) {
          if (err) return callback(err);

          // 0 - zip64 end of central dir signature                           4 bytes  (0x06064b50)
          if (zip64EocdrBuffer.readUInt32LE(0) !== 0x06064b50) {
            return callback(new Error("invalid zip64 end of central directory record signature"));
          }
          // 4 - size of zip64 end of central directory record                8 bytes
          // 12 - version made by                                             2 bytes
          // 14 - version needed to extract                                   2 bytes
          // 16 - number of this disk                                         4 bytes
          diskNumber = zip64EocdrBuffer.readUInt32LE(16);
          if (diskNumber !== 0) {
            // Check this only after zip64 overrides. See #118.
            return callback(new Error("multi-disk zip files are not supported: found disk number: " + diskNumber));
          }
          // 20 - number of the disk with the start of the central directory  4 bytes
          // 24 - total number of entries in the central directory on this disk         8 bytes
          // 32 - total number of entries in the central directory            8 bytes
          entryCount = readUInt64LE(zip64EocdrBuffer, 32);
          // 40 - size of the central directory                               8 bytes
          // 48 - offset of start of central directory with respect to the starting disk number     8 bytes
          centralDirectoryOffset = readUInt64LE(zip64EocdrBuffer, 48);
          // 56 - zip64 extensible data sector                                (variable size)
          return callback(null, new ZipFile(reader, centralDirectoryOffset, totalSize, entryCount, comment, options.autoClose, options.lazyEntries, decodeStrings, options.validateEntrySizes, options.strictFileNames));
        });
      }

      // Not ZIP64 format
      if (diskNumber !== 0) {
        return callback(new Error("multi-disk zip files are not supported: found disk number: " + diskNumber));
      }
      return callback(null, new ZipFile(reader, centralDirectoryOffset, totalSize, entryCount, comment, options.autoClose, options.lazyEntries, decodeStrings, options.validateEntrySizes, options.strictFileNames));

    }

    // Not a zip file.
    callback(new Error("End of central directory record signature not found. Either not a zip file, or file is truncated."));
  });
}

util.inherits(ZipFile, EventEmitter);
function ZipFile(reader, centralDirectoryOffset, fileSize, entryCount, comment, autoClose, lazyEntries, decodeStrings, validateEntrySizes, strictFileNames) {
  var self = this;
  EventEmitter.call(self);
  self.reader = reader;
  // forward close events
  self.reader.on("error", function(err) {
    // error closing the fd
    emitError(self, err);
  });
  self.reader.once("close", function() {
    self.emit("close");
  });
  self.readEntryCursor = centralDirectoryOffset;
  self.fileSize = fileSize;
  self.entryCount = entryCount;
  self.comment = comment;
  self.entriesRead = 0;
  self.autoClose = !!autoClose;
  self.lazyEntries = !!lazyEntries;
  self.decodeStrings = !!decodeStrings;
  self.validateEntrySizes = !!validateEntrySizes;
  self.strictFileNames = !!strictFileNames;
  self.isOpen = true;
  self.emittedError = false;
  self.hasEachEntryBeenCalled = false;

  if (!self.lazyEntries) self._readEntry();
}
ZipFile.prototype.close = function() {
  if (!this.isOpen) return;
  this.isOpen = false;
  this.reader.unref();
};

function emitErrorAndAutoClose(self, err) {
  if (self.autoClose) self.close();
  emitError(self, err);
}
function emitError(self, err) {
  if (self.emittedError) return;
  self.emittedError = true;
  self.emit("error", err);
}

ZipFile.prototype.readEntry = function() {
  if (!this.lazyEntries) throw new Error("readEntry() called without lazyEntries:true");
  this._readEntry();
};
ZipFile.prototype._readEntry = function() {
  var self = this;
  if (self.entryCount === self.entriesRead) {
    // done with metadata
    setImmediate(function() {
      if (self.autoClose) self.close();
      if (self.emittedError) return;
      self.emit("end");
    });
    return;
  }
  if (self.emittedError) return;
  var buffer = newBuffer(46);
  readAndAssertNoEof(self.reader, buffer, 0, buffer.length, self.readEntryCursor, function(err) {
    if (err) return emitErrorAndAutoClose(self, err);
    if (self.emittedError) return;
    var entry = new Entry();
    // 0 - Central directory file header signature
    var signature = buffer.readUInt32LE(0);
    if (signature !== 0x02014b50) return emitErrorAndAutoClose(self, new Error("invalid central directory file header signature: 0x" + signature.toString(16)));
    // 4 - Version made by
    entry.versionMadeBy = buffer.readUInt16LE(4);
    // 6 - Version needed to extract (minimum)
    entry.versionNeededToExtract = buffer.readUInt16LE(6);
    // 8 - General purpose bit flag
    entry.generalPurposeBitFlag = buffer.readUInt16LE(8);
    // 10 - Compression method
    entry.compressionMethod = buffer.readUInt16LE(10);
    // 12 - File last modification time
    entry.lastModFileTime = buffer.readUInt16LE(12);
    // 14 - File last modification date
    entry.lastModFileDate = buffer.readUInt16LE(14);
    // 16 - CRC-32
    entry.crc32 = buffer.readUInt32LE(16);
    // 20 - Compressed size
    entry.compressedSize = buffer.readUInt32LE(20);
    // 24 - Uncompressed size
    entry.uncompressedSize = buffer.readUInt32LE(24);
    // 28 - File name length (n)
    entry.fileNameLength = buffer.readUInt16LE(28);
    // 30 - Extra field length (m)
    entry.extraFieldLength = buffer.readUInt16LE(30);
    // 32 - File comment length (k)
    entry.fileCommentLength = buffer.readUInt16LE(32);
    // 34 - Disk number where file starts
    // 36 - Internal file attributes
    entry.internalFileAttributes = buffer.readUInt16LE(36);
    // 38 - External file attributes
    entry.externalFileAttributes = buffer.readUInt32LE(38);
    // 42 - Relative offset of local file header
    entry.relativeOffsetOfLocalHeader = buffer.readUInt32LE(42);

    if (entry.generalPurposeBitFlag & 0x40) return emitErrorAndAutoClose(self, new Error("strong encryption is not supported"));

    self.readEntryCursor += 46;

    buffer = newBuffer(entry.fileNameLength + entry.extraFieldLength + entry.fileCommentLength);
    readAndAssertNoEof(self.reader, buffer, 0, buffer.length, self.readEntryCursor, function(err) {
      if (err) return emitErrorAndAutoClose(self, err);
      if (self.emittedError) return;
      // 46 - File name
      entry.fileNameRaw = buffer.subarray(0, entry.fileNameLength);
      // 46+n - Extra field
      var fileCommentStart = entry.fileNameLength + entry.extraFieldLength;
      entry.extraFieldRaw = buffer.subarray(entry.fileNameLength, fileCommentStart);
      // 46+n+m - File comment
      entry.fileCommentRaw = buffer.subarray(fileCommentStart, fileCommentStart + entry.fileCommentLength);

      // Parse the extra fields, which we need for processing other fields.
      try {
        entry.extraFields = parseExtraFields(entry.extraFieldRaw);
      } catch (err) {
        return emitErrorAndAutoClose(self, err);
      }

      // Interpret strings according to bit flags, extra fields, and options.
      if (self.decodeStrings) {
        var isUtf8 = (entry.generalPurposeBitFlag & 0x800) !== 0;
        entry.fileComment = decodeBuffer(entry.fileCommentRaw, isUtf8);
        entry.fileName = getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, self.strictFileNames);
        var errorMessage = validateFileName(entry.fileName);
        if (errorMessage != null) return emitErrorAndAutoClose(self, new Error(errorMessage));
      } else {
        entry.fileComment = entry.fileCommentRaw;
        entry.fileName = entry.fileNameRaw;
      }
      // Maintain API compatibility. See https://github.com/thejoshwolfe/yauzl/issues/47
      entry.comment = entry.fileComment;

      self.readEntryCursor += buffer.length;
      self.entriesRead += 1;

      // Check for the Zip64 Extended Information Extra Field.
      for (var i = 0; i < entry.extraFields.length; i++) {
        var extraField = entry.extraFields[i];
        if (extraField.id !== 0x0001) continue;
        // Found it.

        var zip64EiefBuffer = extraField.data;
        var index = 0;
        // 0 - Original Size          8 bytes
        if (entry.uncompressedSize === 0xffffffff) {
          if (index + 8 > zip64EiefBuffer.length) {
            return emitErrorAndAutoClose(self, new Error("zip64 extended information extra field does not include uncompressed size"));
          }
          entry.uncompressedSize = readUInt64LE(zip64EiefBuffer, index);
          index += 8;
        }
        // 8 - Compressed Size        8 bytes
        if (entry.compressedSize === 0xffffffff) {
          if (index + 8 > zip64EiefBuffer.length) {
            return emitErrorAndAutoClose(self, new Error("zip64 extended information extra field does not include compressed size"));
          }
          entry.compressedSize = readUInt64LE(zip64EiefBuffer, index);
          index += 8;
        }
        // 16 - Relative Header Offset 8 bytes
        if (entry.relativeOffsetOfLocalHeader === 0xffffffff) {
          if (index + 8 > zip64EiefBuffer.length) {
            return emitErrorAndAutoClose(self, new Error("zip64 extended information extra field does not include relative header offset"));
          }
          entry.relativeOffsetOfLocalHeader = readUInt64LE(zip64EiefBuffer, index);
          index += 8;
        }
        // 24 - Disk Start Number      4 bytes

        break;
      }

      // validate file size
      if (self.validateEntrySizes && entry.compressionMethod === 0) {
        var expectedCompressedSize = entry.uncompressedSize;
        if (entry.isEncrypted()) {
          // traditional encryption prefixes the file data with a header
          expectedCompressedSize += 12;
        }
        if (entry.compressedSize !== expectedCompressedSize) {
          var msg = "compressed/uncompressed size mismatch for stored file: " + entry.compressedSize + " != " + entry.uncompressedSize;
          return emitErrorAndAutoClose(self, new Error(msg));
        }
      }

      self.emit("entry", entry);

      if (!self.lazyEntries) self._readEntry();
    });
  });
};

ZipFile.prototype.eachEntry = function() {
  const self = this;
  if (!self.lazyEntries) throw new Error("eachEntry() requires lazyEntries: true");
  if (self.hasEachEntryBeenCalled) throw new Error("eachEntry() must only be called once per ZipFile");
  self.hasEachEntryBeenCalled = true;

  let pendingResolveReject = null;
  self.on("entry", onEntry);
  self.on("end", onEnd);
  self.on("error", onError);
  function cleanup() {
    self.removeListener("entry", onEntry);
    self.removeListener("end", onEnd);
    self.removeListener("error", onError);
    if (self.autoClose) self.close();
  }

  function onEntry(entry) {
    let {resolve} = pendingResolveReject;
    pendingResolveReject = null;
    resolve({value: entry});
  }
  function onEnd() {
    let {resolve} = pendingResolveReject;
    pendingResolveReject = null;
    cleanup();
    resolve({done: true});
  }
  function onError(err) {
    let {reject} = pendingResolveReject;
    pendingResolveReject = null;
    cleanup();
    reject(err);
  }

  return {
    [Symbol.asyncIterator]() {
      // Called once by `for await...of`.
      return this;
    },
    next() {
      // Called on each iteration in a `for await...of`.
      const promise = new Promise((resolve, reject) => {
        if (pendingResolveReject != null) throw new Error("next() called before previous Promise was resolved.");
        pendingResolveReject = {resolve, reject};
      });
      self.readEntry();
      return promise;
    },
    return(value) {
      // Called when breaking, returning, throwing out of a `for await...of`.
      cleanup();
      return Promise.resolve({done: true, value});
    },
    throw(value) {
      // Almost never called. Something about `yield*` maybe?
      cleanup();
      return Promise.reject(value);
    },
  };
};

ZipFile.prototype.openReadStream = function(entry, options, callback) {
  var self = this;
  // parameter validation
  var relativeStart = 0;
  var relativeEnd = entry.compressedSize;
  if (callback == null) {
    callback = options;
    options = null;
  }
  if (options == null) {
    options = {};
  } else {
    if (options.decodeFileData === false) {
      // new, simple option
      if (options.decrypt != null) {
        throw new Error("cannot use options.decrypt when options.decodeFileData === false");
      }
      if (options.decompress != null) {
        throw new Error("cannot use options.decompress when options.decodeFileData === false");
      }
      // start and end are allowed
    } else {
      // old, complicated options
      if (options.decrypt != null) {
        if (!entry.isEncrypted()) {
          throw new Error("options.decrypt can only be specified for encrypted entries. See also option decodeFileData.");
        }
        if (options.decrypt !== false) throw new Error("invalid options.decrypt value: " + options.decrypt);
        if (entry.isCompressed()) {
          if (options.decompress !== false) throw new Error("entry is encrypted and compressed, and options.decompress !== false. See also option decodeFileData.");
        }
      }
      if (options.decompress != null) {
        if (!entry.isCompressed()) {
          throw new Error("options.decompress can only be specified for compressed entries. See also option decodeFileData.");
        }
        if (!(options.decompress === false || options.decompress === true)) {
          throw new Error("invalid options.decompress value: " + options.decompress);
        }
        decompress = options.decompress;
      }
    }
    if (options.start != null) {
      relativeStart = options.start;
      if (relativeStart < 0) throw new Error("options.start < 0");
      if (relativeStart > entry.compressedSize) throw new Error("options.start > entry.compressedSize");
    }
    if (options.end != null) {
      relativeEnd = options.end;
      if (relativeEnd < 0) throw new Error("options.end < 0");
      if (relativeEnd > entry.compressedSize) throw new Error("options.end > entry.compressedSize");
      if (relativeEnd < relativeStart) throw new Error("options.end < options.start");
    }
  }
  var rawMode = (
    options.decodeFileData === false || // Explicitly requested raw.
    (
      (entry.compressionMethod === 0 || // Naturally without compression.
        (entry.compressionMethod === 8 && options.decompress === false) // Deprecated compression bypass option.
      ) &&
      (!entry.isEncrypted() || // Naturally without encryption.
        options.decrypt === false // Deprecated encryption bypass option.
      )
    )
  );
  if (options.start != null || options.end != null) {
    // Ensure slicing deals with raw data.
    if (!rawMode) throw new Error("start/end range require options.decodeFileData === false for non-trivial encoded entries.");
  }

  // any further errors can either be caused by the zipfile,
  // or were introduced in a minor version of yauzl,
  // so should be passed to the client rather than thrown.
  if (!self.isOpen) return callback(new Error("closed"));
  if (entry.isEncrypted() && !rawMode) {
    if (options.decrypt !== false) return callback(new Error("entry is encrypted, and options.decodeFileData !== false"));
  }
  var decompress;
  if (rawMode) {
    decompress = false;
  } else if (entry.compressionMethod === 8) {
    // 8 - The file is Deflated
    decompress = options.decodeFileData !== true;
  } else {
    return callback(new Error("unsupported compression method: " + entry.compressionMethod));
  }

  self.readLocalFileHeader(entry, {minimal: true}, function(err, localFileHeader) {
    if (err) return callback(err);
    self.openReadStreamLowLevel(
      localFileHeader.fileDataStart, entry.compressedSize,
      relativeStart, relativeEnd,
      decompress, entry.uncompressedSize,
      callback);
  });
};

ZipFile.prototype.openReadStreamLowLevel = function(fileDataStart, compressedSize, relativeStart, relativeEnd, decompress, uncompressedSize, callback) {
  var self = this;

  var fileDataEnd = fileDataStart + compressedSize;
  var readStream = self.reader.createReadStream({
    start: fileDataStart + relativeStart,
    end: fileDataStart + relativeEnd,
  });
  var endpointStream = readStream;
  if (decompress) {
    var destroyed = false;
    var inflateFilter = zlib.createInflateRaw();
    readStream.on("error", function(err) {
      // setImmediate here because errors can be emitted during the first call to pipe()
      setImmediate(function() {
        if (!destroyed) inflateFilter.emit("error", err);
      });
    });
    readStream.pipe(inflateFilter);

    if (self.validateEntrySizes) {
      endpointStream = new AssertByteCountStream(uncompressedSize);
      inflateFilter.on("error", function(err) {
        // forward zlib errors to the client-visible stream
        setImmediate(function() {
          if (!destroyed) endpointStream.emit("error", err);
        });
      });
      inflateFilter.pipe(endpointStream);
    } else {
      // the zlib filter is the client-visible stream
      endpointStream = inflateFilter;
    }
    // this is part of yauzl's API, so implement this function on the client-visible stream
    installDestroyFn(endpointStream, function() {
      destroyed = true;
      if (inflateFilter !== endpointStream) inflateFilter.unpipe(endpointStream);
      readStream.unpipe(inflateFilter);
      // TODO: the inflateFilter may cause a memory leak. see Issue #27.
      readStream.destroy();
    });
  }
  callback(null, endpointStream);
};

ZipFile.prototype.readLocalFileHeader = function(entry, options, callback) {
  var self = this;
  if (callback == null) {
    callback = options;
    options = null;
  }
  if (options == null) options = {};

  self.reader.ref();
  var buffer = newBuffer(30);
  readAndAssertNoEof(self.reader, buffer, 0, buffer.length, entry.relativeOffsetOfLocalHeader, function(err) {
    try {
      if (err) return callback(err);
      // 0 - Local file header signature = 0x04034b50
      var signature = buffer.readUInt32LE(0);
      if (signature !== 0x04034b50) {
        return callback(new Error("invalid local file header signature: 0x" + signature.toString(16)));
      }

      var fileNameLength = buffer.readUInt16LE(26);
      var extraFieldLength = buffer.readUInt16LE(28);
      var fileDataStart = entry.relativeOffsetOfLocalHeader + 30 + fileNameLength + extraFieldLength;
      // We now have enough information to do this bounds check.
      if (fileDataStart + entry.compressedSize > self.fileSize) {
        return callback(new Error("file data overflows file bounds: " +
            fileDataStart + " + " + entry.compressedSize + " > " + self.fileSize));
      }

      if (options.minimal) {
        return callback(null, {fileDataStart: fileDataStart});
      }

      var localFileHeader = new LocalFileHeader();
      localFileHeader.fileDataStart = fileDataStart;

      // 4 - Version needed to extract (minimum)
      localFileHeader.versionNeededToExtract = buffer.readUInt16LE(4);
      // 6 - General purpose bit flag
      localFileHeader.generalPurposeBitFlag = buffer.readUInt16LE(6);
      // 8 - Compression method
      localFileHeader.compressionMethod = buffer.readUInt16LE(8);
      // 10 - File last modification time
      localFileHeader.lastModFileTime = buffer.readUInt16LE(10);
      // 12 - File last modification date
      localFileHeader.lastModFileDate = buffer.readUInt16LE(12);
      // 14 - CRC-32
      localFileHeader.crc32 = buffer.readUInt32LE(14);
      // 18 - Compressed size
      localFileHeader.compressedSize = buffer.readUInt32LE(18);
      // 22 - Uncompressed size
      localFileHeader.uncompressedSize = buffer.readUInt32LE(22);
      // 26 - File name length (n)
      localFileHeader.fileNameLength = fileNameLength;
      // 28 - Extra field length (m)
      localFileHeader.extraFieldLength = extraFieldLength;
      // 30 - File name
      // 30+n - Extra field

      buffer = newBuffer(fileNameLength + extraFieldLength);
      self.reader.ref();
      readAndAssertNoEof(self.reader, buffer, 0, buffer.length, entry.relativeOffsetOfLocalHeader + 30, function(err) {
        try {
          if (err) return callback(err);
          localFileHeader.fileName = buffer.subarray(0, fileNameLength);
          localFileHeader.extraField = buffer.subarray(fileNameLength);
          return callback(null, localFileHeader);
        } finally {
          self.reader.unref();
        }
      });
    } finally {
      self.reader.unref();
    }
  });
};

ZipFile.prototype.openReadStreamPromise = function(entry, options) {
  return new Promise((resolve, reject) => {
    this.openReadStream(entry, options, function(err, readStream) {
      if (err) return reject(err);
      resolve(readStream);
    });
  });
};
ZipFile.prototype.openReadStreamLowLevelPromise = function(fileDataStart, compressedSize, relativeStart, relativeEnd, decompress, uncompressedSize) {
  return new Promise((resolve, reject) => {
    this.openReadStream(fileDataStart, compressedSize, relativeStart, relativeEnd, decompress, uncompressedSize, function(err, readStream) {
      if (err) return reject(err);
      resolve(readStream);
    });
  });
};
ZipFile.prototype.readLocalFileHeaderPromise = function(entry, options) {
  return new Promise((resolve, reject) => {
    this.readLocalFileHeader(entry, options, function(err, localFileHeader) {
      if (err) return reject(err);
      resolve(localFileHeader);
    });
  });
};

function Entry() {
}
Entry.prototype.getLastModDate = function(options) {
  if (options == null) options = {};

  if (!options.forceDosFormat) {
    // Check extended fields.
    for (var i = 0; i < this.extraFields.length; i++) {
      var extraField = this.extraFields[i];
      if (extraField.id === 0x5455) {
        // Info-ZIP "universal timestamp" extended field (`0x5455` aka `"UT"`).
        // See the Info-ZIP source code unix/unix.c:set_extra_field() and zipfile.c:ef_scan_ut_time().
        var data = extraField.data;
        if (data.length < 5) continue; // Too short.
        // The flags define which of the three fields are present: mtime, atime, ctime.
        // We only care about mtime.
        // Also, ctime is never included in practice.
        // And also, atime is only included in the local file header for some reason
        // despite the flags lying about its inclusion in the central header.
        var flags = data[0];
        var HAS_MTIME = 1;
        if (!(flags & HAS_MTIME)) continue; // This will realistically never happen.
        // Although the positions of all of the fields shift around depending on the presence of other fields,
        // mtime is always first if present, and that's the only one we care about.
        var posixTimestamp = data.readInt32LE(1);
        return new Date(posixTimestamp * 1000);
      } else if (extraField.id === 0x000a) {
        var data = extraField.data;
        if (data.length !== 32) continue; // The length is always the same.
        // 4 bytes reserved
        // 2 bytes Tag
        if (data.readUInt16LE(4) !== 1) continue; // Tag1 is actually the only defined Tag.
        // 2 bytes Size
        if (data.readUInt16LE(6) !== 24) continue; // Size is always 24.
        // 8 bytes Mtime
        var hundredNanoSecondsSince1601 = data.readUInt32LE(8) + 4294967296 * data.readInt32LE(12);
        // Convert from NTFS to POSIX milliseconds.
        // The big number below is the milliseconds between year 1601 and year 1970
        // (i.e. the negative POSIX timestamp of 1601-01-01 00:00:00Z)
        var millisecondsSince1970 = hundredNanoSecondsSince1601 / 10000 - 11644473600000;
        // Note on numeric precision: JavaScript Number objects lose precision above Number.MAX_SAFE_INTEGER,
        // and NTFS timestamps are typically much bigger than that limit.
        // (MAX_SAFE_INTEGER would represent 1629-07-17T23:58:45.475Z.)
        // However, we're losing precision in the conversion from 100nanosecond units to millisecond units anyway,
        // and the time at which we also lose 1-millisecond precision is year 275760, the JavaScript Date limit (by design).
        // Up through the year 2057, this conversion only drops 4 bits of precision,
        // which is well under the 13-14 bits ratio between the milliseconds and 100nanoseconds.
        return new Date(millisecondsSince1970);
      }
    }
  }

  // Fallback to non-extended encoding.
  return dosDateTimeToDate(this.lastModFileDate, this.lastModFileTime, options.timezone);
};

Entry.prototype.canDecodeFileData = function() {
  return (
    !this.isEncrypted() &&
    (this.compressionMethod === 0 || this.compressionMethod === 8)
  );
};
Entry.prototype.isEncrypted = function() {
  return (this.generalPurposeBitFlag & 0x1) !== 0;
};
Entry.prototype.isCompressed = function() {
  return this.compressionMethod === 8;
};

function LocalFileHeader() {
}

function dosDateTimeToDate(date, time, timezone) {
  var day = date & 0x1f; // 1-31
  var month = (date >> 5 & 0xf) - 1; // 1-12, 0-11
  var year = (date >> 9 & 0x7f) + 1980; // 0-128, 1980-2108

  var millisecond = 0;
  var second = (time & 0x1f) * 2; // 0-29, 0-58 (even numbers)
  var minute = time >> 5 & 0x3f; // 0-59
  var hour = time >> 11 & 0x1f; // 0-23

  if (timezone == null || timezone === "local") {
    return new Date(year, month, day, hour, minute, second, millisecond);
  } else if (timezone === "UTC") {
    return new Date(Date.UTC(year, month, day, hour, minute, second, millisecond));
  } else {
    throw new Error("unrecognized options.timezone: " + options.timezone);
  }
}

function getFileNameLowLevel(generalPurposeBitFlag, fileNameBuffer, extraFields, strictFileNames) {
  var fileName = null;

  // check for Info-ZIP Unicode Path Extra Field (0x7075)
  // see https://github.com/thejoshwolfe/yauzl/issues/33
  for (var i = 0; i < extraFields.length; i++) {
    var extraField = extraFields[i];
    if (extraField.id === 0x7075) {
      if (extraField.data.length < 6) {
        // too short to be meaningful
        continue;
      }
      // Version       1 byte      version of this extra field, currently 1
      if (extraField.data.readUInt8(0) !== 1) {
        // > Changes may not be backward compatible so this extra
        // > field should not be used if the version is not recognized.
        continue;
      }
      // NameCRC32     4 bytes     File Name Field CRC32 Checksum
      var oldNameCrc32 = extraField.data.readUInt32LE(1);
      if (crc32(fileNameBuffer) !== oldNameCrc32) {
        // > If the CRC check fails, this UTF-8 Path Extra Field should be
        // > ignored and the File Name field in the header should be used instead.
        continue;
      }
      // UnicodeName   Variable    UTF-8 version of the entry File Name
      fileName = decodeBuffer(extraField.data.subarray(5), true);
      break;
    }
  }

  if (fileName == null) {
    // The typical case.
    var isUtf8 = (generalPurposeBitFlag & 0x800) !== 0;
    fileName = decodeBuffer(fileNameBuffer, isUtf8);
  }

  if (!strictFileNames) {
    // Allow backslash.
    fileName = fileName.replace(/\\/g, "/");
  }
  return fileName;
}

function validateFileName(fileName) {
  if (fileName.indexOf("\\") !== -1) {
    return "invalid characters in fileName: " + fileName;
  }
  if (/^[a-zA-Z]:/.test(fileName) || /^\//.test(fileName)) {
    return "absolute path: " + fileName;
  }
  if (fileName.split("/").indexOf("..") !== -1) {
    return "invalid relative path: " + fileName;
  }
  // all good
  return null;
}

function parseExtraFields(extraFieldBuffer) {
  var extraFields = [];
  var i = 0;
  while (i < extraFieldBuffer.length - 3) {
    var headerId = extraFieldBuffer.readUInt16LE(i + 0);
    var dataSize = extraFieldBuffer.readUInt16LE(i + 2);
    var dataStart = i + 4;
    var dataEnd = dataStart + dataSize;
    if (dataEnd > extraFieldBuffer.length) throw new Error("extra field length exceeds extra field buffer size");
    var dataBuffer = extraFieldBuffer.subarray(dataStart, dataEnd);
    extraFields.push({
      id: headerId,
      data: dataBuffer,
    });
    i = dataEnd;
  }
  return extraFields;
}

function readAndAssertNoEof(reader, buffer, offset, length, position, callback) {
  if (length === 0) {
    // fs.read will throw an out-of-bounds error if you try to read 0 bytes from a 0 byte file
    return setImmediate(function() { callback(null, newBuffer(0)); });
  }
  reader.read(buffer, offset, length, position, function(err, bytesRead) {
    if (err) return callback(err);
    if (bytesRead < length) {
      return callback(new Error("unexpected EOF"));
    }
    callback();
  });
}

util.inherits(AssertByteCountStream, Transform);
function AssertByteCountStream(byteCount) {
  Transform.call(this);
  this.actualByteCount = 0;
  this.expectedByteCount = byteCount;
}
AssertByteCountStream.prototype._transform = function(chunk, encoding, cb) {
  this.actualByteCount += chunk.length;
  if (this.actualByteCount > this.expectedByteCount) {
    var msg = "too many bytes in the stream. expected " + this.expectedByteCount + ". got at least " + this.actualByteCount;
    return cb(new Error(msg));
  }
  cb(null, chunk);
};
AssertByteCountStream.prototype._flush = function(cb) {
  if (this.actualByteCount < this.expectedByteCount) {
    var msg = "not enough bytes in the stream. expected " + this.expectedByteCount + ". got only " + this.actualByteCount;
    return cb(new Error(msg));
  }
  cb();
};

util.inherits(RandomAccessReader, EventEmitter);
function RandomAccessReader() {
  EventEmitter.call(this);
  this.refCount = 0;
}
RandomAccessReader.prototype.ref = function() {
  this.refCount += 1;
};
RandomAccessReader.prototype.unref = function() {
  var self = this;
  self.refCount -= 1;

  if (self.refCount > 0) return;
  if (self.refCount < 0) throw new Error("invalid unref");

  self.close(onCloseDone);

  function onCloseDone(err) {
    if (err) return self.emit('error', err);
    self.emit('close');
  }
};
RandomAccessReader.prototype.createReadStream = function(options) {
  if (options == null) options = {};
  var start = options.start;
  var end = options.end;
  if (start === end) {
    var emptyStream = new PassThrough();
    setImmediate(function() {
      emptyStream.end();
    });
    return emptyStream;
  }
  var stream = this._readStreamForRange(start, end);

  var destroyed = false;
  var refUnrefFilter = new RefUnrefFilter(this);
  stream.on("error", function(err) {
    setImmediate(function() {
      if (!destroyed) refUnrefFilter.emit("error", err);
    });
  });
  installDestroyFn(refUnrefFilter, function() {
    stream.unpipe(refUnrefFilter);
    refUnrefFilter.unref();
    stream.destroy();
  });

  var byteCounter = new AssertByteCountStream(end - start);
  refUnrefFilter.on("error", function(err) {
    setImmediate(function() {
      if (!destroyed) byteCounter.emit("error", err);
    });
  });
  installDestroyFn(byteCounter, function() {
    destroyed = true;
    refUnrefFilter.unpipe(byteCounter);
    refUnrefFilter.destroy();
  });

  return stream.pipe(refUnrefFilter).pipe(byteCounter);
};
RandomAccessReader.prototype._readStreamForRange = function(start, end) {
  throw new Error("not implemented");
};
RandomAccessReader.prototype.read = function(buffer, offset, length, position, callback) {
  var readStream = this.createReadStream({start: position, end: position + length});
  var writeStream = new Writable();
  var written = 0;
  writeStream._write = function(chunk, encoding, cb) {
    chunk.copy(buffer, offset + written, 0, chunk.length);
    written += chunk.length;
    cb();
  };
  writeStream.on("finish", callback);
  readStream.on("error", function(error) {
    callback(error);
  });
  readStream.pipe(writeStream);
};
RandomAccessReader.prototype.close = function(callback) {
  setImmediate(callback);
};

util.inherits(RefUnrefFilter, PassThrough);
function RefUnrefFilter(context) {
  PassThrough.call(this);
  this.context = context;
  this.context.ref();
  this.unreffedYet = false;
}
RefUnrefFilter.prototype._flush = function(cb) {
  this.unref();
  cb();
};
RefUnrefFilter.prototype.unref = function(cb) {
  if (this.unreffedYet) return;
  this.unreffedYet = true;
  this.context.unref();
};

var cp437 = '\u0000☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼ !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~⌂ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■ ';
function decodeBuffer(buffer, isUtf8) {
  if (isUtf8) {
    return buffer.toString("utf8");
  } else {
    var result = "";
    for (var i = 0; i < buffer.length; i++) {
      result += cp437[buffer[i]];
    }
    return result;
  }
}

function readUInt64LE(buffer, offset) {
  // There is no native function for this, because we can't actually store 64-bit integers precisely.
  // after 53 bits, JavaScript's Number type (IEEE 754 double) can't store individual integers anymore.
  // but since 53 bits is a whole lot more than 32 bits, we do our best anyway.
  // As of 2020, Node has added support for BigInt, which obviates this whole function,
  // but yauzl hasn't been updated to depend on BigInt (yet?).
  var lower32 = buffer.readUInt32LE(offset);
  var upper32 = buffer.readUInt32LE(offset + 4);
  // we can't use bitshifting here, because JavaScript bitshifting only works on 32-bit integers.
  return upper32 * 0x100000000 + lower32;
  // as long as we're bounds checking the result of this function against the total file size,
  // we'll catch any overflow errors, because we already made sure the total file size was within reason.
}

// Node 10 deprecated new Buffer().
var newBuffer;
if (typeof Buffer.allocUnsafe === "function") {
  newBuffer = function(len) {
    return Buffer.allocUnsafe(len);
  };
} else {
  newBuffer = function(len) {
    return new Buffer(len);
  };
}

// Node 8 introduced a proper destroy() implementation on writable streams.
function installDestroyFn(stream, fn) {
  if (typeof stream.destroy === "function") {
    // New API.
    stream._destroy = function(err, cb) {
      fn();
      if (cb != null) cb(err);
    };
  } else {
    // Old API.
    stream.destroy = fn;
  }
}

function defaultCallback(err) {
  if (err) throw err;
}


/***/ }),

/***/ 7397:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ teamsTable),
/* harmony export */   n: () => (/* binding */ flattenTeams)
/* harmony export */ });
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6590);

/** Every team of every linked credential, in the service's order. */
function flattenTeams(credentials) {
    return credentials.flatMap(credential => credential.teams.map(team => ({
        id: team.team_id,
        name: team.name,
        account: credential.name,
        credentialId: credential.credential_id
    })));
}
/** The teams as the summary shows them: where a `team-id` comes from. */
function teamsTable(teams) {
    return (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Account', 'Team', 'Team id', 'Credential id'], teams.map(team => [
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__.md)(team.account),
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__.md)(team.name),
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(team.id),
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(team.credentialId)
    ]), { limit: 500 });
}


/***/ }),

/***/ 4286:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LE: () => (/* binding */ daysToRead),
/* harmony export */   O6: () => (/* binding */ readDayCount),
/* harmony export */   RR: () => (/* binding */ readDateInput),
/* harmony export */   TT: () => (/* binding */ dayList),
/* harmony export */   dJ: () => (/* binding */ daysByReason)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3718);


/** The longest range read in one step: a quarter, as the endpoint serves one day per request. */
const MAX_DAYS = 92;
/** `date`: empty, `YYYY-MM-DD` or `YYYY-MM-DD..YYYY-MM-DD`. Undefined when empty. */
function readDateInput(value) {
    const text = value.trim();
    if (!text)
        return undefined;
    const range = /^(.*?)\s*\.\.\s*(.*)$/.exec(text);
    if (!range)
        return { day: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDay */ .Iq)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date, text) };
    const problems = [range[1], range[2]].flatMap(day => {
        try {
            (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDay */ .Iq)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date, day);
            return [];
        }
        catch {
            return [`'${day}'`];
        }
    });
    if (problems.length > 0) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date, `is '${value}': ${problems.join(' and ')} ${problems.length === 1 ? 'is not a calendar day' : 'are not calendar days'}. Write a day as YYYY-MM-DD, or a range as YYYY-MM-DD..YYYY-MM-DD, e.g. 2026-11-01..2026-11-07.`);
    }
    return { from: range[1], to: range[2] };
}
/** `days`: a whole number from 1 to MAX_DAYS. Undefined when empty. */
function readDayCount(value) {
    const text = value.trim();
    if (!text)
        return undefined;
    const count = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    if (!(count >= 1 && count <= MAX_DAYS)) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Days, `is '${value}': give a whole number of days from 1 to ${MAX_DAYS}, e.g. 7 for the week ending yesterday.`);
    }
    return count;
}
/**
 * The days to read, oldest first, from `date` and `days` (either may be absent): a range as given;
 * `days` days ending at `date`'s day or else yesterday (UTC); or that one day. A range given with
 * `days`, a reversed or longer range, or a day after today (UTC) is refused.
 */
function daysToRead(date, count, names, now = new Date()) {
    if (date && 'from' in date && count !== undefined) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Days, `is '${count}' while ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date)} is already a range (${date.from}..${date.to}): give the range in ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date)}, or one day in ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date)} and the number of days before it in ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Days)}.`);
    }
    const last = date ? ('to' in date ? date.to : date.day) : (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .yesterdayUtc */ .Jx)(now);
    const first = date && 'from' in date ? date.from : addDays(last, 1 - (count ?? 1));
    const length = (Date.parse(last) - Date.parse(first)) / _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .DAY_MS */ .sO + 1;
    if (length < 1) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date, `is '${first}..${last}', which ends before it starts: write the earlier day first, e.g. ${last}..${first}.`);
    }
    if (length > MAX_DAYS) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date, `is '${first}..${last}', ${length} days: a range is ${MAX_DAYS} days at most. Split it over several runs, e.g. by quarter.`);
    }
    const today = now.toISOString().slice(0, 10);
    if (last > today) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date, `ends on ${last}, after today (${today} UTC): there are no analytics for days to come. The last full day is yesterday, ${(0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .yesterdayUtc */ .Jx)(now)}.`);
    }
    return Array.from({ length }, (_, i) => addDays(first, i));
}
function addDays(day, days) {
    return new Date(Date.parse(`${day}T00:00:00Z`) + days * _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .DAY_MS */ .sO).toISOString().slice(0, 10);
}
/** Runs of days named in one line before "and N more": the files and the log have them all. */
const RUNS_NAMED = 10;
/**
 * Days (YYYY-MM-DD, any order) in few words: `2026-11-03`, or `4 days (2026-08-01 to 2026-08-04,
 * 2026-08-09)`, consecutive days as one run, ten runs at most.
 */
function dayList(days) {
    const sorted = [...days].sort();
    if (sorted.length === 1)
        return sorted[0];
    const runs = [];
    for (const day of sorted) {
        const last = runs.at(-1);
        if (last && addDays(last[1], 1) === day)
            last[1] = day;
        else
            runs.push([day, day]);
    }
    const named = runs
        .slice(0, RUNS_NAMED)
        .map(([from, to]) => (from === to ? from : `${from} to ${to}`));
    const more = runs.length > RUNS_NAMED ? ` and ${runs.length - RUNS_NAMED} more` : '';
    return `${sorted.length} days (${named.join(', ')}${more})`;
}
/** The days that failed alike, together, in the order the reasons first came. */
function daysByReason(missing) {
    const groups = new Map();
    for (const { date, error } of missing)
        groups.set(error, [...(groups.get(error) ?? []), date]);
    return groups;
}


/***/ }),

/***/ 2152:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ CommandError)
/* harmony export */ });
/**
 * A command's failure: its facts (`failure`) and its kind, no words of its own. Each adapter words
 * it with the run's names of inputs, through describeFailure (or failureMessage, for a failure told
 * on the way); its own message is only the failure's type, for a debugger.
 */
class CommandError extends Error {
    failure;
    kind;
    constructor(failure, kind = 'work') {
        super(failure.type);
        this.failure = failure;
        this.kind = kind;
        this.name = 'CommandError';
    }
}


/***/ }),

/***/ 3894:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ic: () => (/* binding */ describeFailure),
/* harmony export */   oh: () => (/* binding */ failureMessage)
/* harmony export */ });
/* unused harmony export adviceInWords */
/* harmony import */ var _command_error_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2152);
/* harmony import */ var _failures_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2742);
/* harmony import */ var _service_advice_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1471);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5756);
/* harmony import */ var _service_retry_index_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3102);
/* harmony import */ var _service_transport_types_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5518);
/* harmony import */ var _text_error_message_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(7515);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(8488);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(9209);
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(5585);
/* harmony import */ var _inputs_reader_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(9066);











/**
 * What happened and what to do, for anything a step can throw, naming the inputs as the adapter
 * that ran it spells them (`names`). It reads the facts errors carry, never their messages' words.
 */
function describeFailure(error, names) {
    if (error instanceof _command_error_js__WEBPACK_IMPORTED_MODULE_0__/* .CommandError */ .Q) {
        const { message, explanation } = (0,_failures_index_js__WEBPACK_IMPORTED_MODULE_1__/* .failureInWords */ .d)(error.failure, names);
        return { ...failure(message, explanation), failure: error.failure };
    }
    if (error instanceof _inputs_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .InputErrors */ .G) {
        const headline = error.problems.length === 1
            ? 'An input needs fixing; nothing was sent'
            : `${error.problems.length} inputs need fixing; nothing was sent`;
        return failure(error.message, { headline, problems: error.problems });
    }
    if (error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceError */ ._7) {
        const advice = adviceInWords(error.advice, names);
        const next = advice && !/[.!?]$/.test(advice) ? `${advice}.` : advice;
        return failure(_service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceError */ ._7.sentence(error, advice), { headline: error.headline, next });
    }
    if (error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedAnswerError */ .qx) {
        const advice = adviceInWords(error.advice, names);
        const next = [advice, error.outcome].filter(Boolean).join(' ');
        return failure(_service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedAnswerError */ .qx.sentence(error, advice, error.outcome), {
            headline: error.headline,
            next
        });
    }
    if (error instanceof _service_transport_types_js__WEBPACK_IMPORTED_MODULE_5__/* .TransportError */ .w) {
        const tls = error.tls && TLS_PROBLEMS[error.tls];
        const what = tls && error.method && error.url ? `${error.method} ${error.url}: ${tls.what}` : error.message;
        const headline = `${what} (after ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(error.attempts, 'attempt')})`;
        const base = names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_6__/* .Inputs */ .G0.BaseUrl);
        const timeout = names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_6__/* .Inputs */ .G0.RequestTimeout);
        const next = (0,_service_retry_index_js__WEBPACK_IMPORTED_MODULE_4__/* .isSuccess */ .oJ)(error.status)
            ? `The service accepted the request (HTTP ${error.status}) but its answer broke off, so it may have acted on it: check on the service before running this again.`
            : error.proxy
                ? proxyAdvice(error.proxy, base)
                : tls
                    ? tls.fix(base)
                    : error.tooSlow
                        ? `The service did not finish its answer within ${timeout}: try again, or raise ${timeout}.`
                        : transportAdvice(error.code, base, timeout);
        return failure(`${headline}. ${next}`, { headline, next });
    }
    const message = (0,_text_error_message_js__WEBPACK_IMPORTED_MODULE_9__/* .errorMessage */ .g)(error);
    return failure(message, { headline: message });
}
/**
 * The message of anything thrown, a service error's advice naming the inputs as the adapter spells
 * them: for a failure told on the way (a poll that failed, an IPA that could not be deleted).
 */
function failureMessage(error, names) {
    if (error instanceof _command_error_js__WEBPACK_IMPORTED_MODULE_0__/* .CommandError */ .Q)
        return (0,_failures_index_js__WEBPACK_IMPORTED_MODULE_1__/* .failureInWords */ .d)(error.failure, names).message;
    if (error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceError */ ._7)
        return _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceError */ ._7.sentence(error, adviceInWords(error.advice, names));
    if (error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedAnswerError */ .qx)
        return _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedAnswerError */ .qx.sentence(error, adviceInWords(error.advice, names), error.outcome);
    return (0,_text_error_message_js__WEBPACK_IMPORTED_MODULE_9__/* .errorMessage */ .g)(error);
}
/** The input each setting of the service layer is given by. */
const INPUT_OF = {
    baseUrl: _inputs_names_js__WEBPACK_IMPORTED_MODULE_6__/* .Inputs */ .G0.BaseUrl,
    requestTimeout: _inputs_names_js__WEBPACK_IMPORTED_MODULE_6__/* .Inputs */ .G0.RequestTimeout,
    retryCount: _inputs_names_js__WEBPACK_IMPORTED_MODULE_6__/* .Inputs */ .G0.Retries,
    fileUrl: _inputs_names_js__WEBPACK_IMPORTED_MODULE_6__/* .Inputs */ .G0.IpaUrl
};
/** Advice of the service layer, its settings named as the adapter's inputs; the key as where it came from. */
function adviceInWords(advice, names) {
    return (0,_service_advice_js__WEBPACK_IMPORTED_MODULE_2__/* .adviceText */ .YM)(advice, setting => setting === 'apiKey' ? names.key() : names.referred(INPUT_OF[setting]));
}
function failure(message, explanation) {
    return { message: (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_10__/* .safeLines */ .Bv)(message), explanation };
}
function transportAdvice(code, base, timeout) {
    if (code.startsWith('HPE_')) {
        return `What answered at ${base} does not speak HTTP as a web service does: check ${base} (the scheme, host and port), and any proxy on the way.`;
    }
    switch (code) {
        case 'ETIMEDOUT':
            return `The service stopped answering for longer than ${timeout}: try again, or raise ${timeout}.`;
        case 'ENOTFOUND':
        case 'EAI_AGAIN':
            return `The service host name does not resolve: check ${base} (and the proxy settings, if this machine needs one).`;
        case 'ECONNREFUSED':
            return `Nothing is listening at ${base}: check the address and port, and the proxy settings.`;
        default:
            return `The connection failed: check ${base}, the network and the proxy settings (HTTPS_PROXY, NO_PROXY), then try again.`;
    }
}
/** What to check when the proxy, not the service, failed: the settings that name it, or its rules. */
function proxyAdvice({ address, status, credentials }, base) {
    if (status === undefined)
        return `Nothing answers at the proxy ${address}: check HTTPS_PROXY / HTTP_PROXY (the runner's proxy settings), and that the proxy runs; NO_PROXY lists the hosts to reach directly.`;
    if (status === 407 && credentials)
        return "The proxy refused the user and password in HTTPS_PROXY / HTTP_PROXY: check them (in the URL, a character such as @, : or / in them is written %40, %3A, %2F), or ask the proxy's administrators whether that account may open tunnels.";
    if (status === 407)
        return "The proxy wants credentials: put them in HTTPS_PROXY / HTTP_PROXY, as user:password@ before the proxy's host, or ask its administrators to let the runner through.";
    if (status < 500)
        return `The proxy does not let the runner reach the host of ${base}: ask its administrators to allow that host and port (a CONNECT rule), or add the host to NO_PROXY if the runner can reach it directly.`;
    return `The proxy could not reach the host of ${base}: check ${base}, then the proxy's own access to that host (HTTPS_PROXY / HTTP_PROXY name the proxy).`;
}
/** TLS failures in plain words, instead of OpenSSL's. */
const TLS_PROBLEMS = {
    'plain-http': {
        what: 'the server answered in plain HTTP, not HTTPS',
        fix: base => `${base} says https:// but the server at that port speaks plain http: check the scheme and the port of ${base}.`
    },
    'self-signed': certificate('its certificate is self-signed'),
    'self-signed-in-chain': certificate('its certificate chain holds a self-signed certificate'),
    'untrusted-authority': certificate('its certificate is signed by an authority this machine does not trust'),
    expired: certificate('its certificate has expired'),
    'wrong-host': certificate('its certificate is for another host name')
};
function certificate(why) {
    return {
        what: `the server's certificate was refused: ${why}`,
        fix: base => `Check that ${base} names the service itself; a private authority can be trusted with NODE_EXTRA_CA_CERTS (a file of PEM certificates) in the environment.`
    };
}


/***/ }),

/***/ 656:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ nextAfter),
/* harmony export */   X: () => (/* binding */ rerunAfterStop)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1869);
/* harmony import */ var _follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1028);



/** What to do after a fleet some of whose items failed. */
function nextAfter(fleet, names) {
    const { made, tie } = fleet;
    if (!tie)
        return `Check each failed one in App Store Connect; running ${names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} again reads them all again and sends nothing.`;
    if (!tie.tie)
        return untiedNext(fleet, tie, names);
    return (0,_exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_1__/* .rerunAdvice */ .b)(tie, names, {
        verb: made === 'stored IPAs' ? 'stores' : 'submits',
        answers: `what went through (only what failed is ${made === 'stored IPAs' ? 'stored' : 'sent'} again)`,
        githubToken: fleet.githubToken
    });
}
/**
 * Without a tie, a re-run is a new release of every IPA: say which it would send again, and how to
 * send only the failed ones (or to tie the next run with `release-id`).
 */
function untiedNext({ made, items }, tie, names) {
    const through = items.filter(item => !item.failed);
    // Failed to be waited for (a wait past wait-timeout), not failed: following it sends nothing.
    const inFlight = items.filter(({ failed, id, status }) => failed && id && status && (0,_follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyStatus */ .x)(status) === 'in-progress');
    const resend = items.filter(item => item.failed && !inFlight.includes(item));
    const verb = made === 'stored IPAs' ? 'stores' : 'submits';
    const list = (some) => some.map(item => item.label).join(', ');
    const also = inFlight.length + through.length;
    return (0,_exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_1__/* .rerunAdvice */ .b)(tie, names, {
        verb,
        again: `every IPA again${also > 0 ? `, the ${also} sent already too (${list([...through, ...inFlight])})` : ''}`,
        instead: [
            resend.length > 0
                ? `To send only what failed, run again with ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaPath)} naming only ${resend.length === 1 ? 'it' : 'them'} (${list(resend)}).`
                : undefined,
            ...inFlight.map(item => `Follow ${item.label}, still in progress, with ${names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} ${names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId, item.id ?? '')} instead of sending it again.`)
        ].filter((line) => Boolean(line))
    });
}
/** What a re-run does after a stopped fleet, naming the IPAs that failed. */
function rerunAfterStop({ made, tie, githubToken, items }, names) {
    if (!tie)
        return '';
    const failed = items.filter(item => item.failed);
    return (0,_exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_1__/* .rerunAdvice */ .b)(tie, names, {
        verb: made === 'stored IPAs' ? 'stores' : 'submits',
        again: 'every IPA again',
        answers: 'what was sent, and only what was not is sent',
        githubToken,
        instead: [
            `To avoid that, follow what was sent rather than running again${failed.length > 0 ? `, and send only what failed (${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaPath)} naming only ${failed.map(item => item.label).join(', ')})` : ''}.`
        ]
    });
}


/***/ }),

/***/ 4252:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ explainFleet),
/* harmony export */   H: () => (/* binding */ refusedHeadline)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8488);
/* harmony import */ var _fleet_next_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(656);
/* harmony import */ var _team_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3);




/** The headline of a fleet none of whose IPAs was sent. */
function refusedHeadline(count, total) {
    return `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(count, 'IPA')} of ${total} cannot be sent, so none was sent`;
}
/** Words of a fleet's failures. */
function explainFleet(failure, names) {
    if (failure.type === 'fleet-failed') {
        const { failed, total } = failure;
        return {
            headline: `${failed.length} of ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(total, failure.noun)} failed${others(total - failed.length)}`,
            problems: failed.map(item => `${item.label}${item.app}: ${item.failure}`),
            next: (0,_fleet_next_js__WEBPACK_IMPORTED_MODULE_1__/* .nextAfter */ .O)(failure.next, names)
        };
    }
    const { count, together } = failure;
    const said = together && (0,_team_js__WEBPACK_IMPORTED_MODULE_2__/* .explainFleetTeams */ .c)(together, names);
    const problems = [
        ...(said ? [said.problem] : []),
        ...failure.items.map(item => 'twin' in item
            ? `${item.label} is the same release as ${item.twin}${item.app}, which is sent once. Send one of them, or give the other its own build number.`
            : `${item.label}: ${item.failure}`)
    ];
    const fixEach = `Fix each, or take it out of ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaPath)}, then run it again.`;
    const alone = together && count === together.labels.length;
    return {
        headline: refusedHeadline(count, failure.total),
        problems,
        next: [said?.next, alone && said?.next ? undefined : fixEach].filter(Boolean).join(' '),
        details: said?.details
    };
}
/** What the headline of a failure says of the rest: `; the other 5 went through`. */
function others(count) {
    if (count === 0)
        return '';
    return `; the other ${count === 1 ? 'one' : count} went through`;
}


/***/ }),

/***/ 2742:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  d: () => (/* binding */ failureInWords)
});

// UNUSED EXPORTS: explain

// EXTERNAL MODULE: ./src/inputs/names.ts
var inputs_names = __nccwpck_require__(5585);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __nccwpck_require__(8488);
;// CONCATENATED MODULE: ./src/commands/failures/check.ts


/** Words of check's failures. */
function explainCheck(failure, names) {
    if (failure.type === 'report-unwritten')
        return {
            headline: `The report ${failure.file} could not be written (${failure.why})`,
            next: 'Give a path in a folder the step can write to.'
        };
    const { checked, refused } = failure;
    const next = refused.some(ipa => ipa.notAnIpa)
        ? 'Check the .ipa that Xcode exported: a file that is not an IPA is refused whatever the settings.'
        : `Fix the IPA (the summary and the reports say what to do for each problem)${skipAdvice(refused, names)}.`;
    if (checked === 1) {
        const [ipa] = refused;
        return {
            headline: `Preflight would refuse ${ipa.file}: ${ipa.count === 1 ? 'a problem' : `${(0,format/* formatCount */.B4)(ipa.count)} problems`}`,
            problems: [...ipa.problems, ...(ipa.rest ? [ipa.rest] : [])],
            next
        };
    }
    return {
        headline: `Preflight would refuse ${refused.length} of ${(0,format/* plural */.LS)(checked, 'IPA')}`,
        problems: refused.map(ipa => `${ipa.file}: ${(0,format/* plural */.LS)(ipa.count, 'problem')} that refuse${ipa.count === 1 ? 's' : ''} it`),
        next
    };
}
/**
 * The safe way past a check that is wrong about an IPA: skipping that check alone, by its code. Said
 * where every refusal is Apple's (a house check, such as a development profile, has no code to skip
 * for check: the IPA is what to fix).
 */
function skipAdvice(refused, names) {
    const codes = [...new Set(refused.flatMap(ipa => ipa.codes))];
    if (codes.length === 0 || !codes.every(code => /^ITMS-\d+$/.test(code)))
        return '';
    const these = codes.length === 1 ? 'this check' : 'these checks';
    return `, or, if you are sure App Store Connect takes it, skip ${these} alone with ${names.setting(inputs_names/* Inputs */.G0.PreflightSkip, codes.join(','))}`;
}

// EXTERNAL MODULE: ./src/commands/failures/fleet.ts
var fleet = __nccwpck_require__(4252);
// EXTERNAL MODULE: ./src/commands/failures/once.ts
var once = __nccwpck_require__(4239);
// EXTERNAL MODULE: ./src/service/requests.ts
var requests = __nccwpck_require__(3957);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __nccwpck_require__(9209);
// EXTERNAL MODULE: ./src/commands/analytics/days.ts
var analytics_days = __nccwpck_require__(4286);
;// CONCATENATED MODULE: ./src/commands/failures/other.ts





/** Words of the failures of checking IPAs, deleting them and reading analytics. */
function explainOther(failure, names) {
    const { setting, referred } = names;
    switch (failure.type) {
        case 'preflight-refused': {
            const { count, file, notAnIpa } = failure;
            return {
                explanation: {
                    headline: `Preflight found ${count === 1 ? 'a problem' : `${(0,format/* formatCount */.B4)(count)} problems`} in ${file}, so nothing was sent`,
                    problems: [...failure.problems, ...(failure.rest ? [failure.rest] : [])],
                    next: notAnIpa
                        ? `This file is not an IPA, so ${setting(inputs_names/* Inputs */.G0.Preflight, 'warn')} does not send it either: pass the .ipa that Xcode exported (only ${setting(inputs_names/* Inputs */.G0.Preflight, 'off')} sends any file).`
                        : preflightAdvice(failure.codes, setting)
                }
            };
        }
        case 'deletes-failed': {
            const { failed, total } = failure;
            const headline = `${failed.length} of ${(0,format/* plural */.LS)(total, 'unsigned IPA')} could not be deleted`;
            return {
                explanation: { headline, problems: failed.map(f => `${(0,untrusted/* oneLine */.TN)(f.id)}: ${f.message}`) },
                message: `${headline}: ${failed.map(f => (0,untrusted/* oneLine */.TN)(f.id)).join(', ')}. ${failed[0].message}`
            };
        }
        case 'days-unread':
            return {
                explanation: {
                    headline: `None of the ${failure.requested} days could be read`,
                    problems: [...(0,analytics_days/* daysByReason */.dJ)(failure.missing)].map(([why, days]) => `${(0,analytics_days/* dayList */.TT)(days)}: ${why}`),
                    next: `Check that the service is up and ${referred(inputs_names/* Inputs */.G0.BaseUrl)} is right, then run it again; each day was tried with the usual retries.`
                }
            };
        case 'app-not-found': {
            const headline = `App ${failure.appId} not found (or no analytics for ${failure.day})`;
            const next = `Check ${referred(inputs_names/* Inputs */.G0.AppId)}: it is the service's own id of the app, as its dashboard or its app listing (GET ${requests/* Routes */.BV.apps}, which this action does not read) shows it. Then check ${referred(inputs_names/* Inputs */.G0.Date)}.`;
            return {
                explanation: { headline, problems: [`The service says: ${failure.said}.`], next },
                message: `${headline}: ${failure.said}. ${next}`
            };
        }
    }
}
/**
 * Where every refusal is Apple's, by its code, the safe way past a check that is wrong about this IPA
 * is to skip that check alone; `warn` sends whatever else preflight finds, so it is the last resort,
 * for refusals of the house's own (a development profile) that no App Store code names.
 */
function preflightAdvice(codes, setting) {
    const apple = [...new Set(codes)];
    if (apple.length === 0 || !apple.every(code => /^ITMS-\d+$/.test(code)))
        return `Fix the IPA, or set ${setting(inputs_names/* Inputs */.G0.Preflight, 'warn')} to send it anyway.`;
    const these = apple.length === 1 ? 'this check' : 'these checks';
    return `Fix the IPA, or, if you are sure App Store Connect takes it, skip ${these} alone with ${setting(inputs_names/* Inputs */.G0.PreflightSkip, apple.join(','))}.`;
}

// EXTERNAL MODULE: ./src/commands/failures/fleet-next.ts
var fleet_next = __nccwpck_require__(656);
;// CONCATENATED MODULE: ./src/commands/failures/stop.ts





/** Words of what a stop left behind. */
function explainStop(failure, names) {
    switch (failure.type) {
        case 'stopped-create': {
            const request = `${failure.request.method} ${failure.request.path}`;
            const what = failure.wentOutWhole
                ? `${capital(failure.sent)} had gone out whole, so the service may have made the ${failure.noun} before its answer came.`
                : `${capital(failure.sent)} had not all gone out when the run stopped, so the service did not get it whole: most likely no ${failure.noun} was made, but look before sending it again.`;
            return {
                headline: `Stopped on ${failure.signal} while ${failure.sent} went out (${request}): the service's answer never came`,
                problems: [what],
                next: `The run stopped without sending it again. ${(0,once/* nextStepFor */.Lz)(failure.nextStepFor, names)}`
            };
        }
        case 'stopped-waiting': {
            const { setting } = names;
            const id = (0,untrusted/* oneLine */.TN)(failure.id, 100);
            const status = (0,untrusted/* oneLine */.TN)(failure.status, 100);
            const handOff = [setting(inputs_names/* Inputs */.G0.SubmissionId, id)];
            if (failure.deploymentId !== undefined)
                handOff.push(setting(inputs_names/* Inputs */.G0.DeploymentId, String(failure.deploymentId)));
            const follow = `${setting(inputs_names/* Inputs */.G0.Command, 'status')}, given ${handOff.join(' and ')}`;
            const after = (0,format/* formatDuration */.a3)(failure.waitedMs);
            return {
                headline: `Stopped waiting for submission ${id} at '${status}' after ${after}, on ${failure.signal}`,
                problems: [
                    `The submission goes on at the service: stopping the wait does not stop it, and its outcome is not known yet.`
                ],
                next: `Follow it with ${follow}.`
            };
        }
        case 'stopped-fleet': {
            const { total, underWay, ended, failed } = failure;
            const counts = [
                underWay.length > 0 ? `${underWay.length} still under way at the service` : undefined,
                ended > 0 ? `${ended} ended` : undefined,
                failed.length > 0 ? `${failed.length} failed` : undefined
            ].filter(Boolean);
            const follow = underWay.length > 0
                ? `Follow them all with ${names.setting(inputs_names/* Inputs */.G0.Command, 'status')}, given ${names.handedOn(inputs_names/* Inputs */.G0.SubmissionId, inputs_names/* Outputs */.tY.SubmissionIds)}: it reads every submission id at once.`
                : undefined;
            const reRun = failure.reRun ? (0,fleet_next/* rerunAfterStop */.X)(failure.reRun, names) : '';
            return {
                headline: `Stopped on ${failure.signal} before the fleet's ${total} IPAs were all done: ${counts.join(', ')}`,
                problems: [
                    underWay.length > 0
                        ? `Still under way (stopping the wait does not stop them, and their outcome is not known yet): ${underWay.join(', ')}.`
                        : undefined,
                    ...failed
                ].filter((line) => Boolean(line)),
                next: [follow, reRun].filter(Boolean).join(' ')
            };
        }
    }
}
function capital(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

// EXTERNAL MODULE: ./src/commands/failures/storage.ts
var storage = __nccwpck_require__(3073);
;// CONCATENATED MODULE: ./src/commands/failures/submission.ts




/** Words of the failures of following a submission. */
function explainSubmission(failure, names) {
    const { referred, setting } = names;
    switch (failure.type) {
        case 'submission-failed': {
            const { reason, emails } = failure;
            const emailed = emails?.length
                ? ` The service e-mails the details to ${emails.join(', ')}.`
                : '';
            return {
                headline: `Submission ${(0,untrusted/* oneLine */.TN)(failure.id)} ended with status '${(0,untrusted/* oneLine */.TN)(failure.status)}'`,
                problems: [
                    reason ? `The service says: ${(0,untrusted/* oneLine */.TN)(reason, 500)}` : 'The service gave no reason.'
                ],
                next: `Check the app's build in App Store Connect.${emailed}`
            };
        }
        case 'wait-timed-out': {
            const { emails } = failure;
            const raise = `raise ${referred(inputs_names/* Inputs */.G0.WaitTimeout)}`;
            return {
                headline: `Submission ${(0,untrusted/* oneLine */.TN)(failure.id)} was still '${(0,untrusted/* oneLine */.TN)(failure.status)}' after ${referred(inputs_names/* Inputs */.G0.WaitTimeout)} (${(0,format/* formatDuration */.a3)(failure.waitTimeoutMs)})`,
                next: emails
                    ? `It may still finish: ${raise}, or set ${setting(inputs_names/* Inputs */.G0.Wait, 'false')} and follow it by e-mail${emails.length ? '' : ` (give ${referred(inputs_names/* Inputs */.G0.NotifyEmails)})`}, or in a later job with ${setting(inputs_names/* Inputs */.G0.Command, 'status')}.`
                    : `It may still finish: ${raise}, or run the status command again later.`
            };
        }
        case 'submission-vanished':
        case 'status-unreachable':
            return explainLostTrack(failure, names);
        case 'submission-unknown': {
            const id = (0,untrusted/* oneLine */.TN)(failure.id);
            return {
                headline: `The service does not know submission ${id}`,
                problems: [
                    `Neither GET ${requests/* Routes */.BV.signedIpa} nor the listing GET ${requests/* Routes */.BV.signedIpas} shows a submission with the id '${id}'.`
                ],
                next: `Give ${referred(inputs_names/* Inputs */.G0.SubmissionId)} ${names.output(inputs_names/* Outputs */.tY.SubmissionId)} of the submit that made it, with the same ${referred(inputs_names/* Inputs */.G0.ApiKey)} and ${referred(inputs_names/* Inputs */.G0.BaseUrl)}.`
            };
        }
        case 'crossed-pairs':
            return {
                headline: `${referred(inputs_names/* Inputs */.G0.DeploymentId)} and ${referred(inputs_names/* Inputs */.G0.SubmissionId)} are not in the same order, so no submission was followed`,
                problems: failure.crossed.map(({ deploymentId, recorded, given }) => `GitHub Deployment ${deploymentId} records submission ${(0,untrusted/* oneLine */.TN)(recorded, 60)}, but is given beside ${(0,untrusted/* oneLine */.TN)(given, 60)}.`),
                next: `Give the deployments in the order of the submissions: the first of ${referred(inputs_names/* Inputs */.G0.DeploymentId)} with the first of ${referred(inputs_names/* Inputs */.G0.SubmissionId)}, and so on.`
            };
    }
}
/** Words of a wait that lost track of its submission: the service forgot it, or stopped answering. */
function explainLostTrack(failure, { referred, setting }) {
    const id = (0,untrusted/* oneLine */.TN)(failure.id);
    if (failure.type === 'submission-vanished')
        return {
            headline: `The service no longer knows submission ${id}`,
            problems: [
                `The service last answered for it at ${(0,format/* clockTime */.qo)(failure.lastAnswered)}, with status '${(0,untrusted/* oneLine */.TN)(failure.status)}'; then it was ${(0,untrusted/* oneLine */.TN)(failure.note ?? '', 300)}.`
            ],
            next: `Ask the service's operators whether it lost records (a restart, a reset), and check that ${referred(inputs_names/* Inputs */.G0.BaseUrl)} still names the same service. Look for the build in App Store Connect before sending it again; to read the submission later, run ${setting(inputs_names/* Inputs */.G0.Command, 'status')} with ${referred(inputs_names/* Inputs */.G0.SubmissionId)} ${id}.`
        };
    return {
        headline: `No status of submission ${id} could be read since ${(0,format/* clockTime */.qo)(failure.since)} (${(0,format/* plural */.LS)(failure.failedInARow, 'poll')} failed in a row), so its outcome is not known`,
        problems: [
            `The service last answered for it at ${(0,format/* clockTime */.qo)(failure.lastAnswered)}, with status '${(0,untrusted/* oneLine */.TN)(failure.status)}'. The last failure: ${(0,untrusted/* oneLine */.TN)(failure.lastPollError ?? '', 300)}.`
        ],
        next: `The submission may still finish: check the service's status page, that ${referred(inputs_names/* Inputs */.G0.BaseUrl)} is right and reachable from this machine (through its proxy, if it needs one), then read it with ${setting(inputs_names/* Inputs */.G0.Command, 'status')} and ${referred(inputs_names/* Inputs */.G0.SubmissionId)} ${id}.`
    };
}

// EXTERNAL MODULE: ./src/commands/failures/team.ts
var team = __nccwpck_require__(3);
;// CONCATENATED MODULE: ./src/commands/failures/index.ts








/** What failed, each problem with its fix, and what to do, for a failure of a command. */
function explain(failure, names) {
    return failureInWords(failure, names).explanation;
}
/** A failure in words: its parts for the summary, and the one message the log ends with. */
function failureInWords(failure, names) {
    const { explanation, message } = wordsOf(failure, names);
    return { explanation, message: message ?? messageOf(explanation) };
}
function wordsOf(failure, names) {
    switch (failure.type) {
        case 'tried-already':
        case 'tries-spent':
        case 'create-in-doubt':
        case 'found-unusable':
        case 'collision-unfound':
            return { explanation: (0,once/* explainOnce */.tc)(failure, names) };
        case 'submission-failed':
        case 'wait-timed-out':
        case 'submission-vanished':
        case 'status-unreachable':
        case 'submission-unknown':
        case 'crossed-pairs':
            return { explanation: explainSubmission(failure, names) };
        case 'fleet-failed':
        case 'fleet-refused':
            return { explanation: (0,fleet/* explainFleet */.G)(failure, names) };
        case 'stopped-create':
        case 'stopped-waiting':
        case 'stopped-fleet':
            return { explanation: explainStop(failure, names) };
        case 'team-choice':
            return (0,team/* explainTeam */.D)(failure, names);
        case 'preflight-refused':
        case 'deletes-failed':
        case 'days-unread':
        case 'app-not-found':
            return explainOther(failure, names);
        case 'storage-refused':
            return { explanation: (0,storage/* explainStorage */.b)(failure, names) };
        case 'check-refused':
        case 'report-unwritten':
            return { explanation: explainCheck(failure, names) };
    }
}
function messageOf({ headline, problems = [], next }) {
    const head = problems.length > 0 ? `${headline}:` : `${headline}.`;
    return [head, ...problems.map(problem => `- ${problem}`), next].filter(Boolean).join('\n');
}


/***/ }),

/***/ 4239:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cr: () => (/* binding */ collisionSentence),
/* harmony export */   Lz: () => (/* binding */ nextStepFor),
/* harmony export */   tc: () => (/* binding */ explainOnce)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9209);
/* harmony import */ var _exactly_once_lost_answer_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6997);
/* harmony import */ var _exactly_once_look_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7759);
/* harmony import */ var _exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1869);





/** Words of the failures of exactly-once. */
function explainOnce(failure, names) {
    switch (failure.type) {
        case 'tried-already': {
            const id = (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(failure.id);
            return {
                headline: `The service answered this release's new try with submission ${id}, which failed and was tried already`,
                next: `It does not tell a new try from the first by its Idempotency-Key, so trying again meets the same submission: nothing more is sent. Fix what it says of ${id} (its failure reason), then send a new build.`
            };
        }
        case 'tries-spent':
            return {
                headline: `This release was tried ${failure.tries} times, each try after the last one failed, and each failed`,
                next: 'Fix what the service says of the last one (see its failure reason), then start a new run.'
            };
        case 'create-in-doubt': {
            const { failed, noun, look } = failure;
            const lost = (0,_exactly_once_lost_answer_js__WEBPACK_IMPORTED_MODULE_1__/* .lostSentence */ .Yg)(failed, failure.sent, names);
            return {
                headline: (0,_exactly_once_lost_answer_js__WEBPACK_IMPORTED_MODULE_1__/* .madeButUnreadable */ .AN)(failed)
                    ? `${lost}: the ${noun} was created`
                    : `${lost}, so the ${noun} may have been created`,
                problems: [
                    look.kind === 'several'
                        ? `${(0,_exactly_once_look_js__WEBPACK_IMPORTED_MODULE_2__/* .listingRoute */ .WI)(failure.listing)} shows ${look.count} new ${failure.listing} since this run began, so which of them, if any, is this one cannot be told: ${look.candidates}.`
                        : `It cannot be looked for: ${look.why}.`
                ],
                next: `Nothing was sent again. ${nextStepFor(failure.goOn, names)}`
            };
        }
        case 'found-unusable': {
            const opening = 'lost' in failure.opening
                ? (0,_exactly_once_lost_answer_js__WEBPACK_IMPORTED_MODULE_1__/* .lostSentence */ .Yg)(failure.opening.lost, failure.opening.sent, names)
                : collisionSentence(failure.opening.collision, names);
            return {
                headline: `${opening}; ${failure.noun} ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(failure.id, 100)} is new in the service's listing, but its record there cannot be used either`,
                problems: [failure.problem],
                next: `Nothing was sent again. ${nextStepFor(failure.goOn, names)}`
            };
        }
        case 'collision-unfound':
            return collisionUnfound(failure.send, failure.listing, failure.why, names);
    }
}
/** How to go on with a record that may have been made, as the create's kind says. */
function nextStepFor(goOn, names) {
    if (typeof goOn === 'string')
        return goOn;
    const { setting, referred } = names;
    if (goOn.for === 'upload')
        return `List the stored IPAs (${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'list-ipas')}) and use the one this upload made by its id, or delete the extra ones (${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'delete-ipa')}). ${(0,_exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_3__/* .rerunAdvice */ .b)(goOn.key, names, { verb: 'stores', answers: 'the IPA it stored', instead: [`To avoid that, use the IPA it stored (${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'list-ipas')} shows it) rather than uploading again.`] })}`;
    return [
        `Look for a new submission of this build before anything else: the service's listing of submissions (${(0,_exactly_once_look_js__WEBPACK_IMPORTED_MODULE_2__/* .listingRoute */ .WI)('submissions')}, by created_at and team_id) or App Store Connect shows it; to follow one, run ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} with its id as ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId)}.`,
        (0,_exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_3__/* .rerunAdvice */ .b)(goOn.key, names, {
            answers: 'the submission it made rather than a second one',
            githubToken: goOn.githubToken
        })
    ].join(' ');
}
/** Who else sends with the key, in messages: `an earlier attempt of this run`. */
function earlierSender(key, names) {
    switch (key.tie) {
        case 'run':
            return 'an earlier attempt of this run';
        case 'pipeline':
            return `an earlier run of this job in its ${key.ci?.ci ?? 'CI'} ${key.ci?.word ?? 'pipeline'}`;
        case 'release-id':
            return `an earlier run with the same ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId)}`;
        default:
            return 'an earlier request of this run';
    }
}
/** The sentence every message of a collision opens with. */
function collisionSentence(send, names) {
    const who = earlierSender(send.key, names);
    return `${who[0].toUpperCase()}${who.slice(1)} sent ${send.what} with the same Idempotency-Key, and the IPA has changed since (it was built again): the service refused the new one under that key (HTTP 422), and keeps what was sent then`;
}
/** How to follow the earlier record: where its id is, and what follows it. */
function followEarlier(noun, { output, setting, referred }) {
    return noun === 'stored IPA'
        ? `take its id from the earlier log or ${output(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaId)}, or find it with ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'list-ipas')}.`
        : `take its id from the earlier log or ${output(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionId)}, and run ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} with it as ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId)}.`;
}
/** The step's failure when the earlier record cannot be found: what happened, and both ways on. */
function collisionUnfound(send, listing, why, names) {
    const who = earlierSender(send.key, names);
    // Only a GitHub run has an earlier attempt's GitHub Deployment to look in.
    const deployment = send.key.tie === 'run' && !send.githubToken
        ? ` With ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken)} (and deployments: write), a re-run finds it in the earlier attempt's GitHub Deployment.`
        : '';
    const route = (0,_exactly_once_look_js__WEBPACK_IMPORTED_MODULE_2__/* .listingRoute */ .WI)(listing);
    // The listing is named once: where it could not be read, it is no place to look either.
    const listed = !why.includes(route);
    return {
        headline: `${collisionSentence(send, names)}; that ${send.noun} cannot be found`,
        problems: [listed ? `${route}: ${why}.` : `${why.charAt(0).toUpperCase()}${why.slice(1)}.`],
        next: [
            `Nothing was sent again. To follow the ${send.noun} ${who} made: ${followEarlier(send.noun, names)}${listed && send.listed ? ` ${send.listed}` : ''}${deployment}`,
            `To send the rebuilt IPA on purpose, give it a new CFBundleVersion (a higher build number: App Store Connect takes each build of a version once, so the same build under a new ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId)} is refused as ITMS-90189, a redundant binary upload).`
        ].join(' ')
    };
}


/***/ }),

/***/ 3073:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ explainStorage),
/* harmony export */   u: () => (/* binding */ uncheckedWarning)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8488);


/** Why the storage refused, and what to do. */
function explainStorage({ url, refusal }, names) {
    const { referred, setting } = names;
    const onlyTheService = `If only the service can reach it (storage that lets its addresses alone in), set ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Preflight, 'warn')} (a warning, and the release goes on) or ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Preflight, 'off')} (nothing of a URL is read).`;
    if (refusal.kind === 'redirect-refused')
        return {
            headline: `The storage of ${url} redirected it (HTTP ${refusal.status}) to ${refusal.host}, carrying its signature there, so it was not followed and nothing was sent`,
            next: `Give the URL it leads to in ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaUrl)}, signed for that host.`
        };
    const { status, code, message } = refusal;
    const missing = status === 404 || status === 410 || code === 'NoSuchKey' || code === 'BlobNotFound';
    return {
        headline: `The storage refused ${url} with HTTP ${status}${code ? ` ${code}` : ''}, so the service was not asked to fetch it`,
        problems: message ? [`The storage said: ${message}`] : undefined,
        next: missing
            ? `No file is at that address: check ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaUrl)} (the bucket, the path, the upload that should have put it there). ${onlyTheService}`
            : `A pre-signed URL may have expired or been signed for another request: give ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaUrl)} a fresh one, valid until the service has fetched it. ${onlyTheService}`
    };
}
/**
 * The warning of an IPA left unchecked because its storage could not be read as it should (its
 * bytes, its size, its availability), or refused it under `preflight: warn`: the release goes on, as
 * the service may still fetch it.
 */
function uncheckedWarning(url, failure, names) {
    const off = names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Preflight, 'off');
    const why = (() => {
        switch (failure.kind) {
            case 'refused': {
                const said = [failure.code, failure.message].filter(Boolean).join(': ');
                return `its storage refused it with HTTP ${failure.status}${said ? ` (${said})` : ''}, and the service may be refused too: give ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaUrl)} a URL valid until the service has fetched it`;
            }
            case 'redirect-refused':
                return `its storage redirected it (HTTP ${failure.status}) to ${failure.host}, carrying its signature there, which was not followed`;
            case 'whole-file-only': {
                const size = failure.size === undefined ? '' : ` (${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(failure.size)})`;
                return failure.incomplete === undefined
                    ? `its storage ignores Range requests, and the whole file it answers with${size} is more than the ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(failure.limitBytes)} preflight reads whole`
                    : `its storage ignores Range requests, and the whole file it answers with${size} did not come (${failure.incomplete})`;
            }
            case 'other-bytes':
                return `its storage did not answer with the bytes asked for (${failure.asked}: it answered ${failure.answered}), so no verdict was drawn from what came`;
            case 'unavailable': {
                const said = [failure.code, failure.message].filter(Boolean).join(': ');
                return failure.status === undefined
                    ? `its storage could not be read (${failure.message ?? failure.code})`
                    : `its storage answered HTTP ${failure.status}${said ? ` (${said})` : ''}`;
            }
        }
    })();
    return `Preflight did not check ${url}: ${why}. The service is still asked to fetch it; App Store Connect checks it then. Set ${off} to skip reading it.`;
}


/***/ }),

/***/ 3:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ explainTeam),
/* harmony export */   c: () => (/* binding */ explainFleetTeams)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9209);
/* harmony import */ var _account_teams_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7397);



/** Words of a team that could not be chosen; the log's message lists the teams too. */
function explainTeam({ choice, teams }, names) {
    const headline = teamHeadline(choice, teams, names);
    return {
        explanation: { headline, details: teams.length > 0 ? (0,_account_teams_js__WEBPACK_IMPORTED_MODULE_1__/* .teamsTable */ .B)(teams) : undefined },
        message: teams.length > 0 ? `${headline} The teams are:\n${listing(teams)}` : headline
    };
}
/** What was given and why it chooses no team: the opening of a refusal that names the input. */
function givenFact(choice, teams, { named }) {
    switch (choice.why) {
        case 'id-unknown':
            return `${named(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} is ${choice.id}, which is not among the teams of this account`;
        case 'name-ambiguous':
            return `${named(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamName)} is '${choice.name}', which matches ${teams.length} teams`;
        case 'name-unknown':
            return `${named(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamName)} is '${choice.name}', which matches no team of this account (names are compared ignoring case)`;
        default:
            return undefined;
    }
}
function teamHeadline(choice, teams, names) {
    const { named, referred } = names;
    const fact = givenFact(choice, teams, names);
    const noTeams = 'but the account has no teams: link App Store credentials to the account on the service first.';
    const choose = `choose one with ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} (or ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamName)})`;
    switch (choice.why) {
        case 'id-unknown':
            return teams.length
                ? `${fact}: use one of them.`
                : `${named(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} is ${choice.id}, ${noTeams}`;
        case 'name-ambiguous':
            return `${fact}: give ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} instead, one of them.`;
        case 'name-unknown':
            return teams.length ? `${fact}.` : `${named(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamName)} is '${choice.name}', ${noTeams}`;
        case 'no-teams':
            return 'The account has no teams to submit to: link App Store credentials to the account on the service, then run again.';
        case 'several':
            return `The account has ${choice.count} teams: ${choose}.`;
        case 'profile': {
            const profile = `the IPA's provisioning profile names the Apple team '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(choice.profileTeam, 100)}'`;
            return choice.matching > 1
                ? `The account has ${choice.count} teams, and ${profile}, a name ${choice.matching} of them have: ${choose}.`
                : `The account has ${choice.count} teams, and ${profile}, a name none of them has (names are compared ignoring case): ${choose}.`;
        }
    }
}
function listing(teams) {
    const shown = teams
        .slice(0, 20)
        .map(t => `  ${t.id}  ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(t.name, 80)} (${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(t.account, 80)})`);
    if (teams.length > 20)
        shown.push(`  … and ${teams.length - 20} more`);
    return shown.join('\n');
}
/** A fleet's team refusal in words: its one problem, its advice, the account's teams as a table. */
function explainFleetTeams(refusal, names) {
    const { referred } = names;
    const { teams, labels, shared } = refusal;
    const listed = teams.length > 0 ? ` The account's teams: ${inOneLine(teams)}.` : '';
    const details = teams.length > 0 ? (0,_account_teams_js__WEBPACK_IMPORTED_MODULE_1__/* .teamsTable */ .B)(teams) : undefined;
    if (shared) {
        const fact = teams.length > 0 ? givenFact(shared.choice, shared.teams, names) : undefined;
        // The account has no teams: the same for a fleet as for one IPA.
        if (!fact)
            return { problem: teamHeadline(shared.choice, shared.teams, names) };
        return {
            problem: `${fact}, and it applies to every IPA sent with it.${listed}`,
            next: `Give ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} the team every IPA goes to, one of the account's; or leave ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} and ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamName)} out, so that each IPA goes to the team its provisioning profile names.`,
            details
        };
    }
    const each = (refusal.profiles ?? []).map(({ label, profileTeam }) => profileTeam ? `${label} ('${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(profileTeam, 100)}')` : `${label} (none)`);
    return {
        problem: `${each.join(', ')}: no team of the account is named as the Apple team ${labels.length === 1 ? 'its' : 'their'} provisioning profile names, and neither ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} nor ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamName)} was given, so each IPA goes to the team its profile names (names compared ignoring case).${listed}`,
        next: `Sign ${labels.length === 1 ? 'that IPA' : 'those IPAs'} with a profile of one of the account's teams, or link the credentials of the team ${labels.length === 1 ? 'its profile names' : 'each profile names'} to the account. A ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} applies to every IPA sent with it: give it only when all go to one team.`,
        details
    };
}
function inOneLine(teams) {
    const shown = teams.slice(0, 20).map(t => `${t.id} '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(t.name, 80)}'`);
    return teams.length > 20 ? `${shown.join(', ')} and ${teams.length - 20} more` : shown.join(', ');
}


/***/ }),

/***/ 8786:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ outcomeKeptIn),
/* harmony export */   KT: () => (/* binding */ outputsOfUnit),
/* harmony export */   qM: () => (/* binding */ outcomeToOutputs),
/* harmony export */   we: () => (/* binding */ emptyOutcome)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);

function emptyOutcome() {
    return { facts: {}, problems: [] };
}
/** The output each fact is: said once, for a command run alone and for a fleet of one. */
const OUTPUT_OF_FIELD = {
    submissionId: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionId,
    status: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Status,
    createdAt: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.CreatedAt,
    ipaId: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaId,
    sourceUrl: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SourceUrl,
    teamId: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.TeamId,
    bundleId: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.BundleId,
    version: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Version,
    build: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Build,
    sha256: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Sha256,
    size: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Size,
    failureReason: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FailureReason,
    deploymentId: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.DeploymentId
};
/** The outputs of a unit's fields, as a step of one sets them: each field's, and its id as a list. */
function outputsOfUnit(facts) {
    const outputs = [];
    for (const [field, output] of Object.entries(OUTPUT_OF_FIELD)) {
        const value = facts[field];
        if (value !== undefined)
            outputs.push([output, value]);
    }
    if (facts.submissionId !== undefined)
        outputs.push([_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionIds, [facts.submissionId]]);
    if (facts.ipaId !== undefined)
        outputs.push([_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaIds, [facts.ipaId]]);
    return outputs;
}
/** A unit run alone: each output fact is an output at once, its record the `json` output; all kept in `outcome`. */
function outcomeToOutputs(outputs, outcome) {
    const kept = outcomeKeptIn(outcome);
    return {
        ...kept,
        record: facts => {
            for (const [name, value] of outputsOfUnit(facts))
                outputs.set(name, value);
            if (facts.record !== undefined)
                outputs.json(facts.record);
            kept.record(facts);
        }
    };
}
/** An outcome kept as it is known: one item of a fleet's, for the fleet to report once all have ended. */
function outcomeKeptIn(outcome) {
    return {
        record: facts => {
            for (const [field, value] of Object.entries(facts))
                if (value !== undefined)
                    Object.assign(outcome.facts, { [field]: value });
        },
        problems: problems => void (outcome.problems = problems),
        happened: (kind, happened) => Object.assign(outcome, { kind, happened })
    };
}


/***/ }),

/***/ 3172:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $F: () => (/* binding */ stoppedWaiting),
/* harmony export */   $Q: () => (/* binding */ STOP_CLEANUP_MS),
/* harmony export */   Ao: () => (/* binding */ stoppedCreate),
/* harmony export */   Cw: () => (/* binding */ describeStop),
/* harmony export */   EV: () => (/* binding */ stopOf),
/* harmony export */   Ko: () => (/* binding */ StoppedError),
/* harmony export */   V$: () => (/* binding */ STOP_EXIT_CODES),
/* harmony export */   WX: () => (/* binding */ StopRequest),
/* harmony export */   gm: () => (/* binding */ stoppedFleet),
/* harmony export */   od: () => (/* binding */ settlesWithin)
/* harmony export */ });
/* unused harmony export stoppedDeployment */
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9209);
/* harmony import */ var _command_error_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2152);
/* harmony import */ var _describe_failure_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3894);




/** The exit code a shell expects of a process a signal ended: 128 + the signal's number. */
const STOP_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
/**
 * The longest a stopped run waits for what is not the service's (the GitHub Deployment's last
 * status): within the bound of the whole clean-up (stop-signals.ts), with room for the summary.
 */
const STOP_CLEANUP_MS = 2_000;
/** Whether `work` settled within `ms`; the work itself is left to end, or not, on its own. */
async function settlesWithin(work, ms) {
    let timer;
    const late = new Promise(resolve => (timer = setTimeout(() => resolve(false), ms)));
    try {
        return await Promise.race([
            work.then(() => true, () => true),
            late
        ]);
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * Why a run's one AbortSignal was aborted (its `reason`): the signal, and when it came. The adapter
 * makes the AbortSignal once (see stop-signals.ts); the context carries it to the waits, the sleeps
 * and the transport, which all end at once when it is aborted.
 */
class StopRequest {
    signal;
    at;
    constructor(signal, at = Date.now()) {
        this.signal = signal;
        this.at = at;
    }
}
/** The stop an AbortSignal was aborted for; undefined when it was not (or for another reason). */
function stopOf(signal) {
    return signal?.aborted && signal.reason instanceof StopRequest ? signal.reason : undefined;
}
/**
 * A failure that a stop caused, already saying what it left behind (a submission that goes on, an
 * upload whose answer never came): the adapter reports it as it is, with the stop's exit code.
 */
class StoppedError extends _command_error_js__WEBPACK_IMPORTED_MODULE_1__/* .CommandError */ .Q {
    /** Whether what it stopped goes on at the service (a wait), not cut off (an upload). */
    goesOn;
    constructor(failure, { goesOn = false } = {}) {
        super(failure);
        this.goesOn = goesOn;
        this.name = 'StoppedError';
    }
}
/**
 * A create whose answer never came because the run was stopped while it went out: whether the
 * service made the record is not known, so nothing says it was sent, and how to look comes from
 * the create (`nextStepFor`, as for a lost answer: see exactly-once).
 */
function stoppedCreate(stop, create) {
    const { request, wentOutWhole, noun, sent, nextStepFor } = create;
    return new StoppedError({
        type: 'stopped-create',
        signal: stop.signal,
        request: { method: request.method, path: request.path },
        wentOutWhole,
        noun,
        sent,
        nextStepFor
    });
}
/**
 * A wait for a submission that a stop ended: the submission goes on at the service, and a later
 * `status` (a step, or the tool's command) follows it, the GitHub Deployment's id included.
 */
function stoppedWaiting(stop, names, facts) {
    return {
        error: new StoppedError({ type: 'stopped-waiting', signal: stop.signal, ...facts }, { goesOn: true }),
        deployment: stoppedDeployment(stop, names, facts)
    };
}
/** GitHub keeps 140 characters of a deployment status's description. */
const DESCRIPTION_MAX = 140;
/**
 * The deployment's last status after a stopped wait, whole within GitHub's 140 characters: what
 * follows the submission, and this deployment's id, are never the part cut off.
 */
function stoppedDeployment(stop, { setting, referred }, facts) {
    const deployment = facts.deploymentId === undefined
        ? ''
        : ` and ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId)} ${facts.deploymentId}`;
    const follow = `follow ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(facts.id, 40)} with ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')}${deployment}`;
    const long = `Stopped (${stop.signal}) at '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(facts.status, 24)}'; the submission goes on: ${follow}`;
    return long.length <= DESCRIPTION_MAX ? long : `Stopped (${stop.signal}); ${follow}`;
}
/**
 * A fleet a stop ended: how many of its submissions were still under way at the service (they go
 * on: a stop never fails them), how many had ended, how many failed; how to follow them all at once
 * (status given every submission id printed), and what a re-run does (once/rerun-advice.ts).
 */
function stoppedFleet(stop, fleet) {
    return new StoppedError({ type: 'stopped-fleet', signal: stop.signal, ...fleet });
}
/**
 * What a stopped run says: the failure a stop-aware part of it threw (a StoppedError), as it is;
 * else that it was stopped, and what was under way (the failure the stop caused, if any).
 */
function describeStop(stop, error, names) {
    if (error instanceof StoppedError)
        return (0,_describe_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFailure */ .Ic)(error, names);
    const headline = `Stopped on ${stop.signal} before the work ended`;
    const caused = error === undefined ? undefined : (0,_describe_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFailure */ .Ic)(error, names);
    const problems = caused && [`What was under way: ${caused.explanation.headline}.`];
    const { setting } = names;
    const next = `What was sent goes on at the service, and the outputs set so far name it: a submission is followed with ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} and its ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId)}.`;
    return {
        message: [`${headline}.`, ...(problems ?? []).map(problem => `- ${problem}`), next].join('\n'),
        explanation: { headline, problems, next }
    };
}


/***/ }),

/***/ 7759:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P9: () => (/* binding */ snapshot),
/* harmony export */   UD: () => (/* binding */ compare),
/* harmony export */   WI: () => (/* binding */ listingRoute),
/* harmony export */   Xi: () => (/* binding */ candidates),
/* harmony export */   yq: () => (/* binding */ namesAnotherFile)
/* harmony export */ });
/* harmony import */ var _service_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3957);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9209);


/** The listing's route, as messages name it: `GET /ios/signed_ipas`. */
function listingRoute(listing) {
    return `GET ${_service_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .Requests */ .lv.listingOf(listing).path}`;
}
async function snapshot(client, listing, 
/** A failure in words, as the adapter says it (describe-failure's failureMessage). */
explain) {
    const route = listingRoute(listing);
    try {
        return ((await client.recordsOf(listing)) ?? { unreadable: `the service has no listing (${route})` });
    }
    catch (error) {
        return { unreadable: `reading ${route} failed: ${explain(error)}` };
    }
}
/** The records new since `before` that may be this create's (`isNotOurs` tells another release's). */
function compare(before, after, isNotOurs) {
    if ('unreadable' in before)
        return { kind: 'unknowable', why: before.unreadable };
    if ('unreadable' in after)
        return { kind: 'unknowable', why: after.unreadable };
    const ids = [...after.keys()].filter(id => !before.has(id) && !isNotOurs(after.get(id)));
    if (ids.length === 0)
        return { kind: 'none' };
    if (ids.length === 1)
        return { kind: 'one', id: ids[0], record: after.get(ids[0]) };
    return { kind: 'several', ids, records: after };
}
/** The candidates, each with when it was made and its status when the listing shows them. */
function candidates(records, ids) {
    const shown = ids.slice(0, 10).map(id => {
        const record = records.get(id);
        const details = [record.created_at, record.status]
            .filter(value => typeof value === 'string' && value)
            .map(value => (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(String(value), 40));
        return `${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(id, 100)}${details.length ? ` (${details.join(', ')})` : ''}`;
    });
    return ids.length > 10 ? `${shown.join(', ')} and ${ids.length - 10} more` : shown.join(', ');
}
/** Whether a record names a file other than the one sent (by a SHA-256 field, where it has one). */
function namesAnotherFile(record, sha256) {
    if (!sha256)
        return false;
    const named = record.file_sha256 ?? record.sha256;
    return typeof named === 'string' && named.toLowerCase() !== sha256;
}


/***/ }),

/***/ 6997:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ madeButUnreadable),
/* harmony export */   Yg: () => (/* binding */ lostSentence),
/* harmony export */   og: () => (/* binding */ howAnswerWasLost)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5756);
/* harmony import */ var _service_retry_index_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3102);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9209);




const CUT = 'the connection was cut';
const WHAT_HAPPENED = {
    ECONNRESET: () => CUT,
    EPIPE: () => CUT,
    ERR_STREAM_PREMATURE_CLOSE: () => CUT,
    ETIMEDOUT: names => `no answer came within ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.RequestTimeout)}`
};
/**
 * How the answer to a create was lost, in a few words: `HTTP 502 — Bad Gateway`, `the connection
 * was cut: ECONNRESET`, `HTTP 201, but the answer is not JSON`.
 */
function howAnswerWasLost({ failure }, names) {
    if (failure instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx)
        return (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(`HTTP ${failure.status}, but ${failure.problem}`, 200);
    if ('serviceMessage' in failure) {
        const words = failure.serviceMessage ? ` — ${failure.serviceMessage}` : '';
        return (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(`HTTP ${failure.status}${words}`, 200);
    }
    const what = WHAT_HAPPENED[failure.code]?.(names) ?? 'the connection failed';
    const during = failure.status === undefined ? '' : ` during an HTTP ${failure.status} answer`;
    return (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(`${what}${during}: ${failure.code}`, 200);
}
/** Whether the service said it made the record (a 2xx) though its answer cannot be used. */
function madeButUnreadable({ failure, outcome }) {
    return failure instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx && (0,_service_retry_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isSuccess */ .oJ)(outcome.status);
}
/** The sentence that opens every message about a lost answer. */
function lostSentence(failed, sent, names) {
    const request = `${failed.request.method} ${failed.request.path}`;
    return madeButUnreadable(failed)
        ? `The service took ${request}, but its answer could not be read (${howAnswerWasLost(failed, names)})`
        : `The answer to ${request} was lost (${howAnswerWasLost(failed, names)}) after ${sent} had gone out whole`;
}


/***/ }),

/***/ 1869:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ rerunAdvice)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);

/** Who runs again with the same key: `A re-run of this job in its workflow run`. */
function reRunner(key, names) {
    switch (key.tie) {
        case 'run':
            return 'A re-run of this job (the same workflow run)';
        case 'pipeline':
            return `A retry of this job in its ${key.ci?.ci ?? 'CI'} ${key.ci?.word ?? 'pipeline'}`;
        case 'release-id':
            return `A run with the same ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId)}`;
        default:
            return undefined;
    }
}
/**
 * What a re-run does with what this run sent, decided here alone, by the key's tie: tied (a CI run,
 * a pipeline, a `release-id`), a re-run sends the same Idempotency-Key and nothing is sent twice;
 * untied, its keys are this run's own, so a re-run sends again, and the words say how not to.
 */
function rerunAdvice(key, names, how = {}) {
    const { verb = 'sends', answers = 'what it made' } = how;
    const who = reRunner(key, names);
    if (!who) {
        const follow = `follow what was sent with ${names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} and its ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId)} rather than running again`;
        return [
            `Nothing ties a re-run to this run (no CI run, no ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId)}): a re-run ${verb} ${how.again ?? 'it again'}.`,
            ...(how.instead ?? [`To avoid that, ${follow}.`]),
            `Give ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId)} (the release's tag, say) to the runs of one release, and a re-run sends nothing twice.`
        ].join(' ');
    }
    // Only a GitHub run has earlier attempts' GitHub Deployments to follow.
    const deployments = key.tie === 'run' && !how.githubToken
        ? ` (with ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken)}, it also finds them in the earlier attempt's GitHub Deployment)`
        : '';
    return `${who} sends the same Idempotency-Key, so it ${verb} nothing twice: a service that honours the key answers with ${answers}${deployments}.`;
}


/***/ }),

/***/ 1028:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ classifyStatus)
/* harmony export */ });
/** Final statuses of a submission (action-interface.md), compared case-insensitively. */
const SUCCESS = [
    'completed',
    'complete',
    'succeeded',
    'success',
    'successful',
    'submitted',
    'deployed',
    'done',
    'finished'
];
const FAILURE = [
    'failed',
    'failure',
    'error',
    'errored',
    'rejected',
    'invalid',
    'cancelled',
    'canceled',
    'expired'
];
function classifyStatus(status) {
    const normalised = status.trim().toLowerCase();
    if (SUCCESS.includes(normalised))
        return 'success';
    if (FAILURE.includes(normalised))
        return 'failure';
    return 'in-progress';
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7907);

await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 8213:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   WJ: () => (/* binding */ INPUT_DEFAULTS),
/* harmony export */   mc: () => (/* binding */ INPUTS)
/* harmony export */ });
/* unused harmony exports declaredInputNames, inDeclaredOrder, SECRET_INPUTS */
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);

/** Every input, in action.yml's order. */
const INPUTS = {
    'api-key': {
        description: 'API key of the service, sent as `Authorization: Bearer <key>`. From a secret; masked at once. Not read by `check` and `rules`.',
        secret: true
    },
    'base-url': {
        description: 'Service base URL ending in `/api/v1` (`https` only, but for loopback hosts). Not read by `check` and `rules`, which make no request.'
    },
    command: {
        description: 'What to do',
        default: 'submit'
    },
    'ipa-path': {
        description: 'Path or glob of the `.ipa`; it must match exactly one file. With `multiple` (or for `check`), several lines, each a path or glob.',
        cli: 'Path or glob of the .ipa to send (quote a glob); it must match exactly one file. With --multiple (and for check), repeat the flag, or give a glob matching several; check takes the paths after its name too.',
        lines: true
    },
    'ipa-url': {
        description: 'URL the service fetches the IPA from (`remote_source_url`); preflight reads it first, in ranges. Give `ipa-path` or `ipa-url`, not both.'
    },
    'team-id': {
        description: 'Integer team id from the teams listing.'
    },
    'team-name': {
        description: "Used when `team-id` is empty: the team of that name (any case). With neither, the account's only team, else the one the IPA profile's TeamName names."
    },
    'notify-emails': {
        description: 'E-mail addresses that receive progress (`Name <address>` too), separated by commas, spaces or new lines; the addresses alone are sent, comma-separated.'
    },
    wait: {
        switch: true,
        description: 'Poll the submission until its status is final. For `status`, `false` reads the status once.',
        cli: "Wait until the submission's status is final. With --no-wait, submit ends once the submission is made, and status reads the status once.",
        default: 'true'
    },
    'wait-timeout': {
        description: 'How long to wait: seconds (`900`) or a duration (`90s`, `30m`, `2h`). A wait that outlives it fails the step.',
        cli: 'How long to wait: seconds (900) or a duration (90s, 30m, 2h). A wait that outlives it fails the command (exit 1).',
        default: '30m'
    },
    'poll-interval': {
        description: 'Time between status polls (same formats as `wait-timeout`).',
        default: '30s'
    },
    preflight: {
        description: 'IPA checks before sending: `strict` (a problem stops it), `warn` (problems become warnings) or `off`.',
        default: 'strict'
    },
    'preflight-skip': {
        description: 'Preflight checks to skip, by code (`ITMS-91053`, `expired-profile`), separated by commas, spaces or lines; docs/preflight.md lists them.'
    },
    for: {
        description: 'What the IPAs are judged for: `submit` (as App Store Connect takes them) or `upload` (as `upload` judges an IPA the service re-signs).',
        default: 'submit'
    },
    'sarif-file': {
        flag: 'sarif',
        description: 'Path of a SARIF 2.1.0 file to write the findings to, for GitHub code scanning (docs/check-reports.md).'
    },
    'junit-file': {
        flag: 'junit',
        description: 'Path of a JUnit XML file to write the findings to: a test case per check, for GitLab, Azure Pipelines, CircleCI, Jenkins.'
    },
    code: {
        description: "A check's code to explain (`ITMS-90683`, `expired-profile`); without it, every check is listed."
    },
    multiple: {
        switch: true,
        description: '`ipa-path` may hold several lines, each a path or glob, and each file matched is a release of its own: all are checked before any is sent.',
        cli: '--ipa-path may match several files (repeat it, or give a glob), and each file matched is sent as a release of its own: all are checked before any is sent, and one summary reports them.',
        default: 'false'
    },
    concurrency: {
        description: 'With `multiple`: how many creates (uploads) are in flight at once, 1 to 16.',
        cli: 'With --multiple: how many creates (uploads) are in flight at once, 1 to 16.',
        default: '3'
    },
    'ipa-id': {
        description: "One or more stored unsigned IPA ids, separated by commas, spaces or new lines, or `upload`'s `ipa-ids` output as it is.",
        cli: `One or more stored unsigned IPA ids, separated by commas, spaces or new lines, or the ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaIds)} line upload --multiple printed, as it is (read with ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaId)} from --dotenv or the environment when the flag is not given).`
    },
    'keep-latest': {
        description: 'Delete every stored unsigned IPA except the N newest (by `created_at`).'
    },
    'app-id': {
        description: 'App identifier.'
    },
    date: {
        description: 'A day, `YYYY-MM-DD`, or a range `YYYY-MM-DD..YYYY-MM-DD` of at most 92 days. Default: yesterday (UTC).'
    },
    days: {
        description: '1 to 92: the N days ending yesterday (UTC), or ending at `date` when that is one day. Not with a range in `date`.'
    },
    countries: {
        description: 'ISO 3166-1 alpha-3 codes separated by commas or spaces; sent as `country_iso_codes=["USA","DEU"]`. Default: all countries.'
    },
    'report-path': {
        description: 'Where the report JSON is written; the CSV goes beside it. Default: `$RUNNER_TEMP/app-analytics-<app-id>-<date>.json`.',
        cli: 'Where the report JSON is written; the CSV goes beside it. Default: app-analytics-<app-id>-<date>.json in the current folder.'
    },
    'dry-run': {
        switch: true,
        description: 'Validate inputs and the IPA, resolve the team, log what would be sent; send nothing that changes state.',
        default: 'false'
    },
    retries: {
        description: 'Retries of a request that failed transiently (connection errors, 408, 429, 5xx), 0 to 10.',
        default: '4'
    },
    'request-timeout': {
        description: 'A request fails when nothing moves for this long, or when its answer has not ended this long after it was sent.',
        default: '60s'
    },
    'github-token': {
        secret: true,
        description: '`github.token` with `deployments: write`: records a GitHub Deployment that follows the submission, and makes re-runs follow it.',
        // Said of both commands that read it: status records no deployment, it ends one submit made.
        cli: 'A GitHub token allowed to write deployments, for the GitHub Deployment of GITHUB_REPOSITORY that follows the submission: submit makes it, at GITHUB_SHA; status gives it the outcome (--deployment-id names it).'
    },
    'submission-id': {
        description: "Required: the id of a submission made earlier, `submit`'s `submission-id` output; several ids (lines or commas) are followed together.",
        cli: `The id of a submission made earlier, the ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionId)} line submit printed; repeat the flag (or use commas) to follow several together. Required: without the flag, it is read from --dotenv or the environment, as ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionId)} or as the ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionIds)} line of submit --multiple.`,
        lines: true
    },
    'deployment-id': {
        description: "With `github-token`: the GitHub Deployment (`submit`'s `deployment-id` output) whose status follows the submission; with several, one each, in order.",
        cli: `With ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken)}: the GitHub Deployment (the ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.DeploymentId)} line submit printed) whose status follows the submission; with several, one each, in order (the ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.DeploymentIds)} line of submit --multiple is read with it, as the submission ids are).`,
        lines: true
    },
    environment: {
        description: "The deployment environment's name.",
        default: 'app-store'
    },
    'release-id': {
        description: 'Names the release, so that runs that give the same value (its tag, say) send it once. Default: the CI run and its re-runs.',
        cli: 'Names the release, so that runs that give the same value (its tag, say) send it once. Default: a GitLab pipeline or CircleCI workflow; elsewhere, none.'
    }
};
/** Every input's name, in the order declared (action.yml's, --help's). */
function declaredInputNames() {
    return Object.keys(INPUTS);
}
/** Names in the order declared, whatever order they are listed in. */
function inDeclaredOrder(names) {
    const listed = new Set(names);
    return declaredInputNames().filter(name => listed.has(name));
}
/**
 * The default of each input that has one, which the runner passes when a workflow leaves the input
 * out. Read through `InputReader.value`, never repeated.
 */
const INPUT_DEFAULTS = Object.fromEntries(declaredInputNames().flatMap(name => {
    const fallback = INPUTS[name].default;
    return fallback === undefined ? [] : [[name, fallback]];
}));
/** The inputs declared secret. */
const SECRET_INPUTS = declaredInputNames().filter(name => INPUTS[name].secret);


/***/ }),

/***/ 5585:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ Inputs),
/* harmony export */   pD: () => (/* binding */ envName),
/* harmony export */   tY: () => (/* binding */ Outputs)
/* harmony export */ });
/** Input names: a contract with users' workflows (see action.yml). Never rename one. */
const Inputs = {
    ApiKey: 'api-key',
    BaseUrl: 'base-url',
    Command: 'command',
    IpaPath: 'ipa-path',
    IpaUrl: 'ipa-url',
    TeamId: 'team-id',
    TeamName: 'team-name',
    NotifyEmails: 'notify-emails',
    Wait: 'wait',
    WaitTimeout: 'wait-timeout',
    PollInterval: 'poll-interval',
    Preflight: 'preflight',
    PreflightSkip: 'preflight-skip',
    For: 'for',
    SarifFile: 'sarif-file',
    JunitFile: 'junit-file',
    Code: 'code',
    Multiple: 'multiple',
    Concurrency: 'concurrency',
    IpaId: 'ipa-id',
    KeepLatest: 'keep-latest',
    AppId: 'app-id',
    Date: 'date',
    Days: 'days',
    Countries: 'countries',
    ReportPath: 'report-path',
    DryRun: 'dry-run',
    Retries: 'retries',
    RequestTimeout: 'request-timeout',
    GithubToken: 'github-token',
    Environment: 'environment',
    SubmissionId: 'submission-id',
    DeploymentId: 'deployment-id',
    ReleaseId: 'release-id'
};
/** Output names: a contract with users' workflows (see action.yml). Never rename one. */
const Outputs = {
    SubmissionId: 'submission-id',
    SubmissionIds: 'submission-ids',
    Status: 'status',
    CreatedAt: 'created-at',
    IpaId: 'ipa-id',
    IpaIds: 'ipa-ids',
    SourceUrl: 'source-url',
    TeamId: 'team-id',
    BundleId: 'bundle-id',
    Version: 'version',
    Build: 'build',
    Sha256: 'sha256',
    Size: 'size',
    DeletedIds: 'deleted-ids',
    Count: 'count',
    ReportPath: 'report-path',
    CsvPath: 'csv-path',
    DaysRead: 'days-read',
    Installs: 'installs',
    Impressions: 'impressions',
    PageViews: 'page-views',
    UniquePageViews: 'unique-page-views',
    DeploymentId: 'deployment-id',
    DeploymentIds: 'deployment-ids',
    FailureReason: 'failure-reason',
    CompletedCount: 'completed-count',
    FailedCount: 'failed-count',
    ProblemCount: 'problem-count',
    WarningCount: 'warning-count',
    Json: 'json'
};
/**
 * `team-id` → `APP_DEPLOY_TEAM_ID`: how the command-line tool names an input's variable, and an
 * output's line on stdout (the dotenv report a later job reads).
 */
function envName(name) {
    return `APP_DEPLOY_${name.toUpperCase().replace(/-/g, '_')}`;
}


/***/ }),

/***/ 3718:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ parseIds),
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   Iq: () => (/* binding */ parseDay),
/* harmony export */   Jx: () => (/* binding */ yesterdayUtc),
/* harmony export */   N0: () => (/* binding */ parseEmails),
/* harmony export */   Q_: () => (/* binding */ parseLabel),
/* harmony export */   S7: () => (/* binding */ InputProblem),
/* harmony export */   cG: () => (/* binding */ parseInteger),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   f$: () => (/* binding */ parseHttpUrl),
/* harmony export */   ry: () => (/* binding */ splitList),
/* harmony export */   sO: () => (/* binding */ DAY_MS),
/* harmony export */   yG: () => (/* binding */ parseBoolean)
/* harmony export */ });
/** Parsers for input values. Each throws an InputProblem naming what was wrong and what to do. */
class InputProblem extends Error {
    input;
    problem;
    constructor(input, 
    /** What is wrong and what to do, after the input's name: `is '2d', which is not a duration…`. */
    problem) {
        super(`Input '${input}' ${problem}`);
        this.input = input;
        this.problem = problem;
        this.name = 'InputProblem';
    }
}
/** Splits a list written with commas, spaces or new lines. */
function splitList(value) {
    return value
        .split(/[\s,;]+/)
        .map(item => item.trim())
        .filter(item => item.length > 0);
}
/** A name the user chooses, such as a release's tag: one line of printable characters. */
function parseLabel(input, value, max = 200) {
    if (value.length > max) {
        throw new InputProblem(input, `is ${value.length} characters long: give at most ${max}, e.g. the release's tag.`);
    }
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x1f\x7f]/.test(value)) {
        throw new InputProblem(input, "holds a line break or a control character: give one line, e.g. the release's tag.");
    }
    return value;
}
const DURATION = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;
/** `900` (seconds), `90s`, `30m`, `2h`, `1h30m` → milliseconds. */
function parseDuration(input, value) {
    const text = value.trim().toLowerCase();
    let seconds;
    if (/^\d+$/.test(text))
        seconds = Number(text);
    else {
        const match = DURATION.exec(text);
        if (match && text !== '') {
            const [, h, m, s] = match;
            seconds = Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
        }
    }
    if (seconds === undefined) {
        throw new InputProblem(input, `is '${value}', which is not a duration: write seconds (900) or a duration such as 90s, 30m or 2h.`);
    }
    if (seconds <= 0)
        throw new InputProblem(input, `must be longer than zero (got '${value}').`);
    if (seconds > 24 * 3600)
        throw new InputProblem(input, `is '${value}': at most 24h is allowed.`);
    return seconds * 1000;
}
function parseBoolean(input, value) {
    const text = value.trim().toLowerCase();
    if (['true', 'yes', 'on', '1'].includes(text))
        return true;
    if (['false', 'no', 'off', '0'].includes(text))
        return false;
    throw new InputProblem(input, `is '${value}': write true or false.`);
}
function parseInteger(input, value, { min, max, what }) {
    const text = value.trim();
    if (!/^[+-]?\d+$/.test(text)) {
        throw new InputProblem(input, `is '${value}', which is not a whole number: give ${what}.`);
    }
    const number = Number(text);
    if (!Number.isSafeInteger(number) || number < min || number > max) {
        throw new InputProblem(input, `is ${text}, out of range: give ${what} from ${min} to ${max}.`);
    }
    return number;
}
/** The simple shape that mail providers and the service accept: local@domain.tld, no spaces. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/**
 * One address as written: bare (`release@example.com`), or with a display name
 * (`Release Team <release@example.com>`, `"Team, Release" <release@example.com>`), of which the
 * service takes the address alone. A name holds no `@`, so `a@example.com Release <r@example.com>`
 * is two addresses.
 */
const EMAIL_ENTRY = /(?:"[^"\n]*"|[^\s,;<>@"][^,;<>@"\n]*?)?\s*<([^<>\n]*)>|[^\s,;]+/g;
/**
 * The addresses, in the order given, once each. One written again in another case only is dropped
 * too (mail providers take an address in any case: it would get every mail twice), and `note` told.
 */
function parseEmails(input, value, note) {
    const entries = [...value.matchAll(EMAIL_ENTRY)].map(([entry, address]) => ({
        entry: entry.trim(),
        address: (address ?? entry).trim()
    }));
    const bad = entries.filter(({ address }) => !EMAIL.test(address) || address.length > 254);
    if (bad.length > 0) {
        throw new InputProblem(input, `has ${bad.length === 1 ? 'an address that is' : 'addresses that are'} not valid: ${bad
            .map(b => `'${b.entry}'`)
            .join(', ')}. Separate addresses with commas, spaces or new lines; a name goes before its address in angle brackets: Release Team <release@example.com>.`);
    }
    const seen = new Map();
    const caseOnly = [];
    for (const { address } of entries) {
        const first = seen.get(address.toLowerCase());
        if (first === undefined)
            seen.set(address.toLowerCase(), address);
        else if (first !== address)
            caseOnly.push(`${address} (as ${first})`);
    }
    if (caseOnly.length > 0)
        note?.(input, `names ${caseOnly.length === 1 ? 'an address' : 'addresses'} again in another case only: ${caseOnly.join(', ')}. Each address is sent once, as first written.`);
    return [...seen.values()];
}
function parseHttpUrl(input, value) {
    let url;
    try {
        url = new URL(value.trim());
    }
    catch {
        throw new InputProblem(input, `is '${value}', which is not a URL: give an https:// address.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new InputProblem(input, `uses '${url.protocol}', which the service cannot fetch: give an http:// or https:// address.`);
    }
    return url;
}
/**
 * Hosts for which plain http is allowed: local emulators and test servers. Names other than
 * `localhost` are not taken on trust (`x.localhost` may well go to DNS): loopback addresses only.
 */
function isLoopbackHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return (host === 'localhost' ||
        /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
        host === '::1' ||
        /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
        /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(host));
}
/** A real calendar day written YYYY-MM-DD. */
function parseDay(input, value) {
    const text = value.trim();
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : undefined;
    if (!match || !date || date.toISOString().slice(0, 10) !== text) {
        throw new InputProblem(input, `is '${value}', which is not a calendar day: write YYYY-MM-DD, e.g. 2026-11-21.`);
    }
    return text;
}
const DAY_MS = 24 * 3600 * 1000;
/** Yesterday in UTC, YYYY-MM-DD: the last full day of analytics. */
function yesterdayUtc(now = new Date()) {
    return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}
/** Ids of records the service gave us: printable, no path separators. */
function parseIds(input, value) {
    const ids = splitList(value);
    const bad = ids.filter(id => !/^[A-Za-z0-9._:@~-]{1,200}$/.test(id));
    if (bad.length > 0) {
        throw new InputProblem(input, `has ids that cannot be ids: ${bad.map(b => `'${b}'`).join(', ')}. Use the ids from list-ipas, separated by commas, spaces or new lines.`);
    }
    return [...new Set(ids)];
}


/***/ }),

/***/ 9066:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ InputErrors),
/* harmony export */   i_: () => (/* binding */ InputReader),
/* harmony export */   vj: () => (/* binding */ inputNames)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8213);
/* harmony import */ var _text_signed_url_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6627);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3718);




/** Every problem found in the inputs, reported together so that one fix-up run is enough. */
class InputErrors extends Error {
    problems;
    constructor(problems) {
        super(problems.length === 1
            ? problems[0]
            : `${problems.length} inputs need fixing:\n${problems.map(p => `- ${p}`).join('\n')}`);
        this.problems = problems;
        this.name = 'InputErrors';
    }
}
function inputNames(source) {
    return {
        named: name => source.named?.(name) ?? `Input '${name}'`,
        referred: name => source.referred?.(name) ?? `'${name}'`,
        setting: (name, value) => source.setting?.(name, value) ?? `${name}: ${value}`,
        output: name => source.output?.(name) ?? `the ${name} output`,
        handedOn: (input, output) => source.handedOn?.(input, output) ?? `${input}: \${{ steps.<id>.outputs.${output} }}`,
        key: () => source.keyName ?? 'the api-key secret'
    };
}
/**
 * Reads the inputs one command declares, with action.yml's defaults, and collects every problem
 * instead of stopping at the first. Reading an input the command did not declare is a bug, and throws.
 * Every input declared secret is masked as soon as the reader exists, before anything can print it.
 */
class InputReader {
    declared;
    source;
    problems = [];
    /** What was mended in the inputs, for the log once they are read. */
    notes = [];
    /** The values of the secret inputs (the key, a token), masked: nothing from the service may show one either. */
    secrets = [];
    /**
     * The secret parts of a URL given (a pre-signed `ipa-url`): masked in the log and never quoted in
     * a message, but kept where the service's answer holds them (see src/text/signed-url.ts).
     */
    urlSecrets = [];
    names;
    constructor(declared, source) {
        this.declared = declared;
        this.source = source;
        this.names = inputNames(source);
        for (const name of declared)
            if (_declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc[name].secret)
                this.mask(this.value(name));
    }
    /** The input's value, or its default in action.yml when the workflow gave none. */
    value(name) {
        if (!this.declared.has(name)) {
            throw new Error(`Input '${name}' is read but not declared in the command's inputs.`);
        }
        return this.source.given(name) || _declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT_DEFAULTS */ .WJ[name] || '';
    }
    mask(value) {
        if (!value)
            return;
        this.source.mask(value);
        this.secrets.push(value);
    }
    /**
     * Masks what of a URL input may carry a secret: its credentials, and its query whole, whatever its
     * parameters are named (a CDN may sign with names no rule knows; the user gave it, and a query is
     * seldom worth showing), with the values of those known to sign on their own.
     */
    maskUrl(url) {
        const query = /\?([^#]*)/.exec(url)?.[1] ?? '';
        for (const part of new Set([...(0,_text_signed_url_js__WEBPACK_IMPORTED_MODULE_3__/* .secretPartsOf */ .K0)(url), query].filter(Boolean))) {
            this.source.mask(part, 'url');
            this.urlSecrets.push(part);
        }
    }
    /** The value `read` gives; when it throws an InputProblem, the problem is kept and this is undefined. */
    check(read) {
        try {
            return read();
        }
        catch (error) {
            return this.keep(error);
        }
    }
    async checkAsync(read) {
        try {
            return await read();
        }
        catch (error) {
            return this.keep(error);
        }
    }
    problem(message) {
        this.problems.push(message);
    }
    /** Something of an input that was mended, not refused (a duplicate dropped): told as a warning. */
    note(name, problem) {
        this.notes.push(`${this.describe(name)} ${problem}`);
    }
    /** The input as messages name it: `Input 'team-id'`, or as the adapter names it. */
    describe(name) {
        return this.names.named(name);
    }
    /** How to give the API key, as the adapter says it. */
    get keyHint() {
        return (this.source.keyHint ??
            "pass the service's API key from a secret, e.g. `api-key: ${{ secrets.APP_DEPLOY_API_KEY }}`");
    }
    /** What the adapter says of a key given empty, where it knows more than that it is missing. */
    get emptyKey() {
        return this.source.emptyKey;
    }
    /** Where a command writes files nobody named, as the adapter says. */
    get folders() {
        return this.source.folders?.() ?? { reports: node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir(), scratch: node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir() };
    }
    keep(error) {
        if (!(error instanceof _parse_js__WEBPACK_IMPORTED_MODULE_2__/* .InputProblem */ .S7))
            throw error;
        this.problems.push(`${this.describe(error.input)} ${error.problem}`);
        return undefined;
    }
}


/***/ }),

/***/ 2828:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bh: () => (/* binding */ MAX_BUNDLE_ID_LENGTH),
/* harmony export */   Lu: () => (/* binding */ MAX_BUILD_LENGTH),
/* harmony export */   OA: () => (/* binding */ isValidBundleId),
/* harmony export */   RR: () => (/* binding */ isValidBuild),
/* harmony export */   ri: () => (/* binding */ isValidVersion),
/* harmony export */   yn: () => (/* binding */ acceptedIdentity)
/* harmony export */ });
/* unused harmony export acceptedValue */
/**
 * What App Store Connect accepts as an app's identity. Values read from an IPA are untrusted: one
 * outside these rules is a preflight problem, and never becomes an output (a bundle id holding a line
 * break or `::set-output` text must not reach a later step's `run:` script).
 *
 * - Bundle ID (CFBundleIdentifier): "only alphanumeric characters (A-Z, a-z, 0-9), hyphens (-), and/or
 *   periods (.)", https://developer.apple.com/help/glossary/bundle-id and
 *   https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleidentifier;
 *   at most 155 characters, the longest bundle ID App Store Connect registers (Apple's reference
 *   pages above do not state a length).
 * - Version (CFBundleShortVersionString): period-separated integers, "three … such as 10.14.1" and
 *   only digits and periods,
 *   https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleshortversionstring;
 *   App Store Connect takes one to three of them (`1.0` is common).
 * - Build (CFBundleVersion): "one to three period-separated integers, such as 10.14.1. The string can
 *   only contain numeric characters (0-9) and periods",
 *   https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleversion;
 *   at most 18 characters, periods included (Technical Note TN2420, "Version Numbers and Build
 *   Numbers", https://developer.apple.com/library/archive/technotes/tn2420/_index.html).
 */
const MAX_BUNDLE_ID_LENGTH = 155;
const MAX_BUILD_LENGTH = 18;
const BUNDLE_ID = /^[A-Za-z0-9.-]+$/;
const ONE_TO_THREE_INTEGERS = /^[0-9]+(?:\.[0-9]+){0,2}$/;
function isValidBundleId(value) {
    return value.length <= MAX_BUNDLE_ID_LENGTH && BUNDLE_ID.test(value);
}
function isValidVersion(value) {
    return ONE_TO_THREE_INTEGERS.test(value);
}
function isValidBuild(value) {
    return value.length <= MAX_BUILD_LENGTH && ONE_TO_THREE_INTEGERS.test(value);
}
/** The value when App Store Connect would accept it, else undefined: what an output may carry. */
function acceptedValue(value, isValid) {
    return value !== undefined && isValid(value) ? value : undefined;
}
/** The app's bundle id, version and build, each only when App Store Connect would accept it. */
function acceptedIdentity(app) {
    return {
        bundleId: acceptedValue(app?.bundleId, isValidBundleId),
        version: acceptedValue(app?.shortVersion, isValidVersion),
        build: acceptedValue(app?.build, isValidBuild)
    };
}


/***/ }),

/***/ 2597:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  hs: () => (/* reexport */ PROFILE_KIND_LABELS),
  oi: () => (/* reexport */ SourceFailure),
  yn: () => (/* reexport */ identity/* acceptedIdentity */.yn),
  W1: () => (/* reexport */ describeInspection),
  Ve: () => (/* reexport */ inspectIpa)
});

// UNUSED EXPORTS: PlistError, READ_LIMITS, ReadBudget, ReadLimitError, acceptedValue, isPlistDict, isValidBuild, isValidBundleId, isValidVersion, parsePlist, profileKind, readProvisioningProfile

// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __nccwpck_require__(9209);
;// CONCATENATED MODULE: ./src/ipa/types.ts
/** How each kind of profile is named, in the log, the summary and preflight problems alike. */
const PROFILE_KIND_LABELS = {
    development: 'development',
    'ad-hoc': 'ad hoc',
    enterprise: 'enterprise (in-house)',
    'app-store': 'App Store distribution'
};

;// CONCATENATED MODULE: ./src/ipa/describe.ts


/** Lines for the log: what the IPA is, as far as the inspection could tell. */
function describeInspection(inspection) {
    const { app, profile, nested } = inspection;
    if (!app)
        return ['App: none found'];
    // Without an Info.plist, the bundle folder's name is all there is to call the app.
    const appName = app.displayName ?? app.path.replace(/\/$/, '').split('/').pop();
    const platform = app.platform ? `${describe_text(app.platform)} ` : '';
    const lines = [
        `App: ${describe_text(appName)} (${describe_text(app.bundleId)})`,
        `Version: ${describe_text(app.shortVersion)} (build ${describe_text(app.build)})`,
        `Minimum OS: ${platform}${describe_text(app.minimumOsVersion)}`
    ];
    if (nested.length > 0) {
        // A few names are enough for one line of at most 200 characters, however many bundles there are.
        const names = nested.slice(0, 20).map(bundle => bundle.path.slice(app.path.length, -1));
        const more = nested.length > names.length ? ` (${nested.length} in all)` : '';
        lines.push(`Nested bundles: ${describe_text(names.join(', '))}${more}`);
    }
    lines.push(`Code signature: ${app.hasCodeSignature ? 'present' : 'none'}`);
    if (!profile)
        return [...lines, 'Provisioning profile: none'];
    const profileName = profile.name ? ` "${describe_text(profile.name)}"` : '';
    const teamId = profile.teamIdentifier ? ` (${describe_text(profile.teamIdentifier)})` : '';
    const expiry = profile.expirationDate?.toISOString().slice(0, 10);
    return [
        ...lines,
        `Provisioning profile: ${PROFILE_KIND_LABELS[profile.kind]}${profileName}`,
        `Team: ${describe_text(profile.teamName)}${teamId}`,
        `Profile expires: ${describe_text(expiry)}`
    ];
}
function describe_text(value) {
    return value === undefined ? 'unknown' : (0,untrusted/* oneLine */.TN)(value, 200);
}

// EXTERNAL MODULE: ./src/ipa/identity.ts
var identity = __nccwpck_require__(2828);
// EXTERNAL MODULE: ./src/ipa/plist.ts + 2 modules
var ipa_plist = __nccwpck_require__(4844);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./src/ipa/macho/names.ts
/** How Apple's tools name CPU types, platforms and versions (mach/machine.h, mach-o/loader.h). */
const ABI64 = 0x0100_0000;
const ABI64_32 = 0x0200_0000;
const CPU_X86 = 7;
const CPU_ARM = 12;
const CPU_PPC = 18;
/** The high byte of a subtype holds capability bits (arm64e's pointer authentication ABI). */
const SUBTYPE_MASK = 0x00ff_ffff;
const ARM_SUBTYPES = {
    5: 'armv4t',
    6: 'armv6',
    7: 'armv5',
    9: 'armv7',
    10: 'armv7f',
    11: 'armv7s',
    12: 'armv7k',
    14: 'armv6m',
    15: 'armv7m',
    16: 'armv7em'
};
/** `arm64`, `arm64e`, `x86_64`, `armv7s`…, or `cpu 0x…` for a CPU type Apple's tools do not know. */
function archName(cpuType, cpuSubtype) {
    const subtype = cpuSubtype & SUBTYPE_MASK;
    switch (cpuType >>> 0) {
        case CPU_ARM | ABI64:
            return subtype === 2 ? 'arm64e' : 'arm64';
        case CPU_ARM | ABI64_32:
            return 'arm64_32';
        case CPU_ARM:
            return ARM_SUBTYPES[subtype] ?? 'arm';
        case CPU_X86 | ABI64:
            return subtype === 8 ? 'x86_64h' : 'x86_64';
        case CPU_X86:
            return 'i386';
        case CPU_PPC:
            return 'ppc';
        case CPU_PPC | ABI64:
            return 'ppc64';
        default:
            return `cpu 0x${(cpuType >>> 0).toString(16)}`;
    }
}
/** Intel slices run only in a simulator, whatever their LC_VERSION_MIN_* says (dyld reads it so). */
function isIntel(cpuType) {
    return ((cpuType >>> 0) & ~(ABI64 | ABI64_32)) === CPU_X86;
}
const FILE_TYPES = {
    0x1: 'MH_OBJECT',
    0x2: 'MH_EXECUTE',
    0x3: 'MH_FVMLIB',
    0x4: 'MH_CORE',
    0x5: 'MH_PRELOAD',
    0x6: 'MH_DYLIB',
    0x7: 'MH_DYLINKER',
    0x8: 'MH_BUNDLE',
    0x9: 'MH_DYLIB_STUB',
    0xa: 'MH_DSYM',
    0xb: 'MH_KEXT_BUNDLE',
    0xc: 'MH_FILESET'
};
/** mach_header.filetype as loader.h names it (`filetype N` when unknown). */
function fileTypeName(fileType) {
    return FILE_TYPES[fileType] ?? `filetype ${fileType >>> 0}`;
}
const PLATFORMS = {
    1: 'macos',
    2: 'ios',
    3: 'tvos',
    4: 'watchos',
    5: 'bridgeos',
    6: 'mac-catalyst',
    7: 'ios-simulator',
    8: 'tvos-simulator',
    9: 'watchos-simulator',
    10: 'driverkit',
    11: 'visionos',
    12: 'visionos-simulator'
};
/** LC_BUILD_VERSION's platform number, as the interface names it (`platform N` when unknown). */
function platformName(platform) {
    return PLATFORMS[platform] ?? `platform ${platform >>> 0}`;
}
/** A version encoded xxxx.yy.zz in nibbles: `17.0`, `16.4.1`. */
function formatVersion(encoded) {
    const major = encoded >>> 16;
    const minor = (encoded >>> 8) & 0xff;
    const patch = encoded & 0xff;
    return patch ? `${major}.${minor}.${patch}` : `${major}.${minor}`;
}

// EXTERNAL MODULE: ./src/text/format.ts
var format = __nccwpck_require__(8488);
;// CONCATENATED MODULE: ./src/ipa/macho/forward-reader.ts
/**
 * Reads a stream forward only: small reads at the current position, skips that hold nothing, and
 * captures of ranges further on. Nothing is kept but what is asked for, so a file of any size is
 * read with flat memory. Errors of the stream (a damaged zip entry) propagate as they are.
 */
class ForwardReader {
    /** Bytes of the file before `pending`. */
    position = 0;
    pending = Buffer.alloc(0);
    ended = false;
    chunks;
    constructor(source) {
        this.chunks = source[Symbol.asyncIterator]();
    }
    /** Ends the iteration, which destroys the stream: nothing more is wanted of it. */
    async close() {
        await this.chunks.return?.();
    }
    /** Exactly `length` bytes at the current position, or fewer where the stream ends. */
    async read(length) {
        const parts = [];
        let filled = 0;
        while (filled < length) {
            const chunk = await this.take(length - filled);
            if (!chunk)
                break;
            parts.push(chunk);
            filled += chunk.length;
        }
        return parts.length === 1 ? parts[0] : Buffer.concat(parts, filled);
    }
    /** Passes the bytes up to `offset`, keeping none. False when the stream ends before it. */
    async skipTo(offset) {
        while (this.position < offset) {
            if (!(await this.take(offset - this.position)))
                return false;
        }
        return true;
    }
    /**
     * Fills each capture (all at or after the current position, possibly overlapping) as the stream
     * passes them; returns false when the stream ends first. Allocates a capture's buffer only as the
     * stream reaches it, so a range near the end costs nothing until then.
     */
    async capture(captures) {
        const sorted = [...captures].sort((a, b) => a.start - b.start);
        const end = Math.max(this.position, ...sorted.map(capture => capture.end));
        let next = 0;
        while (this.position < end) {
            while (next < sorted.length && sorted[next].start <= this.position) {
                const capture = sorted[next++];
                capture.data = Buffer.alloc(capture.end - capture.start);
            }
            const until = Math.min(sorted[next]?.start ?? end, end);
            // Nothing to keep before the next capture begins: pass it by.
            if (!sorted.some(c => c.data && c.end > this.position)) {
                if (!(await this.skipTo(until)))
                    return false;
                continue;
            }
            const at = this.position;
            const chunk = await this.take(until - at);
            if (!chunk)
                return false;
            for (const capture of sorted) {
                if (!capture.data || capture.end <= at || capture.start >= at + chunk.length)
                    continue;
                const from = Math.max(capture.start, at);
                const to = Math.min(capture.end, at + chunk.length);
                chunk.copy(capture.data, from - capture.start, from - at, to - at);
            }
        }
        return true;
    }
    /** Puts back the last bytes a `read` returned, to be read again: it read past what it wanted. */
    giveBack(bytes) {
        if (bytes.length === 0)
            return;
        const pending = this.pending;
        // Most often they lie just before what is pending, in the same chunk: widen the view, no copy.
        const adjacent = pending.buffer === bytes.buffer && bytes.byteOffset + bytes.length === pending.byteOffset;
        this.pending = adjacent
            ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length + pending.length)
            : pending.length > 0
                ? Buffer.concat([bytes, pending])
                : bytes;
        this.position -= bytes.length;
    }
    /** Up to `most` bytes at the current position, or undefined at the end of the stream. */
    async take(most) {
        while (this.pending.length === 0) {
            if (this.ended)
                return undefined;
            const { value, done } = await this.chunks.next();
            if (done) {
                this.ended = true;
                return undefined;
            }
            this.pending = typeof value === 'string' ? Buffer.from(value) : value;
        }
        const chunk = this.pending.subarray(0, most);
        this.pending = this.pending.subarray(chunk.length);
        this.position += chunk.length;
        return chunk;
    }
}

;// CONCATENATED MODULE: ./src/ipa/macho/malformed.ts
/**
 * A Mach-O file that lies about itself, thrown inside the reader and returned by `readMachO` as a
 * `malformed` result: `detail` says what lies, in a short phrase.
 */
class MalformedMachO extends Error {
    detail;
    constructor(detail) {
        super(detail);
        this.detail = detail;
        this.name = 'MalformedMachO';
    }
}

;// CONCATENATED MODULE: ./src/ipa/macho/imports.ts

const N_STAB = 0xe0;
const N_TYPE = 0x0e;
const N_EXT = 0x01;
const N_UNDF = 0x0;
/**
 * Calls `found` with the string table offset (n_strx) and the place (from 1) of each undefined
 * external symbol among nlist entries (12 bytes each in a 32-bit slice, 16 in a 64-bit one): the
 * symbols a slice imports. A common symbol (undefined with a value) is defined.
 */
function eachUndefinedSymbol(symbols, nlistSize, found) {
    for (let at = 0; at + nlistSize <= symbols.length; at += nlistSize) {
        const type = symbols[at + 4];
        const section = symbols[at + 5];
        const undefinedExternal = !(type & N_STAB) && (type & N_TYPE) === N_UNDF && type & N_EXT;
        if (!undefinedExternal || section !== 0)
            continue;
        const value = nlistSize === 16 ? symbols.readBigUInt64LE(at + 8) : symbols.readUInt32LE(at + 8);
        if (value)
            continue;
        found(symbols.readUInt32LE(at), at / nlistSize + 1);
    }
}
/**
 * The undefined external symbols among nlist entries, named by `nameAt` (from the string table
 * held whole, or from the names picked out of it as it passed: string-table.ts).
 */
function symbolTableImports(symbols, nlistSize, nameAt, add) {
    eachUndefinedSymbol(symbols, nlistSize, (offset, place) => add(nameAt(offset, `symbol ${place}'s name`)));
}
/** Bytes of one import of each dyld_chained_import format (1, 2 and 3). */
const IMPORT_BYTES = { 1: 4, 2: 8, 3: 16 };
/**
 * The imports of LC_DYLD_CHAINED_FIXUPS: the dyld_chained_fixups_header, then `imports_count`
 * imports of `imports_format`, each naming its symbol by an offset into the symbols at
 * `symbols_offset`. `declared` is called with the count before any is read.
 */
function chainedFixupImports(data, add, declared) {
    if (data.length < 28)
        throw new MalformedMachO(`the chained fixups take ${data.length} bytes, fewer than a header`);
    const version = data.readUInt32LE(0);
    if (version !== 0)
        throw new MalformedMachO(`the chained fixups are of version ${version}`);
    const importsOffset = data.readUInt32LE(8);
    const symbolsOffset = data.readUInt32LE(12);
    const count = data.readUInt32LE(16);
    const format = data.readUInt32LE(20);
    // Names compressed with zlib (symbols_format 1) are not something the linkers write.
    if (data.readUInt32LE(24) !== 0)
        return;
    const size = IMPORT_BYTES[format];
    if (!size)
        throw new MalformedMachO(`the chained fixups' imports are of format ${format}`);
    declared(count);
    if (importsOffset + count * size > data.length) {
        throw new MalformedMachO(`the chained fixups' ${count} imports run to byte ${importsOffset + count * size} of ${data.length}`);
    }
    for (let i = 0; i < count; i++) {
        const at = importsOffset + i * size;
        const nameOffset = format === 3 ? data.readUInt32LE(at + 4) : data.readUInt32LE(at) >>> 9; // 23 bits after 9
        add(cStringAt(data, symbolsOffset + nameOffset, `chained import ${i + 1}'s name`));
    }
}
const BIND = {
    DONE: 0x00,
    SET_DYLIB_ORDINAL_IMM: 0x10,
    SET_DYLIB_ORDINAL_ULEB: 0x20,
    SET_DYLIB_SPECIAL_IMM: 0x30,
    SET_SYMBOL_TRAILING_FLAGS_IMM: 0x40,
    SET_TYPE_IMM: 0x50,
    SET_ADDEND_SLEB: 0x60,
    SET_SEGMENT_AND_OFFSET_ULEB: 0x70,
    ADD_ADDR_ULEB: 0x80,
    DO_BIND: 0x90,
    DO_BIND_ADD_ADDR_ULEB: 0xa0,
    DO_BIND_ADD_ADDR_IMM_SCALED: 0xb0,
    DO_BIND_ULEB_TIMES_SKIPPING_ULEB: 0xc0,
    THREADED: 0xd0
};
/** In a weak bind stream: the image's own strong definition, not an import. */
const NON_WEAK_DEFINITION = 0x8;
const THREADED_SET_BIND_ORDINAL_TABLE_SIZE_ULEB = 0x00;
/**
 * The symbols a bind opcode stream of LC_DYLD_INFO(_ONLY) names with
 * BIND_OPCODE_SET_SYMBOL_TRAILING_FLAGS_IMM. Addresses are not computed; the other opcodes are only
 * stepped over, so the walk is linear in the stream's bytes whatever its counts say.
 */
function bindImports(stream, what, add) {
    let at = 0;
    /** Steps over a LEB128 number. */
    const leb = () => {
        while (at < stream.length && stream[at] & 0x80)
            at++;
        if (at >= stream.length)
            throw new MalformedMachO(`${what} end inside a number`);
        at++;
    };
    while (at < stream.length) {
        const byte = stream[at++];
        const opcode = byte & 0xf0;
        switch (opcode) {
            case BIND.SET_SYMBOL_TRAILING_FLAGS_IMM: {
                const end = cStringEnd(stream, at, `a name of ${what}`);
                if (!(byte & NON_WEAK_DEFINITION))
                    add(stream.toString('utf8', at, end));
                at = end + 1;
                break;
            }
            case BIND.SET_DYLIB_ORDINAL_ULEB:
            case BIND.SET_ADDEND_SLEB:
            case BIND.SET_SEGMENT_AND_OFFSET_ULEB:
            case BIND.ADD_ADDR_ULEB:
            case BIND.DO_BIND_ADD_ADDR_ULEB:
                leb();
                break;
            case BIND.DO_BIND_ULEB_TIMES_SKIPPING_ULEB:
                leb();
                leb();
                break;
            case BIND.THREADED:
                if ((byte & 0x0f) === THREADED_SET_BIND_ORDINAL_TABLE_SIZE_ULEB)
                    leb();
                break;
            case BIND.DONE:
            case BIND.SET_DYLIB_ORDINAL_IMM:
            case BIND.SET_DYLIB_SPECIAL_IMM:
            case BIND.SET_TYPE_IMM:
            case BIND.DO_BIND:
            case BIND.DO_BIND_ADD_ADDR_IMM_SCALED:
                break;
            default:
                throw new MalformedMachO(`${what} hold an unknown opcode 0x${byte.toString(16)} at byte ${at - 1}`);
        }
    }
}
/** The NUL-terminated UTF-8 string at `offset` of `data`; throws MalformedMachO if it has no end. */
function cStringAt(data, offset, what) {
    return data.toString('utf8', offset, cStringEnd(data, offset, what));
}
/** Where the string at `offset` ends: the offset of its NUL. */
function cStringEnd(data, offset, what) {
    const end = offset < data.length ? data.indexOf(0, offset) : -1;
    if (end < 0)
        throw new MalformedMachO(`${what} at byte ${offset} has no end within ${data.length} bytes`);
    return end;
}

;// CONCATENATED MODULE: ./src/ipa/macho/selectors.ts
/**
 * The Objective-C selector names of `__TEXT,__objc_methname` (one C string each, back to back) that
 * are among `wanted`, each once. Only those are kept: a large app calls tens of thousands.
 */
function wantedSelectors(section, wanted) {
    const found = new Set();
    let at = 0;
    while (at < section.length) {
        const end = section.indexOf(0, at);
        const stop = end < 0 ? section.length : end;
        // Compared as latin1 bytes: a selector the rules look for is ASCII, so any other never matches.
        const name = section.toString('latin1', at, stop);
        if (wanted.has(name))
            found.add(name);
        at = stop + 1;
    }
    return [...found];
}

;// CONCATENATED MODULE: ./src/ipa/macho/string-table.ts

/** Bytes of the string table read at a time: a name's first step, and the most a step grows to. */
const FIRST_STEP_BYTES = 256;
const MOST_STEP_BYTES = 64 * 1024;
/**
 * The NUL-terminated names that start at `offsets` (sorted, relative to the table) of the string
 * table at [start, end) of the file, read as the stream passes it: only those names are kept, so a
 * framework exporting 300,000 symbols costs the few thousand names it imports. Names sharing their
 * ends (the linker shares suffixes) are read once. `keep` is told each byte kept, so a name that
 * runs on without its NUL stops at the budget. Throws MalformedMachO for a name that runs past the
 * table or a file that ends first.
 */
async function pickStrings(reader, { start, end }, offsets, keep) {
    const names = new Map();
    let next = 0;
    while (next < offsets.length) {
        const from = start + offsets[next];
        if (from >= end)
            throw new MalformedMachO(`a symbol's name at byte ${from - start} has no end within ${end - start} bytes`);
        if (!(await reader.skipTo(from)))
            throw ended(reader, end);
        // One run from `from` to the next NUL: every wanted offset within it is a suffix of it.
        const parts = [];
        const starts = [];
        let length = 0;
        for (let step = FIRST_STEP_BYTES;; step = Math.min(step * 2, MOST_STEP_BYTES)) {
            const at = reader.position;
            const chunk = await reader.read(Math.min(step, end - at));
            if (chunk.length === 0) {
                if (at >= end)
                    throw new MalformedMachO(`a symbol's name at byte ${from - start} has no end within ${end - start} bytes`);
                throw ended(reader, end);
            }
            const nul = chunk.indexOf(0);
            const taken = nul < 0 ? chunk.length : nul;
            while (next < offsets.length && start + offsets[next] <= at + taken)
                starts.push(offsets[next++]);
            keep(taken);
            parts.push(Buffer.from(chunk.subarray(0, taken)));
            length += taken;
            if (nul < 0)
                continue;
            const run = Buffer.concat(parts, length);
            for (const offset of starts)
                names.set(offset, run.toString('utf8', start + offset - from));
            // The bytes after the NUL were read: the next run may start among them.
            reader.giveBack(chunk.subarray(nul + 1));
            break;
        }
    }
    return names;
}
function ended(reader, end) {
    return new MalformedMachO(`the file ends at byte ${reader.position}, before the string table that runs to ${end}`);
}

;// CONCATENATED MODULE: ./src/ipa/macho/slice-imports.ts





/**
 * Reads a slice's imports from the symbol data its load commands point at (after them, within the
 * slice, as the stream passes it), each once, into `slice.imports`. Of the string table only the
 * names of the undefined symbols are kept, where it follows the symbols as linkers write it; a file
 * that puts it first has it held whole, within the budget. The selector names among `selectors`
 * that `__TEXT,__objc_methname` holds go into `slice.selectors`. `commandsEnd` is where the load
 * commands end, relative to the slice.
 */
async function readSliceImports(reader, place, commandsEnd, data, is64, budget, tally, slice, selectors) {
    // The selector names are read only when some are wanted.
    const selectorNames = selectors.size > 0 ? data.selectorNames : undefined;
    const ranges = [
        data.symbols,
        data.strings,
        data.chainedFixups,
        ...data.binds,
        selectorNames
    ].filter((range) => range !== undefined && range.size > 0);
    for (const range of ranges)
        checkRange(range, place, commandsEnd);
    const captured = new CapturedData(reader, place, budget, tally);
    const nlistSize = is64 ? 16 : 12;
    const nameAt = await captureAll(captured, ranges, data, nlistSize);
    slice.imports = collectImports(captured, data, nlistSize, nameAt);
    slice.selectors = wantedSelectors(captured.bytes(selectorNames), selectors);
}
/** The symbol data of one slice, captured from the stream as it passes, within the budget. */
class CapturedData {
    reader;
    place;
    budget;
    tally;
    captured = new Map();
    constructor(reader, place, budget, tally) {
        this.reader = reader;
        this.place = place;
        this.budget = budget;
        this.tally = tally;
    }
    /** Counts bytes kept, against the budget the executable's slices share. */
    keep(bytes) {
        this.tally.kept += bytes;
        this.budget.machoLinkEdit(this.tally.kept);
    }
    /** Captures the ranges (which lie ahead in the stream) as it passes them. */
    async capture(wanted) {
        const { place, reader } = this;
        const captures = wanted.map(range => {
            this.keep(range.size);
            const found = {
                start: place.offset + range.offset,
                end: place.offset + range.offset + range.size
            };
            this.captured.set(range, found);
            return found;
        });
        if (!(await reader.capture(captures))) {
            const end = Math.max(...captures.map(c => c.end));
            throw new MalformedMachO(`the file ends at byte ${(0,format/* formatCount */.B4)(reader.position)}, before the symbol data of slice ${place.index} that runs to ${(0,format/* formatCount */.B4)(end)}`);
        }
    }
    /** The bytes captured of a range; none for a range not captured. */
    bytes(range) {
        return (range && this.captured.get(range)?.data) ?? Buffer.alloc(0);
    }
}
/**
 * Captures every range, and says how a symbol's name is read: picked from the string table as the
 * stream passes it, when it follows the symbols and holds no other range; else from the table
 * captured whole.
 */
async function captureAll(captured, ranges, { symbols, strings }, nlistSize) {
    const picking = strings !== undefined &&
        ranges.includes(strings) &&
        ranges.every(range => range === strings || apart(range, strings)) &&
        (!symbols || !ranges.includes(symbols) || symbols.offset < strings.offset);
    if (!picking) {
        await captured.capture(ranges);
        return (offset, what) => cStringAt(captured.bytes(strings), offset, what);
    }
    const { reader, place, budget } = captured;
    const others = ranges.filter(range => range !== strings);
    await captured.capture(others.filter(range => range.offset < strings.offset));
    const offsets = nameOffsets(captured.bytes(symbols), nlistSize);
    // Each name a linker writes for an undefined symbol is an import of its own: bound before picking.
    budget.machoImports(captured.tally.imports + offsets.length);
    const names = await pickStrings(reader, { start: place.offset + strings.offset, end: place.offset + strings.offset + strings.size }, offsets, bytes => captured.keep(bytes));
    await captured.capture(others.filter(range => range.offset > strings.offset));
    return offset => names.get(offset) ?? '';
}
/** The imports the symbol data names, each once, counted against the budget. */
function collectImports(captured, data, nlistSize, nameAt) {
    const { budget, tally } = captured;
    const found = new Set();
    const add = (name) => {
        // Every name read counts, found before or not: a million symbols naming one long string stop.
        captured.keep(name.length);
        if (found.has(name))
            return;
        found.add(name);
        budget.machoImports(++tally.imports);
    };
    symbolTableImports(captured.bytes(data.symbols), nlistSize, nameAt, add);
    if (data.chainedFixups && data.chainedFixups.size > 0) {
        chainedFixupImports(captured.bytes(data.chainedFixups), add, count => budget.machoImports(tally.imports + count));
    }
    for (const bind of data.binds)
        bindImports(captured.bytes(bind), bind.what, add);
    return [...found];
}
/** A range must lie after the load commands and within the slice. */
function checkRange(range, place, commandsEnd) {
    const end = range.offset + range.size;
    if (range.offset < commandsEnd) {
        throw new MalformedMachO(`${range.what} start at byte ${(0,format/* formatCount */.B4)(range.offset)} of slice ${place.index}, within its load commands`);
    }
    if (end > place.size) {
        throw new MalformedMachO(`${range.what} run to byte ${(0,format/* formatCount */.B4)(end)} of slice ${place.index}, which has ${(0,format/* formatCount */.B4)(place.size)}`);
    }
}
function apart(a, b) {
    return a.offset + a.size <= b.offset || b.offset + b.size <= a.offset;
}
/** The string table offsets the undefined symbols name, sorted, each once. */
function nameOffsets(symbols, nlistSize) {
    let count = 0;
    eachUndefinedSymbol(symbols, nlistSize, () => count++);
    const offsets = new Uint32Array(count);
    let at = 0;
    eachUndefinedSymbol(symbols, nlistSize, offset => (offsets[at++] = offset));
    offsets.sort();
    let unique = 0;
    for (let i = 0; i < offsets.length; i++)
        if (i === 0 || offsets[i] !== offsets[i - 1])
            offsets[unique++] = offsets[i];
    return offsets.subarray(0, unique);
}

;// CONCATENATED MODULE: ./src/ipa/macho/links.ts

/**
 * The load commands that name other files, by loader.h's names and numbers: the dylibs a slice
 * links (dylib_command), the folders `@rpath/` searches (rpath_command) and its own install name.
 */
const DYLIB_COMMANDS = {
    0xc: 'LC_LOAD_DYLIB',
    0x8000_0018: 'LC_LOAD_WEAK_DYLIB',
    0x8000_001f: 'LC_REEXPORT_DYLIB',
    0x20: 'LC_LAZY_LOAD_DYLIB',
    0x8000_0023: 'LC_LOAD_UPWARD_DYLIB'
};
const LC_ID_DYLIB = 0xd;
const LC_RPATH = 0x8000_001c;
/** sizeof(struct dylib_command) and sizeof(struct rpath_command): the name follows them. */
const DYLIB_COMMAND_BYTES = 24;
const RPATH_COMMAND_BYTES = 12;
/**
 * Reads `command` (the `index`th load command) into `slice` when it names a linked dylib, an rpath
 * or the slice's install name; any other command is left alone. Each name is an lc_str: an offset from the
 * command's start to a C string within the command, which must lie after the fixed fields. Throws
 * MalformedMachO when the command is too short for its fields or its name lies outside it.
 */
function readLinkCommand(cmd, command, index, slice) {
    const dylib = DYLIB_COMMANDS[cmd];
    if (dylib !== undefined) {
        const name = lcString(command, DYLIB_COMMAND_BYTES, index);
        const weak = dylib === 'LC_LOAD_WEAK_DYLIB';
        (slice.dylibs ??= []).push({ name, command: dylib, weak });
    }
    else if (cmd === LC_ID_DYLIB) {
        slice.installName ??= lcString(command, DYLIB_COMMAND_BYTES, index);
    }
    else if (cmd === LC_RPATH) {
        ;
        (slice.rpaths ??= []).push(lcString(command, RPATH_COMMAND_BYTES, index));
    }
}
/** The C string an lc_str at byte 8 of the command names: up to its NUL or the command's end. */
function lcString(command, fixedBytes, index) {
    if (command.length < fixedBytes)
        throw new MalformedMachO(`load command ${index} takes ${command.length} bytes where it needs ${fixedBytes}`);
    const offset = command.readUInt32LE(8);
    if (offset < fixedBytes || offset >= command.length)
        throw new MalformedMachO(`load command ${index} names a path at byte ${offset} of its ${command.length}`);
    const end = command.indexOf(0, offset);
    return command.toString('utf8', offset, end < 0 ? command.length : end);
}

;// CONCATENATED MODULE: ./src/ipa/macho/load-commands.ts



/** Load command numbers of mach-o/loader.h that the reader looks at. */
const LC = {
    SEGMENT: 0x1,
    SYMTAB: 0x2,
    DYSYMTAB: 0xb,
    SEGMENT_64: 0x19,
    ENCRYPTION_INFO: 0x21,
    DYLD_INFO: 0x22,
    DYLD_INFO_ONLY: 0x8000_0022,
    VERSION_MIN_MACOSX: 0x24,
    VERSION_MIN_IPHONEOS: 0x25,
    ENCRYPTION_INFO_64: 0x2c,
    VERSION_MIN_TVOS: 0x2f,
    VERSION_MIN_WATCHOS: 0x30,
    BUILD_VERSION: 0x32,
    CODE_SIGNATURE: 0x1d,
    DYLD_CHAINED_FIXUPS: 0x8000_0034
};
const VERSION_MIN_PLATFORMS = {
    [LC.VERSION_MIN_MACOSX]: 'macos',
    [LC.VERSION_MIN_IPHONEOS]: 'ios',
    [LC.VERSION_MIN_TVOS]: 'tvos',
    [LC.VERSION_MIN_WATCHOS]: 'watchos'
};
/** Bytes of each command the reader needs, to refuse one too short to hold them. */
const NEEDS = {
    [LC.SEGMENT]: 24,
    [LC.SEGMENT_64]: 24,
    [LC.SYMTAB]: 24,
    [LC.DYSYMTAB]: 32,
    [LC.ENCRYPTION_INFO]: 20,
    [LC.ENCRYPTION_INFO_64]: 20,
    [LC.DYLD_INFO]: 40,
    [LC.DYLD_INFO_ONLY]: 40,
    [LC.VERSION_MIN_MACOSX]: 16,
    [LC.VERSION_MIN_IPHONEOS]: 16,
    [LC.VERSION_MIN_TVOS]: 16,
    [LC.VERSION_MIN_WATCHOS]: 16,
    [LC.BUILD_VERSION]: 20,
    [LC.DYLD_CHAINED_FIXUPS]: 16
};
/**
 * Reads a slice's load commands (little-endian, `count` of them in `commands`) into `slice`, and
 * says where its symbol data lies. Throws MalformedMachO when a command lies about its size.
 */
function readLoadCommands(commands, count, header, slice) {
    const found = { data: { binds: [] }, buildVersion: false };
    let at = 0;
    for (let index = 1; index <= count; index++) {
        const command = loadCommandAt(commands, at, index, count);
        readLoadCommand(command, index, header, slice, found);
        at += command.length;
    }
    if (!found.buildVersion && found.versionMin)
        Object.assign(slice, found.versionMin);
    if (found.symtab)
        found.data.symbols = undefinedRange(found.symtab, found.undefinedSymbols);
    return found.data;
}
/** The load command at `at` (its cmd and cmdsize first), of the size it says it has. */
function loadCommandAt(commands, at, index, count) {
    const left = commands.length - at;
    if (left < 8)
        throw new MalformedMachO(`the load commands end after ${index - 1} of the ${count} they claim`);
    const cmd = commands.readUInt32LE(at);
    const size = commands.readUInt32LE(at + 4);
    if (size < 8 || size > left)
        throw new MalformedMachO(`load command ${index} says ${size} bytes where ${left} are left`);
    const needs = NEEDS[cmd] ?? 8;
    if (size < needs)
        throw new MalformedMachO(`load command ${index} takes ${size} bytes where it needs ${needs}`);
    return commands.subarray(at, at + size);
}
/** One load command: what it says of the slice goes into `slice`, where its symbol data lies into `found`. */
function readLoadCommand(command, index, header, slice, found) {
    const cmd = command.readUInt32LE(0);
    const u32 = (offset) => command.readUInt32LE(offset);
    switch (cmd) {
        case LC.SEGMENT:
        case LC.SEGMENT_64:
            return readSegment(command, cmd === LC.SEGMENT_64, index, slice, found.data);
        case LC.BUILD_VERSION:
            // The first one: a zippered binary's second names mac-catalyst beside macos.
            if (found.buildVersion)
                return;
            found.buildVersion = true;
            slice.platform = platformName(u32(8));
            slice.minOs = formatVersion(u32(12));
            slice.sdk = formatVersion(u32(16));
            return;
        case LC.VERSION_MIN_MACOSX:
        case LC.VERSION_MIN_IPHONEOS:
        case LC.VERSION_MIN_TVOS:
        case LC.VERSION_MIN_WATCHOS:
            found.versionMin ??= versionMin(cmd, command, header.cpuType);
            return;
        case LC.CODE_SIGNATURE:
            slice.signed = true;
            return;
        case LC.ENCRYPTION_INFO:
        case LC.ENCRYPTION_INFO_64:
            if (u32(16) !== 0)
                slice.encrypted = true;
            return;
        case LC.SYMTAB:
        case LC.DYSYMTAB:
        case LC.DYLD_CHAINED_FIXUPS:
        case LC.DYLD_INFO:
        case LC.DYLD_INFO_ONLY:
            return readSymbolDataCommand(cmd, command, header.is64, found);
        default:
            readLinkCommand(cmd, command, index, slice);
    }
}
/** LC_SEGMENT(_64): its name, and in `__TEXT` where the Objective-C selector names lie. */
function readSegment(command, is64, index, slice, data) {
    const name = cString(command.subarray(8, 24));
    slice.segments.push(name);
    if (name !== '__TEXT')
        return;
    const found = findSection(command, is64, '__objc_methname', index);
    if (found)
        data.selectorNames = { what: '__TEXT,__objc_methname', ...found };
}
/** LC_VERSION_MIN_*: the platform (a simulator's on an Intel slice), minimum OS and SDK. */
function versionMin(cmd, command, cpuType) {
    const platform = VERSION_MIN_PLATFORMS[cmd];
    return {
        platform: platform !== 'macos' && isIntel(cpuType) ? `${platform}-simulator` : platform,
        minOs: formatVersion(command.readUInt32LE(8)),
        sdk: formatVersion(command.readUInt32LE(12))
    };
}
/** The commands that say where the symbol data lies: the symbol table, the fixups, the binds. */
function readSymbolDataCommand(cmd, command, is64, found) {
    const u32 = (offset) => command.readUInt32LE(offset);
    const range = (what, offset, bytes) => ({
        what,
        offset: u32(offset),
        size: u32(bytes)
    });
    switch (cmd) {
        case LC.SYMTAB:
            found.symtab = { symoff: u32(8), nsyms: u32(12), nlistSize: is64 ? 16 : 12 };
            found.data.strings = range("LC_SYMTAB's strings", 16, 20);
            break;
        case LC.DYSYMTAB:
            found.undefinedSymbols = { first: u32(24), count: u32(28) };
            break;
        case LC.DYLD_CHAINED_FIXUPS:
            found.data.chainedFixups = range("LC_DYLD_CHAINED_FIXUPS's data", 8, 12);
            break;
        case LC.DYLD_INFO:
        case LC.DYLD_INFO_ONLY:
            found.data.binds.push(range("LC_DYLD_INFO's bind opcodes", 16, 20), range("LC_DYLD_INFO's weak bind opcodes", 24, 28), range("LC_DYLD_INFO's lazy bind opcodes", 32, 36));
    }
}
/**
 * By loader.h: sizeof segment_command(_64) and sizeof section(_64) (the sections follow the
 * command), and the offsets of the command's nsects and of a section's size and offset fields.
 */
const SEGMENT_LAYOUT = {
    32: { nsects: 48, sizeofSegmentCommand: 56, sizeofSection: 68, size: 36, offset: 40 },
    64: { nsects: 64, sizeofSegmentCommand: 72, sizeofSection: 80, size: 40, offset: 48 }
};
/**
 * Where the section `sectname` of a segment command lies in the slice (its `offset` and `size`), or
 * undefined when the segment has none (or a zero-fill one). Throws MalformedMachO when the command
 * is too short for the sections it counts.
 */
function findSection(command, is64, sectname, index) {
    const layout = SEGMENT_LAYOUT[is64 ? 64 : 32];
    if (command.length < layout.sizeofSegmentCommand)
        throw new MalformedMachO(`load command ${index} is too short for a ${is64 ? 64 : 32}-bit segment`);
    const count = command.readUInt32LE(layout.nsects);
    if (layout.sizeofSegmentCommand + count * layout.sizeofSection > command.length) {
        throw new MalformedMachO(`load command ${index} counts ${count} sections where its ${command.length} bytes hold ${Math.floor((command.length - layout.sizeofSegmentCommand) / layout.sizeofSection)}`);
    }
    for (let i = 0; i < count; i++) {
        const at = layout.sizeofSegmentCommand + i * layout.sizeofSection;
        if (cString(command.subarray(at, at + 16)) !== sectname)
            continue;
        const size = is64
            ? Number(command.readBigUInt64LE(at + layout.size))
            : command.readUInt32LE(at + layout.size);
        const offset = command.readUInt32LE(at + layout.offset);
        return offset === 0 || size === 0 ? undefined : { offset, size };
    }
    return undefined;
}
/**
 * The nlist entries that can hold imports: LC_DYSYMTAB's undefined ones when it names them within
 * the table (a stripped app's table is mostly those), else the whole table.
 */
function undefinedRange({ symoff, nsyms, nlistSize }, undefinedSymbols) {
    if (undefinedSymbols && undefinedSymbols.first + undefinedSymbols.count > nsyms) {
        throw new MalformedMachO(`LC_DYSYMTAB's undefined symbols run to ${undefinedSymbols.first + undefinedSymbols.count} of LC_SYMTAB's ${nsyms}`);
    }
    const { first, count } = undefinedSymbols ?? { first: 0, count: nsyms };
    return {
        what: "LC_SYMTAB's symbols",
        offset: symoff + first * nlistSize,
        size: count * nlistSize
    };
}
/** A fixed-size name field, up to its first NUL. */
function cString(field) {
    const end = field.indexOf(0);
    return field.toString('latin1', 0, end < 0 ? field.length : end);
}

;// CONCATENATED MODULE: ./src/ipa/macho/read.ts






/** The first bytes of each kind of file (mach-o/fat.h, mach-o/loader.h): also loose-code.ts's. */
const FAT_MAGIC = 0xcafe_babe;
const FAT_MAGIC_64 = 0xcafe_babf;
const MH_MAGIC = 0xfeed_face;
const MH_MAGIC_64 = 0xfeed_facf;
/** An `ar` archive's first 8 bytes: a static library. */
const AR_MAGIC = Buffer.from('!<arch>\n', 'latin1');
/** A slice that is an `ar` archive: the file is a static library, whatever else it holds. */
class StaticLibrary extends Error {
}
/**
 * What an executable is, read from `source` (its `size` bytes, as an inflated zip entry's stream)
 * forward only: the fat header, then each slice in file order, its header, load commands and the
 * symbol data that names its imports (and, when `selectors` names some, the Objective-C selector
 * names, of which it keeps those); the bytes between are passed by, never held. Ends the stream's
 * iteration when done, which destroys it. A file that lies about itself is `malformed`; it throws
 * only a ReadLimitError, past a limit of `budget`, or an error of the stream itself.
 */
async function readMachO(source, size, budget, selectors = new Set()) {
    const reader = new ForwardReader(source);
    const slices = [];
    try {
        const head = await reader.read(8);
        const magic = head.length >= 4 ? head.readUInt32BE(0) : undefined;
        let places;
        if (magic === FAT_MAGIC || magic === FAT_MAGIC_64) {
            places = await readFatHeader(reader, head, magic === FAT_MAGIC_64, size, budget);
        }
        else if (isMachOMagic(head)) {
            places = [{ index: 1, offset: 0, size }];
        }
        else if (head.equals(AR_MAGIC)) {
            return { kind: 'static-library' };
        }
        else {
            return { kind: 'not-macho', magic: head.subarray(0, 4).toString('hex') };
        }
        const tally = { kept: 0, imports: 0 };
        for (const place of places) {
            if (!(await reader.skipTo(place.offset)))
                throw truncated(reader, `slice ${place.index} at byte ${place.offset}`);
            await readSlice(reader, place, head, budget, tally, slices, selectors);
        }
        return { kind: 'macho', slices };
    }
    catch (error) {
        if (error instanceof MalformedMachO)
            return { kind: 'malformed', detail: error.detail, slices };
        if (error instanceof StaticLibrary)
            return { kind: 'static-library' };
        throw error;
    }
    finally {
        await reader.close();
    }
}
/** A thin Mach-O header's magic, either way round (a big-endian one is PowerPC's). */
function isMachOMagic(head) {
    if (head.length < 4)
        return false;
    return [MH_MAGIC, MH_MAGIC_64].some(m => head.readUInt32LE(0) === m || head.readUInt32BE(0) === m);
}
/**
 * The slices a fat header lists (fat_arch or fat_arch_64 entries, big-endian), in file order. They
 * must lie after the header, within the file, and apart from each other.
 */
async function readFatHeader(reader, head, is64, fileSize, budget) {
    if (head.length < 8)
        throw truncated(reader, 'the fat header');
    const count = head.readUInt32BE(4);
    budget.machoSlices(count);
    if (count === 0)
        throw new MalformedMachO('the fat header lists no architectures');
    const entryBytes = is64 ? 32 : 20;
    const table = await reader.read(count * entryBytes);
    if (table.length < count * entryBytes)
        throw truncated(reader, 'the fat header');
    const places = [];
    for (let i = 0; i < count; i++) {
        const at = i * entryBytes;
        const offset = is64 ? Number(table.readBigUInt64BE(at + 8)) : table.readUInt32BE(at + 8);
        const size = is64 ? Number(table.readBigUInt64BE(at + 16)) : table.readUInt32BE(at + 12);
        const place = {
            index: i + 1,
            offset,
            size,
            cpuType: table.readUInt32BE(at),
            cpuSubtype: table.readUInt32BE(at + 4)
        };
        if (offset + size > fileSize) {
            throw new MalformedMachO(`slice ${place.index} runs to byte ${(0,format/* formatCount */.B4)(offset + size)} of a file of ${(0,format/* formatCount */.B4)(fileSize)}`);
        }
        places.push(place);
    }
    places.sort((a, b) => a.offset - b.offset);
    let end = 8 + count * entryBytes;
    let previous = 'the fat header';
    for (const place of places) {
        if (place.offset < end) {
            throw new MalformedMachO(`slice ${place.index} at byte ${(0,format/* formatCount */.B4)(place.offset)} overlaps ${previous}`);
        }
        end = place.offset + place.size;
        previous = `slice ${place.index}`;
    }
    return places;
}
/** One slice, from its header on; what it learns goes into `slices` at once, to be kept if it lies. */
async function readSlice(reader, place, fileHead, budget, tally, slices, selectors) {
    const header = await readMachHeader(reader, place, fileHead);
    const slice = {
        arch: archName(header.cputype, header.cpusubtype),
        fileType: header.filetype === undefined ? undefined : fileTypeName(header.filetype),
        encrypted: false,
        signed: header.bigEndian ? undefined : false,
        segments: [],
        imports: [],
        selectors: []
    };
    slices.push(slice);
    if (place.cpuType !== undefined && place.cpuType !== header.cputype) {
        throw new MalformedMachO(`slice ${place.index} is ${archName(place.cpuType, place.cpuSubtype ?? 0)} in the fat header and ${slice.arch} in its own`);
    }
    // A big-endian slice is PowerPC's: its architecture says enough, and no iOS device runs it.
    if (header.bigEndian)
        return;
    const commands = await readLoadCommandBytes(reader, place, header, budget);
    const { cputype: cpuType, is64 } = header;
    const data = readLoadCommands(commands, header.ncmds, { cpuType, is64 }, slice);
    const commandsEnd = header.sizeofHeader + header.sizeofcmds;
    await readSliceImports(reader, place, commandsEnd, data, is64, budget, tally, slice, selectors);
}
/** A slice's header. Throws StaticLibrary for an `ar` archive, MalformedMachO for no header. */
async function readMachHeader(reader, place, fileHead) {
    // A thin file's first 8 bytes were read already; a 32-bit header is 4 bytes shorter.
    const thin = place.cpuType === undefined;
    const first = thin ? Buffer.concat([fileHead, await reader.read(20)]) : await reader.read(28);
    if (first.subarray(0, AR_MAGIC.length).equals(AR_MAGIC))
        throw new StaticLibrary();
    const magic = first.length >= 4 ? first.readUInt32LE(0) : 0;
    const is64 = magic === MH_MAGIC_64;
    const header = is64 ? Buffer.concat([first, await reader.read(4)]) : first;
    const bigEndian = !isLittle(magic) && isMachOMagic(header);
    const sizeofHeader = is64 ? 32 : 28;
    if (header.length < (bigEndian ? 12 : sizeofHeader) || place.size < sizeofHeader) {
        throw new MalformedMachO(`slice ${place.index} ends within its header, at byte ${(0,format/* formatCount */.B4)(place.offset + Math.min(place.size, header.length))}`);
    }
    if (!bigEndian && !isLittle(magic)) {
        throw new MalformedMachO(`slice ${place.index} holds no Mach-O header (it starts with ${header.subarray(0, 4).toString('hex')})`);
    }
    const u32 = (at) => bigEndian ? header.readUInt32BE(at) : header.readUInt32LE(at);
    return {
        is64,
        bigEndian,
        sizeofHeader,
        cputype: u32(4),
        cpusubtype: u32(8),
        filetype: bigEndian ? undefined : u32(12),
        ncmds: bigEndian ? 0 : u32(16),
        sizeofcmds: bigEndian ? 0 : u32(20)
    };
}
/** The load commands' bytes, which must fit the slice and the budget. */
async function readLoadCommandBytes(reader, place, { ncmds, sizeofcmds, sizeofHeader }, budget) {
    // Each command takes 8 bytes at least: a count its bytes cannot hold is a lie, not a large file.
    if (ncmds > sizeofcmds / 8) {
        throw new MalformedMachO(`slice ${place.index} claims ${(0,format/* formatCount */.B4)(ncmds)} load commands in ${(0,format/* formatCount */.B4)(sizeofcmds)} bytes, which hold ${(0,format/* formatCount */.B4)(Math.floor(sizeofcmds / 8))} at most`);
    }
    budget.machoLoadCommandBytes(sizeofcmds);
    if (sizeofHeader + sizeofcmds > place.size) {
        throw new MalformedMachO(`the load commands of slice ${place.index} take ${(0,format/* formatCount */.B4)(sizeofcmds)} bytes where it has ${(0,format/* formatCount */.B4)(place.size - sizeofHeader)} after its header`);
    }
    const commands = await reader.read(sizeofcmds);
    if (commands.length < sizeofcmds)
        throw truncated(reader, `the end of the load commands of slice ${place.index}`);
    return commands;
}
function isLittle(magic) {
    return magic === MH_MAGIC || magic === MH_MAGIC_64;
}
/** The stream ended before `what`: the file is shorter than the zip entry said. */
function truncated(reader, what) {
    return new MalformedMachO(`the file ends at byte ${(0,format/* formatCount */.B4)(reader.position)}, before ${what}`);
}

;// CONCATENATED MODULE: ./src/ipa/loose-code.ts




/**
 * The files of the app that could be code (layout-files.ts) and are no bundle's part, each told by
 * its first bytes: the Mach-O files, static libraries and scripts among them. A file is a bundle's
 * part, and not looked at, when it is:
 * - the executable a bundle's Info.plist names (the app's, an extension's, a framework's…), or a
 *   dylib right in a `Frameworks/` folder: the rules read those whole;
 * - right in the folder of a bundle whose executable is unknown (no Info.plist, or one not read, or
 *   one without CFBundleExecutable: other checks say so), or inside a framework at the wrong place
 *   (ITMS-90680 says so);
 * - named as its folder, as Xcode names a bundle's executable (`Helper.xpc/Helper`), or the
 *   CFBundleExecutable a resource bundle names: code of a bundle this check does not judge;
 * - a watch app's `_WatchKitStub/WK`, the stub Xcode puts in watch apps of watchOS 2 to 6.
 */
async function findLooseCode(app, bundles, resourceBundles, peek) {
    const accounted = new Set(bundles.flatMap(bundle => bundle.executable?.entry ?? []));
    for (const bundle of resourceBundles) {
        const name = (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'CFBundleExecutable')?.normalize('NFC');
        if (name)
            accounted.add(`${bundle.path}${name}`);
    }
    const unknownExecutable = new Set(bundles
        .filter(bundle => bundle.kind !== 'dylib' && !bundle.executable)
        .map(bundle => bundle.path));
    const misplaced = [...app.other.misplacedFrameworks];
    const found = [];
    for (const [path, { entry, executable }] of app.other.codeCandidates) {
        const folder = `${external_node_path_.posix.dirname(path)}/`;
        if (accounted.has(path) ||
            unknownExecutable.has(folder) ||
            misplaced.some(framework => path.startsWith(framework)) ||
            namedAsItsFolder(path) ||
            /\/_WatchKitStub\/WK$/s.test(path))
            continue;
        const head = await peek(entry);
        const kind = head && codeKind(head, executable);
        if (kind)
            found.push({ entry: path, ...kind });
    }
    return found;
}
/** `Helper.xpc/Helper`: a file named as the bundle folder it is right in. */
function namedAsItsFolder(path) {
    const folder = external_node_path_.posix.basename(external_node_path_.posix.dirname(path));
    const extension = external_node_path_.posix.extname(folder);
    return extension !== '' && external_node_path_.posix.basename(folder, extension) === external_node_path_.posix.basename(path);
}
/**
 * What a file's first bytes say it is, when it is code or a script: a Mach-O header either way
 * round, a fat header (whose count of slices is small: a Java class file starts with the same magic
 * and its version, 45 or more, in their place), an `ar` archive, or `#!` in a file marked
 * executable. Anything else (an image, a text, a file too short to tell) is not code.
 */
function codeKind(head, executable) {
    if (head.length >= 8 && head.subarray(0, 8).equals(AR_MAGIC))
        return { kind: 'static-library' };
    if (executable && head.length >= 2 && head.toString('latin1', 0, 2) === '#!')
        return { kind: 'script' };
    if (head.length < 8)
        return undefined;
    const little = head.readUInt32LE(0);
    if (little === MH_MAGIC || little === MH_MAGIC_64)
        return head.length >= 16
            ? { kind: 'macho', fileType: fileTypeName(head.readUInt32LE(12)) }
            : { kind: 'macho' };
    const big = head.readUInt32BE(0);
    if (big === MH_MAGIC || big === MH_MAGIC_64)
        return { kind: 'macho' };
    const slices = head.readUInt32BE(4);
    if ((big === FAT_MAGIC || big === FAT_MAGIC_64) && slices > 0 && slices < 45)
        return { kind: 'macho' };
    return undefined;
}

// EXTERNAL MODULE: ./src/ipa/rules/icons.ts
var icons = __nccwpck_require__(1078);
;// CONCATENATED MODULE: ./src/ipa/app-store-facts.ts



/**
 * What the App Store rules read of the IPA: every bundle (the app, its extensions, watch app, App
 * Clips, and the frameworks in the `Frameworks/` folder of any of them) with its Info.plist, its
 * executable read as Mach-O, its provisioning profile, and what its privacy manifest declares; and
 * every loose dylib in those folders, read as Mach-O; then every other privacy manifest deeper in
 * each bundle, for its content alone. Plists read already (by path) are not read again.
 */
async function appStoreFacts(app, plists, reading, now) {
    const collecting = { plists, reading, factsOf: new Map() };
    // The app and the bundles nested in it first: the frameworks' and dylibs' holders among them.
    const main = await bundleFacts(app, collecting);
    const bundles = [main];
    for (const nested of app.nested.values())
        bundles.push(await bundleFacts(nested, collecting));
    for (const framework of app.frameworks.values())
        bundles.push(await bundleFacts(framework, collecting));
    bundles.push(...(await dylibFacts(app, collecting)));
    // Then the rest of the app: its resource bundles, its frameworks at wrong places, its loose code.
    const resourceBundles = await resourceBundleFacts(app, reading);
    const looseCode = await findLooseCode(app, bundles, resourceBundles, reading.peek);
    const misplacedFrameworks = [...app.other.misplacedFrameworks];
    // The manifests deeper in each bundle last, so that many of them cannot keep the rest unread.
    for (const [entries, facts] of collecting.factsOf)
        for (const manifest of entries.otherPrivacyManifests)
            await readManifest(manifest, false, facts, reading);
    const libraryPaths = [...app.frameworks.keys(), ...app.dylibs.keys()];
    return {
        app: main,
        bundles,
        now,
        resourceBundles,
        looseCode,
        misplacedFrameworks,
        libraryPaths
    };
}
/** One bundle's facts: its Info.plist, executable, profile and privacy manifests, what was not read. */
async function bundleFacts(entries, { plists, reading, factsOf }) {
    const plist = plists.has(entries.path)
        ? plists.get(entries.path)
        : entries.infoPlist && (await reading.readPlist(entries.infoPlist, 'plist'));
    const { kind, path, watch } = entries;
    const facts = { kind, path, plist, watch };
    if (kind === 'app')
        await addAppFiles(facts, entries, reading);
    if (entries.holder)
        facts.container = factsOf.get(entries.holder);
    factsOf.set(entries, facts);
    if (entries.hasFrameworksFolder)
        facts.frameworksFolder = `${entries.path}Frameworks/`;
    // The layout keys names in NFC (layout.ts): the plist's name is looked up the same way.
    const name = plist && (0,ipa_plist/* stringValue */.r$)(plist, 'CFBundleExecutable')?.normalize('NFC');
    const entry = name ? entries.files.get(name) : undefined;
    // One that is there but cannot be read is the unreadable-entry problem already: no more is said.
    const read = entry && (await reading.readExecutable(entry));
    if (name && (!entry || read))
        facts.executable = { entry: `${entries.path}${name}`, read };
    const profile = entries.profile && (await reading.readProfile(entries.profile));
    if (profile)
        facts.profile = { entry: `${entries.path}embedded.mobileprovision`, read: profile };
    if (entries.privacyManifests.length > 0) {
        facts.privacyTypes = [];
        for (const manifest of entries.privacyManifests) {
            const content = await readManifest(manifest, true, facts, reading);
            facts.privacyTypes.push(...declaredTypes(content));
        }
    }
    const notRead = partsNotRead(entries, entry, reading);
    if (notRead.size > 0)
        facts.notRead = notRead;
    return facts;
}
/**
 * The app's file names and storyboards, which its icon and launch storyboard rules read: the app's
 * alone, as an archive may hold thousands of other bundles. Its icon files' sizes, when it has no
 * asset catalog to hold its icons (icon-rules.ts).
 */
async function addAppFiles(facts, entries, reading) {
    const files = new Set(entries.files.keys());
    Object.assign(facts, { files, storyboards: entries.storyboards ?? new Set() });
    if (facts.plist && !files.has(icons/* ASSET_CATALOG */.JH))
        facts.iconSizes = await iconSizes(entries, (0,icons/* iconFiles */.f8)(facts.plist, files), reading);
}
/** The parts of a bundle not read within the read budget, by kind. */
function partsNotRead(entries, executable, reading) {
    const byKind = [
        [entries.infoPlist, 'plist'],
        [executable, 'executable'],
        [entries.profile, 'profile'],
        ...entries.privacyManifests.map(manifest => [manifest, 'manifest'])
    ];
    return new Set(byKind.flatMap(([part, partKind]) => (part && reading.notRead(part) ? [partKind] : [])));
}
/** A manifest read and kept, with its content, among its bundle's (privacyManifests). */
async function readManifest(manifest, declares, facts, reading) {
    const content = await reading.readPlist(manifest, 'manifest');
    (facts.privacyManifests ??= []).push({ entry: manifest.fileName, content, declares });
    return content;
}
/** The loose dylibs of the bundles' `Frameworks/` folders that read as Mach-O. */
async function dylibFacts(app, { reading, factsOf }) {
    const dylibs = [];
    for (const [path, { entry, holder }] of app.dylibs) {
        const read = await reading.readExecutable(entry);
        if (!read)
            continue;
        const container = factsOf.get(holder);
        const executable = { entry: path, read };
        dylibs.push({ kind: 'dylib', path, executable, watch: holder.watch, container });
    }
    return dylibs;
}
/** The app's resource bundles whose Info.plist could be read. */
async function resourceBundleFacts(app, reading) {
    const resourceBundles = [];
    for (const [path, { infoPlist, files }] of app.other.resourceBundles) {
        const plist = infoPlist && (await reading.readResourcePlist(infoPlist));
        if (plist)
            resourceBundles.push({ path, plist, files });
    }
    return resourceBundles;
}
/** The size of each icon file (at most MAX_ICON_FILES) that was read; one not read is left out. */
async function iconSizes(entries, names, reading) {
    const sizes = new Map();
    if (names.length > icons/* MAX_ICON_FILES */.DW)
        return sizes;
    for (const name of names) {
        const entry = entries.files.get(name);
        if (!entry)
            continue;
        const read = await reading.readPngSize(entry);
        if (read)
            sizes.set(name, read.size);
    }
    return sizes;
}
/** The NSPrivacyAccessedAPIType values of a privacy manifest (none when it cannot be read). */
function declaredTypes(manifest) {
    const accessed = manifest && (0,ipa_plist/* ownValue */.eC)(manifest, 'NSPrivacyAccessedAPITypes');
    if (!Array.isArray(accessed))
        return [];
    return accessed.flatMap(item => {
        const type = (0,ipa_plist/* isPlistDict */.$q)(item) ? (0,ipa_plist/* stringValue */.r$)(item, 'NSPrivacyAccessedAPIType') : undefined;
        return type ? [type] : [];
    });
}

// EXTERNAL MODULE: ./src/text/error-message.ts
var error_message = __nccwpck_require__(7515);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
;// CONCATENATED MODULE: ./src/ipa/byte-source.ts

/**
 * The source could not give the bytes asked for (a storage that refused, or answered other bytes):
 * nothing about the archive, and no verdict may be drawn from what was read. Its cause says why.
 */
class SourceFailure extends Error {
    constructor(cause) {
        super(cause instanceof Error ? cause.message : String(cause), { cause });
        this.name = 'SourceFailure';
    }
}
/** A file, opened for reading; refused when the path names anything but a file. */
async function openFileSource(file) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const stats = await handle.stat();
        if (!stats.isFile())
            throw new Error(`${file} is not a file`);
        return {
            size: stats.size,
            read: async (buffer, offset, length, position) => (await handle.read(buffer, offset, length, position)).bytesRead,
            close: () => handle.close()
        };
    }
    catch (error) {
        await handle.close();
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/ipa/layout-files.ts
/**
 * What the layout keeps of the app's other files, for the rules on its structure: the files that
 * could be code (their first bytes say what they are: ITMS-90171, ITMS-90035), the resource bundles
 * with their Info.plists (ITMS-90535), and the frameworks that are not in a `Frameworks/` folder
 * (ITMS-90680). From entry names and Unix modes alone; names are NFC already (layout.ts).
 */
const emptyAppFiles = () => ({
    codeCandidates: new Map(),
    resourceBundles: new Map(),
    misplacedFrameworks: new Set()
});
/** Named as what the linker makes besides executables: a library or an object file. */
const CODE_EXTENSIONS = new Set(['dylib', 'so', 'a', 'o']);
/**
 * The Unix mode a zip entry's external attributes hold, when the archiver says it wrote one (made
 * on Unix, 3, or on OS X, 19, as `ditto` and `zip` do); undefined otherwise, or when it is 0.
 */
function unixMode(versionMadeBy, externalFileAttributes) {
    const host = versionMadeBy >>> 8;
    const mode = externalFileAttributes >>> 16;
    return (host === 3 || host === 19) && mode !== 0 ? mode : undefined;
}
/** One entry of the app (`relative` to its folder, `path` the whole name), with its Unix mode. */
function addAppFile(files, app, relative, entry, mode) {
    const segments = relative.split('/');
    const folder = relative.endsWith('/');
    if (folder)
        segments.pop();
    const misplaced = segments.findIndex((segment, i) => segment.endsWith('.framework') && segments[i - 1] !== 'Frameworks');
    if (misplaced >= 0)
        files.misplacedFrameworks.add(`${app}${segments.slice(0, misplaced + 1).join('/')}/`);
    if (folder || relative === '')
        return;
    const name = segments.at(-1);
    const parent = segments.slice(0, -1).join('/');
    if (parent.endsWith('.bundle')) {
        const bundlePath = `${app}${parent}/`;
        let bundle = files.resourceBundles.get(bundlePath);
        if (!bundle)
            files.resourceBundles.set(bundlePath, (bundle = { files: new Set() }));
        bundle.files.add(name);
        if (name === 'Info.plist')
            bundle.infoPlist = entry;
    }
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : undefined;
    const executable = mode !== undefined && (mode & 0o111) !== 0;
    const couldBeCode = executable ||
        (extension !== undefined && CODE_EXTENSIONS.has(extension)) ||
        (extension === undefined && (mode === undefined || relative.includes('.dSYM/')));
    if (couldBeCode)
        files.codeCandidates.set(`${app}${relative}`, { entry, executable });
}

;// CONCATENATED MODULE: ./src/ipa/layout.ts
/**
 * Where the parts of an IPA are, from entry names alone: the `Payload/` folder, the apps in it, and
 * in the main app its Info.plist, provisioning profile, signature and nested bundles. Generic over
 * the entry type so that it reads names from a zip or from a plain list.
 *
 * Names are compared as a device compares them: in Unicode normal form C. A macOS archiver writes
 * `Café.app` decomposed (NFD) where Info.plist says it composed; both are the same name. Paths and
 * file names here are normalised; each entry keeps its own name, to be read by.
 */

// Longest first: a watch app's extensions sit inside the watch app.
const WATCH_APP = /^Watch\/[^/]+\.app\//;
const NESTED_BUNDLE = [
    { pattern: /^Watch\/[^/]+\.app\/PlugIns\/[^/]+\.appex\//, kind: 'extension' },
    { pattern: /^(?:PlugIns|Extensions)\/[^/]+\.appex\//, kind: 'extension' },
    { pattern: WATCH_APP, kind: 'watch-app' },
    { pattern: /^AppClips\/[^/]+\.app\//, kind: 'app-clip' }
];
// `s`: a name may hold a line break, and is still a name.
const PAYLOAD = /^((?:[^/]+\/)*?)Payload\/(.*)$/s;
/** Within a bundle: a framework in its `Frameworks/` folder, or a loose dylib right in it. */
const FRAMEWORK = /^Frameworks\/[^/]+\.framework\//s;
const DYLIB = /^Frameworks\/[^/]+\.dylib$/s;
/** Finder's resource forks and AppleDouble files are not part of the app. */
function isMacMetadata(name) {
    if (name.startsWith('__MACOSX/'))
        return true;
    const base = name.endsWith('/') ? name.slice(0, -1) : name;
    return base.slice(base.lastIndexOf('/') + 1).startsWith('._');
}
class LayoutBuilder {
    /** Apps by payload root, then by path. */
    roots = new Map();
    /** The folders seen in each of the first few folders of the archive, by the folder's path. */
    folders = new Map();
    /** `mode`: the entry's Unix mode, when the zip has one (layout-files.ts). */
    add(entryName, entry, mode) {
        const name = entryName.normalize('NFC');
        if (isMacMetadata(name))
            return;
        this.addFolders(name);
        const payload = PAYLOAD.exec(name);
        if (!payload)
            return;
        const [, root, inside] = payload;
        let apps = this.roots.get(root);
        if (!apps)
            this.roots.set(root, (apps = new Map()));
        const slash = inside.indexOf('/');
        const folder = inside.slice(0, slash);
        if (slash < 0 || !folder.endsWith('.app'))
            return;
        const path = `${root}Payload/${folder}/`;
        let app = apps.get(path);
        if (!app)
            apps.set(path, (app = {
                ...emptyBundle(path, 'app', false),
                nested: new Map(),
                frameworks: new Map(),
                dylibs: new Map(),
                other: emptyAppFiles()
            }));
        addToApp(app, inside.slice(slash + 1), entry);
        addAppFile(app.other, path, inside.slice(slash + 1), entry, mode);
    }
    /** The layout under the root that holds apps, preferring the archive root, then the shallowest. */
    build() {
        const candidates = [...this.roots.entries()].sort(([a, appsA], [b, appsB]) => Number(appsB.size > 0) - Number(appsA.size > 0) || depth(a) - depth(b));
        const chosen = candidates[0];
        if (!chosen)
            return { root: '', hasPayload: false, apps: [] };
        const beside = [...(this.folders.get(chosen[0]) ?? [])].filter(name => name !== 'Payload');
        const layout = { root: chosen[0], hasPayload: true, apps: [...chosen[1].values()] };
        return beside.length > 0 ? { ...layout, rootFolders: beside } : layout;
    }
    /** The folders of the first levels of the archive, where a payload root may be. */
    addFolders(name) {
        const parts = name.split('/').slice(0, -1);
        for (let depth = 0; depth < Math.min(parts.length, FOLDER_DEPTH); depth++) {
            const parent = parts.slice(0, depth).join('/');
            const key = parent === '' ? '' : `${parent}/`;
            let names = this.folders.get(key);
            if (!names)
                this.folders.set(key, (names = new Set()));
            names.add(parts[depth]);
        }
    }
}
/** How deep a payload root's folders are noted: the archive root and two folders down. */
const FOLDER_DEPTH = 3;
function addToApp(app, relative, entry) {
    addToBundle(app, relative, entry);
    let holder = app;
    let inHolder = relative;
    for (const { pattern, kind } of NESTED_BUNDLE) {
        const match = pattern.exec(relative);
        if (!match)
            continue;
        // A watch app's extension implies the watch app, even in a zip without folder entries.
        const watchApp = WATCH_APP.exec(match[0]);
        if (watchApp)
            nestedBundle(app, watchApp[0], 'watch-app');
        holder = nestedBundle(app, match[0], kind);
        inHolder = relative.slice(match[0].length);
        addToBundle(holder, inHolder, entry);
        break;
    }
    const framework = FRAMEWORK.exec(inHolder);
    if (framework) {
        const path = holder.path + framework[0];
        let bundle = app.frameworks.get(path);
        if (!bundle) {
            bundle = { ...emptyBundle(path, 'framework', holder.watch), holder };
            app.frameworks.set(path, bundle);
        }
        addToBundle(bundle, inHolder.slice(framework[0].length), entry);
        addOtherManifest(bundle, inHolder.slice(framework[0].length), entry);
    }
    else if (DYLIB.test(inHolder)) {
        app.dylibs.set(holder.path + inHolder, { entry, holder });
    }
    else
        addOtherManifest(holder, inHolder, entry);
}
/** A privacy manifest deeper in the bundle than its documented places, kept by the innermost bundle. */
function addOtherManifest(bundle, relative, entry) {
    if (OTHER_PRIVACY_MANIFEST.test(relative) && !PRIVACY_MANIFEST.test(relative))
        bundle.otherPrivacyManifests.push(entry);
}
/** A file of the bundle itself (`relative` to its folder): what the checks read of it. */
function addToBundle(bundle, relative, entry) {
    if (relative === 'Info.plist')
        bundle.infoPlist = entry;
    else if (relative === 'embedded.mobileprovision')
        bundle.profile = entry;
    else if (PRIVACY_MANIFEST.test(relative))
        bundle.privacyManifests.push(entry);
    else if (isSignatureFile(relative))
        bundle.hasCodeSignature = true;
    else if (relative.startsWith('Frameworks/'))
        bundle.hasFrameworksFolder = true;
    const storyboard = STORYBOARD.exec(relative)?.[1];
    // Made at the first one: most bundles hold none, and an archive may hold thousands of bundles.
    if (storyboard)
        (bundle.storyboards ??= new Set()).add(storyboard);
    if (relative !== '' && !relative.includes('/'))
        bundle.files.set(relative, entry);
}
const PRIVACY_MANIFEST = /^(?:[^/]+\.bundle\/)?PrivacyInfo\.xcprivacy$/s;
const OTHER_PRIVACY_MANIFEST = /\/PrivacyInfo\.xcprivacy$/s;
/**
 * A storyboard's folder (compiled) or file, or a compiled XIB (`.nib`, a file or a folder), at the
 * root or in a `.lproj` folder: its name.
 */
const STORYBOARD = /^(?:[^/]+\.lproj\/)?([^/]+\.(?:storyboardc?|nib))(?:\/|$)/s;
function emptyBundle(path, kind, watch) {
    return {
        path,
        kind,
        watch,
        hasCodeSignature: false,
        hasFrameworksFolder: false,
        files: new Map(),
        privacyManifests: [],
        otherPrivacyManifests: []
    };
}
function nestedBundle(app, relativePath, kind) {
    const path = app.path + relativePath;
    let bundle = app.nested.get(path);
    const watch = WATCH_APP.test(relativePath);
    if (!bundle)
        app.nested.set(path, (bundle = emptyBundle(path, kind, watch)));
    return bundle;
}
/** A file inside `_CodeSignature/`: the folder alone signs nothing. */
function isSignatureFile(relative) {
    return relative.startsWith('_CodeSignature/') && !relative.endsWith('/');
}
function depth(root) {
    return root.split('/').length;
}

// EXTERNAL MODULE: ./src/ipa/limits.ts
var limits = __nccwpck_require__(6);
;// CONCATENATED MODULE: ./src/ipa/cms.ts
/**
 * Just enough BER to take the signed content out of a CMS (PKCS#7) SignedData envelope, as found in
 * an `embedded.mobileprovision`. Apple writes it with indefinite lengths and the content split into
 * OCTET STRING chunks, so this reads BER, not only DER. Nothing here checks the signature.
 *
 * Every element walked counts against the read budget (an indefinite length is found by walking what
 * it holds, so an element may be walked more than once): a constructed string of millions of empty
 * pieces, or nests of indefinite lengths, stop there.
 */

const MAX_DEPTH = 16;
const SIGNED_DATA_OID = Buffer.from('2a864886f70d010702', 'hex');
const TAG = { sequence: 0x30, oid: 0x06, octetString: 0x04, explicit0: 0xa0 };
/**
 * The encapsulated content of a SignedData envelope, or undefined when the bytes are not one; throws
 * a ReadLimitError when walking it would go past the budget.
 */
function signedContent(data, budget = new limits/* ReadBudget */.QT()) {
    try {
        return new Envelope(data, budget).content();
    }
    catch (error) {
        if (error instanceof limits/* ReadLimitError */.mF)
            throw error;
        return undefined;
    }
}
class Envelope {
    data;
    budget;
    constructor(data, budget) {
        this.data = data;
        this.budget = budget;
    }
    content() {
        const { data } = this;
        const contentInfo = this.readTlv(0, 0);
        if (contentInfo.tag !== TAG.sequence)
            return undefined;
        const [type, wrapped] = this.children(contentInfo, 0);
        if (type?.tag !== TAG.oid ||
            !data.subarray(type.contentStart, type.contentEnd).equals(SIGNED_DATA_OID))
            return undefined;
        const signedData = wrapped?.tag === TAG.explicit0 ? this.children(wrapped, 1)[0] : undefined;
        if (signedData?.tag !== TAG.sequence)
            return undefined;
        // SignedData: version, digestAlgorithms, encapContentInfo, …
        const encapsulated = this.children(signedData, 2)[2];
        if (encapsulated?.tag !== TAG.sequence)
            return undefined;
        const eContent = this.children(encapsulated, 3)[1];
        if (eContent?.tag !== TAG.explicit0)
            return undefined;
        const octets = this.children(eContent, 4)[0];
        if (octets === undefined || (octets.tag & 0x1f) !== TAG.octetString)
            return undefined;
        return Buffer.concat(this.octetChunks(octets, 5));
    }
    readTlv(start, depth) {
        if (depth > MAX_DEPTH)
            throw new RangeError('nested too deep');
        this.budget.cmsElement();
        let pos = start;
        const tag = this.byteAt(pos++);
        if ((tag & 0x1f) === 0x1f)
            throw new RangeError('high tag numbers are not used here');
        const constructed = (tag & 0x20) !== 0;
        const first = this.byteAt(pos++);
        if (first === 0x80) {
            if (!constructed)
                throw new RangeError('indefinite length on a primitive');
            const contentStart = pos;
            let cursor = contentStart;
            while (!(this.byteAt(cursor) === 0 && this.byteAt(cursor + 1) === 0)) {
                cursor = this.readTlv(cursor, depth + 1).end;
            }
            return { tag, constructed, contentStart, contentEnd: cursor, end: cursor + 2 };
        }
        let length = first;
        if (first > 0x80) {
            const count = first & 0x7f;
            if (count > 4)
                throw new RangeError('length too large');
            length = 0;
            for (let i = 0; i < count; i++)
                length = length * 256 + this.byteAt(pos++);
        }
        const end = pos + length;
        if (end > this.data.length)
            throw new RangeError('element runs past the end');
        return { tag, constructed, contentStart: pos, contentEnd: end, end };
    }
    children(parent, depth) {
        if (!parent.constructed)
            return [];
        const list = [];
        for (let pos = parent.contentStart; pos < parent.contentEnd;) {
            const child = this.readTlv(pos, depth + 1);
            list.push(child);
            pos = child.end;
        }
        return list;
    }
    /** A constructed OCTET STRING is a list of OCTET STRINGs: gather their bytes in order. */
    octetChunks(octets, depth) {
        if (!octets.constructed)
            return [this.data.subarray(octets.contentStart, octets.contentEnd)];
        return this.children(octets, depth).flatMap(child => this.octetChunks(child, depth + 1));
    }
    byteAt(pos) {
        const value = this.data[pos];
        if (value === undefined)
            throw new RangeError('unexpected end');
        return value;
    }
}

;// CONCATENATED MODULE: ./src/ipa/provisioning-profile.ts



const XML_START = Buffer.from('<?xml');
const PLIST_END = Buffer.from('</plist>');
/**
 * Reads an `embedded.mobileprovision`: the property list signed inside its CMS envelope. Throws a
 * PlistError when no readable property list is there, a ReadLimitError when reading it would go past
 * the budget (a budget of its own by default).
 */
function readProvisioningProfile(data, budget = new limits/* ReadBudget */.QT()) {
    const plist = (0,ipa_plist/* parsePlist */.W_)(profilePlistBytes(data, budget), budget);
    if (!(0,ipa_plist/* isPlistDict */.$q)(plist))
        throw new ipa_plist/* PlistError */.bE('the profile is not a dictionary');
    const entitlementsValue = (0,ipa_plist/* ownValue */.eC)(plist, 'Entitlements');
    const entitlements = (0,ipa_plist/* isPlistDict */.$q)(entitlementsValue) ? entitlementsValue : {};
    const teamsValue = (0,ipa_plist/* ownValue */.eC)(plist, 'TeamIdentifier');
    const teams = Array.isArray(teamsValue) ? teamsValue : [];
    const expiration = (0,ipa_plist/* ownValue */.eC)(plist, 'ExpirationDate');
    const prefixes = (0,ipa_plist/* ownValue */.eC)(plist, 'ApplicationIdentifierPrefix');
    return {
        name: (0,ipa_plist/* stringValue */.r$)(plist, 'Name'),
        teamName: (0,ipa_plist/* stringValue */.r$)(plist, 'TeamName'),
        teamIdentifier: typeof teams[0] === 'string' ? teams[0] : undefined,
        appId: (0,ipa_plist/* stringValue */.r$)(entitlements, 'application-identifier'),
        appIdPrefixes: Array.isArray(prefixes)
            ? prefixes.filter(prefix => typeof prefix === 'string')
            : undefined,
        expirationDate: expiration instanceof Date && !Number.isNaN(expiration.getTime()) ? expiration : undefined,
        kind: profileKind(plist, entitlements),
        apsEnvironment: (0,ipa_plist/* stringValue */.r$)(entitlements, 'aps-environment')
    };
}
/** The signed property list: walk the envelope, else look for the XML as most tools do. */
function profilePlistBytes(data, budget = new limits/* ReadBudget */.QT()) {
    const content = signedContent(data, budget);
    if (content !== undefined && content.length > 0)
        return content;
    const start = data.indexOf(XML_START);
    const end = start < 0 ? -1 : data.indexOf(PLIST_END, start);
    if (end < 0)
        throw new ipa_plist/* PlistError */.bE('no property list inside the profile');
    return data.subarray(start, end + PLIST_END.length);
}
/**
 * Development profiles let a debugger attach (`get-task-allow`); ad hoc ones list devices,
 * enterprise (in-house) ones provision all devices, and App Store ones do neither.
 */
function profileKind(plist, entitlements) {
    if ((0,ipa_plist/* ownValue */.eC)(entitlements, 'get-task-allow') === true)
        return 'development';
    if ((0,ipa_plist/* ownValue */.eC)(plist, 'ProvisionsAllDevices') === true)
        return 'enterprise';
    if (Array.isArray((0,ipa_plist/* ownValue */.eC)(plist, 'ProvisionedDevices')))
        return 'ad-hoc';
    return 'app-store';
}

// EXTERNAL MODULE: ./src/ipa/rules/push-rules.ts
var push_rules = __nccwpck_require__(516);
// EXTERNAL MODULE: ./src/ipa/rules/required-reason-apis.ts
var required_reason_apis = __nccwpck_require__(9988);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __nccwpck_require__(8522);
// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __nccwpck_require__(663);
;// CONCATENATED MODULE: ./src/ipa/zip-reader.ts




/** Reads the file in windows: a central directory of many small records costs a few reads. */
const WINDOW_BYTES = 64 * 1024;
/**
 * yauzl's source of bytes: reads ranges of the archive's source, keeps the last window (yauzl reads a
 * central directory record in two small pieces) and counts every byte taken from it.
 * Entries are read with `readEntry` below, not with yauzl's streams, which this does not serve.
 */
class CountingReader extends yauzl.RandomAccessReader {
    source;
    bytesRead = 0;
    window;
    /**
     * The window's memory, filled again by each read that misses it: thousands of plists read one
     * window apart would otherwise leave thousands of 64 KiB buffers for the collector.
     */
    windowMemory = Buffer.allocUnsafe(WINDOW_BYTES);
    size;
    constructor(source) {
        super();
        this.source = source;
        this.size = source.size;
    }
    read(buffer, offset, length, position, callback) {
        // Always answers asynchronously, so yauzl's loop over entries cannot grow the stack.
        this.readAt(position, length).then(data => callback(null, data.copy(buffer, offset)), (error) => callback(error));
    }
    close(callback) {
        // The caller owns the source and closes it.
        setImmediate(() => callback(null));
    }
    /** `length` bytes from `position`, in chunks as they are read and counted (see zip-stream.ts). */
    async *chunks(position, length, chunkBytes) {
        for (let at = position; at < position + length;) {
            const data = Buffer.allocUnsafe(Math.min(chunkBytes, position + length - at));
            const bytesRead = await this.fromSource(data, 0, data.length, at);
            if (bytesRead === 0)
                throw new Error('the entry runs past the end of the file');
            this.bytesRead += bytesRead;
            at += bytesRead;
            yield data.subarray(0, bytesRead);
        }
    }
    /** What will be read, told to the source ahead (see ByteSource.prefetch). */
    async prefetch(ranges) {
        try {
            await this.source.prefetch?.(ranges);
        }
        catch (error) {
            throw new SourceFailure(error);
        }
    }
    /** The source's read; its failure is the source's, not the archive's (SourceFailure). */
    async fromSource(buffer, offset, length, position) {
        try {
            return await this.source.read(buffer, offset, length, position);
        }
        catch (error) {
            throw new SourceFailure(error);
        }
    }
    /**
     * Up to `length` bytes at `position` (fewer only at the end of the file). They may lie in the
     * window's memory, which the next read fills again: use them before reading more.
     */
    async readAt(position, length) {
        const cached = this.window;
        if (cached &&
            position >= cached.start &&
            position + length <= cached.start + cached.data.length) {
            const from = position - cached.start;
            return cached.data.subarray(from, from + length);
        }
        const want = Math.max(0, Math.min(Math.max(length, WINDOW_BYTES), this.size - position));
        const data = want <= WINDOW_BYTES ? this.windowMemory.subarray(0, want) : Buffer.allocUnsafe(want);
        let filled = 0;
        // The rest of the window only as far as the source gives it at once: a remote source gives
        // what it holds already, and is asked for no more than `length`.
        while (filled < length) {
            const bytesRead = await this.fromSource(data, filled, want - filled, position + filled);
            if (bytesRead === 0)
                break; // the file shrank under us
            filled += bytesRead;
        }
        this.bytesRead += filled;
        this.window = { start: position, data: data.subarray(0, filled) };
        return this.window.data.subarray(0, Math.min(length, filled));
    }
}
/**
 * Opens the archive. Names are decoded here (`entryName`), not by yauzl: its check of each name
 * splits it at every `/`, and its CP437 decoding adds one character at a time, so 32 MiB of names
 * such as `a/a/a/…` cost it seconds.
 */
function openZip(reader) {
    return yauzl.fromRandomAccessReaderPromise(reader, reader.size, {
        lazyEntries: true,
        autoClose: false,
        decodeStrings: false,
        validateEntrySizes: true
    });
}
/** Two entries share bytes of the file; named by path, or by their place in the central directory. */
class OverlapError extends Error {
    first;
    second;
    constructor(first, second) {
        super(`${first} and ${second} overlap`);
        this.first = first;
        this.second = second;
        this.name = 'OverlapError';
    }
}
/** A local file header before the name and extra field that follow it. */
const LOCAL_HEADER_BYTES = 30;
/** The longest extra field a local header may have (its length is 16 bits). */
const MAX_EXTRA_BYTES = 0xffff;
/**
 * Where each entry lies in the file, from the central directory: its local header's offset, and the
 * least it can take (the header and its compressed data; the name and extra field are only known
 * from the local header itself). Entries that share bytes are refused, a zip bomb's way to inflate
 * one compressed stream many times.
 */
class EntryLayout {
    starts = [];
    ends = [];
    /** The starts in file order, when the central directory lists entries in another order. */
    sortedStarts;
    inOrder = true;
    previousName = '';
    add(entry) {
        const start = entry.relativeOffsetOfLocalHeader;
        const end = start + LOCAL_HEADER_BYTES + entry.compressedSize;
        const last = this.starts.length - 1;
        if (last >= 0) {
            const previousStart = this.starts[last];
            if (start < previousStart)
                this.inOrder = false;
            // Listed in file order (as zip tools write them): the overlap is named by the two paths.
            else if (start < this.ends[last])
                throw new OverlapError(this.previousName, entry.fileName);
        }
        this.starts.push(start);
        this.ends.push(end);
        this.previousName = entry.fileName;
    }
    /** After the last entry: entries listed out of file order are sorted, then checked as above. */
    checkAll() {
        if (this.inOrder)
            return;
        const order = Array.from(this.starts.keys()).sort((a, b) => this.starts[a] - this.starts[b]);
        for (let i = 1; i < order.length; i++) {
            const [before, after] = [order[i - 1], order[i]];
            if (this.starts[after] < this.ends[before])
                throw new OverlapError(`entry ${before + 1} of the central directory`, `entry ${after + 1} of the central directory`);
        }
        this.sortedStarts = order.map(i => this.starts[i]);
    }
    /**
     * An entry about to be read, now that its local header says where its data starts: the data must
     * end before the next entry's header (the central directory cannot tell it for sure).
     */
    checkData(entry, fileDataStart) {
        const dataEnd = fileDataStart + entry.compressedSize;
        const next = this.nextHeader(entry);
        if (next !== undefined && next < dataEnd)
            throw new OverlapError(entry.fileName, `the entry whose header is at byte ${next}`);
    }
    /**
     * The bytes reading `entry` takes: its local header to the next entry's, or as far as its local
     * header, name, extra field, data and data descriptor may reach, whichever is nearer.
     */
    extent(entry) {
        const start = entry.relativeOffsetOfLocalHeader;
        const most = LOCAL_HEADER_BYTES + entry.fileNameLength + MAX_EXTRA_BYTES + entry.compressedSize + 16;
        const end = Math.min(this.nextHeader(entry) ?? Infinity, start + most);
        return { position: start, length: end - start };
    }
    /** Where the first header after the entry's own starts. */
    nextHeader(entry) {
        const starts = this.sortedStarts ?? this.starts;
        let low = 0;
        let high = starts.length;
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (starts[middle] <= entry.relativeOffsetOfLocalHeader)
                low = middle + 1;
            else
                high = middle;
        }
        return starts[low];
    }
}
/**
 * The whole content of a small entry, once the budget allows its size. One read and a synchronous
 * inflate: cheaper than a chain of streams for the few kilobytes of a plist, and zlib stops at the
 * declared size, so a central directory that lies cannot make it inflate more.
 */
async function readEntry(zip, reader, entry, budget, layout) {
    const method = checkMethod(entry);
    budget.read(entry.fileName, Math.max(entry.uncompressedSize, entry.compressedSize));
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    layout.checkData(entry, fileDataStart);
    const raw = await reader.readAt(fileDataStart, entry.compressedSize);
    return content(raw, entry, method);
}
/**
 * An entry's content from its compressed bytes `raw` (read whole), inflated at once and checked
 * against the size and CRC-32 the zip declares. `raw` may lie in the reader's window: it is used
 * before any other read.
 */
function content(raw, entry, method) {
    if (raw.length < entry.compressedSize)
        throw new Error('the entry runs past the end of the file');
    const data = method === DEFLATED ? inflate(raw, entry.uncompressedSize) : Buffer.from(raw);
    if (data.length !== entry.uncompressedSize) {
        throw new Error(`the entry holds ${data.length} bytes where the zip says ${entry.uncompressedSize}`);
    }
    if ((0,external_node_zlib_.crc32)(data) !== entry.crc32)
        throw new Error('the entry fails its CRC-32 check');
    return data;
}
const STORED = 0;
const DEFLATED = 8;
/** The entry's compression method, when it is one this reader inflates; throws otherwise. */
function checkMethod(entry) {
    if (entry.isEncrypted())
        throw new Error('the entry is encrypted');
    const method = entry.compressionMethod;
    if (method !== STORED && method !== DEFLATED)
        throw new Error(`unsupported compression method ${method}`);
    return method;
}
function inflate(raw, declaredSize) {
    try {
        // Sized to the entry: zlib allocates a whole chunk for each call, 16 KiB by default.
        const chunkSize = Math.min(Math.max(declaredSize, 64), 64 * 1024);
        return (0,external_node_zlib_.inflateRawSync)(raw, { maxOutputLength: Math.max(1, declaredSize), chunkSize });
    }
    catch (error) {
        // By code, not class: the error may come from another realm (a test runner's, say).
        if (error.code === 'ERR_BUFFER_TOO_LARGE')
            throw new Error(`the entry inflates to more than the ${declaredSize} bytes the zip says`, {
                cause: error
            });
        throw new Error(`damaged deflate data (${(0,error_message/* errorMessage */.g)(error)})`, { cause: error });
    }
}

;// CONCATENATED MODULE: ./src/ipa/zip-names.ts


/** What each byte is in CP437, the encoding of names without the UTF-8 flag: yauzl's own table. */
const CP437 = Array.from(yauzl.getFileNameLowLevel(0, Buffer.from(Array.from({ length: 256 }, (_, i) => i)), [], true), char => char.charCodeAt(0));
const UTF8_FLAG = 0x800;
const UNICODE_PATH_FIELD = 0x7075;
/**
 * An entry's name as yauzl would decode and check it (the Info-ZIP Unicode path field when its CRC
 * matches, else UTF-8 or CP437 by the flag; backslashes read as slashes), in time linear in its
 * length. Throws for an absolute name or one that climbs out with `..`, as yauzl does.
 */
function entryName(entry) {
    const raw = entry.fileName;
    let name;
    for (const field of entry.extraFields) {
        if (field.id !== UNICODE_PATH_FIELD || field.data.length < 6 || field.data[0] !== 1)
            continue;
        if ((0,external_node_zlib_.crc32)(raw) !== field.data.readUInt32LE(1))
            continue;
        name = field.data.toString('utf8', 5);
        break;
    }
    name ??= entry.generalPurposeBitFlag & UTF8_FLAG ? raw.toString('utf8') : cp437(raw);
    name = name.replace(/\\/g, '/');
    if (/^[a-zA-Z]:/.test(name) || name.startsWith('/'))
        throw new Error(`absolute path: ${name}`);
    if (/(?:^|\/)\.\.(?:\/|$)/.test(name))
        throw new Error(`invalid relative path: ${name}`);
    return name;
}
function cp437(raw) {
    // Printable ASCII is the same in CP437; control characters are not (0x0A is ◙ there).
    if (raw.every(byte => byte >= 0x20 && byte < 0x7f))
        return raw.toString('latin1');
    const codes = Uint16Array.from(raw, byte => CP437[byte]);
    let text = '';
    for (let i = 0; i < codes.length; i += 8192)
        text += String.fromCharCode(...codes.subarray(i, i + 8192));
    return text;
}

;// CONCATENATED MODULE: ./src/ipa/zip-peek.ts


/** The bytes a file's kind is told by: a Mach-O header's first 16 (magic, CPU, file type). */
const PEEK_BYTES = 16;
/**
 * Compressed bytes read to find them: deflate's block header and tables come first, a few hundred
 * bytes at most. What they inflate to is bounded by deflate's ratio (1,032 to 1), then cut.
 */
const RAW_BYTES = 1024;
const MOST_INFLATED = RAW_BYTES * 1032;
/**
 * The first `bytes` of an entry (at most 64; fewer when it is shorter), to tell what it is without
 * reading it: one small read after its local header. Its CRC-32 cannot be checked on a part: a
 * damaged entry may show other first bytes, and is never read whole here.
 */
async function peekEntry(zip, reader, entry, budget, layout, bytes = PEEK_BYTES) {
    const method = checkMethod(entry);
    budget.time();
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    layout.checkData(entry, fileDataStart);
    const length = Math.min(entry.compressedSize, RAW_BYTES);
    const raw = Buffer.from(await reader.readAt(fileDataStart, length));
    if (raw.length < length)
        throw new Error('the entry runs past the end of the file');
    const data = method === DEFLATED
        ? (0,external_node_zlib_.inflateRawSync)(raw, {
            finishFlush: external_node_zlib_.constants.Z_SYNC_FLUSH,
            maxOutputLength: MOST_INFLATED,
            chunkSize: 64 * 1024
        })
        : raw;
    return data.subarray(0, Math.min(bytes, 64));
}

;// CONCATENATED MODULE: ./src/ipa/zip-end-record.ts

/** A central directory record before its name, extra field and comment: the least one takes. */
const CENTRAL_RECORD_BYTES = 46;
/** The end of central directory record, before its comment (APPNOTE.TXT 4.3.16). */
const END_RECORD_BYTES = 22;
/** The Zip64 end of central directory locator, just before the end record (4.3.15). */
const ZIP64_LOCATOR_BYTES = 20;
/** The Zip64 end of central directory record, before its extensible data (4.3.14). */
const ZIP64_END_RECORD_BYTES = 56;
/**
 * The end record yauzl opened the archive by, read again for what yauzl keeps to itself (the
 * central directory's size): at the end of the file, before the comment yauzl checked the length
 * of, and the Zip64 record its locator points at when one comes just before it, as yauzl reads it.
 * A few bytes, from the window the opening has just read.
 */
async function centralDirectoryClaim(reader, zip) {
    // Names and comments are left undecoded (openZip): the comment is its bytes.
    const commentBytes = zip.comment.length;
    const endAt = reader.size - END_RECORD_BYTES - commentBytes;
    const locatorAt = endAt - ZIP64_LOCATOR_BYTES;
    // Each read may reuse the memory of the one before: its fields are taken before the next.
    const locator = locatorAt >= 0 ? await bytesAt(reader, locatorAt, ZIP64_LOCATOR_BYTES) : undefined;
    if (locator?.readUInt32LE(0) === 0x07064b50) {
        const recordAt = Number(locator.readBigUInt64LE(8));
        const record = await bytesAt(reader, recordAt, ZIP64_END_RECORD_BYTES);
        return {
            zip64: true,
            entries: Number(record.readBigUInt64LE(32)),
            size: Number(record.readBigUInt64LE(40)),
            offset: Number(record.readBigUInt64LE(48)),
            endsBefore: recordAt
        };
    }
    const end = await bytesAt(reader, endAt, END_RECORD_BYTES);
    return {
        zip64: false,
        entries: end.readUInt16LE(10),
        size: end.readUInt32LE(12),
        offset: end.readUInt32LE(16),
        endsBefore: endAt
    };
}
async function bytesAt(reader, position, length) {
    const data = await reader.readAt(position, length);
    if (data.length < length)
        throw new Error('the end record runs past the end of the file');
    return data;
}
/**
 * A count of entries its bytes cannot hold: each record takes 46 bytes or more, and they lie within
 * the central directory's size and before the end record. That is damage, not a large archive (as a
 * Mach-O slice claiming more load commands than its bytes hold): said as what the record claims and
 * what its bytes hold, never as a read limit. Undefined when the count fits.
 */
function impossibleEntryCount(claim) {
    const before = Math.max(0, claim.endsBefore - claim.offset);
    const room = Math.min(claim.size, before);
    const most = Math.floor(room / CENTRAL_RECORD_BYTES);
    if (claim.entries <= most)
        return undefined;
    const record = claim.zip64 ? 'its Zip64 end record' : 'its end record';
    const where = claim.size <= before
        ? `its central directory of ${(0,format/* formatCount */.B4)(claim.size)} bytes holds`
        : `the ${(0,format/* formatCount */.B4)(before)} bytes from its central directory's start to the end record hold`;
    return `${record} claims ${(0,format/* formatCount */.B4)(claim.entries)} entries, where ${where} ${(0,format/* formatCount */.B4)(most)} at most (a record takes ${CENTRAL_RECORD_BYTES} bytes or more)`;
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __nccwpck_require__(7075);
;// CONCATENATED MODULE: ./src/ipa/zip-stream.ts



/** Bytes read from the file at a time, and inflated at a time: fewer, larger chunks cost less. */
const FILE_CHUNK_BYTES = 1024 * 1024;
const INFLATE_CHUNK_BYTES = 256 * 1024;
const MIN_INFLATE_CHUNK_BYTES = 4 * 1024;
/** An executable this small, inflated and compressed, is read in one step (`atOnce`). */
const AT_ONCE_BYTES = INFLATE_CHUNK_BYTES;
/**
 * The inflated content of an entry too large to hold (an executable), as a stream: the file is read
 * as it is consumed, so memory stays flat whatever the entry's size. The stream fails if the entry
 * inflates to more or fewer bytes than the zip says, or fails its CRC-32 check at the end. Counted
 * by `budget.executable`, apart from the plists' `read`. An entry of at most AT_ONCE_BYTES, inflated
 * or not, is inflated in one step and checked before its stream gives it (`atOnce`). Destroy the
 * stream (or end its iteration) when done with it, before the file is closed.
 */
async function streamEntry(zip, reader, entry, budget, layout) {
    const method = checkMethod(entry);
    budget.executable(entry.fileName, entry.uncompressedSize);
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    layout.checkData(entry, fileDataStart);
    if (fileDataStart + entry.compressedSize > reader.size)
        throw new Error('the entry runs past the end of the file');
    if (entry.uncompressedSize <= AT_ONCE_BYTES && entry.compressedSize <= AT_ONCE_BYTES)
        return external_node_stream_.Readable.from(atOnce(reader, entry, method, fileDataStart), { objectMode: false });
    const raw = external_node_stream_.Readable.from(reader.chunks(fileDataStart, entry.compressedSize, FILE_CHUNK_BYTES), {
        objectMode: false,
        highWaterMark: FILE_CHUNK_BYTES
    });
    const checked = new CheckedContent(entry.uncompressedSize, entry.crc32, budget);
    const stages = method === DEFLATED
        ? [raw, (0,external_node_zlib_.createInflateRaw)({ chunkSize: inflateChunkBytes(entry.uncompressedSize) }), checked]
        : [raw, checked];
    // Errors reach `checked`, the stream returned; a consumer that stops early ends them all.
    (0,external_node_stream_.pipeline)(stages, () => { });
    return checked;
}
/**
 * A small executable's content (a framework of a few hundred kilobytes, as most are), read and
 * inflated in one step, as a plist is, and checked as the stream checks it: no chain of streams,
 * no inflater working in zlib's threads, for each of an app's hundreds of frameworks. It holds no
 * more than a stream's own chunk would.
 */
async function* atOnce(reader, entry, method, fileDataStart) {
    // Read as the stream reads it (one chunk, here), not from the reader's window.
    const parts = [];
    for await (const part of reader.chunks(fileDataStart, entry.compressedSize, AT_ONCE_BYTES))
        parts.push(part);
    yield content(parts.length === 1 ? parts[0] : Buffer.concat(parts), entry, method);
}
/**
 * zlib allocates a whole chunk for each stream, whatever it inflates: a small executable takes a
 * small one, so that thousands of them leave no pile of 256 KiB buffers for the collector.
 */
function inflateChunkBytes(size) {
    return Math.min(INFLATE_CHUNK_BYTES, Math.max(MIN_INFLATE_CHUNK_BYTES, size));
}
/**
 * Passes the content on, failing it when it differs from the size or CRC-32 the zip declares, or
 * when the inspection's time is up.
 */
class CheckedContent extends external_node_stream_.Transform {
    declaredSize;
    declaredCrc;
    budget;
    length = 0;
    crc = 0;
    constructor(declaredSize, declaredCrc, budget) {
        super();
        this.declaredSize = declaredSize;
        this.declaredCrc = declaredCrc;
        this.budget = budget;
    }
    _transform(chunk, _encoding, done) {
        try {
            this.budget.time();
        }
        catch (error) {
            return done(error);
        }
        this.length += chunk.length;
        if (this.length > this.declaredSize)
            return done(new Error(`the entry inflates to more than the ${this.declaredSize} bytes the zip says`));
        this.crc = (0,external_node_zlib_.crc32)(chunk, this.crc);
        done(null, chunk);
    }
    _flush(done) {
        if (this.length !== this.declaredSize)
            return done(new Error(`the entry holds ${this.length} bytes where the zip says ${this.declaredSize}`));
        if (this.crc !== this.declaredCrc)
            return done(new Error('the entry fails its CRC-32 check'));
        done();
    }
}

;// CONCATENATED MODULE: ./src/ipa/archive-session.ts















/**
 * One open archive: turns what goes wrong while reading it into problems. Past a limit of one entry
 * (ReadLimitError.ofOneEntry), that entry is not read and the next is; past a limit of the archive,
 * nothing more is read, and each read asked for after it is counted, for the warning to say what
 * was not checked (`finish`). Entries that overlap, or a limit reached in the central directory,
 * end the reading (see `inspectArchive` of inspect.ts).
 */
class ArchiveSession {
    reader;
    problems;
    budget;
    entries = new EntryLayout();
    /** Entries not read within the budget: no rule may conclude from what they would have said. */
    notRead = new Set();
    /** The limit of the archive as a whole that stopped the reading, and what was asked for after. */
    stopped;
    /** Files peeked at (`peek`), against the limit of them. */
    peeked = 0;
    constructor(reader, problems, budget) {
        this.reader = reader;
        this.problems = problems;
        this.budget = budget;
    }
    /**
     * The archive, once its end record is found and its count of entries fits its bytes; undefined
     * when it is not a zip, or a damaged one (the problem said).
     */
    async open() {
        let zip;
        try {
            zip = await openZip(this.reader);
            const damage = impossibleEntryCount(await centralDirectoryClaim(this.reader, zip));
            if (damage === undefined)
                return zip;
            this.problems.badZip(damage);
        }
        catch (error) {
            if (error instanceof SourceFailure) {
                zip?.close();
                throw error;
            }
            const message = (0,error_message/* errorMessage */.g)(error);
            if (!zip && /signature not found/i.test(message))
                this.problems.notAZip();
            else
                this.problems.badZip(message);
        }
        zip?.close();
        return undefined;
    }
    async scan(zip) {
        const builder = new LayoutBuilder();
        try {
            for await (const entry of zip.eachEntry()) {
                this.budget.entry(CENTRAL_RECORD_BYTES +
                    entry.fileNameLength +
                    entry.extraFieldLength +
                    entry.fileCommentLength, entry.extraFields.length);
                // yauzl leaves names undecoded (see openZip): from here on, `fileName` is the decoded one.
                entry.fileName = entryName(entry);
                this.entries.add(entry);
                builder.add(entry.fileName, entry, unixMode(entry.versionMadeBy, entry.externalFileAttributes));
            }
            this.entries.checkAll();
        }
        catch (error) {
            if (endsTheReading(error))
                throw error;
            this.problems.badZip((0,error_message/* errorMessage */.g)(error));
            return undefined;
        }
        return builder.build();
    }
    async read(zip, entry, kind) {
        if (this.skipped(entry.fileName, kind))
            return undefined;
        try {
            return await readEntry(zip, this.reader, entry, this.budget, this.entries);
        }
        catch (error) {
            if (error instanceof limits/* ReadLimitError */.mF)
                return this.limited(error, entry.fileName, kind);
            if (endsTheReading(error))
                throw error;
            this.problems.unreadableEntry(entry.fileName, (0,error_message/* errorMessage */.g)(error));
            return undefined;
        }
    }
    /** An executable, read as Mach-O as it streams by (never held whole: it may be hundreds of MB). */
    async readExecutable(zip, entry) {
        if (this.skipped(entry.fileName, 'executable'))
            return undefined;
        try {
            const stream = await streamEntry(zip, this.reader, entry, this.budget, this.entries);
            return await readMachO(stream, entry.uncompressedSize, this.budget, WANTED_SELECTORS);
        }
        catch (error) {
            if (error instanceof limits/* ReadLimitError */.mF)
                return this.limited(error, entry.fileName, 'executable');
            if (endsTheReading(error))
                throw error;
            this.problems.unreadableEntry(entry.fileName, (0,error_message/* errorMessage */.g)(error));
            return undefined;
        }
    }
    /**
     * The first bytes of a file that could be code (zip-peek.ts), to tell what it is; undefined when
     * not read: past the limit of such files (an archive's: those after it are counted as
     * executables), or damaged (readHead).
     */
    async peek(zip, entry) {
        const { codeCandidates } = this.budget.limits;
        if (++this.peeked > codeCandidates) {
            const error = new limits/* ReadLimitError */.mF('codeCandidates', codeCandidates, 'the app holds more');
            return this.limited(error, entry.fileName, 'executable');
        }
        return this.readHead(zip, entry, PEEK_BYTES);
    }
    /**
     * The first `bytes` of an entry (a PNG icon's header, a file's magic), read after its local
     * header and the rest left unread (zip-peek.ts); undefined when not read. One whose bytes cannot
     * be inflated is damaged: the unreadable-entry problem, and no rule concludes from what it holds.
     */
    async readHead(zip, entry, bytes) {
        if (this.skipped(entry.fileName, 'executable'))
            return undefined;
        try {
            return await peekEntry(zip, this.reader, entry, this.budget, this.entries, bytes);
        }
        catch (error) {
            if (error instanceof limits/* ReadLimitError */.mF)
                return this.limited(error, entry.fileName, 'executable');
            if (endsTheReading(error))
                throw error;
            this.problems.unreadableEntry(entry.fileName, (0,error_message/* errorMessage */.g)(error));
            return undefined;
        }
    }
    /** An embedded.mobileprovision; undefined when it cannot be read (the bad-profile problem). */
    async readProfile(zip, entry) {
        const data = await this.read(zip, entry, 'profile');
        if (!data)
            return undefined;
        try {
            return readProvisioningProfile(data, this.budget);
        }
        catch (error) {
            if (error instanceof limits/* ReadLimitError */.mF)
                return this.limited(error, entry.fileName, 'profile');
            this.problems.badProfile(entry.fileName, (0,error_message/* errorMessage */.g)(error));
            return undefined;
        }
    }
    /** An Info.plist (`plist`) or a privacy manifest (`manifest`): the read-limit warning names which. */
    async readPlist(zip, entry, kind) {
        const data = await this.read(zip, entry, kind);
        if (!data)
            return undefined;
        try {
            const plist = (0,ipa_plist/* parsePlist */.W_)(data, this.budget);
            if ((0,ipa_plist/* isPlistDict */.$q)(plist))
                return plist;
            this.problems.badPlist(entry.fileName, 'its top level is not a dictionary');
        }
        catch (error) {
            if (error instanceof limits/* ReadLimitError */.mF)
                return this.limited(error, entry.fileName, kind);
            this.problems.badPlist(entry.fileName, (0,error_message/* errorMessage */.g)(error));
        }
        return undefined;
    }
    /**
     * A resource bundle's Info.plist: one that is no property list, or no dictionary, is not said (it
     * identifies no part of the app), and is as none.
     */
    async readResourcePlist(zip, entry) {
        const data = await this.read(zip, entry, 'plist');
        if (!data)
            return undefined;
        try {
            const plist = (0,ipa_plist/* parsePlist */.W_)(data, this.budget);
            return (0,ipa_plist/* isPlistDict */.$q)(plist) ? plist : undefined;
        }
        catch (error) {
            if (error instanceof limits/* ReadLimitError */.mF)
                return this.limited(error, entry.fileName, 'plist');
            return undefined;
        }
    }
    /** Tells the source what is about to be read: the entries' bytes (see ByteSource.prefetch). */
    async prefetch(entries) {
        if (entries.length > 0)
            await this.reader.prefetch(entries.map(entry => this.entries.extent(entry)));
    }
    /** A limit reached reading `entry`: that entry is not read, nor (for the archive's) any after. */
    limited(error, entry, kind) {
        error.entry ??= entry;
        this.notRead.add(entry);
        if (error.ofOneEntry)
            this.problems.readLimit(error, { entry: kind });
        else
            this.stopped ??= {
                error,
                after: { executable: 0, plist: 0, manifest: 0, profile: 0 }
            };
        return undefined;
    }
    /** After the last read: the warning of a limit of the archive, with what was not read after it. */
    finish() {
        if (this.stopped)
            this.problems.readLimit(this.stopped.error, { after: this.stopped.after });
    }
    /** Once a limit of the archive is reached, no entry is read: counted, for the warning. */
    skipped(entry, kind) {
        if (!this.stopped)
            return false;
        this.stopped.after[kind]++;
        this.notRead.add(entry);
        return true;
    }
}
/**
 * What ends the reading of the archive, not of one entry: a limit of the archive, entries that
 * overlap, a source that could not give the bytes.
 */
function endsTheReading(error) {
    return (error instanceof limits/* ReadLimitError */.mF ||
        error instanceof OverlapError ||
        error instanceof SourceFailure);
}
/** The Objective-C selectors the rules look for: the Mach-O reader keeps only these. */
const WANTED_SELECTORS = new Set([
    ...required_reason_apis/* REQUIRED_REASON_SELECTORS */.U1,
    ...push_rules/* PUSH_SELECTORS */._
]);

;// CONCATENATED MODULE: ./src/ipa/bundle-info.ts

/** What an Info.plist says about its bundle (a field is undefined when the plist lacks it). */
function bundleInfo(path, hasCodeSignature, plist) {
    if (!plist)
        return { path, hasCodeSignature };
    const platforms = (0,ipa_plist/* ownValue */.eC)(plist, 'CFBundleSupportedPlatforms');
    const firstPlatform = Array.isArray(platforms) && typeof platforms[0] === 'string' ? platforms[0] : undefined;
    return {
        path,
        bundleId: (0,ipa_plist/* stringValue */.r$)(plist, 'CFBundleIdentifier'),
        shortVersion: (0,ipa_plist/* stringValue */.r$)(plist, 'CFBundleShortVersionString'),
        build: (0,ipa_plist/* stringValue */.r$)(plist, 'CFBundleVersion'),
        displayName: (0,ipa_plist/* stringValue */.r$)(plist, 'CFBundleDisplayName') ?? (0,ipa_plist/* stringValue */.r$)(plist, 'CFBundleName'),
        minimumOsVersion: (0,ipa_plist/* stringValue */.r$)(plist, 'MinimumOSVersion'),
        platform: firstPlatform ?? (0,ipa_plist/* stringValue */.r$)(plist, 'DTPlatformName'),
        hasCodeSignature
    };
}

;// CONCATENATED MODULE: ./src/ipa/read-limit-message.ts



/** What an entry not read keeps from being checked, as the read-limit warning says it. */
const UNCHECKED = {
    executable: "that bundle's executable (its type, architectures, platform, minimum OS, SDK, bitcode, encryption and the APIs it uses) is",
    plist: "that bundle's identity, versions and executable are",
    manifest: "that privacy manifest (ITMS-91053's declarations, ITMS-91056's validity) is",
    profile: 'the provisioning profile (its expiry and kind) is'
};
/** `40 executables and 80 property lists`: what was not read after an archive's limit. */
function notReadAfter(after) {
    const parts = [
        [after.executable, 'executable', 'executables'],
        [after.plist + after['manifest'], 'property list', 'property lists'],
        [after.profile, 'provisioning profile', 'provisioning profiles']
    ];
    return parts
        .filter(([count]) => count > 0)
        .map(([count, one, many]) => `${(0,format/* formatCount */.B4)(count)} ${count === 1 ? one : many}`)
        .join(' and ');
}
/**
 * The read-limit warning, but for its last words: what was read, up to which limit, and what is not
 * checked. It says an entry or a central directory was read only where it was.
 */
function readLimitMessage(file, error, unread) {
    const limit = `preflight's limit of ${(0,limits/* limitLabel */.Sx)(error.limit, error.value)} (${quote(error.detail)})`;
    const at = error.entry === undefined ? '' : ` at ${(0,untrusted/* oneLine */.TN)(error.entry, 200)}`;
    if ('entry' in unread)
        return `${file}: ${(0,untrusted/* oneLine */.TN)(error.entry ?? '', 200)} was not read within ${limit}, so ${UNCHECKED[unread.entry]} not checked`;
    if ('after' in unread) {
        const rest = notReadAfter(unread.after);
        const were = rest && /^1 /.test(rest) && !rest.includes(' and ') ? 'was' : 'were';
        return `${file} was read up to ${limit}${at}, and no further: ${rest ? `${rest} ${were} not read after it, so the rules on them are` : 'the rules on that entry are'} not checked`;
    }
    const read = unread.centralDirectory === 'none'
        ? `its central directory was not read, being over ${limit}`
        : `its central directory was read up to ${limit}, and no further`;
    return `${file}: ${read}, so the app and its App Store rules are not checked`;
}
function quote(text) {
    return (0,untrusted/* oneLine */.TN)(text, 160);
}

// EXTERNAL MODULE: ./src/ipa/rules/archive-checks.ts
var archive_checks = __nccwpck_require__(7214);
;// CONCATENATED MODULE: ./src/ipa/problems.ts







/** Paths listed by name in one problem; the rest are counted. */
const PATHS_SHOWN = 10;
/**
 * Every problem the inspection can report, each as one sentence that names the file, the entry and
 * what to do. Names from the archive are untrusted: they go through `oneLine` before the log.
 */
class ProblemList {
    options;
    problems = [];
    file;
    /**
     * `purpose`: a `submit` check (the signing an upload does not need) is reported for `submit`
     * alone; `skip`: codes not to report (`preflight-skip`).
     */
    constructor(file, options = {}) {
        this.options = options;
        this.file = (0,untrusted/* oneLine */.TN)(external_node_path_.basename(file), 120);
    }
    /** What an App Store rule found (src/ipa/rules/): its message names the bundle, file and fix. */
    rule(rule, finding) {
        this.problems.push({
            code: rule.code,
            message: `${this.file}: ${finding.message}`,
            entry: finding.entry,
            level: finding.level ?? rule.level,
            appStoreRule: true
        });
    }
    notAZip() {
        this.add('not-a-zip', `${this.file} is not a zip archive, so it cannot be an IPA; pass the .ipa file that Xcode exported.`);
    }
    badZip(detail) {
        this.add('bad-zip', `${this.file} is a damaged zip archive (${problems_quote(detail)}); export the IPA again.`);
    }
    noApp(payloadSeen) {
        const where = payloadSeen
            ? 'its Payload/ folder holds no <name>.app bundle'
            : 'it has no Payload/<name>.app folder';
        this.add('no-app', `${this.file} is not an IPA: ${where}; export the archive again with Xcode (Distribute App).`, payloadSeen ? 'Payload/' : undefined);
    }
    payloadNotAtRoot(root) {
        const payload = `${root}Payload/`;
        this.add('payload-not-at-root', `${this.file} has its app under ${entry(payload)} instead of Payload/ at the top of the archive, which App Store Connect rejects; zip the Payload folder itself, from inside its parent folder.`, payload);
    }
    severalApps(paths, main) {
        const shown = paths.slice(0, PATHS_SHOWN).map(entry);
        if (paths.length > PATHS_SHOWN)
            shown.push(`and ${paths.length - PATHS_SHOWN} more`);
        this.add('several-apps', `${this.file} holds ${paths.length} apps in Payload/ (${shown.join(', ')}) where an IPA holds exactly one; keep only ${entry(main)} and export again.`, 'Payload/');
    }
    missingInfoPlist(appPath) {
        const plist = `${appPath}Info.plist`;
        this.add('missing-info-plist', `${this.file} has no ${entry(plist)}, so the app cannot be identified; export the IPA again from the Xcode archive.`, plist);
    }
    nestedMissingInfoPlist(bundlePath, kind = 'bundle') {
        const plist = `${bundlePath}Info.plist`;
        const fix = kind === 'framework'
            ? 'embed the framework as its build or its vendor made it (with its Info.plist, as an XCFramework gives it)'
            : "check that target's Info.plist setting";
        this.add('nested-missing-info-plist', `${this.file} has no ${entry(plist)}, and App Store Connect rejects a nested ${kind} without one; ${fix} and export again.`, plist);
    }
    missingKey(code, plist) {
        const [key, setting] = {
            'missing-bundle-id': ['CFBundleIdentifier', 'PRODUCT_BUNDLE_IDENTIFIER'],
            'missing-version': ['CFBundleShortVersionString', 'MARKETING_VERSION'],
            'missing-build': ['CFBundleVersion', 'CURRENT_PROJECT_VERSION']
        }[code];
        this.add(code, `${this.file}: ${entry(plist)} has no ${key} string; set ${setting} in the app target and export again.`, plist);
    }
    badPlist(name, detail) {
        this.add('bad-plist', `${this.file}: ${entry(name)} is not a readable property list (${problems_quote(detail)}); export the IPA again.`, name);
    }
    /**
     * An entry, or the rest of the archive, not read within a limit of the read budget (limits.ts): a
     * warning that says what was not checked, never by itself a refusal.
     */
    readLimit(error, unread) {
        const message = readLimitMessage(this.file, error, unread);
        const problem = this.problem('read-limit', `${message}; preflight does not stop the release for this alone.`, error.entry);
        // The archive's own limit first: it says what the rest of the list could not cover.
        if (problem && 'entry' in unread)
            this.problems.push(problem);
        else if (problem)
            this.problems.unshift(problem);
    }
    /** Two entries share bytes: the trick of zip bombs that inflate one stream many times. */
    overlappingEntries(first, second) {
        this.add('overlapping-entries', `${this.file} is not a well-formed zip archive: ${entry(first)} and ${entry(second)} overlap in the file, which no zip tool writes (it is how zip bombs make one compressed stream count many times); export the IPA again.`);
    }
    invalidBundleId(plist, value) {
        this.add('invalid-bundle-id', `${this.file}: ${entry(plist)} has the CFBundleIdentifier "${problems_quote(value)}", which App Store Connect refuses: a bundle ID holds only letters, digits, hyphens and periods, ${identity/* MAX_BUNDLE_ID_LENGTH */.Bh} characters at most; fix PRODUCT_BUNDLE_IDENTIFIER in that target and export again.`, plist);
    }
    invalidVersion(plist, value) {
        this.add('invalid-version', `${this.file}: ${entry(plist)} has the CFBundleShortVersionString "${problems_quote(value)}", which App Store Connect refuses: a version is one to three period-separated integers, such as 1.4.2; fix MARKETING_VERSION in that target and export again.`, plist);
    }
    invalidBuild(plist, value) {
        this.add('invalid-build', `${this.file}: ${entry(plist)} has the CFBundleVersion "${problems_quote(value)}", which App Store Connect refuses: a build is one to three period-separated integers, ${identity/* MAX_BUILD_LENGTH */.Lu} characters at most, such as 142 or 1.4.2; fix CURRENT_PROJECT_VERSION in that target and export again.`, plist);
    }
    unreadableEntry(name, detail) {
        this.add('unreadable-entry', `${this.file}: ${entry(name)} could not be read (${problems_quote(detail)}); export the IPA again.`, name);
    }
    badProfile(name, detail) {
        this.add('bad-profile', `${this.file}: ${entry(name)} holds no readable provisioning profile (${problems_quote(detail)}); sign and export the app again.`, name);
    }
    expiredProfile(name, profile) {
        const day = profile.expirationDate?.toISOString().slice(0, 10);
        this.add('expired-profile', `${this.file}: the provisioning profile ${profileName(profile)}in ${entry(name)} expired on ${day}; renew it in the Apple Developer portal, then sign and export again.`, name);
    }
    missingProfile(appPath) {
        const profile = `${appPath}embedded.mobileprovision`;
        this.add('missing-profile', `${this.file} has no ${entry(profile)}, so it is not signed for the App Store; export it with the App Store Connect distribution method.`, profile);
    }
    notAppStoreProfile(name, profile) {
        this.add('not-app-store-profile', `${this.file}: ${entry(name)} is ${(0,format/* withArticle */.vJ)(PROFILE_KIND_LABELS[profile.kind])} profile ${profileName(profile)}where the App Store takes only an App Store distribution profile; export again with the App Store Connect method.`, name);
    }
    unsignedApp(appPath) {
        const signature = `${appPath}_CodeSignature/`;
        this.add('unsigned-app', `${this.file}: ${entry(appPath)} has no _CodeSignature/ folder, so it is not code signed; sign it for distribution and export again.`, signature);
    }
    /** A problem of the archive, its sentence ending with its code. */
    add(code, message, entryName) {
        const problem = this.problem(code, withCode(message, code), entryName);
        if (problem)
            this.problems.push(problem);
    }
    /** At its row's level (ARCHIVE_CHECKS); none when skipped, or a submit check of an upload. */
    problem(code, message, entryName) {
        const { level } = (0,archive_checks/* archiveCheck */.r)(code);
        if (this.options.skip?.has(code))
            return undefined;
        if (level === 'submit' && this.options.purpose !== 'submit')
            return undefined;
        return entryName === undefined
            ? { code, message, level }
            : { code, message, level, entry: entryName };
    }
}
/** Its code at the end, as a rule names its own: what `preflight-skip` and docs/preflight.md take. */
function withCode(message, code) {
    return `${message.replace(/\.$/, '')} (${code}).`;
}
function entry(name) {
    return (0,untrusted/* oneLine */.TN)(name, 200);
}
function problems_quote(text) {
    return (0,untrusted/* oneLine */.TN)(text, 160);
}
function profileName(profile) {
    return profile.name ? `"${(0,untrusted/* oneLine */.TN)(profile.name, 120)}" ` : '';
}

// EXTERNAL MODULE: ./src/ipa/rules/index.ts + 24 modules
var rules = __nccwpck_require__(6429);
;// CONCATENATED MODULE: ./src/ipa/read-plan.ts


/**
 * The entries an inspection of `app` is about to read, told ahead to a source that fetches them (a
 * URL: see ByteSource.prefetch), so that it asks for them in few requests. A guess is enough: what
 * it leaves out is read when asked for, what it adds costs bytes only. Each bundle's Info.plist and
 * profile; with the rules, its privacy manifests and its executable (named as its folder is, as
 * Xcode names it; Info.plist's CFBundleExecutable decides, when it is read), the loose dylibs, the
 * privacy manifests deeper in each bundle, the resource bundles' Info.plists and the files that
 * could be code (of those a few bytes are read, but the plan names entries: each is fetched whole,
 * most are the bundles' executables anyway), and the app's icon files when it has no asset catalog
 * (named as Xcode and most tools name them).
 */
function expectedReads(app, { rules }) {
    const bundles = [app, ...app.nested.values(), ...app.frameworks.values()];
    const entries = bundles.flatMap(bundle => [
        bundle.infoPlist,
        bundle.profile,
        ...(rules ? [...bundle.privacyManifests, bundle.files.get(executableGuess(bundle))] : [])
    ]);
    if (rules)
        entries.push(...[...app.dylibs.values()].map(dylib => dylib.entry));
    if (rules)
        entries.push(...bundles.flatMap(bundle => bundle.otherPrivacyManifests));
    // The resource bundles' Info.plists, and the first bytes of the files that could be code.
    if (rules)
        entries.push(...[...app.other.resourceBundles.values()].map(bundle => bundle.infoPlist));
    if (rules)
        entries.push(...[...app.other.codeCandidates.values()].map(file => file.entry));
    if (rules && !app.files.has(icons/* ASSET_CATALOG */.JH))
        entries.push(...[...app.files]
            .filter(([name]) => ICON_FILE.test(name))
            .slice(0, icons/* MAX_ICON_FILES */.DW)
            .map(([, entry]) => entry));
    return [...new Set(entries.filter((entry) => entry !== undefined))];
}
/** An icon file as Xcode and most tools name it: `AppIcon60x60@2x.png`, `Icon-120.png`. */
const ICON_FILE = /^(?:AppIcon|Icon).*\.png$/is;
/** `Payload/Foo.app/` → `Foo`: the name Xcode gives a bundle's executable (paths are NFC already). */
function executableGuess({ path }) {
    const folder = external_node_path_.posix.basename(path);
    return external_node_path_.posix.basename(folder, external_node_path_.posix.extname(folder));
}

;// CONCATENATED MODULE: ./src/ipa/png.ts
/** The pixel size a PNG file's header says (its IHDR chunk), from the file's first bytes alone. */
/** Bytes a PNG file starts with: its signature, then the IHDR chunk's length, type, width, height. */
const PNG_HEAD_BYTES = 24;
const SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
/**
 * The width and height of a PNG file from its first PNG_HEAD_BYTES bytes; undefined when they are no
 * PNG header (another format, such as Xcode's old CgBI-crushed PNGs, which put a CgBI chunk first).
 */
function pngSize(head) {
    if (head.length < PNG_HEAD_BYTES || !head.subarray(0, 8).equals(SIGNATURE))
        return undefined;
    if (head.readUInt32BE(8) !== 13 || head.toString('latin1', 12, 16) !== 'IHDR')
        return undefined;
    return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

;// CONCATENATED MODULE: ./src/ipa/inspect.ts











/**
 * Reads what an IPA is (its central directory and the few entries that say so, never the whole
 * file) and lists what would make App Store Connect refuse it. Problems with the archive are
 * reported in `problems`; only a file that cannot be opened at all throws. Whatever the archive, the
 * work is bounded by the read budget (limits.ts): past a limit of one entry, that entry is not read;
 * past one of the archive, reading stops there; either is the `read-limit` warning, which names the
 * limit and what was not checked.
 */
async function inspectIpa(ipa, given = {}) {
    if (typeof ipa !== 'string')
        return inspectSource(ipa, given);
    const source = await openFileSource(ipa);
    try {
        return await inspectSource({ name: ipa, source }, given);
    }
    finally {
        await source.close();
    }
}
async function inspectSource({ name: file, source }, given) {
    // One instant for the whole inspection: the profile's expiry and the dated rules are judged alike.
    const options = { ...given, now: given.now ?? new Date() };
    const problems = new ProblemList(file, { purpose: options.purpose, skip: options.skipRules });
    const inspection = {
        file,
        nested: [],
        problems: problems.problems,
        bytesRead: 0,
        size: source.size
    };
    if (options.skipRules?.size)
        inspection.skippedRules = [...options.skipRules];
    const reader = new CountingReader(source);
    const session = new ArchiveSession(reader, problems, new limits/* ReadBudget */.QT(options.limits));
    try {
        await inspectArchive(session, inspection, options);
    }
    finally {
        inspection.bytesRead = reader.bytesRead;
    }
    return inspection;
}
async function inspectArchive(session, inspection, options) {
    const { problems } = session;
    const zip = await session.open();
    if (!zip)
        return;
    try {
        await inspectApps(session, zip, inspection, options);
        session.finish();
    }
    catch (error) {
        // The archive is not read further; what was learnt so far stays in the inspection.
        if (error instanceof limits/* ReadLimitError */.mF)
            problems.readLimit(error, {
                centralDirectory: session.budget.entriesSeen > 0 ? 'part' : 'none'
            });
        else if (error instanceof OverlapError)
            problems.overlappingEntries(error.first, error.second);
        else
            throw error;
    }
    finally {
        zip.close();
    }
}
async function inspectApps(session, zip, inspection, options) {
    const { problems } = session;
    session.budget.declaredEntries(zip.entryCount);
    const layout = await session.scan(zip);
    if (!layout)
        return;
    const main = mainApp(layout);
    if (!main) {
        problems.noApp(layout.hasPayload);
        return;
    }
    if (layout.root !== '')
        problems.payloadNotAtRoot(layout.root);
    const appPaths = layout.apps.map(app => app.path);
    if (appPaths.length > 1)
        problems.severalApps(appPaths, main.path);
    // Named by its folder until its Info.plist says more, should reading stop there.
    inspection.app = bundleInfo(main.path, main.hasCodeSignature, undefined);
    if (!options.identityOnly)
        await session.prefetch(expectedReads(main, { rules: options.rules !== false }));
    const plists = new Map();
    const mainPlist = main.infoPlist && (await session.readPlist(zip, main.infoPlist, 'plist'));
    plists.set(main.path, mainPlist);
    inspection.app = readMainApp(problems, main, mainPlist);
    if (options.identityOnly)
        return;
    for (const nested of main.nested.values()) {
        if (!nested.infoPlist)
            problems.nestedMissingInfoPlist(nested.path);
        const plist = nested.infoPlist && (await session.readPlist(zip, nested.infoPlist, 'plist'));
        plists.set(nested.path, plist);
        const info = bundleInfo(nested.path, nested.hasCodeSignature, plist);
        if (nested.infoPlist)
            checkIdentity(problems, nested.infoPlist.fileName, info);
        inspection.nested.push(info);
    }
    for (const framework of main.frameworks.values())
        if (!framework.infoPlist)
            problems.nestedMissingInfoPlist(framework.path, 'framework');
    await checkProfile(session, zip, main, inspection, options);
    if (!main.hasCodeSignature)
        problems.unsignedApp(main.path);
    if (options.rules === false)
        return;
    const reading = {
        readPlist: (entry, kind) => session.readPlist(zip, entry, kind),
        readExecutable: (entry) => session.readExecutable(zip, entry),
        // The app's own was read (or found unreadable) by checkProfile: not again.
        readProfile: async (entry) => entry === main.profile ? inspection.profile : session.readProfile(zip, entry),
        notRead: (entry) => session.notRead.has(entry.fileName),
        readResourcePlist: (entry) => session.readResourcePlist(zip, entry),
        peek: (entry) => session.peek(zip, entry),
        readPngSize: async (entry) => {
            const head = await session.readHead(zip, entry, PNG_HEAD_BYTES);
            return head && { size: pngSize(head) };
        }
    };
    const facts = await appStoreFacts(main, plists, reading, options.now);
    facts.archiveFolders = layout.rootFolders ?? [];
    for (const { rule, finding } of (0,rules/* applyRules */.I)(facts, options.skipRules))
        problems.rule(rule, finding);
}
/** The app with an Info.plist first: with several apps, that is the one worth describing. */
function mainApp(layout) {
    return layout.apps.find(app => app.infoPlist) ?? layout.apps[0];
}
/** The identity App Store Connect reads from the main app's Info.plist. */
function readMainApp(problems, app, plist) {
    if (!app.infoPlist) {
        problems.missingInfoPlist(app.path);
        return bundleInfo(app.path, app.hasCodeSignature, undefined);
    }
    const info = bundleInfo(app.path, app.hasCodeSignature, plist);
    if (plist) {
        const name = app.infoPlist.fileName;
        if (!info.bundleId)
            problems.missingKey('missing-bundle-id', name);
        if (!info.shortVersion)
            problems.missingKey('missing-version', name);
        if (!info.build)
            problems.missingKey('missing-build', name);
        checkIdentity(problems, name, info);
    }
    return info;
}
/** A bundle id, version or build that App Store Connect would refuse (see identity.ts). */
function checkIdentity(problems, plist, info) {
    if (info.bundleId !== undefined && !(0,identity/* isValidBundleId */.OA)(info.bundleId))
        problems.invalidBundleId(plist, info.bundleId);
    if (info.shortVersion !== undefined && !(0,identity/* isValidVersion */.ri)(info.shortVersion))
        problems.invalidVersion(plist, info.shortVersion);
    if (info.build !== undefined && !(0,identity/* isValidBuild */.RR)(info.build))
        problems.invalidBuild(plist, info.build);
}
async function checkProfile(session, zip, app, inspection, { now }) {
    const { problems } = session;
    if (!app.profile)
        return problems.missingProfile(app.path);
    const name = app.profile.fileName;
    inspection.profile = await session.readProfile(zip, app.profile);
    if (!inspection.profile)
        return;
    const expiry = inspection.profile.expirationDate;
    if (expiry && expiry.getTime() < now.getTime())
        problems.expiredProfile(name, inspection.profile);
    if (inspection.profile.kind !== 'app-store')
        problems.notAppStoreProfile(name, inspection.profile);
}

;// CONCATENATED MODULE: ./src/ipa/index.ts










/***/ }),

/***/ 6:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   QT: () => (/* binding */ ReadBudget),
/* harmony export */   Sx: () => (/* binding */ limitLabel),
/* harmony export */   mF: () => (/* binding */ ReadLimitError)
/* harmony export */ });
/* unused harmony export READ_LIMITS */
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8488);
/**
 * The budget for reading one IPA: whatever the archive, preflight does a bounded amount of work and
 * holds a bounded amount of memory (150 MiB at most). Reads are charged on what they cost, bytes
 * inflated and time, not on counts a large app reaches: an app of 300 frameworks, each with its
 * privacy manifest, reads about 600 small plists and 300 executables, and passes far within.
 * Measured by `__tests__/hostile-archives.test.ts` and `npm run bench` (bench/inspect.ts,
 * bench/macho.ts). Documented in docs/development.md ("Limits when reading an IPA").
 *
 * Going past a limit is the `read-limit` warning, never by itself a refusal. A limit of one entry
 * (ENTRY_LIMITS: one plist, one profile, one executable's slices, load commands or symbol data)
 * leaves that entry unread and the rest is read; a limit of the archive as a whole (its central
 * directory, the bytes and time of all the reads) stops reading there, keeping what was learnt.
 */

const MiB = 1024 * 1024;
const READ_LIMITS = {
    /**
     * Entries of the zip looked at (its central directory). An app with loose resources has tens of
     * thousands; each costs a few microseconds, so 100,000 take about half a second.
     */
    entries: 100_000,
    /**
     * Bytes of central directory records (names, extra fields, comments) looked at. 100,000 real
     * entries take about 15 MiB.
     */
    centralDirectoryBytes: 32 * MiB,
    /**
     * Extra fields of central directory records, in all. Xcode's archives have one or two an entry
     * (timestamps, Unix ids); yauzl makes an object of each, so 16,000 empty ones in every record of
     * 32 MiB would cost it seconds.
     */
    extraFields: 400_000,
    /** Bytes one entry may take, compressed or inflated. No Info.plist or profile comes near it. */
    entryBytes: 8 * MiB,
    /**
     * Bytes all the plists and profiles read may take in all, compressed or inflated (whichever is
     * larger), each charged at least READ_COST_BYTES for its header, inflater and parse: what entries
     * that share one compressed stream, or tens of thousands of plists, would multiply. An app of 300
     * frameworks, each with its Info.plist and privacy manifest, is charged about 3 MiB.
     */
    totalBytes: 32 * MiB,
    /**
     * Property list objects visited in one plist. A value that several places of a binary plist refer
     * to counts each time it is reached, so that references to references (a few KB that expand
     * exponentially) stop here. An Info.plist or a profile has about a hundred.
     */
    plistObjects: 250_000,
    /**
     * Property list objects visited in all the plists of the archive: 600 plists of a large app
     * visit about 100,000; four million take about two seconds.
     */
    totalPlistObjects: 4_000_000,
    /** How deep arrays and dictionaries may nest in a property list. Info.plists nest a few levels. */
    plistDepth: 128,
    /**
     * BER elements walked in one profile's CMS envelope, each time one is walked. Apple's envelope
     * takes a few dozen walks (a few thousand if its content came in 1 KB pieces); a constructed
     * string of millions of empty pieces stops here.
     */
    cmsElements: 100_000,
    /**
     * Bytes of executables to inflate, in all, as their zip entries declare them, each charged at
     * least EXECUTABLE_COST_BYTES for its stream and inflater. Only headers and the symbol data of the
     * imports are kept, so memory stays flat, but time grows with this (about a second a GiB): the
     * largest apps' executables take a few hundred MiB in all, 300 frameworks are charged 300 MiB.
     */
    executableBytes: 2048 * MiB,
    /**
     * Seconds the whole inspection may take, checked as entries and chunks are read. The most this
     * budget lets be read (2 GiB of executables, 32 MiB of plists, 100,000 entries) takes about 3
     * seconds on a 2-core machine and perhaps 10 on a slow shared runner; 60 leaves that six times
     * over, so no real app reaches it: it stops what the byte limits did not foresee.
     */
    seconds: 60,
    /** Slices of one fat executable. Apple's tools make at most a few (arm64, arm64e, x86_64…). */
    machoSlices: 16,
    /**
     * Bytes of one slice's load commands, all held at once (a command takes 8 bytes at least, so a
     * slice that claims more commands than its bytes hold is damaged). A real app's take tens of KiB.
     */
    machoLoadCommandBytes: 8 * MiB,
    /**
     * Bytes of symbol data kept of one executable to find its imports: the undefined symbols' nlist
     * entries, the names of those alone (the string table passes by), chained fixups and bind
     * opcodes. A large app's take a few MiB, whatever it exports.
     */
    machoLinkEditBytes: 64 * MiB,
    /** Imported symbols of one executable, counted as they are read. A large app has about 10,000. */
    machoImports: 200_000,
    /** Files that could be code (no bundle's executable) whose first bytes are read: apps have tens. */
    codeCandidates: 4096
};
/** What one plist or profile read (`totalBytes`), and one executable streamed, cost at least. */
const READ_COST_BYTES = 8192;
const EXECUTABLE_COST_BYTES = MiB;
/** Limits of one entry: past one, that entry is not read and the others are. */
const ENTRY_LIMITS = new Set([
    'entryBytes',
    'plistObjects',
    'plistDepth',
    'cmsElements',
    'machoSlices',
    'machoLoadCommandBytes',
    'machoLinkEditBytes',
    'machoImports'
]);
/** How each limit is named in a problem: "not read within the limit of …". */
function limitLabel(name, value) {
    const count = (0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(value);
    switch (name) {
        case 'entries':
            return `${count} zip entries`;
        case 'centralDirectoryBytes':
            return `${mib(value)} of central directory`;
        case 'extraFields':
            return `${count} extra fields in the central directory`;
        case 'entryBytes':
            return `${mib(value)} for one entry`;
        case 'totalBytes':
            return `${mib(value)} of plists and profiles read in all`;
        case 'plistObjects':
            return `${count} objects in one property list`;
        case 'totalPlistObjects':
            return `${count} property list objects in all`;
        case 'plistDepth':
            return `property lists nested ${count} deep`;
        case 'cmsElements':
            return `${count} elements in a profile's signature envelope`;
        case 'executableBytes':
            return `${mib(value)} of executables read in all`;
        case 'seconds':
            return `${count} seconds of reading`;
        case 'machoSlices':
            return `${count} architectures in one executable`;
        case 'machoLoadCommandBytes':
            return `${mib(value)} of load commands in one executable`;
        case 'machoLinkEditBytes':
            return `${mib(value)} of symbol data in one executable`;
        case 'machoImports':
            return `${count} imported symbols in one executable`;
        case 'codeCandidates':
            return `${count} files that could be code looked at`;
    }
}
/** Thrown when reading would go past a limit: the entry (or, for the archive's, the rest) is not read. */
class ReadLimitError extends Error {
    limit;
    value;
    detail;
    entry;
    constructor(limit, value, 
    /** What went past it, e.g. `it lists 250,000`. */
    detail, 
    /** The entry being read, when there was one (set by whoever knows it). */
    entry) {
        super(`over the limit of ${limitLabel(limit, value)}: ${detail}`);
        this.limit = limit;
        this.value = value;
        this.detail = detail;
        this.entry = entry;
        this.name = 'ReadLimitError';
    }
    /** A limit of one entry: the reading goes on with the next. */
    get ofOneEntry() {
        return ENTRY_LIMITS.has(this.limit);
    }
}
/** What one inspection has spent, against the limits: each method throws a ReadLimitError past one. */
class ReadBudget {
    limits;
    spent = { entries: 0, centralDirectoryBytes: 0, extraFields: 0, totalBytes: 0 };
    objects = 0;
    objectsInEntry = 0;
    cmsWalked = 0;
    executableBytes = 0;
    deadline;
    constructor(limits = {}) {
        this.limits = { ...READ_LIMITS, ...limits };
        this.deadline = performance.now() + this.limits.seconds * 1000;
    }
    /** The archive says how many entries it has: refuse before looking at any. */
    declaredEntries(count) {
        if (count > this.limits.entries)
            this.fail('entries', `its end record says it lists ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(count)}`);
    }
    /** Central directory records looked at so far. */
    get entriesSeen() {
        return this.spent.entries;
    }
    /** One central directory record of this many bytes and extra fields. */
    entry(recordBytes, extraFields) {
        this.time();
        if (++this.spent.entries > this.limits.entries)
            this.fail('entries', 'it lists more of them than its end record says');
        this.spent.centralDirectoryBytes += recordBytes;
        if (this.spent.centralDirectoryBytes > this.limits.centralDirectoryBytes)
            this.fail('centralDirectoryBytes', 'its records are longer');
        this.spent.extraFields += extraFields;
        if (this.spent.extraFields > this.limits.extraFields)
            this.fail('extraFields', 'its records hold more');
    }
    /**
     * One entry to read whole (a plist or a profile), taking this many bytes (compressed or inflated,
     * the larger). Its own counts (objects, envelope elements) start again from here.
     */
    read(name, bytes) {
        this.time();
        if (bytes > this.limits.entryBytes)
            this.fail('entryBytes', `it takes ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(bytes)}`, name);
        this.spent.totalBytes += Math.max(bytes, READ_COST_BYTES);
        if (this.spent.totalBytes > this.limits.totalBytes)
            this.fail('totalBytes', `with this one, the entries read would be charged ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(this.spent.totalBytes)}`, name);
        this.objectsInEntry = 0;
        this.cmsWalked = 0;
    }
    /** One property list object reached, at this depth (the top object is at depth 1). */
    plistObject(depth) {
        if (depth > this.limits.plistDepth)
            this.fail('plistDepth', 'it nests deeper');
        if (++this.objectsInEntry > this.limits.plistObjects)
            this.fail('plistObjects', 'it holds more, counting each reference');
        if (++this.objects > this.limits.totalPlistObjects)
            this.fail('totalPlistObjects', 'the plists read so far hold more, counting each reference');
    }
    /** One BER element of a CMS envelope walked. */
    cmsElement() {
        if (++this.cmsWalked > this.limits.cmsElements)
            this.fail('cmsElements', 'the envelope holds more');
    }
    /**
     * One executable about to be streamed, of this many inflated bytes. Counted apart from `read`:
     * only its headers and symbol data are kept, whatever its size.
     */
    executable(name, bytes) {
        this.time();
        this.executableBytes += Math.max(bytes, EXECUTABLE_COST_BYTES);
        if (this.executableBytes > this.limits.executableBytes)
            this.fail('executableBytes', `with this one, the executables read would be charged ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(this.executableBytes)}`, name);
    }
    /** Throws past the deadline of the whole inspection; called as entries and chunks are read. */
    time() {
        if (performance.now() > this.deadline)
            this.fail('seconds', `the inspection has taken ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(this.limits.seconds)} seconds`);
    }
    /** A fat executable says how many slices it has: refuse before reading their headers. */
    machoSlices(count) {
        if (count > this.limits.machoSlices)
            this.fail('machoSlices', `its fat header lists ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(count)}`);
    }
    /** A slice says how many bytes its load commands take: refuse before reading them. */
    machoLoadCommandBytes(bytes) {
        if (bytes > this.limits.machoLoadCommandBytes)
            this.fail('machoLoadCommandBytes', `a slice says they take ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(bytes)}`);
    }
    /** The symbol data one executable keeps, in all, as it is kept. */
    machoLinkEdit(bytes) {
        if (bytes > this.limits.machoLinkEditBytes)
            this.fail('machoLinkEditBytes', `it would keep ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatBytes */ .z3)(bytes)}`);
    }
    /** Imports of one executable, as a count it declares or as they are found. */
    machoImports(count) {
        if (count > this.limits.machoImports)
            this.fail('machoImports', `it imports ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(count)} or more`);
    }
    fail(limit, detail, entry) {
        throw new ReadLimitError(limit, this.limits[limit], detail, entry);
    }
}
/** A limit in MiB, as it is written in the source: `8 MiB`. */
function mib(bytes) {
    return `${bytes / MiB} MiB`;
}


/***/ }),

/***/ 4844:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  bE: () => (/* reexport */ PlistError),
  $q: () => (/* binding */ isPlistDict),
  eC: () => (/* binding */ ownValue),
  W_: () => (/* binding */ parsePlist),
  r$: () => (/* binding */ stringValue)
});

// EXTERNAL MODULE: ./node_modules/fast-plist/release/src/main.js
var main = __nccwpck_require__(7627);
// EXTERNAL MODULE: ./src/text/error-message.ts
var error_message = __nccwpck_require__(7515);
;// CONCATENATED MODULE: ./src/ipa/plist-value.ts
class PlistError extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'PlistError';
    }
}

;// CONCATENATED MODULE: ./src/ipa/binary-plist.ts

const HEADER_BYTES = 8;
const TRAILER_BYTES = 32;
/** Seconds from the Unix epoch to CoreFoundation's, 2001-01-01T00:00:00Z. */
const CF_EPOCH_SECONDS = 978_307_200;
function parseBinaryPlist(data, budget) {
    if (data.length < HEADER_BYTES + TRAILER_BYTES + 1)
        damaged('too short to hold its trailer');
    const trailer = data.subarray(data.length - TRAILER_BYTES);
    const offsetSize = trailer[6];
    const refSize = trailer[7];
    const objectCount = readUInt(trailer, 8, 8);
    const top = readUInt(trailer, 16, 8);
    const tableStart = readUInt(trailer, 24, 8);
    if (offsetSize < 1 || offsetSize > 8 || refSize < 1 || refSize > 8)
        damaged(`its trailer gives offsets of ${offsetSize} and references of ${refSize} bytes`);
    const objectsEnd = data.length - TRAILER_BYTES;
    if (objectCount < 1 ||
        tableStart < HEADER_BYTES ||
        tableStart + objectCount * offsetSize > objectsEnd)
        damaged('its offset table does not fit between the header and the trailer');
    if (top >= objectCount)
        damaged('its top object is not in the offset table');
    return new Reader(data, budget, { offsetSize, refSize, objectCount, tableStart }).read(top, 1);
}
class Reader {
    data;
    budget;
    layout;
    /** Strings, numbers, dates and data already made, by object number. */
    leaves = new Map();
    /** Containers being read: a reference to one of them is a cycle. */
    open = new Set();
    constructor(data, budget, layout) {
        this.data = data;
        this.budget = budget;
        this.layout = layout;
    }
    read(object, depth) {
        this.budget.plistObject(depth);
        const cached = this.leaves.get(object);
        if (cached !== undefined)
            return cached;
        if (this.open.has(object))
            damaged(`object ${object} contains itself`);
        const start = this.offsetOf(object);
        const marker = this.byte(start);
        const type = marker >> 4;
        const info = marker & 0x0f;
        switch (type) {
            case 0xa: // array
            case 0xb: // ordered set
            case 0xc: // set
                return this.container(object, () => this.array(start, info, depth));
            case 0xd:
                return this.container(object, () => this.dictionary(start, info, depth));
        }
        const value = this.leaf(start, type, info, object);
        this.leaves.set(object, value);
        return value;
    }
    container(object, read) {
        this.open.add(object);
        try {
            return read();
        }
        finally {
            this.open.delete(object);
        }
    }
    array(start, info, depth) {
        const { count, at } = this.count(start, info, this.layout.refSize);
        const array = [];
        for (let i = 0; i < count; i++)
            array.push(this.read(this.ref(at, i), depth + 1));
        return array;
    }
    dictionary(start, info, depth) {
        const { count, at } = this.count(start, info, 2 * this.layout.refSize);
        const dict = {};
        for (let i = 0; i < count; i++) {
            const key = this.read(this.ref(at, i), depth + 1);
            if (typeof key !== 'string')
                damaged('a dictionary key is not a string');
            const value = this.read(this.ref(at, count + i), depth + 1);
            // A `__proto__` key becomes a key like any other, not the dictionary's prototype.
            if (key === '__proto__')
                Object.defineProperty(dict, key, {
                    value,
                    enumerable: true,
                    writable: true,
                    configurable: true
                });
            else
                dict[key] = value;
        }
        return dict;
    }
    leaf(start, type, info, object) {
        switch (type) {
            case 0x0:
                if (info === 0x8)
                    return false;
                if (info === 0x9)
                    return true;
                if (info === 0x0 || info === 0xf)
                    return null;
                break;
            case 0x1:
                if (info <= 4)
                    return this.integer(start + 1, 2 ** info);
                break;
            case 0x2:
                if (info === 2)
                    return this.bytes(start + 1, 4).readFloatBE(0);
                if (info === 3)
                    return this.bytes(start + 1, 8).readDoubleBE(0);
                break;
            case 0x3:
                if (info === 3) {
                    const seconds = this.bytes(start + 1, 8).readDoubleBE(0);
                    return new Date((CF_EPOCH_SECONDS + seconds) * 1000);
                }
                break;
            case 0x4: {
                const { count, at } = this.count(start, info, 1);
                return this.data.subarray(at, at + count);
            }
            case 0x5: // ASCII (UTF-8 read, as Apple's own reader accepts)
            case 0x7: {
                // UTF-8 (bplist01 and later; read here too)
                const { count, at } = this.count(start, info, 1);
                return this.data.toString('utf8', at, at + count);
            }
            case 0x6: {
                const { count, at } = this.count(start, info, 2);
                return Buffer.from(this.data.subarray(at, at + 2 * count))
                    .swap16()
                    .toString('utf16le');
            }
            case 0x8:
                return { CF$UID: readUInt(this.bytes(start + 1, info + 1), 0, info + 1) };
        }
        damaged(`object ${object} has an unknown marker 0x${((type << 4) | info).toString(16)}`);
    }
    /**
     * A big-endian integer: 1, 2 and 4 bytes unsigned, 8 bytes signed, 16 bytes for an unsigned 64-bit
     * value (its low 8 bytes). A number when it is exact as one, else a bigint.
     */
    integer(at, size) {
        const bytes = this.bytes(at, size);
        if (size <= 4)
            return readUInt(bytes, 0, size);
        const value = size === 8 ? bytes.readBigInt64BE(0) : bytes.readBigUInt64BE(8);
        const exact = value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER);
        return exact ? Number(value) : value;
    }
    /** The count of an object (in its marker, or the integer after it) and where its content starts. */
    count(start, info, unitBytes) {
        let count = info;
        let at = start + 1;
        if (info === 0xf) {
            const marker = this.byte(at);
            const size = 2 ** (marker & 0x0f);
            if (marker >> 4 !== 0x1 || size > 8)
                damaged('a count is not an integer');
            count = readUInt(this.bytes(at + 1, size), 0, size);
            at += 1 + size;
        }
        // Content past the objects (into the offset table or beyond) is damage, whatever the count.
        if (at + count * unitBytes > this.layout.tableStart)
            damaged('an object runs past the end of the objects');
        return { count, at };
    }
    ref(at, index) {
        const { refSize, objectCount } = this.layout;
        const object = readUInt(this.data, at + index * refSize, refSize);
        if (object >= objectCount)
            damaged(`a reference to object ${object} of ${objectCount}`);
        return object;
    }
    offsetOf(object) {
        const { offsetSize, tableStart } = this.layout;
        const offset = readUInt(this.data, tableStart + object * offsetSize, offsetSize);
        if (offset < HEADER_BYTES || offset >= tableStart)
            damaged(`object ${object} is not between the header and the offset table`);
        return offset;
    }
    byte(at) {
        if (at >= this.layout.tableStart)
            damaged('an object runs past the end of the objects');
        return this.data[at];
    }
    bytes(at, size) {
        if (at + size > this.layout.tableStart)
            damaged('an object runs past the end of the objects');
        return this.data.subarray(at, at + size);
    }
}
/** An unsigned big-endian integer; Infinity past 2^53, which every bounds check then refuses. */
function readUInt(data, at, size) {
    let value = 0;
    for (let i = 0; i < size; i++)
        value = value * 256 + data[at + i];
    return value > Number.MAX_SAFE_INTEGER ? Infinity : value;
}
function damaged(detail) {
    throw new PlistError(`damaged binary property list: ${detail}`);
}

// EXTERNAL MODULE: ./src/ipa/limits.ts
var limits = __nccwpck_require__(6);
;// CONCATENATED MODULE: ./src/ipa/plist.ts






const BINARY_MAGIC = Buffer.from('bplist');
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/**
 * Parses a binary (`bplist00`) or XML property list; throws a PlistError for anything else, and a
 * ReadLimitError when it would take more than the budget allows (a budget of its own by default).
 */
function parsePlist(data, budget = new limits/* ReadBudget */.QT()) {
    if (data.subarray(0, 6).equals(BINARY_MAGIC))
        return parseBinary(data, budget);
    const text = decodeXmlText(data);
    if (text === undefined)
        throw new PlistError(`neither a binary nor an XML property list (starts with ${describeStart(data)})`);
    return parseXml(text, budget);
}
function isPlistDict(value) {
    return (typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        !(value instanceof Date) &&
        !Buffer.isBuffer(value));
}
/** A dictionary's own value for a key: a `__proto__` key in a plist must not lend values. */
function ownValue(dict, key) {
    return Object.hasOwn(dict, key) ? dict[key] : undefined;
}
/** A non-empty string value of a dictionary. */
function stringValue(dict, key) {
    const value = ownValue(dict, key);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
function parseBinary(data, budget) {
    const version = data.subarray(6, 8).toString('latin1');
    if (version !== '00')
        throw new PlistError(`binary property list version ${JSON.stringify(version)} is not supported`);
    return parseBinaryPlist(data, budget);
}
function parseXml(text, budget) {
    // The parser is lenient about truncation; Xcode always closes the document.
    if (!/<plist[\s>]/.test(text) || !/<\/plist>\s*$/.test(text)) {
        throw new PlistError('XML without a complete <plist> element');
    }
    chargeXmlElements(text, budget);
    try {
        return (0,main/* parse */.qg)(text);
    }
    catch (error) {
        throw new PlistError(`damaged XML property list: ${(0,error_message/* errorMessage */.g)(error)}`, { cause: error });
    }
}
/**
 * Counts the elements of an XML plist against the budget, with the depth at which each sits, before
 * fast-plist builds them: it builds with a stack of its own, so depth costs it no recursion, but every
 * element costs memory. An upper bound (every opening tag counts, keys and comments too), in one pass
 * with no regular expression; fast-plist reads tag names as this does, spaces trimmed.
 */
function chargeXmlElements(text, budget) {
    let depth = 0;
    let close = -1;
    for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
        const name = skipSpaces(text, at + 1);
        const first = text.charCodeAt(name);
        if (first === 0x3f /* ? */ || first === 0x21 /* ! */)
            continue;
        if (first === 0x2f /* / */) {
            if (isContainer(text, skipSpaces(text, name + 1)))
                depth = Math.max(0, depth - 1);
            continue;
        }
        budget.plistObject(depth + 1);
        // The end of this tag: searched again only once passed, so that tags never closed cost one scan.
        if (close < at)
            close = text.indexOf('>', at);
        if (close < 0)
            break;
        if (isContainer(text, name) && text.charCodeAt(close - 1) !== 0x2f)
            depth++;
    }
}
function skipSpaces(text, at) {
    let i = at;
    for (let c = text.charCodeAt(i); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;)
        c = text.charCodeAt(++i);
    return i;
}
function isContainer(text, at) {
    return text.startsWith('array', at) || text.startsWith('dict', at);
}
/** XML text in UTF-8 or UTF-16 (with or without a byte order mark), or undefined when it is not XML. */
function decodeXmlText(data) {
    let encoding = 'utf-8';
    let body = data;
    if (data.subarray(0, 3).equals(UTF8_BOM))
        body = data.subarray(3);
    else if (data[0] === 0xff && data[1] === 0xfe)
        [encoding, body] = ['utf-16le', data.subarray(2)];
    else if (data[0] === 0xfe && data[1] === 0xff)
        [encoding, body] = ['utf-16be', data.subarray(2)];
    else if (data[0] === 0x3c && data[1] === 0x00)
        encoding = 'utf-16le';
    else if (data[0] === 0x00 && data[1] === 0x3c)
        encoding = 'utf-16be';
    let text;
    try {
        text = new TextDecoder(encoding, { fatal: true }).decode(body);
    }
    catch {
        return undefined;
    }
    return text.trimStart().startsWith('<') ? text.trim() : undefined;
}
function describeStart(data) {
    if (data.length === 0)
        return 'nothing: it is empty';
    const head = data.subarray(0, 8);
    const printable = [...head].every(byte => byte >= 0x20 && byte < 0x7f);
    return printable ? `"${head.toString('latin1')}"` : `bytes ${head.toString('hex')}`;
}


/***/ }),

/***/ 7214:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ archiveCheck),
/* harmony export */   x: () => (/* binding */ ARCHIVE_CHECKS)
/* harmony export */ });
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2828);

const ARCHIVE_FORMAT = 'the archive format (an IPA is a zip archive holding `Payload/<name>.app`)';
const READ_LIMITS_DOC = "preflight's read limits (docs/development.md, Limits when reading an IPA)";
const BUNDLE_ID = 'https://developer.apple.com/help/glossary/bundle-id (read 2026-11-27)';
const VERSION = 'https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleshortversionstring (read 2026-11-27)';
const BUILD = 'https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleversion (read 2026-11-27)';
const SIGNING = 'https://developer.apple.com/library/archive/technotes/tn2407/_index.html (iOS Code Signing Troubleshooting Index; read 2026-11-27)';
/**
 * The checks of the archive itself, before any App Store rule: what src/ipa/problems.ts reports,
 * one row per code. A level changes here, and nowhere else.
 */
const ARCHIVE_CHECKS = [
    {
        code: 'not-a-zip',
        title: 'the file is a zip archive, as an IPA is',
        level: 'not-an-ipa',
        fix: 'pass the `.ipa` that Xcode exported (not the `.xcarchive`, not a `.app`)',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'bad-zip',
        title: 'the zip archive is whole (not an interrupted copy or download)',
        level: 'not-an-ipa',
        fix: 'export the IPA again',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'read-limit',
        title: "every entry is read within preflight's limits; one past a limit is named with the rules it kept from judging",
        level: 'warn',
        fix: 'nothing stops the release; the warning says what was not checked',
        source: READ_LIMITS_DOC
    },
    {
        code: 'overlapping-entries',
        title: 'no two entries of the zip share bytes, as zip bombs do and no zip tool does',
        level: 'refuse',
        fix: 'export the IPA again',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'no-app',
        title: 'the archive holds `Payload/<name>.app`',
        level: 'not-an-ipa',
        fix: 'export with Xcode (Distribute App, or `xcodebuild -exportArchive`)',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'payload-not-at-root',
        title: '`Payload/` is at the top of the archive, not under another folder',
        level: 'refuse',
        fix: 'zip the `Payload` folder itself, from inside its parent folder',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'several-apps',
        title: '`Payload/` holds exactly one `.app`',
        level: 'refuse',
        fix: 'keep only the app to send, and export again',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'missing-info-plist',
        title: 'the app has an `Info.plist`, which identifies it',
        level: 'refuse',
        fix: 'export the IPA again from the Xcode archive',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'nested-missing-info-plist',
        title: 'each extension, framework and watch app inside the app has an `Info.plist`',
        level: 'refuse',
        fix: "check that target's Info.plist setting, and export again",
        source: ARCHIVE_FORMAT
    },
    {
        code: 'missing-bundle-id',
        title: '`Info.plist` has a `CFBundleIdentifier`',
        level: 'refuse',
        fix: 'set `PRODUCT_BUNDLE_IDENTIFIER` in the app target',
        source: BUNDLE_ID
    },
    {
        code: 'missing-version',
        title: '`Info.plist` has a `CFBundleShortVersionString`',
        level: 'refuse',
        fix: 'set `MARKETING_VERSION` in the app target',
        source: VERSION
    },
    {
        code: 'missing-build',
        title: '`Info.plist` has a `CFBundleVersion`',
        level: 'refuse',
        fix: 'set `CURRENT_PROJECT_VERSION` in the app target',
        source: BUILD
    },
    {
        code: 'invalid-bundle-id',
        title: `\`CFBundleIdentifier\` holds only letters, digits, \`-\` and \`.\`, ${_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_BUNDLE_ID_LENGTH */ .Bh} characters at most`,
        level: 'refuse',
        fix: 'fix `PRODUCT_BUNDLE_IDENTIFIER` in that target',
        source: BUNDLE_ID
    },
    {
        code: 'invalid-version',
        title: '`CFBundleShortVersionString` is one to three period-separated integers, such as `1.4.2`',
        level: 'refuse',
        fix: 'fix `MARKETING_VERSION` in that target',
        source: VERSION
    },
    {
        code: 'invalid-build',
        title: `\`CFBundleVersion\` is one to three period-separated integers, ${_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_BUILD_LENGTH */ .Lu} characters at most`,
        level: 'refuse',
        fix: 'fix `CURRENT_PROJECT_VERSION` in that target',
        source: BUILD
    },
    {
        code: 'bad-plist',
        title: 'each property list read is readable, and a dictionary at its top level',
        level: 'refuse',
        fix: 'export the IPA again',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'unreadable-entry',
        title: 'each entry read inflates (not damaged, no unsupported compression)',
        level: 'refuse',
        fix: 'export the IPA again',
        source: ARCHIVE_FORMAT
    },
    {
        code: 'bad-profile',
        title: '`embedded.mobileprovision` holds a readable provisioning profile',
        level: 'submit',
        fix: 'sign and export the app again',
        source: SIGNING
    },
    {
        code: 'expired-profile',
        title: 'the provisioning profile has not expired',
        level: 'submit',
        fix: 'renew it in the Apple Developer portal, then sign and export again',
        source: SIGNING
    },
    {
        code: 'missing-profile',
        title: 'the app has an `embedded.mobileprovision`, so it is signed for the App Store',
        level: 'submit',
        fix: 'export with the App Store Connect distribution method',
        source: SIGNING
    },
    {
        code: 'not-app-store-profile',
        title: 'the profile is an App Store distribution profile (not development, ad hoc, enterprise)',
        level: 'submit',
        fix: 'export with the App Store Connect method (`app-store-connect`)',
        source: SIGNING
    },
    {
        code: 'unsigned-app',
        title: 'the app has a `_CodeSignature/` folder, so it is code signed',
        level: 'submit',
        fix: 'sign it for distribution and export again',
        source: SIGNING
    }
];
/** The row of an archive check. */
function archiveCheck(code) {
    return ARCHIVE_CHECKS.find(check => check.code === code);
}


/***/ }),

/***/ 1183:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   dx: () => (/* binding */ kindWord),
/* harmony export */   es: () => (/* binding */ isLibrary),
/* harmony export */   nu: () => (/* binding */ slicesOf),
/* harmony export */   qF: () => (/* binding */ shownEntry),
/* harmony export */   w4: () => (/* binding */ hostOf)
/* harmony export */ });
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9209);

/** A framework or a loose dylib: code another bundle loads, not a bundle that runs. */
const isLibrary = (bundle) => bundle.kind === 'framework' || bundle.kind === 'dylib';
/** The slices of a bundle's executable: none when it has none, or it is not a Mach-O file. */
function slicesOf(bundle) {
    const read = bundle.executable?.read;
    return read?.kind === 'macho' || read?.kind === 'malformed' ? read.slices : [];
}
/** A bundle's kind as a message names it: `app`, `extension`, `watch app`, `App Clip`, `framework`. */
const kindWord = (bundle) => KIND_WORDS[bundle.kind] ?? bundle.kind;
const KIND_WORDS = {
    'watch-app': 'watch app',
    'app-clip': 'App Clip'
};
/** An entry path of the archive, as a message shows it. */
const shownEntry = (entry) => (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(entry, 200);
/** The bundle whose Info.plist and manifest speak for a library's code: its holder, else the app. */
const hostOf = (bundle, facts) => isLibrary(bundle) ? (bundle.container ?? facts.app) : bundle;


/***/ }),

/***/ 1078:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DW: () => (/* binding */ MAX_ICON_FILES),
/* harmony export */   JH: () => (/* binding */ ASSET_CATALOG),
/* harmony export */   f8: () => (/* binding */ iconFiles),
/* harmony export */   j4: () => (/* binding */ iconName)
/* harmony export */ });
/* harmony import */ var _plist_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4844);
/**
 * Where an app's icon is, from its Info.plist and the names of its files: the asset catalog's icon
 * (CFBundleIconName, in `Assets.car`) and the icon files beside Info.plist (CFBundleIconFiles), as
 * iOS looks them up. Shared by the facts' reading (which files to read) and the icon rules.
 */

/** An app's compiled asset catalog, right in its folder. */
const ASSET_CATALOG = 'Assets.car';
/** At most this many icon files are read: Xcode copies two to six; more than this is not read. */
const MAX_ICON_FILES = 16;
/** The CFBundlePrimaryIcon dictionaries: iPhone's (CFBundleIcons), then iPad's (CFBundleIcons~ipad). */
function primaryIcons(plist) {
    return ['CFBundleIcons', 'CFBundleIcons~ipad'].flatMap(key => {
        const icons = (0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .ownValue */ .eC)(plist, key);
        const primary = (0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .isPlistDict */ .$q)(icons) ? (0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .ownValue */ .eC)(icons, 'CFBundlePrimaryIcon') : undefined;
        return (0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .isPlistDict */ .$q)(primary) ? [primary] : [];
    });
}
/** The asset catalog's icon that Info.plist names (CFBundleIconName), at its top or in a primary icon. */
function iconName(plist) {
    return [plist, ...primaryIcons(plist)]
        .map(dict => (0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .stringValue */ .r$)(dict, 'CFBundleIconName'))
        .find(name => name !== undefined);
}
const strings = (value) => (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'string');
/** `AppIcon60x60@2x~ipad.png` → `appicon60x60`: the name an icon file is looked up by, any case. */
const FILE_PARTS = /^(.*?)(?:@[23]x)?(?:~iphone|~ipad)?\.png$/is;
const baseOf = (name) => (FILE_PARTS.exec(name)?.[1] ?? name).toLowerCase();
/**
 * The files of the bundle's folder that are the icons Info.plist names (CFBundleIconFiles in each
 * primary icon and at its top, CFBundleIconFile), looked up as iOS does: `AppIcon60x60` is
 * `AppIcon60x60.png`, `AppIcon60x60@2x.png`, `AppIcon60x60@3x~iphone.png`, … (compared in any case,
 * as on a Mac's disk). At most MAX_ICON_FILES + 1: one more says there are too many to read.
 */
function iconFiles(plist, files) {
    const named = [plist, ...primaryIcons(plist)].flatMap(dict => [
        ...strings((0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .ownValue */ .eC)(dict, 'CFBundleIconFiles')),
        ...strings((0,_plist_js__WEBPACK_IMPORTED_MODULE_0__/* .ownValue */ .eC)(dict, 'CFBundleIconFile'))
    ]);
    const bases = new Set(named.map(baseOf));
    const found = [];
    for (const file of files) {
        if (FILE_PARTS.test(file) && bases.has(baseOf(file)))
            found.push(file);
        if (found.length > MAX_ICON_FILES)
            break;
    }
    return found;
}


/***/ }),

/***/ 6429:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  y: () => (/* binding */ RULES),
  I: () => (/* binding */ applyRules)
});

// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __nccwpck_require__(9209);
// EXTERNAL MODULE: ./src/ipa/plist.ts + 2 modules
var ipa_plist = __nccwpck_require__(4844);
// EXTERNAL MODULE: ./src/ipa/rules/facts.ts
var rules_facts = __nccwpck_require__(1183);
;// CONCATENATED MODULE: ./src/ipa/rules/privacy-sdks.ts
/**
 * The third-party SDKs that must carry their own privacy manifest (and a signature) when an app
 * embeds them, as Apple lists them (any version, and any SDK that repackages one), each with the bundle identifiers its vendor's builds carry where
 * one is known (read from the vendors' public Info.plists and apps that embed them). A framework
 * CocoaPods builds from the SDK's pod carries `org.cocoapods.<name>`. Apple updates the list:
 * update it (and the source) then.
 */
const PRIVACY_SDKS_SOURCE = 'https://developer.apple.com/support/third-party-SDK-requirements/ (Third-party SDK requirements: "SDKs that require a privacy manifest and signature", read 2026-11-27)';
const PRIVACY_SDKS = [
    { name: 'Abseil' },
    { name: 'AFNetworking' },
    { name: 'Alamofire', ids: ['org.alamofire.Alamofire'] },
    { name: 'AppAuth' },
    { name: 'BoringSSL' },
    { name: 'openssl_grpc' },
    { name: 'Capacitor' },
    { name: 'Charts' },
    { name: 'connectivity_plus' },
    { name: 'Cordova' },
    { name: 'device_info_plus' },
    { name: 'DKImagePickerController' },
    { name: 'DKPhotoGallery' },
    { name: 'FBAEMKit', ids: ['com.facebook.sdk.FBAEMKit'] },
    { name: 'FBLPromises' },
    { name: 'FBSDKCoreKit', ids: ['com.facebook.sdk.FBSDKCoreKit'] },
    { name: 'FBSDKCoreKit_Basics', ids: ['com.facebook.sdk.FBSDKCoreKitBasics'] },
    { name: 'FBSDKLoginKit' },
    { name: 'FBSDKShareKit' },
    { name: 'file_picker' },
    { name: 'FirebaseABTesting' },
    { name: 'FirebaseAuth' },
    { name: 'FirebaseCore' },
    { name: 'FirebaseCoreDiagnostics' },
    { name: 'FirebaseCoreExtension' },
    { name: 'FirebaseCoreInternal' },
    { name: 'FirebaseCrashlytics' },
    { name: 'FirebaseDynamicLinks' },
    { name: 'FirebaseFirestore' },
    { name: 'FirebaseInstallations' },
    { name: 'FirebaseMessaging' },
    { name: 'FirebaseRemoteConfig' },
    { name: 'Flutter', ids: ['io.flutter.flutter'] },
    { name: 'flutter_inappwebview' },
    { name: 'flutter_local_notifications' },
    { name: 'fluttertoast' },
    { name: 'FMDB' },
    { name: 'geolocator_apple' },
    { name: 'GoogleDataTransport' },
    { name: 'GoogleSignIn' },
    { name: 'GoogleToolboxForMac' },
    { name: 'GoogleUtilities' },
    { name: 'grpcpp' },
    { name: 'GTMAppAuth' },
    { name: 'GTMSessionFetcher' },
    // Not React Native's engine, which ships no manifest on purpose and is not refused: its maintainers
    // read Apple's "Hermes" as another project's (facebook/hermes#1216, read 2026-11-27). By name only;
    // React Native's own builds (`dev.hermesengine.iphoneos`) draw no doubt either.
    { name: 'hermes', notIds: ['dev.hermesengine.'] },
    { name: 'image_picker_ios' },
    { name: 'IQKeyboardManager' },
    { name: 'IQKeyboardManagerSwift' },
    { name: 'Kingfisher' },
    { name: 'leveldb' },
    { name: 'Lottie' },
    { name: 'MBProgressHUD' },
    { name: 'nanopb' },
    { name: 'OneSignal' },
    { name: 'OneSignalCore' },
    { name: 'OneSignalExtension' },
    { name: 'OneSignalOutcomes' },
    { name: 'OpenSSL' },
    { name: 'OrderedSet' },
    { name: 'package_info' },
    { name: 'package_info_plus' },
    { name: 'path_provider' },
    { name: 'path_provider_ios' },
    { name: 'Promises' },
    { name: 'Protobuf' },
    { name: 'Reachability' },
    { name: 'RealmSwift' },
    { name: 'RxCocoa' },
    { name: 'RxRelay' },
    { name: 'RxSwift' },
    { name: 'SDWebImage' },
    { name: 'share_plus' },
    { name: 'shared_preferences_ios' },
    { name: 'SnapKit' },
    { name: 'sqflite' },
    { name: 'Starscream' },
    { name: 'SVProgressHUD' },
    { name: 'SwiftyGif' },
    { name: 'SwiftyJSON' },
    { name: 'Toast' },
    { name: 'UnityFramework', ids: ['com.unity3d.framework'] },
    { name: 'url_launcher' },
    { name: 'url_launcher_ios' },
    { name: 'video_player_avfoundation' },
    { name: 'wakelock' },
    { name: 'webview_flutter_wkwebview' }
];
/** The identifier CocoaPods gives a pod's framework: `org.cocoapods.${PRODUCT_NAME:rfc1034identifier}`. */
function cocoaPodsId(name) {
    return `org.cocoapods.${name.replace(/[^A-Za-z0-9.-]/g, '-')}`;
}
const lower = (text) => text.toLowerCase();
/** Every identifier of the list, lower-cased (bundle identifiers are compared without case). */
const BY_ID = new Map(PRIVACY_SDKS.flatMap(sdk => [...(sdk.ids ?? []), cocoaPodsId(sdk.name)].map(id => [lower(id), sdk])));
/**
 * Which SDK of the list a framework is: the one whose vendor or pod identifier it carries; else,
 * only when it carries no CFBundleIdentifier to tell, the one of its name. A framework of a listed
 * name with an identifier of its own (a team's `Toast.framework`, `com.acme.Toast`) is not that SDK:
 * a false refusal costs a release, where a build of the SDK with an identifier not listed here (an
 * SDK built from its Xcode project) is a refusal App Store Connect still makes itself.
 */
function privacySdkOf(name, bundleId) {
    if (bundleId) {
        const sdk = BY_ID.get(lower(bundleId));
        return sdk && { sdk, by: 'bundle identifier' };
    }
    const sdk = PRIVACY_SDKS.find(listed => lower(listed.name) === lower(name));
    return sdk && { sdk, by: 'name' };
}
/**
 * The SDK of the list a framework is named after when its identifier does not say it is that SDK
 * (neither its vendor's nor its pod's): perhaps a build of the SDK from its sources, perhaps a
 * team's own framework of the same name. Not refused (privacySdkOf), but worth a warning.
 */
function privacySdkNamed(name, bundleId) {
    if (!bundleId || BY_ID.has(lower(bundleId)))
        return undefined;
    const sdk = PRIVACY_SDKS.find(listed => lower(listed.name) === lower(name));
    const another = sdk?.notIds?.some(prefix => lower(bundleId).startsWith(lower(prefix)));
    return another ? undefined : sdk;
}

;// CONCATENATED MODULE: ./src/ipa/rules/purpose-strings.ts
const PURPOSE_STRINGS_SOURCE = 'https://developer.apple.com/documentation/uikit/requesting-access-to-protected-resources (Requesting access to protected resources, and the keys of Information Property List: Protected resources; App Store Connect\'s ITMS-90683 "Missing purpose string in Info.plist": a refusal ("Please correct the following issues, then upload again") for the camera, photos, contacts, calendars and Apple Music, "Although delivery was successful" or "Though you are not required to fix the following issues" for location and Bluetooth, in the e-mails of 2019 to 2025 that teams quoted, read 2026-11-27)';
const objcClass = (name) => `_OBJC_CLASS_$_${name}`;
const PURPOSE_STRINGS = [
    {
        keys: ['NSCameraUsageDescription'],
        about: 'the camera',
        symbols: [objcClass('AVCaptureDevice')],
        refused: true
    },
    {
        keys: ['NSMicrophoneUsageDescription'],
        about: 'the microphone',
        symbols: [objcClass('AVAudioRecorder')]
    },
    {
        keys: ['NSLocationWhenInUseUsageDescription', 'NSLocationAlwaysAndWhenInUseUsageDescription'],
        about: 'location',
        symbols: [objcClass('CLLocationManager')]
    },
    {
        // An app that only adds, through the library's change requests, has the adding key alone.
        keys: ['NSPhotoLibraryUsageDescription', 'NSPhotoLibraryAddUsageDescription'],
        about: 'the photo library',
        symbols: [objcClass('PHPhotoLibrary'), objcClass('PHAsset')],
        refused: true
    },
    {
        // Adding only: either key lets the app save to the library.
        keys: ['NSPhotoLibraryAddUsageDescription', 'NSPhotoLibraryUsageDescription'],
        about: 'saving to the photo library',
        symbols: ['_UIImageWriteToSavedPhotosAlbum', '_UISaveVideoAtPathToSavedPhotosAlbum'],
        refused: true
    },
    {
        keys: ['NSContactsUsageDescription'],
        about: 'contacts',
        symbols: [objcClass('CNContactStore'), '_ABAddressBookCreateWithOptions'],
        refused: true
    },
    {
        keys: [
            'NSCalendarsFullAccessUsageDescription',
            'NSCalendarsWriteOnlyAccessUsageDescription',
            'NSCalendarsUsageDescription'
        ],
        about: 'calendars',
        symbols: [objcClass('EKEventStore')],
        refused: true
    },
    {
        keys: ['NSRemindersFullAccessUsageDescription', 'NSRemindersUsageDescription'],
        about: 'reminders',
        symbols: [objcClass('EKReminder')]
    },
    {
        keys: ['NSBluetoothAlwaysUsageDescription', 'NSBluetoothPeripheralUsageDescription'],
        about: 'Bluetooth',
        symbols: [objcClass('CBCentralManager'), objcClass('CBPeripheralManager')]
    },
    {
        keys: ['NSMotionUsageDescription'],
        about: 'motion and fitness data',
        symbols: [objcClass('CMMotionActivityManager'), objcClass('CMPedometer')]
    },
    {
        keys: ['NSSpeechRecognitionUsageDescription'],
        about: 'speech recognition',
        symbols: [objcClass('SFSpeechRecognizer')]
    },
    {
        // A write-only app (workouts, mindful minutes) has the update key alone.
        keys: ['NSHealthShareUsageDescription', 'NSHealthUpdateUsageDescription'],
        about: 'HealthKit data',
        symbols: [objcClass('HKHealthStore')]
    },
    {
        keys: ['NSHomeKitUsageDescription'],
        about: 'HomeKit',
        symbols: [objcClass('HMHomeManager')]
    },
    {
        keys: ['NSAppleMusicUsageDescription'],
        about: 'the media library',
        symbols: [objcClass('MPMediaLibrary'), objcClass('MPMediaQuery')],
        refused: true
    },
    {
        keys: ['NSSiriUsageDescription'],
        about: 'Siri',
        symbols: [objcClass('INPreferences')]
    },
    {
        keys: ['NSUserTrackingUsageDescription'],
        about: 'tracking (App Tracking Transparency)',
        symbols: [objcClass('ATTrackingManager')]
    }
];

// EXTERNAL MODULE: ./src/ipa/rules/required-reason-apis.ts
var required_reason_apis = __nccwpck_require__(9988);
;// CONCATENATED MODULE: ./src/ipa/rules/bundle-rules.ts






const idOf = (bundle) => bundle.plist && (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'CFBundleIdentifier');
/** What a bundle's executable imports (nothing, when it is not a readable Mach-O). */
const importsOf = (bundle) => new Set((0,rules_facts/* slicesOf */.nu)(bundle).flatMap(slice => slice.imports));
/** The Objective-C selectors of the rules' lists that a bundle's executable calls. */
const selectorsOf = (bundle) => new Set((0,rules_facts/* slicesOf */.nu)(bundle).flatMap(slice => slice.selectors));
/** The bundles an app ships inside it that App Store Connect versions and names with the app. */
const nestedApps = (facts) => facts.bundles.filter(bundle => bundle.kind !== 'app' && !(0,rules_facts/* isLibrary */.es)(bundle));
/** The App Clip or watch app a bundle is part of, by the start of its path. */
const INSTALLED_APART = /^.*?\/(?:AppClips|Watch)\/[^/]+\.app\//s;
const BUNDLE_RULES = [
    {
        code: 'ITMS-90685',
        title: 'no two bundles share a CFBundleIdentifier',
        level: 'refuse',
        fix: 'give each target its own `PRODUCT_BUNDLE_IDENTIFIER`; embed a framework once',
        source: 'App Store Connect: "ITMS-90685: CFBundleIdentifier Collision. There is more than one bundle with the CFBundleIdentifier value" (read 2026-11-25)',
        check: facts => {
            const byId = new Map();
            for (const bundle of facts.bundles) {
                const id = idOf(bundle);
                // An App Clip and a watch app are installed apart from the app: each embeds its own copy.
                const installed = INSTALLED_APART.exec(bundle.path)?.[0] ?? '';
                const key = `${installed}\0${id}`;
                if (id)
                    byId.set(key, [...(byId.get(key) ?? []), bundle]);
            }
            return [...byId]
                .filter(([, bundles]) => bundles.length > 1)
                .map(([key, bundles]) => ({
                entry: `${bundles[1].path}Info.plist`,
                message: `${bundles.map(bundle => (0,rules_facts/* shownEntry */.qF)(bundle.path)).join(' and ')} have the same CFBundleIdentifier "${(0,untrusted/* oneLine */.TN)(key.slice(key.indexOf('\0') + 1), 100)}" (ITMS-90685); give each target its own PRODUCT_BUNDLE_IDENTIFIER (a framework embedded twice: embed it once, in the app), and export again.`
            }));
        }
    },
    {
        code: 'nested-bundle-id',
        title: "each extension's bundle identifier starts with its app's",
        level: 'refuse',
        fix: "set that target's `PRODUCT_BUNDLE_IDENTIFIER` to the app's followed by `.name`",
        source: 'https://developer.apple.com/documentation/xcode/configuring-an-app-extension (read 2026-11-25)',
        check: facts => {
            const appId = idOf(facts.app);
            const watchApps = facts.bundles.filter(bundle => bundle.kind === 'watch-app');
            return nestedApps(facts).flatMap(bundle => {
                const id = idOf(bundle);
                const parent = watchApps.find(watch => watch !== bundle && bundle.path.startsWith(watch.path));
                const parentId = parent ? idOf(parent) : appId;
                if (!id || !parentId || id.startsWith(`${parentId}.`))
                    return [];
                return [
                    {
                        entry: `${bundle.path}Info.plist`,
                        message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} has the bundle identifier "${(0,untrusted/* oneLine */.TN)(id, 100)}", which does not start with its app's "${(0,untrusted/* oneLine */.TN)(parentId, 100)}." as App Store Connect requires (nested-bundle-id); set that target's PRODUCT_BUNDLE_IDENTIFIER to ${(0,untrusted/* oneLine */.TN)(parentId, 100)}.<name> and export again.`
                    }
                ];
            });
        }
    },
    {
        code: 'ITMS-91053',
        title: 'every required-reason API the code uses is declared in its privacy manifest',
        level: 'refuse',
        fix: "add the category and its reason to the target's privacy manifest (`NSPrivacyAccessedAPITypes`)",
        source: required_reason_apis/* REQUIRED_REASON_SOURCE */.HU,
        check: facts => facts.bundles.flatMap(bundle => {
            // A library's code is declared for by its own manifest or by its target's, as App Store
            // Connect reads the manifests of a target together (getsentry/sentry-cocoa#3859).
            const holder = (0,rules_facts/* isLibrary */.es)(bundle) ? (0,rules_facts/* hostOf */.w4)(bundle, facts) : undefined;
            // A manifest not read within the budget may declare them (the read-limit warning says so).
            if (bundle.notRead?.has('manifest') || holder?.notRead?.has('manifest'))
                return [];
            const declared = [...(bundle.privacyTypes ?? []), ...(holder?.privacyTypes ?? [])];
            const imports = importsOf(bundle);
            const selectors = selectorsOf(bundle);
            const used = required_reason_apis/* REQUIRED_REASON_APIS */.dt.filter(category => !declared.includes(category.type)).flatMap(category => {
                const uses = (0,required_reason_apis/* usesOf */.MZ)(category, imports, selectors);
                return uses.length
                    ? [`${category.about} (${category.type}, through ${uses.join(', ')})`]
                    : [];
            });
            if (used.length === 0)
                return [];
            const manifest = holder
                ? `neither its own PrivacyInfo.xcprivacy nor that of ${(0,rules_facts/* shownEntry */.qF)(holder.path)} declares`
                : bundle.privacyTypes
                    ? 'its PrivacyInfo.xcprivacy does not declare'
                    : 'it has no PrivacyInfo.xcprivacy to declare';
            const where = holder ? "that framework's or its target's" : "that target's";
            return [
                {
                    entry: bundle.executable?.entry,
                    message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} uses required-reason APIs that ${manifest}: ${used.join('; ')} (ITMS-91053); add each category with its reason to ${where} PrivacyInfo.xcprivacy (NSPrivacyAccessedAPITypes), and export again.`
                }
            ];
        })
    },
    {
        code: 'ITMS-91061',
        title: "every SDK on Apple's list (known by its vendor's or its pod's bundle identifier) carries its own privacy manifest; a framework of such a name with another identifier only warns",
        level: 'refuse',
        fix: 'update the SDK to a version that ships one',
        source: PRIVACY_SDKS_SOURCE,
        check: facts => facts.bundles.flatMap(bundle => {
            const name = /([^/]+)\.framework\/$/.exec(bundle.path)?.[1];
            if (bundle.kind !== 'framework' || !name || bundle.privacyTypes)
                return [];
            const id = idOf(bundle);
            const match = privacySdkOf(name, id);
            const named = match ? undefined : privacySdkNamed(name, id);
            if (named)
                return [
                    {
                        entry: bundle.path,
                        level: 'warn',
                        message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} is named as ${named.name}, an SDK on Apple's list of those that need a privacy manifest, and has none, but its bundle identifier "${(0,untrusted/* oneLine */.TN)(id ?? '', 100)}" is neither its vendor's nor CocoaPods' (ITMS-91061: App Store Connect refuses the SDK without one); if it is ${named.name}, update it to a version that ships a manifest; if it is your own framework of the same name, nothing is wrong (a warning does not stop the release).`
                    }
                ];
            if (!match)
                return [];
            const sdk = match.sdk.name;
            const how = match.by === 'name'
                ? 'by its name (it has no CFBundleIdentifier)'
                : `by its bundle identifier "${(0,untrusted/* oneLine */.TN)(id ?? '', 100)}"`;
            return [
                {
                    entry: bundle.path,
                    message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} is ${sdk} (known ${how}), an SDK on Apple's list of those that need a privacy manifest, and it has no PrivacyInfo.xcprivacy (ITMS-91061); update ${sdk} to a version that ships one, and export again.`
                }
            ];
        })
    },
    {
        code: 'ITMS-90683',
        title: 'every protected resource the code uses has its purpose string in Info.plist (refused for the camera, photos, contacts, calendars and the media library; the others only warn, as App Store Connect takes those builds)',
        level: 'refuse',
        fix: 'add the key (`NSCameraUsageDescription`, …) with a sentence saying why',
        source: PURPOSE_STRINGS_SOURCE,
        check: facts => facts.bundles.flatMap(bundle => {
            if (bundle.watch)
                return [];
            const imports = importsOf(bundle);
            // A framework's code runs in the bundle that embeds it: that one's Info.plist holds the string.
            const holder = (0,rules_facts/* hostOf */.w4)(bundle, facts);
            // An Info.plist not read may have the strings; the holder's executable is not needed here.
            if (holder.notRead?.has('plist'))
                return [];
            const missing = PURPOSE_STRINGS.filter(purpose => purpose.symbols.some(symbol => imports.has(symbol)) &&
                !purpose.keys.some(key => holder.plist && (0,ipa_plist/* stringValue */.r$)(holder.plist, key)));
            // What App Store Connect refuses, and apart from it what it delivers with an e-mail.
            const refused = missing.filter(purpose => purpose.refused);
            const delivered = missing.filter(purpose => !purpose.refused);
            const keys = (purposes) => purposes.map(purpose => `${purpose.keys[0]} (${purpose.about})`).join(', ');
            const says = `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} uses APIs that need a purpose string, and ${(0,rules_facts/* shownEntry */.qF)(holder.path)}Info.plist has none for them`;
            const entry = `${holder.path}Info.plist`;
            return [
                ...(refused.length === 0
                    ? []
                    : [
                        {
                            entry,
                            message: `${says}: ${keys(refused)} (ITMS-90683); add each key with a sentence saying why the app needs it, and export again.`
                        }
                    ]),
                ...(delivered.length === 0
                    ? []
                    : [
                        {
                            entry,
                            level: 'warn',
                            message: `${says}: ${keys(delivered)} (ITMS-90683: App Store Connect takes the build and e-mails the team; App Review refuses an app that asks for it without one); add each key with a sentence saying why the app needs it in the next build.`
                        }
                    ])
            ];
        })
    },
    {
        code: 'ITMS-90473',
        title: "each extension's CFBundleShortVersionString is the app's",
        level: 'warn',
        fix: 'set `MARKETING_VERSION` the same in every target',
        source: 'App Store Connect: "ITMS-90473: CFBundleShortVersionString Mismatch" (a warning: the build is taken; read 2026-11-25)',
        check: facts => {
            const version = facts.app.plist && (0,ipa_plist/* stringValue */.r$)(facts.app.plist, 'CFBundleShortVersionString');
            if (!version)
                return [];
            return nestedApps(facts).flatMap(bundle => {
                const own = bundle.plist && (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'CFBundleShortVersionString');
                if (!own || own === version)
                    return [];
                return [
                    {
                        entry: `${bundle.path}Info.plist`,
                        message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} has the version ${(0,untrusted/* oneLine */.TN)(own, 40)} where the app has ${(0,untrusted/* oneLine */.TN)(version, 40)} (ITMS-90473: App Store Connect takes it with a warning); set MARKETING_VERSION the same in every target.`
                    }
                ];
            });
        }
    },
    {
        code: 'export-compliance',
        title: 'the app says whether it uses non-exempt encryption (ITSAppUsesNonExemptEncryption)',
        level: 'warn',
        fix: 'add the key (`NO` when the app uses only exempt encryption, such as HTTPS)',
        source: 'https://developer.apple.com/documentation/security/complying-with-encryption-export-regulations (read 2026-11-25)',
        check: facts => {
            const plist = facts.app.plist;
            if (!plist || (0,ipa_plist/* ownValue */.eC)(plist, 'ITSAppUsesNonExemptEncryption') !== undefined)
                return [];
            return [
                {
                    entry: `${facts.app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist has no ITSAppUsesNonExemptEncryption, so the build waits in TestFlight on "Missing Compliance" until someone answers by hand (export-compliance); add it (NO when the app uses only exempt encryption, such as HTTPS) and export again.`
                }
            ];
        }
    }
];

// EXTERNAL MODULE: ./src/text/format.ts
var format = __nccwpck_require__(8488);
;// CONCATENATED MODULE: ./src/ipa/rules/platforms.ts

/**
 * Which Apple platform a bundle and each slice of its executable are built for, in the words a
 * message needs: the platform's name, its deployment target setting, and the lowest minimum OS a
 * toolchain writes for an architecture (a slice at that floor was raised there by the linker).
 */


const PLATFORM_WORDS = {
    ios: { name: 'iOS', deploymentTarget: 'IPHONEOS_DEPLOYMENT_TARGET' },
    watchos: { name: 'watchOS', deploymentTarget: 'WATCHOS_DEPLOYMENT_TARGET' },
    tvos: { name: 'tvOS', deploymentTarget: 'TVOS_DEPLOYMENT_TARGET' },
    visionos: { name: 'visionOS', deploymentTarget: 'XROS_DEPLOYMENT_TARGET' },
    macos: { name: 'macOS', deploymentTarget: 'MACOSX_DEPLOYMENT_TARGET' }
};
const PLATFORM_SOURCE = "Xcode's build settings as projects set them: SUPPORTED_PLATFORMS and SDKROOT (iphoneos, appletvos, xros, watchos, and their simulators; Info.plist's CFBundleSupportedPlatforms and DTPlatformName), TARGETED_DEVICE_FAMILY (Info.plist's UIDeviceFamily: 3 Apple TV, 4 Apple Watch, 6 Mac, 7 Apple Vision) and XROS_DEPLOYMENT_TARGET; App Store Connect takes tvOS and visionOS apps through Xcode's Organizer and Transporter (https://help.apple.com/asc/appsaltool/: IPA files deliver iOS and tvOS apps; read 2026-11-27)";
/** CFBundleSupportedPlatforms and DTPlatformName values (any case), as a slice's platform. */
const PLIST_PLATFORMS = {
    iphoneos: 'ios',
    iphonesimulator: 'ios-simulator',
    watchos: 'watchos',
    watchsimulator: 'watchos-simulator',
    appletvos: 'tvos',
    appletvsimulator: 'tvos-simulator',
    xros: 'visionos',
    xrsimulator: 'visionos-simulator',
    macosx: 'macos'
};
/** UIDeviceFamily numbers of the devices that are not an iPhone or iPad (1, 2). */
const DEVICE_FAMILIES = {
    3: 'tvos',
    4: 'watchos',
    6: 'macos',
    7: 'visionos'
};
/**
 * The platform a bundle's Info.plist says it is built for: CFBundleSupportedPlatforms, else
 * DTPlatformName, else a UIDeviceFamily naming no iPhone or iPad. Undefined when it says nothing.
 */
function declaredPlatform(plist) {
    if (!plist)
        return undefined;
    const supported = (0,ipa_plist/* ownValue */.eC)(plist, 'CFBundleSupportedPlatforms');
    const first = Array.isArray(supported) ? supported[0] : undefined;
    const named = typeof first === 'string' ? first : (0,ipa_plist/* stringValue */.r$)(plist, 'DTPlatformName');
    const fromName = named ? PLIST_PLATFORMS[named.toLowerCase()] : undefined;
    if (fromName)
        return fromName;
    const families = (0,ipa_plist/* ownValue */.eC)(plist, 'UIDeviceFamily');
    if (!Array.isArray(families) || families.some(family => family === 1 || family === 2))
        return undefined;
    const family = families.find(value => typeof value === 'number' && DEVICE_FAMILIES[value]);
    return typeof family === 'number' ? DEVICE_FAMILIES[family] : undefined;
}
/** `tvos` of `tvos-simulator`; undefined for a platform an IPA never holds (driverkit, …). */
function devicePlatform(platform) {
    const base = platform?.replace(/-simulator$/, '');
    if (base === 'mac-catalyst')
        return 'macos';
    return base && base in PLATFORM_WORDS ? base : undefined;
}
/**
 * The platform the main app is built for: what its executable's slices are built for, unless one
 * of them is iOS (a simulator build is iOS too); else what its Info.plist says; else iOS.
 */
function appPlatform(facts) {
    const built = (0,rules_facts/* slicesOf */.nu)(facts.app).flatMap(slice => devicePlatform(slice.platform) ?? []);
    const declared = devicePlatform(declaredPlatform(facts.app.plist));
    const platform = built.length > 0 && !built.includes('ios')
        ? built[0]
        : built.length > 0
            ? 'ios'
            : (declared ?? 'ios');
    return { platform, byExecutable: built.includes(platform), byInfoPlist: declared === platform };
}
/** The platform a bundle of an iOS app runs on: watchOS inside a watch app, iOS elsewhere. */
const ownPlatform = (bundle) => bundle.watch ? 'watchos' : 'ios';
/**
 * What a slice is when it is not for its bundle's device platform: `a simulator build`, `a Mac
 * slice`, `a Mac Catalyst slice`, `a tvOS slice`; undefined when the slice says no platform.
 */
function sliceKind(platform) {
    if (platform === undefined)
        return undefined;
    if (platform.endsWith('-simulator'))
        return 'a simulator build';
    if (platform === 'macos')
        return 'a Mac slice';
    if (platform === 'mac-catalyst')
        return 'a Mac Catalyst slice';
    const device = devicePlatform(platform);
    return device ? `${(0,format/* withArticle */.vJ)(PLATFORM_WORDS[device].name)} slice` : `a slice for ${platform}`;
}
/**
 * The lowest minimum OS the toolchain writes for an architecture on a platform: a lower deployment
 * target is raised to it in that slice, so a slice at its floor needs no more than MinimumOSVersion.
 */
const LINKER_FLOORS = [
    // 64-bit ARM came with iOS 7 (iPhone 5s): Xcode's toolchain raises an arm64 slice's target to it.
    { arch: 'arm64', platform: 'ios', floor: '7.0' },
    // LLVM Triple::getMinimumSupportedOSVersion: "ARM64e slice is supported starting from iOS 14".
    { arch: 'arm64e', platform: 'ios', floor: '14.0' },
    // arm64_32 came with watchOS 5 (Apple Watch Series 4).
    { arch: 'arm64_32', platform: 'watchos', floor: '5.0' },
    // LLVM: "ARM64/ARM64e slices are supported starting from watchOS 26".
    { arch: 'arm64', platform: 'watchos', floor: '26.0' },
    { arch: 'arm64e', platform: 'watchos', floor: '26.0' }
];
const LINKER_FLOORS_SOURCE = "LLVM's Triple::getMinimumSupportedOSVersion (llvm/lib/TargetParser/Triple.cpp), which clang passes to the linker in -platform_version, and the first OS of each architecture";
function linkerFloor(arch, platform) {
    return LINKER_FLOORS.find(entry => entry.arch === arch && entry.platform === platform)?.floor;
}

;// CONCATENATED MODULE: ./src/ipa/rules/versions.ts
/** Compares dotted versions (`17.0` < `17.0.1` < `18`); a missing part counts as 0. */
function compareVersions(a, b) {
    const pa = a.split('.').map(part => Number.parseInt(part, 10) || 0);
    const pb = b.split('.').map(part => Number.parseInt(part, 10) || 0);
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
        const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
        if (diff !== 0)
            return Math.sign(diff);
    }
    return 0;
}
/** The version in an SDK name such as `iphoneos18.2` (Info.plist's DTSDKName). */
function sdkNameVersion(name) {
    return /(\d+(?:\.\d+)*)$/.exec(name)?.[1];
}
/** An SDK the binary records: an SDK of 0 (`0.0`) means the linker was given none. */
const recorded = (version) => version !== undefined && compareVersions(version, '0') !== 0;

;// CONCATENATED MODULE: ./src/ipa/rules/apple-schedule.ts

const UPCOMING = 'https://developer.apple.com/news/upcoming-requirements/ (Upcoming Requirements';
/** Every requirement, oldest first within each kind. */
const APPLE_SCHEDULE = [
    {
        code: 'ITMS-90725',
        kind: 'sdk',
        version: '26.0',
        from: '2026-04-28',
        refusesFrom: '2026-04-28',
        starts: 'April 28, 2026',
        xcode: 'Xcode 26',
        source: `${UPCOMING}: "Beginning April 28, 2026, apps uploaded to App Store Connect must be built with Xcode 26 or later using an SDK for iOS 26", and https://developer.apple.com/news/?id=ueeok6yw; read 2026-11-27)`
    },
    {
        code: 'ITMS-90725',
        kind: 'sdk',
        version: '27.0',
        from: '2027-04-01',
        // Apple named the month, not the day: by its last day the rule is surely in force.
        refusesFrom: '2027-04-30',
        starts: 'April 2027',
        xcode: 'Xcode 27',
        source: 'https://developer.apple.com/news/?id=k1mtkt1k (App Store submissions now open for the latest OS releases, 2026-09-09: from April 2027 apps uploaded to App Store Connect must be built with the iOS 27 SDK or later; read 2026-11-27)'
    },
    // No row of iOS 13 from September 9, 2026: no page of Apple's read says App Store Connect refuses
    // a MinimumOSVersion below 13.0 (the stored Upcoming Requirements page has no such row; only a
    // third party's FAQ says it does), and Apple's ITMS-90068 notices of 2026 were sent with builds
    // of MinimumOSVersion 13.0 and 14.0 that were delivered ("Although delivery was successful"),
    // naming iOS 15 from spring 2027 alone: https://github.com/rokwire/illinois-app/issues/5972
    // (2026-08-12), https://github.com/SwiftOldDriver/iOS-Weekly/issues/5416 (2026-08-18).
    {
        code: 'ITMS-90068',
        kind: 'minimum-os',
        version: '15.0',
        // "Spring 2027", from its first day: no day of refusal is named, so it warns and never refuses
        // until a page of Apple's names one (then it is `refusesFrom`).
        from: '2027-03-20',
        starts: 'spring 2027',
        source: 'App Store Connect, as https://github.com/rokwire/illinois-app/issues/5972 quotes it (2026-08-12): "Although delivery was successful, you may want to correct the following issues in your next delivery. […] ITMS-90068: MinimumOSVersion too low - This app has a MinimumOSVersion of 14.0. Starting in Spring 2027, all iOS apps must have a MinimumOSVersion of 15.0 or later in order to be uploaded to App Store Connect or submitted for distribution" (read 2026-12-06)'
    }
];
const day = (date) => new Date(`${date}T00:00:00Z`);
/** Where a row stands on a date: still ahead, perhaps applied already, or surely refused. */
function standing(requirement, now) {
    if (requirement.refusesFrom && now >= day(requirement.refusesFrom))
        return 'refused';
    return now >= day(requirement.from) ? 'starting' : 'ahead';
}
/** The rows of a kind App Store Connect surely applies on a date: the newest decides. */
function inForce(kind, now) {
    return APPLE_SCHEDULE.filter(requirement => requirement.kind === kind && standing(requirement, now) === 'refused').at(-1);
}
/**
 * The rows announced and not yet surely applied on a date, the deadline radar's: but those a row in
 * force already asks as much as (iOS 13 once iOS 15 is refused).
 */
function announced(now) {
    return APPLE_SCHEDULE.filter(requirement => {
        const current = inForce(requirement.kind, now);
        return (standing(requirement, now) !== 'refused' &&
            (!current || compareVersions(requirement.version, current.version) > 0));
    });
}
/**
 * When a row starts, as a message gives it: Apple's words ("April 28, 2026"), and the earliest day
 * where they name a month or a season, not a day ("April 2027").
 */
function when(requirement) {
    return /\d, \d{4}$/.test(requirement.starts)
        ? requirement.starts
        : `${requirement.starts} (${requirement.from} at the earliest)`;
}

;// CONCATENATED MODULE: ./src/ipa/rules/sdk-minimum.ts

function asMinimum(row) {
    return {
        sdk: row.version,
        since: row.refusesFrom ?? row.from,
        xcode: row.xcode ?? `Xcode ${row.version.split('.')[0]}`,
        source: row.source
    };
}
/**
 * The SDK minimum App Store Connect applies on a date (undefined before the first), from the SDK
 * rows of Apple's schedule (apple-schedule.ts): a new requirement is a new row there.
 */
function sdkMinimumOn(now) {
    const row = inForce('sdk', now);
    return row && asMinimum(row);
}
/** The SDK minimum in force on the day the schedule was last read (2026-11-27), for the rule's docs. */
const SDK_MINIMUM = asMinimum(inForce('sdk', new Date('2026-11-27T00:00:00Z')));

;// CONCATENATED MODULE: ./src/ipa/rules/executable-rules.ts







/** Intel slices run in a simulator or on a Mac, never on an iPhone or Apple Watch. */
const INTEL_ARCHS = ['x86_64', 'x86_64h', 'i386'];
/** Findings a slice test makes, one per executable. */
function perExecutable(facts, test, say) {
    return facts.bundles.flatMap(bundle => {
        const hit = (0,rules_facts/* slicesOf */.nu)(bundle).filter(slice => test(slice, bundle));
        const entry = bundle.executable?.entry ?? bundle.path;
        return hit.length ? [{ entry, message: say(entry, hit, bundle) }] : [];
    });
}
const archs = (slices) => slices.map(slice => slice.arch).join(', ');
const EXECUTABLE_RULES = [
    {
        code: 'executable-missing-or-not-macho',
        title: 'every bundle has its executable, and it is a Mach-O file',
        level: 'refuse',
        fix: 'export the IPA again from the Xcode archive, and replace no file in it',
        source: 'https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleexecutable (read 2026-11-25)',
        check: facts => facts.bundles.flatMap(bundle => {
            const executable = bundle.executable;
            if (!executable)
                return [];
            if (!executable.read)
                return [
                    {
                        entry: executable.entry,
                        message: `${(0,rules_facts/* shownEntry */.qF)(executable.entry)}, the executable its Info.plist names (CFBundleExecutable), is not in the archive (executable-missing-or-not-macho); export the IPA again from the Xcode archive.`
                    }
                ];
            if (executable.read.kind === 'not-macho')
                return [
                    {
                        entry: executable.entry,
                        message: `${(0,rules_facts/* shownEntry */.qF)(executable.entry)} is not a Mach-O file: ${executable.read.magic ? `it starts with ${executable.read.magic}` : 'it is empty'} (executable-missing-or-not-macho); export the IPA again from the Xcode archive, and do not replace files in it.`
                    }
                ];
            if (executable.read.kind === 'malformed')
                return [
                    {
                        entry: executable.entry,
                        message: `${(0,rules_facts/* shownEntry */.qF)(executable.entry)} is a damaged Mach-O file: ${(0,untrusted/* oneLine */.TN)(executable.read.detail, 200)} (executable-missing-or-not-macho); build and export the IPA again.`
                    }
                ];
            return [];
        })
    },
    {
        code: 'ITMS-90087',
        title: 'no Intel slices (x86_64, i386: simulator, Mac or Mac Catalyst builds) in an executable',
        level: 'refuse',
        fix: 'archive for a device (ARCHS, EXCLUDED_ARCHS); for a framework, embed it as an XCFramework or `lipo -remove` each Intel architecture',
        source: 'App Store Connect: "ITMS-90087: Unsupported Architectures. The executable contains unsupported architectures \'[x86_64, i386]\'" (read 2026-11-25)',
        check: facts => perExecutable(facts, slice => INTEL_ARCHS.includes(slice.arch), (entry, slices, bundle) => `${(0,rules_facts/* shownEntry */.qF)(entry)} holds ${intelSlices(slices)}, which App Store Connect refuses in ${(0,format/* withArticle */.vJ)(PLATFORM_WORDS[ownPlatform(bundle)].name)} app (ITMS-90087); ${!(0,rules_facts/* isLibrary */.es)(bundle)
            ? `archive for a device ("${deviceDestination(bundle)}") with ${slices.map(slice => slice.arch).join(' and ')} out of the target's ARCHS (EXCLUDED_ARCHS), and export again.`
            : `embed the ${(0,rules_facts/* kindWord */.dx)(bundle)} as an XCFramework (Xcode then copies its device slice only), or strip ${slices.length > 1 ? 'those slices' : 'that slice'} in a build phase (${lipoRemove(entry, slices)}), and export again.`}`)
    },
    {
        code: 'platform',
        title: 'an iOS app (this service submits iOS apps), each executable built for the device: not a simulator, Mac, tvOS or visionOS build',
        level: 'refuse',
        fix: 'archive for "Any iOS Device (arm64)"; upload a tvOS or visionOS app with Xcode\'s Organizer or Transporter',
        source: PLATFORM_SOURCE,
        check: facts => {
            const app = appPlatform(facts);
            if (app.platform !== 'ios')
                return [otherPlatformApp(facts, app)];
            return perExecutable(facts, (slice, bundle) => !INTEL_ARCHS.includes(slice.arch) &&
                slice.platform !== undefined &&
                slice.platform !== ownPlatform(bundle), (entry, slices, bundle) => {
                const kind = sliceKind(slices[0].platform) ?? 'another build';
                const built = slices.map(slice => `${slice.arch} for ${(0,untrusted/* oneLine */.TN)(slice.platform ?? '', 30)}`);
                const own = PLATFORM_WORDS[ownPlatform(bundle)].name;
                const fix = !(0,rules_facts/* isLibrary */.es)(bundle)
                    ? `archive for "${deviceDestination(bundle)}" in Xcode and export again`
                    : `embed the ${own} device build of that ${(0,rules_facts/* kindWord */.dx)(bundle)} (an XCFramework lets Xcode pick it), and export again`;
                return `${(0,rules_facts/* shownEntry */.qF)(entry)} holds ${kind} (${built.join(', ')}), not a build for ${own} devices (platform); ${fix}.`;
            });
        }
    },
    {
        code: 'ITMS-90725',
        title: `built with the iOS ${SDK_MINIMUM.sdk} SDK or later (from ${SDK_MINIMUM.since})`,
        level: 'refuse',
        fix: `build with ${SDK_MINIMUM.xcode} or later`,
        source: SDK_MINIMUM.source,
        check: facts => {
            const minimum = sdkMinimumOn(facts.now);
            if (!minimum)
                return [];
            const old = (version) => recorded(version) && compareVersions(version, minimum.sdk) < 0;
            const fix = (platform) => `App Store Connect takes builds made with the ${PLATFORM_WORDS[platform].name} ${minimum.sdk} SDK or later since ${minimum.since} (ITMS-90725); build with ${minimum.xcode} or later and export again.`;
            const found = perExecutable(facts, (slice, bundle) => !(0,rules_facts/* isLibrary */.es)(bundle) && slice.platform === ownPlatform(bundle) && old(slice.sdk), (entry, slices, bundle) => `${(0,rules_facts/* shownEntry */.qF)(entry)} was built with the SDK ${slices[0].sdk}: ${fix(ownPlatform(bundle))}`);
            const sdkName = facts.app.plist && (0,ipa_plist/* stringValue */.r$)(facts.app.plist, 'DTSDKName');
            if (found.length === 0 && sdkName && old(sdkNameVersion(sdkName)))
                found.push({
                    entry: `${facts.app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist says it was built with the SDK ${(0,untrusted/* oneLine */.TN)(sdkName, 40)} (DTSDKName): ${fix('ios')}`
                });
            return found;
        }
    },
    {
        code: 'ITMS-90208',
        title: "no executable's slice for its own platform needs a newer OS than its bundle's MinimumOSVersion",
        level: 'refuse',
        fix: "make the target's and the framework's deployment targets (IPHONEOS_ or WATCHOS_DEPLOYMENT_TARGET) agree",
        source: `App Store Connect: "ITMS-90208: Invalid Bundle. The bundle does not support the minimum OS Version specified in the Info.plist"; slices at their architecture's floor: ${LINKER_FLOORS_SOURCE} (read 2026-11-27)`,
        check: facts => perExecutable(facts, (slice, bundle) => needsNewerOs(slice, bundle, minimumOs(bundle, facts)), (entry, slices, bundle) => {
            const { name, deploymentTarget } = PLATFORM_WORDS[ownPlatform(bundle)];
            const minimum = (0,untrusted/* oneLine */.TN)(minimumOs(bundle, facts) ?? '', 20);
            const ownMinimum = bundle.plist && (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'MinimumOSVersion');
            // A framework's own MinimumOSVersion is what is compared: the app's target changes nothing.
            const fix = !(0,rules_facts/* isLibrary */.es)(bundle)
                ? `make the target's ${deploymentTarget} and its Info.plist's MinimumOSVersion agree (Xcode writes one from the other)`
                : ownMinimum
                    ? `set MinimumOSVersion in that ${(0,rules_facts/* kindWord */.dx)(bundle)}'s Info.plist to ${slices[0].minOs}, or build it for ${name} ${minimum} (its ${deploymentTarget}); a vendor's: take a release whose Info.plist and binary agree`
                    : `build that ${(0,rules_facts/* kindWord */.dx)(bundle)} for ${name} ${minimum} (its ${deploymentTarget}), or raise the app's ${deploymentTarget} to ${slices[0].minOs}`;
            return `${(0,rules_facts/* shownEntry */.qF)(entry)} needs ${name} ${slices[0].minOs} or later (${archs(slices)}), but its bundle says MinimumOSVersion ${minimum} (ITMS-90208); ${fix}, and export again.`;
        })
    },
    {
        code: 'ITMS-90482',
        title: 'no bitcode (__LLVM segment) in an executable',
        level: 'refuse',
        fix: '`ENABLE_BITCODE = NO` in the app target; a framework rebuilt without it, or `xcrun bitcode_strip -r`',
        source: 'App Store Connect: "ITMS-90482: Invalid Executable. The executable contains bitcode" (Xcode 14 and later build without it; read 2026-11-25)',
        check: facts => perExecutable(facts, slice => slice.segments.includes('__LLVM'), (entry, _slices, bundle) => `${(0,rules_facts/* shownEntry */.qF)(entry)} still holds bitcode (an __LLVM segment), which App Store Connect refuses (ITMS-90482); ${!(0,rules_facts/* isLibrary */.es)(bundle)
            ? `set ENABLE_BITCODE = NO in the ${(0,rules_facts/* kindWord */.dx)(bundle)}'s target (and rebuild any static library linked into it without bitcode)`
            : `rebuild that ${(0,rules_facts/* kindWord */.dx)(bundle)} with ENABLE_BITCODE = NO, or strip it in a build phase (xcrun bitcode_strip -r ${fileName(entry)} -o ${fileName(entry)})`}, and export again.`)
    },
    {
        code: 'encrypted-executable',
        title: 'no encrypted executable (an app downloaded from the App Store, not a build)',
        level: 'refuse',
        fix: 'export the IPA from your Xcode archive',
        source: 'https://developer.apple.com/documentation/kernel/encryption_info_command (LC_ENCRYPTION_INFO cryptid, read 2026-11-25)',
        check: facts => perExecutable(facts, slice => slice.encrypted, entry => `${(0,rules_facts/* shownEntry */.qF)(entry)} is encrypted (cryptid 1): it comes from an app the App Store delivered, not from a build (encrypted-executable); export the IPA from your Xcode archive.`)
    }
];
/**
 * The MinimumOSVersion an executable is held to: its bundle's, or for a framework without one or a
 * dylib, that of the bundle whose Frameworks folder holds it (the app's when not known).
 */
function minimumOs(bundle, facts) {
    const own = bundle.plist && (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'MinimumOSVersion');
    if (own || !(0,rules_facts/* isLibrary */.es)(bundle))
        return own;
    const host = (0,rules_facts/* hostOf */.w4)(bundle, facts);
    return host.plist && (0,ipa_plist/* stringValue */.r$)(host.plist, 'MinimumOSVersion');
}
const deviceDestination = (bundle) => ownPlatform(bundle) === 'watchos' ? 'Any watchOS Device' : 'Any iOS Device (arm64)';
/** `x86_64 and i386 (simulator slices)`, `x86_64 (a Mac Catalyst slice)`. */
function intelSlices(slices) {
    const kinds = new Map();
    for (const slice of slices) {
        const kind = slice.platform === 'macos' || slice.platform === 'mac-catalyst'
            ? sliceKind(slice.platform)
            : 'a simulator slice';
        kinds.set(kind, [...(kinds.get(kind) ?? []), slice.arch]);
    }
    return [...kinds]
        .map(([kind, arches]) => arches.length > 1
        ? `${arches.join(' and ')} (${kind.replace(/^an? (.*) slice$/, '$1 slices')})`
        : `${arches[0]} (${kind})`)
        .join(', ');
}
/** One `lipo` that removes every slice named, each by its own `-remove`. */
function lipoRemove(entry, slices) {
    const file = fileName(entry);
    const removes = slices.map(slice => `-remove ${slice.arch}`).join(' ');
    return `lipo ${file} ${removes} -output ${file}`;
}
/** The executable's file name, quoted for a shell: what a build phase's command names. */
const fileName = (entry) => `"${(0,untrusted/* oneLine */.TN)(entry.slice(entry.lastIndexOf('/') + 1), 100)}"`;
/**
 * A slice of the bundle's own platform that needs a newer OS than MinimumOSVersion, unless it sits
 * at its architecture's floor: the toolchain raised a lower deployment target to it.
 */
function needsNewerOs(slice, bundle, minimum) {
    if (slice.minOs === undefined || minimum === undefined)
        return false;
    if (slice.platform !== ownPlatform(bundle))
        return false;
    if (compareVersions(slice.minOs, minimum) <= 0)
        return false;
    const floor = linkerFloor(slice.arch, ownPlatform(bundle));
    return floor === undefined || compareVersions(slice.minOs, floor) > 0;
}
/** The one finding for an app of another platform than iOS: what it is, and where it goes. */
function otherPlatformApp(facts, { platform, ...by }) {
    const app = facts.app;
    const evidence = by.byInfoPlist && by.byExecutable
        ? 'as its Info.plist and its executable say'
        : by.byExecutable
            ? 'as its executable is built'
            : 'as its Info.plist says (CFBundleSupportedPlatforms, DTPlatformName, UIDeviceFamily)';
    const { name } = PLATFORM_WORDS[platform];
    return {
        entry: by.byInfoPlist ? `${app.path}Info.plist` : (app.executable?.entry ?? app.path),
        message: `${(0,rules_facts/* shownEntry */.qF)(app.path)} is ${(0,format/* withArticle */.vJ)(name)} app, ${evidence}, and this service submits iOS apps only (platform); upload ${(0,format/* withArticle */.vJ)(name)} build to App Store Connect with Xcode's Organizer or Transporter, or archive the iOS app for "Any iOS Device (arm64)".`
    };
}

;// CONCATENATED MODULE: ./src/ipa/rules/structure-rules.ts

/** What a bundle's Mach-O is to the one who fixes it, by kind. */
const ROLE = {
    app: "the app's executable",
    extension: "an app extension's executable",
    'app-clip': "an App Clip's executable",
    'watch-app': "a watch app's executable",
    framework: "a framework's binary",
    dylib: 'a dylib in Frameworks/'
};
/** What each file type is, in words (mach-o/loader.h). */
const FILE_TYPES = {
    MH_EXECUTE: 'an executable',
    MH_DYLIB: 'a dynamic library',
    MH_OBJECT: 'an unlinked object file',
    MH_BUNDLE: 'a loadable bundle',
    MH_DSYM: "a .dSYM's debug symbols, with no code"
};
/** The file type a bundle's Mach-O must have: a framework or a dylib is loaded, the rest run. */
const expectedType = (bundle) => (0,rules_facts/* isLibrary */.es)(bundle) ? 'MH_DYLIB' : 'MH_EXECUTE';
/** How to get the right file type, for the bundle at fault. */
function fileTypeFix(bundle, found) {
    if (found === 'MH_DSYM')
        return 'copy the binary from the build products, not from its .dSYM, or export the IPA again from the Xcode archive';
    if (bundle.kind === 'dylib')
        return 'embed only dynamic libraries there (built with MACH_O_TYPE = mh_dylib), or leave this file out, and export again';
    if (bundle.kind === 'framework')
        return "rebuild the framework as a dynamic library (Mach-O Type, MACH_O_TYPE = mh_dylib), or use its vendor's dynamic build, and export again";
    return "set that target's Mach-O Type (MACH_O_TYPE) to Executable (mh_execute), and export again";
}
function fileTypeFinding(bundle) {
    const executable = bundle.executable;
    const read = executable?.read;
    if (!executable || !read)
        return [];
    const entry = (0,rules_facts/* shownEntry */.qF)(executable.entry);
    const role = ROLE[bundle.kind];
    if (read.kind === 'static-library') {
        const fix = (0,rules_facts/* isLibrary */.es)(bundle)
            ? 'link it statically and do not embed it: set it to "Do Not Embed" in the target\'s Frameworks, Libraries, and Embedded Content (a framework meant to be embedded is built with MACH_O_TYPE = mh_dylib), and export again'
            : "set that target's Mach-O Type (MACH_O_TYPE) to Executable (mh_execute), and export again";
        return [
            {
                entry: executable.entry,
                message: `${entry} is a static library (an ar archive of object files) where ${role} must be a linked Mach-O, and no device loads it (executable-file-type); ${fix}.`
            }
        ];
    }
    if (read.kind !== 'macho')
        return [];
    const expected = expectedType(bundle);
    const wrong = read.slices.find(slice => slice.fileType && slice.fileType !== expected);
    if (!wrong?.fileType)
        return [];
    const found = wrong.fileType;
    const what = FILE_TYPES[found] ?? 'another kind of Mach-O';
    return [
        {
            entry: executable.entry,
            message: `${entry} is ${what} (${found}) where ${role} must be ${FILE_TYPES[expected]} (${expected}) (executable-file-type); ${fileTypeFix(bundle, found)}.`
        }
    ];
}
/** The few files a Frameworks folder holds, by name, for a message. */
function heldNames(folder, bundles) {
    const names = bundles
        .filter(bundle => bundle.container === folder)
        .map(bundle => (0,rules_facts/* shownEntry */.qF)(bundle.path.replace(/\/$/, '').split('/').pop() ?? ''));
    if (names.length === 0)
        return '';
    const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
    return ` (${names.slice(0, 3).join(', ')}${more})`;
}
const STRUCTURE_RULES = [
    {
        code: 'executable-file-type',
        title: 'each executable is linked as what its bundle needs: an executable for an app or extension, a dynamic library for a framework or dylib',
        level: 'refuse',
        fix: 'set the Mach-O Type (`MACH_O_TYPE`) of the target; embed no static library, object file or dSYM',
        source: 'App Store Connect: "ITMS-90171: Invalid Bundle Structure - The binary file … is not permitted. Your app can\'t contain standalone executables or libraries, other than a valid CFBundleExecutable of supported bundles"; mach_header.filetype in mach-o/loader.h (read 2026-11-27)',
        check: facts => facts.bundles.flatMap(fileTypeFinding)
    },
    {
        code: 'ITMS-90206',
        title: 'no app extension, and no framework, has a Frameworks folder of its own',
        level: 'refuse',
        fix: 'set the framework to "Do Not Embed" in the extension target (or take it out of the framework that holds it) and embed it in the app',
        source: "App Store Connect: \"ITMS-90206: Invalid Bundle. The bundle at 'X.appex' contains disallowed file 'Frameworks'\", and at 'Frameworks/X.framework' alike (Carthage and prebuilt frameworks, reported 2018-2020): an iOS app extension loads the frameworks its app embeds (https://developer.apple.com/library/archive/technotes/tn2435/_index.html, https://github.com/CocoaPods/CocoaPods/issues/4203). No Apple page found names App Clips or watchOS extensions: an App Clip is an app and embeds its own, and CocoaPods embeds frameworks in watchOS 2 extensions (read 2026-11-27)",
        check: facts => [
            ...facts.bundles
                .filter(bundle => bundle.kind === 'extension' && !bundle.watch && bundle.frameworksFolder)
                .map(bundle => ({
                entry: bundle.frameworksFolder,
                message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} is an app extension with a Frameworks folder of its own${heldNames(bundle, facts.bundles)}, which App Store Connect refuses: "contains disallowed file 'Frameworks'" (ITMS-90206); in the extension target's Frameworks and Libraries set each one to "Do Not Embed" and embed it in the app target instead (the extension loads it from the app's Frameworks through @rpath), and export again.`
            })),
            // A framework that nests frameworks (an umbrella framework, or a prebuilt one that carries its
            // dependencies) is refused alike: "Frameworks/X.framework contains disallowed file 'Frameworks'".
            ...facts.bundles
                .filter(bundle => bundle.kind === 'framework' && bundle.frameworksFolder)
                .map(bundle => ({
                entry: bundle.frameworksFolder,
                message: `${(0,rules_facts/* shownEntry */.qF)(bundle.path)} is a framework with a Frameworks folder of its own, which App Store Connect refuses: "contains disallowed file 'Frameworks'" (ITMS-90206); embed the frameworks it holds in the app target instead, each once, and remove the folder from that framework (or take a build of it without its dependencies inside), and export again.`
            }))
        ]
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/profile-rules.ts



/**
 * A bundle signed with a provisioning profile made for another app: what a white-label build
 * re-signed with the wrong profile looks like. The profile's `application-identifier` is
 * `<prefix>.<bundle id>`, where the bundle id may end in a wildcard (`*`, `com.example.*`).
 */
const PROFILE_RULES = [
    {
        code: 'profile-app-id',
        title: "each bundle's provisioning profile is made for its bundle identifier (application-identifier, wildcards honoured) and its team's prefix",
        level: 'refuse',
        fix: 'sign each bundle with a profile made for its bundle identifier',
        source: 'App Store Connect: "ITMS-90164: Invalid Code Signing Entitlements. The entitlements in your app bundle signature do not match the ones that are contained in the provisioning profile" and "ITMS-90046: … value for key \'application-identifier\' … should be a string starting with your TEAMID, followed by a dot \'.\', followed by the bundle identifier" (as quoted in fastlane/fastlane#1322 and bazelbuild/rules_apple#181; read 2026-11-27)',
        check: facts => facts.bundles.flatMap(bundle => mismatch(bundle) ?? [])
    }
];
function mismatch(bundle) {
    const profile = bundle.profile;
    const bundleId = bundle.plist && (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'CFBundleIdentifier');
    const appId = profile?.read.appId;
    if (!profile || !bundleId || appId === undefined)
        return undefined;
    const dot = appId.indexOf('.');
    const prefix = dot < 0 ? '' : appId.slice(0, dot);
    const pattern = dot < 0 ? appId : appId.slice(dot + 1);
    const where = `${(0,rules_facts/* shownEntry */.qF)(bundle.path)}, whose bundle identifier is ${(0,untrusted/* oneLine */.TN)(bundleId, 155)}, has the provisioning profile ${(0,rules_facts/* shownEntry */.qF)(profile.entry)}`;
    const fix = `sign that ${(0,rules_facts/* kindWord */.dx)(bundle)} with a profile made for ${(0,untrusted/* oneLine */.TN)(bundleId, 155)} (its App ID), and export again.`;
    if (!matchesBundleId(pattern, bundleId))
        return {
            entry: profile.entry,
            message: `${where}, made for ${(0,untrusted/* oneLine */.TN)(appId, 160)} (profile-app-id); ${fix}`
        };
    const prefixes = teamPrefixes(profile.read);
    if (prefixes.length > 0 && !prefixes.includes(prefix))
        return {
            entry: profile.entry,
            message: `${where}, whose application identifier ${(0,untrusted/* oneLine */.TN)(appId, 160)} starts with no prefix of its team (${prefixes.map(p => (0,untrusted/* oneLine */.TN)(p, 20)).join(', ')}) (profile-app-id); ${fix}`
        };
    return undefined;
}
/** Whether the bundle id part of an application-identifier covers a bundle id. */
function matchesBundleId(pattern, bundleId) {
    if (pattern === '*')
        return true;
    if (pattern.endsWith('.*'))
        return bundleId.startsWith(pattern.slice(0, -1));
    return pattern === bundleId;
}
/** The prefixes an application-identifier of this profile may start with. */
function teamPrefixes(profile) {
    const prefixes = [...(profile.appIdPrefixes ?? [])];
    if (profile.teamIdentifier && !prefixes.includes(profile.teamIdentifier))
        prefixes.push(profile.teamIdentifier);
    return prefixes;
}

;// CONCATENATED MODULE: ./src/ipa/rules/info-plist-rules.ts




/**
 * The keys Xcode stamps into Info.plist with the build of each tool, what each tool is, and whether
 * a beta number there is sure enough to refuse: the SDK's is; Xcode's and macOS's are not, as Apple
 * has shipped a release under a beta-like number (Xcode 16.2 is 16C5032a), so they only warn.
 */
const TOOL_BUILDS = [
    ['DTSDKBuild', 'iOS SDK', true],
    ['DTPlatformBuild', 'iOS platform', true],
    ['DTXcodeBuild', 'Xcode', false],
    ['BuildMachineOSBuild', 'macOS', false]
];
/**
 * A beta or seed build number: major, train letter, a four-digit number starting with 5, and a
 * letter (`17A5285i`, `26A5388g`). Releases mostly have shorter numbers, with a letter or not
 * (`17A324`, `16A242d`), and so do release candidates; the releases that do not are listed.
 */
const BETA_BUILD = /^\d{1,3}[A-Z]5\d{3}[a-z]$/;
const RELEASES_NUMBERED_AS_BETAS = new Set([
    // Xcode 16.2, as `xcodebuild -version` and the runner images list it (read 2026-11-27).
    '16C5032a'
]);
const isBeta = (build) => BETA_BUILD.test(build) && !RELEASES_NUMBERED_AS_BETAS.has(build);
const ALL_ORIENTATIONS = [
    'UIInterfaceOrientationPortrait',
    'UIInterfaceOrientationPortraitUpsideDown',
    'UIInterfaceOrientationLandscapeLeft',
    'UIInterfaceOrientationLandscapeRight'
];
const FULL_SCREEN_NOTE = 'UIRequiresFullScreen still opts out, but it is deprecated since iPadOS 26 and will be ignored in a future release';
const MULTITASKING_SOURCE = `${FULL_SCREEN_NOTE}: https://developer.apple.com/documentation/technotes/tn3192-migrating-your-app-from-the-deprecated-uirequiresfullscreen-key; an Info.plist with no orientation key refused alike (KotlinFoundation/kmp-contest-starter-kit#53, 2026-08-17) (read 2026-11-27)`;
/**
 * The iOS SDK a bundle's executable was linked with, which decides how the system runs it: the
 * oldest its device slices record (none when it has no readable executable).
 */
function linkedSdk(bundle) {
    const version = (0,rules_facts/* slicesOf */.nu)(bundle)
        .filter(slice => !slice.platform?.includes('simulator'))
        .flatMap(slice => (recorded(slice.sdk) ? [slice.sdk] : []))
        .sort(compareVersions)[0];
    return version && bundle.executable ? { version, entry: bundle.executable.entry } : undefined;
}
const isTrue = (value) => value === true;
const asNumbers = (value) => (Array.isArray(value) ? value : [value]).flatMap(item => typeof item === 'number' || typeof item === 'bigint' ? [Number(item)] : []);
/**
 * The app runs on iPad and takes part in multitasking: its UIDeviceFamily has 2, and it does not
 * opt out with UIRequiresFullScreen.
 */
function multitasksOnIpad(facts) {
    const plist = facts.app.plist;
    return (plist !== undefined &&
        asNumbers((0,ipa_plist/* ownValue */.eC)(plist, 'UIDeviceFamily')).includes(2) &&
        !isTrue((0,ipa_plist/* ownValue */.eC)(plist, 'UIRequiresFullScreen~ipad') ?? (0,ipa_plist/* ownValue */.eC)(plist, 'UIRequiresFullScreen')));
}
const INFO_PLIST_RULES = [
    {
        code: 'beta-toolchain',
        title: 'built with a released Xcode, iOS SDK and macOS, not a beta (a beta Xcode or macOS alone only warns: its number cannot tell for sure)',
        level: 'refuse',
        fix: 'archive with the release Xcode on a released macOS',
        source: 'App Store Connect: "ITMS-90534: Invalid Toolchain. New apps and app updates must be built with the public (GM) versions of Xcode, macOS, and iOS SDK. Don\'t submit apps built with beta software including beta macOS builds", and ITMS-90111 for a beta BuildMachineOSBuild; TestFlight may take such a build (read 2026-11-27)',
        check: facts => {
            const plist = facts.app.plist;
            if (!plist)
                return [];
            const betas = TOOL_BUILDS.flatMap(([key, tool, sure]) => {
                const build = (0,ipa_plist/* stringValue */.r$)(plist, key);
                return build && isBeta(build)
                    ? [{ sure, said: `${tool} (${key} ${(0,untrusted/* oneLine */.TN)(build, 20)})` }]
                    : [];
            });
            if (betas.length === 0)
                return [];
            const sure = betas.some(beta => beta.sure);
            return [
                {
                    entry: `${facts.app.path}Info.plist`,
                    ...(sure ? {} : { level: 'warn' }),
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist says the build was made with ${sure ? 'a beta' : 'what looks like a beta'} ${betas.map(beta => beta.said).join(', ')}, which App Store Connect refuses for the App Store though TestFlight may take it (beta-toolchain${sure ? '' : ': a warning, as a build number alone cannot tell a beta for sure'}); archive with the release Xcode on a released macOS and export again.`
                }
            ];
        }
    },
    {
        code: 'ITMS-90474',
        title: 'an iPad app that multitasks supports all four orientations',
        level: 'refuse',
        fix: 'add all four orientations to `UISupportedInterfaceOrientations~ipad`',
        source: `App Store Connect: "ITMS-90474: Invalid bundle. The … orientations were provided for the UISupportedInterfaceOrientations Info.plist key …, but you need to include all of the … orientations to support iPad multitasking"; ${MULTITASKING_SOURCE}`,
        check: facts => {
            const plist = facts.app.plist;
            if (!plist || !multitasksOnIpad(facts))
                return [];
            const key = [
                'UISupportedInterfaceOrientations~ipad',
                'UISupportedInterfaceOrientations'
            ].find(name => Array.isArray((0,ipa_plist/* ownValue */.eC)(plist, name)));
            // No key at all is no orientation listed: App Store Connect refuses that too (Kotlin
            // Multiplatform's and Tauri's Info.plists, reported in 2026).
            const given = key
                ? (0,ipa_plist/* ownValue */.eC)(plist, key).filter((item) => typeof item === 'string')
                : [];
            const missing = ALL_ORIENTATIONS.filter(orientation => !given.includes(orientation));
            if (missing.length === 0)
                return [];
            const where = key ?? 'UISupportedInterfaceOrientations~ipad';
            const lists = key
                ? `lists ${given.length} orientation${given.length === 1 ? '' : 's'} in ${key}`
                : 'lists no orientation (no UISupportedInterfaceOrientations key)';
            return [
                {
                    entry: `${facts.app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist ${lists} where an iPad app that multitasks needs all four: it lacks ${missing.join(', ')} (ITMS-90474); add them to ${where} (${FULL_SCREEN_NOTE}) and export again.`
                }
            ];
        }
    },
    {
        code: 'ITMS-90475',
        title: 'an iPad app that multitasks has a launch screen',
        level: 'refuse',
        fix: 'add a launch storyboard (`UILaunchStoryboardName`) or `UILaunchScreen`',
        source: `App Store Connect: "ITMS-90475: Invalid Bundle. iPad Multitasking support requires launch story board in bundle"; ${MULTITASKING_SOURCE}`,
        check: facts => {
            const plist = facts.app.plist;
            if (!plist || !multitasksOnIpad(facts))
                return [];
            const launch = [
                'UILaunchStoryboardName',
                'UILaunchStoryboardName~ipad',
                'UILaunchScreen',
                'UILaunchScreen~ipad',
                // Per-device storyboards (UILaunchStoryboards, documented since iOS 9): a launch screen too.
                'UILaunchStoryboards'
            ];
            if (launch.some(key => (0,ipa_plist/* ownValue */.eC)(plist, key) !== undefined))
                return [];
            return [
                {
                    entry: `${facts.app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist names no launch screen (UILaunchStoryboardName or UILaunchScreen), which an iPad app that multitasks needs (ITMS-90475); add a launch storyboard to the app target (${FULL_SCREEN_NOTE}) and export again.`
                }
            ];
        }
    },
    {
        code: 'uiscene-life-cycle',
        title: 'an app built with the iOS 27 SDK adopts the UIScene life cycle',
        level: 'warn',
        fix: 'adopt UIScene: a scene delegate and `UIApplicationSceneManifest`',
        source: 'https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle ("In the next major release following iOS 26, UIScene lifecycle will be required when building with the latest SDK; otherwise, your app won\'t launch"; read 2026-11-27)',
        check: facts => {
            const plist = facts.app.plist;
            const sdk = linkedSdk(facts.app);
            if (!plist || !sdk || compareVersions(sdk.version, '27.0') < 0)
                return [];
            if ((0,ipa_plist/* ownValue */.eC)(plist, 'UIApplicationSceneManifest') !== undefined)
                return [];
            return [
                {
                    entry: `${facts.app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)} was built with the iOS ${(0,untrusted/* oneLine */.TN)(sdk.version, 20)} SDK and its Info.plist has no UIApplicationSceneManifest: an app built with the iOS 27 SDK that does not adopt the UIScene life cycle does not launch (uiscene-life-cycle); adopt UIScene (a scene delegate and UIApplicationSceneManifest in Info.plist) and export again.`
                }
            ];
        }
    }
];

// EXTERNAL MODULE: ./src/ipa/rules/source.ts
var source = __nccwpck_require__(9739);
;// CONCATENATED MODULE: ./src/ipa/rules/schedule-rules.ts







/**
 * The iOS SDK the app was built with, as App Store Connect reads it: the DTSDKName Xcode stamps into
 * its Info.plist, else what its executable records.
 */
function appSdk(facts) {
    const name = facts.app.plist && (0,ipa_plist/* stringValue */.r$)(facts.app.plist, 'DTSDKName');
    const version = name && sdkNameVersion(name);
    return version ? { version, entry: `${facts.app.path}Info.plist` } : linkedSdk(facts.app);
}
/** The app's MinimumOSVersion, from its Info.plist. */
function appMinimumOs(facts) {
    const version = facts.app.plist && (0,ipa_plist/* stringValue */.r$)(facts.app.plist, 'MinimumOSVersion');
    return version ? { version, entry: `${facts.app.path}Info.plist` } : undefined;
}
/** How the app falls short of a requirement (its SDK, or its MinimumOSVersion), if it does. */
function shortfall(facts, requirement) {
    const has = requirement.kind === 'sdk' ? appSdk(facts) : appMinimumOs(facts);
    if (!has || compareVersions(has.version, requirement.version) >= 0)
        return undefined;
    return { entry: has.entry, has: (0,untrusted/* oneLine */.TN)(has.version, 20) };
}
const major = (version) => version.replace(/\.0$/, '');
/** What the app has: its SDK, or its MinimumOSVersion. */
const subject = (facts, found, requirement) => requirement.kind === 'sdk'
    ? `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)} was built with the iOS ${found.has} SDK`
    : `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist says MinimumOSVersion ${found.has}`;
/** What a row has App Store Connect refuse. */
const refused = (requirement) => requirement.kind === 'sdk'
    ? `builds made with an SDK older than iOS ${major(requirement.version)}`
    : `apps whose MinimumOSVersion is below ${requirement.version}`;
/** What App Store Connect refuses, and since when: said of a row it surely applies alone. */
const refusal = (requirement, since) => `${since} App Store Connect refuses ${refused(requirement)}`;
/**
 * A row the radar warns of: ahead, what App Store Connect will refuse from its day; past its first
 * day but not yet surely applied (no source of Apple's says it refuses yet), what Apple said it
 * would refuse: a warning never says a refusal is in force.
 */
const announcement = (requirement, now) => standing(requirement, now) === 'ahead'
    ? refusal(requirement, `from ${when(requirement)}`)
    : `Apple said that from ${when(requirement)} App Store Connect would refuse ${refused(requirement)}, and that day has come`;
const fixOf = (requirement) => requirement.kind === 'sdk'
    ? `build with ${requirement.xcode ?? `the iOS ${major(requirement.version)} SDK`} or later`
    : `raise the app's deployment target (IPHONEOS_DEPLOYMENT_TARGET) to ${requirement.version}`;
/**
 * The radar's warning for one kind of requirement: every row announced and not yet surely applied
 * that the app falls short of, in date order, and the fix that meets the last.
 */
function radarFinding(facts, kind, rows) {
    // A build refused today for the same reason hears of that refusal alone.
    const current = inForce(kind, facts.now);
    if (current && shortfall(facts, current))
        return [];
    const failed = rows.filter(row => row.kind === kind && shortfall(facts, row));
    if (failed.length === 0)
        return [];
    const found = shortfall(facts, failed[0]);
    const refusals = failed.map(row => announcement(row, facts.now));
    const then = standing(failed[0], facts.now) === 'ahead'
        ? 'before then'
        : 'now: it may refuse this build already';
    // Built with the iOS 27 SDK, an app without the UIScene life cycle does not launch.
    const scene = kind === 'sdk' &&
        compareVersions(failed.at(-1).version, '27.0') >= 0 &&
        facts.app.plist &&
        (0,ipa_plist/* ownValue */.eC)(facts.app.plist, 'UIApplicationSceneManifest') === undefined
        ? ', adopting the UIScene life cycle (the app has no UIApplicationSceneManifest; see uiscene-life-cycle),'
        : '';
    return [
        {
            entry: found.entry,
            message: `${subject(facts, found, failed[0])}: ${refusals.join(', and ')} (${failed[0].code}; deadline-radar); ${fixOf(failed.at(-1))}${scene} ${then}.`,
            // Tagged with Apple's code, so `preflight-skip` of that code silences it too.
            code: failed[0].code
        }
    ];
}
const MINIMUM_OS_ROWS = APPLE_SCHEDULE.filter(row => row.kind === 'minimum-os');
const SCHEDULE_RULES = [
    {
        code: 'ITMS-90068',
        title: "the app's MinimumOSVersion is one App Store Connect still takes",
        level: 'refuse',
        fix: "raise the app's deployment target (`IPHONEOS_DEPLOYMENT_TARGET`)",
        source: (0,source/* joinedSources */.u)(MINIMUM_OS_ROWS.map(row => `iOS ${row.version}: ${row.source}`)),
        check: facts => {
            const requirement = inForce('minimum-os', facts.now);
            const found = requirement && shortfall(facts, requirement);
            if (!requirement || !found)
                return [];
            return [
                {
                    entry: found.entry,
                    message: `${subject(facts, found, requirement)}: ${refusal(requirement, `since ${requirement.starts}`)} (ITMS-90068); ${fixOf(requirement)} and export again.`
                }
            ];
        }
    },
    {
        code: 'deadline-radar',
        title: 'no requirement Apple has announced, and not yet applies, would refuse this build',
        level: 'warn',
        fix: 'meet it before its date: a newer Xcode, a higher deployment target',
        source: (0,source/* joinedSources */.u)(APPLE_SCHEDULE.map(row => `${row.code} from ${row.starts} (iOS ${row.version}): ${row.source}`)),
        check: facts => {
            const rows = announced(facts.now);
            return [...radarFinding(facts, 'sdk', rows), ...radarFinding(facts, 'minimum-os', rows)];
        }
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/privacy-manifest-values.ts
/**
 * The values App Store Connect takes in a privacy manifest (PrivacyInfo.xcprivacy): each
 * required-reason API category with its approved reason codes, and the collected data types and
 * their purposes, as Apple's pages list them. Apple adds reasons and data types from time to time:
 * update the lists (and the sources) then.
 */
/**
 * Each category's approved reasons, from Apple's page (the five categories of
 * required-reason-apis.ts). A code the page keeps for third-party SDKs (0A2A.1, a wrapper of file
 * timestamp APIs) is still a code of its category: who declares it is not checked here.
 */
const REASONS_SOURCE = 'https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api (Describing use of required reason API: the approved reasons of each category; checked against the codes App Store Connect refused in another category, "35F9.1" for NSPrivacyAccessedAPICategoryFileTimestamp in microsoft/appcenter-sdk-apple#2543 and "CA92.1" for NSPrivacyAccessedAPICategoryDiskSpace in Tealium/tealium-swift#329, read 2026-12-06)';
const REASONS_BY_CATEGORY = new Map([
    ['NSPrivacyAccessedAPICategoryFileTimestamp', ['DDA9.1', 'C617.1', '3B52.1', '0A2A.1']],
    ['NSPrivacyAccessedAPICategorySystemBootTime', ['35F9.1', '8FFB.1', '3D61.1']],
    ['NSPrivacyAccessedAPICategoryDiskSpace', ['85F4.1', 'E174.1', '7D9E.1', 'B728.1']],
    ['NSPrivacyAccessedAPICategoryActiveKeyboards', ['3EC4.1', '54BD.1']],
    ['NSPrivacyAccessedAPICategoryUserDefaults', ['CA92.1', '1C8F.1', 'C56D.1', 'AC6B.1']]
]);
const COLLECTED_DATA_SOURCE = 'https://developer.apple.com/documentation/bundleresources/describing-data-use-in-privacy-manifests (Describing data use in privacy manifests: the keys of each NSPrivacyCollectedDataTypes dictionary, its data types and purposes, read 2026-12-06)';
/** NSPrivacyCollectedDataType values, after their common prefix (`Name` is `NSPrivacyCollectedDataTypeName`). */
const DATA_TYPES = [
    // Contact info
    'Name',
    'EmailAddress',
    'PhoneNumber',
    'PhysicalAddress',
    'OtherUserContactInfo',
    // Health and fitness
    'Health',
    'Fitness',
    // Financial info
    'PaymentInfo',
    'CreditInfo',
    'OtherFinancialInfo',
    // Location
    'PreciseLocation',
    'CoarseLocation',
    // Sensitive info, contacts
    'SensitiveInfo',
    'Contacts',
    // User content (Apple spells `PhotosorVideos` so)
    'EmailsOrTextMessages',
    'PhotosorVideos',
    'AudioData',
    'GameplayContent',
    'CustomerSupport',
    'OtherUserContent',
    // Browsing and search history
    'BrowsingHistory',
    'SearchHistory',
    // Identifiers
    'UserID',
    'DeviceID',
    // Purchases, usage data
    'PurchaseHistory',
    'ProductInteraction',
    'AdvertisingData',
    'OtherUsageData',
    // Diagnostics
    'CrashData',
    'PerformanceData',
    'OtherDiagnosticData',
    // Surroundings and body (visionOS)
    'EnvironmentScanning',
    'Hands',
    'Head',
    // Other data
    'OtherDataTypes'
];
const COLLECTED_DATA_TYPES = new Set(DATA_TYPES.map(type => `NSPrivacyCollectedDataType${type}`));
/** NSPrivacyCollectedDataTypePurposes values. */
const COLLECTED_DATA_PURPOSES = new Set([
    'ThirdPartyAdvertising',
    'DeveloperAdvertising',
    'Analytics',
    'ProductPersonalization',
    'AppFunctionality',
    'Other'
].map(purpose => `NSPrivacyCollectedDataTypePurpose${purpose}`));

;// CONCATENATED MODULE: ./src/ipa/rules/privacy-manifest.ts
/**
 * What is wrong in one privacy manifest's content, as App Store Connect validates it: each fault a
 * phrase that names the key and what it holds. A pure function of the parsed dictionary; which
 * manifests are read, and the codes, are the rules' (privacy-manifest-rules.ts).
 *
 * Only what Apple refuses is a fault: a key Apple does not know is left alone (Apple's pages list
 * no closed set of keys, and SDKs ship comments and keys of their own), and so is a top-level key
 * left out (a manifest of `NSPrivacyTracking` false alone is what many SDKs ship, and is taken).
 */



/** A value as a message shows it: quoted text from the IPA (untrusted), or its type. */
const shownValue = (value) => typeof value === 'string' ? `"${(0,untrusted/* oneLine */.TN)(value, 60)}"` : `a ${typeName(value)}`;
function typeName(value) {
    if (Array.isArray(value))
        return 'array';
    if (value === null)
        return 'null';
    if (value instanceof Date)
        return 'date';
    if (Buffer.isBuffer(value))
        return 'data';
    if (typeof value === 'object')
        return 'dictionary';
    if (typeof value === 'bigint')
        return 'number';
    return typeof value;
}
/** Every fault of one manifest's content. */
function manifestFaults(manifest) {
    const faults = {
        invalid: [],
        doubtful: [],
        categories: [],
        reasons: [],
        trackingDomains: 0
    };
    const tracking = (0,ipa_plist/* ownValue */.eC)(manifest, 'NSPrivacyTracking');
    if (tracking !== undefined && typeof tracking !== 'boolean')
        faults.invalid.push(`NSPrivacyTracking is ${shownValue(tracking)}, not a boolean`);
    const domains = arrayOf(manifest, 'NSPrivacyTrackingDomains', faults);
    domains?.forEach((domain, i) => {
        if (typeof domain !== 'string')
            faults.invalid.push(`NSPrivacyTrackingDomains item ${i + 1} is ${shownValue(domain)}, not a string`);
    });
    // An empty string is a domain too: App Store Connect counts the array, not what it holds.
    if (domains && domains.length > 0 && tracking !== true)
        faults.trackingDomains = domains.length;
    arrayOf(manifest, 'NSPrivacyCollectedDataTypes', faults)?.forEach((item, i) => collectedDataFaults(item, `NSPrivacyCollectedDataTypes item ${i + 1}`, faults));
    arrayOf(manifest, 'NSPrivacyAccessedAPITypes', faults)?.forEach((item, i) => accessedApiFaults(item, `NSPrivacyAccessedAPITypes item ${i + 1}`, faults));
    return faults;
}
/** A top-level array, when the key is there and holds one; a fault when it holds something else. */
function arrayOf(manifest, key, faults) {
    const value = (0,ipa_plist/* ownValue */.eC)(manifest, key);
    if (value === undefined || Array.isArray(value))
        return value;
    faults.invalid.push(`${key} is ${shownValue(value)}, not an array`);
    return undefined;
}
/** One NSPrivacyCollectedDataTypes dictionary: its four keys, each of its type. */
function collectedDataFaults(item, where, faults) {
    if (!(0,ipa_plist/* isPlistDict */.$q)(item)) {
        faults.invalid.push(`${where} is ${shownValue(item)}, not a dictionary`);
        return;
    }
    const type = (0,ipa_plist/* ownValue */.eC)(item, 'NSPrivacyCollectedDataType');
    if (typeof type !== 'string' || type.trim() === '')
        faults.invalid.push(`${where} has no NSPrivacyCollectedDataType`);
    else if (!COLLECTED_DATA_TYPES.has(type))
        faults.doubtful.push(`${where} has the NSPrivacyCollectedDataType ${shownValue(type)}, which is not on Apple's list`);
    for (const key of ['NSPrivacyCollectedDataTypeLinked', 'NSPrivacyCollectedDataTypeTracking']) {
        const flag = (0,ipa_plist/* ownValue */.eC)(item, key);
        if (typeof flag !== 'boolean')
            faults.invalid.push(flag === undefined
                ? `${where} has no ${key}`
                : `${where}'s ${key} is ${shownValue(flag)}, not a boolean`);
    }
    const purposes = (0,ipa_plist/* ownValue */.eC)(item, 'NSPrivacyCollectedDataTypePurposes');
    if (!Array.isArray(purposes)) {
        faults.invalid.push(purposes === undefined
            ? `${where} has no NSPrivacyCollectedDataTypePurposes`
            : `${where}'s NSPrivacyCollectedDataTypePurposes is ${shownValue(purposes)}, not an array`);
        return;
    }
    for (const purpose of purposes)
        if (typeof purpose !== 'string' || !COLLECTED_DATA_PURPOSES.has(purpose))
            faults.invalid.push(`${where} has the purpose ${shownValue(purpose)}, which is none of Apple's`);
}
/** One NSPrivacyAccessedAPITypes dictionary: a category of Apple's, and reasons of that category. */
function accessedApiFaults(item, where, faults) {
    if (!(0,ipa_plist/* isPlistDict */.$q)(item)) {
        faults.invalid.push(`${where} is ${shownValue(item)}, not a dictionary`);
        return;
    }
    const category = (0,ipa_plist/* ownValue */.eC)(item, 'NSPrivacyAccessedAPIType');
    if (typeof category !== 'string') {
        faults.invalid.push(category === undefined
            ? `${where} has no NSPrivacyAccessedAPIType`
            : `${where}'s NSPrivacyAccessedAPIType is ${shownValue(category)}, not a string`);
        return;
    }
    const valid = REASONS_BY_CATEGORY.get(category);
    if (!valid)
        faults.categories.push(`${where} declares ${shownValue(category)}, which is no category`);
    const reasons = (0,ipa_plist/* ownValue */.eC)(item, 'NSPrivacyAccessedAPITypeReasons');
    if (reasons === undefined || (Array.isArray(reasons) && reasons.length === 0)) {
        faults.doubtful.push(`${where} gives no reason for ${shownValue(category)}`);
        return;
    }
    if (!Array.isArray(reasons)) {
        faults.invalid.push(`${where}'s NSPrivacyAccessedAPITypeReasons is ${shownValue(reasons)}, not an array`);
        return;
    }
    for (const reason of reasons) {
        if (typeof reason !== 'string')
            faults.invalid.push(`${where} has a reason that is ${shownValue(reason)}, not a string`);
        else if (valid && !valid.includes(reason))
            faults.reasons.push(`${shownValue(reason)} is no reason for ${category} (its reasons: ${valid.join(', ')})`);
    }
}

;// CONCATENATED MODULE: ./src/ipa/rules/privacy-manifest-rules.ts
/**
 * Every privacy manifest of the app validated whole, as App Store Connect validates each one it is
 * given: since 2024-05-01 those at a bundle's root (ITMS-91054, -91055, -91056, -91064), and since
 * 2024-11-12 every other one too (the same faults, which Apple's e-mails named ITMS-91107 and
 * ITMS-91108 before that day, as warnings; refused as ITMS-91056 and ITMS-91064 since, e.g.
 * rwbutler/Connectivity#90). A manifest that is not a readable property list is `bad-plist`, the
 * archive's problem, which refuses it already: these rules read only manifests that parsed.
 */



const PRIVACY_MANIFEST_FILES = 'https://developer.apple.com/documentation/bundleresources/privacy-manifest-files';
/** Each manifest that was read, with its bundle and what is wrong in it. */
function faultsOf(facts) {
    return facts.bundles.flatMap(bundle => (bundle.privacyManifests ?? []).flatMap(manifest => manifest.content
        ? [
            {
                bundle,
                manifest: { ...manifest, content: manifest.content },
                faults: manifestFaults(manifest.content)
            }
        ]
        : []));
}
/** Who fixes a manifest: the SDK's vendor for a framework's, the team for its own target's. */
const privacy_manifest_rules_fixOf = (bundle) => (0,rules_facts/* isLibrary */.es)(bundle)
    ? `update ${(0,rules_facts/* shownEntry */.qF)(bundle.path)} to a version whose manifest is valid (or fix it in its source)`
    : "fix it in that target's PrivacyInfo.xcprivacy (or update the SDK whose resource bundle holds it)";
/** Apple's older code for the same fault in a manifest away from a bundle's root. */
const outside = (bundle, manifest, code) => manifest.entry === `${bundle.path}PrivacyInfo.xcprivacy`
    ? ''
    : `, ${code} in e-mails before 2024-11-12`;
/** One finding per manifest with faults of one kind: `say` words them. */
function findings(facts, faultsOfKind, say, level) {
    return faultsOf(facts).flatMap(({ bundle, manifest, faults }) => {
        const found = faultsOfKind(faults);
        if (found.length === 0)
            return [];
        const finding = { entry: manifest.entry, message: say(bundle, manifest, found) };
        return [level ? { ...finding, level } : finding];
    });
}
const PRIVACY_MANIFEST_RULES = [
    {
        code: 'ITMS-91056',
        covers: ['ITMS-91108'],
        title: "every privacy manifest in the app, wherever it is, has keys and values of Apple's types (a data type not on Apple's list only warns)",
        level: 'refuse',
        fix: 'update the SDK that ships the manifest, or fix the target’s `PrivacyInfo.xcprivacy`',
        source: `App Store Connect: "ITMS-91056: Invalid privacy manifest - The PrivacyInfo.xcprivacy file from the following path is invalid: … Keys and values in your app’s privacy manifests must be valid" (https://github.com/tonymillion/Reachability/issues/196; an unknown purpose refused in https://github.com/appspector/ios-sdk/issues/30, an empty data type in https://github.com/sqlcipher/sqlcipher/pull/511); "ITMS-91108: Invalid privacy manifest - … In addition to the privacy manifest files in the locations outlined in the documentation, starting November 12, 2024, all privacy manifests you submit must have valid content" (https://github.com/SwiftyJSON/SwiftyJSON/issues/1170); ${PRIVACY_MANIFEST_FILES}; ${COLLECTED_DATA_SOURCE}`,
        check: facts => [
            ...findings(facts, faults => faults.invalid, (bundle, manifest, faults) => `${(0,rules_facts/* shownEntry */.qF)(manifest.entry)} is not a valid privacy manifest: ${faults.join('; ')} (ITMS-91056${outside(bundle, manifest, 'ITMS-91108')}: App Store Connect refuses a manifest whose keys and values are not valid); ${privacy_manifest_rules_fixOf(bundle)}, and export again.`),
            ...findings(facts, faults => faults.doubtful, (bundle, manifest, faults) => `${(0,rules_facts/* shownEntry */.qF)(manifest.entry)} holds what Apple's pages do not list: ${faults.join('; ')} (ITMS-91056: App Store Connect may refuse it as an invalid privacy manifest); check it against Apple's lists and ${privacy_manifest_rules_fixOf(bundle)} if it is a mistake.`, 'warn')
        ]
    },
    {
        code: 'ITMS-91054',
        title: "every privacy manifest declares only Apple's required-reason API categories",
        level: 'refuse',
        fix: "use Apple's `NSPrivacyAccessedAPICategory…` names, or update the SDK that ships the manifest",
        source: `App Store Connect: "ITMS-91054: Invalid API category declaration - The PrivacyInfo.xcprivacy for the … file contains “User Defaults” as the value for a NSPrivacyAccessedAPIType key, which is invalid … starting May 1, 2024 … values for NSPrivacyAccessedAPIType keys in your app’s privacy manifest must be valid API categories" (https://github.com/googlemaps/ios-maps-sdk/issues/17); ${REASONS_SOURCE}`,
        check: facts => findings(facts, faults => faults.categories, (bundle, manifest, faults) => `${(0,rules_facts/* shownEntry */.qF)(manifest.entry)} declares an API category that is none of Apple's: ${faults.join('; ')} (ITMS-91054); use Apple's NSPrivacyAccessedAPICategory… names: ${privacy_manifest_rules_fixOf(bundle)}, and export again.`)
    },
    {
        code: 'ITMS-91055',
        title: 'every reason a privacy manifest gives is one of its API category’s own',
        level: 'refuse',
        fix: "give each category one of its own reasons (Apple's table), or update the SDK that ships the manifest",
        source: `App Store Connect: "ITMS-91055: Invalid API reason declaration - The PrivacyInfo.xcprivacy for the … file contains “35F9.1” as the value for a NSPrivacyAccessedAPITypeReasons key instead of a valid reason code for using an API in the NSPrivacyAccessedAPICategoryFileTimestamp category. Values for NSPrivacyAccessedAPITypeReasons keys in any privacy manifest must be valid reason codes for the corresponding API category" (refused: https://github.com/microsoft/appcenter-sdk-apple/issues/2543); ${REASONS_SOURCE}`,
        check: facts => findings(facts, faults => faults.reasons, (bundle, manifest, faults) => `${(0,rules_facts/* shownEntry */.qF)(manifest.entry)} gives reasons of another category: ${faults.join('; ')} (ITMS-91055); give each category one of its own reasons: ${privacy_manifest_rules_fixOf(bundle)}, and export again.`)
    },
    {
        code: 'ITMS-91064',
        covers: ['ITMS-91107'],
        title: 'no privacy manifest lists NSPrivacyTrackingDomains (not even an empty string) unless NSPrivacyTracking is true',
        level: 'refuse',
        fix: 'set `NSPrivacyTracking` to true, or empty `NSPrivacyTrackingDomains`; for an SDK, update it',
        source: `App Store Connect: "ITMS-91064: Invalid tracking information - A PrivacyInfo.xcprivacy file contains invalid tracking information at the following path: … NSPrivacyTracking must be true if NSPrivacyTrackingDomains isn‘t empty" (https://github.com/euc-releases/iOS-WorkspaceONE-SDK/issues/7, refused for an array holding one empty string), and "ITMS-91107: Invalid tracking information - … starting November 12, 2024, all privacy manifests you submit must have valid content" (https://github.com/braze-inc/braze-swift-sdk/issues/138; read 2026-12-06)`,
        check: facts => findings(facts, faults => (faults.trackingDomains > 0 ? [String(faults.trackingDomains)] : []), (bundle, manifest, [count]) => `${(0,rules_facts/* shownEntry */.qF)(manifest.entry)} lists ${count} NSPrivacyTrackingDomains while NSPrivacyTracking is not true (ITMS-91064${outside(bundle, manifest, 'ITMS-91107')}: NSPrivacyTracking must be true if NSPrivacyTrackingDomains is not empty); set NSPrivacyTracking to true if those domains track, else empty the list: ${privacy_manifest_rules_fixOf(bundle)}, and export again.`)
    }
];

// EXTERNAL MODULE: ./src/ipa/identity.ts
var identity = __nccwpck_require__(2828);
;// CONCATENATED MODULE: ./src/ipa/rules/framework-plist-rules.ts




/**
 * The Info.plist of each embedded framework, as App Store Connect reads it: its minimum OS, its
 * versions and its executable; and a resource bundle's, which may name no executable it lacks. A
 * framework without an Info.plist, or with one that could not be read, is said elsewhere
 * (nested-missing-info-plist, bad-plist, read-limit): these rules say nothing of it.
 */
/** The frameworks whose Info.plist was read. */
const readFrameworks = (facts) => facts.bundles.filter((bundle) => bundle.kind === 'framework' && bundle.plist !== undefined && !bundle.notRead?.has('plist'));
/** A key's value as a message shows it: a string quoted, anything else named as what it is. */
function framework_plist_rules_shownValue(value) {
    if (typeof value === 'string')
        return `"${(0,untrusted/* oneLine */.TN)(value, 60)}"`;
    return Array.isArray(value)
        ? 'an array'
        : `a ${typeof value === 'object' ? 'dictionary' : typeof value}`;
}
/** `17.0` → 17: the major version, for iOS's floor of 8.0. */
const framework_plist_rules_major = (version) => Number(version.split('.')[0]);
function minimumOsFinding(framework) {
    const entry = `${framework.path}Info.plist`;
    const value = (0,ipa_plist/* ownValue */.eC)(framework.plist, 'MinimumOSVersion');
    const fix = `set MinimumOSVersion in that framework's Info.plist to the deployment target it was built for (a vendor's framework: update it to a build that has it), and export again.`;
    if (value === undefined || value === '')
        return [
            {
                entry,
                message: `${(0,rules_facts/* shownEntry */.qF)(entry)} has no MinimumOSVersion, which App Store Connect requires of every framework: "Missing Info.plist value" (ITMS-90360; an empty one is also "Invalid MinimumOSVersion", ITMS-90530); ${fix}`
            }
        ];
    const valid = typeof value === 'string' && (0,identity/* isValidVersion */.ri)(value);
    // iOS's floor: "a deployment target of 8.0 or later"; a watch framework's is watchOS's own.
    if (valid && (framework.watch || framework_plist_rules_major(value) >= 8))
        return [];
    return [
        {
            entry,
            message: `${(0,rules_facts/* shownEntry */.qF)(entry)} has the MinimumOSVersion ${framework_plist_rules_shownValue(value)}, which App Store Connect refuses: "Invalid MinimumOSVersion" (ITMS-90530), a version of ${framework.watch ? 'watchOS' : 'iOS 8.0 or later'} written as numbers such as 15.0; ${fix}`
        }
    ];
}
/** The two version keys of a framework, each with the code of its absence and of a bad value. */
const VERSION_KEYS = [
    { key: 'CFBundleShortVersionString', missing: 'ITMS-90057', invalid: 'ITMS-90060' },
    { key: 'CFBundleVersion', missing: 'ITMS-90056', invalid: 'ITMS-90058' }
];
function versionFindings(framework) {
    const entry = `${framework.path}Info.plist`;
    const fix = "set it in that framework's Info.plist (its target's MARKETING_VERSION and CURRENT_PROJECT_VERSION; a vendor's framework: update it to a release that has them), and export again.";
    return VERSION_KEYS.flatMap(({ key, missing, invalid }) => {
        const value = (0,ipa_plist/* ownValue */.eC)(framework.plist, key);
        if (value === undefined || value === '')
            return [
                {
                    entry,
                    message: `${(0,rules_facts/* shownEntry */.qF)(entry)} has no ${key}, which App Store Connect requires of every framework: "The Info.plist file is missing the required key: ${key}" (${missing}); ${fix}`
                }
            ];
        if (typeof value === 'string' && (0,identity/* isValidVersion */.ri)(value))
            return [];
        return [
            {
                entry,
                message: `${(0,rules_facts/* shownEntry */.qF)(entry)} has the ${key} ${framework_plist_rules_shownValue(value)}, which App Store Connect refuses: it "must be a period-separated list of at most three non-negative integers" (${invalid}); ${fix.replace('set it', 'fix it (a pre-release suffix such as -beta.1 is refused too)')}`
            }
        ];
    });
}
const FRAMEWORK_PLISTS = 'https://github.com/BelledonneCommunications/linphone-iphone/issues/402 (2018)';
const FRAMEWORK_PLIST_RULES = [
    {
        code: 'ITMS-90360',
        covers: ['ITMS-90530', 'ITMS-90362'],
        title: "each framework's Info.plist has a MinimumOSVersion: a version, 8.0 or later for iOS (a watchOS framework's is watchOS's own)",
        level: 'refuse',
        fix: "set `MinimumOSVersion` in the framework's Info.plist, or take its vendor's build that has it",
        source: `App Store Connect: "ITMS-90360: Missing Info.plist value. A value for the key 'MinimumOSVersion' in bundle ….framework is required" and "ITMS-90530: Invalid MinimumOSVersion. Apps that only support 64-bit devices must specify a deployment target of 8.0 or later. MinimumOSVersion in '….framework' is ''" (${FRAMEWORK_PLISTS}; Flutter's App.framework, https://github.com/flutter/flutter/issues/185039, 2026), earlier "ITMS-90362: Invalid Info.plist value. The value for the key 'MinimumOSVersion' in bundle ….framework is invalid. The minimum value is 8.0" (https://github.com/button/DeepLinkKit/issues/159, 2019) (read 2026-12-06)`,
        check: facts => readFrameworks(facts).flatMap(minimumOsFinding)
    },
    {
        code: 'ITMS-90057',
        covers: ['ITMS-90056', 'ITMS-90060', 'ITMS-90058'],
        title: "each framework's Info.plist has a CFBundleShortVersionString and a CFBundleVersion, each one to three period-separated integers",
        level: 'refuse',
        fix: "set both in the framework's Info.plist (`MARKETING_VERSION`, `CURRENT_PROJECT_VERSION`), or take its vendor's release that has them",
        source: `App Store Connect: "ITMS-90057: The bundle 'Payload/….app/Frameworks/….framework' is missing plist key. The Info.plist file is missing the required key: CFBundleShortVersionString" (https://github.com/lukaskubanek/OrderedDictionary/issues/62, 2020; ${FRAMEWORK_PLISTS}), "ITMS-90056: This bundle Payload/….app/Frameworks/….framework is invalid. The Info.plist file is missing the required key: CFBundleVersion" (https://github.com/ninjaprox/NVActivityIndicatorView/issues/314, 2020; an empty one alike, https://github.com/zendesk/zendesk_sdk_ios/issues/465, 2018), "ITMS-90060: This bundle is invalid. The value for key CFBundleShortVersionString '2.2.0.0' in the Info.plist file at 'Payload/….app/Frameworks/Adyen3DS2.framework' must be a period-separated list of at most three non-negative integers" (https://github.com/Adyen/adyen-3ds2-ios/issues/15, 2020) and "ITMS-90058: … The value for key CFBundleVersion [8.22.3-beta.0] in the Info.plist file must be a period-separated list of at most three non-negative integers" (https://github.com/getsentry/sentry-cocoa/issues/3786, 2024). The app's own length limit of CFBundleVersion (18 characters) is not applied to frameworks: no report of it found (read 2026-12-06)`,
        check: facts => readFrameworks(facts).flatMap(versionFindings)
    },
    {
        code: 'ITMS-90868',
        title: "each framework's Info.plist names its executable (CFBundleExecutable)",
        level: 'refuse',
        fix: "set `CFBundleExecutable` in the framework's Info.plist to its binary's name, or take its vendor's build that has it",
        source: `App Store Connect: "ITMS-90868: Missing Bundle Executable - You must include a valid CFBundleExecutable key in your bundle's information property list file for bundle 'ExampleApp.app/Frameworks/CircuitBindings.framework'" (https://github.com/zkmopro/mopro/pull/122, 2024) (read 2026-12-06)`,
        check: facts => readFrameworks(facts)
            .filter(framework => !(0,ipa_plist/* stringValue */.r$)(framework.plist, 'CFBundleExecutable'))
            .map(framework => ({
            entry: `${framework.path}Info.plist`,
            message: `${(0,rules_facts/* shownEntry */.qF)(`${framework.path}Info.plist`)} names no executable (CFBundleExecutable), which App Store Connect refuses: "Missing Bundle Executable" (ITMS-90868); set CFBundleExecutable to the name of the framework's binary ($(EXECUTABLE_NAME) in its target's Info.plist; a vendor's framework: update it), and export again.`
        }))
    },
    {
        code: 'ITMS-90535',
        title: 'no resource bundle (`*.bundle`) names an executable (CFBundleExecutable) it does not hold',
        level: 'refuse',
        fix: "remove `CFBundleExecutable` from the bundle's Info.plist (and set `CFBundlePackageType` to `BNDL`), or update the SDK that ships it",
        source: `App Store Connect: "ITMS-90535: Unexpected CFBundleExecutable Key. The bundle at 'Payload/….app/Frameworks/PKHUD.framework/PKHUDResources.bundle' does not contain a bundle executable. If this bundle intentionally does not contain an executable, consider removing the CFBundleExecutable key from its Info.plist and using a CFBundlePackageType of BNDL" (https://github.com/pkluz/PKHUD/issues/250, 2019; https://github.com/firebase/firebase-ios-sdk/issues/2705, 2019) (read 2026-12-06)`,
        check: facts => (facts.resourceBundles ?? []).flatMap(bundle => {
            const name = (0,ipa_plist/* stringValue */.r$)(bundle.plist, 'CFBundleExecutable')?.normalize('NFC');
            if (!name || bundle.files.has(name))
                return [];
            const entry = `${bundle.path}Info.plist`;
            return [
                {
                    entry,
                    message: `${(0,rules_facts/* shownEntry */.qF)(entry)} names the executable "${(0,untrusted/* oneLine */.TN)(name, 100)}" (CFBundleExecutable), which ${(0,rules_facts/* shownEntry */.qF)(bundle.path)} does not hold, and App Store Connect refuses: "Unexpected CFBundleExecutable Key" (ITMS-90535); remove CFBundleExecutable from that bundle's Info.plist and set its CFBundlePackageType to BNDL (a vendor's bundle: update the SDK that ships it), and export again.`
                }
            ];
        })
    }
];

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
;// CONCATENATED MODULE: ./src/ipa/rules/bundle-layout-rules.ts


/**
 * Where code may be in an app: each Mach-O file is a bundle's executable or a dylib right in a
 * `Frameworks/` folder (ITMS-90171), every executable is signed and no framework carries a script
 * marked executable (ITMS-90035),
 * and each framework is right in a `Frameworks/` folder (ITMS-90680). The files are found by the
 * layout (layout-files.ts) and told by their first bytes (loose-code.ts).
 */
/** The framework a file is inside, when it is: `…/Kit.framework/`. */
const frameworkOf = (entry) => /^(.*?[^/]+\.framework\/)/s.exec(entry)?.[1];
/** What a loose Mach-O or library is, and how to take it out, by where it is and what it is. */
function looseWhat(file) {
    const { entry } = file;
    const extension = external_node_path_.posix.extname(entry).toLowerCase();
    const framework = frameworkOf(entry);
    if (entry.includes('.dSYM/'))
        return {
            what: "a .dSYM's debug symbols copied into the app",
            fix: "take the .dSYM out of the target's Copy Bundle Resources (the archive keeps dSYMs in its own dSYMs folder)"
        };
    if (extension === '.o' || file.fileType === 'MH_OBJECT')
        return {
            what: 'an object file',
            fix: "take it out of the target's Copy Bundle Resources (object files are linked, never copied)"
        };
    if (file.kind === 'static-library')
        return {
            what: 'a static library',
            fix: "link it (Link Binary With Libraries) and take it out of the target's Copy Bundle Resources"
        };
    if (framework)
        return {
            what: `code inside ${(0,rules_facts/* shownEntry */.qF)(framework)} beside its own binary`,
            fix: "update the framework to its vendor's build without it, or delete the file in a Run Script phase after the Embed Frameworks phase"
        };
    if (extension === '.dylib' || extension === '.so' || file.fileType === 'MH_DYLIB')
        return {
            what: 'a dynamic library outside Frameworks/',
            fix: 'embed it in the Frameworks folder (Embed & Sign) instead of copying it as a resource'
        };
    return {
        what: 'a standalone executable',
        fix: "take it out of the target's Copy Bundle Resources (only a bundle's CFBundleExecutable may be code)"
    };
}
const BUNDLE_STRUCTURE = "\"ITMS-90171: Invalid Bundle Structure - The binary file '….app/Frameworks/YandexMobileMetricaCrashes.framework/helper' is not permitted. Your app can't contain standalone executables or libraries, other than a valid CFBundleExecutable of supported bundles\"";
const NOT_SIGNED = '"ITMS-90035: Invalid Signature. Code object is not signed at all. The file at path [….app/Frameworks/AudioKit.framework/fix-framework.sh] is not properly signed"';
/**
 * The bundles whose executable was read as Mach-O and carries no code signature in any slice; none
 * when the app's own carries none either: such an IPA is not signed at all (an unsigned IPA to be
 * re-signed, or `unsigned-app`), which is no fault of one bundle.
 */
function unsignedCode(facts) {
    const LINKED = new Set(['MH_EXECUTE', 'MH_DYLIB', 'MH_BUNDLE']);
    const unsigned = (bundle) => {
        const read = bundle.executable?.read;
        // Linked code alone: a dSYM or an object file in its place is executable-file-type's.
        return (read?.kind === 'macho' &&
            read.slices.length > 0 &&
            read.slices.every(slice => slice.signed === false && LINKED.has(slice.fileType ?? '')));
    };
    return unsigned(facts.app) ? [] : facts.bundles.filter(unsigned);
}
const BUNDLE_LAYOUT_RULES = [
    {
        code: 'ITMS-90171',
        title: "every Mach-O file is a bundle's executable or a dylib right in a Frameworks folder: no helper in a framework, no dSYM, object file, static library or stray dylib",
        level: 'refuse',
        fix: 'take the file out of Copy Bundle Resources, or update the framework that carries it',
        source: `App Store Connect: ${BUNDLE_STRUCTURE} (a framework's helper: https://github.com/EMALLStudio/appmetrica_sdk/issues/2, 2019; object files: https://github.com/bkook/BKPasscodeView/issues/29, 2016; a dylib in a framework: https://github.com/naoty/Timepiece/pull/71, 2016; a dylib at the app's root: https://github.com/jitsi/jitsi-meet/issues/4551, 2019). For a .dSYM copied into the app no such e-mail was found; its upload failed with "Couldn't find platform family in Info.plist CFBundleSupportedPlatforms or Mach-O LC_VERSION_MIN" (https://github.com/at-internet/atinternet-apple-sdk/issues/8, 2017) (read 2026-12-06)`,
        check: facts => (facts.looseCode ?? [])
            .filter(file => file.kind !== 'script')
            .map(file => {
            const { what, fix } = looseWhat(file);
            return {
                entry: file.entry,
                message: `${(0,rules_facts/* shownEntry */.qF)(file.entry)} is ${what}, ${file.kind === 'static-library' ? 'an ar archive' : 'a Mach-O file'} that is no bundle's executable, which App Store Connect refuses: "Your app can't contain standalone executables or libraries" (ITMS-90171); ${fix}, and export again.`
            };
        })
    },
    {
        code: 'ITMS-90035',
        title: 'every executable of a signed app carries a code signature, and no framework holds a script marked executable (`#!`, such as `strip-frameworks.sh`; one elsewhere in the app is a warning)',
        level: 'refuse',
        fix: 'embed each framework with "Embed & Sign"; remove the script from the framework (or its executable bit), or update the framework\'s SDK',
        source: `App Store Connect: ${NOT_SIGNED} (https://github.com/AudioKit/AudioKit/issues/1284, 2018; https://github.com/checkout/frames-ios/issues/26, 2020; a script named \`setup\`: https://github.com/square/in-app-payments-flutter-plugin/issues/31, 2019). A framework's binary not signed: https://github.com/orazz/CreditCardForm-iOS/issues/9, 2016. Scripts outside frameworks: one report (https://github.com/ResearchKit/AppCore/issues/62, 2015) does not say where the file was, so they are only warned of (read 2026-12-06)`,
        check: facts => [
            ...unsignedCode(facts).map(bundle => ({
                entry: bundle.executable?.entry,
                message: `${(0,rules_facts/* shownEntry */.qF)(bundle.executable?.entry ?? bundle.path)} carries no code signature (no LC_CODE_SIGNATURE), which App Store Connect refuses: "Code object is not signed at all" (ITMS-90035); set that ${(0,rules_facts/* kindWord */.dx)(bundle)} to "Embed & Sign" in the app target's Frameworks, Libraries, and Embedded Content (Xcode signs it when it exports the app), or sign it before the app is signed, and export again.`
            })),
            ...(facts.looseCode ?? [])
                .filter(file => file.kind === 'script')
                .map((file) => {
                const framework = frameworkOf(file.entry);
                const entry = (0,rules_facts/* shownEntry */.qF)(file.entry);
                if (framework)
                    return {
                        entry: file.entry,
                        message: `${entry} is a script marked executable inside ${(0,rules_facts/* shownEntry */.qF)(framework)}, which App Store Connect takes for code and refuses: "Code object is not signed at all" (ITMS-90035); update the framework to a release without it, or delete it in a Run Script phase after the Embed Frameworks phase, and export again.`
                    };
                return {
                    entry: file.entry,
                    level: 'warn',
                    message: `${entry} is a script marked executable, which App Store Connect may take for code and refuse as "Code object is not signed at all" (ITMS-90035), as it does in frameworks; take it out of Copy Bundle Resources, or clear its executable bit (chmod -x) before it is copied, and export again.`
                };
            })
        ]
    },
    {
        code: 'ITMS-90680',
        title: "every framework is right in a Frameworks folder (not in PlugIns, the app's root, Watch or another framework)",
        level: 'refuse',
        fix: 'embed it with the Embed Frameworks phase of the app target (destination Frameworks), not a Copy Files phase',
        source: `App Store Connect: "ITMS-90680: Invalid directory. The bundle Payload/x.app/PlugIns/Usabilla.framework is not contained in a correctly named directory. It should be under "Frameworks"" (https://github.com/usabilla/usabilla-u4a-ios-swift-sdk/issues/210, 2020; at the app's root: https://github.com/nventive/Binding.Intercom/issues/24, 2021; inside another framework: https://github.com/openwebf/webf/issues/466, 2023) (read 2026-12-06)`,
        check: facts => (facts.misplacedFrameworks ?? []).map(path => {
            const inside = frameworkOf(path.slice(0, -1));
            const fix = inside
                ? `embed it in the app target instead (once, in the app's Frameworks), and take it out of ${(0,rules_facts/* shownEntry */.qF)(inside)}`
                : 'embed it with the app target\'s Embed Frameworks phase (destination Frameworks) instead of a Copy Files phase (in an extension target: "Do Not Embed")';
            return {
                entry: path,
                message: `${(0,rules_facts/* shownEntry */.qF)(path)} is a framework that is not right in a Frameworks folder, which App Store Connect refuses: it "is not contained in a correctly named directory. It should be under "Frameworks"" (ITMS-90680); ${fix}, and export again.`
            };
        })
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/slice-rules.ts




/** What App Store Connect asks of an iOS arm64e slice: the SDK it is built with, its minimum. */
const ARM64E = { sdk: '26.0', minimumOs: '17.4' };
/**
 * Apple's date for watchOS apps' arm64 slice: "April 2026", a month, so surely in force by its last
 * day (the way apple-schedule.ts keeps dated rows); a warning before.
 */
const WATCH_ARM64 = {
    from: '2026-04-01',
    refusesFrom: '2026-04-30',
    starts: 'April 2026',
    source: 'https://developer.apple.com/cn/news/?id=zt8rydnt (New 64-bit requirement for watchOS apps: from April 2026 watchOS apps uploaded to App Store Connect must include 64-bit support and be built with the watchOS 26 SDK, building with "Standard architectures"); App Store Connect: "ITMS-90733: Missing architecture - The … bundle is missing the [arm64] architecture(s). Beginning April 2026, watchOS apps uploaded to App Store Connect must include the arm64 architecture. We recommend using the default Xcode build setting of “Standard Architectures” to build a single binary with support for all required architectures." (https://github.com/home-assistant/iOS/pull/4165, 2026-01-06; https://github.com/InsertKoinIO/koin-annotations/issues/339, 2026-03-24, then delivered with a warning; read 2026-12-06)'
};
/** The iOS arm64e slices of an executable that `test` finds wrong: one finding per executable. */
function arm64eSlices(facts, test, say) {
    return facts.bundles.flatMap(bundle => {
        const hit = (0,rules_facts/* slicesOf */.nu)(bundle).find(slice => slice.arch === 'arm64e' && slice.platform === 'ios' && test(slice));
        const entry = bundle.executable?.entry ?? bundle.path;
        return hit ? [{ entry, message: say(entry, hit, bundle) }] : [];
    });
}
/** How to be rid of an arm64e slice built wrong: the vendor's update, or `lipo -remove`. */
const arm64eFix = (entry, bundle, right) => (0,rules_facts/* isLibrary */.es)(bundle)
    ? `update that ${(0,rules_facts/* kindWord */.dx)(bundle)} to a release whose arm64e slice is ${right}, or remove the slice in a build phase (lipo "${(0,untrusted/* oneLine */.TN)(entry.slice(entry.lastIndexOf('/') + 1), 100)}" -remove arm64e -output …), and export again`
    : `build the ${(0,rules_facts/* kindWord */.dx)(bundle)}'s arm64e slice ${right}, or take arm64e out of its ARCHS, and export again`;
/** The watch app and the watch extensions, whose executables must hold an arm64 slice. */
const watchExecutables = (facts) => facts.bundles.filter(bundle => bundle.watch && !(0,rules_facts/* isLibrary */.es)(bundle));
const SLICE_RULES = [
    {
        code: 'ITMS-91011',
        title: `an iOS arm64e slice is built with the iOS ${ARM64E.sdk.replace(/\.0$/, '')} SDK or later`,
        level: 'refuse',
        fix: 'a release of the framework built with Xcode 26 or later, or `lipo -remove arm64e`',
        source: 'App Store Connect, at upload: "Validation failed (409) Invalid architecture. The iOS 26 SDK or later is required for an arm64e slice. The bundle executable in “xxx.app/Frameworks/Sentry.framework” contains an arm64e slice with the iOS 17.2 SDK." (https://github.com/getsentry/sentry-cocoa/issues/7236, 2026-01-21), as ITMS-91011 (https://github.com/getsentry/sentry-unity/issues/2367, 2025-10-22; read 2026-12-06)',
        check: facts => arm64eSlices(facts, slice => recorded(slice.sdk) && compareVersions(slice.sdk, ARM64E.sdk) < 0, (entry, slice, bundle) => `${(0,rules_facts/* shownEntry */.qF)(entry)} holds an arm64e slice built with the iOS ${(0,untrusted/* oneLine */.TN)(slice.sdk ?? '', 20)} SDK, and App Store Connect requires the iOS ${ARM64E.sdk.replace(/\.0$/, '')} SDK or later for an arm64e slice (ITMS-91011); ${arm64eFix(entry, bundle, `built with Xcode 26 or later`)}.`)
    },
    {
        code: 'ITMS-91010',
        title: `an iOS arm64e slice has a minimum of iOS ${ARM64E.minimumOs} or later`,
        level: 'refuse',
        fix: 'a deployment target of iOS 17.4 or later for the arm64e slice, or `lipo -remove arm64e`',
        source: 'App Store Connect: "ITMS-91010: Invalid architecture - A minimum deployment target of 17.4 or later is required for an arm64e slice. The bundle executable in “Ambre.app/Frameworks/Sentry.framework” contains an arm64e slice with a minimum deployment target of 14.0." (https://github.com/getsentry/sentry-cocoa/issues/5435, 2025-06-18; read 2026-12-06)',
        check: facts => arm64eSlices(facts, slice => slice.minOs !== undefined && compareVersions(slice.minOs, ARM64E.minimumOs) < 0, (entry, slice, bundle) => `${(0,rules_facts/* shownEntry */.qF)(entry)} holds an arm64e slice whose minimum is iOS ${(0,untrusted/* oneLine */.TN)(slice.minOs ?? '', 20)}, and App Store Connect requires a minimum of iOS ${ARM64E.minimumOs} or later for an arm64e slice (ITMS-91010); ${arm64eFix(entry, bundle, `built for iOS ${ARM64E.minimumOs} or later`)}.`)
    },
    {
        code: 'ITMS-90733',
        title: `a watch app's and watch extension's executable holds an arm64 slice (from ${WATCH_ARM64.starts})`,
        level: 'refuse',
        fix: 'Xcode 26 or later with ARCHS = Standard Architectures (`$(ARCHS_STANDARD)`: arm64_32 and arm64)',
        source: WATCH_ARM64.source,
        check: facts => {
            const stands = standing(WATCH_ARM64, facts.now);
            return watchExecutables(facts).flatMap(bundle => {
                const slices = (0,rules_facts/* slicesOf */.nu)(bundle);
                const entry = bundle.executable?.entry;
                if (!entry || bundle.executable?.read?.kind !== 'macho' || slices.length === 0)
                    return [];
                if (slices.some(slice => slice.arch === 'arm64' || slice.arch === 'arm64e'))
                    return [];
                const archs = slices.map(slice => (0,untrusted/* oneLine */.TN)(slice.arch, 20)).join(', ');
                const since = stands === 'refused'
                    ? `App Store Connect refuses watchOS apps without it since ${WATCH_ARM64.starts}`
                    : `App Store Connect refuses watchOS apps without it from ${when(WATCH_ARM64)}${stands === 'starting' ? ', and may refuse this build already' : ''}`;
                const finding = {
                    entry,
                    message: `${(0,rules_facts/* shownEntry */.qF)(entry)} holds ${archs} without an arm64 slice: ${since} (ITMS-90733); build the ${(0,rules_facts/* kindWord */.dx)(bundle)} with Xcode 26 or later and ARCHS = Standard Architectures ($(ARCHS_STANDARD), arm64_32 and arm64), and export again.`
                };
                return [stands === 'refused' ? finding : { ...finding, level: 'warn' }];
            });
        }
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/dylib-search.ts


/**
 * Where dyld finds a dylib an executable links, as the IPA lets us know it: `@rpath/` through the
 * rpaths (LC_RPATH) of the binary and of those that may load it, `@executable_path/` from the folder
 * of the process's main executable, `@loader_path/` from the linking binary's own folder. Only what
 * the layout knows for sure is said missing: a path into a `Frameworks/` folder of a bundle that runs
 * (`Frameworks/Kit.framework/Kit`, `Frameworks/libfoo.dylib`) that no framework or dylib of the IPA
 * is. Whatever else a path resolves to, or an rpath outside the IPA but `/usr/lib/swift`, the
 * system's libraries, weak and lazy links are taken as found.
 */
/** The folder of Swift's runtime in the OS, which holds `libswift*.dylib` only. */
const SWIFT_IN_OS = '/usr/lib/swift';
const SWIFT_RUNTIME = /^libswift[^/]*\.dylib$/s;
/** The dylibs the executable of `bundle` links that no place dyld searches holds, each once. */
function missingDylibs(bundle, facts) {
    const read = bundle.executable?.read;
    if (read?.kind !== 'macho')
        return [];
    // A library's rpaths come from the binaries that load it: all of them must have been read.
    if ((0,rules_facts/* isLibrary */.es)(bundle) && facts.bundles.some(other => other.notRead?.has('executable')))
        return [];
    const missing = new Set();
    for (const slice of read.slices) {
        if (!slice.dylibs?.length)
            continue;
        const search = new Search(bundle, slice, facts);
        for (const dylib of slice.dylibs)
            if (search.isMissing(dylib))
                missing.add(dylib.name);
    }
    return [...missing];
}
/**
 * The places dyld searches for the dylibs one slice links. What it needs of the other binaries (the
 * bundles that run, the rpaths of those that may load a library) is gathered only when a name asks
 * for it, and walked, not copied: an app of hundreds of frameworks would otherwise build the rpaths
 * of all the others once for each of them.
 */
class Search {
    bundle;
    slice;
    facts;
    loader;
    libraries;
    runningPaths;
    constructor(bundle, slice, facts) {
        this.bundle = bundle;
        this.slice = slice;
        this.facts = facts;
        this.loader = folderOf(bundle);
        this.libraries =
            facts.libraryPaths ?? facts.bundles.filter(rules_facts/* isLibrary */.es).map(library => library.path);
    }
    /** The bundles that run (not libraries): any of them may be a library's main executable. */
    get running() {
        this.runningPaths ??= this.facts.bundles
            .filter(other => !(0,rules_facts/* isLibrary */.es)(other))
            .map(other => other.path);
        return this.runningPaths;
    }
    /** A library runs in the app's process or an extension's: any of them may be the main one. */
    get mains() {
        return (0,rules_facts/* isLibrary */.es)(this.bundle) ? this.running : [this.bundle.path];
    }
    /**
     * The rpaths searched, each with the binary whose folders it is read from: the slice's own, then,
     * for a library, those of every other binary, which may load it.
     */
    *rpaths() {
        for (const path of this.slice.rpaths ?? [])
            yield { path, owner: this.bundle };
        if (!(0,rules_facts/* isLibrary */.es)(this.bundle))
            return;
        for (const other of this.facts.bundles)
            if (other !== this.bundle)
                for (const path of rpathsOf(other))
                    yield { path, owner: other };
    }
    isMissing(dylib) {
        if (dylib.weak || dylib.command === 'LC_LAZY_LOAD_DYLIB')
            return false;
        const places = this.places(dylib.name);
        if (places.length === 0)
            return dylib.name.startsWith('@rpath/') && !this.swiftInOs(dylib);
        return places.every(place => 'entry' in place && this.knowable(place.entry) && !this.holds(place.entry));
    }
    /** Where a dylib's name leads (none: an `@rpath/` name without an rpath to search). */
    places(name) {
        const rest = (prefix) => name.slice(prefix.length);
        if (name.startsWith('@rpath/')) {
            if (this.swiftInOs({ name }))
                return [{ unknown: true }];
            const places = [];
            for (const { path, owner } of this.rpaths()) {
                if (path === SWIFT_IN_OS)
                    continue;
                const mains = (0,rules_facts/* isLibrary */.es)(owner) ? this.running : [owner.path];
                for (const place of this.expand(path, folderOf(owner), mains))
                    places.push('entry' in place ? { entry: `${place.entry}/${rest('@rpath/')}` } : place);
            }
            return places;
        }
        if (name.startsWith('@executable_path/') || name.startsWith('@loader_path/'))
            return this.expand(name, this.loader, this.mains);
        return [{ unknown: true }];
    }
    /** A path that may start with `@executable_path/` or `@loader_path/`, as entry paths. */
    expand(path, loader, mains) {
        const inside = (folder, rest) => {
            const entry = external_node_path_.posix.normalize(`${folder}${rest}`.normalize('NFC')).replace(/\/$/, '');
            return entry.startsWith('../') || entry === '..' ? { unknown: true } : { entry };
        };
        if (path.startsWith('@executable_path/'))
            return mains.map(main => inside(main, path.slice('@executable_path/'.length)));
        if (path.startsWith('@loader_path/'))
            return [inside(loader, path.slice('@loader_path/'.length))];
        return [{ unknown: true }];
    }
    /** `@rpath/libswift*.dylib` where an rpath is the OS's Swift, or the archive has SwiftSupport/. */
    swiftInOs({ name }) {
        if (!name.startsWith('@rpath/') || !SWIFT_RUNTIME.test(name.slice('@rpath/'.length)))
            return false;
        if (this.facts.archiveFolders?.includes('SwiftSupport'))
            return true;
        for (const { path } of this.rpaths())
            if (path.replace(/\/$/, '') === SWIFT_IN_OS)
                return true;
        return false;
    }
    /** A path right in a `Frameworks/` folder of a bundle that runs: the layout knows all of those. */
    knowable(entry) {
        return this.running.some(path => {
            if (!entry.startsWith(`${path}Frameworks/`))
                return false;
            const inFolder = entry.slice(`${path}Frameworks/`.length);
            return /^[^/]+\.framework\/./s.test(inFolder) || /^[^/]+\.dylib$/s.test(inFolder);
        });
    }
    holds(entry) {
        return this.libraries.some(path => path.endsWith('/') ? entry.startsWith(path) : entry === path);
    }
}
/** The folder a binary sits in: its bundle's, or a loose dylib's `Frameworks/`. */
function folderOf(bundle) {
    return bundle.kind === 'dylib' ? `${external_node_path_.posix.dirname(bundle.path)}/` : bundle.path;
}
function* rpathsOf(bundle) {
    const read = bundle.executable?.read;
    if (read?.kind === 'macho')
        for (const slice of read.slices)
            yield* slice.rpaths ?? [];
}

;// CONCATENATED MODULE: ./src/ipa/rules/linking-rules.ts



/** Swift's runtime libraries as Xcode embeds them for iOS 12.1 and earlier (and back-deployments). */
const linking_rules_SWIFT_RUNTIME = /\/Frameworks\/libswift[^/]*\.dylib$/s;
const LINKING_RULES = [
    {
        code: 'ITMS-90562',
        title: 'every dylib an executable links through `@rpath`, `@executable_path` or `@loader_path` is in the IPA where dyld looks (weak links and the system libraries aside)',
        level: 'refuse',
        fix: 'embed the framework (Embed & Sign in the target\'s "Frameworks, Libraries, and Embedded Content"), or link it statically; check `otool -L` and `otool -l` (LC_RPATH)',
        source: 'App Store Connect: "ITMS-90562: Invalid Bundle - One or more dynamic libraries that are referenced by your app are not present in the dylib search path" (https://github.com/carekit-apple/CareKit/issues/388, 2020-03-17; https://github.com/launchdarkly/ios-client-sdk/issues/216, 2020-07-31: "Please correct the following issues, then upload again"; read 2026-12-06)',
        check: facts => facts.bundles.flatMap(bundle => {
            const missing = missingDylibs(bundle, facts);
            const entry = bundle.executable?.entry;
            if (missing.length === 0 || !entry)
                return [];
            const names = missing.map(name => (0,untrusted/* oneLine */.TN)(name, 120));
            const them = missing.length > 1 ? 'them' : 'it';
            return [
                {
                    entry,
                    message: `${(0,rules_facts/* shownEntry */.qF)(entry)} links ${names.join(', ')}, which no Frameworks/ folder of the IPA holds where its rpaths (LC_RPATH) lead, and App Store Connect refuses a dylib that is not in the dylib search path (ITMS-90562); embed ${them} in the app (Embed & Sign in the ${(0,rules_facts/* isLibrary */.es)(bundle) ? "app's" : `${(0,rules_facts/* kindWord */.dx)(bundle)}'s`} target copies ${them} into Frameworks/), or link ${them} statically, and export again.`
                }
            ];
        })
    },
    {
        code: 'ITMS-90426',
        title: "Swift's runtime libraries (`Frameworks/libswift*.dylib`) come with the `SwiftSupport/` folder beside `Payload/`",
        level: 'refuse',
        fix: "export the IPA with Xcode's Organizer or `xcodebuild -exportArchive` (method app-store-connect), which writes SwiftSupport/; no repackaging of Payload/ alone",
        source: 'App Store Connect: "ITMS-90426: Invalid Swift Support - The SwiftSupport folder is missing. Rebuild your app using the current public (GM) version of Xcode and resubmit it." (https://github.com/airsdk/Adobe-Runtime-Support/issues/3655, 2025-01-23: Swift dylibs in Payload/*.app/Frameworks, no SwiftSupport folder beside Payload; https://github.com/hey24sheep/azure-flutter-tasks/issues/65, 2023-01-30: "Please correct the following issues, then upload again"; read 2026-12-06)',
        check: facts => {
            if (!facts.archiveFolders || facts.archiveFolders.includes('SwiftSupport'))
                return [];
            const runtime = (facts.libraryPaths ?? facts.bundles.map(bundle => bundle.path)).filter(path => linking_rules_SWIFT_RUNTIME.test(path));
            if (runtime.length === 0)
                return [];
            const first = runtime[0];
            const more = runtime.length > 1 ? ` and ${runtime.length - 1} more of Swift's libraries` : '';
            return [
                {
                    entry: first,
                    message: `${(0,rules_facts/* shownEntry */.qF)(first)}${more} ${more ? 'are' : 'is'} embedded, but the archive has no SwiftSupport/ folder beside Payload/, which App Store Connect refuses (ITMS-90426); export the IPA from the Xcode archive with the Organizer or xcodebuild -exportArchive (they write SwiftSupport/), and do not rebuild the zip from Payload/ alone.`
                }
            ];
        }
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/api-rules.ts

/**
 * How code that uses UIWebView imports it: the class it sends messages to or subclasses. App Store
 * Connect's scanner matches more (the name anywhere in the binary, reports say); these imports are
 * what it surely matches.
 */
const UIWEBVIEW = ['_OBJC_CLASS_$_UIWebView', '_OBJC_METACLASS_$_UIWebView'];
/**
 * Symbols App Store Connect named as non-public in ITMS-90338 e-mails that public reports quote, as
 * imports (undefined symbols) of the binary. A partial list: Apple publishes none.
 */
const NON_PUBLIC_SYMBOLS = [
    // https://github.com/johnno1962/SwiftTrace/issues/45 (2023-02-15)
    '_dyld_dynamic_interpose',
    // https://github.com/heremaps/here-android-sdk-examples/issues/295 (2019-10-18), and
    // https://github.com/kivy/kivy-ios/issues/492 (2020)
    '_getcontext',
    '_makecontext',
    '_setcontext',
    // https://github.com/Tencent/OOMDetector/issues/44 (2021-05-10)
    '___syscall_logger',
    // https://github.com/netease-im/NIM_iOS_SDK/issues/13 (2021-12-28)
    '_CCCryptorGCMAddAAD',
    '_CCCryptorGCMAddIV',
    '_CCCryptorGCMFinal'
];
/** Each executable that imports any of `symbols`: the entry and the symbols, in the list's order. */
function importing(facts, symbols, say) {
    return facts.bundles.flatMap(bundle => {
        const imports = new Set((0,rules_facts/* slicesOf */.nu)(bundle).flatMap(slice => slice.imports));
        const found = symbols.filter(symbol => imports.has(symbol));
        const entry = bundle.executable?.entry;
        if (found.length === 0 || !entry)
            return [];
        const library = (0,rules_facts/* isLibrary */.es)(bundle)
            ? `that ${(0,rules_facts/* kindWord */.dx)(bundle)}`
            : `the ${(0,rules_facts/* kindWord */.dx)(bundle)}'s code`;
        return [{ entry, message: say(entry, found, library) }];
    });
}
const API_RULES = [
    {
        code: 'ITMS-90809',
        title: 'no executable uses UIWebView (imports its class)',
        level: 'refuse',
        fix: 'WKWebView instead; a release of the SDK or plugin that no longer uses UIWebView',
        source: 'App Store Connect: "ITMS-90809: Deprecated API Usage - New apps that use UIWebView are no longer accepted. Instead, use WKWebView for improved security and reliability." (https://github.com/HeroWqb/HWDownloadDemo/issues/15, 2022-08-31: "Please correct the following issues, then upload again"), and "App updates that use UIWebView will no longer be accepted as of December 2020" (https://github.com/nnhubbard/ZSSRichTextEditor/issues/271, 2020-06-19; read 2026-12-06)',
        check: facts => importing(facts, UIWEBVIEW, (entry, found, library) => `${(0,rules_facts/* shownEntry */.qF)(entry)} uses UIWebView (it imports ${found.join(' and ')}), which App Store Connect no longer accepts (ITMS-90809); replace it with WKWebView in ${library} (or update the SDK or plugin that uses it), and export again.`)
    },
    {
        code: 'ITMS-90338',
        title: 'no executable imports a non-public symbol App Store Connect is known to refuse (a partial list: those public reports of ITMS-90338 quote)',
        level: 'refuse',
        fix: 'a release of the SDK that no longer calls it, or code without it',
        source: `App Store Connect: "ITMS-90338: Non-public API usage - The app references non-public symbols in Frameworks/SwiftTrace.framework/SwiftTrace: _dyld_dynamic_interpose. If method names in your source code match the private Apple APIs listed above, altering your method names will help prevent this app from being flagged in future submissions." (https://github.com/johnno1962/SwiftTrace/issues/45, 2023-02-15), "Please correct the following issues, then upload again" (https://github.com/kishikawakatsumi/KeychainAccess/issues/473, 2020-02-27); the symbols of the list as reports quote them: ${NON_PUBLIC_SYMBOLS.join(', ')} (https://github.com/heremaps/here-android-sdk-examples/issues/295, https://github.com/kivy/kivy-ios/issues/492, https://github.com/Tencent/OOMDetector/issues/44, https://github.com/netease-im/NIM_iOS_SDK/issues/13; read 2026-12-06)`,
        check: facts => importing(facts, NON_PUBLIC_SYMBOLS, (entry, found, library) => `${(0,rules_facts/* shownEntry */.qF)(entry)} imports ${found.join(', ')}, which App Store Connect has refused as non-public API (ITMS-90338; this check knows only the symbols public reports of it quote, not Apple's whole list); remove ${found.length > 1 ? 'those calls' : 'that call'} from ${library} (or update the SDK that makes ${found.length > 1 ? 'them' : 'it'}), and export again.`)
    }
];

// EXTERNAL MODULE: ./src/ipa/rules/icons.ts
var icons = __nccwpck_require__(1078);
;// CONCATENATED MODULE: ./src/ipa/rules/icon-rules.ts






/**
 * The SDK the app was built with: Info.plist's DTSDKName, else what its executable records; App
 * Store Connect asks for an icon in an asset catalog of apps built with the iOS 11 SDK or later.
 */
function builtWithSdk(app) {
    const name = app.plist && (0,ipa_plist/* stringValue */.r$)(app.plist, 'DTSDKName');
    return (name && sdkNameVersion(name)) || linkedSdk(app)?.version;
}
const ASSET_CATALOG_SDK = '11.0';
const needsAssetCatalog = (app) => {
    const sdk = builtWithSdk(app);
    return sdk !== undefined && compareVersions(sdk, ASSET_CATALOG_SDK) >= 0;
};
/** The devices the app runs on, by UIDeviceFamily (1 iPhone, 2 iPad); none given is iPhone alone. */
function devices(app) {
    const family = app.plist && (0,ipa_plist/* ownValue */.eC)(app.plist, 'UIDeviceFamily');
    const numbers = (Array.isArray(family) ? family : [family]).map(Number);
    if (family === undefined)
        return { iphone: true, ipad: false };
    return { iphone: numbers.includes(1), ipad: numbers.includes(2) };
}
/** The icon sizes App Store Connect asks of an app without an asset catalog, by device. */
const ICON_SIZES = [
    { device: 'iphone', pixels: 120, code: 'ITMS-90022', word: 'iPhone' },
    { device: 'ipad', pixels: 152, code: 'ITMS-90023', word: 'iPad' }
];
const ICON_FIX = 'give the app target an AppIcon set in its asset catalog (one 1024-pixel image is enough) and set its App Icon (ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon), so that Xcode writes Assets.car, CFBundleIconName and the icon files, and export again';
/**
 * An app's icon as App Store Connect checks it. With an asset catalog, the icons (the 1024-pixel
 * App Store icon among them) are inside Assets.car, which preflight does not read: an IPA alone
 * cannot tell what it holds, so only its name in Info.plist is checked. Without one, the icon files
 * Info.plist names are what there is: their PNG headers say their sizes. Apps built with an SDK
 * before iOS 11 named loose icon files, which App Store Connect took: neither rule speaks of them.
 */
const ICON_RULES = [
    {
        code: 'ITMS-90713',
        title: 'an app built with the iOS 11 SDK or later names its asset-catalog icon in Info.plist (CFBundleIconName)',
        level: 'refuse',
        fix: "set the target's App Icon (`ASSETCATALOG_COMPILER_APPICON_NAME`), which writes `CFBundleIconName`",
        source: 'App Store Connect: "ITMS-90713: Missing Info.plist value. A value for the Info.plist key \'CFBundleIconName\' is missing in the bundle … Apps built with iOS 11 or later SDK must supply app icons in an asset catalog and must also provide a value for this Info.plist key" (expo/eas-cli#115, 2020-12-04; dotnet/maui#28954, 2025-04-12) (read 2026-12-06)',
        check: facts => {
            const app = facts.app;
            const files = app.files;
            if (!app.plist || !files || !needsAssetCatalog(app) || (0,icons/* iconName */.j4)(app.plist))
                return [];
            const catalog = files.has(icons/* ASSET_CATALOG */.JH);
            // An app with no icon at all is ITMS-90022's to say.
            if (!catalog && (0,icons/* iconFiles */.f8)(app.plist, files).length === 0)
                return [];
            const has = catalog
                ? `holds an asset catalog (${icons/* ASSET_CATALOG */.JH}), but its Info.plist names no icon in it (CFBundleIconName)`
                : 'names its icon files in Info.plist but has no asset catalog (Assets.car) nor CFBundleIconName';
            return [
                {
                    entry: `${app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(app.path)} was built with the iOS ${(0,untrusted/* oneLine */.TN)(builtWithSdk(app) ?? '', 20)} SDK and ${has}, which App Store Connect refuses of an app built with the iOS 11 SDK or later (ITMS-90713); ${ICON_FIX}.`
                }
            ];
        }
    },
    {
        code: 'ITMS-90022',
        covers: ['ITMS-90023', 'ITMS-90704'],
        title: 'an app built with the iOS 11 SDK or later has an icon: an asset catalog (what Assets.car holds, the 1024-pixel App Store icon among it, an IPA alone cannot tell), else icon files of 120×120 pixels for iPhone and 152×152 for iPad',
        level: 'refuse',
        fix: 'add an AppIcon set to the asset catalog and set the target’s App Icon',
        source: 'App Store Connect: "ITMS-90022: Missing required icon file. The bundle does not contain an app icon for iPhone / iPod Touch of exactly \'120x120\' pixels, in .png format for iOS versions >= 10.0" and "ITMS-90023: … for iPad of exactly \'152x152\' pixels" (errors: fastlane/fastlane#8170; NativeScript/NativeScript#9234, 2021-02-21), and "ITMS-90704: Missing App Icon. An app icon measuring 1024 by 1024 pixels in PNG format must be included in the Asset Catalog of apps built for iOS, iPadOS, or watchOS" (an error: expo/eas-cli#115, 2020-12-04) (read 2026-12-06)',
        check: facts => {
            const app = facts.app;
            const files = app.files;
            if (!app.plist || !files || !needsAssetCatalog(app) || files.has(icons/* ASSET_CATALOG */.JH))
                return [];
            const entry = `${app.path}Info.plist`;
            const named = (0,icons/* iconFiles */.f8)(app.plist, files);
            if (named.length === 0)
                return [
                    {
                        entry,
                        message: `${(0,rules_facts/* shownEntry */.qF)(app.path)} has no app icon: no asset catalog (${icons/* ASSET_CATALOG */.JH}) and no icon file its Info.plist names (ITMS-90022, ITMS-90704: App Store Connect refuses an app without its icon); ${ICON_FIX}.`
                    }
                ];
            // Only when every icon file was read: one not read might be the size asked for.
            const sizes = app.iconSizes;
            if (!sizes || named.length > icons/* MAX_ICON_FILES */.DW || named.some(name => !sizes.has(name)))
                return [];
            const found = named.map(name => sizes.get(name));
            const runsOn = devices(app);
            return ICON_SIZES.flatMap(({ device, pixels, code, word }) => {
                if (!runsOn[device])
                    return [];
                if (found.some(size => size?.width === pixels && size.height === pixels))
                    return [];
                return [
                    {
                        entry,
                        message: `${(0,rules_facts/* shownEntry */.qF)(app.path)} has no asset catalog (${icons/* ASSET_CATALOG */.JH}), and none of the icon files its Info.plist names (${named.map(rules_facts/* shownEntry */.qF).join(', ')}) is the ${pixels}×${pixels}-pixel PNG an ${word} app needs (${code}); ${ICON_FIX}.`
                    }
                ];
            });
        }
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/launch-storyboard-rules.ts




/**
 * The launch storyboard an iPad app that multitasks names must be in its bundle, compiled: Xcode
 * writes `LaunchScreen.storyboardc` (at the bundle's root or in `Base.lproj/`) from the
 * `LaunchScreen.storyboard` of the project, and UILaunchStoryboardName names it without extension.
 * An app that names none is ITMS-90475's (info-plist-rules.ts); one that runs on iPhone alone, or
 * opts out of multitasking, is not asked for it.
 */
const LAUNCH_STORYBOARD_RULES = [
    {
        code: 'ITMS-90476',
        title: 'the launch storyboard an iPad app that multitasks names (`UILaunchStoryboardName`) is in the bundle, compiled',
        level: 'refuse',
        fix: 'add the storyboard to the app target, and name it without its extension',
        source: `App Store Connect: "Asset validation failed (90476) Invalid bundle. Because your app supports Multitasking on iPad, you need to include the LaunchScreen.storyboard launch storyboard file in your … bundle. Use UILaunchScreen instead if the app's MinimumOSVersion is 14 or higher" (jonbhanson/flutter_native_splash#689, 2024-04-10), and the same of a storyboard in the bundle named with its extension in UILaunchStoryboardName (zoontek/react-native-bootsplash#573, 2024-04-16) or per device ('LaunchScreen~ipad.storyboard', mozilla-lockwise/lockwise-ios#855, 2019-01-17); ${FULL_SCREEN_NOTE}: https://developer.apple.com/documentation/technotes/tn3192-migrating-your-app-from-the-deprecated-uirequiresfullscreen-key (read 2026-12-06)`,
        check: facts => {
            const { plist, storyboards, path } = facts.app;
            if (!plist || !storyboards || !multitasksOnIpad(facts))
                return [];
            // A launch screen of keys (iOS 14 and later) may stand beside: no refusal then.
            // So may per-device storyboards (UILaunchStoryboards), whose files this rule does not follow.
            const others = ['UILaunchScreen', 'UILaunchScreen~ipad', 'UILaunchStoryboards'];
            if (others.some(key => (0,ipa_plist/* ownValue */.eC)(plist, key) !== undefined))
                return [];
            const name = (0,ipa_plist/* stringValue */.r$)(plist, 'UILaunchStoryboardName~ipad') ??
                (0,ipa_plist/* stringValue */.r$)(plist, 'UILaunchStoryboardName');
            // A name with a folder in it is looked up where the layout does not look: no conclusion.
            if (!name || name.includes('/'))
                return [];
            // Compared in any case, as on a Mac's disk; a storyboard for iPad alone (`~ipad`) counts.
            const held = new Set([...storyboards].map(storyboard => storyboard.toLowerCase()));
            const has = (file) => held.has(file.toLowerCase());
            // A launch screen from a XIB (`LaunchScreen.nib`), which Apple's pages still name beside the
            // storyboard (UILaunchStoryboardFile: "a launch storyboard file or xib"): not refused.
            const compiled = ['.storyboardc', '~ipad.storyboardc', '.nib', '~ipad.nib'];
            if (compiled.some(ending => has(`${name}${ending}`)))
                return [];
            const raw = name.replace(/\.storyboardc?$/i, '');
            const stem = (0,untrusted/* oneLine */.TN)(raw, 100);
            const [what, fix] = raw !== name && has(`${raw}.storyboardc`)
                ? [
                    `names it with its extension, where the bundle holds it as ${stem}.storyboardc`,
                    `name it "${stem}", without extension`
                ]
                : has(`${raw}.storyboard`)
                    ? [
                        `the bundle holds it uncompiled (${stem}.storyboard), where it needs ${stem}.storyboardc`,
                        "add the storyboard to the app target's Copy Bundle Resources, which compiles it"
                    ]
                    : [
                        `the bundle holds no ${stem}.storyboardc`,
                        'add the storyboard to the app target, or name the one it has'
                    ];
            return [
                {
                    entry: `${path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(path)}Info.plist names the launch storyboard "${(0,untrusted/* oneLine */.TN)(name, 100)}", which an iPad app that multitasks needs in its bundle, but ${what} (ITMS-90476); ${fix} (${FULL_SCREEN_NOTE}), and export again.`
                }
            ];
        }
    }
];

;// CONCATENATED MODULE: ./src/ipa/rules/document-rules.ts


/** The keys that say how an app that declares document types opens them: either will do, YES or NO. */
const DOCUMENT_CONFIGURATION = ['LSSupportsOpeningDocumentsInPlace', 'UISupportsDocumentBrowser'];
const DOCUMENT_RULES = [
    {
        code: 'ITMS-90737',
        title: 'an app that declares document types says how it opens them (`LSSupportsOpeningDocumentsInPlace` or `UISupportsDocumentBrowser`, YES or NO)',
        level: 'warn',
        fix: 'add `LSSupportsOpeningDocumentsInPlace` (YES, or NO for an app that imports a copy)',
        source: 'App Store Connect: "ITMS-90737: Missing Document Configuration - By declaring the CFBundleDocumentTypes key in your app, you\'ve indicated that your app is able to open documents. Please set the UISupportsDocumentBrowser key to "YES" if your app uses a UIDocumentBrowserViewController. Otherwise, set the LSSupportsOpeningDocumentsInPlace key in the Info.plist to "YES" (recommended) or "NO" to specify whether the app can open files in place" (a warning: element-hq/element-ios#6159, 2022-05-16; SlayterDev/RadiumBrowser#52, 2020-05-13) (read 2026-12-06)',
        check: facts => {
            const plist = facts.app.plist;
            const types = plist && (0,ipa_plist/* ownValue */.eC)(plist, 'CFBundleDocumentTypes');
            if (!plist || !Array.isArray(types) || types.length === 0)
                return [];
            // A key set to NO is a configuration too: the app imports a copy.
            if (DOCUMENT_CONFIGURATION.some(key => (0,ipa_plist/* ownValue */.eC)(plist, key) !== undefined))
                return [];
            return [
                {
                    entry: `${facts.app.path}Info.plist`,
                    message: `${(0,rules_facts/* shownEntry */.qF)(facts.app.path)}Info.plist declares document types (CFBundleDocumentTypes) but neither LSSupportsOpeningDocumentsInPlace nor UISupportsDocumentBrowser (ITMS-90737: App Store Connect takes the build and e-mails the team); add LSSupportsOpeningDocumentsInPlace (YES when the app opens documents where they are, NO when it imports a copy) in the next build.`
                }
            ];
        }
    }
];

// EXTERNAL MODULE: ./src/ipa/rules/push-rules.ts
var push_rules = __nccwpck_require__(516);
;// CONCATENATED MODULE: ./src/ipa/rules/index.ts
















/** Every App Store rule preflight applies, in the order their problems are listed. */
const RULES = [
    ...EXECUTABLE_RULES,
    ...STRUCTURE_RULES,
    ...BUNDLE_RULES,
    ...PROFILE_RULES,
    ...INFO_PLIST_RULES,
    ...SCHEDULE_RULES,
    ...PRIVACY_MANIFEST_RULES,
    ...FRAMEWORK_PLIST_RULES,
    ...BUNDLE_LAYOUT_RULES,
    ...SLICE_RULES,
    ...LINKING_RULES,
    ...API_RULES,
    ...ICON_RULES,
    ...LAUNCH_STORYBOARD_RULES,
    ...DOCUMENT_RULES,
    ...push_rules/* PUSH_RULES */.x
];
/** Each rule's findings, but the skipped rules' and those tagged with a skipped code. */
function applyRules(facts, skip = new Set()) {
    return RULES.filter(rule => !skip.has(rule.code)).flatMap(rule => rule
        .check(facts)
        .filter(finding => finding.code === undefined || !skip.has(finding.code))
        .map(finding => ({ rule, finding })));
}


/***/ }),

/***/ 516:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ PUSH_SELECTORS),
/* harmony export */   x: () => (/* binding */ PUSH_RULES)
/* harmony export */ });
/* harmony import */ var _facts_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1183);

/**
 * The Objective-C selectors that register with the Apple Push Notification service: UIApplication's
 * registerForRemoteNotifications (iOS 8 and later) and the registerForRemoteNotificationTypes: it
 * replaced. The Mach-O reader keeps them from `__objc_methname` (the rules' wanted selectors). The
 * app delegate's application:didRegisterForRemoteNotificationsWithDeviceToken:, which Apple's
 * validator was also said to look for (onmyway133/notes#59, 2015), is not: its name is in every app
 * that adopts UIApplicationDelegate, through the protocol's own metadata, so it tells nothing here.
 */
const PUSH_SELECTORS = new Set([
    'registerForRemoteNotifications',
    'registerForRemoteNotificationTypes:'
]);
/** The bundles that sign themselves with their own profile and may register for push. */
const REGISTERS_ITSELF = new Set(['app', 'app-clip']);
const PUSH_RULES = [
    {
        code: 'ITMS-90078',
        title: 'an app that registers for push notifications (registerForRemoteNotifications) has the aps-environment entitlement in its profile (what its signature holds besides, preflight does not read: a profile that grants it is taken as enough)',
        level: 'warn',
        fix: 'enable Push Notifications for the App ID and the target, and sign with a profile that has it',
        source: 'App Store Connect: "ITMS-90078: Missing potentially required entitlement - Your app, or a library that\'s included in your app, uses Apple Push Notification service (APNs) registration APIs, but the APS Environment Entitlement isn\'t included in the app signature\'s entitlements" (dotnet/macios#22673, 2025-04-24; Odevio/Odevio-CLI#52, 2024-11-18), formerly "Missing Push Notification Entitlement - Your app appears to register with the Apple Push Notification service …" in an e-mail that says "Your delivery was successful" (Path-Check/safeplaces-dct-app#182, 2020-03-24); no e-mail of the reverse case (the entitlement without the API) was found (read 2026-12-06)',
        check: facts => {
            // Each app or App Clip with the bundles whose code runs in it (its frameworks and dylibs).
            const byHost = new Map();
            for (const bundle of facts.bundles) {
                const host = (0,_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .hostOf */ .w4)(bundle, facts);
                if (!REGISTERS_ITSELF.has(host.kind))
                    continue;
                const selectors = [...new Set((0,_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .slicesOf */ .nu)(bundle).flatMap(slice => slice.selectors))].filter(selector => PUSH_SELECTORS.has(selector));
                if (selectors.length > 0)
                    byHost.set(host, [...(byHost.get(host) ?? []), { bundle, selectors }]);
            }
            return [...byHost].flatMap(([host, uses]) => {
                // No profile read: what it grants is unknown (an upload is signed again later).
                const profile = host.profile;
                if (!profile || profile.read.apsEnvironment !== undefined)
                    return [];
                const where = uses
                    .map(({ bundle, selectors }) => `${(0,_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .shownEntry */ .qF)(bundle.path)} (${selectors.join(', ')})`)
                    .join(', ');
                return [
                    {
                        entry: profile.entry,
                        message: `${where} registers for push notifications, but ${(0,_facts_js__WEBPACK_IMPORTED_MODULE_0__/* .shownEntry */ .qF)(profile.entry)} grants no aps-environment entitlement, so the app's signature cannot hold it (ITMS-90078: App Store Connect takes the build and e-mails the team; push notifications will not reach it); enable Push Notifications for the App ID and the target (Signing & Capabilities), and sign the next build with a profile that has it.`
                    }
                ];
            });
        }
    }
];


/***/ }),

/***/ 9988:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HU: () => (/* binding */ REQUIRED_REASON_SOURCE),
/* harmony export */   MZ: () => (/* binding */ usesOf),
/* harmony export */   U1: () => (/* binding */ REQUIRED_REASON_SELECTORS),
/* harmony export */   dt: () => (/* binding */ REQUIRED_REASON_APIS)
/* harmony export */ });
const REQUIRED_REASON_SOURCE = 'https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api (Describing use of required reason API: file timestamp, system boot time, disk space, active keyboard and user defaults APIs, read 2026-11-27)';
const REQUIRED_REASON_APIS = [
    {
        type: 'NSPrivacyAccessedAPICategoryFileTimestamp',
        about: 'file timestamps',
        functions: [
            '_getattrlist',
            '_getattrlistbulk',
            '_fgetattrlist',
            '_stat',
            '_fstat',
            '_fstatat',
            '_lstat',
            '_getattrlistat'
        ],
        // FileAttributeKey.creationDate and .modificationDate; URLResourceKey.contentModificationDateKey
        // and .creationDateKey.
        constants: [
            '_NSFileCreationDate',
            '_NSFileModificationDate',
            '_NSURLContentModificationDateKey',
            '_NSURLCreationDateKey'
        ],
        classes: [],
        // UIDocument's fileModificationDate; NSDictionary's accessor of a file's attributes has the
        // same name, and reads the same timestamp.
        selectors: ['fileModificationDate']
    },
    {
        type: 'NSPrivacyAccessedAPICategorySystemBootTime',
        about: 'system boot time',
        functions: ['_mach_absolute_time'],
        constants: [],
        classes: [],
        // ProcessInfo's systemUptime.
        selectors: ['systemUptime']
    },
    {
        type: 'NSPrivacyAccessedAPICategoryDiskSpace',
        about: 'disk space',
        functions: [
            '_statfs',
            '_statvfs',
            '_fstatfs',
            '_fstatvfs',
            '_getattrlist',
            '_fgetattrlist',
            '_getattrlistat'
        ],
        // URLResourceKey's volume capacities; FileAttributeKey.systemFreeSize and .systemSize.
        constants: [
            '_NSURLVolumeAvailableCapacityKey',
            '_NSURLVolumeAvailableCapacityForImportantUsageKey',
            '_NSURLVolumeAvailableCapacityForOpportunisticUsageKey',
            '_NSURLVolumeTotalCapacityKey',
            '_NSFileSystemFreeSize',
            '_NSFileSystemSize'
        ],
        classes: [],
        selectors: []
    },
    {
        type: 'NSPrivacyAccessedAPICategoryActiveKeyboards',
        about: 'active keyboards',
        functions: [],
        constants: [],
        classes: [],
        // UITextInputMode's activeInputModes (the class alone, for currentInputMode, is not listed).
        selectors: ['activeInputModes']
    },
    {
        type: 'NSPrivacyAccessedAPICategoryUserDefaults',
        about: 'user defaults',
        functions: [],
        constants: [],
        classes: ['_OBJC_CLASS_$_NSUserDefaults'],
        selectors: []
    }
];
/** Every selector the categories list: what the Mach-O reader keeps of `__objc_methname`. */
const REQUIRED_REASON_SELECTORS = new Set(REQUIRED_REASON_APIS.flatMap(category => category.selectors));
/**
 * The APIs of `category` that a binary with these imports and selector names uses, each as a
 * message names it: `the function stat`, `the constant NSFileModificationDate`, `the class
 * NSUserDefaults`, `the selector systemUptime`.
 */
function usesOf(category, imports, selectors) {
    const found = (use, names, held) => names.filter(name => held.has(name)).map(name => `the ${use} ${shownName(name)}`);
    return [
        ...found('function', category.functions, imports),
        ...found('constant', category.constants, imports),
        ...found('class', category.classes, imports),
        ...found('selector', category.selectors, selectors)
    ];
}
/** A symbol as its API is called: `_stat` is stat, `_OBJC_CLASS_$_NSUserDefaults` NSUserDefaults. */
function shownName(name) {
    return name.replace(/^_OBJC_CLASS_\$_/, '').replace(/^_/, '');
}


/***/ }),

/***/ 9739:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ joinedSources),
/* harmony export */   v: () => (/* binding */ sourceAndDate)
/* harmony export */ });
/** Where a rule's facts come from, and the day they were read: stated once, at the source's end. */
const READ_DATE = /\bread (\d{4}-\d{2}-\d{2})\)$/;
/**
 * A source split into where and when: the day it was read is the end of its text ("…, read
 * 2026-11-25)"), so that each rule states it once; a format's source has no day.
 */
function sourceAndDate(source) {
    const read = READ_DATE.exec(source)?.[1];
    if (read === undefined)
        return { where: source };
    const where = source
        .replace(/ \(read \d{4}-\d{2}-\d{2}\)$/, '')
        .replace(/[,;] read \d{4}-\d{2}-\d{2}\)$/, ')');
    return { where, read };
}
/**
 * Several sources as one, the day read said once at the end (the latest of theirs), as the policy
 * table reads a source.
 */
function joinedSources(sources) {
    const parts = sources.map(sourceAndDate);
    const days = parts.flatMap(part => (part.read ? [part.read] : [])).sort();
    const joined = parts.map(part => part.where).join('; ');
    return days.length ? `${joined} (read ${days.at(-1)})` : joined;
}


/***/ }),

/***/ 7907:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: ./src/commands/context.ts
/** The largest `json` output the action sets: a larger answer is left to the files (and the runner's limits). */
const JSON_OUTPUT_MAX_BYTES = 512 * 1024;
/** The `json` output's text, or, for an answer too large for an output, the warning that says so. */
function jsonOutput(value, whereInstead) {
    const text = JSON.stringify(value ?? null);
    const bytes = Buffer.byteLength(text);
    if (bytes <= JSON_OUTPUT_MAX_BYTES)
        return { text };
    return {
        tooLarge: `The service's answer (${bytes} bytes) is too large for the 'json' output, which is left unset${whereInstead ? `: read ${whereInstead} instead` : ''}.`
    };
}

// EXTERNAL MODULE: ./src/text/format.ts
var format = __nccwpck_require__(8488);
// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __nccwpck_require__(5585);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: ./src/platforms/github.ts



const GITHUB_LIMITS = {
    /**
     * Annotations shown of each kind (error, warning, notice) per step; the rest are dropped without a
     * word, and 50 per job ("Limitations" in
     * https://github.com/actions/toolkit/blob/main/docs/problem-matchers.md, read 2026-11-27). The
     * job's 50 are shared with steps this one cannot see: each step keeps to its 10.
     */
    annotationsPerKind: 10,
    /** A step summary larger than this is refused ("supports content up to 1024k"). */
    summaryBytes: 1024 * 1024
};
/**
 * GitHub Actions, where the action runs (its side of the runner, files and commands, is in
 * src/action/) and the tool runs in `run:` steps: a step's run from the runner's variables, as
 * @actions/github's context reads them (that context also reads the event payload file, which
 * nothing here needs). The tool's log
 * stays plain lines there, no annotation (the action's are folded to GitHub's caps); its outputs
 * are the step's outputs (`steps.<id>.outputs.submission-id`), its summary the step's summary, and
 * a secret it learns (a pre-signed URL's query) is masked in the log of the job's later steps.
 */
const github = {
    name: 'GitHub Actions',
    detect: env => env.GITHUB_ACTIONS === 'true',
    // The action's inputs (INPUT_*) and what the runner gives it (ACTIONS_*) too.
    variables: ['GITHUB_', 'RUNNER_', 'ACTIONS_', 'INPUT_'],
    run: githubRun,
    // The runner's folder of this job: the next steps find a report there, and it is emptied after.
    folders: env => {
        const folder = env.RUNNER_TEMP || external_node_os_.tmpdir();
        const keep = 'They are on the runner only: keep them with `actions/upload-artifact`.';
        return { reports: folder, scratch: folder, keep };
    },
    words: {
        output: name => `the ${name} output`,
        handedOn: (input, output) => `--${input} "\${{ steps.<id>.outputs.${output} }}"`
    },
    // The runner reads workflow commands on stderr as on stdout; stdout is the tool's result.
    mask: (value, io) => io.command(`::add-mask::${commandData(value)}`),
    handOn: toStepOutputs,
    summary: { write: toStepSummary }
};
/**
 * A workflow command's data, as @actions/core's `escapeData` writes it (the runner undoes `%25`,
 * `%0D`, `%0A`): a value of several lines stays one command.
 */
function commandData(value) {
    return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** One output as the runner reads `GITHUB_OUTPUT`: `name<<delimiter`, the value, the delimiter. */
function outputBlock(name, value) {
    let delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
    // The runner ends the value at the first line that is the delimiter: one the value holds is drawn again.
    while (value.includes(delimiter))
        delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
    return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
}
/**
 * Each output, as the service wrote it, appended to the runner's `GITHUB_OUTPUT` file in the form
 * whose value ends at a delimiter of its own (as @actions/core's `setOutput` writes it): no value can
 * end one early or set another output.
 */
function toStepOutputs(outputs, io) {
    const file = io.env.GITHUB_OUTPUT;
    if (outputs.length === 0)
        return [];
    if (!file)
        return ['GITHUB_OUTPUT is not set, so this step has no outputs: its lines on stdout hold them.'];
    const lines = outputs.map(({ name, value }) => outputBlock(name, value));
    try {
        io.appendFile(file, lines.join(''));
        return [];
    }
    catch (error) {
        return [`Could not write the step's outputs to GITHUB_OUTPUT (${file}): ${String(error)}.`];
    }
}
/** The summary appended to the step's, within GitHub's cap; what went wrong, if anything. */
function toStepSummary(markdown, io) {
    const file = io.env.GITHUB_STEP_SUMMARY;
    if (!file)
        return undefined;
    try {
        io.appendFile(file, withinBytes(markdown, GITHUB_LIMITS.summaryBytes));
        return undefined;
    }
    catch (error) {
        return `Could not write the step summary (${file}): ${String(error)}.`;
    }
}
/**
 * The markdown cut at the last whole line that fits, with a last line that says so: a summary GitHub
 * refuses shows nothing at all.
 */
function withinBytes(markdown, limit) {
    if (Buffer.byteLength(markdown) <= limit)
        return markdown;
    const note = `\n\n> [!WARNING]\n> This summary is cut here: GitHub refuses a step summary larger than ${(0,format/* formatBytes */.z3)(limit)}.\n`;
    const room = limit - Buffer.byteLength(note);
    const head = Buffer.from(markdown).subarray(0, room).toString('utf8');
    return `${head.slice(0, Math.max(0, head.lastIndexOf('\n')))}${note}`;
}
/** The workflow run, when the process runs in one: undefined fields elsewhere. */
function githubRun(env) {
    const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
    const repository = env.GITHUB_REPOSITORY || undefined;
    const repositoryUrl = repository ? `${serverUrl}/${repository}` : undefined;
    const runId = Number.parseInt(env.GITHUB_RUN_ID ?? '', 10);
    const attempt = Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? '', 10);
    return {
        repository,
        repositoryUrl,
        sha: env.GITHUB_SHA || undefined,
        ref: env.GITHUB_REF || undefined,
        workflow: env.GITHUB_WORKFLOW || undefined,
        runNumber: env.GITHUB_RUN_NUMBER ?? (runId ? String(runId) : undefined),
        runUrl: repositoryUrl && runId ? `${repositoryUrl}/actions/runs/${runId}` : undefined,
        runId: runId ? String(runId) : undefined,
        runAttempt: attempt >= 1 ? attempt : undefined,
        job: env.GITHUB_JOB || undefined,
        step: env.GITHUB_ACTION || undefined
    };
}

// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __nccwpck_require__(9209);
;// CONCATENATED MODULE: ./src/platforms/secrets.ts

/**
 * The run's one registry of secrets: every adapter adds to it, and every line of the log, the
 * summary and the result goes through it. A platform that masks in its own log too (GitHub's
 * `::add-mask::`, Azure's `task.setsecret`) is told of each value once, as it is first added.
 * A credential (the API key, a GitHub token) shows nowhere, not even in the tool's result; a signed
 * URL's parts are hidden in the log, but a URL output keeps them, for the workflow to use (the
 * service's own record of an `ipa-url` holds them).
 */
class Secrets {
    firstSeen;
    kinds = new Map();
    scrubbers = {};
    constructor(firstSeen) {
        this.firstSeen = firstSeen;
    }
    add(value, kind = 'credential') {
        if (!value)
            return;
        const known = this.kinds.get(value);
        if (known === 'credential' || known === kind)
            return;
        this.kinds.set(value, kind);
        this.scrubbers = {};
        if (!known)
            this.firstSeen?.(value);
    }
    /** Text with every secret hidden, in every form a service may echo it: for the log and the summary. */
    hide(text) {
        return this.scrubber('all')?.scrub(text) ?? text;
    }
    /** Text with the credentials hidden, a signed URL kept whole: for the result a later step reads. */
    hideCredentials(text) {
        return this.scrubber('credentials')?.scrub(text) ?? text;
    }
    /** Every value of the kind, or every value. */
    values(kind) {
        return [...this.kinds].filter(([, k]) => !kind || k === kind).map(([value]) => value);
    }
    scrubber(which) {
        const values = this.values(which === 'all' ? undefined : 'credential');
        if (values.length === 0)
            return undefined;
        return (this.scrubbers[which] ??= (0,untrusted/* scrubberFor */.uS)(values));
    }
}

// EXTERNAL MODULE: ./package.json
var package_0 = __nccwpck_require__(8330);
// EXTERNAL MODULE: ./src/service/advice.ts
var advice = __nccwpck_require__(1471);
// EXTERNAL MODULE: ./src/service/errors.ts
var errors = __nccwpck_require__(5756);
// EXTERNAL MODULE: ./src/service/json-limits.ts
var json_limits = __nccwpck_require__(3166);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __nccwpck_require__(7075);
;// CONCATENATED MODULE: ./src/service/multipart.ts




/** Large reads keep system calls and socket writes few: an IPA can be gigabytes. */
const CHUNK_BYTES = 1024 * 1024;
/**
 * Chunks kept for the next reads: a body has at most four in flight (one being read, one buffered,
 * one or two in the socket), and four bodies stream at once with a fleet's usual concurrency.
 */
const POOLED_CHUNKS = 16;
const CRLF = '\r\n';
/**
 * A multipart/form-data body of text fields and one file, streamed from disk on each `open()`
 * and hashed on the way, so that the file is read once when the first attempt succeeds.
 */
async function multipartFileBody(spec) {
    const { file } = spec;
    const info = await (0,promises_.stat)(file.path);
    if (!info.isFile())
        throw new Error(`${file.path} is not a file`);
    const contentType = file.contentType ?? 'application/octet-stream';
    if (/[\r\n]/.test(contentType))
        throw new Error('The file content type must be one line');
    const fileSize = info.size;
    const boundary = newBoundary(spec);
    const preamble = Buffer.from(spec.fields.map(field => `${partHead(boundary, field.name)}${field.value}${CRLF}`).join('') +
        partHead(boundary, file.field, file.filename ?? external_node_path_.basename(file.path), contentType));
    const epilogue = Buffer.from(`${CRLF}--${boundary}--${CRLF}`);
    let sha256;
    async function* parts() {
        yield preamble;
        const hash = (0,external_node_crypto_.createHash)('sha256');
        const handle = await (0,promises_.open)(file.path, 'r');
        try {
            // Reading no further than the size announced in Content-Length, even if the file grows.
            for (let read = 0; read < fileSize;) {
                const buffer = pool.take();
                const wanted = Math.min(buffer.length, fileSize - read);
                const { bytesRead } = await handle.read(buffer, 0, wanted, read);
                if (bytesRead === 0) {
                    throw new Error(`${file.path} changed while it was sent: ${read} of ${fileSize} bytes read`);
                }
                const chunk = bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
                hash.update(chunk);
                read += bytesRead;
                yield chunk;
            }
        }
        finally {
            await handle.close();
        }
        sha256 = hash.digest('hex');
        yield epilogue;
    }
    return {
        length: preamble.length + fileSize + epilogue.length,
        contentType: `multipart/form-data; boundary=${boundary}`,
        fileSize,
        fileSha256: () => sha256,
        open: () => external_node_stream_.Readable.from(parts(), { objectMode: false, highWaterMark: CHUNK_BYTES }),
        release: chunk => pool.release(chunk)
    };
}
/**
 * File chunks the transport has released come back for the next reads: memory stays flat and
 * warm, where fresh 1 MiB buffers would pile up as garbage (tens of MiB) between collections.
 * A reader that releases nothing simply gets fresh buffers. One pool serves every body, so the
 * IPAs of a fleet, sent in turn, reuse the same chunks rather than each leaving its own behind.
 */
class ChunkPool {
    free = new Set();
    owned = new WeakSet();
    take() {
        for (const memory of this.free) {
            this.free.delete(memory);
            return Buffer.from(memory);
        }
        const buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
        this.owned.add(buffer.buffer);
        return buffer;
    }
    release(chunk) {
        if (this.owned.has(chunk.buffer) && this.free.size < POOLED_CHUNKS)
            this.free.add(chunk.buffer);
    }
}
const pool = new ChunkPool();
function partHead(boundary, name, filename, contentType) {
    let disposition = `form-data; name="${escapeName(name)}"`;
    if (filename !== undefined) {
        const encoded = percentEncodeFilename(filename);
        disposition += `; filename="${encoded}"`;
        if (encoded !== filename)
            disposition += `; filename*=UTF-8''${rfc5987(filename)}`;
    }
    const type = contentType ? `Content-Type: ${contentType}${CRLF}` : '';
    return `--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}${type}${CRLF}`;
}
/** As browsers escape field names (HTML's multipart/form-data encoding algorithm). */
function escapeName(name) {
    return name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}
/**
 * Rack (and so Rails) percent-decodes `filename` when every `%` in it starts a valid escape, and
 * prefers `filename` over `filename*`. Escaping `%` itself, quotes, backslashes, controls and
 * non-ASCII bytes therefore gives Rails the exact name; `filename*` serves RFC 6266 parsers.
 */
function percentEncodeFilename(filename) {
    return percentEncode(filename, byte => byte >= 0x20 && byte <= 0x7e && !'"%\\'.includes(chr(byte)));
}
/** RFC 5987 value-chars: attr-char as is, every other UTF-8 byte percent-encoded. */
function rfc5987(value) {
    return percentEncode(value, byte => /[A-Za-z0-9!#$&+.^_`|~-]/.test(chr(byte)));
}
function percentEncode(value, keep) {
    let encoded = '';
    for (const byte of Buffer.from(value, 'utf8')) {
        encoded += keep(byte) ? chr(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    return encoded;
}
function chr(byte) {
    return String.fromCharCode(byte);
}
/** Random, and absent from every field, so no part can end early. */
function newBoundary(spec) {
    const texts = spec.fields.flatMap(field => [field.name, field.value]);
    for (;;) {
        const boundary = `----AppStoreDeploy${(0,external_node_crypto_.randomBytes)(16).toString('hex')}`;
        if (!texts.some(text => text.includes(boundary)))
            return boundary;
    }
}
async function bodyOf(request) {
    const { body } = request;
    if (!body)
        return undefined;
    if (body.kind === 'json')
        return JSON.stringify(body.value);
    const { field, path: file } = body.file;
    return multipartFileBody({ fields: body.fields, file: { field, path: file } });
}
/** SHA-256 (hex) of the file a body sent, once it was read whole. */
function fileSha256(body) {
    return body && typeof body !== 'string' ? body.fileSha256() : undefined;
}

// EXTERNAL MODULE: ./src/service/records.ts
var service_records = __nccwpck_require__(7933);
// EXTERNAL MODULE: ./src/service/requests.ts
var requests = __nccwpck_require__(3957);
;// CONCATENATED MODULE: ./src/service/read-answer.ts






const MiB = 1024 * 1024;
/** What a request that changes something did all the same, when its answer cannot be read. */
const CREATES = {
    [requests/* Routes */.BV.signedIpas]: 'the submission was created',
    [requests/* Routes */.BV.unsignedIpas]: 'the IPA was stored'
};
/**
 * Reads an answer as JSON. Anything that is not a 2xx with JSON throws, quoting the service's words
 * without the secrets, should it echo them back. A 2xx is read only whole: one that passed the size
 * bound, is compressed, is not UTF-8, or nests too deep is refused, never misread. Its JSON holds
 * `***` for the secrets, but keeps the secret parts of a URL given (`urlSecrets`): the service's
 * record of that URL is the workflow's to use, and the adapter masks it.
 */
function readAnswer(response, request, { baseUrl, secrets: answerSecrets, urlSecrets = [], maxResponseBytes }) {
    const { method, path } = request;
    const secrets = [...answerSecrets, ...urlSecrets];
    const { scrub } = (0,untrusted/* scrubberFor */.uS)(secrets);
    // The service's own text for a message, without the key: messages go to logs and outputs.
    // Only on the paths that quote it: a good answer is scrubbed once, below.
    const quoted = () => scrub(response.body);
    if (response.status < 200 || response.status >= 300) {
        // A retry the service asked to put off too long was not made: no advice to allow more retries.
        const next = response.notRetried
            ? (0,advice/* advice */.v9) `${capitalised(response.notRetried)}: try again later`
            : (0,errors/* adviceFor */.cp)(response.status, request);
        const words = errorWords(response, quoted(), (0,requests/* requestUrl */.Fl)(baseUrl, request), secrets);
        throw new errors/* ServiceError */._7(response.status, method, path, words, next, request.id);
    }
    const unreadable = (problem, snippet = '') => new errors/* UnexpectedAnswerError */.qx(method, path, response.status, problem, snippet, {
        outcome: createdAnyway(request, response.status)
    });
    if (response.truncated) {
        throw unreadable(`the answer passed ${mib(maxResponseBytes)}, the most that is read of one`, quoted().slice(0, 200));
    }
    if (response.status === 204 || response.body.trim() === '')
        return { json: null, status: response.status };
    const encoding = headerText(response.headers['content-encoding']);
    if (encoding && !/^\s*identity\s*$/i.test(encoding)) {
        // Nothing asked for it (no Accept-Encoding): a compressed answer is not decompressed, and so
        // cannot grow past the size bound.
        throw unreadable(`the answer is compressed (Content-Encoding: ${(0,untrusted/* oneLine */.TN)(encoding, 40)}), which was not asked for and is not read`);
    }
    // A byte order mark is allowed before JSON, and ignored.
    const text = response.body.charCodeAt(0) === 0xfeff ? response.body.slice(1) : response.body;
    if (text.startsWith('\ufffd\ufffd') || text.includes('\u0000')) {
        throw unreadable('the answer is not UTF-8 text (UTF-16, or binary), as JSON must be');
    }
    const tooBig = (0,json_limits/* jsonTooBig */.HO)(text);
    if (tooBig)
        throw unreadable(tooBig, quoted().slice(0, 200));
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        throw unreadable('the answer is not JSON', quoted());
    }
    // Always, whatever the text showed: a key written with \u escapes shows only once parsed.
    const { value: json, found } = (0,service_records/* withoutSecretDeep */.JU)(parsed, answerSecrets);
    return { json, text: found ? undefined : text.trim(), status: response.status };
}
/** The service's words about a failure, and where a redirect pointed (without its query). */
function errorWords(response, text, url, secrets) {
    const header = (name) => headerText(response.headers[name]);
    const { scrub } = (0,untrusted/* scrubberFor */.uS)(secrets);
    // Scrubbed again once read: JSON can spell the key with \u escapes, which only parsing undoes.
    const words = scrub((0,errors/* serviceWords */.jD)(text, header('content-type')));
    const location = header('location');
    if (response.status < 300 || response.status >= 400 || !location)
        return words;
    let target;
    try {
        // Without its query, fragment or credentials (a file: or javascript: URL has no origin).
        const to = new URL(location, url);
        to.search = '';
        to.hash = '';
        to.username = '';
        to.password = '';
        target = to.href;
    }
    catch {
        target = location;
    }
    const redirect = `redirected to ${(0,untrusted/* oneLine */.TN)(scrub(target), 200)}`;
    return words ? `${words} (${redirect})` : redirect;
}
/** What a request did although its answer cannot be read: a 2xx to a create created something. */
function createdAnyway(request, status, id) {
    const created = CREATES[request.path];
    if (request.method !== 'POST' || !created || status < 200 || status >= 300)
        return undefined;
    const which = id ? ` (id ${(0,untrusted/* oneLine */.TN)(id, 100)})` : '';
    return `The service accepted it (HTTP ${status}), so ${created}${which}: check on the service before running this again, so as not to send it twice.`;
}
function headerText(value) {
    return Array.isArray(value) ? value.join(', ') : value;
}
function mib(bytes) {
    return Number.isInteger(bytes / MiB) ? `${bytes / MiB} MiB` : `${bytes} bytes`;
}
function capitalised(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

// EXTERNAL MODULE: ./src/service/transport-types.ts
var transport_types = __nccwpck_require__(5518);
;// CONCATENATED MODULE: ./src/service/client.ts









/** Answers that say a route is not there: Not Found, Method Not Allowed, Not Implemented. */
const NO_ROUTE = [404, 405, 501];
/** What to do about a record that does not fit: it came from the service, not from a setting. */
const RECORD_ADVICE = (0,advice/* advice */.v9) `The service answered a record that cannot be used safely, so nothing more was sent about it.`;
/**
 * One typed method per endpoint of the Mobile App Deployment and Analytics Service, sending the
 * descriptions of `requests.ts`. No @actions/core here: the action and any other program can use it.
 */
class ServiceClient {
    baseUrl;
    apiKey;
    secrets;
    urlSecrets;
    sender;
    signal;
    constructor({ baseUrl, apiKey, secrets = [], urlSecrets = [], sender, signal }) {
        this.signal = signal;
        this.baseUrl = baseUrl.replace(/\/+$/, '');
        this.apiKey = apiKey;
        this.secrets = [apiKey, ...secrets];
        this.urlSecrets = urlSecrets;
        this.sender = sender;
    }
    /** What a dry run prints for a request: exactly what would be sent, the key aside. */
    describe(request) {
        return (0,requests/* describeRequest */.Ng)(this.baseUrl, request);
    }
    async listTeams() {
        const request = requests/* Requests */.lv.listTeams();
        const answer = await this.send(request);
        const data = this.read(request, answer, () => (0,service_records/* asArray */._j)(answer, 'GET', request.path).map((item, i) => (0,service_records/* readCredential */.Yz)(item, `credential ${i + 1}`)));
        return { ...answer, data };
    }
    async listUnsignedIpas() {
        const request = requests/* Requests */.lv.listUnsignedIpas();
        const answer = await this.send(request);
        const data = this.read(request, answer, () => (0,service_records/* asArray */._j)(answer, 'GET', request.path).map((item, i) => (0,service_records/* readUnsignedIpa */.GX)(item, `record ${i + 1}`)));
        return { ...answer, data };
    }
    storeUnsignedIpa(upload, options) {
        return this.create(requests/* Requests */.lv.storeUnsignedIpa(upload), options, service_records/* readUnsignedIpa */.GX);
    }
    async deleteUnsignedIpa(id) {
        const request = requests/* Requests */.lv.deleteUnsignedIpa(id);
        const answer = await this.send(request, {}, [404]);
        if (answer.status === 404) {
            // Sent again after its answer was lost, a delete that finds the IPA gone: the first one did it.
            if (answer.lostAnswerBefore)
                return { ...answer, json: null, data: { deleted: true, id } };
            const { method, path, id: named } = request;
            throw new errors/* ServiceError */._7(404, method, path, '', (0,errors/* adviceFor */.cp)(404, request), named);
        }
        // Any 2xx with nothing in it (204, say) is a delete done.
        if (answer.json === null)
            return { ...answer, data: { deleted: true, id } };
        const record = (0,service_records/* asRecord */.qY)(answer, 'DELETE', request.path);
        // Without a `deleted` field, a 2xx counts as done unless its body says it is an error.
        const deleted = record.deleted === undefined ? !('error' in record) : record.deleted === true;
        // The id is the one asked for: whatever the answer says, it is what was deleted.
        return { ...answer, data: { ...record, deleted, id } };
    }
    /**
     * The records of a listing by id, to tell what a create made: undefined when the service has no
     * such listing (404, 405 or 501). Records without an id that fits a path segment are left out.
     */
    async recordsOf(listing) {
        const request = requests/* Requests */.lv.listingOf(listing);
        const answer = await this.send(request, {}, NO_ROUTE);
        if (NO_ROUTE.includes(answer.status))
            return undefined;
        const records = new Map();
        for (const item of (0,service_records/* asArray */._j)(answer, 'GET', request.path)) {
            if (!(0,service_records/* isObject */.Gv)(item))
                continue;
            const id = typeof item.id === 'number' ? String(item.id) : item.id;
            if (typeof id === 'string' && !(0,service_records/* pathSegmentProblem */.iF)(id))
                records.set(id, item);
        }
        return records;
    }
    /** One attempt (see CreateAttempt), as storeUnsignedIpa. */
    submitSignedIpa(submission, options) {
        return this.create(requests/* Requests */.lv.submitSignedIpa(submission), options, service_records/* readSubmission */.VY);
    }
    /** Waits before a create is sent again, as before any retry: see Transport.beforeResend. */
    beforeResend(attempt, { request, outcome, about }) {
        return this.sender.beforeResend(attempt, outcome, this.addressed(request, about));
    }
    /**
     * The submission's current record (Routes.signedIpa), else (404, 405 or 501 there) the listing's
     * (Routes.signedIpas), else `no-status-route`. Neither route is in the specification, so an answer
     * counts only when it holds a record of this submission with a status: a catch-all route (an empty
     * 200, `{}`, another record) has no status to give (`no-status`). `deadline` bounds the retries.
     */
    async getSubmission(id, { deadline } = {}) {
        const asked = requests/* Requests */.lv.getSubmission(id);
        const direct = await this.send(asked, {}, NO_ROUTE, deadline);
        if (!NO_ROUTE.includes(direct.status)) {
            const candidates = Array.isArray(direct.json) ? direct.json : [direct.json];
            const record = candidates.find(item => (0,service_records/* isSubmissionRecord */.aC)(item, id, candidates.length === 1));
            if (!record) {
                return {
                    kind: 'no-status',
                    why: `GET ${requests/* Routes */.BV.signedIpa} answered HTTP ${direct.status} without a status of submission ${(0,untrusted/* oneLine */.TN)(id, 100)}`
                };
            }
            const data = this.read(asked, direct, () => (0,service_records/* readSubmission */.VY)(record, '', id));
            return { kind: 'found', via: 'record', answer: { json: record, status: direct.status, data } };
        }
        const request = requests/* Requests */.lv.listSubmissions();
        const listing = await this.send(request, {}, NO_ROUTE, deadline);
        if (NO_ROUTE.includes(listing.status))
            return { kind: 'no-status-route' };
        const match = (0,service_records/* asArray */._j)(listing, 'GET', request.path).find(item => (0,service_records/* isSubmissionRecord */.aC)(item, id, false));
        if (!match)
            return { kind: 'not-listed' };
        const data = this.read(request, listing, () => (0,service_records/* readSubmission */.VY)(match, '', id));
        return { kind: 'found', via: 'listing', answer: { json: match, status: listing.status, data } };
    }
    async getAnalytics(appId, date, countries, options) {
        const request = requests/* Requests */.lv.getAnalytics(appId, date, countries);
        const answer = await this.send(request, options);
        return { ...answer, data: (0,service_records/* asArray */._j)(answer, 'GET', request.path) };
    }
    /** Reads records out of an answer; a field that does not fit fails with what came, and what was done. */
    read(request, answer, read) {
        try {
            return read();
        }
        catch (error) {
            if (!(error instanceof service_records/* RecordProblem */.JT))
                throw error;
            throw new errors/* UnexpectedAnswerError */.qx(request.method, request.path, answer.status, `a record does not fit: ${error.message}`, '', { outcome: createdAnyway(request, answer.status, error.id), advice: RECORD_ADVICE });
        }
    }
    /** Sends a request and reads its answer (see `readAnswer`). A status in `allow` is returned as it is, with no JSON. */
    async send(request, options = {}, allow = [], deadline) {
        const body = await bodyOf(request);
        const response = await this.transmit(request, body, options, deadline);
        const lostAnswerBefore = response.earlierMayHaveActed;
        if (allow.includes(response.status))
            return { json: undefined, status: response.status, lostAnswerBefore };
        return { ...this.readResponse(request, response), sha256: fileSha256(body), lostAnswerBefore };
    }
    /** One attempt of a create, its record read: the transport never sends a POST twice. */
    async create(request, options = {}, read) {
        const body = await bodyOf(request);
        let response;
        let answer;
        try {
            response = await this.transmit(request, body, options);
            answer = { ...this.readResponse(request, response), sha256: fileSha256(body) };
        }
        catch (error) {
            const outcome = error instanceof transport_types/* TransportError */.w ? error.outcome : response?.outcome;
            const answered = error instanceof errors/* ServiceError */._7 || error instanceof errors/* UnexpectedAnswerError */.qx;
            if (!outcome || !(answered || error instanceof transport_types/* TransportError */.w))
                throw error;
            return { failure: error, outcome, request, sha256: fileSha256(body), about: options.about };
        }
        // A record that does not fit says what was made: its error tells (see createdAnyway).
        const record = (0,service_records/* asRecord */.qY)(answer, 'POST', request.path, createdAnyway(request, answer.status));
        return {
            answer: { ...answer, json: record, data: this.read(request, answer, () => read(record)) }
        };
    }
    transmit(request, body, { onProgress, signal, attempt, about }, deadline) {
        const auth = `Bearer ${this.apiKey}`;
        const headers = { Authorization: auth, Accept: 'application/json' };
        if (request.alsoAuthentication)
            headers.Authentication = auth;
        // A Structured Fields string, as the Idempotency-Key draft asks: the key is hex, so no escapes.
        if (request.idempotencyKey)
            headers['Idempotency-Key'] = `"${request.idempotencyKey}"`;
        if (typeof body === 'string')
            headers['Content-Type'] = 'application/json';
        return this.sender.send({
            ...this.addressed(request, about),
            headers,
            body,
            maxResponseBytes: request.maxResponseBytes ?? json_limits/* MAX_RESPONSE_BYTES */.nB,
            onProgress,
            signal: signal && this.signal ? AbortSignal.any([signal, this.signal]) : (signal ?? this.signal),
            deadline,
            firstAttempt: attempt
        });
    }
    /** Where a request goes, what names it in the log, and what the transport hides when it reports. */
    addressed(request, about = request.about) {
        return {
            method: request.method,
            url: (0,requests/* requestUrl */.Fl)(this.baseUrl, request),
            about,
            secrets: [...this.secrets, ...this.urlSecrets],
            signal: this.signal
        };
    }
    readResponse(request, response) {
        return readAnswer(response, request, {
            baseUrl: this.baseUrl,
            secrets: this.secrets,
            urlSecrets: this.urlSecrets,
            maxResponseBytes: request.maxResponseBytes ?? json_limits/* MAX_RESPONSE_BYTES */.nB
        });
    }
}

// EXTERNAL MODULE: ./src/service/storage/index.ts + 8 modules
var storage = __nccwpck_require__(5890);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/proxy.js
var lib_proxy = __nccwpck_require__(9783);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __nccwpck_require__(7067);
;// CONCATENATED MODULE: external "node:https"
const external_node_https_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");
// EXTERNAL MODULE: ./node_modules/tunnel/index.js
var tunnel = __nccwpck_require__(770);
;// CONCATENATED MODULE: ./src/service/agents.ts




/**
 * The agents a transport sends through: one per scheme for direct requests, and one tunnelling
 * agent per scheme for proxied ones.
 */
class Agents {
    direct = new Map();
    proxied = new Map();
    /**
     * A direct agent, or a tunnelling agent (a CONNECT through the proxy, for http and https
     * alike) when the environment names a proxy for the URL, as @actions/http-client chooses it
     * (HTTPS_PROXY, HTTP_PROXY, NO_PROXY).
     */
    async for(url) {
        const proxy = (0,lib_proxy/* getProxyUrl */.s)(url);
        const agents = proxy ? this.proxied : this.direct;
        let agent = agents.get(url.protocol);
        if (!agent) {
            agent = proxy ? tunnelling(url, proxy) : directAgent(url);
            agents.set(url.protocol, agent);
        }
        return agent;
    }
}
function directAgent(url) {
    const options = { keepAlive: false, maxSockets: external_node_http_.globalAgent.maxSockets };
    return url.protocol === 'https:' ? new external_node_https_namespaceObject.Agent(options) : new external_node_http_.Agent(options);
}
/**
 * The tunnel @actions/http-client would make, but with the proxy's credentials sent by us: its way
 * hands them to `tunnel` as `proxyAuth`, which encodes them with `new Buffer()`, deprecated (every
 * run printed DEP0005), and sends them still percent-encoded as the URL holds them (a password with
 * `@`, written `%40` in HTTPS_PROXY, reached the proxy as `%40`).
 */
function tunnelling(url, proxy) {
    const overHttps = proxy.protocol === 'https:';
    const make = url.protocol === 'https:'
        ? overHttps
            ? tunnel.httpsOverHttps
            : tunnel.httpsOverHttp
        : overHttps
            ? tunnel.httpOverHttps
            : tunnel.httpOverHttp;
    // The sizes @actions/http-client gives its tunnels.
    const agent = make({
        maxSockets: 100,
        keepAlive: false,
        proxy: { host: proxy.hostname, port: proxy.port }
    });
    const credentials = proxyAuthorization(proxy);
    if (credentials) {
        // `tunnel` makes its CONNECT with `agent.request`, and with no headers but Host of its own.
        const connect = agent.request;
        agent.request = ((options, callback) => connect({ ...options, headers: { ...options.headers, 'Proxy-Authorization': credentials } }, callback));
    }
    return agent;
}
/** `Basic …` of the proxy URL's user and password, as written before the percent-encoding. */
function proxyAuthorization(proxy) {
    if (!proxy.username && !proxy.password)
        return undefined;
    const user = `${decoded(proxy.username)}:${decoded(proxy.password)}`;
    return `Basic ${Buffer.from(user, 'utf8').toString('base64')}`;
}
function decoded(part) {
    try {
        return decodeURIComponent(part);
    }
    catch {
        // A stray `%` that encodes nothing: the characters as written.
        return part;
    }
}

// EXTERNAL MODULE: ./src/service/on-abort.ts
var on_abort = __nccwpck_require__(6661);
// EXTERNAL MODULE: ./src/text/error-message.ts
var error_message = __nccwpck_require__(7515);
;// CONCATENATED MODULE: ./src/service/transport-policy.ts

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Why one attempt got no complete answer. */
class AttemptFailure extends Error {
    code;
    /** The whole request went out before it failed (set by the exchange). */
    sent = false;
    /** The status of an answer that began but did not end. */
    status;
    /** When the proxy failed, not the service: its address (no credentials), and what it answered. */
    proxy;
    /** The answer kept coming, but too slowly: it was not complete by the total deadline. */
    tooSlow;
    /** What was wrong with TLS, when that is what failed. */
    tls;
    constructor(message, code) {
        super(message);
        this.code = code;
    }
}
function redirectTarget(from, answer) {
    const location = answer.headers.location;
    if (!REDIRECT_STATUSES.has(answer.status) || !location)
        return undefined;
    let to;
    try {
        to = new URL(location, from);
    }
    catch {
        return undefined;
    }
    const allowed = to.protocol === 'https:' || (to.protocol === 'http:' && from.protocol === 'http:');
    return allowed ? to : undefined;
}
/**
 * A failure of the proxy itself (`tunnel`'s "tunneling socket could not be established"), told as
 * the proxy's: its address, and the status it refused the tunnel with or why it could not be
 * reached. A refusal (4xx) is not sent again: the proxy would refuse it again.
 */
function viaProxy(failure, proxy) {
    const tunnel = /tunneling socket could not be established, (?:statusCode=(\d+)|cause=(.*?))(?: \(\w+\))?$/.exec(failure.message);
    if (!tunnel)
        return failure;
    const address = `${proxy.protocol}//${proxy.host}`;
    const status = tunnel[1] === undefined ? undefined : Number(tunnel[1]);
    const cause = tunnel[2] ?? '';
    const refused = status !== undefined && status < 500;
    const credentials = Boolean(proxy.username || proxy.password);
    const refusal = status === 407 && credentials ? 'refused the credentials it was given' : 'refused the tunnel';
    const result = status === undefined
        ? new AttemptFailure(`the proxy ${address} cannot be reached: ${cause}`, /\b(E[A-Z]+)\b/.exec(cause)?.[1] ?? failure.code)
        : new AttemptFailure(`the proxy ${address} ${refusal} (HTTP ${status})`, refused ? 'ERR_PROXY_REFUSED' : failure.code);
    result.sent = failure.sent;
    result.proxy = { address, status, credentials };
    return result;
}
function asFailure(error) {
    if (error instanceof AttemptFailure)
        return error;
    const code = error?.code ?? 'ERR_UNKNOWN';
    const text = (0,error_message/* errorMessage */.g)(error);
    if (code.startsWith('HPE_')) {
        // Node's HTTP parser: the server's bytes are not an HTTP answer. Sending again cannot help.
        return new AttemptFailure(`the answer is not HTTP: ${notHttp(code, text)} (${code})`, code);
    }
    const message = text.includes(code) ? text : `${text} (${code})`;
    const failure = new AttemptFailure(message, code);
    failure.tls = tlsProblem(code, text);
    return failure;
}
const CERTIFICATE_PROBLEMS = {
    DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed',
    SELF_SIGNED_CERT_IN_CHAIN: 'self-signed-in-chain',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'untrusted-authority',
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'untrusted-authority',
    CERT_HAS_EXPIRED: 'expired',
    ERR_TLS_CERT_ALTNAME_INVALID: 'wrong-host'
};
/** The TLS problem of a failure, from Node's code or OpenSSL's words (which older versions give alone). */
function tlsProblem(code, text) {
    if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' ||
        /wrong version number|packet length too long/i.test(text))
        return 'plain-http';
    return Object.hasOwn(CERTIFICATE_PROBLEMS, code) ? CERTIFICATE_PROBLEMS[code] : undefined;
}
/** What Node's HTTP parser refused, in words. */
function notHttp(code, text) {
    switch (code) {
        case 'HPE_HEADER_OVERFLOW':
            return 'its headers are longer than the 16 KiB Node reads';
        case 'HPE_INVALID_CONSTANT':
        case 'HPE_INVALID_VERSION':
            return 'it does not start with an HTTP status line';
        case 'HPE_INVALID_STATUS':
            return 'its status line is malformed';
        case 'HPE_INVALID_CONTENT_LENGTH':
        case 'HPE_UNEXPECTED_CONTENT_LENGTH':
            return 'its Content-Length is malformed';
        case 'HPE_INVALID_TRANSFER_ENCODING':
        case 'HPE_INVALID_CHUNK_SIZE':
            return 'its chunked encoding is malformed';
        default:
            return text.replace(/^Parse Error:\s*/i, '').slice(0, 100) || 'malformed';
    }
}
/** The URL without credentials or query, which may carry signatures: safe for logs and errors. */
function redact(url) {
    try {
        const parsed = new URL(url);
        return `${parsed.origin}${parsed.pathname}`;
    }
    catch {
        return '(an invalid URL)';
    }
}

;// CONCATENATED MODULE: ./src/service/request-body.ts

const PROGRESS_INTERVAL_MS = 100;
/**
 * Streams a body into the request at the pace the socket takes it (backpressure), reporting each
 * chunk once the socket has accepted it. Checks the declared length, which went out as Content-Length.
 */
function pump(source, req, body, accepted, fail) {
    let handed = 0;
    const wrongLength = () => fail(new AttemptFailure(`the body stream did not give the ${body.length} bytes it declared`, 'ERR_BODY_LENGTH'));
    source.on('data', (chunk) => {
        const size = typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
        handed += size;
        if (handed > body.length)
            return wrongLength();
        const written = (error) => {
            if (error)
                return;
            accepted(size);
            if (typeof chunk !== 'string')
                body.release?.(chunk);
        };
        if (!req.write(chunk, written))
            source.pause();
    });
    req.on('drain', () => source.resume());
    source.on('end', () => (handed === body.length ? req.end() : wrongLength()));
    source.on('error', (error) => {
        const message = `could not read the request body: ${error.message}`;
        fail(new AttemptFailure(message, error.code ?? 'ERR_BODY_READ'));
    });
}
/** Counts bytes the socket accepted: each one proves the connection moves. */
function progressReporter(totalBytes, touch, onProgress) {
    const started = Date.now();
    let bytesSent = 0;
    let reportedAt = started;
    return bytes => {
        bytesSent += bytes;
        touch();
        const now = Date.now();
        if (bytesSent < totalBytes && now - reportedAt < PROGRESS_INTERVAL_MS)
            return;
        reportedAt = now;
        try {
            onProgress?.({ bytesSent, totalBytes, elapsedMs: now - started });
        }
        catch {
            // A failing progress listener must not fail the upload.
        }
    };
}

// EXTERNAL MODULE: ./src/service/retry/index.ts + 4 modules
var service_retry = __nccwpck_require__(3102);
// EXTERNAL MODULE: ./src/service/sleep.ts
var sleep = __nccwpck_require__(3311);
;// CONCATENATED MODULE: ./src/service/exchange.ts







/** What is kept of a success whose Content-Length already says it is too long: its start. */
const SNIPPET_BYTES = 4096;
/**
 * One HTTP exchange, guarded by the stall watchdog and by the total deadline `endBy` (for a
 * streamed body, `requestTimeoutMs` after it was sent or the answer began, if that is sooner).
 * An answer longer than `maxResponseBytes` is abandoned as soon as that shows: its start is kept.
 */
function exchange(request, setting) {
    const { protocol } = setting.url;
    if (protocol !== 'http:' && protocol !== 'https:') {
        return Promise.reject(new AttemptFailure(`unsupported protocol ${protocol}`, 'ERR_INVALID_PROTOCOL'));
    }
    return new Promise((resolve, reject) => {
        new Exchange(request, setting, { resolve, reject }).start();
    });
}
/**
 * One exchange under way: the request and its body, the answer read so far, the two timers (the
 * stall watchdog and the total deadline), and its one end (`settle`).
 */
class Exchange {
    request;
    setting;
    ending;
    req;
    maxResponseBytes;
    /** The watchdog's time, at most MAX_TIMER_MS: Node turns a longer timer into 1 ms. */
    timeoutMs;
    watchdog;
    deadline;
    deadlineAt = Infinity;
    settled = false;
    source;
    response;
    bodySent = false;
    /** Whether any byte came back: header lines and 1xx answers before the answer proper included. */
    heard = false;
    kept = [];
    keptBytes = 0;
    truncated = false;
    /** Stops listening to the request's signal (see on-abort.ts: no listener on the run's own). */
    stopListening;
    constructor(request, setting, ending) {
        this.request = request;
        this.setting = setting;
        this.ending = ending;
        const { url, headers, agent, requestTimeoutMs } = setting;
        this.maxResponseBytes = request.maxResponseBytes ?? setting.maxResponseBytes;
        this.req = (url.protocol === 'https:' ? external_node_https_namespaceObject : external_node_http_).request({
            method: request.method,
            protocol: url.protocol,
            hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
            port: url.port || undefined,
            path: url.pathname + url.search,
            headers,
            agent
        });
        this.stopListening = (0,on_abort/* onAbort */.u)(request.signal, () => this.settle(new AttemptFailure('cancelled', 'ABORT_ERR')));
        this.timeoutMs = Math.min(requestTimeoutMs, sleep/* MAX_TIMER_MS */._);
        this.watchdog = setTimeout(() => this.stalled(), this.timeoutMs);
        this.endNoLaterThan(setting.endBy);
    }
    /** Listens to the request, then sends it with its body. */
    start() {
        const { req } = this;
        req.on('error', error => this.settle(asFailure(error)));
        req.on('socket', socket => this.listenTo(socket));
        req.on('finish', () => this.bodyWasSent());
        req.on('response', response => this.answerBegins(response));
        this.sendBody();
    }
    // Sending the body.
    sendBody() {
        const { body, onProgress } = this.request;
        if (body === undefined || typeof body === 'string') {
            this.req.end(body);
            return;
        }
        this.source = body.open();
        const accepted = progressReporter(body.length, () => this.touch(), onProgress);
        pump(this.source, this.req, body, accepted, failure => this.settle(failure));
    }
    bodyWasSent() {
        this.bodySent = true;
        this.touch();
        this.answerStarts();
    }
    // The stall watchdog and the total deadline.
    /** Every byte from the server moves the connection, before the answer's body too (headers that
     * trickle, a storm of 100 Continue); only the total deadline bounds those. */
    listenTo(socket) {
        const heardFrom = () => {
            this.heard = true;
            this.touch();
        };
        socket.on('data', heardFrom);
        this.req.once('close', () => socket.off('data', heardFrom));
    }
    /** The connection moved: the watchdog starts again. */
    touch() {
        this.watchdog.refresh();
    }
    stalled() {
        const message = `nothing moved on the connection for ${this.timeoutMs} ms`;
        this.settle(new AttemptFailure(message, 'ETIMEDOUT'));
    }
    /** The total deadline: armed at the start, or (for a streamed body) once the body is sent. */
    endNoLaterThan(at) {
        if (this.settled || at >= this.deadlineAt)
            return;
        this.deadlineAt = at;
        clearTimeout(this.deadline);
        const ms = Math.min(Math.max(0, at - Date.now()), sleep/* MAX_TIMER_MS */._);
        this.deadline = setTimeout(() => this.deadlinePassed(), ms);
    }
    deadlinePassed() {
        const { heard, timeoutMs } = this;
        // A server that said nothing at all is better described by the watchdog's words.
        const message = heard
            ? `the answer was not complete within ${this.setting.requestTimeoutMs} ms (the request timeout)`
            : `nothing moved on the connection for ${timeoutMs} ms`;
        this.settle(Object.assign(new AttemptFailure(message, 'ETIMEDOUT'), { tooSlow: heard }));
    }
    /** A streamed body's total runs from when it was sent, or the answer began. */
    answerStarts() {
        const { body } = this.request;
        const streamed = body !== undefined && typeof body !== 'string';
        if (streamed)
            this.endNoLaterThan(Date.now() + this.setting.requestTimeoutMs);
    }
    // Reading the answer.
    answerBegins(response) {
        this.response = response;
        this.touch();
        this.answerStarts();
        // A success that says it is too long is read no further than its start, for the message:
        // the rest could not be used.
        const { maxResponseBytes } = this;
        const declared = Number(response.headers['content-length']);
        const tooLong = Number.isFinite(declared) && declared > maxResponseBytes && (0,service_retry/* isSuccess */.oJ)(response.statusCode);
        const write = this.request.answerSink?.begin({
            status: response.statusCode ?? 0,
            headers: response.headers
        });
        if (tooLong)
            this.truncated = true;
        if (tooLong && write)
            return this.settle();
        const limit = tooLong ? Math.min(maxResponseBytes, SNIPPET_BYTES) : maxResponseBytes;
        response.on('data', (chunk) => this.take(chunk, limit, write));
        response.on('end', () => this.settle());
        response.on('error', error => this.settle(asFailure(error)));
        response.on('close', () => {
            const message = 'the connection closed before the answer was complete';
            this.settle(new AttemptFailure(message, 'ECONNRESET'));
        });
    }
    /** Keeps a chunk of the answer, or hands it to the sink; past `limit`, the answer ends there. */
    take(chunk, limit, write) {
        if (this.settled)
            return;
        this.touch();
        const room = limit - this.keptBytes;
        // Past the limit, only the start is taken (an error's words), and no more is read.
        const taken = chunk.length > room ? chunk.subarray(0, Math.max(0, room)) : chunk;
        try {
            if (write)
                write(taken);
            else
                this.kept.push(taken === chunk ? chunk : Buffer.from(taken));
        }
        catch (error) {
            const message = `its body could not be taken: ${asFailure(error).message}`;
            return this.settle(new AttemptFailure(message, service_retry/* ANSWER_NOT_TAKEN */.n$));
        }
        this.keptBytes += taken.length;
        if (taken !== chunk) {
            this.truncated = true;
            this.settle();
        }
    }
    // The outcome.
    /** Ends the exchange once: stops the timers, closes the streams, then resolves or rejects. */
    settle(failure) {
        if (this.settled)
            return;
        this.settled = true;
        this.stopListening();
        clearTimeout(this.watchdog);
        clearTimeout(this.deadline);
        if (this.source)
            destroyStream(this.source);
        // Without keep-alive the socket has no further use: closing it leaves no handle behind, and
        // stops an answer that was abandoned (too long, too slow) from being read any further.
        this.req.destroy();
        this.response?.destroy();
        // A server that answers before taking the whole body, then hangs up, meant its answer.
        if (!failure || (this.response && !this.bodySent))
            this.ending.resolve(this.answer());
        else
            this.ending.reject(this.howFarItCame(failure));
    }
    answer() {
        const bytes = Buffer.concat(this.kept);
        this.kept.length = 0;
        return {
            status: this.response?.statusCode ?? 0,
            headers: this.response?.headers ?? {},
            bytes,
            received: this.keptBytes,
            truncated: this.truncated,
            sent: this.bodySent
        };
    }
    /** The failure, with how far the exchange came, for the retry policy: whether the request went
     * out whole, and the status of an answer that broke off. */
    howFarItCame(failure) {
        const { response } = this;
        const broken = response && !(0,service_retry/* isTransientStatus */.Dm)(response.statusCode ?? 0)
            ? Object.assign(new AttemptFailure(`${failure.message} while reading the answer (HTTP ${response.statusCode})`, failure.code), { tooSlow: failure.tooSlow, tls: failure.tls })
            : failure;
        broken.sent = this.bodySent;
        broken.status = response?.statusCode;
        return broken;
    }
}
function destroyStream(stream) {
    const destroy = stream.destroy;
    if (typeof destroy === 'function')
        destroy.call(stream);
    else
        stream.pause();
}

// EXTERNAL MODULE: ./src/service/request-headers.ts
var request_headers = __nccwpck_require__(5933);
;// CONCATENATED MODULE: ./src/service/transport.ts









const MAX_REDIRECTS = 5;
/**
 * Sends one request, retried when that is safe, through the proxy that the runner's environment
 * names (HTTPS_PROXY, HTTP_PROXY, NO_PROXY). Streams bodies of any size with flat memory. Every
 * attempt is bounded in time (`requestTimeoutMs`, between bytes and in all) and in what it reads
 * (`maxResponseBytes`), and every retry delay by `maxRetryDelayMs` or the request's deadline. A 429,
 * or a 503 with Retry-After, to one request pauses them all until then, its held attempts let go one
 * at a time after (see Pause): requests sent side by side share one transport.
 */
class Transport {
    options;
    agents;
    pause;
    constructor(options) {
        this.options = options;
        this.agents = new Agents();
        const capMs = options.maxRetryDelayMs ?? service_retry/* DEFAULT_MAX_RETRY_DELAY_MS */.dF;
        this.pause = new service_retry/* Pause */.vR(options.sleep ?? sleep/* sleep */.y, capMs);
    }
    /** The retries a request may take: the transport's, or fewer when the request says so. */
    retriesOf({ maxRetries }) {
        return Math.max(0, Math.floor(Math.min(this.options.retries, maxRetries ?? Infinity)));
    }
    async send(request) {
        const scrub = (0,request_headers/* scrubber */.ty)(request);
        const url = scrub(redact(request.url));
        const { method } = request;
        const lastEnd = this.lastEndOf(request);
        let earlierMayHaveActed = false;
        // When the wait before this attempt ended (absolute: see Pause).
        let waited;
        for (let attempt = request.firstAttempt ?? 1;; attempt++) {
            if (request.signal?.aborted) {
                throw new transport_types/* TransportError */.w(`${method} ${url}: cancelled`, 'ABORT_ERR', attempt - 1);
            }
            let answer;
            let failure;
            try {
                answer = await this.follow(request, lastEnd, scrub, waited);
            }
            catch (error) {
                failure = asFailure(error);
            }
            const outcome = outcomeOf(method, answer, failure);
            if (outcome.retryAfterMs !== undefined)
                this.pause.ask(outcome.retryAfterMs);
            const giveUp = (why = '') => {
                if (answer) {
                    const notRetried = why || undefined;
                    return { ...answer, attempts: attempt, outcome, earlierMayHaveActed, notRetried };
                }
                throw new transport_types/* TransportError */.w(scrub(`${method} ${url}: ${failure?.message}${why ? `; not sent again: ${why}` : ''}`), failure?.code ?? 'ERR_UNKNOWN', attempt, 
                // A GET that broke off did nothing: only a request that changes something says what began.
                method === 'GET' ? undefined : failure?.status, outcome, { method, url, proxy: failure?.proxy, tooSlow: failure?.tooSlow, tls: failure?.tls });
            };
            // A POST goes once: whether to send it again is its caller's to decide (beforeResend).
            // Only a Retry-After can be refused here (a create has no deadline): said with the answer.
            if (method === 'POST')
                return giveUp(outcome.retryAfterMs === undefined
                    ? undefined
                    : this.delayBefore(attempt, outcome, request).refused);
            if ((0,service_retry/* judge */.S4)(outcome) !== 'send-again' || attempt > this.retriesOf(request))
                return giveUp();
            earlierMayHaveActed ||= (0,service_retry/* mayHaveActed */.LR)(outcome);
            const resend = await this.resend(attempt, outcome, request);
            if (resend.refused !== undefined)
                return giveUp(resend.refused);
            waited = resend.at;
        }
    }
    /**
     * Waits before attempt `attempt + 1` of a request, as for any retry: within the retries allowed,
     * after the backoff or the Retry-After the last answer asked for, told to `onRetry`. Resolves with
     * why it is not sent again, when it is not. A caller that sends a POST again after a look at what
     * the service holds (see exactly-once) waits here first. Within a pause, or after its own
     * Retry-After, it waits for its turn (see Pause).
     */
    async beforeResend(attempt, last, request) {
        return (await this.resend(attempt, last, request)).refused;
    }
    /** beforeResend, resolving also with when the wait ended, for the attempt that follows. */
    async resend(attempt, last, request) {
        const retries = this.retriesOf(request);
        if (attempt > retries)
            return { refused: 'no retry is left' };
        // A run that is stopping sends nothing again, and says no retry.
        if (request.signal?.aborted)
            return { refused: 'cancelled' };
        const delay = this.delayBefore(attempt, last, request);
        if (delay.refused !== undefined)
            return delay;
        const [now, lastEnd] = [Date.now(), this.lastEndOf(request)];
        // Put off by a Retry-After of its own: it takes a turn too. `Retry-After: 0` puts nothing off.
        const putOff = (last.retryAfterMs ?? 0) > 0;
        const at = this.pause.turn(now + delay.ms, { putOff, lastEnd });
        if (at >= lastEnd)
            return { refused: service_retry/* NO_TIME_FOR_A_RETRY */.Z9 };
        this.options.onRetry?.({
            attempt,
            retries,
            reason: last.code ?? `HTTP ${last.status}`,
            delayMs: at - now,
            method: request.method,
            url: (0,request_headers/* scrubber */.ty)(request)(redact(request.url)),
            about: request.about
        });
        return { at: await this.pause.wait(now, at, { lastEnd, signal: request.signal }) };
    }
    /** No attempt runs past the end of the wait by more than one request-timeout. */
    lastEndOf({ deadline }) {
        return deadline === undefined ? Infinity : deadline + this.options.requestTimeoutMs;
    }
    /** Growing, jittered delay; a Retry-After of 429 or 503 wins. Bounded: see `retryDelay`. */
    delayBefore(retry, { retryAfterMs }, { deadline }) {
        return (0,service_retry/* retryDelay */.a2)({
            retry,
            askedMs: retryAfterMs,
            deadline,
            capMs: this.options.maxRetryDelayMs ?? service_retry/* DEFAULT_MAX_RETRY_DELAY_MS */.dF,
            baseMs: this.options.retryBaseDelayMs ?? service_retry/* DEFAULT_RETRY_BASE_DELAY_MS */.ky
        });
    }
    /**
     * One attempt: the request, and for a GET the redirects it leads to, within one total deadline.
     * Not before a pause ends (see Pause); `waited`: when the wait before it ended.
     */
    async follow(request, lastEnd, scrub, waited = 0) {
        const from = Math.max(Date.now(), waited);
        const { signal } = request;
        const at = await this.pause.wait(from, this.pause.turn(from, { lastEnd }), { lastEnd, signal });
        if (signal?.aborted)
            throw new AttemptFailure('cancelled', 'ABORT_ERR');
        const started = Date.now();
        if (Math.max(started, at) >= lastEnd) {
            throw new AttemptFailure('not sent: the waiting ended before it could be', 'ERR_WAIT_OVER');
        }
        // A streamed body takes what the link allows, bounded by the watchdog: the total starts once it
        // is sent (see exchange). Anything else must be over `requestTimeoutMs` after it started.
        const streamed = request.body !== undefined && typeof request.body !== 'string';
        const endBy = streamed ? lastEnd : Math.min(started + this.options.requestTimeoutMs, lastEnd);
        let url = new URL(request.url);
        let headers = (0,request_headers/* requestHeaders */.A1)(request, this.options.userAgent);
        for (let redirects = 0;; redirects++) {
            const answer = await this.timed(request, url, headers, endBy, scrub);
            const next = request.method === 'GET' && redirects < MAX_REDIRECTS
                ? redirectTarget(url, answer)
                : undefined;
            const nextHeaders = next && (0,request_headers/* redirected */.cP)(url, next, headers, request.secrets);
            if (!next || !nextHeaders)
                return answer;
            [url, headers] = [next, nextHeaders];
        }
    }
    /** One exchange, reported to `onExchange` whatever its end. */
    async timed(request, url, headers, endBy, scrub) {
        const started = Date.now();
        const report = (outcome) => this.options.onExchange?.({
            method: request.method,
            url: scrub(redact(url.href)),
            ms: Date.now() - started,
            bytesSent: typeof request.body === 'string'
                ? Buffer.byteLength(request.body)
                : (request.body?.length ?? 0),
            ...outcome
        });
        try {
            const { bytes, received, ...answer } = await exchange(request, {
                url,
                headers,
                endBy,
                agent: await this.agents.for(url),
                requestTimeoutMs: this.options.requestTimeoutMs,
                maxResponseBytes: this.options.maxResponseBytes ?? json_limits/* MAX_RESPONSE_BYTES */.nB
            });
            report({ status: answer.status, bytesReceived: received });
            // Decoded here, not in the exchange: what the exchange resolves with stays reachable from
            // its request's listeners for a while, and a long text kept so is moved out of the young
            // generation, to wait for a full collection.
            return { ...answer, body: bytes.toString('utf8') };
        }
        catch (error) {
            const proxy = (0,lib_proxy/* getProxyUrl */.s)(url);
            const failure = proxy ? viaProxy(asFailure(error), proxy) : asFailure(error);
            report({ error: failure.code });
            throw failure;
        }
    }
}
/** What one attempt came to, for the retry policy: an answer, or how far a failure came. */
function outcomeOf(method, answer, failure) {
    return answer
        ? {
            method,
            status: answer.status,
            complete: true,
            sent: answer.sent,
            retryAfterMs: (0,service_retry/* askedDelayMs */.mB)(answer)
        }
        : {
            method,
            status: failure?.status,
            complete: false,
            sent: failure?.sent ?? false,
            code: failure?.code
        };
}

;// CONCATENATED MODULE: ./src/commands/connect.ts






/**
 * The transport a command talks through, its requests told to `log`: each exchange as a debug
 * line (no header, no body, no query), each retry as a line of the log; and the service's client on
 * it when the inputs say how to reach the service.
 */
function connect(connection, log, 
/** The run's cancellation: every request, retry delay and pause ends when it is aborted. */
signal) {
    const transport = new Transport({
        retries: connection.retries,
        requestTimeoutMs: connection.requestTimeoutMs,
        userAgent: `${package_0/* name */.UU}/${package_0/* version */.rE}`,
        onExchange: ({ method, url, status, error, ms, bytesSent, bytesReceived }) => log.debug(`${method} ${url} → ${status ?? error} in ${ms} ms (sent ${(0,format/* formatBytes */.z3)(bytesSent)}, received ${(0,format/* formatBytes */.z3)(bytesReceived ?? 0)})`),
        onRetry: notice => log.info(`${notice.method} ${new URL(notice.url).pathname}${notice.about ? ` (${(0,untrusted/* oneLine */.TN)(notice.about, 60)})` : ''} failed (${(0,untrusted/* oneLine */.TN)(notice.reason, 120)}); retry ${notice.attempt} of ${notice.retries} in ${(notice.delayMs / 1000).toFixed(1)}s.`)
    });
    const secrets = [...connection.secrets, ...connection.urlSecrets];
    const openIpaUrl = (url) => (0,storage/* openStorageIpa */.c)(url, { sender: transport, secrets, signal });
    const { service } = connection;
    if (!service)
        return { openIpaUrl };
    return { openIpaUrl, client: serviceClient(service, connection, transport, signal) };
}
function serviceClient({ baseUrl, apiKey }, { secrets, urlSecrets }, sender, signal) {
    return new ServiceClient({ baseUrl, apiKey, secrets, urlSecrets, sender, signal });
}

// EXTERNAL MODULE: ./src/commands/outcome.ts
var outcome = __nccwpck_require__(8786);
// EXTERNAL MODULE: ./src/text/signed-url.ts
var signed_url = __nccwpck_require__(6627);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __nccwpck_require__(6590);
;// CONCATENATED MODULE: ./src/action/fold-annotations.ts



/** Annotations GitHub shows of each kind per step (see its platform's limits). */
const ANNOTATIONS_PER_KIND = GITHUB_LIMITS.annotationsPerKind;
/** The names a folded annotation lists before it counts the rest. */
const NAMES_LENGTH = 1000;
/**
 * The annotations that show `findings` (all of one kind) in at most `slots`: each its own while they
 * fit; else the findings of one rule folded into one annotation naming their files, in the order
 * met; and if these still do not fit, the first `slots - 1` of them, those of a rule before those of
 * none (a rule is what App Store Connect may refuse), and a last one that counts the findings it
 * leaves to the log and the summary.
 */
function foldFindings(findings, slots, kind) {
    if (slots <= 0 || findings.length === 0)
        return [];
    if (findings.length <= slots)
        return findings.map(annotationOf);
    const groups = [];
    const byRule = new Map();
    for (const finding of findings) {
        const group = finding.rule === undefined ? undefined : byRule.get(finding.rule);
        if (group)
            group.push(finding);
        else {
            groups.push([finding]);
            if (finding.rule !== undefined)
                byRule.set(finding.rule, groups.at(-1));
        }
    }
    if (groups.length <= slots)
        return groups.map(folded);
    const ranked = [
        ...groups.filter(([first]) => first.rule !== undefined),
        ...groups.filter(([first]) => first.rule === undefined)
    ];
    const shown = ranked.slice(0, slots - 1);
    const left = ranked.slice(slots - 1).reduce((count, group) => count + group.length, 0);
    return [...shown.map(folded), overflowNote(left, kind)];
}
/** The last annotation of a kind that had more than it could show: how many more, and where they are. */
function overflowNote(count, kind) {
    const more = (0,format/* plural */.LS)(count, `more ${kind}`);
    return {
        title: `${more} in the log`,
        message: `… and ${more}: GitHub shows ${ANNOTATIONS_PER_KIND} annotations of each kind per step, so ${count === 1 ? 'it is' : 'they are'} not annotated; each is in this step's log and its summary.`
    };
}
function annotationOf({ message, title, file }) {
    return { message, ...(title !== undefined && { title }), ...(file !== undefined && { file }) };
}
/** One annotation for the findings of a rule: the first's words, after the files they were found in. */
function folded(group) {
    const [first] = group;
    if (group.length === 1)
        return annotationOf(first);
    const files = [...new Set(group.flatMap(finding => (finding.file ? [finding.file] : [])))];
    const file = files.length === 1 ? files[0] : undefined;
    // Findings of no file (a fleet's warning about a build, not its archive) are listed by their item.
    const items = [...new Set(group.flatMap(finding => finding.file ?? finding.item ?? []))];
    const named = items.length > files.length ? items : files;
    const noun = named.every(name => /\.ipa$/i.test(name))
        ? 'IPA'
        : files.length > 0
            ? 'file'
            : 'item';
    const where = named.length > 1
        ? `${(0,format/* plural */.LS)(group.length, 'finding')} in ${(0,format/* plural */.LS)(named.length, noun)}: ${namesOf(named)}`
        : `${(0,format/* plural */.LS)(group.length, 'finding')}${file ? ` in ${external_node_path_.basename(file)}` : ''}`;
    return annotationOf({
        title: first.title,
        file,
        message: `${where}. The first: ${first.message}`
    });
}
/** The files' names, as many as fit, then how many more. */
function namesOf(files) {
    const names = [];
    let length = 0;
    for (const file of files) {
        const name = external_node_path_.basename(file);
        if (names.length > 0 && length + name.length + 2 > NAMES_LENGTH)
            break;
        names.push(name);
        length += name.length + 2;
    }
    const rest = files.length - names.length;
    return `${names.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
}

;// CONCATENATED MODULE: ./src/action/annotations.ts


const KINDS = ['error', 'warning', 'notice'];
const LABELS = {
    error: 'Error',
    warning: 'Warning',
    notice: 'Notice'
};
/**
 * The one place that decides what becomes an annotation. A finding is a plain line of the log at
 * once and waits for the step's end, where `end` folds what waited into the room (fold-annotations.ts):
 * annotated at once, findings of no rule would take the room that a fold of a rule (the same
 * preflight problem in each IPA of a fleet, one App Store Connect refuses) needs at the end.
 * Errors keep one place for the step's failure, which `setFailed` (workflow-commands.ts) annotates after the end.
 */
class AnnotationBook {
    output;
    shown = { error: 0, warning: 0, notice: 0 };
    waiting = {
        error: [],
        warning: [],
        notice: []
    };
    all = { error: [], warning: [], notice: [] };
    ended = false;
    constructor(output) {
        this.output = output;
    }
    record(kind, finding) {
        // After the end nothing waits: a finding takes a place still left, or is a line of the log.
        if (this.ended && this.shown[kind] < this.room(kind)) {
            this.shown[kind] += 1;
            this.output.annotate(kind, annotations_annotationOf(finding));
        }
        else {
            this.output.line(plainLine(kind, finding.message));
            if (!this.ended)
                this.waiting[kind].push(finding);
        }
        if (!this.ended)
            this.all[kind].push(finding);
    }
    /**
     * Annotates what waited, folded to fit, once. Of each kind where an annotation had to fold or count
     * findings, it gives every finding, for the summary to list.
     */
    end() {
        const unshown = { error: [], warning: [], notice: [] };
        if (this.ended)
            return unshown;
        this.ended = true;
        for (const kind of KINDS) {
            const waiting = this.waiting[kind];
            const annotations = foldFindings(waiting, this.room(kind) - this.shown[kind], kind);
            for (const annotation of annotations)
                this.output.annotate(kind, annotation);
            this.shown[kind] += annotations.length;
            if (annotations.length < waiting.length)
                unshown[kind] = this.all[kind];
        }
        return unshown;
    }
    room(kind) {
        return kind === 'error' ? ANNOTATIONS_PER_KIND - 1 : ANNOTATIONS_PER_KIND;
    }
}
function annotations_annotationOf({ message, title, file }) {
    return { message, ...(title !== undefined && { title }), ...(file !== undefined && { file }) };
}
/**
 * A finding as a line of the log that is no workflow command: labelled with its kind, and no line
 * of it able to start one (the annotation escaped its line breaks; a plain line does not).
 */
function plainLine(kind, message) {
    return `${LABELS[kind]}: ${message}`
        .split('\n')
        .map(line => (/^\s*::|##\[/.test(line) ? (0,untrusted/* neutraliseCommands */.$B)(line) : line))
        .join('\n');
}

;// CONCATENATED MODULE: ./src/action/workflow-commands.ts




/** An annotation (`::error::`, `::warning::`, `::notice::`), its properties in @actions/core's order. */
function annotate(kind, message, properties = {}) {
    issue(kind, message, { title: properties.title, file: properties.file });
}
/** The input's value, its whitespace trimmed; '' when it is not given. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
function issue(command, message = '', properties = {}) {
    const given = Object.entries(properties).filter(([, value]) => value);
    const props = given.map(([key, value]) => `${key}=${escapeProperty(value ?? '')}`).join(',');
    process.stdout.write(`::${command}${props ? ` ${props}` : ''}::${commandData(message)}${external_node_os_.EOL}`);
}
const escapeProperty = (text) => commandData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
const setSecret = (secret) => issue('add-mask', secret);
const debug = (message) => issue('debug', message);
const info = (message) => void process.stdout.write(`${message}${external_node_os_.EOL}`);
const startGroup = (title) => issue('group', title);
const endGroup = () => issue('endgroup');
/** Fails the step: exit code 1, and the message as an error. */
function setFailed(message) {
    process.exitCode = 1;
    annotate('error', message);
}
/** Sets an output: a `name<<delimiter` block in the GITHUB_OUTPUT file, or the old command. */
function setOutput(name, value) {
    const file = process.env.GITHUB_OUTPUT;
    if (!file) {
        process.stdout.write(external_node_os_.EOL);
        return issue('set-output', value, { name });
    }
    if (!(0,external_node_fs_.existsSync)(file))
        throw new Error(`Missing file at path: ${file}`);
    (0,external_node_fs_.appendFileSync)(file, outputBlock(name, value), 'utf8');
}
/** Appends to the job summary, the GITHUB_STEP_SUMMARY file (the caller checks it is named). */
async function appendSummary(file, markdown) {
    try {
        await (0,promises_.access)(file, external_node_fs_.constants.R_OK | external_node_fs_.constants.W_OK);
    }
    catch {
        throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
    }
    await (0,promises_.appendFile)(file, markdown, 'utf8');
}

;// CONCATENATED MODULE: ./src/action/context.ts














/** What a command gets when it runs as the action: the runner's log, outputs and summary. */
function actionContext({ connection, dryRun, names }, summary, 
/** The run's cancellation (commands/stop-signals.ts). */
signal) {
    const log = actionLog(summary);
    return {
        ...connect(connection, log, signal),
        signal,
        log,
        outputs: actionOutputs,
        outcome: (0,outcome/* outcomeToOutputs */.qM)(actionOutputs, summary.outcome),
        summary,
        dryRun,
        run: github.run(process.env),
        names
    };
}
/** The step's secrets: the runner masks each in its log from when it is first added. */
const secrets = new Secrets(value => setSecret(value));
/**
 * Text with every masked value hidden before the runner sees it: the log and the summary never rely
 * on the runner's mask alone (an ipa-url's query, masked whole, shows in the service's record of it).
 */
function withoutMasked(text) {
    return secrets.hide(text);
}
/** The inputs as the runner passes them (`INPUT_*`), and its way of masking a secret. */
const actionInputs = {
    given: name => getInput(name),
    mask: (value, kind) => secrets.add(value, kind),
    folders: () => github.folders(process.env)
};
/** Ends the step as failed, with the one message that says what happened and what to do. */
function failStep(message) {
    setFailed(withoutMasked(message));
}
/** The step's annotations, kept to GitHub's caps: every warning, notice and error goes through it. */
const annotations = new AnnotationBook({
    annotate: (kind, { message, ...properties }) => annotate(kind, message, properties),
    line: text => info(text)
});
/** The runner's log; warnings are also kept for the job summary. */
function actionLog(summary) {
    return {
        debug: message => debug(withoutMasked(message)),
        info: message => info(withoutMasked(message)),
        notice: message => annotations.record('notice', { message: withoutMasked(message) }),
        warning: (message, annotation) => {
            summary.warnings.push(message);
            annotations.record('warning', { ...annotation, message: withoutMasked(message) });
        },
        error: message => annotations.record('error', { message: withoutMasked(message) }),
        group: (title, lines) => {
            startGroup(withoutMasked(title));
            for (const line of lines)
                info(withoutMasked(line));
            endGroup();
        }
    };
}
/**
 * Ends the step's annotations, before its summary is written: what waited is annotated, folded to
 * fit GitHub's caps; where the caps folded or counted notices or errors, the summary lists them all
 * (it lists every warning already), as the last annotation of a kind says.
 */
function endAnnotations(summary) {
    const unshown = annotations.end();
    for (const [kind, heading] of [
        ['notice', 'Notices'],
        ['error', 'Errors']
    ]) {
        const findings = unshown[kind];
        if (findings.length === 0)
            continue;
        summary.add([
            `### ${heading}`,
            '',
            `Every ${kind} of this step (${(0,format/* plural */.LS)(findings.length, kind)}): GitHub annotates ${ANNOTATIONS_PER_KIND} of each kind per step.`,
            '',
            ...findings.map(({ message }) => `- ${(0,markdown/* mdMessage */.be)(message, 600)}`)
        ].join('\n'));
    }
}
/**
 * The step's outputs. One that holds a pre-signed URL keeps it whole, for the workflow to use; the
 * runner masks its secret parts wherever a later step prints them.
 */
const actionOutputs = {
    set(name, value) {
        if (value === undefined)
            return;
        for (const part of (0,signed_url/* secretPartsIn */.ud)(value))
            secrets.add(part, 'url');
        setOutput(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    },
    json(value, whereInstead) {
        const output = jsonOutput(value, whereInstead);
        if ('tooLarge' in output)
            return annotations.record('warning', { message: output.tooLarge });
        for (const part of (0,signed_url/* secretPartsIn */.ud)(value))
            secrets.add(part, 'url');
        setOutput(names/* Outputs */.tY.Json, output.text);
    },
    jsonFile(file, bytes) {
        // A range's report is most often larger: that is expected, so said plainly, with no warning.
        if (bytes > JSON_OUTPUT_MAX_BYTES)
            return info(`The 'json' output is left unset: the report (${(0,format/* formatBytes */.z3)(bytes)}) is larger than an output holds. Read report-path.`);
        this.json(JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8')), file);
    }
};

// EXTERNAL MODULE: ./src/commands/describe-failure.ts
var describe_failure = __nccwpck_require__(3894);
// EXTERNAL MODULE: ./src/summary/unit.ts + 4 modules
var summary_unit = __nccwpck_require__(2784);
;// CONCATENATED MODULE: ./src/summary/document.ts




/** The runner refuses a step summary over 1 MiB; stay well below it. */
const SUMMARY_LIMIT = 1000 * 1024;
/** Warnings listed in the alert; the rest are folded under it. */
const WARNINGS_SHOWN = 10;
/** The bytes of the warnings folded under the alert: each of a large fleet's, not the whole 1 MiB. */
const MORE_WARNINGS_BYTES = 256 * 1024;
/**
 * The job summary of one step, written once at the end (also when the step fails): what failed or
 * what to look at first, then the unit of work's outcome (src/summary/unit.ts) and the command's own
 * sections. Each adapter writes it where it goes.
 */
class SummaryDocument {
    title;
    sections = [];
    /** The warnings of the run, as the log gave them. */
    warnings = [];
    /** What the step's unit of work did, as the command records it (nothing, for a fleet or a listing). */
    outcome = (0,outcome/* emptyOutcome */.we)();
    /** The title is known once the command is: until then, the action's name. */
    constructor(title = 'App Store deploy') {
        this.title = title;
    }
    add(markdown) {
        if (markdown.trim())
            this.sections.push(markdown.trim());
    }
    /** The sections below the head: the unit's outcome, then the command's own. */
    body() {
        const unit = (0,summary_unit/* unitSection */.K)(this.outcome, this.warnings.length);
        return unit ? [unit, ...this.sections] : [...this.sections];
    }
    /** The whole summary; `failure`, how the step failed, heads it. */
    render(failure) {
        if (failure?.failure)
            this.outcome.failure = failure.failure;
        const explanation = failure && shownInAlert(failure.explanation, this.outcome);
        const head = [`## ${(0,markdown.md)(this.title)}`];
        if (explanation)
            head.push((0,markdown/* alert */.xE)('CAUTION', failureLines(explanation)));
        if (this.warnings.length > 0)
            head.push((0,markdown/* alert */.xE)('WARNING', warningLines(this.warnings)));
        if (explanation?.details)
            head.push(explanation.details);
        // Whole sections only, so a cut never leaves a table or a chart half written.
        const parts = [...head];
        let size = Buffer.byteLength(head.join('\n\n')) + 200;
        for (const section of this.body()) {
            size += Buffer.byteLength(section) + 2;
            if (size > SUMMARY_LIMIT) {
                parts.push("_… the rest of the summary was left out: it would pass the runner's 1 MiB limit._");
                break;
            }
            parts.push(section);
        }
        return parts.join('\n\n') + '\n';
    }
}
/**
 * The failure as its alert says it: the problems preflight refused the IPA for are the outcome's
 * own table (below the alert, with Apple's codes), so the alert does not list them again.
 */
function shownInAlert(explanation, outcome) {
    const type = outcome.failure?.type;
    const tabled = (type === 'preflight-refused' || type === 'check-refused') && outcome.happened === 'refused';
    return tabled ? { ...explanation, problems: [] } : explanation;
}
/** The headline in bold, each problem as an item (a problem's further lines as sub-items), then what to do. */
function failureLines({ headline, problems = [], next }) {
    const lines = [`**${(0,markdown/* mdMessage */.be)(headline, 400)}**`];
    if (problems.length > 0)
        lines.push('', ...problems.slice(0, 20).flatMap(listItem));
    if (problems.length > 20)
        lines.push(`- … and ${problems.length - 20} more (see the log)`);
    if (next)
        lines.push('', (0,markdown/* mdMessage */.be)(next, 600));
    return lines;
}
/**
 * The first warnings in the alert, every other folded under it (GitHub annotates ten of a kind per
 * step: the summary is where each of the others is read), up to a size only a runaway run passes.
 */
function warningLines(warnings) {
    const lines = [`**${(0,format/* plural */.LS)(warnings.length, 'warning')}**`, ''];
    lines.push(...warnings.slice(0, WARNINGS_SHOWN).flatMap(listItem));
    if (warnings.length <= WARNINGS_SHOWN)
        return lines;
    const more = [];
    let bytes = 0;
    let listed = WARNINGS_SHOWN;
    for (const warning of warnings.slice(WARNINGS_SHOWN)) {
        const item = listItem(warning);
        bytes += Buffer.byteLength(item.join('\n'));
        if (bytes > MORE_WARNINGS_BYTES)
            break;
        more.push(...item);
        listed += 1;
    }
    if (listed < warnings.length)
        more.push(`- … and ${warnings.length - listed} more (see the log)`);
    const title = `${(0,format/* plural */.LS)(warnings.length - WARNINGS_SHOWN, 'more warning')}`;
    lines.push('', ...(0,markdown/* folded */.TM)(title, more.join('\n')).split('\n'));
    return lines;
}
/** One problem as a list item; lines after its first (a list of files, say) become sub-items. */
function listItem(text) {
    const [first, ...rest] = text.split('\n').filter(line => line.trim() !== '');
    return [`- ${(0,markdown/* mdMessage */.be)(first, 600)}`, ...rest.map(line => `  - ${(0,markdown/* mdMessage */.be)(line.trim(), 300)}`)];
}

;// CONCATENATED MODULE: ./src/action/job-summary.ts





/** The step's summary, written to the runner's GITHUB_STEP_SUMMARY file. */
class JobSummary extends SummaryDocument {
    hide;
    written = false;
    /** `hide`: the step's masked values hidden (action/context.ts withoutMasked). */
    constructor(hide) {
        super();
        this.hide = hide;
    }
    /** Writes the summary file; a summary that cannot be written is a warning, not a failed release. */
    async write(failure) {
        const file = process.env.GITHUB_STEP_SUMMARY;
        if (!file || this.written)
            return;
        this.written = true;
        try {
            await appendSummary(file, this.shown(failure));
        }
        catch (error) {
            annotate('warning', `Could not write the job summary: ${(0,error_message/* errorMessage */.g)(error)}`);
        }
    }
    /**
     * Writes it at once, unless it was written: the last thing a stopped step does when its clean-up
     * hangs (see commands/stop-signals.ts), so that the summary is never empty.
     */
    writeNow(failure) {
        const file = process.env.GITHUB_STEP_SUMMARY;
        if (!file || this.written)
            return;
        this.written = true;
        try {
            (0,external_node_fs_.appendFileSync)(file, this.shown(failure));
        }
        catch (error) {
            annotate('warning', `Could not write the job summary: ${(0,error_message/* errorMessage */.g)(error)}`);
        }
    }
    /** The summary as the runner takes it: secrets hidden, within its size (a larger one is refused). */
    shown(failure) {
        return withinBytes(this.hide(this.render(failure)), GITHUB_LIMITS.summaryBytes);
    }
}

// EXTERNAL MODULE: ./src/inputs/declared-inputs.ts
var declared_inputs = __nccwpck_require__(8213);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __nccwpck_require__(3718);
// EXTERNAL MODULE: ./src/inputs/reader.ts
var reader = __nccwpck_require__(9066);
;// CONCATENATED MODULE: ./src/commands/command.ts

/** The inputs every command reads (read-inputs.ts reads them), and no command lists. */
const SHARED_INPUTS = [
    names/* Inputs */.G0.ApiKey,
    names/* Inputs */.G0.BaseUrl,
    names/* Inputs */.G0.Command,
    names/* Inputs */.G0.DryRun,
    names/* Inputs */.G0.Retries,
    names/* Inputs */.G0.RequestTimeout
];
/** The shared inputs that say how to reach the service: not read by a command of `service: false`. */
const SERVICE_INPUTS = [names/* Inputs */.G0.ApiKey, names/* Inputs */.G0.BaseUrl];
/** The shared inputs a command reads: all of them, but the service's for one that makes no request to it. */
function sharedInputsOf(command) {
    return SHARED_INPUTS.filter(name => command.service !== false || !SERVICE_INPUTS.includes(name));
}
/**
 * Runs a command in the context an adapter made: with the service's client, or, for a command that
 * makes no request to the service, without one (read-inputs.ts reads how to reach it for every other).
 */
async function runIn(command, config, { client, ...local }) {
    if (command.service === false)
        return command.run(config, local);
    if (!client)
        throw new Error(`The '${command.name}' command needs the service's client.`);
    return command.run(config, { ...local, client });
}

;// CONCATENATED MODULE: ./src/commands/analytics/index.ts

const analytics = {
    name: 'analytics',
    description: "Download an app's installs, impressions and page views of a day or of a range of days, as JSON and CSV files.",
    dryRun: 'The same as a run: analytics only reads, and writes its report files.',
    title: 'App analytics',
    inputs: [names/* Inputs */.G0.AppId, names/* Inputs */.G0.Date, names/* Inputs */.G0.Days, names/* Inputs */.G0.Countries, names/* Inputs */.G0.ReportPath],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 640).then(__nccwpck_require__.bind(__nccwpck_require__, 7640))).readAnalyticsInputs(inputs),
    run: async (config, context) => (await __nccwpck_require__.e(/* import() */ 487).then(__nccwpck_require__.bind(__nccwpck_require__, 487))).runAnalytics(config, context)
};

;// CONCATENATED MODULE: ./src/commands/check/index.ts

const check = {
    name: 'check',
    about: 'preflight alone, no account',
    description: 'Check IPAs against the App Store rules as submit (or upload) would, with no account and no request; write SARIF and JUnit reports.',
    dryRun: 'The same checks: check sends nothing anyway.',
    title: 'IPA check',
    service: false,
    positional: names/* Inputs */.G0.IpaPath,
    inputs: [
        names/* Inputs */.G0.IpaPath,
        names/* Inputs */.G0.IpaUrl,
        names/* Inputs */.G0.Preflight,
        names/* Inputs */.G0.PreflightSkip,
        names/* Inputs */.G0.For,
        names/* Inputs */.G0.SarifFile,
        names/* Inputs */.G0.JunitFile
    ],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 12).then(__nccwpck_require__.bind(__nccwpck_require__, 4012))).readCheckInputs(inputs),
    run: async (config, context) => (await __nccwpck_require__.e(/* import() */ 943).then(__nccwpck_require__.bind(__nccwpck_require__, 8943))).runCheck(config, context)
};

;// CONCATENATED MODULE: ./src/commands/rules/index.ts

const rules = {
    name: 'rules',
    about: "preflight's checks, or one explained",
    description: "List every check preflight makes with its level and Apple's source, or explain one by its code (what to do, where Apple says so).",
    dryRun: 'The same listing: rules sends nothing anyway.',
    title: 'Preflight rules',
    service: false,
    positional: names/* Inputs */.G0.Code,
    inputs: [names/* Inputs */.G0.Code],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 305).then(__nccwpck_require__.bind(__nccwpck_require__, 9305))).readRulesInputs(inputs),
    run: async (config, context) => (await __nccwpck_require__.e(/* import() */ 771).then(__nccwpck_require__.bind(__nccwpck_require__, 4771))).runRules(config, context)
};

;// CONCATENATED MODULE: ./src/commands/delete-ipa/index.ts

const deleteIpa = {
    name: 'delete-ipa',
    description: 'Delete stored unsigned IPAs: those named by id, or all but the newest few.',
    dryRun: 'List the stored IPAs and print which would be deleted; nothing is deleted.',
    title: 'Unsigned IPA clean-up',
    inputs: [names/* Inputs */.G0.IpaId, names/* Inputs */.G0.KeepLatest],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 44).then(__nccwpck_require__.bind(__nccwpck_require__, 6044))).readDeleteIpaInputs(inputs),
    run: async (config, context) => (await __nccwpck_require__.e(/* import() */ 622).then(__nccwpck_require__.bind(__nccwpck_require__, 7622))).runDeleteIpa(config, context)
};

;// CONCATENATED MODULE: ./src/commands/list-ipas/index.ts
const listIpas = {
    name: 'list-ipas',
    description: 'List the unsigned IPAs the service stores, to find one to delete.',
    dryRun: 'The same as a run: list-ipas only reads.',
    title: 'Stored unsigned IPAs',
    inputs: [],
    read: async () => ({}),
    run: async (config, context) => (await __nccwpck_require__.e(/* import() */ 783).then(__nccwpck_require__.bind(__nccwpck_require__, 5164))).runListIpas(config, context)
};

;// CONCATENATED MODULE: ./src/commands/status/index.ts

const status_status = {
    name: 'status',
    about: 'read or wait for a submission made earlier',
    description: 'Read a submission made earlier, or wait until it ends.',
    dryRun: 'Read the status once and stop: no wait, and no GitHub Deployment status is set.',
    title: 'App Store submission status',
    inputs: [
        names/* Inputs */.G0.Wait,
        names/* Inputs */.G0.WaitTimeout,
        names/* Inputs */.G0.PollInterval,
        names/* Inputs */.G0.GithubToken,
        names/* Inputs */.G0.SubmissionId,
        names/* Inputs */.G0.DeploymentId
    ],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 124).then(__nccwpck_require__.bind(__nccwpck_require__, 9124))).readStatusInputs(inputs),
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(351), __nccwpck_require__.e(673), __nccwpck_require__.e(931)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6931))).runStatus(config, context)
};

;// CONCATENATED MODULE: ./src/commands/submit/index.ts

const submit_submit = {
    name: 'submit',
    description: 'Submit an IPA to the App Store for a team, and wait until the submission ends (--no-wait hands the wait to status).',
    dryRun: 'Check the inputs and the IPA and resolve the team, then print the submission that would be sent; nothing is sent.',
    title: 'App Store submission',
    inputs: [
        names/* Inputs */.G0.IpaPath,
        names/* Inputs */.G0.IpaUrl,
        names/* Inputs */.G0.TeamId,
        names/* Inputs */.G0.TeamName,
        names/* Inputs */.G0.NotifyEmails,
        names/* Inputs */.G0.Wait,
        names/* Inputs */.G0.WaitTimeout,
        names/* Inputs */.G0.PollInterval,
        names/* Inputs */.G0.Preflight,
        names/* Inputs */.G0.PreflightSkip,
        names/* Inputs */.G0.Multiple,
        names/* Inputs */.G0.Concurrency,
        names/* Inputs */.G0.GithubToken,
        names/* Inputs */.G0.Environment,
        names/* Inputs */.G0.ReleaseId
    ],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 10).then(__nccwpck_require__.bind(__nccwpck_require__, 7010))).readSubmitInputs(inputs),
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(351), __nccwpck_require__.e(673), __nccwpck_require__.e(972), __nccwpck_require__.e(895)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9895))).runSubmit(config, context)
};

;// CONCATENATED MODULE: ./src/commands/teams/index.ts
const teams = {
    name: 'teams',
    description: 'List the teams of your account, to find the id of the team to submit to.',
    dryRun: 'The same as a run: teams only reads.',
    title: 'Teams',
    inputs: [],
    read: async () => ({}),
    run: async (config, context) => (await __nccwpck_require__.e(/* import() */ 924).then(__nccwpck_require__.bind(__nccwpck_require__, 924))).runTeams(config, context)
};

;// CONCATENATED MODULE: ./src/commands/upload/index.ts

const upload = {
    name: 'upload',
    description: 'Store an unsigned IPA on the service, and print its id.',
    dryRun: 'Check the inputs and the IPA, then print the upload that would be sent; nothing is sent.',
    title: 'Unsigned IPA upload',
    inputs: [
        names/* Inputs */.G0.IpaPath,
        names/* Inputs */.G0.IpaUrl,
        names/* Inputs */.G0.Preflight,
        names/* Inputs */.G0.PreflightSkip,
        names/* Inputs */.G0.Multiple,
        names/* Inputs */.G0.Concurrency,
        names/* Inputs */.G0.ReleaseId
    ],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 661).then(__nccwpck_require__.bind(__nccwpck_require__, 3661))).readUploadInputs(inputs),
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(351), __nccwpck_require__.e(673), __nccwpck_require__.e(972), __nccwpck_require__.e(903)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6903))).runUpload(config, context)
};

;// CONCATENATED MODULE: ./src/commands/registry.ts









/** Every command the `command` input can name, in the order the documentation lists them. */
const COMMANDS = [
    submit_submit,
    status_status,
    upload,
    listIpas,
    deleteIpa,
    teams,
    analytics,
    check,
    rules
];
function findCommand(name) {
    return COMMANDS.find(command => command.name === name);
}

;// CONCATENATED MODULE: ./src/commands/read-inputs.ts






/**
 * Reads and checks every input before anything is sent, and reports every problem at once. The API
 * key, and every other secret the command reads, is masked as the reader is made, so no later log
 * line can show it.
 */
async function readInputs(source, warn, 
/** Told the command as soon as it is known, so that even bad inputs get its summary title. */
found = () => undefined, 
/** Problems the adapter found already (a flag the command-line tool does not know), told with the rest. */
earlier = []) {
    const commandName = (source.given(names/* Inputs */.G0.Command) || declared_inputs/* INPUT_DEFAULTS */.WJ.command || '').toLowerCase();
    const command = findCommand(commandName);
    if (command)
        found(command);
    const shared = command ? sharedInputsOf(command) : SHARED_INPUTS;
    const inputs = new reader/* InputReader */.i_(new Set([...shared, ...(command?.inputs ?? [])]), source);
    inputs.problems.push(...earlier);
    // A command that makes no request to the service neither needs nor reads its key and address.
    const service = command?.service === false ? undefined : readService(inputs);
    if (!command) {
        throw new reader/* InputErrors */.G([
            `${inputs.describe(names/* Inputs */.G0.Command)} is '${commandName}', which is not a command: use one of ${COMMANDS.map(c => c.name).join(', ')}.`,
            ...inputs.problems
        ]);
    }
    const retries = inputs.check(() => (0,parse/* parseInteger */.cG)(names/* Inputs */.G0.Retries, inputs.value(names/* Inputs */.G0.Retries), {
        min: 0,
        max: 10,
        what: 'a number of retries'
    }));
    const requestTimeoutMs = inputs.check(() => (0,parse/* parseDuration */.E9)(names/* Inputs */.G0.RequestTimeout, inputs.value(names/* Inputs */.G0.RequestTimeout)));
    const dryRun = inputs.check(() => (0,parse/* parseBoolean */.yG)(names/* Inputs */.G0.DryRun, inputs.value(names/* Inputs */.G0.DryRun)));
    for (const name of ignoredInputs(command, source)) {
        warn(`${inputs.describe(name)} is ignored by the '${command.name}' command.`);
    }
    const config = await command.read(inputs);
    for (const note of inputs.notes)
        warn(note);
    if (inputs.problems.length > 0 ||
        config === undefined ||
        (command.service !== false && service === undefined) ||
        retries === undefined ||
        requestTimeoutMs === undefined ||
        dryRun === undefined) {
        throw new reader/* InputErrors */.G(inputs.problems);
    }
    const connection = {
        service,
        secrets: inputs.secrets,
        urlSecrets: inputs.urlSecrets,
        retries,
        requestTimeoutMs
    };
    return { command, config, connection, dryRun, names: inputs.names };
}
/** The key and the base URL; undefined when the base URL is wrong (the reader holds why). */
function readService(inputs) {
    const apiKey = readApiKey(inputs);
    const baseUrl = inputs.check(() => parseBaseUrl(inputs.value(names/* Inputs */.G0.BaseUrl)));
    return baseUrl === undefined ? undefined : { apiKey, baseUrl };
}
function readApiKey(inputs) {
    const apiKey = inputs.value(names/* Inputs */.G0.ApiKey);
    if (!apiKey) {
        inputs.problem(inputs.emptyKey ?? `${inputs.describe(names/* Inputs */.G0.ApiKey)} is required: ${inputs.keyHint}.`);
    }
    else if (!/^[\x21-\x7e]+$/.test(apiKey)) {
        // Never quote the key: say what is wrong with it, not what it is.
        inputs.problem(`${inputs.describe(names/* Inputs */.G0.ApiKey)} holds a space, a line break, a control or a non-ASCII character, which cannot be sent in the Authorization header: copy the key into the secret again, with nothing around it.`);
    }
    return apiKey;
}
/** Inputs without a default that another command reads, given to this one, which does not. */
function ignoredInputs(command, source) {
    const others = new Set(COMMANDS.flatMap(c => c.inputs));
    return [...others].filter(name => declared_inputs/* INPUT_DEFAULTS */.WJ[name] === undefined &&
        !command.inputs.includes(name) &&
        source.given(name) !== '');
}
/** The service's versioned address, without a trailing slash. */
function parseBaseUrl(raw) {
    const problem = (text) => new parse/* InputProblem */.S7(names/* Inputs */.G0.BaseUrl, text);
    if (!raw) {
        throw problem('is required: give the service address ending in /api/v1, e.g. https://deploy.example.com/api/v1.');
    }
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw problem(`is '${raw}', which is not a URL: write e.g. https://deploy.example.com/api/v1.`);
    }
    if (url.username || url.password) {
        throw problem("must not hold credentials: give the service's API key as the key, not in the address.");
    }
    if (url.protocol === 'http:' && !(0,parse/* isLoopbackHost */.cW)(url.hostname)) {
        throw problem(`uses http:// for ${url.hostname}: the API key would travel unencrypted. Use https:// (plain http is allowed only for loopback hosts such as 127.0.0.1).`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw problem(`uses '${url.protocol}': use https://.`);
    }
    if (url.search || url.hash) {
        throw problem('must not have a query or a fragment: give the address ending in /api/v1.');
    }
    const pathname = url.pathname.replace(/\/+$/, '');
    if (!pathname.endsWith('/api/v1')) {
        throw problem(`is '${raw}', which does not end in /api/v1: give the service's versioned address, e.g. ${url.origin}/api/v1.`);
    }
    return `${url.origin}${pathname}`;
}

// EXTERNAL MODULE: ./src/commands/stop.ts
var commands_stop = __nccwpck_require__(3172);
;// CONCATENATED MODULE: ./src/commands/stop-signals.ts

/**
 * How long the clean-up after a stop may take (the outputs, the summary, the GitHub Deployment's
 * last status) before the process ends anyway: well within the 7.5 s GitHub leaves between the
 * SIGINT of "Cancel workflow" and its SIGTERM.
 */
const STOP_BOUND_MS = 4_000;
const SIGNALS = ['SIGINT', 'SIGTERM'];
/**
 * The one cancellation of a run, made by its adapter: the first SIGINT or SIGTERM aborts the
 * returned signal (its reason a StopRequest), which the context carries to every wait, sleep and
 * request, so that the command ends as a failure that says what it left behind. A second signal,
 * or a clean-up that passes STOP_BOUND_MS, ends the process at once, after `lastWords` (synchronous:
 * what must be written even then) and with the exit code a shell expects of the last signal.
 */
function stopOnSignals({ say, lastWords, boundMs = STOP_BOUND_MS }) {
    const controller = new AbortController();
    /** Ends the process on `last`, the run having been stopped by `stop`. */
    const end = (stop, last, why) => {
        say(why);
        try {
            lastWords(stop);
        }
        finally {
            exitFlushed(commands_stop/* STOP_EXIT_CODES */.V$[last]);
        }
    };
    const listener = (name) => {
        if (controller.signal.aborted) {
            const first = controller.signal.reason;
            return end(first, name, `${name} after ${first.signal}: ending now.`);
        }
        const stop = new commands_stop/* StopRequest */.WX(name);
        say(`${name} received: stopping, and saying what was done so far.`);
        controller.abort(stop);
        // Unref'd: a clean-up that ends in time does not wait for it.
        setTimeout(() => {
            const why = `The clean-up did not end within ${boundMs / 1000}s of ${name}: ending now.`;
            end(stop, name, why);
        }, boundMs).unref();
    };
    for (const name of SIGNALS)
        process.on(name, listener);
    return {
        signal: controller.signal,
        /**
         * The run has said all it had to: not stopped, the listeners go; stopped, the process ends now,
         * whatever is still open (a request GitHub does not answer), with the signal's code.
         */
        done: () => {
            const stop = controller.signal.reason;
            if (stop)
                exitFlushed(commands_stop/* STOP_EXIT_CODES */.V$[stop.signal]);
            else
                SIGNALS.forEach(name => process.off(name, listener));
        }
    };
}
/**
 * Ends the process with `code` once what it wrote to stdout and stderr has gone out (a pipe is
 * written asynchronously on macOS), or half a second later, whichever is first.
 */
function exitFlushed(code) {
    process.exitCode = code;
    let streams = 2;
    const flushed = () => {
        if (--streams === 0)
            process.exit(code);
    };
    process.stdout.write('', flushed);
    process.stderr.write('', flushed);
    setTimeout(() => process.exit(code), 500).unref();
}

;// CONCATENATED MODULE: ./src/main.ts








/**
 * Read the inputs, run one command, write the summary, and fail once at the end. A cancelled
 * workflow (SIGINT, then SIGTERM) stops it: the outputs set so far stay (each is written as it is
 * set), the summary and the failure say what was left going, and the exit code is the signal's.
 */
async function run() {
    const summary = new JobSummary(withoutMasked);
    const log = actionLog(summary);
    let names = (0,reader/* inputNames */.vj)(actionInputs);
    const stopping = stopOnSignals({
        say: log.info,
        lastWords: stop => {
            endAnnotations(summary);
            summary.writeNow((0,commands_stop/* describeStop */.Cw)(stop, undefined, names));
        }
    });
    let failure;
    try {
        const { command, config, ...running } = await readInputs(actionInputs, log.warning, found => (summary.title = found.title));
        names = running.names;
        await runIn(command, config, actionContext(running, summary, stopping.signal));
    }
    catch (error) {
        const stop = (0,commands_stop/* stopOf */.EV)(stopping.signal);
        failure = stop ? (0,commands_stop/* describeStop */.Cw)(stop, error, names) : (0,describe_failure/* describeFailure */.Ic)(error, names);
    }
    endAnnotations(summary);
    await summary.write(failure);
    if (failure)
        failStep(failure.message);
    // Stopped after the work was done, it says so as it would have, with the signal's exit code.
    const stop = (0,commands_stop/* stopOf */.EV)(stopping.signal);
    if (stop)
        process.exitCode = commands_stop/* STOP_EXIT_CODES */.V$[stop.signal];
    stopping.done();
}


/***/ }),

/***/ 1471:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C1: () => (/* binding */ BASE_URL),
/* harmony export */   Dp: () => (/* binding */ FILE_URL),
/* harmony export */   Lq: () => (/* binding */ API_KEY),
/* harmony export */   YM: () => (/* binding */ adviceText),
/* harmony export */   _h: () => (/* binding */ REQUEST_TIMEOUT),
/* harmony export */   v9: () => (/* binding */ advice),
/* harmony export */   xU: () => (/* binding */ RETRY_COUNT)
/* harmony export */ });
/* unused harmony export settingsOf */
/**
 * What to do about a failure, with the settings it names kept apart: the service layer knows what a
 * setting is for (the service's address, the request timeout), not how a user gives it. Each adapter
 * spells them as its inputs (`base-url`, `--base-url`); a message written here spells them in plain
 * words (`the base URL`), which read well in any log.
 */
/** The settings, to name in an `advice` template: advice`check ${BASE_URL}`. */
const BASE_URL = { setting: 'baseUrl' };
const API_KEY = { setting: 'apiKey' };
const REQUEST_TIMEOUT = { setting: 'requestTimeout' };
const RETRY_COUNT = { setting: 'retryCount' };
const FILE_URL = { setting: 'fileUrl' };
/** Advice from a template: its strings are text, a setting stays apart, any other value is text. */
function advice(strings, ...values) {
    const parts = [];
    const text = (piece) => {
        if (!piece)
            return;
        const last = parts.length - 1;
        if (typeof parts[last] === 'string')
            parts[last] += piece;
        else
            parts.push(piece);
    };
    strings.forEach((piece, i) => {
        text(piece);
        if (i >= values.length)
            return;
        const value = values[i];
        if (typeof value === 'object')
            parts.push(value);
        else
            text(String(value));
    });
    return parts;
}
/** How the service layer's own messages name the settings. */
const PLAIN_WORDS = {
    baseUrl: 'the base URL',
    apiKey: 'the API key',
    requestTimeout: 'the request timeout',
    retryCount: 'the retry count',
    fileUrl: 'its URL'
};
/** The advice as text, each setting named by `name`: plain words unless told otherwise. */
function adviceText(advice, name = setting => PLAIN_WORDS[setting]) {
    return advice.map(part => (typeof part === 'string' ? part : name(part.setting))).join('');
}
/** The settings an advice names, in order, each once. */
function settingsOf(advice) {
    const named = advice.flatMap(part => (typeof part === 'string' ? [] : [part.setting]));
    return [...new Set(named)];
}


/***/ }),

/***/ 5756:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   cp: () => (/* binding */ adviceFor),
/* harmony export */   jD: () => (/* binding */ serviceWords),
/* harmony export */   qx: () => (/* binding */ UnexpectedAnswerError)
/* harmony export */ });
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9209);
/* harmony import */ var _advice_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1471);
/* harmony import */ var _json_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3166);



/** The service answered, but not with success. The message says what to do about it, in plain words. */
class ServiceError extends Error {
    status;
    method;
    path;
    serviceMessage;
    advice;
    record;
    constructor(status, method, 
    /** Path below the base URL, e.g. `/ios/teams`. */
    path, 
    /** The service's own words, sanitised and cut short. */
    serviceMessage, 
    /** What to do about it, the settings kept apart for the adapter to name. */
    advice = [], 
    /** The record the request named, when it named one. */
    record) {
        super(ServiceError.sentence({ status, method, path, serviceMessage }, (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .adviceText */ .YM)(advice)));
        this.status = status;
        this.method = method;
        this.path = path;
        this.serviceMessage = serviceMessage;
        this.advice = advice;
        this.record = record;
        this.name = 'ServiceError';
    }
    /** The route, the id of a record as `{id}`: `GET /ios/signed_ipas/{id}`. */
    get route() {
        return routeOf(this.path, this.record);
    }
    /** What failed: `GET /ios/teams failed: HTTP 401 — You couldn't be authenticated`. */
    get headline() {
        return ServiceError.headlineOf(this);
    }
    /** The message, with its advice as `advice` spells it. */
    static sentence(facts, advice) {
        return `${ServiceError.headlineOf(facts)}${advice ? `. ${advice}` : ''}`;
    }
    static headlineOf({ method, path, status, serviceMessage }) {
        const words = serviceMessage ? ` — ${serviceMessage}` : '';
        return `${method} ${path} failed: HTTP ${status}${words}`;
    }
}
/** What to do about an answer that is not the service's: whatever is at the base URL is something else. */
const NOT_THE_SERVICE = (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `Check that ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_URL */ .C1} points at the service's /api/v1 address and not at a proxy or a web page.`;
/** The service's answer was a success code but not something we can read. */
class UnexpectedAnswerError extends Error {
    method;
    path;
    status;
    problem;
    /** The start of the answer, on one line. */
    snippet;
    /**
     * What the request did all the same, for one that changes something: "the submission was created
     * (id …)"; for a GET, nothing.
     */
    outcome;
    /** What to do about it, the settings kept apart for the adapter to name. */
    advice;
    constructor(method, path, status, 
    /** What is wrong with the answer, e.g. `the answer is not JSON`. */
    problem, body, { outcome, advice = NOT_THE_SERVICE } = {}) {
        const snippet = (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(body, 200);
        // Only the answer went wrong: a request that changes something may have been carried out.
        const acted = method === 'GET'
            ? ''
            : (outcome ??
                'The service may have acted on the request: check on it before running this again.');
        super(UnexpectedAnswerError.sentence({ method, path, status, problem, snippet }, (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .adviceText */ .YM)(advice), acted));
        this.method = method;
        this.path = path;
        this.status = status;
        this.problem = problem;
        this.name = 'UnexpectedAnswerError';
        this.snippet = snippet;
        this.outcome = acted;
        this.advice = advice;
    }
    /** What went wrong: `GET /ios/teams answered HTTP 200 but the answer is not JSON: <html>…`. */
    get headline() {
        return UnexpectedAnswerError.headlineOf(this);
    }
    /** The message, with its advice as `advice` spells it. */
    static sentence(facts, advice, outcome) {
        return [`${UnexpectedAnswerError.headlineOf(facts)}.`, advice, outcome]
            .filter(Boolean)
            .join(' ');
    }
    static headlineOf({ method, path, status, problem, snippet }) {
        return `${method} ${path} answered HTTP ${status} but ${problem}${snippet ? `: ${snippet}` : ''}`;
    }
}
/** The service's own words out of an error body: JSON `error`/`message`/`errors`, text or an HTML page. */
function serviceWords(body, contentType) {
    const text = body.trim();
    if (!text)
        return '';
    // An answer nested too deep (or too large) to walk is shown as the text it is.
    if ((/json/i.test(contentType ?? '') || /^[{[]/.test(text)) && !(0,_json_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonTooBig */ .HO)(text)) {
        try {
            return (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(wordsOfJson(JSON.parse(text)) ?? text);
        }
        catch {
            // not JSON after all: fall through to text
        }
    }
    return (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(text);
}
function wordsOfJson(value) {
    if (typeof value === 'string')
        return value;
    if (Array.isArray(value)) {
        const parts = value.map(wordsOfJson).filter((p) => !!p);
        return parts.length ? parts.join('; ') : undefined;
    }
    if (value && typeof value === 'object') {
        const record = value;
        for (const key of ['error', 'message', 'errors', 'detail', 'error_description', 'title']) {
            if (key in record) {
                const words = wordsOfJson(record[key]);
                if (words)
                    return words;
            }
        }
        // A Rails-style field map: {"team_id": ["is invalid"]}
        const fields = Object.entries(record)
            .filter(([, v]) => Array.isArray(v) || typeof v === 'string')
            .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(', ') : v}`);
        return fields.length ? fields.join('; ') : undefined;
    }
    return undefined;
}
/** What a user can do about a status, for the request that got it. */
function adviceFor(status, request) {
    const { path } = request;
    if (status === 401)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `Check ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .API_KEY */ .Lq}: it is missing, mistyped or revoked`;
    if (status === 403)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The API key is valid but not allowed to do this: check its permissions on the service`;
    if (status === 404)
        return notFoundAdvice(request);
    if (status === 405)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service does not allow this method on ${path}: check ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_URL */ .C1}`;
    if (status === 408 || status === 504)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service or a proxy timed out: try again, or raise ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUEST_TIMEOUT */ ._h}`;
    if (status === 413) {
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The IPA is larger than the service (or a proxy in front of it) accepts: upload it to storage and pass ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .FILE_URL */ .Dp} instead`;
    }
    if (status === 422 || status === 400)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service refused the request as sent: fix what it says above`;
    if (status === 429)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service is rate limiting this key: retry later, or raise ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .RETRY_COUNT */ .xU}`;
    if (status >= 500)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service failed on every attempt: try again later, or raise ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .RETRY_COUNT */ .xU}`;
    if (status >= 300 && status < 400) {
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service answered with a redirect: check ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_URL */ .C1} (the https address, the /api/v1 prefix)`;
    }
    return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `Check ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_URL */ .C1} and ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .API_KEY */ .Lq}`;
}
/** The route of a request, the id of the record it names as `{id}`. */
function routeOf(path, record) {
    return record ? path.replace(encodeURIComponent(record.value), '{id}') : path;
}
/**
 * A 404 names what was not there: the record, when the request named one by its id; else the route
 * itself, which a wrong base URL (another host, a path too many or too few) does not have.
 */
function notFoundAdvice({ method, path, id }) {
    if (id) {
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service has no ${id.of} '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(id.value, 100)}' (${method} ${routeOf(path, id)}): check the id; if it is right, check that ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_URL */ .C1} is the address of the service that holds it`;
    }
    return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service has no route ${method} ${path}: check that ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_URL */ .C1} is the service's address ending in /api/v1 (its host, and its path up to /api/v1)`;
}


/***/ }),

/***/ 3166:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HO: () => (/* binding */ jsonTooBig),
/* harmony export */   nB: () => (/* binding */ MAX_RESPONSE_BYTES)
/* harmony export */ });
/* unused harmony exports MAX_JSON_DEPTH, MAX_JSON_CONTAINERS, jsonShape */
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8488);

/**
 * What a JSON answer may be before it is parsed. `JSON.parse` itself copes with any nesting, but
 * everything after it walks the value recursively (the `json` output's `JSON.stringify`, the record
 * readers, the service's words of an error): an answer nested 400,000 levels would end the step with
 * the engine's "Maximum call stack size exceeded". And an answer made of tiny objects (`[{},{},…]`)
 * takes some 90 bytes of memory per 3 bytes of text. So the text is measured first, in one pass
 * without recursion, and refused past these bounds.
 */
/**
 * Longest answer read unless the request says otherwise (ServiceRequest.maxResponseBytes): a listing
 * of hundreds of records is well under it. The client's default, and the transport's.
 */
const MAX_RESPONSE_BYTES = 1024 * 1024;
/** Deepest nesting read. The service's records nest 6 levels (an analytics row); 64 leaves room. */
const MAX_JSON_DEPTH = 64;
/**
 * Most objects and arrays in one answer. A day of analytics of a large app, 32 MiB, holds some
 * 200,000; half a million empty objects take about 90 MB once parsed.
 */
const MAX_JSON_CONTAINERS = 500_000;
/**
 * The nesting and the number of objects and arrays of a JSON text, counted outside strings; it
 * stops counting as soon as a bound is passed. Linear in the text, constant in memory.
 */
function jsonShape(text) {
    let depth = 0;
    let deepest = 0;
    let containers = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 0x5c /* \ */)
                i++;
            else if (c === 0x22 /* " */)
                inString = false;
            continue;
        }
        if (c === 0x22)
            inString = true;
        else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
            containers++;
            if (++depth > deepest)
                deepest = depth;
            if (deepest > MAX_JSON_DEPTH || containers > MAX_JSON_CONTAINERS)
                break;
        }
        else if (c === 0x7d /* } */ || c === 0x5d /* ] */)
            depth--;
    }
    return { depth: deepest, containers };
}
/** Why a JSON text is not read, or undefined when it is within the bounds. */
function jsonTooBig(text) {
    const { depth, containers } = jsonShape(text);
    if (depth > MAX_JSON_DEPTH)
        return `the answer nests deeper than ${MAX_JSON_DEPTH} levels`;
    if (containers > MAX_JSON_CONTAINERS) {
        return `the answer holds more than ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(MAX_JSON_CONTAINERS)} objects and arrays`;
    }
    return undefined;
}


/***/ }),

/***/ 6661:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ onAbort)
/* harmony export */ });
/**
 * Calls `then` when `signal` aborts, until the returned function is called. It listens on a signal of
 * its own that follows `signal` (`AbortSignal.any`), which adds no listener to `signal` itself: a
 * fleet's requests and waits, forty at once on the run's one signal, would otherwise each add one,
 * and Node warns past ten (MaxListenersExceededWarning).
 */
function onAbort(signal, then) {
    if (!signal)
        return () => undefined;
    const own = AbortSignal.any([signal]);
    own.addEventListener('abort', then, { once: true });
    return () => own.removeEventListener('abort', then);
}


/***/ }),

/***/ 8372:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ MAX_ID_LENGTH),
/* harmony export */   i: () => (/* binding */ pathSegmentProblem)
/* harmony export */ });
/** Longest id used in a path: ids are short (the service's are under 40 characters). */
const MAX_ID_LENGTH = 200;
/**
 * Why an id cannot be one segment of a URL path, or undefined when it can. It is percent-encoded
 * when sent, but a server (or a proxy before it) may decode it, even twice: `.`, `..` and anything
 * holding `/` once decoded would name another path (`DELETE /ios/unsigned_ipas/..` is a delete of
 * the collection), and control characters have no place in one. (A `\` goes as `%5C`, which no
 * URL parser takes for a separator.)
 */
function pathSegmentProblem(id) {
    if (id === '')
        return 'empty';
    if (id.length > MAX_ID_LENGTH)
        return `longer than ${MAX_ID_LENGTH} characters`;
    const forms = [id];
    for (let i = 0; i < 3; i++) {
        let decoded;
        try {
            decoded = decodeURIComponent(forms[forms.length - 1]);
        }
        catch {
            break;
        }
        if (decoded === forms[forms.length - 1])
            break;
        forms.push(decoded);
    }
    for (const form of forms) {
        const decoded = form === id ? '' : ' once decoded';
        if (form.trim() === '.' || form.trim() === '..') {
            return `a path step (${form.trim()})${decoded}, not a name: it would leave its segment of the URL path`;
        }
        if (form.includes('/')) {
            return `holding a /${decoded}: it would leave its segment of the URL path`;
        }
        // eslint-disable-next-line no-control-regex
        if (/[\u0000-\u001f\u007f]/.test(form))
            return `holding control characters${decoded}`;
    }
    return undefined;
}


/***/ }),

/***/ 7933:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ readUnsignedIpa),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   JT: () => (/* binding */ RecordProblem),
/* harmony export */   JU: () => (/* binding */ withoutSecretDeep),
/* harmony export */   Qx: () => (/* reexport safe */ _path_segment_js__WEBPACK_IMPORTED_MODULE_1__.Q),
/* harmony export */   VY: () => (/* binding */ readSubmission),
/* harmony export */   Yz: () => (/* binding */ readCredential),
/* harmony export */   _j: () => (/* binding */ asArray),
/* harmony export */   aC: () => (/* binding */ isSubmissionRecord),
/* harmony export */   iF: () => (/* reexport safe */ _path_segment_js__WEBPACK_IMPORTED_MODULE_1__.i),
/* harmony export */   qY: () => (/* binding */ asRecord)
/* harmony export */ });
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9209);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5756);
/* harmony import */ var _path_segment_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8372);



// The rule an id read here meets, for the modules that check ids given elsewhere too.

/**
 * How the service's answers are read into records: lenient where the specification is silent (a
 * record or an array holding it, a list wrapped or not, unknown fields kept), strict where it is not
 * and where a value is used: an id goes into a URL path, a team id into the submission. A field that
 * does not fit throws a RecordProblem (which field, what came), before anything uses the record.
 */
/**
 * A parsed answer with the secret replaced in every string (keys included), and whether it held
 * any: then its text holds it too, maybe spelled with escapes. Walks without recursion and changes
 * the value in place: give it a value of its own, fresh from JSON.parse.
 */
function withoutSecretDeep(value, secret) {
    const { scrub, shows: showsAny } = (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .scrubberFor */ .uS)(secret);
    let found = false;
    const shows = (text) => {
        if (!showsAny(text))
            return false;
        found = true;
        return true;
    };
    if (typeof value === 'string')
        return { value: scrub(value), found: shows(value) };
    const pending = [value];
    while (pending.length > 0) {
        const node = pending.pop();
        if (Array.isArray(node)) {
            for (let i = 0; i < node.length; i++) {
                const item = node[i];
                if (typeof item === 'string') {
                    if (shows(item))
                        node[i] = scrub(item);
                }
                else if (typeof item === 'object' && item !== null)
                    pending.push(item);
            }
        }
        else if (isObject(node)) {
            for (const key of Object.keys(node)) {
                const item = node[key];
                let name = key;
                if (shows(key)) {
                    name = scrub(key);
                    delete node[key];
                    Object.defineProperty(node, name, {
                        value: item,
                        enumerable: true,
                        writable: true,
                        configurable: true
                    });
                }
                if (typeof item === 'string') {
                    if (shows(item))
                        node[name] = scrub(item);
                }
                else if (typeof item === 'object' && item !== null)
                    pending.push(item);
            }
        }
    }
    return { value, found };
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A field of the service's answer that the action cannot use: which one, and what came instead. */
class RecordProblem extends Error {
    where;
    field;
    id;
    constructor(
    /** `record 2`, `credential 1, team 3`; empty for the only record of an answer. */
    where, field, value, expected, 
    /** The record's id, when it could be read: what a create made all the same. */
    id) {
        super(`${where ? `${where}: ` : ''}${field} is ${shown(value)}, ${expected}`);
        this.where = where;
        this.field = field;
        this.id = id;
        this.name = 'RecordProblem';
    }
}
/** A value as a message shows it: its kind, and its start, sanitised. */
function shown(value) {
    if (value === undefined)
        return 'missing';
    if (value === null)
        return 'null';
    const text = (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(JSON.stringify(value) ?? String(value), 60);
    if (Array.isArray(value))
        return `an array ${text}`;
    if (typeof value === 'object')
        return `an object ${text}`;
    if (typeof value === 'number' && !Number.isFinite(value))
        return 'a number too large for JSON';
    return text;
}
/** The id of a record: a non-empty string or a finite number, fit to be one URL path segment. */
function readId(record, where) {
    const value = record.id;
    const valid = typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    if (!valid)
        throw new RecordProblem(where, 'id', value, 'not a string or a number');
    const id = String(value);
    const problem = (0,_path_segment_js__WEBPACK_IMPORTED_MODULE_1__/* .pathSegmentProblem */ .i)(id);
    if (problem)
        throw new RecordProblem(where, 'id', value, `which cannot be used: it is ${problem}`);
    return id;
}
/**
 * A text field, '' when absent: a string, or with `numbers` also a number written as one (a name or a
 * status may come as a number; a date or a URL may not).
 */
function readText(record, field, where, { id, numbers = true } = {}) {
    const value = record[field];
    if (value === undefined || value === null)
        return '';
    if (typeof value === 'string')
        return value;
    if (numbers && typeof value === 'number' && Number.isFinite(value))
        return String(value);
    throw new RecordProblem(where, field, value, 'not a string', id);
}
const MAX_INT32 = 2_147_483_647;
/** A whole number (or a string of digits), from `min` to the largest int32. */
function readInteger(record, field, where, min) {
    const value = record[field];
    const number = typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d{1,10}$/.test(value)
            ? Number(value)
            : NaN;
    if (!Number.isInteger(number) || number < min || number > MAX_INT32) {
        throw new RecordProblem(where, field, value, `not a whole number from ${min} to ${MAX_INT32}`);
    }
    return number;
}
function recordOf(item, where) {
    if (isObject(item))
        return item;
    throw new RecordProblem(where, 'the record', item, 'not an object');
}
/** Keys under which servers commonly wrap a list (`{data: [...]}`). */
const LIST_WRAPPERS = ['data', 'items', 'results', 'records'];
/**
 * A list answer: an array, an object wrapping one under a key of LIST_WRAPPERS, or a single record,
 * taken as a list of one (its own arrays, such as a credential's `teams`, are not the list).
 */
function asArray(answer, method, path) {
    const { json } = answer;
    if (Array.isArray(json))
        return json;
    if (json === null)
        return [];
    if (isObject(json)) {
        const wrapper = LIST_WRAPPERS.find(key => Array.isArray(json[key]));
        return wrapper ? json[wrapper] : [json];
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedAnswerError */ .qx(method, path.split('?')[0], answer.status, 'the answer is not a list', JSON.stringify(json));
}
/** A record answer: the record, or an array holding it. */
function asRecord(answer, method, path, outcome) {
    const { json } = answer;
    const record = Array.isArray(json) ? json[0] : json;
    if (isObject(record))
        return record;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedAnswerError */ .qx(method, path, answer.status, 'the answer holds no record', JSON.stringify(json), { outcome });
}
/** A credential and its teams: each team_id is a whole number, since it is sent back as one. */
function readCredential(item, where = '') {
    const record = recordOf(item, where);
    const inside = (part) => (where ? `${where}, ${part}` : part);
    const teams = record.teams ?? [];
    if (!Array.isArray(teams))
        throw new RecordProblem(where, 'teams', teams, 'not an array');
    const credential_id = readInteger(record, 'credential_id', where, 0);
    return {
        ...record,
        name: readText(record, 'name', where),
        credential_id,
        teams: teams.map((entry, index) => {
            const team = recordOf(entry, inside(`team ${index + 1}`));
            return {
                ...team,
                name: readText(team, 'name', inside(`team ${index + 1}`)),
                team_id: readInteger(team, 'team_id', inside(`team ${index + 1}`), 1)
            };
        })
    };
}
function readUnsignedIpa(item, where = '') {
    const record = recordOf(item, where);
    const id = readId(record, where);
    return {
        ...record,
        id,
        source: readText(record, 'source', where, { id, numbers: false }),
        created_at: readText(record, 'created_at', where, { id, numbers: false })
    };
}
/**
 * Whether an item is this submission's record with a status: its id matches (or, for the only item
 * of a record route, is absent) and its status is a string or a number.
 */
function isSubmissionRecord(item, id, idOptional) {
    if (!isObject(item))
        return false;
    const status = item.status;
    if (!((typeof status === 'string' && status.trim() !== '') || typeof status === 'number'))
        return false;
    if (item.id === undefined || item.id === null)
        return idOptional;
    return (typeof item.id === 'string' || typeof item.id === 'number') && String(item.id) === id;
}
/** A submission; `knownId` stands in for an id that a status record leaves out. */
function readSubmission(item, where = '', knownId) {
    const record = recordOf(item, where);
    const absent = record.id === undefined || record.id === null;
    const id = absent && knownId !== undefined ? knownId : readId(record, where);
    return {
        ...record,
        id,
        status: readText(record, 'status', where, { id }),
        created_at: readText(record, 'created_at', where, { id, numbers: false })
    };
}


/***/ }),

/***/ 5933:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ requestHeaders),
/* harmony export */   cP: () => (/* binding */ redirected),
/* harmony export */   hK: () => (/* binding */ holdsSecret),
/* harmony export */   ty: () => (/* binding */ scrubber)
/* harmony export */ });
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9209);

const DEFAULT_USER_AGENT = 'app-store-deploy-action';
/** Framing is the transport's business: Content-Length always, never chunked. */
const FRAMING = ['content-length', 'transfer-encoding'];
/** What carries credentials meant for the host a request was sent to, and no other. */
const CREDENTIAL_HEADERS = ['authorization', 'authentication'];
/** The headers a request goes out with: the caller's, and the framing the transport decides. */
function requestHeaders({ method, headers = {}, body }, userAgent = DEFAULT_USER_AGENT) {
    const streamed = body !== undefined && typeof body !== 'string';
    // The multipart boundary lives in the body's own type: no other type may replace it.
    const result = withoutHeaders(headers, streamed ? [...FRAMING, 'content-type'] : FRAMING);
    if (!Object.keys(result).some(name => name.toLowerCase() === 'user-agent')) {
        result['User-Agent'] = userAgent;
    }
    if (typeof body === 'string') {
        result['Content-Length'] = String(Buffer.byteLength(body));
    }
    else if (body) {
        result['Content-Type'] = body.contentType;
        result['Content-Length'] = String(body.length);
    }
    else if (method === 'POST') {
        result['Content-Length'] = '0';
    }
    return result;
}
/**
 * Where a redirect may lead, and with which headers: to the same origin, as they are; to another,
 * without the credentials meant for the first, and not at all when its URL carries one of the
 * request's secrets (a signed URL's signature, a key) there.
 */
function redirected(from, to, headers, secrets = []) {
    if (to.origin === from.origin)
        return headers;
    if (holdsSecret(to, secrets))
        return undefined;
    return withoutHeaders(headers, CREDENTIAL_HEADERS);
}
/** Whether a URL (a redirect's target) holds one of a request's secrets. */
function holdsSecret(url, secrets) {
    return secrets.some(secret => secret !== '' && url.href.includes(secret));
}
/** Hides the request's secrets from what the transport reports. */
function scrubber(request) {
    const secrets = request.secrets ?? [];
    return text => (secrets.length ? (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutSecret */ .Nt)(text, secrets) : text);
}
function withoutHeaders(headers, names) {
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}


/***/ }),

/***/ 3957:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BV: () => (/* binding */ Routes),
/* harmony export */   Fl: () => (/* binding */ requestUrl),
/* harmony export */   Ng: () => (/* binding */ describeRequest),
/* harmony export */   lv: () => (/* binding */ Requests)
/* harmony export */ });
/* unused harmony export segment */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8488);
/* harmony import */ var _text_signed_url_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6627);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9209);
/* harmony import */ var _path_segment_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8372);





/**
 * The service's routes, each written once: the requests below are built on them, and a message that
 * names a route (`GET /ios/signed_ipas/{id}`) names it through them. `{id}` and `{app_id}` stand for
 * the one segment `pathTo` puts there.
 */
const Routes = {
    teams: '/ios/teams',
    unsignedIpas: '/ios/unsigned_ipas',
    unsignedIpa: '/ios/unsigned_ipas/{id}',
    signedIpas: '/ios/signed_ipas',
    signedIpa: '/ios/signed_ipas/{id}',
    appAnalytics: '/app_analytics/{app_id}',
    /** Named in messages only, where to find an app's id: the action reads no listing of apps. */
    apps: '/ios/apps'
};
/** A route's path for one id: the id encoded as one segment, where the route has its `{…}`. */
function pathTo(route, id) {
    return route.replace(/\{[a-z_]+\}/, () => segment(id));
}
/**
 * Longest analytics answer read. A day of a large app (hundreds of countries, each with its referrers
 * and OS versions) passes the default; the report goes to a file, not to memory-bound outputs, so
 * allow far more, yet not without bound.
 */
const ANALYTICS_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
const Requests = {
    listTeams: () => ({ method: 'GET', path: Routes.teams }),
    listingOf: (listing) => listing === 'submissions' ? Requests.listSubmissions() : Requests.listUnsignedIpas(),
    listUnsignedIpas: () => ({ method: 'GET', path: Routes.unsignedIpas }),
    storeUnsignedIpa: ({ source, idempotencyKey }) => ({
        method: 'POST',
        path: Routes.unsignedIpas,
        idempotencyKey,
        body: source.kind === 'file'
            ? { kind: 'file', fields: [], file: { field: 'unsigned_ipa[source]', ...source } }
            : { kind: 'json', value: { unsigned_ipa: { remote_source_url: source.url } } }
    }),
    deleteUnsignedIpa: (id) => ({
        method: 'DELETE',
        path: pathTo(Routes.unsignedIpa, id),
        id: { value: id, of: 'stored unsigned IPA' }
    }),
    submitSignedIpa({ source, teamId, notifyEmails, idempotencyKey }) {
        const emails = notifyEmails.length > 0 ? notifyEmails.join(',') : undefined;
        if (source.kind === 'url') {
            const signedIpa = { remote_source_url: source.url, notify_emails: emails };
            return {
                method: 'POST',
                path: Routes.signedIpas,
                idempotencyKey,
                body: { kind: 'json', value: { signed_ipa: signedIpa, team_id: teamId } }
            };
        }
        // In the order the service documents them.
        const fields = [{ name: 'team_id', value: String(teamId) }];
        if (emails)
            fields.unshift({ name: 'signed_ipa[notify_emails]', value: emails });
        return {
            method: 'POST',
            path: Routes.signedIpas,
            idempotencyKey,
            body: { kind: 'file', fields, file: { field: 'signed_ipa[source]', ...source } }
        };
    },
    getSubmission: (id) => ({
        method: 'GET',
        path: pathTo(Routes.signedIpa, id),
        id: { value: id, of: 'submission' }
    }),
    listSubmissions: () => ({ method: 'GET', path: Routes.signedIpas }),
    getAnalytics(appId, date, countries) {
        const query = { timestamp: date };
        if (countries.length > 0)
            query.country_iso_codes = `[${countries.map(c => `"${c}"`).join(',')}]`;
        return {
            method: 'GET',
            path: pathTo(Routes.appAnalytics, appId),
            id: { value: appId, of: 'app' },
            query,
            maxResponseBytes: ANALYTICS_MAX_RESPONSE_BYTES,
            about: `day ${date}`,
            // The specification names this endpoint's header `Authentication` (its examples use
            // `Authorization`): send both, so that a server built from either reading lets us in.
            alsoAuthentication: true
        };
    }
};
/** An id as one segment of a path, encoded; an id that cannot stay one is never sent. */
function segment(id) {
    const problem = (0,_path_segment_js__WEBPACK_IMPORTED_MODULE_1__/* .pathSegmentProblem */ .i)(id);
    if (problem)
        throw new Error(`Not sent: the id '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(id, 100)}' is ${problem}.`);
    return encodeURIComponent(id);
}
/** The full URL of a request below the base URL. */
function requestUrl(baseUrl, request) {
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    return `${baseUrl}${request.path}${query}`;
}
/** The lines a dry run prints: the method, the URL and the body (no key, no URL query of an IPA). */
function describeRequest(baseUrl, request) {
    const lines = [`  ${request.method} ${requestUrl(baseUrl, request)}`];
    if (request.idempotencyKey)
        lines.push(`  Idempotency-Key: "${request.idempotencyKey}"`);
    const { body } = request;
    if (body?.kind === 'json') {
        // A pre-signed remote_source_url carries credentials in its query: never print them.
        const shown = JSON.stringify(body.value, (key, value) => key === 'remote_source_url' && typeof value === 'string' ? (0,_text_signed_url_js__WEBPACK_IMPORTED_MODULE_3__/* .shownUrl */ .zA)(value) : value);
        lines.push('  Content-Type: application/json', `  ${shown}`);
    }
    else if (body?.kind === 'file') {
        lines.push('  Content-Type: multipart/form-data');
        for (const field of body.fields)
            lines.push(`  part ${field.name}: ${field.value}`);
        const { field, path: file, size } = body.file;
        lines.push(`  part ${field}: ${node_path__WEBPACK_IMPORTED_MODULE_0__.basename(file)} (${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(size)})`);
    }
    return lines;
}


/***/ }),

/***/ 3102:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  n$: () => (/* reexport */ ANSWER_NOT_TAKEN),
  dF: () => (/* reexport */ DEFAULT_MAX_RETRY_DELAY_MS),
  ky: () => (/* reexport */ DEFAULT_RETRY_BASE_DELAY_MS),
  Z9: () => (/* reexport */ NO_TIME_FOR_A_RETRY),
  vR: () => (/* reexport */ Pause),
  mB: () => (/* reexport */ askedDelayMs),
  oJ: () => (/* reexport */ isSuccess),
  Dm: () => (/* reexport */ isTransientStatus),
  S4: () => (/* reexport */ judge),
  LR: () => (/* reexport */ mayHaveActed),
  a2: () => (/* reexport */ retryDelay),
  CH: () => (/* reexport */ stopsEveryRequest)
});

// UNUSED EXPORTS: TURN_SPACING_MS, retryAfterMs

;// CONCATENATED MODULE: ./src/service/retry/delay.ts
/**
 * How long a retry waits: the backoff, growing and jittered, and the Retry-After a 429 or a 503 asks
 * for, each bounded (see retryDelay).
 */
/** The longest retry delay outside a wait (see TransportOptions.maxRetryDelayMs). */
const DEFAULT_MAX_RETRY_DELAY_MS = 60_000;
/** The first retry's backoff, doubled at each retry after it. */
const DEFAULT_RETRY_BASE_DELAY_MS = 1_000;
/** Seconds, or an HTTP date; undefined when neither (a negative number, garbage). */
function retryAfterMs(value, now = Date.now()) {
    if (!value)
        return undefined;
    const text = value.trim();
    // Twelve digits are 30,000 years: anything longer is as good as never.
    if (/^\d+$/.test(text))
        return text.length > 12 ? Number.MAX_SAFE_INTEGER : Number(text) * 1000;
    // Date.parse takes nearly anything; an HTTP date starts with the day's name.
    const date = /^[A-Za-z]/.test(text) ? Date.parse(text) : NaN;
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/** The delay a 429 or a 503 asks for with Retry-After; undefined for any other answer, or none. */
function askedDelayMs(answer, now = Date.now()) {
    if (answer.status !== 429 && answer.status !== 503)
        return undefined;
    return retryAfterMs(headerText(answer.headers['retry-after']), now);
}
/** Why a retry is not sent: the waiting would be over by the time it could go. */
const NO_TIME_FOR_A_RETRY = 'the waiting would end before the next attempt';
/**
 * The delay before attempt `retry + 1`: a Retry-After (of a 429 or 503) if there is one, else a
 * growing, jittered backoff capped at `capMs`. With a deadline (a status poll), no delay that passes
 * it is taken; without one, a Retry-After longer than `capMs` is not waited for.
 */
function retryDelay({ retry, askedMs: asked, capMs, baseMs, deadline, now = Date.now(), random = Math.random }) {
    const left = deadline === undefined ? undefined : deadline - now;
    if (asked !== undefined) {
        const ask = `the service asked to be sent this again in ${adviceText(asked)} (Retry-After)`;
        if (left !== undefined && asked > left)
            return { refused: `${ask}, after the waiting ends` };
        if (left === undefined && asked > capMs) {
            return {
                refused: `${ask}, longer than the ${adviceText(capMs)} waited at most between attempts`
            };
        }
        return { ms: Math.round(asked) };
    }
    const backoff = Math.round(Math.min(Math.max(0, baseMs * 2 ** (retry - 1) * (0.5 + random())), capMs));
    if (left !== undefined && backoff > left) {
        return { refused: NO_TIME_FOR_A_RETRY };
    }
    return { ms: backoff };
}
function headerText(value) {
    return Array.isArray(value) ? value[0] : value;
}
/** `45 s`, `3 min`, `24 h`: a delay in a message. */
function adviceText(ms) {
    const seconds = Math.round(ms / 1000);
    if (seconds < 120)
        return `${seconds} s`;
    if (seconds < 2 * 3600)
        return `${Math.round(seconds / 60)} min`;
    return `${Math.round(seconds / 3600)} h`;
}

;// CONCATENATED MODULE: ./src/service/retry/pause.ts
/**
 * How far apart the attempts a pause held go once it ends. One second: the unit Retry-After counts
 * in, so a service that has just said it is busy gets them back at most one a second, not all in
 * the instant it named; the few creates and polls of a fleet in flight (N) are all back within
 * N − 1 s of the end, little beside a pause that is itself counted in seconds.
 */
const TURN_SPACING_MS = 1_000;
/**
 * What the service asked of all requests. A 429, or a 503 with Retry-After, to any request of a
 * transport pauses every attempt of it until then: the requests of a fleet share one transport, and
 * sending the others on to a service that said it is busy would only earn more of them. Once the
 * pause ends, the attempts it held, and those the service put off itself, go one at a time,
 * TURN_SPACING_MS apart, not in a burst. An attempt that no pause holds is never delayed. Times are
 * absolute (epoch ms), so an attempt that already waited for a time is not made to wait for it twice.
 */
class Pause {
    sleep;
    capMs;
    /** When the pause ends; in the past when there is none. */
    until = 0;
    /** The earliest the next held attempt may go. */
    nextTurn = 0;
    constructor(sleep, 
    /** A longer Retry-After is not waited for (see retryDelay): it pauses nothing either. */
    capMs) {
        this.sleep = sleep;
        this.capMs = capMs;
    }
    /** An answer asked to be sent again in `ms`: no attempt starts before then. */
    ask(ms, now = Date.now()) {
        if (ms <= this.capMs)
            this.until = Math.max(this.until, now + ms);
    }
    /**
     * When an attempt that would start at `from` may start. One that would start in the pause, or that
     * the service put off itself (`putOff`: by a Retry-After of its own), is held and takes the next
     * turn; a turn at or after `lastEnd` is not taken (its attempt cannot start then: the caller says
     * so).
     */
    turn(from, { putOff = false, lastEnd = Infinity } = {}) {
        if (!putOff && from >= this.until)
            return from;
        const at = Math.max(this.until, this.nextTurn, from);
        if (at < lastEnd)
            this.nextTurn = at + TURN_SPACING_MS;
        return at;
    }
    /**
     * Waits from `now` (the time its caller has waited up to) until `at`, a time `turn` gave, then
     * again for any pause asked meanwhile; resolves with the time the attempt may start. It does not
     * wait for a time at or after `lastEnd`, nor once `signal` is aborted: its caller looks.
     */
    async wait(now, at, { lastEnd = Infinity, signal } = {}) {
        for (;;) {
            if (at >= lastEnd || signal?.aborted)
                return at;
            if (at > now)
                await this.sleep(at - now, signal);
            if (signal?.aborted)
                return at;
            const next = this.turn(at, { lastEnd });
            if (next === at)
                return at;
            now = at;
            at = next;
        }
    }
}

// EXTERNAL MODULE: ./src/service/errors.ts
var errors = __nccwpck_require__(5756);
// EXTERNAL MODULE: ./src/service/transport-types.ts
var transport_types = __nccwpck_require__(5518);
;// CONCATENATED MODULE: ./src/service/retry/stops-everything.ts


/**
 * A failure no other request of the run can escape, so that a fleet stops sending at once rather
 * than earn the same failure for each IPA: the key refused (401, 403), or no service at the address
 * (refused, or a name that does not resolve). Anything else is one request's, and the others go on.
 */
function stopsEveryRequest(error) {
    if (error instanceof errors/* ServiceError */._7)
        return error.status === 401 || error.status === 403;
    return error instanceof transport_types/* TransportError */.w && ['ECONNREFUSED', 'ENOTFOUND'].includes(error.code);
}

;// CONCATENATED MODULE: ./src/service/retry/verdict.ts
/**
 * Whether a request that failed may be sent again, and whether it may have been carried out: decided
 * here, for the transport's retries of what does no harm twice (GET, DELETE), the status polls of a
 * wait, and the creates (POST) that only `exactly-once/` sends again.
 */
/**
 * Error codes after which the service cannot have answered, so that sending again may help.
 * Anything else (TLS trust, a bad URL or header, an unreadable body) would fail the same way again.
 */
const TRANSIENT_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'ECONNABORTED',
    'EPIPE',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'EHOSTDOWN',
    'ENETUNREACH',
    'ENETDOWN',
    'EADDRNOTAVAIL',
    'EAI_AGAIN',
    'ENOTFOUND',
    'ERR_STREAM_PREMATURE_CLOSE'
]);
/**
 * The answer's body could not be taken where the request said (its sink refused it: more than it
 * claimed, a full disk): the same answer would be refused again.
 */
const ANSWER_NOT_TAKEN = 'ERR_ANSWER_NOT_TAKEN';
function isTransientCode(code) {
    return TRANSIENT_CODES.has(code);
}
/** Statuses that say the service (or something before it) is busy or failed for now. */
function isTransientStatus(status) {
    // 501 and 505 say what the server cannot do, not that it is busy: sending again cannot help.
    if (status === 501 || status === 505)
        return false;
    return status === 408 || status === 429 || status >= 500;
}
function judge(outcome) {
    const transient = isTransient(outcome);
    if (outcome.method === 'POST' && mayHaveActed(outcome))
        return transient ? 'look-then-send-again' : 'in-doubt';
    if (transient)
        return 'send-again';
    return outcome.complete ? 'done' : 'final';
}
/**
 * Whether the service may have carried the request out although its answer says nothing of it: the
 * whole request went out, then no usable answer came (the connection failed, the answer broke off
 * or was not HTTP), or a transient status that does not say nothing was done (429, 408 and a 503
 * with Retry-After do).
 */
function mayHaveActed(outcome) {
    const { status, complete, sent } = outcome;
    if (!sent)
        return false;
    if (status === undefined)
        return true;
    if (!complete)
        return isSuccess(status) || isTransientStatus(status);
    return isTransientStatus(status) && !saysNothingWasDone(outcome);
}
/** A 429, a 408, or a 503 with Retry-After: the service put the request off without doing it. */
function saysNothingWasDone({ status, retryAfterMs }) {
    return status === 429 || status === 408 || (status === 503 && retryAfterMs !== undefined);
}
function isTransient({ method, status, complete, code }) {
    if (code === ANSWER_NOT_TAKEN)
        return false;
    if (status === undefined)
        return isTransientCode(code ?? '');
    if (complete)
        return isTransientStatus(status);
    // An answer that broke off: a GET is read again; anything else only when it may have been done.
    return method === 'GET' || isSuccess(status) || isTransientStatus(status);
}
function isSuccess(status) {
    return status !== undefined && status >= 200 && status < 300;
}

;// CONCATENATED MODULE: ./src/service/retry/index.ts
/**
 * The retry policy, in one place:
 * - what may be sent again, and what may have been carried out although no answer says so
 *   (verdict.ts: a GET or DELETE is resent; a create, only by `exactly-once/`, after a look);
 * - the budget (the `retries` input, counted by the transport) and how long each retry waits: the
 *   backoff, and the Retry-After a 429 or 503 asks for, each bounded (delay.ts);
 * - a 429, or a 503 with Retry-After, to one request pauses them all (pause.ts);
 * - what stops a fleet at once, as no other request can escape it (stops-everything.ts).
 */






/***/ }),

/***/ 3311:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ MAX_TIMER_MS),
/* harmony export */   y: () => (/* binding */ sleep)
/* harmony export */ });
/* harmony import */ var _on_abort_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6661);

/** The longest delay setTimeout keeps: past 2^31 - 1 ms (about 24 days) it fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * The one way to wait: every retry delay and every poll interval goes through it. An abort ends the
 * wait at once (it resolves: the caller looks at the signal to know why).
 */
function sleep(ms, signal) {
    return new Promise(resolve => {
        if (signal?.aborted)
            return resolve();
        const done = () => {
            clearTimeout(timer);
            stopListening();
            resolve();
        };
        const timer = setTimeout(done, ms);
        const stopListening = (0,_on_abort_js__WEBPACK_IMPORTED_MODULE_0__/* .onAbort */ .u)(signal, done);
    });
}


/***/ }),

/***/ 5890:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  aq: () => (/* reexport */ StorageError),
  c: () => (/* binding */ openStorageIpa)
});

// UNUSED EXPORTS: WHOLE_FILE_BYTES

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/text/signed-url.ts
var signed_url = __nccwpck_require__(6627);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __nccwpck_require__(9209);
;// CONCATENATED MODULE: ./src/service/storage/content-range.ts
const RANGE = /^bytes[ \t]+(?:(\d{1,16})-(\d{1,16})|\*)\/(\d{1,16}|\*)$/i;
/** The header's parts, or undefined when it is missing or is not such a header. */
function parseContentRange(header) {
    const match = header === undefined ? null : RANGE.exec(header.trim());
    if (!match)
        return undefined;
    const [, first, last, size] = match;
    // Past 2^53 a number is no longer exact: such a length is no length at all.
    if ([first, last, size].some(part => part !== undefined && part !== '*' && !Number.isSafeInteger(Number(part))))
        return undefined;
    const parsed = {};
    if (size !== '*')
        parsed.size = Number(size);
    if (first !== undefined && last !== undefined) {
        parsed.range = { first: Number(first), last: Number(last) };
        if (parsed.range.last < parsed.range.first)
            return undefined;
        if (parsed.size !== undefined && parsed.range.last >= parsed.size)
            return undefined;
    }
    return parsed;
}

;// CONCATENATED MODULE: ./src/service/storage/storage-error.ts
class StorageError extends Error {
    failure;
    constructor(failure, 
    /** What happened, in plain words (no credential, no query): for a log line or a cause. */
    message) {
        super(message);
        this.failure = failure;
        this.name = 'StorageError';
    }
}

;// CONCATENATED MODULE: ./src/service/storage/storage-words.ts

/** An error code is a word; anything else in its place is not shown as one. */
const CODE = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/;
/**
 * The error code and message of a storage's refusal: S3's and Google's XML (`<Code>`, `<Message>`),
 * Azure's (`x-ms-error-code`, or the same XML), Google's JSON API (`error.message`,
 * `error.errors[0].reason`); otherwise the body's first words.
 */
function storageWords(body, headers) {
    const header = headers['x-ms-error-code'] ?? headers['x-amz-error-code'];
    const fromJson = jsonWords(body);
    const code = firstCode([
        typeof header === 'string' ? header : undefined,
        xmlElement(body, 'Code'),
        fromJson?.code
    ]);
    // A body of markup or JSON that names no message has no words to show: its code says it all.
    const plain = /^\s*[<{[]/.test(body) && !/<html|<!doctype/i.test(body) ? undefined : body.trim();
    const message = xmlElement(body, 'Message') ?? fromJson?.message ?? (plain || undefined);
    return {
        ...(code ? { code } : {}),
        ...(message ? { message: (0,untrusted/* oneLine */.TN)(message, 200) } : {})
    };
}
function firstCode(candidates) {
    return candidates.map(code => code?.trim()).find(code => code !== undefined && CODE.test(code));
}
function xmlElement(body, name) {
    const found = new RegExp(`<${name}>([^<]{0,500})</${name}>`).exec(body.slice(0, 64 * 1024));
    return found?.[1]
        ?.replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
}
function jsonWords(body) {
    if (!body.trimStart().startsWith('{'))
        return undefined;
    try {
        const error = JSON.parse(body).error;
        if (typeof error !== 'object' || error === null)
            return undefined;
        const { message, errors } = error;
        const reason = Array.isArray(errors)
            ? errors[0]?.reason
            : undefined;
        return {
            code: typeof reason === 'string' ? reason : undefined,
            message: typeof message === 'string' ? message : undefined
        };
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/service/storage/answer-checks.ts




/**
 * What the storage answered, with every echo of the request's secrets (a signature a refusal
 * quotes) hidden, in the body and in each header, before any of it is cut to be shownHeader.
 */
function withoutSecrets(response, secrets) {
    if (secrets.length === 0)
        return response;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [
        name,
        Array.isArray(value)
            ? value.map(item => (0,untrusted/* withoutSecret */.Nt)(item, secrets))
            : value === undefined
                ? value
                : (0,untrusted/* withoutSecret */.Nt)(value, secrets)
    ]));
    return { ...response, headers, body: (0,untrusted/* withoutSecret */.Nt)(response.body, secrets) };
}
/**
 * An answer that is no range at all, as a StorageError: a redirect not followed, a refusal (4xx),
 * a failure that outlasted the retries (5xx). Undefined for any other status. `carriesSecret`: the
 * redirect's target holds one of the URL's secrets (which is why the transport did not follow it).
 */
function notARange({ status, headers, body }, where, carriesSecret) {
    if (status >= 300 && status < 400) {
        const location = first(headers.location) ?? '';
        const to = hostOf(location) ?? 'the same host';
        // The transport follows the others, up to its bound, and never from HTTPS to HTTP.
        if (carriesSecret)
            return new StorageError({ kind: 'redirect-refused', status, host: to }, `${where} redirected (HTTP ${status}) to ${to}, carrying the URL's credentials there: not followed`);
        const message = `redirected to ${to} once too often, or away from HTTPS: not followed`;
        return new StorageError({ kind: 'unavailable', status, message }, `${where} ${message}`);
    }
    if (status < 400 || status === 416)
        return undefined;
    const words = storageWords(body, headers);
    const said = [words.code, words.message].filter(Boolean).join(': ');
    const text = `${where} answered HTTP ${status}${said ? ` (${said})` : ''}`;
    const passing = status === 408 || status === 429 || status >= 500;
    return new StorageError({ kind: passing ? 'unavailable' : 'refused', status, ...words }, text);
}
/**
 * Checks a 206 against the bytes asked for, [first, last], of an object of `size` bytes (and ETag
 * `etag`, when the first answer gave one): the same range, the same object, every byte, no coding.
 */
function checkRange({ response, received }, asked, 
/** The range in words, when the request named it otherwise (`the last 262144 bytes`). */
wanted = `bytes ${asked.first}-${asked.last} of ${asked.size}`) {
    const { first, last, size } = asked;
    const { status, headers } = response;
    if (status !== 206)
        throw otherBytes(wanted, `HTTP ${status} instead of 206 Partial Content`);
    const coding = shownHeader(headers['content-encoding']);
    if (coding && coding.toLowerCase() !== 'identity')
        throw otherBytes(wanted, `a body in ${coding} coding`);
    const header = shownHeader(headers['content-range']);
    const range = parseContentRange(header);
    if (!range?.range || range.range.first !== first || range.range.last !== last)
        throw otherBytes(wanted, header ? `Content-Range '${header}'` : 'no Content-Range');
    if (range.size !== size)
        throw otherBytes(wanted, `a length of ${range.size ?? 'unknown'} bytes (it was ${size})`);
    const etag = shownHeader(headers.etag);
    if (asked.etag && etag && etag !== asked.etag)
        throw otherBytes(wanted, `ETag ${etag} where it was ${asked.etag}: the object changed`);
    const length = last - first + 1;
    if (received !== length || response.truncated)
        throw otherBytes(wanted, `${response.truncated ? 'more bytes than the' : `${received} bytes for the`} ${length} it claimed`);
}
/** The storage answered other bytes than `asked`: what it `answered` instead. */
function otherBytes(asked, answered) {
    return new StorageError({ kind: 'other-bytes', asked, answered }, `asked for ${asked}, the storage answered ${answered}`);
}
/** A header's value as one short, safe line; undefined when absent. */
function shownHeader(value) {
    const text = Array.isArray(value) ? value.join(', ') : value;
    return text === undefined ? undefined : (0,untrusted/* oneLine */.TN)(text, 100);
}
function first(value) {
    return Array.isArray(value) ? value[0] : value;
}
function hostOf(location) {
    try {
        return (0,untrusted/* oneLine */.TN)(new URL(location).host, 100);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/service/storage/fetched-parts.ts
/**
 * Which stretches of the remote file were fetched, and where the local copy holds each. Parts never
 * overlap: only what is missing is ever fetched.
 */
class FetchedParts {
    parts = [];
    add(part) {
        if (part.end > part.start)
            this.parts.splice(this.after(part.start), 0, part);
    }
    /** The part that holds byte `position`, if one does. */
    holding(position) {
        const part = this.parts[this.after(position) - 1];
        return part && position < part.end ? part : undefined;
    }
    /** Where the first part after `position` starts (Infinity when none does). */
    nextStart(position) {
        return this.parts[this.after(position)]?.start ?? Infinity;
    }
    /** The stretches of [start, end) not fetched yet, in order. */
    missing(start, end) {
        const gaps = [];
        let at = start;
        for (let i = Math.max(0, this.after(start) - 1); at < end && i < this.parts.length; i++) {
            const part = this.parts[i];
            if (part.end <= at)
                continue;
            if (part.start >= end)
                break;
            if (part.start > at)
                gaps.push([at, part.start]);
            at = Math.max(at, part.end);
        }
        if (at < end)
            gaps.push([at, end]);
        return gaps;
    }
    /** The index of the first part that starts after `position`. */
    after(position) {
        let [low, high] = [0, this.parts.length];
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (this.parts[middle].start <= position)
                low = middle + 1;
            else
                high = middle;
        }
        return low;
    }
}
/**
 * Stretches to fetch for `ranges`: sorted, those closer than `gap` bytes joined (one request costs
 * more than a few KiB more of it), each cut to at most `most` bytes.
 */
function coalesced(ranges, { gap, most, size }) {
    const sorted = ranges
        .map(({ position, length }) => [position, Math.min(position + length, size)])
        .filter(([start, end]) => end > start)
        .sort((a, b) => a[0] - b[0]);
    const joined = [];
    for (const [start, end] of sorted) {
        const last = joined[joined.length - 1];
        if (last && start <= last[1] + gap)
            last[1] = Math.max(last[1], end);
        else
            joined.push([start, end]);
    }
    return joined.flatMap(([start, end]) => splitRange(start, end, most));
}
/** [start, end) cut into stretches of at most `most` bytes. */
function splitRange(start, end, most) {
    const result = [];
    for (let at = start; at < end; at += most)
        result.push([at, Math.min(at + most, end)]);
    return result;
}

;// CONCATENATED MODULE: ./src/service/storage/for-each-concurrently.ts
/** `work` on each item, `width` at a time; the first failure ends it, once the others in flight are done. */
async function forEachConcurrently(items, width, work) {
    let next = 0;
    let failure;
    const worker = async () => {
        while (!failure && next < items.length) {
            const item = items[next++];
            await work(item).catch((error) => void (failure ??= { error }));
        }
    };
    await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
    if (failure)
        throw failure.error;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: ./src/service/request-headers.ts
var request_headers = __nccwpck_require__(5933);
// EXTERNAL MODULE: ./src/service/transport-types.ts
var transport_types = __nccwpck_require__(5518);
;// CONCATENATED MODULE: ./src/service/storage/range-request.ts





/**
 * Retries of a range (with the transport's backoff; fewer when the transport allows fewer): a check
 * must not hold a release for minutes behind storage that stalls, at one request timeout a try.
 */
const RANGE_RETRIES = 1;
/**
 * One GET of a range: a body the local copy takes is written at `at` as it comes, and read no
 * further than its room; any other's is kept as text, for its words. Whatever the storage says is
 * returned with its echoes of the URL's secrets hidden. Throws a StorageError for an answer that is
 * no range at all, and when none came (after the retries).
 */
async function requestRange(fetching, request) {
    const { sender, url, headers, secrets, signal, where } = fetching;
    const copy = new IntoCopy(fetching, request);
    fetching.fetched.requests++;
    try {
        const raw = await sender.send({
            method: 'GET',
            url,
            headers: { ...headers, Range: request.range },
            maxResponseBytes: request.maxBytes,
            maxRetries: RANGE_RETRIES,
            secrets,
            signal,
            answerSink: copy
        });
        // Why the transport did not follow a redirect, judged as it judges: before the words are scrubbed.
        const carriesSecret = redirectHoldsSecret(raw.headers.location, url, secrets);
        const response = withoutSecrets(raw, secrets);
        const refused = notARange(response, where, carriesSecret);
        if (refused)
            throw refused;
        return { response, received: copy.received };
    }
    catch (error) {
        if (!(error instanceof transport_types/* TransportError */.w))
            throw error;
        throw noRange(error, copy, request, where);
    }
}
/**
 * Where an answer to a range goes: a body the local copy takes is written at the range's place as
 * it comes, and read no further than its room; any other's is kept by the transport, as text.
 */
class IntoCopy {
    fetching;
    request;
    /** Bytes of the last answer written. */
    received = 0;
    /** The last answer's status, and the length it declared. */
    status = 0;
    declared;
    /** The last answer brought more than its room. */
    moreThanClaimed = false;
    constructor(fetching, request) {
        this.fetching = fetching;
        this.request = request;
    }
    begin(answer) {
        ;
        [this.received, this.status] = [0, answer.status];
        const length = Number(answer.headers['content-length']);
        this.declared = Number.isSafeInteger(length) ? length : undefined;
        const most = this.request.room(this.status);
        if (most === undefined)
            return undefined;
        return chunk => this.write(chunk, most);
    }
    write(chunk, most) {
        if (this.received + chunk.length > most) {
            this.moreThanClaimed = true;
            throw new Error('more bytes than claimed');
        }
        (0,external_node_fs_.writeSync)(this.fetching.copy, chunk, 0, chunk.length, this.request.at + this.received);
        this.received += chunk.length;
        this.fetching.fetched.bytes += chunk.length;
    }
}
/** Why no range came (after the retries), from how far the last answer came. */
function noRange(error, { moreThanClaimed, status, received, declared }, { asked, maxBytes }, where) {
    if (moreThanClaimed)
        return otherBytes(asked, 'more bytes than it claimed');
    // A short body, after the retries: what it claimed did not come.
    if (status === 206 && error.code === 'ECONNRESET')
        return otherBytes(asked, `${received} bytes of a range, then the connection closed`);
    if (status === 200)
        return new StorageError({
            kind: 'whole-file-only',
            size: declared,
            limitBytes: maxBytes,
            incomplete: error.message
        }, `${where} ignores Range requests, and the whole file it answered with did not come: ${error.message}`);
    return new StorageError({ kind: 'unavailable', code: error.code, message: error.message }, `${where}: ${error.message}`);
}
function redirectHoldsSecret(location, from, secrets) {
    if (!location)
        return false;
    try {
        return (0,request_headers/* holdsSecret */.hK)(new URL(location, from), secrets);
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/service/storage/storage-ipa.ts










const KiB = 1024;
const MiB = 1024 * KiB;
/** The first request: the end of the file, where a zip keeps its directory (a large app's is a few hundred KiB). */
const TAIL_BYTES = 256 * KiB;
/** The longest range asked for at once: an answer is written to disk as it comes, so this bounds time, not memory. */
const MAX_RANGE_BYTES = 8 * MiB;
/** Ranges closer than this are asked for as one: a request costs more than a few KiB more of it. */
const JOIN_GAP_BYTES = 64 * KiB;
/** Ranges asked for side by side when the inspection says ahead what it will read. */
const PARALLEL_RANGES = 4;
/** What is read of an answer that is not the bytes asked for: its error's words. */
const ERROR_BODY_BYTES = 64 * KiB;
/**
 * The largest IPA read whole from storage that ignores Range requests (as the file it answers with,
 * once, into a local copy): a larger one is left unchecked. The request timeout bounds its time too.
 */
const WHOLE_FILE_BYTES = 1024 * MiB;
/**
 * An IPA in object storage (S3, Google Cloud Storage, Azure Blob, any HTTP server), read where it
 * lives with Range requests: a byte source for the archive reader (src/ipa/byte-source.ts). Each
 * byte is fetched once, into a local copy on disk (memory stays flat whatever is read); `prefetch`
 * asks ahead for what the inspection will read, joined into few requests sent side by side. Every
 * answer is checked to be the bytes asked for of the same object, else reading stops with a
 * StorageError (so is a refusal).
 */
class StorageIpa {
    options;
    folder;
    copy;
    /** Requests sent, and bytes of the file they brought. */
    fetched = { requests: 0, bytes: 0 };
    /** The storage ignored Range and answered with the whole file, which the local copy holds. */
    wholeFile = false;
    size = 0;
    etag;
    parts = new FetchedParts();
    /** Where the next range goes in the local copy: each is appended, where its request reserved room. */
    copyEnd = 0;
    /** The last range read on demand, to read further ahead when reads carry on from it. */
    last = { end: -1, length: 0 };
    where;
    fetching;
    constructor(url, options, folder, copy) {
        this.options = options;
        this.folder = folder;
        this.copy = copy;
        this.where = `the storage of ${(0,signed_url/* shownUrl */.zA)(url)}`;
        const { username, password } = new URL(url);
        // The exchange sends no user part of a URL: a user and password are Basic credentials.
        const basic = username || password ? basicCredentials(username, password) : undefined;
        this.fetching = {
            sender: options.sender,
            url,
            headers: basic ? { Authorization: `Basic ${basic}` } : {},
            secrets: [...(options.secrets ?? []), ...(basic ? [basic] : [])],
            signal: options.signal,
            where: this.where,
            copy: copy.fd,
            fetched: this.fetched
        };
    }
    /** Opens the IPA at `url`: its length and its last bytes, where the zip's directory is. */
    static async open(url, options) {
        const folder = await (0,promises_.mkdtemp)(external_node_path_.join(options.tempDir ?? (0,external_node_os_.tmpdir)(), 'ipa-ranges-'));
        let ipa;
        try {
            const copy = await (0,promises_.open)(external_node_path_.join(folder, 'copy'), 'w+');
            ipa = new StorageIpa(url, options, folder, copy);
            await ipa.readTail();
            return ipa;
        }
        catch (error) {
            await (ipa ? ipa.close() : (0,promises_.rm)(folder, { recursive: true, force: true }));
            throw error;
        }
    }
    /**
     * Up to `length` bytes at `position`: those fetched already from there on, else (when that byte
     * is not) the range fetched first, read ahead as `readOnDemand` says.
     */
    async read(buffer, offset, length, position) {
        const end = Math.min(position + length, this.size);
        if (end <= position)
            return 0;
        if (!this.parts.holding(position))
            await this.readOnDemand(position, end);
        let at = position;
        for (let part = this.parts.holding(at); part && at < end; part = this.parts.holding(at)) {
            const take = Math.min(end, part.end) - at;
            const from = part.at + at - part.start;
            const { bytesRead } = await this.copy.read(buffer, offset + at - position, take, from);
            if (bytesRead !== take)
                throw new Error('the local copy of the IPA is shorter than written');
            at += take;
        }
        return at - position;
    }
    /** Fetches what will be read (ranges of the file) in few requests, side by side. */
    async prefetch(ranges) {
        const wanted = coalesced(ranges, {
            gap: JOIN_GAP_BYTES,
            most: MAX_RANGE_BYTES,
            size: this.size
        });
        const missing = wanted.flatMap(([start, end]) => this.parts.missing(start, end));
        await forEachConcurrently(missing, PARALLEL_RANGES, ([start, end]) => this.fetchRange(start, end));
    }
    async close() {
        await this.copy.close().catch(() => undefined);
        await (0,promises_.rm)(this.folder, { recursive: true, force: true });
    }
    /** What is missing of [start, end), read ahead twice as far as the last read when this one carries on from it. */
    async readOnDemand(start, end) {
        for (const [from, to] of this.parts.missing(start, end)) {
            const carriesOn = from === this.last.end;
            const length = carriesOn
                ? Math.max(to - from, Math.min(2 * this.last.length, MAX_RANGE_BYTES))
                : to - from;
            const until = Math.min(from + length, this.size, this.parts.nextStart(from));
            for (const [first, last] of splitRange(from, until, MAX_RANGE_BYTES))
                await this.fetchRange(first, last);
            this.last = { end: until, length: until - from };
        }
    }
    /**
     * The first request: the last TAIL_BYTES, where a zip keeps its directory. Storage that takes no
     * suffix range (Azure Blob takes only `bytes=first-last`), or no range at all, answers with the
     * whole file, which is dropped at its headers unless it is that small: then the file's first bytes
     * are asked for, as every storage takes them (see readHead).
     */
    async readTail() {
        const asked = `the last ${TAIL_BYTES} bytes`;
        const answer = await requestRange(this.fetching, {
            range: `bytes=-${TAIL_BYTES}`,
            asked,
            at: 0,
            room: status => (status === 206 || status === 200 ? TAIL_BYTES : undefined),
            maxBytes: TAIL_BYTES
        });
        const { status, headers, truncated } = answer.response;
        if (status === 200 && !truncated)
            return this.tookWholeFile(answer);
        const header = shownHeader(headers['content-range']);
        const range = parseContentRange(header);
        if (status === 416 && range?.size === 0 && !range.range)
            return; // an empty object: no zip
        if (status === 200 || status === 416)
            return this.readHead();
        const size = range?.size;
        if (status !== 206 || size === undefined)
            throw otherBytes(asked, `HTTP ${status} with ${header ? `Content-Range '${header}'` : 'no Content-Range'}`);
        const first = Math.max(0, size - TAIL_BYTES);
        this.etag = shownHeader(headers.etag);
        checkRange(answer, { first, last: size - 1, size }, asked);
        this.took({ start: first, end: size, at: 0 }, size);
    }
    /**
     * The file's first TAIL_BYTES, whose Content-Range says its length, then its last; or, from
     * storage that ignores Range, the whole file, read once as it comes (up to the whole-file limit).
     */
    async readHead() {
        const limit = this.options.wholeFileBytes ?? WHOLE_FILE_BYTES;
        const asked = `the first ${TAIL_BYTES} bytes`;
        const answer = await requestRange(this.fetching, {
            range: `bytes=0-${TAIL_BYTES - 1}`,
            asked,
            at: 0,
            room: status => (status === 206 ? TAIL_BYTES : status === 200 ? limit : undefined),
            maxBytes: limit
        });
        const { status, headers } = answer.response;
        if (status === 200) {
            this.tookWholeFile(answer, limit);
            this.wholeFile = true;
            return;
        }
        const header = shownHeader(headers['content-range']);
        const size = parseContentRange(header)?.size;
        if (status !== 206 || size === undefined || size === 0)
            throw otherBytes(asked, `HTTP ${status} with ${header ? `Content-Range '${header}'` : 'no Content-Range'}`);
        this.etag = shownHeader(headers.etag);
        const end = Math.min(TAIL_BYTES, size);
        checkRange(answer, { first: 0, last: end - 1, size }, asked);
        this.took({ start: 0, end, at: 0 }, size);
        if (size > end)
            await this.fetchRange(Math.max(end, size - TAIL_BYTES), size);
    }
    /**
     * The whole file, answered to a range: held in the local copy, unless it is a web page (a proxy's
     * or a sign-in's, not the file) or comes in a content coding, or was past `limit`.
     */
    tookWholeFile({ response, received }, limit = TAIL_BYTES) {
        const { headers } = response;
        const coding = shownHeader(headers['content-encoding']);
        if (coding && coding.toLowerCase() !== 'identity')
            throw otherBytes('the whole file', `a body in ${coding} coding`);
        const type = shownHeader(headers['content-type']);
        if (type && /^text\/html\b/i.test(type))
            throw otherBytes('the IPA', `a web page (${type}) instead of the file`);
        if (response.truncated) {
            const declared = Number(headers['content-length']);
            throw new StorageError({
                kind: 'whole-file-only',
                size: Number.isSafeInteger(declared) ? declared : undefined,
                limitBytes: limit
            }, `${this.where} ignores Range requests and answers with the whole file, which is larger than the ${limit} bytes read whole`);
        }
        this.took({ start: 0, end: received, at: 0 }, received);
    }
    /** The first part of the file in the local copy, and the file's length. */
    took(part, size) {
        this.size = size;
        this.parts.add(part);
        this.copyEnd = part.end - part.start;
    }
    /** Bytes [start, end) of the file, checked, into the local copy. */
    async fetchRange(start, end) {
        const at = this.copyEnd;
        this.copyEnd += end - start;
        const answer = await requestRange(this.fetching, {
            range: `bytes=${start}-${end - 1}`,
            asked: `bytes ${start}-${end - 1} of ${this.size}`,
            at,
            room: status => (status === 206 ? end - start : undefined),
            maxBytes: Math.max(end - start, ERROR_BODY_BYTES)
        });
        checkRange(answer, { first: start, last: end - 1, size: this.size, etag: this.etag });
        this.parts.add({ start, end, at });
    }
}
/** A URL's user and password as Basic credentials (base64 of `user:password`, each decoded). */
function basicCredentials(username, password) {
    const decoded = (part) => {
        try {
            return decodeURIComponent(part);
        }
        catch {
            return part;
        }
    };
    return Buffer.from(`${decoded(username)}:${decoded(password)}`).toString('base64');
}

;// CONCATENATED MODULE: ./src/service/storage/index.ts
/**
 * An IPA where it lives (object storage), read in HTTP ranges: see storage-ipa.ts. The transport
 * carries every request (the proxy, the deadlines, the retries of a GET).
 */



/** Opens the IPA at `url`: one request for its length and its end, where the zip's directory is. */
function openStorageIpa(url, options) {
    return StorageIpa.open(url, options);
}


/***/ }),

/***/ 5518:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ TransportError)
/* harmony export */ });
/** A request that got no HTTP answer at all, after every allowed attempt. */
class TransportError extends Error {
    code;
    attempts;
    status;
    outcome;
    method;
    /** The URL asked for, without credentials or query. */
    url;
    /** When the proxy failed, not the service. */
    proxy;
    /** The answer kept coming, but too slowly: it was not complete within the request timeout. */
    tooSlow;
    /** What was wrong with TLS, when that is what failed. */
    tls;
    constructor(message, 
    /** ECONNREFUSED, ECONNRESET, ETIMEDOUT (stall watchdog or total), ENOTFOUND, HPE_… (not HTTP), ... */
    code, attempts, 
    /** The status of an answer that began, then broke off, for a request that changes something. */
    status, 
    /** How the last attempt ended, for a caller that decides whether to send a POST again. */
    outcome, { method, url, proxy, tooSlow = false, tls } = {}) {
        super(message);
        this.code = code;
        this.attempts = attempts;
        this.status = status;
        this.outcome = outcome;
        this.name = 'TransportError';
        this.method = method;
        this.url = url;
        this.proxy = proxy;
        this.tooSlow = tooSlow;
        this.tls = tls;
    }
}


/***/ }),

/***/ 2554:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Um: () => (/* binding */ appCard),
/* harmony export */   W7: () => (/* binding */ fileOf),
/* harmony export */   XO: () => (/* binding */ appFacts)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _ipa_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2597);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8488);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6590);
/* harmony import */ var _text_signed_url_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(6627);
/* harmony import */ var _preflight_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(4011);






/**
 * What is being shipped, as rows of a facts table: the app, its versions, profile and file, and
 * preflight's count of `problems` (the same list the failure and the problems' table count).
 */
function appFacts(inspection, problems, file = {}) {
    return [...appRows(inspection), ...fileRows(inspection, problems, file)];
}
/** The app, its versions, its minimum OS, its profile and who signed it. */
function appRows({ app, profile }) {
    const name = app?.displayName || app?.bundleId;
    const versions = app?.shortVersion || app?.build
        ? `${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(app?.shortVersion ?? '?')} (${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(app?.build ?? '?')})`
        : undefined;
    const platform = app?.platform ? `${app.platform} ` : '';
    const expiry = profile?.expirationDate?.toISOString().slice(0, 10);
    const profileName = profile?.name ? ` — ${profile.name}` : '';
    const signer = `${profile?.teamName ?? ''} ${profile?.teamIdentifier ? `(${profile.teamIdentifier})` : ''}`;
    return [
        ['App', name ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(name) : undefined],
        ['Bundle id', app?.bundleId ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(app.bundleId) : undefined],
        ['Version (build)', versions],
        ['Minimum OS', app?.minimumOsVersion ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(`${platform}${app.minimumOsVersion}`) : undefined],
        [
            'Profile',
            profile
                ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(`${capitalised(_ipa_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROFILE_KIND_LABELS */ .hs[profile.kind])}${profileName}${expiry ? `, expires ${expiry}` : ''}`)
                : undefined
        ],
        ['Signing team', signer.trim() ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(signer.trim()) : undefined]
    ];
}
/** The file, its hash, the checks skipped, and what preflight found. */
function fileRows(inspection, problems, { sha256, size, checked = true, url }) {
    const skipped = checked ? (inspection.skippedRules ?? []) : [];
    return [
        [
            'File',
            `${url ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(url) : (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(node_path__WEBPACK_IMPORTED_MODULE_0__.basename(inspection.file))}${size !== undefined ? `, ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(size)}` : ''}`
        ],
        [
            'SHA-256',
            sha256 ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(sha256) : url ? 'not known: read where it lives, not hashed' : undefined
        ],
        ['Checks skipped', skipped.length ? skipped.map(code => (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .mdCode */ .xs)(code)).join(', ') : undefined],
        ['Preflight', checked ? (0,_preflight_js__WEBPACK_IMPORTED_MODULE_3__/* .preflightCounts */ .m)(problems) : 'off']
    ];
}
/** The app's facts as a table of their own. */
function appCard(inspection, problems, file = {}) {
    return (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .facts */ .Ix)(appFacts(inspection, problems, file));
}
/** What the app card says of the file: its size, and the URL it was read at. */
function fileOf(source, inspection) {
    if (source.kind === 'file')
        return { size: source.size };
    return { url: (0,_text_signed_url_js__WEBPACK_IMPORTED_MODULE_5__/* .shownUrl */ .zA)(source.url), size: inspection?.size };
}
function capitalised(label) {
    return label.charAt(0).toUpperCase() + label.slice(1);
}


/***/ }),

/***/ 8444:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ checkSection)
/* harmony export */ });
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8488);
/* harmony import */ var _app_card_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2554);
/* harmony import */ var _preflight_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4011);



/**
 * One IPA `check` judged: the verdict, the problems that refuse it (with Apple's codes), then the
 * app's card, as submit's preflight shows them.
 */
function checkSection({ happened, facts, problems }) {
    const { inspection, source, sha256, purpose = 'submit' } = facts;
    const refusing = problems.filter(problem => problem.refuses).length;
    const warnings = problems.length - refusing;
    const headline = happened === 'refused'
        ? `❌ **Would be refused** (${purpose}): ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(refusing, 'problem')}${warnings ? `, ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(warnings, 'warning')}` : ''}.`
        : `✅ **Nothing would be refused** (${purpose})${warnings ? `: ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(warnings, 'warning')}` : ''}.`;
    const card = inspection && source
        ? (0,_app_card_js__WEBPACK_IMPORTED_MODULE_0__/* .appCard */ .Um)(inspection, problems, { sha256, ...(0,_app_card_js__WEBPACK_IMPORTED_MODULE_0__/* .fileOf */ .W7)(source, inspection) })
        : '';
    return [headline, (0,_preflight_js__WEBPACK_IMPORTED_MODULE_1__/* .preflightTable */ .S)(problems, inspection?.file), card].filter(Boolean).join('\n\n');
}


/***/ }),

/***/ 4011:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ preflightTable),
/* harmony export */   m: () => (/* binding */ preflightCounts)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8488);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6590);



/** Problems past which the table says "and N more" (the log lists the first ten, counts the rest). */
const PROBLEMS_SHOWN = 50;
/**
 * The problems that refuse the IPA, one row each: Apple's code (or the check's) in its own column,
 * then the problem and its fix, without the code and the file name the log's sentence carries.
 */
function preflightTable(problems, file) {
    const refusing = problems.filter(problem => problem.refuses);
    if (refusing.length === 0)
        return '';
    const name = file ? node_path__WEBPACK_IMPORTED_MODULE_0__.basename(file) : undefined;
    return [
        `**${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(refusing.length, 'problem')} that refuse the IPA**`,
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)(['Code', 'Problem'], refusing.map(problem => [(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(problem.code), (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdMessage */ .be)(inTable(problem, name), 600)]), { limit: PROBLEMS_SHOWN, left: true })
    ].join('\n\n');
}
/** How preflight counts the problems of an IPA: those that refuse it, and those that only warn. */
function preflightCounts(problems) {
    const refusing = problems.filter(problem => problem.refuses).length;
    const warning = problems.length - refusing;
    if (problems.length === 0)
        return 'no problem found';
    const parts = [
        refusing > 0 ? `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(refusing, 'problem')} that refuse it` : undefined,
        warning > 0 ? (0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(warning, 'warning') : undefined
    ];
    return `${parts.filter(Boolean).join(', ')} (listed above)`;
}
/** A problem's sentence as a row says it: its code has a column, the file is the summary's. */
function inTable({ code, message }, file) {
    const text = file && message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message;
    return text.replace(` (${code})`, '').replace(`(${code}: `, '(');
}


/***/ }),

/***/ 2784:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  K: () => (/* binding */ unitSection)
});

// EXTERNAL MODULE: ./src/summary/app-card.ts
var app_card = __nccwpck_require__(2554);
// EXTERNAL MODULE: ./src/summary/check.ts
var check = __nccwpck_require__(8444);
// EXTERNAL MODULE: ./src/summary/preflight.ts
var preflight = __nccwpck_require__(4011);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __nccwpck_require__(8488);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __nccwpck_require__(6590);
;// CONCATENATED MODULE: ./src/summary/status-history.ts


/** The statuses seen, each with when and how long after the first, and why the wait stopped early. */
function statusHistory(history, note) {
    if (history.length === 0)
        return [];
    const start = history[0].at.getTime();
    const parts = [
        '### Status history',
        (0,markdown/* table */.tp)(['Status', 'Seen at (UTC)', 'After'], history.map(change => [
            (0,markdown/* mdCode */.xs)(change.status),
            change.at
                .toISOString()
                .replace('T', ' ')
                .replace(/\.\d+Z$/, ''),
            (0,format/* formatDuration */.a3)(change.at.getTime() - start)
        ]))
    ];
    if (note)
        parts.push(`_${(0,markdown.md)(note, 400)}_`);
    return parts;
}

;// CONCATENATED MODULE: ./src/summary/status.ts



/** The headline, unless the step fails: then the failure heads the summary and is not said twice. */
function headline({ happened, facts: known }, warnings) {
    const withWarnings = warnings > 0 ? ` with ${(0,format/* plural */.LS)(warnings, 'warning')}` : '';
    if (happened === 'untracked')
        return known.wait?.unexpected
            ? `📨 **Not readable${withWarnings}**: the submission's status could not be read (see the warning), so progress goes by e-mail.`
            : `📨 **Not readable${withWarnings}**: the service offers no way to read the submission's status, so progress goes by e-mail.`;
    const status = statusOf(known);
    if (happened === 'succeeded')
        return `✅ **Done${withWarnings}**: the service reports ${(0,markdown/* mdCode */.xs)(status)}.`;
    if (happened !== 'accepted')
        return undefined;
    const how = known.dryRun ? 'dry run: read once, nothing changed' : 'read once, not waiting';
    return `⏳ **Still in progress${withWarnings}**: the service reports ${(0,markdown/* mdCode */.xs)(status)} (${how}).`;
}
/** The submission, how old it is, the GitHub deployment it follows, and the statuses this step saw. */
function statusSection(outcome, warnings, now = Date.now()) {
    const { facts: known } = outcome;
    const { wait, deployment, release } = known;
    const status = statusOf(known);
    const first = known.firstStatus;
    const history = wait?.history ?? (first?.status ? [{ status: first.status, at: new Date(first.at) }] : []);
    const parts = [
        headline(outcome, warnings),
        (0,markdown/* facts */.Ix)([
            ['Submission', (0,markdown/* mdCode */.xs)(known.submissionId ?? '')],
            ['Status', status ? (0,markdown/* mdCode */.xs)(status) : 'not readable'],
            ['App', appOf(release)],
            ['SHA-256', release?.sha256 ? (0,markdown/* mdCode */.xs)(release.sha256) : undefined],
            ['Created', created(createdAtOf(known.record), now)],
            ['GitHub deployment', deployment ? (0,markdown/* mdLink */.YF)(`#${deployment.id}`, deployment.url) : undefined],
            [
                known.waited ? 'Waited' : 'Read',
                known.waited ? (0,format/* formatDuration */.a3)(known.durationMs ?? 0) : 'once'
            ]
        ]),
        ...statusHistory(history, wait?.note)
    ];
    return parts.filter(Boolean).join('\n\n');
}
/** The last status read; empty when the service offers no way to read it. */
function statusOf({ wait, firstStatus }) {
    return wait?.status ?? firstStatus?.status ?? '';
}
/** The record's created_at, as the service sent it (anything, or nothing). */
function createdAtOf(record) {
    return record && typeof record === 'object'
        ? record.created_at
        : undefined;
}
/** created_at and how long ago it was; a record without one (or with no date in it) says so. */
function created(value, now) {
    if (value === undefined || value === null || value === '')
        return 'not known (the record has no `created_at`)';
    const at = typeof value === 'string' ? Date.parse(value) : NaN;
    if (Number.isNaN(at))
        return `${(0,markdown.md)(value, 60)} (not a date: age not known)`;
    return `${(0,markdown.md)(value, 60)}, ${(0,format/* formatDuration */.a3)(Math.max(0, now - at))} ago`;
}
/** The app a deployment records, as `com.example.App 2.3.0 (45)`. */
function appOf(release) {
    if (!release?.bundle_id)
        return undefined;
    const version = release.version ? ` ${(0,markdown/* mdCode */.xs)(release.version)}` : '';
    const build = release.build ? ` (build ${(0,markdown/* mdCode */.xs)(release.build)})` : '';
    return `${(0,markdown/* mdCode */.xs)(release.bundle_id)}${version}${build}`;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/text/signed-url.ts
var signed_url = __nccwpck_require__(6627);
;// CONCATENATED MODULE: ./src/summary/submit.ts






/**
 * The headline, unless the step fails: then the failure heads the summary and is not said twice.
 */
function submit_headline({ happened, facts: known }, warnings) {
    if (happened === 'dry-run')
        return '🧪 **Dry run**: inputs, IPA and team checked; nothing was sent.';
    const status = (0,markdown/* mdCode */.xs)(known.wait?.status ?? known.status ?? 'pending');
    const withWarnings = warnings > 0 ? ` with ${(0,format/* plural */.LS)(warnings, 'warning')}` : '';
    switch (happened) {
        case 'succeeded':
            return `✅ **Submitted${withWarnings}**: the service reports ${status}.`;
        case 'untracked':
            return known.wait?.unexpected
                ? `📨 **Accepted${withWarnings}** with status ${status}; its status could not be read (see the warning), so progress goes by e-mail.`
                : `📨 **Accepted${withWarnings}** with status ${status}; the service offers no way to follow it, so progress goes by e-mail.`;
        case 'accepted':
            return `📨 **Accepted${withWarnings}** with status ${status} (not waiting for the outcome).`;
    }
    return undefined;
}
/** A submission's part of the job summary: the headline, one table of facts, the status history. */
function submitSection(outcome, warnings) {
    const { facts: known } = outcome;
    const sent = outcome.happened !== 'dry-run';
    const parts = [
        submit_headline(outcome, warnings),
        known.how ? (0,markdown/* alert */.xE)('NOTE', [(0,markdown.md)(known.how, 600)]) : undefined,
        (0,markdown/* facts */.Ix)([
            [
                'Submission',
                sent && known.submissionId ? (0,markdown/* mdCode */.xs)(known.submissionId) : 'not sent (dry run)'
            ],
            ['Status', sent ? (0,markdown/* mdCode */.xs)(known.wait?.status ?? known.status ?? '') : undefined],
            ...appRows(outcome),
            [
                'Team',
                known.team
                    ? `${known.team.name ? `${(0,markdown.md)(known.team.name)} ` : ''}${(0,markdown/* mdCode */.xs)(known.team.id)}`
                    : undefined
            ],
            ['Account', known.team?.account ? (0,markdown.md)(known.team.account) : undefined],
            ['Notify', known.notifyEmails?.length ? (0,markdown.md)(known.notifyEmails.join(', ')) : undefined],
            ['GitHub deployment', deploymentLink(outcome)],
            ['Duration', known.durationMs !== undefined ? (0,format/* formatDuration */.a3)(known.durationMs) : undefined]
        ])
    ];
    if (known.wait)
        parts.push(...statusHistory(known.wait.history, known.wait.note));
    return parts.filter(Boolean).join('\n\n');
}
/** The app and its file, as the card has them; without an inspection, the file and its hash. */
function appRows({ facts: known, problems }) {
    const { source, inspection, sha256 } = known;
    if (!source)
        return [];
    // Following an earlier attempt's submission: its file's size is not known, nor shown.
    const file = known.otherFile && source.kind === 'file' ? {} : (0,app_card/* fileOf */.W7)(source, inspection);
    if (inspection)
        return (0,app_card/* appFacts */.XO)(inspection, problems, { sha256, ...file, checked: known.checked });
    return [
        ['IPA', ipaCell(source)],
        ['SHA-256', sha256 ? (0,markdown/* mdCode */.xs)(sha256) : undefined]
    ];
}
function deploymentLink({ facts: known }) {
    const { deployment } = known;
    if (!deployment)
        return undefined;
    return (0,markdown/* mdLink */.YF)(`#${deployment.id} in ${deployment.environment ?? ''}`, deployment.url);
}
function ipaCell(source) {
    return source.kind === 'file'
        ? `${(0,markdown/* mdCode */.xs)(external_node_path_.basename(source.path))}, ${(0,format/* formatBytes */.z3)(source.size)}`
        : (0,markdown.md)((0,signed_url/* shownUrl */.zA)(source.url));
}

;// CONCATENATED MODULE: ./src/summary/upload.ts




/**
 * An upload's part of the job summary: the headline, then one table of the stored record and the
 * app (the file's row only when preflight read no app), as submit has it.
 */
function uploadSection({ happened, facts: known, problems }) {
    const { source, inspection, sha256, how } = known;
    const stored = happened === 'stored' && known.ipaId !== undefined;
    const app = inspection
        ? (0,app_card/* appFacts */.XO)(inspection, problems, { sha256, ...(source && (0,app_card/* fileOf */.W7)(source, inspection)) })
        : [
            [
                'From',
                !source
                    ? undefined
                    : source.kind === 'file'
                        ? (0,markdown/* mdCode */.xs)(external_node_path_.basename(source.path))
                        : (0,markdown.md)((0,signed_url/* shownUrl */.zA)(source.url))
            ]
        ];
    const headline = stored
        ? `✅ **Stored** as unsigned IPA ${(0,markdown/* mdCode */.xs)(known.ipaId)}.`
        : '🧪 **Dry run**: inputs and IPA checked; nothing was sent.';
    const record = stored
        ? [
            ['Id', (0,markdown/* mdCode */.xs)(known.ipaId)],
            ['Stored at', known.sourceUrl ? (0,markdown/* mdLink */.YF)(known.sourceUrl, known.sourceUrl) : undefined],
            ['Created', known.createdAt ? (0,markdown.md)(known.createdAt) : undefined]
        ]
        : [];
    const note = how ? (0,markdown/* alert */.xE)('NOTE', [(0,markdown.md)(how, 600)]) : undefined;
    return [headline, note, (0,markdown/* facts */.Ix)([...record, ...app])].filter(Boolean).join('\n\n');
}

;// CONCATENATED MODULE: ./src/summary/unit.ts






/**
 * A unit of work's part of the job summary, from its outcome: nothing until it is known what
 * happened (a failure before that is the failure's alert alone). `warnings`: the step's, counted in
 * the headline.
 */
function unitSection(outcome, warnings) {
    if (!outcome.happened || !outcome.kind)
        return undefined;
    // A check's verdict heads its section, refused or not.
    if (outcome.kind === 'check')
        return (0,check/* checkSection */.U)(outcome);
    if (outcome.happened === 'refused')
        return refusedSection(outcome);
    switch (outcome.kind) {
        case 'submit':
            return submitSection(outcome, warnings);
        case 'upload':
            return uploadSection(outcome);
        case 'status':
            return statusSection(outcome, warnings);
    }
    return undefined;
}
/** An IPA preflight refused: the problems that refuse it, with Apple's codes, then the app's card. */
function refusedSection({ facts, problems }) {
    const { inspection, source } = facts;
    const card = inspection && source ? (0,app_card/* appCard */.Um)(inspection, problems, (0,app_card/* fileOf */.W7)(source, inspection)) : '';
    return [(0,preflight/* preflightTable */.S)(problems, inspection?.file), card].filter(Boolean).join('\n\n');
}


/***/ }),

/***/ 7515:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ errorMessage)
/* harmony export */ });
/** The message of anything thrown; duck-typed, as errors from Node may come from another realm. */
function errorMessage(error) {
    if (typeof error === 'object' && error !== null && 'message' in error)
        return String(error.message);
    return String(error);
}


/***/ }),

/***/ 8488:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   qo: () => (/* binding */ clockTime),
/* harmony export */   vJ: () => (/* binding */ withArticle),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/** How sizes, durations and counts are written everywhere: the log, the summary and errors. */
function formatBytes(bytes) {
    const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return unit === 0 ? `${bytes} bytes` : `${value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
}
/** `42s`, `3m 05s`, `1h 02m`. */
function formatDuration(ms) {
    const seconds = Math.max(0, Math.round(ms / 1000));
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
    return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}
/** Made on first use: loading ICU's number formats costs every start of the action some 10 ms. */
let numberFormat;
/** `1,234,567`; `12.5`: a count as people read it. */
function formatCount(value) {
    numberFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    return numberFormat.format(value);
}
/** `1 team`, `3 teams`; `plural(2, 'entry', 'entries')`. */
function plural(count, one, many = `${one}s`) {
    return `${count} ${count === 1 ? one : many}`;
}
/** `17:28:03 UTC`: a time of day in a message about the last minutes. */
function clockTime(at) {
    return at ? `${at.toISOString().slice(11, 19)} UTC` : 'an unknown time';
}
/** `an iOS`, `a watchOS`, `an ad hoc`: the indefinite article a name takes, by its first letter. */
function withArticle(name) {
    return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}


/***/ }),

/***/ 6590:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ix: () => (/* binding */ facts),
/* harmony export */   TM: () => (/* binding */ folded),
/* harmony export */   YF: () => (/* binding */ mdLink),
/* harmony export */   be: () => (/* binding */ mdMessage),
/* harmony export */   md: () => (/* binding */ md),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   xE: () => (/* binding */ alert),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* unused harmony export plainAlerts */
/* harmony import */ var _signed_url_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6627);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9209);


/** A markdown table whose cells are already safe markdown; long tables end with "and N more". */
function table(headers, rows, { limit = 50, left = false } = {}) {
    const shown = rows.slice(0, limit);
    const lines = [
        `| ${headers.join(' | ')} |`,
        `| ${headers.map(() => (left ? ':--' : '---')).join(' | ')} |`,
        ...shown.map(row => `| ${row.map(cell => cell || ' ').join(' | ')} |`)
    ];
    if (rows.length > shown.length)
        lines.push('', `… and ${rows.length - shown.length} more.`);
    return lines.join('\n');
}
/**
 * A two-column table of label and value, skipping empty values. The first pair is the header row,
 * so the table opens with what it is about (a table with an empty header shows a blank row).
 */
function facts(pairs) {
    const rows = pairs
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([label, value]) => [md(label), value]);
    if (rows.length === 0)
        return '';
    const [header, ...rest] = rows;
    // Left-aligned, so the heading fact lines up with the rest instead of sitting centred.
    return table(header, rest, { left: true });
}
/**
 * Markdown-safe text for a table cell or a line of the summary: no HTML, no links, no pipes, and
 * nothing GitHub would turn into a link by itself: that shows as code (see `withLinkablesAsCode`). Links the action means
 * to draw go through `mdLink`.
 */
function md(value, maxLength = 200) {
    const text = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(value === undefined || value === null ? '' : String(value), maxLength);
    return withLinkablesAsCode(text);
}
/**
 * A message of the action's own for the summary (a failure, a warning): as `md`, but what it writes
 * in backticks (`api-key: ${{ secrets.X }}`, `command: status`) shows as code, not as backticks. A
 * code span can hold no link, tag or emphasis, so text from the service quoted in the message stays
 * as harmless there as anywhere.
 */
function mdMessage(value, maxLength = 200) {
    const text = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(value === undefined || value === null ? '' : String(value), maxLength);
    return text
        .split(/(`[^`]+`)/)
        .map(part => /^`[^`]+`$/.test(part) ? mdCode(part.slice(1, -1), maxLength) : withLinkablesAsCode(part))
        .join('');
}
/** Text with nothing markdown or HTML would read: entities, tags, pipes, emphasis, links. */
function escaped(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/\|/g, '&#124;')
        .replace(/([\\`*_[\]~])/g, '\\$1');
}
/**
 * What GitHub would link by itself: `scheme://…`, `www.…`, and a word with `@` (an address, a
 * mention). A trailing full stop, comma or bracket is the sentence's, as GitHub reads it too.
 */
const LINKABLE = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s|`<>]*|[^\s|`<>@()[\]]*@[^\s|`<>]+/gi;
const TRAILING = /[.,;:!?'")\]]+$/;
/**
 * Escaped text whose linkable parts are inline code: a code span is never linked, by the parser or
 * by GitHub's later pass (mentions, addresses), and what a user copies from it is the text itself,
 * with no invisible character inside.
 */
function withLinkablesAsCode(text) {
    let out = '';
    let last = 0;
    for (const match of text.matchAll(LINKABLE)) {
        const linkable = match[0].replace(TRAILING, '');
        if (!linkable.includes('@') && !/[/.]./.test(linkable))
            continue;
        out += escaped(text.slice(last, match.index)) + `\`${linkable}\``;
        last = match.index + linkable.length;
    }
    return out + escaped(text.slice(last));
}
/** Inline code in markdown, for ids and hashes: backticks cannot close it early. */
function mdCode(value, maxLength = 200) {
    const text = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(String(value ?? ''), maxLength).replace(/`/g, "'");
    // No code span shows a pipe everywhere: a table cell needs `\|` (`&#124;` shows literally), which
    // shows its backslash outside tables, and after a `\` (`\\|`) ends the cell, shifting the row.
    // Plain text, where `&#124;` is a pipe in and out of tables, shows such values as they are.
    if (text.includes('|'))
        return md(text, maxLength);
    return text ? `\`${text}\`` : '';
}
/**
 * Link only to http(s) URLs; anything else is shown as text, and so is a URL that carries a secret
 * (a pre-signed query, credentials): its target would show it.
 */
function mdLink(label, url) {
    if (!url || (0,_signed_url_js__WEBPACK_IMPORTED_MODULE_1__/* .carriesSecret */ .Md)(url))
        return md(label);
    try {
        const parsed = new URL(url);
        if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
            return md(label);
        // The URL parser has percent-encoded it once already; what it leaves that would end the link
        // or break a table is encoded here, and nothing else is touched (a %2F stays a %2F).
        const target = parsed.href.replace(/[()|`\\<> ]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
        // Inside a link's text nothing is linked again: the label needs no defusing, only escaping.
        return `[${escaped((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(label, 200))}](${target})`;
    }
    catch {
        return md(label);
    }
}
const ALERT_LABELS = { NOTE: 'ℹ️ Note', CAUTION: '⛔ Caution', WARNING: '⚠️ Warning' };
/**
 * The markdown with each GitHub alert's first line (`> [!WARNING]`) as a bold label, for a viewer
 * that knows no alerts (which shows the marker as it is): still a blockquote, its kind in words.
 */
function plainAlerts(markdown) {
    return markdown.replace(/^> \[!(NOTE|CAUTION|WARNING)\]$/gm, (_, kind) => `> **${ALERT_LABELS[kind]}**`);
}
/** A GitHub alert: a blockquote whose first line names its kind; its lines are markdown already. */
function alert(kind, lines) {
    return [`[!${kind}]`, ...lines].map(line => (line ? `> ${line}` : '>')).join('\n');
}
/**
 * A section folded under its title (GitHub renders `<details>`). The title is plain text: inside the
 * HTML of `<summary>` markdown is not drawn, so it is escaped as HTML. The body is any markdown, set
 * apart by blank lines so that its tables still render.
 */
function folded(title, body) {
    const text = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(title, 200).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
    return ['<details>', `<summary>${text}</summary>`, '', body, '', '</details>'].join('\n');
}


/***/ }),

/***/ 6627:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K0: () => (/* binding */ secretPartsOf),
/* harmony export */   Md: () => (/* binding */ carriesSecret),
/* harmony export */   lH: () => (/* binding */ withSignedUrlsHidden),
/* harmony export */   ud: () => (/* binding */ secretPartsIn),
/* harmony export */   zA: () => (/* binding */ shownUrl)
/* harmony export */ });
/**
 * Pre-signed URLs: a URL whose query carries what lets anyone who holds it fetch the file (an S3
 * `X-Amz-Signature`, a Google `X-Goog-Signature`, an Azure SAS `sig`, a `token`, a `key`), or
 * whose user part carries a password. The one rule for every such URL, whether an input gave it or
 * the service sent it: the log and the summary show it without its query (`shownUrl`, and
 * `withSignedUrlsHidden` for free text); an output that carries it keeps it whole, and its secret
 * parts (`secretPartsIn`) are masked for the runner. A URL with neither shows whole.
 */
/** Vendors' families of signing parameters: every parameter of theirs marks the URL as signed. */
const SIGNING_FAMILY = /^x-(amz|goog)-/i;
/** Names of parameters that carry a credential themselves (whatever their case). */
const CREDENTIAL = /^sig$|signature|token|key|secret|credential|password|auth/i;
/**
 * Values shorter than this are not masked on their own, only as part of their whole query: the runner
 * would hide every chance occurrence of them in the log (a 4-digit `key` would blank out years).
 */
const MIN_MASKED_LENGTH = 8;
/** A URL in free text; a bounded scheme keeps the scan linear on any text. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]{0,31}:\/\/[^\s<>"'`]+/gi;
/** What usually follows a URL in a sentence rather than belongs to it. */
const TRAILING = /[.,;:!?)\]}]+$/;
/** Whether the URL carries a secret: a signing parameter in its query or fragment, or credentials. */
function carriesSecret(url) {
    const parts = rawParts(url);
    return parts.userinfo !== '' || isSigned(parts.query) || isSigned(parts.fragment);
}
/**
 * A URL as logs and summaries show it: whole, but for credentials (never shown); a signed one as
 * `scheme://host/path (query hidden)`, without its query and fragment.
 */
function shownUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return '(an invalid URL)';
    }
    const { query, fragment } = rawParts(url);
    if (isSigned(query) || isSigned(fragment))
        return `${parsed.protocol}//${parsed.host}${parsed.pathname} (query hidden)`;
    parsed.username = '';
    parsed.password = '';
    return parsed.href;
}
/** The text with every URL that carries a secret in its shown form (see `shownUrl`). */
function withSignedUrlsHidden(text) {
    if (!text.includes('://'))
        return text;
    return text.replace(URL_IN_TEXT, found => {
        const url = found.replace(TRAILING, '');
        return carriesSecret(url) ? `${shownUrl(url)}${found.slice(url.length)}` : found;
    });
}
/**
 * What the runner must mask of a URL, as written: its credentials and its signed query or fragment
 * whole, and on their own the values of the parameters that carry a credential (as written and
 * decoded), should one show apart from the rest. Nothing for a URL that carries no secret.
 */
function secretPartsOf(url) {
    const { userinfo, password, query, fragment } = rawParts(url);
    // A user name alone may be a word (`git@`): masked only when long enough to be a token.
    const parts = password || userinfo.length >= MIN_MASKED_LENGTH ? [userinfo] : [];
    if (password.length >= MIN_MASKED_LENGTH)
        parts.push(password, decoded(password));
    for (const signed of [query, fragment].filter(isSigned)) {
        parts.push(signed);
        for (const { name, value } of parameters(signed)) {
            if (CREDENTIAL.test(name) && value.length >= MIN_MASKED_LENGTH)
                parts.push(value, decoded(value));
        }
    }
    return [...new Set(parts.filter(Boolean))];
}
/** The secret parts (see `secretPartsOf`) of every URL in a value's strings, however deep. */
function secretPartsIn(value) {
    const parts = new Set();
    const pending = [value];
    while (pending.length > 0) {
        const node = pending.pop();
        if (typeof node === 'string') {
            if (!node.includes('://'))
                continue;
            for (const [found] of node.matchAll(URL_IN_TEXT))
                for (const part of secretPartsOf(found.replace(TRAILING, '')))
                    parts.add(part);
        }
        else if (typeof node === 'object' && node !== null) {
            for (const item of Array.isArray(node) ? node : Object.values(node))
                pending.push(item);
        }
    }
    return [...parts];
}
function isSigned(query) {
    return parameters(query).some(({ name }) => SIGNING_FAMILY.test(name) || CREDENTIAL.test(name));
}
function parameters(query) {
    if (query === '')
        return [];
    return query.split('&').map(pair => {
        const at = pair.indexOf('=');
        const name = decoded((at < 0 ? pair : pair.slice(0, at)).replace(/\+/g, ' '));
        return { name, value: at < 0 ? '' : pair.slice(at + 1) };
    });
}
function rawParts(url) {
    const hashAt = url.indexOf('#');
    const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
    const queryAt = beforeHash.indexOf('?');
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(beforeHash)?.[0] ?? '';
    const rest = (queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)).slice(scheme.length);
    const authority = scheme ? rest.split('/')[0] : '';
    const at = authority.lastIndexOf('@');
    const userinfo = at < 0 ? '' : authority.slice(0, at);
    const colon = userinfo.indexOf(':');
    return {
        userinfo,
        password: colon < 0 ? '' : userinfo.slice(colon + 1),
        query: queryAt < 0 ? '' : beforeHash.slice(queryAt + 1),
        fragment: hashAt < 0 ? '' : url.slice(hashAt + 1)
    };
}
function decoded(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}


/***/ }),

/***/ 9209:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $B: () => (/* binding */ neutraliseCommands),
/* harmony export */   Bv: () => (/* binding */ safeLines),
/* harmony export */   Nt: () => (/* binding */ withoutSecret),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   uS: () => (/* binding */ scrubberFor)
/* harmony export */ });
/* unused harmony exports showsSecret, withoutAnywhereCommands, jsonWithoutCommands, oneLineOfControls */
/* harmony import */ var _signed_url_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6627);

/**
 * Text that comes from the service (or anything else we do not control) is untrusted: it must not be
 * able to start a workflow command in the log (a line beginning with `::`), spill over several lines,
 * break the summary's markdown, or show a pre-signed URL's query.
 */
const HTML_HINT = /<\s*(!doctype|html|head|body|title|h1|p|div|center)\b/i;
/**
 * Longest stretch of a text read for its words. The snippet shown is a few hundred characters, and
 * every pass below is linear in this length, so that no answer (a 1 MiB junk page) can stall the step.
 */
const MAX_READ = 256 * 1024;
/** One line of plain text: HTML reduced to its words, control characters and new lines folded. */
function oneLine(text, maxLength = 300) {
    let plain = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
    if (HTML_HINT.test(plain)) {
        const title = /<title\b[^<>]{0,200}>([^<]{0,500})<\/title\s*>/i.exec(plain)?.[1];
        const body = withoutElements(plain, ['script', 'style', 'head'])
            .replace(/<[^<>]*>/g, ' ')
            .replace(/&nbsp;/g, ' ')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&quot;/g, '"')
            .replace(/&#39;/g, "'")
            .replace(/&amp;/g, '&');
        plain = title && !body.includes(title.trim()) ? `${title} ${body}` : body;
    }
    // Control characters, line separators and bidi overrides (which could reorder the text around them).
    // eslint-disable-next-line no-control-regex
    plain = plain.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ');
    // Before it is cut: a URL cut short could lose the name of the parameter that signs it.
    plain = (0,_signed_url_js__WEBPACK_IMPORTED_MODULE_0__/* .withSignedUrlsHidden */ .lH)(plain.replace(/\s+/g, ' ').trim());
    if (plain.length > maxLength)
        plain = `${plain.slice(0, maxLength - 1).trimEnd()}…`;
    return neutraliseCommands(plain);
}
/**
 * The HTML without these elements and what they hold (an element never closed is left as it is).
 * Linear, so that no answer can stall the step: every search starts where the last one ended, and a
 * closing tag found missing once is not looked for again (a backtracking regex took minutes on a
 * page of open tags).
 */
function withoutElements(html, names) {
    const open = new RegExp(`<(${names.join('|')})\\b[^<>]*>`, 'gi');
    const neverClosed = new Set();
    let kept = '';
    let from = 0;
    for (let match = open.exec(html); match; match = open.exec(html)) {
        const name = match[1].toLowerCase();
        if (neverClosed.has(name))
            continue;
        const close = new RegExp(`</${name}\\s*>`, 'gi');
        close.lastIndex = open.lastIndex;
        if (!close.exec(html)) {
            neverClosed.add(name);
            continue;
        }
        kept += `${html.slice(from, match.index)} `;
        from = open.lastIndex = close.lastIndex;
    }
    return kept + html.slice(from);
}
/**
 * The text with each secret replaced by `***` wherever it shows: as it is, JSON-escaped (with `/` as
 * `\/` too), URL-encoded (upper- or lower-case hex) or base64 (at any alignment: a service that
 * echoes `Authorization: Bearer …` base64-encoded shifts the key within its 3-byte groups). The runner
 * masks secrets in its log, but only there: outputs, summaries and files have to be clean.
 */
function withoutSecret(text, secrets) {
    return scrubberFor(secrets).scrub(text);
}
/** Whether the text shows a secret in one of the forms `withoutSecret` replaces. */
function showsSecret(text, secrets) {
    return scrubberFor(secrets).shows(text);
}
/** Base64 stretches shorter than this are not looked for: too likely to occur by chance. */
const MIN_BASE64_CORE = 8;
let lastScrubber;
function scrubberFor(secrets) {
    const list = typeof secrets === 'string' ? [secrets] : secrets;
    const key = JSON.stringify(list);
    if (lastScrubber?.key === key)
        return lastScrubber.scrubber;
    const forms = secretForms(list);
    const scrubber = {
        scrub: text => {
            let result = text;
            for (const form of forms)
                if (result.includes(form))
                    result = result.split(form).join('***');
            return result;
        },
        shows: text => forms.some(form => text.includes(form))
    };
    lastScrubber = { key, scrubber };
    return scrubber;
}
function secretForms(secrets) {
    const forms = secrets
        .filter(secret => secret.length > 0)
        .flatMap(secret => {
        const escaped = JSON.stringify(secret).slice(1, -1);
        const encoded = encodeURIComponent(secret);
        return [
            secret,
            escaped,
            escaped.replace(/\//g, '\\/'),
            encoded,
            encoded.replace(/%[0-9A-F]{2}/g, hex => hex.toLowerCase()),
            ...base64Forms(secret)
        ];
    });
    // Longest first, so that no form is cut by a shorter one it contains.
    return [...new Set(forms)].sort((a, b) => b.length - a.length);
}
/**
 * The secret base64-encoded on its own (with its padding), and the characters that only its bytes
 * decide when 0, 1 or 2 other bytes come before it: whatever surrounds it, its encoding holds one.
 */
function base64Forms(secret) {
    const bytes = Buffer.from(secret);
    const forms = [bytes.toString('base64')];
    for (const offset of [0, 1, 2]) {
        const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
        const start = Math.ceil((offset * 8) / 6);
        const end = Math.floor(((offset + bytes.length) * 8) / 6);
        const core = encoded.slice(start, end);
        if (core.length >= MIN_BASE64_CORE)
            forms.push(core);
    }
    return forms;
}
/**
 * Breaks `::` and `##[` so that no line of the text can be read by the runner as a workflow command:
 * `::name::` counts at the start of a line, but the legacy `##[name]` anywhere in it (`##[set-output …]`
 * would set an output, `##[stop-commands]` silence the step's own commands), and Azure Pipelines'
 * `##vso[name]` anywhere in a line of stdout or stderr (`##vso[task.setvariable …]` would set a
 * variable of later steps, `##vso[task.prependpath]` their PATH). A `::` inside a URL
 * (`http://[::1]:8787`) is left whole, so that the URL still works when copied: a URL starts with
 * its scheme, so none of its `::` can start a line.
 */
function neutraliseCommands(text) {
    return withoutAnywhereCommands(text.replace(URL_OR_COLONS, found => (found === '::' ? ':\u200b:' : found)));
}
/** `##[` and `##vso[` broken, the commands a runner or an agent finds anywhere in a line. */
function withoutAnywhereCommands(text) {
    return text.replace(ANYWHERE_COMMAND, found => `##\u200b${found.slice(2)}`);
}
/**
 * A JSON document in which no line holds `##[` or `##vso[`, and which parses to the same value: such
 * a `#` can only be inside a string, where `\u0023` is the same character.
 */
function jsonWithoutCommands(json) {
    return json.replace(ANYWHERE_COMMAND, found => `\\u0023${found.slice(1)}`);
}
const ANYWHERE_COMMAND = /##(vso)?\[/gi;
/**
 * A value on one line, as a line of a log or of a dotenv file holds it: each run of line breaks and
 * other control characters (a terminal's escapes, GitLab's section markers begin with one) is a
 * space; a tab and everything else are kept.
 */
function oneLineOfControls(value) {
    // eslint-disable-next-line no-control-regex
    return value.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
}
/** A URL (its scheme, `//`, and what follows up to a space), or a `::` outside one. */
const URL_OR_COLONS = /\b[a-z][a-z0-9+.-]*:\/\/[^\s]*|::/gi;
/** Multi-line text safe for the log: every line neutralised, control characters dropped, signed URLs hidden. */
function safeLines(text) {
    return (text
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
        .split('\n')
        .map(line => neutraliseCommands((0,_signed_url_js__WEBPACK_IMPORTED_MODULE_0__/* .withSignedUrlsHidden */ .lH)(line)))
        .join('\n'));
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ }),

/***/ 9783:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ getProxyUrl)
/* harmony export */ });
/* unused harmony export checkBypass */
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map

/***/ }),

/***/ 8330:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"UU":"app-store-deploy-action","rE":"0.1.0"}');

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map
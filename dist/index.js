import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

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
/* harmony import */ var _failures_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4506);
/* harmony import */ var _service_advice_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1471);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5756);
/* harmony import */ var _service_retry_index_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1522);
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
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9209);
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
    if (failure.type === 'same-release')
        return {
            headline: `${failure.label} ${sameRelease(failure)}`,
            next: 'Send one of them, or give the other its own build number.'
        };
    if (failure.type === 'manifest-match')
        return explainManifestMatch(failure, names);
    const { count, together } = failure;
    const said = together && (0,_team_js__WEBPACK_IMPORTED_MODULE_2__/* .explainFleetTeams */ .c)(together, names);
    const problems = [
        ...(said ? [said.problem] : []),
        ...failure.items.map(item => 'twin' in item
            ? `${item.label} ${sameRelease(item)} Send one of them, or give the other its own build number.`
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
function sameRelease({ twin, app }) {
    return `is the same release as ${twin}${app}, which is sent once.`;
}
/** An IPA the manifest names in no entry, or in several: what to add, or what to narrow. */
function explainManifestMatch(failure, names) {
    const { label, bundleId, entries } = failure;
    const manifest = `'${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(failure.manifest, 200)}'`;
    const app = bundleId ? ` (${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(bundleId, 200)})` : '';
    if (entries.length > 1)
        return {
            headline: `${label}${app} is named by ${entries.length} entries of the manifest ${manifest}`,
            problems: entries.map(entry => (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(entry, 300)),
            next: `Make one entry name it: narrow an 'ipa' glob, or remove one of them.`
        };
    const add = bundleId
        ? `'- bundle-id: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(bundleId, 200)}'`
        : `'- ipa: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(label, 200)}' (its bundle identifier could not be read)`;
    return {
        headline: `${label}${app} is named by no entry of the manifest ${manifest}`,
        next: `Add an entry ${add} with its team to ${manifest}, or take the IPA out of ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaPath)}.`
    };
}


/***/ }),

/***/ 4506:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  d: () => (/* binding */ failureInWords)
});

// UNUSED EXPORTS: explain

// EXTERNAL MODULE: ./src/text/format.ts
var format = __nccwpck_require__(8488);
// EXTERNAL MODULE: ./src/inputs/names.ts
var inputs_names = __nccwpck_require__(5585);
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
                        : `Fix the IPA${skipAdvice(failure.codes, setting) ?? `, or set ${setting(inputs_names/* Inputs */.G0.Preflight, 'warn')} to send it anyway`}.`
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
 * Where every refusal is Apple's, by its code, the safe way past a check that is wrong about an IPA
 * is to skip that check alone (for `submit` and `check` alike); undefined for refusals of the
 * house's own (a development profile) that no App Store code names: for `submit`, `warn`, which
 * sends whatever else preflight finds, is then the last resort.
 */
function skipAdvice(codes, setting) {
    const apple = [...new Set(codes)];
    if (apple.length === 0 || !apple.every(code => /^ITMS-\d+$/.test(code)))
        return undefined;
    const these = apple.length === 1 ? 'this check' : 'these checks';
    return `, or, if you are sure App Store Connect takes it, skip ${these} alone with ${setting(inputs_names/* Inputs */.G0.PreflightSkip, apple.join(','))}`;
}

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
        : `Fix the IPA (the summary and the reports say what to do for each problem)${skipAdvice(refused.flatMap(ipa => ipa.codes), names.setting) ?? ''}.`;
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

// EXTERNAL MODULE: ./src/commands/failures/fleet.ts
var fleet = __nccwpck_require__(4252);
;// CONCATENATED MODULE: ./src/commands/failures/gather.ts



/** Words of a gather that found failed apps, or shards' reports it cannot make one release of. */
function explainGather(failure, names) {
    const { problems, failed, failedShards, apps } = failure;
    const failures = [
        failed.length > 0 ? `${failed.length} of ${(0,format/* plural */.LS)(apps, 'app')} failed` : undefined,
        failedShards.length > 0
            ? `${(0,format/* plural */.LS)(failedShards.length, "shard's run", "shards' runs")} failed`
            : undefined
    ].filter(Boolean);
    // Every report read and an app (or a shard's run) failed is a release with a failure; a report
    // missing or of another run is a release this step cannot tell whole.
    const headline = problems.length === 0
        ? `${failures.join(', and ')} in the release`
        : `The release is incomplete: ${(0,format/* plural */.LS)(problems.length, 'problem')} with the shards' reports${failures.map(words => `, and ${words}`).join('')}`;
    return {
        headline,
        problems: [
            ...problems.map(problem => problemWords(problem, names)),
            ...failedShards.map(shard => `shard ${shardName(shard.index, shard.total)}: its run failed: ${shard.failure}`),
            ...failed.map(item => `${item.label}${item.app} (shard ${shardName(item.shard)}): ${item.failure}`)
        ],
        next: nextOf(failure, names)
    };
}
function shardName(index, total) {
    return total === undefined ? `${index + 1}` : `${index + 1} of ${total} (index ${index})`;
}
function problemWords(problem, names) {
    switch (problem.type) {
        case 'unreadable-report':
            return `${shown(problem.file)} ${unreadableWords(problem)}`;
        case 'other-run':
            return `${shown(problem.file)} ${problem.run ? `is a report of ${(0,untrusted/* oneLine */.TN)(problem.run, 120)}` : 'names no run'}, ${problem.expected ? `not of ${(0,untrusted/* oneLine */.TN)(problem.expected, 120)}` : 'where the others name none'}.`;
        case 'missing-shard':
            return `shard ${shardName(problem.index, problem.total)}: no report among the files ${names.referred(inputs_names/* Inputs */.G0.Reports)} matched.`;
        case 'shard-twice':
            return `shard ${shardName(problem.index, problem.total)} has ${problem.files.length} reports, which no attempt of the run tells apart: ${problem.files.map(shown).join(', ')}.`;
        case 'totals-differ':
            return `the reports disagree on ${TOTALS[problem.what]}: ${problem.values.map(value => (0,untrusted/* oneLine */.TN)(value, 200)).join('; ')}.`;
        case 'shares-short':
            return `the shards' shares hold ${(0,format/* plural */.LS)(problem.gathered, 'app')}, not the fleet's ${problem.fleetSize}.`;
        case 'dry-run':
            return `${shown(problem.file)} (shard ${shardName(problem.index, problem.total)}) is a dry run's report: nothing was sent.`;
        case 'splits-differ':
            return `the shards split the fleet differently, so an app may have been sent by none: ${problem.splits.map(splitWords).join('; ')}.`;
    }
}
/** `shards 1 and 3 one way (r/0.json, r/2.json)`: the shards of one split, numbered from 1. */
function splitWords({ shards, files }, i) {
    const numbers = shards.map(index => `${index + 1}`);
    const which = numbers.length === 1
        ? `shard ${numbers[0]}`
        : `shards ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
    return `${which} ${i === 0 ? 'one way' : 'another'} (${files.map(shown).join(', ')})`;
}
const TOTALS = {
    shards: 'how many shards the fleet has',
    apps: 'how many apps the fleet has',
    command: 'what the fleet did (submit or upload)'
};
function unreadableWords(report) {
    switch (report.why) {
        case 'unreadable':
            return `cannot be read (${report.code}).`;
        case 'too-large':
            return `is ${(0,format/* formatBytes */.z3)(report.bytes)}, more than a report can be (${(0,format/* formatBytes */.z3)(report.limit)}): it was not read.`;
        case 'not-json':
            return 'is not JSON.';
        case 'other-kind':
            return 'is JSON, but not the report of a fleet of app-store-deploy.';
        case 'newer-version':
            return `is a report of version ${report.version}, which a newer app-store-deploy writes: gather with the version the shards ran.`;
        case 'bad-field':
            return `is not a report as app-store-deploy writes it: ${(0,untrusted/* oneLine */.TN)(report.field, 80)} is not ${report.expected}.`;
    }
}
/** A file's path, one line (a path is the user's, but may hold anything a file system allows). */
function shown(file) {
    return (0,untrusted/* oneLine */.TN)(file, 300);
}
/**
 * What to do: give gather the shards' release-id; re-run a shard that has no report; gather this
 * run's reports only; run the shards for real; give every shard the same IPAs; retry failed apps and
 * failed shards.
 */
function nextOf({ problems, failed, failedShards }, names) {
    const failures = [
        failed.length > 0
            ? `Fix each failed app (a new build where Apple refused it) and re-run its shard's job, which sends again only the apps that failed; then run this step again.`
            : undefined,
        failedShards.length > 0
            ? `Re-run the job of each shard whose run failed (the re-run sends nothing twice, and follows what the first left going), then this step.`
            : undefined
    ];
    return [...setAdvice(problems, names), ...failures].filter(Boolean).join(' ');
}
/** What to do of the set's problems. */
function setAdvice(problems, names) {
    const has = (type) => problems.some(p => p.type === type);
    const releaseIds = [
        ...new Set(problems.flatMap(p => (p.type === 'other-run' && p.releaseId ? [p.releaseId] : [])))
    ];
    // Gather's run is not the shards' for want of their release-id: given it, the rest is judged again.
    if (releaseIds.length > 0)
        return [
            `The shards were given ${names.referred(inputs_names/* Inputs */.G0.ReleaseId)}: give this step the same (${releaseIds.map(id => (0,untrusted/* oneLine */.TN)(id, 120)).join(' or ')}).`
        ];
    return [
        has('missing-shard') || has('unreadable-report')
            ? `Re-run the job of each shard that has no readable report (the re-run makes nothing twice, and writes its report), then this step.`
            : undefined,
        has('other-run') || has('shard-twice') || has('totals-differ') || has('shares-short')
            ? `Give ${names.referred(inputs_names/* Inputs */.G0.Reports)} the reports of this run only: download this run's artifacts into a folder of their own.`
            : undefined,
        has('dry-run')
            ? `Run each shard that made a dry run's report without ${names.referred(inputs_names/* Inputs */.G0.DryRun)}, then this step.`
            : undefined,
        has('splits-differ')
            ? `Every shard must see the same IPAs, the same files: give each shard's job the same ${names.referred(inputs_names/* Inputs */.G0.IpaPath)} and the same build artifacts (an IPA a shard cannot read is split by its file name rather than its bundle id), then re-run every shard's job (a re-run sends nothing twice) and this step.`
            : undefined
    ];
}

// EXTERNAL MODULE: ./src/commands/failures/once.ts
var once = __nccwpck_require__(4239);
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
        case 'same-release':
        case 'manifest-match':
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
        case 'gather-failed':
            return { explanation: explainGather(failure, names) };
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
/* harmony import */ var _service_retry_index_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1522);
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
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6022);

await (0,_main_js__WEBPACK_IMPORTED_MODULE_0__/* .run */ .e)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 8213:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   WJ: () => (/* binding */ INPUT_DEFAULTS),
/* harmony export */   Zt: () => (/* binding */ PREFLIGHT_MODES),
/* harmony export */   a7: () => (/* binding */ PURPOSES),
/* harmony export */   mc: () => (/* binding */ INPUTS)
/* harmony export */ });
/* unused harmony exports declaredInputNames, inDeclaredOrder, SECRET_INPUTS */
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);

/** preflight's modes. */
const PREFLIGHT_MODES = ['strict', 'warn', 'off'];
/** What `for` judges the IPAs for. */
const PURPOSES = ['submit', 'upload'];
/** Every input, in action.yml's order. */
const INPUTS = {
    'api-key': {
        description: 'API key of the service, sent as `Authorization: Bearer <key>`. From a secret; masked at once. Not read by `check`, `rules` and `gather`.',
        secret: true
    },
    'base-url': {
        description: 'Service base URL ending in `/api/v1` (`https` only, but for loopback hosts). Not read by `check`, `rules` and `gather`, which make no request.'
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
        default: 'strict',
        choices: PREFLIGHT_MODES
    },
    'preflight-skip': {
        description: 'Preflight checks to skip, by code (`ITMS-91053`, `expired-profile`), separated by commas, spaces or lines; docs/preflight.md lists them.'
    },
    for: {
        description: 'What the IPAs are judged for: `submit` (as App Store Connect takes them) or `upload` (as `upload` judges an IPA the service re-signs).',
        default: 'submit',
        choices: PURPOSES
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
    'fleet-manifest': {
        description: 'With `multiple`: a YAML or JSON file giving each app (by bundle id or IPA glob) its team, notify e-mails and preflight skips (docs/fleet-manifest.md).',
        cli: 'With --multiple: a YAML or JSON file giving each app (by bundle id or IPA glob) its team, notify e-mails and preflight skips (docs/fleet-manifest.md).'
    },
    'send-passing': {
        switch: true,
        description: 'With `multiple`: send the IPAs that pass the checks and refuse the others by name (the step still fails); `false`: one refused IPA sends none.',
        cli: 'With --multiple: send the IPAs that pass the checks and refuse the others by name (it still fails); without it, one refused IPA sends none.',
        default: 'false'
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
    },
    // Both shard inputs are read together (fleet/shard-input.ts); without them, the CI's parallel job
    // variables (GitLab, CircleCI, Azure Pipelines) say the shard, as its platform module reads them.
    'shard-index': {
        description: "With `multiple`: which share of the IPAs this job sends, from 0, of `shard-total`. Default: the CI's parallel job index, where it has one.",
        cli: "With --multiple and --shard-total: which share of the IPAs this job sends, from 0. Default: the CI's parallel job index (GitLab, CircleCI, Azure Pipelines)."
    },
    'shard-total': {
        description: "With `multiple`: how many jobs share the IPAs, each its share (split by bundle id, by size). Default: the CI's parallel job count, else 1."
    },
    'report-file': {
        description: "Path of a JSON file to write at the end, failed or not: each app's record, the outputs, the failure and the shard, for `gather`."
    },
    reports: {
        description: "The shards' `report-file` reports to gather into one release: a path or glob, or several lines of them.",
        cli: "The shards' --report-file reports to gather into one release: a path or glob (quote it); repeat the flag for several.",
        lines: true
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
    FleetManifest: 'fleet-manifest',
    SendPassing: 'send-passing',
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
    ReleaseId: 'release-id',
    ShardIndex: 'shard-index',
    ShardTotal: 'shard-total',
    ReportFile: 'report-file',
    Reports: 'reports'
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
    /** The CI's parallel copies of this job, as the adapter's platform reads them. */
    get parallel() {
        return this.source.parallel?.();
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

/***/ 9041:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ PROFILE_KIND_LABELS)
/* harmony export */ });
/** How each kind of profile is named, in the log, the summary and preflight problems alike. */
const PROFILE_KIND_LABELS = {
    development: 'development',
    'ad-hoc': 'ad hoc',
    enterprise: 'enterprise (in-house)',
    'app-store': 'App Store distribution'
};


/***/ }),

/***/ 6022:
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
        checkout: env.GITHUB_WORKSPACE || undefined,
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
/** What to do when the service's rate limit held the run longer than it is waited for. */
const HELD_TOO_LONG_HINT = "try again later, or send fewer requests at once (fewer apps side by side, or the run's jobs started apart): the limit is the service's, per API key";
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
            ? (0,advice/* advice */.v9) `${capitalised(response.notRetried)}: ${response.heldTooLong ? HELD_TOO_LONG_HINT : 'try again later'}`
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
    /**
     * How often the service's rate limit held this run's requests (a 429 with Retry-After), and how
     * long in all: for the summary, and a fleet's report file.
     */
    rateLimitWaits() {
        return this.sender.rateLimitWaits();
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

// EXTERNAL MODULE: ./src/service/retry/index.ts + 5 modules
var service_retry = __nccwpck_require__(1522);
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
 * at a time after (see Pause): requests sent side by side share one transport. A 429 with
 * Retry-After is the service's rate limit: its holds are counted, and bounded (see rate-limit.ts).
 */
class Transport {
    options;
    agents;
    pause;
    holds = new service_retry/* RateLimitHolds */.Eh();
    constructor(options) {
        this.options = options;
        this.agents = new Agents();
        const capMs = options.maxRetryDelayMs ?? service_retry/* DEFAULT_MAX_RETRY_DELAY_MS */.dF;
        this.pause = new service_retry/* Pause */.vR(options.sleep ?? sleep/* sleep */.y, capMs);
    }
    /** How often the service's rate limit held this transport's requests, and how long in all. */
    rateLimitWaits() {
        return this.holds.counts;
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
        // A rate limit's hold keeps the attempt's number (nextAttempt): it is no retry.
        for (let attempt = request.firstAttempt ?? 1;;) {
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
            this.heed(outcome, request);
            const giveUp = (why = '', heldTooLong) => {
                if (answer) {
                    const notRetried = why || undefined;
                    const response = { ...answer, attempts: attempt, outcome, earlierMayHaveActed };
                    return { ...response, notRetried, heldTooLong };
                }
                throw new transport_types/* TransportError */.w(scrub(`${method} ${url}: ${failure?.message}${why ? `; not sent again: ${why}` : ''}`), failure?.code ?? 'ERR_UNKNOWN', attempt, 
                // A GET that broke off did nothing: only a request that changes something says what began.
                method === 'GET' ? undefined : failure?.status, outcome, { method, url, proxy: failure?.proxy, tooSlow: failure?.tooSlow, tls: failure?.tls });
            };
            // A POST goes once: whether to send it again is its caller's to decide (beforeResend).
            // Only a Retry-After can be refused here (a create has no deadline): said with the answer.
            if (method === 'POST') {
                if (outcome.retryAfterMs === undefined)
                    return giveUp();
                const delay = this.delayBefore(attempt, outcome, request);
                return 'ms' in delay ? giveUp() : giveUp(delay.refused, delay.heldTooLong);
            }
            const held = (0,service_retry/* isRateLimitHold */.T_)(outcome);
            if ((0,service_retry/* judge */.S4)(outcome) !== 'send-again' || (!held && attempt > this.retriesOf(request)))
                return giveUp();
            earlierMayHaveActed ||= (0,service_retry/* mayHaveActed */.LR)(outcome);
            const resend = await this.resend(attempt, outcome, request);
            if (resend.refused !== undefined)
                return giveUp(resend.refused, resend.heldTooLong);
            waited = resend.at;
            attempt = (0,service_retry/* nextAttempt */.nj)(attempt, outcome);
        }
    }
    /**
     * What an answer says to every request: a 429 with Retry-After holds them all, counted and told
     * once per hold (onHold), unless it is held too long (rate-limit.ts); a Retry-After of a 503
     * pauses them; any other answer got through the rate limit.
     */
    heed(outcome, request) {
        const ms = outcome.retryAfterMs;
        if (!(0,service_retry/* isRateLimitHold */.T_)(outcome) || ms === undefined) {
            if (outcome.complete && outcome.status !== 429)
                this.holds.through();
            if (ms !== undefined)
                this.pause.ask(ms);
            return;
        }
        if (this.holds.refusal(ms) !== undefined)
            return;
        if (this.holds.hold(ms)) {
            const url = (0,request_headers/* scrubber */.ty)(request)(redact(request.url));
            this.options.onHold?.({ ms, method: request.method, url, about: request.about });
        }
        this.pause.ask(ms, Date.now(), service_retry/* RATE_LIMIT_PATIENCE_MS */.k7);
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
        const held = (0,service_retry/* isRateLimitHold */.T_)(last);
        if (!held && attempt > retries)
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
            held,
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
    /**
     * Growing, jittered delay; a Retry-After of 429 or 503 wins. Bounded: see `retryDelay`; a rate
     * limit's hold by its own bound instead of `maxRetryDelayMs` (see rate-limit.ts).
     */
    delayBefore(retry, last, { deadline }) {
        const held = (0,service_retry/* isRateLimitHold */.T_)(last);
        const delay = (0,service_retry/* retryDelay */.a2)({
            retry,
            askedMs: last.retryAfterMs,
            deadline,
            capMs: held ? Infinity : (this.options.maxRetryDelayMs ?? service_retry/* DEFAULT_MAX_RETRY_DELAY_MS */.dF),
            baseMs: this.options.retryBaseDelayMs ?? service_retry/* DEFAULT_RETRY_BASE_DELAY_MS */.ky
        });
        if (!('ms' in delay))
            return delay;
        const tooLong = held ? this.holds.refusal(delay.ms) : undefined;
        return tooLong === undefined ? delay : { refused: tooLong, heldTooLong: true };
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
        onRetry: notice => {
            const request = `${notice.method} ${new URL(notice.url).pathname}${notice.about ? ` (${(0,untrusted/* oneLine */.TN)(notice.about, 60)})` : ''}`;
            const delay = `${(notice.delayMs / 1000).toFixed(1)}s`;
            // A hold is told once, for every request it holds (onHold): each one held is a debug line.
            if (notice.held)
                log.debug(`${request} held by the service's rate limit; sent again in ${delay}.`);
            else
                log.info(`${request} failed (${(0,untrusted/* oneLine */.TN)(notice.reason, 120)}); retry ${notice.attempt} of ${notice.retries} in ${delay}.`);
        },
        onHold: hold => log.info(`The service's rate limit holds the run for ${(0,format/* formatDuration */.a3)(hold.ms)}: it answered ${hold.method} ${new URL(hold.url).pathname}${hold.about ? ` (${(0,untrusted/* oneLine */.TN)(hold.about, 60)})` : ''} 429 with Retry-After, and every request waits until then.`)
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
signal, 
/** What the run's report-file says, kept as it goes. */
report) {
    const log = actionLog(summary);
    return {
        ...connect(connection, log, signal),
        signal,
        log,
        outputs: actionOutputs,
        outcome: (0,outcome/* outcomeToOutputs */.qM)(actionOutputs, summary.outcome),
        report,
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
    folders: () => github.folders(process.env),
    parallel: () => github.run(process.env).parallel
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
/** The outputs set so far, by name, as the runner was given them: for the step's report file. */
const outputsSet = new Map();
function setOutputs() {
    return Object.fromEntries(outputsSet);
}
const actionOutputs = {
    set(name, value) {
        if (value === undefined)
            return;
        for (const part of (0,signed_url/* secretPartsIn */.ud)(value))
            secrets.add(part, 'url');
        const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
        outputsSet.set(name, text);
        setOutput(name, text);
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
    /**
     * The sections below the head: the unit's outcome, then the command's own (a fleet's table),
     * then how long the service's rate limit held the run, when it did.
     */
    body() {
        const unit = (0,summary_unit/* unitSection */.K)(this.outcome, this.warnings.length);
        const held = this.outcome.facts.rateLimit;
        return [unit, ...this.sections, held && rateLimitLine(held)].filter((section) => Boolean(section));
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
/** One line: how often the service's rate limit held the run, and how long in all. */
function rateLimitLine({ waits, waitedMs }) {
    if (waits === 0)
        return undefined;
    const times = waits === 1 ? 'once' : `${waits} times`;
    return `⏸️ The service's rate limit held this run ${times}, ${(0,format/* formatDuration */.a3)(waitedMs)} in all.`;
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
    try {
        return await command.run(config, { ...local, client });
    }
    finally {
        // The run's, whatever its end: the summary says how long the service's rate limit held it.
        const rateLimit = client.rateLimitWaits();
        if (rateLimit.waits > 0)
            local.outcome.record({ rateLimit });
    }
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
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(373), __nccwpck_require__.e(16), __nccwpck_require__.e(712), __nccwpck_require__.e(943)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8943))).runCheck(config, context)
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
    read: async (inputs) => (await Promise.all(/* import() */[__nccwpck_require__.e(16), __nccwpck_require__.e(113), __nccwpck_require__.e(305)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9305))).readRulesInputs(inputs),
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(16), __nccwpck_require__.e(113), __nccwpck_require__.e(771)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4771))).runRules(config, context)
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

;// CONCATENATED MODULE: ./src/commands/gather/index.ts

const gather = {
    name: 'gather',
    about: "one release of the shards' reports",
    description: "Gather the reports of a fleet's shards (each job's report file) into one release: its outputs and one summary, failing on a failed app, a missing shard or a report of another run.",
    dryRun: 'The same: gather reads files and sends nothing anyway.',
    title: 'Fleet release',
    service: false,
    inputs: [names/* Inputs */.G0.Reports, names/* Inputs */.G0.ReleaseId],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 571).then(__nccwpck_require__.bind(__nccwpck_require__, 571))).readGatherInputs(inputs),
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(373), __nccwpck_require__.e(16), __nccwpck_require__.e(712), __nccwpck_require__.e(497)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7497))).runGather(config, context)
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
        names/* Inputs */.G0.FleetManifest,
        names/* Inputs */.G0.SendPassing,
        names/* Inputs */.G0.GithubToken,
        names/* Inputs */.G0.Environment,
        names/* Inputs */.G0.ReleaseId,
        names/* Inputs */.G0.ShardIndex,
        names/* Inputs */.G0.ShardTotal,
        names/* Inputs */.G0.ReportFile
    ],
    read: async (inputs) => (await Promise.all(/* import() */[__nccwpck_require__.e(10), __nccwpck_require__.e(313)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7010))).readSubmitInputs(inputs),
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(373), __nccwpck_require__.e(351), __nccwpck_require__.e(16), __nccwpck_require__.e(712), __nccwpck_require__.e(673), __nccwpck_require__.e(201), __nccwpck_require__.e(10), __nccwpck_require__.e(893)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4893))).runSubmit(config, context)
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
        names/* Inputs */.G0.SendPassing,
        names/* Inputs */.G0.ReleaseId,
        names/* Inputs */.G0.ShardIndex,
        names/* Inputs */.G0.ShardTotal,
        names/* Inputs */.G0.ReportFile
    ],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 661).then(__nccwpck_require__.bind(__nccwpck_require__, 3661))).readUploadInputs(inputs),
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(373), __nccwpck_require__.e(351), __nccwpck_require__.e(16), __nccwpck_require__.e(712), __nccwpck_require__.e(673), __nccwpck_require__.e(201), __nccwpck_require__.e(903)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6903))).runUpload(config, context)
};

;// CONCATENATED MODULE: ./src/commands/registry.ts










/** Every command the `command` input can name, in the order the documentation lists them. */
const COMMANDS = [
    submit_submit,
    status_status,
    upload,
    gather,
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

;// CONCATENATED MODULE: ./src/fleet/run-report.ts
/**
 * What a run tells its `report-file` as it goes (the file the command was asked to write, the fleet
 * and this run's share of it, how each app ended, the outputs set); the adapter writes it once the
 * run has ended, whether it went through or not (report-file.ts).
 */
class RunReport {
    startedAt = new Date();
    asked;
    fleet;
    apps;
    /**
     * The command read `report-file`: the run ends by writing it, of this run (its tie's), saying
     * whether it was a dry run.
     */
    writeTo(file, command, { run, releaseId, dryRun }) {
        this.asked = { file, command, run, releaseId, dryRun };
    }
    /**
     * The fleet as every shard saw it, the labels of this run's share, in the fleet's order, and the
     * split's fingerprint (split-fleet.ts) where it was split.
     */
    split(shard, size, share, split) {
        this.fleet = { shard, size, share, split };
    }
    /** Each app of the share, as its row of the summary shows it (failures included). */
    ended(apps) {
        this.apps = [...apps];
    }
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
    const report = new RunReport();
    let failure;
    let thrown;
    try {
        const { command, config, ...running } = await readInputs(actionInputs, log.warning, found => (summary.title = found.title));
        names = running.names;
        await runIn(command, config, actionContext(running, summary, stopping.signal, report));
    }
    catch (error) {
        thrown = error;
        const stop = (0,commands_stop/* stopOf */.EV)(stopping.signal);
        failure = stop ? (0,commands_stop/* describeStop */.Cw)(stop, error, names) : (0,describe_failure/* describeFailure */.Ic)(error, names);
    }
    failure = await writeReport(report, { summary, failure, thrown, signal: stopping.signal, names });
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
/**
 * Writes the report file the command was given (fleet/report-file.ts), with the exit code the tool
 * would end with, so that `gather` reads one scale; one that cannot be written fails a step that went
 * through (what `gather` needs of this run is missing).
 */
async function writeReport(report, ended) {
    const { summary, failure, thrown, signal, names } = ended;
    if (!report.asked)
        return failure;
    // Loaded when asked: the entry holds no IPA reader (a record's app is read through it).
    const { writeReportFile } = await Promise.all(/* import() */[__nccwpck_require__.e(373), __nccwpck_require__.e(16), __nccwpck_require__.e(712), __nccwpck_require__.e(23)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1404));
    const { exitCodeOf } = await __nccwpck_require__.e(/* import() */ 551).then(__nccwpck_require__.bind(__nccwpck_require__, 8551));
    const stop = (0,commands_stop/* stopOf */.EV)(signal);
    const code = stop ? commands_stop/* STOP_EXIT_CODES */.V$[stop.signal] : exitCodeOf(thrown);
    const unwritten = writeReportFile(report, {
        outputs: setOutputs(),
        unit: summary.outcome,
        error: thrown,
        failure: failure && { code, message: withoutMasked(failure.message) },
        names,
        hide: withoutMasked
    });
    if (!unwritten)
        return failure;
    if (failure)
        actionLog(summary).error(unwritten);
    return failure ?? { message: unwritten, explanation: { headline: unwritten } };
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

/***/ 1522:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  n$: () => (/* reexport */ ANSWER_NOT_TAKEN),
  dF: () => (/* reexport */ DEFAULT_MAX_RETRY_DELAY_MS),
  ky: () => (/* reexport */ DEFAULT_RETRY_BASE_DELAY_MS),
  Z9: () => (/* reexport */ NO_TIME_FOR_A_RETRY),
  vR: () => (/* reexport */ Pause),
  k7: () => (/* reexport */ RATE_LIMIT_PATIENCE_MS),
  Eh: () => (/* reexport */ RateLimitHolds),
  mB: () => (/* reexport */ askedDelayMs),
  T_: () => (/* reexport */ isRateLimitHold),
  oJ: () => (/* reexport */ isSuccess),
  Dm: () => (/* reexport */ isTransientStatus),
  S4: () => (/* reexport */ judge),
  LR: () => (/* reexport */ mayHaveActed),
  nj: () => (/* reexport */ nextAttempt),
  a2: () => (/* reexport */ retryDelay),
  CH: () => (/* reexport */ stopsEveryRequest)
});

// UNUSED EXPORTS: TURN_SPACING_MS, delayText, retryAfterMs

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
        const ask = `the service asked to be sent this again in ${delayText(asked)} (Retry-After)`;
        if (left !== undefined && asked > left)
            return { refused: `${ask}, after the waiting ends` };
        if (left === undefined && asked > capMs) {
            return {
                refused: `${ask}, longer than the ${delayText(capMs)} waited at most between attempts`
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
function delayText(ms) {
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
    /**
     * An answer asked to be sent again in `ms`: no attempt starts before then. `capMs`: the longest
     * such an answer is waited for (a rate limit's hold has its own: see rate-limit.ts).
     */
    ask(ms, now = Date.now(), capMs = this.capMs) {
        if (ms <= capMs)
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

;// CONCATENATED MODULE: ./src/service/retry/rate-limit.ts

/**
 * The service's rate limit: a 429 with a Retry-After of a second or more holds every request of the
 * run until then (the Pause holds them; see pause.ts). How its waits count, decided here:
 * - not against `retries`: a hold is the service saying when to come back, not a failure, and it
 *   did nothing (verdict.ts), so the attempt after it keeps its number (nextAttempt). A fleet of 200
 *   apps that a limit holds many times goes on until each is through;
 * - against a bound of their own instead, RATE_LIMIT_PATIENCE_MS: a Retry-After longer than it is
 *   not waited for at all, and the run is held no longer than it without one answer getting through
 *   (a service that answers 429 for ever). The request then fails with the 429, the service's words,
 *   and why it was not sent again (heldTooLong: the hint is the adapter's advice);
 * - against a status poll's deadline as any wait is: the wait's end (`wait-timeout`) is the user's
 *   bound, and a hold that passes it is not taken (delay.ts).
 * A 429 with `Retry-After: 0`, or none, holds nothing: it is a retry as any other, counted.
 */
/** The longest the service's rate limit may hold the run without letting a request through. */
const RATE_LIMIT_PATIENCE_MS = 10 * 60_000;
/** A 429 that names when to come back, a second or more away: the service's rate limit holds the run. */
function isRateLimitHold({ status, retryAfterMs }) {
    return status === 429 && retryAfterMs !== undefined && retryAfterMs > 0;
}
/** The number of the attempt after `outcome`: a rate limit's hold does not count against `retries`. */
function nextAttempt(attempt, outcome) {
    return isRateLimitHold(outcome) ? attempt : attempt + 1;
}
/** The holds of one run, counted, and bounded by RATE_LIMIT_PATIENCE_MS. Times are epoch ms. */
class RateLimitHolds {
    patienceMs;
    until = 0;
    waits = 0;
    waitedMs = 0;
    /** When the run was first held since an answer last got through; undefined when none holds it. */
    heldSince;
    constructor(patienceMs = RATE_LIMIT_PATIENCE_MS) {
        this.patienceMs = patienceMs;
    }
    /** Why a hold of `ms` from `now` is not waited for; undefined when it is. */
    refusal(ms, now = Date.now()) {
        const patience = delayText(this.patienceMs);
        if (ms > this.patienceMs)
            return `the service's rate limit asked to hold the run for ${delayText(ms)} (Retry-After), longer than the ${patience} it is waited for at most`;
        const since = this.heldSince ?? now;
        if (now + ms - since <= this.patienceMs)
            return undefined;
        return `the service's rate limit has held the run for ${delayText(now - since)} without letting a request through, and asked for ${delayText(ms)} more (Retry-After): it is waited for ${patience} at most`;
    }
    /** A hold of `ms` from `now`, counted; true when it starts a hold (none was running). */
    hold(ms, now = Date.now()) {
        const starts = now >= this.until;
        if (starts)
            this.waits += 1;
        this.waitedMs += Math.max(0, now + ms - Math.max(this.until, now));
        this.until = Math.max(this.until, now + ms);
        this.heldSince ??= now;
        return starts;
    }
    /** An answer other than a hold came: the limit lets requests through. */
    through() {
        this.heldSince = undefined;
    }
    get counts() {
        return { waits: this.waits, waitedMs: this.waitedMs };
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
 * - the service's rate limit (a 429 with Retry-After): how its holds count against `retries` and
 *   the deadline, their own bound, and the run's count of them (rate-limit.ts);
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
/* harmony import */ var _ipa_types_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9041);
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
                ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__.md)(`${capitalised(_ipa_types_js__WEBPACK_IMPORTED_MODULE_1__/* .PROFILE_KIND_LABELS */ .h[profile.kind])}${profileName}${expiry ? `, expires ${expiry}` : ''}`)
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

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

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

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

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

module.exports = /*#__PURE__*/JSON.parse('{"UU":"app-store-deploy","rE":"0.1.0","Jk":{"O":"git+https://github.com/your-org/app-store-deploy-action.git"}}');

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
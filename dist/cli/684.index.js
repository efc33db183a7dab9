export const id = 684;
export const ids = [684];
export const modules = {

/***/ 770:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = __webpack_require__(218);


/***/ }),

/***/ 218:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;


var net = __webpack_require__(9278);
var tls = __webpack_require__(4756);
var http = __webpack_require__(8611);
var https = __webpack_require__(5692);
var events = __webpack_require__(4434);
var assert = __webpack_require__(2613);
var util = __webpack_require__(9023);


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

/***/ 2684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommandLine: () => (/* binding */ runCommandLine)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/commands/describe-failure.ts
var describe_failure = __webpack_require__(3894);
// EXTERNAL MODULE: ./src/fleet/outcome.ts
var outcome = __webpack_require__(9832);
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

// EXTERNAL MODULE: ./src/commands/outcome.ts
var commands_outcome = __webpack_require__(8786);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
// EXTERNAL MODULE: ./src/summary/unit.ts + 4 modules
var summary_unit = __webpack_require__(2784);
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
    outcome = (0,commands_outcome/* emptyOutcome */.we)();
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

// EXTERNAL MODULE: ./src/inputs/declared-inputs.ts
var declared_inputs = __webpack_require__(8213);
// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/inputs/reader.ts
var reader = __webpack_require__(9066);
// EXTERNAL MODULE: ./src/commands/command.ts
var commands_command = __webpack_require__(3155);
// EXTERNAL MODULE: ./src/commands/registry.ts + 10 modules
var registry = __webpack_require__(9665);
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
    const command = (0,registry/* findCommand */.Z)(commandName);
    if (command)
        found(command);
    const shared = command ? (0,commands_command/* sharedInputsOf */.mW)(command) : commands_command/* SHARED_INPUTS */.or;
    const inputs = new reader/* InputReader */.i_(new Set([...shared, ...(command?.inputs ?? [])]), source);
    inputs.problems.push(...earlier);
    // A command that makes no request to the service neither needs nor reads its key and address.
    const service = command?.service === false ? undefined : readService(inputs);
    if (!command) {
        throw new reader/* InputErrors */.G([
            `${inputs.describe(names/* Inputs */.G0.Command)} is '${commandName}', which is not a command: use one of ${registry/* COMMANDS */.L.map(c => c.name).join(', ')}.`,
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
    const others = new Set(registry/* COMMANDS */.L.flatMap(c => c.inputs));
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

// EXTERNAL MODULE: ./src/text/error-message.ts
var error_message = __webpack_require__(7515);
// EXTERNAL MODULE: ./src/platforms/index.ts + 5 modules
var platforms = __webpack_require__(8139);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
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

// EXTERNAL MODULE: ./src/text/signed-url.ts
var signed_url = __webpack_require__(6627);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/cli/platform-io.ts





/** A CI's own program (envman) gets this long to answer before the tool goes on without it. */
const PROGRAM_TIMEOUT_MS = 30_000;
/** What a platform may do when the tool runs: its CI's commands go to the log (stderr) as they are. */
function platformIo(env, write) {
    return {
        env,
        command: line => write(`${line}\n`),
        appendFile: (file, text) => {
            (0,external_node_fs_.mkdirSync)(external_node_path_.dirname(file), { recursive: true });
            (0,external_node_fs_.appendFileSync)(file, text);
        },
        runProgram: (program, args) => {
            const ran = (0,external_node_child_process_.spawnSync)(program, [...args], {
                env,
                stdio: ['ignore', 'ignore', 'pipe'],
                timeout: PROGRAM_TIMEOUT_MS,
                encoding: 'utf8'
            });
            if (ran.error)
                return (0,error_message/* errorMessage */.g)(ran.error);
            if (ran.status !== 0)
                return `${program} ended with ${ran.status ?? ran.signal}: ${ran.stderr.trim().slice(0, 300)}`;
            return undefined;
        },
        withPrivateFile: (text, use) => {
            // mkdtemp makes the folder 0700: no other user of the machine reads a secret value there.
            const folder = (0,external_node_fs_.mkdtempSync)(external_node_path_.join(external_node_os_.tmpdir(), 'app-store-deploy-'));
            try {
                const file = external_node_path_.join(folder, 'value');
                (0,external_node_fs_.writeFileSync)(file, text, { mode: 0o600 });
                return use(file);
            }
            finally {
                (0,external_node_fs_.rmSync)(folder, { recursive: true, force: true });
            }
        }
    };
}

// EXTERNAL MODULE: ./src/cli/args.ts
var cli_args = __webpack_require__(7593);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/service/advice.ts
var advice = __webpack_require__(1471);
// EXTERNAL MODULE: ./src/service/errors.ts
var errors = __webpack_require__(5756);
// EXTERNAL MODULE: ./src/service/json-limits.ts
var json_limits = __webpack_require__(3166);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
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
var service_records = __webpack_require__(7933);
// EXTERNAL MODULE: ./src/service/requests.ts
var requests = __webpack_require__(3957);
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
var transport_types = __webpack_require__(5518);
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
var storage = __webpack_require__(5890);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/proxy.js
var lib_proxy = __webpack_require__(9783);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
// EXTERNAL MODULE: ./node_modules/tunnel/index.js
var tunnel = __webpack_require__(770);
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
    return url.protocol === 'https:' ? new external_node_https_.Agent(options) : new external_node_http_.Agent(options);
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
var on_abort = __webpack_require__(6661);
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
var service_retry = __webpack_require__(1522);
// EXTERNAL MODULE: ./src/service/sleep.ts
var sleep = __webpack_require__(3311);
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
        this.req = (url.protocol === 'https:' ? external_node_https_ : external_node_http_).request({
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
var request_headers = __webpack_require__(5933);
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

// EXTERNAL MODULE: ./src/ipa-input/upload-progress.ts
var upload_progress = __webpack_require__(6430);
;// CONCATENATED MODULE: ./src/cli/progress-bar.ts

/** Often enough to look live, seldom enough that a fast upload does not spend its time drawing. */
const REDRAW_EVERY_MS = 100;
/** A short upload draws nothing: the lines before and after it are enough. */
const SHOW_AFTER_MS = 300;
const CLEAR_LINE = '\r\x1b[K';
/**
 * An upload's progress on one terminal line, redrawn in place: `[=====>    ] 45% (27.0 MiB of
 * 60.0 MiB) at 20.0 MiB/s, about 2s left`. Lines of the log are written above it; once every byte is
 * sent it gives way to the closing line. A retry starts the bar over, as its body does.
 */
class ProgressBar {
    write;
    columns;
    now;
    /** The bar on the screen now, if any. */
    line = '';
    drawnAt = -Infinity;
    /** Whether this upload drew the bar, and so ends with the closing line. */
    drawn = false;
    constructor(write, columns, now = Date.now) {
        this.write = write;
        this.columns = columns;
        this.now = now;
    }
    update(progress) {
        if (progress.bytesSent >= progress.totalBytes) {
            if (this.drawn) {
                this.write(`${CLEAR_LINE}${(0,upload_progress/* uploadedLine */.p1)(progress.totalBytes, progress.elapsedMs)}\n`);
            }
            this.line = '';
            this.drawn = false;
            return;
        }
        const now = this.now();
        if (progress.elapsedMs < SHOW_AFTER_MS || now - this.drawnAt < REDRAW_EVERY_MS)
            return;
        this.drawnAt = now;
        this.drawn = true;
        this.line = barLine(progress, this.columns());
        this.write(`${CLEAR_LINE}${this.line}`);
    }
    /**
     * A line of the log, written where the bar was: the next report draws the bar again below it,
     * and an upload that ends in an error leaves no stale bar under the error.
     */
    above(text) {
        this.write(this.line ? `${CLEAR_LINE}${text}\n` : `${text}\n`);
        this.line = '';
        this.drawnAt = -Infinity;
    }
}
/** The bar and the figures, cut to the terminal's width: a wrapped line could not be redrawn. */
function barLine(progress, columns) {
    const text = (0,upload_progress/* progressText */.l_)(progress);
    const width = Math.max(10, Math.min(30, columns - text.length - 4));
    const filled = Math.floor(((0,upload_progress/* percentOf */.pR)(progress.bytesSent, progress.totalBytes) * width) / 100);
    const bar = `[${'='.repeat(filled)}${filled < width ? '>' : ''}${' '.repeat(Math.max(0, width - filled - 1))}]`;
    return `${bar} ${text}`.slice(0, Math.max(1, columns - 1));
}

;// CONCATENATED MODULE: ./src/cli/context.ts




const COLOURS = { warning: 33, error: 31, notice: 36, debug: 90 };
/**
 * The log, kept on stderr: no workflow commands, the secrets hidden, warnings kept for the summary;
 * warnings and errors marked as the CI marks them (a terminal's `warning: …`).
 */
function cliLog(terminal, summary) {
    const bar = terminal.live ? new ProgressBar(terminal.write, terminal.columns) : undefined;
    const { platform } = terminal;
    const say = (level, message) => {
        const text = terminal.secrets.hide(message);
        if (level !== 'info' && platform.logLine)
            return show(platform.logLine(level, text, terminal.env));
        for (const line of text.split('\n')) {
            const labelled = level === 'info' ? line : `${level}: ${line}`;
            show(terminal.live && level !== 'info' ? `\x1b[${COLOURS[level]}m${labelled}\x1b[0m` : labelled);
        }
    };
    const show = (line) => {
        if (bar)
            bar.above(line);
        else
            terminal.write(`${line}\n`);
    };
    return {
        debug: message => terminal.verbose && say('debug', message),
        info: message => say('info', message),
        notice: message => say('notice', message),
        warning: message => {
            summary.warnings.push(message);
            say('warning', message);
        },
        error: message => say('error', message),
        group: (title, lines) => {
            if (!platform.group) {
                say('info', title);
                for (const line of lines)
                    say('info', `  ${line}`);
                return;
            }
            show(platform.group.open(terminal.secrets.hide(title).replace(/\n/g, ' ')));
            for (const line of lines)
                say('info', line);
            show(platform.group.close);
        },
        progress: bar && (progress => bar.update(progress))
    };
}
/**
 * The outputs a command sets, kept to be printed once it ends (stdout carries only them). A
 * pre-signed URL in one stays whole there, and its secret parts join the log's mask. The `json`
 * answer is kept whole, whatever its size: stdout has no limit an action's output has.
 */
class CollectedOutputs {
    terminal;
    values = new Map();
    /** The `json` output: the service's answer, when one was set. */
    answer = undefined;
    /** Or the file that holds it (a range's report), printed as it is rather than held in memory. */
    answerFile = undefined;
    constructor(terminal) {
        this.terminal = terminal;
    }
    set(name, value) {
        if (value === undefined)
            return;
        for (const part of (0,signed_url/* secretPartsIn */.ud)(value))
            this.terminal.secrets.add(part, 'url');
        this.values.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    json(value) {
        // No answer is no answer: --json then prints the outputs, never `null`.
        if (value === undefined || value === null)
            return;
        for (const part of (0,signed_url/* secretPartsIn */.ud)(value))
            this.terminal.secrets.add(part, 'url');
        this.answer = value;
        this.answerFile = undefined;
    }
    jsonFile(file) {
        this.answerFile = file;
        this.answer = undefined;
    }
}
/** What a command gets when the command-line tool runs it. */
function cliContext({ connection, dryRun, names }, { log, outputs, summary, run, report }, 
/** The run's cancellation (commands/stop-signals.ts). */
signal) {
    return {
        ...connect(connection, log, signal),
        signal,
        log,
        outputs,
        outcome: (0,commands_outcome/* outcomeToOutputs */.qM)(outputs, summary.outcome),
        report,
        summary,
        dryRun,
        run,
        names
    };
}

// EXTERNAL MODULE: ./src/cli/flags.ts
var flags = __webpack_require__(5377);
// EXTERNAL MODULE: ./src/commands/declarations.ts + 1 modules
var declarations = __webpack_require__(2996);
// EXTERNAL MODULE: ./src/text/nearest.ts
var nearest = __webpack_require__(613);
;// CONCATENATED MODULE: ./src/cli/env-file.ts









/**
 * The file --dotenv (or --env-file) names, read; what is wrong with it joins the other input
 * problems, told with them before any request. Unreadable, it holds no value.
 */
function readDotenv(given, problems, 
/** How the CI wrote a value, undone (GitLab's `$$`). */
read = value => value) {
    if (!given)
        return undefined;
    let text = '';
    try {
        text = (0,external_node_fs_.readFileSync)(given.path, 'utf8');
    }
    catch (error) {
        problems.push(unreadable(given, error));
    }
    const { values, badLines } = parseEnvFile(text);
    const bad = badLinesProblem(given, badLines);
    if (bad)
        problems.push(bad);
    const asWritten = [...values].map(([name, entry]) => [name, { ...entry, value: read(entry.value) }]);
    return { ...given, values: new Map(asWritten) };
}
/** Which flag, which path, why, and what to do; a relative path missing says where it was looked for. */
function unreadable({ flag, path: file }, error) {
    const missing = error.code === 'ENOENT';
    const where = missing && !external_node_path_.isAbsolute(file) ? `; looked in ${process.cwd()}` : '';
    return `${flag} '${file}' cannot be read (${(0,error_message/* errorMessage */.g)(error)}${where}): give the path of a file of APP_DEPLOY_NAME=value lines, as app-store-deploy prints them (app-store-deploy submit … > deploy.env).`;
}
/**
 * The lines of a file the tool wrote on stdout (`APP_DEPLOY_NAME=value`), read as the tool writes
 * them and never as a shell would: the value is everything after the first `=`, as it is (quotes,
 * `$`, backticks and backslashes are text), because a value may come from the service. Blank lines
 * and `#` comments are skipped; a later line of a name wins. `badLines` are the numbers of lines that
 * are not NAME=value.
 */
function parseEnvFile(text) {
    const values = new Map();
    const badLines = [];
    // A byte order mark or Windows line ends are how an editor saved it, not part of a name or value.
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    lines.forEach((text, index) => {
        if (/^\s*(#|$)/.test(text))
            return;
        const line = index + 1;
        const equals = text.indexOf('=');
        const name = equals === -1 ? '' : text.slice(0, equals);
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
            badLines.push(line);
        else
            values.set(name, { value: text.slice(equals + 1), line });
    });
    return { values, badLines };
}
/** The problem of an env file's bad lines, naming at most five of them. */
function badLinesProblem({ flag, path: file }, badLines) {
    if (badLines.length === 0)
        return undefined;
    const shown = badLines.slice(0, 5).join(', ');
    const more = badLines.length > 5 ? ` and ${badLines.length - 5} more` : '';
    const which = badLines.length === 1 ? `Line ${shown} of` : `Lines ${shown}${more} of`;
    const verb = badLines.length === 1 ? 'is' : 'are';
    return `${which} ${flag} '${file}' ${verb} not NAME=value: a name of letters, digits and _, then =, then the value on the same line, as app-store-deploy prints it.`;
}
/**
 * Warnings for the lines of an env file a command skips though they were likely meant for it: a
 * name that no input or output has but is near one (`APP_DEPLOY_TEAMID`), or an input's name
 * without its prefix (`TEAM_ID`). A name another command reads, or an earlier job printed, is
 * skipped in silence: one file may serve several commands.
 */
function nearMisses({ flag, path: file, values }, command) {
    const reads = (0,cli_args/* readsOf */.JP)(command);
    const own = reads.map(names/* envName */.pD);
    const others = Object.keys(declared_inputs/* INPUTS */.mc)
        .filter(input => input !== names/* Inputs */.G0.Command && !reads.includes(input))
        .map(names/* envName */.pD);
    const known = new Set([
        ...own,
        ...others,
        ...Object.values(names/* Outputs */.tY).map(names/* envName */.pD),
        ...TOOL_VARIABLES
    ]);
    const warnings = [];
    for (const [name, { line }] of values) {
        if (known.has(name))
            continue;
        const prefixed = `APP_DEPLOY_${name.toUpperCase()}`;
        const meant = own.includes(prefixed) ? prefixed : (0,nearest/* nearest */.p)(name, own);
        const elsewhere = meant ? undefined : (0,nearest/* nearest */.p)(name, others);
        const where = `Line ${line} of ${flag} '${file}'`;
        if (meant)
            warnings.push(`${where}: ${name} is not an input of ${command}, so it is skipped; did you mean ${meant} (${flagOf(meant)})?`);
        else if (elsewhere)
            warnings.push(`${where}: ${name} is not an input of ${command}, so it is skipped; the nearest, ${elsewhere} (${flagOf(elsewhere)}), is for ${(0,declarations/* commandsReading */.rt)(inputOf(elsewhere)).join(', ')}.`);
    }
    return warnings;
}
/** Variables the tool reads beside the inputs'. */
const TOOL_VARIABLES = ['APP_DEPLOY_DEBUG'];
function inputOf(variable) {
    return variable.slice('APP_DEPLOY_'.length).toLowerCase().replace(/_/g, '-');
}
/** How the tool takes the input of a variable: its flag, or for a secret, the variable alone. */
function flagOf(variable) {
    const input = inputOf(variable);
    return declared_inputs/* INPUTS */.mc[input].secret ? 'a variable only' : `--${(0,flags/* flagName */.G)(input)}`;
}

// EXTERNAL MODULE: ./src/cli/exit-codes.ts
var exit_codes = __webpack_require__(8551);
// EXTERNAL MODULE: ./src/commands/stop.ts
var commands_stop = __webpack_require__(3172);
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

// EXTERNAL MODULE: ./src/platforms/terminal.ts
var terminal = __webpack_require__(6214);
// EXTERNAL MODULE: ./src/fleet/handed-ids.ts
var handed_ids = __webpack_require__(693);
;// CONCATENATED MODULE: ./src/cli/source.ts






// The rule of the tool's variable names lives with the names (the inputs' help spells them too).

/**
 * Inputs from the command line: a flag, else the line of the file --dotenv names, else its
 * variable (the file was named on purpose; the environment may hold an earlier job's values); the
 * key as the caller read it. Problems name the flag, the variable and, when it gave it, the file.
 */
function commandLineInputs(commandLine) {
    const { env, envFile, keyName, emptyKey } = commandLine;
    const { secrets = new Secrets(), platform = terminal/* terminal */.F } = commandLine;
    return {
        given: name => givenOnCommandLine(name, commandLine),
        mask: (value, kind) => secrets.add(value, kind),
        // A secret comes only from its variable (see args.ts): a flag of it would be refused.
        named: name => {
            if (declared_inputs/* INPUTS */.mc[name].secret)
                return (0,names/* envName */.pD)(name);
            const line = fromFile(name, commandLine)?.line;
            const where = line && envFile ? ` on line ${line} of ${envFile.path}` : '';
            return `--${(0,flags/* flagName */.G)(name)} (${(0,names/* envName */.pD)(name)}${where})`;
        },
        referred: name => (declared_inputs/* INPUTS */.mc[name].secret ? (0,names/* envName */.pD)(name) : `--${(0,flags/* flagName */.G)(name)}`),
        setting: (name, value) => {
            if (name === names/* Inputs */.G0.Command)
                return `app-store-deploy ${value}`;
            if (declared_inputs/* INPUTS */.mc[name].switch)
                return value === 'false' ? `--no-${name}` : `--${name}`;
            return `--${(0,flags/* flagName */.G)(name)} ${value}`;
        },
        // The service's whole answer is what --json prints, not a dotenv line.
        output: name => name === names/* Outputs */.tY.Json
            ? 'what --json prints'
            : (platform.words?.output?.(name) ?? `the ${(0,names/* envName */.pD)(name)} value`),
        // A later command reads what was printed from a dotenv file (or the variables a CI set from it).
        handedOn: (input, output) => platform.words?.handedOn?.(input, output) ??
            `--dotenv <a file of the lines printed> (it reads ${(0,names/* envName */.pD)(output)})`,
        keyName,
        emptyKey,
        folders: () => platform.folders(env),
        parallel: () => platform.run(env).parallel,
        keyHint: "export the service's API key in it, or give --api-key-file with the path of a file that holds it"
    };
}
/** An input's value: its flag, else its line of the --dotenv file, else its variable. */
function givenOnCommandLine(name, commandLine) {
    const { command, reads, flags, env, envFile, apiKey } = commandLine;
    if (name === names/* Inputs */.G0.Command)
        return command;
    if (name === names/* Inputs */.G0.ApiKey)
        return apiKey.trim();
    const other = OTHER_OF[name];
    if (other && !onPurpose(name, commandLine) && onPurpose(other, commandLine))
        return '';
    const variable = reads.has(name) ? env[(0,names/* envName */.pD)(name)] : undefined;
    // A fleet's list of these ids (APP_DEPLOY_SUBMISSION_IDS) is read with the input's own line.
    const list = reads.has(name) && !flags.has(name) ? handed_ids/* HANDED_AS_LIST */.b0[name] : undefined;
    if (list) {
        const inFile = envFile?.values.get((0,names/* envName */.pD)(list))?.value;
        const handed = (0,handed_ids/* handedOver */.$_)(fromFile(name, commandLine)?.value, inFile) ??
            (0,handed_ids/* handedOver */.$_)(variable, env[(0,names/* envName */.pD)(list)]);
        return (handed ?? '').trim();
    }
    return (flags.get(name) ?? fromFile(name, commandLine)?.value ?? variable ?? '').trim();
}
/** An input's line of the --dotenv file, when the command reads it and no flag gives it. */
function fromFile(name, { reads, flags, envFile }) {
    return reads.has(name) && !flags.has(name) ? envFile?.values.get((0,names/* envName */.pD)(name)) : undefined;
}
/** Whether an input was given on purpose: by a flag, or a line of the --dotenv file. */
function onPurpose(name, commandLine) {
    return commandLine.flags.has(name) || fromFile(name, commandLine) !== undefined;
}
/**
 * Inputs given one at a time: a variable of one (an earlier step's output: APP_DEPLOY_IPA_ID after an
 * upload, APP_DEPLOY_TEAM_ID after a submit) yields to the other given on purpose, as a flag or a
 * line of the --dotenv file (delete-ipa --keep-latest 5, submit --team-name Beta), where it would
 * clash with it or win over it.
 */
const ONE_AT_A_TIME = [
    [names/* Inputs */.G0.IpaId, names/* Inputs */.G0.KeepLatest],
    [names/* Inputs */.G0.TeamId, names/* Inputs */.G0.TeamName]
];
const OTHER_OF = Object.fromEntries(ONE_AT_A_TIME.flatMap(([a, b]) => [
    [a, b],
    [b, a]
]));
/**
 * A key given, but empty: said as such, where it was given, before any request (not "required", as
 * if none had been given, nor a refusal by the service). Unset, or holding text: undefined.
 */
function emptyKeyProblem(value, where) {
    if (value === undefined || value.trim() !== '')
        return undefined;
    const blank = value === '' ? '' : ' (white space only)';
    if (where.file !== undefined)
        return `--api-key-file '${where.file}' is empty${blank || ' (0 bytes)'}: write the service's API key in it, or give the path of the file that holds it.`;
    if (where.envFile)
        return `APP_DEPLOY_API_KEY on line ${where.envFile.line} of ${where.envFile.flag} '${where.envFile.path}' is empty${blank}: write the service's API key after its =, or take the line out to use the variable APP_DEPLOY_API_KEY.`;
    return `APP_DEPLOY_API_KEY is set, but empty${blank}: export the service's API key in it (a CI variable that names a secret this job may not read is empty), or give --api-key-file with the path of a file that holds it.`;
}

;// CONCATENATED MODULE: ./src/cli/run.ts






















/** Runs one command: its inputs from the command line, its log on stderr, its result on stdout. */
async function runCommandLine(args, env, result, 
/** The CI it runs in: the one whose variables `env` holds, unless given (a platform's test). */
platform = (0,platforms/* platformOf */.t)(env), 
/** How messages name the inputs, where the tool is run by another name (a CI's task). */
words = {}) {
    const write = (text) => void process.stderr.write(text);
    const io = platformIo(env, write);
    const terminal = {
        write,
        live: Boolean(process.stderr.isTTY) && !env.NO_COLOR && !platform.logLine,
        columns: () => process.stderr.columns || 80,
        verbose: args.verbose || env.APP_DEPLOY_DEBUG === '1' || Boolean(platform.debug?.(env)),
        secrets: new Secrets(value => platform.mask?.(value, io)),
        platform,
        env
    };
    const summary = new SummaryDocument();
    const log = cliLog(terminal, summary);
    const outputs = new CollectedOutputs(terminal);
    const report = new RunReport();
    const step = {
        args,
        env,
        io,
        terminal,
        summary,
        log,
        outputs,
        report,
        result,
        ended: false
    };
    const source = { ...inputsOf(step), ...words };
    const names = (0,reader/* inputNames */.vj)(source);
    // Ctrl-C, or a CI's cancel: the result and the summary say what was done, even if that hangs.
    const stopping = stopOnSignals({
        say: log.info,
        lastWords: stop => {
            if (step.ended)
                return;
            const said = (0,commands_stop/* describeStop */.Cw)(stop, undefined, names);
            log.error(said.message);
            finish(step, { failure: said, code: commands_stop/* STOP_EXIT_CODES */.V$[stop.signal] });
        }
    });
    const ran = await runCommand(step, source, names, stopping.signal);
    // Stopped after the work was done: the result is whole, the exit code the signal's.
    const stop = (0,commands_stop/* stopOf */.EV)(stopping.signal);
    const reported = await writeReport(step, stop ? { ...ran, code: commands_stop/* STOP_EXIT_CODES */.V$[stop.signal] } : ran, names);
    const exitCode = finish(step, reported);
    stopping.done();
    return exitCode;
}
/**
 * The command's inputs: flags, the --dotenv file, the key's file or variable, APP_DEPLOY_*. Nothing
 * here throws: what is wrong with the files joins the input problems, told with the rest.
 */
function inputsOf({ args, env, terminal, log }) {
    const { platform } = terminal;
    const envFile = readDotenv(args.dotenv, args.problems, platform.dotenv?.read);
    for (const warning of envFile ? nearMisses(envFile, args.command) : [])
        log.warning(warning);
    const { apiKey, keyName, emptyKey } = run_readApiKey(args.apiKeyFile, envFile, env, args.problems);
    return commandLineInputs({
        command: args.command,
        reads: new Set((0,cli_args/* readsOf */.JP)(args.command)),
        flags: args.flags,
        env,
        envFile,
        apiKey,
        keyName,
        emptyKey,
        secrets: terminal.secrets,
        platform
    });
}
/** Reads the inputs and runs the command: how it ended, never thrown. */
async function runCommand({ args, env, terminal, summary, log, outputs, report }, source, names, signal) {
    try {
        const { command, config, ...running } = await readInputs(source, log.warning, found => (summary.title = found.title), args.problems);
        const run = terminal.platform.run(env);
        const local = cliContext(running, { log, outputs, summary, run, report }, signal);
        await (0,commands_command/* runIn */.VO)(command, config, local);
        return { code: exit_codes/* EXIT */.dc.done };
    }
    catch (error) {
        const stop = (0,commands_stop/* stopOf */.EV)(signal);
        const failure = stop ? (0,commands_stop/* describeStop */.Cw)(stop, error, names) : (0,describe_failure/* describeFailure */.Ic)(error, names);
        log.error(failure.message);
        return {
            failure,
            error,
            records: (0,outcome/* recordsOf */.M$)(error),
            code: stop ? commands_stop/* STOP_EXIT_CODES */.V$[stop.signal] : (0,exit_codes/* exitCodeOf */.FO)(error)
        };
    }
}
/**
 * Writes the report file the command was given (report-file.ts), how the run ended; one that cannot
 * be written fails a run that went through (what `gather` needs of this run is missing).
 */
async function writeReport(step, ran, names) {
    const { terminal, summary, log, outputs } = step;
    if (!step.report.asked)
        return ran;
    const { writeReportFile } = await Promise.all(/* import() */[__webpack_require__.e(373), __webpack_require__.e(16), __webpack_require__.e(306), __webpack_require__.e(23)]).then(__webpack_require__.bind(__webpack_require__, 1404));
    const unwritten = writeReportFile(step.report, {
        outputs: Object.fromEntries(outputs.values),
        unit: summary.outcome,
        error: ran.error,
        failure: ran.failure && { code: ran.code, message: terminal.secrets.hide(ran.failure.message) },
        names,
        // As --json prints the records: the key and the token hidden, the user's own URLs whole.
        hide: text => terminal.secrets.hideCredentials(text)
    });
    if (!unwritten)
        return ran;
    log.error(unwritten);
    if (ran.failure)
        return ran;
    return {
        code: exit_codes/* EXIT */.dc.workFailed,
        failure: { message: unwritten, explanation: { headline: unwritten } }
    };
}
/** Writes the summary, hands the outputs on and prints the result (once: see lastWords); the exit code. */
function finish(step, ran) {
    step.ended = true;
    const { args, env, io, terminal, summary, log, outputs } = step;
    const { platform } = terminal;
    const rendered = terminal.secrets.hide(summary.render(ran.failure));
    const markdown = platform.summary?.markdown?.(rendered) ?? rendered;
    const summaryFile = args.summaryFile ?? platform.summary?.file?.(env, summary.title);
    const kept = platform.summary?.write?.(markdown, io);
    if (kept)
        log.warning(kept);
    if (summaryFile) {
        const written = writeSummary(summaryFile, markdown, log);
        if (written)
            platform.summary?.attach?.(external_node_path_.resolve(summaryFile), io);
    }
    const handed = platform.handOn?.(handedOutputs(outputs, (0,cli_args/* readsOf */.JP)(args.command)), io) ?? [];
    for (const warning of handed)
        log.warning(warning);
    const { text, code } = args.json
        ? jsonText(step, ran)
        : { text: dotenvText(step), code: ran.code };
    // The key and the token show nowhere; a pre-signed URL in the service's answer (the ipa-url's
    // included) is the user's own data, kept whole, unless stdout is a log no mask hides it in.
    step.result(platform.logsStdout ? terminal.secrets.hide(text) : terminal.secrets.hideCredentials(text));
    return code;
}
/** What --json prints, and the exit code: a report that cannot be read back fails the run. */
function jsonText({ terminal, outputs, log }, ran) {
    const { failure, records } = ran;
    // The failure's words are log text (a storage's refusal may quote the URL's signature), hidden
    // as the log is; the records and outputs are the user's data.
    const message = failure && terminal.secrets.hide(failure.message);
    const json = jsonResult(outputs, failure && { code: ran.code, message: message ?? '', records });
    if (json.failed)
        log.error(json.failed);
    return {
        text: `${(0,untrusted/* jsonWithoutCommands */.Dw)(json.text)}\n`,
        code: json.failed ? exit_codes/* EXIT */.dc.workFailed : ran.code
    };
}
/** The outputs as APP_DEPLOY_NAME=value lines, each value as the platform reads it back. */
function dotenvText({ outputs, terminal }) {
    return [...outputs.values]
        .map(([name, value]) => {
        const line = terminal.platform.dotenv?.write(value) ?? logLineValue(value);
        return `${(0,names/* envName */.pD)(name)}=${line}\n`;
    })
        .join('');
}
/**
 * What --json prints, always one JSON document: the failure, else the answer (a file's, as it is),
 * else the outputs that were set, by name.
 */
function jsonResult(outputs, failure) {
    const set = Object.fromEntries(outputs.values);
    if (failure) {
        const { code, message, records } = failure;
        return {
            text: JSON.stringify({ ...(0,exit_codes/* failureDocument */.uU)(code, message, set), ...(records && { records }) })
        };
    }
    if (outputs.answerFile) {
        try {
            return { text: (0,external_node_fs_.readFileSync)(outputs.answerFile, 'utf8').trim() };
        }
        catch (error) {
            const failed = `The report ${outputs.answerFile} cannot be read back: ${(0,error_message/* errorMessage */.g)(error)}`;
            return { text: JSON.stringify((0,exit_codes/* failureDocument */.uU)(exit_codes/* EXIT */.dc.workFailed, failed, set)), failed };
        }
    }
    return { text: JSON.stringify(outputs.answer !== undefined ? outputs.answer : set) };
}
/**
 * The key, from the file --api-key-file names, else the --dotenv file's APP_DEPLOY_API_KEY (named on
 * purpose, as --api-key-file is), else the variable; never from a flag.
 */
function run_readApiKey(file, envFile, env, problems) {
    const keyName = 'APP_DEPLOY_API_KEY (or the file --api-key-file names)';
    const inEnvFile = envFile?.values.get('APP_DEPLOY_API_KEY');
    if (envFile && !file && inEnvFile) {
        const where = { line: inEnvFile.line, flag: envFile.flag, path: envFile.path };
        return {
            apiKey: inEnvFile.value,
            keyName: `APP_DEPLOY_API_KEY on line ${inEnvFile.line} of ${envFile.path}`,
            emptyKey: emptyKeyProblem(inEnvFile.value, { envFile: where })
        };
    }
    if (!file) {
        const apiKey = env.APP_DEPLOY_API_KEY;
        return { apiKey: apiKey ?? '', keyName, emptyKey: emptyKeyProblem(apiKey, { variable: true }) };
    }
    try {
        const apiKey = (0,external_node_fs_.readFileSync)(file, 'utf8');
        return { apiKey: apiKey.trim(), keyName, emptyKey: emptyKeyProblem(apiKey, { file }) };
    }
    catch (error) {
        problems.push(`--api-key-file '${file}' cannot be read (${(0,error_message/* errorMessage */.g)(error)}): give the path of a file that holds the key.`);
        return { apiKey: '', keyName };
    }
}
/**
 * A value of the dotenv lines on stdout, which is the build's log on every CI (a platform that reads
 * those lines itself says how they are written: `Platform.dotenv`): one line, no control character
 * a terminal obeys, and no command that an Azure Pipelines agent, or GitHub's runner, would find in
 * stdout anywhere in a line. The value itself reaches the later steps exactly through the CI's own
 * channel (`Platform.handOn`).
 */
function logLineValue(value) {
    return (0,untrusted/* withoutAnywhereCommands */.ew)((0,untrusted/* oneLineOfControls */.wG)(value));
}
/** Writes the summary file; whether it was written (else a warning says why). */
function writeSummary(file, markdown, log) {
    try {
        // A folder of its own (reports/summary.md) is made, as a tool that writes a file is expected to.
        (0,external_node_fs_.mkdirSync)(external_node_path_.dirname(file), { recursive: true });
        (0,external_node_fs_.writeFileSync)(file, markdown);
        return true;
    }
    catch (error) {
        log.warning(`Could not write the summary to ${file}: ${(0,error_message/* errorMessage */.g)(error)}`);
        return false;
    }
}
/** The outputs set, as the service wrote them, for the platform to hand on its own way. */
function handedOutputs(outputs, reads) {
    return [...outputs.values].map(([name, value]) => ({
        name: name,
        value,
        secret: (0,signed_url/* secretPartsIn */.ud)(value).length > 0,
        readByItsCommand: reads.includes(name)
    }));
}


/***/ }),

/***/ 693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ handedOver),
/* harmony export */   b0: () => (/* binding */ HANDED_AS_LIST),
/* harmony export */   vB: () => (/* binding */ asPrintedList)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);

/**
 * The output in which a fleet hands on the ids an input takes, as a JSON array (`submit --multiple`
 * prints APP_DEPLOY_SUBMISSION_IDS, `upload --multiple` APP_DEPLOY_IPA_IDS): a later command reads
 * it where it reads the input's own line.
 */
const HANDED_AS_LIST = {
    [_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId]: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionIds,
    [_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId]: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.DeploymentIds,
    [_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaId]: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaIds
};
/**
 * The ids of a list as a fleet prints it, a JSON array of strings (or numbers), one a line (its
 * quotes taken by a shell too); the text as it is when it is not one (lines or commas, as a user
 * writes them). Split on its commas, the array would make ids of `["sub_1"` and `"sub_2"]`.
 */
function asPrintedList(text) {
    if (!text.trimStart().startsWith('['))
        return text;
    try {
        const ids = JSON.parse(text);
        if (Array.isArray(ids) && ids.every(id => typeof id === 'string' || typeof id === 'number'))
            return ids.join('\n');
    }
    catch {
        // Not JSON: a shell that read the dotenv line (`source`, `export $(… | xargs)`) took its quotes,
        // leaving `[sub_1,sub_2]`: its ids, one a line, not `[sub_1`.
    }
    const bare = /^\s*\[([^[\]]*)\]\s*$/.exec(text);
    return bare ? bare[1].split(',').join('\n') : text;
}
/**
 * An input's value from what earlier commands printed: its own line (`single`), its fleet's list, or
 * both, read together: every id of the list, then the single id when the list does not hold it (a
 * fleet of one prints both, the same id; the dotenv reports of two jobs, one of one app and one of a
 * fleet, hand on all their ids). Undefined when neither was printed.
 */
function handedOver(single, list) {
    if (list === undefined || list.trim() === '')
        return single;
    const ids = asPrintedList(list)
        .split(/[\n\r,]+/)
        .map(id => id.trim())
        .filter(Boolean);
    const one = single?.trim();
    return (one && !ids.includes(one) ? [...ids, one] : ids).join('\n');
}


/***/ }),

/***/ 6661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 7933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9209);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5756);
/* harmony import */ var _path_segment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8372);



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

/***/ 3311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ MAX_TIMER_MS),
/* harmony export */   y: () => (/* binding */ sleep)
/* harmony export */ });
/* harmony import */ var _on_abort_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6661);

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

/***/ 9783:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ })

};

//# sourceMappingURL=684.index.js.map
export const id = 557;
export const ids = [557];
export const modules = {

/***/ 5533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runEmulator: () => (/* binding */ runEmulator)
});

// UNUSED EXPORTS: emulatorHelp

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/service/sleep.ts
var sleep = __webpack_require__(3311);
// EXTERNAL MODULE: ./src/commands/analytics/country-codes.ts
var country_codes = __webpack_require__(5000);
;// CONCATENATED MODULE: ./emulator/countries.ts
/** Three-letter country codes for analytics reports. */

/** The markets a default report covers, biggest first. */
const MAIN_MARKETS = 'USA GBR DEU FRA JPN CAN AUS ITA ESP NLD SWE NOR DNK FIN CHE AUT BEL IRL BRA MEX IND KOR CHN SGP'.split(' ');
/** User-assigned codes XAA..XZZ, for reports larger than the real list (never real countries). */
const SYNTHESISED = Array.from({ length: 26 * 26 }, (_, i) => {
    const letter = (n) => String.fromCharCode(65 + n);
    return `X${letter(Math.floor(i / 26))}${letter(i % 26)}`;
});
/** Every code in report order: main markets, the other real codes, then synthesised ones. */
const COUNTRY_ORDER = [
    ...MAIN_MARKETS,
    ...country_codes/* ISO_ALPHA3 */.oC.filter(code => !MAIN_MARKETS.includes(code)),
    ...SYNTHESISED
];
const REAL_COUNTRY_CODES = (/* unused pure expression or super */ null && (ISO_ALPHA3));
const MAX_COUNTRY_COUNT = COUNTRY_ORDER.length;
/** Countries in a report when nobody asks for another size: comfortably over 20. */
const DEFAULT_COUNTRY_COUNT = 24;
/** The first `count` codes of the report order. */
function reportCountries(count) {
    return COUNTRY_ORDER.slice(0, count);
}

;// CONCATENATED MODULE: ./emulator/config.ts


const DEFAULT_API_KEY = 'emulator-api-key';
function defaultConfig() {
    return {
        apiKey: DEFAULT_API_KEY,
        teams: [
            {
                name: 'release@example.com',
                credential_id: 11,
                teams: [{ name: 'Example Corp', team_id: 1234567 }]
            }
        ],
        apps: [{ id: '1234567890', name: 'Sample', bundle_id: 'com.example.Sample' }],
        pollsPerStep: 1,
        submissionOutcome: 'completed',
        submissionOutcomes: [],
        statusRoutes: 'record',
        analyticsCountryCount: DEFAULT_COUNTRY_COUNT,
        answerDelayMs: 0,
        honourIdempotencyKey: true,
        fileFields: true
    };
}
/** `base` with `patch` applied, after checking it: a typo in a test should fail loudly, not later. */
function mergeConfig(base, patch) {
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const config = { ...base, ...defined };
    const problems = [];
    if (typeof config.apiKey !== 'string' || config.apiKey === '')
        problems.push('apiKey must be a non-empty string');
    if (!Number.isInteger(config.pollsPerStep) || config.pollsPerStep < 1) {
        problems.push('pollsPerStep must be an integer of at least 1');
    }
    if (!['completed', 'failed', 'stuck'].includes(config.submissionOutcome)) {
        problems.push("submissionOutcome must be 'completed', 'failed' or 'stuck'");
    }
    if (!Array.isArray(config.submissionOutcomes) ||
        !config.submissionOutcomes.every(outcome => ['completed', 'failed', 'stuck'].includes(outcome))) {
        problems.push("submissionOutcomes must be a list of 'completed', 'failed' or 'stuck'");
    }
    if (!['record', 'list-only', 'none'].includes(config.statusRoutes)) {
        problems.push("statusRoutes must be 'record', 'list-only' or 'none'");
    }
    const count = config.analyticsCountryCount;
    if (!Number.isInteger(count) || count < 1 || count > MAX_COUNTRY_COUNT) {
        problems.push(`analyticsCountryCount must be an integer from 1 to ${MAX_COUNTRY_COUNT}`);
    }
    // setTimeout fires at once past 2^31 - 1 ms (about 24 days): refuse what it cannot wait.
    const delay = config.answerDelayMs;
    if (!Number.isInteger(delay) || delay < 0 || delay > sleep/* MAX_TIMER_MS */._) {
        problems.push(`answerDelayMs must be a whole number of milliseconds from 0 to ${sleep/* MAX_TIMER_MS */._}`);
    }
    if (typeof config.honourIdempotencyKey !== 'boolean')
        problems.push('honourIdempotencyKey must be true or false');
    if (typeof config.fileFields !== 'boolean')
        problems.push('fileFields must be true or false');
    if (config.busyCreates !== undefined && !isBusyCreates(config.busyCreates)) {
        problems.push('busyCreates must be {every: a whole number of at least 1, retryAfterSeconds: a whole number of 0 or more}, and nothing else');
    }
    if (config.rateLimit !== undefined && !isRateLimit(config.rateLimit)) {
        problems.push('rateLimit must be {requests: a whole number of at least 1, windowSeconds: a whole number of at least 1}, and nothing else');
    }
    const throughput = config.throughputBytesPerSecond;
    if (throughput !== undefined && !(Number.isInteger(throughput) && throughput >= 1))
        problems.push('throughputBytesPerSecond must be a whole number of at least 1');
    if (!Array.isArray(config.teams))
        problems.push('teams must be an array');
    if (!Array.isArray(config.apps))
        problems.push('apps must be an array');
    if (problems.length > 0)
        throw new Error(`Invalid emulator configuration: ${problems.join('; ')}`);
    return config;
}
/** Exactly {every, retryAfterSeconds}: a misspelt key would otherwise be a busy service that never is. */
function isBusyCreates(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const { every, retryAfterSeconds, ...rest } = value;
    const whole = (n, least) => Number.isInteger(n) && n >= least;
    return Object.keys(rest).length === 0 && whole(every, 1) && whole(retryAfterSeconds, 0);
}
/** Exactly {requests, windowSeconds}, each a whole number of at least 1. */
function isRateLimit(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const { requests, windowSeconds, ...rest } = value;
    const whole = (n) => Number.isInteger(n) && n >= 1;
    return Object.keys(rest).length === 0 && whole(requests) && whole(windowSeconds);
}
/** Every team id of the configured credentials. */
function teamIds(config) {
    return config.teams.flatMap(credential => credential.teams.map(team => team.team_id));
}

;// CONCATENATED MODULE: ./emulator/faults.ts
/** A suffix of both create routes, POST /ios/signed_ipas and /ios/unsigned_ipas. */
const CREATE_ROUTES = 'signed_ipas';
/** Injected faults waiting for the requests they hit, in the order they were injected. */
class FaultBook {
    pending = [];
    add(spec) {
        checkFault(spec);
        this.pending.push({ spec, left: spec.times ?? 1 });
    }
    clear() {
        this.pending = [];
    }
    /** The first fault matching this request, used up by one; undefined when none matches. */
    take(method, path, query) {
        const entry = this.pending.find(({ spec }) => (spec.method === undefined || spec.method.toUpperCase() === method) &&
            (spec.path === undefined || path.endsWith(spec.path)) &&
            (spec.query === undefined ||
                Object.entries(spec.query).every(([name, value]) => Object.hasOwn(query, name) && query[name] === value)));
        if (!entry)
            return undefined;
        entry.left -= 1;
        if (entry.left <= 0)
            this.pending = this.pending.filter(other => other !== entry);
        return entry.spec.kind;
    }
}
/**
 * A busy service (EmulatorConfig.busyCreates): counts the POSTs to a create route while it is set,
 * and answers every `every`th with a 429, which is never acted on: the client may send it again.
 */
class BusyCreates {
    creates = 0;
    clear() {
        this.creates = 0;
    }
    /** The answer of this request (`create`: a POST to a create route) when it is one to put off. */
    take(busy, create) {
        if (!busy || !create)
            return undefined;
        if (++this.creates % busy.every !== 0)
            return undefined;
        const seconds = busy.retryAfterSeconds;
        return {
            type: 'status',
            status: 429,
            body: JSON.stringify({ status: 429, error: `Too busy: send it again in ${seconds} s` }),
            contentType: 'application/json; charset=utf-8',
            headers: { 'Retry-After': String(seconds) }
        };
    }
}
function checkFault({ times, query, kind }) {
    const problems = [];
    if (times !== undefined && !(times >= 1))
        problems.push('times must be at least 1');
    if (query !== undefined &&
        (typeof query !== 'object' ||
            query === null ||
            Array.isArray(query) ||
            !Object.values(query).every(value => typeof value === 'string'))) {
        problems.push('query must map parameter names to strings');
    }
    if (kind.type === 'status' &&
        !(Number.isInteger(kind.status) && kind.status >= 100 && kind.status <= 599)) {
        problems.push('status must be an HTTP status code');
    }
    if ((kind.type === 'reset-mid-body' || kind.type === 'stall-mid-body') &&
        !(kind.afterBytes >= 0)) {
        problems.push('afterBytes must be 0 or more');
    }
    if (kind.type === 'delay' && !(kind.ms >= 0))
        problems.push('ms must be 0 or more');
    if (kind.type === 'throttle' && !(kind.bytesPerSecond > 0))
        problems.push('bytesPerSecond must be more than 0');
    if (kind.type === 'cut-answer' && !(kind.afterBytes >= 0))
        problems.push('afterBytes must be 0 or more');
    if (kind.type === 'content-type' && !kind.contentType)
        problems.push('contentType must not be empty');
    if (kind.type === 'lose-answer')
        problems.push(...lostAnswerProblems(kind));
    if (problems.length > 0)
        throw new Error(`Invalid fault: ${problems.join('; ')}`);
}
function lostAnswerProblems(kind) {
    const problems = [];
    if (!['status', 'reset', 'silence'].includes(kind.how))
        problems.push("how must be 'status', 'reset' or 'silence'");
    const { status, body, contentType } = kind;
    if (status !== undefined && !(Number.isInteger(status) && status >= 100 && status <= 599))
        problems.push('status must be an HTTP status code');
    if (body !== undefined && typeof body !== 'string')
        problems.push('body must be a string');
    if (contentType !== undefined && !contentType)
        problems.push('contentType must not be empty');
    // An answer that is never sent has no status or body: giving one is a mistake in the test.
    if (kind.how !== 'status' && [status, body, contentType].some(value => value !== undefined))
        problems.push("status, body and contentType go only with how: 'status'");
    return problems;
}

;// CONCATENATED MODULE: ./emulator/options.ts




/** The Retry-After of --busy-creates N without :S, in seconds. */
const BUSY_RETRY_AFTER_SECONDS = 2;
const EMULATOR_OPTIONS = {
    port: {
        value: 'N',
        env: 'EMULATOR_PORT',
        default: '8787',
        about: 'the port (`0`: any free port, which the first line names)',
        read: text => ({ port: wholeNumber(text, 'port') })
    },
    host: {
        value: 'H',
        env: 'EMULATOR_HOST',
        default: '127.0.0.1',
        about: 'the address it listens on',
        read: text => ({ host: text })
    },
    'api-key': {
        value: 'K',
        env: 'EMULATOR_API_KEY',
        default: DEFAULT_API_KEY,
        about: 'the only key it accepts',
        read: text => ({ apiKey: text })
    },
    outcome: {
        value: 'completed|failed|stuck',
        env: 'EMULATOR_OUTCOME',
        default: 'completed',
        about: 'the final status of new submissions: `completed`, `failed`, or `stuck` (stays `processing` forever)',
        read: text => ({ submissionOutcome: outcomesOf(text, 'outcome')[0] })
    },
    outcomes: {
        value: 'O,O,…',
        env: 'EMULATOR_OUTCOMES',
        about: 'the outcomes of successive submissions, in turn (`--outcomes completed,failed,stuck`: the first completes, the second fails, the third stays `processing`); later ones get `--outcome`',
        read: text => ({ submissionOutcomes: outcomesOf(text, 'outcomes') })
    },
    teams: {
        value: "'Name:id,…'",
        env: 'EMULATOR_TEAMS',
        default: 'Example Corp:1234567',
        about: "the account's teams, as `Name:team_id` pairs separated by commas, e.g. `--teams 'Example Corp:1234567,Client Apps:7654321'` (with several, `submit` needs `team-id`, `team-name`, or an IPA whose profile names one of them)",
        read: text => ({ teams: parseTeams(text) })
    },
    'status-routes': {
        value: 'record|list-only|none',
        env: 'EMULATOR_STATUS_ROUTES',
        default: 'record',
        about: '`record`: `GET /ios/signed_ipas/{id}` and `GET /ios/signed_ipas` work; `list-only`: only the listing, `/{id}` answers 404; `none`: both answer 404',
        read: text => ({
            statusRoutes: oneOf(text, 'status-routes', ['record', 'list-only', 'none'])
        })
    },
    'polls-per-step': {
        value: 'N',
        env: 'EMULATOR_POLLS_PER_STEP',
        default: '1',
        about: 'how many reads of a submission move it one step: `pending` → `processing` → its outcome',
        read: text => ({ pollsPerStep: wholeNumber(text, 'polls-per-step') })
    },
    'analytics-countries': {
        value: 'N',
        env: 'EMULATOR_ANALYTICS_COUNTRIES',
        default: String(DEFAULT_COUNTRY_COUNT),
        about: 'the countries of an analytics report when the request names none (`country_iso_codes`), 1 to 925; 200 make answers of about 530 KB',
        read: text => ({ analyticsCountryCount: wholeNumber(text, 'analytics-countries') })
    },
    'answer-delay-ms': {
        value: 'N',
        env: 'EMULATOR_ANSWER_DELAY_MS',
        default: '0',
        about: 'answers leave N ms after their request arrived whole, whatever the route or status (a service far away); requests sent together wait together',
        read: text => ({ answerDelayMs: wholeNumber(text, 'answer-delay-ms') })
    },
    'ignore-idempotency-key': {
        env: 'EMULATOR_IGNORE_IDEMPOTENCY_KEY',
        about: 'the create routes ignore the `Idempotency-Key` header: every POST makes a new record',
        section: 'idempotency-key',
        read: text => ({ honourIdempotencyKey: text !== 'true' })
    },
    'lose-answer': {
        value: '5xx|reset|silence[:N]',
        env: 'EMULATOR_LOSE_ANSWER',
        about: 'the next N (default 1) POSTs to a create route are acted on but their answer is lost: a status 500-599 (an HTML page), `reset` or `silence`',
        section: 'a-lost-answer',
        read: text => ({ loseAnswer: parseLoseAnswer(text) })
    },
    'busy-creates': {
        value: 'N[:S]',
        env: 'EMULATOR_BUSY_CREATES',
        about: `every Nth POST to a create route is answered \`429\` with \`Retry-After: S\` (default ${BUSY_RETRY_AFTER_SECONDS} s) and not acted on`,
        section: 'a-busy-service',
        read: text => ({ busyCreates: parseBusyCreates(text) })
    },
    'rate-limit': {
        value: 'N/Ss',
        env: 'EMULATOR_RATE_LIMIT',
        about: 'at most N requests per API key in each S seconds, across connections and processes; one past it is answered `429` with `Retry-After`',
        section: 'a-rate-limit',
        read: text => ({ rateLimit: parseRateLimit(text) })
    },
    throughput: {
        value: 'N(B|KiB|MiB)/s',
        env: 'EMULATOR_THROUGHPUT',
        about: 'every request body is read no faster than N a second on its connection (`2MiB/s`): a slow link',
        read: text => ({ throughputBytesPerSecond: parseThroughput(text) })
    }
};
/** Each option's flag and declaration, in the order declared. */
function emulatorOptions() {
    return Object.entries(EMULATOR_OPTIONS);
}
/**
 * The settings of a command line and an environment: for each option, its flag, else its variable,
 * else its default. `help` when --help (-h) is given. Throws on a value an option cannot read.
 */
function readEmulatorOptions(argv, env) {
    const { values } = (0,external_node_util_.parseArgs)({
        strict: true,
        args: argv,
        options: {
            ...Object.fromEntries(emulatorOptions().map(([flag, option]) => [
                flag,
                { type: option.value === undefined ? 'boolean' : 'string' }
            ])),
            help: { type: 'boolean', short: 'h' }
        }
    });
    if (values.help)
        return 'help';
    const settings = {};
    for (const [flag, option] of emulatorOptions()) {
        const given = values[flag];
        const text = typeof given === 'boolean'
            ? String(given)
            : (given ??
                (option.value === undefined ? switchOf(env[option.env], option.env) : env[option.env]) ??
                option.default);
        if (text !== undefined)
            Object.assign(settings, option.read(text));
    }
    return settings;
}
/** An on/off environment variable: 1 or true, 0, false or empty; undefined when unset. */
function switchOf(value, name) {
    if (value === undefined)
        return undefined;
    if (['', '0', 'false'].includes(value))
        return 'false';
    if (['1', 'true'].includes(value))
        return 'true';
    throw new Error(`${name} must be 1 or 0, got '${value}'`);
}
/** `N/Ss`: at most N requests per API key in S seconds (`N/s`: in one second). */
function parseRateLimit(text) {
    const match = /^([1-9]\d*)\/([1-9]\d*)?s$/.exec(text);
    if (!match)
        throw new Error(`--rate-limit takes N/Ss, at most N requests per API key in S seconds (e.g. 20/10s), got '${text}'`);
    return { requests: Number(match[1]), windowSeconds: Number(match[2] ?? '1') };
}
const BYTE_UNITS = { B: 1, KiB: 1024, MiB: 1024 ** 2 };
/** `N(B|KiB|MiB)/s`, N whole or decimal: bytes a second, at least one. */
function parseThroughput(text) {
    const match = /^(\d+(?:\.\d+)?)(B|KiB|MiB)\/s$/.exec(text);
    const bytes = match ? Math.floor(Number(match[1]) * BYTE_UNITS[match[2]]) : 0;
    if (bytes < 1)
        throw new Error(`--throughput takes bytes a second as N followed by B/s, KiB/s or MiB/s (e.g. 2MiB/s), got '${text}'`);
    return bytes;
}
/** `N`, then `:S`: every Nth create is answered 429 with Retry-After: S seconds. */
function parseBusyCreates(text) {
    const match = /^([1-9]\d*)(?::(\d+))?$/.exec(text);
    if (!match)
        throw new Error(`--busy-creates takes N, to answer every Nth create 429, then :S for its Retry-After in seconds if not ${BUSY_RETRY_AFTER_SECONDS} (e.g. 3:5), got '${text}'`);
    const [, every, seconds = String(BUSY_RETRY_AFTER_SECONDS)] = match;
    return { every: Number(every), retryAfterSeconds: Number(seconds) };
}
/** `502`, `reset` or `silence`, then `:N` for the next N creations (default 1). */
function parseLoseAnswer(text) {
    const match = /^(5\d\d|reset|silence)(?::([1-9]\d*))?$/.exec(text);
    if (!match)
        throw new Error(`--lose-answer takes a status 500-599, reset or silence, then :N if more than one (e.g. 502:2), got '${text}'`);
    const [, how, times = '1'] = match;
    return {
        method: 'POST',
        path: CREATE_ROUTES,
        times: Number(times),
        kind: how === 'reset' || how === 'silence'
            ? { type: 'lose-answer', how }
            : { type: 'lose-answer', how: 'status', status: Number(how) }
    };
}
/** `Example Corp:1234567,Client Apps:7654321`: the teams of one linked store account. */
function parseTeams(text) {
    const teams = text
        .split(',')
        .map(item => item.trim())
        .filter(Boolean)
        .map(item => {
        const match = /^(.+):(\d+)$/.exec(item);
        if (!match)
            throw new Error(`--teams takes Name:id pairs separated by commas, got '${item}'`);
        return { name: match[1].trim(), team_id: Number(match[2]) };
    });
    if (teams.length === 0)
        throw new Error('--teams names no team');
    return [{ name: 'release@example.com', credential_id: 11, teams }];
}
function outcomesOf(text, flag) {
    const outcomes = text
        .split(',')
        .map(item => item.trim())
        .filter(Boolean);
    const bad = outcomes.filter(outcome => !['completed', 'failed', 'stuck'].includes(outcome));
    if (bad.length > 0 || (flag === 'outcome' && outcomes.length !== 1))
        throw new Error(`--${flag} takes completed, failed or stuck, got '${text}'`);
    return outcomes;
}
function oneOf(text, flag, values) {
    if (!values.includes(text))
        throw new Error(`--${flag} takes ${values.join(', ')}, got '${text}'`);
    return text;
}
function wholeNumber(text, name) {
    if (!/^\d+$/.test(text))
        throw new Error(`--${name} must be a whole number, got '${text}'`);
    return Number(text);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
;// CONCATENATED MODULE: ./emulator/validation.ts
/** Checks of request bodies and parameters; each failure is an HttpProblem the server answers with. */
/** An error the emulator answers as `{status, error}`. */
class HttpProblem extends Error {
    status;
    headers;
    constructor(status, message, headers = {}) {
        super(message);
        this.status = status;
        this.headers = headers;
    }
}
const invalid = (message) => new HttpProblem(422, message);
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** `value` as an object with only `allowed` keys; `where` names it in messages. */
function objectWith(value, allowed, where) {
    if (!isObject(value))
        throw invalid(`${where} must be a JSON object`);
    const unexpected = Object.keys(value).filter(key => !allowed.includes(key));
    if (unexpected.length > 0) {
        const prefix = where === 'the body' ? '' : `${where}.`;
        throw invalid(`unexpected field ${unexpected.map(key => `'${prefix}${key}'`).join(', ')} in ${where}; expected only ${allowed.map(key => `'${prefix}${key}'`).join(', ')}`);
    }
    return value;
}
function httpUrl(value, name) {
    if (typeof value !== 'string')
        throw invalid(`${name} must be a string holding an http(s) URL`);
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw invalid(`${name} must be an http(s) URL, got '${value}'`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
        throw invalid(`${name} must be an http(s) URL, got '${value}'`);
    }
    return value;
}
/** A JSON team_id: a number that is an integer within int32. */
function teamIdFromJson(value) {
    if (value === undefined)
        throw invalid('team_id is required');
    if (typeof value !== 'number' || !Number.isInteger(value)) {
        throw invalid(`team_id must be an integer, got ${JSON.stringify(value)}`);
    }
    return inInt32(value);
}
/** A multipart team_id: the canonical decimal text of an int32 ("42", "-7"; not "042", "+42", " 42"). */
function teamIdFromText(text) {
    if (text === undefined)
        throw invalid("team_id is required (a text part named 'team_id')");
    if (!/^-?(0|[1-9]\d*)$/.test(text) || text === '-0') {
        throw invalid(`team_id must be an integer written in plain digits, got '${text}'`);
    }
    return inInt32(Number(text));
}
function inInt32(value) {
    if (value < INT32_MIN || value > INT32_MAX) {
        throw invalid(`team_id must be a 32-bit signed integer (${INT32_MIN} to ${INT32_MAX}), got ${value}`);
    }
    return value;
}
function knownTeam(teamId, known) {
    if (known.includes(teamId))
        return teamId;
    const list = known.length > 0 ? `known team ids: ${known.join(', ')}` : 'no teams are configured';
    throw invalid(`team_id ${teamId} is not one of your teams (${list})`);
}
/** Comma-separated e-mail addresses, blanks around each allowed; returns the text as given. */
function notifyEmails(value, name) {
    if (typeof value !== 'string')
        throw invalid(`${name} must be a string of comma-separated e-mail addresses`);
    for (const item of value.split(',')) {
        const address = item.trim();
        if (!EMAIL.test(address)) {
            throw invalid(`${name} must be a comma-separated list of e-mail addresses; ${address === '' ? 'an entry is empty' : `'${address}' is not one`}`);
        }
    }
    return value;
}
/** A bracketed list of country codes: ["USA","DEU"] or [USA,DEU]; `[]` means no restriction. */
function countryCodes(text) {
    if (text === undefined)
        return undefined;
    const trimmed = text.trim();
    const problem = invalid(`country_iso_codes must be a bracketed list of three-letter codes such as ["USA","DEU"], got '${text}'`);
    if (!trimmed.startsWith('[') || !trimmed.endsWith(']'))
        throw problem;
    const inner = trimmed.slice(1, -1).trim();
    if (inner === '')
        return undefined;
    return inner.split(',').map(item => {
        const code = item.trim().replace(/^"(.*)"$/, '$1');
        if (!/^[A-Z]{3}$/.test(code))
            throw problem;
        return code;
    });
}

;// CONCATENATED MODULE: ./emulator/body.ts


/**
 * A request body counted as it arrives. Consumers read `stream` (once); the count includes bytes
 * read by anyone, so the record shows what the client really sent.
 */
class RequestBody {
    request;
    stream;
    received = 0;
    waiters = [];
    /** Set by throttle(): the pace, and when the first throttled byte came. */
    pace;
    paceTimer;
    ended;
    constructor(request, onBytes) {
        this.request = request;
        this.stream = new external_node_stream_.Transform({
            transform: (chunk, _encoding, callback) => {
                this.received += chunk.length;
                onBytes(this.received);
                this.wake(false);
                const wait = this.paceDelay();
                if (wait <= 0)
                    return callback(null, chunk);
                // Holding the chunk back fills the buffers behind it, so the client's writes block.
                this.paceTimer = setTimeout(() => callback(null, chunk), wait);
            }
        });
        this.ended = new Promise(resolve => {
            // Keep-alive sockets carry many requests: take the listener off again once this body is over.
            const onClose = () => {
                if (!request.complete)
                    finish('aborted');
            };
            const finish = (end) => {
                request.socket.off('close', onClose);
                if (end === 'aborted')
                    clearTimeout(this.paceTimer);
                resolve(end);
            };
            this.stream.on('end', () => finish('end'));
            request.on('close', onClose);
            request.socket.on('close', onClose);
        });
        // An aborted request emits 'error'; the promise above already tells.
        request.on('error', () => undefined);
        void this.ended.then(() => this.wake(true));
        request.pipe(this.stream);
    }
    get bytes() {
        return this.received;
    }
    /** Resolves once `bytes` bytes have arrived, or the body is over (whichever comes first). */
    reached(bytes) {
        if (this.received >= bytes)
            return Promise.resolve();
        return new Promise(resolve => {
            this.waiters.push({ bytes, resolve });
        });
    }
    /** Read and throw away the rest; resolves when the body is over. */
    drain() {
        this.stream.resume();
        return this.ended;
    }
    /** From now on, read no faster than `bytesPerSecond`: a slow link. */
    throttle(bytesPerSecond) {
        this.pace = { bytesPerSecond, since: Date.now(), bytesBefore: this.received };
    }
    /** How long to hold back the bytes received so far, so that they arrive at the pace. */
    paceDelay() {
        if (!this.pace)
            return 0;
        const { bytesPerSecond, since, bytesBefore } = this.pace;
        const due = since + ((this.received - bytesBefore) / bytesPerSecond) * 1000;
        return due - Date.now();
    }
    /** Stop reading: the socket's buffers fill and the client's writes block. */
    stall() {
        this.request.unpipe(this.stream);
        this.request.pause();
        this.request.socket.pause();
    }
    /** The whole body in memory (JSON bodies only): 413 past `limit` bytes. */
    async readAll(limit) {
        const chunks = [];
        let size = 0;
        let tooLarge = false;
        this.stream.on('data', (chunk) => {
            size += chunk.length;
            if (size > limit)
                tooLarge = true;
            else
                chunks.push(chunk);
        });
        const end = await this.ended;
        if (end === 'aborted')
            throw new HttpProblem(400, 'the request body was cut off');
        if (tooLarge)
            throw new HttpProblem(413, `the JSON body is larger than ${limit} bytes`);
        return Buffer.concat(chunks);
    }
    wake(all) {
        const due = this.waiters.filter(waiter => all || this.received >= waiter.bytes);
        this.waiters = this.waiters.filter(waiter => !due.includes(waiter));
        for (const waiter of due)
            waiter.resolve();
    }
}

// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./emulator/analytics-data.ts


/**
 * Deterministic analytics: every number comes from a PRNG seeded with `${appId}|${date}|${country}`,
 * so a country's data is the same whether or not the request filters countries.
 */

const SOURCES = [
    { key: 'AppRef', title: 'App Referrer' },
    { key: 'Other', title: 'Other' },
    { key: 'Search', title: 'App Store Search' },
    { key: 'Unknown', title: 'Unknown' },
    { key: 'WebRef', title: 'Web Referrer' }
];
const PLATFORMS = [
    { key: 'iPhone', title: 'iPhone' },
    { key: 'iPad', title: 'iPad' },
    { key: 'Desktop', title: 'Desktop' }
];
const OS_VERSIONS = ['16.7', '17.5', '17.6', '18.0', '18.1', '18.2', '18.3', '18.4'].map(v => ({
    key: v,
    title: `iOS ${v}`
}));
const APP_REFERRERS = [
    { key: 'com.google.GoogleMobile', title: 'Google' },
    { key: 'com.facebook.Facebook', title: 'Facebook' },
    { key: 'com.burbn.instagram', title: 'Instagram' },
    { key: 'com.reddit.Reddit', title: 'Reddit' },
    { key: 'com.toyopagroup.picaboo', title: 'Snapchat' },
    { key: 'com.zhiliaoapp.musically', title: 'TikTok' }
];
const DOMAINS = [
    'google.com',
    'bing.com',
    'duckduckgo.com',
    'reddit.com',
    'example.com'
].map(d => ({
    key: d,
    title: d
}));
/** True for a real calendar day written YYYY-MM-DD. */
function isDay(text) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text))
        return false;
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
/** 'YYYY-MM-DD' as the service writes report days: 'DD/MM/YYYY'. */
function reportDate(day) {
    const [year, month, dayOfMonth] = day.split('-');
    return `${dayOfMonth}/${month}/${year}`;
}
/** The report for one app and one day (`date` is YYYY-MM-DD), optionally restricted to `countries`. */
function analyticsReport(appId, date, countries, options = {}) {
    if (!isDay(date))
        throw new Error(`date must be a day written YYYY-MM-DD, got '${date}'`);
    const count = options.countryCount ?? DEFAULT_COUNTRY_COUNT;
    if (!Number.isInteger(count) || count < 1 || count > MAX_COUNTRY_COUNT) {
        throw new Error(`countryCount must be an integer from 1 to ${MAX_COUNTRY_COUNT}`);
    }
    let codes = reportCountries(count);
    if (countries && countries.length > 0) {
        const wanted = new Set(countries);
        codes = codes.filter(code => wanted.has(code));
    }
    return {
        app_id: appId,
        date: reportDate(date),
        market: 'App Store',
        countries: codes.map(code => countryData(appId, date, code))
    };
}
/**
 * One country's day as real reports have it: `source`, `platform` and `platformVersion` each split
 * the whole day, so each type's rows add up to the same totals; a referrer type tells apart only a
 * part of it (the referring apps a part of the `AppRef` row, the domains a part of `WebRef`).
 */
function countryData(appId, date, country) {
    const random = seededRandom(`${appId}|${date}|${country}`);
    // Bigger markets come first in COUNTRY_ORDER; keep their numbers bigger too.
    const rank = COUNTRY_ORDER.indexOf(country);
    const impressions = Math.round((200_000 / (1 + rank / 3)) * (0.6 + 0.8 * random()));
    const views = Math.floor(impressions * (0.1 + 0.3 * random()));
    const unique = Math.floor(views * (0.55 + 0.45 * random()));
    const installs = Math.floor(unique * (0.05 + 0.3 * random()));
    const day = { impressions, views, unique, installs };
    const sources = split(day, SOURCES.length, random);
    const appRef = sources[SOURCES.findIndex(source => source.key === 'AppRef')];
    const webRef = sources[SOURCES.findIndex(source => source.key === 'WebRef')];
    const apps = pick(APP_REFERRERS, 1, 4, random);
    const domains = random() < 0.55 ? pick(DOMAINS, 1, 3, random) : [];
    const versions = pick(OS_VERSIONS, 3, 5, random);
    const rows = [
        ...rowsOf('appReferrer', apps, split(part(appRef, random), apps.length, random)),
        ...rowsOf('domainReferrer', domains, split(part(webRef, random), domains.length, random)),
        ...rowsOf('platformVersion', versions, split(day, versions.length, random)),
        ...rowsOf('platform', PLATFORMS, split(day, PLATFORMS.length, random)),
        ...rowsOf('source', SOURCES, sources)
    ];
    return { country, data: rows };
}
/**
 * `total` split into `parts` rows with random weights, each count exactly: the rows add up to
 * `total`. Each step of the funnel is split on its own (the installs, then the unique views beyond
 * them, and so on), so that every row nests and rows convert at different rates.
 */
function split(total, parts, random) {
    const weights = Array.from({ length: parts }, () => 0.2 + random());
    const step = (amount) => wholeParts(amount, weights.map(weight => weight * (0.7 + 0.6 * random())));
    const installs = step(total.installs);
    const unique = step(total.unique - total.installs).map((n, i) => n + installs[i]);
    const views = step(total.views - total.unique).map((n, i) => n + unique[i]);
    const impressions = step(total.impressions - total.views).map((n, i) => n + views[i]);
    return weights.map((_, i) => ({
        impressions: impressions[i],
        views: views[i],
        unique: unique[i],
        installs: installs[i]
    }));
}
/** Whole numbers in proportion to `weights` that add up to `total` (the remainder to the heaviest). */
function wholeParts(total, weights) {
    if (weights.length === 0)
        return []; // no referring domain that day
    const sum = weights.reduce((a, b) => a + b, 0);
    const parts = weights.map(weight => Math.floor((total * weight) / sum));
    const heaviest = weights.indexOf(Math.max(...weights));
    parts[heaviest] += total - parts.reduce((a, b) => a + b, 0);
    return parts;
}
/** Between 60 % and 95 % of each step of `whole`'s funnel: what a referrer type tells apart. */
function part(whole, random) {
    const fraction = 0.6 + 0.35 * random();
    const of = (more, less) => Math.floor((more - less) * fraction);
    const installs = Math.floor(whole.installs * fraction);
    const unique = installs + of(whole.unique, whole.installs);
    const views = unique + of(whole.views, whole.unique);
    return { installs, unique, views, impressions: views + of(whole.impressions, whole.views) };
}
function rowsOf(type, keys, counts) {
    return keys.map((key, i) => ({
        dimension_type: type,
        dimension_key: key.key,
        dimension_title: key.title,
        page_view_unique: counts[i].unique,
        page_view_count: counts[i].views,
        impressions_total: counts[i].impressions,
        installs: counts[i].installs
    }));
}
/** Between `min` and `max` of `keys`, in their original order. */
function pick(keys, min, max, random) {
    const count = min + Math.floor(random() * (max - min + 1));
    const chosen = new Set();
    while (chosen.size < Math.min(count, keys.length))
        chosen.add(Math.floor(random() * keys.length));
    return keys.filter((_, i) => chosen.has(i));
}
/** mulberry32, seeded from a SHA-256 of `seed`. */
function seededRandom(seed) {
    let state = (0,external_node_crypto_.createHash)('sha256').update(seed).digest().readUInt32LE(0);
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}

;// CONCATENATED MODULE: ./emulator/idempotency.ts


const IN_FLIGHT = 'in flight';
class IdempotencyBook {
    entries = new Map();
    /** A new map, so that requests in flight across a reset keep their key out of the new one. */
    clear() {
        this.entries = new Map();
    }
    /**
     * The answer of `prepare()`'s request, created once per key: a retry with the same content gets
     * the first answer, other content 422, a retry while the first is in flight 409. A request that
     * fails before it creates (a body that does not validate) keeps no key, as Stripe does, so that
     * a corrected retry goes through.
     */
    async once(scope, key, prepare) {
        const entries = this.entries;
        const id = JSON.stringify([scope, key]);
        const seen = entries.get(id);
        const shown = JSON.stringify(key);
        if (seen === IN_FLIGHT)
            throw new HttpProblem(409, `a request with Idempotency-Key ${shown} is still in flight`);
        if (!seen)
            entries.set(id, IN_FLIGHT);
        try {
            const { fingerprint, create } = await prepare();
            if (seen) {
                if (seen.fingerprint !== fingerprint)
                    throw new HttpProblem(422, `Idempotency-Key ${shown} was used for a different request`);
                return seen.reply;
            }
            const reply = create();
            entries.set(id, { fingerprint, reply });
            return reply;
        }
        finally {
            if (!seen && entries.get(id) === IN_FLIGHT)
                entries.delete(id);
        }
    }
}
const STRING = String.raw `"(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*"`;
const BARE_ITEM = String.raw `(?:${STRING}|-?\d{1,15}(?:\.\d{1,3})?|[A-Za-z*][!#$%&'*+\-.^_\x60|~\w:/]*|:[A-Za-z0-9+/=]*:|\?[01])`;
const PARAMETER = String.raw `;[ ]*[a-z*][a-z0-9_.*-]*(?:=${BARE_ITEM})?`;
// An sf-item (RFC 8941): the string, then any parameters, which name nothing the key depends on.
const KEY_ITEM = new RegExp(`^[ ]*(${STRING})((?:${PARAMETER})*)[ ]*$`);
/** The key of the Idempotency-Key header, unquoted; undefined without one; 400 when malformed. */
function idempotencyKey(headers) {
    const header = headers['idempotency-key'];
    if (header === undefined)
        return undefined;
    const text = Array.isArray(header) ? header.join(', ') : header;
    const match = KEY_ITEM.exec(text);
    if (!match)
        throw new HttpProblem(400, `Idempotency-Key must be a quoted string (a Structured Field sf-string such as "8e03978e-40d5-43e8-bc93-6894a57f9324"), got '${text}'`);
    return match[1].slice(1, -1).replace(/\\(["\\])/g, '$1');
}
/** What makes two creations the same: the uploaded files' sha256 and the text fields, or the JSON. */
function fingerprintOf(record) {
    const content = record.fields !== undefined || record.files !== undefined
        ? {
            fields: record.fields ?? {},
            files: (record.files ?? []).map(({ field, sha256 }) => [field, sha256])
        }
        : { json: record.json };
    return (0,external_node_crypto_.createHash)('sha256').update(canonical(content)).digest('hex');
}
/** JSON with object keys sorted, so that their order makes no difference. */
function canonical(value) {
    if (Array.isArray(value))
        return `[${value.map(canonical).join(',')}]`;
    if (isObject(value))
        return `{${Object.keys(value)
            .sort()
            .map(key => `${JSON.stringify(key)}:${canonical(value[key])}`)
            .join(',')}}`;
    return JSON.stringify(value) ?? 'null';
}

;// CONCATENATED MODULE: ./emulator/state.ts
const now = () => new Date().toISOString();
class EmulatorState {
    unsigned = new Map();
    submissions = new Map();
    unsignedCount = 0;
    submissionCount = 0;
    made = { submissions: [], unsignedIpas: [] };
    /** Forget everything, ids included: after a reset the next ids are ipa_0001 and sub_0001 again. */
    clear() {
        this.unsigned.clear();
        this.submissions.clear();
        this.made = { submissions: [], unsignedIpas: [] };
        this.unsignedCount = 0;
        this.submissionCount = 0;
    }
    addUnsignedIpa(origin, source) {
        const id = `ipa_${String(++this.unsignedCount).padStart(4, '0')}`;
        const record = {
            id,
            source: sourceUrl(origin, id, source),
            created_at: now()
        };
        if ('file' in source)
            record.file = source.file;
        this.unsigned.set(id, record);
        this.made.unsignedIpas.push(id);
        return record;
    }
    /** Ids of every record created since the last clear, deleted ones included (copies). */
    madeIds() {
        return { submissions: [...this.made.submissions], unsignedIpas: [...this.made.unsignedIpas] };
    }
    unsignedIpas() {
        return [...this.unsigned.values()];
    }
    deleteUnsignedIpa(id) {
        const record = this.unsigned.get(id);
        this.unsigned.delete(id);
        return record;
    }
    addSubmission(origin, request) {
        const id = `sub_${String(++this.submissionCount).padStart(4, '0')}`;
        const created = now();
        const submission = {
            id,
            status: 'pending',
            created_at: created,
            updated_at: created,
            team_id: request.teamId,
            notify_emails: request.notifyEmails ?? null,
            source: sourceUrl(origin, id, request.source),
            outcome: request.outcome,
            pollsSinceStep: 0
        };
        if ('file' in request.source)
            submission.file = request.source.file;
        this.submissions.set(id, submission);
        this.made.submissions.push(id);
        return submission;
    }
    submission(id) {
        return this.submissions.get(id);
    }
    allSubmissions() {
        return [...this.submissions.values()];
    }
    /** A stored file served at /files/{id}/{filename}. */
    file(id) {
        return this.unsigned.get(id)?.file ?? this.submissions.get(id)?.file;
    }
}
/**
 * Count one poll of `submission`; every `pollsPerStep` polls it moves one step:
 * pending -> processing -> its outcome ('stuck' stays processing).
 */
function poll(submission, pollsPerStep) {
    if (submission.status === 'completed' || submission.status === 'failed')
        return;
    if (submission.status === 'processing' && submission.outcome === 'stuck')
        return;
    submission.pollsSinceStep += 1;
    if (submission.pollsSinceStep < pollsPerStep)
        return;
    submission.pollsSinceStep = 0;
    submission.status =
        submission.status === 'pending' ? 'processing' : submission.outcome;
    submission.updated_at = now();
}
/** The submission as GET /ios/signed_ipas(/{id}) answers it. */
function submissionView(submission, fileFields = true) {
    const { id, status, created_at, updated_at, team_id, notify_emails, source, file } = submission;
    const view = {
        id,
        status,
        created_at,
        updated_at,
        team_id,
        notify_emails,
        source
    };
    if (file && fileFields)
        Object.assign(view, {
            file_name: file.filename,
            file_size: file.size,
            file_sha256: file.sha256,
            ...file.app
        });
    if (status === 'failed')
        view.error_message = 'The App Store rejected the build (emulated failure).';
    return view;
}
function sourceUrl(origin, id, source) {
    return 'url' in source
        ? source.url
        : `${origin}/files/${id}/${encodeURIComponent(source.file.filename)}`;
}

// EXTERNAL MODULE: ./src/ipa/index.ts + 30 modules
var ipa = __webpack_require__(8232);
;// CONCATENATED MODULE: ./emulator/app-identity.ts

/**
 * The app's bundle id, version and build, read from the app's Info.plist alone (nothing else of
 * the IPA is read); nothing for a file that is not an IPA, as a service that reads it would record nothing.
 */
async function appIdentity(storedPath) {
    try {
        const inspection = await (0,ipa/* inspectIpa */.Ve)(storedPath, { identityOnly: true });
        const { bundleId, version, build } = (0,ipa/* acceptedIdentity */.yn)(inspection.app);
        return { bundle_id: bundleId, version, build };
    }
    catch {
        return {};
    }
}

// EXTERNAL MODULE: ./node_modules/busboy/lib/index.js
var lib = __webpack_require__(680);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
;// CONCATENATED MODULE: ./emulator/multipart.ts








/**
 * Parse a multipart/form-data body, streaming each file to `dir` while hashing it: nothing is held
 * in memory, so multi-gigabyte uploads cost no more than small ones.
 */
async function readMultipart(headers, body, dir) {
    let parser;
    try {
        parser = lib_default()({ headers, defParamCharset: 'utf8' });
    }
    catch (error) {
        throw new HttpProblem(400, `malformed multipart request: ${error.message}`);
    }
    await (0,promises_.mkdir)(dir, { recursive: true });
    const form = { fields: {}, files: [], repeated: [] };
    const files = []; // in arrival order, whichever write finishes first
    const seen = new Set();
    const writes = [];
    const note = (name) => {
        if (seen.has(name))
            form.repeated.push(name);
        seen.add(name);
    };
    parser.on('field', (name, value) => {
        note(name);
        form.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
        note(name);
        const slot = writes.length;
        const filename = info.filename ?? '';
        const storedPath = external_node_path_.join(dir, `${slot + 1}-${diskName(filename)}`);
        writes.push(storeFile(stream, storedPath).then(({ size, sha256 }) => {
            files[slot] = {
                field: name,
                filename,
                contentType: info.mimeType,
                size,
                sha256,
                storedPath
            };
        }));
    });
    const parsed = pipelineUntilAborted(body, parser);
    try {
        await parsed;
        await Promise.all(writes);
    }
    catch (error) {
        parser.destroy();
        body.stream.unpipe(parser); // the server reads (and drops) the rest before answering
        await Promise.allSettled(writes);
        if (error instanceof HttpProblem)
            throw error;
        if (error.syscall) {
            throw new HttpProblem(500, `the emulator could not store the upload: ${error.message}`);
        }
        throw new HttpProblem(400, `malformed multipart body: ${error.message}`);
    }
    form.files = files.filter(Boolean);
    return form;
}
/** Feed the body to the parser; rejects if the parser fails or the client goes away. */
function pipelineUntilAborted(body, parser) {
    return new Promise((resolve, reject) => {
        parser.on('finish', () => resolve());
        parser.on('error', reject);
        void body.ended.then(end => {
            if (end === 'aborted')
                reject(new HttpProblem(400, 'the request body was cut off'));
        });
        body.stream.pipe(parser);
    });
}
async function storeFile(stream, storedPath) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let size = 0;
    const measure = new external_node_stream_.Transform({
        transform(chunk, _encoding, callback) {
            hash.update(chunk);
            size += chunk.length;
            callback(null, chunk);
        }
    });
    await (0,external_node_stream_promises_.pipeline)(stream, measure, (0,external_node_fs_.createWriteStream)(storedPath));
    return { size, sha256: hash.digest('hex') };
}
/** A file name safe on any disk; the record keeps the name the client sent. */
function diskName(filename) {
    const base = external_node_path_.basename(filename.replaceAll('\\', '/')).replace(/[^A-Za-z0-9._-]/g, '_');
    return (base.replace(/^\.+/, '') || 'upload').slice(-100);
}

;// CONCATENATED MODULE: ./emulator/upload-input.ts




const JSON_LIMIT = 1024 * 1024;
/**
 * The fields each form takes, the emulator's schema: `inside` the container (`signed_ipa[notify_emails]`
 * as a part, `signed_ipa.notify_emails` in JSON) and `beside` it (`team_id`). Any other is refused, as
 * a strict server would, so a field the action starts to send is added here too. The file part,
 * `CONTAINER[source]`, is the multipart form's alone.
 */
const FORM_FIELDS = {
    unsigned_ipa: { inside: ['remote_source_url'], beside: [] },
    signed_ipa: { inside: ['remote_source_url', 'notify_emails'], beside: ['team_id'] }
};
async function readUpload(context, form) {
    const type = (context.headers['content-type'] ?? '').toLowerCase();
    if (type.startsWith('multipart/form-data'))
        return fromMultipart(context, form);
    if (/^application\/([\w.-]+\+)?json\s*(;|$)/.test(type))
        return fromJson(context, form);
    throw new HttpProblem(415, `Content-Type must be application/json or multipart/form-data, got '${type || '(none)'}'`);
}
async function fromJson(context, { container, withTeam }) {
    const text = (await context.body.readAll(JSON_LIMIT)).toString('utf8');
    let body;
    try {
        body = JSON.parse(text);
    }
    catch (error) {
        throw new HttpProblem(400, `invalid JSON: ${error.message}`);
    }
    context.record.json = body;
    const { inside, beside } = FORM_FIELDS[container];
    const top = objectWith(body, [container, ...beside], 'the body');
    if (top[container] === undefined)
        throw invalid(`${container} is required`);
    const inner = objectWith(top[container], inside, container);
    if (inner.remote_source_url === undefined) {
        throw invalid(`${container}.remote_source_url is required (or send the file as the multipart part '${container}[source]')`);
    }
    const source = { url: httpUrl(inner.remote_source_url, `${container}.remote_source_url`) };
    if (!withTeam)
        return { source };
    const teamId = knownTeam(teamIdFromJson(top.team_id), teamIds(context.config));
    const emails = inner.notify_emails;
    return {
        source,
        teamId,
        notifyEmails: emails === undefined ? undefined : notifyEmails(emails, `${container}.notify_emails`)
    };
}
async function fromMultipart(context, { container, withTeam }) {
    const parsed = await readMultipart(context.headers, context.body, context.uploadDir());
    context.record.fields = parsed.fields;
    context.record.files = parsed.files;
    const fileField = `${container}[source]`;
    const urlField = `${container}[remote_source_url]`;
    const emailField = `${container}[notify_emails]`;
    const { inside, beside } = FORM_FIELDS[container];
    const textFields = [...inside.map(name => `${container}[${name}]`), ...beside];
    if (parsed.repeated.length > 0)
        throw invalid(`part '${parsed.repeated[0]}' was sent more than once`);
    for (const { field } of parsed.files) {
        if (textFields.includes(field))
            throw invalid(`part '${field}' must be a text field, not a file`);
        if (field !== fileField)
            throw invalid(unexpectedPart(field, fileField, textFields));
    }
    for (const field of Object.keys(parsed.fields)) {
        if (field === fileField)
            throw invalid(`part '${fileField}' must be a file (a part with a filename)`);
        if (!textFields.includes(field))
            throw invalid(unexpectedPart(field, fileField, textFields));
    }
    const file = parsed.files[0];
    const url = parsed.fields[urlField];
    if (file && url !== undefined)
        throw invalid(`send either the file part '${fileField}' or '${urlField}', not both`);
    if (!file && url === undefined)
        throw invalid(`the file part '${fileField}' is required`);
    if (file && file.size === 0)
        throw invalid(`the file in part '${fileField}' is empty`);
    const source = file
        ? {
            file: {
                storedPath: file.storedPath,
                filename: file.filename,
                size: file.size,
                sha256: file.sha256,
                app: withTeam ? await appIdentity(file.storedPath) : undefined
            }
        }
        : { url: httpUrl(url, urlField) };
    if (!withTeam)
        return { source };
    const teamId = knownTeam(teamIdFromText(parsed.fields.team_id), teamIds(context.config));
    const emails = parsed.fields[emailField];
    return {
        source,
        teamId,
        notifyEmails: emails === undefined ? undefined : notifyEmails(emails, emailField)
    };
}
function unexpectedPart(field, fileField, textFields) {
    const expected = [fileField, ...textFields].map(name => `'${name}'`).join(', ');
    return `unexpected part '${field}'; expected only ${expected}`;
}

;// CONCATENATED MODULE: ./emulator/routes.ts





const json = (status, body, headers) => ({
    kind: 'json',
    status,
    body,
    headers
});
const problemReply = (problem) => json(problem.status, { status: problem.status, error: problem.message }, problem.headers);
const UNSIGNED = { container: 'unsigned_ipa', withTeam: false };
const SIGNED = { container: 'signed_ipa', withTeam: true };
const routes = [
    {
        pattern: ['ios', 'teams'],
        methods: { GET: async (context) => json(200, context.config.teams) }
    },
    {
        pattern: ['ios', 'apps'],
        methods: { GET: async (context) => json(200, context.config.apps) }
    },
    {
        pattern: ['ios', 'unsigned_ipas'],
        methods: {
            GET: async (context) => {
                const list = context.state.unsignedIpas().map(({ id, source, created_at }) => ({
                    id,
                    source,
                    created_at,
                    class_name: 'UnsignedIpa'
                }));
                return json(200, list);
            },
            POST: context => createOnce(context, async () => {
                const upload = await readUpload(context, UNSIGNED);
                return () => {
                    const { id, source, created_at } = context.state.addUnsignedIpa(context.origin, upload.source);
                    return json(201, [{ id, source, created_at }]);
                };
            })
        }
    },
    {
        pattern: ['ios', 'unsigned_ipas', ':id'],
        methods: {
            DELETE: async (context, { id }) => {
                if (!context.state.deleteUnsignedIpa(id))
                    throw new HttpProblem(404, `unsigned IPA ${id} not found`);
                return json(200, { deleted: true, id });
            }
        }
    },
    {
        pattern: ['ios', 'signed_ipas'],
        methods: {
            POST: context => createOnce(context, async () => {
                const upload = await readUpload(context, SIGNED);
                return () => {
                    const submission = context.state.addSubmission(context.origin, {
                        source: upload.source,
                        teamId: upload.teamId,
                        notifyEmails: upload.notifyEmails,
                        outcome: context.config.submissionOutcomes[context.state.allSubmissions().length] ??
                            context.config.submissionOutcome
                    });
                    const { id, status, created_at } = submission;
                    return json(200, [{ id, status, created_at }]);
                };
            }),
            // The listing counts as one poll of every submission, so a client that can only read the
            // listing (statusRoutes 'list-only') still sees submissions finish.
            GET: async (context) => {
                if (context.config.statusRoutes === 'none')
                    throw new HttpProblem(404, 'Not found');
                const submissions = context.state.allSubmissions();
                for (const submission of submissions)
                    poll(submission, context.config.pollsPerStep);
                const fileFields = context.config.fileFields;
                return json(200, submissions.map(submission => submissionView(submission, fileFields)));
            }
        }
    },
    {
        pattern: ['ios', 'signed_ipas', ':id'],
        enabled: config => config.statusRoutes === 'record',
        methods: {
            GET: async (context, { id }) => {
                const submission = context.state.submission(id);
                if (!submission)
                    throw new HttpProblem(404, `signed IPA submission ${id} not found`);
                poll(submission, context.config.pollsPerStep);
                return json(200, submissionView(submission, context.config.fileFields));
            }
        }
    },
    {
        pattern: ['app_analytics', ':appId'],
        methods: { GET: analytics }
    }
];
/**
 * A create route's answer: `read` reads and checks the request, and gives back how to create the
 * record; with an Idempotency-Key (honoured), that happens at most once per key.
 */
async function createOnce(context, read) {
    const key = context.config.honourIdempotencyKey ? idempotencyKey(context.headers) : undefined;
    if (key === undefined)
        return (await read())();
    return context.keys.once(context.segments.join('/'), key, async () => {
        const create = await read();
        return { fingerprint: fingerprintOf(context.record), create };
    });
}
async function analytics(context, { appId }) {
    if (!context.config.apps.some(app => String(app.id) === appId))
        throw new HttpProblem(404, 'App not found');
    const { timestamp } = context.query;
    if (timestamp === undefined)
        throw new HttpProblem(422, 'timestamp is required (a day written YYYY-MM-DD)');
    if (!isDay(timestamp))
        throw new HttpProblem(422, `timestamp must be a day written YYYY-MM-DD, got '${timestamp}'`);
    const countries = countryCodes(context.query.country_iso_codes);
    const report = analyticsReport(appId, timestamp, countries, {
        countryCount: context.config.analyticsCountryCount
    });
    return json(200, [report]);
}
/** Answer a request below /api/v1 (authentication already checked). */
async function dispatch(context) {
    const matches = routes
        .filter(route => route.enabled?.(context.config) ?? true)
        .map(route => ({ route, params: match(route.pattern, context.segments) }))
        .filter((m) => m.params !== undefined);
    if (matches.length === 0)
        throw new HttpProblem(404, 'Not found');
    for (const { route, params } of matches) {
        const handler = route.methods[context.method];
        if (handler)
            return handler(context, params);
    }
    const allowed = [...new Set(matches.flatMap(({ route }) => Object.keys(route.methods)))].join(', ');
    throw new HttpProblem(405, `method ${context.method} is not allowed here (allowed: ${allowed})`, {
        Allow: allowed
    });
}
function match(pattern, segments) {
    if (pattern.length !== segments.length)
        return undefined;
    const params = {};
    for (const [i, part] of pattern.entries()) {
        if (part.startsWith(':'))
            params[part.slice(1)] = segments[i];
        else if (part !== segments[i])
            return undefined;
    }
    return params;
}

;// CONCATENATED MODULE: ./emulator/exchange.ts




/** The record of a request whose headers just arrived. */
function newRecord(req) {
    // A request sent through an HTTP proxy names the whole URL; keep its path and query.
    const target = req.url ?? '/';
    const url = /^https?:\/\//i.test(target)
        ? target.replace(/^https?:\/\/[^/?]*/i, '') || '/'
        : target;
    const queryStart = url.indexOf('?');
    return {
        method: (req.method ?? 'GET').toUpperCase(),
        path: queryStart === -1 ? url : url.slice(0, queryStart),
        query: queryStart === -1 ? {} : Object.fromEntries(new URLSearchParams(url.slice(queryStart + 1))),
        headers: { ...req.headers },
        rawBodyBytes: 0,
        status: 0,
        responseBody: undefined,
        receivedAt: Date.now()
    };
}
/**
 * Write the answer, unless the client has gone (then the record keeps status 0). With `cutAfterBytes`,
 * the whole answer is announced (Content-Length) but the connection closes after that many body bytes.
 */
function send({ req, res, record }, reply, cutAfterBytes) {
    if (res.headersSent || req.socket.destroyed)
        return;
    if (reply.kind === 'file') {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': reply.size });
        record.answeredAt = Date.now();
        record.status = 200;
        record.responseBody = { file: reply.storedPath, size: reply.size };
        (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(reply.storedPath), res).catch(() => res.destroy());
        return;
    }
    const { text, contentType } = written(reply);
    res.writeHead(reply.status, {
        ...reply.headers,
        'Content-Type': contentType,
        'Content-Length': Buffer.byteLength(text)
    });
    record.answeredAt = Date.now();
    if (cutAfterBytes === undefined)
        res.end(text);
    else
        res.write(Buffer.from(text).subarray(0, cutAfterBytes), () => req.socket.destroy());
    record.status = reply.status;
    // A copy, so later changes to the emulator's state do not rewrite history; read from the text
    // when first asked for, so that answering many big reports at once costs no parsing.
    let copy;
    Object.defineProperty(record, 'responseBody', {
        enumerable: true,
        configurable: true,
        get: () => (copy ??= { value: parseOrText(text) }).value
    });
}
/** The answer as the text it is sent as (a stored file stays a file), under `contentType` if given. */
function written(reply, contentType) {
    if (reply.kind === 'file')
        return reply;
    const text = reply.kind === 'json' ? JSON.stringify(reply.body) : reply.text;
    const type = contentType ?? (reply.kind === 'json' ? 'application/json; charset=utf-8' : reply.contentType);
    return { kind: 'text', status: reply.status, text, contentType: type, headers: reply.headers };
}
function faultReply(fault) {
    if (fault.body === undefined) {
        const error = external_node_http_.STATUS_CODES[fault.status] ?? 'Injected fault';
        return json(fault.status, { status: fault.status, error }, fault.headers);
    }
    return {
        kind: 'text',
        status: fault.status,
        text: fault.body,
        contentType: fault.contentType ?? 'text/plain; charset=utf-8',
        headers: fault.headers
    };
}
/** What goes on the wire instead of the real answer of a 'lose-answer' fault. */
function loseAnswer(exchange, fault) {
    if (fault.how === 'reset')
        exchange.req.socket.destroy();
    if (fault.how !== 'status')
        return;
    const status = fault.status ?? 502;
    send(exchange, {
        kind: 'text',
        status,
        text: fault.body ?? proxyPage(status),
        contentType: fault.contentType ?? 'text/html'
    });
}
/** The error page a proxy in front of a service sends when it lost the service's answer. */
function proxyPage(status) {
    const title = `${status} ${external_node_http_.STATUS_CODES[status] ?? 'Error'}`;
    return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}
function parseOrText(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}

;// CONCATENATED MODULE: ./emulator/rate-limit.ts
/**
 * The service's rate limit (EmulatorConfig.rateLimit): at most `requests` requests per API key in
 * each window of `windowSeconds`, counted across connections and processes (the emulator is one
 * service, whoever asks it). A window starts with its key's first request; a request past the limit
 * is answered 429 with the seconds until the window ends (Retry-After), is not acted on, and does
 * not count.
 */
class RateLimit {
    windows = new Map();
    clear() {
        this.windows.clear();
    }
    /** The 429 of a request of `key` at `now` past the limit; undefined when it may go on (it counts). */
    take(limit, key, now = Date.now()) {
        if (!limit || key === undefined)
            return undefined;
        const windowMs = limit.windowSeconds * 1000;
        let window = this.windows.get(key);
        if (!window || now >= window.start + windowMs) {
            window = { start: now, count: 0 };
            this.windows.set(key, window);
        }
        if (window.count < limit.requests) {
            window.count += 1;
            return undefined;
        }
        // Whole seconds, rounded up: sent again after that long, it finds a new window.
        const seconds = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
        const error = `Rate limit exceeded: ${limit.requests} requests per ${limit.windowSeconds} s for this API key; try again in ${seconds} s`;
        return {
            type: 'status',
            status: 429,
            body: JSON.stringify({ status: 429, error }),
            contentType: 'application/json; charset=utf-8',
            headers: { 'Retry-After': String(seconds) }
        };
    }
}
/** The API key a request presents (its bearer credential), whichever key it is. */
function presentedKey(authorization) {
    return /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
}

;// CONCATENATED MODULE: ./emulator/server.ts
















const API_PREFIX = '/api/v1';
const UNAUTHENTICATED_MESSAGE = "You couldn't be authenticated";
async function startEmulator(options = {}) {
    const { port = 0, host = '127.0.0.1', storageDir, onRequest, ...patch } = options;
    const startedWith = mergeConfig(defaultConfig(), patch);
    let config = startedWith;
    const ownsStorage = storageDir === undefined;
    const root = storageDir ?? (await (0,promises_.mkdtemp)(external_node_path_.join(external_node_os_.tmpdir(), 'service-emulator-')));
    await (0,promises_.mkdir)(root, { recursive: true });
    const uploadsRoot = external_node_path_.join(root, 'uploads');
    const state = new EmulatorState();
    const faults = new FaultBook();
    const busy = new BusyCreates();
    const rateLimit = new RateLimit();
    const keys = new IdempotencyBook();
    const requests = [];
    /** Creates whose request arrived and whose answer has not ended, and the most at once. */
    const creates = { now: 0, peak: 0 };
    const sockets = new Set();
    const timers = new Set();
    let uploadCount = 0; // never reset, so a reset cannot reuse the directory of a request in flight
    let closing;
    let origin = '';
    const sleep = (ms) => new Promise(resolve => {
        const timer = setTimeout(() => {
            timers.delete(timer);
            resolve();
        }, ms);
        timers.add(timer);
    });
    /**
     * The wait before an answer: until answerDelayMs (read now, so configure() applies at once) after
     * the request arrived whole, so that the emulator's own work on it (a big report takes ~15 ms) is
     * done meanwhile, as by a service that works on each request apart; then `extraMs` more.
     */
    const answerDelay = async (exchange, extraMs = 0) => {
        const since = exchange.receivedWholeAt ?? Date.now();
        const ms = Math.max(0, since + config.answerDelayMs - Date.now()) + extraMs;
        if (ms > 0)
            await sleep(ms);
    };
    const routeContext = (exchange, segments) => ({
        method: exchange.record.method,
        segments,
        query: exchange.record.query,
        headers: exchange.req.headers,
        body: exchange.body,
        record: exchange.record,
        config,
        state,
        keys,
        origin,
        uploadDir: () => {
            if (closing)
                throw new HttpProblem(503, 'the emulator is closing');
            return external_node_path_.join(uploadsRoot, String(++uploadCount));
        }
    });
    /** The answer of a request no fault intercepted. */
    async function answer(exchange) {
        const { record, req } = exchange;
        if (record.path.startsWith('/files/'))
            return storedFile(exchange);
        if (record.path !== API_PREFIX && !record.path.startsWith(`${API_PREFIX}/`)) {
            throw new HttpProblem(404, 'Not found');
        }
        if (!authorized(req.headers.authorization, config.apiKey)) {
            throw new HttpProblem(401, UNAUTHENTICATED_MESSAGE, { 'WWW-Authenticate': 'Bearer' });
        }
        return dispatch(routeContext(exchange, segmentsOf(record.path.slice(API_PREFIX.length))));
    }
    /** GET /files/{id}/{filename}: an uploaded IPA, served back without authentication. */
    async function storedFile({ record }) {
        const [id, name] = segmentsOf(record.path.slice('/files'.length));
        const file = state.file(id);
        if (!file || name !== file.filename)
            throw new HttpProblem(404, 'Not found');
        if (record.method !== 'GET')
            throw new HttpProblem(405, 'only GET is allowed here', { Allow: 'GET' });
        return { kind: 'file', storedPath: file.storedPath, size: file.size };
    }
    async function run(exchange, fault) {
        const { req, body } = exchange;
        switch (fault?.type) {
            case 'status':
                await body.drain();
                await answerDelay(exchange);
                return send(exchange, faultReply(fault));
            case 'reset-before-answer':
                await body.drain();
                req.socket.destroy();
                return;
            case 'reset-mid-body':
                body.stream.resume();
                await body.reached(fault.afterBytes);
                req.socket.destroy();
                return;
            case 'stall-mid-body':
                body.stream.resume();
                await body.reached(fault.afterBytes);
                body.stall();
                return;
            case 'no-answer':
                await body.drain();
                return;
            case 'throttle':
                body.throttle(fault.bytesPerSecond);
                break;
            case 'forget-records':
                state.clear();
                keys.clear();
                break;
        }
        let reply;
        try {
            reply = await answer(exchange);
        }
        catch (error) {
            reply = problemReply(error instanceof HttpProblem
                ? error
                : new HttpProblem(500, `emulator error: ${error.message}`));
        }
        // Handlers may leave (part of) the body unread; answer only once the client is done sending.
        await body.drain();
        // Written before the wait, so that the wait covers that work too.
        reply = written(reply, fault?.type === 'content-type' ? fault.contentType : undefined);
        await answerDelay(exchange, fault?.type === 'delay' ? fault.ms : 0);
        if (fault?.type === 'lose-answer')
            return loseAnswer(exchange, fault);
        send(exchange, reply, fault?.type === 'cut-answer' ? fault.afterBytes : undefined);
    }
    const server = external_node_http_.createServer({ requestTimeout: 0 }, (req, res) => {
        const record = newRecord(req);
        requests.push(record);
        const exchange = {
            req,
            res,
            record,
            body: new RequestBody(req, n => (record.rawBodyBytes = n))
        };
        // A request with neither header has no body (RFC 9112, 6.3): whole on arrival. ('end' would tell
        // only after the handler's first synchronous run, a big analytics report included.)
        if (req.headers['transfer-encoding'] === undefined && !Number(req.headers['content-length']))
            exchange.receivedWholeAt = record.receivedAt;
        else
            req.once('end', () => (exchange.receivedWholeAt = Date.now()));
        const create = record.method === 'POST' && record.path.endsWith(CREATE_ROUTES);
        if (create)
            creates.peak = Math.max(creates.peak, ++creates.now);
        let settled = false;
        const settle = () => {
            if (settled)
                return;
            settled = true;
            if (create)
                creates.now -= 1;
            onRequest?.(record);
        };
        res.on('finish', settle);
        res.on('close', settle);
        if (config.throughputBytesPerSecond !== undefined)
            exchange.body.throttle(config.throughputBytesPerSecond);
        // The rate limit answers before the service sees the request: no fault or create is used up.
        const limited = record.path.startsWith(API_PREFIX)
            ? rateLimit.take(config.rateLimit, presentedKey(req.headers.authorization))
            : undefined;
        run(exchange, limited ?? takeFault(record, create)).catch(error => {
            send(exchange, problemReply(new HttpProblem(500, `emulator error: ${error.message}`)));
        });
    });
    /** The fault that hits a request the rate limit let through; busyCreates counts every create. */
    function takeFault(record, create) {
        const putOff = busy.take(config.busyCreates, create);
        const fault = faults.take(record.method, record.path, record.query);
        if (fault)
            record.fault = fault.type;
        return fault ?? putOff;
    }
    server.on('connection', socket => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
            server.off('error', reject);
            resolve();
        });
    });
    origin = originOf(server.address(), host);
    function close() {
        closing ??= (async () => {
            for (const timer of timers)
                clearTimeout(timer);
            timers.clear();
            const closed = new Promise(resolve => server.close(() => resolve()));
            for (const socket of sockets)
                socket.destroy();
            await closed;
            if (ownsStorage)
                await (0,promises_.rm)(root, { recursive: true, force: true });
        })();
        return closing;
    }
    return {
        get baseUrl() {
            return `${origin}${API_PREFIX}`;
        },
        get apiKey() {
            return config.apiKey;
        },
        get requests() {
            return requests;
        },
        get config() {
            return config;
        },
        configure(patch) {
            config = mergeConfig(config, patch);
        },
        injectFault(fault) {
            faults.add(fault);
        },
        made() {
            return state.madeIds();
        },
        createsInFlight() {
            return { ...creates };
        },
        reset({ config: restore = false } = {}) {
            if (restore)
                config = startedWith;
            requests.length = 0;
            creates.peak = creates.now;
            state.clear();
            keys.clear();
            faults.clear();
            busy.clear();
            rateLimit.clear();
            (0,external_node_fs_.rmSync)(uploadsRoot, { recursive: true, force: true });
        },
        close
    };
}
function authorized(header, apiKey) {
    return presentedKey(header) === apiKey;
}
/** '/a/b%20c/' -> ['a', 'b c']; a malformed escape makes the path unknown. */
function segmentsOf(pathBelowPrefix) {
    const trimmed = pathBelowPrefix.replace(/^\/+/, '').replace(/\/$/, '');
    if (trimmed === '')
        return [];
    try {
        return trimmed.split('/').map(decodeURIComponent);
    }
    catch {
        throw new HttpProblem(404, 'Not found');
    }
}
function originOf(address, host) {
    if (address === null || typeof address === 'string')
        throw new Error('the emulator is not listening on TCP');
    // A wildcard address is reachable through loopback; write IPv6 literals in brackets.
    const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
    return `http://${shown.includes(':') ? `[${shown}]` : shown}:${address.port}`;
}

// EXTERNAL MODULE: ./src/text/docs-link.ts
var docs_link = __webpack_require__(7313);
// EXTERNAL MODULE: ./src/text/wrapped.ts
var wrapped = __webpack_require__(2426);
;// CONCATENATED MODULE: ./emulator/start.ts




/**
 * The emulator run from a command line: `npm run emulator -- --port 8787 --outcome failed` here,
 * `app-store-deploy emulator --port 8787` from the installed package. It prints a line when it
 * listens (its base-url and api-key) and one for each request, and stops on SIGINT or SIGTERM, or
 * when the process that started it ends. Resolves with the exit code once it has stopped: 0, or 2
 * when it could not start (a bad option, a port in use), having said why and how to call it.
 *
 * `usage` is how the caller is called (`app-store-deploy emulator`), for --help.
 */
async function runEmulator(argv, env, usage) {
    let emulator;
    try {
        const read = readEmulatorOptions(argv, env);
        if (read === 'help') {
            console.log(emulatorHelp(usage));
            return 0;
        }
        const { loseAnswer, ...settings } = read;
        emulator = await startEmulator({
            ...settings,
            onRequest: request => {
                const status = request.status === 0 ? 'no answer' : String(request.status);
                console.log(`${request.method} ${request.path} ${status}${request.fault ? ` (fault: ${request.fault})` : ''}`);
            }
        });
        if (loseAnswer)
            emulator.injectFault(loseAnswer);
    }
    catch (error) {
        console.error(`Emulator failed to start: ${error instanceof Error ? error.message : String(error)}`);
        console.error(`${synopsis(usage)}\n${usage} --help says what each option does.`);
        return 2;
    }
    const stopped = new Promise(resolve => {
        let stopping = false;
        const stop = (why) => {
            if (stopping)
                return;
            stopping = true;
            console.log(`Emulator stopping (${why})`);
            emulator.close().then(() => resolve(0), () => resolve(1));
        };
        // `on`, not `once`: npm passes on the SIGINT its process group got, so a second one comes, and
        // with no listener of ours left Node's default would end the process before the close.
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
        stopWithParent(stop);
    });
    // Said once it stops on a signal: whoever reads this line may send one at once.
    console.log(`Emulator listening: base-url=${emulator.baseUrl} api-key=${emulator.apiKey}`);
    return stopped;
}
/**
 * Stops when the process that started the emulator ends, as when npm (or npx) is killed outright:
 * the emulator would hold its port for ever. `npm run emulator` `exec`s one process (`node --import
 * tsx`, not tsx's launcher and its child) so that npm's own signals reach it, and its parent is npm.
 */
function stopWithParent(stop) {
    const parent = process.ppid;
    const watch = setInterval(() => {
        if (process.ppid === parent)
            return;
        clearInterval(watch);
        stop('the process that started it ended');
    }, 250);
    watch.unref();
}
/** `Usage: NAME [--port N] [--host H] …`, each option whole on a line of at most 100 characters. */
function synopsis(usage) {
    const head = `Usage: ${usage}`;
    const margin = ' '.repeat(head.length);
    const lines = [head];
    for (const [flag, option] of emulatorOptions()) {
        const item = `[--${flag}${option.value ? ` ${option.value}` : ''}]`;
        if (lines[lines.length - 1].length + item.length + 1 > 100)
            lines.push(margin);
        lines[lines.length - 1] += ` ${item}`;
    }
    return lines.join('\n');
}
/** --help: each option's flag, variable, default and what it sets (emulator/options.ts). */
function emulatorHelp(usage) {
    const options = emulatorOptions().flatMap(([flag, option]) => {
        const fallback = option.default === undefined ? '' : ` Default: ${option.default}.`;
        const more = option.section ? ` More: ${(0,docs_link/* docsLink */._)('emulator.md', option.section)}` : '';
        return [
            `  --${flag}${option.value ? ` ${option.value}` : ''}  (${option.env}${option.value ? '' : '=1'})`,
            ...(0,wrapped/* wrapped */.k)(`${option.about.replace(/`/g, '')}.${fallback}${more}`)
        ];
    });
    return [
        synopsis(usage),
        '',
        ...(0,wrapped/* wrapped */.k)("An emulator of the Mobile App Deployment and Analytics Service, to try a pipeline without an account. It prints its base-url and api-key, then a line for each request; SIGINT (Ctrl-C) or SIGTERM stops it. Each option's variable is read when the option is not given.", 0),
        '',
        'Options:',
        ...options,
        '  --help, -h',
        '',
        `More: ${(0,docs_link/* docsLink */._)('emulator.md')}`
    ].join('\n');
}


/***/ }),

/***/ 5000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ isIsoCountry),
/* harmony export */   oC: () => (/* binding */ ISO_ALPHA3),
/* harmony export */   r0: () => (/* binding */ likelyIsoCode)
/* harmony export */ });
/* harmony import */ var _text_nearest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(613);

/** ISO 3166-1 alpha-3, all 249 officially assigned codes: what `countries` takes. */
const ISO_ALPHA3 = `
AFG ALA ALB DZA ASM AND AGO AIA ATA ATG ARG ARM ABW AUS AUT AZE BHS BHR BGD BRB BLR BEL BLZ BEN BMU
BTN BOL BES BIH BWA BVT BRA IOT BRN BGR BFA BDI CPV KHM CMR CAN CYM CAF TCD CHL CHN CXR CCK COL COM
COG COD COK CRI CIV HRV CUB CUW CYP CZE DNK DJI DMA DOM ECU EGY SLV GNQ ERI EST SWZ ETH FLK FRO FJI
FIN FRA GUF PYF ATF GAB GMB GEO DEU GHA GIB GRC GRL GRD GLP GUM GTM GGY GIN GNB GUY HTI HMD VAT HND
HKG HUN ISL IND IDN IRN IRQ IRL IMN ISR ITA JAM JPN JEY JOR KAZ KEN KIR PRK KOR KWT KGZ LAO LVA LBN
LSO LBR LBY LIE LTU LUX MAC MDG MWI MYS MDV MLI MLT MHL MTQ MRT MUS MYT MEX FSM MDA MCO MNG MNE MSR
MAR MOZ MMR NAM NRU NPL NLD NCL NZL NIC NER NGA NIU NFK MKD MNP NOR OMN PAK PLW PSE PAN PNG PRY PER
PHL PCN POL PRT PRI QAT REU ROU RUS RWA BLM SHN KNA LCA MAF SPM VCT WSM SMR STP SAU SEN SRB SYC SLE
SGP SXM SVK SVN SLB SOM ZAF SGS SSD ESP LKA SDN SUR SJM SWE CHE SYR TWN TJK TZA THA TLS TGO TKL TON
TTO TUN TUR TKM TCA TUV UGA UKR ARE GBR USA UMI URY UZB VUT VEN VNM VGB VIR WLF ESH YEM ZMB ZWE
`
    .trim()
    .split(/\s+/);
const ISO = new Set(ISO_ALPHA3);
/**
 * The three-letter codes of sport (IOC, FIFA) that people write for a country, and the ISO code of
 * that country, where the two differ and the sports code is no ISO code itself: `GER` is `DEU`.
 */
const SPORTS_CODES = Object.fromEntries(`GER:DEU SUI:CHE NED:NLD POR:PRT DEN:DNK CRO:HRV GRE:GRC RSA:ZAF UAE:ARE KSA:SAU BUL:BGR CHI:CHL
CRC:CRI ALG:DZA ANG:AGO BAH:BHS BAN:BGD BAR:BRB BER:BMU BOT:BWA BRU:BRN CAM:KHM CAY:CYM CGO:COG
CHA:TCD ESA:SLV FIJ:FJI GAM:GMB GUA:GTM GUI:GIN HAI:HTI HON:HND INA:IDN IRI:IRN KUW:KWT LAT:LVA
LIB:LBN MAD:MDG MAS:MYS MGL:MNG MRI:MUS MTN:MRT MYA:MMR NEP:NPL NGR:NGA NIG:NER OMA:OMN PAR:PRY
PHI:PHL PUR:PRI SLO:SVN SRI:LKA SUD:SDN TAN:TZA TGA:TON TPE:TWN URU:URY VAN:VUT VIE:VNM ZAM:ZMB
ZIM:ZWE LES:LSO MAW:MWI TOG:TGO SEY:SYC ENG:GBR SCO:GBR WAL:GBR NIR:GBR`
    .split(/\s+/)
    .map(pair => pair.split(':')));
/** Whether a code is an ISO 3166-1 alpha-3 code (upper case). */
function isIsoCountry(code) {
    return ISO.has(code);
}
/**
 * The ISO code a code that is none most likely meant: the country whose sports code it is (`GER`:
 * `DEU`), else the only ISO code one edit away (`DUE`: `DEU`); undefined when none or several are.
 */
function likelyIsoCode(code) {
    const upper = code.toUpperCase();
    if (ISO.has(upper))
        return undefined;
    if (SPORTS_CODES[upper])
        return SPORTS_CODES[upper];
    const near = ISO_ALPHA3.filter(iso => (0,_text_nearest_js__WEBPACK_IMPORTED_MODULE_0__/* .editDistance */ .Y)(upper, iso) === 1);
    return near.length === 1 ? near[0] : undefined;
}


/***/ }),

/***/ 9041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 2426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ wrapped)
/* harmony export */ });
/** Text in lines of at most `width` characters, each indented by `indent` (under its flag, in --help). */
function wrapped(text, indent = 6, width = 100) {
    const margin = ' '.repeat(indent);
    const lines = [];
    let line = margin;
    for (const word of text.split(/\s+/)) {
        if (line.length + word.length + 1 > width && line.trim()) {
            lines.push(line);
            line = margin;
        }
        line += line.trim() ? ` ${word}` : word;
    }
    if (line.trim())
        lines.push(line);
    return lines;
}


/***/ })

};

//# sourceMappingURL=557.index.js.map
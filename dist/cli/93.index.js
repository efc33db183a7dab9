export const id = 93;
export const ids = [93];
export const modules = {

/***/ 9832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LA: () => (/* binding */ appText),
/* harmony export */   M$: () => (/* binding */ recordsOf),
/* harmony export */   hH: () => (/* binding */ OUTPUTS_OF),
/* harmony export */   lm: () => (/* binding */ withRecords),
/* harmony export */   nB: () => (/* binding */ runFleetItem),
/* harmony export */   o_: () => (/* binding */ jsonOf),
/* harmony export */   sG: () => (/* binding */ outcomeOf)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9209);
/* harmony import */ var _commands_describe_failure_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3894);
/* harmony import */ var _commands_stop_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3172);
/* harmony import */ var _commands_command_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2152);





/** The outputs of what items make: one's id, and the JSON array of all of them. */
const OUTPUTS_OF = {
    submissions: { id: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionId, ids: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionIds },
    'stored IPAs': { id: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaId, ids: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaIds }
};
/** The outcome of one item from what it would have set as the step's outputs, and how it ended. */
function outcomeOf(label, captured, ended) {
    const result = captured.outcome.facts;
    const made = ended.made ?? 'submissions';
    // The app, as the IPA or the deployment said it; else as the service's record does, if it does.
    const fromRecord = appOfRecord(result.record);
    return {
        label,
        bundleId: text(result.bundleId) ?? fromRecord.bundleId,
        version: text(result.version) ?? fromRecord.version,
        build: text(result.build) ?? fromRecord.build,
        team: ended.team ?? text(result.teamId),
        id: text(made === 'submissions' ? result.submissionId : result.ipaId),
        status: text(result.status),
        record: result.record,
        durationMs: ended.durationMs,
        failure: ended.error === undefined ? undefined : inOneLine(ended.error, ended.names),
        failureReason: text(result.failureReason)
    };
}
function text(value) {
    return value === undefined || value === null || value === '' ? undefined : String(value);
}
/** The app a service's record names, where it does (`bundle_id`, `version`, `build`). */
function appOfRecord(record) {
    if (!record || typeof record !== 'object' || Array.isArray(record))
        return {};
    const { bundle_id, version, build } = record;
    // The service's text: one line, as any text of it is shown.
    const scalar = (value) => typeof value === 'string' || typeof value === 'number'
        ? text((0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(String(value), 200))
        : undefined;
    return { bundleId: scalar(bundle_id), version: scalar(version), build: scalar(build) };
}
/**
 * Runs one item of a fleet to its end, in its own context: how it ended, never thrown, so that the
 * others go on; a failure is said at once in its log lines, and again with the others at the end.
 */
async function runFleetItem(item, run, details = () => ({})) {
    const started = Date.now();
    let error;
    try {
        await run();
    }
    catch (thrown) {
        error = thrown;
        if (thrown instanceof _commands_command_error_js__WEBPACK_IMPORTED_MODULE_3__/* .CommandError */ .Q)
            item.captured.outcome.failure = thrown.failure;
    }
    const outcome = outcomeOf(item.label, item.captured, {
        error,
        names: item.context.names,
        durationMs: Date.now() - started,
        ...details()
    });
    // Stopped (a signal), it has not failed: the stop's own words say what it left under way.
    const stopped = error instanceof _commands_stop_js__WEBPACK_IMPORTED_MODULE_2__/* .StoppedError */ .Ko;
    if (outcome.failure)
        item.context.log.info(`${stopped ? 'Stopped' : 'Failed'}: ${outcome.failure} The others go on.`);
    return { outcome, captured: item.captured, error };
}
/** The app an item is of, as a list names it: ` — com.example.App 2.3.0 (45)`; nothing unknown. */
function appText({ bundleId, version, build }) {
    return bundleId ? ` — ${bundleId} ${version ?? '?'} (${build ?? '?'})` : '';
}
/** A failure as one line of a list: what failed, each problem, what to do. */
function inOneLine(error, names) {
    const { headline, problems = [], next } = (0,_commands_describe_failure_js__WEBPACK_IMPORTED_MODULE_1__/* .describeFailure */ .Ic)(error, names).explanation;
    const head = problems.length > 0 ? `${headline}: ${problems.join(' ')}` : sentence(headline);
    return [head.replace(/\s*\n\s*/g, ' '), next].filter(Boolean).join(' ');
}
function sentence(text) {
    return /[.!?]$/.test(text) ? text : `${text}.`;
}
/** What `json` holds of one item: its record, with the app it is of, and why it failed. */
function jsonOf(outcome) {
    const record = outcome.record && typeof outcome.record === 'object' && !Array.isArray(outcome.record)
        ? outcome.record
        : { id: outcome.id ?? null, status: outcome.status ?? null };
    return {
        ...record,
        bundle_id: outcome.bundleId ?? record.bundle_id ?? null,
        version: outcome.version ?? record.version ?? null,
        build: outcome.build ?? record.build ?? null,
        ...(outcome.failureReason ? { failure_reason: outcome.failureReason } : {}),
        ...(outcome.failure ? { error: outcome.failure } : {})
    };
}
const RECORDS = Symbol('the records of the fleet that failed with this error');
/**
 * Lets the records of a fleet ride on the error it fails with (the `json` array, one per item, made
 * from the same outcomes), so that the tool's --json failure document carries each app's record.
 */
function withRecords(error, records) {
    if (error && typeof error === 'object')
        Object.assign(error, { [RECORDS]: records });
    return error;
}
/** The records of the fleet that failed with `error`, when it was a fleet's. */
function recordsOf(error) {
    if (!error || typeof error !== 'object' || !(RECORDS in error))
        return undefined;
    const records = error[RECORDS];
    return Array.isArray(records) ? records : undefined;
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

/***/ 2784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ unitSection)
});

// EXTERNAL MODULE: ./src/summary/app-card.ts
var app_card = __webpack_require__(2554);
// EXTERNAL MODULE: ./src/summary/check.ts
var check = __webpack_require__(8444);
// EXTERNAL MODULE: ./src/summary/preflight.ts
var preflight = __webpack_require__(4011);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
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
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/text/signed-url.ts
var signed_url = __webpack_require__(6627);
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


/***/ })

};

//# sourceMappingURL=93.index.js.map
export const id = 590;
export const ids = [590];
export const modules = {

/***/ 8786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ outcomeKeptIn),
/* harmony export */   KT: () => (/* binding */ outputsOfUnit),
/* harmony export */   qM: () => (/* binding */ outcomeToOutputs),
/* harmony export */   we: () => (/* binding */ emptyOutcome)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);

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

/***/ 2554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Um: () => (/* binding */ appCard),
/* harmony export */   W7: () => (/* binding */ fileOf),
/* harmony export */   XO: () => (/* binding */ appFacts)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _ipa_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9041);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8488);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6590);
/* harmony import */ var _text_signed_url_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6627);
/* harmony import */ var _preflight_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4011);






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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ checkSection)
/* harmony export */ });
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8488);
/* harmony import */ var _app_card_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2554);
/* harmony import */ var _preflight_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4011);



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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ preflightTable),
/* harmony export */   m: () => (/* binding */ preflightCounts)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8488);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6590);



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

//# sourceMappingURL=590.index.js.map
export const id = 497;
export const ids = [497];
export const modules = {

/***/ 7497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runGather: () => (/* binding */ runGather)
});

// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/fleet/outcome.ts
var fleet_outcome = __webpack_require__(9832);
// EXTERNAL MODULE: ./src/fleet/report-document.ts
var report_document = __webpack_require__(6192);
// EXTERNAL MODULE: ./src/fleet/report.ts
var fleet_report = __webpack_require__(5860);
// EXTERNAL MODULE: ./src/follow-submission/statuses.ts
var statuses = __webpack_require__(1028);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
// EXTERNAL MODULE: ./src/summary/fleet.ts
var fleet = __webpack_require__(7676);
;// CONCATENATED MODULE: ./src/summary/gather.ts




/**
 * The summary of a release gathered from its shards' reports: the headline for the whole release,
 * one row per app (failures first: the fleet's own table), then a short table of the shards.
 */
function gatherSummary(apps, shards, report, 
/** Whether the reports make the whole release (none missing, none of another run). */
whole) {
    const failuresFirst = [
        ...apps.filter(app => app.failure !== undefined),
        ...apps.filter(app => app.failure === undefined)
    ];
    return [
        headline(apps, shards, report, whole),
        apps.length > 0 ? (0,fleet/* fleetTable */.d)(failuresFirst, report) : undefined,
        shards.length > 0 ? '#### Shards' : undefined,
        shards.length > 0 ? shardTable(shards) : undefined
    ]
        .filter(Boolean)
        .join('\n\n');
}
/** `500 apps over 20 shards`: how many went through, failed, are still in progress. */
function headline(apps, shards, { made }, whole) {
    const failed = apps.filter(app => app.failure !== undefined).length;
    const through = apps.filter(app => app.failure === undefined &&
        (made === 'stored IPAs'
            ? app.id !== undefined
            : (0,statuses/* classifyStatus */.x)(app.status ?? '') === 'success')).length;
    const open = apps.length - failed - through;
    // A shard's run that failed (stopped, say) fails the release, though none of its apps did.
    const shardFailed = shards.some(shard => shard.failure !== undefined);
    const icon = failed > 0 || shardFailed || !whole ? '❌' : open > 0 ? '📨' : '✅';
    const counts = [
        `${through} ${made === 'stored IPAs' ? 'stored' : 'went through'}`,
        `${failed} failed`,
        made === 'stored IPAs' ? undefined : `${open} still in progress`
    ].filter(Boolean);
    // Not whole, the counts are of the reports read only, and the headline says so first.
    const of = whole ? '' : ' (the reports read of an incomplete release: see above)';
    return `${icon} **${(0,format/* plural */.LS)(apps.length, 'app')} over ${(0,format/* plural */.LS)(shards.length, 'shard')}**${of}: ${counts.join(', ')}.`;
}
/** A row per shard: its apps, its time, its rate-limit waits (when any had some), its failure. */
function shardTable(shards) {
    const columns = [
        ['Shard', shard => (0,markdown/* mdLink */.YF)(`${shard.index + 1} of ${shard.total}`, shard.url)],
        ['Attempt', shard => (shard.attempt !== undefined ? String(shard.attempt) : '')],
        ['Apps', shard => String(shard.apps)],
        ['Time', shard => (shard.durationMs !== undefined ? (0,format/* formatDuration */.a3)(shard.durationMs) : '')],
        [
            'Rate-limit waits',
            ({ rateLimit }) => rateLimit && rateLimit.waits > 0
                ? `${rateLimit.waits} (${(0,format/* formatDuration */.a3)(rateLimit.waitedMs)})`
                : ''
        ],
        // A shard whose apps failed says how many (each is in the release's list); another failure
        // (the key refused, the service out of reach) in its own words.
        [
            'Failure',
            shard => shard.failedApps > 0
                ? `${shard.failedApps} of ${(0,format/* plural */.LS)(shard.apps, 'app')} failed`
                : (0,markdown.md)(shard.failure ?? '', 200)
        ]
    ];
    const shown = columns.filter(([, cell]) => shards.some(shard => cell(shard) !== ''));
    return (0,markdown/* table */.tp)(shown.map(([header]) => header), shards.map(shard => shown.map(([, cell]) => cell(shard))), { limit: 500, left: true });
}

// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/commands/command-error.ts
var command_error = __webpack_require__(2152);
;// CONCATENATED MODULE: ./src/commands/gather/check-set.ts
/**
 * Makes one release of the files `reports` matched: each readable, all of one run (`ownRun`, the
 * gathering job's, when it runs in one; else the run most of them name), one count of shards and of
 * apps, each shard once (the later attempt's, when a re-run wrote it again), none a dry run's, all of
 * one split of the fleet, and the shares adding up to the fleet. Every problem is said, not the first
 * alone.
 */
function checkSet(read, ownRun) {
    const problems = [];
    const readable = [];
    for (const { file, read: one } of read) {
        if ('report' in one)
            readable.push({ file, report: one.report });
        else
            problems.push({ type: 'unreadable-report', file, ...one });
    }
    const run = ownRun ? ownRun.id : mostCommon(readable.map(({ report }) => report.run?.id));
    const ofRun = readable.filter(({ file, report }) => {
        if (report.run?.id === run)
            return true;
        problems.push({
            type: 'other-run',
            file,
            run: report.run?.id,
            expected: run,
            ...releaseIdOf(report.run, ownRun)
        });
        return false;
    });
    const command = agreed(ofRun, 'command', ({ report }) => report.command, problems);
    const total = agreed(ofRun, 'shards', ({ report }) => report.shard.total, problems);
    const fleetSize = agreed(ofRun, 'apps', ({ report }) => report.fleetSize, problems);
    const { shards, laterAttempts } = oneEach(ofRun.filter(({ report }) => report.shard.total === total), problems);
    if (total !== undefined)
        for (let index = 0; index < total; index++)
            if (!shards.some(({ report }) => report.shard.index === index))
                problems.push({ type: 'missing-shard', index, total });
    for (const { file, report } of shards)
        if (report.dryRun)
            problems.push({ type: 'dry-run', file, ...report.shard });
    const splits = splitsOf(shards);
    if (splits.length > 1)
        problems.push({ type: 'splits-differ', splits });
    const gathered = shards.reduce((sum, { report }) => sum + report.share.length, 0);
    if (problems.length === 0 && fleetSize !== undefined && gathered !== fleetSize)
        problems.push({ type: 'shares-short', fleetSize, gathered });
    return { shards, problems, laterAttempts, run, command };
}
/**
 * The release-id the shards were given, where gather's own run is not tied by one: gather was not
 * given it, and its run is not theirs.
 */
function releaseIdOf(run, ownRun) {
    if (run?.tie !== 'release-id' || !ownRun || ownRun.tie === 'release-id')
        return {};
    return { releaseId: run.id.replace(/^release /, '') };
}
/**
 * The shards of each split the reports name (split-fleet.ts's fingerprint), in the shards' order: more
 * than one, and an app may have been left by each shard to another. Reports that name none (a fleet
 * not split) are not compared.
 */
function splitsOf(shards) {
    const bySplit = new Map();
    for (const one of shards)
        if (one.report.split !== undefined)
            bySplit.set(one.report.split, [...(bySplit.get(one.report.split) ?? []), one]);
    return [...bySplit.values()].map(all => ({
        shards: all.map(({ report }) => report.shard.index),
        files: all.map(({ file }) => file)
    }));
}
/**
 * The value most reports give (the first given, of equal counts); when they differ, a problem that
 * lists each value with its files.
 */
function agreed(reports, what, valueOf, problems) {
    const values = [...new Set(reports.map(valueOf))];
    if (values.length > 1) {
        const files = (value) => reports
            .filter(one => valueOf(one) === value)
            .map(one => one.file)
            .join(', ');
        problems.push({
            type: 'totals-differ',
            what,
            values: values.map(value => `${value} (${files(value)})`)
        });
    }
    return mostCommon(reports.map(valueOf));
}
/**
 * One report per shard, in the shards' order: of two attempts of the run, the later one's; two
 * reports no attempt tells apart are a problem (the first is shown, the gather fails).
 */
function oneEach(reports, problems) {
    const byIndex = new Map();
    for (const one of reports) {
        const index = one.report.shard.index;
        byIndex.set(index, [...(byIndex.get(index) ?? []), one]);
    }
    const shards = [];
    const laterAttempts = [];
    for (const [index, all] of [...byIndex].sort(([a], [b]) => a - b)) {
        const total = all[0].report.shard.total;
        const attempts = all.map(one => one.report.run?.attempt);
        const told = attempts.every(a => a !== undefined) && new Set(attempts).size === all.length;
        if (all.length > 1 && !told)
            problems.push({ type: 'shard-twice', index, total, files: all.map(one => one.file) });
        const latest = told
            ? all.reduce((a, b) => (b.report.run.attempt > a.report.run.attempt ? b : a))
            : all[0];
        shards.push(latest);
        if (all.length > 1 && told)
            laterAttempts.push({
                index,
                total,
                taken: { file: latest.file, attempt: latest.report.run.attempt },
                dropped: all
                    .filter(one => one !== latest)
                    .map(one => ({ file: one.file, attempt: one.report.run.attempt }))
            });
    }
    return { shards, laterAttempts };
}
/** The value given most often; of equal counts, the first given. */
function mostCommon(values) {
    const counts = new Map();
    for (const value of values)
        counts.set(value, (counts.get(value) ?? 0) + 1);
    let best;
    let most = 0;
    for (const [value, count] of counts)
        if (count > most) {
            best = value;
            most = count;
        }
    return best;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/commands/gather/read-report.ts


/**
 * The most a report file may be: a shard of 500 apps writes about 160 KiB (bench/gather.ts), a
 * hundredth of it, so a larger file is no report, and is not read (a 100 MB file matched by mistake
 * costs nothing).
 */
const REPORT_MAX_BYTES = 16 * 1024 * 1024;
/** Reads one file `reports` matched, within the budget, as untrusted JSON. */
async function readReportFile(file) {
    let text;
    try {
        const { size } = await external_node_fs_.promises.stat(file);
        if (size > REPORT_MAX_BYTES)
            return { why: 'too-large', bytes: size, limit: REPORT_MAX_BYTES };
        text = await external_node_fs_.promises.readFile(file, 'utf8');
    }
    catch (error) {
        return { why: 'unreadable', code: error.code ?? 'EIO' };
    }
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return { why: 'not-json' };
    }
    return checkedReport(value);
}
/** The field of a report that holds something else than its type: its path, and what it must be. */
class BadField {
    field;
    expected;
    constructor(field, expected) {
        this.field = field;
        this.expected = expected;
    }
}
/**
 * A parsed report, each field's type checked: another kind of JSON and a newer version are named as
 * such, so that a stray artifact or a newer shard is told apart from a damaged report.
 */
function checkedReport(value) {
    if (!isObject(value) || value.kind !== report_document/* REPORT_KIND */.KP)
        return { why: 'other-kind' };
    if (typeof value.version === 'number' && value.version > report_document/* REPORT_VERSION */.Aj)
        return { why: 'newer-version', version: value.version };
    try {
        return { report: documentOf(value) };
    }
    catch (error) {
        if (!(error instanceof BadField))
            throw error;
        return { why: 'bad-field', field: error.field, expected: error.expected };
    }
}
function documentOf(value) {
    if (value.version !== report_document/* REPORT_VERSION */.Aj)
        throw new BadField('version', `${report_document/* REPORT_VERSION */.Aj}`);
    const command = oneOf(value.command, 'command', ['submit', 'upload']);
    const shard = object(value.shard, 'shard');
    const total = integer(shard.total, 'shard.total', 1);
    const index = integer(shard.index, 'shard.index', 0);
    if (index >= total)
        throw new BadField('shard.index', `below shard.total (${total})`);
    const share = list(value.share, 'share').map((label, i) => read_report_text(label, `share[${i}]`));
    const apps = list(value.apps, 'apps').map((app, i) => appOf(app, `apps[${i}]`));
    const records = list(value.records, 'records').map((record, i) => object(record, `records[${i}]`));
    if (apps.length !== share.length)
        throw new BadField('apps', `one per label of share`);
    if (records.length !== apps.length)
        throw new BadField('records', `one per app of apps`);
    return {
        kind: report_document/* REPORT_KIND */.KP,
        version: report_document/* REPORT_VERSION */.Aj,
        command,
        run: optional(value.run, 'run', runOf),
        shard: { index, total },
        fleetSize: integer(value.fleetSize, 'fleetSize', 1),
        share,
        split: optional(value.split, 'split', read_report_text),
        dryRun: optional(value.dryRun, 'dryRun', (dryRun, field) => {
            if (dryRun !== true)
                throw new BadField(field, 'true');
            return true;
        }),
        startedAt: time(value.startedAt, 'startedAt'),
        endedAt: time(value.endedAt, 'endedAt'),
        records,
        apps,
        outputs: object(value.outputs, 'outputs'),
        failure: optional(value.failure, 'failure', (failure, field) => {
            const { code, message } = object(failure, field);
            return { code: integer(code, `${field}.code`, 0), message: read_report_text(message, `${field}.message`) };
        }),
        rateLimit: optional(value.rateLimit, 'rateLimit', (rateLimit, field) => {
            const { waits, waitedMs } = object(rateLimit, field);
            return {
                waits: integer(waits, `${field}.waits`, 0),
                waitedMs: number(waitedMs, `${field}.waitedMs`)
            };
        })
    };
}
const TIES = ['release-id', 'run', 'pipeline'];
function runOf(value, field) {
    const run = object(value, field);
    return {
        tie: oneOf(run.tie, `${field}.tie`, TIES),
        id: read_report_text(run.id, `${field}.id`),
        attempt: optional(run.attempt, `${field}.attempt`, (n, f) => integer(n, f, 0)),
        url: optional(run.url, `${field}.url`, read_report_text)
    };
}
const APP_TEXTS = [
    'bundleId',
    'version',
    'build',
    'team',
    'id',
    'status',
    'failure',
    'failureReason'
];
function appOf(value, field) {
    const app = object(value, field);
    const read = { label: read_report_text(app.label, `${field}.label`) };
    for (const name of APP_TEXTS)
        read[name] = optional(app[name], `${field}.${name}`, read_report_text);
    read.durationMs = optional(app.durationMs, `${field}.durationMs`, number);
    return read;
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function object(value, field) {
    if (!isObject(value))
        throw new BadField(field, 'an object');
    return value;
}
function list(value, field) {
    if (!Array.isArray(value))
        throw new BadField(field, 'a list');
    return value;
}
function read_report_text(value, field) {
    if (typeof value !== 'string')
        throw new BadField(field, 'text');
    return value;
}
function number(value, field) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
        throw new BadField(field, 'a number from 0');
    return value;
}
function integer(value, field, min) {
    if (!Number.isSafeInteger(value) || value < min)
        throw new BadField(field, `a whole number from ${min}`);
    return value;
}
function time(value, field) {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
        throw new BadField(field, 'a time (ISO 8601)');
    return value;
}
function oneOf(value, field, values) {
    const found = values.find(one => one === value);
    if (!found)
        throw new BadField(field, `one of ${values.join(', ')}`);
    return found;
}
/** An optional field: absent (or null) is undefined; present, it is checked. */
function optional(value, field, check) {
    return value === undefined || value === null ? undefined : check(value, field);
}

;// CONCATENATED MODULE: ./src/commands/gather/run.ts










/**
 * Makes one release of a fleet's shards' reports: reads each file within its budget, checks the set
 * (one run, each shard once, none missing), sets the fleet's outputs and writes one summary for the
 * whole release, as a fleet of one step does; fails naming each failed app and each problem.
 */
async function runGather(config, context) {
    // One file at a time: only the reports checked are kept, never two files' text at once.
    const read = [];
    for (const file of config.files)
        read.push({ file, read: await readReportFile(file) });
    const set = checkSet(read, (0,report_document/* reportRunOf */.Fm)(context.run, config.releaseId));
    logSet(set, context);
    const report = {
        noun: 'IPA',
        made: set.command === 'upload' ? 'stored IPAs' : 'submissions'
    };
    const gathered = set.shards.map(shard => ({ shard, ended: endedOf(shard, report) }));
    const ended = gathered.flatMap(one => one.ended);
    // A set with a problem (a shard missing, a report of another run) is not the release: no outputs
    // that a later job could take for the whole of it.
    const whole = set.problems.length === 0;
    const records = whole ? (0,fleet_report/* setFleetOutputs */.N0)(context.outputs, ended, report) : [];
    const apps = ended.map(item => item.outcome);
    context.summary.add(gatherSummary(apps, set.shards.map(shardRow), report, whole));
    const failed = failedApps(gathered);
    const failedShards = set.shards.flatMap(({ report }) => report.failure && !report.apps.some(app => app.failure !== undefined)
        ? [{ ...report.shard, failure: (0,untrusted/* oneLine */.TN)(report.failure.message, 600) }]
        : []);
    if (failed.length === 0 && failedShards.length === 0 && set.problems.length === 0)
        return;
    const failure = new command_error/* CommandError */.Q({
        type: 'gather-failed',
        files: config.files.length,
        apps: apps.length,
        problems: set.problems,
        failed,
        failedShards
    });
    throw (0,fleet_outcome/* withRecords */.lm)(failure, records);
}
/** Each app that failed, with its shard, each text one line. */
function failedApps(gathered) {
    return gathered.flatMap(({ shard, ended }) => ended
        .map(item => item.outcome)
        .filter(outcome => outcome.failure !== undefined)
        .map(outcome => ({
        label: (0,untrusted/* oneLine */.TN)(outcome.label, 200),
        app: (0,fleet_outcome/* appText */.LA)({
            ...outcome,
            bundleId: line(outcome.bundleId),
            version: line(outcome.version),
            build: line(outcome.build)
        }),
        shard: shard.report.shard.index,
        failure: (0,untrusted/* oneLine */.TN)(outcome.failure, 600)
    })));
}
/** A report's text, as one line of a failure shows it. */
function line(text) {
    return text === undefined ? undefined : (0,untrusted/* oneLine */.TN)(text, 120);
}
/**
 * Each app of a shard's report as a fleet's item ends: its row, its record, and the facts of its
 * outputs (its id and status; its team and deployment as its shard's outputs name them). The IPA's
 * own facts (bundle id, version) stay its shard's outputs: a gather sets the release's.
 */
function endedOf({ report: shard }, report) {
    const teamId = Number(shard.outputs[names/* Outputs */.tY.TeamId]);
    const deployments = listOf(shard.outputs[names/* Outputs */.tY.DeploymentIds]);
    let withId = 0;
    return shard.apps.map((app, i) => {
        const record = shard.records[i];
        const deploymentId = app.id !== undefined ? Number(deployments[withId++]) : undefined;
        const facts = {
            [report.made === 'submissions' ? 'submissionId' : 'ipaId']: app.id,
            status: app.status,
            teamId: Number.isSafeInteger(teamId) && teamId > 0 ? teamId : undefined,
            deploymentId: Number.isSafeInteger(deploymentId) ? deploymentId : undefined,
            record
        };
        return {
            outcome: { ...app, record },
            captured: { outcome: { facts, problems: [] }, sections: [] }
        };
    });
}
/** An output a shard set as a list: its `--json` text of a JSON array, or the array itself. */
function listOf(value) {
    if (Array.isArray(value))
        return value;
    if (typeof value !== 'string')
        return [];
    try {
        const parsed = JSON.parse(value);
        return Array.isArray(parsed) ? parsed : [];
    }
    catch {
        return [];
    }
}
/** The shard as the summary's table shows it. */
function shardRow({ report }) {
    const durationMs = Date.parse(report.endedAt) - Date.parse(report.startedAt);
    return {
        index: report.shard.index,
        total: report.shard.total,
        apps: report.apps.length,
        failedApps: report.apps.filter(app => app.failure !== undefined).length,
        durationMs: durationMs >= 0 ? durationMs : undefined,
        failure: report.failure?.message,
        rateLimit: report.rateLimit,
        attempt: report.run?.attempt,
        url: report.run?.url
    };
}
/** What the log says of the set: each report taken, and each shard a later attempt wrote again. */
function logSet(set, { log }) {
    const lines = set.shards.map(({ file, report }) => {
        const time = Date.parse(report.endedAt) - Date.parse(report.startedAt);
        return `shard ${report.shard.index + 1} of ${report.shard.total}: ${(0,format/* plural */.LS)(report.apps.length, 'app')}${time >= 0 ? `, ${(0,format/* formatDuration */.a3)(time)}` : ''} (${(0,untrusted/* oneLine */.TN)(file, 300)})`;
    });
    log.group(`${(0,format/* plural */.LS)(set.shards.length, 'shard')} of ${set.run ? (0,untrusted/* oneLine */.TN)(set.run, 120) : 'a run outside CI'}`, lines);
    for (const { index, total, taken, dropped } of set.laterAttempts)
        log.info(`Shard ${index + 1} of ${total} was reported by ${(0,format/* plural */.LS)(dropped.length + 1, 'attempt')} of the run: attempt ${taken.attempt}'s report (${(0,untrusted/* oneLine */.TN)(taken.file, 300)}) is the shard's, not ${dropped.map(one => `attempt ${one.attempt}'s (${(0,untrusted/* oneLine */.TN)(one.file, 300)})`).join(', ')}.`);
}


/***/ }),

/***/ 6861:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DR: () => (/* binding */ releaseKey),
/* harmony export */   j3: () => (/* binding */ newTryKey),
/* harmony export */   qY: () => (/* binding */ tieOf),
/* harmony export */   rK: () => (/* binding */ mayBeRetry)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _ipa_input_file_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6071);
/* harmony import */ var _ipa_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8232);



async function releaseKey({ run, releaseId, command, teamId, source, inspection, fleet = false }) {
    const tie = tieOf(run, releaseId);
    const release = [
        `command ${command}`,
        `team ${teamId ?? ''}`,
        await ipaIdentity(source, inspection)
    ];
    const parts = [
        // Untied, resends within the step still share the key.
        tie?.part ?? `step ${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`,
        // A fleet's app may be sent by any copy of a job the CI runs in parallel, which it names apart
        // (GitLab's `submit 2/3`, Azure's job identifier of each position), and which copy sends it is
        // the split's choice, which moves with `shard-total` (1 included): the job names no release
        // there, and is left out, so that a re-run of any shard, of any total or none, sends the app
        // under the key it was first sent with.
        ...(fleet ? [] : [`job ${run.job ?? run.pipeline?.job ?? ''}`]),
        `step ${run.step ?? ''}`,
        ...release
    ];
    return {
        key: sha256(parts.join('\n')),
        about: parts.join(', '),
        release: release.join(', '),
        tie: tie?.kind,
        attempt: tie?.kind === 'run'
            ? (run.runAttempt ?? 1)
            : tie?.kind === 'pipeline'
                ? run.pipeline?.attempt
                : undefined,
        ci: tie?.kind === 'pipeline' && run.pipeline
            ? { ci: run.pipeline.ci, word: run.pipeline.word }
            : undefined
    };
}
/** What ties a release to the job's retries, and its part of the key: the same in every job of the run. */
function tieOf(run, releaseId) {
    if (releaseId)
        return { kind: 'release-id', part: `release ${releaseId}` };
    if (run.repository && run.runId)
        return { kind: 'run', part: `run ${run.repository}#${run.runId}` };
    if (run.pipeline)
        return { kind: 'pipeline', part: `${run.pipeline.ci} ${run.pipeline.id}` };
    return undefined;
}
/**
 * Whether this run may retry one that already sent the release: a later attempt of a GitHub run, or
 * any run of a tie that does not count its attempts.
 */
function mayBeRetry(key) {
    return key.tie !== undefined && (key.attempt === undefined || key.attempt > 1);
}
/**
 * The key of the try after a failed submission: it follows from the key that made the failed one and
 * its id, so that every attempt of the run walks the same chain of keys, and finds the same tries.
 */
function newTryKey(failedKey, failedId) {
    return sha256(`${failedKey}\nnew try after ${failedId}`);
}
async function ipaIdentity(source, inspection) {
    if (source.kind === 'url') {
        const url = new URL(source.url);
        return `ipa-url ${url.origin}${url.pathname}`;
    }
    const { bundleId, version, build } = (0,_ipa_index_js__WEBPACK_IMPORTED_MODULE_2__/* .acceptedIdentity */ .yn)(inspection?.app);
    if (bundleId && version && build)
        return `app ${bundleId} ${version} (${build})`;
    return `file sha256 ${await (0,_ipa_input_file_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .fileSha256 */ .s)(source.path)}`;
}
function sha256(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
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

/***/ 6192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ REPORT_VERSION),
/* harmony export */   Fm: () => (/* binding */ reportRunOf),
/* harmony export */   KP: () => (/* binding */ REPORT_KIND)
/* harmony export */ });
/* harmony import */ var _exactly_once_idempotency_key_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6861);

/**
 * The report a fleet's run writes to `report-file` (one per shard), and `gather` reads back: the
 * document `--json` prints (each app's record, the outputs, the failure), with the shard it was and
 * the run it belongs to, so that one job can tell the whole release from the shards' files.
 */
/** What the first field of every report says, so that `gather` refuses any other JSON file. */
const REPORT_KIND = 'app-store-deploy fleet report';
/** The report's version: a reader refuses a version it does not know, rather than misread it. */
const REPORT_VERSION = 1;
/** The run a report of this run belongs to: its tie, as the keys of its creates name it. */
function reportRunOf(run, releaseId) {
    const tie = (0,_exactly_once_idempotency_key_js__WEBPACK_IMPORTED_MODULE_0__/* .tieOf */ .qY)(run, releaseId);
    if (!tie)
        return undefined;
    const attempt = tie.kind === 'run'
        ? run.runAttempt
        : tie.kind === 'pipeline'
            ? run.pipeline?.attempt
            : undefined;
    return { tie: tie.kind, id: tie.part, attempt, url: run.runUrl };
}


/***/ }),

/***/ 5860:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N0: () => (/* binding */ setFleetOutputs),
/* harmony export */   tZ: () => (/* binding */ countedAsOne),
/* harmony export */   zL: () => (/* binding */ reportFleet)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _commands_outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8786);
/* harmony import */ var _summary_fleet_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7676);
/* harmony import */ var _commands_command_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2152);
/* harmony import */ var _stopped_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(569);
/* harmony import */ var _commands_stop_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3172);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9832);







/**
 * Reports a fleet as one, once all have ended: the outputs (each id, each record, the counts; for one
 * item, its own outputs as well), one summary (src/summary/fleet.ts); and the error naming each
 * failure, for the step to fail with.
 */
function reportFleet(context, items, report) {
    const ended = items.map(item => ({
        ...item,
        outcome: claimedOnce((0,_stopped_js__WEBPACK_IMPORTED_MODULE_4__/* .leftGoingByStop */ .J)(item) ? { ...item.outcome, failure: undefined } : item.outcome, items.filter(other => other !== item))
    }));
    context.report?.ended(ended.map(item => item.outcome));
    const records = setFleetOutputs(context.outputs, ended, report);
    context.summary.add((0,_summary_fleet_js__WEBPACK_IMPORTED_MODULE_2__/* .fleetSummary */ .No)(ended, report, context.summary.warnings.length));
    const failed = ended.map(item => item.outcome).filter(outcome => outcome.failure !== undefined);
    if (failed.length === 0)
        return undefined;
    const outcomes = ended.map(item => item.outcome);
    const failure = new _commands_command_error_js__WEBPACK_IMPORTED_MODULE_3__/* .CommandError */ .Q({
        type: 'fleet-failed',
        noun: report.noun,
        total: outcomes.length,
        failed: failed.map(outcome => ({
            label: outcome.label,
            app: (0,_outcome_js__WEBPACK_IMPORTED_MODULE_6__/* .appText */ .LA)(outcome),
            failure: outcome.failure ?? ''
        })),
        next: {
            made: report.made,
            tie: report.tie,
            githubToken: report.githubToken,
            items: outcomes.map(({ label, id, status, failure }) => ({
                label,
                id,
                status,
                failed: failure !== undefined
            }))
        }
    });
    return (0,_outcome_js__WEBPACK_IMPORTED_MODULE_6__/* .withRecords */ .lm)(failure, records);
}
/**
 * The fleet's outputs: each id, the counts, the team and the deployments where one for all, each
 * app's record (`json`); for one item, its own outputs too. The records, for the failure to carry.
 */
function setFleetOutputs(outputs, ended, report) {
    const outcomes = ended.map(item => item.outcome);
    const facts = ended.map(item => item.captured.outcome.facts);
    const failed = outcomes.filter(outcome => outcome.failure !== undefined);
    const idsOutput = _outcome_js__WEBPACK_IMPORTED_MODULE_6__/* .OUTPUTS_OF */ .hH[report.made].ids;
    outputs.set(idsOutput, outcomes.flatMap(outcome => (outcome.id ? [outcome.id] : [])));
    outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.CompletedCount, outcomes.length - failed.length);
    outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FailedCount, failed.length);
    if (ended.length === 1) {
        // One IPA or id: its own outputs too, as a step of one sets them.
        for (const [name, value] of (0,_commands_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .outputsOfUnit */ .KT)(facts[0]))
            if (name !== idsOutput)
                outputs.set(name, value);
    }
    const teams = new Set(facts.map(known => known.teamId));
    if (teams.size === 1)
        outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.TeamId, [...teams][0]);
    // For a status step to finish each deployment: one per submission, in the same order, or none.
    const deployments = ended.flatMap(item => item.outcome.id ? [item.captured.outcome.facts.deploymentId] : []);
    if (deployments.length > 0 && deployments.every(id => id !== undefined))
        outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.DeploymentIds, deployments.map(String));
    const records = outcomes.map(_outcome_js__WEBPACK_IMPORTED_MODULE_6__/* .jsonOf */ .o_);
    outputs.json(records);
    return records;
}
/**
 * An item whose record another item claims too fails: two IPAs of one step cannot share a record, so
 * one of them was not made (exactly-once's looks should never let this happen; this says it if so).
 */
function claimedOnce(outcome, items) {
    const others = items
        .map(item => item.outcome)
        .filter(other => other !== outcome && other.id !== undefined && other.id === outcome.id);
    if (others.length === 0 || outcome.failure)
        return outcome;
    return {
        ...outcome,
        failure: `${outcome.id} is claimed by ${others.map(other => other.label).join(', ')} too, so one of them may not have been made: look on the service before sending any again.`
    };
}
/**
 * One item run as a step of one, counted as a fleet counts (completed-count, failed-count), so that a
 * later step reads the counts whatever the number; a dry run counts nothing.
 */
async function countedAsOne(context, run) {
    const count = (completed) => {
        if (context.dryRun)
            return;
        context.outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.CompletedCount, completed);
        context.outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FailedCount, 1 - completed);
    };
    try {
        await run();
    }
    catch (error) {
        // Stopped while its submission goes on: not failed, as a stopped fleet counts what is under way.
        count(error instanceof _commands_stop_js__WEBPACK_IMPORTED_MODULE_5__/* .StoppedError */ .Ko && error.goesOn ? 1 : 0);
        throw error;
    }
    count(1);
}


/***/ }),

/***/ 569:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ leftGoingByStop),
/* harmony export */   g: () => (/* binding */ stoppedReport)
/* harmony export */ });
/* harmony import */ var _commands_stop_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3172);
/* harmony import */ var _follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1028);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9832);



/** A submission whose wait a stop ended: it goes on at the service, so it has not failed. */
function leftGoingByStop({ error, outcome }) {
    return (error instanceof _commands_stop_js__WEBPACK_IMPORTED_MODULE_0__/* .StoppedError */ .Ko &&
        outcome.id !== undefined &&
        (0,_follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyStatus */ .x)(outcome.status ?? '') === 'in-progress');
}
/**
 * What a stopped fleet says (see stoppedFleet): each submission still under way, each ended, each
 * failed, from its outcome as reportFleet made it.
 */
function stoppedReport(stop, items, report) {
    const done = items.filter(item => item.outcome.failure === undefined || leftGoingByStop(item));
    const underWay = done.filter(({ outcome }) => outcome.status && (0,_follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyStatus */ .x)(outcome.status) === 'in-progress');
    const failed = items.filter(item => !done.includes(item));
    const shown = ({ outcome }) => `${outcome.label} (${outcome.id ?? ''}, ${outcome.status ?? ''})`;
    return (0,_commands_stop_js__WEBPACK_IMPORTED_MODULE_0__/* .stoppedFleet */ .gm)(stop, {
        total: items.length,
        underWay: underWay.map(shown),
        ended: done.length - underWay.length,
        failed: failed.map(({ outcome }) => `${outcome.label}${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .appText */ .LA)(outcome)}: ${outcome.failure}`),
        reRun: report.tie && {
            made: report.made,
            tie: report.tie,
            githubToken: report.githubToken,
            items: items.map(item => ({ label: item.outcome.label, failed: failed.includes(item) }))
        }
    });
}


/***/ }),

/***/ 7676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   No: () => (/* binding */ fleetSummary),
/* harmony export */   P7: () => (/* binding */ dryRunReport),
/* harmony export */   d: () => (/* binding */ fleetTable)
/* harmony export */ });
/* harmony import */ var _follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1028);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8488);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6590);
/* harmony import */ var _fleet_outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9832);
/* harmony import */ var _unit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2784);





/** A failed item's status when none was read: an IPA was not sent, a submission not found. */
const NOT_READ = { IPA: 'not sent', submission: 'not read' };
/** Rows past which the table says "and N more": a fleet of 70 apps shows whole. */
const ROWS_SHOWN = 200;
/**
 * A fleet's part of the job summary, once all have ended: the headline (unless one failed: the
 * failure heads the summary then), one row per app, failures first, and each app's own summary
 * (from its outcome) folded under the table. `warnings`: the step's, as each app's headline counts them.
 */
function fleetSummary(items, report, warnings) {
    const failuresFirst = [
        ...items.filter(item => item.outcome.failure !== undefined),
        ...items.filter(item => item.outcome.failure === undefined)
    ];
    const outcomes = items.map(item => item.outcome);
    const failed = outcomes.some(outcome => outcome.failure !== undefined);
    const each = failuresFirst.flatMap(({ outcome, captured }) => {
        const sections = [(0,_unit_js__WEBPACK_IMPORTED_MODULE_2__/* .unitSection */ .K)(captured.outcome, warnings), ...captured.sections];
        const body = sections.filter(Boolean).join('\n\n');
        return body ? [(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .folded */ .TM)(`${outcome.label}${(0,_fleet_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .appText */ .LA)(outcome)}`, body)] : [];
    });
    return [
        failed ? undefined : headline(outcomes, report),
        fleetTable(failuresFirst.map(item => item.outcome), report),
        ...each
    ]
        .filter(Boolean)
        .join('\n\n');
}
/** What a dry run of a fleet would send: a row per IPA, its app and team, none sent. */
function dryRunReport(outcomes, report) {
    const rows = outcomes.map(outcome => ({ ...outcome, status: undefined }));
    return [
        `🧪 **Dry run**: ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(outcomes.length, 'IPA')} checked${report.made === 'submissions' ? ' and their teams chosen' : ''}; nothing was sent.`,
        fleetTable(rows, report)
    ].join('\n\n');
}
function headline(outcomes, { noun, made, waited }) {
    const all = (0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(outcomes.length, noun);
    if (made === 'stored IPAs')
        return `✅ **All ${all} stored**.`;
    const done = outcomes.filter(outcome => (0,_follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_4__/* .classifyStatus */ .x)(outcome.status ?? '') === 'success');
    if (done.length === outcomes.length)
        return `✅ **All ${all} went through**: each ended well.`;
    const open = outcomes.length - done.length;
    const how = waited ? 'the service offers no way to follow them' : 'not waiting for the outcome';
    // status finds submissions made earlier: it reads them, where submit's were accepted.
    const what = noun === 'IPA' ? 'accepted' : 'read';
    return `📨 **${all} ${what}**: ${done.length} ended well, ${open} still in progress (${how}).`;
}
/**
 * One row per item: the app (its file when the IPA does not say; for a submission, what its
 * deployment or record says of it), its team, what it made and its status; a column nobody has a
 * value for (the team of an upload) is left out.
 */
function fleetTable(outcomes, { noun, made }) {
    const columns = [
        ['', icon],
        ['App', o => appCell(o, noun)],
        ['Version (build)', o => (o.version || o.build ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__.md)(appVersion(o)) : '')],
        ['Team', o => (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__.md)(o.team ?? '', 60)],
        [made === 'submissions' ? 'Submission' : 'Stored IPA', o => (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(o.id ?? '')],
        ['Status', o => (o.status ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(o.status) : o.failure ? NOT_READ[noun] : '')],
        ['Time', o => (o.durationMs !== undefined ? (0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(o.durationMs) : '')]
    ];
    const shown = columns.filter(([, cell]) => outcomes.some(outcome => cell(outcome) !== ''));
    return (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(shown.map(([header]) => header), outcomes.map(outcome => shown.map(([, cell]) => cell(outcome))), { limit: ROWS_SHOWN, left: true });
}
/**
 * The app's bundle id; else an IPA's file, or, for a submission (whose label is its id, which its
 * own column shows), that its app is not known: neither its deployment nor its record names one.
 */
function appCell(outcome, noun) {
    if (outcome.bundleId)
        return (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(outcome.bundleId);
    return noun === 'IPA' ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__.md)(outcome.label, 80) : 'not known';
}
/** ❌ failed, ✅ ended well (or stored), ⏳ still in progress; nothing when nothing was sent. */
function icon(outcome) {
    if (outcome.failure !== undefined)
        return '❌';
    if (outcome.status === undefined)
        return outcome.id ? '✅' : '';
    return (0,_follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_4__/* .classifyStatus */ .x)(outcome.status) === 'success' ? '✅' : '⏳';
}
function appVersion({ version, build }) {
    return `${version ?? '?'} (${build ?? '?'})`.trim();
}


/***/ })

};

//# sourceMappingURL=497.index.js.map
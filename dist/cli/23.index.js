export const id = 23;
export const ids = [23];
export const modules = {

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

/***/ 1404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeReportFile: () => (/* binding */ writeReportFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5585);
/* harmony import */ var _text_error_message_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7515);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9209);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9832);
/* harmony import */ var _report_document_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6192);







/**
 * Writes the run's report to the file `report-file` names, when it does: at once whole (a temp file
 * renamed over it, so that `gather` never reads half of one), its folder made. Returns why it could
 * not be written: the adapter fails the run with it, since a shard's report is what `gather` makes
 * the release of, and a re-run of the shard sends nothing twice and writes it.
 */
function writeReportFile(report, end) {
    if (!report.asked)
        return undefined;
    const { file } = report.asked;
    const text = end.hide(`${JSON.stringify(reportDocument(report, end), null, 2)}\n`);
    const temporary = node_path__WEBPACK_IMPORTED_MODULE_1__.join(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_1__.basename(file)}.${process.pid}.tmp`);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(file), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(temporary, text);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temporary, file);
        return undefined;
    }
    catch (error) {
        removeIfThere(temporary);
        const input = end.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.ReportFile);
        return `The report could not be written to ${file}: ${(0,_text_error_message_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error)}. Give ${input} a path this job may write to.`;
    }
}
/** Removes what a failed write left, if anything: the folder itself may be what failed. */
function removeIfThere(file) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(file, { force: true });
    }
    catch {
        // Nothing was written there.
    }
}
function reportDocument(report, end) {
    const { command, run, releaseId, dryRun } = report.asked;
    const apps = appsOf(report, end, command);
    return {
        kind: _report_document_js__WEBPACK_IMPORTED_MODULE_4__/* .REPORT_KIND */ .KP,
        version: _report_document_js__WEBPACK_IMPORTED_MODULE_4__/* .REPORT_VERSION */ .Aj,
        command,
        run: (0,_report_document_js__WEBPACK_IMPORTED_MODULE_4__/* .reportRunOf */ .Fm)(run, releaseId),
        shard: report.fleet?.shard ?? { index: 0, total: 1 },
        fleetSize: report.fleet?.size ?? apps.length,
        share: report.fleet?.share ?? apps.map(app => app.label),
        ...(report.fleet?.split && { split: report.fleet.split }),
        ...(dryRun && { dryRun }),
        startedAt: report.startedAt.toISOString(),
        endedAt: new Date().toISOString(),
        records: apps.map(_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonOf */ .o_),
        apps: apps.map(({ record: _record, ...app }) => app),
        outputs: end.outputs,
        ...(end.failure && { failure: end.failure }),
        // The holds of the whole run (its client's), which src/commands/command.ts records as it ends.
        ...(end.unit.facts.rateLimit && { rateLimit: end.unit.facts.rateLimit })
    };
}
/**
 * Each app of the run: as the fleet ended them; a fleet that failed before any ended (the service
 * refused the key), each IPA of its share with the run's failure; one IPA, from its outcome.
 */
function appsOf(report, end, command) {
    if (report.apps)
        return report.apps;
    const failure = end.failure && (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(end.failure.message, 2000);
    if (report.fleet)
        return report.fleet.share.map(label => ({ label, failure }));
    const source = end.unit.facts.source;
    const label = !source ? 'IPA' : source.kind === 'file' ? node_path__WEBPACK_IMPORTED_MODULE_1__.basename(source.path) : 'URL';
    return [
        (0,_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .outcomeOf */ .sG)((0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(label, 120), { outcome: end.unit, sections: [] }, {
            error: end.error,
            names: end.names,
            durationMs: end.unit.facts.durationMs,
            made: command === 'submit' ? 'submissions' : 'stored IPAs'
        })
    ];
}


/***/ }),

/***/ 6071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ fileSha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);


/** The SHA-256 (hex) of a file, read as a stream: an IPA of gigabytes is never held whole. */
function fileSha256(file) {
    return new Promise((resolve, reject) => {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file)
            .on('data', chunk => hash.update(chunk))
            .on('error', reject)
            .on('end', () => resolve(hash.digest('hex')));
    });
}


/***/ })

};

//# sourceMappingURL=23.index.js.map
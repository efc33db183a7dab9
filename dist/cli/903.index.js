export const id = 903;
export const ids = [903];
export const modules = {

/***/ 6903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runUpload: () => (/* binding */ runUpload)
/* harmony export */ });
/* harmony import */ var _service_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7933);
/* harmony import */ var _service_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3957);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9209);
/* harmony import */ var _fleet_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5860);
/* harmony import */ var _fleet_share_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8008);
/* harmony import */ var _fleet_run_fleet_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7753);
/* harmony import */ var _exactly_once_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8678);
/* harmony import */ var _ipa_input_ipa_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8967);








/** Stores a developer-signed IPA on the service for later resigning, once; with `multiple`, each. */
async function runUpload(config, context) {
    const { reportFile, releaseId } = config;
    const { run, dryRun } = context;
    if (reportFile)
        context.report?.writeTo(reportFile, 'upload', { run, releaseId, dryRun });
    if (config.multiple) {
        const sources = await (0,_fleet_share_js__WEBPACK_IMPORTED_MODULE_3__/* .shareOfFleet */ .x)(config.sources, config.shard, context, 'stored IPAs');
        if (sources.length === 0)
            return;
        const uploads = sources.map(source => ({ ...config, source }));
        return (0,_fleet_run_fleet_js__WEBPACK_IMPORTED_MODULE_4__/* .runFleet */ .gI)({
            sources,
            concurrency: config.concurrency,
            sendPassing: config.sendPassing,
            prepare: (i, scoped) => prepareUpload(uploads[i], scoped),
            keyOf: prepared => prepared.key.release,
            dryRun: (prepared, scoped) => showDryRun(prepared, scoped),
            send: (prepared, scoped, fleet) => store(prepared, scoped, fleet),
            report: ready => ({
                noun: 'IPA',
                made: 'stored IPAs',
                tie: ready[0]?.key ?? {}
            })
        }, context);
    }
    await (0,_fleet_report_js__WEBPACK_IMPORTED_MODULE_2__/* .countedAsOne */ .tZ)(context, async () => {
        const prepared = await prepareUpload({ ...config, source: config.sources[0] }, context);
        if (context.dryRun)
            return showDryRun(prepared, context);
        await store(prepared, context);
    });
}
async function prepareUpload(config, context) {
    const { source } = config;
    const inspection = await (0,_ipa_input_ipa_file_js__WEBPACK_IMPORTED_MODULE_6__/* .preflightIpa */ .y)(source, config, 'upload', context);
    const key = await (0,_exactly_once_index_js__WEBPACK_IMPORTED_MODULE_5__/* .releaseKey */ .DR)({
        run: context.run,
        releaseId: config.releaseId,
        command: 'upload',
        source,
        inspection,
        fleet: config.multiple
    });
    context.log.debug(`Idempotency-Key "${key.key}": ${key.about}.`);
    return { source, inspection, key };
}
function showDryRun({ source, key }, context) {
    const { client, log } = context;
    const request = _service_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .Requests */ .lv.storeUnsignedIpa({ source, idempotencyKey: key.key });
    log.info(['Dry run: nothing is sent. The upload would be:', ...client.describe(request)].join('\n'));
    if (source.kind === 'file')
        context.outcome.record({ size: source.size });
    context.outcome.happened('upload', 'dry-run');
}
/** Stores it once (see createOnce): in its turn, in a fleet. */
async function store({ source, key }, context, fleet) {
    const { client, log } = context;
    const upload = { source, idempotencyKey: key.key };
    const created = await (0,_fleet_run_fleet_js__WEBPACK_IMPORTED_MODULE_4__/* .withinConcurrency */ .tM)(fleet, () => (0,_exactly_once_index_js__WEBPACK_IMPORTED_MODULE_5__/* .createOnce */ .Ur)(context, {
        listing: 'unsigned IPAs',
        noun: 'stored IPA',
        sent: 'the IPA',
        create: attempt => (0,_ipa_input_ipa_file_js__WEBPACK_IMPORTED_MODULE_6__/* .sendIpa */ .V)(source, context, progress => client.storeUnsignedIpa(upload, { ...progress, attempt })),
        read: record => (0,_service_records_js__WEBPACK_IMPORTED_MODULE_0__/* .readUnsignedIpa */ .GX)(record),
        // Another upload's, made meanwhile: another file.
        isNotOurs: _exactly_once_index_js__WEBPACK_IMPORTED_MODULE_5__/* .namesAnotherFile */ .yq,
        siblings: fleet?.creates,
        earlier: {
            key,
            what: 'this IPA',
            noun: 'stored IPA',
            unmatchable: "its records of stored IPAs do not name the app's bundle id, version and build"
        },
        nextStepFor: { for: 'upload', key }
    }));
    const { answer, replayed } = created;
    const record = answer.data;
    context.outcome.record({
        ipaId: record.id,
        sourceUrl: record.source,
        createdAt: record.created_at,
        sha256: answer.sha256,
        record: answer.json,
        how: howMade(created)
    });
    if (replayed) {
        log.info(`The service answered with unsigned IPA ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(record.id)}, which it already held: an earlier upload of this release (same Idempotency-Key) stored it. Nothing new was stored.`);
    }
    log.info(`Stored unsigned IPA ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(record.id)}${record.source ? ` at ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(record.source)}` : ''}.`);
    context.outcome.happened('upload', 'stored');
}
/** What the summary says of how the record came, when not simply from this step's create. */
function howMade({ replayed, recoveredAfter }) {
    if (recoveredAfter)
        return `The answer to the upload was lost (${recoveredAfter}), but the service had stored the IPA: this is that record, found in its listing. No IPA was stored twice.`;
    if (replayed)
        return 'The service already held this IPA from an earlier upload of the same release (same Idempotency-Key), and answered with it. Nothing new was stored.';
    return undefined;
}


/***/ })

};

//# sourceMappingURL=903.index.js.map
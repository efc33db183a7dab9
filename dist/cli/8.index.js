export const id = 8;
export const ids = [8];
export const modules = {

/***/ 9627:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runUpload: () => (/* binding */ runUpload)
});

// EXTERNAL MODULE: ./src/service/records.ts
var records = __webpack_require__(7933);
// EXTERNAL MODULE: ./src/service/requests.ts
var requests = __webpack_require__(3957);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/fleet/report.ts
var report = __webpack_require__(5860);
// EXTERNAL MODULE: ./src/fleet/run-fleet.ts + 2 modules
var run_fleet = __webpack_require__(2234);
// EXTERNAL MODULE: ./src/exactly-once/index.ts + 4 modules
var exactly_once = __webpack_require__(8678);
// EXTERNAL MODULE: ./src/ipa-input/ipa-file.ts + 1 modules
var ipa_file = __webpack_require__(8967);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
// EXTERNAL MODULE: ./src/text/signed-url.ts
var signed_url = __webpack_require__(6627);
// EXTERNAL MODULE: ./src/ipa-input/app-card.ts
var app_card = __webpack_require__(6625);
;// CONCATENATED MODULE: ./src/commands/upload/summary.ts





/**
 * The upload's part of the job summary: the headline, then one table of the stored record and the
 * app (the file's row only when preflight read no app), as submit has it.
 */
function uploadSummary({ source, inspection, record, sha256, how }) {
    const app = inspection
        ? (0,app_card/* appFacts */.X)(inspection, { sha256, ...(0,ipa_file/* fileOf */.W7)(source, inspection) })
        : [
            [
                'From',
                source.kind === 'file' ? (0,markdown/* mdCode */.xs)(external_node_path_.basename(source.path)) : (0,markdown.md)((0,signed_url/* shownUrl */.zA)(source.url))
            ]
        ];
    const headline = record
        ? `✅ **Stored** as unsigned IPA ${(0,markdown/* mdCode */.xs)(record.id)}.`
        : '🧪 **Dry run**: inputs and IPA checked; nothing was sent.';
    const stored = record
        ? [
            ['Id', (0,markdown/* mdCode */.xs)(record.id)],
            ['Stored at', record.source ? (0,markdown/* mdLink */.YF)(record.source, record.source) : undefined],
            ['Created', record.created_at ? (0,markdown.md)(record.created_at) : undefined]
        ]
        : [];
    const note = how ? (0,markdown/* alert */.xE)('NOTE', [(0,markdown.md)(how, 600)]) : undefined;
    return [headline, note, (0,markdown/* facts */.Ix)([...stored, ...app])].filter(Boolean).join('\n\n');
}

;// CONCATENATED MODULE: ./src/commands/upload/run.ts








/** Stores a developer-signed IPA on the service for later resigning, once; with `multiple`, each. */
async function runUpload(config, context) {
    const uploads = config.sources.map(source => ({ ...config, source }));
    if (config.multiple) {
        return (0,run_fleet/* runFleet */.g)({
            sources: config.sources,
            concurrency: config.concurrency,
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
    await (0,report/* countedAsOne */.tZ)(context, async () => {
        const prepared = await prepareUpload(uploads[0], context);
        if (context.dryRun)
            return showDryRun(prepared, context);
        await store(prepared, context);
    });
}
async function prepareUpload(config, context) {
    const { source } = config;
    const inspection = await (0,ipa_file/* preflightIpa */.yY)(source, config, 'upload', context);
    const key = await (0,exactly_once/* releaseKey */.DR)({
        run: context.run,
        releaseId: config.releaseId,
        command: 'upload',
        source,
        inspection
    });
    context.log.debug(`Idempotency-Key "${key.key}": ${key.about}.`);
    return { source, inspection, key };
}
function showDryRun({ source, inspection, key }, context) {
    const { client, log, summary } = context;
    const request = requests/* Requests */.lv.storeUnsignedIpa({ source, idempotencyKey: key.key });
    log.info(['Dry run: nothing is sent. The upload would be:', ...client.describe(request)].join('\n'));
    if (source.kind === 'file')
        context.result.record({ size: source.size });
    summary.add(uploadSummary({ source, inspection }));
}
/** Stores it once (see createOnce): in its turn, in a fleet. */
async function store({ source, inspection, key }, context, fleet) {
    const { client, log, summary } = context;
    const upload = { source, idempotencyKey: key.key };
    const created = await (0,run_fleet/* withinConcurrency */.t)(fleet, () => (0,exactly_once/* createOnce */.Ur)(context, {
        listing: 'unsigned IPAs',
        noun: 'stored IPA',
        sent: 'the IPA',
        create: attempt => (0,ipa_file/* sendIpa */.VW)(source, context, progress => client.storeUnsignedIpa(upload, { ...progress, attempt })),
        read: record => (0,records/* readUnsignedIpa */.GX)(record),
        // Another upload's, made meanwhile: another file.
        isNotOurs: exactly_once/* namesAnotherFile */.yq,
        siblings: fleet?.creates,
        earlier: {
            key,
            what: 'this IPA',
            noun: 'stored IPA',
            unmatchable: "its records of stored IPAs do not name the app's bundle id, version and build"
        },
        howToGoOn: { for: 'upload', key }
    }));
    const { answer, replayed } = created;
    const record = answer.data;
    context.result.record({
        ipaId: record.id,
        sourceUrl: record.source,
        createdAt: record.created_at,
        sha256: answer.sha256,
        record: answer.json
    });
    if (replayed) {
        log.info(`The service answered with unsigned IPA ${(0,untrusted/* oneLine */.TN)(record.id)}, which it already held: an earlier upload of this release (same Idempotency-Key) stored it. Nothing new was stored.`);
    }
    log.info(`Stored unsigned IPA ${(0,untrusted/* oneLine */.TN)(record.id)}${record.source ? ` at ${(0,untrusted/* oneLine */.TN)(record.source)}` : ''}.`);
    summary.add(uploadSummary({ source, inspection, record, sha256: answer.sha256, how: howMade(created) }));
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

//# sourceMappingURL=8.index.js.map
export const id = 622;
export const ids = [622];
export const modules = {

/***/ 7622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runDeleteIpa: () => (/* binding */ runDeleteIpa)
});

// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/service/errors.ts
var errors = __webpack_require__(5756);
// EXTERNAL MODULE: ./src/service/requests.ts
var service_requests = __webpack_require__(3957);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/commands/command-error.ts
var command_error = __webpack_require__(2152);
// EXTERNAL MODULE: ./src/commands/describe-failure.ts
var describe_failure = __webpack_require__(3894);
// EXTERNAL MODULE: ./src/ipa-input/unsigned-ipas.ts
var unsigned_ipas = __webpack_require__(3330);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
;// CONCATENATED MODULE: ./src/commands/delete-ipa/summary.ts



function dryRunSummary(remove) {
    return `🧪 **Dry run**: ${(0,format/* plural */.LS)(remove.length, 'unsigned IPA')} would be deleted: ${remove.map(id => (0,markdown/* mdCode */.xs)(id)).join(', ') || 'none'}.`;
}
/** What was deleted, what was gone already, what failed; with keep-latest, what was kept. */
function deleteSummary(results, keptBy) {
    const { deleted, alreadyGone, failed } = results;
    const parts = [`🗑️ **${(0,format/* plural */.LS)(deleted.length, 'unsigned IPA')}** deleted.`];
    const rows = [
        ...deleted.map(id => [(0,markdown/* mdCode */.xs)(id), 'deleted']),
        ...alreadyGone.map(id => [(0,markdown/* mdCode */.xs)(id), 'already gone']),
        ...failed.map(f => [(0,markdown/* mdCode */.xs)(f.id), `failed: ${(0,markdown.md)(f.message, 300)}`])
    ];
    if (rows.length)
        parts.push((0,markdown/* table */.tp)(['Id', 'Result'], rows, { limit: 200 }));
    if (keptBy) {
        const { keep, undated } = keptBy;
        parts.push(keep.length === 1 ? 'Kept the newest:' : `Kept the ${keep.length} newest:`, keep.length ? (0,markdown/* table */.tp)(unsigned_ipas/* IPA_TABLE_HEADERS */.$J, (0,unsigned_ipas/* ipaRows */.WH)(keep), { limit: 200 }) : '_none_');
        if (undated.length)
            parts.push(`Also kept, undated: ${undated.map(ipa => (0,markdown/* mdCode */.xs)(ipa.id)).join(', ')}`);
    }
    return parts.join('\n\n');
}

;// CONCATENATED MODULE: ./src/commands/delete-ipa/run.ts








async function plan(config, { client }) {
    if (config.kind === 'ids')
        return { remove: config.ids, keep: [], undated: [] };
    const ipas = (0,unsigned_ipas/* newestFirst */.ll)((await client.listUnsignedIpas()).data);
    const undated = ipas.filter(ipa => Number.isNaN(Date.parse(ipa.created_at)));
    const dated = ipas.filter(ipa => !undated.includes(ipa));
    const keep = dated.slice(0, config.keep);
    return { remove: dated.slice(config.keep).map(ipa => ipa.id), keep, undated };
}
/**
 * Deletes stored unsigned IPAs. An id the service no longer has (404) is "already gone", so that a
 * re-run passes; any other failure fails the step after the remaining ids were tried.
 */
async function runDeleteIpa(config, context) {
    const { client, log, outputs, summary } = context;
    const deletePlan = await plan(config, context);
    const { remove, undated } = deletePlan;
    for (const ipa of undated) {
        log.warning(`Keeping unsigned IPA ${(0,untrusted/* oneLine */.TN)(ipa.id)}: its created_at '${(0,untrusted/* oneLine */.TN)(ipa.created_at)}' is not a date, so ${context.names.referred(names/* Inputs */.G0.KeepLatest)} cannot place it.`);
    }
    if (context.dryRun) {
        const requests = remove.flatMap(id => client.describe(service_requests/* Requests */.lv.deleteUnsignedIpa(id)));
        log.info(['Dry run: nothing is deleted. Would delete:', ...requests].join('\n'));
        outputs.set(names/* Outputs */.tY.Count, 0);
        outputs.set(names/* Outputs */.tY.DeletedIds, []);
        summary.add(dryRunSummary(remove));
        return;
    }
    const results = { deleted: [], alreadyGone: [], failed: [] };
    const answers = [];
    for (const id of remove) {
        try {
            const answer = await client.deleteUnsignedIpa(id);
            answers.push(answer.json);
            if (answer.data.deleted) {
                results.deleted.push(id);
                log.info(answer.lostAnswerBefore && answer.status === 404
                    ? `Deleted unsigned IPA ${(0,untrusted/* oneLine */.TN)(id)}: the answer to the delete was lost, and the delete sent again found it gone (HTTP 404), so the first one did it.`
                    : `Deleted unsigned IPA ${(0,untrusted/* oneLine */.TN)(id)}.`);
            }
            else {
                results.failed.push({ id, message: 'the service answered deleted: false' });
            }
        }
        catch (error) {
            if (error instanceof errors/* ServiceError */._7 && error.status === 404) {
                results.alreadyGone.push(id);
                log.warning(`Unsigned IPA ${(0,untrusted/* oneLine */.TN)(id)} is not on the service (HTTP 404): already deleted, or not an id of this account. Nothing to do.`);
            }
            else {
                const message = (0,describe_failure/* failureMessage */.oh)(error, context.names);
                results.failed.push({ id, message });
                // A line, not an annotation: the step's one error lists every id that failed.
                log.info(`Could not delete unsigned IPA ${(0,untrusted/* oneLine */.TN)(id)}: ${message}`);
            }
        }
    }
    outputs.set(names/* Outputs */.tY.DeletedIds, results.deleted);
    outputs.set(names/* Outputs */.tY.Count, results.deleted.length);
    outputs.json(answers);
    summary.add(deleteSummary(results, config.kind === 'keep-latest' ? deletePlan : undefined));
    const { failed } = results;
    if (failed.length) {
        throw new command_error/* CommandError */.Q({ type: 'deletes-failed', total: remove.length, failed });
    }
}


/***/ }),

/***/ 3330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $J: () => (/* binding */ IPA_TABLE_HEADERS),
/* harmony export */   WH: () => (/* binding */ ipaRows),
/* harmony export */   ll: () => (/* binding */ newestFirst)
/* harmony export */ });
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6590);

/** Newest first; records whose created_at cannot be read go last, in the service's order. */
function newestFirst(ipas) {
    const time = (ipa) => {
        const t = Date.parse(ipa.created_at);
        return Number.isNaN(t) ? -Infinity : t;
    };
    return ipas
        .map((ipa, index) => ({ ipa, index }))
        .sort((a, b) => time(b.ipa) - time(a.ipa) || a.index - b.index)
        .map(({ ipa }) => ipa);
}
const IPA_TABLE_HEADERS = ['Id', 'Created', 'Source'];
/** Table rows of stored IPAs, under IPA_TABLE_HEADERS. */
function ipaRows(ipas) {
    return ipas.map(ipa => [
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(ipa.id),
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__.md)(ipa.created_at),
        ipa.source ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdLink */ .YF)(ipa.source, ipa.source) : ''
    ]);
}


/***/ })

};

//# sourceMappingURL=622.index.js.map
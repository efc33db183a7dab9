export const id = 783;
export const ids = [783];
export const modules = {

/***/ 5164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runListIpas: () => (/* binding */ runListIpas)
});

// EXTERNAL MODULE: ./src/inputs/names.ts
var inputs_names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/ipa-input/unsigned-ipas.ts
var unsigned_ipas = __webpack_require__(3330);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
;// CONCATENATED MODULE: ./src/commands/list-ipas/summary.ts


/** The stored IPAs, newest first, as a table. */
function listSummary(ipas) {
    if (ipas.length === 0)
        return 'No unsigned IPA is stored.';
    const what = ipas.length === 1 ? 'unsigned IPA' : 'unsigned IPAs';
    return `**${ipas.length}** ${what} stored, newest first.\n\n${(0,markdown/* table */.tp)(unsigned_ipas/* IPA_TABLE_HEADERS */.$J, (0,unsigned_ipas/* ipaRows */.WH)(ipas), { limit: 200 })}`;
}

;// CONCATENATED MODULE: ./src/commands/list-ipas/run.ts





/** IPAs listed one a line in the log; a listing of thousands would drown it. */
const LOGGED = 200;
/** Lists the stored unsigned IPAs, newest first. */
async function runListIpas(_config, { client, log, outputs, summary, names }) {
    const answer = await client.listUnsignedIpas();
    const ipas = (0,unsigned_ipas/* newestFirst */.ll)(answer.data);
    outputs.set(inputs_names/* Outputs */.tY.Count, ipas.length);
    outputs.json(answer.json);
    log.info(`${(0,format/* plural */.LS)(ipas.length, 'unsigned IPA')} stored.`);
    for (const ipa of ipas.slice(0, LOGGED))
        log.info(`  ${(0,untrusted/* oneLine */.TN)(ipa.id)}  ${(0,untrusted/* oneLine */.TN)(ipa.created_at)}`);
    if (ipas.length > LOGGED)
        log.info(`  … and ${ipas.length - LOGGED} more (${names.output(inputs_names/* Outputs */.tY.Json)} has them all).`);
    summary.add(listSummary(ipas));
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

//# sourceMappingURL=783.index.js.map
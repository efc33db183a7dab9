export const id = 771;
export const ids = [771];
export const modules = {

/***/ 4771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runRules: () => (/* binding */ runRules)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2992);
/* harmony import */ var _preflight_reports_rules_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7387);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6590);




/** Lists preflight's checks (the log, the summary, the `json` output), or explains one. */
async function runRules({ rule }, { log, outputs, summary }) {
    if (rule) {
        for (const line of (0,_preflight_reports_rules_table_js__WEBPACK_IMPORTED_MODULE_2__/* .explanationLines */ .bO)(rule))
            log.info(line);
        summary.add(ruleMarkdown(rule));
        outputs.json(rule);
        return;
    }
    for (const line of (0,_preflight_reports_rules_table_js__WEBPACK_IMPORTED_MODULE_2__/* .rulesLines */ .dT)())
        log.info(line);
    summary.add((0,_preflight_reports_rules_table_js__WEBPACK_IMPORTED_MODULE_2__/* .rulesMarkdown */ .xQ)());
    outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Count, _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_1__.POLICY.length);
    outputs.json(_ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_1__.POLICY.map(check => (0,_preflight_reports_rules_table_js__WEBPACK_IMPORTED_MODULE_2__/* .explainRule */ .OL)(check.code).rule));
}
/** One check as a facts table. */
function ruleMarkdown(rule) {
    return (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .facts */ .Ix)([
        ['Code', (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(rule.code)],
        ['Also', rule.covers.length ? rule.covers.map(code => (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(code)).join(', ') : undefined],
        ['Checks', (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_3__.md)(rule.title, 1000)],
        ['Level', (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .mdCode */ .xs)(rule.level)],
        ['What to do', (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_3__.md)(rule.fix, 1000)],
        ['Source', (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_3__.md)(rule.source, 1000)],
        ['Read', rule.read]
    ]);
}


/***/ })

};

//# sourceMappingURL=771.index.js.map
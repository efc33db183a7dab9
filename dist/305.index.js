export const id = 305;
export const ids = [305];
export const modules = {

/***/ 9305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readRulesInputs: () => (/* binding */ readRulesInputs)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _preflight_reports_rules_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7387);
/* harmony import */ var _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2992);
/* harmony import */ var _text_nearest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(613);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9209);






/** Codes a mistyped one is as near to as to any other (`ITMS-9008`: a digit away from five): at most five. */
const NEAR_CODES_SHOWN = 5;
async function readRulesInputs(inputs) {
    const code = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Code).trim();
    if (!code)
        return {};
    return inputs.check(() => {
        const found = (0,_preflight_reports_rules_table_js__WEBPACK_IMPORTED_MODULE_2__/* .explainRule */ .OL)(code);
        if (found.found)
            return { rule: found.rule };
        const near = found.nearest ? [found.nearest] : nearCodes(code);
        const meant = near.length === 0
            ? ''
            : ` (did you mean ${near.length === 1 ? '' : 'one of '}${near.map(c => `'${c}'`).join(', ')}?)`;
        const all = inputs.names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'rules');
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Code, `is '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(code, 60)}', which is not the code of a check preflight makes${meant}: ${all} lists them all.`);
    });
}
/**
 * The codes one edit from a mistyped code, when no one code is nearest (`nearestCode` suggests
 * none then): a code of Apple's is digits, and a digit left out is one edit from several.
 */
function nearCodes(code) {
    const typed = code.toLowerCase();
    const near = _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_3__.POLICY.flatMap(_ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_3__.codesOf).filter(c => (0,_text_nearest_js__WEBPACK_IMPORTED_MODULE_5__/* .editDistance */ .Y)(typed, c.toLowerCase()) === 1);
    return near.length <= NEAR_CODES_SHOWN ? near : [];
}


/***/ })

};

//# sourceMappingURL=305.index.js.map
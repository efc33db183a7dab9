export const id = 640;
export const ids = [640];
export const modules = {

/***/ 7640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readAnalyticsInputs: () => (/* binding */ readAnalyticsInputs)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5585);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3718);
/* harmony import */ var _days_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4286);





async function readAnalyticsInputs(inputs) {
    const appId = inputs.check(() => readAppId(inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.AppId)));
    // Wrapped: an empty input is a good answer (undefined), a problem leaves the whole undefined.
    const date = inputs.check(() => ({ given: (0,_days_js__WEBPACK_IMPORTED_MODULE_4__/* .readDateInput */ .RR)(inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.Date)) }));
    const count = inputs.check(() => ({ given: (0,_days_js__WEBPACK_IMPORTED_MODULE_4__/* .readDayCount */ .O6)(inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.Days)) }));
    const days = date && count && inputs.check(() => (0,_days_js__WEBPACK_IMPORTED_MODULE_4__/* .daysToRead */ .LE)(date.given, count.given, inputs.names));
    const countries = inputs.check(() => readCountries(inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.Countries)));
    const givenReportPath = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.ReportPath);
    const reportPathFree = givenReportPath
        ? await inputs.checkAsync(() => checkReportPath(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(givenReportPath)))
        : true;
    if (!appId || !days || !countries || !reportPathFree)
        return undefined;
    const span = days.length === 1 ? days[0] : `${days[0]}_${days[days.length - 1]}`;
    const { reports, scratch, keep: keepFiles } = inputs.folders;
    const reportPath = givenReportPath || node_path__WEBPACK_IMPORTED_MODULE_1__.join(reports, `app-analytics-${fileNamePart(appId)}-${span}.json`);
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(reportPath);
    const csvPath = csvPathFor(resolved);
    return { appId, days, countries, reportPath: resolved, csvPath, scratch, keepFiles };
}
function csvPathFor(reportPath) {
    const parsed = node_path__WEBPACK_IMPORTED_MODULE_1__.parse(reportPath);
    return node_path__WEBPACK_IMPORTED_MODULE_1__.join(parsed.dir, `${parsed.ext.toLowerCase() === '.json' ? parsed.name : parsed.base}.csv`);
}
/**
 * Text fit for a file name on every runner: an app id may hold `:`, which on Windows names an NTFS
 * alternate data stream (the report would be invisible to `dir` and to upload-artifact).
 */
function fileNamePart(text) {
    return text.replace(/[^A-Za-z0-9._-]/g, '_');
}
function readAppId(appId) {
    if (!appId)
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.AppId, 'is required by the analytics command: give the app identifier.');
    // '.' and '..' are letters enough, but would leave their path segment.
    if (!/^[A-Za-z0-9._:-]{1,200}$/.test(appId) || /^\.{1,2}$/.test(appId)) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.AppId, `is '${appId}': an app id has letters, digits, '.', '_', ':' or '-' only.`);
    }
    return appId;
}
function readCountries(value) {
    const codes = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .splitList */ .ry)(value);
    const bad = codes.filter(code => !/^[A-Za-z]{3}$/.test(code));
    if (bad.length > 0) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.Countries, `has codes that are not three letters: ${bad.map(b => `'${b}'`).join(', ')}. Use ISO 3166-1 alpha-3 codes such as USA, DEU, JPN.`);
    }
    return [...new Set(codes.map(code => code.toUpperCase()))];
}
/** A report path must name a file: a folder there would fail the step only after the download. */
async function checkReportPath(reportPath) {
    const stat = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(reportPath).catch(() => undefined);
    if (stat?.isDirectory()) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.ReportPath, `'${reportPath}' is a directory: give the path of the JSON file to write, e.g. ${node_path__WEBPACK_IMPORTED_MODULE_1__.join(reportPath, 'analytics.json')}.`);
    }
    return true;
}


/***/ })

};

//# sourceMappingURL=640.index.js.map
export const id = 44;
export const ids = [44];
export const modules = {

/***/ 6044:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readDeleteIpaInputs: () => (/* binding */ readDeleteIpaInputs)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _service_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7933);
/* harmony import */ var _fleet_handed_ids_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(693);




async function readDeleteIpaInputs(inputs) {
    const { referred, setting } = inputs.names;
    return inputs.check(() => {
        const ids = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaId);
        const keep = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.KeepLatest);
        if (ids && keep) {
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaId, `and ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.KeepLatest)} are both set: give the ids to delete, or how many of the newest to keep, not both.`);
        }
        if (keep) {
            const what = 'how many of the newest IPAs to keep';
            return {
                kind: 'keep-latest',
                keep: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInteger */ .cG)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.KeepLatest, keep, { min: 0, max: 100_000, what })
            };
        }
        if (!ids) {
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaId, `is empty, and so is ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.KeepLatest)}: give the ids to delete, or ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.KeepLatest, 'N')}.`);
        }
        // The ipa-ids output of an upload of several, a JSON array, as it was printed.
        const list = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseIds */ .Ae)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaId, (0,_fleet_handed_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .asPrintedList */ .vB)(ids));
        // `.` and `..` pass as characters, but would name another path than the IPA's.
        const steps = list.filter(id => (0,_service_records_js__WEBPACK_IMPORTED_MODULE_2__/* .pathSegmentProblem */ .iF)(id));
        if (steps.length > 0) {
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaId, `has ids that name a path step, not an IPA: ${steps.map(id => `'${id}'`).join(', ')}. Use the ids from list-ipas.`);
        }
        return { kind: 'ids', ids: list };
    });
}


/***/ }),

/***/ 693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   vB: () => (/* binding */ asPrintedList)
/* harmony export */ });
/* unused harmony exports HANDED_AS_LIST, handedOver */
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);

/**
 * The output in which a fleet hands on the ids an input takes, as a JSON array (`submit --multiple`
 * prints APP_DEPLOY_SUBMISSION_IDS, `upload --multiple` APP_DEPLOY_IPA_IDS): a later command reads
 * it where it reads the input's own line.
 */
const HANDED_AS_LIST = {
    [_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId]: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionIds,
    [_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId]: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.DeploymentIds,
    [_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaId]: _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaIds
};
/**
 * The ids of a list as a fleet prints it, a JSON array of strings (or numbers), one a line (its
 * quotes taken by a shell too); the text as it is when it is not one (lines or commas, as a user
 * writes them). Split on its commas, the array would make ids of `["sub_1"` and `"sub_2"]`.
 */
function asPrintedList(text) {
    if (!text.trimStart().startsWith('['))
        return text;
    try {
        const ids = JSON.parse(text);
        if (Array.isArray(ids) && ids.every(id => typeof id === 'string' || typeof id === 'number'))
            return ids.join('\n');
    }
    catch {
        // Not JSON: a shell that read the dotenv line (`source`, `export $(… | xargs)`) took its quotes,
        // leaving `[sub_1,sub_2]`: its ids, one a line, not `[sub_1`.
    }
    const bare = /^\s*\[([^[\]]*)\]\s*$/.exec(text);
    return bare ? bare[1].split(',').join('\n') : text;
}
/**
 * An input's value from what earlier commands printed: its own line (`single`), its fleet's list, or
 * both, read together: every id of the list, then the single id when the list does not hold it (a
 * fleet of one prints both, the same id; the dotenv reports of two jobs, one of one app and one of a
 * fleet, hand on all their ids). Undefined when neither was printed.
 */
function handedOver(single, list) {
    if (list === undefined || list.trim() === '')
        return single;
    const ids = asPrintedList(list)
        .split(/[\n\r,]+/)
        .map(id => id.trim())
        .filter(Boolean);
    const one = single?.trim();
    return (one && !ids.includes(one) ? [...ids, one] : ids).join('\n');
}


/***/ })

};

//# sourceMappingURL=44.index.js.map
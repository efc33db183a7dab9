export const id = 992;
export const ids = [992];
export const modules = {

/***/ 2992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MZ: () => (/* binding */ codesOf),
/* harmony export */   NR: () => (/* binding */ checksFor),
/* harmony export */   Po: () => (/* binding */ POLICY),
/* harmony export */   checkNamed: () => (/* binding */ checkNamed),
/* harmony export */   jJ: () => (/* binding */ refusesUnderStrict),
/* harmony export */   nearestCode: () => (/* binding */ nearestCode)
/* harmony export */ });
/* harmony import */ var _text_nearest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(613);
/* harmony import */ var _archive_checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7214);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6429);



/**
 * Every check preflight makes, in the order docs/preflight.md lists them: the archive's (the zip,
 * the layout, the plists, the signing) and the App Store rules. Each code is stated once, here or in
 * its rule's declaration, and is what `preflight-skip` takes.
 */
const POLICY = [..._archive_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .ARCHIVE_CHECKS */ .x, ..._index_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y];
/** Every code of a check: its own, then those it covers. */
const codesOf = (check) => [check.code, ...(check.covers ?? [])];
/** The check a name designates: its code or one it covers, in any case. */
function checkNamed(name) {
    const wanted = name.trim().toLowerCase();
    return POLICY.find(check => codesOf(check).some(code => code.toLowerCase() === wanted));
}
/** The code closest to a mistyped one (a few letters off), for the message that refuses it. */
function nearestCode(name) {
    return (0,_text_nearest_js__WEBPACK_IMPORTED_MODULE_2__/* .nearest */ .p)(name.trim(), POLICY.flatMap(codesOf));
}
/**
 * Whether a problem stops a release under `strict`: a `warn` problem never does, nor does an App
 * Store rule for an upload, whose IPA is re-signed before it is submitted. (`warn` mode stops only
 * on `not-an-ipa`; src/ipa-input/ipa-file.ts applies the modes.)
 */
function refusesUnderStrict(problem, purpose) {
    return problem.level !== 'warn' && !(purpose === 'upload' && problem.appStoreRule === true);
}
/** The checks preflight makes for a purpose: a `submit` check for `submit` alone. */
function checksFor(purpose) {
    return POLICY.filter(check => check.level !== 'submit' || purpose === 'submit');
}


/***/ }),

/***/ 613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ editDistance),
/* harmony export */   p: () => (/* binding */ nearest)
/* harmony export */ });
/**
 * The edit distance of two words, counting a swap of two neighbouring letters as one edit (the
 * optimal string alignment form of Damerau–Levenshtein): `tems` → `teams` is 1, `taems` → `teams` 1.
 */
function editDistance(a, b) {
    const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
        }
    }
    return rows[a.length][b.length];
}
/**
 * The candidate a mistyped word most likely meant: the nearest, when it is near enough to be a typo
 * (at most 2 edits, and fewer than a third of the longer word's letters, so that `ls` suggests
 * nothing) and no other is as near. Case is ignored.
 */
function nearest(word, candidates) {
    const typed = word.toLowerCase();
    let best;
    let bestDistance = Infinity;
    let tied = false;
    for (const candidate of candidates) {
        const distance = editDistance(typed, candidate.toLowerCase());
        if (distance < bestDistance)
            [best, bestDistance, tied] = [candidate, distance, false];
        else if (distance === bestDistance && candidate !== best)
            tied = true;
    }
    if (best === undefined || tied)
        return undefined;
    const longer = Math.max(typed.length, best.length);
    return bestDistance <= 2 && bestDistance * 3 < longer ? best : undefined;
}


/***/ })

};

//# sourceMappingURL=992.index.js.map
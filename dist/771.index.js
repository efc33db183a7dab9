export const id = 771;
export const ids = [771,992];
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
    outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.Count, _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .POLICY */ .Po.length);
    outputs.json(_ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .POLICY */ .Po.map(check => (0,_preflight_reports_rules_table_js__WEBPACK_IMPORTED_MODULE_2__/* .explainRule */ .OL)(check.code).rule));
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


/***/ }),

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

/***/ 8837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EG: () => (/* binding */ checkOf),
/* harmony export */   IJ: () => (/* binding */ linkOf),
/* harmony export */   JR: () => (/* binding */ isSkipped),
/* harmony export */   vz: () => (/* binding */ sourceOf)
/* harmony export */ });
/* harmony import */ var _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2992);
/* harmony import */ var _ipa_rules_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9739);


/**
 * The check a problem's code belongs to. Every code the inspection reports is in the policy table
 * (__tests__/preflight-policy.test.ts pins it); one that is not still gets a row of its own, so that no problem is dropped.
 */
function checkOf(code) {
    return ((0,_ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__.checkNamed)(code) ?? {
        code,
        title: code,
        level: 'refuse',
        fix: 'see the message',
        source: 'app-store-deploy'
    });
}
/** Whether the user asked not to apply this check (by its code or one it covers). */
function isSkipped(check, skip) {
    const wanted = new Set(skip.map(code => code.trim().toLowerCase()));
    return (0,_ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .codesOf */ .MZ)(check).some(code => wanted.has(code.toLowerCase()));
}
/** Where Apple says so, and the day it was read, apart. */
function sourceOf(check) {
    return (0,_ipa_rules_source_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceAndDate */ .v)(check.source);
}
/** The first web address in a source, to link the rule's help to. */
function linkOf(source) {
    return /https:\/\/[^\s()]+/.exec(source)?.[0];
}


/***/ }),

/***/ 7387:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OL: () => (/* binding */ explainRule),
/* harmony export */   bO: () => (/* binding */ explanationLines),
/* harmony export */   dT: () => (/* binding */ rulesLines),
/* harmony export */   xQ: () => (/* binding */ rulesMarkdown)
/* harmony export */ });
/* harmony import */ var _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2992);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6590);
/* harmony import */ var _checked_ipa_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8837);
/**
 * `app-store-deploy rules`: every check of preflight with its level and source, as lines for a
 * terminal and as markdown for a summary; `rules CODE`: one check explained. From the policy table
 * (src/ipa/rules/policy.ts), as docs/preflight.md is.
 */



function explainRule(code) {
    const check = (0,_ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__.checkNamed)(code);
    if (!check)
        return { found: false, asked: code, nearest: (0,_ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__.nearestCode)(code) };
    const { where, read } = (0,_checked_ipa_js__WEBPACK_IMPORTED_MODULE_2__/* .sourceOf */ .vz)(check);
    return {
        found: true,
        rule: {
            code: check.code,
            covers: [...(check.covers ?? [])],
            title: check.title,
            level: check.level,
            fix: check.fix,
            source: where,
            ...(read ? { read } : {})
        }
    };
}
/** The lines `rules CODE` prints: a label, then its value, aligned. */
function explanationLines(rule) {
    const rows = [
        ['code', rule.code],
        ['also', rule.covers.length ? rule.covers.join(', ') : undefined],
        ['checks', rule.title],
        ['level', rule.level],
        ['what to do', rule.fix],
        ['source', rule.source],
        ['read', rule.read]
    ];
    return aligned(rows.filter(([, value]) => value !== undefined));
}
/** Every check as a terminal line: code, level, source (and the day read), in columns. */
function rulesLines() {
    const rows = _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY */ .Po.map(check => {
        const { where, read } = (0,_checked_ipa_js__WEBPACK_IMPORTED_MODULE_2__/* .sourceOf */ .vz)(check);
        return [check.code, check.level, read ? `${where} (read ${read})` : where];
    });
    return aligned([['code', 'level', 'source'], ...rows]);
}
/** Every check as a markdown table, for a job summary. */
function rulesMarkdown() {
    const rows = _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY */ .Po.map(check => {
        const { where, read } = (0,_checked_ipa_js__WEBPACK_IMPORTED_MODULE_2__/* .sourceOf */ .vz)(check);
        return [(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(check.code), (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(check.level), (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__.md)(where, 1000), read ?? ''];
    });
    return (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)(['code', 'level', 'source', 'read'], rows, { limit: _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .POLICY */ .Po.length, left: true });
}
/** Rows as lines, each column but the last padded to its widest cell. */
function aligned(rows) {
    const widths = rows[0].map((_, column) => Math.max(...rows.map(row => (column < row.length - 1 ? (row[column]?.length ?? 0) : 0))));
    return rows.map(row => row
        .map((cell, column) => (column < row.length - 1 ? cell.padEnd(widths[column]) : cell))
        .join('  ')
        .trimEnd());
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

//# sourceMappingURL=771.index.js.map
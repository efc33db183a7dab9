export const id = 825;
export const ids = [825,313,894];
export const modules = {

/***/ 7627:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;
/*---------------------------------------------------------
 * Copyright (C) Microsoft Corporation. All rights reserved.
 *--------------------------------------------------------*/

__webpack_unused_export__ = true;
exports.qg = __webpack_unused_export__ = void 0;
function parseWithLocation(content, filename, locationKeyName) {
    return _parse(content, filename, locationKeyName);
}
__webpack_unused_export__ = parseWithLocation;
/**
 * A very fast plist parser
 */
function parse(content) {
    return _parse(content, null, null);
}
exports.qg = parse;
function _parse(content, filename, locationKeyName) {
    var len = content.length;
    var pos = 0;
    var line = 1;
    var char = 0;
    // Skip UTF8 BOM
    if (len > 0 && content.charCodeAt(0) === 65279 /* ChCode.BOM */) {
        pos = 1;
    }
    function advancePosBy(by) {
        if (locationKeyName === null) {
            pos = pos + by;
        }
        else {
            while (by > 0) {
                var chCode = content.charCodeAt(pos);
                if (chCode === 10 /* ChCode.LINE_FEED */) {
                    pos++;
                    line++;
                    char = 0;
                }
                else {
                    pos++;
                    char++;
                }
                by--;
            }
        }
    }
    function advancePosTo(to) {
        if (locationKeyName === null) {
            pos = to;
        }
        else {
            advancePosBy(to - pos);
        }
    }
    function skipWhitespace() {
        while (pos < len) {
            var chCode = content.charCodeAt(pos);
            if (chCode !== 32 /* ChCode.SPACE */ && chCode !== 9 /* ChCode.TAB */ && chCode !== 13 /* ChCode.CARRIAGE_RETURN */ && chCode !== 10 /* ChCode.LINE_FEED */) {
                break;
            }
            advancePosBy(1);
        }
    }
    function advanceIfStartsWith(str) {
        if (content.substr(pos, str.length) === str) {
            advancePosBy(str.length);
            return true;
        }
        return false;
    }
    function advanceUntil(str) {
        var nextOccurence = content.indexOf(str, pos);
        if (nextOccurence !== -1) {
            advancePosTo(nextOccurence + str.length);
        }
        else {
            // EOF
            advancePosTo(len);
        }
    }
    function captureUntil(str) {
        var nextOccurence = content.indexOf(str, pos);
        if (nextOccurence !== -1) {
            var r = content.substring(pos, nextOccurence);
            advancePosTo(nextOccurence + str.length);
            return r;
        }
        else {
            // EOF
            var r = content.substr(pos);
            advancePosTo(len);
            return r;
        }
    }
    var state = 0 /* State.ROOT_STATE */;
    var cur = null;
    var stateStack = [];
    var objStack = [];
    var curKey = null;
    function pushState(newState, newCur) {
        stateStack.push(state);
        objStack.push(cur);
        state = newState;
        cur = newCur;
    }
    function popState() {
        if (stateStack.length === 0) {
            return fail('illegal state stack');
        }
        state = stateStack.pop();
        cur = objStack.pop();
    }
    function fail(msg) {
        throw new Error('Near offset ' + pos + ': ' + msg + ' ~~~' + content.substr(pos, 50) + '~~~');
    }
    var dictState = {
        enterDict: function () {
            if (curKey === null) {
                return fail('missing <key>');
            }
            var newDict = {};
            if (locationKeyName !== null) {
                newDict[locationKeyName] = {
                    filename: filename,
                    line: line,
                    char: char
                };
            }
            cur[curKey] = newDict;
            curKey = null;
            pushState(1 /* State.DICT_STATE */, newDict);
        },
        enterArray: function () {
            if (curKey === null) {
                return fail('missing <key>');
            }
            var newArr = [];
            cur[curKey] = newArr;
            curKey = null;
            pushState(2 /* State.ARR_STATE */, newArr);
        }
    };
    var arrState = {
        enterDict: function () {
            var newDict = {};
            if (locationKeyName !== null) {
                newDict[locationKeyName] = {
                    filename: filename,
                    line: line,
                    char: char
                };
            }
            cur.push(newDict);
            pushState(1 /* State.DICT_STATE */, newDict);
        },
        enterArray: function () {
            var newArr = [];
            cur.push(newArr);
            pushState(2 /* State.ARR_STATE */, newArr);
        }
    };
    function enterDict() {
        if (state === 1 /* State.DICT_STATE */) {
            dictState.enterDict();
        }
        else if (state === 2 /* State.ARR_STATE */) {
            arrState.enterDict();
        }
        else { // ROOT_STATE
            cur = {};
            if (locationKeyName !== null) {
                cur[locationKeyName] = {
                    filename: filename,
                    line: line,
                    char: char
                };
            }
            pushState(1 /* State.DICT_STATE */, cur);
        }
    }
    function leaveDict() {
        if (state === 1 /* State.DICT_STATE */) {
            popState();
        }
        else if (state === 2 /* State.ARR_STATE */) {
            return fail('unexpected </dict>');
        }
        else { // ROOT_STATE
            return fail('unexpected </dict>');
        }
    }
    function enterArray() {
        if (state === 1 /* State.DICT_STATE */) {
            dictState.enterArray();
        }
        else if (state === 2 /* State.ARR_STATE */) {
            arrState.enterArray();
        }
        else { // ROOT_STATE
            cur = [];
            pushState(2 /* State.ARR_STATE */, cur);
        }
    }
    function leaveArray() {
        if (state === 1 /* State.DICT_STATE */) {
            return fail('unexpected </array>');
        }
        else if (state === 2 /* State.ARR_STATE */) {
            popState();
        }
        else { // ROOT_STATE
            return fail('unexpected </array>');
        }
    }
    function acceptKey(val) {
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey !== null) {
                return fail('too many <key>');
            }
            curKey = val;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            return fail('unexpected <key>');
        }
        else { // ROOT_STATE
            return fail('unexpected <key>');
        }
    }
    function acceptString(val) {
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey === null) {
                return fail('missing <key>');
            }
            cur[curKey] = val;
            curKey = null;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            cur.push(val);
        }
        else { // ROOT_STATE
            cur = val;
        }
    }
    function acceptReal(val) {
        if (isNaN(val)) {
            return fail('cannot parse float');
        }
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey === null) {
                return fail('missing <key>');
            }
            cur[curKey] = val;
            curKey = null;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            cur.push(val);
        }
        else { // ROOT_STATE
            cur = val;
        }
    }
    function acceptInteger(val) {
        if (isNaN(val)) {
            return fail('cannot parse integer');
        }
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey === null) {
                return fail('missing <key>');
            }
            cur[curKey] = val;
            curKey = null;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            cur.push(val);
        }
        else { // ROOT_STATE
            cur = val;
        }
    }
    function acceptDate(val) {
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey === null) {
                return fail('missing <key>');
            }
            cur[curKey] = val;
            curKey = null;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            cur.push(val);
        }
        else { // ROOT_STATE
            cur = val;
        }
    }
    function acceptData(val) {
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey === null) {
                return fail('missing <key>');
            }
            cur[curKey] = val;
            curKey = null;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            cur.push(val);
        }
        else { // ROOT_STATE
            cur = val;
        }
    }
    function acceptBool(val) {
        if (state === 1 /* State.DICT_STATE */) {
            if (curKey === null) {
                return fail('missing <key>');
            }
            cur[curKey] = val;
            curKey = null;
        }
        else if (state === 2 /* State.ARR_STATE */) {
            cur.push(val);
        }
        else { // ROOT_STATE
            cur = val;
        }
    }
    function escapeVal(str) {
        return str.replace(/&#([0-9]+);/g, function (_, m0) {
            return String.fromCodePoint(parseInt(m0, 10));
        }).replace(/&#x([0-9a-f]+);/g, function (_, m0) {
            return String.fromCodePoint(parseInt(m0, 16));
        }).replace(/&amp;|&lt;|&gt;|&quot;|&apos;/g, function (_) {
            switch (_) {
                case '&amp;': return '&';
                case '&lt;': return '<';
                case '&gt;': return '>';
                case '&quot;': return '"';
                case '&apos;': return '\'';
            }
            return _;
        });
    }
    function parseOpenTag() {
        var r = captureUntil('>');
        var isClosed = false;
        if (r.charCodeAt(r.length - 1) === 47 /* ChCode.SLASH */) {
            isClosed = true;
            r = r.substring(0, r.length - 1);
        }
        return {
            name: r.trim(),
            isClosed: isClosed
        };
    }
    function parseTagValue(tag) {
        if (tag.isClosed) {
            return '';
        }
        var val = captureUntil('</');
        advanceUntil('>');
        return escapeVal(val);
    }
    while (pos < len) {
        skipWhitespace();
        if (pos >= len) {
            break;
        }
        var chCode = content.charCodeAt(pos);
        advancePosBy(1);
        if (chCode !== 60 /* ChCode.LESS_THAN */) {
            return fail('expected <');
        }
        if (pos >= len) {
            return fail('unexpected end of input');
        }
        var peekChCode = content.charCodeAt(pos);
        if (peekChCode === 63 /* ChCode.QUESTION_MARK */) {
            advancePosBy(1);
            advanceUntil('?>');
            continue;
        }
        if (peekChCode === 33 /* ChCode.EXCLAMATION_MARK */) {
            advancePosBy(1);
            if (advanceIfStartsWith('--')) {
                advanceUntil('-->');
                continue;
            }
            advanceUntil('>');
            continue;
        }
        if (peekChCode === 47 /* ChCode.SLASH */) {
            advancePosBy(1);
            skipWhitespace();
            if (advanceIfStartsWith('plist')) {
                advanceUntil('>');
                continue;
            }
            if (advanceIfStartsWith('dict')) {
                advanceUntil('>');
                leaveDict();
                continue;
            }
            if (advanceIfStartsWith('array')) {
                advanceUntil('>');
                leaveArray();
                continue;
            }
            return fail('unexpected closed tag');
        }
        var tag = parseOpenTag();
        switch (tag.name) {
            case 'dict':
                enterDict();
                if (tag.isClosed) {
                    leaveDict();
                }
                continue;
            case 'array':
                enterArray();
                if (tag.isClosed) {
                    leaveArray();
                }
                continue;
            case 'key':
                acceptKey(parseTagValue(tag));
                continue;
            case 'string':
                acceptString(parseTagValue(tag));
                continue;
            case 'real':
                acceptReal(parseFloat(parseTagValue(tag)));
                continue;
            case 'integer':
                acceptInteger(parseInt(parseTagValue(tag), 10));
                continue;
            case 'date':
                acceptDate(new Date(parseTagValue(tag)));
                continue;
            case 'data':
                acceptData(parseTagValue(tag));
                continue;
            case 'true':
                parseTagValue(tag);
                acceptBool(true);
                continue;
            case 'false':
                parseTagValue(tag);
                acceptBool(false);
                continue;
        }
        if (/^plist/.test(tag.name)) {
            continue;
        }
        return fail('unexpected opened tag ' + tag.name);
    }
    return cur;
}


/***/ }),

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


/***/ }),

/***/ 2992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   POLICY: () => (/* binding */ POLICY),
/* harmony export */   checkNamed: () => (/* binding */ checkNamed),
/* harmony export */   checksFor: () => (/* binding */ checksFor),
/* harmony export */   codesOf: () => (/* binding */ codesOf),
/* harmony export */   nearestCode: () => (/* binding */ nearestCode),
/* harmony export */   refusesUnderStrict: () => (/* binding */ refusesUnderStrict)
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
    return (0,_ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__.codesOf)(check).some(code => wanted.has(code.toLowerCase()));
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
    const rows = _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__.POLICY.map(check => {
        const { where, read } = (0,_checked_ipa_js__WEBPACK_IMPORTED_MODULE_2__/* .sourceOf */ .vz)(check);
        return [check.code, check.level, read ? `${where} (read ${read})` : where];
    });
    return aligned([['code', 'level', 'source'], ...rows]);
}
/** Every check as a markdown table, for a job summary. */
function rulesMarkdown() {
    const rows = _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__.POLICY.map(check => {
        const { where, read } = (0,_checked_ipa_js__WEBPACK_IMPORTED_MODULE_2__/* .sourceOf */ .vz)(check);
        return [(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(check.code), (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(check.level), (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__.md)(where, 1000), read ?? ''];
    });
    return (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)(['code', 'level', 'source', 'read'], rows, { limit: _ipa_rules_policy_js__WEBPACK_IMPORTED_MODULE_0__.POLICY.length, left: true });
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

/***/ 7313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ docsLink),
/* harmony export */   d: () => (/* binding */ withDocsLinks)
/* harmony export */ });
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8330);

/**
 * Where a page of docs/ can be read by whoever runs the tool from its package, which holds no
 * docs/: the page on GitHub, at the tag of this version (`docs/preflight.md` →
 * `https://github.com/OWNER/REPO/blob/v1.2.3/docs/preflight.md`), so that it says what this version
 * does. Every message and --help that cites a page of docs/ makes its link here.
 */
function docsLink(page, section) {
    const repository = _package_json__WEBPACK_IMPORTED_MODULE_0__/* .repository.url */ .Jk.O.replace(/^git\+/, '').replace(/\.git$/, '');
    return `${repository}/blob/v${_package_json__WEBPACK_IMPORTED_MODULE_0__/* .version */ .rE}/docs/${page}${section ? `#${section}` : ''}`;
}
/** Text in which each `docs/NAME.md` (with its `#section`, if any) is its link: for --help. */
function withDocsLinks(text) {
    return text.replace(/(?<![\w/.])docs\/([\w-]+\.md)(?:#([\w-]+))?/g, (_, page, section) => docsLink(page, section));
}


/***/ })

};

//# sourceMappingURL=825.index.js.map
export const id = 172;
export const ids = [172];
export const modules = {

/***/ 4949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fv: () => (/* binding */ BY_BUNDLE_ID),
/* harmony export */   MB: () => (/* binding */ entryName),
/* harmony export */   Ux: () => (/* binding */ MANIFEST_FIELDS),
/* harmony export */   Ve: () => (/* binding */ APPS_KEY),
/* harmony export */   jk: () => (/* binding */ BY_FILE)
/* harmony export */ });
/**
 * The fleet manifest's fields, declared once: what the reader accepts (read-manifest.ts), what
 * docs/fleet-manifest.md and examples/fleet-manifest.yml show. A manifest is `apps:`, a list of
 * entries; each names its IPAs by one of the `names` fields and may set any of the others, which
 * stand for the step's inputs of the same name for those IPAs alone.
 */
const MANIFEST_FIELDS = {
    'bundle-id': {
        type: 'text',
        names: true,
        about: "The app's bundle identifier, as its Info.plist says it (any case)."
    },
    ipa: {
        type: 'text',
        names: true,
        about: 'A path or glob of the IPA files, from the working directory, as the IPA path input takes.'
    },
    'team-id': { type: 'integer', about: 'The team id, from the teams command.' },
    'team-name': {
        type: 'text',
        about: 'The team by its name (any case); beside a team id, checked against its team.'
    },
    'notify-emails': {
        type: 'list',
        about: 'Addresses told of the submission: a list, or one text as the input takes them.'
    },
    'preflight-skip': {
        type: 'list',
        about: 'Codes of the checks preflight does not make for these IPAs: a list, or one text.'
    }
};
/** The fields that name an entry's IPAs, as messages spell them. */
const BY_BUNDLE_ID = 'bundle-id';
const BY_FILE = 'ipa';
/** The one key at the top of a manifest: its entries. */
const APPS_KEY = 'apps';
/** How an entry is named in a message: `apps[2] (bundle-id com.example.App, line 14)`. */
function entryName(entry) {
    const names = 'bundleId' in entry.match ? `bundle-id ${entry.match.bundleId}` : `ipa ${entry.match.ipa}`;
    return `${APPS_KEY}[${entry.index}] (${names}${entry.line ? `, line ${entry.line}` : ''})`;
}


/***/ }),

/***/ 6172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   entryName: () => (/* reexport safe */ _fields_js__WEBPACK_IMPORTED_MODULE_4__.MB),
/* harmony export */   parseManifest: () => (/* binding */ parseManifest),
/* harmony export */   readManifest: () => (/* binding */ readManifest)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5585);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/* harmony import */ var _text_error_message_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7515);
/* harmony import */ var _ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8595);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9209);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4949);
/* harmony import */ var _text_docs_link_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7313);








const MAX_INT32 = 2_147_483_647;
/** The page that says what a manifest holds. */
const MANIFEST_DOC = (0,_text_docs_link_js__WEBPACK_IMPORTED_MODULE_5__/* .docsLink */ ._)('fleet-manifest.md');
/** A manifest of 500 apps is some 100 KiB: past this, it is no manifest. */
const MAX_BYTES = 4 * 1024 * 1024;
/**
 * Reads `fleet-manifest`: a YAML or JSON file (JSON is YAML) of `apps:`, each entry checked against
 * MANIFEST_FIELDS. Every problem of the file is said at once, each with its entry and line, as one
 * InputProblem; nothing is sent before.
 */
async function readManifest(file) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        throw manifestProblem(file, [
            `cannot be read (${(0,_text_error_message_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .g)(error)}): check the path, from the working directory ${process.cwd()}.`
        ]);
    }
    if (Buffer.byteLength(text) > MAX_BYTES)
        throw manifestProblem(file, [`is over ${MAX_BYTES / 1024 / 1024} MiB: is it the manifest?`]);
    const { entries, problems } = await parseManifest(text);
    if (problems.length > 0)
        throw manifestProblem(file, problems);
    return { file, entries };
}
/** The entries of a manifest's text, and every problem found in it (pure, for the tests' tables). */
async function parseManifest(text) {
    // YAML is parsed only when a manifest is given: a step without one never loads the parser.
    const { LineCounter, parseDocument, isMap, isNode, isSeq } = await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.t.bind(__webpack_require__, 8815, 19));
    // The checks preflight makes, to know the codes of preflight-skip (loaded with the manifest).
    const checks = await Promise.all(/* import() */[__webpack_require__.e(16), __webpack_require__.e(894)]).then(__webpack_require__.bind(__webpack_require__, 2992));
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
    if (doc.errors.length > 0)
        return {
            entries: [],
            problems: doc.errors.map(error => `cannot be parsed at line ${lines.linePos(error.pos[0]).line}: ${firstLine(error)}`)
        };
    // A node as the data it holds (a key, a field's value).
    const plain = (node) => (isNode(node) ? node.toJSON() : node);
    const lineOf = (node) => {
        const start = node?.range?.[0];
        return start === undefined ? undefined : lines.linePos(start).line;
    };
    const root = doc.contents;
    const apps = isMap(root) ? root.get(_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .APPS_KEY */ .Ve, true) : undefined;
    const problems = (isMap(root) ? root.items.map(pair => String(plain(pair.key))) : [])
        .filter(key => key !== _fields_js__WEBPACK_IMPORTED_MODULE_4__/* .APPS_KEY */ .Ve)
        .map(key => `has '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(key, 60)}' at its top, which is not a key of a manifest: only '${_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .APPS_KEY */ .Ve}:' is.`);
    if (!isSeq(apps))
        return {
            entries: [],
            problems: [
                ...problems,
                `holds no '${_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .APPS_KEY */ .Ve}:' list: write '${_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .APPS_KEY */ .Ve}:' and under it one '- ${_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_BUNDLE_ID */ .Fv}: …' or '- ${_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_FILE */ .jk}: …' entry per app (${MANIFEST_DOC}).`
            ]
        };
    const entries = [];
    apps.items.forEach((node, index) => {
        const line = lineOf(node);
        const where = `${_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .APPS_KEY */ .Ve}[${index}]${line ? ` (line ${line})` : ''}`;
        if (!isMap(node)) {
            problems.push(`has ${where}, which is not an entry: write it as '${_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_BUNDLE_ID */ .Fv}: …' or '${_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_FILE */ .jk}: …' and its fields.`);
            return;
        }
        const fields = new Map(node.items.map(pair => [
            plain(pair.key),
            { value: plain(pair.value), line: lineOf(pair.key) }
        ]));
        const read = readEntry(index, line, fields, checks);
        if ('problems' in read)
            problems.push(...read.problems.map(problem => `has ${where}: ${problem}`));
        else
            entries.push(read);
    });
    return { entries, problems };
}
/** One entry from its fields, or its problems (each field's, at once). */
function readEntry(index, line, fields, checks) {
    const problems = [];
    const known = Object.keys(_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .MANIFEST_FIELDS */ .Ux);
    for (const [key, { line: at }] of fields)
        if (!known.includes(key))
            problems.push(`'${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(String(key), 60)}'${at ? ` (line ${at})` : ''} is not a field of an entry: use ${known.join(', ')}.`);
    const value = (name, read) => {
        const field = fields.get(name);
        if (field === undefined)
            return undefined;
        try {
            return read(field.value);
        }
        catch (error) {
            const problem = error instanceof _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .InputProblem */ .S7 ? error.problem : (0,_text_error_message_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .g)(error);
            problems.push(`${name}${field.line ? ` (line ${field.line})` : ''} ${problem}`);
            return undefined;
        }
    };
    const bundleId = value('bundle-id', text);
    const ipa = value('ipa', text);
    const teamId = value('team-id', raw => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseInteger */ .cG)('team-id', typeof raw === 'number' ? String(raw) : text(raw), {
        min: 1,
        max: MAX_INT32,
        what: 'a team id from the teams command'
    }));
    const teamName = value('team-name', text);
    const notifyEmails = value('notify-emails', raw => 
    // Each item whole: `Release Team <release@example.com>` is one address.
    (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .parseEmails */ .N0)('', (typeof raw === 'string' ? [raw] : texts(raw)).join(', ')));
    const preflightSkip = value('preflight-skip', raw => (0,_ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_3__/* .skipCodesOf */ .B_)((typeof raw === 'string' ? [raw] : texts(raw)).flatMap(_inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .splitList */ .ry), '', checks));
    if (!fields.has(_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_BUNDLE_ID */ .Fv) && !fields.has(_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_FILE */ .jk))
        problems.push(`names no IPA: give it '${_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_BUNDLE_ID */ .Fv}' (the app's) or '${_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_FILE */ .jk}' (a path or glob).`);
    if (fields.has(_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_BUNDLE_ID */ .Fv) && fields.has(_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_FILE */ .jk))
        problems.push(`has both '${_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_BUNDLE_ID */ .Fv}' and '${_fields_js__WEBPACK_IMPORTED_MODULE_4__/* .BY_FILE */ .jk}': give one, or make two entries.`);
    if (problems.length > 0)
        return { problems };
    return {
        index,
        line,
        match: bundleId !== undefined ? { bundleId } : { ipa: ipa },
        teamId,
        teamName,
        notifyEmails,
        preflightSkip
    };
}
/** A field of text: a string or a number written bare (`team-name: 2024`), never empty. */
function text(value) {
    if (typeof value === 'number')
        return String(value);
    if (typeof value !== 'string' || value.trim() === '')
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .InputProblem */ .S7('', `is ${describe(value)}: write it as text.`);
    return value.trim();
}
/** A list field's items: texts only. */
function texts(value) {
    if (!Array.isArray(value) || value.some(item => typeof item !== 'string'))
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .InputProblem */ .S7('', `is ${describe(value)}: write a list of texts, or one text.`);
    return value;
}
function describe(value) {
    if (value === null || value === undefined)
        return 'empty';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    return `${typeof value === 'number' ? 'a number' : typeof value} ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(String(value), 60)}`;
}
function firstLine(error) {
    return (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(error.message.split('\n')[0], 200);
}
/** The manifest's problems as one problem of its input, naming the file. */
function manifestProblem(file, problems) {
    const name = `'${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(file, 200)}'`;
    if (problems.length === 1)
        return new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.FleetManifest, `${name} ${problems[0]}`);
    return new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.FleetManifest, `${name} has ${problems.length} problems; fix each, then run it again:\n${problems.map(problem => `  - ${problem}`).join('\n')}`);
}



/***/ })

};

//# sourceMappingURL=172.index.js.map
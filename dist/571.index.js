export const id = 571;
export const ids = [571];
export const modules = {

/***/ 571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readGatherInputs: () => (/* binding */ readGatherInputs)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_file_glob_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9390);
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5585);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3718);
/* harmony import */ var _text_error_message_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7515);






async function readGatherInputs(inputs) {
    const files = await inputs.checkAsync(async () => {
        const lines = inputs
            .value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Reports)
            .split(/\r?\n|\r/)
            .map(line => line.trim())
            .filter(Boolean);
        if (lines.length === 0)
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Reports, "is empty: give the path or glob of the shards' reports (reports/*.json, say), as the shards' jobs left them for this one.");
        const matched = await Promise.all(lines.map(line => filesOf(line)));
        return [...new Set(matched.flat())];
    });
    const releaseId = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .parseLabel */ .Q_)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ReleaseId, inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ReleaseId)));
    if (!files || releaseId === undefined)
        return undefined;
    return { files, releaseId: releaseId || undefined };
}
/** The files one line matches; none is a problem naming the line (folders are left out). */
async function filesOf(line) {
    let paths;
    try {
        paths = await (0,_inputs_file_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .matchPaths */ .o)(line);
    }
    catch (error) {
        const { code } = error;
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Reports, `'${line}' cannot be read (${code ?? (0,_text_error_message_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error)}): check the path and its permissions.`);
    }
    const files = [];
    for (const found of paths)
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(found)).isFile())
            files.push(found);
    if (files.length === 0) {
        const folders = paths.length > 0
            ? `, only folders: give the files in them (${node_path__WEBPACK_IMPORTED_MODULE_1__.join(paths[0], '*.json')})`
            : '';
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Reports, `'${line}' matches no file${folders} (working directory: ${process.cwd()}).${(0,_inputs_file_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .backslashHint */ .w)(line)} Check the path, and that the shards' reports were downloaded there before this ran.`);
    }
    return files;
}


/***/ }),

/***/ 9390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ matchPaths),
/* harmony export */   w: () => (/* binding */ backslashHint)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/**
 * How an input that names files by path or glob (`ipa-path`, `reports`) is matched: what
 * `@actions/glob` matched before (no braces, no extglobs, dot files too, a leading `~` for the home
 * folder, `\` a separator on Windows only), without the Actions toolkit, which the command-line tool
 * does not load.
 */
const GLOB_OPTIONS = {
    absolute: true,
    dot: true,
    nobrace: true,
    noext: true,
    windowsPathsNoEscape: process.platform === 'win32'
};
/**
 * The files (and folders) one path or glob matches, sorted, each once; none when nothing matches.
 * A file system error on the way (a loop of links, a folder this user may not read) is thrown as it
 * is, for the caller to word: the glob walk alone would pass over it and match nothing.
 */
async function matchPaths(given) {
    // glob is loaded when a path is looked for: failing on another input never loads it.
    const { glob } = await __webpack_require__.e(/* import() */ 164).then(__webpack_require__.bind(__webpack_require__, 1164));
    const pattern = given.replace(/^~(?=$|[/\\])/, node_os__WEBPACK_IMPORTED_MODULE_1__.homedir());
    const matches = (await existingLiteral(pattern)) ?? [...new Set(await glob(pattern, GLOB_OPTIONS))].sort();
    if (matches.length === 0)
        await throwWhyUnreachable(pattern);
    return matches;
}
/**
 * On Linux and macOS a backslash in a glob escapes the next character (`build\App.ipa` looks for
 * `buildApp.ipa`): a path written the Windows way matches nothing there.
 */
function backslashHint(pattern) {
    if (process.platform === 'win32' || !pattern.includes('\\'))
        return '';
    return ` On Linux and macOS a backslash in a glob escapes the next character: write ${pattern.replace(/\\/g, '/')} (a / works everywhere).`;
}
/**
 * A path that names an existing file or folder as it is written is that one, though glob syntax is
 * in it (`builds/App [Release].ipa`, where `[Release]` would match one letter): the name a user
 * copied from the folder wins over a pattern nobody meant.
 */
async function existingLiteral(pattern) {
    const { hasMagic } = await __webpack_require__.e(/* import() */ 164).then(__webpack_require__.bind(__webpack_require__, 1164));
    if (!hasMagic(pattern, GLOB_OPTIONS))
        return undefined;
    try {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(pattern);
        return [node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(pattern)];
    }
    catch {
        return undefined;
    }
}
/**
 * The glob walk passes over what it cannot read: the file system says why a pattern found nothing
 * (a loop of links, a folder the user may not read), from the file a plain path names or the folder
 * a pattern's wildcards start in.
 */
async function throwWhyUnreachable(pattern) {
    const { hasMagic } = await __webpack_require__.e(/* import() */ 164).then(__webpack_require__.bind(__webpack_require__, 1164));
    const parts = pattern.split(GLOB_OPTIONS.windowsPathsNoEscape ? /[/\\]/ : '/');
    const wildcard = parts.findIndex(part => hasMagic(part, GLOB_OPTIONS));
    try {
        if (wildcard === -1)
            await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(pattern);
        else
            await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(parts.slice(0, wildcard).join(node_path__WEBPACK_IMPORTED_MODULE_2__.sep) || '.');
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
    }
}


/***/ })

};

//# sourceMappingURL=571.index.js.map
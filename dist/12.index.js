export const id = 12;
export const ids = [12,313];
export const modules = {

/***/ 4012:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readCheckInputs: () => (/* binding */ readCheckInputs)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8213);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3718);
/* harmony import */ var _ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8595);




async function readCheckInputs(inputs) {
    // Several files matched are all checked: no `multiple` to ask for it.
    const sources = await (0,_ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_3__/* .readIpaSources */ .HK)(inputs, true);
    const preflight = inputs.check(() => {
        const mode = (0,_ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_3__/* .readPreflight */ .O2)(inputs);
        if (mode === 'off')
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Preflight, "is 'off', which checks nothing, and checking is all check does: use strict (a problem fails the step) or warn.");
        return mode;
    });
    const preflightSkip = await (0,_ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_3__/* .readPreflightSkip */ .Dg)(inputs);
    const purpose = inputs.check(() => {
        const value = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.For).toLowerCase();
        const found = _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .PURPOSES */ .a7.find(purpose => purpose === value);
        if (!found)
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.For, `is '${value}': use submit or upload.`);
        return found;
    });
    if (!sources || !preflight || !preflightSkip || !purpose)
        return undefined;
    return {
        sources,
        preflight,
        preflightSkip,
        purpose,
        sarif: inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SarifFile) || undefined,
        junit: inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.JunitFile) || undefined
    };
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


/***/ }),

/***/ 1557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ findIpaFiles),
/* harmony export */   N: () => (/* binding */ filesMatching)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _inputs_file_glob_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9390);
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5585);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3718);
/* harmony import */ var _text_error_message_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7515);






/**
 * The files one path or glob of `ipa-path` matches, each checked: exactly one when `onlyOne` (a
 * stale IPA in the folder must not go out by accident), else any number from one (`multiple`).
 */
async function findIpaFiles(given, onlyOne) {
    try {
        return await findOrFail(given, onlyOne);
    }
    catch (error) {
        throw error instanceof _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .InputProblem */ .S7 ? error : unreachable(given, error);
    }
}
/**
 * A file system error on the way to the IPA, as the input problem it is: a raw `ELOOP` or `EACCES`
 * says neither which input leads there nor what to do.
 */
function unreachable(pattern, error) {
    const { code, path: where = pattern } = error;
    const problems = {
        ELOOP: `leads through a loop of symbolic links (at ${where}): give the IPA file itself, or mend the links.`,
        EACCES: `leads to ${where}, which this user may not read: check the permissions of the file and of the folders above it.`,
        ENOTDIR: `goes through ${where}, which is a file, not a folder: check the path.`,
        ENAMETOOLONG: 'is longer than the file system allows: check the path.'
    };
    problems.EPERM = problems.EACCES;
    return new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.IpaPath, `'${pattern}' ${problems[code ?? ''] ?? `cannot be read (${code ?? (0,_text_error_message_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error)}): check the path.`}`);
}
async function findOrFail(given, onlyOne) {
    const matches = await (0,_inputs_file_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .matchPaths */ .o)(given);
    if (matches.length === 0) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.IpaPath, `'${given}' matches no file (working directory: ${process.cwd()}).${(0,_inputs_file_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .backslashHint */ .w)(given)} Check the path, and that the IPA was exported before this ran.`);
    }
    if (matches.length > 1 && onlyOne) {
        const shown = matches.slice(0, 10).map(m => `  ${m}`);
        if (matches.length > 10)
            shown.push(`  … and ${matches.length - 10} more`);
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.IpaPath, `'${given}' matches ${matches.length} files; it must match exactly one. Narrow the pattern, or set ${onlyOne.howToSendSeveral} to send each file as a release of its own. Matches:\n${shown.join('\n')}`);
    }
    const files = [];
    for (const file of matches)
        files.push(await checked(file, given));
    return files;
}
/**
 * The real paths (links resolved) of the files a path or glob matches as `ipa-path`'s lines do;
 * none is no problem here (a fleet manifest's entry for an app this run does not send).
 */
async function filesMatching(given) {
    const matches = await (0,_inputs_file_glob_js__WEBPACK_IMPORTED_MODULE_2__/* .matchPaths */ .o)(given);
    const real = await Promise.all(matches.map(file => node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.realpath(file).catch(() => file)));
    return new Set(real);
}
async function checked(file, given) {
    const stat = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(file);
    if (stat.isDirectory() && /\.xcarchive\/?$/i.test(file)) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.IpaPath, `'${file}' is an Xcode archive, which holds no IPA: export one with \`xcodebuild -exportArchive -archivePath ${file} -exportOptionsPlist ExportOptions.plist -exportPath build\` (method app-store-connect in ExportOptions.plist), then give build/*.ipa as the path.`);
    }
    if (stat.isDirectory()) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.IpaPath, `'${file}' is a directory: give the .ipa file inside it (e.g. ${node_path__WEBPACK_IMPORTED_MODULE_1__.join(given, '*.ipa')}).`);
    }
    if (!stat.isFile())
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.IpaPath, `'${file}' is not a regular file.`);
    try {
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.access(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK);
    }
    catch {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.IpaPath, `'${file}' cannot be read: check its permissions.`);
    }
    if (stat.size === 0)
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_4__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.IpaPath, `'${file}' is empty (0 bytes): its export may have failed.`);
    return { path: file, size: stat.size };
}


/***/ }),

/***/ 8595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ skipCodesOf),
/* harmony export */   Dg: () => (/* binding */ readPreflightSkip),
/* harmony export */   HK: () => (/* binding */ readIpaSources),
/* harmony export */   O2: () => (/* binding */ readPreflight),
/* harmony export */   eX: () => (/* binding */ readSendPassing),
/* harmony export */   p9: () => (/* binding */ readFleet)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5585);
/* harmony import */ var _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8213);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3718);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9209);
/* harmony import */ var _find_ipa_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1557);
/* harmony import */ var _text_docs_link_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7313);







/** More at once would only share the same link more thinly, and press the service harder. */
const MAX_CONCURRENCY = 16;
/** `multiple` and `concurrency`: whether `ipa-path` may name several IPAs, and how many go at once. */
function readFleet(inputs) {
    const multiple = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Multiple, inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Multiple)));
    const concurrency = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .parseInteger */ .cG)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Concurrency, inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Concurrency), {
        min: 1,
        max: MAX_CONCURRENCY,
        what: 'how many uploads may be in flight at once'
    }));
    if (multiple === undefined || !concurrency)
        return undefined;
    return { multiple, concurrency };
}
/** `send-passing`: whether a fleet sends the IPAs that pass, refusing the others by name. */
function readSendPassing(inputs, multiple) {
    const on = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.SendPassing, inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.SendPassing));
    if (on && multiple === false)
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.SendPassing, `is on without ${inputs.names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Multiple, 'true')}: it lets a fleet send the IPAs that pass while refusing the others. Set both, or leave it out.`);
    return on;
}
/**
 * `ipa-path` or `ipa-url`, not both. With `multiple`, `ipa-path` may hold several lines, each a path
 * or glob, and every file they match is a release of its own (a file matched twice, once).
 */
async function readIpaSources(inputs, multiple) {
    return inputs.checkAsync(async () => {
        const pattern = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.IpaPath);
        const url = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.IpaUrl);
        if (pattern && url) {
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.IpaPath, `and ${inputs.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.IpaUrl)} are both set: give one of them, not both.`);
        }
        if (url) {
            const parsed = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .parseHttpUrl */ .f$)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.IpaUrl, url);
            // The service gets it whole; anything that signs it is masked in the log.
            inputs.maskUrl(parsed.href);
            return [{ kind: 'url', url: parsed.href }];
        }
        if (!pattern) {
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.IpaPath, `is empty, and so is ${inputs.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.IpaUrl)}: give the path of the .ipa to send (a glob such as build/*.ipa works) or a URL the service can fetch it from.`);
        }
        const lines = pattern
            .split(/\r?\n|\r/)
            .map(line => line.trim())
            .filter(Boolean);
        // How to send several, as the adapter spells it: `multiple: true`, `--multiple`.
        const several = inputs.names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Multiple, 'true');
        if (lines.length > 1 && !multiple) {
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.IpaPath, `gives ${lines.length} paths or globs: give one, which must match exactly one file, or set ${several} to send each file they match as a release of its own.`);
        }
        const files = await allFiles(lines, multiple ? undefined : { howToSendSeveral: several });
        return files.map(file => ({ kind: 'file', ...file }));
    });
}
/** The files of every line, each problem of each line said at once; a file matched twice, once. */
async function allFiles(lines, onlyOne) {
    const found = await Promise.allSettled(lines.map(line => (0,_find_ipa_files_js__WEBPACK_IMPORTED_MODULE_4__/* .findIpaFiles */ .H)(line, onlyOne)));
    const problems = found.flatMap(result => result.status === 'rejected' ? [result.reason.problem] : []);
    if (problems.length === 1)
        throw found.find(result => result.status === 'rejected').reason;
    if (problems.length > 1) {
        const each = problems.map(problem => `  - ${problem}`);
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.IpaPath, `has ${problems.length} lines that cannot be sent:\n${each.join('\n')}`);
    }
    const seen = new Set();
    const files = [];
    for (const result of found) {
        if (result.status !== 'fulfilled')
            continue;
        for (const file of result.value) {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(file.path);
            if (seen.has(real))
                continue;
            seen.add(real);
            files.push(file);
        }
    }
    return files;
}
/**
 * `preflight-skip`: the checks not to make, by code (`ITMS-91053`, `expired-profile`, any case); an
 * unknown one is a problem, so that a typo never skips nothing silently.
 */
async function readPreflightSkip(inputs) {
    return inputs.checkAsync(async () => {
        const given = inputs
            .value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.PreflightSkip)
            .split(/[\s,]+/)
            .filter(Boolean);
        if (given.length === 0)
            return [];
        // The checks are preflight's rules, loaded when some are named: not to fail on another input.
        return skipCodesOf(given, _inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.PreflightSkip, await Promise.all(/* import() */[__webpack_require__.e(16), __webpack_require__.e(894)]).then(__webpack_require__.bind(__webpack_require__, 2992)));
    });
}
/**
 * The codes of the checks `given` names (any case), each once, as `preflight-skip` and a fleet
 * manifest's entries take them; an unknown one is a problem of `input` ('' where the caller names
 * the field itself).
 */
function skipCodesOf(given, input, { checkNamed, nearestCode }) {
    const unknown = given.filter(name => !checkNamed(name));
    if (unknown.length > 0) {
        const named = unknown.map(name => {
            const nearest = nearestCode(name);
            return `'${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(name, 60)}'${nearest ? ` (did you mean '${nearest}'?)` : ''}`;
        });
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .InputProblem */ .S7(input, `names ${named.join(', ')}, which ${unknown.length === 1 ? 'is not the code of a check' : 'are not codes of checks'} preflight makes: ${(0,_text_docs_link_js__WEBPACK_IMPORTED_MODULE_5__/* .docsLink */ ._)('preflight.md')} lists them all.`);
    }
    return [...new Set(given.map(name => checkNamed(name).code))];
}
function readPreflight(inputs) {
    return inputs.check(() => {
        const value = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Preflight).toLowerCase();
        const mode = _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .PREFLIGHT_MODES */ .Zt.find(m => m === value);
        if (!mode)
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_1__/* .Inputs */ .G0.Preflight, `is '${value}': use ${_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .PREFLIGHT_MODES */ .Zt.join(', ').replace(/, (?=[^,]*$)/, ' or ')}.`);
        return mode;
    });
}


/***/ }),

/***/ 7313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ docsLink)
/* harmony export */ });
/* unused harmony export withDocsLinks */
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

//# sourceMappingURL=12.index.js.map
export const id = 661;
export const ids = [661];
export const modules = {

/***/ 3661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readUploadInputs: () => (/* binding */ readUploadInputs)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7813);



async function readUploadInputs(inputs) {
    const fleet = (0,_ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_2__/* .readFleet */ .p9)(inputs);
    const sources = await (0,_ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_2__/* .readIpaSources */ .HK)(inputs, fleet?.multiple ?? false);
    const preflight = (0,_ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_2__/* .readPreflight */ .O2)(inputs);
    const preflightSkip = await (0,_ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_2__/* .readPreflightSkip */ .Dg)(inputs);
    const releaseId = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLabel */ .Q_)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId, inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId)));
    if (!sources || !fleet || !preflight || !preflightSkip || releaseId === undefined)
        return undefined;
    return { sources, ...fleet, preflight, preflightSkip, releaseId: releaseId || undefined };
}


/***/ }),

/***/ 7813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p9: () => (/* binding */ readFleet),
  HK: () => (/* binding */ readIpaSources),
  O2: () => (/* binding */ readPreflight),
  Dg: () => (/* binding */ readPreflightSkip)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/inputs/parse.ts
var parse = __webpack_require__(3718);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/text/error-message.ts
var error_message = __webpack_require__(7515);
;// CONCATENATED MODULE: ./src/ipa-input/find-ipa-files.ts






/**
 * The files one path or glob of `ipa-path` matches, each checked: exactly one when `onlyOne` (a
 * stale IPA in the folder must not go out by accident), else any number from one (`multiple`).
 */
async function findIpaFiles(given, onlyOne) {
    try {
        return await findOrFail(given, onlyOne);
    }
    catch (error) {
        throw error instanceof parse/* InputProblem */.S7 ? error : unreachable(given, error);
    }
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
    return new parse/* InputProblem */.S7(names/* Inputs */.G0.IpaPath, `'${pattern}' ${problems[code ?? ''] ?? `cannot be read (${code ?? (0,error_message/* errorMessage */.g)(error)}): check the path.`}`);
}
/**
 * What `@actions/glob` matched before (no braces, no extglobs, dot files too, a leading `~` for the
 * home folder, `\` a separator on Windows only), without the Actions toolkit, which the
 * command-line tool does not load.
 */
const GLOB_OPTIONS = {
    absolute: true,
    dot: true,
    nobrace: true,
    noext: true,
    windowsPathsNoEscape: process.platform === 'win32'
};
async function findOrFail(given, onlyOne) {
    // glob is loaded when a path is looked for: failing on another input never loads it.
    const { glob } = await __webpack_require__.e(/* import() */ 164).then(__webpack_require__.bind(__webpack_require__, 1164));
    const pattern = given.replace(/^~(?=$|[/\\])/, external_node_os_.homedir());
    const matches = (await existingLiteral(pattern)) ?? [...new Set(await glob(pattern, GLOB_OPTIONS))].sort();
    if (matches.length === 0) {
        await throwWhyUnreachable(pattern);
        throw new parse/* InputProblem */.S7(names/* Inputs */.G0.IpaPath, `'${given}' matches no file (working directory: ${process.cwd()}).${backslashHint(given)} Check the path, and that the IPA was exported before this ran.`);
    }
    if (matches.length > 1 && onlyOne) {
        const shown = matches.slice(0, 10).map(m => `  ${m}`);
        if (matches.length > 10)
            shown.push(`  … and ${matches.length - 10} more`);
        throw new parse/* InputProblem */.S7(names/* Inputs */.G0.IpaPath, `'${given}' matches ${matches.length} files; it must match exactly one. Narrow the pattern, or set ${onlyOne.howToSendSeveral} to send each file as a release of its own. Matches:\n${shown.join('\n')}`);
    }
    const files = [];
    for (const file of matches)
        files.push(await checked(file, given));
    return files;
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
        await external_node_fs_.promises.stat(pattern);
        return [external_node_path_.resolve(pattern)];
    }
    catch {
        return undefined;
    }
}
async function checked(file, given) {
    const stat = await external_node_fs_.promises.stat(file);
    if (stat.isDirectory() && /\.xcarchive\/?$/i.test(file)) {
        throw new parse/* InputProblem */.S7(names/* Inputs */.G0.IpaPath, `'${file}' is an Xcode archive, which holds no IPA: export one with \`xcodebuild -exportArchive -archivePath ${file} -exportOptionsPlist ExportOptions.plist -exportPath build\` (method app-store-connect in ExportOptions.plist), then give build/*.ipa as the path.`);
    }
    if (stat.isDirectory()) {
        throw new parse/* InputProblem */.S7(names/* Inputs */.G0.IpaPath, `'${file}' is a directory: give the .ipa file inside it (e.g. ${external_node_path_.join(given, '*.ipa')}).`);
    }
    if (!stat.isFile())
        throw new parse/* InputProblem */.S7(names/* Inputs */.G0.IpaPath, `'${file}' is not a regular file.`);
    try {
        await external_node_fs_.promises.access(file, external_node_fs_.constants.R_OK);
    }
    catch {
        throw new parse/* InputProblem */.S7(names/* Inputs */.G0.IpaPath, `'${file}' cannot be read: check its permissions.`);
    }
    if (stat.size === 0)
        throw new parse/* InputProblem */.S7(names/* Inputs */.G0.IpaPath, `'${file}' is empty (0 bytes): its export may have failed.`);
    return { path: file, size: stat.size };
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
            await external_node_fs_.promises.stat(pattern);
        else
            await external_node_fs_.promises.readdir(parts.slice(0, wildcard).join(external_node_path_.sep) || '.');
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
    }
}

;// CONCATENATED MODULE: ./src/ipa-input/ipa-source.ts





const PREFLIGHT_MODES = ['strict', 'warn', 'off'];
/** More at once would only share the same link more thinly, and press the service harder. */
const MAX_CONCURRENCY = 16;
/** `multiple` and `concurrency`: whether `ipa-path` may name several IPAs, and how many go at once. */
function readFleet(inputs) {
    const multiple = inputs.check(() => (0,parse/* parseBoolean */.yG)(names/* Inputs */.G0.Multiple, inputs.value(names/* Inputs */.G0.Multiple)));
    const concurrency = inputs.check(() => (0,parse/* parseInteger */.cG)(names/* Inputs */.G0.Concurrency, inputs.value(names/* Inputs */.G0.Concurrency), {
        min: 1,
        max: MAX_CONCURRENCY,
        what: 'how many uploads may be in flight at once'
    }));
    if (multiple === undefined || !concurrency)
        return undefined;
    return { multiple, concurrency };
}
/**
 * `ipa-path` or `ipa-url`, not both. With `multiple`, `ipa-path` may hold several lines, each a path
 * or glob, and every file they match is a release of its own (a file matched twice, once).
 */
async function readIpaSources(inputs, multiple) {
    return inputs.checkAsync(async () => {
        const pattern = inputs.value(names/* Inputs */.G0.IpaPath);
        const url = inputs.value(names/* Inputs */.G0.IpaUrl);
        if (pattern && url) {
            throw new parse/* InputProblem */.S7(names/* Inputs */.G0.IpaPath, `and ${inputs.names.referred(names/* Inputs */.G0.IpaUrl)} are both set: give one of them, not both.`);
        }
        if (url) {
            const parsed = (0,parse/* parseHttpUrl */.f$)(names/* Inputs */.G0.IpaUrl, url);
            // The service gets it whole; anything that signs it is masked in the log.
            inputs.maskUrl(parsed.href);
            return [{ kind: 'url', url: parsed.href }];
        }
        if (!pattern) {
            throw new parse/* InputProblem */.S7(names/* Inputs */.G0.IpaPath, `is empty, and so is ${inputs.names.referred(names/* Inputs */.G0.IpaUrl)}: give the path of the .ipa to send (a glob such as build/*.ipa works) or a URL the service can fetch it from.`);
        }
        const lines = pattern
            .split(/\r?\n|\r/)
            .map(line => line.trim())
            .filter(Boolean);
        // How to send several, as the adapter spells it: `multiple: true`, `--multiple`.
        const several = inputs.names.setting(names/* Inputs */.G0.Multiple, 'true');
        if (lines.length > 1 && !multiple) {
            throw new parse/* InputProblem */.S7(names/* Inputs */.G0.IpaPath, `gives ${lines.length} paths or globs: give one, which must match exactly one file, or set ${several} to send each file they match as a release of its own.`);
        }
        const files = await allFiles(lines, multiple ? undefined : { howToSendSeveral: several });
        return files.map(file => ({ kind: 'file', ...file }));
    });
}
/** The files of every line, each problem of each line said at once; a file matched twice, once. */
async function allFiles(lines, onlyOne) {
    const found = await Promise.allSettled(lines.map(line => findIpaFiles(line, onlyOne)));
    const problems = found.flatMap(result => result.status === 'rejected' ? [result.reason.problem] : []);
    if (problems.length === 1)
        throw found.find(result => result.status === 'rejected').reason;
    if (problems.length > 1) {
        const each = problems.map(problem => `  - ${problem}`);
        throw new parse/* InputProblem */.S7(names/* Inputs */.G0.IpaPath, `has ${problems.length} lines that cannot be sent:\n${each.join('\n')}`);
    }
    const seen = new Set();
    const files = [];
    for (const result of found) {
        if (result.status !== 'fulfilled')
            continue;
        for (const file of result.value) {
            const real = await (0,promises_.realpath)(file.path);
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
            .value(names/* Inputs */.G0.PreflightSkip)
            .split(/[\s,]+/)
            .filter(Boolean);
        if (given.length === 0)
            return [];
        // The checks are preflight's rules, loaded when some are named: not to fail on another input.
        const { checkNamed, nearestCode } = await Promise.all(/* import() */[__webpack_require__.e(992), __webpack_require__.e(627)]).then(__webpack_require__.bind(__webpack_require__, 2992));
        const unknown = given.filter(name => !checkNamed(name));
        if (unknown.length > 0) {
            const named = unknown.map(name => {
                const nearest = nearestCode(name);
                return `'${(0,untrusted/* oneLine */.TN)(name, 60)}'${nearest ? ` (did you mean '${nearest}'?)` : ''}`;
            });
            throw new parse/* InputProblem */.S7(names/* Inputs */.G0.PreflightSkip, `names ${named.join(', ')}, which ${unknown.length === 1 ? 'is not the code of a check' : 'are not codes of checks'} preflight makes: docs/preflight.md lists them all.`);
        }
        return [...new Set(given.map(name => checkNamed(name).code))];
    });
}
function readPreflight(inputs) {
    return inputs.check(() => {
        const value = inputs.value(names/* Inputs */.G0.Preflight).toLowerCase();
        const mode = PREFLIGHT_MODES.find(m => m === value);
        if (!mode)
            throw new parse/* InputProblem */.S7(names/* Inputs */.G0.Preflight, `is '${value}': use strict, warn or off.`);
        return mode;
    });
}


/***/ })

};

//# sourceMappingURL=661.index.js.map
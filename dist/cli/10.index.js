export const id = 10;
export const ids = [10];
export const modules = {

/***/ 7010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readSubmitInputs: () => (/* binding */ readSubmitInputs),
/* harmony export */   releasesOf: () => (/* binding */ releasesOf)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);
/* harmony import */ var _ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8595);
/* harmony import */ var _fleet_shard_input_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5317);




/** The releases the step sends, one an IPA. */
function releasesOf(config) {
    const { sources, ...shared } = config;
    return sources.map(source => ({ ...shared, source }));
}
const MAX_INT32 = 2_147_483_647;
async function readSubmitInputs(inputs) {
    const fleet = (0,_ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_2__/* .readFleet */ .p9)(inputs);
    const sources = await (0,_ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_2__/* .readIpaSources */ .HK)(inputs, fleet?.multiple ?? false);
    const team = inputs.check(() => readTeamChoice(inputs));
    const notifyEmails = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEmails */ .N0)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.NotifyEmails, inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.NotifyEmails), (name, problem) => inputs.note(name, problem)));
    const wait = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBoolean */ .yG)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Wait, inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Wait)));
    const waitTimeoutMs = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E9)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WaitTimeout, inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WaitTimeout)));
    const pollIntervalMs = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E9)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PollInterval, inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.PollInterval)));
    const preflight = (0,_ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_2__/* .readPreflight */ .O2)(inputs);
    const preflightSkip = await (0,_ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_2__/* .readPreflightSkip */ .Dg)(inputs);
    const githubToken = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken) || undefined;
    const environment = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Environment);
    const releaseId = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLabel */ .Q_)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId, inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId)));
    const shard = (0,_fleet_shard_input_js__WEBPACK_IMPORTED_MODULE_3__/* .readShard */ .X)(inputs, fleet?.multiple);
    const manifest = await readFleetManifest(inputs, fleet?.multiple);
    const sendPassing = inputs.check(() => (0,_ipa_input_ipa_source_js__WEBPACK_IMPORTED_MODULE_2__/* .readSendPassing */ .eX)(inputs, fleet?.multiple));
    if (!sources ||
        !fleet ||
        !team ||
        !notifyEmails ||
        wait === undefined ||
        !waitTimeoutMs ||
        !pollIntervalMs ||
        !preflight ||
        !preflightSkip ||
        releaseId === undefined ||
        !shard ||
        manifest === null ||
        sendPassing === undefined) {
        return undefined;
    }
    return {
        sources,
        ...fleet,
        team,
        notifyEmails,
        wait,
        waitTimeoutMs,
        pollIntervalMs,
        preflight,
        preflightSkip,
        githubToken,
        environment,
        releaseId: releaseId || undefined,
        shard,
        reportFile: inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReportFile) || undefined,
        manifest,
        sendPassing
    };
}
/** `fleet-manifest`, with `multiple` and IPA files only; null when it has a problem (told). */
async function readFleetManifest(inputs, multiple) {
    const file = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.FleetManifest);
    if (!file)
        return undefined;
    const read = await inputs.checkAsync(async () => {
        if (multiple === false)
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.FleetManifest, `is given without ${inputs.names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Multiple, 'true')}: a manifest says how each IPA of a fleet is sent. Set it, or leave the manifest out.`);
        if (inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaUrl))
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.FleetManifest, `matches IPA files, and ${inputs.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaUrl)} gives a URL: give the files with ${inputs.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaPath)}.`);
        // The manifest's reader (and its YAML parser) is loaded only when a manifest is given.
        return (await __webpack_require__.e(/* import() */ 172).then(__webpack_require__.bind(__webpack_require__, 6172))).readManifest(file);
    });
    return read ?? null;
}
function readTeamChoice(inputs) {
    const id = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId);
    const name = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamName);
    if (id) {
        const what = 'a team id from the teams command';
        const teamId = (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInteger */ .cG)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId, id, { min: 1, max: MAX_INT32, what });
        return { kind: 'id', id: teamId, name: name || undefined };
    }
    if (name)
        return { kind: 'name', name };
    return { kind: 'only' };
}


/***/ }),

/***/ 5317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ readShard)
/* harmony export */ });
/* unused harmony export WHOLE */
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3718);


/** More jobs than this would each send next to nothing, and list the fleet as often. */
const MOST_SHARDS = 1000;
/** A run that is not split: the whole fleet, as one shard. */
const WHOLE = { index: 0, total: 1 };
/**
 * `shard-index` and `shard-total`, both or neither; without them, with `multiple`, the CI's parallel
 * copies of the job (a total of 1, which the CIs set for an ordinary job, is no split). A split given
 * needs `multiple`: each copy would otherwise send the one IPA it was given. Every problem is told
 * with the others.
 */
function readShard(inputs, multiple) {
    const indexText = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ShardIndex);
    const totalText = inputs.value(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ShardTotal);
    if (!indexText && !totalText)
        return shardOfTheCi(inputs, multiple);
    if (!indexText || !totalText) {
        const [given, missing] = indexText
            ? [_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ShardIndex, _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ShardTotal]
            : [_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ShardTotal, _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ShardIndex];
        return inputs.check(() => {
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(given, `is given without ${inputs.names.referred(missing)}: give both (this job's share from 0, and how many jobs share the fleet), or neither.`);
        });
    }
    const total = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInteger */ .cG)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ShardTotal, totalText, {
        min: 1,
        max: MOST_SHARDS,
        what: 'how many jobs share the fleet'
    }));
    const index = inputs.check(() => (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInteger */ .cG)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ShardIndex, indexText, {
        min: 0,
        max: MOST_SHARDS - 1,
        what: "this job's share, from 0"
    }));
    if (index === undefined || total === undefined)
        return undefined;
    return inputs.check(() => {
        if (index >= total)
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ShardIndex, `is ${index}, but ${inputs.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ShardTotal)} is ${total}: the shards are numbered from 0 to ${total - 1}.`);
        if (total > 1 && multiple === false)
            throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ShardTotal, `is ${total}, but only ${inputs.names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Multiple, 'true')} splits a fleet: set it, so that each job sends its share of the IPAs matched.`);
        return { index, total };
    });
}
/**
 * The shard the CI's parallel copies of the job say, when it runs several of a fleet; else the whole
 * fleet. A run of one IPA is no fleet: GitLab's `parallel: matrix:` and Azure's `matrix` set the same
 * variables on jobs that each send their own IPA, and those are sent whole.
 */
function shardOfTheCi(inputs, multiple) {
    const parallel = inputs.parallel;
    if (!parallel || parallel.total === 1 || multiple === false)
        return WHOLE;
    const { index, total, variables } = parallel;
    const give = `give ${inputs.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ShardIndex)} and ${inputs.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ShardTotal)} instead`;
    if (!Number.isSafeInteger(index) || !Number.isSafeInteger(total) || index < 0 || index >= total) {
        inputs.problem(`The CI's parallel job variables ${variables} do not say which of the job's copies this is: ${give}.`);
        return undefined;
    }
    return { index, total };
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


/***/ })

};

//# sourceMappingURL=10.index.js.map
export const id = 911;
export const ids = [911,313];
export const modules = {

/***/ 7911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commandHelp: () => (/* binding */ commandHelp),
/* harmony export */   toolHelp: () => (/* binding */ toolHelp),
/* harmony export */   usage: () => (/* binding */ usage)
/* harmony export */ });
/* unused harmony export forTerminal */
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5377);
/* harmony import */ var _commands_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9665);
/* harmony import */ var _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8213);
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5585);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7593);
/* harmony import */ var _emulator_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9159);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8551);
/* harmony import */ var _platforms_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8139);
/* harmony import */ var _platforms_terminal_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6214);
/* harmony import */ var _text_wrapped_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2426);
/* harmony import */ var _text_docs_link_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7313);











/** The first lines of --help, and all a run without arguments prints (to stderr). */
function usage() {
    return [
        'Usage: app-store-deploy <command> [flags]',
        '',
        'Commands:',
        ...[..._commands_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .L, _emulator_js__WEBPACK_IMPORTED_MODULE_5__/* .EMULATOR */ ._].flatMap(c => (0,_text_wrapped_js__WEBPACK_IMPORTED_MODULE_10__/* .wrapped */ .k)(c.description, 14).map((line, i) => i === 0 ? `  ${c.name.padEnd(11)} ${line.trimStart()}` : line))
    ].join('\n');
}
/** `app-store-deploy --help`: the commands (from the registry), the tool's own options, the exit codes. */
function toolHelp() {
    return [
        usage(),
        '',
        'Every input of a command is a flag of the same name (--team-id 1234567), or a variable',
        'APP_DEPLOY_<NAME> (APP_DEPLOY_TEAM_ID), or a line of the file --dotenv names. A flag wins over',
        'the file, the file over a variable. app-store-deploy <command> --help lists them.',
        '',
        ...(0,_text_wrapped_js__WEBPACK_IMPORTED_MODULE_10__/* .wrapped */ .k)(`It prints its outputs on stdout as APP_DEPLOY_<OUTPUT>=value lines. In ${ciNames()}, known by their variables, it also hands them on as that CI does (see ${(0,_text_docs_link_js__WEBPACK_IMPORTED_MODULE_9__/* .docsLink */ ._)('ci-platforms.md')}).`, 0),
        '',
        ...OPTIONS,
        '',
        'Exit codes:',
        ..._exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_CODES_HELP */ .cU.map(line => `  ${line}`)
    ].join('\n');
}
/** How the tool takes the service's key: not said for a command that reads none (check, rules, gather). */
const KEY_OPTIONS = [
    '  APP_DEPLOY_API_KEY     the service API key: a variable or a --dotenv line, never a flag',
    "                         (it would show in the shell's history and in the list of processes)",
    '  --api-key-file PATH    read the API key from a file instead (it wins over both)'
];
const OTHER_OPTIONS = [
    '  --dotenv PATH          read APP_DEPLOY_NAME=value lines, as a command printed them: the value is',
    '                         all after the first =, as it is (no quotes, no $); # starts a comment;',
    "                         names that are not the command's inputs are skipped (one near an",
    "                         input's name is warned). A flag wins over the file, the file over a",
    '                         variable. Never source it in a shell. --env-file PATH is its old name,',
    '                         still read; but Node takes --env-file too, and stops when its file is',
    '                         missing (exit 9), before the tool can say so: give --dotenv.',
    '  --json                 print one JSON document: the service answer; with none (a dry run), the',
    '                         outputs set, by name ({} when none); on failure',
    '                         {"error":{"kind":…,"message":…,"exitCode":…},"outputs":{…}}',
    '  --summary-file PATH    write the job summary (markdown) to PATH, making its folder',
    '  --verbose              debug lines: each request, its status and time',
    '  --help, --version      (help <command> is <command> --help)'
];
const OPTIONS = ['Options:', ...KEY_OPTIONS, ...OTHER_OPTIONS];
/** `app-store-deploy <command> --help`: its flags, each with its variable, default and description. */
function commandHelp(name) {
    if (!(0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .isCommand */ .y9)(name))
        return toolHelp();
    const command = _commands_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .L.find(c => c.name === name);
    const flags = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .flagsOf */ .Zo)(name).flatMap(input => {
        const declared = _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc[input];
        const flag = (0,_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .flagName */ .G)(input);
        const spelled = declared.switch ? `--${flag}, --no-${flag}` : `--${flag} VALUE`;
        const fallback = _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_DEFAULTS */ .WJ[input] ? ` Default: ${_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT_DEFAULTS */ .WJ[input]}.` : '';
        const text = input === _inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.DryRun ? command?.dryRun : (declared.cli ?? declared.description);
        return [
            `  ${spelled}  (${(0,_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .envName */ .pD)(input)})`,
            ...(0,_text_wrapped_js__WEBPACK_IMPORTED_MODULE_10__/* .wrapped */ .k)(`${forTerminal(text ?? '')}${fallback}`)
        ];
    });
    const secrets = (0,_args_js__WEBPACK_IMPORTED_MODULE_4__/* .secretsOf */ .Fj)(name)
        .filter(input => input !== _inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.ApiKey)
        .flatMap(input => [
        `  ${(0,_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .envName */ .pD)(input)}  (a variable only: never a flag)`,
        ...(0,_text_wrapped_js__WEBPACK_IMPORTED_MODULE_10__/* .wrapped */ .k)(forTerminal(_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc[input].cli ?? _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc[input].description))
    ]);
    return [
        `Usage: app-store-deploy ${name}${command?.positional ? ` [${command.positional.toUpperCase()}${_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc[command.positional].lines ? '…' : ''}]` : ''} [flags]`,
        '',
        command?.description ?? '',
        '',
        'Flags:',
        ...flags,
        ...(secrets.length ? ['', 'Secrets:', ...secrets] : []),
        '',
        ...(command?.service === false ? ['Options:', ...OTHER_OPTIONS] : OPTIONS),
        '',
        'stdout: each output that was set, as APP_DEPLOY_<OUTPUT>=value (a dotenv file, which --dotenv',
        'reads), or with --json one JSON document. stderr: the log.',
        '',
        'Exit codes:',
        ..._exit_codes_js__WEBPACK_IMPORTED_MODULE_6__/* .EXIT_CODES_HELP */ .cU.map(line => `  ${line}`)
    ].join('\n');
}
/**
 * A declaration's words as a terminal shows them: a code span naming an input becomes its flag (or,
 * for a secret, its variable), other code spans lose their backticks, and a page of docs/ is its
 * link (the package holds no docs/).
 */
function forTerminal(text) {
    return (0,_text_docs_link_js__WEBPACK_IMPORTED_MODULE_9__/* .withDocsLinks */ .d)(text).replace(/`([^`]*)`/g, (_, code) => {
        if (!Object.hasOwn(_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUTS */ .mc, code) || code === _inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .Inputs */ .G0.Command)
            return code;
        const input = code;
        return _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_INPUTS */ .pH.includes(input) ? (0,_inputs_names_js__WEBPACK_IMPORTED_MODULE_3__/* .envName */ .pD)(input) : `--${(0,_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .flagName */ .G)(input)}`;
    });
}
/** The CIs the tool knows, by their modules' names: `GitHub Actions, GitLab CI, … and CircleCI`. */
function ciNames() {
    const names = _platforms_index_js__WEBPACK_IMPORTED_MODULE_7__/* .PLATFORMS */ .P.filter(platform => platform !== _platforms_terminal_js__WEBPACK_IMPORTED_MODULE_8__/* .terminal */ .F).map(platform => platform.name);
    return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
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


/***/ }),

/***/ 2426:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ wrapped)
/* harmony export */ });
/** Text in lines of at most `width` characters, each indented by `indent` (under its flag, in --help). */
function wrapped(text, indent = 6, width = 100) {
    const margin = ' '.repeat(indent);
    const lines = [];
    let line = margin;
    for (const word of text.split(/\s+/)) {
        if (line.length + word.length + 1 > width && line.trim()) {
            lines.push(line);
            line = margin;
        }
        line += line.trim() ? ` ${word}` : word;
    }
    if (line.trim())
        lines.push(line);
    return lines;
}


/***/ })

};

//# sourceMappingURL=911.index.js.map
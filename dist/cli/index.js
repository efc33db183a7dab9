#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 7397:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ teamsTable),
/* harmony export */   n: () => (/* binding */ flattenTeams)
/* harmony export */ });
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6590);

/** Every team of every linked credential, in the service's order. */
function flattenTeams(credentials) {
    return credentials.flatMap(credential => credential.teams.map(team => ({
        id: team.team_id,
        name: team.name,
        account: credential.name,
        credentialId: credential.credential_id
    })));
}
/** The teams as the summary shows them: where a `team-id` comes from. */
function teamsTable(teams) {
    return (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Account', 'Team', 'Team id', 'Credential id'], teams.map(team => [
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__.md)(team.account),
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__.md)(team.name),
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(team.id),
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(team.credentialId)
    ]), { limit: 500 });
}


/***/ }),

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fj: () => (/* binding */ secretsOf),
/* harmony export */   JP: () => (/* binding */ readsOf),
/* harmony export */   Zo: () => (/* binding */ flagsOf),
/* harmony export */   iA: () => (/* binding */ readArgs),
/* harmony export */   y9: () => (/* binding */ isCommand)
/* harmony export */ });
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5377);
/* harmony import */ var _commands_command_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3155);
/* harmony import */ var _commands_declarations_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2996);
/* harmony import */ var _commands_registry_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9665);
/* harmony import */ var _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8213);
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5585);
/* harmony import */ var _text_nearest_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(613);







/**
 * What a command reads from the command line or the environment: all but the command's name, in
 * the order declared.
 */
function readsOf(command) {
    const found = (0,_commands_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .findCommand */ .Z)(command);
    const shared = found ? (0,_commands_command_js__WEBPACK_IMPORTED_MODULE_1__/* .sharedInputsOf */ .mW)(found) : [];
    return [...(0,_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .inDeclaredOrder */ .UX)(shared), ...(0,_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .inDeclaredOrder */ .UX)(found?.inputs ?? [])].filter(name => name !== _inputs_names_js__WEBPACK_IMPORTED_MODULE_5__/* .Inputs */ .G0.Command);
}
/**
 * The flags of a command: what it reads, but the secrets, which come only from a variable (or, for
 * the key, a file): on the command line they would show in the shell's history and in the list of
 * processes.
 */
function flagsOf(command) {
    return readsOf(command).filter(name => !_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .SECRET_INPUTS */ .pH.includes(name));
}
/** The secrets a command reads, each from its variable only. */
function secretsOf(command) {
    return readsOf(command).filter(name => _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .SECRET_INPUTS */ .pH.includes(name));
}
function isCommand(name) {
    return _commands_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMANDS */ .L.some(command => command.name === name);
}
/** Why the flag of a secret input is refused, and how to give it instead. */
function refused(name) {
    // A key, a token: the last word of its name says what it is.
    const what = name.split('-').at(-1);
    const instead = name === _inputs_names_js__WEBPACK_IMPORTED_MODULE_5__/* .Inputs */ .G0.ApiKey
        ? `Export ${(0,_inputs_names_js__WEBPACK_IMPORTED_MODULE_5__/* .envName */ .pD)(name)}, or give --api-key-file with the path of a file that holds it.`
        : `Export ${(0,_inputs_names_js__WEBPACK_IMPORTED_MODULE_5__/* .envName */ .pD)(name)} instead.`;
    return `--${name} is refused: a ${what} on the command line shows in the shell's history and in the list of processes. ${instead}`;
}
/** The tool's own options, beside the inputs' flags: what a mistyped flag may have meant too. */
const TOOL_OPTIONS = [
    'summary-file',
    'api-key-file',
    'dotenv',
    'env-file',
    'json',
    'verbose',
    'help',
    'version'
];
/** Reads `app-store-deploy <command> [--flag value | --flag=value | --switch | --no-switch] …`. */
function readArgs(argv) {
    const args = {
        flags: new Map(),
        json: false,
        verbose: false,
        help: false,
        version: false,
        problems: []
    };
    let i = 0;
    if (argv[0] === 'help') {
        // `help submit` is `submit --help`, as git and npm take it; `help` alone, `--help`.
        args.help = true;
        i++;
    }
    if (argv[i] !== undefined && !argv[i].startsWith('-'))
        args.command = argv[i++];
    const known = isCommand(args.command) ? new Set(flagsOf(args.command)) : undefined;
    const positional = (0,_commands_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .findCommand */ .Z)(args.command ?? '')?.positional;
    for (; i < argv.length; i++) {
        const token = argv[i];
        const flag = /^--(no-)?([a-z0-9][a-z0-9-]*)(?:=([\s\S]*))?$/.exec(token);
        const given = () => flag?.[3] ?? (i + 1 < argv.length ? argv[++i] : undefined);
        if (token === '-h' || token === '--help')
            args.help = true;
        else if (token === '-V' || token === '--version')
            args.version = true;
        else if (token === '--json')
            args.json = true;
        else if (token === '--verbose')
            args.verbose = true;
        else if (!flag && positional)
            readPositional(args, positional, token);
        else if (!flag)
            args.problems.push(notAFlag(token));
        else if (flag[2] === 'summary-file')
            args.summaryFile = required(args, '--summary-file', given());
        else if (flag[2] === 'api-key-file')
            args.apiKeyFile = required(args, '--api-key-file', given());
        else if (flag[2] === 'dotenv' || flag[2] === 'env-file')
            readDotenvFlag(args, flag[2] === 'dotenv' ? '--dotenv' : '--env-file', given());
        else if (_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .SECRET_INPUTS */ .pH.some(name => name === flag[2])) {
            args.problems.push(refused(flag[2]));
            if (flag[3] === undefined)
                i++; // its value is no flag either
        }
        else
            readInputFlag(args, flag[2], Boolean(flag[1]), flag[3], known, given, () => argv[i + 1]);
    }
    // Help of a command there is not is a mistake to name, with the commands there are, not the
    // tool's help printed as if it were asked for.
    if (args.command !== undefined && !known)
        args.help = false;
    return args;
}
function readInputFlag(args, name, negated, inline, known, given, peek) {
    const input = (0,_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .inputOfFlag */ .u)(name);
    if (input === undefined || input === _inputs_names_js__WEBPACK_IMPORTED_MODULE_5__/* .Inputs */ .G0.Command) {
        args.problems.push(unknownFlag(name, args.command, known));
        // What follows, unless it is a flag, is taken for its value: one mistake, one problem.
        if (inline === undefined && !negated && !peek()?.startsWith('-'))
            given();
        return;
    }
    const declared = _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc[input];
    if (known && !known.has(input)) {
        args.problems.push(`--${name} is not a flag of ${args.command}: it is for ${(0,_commands_declarations_js__WEBPACK_IMPORTED_MODULE_2__/* .commandsReading */ .rt)(input).join(', ')}.`);
        if (!declared.switch && inline === undefined)
            given();
        return;
    }
    if (declared.switch) {
        readSwitch(args, input, negated, inline, peek() ?? '', given);
        return;
    }
    if (negated) {
        args.problems.push(`--no-${name}: ${name} is not a yes/no flag; give --${name} VALUE.`);
        return;
    }
    const value = given();
    const earlier = args.flags.get(input);
    if (value === undefined)
        args.problems.push(`--${name} needs a value.`);
    // Given again, an input of several lines takes one more; any other, the last value.
    else
        args.flags.set(input, declared.lines && earlier ? `${earlier}\n${value}` : value);
}
/** Words a yes/no value is written with (as parseBoolean reads them), by what they mean. */
const YES_NO = {
    true: 'yes',
    yes: 'yes',
    on: 'yes',
    '1': 'yes',
    false: 'no',
    no: 'no',
    off: 'no',
    '0': 'no'
};
/**
 * A yes/no flag: `--wait`, `--no-wait`, or `--wait=false` as other tools take it. A value after a
 * space (`--wait false`) is refused with the spelling meant, as is one that is no yes/no word.
 */
function readSwitch(args, name, negated, inline, next, given) {
    const meant = YES_NO[(inline ?? next).trim().toLowerCase()];
    const spelled = (yes) => (yes ? `--${name}` : `--no-${name}`);
    if (negated && inline !== undefined) {
        args.problems.push(`--no-${name} takes no value: give --no-${name} alone, or --${name}.`);
    }
    else if (inline !== undefined && !meant) {
        args.problems.push(`--${name}=${inline} is not yes or no: give ${spelled(true)}, or ${spelled(false)} to turn it off.`);
    }
    else if (inline === undefined && meant) {
        given(); // the word is its value, meant: one mistake, one problem
        const yes = (meant === 'yes') !== negated;
        args.problems.push(`${spelled(!negated)} takes no value after a space ('${next}'): give ${spelled(yes)}${yes ? ' alone' : ` to turn ${name} off`}.`);
    }
    else {
        args.flags.set(name, inline ?? (negated ? 'false' : 'true'));
    }
}
/** A flag no input has, with the one it most likely meant: of the command, else of another one. */
function unknownFlag(name, command, known) {
    const inputs = Object.keys(_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc).filter(input => input !== _inputs_names_js__WEBPACK_IMPORTED_MODULE_5__/* .Inputs */ .G0.Command && !_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .SECRET_INPUTS */ .pH.includes(input));
    const where = known ? command : 'app-store-deploy';
    // An input whose flag is not its name (sarif-file, given as --sarif), of this command.
    const named = Object.hasOwn(_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc, name) ? name : undefined;
    const flag = named && _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc[named].flag;
    if (flag) {
        const of = known && !known.has(named) ? `, a flag of ${(0,_commands_declarations_js__WEBPACK_IMPORTED_MODULE_2__/* .commandsReading */ .rt)(named).join(', ')}` : '';
        return `--${name} is not a flag of ${where}: the tool takes that input as --${flag}${of}.`;
    }
    const meant = (0,_text_nearest_js__WEBPACK_IMPORTED_MODULE_6__/* .nearest */ .p)(name, [...[...(known ?? inputs)].map(_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .flagName */ .G), ...TOOL_OPTIONS]);
    // The old name is still read, but the one to learn is --dotenv.
    if (meant === 'env-file')
        return `--${name} is not a flag of ${where}; did you mean --dotenv (--env-file is its old name)?`;
    if (meant)
        return `--${name} is not a flag of ${where}; did you mean --${meant}?`;
    const elsewhere = known && (0,_text_nearest_js__WEBPACK_IMPORTED_MODULE_6__/* .nearest */ .p)(name, inputs.filter(input => !known.has(input)).map(_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .flagName */ .G));
    const of = elsewhere && (0,_commands_declarations_js__WEBPACK_IMPORTED_MODULE_2__/* .commandsReading */ .rt)((0,_flags_js__WEBPACK_IMPORTED_MODULE_0__/* .inputOfFlag */ .u)(elsewhere)).join(', ');
    if (of)
        return `--${name} is not a flag of ${where}, nor is --${elsewhere}, a flag of ${of}.`;
    return `--${name} is not a flag of ${where}: see --help.`;
}
/**
 * A word where a flag should be: often the second file of a glob the shell expanded, which the
 * tool would have expanded itself.
 */
function notAFlag(token) {
    const glob = /\.ipa$/i.test(token)
        ? " A shell expands an unquoted glob into several words: quote it (--ipa-path 'build/*.ipa'), and give --multiple to send each file it matches."
        : '';
    return `'${token}' is not a flag: flags start with --.${glob}`;
}
/** A word that is no flag, of a command that takes one (`check a.ipa b.ipa`): its input's value, one a line. */
function readPositional(args, name, token) {
    const earlier = args.flags.get(name);
    if (earlier === undefined)
        return void args.flags.set(name, token);
    if (_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .mc[name].lines)
        return void args.flags.set(name, `${earlier}\n${token}`);
    args.problems.push(`'${token}': ${args.command} takes one ${name}, and '${earlier}' was given.`);
}
function required(args, flag, value) {
    if (value === undefined || value === '')
        args.problems.push(`${flag} needs a path.`);
    return value || undefined;
}
/**
 * --dotenv, or --env-file: one option under two names. Given again under the same name, the last
 * path wins, as any flag of one value; under both names with two paths, it is a problem: which file
 * was meant is not known (a script half moved to the new name, say), and each may hold another id.
 */
function readDotenvFlag(args, flag, value) {
    const file = required(args, flag, value);
    if (file === undefined)
        return;
    const earlier = args.dotenv;
    if (earlier && earlier.flag !== flag && earlier.path !== file)
        args.problems.push(`${earlier.flag} '${earlier.path}' and ${flag} '${file}' both name a report to read: --env-file is the old name of --dotenv, and the tool reads one file. Give --dotenv with the one meant.`);
    args.dotenv = { flag, path: file };
}


/***/ }),

/***/ 9159:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ runEmulatorCommand),
/* harmony export */   _: () => (/* binding */ EMULATOR)
/* harmony export */ });
/**
 * `app-store-deploy emulator`: the service's emulator (emulator/), started from the installed
 * package, so that a team tries its pipeline with `npx` and no clone of the repository.
 *
 * A command of the tool, not of the registry (src/commands/registry.ts): the registry's commands are
 * the values of the action's `command` input, read through the declared inputs and run against the
 * service, and every wrapper of ci/ offers them; the emulator is none of that: it is the service,
 * with options of its own (emulator/options.ts), and a step of a release has no use for it. Its
 * code is loaded only when it is asked for, so the tool's start-up does not pay for it.
 */
const EMULATOR = {
    name: 'emulator',
    description: 'Run an emulator of the service, to try a pipeline without an account (emulator --help: its options).'
};
async function runEmulatorCommand(argv, env) {
    const { runEmulator } = await Promise.all(/* import() */[__nccwpck_require__.e(373), __nccwpck_require__.e(680), __nccwpck_require__.e(16), __nccwpck_require__.e(306), __nccwpck_require__.e(557)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5533));
    // Once it has stopped, nothing is left to run: the process ends of itself, its output written.
    return runEmulator(argv, env, 'app-store-deploy emulator');
}


/***/ }),

/***/ 8551:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   cU: () => (/* binding */ EXIT_CODES_HELP),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   uU: () => (/* binding */ failureDocument)
/* harmony export */ });
/* harmony import */ var _commands_command_error_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2152);
/* harmony import */ var _commands_stop_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3172);
/* harmony import */ var _inputs_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9066);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5756);
/* harmony import */ var _service_retry_index_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1522);
/* harmony import */ var _service_transport_types_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5518);






/** The command-line tool's exit codes, as `--help` and the README list them. */
const EXIT = {
    done: 0,
    workFailed: 1,
    badInput: 2,
    refused: 3,
    notFound: 4,
    serviceFailed: 5,
    /** Added after 0 to 5, which scripts already test: a code is never renumbered. */
    requestRefused: 6
};
/** A failure's kind in --json's error document, by exit code: the exit codes' names, as words. */
const KINDS = {
    [EXIT.workFailed]: 'work-failed',
    [EXIT.badInput]: 'bad-input',
    [EXIT.refused]: 'refused',
    [EXIT.notFound]: 'not-found',
    [EXIT.serviceFailed]: 'service-failed',
    [EXIT.requestRefused]: 'request-refused',
    [_commands_stop_js__WEBPACK_IMPORTED_MODULE_1__/* .STOP_EXIT_CODES */ .V$.SIGINT]: 'stopped',
    [_commands_stop_js__WEBPACK_IMPORTED_MODULE_1__/* .STOP_EXIT_CODES */ .V$.SIGTERM]: 'stopped'
};
/** What --json prints when a command fails: what failed, as the log says it, and the exit code. */
function failureDocument(exitCode, message, outputs = {}) {
    return { error: { kind: KINDS[exitCode] ?? 'work-failed', message, exitCode }, outputs };
}
/** The exit codes as --help lists them, each with its kind in --json's error document. */
const EXIT_CODES_HELP = [
    '0  done',
    `1  ${KINDS[EXIT.workFailed]}: a failure status, a wait past --wait-timeout, no analytics day readable`,
    `2  ${KINDS[EXIT.badInput]}: bad input or a preflight refusal; nothing was sent`,
    `3  ${KINDS[EXIT.refused]}: authentication refused (HTTP 401 or 403; a proxy's 407 to the credentials given)`,
    `4  ${KINDS[EXIT.notFound]}: an unknown submission or app`,
    `5  ${KINDS[EXIT.serviceFailed]}: the service or the network failed after the retries`,
    `6  ${KINDS[EXIT.requestRefused]}: the service refused the request as sent (HTTP 400, 413, 422, another 4xx)`,
    `130, 143  ${KINDS[_commands_stop_js__WEBPACK_IMPORTED_MODULE_1__/* .STOP_EXIT_CODES */ .V$.SIGINT]} by SIGINT (Ctrl-C) or SIGTERM: the result printed says what was done`
];
/** The exit code of a command that threw `error`. */
function exitCodeOf(error) {
    if (error instanceof _inputs_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .InputErrors */ .G)
        return EXIT.badInput;
    if (error instanceof _commands_command_error_js__WEBPACK_IMPORTED_MODULE_0__/* .CommandError */ .Q) {
        const byKind = {
            work: EXIT.workFailed,
            input: EXIT.badInput,
            'not-found': EXIT.notFound,
            service: EXIT.serviceFailed
        };
        return byKind[error.kind];
    }
    if (error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceError */ ._7) {
        if (error.status === 401 || error.status === 403)
            return EXIT.refused;
        if (error.status === 404)
            return EXIT.notFound;
        if ((0,_service_retry_index_js__WEBPACK_IMPORTED_MODULE_4__/* .isTransientStatus */ .Dm)(error.status) || isOurConflict(error))
            return EXIT.serviceFailed;
        // A refusal of the request as sent (400, 413, 422, …): not a build that failed (exit 1).
        if (error.status >= 400 && error.status < 500)
            return EXIT.requestRefused;
        return EXIT.workFailed;
    }
    // A proxy that refused the credentials given: they must be mended, as a refused key must.
    if (error instanceof _service_transport_types_js__WEBPACK_IMPORTED_MODULE_5__/* .TransportError */ .w && error.proxy?.status === 407 && error.proxy.credentials)
        return EXIT.refused;
    if (error instanceof _service_transport_types_js__WEBPACK_IMPORTED_MODULE_5__/* .TransportError */ .w || error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedAnswerError */ .qx)
        return EXIT.serviceFailed;
    return EXIT.workFailed;
}
/**
 * A 409 to a create: every create carries this run's Idempotency-Key, so the conflict is with our
 * own earlier request, still in flight (the same key later gets its answer). The service is busy
 * with what we asked, not refusing it: told as a failure of the service, to try again.
 */
function isOurConflict(error) {
    return error.status === 409 && error.method === 'POST';
}


/***/ }),

/***/ 5377:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ flagName),
/* harmony export */   u: () => (/* binding */ inputOfFlag)
/* harmony export */ });
/* harmony import */ var _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8213);

/** The tool's flag of an input, without its dashes: its name, or the flag its declaration gives. */
function flagName(input) {
    return _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc[input].flag ?? input;
}
/** The input a flag stands for, if any (`sarif` for `sarif-file`, whose name is not a flag). */
function inputOfFlag(flag) {
    return Object.keys(_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .mc).find(input => flagName(input) === flag);
}


/***/ }),

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8330);
/* harmony import */ var _commands_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9665);
/* harmony import */ var _text_nearest_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(613);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7593);
/* harmony import */ var _emulator_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9159);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8551);






/**
 * `app-store-deploy <command> [flags]`: the action's commands, run from a terminal or another CI.
 * stdout carries only the result (dotenv lines, or the JSON answer); the log goes to stderr.
 * `--version` evaluates nothing more than this; a command, what it uses (bench/startup.ts).
 */
async function main(argv, env) {
    const result = process.stdout.write.bind(process.stdout);
    if (argv.length === 0) {
        // A bare run is a question, not a command: the list of commands, where the log goes.
        const { usage } = await Promise.all(/* import() */[__nccwpck_require__.e(139), __nccwpck_require__.e(911)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7911));
        process.stderr.write(`${usage()}\n\napp-store-deploy --help says more: options, exit codes.\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.badInput;
    }
    if (argv[0] === _emulator_js__WEBPACK_IMPORTED_MODULE_3__/* .EMULATOR */ ._.name)
        return (0,_emulator_js__WEBPACK_IMPORTED_MODULE_3__/* .runEmulatorCommand */ .S)(argv.slice(1), env);
    // `help emulator` is `emulator --help`, as `help submit` is `submit --help`.
    if (argv[0] === 'help' && argv[1] === _emulator_js__WEBPACK_IMPORTED_MODULE_3__/* .EMULATOR */ ._.name)
        return (0,_emulator_js__WEBPACK_IMPORTED_MODULE_3__/* .runEmulatorCommand */ .S)(['--help'], env);
    const args = (0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .readArgs */ .iA)(argv);
    if (args.version)
        return print(result, _package_json__WEBPACK_IMPORTED_MODULE_0__/* .version */ .rE);
    if (args.help) {
        const { commandHelp, toolHelp } = await Promise.all(/* import() */[__nccwpck_require__.e(139), __nccwpck_require__.e(911)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7911));
        return print(result, args.command ? commandHelp(args.command) : toolHelp());
    }
    if (!(0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .isCommand */ .y9)(args.command)) {
        const names = [..._commands_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMANDS */ .L.map(command => command.name), _emulator_js__WEBPACK_IMPORTED_MODULE_3__/* .EMULATOR */ ._.name];
        const meant = args.command && (0,_text_nearest_js__WEBPACK_IMPORTED_MODULE_5__/* .nearest */ .p)(args.command, names);
        const message = !args.command
            ? 'Give a command first: one of the commands of --help.'
            : meant
                ? `'${args.command}' is not a command; did you mean '${meant}'?`
                : `'${args.command}' is not a command: give one of ${names.join(', ')}.`;
        process.stderr.write(`error: ${message}\n`);
        if (args.json)
            result(`${JSON.stringify((0,_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .failureDocument */ .uU)(_exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.badInput, message))}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.badInput;
    }
    const { runCommandLine } = await Promise.all(/* import() */[__nccwpck_require__.e(590), __nccwpck_require__.e(847), __nccwpck_require__.e(139), __nccwpck_require__.e(684)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2684));
    return runCommandLine({ ...args, command: args.command }, env, result);
}
function print(write, text) {
    write(`${text}\n`);
    return _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .dc.done;
}
process.exitCode = await main(process.argv.slice(2), process.env);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 4286:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LE: () => (/* binding */ daysToRead),
/* harmony export */   O6: () => (/* binding */ readDayCount),
/* harmony export */   RR: () => (/* binding */ readDateInput),
/* harmony export */   TT: () => (/* binding */ dayList),
/* harmony export */   dJ: () => (/* binding */ daysByReason)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3718);


/** The longest range read in one step: a quarter, as the endpoint serves one day per request. */
const MAX_DAYS = 92;
/** `date`: empty, `YYYY-MM-DD` or `YYYY-MM-DD..YYYY-MM-DD`. Undefined when empty. */
function readDateInput(value) {
    const text = value.trim();
    if (!text)
        return undefined;
    const range = /^(.*?)\s*\.\.\s*(.*)$/.exec(text);
    if (!range)
        return { day: (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDay */ .Iq)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date, text) };
    const problems = [range[1], range[2]].flatMap(day => {
        try {
            (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDay */ .Iq)(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date, day);
            return [];
        }
        catch {
            return [`'${day}'`];
        }
    });
    if (problems.length > 0) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date, `is '${value}': ${problems.join(' and ')} ${problems.length === 1 ? 'is not a calendar day' : 'are not calendar days'}. Write a day as YYYY-MM-DD, or a range as YYYY-MM-DD..YYYY-MM-DD, e.g. 2026-11-01..2026-11-07.`);
    }
    return { from: range[1], to: range[2] };
}
/** `days`: a whole number from 1 to MAX_DAYS. Undefined when empty. */
function readDayCount(value) {
    const text = value.trim();
    if (!text)
        return undefined;
    const count = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
    if (!(count >= 1 && count <= MAX_DAYS)) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Days, `is '${value}': give a whole number of days from 1 to ${MAX_DAYS}, e.g. 7 for the week ending yesterday.`);
    }
    return count;
}
/**
 * The days to read, oldest first, from `date` and `days` (either may be absent): a range as given;
 * `days` days ending at `date`'s day or else yesterday (UTC); or that one day. A range given with
 * `days`, a reversed or longer range, or a day after today (UTC) is refused.
 */
function daysToRead(date, count, names, now = new Date()) {
    if (date && 'from' in date && count !== undefined) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Days, `is '${count}' while ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date)} is already a range (${date.from}..${date.to}): give the range in ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date)}, or one day in ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date)} and the number of days before it in ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Days)}.`);
    }
    const last = date ? ('to' in date ? date.to : date.day) : (0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .yesterdayUtc */ .Jx)(now);
    const first = date && 'from' in date ? date.from : addDays(last, 1 - (count ?? 1));
    const length = (Date.parse(last) - Date.parse(first)) / _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .DAY_MS */ .sO + 1;
    if (length < 1) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date, `is '${first}..${last}', which ends before it starts: write the earlier day first, e.g. ${last}..${first}.`);
    }
    if (length > MAX_DAYS) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date, `is '${first}..${last}', ${length} days: a range is ${MAX_DAYS} days at most. Split it over several runs, e.g. by quarter.`);
    }
    const today = now.toISOString().slice(0, 10);
    if (last > today) {
        throw new _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .InputProblem */ .S7(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Date, `ends on ${last}, after today (${today} UTC): there are no analytics for days to come. The last full day is yesterday, ${(0,_inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .yesterdayUtc */ .Jx)(now)}.`);
    }
    return Array.from({ length }, (_, i) => addDays(first, i));
}
function addDays(day, days) {
    return new Date(Date.parse(`${day}T00:00:00Z`) + days * _inputs_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .DAY_MS */ .sO).toISOString().slice(0, 10);
}
/** Runs of days named in one line before "and N more": the files and the log have them all. */
const RUNS_NAMED = 10;
/**
 * Days (YYYY-MM-DD, any order) in few words: `2026-11-03`, or `4 days (2026-08-01 to 2026-08-04,
 * 2026-08-09)`, consecutive days as one run, ten runs at most.
 */
function dayList(days) {
    const sorted = [...days].sort();
    if (sorted.length === 1)
        return sorted[0];
    const runs = [];
    for (const day of sorted) {
        const last = runs.at(-1);
        if (last && addDays(last[1], 1) === day)
            last[1] = day;
        else
            runs.push([day, day]);
    }
    const named = runs
        .slice(0, RUNS_NAMED)
        .map(([from, to]) => (from === to ? from : `${from} to ${to}`));
    const more = runs.length > RUNS_NAMED ? ` and ${runs.length - RUNS_NAMED} more` : '';
    return `${sorted.length} days (${named.join(', ')}${more})`;
}
/** The days that failed alike, together, in the order the reasons first came. */
function daysByReason(missing) {
    const groups = new Map();
    for (const { date, error } of missing)
        groups.set(error, [...(groups.get(error) ?? []), date]);
    return groups;
}


/***/ }),

/***/ 2152:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ CommandError)
/* harmony export */ });
/**
 * A command's failure: its facts (`failure`) and its kind, no words of its own. Each adapter words
 * it with the run's names of inputs, through describeFailure (or failureMessage, for a failure told
 * on the way); its own message is only the failure's type, for a debugger.
 */
class CommandError extends Error {
    failure;
    kind;
    constructor(failure, kind = 'work') {
        super(failure.type);
        this.failure = failure;
        this.kind = kind;
        this.name = 'CommandError';
    }
}


/***/ }),

/***/ 3155:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   VO: () => (/* binding */ runIn),
/* harmony export */   mW: () => (/* binding */ sharedInputsOf),
/* harmony export */   or: () => (/* binding */ SHARED_INPUTS)
/* harmony export */ });
/* unused harmony export SERVICE_INPUTS */
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);

/** The inputs every command reads (read-inputs.ts reads them), and no command lists. */
const SHARED_INPUTS = [
    _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiKey,
    _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseUrl,
    _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command,
    _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DryRun,
    _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Retries,
    _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.RequestTimeout
];
/** The shared inputs that say how to reach the service: not read by a command of `service: false`. */
const SERVICE_INPUTS = [_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ApiKey, _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.BaseUrl];
/** The shared inputs a command reads: all of them, but the service's for one that makes no request to it. */
function sharedInputsOf(command) {
    return SHARED_INPUTS.filter(name => command.service !== false || !SERVICE_INPUTS.includes(name));
}
/**
 * Runs a command in the context an adapter made: with the service's client, or, for a command that
 * makes no request to the service, without one (read-inputs.ts reads how to reach it for every other).
 */
async function runIn(command, config, { client, ...local }) {
    if (command.service === false)
        return command.run(config, local);
    if (!client)
        throw new Error(`The '${command.name}' command needs the service's client.`);
    try {
        return await command.run(config, { ...local, client });
    }
    finally {
        // The run's, whatever its end: the summary says how long the service's rate limit held it.
        const rateLimit = client.rateLimitWaits();
        if (rateLimit.waits > 0)
            local.outcome.record({ rateLimit });
    }
}


/***/ }),

/***/ 2996:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  rt: () => (/* binding */ commandsReading)
});

// UNUSED EXPORTS: describeInput, describeOutput

// EXTERNAL MODULE: ./src/inputs/declared-inputs.ts
var declared_inputs = __nccwpck_require__(8213);
;// CONCATENATED MODULE: ./src/commands/declared-outputs.ts
/** Every output, in action.yml's order: action.yml's `outputs:` come from here (declarations.ts). */
const declared_outputs_OUTPUTS = {
    'submission-id': {
        commands: ['submit', 'status', 'gather'],
        description: 'Id of the signed IPA submission; with several (`multiple`, or several ids), unset: see `submission-ids`.'
    },
    'submission-ids': {
        commands: ['submit', 'status', 'gather'],
        description: 'JSON array of the submission ids (`["sub_1"]` for one), for a later job that reads them with `fromJSON`.'
    },
    status: {
        commands: ['submit', 'status', 'gather'],
        description: 'Last known status (`pending` on creation, then whatever the service reports); with several submissions, unset: see `json`.'
    },
    'created-at': {
        commands: ['submit', 'upload'],
        description: '`created_at` of the record created.'
    },
    'ipa-id': {
        commands: ['upload', 'gather'],
        description: 'Id of the stored unsigned IPA; with several (`multiple`), unset: see `ipa-ids`.'
    },
    'ipa-ids': {
        commands: ['upload', 'gather'],
        description: 'JSON array of the stored unsigned IPA ids (`["ipa_1"]` for one), for `delete-ipa` or a later job.'
    },
    'source-url': {
        commands: ['upload'],
        description: '`source` of the stored unsigned IPA.'
    },
    'team-id': {
        commands: ['submit', 'teams', 'gather'],
        description: 'The team id used; for `teams`, set when the account has exactly one team.'
    },
    'bundle-id': {
        commands: ['submit', 'upload', 'check'],
        description: '`CFBundleIdentifier` of the main app, as preflight read it (of an `ipa-url`, where it lives; not with `preflight: off` there).'
    },
    version: {
        commands: ['submit', 'upload', 'check'],
        description: '`CFBundleShortVersionString` of the main app, as preflight read it (of an `ipa-url`, where it lives; not with `preflight: off` there).'
    },
    build: {
        commands: ['submit', 'upload', 'check'],
        description: '`CFBundleVersion` of the main app, as preflight read it (of an `ipa-url`, where it lives; not with `preflight: off` there).'
    },
    sha256: {
        commands: ['submit', 'upload', 'check'],
        description: 'SHA-256 (hex) of the file sent (with `ipa-path`; not known for an `ipa-url`, read in ranges).'
    },
    size: {
        commands: ['submit', 'upload', 'check'],
        description: 'Size in bytes of the file sent (with `ipa-path`), or of the IPA at `ipa-url` as its storage says it (when preflight read it).'
    },
    'deleted-ids': {
        commands: ['delete-ipa'],
        description: 'JSON array of the ids removed.'
    },
    count: {
        commands: ['list-ipas', 'teams', 'delete-ipa', 'rules'],
        description: "Records listed (IPAs, or teams across all credentials) or deleted; for rules, preflight's checks."
    },
    'report-path': {
        commands: ['analytics'],
        description: "Path of the report JSON written: one day's answer as it came, or a range's days keyed by day (see Analytics in the README)."
    },
    'days-read': {
        commands: ['analytics'],
        description: 'Number of days whose report was read: 1 for one day; for a range, the days requested less the missing ones.'
    },
    'csv-path': {
        commands: ['analytics'],
        description: 'Path of the CSV written beside the report JSON: a row per day, country and dimension row, oldest day first.'
    },
    installs: {
        commands: ['analytics'],
        description: 'Installs over the days read and the countries returned, summed over the `source` dimension rows.'
    },
    impressions: {
        commands: ['analytics'],
        description: 'Impressions over the days read and the countries returned, summed over the `source` dimension rows.'
    },
    'page-views': {
        commands: ['analytics'],
        description: 'Page views over the days read and the countries returned, summed over the `source` dimension rows.'
    },
    'unique-page-views': {
        commands: ['analytics'],
        description: 'Unique page views over the days read and the countries returned, summed over the `source` dimension rows.'
    },
    'deployment-id': {
        commands: ['submit', 'gather'],
        description: 'Id of the GitHub Deployment recorded (with `github-token`).'
    },
    'deployment-ids': {
        commands: ['submit', 'gather'],
        description: 'With `multiple` and `github-token`: JSON array of the GitHub Deployments, one per submission in `submission-ids` order.'
    },
    'failure-reason': {
        commands: ['submit', 'status'],
        description: "A failed submission's reason from its record, exactly as written, new lines kept (with several: `failure_reason` in each record of `json`)."
    },
    'completed-count': {
        commands: ['submit', 'status', 'upload', 'gather'],
        description: 'How many went through: submissions that ended well (or were accepted, without `wait`), IPAs stored.'
    },
    'failed-count': {
        commands: ['submit', 'status', 'upload', 'gather'],
        description: 'How many failed: an IPA not sent, a failure status, a wait that ended first; 0 when all went through.'
    },
    'problem-count': {
        commands: ['check'],
        description: 'How many problems would refuse the IPAs checked under `strict`, across all of them: 0 when none would be refused.'
    },
    'warning-count': {
        commands: ['check'],
        description: 'How many problems App Store Connect takes with a warning (and, `for: upload`, App Store rules), across all IPAs checked.'
    },
    json: {
        description: "The answer as JSON: a record for submit, status, upload (an array with several), the listing for list-ipas, teams; the IPAs checked; rules' checks."
    }
};

// EXTERNAL MODULE: ./src/commands/registry.ts + 10 modules
var registry = __nccwpck_require__(9665);
;// CONCATENATED MODULE: ./src/commands/declarations.ts



/**
 * What action.yml (and so the tables of docs/) says of each input and output: its declaration
 * (src/inputs/declared-inputs.ts, declared-outputs.ts) after the commands it is for. Those of an
 * input are the commands whose `inputs` list it (each command's index.ts); those of an output, the
 * commands its declaration names.
 */
/** The commands that read an input, in the registry's order; none for those every command reads. */
function commandsReading(name) {
    return registry/* COMMANDS */.L.filter(command => command.inputs.includes(name)).map(command => command.name);
}
/** An input's description as action.yml gives it, e.g. `(submit, upload) Path or glob of …`. */
function describeInput(name) {
    return forCommands(commandsReading(name), INPUTS[name].description);
}
/** An output's description as action.yml gives it, e.g. `(submit, status) Id of …`. */
function describeOutput(name) {
    const { commands, description } = OUTPUTS[name];
    return forCommands(commands ?? [], description);
}
function forCommands(commands, description) {
    return commands.length > 0 ? `(${commands.join(', ')}) ${description}` : description;
}


/***/ }),

/***/ 3894:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ic: () => (/* binding */ describeFailure),
/* harmony export */   oh: () => (/* binding */ failureMessage)
/* harmony export */ });
/* unused harmony export adviceInWords */
/* harmony import */ var _command_error_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2152);
/* harmony import */ var _failures_index_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4506);
/* harmony import */ var _service_advice_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1471);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5756);
/* harmony import */ var _service_retry_index_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1522);
/* harmony import */ var _service_transport_types_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5518);
/* harmony import */ var _text_error_message_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(7515);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(8488);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(9209);
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(5585);
/* harmony import */ var _inputs_reader_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(9066);











/**
 * What happened and what to do, for anything a step can throw, naming the inputs as the adapter
 * that ran it spells them (`names`). It reads the facts errors carry, never their messages' words.
 */
function describeFailure(error, names) {
    if (error instanceof _command_error_js__WEBPACK_IMPORTED_MODULE_0__/* .CommandError */ .Q) {
        const { message, explanation } = (0,_failures_index_js__WEBPACK_IMPORTED_MODULE_1__/* .failureInWords */ .d)(error.failure, names);
        return { ...failure(message, explanation), failure: error.failure };
    }
    if (error instanceof _inputs_reader_js__WEBPACK_IMPORTED_MODULE_7__/* .InputErrors */ .G) {
        const headline = error.problems.length === 1
            ? 'An input needs fixing; nothing was sent'
            : `${error.problems.length} inputs need fixing; nothing was sent`;
        return failure(error.message, { headline, problems: error.problems });
    }
    if (error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceError */ ._7) {
        const advice = adviceInWords(error.advice, names);
        const next = advice && !/[.!?]$/.test(advice) ? `${advice}.` : advice;
        return failure(_service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceError */ ._7.sentence(error, advice), { headline: error.headline, next });
    }
    if (error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedAnswerError */ .qx) {
        const advice = adviceInWords(error.advice, names);
        const next = [advice, error.outcome].filter(Boolean).join(' ');
        return failure(_service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedAnswerError */ .qx.sentence(error, advice, error.outcome), {
            headline: error.headline,
            next
        });
    }
    if (error instanceof _service_transport_types_js__WEBPACK_IMPORTED_MODULE_5__/* .TransportError */ .w) {
        const tls = error.tls && TLS_PROBLEMS[error.tls];
        const what = tls && error.method && error.url ? `${error.method} ${error.url}: ${tls.what}` : error.message;
        const headline = `${what} (after ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(error.attempts, 'attempt')})`;
        const base = names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_6__/* .Inputs */ .G0.BaseUrl);
        const timeout = names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_6__/* .Inputs */ .G0.RequestTimeout);
        const next = (0,_service_retry_index_js__WEBPACK_IMPORTED_MODULE_4__/* .isSuccess */ .oJ)(error.status)
            ? `The service accepted the request (HTTP ${error.status}) but its answer broke off, so it may have acted on it: check on the service before running this again.`
            : error.proxy
                ? proxyAdvice(error.proxy, base)
                : tls
                    ? tls.fix(base)
                    : error.tooSlow
                        ? `The service did not finish its answer within ${timeout}: try again, or raise ${timeout}.`
                        : transportAdvice(error.code, base, timeout);
        return failure(`${headline}. ${next}`, { headline, next });
    }
    const message = (0,_text_error_message_js__WEBPACK_IMPORTED_MODULE_9__/* .errorMessage */ .g)(error);
    return failure(message, { headline: message });
}
/**
 * The message of anything thrown, a service error's advice naming the inputs as the adapter spells
 * them: for a failure told on the way (a poll that failed, an IPA that could not be deleted).
 */
function failureMessage(error, names) {
    if (error instanceof _command_error_js__WEBPACK_IMPORTED_MODULE_0__/* .CommandError */ .Q)
        return (0,_failures_index_js__WEBPACK_IMPORTED_MODULE_1__/* .failureInWords */ .d)(error.failure, names).message;
    if (error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceError */ ._7)
        return _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ServiceError */ ._7.sentence(error, adviceInWords(error.advice, names));
    if (error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedAnswerError */ .qx)
        return _service_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnexpectedAnswerError */ .qx.sentence(error, adviceInWords(error.advice, names), error.outcome);
    return (0,_text_error_message_js__WEBPACK_IMPORTED_MODULE_9__/* .errorMessage */ .g)(error);
}
/** The input each setting of the service layer is given by. */
const INPUT_OF = {
    baseUrl: _inputs_names_js__WEBPACK_IMPORTED_MODULE_6__/* .Inputs */ .G0.BaseUrl,
    requestTimeout: _inputs_names_js__WEBPACK_IMPORTED_MODULE_6__/* .Inputs */ .G0.RequestTimeout,
    retryCount: _inputs_names_js__WEBPACK_IMPORTED_MODULE_6__/* .Inputs */ .G0.Retries,
    fileUrl: _inputs_names_js__WEBPACK_IMPORTED_MODULE_6__/* .Inputs */ .G0.IpaUrl
};
/** Advice of the service layer, its settings named as the adapter's inputs; the key as where it came from. */
function adviceInWords(advice, names) {
    return (0,_service_advice_js__WEBPACK_IMPORTED_MODULE_2__/* .adviceText */ .YM)(advice, setting => setting === 'apiKey' ? names.key() : names.referred(INPUT_OF[setting]));
}
function failure(message, explanation) {
    return { message: (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_10__/* .safeLines */ .Bv)(message), explanation };
}
function transportAdvice(code, base, timeout) {
    if (code.startsWith('HPE_')) {
        return `What answered at ${base} does not speak HTTP as a web service does: check ${base} (the scheme, host and port), and any proxy on the way.`;
    }
    switch (code) {
        case 'ETIMEDOUT':
            return `The service stopped answering for longer than ${timeout}: try again, or raise ${timeout}.`;
        case 'ENOTFOUND':
        case 'EAI_AGAIN':
            return `The service host name does not resolve: check ${base} (and the proxy settings, if this machine needs one).`;
        case 'ECONNREFUSED':
            return `Nothing is listening at ${base}: check the address and port, and the proxy settings.`;
        default:
            return `The connection failed: check ${base}, the network and the proxy settings (HTTPS_PROXY, NO_PROXY), then try again.`;
    }
}
/** What to check when the proxy, not the service, failed: the settings that name it, or its rules. */
function proxyAdvice({ address, status, credentials }, base) {
    if (status === undefined)
        return `Nothing answers at the proxy ${address}: check HTTPS_PROXY / HTTP_PROXY (the runner's proxy settings), and that the proxy runs; NO_PROXY lists the hosts to reach directly.`;
    if (status === 407 && credentials)
        return "The proxy refused the user and password in HTTPS_PROXY / HTTP_PROXY: check them (in the URL, a character such as @, : or / in them is written %40, %3A, %2F), or ask the proxy's administrators whether that account may open tunnels.";
    if (status === 407)
        return "The proxy wants credentials: put them in HTTPS_PROXY / HTTP_PROXY, as user:password@ before the proxy's host, or ask its administrators to let the runner through.";
    if (status < 500)
        return `The proxy does not let the runner reach the host of ${base}: ask its administrators to allow that host and port (a CONNECT rule), or add the host to NO_PROXY if the runner can reach it directly.`;
    return `The proxy could not reach the host of ${base}: check ${base}, then the proxy's own access to that host (HTTPS_PROXY / HTTP_PROXY name the proxy).`;
}
/** TLS failures in plain words, instead of OpenSSL's. */
const TLS_PROBLEMS = {
    'plain-http': {
        what: 'the server answered in plain HTTP, not HTTPS',
        fix: base => `${base} says https:// but the server at that port speaks plain http: check the scheme and the port of ${base}.`
    },
    'self-signed': certificate('its certificate is self-signed'),
    'self-signed-in-chain': certificate('its certificate chain holds a self-signed certificate'),
    'untrusted-authority': certificate('its certificate is signed by an authority this machine does not trust'),
    expired: certificate('its certificate has expired'),
    'wrong-host': certificate('its certificate is for another host name')
};
function certificate(why) {
    return {
        what: `the server's certificate was refused: ${why}`,
        fix: base => `Check that ${base} names the service itself; a private authority can be trusted with NODE_EXTRA_CA_CERTS (a file of PEM certificates) in the environment.`
    };
}


/***/ }),

/***/ 656:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ nextAfter),
/* harmony export */   X: () => (/* binding */ rerunAfterStop)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1869);
/* harmony import */ var _follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1028);



/** What to do after a fleet some of whose items failed. */
function nextAfter(fleet, names) {
    const { made, tie } = fleet;
    if (!tie)
        return `Check each failed one in App Store Connect; running ${names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} again reads them all again and sends nothing.`;
    if (!tie.tie)
        return untiedNext(fleet, tie, names);
    return (0,_exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_1__/* .rerunAdvice */ .b)(tie, names, {
        verb: made === 'stored IPAs' ? 'stores' : 'submits',
        answers: `what went through (only what failed is ${made === 'stored IPAs' ? 'stored' : 'sent'} again)`,
        githubToken: fleet.githubToken
    });
}
/**
 * Without a tie, a re-run is a new release of every IPA: say which it would send again, and how to
 * send only the failed ones (or to tie the next run with `release-id`).
 */
function untiedNext({ made, items }, tie, names) {
    const through = items.filter(item => !item.failed);
    // Failed to be waited for (a wait past wait-timeout), not failed: following it sends nothing.
    const inFlight = items.filter(({ failed, id, status }) => failed && id && status && (0,_follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyStatus */ .x)(status) === 'in-progress');
    const resend = items.filter(item => item.failed && !inFlight.includes(item));
    const verb = made === 'stored IPAs' ? 'stores' : 'submits';
    const list = (some) => some.map(item => item.label).join(', ');
    const also = inFlight.length + through.length;
    return (0,_exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_1__/* .rerunAdvice */ .b)(tie, names, {
        verb,
        again: `every IPA again${also > 0 ? `, the ${also} sent already too (${list([...through, ...inFlight])})` : ''}`,
        instead: [
            resend.length > 0
                ? `To send only what failed, run again with ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaPath)} naming only ${resend.length === 1 ? 'it' : 'them'} (${list(resend)}).`
                : undefined,
            ...inFlight.map(item => `Follow ${item.label}, still in progress, with ${names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} ${names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId, item.id ?? '')} instead of sending it again.`)
        ].filter((line) => Boolean(line))
    });
}
/** What a re-run does after a stopped fleet, naming the IPAs that failed. */
function rerunAfterStop({ made, tie, githubToken, items }, names) {
    if (!tie)
        return '';
    const failed = items.filter(item => item.failed);
    return (0,_exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_1__/* .rerunAdvice */ .b)(tie, names, {
        verb: made === 'stored IPAs' ? 'stores' : 'submits',
        again: 'every IPA again',
        answers: 'what was sent, and only what was not is sent',
        githubToken,
        instead: [
            `To avoid that, follow what was sent rather than running again${failed.length > 0 ? `, and send only what failed (${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaPath)} naming only ${failed.map(item => item.label).join(', ')})` : ''}.`
        ]
    });
}


/***/ }),

/***/ 4252:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ explainFleet),
/* harmony export */   H: () => (/* binding */ refusedHeadline)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8488);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9209);
/* harmony import */ var _fleet_next_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(656);
/* harmony import */ var _team_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3);





/** The headline of a fleet none of whose IPAs was sent. */
function refusedHeadline(count, total) {
    return `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(count, 'IPA')} of ${total} cannot be sent, so none was sent`;
}
/** Words of a fleet's failures. */
function explainFleet(failure, names) {
    if (failure.type === 'fleet-failed') {
        const { failed, total } = failure;
        return {
            headline: `${failed.length} of ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(total, failure.noun)} failed${others(total - failed.length)}`,
            problems: failed.map(item => `${item.label}${item.app}: ${item.failure}`),
            next: (0,_fleet_next_js__WEBPACK_IMPORTED_MODULE_1__/* .nextAfter */ .O)(failure.next, names)
        };
    }
    if (failure.type === 'same-release')
        return {
            headline: `${failure.label} ${sameRelease(failure)}`,
            next: 'Send one of them, or give the other its own build number.'
        };
    if (failure.type === 'manifest-match')
        return explainManifestMatch(failure, names);
    const { count, together } = failure;
    const said = together && (0,_team_js__WEBPACK_IMPORTED_MODULE_2__/* .explainFleetTeams */ .c)(together, names);
    const problems = [
        ...(said ? [said.problem] : []),
        ...failure.items.map(item => 'twin' in item
            ? `${item.label} ${sameRelease(item)} Send one of them, or give the other its own build number.`
            : `${item.label}: ${item.failure}`)
    ];
    const fixEach = `Fix each, or take it out of ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaPath)}, then run it again.`;
    const alone = together && count === together.labels.length;
    return {
        headline: refusedHeadline(count, failure.total),
        problems,
        next: [said?.next, alone && said?.next ? undefined : fixEach].filter(Boolean).join(' '),
        details: said?.details
    };
}
/** What the headline of a failure says of the rest: `; the other 5 went through`. */
function others(count) {
    if (count === 0)
        return '';
    return `; the other ${count === 1 ? 'one' : count} went through`;
}
function sameRelease({ twin, app }) {
    return `is the same release as ${twin}${app}, which is sent once.`;
}
/** An IPA the manifest names in no entry, or in several: what to add, or what to narrow. */
function explainManifestMatch(failure, names) {
    const { label, bundleId, entries } = failure;
    const manifest = `'${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(failure.manifest, 200)}'`;
    const app = bundleId ? ` (${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(bundleId, 200)})` : '';
    if (entries.length > 1)
        return {
            headline: `${label}${app} is named by ${entries.length} entries of the manifest ${manifest}`,
            problems: entries.map(entry => (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(entry, 300)),
            next: `Make one entry name it: narrow an 'ipa' glob, or remove one of them.`
        };
    const add = bundleId
        ? `'- bundle-id: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(bundleId, 200)}'`
        : `'- ipa: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(label, 200)}' (its bundle identifier could not be read)`;
    return {
        headline: `${label}${app} is named by no entry of the manifest ${manifest}`,
        next: `Add an entry ${add} with its team to ${manifest}, or take the IPA out of ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaPath)}.`
    };
}


/***/ }),

/***/ 4506:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  d: () => (/* binding */ failureInWords)
});

// UNUSED EXPORTS: explain

// EXTERNAL MODULE: ./src/text/format.ts
var format = __nccwpck_require__(8488);
// EXTERNAL MODULE: ./src/inputs/names.ts
var inputs_names = __nccwpck_require__(5585);
// EXTERNAL MODULE: ./src/service/requests.ts
var requests = __nccwpck_require__(3957);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __nccwpck_require__(9209);
// EXTERNAL MODULE: ./src/commands/analytics/days.ts
var analytics_days = __nccwpck_require__(4286);
;// CONCATENATED MODULE: ./src/commands/failures/other.ts





/** Words of the failures of checking IPAs, deleting them and reading analytics. */
function explainOther(failure, names) {
    const { setting, referred } = names;
    switch (failure.type) {
        case 'preflight-refused': {
            const { count, file, notAnIpa } = failure;
            return {
                explanation: {
                    headline: `Preflight found ${count === 1 ? 'a problem' : `${(0,format/* formatCount */.B4)(count)} problems`} in ${file}, so nothing was sent`,
                    problems: [...failure.problems, ...(failure.rest ? [failure.rest] : [])],
                    next: notAnIpa
                        ? `This file is not an IPA, so ${setting(inputs_names/* Inputs */.G0.Preflight, 'warn')} does not send it either: pass the .ipa that Xcode exported (only ${setting(inputs_names/* Inputs */.G0.Preflight, 'off')} sends any file).`
                        : `Fix the IPA${skipAdvice(failure.codes, setting) ?? `, or set ${setting(inputs_names/* Inputs */.G0.Preflight, 'warn')} to send it anyway`}.`
                }
            };
        }
        case 'deletes-failed': {
            const { failed, total } = failure;
            const headline = `${failed.length} of ${(0,format/* plural */.LS)(total, 'unsigned IPA')} could not be deleted`;
            return {
                explanation: { headline, problems: failed.map(f => `${(0,untrusted/* oneLine */.TN)(f.id)}: ${f.message}`) },
                message: `${headline}: ${failed.map(f => (0,untrusted/* oneLine */.TN)(f.id)).join(', ')}. ${failed[0].message}`
            };
        }
        case 'days-unread':
            return {
                explanation: {
                    headline: `None of the ${failure.requested} days could be read`,
                    problems: [...(0,analytics_days/* daysByReason */.dJ)(failure.missing)].map(([why, days]) => `${(0,analytics_days/* dayList */.TT)(days)}: ${why}`),
                    next: `Check that the service is up and ${referred(inputs_names/* Inputs */.G0.BaseUrl)} is right, then run it again; each day was tried with the usual retries.`
                }
            };
        case 'app-not-found': {
            const headline = `App ${failure.appId} not found (or no analytics for ${failure.day})`;
            const next = `Check ${referred(inputs_names/* Inputs */.G0.AppId)}: it is the service's own id of the app, as its dashboard or its app listing (GET ${requests/* Routes */.BV.apps}, which this action does not read) shows it. Then check ${referred(inputs_names/* Inputs */.G0.Date)}.`;
            return {
                explanation: { headline, problems: [`The service says: ${failure.said}.`], next },
                message: `${headline}: ${failure.said}. ${next}`
            };
        }
    }
}
/**
 * Where every refusal is Apple's, by its code, the safe way past a check that is wrong about an IPA
 * is to skip that check alone (for `submit` and `check` alike); undefined for refusals of the
 * house's own (a development profile) that no App Store code names: for `submit`, `warn`, which
 * sends whatever else preflight finds, is then the last resort.
 */
function skipAdvice(codes, setting) {
    const apple = [...new Set(codes)];
    if (apple.length === 0 || !apple.every(code => /^ITMS-\d+$/.test(code)))
        return undefined;
    const these = apple.length === 1 ? 'this check' : 'these checks';
    return `, or, if you are sure App Store Connect takes it, skip ${these} alone with ${setting(inputs_names/* Inputs */.G0.PreflightSkip, apple.join(','))}`;
}

;// CONCATENATED MODULE: ./src/commands/failures/check.ts


/** Words of check's failures. */
function explainCheck(failure, names) {
    if (failure.type === 'report-unwritten')
        return {
            headline: `The report ${failure.file} could not be written (${failure.why})`,
            next: 'Give a path in a folder the step can write to.'
        };
    const { checked, refused } = failure;
    const next = refused.some(ipa => ipa.notAnIpa)
        ? 'Check the .ipa that Xcode exported: a file that is not an IPA is refused whatever the settings.'
        : `Fix the IPA (the summary and the reports say what to do for each problem)${skipAdvice(refused.flatMap(ipa => ipa.codes), names.setting) ?? ''}.`;
    if (checked === 1) {
        const [ipa] = refused;
        return {
            headline: `Preflight would refuse ${ipa.file}: ${ipa.count === 1 ? 'a problem' : `${(0,format/* formatCount */.B4)(ipa.count)} problems`}`,
            problems: [...ipa.problems, ...(ipa.rest ? [ipa.rest] : [])],
            next
        };
    }
    return {
        headline: `Preflight would refuse ${refused.length} of ${(0,format/* plural */.LS)(checked, 'IPA')}`,
        problems: refused.map(ipa => `${ipa.file}: ${(0,format/* plural */.LS)(ipa.count, 'problem')} that refuse${ipa.count === 1 ? 's' : ''} it`),
        next
    };
}

// EXTERNAL MODULE: ./src/commands/failures/fleet.ts
var fleet = __nccwpck_require__(4252);
;// CONCATENATED MODULE: ./src/commands/failures/gather.ts



/** Words of a gather that found failed apps, or shards' reports it cannot make one release of. */
function explainGather(failure, names) {
    const { problems, failed, failedShards, apps } = failure;
    const failures = [
        failed.length > 0 ? `${failed.length} of ${(0,format/* plural */.LS)(apps, 'app')} failed` : undefined,
        failedShards.length > 0
            ? `${(0,format/* plural */.LS)(failedShards.length, "shard's run", "shards' runs")} failed`
            : undefined
    ].filter(Boolean);
    // Every report read and an app (or a shard's run) failed is a release with a failure; a report
    // missing or of another run is a release this step cannot tell whole.
    const headline = problems.length === 0
        ? `${failures.join(', and ')} in the release`
        : `The release is incomplete: ${(0,format/* plural */.LS)(problems.length, 'problem')} with the shards' reports${failures.map(words => `, and ${words}`).join('')}`;
    return {
        headline,
        problems: [
            ...problems.map(problem => problemWords(problem, names)),
            ...failedShards.map(shard => `shard ${shardName(shard.index, shard.total)}: its run failed: ${shard.failure}`),
            ...failed.map(item => `${item.label}${item.app} (shard ${shardName(item.shard)}): ${item.failure}`)
        ],
        next: nextOf(failure, names)
    };
}
function shardName(index, total) {
    return total === undefined ? `${index + 1}` : `${index + 1} of ${total} (index ${index})`;
}
function problemWords(problem, names) {
    switch (problem.type) {
        case 'unreadable-report':
            return `${shown(problem.file)} ${unreadableWords(problem)}`;
        case 'other-run':
            return `${shown(problem.file)} ${problem.run ? `is a report of ${(0,untrusted/* oneLine */.TN)(problem.run, 120)}` : 'names no run'}, ${problem.expected ? `not of ${(0,untrusted/* oneLine */.TN)(problem.expected, 120)}` : 'where the others name none'}.`;
        case 'missing-shard':
            return `shard ${shardName(problem.index, problem.total)}: no report among the files ${names.referred(inputs_names/* Inputs */.G0.Reports)} matched.`;
        case 'shard-twice':
            return `shard ${shardName(problem.index, problem.total)} has ${problem.files.length} reports, which no attempt of the run tells apart: ${problem.files.map(shown).join(', ')}.`;
        case 'totals-differ':
            return `the reports disagree on ${TOTALS[problem.what]}: ${problem.values.map(value => (0,untrusted/* oneLine */.TN)(value, 200)).join('; ')}.`;
        case 'shares-short':
            return `the shards' shares hold ${(0,format/* plural */.LS)(problem.gathered, 'app')}, not the fleet's ${problem.fleetSize}.`;
        case 'dry-run':
            return `${shown(problem.file)} (shard ${shardName(problem.index, problem.total)}) is a dry run's report: nothing was sent.`;
        case 'splits-differ':
            return `the shards split the fleet differently, so an app may have been sent by none: ${problem.splits.map(splitWords).join('; ')}.`;
    }
}
/** `shards 1 and 3 one way (r/0.json, r/2.json)`: the shards of one split, numbered from 1. */
function splitWords({ shards, files }, i) {
    const numbers = shards.map(index => `${index + 1}`);
    const which = numbers.length === 1
        ? `shard ${numbers[0]}`
        : `shards ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
    return `${which} ${i === 0 ? 'one way' : 'another'} (${files.map(shown).join(', ')})`;
}
const TOTALS = {
    shards: 'how many shards the fleet has',
    apps: 'how many apps the fleet has',
    command: 'what the fleet did (submit or upload)'
};
function unreadableWords(report) {
    switch (report.why) {
        case 'unreadable':
            return `cannot be read (${report.code}).`;
        case 'too-large':
            return `is ${(0,format/* formatBytes */.z3)(report.bytes)}, more than a report can be (${(0,format/* formatBytes */.z3)(report.limit)}): it was not read.`;
        case 'not-json':
            return 'is not JSON.';
        case 'other-kind':
            return 'is JSON, but not the report of a fleet of app-store-deploy.';
        case 'newer-version':
            return `is a report of version ${report.version}, which a newer app-store-deploy writes: gather with the version the shards ran.`;
        case 'bad-field':
            return `is not a report as app-store-deploy writes it: ${(0,untrusted/* oneLine */.TN)(report.field, 80)} is not ${report.expected}.`;
    }
}
/** A file's path, one line (a path is the user's, but may hold anything a file system allows). */
function shown(file) {
    return (0,untrusted/* oneLine */.TN)(file, 300);
}
/**
 * What to do: give gather the shards' release-id; re-run a shard that has no report; gather this
 * run's reports only; run the shards for real; give every shard the same IPAs; retry failed apps and
 * failed shards.
 */
function nextOf({ problems, failed, failedShards }, names) {
    const failures = [
        failed.length > 0
            ? `Fix each failed app (a new build where Apple refused it) and re-run its shard's job, which sends again only the apps that failed; then run this step again.`
            : undefined,
        failedShards.length > 0
            ? `Re-run the job of each shard whose run failed (the re-run sends nothing twice, and follows what the first left going), then this step.`
            : undefined
    ];
    return [...setAdvice(problems, names), ...failures].filter(Boolean).join(' ');
}
/** What to do of the set's problems. */
function setAdvice(problems, names) {
    const has = (type) => problems.some(p => p.type === type);
    const releaseIds = [
        ...new Set(problems.flatMap(p => (p.type === 'other-run' && p.releaseId ? [p.releaseId] : [])))
    ];
    // Gather's run is not the shards' for want of their release-id: given it, the rest is judged again.
    if (releaseIds.length > 0)
        return [
            `The shards were given ${names.referred(inputs_names/* Inputs */.G0.ReleaseId)}: give this step the same (${releaseIds.map(id => (0,untrusted/* oneLine */.TN)(id, 120)).join(' or ')}).`
        ];
    return [
        has('missing-shard') || has('unreadable-report')
            ? `Re-run the job of each shard that has no readable report (the re-run makes nothing twice, and writes its report), then this step.`
            : undefined,
        has('other-run') || has('shard-twice') || has('totals-differ') || has('shares-short')
            ? `Give ${names.referred(inputs_names/* Inputs */.G0.Reports)} the reports of this run only: download this run's artifacts into a folder of their own.`
            : undefined,
        has('dry-run')
            ? `Run each shard that made a dry run's report without ${names.referred(inputs_names/* Inputs */.G0.DryRun)}, then this step.`
            : undefined,
        has('splits-differ')
            ? `Every shard must see the same IPAs, the same files: give each shard's job the same ${names.referred(inputs_names/* Inputs */.G0.IpaPath)} and the same build artifacts (an IPA a shard cannot read is split by its file name rather than its bundle id), then re-run every shard's job (a re-run sends nothing twice) and this step.`
            : undefined
    ];
}

// EXTERNAL MODULE: ./src/commands/failures/once.ts
var once = __nccwpck_require__(4239);
// EXTERNAL MODULE: ./src/commands/failures/fleet-next.ts
var fleet_next = __nccwpck_require__(656);
;// CONCATENATED MODULE: ./src/commands/failures/stop.ts





/** Words of what a stop left behind. */
function explainStop(failure, names) {
    switch (failure.type) {
        case 'stopped-create': {
            const request = `${failure.request.method} ${failure.request.path}`;
            const what = failure.wentOutWhole
                ? `${capital(failure.sent)} had gone out whole, so the service may have made the ${failure.noun} before its answer came.`
                : `${capital(failure.sent)} had not all gone out when the run stopped, so the service did not get it whole: most likely no ${failure.noun} was made, but look before sending it again.`;
            return {
                headline: `Stopped on ${failure.signal} while ${failure.sent} went out (${request}): the service's answer never came`,
                problems: [what],
                next: `The run stopped without sending it again. ${(0,once/* nextStepFor */.Lz)(failure.nextStepFor, names)}`
            };
        }
        case 'stopped-waiting': {
            const { setting } = names;
            const id = (0,untrusted/* oneLine */.TN)(failure.id, 100);
            const status = (0,untrusted/* oneLine */.TN)(failure.status, 100);
            const handOff = [setting(inputs_names/* Inputs */.G0.SubmissionId, id)];
            if (failure.deploymentId !== undefined)
                handOff.push(setting(inputs_names/* Inputs */.G0.DeploymentId, String(failure.deploymentId)));
            const follow = `${setting(inputs_names/* Inputs */.G0.Command, 'status')}, given ${handOff.join(' and ')}`;
            const after = (0,format/* formatDuration */.a3)(failure.waitedMs);
            return {
                headline: `Stopped waiting for submission ${id} at '${status}' after ${after}, on ${failure.signal}`,
                problems: [
                    `The submission goes on at the service: stopping the wait does not stop it, and its outcome is not known yet.`
                ],
                next: `Follow it with ${follow}.`
            };
        }
        case 'stopped-fleet': {
            const { total, underWay, ended, failed } = failure;
            const counts = [
                underWay.length > 0 ? `${underWay.length} still under way at the service` : undefined,
                ended > 0 ? `${ended} ended` : undefined,
                failed.length > 0 ? `${failed.length} failed` : undefined
            ].filter(Boolean);
            const follow = underWay.length > 0
                ? `Follow them all with ${names.setting(inputs_names/* Inputs */.G0.Command, 'status')}, given ${names.handedOn(inputs_names/* Inputs */.G0.SubmissionId, inputs_names/* Outputs */.tY.SubmissionIds)}: it reads every submission id at once.`
                : undefined;
            const reRun = failure.reRun ? (0,fleet_next/* rerunAfterStop */.X)(failure.reRun, names) : '';
            return {
                headline: `Stopped on ${failure.signal} before the fleet's ${total} IPAs were all done: ${counts.join(', ')}`,
                problems: [
                    underWay.length > 0
                        ? `Still under way (stopping the wait does not stop them, and their outcome is not known yet): ${underWay.join(', ')}.`
                        : undefined,
                    ...failed
                ].filter((line) => Boolean(line)),
                next: [follow, reRun].filter(Boolean).join(' ')
            };
        }
    }
}
function capital(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

// EXTERNAL MODULE: ./src/commands/failures/storage.ts
var storage = __nccwpck_require__(3073);
;// CONCATENATED MODULE: ./src/commands/failures/submission.ts




/** Words of the failures of following a submission. */
function explainSubmission(failure, names) {
    const { referred, setting } = names;
    switch (failure.type) {
        case 'submission-failed': {
            const { reason, emails } = failure;
            const emailed = emails?.length
                ? ` The service e-mails the details to ${emails.join(', ')}.`
                : '';
            return {
                headline: `Submission ${(0,untrusted/* oneLine */.TN)(failure.id)} ended with status '${(0,untrusted/* oneLine */.TN)(failure.status)}'`,
                problems: [
                    reason ? `The service says: ${(0,untrusted/* oneLine */.TN)(reason, 500)}` : 'The service gave no reason.'
                ],
                next: `Check the app's build in App Store Connect.${emailed}`
            };
        }
        case 'wait-timed-out': {
            const { emails } = failure;
            const raise = `raise ${referred(inputs_names/* Inputs */.G0.WaitTimeout)}`;
            return {
                headline: `Submission ${(0,untrusted/* oneLine */.TN)(failure.id)} was still '${(0,untrusted/* oneLine */.TN)(failure.status)}' after ${referred(inputs_names/* Inputs */.G0.WaitTimeout)} (${(0,format/* formatDuration */.a3)(failure.waitTimeoutMs)})`,
                next: emails
                    ? `It may still finish: ${raise}, or set ${setting(inputs_names/* Inputs */.G0.Wait, 'false')} and follow it by e-mail${emails.length ? '' : ` (give ${referred(inputs_names/* Inputs */.G0.NotifyEmails)})`}, or in a later job with ${setting(inputs_names/* Inputs */.G0.Command, 'status')}.`
                    : `It may still finish: ${raise}, or run the status command again later.`
            };
        }
        case 'submission-vanished':
        case 'status-unreachable':
            return explainLostTrack(failure, names);
        case 'submission-unknown': {
            const id = (0,untrusted/* oneLine */.TN)(failure.id);
            return {
                headline: `The service does not know submission ${id}`,
                problems: [
                    `Neither GET ${requests/* Routes */.BV.signedIpa} nor the listing GET ${requests/* Routes */.BV.signedIpas} shows a submission with the id '${id}'.`
                ],
                next: `Give ${referred(inputs_names/* Inputs */.G0.SubmissionId)} ${names.output(inputs_names/* Outputs */.tY.SubmissionId)} of the submit that made it, with the same ${referred(inputs_names/* Inputs */.G0.ApiKey)} and ${referred(inputs_names/* Inputs */.G0.BaseUrl)}.`
            };
        }
        case 'crossed-pairs':
            return {
                headline: `${referred(inputs_names/* Inputs */.G0.DeploymentId)} and ${referred(inputs_names/* Inputs */.G0.SubmissionId)} are not in the same order, so no submission was followed`,
                problems: failure.crossed.map(({ deploymentId, recorded, given }) => `GitHub Deployment ${deploymentId} records submission ${(0,untrusted/* oneLine */.TN)(recorded, 60)}, but is given beside ${(0,untrusted/* oneLine */.TN)(given, 60)}.`),
                next: `Give the deployments in the order of the submissions: the first of ${referred(inputs_names/* Inputs */.G0.DeploymentId)} with the first of ${referred(inputs_names/* Inputs */.G0.SubmissionId)}, and so on.`
            };
    }
}
/** Words of a wait that lost track of its submission: the service forgot it, or stopped answering. */
function explainLostTrack(failure, { referred, setting }) {
    const id = (0,untrusted/* oneLine */.TN)(failure.id);
    if (failure.type === 'submission-vanished')
        return {
            headline: `The service no longer knows submission ${id}`,
            problems: [
                `The service last answered for it at ${(0,format/* clockTime */.qo)(failure.lastAnswered)}, with status '${(0,untrusted/* oneLine */.TN)(failure.status)}'; then it was ${(0,untrusted/* oneLine */.TN)(failure.note ?? '', 300)}.`
            ],
            next: `Ask the service's operators whether it lost records (a restart, a reset), and check that ${referred(inputs_names/* Inputs */.G0.BaseUrl)} still names the same service. Look for the build in App Store Connect before sending it again; to read the submission later, run ${setting(inputs_names/* Inputs */.G0.Command, 'status')} with ${referred(inputs_names/* Inputs */.G0.SubmissionId)} ${id}.`
        };
    return {
        headline: `No status of submission ${id} could be read since ${(0,format/* clockTime */.qo)(failure.since)} (${(0,format/* plural */.LS)(failure.failedInARow, 'poll')} failed in a row), so its outcome is not known`,
        problems: [
            `The service last answered for it at ${(0,format/* clockTime */.qo)(failure.lastAnswered)}, with status '${(0,untrusted/* oneLine */.TN)(failure.status)}'. The last failure: ${(0,untrusted/* oneLine */.TN)(failure.lastPollError ?? '', 300)}.`
        ],
        next: `The submission may still finish: check the service's status page, that ${referred(inputs_names/* Inputs */.G0.BaseUrl)} is right and reachable from this machine (through its proxy, if it needs one), then read it with ${setting(inputs_names/* Inputs */.G0.Command, 'status')} and ${referred(inputs_names/* Inputs */.G0.SubmissionId)} ${id}.`
    };
}

// EXTERNAL MODULE: ./src/commands/failures/team.ts
var team = __nccwpck_require__(3);
;// CONCATENATED MODULE: ./src/commands/failures/index.ts









/** What failed, each problem with its fix, and what to do, for a failure of a command. */
function explain(failure, names) {
    return failureInWords(failure, names).explanation;
}
/** A failure in words: its parts for the summary, and the one message the log ends with. */
function failureInWords(failure, names) {
    const { explanation, message } = wordsOf(failure, names);
    return { explanation, message: message ?? messageOf(explanation) };
}
function wordsOf(failure, names) {
    switch (failure.type) {
        case 'tried-already':
        case 'tries-spent':
        case 'create-in-doubt':
        case 'found-unusable':
        case 'collision-unfound':
            return { explanation: (0,once/* explainOnce */.tc)(failure, names) };
        case 'submission-failed':
        case 'wait-timed-out':
        case 'submission-vanished':
        case 'status-unreachable':
        case 'submission-unknown':
        case 'crossed-pairs':
            return { explanation: explainSubmission(failure, names) };
        case 'fleet-failed':
        case 'fleet-refused':
        case 'same-release':
        case 'manifest-match':
            return { explanation: (0,fleet/* explainFleet */.G)(failure, names) };
        case 'stopped-create':
        case 'stopped-waiting':
        case 'stopped-fleet':
            return { explanation: explainStop(failure, names) };
        case 'team-choice':
            return (0,team/* explainTeam */.D)(failure, names);
        case 'preflight-refused':
        case 'deletes-failed':
        case 'days-unread':
        case 'app-not-found':
            return explainOther(failure, names);
        case 'storage-refused':
            return { explanation: (0,storage/* explainStorage */.b)(failure, names) };
        case 'check-refused':
        case 'report-unwritten':
            return { explanation: explainCheck(failure, names) };
        case 'gather-failed':
            return { explanation: explainGather(failure, names) };
    }
}
function messageOf({ headline, problems = [], next }) {
    const head = problems.length > 0 ? `${headline}:` : `${headline}.`;
    return [head, ...problems.map(problem => `- ${problem}`), next].filter(Boolean).join('\n');
}


/***/ }),

/***/ 4239:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cr: () => (/* binding */ collisionSentence),
/* harmony export */   Lz: () => (/* binding */ nextStepFor),
/* harmony export */   tc: () => (/* binding */ explainOnce)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9209);
/* harmony import */ var _exactly_once_lost_answer_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6997);
/* harmony import */ var _exactly_once_look_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7759);
/* harmony import */ var _exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1869);





/** Words of the failures of exactly-once. */
function explainOnce(failure, names) {
    switch (failure.type) {
        case 'tried-already': {
            const id = (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(failure.id);
            return {
                headline: `The service answered this release's new try with submission ${id}, which failed and was tried already`,
                next: `It does not tell a new try from the first by its Idempotency-Key, so trying again meets the same submission: nothing more is sent. Fix what it says of ${id} (its failure reason), then send a new build.`
            };
        }
        case 'tries-spent':
            return {
                headline: `This release was tried ${failure.tries} times, each try after the last one failed, and each failed`,
                next: 'Fix what the service says of the last one (see its failure reason), then start a new run.'
            };
        case 'create-in-doubt': {
            const { failed, noun, look } = failure;
            const lost = (0,_exactly_once_lost_answer_js__WEBPACK_IMPORTED_MODULE_1__/* .lostSentence */ .Yg)(failed, failure.sent, names);
            return {
                headline: (0,_exactly_once_lost_answer_js__WEBPACK_IMPORTED_MODULE_1__/* .madeButUnreadable */ .AN)(failed)
                    ? `${lost}: the ${noun} was created`
                    : `${lost}, so the ${noun} may have been created`,
                problems: [
                    look.kind === 'several'
                        ? `${(0,_exactly_once_look_js__WEBPACK_IMPORTED_MODULE_2__/* .listingRoute */ .WI)(failure.listing)} shows ${look.count} new ${failure.listing} since this run began, so which of them, if any, is this one cannot be told: ${look.candidates}.`
                        : `It cannot be looked for: ${look.why}.`
                ],
                next: `Nothing was sent again. ${nextStepFor(failure.goOn, names)}`
            };
        }
        case 'found-unusable': {
            const opening = 'lost' in failure.opening
                ? (0,_exactly_once_lost_answer_js__WEBPACK_IMPORTED_MODULE_1__/* .lostSentence */ .Yg)(failure.opening.lost, failure.opening.sent, names)
                : collisionSentence(failure.opening.collision, names);
            return {
                headline: `${opening}; ${failure.noun} ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_4__/* .oneLine */ .TN)(failure.id, 100)} is new in the service's listing, but its record there cannot be used either`,
                problems: [failure.problem],
                next: `Nothing was sent again. ${nextStepFor(failure.goOn, names)}`
            };
        }
        case 'collision-unfound':
            return collisionUnfound(failure.send, failure.listing, failure.why, names);
    }
}
/** How to go on with a record that may have been made, as the create's kind says. */
function nextStepFor(goOn, names) {
    if (typeof goOn === 'string')
        return goOn;
    const { setting, referred } = names;
    if (goOn.for === 'upload')
        return `List the stored IPAs (${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'list-ipas')}) and use the one this upload made by its id, or delete the extra ones (${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'delete-ipa')}). ${(0,_exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_3__/* .rerunAdvice */ .b)(goOn.key, names, { verb: 'stores', answers: 'the IPA it stored', instead: [`To avoid that, use the IPA it stored (${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'list-ipas')} shows it) rather than uploading again.`] })}`;
    return [
        `Look for a new submission of this build before anything else: the service's listing of submissions (${(0,_exactly_once_look_js__WEBPACK_IMPORTED_MODULE_2__/* .listingRoute */ .WI)('submissions')}, by created_at and team_id) or App Store Connect shows it; to follow one, run ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} with its id as ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId)}.`,
        (0,_exactly_once_rerun_advice_js__WEBPACK_IMPORTED_MODULE_3__/* .rerunAdvice */ .b)(goOn.key, names, {
            answers: 'the submission it made rather than a second one',
            githubToken: goOn.githubToken
        })
    ].join(' ');
}
/** Who else sends with the key, in messages: `an earlier attempt of this run`. */
function earlierSender(key, names) {
    switch (key.tie) {
        case 'run':
            return 'an earlier attempt of this run';
        case 'pipeline':
            return `an earlier run of this job in its ${key.ci?.ci ?? 'CI'} ${key.ci?.word ?? 'pipeline'}`;
        case 'release-id':
            return `an earlier run with the same ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId)}`;
        default:
            return 'an earlier request of this run';
    }
}
/** The sentence every message of a collision opens with. */
function collisionSentence(send, names) {
    const who = earlierSender(send.key, names);
    return `${who[0].toUpperCase()}${who.slice(1)} sent ${send.what} with the same Idempotency-Key, and the IPA has changed since (it was built again): the service refused the new one under that key (HTTP 422), and keeps what was sent then`;
}
/** How to follow the earlier record: where its id is, and what follows it. */
function followEarlier(noun, { output, setting, referred }) {
    return noun === 'stored IPA'
        ? `take its id from the earlier log or ${output(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaId)}, or find it with ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'list-ipas')}.`
        : `take its id from the earlier log or ${output(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionId)}, and run ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} with it as ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId)}.`;
}
/** The step's failure when the earlier record cannot be found: what happened, and both ways on. */
function collisionUnfound(send, listing, why, names) {
    const who = earlierSender(send.key, names);
    // Only a GitHub run has an earlier attempt's GitHub Deployment to look in.
    const deployment = send.key.tie === 'run' && !send.githubToken
        ? ` With ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken)} (and deployments: write), a re-run finds it in the earlier attempt's GitHub Deployment.`
        : '';
    const route = (0,_exactly_once_look_js__WEBPACK_IMPORTED_MODULE_2__/* .listingRoute */ .WI)(listing);
    // The listing is named once: where it could not be read, it is no place to look either.
    const listed = !why.includes(route);
    return {
        headline: `${collisionSentence(send, names)}; that ${send.noun} cannot be found`,
        problems: [listed ? `${route}: ${why}.` : `${why.charAt(0).toUpperCase()}${why.slice(1)}.`],
        next: [
            `Nothing was sent again. To follow the ${send.noun} ${who} made: ${followEarlier(send.noun, names)}${listed && send.listed ? ` ${send.listed}` : ''}${deployment}`,
            `To send the rebuilt IPA on purpose, give it a new CFBundleVersion (a higher build number: App Store Connect takes each build of a version once, so the same build under a new ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId)} is refused as ITMS-90189, a redundant binary upload).`
        ].join(' ')
    };
}


/***/ }),

/***/ 3073:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ explainStorage),
/* harmony export */   u: () => (/* binding */ uncheckedWarning)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8488);


/** Why the storage refused, and what to do. */
function explainStorage({ url, refusal }, names) {
    const { referred, setting } = names;
    const onlyTheService = `If only the service can reach it (storage that lets its addresses alone in), set ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Preflight, 'warn')} (a warning, and the release goes on) or ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Preflight, 'off')} (nothing of a URL is read).`;
    if (refusal.kind === 'redirect-refused')
        return {
            headline: `The storage of ${url} redirected it (HTTP ${refusal.status}) to ${refusal.host}, carrying its signature there, so it was not followed and nothing was sent`,
            next: `Give the URL it leads to in ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaUrl)}, signed for that host.`
        };
    const { status, code, message } = refusal;
    const missing = status === 404 || status === 410 || code === 'NoSuchKey' || code === 'BlobNotFound';
    return {
        headline: `The storage refused ${url} with HTTP ${status}${code ? ` ${code}` : ''}, so the service was not asked to fetch it`,
        problems: message ? [`The storage said: ${message}`] : undefined,
        next: missing
            ? `No file is at that address: check ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaUrl)} (the bucket, the path, the upload that should have put it there). ${onlyTheService}`
            : `A pre-signed URL may have expired or been signed for another request: give ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaUrl)} a fresh one, valid until the service has fetched it. ${onlyTheService}`
    };
}
/**
 * The warning of an IPA left unchecked because its storage could not be read as it should (its
 * bytes, its size, its availability), or refused it under `preflight: warn`: the release goes on, as
 * the service may still fetch it.
 */
function uncheckedWarning(url, failure, names) {
    const off = names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Preflight, 'off');
    const why = (() => {
        switch (failure.kind) {
            case 'refused': {
                const said = [failure.code, failure.message].filter(Boolean).join(': ');
                return `its storage refused it with HTTP ${failure.status}${said ? ` (${said})` : ''}, and the service may be refused too: give ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.IpaUrl)} a URL valid until the service has fetched it`;
            }
            case 'redirect-refused':
                return `its storage redirected it (HTTP ${failure.status}) to ${failure.host}, carrying its signature there, which was not followed`;
            case 'whole-file-only': {
                const size = failure.size === undefined ? '' : ` (${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(failure.size)})`;
                return failure.incomplete === undefined
                    ? `its storage ignores Range requests, and the whole file it answers with${size} is more than the ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(failure.limitBytes)} preflight reads whole`
                    : `its storage ignores Range requests, and the whole file it answers with${size} did not come (${failure.incomplete})`;
            }
            case 'other-bytes':
                return `its storage did not answer with the bytes asked for (${failure.asked}: it answered ${failure.answered}), so no verdict was drawn from what came`;
            case 'unavailable': {
                const said = [failure.code, failure.message].filter(Boolean).join(': ');
                return failure.status === undefined
                    ? `its storage could not be read (${failure.message ?? failure.code})`
                    : `its storage answered HTTP ${failure.status}${said ? ` (${said})` : ''}`;
            }
        }
    })();
    return `Preflight did not check ${url}: ${why}. The service is still asked to fetch it; App Store Connect checks it then. Set ${off} to skip reading it.`;
}


/***/ }),

/***/ 3:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ explainTeam),
/* harmony export */   c: () => (/* binding */ explainFleetTeams)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9209);
/* harmony import */ var _account_teams_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7397);



/** Words of a team that could not be chosen; the log's message lists the teams too. */
function explainTeam({ choice, teams }, names) {
    const headline = teamHeadline(choice, teams, names);
    return {
        explanation: { headline, details: teams.length > 0 ? (0,_account_teams_js__WEBPACK_IMPORTED_MODULE_1__/* .teamsTable */ .B)(teams) : undefined },
        message: teams.length > 0 ? `${headline} The teams are:\n${listing(teams)}` : headline
    };
}
/** What was given and why it chooses no team: the opening of a refusal that names the input. */
function givenFact(choice, teams, { named }) {
    switch (choice.why) {
        case 'id-unknown':
            return `${named(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} is ${choice.id}, which is not among the teams of this account`;
        case 'name-ambiguous':
            return `${named(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamName)} is '${choice.name}', which matches ${teams.length} teams`;
        case 'name-unknown':
            return `${named(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamName)} is '${choice.name}', which matches no team of this account (names are compared ignoring case)`;
        default:
            return undefined;
    }
}
function teamHeadline(choice, teams, names) {
    const { named, referred } = names;
    const fact = givenFact(choice, teams, names);
    const noTeams = 'but the account has no teams: link App Store credentials to the account on the service first.';
    const choose = `choose one with ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} (or ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamName)})`;
    switch (choice.why) {
        case 'id-unknown':
            return teams.length
                ? `${fact}: use one of them.`
                : `${named(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} is ${choice.id}, ${noTeams}`;
        case 'name-ambiguous':
            return `${fact}: give ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} instead, one of them.`;
        case 'name-unknown':
            return teams.length ? `${fact}.` : `${named(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamName)} is '${choice.name}', ${noTeams}`;
        case 'no-teams':
            return 'The account has no teams to submit to: link App Store credentials to the account on the service, then run again.';
        case 'several':
            return `The account has ${choice.count} teams: ${choose}.`;
        case 'profile': {
            const profile = `the IPA's provisioning profile names the Apple team '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(choice.profileTeam, 100)}'`;
            return choice.matching > 1
                ? `The account has ${choice.count} teams, and ${profile}, a name ${choice.matching} of them have: ${choose}.`
                : `The account has ${choice.count} teams, and ${profile}, a name none of them has (names are compared ignoring case): ${choose}.`;
        }
    }
}
function listing(teams) {
    const shown = teams
        .slice(0, 20)
        .map(t => `  ${t.id}  ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(t.name, 80)} (${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(t.account, 80)})`);
    if (teams.length > 20)
        shown.push(`  … and ${teams.length - 20} more`);
    return shown.join('\n');
}
/** A fleet's team refusal in words: its one problem, its advice, the account's teams as a table. */
function explainFleetTeams(refusal, names) {
    const { referred } = names;
    const { teams, labels, shared } = refusal;
    const listed = teams.length > 0 ? ` The account's teams: ${inOneLine(teams)}.` : '';
    const details = teams.length > 0 ? (0,_account_teams_js__WEBPACK_IMPORTED_MODULE_1__/* .teamsTable */ .B)(teams) : undefined;
    if (shared) {
        const fact = teams.length > 0 ? givenFact(shared.choice, shared.teams, names) : undefined;
        // The account has no teams: the same for a fleet as for one IPA.
        if (!fact)
            return { problem: teamHeadline(shared.choice, shared.teams, names) };
        return {
            problem: `${fact}, and it applies to every IPA sent with it.${listed}`,
            next: `Give ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} the team every IPA goes to, one of the account's; or leave ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} and ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamName)} out, so that each IPA goes to the team its provisioning profile names.`,
            details
        };
    }
    const each = (refusal.profiles ?? []).map(({ label, profileTeam }) => profileTeam ? `${label} ('${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(profileTeam, 100)}')` : `${label} (none)`);
    return {
        problem: `${each.join(', ')}: no team of the account is named as the Apple team ${labels.length === 1 ? 'its' : 'their'} provisioning profile names, and neither ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} nor ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamName)} was given, so each IPA goes to the team its profile names (names compared ignoring case).${listed}`,
        next: `Sign ${labels.length === 1 ? 'that IPA' : 'those IPAs'} with a profile of one of the account's teams, or link the credentials of the team ${labels.length === 1 ? 'its profile names' : 'each profile names'} to the account. A ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.TeamId)} applies to every IPA sent with it: give it only when all go to one team.`,
        details
    };
}
function inOneLine(teams) {
    const shown = teams.slice(0, 20).map(t => `${t.id} '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(t.name, 80)}'`);
    return teams.length > 20 ? `${shown.join(', ')} and ${teams.length - 20} more` : shown.join(', ');
}


/***/ }),

/***/ 9665:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  L: () => (/* binding */ COMMANDS),
  Z: () => (/* binding */ findCommand)
});

// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __nccwpck_require__(5585);
;// CONCATENATED MODULE: ./src/commands/analytics/index.ts

const analytics = {
    name: 'analytics',
    description: "Download an app's installs, impressions and page views of a day or of a range of days, as JSON and CSV files.",
    dryRun: 'The same as a run: analytics only reads, and writes its report files.',
    title: 'App analytics',
    inputs: [names/* Inputs */.G0.AppId, names/* Inputs */.G0.Date, names/* Inputs */.G0.Days, names/* Inputs */.G0.Countries, names/* Inputs */.G0.ReportPath],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 640).then(__nccwpck_require__.bind(__nccwpck_require__, 7640))).readAnalyticsInputs(inputs),
    run: async (config, context) => (await __nccwpck_require__.e(/* import() */ 983).then(__nccwpck_require__.bind(__nccwpck_require__, 4983))).runAnalytics(config, context)
};

;// CONCATENATED MODULE: ./src/commands/check/index.ts

const check = {
    name: 'check',
    about: 'preflight alone, no account',
    description: 'Check IPAs against the App Store rules as submit (or upload) would, with no account and no request; write SARIF and JUnit reports.',
    dryRun: 'The same checks: check sends nothing anyway.',
    title: 'IPA check',
    service: false,
    positional: names/* Inputs */.G0.IpaPath,
    inputs: [
        names/* Inputs */.G0.IpaPath,
        names/* Inputs */.G0.IpaUrl,
        names/* Inputs */.G0.Preflight,
        names/* Inputs */.G0.PreflightSkip,
        names/* Inputs */.G0.For,
        names/* Inputs */.G0.SarifFile,
        names/* Inputs */.G0.JunitFile
    ],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 12).then(__nccwpck_require__.bind(__nccwpck_require__, 4012))).readCheckInputs(inputs),
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(373), __nccwpck_require__.e(16), __nccwpck_require__.e(306), __nccwpck_require__.e(847), __nccwpck_require__.e(943)]).then(__nccwpck_require__.bind(__nccwpck_require__, 8943))).runCheck(config, context)
};

;// CONCATENATED MODULE: ./src/commands/rules/index.ts

const rules = {
    name: 'rules',
    about: "preflight's checks, or one explained",
    description: "List every check preflight makes with its level and Apple's source, or explain one by its code (what to do, where Apple says so).",
    dryRun: 'The same listing: rules sends nothing anyway.',
    title: 'Preflight rules',
    service: false,
    positional: names/* Inputs */.G0.Code,
    inputs: [names/* Inputs */.G0.Code],
    read: async (inputs) => (await Promise.all(/* import() */[__nccwpck_require__.e(16), __nccwpck_require__.e(79)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9305))).readRulesInputs(inputs),
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(16), __nccwpck_require__.e(825)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4771))).runRules(config, context)
};

;// CONCATENATED MODULE: ./src/commands/delete-ipa/index.ts

const deleteIpa = {
    name: 'delete-ipa',
    description: 'Delete stored unsigned IPAs: those named by id, or all but the newest few.',
    dryRun: 'List the stored IPAs and print which would be deleted; nothing is deleted.',
    title: 'Unsigned IPA clean-up',
    inputs: [names/* Inputs */.G0.IpaId, names/* Inputs */.G0.KeepLatest],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 44).then(__nccwpck_require__.bind(__nccwpck_require__, 6044))).readDeleteIpaInputs(inputs),
    run: async (config, context) => (await __nccwpck_require__.e(/* import() */ 622).then(__nccwpck_require__.bind(__nccwpck_require__, 7622))).runDeleteIpa(config, context)
};

;// CONCATENATED MODULE: ./src/commands/gather/index.ts

const gather = {
    name: 'gather',
    about: "one release of the shards' reports",
    description: "Gather the reports of a fleet's shards (each job's report file) into one release: its outputs and one summary, failing on a failed app, a missing shard or a report of another run.",
    dryRun: 'The same: gather reads files and sends nothing anyway.',
    title: 'Fleet release',
    service: false,
    inputs: [names/* Inputs */.G0.Reports, names/* Inputs */.G0.ReleaseId],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 571).then(__nccwpck_require__.bind(__nccwpck_require__, 571))).readGatherInputs(inputs),
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(373), __nccwpck_require__.e(16), __nccwpck_require__.e(306), __nccwpck_require__.e(590), __nccwpck_require__.e(497)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7497))).runGather(config, context)
};

;// CONCATENATED MODULE: ./src/commands/list-ipas/index.ts
const listIpas = {
    name: 'list-ipas',
    description: 'List the unsigned IPAs the service stores, to find one to delete.',
    dryRun: 'The same as a run: list-ipas only reads.',
    title: 'Stored unsigned IPAs',
    inputs: [],
    read: async () => ({}),
    run: async (config, context) => (await __nccwpck_require__.e(/* import() */ 783).then(__nccwpck_require__.bind(__nccwpck_require__, 5164))).runListIpas(config, context)
};

;// CONCATENATED MODULE: ./src/commands/status/index.ts

const status_status = {
    name: 'status',
    about: 'read or wait for a submission made earlier',
    description: 'Read a submission made earlier, or wait until it ends.',
    dryRun: 'Read the status once and stop: no wait, and no GitHub Deployment status is set.',
    title: 'App Store submission status',
    inputs: [
        names/* Inputs */.G0.Wait,
        names/* Inputs */.G0.WaitTimeout,
        names/* Inputs */.G0.PollInterval,
        names/* Inputs */.G0.GithubToken,
        names/* Inputs */.G0.SubmissionId,
        names/* Inputs */.G0.DeploymentId
    ],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 124).then(__nccwpck_require__.bind(__nccwpck_require__, 9124))).readStatusInputs(inputs),
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(351), __nccwpck_require__.e(590), __nccwpck_require__.e(673), __nccwpck_require__.e(931)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6931))).runStatus(config, context)
};

;// CONCATENATED MODULE: ./src/commands/submit/index.ts

const submit_submit = {
    name: 'submit',
    description: 'Submit an IPA to the App Store for a team, and wait until the submission ends (--no-wait hands the wait to status).',
    dryRun: 'Check the inputs and the IPA and resolve the team, then print the submission that would be sent; nothing is sent.',
    title: 'App Store submission',
    inputs: [
        names/* Inputs */.G0.IpaPath,
        names/* Inputs */.G0.IpaUrl,
        names/* Inputs */.G0.TeamId,
        names/* Inputs */.G0.TeamName,
        names/* Inputs */.G0.NotifyEmails,
        names/* Inputs */.G0.Wait,
        names/* Inputs */.G0.WaitTimeout,
        names/* Inputs */.G0.PollInterval,
        names/* Inputs */.G0.Preflight,
        names/* Inputs */.G0.PreflightSkip,
        names/* Inputs */.G0.Multiple,
        names/* Inputs */.G0.Concurrency,
        names/* Inputs */.G0.FleetManifest,
        names/* Inputs */.G0.SendPassing,
        names/* Inputs */.G0.GithubToken,
        names/* Inputs */.G0.Environment,
        names/* Inputs */.G0.ReleaseId,
        names/* Inputs */.G0.ShardIndex,
        names/* Inputs */.G0.ShardTotal,
        names/* Inputs */.G0.ReportFile
    ],
    read: async (inputs) => (await Promise.all(/* import() */[__nccwpck_require__.e(10), __nccwpck_require__.e(313)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7010))).readSubmitInputs(inputs),
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(373), __nccwpck_require__.e(351), __nccwpck_require__.e(16), __nccwpck_require__.e(306), __nccwpck_require__.e(590), __nccwpck_require__.e(847), __nccwpck_require__.e(673), __nccwpck_require__.e(209), __nccwpck_require__.e(10), __nccwpck_require__.e(893)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4893))).runSubmit(config, context)
};

;// CONCATENATED MODULE: ./src/commands/teams/index.ts
const teams = {
    name: 'teams',
    description: 'List the teams of your account, to find the id of the team to submit to.',
    dryRun: 'The same as a run: teams only reads.',
    title: 'Teams',
    inputs: [],
    read: async () => ({}),
    run: async (config, context) => (await __nccwpck_require__.e(/* import() */ 924).then(__nccwpck_require__.bind(__nccwpck_require__, 924))).runTeams(config, context)
};

;// CONCATENATED MODULE: ./src/commands/upload/index.ts

const upload = {
    name: 'upload',
    description: 'Store an unsigned IPA on the service, and print its id.',
    dryRun: 'Check the inputs and the IPA, then print the upload that would be sent; nothing is sent.',
    title: 'Unsigned IPA upload',
    inputs: [
        names/* Inputs */.G0.IpaPath,
        names/* Inputs */.G0.IpaUrl,
        names/* Inputs */.G0.Preflight,
        names/* Inputs */.G0.PreflightSkip,
        names/* Inputs */.G0.Multiple,
        names/* Inputs */.G0.Concurrency,
        names/* Inputs */.G0.SendPassing,
        names/* Inputs */.G0.ReleaseId,
        names/* Inputs */.G0.ShardIndex,
        names/* Inputs */.G0.ShardTotal,
        names/* Inputs */.G0.ReportFile
    ],
    read: async (inputs) => (await __nccwpck_require__.e(/* import() */ 661).then(__nccwpck_require__.bind(__nccwpck_require__, 3661))).readUploadInputs(inputs),
    run: async (config, context) => (await Promise.all(/* import() */[__nccwpck_require__.e(373), __nccwpck_require__.e(351), __nccwpck_require__.e(16), __nccwpck_require__.e(306), __nccwpck_require__.e(590), __nccwpck_require__.e(847), __nccwpck_require__.e(673), __nccwpck_require__.e(209), __nccwpck_require__.e(903)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6903))).runUpload(config, context)
};

;// CONCATENATED MODULE: ./src/commands/registry.ts










/** Every command the `command` input can name, in the order the documentation lists them. */
const COMMANDS = [
    submit_submit,
    status_status,
    upload,
    gather,
    listIpas,
    deleteIpa,
    teams,
    analytics,
    check,
    rules
];
function findCommand(name) {
    return COMMANDS.find(command => command.name === name);
}


/***/ }),

/***/ 3172:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $F: () => (/* binding */ stoppedWaiting),
/* harmony export */   $Q: () => (/* binding */ STOP_CLEANUP_MS),
/* harmony export */   Ao: () => (/* binding */ stoppedCreate),
/* harmony export */   Cw: () => (/* binding */ describeStop),
/* harmony export */   EV: () => (/* binding */ stopOf),
/* harmony export */   Ko: () => (/* binding */ StoppedError),
/* harmony export */   V$: () => (/* binding */ STOP_EXIT_CODES),
/* harmony export */   WX: () => (/* binding */ StopRequest),
/* harmony export */   gm: () => (/* binding */ stoppedFleet),
/* harmony export */   od: () => (/* binding */ settlesWithin)
/* harmony export */ });
/* unused harmony export stoppedDeployment */
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9209);
/* harmony import */ var _command_error_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2152);
/* harmony import */ var _describe_failure_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3894);




/** The exit code a shell expects of a process a signal ended: 128 + the signal's number. */
const STOP_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
/**
 * The longest a stopped run waits for what is not the service's (the GitHub Deployment's last
 * status): within the bound of the whole clean-up (stop-signals.ts), with room for the summary.
 */
const STOP_CLEANUP_MS = 2_000;
/** Whether `work` settled within `ms`; the work itself is left to end, or not, on its own. */
async function settlesWithin(work, ms) {
    let timer;
    const late = new Promise(resolve => (timer = setTimeout(() => resolve(false), ms)));
    try {
        return await Promise.race([
            work.then(() => true, () => true),
            late
        ]);
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * Why a run's one AbortSignal was aborted (its `reason`): the signal, and when it came. The adapter
 * makes the AbortSignal once (see stop-signals.ts); the context carries it to the waits, the sleeps
 * and the transport, which all end at once when it is aborted.
 */
class StopRequest {
    signal;
    at;
    constructor(signal, at = Date.now()) {
        this.signal = signal;
        this.at = at;
    }
}
/** The stop an AbortSignal was aborted for; undefined when it was not (or for another reason). */
function stopOf(signal) {
    return signal?.aborted && signal.reason instanceof StopRequest ? signal.reason : undefined;
}
/**
 * A failure that a stop caused, already saying what it left behind (a submission that goes on, an
 * upload whose answer never came): the adapter reports it as it is, with the stop's exit code.
 */
class StoppedError extends _command_error_js__WEBPACK_IMPORTED_MODULE_1__/* .CommandError */ .Q {
    /** Whether what it stopped goes on at the service (a wait), not cut off (an upload). */
    goesOn;
    constructor(failure, { goesOn = false } = {}) {
        super(failure);
        this.goesOn = goesOn;
        this.name = 'StoppedError';
    }
}
/**
 * A create whose answer never came because the run was stopped while it went out: whether the
 * service made the record is not known, so nothing says it was sent, and how to look comes from
 * the create (`nextStepFor`, as for a lost answer: see exactly-once).
 */
function stoppedCreate(stop, create) {
    const { request, wentOutWhole, noun, sent, nextStepFor } = create;
    return new StoppedError({
        type: 'stopped-create',
        signal: stop.signal,
        request: { method: request.method, path: request.path },
        wentOutWhole,
        noun,
        sent,
        nextStepFor
    });
}
/**
 * A wait for a submission that a stop ended: the submission goes on at the service, and a later
 * `status` (a step, or the tool's command) follows it, the GitHub Deployment's id included.
 */
function stoppedWaiting(stop, names, facts) {
    return {
        error: new StoppedError({ type: 'stopped-waiting', signal: stop.signal, ...facts }, { goesOn: true }),
        deployment: stoppedDeployment(stop, names, facts)
    };
}
/** GitHub keeps 140 characters of a deployment status's description. */
const DESCRIPTION_MAX = 140;
/**
 * The deployment's last status after a stopped wait, whole within GitHub's 140 characters: what
 * follows the submission, and this deployment's id, are never the part cut off.
 */
function stoppedDeployment(stop, { setting, referred }, facts) {
    const deployment = facts.deploymentId === undefined
        ? ''
        : ` and ${referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId)} ${facts.deploymentId}`;
    const follow = `follow ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(facts.id, 40)} with ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')}${deployment}`;
    const long = `Stopped (${stop.signal}) at '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(facts.status, 24)}'; the submission goes on: ${follow}`;
    return long.length <= DESCRIPTION_MAX ? long : `Stopped (${stop.signal}); ${follow}`;
}
/**
 * A fleet a stop ended: how many of its submissions were still under way at the service (they go
 * on: a stop never fails them), how many had ended, how many failed; how to follow them all at once
 * (status given every submission id printed), and what a re-run does (once/rerun-advice.ts).
 */
function stoppedFleet(stop, fleet) {
    return new StoppedError({ type: 'stopped-fleet', signal: stop.signal, ...fleet });
}
/**
 * What a stopped run says: the failure a stop-aware part of it threw (a StoppedError), as it is;
 * else that it was stopped, and what was under way (the failure the stop caused, if any).
 */
function describeStop(stop, error, names) {
    if (error instanceof StoppedError)
        return (0,_describe_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFailure */ .Ic)(error, names);
    const headline = `Stopped on ${stop.signal} before the work ended`;
    const caused = error === undefined ? undefined : (0,_describe_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFailure */ .Ic)(error, names);
    const problems = caused && [`What was under way: ${caused.explanation.headline}.`];
    const { setting } = names;
    const next = `What was sent goes on at the service, and the outputs set so far name it: a submission is followed with ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} and its ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId)}.`;
    return {
        message: [`${headline}.`, ...(problems ?? []).map(problem => `- ${problem}`), next].join('\n'),
        explanation: { headline, problems, next }
    };
}


/***/ }),

/***/ 7759:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P9: () => (/* binding */ snapshot),
/* harmony export */   UD: () => (/* binding */ compare),
/* harmony export */   WI: () => (/* binding */ listingRoute),
/* harmony export */   Xi: () => (/* binding */ candidates),
/* harmony export */   yq: () => (/* binding */ namesAnotherFile)
/* harmony export */ });
/* harmony import */ var _service_requests_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3957);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9209);


/** The listing's route, as messages name it: `GET /ios/signed_ipas`. */
function listingRoute(listing) {
    return `GET ${_service_requests_js__WEBPACK_IMPORTED_MODULE_0__/* .Requests */ .lv.listingOf(listing).path}`;
}
async function snapshot(client, listing, 
/** A failure in words, as the adapter says it (describe-failure's failureMessage). */
explain) {
    const route = listingRoute(listing);
    try {
        return ((await client.recordsOf(listing)) ?? { unreadable: `the service has no listing (${route})` });
    }
    catch (error) {
        return { unreadable: `reading ${route} failed: ${explain(error)}` };
    }
}
/** The records new since `before` that may be this create's (`isNotOurs` tells another release's). */
function compare(before, after, isNotOurs) {
    if ('unreadable' in before)
        return { kind: 'unknowable', why: before.unreadable };
    if ('unreadable' in after)
        return { kind: 'unknowable', why: after.unreadable };
    const ids = [...after.keys()].filter(id => !before.has(id) && !isNotOurs(after.get(id)));
    if (ids.length === 0)
        return { kind: 'none' };
    if (ids.length === 1)
        return { kind: 'one', id: ids[0], record: after.get(ids[0]) };
    return { kind: 'several', ids, records: after };
}
/** The candidates, each with when it was made and its status when the listing shows them. */
function candidates(records, ids) {
    const shown = ids.slice(0, 10).map(id => {
        const record = records.get(id);
        const details = [record.created_at, record.status]
            .filter(value => typeof value === 'string' && value)
            .map(value => (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(String(value), 40));
        return `${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(id, 100)}${details.length ? ` (${details.join(', ')})` : ''}`;
    });
    return ids.length > 10 ? `${shown.join(', ')} and ${ids.length - 10} more` : shown.join(', ');
}
/** Whether a record names a file other than the one sent (by a SHA-256 field, where it has one). */
function namesAnotherFile(record, sha256) {
    if (!sha256)
        return false;
    const named = record.file_sha256 ?? record.sha256;
    return typeof named === 'string' && named.toLowerCase() !== sha256;
}


/***/ }),

/***/ 6997:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ madeButUnreadable),
/* harmony export */   Yg: () => (/* binding */ lostSentence),
/* harmony export */   og: () => (/* binding */ howAnswerWasLost)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5756);
/* harmony import */ var _service_retry_index_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1522);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9209);




const CUT = 'the connection was cut';
const WHAT_HAPPENED = {
    ECONNRESET: () => CUT,
    EPIPE: () => CUT,
    ERR_STREAM_PREMATURE_CLOSE: () => CUT,
    ETIMEDOUT: names => `no answer came within ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.RequestTimeout)}`
};
/**
 * How the answer to a create was lost, in a few words: `HTTP 502 — Bad Gateway`, `the connection
 * was cut: ECONNRESET`, `HTTP 201, but the answer is not JSON`.
 */
function howAnswerWasLost({ failure }, names) {
    if (failure instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx)
        return (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(`HTTP ${failure.status}, but ${failure.problem}`, 200);
    if ('serviceMessage' in failure) {
        const words = failure.serviceMessage ? ` — ${failure.serviceMessage}` : '';
        return (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(`HTTP ${failure.status}${words}`, 200);
    }
    const what = WHAT_HAPPENED[failure.code]?.(names) ?? 'the connection failed';
    const during = failure.status === undefined ? '' : ` during an HTTP ${failure.status} answer`;
    return (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLine */ .TN)(`${what}${during}: ${failure.code}`, 200);
}
/** Whether the service said it made the record (a 2xx) though its answer cannot be used. */
function madeButUnreadable({ failure, outcome }) {
    return failure instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnexpectedAnswerError */ .qx && (0,_service_retry_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isSuccess */ .oJ)(outcome.status);
}
/** The sentence that opens every message about a lost answer. */
function lostSentence(failed, sent, names) {
    const request = `${failed.request.method} ${failed.request.path}`;
    return madeButUnreadable(failed)
        ? `The service took ${request}, but its answer could not be read (${howAnswerWasLost(failed, names)})`
        : `The answer to ${request} was lost (${howAnswerWasLost(failed, names)}) after ${sent} had gone out whole`;
}


/***/ }),

/***/ 1869:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ rerunAdvice)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);

/** Who runs again with the same key: `A re-run of this job in its workflow run`. */
function reRunner(key, names) {
    switch (key.tie) {
        case 'run':
            return 'A re-run of this job (the same workflow run)';
        case 'pipeline':
            return `A retry of this job in its ${key.ci?.ci ?? 'CI'} ${key.ci?.word ?? 'pipeline'}`;
        case 'release-id':
            return `A run with the same ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId)}`;
        default:
            return undefined;
    }
}
/**
 * What a re-run does with what this run sent, decided here alone, by the key's tie: tied (a CI run,
 * a pipeline, a `release-id`), a re-run sends the same Idempotency-Key and nothing is sent twice;
 * untied, its keys are this run's own, so a re-run sends again, and the words say how not to.
 */
function rerunAdvice(key, names, how = {}) {
    const { verb = 'sends', answers = 'what it made' } = how;
    const who = reRunner(key, names);
    if (!who) {
        const follow = `follow what was sent with ${names.setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} and its ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId)} rather than running again`;
        return [
            `Nothing ties a re-run to this run (no CI run, no ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId)}): a re-run ${verb} ${how.again ?? 'it again'}.`,
            ...(how.instead ?? [`To avoid that, ${follow}.`]),
            `Give ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.ReleaseId)} (the release's tag, say) to the runs of one release, and a re-run sends nothing twice.`
        ].join(' ');
    }
    // Only a GitHub run has earlier attempts' GitHub Deployments to follow.
    const deployments = key.tie === 'run' && !how.githubToken
        ? ` (with ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken)}, it also finds them in the earlier attempt's GitHub Deployment)`
        : '';
    return `${who} sends the same Idempotency-Key, so it ${verb} nothing twice: a service that honours the key answers with ${answers}${deployments}.`;
}


/***/ }),

/***/ 1028:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ classifyStatus)
/* harmony export */ });
/** Final statuses of a submission (action-interface.md), compared case-insensitively. */
const SUCCESS = [
    'completed',
    'complete',
    'succeeded',
    'success',
    'successful',
    'submitted',
    'deployed',
    'done',
    'finished'
];
const FAILURE = [
    'failed',
    'failure',
    'error',
    'errored',
    'rejected',
    'invalid',
    'cancelled',
    'canceled',
    'expired'
];
function classifyStatus(status) {
    const normalised = status.trim().toLowerCase();
    if (SUCCESS.includes(normalised))
        return 'success';
    if (FAILURE.includes(normalised))
        return 'failure';
    return 'in-progress';
}


/***/ }),

/***/ 8213:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   UX: () => (/* binding */ inDeclaredOrder),
/* harmony export */   WJ: () => (/* binding */ INPUT_DEFAULTS),
/* harmony export */   Zt: () => (/* binding */ PREFLIGHT_MODES),
/* harmony export */   a7: () => (/* binding */ PURPOSES),
/* harmony export */   mc: () => (/* binding */ INPUTS),
/* harmony export */   pH: () => (/* binding */ SECRET_INPUTS)
/* harmony export */ });
/* unused harmony export declaredInputNames */
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5585);

/** preflight's modes. */
const PREFLIGHT_MODES = ['strict', 'warn', 'off'];
/** What `for` judges the IPAs for. */
const PURPOSES = ['submit', 'upload'];
/** Every input, in action.yml's order. */
const INPUTS = {
    'api-key': {
        description: 'API key of the service, sent as `Authorization: Bearer <key>`. From a secret; masked at once. Not read by `check`, `rules` and `gather`.',
        secret: true
    },
    'base-url': {
        description: 'Service base URL ending in `/api/v1` (`https` only, but for loopback hosts). Not read by `check`, `rules` and `gather`, which make no request.'
    },
    command: {
        description: 'What to do',
        default: 'submit'
    },
    'ipa-path': {
        description: 'Path or glob of the `.ipa`; it must match exactly one file. With `multiple` (or for `check`), several lines, each a path or glob.',
        cli: 'Path or glob of the .ipa to send (quote a glob); it must match exactly one file. With --multiple (and for check), repeat the flag, or give a glob matching several; check takes the paths after its name too.',
        lines: true
    },
    'ipa-url': {
        description: 'URL the service fetches the IPA from (`remote_source_url`); preflight reads it first, in ranges. Give `ipa-path` or `ipa-url`, not both.'
    },
    'team-id': {
        description: 'Integer team id from the teams listing.'
    },
    'team-name': {
        description: "Used when `team-id` is empty: the team of that name (any case). With neither, the account's only team, else the one the IPA profile's TeamName names."
    },
    'notify-emails': {
        description: 'E-mail addresses that receive progress (`Name <address>` too), separated by commas, spaces or new lines; the addresses alone are sent, comma-separated.'
    },
    wait: {
        switch: true,
        description: 'Poll the submission until its status is final. For `status`, `false` reads the status once.',
        cli: "Wait until the submission's status is final. With --no-wait, submit ends once the submission is made, and status reads the status once.",
        default: 'true'
    },
    'wait-timeout': {
        description: 'How long to wait: seconds (`900`) or a duration (`90s`, `30m`, `2h`). A wait that outlives it fails the step.',
        cli: 'How long to wait: seconds (900) or a duration (90s, 30m, 2h). A wait that outlives it fails the command (exit 1).',
        default: '30m'
    },
    'poll-interval': {
        description: 'Time between status polls (same formats as `wait-timeout`).',
        default: '30s'
    },
    preflight: {
        description: 'IPA checks before sending: `strict` (a problem stops it), `warn` (problems become warnings) or `off`.',
        default: 'strict',
        choices: PREFLIGHT_MODES
    },
    'preflight-skip': {
        description: 'Preflight checks to skip, by code (`ITMS-91053`, `expired-profile`), separated by commas, spaces or lines; docs/preflight.md lists them.'
    },
    for: {
        description: 'What the IPAs are judged for: `submit` (as App Store Connect takes them) or `upload` (as `upload` judges an IPA the service re-signs).',
        default: 'submit',
        choices: PURPOSES
    },
    'sarif-file': {
        flag: 'sarif',
        description: 'Path of a SARIF 2.1.0 file to write the findings to, for GitHub code scanning (docs/check-reports.md).'
    },
    'junit-file': {
        flag: 'junit',
        description: 'Path of a JUnit XML file to write the findings to: a test case per check, for GitLab, Azure Pipelines, CircleCI, Jenkins.'
    },
    code: {
        description: "A check's code to explain (`ITMS-90683`, `expired-profile`); without it, every check is listed."
    },
    multiple: {
        switch: true,
        description: '`ipa-path` may hold several lines, each a path or glob, and each file matched is a release of its own: all are checked before any is sent.',
        cli: '--ipa-path may match several files (repeat it, or give a glob), and each file matched is sent as a release of its own: all are checked before any is sent, and one summary reports them.',
        default: 'false'
    },
    concurrency: {
        description: 'With `multiple`: how many creates (uploads) are in flight at once, 1 to 16.',
        cli: 'With --multiple: how many creates (uploads) are in flight at once, 1 to 16.',
        default: '3'
    },
    'fleet-manifest': {
        description: 'With `multiple`: a YAML or JSON file giving each app (by bundle id or IPA glob) its team, notify e-mails and preflight skips (docs/fleet-manifest.md).',
        cli: 'With --multiple: a YAML or JSON file giving each app (by bundle id or IPA glob) its team, notify e-mails and preflight skips (docs/fleet-manifest.md).'
    },
    'send-passing': {
        switch: true,
        description: 'With `multiple`: send the IPAs that pass the checks and refuse the others by name (the step still fails); `false`: one refused IPA sends none.',
        cli: 'With --multiple: send the IPAs that pass the checks and refuse the others by name (it still fails); without it, one refused IPA sends none.',
        default: 'false'
    },
    'ipa-id': {
        description: "One or more stored unsigned IPA ids, separated by commas, spaces or new lines, or `upload`'s `ipa-ids` output as it is.",
        cli: `One or more stored unsigned IPA ids, separated by commas, spaces or new lines, or the ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaIds)} line upload --multiple printed, as it is (read with ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.IpaId)} from --dotenv or the environment when the flag is not given).`
    },
    'keep-latest': {
        description: 'Delete every stored unsigned IPA except the N newest (by `created_at`).'
    },
    'app-id': {
        description: 'App identifier.'
    },
    date: {
        description: 'A day, `YYYY-MM-DD`, or a range `YYYY-MM-DD..YYYY-MM-DD` of at most 92 days. Default: yesterday (UTC).'
    },
    days: {
        description: '1 to 92: the N days ending yesterday (UTC), or ending at `date` when that is one day. Not with a range in `date`.'
    },
    countries: {
        description: 'ISO 3166-1 alpha-3 codes separated by commas or spaces; sent as `country_iso_codes=["USA","DEU"]`. Default: all countries.'
    },
    'report-path': {
        description: 'Where the report JSON is written; the CSV goes beside it. Default: `$RUNNER_TEMP/app-analytics-<app-id>-<date>.json`.',
        cli: 'Where the report JSON is written; the CSV goes beside it. Default: app-analytics-<app-id>-<date>.json in the current folder.'
    },
    'dry-run': {
        switch: true,
        description: 'Validate inputs and the IPA, resolve the team, log what would be sent; send nothing that changes state.',
        default: 'false'
    },
    retries: {
        description: 'Retries of a request that failed transiently (connection errors, 408, 429, 5xx), 0 to 10.',
        default: '4'
    },
    'request-timeout': {
        description: 'A request fails when nothing moves for this long, or when its answer has not ended this long after it was sent.',
        default: '60s'
    },
    'github-token': {
        secret: true,
        description: '`github.token` with `deployments: write`: records a GitHub Deployment that follows the submission, and makes re-runs follow it.',
        // Said of both commands that read it: status records no deployment, it ends one submit made.
        cli: 'A GitHub token allowed to write deployments, for the GitHub Deployment of GITHUB_REPOSITORY that follows the submission: submit makes it, at GITHUB_SHA; status gives it the outcome (--deployment-id names it).'
    },
    'submission-id': {
        description: "Required: the id of a submission made earlier, `submit`'s `submission-id` output; several ids (lines or commas) are followed together.",
        cli: `The id of a submission made earlier, the ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionId)} line submit printed; repeat the flag (or use commas) to follow several together. Required: without the flag, it is read from --dotenv or the environment, as ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionId)} or as the ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.SubmissionIds)} line of submit --multiple.`,
        lines: true
    },
    'deployment-id': {
        description: "With `github-token`: the GitHub Deployment (`submit`'s `deployment-id` output) whose status follows the submission; with several, one each, in order.",
        cli: `With ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.GithubToken)}: the GitHub Deployment (the ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.DeploymentId)} line submit printed) whose status follows the submission; with several, one each, in order (the ${(0,_names_js__WEBPACK_IMPORTED_MODULE_0__/* .envName */ .pD)(_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.DeploymentIds)} line of submit --multiple is read with it, as the submission ids are).`,
        lines: true
    },
    environment: {
        description: "The deployment environment's name.",
        default: 'app-store'
    },
    'release-id': {
        description: 'Names the release, so that runs that give the same value (its tag, say) send it once. Default: the CI run and its re-runs.',
        cli: 'Names the release, so that runs that give the same value (its tag, say) send it once. Default: a GitLab pipeline or CircleCI workflow; elsewhere, none.'
    },
    // Both shard inputs are read together (fleet/shard-input.ts); without them, the CI's parallel job
    // variables (GitLab, CircleCI, Azure Pipelines) say the shard, as its platform module reads them.
    'shard-index': {
        description: "With `multiple`: which share of the IPAs this job sends, from 0, of `shard-total`. Default: the CI's parallel job index, where it has one.",
        cli: "With --multiple and --shard-total: which share of the IPAs this job sends, from 0. Default: the CI's parallel job index (GitLab, CircleCI, Azure Pipelines)."
    },
    'shard-total': {
        description: "With `multiple`: how many jobs share the IPAs, each its share (split by bundle id, by size). Default: the CI's parallel job count, else 1."
    },
    'report-file': {
        description: "Path of a JSON file to write at the end, failed or not: each app's record, the outputs, the failure and the shard, for `gather`."
    },
    reports: {
        description: "The shards' `report-file` reports to gather into one release: a path or glob, or several lines of them.",
        cli: "The shards' --report-file reports to gather into one release: a path or glob (quote it); repeat the flag for several.",
        lines: true
    }
};
/** Every input's name, in the order declared (action.yml's, --help's). */
function declaredInputNames() {
    return Object.keys(INPUTS);
}
/** Names in the order declared, whatever order they are listed in. */
function inDeclaredOrder(names) {
    const listed = new Set(names);
    return declaredInputNames().filter(name => listed.has(name));
}
/**
 * The default of each input that has one, which the runner passes when a workflow leaves the input
 * out. Read through `InputReader.value`, never repeated.
 */
const INPUT_DEFAULTS = Object.fromEntries(declaredInputNames().flatMap(name => {
    const fallback = INPUTS[name].default;
    return fallback === undefined ? [] : [[name, fallback]];
}));
/** The inputs declared secret. */
const SECRET_INPUTS = declaredInputNames().filter(name => INPUTS[name].secret);


/***/ }),

/***/ 5585:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ Inputs),
/* harmony export */   pD: () => (/* binding */ envName),
/* harmony export */   tY: () => (/* binding */ Outputs)
/* harmony export */ });
/** Input names: a contract with users' workflows (see action.yml). Never rename one. */
const Inputs = {
    ApiKey: 'api-key',
    BaseUrl: 'base-url',
    Command: 'command',
    IpaPath: 'ipa-path',
    IpaUrl: 'ipa-url',
    TeamId: 'team-id',
    TeamName: 'team-name',
    NotifyEmails: 'notify-emails',
    Wait: 'wait',
    WaitTimeout: 'wait-timeout',
    PollInterval: 'poll-interval',
    Preflight: 'preflight',
    PreflightSkip: 'preflight-skip',
    For: 'for',
    SarifFile: 'sarif-file',
    JunitFile: 'junit-file',
    Code: 'code',
    Multiple: 'multiple',
    Concurrency: 'concurrency',
    FleetManifest: 'fleet-manifest',
    SendPassing: 'send-passing',
    IpaId: 'ipa-id',
    KeepLatest: 'keep-latest',
    AppId: 'app-id',
    Date: 'date',
    Days: 'days',
    Countries: 'countries',
    ReportPath: 'report-path',
    DryRun: 'dry-run',
    Retries: 'retries',
    RequestTimeout: 'request-timeout',
    GithubToken: 'github-token',
    Environment: 'environment',
    SubmissionId: 'submission-id',
    DeploymentId: 'deployment-id',
    ReleaseId: 'release-id',
    ShardIndex: 'shard-index',
    ShardTotal: 'shard-total',
    ReportFile: 'report-file',
    Reports: 'reports'
};
/** Output names: a contract with users' workflows (see action.yml). Never rename one. */
const Outputs = {
    SubmissionId: 'submission-id',
    SubmissionIds: 'submission-ids',
    Status: 'status',
    CreatedAt: 'created-at',
    IpaId: 'ipa-id',
    IpaIds: 'ipa-ids',
    SourceUrl: 'source-url',
    TeamId: 'team-id',
    BundleId: 'bundle-id',
    Version: 'version',
    Build: 'build',
    Sha256: 'sha256',
    Size: 'size',
    DeletedIds: 'deleted-ids',
    Count: 'count',
    ReportPath: 'report-path',
    CsvPath: 'csv-path',
    DaysRead: 'days-read',
    Installs: 'installs',
    Impressions: 'impressions',
    PageViews: 'page-views',
    UniquePageViews: 'unique-page-views',
    DeploymentId: 'deployment-id',
    DeploymentIds: 'deployment-ids',
    FailureReason: 'failure-reason',
    CompletedCount: 'completed-count',
    FailedCount: 'failed-count',
    ProblemCount: 'problem-count',
    WarningCount: 'warning-count',
    Json: 'json'
};
/**
 * `team-id` → `APP_DEPLOY_TEAM_ID`: how the command-line tool names an input's variable, and an
 * output's line on stdout (the dotenv report a later job reads).
 */
function envName(name) {
    return `APP_DEPLOY_${name.toUpperCase().replace(/-/g, '_')}`;
}


/***/ }),

/***/ 3718:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ parseIds),
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   Iq: () => (/* binding */ parseDay),
/* harmony export */   Jx: () => (/* binding */ yesterdayUtc),
/* harmony export */   N0: () => (/* binding */ parseEmails),
/* harmony export */   Q_: () => (/* binding */ parseLabel),
/* harmony export */   S7: () => (/* binding */ InputProblem),
/* harmony export */   cG: () => (/* binding */ parseInteger),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   f$: () => (/* binding */ parseHttpUrl),
/* harmony export */   ry: () => (/* binding */ splitList),
/* harmony export */   sO: () => (/* binding */ DAY_MS),
/* harmony export */   yG: () => (/* binding */ parseBoolean)
/* harmony export */ });
/** Parsers for input values. Each throws an InputProblem naming what was wrong and what to do. */
class InputProblem extends Error {
    input;
    problem;
    constructor(input, 
    /** What is wrong and what to do, after the input's name: `is '2d', which is not a duration…`. */
    problem) {
        super(`Input '${input}' ${problem}`);
        this.input = input;
        this.problem = problem;
        this.name = 'InputProblem';
    }
}
/** Splits a list written with commas, spaces or new lines. */
function splitList(value) {
    return value
        .split(/[\s,;]+/)
        .map(item => item.trim())
        .filter(item => item.length > 0);
}
/** A name the user chooses, such as a release's tag: one line of printable characters. */
function parseLabel(input, value, max = 200) {
    if (value.length > max) {
        throw new InputProblem(input, `is ${value.length} characters long: give at most ${max}, e.g. the release's tag.`);
    }
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x1f\x7f]/.test(value)) {
        throw new InputProblem(input, "holds a line break or a control character: give one line, e.g. the release's tag.");
    }
    return value;
}
const DURATION = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/;
/** `900` (seconds), `90s`, `30m`, `2h`, `1h30m` → milliseconds. */
function parseDuration(input, value) {
    const text = value.trim().toLowerCase();
    let seconds;
    if (/^\d+$/.test(text))
        seconds = Number(text);
    else {
        const match = DURATION.exec(text);
        if (match && text !== '') {
            const [, h, m, s] = match;
            seconds = Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0);
        }
    }
    if (seconds === undefined) {
        throw new InputProblem(input, `is '${value}', which is not a duration: write seconds (900) or a duration such as 90s, 30m or 2h.`);
    }
    if (seconds <= 0)
        throw new InputProblem(input, `must be longer than zero (got '${value}').`);
    if (seconds > 24 * 3600)
        throw new InputProblem(input, `is '${value}': at most 24h is allowed.`);
    return seconds * 1000;
}
function parseBoolean(input, value) {
    const text = value.trim().toLowerCase();
    if (['true', 'yes', 'on', '1'].includes(text))
        return true;
    if (['false', 'no', 'off', '0'].includes(text))
        return false;
    throw new InputProblem(input, `is '${value}': write true or false.`);
}
function parseInteger(input, value, { min, max, what }) {
    const text = value.trim();
    if (!/^[+-]?\d+$/.test(text)) {
        throw new InputProblem(input, `is '${value}', which is not a whole number: give ${what}.`);
    }
    const number = Number(text);
    if (!Number.isSafeInteger(number) || number < min || number > max) {
        throw new InputProblem(input, `is ${text}, out of range: give ${what} from ${min} to ${max}.`);
    }
    return number;
}
/** The simple shape that mail providers and the service accept: local@domain.tld, no spaces. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/**
 * One address as written: bare (`release@example.com`), or with a display name
 * (`Release Team <release@example.com>`, `"Team, Release" <release@example.com>`), of which the
 * service takes the address alone. A name holds no `@`, so `a@example.com Release <r@example.com>`
 * is two addresses.
 */
const EMAIL_ENTRY = /(?:"[^"\n]*"|[^\s,;<>@"][^,;<>@"\n]*?)?\s*<([^<>\n]*)>|[^\s,;]+/g;
/**
 * The addresses, in the order given, once each. One written again in another case only is dropped
 * too (mail providers take an address in any case: it would get every mail twice), and `note` told.
 */
function parseEmails(input, value, note) {
    const entries = [...value.matchAll(EMAIL_ENTRY)].map(([entry, address]) => ({
        entry: entry.trim(),
        address: (address ?? entry).trim()
    }));
    const bad = entries.filter(({ address }) => !EMAIL.test(address) || address.length > 254);
    if (bad.length > 0) {
        throw new InputProblem(input, `has ${bad.length === 1 ? 'an address that is' : 'addresses that are'} not valid: ${bad
            .map(b => `'${b.entry}'`)
            .join(', ')}. Separate addresses with commas, spaces or new lines; a name goes before its address in angle brackets: Release Team <release@example.com>.`);
    }
    const seen = new Map();
    const caseOnly = [];
    for (const { address } of entries) {
        const first = seen.get(address.toLowerCase());
        if (first === undefined)
            seen.set(address.toLowerCase(), address);
        else if (first !== address)
            caseOnly.push(`${address} (as ${first})`);
    }
    if (caseOnly.length > 0)
        note?.(input, `names ${caseOnly.length === 1 ? 'an address' : 'addresses'} again in another case only: ${caseOnly.join(', ')}. Each address is sent once, as first written.`);
    return [...seen.values()];
}
function parseHttpUrl(input, value) {
    let url;
    try {
        url = new URL(value.trim());
    }
    catch {
        throw new InputProblem(input, `is '${value}', which is not a URL: give an https:// address.`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new InputProblem(input, `uses '${url.protocol}', which the service cannot fetch: give an http:// or https:// address.`);
    }
    return url;
}
/**
 * Hosts for which plain http is allowed: local emulators and test servers. Names other than
 * `localhost` are not taken on trust (`x.localhost` may well go to DNS): loopback addresses only.
 */
function isLoopbackHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return (host === 'localhost' ||
        /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
        host === '::1' ||
        /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
        /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(host));
}
/** A real calendar day written YYYY-MM-DD. */
function parseDay(input, value) {
    const text = value.trim();
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : undefined;
    if (!match || !date || date.toISOString().slice(0, 10) !== text) {
        throw new InputProblem(input, `is '${value}', which is not a calendar day: write YYYY-MM-DD, e.g. 2026-11-21.`);
    }
    return text;
}
const DAY_MS = 24 * 3600 * 1000;
/** Yesterday in UTC, YYYY-MM-DD: the last full day of analytics. */
function yesterdayUtc(now = new Date()) {
    return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}
/** Ids of records the service gave us: printable, no path separators. */
function parseIds(input, value) {
    const ids = splitList(value);
    const bad = ids.filter(id => !/^[A-Za-z0-9._:@~-]{1,200}$/.test(id));
    if (bad.length > 0) {
        throw new InputProblem(input, `has ids that cannot be ids: ${bad.map(b => `'${b}'`).join(', ')}. Use the ids from list-ipas, separated by commas, spaces or new lines.`);
    }
    return [...new Set(ids)];
}


/***/ }),

/***/ 9066:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ InputErrors),
/* harmony export */   i_: () => (/* binding */ InputReader),
/* harmony export */   vj: () => (/* binding */ inputNames)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8213);
/* harmony import */ var _text_signed_url_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6627);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3718);




/** Every problem found in the inputs, reported together so that one fix-up run is enough. */
class InputErrors extends Error {
    problems;
    constructor(problems) {
        super(problems.length === 1
            ? problems[0]
            : `${problems.length} inputs need fixing:\n${problems.map(p => `- ${p}`).join('\n')}`);
        this.problems = problems;
        this.name = 'InputErrors';
    }
}
function inputNames(source) {
    return {
        named: name => source.named?.(name) ?? `Input '${name}'`,
        referred: name => source.referred?.(name) ?? `'${name}'`,
        setting: (name, value) => source.setting?.(name, value) ?? `${name}: ${value}`,
        output: name => source.output?.(name) ?? `the ${name} output`,
        handedOn: (input, output) => source.handedOn?.(input, output) ?? `${input}: \${{ steps.<id>.outputs.${output} }}`,
        key: () => source.keyName ?? 'the api-key secret'
    };
}
/**
 * Reads the inputs one command declares, with action.yml's defaults, and collects every problem
 * instead of stopping at the first. Reading an input the command did not declare is a bug, and throws.
 * Every input declared secret is masked as soon as the reader exists, before anything can print it.
 */
class InputReader {
    declared;
    source;
    problems = [];
    /** What was mended in the inputs, for the log once they are read. */
    notes = [];
    /** The values of the secret inputs (the key, a token), masked: nothing from the service may show one either. */
    secrets = [];
    /**
     * The secret parts of a URL given (a pre-signed `ipa-url`): masked in the log and never quoted in
     * a message, but kept where the service's answer holds them (see src/text/signed-url.ts).
     */
    urlSecrets = [];
    names;
    constructor(declared, source) {
        this.declared = declared;
        this.source = source;
        this.names = inputNames(source);
        for (const name of declared)
            if (_declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc[name].secret)
                this.mask(this.value(name));
    }
    /** The input's value, or its default in action.yml when the workflow gave none. */
    value(name) {
        if (!this.declared.has(name)) {
            throw new Error(`Input '${name}' is read but not declared in the command's inputs.`);
        }
        return this.source.given(name) || _declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT_DEFAULTS */ .WJ[name] || '';
    }
    mask(value) {
        if (!value)
            return;
        this.source.mask(value);
        this.secrets.push(value);
    }
    /**
     * Masks what of a URL input may carry a secret: its credentials, and its query whole, whatever its
     * parameters are named (a CDN may sign with names no rule knows; the user gave it, and a query is
     * seldom worth showing), with the values of those known to sign on their own.
     */
    maskUrl(url) {
        const query = /\?([^#]*)/.exec(url)?.[1] ?? '';
        for (const part of new Set([...(0,_text_signed_url_js__WEBPACK_IMPORTED_MODULE_3__/* .secretPartsOf */ .K0)(url), query].filter(Boolean))) {
            this.source.mask(part, 'url');
            this.urlSecrets.push(part);
        }
    }
    /** The value `read` gives; when it throws an InputProblem, the problem is kept and this is undefined. */
    check(read) {
        try {
            return read();
        }
        catch (error) {
            return this.keep(error);
        }
    }
    async checkAsync(read) {
        try {
            return await read();
        }
        catch (error) {
            return this.keep(error);
        }
    }
    problem(message) {
        this.problems.push(message);
    }
    /** Something of an input that was mended, not refused (a duplicate dropped): told as a warning. */
    note(name, problem) {
        this.notes.push(`${this.describe(name)} ${problem}`);
    }
    /** The input as messages name it: `Input 'team-id'`, or as the adapter names it. */
    describe(name) {
        return this.names.named(name);
    }
    /** How to give the API key, as the adapter says it. */
    get keyHint() {
        return (this.source.keyHint ??
            "pass the service's API key from a secret, e.g. `api-key: ${{ secrets.APP_DEPLOY_API_KEY }}`");
    }
    /** What the adapter says of a key given empty, where it knows more than that it is missing. */
    get emptyKey() {
        return this.source.emptyKey;
    }
    /** The CI's parallel copies of this job, as the adapter's platform reads them. */
    get parallel() {
        return this.source.parallel?.();
    }
    /** Where a command writes files nobody named, as the adapter says. */
    get folders() {
        return this.source.folders?.() ?? { reports: node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir(), scratch: node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir() };
    }
    keep(error) {
        if (!(error instanceof _parse_js__WEBPACK_IMPORTED_MODULE_2__/* .InputProblem */ .S7))
            throw error;
        this.problems.push(`${this.describe(error.input)} ${error.problem}`);
        return undefined;
    }
}


/***/ }),

/***/ 1471:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C1: () => (/* binding */ BASE_URL),
/* harmony export */   Dp: () => (/* binding */ FILE_URL),
/* harmony export */   Lq: () => (/* binding */ API_KEY),
/* harmony export */   YM: () => (/* binding */ adviceText),
/* harmony export */   _h: () => (/* binding */ REQUEST_TIMEOUT),
/* harmony export */   v9: () => (/* binding */ advice),
/* harmony export */   xU: () => (/* binding */ RETRY_COUNT)
/* harmony export */ });
/* unused harmony export settingsOf */
/**
 * What to do about a failure, with the settings it names kept apart: the service layer knows what a
 * setting is for (the service's address, the request timeout), not how a user gives it. Each adapter
 * spells them as its inputs (`base-url`, `--base-url`); a message written here spells them in plain
 * words (`the base URL`), which read well in any log.
 */
/** The settings, to name in an `advice` template: advice`check ${BASE_URL}`. */
const BASE_URL = { setting: 'baseUrl' };
const API_KEY = { setting: 'apiKey' };
const REQUEST_TIMEOUT = { setting: 'requestTimeout' };
const RETRY_COUNT = { setting: 'retryCount' };
const FILE_URL = { setting: 'fileUrl' };
/** Advice from a template: its strings are text, a setting stays apart, any other value is text. */
function advice(strings, ...values) {
    const parts = [];
    const text = (piece) => {
        if (!piece)
            return;
        const last = parts.length - 1;
        if (typeof parts[last] === 'string')
            parts[last] += piece;
        else
            parts.push(piece);
    };
    strings.forEach((piece, i) => {
        text(piece);
        if (i >= values.length)
            return;
        const value = values[i];
        if (typeof value === 'object')
            parts.push(value);
        else
            text(String(value));
    });
    return parts;
}
/** How the service layer's own messages name the settings. */
const PLAIN_WORDS = {
    baseUrl: 'the base URL',
    apiKey: 'the API key',
    requestTimeout: 'the request timeout',
    retryCount: 'the retry count',
    fileUrl: 'its URL'
};
/** The advice as text, each setting named by `name`: plain words unless told otherwise. */
function adviceText(advice, name = setting => PLAIN_WORDS[setting]) {
    return advice.map(part => (typeof part === 'string' ? part : name(part.setting))).join('');
}
/** The settings an advice names, in order, each once. */
function settingsOf(advice) {
    const named = advice.flatMap(part => (typeof part === 'string' ? [] : [part.setting]));
    return [...new Set(named)];
}


/***/ }),

/***/ 5756:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _7: () => (/* binding */ ServiceError),
/* harmony export */   cp: () => (/* binding */ adviceFor),
/* harmony export */   jD: () => (/* binding */ serviceWords),
/* harmony export */   qx: () => (/* binding */ UnexpectedAnswerError)
/* harmony export */ });
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9209);
/* harmony import */ var _advice_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1471);
/* harmony import */ var _json_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3166);



/** The service answered, but not with success. The message says what to do about it, in plain words. */
class ServiceError extends Error {
    status;
    method;
    path;
    serviceMessage;
    advice;
    record;
    constructor(status, method, 
    /** Path below the base URL, e.g. `/ios/teams`. */
    path, 
    /** The service's own words, sanitised and cut short. */
    serviceMessage, 
    /** What to do about it, the settings kept apart for the adapter to name. */
    advice = [], 
    /** The record the request named, when it named one. */
    record) {
        super(ServiceError.sentence({ status, method, path, serviceMessage }, (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .adviceText */ .YM)(advice)));
        this.status = status;
        this.method = method;
        this.path = path;
        this.serviceMessage = serviceMessage;
        this.advice = advice;
        this.record = record;
        this.name = 'ServiceError';
    }
    /** The route, the id of a record as `{id}`: `GET /ios/signed_ipas/{id}`. */
    get route() {
        return routeOf(this.path, this.record);
    }
    /** What failed: `GET /ios/teams failed: HTTP 401 — You couldn't be authenticated`. */
    get headline() {
        return ServiceError.headlineOf(this);
    }
    /** The message, with its advice as `advice` spells it. */
    static sentence(facts, advice) {
        return `${ServiceError.headlineOf(facts)}${advice ? `. ${advice}` : ''}`;
    }
    static headlineOf({ method, path, status, serviceMessage }) {
        const words = serviceMessage ? ` — ${serviceMessage}` : '';
        return `${method} ${path} failed: HTTP ${status}${words}`;
    }
}
/** What to do about an answer that is not the service's: whatever is at the base URL is something else. */
const NOT_THE_SERVICE = (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `Check that ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_URL */ .C1} points at the service's /api/v1 address and not at a proxy or a web page.`;
/** The service's answer was a success code but not something we can read. */
class UnexpectedAnswerError extends Error {
    method;
    path;
    status;
    problem;
    /** The start of the answer, on one line. */
    snippet;
    /**
     * What the request did all the same, for one that changes something: "the submission was created
     * (id …)"; for a GET, nothing.
     */
    outcome;
    /** What to do about it, the settings kept apart for the adapter to name. */
    advice;
    constructor(method, path, status, 
    /** What is wrong with the answer, e.g. `the answer is not JSON`. */
    problem, body, { outcome, advice = NOT_THE_SERVICE } = {}) {
        const snippet = (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(body, 200);
        // Only the answer went wrong: a request that changes something may have been carried out.
        const acted = method === 'GET'
            ? ''
            : (outcome ??
                'The service may have acted on the request: check on it before running this again.');
        super(UnexpectedAnswerError.sentence({ method, path, status, problem, snippet }, (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .adviceText */ .YM)(advice), acted));
        this.method = method;
        this.path = path;
        this.status = status;
        this.problem = problem;
        this.name = 'UnexpectedAnswerError';
        this.snippet = snippet;
        this.outcome = acted;
        this.advice = advice;
    }
    /** What went wrong: `GET /ios/teams answered HTTP 200 but the answer is not JSON: <html>…`. */
    get headline() {
        return UnexpectedAnswerError.headlineOf(this);
    }
    /** The message, with its advice as `advice` spells it. */
    static sentence(facts, advice, outcome) {
        return [`${UnexpectedAnswerError.headlineOf(facts)}.`, advice, outcome]
            .filter(Boolean)
            .join(' ');
    }
    static headlineOf({ method, path, status, problem, snippet }) {
        return `${method} ${path} answered HTTP ${status} but ${problem}${snippet ? `: ${snippet}` : ''}`;
    }
}
/** The service's own words out of an error body: JSON `error`/`message`/`errors`, text or an HTML page. */
function serviceWords(body, contentType) {
    const text = body.trim();
    if (!text)
        return '';
    // An answer nested too deep (or too large) to walk is shown as the text it is.
    if ((/json/i.test(contentType ?? '') || /^[{[]/.test(text)) && !(0,_json_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonTooBig */ .HO)(text)) {
        try {
            return (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(wordsOfJson(JSON.parse(text)) ?? text);
        }
        catch {
            // not JSON after all: fall through to text
        }
    }
    return (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(text);
}
function wordsOfJson(value) {
    if (typeof value === 'string')
        return value;
    if (Array.isArray(value)) {
        const parts = value.map(wordsOfJson).filter((p) => !!p);
        return parts.length ? parts.join('; ') : undefined;
    }
    if (value && typeof value === 'object') {
        const record = value;
        for (const key of ['error', 'message', 'errors', 'detail', 'error_description', 'title']) {
            if (key in record) {
                const words = wordsOfJson(record[key]);
                if (words)
                    return words;
            }
        }
        // A Rails-style field map: {"team_id": ["is invalid"]}
        const fields = Object.entries(record)
            .filter(([, v]) => Array.isArray(v) || typeof v === 'string')
            .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(', ') : v}`);
        return fields.length ? fields.join('; ') : undefined;
    }
    return undefined;
}
/** What a user can do about a status, for the request that got it. */
function adviceFor(status, request) {
    const { path } = request;
    if (status === 401)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `Check ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .API_KEY */ .Lq}: it is missing, mistyped or revoked`;
    if (status === 403)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The API key is valid but not allowed to do this: check its permissions on the service`;
    if (status === 404)
        return notFoundAdvice(request);
    if (status === 405)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service does not allow this method on ${path}: check ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_URL */ .C1}`;
    if (status === 408 || status === 504)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service or a proxy timed out: try again, or raise ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUEST_TIMEOUT */ ._h}`;
    if (status === 413) {
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The IPA is larger than the service (or a proxy in front of it) accepts: upload it to storage and pass ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .FILE_URL */ .Dp} instead`;
    }
    if (status === 422 || status === 400)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service refused the request as sent: fix what it says above`;
    if (status === 429)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service is rate limiting this key: retry later, or raise ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .RETRY_COUNT */ .xU}`;
    if (status >= 500)
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service failed on every attempt: try again later, or raise ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .RETRY_COUNT */ .xU}`;
    if (status >= 300 && status < 400) {
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service answered with a redirect: check ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_URL */ .C1} (the https address, the /api/v1 prefix)`;
    }
    return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `Check ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_URL */ .C1} and ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .API_KEY */ .Lq}`;
}
/** The route of a request, the id of the record it names as `{id}`. */
function routeOf(path, record) {
    return record ? path.replace(encodeURIComponent(record.value), '{id}') : path;
}
/**
 * A 404 names what was not there: the record, when the request named one by its id; else the route
 * itself, which a wrong base URL (another host, a path too many or too few) does not have.
 */
function notFoundAdvice({ method, path, id }) {
    if (id) {
        return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service has no ${id.of} '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(id.value, 100)}' (${method} ${routeOf(path, id)}): check the id; if it is right, check that ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_URL */ .C1} is the address of the service that holds it`;
    }
    return (0,_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .advice */ .v9) `The service has no route ${method} ${path}: check that ${_advice_js__WEBPACK_IMPORTED_MODULE_0__/* .BASE_URL */ .C1} is the service's address ending in /api/v1 (its host, and its path up to /api/v1)`;
}


/***/ }),

/***/ 3166:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HO: () => (/* binding */ jsonTooBig),
/* harmony export */   nB: () => (/* binding */ MAX_RESPONSE_BYTES)
/* harmony export */ });
/* unused harmony exports MAX_JSON_DEPTH, MAX_JSON_CONTAINERS, jsonShape */
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8488);

/**
 * What a JSON answer may be before it is parsed. `JSON.parse` itself copes with any nesting, but
 * everything after it walks the value recursively (the `json` output's `JSON.stringify`, the record
 * readers, the service's words of an error): an answer nested 400,000 levels would end the step with
 * the engine's "Maximum call stack size exceeded". And an answer made of tiny objects (`[{},{},…]`)
 * takes some 90 bytes of memory per 3 bytes of text. So the text is measured first, in one pass
 * without recursion, and refused past these bounds.
 */
/**
 * Longest answer read unless the request says otherwise (ServiceRequest.maxResponseBytes): a listing
 * of hundreds of records is well under it. The client's default, and the transport's.
 */
const MAX_RESPONSE_BYTES = 1024 * 1024;
/** Deepest nesting read. The service's records nest 6 levels (an analytics row); 64 leaves room. */
const MAX_JSON_DEPTH = 64;
/**
 * Most objects and arrays in one answer. A day of analytics of a large app, 32 MiB, holds some
 * 200,000; half a million empty objects take about 90 MB once parsed.
 */
const MAX_JSON_CONTAINERS = 500_000;
/**
 * The nesting and the number of objects and arrays of a JSON text, counted outside strings; it
 * stops counting as soon as a bound is passed. Linear in the text, constant in memory.
 */
function jsonShape(text) {
    let depth = 0;
    let deepest = 0;
    let containers = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 0x5c /* \ */)
                i++;
            else if (c === 0x22 /* " */)
                inString = false;
            continue;
        }
        if (c === 0x22)
            inString = true;
        else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
            containers++;
            if (++depth > deepest)
                deepest = depth;
            if (deepest > MAX_JSON_DEPTH || containers > MAX_JSON_CONTAINERS)
                break;
        }
        else if (c === 0x7d /* } */ || c === 0x5d /* ] */)
            depth--;
    }
    return { depth: deepest, containers };
}
/** Why a JSON text is not read, or undefined when it is within the bounds. */
function jsonTooBig(text) {
    const { depth, containers } = jsonShape(text);
    if (depth > MAX_JSON_DEPTH)
        return `the answer nests deeper than ${MAX_JSON_DEPTH} levels`;
    if (containers > MAX_JSON_CONTAINERS) {
        return `the answer holds more than ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(MAX_JSON_CONTAINERS)} objects and arrays`;
    }
    return undefined;
}


/***/ }),

/***/ 8372:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ MAX_ID_LENGTH),
/* harmony export */   i: () => (/* binding */ pathSegmentProblem)
/* harmony export */ });
/** Longest id used in a path: ids are short (the service's are under 40 characters). */
const MAX_ID_LENGTH = 200;
/**
 * Why an id cannot be one segment of a URL path, or undefined when it can. It is percent-encoded
 * when sent, but a server (or a proxy before it) may decode it, even twice: `.`, `..` and anything
 * holding `/` once decoded would name another path (`DELETE /ios/unsigned_ipas/..` is a delete of
 * the collection), and control characters have no place in one. (A `\` goes as `%5C`, which no
 * URL parser takes for a separator.)
 */
function pathSegmentProblem(id) {
    if (id === '')
        return 'empty';
    if (id.length > MAX_ID_LENGTH)
        return `longer than ${MAX_ID_LENGTH} characters`;
    const forms = [id];
    for (let i = 0; i < 3; i++) {
        let decoded;
        try {
            decoded = decodeURIComponent(forms[forms.length - 1]);
        }
        catch {
            break;
        }
        if (decoded === forms[forms.length - 1])
            break;
        forms.push(decoded);
    }
    for (const form of forms) {
        const decoded = form === id ? '' : ' once decoded';
        if (form.trim() === '.' || form.trim() === '..') {
            return `a path step (${form.trim()})${decoded}, not a name: it would leave its segment of the URL path`;
        }
        if (form.includes('/')) {
            return `holding a /${decoded}: it would leave its segment of the URL path`;
        }
        // eslint-disable-next-line no-control-regex
        if (/[\u0000-\u001f\u007f]/.test(form))
            return `holding control characters${decoded}`;
    }
    return undefined;
}


/***/ }),

/***/ 3957:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BV: () => (/* binding */ Routes),
/* harmony export */   Fl: () => (/* binding */ requestUrl),
/* harmony export */   Ng: () => (/* binding */ describeRequest),
/* harmony export */   lv: () => (/* binding */ Requests)
/* harmony export */ });
/* unused harmony export segment */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8488);
/* harmony import */ var _text_signed_url_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6627);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9209);
/* harmony import */ var _path_segment_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8372);





/**
 * The service's routes, each written once: the requests below are built on them, and a message that
 * names a route (`GET /ios/signed_ipas/{id}`) names it through them. `{id}` and `{app_id}` stand for
 * the one segment `pathTo` puts there.
 */
const Routes = {
    teams: '/ios/teams',
    unsignedIpas: '/ios/unsigned_ipas',
    unsignedIpa: '/ios/unsigned_ipas/{id}',
    signedIpas: '/ios/signed_ipas',
    signedIpa: '/ios/signed_ipas/{id}',
    appAnalytics: '/app_analytics/{app_id}',
    /** Named in messages only, where to find an app's id: the action reads no listing of apps. */
    apps: '/ios/apps'
};
/** A route's path for one id: the id encoded as one segment, where the route has its `{…}`. */
function pathTo(route, id) {
    return route.replace(/\{[a-z_]+\}/, () => segment(id));
}
/**
 * Longest analytics answer read. A day of a large app (hundreds of countries, each with its referrers
 * and OS versions) passes the default; the report goes to a file, not to memory-bound outputs, so
 * allow far more, yet not without bound.
 */
const ANALYTICS_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
const Requests = {
    listTeams: () => ({ method: 'GET', path: Routes.teams }),
    listingOf: (listing) => listing === 'submissions' ? Requests.listSubmissions() : Requests.listUnsignedIpas(),
    listUnsignedIpas: () => ({ method: 'GET', path: Routes.unsignedIpas }),
    storeUnsignedIpa: ({ source, idempotencyKey }) => ({
        method: 'POST',
        path: Routes.unsignedIpas,
        idempotencyKey,
        body: source.kind === 'file'
            ? { kind: 'file', fields: [], file: { field: 'unsigned_ipa[source]', ...source } }
            : { kind: 'json', value: { unsigned_ipa: { remote_source_url: source.url } } }
    }),
    deleteUnsignedIpa: (id) => ({
        method: 'DELETE',
        path: pathTo(Routes.unsignedIpa, id),
        id: { value: id, of: 'stored unsigned IPA' }
    }),
    submitSignedIpa({ source, teamId, notifyEmails, idempotencyKey }) {
        const emails = notifyEmails.length > 0 ? notifyEmails.join(',') : undefined;
        if (source.kind === 'url') {
            const signedIpa = { remote_source_url: source.url, notify_emails: emails };
            return {
                method: 'POST',
                path: Routes.signedIpas,
                idempotencyKey,
                body: { kind: 'json', value: { signed_ipa: signedIpa, team_id: teamId } }
            };
        }
        // In the order the service documents them.
        const fields = [{ name: 'team_id', value: String(teamId) }];
        if (emails)
            fields.unshift({ name: 'signed_ipa[notify_emails]', value: emails });
        return {
            method: 'POST',
            path: Routes.signedIpas,
            idempotencyKey,
            body: { kind: 'file', fields, file: { field: 'signed_ipa[source]', ...source } }
        };
    },
    getSubmission: (id) => ({
        method: 'GET',
        path: pathTo(Routes.signedIpa, id),
        id: { value: id, of: 'submission' }
    }),
    listSubmissions: () => ({ method: 'GET', path: Routes.signedIpas }),
    getAnalytics(appId, date, countries) {
        const query = { timestamp: date };
        if (countries.length > 0)
            query.country_iso_codes = `[${countries.map(c => `"${c}"`).join(',')}]`;
        return {
            method: 'GET',
            path: pathTo(Routes.appAnalytics, appId),
            id: { value: appId, of: 'app' },
            query,
            maxResponseBytes: ANALYTICS_MAX_RESPONSE_BYTES,
            about: `day ${date}`,
            // The specification names this endpoint's header `Authentication` (its examples use
            // `Authorization`): send both, so that a server built from either reading lets us in.
            alsoAuthentication: true
        };
    }
};
/** An id as one segment of a path, encoded; an id that cannot stay one is never sent. */
function segment(id) {
    const problem = (0,_path_segment_js__WEBPACK_IMPORTED_MODULE_1__/* .pathSegmentProblem */ .i)(id);
    if (problem)
        throw new Error(`Not sent: the id '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(id, 100)}' is ${problem}.`);
    return encodeURIComponent(id);
}
/** The full URL of a request below the base URL. */
function requestUrl(baseUrl, request) {
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    return `${baseUrl}${request.path}${query}`;
}
/** The lines a dry run prints: the method, the URL and the body (no key, no URL query of an IPA). */
function describeRequest(baseUrl, request) {
    const lines = [`  ${request.method} ${requestUrl(baseUrl, request)}`];
    if (request.idempotencyKey)
        lines.push(`  Idempotency-Key: "${request.idempotencyKey}"`);
    const { body } = request;
    if (body?.kind === 'json') {
        // A pre-signed remote_source_url carries credentials in its query: never print them.
        const shown = JSON.stringify(body.value, (key, value) => key === 'remote_source_url' && typeof value === 'string' ? (0,_text_signed_url_js__WEBPACK_IMPORTED_MODULE_3__/* .shownUrl */ .zA)(value) : value);
        lines.push('  Content-Type: application/json', `  ${shown}`);
    }
    else if (body?.kind === 'file') {
        lines.push('  Content-Type: multipart/form-data');
        for (const field of body.fields)
            lines.push(`  part ${field.name}: ${field.value}`);
        const { field, path: file, size } = body.file;
        lines.push(`  part ${field}: ${node_path__WEBPACK_IMPORTED_MODULE_0__.basename(file)} (${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatBytes */ .z3)(size)})`);
    }
    return lines;
}


/***/ }),

/***/ 1522:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  n$: () => (/* reexport */ ANSWER_NOT_TAKEN),
  dF: () => (/* reexport */ DEFAULT_MAX_RETRY_DELAY_MS),
  ky: () => (/* reexport */ DEFAULT_RETRY_BASE_DELAY_MS),
  Z9: () => (/* reexport */ NO_TIME_FOR_A_RETRY),
  vR: () => (/* reexport */ Pause),
  k7: () => (/* reexport */ RATE_LIMIT_PATIENCE_MS),
  Eh: () => (/* reexport */ RateLimitHolds),
  mB: () => (/* reexport */ askedDelayMs),
  T_: () => (/* reexport */ isRateLimitHold),
  oJ: () => (/* reexport */ isSuccess),
  Dm: () => (/* reexport */ isTransientStatus),
  S4: () => (/* reexport */ judge),
  LR: () => (/* reexport */ mayHaveActed),
  nj: () => (/* reexport */ nextAttempt),
  a2: () => (/* reexport */ retryDelay),
  CH: () => (/* reexport */ stopsEveryRequest)
});

// UNUSED EXPORTS: TURN_SPACING_MS, delayText, retryAfterMs

;// CONCATENATED MODULE: ./src/service/retry/delay.ts
/**
 * How long a retry waits: the backoff, growing and jittered, and the Retry-After a 429 or a 503 asks
 * for, each bounded (see retryDelay).
 */
/** The longest retry delay outside a wait (see TransportOptions.maxRetryDelayMs). */
const DEFAULT_MAX_RETRY_DELAY_MS = 60_000;
/** The first retry's backoff, doubled at each retry after it. */
const DEFAULT_RETRY_BASE_DELAY_MS = 1_000;
/** Seconds, or an HTTP date; undefined when neither (a negative number, garbage). */
function retryAfterMs(value, now = Date.now()) {
    if (!value)
        return undefined;
    const text = value.trim();
    // Twelve digits are 30,000 years: anything longer is as good as never.
    if (/^\d+$/.test(text))
        return text.length > 12 ? Number.MAX_SAFE_INTEGER : Number(text) * 1000;
    // Date.parse takes nearly anything; an HTTP date starts with the day's name.
    const date = /^[A-Za-z]/.test(text) ? Date.parse(text) : NaN;
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/** The delay a 429 or a 503 asks for with Retry-After; undefined for any other answer, or none. */
function askedDelayMs(answer, now = Date.now()) {
    if (answer.status !== 429 && answer.status !== 503)
        return undefined;
    return retryAfterMs(headerText(answer.headers['retry-after']), now);
}
/** Why a retry is not sent: the waiting would be over by the time it could go. */
const NO_TIME_FOR_A_RETRY = 'the waiting would end before the next attempt';
/**
 * The delay before attempt `retry + 1`: a Retry-After (of a 429 or 503) if there is one, else a
 * growing, jittered backoff capped at `capMs`. With a deadline (a status poll), no delay that passes
 * it is taken; without one, a Retry-After longer than `capMs` is not waited for.
 */
function retryDelay({ retry, askedMs: asked, capMs, baseMs, deadline, now = Date.now(), random = Math.random }) {
    const left = deadline === undefined ? undefined : deadline - now;
    if (asked !== undefined) {
        const ask = `the service asked to be sent this again in ${delayText(asked)} (Retry-After)`;
        if (left !== undefined && asked > left)
            return { refused: `${ask}, after the waiting ends` };
        if (left === undefined && asked > capMs) {
            return {
                refused: `${ask}, longer than the ${delayText(capMs)} waited at most between attempts`
            };
        }
        return { ms: Math.round(asked) };
    }
    const backoff = Math.round(Math.min(Math.max(0, baseMs * 2 ** (retry - 1) * (0.5 + random())), capMs));
    if (left !== undefined && backoff > left) {
        return { refused: NO_TIME_FOR_A_RETRY };
    }
    return { ms: backoff };
}
function headerText(value) {
    return Array.isArray(value) ? value[0] : value;
}
/** `45 s`, `3 min`, `24 h`: a delay in a message. */
function delayText(ms) {
    const seconds = Math.round(ms / 1000);
    if (seconds < 120)
        return `${seconds} s`;
    if (seconds < 2 * 3600)
        return `${Math.round(seconds / 60)} min`;
    return `${Math.round(seconds / 3600)} h`;
}

;// CONCATENATED MODULE: ./src/service/retry/pause.ts
/**
 * How far apart the attempts a pause held go once it ends. One second: the unit Retry-After counts
 * in, so a service that has just said it is busy gets them back at most one a second, not all in
 * the instant it named; the few creates and polls of a fleet in flight (N) are all back within
 * N − 1 s of the end, little beside a pause that is itself counted in seconds.
 */
const TURN_SPACING_MS = 1_000;
/**
 * What the service asked of all requests. A 429, or a 503 with Retry-After, to any request of a
 * transport pauses every attempt of it until then: the requests of a fleet share one transport, and
 * sending the others on to a service that said it is busy would only earn more of them. Once the
 * pause ends, the attempts it held, and those the service put off itself, go one at a time,
 * TURN_SPACING_MS apart, not in a burst. An attempt that no pause holds is never delayed. Times are
 * absolute (epoch ms), so an attempt that already waited for a time is not made to wait for it twice.
 */
class Pause {
    sleep;
    capMs;
    /** When the pause ends; in the past when there is none. */
    until = 0;
    /** The earliest the next held attempt may go. */
    nextTurn = 0;
    constructor(sleep, 
    /** A longer Retry-After is not waited for (see retryDelay): it pauses nothing either. */
    capMs) {
        this.sleep = sleep;
        this.capMs = capMs;
    }
    /**
     * An answer asked to be sent again in `ms`: no attempt starts before then. `capMs`: the longest
     * such an answer is waited for (a rate limit's hold has its own: see rate-limit.ts).
     */
    ask(ms, now = Date.now(), capMs = this.capMs) {
        if (ms <= capMs)
            this.until = Math.max(this.until, now + ms);
    }
    /**
     * When an attempt that would start at `from` may start. One that would start in the pause, or that
     * the service put off itself (`putOff`: by a Retry-After of its own), is held and takes the next
     * turn; a turn at or after `lastEnd` is not taken (its attempt cannot start then: the caller says
     * so).
     */
    turn(from, { putOff = false, lastEnd = Infinity } = {}) {
        if (!putOff && from >= this.until)
            return from;
        const at = Math.max(this.until, this.nextTurn, from);
        if (at < lastEnd)
            this.nextTurn = at + TURN_SPACING_MS;
        return at;
    }
    /**
     * Waits from `now` (the time its caller has waited up to) until `at`, a time `turn` gave, then
     * again for any pause asked meanwhile; resolves with the time the attempt may start. It does not
     * wait for a time at or after `lastEnd`, nor once `signal` is aborted: its caller looks.
     */
    async wait(now, at, { lastEnd = Infinity, signal } = {}) {
        for (;;) {
            if (at >= lastEnd || signal?.aborted)
                return at;
            if (at > now)
                await this.sleep(at - now, signal);
            if (signal?.aborted)
                return at;
            const next = this.turn(at, { lastEnd });
            if (next === at)
                return at;
            now = at;
            at = next;
        }
    }
}

;// CONCATENATED MODULE: ./src/service/retry/rate-limit.ts

/**
 * The service's rate limit: a 429 with a Retry-After of a second or more holds every request of the
 * run until then (the Pause holds them; see pause.ts). How its waits count, decided here:
 * - not against `retries`: a hold is the service saying when to come back, not a failure, and it
 *   did nothing (verdict.ts), so the attempt after it keeps its number (nextAttempt). A fleet of 200
 *   apps that a limit holds many times goes on until each is through;
 * - against a bound of their own instead, RATE_LIMIT_PATIENCE_MS: a Retry-After longer than it is
 *   not waited for at all, and the run is held no longer than it without one answer getting through
 *   (a service that answers 429 for ever). The request then fails with the 429, the service's words,
 *   and why it was not sent again (heldTooLong: the hint is the adapter's advice);
 * - against a status poll's deadline as any wait is: the wait's end (`wait-timeout`) is the user's
 *   bound, and a hold that passes it is not taken (delay.ts).
 * A 429 with `Retry-After: 0`, or none, holds nothing: it is a retry as any other, counted.
 */
/** The longest the service's rate limit may hold the run without letting a request through. */
const RATE_LIMIT_PATIENCE_MS = 10 * 60_000;
/** A 429 that names when to come back, a second or more away: the service's rate limit holds the run. */
function isRateLimitHold({ status, retryAfterMs }) {
    return status === 429 && retryAfterMs !== undefined && retryAfterMs > 0;
}
/** The number of the attempt after `outcome`: a rate limit's hold does not count against `retries`. */
function nextAttempt(attempt, outcome) {
    return isRateLimitHold(outcome) ? attempt : attempt + 1;
}
/** The holds of one run, counted, and bounded by RATE_LIMIT_PATIENCE_MS. Times are epoch ms. */
class RateLimitHolds {
    patienceMs;
    until = 0;
    waits = 0;
    waitedMs = 0;
    /** When the run was first held since an answer last got through; undefined when none holds it. */
    heldSince;
    constructor(patienceMs = RATE_LIMIT_PATIENCE_MS) {
        this.patienceMs = patienceMs;
    }
    /** Why a hold of `ms` from `now` is not waited for; undefined when it is. */
    refusal(ms, now = Date.now()) {
        const patience = delayText(this.patienceMs);
        if (ms > this.patienceMs)
            return `the service's rate limit asked to hold the run for ${delayText(ms)} (Retry-After), longer than the ${patience} it is waited for at most`;
        const since = this.heldSince ?? now;
        if (now + ms - since <= this.patienceMs)
            return undefined;
        return `the service's rate limit has held the run for ${delayText(now - since)} without letting a request through, and asked for ${delayText(ms)} more (Retry-After): it is waited for ${patience} at most`;
    }
    /** A hold of `ms` from `now`, counted; true when it starts a hold (none was running). */
    hold(ms, now = Date.now()) {
        const starts = now >= this.until;
        if (starts)
            this.waits += 1;
        this.waitedMs += Math.max(0, now + ms - Math.max(this.until, now));
        this.until = Math.max(this.until, now + ms);
        this.heldSince ??= now;
        return starts;
    }
    /** An answer other than a hold came: the limit lets requests through. */
    through() {
        this.heldSince = undefined;
    }
    get counts() {
        return { waits: this.waits, waitedMs: this.waitedMs };
    }
}

// EXTERNAL MODULE: ./src/service/errors.ts
var errors = __nccwpck_require__(5756);
// EXTERNAL MODULE: ./src/service/transport-types.ts
var transport_types = __nccwpck_require__(5518);
;// CONCATENATED MODULE: ./src/service/retry/stops-everything.ts


/**
 * A failure no other request of the run can escape, so that a fleet stops sending at once rather
 * than earn the same failure for each IPA: the key refused (401, 403), or no service at the address
 * (refused, or a name that does not resolve). Anything else is one request's, and the others go on.
 */
function stopsEveryRequest(error) {
    if (error instanceof errors/* ServiceError */._7)
        return error.status === 401 || error.status === 403;
    return error instanceof transport_types/* TransportError */.w && ['ECONNREFUSED', 'ENOTFOUND'].includes(error.code);
}

;// CONCATENATED MODULE: ./src/service/retry/verdict.ts
/**
 * Whether a request that failed may be sent again, and whether it may have been carried out: decided
 * here, for the transport's retries of what does no harm twice (GET, DELETE), the status polls of a
 * wait, and the creates (POST) that only `exactly-once/` sends again.
 */
/**
 * Error codes after which the service cannot have answered, so that sending again may help.
 * Anything else (TLS trust, a bad URL or header, an unreadable body) would fail the same way again.
 */
const TRANSIENT_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'ECONNABORTED',
    'EPIPE',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'EHOSTDOWN',
    'ENETUNREACH',
    'ENETDOWN',
    'EADDRNOTAVAIL',
    'EAI_AGAIN',
    'ENOTFOUND',
    'ERR_STREAM_PREMATURE_CLOSE'
]);
/**
 * The answer's body could not be taken where the request said (its sink refused it: more than it
 * claimed, a full disk): the same answer would be refused again.
 */
const ANSWER_NOT_TAKEN = 'ERR_ANSWER_NOT_TAKEN';
function isTransientCode(code) {
    return TRANSIENT_CODES.has(code);
}
/** Statuses that say the service (or something before it) is busy or failed for now. */
function isTransientStatus(status) {
    // 501 and 505 say what the server cannot do, not that it is busy: sending again cannot help.
    if (status === 501 || status === 505)
        return false;
    return status === 408 || status === 429 || status >= 500;
}
function judge(outcome) {
    const transient = isTransient(outcome);
    if (outcome.method === 'POST' && mayHaveActed(outcome))
        return transient ? 'look-then-send-again' : 'in-doubt';
    if (transient)
        return 'send-again';
    return outcome.complete ? 'done' : 'final';
}
/**
 * Whether the service may have carried the request out although its answer says nothing of it: the
 * whole request went out, then no usable answer came (the connection failed, the answer broke off
 * or was not HTTP), or a transient status that does not say nothing was done (429, 408 and a 503
 * with Retry-After do).
 */
function mayHaveActed(outcome) {
    const { status, complete, sent } = outcome;
    if (!sent)
        return false;
    if (status === undefined)
        return true;
    if (!complete)
        return isSuccess(status) || isTransientStatus(status);
    return isTransientStatus(status) && !saysNothingWasDone(outcome);
}
/** A 429, a 408, or a 503 with Retry-After: the service put the request off without doing it. */
function saysNothingWasDone({ status, retryAfterMs }) {
    return status === 429 || status === 408 || (status === 503 && retryAfterMs !== undefined);
}
function isTransient({ method, status, complete, code }) {
    if (code === ANSWER_NOT_TAKEN)
        return false;
    if (status === undefined)
        return isTransientCode(code ?? '');
    if (complete)
        return isTransientStatus(status);
    // An answer that broke off: a GET is read again; anything else only when it may have been done.
    return method === 'GET' || isSuccess(status) || isTransientStatus(status);
}
function isSuccess(status) {
    return status !== undefined && status >= 200 && status < 300;
}

;// CONCATENATED MODULE: ./src/service/retry/index.ts
/**
 * The retry policy, in one place:
 * - what may be sent again, and what may have been carried out although no answer says so
 *   (verdict.ts: a GET or DELETE is resent; a create, only by `exactly-once/`, after a look);
 * - the budget (the `retries` input, counted by the transport) and how long each retry waits: the
 *   backoff, and the Retry-After a 429 or 503 asks for, each bounded (delay.ts);
 * - a 429, or a 503 with Retry-After, to one request pauses them all (pause.ts);
 * - the service's rate limit (a 429 with Retry-After): how its holds count against `retries` and
 *   the deadline, their own bound, and the run's count of them (rate-limit.ts);
 * - what stops a fleet at once, as no other request can escape it (stops-everything.ts).
 */







/***/ }),

/***/ 5518:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ TransportError)
/* harmony export */ });
/** A request that got no HTTP answer at all, after every allowed attempt. */
class TransportError extends Error {
    code;
    attempts;
    status;
    outcome;
    method;
    /** The URL asked for, without credentials or query. */
    url;
    /** When the proxy failed, not the service. */
    proxy;
    /** The answer kept coming, but too slowly: it was not complete within the request timeout. */
    tooSlow;
    /** What was wrong with TLS, when that is what failed. */
    tls;
    constructor(message, 
    /** ECONNREFUSED, ECONNRESET, ETIMEDOUT (stall watchdog or total), ENOTFOUND, HPE_… (not HTTP), ... */
    code, attempts, 
    /** The status of an answer that began, then broke off, for a request that changes something. */
    status, 
    /** How the last attempt ended, for a caller that decides whether to send a POST again. */
    outcome, { method, url, proxy, tooSlow = false, tls } = {}) {
        super(message);
        this.code = code;
        this.attempts = attempts;
        this.status = status;
        this.outcome = outcome;
        this.name = 'TransportError';
        this.method = method;
        this.url = url;
        this.proxy = proxy;
        this.tooSlow = tooSlow;
        this.tls = tls;
    }
}


/***/ }),

/***/ 7515:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ errorMessage)
/* harmony export */ });
/** The message of anything thrown; duck-typed, as errors from Node may come from another realm. */
function errorMessage(error) {
    if (typeof error === 'object' && error !== null && 'message' in error)
        return String(error.message);
    return String(error);
}


/***/ }),

/***/ 8488:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   qo: () => (/* binding */ clockTime),
/* harmony export */   vJ: () => (/* binding */ withArticle),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/** How sizes, durations and counts are written everywhere: the log, the summary and errors. */
function formatBytes(bytes) {
    const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    return unit === 0 ? `${bytes} bytes` : `${value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
}
/** `42s`, `3m 05s`, `1h 02m`. */
function formatDuration(ms) {
    const seconds = Math.max(0, Math.round(ms / 1000));
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
    return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}
/** Made on first use: loading ICU's number formats costs every start of the action some 10 ms. */
let numberFormat;
/** `1,234,567`; `12.5`: a count as people read it. */
function formatCount(value) {
    numberFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    return numberFormat.format(value);
}
/** `1 team`, `3 teams`; `plural(2, 'entry', 'entries')`. */
function plural(count, one, many = `${one}s`) {
    return `${count} ${count === 1 ? one : many}`;
}
/** `17:28:03 UTC`: a time of day in a message about the last minutes. */
function clockTime(at) {
    return at ? `${at.toISOString().slice(11, 19)} UTC` : 'an unknown time';
}
/** `an iOS`, `a watchOS`, `an ad hoc`: the indefinite article a name takes, by its first letter. */
function withArticle(name) {
    return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}


/***/ }),

/***/ 6590:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ix: () => (/* binding */ facts),
/* harmony export */   TM: () => (/* binding */ folded),
/* harmony export */   YF: () => (/* binding */ mdLink),
/* harmony export */   be: () => (/* binding */ mdMessage),
/* harmony export */   ii: () => (/* binding */ plainAlerts),
/* harmony export */   md: () => (/* binding */ md),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   xE: () => (/* binding */ alert),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* harmony import */ var _signed_url_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6627);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9209);


/** A markdown table whose cells are already safe markdown; long tables end with "and N more". */
function table(headers, rows, { limit = 50, left = false } = {}) {
    const shown = rows.slice(0, limit);
    const lines = [
        `| ${headers.join(' | ')} |`,
        `| ${headers.map(() => (left ? ':--' : '---')).join(' | ')} |`,
        ...shown.map(row => `| ${row.map(cell => cell || ' ').join(' | ')} |`)
    ];
    if (rows.length > shown.length)
        lines.push('', `… and ${rows.length - shown.length} more.`);
    return lines.join('\n');
}
/**
 * A two-column table of label and value, skipping empty values. The first pair is the header row,
 * so the table opens with what it is about (a table with an empty header shows a blank row).
 */
function facts(pairs) {
    const rows = pairs
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([label, value]) => [md(label), value]);
    if (rows.length === 0)
        return '';
    const [header, ...rest] = rows;
    // Left-aligned, so the heading fact lines up with the rest instead of sitting centred.
    return table(header, rest, { left: true });
}
/**
 * Markdown-safe text for a table cell or a line of the summary: no HTML, no links, no pipes, and
 * nothing GitHub would turn into a link by itself: that shows as code (see `withLinkablesAsCode`). Links the action means
 * to draw go through `mdLink`.
 */
function md(value, maxLength = 200) {
    const text = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(value === undefined || value === null ? '' : String(value), maxLength);
    return withLinkablesAsCode(text);
}
/**
 * A message of the action's own for the summary (a failure, a warning): as `md`, but what it writes
 * in backticks (`api-key: ${{ secrets.X }}`, `command: status`) shows as code, not as backticks. A
 * code span can hold no link, tag or emphasis, so text from the service quoted in the message stays
 * as harmless there as anywhere.
 */
function mdMessage(value, maxLength = 200) {
    const text = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(value === undefined || value === null ? '' : String(value), maxLength);
    return text
        .split(/(`[^`]+`)/)
        .map(part => /^`[^`]+`$/.test(part) ? mdCode(part.slice(1, -1), maxLength) : withLinkablesAsCode(part))
        .join('');
}
/** Text with nothing markdown or HTML would read: entities, tags, pipes, emphasis, links. */
function escaped(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/\|/g, '&#124;')
        .replace(/([\\`*_[\]~])/g, '\\$1');
}
/**
 * What GitHub would link by itself: `scheme://…`, `www.…`, and a word with `@` (an address, a
 * mention). A trailing full stop, comma or bracket is the sentence's, as GitHub reads it too.
 */
const LINKABLE = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s|`<>]*|[^\s|`<>@()[\]]*@[^\s|`<>]+/gi;
const TRAILING = /[.,;:!?'")\]]+$/;
/**
 * Escaped text whose linkable parts are inline code: a code span is never linked, by the parser or
 * by GitHub's later pass (mentions, addresses), and what a user copies from it is the text itself,
 * with no invisible character inside.
 */
function withLinkablesAsCode(text) {
    let out = '';
    let last = 0;
    for (const match of text.matchAll(LINKABLE)) {
        const linkable = match[0].replace(TRAILING, '');
        if (!linkable.includes('@') && !/[/.]./.test(linkable))
            continue;
        out += escaped(text.slice(last, match.index)) + `\`${linkable}\``;
        last = match.index + linkable.length;
    }
    return out + escaped(text.slice(last));
}
/** Inline code in markdown, for ids and hashes: backticks cannot close it early. */
function mdCode(value, maxLength = 200) {
    const text = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(String(value ?? ''), maxLength).replace(/`/g, "'");
    // No code span shows a pipe everywhere: a table cell needs `\|` (`&#124;` shows literally), which
    // shows its backslash outside tables, and after a `\` (`\\|`) ends the cell, shifting the row.
    // Plain text, where `&#124;` is a pipe in and out of tables, shows such values as they are.
    if (text.includes('|'))
        return md(text, maxLength);
    return text ? `\`${text}\`` : '';
}
/**
 * Link only to http(s) URLs; anything else is shown as text, and so is a URL that carries a secret
 * (a pre-signed query, credentials): its target would show it.
 */
function mdLink(label, url) {
    if (!url || (0,_signed_url_js__WEBPACK_IMPORTED_MODULE_1__/* .carriesSecret */ .Md)(url))
        return md(label);
    try {
        const parsed = new URL(url);
        if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
            return md(label);
        // The URL parser has percent-encoded it once already; what it leaves that would end the link
        // or break a table is encoded here, and nothing else is touched (a %2F stays a %2F).
        const target = parsed.href.replace(/[()|`\\<> ]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
        // Inside a link's text nothing is linked again: the label needs no defusing, only escaping.
        return `[${escaped((0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(label, 200))}](${target})`;
    }
    catch {
        return md(label);
    }
}
const ALERT_LABELS = { NOTE: 'ℹ️ Note', CAUTION: '⛔ Caution', WARNING: '⚠️ Warning' };
/**
 * The markdown with each GitHub alert's first line (`> [!WARNING]`) as a bold label, for a viewer
 * that knows no alerts (which shows the marker as it is): still a blockquote, its kind in words.
 */
function plainAlerts(markdown) {
    return markdown.replace(/^> \[!(NOTE|CAUTION|WARNING)\]$/gm, (_, kind) => `> **${ALERT_LABELS[kind]}**`);
}
/** A GitHub alert: a blockquote whose first line names its kind; its lines are markdown already. */
function alert(kind, lines) {
    return [`[!${kind}]`, ...lines].map(line => (line ? `> ${line}` : '>')).join('\n');
}
/**
 * A section folded under its title (GitHub renders `<details>`). The title is plain text: inside the
 * HTML of `<summary>` markdown is not drawn, so it is escaped as HTML. The body is any markdown, set
 * apart by blank lines so that its tables still render.
 */
function folded(title, body) {
    const text = (0,_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(title, 200).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
    return ['<details>', `<summary>${text}</summary>`, '', body, '', '</details>'].join('\n');
}


/***/ }),

/***/ 613:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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


/***/ }),

/***/ 6627:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K0: () => (/* binding */ secretPartsOf),
/* harmony export */   Md: () => (/* binding */ carriesSecret),
/* harmony export */   lH: () => (/* binding */ withSignedUrlsHidden),
/* harmony export */   ud: () => (/* binding */ secretPartsIn),
/* harmony export */   zA: () => (/* binding */ shownUrl)
/* harmony export */ });
/**
 * Pre-signed URLs: a URL whose query carries what lets anyone who holds it fetch the file (an S3
 * `X-Amz-Signature`, a Google `X-Goog-Signature`, an Azure SAS `sig`, a `token`, a `key`), or
 * whose user part carries a password. The one rule for every such URL, whether an input gave it or
 * the service sent it: the log and the summary show it without its query (`shownUrl`, and
 * `withSignedUrlsHidden` for free text); an output that carries it keeps it whole, and its secret
 * parts (`secretPartsIn`) are masked for the runner. A URL with neither shows whole.
 */
/** Vendors' families of signing parameters: every parameter of theirs marks the URL as signed. */
const SIGNING_FAMILY = /^x-(amz|goog)-/i;
/** Names of parameters that carry a credential themselves (whatever their case). */
const CREDENTIAL = /^sig$|signature|token|key|secret|credential|password|auth/i;
/**
 * Values shorter than this are not masked on their own, only as part of their whole query: the runner
 * would hide every chance occurrence of them in the log (a 4-digit `key` would blank out years).
 */
const MIN_MASKED_LENGTH = 8;
/** A URL in free text; a bounded scheme keeps the scan linear on any text. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]{0,31}:\/\/[^\s<>"'`]+/gi;
/** What usually follows a URL in a sentence rather than belongs to it. */
const TRAILING = /[.,;:!?)\]}]+$/;
/** Whether the URL carries a secret: a signing parameter in its query or fragment, or credentials. */
function carriesSecret(url) {
    const parts = rawParts(url);
    return parts.userinfo !== '' || isSigned(parts.query) || isSigned(parts.fragment);
}
/**
 * A URL as logs and summaries show it: whole, but for credentials (never shown); a signed one as
 * `scheme://host/path (query hidden)`, without its query and fragment.
 */
function shownUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return '(an invalid URL)';
    }
    const { query, fragment } = rawParts(url);
    if (isSigned(query) || isSigned(fragment))
        return `${parsed.protocol}//${parsed.host}${parsed.pathname} (query hidden)`;
    parsed.username = '';
    parsed.password = '';
    return parsed.href;
}
/** The text with every URL that carries a secret in its shown form (see `shownUrl`). */
function withSignedUrlsHidden(text) {
    if (!text.includes('://'))
        return text;
    return text.replace(URL_IN_TEXT, found => {
        const url = found.replace(TRAILING, '');
        return carriesSecret(url) ? `${shownUrl(url)}${found.slice(url.length)}` : found;
    });
}
/**
 * What the runner must mask of a URL, as written: its credentials and its signed query or fragment
 * whole, and on their own the values of the parameters that carry a credential (as written and
 * decoded), should one show apart from the rest. Nothing for a URL that carries no secret.
 */
function secretPartsOf(url) {
    const { userinfo, password, query, fragment } = rawParts(url);
    // A user name alone may be a word (`git@`): masked only when long enough to be a token.
    const parts = password || userinfo.length >= MIN_MASKED_LENGTH ? [userinfo] : [];
    if (password.length >= MIN_MASKED_LENGTH)
        parts.push(password, decoded(password));
    for (const signed of [query, fragment].filter(isSigned)) {
        parts.push(signed);
        for (const { name, value } of parameters(signed)) {
            if (CREDENTIAL.test(name) && value.length >= MIN_MASKED_LENGTH)
                parts.push(value, decoded(value));
        }
    }
    return [...new Set(parts.filter(Boolean))];
}
/** The secret parts (see `secretPartsOf`) of every URL in a value's strings, however deep. */
function secretPartsIn(value) {
    const parts = new Set();
    const pending = [value];
    while (pending.length > 0) {
        const node = pending.pop();
        if (typeof node === 'string') {
            if (!node.includes('://'))
                continue;
            for (const [found] of node.matchAll(URL_IN_TEXT))
                for (const part of secretPartsOf(found.replace(TRAILING, '')))
                    parts.add(part);
        }
        else if (typeof node === 'object' && node !== null) {
            for (const item of Array.isArray(node) ? node : Object.values(node))
                pending.push(item);
        }
    }
    return [...parts];
}
function isSigned(query) {
    return parameters(query).some(({ name }) => SIGNING_FAMILY.test(name) || CREDENTIAL.test(name));
}
function parameters(query) {
    if (query === '')
        return [];
    return query.split('&').map(pair => {
        const at = pair.indexOf('=');
        const name = decoded((at < 0 ? pair : pair.slice(0, at)).replace(/\+/g, ' '));
        return { name, value: at < 0 ? '' : pair.slice(at + 1) };
    });
}
function rawParts(url) {
    const hashAt = url.indexOf('#');
    const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
    const queryAt = beforeHash.indexOf('?');
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(beforeHash)?.[0] ?? '';
    const rest = (queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)).slice(scheme.length);
    const authority = scheme ? rest.split('/')[0] : '';
    const at = authority.lastIndexOf('@');
    const userinfo = at < 0 ? '' : authority.slice(0, at);
    const colon = userinfo.indexOf(':');
    return {
        userinfo,
        password: colon < 0 ? '' : userinfo.slice(colon + 1),
        query: queryAt < 0 ? '' : beforeHash.slice(queryAt + 1),
        fragment: hashAt < 0 ? '' : url.slice(hashAt + 1)
    };
}
function decoded(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}


/***/ }),

/***/ 9209:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $B: () => (/* binding */ neutraliseCommands),
/* harmony export */   Bv: () => (/* binding */ safeLines),
/* harmony export */   Dw: () => (/* binding */ jsonWithoutCommands),
/* harmony export */   Nt: () => (/* binding */ withoutSecret),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   ew: () => (/* binding */ withoutAnywhereCommands),
/* harmony export */   uS: () => (/* binding */ scrubberFor),
/* harmony export */   wG: () => (/* binding */ oneLineOfControls)
/* harmony export */ });
/* unused harmony export showsSecret */
/* harmony import */ var _signed_url_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6627);

/**
 * Text that comes from the service (or anything else we do not control) is untrusted: it must not be
 * able to start a workflow command in the log (a line beginning with `::`), spill over several lines,
 * break the summary's markdown, or show a pre-signed URL's query.
 */
const HTML_HINT = /<\s*(!doctype|html|head|body|title|h1|p|div|center)\b/i;
/**
 * Longest stretch of a text read for its words. The snippet shown is a few hundred characters, and
 * every pass below is linear in this length, so that no answer (a 1 MiB junk page) can stall the step.
 */
const MAX_READ = 256 * 1024;
/** One line of plain text: HTML reduced to its words, control characters and new lines folded. */
function oneLine(text, maxLength = 300) {
    let plain = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
    if (HTML_HINT.test(plain)) {
        const title = /<title\b[^<>]{0,200}>([^<]{0,500})<\/title\s*>/i.exec(plain)?.[1];
        const body = withoutElements(plain, ['script', 'style', 'head'])
            .replace(/<[^<>]*>/g, ' ')
            .replace(/&nbsp;/g, ' ')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&quot;/g, '"')
            .replace(/&#39;/g, "'")
            .replace(/&amp;/g, '&');
        plain = title && !body.includes(title.trim()) ? `${title} ${body}` : body;
    }
    // Control characters, line separators and bidi overrides (which could reorder the text around them).
    // eslint-disable-next-line no-control-regex
    plain = plain.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ');
    // Before it is cut: a URL cut short could lose the name of the parameter that signs it.
    plain = (0,_signed_url_js__WEBPACK_IMPORTED_MODULE_0__/* .withSignedUrlsHidden */ .lH)(plain.replace(/\s+/g, ' ').trim());
    if (plain.length > maxLength)
        plain = `${plain.slice(0, maxLength - 1).trimEnd()}…`;
    return neutraliseCommands(plain);
}
/**
 * The HTML without these elements and what they hold (an element never closed is left as it is).
 * Linear, so that no answer can stall the step: every search starts where the last one ended, and a
 * closing tag found missing once is not looked for again (a backtracking regex took minutes on a
 * page of open tags).
 */
function withoutElements(html, names) {
    const open = new RegExp(`<(${names.join('|')})\\b[^<>]*>`, 'gi');
    const neverClosed = new Set();
    let kept = '';
    let from = 0;
    for (let match = open.exec(html); match; match = open.exec(html)) {
        const name = match[1].toLowerCase();
        if (neverClosed.has(name))
            continue;
        const close = new RegExp(`</${name}\\s*>`, 'gi');
        close.lastIndex = open.lastIndex;
        if (!close.exec(html)) {
            neverClosed.add(name);
            continue;
        }
        kept += `${html.slice(from, match.index)} `;
        from = open.lastIndex = close.lastIndex;
    }
    return kept + html.slice(from);
}
/**
 * The text with each secret replaced by `***` wherever it shows: as it is, JSON-escaped (with `/` as
 * `\/` too), URL-encoded (upper- or lower-case hex) or base64 (at any alignment: a service that
 * echoes `Authorization: Bearer …` base64-encoded shifts the key within its 3-byte groups). The runner
 * masks secrets in its log, but only there: outputs, summaries and files have to be clean.
 */
function withoutSecret(text, secrets) {
    return scrubberFor(secrets).scrub(text);
}
/** Whether the text shows a secret in one of the forms `withoutSecret` replaces. */
function showsSecret(text, secrets) {
    return scrubberFor(secrets).shows(text);
}
/** Base64 stretches shorter than this are not looked for: too likely to occur by chance. */
const MIN_BASE64_CORE = 8;
let lastScrubber;
function scrubberFor(secrets) {
    const list = typeof secrets === 'string' ? [secrets] : secrets;
    const key = JSON.stringify(list);
    if (lastScrubber?.key === key)
        return lastScrubber.scrubber;
    const forms = secretForms(list);
    const scrubber = {
        scrub: text => {
            let result = text;
            for (const form of forms)
                if (result.includes(form))
                    result = result.split(form).join('***');
            return result;
        },
        shows: text => forms.some(form => text.includes(form))
    };
    lastScrubber = { key, scrubber };
    return scrubber;
}
function secretForms(secrets) {
    const forms = secrets
        .filter(secret => secret.length > 0)
        .flatMap(secret => {
        const escaped = JSON.stringify(secret).slice(1, -1);
        const encoded = encodeURIComponent(secret);
        return [
            secret,
            escaped,
            escaped.replace(/\//g, '\\/'),
            encoded,
            encoded.replace(/%[0-9A-F]{2}/g, hex => hex.toLowerCase()),
            ...base64Forms(secret)
        ];
    });
    // Longest first, so that no form is cut by a shorter one it contains.
    return [...new Set(forms)].sort((a, b) => b.length - a.length);
}
/**
 * The secret base64-encoded on its own (with its padding), and the characters that only its bytes
 * decide when 0, 1 or 2 other bytes come before it: whatever surrounds it, its encoding holds one.
 */
function base64Forms(secret) {
    const bytes = Buffer.from(secret);
    const forms = [bytes.toString('base64')];
    for (const offset of [0, 1, 2]) {
        const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
        const start = Math.ceil((offset * 8) / 6);
        const end = Math.floor(((offset + bytes.length) * 8) / 6);
        const core = encoded.slice(start, end);
        if (core.length >= MIN_BASE64_CORE)
            forms.push(core);
    }
    return forms;
}
/**
 * Breaks `::` and `##[` so that no line of the text can be read by the runner as a workflow command:
 * `::name::` counts at the start of a line, but the legacy `##[name]` anywhere in it (`##[set-output …]`
 * would set an output, `##[stop-commands]` silence the step's own commands), and Azure Pipelines'
 * `##vso[name]` anywhere in a line of stdout or stderr (`##vso[task.setvariable …]` would set a
 * variable of later steps, `##vso[task.prependpath]` their PATH). A `::` inside a URL
 * (`http://[::1]:8787`) is left whole, so that the URL still works when copied: a URL starts with
 * its scheme, so none of its `::` can start a line.
 */
function neutraliseCommands(text) {
    return withoutAnywhereCommands(text.replace(URL_OR_COLONS, found => (found === '::' ? ':\u200b:' : found)));
}
/** `##[` and `##vso[` broken, the commands a runner or an agent finds anywhere in a line. */
function withoutAnywhereCommands(text) {
    return text.replace(ANYWHERE_COMMAND, found => `##\u200b${found.slice(2)}`);
}
/**
 * A JSON document in which no line holds `##[` or `##vso[`, and which parses to the same value: such
 * a `#` can only be inside a string, where `\u0023` is the same character.
 */
function jsonWithoutCommands(json) {
    return json.replace(ANYWHERE_COMMAND, found => `\\u0023${found.slice(1)}`);
}
const ANYWHERE_COMMAND = /##(vso)?\[/gi;
/**
 * A value on one line, as a line of a log or of a dotenv file holds it: each run of line breaks and
 * other control characters (a terminal's escapes, GitLab's section markers begin with one) is a
 * space; a tab and everything else are kept.
 */
function oneLineOfControls(value) {
    // eslint-disable-next-line no-control-regex
    return value.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
}
/** A URL (its scheme, `//`, and what follows up to a space), or a `::` outside one. */
const URL_OR_COLONS = /\b[a-z][a-z0-9+.-]*:\/\/[^\s]*|::/gi;
/** Multi-line text safe for the log: every line neutralised, control characters dropped, signed URLs hidden. */
function safeLines(text) {
    return (text
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
        .split('\n')
        .map(line => neutraliseCommands((0,_signed_url_js__WEBPACK_IMPORTED_MODULE_0__/* .withSignedUrlsHidden */ .lH)(line)))
        .join('\n'));
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ }),

/***/ 8330:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"UU":"app-store-deploy","rE":"0.1.0","Jk":{"O":"git+https://github.com/your-org/app-store-deploy-action.git"}}');

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map
export const id = 911;
export const ids = [911];
export const modules = {

/***/ 7911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commandHelp: () => (/* binding */ commandHelp),
/* harmony export */   toolHelp: () => (/* binding */ toolHelp),
/* harmony export */   usage: () => (/* binding */ usage)
/* harmony export */ });
/* unused harmony export forTerminal */
/* harmony import */ var _commands_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4319);
/* harmony import */ var _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8213);
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5585);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7593);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8551);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3893);
/* harmony import */ var _platforms_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8139);
/* harmony import */ var _platforms_terminal_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6214);








/** The first lines of --help, and all a run without arguments prints (to stderr). */
function usage() {
    return [
        'Usage: app-store-deploy <command> [flags]',
        '',
        'Commands:',
        ..._commands_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .L.flatMap(c => wrapped(c.description, 14).map((line, i) => i === 0 ? `  ${c.name.padEnd(11)} ${line.trimStart()}` : line))
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
        ...wrapped(`It prints its outputs on stdout as APP_DEPLOY_<OUTPUT>=value lines. In ${ciNames()}, known by their variables, it also hands them on as that CI does (see docs/ci-platforms.md).`, 0),
        '',
        ...OPTIONS,
        '',
        'Exit codes:',
        ..._exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_CODES_HELP */ .cU.map(line => `  ${line}`)
    ].join('\n');
}
const OPTIONS = [
    'Options:',
    '  APP_DEPLOY_API_KEY     the service API key: a variable or a --dotenv line, never a flag',
    "                         (it would show in the shell's history and in the list of processes)",
    '  --api-key-file PATH    read the API key from a file instead (it wins over both)',
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
/** `app-store-deploy <command> --help`: its flags, each with its variable, default and description. */
function commandHelp(name) {
    if (!(0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .isCommand */ .y9)(name))
        return toolHelp();
    const command = _commands_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .L.find(c => c.name === name);
    const flags = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .flagsOf */ .Zo)(name).flatMap(input => {
        const declared = _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc[input];
        const spelled = declared.switch ? `--${input}, --no-${input}` : `--${input} VALUE`;
        const fallback = _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT_DEFAULTS */ .WJ[input] ? ` Default: ${_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT_DEFAULTS */ .WJ[input]}.` : '';
        const text = input === _inputs_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.DryRun ? command?.dryRun : (declared.cli ?? declared.description);
        return [
            `  ${spelled}  (${(0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .envName */ .pD)(input)})`,
            ...wrapped(`${forTerminal(text ?? '')}${fallback}`)
        ];
    });
    const secrets = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .secretsOf */ .Fj)(name)
        .filter(input => input !== _inputs_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.ApiKey)
        .flatMap(input => [
        `  ${(0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .envName */ .pD)(input)}  (a variable only: never a flag)`,
        ...wrapped(forTerminal(_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc[input].cli ?? _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc[input].description))
    ]);
    return [
        `Usage: app-store-deploy ${name} [flags]`,
        '',
        command?.description ?? '',
        '',
        'Flags:',
        ...flags,
        ...(secrets.length ? ['', 'Secrets:', ...secrets] : []),
        '',
        ...OPTIONS,
        '',
        'stdout: each output that was set, as APP_DEPLOY_<OUTPUT>=value (a dotenv file, which --dotenv',
        'reads), or with --json one JSON document. stderr: the log.',
        '',
        'Exit codes:',
        ..._exit_codes_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_CODES_HELP */ .cU.map(line => `  ${line}`)
    ].join('\n');
}
/**
 * A declaration's words as a terminal shows them: a code span naming an input becomes its flag (or,
 * for a secret, its variable), other code spans lose their backticks.
 */
function forTerminal(text) {
    return text.replace(/`([^`]*)`/g, (_, code) => {
        if (!Object.hasOwn(_inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUTS */ .mc, code) || code === _inputs_names_js__WEBPACK_IMPORTED_MODULE_2__/* .Inputs */ .G0.Command)
            return code;
        const input = code;
        return _inputs_declared_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .SECRET_INPUTS */ .pH.includes(input) ? (0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .envName */ .pD)(input) : `--${input}`;
    });
}
/** Text in lines of at most 100 characters, indented under its flag. */
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
/** The CIs the tool knows, by their modules' names: `GitHub Actions, GitLab CI, … and CircleCI`. */
function ciNames() {
    const names = _platforms_index_js__WEBPACK_IMPORTED_MODULE_6__/* .PLATFORMS */ .P.filter(platform => platform !== _platforms_terminal_js__WEBPACK_IMPORTED_MODULE_7__/* .terminal */ .F).map(platform => platform.name);
    return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}


/***/ }),

/***/ 8139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  P: () => (/* binding */ PLATFORMS),
  t: () => (/* binding */ platformOf)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
// EXTERNAL MODULE: ./src/platforms/terminal.ts
var terminal = __webpack_require__(6214);
;// CONCATENATED MODULE: ./src/platforms/azure-pipelines.ts







/**
 * Azure Pipelines (`TF_BUILD=True`), from a `script:` step. Its agent reads a logging command
 * anywhere in a line of stdout or stderr, one command a line (microsoft/azure-pipelines-agent at
 * 42bde98, August 2026: src/Microsoft.VisualStudio.Services.Agent/Command.cs, TryParse:
 * `message.IndexOf("##vso[")` on line 43, the first `]` after it ends the command on line 50, the
 * rest of the line is its data on line 95; src/Agent.Worker/Handlers/NodeHandler.cs, lines 226-227,
 * gives it both streams), so each line here is one command of ours, its properties and data escaped
 * (see `escapeForAgent`), and text of the log goes through `neutraliseCommands` once more.
 */
const azurePipelines = {
    name: 'Azure Pipelines',
    detect: env => env.TF_BUILD?.toLowerCase() === 'true',
    run: env => {
        const buildId = env.BUILD_BUILDID || undefined;
        const collection = (env.SYSTEM_COLLECTIONURI ?? '').replace(/\/*$/, '/');
        const project = env.SYSTEM_TEAMPROJECT ?? '';
        const attempt = Number.parseInt(env.SYSTEM_JOBATTEMPT ?? '', 10);
        return {
            ...terminal/* terminal */.F.run({}),
            sha: env.BUILD_SOURCEVERSION || undefined,
            ref: env.BUILD_SOURCEBRANCH || undefined,
            workflow: env.BUILD_DEFINITIONNAME || undefined,
            runNumber: env.BUILD_BUILDNUMBER || undefined,
            runUrl: buildId && collection !== '/' && project
                ? `${collection}${encodeURIComponent(project)}/_build/results?buildId=${buildId}`
                : undefined,
            // "Rerun failed jobs" keeps the build and the job's identifier, and counts the attempt up:
            // the build of an organisation's project ties a retry to its release, as a GitHub run does.
            pipeline: buildId
                ? {
                    ci: 'Azure Pipelines',
                    // The UI's word: the pipeline's "Runs", and "Rerun failed jobs" on a run's page.
                    word: 'run',
                    id: `build ${collection}${project}#${buildId}`,
                    job: env.SYSTEM_JOBIDENTIFIER || env.SYSTEM_JOBNAME || undefined,
                    attempt: attempt >= 1 ? attempt : undefined
                }
                : undefined
        };
    },
    // "Enable system diagnostics" when a run is queued, or the variable system.debug.
    debug: env => env.SYSTEM_DEBUG?.toLowerCase() === 'true',
    // Reports in the staging folder, where a pipeline publishes what it keeps from (emptied at each
    // new run, kept through the job's steps); parts in the agent's temp folder, emptied after the job.
    folders: env => {
        const scratch = env.AGENT_TEMPDIRECTORY || external_node_os_.tmpdir();
        const reports = env.BUILD_ARTIFACTSTAGINGDIRECTORY || scratch;
        const keep = 'They are on the agent only: keep them with a `PublishPipelineArtifact@1` step (its targetPath `$(Build.ArtifactStagingDirectory)`).';
        return { reports, scratch, keep };
    },
    words: {
        output: name => `the ${(0,names/* envName */.pD)(name)} output variable`,
        handedOn: (input, output) => `${(0,names/* envName */.pD)(output)}, which the later steps of this job have (a later job maps ${(0,names/* envName */.pD)(input)}: $[ dependencies.<job>.outputs['<step>.${(0,names/* envName */.pD)(output)}'] ])`
    },
    logLine: (kind, text, env) => logLine(kind, text, env),
    group: {
        open: title => `##[group]${oneLogLine(title)}`,
        close: '##[endgroup]'
    },
    mask: (value, io) => io.command(`##vso[task.setsecret]${escapeForAgent(value, io.env)}`),
    handOn: (outputs, io) => {
        for (const output of outputs)
            for (const line of setVariableLines(output, io.env))
                io.command(line);
        return [];
    },
    summary: {
        // Its summary tab shows a GitHub alert's marker as text.
        markdown: markdown/* plainAlerts */.ii,
        // A folder of the run's own: the agent uploads the file after the command, and names the
        // summary's tab after the file.
        file: (env, title) => external_node_path_.join(env.AGENT_TEMPDIRECTORY || external_node_os_.tmpdir(), `app-store-deploy-${(0,external_node_crypto_.randomUUID)().slice(0, 8)}`, 
        // The tab's name: the command's title (ours, a few words), as a file may be named.
        `${(title ?? '').replace(/[^\w .-]+/g, ' ').trim() || 'app-store-deploy'}.md`),
        attach: (file, io) => io.command(`##vso[task.uploadsummary]${escapeForAgent(file, io.env)}`)
    }
};
/**
 * A value as the agent gives it back from a property or the data of a command: it unescapes
 * `%3B` `;`, `%0D` `\r`, `%0A` `\n` and `%5D` `]` in both, then `%AZP25` `%`
 * (src/Agent.Sdk/CommandStringConvertor.cs, Unescape, lines 32-60; Command.cs lines 90 and 95),
 * the last unless the job's DECODE_PERCENTS is false (on by default: src/Agent.Sdk/Knob/AgentKnobs.cs,
 * DecodePercents). So `%` is escaped first, as the agent's own Escape does: a `%3B` the service
 * wrote comes back as `%3B`, not `;`. A `]` or `;` escaped can end neither the command nor a
 * property; a `\r` or `\n` escaped cannot end the line (the agent reads lines with .NET's
 * ReadLine, src/Agent.Sdk/ProcessInvoker.cs line 549, which ends one at either), so no text starts
 * a command of its own. The official SDK (microsoft/azure-pipelines-task-lib, node/taskcommand.ts,
 * `escape` and `escapedata`) escapes a property so, and data only for `%` and line breaks; the data
 * here gets all five, which the agent undoes alike, so that no value shows a whole `##vso[…]`.
 */
function escapeForAgent(value, env = {}) {
    const percents = !/^(false|0|\$false)$/i.test(env.DECODE_PERCENTS?.trim() ?? '');
    return (percents ? value.replace(/%/g, '%AZP25') : value)
        .replace(/;/g, '%3B')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/]/g, '%5D');
}
/**
 * An output for the later jobs (`isoutput=true`: `dependencies.<job>.outputs['<step>.NAME']`, and
 * `$(<step>.NAME)` in later steps), and the same as a variable of the job, which its later steps
 * have in their environment as NAME: a `status` step after `submit` reads APP_DEPLOY_SUBMISSION_ID
 * with nothing mapped. Not an output its own command reads (submit's team id), which would steer
 * the job's next run of that command. A secret one is set as a secret (the agent masks it, and maps
 * it into no step's environment by itself).
 */
function setVariableLines(output, env = {}) {
    const name = escapeForAgent((0,names/* envName */.pD)(output.name), env);
    const secret = output.secret ? ';issecret=true' : '';
    const data = escapeForAgent(output.value, env);
    const forLaterJobs = `##vso[task.setvariable variable=${name};isoutput=true${secret}]${data}`;
    if (output.readByItsCommand)
        return [forLaterJobs];
    return [forLaterJobs, `##vso[task.setvariable variable=${name}${secret}]${data}`];
}
/**
 * A line of the log, as the agent marks it: errors and warnings as issues of the run
 * (`task.logissue`, listed on the run's page; a message of several lines kept whole, escaped),
 * debug and other lines as formatting commands (`##[debug]`), which the agent does not parse: one
 * marked line for each line of the text.
 */
function logLine(kind, text, env = {}) {
    const safe = (0,untrusted/* neutraliseCommands */.$B)(text);
    if (kind === 'error' || kind === 'warning')
        return `##vso[task.logissue type=${kind}]${escapeForAgent(safe, env)}`;
    const prefix = kind === 'debug' ? '##[debug]' : '';
    return safe
        .split(/\r\n|\r|\n/)
        .map(line => `${prefix}${line}`)
        .join('\n');
}
/** A title on one line, no command in it. */
function oneLogLine(text) {
    return (0,untrusted/* neutraliseCommands */.$B)(text.replace(/[\r\n]+/g, ' '));
}

// EXTERNAL MODULE: ./src/text/error-message.ts
var error_message = __webpack_require__(7515);
;// CONCATENATED MODULE: ./src/platforms/variables.ts

/**
 * How messages name an output where the CI makes each one a variable of the steps after this one
 * (Bitrise's envman, CircleCI's `$BASH_ENV`): a later run of the tool reads its inputs from those
 * variables by itself, as it reads the lines of --dotenv.
 */
const STEP_VARIABLES = {
    output: name => variableOf(name),
    handedOn: (_, output) => `${variableOf(output)}, which the steps after this one have`
};
function variableOf(name) {
    return `the ${(0,names/* envName */.pD)(name)} variable`;
}
/**
 * The outputs the job's later steps get as variables: not one its own command reads (submit's
 * team-id, status's submission-id), which would steer the job's next run of that command (another
 * app's submit, sent to this one's team). Stdout's lines still hold every output.
 */
function forLaterSteps(outputs) {
    return outputs.filter(output => !output.readByItsCommand);
}

;// CONCATENATED MODULE: ./src/platforms/bitrise.ts






/** The summary's name in the deploy folder, when --summary-file names none. */
const BITRISE_SUMMARY = 'app-store-deploy-summary.md';
/**
 * Bitrise: the outputs become variables of the later steps through `envman add`, the summary and the
 * reports go to `$BITRISE_DEPLOY_DIR`, whose files the "Deploy to Bitrise.io" step makes the build's
 * artifacts. A rebuild is a new build (a new number, a new slug): nothing of the run ties a release
 * to the build it repeats, only --release-id does; the build's page is the run's link.
 */
const bitrise = {
    ...terminal/* terminal */.F,
    name: 'Bitrise',
    detect: env => env.BITRISE_IO === 'true',
    run: env => {
        const run = terminal/* terminal */.F.run(env);
        return { ...run, runUrl: run.runUrl ?? (env.BITRISE_BUILD_URL || undefined) };
    },
    folders: env => {
        const deployDir = env.BITRISE_DEPLOY_DIR;
        if (!deployDir)
            return terminal/* terminal */.F.folders(env);
        // Parts on the way stay out of the deploy folder: everything in it becomes an artifact.
        const keep = 'They become the build\'s artifacts when a "Deploy to Bitrise.io" step runs after this one.';
        return { reports: deployDir, scratch: terminal/* terminal */.F.folders(env).scratch, keep };
    },
    words: STEP_VARIABLES,
    summary: { file: summaryFile },
    handOn: handOnWithEnvman,
    // envman's --sensitive hides a value from the later steps' logs, not from this one's.
    logsStdout: true
};
function summaryFile(env) {
    return env.BITRISE_DEPLOY_DIR ? external_node_path_.join(env.BITRISE_DEPLOY_DIR, BITRISE_SUMMARY) : undefined;
}
/**
 * envman's arguments for one output, whose value is in `file`. From envman's source (cli/add.go,
 * cli/flags.go, env/expand.go of bitrise-io/envman, read 2026-11-27):
 * - `--valuefile`: the value is read from the file as it is, so nothing in it is an argument to parse
 *   (a leading `-`), no length meets the arguments' limit, and a secret never shows in a process
 *   list; `--value` and stdin are the other ways in (stdin is read only from a pipe when the value
 *   is empty: the tool gives none).
 * - `--no-expand`: without it, the steps after this one get the value through Go's `os.Expand`, so
 *   `$HOME` or `${X}` in the service's text would become another variable's value.
 * - `--sensitive`: Bitrise's CLI redacts the value from the later steps' logs, as it does its
 *   secrets (`getSensitiveEnvs`, cli/run_util.go of bitrise-io/bitrise).
 * envman refuses a value over 256 KB and a store over 256 KB in all (`env_bytes_limit_in_kb`,
 * envman/configs.go), with a message that says so.
 */
function envmanArgs(name, file, secret) {
    const args = ['add', '--key', (0,names/* envName */.pD)(name), '--valuefile', file, '--no-expand'];
    return secret ? [...args, '--sensitive'] : args;
}
/**
 * Hands each output to envman, as its own program (never through a shell). A first failure (envman
 * missing, broken, or hung) stops it; a later one (a value envman refuses) skips that output. Either
 * way, one warning: the release itself does not fail for it, and stdout still has every output.
 */
function handOnWithEnvman(outputs, io) {
    const missed = [];
    let reason;
    for (const [index, output] of forLaterSteps(outputs).entries()) {
        const failed = giveEnvman(output, io);
        if (!failed)
            continue;
        reason ??= /^spawnSync envman ENOENT/.test(failed) ? 'envman is not on PATH' : (0,untrusted/* oneLine */.TN)(failed);
        if (index === 0)
            return [notHandedOn('the outputs', 'them as variables', reason)];
        missed.push((0,names/* envName */.pD)(output.name));
    }
    if (missed.length === 0)
        return [];
    return [
        notHandedOn(missed.join(', '), missed.length === 1 ? 'it as a variable' : 'them as variables', reason ?? '')
    ];
}
/** What went wrong handing one output to envman, if anything (its value file too: a full disk). */
function giveEnvman(output, io) {
    try {
        return io.withPrivateFile(output.value, file => io.runProgram('envman', envmanArgs(output.name, file, output.secret)));
    }
    catch (error) {
        return (0,error_message/* errorMessage */.g)(error);
    }
}
function notHandedOn(what, pronoun, reason) {
    return `envman could not take ${what} (${reason}): the steps after this one do not have ${pronoun}. The APP_DEPLOY_… lines this step printed on stdout still carry every output: give them to envman yourself, or read them from a file the step wrote them to.`;
}

;// CONCATENATED MODULE: ./src/platforms/circleci.ts




/**
 * CircleCI: a workflow rerun from failed keeps its workspace id, which ties a release. The outputs
 * become variables of the job's later steps through `$BASH_ENV`, the file CircleCI's bash sources
 * before each step: it has no other way for a step to hand a value on, nor a way to mask one.
 */
const circleci = {
    ...terminal/* terminal */.F,
    name: 'CircleCI',
    detect: env => Boolean(env.CIRCLECI),
    run: env => ({
        ...terminal/* terminal */.F.run(env),
        pipeline: env.CIRCLE_WORKFLOW_WORKSPACE_ID
            ? {
                ci: 'CircleCI',
                word: 'workflow',
                id: `workflow workspace ${env.CIRCLE_WORKFLOW_WORKSPACE_ID}`,
                job: env.CIRCLE_JOB || undefined
            }
            : undefined
    }),
    words: STEP_VARIABLES,
    handOn: appendToBashEnv,
    // CircleCI masks only its project's variables, never a value a step makes.
    logsStdout: true
};
/**
 * A value as bash reads it back exactly, running nothing: in single quotes nothing is special (no
 * `$`, backtick or `\`, a new line kept), and a `'` closes them, is escaped, and opens them again.
 * A NUL cannot be in a variable (bash would drop it): it is left out.
 */
function bashQuoted(value) {
    return `'${value.replace(/\0/g, '').replace(/'/g, `'\\''`)}'`;
}
function appendToBashEnv(all, io) {
    const outputs = forLaterSteps(all);
    if (outputs.length === 0)
        return [];
    const file = io.env.BASH_ENV;
    const stdout = 'The APP_DEPLOY_… lines this step printed on stdout still carry every output: append them to a file the later steps read.';
    if (!file)
        return [`BASH_ENV is not set, so the steps after this one do not get the outputs. ${stdout}`];
    // A new line first: a step before may have left the file without one at its end.
    const lines = outputs.map(({ name, value }) => `export ${(0,names/* envName */.pD)(name)}=${bashQuoted(value)}\n`);
    try {
        io.appendFile(file, `\n${lines.join('')}`);
        return [];
    }
    catch (error) {
        return [`Could not append the outputs to BASH_ENV (${file}): ${(0,error_message/* errorMessage */.g)(error)}. ${stdout}`];
    }
}

// EXTERNAL MODULE: ./src/platforms/github.ts
var github = __webpack_require__(6473);
;// CONCATENATED MODULE: ./src/platforms/gitlab.ts


/**
 * GitLab CI: the dotenv lines the tool prints become a `dotenv` report, which GitLab reads itself
 * (one NAME=value a line, no quotes) and gives the later jobs as variables. A retried job keeps its
 * pipeline, which ties a release.
 */
const gitlab = {
    ...terminal/* terminal */.F,
    // GitLab reads a report's line itself (`/^(.*?)=(.*)$/`, both sides stripped, in
    // Ci::ParseDotenvArtifactService): no shell and no log parser, so the value is written as the
    // service wrote it, its `::` and `##vso[` whole. A line break cannot be carried (a line without
    // `=` makes GitLab refuse the whole report): line breaks and other control characters become a
    // space, the least it can lose. GitLab keeps the values as variables that its runner expands in
    // the later jobs (gitlab-org/gitlab#390115): `$HOME` in the service's text would become the job's
    // home, and `$CI_JOB_TOKEN` the token. `$$` is GitLab's literal `$`.
    dotenv: {
        write: value => (0,untrusted/* oneLineOfControls */.wG)(value).replace(/\$/g, '$$$$'),
        read: value => value.replace(/\$\$/g, '$')
    },
    name: 'GitLab CI',
    detect: env => Boolean(env.GITLAB_CI),
    run: env => ({
        ...terminal/* terminal */.F.run(env),
        pipeline: env.CI_PIPELINE_ID
            ? {
                ci: 'GitLab CI',
                word: 'pipeline',
                id: `pipeline ${env.CI_PROJECT_PATH ?? ''}#${env.CI_PIPELINE_ID}`,
                job: env.CI_JOB_NAME || undefined
            }
            : undefined
    })
};

;// CONCATENATED MODULE: ./src/platforms/index.ts






/**
 * The platforms the tool knows, the first that detects itself being the one it runs in; a terminal
 * last, for anything else. A new platform is one module added here (CONTRIBUTING.md).
 */
const PLATFORMS = [
    github/* github */.M,
    gitlab,
    circleci,
    azurePipelines,
    bitrise,
    terminal/* terminal */.F
];
function platformOf(env) {
    return PLATFORMS.find(platform => platform.detect(env)) ?? terminal/* terminal */.F;
}


/***/ })

};

//# sourceMappingURL=911.index.js.map
export const id = 139;
export const ids = [139];
export const modules = {

/***/ 6473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ github),
/* harmony export */   pV: () => (/* binding */ githubRun)
/* harmony export */ });
/* unused harmony exports GITHUB_LIMITS, commandData, outputBlock, withinBytes */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8488);



const GITHUB_LIMITS = {
    /**
     * Annotations shown of each kind (error, warning, notice) per step; the rest are dropped without a
     * word, and 50 per job ("Limitations" in
     * https://github.com/actions/toolkit/blob/main/docs/problem-matchers.md, read 2026-11-27). The
     * job's 50 are shared with steps this one cannot see: each step keeps to its 10.
     */
    annotationsPerKind: 10,
    /** A step summary larger than this is refused ("supports content up to 1024k"). */
    summaryBytes: 1024 * 1024
};
/**
 * GitHub Actions, where the action runs (its side of the runner, files and commands, is in
 * src/action/) and the tool runs in `run:` steps: a step's run from the runner's variables, as
 * @actions/github's context reads them (that context also reads the event payload file, which
 * nothing here needs). The tool's log
 * stays plain lines there, no annotation (the action's are folded to GitHub's caps); its outputs
 * are the step's outputs (`steps.<id>.outputs.submission-id`), its summary the step's summary, and
 * a secret it learns (a pre-signed URL's query) is masked in the log of the job's later steps.
 */
const github = {
    name: 'GitHub Actions',
    detect: env => env.GITHUB_ACTIONS === 'true',
    // The action's inputs (INPUT_*) and what the runner gives it (ACTIONS_*) too.
    variables: ['GITHUB_', 'RUNNER_', 'ACTIONS_', 'INPUT_'],
    run: githubRun,
    // The runner's folder of this job: the next steps find a report there, and it is emptied after.
    folders: env => {
        const folder = env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir();
        const keep = 'They are on the runner only: keep them with `actions/upload-artifact`.';
        return { reports: folder, scratch: folder, keep };
    },
    words: {
        output: name => `the ${name} output`,
        handedOn: (input, output) => `--${input} "\${{ steps.<id>.outputs.${output} }}"`
    },
    // The runner reads workflow commands on stderr as on stdout; stdout is the tool's result.
    mask: (value, io) => io.command(`::add-mask::${commandData(value)}`),
    handOn: toStepOutputs,
    summary: { write: toStepSummary }
};
/**
 * A workflow command's data, as @actions/core's `escapeData` writes it (the runner undoes `%25`,
 * `%0D`, `%0A`): a value of several lines stays one command.
 */
function commandData(value) {
    return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** One output as the runner reads `GITHUB_OUTPUT`: `name<<delimiter`, the value, the delimiter. */
function outputBlock(name, value) {
    let delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    // The runner ends the value at the first line that is the delimiter: one the value holds is drawn again.
    while (value.includes(delimiter))
        delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
}
/**
 * Each output, as the service wrote it, appended to the runner's `GITHUB_OUTPUT` file in the form
 * whose value ends at a delimiter of its own (as @actions/core's `setOutput` writes it): no value can
 * end one early or set another output.
 */
function toStepOutputs(outputs, io) {
    const file = io.env.GITHUB_OUTPUT;
    if (outputs.length === 0)
        return [];
    if (!file)
        return ['GITHUB_OUTPUT is not set, so this step has no outputs: its lines on stdout hold them.'];
    const lines = outputs.map(({ name, value }) => outputBlock(name, value));
    try {
        io.appendFile(file, lines.join(''));
        return [];
    }
    catch (error) {
        return [`Could not write the step's outputs to GITHUB_OUTPUT (${file}): ${String(error)}.`];
    }
}
/** The summary appended to the step's, within GitHub's cap; what went wrong, if anything. */
function toStepSummary(markdown, io) {
    const file = io.env.GITHUB_STEP_SUMMARY;
    if (!file)
        return undefined;
    try {
        io.appendFile(file, withinBytes(markdown, GITHUB_LIMITS.summaryBytes));
        return undefined;
    }
    catch (error) {
        return `Could not write the step summary (${file}): ${String(error)}.`;
    }
}
/**
 * The markdown cut at the last whole line that fits, with a last line that says so: a summary GitHub
 * refuses shows nothing at all.
 */
function withinBytes(markdown, limit) {
    if (Buffer.byteLength(markdown) <= limit)
        return markdown;
    const note = `\n\n> [!WARNING]\n> This summary is cut here: GitHub refuses a step summary larger than ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatBytes */ .z3)(limit)}.\n`;
    const room = limit - Buffer.byteLength(note);
    const head = Buffer.from(markdown).subarray(0, room).toString('utf8');
    return `${head.slice(0, Math.max(0, head.lastIndexOf('\n')))}${note}`;
}
/** The workflow run, when the process runs in one: undefined fields elsewhere. */
function githubRun(env) {
    const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
    const repository = env.GITHUB_REPOSITORY || undefined;
    const repositoryUrl = repository ? `${serverUrl}/${repository}` : undefined;
    const runId = Number.parseInt(env.GITHUB_RUN_ID ?? '', 10);
    const attempt = Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? '', 10);
    return {
        checkout: env.GITHUB_WORKSPACE || undefined,
        repository,
        repositoryUrl,
        sha: env.GITHUB_SHA || undefined,
        ref: env.GITHUB_REF || undefined,
        workflow: env.GITHUB_WORKFLOW || undefined,
        runNumber: env.GITHUB_RUN_NUMBER ?? (runId ? String(runId) : undefined),
        runUrl: repositoryUrl && runId ? `${repositoryUrl}/actions/runs/${runId}` : undefined,
        runId: runId ? String(runId) : undefined,
        runAttempt: attempt >= 1 ? attempt : undefined,
        job: env.GITHUB_JOB || undefined,
        step: env.GITHUB_ACTION || undefined
    };
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
/**
 * The CI's parallel copies of a job, from the two variables it sets on each (`first`: the index of
 * the first copy, 0 or 1), the index then counted from 0; undefined when either is missing. A value
 * that is not a whole number is kept as NaN, for the shard's reader to refuse by the variable's name.
 */
function parallelOf(env, indexVariable, totalVariable, first) {
    const index = env[indexVariable]?.trim();
    const total = env[totalVariable]?.trim();
    if (!index || !total)
        return undefined;
    const whole = (text) => (/^\d+$/.test(text) ? Number(text) : Number.NaN);
    return {
        index: whole(index) - first,
        total: whole(total),
        variables: `${indexVariable} (${(0,untrusted/* oneLine */.TN)(index, 20)}) and ${totalVariable} (${(0,untrusted/* oneLine */.TN)(total, 20)})`
    };
}

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
    variables: ['TF_BUILD', 'SYSTEM_', 'BUILD_', 'AGENT_'],
    examples: [{ file: 'azure-pipelines.yml' }],
    run: env => {
        const buildId = env.BUILD_BUILDID || undefined;
        const collection = (env.SYSTEM_COLLECTIONURI ?? '').replace(/\/*$/, '/');
        const project = env.SYSTEM_TEAMPROJECT ?? '';
        const attempt = Number.parseInt(env.SYSTEM_JOBATTEMPT ?? '', 10);
        return {
            ...terminal/* terminal */.F.run({}),
            checkout: env.BUILD_SOURCESDIRECTORY || undefined,
            // `strategy: parallel: N` (or a matrix) numbers the job's copies from 1.
            parallel: parallelOf(env, 'SYSTEM_JOBPOSITIONINPHASE', 'SYSTEM_TOTALJOBSINPHASE', 1),
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
    variables: ['BITRISE'],
    // SchemaStore's bitrise.json, which refers to its bitrise-step.json.
    examples: [{ file: 'bitrise.yml', schemas: ['bitrise.json', 'bitrise-step.json'] }],
    run: env => {
        const run = terminal/* terminal */.F.run(env);
        return {
            ...run,
            checkout: env.BITRISE_SOURCE_DIR || undefined,
            runUrl: run.runUrl ?? (env.BITRISE_BUILD_URL || undefined)
        };
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
    variables: ['CIRCLE'],
    // CircleCI's own schema (SchemaStore's circleciconfig.json only points to it: schema.json of
    // CircleCI-Public/circleci-yaml-language-server), kept under this name.
    examples: [
        { file: 'circleci.yml', schemas: ['circleci-config.json'] },
        { file: 'circleci-fleet.yml', schemas: ['circleci-config.json'] }
    ],
    run: env => ({
        ...terminal/* terminal */.F.run(env),
        // `parallelism: N` numbers the job's copies from 0.
        parallel: parallelOf(env, 'CIRCLE_NODE_INDEX', 'CIRCLE_NODE_TOTAL', 0),
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
    variables: ['GITLAB_', 'CI_'],
    // SchemaStore's gitlab-ci.json, kept under that name.
    examples: [
        { file: 'gitlab-ci.yml', schemas: ['gitlab-ci.json'] },
        { file: 'gitlab-fleet.yml', schemas: ['gitlab-ci.json'] }
    ],
    run: env => ({
        ...terminal/* terminal */.F.run(env),
        checkout: env.CI_PROJECT_DIR || undefined,
        // `parallel: N` numbers the job's copies from 1 (and names each `submit 2/3`).
        parallel: parallelOf(env, 'CI_NODE_INDEX', 'CI_NODE_TOTAL', 1),
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


/***/ }),

/***/ 6214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ terminal)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _github_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6473);


/**
 * A terminal, and any CI no other module knows: the log on stderr as `warning: …` lines, the outputs
 * as the dotenv lines printed on stdout, reports where the user is. In a GitHub Actions `run:` step,
 * its run ties a release as the action's does.
 */
const terminal = {
    name: 'a terminal',
    detect: () => true,
    variables: [],
    run: _github_js__WEBPACK_IMPORTED_MODULE_1__/* .githubRun */ .pV,
    // Reports where the user is, as any tool of a terminal writes them; parts in the temporary folder.
    folders: () => ({ reports: process.cwd(), scratch: node_os__WEBPACK_IMPORTED_MODULE_0__.tmpdir() })
};


/***/ })

};

//# sourceMappingURL=139.index.js.map
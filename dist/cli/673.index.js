export const id = 673;
export const ids = [673];
export const modules = {

/***/ 5860:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N0: () => (/* binding */ setFleetOutputs),
/* harmony export */   tZ: () => (/* binding */ countedAsOne),
/* harmony export */   zL: () => (/* binding */ reportFleet)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _commands_outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8786);
/* harmony import */ var _summary_fleet_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7676);
/* harmony import */ var _commands_command_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2152);
/* harmony import */ var _stopped_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(569);
/* harmony import */ var _commands_stop_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3172);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9832);







/**
 * Reports a fleet as one, once all have ended: the outputs (each id, each record, the counts; for one
 * item, its own outputs as well), one summary (src/summary/fleet.ts); and the error naming each
 * failure, for the step to fail with.
 */
function reportFleet(context, items, report) {
    const ended = items.map(item => ({
        ...item,
        outcome: claimedOnce((0,_stopped_js__WEBPACK_IMPORTED_MODULE_4__/* .leftGoingByStop */ .J)(item) ? { ...item.outcome, failure: undefined } : item.outcome, items.filter(other => other !== item))
    }));
    context.report?.ended(ended.map(item => item.outcome));
    const records = setFleetOutputs(context.outputs, ended, report);
    context.summary.add((0,_summary_fleet_js__WEBPACK_IMPORTED_MODULE_2__/* .fleetSummary */ .No)(ended, report, context.summary.warnings.length));
    const failed = ended.map(item => item.outcome).filter(outcome => outcome.failure !== undefined);
    if (failed.length === 0)
        return undefined;
    const outcomes = ended.map(item => item.outcome);
    const failure = new _commands_command_error_js__WEBPACK_IMPORTED_MODULE_3__/* .CommandError */ .Q({
        type: 'fleet-failed',
        noun: report.noun,
        total: outcomes.length,
        failed: failed.map(outcome => ({
            label: outcome.label,
            app: (0,_outcome_js__WEBPACK_IMPORTED_MODULE_6__/* .appText */ .LA)(outcome),
            failure: outcome.failure ?? ''
        })),
        next: {
            made: report.made,
            tie: report.tie,
            githubToken: report.githubToken,
            items: outcomes.map(({ label, id, status, failure }) => ({
                label,
                id,
                status,
                failed: failure !== undefined
            }))
        }
    });
    return (0,_outcome_js__WEBPACK_IMPORTED_MODULE_6__/* .withRecords */ .lm)(failure, records);
}
/**
 * The fleet's outputs: each id, the counts, the team and the deployments where one for all, each
 * app's record (`json`); for one item, its own outputs too. The records, for the failure to carry.
 */
function setFleetOutputs(outputs, ended, report) {
    const outcomes = ended.map(item => item.outcome);
    const facts = ended.map(item => item.captured.outcome.facts);
    const failed = outcomes.filter(outcome => outcome.failure !== undefined);
    const idsOutput = _outcome_js__WEBPACK_IMPORTED_MODULE_6__/* .OUTPUTS_OF */ .hH[report.made].ids;
    outputs.set(idsOutput, outcomes.flatMap(outcome => (outcome.id ? [outcome.id] : [])));
    outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.CompletedCount, outcomes.length - failed.length);
    outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FailedCount, failed.length);
    if (ended.length === 1) {
        // One IPA or id: its own outputs too, as a step of one sets them.
        for (const [name, value] of (0,_commands_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .outputsOfUnit */ .KT)(facts[0]))
            if (name !== idsOutput)
                outputs.set(name, value);
    }
    const teams = new Set(facts.map(known => known.teamId));
    if (teams.size === 1)
        outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.TeamId, [...teams][0]);
    // For a status step to finish each deployment: one per submission, in the same order, or none.
    const deployments = ended.flatMap(item => item.outcome.id ? [item.captured.outcome.facts.deploymentId] : []);
    if (deployments.length > 0 && deployments.every(id => id !== undefined))
        outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.DeploymentIds, deployments.map(String));
    const records = outcomes.map(_outcome_js__WEBPACK_IMPORTED_MODULE_6__/* .jsonOf */ .o_);
    outputs.json(records);
    return records;
}
/**
 * An item whose record another item claims too fails: two IPAs of one step cannot share a record, so
 * one of them was not made (exactly-once's looks should never let this happen; this says it if so).
 */
function claimedOnce(outcome, items) {
    const others = items
        .map(item => item.outcome)
        .filter(other => other !== outcome && other.id !== undefined && other.id === outcome.id);
    if (others.length === 0 || outcome.failure)
        return outcome;
    return {
        ...outcome,
        failure: `${outcome.id} is claimed by ${others.map(other => other.label).join(', ')} too, so one of them may not have been made: look on the service before sending any again.`
    };
}
/**
 * One item run as a step of one, counted as a fleet counts (completed-count, failed-count), so that a
 * later step reads the counts whatever the number; a dry run counts nothing.
 */
async function countedAsOne(context, run) {
    const count = (completed) => {
        if (context.dryRun)
            return;
        context.outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.CompletedCount, completed);
        context.outputs.set(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Outputs */ .tY.FailedCount, 1 - completed);
    };
    try {
        await run();
    }
    catch (error) {
        // Stopped while its submission goes on: not failed, as a stopped fleet counts what is under way.
        count(error instanceof _commands_stop_js__WEBPACK_IMPORTED_MODULE_5__/* .StoppedError */ .Ko && error.goesOn ? 1 : 0);
        throw error;
    }
    count(1);
}


/***/ }),

/***/ 3600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ scopedContext)
/* harmony export */ });
/* harmony import */ var _commands_outcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8786);

/**
 * One item of a fleet (an IPA, a submission id) run by the code that runs one: its log lines carry
 * its label, and what it did (its outcome), or would add to the summary, is kept for the
 * fleet to report as a whole: an item sets no output of the step itself.
 */
function scopedContext(context, label) {
    const captured = { outcome: (0,_commands_outcome_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyOutcome */ .we)(), sections: [] };
    const notOfAnItem = () => {
        throw new Error("One item of a fleet sets none of the step's outputs: it records its outcome.");
    };
    const outputs = { set: notOfAnItem, json: notOfAnItem, jsonFile: notOfAnItem };
    return {
        captured,
        context: {
            ...context,
            log: labelled(context.log, label),
            item: label,
            outputs,
            outcome: (0,_commands_outcome_js__WEBPACK_IMPORTED_MODULE_0__/* .outcomeKeptIn */ .CM)(captured.outcome),
            // Each item's own summary is folded under the fleet's table; its warnings count for the step.
            summary: {
                add: markdown => void captured.sections.push(markdown),
                warnings: context.summary.warnings
            }
        }
    };
}
/**
 * Lines that say which item they are about, as items run side by side; an upload's live progress
 * (one bar, a terminal) becomes a few lines of the log instead.
 */
function labelled(log, label) {
    const tag = (message) => `[${label}] ${message}`;
    return {
        debug: message => log.debug(tag(message)),
        info: message => log.info(tag(message)),
        notice: message => log.notice(tag(message)),
        // Each item's warning names its item, and one of no rule of its own folds with the same words
        // said of the other items (a team warning for each IPA): the step's annotations are capped.
        warning: (message, annotation) => log.warning(tag(message), {
            ...annotation,
            item: label,
            rule: annotation?.rule ?? `same words: ${message}`
        }),
        error: message => log.error(tag(message)),
        group: (title, lines) => log.group(tag(title), lines)
    };
}


/***/ }),

/***/ 569:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ leftGoingByStop),
/* harmony export */   g: () => (/* binding */ stoppedReport)
/* harmony export */ });
/* harmony import */ var _commands_stop_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3172);
/* harmony import */ var _follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1028);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9832);



/** A submission whose wait a stop ended: it goes on at the service, so it has not failed. */
function leftGoingByStop({ error, outcome }) {
    return (error instanceof _commands_stop_js__WEBPACK_IMPORTED_MODULE_0__/* .StoppedError */ .Ko &&
        outcome.id !== undefined &&
        (0,_follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyStatus */ .x)(outcome.status ?? '') === 'in-progress');
}
/**
 * What a stopped fleet says (see stoppedFleet): each submission still under way, each ended, each
 * failed, from its outcome as reportFleet made it.
 */
function stoppedReport(stop, items, report) {
    const done = items.filter(item => item.outcome.failure === undefined || leftGoingByStop(item));
    const underWay = done.filter(({ outcome }) => outcome.status && (0,_follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyStatus */ .x)(outcome.status) === 'in-progress');
    const failed = items.filter(item => !done.includes(item));
    const shown = ({ outcome }) => `${outcome.label} (${outcome.id ?? ''}, ${outcome.status ?? ''})`;
    return (0,_commands_stop_js__WEBPACK_IMPORTED_MODULE_0__/* .stoppedFleet */ .gm)(stop, {
        total: items.length,
        underWay: underWay.map(shown),
        ended: done.length - underWay.length,
        failed: failed.map(({ outcome }) => `${outcome.label}${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .appText */ .LA)(outcome)}: ${outcome.failure}`),
        reRun: report.tie && {
            made: report.made,
            tie: report.tie,
            githubToken: report.githubToken,
            items: items.map(item => ({ label: item.outcome.label, failed: failed.includes(item) }))
        }
    });
}


/***/ }),

/***/ 8011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ failureReason)
/* harmony export */ });
/**
 * Fields in which services put why a submission failed, most specific first. The service's
 * documentation names none, so any of the usual ones is read.
 */
const REASON_FIELDS = [
    'failure_reason',
    'rejection_reason',
    'error_message',
    'status_message',
    'status_reason',
    'reason',
    'error',
    'errors',
    'message',
    'details',
    'detail',
    'error_description'
];
/**
 * Longest reason kept (characters): far more than any service writes, and well within what each CI
 * takes as a value (envman refuses one over 256 KB, GitHub's outputs are 1 MB a job).
 */
const MAX_REASON = 16 * 1024;
/**
 * The service's explanation of a failed submission, from its record, exactly as the service wrote it
 * (new lines, quotes and all): it is a VALUE, which each platform hands on in its own quoting. Where
 * it is printed into a log it must go through `oneLine` there (see failures/submission.ts).
 */
function failureReason(record) {
    if (!record || typeof record !== 'object' || Array.isArray(record))
        return undefined;
    const fields = record;
    for (const field of REASON_FIELDS) {
        const words = wordsOf(fields[field], 0);
        if (words)
            return words.slice(0, MAX_REASON);
    }
    return undefined;
}
/** Text out of a string, a list of them, or an object holding a message; a few levels deep at most. */
function wordsOf(value, depth) {
    if (typeof value === 'string')
        return value.trim() ? value : undefined;
    if (depth >= 3 || value === null || typeof value !== 'object')
        return undefined;
    if (Array.isArray(value)) {
        const parts = value
            .slice(0, 20)
            .map(item => wordsOf(item, depth + 1))
            .filter(Boolean);
        return parts.length > 0 ? parts.join('; ') : undefined;
    }
    const object = value;
    for (const key of ['message', 'reason', 'detail', 'description', 'title', 'code']) {
        const words = wordsOf(object[key], depth + 1);
        if (words)
            return words;
    }
    return undefined;
}


/***/ }),

/***/ 8673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ DeploymentRecorder)
});

// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/text/error-message.ts
var error_message = __webpack_require__(7515);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(1351);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/utils.js + 20 modules
var utils = __webpack_require__(8258);
;// CONCATENATED MODULE: ./src/github-deployments/github-api.ts


/**
 * The longest one request to GitHub's API may take. A deployment is a courtesy: GitHub answering
 * slowly, or not at all, must never hold a release, nor a cancelled run's last words.
 */
const GITHUB_REQUEST_MS = 20_000;
/**
 * An Octokit as @actions/github makes one (through the runner's proxy), whose every request ends
 * within `deadlineMs`, whatever GitHub does. Its fetch is @actions/github's own, given a deadline:
 * Octokit's options replace its `request` defaults whole, so they are spread in again.
 */
function githubApi(token, deadlineMs = GITHUB_REQUEST_MS) {
    const proxyFetch = utils/* defaults */.NT.request?.fetch;
    const fetchWithDeadline = (url, init) => {
        const deadline = AbortSignal.timeout(deadlineMs);
        const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
        return proxyFetch(url, { ...init, signal });
    };
    return github/* getOctokit */.Q(token, { request: { ...utils/* defaults */.NT.request, fetch: fetchWithDeadline } });
}

// EXTERNAL MODULE: ./src/service/records.ts
var records = __webpack_require__(7933);
;// CONCATENATED MODULE: ./src/exactly-once/release-record.ts

const PAYLOAD_KEY = 'app-store-deploy';
/** The payload of a deployment that records `release`. */
function payloadOf(release) {
    return { [PAYLOAD_KEY]: release };
}
/** The release a payload records, its fields checked: it comes back from GitHub as anyone wrote it. */
function releaseOf(payload) {
    let value = payload;
    if (typeof value === 'string') {
        try {
            value = JSON.parse(value);
        }
        catch {
            return undefined;
        }
    }
    const release = value?.[PAYLOAD_KEY];
    if (!release || typeof release !== 'object')
        return undefined;
    const record = release;
    const text = (name) => typeof record[name] === 'string' ? record[name] : undefined;
    const number = (name) => Number.isSafeInteger(record[name]) ? record[name] : undefined;
    const [submissionId, key, releaseKey] = ['submission_id', 'idempotency_key', 'release_key'].map(text);
    // What this action writes: an id that stays one path segment, keys of 64 hex digits.
    if (!submissionId || (0,records/* pathSegmentProblem */.iF)(submissionId))
        return undefined;
    if (!key || !releaseKey || ![key, releaseKey].every(value => /^[0-9a-f]{64}$/.test(value)))
        return undefined;
    return {
        submission_id: submissionId,
        idempotency_key: key,
        release_key: releaseKey,
        sha256: text('sha256'),
        bundle_id: text('bundle_id'),
        version: text('version'),
        build: text('build'),
        team_id: number('team_id'),
        run_attempt: number('run_attempt')
    };
}

;// CONCATENATED MODULE: ./src/github-deployments/deployment.ts




// The payload's codec, not the module's index: once/rerun.ts reads deployments through this file.

/**
 * Records the submission as a GitHub Deployment of the commit and follows it with statuses. Recording is
 * a courtesy: any failure (no `deployments: write` permission, say) is one warning and the release goes on.
 */
class DeploymentRecorder {
    octokit;
    repo;
    id;
    logUrl;
    log;
    url;
    disabled = false;
    lastState;
    /** Its last status is the stop's (see stopped), even while GitHub has not answered it yet. */
    stopping = false;
    constructor(octokit, repo, id, logUrl, log, 
    /** The environment's page of deployments on GitHub. */
    url) {
        this.octokit = octokit;
        this.repo = repo;
        this.id = id;
        this.logUrl = logUrl;
        this.log = log;
        this.url = url;
    }
    /** Creates the deployment; undefined (after a warning) when it cannot be recorded. */
    static async start({ token, environment, description, release, context }) {
        const { log } = context;
        const { repository, sha, runUrl: logUrl } = context.run;
        if (!repository || !sha) {
            log.warning('Not recording a GitHub Deployment: GITHUB_REPOSITORY or GITHUB_SHA is not set.');
            return undefined;
        }
        const [owner, repo] = repository.split('/');
        try {
            const octokit = githubApi(token);
            const response = await octokit.rest.repos.createDeployment({
                owner,
                repo,
                ref: sha,
                environment,
                description: truncate(description),
                auto_merge: false,
                required_contexts: [],
                production_environment: true,
                transient_environment: false,
                payload: payloadOf(release)
            });
            if (response.status !== 201 || !('id' in response.data)) {
                log.warning(`Not recording a GitHub Deployment: GitHub answered ${response.status} (${(0,untrusted/* oneLine */.TN)(JSON.stringify(response.data), 200)}).`);
                return undefined;
            }
            log.info(`GitHub Deployment ${response.data.id} recorded for environment '${environment}'.`);
            const url = context.run.repositoryUrl
                ? `${context.run.repositoryUrl}/deployments/${encodeURIComponent(environment)}`
                : undefined;
            return new DeploymentRecorder(octokit, { owner, repo }, response.data.id, logUrl, log, url);
        }
        catch (error) {
            log.warning(`Could not record a GitHub Deployment (${describe(error)}). Give the job 'permissions: deployments: write', or leave ${context.names.referred(names/* Inputs */.G0.GithubToken)} empty. The release goes on.`);
            return undefined;
        }
    }
    /**
     * The deployment an earlier attempt of this run recorded for the release (the newest, should
     * there be several), to continue; undefined when there is none or it cannot be read.
     */
    static async findEarlier({ token, environment, releaseKey, context }) {
        const { log } = context;
        const { repository, sha } = context.run;
        if (!repository || !sha)
            return undefined;
        const [owner, repo] = repository.split('/');
        try {
            const octokit = githubApi(token);
            const { data } = await octokit.rest.repos.listDeployments({
                owner,
                repo,
                sha,
                environment,
                per_page: 100
            });
            // GitHub lists the newest first.
            for (const deployment of data) {
                const release = releaseOf(deployment.payload);
                if (release?.release_key !== releaseKey)
                    continue;
                const url = context.run.repositoryUrl
                    ? `${context.run.repositoryUrl}/deployments`
                    : undefined;
                const recorder = new DeploymentRecorder(octokit, { owner, repo }, deployment.id, context.run.runUrl, log, url);
                return { recorder, release };
            }
            return undefined;
        }
        catch (error) {
            log.warning(`Could not look for an earlier attempt's GitHub Deployment (${describe(error)}): the service's answer to the same Idempotency-Key is all this re-run has to go by.`);
            return undefined;
        }
    }
    /**
     * What the environment's deployments (of any commit, the newest 100) record of their releases, so
     * that a build another run sent is known before the upload; empty when they cannot be read.
     */
    static async releasesOf({ token, environment, context }) {
        const { repository } = context.run;
        if (!repository)
            return [];
        // Read once for the step: each IPA of a fleet asks.
        const read = environmentReads.get(context.run) ?? new Map();
        environmentReads.set(context.run, read);
        if (!read.has(environment)) {
            const [owner, repo] = repository.split('/');
            const listing = githubApi(token)
                .rest.repos.listDeployments({ owner, repo, environment, per_page: 100 })
                .then(({ data }) => data.flatMap(deployment => releaseOf(deployment.payload) ?? []))
                .catch((error) => {
                context.log.debug(`Could not read the deployments of '${environment}' to look for this build (${describe(error)}).`);
                return [];
            });
            read.set(environment, listing);
        }
        return read.get(environment);
    }
    /** What the deployment records of its release; undefined when it records none, or cannot be read. */
    async release() {
        try {
            const { data } = await this.octokit.rest.repos.getDeployment({
                ...this.repo,
                deployment_id: this.id
            });
            return releaseOf(data.payload);
        }
        catch (error) {
            this.log.debug(`Could not read GitHub Deployment ${this.id} (${describe(error)}).`);
            return undefined;
        }
    }
    /**
     * Follows a deployment recorded earlier (by `submit`, in another job) without creating one;
     * undefined (after a warning) when the repository is unknown.
     */
    static attach({ token, id, context }) {
        const { log } = context;
        const { repository, runUrl: logUrl } = context.run;
        if (!repository) {
            log.warning(`Not following GitHub Deployment ${id}: GITHUB_REPOSITORY is not set.`);
            return undefined;
        }
        const [owner, repo] = repository.split('/');
        const url = context.run.repositoryUrl ? `${context.run.repositoryUrl}/deployments` : undefined;
        return new DeploymentRecorder(githubApi(token), { owner, repo }, id, logUrl, log, url);
    }
    async update(state, description) {
        if (this.disabled)
            return;
        try {
            await this.octokit.rest.repos.createDeploymentStatus({
                ...this.repo,
                deployment_id: this.id,
                state,
                description: truncate(description),
                log_url: this.logUrl,
                auto_inactive: false
            });
            this.lastState = state;
        }
        catch (error) {
            this.disabled = true;
            this.log.warning(`Could not update GitHub Deployment ${this.id} (${describe(error)}); it is no longer followed. The release goes on.`);
        }
    }
    /** Leaves no deployment hanging in progress when the step ends early. */
    async failIfOpen(description) {
        if (this.stopping)
            return;
        if (this.lastState === undefined || this.lastState === 'in_progress')
            await this.update('failure', description);
    }
    /**
     * The run was stopped (SIGINT, SIGTERM) while the release went on: `error`, GitHub's state for a
     * deployment whose deploying did not finish, neither `failure` (nothing says the release failed)
     * nor `inactive` (which says another deployment replaced it). A status step that follows it later
     * gives it its outcome. From the call on, failIfOpen leaves it to this one.
     */
    async stopped(description, after) {
        this.stopping = true;
        // After the statuses sent before it (`after`), so that it is the last.
        await after;
        await this.update('error', description);
    }
}
/** The environments' deployments read by a step (its run context), by environment. */
const environmentReads = new WeakMap();
/** GitHub caps a deployment status description at 140 characters. */
function truncate(text) {
    const line = (0,untrusted/* oneLine */.TN)(text, 140);
    return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}
function describe(error) {
    const status = error.status;
    return (0,untrusted/* oneLine */.TN)(`${status ? `HTTP ${status}: ` : ''}${(0,error_message/* errorMessage */.g)(error)}`, 300);
}


/***/ }),

/***/ 7933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ readUnsignedIpa),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   JT: () => (/* binding */ RecordProblem),
/* harmony export */   JU: () => (/* binding */ withoutSecretDeep),
/* harmony export */   Qx: () => (/* reexport safe */ _path_segment_js__WEBPACK_IMPORTED_MODULE_1__.Q),
/* harmony export */   VY: () => (/* binding */ readSubmission),
/* harmony export */   Yz: () => (/* binding */ readCredential),
/* harmony export */   _j: () => (/* binding */ asArray),
/* harmony export */   aC: () => (/* binding */ isSubmissionRecord),
/* harmony export */   iF: () => (/* reexport safe */ _path_segment_js__WEBPACK_IMPORTED_MODULE_1__.i),
/* harmony export */   qY: () => (/* binding */ asRecord)
/* harmony export */ });
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9209);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5756);
/* harmony import */ var _path_segment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8372);



// The rule an id read here meets, for the modules that check ids given elsewhere too.

/**
 * How the service's answers are read into records: lenient where the specification is silent (a
 * record or an array holding it, a list wrapped or not, unknown fields kept), strict where it is not
 * and where a value is used: an id goes into a URL path, a team id into the submission. A field that
 * does not fit throws a RecordProblem (which field, what came), before anything uses the record.
 */
/**
 * A parsed answer with the secret replaced in every string (keys included), and whether it held
 * any: then its text holds it too, maybe spelled with escapes. Walks without recursion and changes
 * the value in place: give it a value of its own, fresh from JSON.parse.
 */
function withoutSecretDeep(value, secret) {
    const { scrub, shows: showsAny } = (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .scrubberFor */ .uS)(secret);
    let found = false;
    const shows = (text) => {
        if (!showsAny(text))
            return false;
        found = true;
        return true;
    };
    if (typeof value === 'string')
        return { value: scrub(value), found: shows(value) };
    const pending = [value];
    while (pending.length > 0) {
        const node = pending.pop();
        if (Array.isArray(node)) {
            for (let i = 0; i < node.length; i++) {
                const item = node[i];
                if (typeof item === 'string') {
                    if (shows(item))
                        node[i] = scrub(item);
                }
                else if (typeof item === 'object' && item !== null)
                    pending.push(item);
            }
        }
        else if (isObject(node)) {
            for (const key of Object.keys(node)) {
                const item = node[key];
                let name = key;
                if (shows(key)) {
                    name = scrub(key);
                    delete node[key];
                    Object.defineProperty(node, name, {
                        value: item,
                        enumerable: true,
                        writable: true,
                        configurable: true
                    });
                }
                if (typeof item === 'string') {
                    if (shows(item))
                        node[name] = scrub(item);
                }
                else if (typeof item === 'object' && item !== null)
                    pending.push(item);
            }
        }
    }
    return { value, found };
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A field of the service's answer that the action cannot use: which one, and what came instead. */
class RecordProblem extends Error {
    where;
    field;
    id;
    constructor(
    /** `record 2`, `credential 1, team 3`; empty for the only record of an answer. */
    where, field, value, expected, 
    /** The record's id, when it could be read: what a create made all the same. */
    id) {
        super(`${where ? `${where}: ` : ''}${field} is ${shown(value)}, ${expected}`);
        this.where = where;
        this.field = field;
        this.id = id;
        this.name = 'RecordProblem';
    }
}
/** A value as a message shows it: its kind, and its start, sanitised. */
function shown(value) {
    if (value === undefined)
        return 'missing';
    if (value === null)
        return 'null';
    const text = (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLine */ .TN)(JSON.stringify(value) ?? String(value), 60);
    if (Array.isArray(value))
        return `an array ${text}`;
    if (typeof value === 'object')
        return `an object ${text}`;
    if (typeof value === 'number' && !Number.isFinite(value))
        return 'a number too large for JSON';
    return text;
}
/** The id of a record: a non-empty string or a finite number, fit to be one URL path segment. */
function readId(record, where) {
    const value = record.id;
    const valid = typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    if (!valid)
        throw new RecordProblem(where, 'id', value, 'not a string or a number');
    const id = String(value);
    const problem = (0,_path_segment_js__WEBPACK_IMPORTED_MODULE_1__/* .pathSegmentProblem */ .i)(id);
    if (problem)
        throw new RecordProblem(where, 'id', value, `which cannot be used: it is ${problem}`);
    return id;
}
/**
 * A text field, '' when absent: a string, or with `numbers` also a number written as one (a name or a
 * status may come as a number; a date or a URL may not).
 */
function readText(record, field, where, { id, numbers = true } = {}) {
    const value = record[field];
    if (value === undefined || value === null)
        return '';
    if (typeof value === 'string')
        return value;
    if (numbers && typeof value === 'number' && Number.isFinite(value))
        return String(value);
    throw new RecordProblem(where, field, value, 'not a string', id);
}
const MAX_INT32 = 2_147_483_647;
/** A whole number (or a string of digits), from `min` to the largest int32. */
function readInteger(record, field, where, min) {
    const value = record[field];
    const number = typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d{1,10}$/.test(value)
            ? Number(value)
            : NaN;
    if (!Number.isInteger(number) || number < min || number > MAX_INT32) {
        throw new RecordProblem(where, field, value, `not a whole number from ${min} to ${MAX_INT32}`);
    }
    return number;
}
function recordOf(item, where) {
    if (isObject(item))
        return item;
    throw new RecordProblem(where, 'the record', item, 'not an object');
}
/** Keys under which servers commonly wrap a list (`{data: [...]}`). */
const LIST_WRAPPERS = ['data', 'items', 'results', 'records'];
/**
 * A list answer: an array, an object wrapping one under a key of LIST_WRAPPERS, or a single record,
 * taken as a list of one (its own arrays, such as a credential's `teams`, are not the list).
 */
function asArray(answer, method, path) {
    const { json } = answer;
    if (Array.isArray(json))
        return json;
    if (json === null)
        return [];
    if (isObject(json)) {
        const wrapper = LIST_WRAPPERS.find(key => Array.isArray(json[key]));
        return wrapper ? json[wrapper] : [json];
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedAnswerError */ .qx(method, path.split('?')[0], answer.status, 'the answer is not a list', JSON.stringify(json));
}
/** A record answer: the record, or an array holding it. */
function asRecord(answer, method, path, outcome) {
    const { json } = answer;
    const record = Array.isArray(json) ? json[0] : json;
    if (isObject(record))
        return record;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnexpectedAnswerError */ .qx(method, path, answer.status, 'the answer holds no record', JSON.stringify(json), { outcome });
}
/** A credential and its teams: each team_id is a whole number, since it is sent back as one. */
function readCredential(item, where = '') {
    const record = recordOf(item, where);
    const inside = (part) => (where ? `${where}, ${part}` : part);
    const teams = record.teams ?? [];
    if (!Array.isArray(teams))
        throw new RecordProblem(where, 'teams', teams, 'not an array');
    const credential_id = readInteger(record, 'credential_id', where, 0);
    return {
        ...record,
        name: readText(record, 'name', where),
        credential_id,
        teams: teams.map((entry, index) => {
            const team = recordOf(entry, inside(`team ${index + 1}`));
            return {
                ...team,
                name: readText(team, 'name', inside(`team ${index + 1}`)),
                team_id: readInteger(team, 'team_id', inside(`team ${index + 1}`), 1)
            };
        })
    };
}
function readUnsignedIpa(item, where = '') {
    const record = recordOf(item, where);
    const id = readId(record, where);
    return {
        ...record,
        id,
        source: readText(record, 'source', where, { id, numbers: false }),
        created_at: readText(record, 'created_at', where, { id, numbers: false })
    };
}
/**
 * Whether an item is this submission's record with a status: its id matches (or, for the only item
 * of a record route, is absent) and its status is a string or a number.
 */
function isSubmissionRecord(item, id, idOptional) {
    if (!isObject(item))
        return false;
    const status = item.status;
    if (!((typeof status === 'string' && status.trim() !== '') || typeof status === 'number'))
        return false;
    if (item.id === undefined || item.id === null)
        return idOptional;
    return (typeof item.id === 'string' || typeof item.id === 'number') && String(item.id) === id;
}
/** A submission; `knownId` stands in for an id that a status record leaves out. */
function readSubmission(item, where = '', knownId) {
    const record = recordOf(item, where);
    const absent = record.id === undefined || record.id === null;
    const id = absent && knownId !== undefined ? knownId : readId(record, where);
    return {
        ...record,
        id,
        status: readText(record, 'status', where, { id }),
        created_at: readText(record, 'created_at', where, { id, numbers: false })
    };
}


/***/ }),

/***/ 7676:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   No: () => (/* binding */ fleetSummary),
/* harmony export */   P7: () => (/* binding */ dryRunReport),
/* harmony export */   d: () => (/* binding */ fleetTable)
/* harmony export */ });
/* harmony import */ var _follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1028);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8488);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6590);
/* harmony import */ var _fleet_outcome_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9832);
/* harmony import */ var _unit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2784);





/** A failed item's status when none was read: an IPA was not sent, a submission not found. */
const NOT_READ = { IPA: 'not sent', submission: 'not read' };
/** Rows past which the table says "and N more": a fleet of 70 apps shows whole. */
const ROWS_SHOWN = 200;
/**
 * A fleet's part of the job summary, once all have ended: the headline (unless one failed: the
 * failure heads the summary then), one row per app, failures first, and each app's own summary
 * (from its outcome) folded under the table. `warnings`: the step's, as each app's headline counts them.
 */
function fleetSummary(items, report, warnings) {
    const failuresFirst = [
        ...items.filter(item => item.outcome.failure !== undefined),
        ...items.filter(item => item.outcome.failure === undefined)
    ];
    const outcomes = items.map(item => item.outcome);
    const failed = outcomes.some(outcome => outcome.failure !== undefined);
    const each = failuresFirst.flatMap(({ outcome, captured }) => {
        const sections = [(0,_unit_js__WEBPACK_IMPORTED_MODULE_2__/* .unitSection */ .K)(captured.outcome, warnings), ...captured.sections];
        const body = sections.filter(Boolean).join('\n\n');
        return body ? [(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .folded */ .TM)(`${outcome.label}${(0,_fleet_outcome_js__WEBPACK_IMPORTED_MODULE_1__/* .appText */ .LA)(outcome)}`, body)] : [];
    });
    return [
        failed ? undefined : headline(outcomes, report),
        fleetTable(failuresFirst.map(item => item.outcome), report),
        ...each
    ]
        .filter(Boolean)
        .join('\n\n');
}
/** What a dry run of a fleet would send: a row per IPA, its app and team, none sent. */
function dryRunReport(outcomes, report) {
    const rows = outcomes.map(outcome => ({ ...outcome, status: undefined }));
    return [
        `🧪 **Dry run**: ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(outcomes.length, 'IPA')} checked${report.made === 'submissions' ? ' and their teams chosen' : ''}; nothing was sent.`,
        fleetTable(rows, report)
    ].join('\n\n');
}
function headline(outcomes, { noun, made, waited }) {
    const all = (0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(outcomes.length, noun);
    if (made === 'stored IPAs')
        return `✅ **All ${all} stored**.`;
    const done = outcomes.filter(outcome => (0,_follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_4__/* .classifyStatus */ .x)(outcome.status ?? '') === 'success');
    if (done.length === outcomes.length)
        return `✅ **All ${all} went through**: each ended well.`;
    const open = outcomes.length - done.length;
    const how = waited ? 'the service offers no way to follow them' : 'not waiting for the outcome';
    // status finds submissions made earlier: it reads them, where submit's were accepted.
    const what = noun === 'IPA' ? 'accepted' : 'read';
    return `📨 **${all} ${what}**: ${done.length} ended well, ${open} still in progress (${how}).`;
}
/**
 * One row per item: the app (its file when the IPA does not say; for a submission, what its
 * deployment or record says of it), its team, what it made and its status; a column nobody has a
 * value for (the team of an upload) is left out.
 */
function fleetTable(outcomes, { noun, made }) {
    const columns = [
        ['', icon],
        ['App', o => appCell(o, noun)],
        ['Version (build)', o => (o.version || o.build ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__.md)(appVersion(o)) : '')],
        ['Team', o => (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__.md)(o.team ?? '', 60)],
        [made === 'submissions' ? 'Submission' : 'Stored IPA', o => (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(o.id ?? '')],
        ['Status', o => (o.status ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(o.status) : o.failure ? NOT_READ[noun] : '')],
        ['Time', o => (o.durationMs !== undefined ? (0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(o.durationMs) : '')]
    ];
    const shown = columns.filter(([, cell]) => outcomes.some(outcome => cell(outcome) !== ''));
    return (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(shown.map(([header]) => header), outcomes.map(outcome => shown.map(([, cell]) => cell(outcome))), { limit: ROWS_SHOWN, left: true });
}
/**
 * The app's bundle id; else an IPA's file, or, for a submission (whose label is its id, which its
 * own column shows), that its app is not known: neither its deployment nor its record names one.
 */
function appCell(outcome, noun) {
    if (outcome.bundleId)
        return (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(outcome.bundleId);
    return noun === 'IPA' ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__.md)(outcome.label, 80) : 'not known';
}
/** ❌ failed, ✅ ended well (or stored), ⏳ still in progress; nothing when nothing was sent. */
function icon(outcome) {
    if (outcome.failure !== undefined)
        return '❌';
    if (outcome.status === undefined)
        return outcome.id ? '✅' : '';
    return (0,_follow_submission_statuses_js__WEBPACK_IMPORTED_MODULE_4__/* .classifyStatus */ .x)(outcome.status) === 'success' ? '✅' : '⏳';
}
function appVersion({ version, build }) {
    return `${version ?? '?'} (${build ?? '?'})`.trim();
}


/***/ })

};

//# sourceMappingURL=673.index.js.map
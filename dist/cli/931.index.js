export const id = 931;
export const ids = [931];
export const modules = {

/***/ 6931:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runStatus: () => (/* binding */ runStatus)
});

// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/commands/describe-failure.ts
var describe_failure = __webpack_require__(3894);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/commands/command-error.ts
var command_error = __webpack_require__(2152);
// EXTERNAL MODULE: ./src/follow-submission/follow-submission.ts
var follow_submission = __webpack_require__(6080);
// EXTERNAL MODULE: ./src/github-deployments/deployment.ts + 2 modules
var deployment = __webpack_require__(8673);
// EXTERNAL MODULE: ./src/follow-submission/wait.ts
var wait = __webpack_require__(7239);
;// CONCATENATED MODULE: ./src/commands/status/follow-one.ts







/** The deployment whose status follows the submission; none in a dry run, which changes nothing. */
function attachDeployment(one, context) {
    return one.deployment && !context.dryRun
        ? deployment/* DeploymentRecorder */.q.attach({ ...one.deployment, context })
        : undefined;
}
/**
 * Reads one submission made earlier and follows it as `submit` does, until its status is final or
 * once without a wait: its outcome (outputs and summary), its deployment's statuses, its failure thrown.
 */
async function followOne(context, { settings: config, one, deployment, release }) {
    const id = one.submissionId;
    const waited = config.wait && !context.dryRun;
    context.outcome.record({
        submissionId: id,
        waited,
        dryRun: context.dryRun,
        release,
        deployment: deployment && { id: deployment.id, url: deployment.url }
    });
    try {
        if (deployment && release?.bundle_id)
            sayWhatItReleases(context, deployment, release);
        const started = Date.now();
        const read = readLookup(id, await context.client.getSubmission(id));
        const initialStatus = read.status;
        if (initialStatus) {
            context.outcome.record({ status: initialStatus });
            context.log.info(`Submission ${(0,untrusted/* oneLine */.TN)(id)}: ${(0,untrusted/* oneLine */.TN)(initialStatus)}`);
        }
        context.outcome.record({
            record: read.record,
            firstStatus: { status: initialStatus, at: started }
        });
        if (context.dryRun)
            sayWhatADryRunLeftUndone(context, config, one);
        await (0,follow_submission/* followSubmission */.G)(context, {
            kind: 'status',
            config: {
                wait: waited,
                waitTimeoutMs: config.waitTimeoutMs,
                pollIntervalMs: config.pollIntervalMs
            },
            submission: { id },
            initialStatus,
            json: read.record,
            started,
            unitStarted: started,
            readBefore: read.record !== undefined,
            deployment,
            known: read.known
        });
    }
    catch (error) {
        await deployment?.failIfOpen((0,describe_failure/* failureMessage */.oh)(error, context.names));
        throw error;
    }
}
/** The app the deployment releases, as submit recorded it. */
function sayWhatItReleases({ log }, deployment, { bundle_id: app = '', version = '?', build = '?' }) {
    log.info(`GitHub Deployment ${deployment.id} releases ${(0,untrusted/* oneLine */.TN)(app)} ${(0,untrusted/* oneLine */.TN)(version)} (${(0,untrusted/* oneLine */.TN)(build)}).`);
}
/** A dry run reads the status once: the log says what it would have done besides. */
function sayWhatADryRunLeftUndone({ log }, config, one) {
    const wait = config.wait
        ? `waited up to ${(0,format/* formatDuration */.a3)(config.waitTimeoutMs)}, polling every ${(0,format/* formatDuration */.a3)(config.pollIntervalMs)}`
        : 'read it once';
    const followed = one.deployment ? ` and set GitHub Deployment ${one.deployment.id}'s status` : '';
    log.info(`Dry run: the status was read once; nothing else is done. Without the dry run, it would have ${wait}${followed}.`);
}
function readLookup(id, lookup) {
    const untracked = (note, unexpected) => ({
        status: '',
        known: {
            outcome: 'untracked',
            status: '',
            history: [],
            polls: 1,
            note,
            unexpected,
            lastAnswered: new Date(),
            failedPolls: 0,
            failedInARow: 0
        }
    });
    switch (lookup.kind) {
        case 'found':
            return { status: lookup.answer.data.status, record: lookup.answer.json };
        case 'not-listed':
            throw new command_error/* CommandError */.Q({ type: 'submission-unknown', id }, 'not-found');
        case 'no-status-route':
            return untracked(wait/* NO_STATUS_ROUTE */.v, false);
        case 'no-status':
            return untracked(lookup.why, true);
    }
}

// EXTERNAL MODULE: ./src/fleet/outcome.ts
var outcome = __webpack_require__(9832);
// EXTERNAL MODULE: ./src/fleet/report.ts
var report = __webpack_require__(5860);
// EXTERNAL MODULE: ./src/fleet/scoped-context.ts
var scoped_context = __webpack_require__(3600);
;// CONCATENATED MODULE: ./src/commands/status/several.ts







/**
 * Follows several submissions from one step, side by side (a poll is cheap): each by the code that
 * follows one, with its own wait-timeout and deployment, whatever the others do; one summary and one
 * set of outputs report them, and the step fails naming each failure once all have ended.
 */
async function followSeveral(config, context) {
    const members = config.submissions.map(one => {
        const scoped = (0,scoped_context/* scopedContext */.q)(context, one.submissionId);
        return { one, ...scoped, deployment: attachDeployment(one, scoped.context) };
    });
    const waited = config.wait && !context.dryRun;
    const upTo = waited ? `, each for up to ${context.names.referred(names/* Inputs */.G0.WaitTimeout)}` : '';
    context.log.info(`Following ${(0,format/* plural */.LS)(members.length, 'submission')} together${upTo}.`);
    await Promise.all(members.map(async (member) => (member.release = await member.deployment?.release())));
    refuseCrossedPairs(members);
    const ended = await Promise.all(members.map(member => followEach(config, member)));
    const failure = (0,report/* reportFleet */.zL)(context, ended, { noun: 'submission', made: 'submissions', waited });
    if (failure)
        throw failure;
}
/** One submission followed to its end, as the code that follows one does. */
function followEach(config, member) {
    const { one, context, captured, deployment, release } = member;
    // The app its row names, as submit recorded it in the deployment.
    context.outcome.record({
        bundleId: release?.bundle_id || undefined,
        version: release?.version || undefined,
        build: release?.build || undefined
    });
    return (0,outcome/* runFleetItem */.nB)({ label: one.submissionId, context, captured }, () => followOne(context, { settings: config, one, deployment, release }), () => ({ team: teamOf(release, captured.outcome.facts.record) }));
}
/**
 * deployment-id's ids pair with submission-id's in order. A deployment that records another of the
 * ids given means the two lists are in different orders, and following them would give each
 * deployment another's outcome: nothing is followed then. One that records an id not given is
 * followed (a new try of a release keeps the deployment of its first).
 */
function refuseCrossedPairs(members) {
    const given = new Set(members.map(member => member.one.submissionId));
    const crossed = members.flatMap(({ one, deployment, release }) => {
        const recorded = release?.submission_id;
        if (!deployment || !recorded || recorded === one.submissionId || !given.has(recorded))
            return [];
        return [{ deploymentId: deployment.id, recorded, given: one.submissionId }];
    });
    if (crossed.length === 0)
        return;
    throw new command_error/* CommandError */.Q({ type: 'crossed-pairs', crossed }, 'input');
}
/** The team, as the deployment recorded it, else as the service's record says. */
function teamOf(release, record) {
    const fromRecord = record && typeof record === 'object' ? record.team_id : undefined;
    const team = release?.team_id ?? fromRecord;
    return typeof team === 'number' || (typeof team === 'string' && /^\d{1,10}$/.test(team))
        ? String(team)
        : undefined;
}

;// CONCATENATED MODULE: ./src/commands/status/run.ts




/**
 * Reads a submission made earlier (by `submit`, in another job, say), then follows it as `submit`
 * does: until its status is final, or once without a wait. Several ids are followed together
 * (several.ts).
 */
async function runStatus(config, context) {
    if (config.tokenWithoutDeployment) {
        context.log.warning(`${context.names.named(names/* Inputs */.G0.GithubToken)} is given without ${context.names.referred(names/* Inputs */.G0.DeploymentId)}: no GitHub Deployment is followed, and the status command never creates one. Pass ${context.names.output(names/* Outputs */.tY.DeploymentId)} of submit as ${context.names.referred(names/* Inputs */.G0.DeploymentId)}.`);
    }
    if (config.submissions.length > 1)
        return followSeveral(config, context);
    const [one] = config.submissions;
    const deployment = attachDeployment(one, context);
    await (0,report/* countedAsOne */.tZ)(context, async () => followOne(context, {
        settings: config,
        one,
        deployment,
        release: await deployment?.release()
    }));
}


/***/ }),

/***/ 6080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ followSubmission)
/* harmony export */ });
/* harmony import */ var _inputs_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5585);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8488);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9209);
/* harmony import */ var _commands_command_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2152);
/* harmony import */ var _commands_describe_failure_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3894);
/* harmony import */ var _failure_reason_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8011);
/* harmony import */ var _commands_stop_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3172);
/* harmony import */ var _statuses_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1028);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7239);









/**
 * Follows a submission until its status is final (or the wait ends): the wait with its log lines,
 * the outcome (its outputs and summary), the deployment's statuses, the failure reason; then fails
 * the step when it should.
 */
async function followSubmission(context, following) {
    const { config, submission, initialStatus, deployment } = following;
    const statuses = new InProgressStatuses(submission.id, deployment);
    // Without a wait, the deployment's status says how the hand-off ends (endDeployment).
    if (config.wait && !following.known)
        statuses.follow(initialStatus);
    const waitStarted = Date.now();
    const result = following.known ?? (config.wait ? await wait(context, following, statuses) : undefined);
    tellHowTheWaitWent(context, following, result);
    const stop = result?.outcome === 'stopped' ? (0,_commands_stop_js__WEBPACK_IMPORTED_MODULE_3__/* .stopOf */ .EV)(context.signal) : undefined;
    // Stopped, it waits for GitHub no longer than a bound (see endStopped).
    if (!stop)
        await statuses.done;
    const status = result?.status ?? initialStatus;
    const happened = happenedOf(result, status);
    const reason = happened === 'failed' ? (0,_failure_reason_js__WEBPACK_IMPORTED_MODULE_5__/* .failureReason */ .H)(result?.lastJson ?? following.json) : undefined;
    context.outcome.record({
        failureReason: reason,
        wait: result,
        durationMs: Date.now() - following.unitStarted
    });
    context.outcome.happened(following.kind, happened);
    if (stop) {
        const waitedMs = Math.max(0, stop.at - waitStarted);
        const facts = { id: submission.id, status, waitedMs, deploymentId: deployment?.id };
        throw await endStopped(context, stop, facts, deployment, statuses.done);
    }
    const failure = failureOf(following, happened, status, reason, result);
    if (failure)
        throw failure;
    await endDeployment(context, following, happened, status);
}
/**
 * The GitHub Deployment's statuses follow the submission's while it is in progress, one request at
 * a time and in order; `done` settles once the last has been sent.
 */
class InProgressStatuses {
    id;
    deployment;
    done = Promise.resolve();
    constructor(id, deployment) {
        this.id = id;
        this.deployment = deployment;
    }
    follow(status) {
        if (!this.deployment || (0,_statuses_js__WEBPACK_IMPORTED_MODULE_6__/* .classifyStatus */ .x)(status) !== 'in-progress')
            return;
        const deployment = this.deployment;
        this.done = this.done.then(() => deployment.update('in_progress', `Submission ${this.id}: ${status}`));
    }
}
/** The wait for a final status, each status it sees logged, recorded and followed by the deployment. */
async function wait(context, { submission, initialStatus, started, readBefore, config }, statuses) {
    const { log, names } = context;
    const id = (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(submission.id);
    const result = await (0,_wait_js__WEBPACK_IMPORTED_MODULE_4__/* .waitForSubmission */ .l)({
        client: context.client,
        id: submission.id,
        initialStatus,
        createdAt: new Date(started),
        readBefore,
        intervalMs: config.pollIntervalMs,
        timeoutMs: config.waitTimeoutMs,
        signal: context.signal,
        onStatus: change => {
            log.info(`Submission ${id}: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(change.status)}`);
            context.outcome.record({ status: change.status });
            statuses.follow(change.status);
        },
        explain: error => (0,_commands_describe_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .failureMessage */ .oh)(error, names),
        // Said once at the end, with a count (see pollFailures), or as the failure of an outage.
        onPollError: message => log.info(`Could not read the status of submission ${id}: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(message)}. Trying again in ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDuration */ .a3)(config.pollIntervalMs)}.`),
        onHeartbeat: ({ status, waitedMs, leftMs }) => log.info(`Submission ${id} is still ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(status)} after ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDuration */ .a3)(waitedMs)}; waiting up to ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDuration */ .a3)(leftMs)} more (${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WaitTimeout)}).`)
    });
    context.outcome.record({ record: result.lastJson });
    return result;
}
/** What the log says of a wait that had failed polls, or of a status that cannot be followed. */
function tellHowTheWaitWent({ log, names }, { submission, config }, result) {
    if (result && result.failedPolls > 0 && result.outcome !== 'unreachable')
        log.warning(pollFailures(result));
    if (result?.outcome !== 'untracked')
        return;
    // The submission was accepted either way: a status route that misbehaves is a warning, not a failure.
    const stays = result.status
        ? `status stays '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(result.status)}'`
        : 'its status is not known';
    const message = `Not waiting for submission ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(submission.id)}: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(result.note ?? '', 600)}. Progress goes to the ${names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.NotifyEmails)} addresses${emailsGiven(config.notifyEmails)}; ${stays}.`;
    if (result.unexpected)
        log.warning(message);
    else
        log.notice(message);
}
/** What happened, from how the wait ended; without a wait, from the status read. */
function happenedOf(result, status) {
    if (result)
        return result.outcome;
    const statusClass = (0,_statuses_js__WEBPACK_IMPORTED_MODULE_6__/* .classifyStatus */ .x)(status);
    if (statusClass === 'failure')
        return 'failed';
    return statusClass === 'success' ? 'succeeded' : 'accepted';
}
/** The failure the step ends with, when the submission did not go through. */
function failureOf({ submission, config }, happened, status, reason, result) {
    const { id } = submission;
    const emails = config.notifyEmails;
    if (happened === 'failed')
        return new _commands_command_error_js__WEBPACK_IMPORTED_MODULE_1__/* .CommandError */ .Q({ type: 'submission-failed', id, status, reason, emails });
    if (happened === 'vanished' && result)
        return vanished(id, result);
    if (happened === 'unreachable' && result)
        return unreachable(id, result);
    if (happened === 'timed-out')
        return new _commands_command_error_js__WEBPACK_IMPORTED_MODULE_1__/* .CommandError */ .Q({
            type: 'wait-timed-out',
            id,
            status,
            waitTimeoutMs: config.waitTimeoutMs,
            emails
        });
    return undefined;
}
/**
 * The deployment's last status for a submission that did not fail: still in progress (not waited
 * for: a later status step ends it, as the log says), or done, or accepted with progress by e-mail.
 */
async function endDeployment(context, { submission, deployment }, happened, status) {
    if (happened === 'accepted') {
        // The App Store has not finished: the deployment stays in progress until a status step ends it.
        const handOff = [[_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId, (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(submission.id)]];
        if (deployment)
            handOff.push([_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId, String(deployment.id)]);
        const { setting } = context.names;
        const given = handOff.map(([name, value]) => setting(name, value)).join(', ');
        context.log.info(`Not waiting for the outcome: a later job with ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} and ${given} follows it.`);
        await deployment?.update('in_progress', `App Store not done (${status}): finish with a status step, ${handOff.map(pair => pair.join(' ')).join(', ')}`);
        return;
    }
    const accepted = happened === 'succeeded'
        ? `Submission ${submission.id}: ${status}`
        : `Submission ${submission.id} accepted (${status}); progress goes by e-mail`;
    await deployment?.update('success', accepted);
}
/**
 * A wait a stop ended: the deployment's last status says the submission goes on, after the statuses
 * before it, within STOP_CLEANUP_MS (GitHub may not answer: the step does not hang on it).
 */
async function endStopped(context, stop, facts, deployment, before) {
    const { error, deployment: said } = (0,_commands_stop_js__WEBPACK_IMPORTED_MODULE_3__/* .stoppedWaiting */ .$F)(stop, context.names, facts);
    if (!deployment)
        return error;
    if (!(await (0,_commands_stop_js__WEBPACK_IMPORTED_MODULE_3__/* .settlesWithin */ .od)(deployment.stopped(said, before), _commands_stop_js__WEBPACK_IMPORTED_MODULE_3__/* .STOP_CLEANUP_MS */ .$Q))) {
        const { setting } = context.names;
        context.log.warning(`GitHub Deployment ${deployment.id} did not take its last status within ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .formatDuration */ .a3)(_commands_stop_js__WEBPACK_IMPORTED_MODULE_3__/* .STOP_CLEANUP_MS */ .$Q)} of ${stop.signal}, and may stay in progress: ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')}, given ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId, String(deployment.id))}, ends it.`);
    }
    return error;
}
function emailsGiven(emails) {
    if (!emails)
        return ' given to submit';
    return emails.length ? '' : ' (none were given)';
}
/** A short outage inside a wait: one warning with a count, not one a poll. */
function pollFailures({ failedPolls, polls, lastPollError }) {
    return `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(failedPolls, 'status read')} of ${polls} failed during the wait (the last: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_7__/* .oneLine */ .TN)(lastPollError ?? '', 300)}); the service answered again, so the wait went on.`;
}
/** The service answered for the submission, then said it has no such record: red, never green. */
function vanished(id, result) {
    const { lastAnswered, status, note } = result;
    return new _commands_command_error_js__WEBPACK_IMPORTED_MODULE_1__/* .CommandError */ .Q({ type: 'submission-vanished', id, lastAnswered, status, note }, 'not-found');
}
/** The wait ended while the service did not answer: an outage, not a slow App Store. */
function unreachable(id, result) {
    const { since, failedInARow, lastAnswered, status, lastPollError } = result;
    return new _commands_command_error_js__WEBPACK_IMPORTED_MODULE_1__/* .CommandError */ .Q({ type: 'status-unreachable', id, since, failedInARow, lastAnswered, status, lastPollError }, 'service');
}


/***/ }),

/***/ 7239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ waitForSubmission),
/* harmony export */   v: () => (/* binding */ NO_STATUS_ROUTE)
/* harmony export */ });
/* harmony import */ var _service_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5756);
/* harmony import */ var _service_requests_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3957);
/* harmony import */ var _service_retry_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1522);
/* harmony import */ var _service_sleep_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3311);
/* harmony import */ var _service_transport_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5518);
/* harmony import */ var _text_error_message_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7515);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8488);
/* harmony import */ var _statuses_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1028);








/** Why a submission cannot be followed on a service that has neither route to read it. */
const NO_STATUS_ROUTE = `the service has no route to read a submission (GET ${_service_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .Routes */ .BV.signedIpa} and GET ${_service_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .Routes */ .BV.signedIpas} answer 404, 405 or 501)`;
const HEARTBEAT_MS = 60_000;
/**
 * Polls a submission until its status is final or the deadline passes. Every wait is bounded: the
 * deadline is `timeoutMs` from the start, no sleep runs past it, and each poll takes it along, so
 * that the service cannot stretch the wait either (a retry's delay never passes it, an attempt ends
 * at most one request-timeout after it). An aborted `signal` ends it at once, whatever it was doing.
 */
async function waitForSubmission(options) {
    return new SubmissionWait(options).run();
}
/** One wait: what it has seen so far, and the steps of a poll. */
class SubmissionWait {
    options;
    now;
    sleep;
    explain;
    deadline;
    history;
    status;
    lastJson;
    polls = 0;
    lastAnswered;
    routeAnswered;
    failedPolls = 0;
    failedInARow = 0;
    lastPollError;
    since;
    /** When the wait began polling, and when the log last heard of it (for the heartbeat). */
    started = 0;
    lastWord = 0;
    constructor(options) {
        this.options = options;
        this.now = options.now ?? Date.now;
        this.sleep = options.sleep ?? _service_sleep_js__WEBPACK_IMPORTED_MODULE_4__/* .sleep */ .y;
        this.explain = options.explain ?? _text_error_message_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g;
        this.deadline = this.now() + options.timeoutMs;
        const createdAt = options.createdAt ?? new Date(this.now());
        this.history = [{ status: options.initialStatus, at: createdAt }];
        this.status = options.initialStatus;
        this.lastAnswered = createdAt;
        this.routeAnswered = options.readBefore ?? false;
    }
    async run() {
        const initialClass = (0,_statuses_js__WEBPACK_IMPORTED_MODULE_6__/* .classifyStatus */ .x)(this.status);
        if (initialClass !== 'in-progress')
            return this.finish(initialClass === 'success' ? 'succeeded' : 'failed');
        const { signal } = this.options;
        this.started = this.lastWord = this.now();
        for (;;) {
            if (signal?.aborted)
                return this.finish('stopped');
            const remaining = this.deadline - this.now();
            if (remaining <= 0)
                return this.outOfTime();
            await this.pause(Math.min(this.options.intervalMs, remaining));
            if (signal?.aborted)
                return this.finish('stopped');
            const ended = await this.poll();
            if (ended)
                return ended;
        }
    }
    /** The deadline passed: still in progress, or, when the last polls all failed, out of reach. */
    outOfTime() {
        if (this.failedInARow === 0)
            return this.finish('timed-out');
        return this.finish('unreachable', `no status could be read from ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .clockTime */ .qo)(this.since)} (${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(this.failedInARow, 'poll')} failed)`);
    }
    /** One poll: how the wait ends, or nothing while it goes on. */
    async poll() {
        const { signal } = this.options;
        this.polls++;
        const asked = this.now();
        let lookup;
        try {
            // The transport takes no retry delay past the deadline (a Retry-After of a day included), and
            // ends an attempt at most one request-timeout after it.
            lookup = await this.options.client.getSubmission(this.options.id, {
                deadline: this.deadline
            });
        }
        catch (error) {
            // A poll the stop cut short says nothing of the submission.
            if (signal?.aborted)
                return this.finish('stopped');
            // The submission was accepted; a poll that fails for a passing reason should not fail the release.
            if (isPassing(error))
                return this.pollFailed(error, asked);
            // Nor should a status route that cannot be read (these routes are not in the specification).
            return this.finish('untracked', `reading its status failed: ${this.explain(error)}`, true);
        }
        this.failedInARow = 0;
        this.since = undefined;
        return this.answered(lookup);
    }
    /** A poll that failed for a passing reason: counted, told, and the wait goes on. */
    pollFailed(error, asked) {
        this.lastPollError = this.explain(error);
        this.failedPolls++;
        // Since the first attempt of the first failed poll, not since its retries gave up.
        if (this.failedInARow++ === 0)
            this.since = new Date(asked);
        this.options.onPollError?.(this.lastPollError);
        return undefined;
    }
    /** What the service answered: the submission gone, its status unreadable, or a status. */
    answered(lookup) {
        if (lookup.kind === 'no-status')
            return this.finish('untracked', lookup.why, true);
        if (lookup.kind === 'no-status-route') {
            if (this.routeAnswered)
                return this.vanished('its routes answer 404 where they answered for it before');
            return this.finish('untracked', NO_STATUS_ROUTE);
        }
        if (lookup.kind === 'not-listed')
            return this.vanished(`GET ${_service_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .Routes */ .BV.signedIpa} answers 404 and its listing does not show it`);
        this.routeAnswered = true;
        this.lastAnswered = new Date(this.now());
        this.lastJson = lookup.answer.json;
        const next = lookup.answer.data.status;
        if (next && next !== this.status) {
            this.status = next;
            const change = { status: next, at: new Date(this.now()) };
            this.history.push(change);
            this.lastWord = this.now();
            this.options.onStatus?.(change);
        }
        const statusClass = (0,_statuses_js__WEBPACK_IMPORTED_MODULE_6__/* .classifyStatus */ .x)(this.status);
        if (statusClass === 'success')
            return this.finish('succeeded');
        if (statusClass === 'failure')
            return this.finish('failed');
        return undefined;
    }
    /** Sleeps in slices of at most a minute, so that a long poll interval still says something each minute. */
    async pause(ms) {
        const { signal } = this.options;
        const now = this.now;
        for (const wake = now() + ms; now() < wake && !signal?.aborted;) {
            await this.sleep(Math.max(1, Math.min(wake - now(), HEARTBEAT_MS - (now() - this.lastWord))), signal);
            if (now() - this.lastWord >= HEARTBEAT_MS && now() < this.deadline) {
                this.lastWord = now();
                this.options.onHeartbeat?.({
                    status: this.status,
                    waitedMs: now() - this.started,
                    leftMs: this.deadline - now()
                });
            }
        }
    }
    /** The service answered for it before (its create, or a status read): now it says it has none. */
    vanished(how) {
        this.since = new Date(this.now());
        return this.finish('vanished', `not known to the service from ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .clockTime */ .qo)(this.since)}: ${how}`);
    }
    finish(outcome, note, unexpected = false) {
        return {
            outcome,
            status: this.status,
            history: this.history,
            lastJson: this.lastJson,
            polls: this.polls,
            note,
            unexpected,
            lastAnswered: this.lastAnswered,
            failedPolls: this.failedPolls,
            lastPollError: this.lastPollError,
            since: this.since,
            failedInARow: this.failedInARow
        };
    }
}
/** A poll whose transport gave up, or whose status says the service is busy for now. */
function isPassing(error) {
    if (error instanceof _service_transport_types_js__WEBPACK_IMPORTED_MODULE_3__/* .TransportError */ .w)
        return true;
    return error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && (0,_service_retry_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isTransientStatus */ .Dm)(error.status);
}


/***/ }),

/***/ 6661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ onAbort)
/* harmony export */ });
/**
 * Calls `then` when `signal` aborts, until the returned function is called. It listens on a signal of
 * its own that follows `signal` (`AbortSignal.any`), which adds no listener to `signal` itself: a
 * fleet's requests and waits, forty at once on the run's one signal, would otherwise each add one,
 * and Node warns past ten (MaxListenersExceededWarning).
 */
function onAbort(signal, then) {
    if (!signal)
        return () => undefined;
    const own = AbortSignal.any([signal]);
    own.addEventListener('abort', then, { once: true });
    return () => own.removeEventListener('abort', then);
}


/***/ }),

/***/ 3311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ MAX_TIMER_MS),
/* harmony export */   y: () => (/* binding */ sleep)
/* harmony export */ });
/* harmony import */ var _on_abort_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6661);

/** The longest delay setTimeout keeps: past 2^31 - 1 ms (about 24 days) it fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * The one way to wait: every retry delay and every poll interval goes through it. An abort ends the
 * wait at once (it resolves: the caller looks at the signal to know why).
 */
function sleep(ms, signal) {
    return new Promise(resolve => {
        if (signal?.aborted)
            return resolve();
        const done = () => {
            clearTimeout(timer);
            stopListening();
            resolve();
        };
        const timer = setTimeout(done, ms);
        const stopListening = (0,_on_abort_js__WEBPACK_IMPORTED_MODULE_0__/* .onAbort */ .u)(signal, done);
    });
}


/***/ })

};

//# sourceMappingURL=931.index.js.map
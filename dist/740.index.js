export const id = 740;
export const ids = [740];
export const modules = {

/***/ 4740:
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
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
// EXTERNAL MODULE: ./src/follow-submission/status-history.ts
var status_history = __webpack_require__(517);
// EXTERNAL MODULE: ./src/follow-submission/statuses.ts
var statuses = __webpack_require__(1028);
;// CONCATENATED MODULE: ./src/commands/status/summary.ts




/** The headline, unless the step fails: then the failure heads the summary and is not said twice. */
function headline(input) {
    const { status, wait, dryRun, warnings } = input;
    const withWarnings = warnings > 0 ? ` with ${(0,format/* plural */.LS)(warnings, 'warning')}` : '';
    if (wait?.outcome === 'untracked')
        return wait.unexpected
            ? `📨 **Not readable${withWarnings}**: the submission's status could not be read (see the warning), so progress goes by e-mail.`
            : `📨 **Not readable${withWarnings}**: the service offers no way to read the submission's status, so progress goes by e-mail.`;
    const statusClass = (0,statuses/* classifyStatus */.x)(status);
    const ended = ['timed-out', 'unreachable', 'vanished', 'stopped'].includes(wait?.outcome ?? '');
    if (statusClass === 'failure' || ended)
        return undefined;
    const shown = (0,markdown/* mdCode */.xs)(status);
    if (statusClass === 'success')
        return `✅ **Done${withWarnings}**: the service reports ${shown}.`;
    const how = dryRun ? 'dry run: read once, nothing changed' : 'read once, not waiting';
    return `⏳ **Still in progress${withWarnings}**: the service reports ${shown} (${how}).`;
}
/** The submission, how old it is, the GitHub deployment it follows, and the statuses this step saw. */
function statusSummary(input) {
    const { id, status, history, wait, waited, durationMs, deployment } = input;
    const parts = [
        headline(input),
        (0,markdown/* facts */.Ix)([
            ['Submission', (0,markdown/* mdCode */.xs)(id)],
            ['Status', status ? (0,markdown/* mdCode */.xs)(status) : 'not readable'],
            ['App', appOf(input.release)],
            ['SHA-256', input.release?.sha256 ? (0,markdown/* mdCode */.xs)(input.release.sha256) : undefined],
            ['Created', created(input.createdAt, input.now ?? Date.now())],
            ['GitHub deployment', deployment ? (0,markdown/* mdLink */.YF)(`#${deployment.id}`, deployment.url) : undefined],
            [waited ? 'Waited' : 'Read', waited ? (0,format/* formatDuration */.a3)(durationMs) : 'once']
        ]),
        ...(0,status_history/* statusHistory */.p)(history, wait?.note)
    ];
    return parts.filter(Boolean).join('\n\n');
}
/** created_at and how long ago it was; a record without one (or with no date in it) says so. */
function created(value, now) {
    if (value === undefined || value === null || value === '')
        return 'not known (the record has no `created_at`)';
    const at = typeof value === 'string' ? Date.parse(value) : NaN;
    if (Number.isNaN(at))
        return `${(0,markdown.md)(value, 60)} (not a date: age not known)`;
    return `${(0,markdown.md)(value, 60)}, ${(0,format/* formatDuration */.a3)(Math.max(0, now - at))} ago`;
}
/** The app a deployment records, as `com.example.App 2.3.0 (45)`. */
function appOf(release) {
    if (!release?.bundle_id)
        return undefined;
    const version = release.version ? ` ${(0,markdown/* mdCode */.xs)(release.version)}` : '';
    const build = release.build ? ` (build ${(0,markdown/* mdCode */.xs)(release.build)})` : '';
    return `${(0,markdown/* mdCode */.xs)(release.bundle_id)}${version}${build}`;
}

;// CONCATENATED MODULE: ./src/commands/status/follow-one.ts








/** The deployment whose status follows the submission; none in a dry run, which changes nothing. */
function attachDeployment(one, context) {
    return one.deployment && !context.dryRun
        ? deployment/* DeploymentRecorder */.q.attach({ ...one.deployment, context })
        : undefined;
}
/**
 * Reads one submission made earlier and follows it as `submit` does, until its status is final or
 * once without a wait: its outputs, its summary, its deployment's statuses, its failure thrown.
 */
async function followOne(context, { settings: config, one, deployment, release }) {
    const { client, log, summary } = context;
    const id = one.submissionId;
    context.result.record({ submissionId: id });
    try {
        if (deployment && release?.bundle_id) {
            const { bundle_id: app, version = '?', build = '?' } = release;
            log.info(`GitHub Deployment ${deployment.id} releases ${(0,untrusted/* oneLine */.TN)(app)} ${(0,untrusted/* oneLine */.TN)(version)} (${(0,untrusted/* oneLine */.TN)(build)}).`);
        }
        const started = Date.now();
        const lookup = await client.getSubmission(id);
        const read = readLookup(id, lookup);
        const record = read.record;
        const initialStatus = read.status;
        if (initialStatus) {
            context.result.record({ status: initialStatus });
            log.info(`Submission ${(0,untrusted/* oneLine */.TN)(id)}: ${(0,untrusted/* oneLine */.TN)(initialStatus)}`);
        }
        context.result.record({ record });
        if (context.dryRun) {
            const wait = config.wait
                ? `waited up to ${(0,format/* formatDuration */.a3)(config.waitTimeoutMs)}, polling every ${(0,format/* formatDuration */.a3)(config.pollIntervalMs)}`
                : 'read it once';
            const followed = one.deployment
                ? ` and set GitHub Deployment ${one.deployment.id}'s status`
                : '';
            log.info(`Dry run: the status was read once; nothing else is done. Without the dry run, it would have ${wait}${followed}.`);
        }
        const createdAt = record && typeof record === 'object'
            ? record.created_at
            : undefined;
        await (0,follow_submission/* followSubmission */.G)(context, {
            config: {
                wait: config.wait && !context.dryRun,
                waitTimeoutMs: config.waitTimeoutMs,
                pollIntervalMs: config.pollIntervalMs
            },
            submission: { id },
            initialStatus,
            json: record,
            started,
            readBefore: record !== undefined,
            deployment,
            known: read.known,
            summarize: (result) => summary.add(statusSummary({
                id,
                status: result?.status ?? initialStatus,
                createdAt,
                history: result?.history ??
                    (initialStatus ? [{ status: initialStatus, at: new Date(started) }] : []),
                wait: result,
                waited: config.wait && !context.dryRun,
                durationMs: Date.now() - started,
                dryRun: context.dryRun,
                warnings: summary.warnings.length,
                deployment: deployment && { id: deployment.id, url: deployment.url },
                release
            }))
        });
    }
    catch (error) {
        await deployment?.failIfOpen((0,describe_failure/* failureMessage */.oh)(error, context.names));
        throw error;
    }
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
    context.result.record({
        bundleId: release?.bundle_id || undefined,
        version: release?.version || undefined,
        build: release?.build || undefined
    });
    return (0,outcome/* runFleetItem */.nB)({ label: one.submissionId, context, captured }, () => followOne(context, { settings: config, one, deployment, release }), () => ({ team: teamOf(release, captured.result.record) }));
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
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8488);
/* harmony import */ var _text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9209);
/* harmony import */ var _commands_command_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2152);
/* harmony import */ var _commands_describe_failure_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3894);
/* harmony import */ var _failure_reason_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8011);
/* harmony import */ var _commands_stop_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3172);
/* harmony import */ var _statuses_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1028);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7239);









/**
 * Follows a submission until its status is final (or the wait ends): the wait with its log lines,
 * the outputs, the deployment's statuses, the failure reason; then fails the step when it should.
 */
async function followSubmission(context, following) {
    const { client, log } = context;
    const { config, submission, initialStatus, started, deployment } = following;
    // Deployment statuses follow the submission's, one request at a time and in order.
    let statusUpdates = Promise.resolve();
    const follow = (status) => {
        if ((0,_statuses_js__WEBPACK_IMPORTED_MODULE_5__/* .classifyStatus */ .x)(status) === 'in-progress') {
            statusUpdates = statusUpdates.then(() => deployment?.update('in_progress', `Submission ${submission.id}: ${status}`));
        }
    };
    // Without a wait, the deployment's status says how the hand-off ends (below).
    if (config.wait && !following.known)
        follow(initialStatus);
    let result = following.known;
    const waitStarted = Date.now();
    if (!result && config.wait) {
        result = await (0,_wait_js__WEBPACK_IMPORTED_MODULE_4__/* .waitForSubmission */ .l)({
            client,
            id: submission.id,
            initialStatus,
            createdAt: new Date(started),
            readBefore: following.readBefore,
            intervalMs: config.pollIntervalMs,
            timeoutMs: config.waitTimeoutMs,
            signal: context.signal,
            onStatus: change => {
                log.info(`Submission ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(submission.id)}: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(change.status)}`);
                context.result.record({ status: change.status });
                follow(change.status);
            },
            explain: error => (0,_commands_describe_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .failureMessage */ .oh)(error, context.names),
            // Said once at the end, with a count (see pollFailures), or as the failure of an outage.
            onPollError: message => log.info(`Could not read the status of submission ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(submission.id)}: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(message)}. Trying again in ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatDuration */ .a3)(config.pollIntervalMs)}.`),
            onHeartbeat: ({ status, waitedMs, leftMs }) => log.info(`Submission ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(submission.id)} is still ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(status)} after ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatDuration */ .a3)(waitedMs)}; waiting up to ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatDuration */ .a3)(leftMs)} more (${context.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.WaitTimeout)}).`)
        });
        context.result.record({ record: result.lastJson });
    }
    if (result && result.failedPolls > 0 && result.outcome !== 'unreachable')
        log.warning(pollFailures(result));
    if (result?.outcome === 'untracked') {
        // The submission was accepted either way: a status route that misbehaves is a warning, not a failure.
        const stays = result.status
            ? `status stays '${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(result.status)}'`
            : 'its status is not known';
        const message = `Not waiting for submission ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(submission.id)}: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(result.note ?? '', 600)}. Progress goes to the ${context.names.referred(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.NotifyEmails)} addresses${emailsGiven(config.notifyEmails)}; ${stays}.`;
        if (result.unexpected)
            log.warning(message);
        else
            log.notice(message);
    }
    const stop = result?.outcome === 'stopped' ? (0,_commands_stop_js__WEBPACK_IMPORTED_MODULE_3__/* .stopOf */ .EV)(context.signal) : undefined;
    // Stopped, it waits for GitHub no longer than a bound (see endStopped).
    if (!stop)
        await statusUpdates;
    const status = result?.status ?? initialStatus;
    const failed = result?.outcome === 'failed' || (!result && (0,_statuses_js__WEBPACK_IMPORTED_MODULE_5__/* .classifyStatus */ .x)(status) === 'failure');
    const reason = failed ? (0,_failure_reason_js__WEBPACK_IMPORTED_MODULE_8__/* .failureReason */ .H)(result?.lastJson ?? following.json) : undefined;
    context.result.record({ failureReason: reason });
    following.summarize(result);
    if (stop) {
        const waitedMs = Math.max(0, stop.at - waitStarted);
        const facts = { id: submission.id, status, waitedMs, deploymentId: deployment?.id };
        throw await endStopped(context, stop, facts, deployment, statusUpdates);
    }
    if (failed)
        throw new _commands_command_error_js__WEBPACK_IMPORTED_MODULE_1__/* .CommandError */ .Q({
            type: 'submission-failed',
            id: submission.id,
            status,
            reason,
            emails: config.notifyEmails
        });
    if (result?.outcome === 'vanished')
        throw vanished(submission.id, result);
    if (result?.outcome === 'unreachable')
        throw unreachable(submission.id, result);
    if (result?.outcome === 'timed-out')
        throw new _commands_command_error_js__WEBPACK_IMPORTED_MODULE_1__/* .CommandError */ .Q({
            type: 'wait-timed-out',
            id: submission.id,
            status,
            waitTimeoutMs: config.waitTimeoutMs,
            emails: config.notifyEmails
        });
    if (!result && (0,_statuses_js__WEBPACK_IMPORTED_MODULE_5__/* .classifyStatus */ .x)(status) === 'in-progress') {
        // The App Store has not finished: the deployment stays in progress until a status step ends it.
        const handOff = [[_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.SubmissionId, (0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(submission.id)]];
        if (deployment)
            handOff.push([_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId, String(deployment.id)]);
        const { setting } = context.names;
        const given = handOff.map(([name, value]) => setting(name, value)).join(', ');
        log.info(`Not waiting for the outcome: a later job with ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')} and ${given} follows it.`);
        await deployment?.update('in_progress', `App Store not done (${status}): finish with a status step, ${handOff.map(pair => pair.join(' ')).join(', ')}`);
        return;
    }
    const accepted = result?.outcome === 'succeeded'
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
        context.log.warning(`GitHub Deployment ${deployment.id} did not take its last status within ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatDuration */ .a3)(_commands_stop_js__WEBPACK_IMPORTED_MODULE_3__/* .STOP_CLEANUP_MS */ .$Q)} of ${stop.signal}, and may stay in progress: ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.Command, 'status')}, given ${setting(_inputs_names_js__WEBPACK_IMPORTED_MODULE_0__/* .Inputs */ .G0.DeploymentId, String(deployment.id))}, ends it.`);
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
    return `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(failedPolls, 'status read')} of ${polls} failed during the wait (the last: ${(0,_text_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .TN)(lastPollError ?? '', 300)}); the service answered again, so the wait went on.`;
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

/***/ 517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ statusHistory)
/* harmony export */ });
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8488);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6590);


/** The statuses seen, each with when and how long after the first, and why the wait stopped early. */
function statusHistory(history, note) {
    if (history.length === 0)
        return [];
    const start = history[0].at.getTime();
    const parts = [
        '### Status history',
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .table */ .tp)(['Status', 'Seen at (UTC)', 'After'], history.map(change => [
            (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(change.status),
            change.at
                .toISOString()
                .replace('T', ' ')
                .replace(/\.\d+Z$/, ''),
            (0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(change.at.getTime() - start)
        ]))
    ];
    if (note)
        parts.push(`_${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__.md)(note, 400)}_`);
    return parts;
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
/* harmony import */ var _service_retry_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3102);
/* harmony import */ var _service_sleep_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3311);
/* harmony import */ var _service_transport_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5518);
/* harmony import */ var _text_error_message_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7515);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8488);
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
    const now = options.now ?? Date.now;
    const sleep = options.sleep ?? _service_sleep_js__WEBPACK_IMPORTED_MODULE_4__/* .sleep */ .y;
    const deadline = now() + options.timeoutMs;
    const createdAt = options.createdAt ?? new Date(now());
    const history = [{ status: options.initialStatus, at: createdAt }];
    let status = options.initialStatus;
    let lastJson;
    let polls = 0;
    let lastAnswered = createdAt;
    let routeAnswered = options.readBefore ?? false;
    let failedPolls = 0;
    let failedInARow = 0;
    let lastPollError;
    let since;
    const finish = (outcome, note, unexpected = false) => ({
        outcome,
        status,
        history,
        lastJson,
        polls,
        note,
        unexpected,
        lastAnswered,
        failedPolls,
        lastPollError,
        since,
        failedInARow
    });
    // The service answered for it before (its create, or a status read): now it says it has none.
    const vanished = (how) => {
        since = new Date(now());
        return finish('vanished', `not known to the service from ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .clockTime */ .qo)(since)}: ${how}`);
    };
    const initialClass = (0,_statuses_js__WEBPACK_IMPORTED_MODULE_6__/* .classifyStatus */ .x)(status);
    if (initialClass !== 'in-progress')
        return finish(initialClass === 'success' ? 'succeeded' : 'failed');
    const started = now();
    const { signal } = options;
    let lastWord = started;
    const pause = async (ms) => {
        // In slices of at most a minute, so that a long poll interval still says something each minute.
        for (const wake = now() + ms; now() < wake && !signal?.aborted;) {
            await sleep(Math.max(1, Math.min(wake - now(), HEARTBEAT_MS - (now() - lastWord))), signal);
            if (now() - lastWord >= HEARTBEAT_MS && now() < deadline) {
                lastWord = now();
                options.onHeartbeat?.({ status, waitedMs: now() - started, leftMs: deadline - now() });
            }
        }
    };
    const explain = options.explain ?? _text_error_message_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .g;
    for (;;) {
        if (signal?.aborted)
            return finish('stopped');
        const remaining = deadline - now();
        if (remaining <= 0) {
            if (failedInARow === 0)
                return finish('timed-out');
            return finish('unreachable', `no status could be read from ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .clockTime */ .qo)(since)} (${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(failedInARow, 'poll')} failed)`);
        }
        await pause(Math.min(options.intervalMs, remaining));
        if (signal?.aborted)
            return finish('stopped');
        polls++;
        const asked = now();
        let lookup;
        try {
            // The transport takes no retry delay past the deadline (a Retry-After of a day included), and
            // ends an attempt at most one request-timeout after it.
            lookup = await options.client.getSubmission(options.id, { deadline });
        }
        catch (error) {
            // A poll the stop cut short says nothing of the submission.
            if (signal?.aborted)
                return finish('stopped');
            // The submission was accepted; a poll that fails for a passing reason should not fail the release.
            if (isPassing(error)) {
                lastPollError = explain(error);
                failedPolls++;
                // Since the first attempt of the first failed poll, not since its retries gave up.
                if (failedInARow++ === 0)
                    since = new Date(asked);
                options.onPollError?.(lastPollError);
                continue;
            }
            // Nor should a status route that cannot be read (these routes are not in the specification).
            return finish('untracked', `reading its status failed: ${explain(error)}`, true);
        }
        failedInARow = 0;
        since = undefined;
        if (lookup.kind === 'no-status')
            return finish('untracked', lookup.why, true);
        if (lookup.kind === 'no-status-route') {
            if (routeAnswered)
                return vanished('its routes answer 404 where they answered for it before');
            return finish('untracked', NO_STATUS_ROUTE);
        }
        if (lookup.kind === 'not-listed')
            return vanished(`GET ${_service_requests_js__WEBPACK_IMPORTED_MODULE_1__/* .Routes */ .BV.signedIpa} answers 404 and its listing does not show it`);
        routeAnswered = true;
        lastAnswered = new Date(now());
        lastJson = lookup.answer.json;
        const next = lookup.answer.data.status;
        if (next && next !== status) {
            status = next;
            const change = { status, at: new Date(now()) };
            history.push(change);
            lastWord = now();
            options.onStatus?.(change);
        }
        const statusClass = (0,_statuses_js__WEBPACK_IMPORTED_MODULE_6__/* .classifyStatus */ .x)(status);
        if (statusClass === 'success')
            return finish('succeeded');
        if (statusClass === 'failure')
            return finish('failed');
    }
}
/** A poll whose transport gave up, or whose status says the service is busy for now. */
function isPassing(error) {
    if (error instanceof _service_transport_types_js__WEBPACK_IMPORTED_MODULE_3__/* .TransportError */ .w)
        return true;
    return error instanceof _service_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._7 && (0,_service_retry_index_js__WEBPACK_IMPORTED_MODULE_2__/* .isTransientStatus */ .Dm)(error.status);
}


/***/ })

};

//# sourceMappingURL=740.index.js.map
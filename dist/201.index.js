export const id = 201;
export const ids = [201];
export const modules = {

/***/ 6861:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DR: () => (/* binding */ releaseKey),
/* harmony export */   j3: () => (/* binding */ newTryKey),
/* harmony export */   qY: () => (/* binding */ tieOf),
/* harmony export */   rK: () => (/* binding */ mayBeRetry)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _ipa_input_file_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6071);
/* harmony import */ var _ipa_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8232);



async function releaseKey({ run, releaseId, command, teamId, source, inspection, fleet = false }) {
    const tie = tieOf(run, releaseId);
    const release = [
        `command ${command}`,
        `team ${teamId ?? ''}`,
        await ipaIdentity(source, inspection)
    ];
    const parts = [
        // Untied, resends within the step still share the key.
        tie?.part ?? `step ${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`,
        // A fleet's app may be sent by any copy of a job the CI runs in parallel, which it names apart
        // (GitLab's `submit 2/3`, Azure's job identifier of each position), and which copy sends it is
        // the split's choice, which moves with `shard-total` (1 included): the job names no release
        // there, and is left out, so that a re-run of any shard, of any total or none, sends the app
        // under the key it was first sent with.
        ...(fleet ? [] : [`job ${run.job ?? run.pipeline?.job ?? ''}`]),
        `step ${run.step ?? ''}`,
        ...release
    ];
    return {
        key: sha256(parts.join('\n')),
        about: parts.join(', '),
        release: release.join(', '),
        tie: tie?.kind,
        attempt: tie?.kind === 'run'
            ? (run.runAttempt ?? 1)
            : tie?.kind === 'pipeline'
                ? run.pipeline?.attempt
                : undefined,
        ci: tie?.kind === 'pipeline' && run.pipeline
            ? { ci: run.pipeline.ci, word: run.pipeline.word }
            : undefined
    };
}
/** What ties a release to the job's retries, and its part of the key: the same in every job of the run. */
function tieOf(run, releaseId) {
    if (releaseId)
        return { kind: 'release-id', part: `release ${releaseId}` };
    if (run.repository && run.runId)
        return { kind: 'run', part: `run ${run.repository}#${run.runId}` };
    if (run.pipeline)
        return { kind: 'pipeline', part: `${run.pipeline.ci} ${run.pipeline.id}` };
    return undefined;
}
/**
 * Whether this run may retry one that already sent the release: a later attempt of a GitHub run, or
 * any run of a tie that does not count its attempts.
 */
function mayBeRetry(key) {
    return key.tie !== undefined && (key.attempt === undefined || key.attempt > 1);
}
/**
 * The key of the try after a failed submission: it follows from the key that made the failed one and
 * its id, so that every attempt of the run walks the same chain of keys, and finds the same tries.
 */
function newTryKey(failedKey, failedId) {
    return sha256(`${failedKey}\nnew try after ${failedId}`);
}
async function ipaIdentity(source, inspection) {
    if (source.kind === 'url') {
        const url = new URL(source.url);
        return `ipa-url ${url.origin}${url.pathname}`;
    }
    const { bundleId, version, build } = (0,_ipa_index_js__WEBPACK_IMPORTED_MODULE_2__/* .acceptedIdentity */ .yn)(inspection?.app);
    if (bundleId && version && build)
        return `app ${bundleId} ${version} (${build})`;
    return `file sha256 ${await (0,_ipa_input_file_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .fileSha256 */ .s)(source.path)}`;
}
function sha256(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
}


/***/ }),

/***/ 8678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ur: () => (/* reexport */ createOnce),
  yq: () => (/* reexport */ exactly_once_look/* namesAnotherFile */.yq),
  ts: () => (/* reexport */ planFromEarlierDeployment),
  DR: () => (/* reexport */ idempotency_key/* releaseKey */.DR),
  QB: () => (/* reexport */ submitOnce)
});

// EXTERNAL MODULE: ./src/service/retry/index.ts + 5 modules
var retry = __webpack_require__(1522);
// EXTERNAL MODULE: ./src/text/error-message.ts
var error_message = __webpack_require__(7515);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/commands/command-error.ts
var command_error = __webpack_require__(2152);
// EXTERNAL MODULE: ./src/commands/describe-failure.ts
var describe_failure = __webpack_require__(3894);
// EXTERNAL MODULE: ./src/commands/stop.ts
var commands_stop = __webpack_require__(3172);
// EXTERNAL MODULE: ./src/commands/failures/once.ts
var once = __webpack_require__(4239);
// EXTERNAL MODULE: ./src/service/errors.ts
var errors = __webpack_require__(5756);
// EXTERNAL MODULE: ./src/follow-submission/statuses.ts
var statuses = __webpack_require__(1028);
// EXTERNAL MODULE: ./src/exactly-once/idempotency-key.ts
var idempotency_key = __webpack_require__(6861);
// EXTERNAL MODULE: ./src/exactly-once/look.ts
var exactly_once_look = __webpack_require__(7759);
;// CONCATENATED MODULE: ./src/exactly-once/key-collision.ts




/**
 * What a 422 to a create sent with this tool's own Idempotency-Key means, decided here alone. The
 * key names the release (its run, job, step, team and the app's bundle id, version and build), not
 * the bytes of the IPA: a re-run that built the IPA again sends the key of what an earlier attempt
 * sent, with another file, and a service that honours the key refuses it as "used for a different
 * request" (the IETF draft's 422). The request is not wrong, the key is the tool's choice: so the
 * submission the earlier attempt made is looked for (in the listing read before the create) and
 * followed; when it cannot be found, the step says what happened, how to follow that submission and
 * how to send the rebuilt IPA on purpose. Never "fix what it says above".
 */
/**
 * Whether a create's failure is the service refusing its Idempotency-Key as used for another
 * request: a 422 whose words name the key (`Idempotency-Key … was used for a different request`,
 * Stripe's `Keys for idempotent requests …`), or a 422 without words on a run that may retry one
 * that sent this release, which the listing read before shows sent.
 */
function isKeyCollision(failure, send, before) {
    if (!(failure instanceof errors/* ServiceError */._7) || failure.status !== 422)
        return false;
    if (/idempoten/i.test(failure.serviceMessage))
        return true;
    return (!failure.serviceMessage &&
        (0,idempotency_key/* mayBeRetry */.rK)(send.key) &&
        !('unreadable' in before) &&
        [...before.values()].some(record => send.matches?.(record) ?? false));
}
/**
 * The earlier record of the release among the listing's: the one not in a failure status, else the
 * one that failed (a new try follows it); undefined when there is none, or several.
 */
function earlierRecord(send, before) {
    if (!send.matches)
        return { why: send.unmatchable ?? 'its records cannot be told apart' };
    if ('unreadable' in before)
        return { why: before.unreadable };
    if (send.tellable && before.size > 0 && ![...before.values()].some(send.tellable))
        return { why: send.unmatchable ?? 'its records cannot be told apart' };
    const found = new Map([...before].filter(([, record]) => send.matches(record)));
    const live = [...found].filter(([, record]) => (0,statuses/* classifyStatus */.x)(String(record.status ?? '')) !== 'failure');
    const pick = live.length > 0 ? live : [...found];
    if (pick.length === 1)
        return { id: pick[0][0], record: pick[0][1] };
    return {
        why: pick.length === 0
            ? `the service's listing shows no ${send.noun} of ${send.what}`
            : `the service's listing shows ${pick.length} ${send.noun}s of ${send.what}, and which one was sent then cannot be told: ${(0,exactly_once_look/* candidates */.Xi)(found, pick.map(([id]) => id))}`
    };
}

// EXTERNAL MODULE: ./src/exactly-once/lost-answer.ts
var lost_answer = __webpack_require__(6997);
;// CONCATENATED MODULE: ./src/exactly-once/create-once.ts











async function createOnce(context, spec) {
    const { client, log } = context;
    const route = (0,exactly_once_look/* listingRoute */.WI)(spec.listing);
    const before = await (0,exactly_once_look/* snapshot */.P9)(client, spec.listing, error => (0,describe_failure/* failureMessage */.oh)(error, context.names));
    if ('unreadable' in before)
        log.debug(`A lost answer could not be checked: ${before.unreadable}.`);
    else
        log.debug(`${route} holds ${(0,format/* plural */.LS)(before.size, spec.noun)} before the create.`);
    spec.beforeCreate?.(before);
    // An attempt before this one went out whole and lost its answer: whatever fails now is in doubt.
    let earlierLost = false;
    let attempt = 1;
    for (;;) {
        const sent = await (spec.siblings?.sending(() => spec.create(attempt)) ?? spec.create(attempt));
        if ('answer' in sent) {
            const replayed = 'unreadable' in before ? undefined : before.has(sent.answer.data.id);
            return { answer: sent.answer, replayed };
        }
        // Stopped while it went out: no look, no resend; whether it was made is not known.
        const stop = (0,commands_stop/* stopOf */.EV)(context.signal);
        if (stop)
            throw (0,commands_stop/* stoppedCreate */.Ao)(stop, { ...spec, request: sent.request, wentOutWhole: sent.outcome.sent });
        const verdict = (0,retry/* judge */.S4)(sent.outcome);
        // Waits as before any retry; false when no retry is left, or the delay asked is too long.
        // A rate limit's hold is no retry: the attempt after it keeps its number.
        const resend = async () => {
            if ((await client.beforeResend(attempt, sent)) !== undefined)
                return false;
            attempt = (0,retry/* nextAttempt */.nj)(attempt, sent.outcome);
            return true;
        };
        const inDoubt = earlierLost || (0,lost_answer/* madeButUnreadable */.AN)(sent) || (0,retry/* mayHaveActed */.LR)(sent.outcome);
        if (!inDoubt) {
            if (verdict === 'send-again' && (await resend()))
                continue;
            if (spec.earlier && isKeyCollision(sent.failure, spec.earlier, before))
                return collided(context, spec, spec.earlier, before);
            throw sent.failure;
        }
        const isNotOurs = (record) => (spec.siblings?.made.has(String(record.id)) ?? false) ||
            (spec.isNotOurs?.(record, sent.sha256) ?? false);
        const after = 'unreadable' in before
            ? before
            : await (0,exactly_once_look/* snapshot */.P9)(client, spec.listing, error => (0,describe_failure/* failureMessage */.oh)(error, context.names));
        await spec.siblings?.settled();
        const look = (0,exactly_once_look/* compare */.UD)(before, after, isNotOurs);
        // Nothing new: sent again when that may help (after a refused connection or a 429 too).
        const mayHelp = verdict === 'send-again' || verdict === 'look-then-send-again';
        if (look.kind === 'none' && mayHelp && !(0,lost_answer/* madeButUnreadable */.AN)(sent) && (await resend())) {
            log.info(`The answer to the create was lost, and ${route} shows no new ${spec.noun}: the service made nothing, so it is sent again.`);
            earlierLost = true;
            continue;
        }
        return settle(context, spec, sent, look);
    }
}
/** What a create in doubt made, by the look at the listing: the record found, or why none is used. */
function settle({ log, names }, spec, sent, look) {
    const route = (0,exactly_once_look/* listingRoute */.WI)(spec.listing);
    const made = (0,lost_answer/* madeButUnreadable */.AN)(sent);
    const lost = (0,lost_answer/* lostSentence */.Yg)(sent, spec.sent, names);
    switch (look.kind) {
        case 'none':
            // Nothing was made: the request failed, as its own error says.
            throw sent.failure;
        case 'one': {
            log.notice(`${lost}${made ? '' : ', but the service took it'}: ${spec.noun} ${(0,untrusted/* oneLine */.TN)(look.id)} is new in ${route}. Going on with it; nothing was made twice.`);
            const answer = {
                data: readFound(spec, look, { lost: sent, sent: spec.sent }),
                json: look.record,
                status: 0,
                sha256: sent.sha256
            };
            return { answer, replayed: false, recoveredAfter: (0,lost_answer/* howAnswerWasLost */.og)(sent, names) };
        }
        case 'several':
        case 'unknowable':
            throw new command_error/* CommandError */.Q({
                type: 'create-in-doubt',
                failed: sent,
                sent: spec.sent,
                noun: spec.noun,
                listing: spec.listing,
                look: look.kind === 'several'
                    ? {
                        kind: 'several',
                        count: look.ids.length,
                        candidates: (0,exactly_once_look/* candidates */.Xi)(look.records, look.ids)
                    }
                    : { kind: 'unknowable', why: look.why },
                goOn: spec.nextStepFor
            }, 'service');
    }
}
/** The record an earlier request of the release made with this key, found in the listing and followed. */
function collided(context, spec, send, before) {
    const found = earlierRecord(send, before);
    if ('why' in found)
        throw new command_error/* CommandError */.Q({
            type: 'collision-unfound',
            send: collisionOf(send),
            listing: spec.listing,
            why: found.why
        });
    const sentence = (0,once/* collisionSentence */.Cr)(send, context.names);
    context.log.notice(`${sentence}: following that ${spec.noun}, ${(0,exactly_once_look/* candidates */.Xi)(new Map([[found.id, found.record]]), [found.id])}; nothing is sent again.`);
    const named = found.record.file_sha256 ?? found.record.sha256;
    const answer = {
        data: readFound(spec, found, { collision: collisionOf(send) }),
        json: found.record,
        status: 0,
        // Of the file sent then, when the record names one; shown only as the hex it must be.
        sha256: typeof named === 'string' && /^[0-9a-f]{64}$/i.test(named) ? named.toLowerCase() : undefined
    };
    return { answer, replayed: true, collided: sentence };
}
/** The record found, read; one that cannot be used still tells that the create was carried out. */
function readFound(spec, found, opening) {
    try {
        return spec.read(found.record);
    }
    catch (error) {
        throw new command_error/* CommandError */.Q({
            type: 'found-unusable',
            opening,
            noun: spec.noun,
            id: found.id,
            problem: (0,error_message/* errorMessage */.g)(error),
            goOn: spec.nextStepFor
        }, 'service');
    }
}
/** The facts of a collision its failure words: the release, and its record's noun. */
function collisionOf({ key, what, noun, listed, githubToken }) {
    return { key, what, noun, listed, githubToken };
}

// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/github-deployments/deployment.ts + 2 modules
var deployment = __webpack_require__(8673);
;// CONCATENATED MODULE: ./src/exactly-once/rerun.ts





/** With github-token, the earlier attempt's GitHub Deployment says what it submitted. */
async function planFromEarlierDeployment(context, { key, token, environment }) {
    const { log } = context;
    const plan = { idempotencyKey: key.key };
    if (!(0,idempotency_key/* mayBeRetry */.rK)(key) || !token)
        return plan;
    const found = await deployment/* DeploymentRecorder */.q.findEarlier({
        token,
        environment,
        releaseKey: key.key,
        context
    });
    if (!found) {
        log.info(`${key.attempt ? `Attempt ${key.attempt} of this run` : 'This run'}: no earlier attempt recorded a submission of this release (no GitHub Deployment carries its key), so it is submitted.`);
        return plan;
    }
    const { recorder, release } = found;
    const id = release.submission_id;
    const by = key.attempt
        ? `attempt ${release.run_attempt ?? 'before this one'} of this run`
        : 'an earlier run';
    const current = await currentStatus(context.client, id);
    if (current === 'unknown to the service') {
        log.warning(`GitHub Deployment ${recorder.id} records submission ${(0,untrusted/* oneLine */.TN)(id)}, which the service does not know: submitting again, with the same Idempotency-Key.`);
        return { idempotencyKey: release.idempotency_key };
    }
    const status = current.submission.status;
    if ((0,statuses/* classifyStatus */.x)(status) === 'failure')
        return newTry(context, key, release.idempotency_key, id, status);
    log.info(`Submission ${(0,untrusted/* oneLine */.TN)(id)} of this release was made by ${by} (GitHub Deployment ${recorder.id}): following it; nothing is sent again.`);
    return {
        idempotencyKey: release.idempotency_key,
        follow: current,
        deployment: recorder,
        how: `This release was submitted by ${by} (GitHub Deployment #${recorder.id}): this attempt follows that submission; nothing was sent again.`
    };
}
/**
 * On a re-run, the service may answer a create with a submission an earlier attempt made (the same
 * Idempotency-Key): when it ended in a failure status, the release is tried again, with the next key.
 * Asked too when the listing could not be read before the create, so that nobody can tell.
 */
async function planForAnswer(context, { key, submission, idempotencyKey, replayed }) {
    if (!(0,idempotency_key/* mayBeRetry */.rK)(key) || replayed === false)
        return undefined;
    const current = await currentStatus(context.client, submission.id);
    const status = current === 'unknown to the service' ? '' : current.submission.status;
    if ((0,statuses/* classifyStatus */.x)(status) !== 'failure')
        return undefined;
    return newTry(context, key, idempotencyKey, submission.id, status);
}
/**
 * Says, after a create on a re-run of a GitHub run without a GitHub token, that this run could not
 * know what an earlier attempt made (only a GitHub run has earlier attempts' deployments to read).
 */
function warnRerunWithoutToken(context, key, token) {
    const attempt = key.attempt ?? 1;
    if (attempt <= 1 || token || key.tie !== 'run')
        return;
    const { referred } = context.names;
    context.log.notice(`This is attempt ${attempt} of the run, and the service made a new submission for this release's Idempotency-Key: either no earlier attempt submitted it, or the service does not honour the key, and without ${referred(names/* Inputs */.G0.GithubToken)} this run cannot look up what an earlier attempt made. To make re-runs safe, give ${referred(names/* Inputs */.G0.GithubToken)} (with permissions: deployments: write): a re-run then follows the earlier attempt's submission.`);
}
/** The next try of the release: its key follows from the key of the failed submission, and its id. */
function newTry(context, key, failedKey, id, status) {
    const shown = `Submission ${(0,untrusted/* oneLine */.TN)(id)} of an earlier attempt ended with status '${(0,untrusted/* oneLine */.TN)(status)}'`;
    context.log.info(`${shown}: this attempt is a new try, with a new Idempotency-Key.`);
    return {
        idempotencyKey: (0,idempotency_key/* newTryKey */.j3)(failedKey, id),
        how: `${shown}: ${key.attempt ? `attempt ${key.attempt}` : 'this run'} is a new try of the release, sent with a new Idempotency-Key.`
    };
}
/** The submission's status now: pending when the service offers no way to read it. */
async function currentStatus(client, id) {
    try {
        const lookup = await client.getSubmission(id);
        if (lookup.kind === 'not-listed')
            return 'unknown to the service';
        if (lookup.kind === 'found')
            return { submission: lookup.answer.data, json: lookup.answer.json };
    }
    catch {
        // Unreadable for now: the wait that follows reads it again.
    }
    return { submission: { id, status: 'pending', created_at: '' }, json: undefined };
}

// EXTERNAL MODULE: ./src/follow-submission/failure-reason.ts
var failure_reason = __webpack_require__(8011);
;// CONCATENATED MODULE: ./src/exactly-once/submit-once.ts





/** New tries of one release within a run, past which the step stops: a run is not a loop. */
const MAX_TRIES = 10;
/**
 * Sends the submission once (see createOnce). When the service answers, on a re-run, with a
 * submission an earlier attempt made that failed, the release is tried again with the next key of
 * the chain, until a try that has not failed (or a new one) is reached.
 */
async function submitOnce(context, release, first) {
    let plan = first;
    const tried = [];
    for (let tries = 1;; tries++) {
        const idempotencyKey = plan.idempotencyKey;
        const created = await createOnce(context, release.submission(idempotencyKey));
        const { answer, replayed, recoveredAfter } = created;
        const submission = answer.data;
        const sent = { submission, json: answer.json, sha256: answer.sha256, idempotencyKey };
        if (recoveredAfter) {
            const how = `The answer to the submission was lost (${recoveredAfter}), but the service had taken it: this is that submission, found in its listing. No submission was made twice.`;
            return { ...sent, how };
        }
        const next = await planForAnswer(context, {
            key: release.key,
            submission,
            idempotencyKey,
            replayed
        });
        if (!next)
            return goOnWith(context, { release, plan, created, sent, tried });
        if (tries >= MAX_TRIES || tried.includes(submission.id))
            throw triesEnded(context, answer, tried, tries);
        tried.push(submission.id);
        plan = next;
    }
}
/**
 * No new try is needed: the step goes on with the submission answered, saying how it came (the
 * earlier request of a refused key, a replayed answer, or a new submission).
 */
function goOnWith(context, { release, plan, created, sent, tried }) {
    const { log } = context;
    const { submission } = sent;
    const { replayed, collided } = created;
    if (collided) {
        const how = `${collided}. This run follows that submission (${(0,untrusted/* oneLine */.TN)(submission.id)}), which holds the IPA sent then, not the rebuilt one: nothing was sent twice. The SHA-256 given is that IPA's where the service's record names it; its size is not known, so none is given.`;
        return {
            ...sent,
            how: plan.how ?? how,
            statusAt: statusSince(submission.created_at),
            otherFile: true
        };
    }
    if (replayed) {
        log.info(`The service answered with submission ${(0,untrusted/* oneLine */.TN)(submission.id)}, which it already had: an earlier attempt sent this release with the same Idempotency-Key. Following it; nothing new was created.`);
        const how = `The service already had this submission from an earlier attempt of this release (same Idempotency-Key), and answered with it: this step follows it. No second submission was made, though ${release.resent}: the service can tell a repeat only once the request is whole.`;
        const statusAt = statusSince(submission.created_at);
        return { ...sent, how: plan.how ?? how, statusAt };
    }
    if (replayed === false)
        warnRerunWithoutToken(context, release.key, release.githubToken);
    if (!replayed)
        release.madeAnew?.(submission.id, tried);
    log.info(`Submission ${(0,untrusted/* oneLine */.TN)(submission.id)} created: status ${(0,untrusted/* oneLine */.TN)(submission.status || 'pending')}.`);
    return { ...sent, how: plan.how };
}
/** The tries ended on a failed submission: its outputs name it, as a run that followed it would. */
function triesEnded(context, answer, tried, tries) {
    const submission = answer.data;
    context.outcome.record({
        submissionId: submission.id,
        status: submission.status || undefined,
        record: answer.json,
        failureReason: (0,failure_reason/* failureReason */.H)(answer.json)
    });
    return new command_error/* CommandError */.Q(tried.includes(submission.id)
        ? { type: 'tried-already', id: submission.id }
        : { type: 'tries-spent', tries });
}
/**
 * When a replayed answer's status was the submission's: its created_at (the status is the create's,
 * not today's), so that it is not dated after what followed it; never later than now, whatever the
 * service's clock says.
 */
function statusSince(createdAt) {
    const at = createdAt ? Date.parse(createdAt) : NaN;
    return Number.isNaN(at) ? Date.now() : Math.min(at, Date.now());
}

;// CONCATENATED MODULE: ./src/exactly-once/index.ts
/**
 * Exactly-once: nothing a release sends is made twice, whatever happens to the answers, and a re-run
 * finishes what an earlier attempt started. Everything that decides it is in this folder:
 * - `idempotency-key.ts`: the key of a release, the same on every attempt of its run, and the chain
 *   of keys of its new tries;
 * - `create-once.ts`: the one create, the listing read before it and after a lost answer, what that
 *   look decides, and the resend (the transport never sends a POST twice);
 * - `submit-once.ts`: a submission, tried again with the next key when a re-run finds an earlier
 *   attempt's failed;
 * - `rerun.ts`: what a re-run follows instead of submitting, from the earlier attempt's GitHub
 *   Deployment (`release-record.ts`, what the deployment records);
 * - `key-collision.ts`: what a 422 to the release's own key means (a re-run whose IPA was built
 *   again), the earlier record looked for, and the failure when it is not found;
 * - `same-build.ts`: a build as App Store Connect knows it, found in the listing and in deployments,
 *   and the ITMS-90189 warning when another run sent it;
 * - `look.ts`, `lost-answer.ts`: the listing compared, and how a lost answer is told.
 * Whether an attempt may have been carried out is `service/retry/`'s one decision (verdict.ts).
 */







/***/ }),

/***/ 7753:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PC: () => (/* binding */ labelsOf),
  gI: () => (/* binding */ runFleet),
  tM: () => (/* binding */ withinConcurrency)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/service/retry/index.ts + 5 modules
var retry = __webpack_require__(1522);
// EXTERNAL MODULE: ./src/commands/command-error.ts
var command_error = __webpack_require__(2152);
// EXTERNAL MODULE: ./src/commands/failures/fleet.ts
var fleet = __webpack_require__(4252);
;// CONCATENATED MODULE: ./src/fleet/limit-concurrency.ts
/**
 * Runs tasks at most `limit` at a time, the others waiting their turn in the order they came: the
 * creates of a fleet, bounded by `concurrency`.
 */
function limitConcurrency(limit) {
    let running = 0;
    const waiting = [];
    // A task that ends hands its turn to the first waiting, if any.
    const next = () => {
        const first = waiting.shift();
        if (first)
            first();
        else
            running -= 1;
    };
    return async (task) => {
        if (running >= limit)
            await new Promise(resolve => waiting.push(resolve));
        else
            running += 1;
        try {
            return await task();
        }
        finally {
            next();
        }
    };
}

// EXTERNAL MODULE: ./src/fleet/outcome.ts
var fleet_outcome = __webpack_require__(9832);
// EXTERNAL MODULE: ./src/fleet/report.ts
var fleet_report = __webpack_require__(5860);
// EXTERNAL MODULE: ./src/summary/fleet.ts
var summary_fleet = __webpack_require__(7676);
// EXTERNAL MODULE: ./src/fleet/stopped.ts
var fleet_stopped = __webpack_require__(569);
// EXTERNAL MODULE: ./src/commands/stop.ts
var stop = __webpack_require__(3172);
// EXTERNAL MODULE: ./src/fleet/scoped-context.ts
var scoped_context = __webpack_require__(3600);
;// CONCATENATED MODULE: ./src/fleet/siblings.ts
/** The creates of a fleet, as exactly-once needs to tell them apart (see Siblings). */
class FleetCreates {
    ids = new Set();
    onTheWire = new Set();
    get made() {
        return this.ids;
    }
    async sending(create) {
        const sent = create();
        this.onTheWire.add(sent);
        try {
            const attempt = await sent;
            if ('answer' in attempt)
                this.ids.add(attempt.answer.data.id);
            return attempt;
        }
        finally {
            this.onTheWire.delete(sent);
        }
    }
    /** Once every create begun so far has ended (whatever its end), its id known if it came. */
    async settled() {
        await Promise.allSettled([...this.onTheWire]);
    }
}

;// CONCATENATED MODULE: ./src/fleet/run-fleet.ts














/** A task in its turn of the fleet, or at once outside one. */
function withinConcurrency(fleet, task) {
    return fleet ? fleet.inTurn(task) : task();
}
/**
 * Sends several IPAs from one step, each a release of its own: all are read and checked before any
 * is sent, and one refusal sends none (with `sendPassing`, it alone is not sent); then they go side
 * by side, at most `concurrency` creates at once, each to its end whatever the others do; one
 * summary and one set of outputs report them, and the step fails naming each failure.
 */
async function runFleet(plan, context) {
    const { log } = context;
    const labels = labelsOf(plan.sources);
    const members = labels.map(label => ({ label, ...(0,scoped_context/* scopedContext */.q)(context, label) }));
    log.info(`${(0,format/* plural */.LS)(members.length, 'IPA')}, each a release of its own: all are checked before any is sent.`);
    const prepared = [];
    // One at a time: each read of an IPA keeps its own bounds of memory and time.
    for (const [i, member] of members.entries()) {
        try {
            prepared.push(await plan.prepare(i, member.context));
        }
        catch (error) {
            prepared.push({ refused: error });
        }
    }
    const { ready, sending, refused } = readyToSend(plan, members, prepared, context);
    plan.ready?.(ready, sending.map(member => member.label));
    const report = typeof plan.report === 'function' ? plan.report(ready) : plan.report;
    if (context.dryRun)
        return showDryRun(plan, ready, sending, report, context, refused);
    log.info(`Sending ${(0,format/* plural */.LS)(ready.length, 'IPA')}, at most ${plan.concurrency} at once.`);
    const turns = new FleetTurns(plan.concurrency);
    const sent = await Promise.all(ready.map(async (item, i) => {
        const one = await (0,fleet_outcome/* runFleetItem */.nB)(sending[i], () => plan.send(item, sending[i].context, turns), () => ({ made: report.made, team: plan.teamOf?.(item) }));
        turns.stopIfAll(one.error);
        return one;
    }));
    const ended = inOrder(members, [...refused, ...sent]);
    const failure = (0,fleet_report/* reportFleet */.zL)(context, ended, report);
    // Stopped (SIGINT, SIGTERM): what was under way goes on, and is said as such, not as failed.
    const stopped = (0,stop/* stopOf */.EV)(context.signal);
    if (stopped)
        throw (0,fleet_outcome/* withRecords */.lm)((0,fleet_stopped/* stoppedReport */.g)(stopped, ended, report), (0,fleet_outcome/* recordsOf */.M$)(failure) ?? ended.map(item => (0,fleet_outcome/* jsonOf */.o_)(item.outcome)));
    // Stopped, the step fails as one IPA would have (a refused key: the tool's exit 3, say).
    if (turns.stopped)
        throw (0,fleet_outcome/* withRecords */.lm)(turns.stopped.error, (0,fleet_outcome/* recordsOf */.M$)(failure) ?? []);
    if (failure)
        throw failure;
}
/**
 * The turns of a fleet's creates, at most `concurrency` at once, and what stops them all (the key
 * refused, no service there): the IPAs not yet sent are not, once it is known, which is before the
 * next turn is handed on.
 */
class FleetTurns {
    creates = new FleetCreates();
    stopped;
    turns;
    constructor(concurrency) {
        this.turns = limitConcurrency(concurrency);
    }
    inTurn(task) {
        return this.turns(async () => {
            if (this.stopped)
                throw this.stopped.error;
            try {
                return await task();
            }
            catch (error) {
                this.stopIfAll(error);
                throw error;
            }
        });
    }
    /** Stops the turns not yet begun when `error` would fail every request of the step. */
    stopIfAll(error) {
        if ((0,retry/* stopsEveryRequest */.CH)(error))
            this.stopped ??= { error };
    }
}
/** A dry run of the fleet: each IPA's dry run, and one table of what would be sent. */
function showDryRun(plan, ready, members, report, context, refused) {
    ready.forEach((item, i) => plan.dryRun(item, members[i].context));
    const checked = ready.map((item, i) => (0,fleet_outcome/* outcomeOf */.sG)(members[i].label, members[i].captured, {
        names: context.names,
        team: plan.teamOf?.(item)
    }));
    const all = [...refused.map(item => item.outcome), ...checked];
    context.report?.ended(all);
    context.summary.add((0,summary_fleet/* dryRunReport */.P7)(all, report));
    // With send-passing, the refused are shown among the others, and fail the dry run as they would the run.
    if (refused.length > 0) {
        const items = refused.map(({ outcome }) => ({
            label: outcome.label,
            failure: outcome.failure ?? ''
        }));
        const total = ready.length + refused.length;
        const refusal = new command_error/* CommandError */.Q({ type: 'fleet-refused', count: refused.length, total, items }, 'input');
        throw (0,fleet_outcome/* withRecords */.lm)(refusal, all.map(fleet_outcome/* jsonOf */.o_));
    }
}
/** The items of a fleet in the order of its IPAs (their labels are each their own). */
function inOrder(members, items) {
    const place = new Map(members.map((member, i) => [member.label, i]));
    return [...items].sort((a, b) => (place.get(a.outcome.label) ?? 0) - (place.get(b.outcome.label) ?? 0));
}
/**
 * Every IPA, when all may be sent: one that its checks refused, or two that are the same release,
 * send none, and each is named; with `sendPassing`, the others are sent and these refused alone.
 */
function readyToSend(plan, members, prepared, context) {
    // A failure that is not the IPA's (the service refusing the key, the network) stops the fleet as
    // it stops one IPA, with its own kind of failure.
    for (const item of prepared)
        if (isRefused(item) && !(item.refused instanceof command_error/* CommandError */.Q && item.refused.kind === 'input'))
            throw item.refused;
    if (plan.sendPassing)
        return passingOnly(plan, members, prepared, context);
    const together = plan.refusedTogether?.(prepared.flatMap((item, i) => isRefused(item) ? [{ label: members[i].label, error: item.refused }] : []));
    const items = [];
    let count = together?.labels.length ?? 0;
    const byKey = new Map();
    prepared.forEach((item, i) => {
        const { label, captured } = members[i];
        if (isRefused(item) && together?.labels.includes(label))
            return;
        if (isRefused(item)) {
            count++;
            const { failure } = (0,fleet_outcome/* outcomeOf */.sG)(label, captured, { error: item.refused, names: context.names });
            items.push({ label, failure: failure ?? '' });
            return;
        }
        const twin = byKey.get(plan.keyOf(item));
        if (twin) {
            const app = (0,fleet_outcome/* appText */.LA)((0,fleet_outcome/* outcomeOf */.sG)(label, captured, { names: context.names }));
            count++;
            items.push({ label, twin, app });
        }
        byKey.set(plan.keyOf(item), label);
    });
    if (!together && items.length === 0)
        return { ready: prepared, sending: members, refused: [] };
    const headline = (0,fleet/* refusedHeadline */.H)(count, members.length);
    // Each IPA's record for --json, from its inspection and its own failure (or why it was not sent).
    const outcomes = prepared.map((item, i) => (0,fleet_outcome/* outcomeOf */.sG)(members[i].label, members[i].captured, {
        error: isRefused(item) ? item.refused : new Error(`Not sent: ${headline}.`),
        names: context.names
    }));
    context.report?.ended(outcomes);
    const records = outcomes.map(fleet_outcome/* jsonOf */.o_);
    const refusal = new command_error/* CommandError */.Q({ type: 'fleet-refused', count, total: members.length, items, together }, 'input');
    throw (0,fleet_outcome/* withRecords */.lm)(refusal, records);
}
/**
 * With `send-passing`: the IPAs that pass are sent; each other one is refused on its own (its checks'
 * failure, or the release another IPA is), with its row and record as a failed item's.
 */
function passingOnly(plan, members, prepared, context) {
    const passing = {
        ready: [],
        sending: [],
        refused: []
    };
    // Two IPAs of one release are both refused, as without send-passing: which of them was meant to
    // go is not the glob's order to decide.
    const byKey = new Map();
    prepared.forEach((item, i) => {
        if (isRefused(item))
            return;
        const key = plan.keyOf(item);
        byKey.set(key, [...(byKey.get(key) ?? []), members[i].label]);
    });
    prepared.forEach((item, i) => {
        const { label, captured } = members[i];
        let error = isRefused(item) ? item.refused : undefined;
        const twin = isRefused(item)
            ? undefined
            : byKey.get(plan.keyOf(item))?.find(other => other !== label);
        if (twin) {
            const app = (0,fleet_outcome/* appText */.LA)((0,fleet_outcome/* outcomeOf */.sG)(label, captured, { names: context.names }));
            error = new command_error/* CommandError */.Q({ type: 'same-release', label, twin, app }, 'input');
        }
        if (error === undefined) {
            passing.ready.push(item);
            passing.sending.push(members[i]);
            return;
        }
        if (error instanceof command_error/* CommandError */.Q)
            captured.outcome.failure = error.failure;
        const outcome = (0,fleet_outcome/* outcomeOf */.sG)(label, captured, { error, names: context.names });
        members[i].context.log.info(`Refused: ${outcome.failure} The others go on.`);
        passing.refused.push({ outcome, captured, error });
    });
    return passing;
}
function isRefused(item) {
    return typeof item === 'object' && item !== null && 'refused' in item;
}
/** Each IPA's file name, or its path from here where two share a name. */
function labelsOf(sources) {
    const names = sources.map(source => (source.kind === 'file' ? external_node_path_.basename(source.path) : 'URL'));
    // A file's name is anyone's text: one line, so that no log line it starts can be a command.
    return sources.map((source, i) => (0,untrusted/* oneLine */.TN)(source.kind === 'file' && names.indexOf(names[i]) !== names.lastIndexOf(names[i])
        ? external_node_path_.relative(process.cwd(), source.path) || source.path
        : names[i], 120));
}


/***/ }),

/***/ 8008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ shareOfFleet)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/ipa-input/bundle-id.ts
var bundle_id = __webpack_require__(2707);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/fleet/outcome.ts
var outcome = __webpack_require__(9832);
// EXTERNAL MODULE: ./src/fleet/run-fleet.ts + 2 modules
var run_fleet = __webpack_require__(7753);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/fleet/split-fleet.ts

/** The shard (from 0) of each member, in the members' order. */
function splitFleet(members, total) {
    const heaviestFirst = [...groupWeights(members)].sort(([keyA, weightA], [keyB, weightB]) => weightB - weightA || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0));
    const loads = new Array(total).fill(0);
    const shardOf = new Map();
    for (const [group, weight] of heaviestFirst) {
        // indexOf finds the lowest shard of the least load.
        const shard = loads.indexOf(Math.min(...loads));
        loads[shard] += weight;
        shardOf.set(group, shard);
    }
    return members.map(member => shardOf.get(member.group));
}
/**
 * What the split was made of (each group with its weight, and the shard count), as a sha256: two
 * shards that saw other IPAs, or read one differently (its file's name where the other read its
 * bundle id), have other fingerprints, and may each have left an app to the other.
 */
function splitFingerprint(members, total) {
    const groups = [...groupWeights(members)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return (0,external_node_crypto_.createHash)('sha256').update(JSON.stringify({ total, groups })).digest('hex');
}
/** Each group's weight: its members' weights added. */
function groupWeights(members) {
    const weights = new Map();
    for (const { group, weight } of members)
        weights.set(group, (weights.get(group) ?? 0) + weight);
    return weights;
}

;// CONCATENATED MODULE: ./src/fleet/share.ts








/**
 * The IPAs this run sends: the whole fleet, or, split into shards, its share (split-fleet.ts), which
 * the log and the summary name. The run's report is told the fleet and the share. A shard given no
 * IPA (more shards than apps) says so and sends nothing, and that is no failure.
 */
async function shareOfFleet(sources, shard, context, made) {
    const { share, split } = shard.total === 1 ? { share: sources } : await splitShare(sources, shard);
    const labels = (0,run_fleet/* labelsOf */.PC)(share);
    context.report?.split(shard, sources.length, labels, split);
    if (shard.total === 1)
        return share;
    const which = `Shard ${shard.index + 1} of ${shard.total}`;
    const fleet = `the fleet's ${(0,format/* plural */.LS)(sources.length, 'IPA')}`;
    if (share.length === 0) {
        const none = `${which}: none of ${fleet} (more shards than apps), so this one sends nothing.`;
        context.log.info(none);
        context.summary.add(`🧩 ${(0,markdown.md)(none)}`);
        context.outputs.set(outcome/* OUTPUTS_OF */.hH[made].ids, []);
        context.outputs.set(names/* Outputs */.tY.CompletedCount, 0);
        context.outputs.set(names/* Outputs */.tY.FailedCount, 0);
        return share;
    }
    context.log.info(`${which}: ${share.length} of ${fleet}: ${labels.join(', ')}.`);
    context.summary.add(`🧩 **${which}**: ${(0,markdown.md)(`${share.length} of ${fleet}`)}.`);
    return share;
}
/**
 * The IPAs of this shard, in the fleet's order, each of the fleet read for what groups it; and the
 * split's fingerprint, for gather to check that every shard made the same split.
 */
async function splitShare(sources, shard) {
    const members = [];
    // One at a time, as a fleet's IPAs are read: each within its own bounds of memory and time.
    for (const source of sources)
        members.push(await memberOf(source));
    const shards = splitFleet(members, shard.total);
    return {
        share: sources.filter((_, i) => shards[i] === shard.index),
        split: splitFingerprint(members, shard.total)
    };
}
/**
 * What groups an IPA, and its weight: its bundle id, from the central directory and the main app's
 * Info.plist alone (no preflight of an IPA that is another shard's), else its file's name; a URL
 * without its query (a pre-signed one differs each time it is signed).
 */
async function memberOf(source) {
    if (source.kind === 'url') {
        const url = new URL(source.url);
        return { group: `url ${url.origin}${url.pathname}`, weight: 1 };
    }
    const fileName = { group: `file ${external_node_path_.basename(source.path)}`, weight: source.size };
    // Unreadable here, it is refused by its shard's preflight, which says why.
    const bundleId = await (0,bundle_id/* bundleIdOf */.H)(source.path);
    return bundleId ? { group: `bundle ${bundleId}`, weight: source.size } : fileName;
}


/***/ }),

/***/ 2707:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ bundleIdOf)
/* harmony export */ });
/* harmony import */ var _ipa_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8232);

/**
 * The app's bundle id, as App Store Connect would accept it, from the archive's central directory
 * and the app's Info.plist alone (not the preflight of the whole IPA); undefined when the file does
 * not give one: its preflight says why.
 */
async function bundleIdOf(file) {
    try {
        const inspection = await (0,_ipa_index_js__WEBPACK_IMPORTED_MODULE_0__/* .inspectIpa */ .Ve)(file, { identityOnly: true });
        return (0,_ipa_index_js__WEBPACK_IMPORTED_MODULE_0__/* .acceptedIdentity */ .yn)(inspection.app).bundleId;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 1523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ preflightIpa),
  V: () => (/* binding */ sendIpa)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/inputs/names.ts
var names = __webpack_require__(5585);
// EXTERNAL MODULE: ./src/ipa/index.ts + 30 modules
var src_ipa = __webpack_require__(8232);
// EXTERNAL MODULE: ./src/text/format.ts
var format = __webpack_require__(8488);
// EXTERNAL MODULE: ./src/text/signed-url.ts
var signed_url = __webpack_require__(6627);
// EXTERNAL MODULE: ./src/text/untrusted.ts
var untrusted = __webpack_require__(9209);
// EXTERNAL MODULE: ./src/commands/command-error.ts
var command_error = __webpack_require__(2152);
// EXTERNAL MODULE: ./src/ipa/rules/policy.ts
var policy = __webpack_require__(2992);
// EXTERNAL MODULE: ./src/service/storage/index.ts + 8 modules
var storage = __webpack_require__(5890);
// EXTERNAL MODULE: ./src/commands/failures/storage.ts
var failures_storage = __webpack_require__(3073);
;// CONCATENATED MODULE: ./src/ipa-input/ipa-url.ts






/**
 * Reads an IPA given by URL where it lives, in HTTP ranges (service/storage), before the service is
 * asked to fetch it. A refusal by its storage (an expired signature, no such object) stops the
 * release under `strict`, as the service would most likely be refused the same URL; under `warn` it
 * is a warning, as a preflight problem is (storage may let the service alone in). Storage that
 * cannot be read as it should (other bytes than it claims, no answer, the whole file only and too
 * large) leaves the IPA unchecked in either mode, with a warning that says why: the service may
 * still fetch it, and App Store Connect checks it then. Undefined when it was left unchecked.
 */
async function readIpaUrl(url, options, 
/** Under `strict`; under `warn`, a refusal is a warning. */
{ refusalStops }, { openIpaUrl, log, names, signal }) {
    const shown = (0,signed_url/* shownUrl */.zA)(url);
    const started = Date.now();
    try {
        const ipa = await openIpaUrl(url);
        try {
            const inspection = await (0,src_ipa/* inspectIpa */.Ve)({ name: fileName(url), source: ipa }, options);
            const { requests, bytes } = ipa.fetched;
            const took = `${((Date.now() - started) / 1000).toFixed(1)}s`;
            log.info(ipa.wholeFile
                ? `Read ${shown} whole (${(0,format/* formatBytes */.z3)(bytes)}) in ${took}: its storage ignores Range requests.`
                : `Read ${(0,format/* formatBytes */.z3)(bytes)} of ${shown} (${(0,format/* formatBytes */.z3)(ipa.size)}) in ${(0,format/* plural */.LS)(requests, 'range request')}, ${took}; its SHA-256 is not known without the whole file.`);
            return inspection;
        }
        finally {
            await ipa.close();
        }
    }
    catch (error) {
        const cause = error instanceof src_ipa/* SourceFailure */.oi ? error.cause : error;
        // A run that is stopping says so itself (stop.ts): its cut requests are no storage's failure.
        if (!(cause instanceof storage/* StorageError */.aq) || signal?.aborted)
            throw error;
        const { failure } = cause;
        if ((failure.kind === 'refused' || failure.kind === 'redirect-refused') && refusalStops) {
            const kind = failure.kind === 'refused' && failure.status === 404 ? 'not-found' : 'input';
            throw new command_error/* CommandError */.Q({ type: 'storage-refused', url: shown, refusal: failure }, kind);
        }
        log.warning((0,failures_storage/* uncheckedWarning */.u)(shown, failure, names), {
            title: 'IPA preflight (not checked)',
            rule: 'preflight, not checked'
        });
        return undefined;
    }
}
/** The file's name in the URL's path (`App.ipa`), as problems name the IPA; else its host. */
function fileName(url) {
    const { pathname, host } = new URL(url);
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    try {
        return decodeURIComponent(last) || host;
    }
    catch {
        return last;
    }
}

;// CONCATENATED MODULE: ./src/ipa-input/upload-progress.ts

/** A line needs both: enough to tell, and not so often that a long upload floods the log. */
const LINE_EVERY_PERCENT = 10;
const LINE_EVERY_MS = 10_000;
/** Short uploads say nothing: the lines before and after them are enough. */
const QUIET_UNDER_MS = 2_000;
/**
 * Turns upload progress reports into a few log lines: percent, bytes, speed and time left, at most
 * every 10 % and 10 s, then a closing line with the total and the average speed. An attempt that
 * starts over (a retry) starts the count over.
 */
class UploadProgressLog {
    log;
    now;
    attemptStart = 0;
    last = { bytesSent: 0, elapsedMs: 0 };
    lastLine = { at: 0, bytesSent: 0 };
    started = false;
    printed = false;
    finished = false;
    constructor(log, now = Date.now) {
        this.log = log;
        this.now = now;
    }
    update(progress) {
        const now = this.now();
        const { bytesSent, totalBytes, elapsedMs } = progress;
        if (!this.started || bytesSent < this.last.bytesSent || elapsedMs < this.last.elapsedMs) {
            this.startAttempt(now - elapsedMs);
        }
        this.last = { bytesSent, elapsedMs };
        const elapsed = now - this.attemptStart;
        if (bytesSent >= totalBytes) {
            if (this.printed && !this.finished)
                this.log(uploadedLine(totalBytes, elapsed));
            this.finished = true;
            return;
        }
        if (elapsed < QUIET_UNDER_MS)
            return;
        // In whole bytes: float percents would miss a step that is exactly 10 %.
        if ((bytesSent - this.lastLine.bytesSent) * 100 < totalBytes * LINE_EVERY_PERCENT)
            return;
        if (now - this.lastLine.at < LINE_EVERY_MS)
            return;
        this.log(`Uploaded ${progressText({ bytesSent, totalBytes, elapsedMs: elapsed })}.`);
        this.lastLine = { at: now, bytesSent };
        this.printed = true;
    }
    startAttempt(start) {
        this.started = true;
        this.finished = false;
        this.attemptStart = start;
        this.lastLine = { at: start, bytesSent: 0 };
    }
}
/** `45% (27.0 MiB of 60.0 MiB) at 20.0 MiB/s, about 2s left`: how far an upload is. */
function progressText({ bytesSent, totalBytes, elapsedMs }) {
    const bytesPerSecond = elapsedMs > 0 ? (bytesSent / elapsedMs) * 1000 : 0;
    const left = bytesPerSecond > 0
        ? `, about ${(0,format/* formatDuration */.a3)(((totalBytes - bytesSent) / bytesPerSecond) * 1000)} left`
        : '';
    return `${percentOf(bytesSent, totalBytes)}% (${(0,format/* formatBytes */.z3)(bytesSent)} of ${(0,format/* formatBytes */.z3)(totalBytes)}) at ${speed(bytesPerSecond)}${left}`;
}
/** The closing line of an upload: its size, time and average speed. */
function uploadedLine(totalBytes, elapsedMs) {
    const bytesPerSecond = elapsedMs > 0 ? (totalBytes / elapsedMs) * 1000 : 0;
    return `Uploaded ${(0,format/* formatBytes */.z3)(totalBytes)} in ${(0,format/* formatDuration */.a3)(elapsedMs)} (${speed(bytesPerSecond)} on average).`;
}
/** Whole percent, rounded down: 100 only once every byte is sent. */
function percentOf(bytesSent, totalBytes) {
    return totalBytes > 0 ? Math.floor((bytesSent * 100) / totalBytes) : 100;
}
function speed(bytesPerSecond) {
    return `${(0,format/* formatBytes */.z3)(Math.round(bytesPerSecond))}/s`;
}

;// CONCATENATED MODULE: ./src/ipa-input/ipa-file.ts










/** Problems listed one by one in the log and the error; the rest are counted by code. */
const PROBLEMS_SHOWN = 10;
/**
 * Reads the IPA before anything is sent and applies the `preflight` policy: `strict` fails on a
 * problem, `warn` annotates it and goes on, `off` skips the checks (the app's identity is still read
 * for the outputs when the archive allows it). An IPA given by URL is read where it lives (see
 * readIpaUrl); `off` reads nothing of it.
 */
async function preflightIpa(source, settings, purpose, context) {
    const { log } = context;
    const { preflight: mode, preflightSkip: skip } = settings;
    context.outcome.record({ source, checked: mode !== 'off' });
    const inspection = await readInspection(source, settings, purpose, context);
    if (!inspection)
        return undefined;
    // Values from the IPA are untrusted: only one App Store Connect would accept becomes an output (so
    // no line break or `::` text reaches a later step); any other is left unset, and is a problem.
    const { bundleId, version, build } = (0,src_ipa/* acceptedIdentity */.yn)(inspection.app);
    context.outcome.record({ bundleId, version, build, inspection });
    // A file's size is recorded as it is sent; an IPA at a URL's, as its storage said it.
    if (source.kind === 'url')
        context.outcome.record({ size: inspection.size });
    if (mode === 'off')
        return inspection;
    // A file's name is anyone's text: one line, so that it cannot start a line of its own.
    const name = (0,untrusted/* oneLine */.TN)(source.kind === 'file' ? external_node_path_.basename(source.path) : (0,signed_url/* shownUrl */.zA)(source.url), 200);
    log.group(`IPA ${name}`, (0,src_ipa/* describeInspection */.W1)(inspection));
    if (skip.length > 0)
        log.info(`Preflight skips ${skip.join(', ')} (${context.names.referred(names/* Inputs */.G0.PreflightSkip)}).`);
    if (inspection.problems.length === 0) {
        log.info(`Preflight: no problem found in ${name}.`);
        return inspection;
    }
    // Annotations name a file of the repository: a URL is none.
    const file = source.kind === 'file' ? source.path : undefined;
    applyPolicy(inspection, { mode, purpose, name, file }, context);
    return inspection;
}
/** The IPA read (a file here, a URL where it lives); with preflight off, one that cannot be is no failure. */
async function readInspection(source, { preflight: mode, preflightSkip: skip }, purpose, context) {
    // Off reads nothing of a URL, and of a file the app's identity alone: no executable is inflated
    // for rules nobody applies.
    if (source.kind === 'url' && mode === 'off')
        return undefined;
    const options = { purpose, rules: mode !== 'off', skipRules: new Set(skip) };
    try {
        return source.kind === 'file'
            ? await (0,src_ipa/* inspectIpa */.Ve)(source.path, options)
            : await readIpaUrl(source.url, options, { refusalStops: mode === 'strict' }, context);
    }
    catch (error) {
        if (mode === 'off')
            return undefined;
        throw error;
    }
}
/**
 * What each level of the policy table (src/ipa/rules/policy.ts) does in each mode: a file that is
 * not an IPA is refused under `warn` too (only `off` sends it); the rest refuse under `strict`
 * alone; a `warn` problem never stops a release, nor does an App Store rule for an upload, whose
 * IPA is re-signed before it is submitted. Every problem is the outcome's, each saying whether it
 * refuses the IPA; those that do are the failure's, counted from the same list.
 */
function applyPolicy(inspection, how, context) {
    const { mode, purpose, name, file } = how;
    const fatal = inspection.problems.some(problem => problem.level === 'not-an-ipa');
    const refusing = mode === 'warn' && !fatal
        ? []
        : inspection.problems.filter(problem => (0,policy.refusesUnderStrict)(problem, purpose));
    context.outcome.problems(inspection.problems.map(problem => ({
        code: problem.code,
        message: problem.message,
        refuses: refusing.includes(problem)
    })));
    warnOf(inspection.problems.filter(problem => !refusing.includes(problem)), file, context);
    if (refusing.length === 0)
        return;
    const { shown, rest } = summarised(refusing);
    context.outcome.happened(purpose, 'refused');
    throw new command_error/* CommandError */.Q({
        type: 'preflight-refused',
        file: name,
        count: refusing.length,
        problems: shown.map(problem => problem.message),
        rest,
        notAnIpa: fatal,
        codes: refusing.map(problem => problem.code)
    }, 'input');
}
/** Each problem that does not refuse the IPA as a warning, by its code (a fleet folds them by code). */
function warnOf(problems, file, { log }) {
    const warned = summarised(problems);
    for (const problem of warned.shown)
        log.warning(problem.message, {
            title: `IPA preflight (${problem.code})`,
            file,
            rule: `preflight ${problem.code}`
        });
    if (warned.rest)
        log.warning(warned.rest, { title: 'IPA preflight', file, rule: 'preflight, more problems' });
}
/**
 * The first problems, and one line that counts the others by code (an archive of 10,000 extensions
 * has 10,000 problems: the log and the error show ten).
 */
function summarised(problems) {
    if (problems.length <= PROBLEMS_SHOWN)
        return { shown: problems };
    const others = problems.slice(PROBLEMS_SHOWN);
    const byCode = new Map();
    for (const { code } of others)
        byCode.set(code, (byCode.get(code) ?? 0) + 1);
    const counts = [...byCode].map(([code, count]) => `${(0,format/* formatCount */.B4)(count)} ${code}`);
    return {
        shown: problems.slice(0, PROBLEMS_SHOWN),
        rest: `… and ${(0,format/* formatCount */.B4)(others.length)} more problems (${counts.join(', ')}).`
    };
}
/**
 * Sends an IPA: a file is streamed with progress lines in the log and sets the `size` output; a URL
 * is fetched by the service. The caller sets `sha256`: the answer may have been lost on the way.
 */
async function sendIpa(source, { log, outcome, item: about }, send, 
/** False where the caller sets `size` once it knows which file the record holds (submit). */
setsSize = true) {
    if (source.kind === 'url') {
        log.info(`Sending ${(0,signed_url/* shownUrl */.zA)(source.url)} for the service to fetch…`);
        return send({ about });
    }
    if (setsSize)
        outcome.record({ size: source.size });
    log.info(`Uploading ${(0,untrusted/* oneLine */.TN)(external_node_path_.basename(source.path), 120)} (${(0,format/* formatBytes */.z3)(source.size)})…`);
    const progressLog = new UploadProgressLog(line => log.info(line));
    return send({
        about,
        onProgress: progress => (log.progress ? log.progress(progress) : progressLog.update(progress))
    });
}


/***/ }),

/***/ 2992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   POLICY: () => (/* binding */ POLICY),
/* harmony export */   checkNamed: () => (/* binding */ checkNamed),
/* harmony export */   checksFor: () => (/* binding */ checksFor),
/* harmony export */   codesOf: () => (/* binding */ codesOf),
/* harmony export */   nearestCode: () => (/* binding */ nearestCode),
/* harmony export */   refusesUnderStrict: () => (/* binding */ refusesUnderStrict)
/* harmony export */ });
/* harmony import */ var _text_nearest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(613);
/* harmony import */ var _archive_checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7214);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6429);



/**
 * Every check preflight makes, in the order docs/preflight.md lists them: the archive's (the zip,
 * the layout, the plists, the signing) and the App Store rules. Each code is stated once, here or in
 * its rule's declaration, and is what `preflight-skip` takes.
 */
const POLICY = [..._archive_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .ARCHIVE_CHECKS */ .x, ..._index_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y];
/** Every code of a check: its own, then those it covers. */
const codesOf = (check) => [check.code, ...(check.covers ?? [])];
/** The check a name designates: its code or one it covers, in any case. */
function checkNamed(name) {
    const wanted = name.trim().toLowerCase();
    return POLICY.find(check => codesOf(check).some(code => code.toLowerCase() === wanted));
}
/** The code closest to a mistyped one (a few letters off), for the message that refuses it. */
function nearestCode(name) {
    return (0,_text_nearest_js__WEBPACK_IMPORTED_MODULE_2__/* .nearest */ .p)(name.trim(), POLICY.flatMap(codesOf));
}
/**
 * Whether a problem stops a release under `strict`: a `warn` problem never does, nor does an App
 * Store rule for an upload, whose IPA is re-signed before it is submitted. (`warn` mode stops only
 * on `not-an-ipa`; src/ipa-input/ipa-file.ts applies the modes.)
 */
function refusesUnderStrict(problem, purpose) {
    return problem.level !== 'warn' && !(purpose === 'upload' && problem.appStoreRule === true);
}
/** The checks preflight makes for a purpose: a `submit` check for `submit` alone. */
function checksFor(purpose) {
    return POLICY.filter(check => check.level !== 'submit' || purpose === 'submit');
}


/***/ }),

/***/ 613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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


/***/ })

};

//# sourceMappingURL=201.index.js.map
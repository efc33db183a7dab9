import { type InputName, Inputs } from '../inputs/names.js'
import type { SignedIpaSubmission } from '../service/types.js'
import { formatDuration, plural } from '../text/format.js'
import { oneLine } from '../text/untrusted.js'
import { CommandError } from '../commands/command-error.js'
import { failureMessage } from '../commands/describe-failure.js'
import type { CommandContext } from '../commands/context.js'
import type { Happened, UnitKind } from '../commands/outcome.js'
import type { DeploymentRecorder } from '../github-deployments/deployment.js'
import { failureReason } from './failure-reason.js'
import {
  settlesWithin,
  STOP_CLEANUP_MS,
  stopOf,
  stoppedWaiting,
  type StopRequest,
  type StoppedError
} from '../commands/stop.js'
import { classifyStatus } from './statuses.js'
import { waitForSubmission, type WaitResult } from './wait.js'

/** How a submission is followed: the inputs `submit` and `status` share. */
interface FollowConfig {
  wait: boolean
  waitTimeoutMs: number
  pollIntervalMs: number
  /** The addresses the service e-mails progress to; undefined when this step does not know them. */
  notifyEmails?: string[]
}

export interface Following {
  /** The unit of work that follows it: a submission just sent, or one read by `status`. */
  kind: Extract<UnitKind, 'submit' | 'status'>
  config: FollowConfig
  submission: Pick<SignedIpaSubmission, 'id'>
  /** The status the step starts from (as created, or as read). */
  initialStatus: string
  /** The record as the service last answered it, before any wait. */
  json: unknown
  /** When the status history starts (ms since the epoch). */
  started: number
  /** When the unit of work began (ms since the epoch), for its duration. */
  unitStarted: number
  /** The status route has already answered for the submission (see WaitOptions.readBefore). */
  readBefore?: boolean
  deployment?: DeploymentRecorder
  /** What is already known instead of a wait: the service offers no way to read the status, say. */
  known?: WaitResult
}

/**
 * Follows a submission until its status is final (or the wait ends): the wait with its log lines,
 * the outcome (its outputs and summary), the deployment's statuses, the failure reason; then fails
 * the step when it should.
 */
export async function followSubmission(
  context: CommandContext,
  following: Following
): Promise<void> {
  const { config, submission, initialStatus, deployment } = following
  const statuses = new InProgressStatuses(submission.id, deployment)
  // Without a wait, the deployment's status says how the hand-off ends (endDeployment).
  if (config.wait && !following.known) statuses.follow(initialStatus)
  const waitStarted = Date.now()
  const result =
    following.known ?? (config.wait ? await wait(context, following, statuses) : undefined)
  tellHowTheWaitWent(context, following, result)
  const stop = result?.outcome === 'stopped' ? stopOf(context.signal) : undefined
  // Stopped, it waits for GitHub no longer than a bound (see endStopped).
  if (!stop) await statuses.done
  const status = result?.status ?? initialStatus
  const happened = happenedOf(result, status)
  const reason =
    happened === 'failed' ? failureReason(result?.lastJson ?? following.json) : undefined
  context.outcome.record({
    failureReason: reason,
    wait: result,
    durationMs: Date.now() - following.unitStarted
  })
  context.outcome.happened(following.kind, happened)
  if (stop) {
    const waitedMs = Math.max(0, stop.at - waitStarted)
    const facts = { id: submission.id, status, waitedMs, deploymentId: deployment?.id }
    throw await endStopped(context, stop, facts, deployment, statuses.done)
  }
  const failure = failureOf(following, happened, status, reason, result)
  if (failure) throw failure
  await endDeployment(context, following, happened, status)
}

/**
 * The GitHub Deployment's statuses follow the submission's while it is in progress, one request at
 * a time and in order; `done` settles once the last has been sent.
 */
class InProgressStatuses {
  done: Promise<void> = Promise.resolve()

  constructor(
    private readonly id: string,
    private readonly deployment?: DeploymentRecorder
  ) {}

  follow(status: string): void {
    if (!this.deployment || classifyStatus(status) !== 'in-progress') return
    const deployment = this.deployment
    this.done = this.done.then(() =>
      deployment.update('in_progress', `Submission ${this.id}: ${status}`)
    )
  }
}

/** The wait for a final status, each status it sees logged, recorded and followed by the deployment. */
async function wait(
  context: CommandContext,
  { submission, initialStatus, started, readBefore, config }: Following,
  statuses: InProgressStatuses
): Promise<WaitResult> {
  const { log, names } = context
  const id = oneLine(submission.id)
  const result = await waitForSubmission({
    client: context.client,
    id: submission.id,
    initialStatus,
    createdAt: new Date(started),
    readBefore,
    intervalMs: config.pollIntervalMs,
    timeoutMs: config.waitTimeoutMs,
    signal: context.signal,
    onStatus: change => {
      log.info(`Submission ${id}: ${oneLine(change.status)}`)
      context.outcome.record({ status: change.status })
      statuses.follow(change.status)
    },
    explain: error => failureMessage(error, names),
    // Said once at the end, with a count (see pollFailures), or as the failure of an outage.
    onPollError: message =>
      log.info(
        `Could not read the status of submission ${id}: ${oneLine(message)}. Trying again in ${formatDuration(config.pollIntervalMs)}.`
      ),
    onHeartbeat: ({ status, waitedMs, leftMs }) =>
      log.info(
        `Submission ${id} is still ${oneLine(status)} after ${formatDuration(waitedMs)}; waiting up to ${formatDuration(leftMs)} more (${names.referred(Inputs.WaitTimeout)}).`
      )
  })
  context.outcome.record({ record: result.lastJson })
  return result
}

/** What the log says of a wait that had failed polls, or of a status that cannot be followed. */
function tellHowTheWaitWent(
  { log, names }: CommandContext,
  { submission, config }: Following,
  result: WaitResult | undefined
): void {
  if (result && result.failedPolls > 0 && result.outcome !== 'unreachable')
    log.warning(pollFailures(result))
  if (result?.outcome !== 'untracked') return
  // The submission was accepted either way: a status route that misbehaves is a warning, not a failure.
  const stays = result.status
    ? `status stays '${oneLine(result.status)}'`
    : 'its status is not known'
  const message = `Not waiting for submission ${oneLine(submission.id)}: ${oneLine(result.note ?? '', 600)}. Progress goes to the ${names.referred(Inputs.NotifyEmails)} addresses${emailsGiven(config.notifyEmails)}; ${stays}.`
  if (result.unexpected) log.warning(message)
  else log.notice(message)
}

/** What happened, from how the wait ended; without a wait, from the status read. */
function happenedOf(result: WaitResult | undefined, status: string): Happened {
  if (result) return result.outcome
  const statusClass = classifyStatus(status)
  if (statusClass === 'failure') return 'failed'
  return statusClass === 'success' ? 'succeeded' : 'accepted'
}

/** The failure the step ends with, when the submission did not go through. */
function failureOf(
  { submission, config }: Following,
  happened: Happened,
  status: string,
  reason: string | undefined,
  result: WaitResult | undefined
): CommandError | undefined {
  const { id } = submission
  const emails = config.notifyEmails
  if (happened === 'failed')
    return new CommandError({ type: 'submission-failed', id, status, reason, emails })
  if (happened === 'vanished' && result) return vanished(id, result)
  if (happened === 'unreachable' && result) return unreachable(id, result)
  if (happened === 'timed-out')
    return new CommandError({
      type: 'wait-timed-out',
      id,
      status,
      waitTimeoutMs: config.waitTimeoutMs,
      emails
    })
  return undefined
}

/**
 * The deployment's last status for a submission that did not fail: still in progress (not waited
 * for: a later status step ends it, as the log says), or done, or accepted with progress by e-mail.
 */
async function endDeployment(
  context: CommandContext,
  { submission, deployment }: Following,
  happened: Happened,
  status: string
): Promise<void> {
  if (happened === 'accepted') {
    // The App Store has not finished: the deployment stays in progress until a status step ends it.
    const handOff: Array<[InputName, string]> = [[Inputs.SubmissionId, oneLine(submission.id)]]
    if (deployment) handOff.push([Inputs.DeploymentId, String(deployment.id)])
    const { setting } = context.names
    const given = handOff.map(([name, value]) => setting(name, value)).join(', ')
    context.log.info(
      `Not waiting for the outcome: a later job with ${setting(Inputs.Command, 'status')} and ${given} follows it.`
    )
    await deployment?.update(
      'in_progress',
      `App Store not done (${status}): finish with a status step, ${handOff.map(pair => pair.join(' ')).join(', ')}`
    )
    return
  }
  const accepted =
    happened === 'succeeded'
      ? `Submission ${submission.id}: ${status}`
      : `Submission ${submission.id} accepted (${status}); progress goes by e-mail`
  await deployment?.update('success', accepted)
}

/**
 * A wait a stop ended: the deployment's last status says the submission goes on, after the statuses
 * before it, within STOP_CLEANUP_MS (GitHub may not answer: the step does not hang on it).
 */
async function endStopped(
  context: CommandContext,
  stop: StopRequest,
  facts: Parameters<typeof stoppedWaiting>[2],
  deployment: DeploymentRecorder | undefined,
  before: Promise<void>
): Promise<StoppedError> {
  const { error, deployment: said } = stoppedWaiting(stop, context.names, facts)
  if (!deployment) return error
  if (!(await settlesWithin(deployment.stopped(said, before), STOP_CLEANUP_MS))) {
    const { setting } = context.names
    context.log.warning(
      `GitHub Deployment ${deployment.id} did not take its last status within ${formatDuration(STOP_CLEANUP_MS)} of ${stop.signal}, and may stay in progress: ${setting(Inputs.Command, 'status')}, given ${setting(Inputs.DeploymentId, String(deployment.id))}, ends it.`
    )
  }
  return error
}

function emailsGiven(emails: string[] | undefined): string {
  if (!emails) return ' given to submit'
  return emails.length ? '' : ' (none were given)'
}

/** A short outage inside a wait: one warning with a count, not one a poll. */
function pollFailures({ failedPolls, polls, lastPollError }: WaitResult): string {
  return `${plural(failedPolls, 'status read')} of ${polls} failed during the wait (the last: ${oneLine(lastPollError ?? '', 300)}); the service answered again, so the wait went on.`
}

/** The service answered for the submission, then said it has no such record: red, never green. */
function vanished(id: string, result: WaitResult): CommandError {
  const { lastAnswered, status, note } = result
  return new CommandError(
    { type: 'submission-vanished', id, lastAnswered, status, note },
    'not-found'
  )
}

/** The wait ended while the service did not answer: an outage, not a slow App Store. */
function unreachable(id: string, result: WaitResult): CommandError {
  const { since, failedInARow, lastAnswered, status, lastPollError } = result
  return new CommandError(
    { type: 'status-unreachable', id, since, failedInARow, lastAnswered, status, lastPollError },
    'service'
  )
}

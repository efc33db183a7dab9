import { type InputName, Inputs } from '../inputs/names.js'
import type { SignedIpaSubmission } from '../service/types.js'
import { formatDuration, plural } from '../text/format.js'
import { oneLine } from '../text/untrusted.js'
import { CommandError } from '../commands/command-error.js'
import { failureMessage } from '../commands/describe-failure.js'
import type { CommandContext } from '../commands/context.js'
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
  config: FollowConfig
  submission: Pick<SignedIpaSubmission, 'id'>
  /** The status the step starts from (as created, or as read). */
  initialStatus: string
  /** The record as the service last answered it, before any wait. */
  json: unknown
  /** When the status history starts (ms since the epoch). */
  started: number
  /** The status route has already answered for the submission (see WaitOptions.readBefore). */
  readBefore?: boolean
  deployment?: DeploymentRecorder
  /** What is already known instead of a wait: the service offers no way to read the status, say. */
  known?: WaitResult
  /** Adds the command's job summary, once the outcome is known and before the step fails on it. */
  summarize(result: WaitResult | undefined): void
}

/**
 * Follows a submission until its status is final (or the wait ends): the wait with its log lines,
 * the outputs, the deployment's statuses, the failure reason; then fails the step when it should.
 */
export async function followSubmission(
  context: CommandContext,
  following: Following
): Promise<void> {
  const { client, log } = context
  const { config, submission, initialStatus, started, deployment } = following

  // Deployment statuses follow the submission's, one request at a time and in order.
  let statusUpdates = Promise.resolve()
  const follow = (status: string): void => {
    if (classifyStatus(status) === 'in-progress') {
      statusUpdates = statusUpdates.then(() =>
        deployment?.update('in_progress', `Submission ${submission.id}: ${status}`)
      )
    }
  }
  // Without a wait, the deployment's status says how the hand-off ends (below).
  if (config.wait && !following.known) follow(initialStatus)

  let result = following.known
  const waitStarted = Date.now()
  if (!result && config.wait) {
    result = await waitForSubmission({
      client,
      id: submission.id,
      initialStatus,
      createdAt: new Date(started),
      readBefore: following.readBefore,
      intervalMs: config.pollIntervalMs,
      timeoutMs: config.waitTimeoutMs,
      signal: context.signal,
      onStatus: change => {
        log.info(`Submission ${oneLine(submission.id)}: ${oneLine(change.status)}`)
        context.result.record({ status: change.status })
        follow(change.status)
      },
      explain: error => failureMessage(error, context.names),
      // Said once at the end, with a count (see pollFailures), or as the failure of an outage.
      onPollError: message =>
        log.info(
          `Could not read the status of submission ${oneLine(submission.id)}: ${oneLine(message)}. Trying again in ${formatDuration(config.pollIntervalMs)}.`
        ),
      onHeartbeat: ({ status, waitedMs, leftMs }) =>
        log.info(
          `Submission ${oneLine(submission.id)} is still ${oneLine(status)} after ${formatDuration(waitedMs)}; waiting up to ${formatDuration(leftMs)} more (${context.names.referred(Inputs.WaitTimeout)}).`
        )
    })
    context.result.record({ record: result.lastJson })
  }
  if (result && result.failedPolls > 0 && result.outcome !== 'unreachable')
    log.warning(pollFailures(result))
  if (result?.outcome === 'untracked') {
    // The submission was accepted either way: a status route that misbehaves is a warning, not a failure.
    const stays = result.status
      ? `status stays '${oneLine(result.status)}'`
      : 'its status is not known'
    const message = `Not waiting for submission ${oneLine(submission.id)}: ${oneLine(result.note ?? '', 600)}. Progress goes to the ${context.names.referred(Inputs.NotifyEmails)} addresses${emailsGiven(config.notifyEmails)}; ${stays}.`
    if (result.unexpected) log.warning(message)
    else log.notice(message)
  }
  const stop = result?.outcome === 'stopped' ? stopOf(context.signal) : undefined
  // Stopped, it waits for GitHub no longer than a bound (see endStopped).
  if (!stop) await statusUpdates
  const status = result?.status ?? initialStatus
  const failed = result?.outcome === 'failed' || (!result && classifyStatus(status) === 'failure')
  const reason = failed ? failureReason(result?.lastJson ?? following.json) : undefined
  context.result.record({ failureReason: reason })
  following.summarize(result)

  if (stop) {
    const waitedMs = Math.max(0, stop.at - waitStarted)
    const facts = { id: submission.id, status, waitedMs, deploymentId: deployment?.id }
    throw await endStopped(context, stop, facts, deployment, statusUpdates)
  }
  if (failed)
    throw new CommandError({
      type: 'submission-failed',
      id: submission.id,
      status,
      reason,
      emails: config.notifyEmails
    })
  if (result?.outcome === 'vanished') throw vanished(submission.id, result)
  if (result?.outcome === 'unreachable') throw unreachable(submission.id, result)
  if (result?.outcome === 'timed-out')
    throw new CommandError({
      type: 'wait-timed-out',
      id: submission.id,
      status,
      waitTimeoutMs: config.waitTimeoutMs,
      emails: config.notifyEmails
    })
  if (!result && classifyStatus(status) === 'in-progress') {
    // The App Store has not finished: the deployment stays in progress until a status step ends it.
    const handOff: Array<[InputName, string]> = [[Inputs.SubmissionId, oneLine(submission.id)]]
    if (deployment) handOff.push([Inputs.DeploymentId, String(deployment.id)])
    const { setting } = context.names
    const given = handOff.map(([name, value]) => setting(name, value)).join(', ')
    log.info(
      `Not waiting for the outcome: a later job with ${setting(Inputs.Command, 'status')} and ${given} follows it.`
    )
    await deployment?.update(
      'in_progress',
      `App Store not done (${status}): finish with a status step, ${handOff.map(pair => pair.join(' ')).join(', ')}`
    )
    return
  }
  const accepted =
    result?.outcome === 'succeeded'
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

import type { SubmissionLookup } from '../../service/client.js'
import { failureMessage } from '../describe-failure.js'
import { formatDuration } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import { CommandError } from '../command-error.js'
import type { CommandContext } from '../context.js'
import { followSubmission } from '../../follow-submission/follow-submission.js'
import { DeploymentRecorder } from '../../github-deployments/deployment.js'
import type { ReleaseRecord } from '../../exactly-once/index.js'
import { NO_STATUS_ROUTE, type WaitResult } from '../../follow-submission/wait.js'
import type { FollowSettings, Followed } from './inputs.js'

/** The deployment whose status follows the submission; none in a dry run, which changes nothing. */
export function attachDeployment(
  one: Followed,
  context: CommandContext
): DeploymentRecorder | undefined {
  return one.deployment && !context.dryRun
    ? DeploymentRecorder.attach({ ...one.deployment, context })
    : undefined
}

/** One submission to follow, with the deployment attached and what it records of its release. */
interface OneFollowed {
  settings: FollowSettings
  one: Followed
  deployment?: DeploymentRecorder
  release?: ReleaseRecord
}

/**
 * Reads one submission made earlier and follows it as `submit` does, until its status is final or
 * once without a wait: its outcome (outputs and summary), its deployment's statuses, its failure thrown.
 */
export async function followOne(
  context: CommandContext,
  { settings: config, one, deployment, release }: OneFollowed
): Promise<void> {
  const id = one.submissionId
  const waited = config.wait && !context.dryRun
  context.outcome.record({
    submissionId: id,
    waited,
    dryRun: context.dryRun,
    release,
    deployment: deployment && { id: deployment.id, url: deployment.url }
  })
  try {
    if (deployment && release?.bundle_id) sayWhatItReleases(context, deployment, release)
    const started = Date.now()
    const read = readLookup(id, await context.client.getSubmission(id))
    const initialStatus = read.status
    if (initialStatus) {
      context.outcome.record({ status: initialStatus })
      context.log.info(`Submission ${oneLine(id)}: ${oneLine(initialStatus)}`)
    }
    context.outcome.record({
      record: read.record,
      firstStatus: { status: initialStatus, at: started }
    })
    if (context.dryRun) sayWhatADryRunLeftUndone(context, config, one)
    await followSubmission(context, {
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
    })
  } catch (error) {
    await deployment?.failIfOpen(failureMessage(error, context.names))
    throw error
  }
}

/** The app the deployment releases, as submit recorded it. */
function sayWhatItReleases(
  { log }: CommandContext,
  deployment: DeploymentRecorder,
  { bundle_id: app = '', version = '?', build = '?' }: ReleaseRecord
): void {
  log.info(
    `GitHub Deployment ${deployment.id} releases ${oneLine(app)} ${oneLine(version)} (${oneLine(build)}).`
  )
}

/** A dry run reads the status once: the log says what it would have done besides. */
function sayWhatADryRunLeftUndone(
  { log }: CommandContext,
  config: FollowSettings,
  one: Followed
): void {
  const wait = config.wait
    ? `waited up to ${formatDuration(config.waitTimeoutMs)}, polling every ${formatDuration(config.pollIntervalMs)}`
    : 'read it once'
  const followed = one.deployment ? ` and set GitHub Deployment ${one.deployment.id}'s status` : ''
  log.info(
    `Dry run: the status was read once; nothing else is done. Without the dry run, it would have ${wait}${followed}.`
  )
}

interface Read {
  status: string
  record?: unknown
  /** The service offers no way to read the status: no wait follows. */
  known?: WaitResult
}

function readLookup(id: string, lookup: SubmissionLookup): Read {
  const untracked = (note: string, unexpected: boolean): Read => ({
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
  })
  switch (lookup.kind) {
    case 'found':
      return { status: lookup.answer.data.status, record: lookup.answer.json }
    case 'not-listed':
      throw new CommandError({ type: 'submission-unknown', id }, 'not-found')
    case 'no-status-route':
      return untracked(NO_STATUS_ROUTE, false)
    case 'no-status':
      return untracked(lookup.why, true)
  }
}

import { Inputs } from '../../inputs/names.js'
import { plural } from '../../text/format.js'
import { CommandError } from '../command-error.js'
import type { CommandContext } from '../context.js'
import type { DeploymentRecorder } from '../../github-deployments/deployment.js'
import { runFleetItem, type Ended } from '../../fleet/outcome.js'
import { reportFleet } from '../../fleet/report.js'
import { scopedContext, type Captured } from '../../fleet/scoped-context.js'
import type { ReleaseRecord } from '../../exactly-once/index.js'
import { attachDeployment, followOne } from './follow-one.js'
import type { Followed, StatusConfig } from './inputs.js'

/** One submission of several: its id, its own context, and what it would have set as outputs. */
interface Member {
  one: Followed
  context: CommandContext
  captured: Captured
  deployment?: DeploymentRecorder
  release?: ReleaseRecord
}

/**
 * Follows several submissions from one step, side by side (a poll is cheap): each by the code that
 * follows one, with its own wait-timeout and deployment, whatever the others do; one summary and one
 * set of outputs report them, and the step fails naming each failure once all have ended.
 */
export async function followSeveral(config: StatusConfig, context: CommandContext): Promise<void> {
  const members: Member[] = config.submissions.map(one => {
    const scoped = scopedContext(context, one.submissionId)
    return { one, ...scoped, deployment: attachDeployment(one, scoped.context) }
  })
  const waited = config.wait && !context.dryRun
  const upTo = waited ? `, each for up to ${context.names.referred(Inputs.WaitTimeout)}` : ''
  context.log.info(`Following ${plural(members.length, 'submission')} together${upTo}.`)
  await Promise.all(
    members.map(async member => (member.release = await member.deployment?.release()))
  )
  refuseCrossedPairs(members)
  const ended = await Promise.all(members.map(member => followEach(config, member)))
  const failure = reportFleet(context, ended, { noun: 'submission', made: 'submissions', waited })
  if (failure) throw failure
}

/** One submission followed to its end, as the code that follows one does. */
function followEach(config: StatusConfig, member: Member): Promise<Ended> {
  const { one, context, captured, deployment, release } = member
  // The app its row names, as submit recorded it in the deployment.
  context.outcome.record({
    bundleId: release?.bundle_id || undefined,
    version: release?.version || undefined,
    build: release?.build || undefined
  })
  return runFleetItem(
    { label: one.submissionId, context, captured },
    () => followOne(context, { settings: config, one, deployment, release }),
    () => ({ team: teamOf(release, captured.outcome.facts.record) })
  )
}

/**
 * deployment-id's ids pair with submission-id's in order. A deployment that records another of the
 * ids given means the two lists are in different orders, and following them would give each
 * deployment another's outcome: nothing is followed then. One that records an id not given is
 * followed (a new try of a release keeps the deployment of its first).
 */
function refuseCrossedPairs(members: Member[]): void {
  const given = new Set(members.map(member => member.one.submissionId))
  const crossed = members.flatMap(({ one, deployment, release }) => {
    const recorded = release?.submission_id
    if (!deployment || !recorded || recorded === one.submissionId || !given.has(recorded)) return []
    return [{ deploymentId: deployment.id, recorded, given: one.submissionId }]
  })
  if (crossed.length === 0) return
  throw new CommandError({ type: 'crossed-pairs', crossed }, 'input')
}

/** The team, as the deployment recorded it, else as the service's record says. */
function teamOf(release: ReleaseRecord | undefined, record: unknown): string | undefined {
  const fromRecord =
    record && typeof record === 'object' ? (record as { team_id?: unknown }).team_id : undefined
  const team = release?.team_id ?? fromRecord
  return typeof team === 'number' || (typeof team === 'string' && /^\d{1,10}$/.test(team))
    ? String(team)
    : undefined
}

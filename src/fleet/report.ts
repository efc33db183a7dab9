import { Outputs } from '../inputs/names.js'
import { outputsOfUnit } from '../commands/outcome.js'
import { fleetSummary } from '../summary/fleet.js'
import { CommandError } from '../commands/command-error.js'
import { leftGoingByStop } from './stopped.js'
import { StoppedError } from '../commands/stop.js'
import type { CommandContext, OutputSink } from '../commands/context.js'
import {
  appText,
  jsonOf,
  OUTPUTS_OF,
  withRecords,
  type Ended,
  type FleetReport,
  type ItemOutcome
} from './outcome.js'

/**
 * Reports a fleet as one, once all have ended: the outputs (each id, each record, the counts; for one
 * item, its own outputs as well), one summary (src/summary/fleet.ts); and the error naming each
 * failure, for the step to fail with.
 */
export function reportFleet(
  context: CommandContext,
  items: Ended[],
  report: FleetReport
): CommandError | undefined {
  const ended = items.map(item => ({
    ...item,
    outcome: claimedOnce(
      leftGoingByStop(item) ? { ...item.outcome, failure: undefined } : item.outcome,
      items.filter(other => other !== item)
    )
  }))
  context.report?.ended(ended.map(item => item.outcome))
  const records = setFleetOutputs(context.outputs, ended, report)
  context.summary.add(fleetSummary(ended, report, context.summary.warnings.length))
  const failed = ended.map(item => item.outcome).filter(outcome => outcome.failure !== undefined)
  if (failed.length === 0) return undefined
  const outcomes = ended.map(item => item.outcome)
  const failure = new CommandError({
    type: 'fleet-failed',
    noun: report.noun,
    total: outcomes.length,
    failed: failed.map(outcome => ({
      label: outcome.label,
      app: appText(outcome),
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
  })
  return withRecords(failure, records)
}

/**
 * The fleet's outputs: each id, the counts, the team and the deployments where one for all, each
 * app's record (`json`); for one item, its own outputs too. The records, for the failure to carry.
 */
export function setFleetOutputs(
  outputs: OutputSink,
  ended: Ended[],
  report: FleetReport
): unknown[] {
  const outcomes = ended.map(item => item.outcome)
  const facts = ended.map(item => item.captured.outcome.facts)
  const failed = outcomes.filter(outcome => outcome.failure !== undefined)
  const idsOutput = OUTPUTS_OF[report.made].ids
  outputs.set(
    idsOutput,
    outcomes.flatMap(outcome => (outcome.id ? [outcome.id] : []))
  )
  outputs.set(Outputs.CompletedCount, outcomes.length - failed.length)
  outputs.set(Outputs.FailedCount, failed.length)
  if (ended.length === 1) {
    // One IPA or id: its own outputs too, as a step of one sets them.
    for (const [name, value] of outputsOfUnit(facts[0]))
      if (name !== idsOutput) outputs.set(name, value)
  }
  const teams = new Set(facts.map(known => known.teamId))
  if (teams.size === 1) outputs.set(Outputs.TeamId, [...teams][0])
  // For a status step to finish each deployment: one per submission, in the same order, or none.
  const deployments = ended.flatMap(item =>
    item.outcome.id ? [item.captured.outcome.facts.deploymentId] : []
  )
  if (deployments.length > 0 && deployments.every(id => id !== undefined))
    outputs.set(Outputs.DeploymentIds, deployments.map(String))
  const records = outcomes.map(jsonOf)
  outputs.json(records)
  return records
}

/**
 * An item whose record another item claims too fails: two IPAs of one step cannot share a record, so
 * one of them was not made (exactly-once's looks should never let this happen; this says it if so).
 */
function claimedOnce(outcome: ItemOutcome, items: Ended[]): ItemOutcome {
  const others = items
    .map(item => item.outcome)
    .filter(other => other !== outcome && other.id !== undefined && other.id === outcome.id)
  if (others.length === 0 || outcome.failure) return outcome
  return {
    ...outcome,
    failure: `${outcome.id} is claimed by ${others.map(other => other.label).join(', ')} too, so one of them may not have been made: look on the service before sending any again.`
  }
}

/**
 * One item run as a step of one, counted as a fleet counts (completed-count, failed-count), so that a
 * later step reads the counts whatever the number; a dry run counts nothing.
 */
export async function countedAsOne(
  context: CommandContext,
  run: () => Promise<void>
): Promise<void> {
  const count = (completed: number): void => {
    if (context.dryRun) return
    context.outputs.set(Outputs.CompletedCount, completed)
    context.outputs.set(Outputs.FailedCount, 1 - completed)
  }
  try {
    await run()
  } catch (error) {
    // Stopped while its submission goes on: not failed, as a stopped fleet counts what is under way.
    count(error instanceof StoppedError && error.goesOn ? 1 : 0)
    throw error
  }
  count(1)
}

import { Outputs } from '../inputs/names.js'
import { outputsOfUnit } from '../commands/unit-result.js'
import { formatDuration, plural } from '../text/format.js'
import { folded, md, mdCode, table } from '../text/markdown.js'
import { CommandError } from '../commands/command-error.js'
import { stillUnderWay } from './stopped.js'
import { StoppedError } from '../commands/stop.js'
import type { CommandContext } from '../commands/context.js'
import { classifyStatus } from '../follow-submission/statuses.js'
import type { Tie } from '../exactly-once/rerun-advice.js'
import {
  appText,
  jsonOf,
  OUTPUTS_OF,
  withRecords,
  type Ended,
  type ItemOutcome,
  type Made
} from './outcome.js'

/** What a fleet is of, and what each item of it made. */
export interface FleetReport {
  noun: 'IPA' | 'submission'
  made: Made
  /** Whether each submission was waited for (wait: true). */
  waited?: boolean
  /**
   * What ties a re-run to this run (see once/rerun-advice.ts): untied (outside CI, without
   * `release-id`), its keys are this run's own, so a re-run sends every IPA again, those that went
   * through too. Undefined for what sends nothing (status).
   */
  tie?: Tie
  /** Whether the fleet was given a GitHub token. */
  githubToken?: boolean
}

/** A failed item's status when none was read: an IPA was not sent, a submission not found. */
const NOT_READ: Record<FleetReport['noun'], string> = { IPA: 'not sent', submission: 'not read' }

/** Rows past which the table says "and N more": a fleet of 70 apps shows whole. */
const ROWS_SHOWN = 200

/**
 * Reports a fleet as one, once all have ended: the outputs (each id, each record, the counts; for one
 * item, its own outputs as well), one summary table, failures first; and the error naming each
 * failure, for the step to fail with.
 */
export function reportFleet(
  context: CommandContext,
  items: Ended[],
  report: FleetReport
): CommandError | undefined {
  const { noun } = report
  const { outputs, summary } = context
  const ended = items.map(item => ({
    ...item,
    outcome: claimedOnce(
      stillUnderWay(item) ? { ...item.outcome, failure: undefined } : item.outcome,
      items.filter(other => other !== item)
    )
  }))
  const outcomes = ended.map(item => item.outcome)
  const failuresFirst = [
    ...ended.filter(item => item.outcome.failure !== undefined),
    ...ended.filter(item => item.outcome.failure === undefined)
  ]
  const failed = outcomes.filter(outcome => outcome.failure !== undefined)
  const idsOutput = OUTPUTS_OF[report.made].ids
  outputs.set(
    idsOutput,
    outcomes.flatMap(outcome => (outcome.id ? [outcome.id] : []))
  )
  outputs.set(Outputs.CompletedCount, outcomes.length - failed.length)
  outputs.set(Outputs.FailedCount, failed.length)
  if (items.length === 1) {
    // One IPA or id: its own outputs too, as a step of one sets them.
    for (const [name, value] of outputsOfUnit(items[0].captured.result))
      if (name !== idsOutput) outputs.set(name, value)
  }
  const teams = new Set(items.map(item => item.captured.result.teamId))
  if (teams.size === 1) outputs.set(Outputs.TeamId, [...teams][0])
  // For a status step to finish each deployment: one per submission, in the same order, or none.
  const deployments = items.flatMap(item =>
    item.outcome.id ? [item.captured.result.deploymentId] : []
  )
  if (deployments.length > 0 && deployments.every(id => id !== undefined))
    outputs.set(Outputs.DeploymentIds, deployments.map(String))
  const records = outcomes.map(jsonOf)
  outputs.json(records)

  summary.add(
    [
      failed.length === 0 ? headline(outcomes, report) : undefined,
      fleetTable(
        failuresFirst.map(item => item.outcome),
        report
      ),
      ...failuresFirst.flatMap(item =>
        item.captured.sections.length > 0
          ? [
              folded(
                `${item.outcome.label}${appText(item.outcome)}`,
                item.captured.sections.join('\n\n')
              )
            ]
          : []
      )
    ]
      .filter(Boolean)
      .join('\n\n')
  )
  if (failed.length === 0) return undefined
  const failure = new CommandError({
    type: 'fleet-failed',
    noun,
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

/** What a dry run of a fleet would send: a row per IPA, its app and team, none sent. */
export function dryRunReport(outcomes: ItemOutcome[], report: FleetReport): string {
  const rows = outcomes.map(outcome => ({ ...outcome, status: undefined }))
  return [
    `🧪 **Dry run**: ${plural(outcomes.length, 'IPA')} checked${report.made === 'submissions' ? ' and their teams chosen' : ''}; nothing was sent.`,
    fleetTable(rows, report)
  ].join('\n\n')
}

function headline(outcomes: ItemOutcome[], { noun, made, waited }: FleetReport): string {
  const all = plural(outcomes.length, noun)
  if (made === 'stored IPAs') return `✅ **All ${all} stored**.`
  const done = outcomes.filter(outcome => classifyStatus(outcome.status ?? '') === 'success')
  if (done.length === outcomes.length) return `✅ **All ${all} went through**: each ended well.`
  const open = outcomes.length - done.length
  const how = waited ? 'the service offers no way to follow them' : 'not waiting for the outcome'
  // status finds submissions made earlier: it reads them, where submit's were accepted.
  const what = noun === 'IPA' ? 'accepted' : 'read'
  return `📨 **${all} ${what}**: ${done.length} ended well, ${open} still in progress (${how}).`
}

/**
 * One row per item: the app (its file when the IPA does not say), its team, what it made and its
 * status; a column nobody has a value for (the team of an upload) is left out.
 */
function fleetTable(outcomes: ItemOutcome[], { noun, made }: FleetReport): string {
  const columns: Array<[string, (outcome: ItemOutcome) => string]> = [
    ['', icon],
    // A submission's label is its id, which its own column shows.
    ['App', o => (o.bundleId ? mdCode(o.bundleId) : noun === 'IPA' ? md(o.label, 80) : '')],
    ['Version (build)', o => (o.version || o.build ? md(appVersion(o)) : '')],
    ['Team', o => md(o.team ?? '', 60)],
    [made === 'submissions' ? 'Submission' : 'Stored IPA', o => mdCode(o.id ?? '')],
    ['Status', o => (o.status ? mdCode(o.status) : o.failure ? NOT_READ[noun] : '')],
    ['Time', o => (o.durationMs !== undefined ? formatDuration(o.durationMs) : '')]
  ]
  const shown = columns.filter(([, cell]) => outcomes.some(outcome => cell(outcome) !== ''))
  return table(
    shown.map(([header]) => header),
    outcomes.map(outcome => shown.map(([, cell]) => cell(outcome))),
    { limit: ROWS_SHOWN, left: true }
  )
}

/** ❌ failed, ✅ ended well (or stored), ⏳ still in progress; nothing when nothing was sent. */
function icon(outcome: ItemOutcome): string {
  if (outcome.failure !== undefined) return '❌'
  if (outcome.status === undefined) return outcome.id ? '✅' : ''
  return classifyStatus(outcome.status) === 'success' ? '✅' : '⏳'
}

function appVersion({ version, build }: ItemOutcome): string {
  return `${version ?? '?'} (${build ?? '?'})`.trim()
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

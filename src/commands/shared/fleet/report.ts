import { Inputs, Outputs } from '../../../inputs/names.js'
import { outputsOfUnit } from '../../unit-result.js'
import type { InputNames } from '../../../inputs/reader.js'
import { formatDuration, plural } from '../../../text/format.js'
import { folded, md, mdCode, table } from '../../../text/markdown.js'
import { CommandError } from '../../command-error.js'
import { stillUnderWay } from './stopped.js'
import { StoppedError } from '../../stop.js'
import type { CommandContext } from '../../context.js'
import { classifyStatus } from '../submission/statuses.js'
import { whatAReRunDoes, type Tie } from '../once/rerun-advice.js'
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
    headline: `${failed.length} of ${plural(outcomes.length, noun)} failed${others(outcomes.length - failed.length)}`,
    problems: failed.map(outcome => `${outcome.label}${appText(outcome)}: ${outcome.failure}`),
    next: nextAfter(report, context.names, outcomes)
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

/** What the headline of a failure says of the rest: `; the other 5 went through`. */
function others(count: number): string {
  if (count === 0) return ''
  return `; the other ${count === 1 ? 'one' : count} went through`
}

function nextAfter(report: FleetReport, names: InputNames, outcomes: ItemOutcome[]): string {
  const { made, tie } = report
  if (!tie)
    return `Check each failed one in App Store Connect; running ${names.setting(Inputs.Command, 'status')} again reads them all again and sends nothing.`
  if (!tie.tie) return untiedNext(report, names, outcomes)
  return whatAReRunDoes(tie, names, {
    verb: made === 'stored IPAs' ? 'stores' : 'submits',
    answers: `what went through (only what failed is ${made === 'stored IPAs' ? 'stored' : 'sent'} again)`,
    githubToken: report.githubToken
  })
}

/**
 * Without a tie, a re-run is a new release of every IPA: say which it would send again, and how to
 * send only the failed ones (or to tie the next run with `release-id`).
 */
function untiedNext(
  { made, tie = {} }: FleetReport,
  names: InputNames,
  outcomes: ItemOutcome[]
): string {
  const through = outcomes.filter(outcome => outcome.failure === undefined)
  // Failed to be waited for (a wait past wait-timeout), not failed: following it sends nothing.
  const inFlight = outcomes.filter(
    ({ failure, id, status }) =>
      failure !== undefined && id && status && classifyStatus(status) === 'in-progress'
  )
  const resend = outcomes.filter(
    outcome => outcome.failure !== undefined && !inFlight.includes(outcome)
  )
  const verb = made === 'stored IPAs' ? 'stores' : 'submits'
  const list = (items: ItemOutcome[]): string => items.map(item => item.label).join(', ')
  const also = inFlight.length + through.length
  return whatAReRunDoes(tie, names, {
    verb,
    again: `every IPA again${also > 0 ? `, the ${also} sent already too (${list([...through, ...inFlight])})` : ''}`,
    instead: [
      resend.length > 0
        ? `To send only what failed, run again with ${names.referred(Inputs.IpaPath)} naming only ${resend.length === 1 ? 'it' : 'them'} (${list(resend)}).`
        : undefined,
      ...inFlight.map(
        outcome =>
          `Follow ${outcome.label}, still in progress, with ${names.setting(Inputs.Command, 'status')} ${names.setting(Inputs.SubmissionId, outcome.id ?? '')} instead of sending it again.`
      )
    ].filter((line): line is string => Boolean(line))
  })
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

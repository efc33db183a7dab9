import { Outputs } from '../../../inputs/names.js'
import { formatDuration, plural } from '../../../text/format.js'
import { folded, md, mdCode, table } from '../../../text/markdown.js'
import { CommandError } from '../../command-error.js'
import type { CommandContext } from '../../context.js'
import { classifyStatus } from '../statuses.js'
import { jsonOf, type ItemOutcome } from './outcome.js'
import type { Captured } from './scoped-context.js'

/** One item of a fleet as it ended, with what it would have set had it run alone. */
export interface Ended {
  outcome: ItemOutcome
  captured: Captured
}

/** What a fleet is of: IPAs sent (submit), or submissions made earlier, by id (status). */
type Noun = 'IPA' | 'submission'

/** A failed item's status when none was read: an IPA was not sent, a submission not found. */
const notRead: Record<Noun, string> = { IPA: 'not sent', submission: 'not read' }

/** Rows past which the table says "and N more": a fleet of 70 apps shows whole. */
const ROWS_SHOWN = 200

/**
 * Reports a fleet as one: the outputs (each id, each record, the counts; for one item, its own
 * outputs as well), one summary table, failures first, then fails the step naming each failure, once
 * all have ended.
 */
export function reportFleet(
  context: CommandContext,
  items: Ended[],
  { noun, waited }: { noun: Noun; waited: boolean }
): void {
  const { outputs, summary } = context
  const outcomes = items.map(item => item.outcome)
  const failuresFirst = [
    ...items.filter(item => item.outcome.failure !== undefined),
    ...items.filter(item => item.outcome.failure === undefined)
  ]
  const failed = outcomes.filter(outcome => outcome.failure !== undefined)
  outputs.set(
    Outputs.SubmissionIds,
    outcomes.flatMap(outcome => (outcome.submissionId ? [outcome.submissionId] : []))
  )
  outputs.set(Outputs.CompletedCount, outcomes.length - failed.length)
  outputs.set(Outputs.FailedCount, failed.length)
  if (items.length === 1) {
    // One IPA or id: its own outputs too, as a step of one sets them.
    for (const [name, value] of items[0].captured.outputs)
      if (name !== Outputs.SubmissionIds) outputs.set(name, value as string)
  }
  const teams = new Set(items.map(item => item.captured.outputs.get(Outputs.TeamId)))
  if (teams.size === 1) outputs.set(Outputs.TeamId, [...teams][0] as string | undefined)
  outputs.json(outcomes.map(jsonOf))

  summary.add(
    [
      failed.length === 0 ? headline(outcomes, noun, waited) : undefined,
      fleetTable(
        failuresFirst.map(item => item.outcome),
        noun
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
  if (failed.length === 0) return
  throw new CommandError({
    headline: `${failed.length} of ${plural(outcomes.length, noun)} failed${failed.length < outcomes.length ? `; the other ${outcomes.length - failed.length} went through` : ''}`,
    problems: failed.map(outcome => `${outcome.label}${appText(outcome)}: ${outcome.failure}`),
    next:
      noun === 'IPA'
        ? 'A re-run of this job sends none of what went through again, and follows what is still in progress (with github-token; without it, the service must honour the Idempotency-Key).'
        : 'Check each failed one in App Store Connect; a re-run of this step reads them all again and sends nothing.'
  })
}

function headline(outcomes: ItemOutcome[], noun: string, waited: boolean): string {
  const done = outcomes.filter(outcome => classifyStatus(outcome.status ?? '') === 'success')
  const all = plural(outcomes.length, noun)
  if (done.length === outcomes.length) return `✅ **All ${all} went through**: each ended well.`
  const open = outcomes.length - done.length
  const how = waited ? 'the service offers no way to follow them' : 'not waiting for the outcome'
  // status finds submissions made earlier: it reads them, where submit's were accepted.
  const what = noun === 'IPA' ? 'accepted' : 'read'
  return `📨 **${all} ${what}**: ${done.length} ended well, ${open} still in progress (${how}).`
}

/**
 * One row per item: the app (its file when the IPA does not say; a submission's label is its id,
 * which its own column shows), its team, its submission.
 */
function fleetTable(outcomes: ItemOutcome[], noun: Noun): string {
  const rows = outcomes.map(outcome => [
    icon(outcome),
    outcome.bundleId ? mdCode(outcome.bundleId) : noun === 'IPA' ? md(outcome.label, 80) : '',
    outcome.version || outcome.build ? md(appVersion(outcome)) : '',
    md(outcome.team ?? '', 60),
    mdCode(outcome.submissionId ?? ''),
    outcome.status ? mdCode(outcome.status) : outcome.failure ? notRead[noun] : '',
    outcome.durationMs !== undefined ? formatDuration(outcome.durationMs) : ''
  ])
  return table(['', 'App', 'Version (build)', 'Team', 'Submission', 'Status', 'Time'], rows, {
    limit: ROWS_SHOWN,
    left: true
  })
}

function icon(outcome: ItemOutcome): string {
  if (outcome.failure !== undefined) return '❌'
  return classifyStatus(outcome.status ?? '') === 'success' ? '✅' : '⏳'
}

function appText(outcome: ItemOutcome): string {
  return outcome.bundleId ? ` — ${outcome.bundleId} ${appVersion(outcome)}` : ''
}

function appVersion({ version, build }: ItemOutcome): string {
  return `${version ?? '?'} (${build ?? '?'})`.trim()
}

import { classifyStatus } from '../follow-submission/statuses.js'
import { formatDuration, plural } from '../text/format.js'
import { folded, md, mdCode, table } from '../text/markdown.js'
import { appText, type Ended, type FleetReport, type ItemOutcome } from '../fleet/outcome.js'
import { unitSection } from './unit.js'

/** A failed item's status when none was read: an IPA was not sent, a submission not found. */
const NOT_READ: Record<FleetReport['noun'], string> = { IPA: 'not sent', submission: 'not read' }

/** Rows past which the table says "and N more": a fleet of 70 apps shows whole. */
const ROWS_SHOWN = 200

/**
 * A fleet's part of the job summary, once all have ended: the headline (unless one failed: the
 * failure heads the summary then), one row per app, failures first, and each app's own summary
 * (from its outcome) folded under the table. `warnings`: the step's, as each app's headline counts them.
 */
export function fleetSummary(items: Ended[], report: FleetReport, warnings: number): string {
  const failuresFirst = [
    ...items.filter(item => item.outcome.failure !== undefined),
    ...items.filter(item => item.outcome.failure === undefined)
  ]
  const outcomes = items.map(item => item.outcome)
  const failed = outcomes.some(outcome => outcome.failure !== undefined)
  const each = failuresFirst.flatMap(({ outcome, captured }) => {
    const sections = [unitSection(captured.outcome, warnings), ...captured.sections]
    const body = sections.filter(Boolean).join('\n\n')
    return body ? [folded(`${outcome.label}${appText(outcome)}`, body)] : []
  })
  return [
    failed ? undefined : headline(outcomes, report),
    fleetTable(
      failuresFirst.map(item => item.outcome),
      report
    ),
    ...each
  ]
    .filter(Boolean)
    .join('\n\n')
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
 * One row per item: the app (its file when the IPA does not say; for a submission, what its
 * deployment or record says of it), its team, what it made and its status; a column nobody has a
 * value for (the team of an upload) is left out.
 */
export function fleetTable(outcomes: ItemOutcome[], { noun, made }: FleetReport): string {
  const columns: Array<[string, (outcome: ItemOutcome) => string]> = [
    ['', icon],
    ['App', o => appCell(o, noun)],
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

/**
 * The app's bundle id; else an IPA's file, or, for a submission (whose label is its id, which its
 * own column shows), that its app is not known: neither its deployment nor its record names one.
 */
function appCell(outcome: ItemOutcome, noun: FleetReport['noun']): string {
  if (outcome.bundleId) return mdCode(outcome.bundleId)
  return noun === 'IPA' ? md(outcome.label, 80) : 'not known'
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

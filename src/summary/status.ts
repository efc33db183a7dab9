import type { UnitFacts, UnitOutcome } from '../commands/outcome.js'
import type { ReleaseRecord } from '../exactly-once/release-record.js'
import { formatDuration, plural } from '../text/format.js'
import { facts, md, mdCode, mdLink } from '../text/markdown.js'
import { statusHistory } from './status-history.js'

/** The headline, unless the step fails: then the failure heads the summary and is not said twice. */
function headline({ happened, facts: known }: UnitOutcome, warnings: number): string | undefined {
  const withWarnings = warnings > 0 ? ` with ${plural(warnings, 'warning')}` : ''
  if (happened === 'untracked')
    return known.wait?.unexpected
      ? `📨 **Not readable${withWarnings}**: the submission's status could not be read (see the warning), so progress goes by e-mail.`
      : `📨 **Not readable${withWarnings}**: the service offers no way to read the submission's status, so progress goes by e-mail.`
  const status = statusOf(known)
  if (happened === 'succeeded')
    return `✅ **Done${withWarnings}**: the service reports ${mdCode(status)}.`
  if (happened !== 'accepted') return undefined
  const how = known.dryRun ? 'dry run: read once, nothing changed' : 'read once, not waiting'
  return `⏳ **Still in progress${withWarnings}**: the service reports ${mdCode(status)} (${how}).`
}

/** The submission, how old it is, the GitHub deployment it follows, and the statuses this step saw. */
export function statusSection(outcome: UnitOutcome, warnings: number, now = Date.now()): string {
  const { facts: known } = outcome
  const { wait, deployment, release } = known
  const status = statusOf(known)
  const first = known.firstStatus
  const history =
    wait?.history ?? (first?.status ? [{ status: first.status, at: new Date(first.at) }] : [])
  const parts = [
    headline(outcome, warnings),
    facts([
      ['Submission', mdCode(known.submissionId ?? '')],
      ['Status', status ? mdCode(status) : 'not readable'],
      ['App', appOf(release)],
      ['SHA-256', release?.sha256 ? mdCode(release.sha256) : undefined],
      ['Created', created(createdAtOf(known.record), now)],
      ['GitHub deployment', deployment ? mdLink(`#${deployment.id}`, deployment.url) : undefined],
      [
        known.waited ? 'Waited' : 'Read',
        known.waited ? formatDuration(known.durationMs ?? 0) : 'once'
      ]
    ]),
    ...statusHistory(history, wait?.note)
  ]
  return parts.filter(Boolean).join('\n\n')
}

/** The last status read; empty when the service offers no way to read it. */
function statusOf({ wait, firstStatus }: UnitFacts): string {
  return wait?.status ?? firstStatus?.status ?? ''
}

/** The record's created_at, as the service sent it (anything, or nothing). */
function createdAtOf(record: unknown): unknown {
  return record && typeof record === 'object'
    ? (record as { created_at?: unknown }).created_at
    : undefined
}

/** created_at and how long ago it was; a record without one (or with no date in it) says so. */
function created(value: unknown, now: number): string {
  if (value === undefined || value === null || value === '')
    return 'not known (the record has no `created_at`)'
  const at = typeof value === 'string' ? Date.parse(value) : NaN
  if (Number.isNaN(at)) return `${md(value, 60)} (not a date: age not known)`
  return `${md(value, 60)}, ${formatDuration(Math.max(0, now - at))} ago`
}

/** The app a deployment records, as `com.example.App 2.3.0 (45)`. */
function appOf(release: ReleaseRecord | undefined): string | undefined {
  if (!release?.bundle_id) return undefined
  const version = release.version ? ` ${mdCode(release.version)}` : ''
  const build = release.build ? ` (build ${mdCode(release.build)})` : ''
  return `${mdCode(release.bundle_id)}${version}${build}`
}

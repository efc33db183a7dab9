import { formatDuration, plural } from '../../text/format.js'
import { facts, md, mdCode, mdLink } from '../../text/markdown.js'
import type { ReleaseRecord } from '../../exactly-once/index.js'
import { statusHistory } from '../../follow-submission/status-history.js'
import { classifyStatus } from '../../follow-submission/statuses.js'
import type { StatusChange, WaitResult } from '../../follow-submission/wait.js'

interface StatusSummaryInput {
  id: string
  /** The last status read; empty when the service offers no way to read it. */
  status: string
  /** The record's created_at, as the service sent it (anything, or nothing). */
  createdAt: unknown
  /** The statuses this step saw. */
  history: readonly StatusChange[]
  wait?: WaitResult
  /** Whether this step waited (wait: true, and not a dry run). */
  waited: boolean
  durationMs: number
  dryRun: boolean
  warnings: number
  deployment?: { id: number; url?: string }
  /** What the deployment records of the release it finishes: the app, its build, the file. */
  release?: ReleaseRecord
  /** When the summary is written (ms since the epoch); now by default. */
  now?: number
}

/** The headline, unless the step fails: then the failure heads the summary and is not said twice. */
function headline(input: StatusSummaryInput): string | undefined {
  const { status, wait, dryRun, warnings } = input
  const withWarnings = warnings > 0 ? ` with ${plural(warnings, 'warning')}` : ''
  if (wait?.outcome === 'untracked')
    return wait.unexpected
      ? `📨 **Not readable${withWarnings}**: the submission's status could not be read (see the warning), so progress goes by e-mail.`
      : `📨 **Not readable${withWarnings}**: the service offers no way to read the submission's status, so progress goes by e-mail.`
  const statusClass = classifyStatus(status)
  const ended = ['timed-out', 'unreachable', 'vanished', 'stopped'].includes(wait?.outcome ?? '')
  if (statusClass === 'failure' || ended) return undefined
  const shown = mdCode(status)
  if (statusClass === 'success') return `✅ **Done${withWarnings}**: the service reports ${shown}.`
  const how = dryRun ? 'dry run: read once, nothing changed' : 'read once, not waiting'
  return `⏳ **Still in progress${withWarnings}**: the service reports ${shown} (${how}).`
}

/** The submission, how old it is, the GitHub deployment it follows, and the statuses this step saw. */
export function statusSummary(input: StatusSummaryInput): string {
  const { id, status, history, wait, waited, durationMs, deployment } = input
  const parts = [
    headline(input),
    facts([
      ['Submission', mdCode(id)],
      ['Status', status ? mdCode(status) : 'not readable'],
      ['App', appOf(input.release)],
      ['SHA-256', input.release?.sha256 ? mdCode(input.release.sha256) : undefined],
      ['Created', created(input.createdAt, input.now ?? Date.now())],
      ['GitHub deployment', deployment ? mdLink(`#${deployment.id}`, deployment.url) : undefined],
      [waited ? 'Waited' : 'Read', waited ? formatDuration(durationMs) : 'once']
    ]),
    ...statusHistory(history, wait?.note)
  ]
  return parts.filter(Boolean).join('\n\n')
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

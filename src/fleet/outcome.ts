import { Outputs } from '../inputs/names.js'
import { oneLine } from '../text/untrusted.js'
import type { InputNames } from '../inputs/reader.js'
import { describeFailure } from '../commands/describe-failure.js'
import { StoppedError } from '../commands/stop.js'
import type { CommandContext } from '../commands/context.js'
import type { Tie } from '../exactly-once/rerun-advice.js'
import { CommandError } from '../commands/command-error.js'
import type { Captured } from './scoped-context.js'
import type { ReportApp } from './report-document.js'

/** What each item of a fleet makes: the submissions it sends or follows, or the IPAs it stores. */
export type Made = 'submissions' | 'stored IPAs'

/** The outputs of what items make: one's id, and the JSON array of all of them. */
export const OUTPUTS_OF: Readonly<
  Record<
    Made,
    {
      id: typeof Outputs.SubmissionId | typeof Outputs.IpaId
      ids: typeof Outputs.SubmissionIds | typeof Outputs.IpaIds
    }
  >
> = {
  submissions: { id: Outputs.SubmissionId, ids: Outputs.SubmissionIds },
  'stored IPAs': { id: Outputs.IpaId, ids: Outputs.IpaIds }
}

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

/**
 * How one item of a fleet ended: what its row of the summary and its record in `json` say (a shard's
 * report keeps it without the record: report-document.ts's ReportApp).
 */
export interface ItemOutcome extends ReportApp {
  /** The record as the service last answered it. */
  record?: unknown
}

/** The outcome of one item from what it would have set as the step's outputs, and how it ended. */
export function outcomeOf(
  label: string,
  captured: Captured,
  ended: {
    error?: unknown
    names: InputNames
    durationMs?: number
    team?: string
    /** What it made, for the output its id is in: submissions unless told. */
    made?: Made
  }
): ItemOutcome {
  const result = captured.outcome.facts
  const made = ended.made ?? 'submissions'
  // The app, as the IPA or the deployment said it; else as the service's record does, if it does.
  const fromRecord = appOfRecord(result.record)
  return {
    label,
    bundleId: text(result.bundleId) ?? fromRecord.bundleId,
    version: text(result.version) ?? fromRecord.version,
    build: text(result.build) ?? fromRecord.build,
    team: ended.team ?? text(result.teamId),
    id: text(made === 'submissions' ? result.submissionId : result.ipaId),
    status: text(result.status),
    record: result.record,
    durationMs: ended.durationMs,
    failure: ended.error === undefined ? undefined : inOneLine(ended.error, ended.names),
    failureReason: text(result.failureReason)
  }
}

function text(value: unknown): string | undefined {
  return value === undefined || value === null || value === '' ? undefined : String(value)
}

/** The app a service's record names, where it does (`bundle_id`, `version`, `build`). */
function appOfRecord(record: unknown): { bundleId?: string; version?: string; build?: string } {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return {}
  const { bundle_id, version, build } = record as Record<string, unknown>
  // The service's text: one line, as any text of it is shown.
  const scalar = (value: unknown): string | undefined =>
    typeof value === 'string' || typeof value === 'number'
      ? text(oneLine(String(value), 200))
      : undefined
  return { bundleId: scalar(bundle_id), version: scalar(version), build: scalar(build) }
}

/** One item of a fleet as it ended, with what it would have set had it run alone. */
export interface Ended {
  outcome: ItemOutcome
  captured: Captured
  /** What it failed with, as thrown. */
  error?: unknown
}

/**
 * Runs one item of a fleet to its end, in its own context: how it ended, never thrown, so that the
 * others go on; a failure is said at once in its log lines, and again with the others at the end.
 */
export async function runFleetItem(
  item: { label: string; context: CommandContext; captured: Captured },
  run: () => Promise<void>,
  details: () => { made?: Made; team?: string } = () => ({})
): Promise<Ended> {
  const started = Date.now()
  let error: unknown
  try {
    await run()
  } catch (thrown) {
    error = thrown
    if (thrown instanceof CommandError) item.captured.outcome.failure = thrown.failure
  }
  const outcome = outcomeOf(item.label, item.captured, {
    error,
    names: item.context.names,
    durationMs: Date.now() - started,
    ...details()
  })
  // Stopped (a signal), it has not failed: the stop's own words say what it left under way.
  const stopped = error instanceof StoppedError
  if (outcome.failure)
    item.context.log.info(`${stopped ? 'Stopped' : 'Failed'}: ${outcome.failure} The others go on.`)
  return { outcome, captured: item.captured, error }
}

/** The app an item is of, as a list names it: ` — com.example.App 2.3.0 (45)`; nothing unknown. */
export function appText({ bundleId, version, build }: ItemOutcome): string {
  return bundleId ? ` — ${bundleId} ${version ?? '?'} (${build ?? '?'})` : ''
}

/** A failure as one line of a list: what failed, each problem, what to do. */
function inOneLine(error: unknown, names: InputNames): string {
  const { headline, problems = [], next } = describeFailure(error, names).explanation
  const head = problems.length > 0 ? `${headline}: ${problems.join(' ')}` : sentence(headline)
  return [head.replace(/\s*\n\s*/g, ' '), next].filter(Boolean).join(' ')
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`
}

/** What `json` holds of one item: its record, with the app it is of, and why it failed. */
export function jsonOf(outcome: ItemOutcome): Record<string, unknown> {
  const record =
    outcome.record && typeof outcome.record === 'object' && !Array.isArray(outcome.record)
      ? (outcome.record as Record<string, unknown>)
      : { id: outcome.id ?? null, status: outcome.status ?? null }
  return {
    ...record,
    bundle_id: outcome.bundleId ?? record.bundle_id ?? null,
    version: outcome.version ?? record.version ?? null,
    build: outcome.build ?? record.build ?? null,
    ...(outcome.failureReason ? { failure_reason: outcome.failureReason } : {}),
    ...(outcome.failure ? { error: outcome.failure } : {})
  }
}

const RECORDS = Symbol('the records of the fleet that failed with this error')

/**
 * Lets the records of a fleet ride on the error it fails with (the `json` array, one per item, made
 * from the same outcomes), so that the tool's --json failure document carries each app's record.
 */
export function withRecords<E>(error: E, records: unknown[]): E {
  if (error && typeof error === 'object') Object.assign(error, { [RECORDS]: records })
  return error
}

/** The records of the fleet that failed with `error`, when it was a fleet's. */
export function recordsOf(error: unknown): unknown[] | undefined {
  if (!error || typeof error !== 'object' || !(RECORDS in error)) return undefined
  const records = (error as { [RECORDS]?: unknown })[RECORDS]
  return Array.isArray(records) ? records : undefined
}

import { tieOf } from '../exactly-once/idempotency-key.js'
import type { RunContext } from '../commands/run-context.js'

/**
 * The report a fleet's run writes to `report-file` (one per shard), and `gather` reads back: the
 * document `--json` prints (each app's record, the outputs, the failure), with the shard it was and
 * the run it belongs to, so that one job can tell the whole release from the shards' files.
 */

/** What the first field of every report says, so that `gather` refuses any other JSON file. */
export const REPORT_KIND = 'app-store-deploy fleet report'

/** The report's version: a reader refuses a version it does not know, rather than misread it. */
export const REPORT_VERSION = 1

/** Which share of the fleet one run sent: `index` from 0, of `total` shards. */
export interface Shard {
  index: number
  total: number
}

/**
 * The run a report belongs to: what ties a re-run's keys to it (the `release-id` input, a GitHub
 * workflow run, another CI's pipeline), as idempotency-key.ts names it; absent outside a CI run
 * without `release-id`, where nothing can tell two runs apart.
 */
export interface ReportRun {
  tie: 'release-id' | 'run' | 'pipeline'
  /** `release 2026.12`, `run owner/repo#123`, `GitLab CI 4567`: the same in every shard of the run. */
  id: string
  /** The attempt of the run that wrote it, where the CI counts them. */
  attempt?: number
  /** The link to the run, where the CI gives one. */
  url?: string
}

/** What a row of the summary needs of one app, as the shard's own summary showed it. */
export interface ReportApp {
  /**
   * The IPA's file name (its path from the working folder where two share a name); for `status`'s
   * fleet, the submission id followed.
   */
  label: string
  bundleId?: string
  version?: string
  build?: string
  team?: string
  /** The submission's id (submit), or the stored IPA's (upload). */
  id?: string
  status?: string
  durationMs?: number
  /** Why it failed, in one line; absent when it went through. */
  failure?: string
  failureReason?: string
}

export interface FleetReportDocument {
  kind: typeof REPORT_KIND
  version: typeof REPORT_VERSION
  command: 'submit' | 'upload'
  run?: ReportRun
  /** `{ index: 0, total: 1 }` for a run that was not split. */
  shard: Shard
  /** How many IPAs the whole fleet has, as every shard saw them before the split. */
  fleetSize: number
  /** The labels of the IPAs the split gave this shard, in the fleet's order. */
  share: string[]
  /**
   * The split's fingerprint (split-fleet.ts): the same in every shard that saw the same IPAs; absent
   * for a run that was not split.
   */
  split?: string
  /** The run was a dry run: nothing was sent, and its apps are no part of a release. */
  dryRun?: true
  /** When the run started and ended (ISO 8601). */
  startedAt: string
  endedAt: string
  /** One per IPA of the share, in its order; what `--json` prints as `records`. */
  records: Array<Record<string, unknown>>
  /** One per IPA of the share, in its order: what the summary's row shows. */
  apps: ReportApp[]
  /** The outputs the run set, by name, as `--json` prints them. */
  outputs: Record<string, unknown>
  /** Why the run failed, when it did: the tool's exit code and the failure's words. */
  failure?: { code: number; message: string }
  /** How often the service's rate limit held the run (429 with Retry-After), and how long in all. */
  rateLimit?: { waits: number; waitedMs: number }
}

/** The run a report of this run belongs to: its tie, as the keys of its creates name it. */
export function reportRunOf(run: RunContext, releaseId?: string): ReportRun | undefined {
  const tie = tieOf(run, releaseId)
  if (!tie) return undefined
  const attempt =
    tie.kind === 'run'
      ? run.runAttempt
      : tie.kind === 'pipeline'
        ? run.pipeline?.attempt
        : undefined
  return { tie: tie.kind, id: tie.part, attempt, url: run.runUrl }
}

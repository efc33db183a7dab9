import { classifyStatus } from '../follow-submission/statuses.js'
import type { FleetReport, ItemOutcome } from '../fleet/outcome.js'
import { formatDuration, plural } from '../text/format.js'
import { md, mdLink, table } from '../text/markdown.js'
import { fleetTable } from './fleet.js'

/** One shard as gather read it from its report: its part of the summary. */
export interface GatheredShard {
  index: number
  total: number
  apps: number
  /** From the report's start to its end. */
  durationMs?: number
  /** How many of its apps failed (their failures are the release's list). */
  failedApps: number
  /** Why the shard's run failed, in its report's words (untrusted). */
  failure?: string
  rateLimit?: { waits: number; waitedMs: number }
  /** The attempt of the run that wrote it, and the link to that run (untrusted). */
  attempt?: number
  url?: string
}

/**
 * The summary of a release gathered from its shards' reports: the headline for the whole release,
 * one row per app (failures first: the fleet's own table), then a short table of the shards.
 */
export function gatherSummary(
  apps: ItemOutcome[],
  shards: GatheredShard[],
  report: FleetReport,
  /** Whether the reports make the whole release (none missing, none of another run). */
  whole: boolean
): string {
  const failuresFirst = [
    ...apps.filter(app => app.failure !== undefined),
    ...apps.filter(app => app.failure === undefined)
  ]
  return [
    headline(apps, shards, report, whole),
    apps.length > 0 ? fleetTable(failuresFirst, report) : undefined,
    shards.length > 0 ? '#### Shards' : undefined,
    shards.length > 0 ? shardTable(shards) : undefined
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** `500 apps over 20 shards`: how many went through, failed, are still in progress. */
function headline(
  apps: ItemOutcome[],
  shards: GatheredShard[],
  { made }: FleetReport,
  whole: boolean
): string {
  const failed = apps.filter(app => app.failure !== undefined).length
  const through = apps.filter(
    app =>
      app.failure === undefined &&
      (made === 'stored IPAs'
        ? app.id !== undefined
        : classifyStatus(app.status ?? '') === 'success')
  ).length
  const open = apps.length - failed - through
  // A shard's run that failed (stopped, say) fails the release, though none of its apps did.
  const shardFailed = shards.some(shard => shard.failure !== undefined)
  const icon = failed > 0 || shardFailed || !whole ? '❌' : open > 0 ? '📨' : '✅'
  const counts = [
    `${through} ${made === 'stored IPAs' ? 'stored' : 'went through'}`,
    `${failed} failed`,
    made === 'stored IPAs' ? undefined : `${open} still in progress`
  ].filter(Boolean)
  // Not whole, the counts are of the reports read only, and the headline says so first.
  const of = whole ? '' : ' (the reports read of an incomplete release: see above)'
  return `${icon} **${plural(apps.length, 'app')} over ${plural(shards.length, 'shard')}**${of}: ${counts.join(', ')}.`
}

/** A row per shard: its apps, its time, its rate-limit waits (when any had some), its failure. */
function shardTable(shards: GatheredShard[]): string {
  const columns: Array<[string, (shard: GatheredShard) => string]> = [
    ['Shard', shard => mdLink(`${shard.index + 1} of ${shard.total}`, shard.url)],
    ['Attempt', shard => (shard.attempt !== undefined ? String(shard.attempt) : '')],
    ['Apps', shard => String(shard.apps)],
    ['Time', shard => (shard.durationMs !== undefined ? formatDuration(shard.durationMs) : '')],
    [
      'Rate-limit waits',
      ({ rateLimit }) =>
        rateLimit && rateLimit.waits > 0
          ? `${rateLimit.waits} (${formatDuration(rateLimit.waitedMs)})`
          : ''
    ],
    // A shard whose apps failed says how many (each is in the release's list); another failure
    // (the key refused, the service out of reach) in its own words.
    [
      'Failure',
      shard =>
        shard.failedApps > 0
          ? `${shard.failedApps} of ${plural(shard.apps, 'app')} failed`
          : md(shard.failure ?? '', 200)
    ]
  ]
  const shown = columns.filter(([, cell]) => shards.some(shard => cell(shard) !== ''))
  return table(
    shown.map(([header]) => header),
    shards.map(shard => shown.map(([, cell]) => cell(shard))),
    { limit: 500, left: true }
  )
}

/**
 * Shards' reports as a fleet's run writes them (src/fleet/report-document.ts), for gather's tests and
 * its benchmark: `shardReports` splits a fleet of apps into shards, each a report of one run.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import {
  REPORT_KIND,
  REPORT_VERSION,
  type FleetReportDocument,
  type ReportApp,
  type ReportRun
} from '../../src/fleet/report-document.js'

/** The run of every report unless told: a GitHub workflow run, its first attempt. */
export const RUN: ReportRun = {
  tie: 'run',
  id: 'run octo/apps#7001',
  attempt: 1,
  url: 'https://github.com/octo/apps/actions/runs/7001'
}

/** App `n` of a fleet, gone through unless `failure` is given. */
export function app(n: number, changes: Partial<ReportApp> = {}): ReportApp {
  return {
    label: `App${n}.ipa`,
    bundleId: `com.example.app${n}`,
    version: '1.0',
    build: String(n),
    team: 'Agency',
    id: `sub_${n}`,
    status: 'completed',
    durationMs: 60_000,
    ...changes
  }
}

/** The record `json` holds of an app, as the fleet's jsonOf writes it. */
function recordOf(one: ReportApp): Record<string, unknown> {
  return {
    id: one.id ?? null,
    status: one.status ?? null,
    created_at: '2026-12-06T10:00:00Z',
    bundle_id: one.bundleId ?? null,
    version: one.version ?? null,
    build: one.build ?? null,
    ...(one.failureReason ? { failure_reason: one.failureReason } : {}),
    ...(one.failure ? { error: one.failure } : {})
  }
}

/** One shard's report of `apps`, of a fleet of `fleetSize`. */
export function shardReport(
  index: number,
  total: number,
  apps: ReportApp[],
  {
    fleetSize = apps.length * total,
    run = RUN,
    changes = {}
  }: { fleetSize?: number; run?: ReportRun; changes?: Partial<FleetReportDocument> } = {}
): FleetReportDocument {
  const failed = apps.filter(one => one.failure !== undefined)
  return {
    kind: REPORT_KIND,
    version: REPORT_VERSION,
    command: 'submit',
    run,
    shard: { index, total },
    fleetSize,
    share: apps.map(one => one.label),
    startedAt: '2026-12-06T10:00:00.000Z',
    endedAt: '2026-12-06T10:03:05.000Z',
    records: apps.map(recordOf),
    apps,
    outputs: {
      'submission-ids': JSON.stringify(apps.flatMap(one => (one.id ? [one.id] : []))),
      'completed-count': String(apps.length - failed.length),
      'failed-count': String(failed.length),
      'team-id': '42'
    },
    ...(failed.length > 0
      ? { failure: { code: 1, message: `${failed.length} of ${apps.length} IPAs failed` } }
      : {}),
    ...changes
  }
}

/**
 * A fleet of `shards * perShard` apps split into shards, each report written to `folder` as
 * `shard-<index>.json`; the paths, in the shards' order.
 */
export function writeShardReports(
  folder: string,
  shards: number,
  perShard: number,
  edit: (report: FleetReportDocument) => FleetReportDocument = report => report
): string[] {
  mkdirSync(folder, { recursive: true })
  return Array.from({ length: shards }, (_, index) => {
    const apps = Array.from({ length: perShard }, (_, i) => app(index * perShard + i + 1))
    const file = path.join(folder, `shard-${index}.json`)
    writeFileSync(file, JSON.stringify(edit(shardReport(index, shards, apps))))
    return file
  })
}

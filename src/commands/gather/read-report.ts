import { promises as fs } from 'node:fs'
import {
  REPORT_KIND,
  REPORT_VERSION,
  type FleetReportDocument,
  type ReportApp,
  type ReportRun
} from '../../fleet/report-document.js'
import type { UnreadableReport } from '../failures/gather.js'

/**
 * The most a report file may be: a shard of 500 apps writes about 160 KiB (bench/gather.ts), a
 * hundredth of it, so a larger file is no report, and is not read (a 100 MB file matched by mistake
 * costs nothing).
 */
export const REPORT_MAX_BYTES = 16 * 1024 * 1024

/** A report read and checked, or why the file is none. */
export type ReadReport = { report: FleetReportDocument } | UnreadableReport

/** Reads one file `reports` matched, within the budget, as untrusted JSON. */
export async function readReportFile(file: string): Promise<ReadReport> {
  let text: string
  try {
    const { size } = await fs.stat(file)
    if (size > REPORT_MAX_BYTES) return { why: 'too-large', bytes: size, limit: REPORT_MAX_BYTES }
    text = await fs.readFile(file, 'utf8')
  } catch (error) {
    return { why: 'unreadable', code: (error as NodeJS.ErrnoException).code ?? 'EIO' }
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { why: 'not-json' }
  }
  return checkedReport(value)
}

/** The field of a report that holds something else than its type: its path, and what it must be. */
class BadField {
  constructor(
    readonly field: string,
    readonly expected: string
  ) {}
}

/**
 * A parsed report, each field's type checked: another kind of JSON and a newer version are named as
 * such, so that a stray artifact or a newer shard is told apart from a damaged report.
 */
export function checkedReport(value: unknown): ReadReport {
  if (!isObject(value) || value.kind !== REPORT_KIND) return { why: 'other-kind' }
  if (typeof value.version === 'number' && value.version > REPORT_VERSION)
    return { why: 'newer-version', version: value.version }
  try {
    return { report: documentOf(value) }
  } catch (error) {
    if (!(error instanceof BadField)) throw error
    return { why: 'bad-field', field: error.field, expected: error.expected }
  }
}

function documentOf(value: Record<string, unknown>): FleetReportDocument {
  if (value.version !== REPORT_VERSION) throw new BadField('version', `${REPORT_VERSION}`)
  const command = oneOf(value.command, 'command', ['submit', 'upload'] as const)
  const shard = object(value.shard, 'shard')
  const total = integer(shard.total, 'shard.total', 1)
  const index = integer(shard.index, 'shard.index', 0)
  if (index >= total) throw new BadField('shard.index', `below shard.total (${total})`)
  const share = list(value.share, 'share').map((label, i) => text(label, `share[${i}]`))
  const apps = list(value.apps, 'apps').map((app, i) => appOf(app, `apps[${i}]`))
  const records = list(value.records, 'records').map((record, i) => object(record, `records[${i}]`))
  if (apps.length !== share.length) throw new BadField('apps', `one per label of share`)
  if (records.length !== apps.length) throw new BadField('records', `one per app of apps`)
  return {
    kind: REPORT_KIND,
    version: REPORT_VERSION,
    command,
    run: optional(value.run, 'run', runOf),
    shard: { index, total },
    fleetSize: integer(value.fleetSize, 'fleetSize', 1),
    share,
    split: optional(value.split, 'split', text),
    dryRun: optional(value.dryRun, 'dryRun', (dryRun, field) => {
      if (dryRun !== true) throw new BadField(field, 'true')
      return true as const
    }),
    startedAt: time(value.startedAt, 'startedAt'),
    endedAt: time(value.endedAt, 'endedAt'),
    records,
    apps,
    outputs: object(value.outputs, 'outputs'),
    failure: optional(value.failure, 'failure', (failure, field) => {
      const { code, message } = object(failure, field)
      return { code: integer(code, `${field}.code`, 0), message: text(message, `${field}.message`) }
    }),
    rateLimit: optional(value.rateLimit, 'rateLimit', (rateLimit, field) => {
      const { waits, waitedMs } = object(rateLimit, field)
      return {
        waits: integer(waits, `${field}.waits`, 0),
        waitedMs: number(waitedMs, `${field}.waitedMs`)
      }
    })
  }
}

const TIES = ['release-id', 'run', 'pipeline'] as const

function runOf(value: unknown, field: string): ReportRun {
  const run = object(value, field)
  return {
    tie: oneOf(run.tie, `${field}.tie`, TIES),
    id: text(run.id, `${field}.id`),
    attempt: optional(run.attempt, `${field}.attempt`, (n, f) => integer(n, f, 0)),
    url: optional(run.url, `${field}.url`, text)
  }
}

const APP_TEXTS = [
  'bundleId',
  'version',
  'build',
  'team',
  'id',
  'status',
  'failure',
  'failureReason'
] as const

function appOf(value: unknown, field: string): ReportApp {
  const app = object(value, field)
  const read: ReportApp = { label: text(app.label, `${field}.label`) }
  for (const name of APP_TEXTS) read[name] = optional(app[name], `${field}.${name}`, text)
  read.durationMs = optional(app.durationMs, `${field}.durationMs`, number)
  return read
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function object(value: unknown, field: string): Record<string, unknown> {
  if (!isObject(value)) throw new BadField(field, 'an object')
  return value
}

function list(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw new BadField(field, 'a list')
  return value
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new BadField(field, 'text')
  return value
}

function number(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new BadField(field, 'a number from 0')
  return value
}

function integer(value: unknown, field: string, min: number): number {
  if (!Number.isSafeInteger(value) || (value as number) < min)
    throw new BadField(field, `a whole number from ${min}`)
  return value as number
}

function time(value: unknown, field: string): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
    throw new BadField(field, 'a time (ISO 8601)')
  return value
}

function oneOf<T extends string>(value: unknown, field: string, values: readonly T[]): T {
  const found = values.find(one => one === value)
  if (!found) throw new BadField(field, `one of ${values.join(', ')}`)
  return found
}

/** An optional field: absent (or null) is undefined; present, it is checked. */
function optional<T>(
  value: unknown,
  field: string,
  check: (value: unknown, field: string) => T
): T | undefined {
  return value === undefined || value === null ? undefined : check(value, field)
}

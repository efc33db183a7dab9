import type { FleetReportDocument, ReportRun } from '../../fleet/report-document.js'
import type { GatherProblem } from '../failures/gather.js'
import type { ReadReport } from './read-report.js'

/** A report read from its file. */
export interface ShardReport {
  file: string
  report: FleetReportDocument
}

/** A shard reported by two attempts of the run: the later attempt's report is the shard's. */
export interface LaterAttempt {
  index: number
  total: number
  taken: { file: string; attempt: number }
  dropped: Array<{ file: string; attempt: number }>
}

/** The shards of one release, in their order, and what is wrong with the set. */
export interface CheckedSet {
  shards: ShardReport[]
  problems: GatherProblem[]
  laterAttempts: LaterAttempt[]
  /** The run the release is of, as the reports name it; undefined outside a CI run. */
  run?: string
  command?: FleetReportDocument['command']
}

/**
 * Makes one release of the files `reports` matched: each readable, all of one run (`ownRun`, the
 * gathering job's, when it runs in one; else the run most of them name), one count of shards and of
 * apps, each shard once (the later attempt's, when a re-run wrote it again), none a dry run's, all of
 * one split of the fleet, and the shares adding up to the fleet. Every problem is said, not the first
 * alone.
 */
export function checkSet(
  read: Array<{ file: string; read: ReadReport }>,
  ownRun?: ReportRun
): CheckedSet {
  const problems: GatherProblem[] = []
  const readable: ShardReport[] = []
  for (const { file, read: one } of read) {
    if ('report' in one) readable.push({ file, report: one.report })
    else problems.push({ type: 'unreadable-report', file, ...one })
  }
  const run = ownRun ? ownRun.id : mostCommon(readable.map(({ report }) => report.run?.id))
  const ofRun = readable.filter(({ file, report }) => {
    if (report.run?.id === run) return true
    problems.push({
      type: 'other-run',
      file,
      run: report.run?.id,
      expected: run,
      ...releaseIdOf(report.run, ownRun)
    })
    return false
  })
  const command = agreed(ofRun, 'command', ({ report }) => report.command, problems)
  const total = agreed(ofRun, 'shards', ({ report }) => report.shard.total, problems)
  const fleetSize = agreed(ofRun, 'apps', ({ report }) => report.fleetSize, problems)
  const { shards, laterAttempts } = oneEach(
    ofRun.filter(({ report }) => report.shard.total === total),
    problems
  )
  if (total !== undefined)
    for (let index = 0; index < total; index++)
      if (!shards.some(({ report }) => report.shard.index === index))
        problems.push({ type: 'missing-shard', index, total })
  for (const { file, report } of shards)
    if (report.dryRun) problems.push({ type: 'dry-run', file, ...report.shard })
  const splits = splitsOf(shards)
  if (splits.length > 1) problems.push({ type: 'splits-differ', splits })
  const gathered = shards.reduce((sum, { report }) => sum + report.share.length, 0)
  if (problems.length === 0 && fleetSize !== undefined && gathered !== fleetSize)
    problems.push({ type: 'shares-short', fleetSize, gathered })
  return { shards, problems, laterAttempts, run, command }
}

/**
 * The release-id the shards were given, where gather's own run is not tied by one: gather was not
 * given it, and its run is not theirs.
 */
function releaseIdOf(
  run: ReportRun | undefined,
  ownRun: ReportRun | undefined
): { releaseId?: string } {
  if (run?.tie !== 'release-id' || !ownRun || ownRun.tie === 'release-id') return {}
  return { releaseId: run.id.replace(/^release /, '') }
}

/**
 * The shards of each split the reports name (split-fleet.ts's fingerprint), in the shards' order: more
 * than one, and an app may have been left by each shard to another. Reports that name none (a fleet
 * not split) are not compared.
 */
function splitsOf(shards: ShardReport[]): Array<{ shards: number[]; files: string[] }> {
  const bySplit = new Map<string, ShardReport[]>()
  for (const one of shards)
    if (one.report.split !== undefined)
      bySplit.set(one.report.split, [...(bySplit.get(one.report.split) ?? []), one])
  return [...bySplit.values()].map(all => ({
    shards: all.map(({ report }) => report.shard.index),
    files: all.map(({ file }) => file)
  }))
}

/**
 * The value most reports give (the first given, of equal counts); when they differ, a problem that
 * lists each value with its files.
 */
function agreed<T extends string | number>(
  reports: ShardReport[],
  what: 'command' | 'shards' | 'apps',
  valueOf: (one: ShardReport) => T,
  problems: GatherProblem[]
): T | undefined {
  const values = [...new Set(reports.map(valueOf))]
  if (values.length > 1) {
    const files = (value: T): string =>
      reports
        .filter(one => valueOf(one) === value)
        .map(one => one.file)
        .join(', ')
    problems.push({
      type: 'totals-differ',
      what,
      values: values.map(value => `${value} (${files(value)})`)
    })
  }
  return mostCommon(reports.map(valueOf))
}

/**
 * One report per shard, in the shards' order: of two attempts of the run, the later one's; two
 * reports no attempt tells apart are a problem (the first is shown, the gather fails).
 */
function oneEach(
  reports: ShardReport[],
  problems: GatherProblem[]
): { shards: ShardReport[]; laterAttempts: LaterAttempt[] } {
  const byIndex = new Map<number, ShardReport[]>()
  for (const one of reports) {
    const index = one.report.shard.index
    byIndex.set(index, [...(byIndex.get(index) ?? []), one])
  }
  const shards: ShardReport[] = []
  const laterAttempts: LaterAttempt[] = []
  for (const [index, all] of [...byIndex].sort(([a], [b]) => a - b)) {
    const total = all[0].report.shard.total
    const attempts = all.map(one => one.report.run?.attempt)
    const told = attempts.every(a => a !== undefined) && new Set(attempts).size === all.length
    if (all.length > 1 && !told)
      problems.push({ type: 'shard-twice', index, total, files: all.map(one => one.file) })
    const latest = told
      ? all.reduce((a, b) => (b.report.run!.attempt! > a.report.run!.attempt! ? b : a))
      : all[0]
    shards.push(latest)
    if (all.length > 1 && told)
      laterAttempts.push({
        index,
        total,
        taken: { file: latest.file, attempt: latest.report.run!.attempt! },
        dropped: all
          .filter(one => one !== latest)
          .map(one => ({ file: one.file, attempt: one.report.run!.attempt! }))
      })
  }
  return { shards, laterAttempts }
}

/** The value given most often; of equal counts, the first given. */
function mostCommon<T>(values: T[]): T | undefined {
  const counts = new Map<T, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  let best: T | undefined
  let most = 0
  for (const [value, count] of counts)
    if (count > most) {
      best = value
      most = count
    }
  return best
}

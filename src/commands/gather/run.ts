import { Outputs } from '../../inputs/names.js'
import { appText, withRecords, type Ended, type FleetReport } from '../../fleet/outcome.js'
import { reportRunOf } from '../../fleet/report-document.js'
import { setFleetOutputs } from '../../fleet/report.js'
import { gatherSummary, type GatheredShard } from '../../summary/gather.js'
import { formatDuration, plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import { CommandError } from '../command-error.js'
import type { LocalContext } from '../context.js'
import type { UnitFacts } from '../outcome.js'
import type { GatherFailure } from '../failures/gather.js'
import { checkSet, type CheckedSet, type ShardReport } from './check-set.js'
import type { GatherConfig } from './inputs.js'
import { readReportFile, type ReadReport } from './read-report.js'

/**
 * Makes one release of a fleet's shards' reports: reads each file within its budget, checks the set
 * (one run, each shard once, none missing), sets the fleet's outputs and writes one summary for the
 * whole release, as a fleet of one step does; fails naming each failed app and each problem.
 */
export async function runGather(config: GatherConfig, context: LocalContext): Promise<void> {
  // One file at a time: only the reports checked are kept, never two files' text at once.
  const read: Array<{ file: string; read: ReadReport }> = []
  for (const file of config.files) read.push({ file, read: await readReportFile(file) })
  const set = checkSet(read, reportRunOf(context.run, config.releaseId))
  logSet(set, context)
  const report: FleetReport = {
    noun: 'IPA',
    made: set.command === 'upload' ? 'stored IPAs' : 'submissions'
  }
  const gathered = set.shards.map(shard => ({ shard, ended: endedOf(shard, report) }))
  const ended = gathered.flatMap(one => one.ended)
  // A set with a problem (a shard missing, a report of another run) is not the release: no outputs
  // that a later job could take for the whole of it.
  const whole = set.problems.length === 0
  const records = whole ? setFleetOutputs(context.outputs, ended, report) : []
  const apps = ended.map(item => item.outcome)
  context.summary.add(gatherSummary(apps, set.shards.map(shardRow), report, whole))
  const failed = failedApps(gathered)
  const failedShards = set.shards.flatMap(({ report }) =>
    report.failure && !report.apps.some(app => app.failure !== undefined)
      ? [{ ...report.shard, failure: oneLine(report.failure.message, 600) }]
      : []
  )
  if (failed.length === 0 && failedShards.length === 0 && set.problems.length === 0) return
  const failure = new CommandError({
    type: 'gather-failed',
    files: config.files.length,
    apps: apps.length,
    problems: set.problems,
    failed,
    failedShards
  })
  throw withRecords(failure, records)
}

/** Each app that failed, with its shard, each text one line. */
function failedApps(
  gathered: Array<{ shard: ShardReport; ended: Ended[] }>
): GatherFailure['failed'] {
  return gathered.flatMap(({ shard, ended }) =>
    ended
      .map(item => item.outcome)
      .filter(outcome => outcome.failure !== undefined)
      .map(outcome => ({
        label: oneLine(outcome.label, 200),
        app: appText({
          ...outcome,
          bundleId: line(outcome.bundleId),
          version: line(outcome.version),
          build: line(outcome.build)
        }),
        shard: shard.report.shard.index,
        failure: oneLine(outcome.failure!, 600)
      }))
  )
}

/** A report's text, as one line of a failure shows it. */
function line(text: string | undefined): string | undefined {
  return text === undefined ? undefined : oneLine(text, 120)
}

/**
 * Each app of a shard's report as a fleet's item ends: its row, its record, and the facts of its
 * outputs (its id and status; its team and deployment as its shard's outputs name them). The IPA's
 * own facts (bundle id, version) stay its shard's outputs: a gather sets the release's.
 */
function endedOf({ report: shard }: ShardReport, report: FleetReport): Ended[] {
  const teamId = Number(shard.outputs[Outputs.TeamId])
  const deployments = listOf(shard.outputs[Outputs.DeploymentIds])
  let withId = 0
  return shard.apps.map((app, i) => {
    const record = shard.records[i]
    const deploymentId = app.id !== undefined ? Number(deployments[withId++]) : undefined
    const facts: UnitFacts = {
      [report.made === 'submissions' ? 'submissionId' : 'ipaId']: app.id,
      status: app.status,
      teamId: Number.isSafeInteger(teamId) && teamId > 0 ? teamId : undefined,
      deploymentId: Number.isSafeInteger(deploymentId) ? deploymentId : undefined,
      record
    }
    return {
      outcome: { ...app, record },
      captured: { outcome: { facts, problems: [] }, sections: [] }
    }
  })
}

/** An output a shard set as a list: its `--json` text of a JSON array, or the array itself. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value !== 'string') return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

/** The shard as the summary's table shows it. */
function shardRow({ report }: ShardReport): GatheredShard {
  const durationMs = Date.parse(report.endedAt) - Date.parse(report.startedAt)
  return {
    index: report.shard.index,
    total: report.shard.total,
    apps: report.apps.length,
    failedApps: report.apps.filter(app => app.failure !== undefined).length,
    durationMs: durationMs >= 0 ? durationMs : undefined,
    failure: report.failure?.message,
    rateLimit: report.rateLimit,
    attempt: report.run?.attempt,
    url: report.run?.url
  }
}

/** What the log says of the set: each report taken, and each shard a later attempt wrote again. */
function logSet(set: CheckedSet, { log }: LocalContext): void {
  const lines = set.shards.map(({ file, report }) => {
    const time = Date.parse(report.endedAt) - Date.parse(report.startedAt)
    return `shard ${report.shard.index + 1} of ${report.shard.total}: ${plural(report.apps.length, 'app')}${time >= 0 ? `, ${formatDuration(time)}` : ''} (${oneLine(file, 300)})`
  })
  log.group(
    `${plural(set.shards.length, 'shard')} of ${set.run ? oneLine(set.run, 120) : 'a run outside CI'}`,
    lines
  )
  for (const { index, total, taken, dropped } of set.laterAttempts)
    log.info(
      `Shard ${index + 1} of ${total} was reported by ${plural(dropped.length + 1, 'attempt')} of the run: attempt ${taken.attempt}'s report (${oneLine(taken.file, 300)}) is the shard's, not ${dropped.map(one => `attempt ${one.attempt}'s (${oneLine(one.file, 300)})`).join(', ')}.`
    )
}

import { Inputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import { formatBytes, plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import type { Explanation } from './explanation.js'

/** Why one file `reports` matched is not a report gather can read. */
export type UnreadableReport =
  | { why: 'unreadable'; code: string }
  | { why: 'too-large'; bytes: number; limit: number }
  | { why: 'not-json' }
  /** JSON, but not a fleet report of this tool (another artifact matched the glob). */
  | { why: 'other-kind' }
  /** A fleet report of a newer version of the tool than this one. */
  | { why: 'newer-version'; version: number }
  /** A fleet report whose field holds something else than its declared type. */
  | { why: 'bad-field'; field: string; expected: string }

/** One shard as a problem names it: its index from 0, of its total. */
interface ShardOf {
  index: number
  total: number
}

/** What is wrong with the set of reports, each problem its facts. */
export type GatherProblem =
  | ({ type: 'unreadable-report'; file: string } & UnreadableReport)
  /**
   * A report of another run than the release's: `run` absent when the report names none, `expected`
   * when neither the gathering job nor most reports do.
   */
  | {
      type: 'other-run'
      file: string
      run?: string
      expected?: string
      /** The shards' `release-id`, where gather's run is not tied by one (it was not given it). */
      releaseId?: string
    }
  | ({ type: 'missing-shard' } & ShardOf)
  /** Two reports of one shard, of one attempt (or with no attempt to tell them apart). */
  | ({ type: 'shard-twice'; files: string[] } & ShardOf)
  /** Reports that do not agree on how many shards there are, or how many apps. */
  | { type: 'totals-differ'; what: 'shards' | 'apps' | 'command'; values: string[] }
  /** The shards' shares do not add up to the fleet. */
  | { type: 'shares-short'; fleetSize: number; gathered: number }
  /** A shard's report of a dry run: it sent nothing. */
  | ({ type: 'dry-run'; file: string } & ShardOf)
  /** Shards that split the fleet differently (they saw other IPAs): each split's shards, from 0. */
  | { type: 'splits-differ'; splits: Array<{ shards: number[]; files: string[] }> }

export interface GatherFailure {
  type: 'gather-failed'
  /** How many files `reports` matched, and how many apps the reports hold. */
  files: number
  apps: number
  problems: GatherProblem[]
  /** Each app that failed: its label, its app, its shard (from 0), and its failure, each one line. */
  failed: Array<{ label: string; app: string; shard: number; failure: string }>
  /** Each shard whose run failed while none of its apps did (stopped, say): its failure, one line. */
  failedShards: Array<ShardOf & { failure: string }>
}

/** Words of a gather that found failed apps, or shards' reports it cannot make one release of. */
export function explainGather(failure: GatherFailure, names: InputNames): Explanation {
  const { problems, failed, failedShards, apps } = failure
  const failures = [
    failed.length > 0 ? `${failed.length} of ${plural(apps, 'app')} failed` : undefined,
    failedShards.length > 0
      ? `${plural(failedShards.length, "shard's run", "shards' runs")} failed`
      : undefined
  ].filter(Boolean)
  // Every report read and an app (or a shard's run) failed is a release with a failure; a report
  // missing or of another run is a release this step cannot tell whole.
  const headline =
    problems.length === 0
      ? `${failures.join(', and ')} in the release`
      : `The release is incomplete: ${plural(problems.length, 'problem')} with the shards' reports${failures.map(words => `, and ${words}`).join('')}`
  return {
    headline,
    problems: [
      ...problems.map(problem => problemWords(problem, names)),
      ...failedShards.map(
        shard => `shard ${shardName(shard.index, shard.total)}: its run failed: ${shard.failure}`
      ),
      ...failed.map(
        item => `${item.label}${item.app} (shard ${shardName(item.shard)}): ${item.failure}`
      )
    ],
    next: nextOf(failure, names)
  }
}

function shardName(index: number, total?: number): string {
  return total === undefined ? `${index + 1}` : `${index + 1} of ${total} (index ${index})`
}

function problemWords(problem: GatherProblem, names: InputNames): string {
  switch (problem.type) {
    case 'unreadable-report':
      return `${shown(problem.file)} ${unreadableWords(problem)}`
    case 'other-run':
      return `${shown(problem.file)} ${problem.run ? `is a report of ${oneLine(problem.run, 120)}` : 'names no run'}, ${problem.expected ? `not of ${oneLine(problem.expected, 120)}` : 'where the others name none'}.`
    case 'missing-shard':
      return `shard ${shardName(problem.index, problem.total)}: no report among the files ${names.referred(Inputs.Reports)} matched.`
    case 'shard-twice':
      return `shard ${shardName(problem.index, problem.total)} has ${problem.files.length} reports, which no attempt of the run tells apart: ${problem.files.map(shown).join(', ')}.`
    case 'totals-differ':
      return `the reports disagree on ${TOTALS[problem.what]}: ${problem.values.map(value => oneLine(value, 200)).join('; ')}.`
    case 'shares-short':
      return `the shards' shares hold ${plural(problem.gathered, 'app')}, not the fleet's ${problem.fleetSize}.`
    case 'dry-run':
      return `${shown(problem.file)} (shard ${shardName(problem.index, problem.total)}) is a dry run's report: nothing was sent.`
    case 'splits-differ':
      return `the shards split the fleet differently, so an app may have been sent by none: ${problem.splits.map(splitWords).join('; ')}.`
  }
}

/** `shards 1 and 3 one way (r/0.json, r/2.json)`: the shards of one split, numbered from 1. */
function splitWords({ shards, files }: { shards: number[]; files: string[] }, i: number): string {
  const numbers = shards.map(index => `${index + 1}`)
  const which =
    numbers.length === 1
      ? `shard ${numbers[0]}`
      : `shards ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`
  return `${which} ${i === 0 ? 'one way' : 'another'} (${files.map(shown).join(', ')})`
}

const TOTALS = {
  shards: 'how many shards the fleet has',
  apps: 'how many apps the fleet has',
  command: 'what the fleet did (submit or upload)'
} as const

function unreadableWords(report: UnreadableReport): string {
  switch (report.why) {
    case 'unreadable':
      return `cannot be read (${report.code}).`
    case 'too-large':
      return `is ${formatBytes(report.bytes)}, more than a report can be (${formatBytes(report.limit)}): it was not read.`
    case 'not-json':
      return 'is not JSON.'
    case 'other-kind':
      return 'is JSON, but not the report of a fleet of app-store-deploy.'
    case 'newer-version':
      return `is a report of version ${report.version}, which a newer app-store-deploy writes: gather with the version the shards ran.`
    case 'bad-field':
      return `is not a report as app-store-deploy writes it: ${oneLine(report.field, 80)} is not ${report.expected}.`
  }
}

/** A file's path, one line (a path is the user's, but may hold anything a file system allows). */
function shown(file: string): string {
  return oneLine(file, 300)
}

/**
 * What to do: give gather the shards' release-id; re-run a shard that has no report; gather this
 * run's reports only; run the shards for real; give every shard the same IPAs; retry failed apps and
 * failed shards.
 */
function nextOf({ problems, failed, failedShards }: GatherFailure, names: InputNames): string {
  const failures = [
    failed.length > 0
      ? `Fix each failed app (a new build where Apple refused it) and re-run its shard's job, which sends again only the apps that failed; then run this step again.`
      : undefined,
    failedShards.length > 0
      ? `Re-run the job of each shard whose run failed (the re-run sends nothing twice, and follows what the first left going), then this step.`
      : undefined
  ]
  return [...setAdvice(problems, names), ...failures].filter(Boolean).join(' ')
}

/** What to do of the set's problems. */
function setAdvice(problems: GatherProblem[], names: InputNames): Array<string | undefined> {
  const has = (type: GatherProblem['type']): boolean => problems.some(p => p.type === type)
  const releaseIds = [
    ...new Set(problems.flatMap(p => (p.type === 'other-run' && p.releaseId ? [p.releaseId] : [])))
  ]
  // Gather's run is not the shards' for want of their release-id: given it, the rest is judged again.
  if (releaseIds.length > 0)
    return [
      `The shards were given ${names.referred(Inputs.ReleaseId)}: give this step the same (${releaseIds.map(id => oneLine(id, 120)).join(' or ')}).`
    ]
  return [
    has('missing-shard') || has('unreadable-report')
      ? `Re-run the job of each shard that has no readable report (the re-run makes nothing twice, and writes its report), then this step.`
      : undefined,
    has('other-run') || has('shard-twice') || has('totals-differ') || has('shares-short')
      ? `Give ${names.referred(Inputs.Reports)} the reports of this run only: download this run's artifacts into a folder of their own.`
      : undefined,
    has('dry-run')
      ? `Run each shard that made a dry run's report without ${names.referred(Inputs.DryRun)}, then this step.`
      : undefined,
    has('splits-differ')
      ? `Every shard must see the same IPAs, the same files: give each shard's job the same ${names.referred(Inputs.IpaPath)} and the same build artifacts (an IPA a shard cannot read is split by its file name rather than its bundle id), then re-run every shard's job (a re-run sends nothing twice) and this step.`
      : undefined
  ]
}

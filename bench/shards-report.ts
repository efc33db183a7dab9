/**
 * The report of the shards benchmark (bench/shards.ts): its runs as figures, one column per number
 * of shards, and the bounds each run had (the throughput cap, the rate limit, the two cores).
 */
import * as os from 'node:os'
import type { FleetReportDocument } from '../src/fleet/report-document.js'
import type { Timed } from './children.js'
import type { EmulatorReport } from './emulator-process.js'
import { median, mib, MiB, seconds } from './shared.js'

export interface Setup {
  apps: number
  sizeMiB: number
  rounds: number
  shards: number[]
  concurrency: number
  /** The emulator's throughput cap per connection, MiB/s. */
  capMiB: number
  limit: { requests: number; windowSeconds: number }
  curl: boolean
  startLoad: number[]
}

export interface Ipa {
  path: string
  size: number
  sha256: string
}

/** One run of N shards together, and what the emulator saw of it. */
export interface ShardsRun {
  /** From the first shard's spawn to the last one's exit. */
  wallMs: number
  shards: Timed[]
  reports: FleetReportDocument[]
  /** The emulator's requests of this run alone, its CPU, and the submissions it holds after it. */
  posts: EmulatorReport['posts']
  gets: EmulatorReport['gets']
  emulatorCpuMs: number
  submissions: number
}

/** A number of shards: its first run, the second with the same pipeline, and gather after them. */
export interface Configuration {
  shards: number
  first: ShardsRun
  second: ShardsRun
  gather: Timed
}

/** curl sending the same files one after another through the same emulator. */
export interface Reference {
  run: Timed
  emulatorCpuMs: number
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0)
const requestsOf = (run: ShardsRun) => [...run.posts, ...run.gets]
const tooMany = (run: ShardsRun): number =>
  requestsOf(run).filter(request => request.status === 429).length
const createsTooMany = (run: ShardsRun): number =>
  run.posts.filter(post => post.path.endsWith('/ios/signed_ipas') && post.status === 429).length
const holdsOf = (run: ShardsRun) => ({
  waits: sum(run.reports.map(report => report.rateLimit?.waits ?? 0)),
  waitedMs: sum(run.reports.map(report => report.rateLimit?.waitedMs ?? 0))
})
const shardsCpuMs = (run: ShardsRun): number => sum(run.shards.map(shard => shard.cpuMs))
const peakRssKiB = (run: ShardsRun): number => Math.max(...run.shards.map(s => s.maxRssKiB))

/** How many requests of the run went to each route ('GET /ios/teams: 4'), ids as `{id}`. */
function routesOf(run: ShardsRun): string {
  const counts = new Map<string, number>()
  for (const [method, requests] of [
    ['POST', run.posts],
    ['GET', run.gets]
  ] as const)
    for (const request of requests) {
      const route = `${method} ${request.path.replace(/\/api\/v1/, '').replace(/\/[0-9a-f-]{8,}/g, '/{id}')}`
      counts.set(route, (counts.get(route) ?? 0) + 1)
    }
  return [...counts].map(([route, count]) => `${route}: ${count}`).join(', ')
}

/** One line of a configuration's figures, as it ends. */
export function describeRun({ shards, first, second, gather }: Configuration): string {
  const holds = holdsOf(first)
  return (
    `${shards} shard(s) ${seconds(first.wallMs)} (again ${seconds(second.wallMs)}), ` +
    `largest shard ${mib(peakRssKiB(first) * 1024)}, shards' CPU ${seconds(shardsCpuMs(first))}, ` +
    `emulator CPU ${seconds(first.emulatorCpuMs)}, ${requestsOf(first).length} requests, ` +
    `${tooMany(first)} answered 429, ${holds.waits} holds (${seconds(holds.waitedMs)}); ` +
    `gather ${seconds(gather.wallMs)}; ${routesOf(first)}`
  )
}

/**
 * The least time the run could take under each bound: the fleet's bytes through the connections at
 * the cap; the requests it had counted in whole windows of the limit (a key's window starts with its
 * first request, so n requests need ⌈n / limit⌉ windows, the last of which has to start).
 */
function floors(setup: Setup, bytes: number, run: ShardsRun, shards: number) {
  const connections = Math.min(shards * setup.concurrency, setup.apps)
  const counted = requestsOf(run).length - tooMany(run)
  return {
    connections,
    capMs: (bytes / (connections * setup.capMiB * MiB)) * 1000,
    counted,
    limitMs: (Math.ceil(counted / setup.limit.requests) - 1) * setup.limit.windowSeconds * 1000
  }
}

/** The runs of each number of shards, in the setup's order. */
type Columns = Configuration[][]
type Cell = (configs: Configuration[], shards: number) => string

const wall = (configs: Configuration[]): number => median(configs.map(c => c.first.wallMs))
const mid = (configs: Configuration[], pick: (c: Configuration) => number): number =>
  median(configs.map(pick))
const shardsName = (n: number): string => `${n} shard${n > 1 ? 's' : ''}`

function method(setup: Setup, ipas: Ipa[], bytes: number, withCurl: boolean): string[] {
  const args = process.argv.slice(2)
  return [
    `Command: \`npm run build\`, then \`npx tsx bench/shards.ts\` (or \`npm run bench\`)${args.length ? `; this run: \`${args.join(' ')}\`` : ''}.`,
    '',
    `${setup.apps} generated IPAs of ${setup.sizeMiB} MiB (${(ipas[0]?.size ?? 0).toLocaleString('en-US')} bytes each, each its own bundle id and build), ${mib(bytes)} in all, sent by ${setup.shards.join(', ')} shards, ${setup.rounds} round(s). Each shard is the bundled tool in a process of its own, as the jobs of one GitLab pipeline (\`CI_PIPELINE_ID\`, the same in every shard) run it: \`node dist/cli.js submit --multiple --ipa-path 'DIR/*.ipa' --team-id 1234567 --no-wait --concurrency ${setup.concurrency} --shard-index i --shard-total N --report-file shard-i.json\` (the preflight strict, the default), all the shards of a configuration started together. The emulator runs in a process of its own with \`--throughput ${setup.capMiB}MiB/s\` (each connection's request bodies read no faster) and \`--rate-limit ${setup.limit.requests}/${setup.limit.windowSeconds}s\` (per API key, every shard's requests counted together; one past it is read whole, then answered 429 with Retry-After); it is reset before each configuration.`,
    '',
    `Wall time from the first shard's spawn to the last one's exit (Node's start and the preflight of the share included); peak memory per shard from GNU time's \`%M\`. After the first run the benchmark checks that the emulator answered 200 to exactly ${setup.apps} creates, each with a different file of the fleet, whole (no app twice, none missing), and made ${setup.apps} submissions; then \`node dist/cli.js gather --reports 'DIR/*.json'\` over the shards' reports (timed, exit 0); then every shard again with the same pipeline id, which must make no new submission and report the same submission ids. ${withCurl ? `The reference: \`curl -sS -f -o /dev/null -H 'Authorization: Bearer KEY' -F team_id=1234567 -F 'signed_ipa[source]=@FILE' URL\` for each file in turn, through the same emulator: one connection at the cap, what one uploader without the tool would take.` : 'No reference this time (`--no-curl`).'}`,
    ''
  ]
}

function figures(setup: Setup, bytes: number, columns: Columns, curlWall?: number): string[] {
  const row = (figure: string, cell: Cell): string =>
    `| ${figure} | ${columns.map((configs, i) => cell(configs, setup.shards[i] as number)).join(' | ')} |`
  const one = columns[setup.shards.indexOf(1)]
  const floorsOf = (configs: Configuration[], shards: number) =>
    floors(setup, bytes, (configs[0] as Configuration).first, shards)
  const cores = os.cpus().length
  return [
    `| figure | ${setup.shards.map(shardsName).join(' | ')} |`,
    `| --- | ${setup.shards.map(() => '--:').join(' | ')} |`,
    row('wall time, first run', c => seconds(wall(c))),
    row('speed-up over 1 shard', c => (one ? `${(wall(one) / wall(c)).toFixed(2)} ×` : '–')),
    row('wall time / curl’s, one after another', c =>
      curlWall ? `${(wall(c) / curlWall).toFixed(3)} ×` : '–'
    ),
    row('connections at the cap, at most', (c, n) => String(floorsOf(c, n).connections)),
    row('least time at the cap', (c, n) => seconds(floorsOf(c, n).capMs)),
    row('requests counted by the limit', (c, n) => String(floorsOf(c, n).counted)),
    row('least time under the rate limit', (c, n) => seconds(floorsOf(c, n).limitMs)),
    row(
      'requests answered 429 (of them creates, each read whole first)',
      c => `${mid(c, x => tooMany(x.first))} (${mid(c, x => createsTooMany(x.first))})`
    ),
    row(
      'holds (reports’ `rateLimit.waits`), time held in all',
      c =>
        `${mid(c, x => holdsOf(x.first).waits)}, ${seconds(mid(c, x => holdsOf(x.first).waitedMs))}`
    ),
    row(
      'peak memory per shard, largest (median)',
      c =>
        `${mib(mid(c, x => peakRssKiB(x.first)) * 1024)} (${mib(median(c.flatMap(x => x.first.shards.map(s => s.maxRssKiB))) * 1024)})`
    ),
    row('shards’ CPU (user + system), all shards', c => seconds(mid(c, x => shardsCpuMs(x.first)))),
    row('emulator CPU during the run', c => seconds(mid(c, x => x.first.emulatorCpuMs))),
    row(
      `CPU of the shards and the emulator, of ${cores} cores`,
      c =>
        `${((mid(c, x => shardsCpuMs(x.first) + x.first.emulatorCpuMs) / wall(c) / cores) * 100).toFixed(0)} %`
    ),
    row('second run (same pipeline): wall time', c => seconds(mid(c, x => x.second.wallMs))),
    row(
      'second run: new submissions, requests answered 429',
      c =>
        `${mid(c, x => x.second.submissions - x.first.submissions)}, ${mid(c, x => tooMany(x.second))}`
    ),
    row('`gather` of the shards’ reports', c => seconds(mid(c, x => x.gather.wallMs))),
    ''
  ]
}

/** Each run's wall time, and each shard's of the first runs. */
function eachRun(setup: Setup, columns: Columns): string[] {
  const list = (values: number[]) => values.map(ms => (ms / 1000).toFixed(2))
  return [
    ...setup.shards.map((n, i) => {
      const configs = columns[i] as Configuration[]
      const shards = configs.map(c => list(c.first.shards.map(s => s.wallMs)).join(' '))
      return `Each run of ${shardsName(n)} (s): first ${list(configs.map(c => c.first.wallMs)).join(', ')}; again ${list(configs.map(c => c.second.wallMs)).join(', ')}; each shard of the first: ${shards.join('; ')}.`
    }),
    ''
  ]
}

export function shardsReport(options: {
  setup: Setup
  ipas: Ipa[]
  runs: Configuration[]
  curl: Reference[]
  curlVersion?: string
  notes: string
}): string[] {
  const { setup, ipas, runs, curl, notes } = options
  const bytes = sum(ipas.map(ipa => ipa.size))
  const columns = setup.shards.map(shards => runs.filter(run => run.shards === shards))
  const curlWall = curl.length ? median(curl.map(c => c.run.wallMs)) : undefined
  const reference = curl[0]
  return [
    '# Shards benchmark (issue 48)',
    '',
    ...method(setup, ipas, bytes, reference !== undefined),
    ...figures(setup, bytes, columns, curlWall),
    ...(reference && curlWall !== undefined
      ? [
          `curl ${options.curlVersion ?? ''}, one after another: ${seconds(curlWall)} (at the cap alone, ${seconds((bytes / (setup.capMiB * MiB)) * 1000)}), peak memory ${mib(reference.run.maxRssKiB * 1024)}, emulator CPU ${seconds(reference.emulatorCpuMs)}.`,
          ''
        ]
      : []),
    ...eachRun(setup, columns),
    'Gather of 500 reports: see bench/gather-results.md (target ≤ 2 s), not measured again here.',
    '',
    notes,
    ''
  ]
}

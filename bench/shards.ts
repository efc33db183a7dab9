/**
 * A fleet split into shards (issue 48): 200 generated IPAs of 2 MiB, each its own app, sent by 1, 4
 * and 8 shards, each shard the bundled tool in a process of its own (`node dist/cli.js submit
 * --multiple --no-wait --concurrency C --shard-index i --shard-total N --report-file …`, all started
 * together, as the jobs of one GitLab pipeline), to the emulator in a process of its own that reads
 * each connection's bodies at most at a throughput cap and answers a key's requests past a rate
 * limit with 429 and Retry-After. Then every shard again with the same pipeline (it must make
 * nothing new), and `gather` of the shards' reports. The reference: curl sending the same files one
 * after another through the same emulator. Run `npm run build` first: it times dist/.
 *
 *   npx tsx bench/shards.ts [--apps 200] [--size-mb 2] [--rounds 1] [--shards 1,4,8]
 *                           [--concurrency 4] [--throughput-mib 4] [--rate-limit 20/2] [--no-curl]
 *                                                                   (also part of npm run bench)
 *
 * Wall time: from the first shard's spawn to the last one's exit. Peak memory: each shard's GNU time
 * `%M`. After each configuration the benchmark checks, from the emulator's requests, that every app
 * was created exactly once (one create answered 200 per IPA, each with its own whole file) and that
 * the second run made no submission. Writes bench/shards-results.md with the machine and the date.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, statSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { makeIpa } from '../__tests__/support/make-ipa.js'
import { cliPath } from '../__tests__/support/run-cli.js'
import type { FleetReportDocument } from '../src/fleet/report-document.js'
import { type EmulatorChild, freshDir, Scratch, TIME, timed } from './children.js'
import type { EmulatorReport } from './emulator-process.js'
import {
  type Configuration,
  describeRun,
  type Ipa,
  type Reference,
  type Setup,
  type ShardsRun,
  shardsReport
} from './shards-report.js'
import { check, curlVersion, MiB, publishReport, seconds } from './shared.js'

const RESULTS = fileURLToPath(new URL('./shards-results.md', import.meta.url))
const NOTES = fileURLToPath(new URL('./shards-notes.md', import.meta.url))
const RUN_TIMEOUT_MS = 10 * 60_000
const TEAM_ID = '1234567'
const CREATE_ROUTE = '/ios/signed_ipas'

const { values } = parseArgs({
  options: {
    apps: { type: 'string', default: '200' },
    'size-mb': { type: 'string', default: '2' },
    rounds: { type: 'string', default: '1' },
    shards: { type: 'string', default: '1,4,8' },
    concurrency: { type: 'string', default: '4' },
    'throughput-mib': { type: 'string', default: '4' },
    'rate-limit': { type: 'string', default: '20/2' },
    'no-curl': { type: 'boolean', default: false }
  }
})
const whole = (text: string | undefined, name: string): number => {
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs whole numbers ≥ 1`)
  return value
}
const [limitText, windowText] = (values['rate-limit'] ?? '').split('/')
const setup: Setup = {
  apps: whole(values.apps, 'apps'),
  sizeMiB: whole(values['size-mb'], 'size-mb'),
  rounds: whole(values.rounds, 'rounds'),
  shards: (values.shards ?? '').split(',').map(n => whole(n, 'shards')),
  concurrency: whole(values.concurrency, 'concurrency'),
  capMiB: whole(values['throughput-mib'], 'throughput-mib'),
  limit: {
    requests: whole(limitText, 'rate-limit'),
    windowSeconds: whole(windowText, 'rate-limit')
  },
  curl: !values['no-curl'],
  startLoad: os.loadavg()
}

const scratch = new Scratch('shards-bench-')
let emulator: EmulatorChild
let seen = { posts: 0, gets: 0, cpuMs: 0 }

/** What the emulator saw since the last call (or reset). */
async function emulatorSince(): Promise<EmulatorReport> {
  const report = await emulator.ask<EmulatorReport>({ type: 'report' }, 'report')
  const since = {
    ...report,
    posts: report.posts.slice(seen.posts),
    gets: report.gets.slice(seen.gets),
    cpuMs: report.cpuMs - seen.cpuMs
  }
  seen = { posts: report.posts.length, gets: report.gets.length, cpuMs: report.cpuMs }
  return since
}

async function resetEmulator(): Promise<void> {
  await emulator.ask({ type: 'reset' }, 'reset-done')
  seen = { posts: 0, gets: 0, cpuMs: 0 }
}

/** The variables of one of a GitLab pipeline's jobs: the same pipeline ties a re-run to the first. */
function shardEnv(pipeline: string, index: number, total: number): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: scratch.root,
    APP_DEPLOY_API_KEY: emulator.info.apiKey,
    APP_DEPLOY_BASE_URL: emulator.info.baseUrl,
    GITLAB_CI: 'true',
    CI: 'true',
    CI_PIPELINE_ID: pipeline,
    CI_PROJECT_PATH: 'agency/white-label',
    CI_JOB_NAME: `submit ${index + 1}/${total}`
  }
}

/** The tool's flags for shard `index` of `total`. */
function shardArgs(fleetDir: string, reportsDir: string, index: number, total: number): string[] {
  return [
    cliPath,
    'submit',
    '--multiple',
    '--ipa-path',
    path.join(fleetDir, '*.ipa'),
    '--team-id',
    TEAM_ID,
    '--no-wait',
    '--concurrency',
    String(setup.concurrency),
    '--shard-index',
    String(index),
    '--shard-total',
    String(total),
    '--report-file',
    path.join(reportsDir, `shard-${index}.json`)
  ]
}

/** Every shard of `total` at once; resolves when the last one exits. */
async function runShards(
  fleetDir: string,
  reportsDir: string,
  total: number,
  pipeline: string
): Promise<ShardsRun> {
  const started = performance.now()
  const shards = await Promise.all(
    Array.from({ length: total }, (_, index) =>
      timed(scratch, process.execPath, shardArgs(fleetDir, reportsDir, index, total), {
        env: shardEnv(pipeline, index, total),
        cwd: scratch.root,
        stdout: 'discard',
        tag: `shard-${index}`,
        timeoutMs: RUN_TIMEOUT_MS
      })
    )
  )
  const wallMs = performance.now() - started
  for (const [index, shard] of shards.entries())
    check(
      shard.exitCode === 0,
      `shard ${index + 1}/${total} exited with ${shard.exitCode}`,
      shard.log
    )
  const reports = shards.map(
    (_, index) =>
      JSON.parse(
        readFileSync(path.join(reportsDir, `shard-${index}.json`), 'utf8')
      ) as FleetReportDocument
  )
  const report = await emulatorSince()
  return {
    wallMs,
    shards,
    reports,
    posts: report.posts,
    gets: report.gets,
    emulatorCpuMs: report.cpuMs,
    submissions: report.submissions
  }
}

const createsOf = (run: Pick<ShardsRun, 'posts'>) =>
  run.posts.filter(post => post.path.endsWith(CREATE_ROUTE))

/** Every app created exactly once: one create answered 200 per IPA, with its own whole file. */
function checkExactlyOnce(what: string, run: Pick<ShardsRun, 'posts'>, ipas: Ipa[]): void {
  const answered = createsOf(run).filter(post => post.status === 200)
  const stored = answered.map(post => post.files[0]?.sha256 ?? '').sort()
  check(
    answered.length === ipas.length,
    `${what}: ${answered.length} creates answered 200 for ${ipas.length} IPAs`,
    ''
  )
  check(
    stored.join() ===
      ipas
        .map(ipa => ipa.sha256)
        .sort()
        .join(),
    `${what}: the emulator stored other files, or one twice`,
    ''
  )
}

async function runConfiguration(
  fleetDir: string,
  ipas: Ipa[],
  total: number,
  round: number
): Promise<Configuration> {
  await resetEmulator()
  execFileSync('sync')
  const reportsDir = freshDir(scratch, `reports-${total}`)
  const pipeline = String(4800 + round * 100 + total)
  const first = await runShards(fleetDir, reportsDir, total, pipeline)
  checkExactlyOnce(`${total} shards`, first, ipas)
  check(first.submissions === ipas.length, `${total} shards made ${first.submissions}`, '')
  const gather = await timed(
    scratch,
    process.execPath,
    [cliPath, 'gather', '--reports', path.join(reportsDir, '*.json')],
    { env: shardEnv(pipeline, 0, 1), stdout: 'discard', tag: 'gather', timeoutMs: 60_000 }
  )
  check(gather.exitCode === 0, `gather exited with ${gather.exitCode}`, gather.log)
  const ids = (reports: FleetReportDocument[]) =>
    reports.flatMap(report => report.apps.map(app => app.id)).sort()
  const second = await runShards(fleetDir, reportsDir, total, pipeline)
  check(
    second.submissions === first.submissions,
    `the second run of ${total} shards made ${second.submissions - first.submissions} submissions`,
    ''
  )
  check(
    ids(second.reports).join() === ids(first.reports).join(),
    `the second run of ${total} shards reports other submissions`,
    ''
  )
  return { shards: total, first, second, gather }
}

/** curl, once per file, one after another, in one timed shell (its peak RSS is the largest curl's). */
async function curlReference(ipas: Ipa[]): Promise<Reference> {
  await resetEmulator()
  execFileSync('sync')
  const script =
    'for f in "$@"; do curl -sS -f -o /dev/null -H "Authorization: Bearer $KEY" ' +
    `-F team_id=${TEAM_ID} -F "signed_ipa[source]=@$f" "$URL" || exit 1; done`
  const run = await timed(
    scratch,
    '/bin/sh',
    ['-c', script, 'curl-loop', ...ipas.map(i => i.path)],
    {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        KEY: emulator.info.apiKey,
        URL: `${emulator.info.baseUrl}${CREATE_ROUTE}`
      },
      tag: 'curl',
      timeoutMs: RUN_TIMEOUT_MS
    }
  )
  check(run.exitCode === 0, `curl exited with ${run.exitCode}`, run.log)
  const report = await emulatorSince()
  checkExactlyOnce('curl', report, ipas)
  return { run, emulatorCpuMs: report.cpuMs }
}

async function sha256Of(file: string): Promise<string> {
  return createHash('sha256').update(readFileSync(file)).digest('hex')
}

async function makeFleet(fleetDir: string): Promise<Ipa[]> {
  mkdirSync(fleetDir)
  const started = Date.now()
  const ipas: Ipa[] = []
  for (let i = 0; i < setup.apps; i++) {
    const name = `App${String(i + 1).padStart(3, '0')}`
    const file = path.join(fleetDir, `${name}.ipa`)
    await makeIpa(file, {
      name,
      bundleId: `com.shardbench.${name.toLowerCase()}`,
      version: '1.0.0',
      build: String(100 + i),
      fillerBytes: setup.sizeMiB * MiB
    })
    ipas.push({ path: file, size: statSync(file).size, sha256: await sha256Of(file) })
  }
  console.log(
    `Generated ${ipas.length} IPAs of ${ipas[0]?.size} bytes in ${seconds(Date.now() - started)}`
  )
  return ipas
}

async function main(): Promise<void> {
  execFileSync(TIME, ['true'], { stdio: 'ignore' })
  if (setup.curl) execFileSync('curl', ['--version'], { stdio: 'ignore' })
  try {
    emulator = await scratch.startEmulator({
      rateLimit: setup.limit,
      throughputBytesPerSecond: setup.capMiB * MiB
    })
    console.log(
      `Shards: emulator at ${emulator.info.baseUrl}, ${setup.capMiB} MiB/s per connection, ` +
        `${setup.limit.requests} requests per ${setup.limit.windowSeconds} s per key; ` +
        `load average at the start ${setup.startLoad.map(n => n.toFixed(2)).join(', ')}`
    )
    const fleetDir = path.join(scratch.root, 'fleet')
    const ipas = await makeFleet(fleetDir)
    const runs: Configuration[] = []
    const curl: Reference[] = []
    for (let round = 0; round < setup.rounds; round++) {
      // Taking turns as to which goes first, when there are several rounds.
      const shift = round % setup.shards.length
      for (const total of [...setup.shards.slice(shift), ...setup.shards.slice(0, shift)]) {
        const run = await runConfiguration(fleetDir, ipas, total, round)
        runs.push(run)
        console.log(`  round ${round + 1}: ${describeRun(run)}`)
      }
      if (setup.curl) {
        const reference = await curlReference(ipas)
        curl.push(reference)
        console.log(`  round ${round + 1}: curl one after another ${seconds(reference.run.wallMs)}`)
      }
    }
    await emulator.stop()
    const notes = readFileSync(NOTES, 'utf8').trim()
    await publishReport(
      RESULTS,
      shardsReport({
        setup,
        ipas,
        runs,
        curl,
        notes,
        curlVersion: setup.curl ? curlVersion() : undefined
      }),
      setup.startLoad
    )
  } finally {
    await scratch.dispose()
  }
}

await main()

/**
 * Uploads that scale: the bundled action (dist/index.js, run as the runner runs it) uploads generated
 * IPAs of 10 MiB, 1 GiB and 4.5 GiB to the emulator, and curl uploads the same files to the same
 * emulator, in interleaved rounds. First the IPA inspection benchmark (bench/inspect.ts), the
 * analytics benchmark (bench/analytics.ts), the action's and the tool's start-up (bench/startup.ts),
 * the package's size and its installed tool's start-up (bench/package.ts), the reading of a large
 * executable (bench/macho.ts), preflight on a large app (bench/large-app.ts), preflight of an IPA at
 * a URL (bench/url-preflight.ts), the test suite (bench/suite.ts, npm test once), a fleet of eight
 * IPAs through a 500 Mbit/s link (bench/fleet.ts, as root), gather over the reports of 500 apps
 * (bench/gather.ts) and a fleet of 200 apps in shards under a rate limit (bench/shards.ts) run, each
 * in a process of its own.
 *
 *   npm run bench [-- --sizes 10,1024,4608 --runs 7,5,3 --no-inspect --no-analytics --no-startup --no-package --no-macho --no-large-app --no-url-preflight --no-suite --no-fleet --no-gather --no-shards --no-pin]
 *
 * Prints each run and writes bench/RESULTS.md. How each figure is taken:
 *
 * - wall time: from spawn to exit, measured here; the emulator runs in a process of its own
 *   (bench/emulator-process.ts), so that its CPU and the client's are never mixed up.
 * - peak RSS: GNU time's `%M`, the child's ru_maxrss as wait4() reports it, i.e. VmHWM at exit.
 * - bytes read: Linux adds the I/O counters of a reaped child to its parent's, so this process's
 *   `rchar` (/proc/self/io) read before the spawn and after the exit differs by exactly what the
 *   child (and the time wrapper, a few KiB) read. Nothing else reads in this process meanwhile:
 *   the child writes its log to a file, and the emulator is asked nothing until the run is over.
 *
 * Every generated file lives in one temporary folder, removed at the end and on Ctrl-C.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeIpa } from '../__tests__/support/make-ipa.js'
import {
  bundlePath,
  parseOutputsFile,
  repoRoot,
  runnerEnvironment
} from '../__tests__/support/run-action.js'
import { type EmulatorChild, runnerFiles, Scratch, TIME, timed, type Timed } from './children.js'
import type { EmulatorReport } from './emulator-process.js'
import { check, GiB, machine, median, met, MiB, mib, seconds, writeMarkdown } from './shared.js'

const TASKSET = '/usr/bin/taskset'
const RESULTS = fileURLToPath(new URL('./RESULTS.md', import.meta.url))
const RUN_TIMEOUT_MS = 10 * 60_000

const TARGETS = {
  wallRatio: 1.1,
  peakRssMiB: 100,
  rssSpreadMiB: 20,
  extraReadMiB: 4
}

type Tool = 'action' | 'curl'
/**
 * 'shared': the OS schedules the server and the client on all cores, as they come.
 * 'pinned': the server on CPU 0 and the client on CPU 1, as if the server were another machine
 * (as a real service is): then the client's CPU time is not taken from the server's.
 */
type Mode = 'shared' | 'pinned'

interface Sample {
  wallMs: number
  maxRssKiB: number
  cpuMs: number
  rchar: number
  serverCpuMs: number
}

interface SizeResult {
  label: string
  fileSize: number
  rounds: number
  samples: Record<Mode, Record<Tool, Sample[]>>
}

// ---------------------------------------------------------------------------------------------
// Arguments

function listOption(name: string, fallback: number[]): number[] {
  const index = process.argv.indexOf(name)
  if (index < 0) return fallback
  const values = (process.argv[index + 1] ?? '').split(',').map(Number)
  if (values.length === 0 || values.some(value => !(value > 0)))
    throw new Error(`${name} needs positive numbers separated by commas`)
  return values
}

const sizesMiB = listOption('--sizes', [10, 1024, 4608])
const runsOption = listOption('--runs', [7, 5, 3])
const runsFor = (index: number): number =>
  Math.round(runsOption[Math.min(index, runsOption.length - 1)] as number)
const withInspect = !process.argv.includes('--no-inspect')
const withAnalytics = !process.argv.includes('--no-analytics')
const withStartup = !process.argv.includes('--no-startup')
const withPackage = !process.argv.includes('--no-package')
const withMacho = !process.argv.includes('--no-macho')
const withLargeApp = !process.argv.includes('--no-large-app')
const withUrlPreflight = !process.argv.includes('--no-url-preflight')
const withSuite = !process.argv.includes('--no-suite')
const withFleet = !process.argv.includes('--no-fleet')
const withGather = !process.argv.includes('--no-gather')
const withShards = !process.argv.includes('--no-shards')
const cpuCount = os.cpus().length
const modes: Mode[] =
  process.argv.includes('--no-pin') || cpuCount < 2 || !existsSync(TASKSET)
    ? ['shared']
    : ['shared', 'pinned']

// ---------------------------------------------------------------------------------------------
// The folder of generated files, the children, and the emulator in its own process

const scratch = new Scratch('upload-bench-')
const root = scratch.root
let emulator: EmulatorChild

/** Runs `command` under GNU time, its output into a file, and measures it as described above. */
function measure(
  mode: Mode,
  command: string,
  args: string[],
  options: { env?: Record<string, string>; cwd?: string } = {}
): Promise<Timed> {
  const wrapper = mode === 'pinned' ? [TASKSET, '-c', '1'] : []
  return timed(scratch, command, args, { ...options, wrapper, timeoutMs: RUN_TIMEOUT_MS })
}

/** Lets the emulator (all its threads) run on CPU 0 only, or on every CPU again. */
function placeServer(mode: Mode): void {
  const cpus = mode === 'pinned' ? '0' : `0-${cpuCount - 1}`
  execFileSync(TASKSET, ['-a', '-p', '-c', cpus, String(emulator.process.pid)], { stdio: 'ignore' })
}

// ---------------------------------------------------------------------------------------------
// One upload by each tool

let expectedSha256: string | undefined

/** Checks what the emulator stored: one POST answered 201, with the whole file, byte for byte. */
function checkStored(report: EmulatorReport, fileSize: number, tool: Tool, log: string): string {
  const [post] = report.posts
  check(report.posts.length === 1, `${tool}: ${report.posts.length} POSTs instead of 1`, log)
  check(post?.status === 201, `${tool}: the emulator answered ${post?.status}`, log)
  const file = post?.files[0]
  check(file?.size === fileSize, `${tool}: the emulator stored ${file?.size} bytes`, log)
  const sha256 = file?.sha256 ?? ''
  expectedSha256 ??= sha256
  check(sha256 === expectedSha256, `${tool}: the emulator stored other bytes`, log)
  return sha256
}

async function uploadOnce(mode: Mode, tool: Tool, ipa: string, fileSize: number): Promise<Sample> {
  await emulator.ask({ type: 'reset' }, 'reset-done')
  if (modes.length > 1) placeServer(mode)
  // No dirty pages left from the file's generation or an earlier run: every run writes on a clean slate.
  execFileSync('sync')
  const uploadUrl = `${emulator.info.baseUrl}/ios/unsigned_ipas`
  let result: Timed
  if (tool === 'curl') {
    result = await measure(mode, 'curl', [
      '-s',
      '-o',
      '/dev/null',
      '-F',
      `unsigned_ipa[source]=@${ipa}`,
      '-H',
      `Authorization: Bearer ${emulator.info.apiKey}`,
      uploadUrl
    ])
    const report = await emulator.ask<EmulatorReport>({ type: 'report' }, 'report')
    check(result.exitCode === 0, `curl exited with ${result.exitCode}`, result.log)
    checkStored(report, fileSize, tool, result.log)
    return { ...sampleOf(result), serverCpuMs: report.cpuMs }
  }
  const files = runnerFiles(scratch)
  const { workDir, outputFile } = files
  const env = runnerEnvironment(
    {
      'api-key': emulator.info.apiKey,
      'base-url': emulator.info.baseUrl,
      command: 'upload',
      'ipa-path': ipa,
      wait: 'false'
    },
    files
  )
  try {
    result = await measure(mode, process.execPath, [bundlePath], { env, cwd: workDir })
    const report = await emulator.ask<EmulatorReport>({ type: 'report' }, 'report')
    check(result.exitCode === 0, `the action exited with ${result.exitCode}`, result.log)
    const sha256 = checkStored(report, fileSize, tool, result.log)
    const outputs = parseOutputsFile(readFileSync(outputFile, 'utf8'))
    check(outputs.sha256 === sha256, `the action's sha256 output is ${outputs.sha256}`, result.log)
    check(
      outputs.size === String(fileSize),
      `the action's size output is ${outputs.size}`,
      result.log
    )
    return { ...sampleOf(result), serverCpuMs: report.cpuMs }
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
}

function sampleOf(result: Timed): Omit<Sample, 'serverCpuMs'> {
  const { wallMs, maxRssKiB, cpuMs, rchar } = result
  return { wallMs, maxRssKiB, cpuMs, rchar }
}

async function benchSize(sizeMiB: number, rounds: number): Promise<SizeResult> {
  const label = sizeLabel(sizeMiB * MiB)
  const ipa = path.join(root, `Bench-${sizeMiB}MiB.ipa`)
  const generated = Date.now()
  await makeIpa(ipa, { fillerBytes: sizeMiB * MiB })
  const fileSize = statSync(ipa).size
  console.log(
    `\n${label}: generated ${fileSize} bytes in ${((Date.now() - generated) / 1000).toFixed(1)} s; ${rounds} rounds`
  )
  expectedSha256 = undefined
  const samples = Object.fromEntries(
    modes.map(mode => [mode, { action: [], curl: [] }])
  ) as unknown as SizeResult['samples']
  try {
    for (let round = 0; round < rounds; round++) {
      // Taking turns, so that no tool or mode always runs right after another.
      const tools: Tool[] = round % 2 === 0 ? ['action', 'curl'] : ['curl', 'action']
      const roundModes = round % 2 === 0 ? modes : [...modes].reverse()
      for (const mode of roundModes) {
        for (const tool of tools) {
          const sample = await uploadOnce(mode, tool, ipa, fileSize)
          samples[mode][tool].push(sample)
          console.log(
            `  round ${round + 1} ${mode.padEnd(6)} ${tool.padEnd(6)} ${seconds(sample.wallMs)}  RSS ${mib(sample.maxRssKiB * 1024)}  ` +
              `read ${signedMiB(sample.rchar - fileSize)} over the file  CPU ${seconds(sample.cpuMs)}  server CPU ${seconds(sample.serverCpuMs)}`
          )
        }
      }
    }
  } finally {
    await emulator.ask({ type: 'reset' }, 'reset-done').catch(() => undefined)
    rmSync(ipa, { force: true })
  }
  return { label, fileSize, rounds, samples }
}

// ---------------------------------------------------------------------------------------------
// Report

const max = (values: number[]): number => Math.max(...values)
const signedMiB = (bytes: number): string =>
  `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / MiB).toFixed(2)} MiB`

function sizeLabel(bytes: number): string {
  if (bytes >= GiB) return `${Number((bytes / GiB).toFixed(2))} GiB`
  return `${Number((bytes / MiB).toFixed(1))} MiB`
}

const MODE_NAMES: Record<Mode, string> = {
  shared: 'shared CPUs',
  pinned: 'pinned (server CPU 0, client CPU 1)'
}

/** Every sample of a tool, all modes together. */
function allOf(result: SizeResult, tool: Tool): Sample[] {
  return modes.flatMap(mode => result.samples[mode][tool])
}

function sizeSection(result: SizeResult, smallest: SizeResult): string[] {
  const wall = (samples: Sample[]): number => median(samples.map(s => s.wallMs))
  const ratio = (mode: Mode): number =>
    wall(result.samples[mode].action) / wall(result.samples[mode].curl)
  const action = allOf(result, 'action')
  const curl = allOf(result, 'curl')
  const rssMedian = (samples: Sample[]): number => median(samples.map(s => s.maxRssKiB)) * 1024
  const peakRss = max(action.map(s => s.maxRssKiB)) * 1024
  const spread = rssMedian(action) - rssMedian(allOf(smallest, 'action'))
  const extraRead = max(action.map(s => s.rchar)) - result.fileSize
  const medianOf = (samples: Sample[], pick: (sample: Sample) => number): string =>
    seconds(median(samples.map(pick)))
  const shared = result.samples.shared
  const runs = (samples: Sample[]): string =>
    samples.map(s => (s.wallMs / 1000).toFixed(2)).join(', ')

  const lines = [
    `### ${result.label} (${result.fileSize.toLocaleString('en-US')} bytes), ${result.rounds} rounds`,
    '',
    '| figure | action | curl | action / curl |',
    '| --- | --- | --- | --- |',
    ...modes.map(
      mode =>
        `| wall time, median, ${MODE_NAMES[mode]} | ${seconds(wall(result.samples[mode].action))} | ${seconds(wall(result.samples[mode].curl))} | ${ratio(mode).toFixed(3)} × |`
    ),
    `| client CPU (user + system), median, shared CPUs | ${medianOf(shared.action, s => s.cpuMs)} | ${medianOf(shared.curl, s => s.cpuMs)} | |`,
    `| server CPU during the run, median, shared CPUs | ${medianOf(shared.action, s => s.serverCpuMs)} | ${medianOf(shared.curl, s => s.serverCpuMs)} | |`,
    `| peak RSS, median (largest) | ${mib(rssMedian(action))} (${mib(peakRss)}) | ${mib(rssMedian(curl))} | |`,
    `| bytes read (rchar) beyond the file size, largest | ${signedMiB(extraRead)} | ${signedMiB(max(curl.map(s => s.rchar)) - result.fileSize)} | |`,
    '',
    ...modes.map(
      mode =>
        `Each run, ${MODE_NAMES[mode]} (s): action ${runs(result.samples[mode].action)}; curl ${runs(result.samples[mode].curl)}.`
    ),
    '',
    '| target | measured | |',
    '| --- | --- | --- |',
    ...modes.map(mode => {
      const measured = ratio(mode)
      const missedBy =
        measured > TARGETS.wallRatio
          ? ` by ${((measured / TARGETS.wallRatio - 1) * 100).toFixed(1)} % (${seconds(wall(result.samples[mode].action) - TARGETS.wallRatio * wall(result.samples[mode].curl))})`
          : ''
      return `| wall time ≤ ${TARGETS.wallRatio.toFixed(2)} × curl's, ${MODE_NAMES[mode]} | ${measured.toFixed(3)} × | ${met(measured <= TARGETS.wallRatio)}${missedBy} |`
    }),
    `| peak RSS ≤ ${TARGETS.peakRssMiB} MiB | ${mib(peakRss)} | ${met(peakRss <= TARGETS.peakRssMiB * MiB)} |`
  ]
  if (result !== smallest) {
    lines.push(
      `| peak RSS within ${TARGETS.rssSpreadMiB} MiB of the ${smallest.label} run's (medians) | ${signedMiB(spread)} | ${met(spread < TARGETS.rssSpreadMiB * MiB)} |`
    )
  }
  lines.push(
    `| bytes read ≤ file size + ${TARGETS.extraReadMiB} MiB | file size ${signedMiB(extraRead)} | ${met(extraRead <= TARGETS.extraReadMiB * MiB)} |`,
    ''
  )
  return lines
}

/** The results a benchmark of its own wrote (run.ts ran it), less its title and machine. */
function includedSection({ results, ran, flag, written }: Benchmark): string[] {
  if (!ran || !existsSync(results)) return [`Not run this time (\`${flag}\`).`, '']
  // It ran but wrote nothing (the fleet benchmark skips where it cannot shape a link): no stale figures.
  if (!written) return ['Skipped this time: it could not run here (see its output).', '']
  const text = readFileSync(results, 'utf8')
  const body = text.replace(/^# .*\n+/, '').replace(/\nMachine:[\s\S]*$/, '')
  return [body.trim(), '']
}

const METHOD = `Each round uploads the file once with the bundled action (\`node dist/index.js\` in the runner's environment: \`command: upload\`, \`preflight: strict\`, inputs as a workflow passes them) and once with \`curl -s -o /dev/null -F 'unsigned_ipa[source]=@FILE' -H 'Authorization: Bearer KEY' URL\`, taking turns as to which goes first. The server is the project's emulator in a process of its own: it parses the multipart body with busboy, hashes the file and writes it to disk, as a real server would; its stored uploads are deleted before every run. After each run the benchmark checks that the emulator received one POST, answered 201 and stored the whole file with the same SHA-256 (and, for the action, that its \`sha256\` and \`size\` outputs agree).

Every round runs both ways of sharing this machine's CPUs between the server and the client:

- **shared CPUs**: the OS schedules both on every core, as they come. Every CPU second the client spends is then one the server could have used.
- **pinned**: the emulator (all its threads) on CPU 0, the client on CPU 1 (\`taskset\`): as when the server is another machine, which a real service is.

How each figure is taken:

- **Wall time**: from spawn to exit, which for the action includes Node's start, loading the bundle and the IPA preflight.
- **Peak RSS**: \`/usr/bin/time\`'s \`%M\`, the child's \`ru_maxrss\` from \`wait4()\` (the same figure as \`VmHWM\` at exit).
- **Bytes read**: Linux adds a reaped child's I/O counters to its parent's, so the benchmark's own \`rchar\` (\`/proc/self/io\`) before the spawn and after the exit differs by what the child read (every \`read()\`, including loading the 1.6 MB bundle), plus the few KiB that the \`time\` and \`taskset\` wrappers read themselves. The benchmark reads nothing meanwhile: the child's output goes to a file, and the emulator is asked nothing until the run is over.
- **CPU**: user + system time of the client (from \`time\`) and of the emulator's process during the run.`

async function writeResults(results: SizeResult[], startLoad: number[]): Promise<string> {
  const [inspection, analytics, , , macho, largeApp, urlPreflight, , fleet, , shards] = BENCHMARKS
  const smallest = results.reduce((a, b) => (b.fileSize < a.fileSize ? b : a))
  const report = [
    '# Upload benchmark',
    '',
    `Command: \`npm run bench\`${process.argv.length > 2 ? ` (this run: \`${process.argv.slice(2).join(' ')}\`)` : ''}. Generated IPAs (a valid app with one large stored entry).`,
    '',
    METHOD,
    '',
    '## Uploads',
    '',
    ...results.flatMap(result => sizeSection(result, smallest)),
    NOTES,
    '',
    `## ${inspection.title}`,
    '',
    ...includedSection(inspection),
    `## ${analytics.title}`,
    '',
    ...includedSection(analytics),
    `## ${macho.title}`,
    '',
    ...includedSection(macho),
    `## ${largeApp.title}`,
    '',
    ...includedSection(largeApp),
    `## ${urlPreflight.title}`,
    '',
    ...includedSection(urlPreflight),
    `## ${fleet.title}`,
    '',
    ...includedSection(fleet),
    `## ${shards.title}`,
    '',
    ...includedSection(shards),
    '## Machine',
    '',
    ...machine({ curl: true, startLoad }),
    ''
  ].join('\n')
  return writeMarkdown(RESULTS, report)
}

/** What the figures mean, and what was tried for speed: kept by hand, see the report of the issue. */
const NOTES = readNotes()

function readNotes(): string {
  const file = fileURLToPath(new URL('./upload-notes.md', import.meta.url))
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : ''
}

// ---------------------------------------------------------------------------------------------

/** The benchmarks that run in a process of their own first, and write results of their own. */
interface Benchmark {
  title: string
  script: string
  results: string
  flag: string
  ran: boolean
  /** Whether it wrote its results in this run (set when it has run). */
  written?: boolean
}

const benchmark = (title: string, name: string, ran: boolean): Benchmark => ({
  title,
  script: `bench/${name}.ts`,
  results: path.join(repoRoot, 'bench', `${name}-results.md`),
  flag: `--no-${name}`,
  ran
})
const BENCHMARKS = [
  benchmark('IPA inspection', 'inspect', withInspect),
  benchmark('Analytics over a date range', 'analytics', withAnalytics),
  benchmark('Start-up of the action and the command-line tool', 'startup', withStartup),
  benchmark(
    'The package: its size, and the start-up of the installed tool',
    'package',
    withPackage
  ),
  benchmark('Reading a large executable', 'macho', withMacho),
  benchmark('Preflight on a large app', 'large-app', withLargeApp),
  benchmark('Preflight of an IPA at a URL', 'url-preflight', withUrlPreflight),
  benchmark('The test suite (npm test)', 'suite', withSuite),
  benchmark('A fleet through a 500 Mbit/s link', 'fleet', withFleet),
  benchmark('Gather of a fleet of 500 apps', 'gather', withGather),
  benchmark('A fleet in shards, under a rate limit', 'shards', withShards)
] as const

async function runBenchmark(benchmark: Benchmark): Promise<void> {
  const { title, script, results } = benchmark
  console.log(`${title} (${script})…`)
  const before = existsSync(results) ? statSync(results).mtimeMs : 0
  const child = scratch.track(
    spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, script)], {
      cwd: repoRoot,
      // Its generated files go into our folder, so that Ctrl-C leaves nothing behind either.
      env: { ...process.env, TMPDIR: root },
      stdio: 'inherit'
    })
  )
  const code = await new Promise<number | null>(resolve => child.once('exit', resolve))
  if (code !== 0) throw new Error(`${script} exited with ${code}`)
  benchmark.written = existsSync(results) && statSync(results).mtimeMs > before
}

function checkTools(): void {
  if (!existsSync('/proc/self/io')) throw new Error('this benchmark needs Linux (/proc/self/io)')
  if (!existsSync(TIME)) throw new Error(`this benchmark needs GNU time at ${TIME}`)
  if (!existsSync(bundlePath)) throw new Error('dist/index.js is missing: run npm run build first')
  execFileSync('curl', ['--version'], { stdio: 'ignore' })
}

async function main(): Promise<void> {
  checkTools()
  const startLoad = os.loadavg()
  const started = Date.now()
  try {
    for (const benchmark of BENCHMARKS) if (benchmark.ran) await runBenchmark(benchmark)
    emulator = await scratch.startEmulator()
    console.log(`Emulator: ${emulator.info.baseUrl} (own process), files in ${root}`)
    const results: SizeResult[] = []
    for (const [index, sizeMiB] of sizesMiB.entries()) {
      results.push(await benchSize(sizeMiB, runsFor(index)))
    }
    await emulator.stop()
    const report = await writeResults(results, startLoad)
    console.log(`\n${report}`)
    console.log(
      `Written to ${path.relative(process.cwd(), RESULTS)} in ${((Date.now() - started) / 1000).toFixed(0)} s`
    )
  } finally {
    await scratch.dispose()
  }
}

await main()

/**
 * Uploads that scale: the bundled action (dist/index.js, run as the runner runs it) uploads generated
 * IPAs of 10 MiB, 1 GiB and 4.5 GiB to the emulator, and curl uploads the same files to the same
 * emulator, in interleaved rounds. Then the IPA inspection benchmark (bench/inspect.ts) runs too.
 *
 *   npm run bench [-- --sizes 10,1024,4608 --runs 7,5,3 --no-inspect]
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
import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import { makeIpa } from '../__tests__/support/make-ipa.js'
import {
  bundlePath,
  parseOutputsFile,
  repoRoot,
  runnerEnvironment
} from '../__tests__/support/run-action.js'
import type { BenchRequest, EmulatorReady, EmulatorReport } from './emulator-process.js'

const MiB = 1024 * 1024
const GiB = 1024 * MiB
const TIME = '/usr/bin/time'
const TASKSET = '/usr/bin/taskset'
const RESULTS = fileURLToPath(new URL('./RESULTS.md', import.meta.url))
const INSPECT_RESULTS = fileURLToPath(new URL('./inspect-results.md', import.meta.url))
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
const cpuCount = os.cpus().length
const modes: Mode[] =
  process.argv.includes('--no-pin') || cpuCount < 2 || !existsSync(TASKSET)
    ? ['shared']
    : ['shared', 'pinned']

// ---------------------------------------------------------------------------------------------
// Temporary files, children, and their cleanup (also on Ctrl-C)

const root = mkdtempSync(path.join(os.tmpdir(), 'upload-bench-'))
const children = new Set<ChildProcess>()
let emulatorProcess: ChildProcess | undefined

function track<T extends ChildProcess>(child: T): T {
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

async function stopEmulator(): Promise<void> {
  const child = emulatorProcess
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>(resolve => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

function removeEverything(): void {
  for (const child of children) if (child !== emulatorProcess) child.kill('SIGKILL')
  rmSync(root, { recursive: true, force: true })
}

let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  // `on`, not `once`: Ctrl-C may reach this process twice (from the terminal and from tsx).
  process.on(signal, () => {
    if (interrupted) return
    interrupted = true
    console.error(`\n${signal}: stopping, removing generated files…`)
    removeEverything()
    void stopEmulator().finally(() => {
      // The emulator may have written in the folder while it stopped.
      rmSync(root, { recursive: true, force: true })
      process.exit(130)
    })
  })
}

// ---------------------------------------------------------------------------------------------
// Measuring one child

/** Bytes this process and its reaped children have read through read(2) and its kin. */
function rchar(): number {
  const match = /^rchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))
  if (!match?.[1]) throw new Error('/proc/self/io has no rchar line (this benchmark needs Linux)')
  return Number(match[1])
}

interface Measured {
  exitCode: number | null
  wallMs: number
  maxRssKiB: number
  cpuMs: number
  rchar: number
  log: string
}

/** Runs `command` under GNU time, its output into a file, and measures it as described above. */
async function measure(
  mode: Mode,
  command: string,
  args: string[],
  options: { env?: Record<string, string>; cwd?: string } = {}
): Promise<Measured> {
  const timed = [TIME, '-f', '%M %U %S', '-o', path.join(root, 'time.txt'), command, ...args]
  const [program, ...programArgs] = (
    mode === 'pinned' ? [TASKSET, '-c', '1', ...timed] : timed
  ) as [string, ...string[]]
  const logFile = path.join(root, 'run.log')
  const logFd = openSync(logFile, 'w')
  // Reading /proc costs rchar too: probe twice to subtract that.
  const probe = rchar()
  const before = rchar()
  const started = process.hrtime.bigint()
  const child = track(
    spawn(program, programArgs, {
      cwd: options.cwd ?? root,
      env: options.env ?? process.env,
      stdio: ['ignore', logFd, logFd]
    })
  )
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS)
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', code => resolve(code))
  })
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6
  const read = rchar() - before - (before - probe)
  clearTimeout(timer)
  closeSync(logFd)
  const timeLines = readFileSync(path.join(root, 'time.txt'), 'utf8').trim().split('\n')
  const [rss, user, system] = (timeLines.at(-1) ?? '').split(' ').map(Number)
  return {
    exitCode,
    wallMs,
    maxRssKiB: rss ?? NaN,
    cpuMs: ((user ?? NaN) + (system ?? NaN)) * 1000,
    rchar: read,
    log: readFileSync(logFile, 'utf8')
  }
}

// ---------------------------------------------------------------------------------------------
// The emulator, in its own process

let emulatorInfo: EmulatorReady

async function startEmulatorProcess(): Promise<void> {
  const storage = path.join(root, 'server')
  mkdirSync(storage)
  const child = track(
    fork(fileURLToPath(new URL('./emulator-process.ts', import.meta.url)), [storage], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc']
    })
  )
  emulatorProcess = child
  emulatorInfo = await new Promise<EmulatorReady>((resolve, reject) => {
    child.once('message', message => resolve(message as EmulatorReady))
    child.once('exit', code => reject(new Error(`the emulator exited (${code}) before it started`)))
  })
}

/** Lets the emulator (all its threads) run on CPU 0 only, or on every CPU again. */
function placeServer(mode: Mode): void {
  const cpus = mode === 'pinned' ? '0' : `0-${cpuCount - 1}`
  execFileSync(TASKSET, ['-a', '-p', '-c', cpus, String(emulatorProcess?.pid)], { stdio: 'ignore' })
}

function ask<T>(request: BenchRequest, answer: string): Promise<T> {
  const child = emulatorProcess
  if (!child) throw new Error('the emulator is not running')
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the emulator did not answer ${answer}`)),
      30_000
    )
    const onMessage = (message: { type: string }): void => {
      if (message.type !== answer) return
      clearTimeout(timer)
      child.off('message', onMessage)
      resolve(message as T)
    }
    child.on('message', onMessage)
    child.send(request)
  })
}

// ---------------------------------------------------------------------------------------------
// One upload by each tool

let expectedSha256: string | undefined

function check(condition: boolean, what: string, log: string): void {
  if (!condition) throw new Error(`${what}\n--- log ---\n${log.slice(-4000)}`)
}

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
  await ask({ type: 'reset' }, 'reset-done')
  if (modes.length > 1) placeServer(mode)
  // No dirty pages left from the file's generation or an earlier run: every run writes on a clean slate.
  execFileSync('sync')
  const uploadUrl = `${emulatorInfo.baseUrl}/ios/unsigned_ipas`
  let result: Measured
  if (tool === 'curl') {
    result = await measure(mode, 'curl', [
      '-s',
      '-o',
      '/dev/null',
      '-F',
      `unsigned_ipa[source]=@${ipa}`,
      '-H',
      `Authorization: Bearer ${emulatorInfo.apiKey}`,
      uploadUrl
    ])
    const report = await ask<EmulatorReport>({ type: 'report' }, 'report')
    check(result.exitCode === 0, `curl exited with ${result.exitCode}`, result.log)
    checkStored(report, fileSize, tool, result.log)
    return { ...sampleOf(result), serverCpuMs: report.cpuMs }
  }
  const workDir = mkdtempSync(path.join(root, 'runner-'))
  const outputFile = path.join(workDir, 'github_output')
  const summaryFile = path.join(workDir, 'step_summary')
  writeFileSync(outputFile, '')
  writeFileSync(summaryFile, '')
  const env = runnerEnvironment(
    {
      'api-key': emulatorInfo.apiKey,
      'base-url': emulatorInfo.baseUrl,
      command: 'upload',
      'ipa-path': ipa,
      wait: 'false'
    },
    { workDir, outputFile, summaryFile }
  )
  try {
    result = await measure(mode, process.execPath, [bundlePath], { env, cwd: workDir })
    const report = await ask<EmulatorReport>({ type: 'report' }, 'report')
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

function sampleOf(result: Measured): Omit<Sample, 'serverCpuMs'> {
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
    await ask({ type: 'reset' }, 'reset-done').catch(() => undefined)
    rmSync(ipa, { force: true })
  }
  return { label, fileSize, rounds, samples }
}

// ---------------------------------------------------------------------------------------------
// Report

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

const max = (values: number[]): number => Math.max(...values)
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`
const mib = (bytes: number): string => `${(bytes / MiB).toFixed(1)} MiB`
const signedMiB = (bytes: number): string =>
  `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / MiB).toFixed(2)} MiB`
const met = (ok: boolean): string => (ok ? '✅ met' : '❌ missed')

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

function machine(startLoad: number[], endLoad: number[]): string[] {
  const cpus = os.cpus()
  const curlVersion = execFileSync('curl', ['--version'], { encoding: 'utf8' }).split(' ')[1]
  return [
    `- CPU: ${cpus[0]?.model ?? 'unknown'} (${cpus.length} cores)`,
    `- Memory: ${(os.totalmem() / GiB).toFixed(1)} GiB`,
    `- Node.js: ${process.version} on ${os.platform()}; curl ${curlVersion}`,
    `- Load average (1 min) at the start and at the end: ${startLoad[0]?.toFixed(2)}, ${endLoad[0]?.toFixed(2)}`,
    `- Date: ${new Date().toISOString()}`
  ]
}

function inspectionSection(): string[] {
  if (!withInspect || !existsSync(INSPECT_RESULTS))
    return ['Not run this time (`--no-inspect`).', '']
  const text = readFileSync(INSPECT_RESULTS, 'utf8')
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
    '## IPA inspection',
    '',
    ...inspectionSection(),
    '## Machine',
    '',
    ...machine(startLoad, os.loadavg()),
    ''
  ].join('\n')
  const formatted = await prettier.format(report, {
    ...(await prettier.resolveConfig(RESULTS)),
    filepath: RESULTS
  })
  writeFileSync(RESULTS, formatted)
  return formatted
}

/** What the figures mean, and what was tried for speed: kept by hand, see the report of the issue. */
const NOTES = readNotes()

function readNotes(): string {
  const file = fileURLToPath(new URL('./upload-notes.md', import.meta.url))
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : ''
}

// ---------------------------------------------------------------------------------------------

async function runInspection(): Promise<void> {
  console.log('IPA inspection (bench/inspect.ts)…')
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench', 'inspect.ts')], {
      cwd: repoRoot,
      // Its generated IPA goes into our folder, so that Ctrl-C leaves nothing behind either.
      env: { ...process.env, TMPDIR: root },
      stdio: 'inherit'
    })
  )
  const code = await new Promise<number | null>(resolve => child.once('exit', resolve))
  if (code !== 0) throw new Error(`bench/inspect.ts exited with ${code}`)
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
    if (withInspect) await runInspection()
    await startEmulatorProcess()
    console.log(`Emulator: ${emulatorInfo.baseUrl} (own process), files in ${root}`)
    const results: SizeResult[] = []
    for (const [index, sizeMiB] of sizesMiB.entries()) {
      results.push(await benchSize(sizeMiB, runsFor(index)))
    }
    await stopEmulator()
    const report = await writeResults(results, startLoad)
    console.log(`\n${report}`)
    console.log(
      `Written to ${path.relative(process.cwd(), RESULTS)} in ${((Date.now() - started) / 1000).toFixed(0)} s`
    )
  } finally {
    await stopEmulator()
    removeEverything()
  }
}

await main()

/**
 * Analytics over a date range: the bundled action (dist/index.js, run as the runner runs it) reads 92
 * days of an app's analytics from the emulator, whose every answer comes 200 ms late and holds 200
 * countries; the reference is curl reading the same 92 days one after another, over one connection.
 * The two take turns (action, curl, curl, action, …).
 *
 *   npx tsx bench/analytics.ts [--days 92] [--rounds 3] [--delay-ms 200] [--countries 200] [--curl-only]
 *
 * The days are the N ending 2026-10-31; `--days 1` sends one day (`date: 2026-10-31`) instead of a
 * range. `--curl-only` measures the reference alone. Prints each run and writes
 * bench/analytics-results.md (also run by `npm run bench`, unless `--no-analytics`).
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundlePath, parseOutputsFile, runnerEnvironment } from '../__tests__/support/run-action.js'
import {
  type EmulatorChild,
  freshDir,
  runnerFiles,
  Scratch,
  TIME,
  timed,
  type Timed
} from './children.js'
import type { EmulatorReport, GetReport } from './emulator-process.js'
import {
  check,
  kib,
  machine,
  median,
  met,
  MiB,
  mib,
  option,
  seconds,
  writeMarkdown
} from './shared.js'

const RESULTS = fileURLToPath(new URL('./analytics-results.md', import.meta.url))
const APP_ID = '1234567890'
const LAST_DAY = '2026-10-31'
/** Days the action fetches at once (issue 16), for the floor of its wall time. */
const AT_ONCE = 4
const TARGETS = { wallRatio: 0.3, peakRssMiB: 150 }
const RUN_TIMEOUT_MS = 10 * 60_000

type Tool = 'action' | 'curl'

interface Sample {
  wallMs: number
  maxRssKiB: number
  cpuMs: number
  serverCpuMs: number
  /** Most analytics GETs the emulator had in hand at once. */
  inFlight: number
}

const dayCount = option('--days', 92, 'whole')
const rounds = option('--rounds', 3, 'whole')
const delayMs = option('--delay-ms', 200, 'whole')
const countries = option('--countries', 200, 'whole')
const curlOnly = process.argv.includes('--curl-only')
if (dayCount < 1 || dayCount > 92 || rounds < 1)
  throw new Error('--days 1 to 92, --rounds 1 or more')

/** The `count` days ending with `last`, oldest first, as YYYY-MM-DD. */
function daysEnding(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`)
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10)
  )
}

const days = daysEnding(LAST_DAY, dayCount)
const dateInput = dayCount === 1 ? LAST_DAY : `${days[0]}..${LAST_DAY}`

const scratch = new Scratch('analytics-bench-')
let emulator: EmulatorChild

/** Most requests between arrival and answer at once (an answer and an arrival in the same ms: one). */
function peakInFlight(gets: GetReport[]): number {
  const events = gets
    .flatMap(get => [
      [get.receivedAt, 1],
      [get.answeredAt ?? Infinity, -1]
    ])
    .sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number))
  let now = 0
  let peak = 0
  for (const [, step] of events) peak = Math.max(peak, (now += step as number))
  return peak
}

/** What the emulator saw of a run, checked: one GET of each day, answered 200. */
async function emulatorSide(
  tool: Tool,
  log: string
): Promise<{ gets: GetReport[]; cpuMs: number }> {
  const report = await emulator.ask<EmulatorReport>({ type: 'report' }, 'report')
  const gets = report.gets.filter(get => get.path.endsWith(`/app_analytics/${APP_ID}`))
  const count = gets.length
  check(count === days.length, `${tool}: ${count} analytics GETs, not ${days.length}`, log)
  const bad = gets.filter(get => get.status !== 200)
  check(bad.length === 0, `${tool}: ${bad.length} GETs answered other than 200`, log)
  const asked = gets.map(get => get.query.timestamp).sort()
  check(asked.join() === days.join(), `${tool}: the days asked are not the range's`, log)
  return { gets, cpuMs: report.cpuMs }
}

/** The values of one column of an RFC 4180 text (quoted cells, "" for a quote, CRLF), header first. */
function csvColumn(text: string, column: number): string[] {
  const values: string[] = []
  let field = 0
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string
    if (c === '"' && quoted && text[i + 1] === '"') {
      if (field === column) cell += c
      i++ // an escaped quote
    } else if (c === '"') quoted = !quoted
    else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) {
      if (field === column) cell += c
    } else if (c !== '\r') {
      if (field === column) values.push(cell)
      field = c === ',' ? field + 1 : 0
      cell = ''
    }
  }
  return values
}

async function actionOnce(): Promise<Sample> {
  const files = runnerFiles(scratch)
  const { workDir, outputFile } = files
  const inputs = {
    'api-key': emulator.info.apiKey,
    'base-url': emulator.info.baseUrl,
    command: 'analytics',
    'app-id': APP_ID,
    date: dateInput
  }
  const env = runnerEnvironment(inputs, files)
  try {
    const result = await timed(scratch, process.execPath, [bundlePath], {
      env,
      cwd: workDir,
      timeoutMs: RUN_TIMEOUT_MS
    })
    check(result.exitCode === 0, `the action exited with ${result.exitCode}`, result.log)
    const seen = await emulatorSide('action', result.log)
    const outputs = parseOutputsFile(readFileSync(outputFile, 'utf8'))
    // One day: the bundle before issue 16 sets no days-read.
    const daysRead = outputs['days-read'] ?? (dayCount === 1 ? '1' : undefined)
    check(daysRead === String(dayCount), `days-read is ${outputs['days-read']}`, result.log)
    const csvPath = outputs['csv-path'] ?? ''
    check(existsSync(csvPath), `csv-path '${csvPath}' is no file`, result.log)
    const [header, ...dates] = csvColumn(readFileSync(csvPath, 'utf8'), 1)
    check(header === 'date', `the CSV's second column is '${header}', not date`, result.log)
    const distinct = [...new Set(dates)].sort()
    check(distinct.join() === days.join(), `the CSV has ${distinct.length} dates`, result.log)
    return sampleOf(result, seen)
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
}

/** Bytes of the last curl run's answers. */
let answerBytes = 0

async function curlOnce(): Promise<Sample> {
  const outDir = freshDir(scratch, 'curl-out')
  const config = path.join(scratch.root, 'curl.config')
  const base = `${emulator.info.baseUrl}/app_analytics/${APP_ID}`
  const lines = days.map(
    day => `url = "${base}?timestamp=${day}"\noutput = "${path.join(outDir, `${day}.json`)}"`
  )
  writeFileSync(config, `${lines.join('\n')}\n`)
  const auth = `Authorization: Bearer ${emulator.info.apiKey}`
  const args = ['-sS', '--fail', '-H', auth, '-w', '%{num_connects}\\n', '--config', config]
  const result = await timed(scratch, 'curl', args, { timeoutMs: RUN_TIMEOUT_MS })
  check(result.exitCode === 0, `curl exited with ${result.exitCode}`, result.log)
  const seen = await emulatorSide('curl', result.log)
  const files = readdirSync(outDir)
  check(files.length === days.length, `curl wrote ${files.length} files`, result.log)
  answerBytes = files.reduce((sum, file) => sum + statSync(path.join(outDir, file)).size, 0)
  const connects = result.log.trim().split('\n').map(Number)
  const opened = connects.reduce((sum, n) => sum + n, 0)
  check(opened === 1, `curl opened ${opened} connections, not one for all`, result.log)
  return sampleOf(result, seen)
}

function sampleOf(result: Timed, seen: { gets: GetReport[]; cpuMs: number }): Sample {
  const { wallMs, maxRssKiB, cpuMs } = result
  return { wallMs, maxRssKiB, cpuMs, serverCpuMs: seen.cpuMs, inFlight: peakInFlight(seen.gets) }
}

// ---------------------------------------------------------------------------------------------
// Report

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`

function method(): string {
  const n = dayCount
  return [
    `${plural(n, 'day')} (\`date: ${dateInput}\`), ${plural(rounds, 'round')}, medians. The emulator runs in a process of its own, as a service far away with a big app: each answer leaves ${delayMs} ms after its request arrived (\`answerDelayMs\`; the emulator's own work on it is done meanwhile), and each report holds ${countries} countries (\`analyticsCountryCount\`; ${kib(answerBytes / n)} a day, ${mib(answerBytes)} in all).`,
    '',
    `Each round runs the bundled action (\`node dist/index.js\` in the runner's environment: \`command: analytics\`, \`app-id: ${APP_ID}\`, \`date: ${dateInput}\`) and, for reference, one \`curl -sS --fail -H 'Authorization: Bearer KEY' --config FILE\` whose file lists the ${plural(n, 'URL')} (\`?timestamp=YYYY-MM-DD\`), each with its own \`output\`: one after another, over one connection. They take turns as to which goes first. After each run the benchmark checks that the emulator answered exactly one GET of each day, 200; for the action, that it exited 0, that its \`days-read\` output is ${n} and that the \`date\` column of the CSV at \`csv-path\` holds the ${plural(n, 'day')}; for curl, that it wrote ${plural(n, 'file')} over one connection (\`%{num_connects}\`).`,
    '',
    "Wall time is from spawn to exit; peak RSS is `/usr/bin/time`'s `%M`; CPU is user + system time, of the client (from `time`) and of the emulator's process during the run; requests at once are counted by the emulator, from when each arrived to when its answer left."
  ].join('\n')
}

function report(samples: Record<Tool, Sample[]>): string {
  const ran = !curlOnly
  const { action, curl } = samples
  const pick = (list: Sample[], f: (s: Sample) => number): number => median(list.map(f))
  const both = (show: (n: number) => string, f: (s: Sample) => number): string =>
    `${ran ? show(pick(action, f)) : 'not run'} | ${show(pick(curl, f))}`
  const wall = (list: Sample[]): number => pick(list, s => s.wallMs)
  const ratio = wall(action) / wall(curl)
  const peakRss = Math.max(...action.map(s => s.maxRssKiB)) * 1024
  const inFlight = Math.max(...action.map(s => s.inFlight))
  const each = (list: Sample[]): string => list.map(s => (s.wallMs / 1000).toFixed(2)).join(', ')
  const floor = (waits: number): string => `${waits} × ${delayMs} ms = ${seconds(waits * delayMs)}`
  const beyond = (wall(curl) - dayCount * delayMs) / dayCount
  const target = (shown: string, ok: boolean): string =>
    ran ? `${shown} | ${met(ok)}` : 'not run | (`--curl-only`)'
  const args = process.argv.slice(2).join(' ')
  return [
    '# Analytics benchmark',
    '',
    `Command: \`npx tsx bench/analytics.ts${args ? ` ${args}` : ''}\` (\`npm run bench\` runs it too).`,
    '',
    method(),
    '',
    '| figure | action | curl, one after another | action / curl |',
    '| --- | --- | --- | --- |',
    `| wall time, median | ${both(seconds, s => s.wallMs)} | ${ran ? `${ratio.toFixed(3)} ×` : ''} |`,
    `| client CPU, median | ${both(seconds, s => s.cpuMs)} | |`,
    `| emulator CPU during the run, median | ${both(seconds, s => s.serverCpuMs)} | |`,
    `| peak RSS, median | ${both(
      kb => mib(kb * 1024),
      s => s.maxRssKiB
    )} | |`,
    `| requests at once, most | ${both(String, s => s.inFlight)} | |`,
    '',
    `Each run (s): action ${ran ? each(action) : 'not run'}; curl ${each(curl)}. The wait alone takes ${floor(dayCount)} one after another, ${floor(Math.ceil(dayCount / AT_ONCE))} ${AT_ONCE} at a time; curl spent ${beyond.toFixed(1)} ms a request beyond it.`,
    '',
    '| target | measured | |',
    '| --- | --- | --- |',
    `| wall time ≤ ${TARGETS.wallRatio} × curl's | ${target(`${ratio.toFixed(3)} × (${seconds(wall(action))}, at most ${seconds(TARGETS.wallRatio * wall(curl))})`, ratio <= TARGETS.wallRatio)} |`,
    `| peak RSS ≤ ${TARGETS.peakRssMiB} MiB, largest | ${target(mib(peakRss), peakRss <= TARGETS.peakRssMiB * MiB)} |`,
    `| at most ${AT_ONCE} requests at once | ${target(String(inFlight), inFlight <= AT_ONCE)} |`,
    '',
    'Machine:',
    '',
    ...machine({ curl: true }),
    ''
  ].join('\n')
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!existsSync(TIME)) throw new Error(`this benchmark needs GNU time at ${TIME}`)
  if (!curlOnly && !existsSync(bundlePath))
    throw new Error('dist/index.js is missing: run npm run build first')
  try {
    emulator = await scratch.startEmulator({
      answerDelayMs: delayMs,
      analyticsCountryCount: countries
    })
    console.log(
      `Analytics: ${plural(dayCount, 'day')} (${dateInput}), answers ${delayMs} ms late, ${countries} countries; ${plural(rounds, 'round')}`
    )
    const samples: Record<Tool, Sample[]> = { action: [], curl: [] }
    for (let round = 0; round < rounds; round++) {
      const tools: Tool[] = round % 2 === 0 ? ['action', 'curl'] : ['curl', 'action']
      for (const tool of tools.filter(t => t === 'curl' || !curlOnly)) {
        await emulator.ask({ type: 'reset' }, 'reset-done')
        const sample = tool === 'action' ? await actionOnce() : await curlOnce()
        samples[tool].push(sample)
        console.log(
          `  round ${round + 1} ${tool.padEnd(6)} ${seconds(sample.wallMs)}  RSS ${mib(sample.maxRssKiB * 1024)}  ` +
            `CPU ${seconds(sample.cpuMs)}  emulator CPU ${seconds(sample.serverCpuMs)}  at most ${sample.inFlight} at once`
        )
      }
    }
    const written = await writeMarkdown(RESULTS, report(samples))
    console.log(`\n${written}Written to ${path.relative(process.cwd(), RESULTS)}`)
  } finally {
    await scratch.dispose()
  }
}

await main()

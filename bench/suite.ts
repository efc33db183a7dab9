/**
 * The test suite, timed as CI meets it: a fresh clone with a cold transform cache (issue 46: at most
 * 120 s on the 2-core machine). The commit is cloned into a temporary folder (its node_modules linked
 * to this one's, its dist/ as committed) and `npm test` runs there twice: cold, with a new and empty
 * jest cache folder, then warm, with the same folder again. Uncommitted changes are not measured.
 *
 * With --base <ref>, that commit is cloned and run too, alternately (base cold, head cold, base warm,
 * head warm) so that both meet the same load: on a shared machine the ratio head / base is the figure
 * to read, a single wall time is not. The CPU time of each run (user and system, of npm test and
 * every process it waited for, from GNU time) is the figure a shared machine sways least; the load
 * average at the start and end of each run says how shared it was. Writes bench/suite-results.md.
 *
 *   npx tsx bench/suite.ts [--head <ref>] [--base <ref>]   (`npm run bench` runs it too, unless told --no-suite)
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { TIME } from './children.js'
import { machine, met, writeMarkdown } from './shared.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const RESULTS = fileURLToPath(new URL('./suite-results.md', import.meta.url))
const TARGET_MS = 120_000

interface JestReport {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  testResults: Array<{ name: string; startTime: number; endTime: number }>
}

/** One `npm test` of one clone. */
interface SuiteRun {
  wallMs: number
  /** User and system CPU time of npm test and every process it waited for. */
  cpuMs: number
  /** The 1-minute load average at the start and at the end. */
  load: [number, number]
  passed: boolean
  report: JestReport
  /** jest's own time of each file, by file name. */
  fileMs: Map<string, number>
}

interface Clone {
  label: string
  commit: string
  dir: string
  cacheDir: string
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()
}

function cloneAt(ref: string, label: string, into: string): Clone {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  const dir = path.join(into, label)
  git('clone', '--quiet', '--no-checkout', ROOT, dir)
  execFileSync('git', ['checkout', '--quiet', '--detach', commit], { cwd: dir })
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return { label, commit, dir, cacheDir: path.join(into, `${label}-jest-cache`) }
}

async function runSuite(clone: Clone, name: string): Promise<SuiteRun> {
  const report = path.join(path.dirname(clone.dir), `${clone.label}-${name}.json`)
  const times = path.join(path.dirname(clone.dir), `${clone.label}-${name}.time`)
  const args = [
    '-f',
    '%U %S',
    '-o',
    times,
    'npm',
    'test',
    '--',
    `--cacheDirectory=${clone.cacheDir}`,
    '--json',
    `--outputFile=${report}`
  ]
  const start = os.loadavg()[0] ?? 0
  const started = Date.now()
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(TIME, args, { cwd: clone.dir, stdio: ['ignore', 'ignore', 'ignore'] })
    child.on('error', reject)
    child.on('close', resolve)
  })
  const wallMs = Date.now() - started
  const results = JSON.parse(readFileSync(report, 'utf8')) as JestReport
  // GNU time's last line: its own note of a non-zero exit comes before.
  const last = readFileSync(times, 'utf8').trim().split('\n').at(-1) ?? ''
  const [user = NaN, system = NaN] = last.split(' ').map(Number)
  const fileMs = new Map(
    results.testResults.map(file => [path.basename(file.name), file.endTime - file.startTime])
  )
  return {
    wallMs,
    cpuMs: (user + system) * 1000,
    load: [start, os.loadavg()[0] ?? 0],
    passed: code === 0 && results.numFailedTests === 0,
    report: results,
    fileMs
  }
}

const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`
const sum = (run: SuiteRun): number => [...run.fileMs.values()].reduce((a, b) => a + b, 0)

function runCell(run: SuiteRun): string {
  return `${s(run.wallMs)} (CPU ${s(run.cpuMs)}; files ${s(sum(run))}; load ${run.load.map(l => l.toFixed(1)).join(' → ')})`
}

function markdown(head: Clone, base: Clone | undefined, runs: Map<string, SuiteRun>): string {
  const headCold = runs.get('head cold') as SuiteRun
  const baseCold = runs.get('base cold')
  const ratio = (name: string): string => {
    const [h, b] = [runs.get(`head ${name}`), runs.get(`base ${name}`)]
    return h && b
      ? `${(h.wallMs / b.wallMs).toFixed(2)} (CPU ${(h.cpuMs / b.cpuMs).toFixed(2)}; files ${(sum(h) / sum(b)).toFixed(2)})`
      : ''
  }
  const columns = base ? ['Run', 'Base', 'Head', 'Head / base'] : ['Run', 'Head']
  const row = (name: string): string =>
    `| ${name} | ${[...(base ? [runCell(runs.get(`base ${name}`) as SuiteRun)] : []), runCell(runs.get(`head ${name}`) as SuiteRun), ...(base ? [ratio(name)] : [])].join(' | ')} |`
  const tests = (run: SuiteRun): string =>
    `${run.report.numTotalTests} (${run.report.numPassedTests} passed, ${run.report.numFailedTests} failed, ${run.report.numPendingTests} skipped)`
  const slowest = [...headCold.fileMs].sort((a, b) => b[1] - a[1]).slice(0, 10)
  return [
    '# The test suite, timed',
    '',
    'Written by `npx tsx bench/suite.ts` (see the top of bench/suite.ts): `npm test` on a fresh clone,',
    'cold (an empty jest cache folder), then warm (the same folder again). CPU is the user and system',
    "time of the run's processes, the figure a shared machine sways least; files, the sum of jest's",
    'own time of each file.',
    '',
    ...machine(),
    `- Head: ${head.commit}${base ? `; base: ${base.commit}` : ''}`,
    '',
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    row('cold'),
    row('warm'),
    '',
    `- Cold wall time at most ${TARGET_MS / 1000} s: ${met(headCold.wallMs <= TARGET_MS)}`,
    `- Tests (head): ${tests(headCold)}; every one passes: ${met(headCold.passed && (runs.get('head warm') as SuiteRun).passed)}`,
    ...(baseCold ? [`- Tests (base): ${tests(baseCold)}`] : []),
    '',
    '## The ten slowest files (head, cold)',
    '',
    base ? '| File | Head | Base |' : '| File | Time |',
    base ? '| --- | --- | --- |' : '| --- | --- |',
    ...slowest.map(
      ([name, ms]) =>
        `| ${name} | ${s(ms)} |${baseCold ? ` ${baseCold.fileMs.has(name) ? s(baseCold.fileMs.get(name) as number) : 'absent'} |` : ''}`
    ),
    ''
  ].join('\n')
}

export async function benchSuite(): Promise<string> {
  const flag = (name: string): string | undefined => {
    const index = process.argv.indexOf(name)
    return index < 0 ? undefined : process.argv[index + 1]
  }
  const into = mkdtempSync(path.join(os.tmpdir(), 'suite-bench-'))
  try {
    const head = cloneAt(flag('--head') ?? 'HEAD', 'head', into)
    const baseRef = flag('--base')
    const base = baseRef === undefined ? undefined : cloneAt(baseRef, 'base', into)
    const runs = new Map<string, SuiteRun>()
    for (const name of ['cold', 'warm']) {
      for (const clone of base ? [base, head] : [head]) {
        process.stderr.write(`npm test: ${clone.label}, ${name}\n`)
        runs.set(`${clone.label} ${name}`, await runSuite(clone, name))
      }
    }
    const text = markdown(head, base, runs)
    await writeMarkdown(RESULTS, text)
    return text
  } finally {
    rmSync(into, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.stdout.write(await benchSuite())
}

/**
 * The test suite itself, timed: runs `npm test` once (jest's --json report to a temporary file) and
 * writes bench/suite-results.md with the wall time against the target (issue 30: at most 120 s, from
 * 287 s on a quiet 2-core machine and 325 s on a shared one), the number of tests, and the ten
 * slowest files. The load average at the start and at the end says whether the machine was shared.
 *
 *   npx tsx bench/suite.ts     (alone; `npm run bench` runs it too, unless told --no-suite)
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { machine, met, writeMarkdown } from './shared.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const RESULTS = fileURLToPath(new URL('./suite-results.md', import.meta.url))
const TARGET_MS = 120_000
const BASELINES = '287 s (quiet) and 325 s (shared), 1,362 tests, before issue 30'

interface JestReport {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  testResults: Array<{ name: string; startTime: number; endTime: number }>
}

export async function benchSuite(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'suite-bench-'))
  const report = path.join(dir, 'jest.json')
  const startLoad = os.loadavg()
  const started = Date.now()
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['test', '--', '--json', `--outputFile=${report}`], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit']
    })
    child.on('error', reject)
    child.on('close', resolve)
  })
  const wallMs = Date.now() - started
  const results = JSON.parse(readFileSync(report, 'utf8')) as JestReport
  rmSync(dir, { recursive: true, force: true })
  const files = results.testResults
    .map(file => ({ name: path.basename(file.name), ms: file.endTime - file.startTime }))
    .sort((a, b) => b.ms - a.ms)
  const markdown = [
    '# The test suite, timed',
    '',
    'Written by `npx tsx bench/suite.ts` (see the top of bench/suite.ts).',
    '',
    ...machine({ startLoad }),
    '',
    `| Figure | Value | Target |`,
    `| --- | --- | --- |`,
    `| Wall time of \`npm test\` | ${(wallMs / 1000).toFixed(1)} s | at most ${TARGET_MS / 1000} s: ${met(wallMs <= TARGET_MS)} (baseline ${BASELINES}) |`,
    `| Tests | ${results.numTotalTests} (${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped) | every one passes: ${met(code === 0 && results.numFailedTests === 0)} |`,
    '',
    '## The ten slowest files',
    '',
    '| File | Time |',
    '| --- | --- |',
    ...files.slice(0, 10).map(file => `| ${file.name} | ${(file.ms / 1000).toFixed(1)} s |`),
    ''
  ].join('\n')
  await writeMarkdown(RESULTS, markdown)
  return markdown
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.stdout.write(await benchSuite())
}

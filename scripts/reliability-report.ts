/**
 * Writes docs/reliability.md from jest's `--json` results of the hardening and hostile suites: a test
 * counts in the category its top-level describe starts with (`fault: 5xx bursts`). Exit 1 when a test
 * failed or a file did not run, a category is under MIN_PASSING, under CI=true a proxy test was
 * skipped, or with --check the report differs. Counts and fixed text only: no path, timing or message.
 *
 *   npm run reliability                              runs the hardening suites, writes the report
 *   npm run reliability -- --check                   the same, but compares instead of writing
 *   npm run reliability -- --results FILE [--check]  from the results of a run made elsewhere
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** The fewest passing tests a category must have, for those that have a floor. */
export const MIN_PASSING: Record<string, number> = {
  'bad input': 30,
  'hostile answer': 30,
  'hostile archive': 30,
  'exactly once': 12
}

/** The categories, in the report's order, and what their tests check. */
export const CATEGORIES: Record<string, string> = {
  fault:
    'The emulator (or a small server of the test) made to misbehave: 5xx bursts, 429 with Retry-After in seconds and as a date, resets before the answer and in the middle of an upload, stalls, answers that never come, malformed JSON, HTML error pages, 401, 404, 413, redirects to another host, huge and broken answers. Each test checks the exit code, the requests the service received (no POST sent again after a 2xx), that the run ended within a bound, and the message: the status, a sanitised snippet of the answer and a hint.',
  'bad input':
    'One bad value of one input per test, for every input. Each must fail with an error naming the input, and send nothing: the emulator receives no request, and neither does a trap set as HTTP_PROXY and HTTPS_PROXY.',
  secrets:
    'The API key with step debugging on (ACTIONS_STEP_DEBUG=true), on error paths, echoed back by the service; where Authorization may go on a redirect (never to another origin); plain http:// refused unless the host is loopback.',
  'untrusted text':
    'Strings from the service holding `::` workflow commands, the legacy `##[...]` form, new lines, `|`, HTML and markdown links, in error bodies and in record fields. None may start a workflow command in the log, set an output, or break a table of the job summary.',
  proxy:
    "The action behind a real HTTP proxy (tinyproxy, started by the test on a free port with its own log), for http and for https base URLs (an https front of the test's own before the emulator), with HTTP_PROXY, HTTPS_PROXY, http_proxy and NO_PROXY. The proxy's log proves which way each request went: through it, each request is a CONNECT line there; around it, there is none.",
  'hostile answer':
    'Answers meant to hurt, from a small server of the test (or the emulator): endless, trickling and 1 GiB answers, a 30 MiB answer of empty objects, nesting 400,000 levels deep in the answer of every command, a gzip bomb, headers that never end or pass 16 KiB, storms of 100 Continue, bytes that are not HTTP, JSON in UTF-16, the key echoed as it is, JSON-escaped (with `\\/` and `\\u` escapes), URL-encoded and base64, in bodies and in Location, ids such as `.`, `..`, `a/b` and `%2e%2e`, object ids and dates, team ids such as "abc", 1.5, -1 and 1e400, Retry-After of a day on a GET and on a status poll, redirect loops and redirects to file:. Each test checks a bound on wall time, a bound on peak memory (200 MiB), a single clean error (no stack, no engine message), what reached the server (nothing sent where nothing should be) and the key in none of its forms.',
  'exactly once':
    "One release is one record, whatever happens to the answers (`__tests__/hardening-exactly-once.test.ts`): the emulator makes the submission or stores the IPA, then loses the answer (a gateway's 502 page, a cut connection, no answer at all), with and without honouring Idempotency-Key; a 502 before anything was made; another release creating a submission meanwhile; no listing to look in; re-runs (GITHUB_RUN_ATTEMPT 2) after a timed-out wait and after a failed submission, with and without github-token; two different runs of the same file; a delete whose answer was lost. Each test asserts how many records the service made, the requests it received (the Idempotency-Key among them), the exit code and what the log and summary say.",
  'hostile archive':
    'Archives crafted to hurt (`__tests__/hostile-archives.test.ts`): property lists whose objects share references exponentially, deep nesting, zip bombs, overlapping entries, hundreds of thousands of entries, lying sizes, absurd names, bundle ids and versions holding workflow commands. Each run of the bundle must end within a bound of time and CPU, under a bound of peak memory, with one clean error naming the limit or the problem, nothing sent, no output holding a line break or `::`, and the key nowhere.'
}

/** Jest's `--json` results, as far as they are read here. */
export interface JestResults {
  testResults: Array<{ name: string; status: string; message?: string; assertionResults: Test[] }>
}
type Test = { ancestorTitles: string[]; title: string; status: string }
type Counts = { passed: number; failed: number; skipped: number }
export type Report = { markdown: string; counts: Record<string, Counts>; problems: string[] }

/** The report, the counts by category (and 'all'), and what is wrong with the run. */
export function buildReport(results: JestResults, { ci = false } = {}): Report {
  const counts: Record<string, Counts> = {}
  for (const name of [...Object.keys(CATEGORIES), 'all'])
    counts[name] = { passed: 0, failed: 0, skipped: 0 }
  const problems: string[] = []
  for (const file of results.testResults) {
    const name = path.basename(file.name)
    if (file.status === 'failed' && !file.assertionResults.some(t => t.status === 'failed'))
      problems.push(`${name} failed to run: ${file.message?.trim().split('\n')[0]}`)
    for (const test of file.assertionResults) {
      const category = test.ancestorTitles[0]?.split(': ')[0] ?? ''
      if (!(category in CATEGORIES)) continue
      const status = test.status === 'passed' || test.status === 'failed' ? test.status : 'skipped'
      counts[category][status]++
      counts.all[status]++
      if (status === 'failed')
        problems.push(`failed: ${[...test.ancestorTitles, test.title].join(' › ')} (${name})`)
    }
  }
  for (const [category, least] of Object.entries(MIN_PASSING))
    if (counts[category].passed < least)
      problems.push(`${counts[category].passed} ${category} tests passed, under ${least}`)
  if (ci && counts.proxy.skipped)
    problems.push(`${counts.proxy.skipped} proxy tests skipped under CI=true: install tinyproxy`)

  const rows = Object.entries(counts).map(([c, n]) => `| ${c} | ${Object.values(n).join(' | ')} |`)
  const about = Object.entries(CATEGORIES).map(([c, text]) => `\n### ${c}\n\n${text}\n`)
  const markdown = `# Reliability

<!-- Generated by scripts/reliability-report.ts from jest's results. Do not edit: run \`npm run reliability\`. -->

The report of the hardening and hostile suites (\`__tests__/hardening-*.test.ts\`, \`hostile-*\`): they
run the bundle (\`dist/index.js\`) as the runner does, against the emulator made to misbehave, small
servers of their own and a real HTTP proxy. Every run is checked on the spot: the API key (and any
other secret) shows nowhere, in any form, in the log, the outputs or the summary; no log line can
start a workflow command the action did not mean; every summary table keeps its shape.

A test counts in the category its top-level \`describe\` starts with (\`fault: …\`). \`npm run build\`
then \`npm run reliability\` makes the report again; \`bash .ci/run\` makes it from its own run and fails
when it differs from this file, when a test fails, when a category is under its minimum of passing
tests (${Object.entries(MIN_PASSING)
    .map(([category, least]) => `${least} for ${category}`)
    .join(', ')}), or when a proxy test is skipped.

## Counts

| category | passed | failed | skipped |
| --- | --: | --: | --: |
${rows.join('\n')}

## What each category checks
${about.join('')}`
  return { markdown, counts, problems }
}

/** Runs the hardening suites; returns the file of jest's results. */
function runSuites(folder: string): string {
  const results = path.join(folder, 'results.json')
  const jest = createRequire(import.meta.url).resolve('jest/bin/jest')
  const args = [jest, '--ci', '__tests__/(hardening|hostile)-', '--json', `--outputFile=${results}`]
  const env = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' } // as npm test
  spawnSync(process.execPath, args, { cwd: repoRoot, stdio: 'inherit', env })
  return results
}

export function main(args: string[]): number {
  const { values } = parseArgs({
    args,
    options: { results: { type: 'string' }, check: { type: 'boolean' }, out: { type: 'string' } }
  })
  const out = values.out ?? path.join(repoRoot, 'docs', 'reliability.md')
  const folder = mkdtempSync(path.join(os.tmpdir(), 'reliability-'))
  try {
    const file = values.results ?? runSuites(folder)
    if (!existsSync(file)) {
      console.error(`reliability: no jest results at ${file}.`)
      return 1
    }
    const results = JSON.parse(readFileSync(file, 'utf8')) as JestResults
    const { markdown, counts, problems } = buildReport(results, { ci: process.env.CI === 'true' })
    for (const [c, n] of Object.entries(counts))
      console.log(`${c}: ${n.passed} passed, ${n.failed} failed, ${n.skipped} skipped`)
    for (const problem of problems) console.error(`reliability: ${problem}`)
    const name = path.relative(repoRoot, out)
    if (!values.check) writeFileSync(out, markdown)
    else if ((existsSync(out) ? readFileSync(out, 'utf8') : '') !== markdown) {
      console.error(`reliability: ${name} is not the report of this run: run npm run reliability.`)
      return 1
    }
    console.log(values.check ? `${name} is up to date.` : `Wrote ${name}.`)
    return problems.length ? 1 : 0
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2))
}

/**
 * Writes docs/reliability.md, the report of the hardening suites (`__tests__/hardening-*.test.ts`),
 * from one run of them: the records their harness appends when RELIABILITY_RECORDS names a file
 * (what each case expected and what happened, see `__tests__/hardening-harness.ts`) and jest's
 * `--json` results (whether each test passed).
 *
 *   npm run reliability                      runs the hardening suites, then writes the report
 *   npm run reliability -- --check           the same, but fails when docs/reliability.md differs
 *   npm run reliability -- --records FILE --results FILE [--check]
 *                                            from a run made elsewhere (.ci/run: its Node 20 run)
 *
 * It fails (exit 1) when a hardening test failed, when a test has no record or a record no test,
 * when there are fewer than 30 bad-input cases, when a case the issue requires has no passing test,
 * or, with CI=true, when a proxy case was skipped. The markdown holds no path, port or timing, so
 * that the same code gives the same file.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { Category, ReliabilityRecord } from '../__tests__/hardening-harness.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const reportPath = path.join(repoRoot, 'docs', 'reliability.md')
const REGENERATE = 'npm run reliability'
export const MIN_BAD_INPUT = 30

/** Each hardening suite and the category of its cases. A new suite must be added here. */
export const SUITES: Record<string, Category> = {
  'hardening-faults-answers.test.ts': 'fault',
  'hardening-faults-connection.test.ts': 'fault',
  'hardening-inputs.test.ts': 'bad-input',
  'hardening-secrets.test.ts': 'secrets',
  'hardening-untrusted.test.ts': 'untrusted',
  'hardening-proxy.test.ts': 'proxy'
}

const CATEGORIES: Array<{ category: Category; title: string; about: string }> = [
  {
    category: 'fault',
    title: 'Fault cases',
    about:
      'The emulator (or a small server of the test) made to misbehave. Each case checks the exit code, the requests the service received (no POST sent again after a 2xx), that the run ended within a bound, and the message: the status, a sanitised snippet of the answer and a hint.'
  },
  {
    category: 'bad-input',
    title: 'Bad-input cases',
    about:
      'One bad value of one input per case. Each must fail with an error naming the input, and send nothing: the emulator receives no request, and neither does a trap set as HTTP_PROXY and HTTPS_PROXY.'
  },
  {
    category: 'secrets',
    title: 'Secrets cases',
    about:
      'The API key with step debugging on (ACTIONS_STEP_DEBUG=true), on error paths, echoed back by the service; where Authorization may go on a redirect; plain http:// refused unless the host is loopback.'
  },
  {
    category: 'untrusted',
    title: 'Untrusted-text cases',
    about:
      'Strings from the service holding `::` workflow commands, the legacy `##[...]` form, new lines, `|`, HTML and markdown links, in error bodies and in record fields. None may start a workflow command in the log, set an output, or break a table of the job summary.'
  },
  {
    category: 'proxy',
    title: 'Proxy cases',
    about:
      "The action behind a real HTTP proxy (tinyproxy, started by the test on a free port with its own log), for http and for https base URLs (an https front of the test's own before the emulator). The proxy's log proves which way each request went: through it, each request is a CONNECT line there; around it, there is none."
  }
]

/**
 * The required cases (those of the hardening issue), each with the tests (full names) that cover it.
 * Kept by hand: the report fails when one has no passing test, so a renamed or removed test shows.
 */
export const REQUIRED: Array<{ category: Category; requirement: string; tests: string[] }> = [
  {
    category: 'fault',
    requirement: '5xx burst',
    tests: [
      '5xx bursts 3 × 503 then success, retries 3: the upload is sent again from the start, and succeeds',
      '5xx bursts 3 × 503 with retries 2: fails after 3 attempts with the status and a hint'
    ]
  },
  {
    category: 'fault',
    requirement: '429 with Retry-After in seconds',
    tests: ['429 and Retry-After Retry-After in seconds is honoured']
  },
  {
    category: 'fault',
    requirement: '429 with Retry-After as an HTTP date',
    tests: ['429 and Retry-After Retry-After as an HTTP date is honoured']
  },
  {
    category: 'fault',
    requirement: 'connection reset before the answer',
    tests: [
      'connection resets reset before the answer: sent again, success',
      'connection resets reset before the answer every time: fails after the retries, naming the reset'
    ]
  },
  {
    category: 'fault',
    requirement: 'reset in the middle of an upload body',
    tests: [
      'connection resets reset in the middle of the upload body: the whole file is sent again and arrives intact'
    ]
  },
  {
    category: 'fault',
    requirement: 'a stall in the middle of the body',
    tests: [
      'stalls and silence the body stalls mid-way: request-timeout ends the attempt, the retry succeeds'
    ]
  },
  {
    category: 'fault',
    requirement: 'headers that never come (beyond request-timeout)',
    tests: [
      'stalls and silence headers that never come: each attempt ends at request-timeout, then a clear failure'
    ]
  },
  {
    category: 'fault',
    requirement: 'malformed JSON',
    tests: [
      'answers that are not what they claim malformed JSON in a 200 to a GET: not retried, fails with a snippet and a hint',
      'answers that are not what they claim malformed JSON in a 200 to the submission: sent once, and the message says it may have been acted on'
    ]
  },
  {
    category: 'fault',
    requirement: 'an HTML 502 page from a proxy',
    tests: [
      'answers that are not what they claim an HTML 502 page from a proxy: retried, then reduced to its words'
    ]
  },
  {
    category: 'fault',
    requirement: '401',
    tests: [
      'statuses that end the step 401: the service words and a hint about the secret; not retried'
    ]
  },
  {
    category: 'fault',
    requirement: '404',
    tests: [
      'statuses that end the step 404 from a base-url with a wrong prefix: not retried, the hint names base-url'
    ]
  },
  {
    category: 'fault',
    requirement: '413 (too large)',
    tests: [
      'statuses that end the step 413 for the upload: sent once, the hint says to use ipa-url',
      'early answers a 413 before the body was read (as proxies do): the answer is taken, not retried'
    ]
  },
  {
    category: 'fault',
    requirement: 'a redirect to another host',
    tests: [
      'redirects a GET redirected to another host is followed without the Authorization header',
      'redirects a POST redirected to another host is not followed: nothing reaches it, the message says where it pointed'
    ]
  },
  {
    category: 'fault',
    requirement: 'a huge response body',
    tests: [
      'big and broken answers a 6 MiB answer to a GET: read no further than 1 MiB, a clear failure, no retry',
      'big and broken answers a 2 MiB junk error page full of open tags: the snippet is read in linear time'
    ]
  },
  {
    category: 'fault',
    requirement: 'a JSON answer with a wrong content type',
    tests: [
      'answers that are not what they claim a JSON answer labelled text/html: accepted (the body is what counts)'
    ]
  },
  {
    category: 'secrets',
    requirement: 'the key nowhere with ACTIONS_STEP_DEBUG=true',
    tests: [
      'with step debugging on a whole submission (upload, wait, GitHub deployment attempt): the key and the token show nowhere'
    ]
  },
  {
    category: 'secrets',
    requirement: 'the key nowhere on error paths, with ACTIONS_STEP_DEBUG=true',
    tests: [
      'with step debugging on an error path: a 401',
      'with step debugging on an error path: a 500 after retries',
      'with step debugging on an error path: a connection refused',
      'with step debugging on an error path: an answer that never comes'
    ]
  },
  {
    category: 'secrets',
    requirement: 'Authorization not sent to another origin on a redirect',
    tests: [
      'where the key may go a redirect to another origin: followed without Authorization, and no header carries the key',
      'redirects a GET redirected to another host is followed without the Authorization header'
    ]
  },
  {
    category: 'secrets',
    requirement: 'base-url with http:// refused unless the host is loopback',
    tests: [
      'where the key may go http:// base-url http://deploy.example.com/api/v1 is refused before any request',
      'where the key may go http:// base-url http://10.0.0.8:8080/api/v1 is refused before any request',
      'where the key may go http:// base-url http://deploy.localhost:8080/api/v1 is refused before any request',
      'where the key may go http:// base-url http://127.0.0.1.nip.io/api/v1 is refused before any request',
      'where the key may go http:// to loopback (127.0.0.1, localhost, [::ffff:127.0.0.1]) is allowed'
    ]
  },
  {
    category: 'untrusted',
    requirement: 'untrusted text in error bodies',
    tests: [
      'in error bodies a JSON error message',
      'in error bodies a plain-text error over several lines',
      'in error bodies the failures of a clean-up, listed in a table'
    ]
  },
  {
    category: 'untrusted',
    requirement: 'untrusted text in record fields and summary tables',
    tests: [
      'in record fields team and account names',
      'in record fields a status while waiting, and in the history table',
      'in record fields a submission id and status in the creation answer',
      'in record fields an IPA id and source URL in the upload answer',
      'in record fields ids, dates and sources of a listing',
      'in record fields country codes, markets and dimension titles of an analytics report'
    ]
  },
  {
    category: 'proxy',
    requirement: 'requests go through the proxy named by HTTPS_PROXY (https base-url)',
    tests: [
      'proxies HTTPS_PROXY: every request of a submission to an https base-url goes through the proxy'
    ]
  },
  {
    category: 'proxy',
    requirement: 'requests go through the proxy named by HTTP_PROXY (http base-url)',
    tests: [
      'proxies HTTP_PROXY: every request of a submission goes through the proxy',
      'proxies http_proxy (lower case) is honoured too',
      'proxies NO_PROXY naming other hosts only: still through the proxy'
    ]
  },
  {
    category: 'proxy',
    requirement: 'hosts in NO_PROXY bypass the proxy',
    tests: [
      'proxies NO_PROXY naming the host: the requests go around the proxy',
      'proxies NO_PROXY naming the host of an https base-url: around the proxy'
    ]
  }
]

// ---------------------------------------------------------------------------------------------
// Jest's --json results, as far as they are read here

export interface JestAssertion {
  fullName: string
  status: string
  failureMessages?: string[]
}
export interface JestSuite {
  name: string
  status: string
  message?: string
  assertionResults: JestAssertion[]
}
export interface JestResults {
  testResults: JestSuite[]
}

type Status = 'passed' | 'failed' | 'skipped'

interface TestRow {
  file: string
  category: Category
  name: string
  status: Status
  cases: Array<{ expected: string; observed: string }>
  skipReason?: string
  leakChecks: number
  leakFailed: boolean
}

export function parseRecords(text: string): ReliabilityRecord[] {
  return text
    .split('\n')
    .filter(line => line.trim())
    .map(line => JSON.parse(line) as ReliabilityRecord)
}

function statusOf(jestStatus: string): Status {
  if (jestStatus === 'passed') return 'passed'
  if (jestStatus === 'failed') return 'failed'
  return 'skipped'
}

export interface Report {
  markdown: string
  problems: string[]
  counts: Record<Category | 'leak-check', Record<Status, number>>
}

/** The report, and what is wrong with the run (empty when nothing is). */
export function buildReport(
  records: ReliabilityRecord[],
  results: JestResults,
  { ci = false }: { ci?: boolean } = {}
): Report {
  const problems: string[] = []
  const rows: TestRow[] = []
  const suites = results.testResults
    .map(suite => ({ ...suite, file: path.basename(suite.name) }))
    .filter(suite => /^hardening-.*\.test\.ts$/.test(suite.file))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))

  for (const file of Object.keys(SUITES)) {
    if (!suites.some(suite => suite.file === file))
      problems.push(`${file} is not in jest's results: run every hardening suite`)
  }
  for (const suite of suites) {
    const category = SUITES[suite.file]
    if (!category) {
      problems.push(
        `${suite.file} has no category: add it to SUITES in scripts/reliability-report.ts`
      )
      continue
    }
    if (suite.status === 'failed' && !suite.assertionResults.some(a => a.status === 'failed'))
      problems.push(`${suite.file} failed to run: ${firstLine(suite.message ?? '')}`)
    for (const assertion of suite.assertionResults) {
      rows.push({
        file: suite.file,
        category,
        name: assertion.fullName,
        status: statusOf(assertion.status),
        cases: [],
        leakChecks: 0,
        leakFailed: (assertion.failureMessages ?? []).some(m => m.includes('a secret shows'))
      })
    }
  }

  const key = (file: string, name: string): string => `${file}\u0000${name}`
  const byKey = new Map(rows.map(row => [key(row.file, row.name), row]))
  for (const record of records) {
    const row = byKey.get(key(record.file, record.test))
    if (!row) {
      problems.push(`a ${record.kind} record for '${record.test}' (${record.file}) matches no test`)
      continue
    }
    if (record.kind === 'leak-check') row.leakChecks += 1
    else if (record.kind === 'skip') row.skipReason = record.reason
    else row.cases.push({ expected: record.expected, observed: record.observed })
    if (record.kind !== 'leak-check' && record.category !== row.category)
      problems.push(`'${row.name}' is recorded as ${record.category}, its suite as ${row.category}`)
  }

  for (const row of rows) {
    if (row.status === 'failed') problems.push(`failed: ${row.name} (${row.file})`)
    if (row.status === 'passed' && row.cases.length === 0)
      problems.push(`'${row.name}' (${row.file}) passed but recorded no case`)
    if (row.status === 'skipped' && row.skipReason === undefined)
      problems.push(`'${row.name}' (${row.file}) was skipped without saying why`)
    if (ci && row.status === 'skipped' && row.category === 'proxy')
      problems.push(
        `'${row.name}' was skipped in CI (${row.skipReason ?? 'no reason given'}): .ci/run must install tinyproxy`
      )
  }

  const counts = {} as Report['counts']
  for (const { category } of CATEGORIES) {
    const inCategory = rows.filter(row => row.category === category)
    counts[category] = {
      passed: inCategory.filter(row => row.status === 'passed').length,
      failed: inCategory.filter(row => row.status === 'failed').length,
      skipped: inCategory.filter(row => row.status === 'skipped').length
    }
  }
  counts['leak-check'] = {
    passed: rows.reduce((sum, row) => sum + row.leakChecks, 0),
    failed: rows.filter(row => row.leakFailed).length,
    skipped: rows.filter(row => row.status === 'skipped').length
  }
  if (counts['bad-input'].passed < MIN_BAD_INPUT)
    problems.push(
      `${counts['bad-input'].passed} bad-input cases passed, fewer than the ${MIN_BAD_INPUT} required`
    )

  const required = REQUIRED.map(requirement => {
    const covering = requirement.tests.map(name => ({
      name,
      row: rows.find(row => row.name === name)
    }))
    const passing = covering.some(({ row }) => row?.status === 'passed')
    for (const { name, row } of covering)
      if (!row) problems.push(`REQUIRED names a test that did not run: '${name}'`)
    if (!passing)
      problems.push(
        `required case '${requirement.requirement}' has no passing test (looked for: ${requirement.tests.join('; ')})`
      )
    return { ...requirement, covering, passing }
  })

  const places = records.find(r => r.kind === 'leak-check')
  const md: string[] = []
  md.push(
    '# Reliability',
    '',
    '<!-- Generated by scripts/reliability-report.ts from a run of the hardening suites. Do not edit: run `npm run reliability`. -->',
    '',
    'This is the report of the hardening suites, `__tests__/hardening-*.test.ts`. They run the bundled',
    'action (`dist/index.js`) in a child process as the runner does, against the emulator of the',
    'service made to misbehave, small servers of their own and a real HTTP proxy (tinyproxy), and they',
    'check every run: the API key shows nowhere, no line of the log can start a workflow command the',
    'action did not mean, and every table of the job summary keeps its shape. Each case below says what',
    'it expected and what happened; ports, temporary folders and timings are left out.',
    '',
    'To make it again (it runs the hardening suites, about a minute, then rewrites this file):',
    '',
    '```sh',
    'npm run build        # the suites run dist/index.js',
    REGENERATE,
    '```',
    '',
    '`bash .ci/run` makes it from its own test run (Node 20) and fails when it differs from this file,',
    'when a hardening test fails, when a test has no record, when fewer than 30 bad-input cases pass, or',
    'when a proxy case is skipped (CI installs tinyproxy).',
    '',
    '## Counts',
    '',
    '| cases | passed | failed | skipped |',
    '| --- | --: | --: | --: |'
  )
  for (const { category, title } of CATEGORIES) {
    const c = counts[category]
    md.push(`| ${title.toLowerCase()} | ${c.passed} | ${c.failed} | ${c.skipped} |`)
  }
  const total = CATEGORIES.reduce(
    (sum, { category }) => ({
      passed: sum.passed + counts[category].passed,
      failed: sum.failed + counts[category].failed,
      skipped: sum.skipped + counts[category].skipped
    }),
    { passed: 0, failed: 0, skipped: 0 }
  )
  md.push(`| all cases | ${total.passed} | ${total.failed} | ${total.skipped} |`)
  const leak = counts['leak-check']
  md.push(
    `| leak checks (runs of the action) | ${leak.passed} | ${leak.failed} | ${leak.skipped} |`
  )
  md.push(
    '',
    `Leak checks: every run of the action in these suites is checked for the API key (and any other`,
    `secret the case gives, such as a github-token) in ${places?.kind === 'leak-check' ? places.places : 4} places (stdout, stderr, the outputs file, the job`,
    `summary; the runner's own \`::add-mask::\` line aside), in ${places?.kind === 'leak-check' ? places.forms : 4} forms (as it is, URL-encoded, base64,`,
    'JSON-escaped). A run counts as passed when none shows; a failed leak check fails its test, and a',
    'skipped test makes no run.',
    '',
    '## Required cases',
    '',
    'What the suites must show, each with the tests that show it (their rows are in the tables below).',
    '',
    '| category | requirement | covered by | result |',
    '| --- | --- | --- | --- |'
  )
  for (const requirement of required) {
    const title = CATEGORIES.find(c => c.category === requirement.category)!.title
    const tests = requirement.covering
      .map(({ name, row }) => `${cell(name)} (${row?.status ?? 'missing'})`)
      .join('<br>')
    md.push(
      `| ${title.replace(/ cases$/, '')} | ${cell(requirement.requirement)} | ${tests} | ${requirement.passing ? 'covered, passing' : '**not covered**'} |`
    )
  }

  for (const { category, title, about } of CATEGORIES) {
    const inCategory = rows.filter(row => row.category === category)
    md.push('', `## ${title}`, '', about, '')
    if (!inCategory.length) {
      md.push('No case ran.')
      continue
    }
    md.push('| test | expected | what happened | result |', '| --- | --- | --- | --- |')
    for (const row of inCategory) {
      const result =
        row.status === 'skipped' && row.skipReason ? `skipped: ${row.skipReason}` : row.status
      if (!row.cases.length) {
        md.push(`| ${cell(row.name)} | — | — | ${cell(result)} |`)
        continue
      }
      for (const c of row.cases)
        md.push(
          `| ${cell(row.name)} | ${cell(c.expected)} | ${cell(c.observed)} | ${cell(result)} |`
        )
    }
  }
  md.push('')

  return { markdown: md.join('\n'), problems, counts }
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0]?.slice(0, 200) ?? ''
}

/**
 * Text for one cell of a markdown table: one line, and nothing the text holds can make markup (a
 * pipe, HTML, a link, emphasis, code) — service text goes in here as it was printed.
 */
export function cell(text: string): string {
  return text
    .replace(/\s*\r?\n\s*/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~#!]/g, '\\$&')
    .trim()
}

// ---------------------------------------------------------------------------------------------
// Command line

/** Runs the hardening suites with records on; returns the two files and jest's exit code. */
function runSuites(folder: string): { records: string; results: string; status: number } {
  const records = path.join(folder, 'records.jsonl')
  const results = path.join(folder, 'results.json')
  const jest = createRequire(import.meta.url).resolve('jest/bin/jest')
  const child = spawnSync(
    process.execPath,
    [jest, '--ci', '__tests__/hardening-', '--json', `--outputFile=${results}`],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
        RELIABILITY_RECORDS: records
      }
    }
  )
  return { records, results, status: child.status ?? 1 }
}

function main(): number {
  const { values } = parseArgs({
    options: {
      records: { type: 'string' },
      results: { type: 'string' },
      check: { type: 'boolean', default: false },
      out: { type: 'string' }
    }
  })
  const out = values.out ? path.resolve(values.out) : reportPath
  let folder: string | undefined
  let recordsFile = values.records
  let resultsFile = values.results
  if (!recordsFile !== !resultsFile) {
    console.error('Give both --records and --results, or neither (to run the hardening suites).')
    return 2
  }
  try {
    if (!recordsFile || !resultsFile) {
      if (!existsSync(path.join(repoRoot, 'dist', 'index.js'))) {
        console.error('dist/index.js is missing: run npm run build first.')
        return 1
      }
      folder = mkdtempSync(path.join(os.tmpdir(), 'reliability-'))
      const run = runSuites(folder)
      recordsFile = run.records
      resultsFile = run.results
      if (!existsSync(resultsFile)) {
        console.error(`jest wrote no results (exit ${run.status}).`)
        return 1
      }
    }
    const records = existsSync(recordsFile) ? parseRecords(readFileSync(recordsFile, 'utf8')) : []
    const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as JestResults
    const report = buildReport(records, results, { ci: process.env.CI === 'true' })

    const c = report.counts
    console.log(
      `Reliability: ${CATEGORIES.map(({ category, title }) => `${title.toLowerCase()} ${c[category].passed}/${c[category].failed}/${c[category].skipped}`).join(', ')}, leak checks ${c['leak-check'].passed}/${c['leak-check'].failed} (passed/failed/skipped).`
    )
    let failed = report.problems.length > 0
    for (const problem of report.problems) console.error(`reliability: ${problem}`)

    const relative = path.relative(repoRoot, out)
    if (values.check) {
      const current = existsSync(out) ? readFileSync(out, 'utf8') : undefined
      if (current !== report.markdown) {
        failed = true
        console.error(
          current === undefined
            ? `${relative} does not exist: run '${REGENERATE}' and commit ${relative}.`
            : `${relative} is not the report of this run: run '${REGENERATE}' and commit ${relative}.`
        )
        if (current !== undefined) printDifference(current, report.markdown)
      } else console.log(`${relative} is up to date.`)
    } else {
      writeFileSync(out, report.markdown)
      console.log(`Wrote ${relative}.`)
    }
    return failed ? 1 : 0
  } finally {
    if (folder) rmSync(folder, { recursive: true, force: true })
  }
}

/** The first lines that differ, enough to see why. */
function printDifference(before: string, after: string): void {
  const a = before.split('\n')
  const b = after.split('\n')
  let shown = 0
  for (let i = 0; i < Math.max(a.length, b.length) && shown < 5; i++) {
    if (a[i] === b[i]) continue
    console.error(`  line ${i + 1}:\n  - ${a[i] ?? '(none)'}\n  + ${b[i] ?? '(none)'}`)
    shown++
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main()
}

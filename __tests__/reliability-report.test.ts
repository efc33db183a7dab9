/**
 * scripts/reliability-report.ts on made-up runs: what makes it fail, and markdown that service text
 * cannot break. (The real report is made from the hardening suites by `npm run reliability`.)
 */
import { describe, expect, test } from '@jest/globals'
import type { ReliabilityRecord } from './hardening-harness.js'
import { brokenTables } from './hardening-harness.js'
import {
  type JestResults,
  MIN_BAD_INPUT,
  REQUIRED,
  SUITES,
  buildReport,
  cell
} from '../scripts/reliability-report.js'

/** A run in which every suite passed: the required tests, and enough bad-input cases. */
function cleanRun(): { records: ReliabilityRecord[]; results: JestResults } {
  const tests = new Map<string, string[]>(Object.keys(SUITES).map(file => [file, []]))
  const fileOf = (category: string): string =>
    Object.keys(SUITES).find(file => SUITES[file] === category)!
  for (const { category, tests: names } of REQUIRED)
    for (const name of names) {
      const list = tests.get(fileOf(category))!
      if (!Object.values(Object.fromEntries(tests)).flat().includes(name)) list.push(name)
    }
  for (let i = 0; i < MIN_BAD_INPUT; i++) tests.get(fileOf('bad-input'))!.push(`input ${i}: bad`)
  const records: ReliabilityRecord[] = []
  for (const [file, names] of tests)
    for (const test of names) {
      records.push({ kind: 'leak-check', test, file, places: 4, forms: 4 })
      records.push({
        kind: 'case',
        test,
        file,
        category: SUITES[file],
        expected: 'x',
        observed: 'y'
      })
    }
  return {
    records,
    results: {
      testResults: [...tests].map(([file, names]) => ({
        name: `/somewhere/__tests__/${file}`,
        status: 'passed',
        assertionResults: names.map(fullName => ({ fullName, status: 'passed' }))
      }))
    }
  }
}

describe('reliability report', () => {
  test('a clean run: no problem, counts from the results, no machine path', () => {
    const { records, results } = cleanRun()
    const report = buildReport(records, results, { ci: true })
    expect(report.problems).toEqual([])
    expect(report.counts['bad-input'].passed).toBe(MIN_BAD_INPUT)
    expect(report.counts['leak-check'].passed).toBe(records.length / 2)
    expect(report.markdown).not.toContain('/somewhere')
    expect(brokenTables(report.markdown)).toEqual([])
  })

  test('a failed test, a test without a record and a record without a test are problems', () => {
    const { records, results } = cleanRun()
    const proxy = results.testResults.find(s => s.name.endsWith('hardening-proxy.test.ts'))!
    proxy.assertionResults[0].status = 'failed'
    proxy.assertionResults.push({ fullName: 'proxies unrecorded', status: 'passed' })
    records.push({
      kind: 'case',
      test: 'gone',
      file: 'hardening-proxy.test.ts',
      category: 'proxy',
      expected: '',
      observed: ''
    })
    const { problems } = buildReport(records, results)
    expect(problems).toEqual(
      expect.arrayContaining([
        `failed: ${proxy.assertionResults[0].fullName} (hardening-proxy.test.ts)`,
        "'proxies unrecorded' (hardening-proxy.test.ts) passed but recorded no case",
        "a case record for 'gone' (hardening-proxy.test.ts) matches no test"
      ])
    )
  })

  test('a required case without a passing test, and fewer than 30 bad-input cases', () => {
    const { records, results } = cleanRun()
    const inputs = results.testResults.find(s => s.name.endsWith('hardening-inputs.test.ts'))!
    inputs.assertionResults.pop()
    const answers = results.testResults.find(s =>
      s.name.endsWith('hardening-faults-answers.test.ts')
    )!
    answers.assertionResults = answers.assertionResults.filter(
      a => !a.fullName.includes('the step 401')
    )
    const problems = buildReport(records, results).problems.join('\n')
    expect(problems).toContain(`fewer than the ${MIN_BAD_INPUT} required`)
    expect(problems).toContain("required case '401' has no passing test")
  })

  test('a skipped proxy case: reported, and a problem only in CI', () => {
    const { records, results } = cleanRun()
    const proxy = results.testResults.find(s => s.name.endsWith('hardening-proxy.test.ts'))!
    const name = proxy.assertionResults[0].fullName
    proxy.assertionResults[0].status = 'pending'
    const kept = records.filter(r => r.test !== name)
    kept.push({
      kind: 'skip',
      test: name,
      file: 'hardening-proxy.test.ts',
      category: 'proxy',
      reason: 'tinyproxy is not installed'
    })
    expect(buildReport(kept, results).problems.join('\n')).not.toContain('skipped in CI')
    const inCi = buildReport(kept, results, { ci: true })
    expect(inCi.problems.join('\n')).toContain('skipped in CI (tinyproxy is not installed)')
    expect(inCi.markdown).toContain('skipped: tinyproxy is not installed')
    expect(inCi.counts.proxy.skipped).toBe(1)
  })

  test('a suite missing from the results is a problem', () => {
    const { records, results } = cleanRun()
    results.testResults = results.testResults.filter(s => !s.name.endsWith('proxy.test.ts'))
    const problems = buildReport(records, results).problems
    expect(problems).toContain(
      "hardening-proxy.test.ts is not in jest's results: run every hardening suite"
    )
  })

  test('service text in a cell stays one cell of plain text', () => {
    const text =
      'a | b\n::error::x <b>bold</b> [link](https://example.com) *em* `code` \\| ##[group]'
    const row = `| ${cell(text)} | x |`
    expect(brokenTables(`| a | b |\n| --- | --- |\n${row}`)).toEqual([])
    expect(row).not.toMatch(/<b>|\n|(?<!\\)\]\(/)
    expect(row).toContain('\\[link\\]')
  })
})

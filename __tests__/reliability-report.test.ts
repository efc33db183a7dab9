/**
 * scripts/reliability-report.ts on hand-made jest results: counts by the prefix of the top-level
 * describe block, what makes it fail, and a report that depends on the counts alone. (The real
 * report is made from the hardening suites by `npm run reliability`.)
 */
import { afterAll, describe, expect, jest, test } from '@jest/globals'
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { brokenTables } from './hardening-harness.js'
import { type JestResults, MIN_PASSING, buildReport, main } from '../scripts/reliability-report.js'

type File = JestResults['testResults'][number]
type Test = File['assertionResults'][number]

const t = (describeBlock: string, status = 'passed', title = 'zq-title'): Test => ({
  ancestorTitles: [describeBlock, 'zq-nested'],
  title,
  status
})
const file = (name: string, tests: Test[], status = 'passed'): File => ({
  name: `/somewhere/__tests__/${name}`,
  status,
  assertionResults: tests
})
/** A clean run: enough tests where a minimum holds, one of each other category, one of none. */
const enough = (category: string): Test[] =>
  Array.from({ length: MIN_PASSING[category] }, (_, i) => t(`${category}: x`, 'passed', `${i}`))
const badInputs = enough('bad input')
const MIN_BAD_INPUT = MIN_PASSING['bad input']
const clean = (): JestResults => ({
  testResults: [
    file('hardening-a.test.ts', [t('fault: zq-5xx'), t('fault: 429', 'pending'), t('secrets: x')]),
    file('hardening-b.test.ts', [...badInputs, t('untrusted text: y'), t('proxy: z')]),
    file('hostile-a.test.ts', [...enough('hostile answer'), ...enough('hostile archive')]),
    file('hardening-once.test.ts', enough('exactly once')),
    file('e2e-x.test.ts', [t('upload'), t('note: not a category', 'failed')])
  ]
})

describe('reliability report', () => {
  test('counts each test by the prefix of its top-level describe block', () => {
    const { counts, problems, markdown } = buildReport(clean(), { ci: true })
    expect(problems).toEqual([])
    expect(counts).toEqual({
      fault: { passed: 1, failed: 0, skipped: 1 },
      'bad input': { passed: MIN_BAD_INPUT, failed: 0, skipped: 0 },
      secrets: { passed: 1, failed: 0, skipped: 0 },
      'untrusted text': { passed: 1, failed: 0, skipped: 0 },
      proxy: { passed: 1, failed: 0, skipped: 0 },
      'hostile answer': { passed: 30, failed: 0, skipped: 0 },
      'hostile archive': { passed: 30, failed: 0, skipped: 0 },
      'exactly once': { passed: 12, failed: 0, skipped: 0 },
      all: { passed: MIN_BAD_INPUT + 76, failed: 0, skipped: 1 }
    })
    expect(markdown).toContain('| fault | 1 | 0 | 1 |')
    expect(markdown).not.toMatch(/somewhere|hardening-a|zq-/)
    expect(brokenTables(markdown)).toEqual([])
  })

  test('fails on a failed test, a file that did not run, too little bad input', () => {
    const results = clean()
    results.testResults[0].assertionResults[0].status = 'failed'
    results.testResults[1].assertionResults.splice(0, 1)
    const crashed = file('hardening-c.test.ts', [], 'failed')
    results.testResults.push({ ...crashed, message: '  SyntaxError: boom\n  at somewhere' })
    expect(buildReport(results).problems).toEqual([
      'failed: fault: zq-5xx › zq-nested › zq-title (hardening-a.test.ts)',
      'hardening-c.test.ts failed to run: SyntaxError: boom',
      `${MIN_BAD_INPUT - 1} bad input tests passed, under ${MIN_BAD_INPUT}`
    ])
  })

  test('a skipped proxy test fails the report under CI only', () => {
    const results = clean()
    results.testResults[1].assertionResults.at(-1)!.status = 'pending'
    expect(buildReport(results).problems).toEqual([])
    expect(buildReport(results, { ci: true }).problems).toEqual([
      '1 proxy tests skipped under CI=true: install tinyproxy'
    ])
  })

  test('the same counts give the same report, whatever the files, names and order', () => {
    const other = clean()
    other.testResults.reverse()
    other.testResults[0].name = '/elsewhere/x.test.ts'
    for (const f of other.testResults) for (const test of f.assertionResults) test.title = 'other'
    expect(buildReport(other).markdown).toBe(buildReport(clean()).markdown)
  })

  describe('the command line', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'reliability-report-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    const results = path.join(dir, 'results.json')
    const out = path.join(dir, 'reliability.md')
    const run = (...args: string[]): number => main(['--results', results, '--out', out, ...args])

    test('writes the report, then --check passes until the file differs', () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
      jest.spyOn(console, 'log').mockImplementation(() => undefined)
      writeFileSync(results, JSON.stringify(clean()))
      expect(run()).toBe(0)
      expect(run('--check')).toBe(0)
      appendFileSync(out, 'edited\n')
      expect(run('--check')).toBe(1)
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/reliability\.md is not the report/))
      jest.restoreAllMocks()
    })
  })
})

/**
 * `check --junit`: the report GitLab, Azure Pipelines, CircleCI and Jenkins show, read back by a
 * real XML parser (fast-xml-parser, which also validates it as well-formed XML 1.0): a suite per
 * IPA, a case per check applied, a failure per refused check, warnings skipped with their words,
 * the checks `preflight-skip` names skipped as not applied, counts right, hostile text inert.
 */
import { describe, expect, test } from '@jest/globals'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { checksFor } from '../src/ipa/rules/policy.js'
import type { IpaProblem } from '../src/ipa/types.js'
import type { CheckSettings, CheckedIpa } from '../src/preflight-reports/checked-ipa.js'
import { junitXml } from '../src/preflight-reports/junit.js'
import { broken, checked, mismatched } from './support/checked-ipas.js'

interface Outcome {
  message?: string
  type?: string
  '#text'?: string
}
interface Case {
  classname: string
  name: string
  failure?: Outcome
  skipped?: Outcome
  'system-out'?: string
}
interface Suite {
  name: string
  tests: string
  failures: string
  skipped: string
  errors: string
  testcase: Case[]
}
interface Report {
  testsuites: {
    tests: string
    failures: string
    skipped: string
    errors: string
    testsuite: Suite[]
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  processEntities: true,
  isArray: name => name === 'testsuite' || name === 'testcase'
})

/** The report as a CI reads it: well-formed, then parsed. */
function readBack(ipas: CheckedIpa[], settings: CheckSettings): Report {
  const xml = junitXml(ipas, settings)
  expect(XMLValidator.validate(xml)).toBe(true)
  return parser.parse(xml) as Report
}

const submit: CheckSettings = { purpose: 'submit', skip: [] }
const caseOf = (suite: Suite, code: string): Case | undefined =>
  suite.testcase.find(testCase => testCase.name.startsWith(`${code}: `))
const counts = (of: { tests: string; failures: string; skipped: string; errors: string }) => [
  Number(of.tests),
  Number(of.failures),
  Number(of.skipped),
  Number(of.errors)
]

describe('a faulty IPA, inspected for real', () => {
  const submitted = checked(broken)

  test('a suite named by the file, a case per check applied, a failure per refused check', async () => {
    const ipa = await submitted
    const { testsuites } = readBack([ipa], submit)
    const [suite] = testsuites.testsuite
    expect(suite.name).toBe('build/Broken.ipa')
    expect(suite.testcase.map(testCase => testCase.name)).toEqual(
      checksFor('submit').map(check => `${check.code}: ${check.title}`)
    )
    for (const testCase of suite.testcase) expect(testCase.classname).toBe('build/Broken.ipa')
    const failed = suite.testcase.filter(testCase => testCase.failure).map(({ name }) => name)
    expect(failed.map(name => name.split(':')[0])).toEqual([
      'ITMS-90087',
      'ITMS-91053',
      'ITMS-90683'
    ])
    expect(counts(suite)).toEqual([checksFor('submit').length, 3, 0, 0])
    expect(counts(testsuites)).toEqual(counts(suite))
  })

  test("a failure holds the refusal's message and code, and every refusal of its check", async () => {
    const ipa = await submitted
    const [suite] = readBack([ipa], submit).testsuites.testsuite
    const privacy = caseOf(suite, 'ITMS-91053')
    const refusals = ipa.problems.filter(problem => problem.code === 'ITMS-91053')
    expect(privacy?.failure?.message).toBe(refusals[0].message)
    expect(privacy?.failure?.type).toBe('ITMS-91053')
    expect(privacy?.failure?.['#text']?.split('\n')).toEqual(
      refusals.map(problem => `Refused: ${problem.message} [${problem.entry}]`)
    )
  })

  test('a warning beside a refusal of the same check is in its output, not a failure', async () => {
    const [suite] = readBack([await submitted], submit).testsuites.testsuite
    const purpose = caseOf(suite, 'ITMS-90683')
    expect(purpose?.failure?.message).toMatch(/NSCameraUsageDescription/)
    expect(purpose?.['system-out']).toMatch(/^Warning: .*NSLocationWhenInUseUsageDescription/)
  })

  test('for upload: no submit check, and the App Store rules are warnings, skipped with their words', async () => {
    const ipa = await checked(broken, 'upload')
    const [suite] = readBack([ipa], { purpose: 'upload', skip: [] }).testsuites.testsuite
    expect(suite.testcase.map(({ name }) => name.split(':')[0])).not.toContain('missing-profile')
    expect(suite.testcase.filter(testCase => testCase.failure)).toEqual([])
    const simulator = caseOf(suite, 'ITMS-90087')
    expect(simulator?.skipped?.message).toMatch(/^warning, not a refusal: Broken\.ipa: .*x86_64/)
    expect(simulator?.['system-out']).toMatch(/^Warning: /)
    expect(counts(suite)).toEqual([checksFor('upload').length, 0, 3, 0])
  })

  test('a warning alone: the case is skipped and says so, and nothing fails', async () => {
    const [suite] = readBack([await checked(mismatched)], submit).testsuites.testsuite
    expect(caseOf(suite, 'ITMS-90473')?.skipped?.message).toMatch(
      /^warning, not a refusal: Mismatched\.ipa: .*version 1\.4\.1/
    )
    expect(counts(suite)).toEqual([checksFor('submit').length, 0, 1, 0])
  })

  test('a check skipped on request, by its code or one it covers, is a skipped case: not applied', async () => {
    const skip = ['ITMS-90087', 'itms-90530']
    const ipa = await checked(broken, 'submit', skip)
    const [suite] = readBack([ipa], { purpose: 'submit', skip }).testsuites.testsuite
    expect(caseOf(suite, 'ITMS-90087')?.skipped?.message).toBe('not applied: skipped on request')
    expect(caseOf(suite, 'ITMS-90360')?.skipped?.message).toBe('not applied: skipped on request')
    expect(counts(suite)).toEqual([checksFor('submit').length, 2, 2, 0])
  })

  test('several IPAs: a suite each, the totals their sums', async () => {
    const { testsuites } = readBack([await submitted, await checked(mismatched)], submit)
    expect(testsuites.testsuite.map(suite => suite.name)).toEqual([
      'build/Broken.ipa',
      'build/Mismatched.ipa'
    ])
    expect(counts(testsuites)).toEqual([2 * checksFor('submit').length, 3, 1, 0])
  })
})

describe('hand-made problems', () => {
  const problem = (fields: Partial<IpaProblem>): IpaProblem => ({
    code: 'ITMS-90683',
    message: 'App.ipa: no purpose string (ITMS-90683).',
    level: 'refuse',
    appStoreRule: true,
    ...fields
  })

  test('a file that is not an IPA fails its check; no other check could judge it', () => {
    const ipa = {
      given: 'Notes.ipa',
      problems: [problem({ code: 'not-a-zip', level: 'not-an-ipa', appStoreRule: undefined })]
    }
    const [suite] = readBack([ipa], submit).testsuites.testsuite
    expect(caseOf(suite, 'not-a-zip')?.failure?.type).toBe('not-a-zip')
    const others = suite.testcase.filter(testCase => !testCase.name.startsWith('not-a-zip'))
    for (const testCase of others)
      expect(testCase.skipped?.message).toBe('not applied: the file is not an IPA')
    expect(counts(suite)).toEqual([checksFor('submit').length, 1, others.length, 0])
  })

  test.each([
    ['a closing tag', '</failure></testcase></testsuite>'],
    ['the end of a CDATA section', ']]>'],
    ['a NUL and other control characters', 'a\u0000b\u0008c\u001bd\ufffee'],
    ['a workflow command', '\n::error::pwned'],
    ["Azure's logging command", '##vso[task.setvariable variable=x]1'],
    ['quotes and ampersands', `"quoted" & 'single' <tag attr="x">`],
    ['a lone surrogate', 'a\ud800b']
  ])('%s in a message comes out inert and well-formed', (_, hostile) => {
    const message = `App.ipa: ${hostile} (ITMS-90683).`
    const ipa = { given: `Evil${hostile}.ipa`, problems: [problem({ message, entry: hostile })] }
    const xml = junitXml([ipa], submit)
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/)
    expect(xml).not.toMatch(/::error::|##vso\[|]]>/)
    const [suite] = readBack([ipa], submit).testsuites.testsuite
    expect(suite.testcase).toHaveLength(checksFor('submit').length)
    const failed = suite.testcase.filter(testCase => testCase.failure)
    expect(failed.map(testCase => testCase.failure?.type)).toEqual(['ITMS-90683'])
    expect(failed[0].failure?.message).toMatch(/^App\.ipa: .* \(ITMS-90683\)\.$/)
  })
})

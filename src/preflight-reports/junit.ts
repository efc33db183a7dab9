/**
 * `check --junit`: preflight's verdict as JUnit XML, the test report GitLab
 * (`artifacts:reports:junit`), Azure Pipelines (`PublishTestResults@2`), CircleCI
 * (`store_test_results`) and Jenkins (`junit`) show. A test suite per IPA, a test case per check
 * applied to it, named `CODE: title` with the IPA as its class (GitLab shows the class as the
 * suite). How each form shows, and why these forms: docs/check-reports.md.
 *
 * - a refusal fails its case: one `<failure>` (the Ant schema, and the parsers that follow it,
 *   read one per case), its message the first refusal's, its type the code, its text every
 *   refusal of that check;
 * - a warning, which App Store Connect takes, is a `<skipped>` case whose message says so, with the
 *   warnings in `<system-out>` too: skipped is the one state besides failed that all four show
 *   (CircleCI shows nothing of a passing case), and it never fails the report;
 * - a check `preflight-skip` names is a skipped case, "not applied"; so is every check of a file
 *   that is not an IPA, which no rule could judge.
 */
import type { IpaProblem } from '../ipa/types.js'
import { checksFor, refusesUnderStrict, type PreflightCheck } from '../ipa/rules/policy.js'
import { shownUrl } from '../text/signed-url.js'
import { oneLine } from '../text/untrusted.js'
import { checkOf, isSkipped, type CheckedIpa, type CheckSettings } from './checked-ipa.js'
import { element, textElement } from './xml.js'

/** A message holds a whole sentence of the inspection, with its paths: cut only if absurdly long. */
const MAX_MESSAGE = 2000

/** The verdict of one check on one IPA. */
type CaseVerdict =
  | { kind: 'passed' }
  | { kind: 'failed'; refusals: IpaProblem[]; warnings: IpaProblem[] }
  | { kind: 'warned'; warnings: IpaProblem[] }
  | { kind: 'not-applied'; why: string }

interface Counts {
  tests: number
  failures: number
  skipped: number
}

/** The report of every IPA checked, as an XML document. */
export function junitXml(ipas: readonly CheckedIpa[], settings: CheckSettings): string {
  const suites = ipas.map(ipa => testSuite(ipa, settings))
  const total = suites.reduce(
    (sum, suite) => ({
      tests: sum.tests + suite.counts.tests,
      failures: sum.failures + suite.counts.failures,
      skipped: sum.skipped + suite.counts.skipped
    }),
    { tests: 0, failures: 0, skipped: 0 }
  )
  const root = element(
    'testsuites',
    { name: 'app-store-deploy check', ...total, errors: 0 },
    suites.map(suite => `\n${suite.xml}`).concat('\n')
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`
}

function testSuite(ipa: CheckedIpa, settings: CheckSettings): { xml: string; counts: Counts } {
  const name = fileName(ipa.given)
  const verdicts = checksFor(settings.purpose).map(
    check => [check, verdictOf(check, ipa, settings)] as const
  )
  const counts: Counts = {
    tests: verdicts.length,
    failures: verdicts.filter(([, verdict]) => verdict.kind === 'failed').length,
    skipped: verdicts.filter(([, verdict]) => ['warned', 'not-applied'].includes(verdict.kind))
      .length
  }
  const cases = verdicts.map(([check, verdict]) => `\n  ${testCase(name, check, verdict)}`)
  const xml = element('testsuite', { name, ...counts, errors: 0 }, [...cases, '\n'])
  return { xml, counts }
}

/** What one check found in one IPA. */
function verdictOf(check: PreflightCheck, ipa: CheckedIpa, settings: CheckSettings): CaseVerdict {
  if (isSkipped(check, settings.skip)) return { kind: 'not-applied', why: 'skipped on request' }
  const found = ipa.problems.filter(problem => checkOf(problem.code).code === check.code)
  const refusals = found.filter(problem => refusesUnderStrict(problem, settings.purpose))
  const warnings = found.filter(problem => !refusals.includes(problem))
  if (refusals.length > 0) return { kind: 'failed', refusals, warnings }
  if (warnings.length > 0) return { kind: 'warned', warnings }
  const notAnIpa = ipa.problems.some(problem => problem.level === 'not-an-ipa')
  if (notAnIpa) return { kind: 'not-applied', why: 'the file is not an IPA' }
  return { kind: 'passed' }
}

function testCase(file: string, check: PreflightCheck, verdict: CaseVerdict): string {
  const attributes = { classname: file, name: `${check.code}: ${oneLine(check.title, 300)}` }
  switch (verdict.kind) {
    case 'passed':
      return element('testcase', attributes)
    case 'not-applied':
      return element('testcase', attributes, [
        element('skipped', { message: `not applied: ${verdict.why}` })
      ])
    case 'warned': {
      const first = message(verdict.warnings[0])
      const more = verdict.warnings.length > 1 ? ` (and ${verdict.warnings.length - 1} more)` : ''
      return element('testcase', attributes, [
        element('skipped', { message: `warning, not a refusal: ${first}${more}` }),
        textElement('system-out', {}, lines('Warning', verdict.warnings))
      ])
    }
    case 'failed':
      return element('testcase', attributes, [
        textElement(
          'failure',
          { message: message(verdict.refusals[0]), type: check.code },
          lines('Refused', verdict.refusals)
        ),
        ...(verdict.warnings.length
          ? [textElement('system-out', {}, lines('Warning', verdict.warnings))]
          : [])
      ])
  }
}

/** Each problem on a line of its own, with the entry it is about. */
function lines(label: string, problems: readonly IpaProblem[]): string {
  return problems
    .map(problem => {
      const entry = problem.entry === undefined ? '' : ` [${oneLine(problem.entry, 500)}]`
      return `${label}: ${message(problem)}${entry}`
    })
    .join('\n')
}

/** Untrusted text from the IPA, on one line, with no CI command in it. */
function message(problem: IpaProblem): string {
  return oneLine(problem.message, MAX_MESSAGE)
}

/** The IPA as the user gave it, on one line; a URL without its signature. */
function fileName(given: string): string {
  return oneLine(/^[a-z][a-z0-9+.-]*:\/\//i.test(given) ? shownUrl(given) : given, 500)
}

/**
 * `check --sarif`: preflight's findings as a SARIF 2.1.0 log, which GitHub code scanning shows as
 * alerts (github/codeql-action/upload-sarif, with `security-events: write`). What GitHub reads of a
 * log, and its limits, are from "SARIF support for code scanning"
 * (https://docs.github.com/en/code-security/reference/code-scanning/sarif-files/sarif-support-for-code-scanning,
 * read 2026-12-06): `shortDescription`, `fullDescription` (1,024 characters at most) and `help` of
 * each rule; `message.text`, `level`, the first location and `partialFingerprints.primaryLocationLineHash`
 * of each result; at most 25,000 results in a run. docs/check-reports.md says how to upload it.
 */
import { createHash } from 'node:crypto'
import type { IpaProblem } from '../ipa/types.js'
import { refusesUnderStrict, type PreflightCheck } from '../ipa/rules/policy.js'
import { oneLine } from '../text/untrusted.js'
import { artifactLocation, rootUri, type PathSettings } from './artifact-location.js'
import { checkOf, linkOf, sourceOf, type CheckedIpa, type Purpose } from './checked-ipa.js'

/** The schema GitHub asks a log to name; ../shared/schemas/sarif-2.1.0.json is the same schema. */
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json'
/** GitHub refuses a run of more results; past it, the run says how many were left out. */
export const MAX_RESULTS = 25_000
/** GitHub's limit for a rule's short and full descriptions. */
const MAX_DESCRIPTION = 1024
/** A message holds a whole sentence of the inspection, with its paths: cut only if absurdly long. */
const MAX_MESSAGE = 2000

export interface SarifOptions extends PathSettings {
  purpose: Purpose
  /** The tool as the log names it: `version` is package.json's. */
  tool: { name: string; version: string; informationUri: string }
}

type SarifLevel = 'error' | 'warning'

interface SarifRule {
  id: string
  name: string
  shortDescription: { text: string }
  fullDescription: { text: string }
  help: { text: string; markdown: string }
  helpUri?: string
  defaultConfiguration: { level: SarifLevel }
  properties: Record<string, unknown>
}

interface SarifResult {
  ruleId: string
  ruleIndex: number
  level: SarifLevel
  message: { text: string }
  locations: unknown[]
  partialFingerprints: { primaryLocationLineHash: string }
}

export interface SarifLog {
  $schema: string
  version: '2.1.0'
  runs: Array<{
    tool: { driver: Record<string, unknown> & { rules: SarifRule[] } }
    originalUriBaseIds: Record<string, { uri: string }>
    results: SarifResult[]
    properties?: { resultsLeftOut: number }
  }>
}

/** The log of every IPA checked: one run, one rule per code found, one result per problem. */
export function sarifLog(ipas: readonly CheckedIpa[], options: SarifOptions): SarifLog {
  const rules: SarifRule[] = []
  const ruleIndex = new Map<string, number>()
  const results: SarifResult[] = []
  for (const ipa of ipas) {
    const seen = new Map<string, number>()
    for (const problem of ipa.problems) {
      if (!ruleIndex.has(problem.code)) {
        ruleIndex.set(problem.code, rules.length)
        rules.push(ruleOf(problem.code, checkOf(problem.code)))
      }
      const index = ruleIndex.get(problem.code) as number
      results.push(resultOf(ipa, problem, index, seen, options))
    }
  }
  const { name, version, informationUri } = options.tool
  const leftOut = Math.max(0, results.length - MAX_RESULTS)
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name, version, semanticVersion: version, informationUri, rules } },
        originalUriBaseIds: { '%SRCROOT%': { uri: rootUri(options) } },
        results: results.slice(0, MAX_RESULTS),
        ...(leftOut > 0 ? { properties: { resultsLeftOut: leftOut } } : {})
      }
    ]
  }
}

/** A rule: what the check looks at, what to do, and where Apple says so. */
function ruleOf(code: string, check: PreflightCheck): SarifRule {
  const { where, read } = sourceOf(check)
  const readOn = read ? ` (read ${read})` : ''
  const others = check.covers?.length ? check.covers.join(', ') : undefined
  const text = [
    `What to do: ${check.fix}.`,
    `Source: ${where}${readOn}.`,
    ...(others ? [`Also Apple's ${others}.`] : [])
  ].join('\n')
  const markdown = [
    `**What to do:** ${check.fix}.`,
    `**Source:** ${where}${readOn}.`,
    ...(others ? [`**Also:** ${others}.`] : [])
  ].join('\n\n')
  const helpUri = linkOf(check.source)
  return {
    id: code,
    name: code,
    shortDescription: { text: cut(check.title, MAX_DESCRIPTION) },
    fullDescription: { text: cut(`${check.title}: ${check.fix}.`, MAX_DESCRIPTION) },
    help: { text, markdown },
    ...(helpUri ? { helpUri } : {}),
    defaultConfiguration: { level: check.level === 'warn' ? 'warning' : 'error' },
    properties: {
      level: check.level,
      ...(read ? { read } : {}),
      ...(check.covers?.length ? { covers: [...check.covers] } : {}),
      tags: ['app-store', 'preflight'],
      precision: 'high',
      'problem.severity': check.level === 'warn' ? 'warning' : 'error'
    }
  }
}

/**
 * A result: at the IPA (GitHub takes a location without a region, and shows it at line 1; a
 * result with a logical location alone is refused whole), and the entry inside it. Its
 * fingerprint is the code, the entry and the bundle ID (and which of the same it is), so that the
 * same problem in the next build is the same alert; the message, which names the file, is not in it.
 */
function resultOf(
  ipa: CheckedIpa,
  problem: IpaProblem,
  ruleIndex: number,
  seen: Map<string, number>,
  options: SarifOptions
): SarifResult {
  const entry = problem.entry === undefined ? undefined : oneLine(problem.entry, MAX_MESSAGE)
  const key = [problem.code, problem.entry ?? '', ipa.bundleId ?? ''].join('\n')
  const occurrence = (seen.get(key) ?? 0) + 1
  seen.set(key, occurrence)
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 16)
  return {
    ruleId: problem.code,
    ruleIndex,
    level: refusesUnderStrict(problem, options.purpose) ? 'error' : 'warning',
    message: { text: plainMessage(problem.message) },
    locations: [
      {
        physicalLocation: { artifactLocation: artifactLocation(ipa.given, options) },
        ...(entry === undefined
          ? {}
          : {
              logicalLocations: [{ fullyQualifiedName: entry, kind: 'resource' }],
              properties: { entry }
            })
      }
    ],
    partialFingerprints: { primaryLocationLineHash: `${hash}:${occurrence}` }
  }
}

/**
 * Untrusted text as a SARIF plain-text message: one line, no control characters, no CI command,
 * and its square brackets escaped, which SARIF reads as an embedded link otherwise (§3.11.6).
 */
export function plainMessage(text: string): string {
  return oneLine(text, MAX_MESSAGE).replace(/[[\]]/g, found => `\\${found}`)
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

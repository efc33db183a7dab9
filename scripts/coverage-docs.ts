/**
 * docs/app-store-coverage.md from the list of Apple's codes (src/ipa/rules/apple-codes.ts) and the
 * policy table (src/ipa/rules/policy.ts): each code with Apple's words, the newest public report,
 * and the check of preflight that covers it (a check's `code` or one of its `covers`) or why an IPA
 * alone cannot tell. One generated block, `<!-- apple-codes:start -->` … `<!-- apple-codes:end -->`;
 * the prose around it is kept by hand.
 *
 * It fails when a listed code has a reason and a check covers it (the reason is stale), when a code
 * is neither covered nor given a reason, and when a check's code of Apple's is not in the list.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { APPLE_CODES, type AppleCode } from '../src/ipa/rules/apple-codes.js'
import { codesOf, POLICY, type PreflightCheck } from '../src/ipa/rules/policy.js'
import { cell, formatMarkdown, repoRoot, replaceBlocks } from './markdown.js'

const COVERAGE_DOC = path.join(repoRoot, 'docs', 'app-store-coverage.md')
const PAGE = 'docs/app-store-coverage.md'

/** Apple's codes look so: the checks' other codes are preflight's own names. */
const APPLE = /^ITMS-\d+$/

/** The check whose code, or one of whose covers, is this code of Apple's. */
function checkOf(code: string, policy: readonly PreflightCheck[]): PreflightCheck | undefined {
  return policy.find(check => codesOf(check).includes(code))
}

/** What keeps the list and the table from agreeing, one sentence each. */
export function coverageProblems(
  codes: readonly AppleCode[],
  policy: readonly PreflightCheck[] = POLICY
): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const listed of codes) {
    if (!APPLE.test(listed.code))
      problems.push(`${listed.code} is not a code of Apple's (ITMS-NNNNN).`)
    if (seen.has(listed.code)) problems.push(`${listed.code} is listed twice.`)
    seen.add(listed.code)
    const check = checkOf(listed.code, policy)
    if (check && listed.reason !== undefined)
      problems.push(
        `${listed.code} is checked by \`${check.code}\`, yet the list says why it is not ("${listed.reason}"): remove its reason.`
      )
    if (!check && listed.reason === undefined)
      problems.push(
        `${listed.code} is checked by no check of preflight, and the list says not why: give it a reason, or a check its code.`
      )
  }
  for (const check of policy)
    for (const code of codesOf(check).filter(each => APPLE.test(each)))
      if (!seen.has(code))
        problems.push(
          `${code}, a code of the check \`${check.code}\`, is not in src/ipa/rules/apple-codes.ts: add it, with Apple's words and the newest report.`
        )
  return problems
}

/** What preflight does of a code: the check that covers it, with its level, or why none can. */
function preflightCell(listed: AppleCode, policy: readonly PreflightCheck[]): string {
  const check = checkOf(listed.code, policy)
  if (check) return `checked: \`${check.code}\` (\`${check.level}\`)`
  return `not checked: ${listed.reason ?? ''}`
}

/** One row a code, in the order of its number. */
export function coverageTable(
  codes: readonly AppleCode[],
  policy: readonly PreflightCheck[] = POLICY
): string {
  const sorted = [...codes].sort((a, b) => a.code.localeCompare(b.code))
  const rows = sorted.map(listed => {
    const words = listed.title
      ? `**${listed.title}**${listed.words ? ` - ${listed.words}` : ''}`
      : "Apple's words not gathered yet"
    const report = listed.report ? `${listed.report.url} (${listed.report.date})` : 'none found'
    const cells = [`\`${listed.code}\``, words, report, preflightCell(listed, policy)]
    return `| ${cells.map(cell).join(' | ')} |`
  })
  const checked = sorted.filter(listed => checkOf(listed.code, policy)).length
  return [
    `${sorted.length} codes: ${checked} checked by preflight, ${sorted.length - checked} not.`,
    '',
    "| code | Apple's title and words | newest public report | preflight |",
    '| --- | --- | --- | --- |',
    ...rows
  ].join('\n')
}

/** The page with its block rewritten (formatted), and what keeps it from complete. */
export async function renderCoverageDoc(
  page: string,
  codes: readonly AppleCode[] = APPLE_CODES
): Promise<{ text: string; problems: string[] }> {
  const blocks = new Map([['apple-codes', coverageTable(codes)]])
  const { text, unknown, missing } = replaceBlocks(page, blocks)
  const problems = [
    ...coverageProblems(codes),
    ...unknown.map(name => `${PAGE} has a block <!-- ${name}:start --> that no table fills.`),
    ...missing.map(name => `${PAGE} has no <!-- ${name}:start --><!-- ${name}:end --> block.`)
  ]
  return { text: await formatMarkdown(text), problems }
}

/**
 * Rewrites docs/app-store-coverage.md, or (check) only says whether it is what the list and the
 * table make: 0 when it is, 1 when it is stale, or the list and the table disagree.
 */
export async function coverageDoc(check: boolean, file = COVERAGE_DOC): Promise<number> {
  const current = readFileSync(file, 'utf8')
  const { text, problems } = await renderCoverageDoc(current)
  for (const problem of problems) console.error(`docs: ${problem}`)
  if (problems.length > 0) return 1
  if (text === current.replace(/\r\n/g, '\n')) {
    console.log(`docs: ${PAGE} is in step with the list of Apple's codes and the policy table.`)
    return 0
  }
  if (check) {
    console.error(
      `docs: ${PAGE} is out of date with src/ipa/rules/apple-codes.ts and the policy table: run \`npm run docs\` and commit it.`
    )
    return 1
  }
  writeFileSync(file, text)
  console.log(`docs: ${PAGE} rewritten from the list of Apple's codes and the policy table.`)
  return 0
}

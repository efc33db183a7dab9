/**
 * docs/preflight.md from the policy table (src/ipa/rules/policy.ts): the levels, the archive's
 * checks and the App Store rules, each a generated block between a pair of marker comments, as in
 * the README; the prose around them is kept by hand.
 *
 *   <!-- levels:start --> … <!-- levels:end -->                    what each level does
 *   <!-- archive-checks:start --> … <!-- archive-checks:end -->    ARCHIVE_CHECKS, one row a code
 *   <!-- app-store-rules:start --> … <!-- app-store-rules:end -->  RULES, one row a code
 *
 * A new rule or check needs no more than its declaration: its row follows from it.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { ARCHIVE_CHECKS } from '../src/ipa/rules/archive-checks.js'
import { RULES } from '../src/ipa/rules/index.js'
import { codesOf, type Level, type PreflightCheck } from '../src/ipa/rules/policy.js'
import { sourceAndDate } from '../src/ipa/rules/source.js'
import { cell, formatMarkdown, repoRoot, replaceBlocks } from './markdown.js'

const PREFLIGHT_DOC = path.join(repoRoot, 'docs', 'preflight.md')

/** What each level does in each mode (src/ipa-input/ipa-file.ts), as users read it. */
export const LEVEL_MEANINGS: Record<Level, string> = {
  'not-an-ipa':
    'the file is not an IPA (or cannot be read as one): refused under `strict` and under `warn` too; only `preflight: off` sends it',
  refuse:
    'refused under `strict`; `warn` sends the IPA with a warning. An App Store rule only warns for `upload`, whose IPA is re-signed before it is submitted',
  submit:
    'checked for `submit` alone (`upload` stores unsigned IPAs, to be signed later), and refused there under `strict`',
  warn: 'a warning, never a refusal: App Store Connect takes the build'
}

function levelsTable(): string {
  const rows = Object.entries(LEVEL_MEANINGS).map(
    ([level, meaning]) => `| \`${level}\` | ${cell(meaning)} |`
  )
  return ['| level | what it does |', '| --- | --- |', ...rows].join('\n')
}

/** One row a check: its code (what `preflight-skip` takes), level, title, fix, source and date. */
function checksTable(checks: readonly PreflightCheck[]): string {
  const rows = checks.map(check => {
    const { where, read } = sourceAndDate(check.source)
    const cells = [
      codesOf(check)
        .map(code => `\`${code}\``)
        .join(', '),
      `\`${check.level}\``,
      check.title,
      check.fix,
      where,
      read ?? ''
    ]
    return `| ${cells.map(cell).join(' | ')} |`
  })
  return [
    '| code | level | what it checks | what to do | source | read |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows
  ].join('\n')
}

/** The generated blocks of docs/preflight.md, by marker name. */
function preflightBlocks(): Map<string, string> {
  return new Map([
    ['levels', levelsTable()],
    ['archive-checks', checksTable(ARCHIVE_CHECKS)],
    ['app-store-rules', checksTable(RULES)]
  ])
}

/** The page with every generated block rewritten (formatted), and what keeps it from complete. */
export async function renderPreflightDoc(
  page: string
): Promise<{ text: string; problems: string[] }> {
  const { text, unknown, missing } = replaceBlocks(page, preflightBlocks())
  const problems = [
    ...unknown.map(
      name => `docs/preflight.md has a block <!-- ${name}:start --> that no table fills.`
    ),
    ...missing.map(
      name => `docs/preflight.md has no <!-- ${name}:start --><!-- ${name}:end --> block.`
    )
  ]
  return { text: await formatMarkdown(text), problems }
}

/**
 * Rewrites docs/preflight.md from the table, or (check) only says whether it is what the table
 * makes: 0 when it is, 1 when it is stale or a block is missing.
 */
export async function preflightDoc(check: boolean, file = PREFLIGHT_DOC): Promise<number> {
  const current = readFileSync(file, 'utf8')
  const { text, problems } = await renderPreflightDoc(current)
  for (const problem of problems) console.error(`docs: ${problem}`)
  if (problems.length > 0) return 1
  if (text === current.replace(/\r\n/g, '\n')) {
    console.log('docs: docs/preflight.md is in step with the policy table.')
    return 0
  }
  if (check) {
    console.error(
      'docs: docs/preflight.md is out of date with the policy table (src/ipa/rules/archive-checks.ts and the rules of src/ipa/rules/index.ts): run `npm run docs` and commit docs/preflight.md.'
    )
    return 1
  }
  writeFileSync(file, text)
  console.log('docs: docs/preflight.md rewritten from the policy table.')
  return 0
}

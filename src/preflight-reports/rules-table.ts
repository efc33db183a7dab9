/**
 * `app-store-deploy rules`: every check of preflight with its level and source, as lines for a
 * terminal and as markdown for a summary; `rules CODE`: one check explained. From the policy table
 * (src/ipa/rules/policy.ts), as docs/preflight.md is.
 */
import { checkNamed, nearestCode, POLICY, type Level } from '../ipa/rules/policy.js'
import { md, mdCode, table } from '../text/markdown.js'
import { sourceOf } from './checked-ipa.js'

/** One check, explained: what it covers, its level, what to do, and where Apple says so. */
export interface RuleExplanation {
  code: string
  /** Apple's other codes for what the same check finds. */
  covers: string[]
  /** What it checks. */
  title: string
  level: Level
  /** What to do. */
  fix: string
  /** What Apple says, and where. */
  source: string
  /** The day the source was read, when it is Apple's. */
  read?: string
}

/** A code explained, or the nearest known code to suggest for a mistyped one. */
export type RuleLookup =
  { found: true; rule: RuleExplanation } | { found: false; asked: string; nearest?: string }

export function explainRule(code: string): RuleLookup {
  const check = checkNamed(code)
  if (!check) return { found: false, asked: code, nearest: nearestCode(code) }
  const { where, read } = sourceOf(check)
  return {
    found: true,
    rule: {
      code: check.code,
      covers: [...(check.covers ?? [])],
      title: check.title,
      level: check.level,
      fix: check.fix,
      source: where,
      ...(read ? { read } : {})
    }
  }
}

/** The lines `rules CODE` prints: a label, then its value, aligned. */
export function explanationLines(rule: RuleExplanation): string[] {
  const rows: Array<[string, string | undefined]> = [
    ['code', rule.code],
    ['also', rule.covers.length ? rule.covers.join(', ') : undefined],
    ['checks', rule.title],
    ['level', rule.level],
    ['what to do', rule.fix],
    ['source', rule.source],
    ['read', rule.read]
  ]
  return aligned(rows.filter(([, value]) => value !== undefined) as string[][])
}

/** Every check as a terminal line: code, level, source (and the day read), in columns. */
export function rulesLines(): string[] {
  const rows = POLICY.map(check => {
    const { where, read } = sourceOf(check)
    return [check.code, check.level, read ? `${where} (read ${read})` : where]
  })
  return aligned([['code', 'level', 'source'], ...rows])
}

/** Every check as a markdown table, for a job summary. */
export function rulesMarkdown(): string {
  const rows = POLICY.map(check => {
    const { where, read } = sourceOf(check)
    return [mdCode(check.code), mdCode(check.level), md(where, 1000), read ?? '']
  })
  return table(['code', 'level', 'source', 'read'], rows, { limit: POLICY.length, left: true })
}

/** Rows as lines, each column but the last padded to its widest cell. */
function aligned(rows: readonly string[][]): string[] {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map(row => (column < row.length - 1 ? (row[column]?.length ?? 0) : 0)))
  )
  return rows.map(row =>
    row
      .map((cell, column) => (column < row.length - 1 ? cell.padEnd(widths[column]) : cell))
      .join('  ')
      .trimEnd()
  )
}

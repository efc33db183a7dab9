import * as path from 'node:path'
import type { PreflightProblem } from '../commands/outcome.js'
import { plural } from '../text/format.js'
import { mdCode, mdMessage, table } from '../text/markdown.js'

/** Problems past which the table says "and N more" (the log lists the first ten, counts the rest). */
const PROBLEMS_SHOWN = 50

/**
 * The problems that refuse the IPA, one row each: Apple's code (or the check's) in its own column,
 * then the problem and its fix, without the code and the file name the log's sentence carries.
 */
export function preflightTable(problems: readonly PreflightProblem[], file?: string): string {
  const refusing = problems.filter(problem => problem.refuses)
  if (refusing.length === 0) return ''
  const name = file ? path.basename(file) : undefined
  return [
    `**${plural(refusing.length, 'problem')} that refuse the IPA**`,
    table(
      ['Code', 'Problem'],
      refusing.map(problem => [mdCode(problem.code), mdMessage(inTable(problem, name), 600)]),
      { limit: PROBLEMS_SHOWN, left: true }
    )
  ].join('\n\n')
}

/** How preflight counts the problems of an IPA: those that refuse it, and those that only warn. */
export function preflightCounts(problems: readonly PreflightProblem[]): string {
  const refusing = problems.filter(problem => problem.refuses).length
  const warning = problems.length - refusing
  if (problems.length === 0) return 'no problem found'
  const parts = [
    refusing > 0 ? `${plural(refusing, 'problem')} that refuse it` : undefined,
    warning > 0 ? plural(warning, 'warning') : undefined
  ]
  return `${parts.filter(Boolean).join(', ')} (listed above)`
}

/** A problem's sentence as a row says it: its code has a column, the file is the summary's. */
function inTable({ code, message }: PreflightProblem, file?: string): string {
  const text = file && message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message
  return text.replace(` (${code})`, '').replace(`(${code}: `, '(')
}

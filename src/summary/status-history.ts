import type { StatusChange } from '../follow-submission/wait.js'
import { formatDuration } from '../text/format.js'
import { md, mdCode, table } from '../text/markdown.js'

/** The statuses seen, each with when and how long after the first, and why the wait stopped early. */
export function statusHistory(history: readonly StatusChange[], note?: string): string[] {
  if (history.length === 0) return []
  const start = history[0].at.getTime()
  const parts = [
    '### Status history',
    table(
      ['Status', 'Seen at (UTC)', 'After'],
      history.map(change => [
        mdCode(change.status),
        change.at
          .toISOString()
          .replace('T', ' ')
          .replace(/\.\d+Z$/, ''),
        formatDuration(change.at.getTime() - start)
      ])
    )
  ]
  if (note) parts.push(`_${md(note, 400)}_`)
  return parts
}

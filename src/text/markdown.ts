import { oneLine } from './untrusted.js'

/** A markdown table whose cells are already safe markdown; long tables end with "and N more". */
export function table(
  headers: string[],
  rows: string[][],
  { limit = 50, left = false }: { limit?: number; left?: boolean } = {}
): string {
  const shown = rows.slice(0, limit)
  const lines = [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => (left ? ':--' : '---')).join(' | ')} |`,
    ...shown.map(row => `| ${row.map(cell => cell || ' ').join(' | ')} |`)
  ]
  if (rows.length > shown.length) lines.push('', `… and ${rows.length - shown.length} more.`)
  return lines.join('\n')
}

/**
 * A two-column table of label and value, skipping empty values. The first pair is the header row,
 * so the table opens with what it is about (a table with an empty header shows a blank row).
 */
export function facts(pairs: Array<[string, string | undefined]>): string {
  const rows = pairs
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([label, value]) => [md(label), value as string])
  if (rows.length === 0) return ''
  const [header, ...rest] = rows
  // Left-aligned, so the heading fact lines up with the rest instead of sitting centred.
  return table(header, rest, { left: true })
}

/** Markdown-safe text for a table cell or a line of the summary: no HTML, no links, no pipes. */
export function md(value: unknown, maxLength = 200): string {
  const text = oneLine(value === undefined || value === null ? '' : String(value), maxLength)
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '&#124;')
    .replace(/([\\`*_[\]~])/g, '\\$1')
}

/** Inline code in markdown, for ids and hashes: backticks cannot close it early. */
export function mdCode(value: unknown, maxLength = 200): string {
  const text = oneLine(String(value ?? ''), maxLength).replace(/`/g, "'")
  // No code span shows a pipe everywhere: a table cell needs `\|` (`&#124;` shows literally), which
  // shows its backslash outside tables, and after a `\` (`\\|`) ends the cell, shifting the row.
  // Plain text, where `&#124;` is a pipe in and out of tables, shows such values as they are.
  if (text.includes('|')) return md(text, maxLength)
  return text ? `\`${text}\`` : ''
}

/** Link only to http(s) URLs; anything else is shown as text. */
export function mdLink(label: string, url: string | undefined): string {
  if (!url) return md(label)
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return md(label)
    // The URL parser has percent-encoded it once already; what it leaves that would end the link
    // or break a table is encoded here, and nothing else is touched (a %2F stays a %2F).
    const target = parsed.href.replace(
      /[()|`\\<> ]/g,
      c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
    )
    return `[${md(label)}](${target})`
  } catch {
    return md(label)
  }
}

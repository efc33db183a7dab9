import { carriesSecret } from './signed-url.js'
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

/**
 * Markdown-safe text for a table cell or a line of the summary: no HTML, no links, no pipes, and
 * nothing GitHub would turn into a link by itself: that shows as code (see `withLinkablesAsCode`). Links the action means
 * to draw go through `mdLink`.
 */
export function md(value: unknown, maxLength = 200): string {
  const text = oneLine(value === undefined || value === null ? '' : String(value), maxLength)
  return withLinkablesAsCode(text)
}

/**
 * A message of the action's own for the summary (a failure, a warning): as `md`, but what it writes
 * in backticks (`api-key: ${{ secrets.X }}`, `command: status`) shows as code, not as backticks. A
 * code span can hold no link, tag or emphasis, so text from the service quoted in the message stays
 * as harmless there as anywhere.
 */
export function mdMessage(value: unknown, maxLength = 200): string {
  const text = oneLine(value === undefined || value === null ? '' : String(value), maxLength)
  return text
    .split(/(`[^`]+`)/)
    .map(part =>
      /^`[^`]+`$/.test(part) ? mdCode(part.slice(1, -1), maxLength) : withLinkablesAsCode(part)
    )
    .join('')
}

/** Text with nothing markdown or HTML would read: entities, tags, pipes, emphasis, links. */
function escaped(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '&#124;')
    .replace(/([\\`*_[\]~])/g, '\\$1')
}

/**
 * What GitHub would link by itself: `scheme://…`, `www.…`, and a word with `@` (an address, a
 * mention). A trailing full stop, comma or bracket is the sentence's, as GitHub reads it too.
 */
const LINKABLE = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s|`<>]*|[^\s|`<>@()[\]]*@[^\s|`<>]+/gi
const TRAILING = /[.,;:!?'")\]]+$/

/**
 * Escaped text whose linkable parts are inline code: a code span is never linked, by the parser or
 * by GitHub's later pass (mentions, addresses), and what a user copies from it is the text itself,
 * with no invisible character inside.
 */
function withLinkablesAsCode(text: string): string {
  let out = ''
  let last = 0
  for (const match of text.matchAll(LINKABLE)) {
    const linkable = match[0].replace(TRAILING, '')
    if (!linkable.includes('@') && !/[/.]./.test(linkable)) continue
    out += escaped(text.slice(last, match.index)) + `\`${linkable}\``
    last = match.index + linkable.length
  }
  return out + escaped(text.slice(last))
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

/**
 * Link only to http(s) URLs; anything else is shown as text, and so is a URL that carries a secret
 * (a pre-signed query, credentials): its target would show it.
 */
export function mdLink(label: string, url: string | undefined): string {
  if (!url || carriesSecret(url)) return md(label)
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return md(label)
    // The URL parser has percent-encoded it once already; what it leaves that would end the link
    // or break a table is encoded here, and nothing else is touched (a %2F stays a %2F).
    const target = parsed.href.replace(
      /[()|`\\<> ]/g,
      c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
    )
    // Inside a link's text nothing is linked again: the label needs no defusing, only escaping.
    return `[${escaped(oneLine(label, 200))}](${target})`
  } catch {
    return md(label)
  }
}

const ALERT_LABELS = { NOTE: 'ℹ️ Note', CAUTION: '⛔ Caution', WARNING: '⚠️ Warning' } as const

/**
 * The markdown with each GitHub alert's first line (`> [!WARNING]`) as a bold label, for a viewer
 * that knows no alerts (which shows the marker as it is): still a blockquote, its kind in words.
 */
export function plainAlerts(markdown: string): string {
  return markdown.replace(
    /^> \[!(NOTE|CAUTION|WARNING)\]$/gm,
    (_, kind: keyof typeof ALERT_LABELS) => `> **${ALERT_LABELS[kind]}**`
  )
}

/** A GitHub alert: a blockquote whose first line names its kind; its lines are markdown already. */
export function alert(kind: 'NOTE' | 'CAUTION' | 'WARNING', lines: string[]): string {
  return [`[!${kind}]`, ...lines].map(line => (line ? `> ${line}` : '>')).join('\n')
}

/**
 * A section folded under its title (GitHub renders `<details>`). The title is plain text: inside the
 * HTML of `<summary>` markdown is not drawn, so it is escaped as HTML. The body is any markdown, set
 * apart by blank lines so that its tables still render.
 */
export function folded(title: string, body: string): string {
  const text = oneLine(title, 200).replace(
    /[&<>"']/g,
    c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!
  )
  return ['<details>', `<summary>${text}</summary>`, '', body, '', '</details>'].join('\n')
}

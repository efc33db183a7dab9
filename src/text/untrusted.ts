/**
 * Text that comes from the service (or anything else we do not control) is untrusted: it must not be
 * able to start a workflow command in the log (a line beginning with `::`), spill over several lines,
 * or break the summary's markdown.
 */

const HTML_HINT = /<\s*(!doctype|html|head|body|title|h1|p|div|center)\b/i

/** One line of plain text: HTML reduced to its words, control characters and new lines folded. */
export function oneLine(text: string, maxLength = 300): string {
  let plain = text
  if (HTML_HINT.test(plain)) {
    const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(plain)?.[1]
    const body = plain
      .replace(/<(script|style|head)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
    plain = title && !body.includes(title.trim()) ? `${title} ${body}` : body
  }
  // Control characters, line separators and bidi overrides (which could reorder the text around them).
  // eslint-disable-next-line no-control-regex
  plain = plain.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ')
  plain = plain.replace(/\s+/g, ' ').trim()
  if (plain.length > maxLength) plain = `${plain.slice(0, maxLength - 1).trimEnd()}…`
  return neutraliseCommands(plain)
}

/** Breaks `::` so that no line of the text can be read by the runner as a workflow command. */
export function neutraliseCommands(text: string): string {
  return text.replace(/::/g, ':\u200b:')
}

/** Multi-line text safe for the log: every line neutralised, control characters dropped. */
export function safeLines(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .split('\n')
      .map(line => neutraliseCommands(line))
      .join('\n')
  )
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
  // In a table cell GitHub renders `\|` inside code as a pipe; `&#124;` would show literally.
  const text = oneLine(String(value ?? ''), maxLength)
    .replace(/`/g, "'")
    .replace(/\|/g, '\\|')
  return text ? `\`${text}\`` : ''
}

/** Link only to http(s) URLs; anything else is shown as text. */
export function mdLink(label: string, url: string | undefined): string {
  if (!url) return md(label)
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return md(label)
    return `[${md(label)}](${encodeURI(decodeURI(parsed.href)).replace(/[()]/g, c => (c === '(' ? '%28' : '%29'))})`
  } catch {
    return md(label)
  }
}

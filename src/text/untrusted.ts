import { withSignedUrlsHidden } from './signed-url.js'

/**
 * Text that comes from the service (or anything else we do not control) is untrusted: it must not be
 * able to start a workflow command in the log (a line beginning with `::`), spill over several lines,
 * break the summary's markdown, or show a pre-signed URL's query.
 */

const HTML_HINT = /<\s*(!doctype|html|head|body|title|h1|p|div|center)\b/i
/**
 * Longest stretch of a text read for its words. The snippet shown is a few hundred characters, and
 * every pass below is linear in this length, so that no answer (a 1 MiB junk page) can stall the step.
 */
const MAX_READ = 256 * 1024

/** One line of plain text: HTML reduced to its words, control characters and new lines folded. */
export function oneLine(text: string, maxLength = 300): string {
  let plain = text.length > MAX_READ ? text.slice(0, MAX_READ) : text
  if (HTML_HINT.test(plain)) {
    const title = /<title\b[^<>]{0,200}>([^<]{0,500})<\/title\s*>/i.exec(plain)?.[1]
    const body = withoutElements(plain, ['script', 'style', 'head'])
      .replace(/<[^<>]*>/g, ' ')
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
  // Before it is cut: a URL cut short could lose the name of the parameter that signs it.
  plain = withSignedUrlsHidden(plain.replace(/\s+/g, ' ').trim())
  if (plain.length > maxLength) plain = `${plain.slice(0, maxLength - 1).trimEnd()}…`
  return neutraliseCommands(plain)
}

/**
 * The HTML without these elements and what they hold (an element never closed is left as it is).
 * Linear, so that no answer can stall the step: every search starts where the last one ended, and a
 * closing tag found missing once is not looked for again (a backtracking regex took minutes on a
 * page of open tags).
 */
function withoutElements(html: string, names: string[]): string {
  const open = new RegExp(`<(${names.join('|')})\\b[^<>]*>`, 'gi')
  const neverClosed = new Set<string>()
  let kept = ''
  let from = 0
  for (let match = open.exec(html); match; match = open.exec(html)) {
    const name = match[1].toLowerCase()
    if (neverClosed.has(name)) continue
    const close = new RegExp(`</${name}\\s*>`, 'gi')
    close.lastIndex = open.lastIndex
    if (!close.exec(html)) {
      neverClosed.add(name)
      continue
    }
    kept += `${html.slice(from, match.index)} `
    from = open.lastIndex = close.lastIndex
  }
  return kept + html.slice(from)
}

/**
 * The text with each secret replaced by `***` wherever it shows: as it is, JSON-escaped (with `/` as
 * `\/` too), URL-encoded (upper- or lower-case hex) or base64 (at any alignment: a service that
 * echoes `Authorization: Bearer …` base64-encoded shifts the key within its 3-byte groups). The runner
 * masks secrets in its log, but only there: outputs, summaries and files have to be clean.
 */
export function withoutSecret(text: string, secrets: string | readonly string[]): string {
  return scrubberFor(secrets).scrub(text)
}

/** Whether the text shows a secret in one of the forms `withoutSecret` replaces. */
export function showsSecret(text: string, secrets: string | readonly string[]): boolean {
  return scrubberFor(secrets).shows(text)
}

/** `withoutSecret` and `showsSecret` with the forms worked out once, for many texts. */
export interface Scrubber {
  scrub(text: string): string
  shows(text: string): boolean
}

/** Base64 stretches shorter than this are not looked for: too likely to occur by chance. */
const MIN_BASE64_CORE = 8

let lastScrubber: { key: string; scrubber: Scrubber } | undefined

export function scrubberFor(secrets: string | readonly string[]): Scrubber {
  const list = typeof secrets === 'string' ? [secrets] : secrets
  const key = JSON.stringify(list)
  if (lastScrubber?.key === key) return lastScrubber.scrubber
  const forms = secretForms(list)
  const scrubber: Scrubber = {
    scrub: text => {
      let result = text
      for (const form of forms) if (result.includes(form)) result = result.split(form).join('***')
      return result
    },
    shows: text => forms.some(form => text.includes(form))
  }
  lastScrubber = { key, scrubber }
  return scrubber
}

function secretForms(secrets: readonly string[]): string[] {
  const forms = secrets
    .filter(secret => secret.length > 0)
    .flatMap(secret => {
      const escaped = JSON.stringify(secret).slice(1, -1)
      const encoded = encodeURIComponent(secret)
      return [
        secret,
        escaped,
        escaped.replace(/\//g, '\\/'),
        encoded,
        encoded.replace(/%[0-9A-F]{2}/g, hex => hex.toLowerCase()),
        ...base64Forms(secret)
      ]
    })
  // Longest first, so that no form is cut by a shorter one it contains.
  return [...new Set(forms)].sort((a, b) => b.length - a.length)
}

/**
 * The secret base64-encoded on its own (with its padding), and the characters that only its bytes
 * decide when 0, 1 or 2 other bytes come before it: whatever surrounds it, its encoding holds one.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret)
  const forms = [bytes.toString('base64')]
  for (const offset of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64')
    const start = Math.ceil((offset * 8) / 6)
    const end = Math.floor(((offset + bytes.length) * 8) / 6)
    const core = encoded.slice(start, end)
    if (core.length >= MIN_BASE64_CORE) forms.push(core)
  }
  return forms
}

/**
 * Breaks `::` and `##[` so that no line of the text can be read by the runner as a workflow command:
 * `::name::` counts at the start of a line, but the legacy `##[name]` anywhere in it (`##[set-output …]`
 * would set an output, `##[stop-commands]` silence the step's own commands), and Azure Pipelines'
 * `##vso[name]` anywhere in a line of stdout or stderr (`##vso[task.setvariable …]` would set a
 * variable of later steps, `##vso[task.prependpath]` their PATH). A `::` inside a URL
 * (`http://[::1]:8787`) is left whole, so that the URL still works when copied: a URL starts with
 * its scheme, so none of its `::` can start a line.
 */
export function neutraliseCommands(text: string): string {
  return withoutAnywhereCommands(
    text.replace(URL_OR_COLONS, found => (found === '::' ? ':\u200b:' : found))
  )
}

/** `##[` and `##vso[` broken, the commands a runner or an agent finds anywhere in a line. */
export function withoutAnywhereCommands(text: string): string {
  return text.replace(ANYWHERE_COMMAND, found => `##\u200b${found.slice(2)}`)
}

/**
 * A JSON document in which no line holds `##[` or `##vso[`, and which parses to the same value: such
 * a `#` can only be inside a string, where `\u0023` is the same character.
 */
export function jsonWithoutCommands(json: string): string {
  return json.replace(ANYWHERE_COMMAND, found => `\\u0023${found.slice(1)}`)
}

const ANYWHERE_COMMAND = /##(vso)?\[/gi

/**
 * A value on one line, as a line of a log or of a dotenv file holds it: each run of line breaks and
 * other control characters (a terminal's escapes, GitLab's section markers begin with one) is a
 * space; a tab and everything else are kept.
 */
export function oneLineOfControls(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
}

/** A URL (its scheme, `//`, and what follows up to a space), or a `::` outside one. */
const URL_OR_COLONS = /\b[a-z][a-z0-9+.-]*:\/\/[^\s]*|::/gi

/** Multi-line text safe for the log: every line neutralised, control characters dropped, signed URLs hidden. */
export function safeLines(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .split('\n')
      .map(line => neutraliseCommands(withSignedUrlsHidden(line)))
      .join('\n')
  )
}

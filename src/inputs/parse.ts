/** Parsers for input values. Each throws an InputProblem naming what was wrong and what to do. */

export class InputProblem extends Error {
  constructor(
    readonly input: string,
    /** What is wrong and what to do, after the input's name: `is '2d', which is not a duration…`. */
    readonly problem: string
  ) {
    super(`Input '${input}' ${problem}`)
    this.name = 'InputProblem'
  }
}

/** Splits a list written with commas, spaces or new lines. */
export function splitList(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map(item => item.trim())
    .filter(item => item.length > 0)
}

/** A name the user chooses, such as a release's tag: one line of printable characters. */
export function parseLabel(input: string, value: string, max = 200): string {
  if (value.length > max) {
    throw new InputProblem(
      input,
      `is ${value.length} characters long: give at most ${max}, e.g. the release's tag.`
    )
  }
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f]/.test(value)) {
    throw new InputProblem(
      input,
      "holds a line break or a control character: give one line, e.g. the release's tag."
    )
  }
  return value
}

const DURATION = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/

/** `900` (seconds), `90s`, `30m`, `2h`, `1h30m` → milliseconds. */
export function parseDuration(input: string, value: string): number {
  const text = value.trim().toLowerCase()
  let seconds: number | undefined
  if (/^\d+$/.test(text)) seconds = Number(text)
  else {
    const match = DURATION.exec(text)
    if (match && text !== '') {
      const [, h, m, s] = match
      seconds = Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0)
    }
  }
  if (seconds === undefined) {
    throw new InputProblem(
      input,
      `is '${value}', which is not a duration: write seconds (900) or a duration such as 90s, 30m or 2h.`
    )
  }
  if (seconds <= 0) throw new InputProblem(input, `must be longer than zero (got '${value}').`)
  if (seconds > 24 * 3600) throw new InputProblem(input, `is '${value}': at most 24h is allowed.`)
  return seconds * 1000
}

export function parseBoolean(input: string, value: string): boolean {
  const text = value.trim().toLowerCase()
  if (['true', 'yes', 'on', '1'].includes(text)) return true
  if (['false', 'no', 'off', '0'].includes(text)) return false
  throw new InputProblem(input, `is '${value}': write true or false.`)
}

export function parseInteger(
  input: string,
  value: string,
  { min, max, what }: { min: number; max: number; what: string }
): number {
  const text = value.trim()
  if (!/^[+-]?\d+$/.test(text)) {
    throw new InputProblem(input, `is '${value}', which is not a whole number: give ${what}.`)
  }
  const number = Number(text)
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    throw new InputProblem(input, `is ${text}, out of range: give ${what} from ${min} to ${max}.`)
  }
  return number
}

/** The simple shape that mail providers and the service accept: local@domain.tld, no spaces. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

/**
 * One address as written: bare (`release@example.com`), or with a display name
 * (`Release Team <release@example.com>`, `"Team, Release" <release@example.com>`), of which the
 * service takes the address alone. A name holds no `@`, so `a@example.com Release <r@example.com>`
 * is two addresses.
 */
const EMAIL_ENTRY = /(?:"[^"\n]*"|[^\s,;<>@"][^,;<>@"\n]*?)?\s*<([^<>\n]*)>|[^\s,;]+/g

/**
 * The addresses, in the order given, once each. One written again in another case only is dropped
 * too (mail providers take an address in any case: it would get every mail twice), and `note` told.
 */
export function parseEmails(
  input: string,
  value: string,
  note?: (input: string, problem: string) => void
): string[] {
  const entries = [...value.matchAll(EMAIL_ENTRY)].map(([entry, address]) => ({
    entry: entry.trim(),
    address: (address ?? entry).trim()
  }))
  const bad = entries.filter(({ address }) => !EMAIL.test(address) || address.length > 254)
  if (bad.length > 0) {
    throw new InputProblem(
      input,
      `has ${bad.length === 1 ? 'an address that is' : 'addresses that are'} not valid: ${bad
        .map(b => `'${b.entry}'`)
        .join(
          ', '
        )}. Separate addresses with commas, spaces or new lines; a name goes before its address in angle brackets: Release Team <release@example.com>.`
    )
  }
  const seen = new Map<string, string>()
  const caseOnly: string[] = []
  for (const { address } of entries) {
    const first = seen.get(address.toLowerCase())
    if (first === undefined) seen.set(address.toLowerCase(), address)
    else if (first !== address) caseOnly.push(`${address} (as ${first})`)
  }
  if (caseOnly.length > 0)
    note?.(
      input,
      `names ${caseOnly.length === 1 ? 'an address' : 'addresses'} again in another case only: ${caseOnly.join(', ')}. Each address is sent once, as first written.`
    )
  return [...seen.values()]
}

export function parseHttpUrl(input: string, value: string): URL {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new InputProblem(input, `is '${value}', which is not a URL: give an https:// address.`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InputProblem(
      input,
      `uses '${url.protocol}', which the service cannot fetch: give an http:// or https:// address.`
    )
  }
  return url
}

/**
 * Hosts for which plain http is allowed: local emulators and test servers. Names other than
 * `localhost` are not taken on trust (`x.localhost` may well go to DNS): loopback addresses only.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return (
    host === 'localhost' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '::1' ||
    /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(host)
  )
}

/** A real calendar day written YYYY-MM-DD. */
export function parseDay(input: string, value: string): string {
  const text = value.trim()
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : undefined
  if (!match || !date || date.toISOString().slice(0, 10) !== text) {
    throw new InputProblem(
      input,
      `is '${value}', which is not a calendar day: write YYYY-MM-DD, e.g. 2026-11-21.`
    )
  }
  return text
}

export const DAY_MS = 24 * 3600 * 1000

/** Yesterday in UTC, YYYY-MM-DD: the last full day of analytics. */
export function yesterdayUtc(now = new Date()): string {
  return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10)
}

/** Ids of records the service gave us: printable, no path separators. */
export function parseIds(input: string, value: string): string[] {
  const ids = splitList(value)
  const bad = ids.filter(id => !/^[A-Za-z0-9._:@~-]{1,200}$/.test(id))
  if (bad.length > 0) {
    throw new InputProblem(
      input,
      `has ids that cannot be ids: ${bad.map(b => `'${b}'`).join(', ')}. Use the ids from list-ipas, separated by commas, spaces or new lines.`
    )
  }
  return [...new Set(ids)]
}

/** Checks of request bodies and parameters; each failure is an HttpProblem the server answers with. */

/** An error the emulator answers as `{status, error}`. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {}
  ) {
    super(message)
  }
}

export const invalid = (message: string): HttpProblem => new HttpProblem(422, message)

const INT32_MIN = -(2 ** 31)
const INT32_MAX = 2 ** 31 - 1
const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `value` as an object with only `allowed` keys; `where` names it in messages. */
export function objectWith(
  value: unknown,
  allowed: string[],
  where: string
): Record<string, unknown> {
  if (!isObject(value)) throw invalid(`${where} must be a JSON object`)
  const unexpected = Object.keys(value).filter(key => !allowed.includes(key))
  if (unexpected.length > 0) {
    const prefix = where === 'the body' ? '' : `${where}.`
    throw invalid(
      `unexpected field ${unexpected.map(key => `'${prefix}${key}'`).join(', ')} in ${where}; expected only ${allowed.map(key => `'${prefix}${key}'`).join(', ')}`
    )
  }
  return value
}

export function httpUrl(value: unknown, name: string): string {
  if (typeof value !== 'string') throw invalid(`${name} must be a string holding an http(s) URL`)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw invalid(`${name} must be an http(s) URL, got '${value}'`)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw invalid(`${name} must be an http(s) URL, got '${value}'`)
  }
  return value
}

/** A JSON team_id: a number that is an integer within int32. */
export function teamIdFromJson(value: unknown): number {
  if (value === undefined) throw invalid('team_id is required')
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw invalid(`team_id must be an integer, got ${JSON.stringify(value)}`)
  }
  return inInt32(value)
}

/** A multipart team_id: the canonical decimal text of an int32 ("42", "-7"; not "042", "+42", " 42"). */
export function teamIdFromText(text: string | undefined): number {
  if (text === undefined) throw invalid("team_id is required (a text part named 'team_id')")
  if (!/^-?(0|[1-9]\d*)$/.test(text) || text === '-0') {
    throw invalid(`team_id must be an integer written in plain digits, got '${text}'`)
  }
  return inInt32(Number(text))
}

function inInt32(value: number): number {
  if (value < INT32_MIN || value > INT32_MAX) {
    throw invalid(
      `team_id must be a 32-bit signed integer (${INT32_MIN} to ${INT32_MAX}), got ${value}`
    )
  }
  return value
}

export function knownTeam(teamId: number, known: number[]): number {
  if (known.includes(teamId)) return teamId
  const list = known.length > 0 ? `known team ids: ${known.join(', ')}` : 'no teams are configured'
  throw invalid(`team_id ${teamId} is not one of your teams (${list})`)
}

/** Comma-separated e-mail addresses, blanks around each allowed; returns the text as given. */
export function notifyEmails(value: unknown, name: string): string {
  if (typeof value !== 'string')
    throw invalid(`${name} must be a string of comma-separated e-mail addresses`)
  for (const item of value.split(',')) {
    const address = item.trim()
    if (!EMAIL.test(address)) {
      throw invalid(
        `${name} must be a comma-separated list of e-mail addresses; ${address === '' ? 'an entry is empty' : `'${address}' is not one`}`
      )
    }
  }
  return value
}

/** A bracketed list of country codes: ["USA","DEU"] or [USA,DEU]; `[]` means no restriction. */
export function countryCodes(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined
  const trimmed = text.trim()
  const problem = invalid(
    `country_iso_codes must be a bracketed list of three-letter codes such as ["USA","DEU"], got '${text}'`
  )
  if (!trimmed.startsWith('[') || !trimmed.endsWith(']')) throw problem
  const inner = trimmed.slice(1, -1).trim()
  if (inner === '') return undefined
  return inner.split(',').map(item => {
    const code = item.trim().replace(/^"(.*)"$/, '$1')
    if (!/^[A-Z]{3}$/.test(code)) throw problem
    return code
  })
}

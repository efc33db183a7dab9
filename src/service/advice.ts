/**
 * What to do about a failure, with the settings it names kept apart: the service layer knows what a
 * setting is for (the service's address, the request timeout), not how a user gives it. Each adapter
 * spells them as its inputs (`base-url`, `--base-url`); a message written here spells them in plain
 * words (`the base URL`), which read well in any log.
 */

/** The settings the service layer knows of, by neutral keys. */
export type Setting = 'baseUrl' | 'apiKey' | 'requestTimeout' | 'retryCount' | 'fileUrl'

/** One piece of advice: text, and the settings it names where they go. */
export type Advice = readonly (string | { setting: Setting })[]

/** The settings, to name in an `advice` template: advice`check ${BASE_URL}`. */
export const BASE_URL = { setting: 'baseUrl' } as const
export const API_KEY = { setting: 'apiKey' } as const
export const REQUEST_TIMEOUT = { setting: 'requestTimeout' } as const
export const RETRY_COUNT = { setting: 'retryCount' } as const
export const FILE_URL = { setting: 'fileUrl' } as const

/** Advice from a template: its strings are text, a setting stays apart, any other value is text. */
export function advice(
  strings: TemplateStringsArray,
  ...values: (string | number | { setting: Setting })[]
): Advice {
  const parts: (string | { setting: Setting })[] = []
  const text = (piece: string): void => {
    if (!piece) return
    const last = parts.length - 1
    if (typeof parts[last] === 'string') parts[last] += piece
    else parts.push(piece)
  }
  strings.forEach((piece, i) => {
    text(piece)
    if (i >= values.length) return
    const value = values[i]
    if (typeof value === 'object') parts.push(value)
    else text(String(value))
  })
  return parts
}

/** How the service layer's own messages name the settings. */
const PLAIN_WORDS: Readonly<Record<Setting, string>> = {
  baseUrl: 'the base URL',
  apiKey: 'the API key',
  requestTimeout: 'the request timeout',
  retryCount: 'the retry count',
  fileUrl: 'its URL'
}

/** The advice as text, each setting named by `name`: plain words unless told otherwise. */
export function adviceText(
  advice: Advice,
  name: (setting: Setting) => string = setting => PLAIN_WORDS[setting]
): string {
  return advice.map(part => (typeof part === 'string' ? part : name(part.setting))).join('')
}

/** The settings an advice names, in order, each once. */
export function settingsOf(advice: Advice): Setting[] {
  const named = advice.flatMap(part => (typeof part === 'string' ? [] : [part.setting]))
  return [...new Set(named)]
}

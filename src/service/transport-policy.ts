import type { TransportResponse } from './transport-types.js'

/** What the transport decides about a failed attempt: whether to send it again, and where redirects go. */

/** One attempt's answer, before the attempts are counted. */
export type Answer = Omit<TransportResponse, 'attempts'>

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/**
 * Failures after which the service cannot have answered, so that sending again may help. Anything
 * else (TLS trust, a bad URL or header, an unreadable body) would fail the same way again.
 */
const RETRYABLE_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'EAI_AGAIN',
  'ENOTFOUND',
  'ERR_STREAM_PREMATURE_CLOSE'
])

/** Why one attempt got no complete answer. */
export class AttemptFailure extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retryable: boolean,
    /** The status of an answer that began but did not end. */
    readonly status?: number
  ) {
    super(message)
  }
}

export function isRetryableStatus(status: number): boolean {
  // 501 and 505 say what the server cannot do, not that it is busy: sending again cannot help.
  if (status === 501 || status === 505) return false
  return status === 408 || status === 429 || status >= 500
}

export function redirectTarget(from: URL, answer: Answer): URL | undefined {
  const location = answer.headers.location
  if (!REDIRECT_STATUSES.has(answer.status) || !location) return undefined
  let to: URL
  try {
    to = new URL(location, from)
  } catch {
    return undefined
  }
  const allowed = to.protocol === 'https:' || (to.protocol === 'http:' && from.protocol === 'http:')
  return allowed ? to : undefined
}

/** Seconds, or an HTTP date; undefined when neither. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // Date.parse takes nearly anything; an HTTP date starts with the day's name.
  const date = /^[A-Za-z]/.test(text) ? Date.parse(text) : NaN
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

export function asFailure(error: unknown): AttemptFailure {
  if (error instanceof AttemptFailure) return error
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? 'ERR_UNKNOWN'
  const text = error instanceof Error ? error.message : String(error)
  const message = text.includes(code) ? text : `${text} (${code})`
  return new AttemptFailure(message, code, RETRYABLE_CODES.has(code))
}

/** The URL without credentials or query, which may carry signatures: safe for logs and errors. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.origin}${parsed.pathname}`
  } catch {
    return '(an invalid URL)'
  }
}

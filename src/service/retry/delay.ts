import type { AttemptAnswer } from '../transport-policy.js'

/**
 * How long a retry waits: the backoff, growing and jittered, and the Retry-After a 429 or a 503 asks
 * for, each bounded (see retryDelay).
 */

/** The longest retry delay outside a wait (see TransportOptions.maxRetryDelayMs). */
export const DEFAULT_MAX_RETRY_DELAY_MS = 60_000
/** The first retry's backoff, doubled at each retry after it. */
export const DEFAULT_RETRY_BASE_DELAY_MS = 1_000

/** Seconds, or an HTTP date; undefined when neither (a negative number, garbage). */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const text = value.trim()
  // Twelve digits are 30,000 years: anything longer is as good as never.
  if (/^\d+$/.test(text)) return text.length > 12 ? Number.MAX_SAFE_INTEGER : Number(text) * 1000
  // Date.parse takes nearly anything; an HTTP date starts with the day's name.
  const date = /^[A-Za-z]/.test(text) ? Date.parse(text) : NaN
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** The delay a 429 or a 503 asks for with Retry-After; undefined for any other answer, or none. */
export function askedDelayMs(answer: AttemptAnswer, now = Date.now()): number | undefined {
  if (answer.status !== 429 && answer.status !== 503) return undefined
  return retryAfterMs(headerText(answer.headers['retry-after']), now)
}

/** Why a retry is not sent: the waiting would be over by the time it could go. */
export const NO_TIME_FOR_A_RETRY = 'the waiting would end before the next attempt'

/** How long to wait before the next attempt, or why there is none. */
type RetryDelay = { ms: number } | { refused: string }

/**
 * The delay before attempt `retry + 1`: a Retry-After (of a 429 or 503) if there is one, else a
 * growing, jittered backoff capped at `capMs`. With a deadline (a status poll), no delay that passes
 * it is taken; without one, a Retry-After longer than `capMs` is not waited for.
 */
export function retryDelay({
  retry,
  askedMs: asked,
  capMs,
  baseMs,
  deadline,
  now = Date.now(),
  random = Math.random
}: {
  retry: number
  /** The delay the answer asked for (see askedDelayMs). */
  askedMs?: number
  capMs: number
  baseMs: number
  deadline?: number
  now?: number
  random?: () => number
}): RetryDelay {
  const left = deadline === undefined ? undefined : deadline - now
  if (asked !== undefined) {
    const ask = `the service asked to be sent this again in ${delayText(asked)} (Retry-After)`
    if (left !== undefined && asked > left) return { refused: `${ask}, after the waiting ends` }
    if (left === undefined && asked > capMs) {
      return {
        refused: `${ask}, longer than the ${delayText(capMs)} waited at most between attempts`
      }
    }
    return { ms: Math.round(asked) }
  }
  const backoff = Math.round(
    Math.min(Math.max(0, baseMs * 2 ** (retry - 1) * (0.5 + random())), capMs)
  )
  if (left !== undefined && backoff > left) {
    return { refused: NO_TIME_FOR_A_RETRY }
  }
  return { ms: backoff }
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** `45 s`, `3 min`, `24 h`: a delay in a message. */
export function delayText(ms: number): string {
  const seconds = Math.round(ms / 1000)
  if (seconds < 120) return `${seconds} s`
  if (seconds < 2 * 3600) return `${Math.round(seconds / 60)} min`
  return `${Math.round(seconds / 3600)} h`
}

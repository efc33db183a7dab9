import { delayText } from './delay.js'
import type { AttemptOutcome } from './verdict.js'

/**
 * The service's rate limit: a 429 with a Retry-After of a second or more holds every request of the
 * run until then (the Pause holds them; see pause.ts). How its waits count, decided here:
 * - not against `retries`: a hold is the service saying when to come back, not a failure, and it
 *   did nothing (verdict.ts), so the attempt after it keeps its number (nextAttempt). A fleet of 200
 *   apps that a limit holds many times goes on until each is through;
 * - against a bound of their own instead, RATE_LIMIT_PATIENCE_MS: a Retry-After longer than it is
 *   not waited for at all, and the run is held no longer than it without one answer getting through
 *   (a service that answers 429 for ever). The request then fails with the 429, the service's words,
 *   and why it was not sent again (heldTooLong: the hint is the adapter's advice);
 * - against a status poll's deadline as any wait is: the wait's end (`wait-timeout`) is the user's
 *   bound, and a hold that passes it is not taken (delay.ts).
 * A 429 with `Retry-After: 0`, or none, holds nothing: it is a retry as any other, counted.
 */

/** The longest the service's rate limit may hold the run without letting a request through. */
export const RATE_LIMIT_PATIENCE_MS = 10 * 60_000

/** How often the service's rate limit held the run, and how long in all (the holds' union). */
export interface RateLimitWaits {
  waits: number
  waitedMs: number
}

/** A 429 that names when to come back, a second or more away: the service's rate limit holds the run. */
export function isRateLimitHold({ status, retryAfterMs }: AttemptOutcome): boolean {
  return status === 429 && retryAfterMs !== undefined && retryAfterMs > 0
}

/** The number of the attempt after `outcome`: a rate limit's hold does not count against `retries`. */
export function nextAttempt(attempt: number, outcome: AttemptOutcome): number {
  return isRateLimitHold(outcome) ? attempt : attempt + 1
}

/** The holds of one run, counted, and bounded by RATE_LIMIT_PATIENCE_MS. Times are epoch ms. */
export class RateLimitHolds {
  private until = 0
  private waits = 0
  private waitedMs = 0
  /** When the run was first held since an answer last got through; undefined when none holds it. */
  private heldSince: number | undefined

  constructor(private readonly patienceMs = RATE_LIMIT_PATIENCE_MS) {}

  /** Why a hold of `ms` from `now` is not waited for; undefined when it is. */
  refusal(ms: number, now = Date.now()): string | undefined {
    const patience = delayText(this.patienceMs)
    if (ms > this.patienceMs)
      return `the service's rate limit asked to hold the run for ${delayText(ms)} (Retry-After), longer than the ${patience} it is waited for at most`
    const since = this.heldSince ?? now
    if (now + ms - since <= this.patienceMs) return undefined
    return `the service's rate limit has held the run for ${delayText(now - since)} without letting a request through, and asked for ${delayText(ms)} more (Retry-After): it is waited for ${patience} at most`
  }

  /** A hold of `ms` from `now`, counted; true when it starts a hold (none was running). */
  hold(ms: number, now = Date.now()): boolean {
    const starts = now >= this.until
    if (starts) this.waits += 1
    this.waitedMs += Math.max(0, now + ms - Math.max(this.until, now))
    this.until = Math.max(this.until, now + ms)
    this.heldSince ??= now
    return starts
  }

  /** An answer other than a hold came: the limit lets requests through. */
  through(): void {
    this.heldSince = undefined
  }

  get counts(): RateLimitWaits {
    return { waits: this.waits, waitedMs: this.waitedMs }
  }
}

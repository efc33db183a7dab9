import type { TransportOptions } from '../transport-types.js'

/**
 * How far apart the attempts a pause held go once it ends. One second: the unit Retry-After counts
 * in, so a service that has just said it is busy gets them back at most one a second, not all in
 * the instant it named; the few creates and polls of a fleet in flight (N) are all back within
 * N − 1 s of the end, little beside a pause that is itself counted in seconds.
 */
export const TURN_SPACING_MS = 1_000

/**
 * What the service asked of all requests. A 429, or a 503 with Retry-After, to any request of a
 * transport pauses every attempt of it until then: the requests of a fleet share one transport, and
 * sending the others on to a service that said it is busy would only earn more of them. Once the
 * pause ends, the attempts it held, and those the service put off itself, go one at a time,
 * TURN_SPACING_MS apart, not in a burst. An attempt that no pause holds is never delayed. Times are
 * absolute (epoch ms), so an attempt that already waited for a time is not made to wait for it twice.
 */
export class Pause {
  /** When the pause ends; in the past when there is none. */
  private until = 0
  /** The earliest the next held attempt may go. */
  private nextTurn = 0

  constructor(
    private readonly sleep: NonNullable<TransportOptions['sleep']>,
    /** A longer Retry-After is not waited for (see retryDelay): it pauses nothing either. */
    private readonly capMs: number
  ) {}

  /**
   * An answer asked to be sent again in `ms`: no attempt starts before then. `capMs`: the longest
   * such an answer is waited for (a rate limit's hold has its own: see rate-limit.ts).
   */
  ask(ms: number, now = Date.now(), capMs = this.capMs): void {
    if (ms <= capMs) this.until = Math.max(this.until, now + ms)
  }

  /**
   * When an attempt that would start at `from` may start. One that would start in the pause, or that
   * the service put off itself (`putOff`: by a Retry-After of its own), is held and takes the next
   * turn; a turn at or after `lastEnd` is not taken (its attempt cannot start then: the caller says
   * so).
   */
  turn(from: number, { putOff = false, lastEnd = Infinity } = {}): number {
    if (!putOff && from >= this.until) return from
    const at = Math.max(this.until, this.nextTurn, from)
    if (at < lastEnd) this.nextTurn = at + TURN_SPACING_MS
    return at
  }

  /**
   * Waits from `now` (the time its caller has waited up to) until `at`, a time `turn` gave, then
   * again for any pause asked meanwhile; resolves with the time the attempt may start. It does not
   * wait for a time at or after `lastEnd`, nor once `signal` is aborted: its caller looks.
   */
  async wait(
    now: number,
    at: number,
    { lastEnd = Infinity, signal }: { lastEnd?: number; signal?: AbortSignal } = {}
  ): Promise<number> {
    for (;;) {
      if (at >= lastEnd || signal?.aborted) return at
      if (at > now) await this.sleep(at - now, signal)
      if (signal?.aborted) return at
      const next = this.turn(at, { lastEnd })
      if (next === at) return at
      now = at
      at = next
    }
  }
}

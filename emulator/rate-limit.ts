import type { EmulatorConfig, FaultKind } from './types.js'

/**
 * The service's rate limit (EmulatorConfig.rateLimit): at most `requests` requests per API key in
 * each window of `windowSeconds`, counted across connections and processes (the emulator is one
 * service, whoever asks it). A window starts with its key's first request; a request past the limit
 * is answered 429 with the seconds until the window ends (Retry-After), is not acted on, and does
 * not count.
 */
export class RateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>()

  clear(): void {
    this.windows.clear()
  }

  /** The 429 of a request of `key` at `now` past the limit; undefined when it may go on (it counts). */
  take(
    limit: EmulatorConfig['rateLimit'],
    key: string | undefined,
    now = Date.now()
  ): FaultKind | undefined {
    if (!limit || key === undefined) return undefined
    const windowMs = limit.windowSeconds * 1000
    let window = this.windows.get(key)
    if (!window || now >= window.start + windowMs) {
      window = { start: now, count: 0 }
      this.windows.set(key, window)
    }
    if (window.count < limit.requests) {
      window.count += 1
      return undefined
    }
    // Whole seconds, rounded up: sent again after that long, it finds a new window.
    const seconds = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000))
    const error = `Rate limit exceeded: ${limit.requests} requests per ${limit.windowSeconds} s for this API key; try again in ${seconds} s`
    return {
      type: 'status',
      status: 429,
      body: JSON.stringify({ status: 429, error }),
      contentType: 'application/json; charset=utf-8',
      headers: { 'Retry-After': String(seconds) }
    }
  }
}

/** The API key a request presents (its bearer credential), whichever key it is. */
export function presentedKey(authorization: string | undefined): string | undefined {
  return /^Bearer (.+)$/i.exec(authorization ?? '')?.[1]
}

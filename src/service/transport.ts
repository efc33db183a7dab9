import { getProxyUrl } from '@actions/http-client/lib/proxy'
import { Agents } from './agents.js'
import { exchange } from './exchange.js'
import { redirected, requestHeaders, scrubber } from './request-headers.js'
import { MAX_RESPONSE_BYTES as DEFAULT_MAX_RESPONSE_BYTES } from './json-limits.js'
import {
  askedDelayMs,
  DEFAULT_MAX_RETRY_DELAY_MS,
  DEFAULT_RETRY_BASE_DELAY_MS,
  isRateLimitHold,
  judge,
  mayHaveActed,
  nextAttempt,
  NO_TIME_FOR_A_RETRY,
  Pause,
  RATE_LIMIT_PATIENCE_MS,
  RateLimitHolds,
  retryDelay,
  type AttemptOutcome,
  type RateLimitWaits
} from './retry/index.js'
import { sleep } from './sleep.js'
import {
  AttemptFailure,
  asFailure,
  viaProxy,
  redact,
  redirectTarget,
  type AttemptAnswer
} from './transport-policy.js'
import {
  TransportError,
  type TransportOptions,
  type TransportRequest,
  type TransportResponse
} from './transport-types.js'

const MAX_REDIRECTS = 5

/**
 * Sends one request, retried when that is safe, through the proxy that the runner's environment
 * names (HTTPS_PROXY, HTTP_PROXY, NO_PROXY). Streams bodies of any size with flat memory. Every
 * attempt is bounded in time (`requestTimeoutMs`, between bytes and in all) and in what it reads
 * (`maxResponseBytes`), and every retry delay by `maxRetryDelayMs` or the request's deadline. A 429,
 * or a 503 with Retry-After, to one request pauses them all until then, its held attempts let go one
 * at a time after (see Pause): requests sent side by side share one transport. A 429 with
 * Retry-After is the service's rate limit: its holds are counted, and bounded (see rate-limit.ts).
 */
export class Transport {
  private readonly agents: Agents
  private readonly pause: Pause
  private readonly holds = new RateLimitHolds()

  constructor(private readonly options: TransportOptions) {
    this.agents = new Agents()
    const capMs = options.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS
    this.pause = new Pause(options.sleep ?? sleep, capMs)
  }

  /** How often the service's rate limit held this transport's requests, and how long in all. */
  rateLimitWaits(): RateLimitWaits {
    return this.holds.counts
  }

  /** The retries a request may take: the transport's, or fewer when the request says so. */
  private retriesOf({ maxRetries }: Pick<TransportRequest, 'maxRetries'>): number {
    return Math.max(0, Math.floor(Math.min(this.options.retries, maxRetries ?? Infinity)))
  }

  async send(request: TransportRequest): Promise<TransportResponse> {
    const scrub = scrubber(request)
    const url = scrub(redact(request.url))
    const { method } = request
    const lastEnd = this.lastEndOf(request)
    let earlierMayHaveActed = false
    // When the wait before this attempt ended (absolute: see Pause).
    let waited: number | undefined
    // A rate limit's hold keeps the attempt's number (nextAttempt): it is no retry.
    for (let attempt = request.firstAttempt ?? 1; ;) {
      if (request.signal?.aborted) {
        throw new TransportError(`${method} ${url}: cancelled`, 'ABORT_ERR', attempt - 1)
      }
      let answer: AttemptAnswer | undefined
      let failure: AttemptFailure | undefined
      try {
        answer = await this.follow(request, lastEnd, scrub, waited)
      } catch (error) {
        failure = asFailure(error)
      }
      const outcome = outcomeOf(method, answer, failure)
      this.heed(outcome, request)
      const giveUp = (why = '', heldTooLong?: boolean): TransportResponse => {
        if (answer) {
          const notRetried = why || undefined
          const response = { ...answer, attempts: attempt, outcome, earlierMayHaveActed }
          return { ...response, notRetried, heldTooLong }
        }
        throw new TransportError(
          scrub(`${method} ${url}: ${failure?.message}${why ? `; not sent again: ${why}` : ''}`),
          failure?.code ?? 'ERR_UNKNOWN',
          attempt,
          // A GET that broke off did nothing: only a request that changes something says what began.
          method === 'GET' ? undefined : failure?.status,
          outcome,
          { method, url, proxy: failure?.proxy, tooSlow: failure?.tooSlow, tls: failure?.tls }
        )
      }
      // A POST goes once: whether to send it again is its caller's to decide (beforeResend).
      // Only a Retry-After can be refused here (a create has no deadline): said with the answer.
      if (method === 'POST') {
        if (outcome.retryAfterMs === undefined) return giveUp()
        const delay = this.delayBefore(attempt, outcome, request)
        return 'ms' in delay ? giveUp() : giveUp(delay.refused, delay.heldTooLong)
      }
      const held = isRateLimitHold(outcome)
      if (judge(outcome) !== 'send-again' || (!held && attempt > this.retriesOf(request)))
        return giveUp()
      earlierMayHaveActed ||= mayHaveActed(outcome)
      const resend = await this.resend(attempt, outcome, request)
      if (resend.refused !== undefined) return giveUp(resend.refused, resend.heldTooLong)
      waited = resend.at
      attempt = nextAttempt(attempt, outcome)
    }
  }

  /**
   * What an answer says to every request: a 429 with Retry-After holds them all, counted and told
   * once per hold (onHold), unless it is held too long (rate-limit.ts); a Retry-After of a 503
   * pauses them; any other answer got through the rate limit.
   */
  private heed(outcome: AttemptOutcome, request: Resent): void {
    const ms = outcome.retryAfterMs
    if (!isRateLimitHold(outcome) || ms === undefined) {
      if (outcome.complete && outcome.status !== 429) this.holds.through()
      if (ms !== undefined) this.pause.ask(ms)
      return
    }
    if (this.holds.refusal(ms) !== undefined) return
    if (this.holds.hold(ms)) {
      const url = scrubber(request)(redact(request.url))
      this.options.onHold?.({ ms, method: request.method, url, about: request.about })
    }
    this.pause.ask(ms, Date.now(), RATE_LIMIT_PATIENCE_MS)
  }

  /**
   * Waits before attempt `attempt + 1` of a request, as for any retry: within the retries allowed,
   * after the backoff or the Retry-After the last answer asked for, told to `onRetry`. Resolves with
   * why it is not sent again, when it is not. A caller that sends a POST again after a look at what
   * the service holds (see exactly-once) waits here first. Within a pause, or after its own
   * Retry-After, it waits for its turn (see Pause).
   */
  async beforeResend(
    attempt: number,
    last: AttemptOutcome,
    request: Resent
  ): Promise<string | undefined> {
    return (await this.resend(attempt, last, request)).refused
  }

  /** beforeResend, resolving also with when the wait ended, for the attempt that follows. */
  private async resend(
    attempt: number,
    last: AttemptOutcome,
    request: Resent
  ): Promise<{ refused: string; heldTooLong?: boolean } | { at: number; refused?: undefined }> {
    const retries = this.retriesOf(request)
    const held = isRateLimitHold(last)
    if (!held && attempt > retries) return { refused: 'no retry is left' }
    // A run that is stopping sends nothing again, and says no retry.
    if (request.signal?.aborted) return { refused: 'cancelled' }
    const delay = this.delayBefore(attempt, last, request)
    if (delay.refused !== undefined) return delay
    const [now, lastEnd] = [Date.now(), this.lastEndOf(request)]
    // Put off by a Retry-After of its own: it takes a turn too. `Retry-After: 0` puts nothing off.
    const putOff = (last.retryAfterMs ?? 0) > 0
    const at = this.pause.turn(now + delay.ms, { putOff, lastEnd })
    if (at >= lastEnd) return { refused: NO_TIME_FOR_A_RETRY }
    this.options.onRetry?.({
      attempt,
      retries,
      reason: last.code ?? `HTTP ${last.status}`,
      delayMs: at - now,
      held,
      method: request.method,
      url: scrubber(request)(redact(request.url)),
      about: request.about
    })
    return { at: await this.pause.wait(now, at, { lastEnd, signal: request.signal }) }
  }

  /** No attempt runs past the end of the wait by more than one request-timeout. */
  private lastEndOf({ deadline }: Pick<TransportRequest, 'deadline'>): number {
    return deadline === undefined ? Infinity : deadline + this.options.requestTimeoutMs
  }

  /**
   * Growing, jittered delay; a Retry-After of 429 or 503 wins. Bounded: see `retryDelay`; a rate
   * limit's hold by its own bound instead of `maxRetryDelayMs` (see rate-limit.ts).
   */
  private delayBefore(
    retry: number,
    last: AttemptOutcome,
    { deadline }: Pick<TransportRequest, 'deadline'>
  ): { ms: number; refused?: undefined } | { refused: string; heldTooLong?: boolean } {
    const held = isRateLimitHold(last)
    const delay = retryDelay({
      retry,
      askedMs: last.retryAfterMs,
      deadline,
      capMs: held ? Infinity : (this.options.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS),
      baseMs: this.options.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS
    })
    if (!('ms' in delay)) return delay
    const tooLong = held ? this.holds.refusal(delay.ms) : undefined
    return tooLong === undefined ? delay : { refused: tooLong, heldTooLong: true }
  }

  /**
   * One attempt: the request, and for a GET the redirects it leads to, within one total deadline.
   * Not before a pause ends (see Pause); `waited`: when the wait before it ended.
   */
  private async follow(
    request: TransportRequest,
    lastEnd: number,
    scrub: (text: string) => string,
    waited = 0
  ): Promise<AttemptAnswer> {
    const from = Math.max(Date.now(), waited)
    const { signal } = request
    const at = await this.pause.wait(from, this.pause.turn(from, { lastEnd }), { lastEnd, signal })
    if (signal?.aborted) throw new AttemptFailure('cancelled', 'ABORT_ERR')
    const started = Date.now()
    if (Math.max(started, at) >= lastEnd) {
      throw new AttemptFailure('not sent: the waiting ended before it could be', 'ERR_WAIT_OVER')
    }
    // A streamed body takes what the link allows, bounded by the watchdog: the total starts once it
    // is sent (see exchange). Anything else must be over `requestTimeoutMs` after it started.
    const streamed = request.body !== undefined && typeof request.body !== 'string'
    const endBy = streamed ? lastEnd : Math.min(started + this.options.requestTimeoutMs, lastEnd)
    let url = new URL(request.url)
    let headers = requestHeaders(request, this.options.userAgent)
    for (let redirects = 0; ; redirects++) {
      const answer = await this.timed(request, url, headers, endBy, scrub)
      const next =
        request.method === 'GET' && redirects < MAX_REDIRECTS
          ? redirectTarget(url, answer)
          : undefined
      const nextHeaders = next && redirected(url, next, headers, request.secrets)
      if (!next || !nextHeaders) return answer
      ;[url, headers] = [next, nextHeaders]
    }
  }

  /** One exchange, reported to `onExchange` whatever its end. */
  private async timed(
    request: TransportRequest,
    url: URL,
    headers: Record<string, string>,
    endBy: number,
    scrub: (text: string) => string
  ): Promise<AttemptAnswer> {
    const started = Date.now()
    const report = (outcome: { status?: number; error?: string; bytesReceived?: number }): void =>
      this.options.onExchange?.({
        method: request.method,
        url: scrub(redact(url.href)),
        ms: Date.now() - started,
        bytesSent:
          typeof request.body === 'string'
            ? Buffer.byteLength(request.body)
            : (request.body?.length ?? 0),
        ...outcome
      })
    try {
      const { bytes, received, ...answer } = await exchange(request, {
        url,
        headers,
        endBy,
        agent: await this.agents.for(url),
        requestTimeoutMs: this.options.requestTimeoutMs,
        maxResponseBytes: this.options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES
      })
      report({ status: answer.status, bytesReceived: received })
      // Decoded here, not in the exchange: what the exchange resolves with stays reachable from
      // its request's listeners for a while, and a long text kept so is moved out of the young
      // generation, to wait for a full collection.
      return { ...answer, body: bytes.toString('utf8') }
    } catch (error) {
      const proxy = getProxyUrl(url)
      const failure = proxy ? viaProxy(asFailure(error), proxy) : asFailure(error)
      report({ error: failure.code })
      throw failure
    }
  }
}

/** What one attempt came to, for the retry policy: an answer, or how far a failure came. */
function outcomeOf(
  method: TransportRequest['method'],
  answer: AttemptAnswer | undefined,
  failure: AttemptFailure | undefined
): AttemptOutcome {
  return answer
    ? {
        method,
        status: answer.status,
        complete: true,
        sent: answer.sent,
        retryAfterMs: askedDelayMs(answer)
      }
    : {
        method,
        status: failure?.status,
        complete: false,
        sent: failure?.sent ?? false,
        code: failure?.code
      }
}

/** What a wait before a resend needs of its request. */
type Resent = Pick<
  TransportRequest,
  'method' | 'url' | 'deadline' | 'signal' | 'about' | 'secrets' | 'maxRetries'
>

import type { AttemptOutcome } from './retry/verdict.js'
import type { IncomingHttpHeaders } from 'node:http'

/**
 * The wire layer under the service client: one HTTP exchange, retried when that is safe
 * (retry/verdict.ts). A POST is never sent again here: the transport says how its one attempt ended
 * (`outcome`), and `exactly-once/` decides. No @actions/core here: the action, a CLI or a
 * benchmark can drive it.
 */

/** A request body that can be sent again from the start: each attempt opens a fresh stream. */
export interface StreamedBody {
  /** Exact byte length, sent as Content-Length (never chunked encoding). */
  length: number
  contentType: string
  /** A fresh stream of exactly `length` bytes, from the first byte. */
  open(): NodeJS.ReadableStream
  /**
   * Optional. The transport calls it once for each Buffer chunk of `open()` as soon as the socket
   * has taken that chunk, so that the body may reuse its memory instead of leaving it to the GC.
   */
  release?(chunk: Buffer): void
}

/**
 * Where the body of an answer too large to hold goes (a range of an IPA in storage). Told of each
 * answer as it begins, it gives a writer for that answer's body, or nothing to keep the body as text
 * (an error's words). Each attempt's answer is told anew, so a writer that puts each byte where it
 * belongs lets an attempt sent again write over what the last one left.
 */
export interface AnswerSink {
  begin(answer: {
    status: number
    headers: IncomingHttpHeaders
  }): ((chunk: Buffer) => void) | undefined
}

export interface TransportRequest {
  method: 'GET' | 'POST' | 'DELETE'
  url: string
  headers?: Record<string, string>
  /** A string is sent as-is (UTF-8); a StreamedBody is streamed. */
  body?: string | StreamedBody
  /**
   * Longest answer read for this request; default TransportOptions.maxResponseBytes. An answer that
   * passes it is abandoned at once (the connection is closed) and comes back `truncated`.
   */
  maxResponseBytes?: number
  /**
   * Takes the answer's body instead of memory (`maxResponseBytes` still bounds it): the response's
   * `body` is then empty.
   */
  answerSink?: AnswerSink
  /**
   * The end of the wait this request belongs to (epoch ms), for a status poll: no retry delay that
   * would pass it is taken (a Retry-After included), and no attempt runs past it by more than
   * `requestTimeoutMs`. Without it, retry delays are bounded by `maxRetryDelayMs`.
   */
  deadline?: number
  /** Values that no URL or message the transport reports may show (the key, should a redirect echo it). */
  secrets?: readonly string[]
  /** Called as a streamed body goes out: at most every 100 ms, and once when all of it was taken. */
  onProgress?(progress: UploadProgress): void
  /**
   * Ends the request and any wait before a retry or in a pause at once: it then fails with code
   * ABORT_ERR.
   */
  signal?: AbortSignal
  /** Which of several alike requests this is, for retry notices (e.g. `day 2026-08-03`). */
  about?: string
  /** The number of its first attempt here: a POST its caller sends again counts on. Default 1. */
  firstAttempt?: number
  /** At most this many retries, when fewer than the transport's (TransportOptions.retries). */
  maxRetries?: number
}

export interface TransportResponse {
  status: number
  headers: IncomingHttpHeaders
  /** The body as text, cut at `maxResponseBytes` (see TransportOptions). */
  body: string
  /**
   * True when the answer was longer than `maxResponseBytes` (as it came, or as its Content-Length
   * said): `body` holds its start only, the rest was never read. Never parse it as a whole answer.
   */
  truncated: boolean
  /** How many attempts it took (1 when the first one answered), a rate limit's holds aside. */
  attempts: number
  /**
   * Why an answer that calls for a retry (429, 503, …) came back before the retries were used up: the
   * delay it asked for (Retry-After) is longer than the transport waits, or passes the deadline.
   */
  notRetried?: string
  /** The service's rate limit held the run too long: `notRetried` says how (see rate-limit.ts). */
  heldTooLong?: boolean
  /** How the last attempt ended: what a caller that sends a POST again decides by. */
  outcome: AttemptOutcome
  /** An earlier attempt may have been carried out (its answer was lost): a DELETE's 404 then means done. */
  earlierMayHaveActed?: boolean
}

export interface UploadProgress {
  bytesSent: number
  totalBytes: number
  /** Milliseconds since this attempt's body started. */
  elapsedMs: number
}

export interface RetryNotice {
  attempt: number
  /** The most retries this request may take. */
  retries: number
  /** What went wrong: an HTTP status, or an error code such as ECONNRESET or ETIMEDOUT. */
  reason: string
  delayMs: number
  /** The service's rate limit put it off (a 429 with Retry-After): no retry is counted. */
  held: boolean
  method: string
  url: string
  /** The request's `about`, when it has one. */
  about?: string
}

/** The service's rate limit began to hold every request (a 429 with Retry-After), for `ms`. */
export interface HoldNotice {
  ms: number
  /** The request the 429 answered. */
  method: string
  url: string
  about?: string
}

interface ExchangeReport {
  method: string
  /** Without credentials or query. */
  url: string
  /** The answer's status, or the error code of an exchange that got none. */
  status?: number
  error?: string
  ms: number
  bytesSent: number
  bytesReceived?: number
}

export interface TransportOptions {
  /**
   * Retries after the first attempt, for transient failures (connection errors, 408, 429, 5xx), and
   * the resends of a POST its caller asks for (see Transport.beforeResend).
   */
  retries: number
  /**
   * Two bounds of an attempt. The stall watchdog: it fails when nothing moves (no byte accepted, no
   * byte of the answer) for this long. And the total: the answer must have ended this long after the
   * request started (after its body was sent, for a streamed body, whose sending only the watchdog
   * bounds), however steadily it trickles; redirects followed count in the same total.
   */
  requestTimeoutMs: number
  userAgent?: string
  /** Longest answer read, in bytes; a longer one is abandoned at once. Default MAX_RESPONSE_BYTES. */
  maxResponseBytes?: number
  /**
   * Longest retry delay outside a wait (a request without `deadline`). A backoff is capped at it; a
   * Retry-After longer than it is not waited for at all: the answer that asked for it is returned
   * (with `notRetried` saying why), as retrying sooner than the service asked would not help.
   * Also the longest pause: a Retry-After of a 429 or 503 holds every attempt of the transport until
   * it has passed (see Pause), unless it is longer than this, which pauses nothing. Default 60 s.
   */
  maxRetryDelayMs?: number
  /** Base of the growing, jittered delay between attempts. Default 1 s. */
  retryBaseDelayMs?: number
  onRetry?(notice: RetryNotice): void
  /** Once per hold of the service's rate limit, as it begins (see rate-limit.ts). */
  onHold?(notice: HoldNotice): void
  /** Each HTTP exchange as it ends, for debug logs: no header, no body, no query. */
  onExchange?(exchange: ExchangeReport): void
  /** Waits between attempts and in a pause; tests pass one that records or shortens the delay. */
  sleep?(ms: number, signal?: AbortSignal): Promise<void>
}

/** A proxy that failed: where it is, and what it answered. */
export interface ProxyFailure {
  /** `http://host:port`, without credentials. */
  address: string
  /** The status it answered the tunnel's CONNECT with; undefined when it could not be reached. */
  status?: number
  /** Its URL carried a user or password, which went with the CONNECT. */
  credentials?: boolean
}

/**
 * What a TLS failure says of the server: it speaks plain HTTP on that port, or its certificate is
 * refused, and why. Undefined for any other failure.
 */
export type TlsProblem =
  | 'plain-http'
  | 'self-signed'
  | 'self-signed-in-chain'
  | 'untrusted-authority'
  | 'expired'
  | 'wrong-host'

/** What is known of a request that got no HTTP answer, besides its code: for the adapter's words. */
export interface TransportFacts {
  method?: string
  /** The URL asked for, without credentials or query. */
  url?: string
  /** When the proxy failed, not the service. */
  proxy?: ProxyFailure
  /** The answer kept coming, but too slowly: it was not complete within the request timeout. */
  tooSlow?: boolean
  /** What was wrong with TLS, when that is what failed. */
  tls?: TlsProblem
}

/** A request that got no HTTP answer at all, after every allowed attempt. */
export class TransportError extends Error {
  readonly method?: string
  /** The URL asked for, without credentials or query. */
  readonly url?: string
  /** When the proxy failed, not the service. */
  readonly proxy?: ProxyFailure
  /** The answer kept coming, but too slowly: it was not complete within the request timeout. */
  readonly tooSlow: boolean
  /** What was wrong with TLS, when that is what failed. */
  readonly tls?: TlsProblem

  constructor(
    message: string,
    /** ECONNREFUSED, ECONNRESET, ETIMEDOUT (stall watchdog or total), ENOTFOUND, HPE_… (not HTTP), ... */
    readonly code: string,
    readonly attempts: number,
    /** The status of an answer that began, then broke off, for a request that changes something. */
    readonly status?: number,
    /** How the last attempt ended, for a caller that decides whether to send a POST again. */
    readonly outcome?: AttemptOutcome,
    { method, url, proxy, tooSlow = false, tls }: TransportFacts = {}
  ) {
    super(message)
    this.name = 'TransportError'
    this.method = method
    this.url = url
    this.proxy = proxy
    this.tooSlow = tooSlow
    this.tls = tls
  }
}

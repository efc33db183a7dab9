import * as http from 'node:http'
import * as https from 'node:https'
import { HttpClient } from '@actions/http-client'
import { progressReporter, pump } from './request-body.js'
import { sleep } from './sleep.js'
import { withoutSecret } from '../text/untrusted.js'
import {
  AttemptFailure,
  asFailure,
  isRetryableStatus,
  redact,
  redirectTarget,
  retryDelay,
  type Answer,
  type RawAnswer,
  type RetryDelay
} from './transport-policy.js'
import {
  TransportError,
  type TransportOptions,
  type TransportRequest,
  type TransportResponse
} from './transport-types.js'

const DEFAULT_USER_AGENT = 'app-store-deploy-action'
const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024
/** The longest retry delay outside a wait (see TransportOptions.maxRetryDelayMs). */
export const DEFAULT_MAX_RETRY_DELAY_MS = 60_000
const DEFAULT_RETRY_BASE_DELAY_MS = 1_000
/** What is kept of a success whose Content-Length already says it is too long: its start. */
const SNIPPET_BYTES = 4096
const MAX_REDIRECTS = 5
const MAX_TIMER_MS = 2 ** 31 - 1
/** Framing is the transport's business: Content-Length always, never chunked. */
const FRAMING = ['content-length', 'transfer-encoding']

/**
 * Sends one request, retried when that is safe, through the proxy that the runner's environment
 * names (HTTPS_PROXY, HTTP_PROXY, NO_PROXY). Streams bodies of any size with flat memory. Every
 * attempt is bounded in time (`requestTimeoutMs`, between bytes and in all) and in what it reads
 * (`maxResponseBytes`), and every retry delay by `maxRetryDelayMs` or the request's deadline.
 */
export class Transport {
  /** One HttpClient per scheme: each caches a single direct agent, whichever scheme asked first. */
  private readonly clients = new Map<string, HttpClient>()

  constructor(private readonly options: TransportOptions) {}

  async send(request: TransportRequest): Promise<TransportResponse> {
    const retries = Math.max(0, Math.floor(this.options.retries))
    const scrub = (text: string): string =>
      request.secrets?.length ? withoutSecret(text, request.secrets) : text
    const url = scrub(redact(request.url))
    // No attempt runs past the end of the wait by more than one request-timeout.
    const lastEnd =
      request.deadline === undefined ? Infinity : request.deadline + this.options.requestTimeoutMs
    for (let attempt = 1; ; attempt++) {
      if (request.signal?.aborted) {
        throw new TransportError(`${request.method} ${url}: cancelled`, 'ABORT_ERR', attempt - 1)
      }
      let reason: string
      let delay: RetryDelay
      try {
        const answer = await this.follow(request, lastEnd, scrub)
        if (attempt > retries || !isRetryableStatus(answer.status)) {
          return { ...answer, attempts: attempt }
        }
        reason = `HTTP ${answer.status}`
        delay = this.retryDelay(attempt, request.deadline, answer)
        if ('refused' in delay) return { ...answer, attempts: attempt, notRetried: delay.refused }
      } catch (error) {
        const failure = asFailure(error)
        const next =
          attempt > retries || !failure.retryable
            ? undefined
            : this.retryDelay(attempt, request.deadline)
        if (!next || 'refused' in next) {
          const why = next && 'refused' in next ? `; not sent again: ${next.refused}` : ''
          throw new TransportError(
            scrub(`${request.method} ${url}: ${failure.message}${why}`),
            failure.code,
            attempt,
            failure.status
          )
        }
        reason = failure.code
        delay = next
      }
      const delayMs = delay.ms
      const { method, about } = request
      this.options.onRetry?.({ attempt, reason, delayMs, method, url, about })
      await (this.options.sleep ?? sleep)(delayMs, request.signal)
    }
  }

  /** One attempt: the request, and for a GET the redirects it leads to, within one total deadline. */
  private async follow(
    request: TransportRequest,
    lastEnd: number,
    scrub: (text: string) => string
  ): Promise<Answer> {
    const started = Date.now()
    if (started >= lastEnd) {
      throw new AttemptFailure('not sent: the wait ended before it could be', 'ETIMEDOUT', false)
    }
    // A streamed body takes what the link allows, bounded by the watchdog: the total starts once it
    // is sent (see exchange). Anything else must be over `requestTimeoutMs` after it started.
    const streamed = request.body !== undefined && typeof request.body !== 'string'
    const endBy = streamed ? lastEnd : Math.min(started + this.options.requestTimeoutMs, lastEnd)
    let url = new URL(request.url)
    let headers = this.headersFor(request)
    for (let redirects = 0; ; redirects++) {
      const answer = await this.timed(request, url, headers, endBy, scrub)
      const next =
        request.method === 'GET' && redirects < MAX_REDIRECTS
          ? redirectTarget(url, answer)
          : undefined
      if (!next) return answer
      // Credentials meant for the service must not reach whatever host it points to.
      if (next.origin !== url.origin)
        headers = withoutHeaders(headers, ['authorization', 'authentication'])
      url = next
    }
  }

  /** One exchange, reported to `onExchange` whatever its end. */
  private async timed(
    request: TransportRequest,
    url: URL,
    headers: Record<string, string>,
    endBy: number,
    scrub: (text: string) => string
  ): Promise<Answer> {
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
      const { bytes, ...answer } = await this.exchange(request, url, headers, endBy)
      report({ status: answer.status, bytesReceived: bytes.length })
      // Decoded here, not in the exchange: what the exchange resolves with stays reachable from
      // its request's listeners for a while, and a long text kept so is moved out of the young
      // generation, to wait for a full collection.
      return { ...answer, body: bytes.toString('utf8') }
    } catch (error) {
      report({ error: asFailure(error).code })
      throw error
    }
  }

  private headersFor({ method, headers = {}, body }: TransportRequest): Record<string, string> {
    const streamed = body !== undefined && typeof body !== 'string'
    // The multipart boundary lives in the body's own type: no other type may replace it.
    const result = withoutHeaders(headers, streamed ? [...FRAMING, 'content-type'] : FRAMING)
    if (!Object.keys(result).some(name => name.toLowerCase() === 'user-agent')) {
      result['User-Agent'] = this.options.userAgent ?? DEFAULT_USER_AGENT
    }
    if (typeof body === 'string') {
      result['Content-Length'] = String(Buffer.byteLength(body))
    } else if (body) {
      result['Content-Type'] = body.contentType
      result['Content-Length'] = String(body.length)
    } else if (method === 'POST') {
      result['Content-Length'] = '0'
    }
    return result
  }

  /**
   * One HTTP exchange, guarded by the stall watchdog and by the total deadline `endBy` (for a
   * streamed body, `requestTimeoutMs` after it was sent or the answer began, if that is sooner).
   * An answer longer than `maxResponseBytes` is abandoned as soon as that shows: its start is kept.
   */
  private exchange(
    { method, body, maxResponseBytes: maxBytes, onProgress, signal }: TransportRequest,
    url: URL,
    headers: Record<string, string>,
    endBy: number
  ): Promise<RawAnswer> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return Promise.reject(
        new AttemptFailure(`unsupported protocol ${url.protocol}`, 'ERR_INVALID_PROTOCOL', false)
      )
    }
    return new Promise<RawAnswer>((resolve, reject) => {
      const maxResponseBytes =
        maxBytes ?? this.options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES
      const req = (url.protocol === 'https:' ? https : http).request({
        method,
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
        path: url.pathname + url.search,
        headers,
        agent: this.agentFor(url)
      })
      let settled = false
      let source: NodeJS.ReadableStream | undefined
      let response: http.IncomingMessage | undefined
      let bodySent = false
      const kept: Buffer[] = []
      let keptBytes = 0
      let truncated = false

      const settle = (failure?: AttemptFailure): void => {
        if (settled) return
        settled = true
        signal?.removeEventListener('abort', cancel)
        clearTimeout(watchdog)
        clearTimeout(deadline)
        if (source) destroyStream(source)
        // Without keep-alive the socket has no further use: closing it leaves no handle behind, and
        // stops an answer that was abandoned (too long, too slow) from being read any further.
        req.destroy()
        response?.destroy()
        const answer = (): RawAnswer => {
          const bytes = Buffer.concat(kept)
          kept.length = 0
          return {
            status: response?.statusCode ?? 0,
            headers: response?.headers ?? {},
            bytes,
            truncated
          }
        }
        // A server that answers before taking the whole body, then hangs up, meant its answer.
        if (!failure || (response && !bodySent)) return resolve(answer())
        if (response && !isRetryableStatus(response.statusCode ?? 0)) {
          // The service answered: a GET may be sent again, anything else may have been acted on.
          const message = `${failure.message} while reading the answer (HTTP ${response.statusCode})`
          const again = method === 'GET'
          const acted = again ? undefined : response.statusCode
          return reject(new AttemptFailure(message, failure.code, again, acted))
        }
        reject(failure)
      }

      const cancel = (): void => settle(new AttemptFailure('cancelled', 'ABORT_ERR', false))
      signal?.addEventListener('abort', cancel, { once: true })

      const { requestTimeoutMs } = this.options
      // Node turns a longer timer into 1 ms.
      const timeoutMs = Math.min(requestTimeoutMs, MAX_TIMER_MS)
      const watchdog = setTimeout(() => {
        const message = `nothing moved on the connection for ${timeoutMs} ms`
        settle(new AttemptFailure(message, 'ETIMEDOUT', true))
      }, timeoutMs)
      const touch = (): void => void watchdog.refresh()
      // Whether any byte came back: header lines and 1xx answers before the answer proper included.
      let heard = false

      // The total deadline: armed now, or (for a streamed body) once the body is sent.
      let deadline: NodeJS.Timeout | undefined
      let deadlineAt = Infinity
      const endNoLaterThan = (at: number): void => {
        if (settled || at >= deadlineAt) return
        deadlineAt = at
        clearTimeout(deadline)
        deadline = setTimeout(
          () => {
            // A server that said nothing at all is better described by the watchdog's words.
            const message = heard
              ? `the answer was not complete within ${requestTimeoutMs} ms (request-timeout)`
              : `nothing moved on the connection for ${timeoutMs} ms`
            settle(new AttemptFailure(message, 'ETIMEDOUT', true))
          },
          Math.min(Math.max(0, at - Date.now()), MAX_TIMER_MS)
        )
      }
      endNoLaterThan(endBy)
      const streamed = body !== undefined && typeof body !== 'string'
      const answerStarts = (): void => {
        if (streamed) endNoLaterThan(Date.now() + requestTimeoutMs)
      }

      req.on('error', error => settle(asFailure(error)))
      req.on('socket', socket => {
        // Every byte from the server moves the connection, before the answer's body too (headers
        // that trickle, a storm of 100 Continue); only the total deadline bounds those.
        const heardFrom = (): void => {
          heard = true
          touch()
        }
        socket.on('data', heardFrom)
        req.once('close', () => socket.off('data', heardFrom))
      })
      req.on('finish', () => {
        bodySent = true
        touch()
        answerStarts()
      })
      req.on('response', res => {
        response = res
        touch()
        answerStarts()
        // A success that says it is too long is read no further than its start, for the message:
        // the rest could not be used.
        const declared = Number(res.headers['content-length'])
        const tooLong =
          Number.isFinite(declared) && declared > maxResponseBytes && isSuccess(res.statusCode)
        const limit = tooLong ? Math.min(maxResponseBytes, SNIPPET_BYTES) : maxResponseBytes
        if (tooLong) truncated = true
        res.on('data', (chunk: Buffer) => {
          if (settled) return
          touch()
          const room = limit - keptBytes
          if (chunk.length > room) {
            // Keep the start (an error's words), and read no further.
            if (room > 0) kept.push(Buffer.from(chunk.subarray(0, room)))
            keptBytes += Math.max(0, room)
            truncated = true
            return settle()
          }
          kept.push(chunk)
          keptBytes += chunk.length
        })
        res.on('end', () => settle())
        res.on('error', error => settle(asFailure(error)))
        res.on('close', () => {
          const message = 'the connection closed before the answer was complete'
          settle(new AttemptFailure(message, 'ECONNRESET', true))
        })
      })

      if (body === undefined || typeof body === 'string') {
        req.end(body)
      } else {
        source = body.open()
        pump(source, req, body, progressReporter(body.length, touch, onProgress), settle)
      }
    })
  }

  private agentFor(url: URL): http.Agent {
    let client = this.clients.get(url.protocol)
    if (!client) {
      client = new HttpClient(this.options.userAgent ?? DEFAULT_USER_AGENT)
      this.clients.set(url.protocol, client)
    }
    return client.getAgent(url.href)
  }

  /** Growing, jittered delay; a Retry-After of 429 or 503 wins. Bounded: see `retryDelay`. */
  private retryDelay(retry: number, deadline?: number, answer?: Answer): RetryDelay {
    return retryDelay({
      retry,
      answer,
      deadline,
      capMs: this.options.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS,
      baseMs: this.options.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS
    })
  }
}

function isSuccess(status: number | undefined): boolean {
  return status !== undefined && status >= 200 && status < 300
}

function withoutHeaders(headers: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase()))
  )
}

function destroyStream(stream: NodeJS.ReadableStream): void {
  const destroy = (stream as { destroy?: () => void }).destroy
  if (typeof destroy === 'function') destroy.call(stream)
  else stream.pause()
}

import * as http from 'node:http'
import * as https from 'node:https'
import { HttpClient } from '@actions/http-client'
import { progressReporter, pump } from './request-body.js'
import { sleep } from './sleep.js'
import {
  AttemptFailure,
  asFailure,
  isRetryableStatus,
  redact,
  redirectTarget,
  retryAfterMs,
  type Answer
} from './transport-policy.js'
import {
  TransportError,
  type TransportOptions,
  type TransportRequest,
  type TransportResponse
} from './transport-types.js'

const DEFAULT_USER_AGENT = 'app-store-deploy-action'
const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024
const DEFAULT_MAX_RETRY_DELAY_MS = 60_000
const DEFAULT_RETRY_BASE_DELAY_MS = 1_000
const MAX_REDIRECTS = 5
const MAX_TIMER_MS = 2 ** 31 - 1
/** Framing is the transport's business: Content-Length always, never chunked. */
const FRAMING = ['content-length', 'transfer-encoding']

/**
 * Sends one request, retried when that is safe, through the proxy that the runner's environment
 * names (HTTPS_PROXY, HTTP_PROXY, NO_PROXY). Streams bodies of any size with flat memory.
 */
export class Transport {
  /** One HttpClient per scheme: each caches a single direct agent, whichever scheme asked first. */
  private readonly clients = new Map<string, HttpClient>()

  constructor(private readonly options: TransportOptions) {}

  async send(request: TransportRequest): Promise<TransportResponse> {
    const retries = Math.max(0, Math.floor(this.options.retries))
    const url = redact(request.url)
    for (let attempt = 1; ; attempt++) {
      let reason: string
      let delayMs: number
      try {
        const answer = await this.follow(request)
        if (attempt > retries || !isRetryableStatus(answer.status)) {
          return { ...answer, attempts: attempt }
        }
        reason = `HTTP ${answer.status}`
        delayMs = this.retryDelay(attempt, answer)
      } catch (error) {
        const failure = asFailure(error)
        if (attempt > retries || !failure.retryable) {
          throw new TransportError(
            `${request.method} ${url}: ${failure.message}`,
            failure.code,
            attempt,
            failure.status
          )
        }
        reason = failure.code
        delayMs = this.retryDelay(attempt)
      }
      this.options.onRetry?.({ attempt, reason, delayMs, method: request.method, url })
      await (this.options.sleep ?? sleep)(delayMs)
    }
  }

  /** One attempt: the request, and for a GET the redirects it leads to. */
  private async follow(request: TransportRequest): Promise<Answer> {
    let url = new URL(request.url)
    let headers = this.headersFor(request)
    for (let redirects = 0; ; redirects++) {
      const answer = await this.timed(request, url, headers)
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
    headers: Record<string, string>
  ): Promise<Answer> {
    const started = Date.now()
    const report = (outcome: { status?: number; error?: string; bytesReceived?: number }): void =>
      this.options.onExchange?.({
        method: request.method,
        url: redact(url.href),
        ms: Date.now() - started,
        bytesSent:
          typeof request.body === 'string'
            ? Buffer.byteLength(request.body)
            : (request.body?.length ?? 0),
        ...outcome
      })
    try {
      const answer = await this.exchange(request, url, headers)
      report({ status: answer.status, bytesReceived: Buffer.byteLength(answer.body) })
      return answer
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

  /** One HTTP exchange, guarded by the stall watchdog. */
  private exchange(
    { method, body, maxResponseBytes: maxBytes, onProgress }: TransportRequest,
    url: URL,
    headers: Record<string, string>
  ): Promise<Answer> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return Promise.reject(
        new AttemptFailure(`unsupported protocol ${url.protocol}`, 'ERR_INVALID_PROTOCOL', false)
      )
    }
    return new Promise<Answer>((resolve, reject) => {
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
        clearTimeout(watchdog)
        if (source) destroyStream(source)
        // Without keep-alive the socket has no further use: closing it leaves no handle behind.
        req.destroy()
        const answer = (): Answer => ({
          status: response?.statusCode ?? 0,
          headers: response?.headers ?? {},
          body: Buffer.concat(kept).toString('utf8'),
          truncated
        })
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

      // Node turns a longer timer into 1 ms.
      const timeoutMs = Math.min(this.options.requestTimeoutMs, MAX_TIMER_MS)
      const watchdog = setTimeout(() => {
        const message = `nothing moved on the connection for ${timeoutMs} ms`
        settle(new AttemptFailure(message, 'ETIMEDOUT', true))
      }, timeoutMs)
      const touch = (): void => void watchdog.refresh()

      req.on('error', error => settle(asFailure(error)))
      req.on('finish', () => {
        bodySent = true
        touch()
      })
      req.on('response', res => {
        response = res
        touch()
        res.on('data', (chunk: Buffer) => {
          touch()
          const room = maxResponseBytes - keptBytes
          if (chunk.length > room) truncated = true
          if (room <= 0) return
          const part = chunk.length > room ? chunk.subarray(0, room) : chunk
          kept.push(part)
          keptBytes += part.length
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

  /** Growing, jittered delay; a Retry-After of 429 or 503 wins. Both capped. */
  private retryDelay(retry: number, answer?: Answer): number {
    const cap = this.options.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS
    const base = this.options.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS
    const asked =
      answer && (answer.status === 429 || answer.status === 503)
        ? retryAfterMs(answer.headers['retry-after'])
        : undefined
    const delay = asked ?? base * 2 ** (retry - 1) * (0.5 + Math.random())
    return Math.round(Math.min(Math.max(0, delay), cap))
  }
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

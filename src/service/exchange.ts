import * as http from 'node:http'
import * as https from 'node:https'
import type { Socket } from 'node:net'
import { onAbort } from './on-abort.js'
import { progressReporter, pump } from './request-body.js'
import { ANSWER_NOT_TAKEN, isSuccess, isTransientStatus } from './retry/index.js'
import { MAX_TIMER_MS } from './sleep.js'
import { AttemptFailure, asFailure, type RawAnswer } from './transport-policy.js'
import type { TransportRequest } from './transport-types.js'

/** What is kept of a success whose Content-Length already says it is too long: its start. */
const SNIPPET_BYTES = 4096

/** Where and how one exchange goes: the transport's part of it. */
interface ExchangeSetting {
  url: URL
  headers: Record<string, string>
  /** The total deadline (epoch ms). */
  endBy: number
  agent: http.Agent
  requestTimeoutMs: number
  /** Longest answer read when the request names none. */
  maxResponseBytes: number
}

/**
 * One HTTP exchange, guarded by the stall watchdog and by the total deadline `endBy` (for a
 * streamed body, `requestTimeoutMs` after it was sent or the answer began, if that is sooner).
 * An answer longer than `maxResponseBytes` is abandoned as soon as that shows: its start is kept.
 */
export function exchange(request: TransportRequest, setting: ExchangeSetting): Promise<RawAnswer> {
  const { protocol } = setting.url
  if (protocol !== 'http:' && protocol !== 'https:') {
    return Promise.reject(
      new AttemptFailure(`unsupported protocol ${protocol}`, 'ERR_INVALID_PROTOCOL')
    )
  }
  return new Promise<RawAnswer>((resolve, reject) => {
    new Exchange(request, setting, { resolve, reject }).start()
  })
}

/** How an exchange ends: with the answer, or with why there is none. */
interface Ending {
  resolve: (answer: RawAnswer) => void
  reject: (failure: AttemptFailure) => void
}

/**
 * One exchange under way: the request and its body, the answer read so far, the two timers (the
 * stall watchdog and the total deadline), and its one end (`settle`).
 */
class Exchange {
  private readonly req: http.ClientRequest
  private readonly maxResponseBytes: number
  /** The watchdog's time, at most MAX_TIMER_MS: Node turns a longer timer into 1 ms. */
  private readonly timeoutMs: number
  private readonly watchdog: NodeJS.Timeout
  private deadline: NodeJS.Timeout | undefined
  private deadlineAt = Infinity
  private settled = false
  private source: NodeJS.ReadableStream | undefined
  private response: http.IncomingMessage | undefined
  private bodySent = false
  /** Whether any byte came back: header lines and 1xx answers before the answer proper included. */
  private heard = false
  private readonly kept: Buffer[] = []
  private keptBytes = 0
  private truncated = false
  /** Stops listening to the request's signal (see on-abort.ts: no listener on the run's own). */
  private readonly stopListening: () => void

  constructor(
    private readonly request: TransportRequest,
    private readonly setting: ExchangeSetting,
    private readonly ending: Ending
  ) {
    const { url, headers, agent, requestTimeoutMs } = setting
    this.maxResponseBytes = request.maxResponseBytes ?? setting.maxResponseBytes
    this.req = (url.protocol === 'https:' ? https : http).request({
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port || undefined,
      path: url.pathname + url.search,
      headers,
      agent
    })
    this.stopListening = onAbort(request.signal, () =>
      this.settle(new AttemptFailure('cancelled', 'ABORT_ERR'))
    )
    this.timeoutMs = Math.min(requestTimeoutMs, MAX_TIMER_MS)
    this.watchdog = setTimeout(() => this.stalled(), this.timeoutMs)
    this.endNoLaterThan(setting.endBy)
  }

  /** Listens to the request, then sends it with its body. */
  start(): void {
    const { req } = this
    req.on('error', error => this.settle(asFailure(error)))
    req.on('socket', socket => this.listenTo(socket))
    req.on('finish', () => this.bodyWasSent())
    req.on('response', response => this.answerBegins(response))
    this.sendBody()
  }

  // Sending the body.

  private sendBody(): void {
    const { body, onProgress } = this.request
    if (body === undefined || typeof body === 'string') {
      this.req.end(body)
      return
    }
    this.source = body.open()
    const accepted = progressReporter(body.length, () => this.touch(), onProgress)
    pump(this.source, this.req, body, accepted, failure => this.settle(failure))
  }

  private bodyWasSent(): void {
    this.bodySent = true
    this.touch()
    this.answerStarts()
  }

  // The stall watchdog and the total deadline.

  /** Every byte from the server moves the connection, before the answer's body too (headers that
   * trickle, a storm of 100 Continue); only the total deadline bounds those. */
  private listenTo(socket: Socket): void {
    const heardFrom = (): void => {
      this.heard = true
      this.touch()
    }
    socket.on('data', heardFrom)
    this.req.once('close', () => socket.off('data', heardFrom))
  }

  /** The connection moved: the watchdog starts again. */
  private touch(): void {
    this.watchdog.refresh()
  }

  private stalled(): void {
    const message = `nothing moved on the connection for ${this.timeoutMs} ms`
    this.settle(new AttemptFailure(message, 'ETIMEDOUT'))
  }

  /** The total deadline: armed at the start, or (for a streamed body) once the body is sent. */
  private endNoLaterThan(at: number): void {
    if (this.settled || at >= this.deadlineAt) return
    this.deadlineAt = at
    clearTimeout(this.deadline)
    const ms = Math.min(Math.max(0, at - Date.now()), MAX_TIMER_MS)
    this.deadline = setTimeout(() => this.deadlinePassed(), ms)
  }

  private deadlinePassed(): void {
    const { heard, timeoutMs } = this
    // A server that said nothing at all is better described by the watchdog's words.
    const message = heard
      ? `the answer was not complete within ${this.setting.requestTimeoutMs} ms (the request timeout)`
      : `nothing moved on the connection for ${timeoutMs} ms`
    this.settle(Object.assign(new AttemptFailure(message, 'ETIMEDOUT'), { tooSlow: heard }))
  }

  /** A streamed body's total runs from when it was sent, or the answer began. */
  private answerStarts(): void {
    const { body } = this.request
    const streamed = body !== undefined && typeof body !== 'string'
    if (streamed) this.endNoLaterThan(Date.now() + this.setting.requestTimeoutMs)
  }

  // Reading the answer.

  private answerBegins(response: http.IncomingMessage): void {
    this.response = response
    this.touch()
    this.answerStarts()
    // A success that says it is too long is read no further than its start, for the message:
    // the rest could not be used.
    const { maxResponseBytes } = this
    const declared = Number(response.headers['content-length'])
    const tooLong =
      Number.isFinite(declared) && declared > maxResponseBytes && isSuccess(response.statusCode)
    const write = this.request.answerSink?.begin({
      status: response.statusCode ?? 0,
      headers: response.headers
    })
    if (tooLong) this.truncated = true
    if (tooLong && write) return this.settle()
    const limit = tooLong ? Math.min(maxResponseBytes, SNIPPET_BYTES) : maxResponseBytes
    response.on('data', (chunk: Buffer) => this.take(chunk, limit, write))
    response.on('end', () => this.settle())
    response.on('error', error => this.settle(asFailure(error)))
    response.on('close', () => {
      const message = 'the connection closed before the answer was complete'
      this.settle(new AttemptFailure(message, 'ECONNRESET'))
    })
  }

  /** Keeps a chunk of the answer, or hands it to the sink; past `limit`, the answer ends there. */
  private take(chunk: Buffer, limit: number, write: ((chunk: Buffer) => void) | undefined): void {
    if (this.settled) return
    this.touch()
    const room = limit - this.keptBytes
    // Past the limit, only the start is taken (an error's words), and no more is read.
    const taken = chunk.length > room ? chunk.subarray(0, Math.max(0, room)) : chunk
    try {
      if (write) write(taken)
      else this.kept.push(taken === chunk ? chunk : Buffer.from(taken))
    } catch (error) {
      const message = `its body could not be taken: ${asFailure(error).message}`
      return this.settle(new AttemptFailure(message, ANSWER_NOT_TAKEN))
    }
    this.keptBytes += taken.length
    if (taken !== chunk) {
      this.truncated = true
      this.settle()
    }
  }

  // The outcome.

  /** Ends the exchange once: stops the timers, closes the streams, then resolves or rejects. */
  private settle(failure?: AttemptFailure): void {
    if (this.settled) return
    this.settled = true
    this.stopListening()
    clearTimeout(this.watchdog)
    clearTimeout(this.deadline)
    if (this.source) destroyStream(this.source)
    // Without keep-alive the socket has no further use: closing it leaves no handle behind, and
    // stops an answer that was abandoned (too long, too slow) from being read any further.
    this.req.destroy()
    this.response?.destroy()
    // A server that answers before taking the whole body, then hangs up, meant its answer.
    if (!failure || (this.response && !this.bodySent)) this.ending.resolve(this.answer())
    else this.ending.reject(this.howFarItCame(failure))
  }

  private answer(): RawAnswer {
    const bytes = Buffer.concat(this.kept)
    this.kept.length = 0
    return {
      status: this.response?.statusCode ?? 0,
      headers: this.response?.headers ?? {},
      bytes,
      received: this.keptBytes,
      truncated: this.truncated,
      sent: this.bodySent
    }
  }

  /** The failure, with how far the exchange came, for the retry policy: whether the request went
   * out whole, and the status of an answer that broke off. */
  private howFarItCame(failure: AttemptFailure): AttemptFailure {
    const { response } = this
    const broken =
      response && !isTransientStatus(response.statusCode ?? 0)
        ? Object.assign(
            new AttemptFailure(
              `${failure.message} while reading the answer (HTTP ${response.statusCode})`,
              failure.code
            ),
            { tooSlow: failure.tooSlow, tls: failure.tls }
          )
        : failure
    broken.sent = this.bodySent
    broken.status = response?.statusCode
    return broken
  }
}

function destroyStream(stream: NodeJS.ReadableStream): void {
  const destroy = (stream as { destroy?: () => void }).destroy
  if (typeof destroy === 'function') destroy.call(stream)
  else stream.pause()
}

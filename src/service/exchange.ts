import * as http from 'node:http'
import * as https from 'node:https'
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
export function exchange(
  { method, body, maxResponseBytes: maxBytes, onProgress, signal, answerSink }: TransportRequest,
  { url, headers, endBy, agent, requestTimeoutMs, maxResponseBytes: defaultMax }: ExchangeSetting
): Promise<RawAnswer> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(
      new AttemptFailure(`unsupported protocol ${url.protocol}`, 'ERR_INVALID_PROTOCOL')
    )
  }
  return new Promise<RawAnswer>((resolve, reject) => {
    const maxResponseBytes = maxBytes ?? defaultMax
    const req = (url.protocol === 'https:' ? https : http).request({
      method,
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port || undefined,
      path: url.pathname + url.search,
      headers,
      agent
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
      stopListening()
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
          received: keptBytes,
          truncated,
          sent: bodySent
        }
      }
      // A server that answers before taking the whole body, then hangs up, meant its answer.
      if (!failure || (response && !bodySent)) return resolve(answer())
      // How far it came, for the retry policy: whether the request went out whole, and the status of
      // an answer that broke off.
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
      broken.sent = bodySent
      broken.status = response?.statusCode
      reject(broken)
    }

    const stopListening = onAbort(signal, () =>
      settle(new AttemptFailure('cancelled', 'ABORT_ERR'))
    )

    // Node turns a longer timer into 1 ms.
    const timeoutMs = Math.min(requestTimeoutMs, MAX_TIMER_MS)
    const watchdog = setTimeout(() => {
      const message = `nothing moved on the connection for ${timeoutMs} ms`
      settle(new AttemptFailure(message, 'ETIMEDOUT'))
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
            ? `the answer was not complete within ${requestTimeoutMs} ms (the request timeout)`
            : `nothing moved on the connection for ${timeoutMs} ms`
          settle(Object.assign(new AttemptFailure(message, 'ETIMEDOUT'), { tooSlow: heard }))
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
      const write = answerSink?.begin({ status: res.statusCode ?? 0, headers: res.headers })
      if (tooLong && write) {
        truncated = true
        return settle()
      }
      const limit = tooLong ? Math.min(maxResponseBytes, SNIPPET_BYTES) : maxResponseBytes
      if (tooLong) truncated = true
      res.on('data', (chunk: Buffer) => {
        if (settled) return
        touch()
        const room = limit - keptBytes
        // Past the limit, only the start is taken (an error's words), and no more is read.
        const taken = chunk.length > room ? chunk.subarray(0, Math.max(0, room)) : chunk
        try {
          if (write) write(taken)
          else kept.push(taken === chunk ? chunk : Buffer.from(taken))
        } catch (error) {
          const message = `its body could not be taken: ${asFailure(error).message}`
          return settle(new AttemptFailure(message, ANSWER_NOT_TAKEN))
        }
        keptBytes += taken.length
        if (taken !== chunk) {
          truncated = true
          settle()
        }
      })
      res.on('end', () => settle())
      res.on('error', error => settle(asFailure(error)))
      res.on('close', () => {
        const message = 'the connection closed before the answer was complete'
        settle(new AttemptFailure(message, 'ECONNRESET'))
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

function destroyStream(stream: NodeJS.ReadableStream): void {
  const destroy = (stream as { destroy?: () => void }).destroy
  if (typeof destroy === 'function') destroy.call(stream)
  else stream.pause()
}

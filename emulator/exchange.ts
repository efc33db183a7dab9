import { createReadStream } from 'node:fs'
import * as http from 'node:http'
import { pipeline } from 'node:stream/promises'
import type { RequestBody } from './body.js'
import { json, type Reply } from './routes.js'
import type { FaultKind, RecordedRequest } from './types.js'

/** A request's record, and how its answer goes on the wire: whole, cut short, replaced, or lost. */

/** One request in flight. */
export interface Exchange {
  req: http.IncomingMessage
  res: http.ServerResponse
  record: RecordedRequest
  body: RequestBody
  /** When the request's last byte arrived (milliseconds since the epoch). */
  receivedWholeAt?: number
}

/** The record of a request whose headers just arrived. */
export function newRecord(req: http.IncomingMessage): RecordedRequest {
  // A request sent through an HTTP proxy names the whole URL; keep its path and query.
  const target = req.url ?? '/'
  const url = /^https?:\/\//i.test(target)
    ? target.replace(/^https?:\/\/[^/?]*/i, '') || '/'
    : target
  const queryStart = url.indexOf('?')
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    path: queryStart === -1 ? url : url.slice(0, queryStart),
    query:
      queryStart === -1 ? {} : Object.fromEntries(new URLSearchParams(url.slice(queryStart + 1))),
    headers: { ...req.headers },
    rawBodyBytes: 0,
    status: 0,
    responseBody: undefined,
    receivedAt: Date.now()
  }
}

/**
 * Write the answer, unless the client has gone (then the record keeps status 0). With `cutAfterBytes`,
 * the whole answer is announced (Content-Length) but the connection closes after that many body bytes.
 */
export function send({ req, res, record }: Exchange, reply: Reply, cutAfterBytes?: number): void {
  if (res.headersSent || req.socket.destroyed) return
  if (reply.kind === 'file') {
    res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': reply.size })
    record.answeredAt = Date.now()
    record.status = 200
    record.responseBody = { file: reply.storedPath, size: reply.size }
    pipeline(createReadStream(reply.storedPath), res).catch(() => res.destroy())
    return
  }
  const { text, contentType } = written(reply) as Extract<Reply, { kind: 'text' }>
  res.writeHead(reply.status, {
    ...reply.headers,
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(text)
  })
  record.answeredAt = Date.now()
  if (cutAfterBytes === undefined) res.end(text)
  else res.write(Buffer.from(text).subarray(0, cutAfterBytes), () => req.socket.destroy())
  record.status = reply.status
  // A copy, so later changes to the emulator's state do not rewrite history; read from the text
  // when first asked for, so that answering many big reports at once costs no parsing.
  let copy: { value: unknown } | undefined
  Object.defineProperty(record, 'responseBody', {
    enumerable: true,
    configurable: true,
    get: () => (copy ??= { value: parseOrText(text) }).value
  })
}

/** The answer as the text it is sent as (a stored file stays a file), under `contentType` if given. */
export function written(reply: Reply, contentType?: string): Reply {
  if (reply.kind === 'file') return reply
  const text = reply.kind === 'json' ? JSON.stringify(reply.body) : reply.text
  const type =
    contentType ?? (reply.kind === 'json' ? 'application/json; charset=utf-8' : reply.contentType)
  return { kind: 'text', status: reply.status, text, contentType: type, headers: reply.headers }
}

export function faultReply(fault: Extract<FaultKind, { type: 'status' }>): Reply {
  if (fault.body === undefined) {
    const error = http.STATUS_CODES[fault.status] ?? 'Injected fault'
    return json(fault.status, { status: fault.status, error }, fault.headers)
  }
  return {
    kind: 'text',
    status: fault.status,
    text: fault.body,
    contentType: fault.contentType ?? 'text/plain; charset=utf-8',
    headers: fault.headers
  }
}

/** What goes on the wire instead of the real answer of a 'lose-answer' fault. */
export function loseAnswer(
  exchange: Exchange,
  fault: Extract<FaultKind, { type: 'lose-answer' }>
): void {
  if (fault.how === 'reset') exchange.req.socket.destroy()
  if (fault.how !== 'status') return
  const status = fault.status ?? 502
  send(exchange, {
    kind: 'text',
    status,
    text: fault.body ?? proxyPage(status),
    contentType: fault.contentType ?? 'text/html'
  })
}

/** The error page a proxy in front of a service sends when it lost the service's answer. */
function proxyPage(status: number): string {
  const title = `${status} ${http.STATUS_CODES[status] ?? 'Error'}`
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

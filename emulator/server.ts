import { createReadStream, rmSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import * as http from 'node:http'
import type { Socket } from 'node:net'
import * as os from 'node:os'
import * as path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { RequestBody } from './body.js'
import { defaultConfig, mergeConfig } from './config.js'
import { FaultBook } from './faults.js'
import { dispatch, json, problemReply, type Reply, type RouteContext } from './routes.js'
import { EmulatorState } from './state.js'
import type {
  Emulator,
  EmulatorConfig,
  EmulatorOptions,
  FaultKind,
  RecordedRequest
} from './types.js'
import { HttpProblem } from './validation.js'

/**
 * An emulator of the Mobile App Deployment and Analytics Service: a real HTTP server for end-to-end
 * tests, demos and experiments, which records every request and can be told to misbehave.
 */

export type {
  Emulator,
  EmulatorApp,
  EmulatorConfig,
  EmulatorOptions,
  FaultKind,
  FaultSpec,
  RecordedFile,
  RecordedRequest,
  StatusRoutes,
  SubmissionOutcome
} from './types.js'
export { analyticsReport } from './analytics-data.js'
export { defaultConfig, DEFAULT_API_KEY } from './config.js'

export const API_PREFIX = '/api/v1'
export const UNAUTHENTICATED_MESSAGE = "You couldn't be authenticated"

/** One request in flight. */
interface Exchange {
  req: http.IncomingMessage
  res: http.ServerResponse
  record: RecordedRequest
  body: RequestBody
  /** When the request's last byte arrived (milliseconds since the epoch). */
  receivedWholeAt?: number
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const { port = 0, host = '127.0.0.1', storageDir, onRequest, ...patch } = options
  let config: EmulatorConfig = mergeConfig(defaultConfig(), patch)
  const ownsStorage = storageDir === undefined
  const root = storageDir ?? (await mkdtemp(path.join(os.tmpdir(), 'service-emulator-')))
  await mkdir(root, { recursive: true })
  const uploadsRoot = path.join(root, 'uploads')

  const state = new EmulatorState()
  const faults = new FaultBook()
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()
  let uploadCount = 0 // never reset, so a reset cannot reuse the directory of a request in flight
  let closing: Promise<void> | undefined
  let origin = ''

  const sleep = (ms: number): Promise<void> =>
    new Promise(resolve => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        resolve()
      }, ms)
      timers.add(timer)
    })

  /**
   * The wait before an answer: until answerDelayMs (read now, so configure() applies at once) after
   * the request arrived whole, so that the emulator's own work on it (a big report takes ~15 ms) is
   * done meanwhile, as by a service that works on each request apart; then `extraMs` more.
   */
  const answerDelay = async (exchange: Exchange, extraMs = 0): Promise<void> => {
    const since = exchange.receivedWholeAt ?? Date.now()
    const ms = Math.max(0, since + config.answerDelayMs - Date.now()) + extraMs
    if (ms > 0) await sleep(ms)
  }

  const routeContext = (exchange: Exchange, segments: string[]): RouteContext => ({
    method: exchange.record.method,
    segments,
    query: exchange.record.query,
    headers: exchange.req.headers,
    body: exchange.body,
    record: exchange.record,
    config,
    state,
    origin,
    uploadDir: () => {
      if (closing) throw new HttpProblem(503, 'the emulator is closing')
      return path.join(uploadsRoot, String(++uploadCount))
    }
  })

  /** The answer of a request no fault intercepted. */
  async function answer(exchange: Exchange): Promise<Reply> {
    const { record, req } = exchange
    if (record.path.startsWith('/files/')) return storedFile(exchange)
    if (record.path !== API_PREFIX && !record.path.startsWith(`${API_PREFIX}/`)) {
      throw new HttpProblem(404, 'Not found')
    }
    if (!authorized(req.headers.authorization, config.apiKey)) {
      throw new HttpProblem(401, UNAUTHENTICATED_MESSAGE, { 'WWW-Authenticate': 'Bearer' })
    }
    return dispatch(routeContext(exchange, segmentsOf(record.path.slice(API_PREFIX.length))))
  }

  /** GET /files/{id}/{filename}: an uploaded IPA, served back without authentication. */
  async function storedFile({ record }: Exchange): Promise<Reply> {
    const [id, name] = segmentsOf(record.path.slice('/files'.length))
    const file = state.file(id)
    if (!file || name !== file.filename) throw new HttpProblem(404, 'Not found')
    if (record.method !== 'GET')
      throw new HttpProblem(405, 'only GET is allowed here', { Allow: 'GET' })
    return { kind: 'file', storedPath: file.storedPath, size: file.size }
  }

  async function run(exchange: Exchange, fault: FaultKind | undefined): Promise<void> {
    const { req, body } = exchange
    switch (fault?.type) {
      case 'status':
        await body.drain()
        await answerDelay(exchange)
        return send(exchange, faultReply(fault))
      case 'reset-before-answer':
        await body.drain()
        req.socket.destroy()
        return
      case 'reset-mid-body':
        body.stream.resume()
        await body.reached(fault.afterBytes)
        req.socket.destroy()
        return
      case 'stall-mid-body':
        body.stream.resume()
        await body.reached(fault.afterBytes)
        body.stall()
        return
      case 'no-answer':
        await body.drain()
        return
      case 'throttle':
        body.throttle(fault.bytesPerSecond)
        break
    }
    let reply: Reply
    try {
      reply = await answer(exchange)
    } catch (error) {
      reply = problemReply(
        error instanceof HttpProblem
          ? error
          : new HttpProblem(500, `emulator error: ${(error as Error).message}`)
      )
    }
    // Handlers may leave (part of) the body unread; answer only once the client is done sending.
    await body.drain()
    // Written before the wait, so that the wait covers that work too.
    reply = written(reply, fault?.type === 'content-type' ? fault.contentType : undefined)
    await answerDelay(exchange, fault?.type === 'delay' ? fault.ms : 0)
    send(exchange, reply, fault?.type === 'cut-answer' ? fault.afterBytes : undefined)
  }

  const server = http.createServer({ requestTimeout: 0 }, (req, res) => {
    const record = newRecord(req)
    requests.push(record)
    const exchange: Exchange = {
      req,
      res,
      record,
      body: new RequestBody(req, n => (record.rawBodyBytes = n))
    }
    // A request with neither header has no body (RFC 9112, 6.3): whole on arrival. ('end' would tell
    // only after the handler's first synchronous run, a big analytics report included.)
    if (req.headers['transfer-encoding'] === undefined && !Number(req.headers['content-length']))
      exchange.receivedWholeAt = record.receivedAt
    else req.once('end', () => (exchange.receivedWholeAt = Date.now()))
    let settled = false
    const settle = (): void => {
      if (settled) return
      settled = true
      onRequest?.(record)
    }
    res.on('finish', settle)
    res.on('close', settle)
    const fault = faults.take(record.method, record.path, record.query)
    if (fault) record.fault = fault.type
    run(exchange, fault).catch(error => {
      send(
        exchange,
        problemReply(new HttpProblem(500, `emulator error: ${(error as Error).message}`))
      )
    })
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  origin = originOf(server.address(), host)

  function close(): Promise<void> {
    closing ??= (async () => {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      const closed = new Promise<void>(resolve => server.close(() => resolve()))
      for (const socket of sockets) socket.destroy()
      await closed
      if (ownsStorage) await rm(root, { recursive: true, force: true })
    })()
    return closing
  }

  return {
    get baseUrl() {
      return `${origin}${API_PREFIX}`
    },
    get apiKey() {
      return config.apiKey
    },
    get requests() {
      return requests
    },
    get config() {
      return config
    },
    configure(patch: Partial<EmulatorConfig>) {
      config = mergeConfig(config, patch)
    },
    injectFault(fault) {
      faults.add(fault)
    },
    reset() {
      requests.length = 0
      state.clear()
      faults.clear()
      rmSync(uploadsRoot, { recursive: true, force: true })
    },
    close
  }
}

function newRecord(req: http.IncomingMessage): RecordedRequest {
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
function send({ req, res, record }: Exchange, reply: Reply, cutAfterBytes?: number): void {
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
function written(reply: Reply, contentType?: string): Reply {
  if (reply.kind === 'file') return reply
  const text = reply.kind === 'json' ? JSON.stringify(reply.body) : reply.text
  const type =
    contentType ?? (reply.kind === 'json' ? 'application/json; charset=utf-8' : reply.contentType)
  return { kind: 'text', status: reply.status, text, contentType: type, headers: reply.headers }
}

function faultReply(fault: Extract<FaultKind, { type: 'status' }>): Reply {
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

function authorized(header: string | undefined, apiKey: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '')
  return match !== null && match[1] === apiKey
}

/** '/a/b%20c/' -> ['a', 'b c']; a malformed escape makes the path unknown. */
function segmentsOf(pathBelowPrefix: string): string[] {
  const trimmed = pathBelowPrefix.replace(/^\/+/, '').replace(/\/$/, '')
  if (trimmed === '') return []
  try {
    return trimmed.split('/').map(decodeURIComponent)
  } catch {
    throw new HttpProblem(404, 'Not found')
  }
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function originOf(address: ReturnType<http.Server['address']>, host: string): string {
  if (address === null || typeof address === 'string')
    throw new Error('the emulator is not listening on TCP')
  // A wildcard address is reachable through loopback; write IPv6 literals in brackets.
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${address.port}`
}

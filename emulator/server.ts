import { rmSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import * as http from 'node:http'
import type { Socket } from 'node:net'
import * as os from 'node:os'
import * as path from 'node:path'
import { RequestBody } from './body.js'
import { defaultConfig, mergeConfig } from './config.js'
import { faultReply, loseAnswer, newRecord, send, written, type Exchange } from './exchange.js'
import { BusyCreates, CREATE_ROUTES, FaultBook } from './faults.js'
import { IdempotencyBook } from './idempotency.js'
import { presentedKey, RateLimit } from './rate-limit.js'
import { dispatch, problemReply, type Reply, type RouteContext } from './routes.js'
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

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const { port = 0, host = '127.0.0.1', storageDir, onRequest, ...patch } = options
  const startedWith: EmulatorConfig = mergeConfig(defaultConfig(), patch)
  let config = startedWith
  const ownsStorage = storageDir === undefined
  const root = storageDir ?? (await mkdtemp(path.join(os.tmpdir(), 'service-emulator-')))
  await mkdir(root, { recursive: true })
  const uploadsRoot = path.join(root, 'uploads')

  const state = new EmulatorState()
  const faults = new FaultBook()
  const busy = new BusyCreates()
  const rateLimit = new RateLimit()
  const keys = new IdempotencyBook()
  const requests: RecordedRequest[] = []
  /** Creates whose request arrived and whose answer has not ended, and the most at once. */
  const creates = { now: 0, peak: 0 }
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
    keys,
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
      case 'forget-records':
        state.clear()
        keys.clear()
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
    if (fault?.type === 'lose-answer') return loseAnswer(exchange, fault)
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
    const create = record.method === 'POST' && record.path.endsWith(CREATE_ROUTES)
    if (create) creates.peak = Math.max(creates.peak, ++creates.now)
    let settled = false
    const settle = (): void => {
      if (settled) return
      settled = true
      if (create) creates.now -= 1
      onRequest?.(record)
    }
    res.on('finish', settle)
    res.on('close', settle)
    if (config.throughputBytesPerSecond !== undefined)
      exchange.body.throttle(config.throughputBytesPerSecond)
    // The rate limit answers before the service sees the request: no fault or create is used up.
    const limited = record.path.startsWith(API_PREFIX)
      ? rateLimit.take(config.rateLimit, presentedKey(req.headers.authorization))
      : undefined
    run(exchange, limited ?? takeFault(record, create)).catch(error => {
      send(
        exchange,
        problemReply(new HttpProblem(500, `emulator error: ${(error as Error).message}`))
      )
    })
  })
  /** The fault that hits a request the rate limit let through; busyCreates counts every create. */
  function takeFault(record: RecordedRequest, create: boolean): FaultKind | undefined {
    const putOff = busy.take(config.busyCreates, create)
    const fault = faults.take(record.method, record.path, record.query)
    if (fault) record.fault = fault.type
    return fault ?? putOff
  }

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
    made() {
      return state.madeIds()
    },
    createsInFlight() {
      return { ...creates }
    },
    reset({ config: restore = false } = {}) {
      if (restore) config = startedWith
      requests.length = 0
      creates.peak = creates.now
      state.clear()
      keys.clear()
      faults.clear()
      busy.clear()
      rateLimit.clear()
      rmSync(uploadsRoot, { recursive: true, force: true })
    },
    close
  }
}

function authorized(header: string | undefined, apiKey: string): boolean {
  return presentedKey(header) === apiKey
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

function originOf(address: ReturnType<http.Server['address']>, host: string): string {
  if (address === null || typeof address === 'string')
    throw new Error('the emulator is not listening on TCP')
  // A wildcard address is reachable through loopback; write IPv6 literals in brackets.
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${address.port}`
}

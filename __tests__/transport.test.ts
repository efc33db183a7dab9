import { afterEach, describe, expect, test } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import * as http from 'node:http'
import * as net from 'node:net'
import { Readable } from 'node:stream'
import { setTimeout as delay } from 'node:timers/promises'
import { TURN_SPACING_MS } from '../src/service/retry/index.js'
import { Transport } from '../src/service/transport.js'
import {
  TransportError,
  type RetryNotice,
  type StreamedBody,
  type TransportOptions,
  type UploadProgress
} from '../src/service/transport-types.js'

const MiB = 1024 * 1024
const cleanups: Array<() => Promise<void>> = []

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map(cleanup => cleanup()))
})

/** A server on 127.0.0.1 whose sockets are all destroyed after the test. */
async function listen<T extends net.Server>(
  server: T
): Promise<{ server: T; port: number; url: string }> {
  const sockets = new Set<net.Socket>()
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise(resolve => server.close(resolve))
  })
  const port = (server.address() as net.AddressInfo).port
  return { server, port, url: `http://127.0.0.1:${port}` }
}

function httpServer(handler: http.RequestListener) {
  return listen(http.createServer(handler))
}

interface Received {
  bytes: number
  sha256: string
  headers: http.IncomingHttpHeaders
}

function receive(req: http.IncomingMessage): Promise<Received> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    let bytes = 0
    req.on('data', (chunk: Buffer) => {
      hash.update(chunk)
      bytes += chunk.length
    })
    req.on('end', () => resolve({ bytes, sha256: hash.digest('hex'), headers: req.headers }))
    req.on('error', reject)
  })
}

const block = randomBytes(MiB)

/** A body of `length` bytes made on the fly: each 1 MiB chunk the random block, stamped with its index. */
function generatedBody(length: number, pace?: { chunkBytes: number; everyMs: number }) {
  const chunkBytes = pace?.chunkBytes ?? MiB
  async function* chunks(paced: boolean): AsyncGenerator<Buffer> {
    for (let offset = 0, index = 0; offset < length; offset += chunkBytes, index++) {
      if (pace && paced) await delay(pace.everyMs)
      const chunk = Buffer.from(block.subarray(0, Math.min(chunkBytes, length - offset)))
      if (chunk.length >= 4) chunk.writeUInt32BE(index)
      yield chunk
    }
  }
  const hash = createHash('sha256')
  const body = {
    opens: 0,
    length,
    contentType: 'application/octet-stream',
    sha256: '',
    open(): NodeJS.ReadableStream {
      body.opens++
      return Readable.from(chunks(true), { objectMode: false, highWaterMark: MiB })
    }
  } satisfies StreamedBody & Record<string, unknown>
  return (async () => {
    for await (const chunk of chunks(false)) hash.update(chunk)
    body.sha256 = hash.digest('hex')
    return body
  })()
}

function transport(options: Partial<TransportOptions> = {}): Transport {
  return new Transport({ retries: 3, requestTimeoutMs: 5_000, retryBaseDelayMs: 10, ...options })
}

/** Records the delays asked for, and waits none of them. */
function recordedSleep(): { delays: number[]; sleep: (ms: number) => Promise<void> } {
  const delays: number[] = []
  return { delays, sleep: async ms => void delays.push(ms) }
}

async function failure(promise: Promise<unknown>): Promise<TransportError> {
  const error = await promise.then(
    () => undefined,
    (error: unknown) => error
  )
  expect(error).toBeInstanceOf(TransportError)
  return error as TransportError
}

describe('bodies', () => {
  test('sends a string with its exact Content-Length and a User-Agent', async () => {
    let seen: Received | undefined
    const { url } = await httpServer(async (req, res) => {
      seen = await receive(req)
      res.end('{"ok":true}')
    })
    const text = '{"name":"Ünïcödé ✓"}'
    const response = await transport().send({
      method: 'POST',
      url: `${url}/json`,
      headers: { 'Content-Type': 'application/json' },
      body: text
    })
    expect(response).toMatchObject({
      status: 200,
      body: '{"ok":true}',
      truncated: false,
      attempts: 1
    })
    expect(seen?.headers['content-length']).toBe(String(Buffer.byteLength(text)))
    expect(seen?.headers['transfer-encoding']).toBeUndefined()
    expect(seen?.headers['user-agent']).toBe('app-store-deploy-action')
    expect(seen?.sha256).toBe(createHash('sha256').update(text).digest('hex'))
  })

  test('streams a body with Content-Length, never chunked, byte for byte', async () => {
    let seen: Received | undefined
    const { url } = await httpServer(async (req, res) => {
      seen = await receive(req)
      res.end()
    })
    const body = await generatedBody(20 * MiB + 123)
    const progress: UploadProgress[] = []
    const response = await transport({ userAgent: 'tests/1.0' }).send({
      method: 'POST',
      url,
      body,
      onProgress: p => void progress.push(p)
    })
    expect(response.status).toBe(200)
    expect(seen).toMatchObject({ bytes: body.length, sha256: body.sha256 })
    expect(seen?.headers['content-length']).toBe(String(body.length))
    expect(seen?.headers['content-type']).toBe('application/octet-stream')
    expect(seen?.headers['transfer-encoding']).toBeUndefined()
    expect(seen?.headers['user-agent']).toBe('tests/1.0')
    expect(progress.at(-1)).toMatchObject({ bytesSent: body.length, totalBytes: body.length })
  })

  test('reports progress at most every ~100 ms, and once at the end', async () => {
    const { url } = await httpServer(async (req, res) => {
      await receive(req)
      res.end()
    })
    const body = await generatedBody(16 * 64 * 1024, { chunkBytes: 64 * 1024, everyMs: 20 })
    const progress: UploadProgress[] = []
    await transport().send({ method: 'POST', url, body, onProgress: p => void progress.push(p) })
    // 16 chunks over ~320 ms: a handful of reports, not one per chunk.
    expect(progress.length).toBeGreaterThanOrEqual(2)
    expect(progress.length).toBeLessThanOrEqual(10)
    expect(progress.at(-1)?.bytesSent).toBe(body.length)
    for (let i = 1; i < progress.length - 1; i++) {
      expect(progress[i].elapsedMs - progress[i - 1].elapsedMs).toBeGreaterThanOrEqual(90)
      expect(progress[i].bytesSent).toBeGreaterThan(progress[i - 1].bytesSent)
    }
  })

  test('goes through HTTP_PROXY with CONNECT', async () => {
    let seen: Received | undefined
    const target = await httpServer(async (req, res) => {
      seen = await receive(req)
      res.end('through')
    })
    const connects: string[] = []
    const proxy = await listen(http.createServer())
    proxy.server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
      connects.push(req.url ?? '')
      // The test's own name resolver: every host is this machine.
      const upstream = net.connect(Number(req.url?.split(':')[1]), '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        upstream.write(head)
        upstream.pipe(client).pipe(upstream)
      })
      upstream.on('error', () => client.destroy())
      client.on('error', () => upstream.destroy())
      cleanups.push(async () => void upstream.destroy())
    })
    const saved = saveProxyEnv()
    try {
      process.env.http_proxy = proxy.url
      const body = await generatedBody(3 * MiB)
      const url = `http://upload.test:${target.port}/upload`
      const response = await transport().send({ method: 'POST', url, body })
      expect(response).toMatchObject({ status: 200, body: 'through' })
      expect(connects).toEqual([`upload.test:${target.port}`])
      expect(seen).toMatchObject({ bytes: body.length, sha256: body.sha256 })
    } finally {
      saved.restore()
    }
  })
})

function saveProxyEnv(): { restore(): void } {
  const names = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY', 'no_proxy', 'NO_PROXY']
  const saved = names.map(name => [name, process.env[name]] as const)
  for (const name of names) delete process.env[name]
  return {
    restore: () => {
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  }
}

describe('retries', () => {
  test('beforeResend waits as a retry does, tells onRetry, and refuses past the retries', async () => {
    const { delays, sleep } = recordedSleep()
    const notices: RetryNotice[] = []
    const sender = transport({ retries: 1, sleep, onRetry: n => void notices.push(n) })
    const last = { method: 'POST', status: 503, complete: true, sent: true }
    const request = { method: 'POST' as const, url: 'http://127.0.0.1:1/upload?signature=s3cr3t' }
    expect(await sender.beforeResend(1, last, request)).toBeUndefined()
    expect(await sender.beforeResend(2, last, request)).toBe('no retry is left')
    expect(delays).toHaveLength(1)
    expect(notices).toEqual([
      {
        attempt: 1,
        reason: 'HTTP 503',
        delayMs: delays[0],
        held: false,
        method: 'POST',
        url: 'http://127.0.0.1:1/upload',
        retries: 1
      }
    ])
  })

  test('a request that allows fewer retries than the transport takes no more', async () => {
    let requests = 0
    const { url } = await httpServer((_req, res) => void (++requests, res.writeHead(503).end()))
    const { delays, sleep } = recordedSleep()
    const notices: RetryNotice[] = []
    const sender = transport({ retries: 4, sleep, onRetry: n => void notices.push(n) })
    const answer = await sender.send({ method: 'GET', url, maxRetries: 1 })
    expect(answer).toMatchObject({ status: 503, attempts: 2 })
    expect(requests).toBe(2)
    expect(delays).toHaveLength(1)
    expect(notices.map(notice => notice.retries)).toEqual([1])
  })

  test('honours Retry-After in seconds on a 429', async () => {
    let requests = 0
    const { url } = await httpServer((_req, res) => {
      if (++requests === 1) res.writeHead(429, { 'Retry-After': '1' }).end()
      else res.end('ok')
    })
    const notices: RetryNotice[] = []
    // A backoff of 20 s would show if Retry-After were ignored.
    const client = transport({ retryBaseDelayMs: 20_000, onRetry: n => void notices.push(n) })
    const started = Date.now()
    const response = await client.send({ method: 'GET', url })
    const elapsed = Date.now() - started
    // The rate limit's hold is no retry: the attempt after it is still the first.
    expect(response).toMatchObject({ status: 200, attempts: 1 })
    expect(notices[0]).toMatchObject({ reason: 'HTTP 429', delayMs: 1000, held: true })
    expect(elapsed).toBeGreaterThanOrEqual(950)
    expect(elapsed).toBeLessThan(2500)
  })

  test('honours Retry-After as an HTTP date; one longer than the cap is not waited for', async () => {
    let requests = 0
    const retryAt = new Date(Date.now() + 3_000).toUTCString()
    const { url } = await httpServer((_req, res) => {
      requests++
      if (requests === 1) res.writeHead(429, { 'Retry-After': retryAt }).end()
      else if (requests === 2) res.writeHead(503, { 'Retry-After': '3600' }).end()
      else res.end('ok')
    })
    const { delays, sleep } = recordedSleep()
    const response = await transport({ sleep, maxRetryDelayMs: 5_000 }).send({ method: 'GET', url })
    // Retrying before the hour the service asked for would not help: its answer is returned. The
    // 429 before it was a hold of the rate limit, no retry.
    expect(response).toMatchObject({ status: 503, attempts: 1 })
    expect(response.notRetried).toBe(
      'the service asked to be sent this again in 60 min (Retry-After), longer than the 5 s waited at most between attempts'
    )
    expect(requests).toBe(2)
    // An HTTP date has whole seconds: 3 s from now is 2 to 3 s away.
    expect(delays).toHaveLength(1)
    expect(delays[0]).toBeGreaterThanOrEqual(1_500)
    expect(delays[0]).toBeLessThanOrEqual(3_000)
  })

  test('the default cap is 60 s: a Retry-After of 60 s to a 503 is waited for, 61 s is not', async () => {
    for (const [asked, attempts] of [
      ['60', 2],
      ['61', 1]
    ] as const) {
      let requests = 0
      const { url } = await httpServer((_req, res) => {
        if (++requests === 1) res.writeHead(503, { 'Retry-After': asked }).end()
        else res.end('ok')
      })
      const { delays, sleep } = recordedSleep()
      const response = await new Transport({ retries: 3, requestTimeoutMs: 5_000, sleep }).send({
        method: 'GET',
        url
      })
      expect(response.attempts).toBe(attempts)
      expect(delays).toEqual(attempts === 2 ? [60_000] : [])
    }
  })

  test.each(['-5', 'soon', '1.5', ''])(
    'a Retry-After of %p is not a delay: the backoff is used',
    async retryAfter => {
      let requests = 0
      const { url } = await httpServer((_req, res) => {
        if (++requests === 1) res.writeHead(429, { 'Retry-After': retryAfter }).end()
        else res.end('ok')
      })
      const { delays, sleep } = recordedSleep()
      const response = await transport({ sleep, retryBaseDelayMs: 100 }).send({
        method: 'GET',
        url
      })
      expect(response).toMatchObject({ status: 200, attempts: 2 })
      expect(delays[0]).toBeGreaterThanOrEqual(50)
      expect(delays[0]).toBeLessThanOrEqual(150)
    }
  )

  test('waits longer each time, with jitter, up to the cap', async () => {
    const { url } = await httpServer((_req, res) => void res.writeHead(502).end('bad gateway'))
    const { delays, sleep } = recordedSleep()
    const response = await transport({
      retries: 4,
      retryBaseDelayMs: 100,
      maxRetryDelayMs: 500,
      sleep
    }).send({
      method: 'GET',
      url
    })
    expect(response).toMatchObject({ status: 502, body: 'bad gateway', attempts: 5 })
    expect(delays).toHaveLength(4)
    const bounds = [
      [50, 150],
      [100, 300],
      [200, 500],
      [400, 500]
    ]
    delays.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(bounds[i][0])
      expect(ms).toBeLessThanOrEqual(bounds[i][1])
    })
  })

  test('a streamed body sent again opens a fresh stream, and the last attempt is complete', async () => {
    let posts = 0
    let last: Received | undefined
    const { url } = await httpServer(async (req, res) => {
      if (++posts === 1) {
        let bytes = 0
        req.on('data', (chunk: Buffer) => {
          bytes += chunk.length
          if (bytes >= 2 * MiB) req.socket.resetAndDestroy()
        })
        return
      }
      last = await receive(req)
      res.writeHead(201).end()
    })
    const body = await generatedBody(16 * MiB)
    const cut = await failure(transport().send({ method: 'POST', url, body }))
    expect(cut.outcome).toMatchObject({ sent: false, complete: false })
    const response = await transport().send({ method: 'POST', url, body })
    expect(response).toMatchObject({ status: 201, attempts: 1 })
    expect(body.opens).toBe(2)
    expect(last).toMatchObject({ bytes: body.length, sha256: body.sha256 })
  })

  test('a 2xx is never sent twice, even when its answer breaks off', async () => {
    let posts = 0
    const { url } = await httpServer(async (req, res) => {
      posts++
      await receive(req)
      res.writeHead(200, { 'Content-Length': '100' })
      res.write('only part of it', () => req.socket.destroy())
    })
    const error = await failure(transport().send({ method: 'POST', url, body: 'x' }))
    expect(error.code).toBe('ECONNRESET')
    expect(error.attempts).toBe(1)
    expect(error.message).toContain('HTTP 200')
    expect(posts).toBe(1)
  })

  test('gives up after the retries with a TransportError that names no secret', async () => {
    const closed = await listen(net.createServer())
    const port = closed.port
    await new Promise(resolve => closed.server.close(resolve))
    const notices: RetryNotice[] = []
    const error = await failure(
      transport({ retries: 2, onRetry: n => void notices.push(n) }).send({
        method: 'GET',
        url: `http://127.0.0.1:${port}/teams?token=hunter2`,
        headers: { Authorization: 'Bearer very-secret' }
      })
    )
    expect(error).toMatchObject({ code: 'ECONNREFUSED', attempts: 3 })
    // The request, for the failure's words: its URL without the query, as the message shows it.
    expect(error).toMatchObject({ method: 'GET', url: `http://127.0.0.1:${port}/teams` })
    expect(notices.map(n => n.attempt)).toEqual([1, 2])
    expect(error.message).toContain(`GET http://127.0.0.1:${port}/teams`)
    expect(error.message).not.toMatch(/very-secret|hunter2/)
  })
})

describe('a POST is sent once: its outcome says whether it went out whole (retry/verdict.ts)', () => {
  /** A server that takes the whole body, then answers as `answer` does. */
  async function server(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
    const seen = { posts: 0 }
    const { url } = await httpServer(async (req, res) => {
      await receive(req)
      seen.posts++
      answer(req, res)
    })
    return { url, seen }
  }

  test.each([
    [
      'a 502 after the whole body',
      (res: http.ServerResponse) => res.writeHead(502).end('<html>Bad Gateway</html>'),
      { status: 502, sent: true, complete: true }
    ],
    [
      'a 429 with Retry-After',
      (res: http.ServerResponse) => res.writeHead(429, { 'Retry-After': '0' }).end(),
      { status: 429, retryAfterMs: 0 }
    ],
    [
      'a 503 with Retry-After',
      (res: http.ServerResponse) => res.writeHead(503, { 'Retry-After': '2' }).end(),
      { status: 503, retryAfterMs: 2000 }
    ]
  ])('%s: answered once, with its outcome', async (_name, answer, outcome) => {
    const { url, seen } = await server((_req, res) => answer(res))
    const response = await transport().send({ method: 'POST', url, body: 'x' })
    expect(response).toMatchObject({ attempts: 1, outcome: { method: 'POST', ...outcome } })
    expect(seen.posts).toBe(1)
  })

  test('a reset after the whole body: one attempt, which went out whole', async () => {
    const { url, seen } = await server(req => req.socket.destroy())
    const stopped = await failure(transport().send({ method: 'POST', url, body: 'x' }))
    expect(stopped).toMatchObject({ code: 'ECONNRESET', attempts: 1 })
    expect(stopped.outcome).toMatchObject({ method: 'POST', sent: true, complete: false })
    expect(seen.posts).toBe(1)
  })

  test('nothing listening: one attempt, which did not go out', async () => {
    const closed = await listen(net.createServer())
    await new Promise(resolve => closed.server.close(resolve))
    const url = `http://127.0.0.1:${closed.port}/upload`
    const refused = await failure(transport().send({ method: 'POST', url, body: 'x' }))
    expect(refused).toMatchObject({ code: 'ECONNREFUSED', attempts: 1 })
    expect(refused.outcome).toMatchObject({ sent: false, code: 'ECONNREFUSED' })
  })

  test('a DELETE whose answer was lost is sent again, and says an earlier attempt may have done it', async () => {
    const { url } = await httpServer(async (req, res) => {
      await receive(req)
      if (req.method === 'DELETE' && !deleted) {
        deleted = true
        return req.socket.destroy()
      }
      res.writeHead(404).end()
    })
    let deleted = false
    const response = await transport().send({ method: 'DELETE', url })
    expect(response).toMatchObject({ status: 404, attempts: 2, earlierMayHaveActed: true })
  })
})

describe('stall watchdog', () => {
  test('fails with ETIMEDOUT when the server stops reading mid-body', async () => {
    const { url } = await listen(net.createServer(socket => void socket.pause()))
    // Far more than the sockets' buffers hold (a few MiB on loopback).
    const body = await generatedBody(32 * MiB)
    const started = Date.now()
    const error = await failure(
      transport({ retries: 0, requestTimeoutMs: 300 }).send({ method: 'POST', url, body })
    )
    expect(error.code).toBe('ETIMEDOUT')
    expect(Date.now() - started).toBeLessThan(3_000)
  })

  test('fails with ETIMEDOUT when the server never answers after the body', async () => {
    let received = 0
    const { url } = await httpServer(async req => void (received = (await receive(req)).bytes))
    const body = await generatedBody(MiB)
    const started = Date.now()
    const error = await failure(
      transport({ retries: 0, requestTimeoutMs: 300 }).send({ method: 'POST', url, body })
    )
    const elapsed = Date.now() - started
    expect(error.code).toBe('ETIMEDOUT')
    expect(received).toBe(body.length)
    expect(elapsed).toBeGreaterThanOrEqual(290)
    expect(elapsed).toBeLessThan(2_000)
  })

  test('an upload that keeps moving never times out: the total starts once it is sent', async () => {
    const { url } = await httpServer(async (req, res) => {
      await receive(req)
      for (let i = 0; i < 3; i++) {
        res.write('.')
        await delay(50)
      }
      res.end()
    })
    // ~0.5 s of body, longer than the 300 ms watchdog and than the total; then a short answer.
    const body = await generatedBody(5 * 64 * 1024, { chunkBytes: 64 * 1024, everyMs: 100 })
    const response = await transport({ retries: 0, requestTimeoutMs: 300 }).send({
      method: 'POST',
      url,
      body
    })
    expect(response).toMatchObject({ status: 200, body: '...', attempts: 1 })
  })
})

describe('total deadline', () => {
  /** Answers 200, then one byte every `everyMs`, for ever. */
  const trickle = (everyMs: number) =>
    httpServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      const timer = setInterval(() => res.write(' '), everyMs)
      res.on('close', () => clearInterval(timer))
    })

  test('an answer that trickles ends at request-timeout in all, though every byte moves', async () => {
    const { url } = await trickle(50)
    const started = Date.now()
    const error = await failure(
      transport({ retries: 0, requestTimeoutMs: 400 }).send({ method: 'GET', url })
    )
    const elapsed = Date.now() - started
    expect(error.code).toBe('ETIMEDOUT')
    expect(error.message).toMatch(
      /the answer was not complete within 400 ms \(the request timeout\) while reading the answer \(HTTP 200\)$/
    )
    // A fact of the error, for the failure's advice: no one reads it out of the message.
    expect(error.tooSlow).toBe(true)
    expect(elapsed).toBeGreaterThanOrEqual(390)
    expect(elapsed).toBeLessThan(1_500)
  })

  test('the total spans the redirects of an attempt', async () => {
    let hops = 0
    const { url } = await httpServer(async (_req, res) => {
      hops++
      await delay(150)
      res.writeHead(302, { Location: `/hop${hops}` }).end()
    })
    const started = Date.now()
    const error = await failure(
      transport({ retries: 0, requestTimeoutMs: 400 }).send({ method: 'GET', url })
    )
    expect(error.code).toBe('ETIMEDOUT')
    expect(hops).toBeLessThanOrEqual(3)
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  test('a POST whose 200 trickles is not sent again: the message says it was answered', async () => {
    let posts = 0
    const { url } = await httpServer((req, res) => {
      posts++
      req.resume()
      res.writeHead(200)
      const timer = setInterval(() => res.write(' '), 50)
      res.on('close', () => clearInterval(timer))
    })
    const error = await failure(
      transport({ retries: 3, requestTimeoutMs: 300 }).send({ method: 'POST', url, body: '{}' })
    )
    expect(error).toMatchObject({ code: 'ETIMEDOUT', attempts: 1, status: 200 })
    expect(posts).toBe(1)
  })
})

describe('deadline (a status poll)', () => {
  test('a Retry-After that passes the deadline is not waited for: the answer comes back at once', async () => {
    let requests = 0
    const { url } = await httpServer((_req, res) => {
      requests++
      res.writeHead(429, { 'Retry-After': '86400' }).end('{"error":"slow down"}')
    })
    const { delays, sleep } = recordedSleep()
    const response = await transport({ sleep }).send({
      method: 'GET',
      url,
      deadline: Date.now() + 5_000
    })
    expect(response).toMatchObject({ status: 429, attempts: 1 })
    expect(response.notRetried).toBe(
      'the service asked to be sent this again in 24 h (Retry-After), after the waiting ends'
    )
    expect(delays).toEqual([])
    expect(requests).toBe(1)
  })

  test('within the deadline, a Retry-After longer than the cap is honoured', async () => {
    let requests = 0
    const { url } = await httpServer((_req, res) => {
      if (++requests === 1) res.writeHead(503, { 'Retry-After': '120' }).end()
      else res.end('ok')
    })
    const { delays, sleep } = recordedSleep()
    const response = await transport({ sleep, maxRetryDelayMs: 60_000 }).send({
      method: 'GET',
      url,
      deadline: Date.now() + 600_000
    })
    expect(response).toMatchObject({ status: 200, attempts: 2 })
    expect(delays).toEqual([120_000])
  })

  test('a backoff that passes the deadline is not taken either', async () => {
    const { url } = await httpServer((_req, res) => void res.writeHead(502).end())
    const { delays, sleep } = recordedSleep()
    const response = await transport({ sleep, retryBaseDelayMs: 10_000 }).send({
      method: 'GET',
      url,
      deadline: Date.now() + 1_000
    })
    expect(response).toMatchObject({ status: 502, attempts: 1 })
    expect(response.notRetried).toBe('the waiting would end before the next attempt')
    expect(delays).toEqual([])
  })

  test('no attempt runs past the deadline by more than request-timeout', async () => {
    const { url } = await httpServer(() => undefined)
    const started = Date.now()
    const error = await failure(
      transport({ retries: 5, requestTimeoutMs: 300, retryBaseDelayMs: 1 }).send({
        method: 'GET',
        url,
        deadline: Date.now() + 200
      })
    )
    expect(error.code).toBe('ETIMEDOUT')
    // One attempt of 300 ms, perhaps a second cut at 200 + 300 ms: never 6 of them.
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  test('a request whose deadline passed a request-timeout ago is not sent', async () => {
    let requests = 0
    const { url } = await httpServer((_req, res) => void (requests++, res.end('ok')))
    const error = await failure(
      transport({ requestTimeoutMs: 300 }).send({ method: 'GET', url, deadline: Date.now() - 400 })
    )
    expect(error.message).toMatch(/not sent: the waiting ended before it could be/)
    expect(requests).toBe(0)
  })
})

describe('a pause: a Retry-After to one request holds them all (requests side by side)', () => {
  /**
   * A server that answers `/busy` with a 429 asking for `retryAfter` seconds the first time, `/slow`
   * after 300 ms, anything else at once, and notes when each request arrived.
   */
  async function busyServer(retryAfter: string, status = 429) {
    const arrivals: Array<{ path: string; at: number }> = []
    const seen = { limitedAt: 0 }
    const { url } = await httpServer(async (req, res) => {
      arrivals.push({ path: req.url ?? '', at: Date.now() })
      if (req.url === '/busy' && !seen.limitedAt) {
        seen.limitedAt = Date.now()
        res.writeHead(status, { 'Retry-After': retryAfter }).end('{"error":"slow down"}')
      } else if (req.url === '/slow') {
        await delay(300)
        res.end('slow')
      } else res.end('ok')
    })
    const arrivedAt = (path: string): number[] =>
      arrivals.filter(a => a.path === path).map(a => a.at)
    /** Resolves once the 429 has been answered (and a little after, for it to be read). */
    const limited = async (): Promise<number> => {
      while (!seen.limitedAt) await delay(5)
      await delay(50)
      return seen.limitedAt
    }
    return { url, arrivals, arrivedAt, limited }
  }

  // Timers fire late under load, and a millisecond early when Node rounds: a margin for both.
  const SLACK_MS = 100

  test('two requests in flight, one gets a 429: a third started in the pause arrives only after it', async () => {
    const server = await busyServer('1')
    const client = transport()
    const slow = client.send({ method: 'GET', url: `${server.url}/slow` })
    const busy = client.send({ method: 'GET', url: `${server.url}/busy` })
    const limitedAt = await server.limited()
    const third = await client.send({ method: 'GET', url: `${server.url}/third` })
    expect(third.status).toBe(200)
    expect((await busy).status).toBe(200)
    // The one in flight when the 429 came was not held back.
    expect((await slow).body).toBe('slow')
    expect(server.arrivedAt('/slow')).toHaveLength(1)
    const [thirdAt] = server.arrivedAt('/third')
    expect(thirdAt).toBeGreaterThanOrEqual(limitedAt + 1_000 - 2)
    // The 429'd request's own resend also waited for the pause.
    expect(server.arrivedAt('/busy')[1]).toBeGreaterThanOrEqual(limitedAt + 1_000 - 2)
  })

  test('once the pause ends, the requests it held go one at a time, a turn apart: no burst', async () => {
    const server = await busyServer('1')
    const client = transport()
    const busy = client.send({ method: 'GET', url: `${server.url}/busy` })
    const limitedAt = await server.limited()
    const held = ['/a', '/b', '/c'].map(path =>
      client.send({ method: 'GET', url: server.url + path })
    )
    await Promise.all([busy, ...held])
    const after = server.arrivals.filter(a => a.at > limitedAt).map(a => a.at)
    // The 429'd request's resend and the three held: four turns.
    expect(after).toHaveLength(4)
    expect(after[0]).toBeGreaterThanOrEqual(limitedAt + 1_000 - 2)
    for (let i = 1; i < after.length; i++) {
      expect(after[i] - after[i - 1]).toBeGreaterThanOrEqual(TURN_SPACING_MS - SLACK_MS)
    }
  })

  // A 503 with retries 0 comes back at once, its pause left: a 429's hold would send it again.
  test('a request aborted while the pause holds it fails at once with ABORT_ERR, never sent', async () => {
    const server = await busyServer('10', 503)
    const client = transport({ retries: 0 })
    expect((await client.send({ method: 'GET', url: `${server.url}/busy` })).status).toBe(503)
    const controller = new AbortController()
    const held = failure(
      client.send({ method: 'GET', url: `${server.url}/held`, signal: controller.signal })
    )
    await delay(100)
    const abortedAt = Date.now()
    controller.abort()
    const error = await held
    expect(error.code).toBe('ABORT_ERR')
    expect(error.message).toBe(`GET ${server.url}/held: cancelled`)
    expect(Date.now() - abortedAt).toBeLessThan(SLACK_MS * 3)
    expect(server.arrivedAt('/held')).toEqual([])
  })

  test('a request whose wait ends before the pause does fails at once, as one past its wait', async () => {
    const server = await busyServer('5', 503)
    const client = transport({ retries: 0, requestTimeoutMs: 300 })
    expect((await client.send({ method: 'GET', url: `${server.url}/busy` })).status).toBe(503)
    const started = Date.now()
    const error = await failure(
      client.send({ method: 'GET', url: `${server.url}/poll`, deadline: Date.now() + 1_000 })
    )
    expect(error.code).toBe('ERR_WAIT_OVER')
    expect(error.message).toMatch(/not sent: the waiting ended before it could be$/)
    expect(Date.now() - started).toBeLessThan(SLACK_MS * 3)
    expect(server.arrivedAt('/poll')).toEqual([])
  })

  test('Retry-After: 0 puts nothing off: each resend goes at once, no turn apart', async () => {
    let requests = 0
    const { url } = await httpServer((_req, res) => {
      if (++requests <= 2) res.writeHead(503, { 'Retry-After': '0' }).end()
      else res.end('ok')
    })
    const started = Date.now()
    const response = await transport().send({ method: 'GET', url })
    expect(response).toMatchObject({ status: 200, attempts: 3 })
    expect(Date.now() - started).toBeLessThan(TURN_SPACING_MS / 2)
  })

  test('a Retry-After to a 503 longer than maxRetryDelayMs is not waited for, and pauses no other request', async () => {
    const server = await busyServer('10', 503)
    const client = transport({ maxRetryDelayMs: 5_000 })
    const busy = await client.send({ method: 'GET', url: `${server.url}/busy` })
    expect(busy).toMatchObject({ status: 503, attempts: 1 })
    expect(busy.notRetried).toMatch(/longer than the 5 s waited at most between attempts$/)
    const started = Date.now()
    expect((await client.send({ method: 'GET', url: `${server.url}/other` })).status).toBe(200)
    expect(server.arrivedAt('/other')[0] - started).toBeLessThan(SLACK_MS * 3)
  })
})

/** A server that streams `chunk` for ever (no Content-Length), and says when its client went away. */
async function endless(status: number, chunk: Buffer) {
  let sent = 0
  let closedAt = 0
  const server = await httpServer((_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    const more = (): void => {
      while (!res.destroyed && res.write(chunk)) sent += chunk.length
      if (!res.destroyed) res.once('drain', more)
    }
    res.on('close', () => void (closedAt = Date.now()))
    more()
  })
  return {
    url: server.url,
    get sent() {
      return sent
    },
    get closedAt() {
      return closedAt
    }
  }
}

describe('answers', () => {
  test('a 2xx whose Content-Length passes maxResponseBytes: its start is read, for the message, and no more', async () => {
    const { url } = await httpServer((_req, res) => void res.end(Buffer.alloc(3 * MiB, 'a')))
    const small = await transport({ maxResponseBytes: 1000 }).send({ method: 'GET', url })
    expect(small).toMatchObject({ status: 200, truncated: true, attempts: 1 })
    expect(small.body).toBe('a'.repeat(1000))
    const large = await transport({ maxResponseBytes: MiB }).send({ method: 'GET', url })
    expect(large).toMatchObject({ status: 200, truncated: true, attempts: 1 })
    expect(large.body).toBe('a'.repeat(4096))
  })

  test('an endless 2xx is abandoned at maxResponseBytes: the connection is closed at once', async () => {
    const server = await endless(200, Buffer.alloc(64 * 1024, ' '))
    const started = Date.now()
    const response = await transport({ maxResponseBytes: MiB }).send({
      method: 'GET',
      url: server.url
    })
    expect(response).toMatchObject({ status: 200, truncated: true, attempts: 1 })
    expect(response.body.length).toBe(MiB)
    await delay(100)
    expect(server.closedAt).toBeGreaterThan(0)
    expect(server.closedAt - started).toBeLessThan(2_000)
    // What the socket buffers aside, nothing more was read than the bound.
    expect(server.sent).toBeLessThan(16 * MiB)
  })

  test('an endless error answer keeps its start for the message, and reads no further', async () => {
    const server = await endless(500, Buffer.from('{"error":"boom"}' + ' '.repeat(1000)))
    const response = await transport({ retries: 0, maxResponseBytes: 4096 }).send({
      method: 'GET',
      url: server.url
    })
    expect(response).toMatchObject({ status: 500, truncated: true })
    expect(response.body.startsWith('{"error":"boom"}')).toBe(true)
    expect(response.body.length).toBe(4096)
  })

  test('a compressed answer is passed on as it came, never inflated', async () => {
    const { gzipSync } = await import('node:zlib')
    // 64 MiB of spaces once inflated: 64 gzip members of 1 MiB each, one after the other (a valid
    // gzip stream, RFC 1952 2.2), made in milliseconds where compressing 64 MiB takes half a second.
    const member = gzipSync(Buffer.alloc(MiB, ' '))
    const bomb = Buffer.concat(Array(64).fill(member))
    const { url } = await httpServer((_req, res) => {
      res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Type': 'application/json' })
      res.end(bomb)
    })
    const response = await transport().send({ method: 'GET', url })
    expect(response.truncated).toBe(false)
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(Buffer.byteLength(response.body)).toBeLessThan(MiB)
  })

  test('returns a 4xx with its body instead of throwing, without retrying', async () => {
    let requests = 0
    const { url } = await httpServer((_req, res) => {
      requests++
      res.writeHead(422, { 'Content-Type': 'application/json' }).end('{"error":"bad team"}')
    })
    const response = await transport().send({ method: 'POST', url, body: '{}' })
    expect(response).toMatchObject({ status: 422, body: '{"error":"bad team"}', attempts: 1 })
    expect(response.headers['content-type']).toBe('application/json')
    expect(requests).toBe(1)
  })

  test('returns an early answer from a server that does not take the body', async () => {
    const { url } = await httpServer(
      (_req, res) => void res.writeHead(401, { Connection: 'close' }).end('who?')
    )
    const body = await generatedBody(64 * MiB)
    const response = await transport().send({ method: 'POST', url, body })
    expect(response).toMatchObject({ status: 401, body: 'who?', attempts: 1 })
  })
})

describe('not HTTP', () => {
  /** A TCP server that writes `bytes` to each connection once the request came. */
  const raw = (bytes: string | Buffer) =>
    listen(
      net.createServer(socket => {
        socket.once('data', () => socket.write(bytes))
        socket.on('error', () => undefined)
      })
    )

  test.each([
    [
      'an HTTP/0.9-style answer',
      'hello, this is not HTTP\r\n\r\n',
      /does not start with an HTTP status line \(HPE_/
    ],
    [
      'headers past 16 KiB',
      `HTTP/1.1 200 OK\r\nX-Junk: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
      /headers are longer than the 16 KiB Node reads \(HPE_HEADER_OVERFLOW\)/
    ]
  ])('%s: not retried, said in words', async (_what, bytes, words) => {
    const { url } = await raw(bytes)
    const error = await failure(transport({ retries: 3 }).send({ method: 'GET', url }))
    expect(error.attempts).toBe(1)
    expect(error.message).toMatch(/: the answer is not HTTP: /)
    expect(error.message).toMatch(words)
  })

  test('a storm of 100 Continue never ends the wait for an answer: the total does', async () => {
    const { url } = await listen(
      net.createServer(socket => {
        socket.on('error', () => undefined)
        const timer = setInterval(() => socket.write('HTTP/1.1 100 Continue\r\n\r\n'), 20)
        socket.on('close', () => clearInterval(timer))
      })
    )
    const started = Date.now()
    const error = await failure(
      transport({ retries: 0, requestTimeoutMs: 400 }).send({ method: 'GET', url })
    )
    expect(error.code).toBe('ETIMEDOUT')
    expect(Date.now() - started).toBeLessThan(1_500)
  })
})

describe('secrets in what the transport reports', () => {
  test('a redirect whose Location holds the key: no report shows it', async () => {
    const secret = 'hk+abc123/def456='
    const { url } = await httpServer((req, res) => {
      if (req.url === '/start') {
        res.writeHead(302, { Location: `/echo/${encodeURIComponent(secret)}/${secret}` }).end()
      } else res.writeHead(500).end()
    })
    const reports: string[] = []
    const response = await transport({
      retries: 1,
      onExchange: e => void reports.push(e.url),
      onRetry: n => void reports.push(n.url)
    }).send({ method: 'GET', url: `${url}/start`, secrets: [secret] })
    expect(response).toMatchObject({ status: 500, attempts: 2 })
    // Two exchanges per attempt, and the retry notice.
    expect(reports).toHaveLength(5)
    expect(reports[1]).toMatch(/\/echo\/\*\*\*\/\*\*\*$/)
    for (const report of reports) {
      expect(report).not.toContain(secret)
      expect(report).not.toContain(encodeURIComponent(secret))
    }
  })
})

describe('redirects', () => {
  async function twoOrigins() {
    const seen: Array<{ path?: string; authorization?: string }> = []
    const other = await httpServer((req, res) => {
      seen.push({ path: `other${req.url}`, authorization: req.headers.authorization })
      res.end('there')
    })
    const home = await httpServer((req, res) => {
      seen.push({ path: req.url, authorization: req.headers.authorization })
      if (req.url === '/away') res.writeHead(302, { Location: `${other.url}/target` }).end()
      else if (req.url === '/near') res.writeHead(301, { Location: '/final' }).end()
      else if (req.url === '/loop') res.writeHead(307, { Location: '/loop' }).end()
      else res.end('here')
    })
    return { seen, home: home.url }
  }

  const auth = { Authorization: 'Bearer k-123' }

  test('a GET drops Authorization when it goes to another origin', async () => {
    const { seen, home } = await twoOrigins()
    const response = await transport().send({ method: 'GET', url: `${home}/away`, headers: auth })
    expect(response).toMatchObject({ status: 200, body: 'there', attempts: 1 })
    expect(seen).toEqual([
      { path: '/away', authorization: 'Bearer k-123' },
      { path: 'other/target', authorization: undefined }
    ])
  })

  test('a GET keeps Authorization on the same origin', async () => {
    const { seen, home } = await twoOrigins()
    const response = await transport().send({ method: 'GET', url: `${home}/near`, headers: auth })
    expect(response).toMatchObject({ status: 200, body: 'here' })
    expect(seen.map(s => s.authorization)).toEqual(['Bearer k-123', 'Bearer k-123'])
  })

  test('a GET follows at most 5 redirects', async () => {
    const { seen, home } = await twoOrigins()
    const response = await transport().send({ method: 'GET', url: `${home}/loop` })
    expect(response.status).toBe(307)
    expect(seen).toHaveLength(6)
  })

  test('a POST redirect is returned as it is', async () => {
    const { seen, home } = await twoOrigins()
    const response = await transport().send({
      method: 'POST',
      url: `${home}/away`,
      headers: auth,
      body: '{}'
    })
    expect(response.status).toBe(302)
    expect(response.headers.location).toMatch(/\/target$/)
    expect(seen).toHaveLength(1)
  })
})

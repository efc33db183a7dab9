/**
 * The transport's answer sink (TransportRequest.answerSink): the body of an answer the sink takes
 * goes to its writer, not to memory, within the same bounds as any answer; and the redirects a
 * range request of a signed URL may meet. Against a small local HTTP server.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import * as http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { Transport } from '../src/service/transport.js'
import { TransportError, type AnswerSink } from '../src/service/transport-types.js'
import { ANSWER_NOT_TAKEN } from '../src/service/retry/index.js'

const KiB = 1024
const closers: Array<() => Promise<void>> = []

afterEach(async () => {
  await Promise.all(closers.splice(0).map(close => close()))
})

interface Hit {
  url: string
  headers: http.IncomingHttpHeaders
}

/** A server on 127.0.0.1 answering with `handler` (told how many requests came before); records each request. */
async function serve(
  handler: (req: http.IncomingMessage, res: http.ServerResponse, index: number) => void
): Promise<{ origin: string; hits: Hit[] }> {
  const hits: Hit[] = []
  const sockets = new Set<Socket>()
  const server = http.createServer((req, res) => {
    hits.push({ url: req.url ?? '', headers: req.headers })
    handler(req, res, hits.length - 1)
  })
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  closers.push(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise(resolve => server.close(resolve))
  })
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits }
}

function transport(): Transport {
  return new Transport({ retries: 2, requestTimeoutMs: 5000, retryBaseDelayMs: 1 })
}

/** A sink that takes the body of each answer of `statuses`, keeping what each attempt wrote. */
function recordingSink(statuses: number[] = [200, 206]) {
  const begun: number[] = []
  const written: Buffer[][] = []
  const sink: AnswerSink = {
    begin: ({ status }) => {
      begun.push(status)
      if (!statuses.includes(status)) return undefined
      const chunks: Buffer[] = []
      written.push(chunks)
      return chunk => void chunks.push(Buffer.from(chunk))
    }
  }
  return { sink, begun, written, bytes: () => Buffer.concat(written.flat()) }
}

const range = randomBytes(40 * KiB)

function partial(res: http.ServerResponse, body = range): void {
  res.writeHead(206, {
    'content-range': `bytes 0-${body.length - 1}/${body.length * 4}`,
    'content-length': body.length
  })
  res.end(body)
}

describe('the body of an answer the sink takes', () => {
  it('goes to the writer, not to `body`', async () => {
    const { origin } = await serve((_req, res) => partial(res))
    const taken = recordingSink()
    const response = await transport().send({
      method: 'GET',
      url: `${origin}/App.ipa`,
      headers: { Range: 'bytes=0-40959' },
      answerSink: taken.sink
    })
    expect(response).toMatchObject({ status: 206, body: '', truncated: false, attempts: 1 })
    expect(taken.begun).toEqual([206])
    expect(taken.bytes().equals(range)).toBe(true)
  })

  it('an answer the sink declines keeps its body as text', async () => {
    const refusal = '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>'
    const { origin } = await serve((_req, res) => res.writeHead(403).end(refusal))
    const taken = recordingSink()
    const response = await transport().send({
      method: 'GET',
      url: `${origin}/App.ipa`,
      answerSink: taken.sink
    })
    expect(response).toMatchObject({ status: 403, body: refusal })
    expect(taken.begun).toEqual([403])
    expect(taken.written).toEqual([])
  })

  it('stops at maxResponseBytes: truncated, and the writer never gets more', async () => {
    // Chunked: no Content-Length says ahead how long it is.
    const { origin } = await serve((_req, res) => {
      res.writeHead(200)
      for (let i = 0; i < 16; i++) res.write(range)
      res.end()
    })
    const taken = recordingSink()
    const response = await transport().send({
      method: 'GET',
      url: `${origin}/App.ipa`,
      maxResponseBytes: 100 * KiB,
      answerSink: taken.sink
    })
    expect(response).toMatchObject({ status: 200, body: '', truncated: true })
    expect(taken.bytes().length).toBe(100 * KiB)
    expect(taken.bytes().equals(Buffer.concat([range, range, range]).subarray(0, 100 * KiB))).toBe(
      true
    )
  })

  it('an answer whose Content-Length passes maxResponseBytes is not read at all', async () => {
    const { origin } = await serve((_req, res) => partial(res))
    const taken = recordingSink()
    const response = await transport().send({
      method: 'GET',
      url: `${origin}/App.ipa`,
      maxResponseBytes: 10 * KiB,
      answerSink: taken.sink
    })
    expect(response).toMatchObject({ status: 206, truncated: true })
    expect(taken.bytes().length).toBe(0)
  })

  // The writer's refusal (more bytes than claimed, a full disk) would be the same again: not resent.
  it('a writer that throws fails the request, which is not sent again', async () => {
    const { origin, hits } = await serve((_req, res) => partial(res))
    const failing: AnswerSink = {
      begin: () => () => {
        throw Object.assign(new Error('no room left'), { code: 'ERR_NO_ROOM' })
      }
    }
    const sent = transport().send({ method: 'GET', url: `${origin}/App.ipa`, answerSink: failing })
    await expect(sent).rejects.toBeInstanceOf(TransportError)
    await expect(sent).rejects.toMatchObject({ code: ANSWER_NOT_TAKEN })
    await expect(sent).rejects.toThrow(/no room left/)
    expect(hits).toHaveLength(1)
  })

  it('a GET sent again (its first answer a 503) calls begin again', async () => {
    const { origin, hits } = await serve((_req, res, index) =>
      index === 0 ? res.writeHead(503).end('Slow Down') : partial(res)
    )
    const taken = recordingSink()
    const response = await transport().send({
      method: 'GET',
      url: `${origin}/App.ipa`,
      answerSink: taken.sink
    })
    expect(response).toMatchObject({ status: 206, attempts: 2, body: '' })
    expect(hits).toHaveLength(2)
    expect(taken.begun).toEqual([503, 206])
    expect(taken.bytes().equals(range)).toBe(true)
  })
})

describe('a redirect of a GET with secrets', () => {
  const secret = 'c2lnbmF0dXJlLW9mLXRoZS11cmw'
  const credentials = { Authorization: 'Basic dXNlcjpwYXNzd29yZA==' }

  /** The storage, redirecting its object to `to(other)`, and another origin that serves it. */
  async function redirecting(to: (other: string) => string) {
    const other = await serve((_req, res) => partial(res))
    const storage = await serve((req, res) =>
      req.url?.startsWith('/moved/')
        ? partial(res)
        : res.writeHead(302, { location: to(other.origin), 'content-length': 0 }).end()
    )
    return { storage, other }
  }

  async function get(url: string) {
    const taken = recordingSink()
    const response = await transport().send({
      method: 'GET',
      url,
      headers: credentials,
      secrets: [secret],
      answerSink: taken.sink
    })
    return { response, taken }
  }

  it('is not followed to another origin whose Location carries a secret: the 3xx comes back', async () => {
    const { storage, other } = await redirecting(
      origin => `${origin}/copy/App.ipa?X-Amz-Signature=${secret}`
    )
    const { response } = await get(`${storage.origin}/App.ipa?X-Amz-Signature=${secret}`)
    expect(response.status).toBe(302)
    expect(response.headers.location).toContain(other.origin)
    expect(other.hits).toEqual([])
  })

  it('is followed to another origin without a secret, without the Authorization header', async () => {
    const { storage, other } = await redirecting(origin => `${origin}/copy/App.ipa`)
    const { response, taken } = await get(`${storage.origin}/App.ipa?X-Amz-Signature=${secret}`)
    expect(response.status).toBe(206)
    expect(taken.bytes().equals(range)).toBe(true)
    expect(storage.hits[0]?.headers.authorization).toBe(credentials.Authorization)
    expect(other.hits).toHaveLength(1)
    expect(other.hits[0]?.headers.authorization).toBeUndefined()
  })

  it('is followed on the same origin, with the Authorization header', async () => {
    const { storage } = await redirecting(() => `/moved/App.ipa?X-Amz-Signature=${secret}`)
    const { response, taken } = await get(`${storage.origin}/App.ipa?X-Amz-Signature=${secret}`)
    expect(response.status).toBe(206)
    expect(taken.bytes().equals(range)).toBe(true)
    expect(storage.hits.map(hit => hit.url)).toEqual([
      `/App.ipa?X-Amz-Signature=${secret}`,
      `/moved/App.ipa?X-Amz-Signature=${secret}`
    ])
    expect(storage.hits[1]?.headers.authorization).toBe(credentials.Authorization)
  })
})

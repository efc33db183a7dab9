/**
 * The service's rate limit, played by a small server of the test's own on 127.0.0.1: a 429 with
 * Retry-After to a create or an upload holds the run, then each is sent once more and made once; a
 * Retry-After too long, or a limit that never lets a request through, fails the run within a bound,
 * saying so. The action runs in this process, its waits in virtual time (see hostile-answers.test.ts).
 */
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import * as http from 'node:http'
import type * as net from 'node:net'
import { runChecked, type CheckedRun } from './hardening-harness.js'
import { actionFixture } from './support/fixture.js'
import { RateLimitHolds } from '../src/service/retry/index.js'

beforeAll(async () => void (await import('../src/main.js')))

const fixture = await actionFixture('hostile-rate-limit')
const { key } = fixture

const TEAMS = [
  {
    name: 'release@example.com',
    credential_id: 11,
    teams: [{ name: 'Example Corp', team_id: 1234567 }]
  }
]
const CREATED = { id: 'sub_0001', status: 'pending', created_at: '2026-11-22T12:00:00.000Z' }
const STORED = {
  id: 'ipa_1',
  source: 'https://s.example/1.ipa',
  created_at: '2026-11-20T10:00:00.000Z'
}
/** The service's words, with what must never become a line of its own or a workflow command. */
const WORDS = 'Too many requests\n::error::for this key'
/** WORDS as a message shows them: on one line, the workflow command broken (src/text/untrusted.ts). */
const SHOWN = 'Too many requests :\u200b:error:\u200b:for this key'

interface Limited {
  baseUrl: string
  /** `METHOD /path → status` of each request, below /api/v1, and the bytes of its body. */
  seen: Array<{ route: string; status: number; bytes: number; at: number }>
}

const closers: Array<() => Promise<void>> = []
afterEach(async () => void (await Promise.all(closers.splice(0).map(close => close()))))

/**
 * A service whose rate limit answers `limited(route, n)` (n: the how-manieth request of that route)
 * with 429 and that Retry-After, once each body came in; anything else as a service that behaves.
 */
async function service(
  limited: (route: string, n: number) => string | undefined
): Promise<Limited> {
  const seen: Limited['seen'] = []
  const counts = new Map<string, number>()
  const server = http.createServer((req, res) => {
    let bytes = 0
    req.on('data', (chunk: Buffer) => (bytes += chunk.length))
    req.on('end', () => {
      const route = `${req.method} ${(req.url ?? '').split('?')[0].replace(/^\/api\/v1/, '')}`
      const n = (counts.get(route) ?? 0) + 1
      counts.set(route, n)
      const retryAfter = limited(route, n)
      const [status, body] =
        retryAfter !== undefined
          ? [429, { status: 429, error: WORDS }]
          : route === 'GET /ios/teams'
            ? [200, TEAMS]
            : route === 'POST /ios/signed_ipas'
              ? [200, [CREATED]]
              : route === 'POST /ios/unsigned_ipas'
                ? [201, [STORED]]
                : route.startsWith('GET ')
                  ? [200, []]
                  : [404, { error: 'Not found' }]
      seen.push({ route, status, bytes, at: Date.now() })
      const headers = retryAfter === undefined ? {} : { 'Retry-After': retryAfter }
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
      res.end(JSON.stringify(body))
    })
  })
  const sockets = new Set<net.Socket>()
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  closers.push(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise(resolve => server.close(resolve))
  })
  const { port } = server.address() as net.AddressInfo
  return { baseUrl: `http://127.0.0.1:${port}/api/v1`, seen }
}

/** The action in this process, its waits in virtual time; no retry of its own to spend (`retries: 0`). */
function run(inputs: Record<string, string>, baseUrl: string): Promise<CheckedRun> {
  return runChecked(
    {
      'api-key': key,
      'base-url': baseUrl,
      'request-timeout': '2s',
      retries: '0',
      wait: 'false',
      ...inputs
    },
    { secrets: [key], timeoutMs: 40_000, virtualTime: true }
  )
}

const routes = (s: Limited) => s.seen.map(({ route, status }) => `${route} → ${status}`)

describe("the service's rate limit on creates and uploads", () => {
  test('a create answered 429, Retry-After: 3: the run is held 3 s, then it is sent once more and made once', async () => {
    const s = await service((route, n) =>
      route === 'POST /ios/signed_ipas' && n === 1 ? '3' : undefined
    )
    const r = await run(
      { 'ipa-url': 'https://cdn.example.com/builds/App.ipa', preflight: 'off' },
      s.baseUrl
    )
    expect(r.exitCode).toBe(0)
    expect(routes(s)).toEqual([
      'GET /ios/teams → 200',
      'GET /ios/signed_ipas → 200',
      'POST /ios/signed_ipas → 429',
      'POST /ios/signed_ipas → 200'
    ])
    const [first, again] = s.seen.filter(q => q.route === 'POST /ios/signed_ipas')
    expect(again.at - first.at).toBeGreaterThanOrEqual(3_000)
    expect(r.outputs['submission-id']).toBe('sub_0001')
    expect(r.log).toContain(
      "The service's rate limit holds the run for 3s: it answered POST /api/v1/ios/signed_ipas 429 with Retry-After, and every request waits until then."
    )
    expect(r.summary).toContain("The service's rate limit held this run once, 3s in all.")
  })

  test('an upload answered 429 twice: held twice, the IPA sent whole each time and stored once', async () => {
    const s = await service((route, n) =>
      route === 'POST /ios/unsigned_ipas' && n <= 2 ? '2' : undefined
    )
    const r = await run({ command: 'upload', 'ipa-path': fixture.ipa, preflight: 'off' }, s.baseUrl)
    expect(r.exitCode).toBe(0)
    const uploads = s.seen.filter(q => q.route === 'POST /ios/unsigned_ipas')
    expect(uploads.map(q => q.status)).toEqual([429, 429, 201])
    expect(new Set(uploads.map(q => q.bytes)).size).toBe(1)
    expect(uploads[0].bytes).toBeGreaterThan(fixture.ipaSize)
    expect(r.outputs['ipa-id']).toBe('ipa_1')
    expect(r.summary).toContain("The service's rate limit held this run 2 times, 4s in all.")
  })
})

describe("the service's rate limit: no wait without bound", () => {
  test('a Retry-After of a day to a create: not waited for; the failure says so, with the service words and a hint', async () => {
    const s = await service(route => (route === 'POST /ios/signed_ipas' ? '86400' : undefined))
    const r = await run(
      { 'ipa-url': 'https://cdn.example.com/builds/App.ipa', preflight: 'off' },
      s.baseUrl
    )
    expect(r.exitCode).toBe(1)
    expect(r.error).toBe(
      `POST /ios/signed_ipas failed: HTTP 429 — ${SHOWN}. The service's rate limit asked to hold the run for 24 h (Retry-After), longer than the 10 min it is waited for at most: try again later, or send fewer requests at once (fewer apps side by side, or the run's jobs started apart): the limit is the service's, per API key`
    )
    expect(routes(s).filter(route => route.startsWith('POST'))).toEqual([
      'POST /ios/signed_ipas → 429'
    ])
    expect(r.summary).not.toContain('held this run')
  })

  test('a limit that never lets a request through (429, Retry-After: 30, for ever): the run fails after 10 min held, saying so', async () => {
    const s = await service(route => (route === 'GET /ios/teams' ? '30' : undefined))
    const r = await run({ command: 'teams' }, s.baseUrl)
    expect(r.exitCode).toBe(1)
    expect(r.error).toContain(`GET /ios/teams failed: HTTP 429 — ${SHOWN}. `)
    expect(r.error).toMatch(
      /\. The service's rate limit has held the run for (9|10) min without letting a request through, and asked for 30 s more \(Retry-After\): it is waited for 10 min at most: try again later, or send fewer requests at once/
    )
    // Held 30 s at a time for 10 min (virtual): about twenty, never more.
    expect(s.seen.length).toBeGreaterThanOrEqual(19)
    expect(s.seen.length).toBeLessThanOrEqual(22)
    expect(s.seen.at(-1)!.at - s.seen[0].at).toBeLessThanOrEqual(10 * 60_000)
    expect(r.log.match(/The service's rate limit holds the run for 30s/g)).toHaveLength(
      s.seen.length - 1
    )
  })
})

describe('RateLimitHolds: the holds of a run, counted once each', () => {
  test('a 429 while a hold runs extends it (one hold); after it ends, another begins; time is their union', () => {
    const holds = new RateLimitHolds()
    expect(holds.hold(3_000, 0)).toBe(true)
    expect(holds.hold(5_000, 1_000)).toBe(false)
    expect(holds.hold(2_000, 10_000)).toBe(true)
    expect(holds.counts).toEqual({ waits: 2, waitedMs: 6_000 + 2_000 })
  })

  test('held without an answer through for longer than its patience: refused; an answer through starts it again', () => {
    const holds = new RateLimitHolds(60_000)
    holds.hold(30_000, 0)
    expect(holds.refusal(30_000, 30_000)).toBeUndefined()
    holds.hold(30_000, 30_000)
    expect(holds.refusal(1_000, 60_000)).toBe(
      "the service's rate limit has held the run for 60 s without letting a request through, and asked for 1 s more (Retry-After): it is waited for 60 s at most"
    )
    holds.through()
    expect(holds.refusal(30_000, 60_000)).toBeUndefined()
    expect(holds.refusal(61_000, 60_000)).toMatch(/asked to hold the run for 61 s \(Retry-After\)/)
  })
})

/**
 * Hostile answers: a service (or whatever sits at base-url) that answers to hurt. Endless, trickling
 * and huge answers, nesting 400,000 levels deep in every command's answer, the key echoed back in
 * every form, ids that would leave their path segment, records of the wrong shape, Retry-After of a
 * day, redirect loops, compressed bombs, headers that never end, 1xx storms, bytes that are not HTTP.
 *
 * Each case runs the action as the runner does, against a small server of the test's own (or the
 * emulator told to misbehave), through `runChecked` (the key nowhere in stdout, stderr, outputs or
 * summary, as it is, URL-encoded, base64 or JSON-escaped; no injected workflow command; no broken
 * table). Most run src/main.ts in this process, their sleeps (retry delays, poll intervals) in
 * virtual time, so that what a case waits for in real time is only its request-timeout; the two
 * cases whose point is the process's peak memory (the gzip bomb, 1 GiB chunked) spawn the bundle
 * (dist/index.js). Each case asserts:
 *
 * - a bound on wall time (start-up included; each case says why its bound is what it is), and where
 *   the run waits in virtual time, a bound on the time it waited (the clock the service saw, or the
 *   Duration of the summary);
 * - a bound on memory. Spawned: the peak RSS under `PEAK_RSS_KIB` (200 MiB). A plain run peaks at
 *   about 60 MiB; the action reads at most 1 MiB of an answer (32 MiB for analytics) and refuses what
 *   would grow past that once parsed, so 200 MiB leaves room for the largest answer it reads and its
 *   parsed form, while an answer read without bound (the 1 GiB ones below) would pass it many times
 *   over. In this process: the process's high-water mark of RSS may not rise by the same 140 MiB
 *   that the bundle has above its 60 (a lower bound of what the run used: it catches a 1 GiB read,
 *   never a run within bounds);
 * - a single clean error (one `::error::` line, no stack, no engine message such as "Maximum call
 *   stack size exceeded", `[object Object]` or `NaN`), or a clean success where the answer is fine;
 * - what reached the server: nothing sent where nothing should be (no POST after a broken teams
 *   answer, no second POST after a 2xx, no DELETE to a path an id would leave);
 * - the key in the forms the harness does not look for too (`\/`-escaped, lower-case hex).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import * as http from 'node:http'
import * as net from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'
import { type CheckedRun, commandData, runChecked } from './hardening-harness.js'
import { actionFixture } from './support/fixture.js'

// The modules of src/ made once before the first run: each run then imports them afresh in ~60 ms.
beforeAll(async () => void (await import('../src/main.js')))

const fixture = await actionFixture('hostile-answers')
const { key, emulator } = fixture

/** Peak resident memory allowed to a run of the bundle, in KiB (see the top of this file). */
const PEAK_RSS_KIB = 200 * 1024
/** What a run in this process may add to the process's high-water mark of RSS, in KiB. */
const GROWTH_KIB = PEAK_RSS_KIB - 60 * 1024
/** What a run takes before its first request, with room for a busy machine (the bundle: 4 s). */
const START_UP_MS = 2_000
const BUNDLE_START_UP_MS = 4_000

const MiB = 1024 * 1024
const TEAMS = [
  {
    name: 'release@example.com',
    credential_id: 11,
    teams: [{ name: 'Example Corp', team_id: 1234567 }]
  }
]
const CREATED = [{ id: 'sub_0001', status: 'pending', created_at: '2026-11-22T12:00:00.000Z' }]
const STORED = [
  { id: 'ipa_1', source: 'https://s.example/1.ipa', created_at: '2026-11-20T10:00:00.000Z' },
  { id: 'ipa_2', source: 'https://s.example/2.ipa', created_at: '2026-11-21T10:00:00.000Z' }
]
// Not read by preflight: these cases are about the service's answers, not the IPA's storage.
const byUrl = { 'ipa-url': 'https://cdn.example.com/builds/App.ipa', preflight: 'off' }
/** 400,000 levels in 800 KB: under the 1 MiB read, so that the nesting is what is refused. */
const DEEP = '['.repeat(400_000) + ']'.repeat(400_000)
/** Objects nest in 6 bytes a level: 170,000 levels fit under 1 MiB; 400,000 for analytics (32 MiB). */
const deepObject = (levels: number): string => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)
const DEEP_OBJECT = deepObject(170_000)

// ---------------------------------------------------------------------------------------------
// Servers

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void
interface Service {
  baseUrl: string
  /** `METHOD /path` of each request, below /api/v1, as sent (not decoded). */
  seen: string[]
  /** When each request came (Date.now(): the run's virtual clock, for runs in virtual time). */
  at: number[]
}

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(closers.splice(0).map(close => close()))
})
afterAll(async () => {
  await Promise.all(closers.splice(0).map(close => close()))
})

/** Listens on a free port of 127.0.0.1; every socket is destroyed after the test. */
async function listen(server: net.Server): Promise<number> {
  const sockets = new Set<net.Socket>()
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('error', () => undefined)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  closers.push(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise(resolve => server.close(resolve))
  })
  return (server.address() as net.AddressInfo).port
}

function json(res: http.ServerResponse, status: number, body: unknown, headers = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  res.end(text)
}

/** Answers each request once its body came in. */
function afterBody(handler: Handler): Handler {
  return (req, res) => {
    req.resume()
    req.on('end', () => handler(req, res))
  }
}

/**
 * A service that behaves, but where `routes` says otherwise (`METHOD /path` below /api/v1, the path
 * as sent): one team, a submission that completes at the first poll, two stored IPAs that delete.
 */
async function service(routes: Record<string, Handler> = {}): Promise<Service> {
  const seen: string[] = []
  const at: number[] = []
  const defaults: Record<string, Handler> = {
    'GET /ios/teams': (_req, res) => json(res, 200, TEAMS),
    'POST /ios/signed_ipas': afterBody((_req, res) => json(res, 200, CREATED)),
    'POST /ios/unsigned_ipas': afterBody((_req, res) => json(res, 200, [STORED[0]])),
    'GET /ios/signed_ipas/sub_0001': (_req, res) =>
      json(res, 200, { ...CREATED[0], status: 'completed' }),
    'GET /ios/unsigned_ipas': (_req, res) => json(res, 200, STORED),
    'GET /app_analytics/1234567890': (_req, res) => json(res, 200, [])
  }
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0].replace(/^\/api\/v1/, '')
    const route = `${req.method} ${path}`
    seen.push(route)
    at.push(Date.now())
    res.on('error', () => undefined)
    const prefix = Object.keys(routes).find(
      name => name.endsWith('*') && route.startsWith(name.slice(0, -1))
    )
    const handler =
      routes[route] ??
      (prefix ? routes[prefix] : undefined) ??
      defaults[route] ??
      (req.method === 'DELETE'
        ? (_req: http.IncomingMessage, r: http.ServerResponse) => void r.writeHead(204).end()
        : (_req: http.IncomingMessage, r: http.ServerResponse) =>
            json(r, 404, { error: 'Not found' }))
    handler(req, res)
  })
  const port = await listen(server)
  return { baseUrl: `http://127.0.0.1:${port}/api/v1`, seen, at }
}

/** A TCP server that plays whatever bytes `speak` writes, once a request came in. */
async function rawServer(speak: (socket: net.Socket) => void): Promise<Service> {
  const seen: string[] = []
  const at: number[] = []
  const server = net.createServer(socket => {
    socket.once('data', data => {
      seen.push(data.toString('latin1').split('\r\n')[0])
      at.push(Date.now())
      speak(socket)
    })
  })
  const port = await listen(server)
  return { baseUrl: `http://127.0.0.1:${port}/api/v1`, seen, at }
}

/** Writes `chunk` for as long as the client reads (or `limit` bytes), with backpressure. */
function flood(
  stream: NodeJS.WritableStream & { destroyed: boolean },
  chunk: Buffer,
  limit = Infinity
) {
  let sent = 0
  const more = (): void => {
    while (!stream.destroyed && sent < limit) {
      sent += chunk.length
      if (!stream.write(chunk)) return void stream.once('drain', more)
    }
    if (!stream.destroyed) stream.end()
  }
  more()
}

/**
 * `members` × 8 MiB of blanks, gzipped: one gzip member of 8 MiB of blanks, repeated (a gzip stream
 * is any number of members, each inflated after the other), made in milliseconds.
 */
function gzipBomb(members: number): { bomb: Buffer; member: Buffer } {
  const member = gzipSync(Buffer.alloc(8 * MiB, ' '), { level: 9 })
  return { bomb: Buffer.concat(Array.from({ length: members }, () => member)), member }
}

/** Writes `chunk` every `everyMs`, for ever. */
function trickle(
  stream: NodeJS.WritableStream & { destroyed: boolean },
  chunk: string,
  everyMs: number
) {
  const timer = setInterval(() => {
    if (stream.destroyed) clearInterval(timer)
    else stream.write(chunk)
  }, everyMs)
  stream.on('close', () => clearInterval(timer))
}

// ---------------------------------------------------------------------------------------------
// Runs and checks

const timings: Array<{ name: string; ms: number; rssKiB: number; bundle: boolean }> = []

/** A run, with what it added to this process's high-water mark of RSS when it ran in this process. */
interface Ran extends CheckedRun {
  bundle: boolean
  grownKiB: number
}
afterAll(() => {
  if (timings.length === 0) return
  const worstTime = timings.reduce((a, b) => (b.ms > a.ms ? b : a))
  const hungriest = (bundle: boolean): string => {
    const runs = timings.filter(t => t.bundle === bundle)
    if (runs.length === 0) return 'none'
    const top = runs.reduce((a, b) => (b.rssKiB > a.rssKiB ? b : a))
    return `${Math.round(top.rssKiB / 1024)} MiB (${top.name})`
  }
  // One line for whoever measures the suite: the slowest run and the hungriest ones (through
  // console, so that `npm test -- --silent` stays quiet).
  console.log(
    `hostile answers: ${timings.length} runs; slowest ${worstTime.ms} ms (${worstTime.name}); peak RSS of the bundle ${hungriest(true)}; largest rise of RSS in this process ${hungriest(false)}`
  )
})

/**
 * Runs the action against `baseUrl`: in this process, its sleeps in virtual time; with `bundle`, the
 * bundle in a process of its own, for its peak memory.
 */
async function run(
  inputs: Record<string, string>,
  baseUrl: string,
  env: Record<string, string> = {},
  { bundle = false }: { bundle?: boolean } = {}
): Promise<Ran> {
  const highWater = process.resourceUsage().maxRSS
  const checked = await runChecked(
    {
      'api-key': key,
      'base-url': baseUrl,
      'request-timeout': '2s',
      retries: '1',
      wait: 'false',
      ...inputs
    },
    {
      secrets: [key],
      env: { ACTIONS_STEP_DEBUG: 'true', ...env },
      timeoutMs: 40_000,
      bundle,
      virtualTime: !bundle
    }
  )
  const grownKiB = process.resourceUsage().maxRSS - highWater
  timings.push({
    name: expect.getState().currentTestName ?? '?',
    ms: checked.durationMs,
    rssKiB: bundle ? (checked.peakRssKiB ?? 0) : grownKiB,
    bundle
  })
  return { ...checked, bundle, grownKiB }
}

/** The Duration row of a submission's summary, in seconds: how long the run waited (virtual time included). */
function summaryDurationS(r: CheckedRun): number {
  const match = /^\| Duration \| (\d+)s \|$/m.exec(r.summary)
  if (!match) throw new Error(`no Duration of whole seconds in the summary:\n${r.summary}`)
  return Number(match[1])
}

/** What the harness does not look for: the key `\/`-escaped, and URL-encoded in lower-case hex. */
function moreLeakForms(): string[] {
  const escaped = JSON.stringify(key).slice(1, -1)
  return [
    escaped.replace(/\//g, '\\/'),
    encodeURIComponent(key).replace(/%[0-9A-F]{2}/g, hex => hex.toLowerCase()),
    Buffer.from(`Bearer ${key}`).toString('base64').slice(12, 40)
  ]
}

/** Messages of the engine, or of code that misread a value: none may reach the user. */
const ENGINE_WORDS =
  /Maximum call stack|RangeError|TypeError|SyntaxError|ReferenceError|Unexpected token|in JSON at position|\[object Object\]|\bNaN\b|\bundefined\b|^\s+at .+:\d+:\d+\)?$/m

function bounded(r: Ran, maxMs: number): void {
  expect(r.durationMs).toBeLessThan(maxMs + (r.bundle ? BUNDLE_START_UP_MS - START_UP_MS : 0))
  if (r.bundle) {
    expect(r.peakRssKiB).toBeDefined()
    expect(r.peakRssKiB!).toBeLessThan(PEAK_RSS_KIB)
  } else expect(r.grownKiB).toBeLessThan(GROWTH_KIB)
  const visible = `${r.stdout}\n${r.stderr}\n${r.rawOutputs}\n${r.summary}`
    .split('\n')
    .filter(line => !line.startsWith('::add-mask::'))
    .join('\n')
  for (const form of moreLeakForms()) expect(visible).not.toContain(form)
  expect(`${r.log}\n${r.summary}`).not.toMatch(ENGINE_WORDS)
}

/** The run failed once, cleanly, with a message matching `words`. */
function failsWith(r: Ran, words: RegExp, maxMs: number): void {
  expect(r.exitCode).toBe(1)
  expect(commandData(r.log, 'error')).toHaveLength(1)
  expect(r.error).toMatch(words)
  expect(r.error!.length).toBeLessThan(1_500)
  bounded(r, maxMs)
}

function succeeds(r: Ran, maxMs: number): void {
  expect(commandData(r.log, 'error')).toEqual([])
  expect(r.exitCode).toBe(0)
  bounded(r, maxMs)
}

beforeEach(() => emulator.reset())

// ---------------------------------------------------------------------------------------------

describe('hostile answer: answers without end', () => {
  test('an endless 200 (JSON of teams, as fast as it goes): abandoned at 1 MiB, not parsed; no POST', async () => {
    const s = await service({
      'GET /ios/teams': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.write('[')
        flood(res, Buffer.from(`${JSON.stringify(TEAMS[0])},`.repeat(200)))
      }
    })
    const r = await run(byUrl, s.baseUrl)
    failsWith(
      r,
      /^GET \/ios\/teams answered HTTP 200 but the answer passed 1 MiB, the most that is read of one: \[\{"name":"release@example\.com"/,
      START_UP_MS + 3_000
    )
    expect(s.seen).toEqual(['GET /ios/teams'])
  })

  test('a 200 that trickles a byte every 250 ms: ends at request-timeout in all, each attempt', async () => {
    const s = await service({
      'GET /ios/teams': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        trickle(res, ' ', 250)
      }
    })
    // Two attempts of 1 s (retries 1; a byte comes 4 times within each), the backoff in virtual time.
    const r = await run({ command: 'teams', 'request-timeout': '1s' }, s.baseUrl)
    failsWith(
      r,
      /^GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/ios\/teams: the answer was not complete within 1000 ms \(the request timeout\) while reading the answer \(HTTP 200\) \(after 2 attempts\)\. The service did not finish its answer within 'request-timeout'/,
      START_UP_MS + 3_000
    )
    expect(r.durationMs).toBeGreaterThanOrEqual(2_000)
    expect(s.seen).toEqual(['GET /ios/teams', 'GET /ios/teams'])
  })

  test('a 500 that trickles forever: the same bound, no message read past it', async () => {
    const s = await service({
      'GET /ios/unsigned_ipas': (_req, res) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' })
        res.write('busy')
        trickle(res, '.', 100)
      }
    })
    const r = await run({ command: 'list-ipas', retries: '0', 'request-timeout': '1s' }, s.baseUrl)
    failsWith(
      r,
      /not complete within 1000 ms \(the request timeout\) \(after 1 attempt\)/,
      START_UP_MS + 2_000
    )
    expect(r.durationMs).toBeGreaterThanOrEqual(1_000)
    expect(s.seen).toEqual(['GET /ios/unsigned_ipas'])
  })

  test('a Content-Length that promises more than ever comes: the watchdog ends it', async () => {
    const s = await service({
      'GET /ios/teams': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' })
        res.write('[')
      }
    })
    const r = await run({ command: 'teams', retries: '0', 'request-timeout': '1s' }, s.baseUrl)
    failsWith(
      r,
      /: (the answer was not complete within 1000 ms \(the request timeout\)|nothing moved on the connection for 1000 ms) while reading the answer \(HTTP 200\) \(after 1 attempt\)/,
      START_UP_MS + 2_000
    )
  })

  test('headers that never end (a line every 100 ms): ends at request-timeout', async () => {
    const s = await rawServer(socket => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n')
      trickle(socket, 'X-More: yes\r\n', 100)
    })
    const r = await run({ command: 'teams', retries: '0', 'request-timeout': '1s' }, s.baseUrl)
    failsWith(
      r,
      /^GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/ios\/teams: the answer was not complete within 1000 ms \(the request timeout\) \(after 1 attempt\)/,
      START_UP_MS + 2_000
    )
    expect(r.durationMs).toBeGreaterThanOrEqual(1_000)
  })

  test('a storm of 100 Continue, for ever: ends at request-timeout', async () => {
    const s = await rawServer(socket => trickle(socket, 'HTTP/1.1 100 Continue\r\n\r\n', 5))
    const r = await run({ command: 'teams', retries: '0', 'request-timeout': '1s' }, s.baseUrl)
    failsWith(
      r,
      /the answer was not complete within 1000 ms \(the request timeout\)/,
      START_UP_MS + 2_000
    )
    expect(r.durationMs).toBeGreaterThanOrEqual(1_000)
  })

  test('1,000 interim 1xx answers, then the real one: read as the real one', async () => {
    const body = JSON.stringify(TEAMS)
    const s = await rawServer(socket => {
      socket.write('HTTP/1.1 102 Processing\r\n\r\n'.repeat(1_000))
      socket.end(
        `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`
      )
    })
    const r = await run({ command: 'teams' }, s.baseUrl)
    succeeds(r, START_UP_MS + 2_000)
    expect(r.outputs['team-id']).toBe('1234567')
  })
})

describe('hostile answer: answers too large', () => {
  const blank =
    (withLength: boolean): Handler =>
    (_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        ...(withLength ? { 'Content-Length': String(1024 * MiB) } : {})
      })
      flood(res, Buffer.alloc(64 * 1024, ' '), 1024 * MiB)
    }

  test('1 GiB of blanks with its Content-Length, to the teams of a submission: too large, never "no teams"; no POST', async () => {
    const s = await service({ 'GET /ios/teams': blank(true) })
    const r = await run(byUrl, s.baseUrl)
    failsWith(
      r,
      /^GET \/ios\/teams answered HTTP 200 but the answer passed 1 MiB/,
      START_UP_MS + 2_000
    )
    expect(r.error).not.toMatch(/no teams/)
    expect(s.seen).toEqual(['GET /ios/teams'])
  })

  test('1 GiB of blanks, chunked (no length said): abandoned at 1 MiB; no POST', async () => {
    const s = await service({ 'GET /ios/teams': blank(false) })
    // Spawned: the bound on the process's peak memory is the point.
    const r = await run({ ...byUrl, 'team-id': '1234567' }, s.baseUrl, {}, { bundle: true })
    failsWith(
      r,
      /^GET \/ios\/teams answered HTTP 200 but the answer passed 1 MiB/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['GET /ios/teams'])
  })

  test('a 5 MiB JSON array of teams: too large, no POST', async () => {
    const team = (i: number) => ({
      name: `t${i}@example.com`,
      credential_id: i,
      teams: [{ name: `T${i}`, team_id: i + 1 }]
    })
    const huge = JSON.stringify(Array.from({ length: 60_000 }, (_, i) => team(i)))
    expect(huge.length).toBeGreaterThan(5 * MiB)
    const s = await service({ 'GET /ios/teams': (_req, res) => json(res, 200, huge) })
    const r = await run(byUrl, s.baseUrl)
    failsWith(
      r,
      /passed 1 MiB, the most that is read of one: \[\{"name":"t0@example\.com"/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['GET /ios/teams'])
  })

  test('an error page of 1 GiB: its start is quoted, the rest never read', async () => {
    const s = await service({
      'GET /ios/unsigned_ipas': (_req, res) => {
        res.writeHead(502, { 'Content-Type': 'text/html' })
        res.write('<html><title>Bad gateway</title>')
        flood(res, Buffer.alloc(64 * 1024, 'x'), 1024 * MiB)
      }
    })
    const r = await run({ command: 'list-ipas', retries: '0' }, s.baseUrl)
    failsWith(r, /^GET \/ios\/unsigned_ipas failed: HTTP 502 — Bad gateway/, START_UP_MS + 2_000)
  })

  test('30 MiB of analytics made of empty objects: refused before it is parsed (it would take 900 MB)', async () => {
    const s = await service({
      'GET /app_analytics/1234567890': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.write('[')
        flood(res, Buffer.from('{},'.repeat(20_000)), 30 * MiB)
      }
    })
    // The server ends the array badly after 30 MiB: the count stops long before.
    const r = await run(
      { command: 'analytics', 'app-id': '1234567890', date: '2026-11-01' },
      s.baseUrl
    )
    failsWith(
      r,
      /^GET \/app_analytics\/1234567890 answered HTTP 200 but the answer holds more than 500,000 objects and arrays/,
      START_UP_MS + 4_000
    )
  })

  test('a gzip bomb (Content-Encoding: gzip, 1 GiB inflated): never inflated, refused', async () => {
    // 128 members of 8 MiB of blanks each, never 1 GiB in this process; under the 1 MiB the
    // action reads, so that its encoding is what is refused.
    const { bomb, member } = gzipBomb(128)
    expect(gunzipSync(member).length).toBe(8 * MiB)
    expect(bomb.length).toBe(128 * member.length)
    expect(bomb.length).toBeLessThan(MiB)
    const s = await service({
      'GET /ios/teams': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
        res.end(bomb)
      }
    })
    // Spawned: the bound on the process's peak memory is the point.
    const r = await run(byUrl, s.baseUrl, {}, { bundle: true })
    failsWith(
      r,
      /^GET \/ios\/teams answered HTTP 200 but the answer is compressed \(Content-Encoding: gzip\), which was not asked for and is not read/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['GET /ios/teams'])
  })
})

describe('hostile answer: not HTTP, not UTF-8', () => {
  test('HTTP/0.9-style garbage: said to be no HTTP, not retried', async () => {
    const s = await rawServer(socket => socket.end('<html>hello</html>\r\n'))
    const r = await run({ command: 'teams', retries: '3' }, s.baseUrl)
    failsWith(
      r,
      /: the answer is not HTTP: it does not start with an HTTP status line \(HPE_[A-Z_]+\) \(after 1 attempt\)\. What answered at 'base-url' does not speak HTTP/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toHaveLength(1)
  })

  test('a 100 MB header: Node reads 16 KiB of it, and the run says so', async () => {
    const s = await rawServer(socket => {
      socket.write('HTTP/1.1 200 OK\r\nX-Big: ')
      flood(socket, Buffer.alloc(64 * 1024, 'a'), 100 * 1000 * 1000)
    })
    const r = await run({ command: 'teams' }, s.baseUrl)
    failsWith(
      r,
      /the answer is not HTTP: its headers are longer than the 16 KiB Node reads \(HPE_HEADER_OVERFLOW\)/,
      START_UP_MS + 2_000
    )
  })

  test('valid JSON after a byte order mark: read', async () => {
    const s = await service({
      'GET /ios/teams': (_req, res) => json(res, 200, `\ufeff${JSON.stringify(TEAMS)}`)
    })
    const r = await run({ command: 'teams' }, s.baseUrl)
    succeeds(r, START_UP_MS + 2_000)
    expect(r.outputs['team-id']).toBe('1234567')
  })

  test('valid JSON in UTF-16 (with its BOM): refused in words, not misread', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(JSON.stringify(TEAMS), 'utf16le')
    ])
    const s = await service({
      'GET /ios/teams': (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-16' })
        res.end(utf16)
      }
    })
    const r = await run(byUrl, s.baseUrl)
    failsWith(
      r,
      /^GET \/ios\/teams answered HTTP 200 but the answer is not UTF-8 text \(UTF-16, or binary\), as JSON must be/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['GET /ios/teams'])
  })
})

describe('hostile answer: nested 400,000 levels deep', () => {
  const deep = (status = 200, body = DEEP): Handler =>
    afterBody((_req, res) => json(res, status, body))

  test('in the teams answer (emulator): a clean error, no POST', async () => {
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      kind: { type: 'status', status: 200, body: DEEP, contentType: 'application/json' }
    })
    const r = await run(byUrl, emulator.baseUrl)
    failsWith(
      r,
      /^GET \/ios\/teams answered HTTP 200 but the answer nests deeper than 64 levels: \[\[\[\[/,
      START_UP_MS + 2_000
    )
    expect(emulator.requests.map(q => q.method)).toEqual(['GET'])
  })

  test('in the answer to the submission: it says the submission was created, and it is sent once', async () => {
    const s = await service({ 'POST /ios/signed_ipas': deep(200, DEEP) })
    const r = await run({ ...byUrl, retries: '3' }, s.baseUrl)
    failsWith(
      r,
      /^The service took POST \/ios\/signed_ipas, but its answer could not be read \(HTTP 200, but the answer nests deeper than 64 levels\): the submission was created:\n- It cannot be looked for: .*\nNothing was sent again\./,
      START_UP_MS + 2_000
    )
    // The listing is looked at, never the create sent again.
    expect(s.seen.filter(line => line.startsWith('POST'))).toEqual(['POST /ios/signed_ipas'])
  })

  test('in the status poll: the wait stops with one warning, the release is not failed', async () => {
    const s = await service({ 'GET /ios/signed_ipas/sub_0001': deep() })
    const r = await run(
      { ...byUrl, wait: 'true', 'poll-interval': '1s', 'wait-timeout': '30s' },
      s.baseUrl
    )
    succeeds(r, START_UP_MS + 3_000)
    expect(r.warnings).toHaveLength(1)
    expect(r.warnings[0]).toMatch(
      /^Not waiting for submission sub_0001: reading its status failed: GET \/ios\/signed_ipas\/sub_0001 answered HTTP 200 but the answer nests deeper than 64 levels/
    )
    expect(r.outputs).toMatchObject({ 'submission-id': 'sub_0001', status: 'pending' })
    expect(s.seen).toEqual([
      'GET /ios/teams',
      'GET /ios/signed_ipas',
      'POST /ios/signed_ipas',
      'GET /ios/signed_ipas/sub_0001'
    ])
  })

  test('in the listing of list-ipas', async () => {
    const s = await service({ 'GET /ios/unsigned_ipas': deep(200, DEEP) })
    const r = await run({ command: 'list-ipas' }, s.baseUrl)
    failsWith(
      r,
      /^GET \/ios\/unsigned_ipas answered HTTP 200 but the answer nests deeper than 64 levels/,
      START_UP_MS + 2_000
    )
  })

  test('in the answer to a DELETE: that id failed, saying it may have been acted on', async () => {
    const s = await service({ 'DELETE /ios/unsigned_ipas/ipa_1': deep() })
    const r = await run({ command: 'delete-ipa', 'ipa-id': 'ipa_1' }, s.baseUrl)
    failsWith(
      r,
      /^1 of 1 unsigned IPA could not be deleted: ipa_1\. DELETE \/ios\/unsigned_ipas\/ipa_1 answered HTTP 200 but the answer nests deeper than 64 levels: .*The service may have acted on the request/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['DELETE /ios/unsigned_ipas/ipa_1'])
  })

  test('in the analytics report (emulator)', async () => {
    emulator.injectFault({
      method: 'GET',
      path: '/app_analytics/1234567890',
      kind: { type: 'status', status: 200, body: deepObject(400_000) }
    })
    const r = await run(
      { command: 'analytics', 'app-id': '1234567890', date: '2026-11-01' },
      emulator.baseUrl
    )
    failsWith(
      r,
      /^GET \/app_analytics\/1234567890 answered HTTP 200 but the answer nests deeper than 64 levels/,
      START_UP_MS + 2_000
    )
  })

  test('in the answer to an upload (objects, 170,000 levels: what fits in 1 MiB): it says the IPA was stored', async () => {
    const s = await service({ 'POST /ios/unsigned_ipas': deep(200, DEEP_OBJECT) })
    const r = await run({ command: 'upload', ...byUrl }, s.baseUrl)
    failsWith(
      r,
      // The listing, looked at, shows nothing new: the message says the IPA was stored all the same.
      /^POST \/ios\/unsigned_ipas answered HTTP 200 but the answer nests deeper than 64 levels: .*so the IPA was stored: check on the service/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual([
      'GET /ios/unsigned_ipas',
      'POST /ios/unsigned_ipas',
      'GET /ios/unsigned_ipas'
    ])
  })

  test('in an error answer: its words are shown as the text it is', async () => {
    const s = await service({
      'GET /ios/teams': deep(422, '{"error":'.repeat(100_000) + '"no"' + '}'.repeat(100_000))
    })
    const r = await run(byUrl, s.baseUrl)
    failsWith(r, /^GET \/ios\/teams failed: HTTP 422 — \{"error":\{"error":/, START_UP_MS + 2_000)
    expect(s.seen).toEqual(['GET /ios/teams'])
  })
})

describe('hostile answer: the key echoed back', () => {
  const escapedSlash = JSON.stringify(key).slice(1, -1).replace(/\//g, '\\/')
  const echo =
    (status: number, body: string, contentType = 'application/json'): Handler =>
    (_req, res) => {
      res.writeHead(status, { 'Content-Type': contentType })
      res.end(body)
    }

  test.each([
    ['as it is, in a 400', 400, `{"error":"Bearer ${key} may not submit"}`],
    ['\\/-escaped, in a 400', 400, `{"error":"Bearer ${escapedSlash} may not submit"}`],
    [
      'URL-encoded, in a 400',
      400,
      `{"error":"see https://x.example/?k=${encodeURIComponent(key)}"}`
    ],
    [
      'URL-encoded in lower-case hex, in a 400',
      400,
      `{"error":"k=${encodeURIComponent(key).toLowerCase()}"}`
    ],
    [
      'base64 of its header, in a 400',
      400,
      `{"error":"got ${Buffer.from(`Authorization: Bearer ${key}`).toString('base64')}"}`
    ],
    [
      'with \\u escapes, in a 400',
      400,
      `{"error":"${[...key].map(c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"}`
    ],
    ['as it is, in a 500 text page', 500, `Internal error for key ${key}`]
  ] as const)('%s: the message shows *** instead', async (_what, status, body) => {
    const s = await service({
      'GET /ios/teams': echo(status, body, status === 500 ? 'text/plain' : 'application/json')
    })
    const r = await run({ ...byUrl, retries: '0' }, s.baseUrl)
    failsWith(
      r,
      new RegExp(`^GET /ios/teams failed: HTTP ${status} — .*\\*\\*\\*`),
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['GET /ios/teams'])
  })

  test.each([
    ['\\/-escaped', escapedSlash],
    [
      'with \\u escapes',
      [...key].map(c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')
    ],
    ['base64', Buffer.from(key).toString('base64')]
  ])(
    '%s in a team name of a 200: the log, json output and summary show ***',
    async (_what, form) => {
      const body = `[{"name":"owner ${form}","credential_id":11,"teams":[{"name":"T ${form}","team_id":1234567}]}]`
      const s = await service({ 'GET /ios/teams': echo(200, body) })
      const r = await run({ command: 'teams' }, s.baseUrl)
      succeeds(r, START_UP_MS + 2_000)
      expect(JSON.parse(r.outputs.json)).toEqual([
        { name: 'owner ***', credential_id: 11, teams: [{ name: 'T ***', team_id: 1234567 }] }
      ])
      expect(r.summary).toContain('owner \\*\\*\\*')
    }
  )

  test('in the Location of redirects that loop (a GET): followed 5 times, no report shows it', async () => {
    const loop: Handler = (_req, res) =>
      void res
        .writeHead(302, { Location: `/api/v1/echo/${encodeURIComponent(key)}/${key}?k=${key}` })
        .end()
    const s = await service({ 'GET /ios/teams': loop, 'GET /echo/*': loop })
    const r = await run({ command: 'teams', retries: '0' }, s.baseUrl, { RUNNER_DEBUG: '1' })
    failsWith(
      r,
      /^GET \/ios\/teams failed: HTTP 302 — redirected to http:\/\/127\.0\.0\.1:\d+\/api\/v1\/echo\/\*\*\*\/\*\*\*\. The service answered with a redirect/,
      START_UP_MS + 2_000
    )
    // The first request, then 5 redirects followed; the 6th answer is the error.
    expect(s.seen).toHaveLength(6)
    expect(r.log).toMatch(
      /^::debug::GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/echo\/\*\*\*\/\*\*\* → 302/m
    )
  })

  test('in the Location of a 307 to the submission: not followed, shown as ***', async () => {
    const s = await service({
      'POST /ios/signed_ipas': afterBody(
        (_req, res) =>
          void res
            .writeHead(307, {
              Location: `https://other.example/${encodeURIComponent(key)}?key=${key}`
            })
            .end()
      )
    })
    const r = await run(byUrl, s.baseUrl)
    failsWith(
      r,
      /^POST \/ios\/signed_ipas failed: HTTP 307 — redirected to https:\/\/other\.example\/\*\*\*\. The service answered with a redirect/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['GET /ios/teams', 'GET /ios/signed_ipas', 'POST /ios/signed_ipas'])
  })
})

describe('hostile answer: ids that would leave their path segment', () => {
  test.each([
    ['.', /id is "\.", which cannot be used: it is a path step \(\.\)/],
    ['..', /id is "\.\.", which cannot be used: it is a path step \(\.\.\)/],
    ['a/b', /id is "a\/b", which cannot be used: it is holding a \/: it would leave/],
    ['%2e%2e', /id is "%2e%2e", which cannot be used: it is a path step \(\.\.\) once decoded/],
    ['%252F', /id is "%252F", which cannot be used: it is holding a \/ once decoded/]
  ])(
    'a stored IPA with id %p: keep-latest deletes nothing, not even the good ones',
    async (id, words) => {
      const s = await service({
        'GET /ios/unsigned_ipas': (_req, res) =>
          json(res, 200, [
            ...STORED,
            { id, source: 'https://s.example/x.ipa', created_at: '2026-11-01T10:00:00.000Z' }
          ])
      })
      const r = await run({ command: 'delete-ipa', 'keep-latest': '0' }, s.baseUrl)
      failsWith(
        r,
        new RegExp(
          `^GET /ios/unsigned_ipas answered HTTP 200 but a record does not fit: record 3: ${words.source}`
        ),
        START_UP_MS + 2_000
      )
      expect(s.seen).toEqual(['GET /ios/unsigned_ipas'])
    }
  )

  test('an id that is an object: refused, never [object Object]', async () => {
    const s = await service({
      'GET /ios/unsigned_ipas': (_req, res) =>
        json(res, 200, [{ id: { $oid: 'x' }, created_at: '2026-11-01T10:00:00.000Z' }])
    })
    const r = await run({ command: 'delete-ipa', 'keep-latest': '0' }, s.baseUrl)
    failsWith(
      r,
      /record 1: id is an object \{"\$oid":"x"\}, not a string or a number/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['GET /ios/unsigned_ipas'])
  })

  test("a submission created with id '..': said to be created, and no poll goes to the collection", async () => {
    const s = await service({
      'POST /ios/signed_ipas': afterBody((_req, res) =>
        json(res, 200, [{ id: '..', status: 'pending' }])
      )
    })
    const r = await run(
      { ...byUrl, wait: 'true', 'poll-interval': '1s', 'wait-timeout': '10s' },
      s.baseUrl
    )
    failsWith(
      r,
      /^POST \/ios\/signed_ipas answered HTTP 200 but a record does not fit: id is "\.\.", which cannot be used: it is a path step \(\.\.\), not a name: it would leave its segment of the URL path\. .*so the submission was created: check on the service before running this again/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['GET /ios/teams', 'GET /ios/signed_ipas', 'POST /ios/signed_ipas'])
  })

  test('ipa-id .. given by the user: refused as an input, nothing sent', async () => {
    const s = await service()
    const r = await run({ command: 'delete-ipa', 'ipa-id': 'ipa_1, ..' }, s.baseUrl)
    failsWith(
      r,
      /Input 'ipa-id' has ids that name a path step, not an IPA: '\.\.'/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual([])
  })
})

describe('hostile answer: records of the wrong shape', () => {
  test.each([
    ['"abc"', '"abc"'],
    ['1.5', '1.5'],
    ['-1', '-1'],
    ['1e400', 'a number too large for JSON'],
    ['{"id":1}', 'an object {"id":1}']
  ])('team_id %s: refused before anything is sent, naming the field', async (raw, shown) => {
    const body = `[{"name":"release@example.com","credential_id":11,"teams":[{"name":"Example Corp","team_id":${raw}}]}]`
    const s = await service({ 'GET /ios/teams': (_req, res) => json(res, 200, body) })
    const r = await run(byUrl, s.baseUrl)
    failsWith(
      r,
      new RegExp(
        `^GET /ios/teams answered HTTP 200 but a record does not fit: credential 1, team 1: team_id is ${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, not a whole number from 1 to 2147483647\\.`
      ),
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['GET /ios/teams'])
  })

  test('created_at an object in a listing: refused, naming the record and field', async () => {
    const s = await service({
      'GET /ios/unsigned_ipas': (_req, res) =>
        json(res, 200, [STORED[0], { id: 'ipa_9', created_at: { $date: 1 } }])
    })
    const r = await run({ command: 'list-ipas' }, s.baseUrl)
    failsWith(
      r,
      /record 2: created_at is an object \{"\$date":1\}, not a string/,
      START_UP_MS + 2_000
    )
  })

  test('created_at an object in the submission: it was created, with its id; sent once', async () => {
    const s = await service({
      'POST /ios/signed_ipas': afterBody((_req, res) =>
        json(res, 200, [{ id: 'sub_0001', status: 'pending', created_at: ['x'] }])
      )
    })
    const r = await run({ ...byUrl, retries: '3' }, s.baseUrl)
    failsWith(
      r,
      /created_at is an array \["x"\], not a string\. .*so the submission was created \(id sub_0001\): check on the service/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['GET /ios/teams', 'GET /ios/signed_ipas', 'POST /ios/signed_ipas'])
  })

  test('a submission answered without an id: it was created all the same', async () => {
    const s = await service({
      'POST /ios/signed_ipas': afterBody((_req, res) => json(res, 201, [{ status: 'pending' }]))
    })
    const r = await run(byUrl, s.baseUrl)
    failsWith(
      r,
      /id is missing, not a string or a number\. .*The service accepted it \(HTTP 201\), so the submission was created: check/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['GET /ios/teams', 'GET /ios/signed_ipas', 'POST /ios/signed_ipas'])
  })
})

describe('hostile answer: Retry-After and redirects', () => {
  test('Retry-After of a day on a status poll: the run ends at wait-timeout (5s), not a day later', async () => {
    const s = await service({
      'GET /ios/signed_ipas/sub_0001': (_req, res) =>
        json(res, 429, { error: 'slow down' }, { 'Retry-After': '86400' })
    })
    const r = await run(
      {
        ...byUrl,
        wait: 'true',
        'wait-timeout': '5s',
        'request-timeout': '3s',
        'poll-interval': '1s',
        retries: '4'
      },
      s.baseUrl
    )
    // No status was read: an outage. The polls' sleeps pass in virtual time: the run waited
    // wait-timeout + one request-timeout at most (the bound) on the clock, and little in real time.
    failsWith(
      r,
      /^No status of submission sub_0001 could be read since \d\d:\d\d:\d\d UTC \(\d polls failed in a row\)/,
      START_UP_MS + 1_000
    )
    expect(summaryDurationS(r)).toBeLessThanOrEqual(5 + 3)
    expect(s.at.at(-1)! - s.at[0]).toBeLessThanOrEqual(5_000 + 3_000)
    expect(r.error).toMatch(
      /HTTP 429 — slow down\. The service asked to be sent this again in 24 h \(Retry-After\), after the waiting ends: try again later\./
    )
    const polls = s.seen.filter(route => route === 'GET /ios/signed_ipas/sub_0001')
    // A poll a second, none retried: no delay of a day was taken.
    expect(polls.length).toBeGreaterThanOrEqual(3)
    expect(polls.length).toBeLessThanOrEqual(6)
    expect(r.outputs).toMatchObject({ 'submission-id': 'sub_0001', status: 'pending' })
  })

  test('a status route that never answers, retries 4: the run outlives wait-timeout by one request-timeout at most', async () => {
    const s = await service({ 'GET /ios/signed_ipas/sub_0001': () => undefined })
    // The poll interval passes in virtual time, up to the deadline; the poll's attempt waits its
    // request-timeout (1 s) in real time past it: no retry, no second poll.
    const r = await run(
      {
        ...byUrl,
        wait: 'true',
        'wait-timeout': '5s',
        'request-timeout': '1s',
        'poll-interval': '5s',
        retries: '4'
      },
      s.baseUrl
    )
    failsWith(
      r,
      /^No status of submission sub_0001 could be read since \d\d:\d\d:\d\d UTC \(1 poll failed in a row\)/,
      START_UP_MS + 2 * 1_000
    )
    expect(r.durationMs).toBeGreaterThanOrEqual(1_000)
    // wait-timeout + one request-timeout at most, on the run's clock.
    expect(summaryDurationS(r)).toBeLessThanOrEqual(5 + 1)
    expect(s.seen.filter(route => route === 'GET /ios/signed_ipas/sub_0001')).toHaveLength(1)
  })

  test('Retry-After of a day on a GET (emulator): not waited for, said in words, at once', async () => {
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      kind: {
        type: 'status',
        status: 503,
        body: '{"error":"maintenance"}',
        contentType: 'application/json',
        headers: { 'Retry-After': '86400' }
      }
    })
    const r = await run({ command: 'teams', retries: '4' }, emulator.baseUrl)
    failsWith(
      r,
      /^GET \/ios\/teams failed: HTTP 503 — maintenance\. The service asked to be sent this again in 24 h \(Retry-After\), longer than the 60 s waited at most between attempts: try again later$/,
      START_UP_MS + 2_000
    )
    expect(emulator.requests).toHaveLength(1)
  })

  test.each(['-1', 'soon', '1e9', 'Thu, 99 Foo 2026'])(
    'a Retry-After of %p (emulator): taken as none, a short backoff, then success',
    async retryAfter => {
      emulator.injectFault({
        method: 'GET',
        path: '/ios/teams',
        kind: {
          type: 'status',
          status: 429,
          body: '{}',
          contentType: 'application/json',
          headers: { 'Retry-After': retryAfter }
        }
      })
      const r = await run({ command: 'teams' }, emulator.baseUrl)
      succeeds(r, START_UP_MS + 1_000)
      expect(emulator.requests.map(q => q.status)).toEqual([429, 200])
      // The backoff (in virtual time) is short: 1 s, give or take half, never what was "asked".
      const [first, second] = emulator.requests
      expect(second.receivedAt - first.answeredAt!).toBeLessThan(3_000)
    }
  )

  test('a redirect to file:///etc/passwd: not followed', async () => {
    const s = await service({
      'GET /ios/teams': (_req, res) =>
        void res.writeHead(302, { Location: 'file:///etc/passwd' }).end()
    })
    const r = await run({ command: 'teams' }, s.baseUrl)
    failsWith(
      r,
      /^GET \/ios\/teams failed: HTTP 302 — redirected to file:\/\/\/etc\/passwd\. The service answered with a redirect/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['GET /ios/teams'])
  })

  test('a Location of 12 KiB to javascript: not followed, shown short', async () => {
    const s = await service({
      'GET /ios/teams': (_req, res) =>
        void res.writeHead(301, { Location: `javascript:${'a'.repeat(12 * 1024)}` }).end()
    })
    const r = await run({ command: 'teams' }, s.baseUrl)
    failsWith(
      r,
      /^GET \/ios\/teams failed: HTTP 301 — redirected to javascript:a+…\. The service answered/,
      START_UP_MS + 2_000
    )
    expect(s.seen).toEqual(['GET /ios/teams'])
  })

  test('a Location of 1 MiB: the headers pass what Node reads, said in words', async () => {
    const s = await rawServer(socket => {
      socket.write(`HTTP/1.1 302 Found\r\nLocation: /${'a'.repeat(MiB)}\r\n\r\n`)
    })
    const r = await run({ command: 'teams' }, s.baseUrl)
    failsWith(
      r,
      /its headers are longer than the 16 KiB Node reads \(HPE_HEADER_OVERFLOW\)/,
      START_UP_MS + 2_000
    )
  })
})

/**
 * Hardening, part 1 of the faults: what servers answer. The bundled action against the emulator told
 * to misbehave (and, for redirects and early answers, small servers of the test's own). Every case
 * checks the exit code, the requests the service received (no POST repeated after a 2xx), a bounded
 * time and the failure message: status, the service's words (sanitised) and a hint.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import * as http from 'node:http'
import * as path from 'node:path'
import type { FaultSpec } from '../emulator/server.js'
import { exchanges, runChecked, faultCases } from './hardening-harness.js'
import { actionFixture } from './support/fixture.js'

const fixture = await actionFixture('hardening-answers', 'App.ipa', {
  bundleId: 'com.example.Hardened',
  version: '1.0',
  build: '7'
})
const { key, emulator, dir, ipa, ipaSha256 } = fixture
const cases = faultCases(fixture)
const { conclude } = cases
/**
 * The harness's run under virtual time: every retry delay (a backoff, a Retry-After) moves the clock
 * on at once instead of passing. The emulator, in this process, stamps its requests with that clock,
 * so the gaps between them are the delays the action took.
 */
const action: typeof cases.action = (inputs, baseUrl, options = {}) =>
  cases.action(inputs, baseUrl, { virtualTime: true, ...options })

beforeEach(() => emulator.reset())

const byUrl = { 'ipa-url': 'https://cdn.example.com/builds/App.ipa' }

const teamsOk = 'GET /ios/teams → 200'
/** The listing read before a create, to tell what the create made should its answer be lost. */
const listed = 'GET /ios/signed_ipas → 200'
const gapMs = (i: number): number =>
  emulator.requests[i].receivedAt - emulator.requests[i - 1].receivedAt

describe('fault: 5xx bursts', () => {
  const burst = (times: number): FaultSpec => ({
    method: 'POST',
    path: '/ios/signed_ipas',
    times,
    kind: { type: 'status', status: 503, headers: { 'Retry-After': '0' } }
  })

  test('3 × 503 then success, retries 3: the upload is sent again from the start, and succeeds', async () => {
    emulator.injectFault(burst(3))
    const run = await action({ 'ipa-path': ipa, retries: '3' })
    const posts = emulator.requests.filter(r => r.method === 'POST')
    expect(posts).toHaveLength(4)
    expect(posts.at(-1)?.files?.[0].sha256).toBe(ipaSha256)
    expect(run.outputs['submission-id']).toBe('sub_0001')
    expect(run.log.match(/retry \d of 3/g)).toHaveLength(3)
    conclude(run, {
      exit: 0,
      maxMs: 10_000,
      requests: [
        teamsOk,
        listed,
        ...Array(3).fill('POST /ios/signed_ipas → 503'),
        'POST /ios/signed_ipas → 200'
      ]
    })
  })

  test('3 × 503 with retries 2: fails after 3 attempts with the status and a hint', async () => {
    emulator.injectFault(burst(3))
    const run = await action({ ...byUrl, retries: '2' })
    expect(run.error).toMatch(
      /^POST \/ios\/signed_ipas failed: HTTP 503 — Service Unavailable\. The service failed on every attempt/
    )
    expect(run.outputs['submission-id']).toBeUndefined()
    conclude(run, {
      exit: 1,
      maxMs: 10_000,
      requests: [teamsOk, listed, ...Array(3).fill('POST /ios/signed_ipas → 503')]
    })
  })

  test('a 500 without Retry-After: one retry after a short backoff', async () => {
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      kind: { type: 'status', status: 500 }
    })
    const run = await action({ command: 'teams', retries: '1' })
    expect(gapMs(1)).toBeGreaterThanOrEqual(400)
    conclude(run, {
      exit: 0,
      maxMs: 10_000,
      requests: ['GET /ios/teams → 500', teamsOk]
    })
  })
})

describe('fault: 429 and Retry-After', () => {
  const limited = (retryAfter: string, times = 1): FaultSpec => ({
    method: 'GET',
    path: '/ios/teams',
    times,
    kind: {
      type: 'status',
      status: 429,
      body: '{"error":"rate limited"}',
      contentType: 'application/json',
      headers: { 'Retry-After': retryAfter }
    }
  })

  test('Retry-After in seconds is honoured', async () => {
    emulator.injectFault(limited('2'))
    const run = await action({ command: 'teams' })
    expect(gapMs(1)).toBeGreaterThanOrEqual(1_900)
    expect(gapMs(1)).toBeLessThan(4_000)
    // A hold of the service's rate limit, told once for every request it holds: no retry counted.
    expect(run.log).toContain(
      "The service's rate limit holds the run for 2s: it answered GET /api/v1/ios/teams 429 with Retry-After, and every request waits until then."
    )
    conclude(run, {
      exit: 0,
      maxMs: 10_000,
      requests: ['GET /ios/teams → 429', teamsOk]
    })
  })

  test('Retry-After as an HTTP date is honoured', async () => {
    const until = new Date(Date.now() + 3_000).toUTCString()
    emulator.injectFault(limited(until))
    const run = await action({ command: 'teams' })
    // The retry waits for the date itself (whole seconds, as HTTP dates are), however long the
    // action took to start on a busy machine.
    expect(emulator.requests[1].receivedAt).toBeGreaterThanOrEqual(Date.parse(until) - 50)
    expect(gapMs(1)).toBeLessThan(4_500)
    conclude(run, {
      exit: 0,
      maxMs: 10_000,
      requests: ['GET /ios/teams → 429', teamsOk]
    })
  })

  test('a Retry-After an hour away: no wait at all, a clear failure naming the rate limit', async () => {
    emulator.injectFault(limited(new Date(Date.now() + 3_600_000).toUTCString()))
    const run = await action({ command: 'teams', retries: '0' })
    expect(run.error).toMatch(
      /^GET \/ios\/teams failed: HTTP 429 — rate limited\. The service's rate limit asked to hold the run for 60 min \(Retry-After\), longer than the 10 min it is waited for at most: try again later, or send fewer requests at once/
    )
    conclude(run, {
      exit: 1,
      maxMs: 5_000,
      requests: ['GET /ios/teams → 429']
    })
  })

  test('rate limited for longer than the retries last: fails with the hint', async () => {
    emulator.injectFault(limited('0', 3))
    const run = await action({ command: 'teams', retries: '2' })
    expect(run.error).toMatch(
      /HTTP 429 — rate limited\. The service is rate limiting this key: retry later, or raise 'retries'/
    )
    conclude(run, {
      exit: 1,
      maxMs: 10_000,
      requests: Array(3).fill('GET /ios/teams → 429')
    })
  })
})

describe('fault: answers that are not what they claim', () => {
  test('malformed JSON in a 200 to a GET: not retried, fails with a snippet and a hint', async () => {
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      kind: {
        type: 'status',
        status: 200,
        body: '[{"name": "release@example.com", "teams": [',
        contentType: 'application/json'
      }
    })
    const run = await action({ command: 'teams' })
    expect(run.error).toMatch(
      /^GET \/ios\/teams answered HTTP 200 but the answer is not JSON: \[\{"name": "release@example\.com", "teams": \[\. Check that 'base-url' points at the service's \/api\/v1 address/
    )
    conclude(run, {
      exit: 1,
      maxMs: 5_000,
      requests: ['GET /ios/teams → 200']
    })
  })

  test('malformed JSON in a 200 to the submission: sent once; the listing shows nothing new, and the message says it was created', async () => {
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      kind: {
        type: 'status',
        status: 200,
        body: '[{"id": "sub_0001", "status": "pen',
        contentType: 'application/json'
      }
    })
    const run = await action(byUrl)
    expect(run.error).toMatch(
      /^POST \/ios\/signed_ipas answered HTTP 200 but the answer is not JSON: \[\{"id": "sub_0001"/
    )
    expect(run.error).toContain(
      'The service accepted it (HTTP 200), so the submission was created: check on the service before running this again, so as not to send it twice.'
    )
    conclude(run, {
      exit: 1,
      maxMs: 5_000,
      requests: [teamsOk, listed, 'POST /ios/signed_ipas → 200', listed]
    })
  })

  test('an HTML 502 page from a proxy: retried, then reduced to its words', async () => {
    const page =
      '<html>\r\n<head><title>502 Bad Gateway</title><style>body { font: 12px }</style></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.25.3</center>\r\n</body>\r\n</html>\r\n'
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      times: 2,
      kind: { type: 'status', status: 502, body: page, contentType: 'text/html' }
    })
    const run = await action({ command: 'teams', retries: '1' })
    expect(run.error).toBe(
      "GET /ios/teams failed: HTTP 502 — 502 Bad Gateway nginx/1.25.3. The service failed on every attempt: try again later, or raise 'retries'"
    )
    conclude(run, {
      exit: 1,
      maxMs: 10_000,
      requests: ['GET /ios/teams → 502', 'GET /ios/teams → 502']
    })
  })

  test('a JSON answer labelled text/html: accepted (the body is what counts)', async () => {
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      kind: { type: 'content-type', contentType: 'text/html; charset=utf-8' }
    })
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      kind: { type: 'content-type', contentType: 'text/html' }
    })
    const run = await action(byUrl)
    expect(run.outputs).toMatchObject({
      'submission-id': 'sub_0001',
      status: 'pending',
      'team-id': '1234567'
    })
    conclude(run, {
      exit: 0,
      maxMs: 5_000,
      requests: [teamsOk, listed, 'POST /ios/signed_ipas → 200']
    })
  })
})

describe('fault: statuses that end the step', () => {
  test('401: the service words and a hint about the secret; not retried', async () => {
    const run = await runChecked(
      { 'api-key': 'a-revoked-key-0000', 'base-url': emulator.baseUrl, command: 'teams' },
      { secrets: [key, 'a-revoked-key-0000'] }
    )
    expect(run.error).toMatch(
      /^GET \/ios\/teams failed: HTTP 401 — You couldn't be authenticated\. Check the api-key secret/
    )
    conclude(run, {
      exit: 1,
      maxMs: 5_000,
      requests: ['GET /ios/teams → 401']
    })
  })

  test('404 from a base-url with a wrong prefix: not retried, the hint names base-url', async () => {
    const wrong = emulator.baseUrl.replace(/\/api\/v1$/, '/deploy/api/v1')
    const run = await action({ command: 'teams' }, wrong)
    expect(run.error).toMatch(
      /^GET \/ios\/teams failed: HTTP 404 — Not found\. The service has no route GET \/ios\/teams: check that 'base-url' is the service's address ending in \/api\/v1 \(its host, and its path up to \/api\/v1\)$/
    )
    expect(exchanges(emulator.requests)).toEqual(['GET /deploy/api/v1/ios/teams → 404'])
    conclude(run, {
      exit: 1,
      maxMs: 5_000
    })
  })

  test('413 for the upload: sent once, the hint says to use ipa-url', async () => {
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      kind: {
        type: 'status',
        status: 413,
        body: '<html><head><title>413 Request Entity Too Large</title></head><body><h1>413 Request Entity Too Large</h1></body></html>',
        contentType: 'text/html'
      }
    })
    const run = await action({ 'ipa-path': ipa })
    expect(run.error).toMatch(
      /^POST \/ios\/signed_ipas failed: HTTP 413 — 413 Request Entity Too Large\. The IPA is larger than the service \(or a proxy in front of it\) accepts: upload it to storage and pass 'ipa-url' instead/
    )
    conclude(run, {
      exit: 1,
      maxMs: 5_000,
      requests: [teamsOk, listed, 'POST /ios/signed_ipas → 413']
    })
  })
})

/** A server of the test's own on another loopback address (127.0.0.2 where the system has it). */
async function otherServer(handler: http.RequestListener): Promise<{
  origin: string
  seen: Array<{ head: string; headers: http.IncomingHttpHeaders }>
  close(): Promise<void>
}> {
  const seen: Array<{ head: string; headers: http.IncomingHttpHeaders }> = []
  const server = http.createServer((req, res) => {
    seen.push({ head: `${req.method} ${req.url}`, headers: req.headers })
    handler(req, res)
  })
  const listen = (host: string): Promise<void> =>
    new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  let host = '127.0.0.2'
  await listen(host).catch(async () => {
    host = '127.0.0.1'
    await listen(host)
  })
  const { port } = server.address() as { port: number }
  return {
    origin: `http://${host}:${port}`,
    seen,
    close: () => new Promise(resolve => server.close(() => resolve()))
  }
}

describe('fault: redirects', () => {
  test('a GET redirected to another host is followed without the Authorization header', async () => {
    const other = await otherServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify([
          { name: 'mirror@example.com', credential_id: 1, teams: [{ name: 'Mirror', team_id: 42 }] }
        ])
      )
    })
    try {
      emulator.injectFault({
        method: 'GET',
        path: '/ios/teams',
        kind: {
          type: 'status',
          status: 302,
          body: '',
          headers: { Location: `${other.origin}/api/v1/ios/teams` }
        }
      })
      const run = await action({ command: 'teams' })
      expect(other.seen).toHaveLength(1)
      expect(other.seen[0].head).toBe('GET /api/v1/ios/teams')
      expect(other.seen[0].headers.authorization).toBeUndefined()
      expect(JSON.stringify(other.seen[0].headers)).not.toContain(key.slice(3, 20))
      expect(run.outputs['team-id']).toBe('42')
      conclude(run, {
        exit: 0,
        maxMs: 5_000,
        requests: ['GET /ios/teams → 302']
      })
    } finally {
      await other.close()
    }
  })

  test('a POST redirected to another host is not followed: nothing reaches it, the message says where it pointed', async () => {
    const other = await otherServer((_req, res) => void res.writeHead(500).end())
    try {
      emulator.injectFault({
        method: 'POST',
        path: '/ios/signed_ipas',
        kind: {
          type: 'status',
          status: 307,
          body: '',
          headers: { Location: `${other.origin}/api/v1/ios/signed_ipas?token=abc` }
        }
      })
      const run = await action(byUrl)
      expect(other.seen).toHaveLength(0)
      expect(run.error).toMatch(
        /^POST \/ios\/signed_ipas failed: HTTP 307 — redirected to http:\/\/127\.0\.0\.\d:\d+\/api\/v1\/ios\/signed_ipas\. The service answered with a redirect: check 'base-url'/
      )
      expect(run.error).not.toContain('token=abc')
      conclude(run, {
        exit: 1,
        maxMs: 5_000,
        requests: [teamsOk, listed, 'POST /ios/signed_ipas → 307']
      })
    } finally {
      await other.close()
    }
  })
})

describe('fault: big and broken answers', () => {
  test('a 6 MiB answer to a GET: read no further than 1 MiB, a clear failure, no retry', async () => {
    const huge = `[${Array.from({ length: 120_000 }, (_, i) => JSON.stringify({ name: `team ${i}`, credential_id: i, teams: [] })).join(',')}]`
    expect(huge.length).toBeGreaterThan(6 * 1024 * 1024)
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      kind: { type: 'status', status: 200, body: huge, contentType: 'application/json' }
    })
    const run = await action({ command: 'teams' })
    expect(run.error).toMatch(
      /^GET \/ios\/teams answered HTTP 200 but the answer passed 1 MiB, the most that is read of one: \[\{"name":"team 0"/
    )
    conclude(run, {
      exit: 1,
      maxMs: 10_000,
      requests: ['GET /ios/teams → 200']
    })
  })

  test('a 2 MiB junk error page full of open tags: the snippet is read in linear time', async () => {
    const junk = `<html><title>Error</title>${'<'.repeat(1024 * 1024)}${'<script x="'.repeat(100_000)}`
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      kind: { type: 'status', status: 500, body: junk, contentType: 'text/html' }
    })
    const run = await action({ command: 'teams', retries: '0' })
    expect(run.error).toMatch(
      /^GET \/ios\/teams failed: HTTP 500 — Error .*\. The service failed on every attempt/
    )
    expect(run.error!.length).toBeLessThan(600)
    conclude(run, {
      exit: 1,
      maxMs: 5_000,
      requests: ['GET /ios/teams → 500']
    })
  })

  test('a large, legitimate analytics report (925 countries, over 2 MiB) is read whole', async () => {
    emulator.configure({ analyticsCountryCount: 925 })
    try {
      const run = await action({ command: 'analytics', 'app-id': '1234567890', date: '2026-11-01' })
      const report = run.outputs['report-path']
      expect(existsSync(report)).toBe(true)
      expect(readFileSync(report).length).toBeGreaterThan(2 * 1024 * 1024)
      expect(Number(run.outputs.installs)).toBeGreaterThan(0)
      conclude(run, {
        exit: 0,
        maxMs: 15_000,
        requests: ['GET /app_analytics/1234567890 → 200']
      })
    } finally {
      emulator.configure({ analyticsCountryCount: 24 })
    }
  })

  test('the answer to a GET breaks off: sent again, success', async () => {
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      kind: { type: 'cut-answer', afterBytes: 20 }
    })
    const run = await action({ command: 'teams', retries: '1' })
    expect(run.outputs['team-id']).toBe('1234567')
    conclude(run, {
      exit: 0,
      maxMs: 10_000,
      requests: [teamsOk, teamsOk]
    })
  })

  test('the 200 answer to the submission breaks off: never sent again; the listing shows the one it made, and the step goes on with it', async () => {
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      kind: { type: 'cut-answer', afterBytes: 20 }
    })
    const run = await action({ 'ipa-path': ipa })
    expect(run.log).toMatch(
      /::notice::The answer to POST \/ios\/signed_ipas was lost \(the connection was cut during an HTTP 200 answer: ECONNRESET\) after the IPA had gone out whole, but the service took it: submission sub_0001 is new in GET \/ios\/signed_ipas/
    )
    // As the listing showed it (this suite does not wait).
    expect(run.outputs).toMatchObject({ 'submission-id': 'sub_0001', status: 'processing' })
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    conclude(run, { exit: 0, maxMs: 8_000 })
  })
})

describe('fault: early answers', () => {
  test('a 413 before the body was read (as proxies do): the answer is taken, not retried', async () => {
    const big = path.join(dir, 'Big.ipa')
    writeFileSync(big, Buffer.alloc(16 * 1024 * 1024, 7))
    // Like nginx: answer at once, then read (and drop) the rest of the body before it hangs up (its
    // lingering close), so that the client, still writing, can read the answer.
    const other = await otherServer((req, res) => {
      res.writeHead(413, { 'Content-Type': 'text/html' })
      res.write(
        '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center></body></html>'
      )
      req.on('end', () => res.end())
      req.resume()
    })
    try {
      const run = await runChecked(
        {
          'api-key': key,
          'base-url': `${other.origin}/api/v1`,
          command: 'upload',
          'ipa-path': big,
          preflight: 'off',
          'request-timeout': '2s',
          retries: '3'
        },
        { secrets: [key] }
      )
      // The listing read before the create is refused too; the upload goes on without it.
      expect(other.seen.map(s => s.head)).toEqual([
        'GET /api/v1/ios/unsigned_ipas',
        'POST /api/v1/ios/unsigned_ipas'
      ])
      expect(run.exitCode).toBe(1)
      expect(run.error).toMatch(
        /^POST \/ios\/unsigned_ipas failed: HTTP 413 — 413 Request Entity Too Large\. The IPA is larger than the service/
      )
      expect(run.durationMs).toBeLessThan(5_000)
    } finally {
      await other.close()
    }
  })
})

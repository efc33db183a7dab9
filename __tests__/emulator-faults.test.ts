import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import * as http from 'node:http'
import { startEmulator, type Emulator } from '../emulator/server.js'

let emulator: Emulator

beforeAll(async () => {
  emulator = await startEmulator()
})
afterAll(async () => {
  await emulator.close()
})
beforeEach(() => emulator.reset())

const auth = (): Record<string, string> => ({ Authorization: `Bearer ${emulator.apiKey}` })
const submission = JSON.stringify({
  signed_ipa: { remote_source_url: 'https://s.example.com/A.ipa' },
  team_id: 1234567
})

/** Rejects when `promise` takes longer than `ms`, so no test can hang. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

interface RawOutcome {
  outcome: 'response' | 'error' | 'pending'
  status?: number
  error?: string
  /** Whether every byte of the body left the client. */
  sentAll: boolean
}

/**
 * POST `size` bytes with a raw client that respects backpressure, and tell what happened within
 * `waitMs`: an answer, a connection error, or nothing yet ('pending'). The connection is closed after.
 */
function rawPost(
  target: Emulator,
  route: string,
  size: number,
  waitMs: number
): Promise<RawOutcome> {
  return new Promise(resolve => {
    let sentAll = false
    const request = http.request(`${target.baseUrl}${route}`, {
      method: 'POST',
      agent: false,
      headers: {
        Authorization: `Bearer ${target.apiKey}`,
        'Content-Type': 'application/json',
        'Content-Length': size
      }
    })
    const finish = (result: Omit<RawOutcome, 'sentAll'>): void => {
      clearTimeout(timer)
      request.destroy()
      resolve({ ...result, sentAll })
    }
    const timer = setTimeout(() => finish({ outcome: 'pending' }), waitMs)
    request.on('response', response => {
      response.resume()
      finish({ outcome: 'response', status: response.statusCode })
    })
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ outcome: 'error', error: error.code ?? error.message })
    )
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    const pump = (): void => {
      while (sent < size) {
        const length = Math.min(chunk.length, size - sent)
        sent += length
        if (!request.write(chunk.subarray(0, length))) {
          request.once('drain', pump)
          return
        }
      }
      request.end(() => (sentAll = true))
    }
    pump()
  })
}

/** Wait (briefly) until the emulator has recorded a request matching `ready`. */
async function recorded(target: Emulator, ready: (bytes: number) => boolean): Promise<void> {
  const deadline = Date.now() + 2000
  while (!target.requests.some(request => ready(request.rawBodyBytes))) {
    if (Date.now() > deadline) throw new Error('the emulator never recorded the request')
    await new Promise(resolve => setTimeout(resolve, 10))
  }
}

describe('status faults', () => {
  test('a 503 without a body answers JSON {status, error} and has no effect', async () => {
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      kind: { type: 'status', status: 503 }
    })
    const response = await fetch(`${emulator.baseUrl}/ios/signed_ipas`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: submission
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.json()).toEqual({ status: 503, error: 'Service Unavailable' })
    expect(emulator.requests[0]).toMatchObject({
      fault: 'status',
      status: 503,
      rawBodyBytes: submission.length
    })
    const listing = await fetch(`${emulator.baseUrl}/ios/signed_ipas`, { headers: auth() })
    expect(await listing.json()).toEqual([])
  })

  test('429 with Retry-After, and an HTML 502 page, as given', async () => {
    emulator.injectFault({
      kind: { type: 'status', status: 429, body: 'slow down', headers: { 'Retry-After': '2' } }
    })
    emulator.injectFault({
      kind: {
        type: 'status',
        status: 502,
        body: '<html>Bad Gateway</html>',
        contentType: 'text/html'
      }
    })
    const limited = await fetch(`${emulator.baseUrl}/ios/teams`, { headers: auth() })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('2')
    expect(await limited.text()).toBe('slow down')
    const gateway = await fetch(`${emulator.baseUrl}/ios/teams`, { headers: auth() })
    expect(gateway.status).toBe(502)
    expect(gateway.headers.get('content-type')).toBe('text/html')
    expect(await gateway.text()).toBe('<html>Bad Gateway</html>')
    expect((await fetch(`${emulator.baseUrl}/ios/teams`, { headers: auth() })).status).toBe(200)
  })

  test('times counts matching requests only; method and path suffix select them', async () => {
    emulator.injectFault({
      method: 'get',
      path: '/ios/apps',
      times: 2,
      kind: { type: 'status', status: 500 }
    })
    const statuses: number[] = []
    for (const route of ['/ios/teams', '/ios/apps', '/ios/teams', '/ios/apps', '/ios/apps']) {
      statuses.push((await fetch(`${emulator.baseUrl}${route}`, { headers: auth() })).status)
    }
    expect(statuses).toEqual([200, 500, 200, 500, 200])
    expect(emulator.requests.map(request => request.fault)).toEqual([
      undefined,
      'status',
      undefined,
      'status',
      undefined
    ])
  })

  test('query selects the requests of one day: others, and other apps, are answered as usual', async () => {
    emulator.injectFault({
      path: '/app_analytics/1234567890',
      query: { timestamp: '2026-08-03' },
      times: 10,
      kind: { type: 'status', status: 503 }
    })
    const day = async (query: string, app = '1234567890'): Promise<number> => {
      const response = await fetch(`${emulator.baseUrl}/app_analytics/${app}?${query}`, {
        headers: auth()
      })
      await response.arrayBuffer()
      return response.status
    }
    const days = ['2026-08-01', '2026-08-02', '2026-08-03', '2026-08-04', '2026-08-03']
    const statuses: number[] = []
    for (const timestamp of days) statuses.push(await day(`timestamp=${timestamp}`))
    expect(statuses).toEqual([200, 200, 503, 200, 503])
    // Other parameters may come along; the value must be the same, after percent-decoding.
    const countries = encodeURIComponent('["USA"]')
    expect(await day(`country_iso_codes=${countries}&timestamp=2026-08-03`)).toBe(503)
    expect(await day('timestamp=2026%2D08%2D03')).toBe(503)
    expect(await day('timestamp=2026-08-03T00:00')).toBe(422)
    expect(await day('timestamp=2026-08-3')).toBe(422)
    expect(await day('day=2026-08-03')).toBe(422)
    expect(await day('timestamp=2026-08-03', '999')).toBe(404)
    expect(emulator.requests.map(request => request.fault)).toEqual([
      undefined,
      undefined,
      'status',
      undefined,
      'status',
      'status',
      'status',
      undefined,
      undefined,
      undefined,
      undefined
    ])
    // 4 of its 10 used: the rest still wait for that day.
    expect(await day('timestamp=2026-08-03')).toBe(503)
    expect(() =>
      emulator.injectFault({
        query: { timestamp: 20260803 } as never,
        kind: { type: 'status', status: 503 }
      })
    ).toThrow('query must map parameter names to strings')
  })

  test('faults hit requests before authentication', async () => {
    emulator.injectFault({ kind: { type: 'status', status: 503 } })
    expect((await fetch(`${emulator.baseUrl}/ios/teams`)).status).toBe(503)
  })
})

describe('busyCreates: a busy service', () => {
  const signed = {
    signed_ipa: { remote_source_url: 'https://s.example.com/A.ipa' },
    team_id: 1234567
  }
  const unsigned = { unsigned_ipa: { remote_source_url: 'https://s.example.com/B.ipa' } }

  /** POSTs `body` as JSON to a create route of `target`, with an Idempotency-Key when given. */
  async function create(target: Emulator, route: string, body: unknown, key?: string) {
    const response = await fetch(`${target.baseUrl}${route}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${target.apiKey}`,
        'Content-Type': 'application/json',
        ...(key !== undefined && { 'Idempotency-Key': key })
      },
      body: JSON.stringify(body)
    })
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      contentType: response.headers.get('content-type'),
      body: (await response.json()) as unknown
    }
  }

  test('every 3rd create is answered 429 with Retry-After, read whole and not acted on: no record, no key kept', async () => {
    const busy = await startEmulator({ busyCreates: { every: 3, retryAfterSeconds: 2 } })
    try {
      const KEY = '"busy-1"'
      const answers = [
        await create(busy, '/ios/signed_ipas', signed),
        await create(busy, '/ios/unsigned_ipas', unsigned),
        await create(busy, '/ios/signed_ipas', signed, KEY),
        // The same key again: the 429 kept nothing, so this one is made.
        await create(busy, '/ios/signed_ipas', signed, KEY),
        await create(busy, '/ios/unsigned_ipas', unsigned),
        await create(busy, '/ios/unsigned_ipas', unsigned),
        await create(busy, '/ios/signed_ipas', signed)
      ]
      // A read is no create: it counts for nothing.
      await fetch(`${busy.baseUrl}/ios/signed_ipas`, {
        headers: { Authorization: `Bearer ${busy.apiKey}` }
      })
      expect(answers.map(answer => answer.status)).toEqual([200, 201, 429, 200, 201, 429, 200])
      for (const limited of [answers[2], answers[5]]) {
        expect(limited).toEqual({
          status: 429,
          retryAfter: '2',
          contentType: 'application/json; charset=utf-8',
          body: { status: 429, error: 'Too busy: send it again in 2 s' }
        })
      }
      expect(answers[3].body).toMatchObject([{ id: 'sub_0002' }])
      expect(busy.made()).toEqual({
        submissions: ['sub_0001', 'sub_0002', 'sub_0003'],
        unsignedIpas: ['ipa_0001', 'ipa_0002']
      })
      const limited = busy.requests.filter(request => request.status === 429)
      expect(limited).toHaveLength(2)
      for (const request of limited) {
        expect(request.fault).toBeUndefined()
        expect(request.rawBodyBytes).toBe(Number(request.headers['content-length']))
      }
      // reset() starts the count again.
      busy.reset()
      const again = []
      for (let i = 0; i < 3; i++)
        again.push((await create(busy, '/ios/signed_ipas', signed)).status)
      expect(again).toEqual([200, 200, 429])
    } finally {
      await busy.close()
    }
  })

  test('a fault injected for a create wins, and the create still counts', async () => {
    const busy = await startEmulator({ busyCreates: { every: 2, retryAfterSeconds: 0 } })
    try {
      busy.injectFault({ method: 'POST', times: 2, kind: { type: 'status', status: 503 } })
      const statuses: number[] = []
      for (let i = 0; i < 4; i++)
        statuses.push((await create(busy, '/ios/signed_ipas', signed)).status)
      expect(statuses).toEqual([503, 503, 200, 429])
      expect(busy.made().submissions).toEqual(['sub_0001'])
    } finally {
      await busy.close()
    }
  })
})

describe('connection faults', () => {
  test('reset-before-answer reads the whole request, then drops the connection without acting on it', async () => {
    emulator.injectFault({ method: 'POST', kind: { type: 'reset-before-answer' } })
    const result = await within(
      rawPost(emulator, '/ios/signed_ipas', 200_000, 2000),
      3000,
      'the reset'
    )
    expect(result).toMatchObject({ outcome: 'error', sentAll: true })
    expect(emulator.requests[0]).toMatchObject({
      fault: 'reset-before-answer',
      status: 0,
      rawBodyBytes: 200_000
    })
    const listing = await fetch(`${emulator.baseUrl}/ios/signed_ipas`, { headers: auth() })
    expect(await listing.json()).toEqual([])
  })

  test('reset-mid-body drops the connection once that many body bytes arrived', async () => {
    const size = 8 * 1024 * 1024
    emulator.injectFault({ kind: { type: 'reset-mid-body', afterBytes: 100_000 } })
    const result = await within(
      rawPost(emulator, '/ios/signed_ipas', size, 2000),
      3000,
      'the reset'
    )
    expect(result).toMatchObject({ outcome: 'error', sentAll: false })
    const [request] = emulator.requests
    expect(request).toMatchObject({ fault: 'reset-mid-body', status: 0 })
    expect(request.rawBodyBytes).toBeGreaterThanOrEqual(100_000)
    expect(request.rawBodyBytes).toBeLessThan(size)
  })

  test('stall-mid-body stops reading: the upload blocks and no answer comes', async () => {
    const size = 64 * 1024 * 1024
    emulator.injectFault({ kind: { type: 'stall-mid-body', afterBytes: 256 * 1024 } })
    const result = await within(rawPost(emulator, '/ios/signed_ipas', size, 500), 3000, 'the stall')
    expect(result).toEqual({ outcome: 'pending', sentAll: false })
    const [request] = emulator.requests
    expect(request).toMatchObject({ fault: 'stall-mid-body', status: 0 })
    expect(request.rawBodyBytes).toBeGreaterThanOrEqual(256 * 1024)
    expect(request.rawBodyBytes).toBeLessThan(size)
  })

  test('no-answer reads the request and never answers', async () => {
    emulator.injectFault({ kind: { type: 'no-answer' } })
    const result = await within(
      rawPost(emulator, '/ios/signed_ipas', submission.length, 400),
      3000,
      'the silence'
    )
    expect(result).toEqual({ outcome: 'pending', sentAll: true })
    expect(emulator.requests[0]).toMatchObject({
      fault: 'no-answer',
      status: 0,
      rawBodyBytes: submission.length
    })
  })

  test('delay answers normally, late', async () => {
    emulator.injectFault({ path: '/ios/teams', kind: { type: 'delay', ms: 300 } })
    const started = Date.now()
    const response = await fetch(`${emulator.baseUrl}/ios/teams`, { headers: auth() })
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(response.status).toBe(200)
    expect(await response.json()).toHaveLength(1)
    expect(emulator.requests[0]).toMatchObject({ fault: 'delay', status: 200 })
  })

  test('throttle reads the body at the pace given, then answers normally', async () => {
    // Valid JSON, padded with trailing spaces to 120,000 bytes: 0.6 s at 200,000 bytes per second.
    const size = 120_000
    const body = submission.padEnd(size, ' ')
    emulator.injectFault({ method: 'POST', kind: { type: 'throttle', bytesPerSecond: 200_000 } })
    const started = Date.now()
    const answered = fetch(`${emulator.baseUrl}/ios/signed_ipas`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body
    })
    await new Promise(resolve => setTimeout(resolve, 250))
    expect(emulator.requests[0]?.rawBodyBytes).toBeLessThan(size)
    const response = await within(answered, 5000, 'the throttled upload')
    expect(Date.now() - started).toBeGreaterThanOrEqual(550)
    expect(response.status).toBe(200)
    expect(emulator.requests[0]).toMatchObject({
      fault: 'throttle',
      status: 200,
      rawBodyBytes: size
    })
    expect(() => emulator.injectFault({ kind: { type: 'throttle', bytesPerSecond: 0 } })).toThrow(
      'bytesPerSecond must be more than 0'
    )
  })

  test('close() ends stalled, silent and delayed connections at once', async () => {
    const own = await startEmulator()
    own.injectFault({ times: 1, kind: { type: 'stall-mid-body', afterBytes: 1024 } })
    own.injectFault({ times: 1, kind: { type: 'no-answer' } })
    own.injectFault({ times: 1, kind: { type: 'delay', ms: 60_000 } })
    own.injectFault({ times: 1, kind: { type: 'lose-answer', how: 'silence' } })
    const stalled = rawPost(own, '/ios/signed_ipas', 64 * 1024 * 1024, 5000)
    await recorded(own, bytes => bytes >= 1024)
    const silent = rawPost(own, '/ios/teams', 10, 5000)
    const delayed = rawPost(own, '/ios/teams', 10, 5000)
    const lost = rawPost(own, '/ios/teams', 10, 5000)
    await recorded(own, () => own.requests.length === 4)
    await within(own.close(), 2000, 'close()')
    const outcomes = await within(
      Promise.all([stalled, silent, delayed, lost]),
      2000,
      'the clients'
    )
    expect(outcomes.map(o => o.outcome)).toEqual(['error', 'error', 'error', 'error'])
  })
})

interface Seen {
  outcome: 'response' | 'error' | 'pending'
  status?: number
  contentType?: string
  text?: string
}

/**
 * A POST whose body the test writes to `request`; `seen` tells what came back within `waitMs` (an
 * answer, a connection error, or nothing: 'pending'), and the client then gives up.
 */
function openPost(
  route: string,
  headers: Record<string, string>,
  waitMs: number
): { request: http.ClientRequest; seen: Promise<Seen> } {
  const request = http.request(`${emulator.baseUrl}${route}`, {
    method: 'POST',
    agent: false,
    headers: { ...auth(), ...headers }
  })
  const seen = new Promise<Seen>(resolve => {
    const finish = (result: Seen): void => {
      clearTimeout(timer)
      request.destroy()
      resolve(result)
    }
    const timer = setTimeout(() => finish({ outcome: 'pending' }), waitMs)
    request.on('response', response => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        finish({
          outcome: 'response',
          status: response.statusCode,
          contentType: response.headers['content-type'],
          text
        })
      )
    })
    request.on('error', () => finish({ outcome: 'error' }))
  })
  return { request, seen }
}

describe('lose-answer', () => {
  const KEY = '"lost-answer-1"'
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(submission.length),
    'Idempotency-Key': KEY
  }

  /** The retry of the lost request, with the same key: it must get the record that was made. */
  async function retry(): Promise<unknown> {
    const response = await fetch(`${emulator.baseUrl}/ios/signed_ipas`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json', 'Idempotency-Key': KEY },
      body: submission
    })
    expect(response.status).toBe(200)
    return response.json()
  }

  test("'status': the record is made, the client gets a proxy's 502 page; the retry gets the record", async () => {
    emulator.injectFault({ method: 'POST', kind: { type: 'lose-answer', how: 'status' } })
    const response = await fetch(`${emulator.baseUrl}/ios/signed_ipas`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json', 'Idempotency-Key': KEY },
      body: submission
    })
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toBe('text/html')
    expect(await response.text()).toMatch(/<title>502 Bad Gateway<\/title>/)
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(emulator.requests[0]).toMatchObject({ fault: 'lose-answer', status: 502 })
    const record = await fetch(`${emulator.baseUrl}/ios/signed_ipas/sub_0001`, { headers: auth() })
    const { created_at } = (await record.json()) as { created_at: string }
    // The answer the request would have had: still 'pending', though the read above moved it on.
    expect(await retry()).toEqual([{ id: 'sub_0001', status: 'pending', created_at }])
    expect(emulator.made().submissions).toEqual(['sub_0001'])
  })

  test("'status' with a status, body and Content-Type of its own", async () => {
    emulator.injectFault({
      kind: {
        type: 'lose-answer',
        how: 'status',
        status: 504,
        body: 'upstream timed out',
        contentType: 'text/plain'
      }
    })
    const { request, seen } = openPost('/ios/signed_ipas', headers, 3000)
    request.end(submission)
    expect(await seen).toEqual({
      outcome: 'response',
      status: 504,
      contentType: 'text/plain',
      text: 'upstream timed out'
    })
    expect(emulator.requests[0]).toMatchObject({
      fault: 'lose-answer',
      status: 504,
      responseBody: 'upstream timed out'
    })
    expect(emulator.made().submissions).toEqual(['sub_0001'])
  })

  test("'reset': the record is made, the connection drops without an answer; the retry gets the record", async () => {
    emulator.injectFault({ method: 'POST', kind: { type: 'lose-answer', how: 'reset' } })
    const { request, seen } = openPost('/ios/signed_ipas', headers, 3000)
    request.end(submission)
    expect(await within(seen, 4000, 'the reset')).toEqual({ outcome: 'error' })
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(emulator.requests[0]).toMatchObject({
      fault: 'lose-answer',
      status: 0,
      rawBodyBytes: submission.length
    })
    expect(await retry()).toMatchObject([{ id: 'sub_0001', status: 'pending' }])
    expect(emulator.made().submissions).toEqual(['sub_0001'])
  })

  test("'silence': the record is made and nothing comes back, the connection open; the retry gets the record", async () => {
    emulator.injectFault({ method: 'POST', kind: { type: 'lose-answer', how: 'silence' } })
    const { request, seen } = openPost('/ios/signed_ipas', headers, 300)
    request.end(submission)
    // A closed connection would be an 'error'.
    expect(await within(seen, 2000, 'the silence')).toEqual({ outcome: 'pending' })
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(emulator.requests[0]).toMatchObject({ fault: 'lose-answer', status: 0 })
    expect(await retry()).toMatchObject([{ id: 'sub_0001', status: 'pending' }])
    expect(emulator.made().submissions).toEqual(['sub_0001'])
  })

  test('the answer is lost only once the whole request arrived, even one refused on its headers', async () => {
    emulator.injectFault({ method: 'POST', kind: { type: 'lose-answer', how: 'reset' } })
    const size = 100_000
    const { request, seen } = openPost(
      '/ios/unsigned_ipas',
      { 'Content-Type': 'text/plain', 'Content-Length': String(size) },
      5000
    )
    request.write(Buffer.alloc(size / 2, 0x61))
    const early = await Promise.race([
      seen,
      new Promise(resolve => setTimeout(() => resolve('nothing yet'), 300))
    ])
    expect(early).toBe('nothing yet')
    request.end(Buffer.alloc(size / 2, 0x61))
    expect(await within(seen, 4000, 'the reset')).toEqual({ outcome: 'error' })
    expect(emulator.requests[0]).toMatchObject({
      fault: 'lose-answer',
      status: 0,
      rawBodyBytes: size
    })
    expect(emulator.made().unsignedIpas).toEqual([])
  })

  test('nonsense is refused', () => {
    const lose = (kind: object): void =>
      emulator.injectFault({ kind: { type: 'lose-answer', ...kind } as never })
    expect(() => lose({ how: 'maybe' })).toThrow("how must be 'status', 'reset' or 'silence'")
    expect(() => lose({ how: 'status', status: 700 })).toThrow('status must be an HTTP status code')
    expect(() => lose({ how: 'reset', status: 502 })).toThrow(
      "status, body and contentType go only with how: 'status'"
    )
  })
})

import { afterEach, describe, expect, test } from '@jest/globals'
import { RateLimit } from '../emulator/rate-limit.js'
import { startEmulator, type Emulator } from '../emulator/server.js'

/**
 * The emulator's rate limit (per API key, in windows) and its per-connection throughput cap: the
 * service a fleet's shards share, as a real one would limit them.
 */

describe('RateLimit: requests per API key in each window', () => {
  const limit = { requests: 2, windowSeconds: 10 }

  test('past the limit: 429, the seconds left in the window, not counted; each key its own window', () => {
    const book = new RateLimit()
    const at = (key: string, seconds: number) => {
      const answer = book.take(limit, key, 1_000_000 + seconds * 1000)
      return answer?.type === 'status' ? [answer.status, answer.headers?.['Retry-After']] : 'ok'
    }
    expect([
      at('a', 0),
      at('a', 1),
      at('a', 2),
      at('b', 2),
      at('a', 9.5),
      at('a', 10),
      at('a', 10),
      at('a', 11)
    ]).toEqual(['ok', 'ok', [429, '8'], 'ok', [429, '1'], 'ok', 'ok', [429, '9']])
  })

  test('its answer is the JSON error the service gives: status and words', () => {
    const answer = new RateLimit().take({ requests: 1, windowSeconds: 60 }, 'k', 0)
    expect(answer).toBeUndefined()
    const limited = new RateLimit()
    limited.take({ requests: 1, windowSeconds: 60 }, 'k', 0)
    expect(limited.take({ requests: 1, windowSeconds: 60 }, 'k', 15_000)).toEqual({
      type: 'status',
      status: 429,
      body: JSON.stringify({
        status: 429,
        error: 'Rate limit exceeded: 1 requests per 60 s for this API key; try again in 45 s'
      }),
      contentType: 'application/json; charset=utf-8',
      headers: { 'Retry-After': '45' }
    })
  })

  test('no limit, or no key: nothing is counted', () => {
    const book = new RateLimit()
    expect(book.take(undefined, 'k')).toBeUndefined()
    for (let i = 0; i < 5; i++) expect(book.take(limit, undefined)).toBeUndefined()
  })
})

describe('the emulator with a rate limit', () => {
  let emulator: Emulator | undefined
  afterEach(async () => await emulator?.close())

  const create = (key: string) =>
    fetch(`${emulator!.baseUrl}/ios/unsigned_ipas`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ unsigned_ipa: { remote_source_url: 'https://s.example.com/B.ipa' } })
    })

  test('a create past the limit is answered 429 with Retry-After and made nothing; other keys and faults are untouched', async () => {
    emulator = await startEmulator({ rateLimit: { requests: 2, windowSeconds: 60 } })
    const key = emulator.apiKey
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      kind: { type: 'status', status: 503 }
    })
    const statuses = []
    for (const who of [key, 'another-key', key, key]) {
      const response = await create(who)
      statuses.push(response.status)
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after'))
        expect(seconds).toBeGreaterThanOrEqual(1)
        expect(seconds).toBeLessThanOrEqual(60)
        expect(await response.json()).toEqual({
          status: 429,
          error: `Rate limit exceeded: 2 requests per 60 s for this API key; try again in ${seconds} s`
        })
      } else await response.arrayBuffer()
    }
    // The wrong key is refused (401) and counted as its own: the account's key keeps its two.
    expect(statuses).toEqual([201, 401, 201, 429])
    expect(emulator.made().unsignedIpas).toEqual(['ipa_0001', 'ipa_0002'])
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      kind: { type: 'status', status: 503 }
    })
    // Limited, a read is answered 429 too, and the fault waiting for it is left for the next
    // request the limit lets through (the other key's); reset() starts the windows again.
    const teams = (who: string) =>
      fetch(`${emulator!.baseUrl}/ios/teams`, { headers: { Authorization: `Bearer ${who}` } })
    expect((await teams(key)).status).toBe(429)
    expect((await teams('another-key')).status).toBe(503)
    emulator.reset()
    expect((await teams(key)).status).toBe(200)
  })

  test('configure() checks it: whole numbers of at least 1, nothing else', async () => {
    emulator = await startEmulator()
    for (const rateLimit of [
      { requests: 0, windowSeconds: 1 },
      { requests: 1 },
      { requests: 1, windowSeconds: 1, burst: 2 }
    ]) {
      expect(() => emulator!.configure({ rateLimit: rateLimit as never })).toThrow(
        /rateLimit must be/
      )
    }
    expect(() => emulator!.configure({ throughputBytesPerSecond: 0 })).toThrow(
      /throughputBytesPerSecond must be a whole number of at least 1/
    )
  })

  test('throughputBytesPerSecond reads every body at that pace, then answers as usual', async () => {
    emulator = await startEmulator({ throughputBytesPerSecond: 200_000 })
    // Valid JSON padded to 120,000 bytes: 0.6 s at 200,000 bytes a second.
    const size = 120_000
    const body = JSON.stringify({
      signed_ipa: { remote_source_url: 'https://s.example.com/A.ipa' },
      team_id: 1234567
    }).padEnd(size, ' ')
    const answered = fetch(`${emulator.baseUrl}/ios/signed_ipas`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${emulator.apiKey}`, 'Content-Type': 'application/json' },
      body
    })
    await new Promise(resolve => setTimeout(resolve, 250))
    expect(emulator.requests[0]?.rawBodyBytes).toBeLessThan(size)
    expect((await answered).status).toBe(200)
    expect(emulator.requests[0]).toMatchObject({ status: 200, rawBodyBytes: size })
    expect(emulator.requests[0].fault).toBeUndefined()
  })
})

/**
 * Uploads end to end: the bundled dist/index.js, run as the runner runs it, streams files to the
 * emulator. What arrives is byte for byte what was sent; a slow upload logs its progress; a reset
 * is sent again and succeeds; a 2xx is never sent again; a stalled server ends the attempt after
 * request-timeout. Every wait is bounded.
 */
import { beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import type { RecordedRequest } from '../emulator/server.js'
import { actionFixture } from './support/fixture.js'
import { makeIpa } from './support/make-ipa.js'
import type { ActionRun } from './support/run-action.js'

const MiB = 1024 * 1024

const { emulator, dir, run } = await actionFixture(
  'e2e-uploads',
  'App.ipa',
  {},
  { virtualTime: true }
)

beforeEach(() => emulator.reset())

const action = (inputs: Record<string, string>, timeoutMs = 20_000): Promise<ActionRun> =>
  run({ wait: 'false', ...inputs }, { timeoutMs })

async function ipa(name: string, fillerBytes: number): Promise<string> {
  const file = path.join(dir, name)
  await makeIpa(file, { fillerBytes })
  return file
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex')
}

const posts = (): RecordedRequest[] => emulator.requests.filter(r => r.method === 'POST')

/** What the service holds: the submissions it lists. */
async function submissions(): Promise<unknown[]> {
  const response = await fetch(`${emulator.baseUrl}/ios/signed_ipas`, {
    headers: { Authorization: `Bearer ${emulator.apiKey}` },
    signal: AbortSignal.timeout(5000)
  })
  return (await response.json()) as unknown[]
}

describe('what arrives', () => {
  // Random bytes, of a size that is no multiple of the 1 MiB reads: a chunk lost, repeated or out
  // of order would show. Not an IPA, so preflight is off (identity outputs are then left unset).
  let file: string
  beforeAll(() => {
    file = path.join(dir, 'Random Bytes.ipa')
    writeFileSync(file, randomBytes(3 * MiB + 12_345))
  })

  test.each([
    ['upload', 'unsigned_ipa[source]', '/api/v1/ios/unsigned_ipas'],
    ['submit', 'signed_ipa[source]', '/api/v1/ios/signed_ipas']
  ])(
    '%s: the server stores the file byte for byte; sha256 and size outputs agree',
    async (command, field, route) => {
      const run = await action({ command, 'ipa-path': file, preflight: 'off' })
      expect(run.exitCode).toBe(0)

      expect(posts()).toHaveLength(1)
      const [post] = posts()
      expect(post.path).toBe(route)
      expect(post.headers['transfer-encoding']).toBeUndefined()
      expect(Number(post.headers['content-length'])).toBe(post.rawBodyBytes)
      expect(post.files).toHaveLength(1)
      const stored = post.files![0]
      const size = statSync(file).size
      expect(stored).toMatchObject({
        field,
        filename: 'Random Bytes.ipa',
        size,
        sha256: sha256(file)
      })
      expect(readFileSync(stored.storedPath).equals(readFileSync(file))).toBe(true)
      expect(run.outputs.sha256).toBe(stored.sha256)
      expect(run.outputs.size).toBe(String(size))
    }
  )
})

/** The clock as it is, before any run fakes it. */
const RealDate = Date

/**
 * While `during` runs, the clock of a run in virtual time (Date: the action's, and the emulator's in
 * this process) runs `factor` times as fast as the real one; timers and I/O stay real. Set off by the
 * run's own clock going virtual, so no jump falls outside it.
 */
async function fastClock<T>(factor: number, during: () => Promise<T>): Promise<T> {
  const tickMs = 10
  const ticker = setInterval(() => {
    if (Date !== RealDate) jest.setSystemTime(Date.now() + tickMs * (factor - 1))
  }, tickMs)
  try {
    return await during()
  } finally {
    clearInterval(ticker)
  }
}

describe('a slow upload', () => {
  test('logs progress lines (percent, speed, time left), then the total', async () => {
    // Progress lines come at most every 10 s by design, so the upload must last longer than that on
    // the run's clock: 32 MiB read at 2 MiB/s takes 16 s of it, and the client is done handing bytes
    // to its socket about 3 MiB (the buffers of the connection) before that, still past 10 s. The
    // emulator paces the body on the same clock, which here runs 20 times as fast as the real one:
    // under a second. (Only a link slower than 20 MiB/s in real time would be under 1 MiB/s there.)
    const file = await ipa('Slow.ipa', 32 * MiB)
    emulator.injectFault({ method: 'POST', kind: { type: 'throttle', bytesPerSecond: 2 * MiB } })
    const run = await fastClock(20, () => action({ command: 'upload', 'ipa-path': file }, 40_000))
    expect(run.exitCode).toBe(0)
    expect(run.log).toMatch(
      /^Uploaded \d{1,2}% \(\d+\.\d MiB of 32\.0 MiB\) at \d+\.\d MiB\/s, about \d+s left\.$/m
    )
    expect(run.log).toMatch(/^Uploaded 32\.0 MiB in \d+s \(\d+\.\d MiB\/s on average\)\.$/m)
    expect(posts()).toHaveLength(1)
    expect(posts()[0].fault).toBe('throttle')
    expect(run.outputs.sha256).toBe(sha256(file))
    expect(posts()[0].files?.[0].sha256).toBe(run.outputs.sha256)
  }, 45_000)

  test('a quick upload logs no progress line', async () => {
    const file = await ipa('Quick.ipa', 2 * MiB)
    const run = await action({ command: 'upload', 'ipa-path': file })
    expect(run.exitCode).toBe(0)
    expect(run.log).not.toMatch(/^Uploaded \d/m)
  })
})

describe('faults on the way', () => {
  test('a reset in the middle of the body: sent again whole, one submission', async () => {
    const file = await ipa('Reset.ipa', 8 * MiB)
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      kind: { type: 'reset-mid-body', afterBytes: 1 * MiB }
    })
    const run = await action({ 'ipa-path': file, retries: '2' })
    expect(run.exitCode).toBe(0)
    expect(run.log).toMatch(/POST \/api\/v1\/ios\/signed_ipas failed \(\w+\); retry 1 of 2/)

    const [first, second, ...more] = posts()
    expect(more).toHaveLength(0)
    expect(first).toMatchObject({ fault: 'reset-mid-body', status: 0 })
    expect(first.rawBodyBytes).toBeLessThan(Number(first.headers['content-length']))
    expect(second.status).toBe(200)
    expect(second.rawBodyBytes).toBe(Number(second.headers['content-length']))
    expect(second.files?.[0]).toMatchObject({ size: statSync(file).size, sha256: sha256(file) })
    expect(run.outputs.sha256).toBe(sha256(file))
    expect(await submissions()).toHaveLength(1)
    expect(run.outputs['submission-id']).toBe((second.responseBody as Array<{ id: string }>)[0].id)
  })

  test('a 2xx is never sent again: one POST, with retries configured', async () => {
    const file = await ipa('Once.ipa', 1 * MiB)
    const run = await action({ 'ipa-path': file, retries: '4' })
    expect(run.exitCode).toBe(0)
    expect(posts()).toHaveLength(1)
    expect(await submissions()).toHaveLength(1)
  })

  test('a 200 whose body cannot be read is not sent again either', async () => {
    const file = await ipa('Odd.ipa', 1 * MiB)
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      kind: { type: 'status', status: 200, body: '<html>OK</html>', contentType: 'text/html' }
    })
    const run = await action({ 'ipa-path': file, retries: '4' })
    expect(run.exitCode).not.toBe(0)
    expect(posts()).toHaveLength(1)
    expect(posts()[0].status).toBe(200)
    expect(run.log).not.toMatch(/retry \d of/)
  })

  test('a server that stalls mid-body: each attempt ends after request-timeout, then a clear failure', async () => {
    // Larger than the connection's buffers, so that the client is still sending when it stalls.
    const file = await ipa('Stall.ipa', 24 * MiB)
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      times: 2,
      kind: { type: 'stall-mid-body', afterBytes: 256 * 1024 }
    })
    // The shortest request-timeout there is (whole seconds): two attempts of 1 s.
    const run = await action({ 'ipa-path': file, 'request-timeout': '1s', retries: '1' }, 25_000)
    expect(run.exitCode).not.toBe(0)
    expect(run.log).toMatch(
      /::error::POST \S+\/ios\/signed_ipas: nothing moved on the connection for 1000 ms \(after 2 attempts\)\. The service stopped answering for longer than 'request-timeout'/
    )
    expect(posts().map(post => post.fault)).toEqual(['stall-mid-body', 'stall-mid-body'])
    expect(posts().every(post => post.status === 0)).toBe(true)
    // Two attempts of 1 s (the retry delay passes in virtual time), the start and the preflight.
    expect(run.durationMs).toBeGreaterThanOrEqual(2000)
    expect(run.durationMs).toBeLessThan(8000)
    expect(await submissions()).toHaveLength(0)
  }, 30_000)
})

/**
 * Hardening, part 2 of the faults: what networks do. Connections reset before the answer or in the
 * middle of an upload, bodies that stall, answers that never come. Each checks the exit code, the
 * requests the emulator saw (no POST repeated after a 2xx), a bounded time and the message.
 *
 * Under virtual time (the retry backoffs and poll intervals are instant; `request-timeout`, the
 * emulator's stalls and delays stay real), and with the smallest `request-timeout` the inputs take
 * (1 s) where a case waits for it: every case is over in about a second.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import * as net from 'node:net'
import { exchanges, faultCases } from './hardening-harness.js'
import { actionFixture } from './support/fixture.js'

const fixture = await actionFixture('hardening-connection', 'Large.ipa', {
  bundleId: 'com.example.Large',
  fillerBytes: 6 * 1024 * 1024
})
const { emulator, ipa, ipaSha256, ipaSize } = fixture
const cases = faultCases(fixture)
const { conclude } = cases
/** The harness's run, under virtual time unless told otherwise. */
const action: typeof cases.action = (inputs, baseUrl, options = {}) =>
  cases.action(inputs, baseUrl, { virtualTime: true, ...options })
/** The smallest request-timeout the input takes (whole seconds): a case that waits for it. */
const requestTimeout = { 'request-timeout': '1s' }

beforeEach(() => emulator.reset())

const byUrl = { 'ipa-url': 'https://cdn.example.com/builds/App.ipa' }
const teamsOk = 'GET /ios/teams → 200'
/** The listing read before a create, to tell what the create made should its answer be lost. */
const listed = 'GET /ios/signed_ipas → 200'
const MiB = 1024 * 1024

/** The uploads the emulator received whole, and the file each held. */
const completeUploads = (): string[] =>
  emulator.requests
    .filter(r => r.method === 'POST' && r.status === 200)
    .map(r => r.files?.[0]?.sha256 ?? 'none')

describe('fault: connection resets', () => {
  test('reset before the answer: sent again, success', async () => {
    emulator.injectFault({ method: 'POST', kind: { type: 'reset-before-answer' } })
    const run = await action(byUrl)
    expect(run.outputs['submission-id']).toBe('sub_0001')
    expect(run.log).toMatch(/POST \/api\/v1\/ios\/signed_ipas failed \(ECONNRESET\); retry 1 of 3/)
    // The request had gone out whole: it is sent again only once the listing shows nothing was made.
    expect(run.log).toContain(
      'GET /ios/signed_ipas shows no new submission: the service made nothing'
    )
    conclude(run, {
      exit: 0,
      maxMs: 10_000,
      requests: [
        teamsOk,
        listed,
        'POST /ios/signed_ipas → no answer',
        listed,
        'POST /ios/signed_ipas → 200'
      ]
    })
  })

  test('reset before the answer every time: fails after the retries, naming the reset', async () => {
    emulator.injectFault({ method: 'GET', times: 2, kind: { type: 'reset-before-answer' } })
    const run = await action({ command: 'teams', retries: '1' })
    expect(run.error).toMatch(
      /^GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/ios\/teams: .*\(ECONNRESET\) \(after 2 attempts\)\. The connection failed: check 'base-url', the network and the proxy settings/
    )
    conclude(run, {
      exit: 1,
      maxMs: 10_000,
      requests: ['GET /ios/teams → no answer', 'GET /ios/teams → no answer']
    })
  })

  test('reset in the middle of the upload body: the whole file is sent again and arrives intact', async () => {
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      kind: { type: 'reset-mid-body', afterBytes: 1 * MiB }
    })
    const run = await action({ 'ipa-path': ipa })
    const [cut, whole] = emulator.requests.filter(r => r.method === 'POST')
    expect(cut.rawBodyBytes).toBeGreaterThanOrEqual(1 * MiB)
    expect(cut.rawBodyBytes).toBeLessThan(ipaSize)
    expect(whole.files?.[0]).toMatchObject({ sha256: ipaSha256, size: ipaSize })
    expect(completeUploads()).toEqual([ipaSha256])
    expect(run.outputs.sha256).toBe(ipaSha256)
    conclude(run, { exit: 0, maxMs: 10_000 })
    // When the rest of the body fit into the sockets' buffers before the reset, the client saw it go
    // out whole, which it cannot tell from a lost answer: it reads the listing again before resending.
    const seen = exchanges(emulator.requests)
    const looked = seen.length === 5 ? [listed] : []
    expect(seen).toEqual([
      teamsOk,
      listed,
      'POST /ios/signed_ipas → no answer',
      ...looked,
      'POST /ios/signed_ipas → 200'
    ])
  })
})

describe('fault: stalls and silence', () => {
  test('the body stalls mid-way: request-timeout ends the attempt, the retry succeeds', async () => {
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      kind: { type: 'stall-mid-body', afterBytes: 1 * MiB }
    })
    const run = await action({ 'ipa-path': ipa, ...requestTimeout })
    expect(run.log).toMatch(/POST \/api\/v1\/ios\/signed_ipas failed \(ETIMEDOUT\); retry 1 of 3/)
    expect(completeUploads()).toEqual([ipaSha256])
    const posts = exchanges(emulator.requests).filter(line => line.startsWith('POST'))
    expect(posts).toEqual(['POST /ios/signed_ipas → no answer', 'POST /ios/signed_ipas → 200'])
    // Whether the body had left whole (into the socket's buffers) depends on the machine: if it
    // had, the listing is read again before it goes.
    const looks = exchanges(emulator.requests).filter(line => line === listed).length
    expect([1, 2]).toContain(looks)
    conclude(run, { exit: 0, minMs: 1_000, maxMs: 8_000 })
  })

  test('headers that never come: each attempt ends at request-timeout, then a clear failure', async () => {
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      times: 2,
      kind: { type: 'no-answer' }
    })
    const run = await action({ command: 'teams', retries: '1', ...requestTimeout })
    expect(run.error).toMatch(
      /^GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/ios\/teams: nothing moved on the connection for 1000 ms \(after 2 attempts\)\. The service stopped answering for longer than 'request-timeout': try again, or raise 'request-timeout'\.$/
    )
    conclude(run, {
      exit: 1,
      minMs: 2_000,
      maxMs: 8_000,
      requests: ['GET /ios/teams → no answer', 'GET /ios/teams → no answer']
    })
  })

  test('an answer slower than usual but within request-timeout: no retry', async () => {
    emulator.injectFault({ method: 'GET', path: '/ios/teams', kind: { type: 'delay', ms: 500 } })
    const run = await action({ command: 'teams', ...requestTimeout })
    expect(run.log).not.toMatch(/retry \d of/)
    conclude(run, { exit: 0, minMs: 500, maxMs: 6_000, requests: [teamsOk] })
  })

  test('a submission whose status route hangs: the wait goes on past the failed poll', async () => {
    emulator.injectFault({
      method: 'GET',
      path: '/ios/signed_ipas/sub_0001',
      kind: { type: 'no-answer' }
    })
    const run = await action({
      ...byUrl,
      wait: 'true',
      'poll-interval': '1s',
      'wait-timeout': '20s',
      retries: '0',
      ...requestTimeout
    })
    expect(run.outputs.status).toBe('completed')
    expect(run.warnings.join('\n')).toMatch(
      /^1 status read of \d+ failed during the wait \(the last: .*nothing moved on the connection for 1000 ms\); the service answered again/m
    )
    conclude(run, {
      exit: 0,
      maxMs: 8_000,
      requests: [
        teamsOk,
        listed,
        'POST /ios/signed_ipas → 200',
        'GET /ios/signed_ipas/sub_0001 → no answer',
        'GET /ios/signed_ipas/sub_0001 → 200',
        'GET /ios/signed_ipas/sub_0001 → 200'
      ]
    })
  })
})

describe('fault: nobody there', () => {
  test('nothing listens at base-url: fails after the retries with a hint, in seconds', async () => {
    const closed = net.createServer()
    await new Promise<void>(resolve => closed.listen(0, '127.0.0.1', () => resolve()))
    const { port } = closed.address() as net.AddressInfo
    await new Promise<void>(resolve => closed.close(() => resolve()))
    const run = await action({ command: 'teams', retries: '1' }, `http://127.0.0.1:${port}/api/v1`)
    expect(run.error).toMatch(
      /^GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/ios\/teams: connect ECONNREFUSED 127\.0\.0\.1:\d+ \(after 2 attempts\)\. Nothing is listening at 'base-url': check the address and port, and the proxy settings\.$/
    )
    conclude(run, { exit: 1, maxMs: 10_000, requests: [] })
  })
})

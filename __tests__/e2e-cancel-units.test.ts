/**
 * The parts of a cancelled run, alone: the one AbortSignal ends a wait in its sleep and a request in
 * a retry's delay at once, and stopOf tells a stop from any other abort.
 */
import { describe, expect, test } from '@jest/globals'
import * as http from 'node:http'
import type { AddressInfo } from 'node:net'
import { waitForSubmission } from '../src/follow-submission/wait.js'
import { StopRequest, stopOf } from '../src/commands/stop.js'
import { ServiceClient } from '../src/service/client.js'
import { Transport } from '../src/service/transport.js'
import { TransportError } from '../src/service/transport-types.js'

const stoppedIn = (ms: number, reason: unknown = new StopRequest('SIGINT')): AbortSignal => {
  const controller = new AbortController()
  setTimeout(() => controller.abort(reason), ms)
  return controller.signal
}

describe('stopOf', () => {
  const aborted = (reason: unknown): AbortSignal => AbortSignal.abort(reason)
  test.each([
    ['no signal', undefined, undefined],
    ['a signal not aborted', new AbortController().signal, undefined],
    ['aborted for another reason (a range given up)', aborted(new Error('given up')), undefined],
    ['aborted by SIGINT', aborted(new StopRequest('SIGINT', 5)), 'SIGINT'],
    ['aborted by SIGTERM', aborted(new StopRequest('SIGTERM', 5)), 'SIGTERM']
  ])('%s', (_, signal, expected) => {
    expect(stopOf(signal)?.signal).toBe(expected)
  })
})

describe('the wait, stopped', () => {
  test('ends in its sleep at once, stopped, with no further poll', async () => {
    let polls = 0
    const started = Date.now()
    const result = await waitForSubmission({
      client: {
        getSubmission: () => {
          polls++
          throw new Error('no poll may be sent')
        }
      },
      id: 's1',
      initialStatus: 'pending',
      intervalMs: 60_000,
      timeoutMs: 600_000,
      signal: stoppedIn(50)
    })
    expect(result).toMatchObject({ outcome: 'stopped', status: 'pending', polls: 0 })
    expect(polls).toBe(0)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  test('a poll under way when it stops says nothing of the submission', async () => {
    const signal = stoppedIn(50)
    const result = await waitForSubmission({
      client: {
        getSubmission: () =>
          new Promise((_, reject) =>
            signal.addEventListener('abort', () =>
              reject(new TransportError('GET: cancelled', 'ABORT_ERR', 1))
            )
          )
      },
      id: 's1',
      initialStatus: 'processing',
      intervalMs: 1,
      timeoutMs: 600_000,
      signal
    })
    expect(result).toMatchObject({ outcome: 'stopped', status: 'processing', failedPolls: 0 })
  })
})

describe('the client, stopped', () => {
  test("a request waiting out a 503's Retry-After ends at once, not sent again", async () => {
    let requests = 0
    // Stopped once the 503 is answered (not after a fixed time, which a loaded machine may reach
    // before the request is even sent): the client is then waiting out the Retry-After.
    const stop = new AbortController()
    const server = http.createServer((_, res) => {
      requests++
      res
        .writeHead(503, { 'Retry-After': '30' })
        .end('{}', () => setTimeout(() => stop.abort(new StopRequest('SIGINT')), 100))
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    try {
      const client = new ServiceClient({
        baseUrl: `http://127.0.0.1:${port}/api/v1`,
        apiKey: 'k',
        sender: new Transport({ retries: 3, requestTimeoutMs: 5_000 }),
        signal: stop.signal
      })
      const started = Date.now()
      await expect(client.listTeams()).rejects.toMatchObject({ code: 'ABORT_ERR' })
      expect(Date.now() - started).toBeLessThan(2_000)
      expect(requests).toBe(1)
    } finally {
      server.close()
    }
  })
})

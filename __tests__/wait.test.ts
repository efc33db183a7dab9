import { describe, expect, test } from '@jest/globals'
import * as http from 'node:http'
import type { AddressInfo } from 'node:net'
import { ServiceClient, type SubmissionLookup } from '../src/service/client.js'
import { actionInputs } from '../src/action/context.js'
import { failureMessage } from '../src/commands/describe-failure.js'
import { inputNames } from '../src/inputs/reader.js'
import { API_KEY, RETRY_COUNT, advice } from '../src/service/advice.js'
import { ServiceError } from '../src/service/errors.js'
import { Transport } from '../src/service/transport.js'
import { TransportError } from '../src/service/transport-types.js'
import { classifyStatus } from '../src/follow-submission/statuses.js'
import { type WaitOptions, waitForSubmission } from '../src/follow-submission/wait.js'

/** A fake clock: sleeping moves time on, so the tests run instantly and deterministically. */
function clock() {
  let time = Date.UTC(2026, 10, 22, 12, 0, 0)
  return {
    now: () => time,
    sleep: async (ms: number) => void (time += ms),
    elapsed: (start: number) => time - start
  }
}

function found(status: string): SubmissionLookup {
  return {
    kind: 'found',
    via: 'record',
    answer: { data: { id: 's1', status, created_at: '' }, json: { id: 's1', status }, status: 200 }
  }
}

function serving(...answers: Array<SubmissionLookup | Error>) {
  let calls = 0
  return {
    get calls() {
      return calls
    },
    async getSubmission(): Promise<SubmissionLookup> {
      const answer = answers[Math.min(calls++, answers.length - 1)]
      if (answer instanceof Error) throw answer
      return answer
    }
  }
}

/** Waits on submission s1, pending, polled every second for a minute on a fake clock, unless told otherwise. */
function waitOn(
  client: WaitOptions['client'],
  options: Partial<Omit<WaitOptions, 'client'>> = {}
): ReturnType<typeof waitForSubmission> {
  return waitForSubmission({
    client,
    id: 's1',
    initialStatus: 'pending',
    intervalMs: 1000,
    timeoutMs: 60_000,
    ...clock(),
    ...options
  })
}

describe('waiting for a submission', () => {
  test('polls at the interval until a success status, recording each change once', async () => {
    const c = clock()
    const start = c.now()
    const client = serving(
      found('pending'),
      found('processing'),
      found('processing'),
      found('Completed')
    )
    const result = await waitOn(client, { intervalMs: 30_000, timeoutMs: 600_000, ...c })
    expect(result.outcome).toBe('succeeded')
    expect(result.status).toBe('Completed')
    expect(result.history.map(h => h.status)).toEqual(['pending', 'processing', 'Completed'])
    expect(result.polls).toBe(4)
    expect(c.elapsed(start)).toBe(120_000)
    expect(result.lastJson).toEqual({ id: 's1', status: 'Completed' })
  })

  test('a failure status ends the wait as failed', async () => {
    const result = await waitOn(serving(found('rejected')), { timeoutMs: 10_000 })
    expect(result).toMatchObject({ outcome: 'failed', status: 'rejected' })
  })

  test('the deadline bounds the wait, and no sleep runs past it', async () => {
    const c = clock()
    const start = c.now()
    const client = serving(found('processing'))
    const result = await waitOn(client, { intervalMs: 40_000, timeoutMs: 100_000, ...c })
    expect(result).toMatchObject({ outcome: 'timed-out', status: 'processing' })
    expect(c.elapsed(start)).toBe(100_000)
    expect(client.calls).toBe(3)
  })

  test('no status route: stops at once as untracked', async () => {
    const result = await waitOn(serving({ kind: 'no-status-route' }), { timeoutMs: 10_000 })
    expect(result.outcome).toBe('untracked')
    expect(result.status).toBe('pending')
    expect(result.note).toMatch(/no route/)
  })

  test('passing failures of a poll are reported and the wait goes on', async () => {
    const errors: string[] = []
    const client = serving(
      new TransportError('connection reset', 'ECONNRESET', 5),
      new ServiceError(503, 'GET', '/ios/signed_ipas/s1', 'busy', []),
      found('done')
    )
    const result = await waitOn(client, { onPollError: m => errors.push(m) })
    expect(result.outcome).toBe('succeeded')
    expect(errors).toHaveLength(2)
  })

  test('an authentication failure while polling stops the wait, untracked, saying why', async () => {
    // The submission was accepted: a status route that refuses us does not make the release fail.
    const client = serving(
      new ServiceError(401, 'GET', '/ios/signed_ipas/s1', "You couldn't be authenticated", [
        'Check the key'
      ])
    )
    const result = await waitOn(client)
    expect(result).toMatchObject({ outcome: 'untracked', status: 'pending', unexpected: true })
    expect(result.note).toMatch(/reading its status failed: .*HTTP 401/)
  })

  test('a failed poll is told as the adapter words it: its advice names the inputs', async () => {
    const refused = new ServiceError(
      401,
      'GET',
      '/ios/signed_ipas/s1',
      'no',
      advice`Check ${API_KEY}`
    )
    const passing = new ServiceError(
      503,
      'GET',
      '/ios/signed_ipas/s1',
      'busy',
      advice`Raise ${RETRY_COUNT}`
    )
    const errors: string[] = []
    const result = await waitOn(serving(passing, refused), {
      onPollError: m => errors.push(m),
      explain: error => failureMessage(error, inputNames(actionInputs))
    })
    expect(errors).toEqual(["GET /ios/signed_ipas/s1 failed: HTTP 503 — busy. Raise 'retries'"])
    expect(result.note).toBe(
      'reading its status failed: GET /ios/signed_ipas/s1 failed: HTTP 401 — no. Check the api-key secret'
    )
    // Without it, the message: in plain words.
    const plain = await waitOn(serving(refused))
    expect(plain.note).toMatch(/Check the API key$/)
  })

  test('an initial status that is already final needs no poll', async () => {
    const client = serving(found('pending'))
    const result = await waitOn(client, { initialStatus: 'submitted' })
    expect(result.outcome).toBe('succeeded')
    expect(client.calls).toBe(0)
  })
})

test.each([
  ['completed', 'success'],
  ['COMPLETE', 'success'],
  ['succeeded', 'success'],
  ['success', 'success'],
  ['successful', 'success'],
  ['submitted', 'success'],
  ['deployed', 'success'],
  ['done', 'success'],
  ['finished', 'success'],
  ['failed', 'failure'],
  ['Failure', 'failure'],
  ['error', 'failure'],
  ['errored', 'failure'],
  ['rejected', 'failure'],
  ['invalid', 'failure'],
  ['cancelled', 'failure'],
  ['canceled', 'failure'],
  ['expired', 'failure'],
  ['pending', 'in-progress'],
  ['processing', 'in-progress'],
  ['waiting_for_review', 'in-progress'],
  ['', 'in-progress']
])('status %p is %s', (status, expected) => {
  expect(classifyStatus(status)).toBe(expected)
})

describe('a wait that ends on the service, not the App Store', () => {
  const down = () => new TransportError('connection refused', 'ECONNREFUSED', 3)
  const notListed: SubmissionLookup = { kind: 'not-listed' }
  const noRoute: SubmissionLookup = { kind: 'no-status-route' }

  test.each<[string, Array<SubmissionLookup | Error>, boolean, string]>([
    ['a record read, then not listed', [found('processing'), notListed], false, 'vanished'],
    ['not listed at the first poll (the create answered for it)', [notListed], false, 'vanished'],
    ['both routes gone after answering for it', [found('processing'), noRoute], false, 'vanished'],
    ['both routes gone after the status command read it', [noRoute], true, 'vanished'],
    ['no route at all, ever', [noRoute], false, 'untracked'],
    ['down at the deadline', [found('processing'), down()], false, 'unreachable'],
    ['down from the start', [down()], false, 'unreachable'],
    ['down a while, then answering', [down(), down(), found('processing')], false, 'timed-out'],
    ['down a while, then done', [down(), down(), found('done')], false, 'succeeded']
  ])('%s: %s', async (_, answers, readBefore, outcome) => {
    const result = await waitOn(serving(...answers), { readBefore, timeoutMs: 10_000 })
    expect(result.outcome).toBe(outcome)
  })

  test('vanished: when it was last answered for, and since when it is gone', async () => {
    const c = clock()
    const start = c.now()
    const client = serving(found('processing'), found('processing'), { kind: 'not-listed' })
    const result = await waitOn(client, { intervalMs: 30_000, timeoutMs: 600_000, ...c })
    expect(result).toMatchObject({ outcome: 'vanished', status: 'processing', polls: 3 })
    expect(result.lastAnswered.getTime()).toBe(start + 60_000)
    expect(result.since?.getTime()).toBe(start + 90_000)
    expect(result.note).toBe(
      'not known to the service from 12:01:30 UTC: GET /ios/signed_ipas/{id} answers 404 and its listing does not show it'
    )
  })

  test("an outage is dated from the first failed poll's first attempt, not from when its retries gave up", async () => {
    const c = clock()
    const start = c.now()
    const client = {
      async getSubmission(): Promise<SubmissionLookup> {
        await c.sleep(20_000) // the transport's retries, all failing
        throw down()
      }
    }
    const result = await waitOn(client, { intervalMs: 10_000, timeoutMs: 60_000, ...c })
    expect(result.outcome).toBe('unreachable')
    expect(result.since?.getTime()).toBe(start + 10_000)
  })

  test('unreachable: the failed polls the wait ended on, since the first of them', async () => {
    const c = clock()
    const start = c.now()
    const client = serving(found('processing'), down(), found('processing'), down())
    const result = await waitOn(client, { intervalMs: 10_000, timeoutMs: 60_000, ...c })
    expect(result).toMatchObject({ outcome: 'unreachable', polls: 6, failedPolls: 4 })
    expect(result.failedInARow).toBe(3)
    expect(result.since?.getTime()).toBe(start + 40_000)
    expect(result.lastAnswered.getTime()).toBe(start + 30_000)
    expect(result.lastPollError).toMatch(/connection refused/)
  })
})

describe('a long wait is not silent', () => {
  test('a line each minute with the status, the time waited and the time left', async () => {
    const beats: Array<{ status: string; waitedMs: number; leftMs: number }> = []
    await waitOn(serving(found('processing')), {
      initialStatus: 'processing',
      intervalMs: 30_000,
      timeoutMs: 5 * 60_000,
      onHeartbeat: beat => void beats.push(beat)
    })
    expect(beats.map(beat => beat.waitedMs)).toEqual([60_000, 120_000, 180_000, 240_000])
    expect(beats[0]).toEqual({ status: 'processing', waitedMs: 60_000, leftMs: 240_000 })
  })

  test('a poll interval longer than a minute still says something every minute', async () => {
    const beats: number[] = []
    await waitOn(serving(found('processing')), {
      initialStatus: 'processing',
      intervalMs: 5 * 60_000,
      timeoutMs: 5 * 60_000,
      onHeartbeat: beat => void beats.push(beat.waitedMs)
    })
    expect(beats).toEqual([60_000, 120_000, 180_000, 240_000])
  })

  test('a status change counts as a word: the next line is a minute after it', async () => {
    const beats: number[] = []
    const changes: string[] = []
    await waitOn(serving(found('pending'), found('processing'), found('processing')), {
      intervalMs: 40_000,
      timeoutMs: 3 * 60_000,
      onStatus: change => void changes.push(change.status),
      onHeartbeat: beat => void beats.push(beat.waitedMs)
    })
    // processing is seen at 80 s; the minute then runs to 140 s.
    expect(changes).toEqual(['processing'])
    expect(beats).toEqual([60_000, 140_000])
  })
})

describe('the wait bounds every poll', () => {
  test("each poll carries the wait's deadline to the client", async () => {
    const c = clock()
    const start = c.now()
    const deadlines: Array<number | undefined> = []
    const client = {
      async getSubmission(_id: string, options?: { deadline?: number }): Promise<SubmissionLookup> {
        deadlines.push(options?.deadline)
        return found('processing')
      }
    }
    await waitOn(client, { intervalMs: 10_000, timeoutMs: 30_000, ...c })
    expect(deadlines).toEqual([start + 30_000, start + 30_000, start + 30_000])
  })

  test('a status route answering 429 with Retry-After of a day: the wait ends at its timeout, not a day later', async () => {
    const polls: number[] = []
    const server = http.createServer((_req, res) => {
      polls.push(Date.now())
      res.writeHead(429, { 'Retry-After': '86400', 'Content-Type': 'application/json' })
      res.end('{"error":"rate limited"}')
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const client = new ServiceClient({
        baseUrl: `http://127.0.0.1:${port}/api/v1`,
        apiKey: 'k',
        sender: new Transport({ retries: 4, requestTimeoutMs: 1_000 })
      })
      const warnings: string[] = []
      const started = Date.now()
      const result = await waitForSubmission({
        client,
        id: 's1',
        initialStatus: 'pending',
        intervalMs: 300,
        timeoutMs: 1_500,
        onPollError: message => void warnings.push(message)
      })
      const elapsed = Date.now() - started
      // No status was read at all: an outage, not a slow App Store.
      expect(result).toMatchObject({ outcome: 'unreachable', status: 'pending' })
      expect(result.failedInARow).toBe(result.polls)
      expect(elapsed).toBeGreaterThanOrEqual(1_400)
      expect(elapsed).toBeLessThan(1_500 + 1_000)
      // Every poll asked once: no retry was waited for.
      expect(polls.length).toBe(result.polls)
      expect(warnings[0]).toMatch(
        /HTTP 429 — rate limited\. The service asked to be sent this again in 24 h \(Retry-After\), after the waiting ends: try again later$/
      )
    } finally {
      await new Promise(resolve => server.close(resolve))
    }
  })
})

/**
 * createOnce's decisions, as a table: each row scripts how the attempts of one create end (the wire
 * is a scripted Sender under the real ServiceClient; a create that the service carried out adds its
 * record to the listing) and says what must come of it: the record, or the error's kind, with how
 * many POSTs went out and how many looks at the listing came after the create.
 */
import { describe, expect, test } from '@jest/globals'
import { CommandError } from '../src/commands/command-error.js'
import type { CommandContext } from '../src/commands/context.js'
import { createOnce } from '../src/exactly-once/create-once.js'
import { inputNames } from '../src/inputs/reader.js'
import { ServiceClient, type Sender } from '../src/service/client.js'
import { readSubmission } from '../src/service/records.js'
import { ServiceError, UnexpectedAnswerError } from '../src/service/errors.js'
import type { AttemptOutcome } from '../src/service/retry/index.js'
import { TransportError, type TransportResponse } from '../src/service/transport-types.js'

/** How one POST ends: whether the service made the record, and what came back. */
type Step =
  | 'created' // 201 with the record
  | 'refused' // ECONNREFUSED: nothing went out
  | 'cut after the body' // the service made it, the answer was lost
  | 'cut, nothing made' // the whole body went out, the service made nothing, the answer was lost
  | '502, nothing made' // a gateway's 502 after the whole body, nothing made
  | '502 after making it'
  | '429' // with Retry-After: the service did nothing
  | '422'
  | '201 not JSON' // made, answer unreadable
  | 'another release made one' // a 502, and meanwhile someone else's record appeared

function scriptedSender(steps: Step[], retries: number) {
  const records: Array<Record<string, unknown>> = []
  const seen = { posts: 0, looks: 0 }
  const make = (): Record<string, unknown> => {
    const record = { id: `sub_${records.length + 1}`, status: 'pending', created_at: 'now' }
    records.push(record)
    return record
  }
  const answer = (status: number, body: string, outcome: Partial<AttemptOutcome> = {}) =>
    ({
      status,
      headers: {
        'content-type': 'application/json',
        ...(status === 429 && { 'retry-after': '1' })
      },
      body,
      truncated: false,
      attempts: 1,
      outcome: { method: 'POST', status, complete: true, sent: true, ...outcome }
    }) as TransportResponse
  const cut = (code: string, sent: boolean): never => {
    throw new TransportError(`POST x: ${code}`, code, 1, undefined, {
      method: 'POST',
      complete: false,
      sent,
      code
    })
  }
  const sender: Sender = {
    async send(request) {
      if (request.method === 'GET') {
        seen.looks++
        return { ...answer(200, JSON.stringify(records)), outcome: {} as AttemptOutcome }
      }
      const step = steps[seen.posts++] ?? 'created'
      switch (step) {
        case 'created':
          return answer(201, JSON.stringify(make()))
        case 'refused':
          return cut('ECONNREFUSED', false)
        case 'cut after the body':
          make()
          return cut('ECONNRESET', true)
        case 'cut, nothing made':
          return cut('ECONNRESET', true)
        case '502, nothing made':
          return answer(502, '<html>Bad Gateway</html>')
        case '502 after making it':
          make()
          return answer(502, '<html>Bad Gateway</html>')
        case '429':
          return answer(429, '{"error":"slow down"}', { retryAfterMs: 1000 })
        case '422':
          return answer(422, '{"error":"team_id is invalid"}')
        case '201 not JSON':
          make()
          return answer(201, '<html>Created</html>')
        case 'another release made one':
          make()
          make()
          return answer(502, '<html>Bad Gateway</html>')
      }
    },
    async beforeResend(attempt) {
      return attempt > retries ? 'no retry is left' : undefined
    },
    rateLimitWaits: () => ({ waits: 0, waitedMs: 0 })
  }
  return { sender, seen }
}

async function create(steps: Step[], retries = 3) {
  const { sender, seen } = scriptedSender(steps, retries)
  const client = new ServiceClient({ baseUrl: 'http://127.0.0.1:9/api/v1', apiKey: 'k', sender })
  const quiet = (): void => undefined
  const context = {
    client,
    log: { debug: quiet, info: quiet, notice: quiet, warning: quiet },
    names: inputNames({ given: () => '', mask: () => undefined })
  } as unknown as CommandContext
  const result = await createOnce(context, {
    listing: 'submissions',
    noun: 'submission',
    sent: 'the IPA',
    create: attempt =>
      client.submitSignedIpa(
        { source: { kind: 'url', url: 'https://x.test/a.ipa' }, teamId: 1, notifyEmails: [] },
        { attempt }
      ),
    read: record => readSubmission(record),
    nextStepFor: 'Look on the service.'
  }).then(
    created => ({ id: created.answer.data.id, recovered: Boolean(created.recoveredAfter) }),
    (error: unknown) => ({ error })
  )
  // The listing read before the create is not a look after it.
  return { result, posts: seen.posts, looks: seen.looks - 1 }
}

describe('createOnce: sent once, sent again only when that cannot make a second record', () => {
  test.each<
    [string, Step[], { id?: string; recovered?: boolean; error?: unknown }, number, number]
  >([
    ['a 201 at once', ['created'], { id: 'sub_1', recovered: false }, 1, 0],
    [
      'nothing went out, then a 201: sent again, no look',
      ['refused', 'created'],
      { id: 'sub_1' },
      2,
      0
    ],
    [
      'a 429 (Retry-After), then a 201: sent again, no look',
      ['429', 'created'],
      { id: 'sub_1' },
      2,
      0
    ],
    ['a 422: not sent again', ['422'], { error: ServiceError }, 1, 0],
    [
      'a 502, nothing made: a look, then sent again',
      ['502, nothing made', 'created'],
      { id: 'sub_1' },
      2,
      1
    ],
    [
      'a 502 after making it: found by the look, not sent again',
      ['502 after making it'],
      { id: 'sub_1', recovered: true },
      1,
      1
    ],
    [
      'a cut after making it: found by the look',
      ['cut after the body'],
      { id: 'sub_1', recovered: true },
      1,
      1
    ],
    [
      'a 201 that is not JSON: found by the look',
      ['201 not JSON'],
      { id: 'sub_1', recovered: true },
      1,
      1
    ],
    [
      'two new records: nothing sent again, the step fails saying so',
      ['another release made one'],
      { error: CommandError },
      1,
      1
    ],
    [
      'a lost answer, then nothing went out, then a 201: sent again each time',
      ['cut, nothing made', 'refused', 'created'],
      { id: 'sub_1' },
      3,
      2
    ],
    [
      'a lost answer, then a 429, then a 201: sent again each time',
      ['cut, nothing made', '429', 'created'],
      { id: 'sub_1' },
      3,
      2
    ],
    [
      'a lost answer, then a 422: the look finds nothing, the 422 is the failure',
      ['cut, nothing made', '422'],
      { error: ServiceError },
      2,
      2
    ]
  ])('%s', async (_name, steps, expected, posts, looks) => {
    const run = await create(steps)
    if (expected.error)
      expect((run.result as { error: unknown }).error).toBeInstanceOf(expected.error)
    else
      expect(run.result).toMatchObject({ id: expected.id, recovered: expected.recovered ?? false })
    expect({ posts: run.posts, looks: run.looks }).toEqual({ posts, looks })
  })

  test('five 429s (Retry-After) with one retry: each a hold, not a retry; sent again each time, no look, one made', async () => {
    const run = await create(['429', '429', '429', '429', '429', 'created'], 1)
    expect(run.result).toMatchObject({ id: 'sub_1', recovered: false })
    expect({ posts: run.posts, looks: run.looks }).toEqual({ posts: 6, looks: 0 })
  })

  test('no retry left: a lost answer with nothing made is the failure, after one look', async () => {
    const run = await create(['502, nothing made', 'created'], 0)
    expect((run.result as { error: unknown }).error).toBeInstanceOf(ServiceError)
    expect({ posts: run.posts, looks: run.looks }).toEqual({ posts: 1, looks: 1 })
  })

  test('a 201 that is not JSON comes back from the client as a failed attempt, for createOnce to judge', async () => {
    const { sender } = scriptedSender(['201 not JSON'], 3)
    const client = new ServiceClient({ baseUrl: 'http://127.0.0.1:9/api/v1', apiKey: 'k', sender })
    const attempt = await client.submitSignedIpa({
      source: { kind: 'url', url: 'https://x.test/a.ipa' },
      teamId: 1,
      notifyEmails: []
    })
    expect('failure' in attempt && attempt.failure).toBeInstanceOf(UnexpectedAnswerError)
  })
})

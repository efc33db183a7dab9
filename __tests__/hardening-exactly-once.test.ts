/**
 * Exactly once: one release is one record, whatever happens to the answers. The bundle runs against
 * the emulator, which honours Idempotency-Key (or is told not to) and plays lost answers: the record
 * is made, then the answer is a gateway's 502 page, a cut connection, or nothing. Re-runs are runs
 * of the bundle with GITHUB_RUN_ATTEMPT 2, given what the first attempt left (the emulator's state,
 * the GitHub API stand-in's deployments). Every case asserts how many records were made.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import type { FaultSpec } from '../emulator/server.js'
import { type CheckedRun, runChecked } from './hardening-harness.js'
import { TWO_TEAM_ACCOUNT } from './support/accounts.js'
import { exactlyOnceService, jobAttempt } from './support/exactly-once.js'
import { actionFixture } from './support/fixture.js'
import { deploymentsCreated, githubApiStandIn } from './support/github-api.js'

const fixture = await actionFixture(
  'exactly-once',
  'Release.ipa',
  { bundleId: 'com.example.Release', version: '3.1.0', build: '310' },
  { virtualTime: true }
)
const { emulator, key, ipa } = fixture
const github = await githubApiStandIn()

beforeEach(() => {
  emulator.reset()
  emulator.configure(exactlyOnceService())
  github.reset()
})

interface Attempt {
  attempt?: number
  runId?: string
  token?: boolean
}

/** One attempt of the release job: submit (unless told otherwise), waiting, short timeouts. */
function release(
  inputs: Record<string, string>,
  { attempt = 1, runId = '4242', token }: Attempt = {}
) {
  return runChecked(
    {
      'api-key': key,
      'base-url': emulator.baseUrl,
      'request-timeout': '2s',
      retries: '2',
      'poll-interval': '1s',
      'wait-timeout': '20s',
      ...(token ? { 'github-token': 'ghs_exactly_once_token' } : {}),
      ...inputs
    },
    {
      secrets: [key, 'ghs_exactly_once_token'],
      virtualTime: true,
      env: jobAttempt(attempt, runId, github.url),
      timeoutMs: 40_000
    }
  )
}

const submitFile = (attempt: Attempt = {}, inputs: Record<string, string> = {}) =>
  release({ 'ipa-path': ipa, ...inputs }, attempt)

const loseAnswer = (path: string, how: 'status' | 'reset' | 'silence'): FaultSpec => ({
  method: 'POST',
  path,
  kind: how === 'status' ? { type: 'lose-answer', how, status: 502 } : { type: 'lose-answer', how }
})

/**
 * For the cases where the answer never comes: the smallest request-timeout the input takes (whole
 * seconds), for the wait on a silent connection is real time.
 */
const silenceEnds = { 'request-timeout': '1s' }

const posts = (path = '/ios/signed_ipas') =>
  emulator.requests.filter(r => r.method === 'POST' && r.path.endsWith(path))
const keyOf = (request: { headers: Record<string, unknown> }) => request.headers['idempotency-key']
const keys = () => posts().map(keyOf)

/** The notice that says the service took the create although its answer was lost. */
const tookIt = (what: string, id: string) =>
  new RegExp(
    `::notice::The answer to POST /ios/${what} was lost .* but the service took it: .* ${id} is new`
  )

/** Another release's submission, made on the same account while this one waits for its answer. */
async function anotherReleaseSubmits(teamId: number): Promise<void> {
  while (emulator.made().submissions.length === 0) await new Promise(r => setTimeout(r, 50))
  const other = await fetch(`${emulator.baseUrl}/ios/signed_ipas`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      signed_ipa: { remote_source_url: 'https://cdn.example.com/Other.ipa' },
      team_id: teamId
    })
  })
  expect(other.status).toBe(200)
}

describe('exactly once: a submission whose answer was lost', () => {
  test.each([
    ["a gateway's 502 page", 'status', /HTTP 502 — 502 Bad Gateway/],
    ['a cut connection', 'reset', /the connection was cut: ECONNRESET/],
    ['no answer at all', 'silence', /no answer came within 'request-timeout': ETIMEDOUT/]
  ] as const)(
    'after the service made it, %s: one submission, and the step goes on with it',
    async (_, how, said) => {
      emulator.injectFault(loseAnswer('/ios/signed_ipas', how))
      const run = await submitFile({}, how === 'silence' ? silenceEnds : {})
      expect(emulator.made().submissions).toEqual(['sub_0001'])
      expect(posts()).toHaveLength(1)
      expect(run.exitCode).toBe(0)
      expect(run.outputs).toMatchObject({ 'submission-id': 'sub_0001', status: 'completed' })
      expect(run.log).toMatch(tookIt('signed_ipas', 'sub_0001'))
      expect(run.log).toMatch(said)
      expect(run.summary).toMatch(
        /> \[!NOTE\]\n> The answer to the submission was lost \(.+\), but the service had taken it: this is that submission/
      )
      expect(keyOf(posts()[0])).toMatch(/^"[0-9a-f]{64}"$/)
    }
  )

  test('a service that ignores Idempotency-Key: the listing still finds the one it made', async () => {
    emulator.configure({ honourIdempotencyKey: false })
    emulator.injectFault(loseAnswer('/ios/signed_ipas', 'status'))
    const run = await submitFile()
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(posts()).toHaveLength(1)
    expect(run.exitCode).toBe(0)
  })

  test('a 502 from something in between before the service made anything: the listing shows nothing new, so it is sent again, with the same key', async () => {
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      kind: {
        type: 'status',
        status: 502,
        body: '<html>Bad Gateway</html>',
        contentType: 'text/html'
      }
    })
    const run = await submitFile()
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(posts()).toHaveLength(2)
    expect(keyOf(posts()[1])).toBe(keyOf(posts()[0]))
    expect(run.exitCode).toBe(0)
    expect(run.log).toContain(
      'GET /ios/signed_ipas shows no new submission: the service made nothing, so it is sent again.'
    )
  })

  test('another release made a submission meanwhile: nothing is sent again, and the step names both', async () => {
    emulator.injectFault(loseAnswer('/ios/signed_ipas', 'silence'))
    const running = submitFile({}, silenceEnds)
    await anotherReleaseSubmits(1234567)
    const run = await running
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
    expect(posts()).toHaveLength(2) // ours, and the other release's
    expect(run.exitCode).toBe(1)
    expect(run.error).toMatch(
      /^The answer to POST \/ios\/signed_ipas was lost \(no answer came within 'request-timeout': ETIMEDOUT\) after the IPA had gone out whole, so the submission may have been created:\n- GET \/ios\/signed_ipas shows 2 new submissions since this run began, so which of them, if any, is this one cannot be told: sub_0001 \(.+\), sub_0002 \(.+\)\.\nNothing was sent again\. .*command: status/
    )
    expect(run.outputs['submission-id']).toBeUndefined()
  })

  test("another team's submission made meanwhile is not taken for this one: the step goes on with its own", async () => {
    emulator.configure({ teams: TWO_TEAM_ACCOUNT })
    emulator.injectFault(loseAnswer('/ios/signed_ipas', 'silence'))
    const running = submitFile({}, { 'team-id': '1234567', ...silenceEnds })
    await anotherReleaseSubmits(7654321)
    const run = await running
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
    expect(run.exitCode).toBe(0)
    expect(run.outputs['submission-id']).toBe('sub_0001')
    expect(run.log).toMatch(tookIt('signed_ipas', 'sub_0001'))
  })

  test('no listing to look in: nothing is sent again, and the step says the submission may have been made', async () => {
    emulator.configure({ statusRoutes: 'none' })
    emulator.injectFault(loseAnswer('/ios/signed_ipas', 'reset'))
    const run = await submitFile()
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(posts()).toHaveLength(1)
    expect(run.exitCode).toBe(1)
    expect(run.error).toMatch(
      /so the submission may have been created:\n- It cannot be looked for: the service has no listing \(GET \/ios\/signed_ipas\)\.\nNothing was sent again\./
    )
    expect(run.summary).toContain('may have been created')
  })
})

describe('exactly once: an upload whose answer was lost', () => {
  test.each([
    ["a gateway's 502 page", 'status'],
    ['a cut connection', 'reset']
  ] as const)('after the service stored it, %s: one stored IPA, in the outputs', async (_, how) => {
    emulator.injectFault(loseAnswer('/ios/unsigned_ipas', how))
    const run = await release({ command: 'upload', 'ipa-path': ipa })
    expect(emulator.made().unsignedIpas).toEqual(['ipa_0001'])
    expect(posts('/ios/unsigned_ipas')).toHaveLength(1)
    expect(run.exitCode).toBe(0)
    expect(run.outputs['ipa-id']).toBe('ipa_0001')
    expect(run.log).toMatch(tookIt('unsigned_ipas', 'ipa_0001'))
    expect(run.summary).toContain('The answer to the upload was lost')
  })
})

describe('exactly once: re-runs', () => {
  /** Attempt 1 that times out while the submission is still in progress. */
  async function timedOut(token: boolean): Promise<CheckedRun> {
    emulator.configure({ pollsPerStep: 3 })
    const first = await submitFile({ token }, { 'wait-timeout': '2s' })
    expect(first.exitCode).toBe(1)
    expect(first.error).toMatch(/was still '(pending|processing)' after 'wait-timeout'/)
    emulator.configure({ pollsPerStep: 1 })
    return first
  }

  test('after a timed-out wait, with github-token: the re-run follows the submission to its end, in the same deployment, sending nothing', async () => {
    await timedOut(true)
    const postsBefore = posts().length
    const second = await submitFile({ attempt: 2, token: true })
    expect(second.exitCode).toBe(0)
    expect(posts()).toHaveLength(postsBefore)
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(second.outputs).toMatchObject({
      'submission-id': 'sub_0001',
      status: 'completed',
      'deployment-id': '99'
    })
    expect(second.log).toContain(
      'Submission sub_0001 of this release was made by attempt 1 of this run (GitHub Deployment 99): following it; nothing is sent again.'
    )
    expect(deploymentsCreated(github)).toHaveLength(1)
    expect(second.summary).toContain('this attempt follows that submission; nothing was sent again')
  })

  test('after a timed-out wait, without github-token: the service answers the same key with the same submission', async () => {
    await timedOut(false)
    const second = await submitFile({ attempt: 2 })
    expect(second.exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(keyOf(posts()[1])).toBe(keyOf(posts()[0]))
    expect(second.outputs).toMatchObject({ 'submission-id': 'sub_0001', status: 'completed' })
    expect(second.log).toContain(
      'The service answered with submission sub_0001, which it already had: an earlier attempt sent this release with the same Idempotency-Key.'
    )
  })

  test.each([
    ['with github-token', true],
    ['without github-token', false]
  ])('after a failed submission, %s: the re-run is a new try, with a new key', async (_, token) => {
    emulator.configure({ submissionOutcomes: ['failed'] })
    const first = await submitFile({ token })
    expect(first.exitCode).toBe(1)
    const second = await submitFile({ attempt: 2, token })
    expect(second.exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
    expect(second.outputs).toMatchObject({ 'submission-id': 'sub_0002', status: 'completed' })
    expect(keys().at(-1)).not.toBe(keys()[0])
    expect(second.log).toContain(
      "Submission sub_0001 of an earlier attempt ended with status 'failed': this attempt is a new try, with a new Idempotency-Key."
    )
    if (token) expect(deploymentsCreated(github)).toHaveLength(2)
  })

  test("a third attempt walks the same chain of keys: it follows the second attempt's try, still in progress, and sends nothing new", async () => {
    emulator.configure({ submissionOutcomes: ['failed', 'stuck'] })
    expect((await submitFile()).exitCode).toBe(1)
    const second = await submitFile({ attempt: 2 }, { 'wait-timeout': '2s' })
    expect(second.exitCode).toBe(1)
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
    const third = await submitFile({ attempt: 3 }, { 'wait-timeout': '2s' })
    // Still the second attempt's try: no third submission.
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
    expect(third.outputs['submission-id']).toBe('sub_0002')
    expect(third.error).toMatch(/^Submission sub_0002 was still 'processing' after 'wait-timeout'/)
    // Each re-run sends the release's key (answered with sub_0001, failed), then the next try's.
    const [release, secondTry] = [keys()[0], keys()[2]]
    expect(secondTry).not.toBe(release)
    expect(keys()).toEqual([release, release, secondTry, release, secondTry])
  })

  test('without github-token, against a service that ignores the key: a notice says the re-run cannot know', async () => {
    emulator.configure({ honourIdempotencyKey: false })
    await timedOut(false)
    const second = await submitFile({ attempt: 2 })
    expect(second.exitCode).toBe(0)
    // What the notice warns of: the service made a second record.
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
    expect(second.log).toMatch(
      /::notice::This is attempt 2 of the run, and the service made a new submission for this release's Idempotency-Key: .* To make re-runs safe, give 'github-token'/
    )
  })

  test("a release-id ties two runs: the second run of the release follows the first one's submission", async () => {
    emulator.configure({ pollsPerStep: 3 })
    const tagged = { 'release-id': 'v3.1.0', 'wait-timeout': '2s' }
    expect((await submitFile({ runId: '5001' }, tagged)).exitCode).toBe(1)
    emulator.configure({ pollsPerStep: 1 })
    const second = await submitFile({ runId: '5002' }, { 'release-id': 'v3.1.0' })
    expect(second.exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(keyOf(posts()[1])).toBe(keyOf(posts()[0]))
    expect(second.outputs).toMatchObject({ 'submission-id': 'sub_0001', status: 'completed' })
  })

  test('two different runs of the same file: two submissions, rightly, with different keys', async () => {
    expect((await submitFile({ runId: '5001' })).exitCode).toBe(0)
    expect((await submitFile({ runId: '5002' })).exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
    expect(keyOf(posts()[1])).not.toBe(keyOf(posts()[0]))
  })
})

describe('exactly once: deletes', () => {
  test('a delete whose answer was lost is sent again; its 404 counts as deleted, and the log says why', async () => {
    const stored = await release({
      command: 'upload',
      'ipa-url': 'https://cdn.example.com/dev.ipa'
    })
    const id = stored.outputs['ipa-id']
    emulator.injectFault({
      method: 'DELETE',
      path: `/ios/unsigned_ipas/${id}`,
      kind: { type: 'lose-answer', how: 'reset' }
    })
    const run = await release({ command: 'delete-ipa', 'ipa-id': id })
    expect(run.exitCode).toBe(0)
    expect(emulator.requests.filter(r => r.method === 'DELETE')).toHaveLength(2)
    expect(JSON.parse(run.outputs['deleted-ids'])).toEqual([id])
    expect(run.log).toContain(
      `Deleted unsigned IPA ${id}: the answer to the delete was lost, and the delete sent again found it gone (HTTP 404), so the first one did it.`
    )
  })
})

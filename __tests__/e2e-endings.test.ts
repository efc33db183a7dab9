/**
 * How a wait ends when the service, not the App Store, is the trouble: a submission the service
 * knew and then lost is a failure (never "accepted"), an outage at the end of the wait is an outage
 * (never "raise wait-timeout"), and a short outage inside a wait is one warning with a count. On
 * the action and on the command-line tool, whose exit codes tell the two apart (both in this process,
 * their waits in virtual time; cli.test.ts spawns the tool's bundle for its exit codes).
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import type { FaultKind } from '../emulator/server.js'
import { actionFixture } from './support/fixture.js'
import { visibleLog } from './support/run-action.js'
import { dotenv, runCliInProcess } from './support/run-cli.js'

const { emulator, key, ipa, dir, run } = await actionFixture(
  'e2e-endings',
  'App.ipa',
  {},
  { virtualTime: true }
)

beforeEach(() => {
  emulator.reset()
  emulator.configure({ submissionOutcome: 'stuck', submissionOutcomes: [], pollsPerStep: 1 })
})

const RECORD = '/ios/signed_ipas/sub_0001'

/** The status route answers `ok` polls as usual, then `fault` on every later one. */
function afterPolls(ok: number, kind: FaultKind, times = 1): void {
  if (ok > 0)
    emulator.injectFault({ method: 'GET', path: RECORD, kind: { type: 'delay', ms: 0 }, times: ok })
  emulator.injectFault({ method: 'GET', path: RECORD, kind, times })
}

const GATEWAY_DOWN: FaultKind = {
  type: 'status',
  status: 502,
  contentType: 'text/html',
  body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>'
}

const submitInputs = { 'ipa-path': ipa, 'poll-interval': '1s', 'wait-timeout': '6s' }
const submitFlags = ['submit', '--ipa-path', ipa, '--poll-interval', '1s', '--wait-timeout', '6s']
const cli = (args: string[]) =>
  runCliInProcess(args, {
    env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl },
    cwd: dir,
    timeoutMs: 30_000,
    virtualTime: true
  })

describe('a submission the service knew, then lost', () => {
  test('fails the step, saying since when the service no longer knows it; no "way to follow" line', async () => {
    afterPolls(2, { type: 'forget-records' })
    const result = await run(submitInputs, { timeoutMs: 30_000 })
    expect(result.exitCode).toBe(1)
    const log = visibleLog(result)
    expect(log).toMatch(/::error::The service no longer knows submission sub_0001:/)
    expect(log).toMatch(
      /The service last answered for it at \d\d:\d\d:\d\d UTC, with status 'processing'; then it was not known to the service from \d\d:\d\d:\d\d UTC: GET \/ios\/signed_ipas\/\{id\} answers 404/
    )
    expect(log).not.toMatch(/no way to follow|progress goes/i)
    expect(result.summary).toContain('> **The service no longer knows submission sub\\_0001**')
    expect(result.summary).not.toMatch(/Accepted|Submitted/)
    expect(result.outputs.status).toBe('processing')
  }, 40_000)

  test('the tool exits 4, as status does for an id the service does not know', async () => {
    afterPolls(2, { type: 'forget-records' })
    const submitted = await cli(submitFlags)
    expect(submitted.exitCode).toBe(4)
    expect(submitted.stderr).toContain('error: The service no longer knows submission sub_0001:')
    expect(dotenv(submitted.stdout).APP_DEPLOY_SUBMISSION_ID).toBe('sub_0001')
    const status = await cli(['status', '--submission-id', 'sub_0001'])
    expect(status.exitCode).toBe(4)
  }, 40_000)

  test('status, once it has read the submission, fails the same way when it goes', async () => {
    expect((await cli([...submitFlags, '--no-wait'])).exitCode).toBe(0)
    afterPolls(2, { type: 'forget-records' })
    const status = await cli(['status', '--submission-id', 'sub_0001', '--poll-interval', '1s'])
    expect(status.exitCode).toBe(4)
    expect(status.stderr).toContain('The service no longer knows submission sub_0001')
  }, 40_000)
})

describe('an outage at the end of the wait', () => {
  test('fails as an outage: since when, how many polls, and advice about the service, not wait-timeout', async () => {
    afterPolls(1, GATEWAY_DOWN, 1000)
    const result = await run(submitInputs, { timeoutMs: 30_000 })
    expect(result.exitCode).toBe(1)
    const log = visibleLog(result)
    expect(log).toMatch(
      /::error::No status of submission sub_0001 could be read since \d\d:\d\d:\d\d UTC \(\d+ polls? failed in a row\), so its outcome is not known/
    )
    expect(log).toMatch(
      /The service last answered for it at \d\d:\d\d:\d\d UTC, with status 'processing'\. The last failure: .*HTTP 502/
    )
    expect(log).toMatch(/HTTP 502/)
    expect(log).toMatch(/check the service's status page, that 'base-url' is right/)
    expect(log).not.toMatch(/raise 'wait-timeout'|still 'processing' after/)
  }, 40_000)

  test('the tool exits 5, as for any failure of the service', async () => {
    afterPolls(1, GATEWAY_DOWN, 1000)
    const submitted = await cli(submitFlags)
    expect(submitted.exitCode).toBe(5)
    expect(submitted.stderr).toMatch(/that --base-url is right/)
  }, 40_000)
})

describe('a short outage inside a wait', () => {
  test('is one warning with a count, in the log and in the summary, and the step passes', async () => {
    emulator.configure({ submissionOutcome: 'completed', pollsPerStep: 2 })
    afterPolls(1, GATEWAY_DOWN, 2)
    // No retry within a poll, so that each fault is a failed poll.
    const inputs = { ...submitInputs, 'wait-timeout': '20s', retries: '0' }
    const result = await run(inputs, { timeoutMs: 30_000 })
    expect(result.exitCode).toBe(0)
    const log = visibleLog(result)
    expect(log.match(/^::warning::/gm)).toHaveLength(1)
    expect(log).toMatch(
      /::warning::\d+ status reads of \d+ failed during the wait \(the last: .*HTTP 502/
    )
    expect(
      log.match(/Could not read the status of submission sub_0001/g)?.length
    ).toBeGreaterThanOrEqual(1)
    expect(result.summary).toContain('**1 warning**')
    expect(result.summary).toContain('✅ **Submitted with 1 warning**')
  }, 40_000)
})

describe("a re-run's summary", () => {
  /** The status history table's rows: status and when it was seen. */
  const history = (summary: string): Array<[string, string]> =>
    [...summary.matchAll(/^\| `([^`]+)` \| (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) \|/gm)].map(m => [
      m[1],
      m[2]
    ])

  test('says which bytes went again, and dates the replayed status at its create', async () => {
    emulator.configure({ submissionOutcome: 'completed', pollsPerStep: 1 })
    const summaries = [path.join(dir, 'first.md'), path.join(dir, 'again.md')]
    for (const summary of summaries) {
      const args = [...submitFlags, '--release-id', 'v1.0.0', '--summary-file', summary]
      expect((await cli(args)).exitCode).toBe(0)
    }
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    const [first, again] = summaries.map(file => readFileSync(file, 'utf8'))
    expect(again).toMatch(
      /No second submission was made, though this attempt uploaded the IPA's \d+(\.\d)? KiB again/
    )
    expect(again).not.toMatch(/Nothing was sent twice/)
    const completedFirst = history(first).find(([status]) => status === 'completed')![1]
    const rows = history(again)
    expect(rows.map(([status]) => status)).toEqual(['pending', 'completed'])
    // The replayed `pending` is the create's: seen before the first attempt saw it complete.
    expect(rows[0][1] < completedFirst).toBe(true)
    expect(rows[0][1] <= rows[1][1]).toBe(true)
  }, 40_000)
})

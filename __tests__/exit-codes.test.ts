/**
 * The command-line tool's exit codes: a request the service refused as sent (400, 413, 422, another
 * 4xx) exits 6, `request-refused`, told apart from a build that failed (1). The tool's bundle runs
 * as a shell runs it, against the emulator made to refuse (a wait to a failure runs in this process,
 * on virtual time); the codes 0 to 5 keep their meaning.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import type { FaultSpec } from '../emulator/server.js'
import { exitCodeOf } from '../src/cli/exit-codes.js'
import { ServiceError } from '../src/service/errors.js'
import { actionFixture } from './support/fixture.js'
import { runCli, runCliInProcess } from './support/run-cli.js'

const { emulator, key, ipa, dir } = await actionFixture('exit-codes')

beforeEach(() => emulator.reset({ config: true }))

const tool = (args: string[]) =>
  runCli(args, {
    env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl },
    cwd: dir,
    timeoutMs: 30_000
  })

const submit = ['submit', '--ipa-path', ipa, '--poll-interval', '1s', '--wait-timeout', '20s']

const answer = (
  method: string,
  route: string,
  status: number,
  body: string,
  contentType = 'application/json'
): FaultSpec => ({ method, path: route, kind: { type: 'status', status, body, contentType } })

/** The error document --json prints on failure. */
function errorOf(stdout: string): { kind: string; message: string; exitCode: number } {
  return (JSON.parse(stdout) as { error: { kind: string; message: string; exitCode: number } })
    .error
}

describe('exitCodeOf: a service error by its status', () => {
  test.each([
    [400, 'POST', 6],
    [405, 'GET', 6],
    [409, 'GET', 6],
    [413, 'POST', 6],
    [422, 'POST', 6],
    [451, 'GET', 6],
    // A 409 to a create is this run's own Idempotency-Key still in flight: the service is busy.
    [409, 'POST', 5],
    [401, 'GET', 3],
    [403, 'POST', 3],
    [404, 'GET', 4],
    [408, 'POST', 5],
    [429, 'GET', 5],
    [500, 'POST', 5],
    [503, 'GET', 5],
    [501, 'POST', 1]
  ])('HTTP %i to a %s exits %i', (status, method, code) => {
    expect(exitCodeOf(new ServiceError(status, method, '/ios/signed_ipas', 'words'))).toBe(code)
  })
})

describe('the tool against a service that refuses the request', () => {
  test('a 413 for the IPA (larger than the service takes): exit 6, request-refused, with what to do', async () => {
    emulator.injectFault(
      answer(
        'POST',
        '/ios/signed_ipas',
        413,
        '<html><head><title>413 Request Entity Too Large</title></head><body></body></html>',
        'text/html'
      )
    )
    const run = await tool([...submit, '--json'])
    expect(run.exitCode).toBe(6)
    const error = errorOf(run.stdout)
    expect(error).toMatchObject({ kind: 'request-refused', exitCode: 6 })
    expect(error.message).toMatch(/^POST \/ios\/signed_ipas failed: HTTP 413/)
    expect(error.message).toContain('--ipa-url')
    expect(run.stderr).toContain('HTTP 413')
  })

  test("a 422 for a field the service finds bad: exit 6, and the service's words in the log", async () => {
    emulator.injectFault(answer('POST', '/ios/signed_ipas', 422, '{"error":"team_id is invalid"}'))
    const run = await tool(submit)
    expect(run.exitCode).toBe(6)
    expect(run.stderr).toMatch(
      /error: POST \/ios\/signed_ipas failed: HTTP 422 — team_id is invalid/
    )
  })

  test('a 400 to a listing: exit 6 too, with --json saying request-refused', async () => {
    emulator.injectFault(answer('GET', '/ios/unsigned_ipas', 400, '{"error":"bad page size"}'))
    const run = await tool(['list-ipas', '--json'])
    expect(run.exitCode).toBe(6)
    expect(errorOf(run.stdout)).toMatchObject({ kind: 'request-refused', exitCode: 6 })
  })

  test("a 409 to the create, this run's own key still in flight: not a refusal, exit 5", async () => {
    emulator.injectFault(
      answer(
        'POST',
        '/ios/signed_ipas',
        409,
        '{"error":"a request with Idempotency-Key \\"k\\" is still in flight"}'
      )
    )
    const run = await tool([...submit, '--json'])
    expect(run.exitCode).toBe(5)
    expect(errorOf(run.stdout)).toMatchObject({ kind: 'service-failed', exitCode: 5 })
  })

  test('a submission that ends failed is still a build that failed: exit 1, work-failed', async () => {
    emulator.configure({ submissionOutcomes: ['failed'], pollsPerStep: 1 })
    // In this process on virtual time: the wait to the failure takes no real poll intervals.
    const run = await runCliInProcess([...submit, '--json'], {
      env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl },
      cwd: dir,
      virtualTime: true
    })
    expect(run.exitCode).toBe(1)
    expect(errorOf(run.stdout)).toMatchObject({ kind: 'work-failed', exitCode: 1 })
  })

  test('an authentication refused keeps its code: exit 3, refused', async () => {
    const run = await runCli(['teams', '--json'], {
      env: { APP_DEPLOY_API_KEY: 'not-the-key', APP_DEPLOY_BASE_URL: emulator.baseUrl },
      cwd: dir
    })
    expect(run.exitCode).toBe(3)
    expect(errorOf(run.stdout)).toMatchObject({ kind: 'refused', exitCode: 3 })
  })

  test('--help lists the new code with its kind, after the five that were', async () => {
    const { stdout, exitCode } = await runCli(['--help'])
    expect(exitCode).toBe(0)
    expect(stdout).toMatch(
      / {2}5 {2}service-failed: .*\n {2}6 {2}request-refused: the service refused/
    )
  })
})

/**
 * A re-run after the IPA was rebuilt: the job that builds and submits is run again ("Re-run failed
 * jobs", a GitLab job retried in its pipeline), and its IPA is the same build (bundle id, version,
 * build) in other bytes. The release's Idempotency-Key is the same, its request is not: the
 * service refuses it (422). The bundle and the tool run against the emulator, as a runner and a
 * shell run them; each case asserts how many submissions the service made.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import * as path from 'node:path'
import { defaultConfig } from '../emulator/server.js'
import { type CheckedRun, runChecked } from './hardening-harness.js'
import { actionFixture } from './support/fixture.js'
import { githubApiStandIn } from './support/github-api.js'
import { makeIpa, type MakeIpaOptions } from './support/make-ipa.js'
import { dotenv, runCli } from './support/run-cli.js'

const identity: MakeIpaOptions = { bundleId: 'com.example.Rerun', version: '2.0.0', build: '200' }
const fixture = await actionFixture('rerun-rebuilt', 'Rerun.ipa', identity)
const { emulator, key, dir } = fixture
const github = await githubApiStandIn()
const TOKEN = 'ghs_rerun_rebuilt_token'

/** The IPA of a build of the job: the same identity, other bytes each time (`build` names it). */
async function buildIpa(build: string, options: MakeIpaOptions = {}): Promise<string> {
  const ipa = path.join(dir, 'Rerun.ipa')
  await makeIpa(ipa, { ...identity, comment: `job build ${build}`, ...options })
  return ipa
}

beforeEach(() => {
  emulator.reset()
  emulator.configure({
    teams: defaultConfig().teams,
    honourIdempotencyKey: true,
    submissionOutcome: 'completed',
    submissionOutcomes: [],
    statusRoutes: 'record',
    pollsPerStep: 1,
    fileFields: true
  })
  github.reset()
})

/** One attempt of the GitHub job: the bundle, as the runner runs it. */
function attempt(
  number: number,
  ipa: string,
  { runId = '4242', token = false, inputs = {} as Record<string, string> } = {}
): Promise<CheckedRun> {
  return runChecked(
    {
      'api-key': key,
      'base-url': emulator.baseUrl,
      'ipa-path': ipa,
      'poll-interval': '1s',
      'wait-timeout': '20s',
      ...(token ? { 'github-token': TOKEN } : {}),
      ...inputs
    },
    {
      bundle: true,
      secrets: [key, TOKEN],
      env: {
        GITHUB_API_URL: github.url,
        GITHUB_RUN_ID: runId,
        GITHUB_RUN_ATTEMPT: String(number),
        GITHUB_JOB: 'release'
      },
      timeoutMs: 60_000
    }
  )
}

/** One run of the tool in a GitLab job of pipeline `pipeline` (its retries keep the pipeline id). */
function gitlabJob(ipa: string, jobId: string, pipeline = '9001', args: string[] = []) {
  return runCli(
    ['submit', '--ipa-path', ipa, '--poll-interval', '1s', '--wait-timeout', '20s', ...args],
    {
      env: {
        APP_DEPLOY_API_KEY: key,
        APP_DEPLOY_BASE_URL: emulator.baseUrl,
        GITLAB_CI: 'true',
        CI: 'true',
        CI_PIPELINE_ID: pipeline,
        CI_PROJECT_PATH: 'octo-org/ios-app',
        CI_JOB_NAME: 'release',
        CI_JOB_ID: jobId
      },
      timeoutMs: 60_000
    }
  )
}

const creates = () =>
  emulator.requests.filter(r => r.method === 'POST' && r.path.endsWith('/ios/signed_ipas'))

describe('a re-run after the IPA was rebuilt', () => {
  test('the action, without github-token: attempt 2 follows the submission attempt 1 made, and says so', async () => {
    const first = await attempt(1, await buildIpa('1'))
    expect(first.exitCode).toBe(0)
    const second = await attempt(2, await buildIpa('2'))
    expect(second.error).toBeUndefined()
    expect(second.exitCode).toBe(0)
    // One submission: the second create was refused for its key, and made nothing.
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(creates()).toHaveLength(2)
    expect(second.outputs).toMatchObject({ 'submission-id': 'sub_0001', status: 'completed' })
    expect(second.log).not.toContain('fix what it says above')
    expect(second.log).toContain(
      '::notice::An earlier attempt of this run sent this build (com.example.Rerun 2.0.0 (200)) with the same Idempotency-Key, and the IPA has changed since'
    )
    expect(second.log).toContain('following submission sub_0001 (')
    expect(second.summary).toContain('sub_0001')
    expect(second.summary).toContain('An earlier attempt of this run sent this build')
  }, 120_000)

  test('the tool in a GitLab job retried in its pipeline: the dotenv keeps APP_DEPLOY_SUBMISSION_ID', async () => {
    const first = await gitlabJob(await buildIpa('1'), '501')
    expect(first.exitCode).toBe(0)
    expect(dotenv(first.stdout).APP_DEPLOY_SUBMISSION_ID).toBe('sub_0001')
    const retried = await gitlabJob(await buildIpa('2'), '502')
    expect(retried.stderr).not.toContain('fix what it says above')
    expect(retried.exitCode).toBe(0)
    expect(dotenv(retried.stdout)).toMatchObject({
      APP_DEPLOY_SUBMISSION_ID: 'sub_0001',
      APP_DEPLOY_STATUS: 'completed'
    })
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(retried.stderr).toContain('following submission sub_0001 (')
  }, 120_000)
})

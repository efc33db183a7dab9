/**
 * A re-run after the IPA was rebuilt: the job that builds and submits is run again ("Re-run failed
 * jobs", a GitLab job retried in its pipeline), and its IPA is the same build (bundle id, version,
 * build) in other bytes. The release's Idempotency-Key is the same, its request is not: the
 * service refuses it (422). The action and the tool run against the emulator in this process, on
 * virtual time (their waits take no real time); the first case of each runs the bundle, as a runner
 * and a shell run it. Each case asserts how many submissions the service made.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync } from 'node:fs'
import * as path from 'node:path'
import { type CheckedRun, runChecked } from './hardening-harness.js'
import { exactlyOnceService, jobAttempt } from './support/exactly-once.js'
import { actionFixture, createsTo } from './support/fixture.js'
import { githubApiStandIn } from './support/github-api.js'
import { makeIpa, type MakeIpaOptions } from './support/make-ipa.js'
import { dotenv, runCli, runCliInProcess } from './support/run-cli.js'

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
  emulator.configure({ ...exactlyOnceService(), fileFields: true })
  github.reset()
})

/** One attempt of the GitHub job: in this process, or the bundle as the runner runs it. */
function attempt(
  number: number,
  ipa: string,
  { runId = '4242', token = false, inputs = {} as Record<string, string>, bundle = false } = {}
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
      bundle,
      virtualTime: !bundle,
      secrets: [key, TOKEN],
      env: jobAttempt(number, runId, github.url),
      timeoutMs: 60_000
    }
  )
}

/**
 * One run of the tool in a GitLab job of pipeline `pipeline` (its retries keep the pipeline id): in
 * this process, or its bundle as a shell runs it.
 */
function gitlabJob(ipa: string, jobId: string, pipeline = '9001', { bundle = false } = {}) {
  const args = ['submit', '--ipa-path', ipa, '--poll-interval', '1s', '--wait-timeout', '20s']
  const env = {
    APP_DEPLOY_API_KEY: key,
    APP_DEPLOY_BASE_URL: emulator.baseUrl,
    GITLAB_CI: 'true',
    CI: 'true',
    CI_PIPELINE_ID: pipeline,
    CI_PROJECT_PATH: 'octo-org/ios-app',
    CI_JOB_NAME: 'release',
    CI_JOB_ID: jobId
  }
  return bundle
    ? runCli(args, { env, timeoutMs: 60_000 })
    : runCliInProcess(args, { env, timeoutMs: 60_000, virtualTime: true })
}

const creates = () => createsTo(emulator)

describe('a re-run after the IPA was rebuilt', () => {
  test('the action, without github-token: attempt 2 follows the submission attempt 1 made, and says so', async () => {
    const first = await attempt(1, await buildIpa('1'), { bundle: true })
    expect(first.exitCode).toBe(0)
    const second = await attempt(2, await buildIpa('2'), { bundle: true })
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
    expect(second.log).toContain('following that submission, sub_0001 (')
    expect(second.summary).toContain('sub_0001')
    expect(second.summary).toContain('An earlier attempt of this run sent this build')
    // The outputs describe the submission followed: its file's SHA-256, and no size of another file.
    expect(first.outputs.size).toMatch(/^\d+$/)
    expect(second.outputs.sha256).toBe(first.outputs.sha256)
    expect(second.outputs.size).toBeUndefined()
    expect(second.summary).toContain('its size is not known, so none is given')
  }, 120_000)

  test('the tool in a GitLab job retried in its pipeline: the dotenv keeps APP_DEPLOY_SUBMISSION_ID', async () => {
    const first = await gitlabJob(await buildIpa('1'), '501', '9001', { bundle: true })
    expect(first.exitCode).toBe(0)
    expect(dotenv(first.stdout).APP_DEPLOY_SUBMISSION_ID).toBe('sub_0001')
    const retried = await gitlabJob(await buildIpa('2'), '502', '9001', { bundle: true })
    expect(retried.stderr).not.toContain('fix what it says above')
    expect(retried.exitCode).toBe(0)
    expect(dotenv(retried.stdout)).toMatchObject({
      APP_DEPLOY_SUBMISSION_ID: 'sub_0001',
      APP_DEPLOY_STATUS: 'completed'
    })
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(retried.stderr).toContain('following that submission, sub_0001 (')
    expect(dotenv(retried.stdout).APP_DEPLOY_SHA256).toBe(dotenv(first.stdout).APP_DEPLOY_SHA256)
    expect(dotenv(retried.stdout).APP_DEPLOY_SIZE).toBeUndefined()
  }, 120_000)
})

describe('a re-run after the IPA was rebuilt, when the earlier submission cannot be found', () => {
  test('the action says what happened, how to follow it and how to send the rebuilt IPA: nothing is sent twice', async () => {
    // A service whose records do not name the app: the listing cannot tell the earlier submission.
    emulator.configure({ fileFields: false })
    expect((await attempt(1, await buildIpa('1'))).exitCode).toBe(0)
    const second = await attempt(2, await buildIpa('2'))
    expect(second.exitCode).toBe(1)
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(second.log).not.toContain('fix what it says above')
    expect(second.error).toMatch(
      /^An earlier attempt of this run sent this build \(com\.example\.Rerun 2\.0\.0 \(200\)\) with the same Idempotency-Key, and the IPA has changed since \(it was built again\): the service refused the new one under that key \(HTTP 422\), and keeps what was sent then; that submission cannot be found:/
    )
    expect(second.error).toContain(
      "GET /ios/signed_ipas: its records do not name an app's bundle id, version and build, so the one sent then cannot be told."
    )
    expect(second.error).toContain("run command: status with it as 'submission-id'")
    expect(second.error).toContain(
      "With 'github-token' (and deployments: write), a re-run finds it"
    )
    expect(second.error).toContain(
      "To send the rebuilt IPA on purpose, give it a new CFBundleVersion (a higher build number: App Store Connect takes each build of a version once, so the same build under a new 'release-id' is refused as ITMS-90189, a redundant binary upload)."
    )
    expect(second.summary).toContain('that submission cannot be found')
    expect(second.outputs['submission-id']).toBeUndefined()
  }, 120_000)

  test('the tool speaks its own words: --release-id, the status command, --submission-id', async () => {
    emulator.configure({ fileFields: false })
    expect((await gitlabJob(await buildIpa('1'), '601')).exitCode).toBe(0)
    const retried = await gitlabJob(await buildIpa('2'), '602')
    expect(retried.exitCode).toBe(1)
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(dotenv(retried.stdout).APP_DEPLOY_SUBMISSION_ID).toBeUndefined()
    expect(retried.stderr).toContain(
      'An earlier run of this job in its GitLab CI pipeline sent this build (com.example.Rerun 2.0.0 (200)) with the same Idempotency-Key'
    )
    expect(retried.stderr).toContain('--release-id')
    expect(retried.stderr).toContain('--submission-id')
    expect(retried.stderr).not.toMatch(/'release-id'|github-token|GITHUB_TOKEN|this step/)
  }, 120_000)

  test('a service without a listing: the listing is named once, never as a place to look', async () => {
    emulator.configure({ statusRoutes: 'none' })
    expect((await attempt(1, await buildIpa('1'))).exitCode).toBe(0)
    const second = await attempt(2, await buildIpa('2'))
    expect(second.exitCode).toBe(1)
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(second.error).toContain('that submission cannot be found')
    expect((second.error ?? '').match(/GET \/ios\/signed_ipas/g)).toHaveLength(1)
    expect(second.error).not.toContain('shows every submission')
    expect(second.error).toContain('a new CFBundleVersion')
  }, 120_000)
})

describe('a fleet re-run after its IPAs were rebuilt', () => {
  test('each IPA follows its own earlier submission; none is sent twice', async () => {
    const fleetDir = path.join(dir, 'fleet')
    mkdirSync(fleetDir, { recursive: true })
    const buildFleet = async (build: string): Promise<void> => {
      for (const app of ['Alpha', 'Beta'])
        await makeIpa(path.join(fleetDir, `${app}.ipa`), {
          ...identity,
          bundleId: `com.example.${app}`,
          comment: `job build ${build}`
        })
    }
    const fleet = { multiple: 'true' }
    await buildFleet('1')
    expect((await attempt(1, path.join(fleetDir, '*.ipa'), { inputs: fleet })).exitCode).toBe(0)
    await buildFleet('2')
    const second = await attempt(2, path.join(fleetDir, '*.ipa'), { inputs: fleet })
    expect(second.exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
    expect(JSON.parse(second.outputs['submission-ids']).sort()).toEqual(['sub_0001', 'sub_0002'])
    expect(second.log.match(/::notice::.*following that submission, sub_000[12] /g)).toHaveLength(2)
  }, 120_000)

  test("with github-token, the environment's deployments are read once for the whole fleet", async () => {
    const fleetDir = path.join(dir, 'fleet-token')
    mkdirSync(fleetDir, { recursive: true })
    for (const app of ['Alpha', 'Beta', 'Gamma'])
      await makeIpa(path.join(fleetDir, `${app}.ipa`), {
        ...identity,
        bundleId: `com.example.${app}`
      })
    const run = await attempt(1, path.join(fleetDir, '*.ipa'), {
      token: true,
      inputs: { multiple: 'true' }
    })
    expect(run.exitCode).toBe(0)
    const reads = github.calls.filter(
      call => call.method === 'GET' && call.url.includes('/deployments?environment=')
    )
    expect(reads).toHaveLength(1)
    expect(github.deployments).toHaveLength(3)
  }, 120_000)
})

describe('what a 422 to a re-run means', () => {
  test('a 422 without words, when the listing shows this build sent: the key collided, and the submission is followed', async () => {
    expect((await attempt(1, await buildIpa('1'))).exitCode).toBe(0)
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      kind: { type: 'status', status: 422, body: '', contentType: 'text/plain' }
    })
    const second = await attempt(2, await buildIpa('2'))
    expect(second.exitCode).toBe(0)
    expect(second.outputs['submission-id']).toBe('sub_0001')
    expect(emulator.made().submissions).toEqual(['sub_0001'])
  }, 120_000)

  test('a 422 that names another problem is the service refusing the request, not the key', async () => {
    expect((await attempt(1, await buildIpa('1'))).exitCode).toBe(0)
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      kind: {
        type: 'status',
        status: 422,
        body: '{"status":422,"error":"notify_emails is invalid"}',
        contentType: 'application/json'
      }
    })
    const second = await attempt(2, await buildIpa('2'))
    expect(second.exitCode).toBe(1)
    expect(second.error).toMatch(
      /^POST \/ios\/signed_ipas failed: HTTP 422 — notify_emails is invalid/
    )
    expect(second.outputs['submission-id']).toBeUndefined()
  }, 120_000)

  test('two submissions of the build in the listing (another run sent it too): which is ours cannot be told, and the step says so', async () => {
    expect((await attempt(1, await buildIpa('1'))).exitCode).toBe(0)
    expect((await attempt(1, await buildIpa('x'), { runId: '5002' })).exitCode).toBe(0)
    const second = await attempt(2, await buildIpa('2'))
    expect(second.exitCode).toBe(1)
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
    expect(second.error).toMatch(
      /that submission cannot be found:\n- GET \/ios\/signed_ipas: the service's listing shows 2 submissions of this build \(com\.example\.Rerun 2\.0\.0 \(200\)\), and which one was sent then cannot be told: sub_0001 \(.*\), sub_0002 \(.*\)\./
    )
  }, 120_000)
})

describe('upload, re-run after a rebuild', () => {
  test('the stored IPA of the earlier attempt is named as kept, never "fix what it says above"', async () => {
    const upload = { command: 'upload' }
    expect((await attempt(1, await buildIpa('1'), { inputs: upload })).exitCode).toBe(0)
    const second = await attempt(2, await buildIpa('2'), { inputs: upload })
    expect(second.exitCode).toBe(1)
    expect(emulator.made().unsignedIpas).toHaveLength(1)
    expect(second.log).not.toContain('fix what it says above')
    expect(second.error).toMatch(
      /^An earlier attempt of this run sent this IPA with the same Idempotency-Key, and the IPA has changed since .*; that stored IPA cannot be found:/
    )
    expect(second.error).toContain('the ipa-id output, or find it with command: list-ipas.')
  }, 120_000)
})

describe('a rebuilt re-run that finds the earlier submission by other ways', () => {
  test("with github-token, the earlier attempt's deployment names it: nothing is uploaded again", async () => {
    expect((await attempt(1, await buildIpa('1'), { token: true })).exitCode).toBe(0)
    const second = await attempt(2, await buildIpa('2'), { token: true })
    expect(second.exitCode).toBe(0)
    expect(creates()).toHaveLength(1)
    expect(second.outputs).toMatchObject({ 'submission-id': 'sub_0001', 'deployment-id': '99' })
    expect(second.warnings).toEqual([])
  }, 120_000)

  test('after a failed submission: the rebuilt IPA is a new try, with the next key', async () => {
    emulator.configure({ submissionOutcomes: ['failed'] })
    expect((await attempt(1, await buildIpa('1'))).exitCode).toBe(1)
    const second = await attempt(2, await buildIpa('2'))
    expect(second.exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
    expect(second.outputs).toMatchObject({ 'submission-id': 'sub_0002', status: 'completed' })
    expect(second.log).toContain(
      "Submission sub_0001 of an earlier attempt ended with status 'failed': this attempt is a new try, with a new Idempotency-Key."
    )
    // The earlier attempt's failed submission is no redundant upload: no ITMS-90189 warning.
    expect(second.warnings).toEqual([])
  }, 120_000)
})

describe('a build already sent by another run (ITMS-90189)', () => {
  test('the action says so before the upload, with the fix, and sends all the same', async () => {
    expect((await attempt(1, await buildIpa('1'), { runId: '5001' })).exitCode).toBe(0)
    const other = await attempt(1, await buildIpa('2'), { runId: '5002' })
    expect(other.exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
    expect(other.warnings).toHaveLength(1)
    expect(other.warnings[0]).toMatch(
      /^Build com\.example\.Rerun 2\.0\.0 \(200\) was already sent to team 1234567 by another run: submission sub_0001 \(created .*, status completed\): App Store Connect takes each build of a version once and refuses another upload of it as ITMS-90189 \(Redundant Binary Upload\)\. To release this IPA, give it a new CFBundleVersion \(a higher build number\) and build it again\. The upload goes on/
    )
    expect(other.log.indexOf('ITMS-90189')).toBeLessThan(other.log.indexOf('Uploading Rerun.ipa'))
  }, 120_000)

  test('with github-token, an earlier deployment of the build tells it, where the listing cannot', async () => {
    emulator.configure({ fileFields: false })
    expect((await attempt(1, await buildIpa('1'), { runId: '5001', token: true })).exitCode).toBe(0)
    const other = await attempt(1, await buildIpa('2'), { runId: '5002', token: true })
    expect(other.exitCode).toBe(0)
    expect(other.warnings).toHaveLength(1)
    expect(other.warnings[0]).toContain('submission sub_0001 (its GitHub Deployment)')
    expect(other.log.indexOf('ITMS-90189')).toBeLessThan(other.log.indexOf('Uploading Rerun.ipa'))
  }, 120_000)

  test('another build of the app is not warned of', async () => {
    expect((await attempt(1, await buildIpa('1'), { runId: '5001' })).exitCode).toBe(0)
    const next = await attempt(1, await buildIpa('2', { build: '201' }), { runId: '5002' })
    expect(next.exitCode).toBe(0)
    expect(next.warnings).toEqual([])
  }, 120_000)

  test('a GitLab pipeline that sends a build another pipeline sent: warned once the service made it again', async () => {
    expect((await gitlabJob(await buildIpa('1'), '701', '9001')).exitCode).toBe(0)
    const other = await gitlabJob(await buildIpa('2'), '801', '9002')
    expect(other.exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
    expect(other.stderr).toMatch(
      /warning: Build com\.example\.Rerun 2\.0\.0 \(200\) was already sent to team 1234567 by another run: submission sub_0001 .*, not with this release's Idempotency-Key, and the service made submission sub_0002 of it again: .*ITMS-90189.*new CFBundleVersion/
    )
  }, 120_000)
})

/**
 * A cancelled run: "Cancel workflow" sends the step SIGINT (then SIGTERM 7.5 s later), a terminal
 * Ctrl-C. The bundle and the tool are spawned against the emulator, the signal sent once the log
 * shows the wait or the upload began; what a user checks is asserted: the exit code, the outputs
 * file or stdout, the summary, the GitHub Deployment's statuses, and what the log claims.
 */
import { afterAll, beforeEach, describe, expect, test } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as path from 'node:path'
import { actionInputs } from '../src/action/context.js'
import { StopRequest, stoppedDeployment } from '../src/commands/stop.js'
import { inputNames } from '../src/inputs/reader.js'
import { actionFixture } from './support/fixture.js'
import { githubApiStandIn, statusesSent } from './support/github-api.js'
import { makeIpa } from './support/make-ipa.js'
import { spawnCaptured } from './support/process-run.js'
import { cliPath, cliEnvironment, dotenv } from './support/run-cli.js'
import {
  bundlePath,
  parseOutputsFile,
  runnerEnvironment,
  runnerFiles,
  staleBundle
} from './support/run-action.js'
import { toolNames } from './support/names.js'

const MiB = 1024 * 1024
const { emulator, key, dir, ipa, run } = await actionFixture('e2e-cancel')
const github = await githubApiStandIn()
// Random bytes upload as they are (preflight off): 16 MiB read at 1 MiB/s stays in flight for long.
const bigIpa = path.join(dir, 'Big.ipa')
writeFileSync(bigIpa, randomBytes(16 * MiB))
// A fleet of two apps, in a folder of its own.
mkdirSync(path.join(dir, 'fleet'))
for (const [i, name] of ['Alpha', 'Beta'].entries())
  await makeIpa(path.join(dir, 'fleet', `${name}.ipa`), {
    name,
    bundleId: `com.example.${name.toLowerCase()}`,
    build: String(10 + i)
  })
const fleetGlob = path.join(dir, 'fleet', '*.ipa')

beforeEach(() => {
  emulator.reset()
  // A submission that stays `processing`: the wait goes on until the signal.
  emulator.configure({ submissionOutcome: 'stuck', statusRoutes: 'record', pollsPerStep: 1 })
  github.reset()
})

interface Stopped {
  exitCode: number | null
  /** stdout and stderr, interleaved as they came. */
  log: string
  stdout: string
  stderr: string
  /** From the first signal to the end. */
  msAfterSignal: number
}

/**
 * Spawns `node <args>`, sends each signal once the log matches `when` (a signal's `afterMs` later
 * than the one before), and resolves as the process ends. Never more than 15 s: nothing may hang.
 */
async function runAndStop(
  args: string[],
  env: Record<string, string>,
  when: RegExp,
  signals: Array<{ signal: NodeJS.Signals; afterMs?: number }>
): Promise<Stopped> {
  let signalled: number | undefined
  const run = await spawnCaptured(args, {
    env,
    cwd: dir,
    timeoutMs: 15_000,
    what: 'the run, signalled or not,',
    onOutput: (log, child) => {
      if (signalled !== undefined || !when.test(log)) return
      signalled = Date.now()
      void (async () => {
        for (const { signal, afterMs = 0 } of signals) {
          await new Promise(resolve => setTimeout(resolve, afterMs))
          child.kill(signal)
        }
      })()
    }
  })
  if (signalled === undefined) throw new Error(`never signalled; its log:\n${run.log}`)
  return { ...run, msAfterSignal: Date.now() - signalled }
}

/** The action's bundle, as the runner runs it; its outputs and summary read back. */
async function action(
  inputs: Record<string, string>,
  when: RegExp,
  signals: Array<{ signal: NodeJS.Signals; afterMs?: number }>,
  githubUrl = github.url
): Promise<Stopped & { outputs: Record<string, string>; summary: string }> {
  const stale = staleBundle()
  if (stale) throw new Error(stale)
  const files = runnerFiles()
  const env = runnerEnvironment(
    { 'api-key': key, 'base-url': emulator.baseUrl, 'poll-interval': '1s', ...inputs },
    files,
    { GITHUB_API_URL: githubUrl }
  )
  const run = await runAndStop([bundlePath], env, when, signals)
  return {
    ...run,
    outputs: parseOutputsFile(readFileSync(files.outputFile, 'utf8')),
    summary: plain(readFileSync(files.summaryFile, 'utf8'))
  }
}

/** The tool's bundle, as a shell runs it. */
async function cli(
  args: string[],
  when: RegExp,
  signals: Array<{ signal: NodeJS.Signals; afterMs?: number }>
): Promise<Stopped & { summary: string }> {
  const summaryFile = path.join(dir, `summary-${Date.now()}.md`)
  writeFileSync(summaryFile, '')
  const env = {
    ...cliEnvironment(),
    APP_DEPLOY_API_KEY: key,
    APP_DEPLOY_BASE_URL: emulator.baseUrl
  }
  const run = await runAndStop(
    [cliPath, ...args, '--summary-file', summaryFile],
    env,
    when,
    signals
  )
  return { ...run, summary: plain(readFileSync(summaryFile, 'utf8')) }
}

/** Markdown as the reader sees it: no escapes. */
const plain = (markdown: string): string => markdown.replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1')

const deploymentStatuses = () =>
  statusesSent(github).map(({ state, description }) => ({
    state,
    description: String(description)
  }))

const posts = () => emulator.requests.filter(request => request.method === 'POST')
const WAITING = /Submission \S+: processing/
const UPLOADING = /Uploading \S+\.ipa/
/** Both submissions of a fleet of two are being waited for. */
const BOTH_WAITING = /Submission \S+: processing[\s\S]*Submission \S+: processing/
/** What would claim an upload went through: its closing line, or a record made of it. */
const CLAIMS_SENT = /^Uploaded [\d.]+ \wi?B in|created: status|Stored unsigned IPA/m

describe('the action, cancelled during the wait', () => {
  test('SIGINT: exit 130, the outputs known so far, a summary and a deployment that say it goes on', async () => {
    const run = await action({ 'ipa-path': ipa, 'github-token': 'ghs_test_token_value' }, WAITING, [
      { signal: 'SIGINT' }
    ])
    expect(run.exitCode).toBe(130)
    const id = run.outputs['submission-id']
    expect(id).toMatch(/^\S+$/)
    expect(run.outputs).toMatchObject({ status: 'processing', 'deployment-id': '99' })
    expect(run.log).toContain('SIGINT received: stopping')
    const stopped = `Stopped waiting for submission ${id} at 'processing' after`
    expect(run.log).toMatch(new RegExp(`^::error::${stopped}`, 'm'))
    // The summary says what happened and how to follow it, in the action's words.
    expect(run.summary).toContain(stopped)
    expect(run.summary).toContain('The submission goes on at the service')
    expect(run.summary).toContain(
      `Follow it with command: status, given submission-id: ${id} and deployment-id: 99.`
    )
    // The deployment's last status is final and says the same; nothing says it failed.
    const statuses = deploymentStatuses()
    // Whole within GitHub's 140 characters: the submission and this deployment's id are kept.
    expect(statuses.at(-1)).toEqual({
      state: 'error',
      description: `Stopped (SIGINT) at 'processing'; the submission goes on: follow ${id} with command: status and 'deployment-id' 99`
    })
    expect(statuses.map(status => status.state)).not.toContain('failure')
    expect(run.msAfterSignal).toBeLessThan(3_800)
  }, 20_000)

  test('SIGTERM: exit 143', async () => {
    const run = await action({ 'ipa-path': ipa }, WAITING, [{ signal: 'SIGTERM' }])
    expect(run.exitCode).toBe(143)
    expect(run.outputs['submission-id']).toMatch(/^\S+$/)
    expect(run.summary).toContain('after')
    expect(run.summary).toMatch(
      /Stopped waiting for submission \S+ at 'processing' after \d+s, on SIGTERM/
    )
  }, 20_000)
})

describe('the action, cancelled during a status step', () => {
  test('its wait stops the same way, and the deployment it follows is told', async () => {
    const sent = await run(
      { 'ipa-path': ipa, wait: 'false', 'github-token': 'ghs_test_token_value' },
      { env: { GITHUB_API_URL: github.url } }
    )
    expect(sent.outputs['deployment-id']).toBe('99')
    const id = sent.outputs['submission-id']
    github.calls = []
    const stopped = await action(
      {
        command: 'status',
        'submission-id': id,
        'deployment-id': '99',
        'github-token': 'ghs_test_token_value'
      },
      WAITING,
      [{ signal: 'SIGTERM' }]
    )
    expect(stopped.exitCode).toBe(143)
    expect(stopped.outputs.status).toBe('processing')
    expect(stopped.summary).toMatch(
      new RegExp(`Stopped waiting for submission ${id} at 'processing' after \\d+s, on SIGTERM`)
    )
    expect(stopped.summary).toContain(
      `Follow it with command: status, given submission-id: ${id} and deployment-id: 99.`
    )
    expect(deploymentStatuses().at(-1)).toMatchObject({ state: 'error' })
    expect(deploymentStatuses().map(status => status.state)).not.toContain('failure')
  }, 20_000)
})

describe('the action, cancelled during the upload', () => {
  test('the upload is aborted, never said to be sent; the summary says how to check', async () => {
    emulator.injectFault({ method: 'POST', kind: { type: 'throttle', bytesPerSecond: MiB } })
    const run = await action(
      { 'ipa-path': bigIpa, preflight: 'off', 'github-token': 'ghs_test_token_value' },
      UPLOADING,
      [{ signal: 'SIGINT', afterMs: 500 }]
    )
    expect(run.exitCode).toBe(130)
    expect(run.log).not.toMatch(CLAIMS_SENT)
    // The create's answer never came: no id, nothing recorded as deployed.
    expect(run.outputs['submission-id']).toBeUndefined()
    expect(run.outputs.size).toBe(String(16 * MiB))
    // The environment's deployments are read before the upload; nothing is recorded.
    expect(github.calls.filter(call => call.method !== 'GET')).toEqual([])
    expect(run.summary).toContain(
      "Stopped on SIGINT while the IPA went out (POST /ios/signed_ipas): the service's answer never came"
    )
    expect(run.summary).not.toContain('may or may not')
    expect(run.summary).toContain(
      'The IPA had not all gone out when the run stopped, so the service did not get it whole: most likely no submission was made, but look before sending it again.'
    )
    expect(run.summary).toContain('The run stopped without sending it again.')
    // How to look names what shows the submissions, then the command that follows one.
    expect(run.summary).toContain("the service's listing of submissions (GET /ios/signed_ipas")
    expect(run.summary).toContain('run command: status')
    // A GitHub run ties the key: a re-run of the job sends nothing twice.
    expect(run.summary).toContain(
      'A re-run of this job (the same workflow run) sends the same Idempotency-Key, so it sends nothing twice'
    )
    expect(posts()).toHaveLength(1)
    expect(run.msAfterSignal).toBeLessThan(3_800)
  }, 20_000)

  test('stopped while the answer is awaited: the IPA went out whole, the submission may be made', async () => {
    // The service makes the submission, then never answers.
    emulator.injectFault({ method: 'POST', kind: { type: 'lose-answer', how: 'silence' } })
    const run = await action({ 'ipa-path': ipa }, UPLOADING, [{ signal: 'SIGINT', afterMs: 1_500 }])
    expect(run.exitCode).toBe(130)
    expect(run.log).not.toMatch(CLAIMS_SENT)
    expect(run.outputs['submission-id']).toBeUndefined()
    expect(run.summary).toContain(
      'The IPA had gone out whole, so the service may have made the submission before its answer came.'
    )
    expect(run.summary).toContain('Look for a new submission of this build before anything else')
    // Nothing was sent again, and no look was taken after the stop.
    expect(posts()).toHaveLength(1)
    expect(emulator.requests.at(-1)?.method).toBe('POST')
  }, 20_000)
})

describe('a GitHub API that does not answer', () => {
  /**
   * Lists no earlier deployment; records one (unless `silent`), then never answers: its statuses
   * hang.
   */
  let silent = false
  const hanging = createServer((req, res) => {
    req.resume()
    if (req.method === 'GET' && /\/deployments\?/.test(req.url ?? '')) {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      return res.end('[]')
    }
    if (!silent && req.method === 'POST' && req.url?.endsWith('/deployments')) {
      res.writeHead(201, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ id: 7 }))
    }
  })
  const listening = new Promise<string>(resolve =>
    hanging.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(hanging.address() as AddressInfo).port}`)
    )
  )
  afterAll(() => {
    hanging.closeAllConnections()
    hanging.close()
  })
  beforeEach(() => {
    silent = false
  })
  const CREATED = /Submission \S+ created/

  test('stopped in the wait, the deployment’s last status is given up after a bound; all else is said', async () => {
    const run = await action(
      { 'ipa-path': ipa, 'github-token': 'ghs_test_token_value' },
      WAITING,
      [{ signal: 'SIGINT' }],
      await listening
    )
    expect(run.exitCode).toBe(130)
    expect(run.log).toMatch(
      /^::warning::GitHub Deployment 7 did not take its last status within 2s of SIGINT, and may stay in progress: command: status, given deployment-id: 7, ends it\.$/m
    )
    expect(run.summary).toMatch(/Stopped waiting for submission \S+ at 'processing'/)
    expect(run.outputs).toMatchObject({ 'deployment-id': '7', status: 'processing' })
    expect(run.msAfterSignal).toBeGreaterThan(1_800)
    expect(run.msAfterSignal).toBeLessThan(3_800)
  }, 20_000)

  test('a second signal ends a clean-up that hangs at once, with the second signal’s code', async () => {
    silent = true
    const run = await action(
      { 'ipa-path': ipa, 'github-token': 'ghs_test_token_value' },
      CREATED,
      [
        { signal: 'SIGINT', afterMs: 300 },
        { signal: 'SIGTERM', afterMs: 300 }
      ],
      await listening
    )
    expect(run.exitCode).toBe(143)
    expect(run.log).toContain('SIGTERM after SIGINT: ending now.')
    expect(run.outputs['submission-id']).toMatch(/^\S+$/)
    expect(run.summary).toContain('Stopped on SIGINT before the work ended')
    expect(run.summary).toContain(
      "a submission is followed with command: status and its 'submission-id'"
    )
    expect(run.msAfterSignal).toBeLessThan(3_000)
  }, 20_000)

  test('without a second signal, a bound ends it, well before GitHub’s SIGTERM', async () => {
    silent = true
    const run = await action(
      { 'ipa-path': ipa, 'github-token': 'ghs_test_token_value' },
      CREATED,
      [{ signal: 'SIGINT', afterMs: 300 }],
      await listening
    )
    expect(run.exitCode).toBe(130)
    expect(run.log).toContain('The clean-up did not end within 4s of SIGINT: ending now.')
    expect(run.outputs['submission-id']).toMatch(/^\S+$/)
    expect(run.summary).toContain('Stopped on SIGINT before the work ended')
    expect(run.msAfterSignal).toBeGreaterThan(3_500)
    expect(run.msAfterSignal).toBeLessThan(6_000)
  }, 20_000)
})

describe('the tool, stopped', () => {
  test('Ctrl-C during the wait: exit 130, the dotenv result on stdout, the summary in its words', async () => {
    const run = await cli(['submit', '--ipa-path', ipa, '--poll-interval', '1s'], WAITING, [
      { signal: 'SIGINT' }
    ])
    expect(run.exitCode).toBe(130)
    const result = dotenv(run.stdout)
    const id = result.APP_DEPLOY_SUBMISSION_ID
    expect(id).toMatch(/^\S+$/)
    expect(result.APP_DEPLOY_STATUS).toBe('processing')
    // Stopped while it goes on: not counted as failed, as a stopped fleet counts it.
    expect(result).toMatchObject({ APP_DEPLOY_FAILED_COUNT: '0', APP_DEPLOY_COMPLETED_COUNT: '1' })
    expect(run.stderr).toMatch(
      new RegExp(
        `^error: Stopped waiting for submission ${id} at 'processing' after \\d+s, on SIGINT`,
        'm'
      )
    )
    expect(run.stderr).toContain(
      `Follow it with app-store-deploy status, given --submission-id ${id}.`
    )
    expect(run.summary).toContain('The submission goes on at the service')
    expect(run.summary).toContain(`app-store-deploy status, given --submission-id ${id}`)
    expect(run.summary).not.toMatch(/command: status|submission-id:/)
  }, 20_000)

  test('SIGTERM during an upload, --json: exit 143, one JSON document, no claim it was sent', async () => {
    emulator.injectFault({ method: 'POST', kind: { type: 'throttle', bytesPerSecond: MiB } })
    const run = await cli(
      ['upload', '--ipa-path', bigIpa, '--preflight', 'off', '--json'],
      UPLOADING,
      [{ signal: 'SIGTERM', afterMs: 500 }]
    )
    expect(run.exitCode).toBe(143)
    expect(run.stderr).not.toMatch(CLAIMS_SENT)
    const { error, outputs } = JSON.parse(run.stdout) as {
      error: { kind: string; message: string; exitCode: number }
      outputs: Record<string, string>
    }
    expect(error).toMatchObject({ kind: 'stopped', exitCode: 143 })
    expect(error.message).toContain(
      'Stopped on SIGTERM while the IPA went out (POST /ios/unsigned_ipas)'
    )
    expect(error.message).toContain('had not all gone out when the run stopped')
    expect(error.message).toContain('app-store-deploy list-ipas')
    // Outside CI without --release-id, a re-run stores it again: said, with how not to.
    expect(error.message).toContain(
      'Nothing ties a re-run to this run (no CI run, no --release-id): a re-run stores it again.'
    )
    expect(outputs).toMatchObject({ size: String(16 * MiB), 'failed-count': '1' })
    expect(outputs['ipa-id']).toBeUndefined()
    expect(run.summary).toContain('had not all gone out when the run stopped')
  }, 20_000)

  test('Ctrl-C during a submit upload outside CI: never promises that a re-run sends nothing twice', async () => {
    emulator.injectFault({ method: 'POST', kind: { type: 'throttle', bytesPerSecond: MiB } })
    const run = await cli(['submit', '--ipa-path', bigIpa, '--preflight', 'off'], UPLOADING, [
      { signal: 'SIGINT', afterMs: 500 }
    ])
    expect(run.exitCode).toBe(130)
    expect(run.stderr).not.toMatch(CLAIMS_SENT)
    expect(run.stderr).not.toMatch(/sends the same Idempotency-Key|sends nothing twice:/)
    expect(run.stderr).toContain(
      'Nothing ties a re-run to this run (no CI run, no --release-id): a re-run sends it again. To avoid that, follow what was sent with app-store-deploy status and its --submission-id rather than running again. Give --release-id'
    )
    expect(run.stderr).toContain('GET /ios/signed_ipas')
    expect(dotenv(run.stdout).APP_DEPLOY_SIZE).toBe(String(16 * MiB))
  }, 20_000)

  test('Ctrl-C while a fleet waits: none of it failed, each still under way, all followed at once', async () => {
    const run = await cli(
      ['submit', '--multiple', '--ipa-path', fleetGlob, '--poll-interval', '1s'],
      BOTH_WAITING,
      [{ signal: 'SIGINT' }]
    )
    expect(run.exitCode).toBe(130)
    const result = dotenv(run.stdout)
    expect(JSON.parse(result.APP_DEPLOY_SUBMISSION_IDS)).toHaveLength(2)
    expect(result).toMatchObject({ APP_DEPLOY_FAILED_COUNT: '0', APP_DEPLOY_COMPLETED_COUNT: '2' })
    expect(run.stderr).not.toMatch(/IPAs failed|Failed: Stopped/)
    // The failure advises following them all, not one id.
    const said = run.stderr.split('\n').filter(line => line.startsWith('error:'))
    expect(said.join('\n')).not.toContain('--submission-id')
    expect(run.stderr).toContain(
      "error: Stopped on SIGINT before the fleet's 2 IPAs were all done: 2 still under way at the service"
    )
    expect(run.stderr).toMatch(/Still under way .*: Alpha\.ipa \(sub_\d+, processing\), Beta\.ipa/)
    expect(run.stderr).toContain(
      'Follow them all with app-store-deploy status, given --dotenv <a file of the lines printed> (it reads APP_DEPLOY_SUBMISSION_IDS)'
    )
    expect(run.summary).toContain('2 still under way at the service')
  }, 20_000)
})

describe('the action, cancelled while a fleet waits', () => {
  test('failed-count 0, and a status step given the submission-ids output follows them all', async () => {
    const run = await action({ 'ipa-path': fleetGlob, multiple: 'true' }, BOTH_WAITING, [
      { signal: 'SIGINT' }
    ])
    expect(run.exitCode).toBe(130)
    expect(run.outputs).toMatchObject({ 'failed-count': '0', 'completed-count': '2' })
    expect(JSON.parse(run.outputs['submission-ids'])).toHaveLength(2)
    expect(run.log).not.toMatch(/IPAs failed/)
    const follow =
      'Follow them all with command: status, given submission-id: ${{ steps.<id>.outputs.submission-ids }}'
    expect(run.log).toContain(follow)
    expect(run.summary.replace(/&lt;/g, '<').replace(/&gt;/g, '>')).toContain(follow)
    expect(run.summary).toContain(
      'A re-run of this job (the same workflow run) sends the same Idempotency-Key'
    )
  }, 20_000)
})

describe("a stopped wait's deployment status: whole within GitHub's 140 characters", () => {
  const action = inputNames(actionInputs)
  const tool = toolNames()
  const long = 'x'.repeat(300)
  test.each([
    [
      'the action',
      action,
      'processing',
      "Stopped (SIGINT) at 'processing'; the submission goes on: follow sub_0004 with command: status and 'deployment-id' 99"
    ],
    [
      'the tool',
      tool,
      'processing',
      "Stopped (SIGINT) at 'processing'; the submission goes on: follow sub_0004 with app-store-deploy status and --deployment-id 99"
    ],
    [
      "the tool, a service's long status: cut to a few words",
      tool,
      long,
      `Stopped (SIGINT) at '${'x'.repeat(23)}…'; the submission goes on: follow sub_0004 with app-store-deploy status and --deployment-id 99`
    ]
  ])('%s', (_, names, status, expected) => {
    const said = stoppedDeployment(new StopRequest('SIGINT'), names, {
      id: 'sub_0004',
      status,
      deploymentId: 99
    })
    expect(said).toBe(expected)
    expect(said.length).toBeLessThanOrEqual(140)
  })

  test('a long submission id is cut, the deployment id kept', () => {
    const said = stoppedDeployment(new StopRequest('SIGTERM'), tool, {
      id: long,
      status: long,
      deploymentId: 123456789012
    })
    expect(said.length).toBeLessThanOrEqual(140)
    expect(said).toMatch(/--deployment-id 123456789012$/)
  })
})

/**
 * The status command on the bundle: a first job submits with wait: false, a second process, given
 * only the first's outputs, follows the submission; its GitHub Deployment is continued, never
 * duplicated. A local server stands in for the GitHub API (GITHUB_API_URL).
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { actionFixture } from './support/fixture.js'
import { githubApiStandIn, statusesSent } from './support/github-api.js'
import { type ActionRun, visibleLog } from './support/run-action.js'

const { emulator, run, ipa, ipaSha256 } = await actionFixture(
  'e2e-status',
  'App.ipa',
  {},
  { virtualTime: true }
)
const github = await githubApiStandIn()

beforeEach(() => {
  emulator.reset({ config: true })
  github.reset()
})

const env = (): { env: Record<string, string> } => ({ env: { GITHUB_API_URL: github.url } })

/** The first job: submit with wait: false (and a deployment with github-token). */
const firstJob = (inputs: Record<string, string> = {}): Promise<ActionRun> =>
  run(
    {
      'ipa-url': 'https://cdn.example.com/App.ipa',
      wait: 'false',
      'github-token': 'ghs_first_job_token',
      ...inputs
    },
    env()
  )

/** The second job: only the first's outputs, and its own inputs. */
const secondJob = (first: ActionRun, inputs: Record<string, string> = {}): Promise<ActionRun> =>
  run(
    {
      command: 'status',
      'submission-id': first.outputs['submission-id'],
      'deployment-id': first.outputs['deployment-id'] ?? '',
      'github-token': 'ghs_second_job_token',
      'poll-interval': '1s',
      'wait-timeout': '30s',
      ...inputs
    },
    env()
  )

const states = (): unknown[] => statusesSent(github).map(status => status.state)

describe('the two-job hand-off', () => {
  test('submit leaves the deployment in progress; status continues it to success', async () => {
    const first = await firstJob()
    expect(first.exitCode).toBe(0)
    expect(first.outputs).toMatchObject({ status: 'pending', 'deployment-id': '99' })
    expect(first.log).toContain(
      `Not waiting for the outcome: a later job with command: status and submission-id: ${first.outputs['submission-id']}, deployment-id: 99 follows it.`
    )
    expect(states()).toEqual(['in_progress'])
    const handOff = statusesSent(github).at(-1)!
    expect(String(handOff.description)).toMatch(
      /^App Store not done \(pending\): finish with a status step/
    )

    github.reset()
    const second = await secondJob(first)
    expect(second.exitCode).toBe(0)
    expect(second.outputs).toMatchObject({
      'submission-id': first.outputs['submission-id'],
      'submission-ids': first.outputs['submission-ids'],
      status: 'completed'
    })
    expect(JSON.parse(second.outputs.json)).toMatchObject({
      id: first.outputs['submission-id'],
      status: 'completed'
    })
    // The same deployment, continued: nothing is created.
    expect(github.calls.map(c => `${c.method} ${c.url}`)).toEqual([
      'GET /repos/octo-org/ios-app/deployments/99',
      'POST /repos/octo-org/ios-app/deployments/99/statuses',
      'POST /repos/octo-org/ios-app/deployments/99/statuses'
    ])
    expect(states()).toEqual(['in_progress', 'success'])
    expect(second.summary).toContain('✅ **Done**')
    expect(second.summary).toContain(
      '| GitHub deployment | [#99](https://github.com/octo-org/ios-app/deployments) |'
    )
    expect(second.summary).toMatch(/\| Created \| [\d-]+T[\d:.]+Z, \d+s ago \|/)
    expect(second.summary).toContain('### Status history')
    expect(visibleLog(second)).not.toContain('ghs_second_job_token')
  }, 30_000)

  test("the second job names the app and build it finishes, from the deployment's record", async () => {
    const first = await firstJob({ 'ipa-url': '', 'ipa-path': ipa })
    expect(first.exitCode).toBe(0)
    const second = await secondJob(first)
    expect(second.exitCode).toBe(0)
    expect(second.log).toContain('GitHub Deployment 99 releases com.example.preflight 1.4.2 (142).')
    expect(second.summary).toContain('| App | `com.example.preflight` `1.4.2` (build `142`) |')
    expect(second.summary).toContain(`| SHA-256 | \`${ipaSha256}\` |`)
  }, 30_000)

  test('a failure status fails the second job and ends the deployment in failure', async () => {
    emulator.configure({ submissionOutcomes: ['failed'] })
    const first = await firstJob()
    github.reset()
    const second = await secondJob(first)
    expect(second.exitCode).toBe(1)
    expect(second.outputs.status).toBe('failed')
    expect(second.outputs['failure-reason']).toBe(
      'The App Store rejected the build (emulated failure).'
    )
    expect(second.log).toMatch(/::error::Submission \S+ ended with status 'failed'/)
    expect(states()).toEqual(['in_progress', 'failure'])
  }, 30_000)

  test('a wait that outlives wait-timeout fails, with the last status', async () => {
    emulator.configure({ submissionOutcomes: ['stuck'] })
    const first = await firstJob({ 'github-token': '' })
    const second = await secondJob(first, { 'github-token': '', 'wait-timeout': '3s' })
    expect(second.exitCode).toBe(1)
    expect(second.outputs.status).toBe('processing')
    expect(second.log).toMatch(
      /::error::Submission \S+ was still 'processing' after 'wait-timeout' \(3s\)/
    )
  }, 30_000)

  test('wait: false reads once and passes while in progress; on a failure status it fails', async () => {
    emulator.configure({ submissionOutcomes: ['failed'] })
    const first = await firstJob({ 'github-token': '' })
    const once = await secondJob(first, { 'github-token': '', wait: 'false' })
    expect(once.exitCode).toBe(0)
    expect(once.outputs.status).toBe('processing')
    const again = await secondJob(first, { 'github-token': '', wait: 'false' })
    expect(again.exitCode).toBe(1)
    expect(again.outputs.status).toBe('failed')
  }, 30_000)

  test('an id the service does not know fails, naming it and where ids come from', async () => {
    const second = await run({ command: 'status', 'submission-id': 'sub_4711' })
    expect(second.exitCode).toBe(1)
    expect(second.log).toMatch(/::error::The service does not know submission sub_4711/)
    expect(second.log).toContain(
      "Give 'submission-id' the submission-id output of the submit that made it"
    )
  })

  test('dry run: reads the status once and changes nothing', async () => {
    const first = await firstJob()
    github.reset()
    emulator.requests.length = 0
    const second = await secondJob(first, { 'dry-run': 'true' })
    expect(second.exitCode).toBe(0)
    expect(emulator.requests.map(r => r.method)).toEqual(['GET'])
    expect(github.calls).toEqual([])
  }, 30_000)

  test('bad inputs are all refused before any request', async () => {
    const second = await run({ command: 'status', 'deployment-id': 'latest', wait: 'soon' }, env())
    expect(second.exitCode).toBe(1)
    expect(second.log).toContain("Input 'submission-id' is required by the status command")
    expect(second.log).toContain("Input 'deployment-id' is 'latest', which is not a whole number")
    expect(second.log).toContain("Input 'deployment-id' is given without 'github-token'")
    expect(second.log).toContain("Input 'wait' is 'soon'")
    expect(emulator.requests).toEqual([])
    expect(github.calls).toEqual([])
  })
})

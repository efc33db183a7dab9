/**
 * GitHub Deployments: with github-token, submit records a Deployment whose statuses follow the
 * submission. A local server stands in for the GitHub API (GITHUB_API_URL).
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { actionFixture } from './support/fixture.js'
import { githubApiStandIn, statusesSent } from './support/github-api.js'
import { type ActionRun, visibleLog } from './support/run-action.js'

const { emulator, run } = await actionFixture(
  'e2e-deployments',
  'App.ipa',
  {},
  { virtualTime: true }
)
const github = await githubApiStandIn()

beforeEach(() => {
  emulator.reset()
  emulator.configure({ submissionOutcome: 'completed', statusRoutes: 'record', pollsPerStep: 1 })
  github.reset()
})

const submit = (inputs: Record<string, string> = {}): Promise<ActionRun> =>
  run(
    {
      'ipa-url': 'https://cdn.example.com/App.ipa',
      'poll-interval': '1s',
      'github-token': 'ghs_test_token_value',
      ...inputs
    },
    { env: { GITHUB_API_URL: github.url } }
  )

const states = () => statusesSent(github).map(status => status.state)

describe('GitHub Deployments', () => {
  test('a deployment of the commit whose statuses follow the submission to success', async () => {
    const run = await submit({ environment: 'production-ios' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['deployment-id']).toBe('99')
    expect(run.summary).toContain(
      '| GitHub deployment | [#99 in production-ios](https://github.com/octo-org/ios-app/deployments/production-ios) |'
    )
    // Before it, the environment's deployments were read, for an earlier run's send of this build.
    const [look, create] = github.calls
    expect(look.method).toBe('GET')
    expect(look.url).toBe(
      '/repos/octo-org/ios-app/deployments?environment=production-ios&per_page=100'
    )
    expect(create.method).toBe('POST')
    expect(create.url).toBe('/repos/octo-org/ios-app/deployments')
    expect(create.authorization).toBe('token ghs_test_token_value')
    expect(create.body).toMatchObject({
      ref: '0123456789abcdef0123456789abcdef01234567',
      environment: 'production-ios',
      auto_merge: false,
      required_contexts: [],
      // What a re-run finds it by, and what a status step names it by.
      payload: {
        'app-store-deploy': {
          submission_id: run.outputs['submission-id'],
          idempotency_key: expect.stringMatching(/^[0-9a-f]{64}$/),
          release_key: expect.stringMatching(/^[0-9a-f]{64}$/),
          team_id: 1234567,
          run_attempt: 1
        }
      }
    })
    // Recorded once the submission exists, so that the deployment can name it.
    expect(states()).toEqual(['in_progress', 'in_progress', 'success'])
    const statuses = github.calls.filter(
      c => c.url === '/repos/octo-org/ios-app/deployments/99/statuses'
    )
    expect(statuses.at(-1)?.body).toMatchObject({
      log_url: 'https://github.com/octo-org/ios-app/actions/runs/4242'
    })
    expect(String(statuses.at(-1)?.body.description)).toContain(run.outputs['submission-id'])
    expect(states()).not.toContain('inactive')
    expect(visibleLog(run)).not.toContain('ghs_test_token_value')
  })

  test('a failed submission ends the deployment in failure', async () => {
    emulator.configure({ submissionOutcome: 'failed' })
    const run = await submit()
    expect(run.exitCode).not.toBe(0)
    expect(states().at(-1)).toBe('failure')
  })

  test('a step that fails before the submission records no deployment', async () => {
    emulator.injectFault({
      method: 'POST',
      path: '/ios/signed_ipas',
      kind: {
        type: 'status',
        status: 422,
        body: '{"status":422,"error":"remote_source_url unreachable"}',
        contentType: 'application/json'
      }
    })
    const run = await submit()
    expect(run.exitCode).not.toBe(0)
    expect(github.calls.filter(call => call.method !== 'GET')).toEqual([])
  })

  test('no permission to record is a warning, never a failed release', async () => {
    github.refuseWith = 403
    const run = await submit()
    expect(run.exitCode).toBe(0)
    expect(run.outputs.status).toBe('completed')
    expect(run.outputs['deployment-id']).toBeUndefined()
    expect(run.log).toMatch(/::warning::Could not record a GitHub Deployment \(HTTP 403/)
  })

  test('without github-token nothing is recorded', async () => {
    const run = await submit({ 'github-token': '' })
    expect(run.exitCode).toBe(0)
    expect(github.calls).toHaveLength(0)
  })
})

/**
 * The status command given several ids (issue 31, point 7): a final job follows the submissions of
 * a matrix's legs together, with one summary table, the outputs of a fleet (submission-ids, a json
 * array, the counts) and one failure naming each that failed, after all have ended. The submissions
 * are made by submit runs first, each with its GitHub Deployment (a local stand-in of the GitHub API).
 */
import { beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import * as path from 'node:path'
import { actionFixture, submissionReadsOf } from './support/fixture.js'
import { jsonRecords, tableRows } from './support/fleet-report.js'
import { githubApiStandIn, statusesSent } from './support/github-api.js'
import { makeIpa } from './support/make-ipa.js'
import type { ActionRun } from './support/run-action.js'
import { dotenv, runCliInProcess } from './support/run-cli.js'

const { emulator, run, dir, key } = await actionFixture(
  'e2e-status-several',
  'App.ipa',
  {},
  { virtualTime: true }
)
const github = await githubApiStandIn()

/** One app per leg of the matrix. */
const APPS = [
  { name: 'Alpha', bundleId: 'com.example.alpha', version: '1.0.0', build: '10' },
  { name: 'Beta', bundleId: 'com.example.beta', version: '2.0.0', build: '20' },
  { name: 'Gamma', bundleId: 'com.example.gamma', version: '3.0.0', build: '30' }
]

beforeAll(async () => {
  for (const app of APPS) await makeIpa(path.join(dir, `${app.name}.ipa`), app)
})

beforeEach(() => {
  emulator.reset({ config: true })
  github.reset()
})

const env = (): { env: Record<string, string> } => ({ env: { GITHUB_API_URL: github.url } })

/** The legs: each submits its app with wait: false; their submission and deployment ids, in order. */
async function legs(
  outcomes: Array<'completed' | 'failed' | 'stuck'>
): Promise<{ ids: string[]; deployments: string[] }> {
  emulator.configure({ submissionOutcomes: outcomes })
  const runs: ActionRun[] = []
  for (const app of APPS) {
    const leg = await run(
      {
        'ipa-path': path.join(dir, `${app.name}.ipa`),
        wait: 'false',
        'github-token': 'ghs_leg_token'
      },
      env()
    )
    expect(leg.exitCode).toBe(0)
    runs.push(leg)
  }
  github.calls = []
  emulator.requests.length = 0
  return {
    ids: runs.map(leg => leg.outputs['submission-id']),
    deployments: runs.map(leg => leg.outputs['deployment-id'])
  }
}

/** The final job: status of all the ids, with its own inputs. */
const finalJob = (inputs: Record<string, string>): Promise<ActionRun> =>
  run({ command: 'status', 'poll-interval': '1s', 'wait-timeout': '30s', ...inputs }, env())

const FLEET_HEADER = '|  | App | Version (build) | Team | Submission | Status | Time |'

/** The deployment statuses GitHub was sent, by deployment id. */
const deploymentStates = (): Record<string, unknown[]> => {
  const states: Record<string, unknown[]> = {}
  for (const { deployment, state } of statusesSent(github)) (states[deployment] ??= []).push(state)
  return states
}

const statusReads = (): string[] => submissionReadsOf(emulator)

describe('status of several ids: a matrix hands its ids to one final job', () => {
  test('one failed of three: all are followed to their end, then the step fails naming it', async () => {
    const { ids, deployments } = await legs(['completed', 'failed', 'completed'])
    const final = await finalJob({
      'submission-id': ids.join('\n'),
      'deployment-id': deployments.join(','),
      'github-token': 'ghs_final_token'
    })

    expect(final.exitCode).toBe(1)
    expect(JSON.parse(final.outputs['submission-ids'])).toEqual(ids)
    expect(final.outputs).toMatchObject({ 'completed-count': '2', 'failed-count': '1' })
    // With several, the outputs of one are unset: submission-ids and json say it all.
    expect(final.outputs['submission-id']).toBeUndefined()
    expect(final.outputs.status).toBeUndefined()
    const json = jsonRecords(final)
    expect(json).toHaveLength(3)
    expect(json.map(record => [record.id, record.status])).toEqual([
      [ids[0], 'completed'],
      [ids[1], 'failed'],
      [ids[2], 'completed']
    ])
    // The app of each, from what its deployment recorded when the leg sent it.
    json.forEach((record, i) =>
      expect(record).toMatchObject({
        bundle_id: APPS[i].bundleId,
        version: APPS[i].version,
        build: APPS[i].build
      })
    )
    expect(json[1].error).toMatch(/ended with status 'failed'/)
    expect(json[0].error).toBeUndefined()

    // One table, the failure first; each submission's own summary folded under it.
    expect(final.summary.split(FLEET_HEADER)).toHaveLength(2)
    const rows = tableRows(final.summary)
    expect(rows).toHaveLength(3)
    expect(rows[0]).toMatch(
      /^\| ❌ \| `com\.example\.beta` \| 2\.0\.0 \(20\) \| 1234567 \| `sub_0002` \| `failed` \|/
    )
    expect(rows.slice(1).every(row => row.startsWith('| ✅ |'))).toBe(true)
    expect(final.summary.match(/<details>/g)).toHaveLength(3)

    expect(final.log).toMatch(
      /::error::1 of 3 submissions failed; the other 2 went through:%0A- sub_0002 — com\.example\.beta 2\.0\.0 \(20\): Submission sub_0002 ended with status 'failed'/
    )
    expect(final.log).toContain('[sub_0003] Submission sub_0003: completed')
    // Each deployment follows its own submission to its own end.
    const states = deploymentStates()
    expect(Object.keys(states).sort()).toEqual([...deployments].sort())
    expect(deployments.map(id => states[id].at(-1))).toEqual(['success', 'failure', 'success'])
  }, 30_000)

  test('all went through: one headline, the counts, the step passes', async () => {
    // A service whose records name no app (the emulator's name the app of an uploaded IPA).
    emulator.configure({ fileFields: false })
    const { ids } = await legs(['completed', 'completed', 'completed'])
    const final = await finalJob({ 'submission-id': ids.join('\n') })
    expect(final.exitCode).toBe(0)
    expect(final.outputs).toMatchObject({ 'completed-count': '3', 'failed-count': '0' })
    expect(final.summary).toContain('✅ **All 3 submissions went through**: each ended well.')
    // No deployment was given: the row names no app, the record says so.
    expect(jsonRecords(final)[0]).toMatchObject({ id: ids[0], bundle_id: null })
  }, 30_000)

  test('commas work as lines do, spaces around them are trimmed, and an id given twice is followed once', async () => {
    const { ids } = await legs(['stuck', 'stuck', 'stuck'])
    const final = await finalJob({
      'submission-id': ` ${ids[0]} ,${ids[1]},, ${ids[0]}\n${ids[2]}, `,
      wait: 'false'
    })
    expect(final.exitCode).toBe(0)
    expect(JSON.parse(final.outputs['submission-ids'])).toEqual(ids)
    expect(statusReads().sort()).toEqual([...ids].sort())
    expect(final.outputs).toMatchObject({ 'completed-count': '3', 'failed-count': '0' })
    expect(final.summary).toContain(
      '📨 **3 submissions read**: 0 ended well, 3 still in progress (not waiting for the outcome).'
    )
  }, 30_000)

  test("a submit job's submission-ids output, given as it is, is read as its ids", async () => {
    const first = await run(
      {
        'ipa-path': APPS.map(app => path.join(dir, `${app.name}.ipa`)).join('\n'),
        multiple: 'true',
        wait: 'false'
      },
      env()
    )
    expect(first.exitCode).toBe(0)
    const ids = JSON.parse(first.outputs['submission-ids']) as string[]
    expect(ids).toHaveLength(3)
    emulator.requests.length = 0
    const final = await finalJob({ 'submission-id': first.outputs['submission-ids'] })
    expect(final.exitCode).toBe(0)
    expect(JSON.parse(final.outputs['submission-ids'])).toEqual(ids)
    expect([...new Set(statusReads())].sort()).toEqual([...ids].sort())
    expect(final.outputs).toMatchObject({ 'completed-count': '3', 'failed-count': '0' })
  }, 30_000)

  test('an id the service does not know fails only that one', async () => {
    const { ids } = await legs(['completed', 'completed', 'completed'])
    const final = await finalJob({ 'submission-id': [ids[0], 'sub_4711', ids[1]].join('\n') })
    expect(final.exitCode).toBe(1)
    expect(final.outputs).toMatchObject({ 'completed-count': '2', 'failed-count': '1' })
    expect(JSON.parse(final.outputs['submission-ids'])).toEqual([ids[0], 'sub_4711', ids[1]])
    const json = jsonRecords(final)
    expect(json.map(record => record.status)).toEqual(['completed', null, 'completed'])
    expect(json[1]).toMatchObject({ id: 'sub_4711' })
    expect(json[1].error).toMatch(/^The service does not know submission sub_4711/)
    // No app is known, and the id is said once, in its own column.
    expect(tableRows(final.summary)[0]).toMatch(
      // The app column says so (no deployment or record names one); the id is not said again.
      /^\| ❌ \| not known \|(?: {3}\|)* `sub_4711` \| not read \|/
    )
    expect(final.log).toMatch(
      /::error::1 of 3 submissions failed.*sub_4711: The service does not know/
    )
  }, 30_000)

  test('each keeps its own wait-timeout: the one still processing fails, the others end well', async () => {
    const { ids } = await legs(['completed', 'stuck', 'completed'])
    const final = await finalJob({ 'submission-id': ids.join(',') })
    expect(final.exitCode).toBe(1)
    expect(final.outputs).toMatchObject({ 'completed-count': '2', 'failed-count': '1' })
    const json = jsonRecords(final)
    expect(json.map(record => record.status)).toEqual(['completed', 'processing', 'completed'])
    expect(json[1].error).toMatch(/was still 'processing' after 'wait-timeout' \(30s\)/)
  }, 30_000)

  test('dry run: each is read once, no deployment is touched', async () => {
    const { ids, deployments } = await legs(['completed', 'completed', 'completed'])
    const final = await finalJob({
      'submission-id': ids.join('\n'),
      'deployment-id': deployments.join('\n'),
      'github-token': 'ghs_final_token',
      'dry-run': 'true'
    })
    expect(final.exitCode).toBe(0)
    expect(statusReads().sort()).toEqual([...ids].sort())
    expect(github.calls).toEqual([])
  }, 30_000)
})

describe('several ids: what is refused before any request', () => {
  test('every id that cannot be one is told, beside the good ones, in one run', async () => {
    const final = await finalJob({
      'submission-id': ['sub_0001', 'sub\u0007bell', 'x'.repeat(201), 'sub_0002'].join('\n'),
      wait: 'soon'
    })
    expect(final.exitCode).toBe(1)
    expect(final.log).toContain(
      "Input 'submission-id' has 2 ids of 4 that cannot be one: the 2nd ('sub bell') holds a control character; the 3rd ("
    )
    expect(final.log).toContain('is 201 characters long.')
    expect(final.log).toContain("Input 'wait' is 'soon'")
    expect(emulator.requests).toEqual([])
  })

  test('deployment-id of another count than submission-id names both counts', async () => {
    const final = await finalJob({
      'submission-id': 'sub_0001\nsub_0002\nsub_0003',
      'deployment-id': '99,100',
      'github-token': 'ghs_final_token'
    })
    expect(final.exitCode).toBe(1)
    expect(final.log).toContain(
      "Input 'deployment-id' holds 2 ids for 3 submission ids: give one deployment per submission, in the same order"
    )
    expect(emulator.requests).toEqual([])
    expect(github.calls).toEqual([])
  })

  test('one deployment for two submissions is refused', async () => {
    const final = await finalJob({
      'submission-id': 'sub_0001,sub_0002',
      'deployment-id': '99,99',
      'github-token': 'ghs_final_token'
    })
    expect(final.exitCode).toBe(1)
    expect(final.log).toContain(
      "Input 'deployment-id' gives GitHub Deployment 99 to both sub_0001 and sub_0002"
    )
    expect(emulator.requests).toEqual([])
  })

  test('deployments in another order than their submissions: none is followed', async () => {
    const { ids, deployments } = await legs(['completed', 'completed', 'completed'])
    const final = await finalJob({
      'submission-id': ids.join('\n'),
      'deployment-id': [deployments[1], deployments[0], deployments[2]].join('\n'),
      'github-token': 'ghs_final_token'
    })
    expect(final.exitCode).toBe(1)
    expect(final.log).toContain(
      "::error::'deployment-id' and 'submission-id' are not in the same order, so no submission was followed"
    )
    expect(final.log).toContain(
      `GitHub Deployment ${deployments[1]} records submission ${ids[1]}, but is given beside ${ids[0]}.`
    )
    // Only the deployments were read: nothing was changed, and no status was read.
    expect(github.calls.map(call => call.method)).toEqual(['GET', 'GET', 'GET'])
    expect(statusReads()).toEqual([])
  }, 30_000)
})

describe('several ids from the command-line tool', () => {
  test('a repeated --submission-id adds an id; the counts and ids come out as dotenv lines', async () => {
    const { ids } = await legs(['completed', 'failed', 'completed'])
    const args = ids.flatMap(id => ['--submission-id', id])
    const tool = await runCliInProcess(['status', ...args, '--poll-interval', '1s'], {
      env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl },
      cwd: dir,
      virtualTime: true
    })
    expect(tool.exitCode).toBe(1)
    expect(dotenv(tool.stdout)).toMatchObject({
      APP_DEPLOY_SUBMISSION_IDS: JSON.stringify(ids),
      APP_DEPLOY_COMPLETED_COUNT: '2',
      APP_DEPLOY_FAILED_COUNT: '1'
    })
    expect(tool.stderr).toContain(`[${ids[1]}] Submission ${ids[1]}: failed`)
    expect(tool.stderr).toMatch(/1 of 3 submissions failed/)
    expect(statusReads()).toEqual(expect.arrayContaining(ids))
  }, 30_000)
})

/**
 * Issue 48's "done when", end to end with real runs only: a fleet of 7 sent by the three jobs of one
 * GitLab pipeline (`parallel: 3`), each the tool's bundle in a process of its own against one
 * emulator that fails one app, then `gather` of their reports: the release's outputs, its summary and
 * its failure; a re-run of a shard; a missing report; a report of another pipeline; and the action's
 * bundle as a GitHub matrix of three legs and a gather job. Asserted: what the emulator made, the
 * outputs, the summary files, the exit codes, the log's failure.
 */
import { beforeAll, describe, expect, test } from '@jest/globals'
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { TWO_TEAM_ACCOUNT } from './support/accounts.js'
import { actionFixture, createsTo, trackedRun } from './support/fixture.js'
import { whitelabelBundleId, whitelabelIpas } from './support/fleet.js'
import { tableRows } from './support/fleet-report.js'
import { dotenv, runCli, type CliRun } from './support/run-cli.js'
import type { FleetReportDocument } from '../src/fleet/report-document.js'

// One emulator for the whole file: each test goes on from what the jobs before sent.
const { emulator, dir, key } = await actionFixture('e2e-shards-gather')

const APPS = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne']
/** The emulator fails the third submission it makes; which app that is, the race of the shards says. */
const FAILED_AT = 2
const build = path.join(dir, 'build')
let glob: string

beforeAll(async () => {
  emulator.configure({
    teams: TWO_TEAM_ACCOUNT,
    submissionOutcomes: ['completed', 'completed', 'failed']
  })
  glob = await whitelabelIpas(
    build,
    Object.fromEntries(
      APPS.map((name, i) => [name, { version: '1.0.0', build: String(10 + i), fillerEntries: i }])
    )
  )
})

const reportOf = (n: number, folder = 'reports') => path.join(dir, folder, `shard-${n}.json`)
const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as FleetReportDocument

/** The variables every job of pipeline `id` has (the gather job's too): no key, no service. */
const pipelineEnv = (id = '9100') => ({
  GITLAB_CI: 'true',
  CI: 'true',
  CI_PIPELINE_ID: id,
  CI_PROJECT_PATH: 'agency/white-label'
})

/** Job `n` (from 1, as GitLab numbers them) of a `parallel: 3` job, waiting for the review. */
function gitlabJob(n: number, { pipeline = '9100', report = reportOf(n), dryRun = false } = {}) {
  return runCli(
    [
      'submit',
      '--multiple',
      '--ipa-path',
      glob,
      '--poll-interval',
      '1s',
      '--report-file',
      report,
      ...(dryRun ? ['--dry-run'] : [])
    ],
    {
      cwd: dir,
      timeoutMs: 60_000,
      env: {
        ...pipelineEnv(pipeline),
        APP_DEPLOY_API_KEY: key,
        APP_DEPLOY_BASE_URL: emulator.baseUrl,
        CI_JOB_NAME: `submit ${n}/3`,
        CI_NODE_INDEX: String(n),
        CI_NODE_TOTAL: '3'
      }
    }
  )
}

interface Gathered extends CliRun {
  outputs: Record<string, string>
  summary: string
}

let gathers = 0
/** The pipeline's gather job: `gather --reports <glob>` from the suite's folder, its summary a file. */
async function gather(reports: string, args: string[] = []): Promise<Gathered> {
  const summaryFile = path.join(dir, `summary-${++gathers}.md`)
  const ran = await runCli(
    ['gather', '--reports', reports, '--summary-file', summaryFile, ...args],
    {
      cwd: dir,
      env: { ...pipelineEnv(), CI_JOB_NAME: 'gather' }
    }
  )
  return { ...ran, outputs: dotenv(ran.stdout), summary: readFileSync(summaryFile, 'utf8') }
}

/** The rows of the summary's table of shards, each by its column's header. */
function shardRows(summary: string): Array<Record<string, string>> {
  const lines = summary.split('#### Shards')[1]?.trim().split('\n') ?? []
  const cells = (line: string) =>
    line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map(cell => cell.trim())
  const headers = cells(lines[0] ?? '')
  return lines.slice(2).map(line => Object.fromEntries(cells(line).map((c, i) => [headers[i], c])))
}

/** The lines of the log's failure that name one thing each: a failed app, a problem of the set. */
const namedIn = (stderr: string) => stderr.split('\n').filter(line => line.startsWith('error: - '))

const sorted = (ids: string[]) => [...ids].sort()

describe('the tool: three jobs of one GitLab pipeline, then gather', () => {
  let jobs: CliRun[]
  let reports: FleetReportDocument[]
  /** The app the emulator failed: its file, its bundle id, its submission, its shard (from 1). */
  let failed: { file: string; bundleId: string; id: string; shard: number }
  let first: Gathered

  beforeAll(async () => {
    jobs = await Promise.all([1, 2, 3].map(n => gitlabJob(n)))
    reports = [1, 2, 3].map(n => readReport(reportOf(n)))
    const id = emulator.made().submissions[FAILED_AT]
    const create = createsTo(emulator).find(
      request => (request.responseBody as Array<{ id: string }>)[0]?.id === id
    )
    const file = create!.files![0].filename
    const name = file.replace(/\.ipa$/, '')
    failed = {
      file,
      bundleId: whitelabelBundleId(name),
      id,
      shard: reports.findIndex(report => report.share.includes(file)) + 1
    }
    first = await gather('reports/*.json')
  }, 120_000)

  test('each app is made once; the job holding the failed app exits 1, the others 0', () => {
    expect(emulator.made().submissions).toHaveLength(APPS.length)
    expect(failed.shard).toBeGreaterThan(0)
    expect(jobs.map(job => job.exitCode)).toEqual([1, 2, 3].map(n => (n === failed.shard ? 1 : 0)))
  })

  test("the three jobs' reports name one split of the fleet", () => {
    expect(reports[0].split).toMatch(/^[0-9a-f]{64}$/)
    expect(reports.map(report => report.split)).toEqual(reports.map(() => reports[0].split))
  })

  test('gather fails (exit 1) and sets the whole release: every submission of the 7, 6 completed, 1 failed', () => {
    expect(first.exitCode).toBe(1)
    expect(first.outputs).toEqual({
      APP_DEPLOY_SUBMISSION_IDS: expect.any(String),
      APP_DEPLOY_COMPLETED_COUNT: '6',
      APP_DEPLOY_FAILED_COUNT: '1',
      APP_DEPLOY_TEAM_ID: '1234567'
    })
    const ids = JSON.parse(first.outputs.APP_DEPLOY_SUBMISSION_IDS) as string[]
    expect(sorted(ids)).toEqual(sorted(emulator.made().submissions))
  })

  test("gather's --json prints the outputs and the record of each of the 7 apps, the failed one failed", async () => {
    const run = await gather('reports/*.json', ['--json'])
    expect(run.exitCode).toBe(1)
    const printed = JSON.parse(run.stdout) as {
      outputs: Record<string, unknown>
      records: Array<{ id: string; status: string; bundle_id: string }>
    }
    expect(printed.outputs).toMatchObject({ 'completed-count': '6', 'failed-count': '1' })
    expect(sorted(printed.records.map(record => record.id))).toEqual(
      sorted(emulator.made().submissions)
    )
    expect(printed.records.filter(record => record.status !== 'completed')).toEqual([
      expect.objectContaining({ id: failed.id, status: 'failed', bundle_id: failed.bundleId })
    ])
  })

  test('the summary: one row per app, the failed app first, then the three shards', () => {
    const rows = tableRows(first.summary)
    expect(rows).toHaveLength(APPS.length)
    expect(rows[0]).toMatch(new RegExp(`^\\| ❌ \\| \`${failed.bundleId}\` \\|.*\`${failed.id}\``))
    expect(rows.slice(1).every(row => row.startsWith('| ✅ |'))).toBe(true)
    expect(
      shardRows(first.summary).map(row => ({
        shard: row.Shard,
        apps: row.Apps,
        failed: !!row.Failure
      }))
    ).toEqual(
      reports.map((report, i) => ({
        shard: `${i + 1} of 3`,
        apps: String(report.apps.length),
        failed: i + 1 === failed.shard
      }))
    )
  })

  test('the failure names the failed app, its submission and its shard', () => {
    const named = namedIn(first.stderr)
    expect(named).toHaveLength(1)
    expect(named[0]).toContain(`${failed.file} — ${failed.bundleId} `)
    expect(named[0]).toContain(`(shard ${failed.shard})`)
    expect(named[0]).toContain(`Submission ${failed.id} ended with status 'failed'`)
  })

  test('a re-run of a job whose apps went through makes nothing new, rewrites its report, and gather gives the same release', async () => {
    const n = [1, 2, 3].find(shard => shard !== failed.shard)!
    const keys = new Set(createsTo(emulator).map(request => request.headers['idempotency-key']))
    const made = emulator.made().submissions
    const before = reports[n - 1]
    emulator.requests.length = 0
    const rerun = await gitlabJob(n)
    expect(rerun.exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(made)
    const resent = createsTo(emulator)
    expect(resent).toHaveLength(before.share.length)
    for (const request of resent) expect(keys).toContain(request.headers['idempotency-key'])
    const after = readReport(reportOf(n))
    expect(after.startedAt > before.startedAt).toBe(true)
    expect(after.apps.map(app => [app.label, app.id])).toEqual(
      before.apps.map(app => [app.label, app.id])
    )
    const again = await gather('reports/*.json')
    expect({ exitCode: again.exitCode, outputs: again.outputs }).toEqual({
      exitCode: first.exitCode,
      outputs: first.outputs
    })
  }, 60_000)

  test('a missing report fails gather naming its shard (index 1 of 3), and sets no outputs of a release', async () => {
    mkdirSync(path.join(dir, 'missing'))
    for (const n of [1, 3]) copyFileSync(reportOf(n), reportOf(n, 'missing'))
    const run = await gather('missing/*.json')
    expect(run.exitCode).toBe(1)
    const named = namedIn(run.stderr).filter(line => !line.includes(failed.file))
    expect(named).toHaveLength(1)
    expect(named[0]).toMatch(/\bshard 2 of 3 \(index 1\)/)
    expect(run.outputs).toEqual({})
    expect(run.summary).toContain('shard 2 of 3 (index 1)')
  })

  test('a report of another pipeline among them fails gather naming its file', async () => {
    mkdirSync(path.join(dir, 'mixed'))
    for (const n of [1, 2, 3]) copyFileSync(reportOf(n), reportOf(n, 'mixed'))
    const stray = path.join(dir, 'mixed', 'shard-3-of-9200.json')
    await gitlabJob(3, { pipeline: '9200', report: stray })
    expect(readReport(stray).run?.id).toBe('GitLab CI pipeline agency/white-label#9200')
    const run = await gather('mixed/*.json')
    expect(run.exitCode).toBe(1)
    const named = namedIn(run.stderr).filter(line => !line.includes(failed.file))
    expect(named).toEqual([expect.stringContaining(stray)])
    expect(named[0]).toContain('GitLab CI pipeline agency/white-label#9200')
    expect(run.outputs).toEqual({})
  }, 60_000)

  test("a dry run's reports fail gather, each named (nothing was sent), and set no outputs of a release", async () => {
    const made = emulator.made().submissions
    const jobs = await Promise.all(
      [1, 2, 3].map(n => gitlabJob(n, { report: reportOf(n, 'dry'), dryRun: true }))
    )
    expect(jobs.map(job => job.exitCode)).toEqual([0, 0, 0])
    expect(emulator.made().submissions).toEqual(made)
    expect(readReport(reportOf(1, 'dry')).dryRun).toBe(true)
    const run = await gather('dry/*.json')
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toEqual({})
    expect(namedIn(run.stderr)).toEqual(
      [1, 2, 3].map(
        n =>
          `error: - ${reportOf(n, 'dry')} (shard ${n} of 3 (index ${n - 1})) is a dry run's report: nothing was sent.`
      )
    )
    expect(run.stderr).toContain("Run each shard that made a dry run's report without --dry-run")
  }, 60_000)
})

describe('the action: three legs of a GitHub matrix, then a gather job', () => {
  const folder = path.join(dir, 'action-reports')
  /** What every job of the workflow's run has; each leg of the matrix is the same job. */
  const runEnv = (job: string) => ({ GITHUB_JOB: job, GITHUB_RUN_ATTEMPT: '1' })

  beforeAll(() => {
    // A service of its own: no app fails, and nothing the GitLab jobs made is counted.
    emulator.reset({ config: true })
    emulator.configure({ teams: TWO_TEAM_ACCOUNT })
  })

  test("the legs send each app once; gather sets the release's outputs and summary, exit 0", async () => {
    const legs = await Promise.all(
      [0, 1, 2].map(index =>
        trackedRun(
          {
            'api-key': key,
            'base-url': emulator.baseUrl,
            'ipa-path': glob,
            multiple: 'true',
            'poll-interval': '1s',
            'shard-index': String(index),
            'shard-total': '3',
            'report-file': path.join(folder, `shard-${index}.json`)
          },
          { bundle: true, timeoutMs: 60_000, env: runEnv('submit') }
        )
      )
    )
    expect(legs.map(leg => leg.exitCode)).toEqual([0, 0, 0])
    const made = emulator.made().submissions
    expect(made).toHaveLength(APPS.length)

    const gathered = await trackedRun(
      { command: 'gather', reports: `${folder}/*.json` },
      { bundle: true, timeoutMs: 30_000, env: runEnv('gather') }
    )
    expect(gathered.exitCode).toBe(0)
    expect(gathered.outputs).toMatchObject({ 'completed-count': '7', 'failed-count': '0' })
    expect(sorted(JSON.parse(gathered.outputs['submission-ids']) as string[])).toEqual(sorted(made))
    expect(tableRows(gathered.summary).map(row => row.startsWith('| ✅ |'))).toEqual(
      APPS.map(() => true)
    )
    expect(gathered.summary).toContain('**7 apps over 3 shards**')
    expect(shardRows(gathered.summary).map(row => row.Shard)).toEqual(
      [1, 2, 3].map(n => `[${n} of 3](https://github.com/octo-org/ios-app/actions/runs/4242)`)
    )
  }, 120_000)
})

/**
 * A fleet split across a CI's parallel jobs (issue 48): three GitLab jobs of one pipeline
 * (`parallel: 3`), each the tool's bundle in a process of its own against one emulator, send each
 * app exactly once between them, and each writes its report file; a re-run of one job sends nothing;
 * the action's bundle, given its shard by its inputs, splits the fleet alike and writes its report.
 * Asserted: what the emulator received, the report files, the exit codes.
 */
import { beforeAll, describe, expect, test } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { TWO_TEAM_ACCOUNT } from './support/accounts.js'
import { actionFixture, createsTo } from './support/fixture.js'
import { whitelabelBundleId, whitelabelIpas } from './support/fleet.js'
import { runCli } from './support/run-cli.js'
import type { FleetReportDocument } from '../src/fleet/report-document.js'

// One emulator for the whole file, never reset: each test goes on from what the jobs before sent.
const { emulator, dir, key, run, ipa } = await actionFixture('e2e-shards')

const APPS = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne']
const build = path.join(dir, 'build')
let glob: string

beforeAll(async () => {
  emulator.configure({ teams: TWO_TEAM_ACCOUNT })
  glob = await whitelabelIpas(
    build,
    Object.fromEntries(
      // Sizes that differ, for the split to balance: each app's executable grows by a few KiB.
      APPS.map((name, i) => [name, { version: '1.0.0', build: String(10 + i), fillerEntries: i }])
    )
  )
})

const reportOf = (n: number) => path.join(dir, 'reports', `shard-${n}.json`)

/** The variables of one of the pipeline's `parallel: 3` jobs, numbered from 1 as GitLab does. */
const gitlabEnv = (n: number) => ({
  APP_DEPLOY_API_KEY: key,
  APP_DEPLOY_BASE_URL: emulator.baseUrl,
  GITLAB_CI: 'true',
  CI: 'true',
  CI_PIPELINE_ID: '9100',
  CI_PROJECT_PATH: 'agency/white-label',
  CI_JOB_NAME: `submit ${n}/3`,
  CI_NODE_INDEX: String(n),
  CI_NODE_TOTAL: '3'
})

/** One of the pipeline's `parallel: 3` jobs. */
function gitlabJob(n: number) {
  return runCli(
    ['submit', '--multiple', '--ipa-path', glob, '--no-wait', '--report-file', reportOf(n)],
    { cwd: dir, timeoutMs: 60_000, env: gitlabEnv(n) }
  )
}

const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as FleetReportDocument

describe('three GitLab jobs of one pipeline share a fleet of 7', () => {
  let reports: FleetReportDocument[]

  beforeAll(async () => {
    const jobs = await Promise.all([1, 2, 3].map(gitlabJob))
    for (const job of jobs)
      expect({ exitCode: job.exitCode, stderr: job.stderr }).toMatchObject({ exitCode: 0 })
    reports = [1, 2, 3].map(n => readReport(reportOf(n)))
  }, 120_000)

  test('every app is created exactly once across the shards', () => {
    const creates = createsTo(emulator)
    expect(creates).toHaveLength(APPS.length)
    const files = creates.map(request => request.files?.[0]?.filename).sort()
    expect(files).toEqual(APPS.map(name => `${name}.ipa`).sort())
    expect(new Set(creates.map(request => request.headers['idempotency-key'])).size).toBe(
      APPS.length
    )
    expect(emulator.made().submissions).toHaveLength(APPS.length)
  })

  test("each shard's report says its shard, the fleet, its share and each app's record", () => {
    reports.forEach((report, index) => {
      expect(report).toMatchObject({
        kind: 'app-store-deploy fleet report',
        version: 1,
        command: 'submit',
        shard: { index, total: 3 },
        fleetSize: 7,
        run: { tie: 'pipeline', id: 'GitLab CI pipeline agency/white-label#9100' }
      })
      expect(report.records).toHaveLength(report.share.length)
      expect(report.apps.map(app => app.label)).toEqual(report.share)
      expect(report.failure).toBeUndefined()
      for (const [i, record] of report.records.entries()) {
        expect(record).toMatchObject({ bundle_id: report.apps[i].bundleId })
        expect(record.id).toEqual(report.apps[i].id)
      }
    })
    const shares = reports.flatMap(report => report.share).sort()
    expect(shares).toEqual(APPS.map(name => `${name}.ipa`).sort())
    const ids = reports.flatMap(report => report.apps.map(app => app.id)).sort()
    expect(ids).toEqual([...emulator.made().submissions].sort())
    expect(reports.flatMap(report => report.apps.map(app => app.bundleId)).sort()).toEqual(
      APPS.map(whitelabelBundleId).sort()
    )
  })

  test("a re-run of shard 2 makes nothing new: its creates carry the first run's keys, and the service answers with what it holds", async () => {
    const keys = new Set(createsTo(emulator).map(request => request.headers['idempotency-key']))
    const made = [...emulator.made().submissions]
    emulator.requests.length = 0
    const rerun = await gitlabJob(2)
    expect(rerun.exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(made)
    const resent = createsTo(emulator)
    expect(resent).toHaveLength(reports[1].share.length)
    for (const request of resent) expect(keys).toContain(request.headers['idempotency-key'])
    const report = readReport(reportOf(2))
    expect(report.share).toEqual(reports[1].share)
    expect(report.apps.map(app => app.id)).toEqual(reports[1].apps.map(app => app.id))
  }, 60_000)

  test('a re-run of all with another shard-total makes nothing new', async () => {
    const made = [...emulator.made().submissions]
    const other = (index: number) =>
      runCli(['submit', '--multiple', '--ipa-path', glob, '--no-wait'], {
        cwd: dir,
        timeoutMs: 60_000,
        env: {
          ...gitlabEnv(index + 1),
          APP_DEPLOY_SHARD_INDEX: String(index),
          APP_DEPLOY_SHARD_TOTAL: '2'
        }
      })
    const jobs = await Promise.all([other(0), other(1)])
    expect(jobs.map(job => job.exitCode)).toEqual([0, 0])
    expect(emulator.made().submissions).toEqual(made)
  }, 120_000)

  test("the action's bundle, as shard 1 of 3 by its inputs, splits alike and writes its report", async () => {
    const file = path.join(dir, 'reports', 'action-shard-0.json')
    const action = await run(
      {
        command: 'submit',
        'ipa-path': glob,
        multiple: 'true',
        wait: 'false',
        'shard-index': '0',
        'shard-total': '3',
        'report-file': file
      },
      { bundle: true, timeoutMs: 60_000 }
    )
    expect(action.exitCode).toBe(0)
    const report = readReport(file)
    expect(report).toMatchObject({ shard: { index: 0, total: 3 }, fleetSize: 7 })
    expect(report.share).toEqual(reports[0].share)
    expect(report.records).toHaveLength(report.share.length)
  }, 60_000)
})

describe('a report whatever the end', () => {
  test('a preflight refusal: every app of the share listed with its failure, exit 2', async () => {
    const folder = path.join(dir, 'refused')
    const refusedGlob = await whitelabelIpas(folder, { Acme: {}, Globex: {} })
    writeFileSync(path.join(folder, 'Broken.ipa'), 'not a zip')
    const file = path.join(dir, 'reports', 'refused.json')
    const job = await runCli(
      ['submit', '--multiple', '--ipa-path', refusedGlob, '--no-wait', '--report-file', file],
      {
        cwd: dir,
        timeoutMs: 60_000,
        env: { ...gitlabEnv(1), APP_DEPLOY_SHARD_INDEX: '0', APP_DEPLOY_SHARD_TOTAL: '1' }
      }
    )
    expect(job.exitCode).toBe(2)
    const report = readReport(file)
    expect(report.apps.map(app => app.label)).toEqual(['Acme.ipa', 'Broken.ipa', 'Globex.ipa'])
    expect(report.apps.every(app => app.failure)).toBe(true)
    expect(report.records.every(record => typeof record.error === 'string')).toBe(true)
    expect(report.failure).toMatchObject({ code: 2 })
  }, 60_000)

  test('a shard given no IPA sends nothing, says so, succeeds, and reports an empty share', async () => {
    const folder = path.join(dir, 'two')
    const twoGlob = await whitelabelIpas(folder, { Acme: {}, Globex: {} })
    const file = path.join(dir, 'reports', 'empty.json')
    emulator.requests.length = 0
    const job = await runCli(
      ['submit', '--multiple', '--ipa-path', twoGlob, '--no-wait', '--report-file', file],
      {
        cwd: dir,
        timeoutMs: 60_000,
        env: { ...gitlabEnv(1), APP_DEPLOY_SHARD_INDEX: '4', APP_DEPLOY_SHARD_TOTAL: '5' }
      }
    )
    expect(job.exitCode).toBe(0)
    expect(job.stderr).toContain(
      "Shard 5 of 5: none of the fleet's 2 IPAs (more shards than apps), so this one sends nothing."
    )
    expect(createsTo(emulator)).toEqual([])
    expect(readReport(file)).toMatchObject({
      shard: { index: 4, total: 5 },
      fleetSize: 2,
      share: [],
      apps: [],
      records: []
    })
  }, 60_000)

  test('one IPA, not a fleet: its report lists it, unsplit', async () => {
    const file = path.join(dir, 'reports', 'one.json')
    const job = await runCli(['upload', '--ipa-path', ipa, '--report-file', file], {
      cwd: dir,
      timeoutMs: 60_000,
      env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl }
    })
    expect(job.exitCode).toBe(0)
    const report = readReport(file)
    expect(report).toMatchObject({
      command: 'upload',
      shard: { index: 0, total: 1 },
      fleetSize: 1,
      share: ['App.ipa']
    })
    expect(report.apps).toEqual([
      expect.objectContaining({ label: 'App.ipa', id: report.outputs['ipa-id'] })
    ])
    expect(report.run).toBeUndefined()
  }, 60_000)

  test('a report that cannot be written fails a run that went through, naming the file', async () => {
    const blocker = path.join(dir, 'a-file')
    writeFileSync(blocker, '')
    const job = await runCli(
      ['upload', '--ipa-path', ipa, '--report-file', path.join(blocker, 'report.json')],
      {
        cwd: dir,
        timeoutMs: 60_000,
        env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl }
      }
    )
    expect(job.exitCode).toBe(1)
    expect(job.stderr).toMatch(
      /The report could not be written to .*a-file\/report\.json: .*Give --report-file a path this job may write to\./
    )
  }, 60_000)
})

/**
 * `gather` as users meet it: the bundled tool (dist/cli.js) and action (dist/index.js) given a folder
 * of shards' reports (support/shard-reports.ts), with no API key and no base URL: the outputs, the
 * summary file, the log and the exit code, for a whole release, a missing shard, a report of another
 * run, a failed app, and hostile files.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { tableRows } from './support/fleet-report.js'
import { cleanup, runAction } from './support/run-action.js'
import { dotenv, runCli } from './support/run-cli.js'
import { app, RUN, shardReport, writeShardReports } from './support/shard-reports.js'

const root = mkdtempSync(path.join(os.tmpdir(), 'gather-e2e-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

let folders = 0
/** A fresh folder of reports in `root`: the tool runs from `root`, and is given `<name>/*.json`. */
function folder(): string {
  return path.join(root, `reports-${++folders}`)
}

/** The tool's gather of `<folder>/*.json`, from `root`, its summary written to a file. */
async function gather(dir: string, args: string[] = [], env: Record<string, string> = {}) {
  const summaryFile = path.join(root, `summary-${path.basename(dir)}.md`)
  const run = await runCli(
    ['gather', '--reports', `${path.basename(dir)}/*.json`, '--summary-file', summaryFile, ...args],
    { cwd: root, env }
  )
  return { ...run, outputs: dotenv(run.stdout), summary: readFileSync(summaryFile, 'utf8') }
}

describe('the tool gathers the reports of one run', () => {
  test('three shards of one run: exit 0, the whole release as outputs, one summary', async () => {
    const dir = folder()
    writeShardReports(dir, 3, 2)
    const run = await gather(dir)
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toEqual({
      APP_DEPLOY_SUBMISSION_IDS: JSON.stringify([
        'sub_1',
        'sub_2',
        'sub_3',
        'sub_4',
        'sub_5',
        'sub_6'
      ]),
      APP_DEPLOY_COMPLETED_COUNT: '6',
      APP_DEPLOY_FAILED_COUNT: '0',
      APP_DEPLOY_TEAM_ID: '42'
    })
    expect(run.summary).toMatch(/^## Fleet release\n/)
    expect(run.summary).toContain(
      '✅ **6 apps over 3 shards**: 6 went through, 0 failed, 0 still in progress.'
    )
    expect(tableRows(run.summary)).toHaveLength(6)
    expect(run.summary).toContain(`| [2 of 3](${RUN.url}) | 1 | 2 | 3m 05s |`)
  })

  test("--json prints every record of every shard, in the shards' order", async () => {
    const dir = folder()
    writeShardReports(dir, 3, 2)
    const run = await gather(dir, ['--json'])
    expect(run.exitCode).toBe(0)
    const records = JSON.parse(run.stdout) as Array<{ id: string; bundle_id: string }>
    expect(records.map(record => [record.id, record.bundle_id])).toEqual(
      [1, 2, 3, 4, 5, 6].map(n => [`sub_${n}`, `com.example.app${n}`])
    )
  })

  test('a missing shard fails the gather (exit 1), naming it', async () => {
    const dir = folder()
    const [, second] = writeShardReports(dir, 4, 1)
    rmSync(second)
    const run = await gather(dir)
    expect(run.exitCode).toBe(1)
    expect(run.stderr).toContain(
      'error: - shard 2 of 4 (index 1): no report among the files --reports matched.'
    )
    expect(run.summary).toContain('shard 2 of 4 (index 1): no report among the files')
  })

  test('a report of another run fails the gather, naming its file and its run', async () => {
    const dir = folder()
    const [, second] = writeShardReports(dir, 3, 1)
    const other = shardReport(1, 3, [app(2)], { run: { ...RUN, id: 'run octo/apps#6999' } })
    writeFileSync(second, JSON.stringify(other))
    const run = await gather(dir)
    expect(run.exitCode).toBe(1)
    expect(run.stderr).toContain(
      `error: - ${second} is a report of run octo/apps#6999, not of run octo/apps#7001.`
    )
  })

  test('an app failed in one shard fails the gather, naming the app; the others are counted', async () => {
    const dir = folder()
    writeShardReports(dir, 3, 2, report =>
      report.shard.index === 1
        ? shardReport(1, 3, [
            app(3),
            app(4, { status: 'failed', failure: 'Submission sub_4 failed: invalid binary.' })
          ])
        : report
    )
    const run = await gather(dir)
    expect(run.exitCode).toBe(1)
    expect(run.outputs).toMatchObject({
      APP_DEPLOY_COMPLETED_COUNT: '5',
      APP_DEPLOY_FAILED_COUNT: '1'
    })
    expect(run.stderr).toContain(
      'error: - App4.ipa — com.example.app4 1.0 (4) (shard 2): Submission sub_4 failed: invalid binary.'
    )
    expect(tableRows(run.summary)[0]).toMatch(/^\| ❌ \| `com\.example\.app4` \|/)
  })

  test("a shard whose run failed while none of its apps did fails the gather, naming the shard and its failure in one line; the release's outputs are set", async () => {
    const dir = folder()
    writeShardReports(dir, 3, 1, report =>
      report.shard.index === 1
        ? { ...report, failure: { code: 143, message: 'Stopped by SIGTERM\n::error::pwned' } }
        : report
    )
    const run = await gather(dir)
    expect(run.exitCode).toBe(1)
    expect(run.stderr).toContain(
      'error: - shard 2 of 3 (index 1): its run failed: Stopped by SIGTERM :'
    )
    expect(`${run.stdout}\n${run.stderr}`).not.toContain('::error::')
    expect(run.outputs).toMatchObject({
      APP_DEPLOY_COMPLETED_COUNT: '3',
      APP_DEPLOY_FAILED_COUNT: '0'
    })
    expect(run.summary).toContain('❌ **3 apps over 3 shards**')
  })

  test("reports of the shards' release-id, gather not given it in a CI run: it is told to give the same release-id, and given it, gathers the release", async () => {
    const dir = folder()
    writeShardReports(dir, 2, 1, report => ({
      ...report,
      run: { tie: 'release-id', id: 'release 2026.12' }
    }))
    const pipeline = {
      GITLAB_CI: 'true',
      CI: 'true',
      CI_PIPELINE_ID: '9300',
      CI_PROJECT_PATH: 'agency/white-label'
    }
    const run = await gather(dir, [], pipeline)
    expect(run.exitCode).toBe(1)
    expect(run.stderr).toContain(
      'The shards were given --release-id: give this step the same (2026.12).'
    )
    expect(run.stderr).not.toContain('the reports of this run only')
    const given = await gather(dir, ['--release-id', '2026.12'], pipeline)
    expect(given.exitCode).toBe(0)
    expect(given.outputs).toMatchObject({ APP_DEPLOY_COMPLETED_COUNT: '2' })
  })

  test('no file matched: exit 2, naming the glob', async () => {
    const run = await runCli(['gather', '--reports', 'nowhere/*.json'], { cwd: root })
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain("'nowhere/*.json' matches no file")
  })
})

describe('hostile reports are contained', () => {
  test('a label and a failure that try CI commands and markdown, a 100 MB file, a file that is no JSON', async () => {
    const dir = folder()
    writeShardReports(dir, 2, 1, report =>
      report.shard.index === 1
        ? shardReport(1, 2, [
            app(2, {
              label: 'Evil | `tick` \n::error::pwned.ipa',
              bundleId: 'com.evil|`x`',
              status: 'failed',
              failure: 'Rejected\n##vso[task.setvariable variable=X]1 ::set-env name=Y::2'
            })
          ])
        : report
    )
    const large = path.join(dir, 'large.json')
    writeFileSync(large, '')
    truncateSync(large, 100 * 1000 * 1000)
    writeFileSync(path.join(dir, 'notes.json'), 'not { json')
    const run = await gather(dir)
    expect(run.exitCode).toBe(1)
    const log = `${run.stdout}\n${run.stderr}`
    expect(log).not.toMatch(/^::/m)
    expect(log).not.toMatch(/##vso\[/)
    expect(run.stderr).toContain(
      `${large} is 95.4 MiB, more than a report can be (16.0 MiB): it was not read.`
    )
    expect(run.stderr).toContain(`${path.join(dir, 'notes.json')} is not JSON.`)
    // Each row of the table has its seven cells: no pipe of the report's text made another.
    for (const row of tableRows(run.summary)) expect(row.split(/(?<!\\)\|/)).toHaveLength(9)
    expect(run.summary).not.toMatch(/##vso\[|^::/m)
  })
})

describe('the bundled action', () => {
  test("gathers the reports of its own run into the step's outputs and summary", async () => {
    const dir = folder()
    const ownRun = { ...RUN, id: 'run octo-org/ios-app#4242' }
    writeShardReports(dir, 2, 2, report => ({ ...report, run: ownRun }))
    const run = await runAction({ command: 'gather', reports: `${dir}/*.json` })
    try {
      expect(run.exitCode).toBe(0)
      expect(run.outputs).toMatchObject({
        'submission-ids': JSON.stringify(['sub_1', 'sub_2', 'sub_3', 'sub_4']),
        'completed-count': '4',
        'failed-count': '0'
      })
      expect(JSON.parse(run.outputs.json)).toHaveLength(4)
      expect(run.summary).toContain('**4 apps over 2 shards**')
    } finally {
      cleanup(run)
    }
  })
})

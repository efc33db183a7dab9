/**
 * The tool in a GitLab CI job, its dotenv report read as GitLab reads one: GitLab keeps each
 * `NAME=value` line as a variable of the later jobs, which its runner expands (`$NAME`, `${NAME}`;
 * `$$` is a literal `$`; gitlab-org/gitlab#390115). A `$` the service wrote is written `$$`, so that
 * the later job has exactly the service's text, and never the value of another variable (its
 * `CI_JOB_TOKEN`, say); `--dotenv` reads such a report back as GitLab does.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { readDotenv } from '../src/cli/env-file.js'
import { gitlab } from '../src/platforms/gitlab.js'
import { actionFixture } from './support/fixture.js'
import {
  HOSTILE_REASON,
  answer,
  commandLines,
  failedWith,
  gitlabReads
} from './support/ci-steps.js'
import { runCli } from './support/run-cli.js'

const { emulator, key, dir, ipa } = await actionFixture('platform-gitlab')

beforeEach(() => {
  emulator.reset({ config: true })
  emulator.configure({ teams: emulator.config.teams.slice(0, 1) })
})

/** A later job's variables from a dotenv report: GitLab's parse, then its runner's expansion. */
function laterJob(report: string, jobVariables: Record<string, string>): Record<string, string> {
  const expand = (value: string): string =>
    value.replace(/\$\$|\$\{(\w+)\}|\$(\w+)/g, (match, braced?: string, bare?: string) =>
      match === '$$' ? '$' : (jobVariables[braced ?? bare ?? ''] ?? '')
    )
  return Object.fromEntries(
    report
      .split('\n')
      .filter(line => line.includes('='))
      .map(line => {
        const at = line.indexOf('=')
        return [line.slice(0, at), expand(line.slice(at + 1).trim())]
      })
  )
}

const TEXT = 'status of $HOME, ${PATH} and $CI_JOB_TOKEN, 100$ and $$'

describe('the tool in a GitLab CI job', () => {
  test("a later job has the service's text exactly, no variable's value in it", async () => {
    emulator.injectFault(
      answer('POST', '/ios/signed_ipas', 200, [{ id: 'sub_1', status: TEXT, created_at: TEXT }])
    )
    const run = await runCli(['submit', '--ipa-path', ipa, '--no-wait'], {
      cwd: dir,
      env: {
        APP_DEPLOY_API_KEY: key,
        APP_DEPLOY_BASE_URL: emulator.baseUrl,
        GITLAB_CI: 'true',
        CI_PIPELINE_ID: '9001',
        CI_PROJECT_PATH: 'apps/ios'
      }
    })
    expect(run.exitCode).toBe(0)
    const later = laterJob(run.stdout, {
      HOME: '/home/gitlab-runner',
      PATH: '/usr/bin',
      CI_JOB_TOKEN: 'glcbt-secret'
    })
    expect(later).toMatchObject({
      APP_DEPLOY_SUBMISSION_ID: 'sub_1',
      APP_DEPLOY_STATUS: TEXT,
      APP_DEPLOY_CREATED_AT: TEXT
    })
    expect(JSON.stringify(later)).not.toContain('glcbt-secret')
  })

  test("a hostile failure reason: GitLab's report holds it as written, its line breaks spaces (no report line takes one)", async () => {
    emulator.injectFault(failedWith(HOSTILE_REASON))
    const run = await runCli(['status', '--submission-id', 'sub_failed', '--no-wait'], {
      cwd: dir,
      env: {
        APP_DEPLOY_API_KEY: key,
        APP_DEPLOY_BASE_URL: emulator.baseUrl,
        GITLAB_CI: 'true',
        CI_PIPELINE_ID: '9002',
        CI_PROJECT_PATH: 'apps/ios'
      }
    })
    expect(run.exitCode).not.toBe(0)
    // Every line is one GitLab takes (a line it cannot parse refuses the whole report).
    const later = gitlabReads(run.stdout, { HOME: '/home/gitlab-runner' })
    expect(later.APP_DEPLOY_FAILURE_REASON).toBe(HOSTILE_REASON.replace('\n', ' '))
    expect(later.APP_DEPLOY_STATUS).toBe('failed')
    // --dotenv reads the report back as GitLab does.
    const report = path.join(mkdtempSync(path.join(dir, 'report-')), 'deploy.env')
    writeFileSync(report, run.stdout)
    const read = readDotenv({ flag: '--dotenv', path: report }, [], gitlab.dotenv?.read)
    expect(read?.values.get('APP_DEPLOY_FAILURE_REASON')?.value).toBe(
      HOSTILE_REASON.replace('\n', ' ')
    )
    // GitLab's log obeys no `::` or `##vso[`; its error line is the tool's, neutralised anyway.
    expect(commandLines(run.stderr)).toEqual([])
  })

  test.each([
    [
      'line breaks and controls',
      'a\r\nb\n\nc\u001b[0Ksection_start:1:x\rd',
      'a b c [0Ksection_start:1:x d'
    ],
    ['a tab, kept', 'a\tb', 'a\tb'],
    ['equals signs and quotes', `k=v "q" 'q'`, `k=v "q" 'q'`]
  ])('%s: written on one line GitLab takes', (_, value, read) => {
    const line = `APP_DEPLOY_STATUS=${gitlab.dotenv?.write(value) ?? ''}\n`
    expect(gitlabReads(line)).toEqual({ APP_DEPLOY_STATUS: read })
  })

  test('--dotenv reads a report written in a GitLab job as GitLab does', () => {
    const report = path.join(mkdtempSync(path.join(dir, 'report-')), 'deploy.env')
    writeFileSync(report, `APP_DEPLOY_SUBMISSION_ID=${gitlab.dotenv?.write('sub_$1') ?? ''}\n`)
    const read = readDotenv({ flag: '--dotenv', path: report }, [], gitlab.dotenv?.read)
    expect(read?.values.get('APP_DEPLOY_SUBMISSION_ID')?.value).toBe('sub_$1')
  })

  test.each([
    ['no dollar', 'no dollar'],
    ['$HOME', '$$HOME'],
    ['$$', '$$$$'],
    ['100$', '100$$']
  ])('%j is written %j, and read back', (value, written) => {
    expect(gitlab.dotenv?.write(value)).toBe(written)
    expect(gitlab.dotenv?.read(written)).toBe(value)
  })
})

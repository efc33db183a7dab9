/**
 * CircleCI (`CIRCLECI=true`), as a `run` step runs the tool: the outputs are appended to `$BASH_ENV`
 * as `export APP_DEPLOY_…='…'`, which CircleCI's bash sources before each later step of the job; a
 * later step reads back exactly what the service wrote, and sourcing runs nothing. `BASH_ENV` unset
 * is one warning; stdout keeps the dotenv lines. Its run identity (the workflow's workspace) is kept.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { bashQuoted, circleci } from '../src/platforms/circleci.js'
import { actionFixture, postsTo } from './support/fixture.js'
import {
  HOSTILE_REASON,
  HOSTILE_VALUE,
  answer,
  commandLines,
  failedWith,
  signedUrl,
  hostileCreate
} from './support/ci-steps.js'
import { type CliRun, dotenv, runCli } from './support/run-cli.js'

const { emulator, key, dir, ipa } = await actionFixture('platform-circleci')

beforeEach(() => {
  emulator.reset({ config: true })
  emulator.configure({ teams: emulator.config.teams.slice(0, 1) })
})

/**
 * What a later step of the job sees: bash sources `$BASH_ENV` (as CircleCI's shell does) in `cwd`,
 * then prints each variable as it is.
 */
function laterStep(bashEnv: string, cwd: string, names: string[]): Record<string, string> {
  const read = names.map(name => `printf '%s\\0' "$${name}"`).join('; ')
  const printed = execFileSync('bash', ['-c', `source "$BASH_ENV"; ${read}`], {
    cwd,
    env: { PATH: process.env.PATH ?? '', BASH_ENV: bashEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8'
  })
  const values = printed.split('\0')
  return Object.fromEntries(names.map((name, index) => [name, values[index]]))
}

describe('bash quoting', () => {
  test.each([
    ['', "''"],
    ['plain', "'plain'"],
    ["it's", `'it'\\''s'`],
    ["''", `''\\'''\\'''`],
    ['$(touch pwned) `touch pwned` $HOME \\', "'$(touch pwned) `touch pwned` $HOME \\'"],
    ['two\nlines', "'two\nlines'"],
    ['nul\0dropped', "'nuldropped'"]
  ])('%j is %s', (value, quoted) => {
    expect(bashQuoted(value)).toBe(quoted)
  })

  test.each([
    ['a quote', "it's"],
    ['quotes of both kinds', `'"'"'`],
    ['a command substitution', '$(touch pwned)'],
    ['backticks', '`touch pwned`'],
    ['variables', '$HOME ${PATH} $1 $@ !! !$'],
    ['backslashes', "\\ \\n \\\\ \\'"],
    ['new lines and a carriage return', 'one\ntwo\r\nthree\n'],
    ['a leading dash', '-e -n'],
    ['the hostile value', HOSTILE_VALUE],
    ['unicode', 'café ☕ \u2028']
  ])('%s: bash sources back exactly the value, and runs nothing', (_, value) => {
    const cwd = mkdtempSync(path.join(dir, 'quote-'))
    const file = path.join(cwd, 'bash_env')
    writeFileSync(file, `export X=${bashQuoted(value)}\n`)
    expect(laterStep(file, cwd, ['X']).X).toBe(value)
    expect(existsSync(path.join(cwd, 'pwned'))).toBe(false)
  })

  test('a rerun from failed keeps the workflow workspace, which ties the release', () => {
    const env = { CIRCLECI: 'true', CIRCLE_WORKFLOW_WORKSPACE_ID: 'ws-1', CIRCLE_JOB: 'release' }
    expect(circleci.run(env).pipeline).toEqual({
      ci: 'CircleCI',
      word: 'workflow',
      id: 'workflow workspace ws-1',
      job: 'release'
    })
  })
})

/** The tool as a CircleCI `run` step runs it, in a folder of its own, with a BASH_ENV a step began. */
async function step(
  args: string[],
  { bashEnv = true, bashEnvFile }: { bashEnv?: boolean; bashEnvFile?: string } = {}
): Promise<CliRun & { cwd: string; bashEnv: string }> {
  const cwd = mkdtempSync(path.join(dir, 'step-'))
  const file = path.join(cwd, 'bash_env')
  // An earlier step's line, without its new line: the tool's must not join it.
  writeFileSync(file, 'export EARLIER=1')
  const run = await runCli(args, {
    cwd,
    env: {
      APP_DEPLOY_API_KEY: key,
      APP_DEPLOY_BASE_URL: emulator.baseUrl,
      CIRCLECI: 'true',
      CI: 'true',
      CIRCLE_WORKFLOW_WORKSPACE_ID: `ws-${path.basename(cwd)}`,
      CIRCLE_JOB: 'release',
      ...(bashEnv && { BASH_ENV: bashEnvFile ?? file })
    }
  })
  expect(run.stderr).not.toContain(key)
  return { ...run, cwd, bashEnv: file }
}

describe('the tool in a CircleCI run step', () => {
  test('a service that answers a new try with the same failed submission: two sends, then a stop naming it', async () => {
    const record = { id: 'sub_9', status: 'failed', failure_reason: 'Invalid binary' }
    emulator.injectFault({ ...answer('POST', '/ios/signed_ipas', 200, [record]), times: 5 })
    emulator.injectFault({ ...answer('GET', '/ios/signed_ipas/sub_9', 200, record), times: 5 })
    // Its listing holds it before each create: an answer of the key, not a new submission.
    emulator.injectFault({ ...answer('GET', '/ios/signed_ipas', 200, [record]), times: 5 })
    const run = await step(['submit', '--ipa-path', ipa, '--no-wait'])
    expect(run.exitCode).toBe(1)
    // The release's key, then one new try's: the second answer is the first's submission again.
    expect(postsTo(emulator)).toHaveLength(2)
    expect(run.stderr).toMatch(
      /^error: The service answered this release's new try with submission sub_9, which failed and was tried already/m
    )
    expect(dotenv(run.stdout)).toMatchObject({
      APP_DEPLOY_SUBMISSION_ID: 'sub_9',
      APP_DEPLOY_STATUS: 'failed',
      APP_DEPLOY_FAILURE_REASON: 'Invalid binary'
    })
  })

  test("an upload's id reaches a later step, where a cleanup given --keep-latest keeps to it", async () => {
    const upload = await step(['upload', '--ipa-path', ipa])
    expect(upload.exitCode).toBe(0)
    const later = laterStep(upload.bashEnv, upload.cwd, ['APP_DEPLOY_IPA_ID'])
    expect(later.APP_DEPLOY_IPA_ID).toMatch(/^ipa_/)
    // The later step's variables: the upload's id, yielding to the flag of the other choice.
    const laterRun = (args: string[]) =>
      runCli(args, {
        cwd: upload.cwd,
        env: {
          APP_DEPLOY_API_KEY: key,
          APP_DEPLOY_BASE_URL: emulator.baseUrl,
          CIRCLECI: 'true',
          ...later
        }
      })
    const cleanup = await laterRun(['delete-ipa', '--keep-latest', '5', '--dry-run'])
    expect(cleanup.exitCode).toBe(0)
    expect(cleanup.stderr).not.toMatch(/both set/)
    // Given alone, the variable is the id to delete.
    const alone = await laterRun(['delete-ipa', '--dry-run'])
    expect(alone.exitCode).toBe(0)
    expect(alone.stderr).toContain(later.APP_DEPLOY_IPA_ID)
  })

  test("the service's hostile text reaches the later steps exactly as written, and runs nothing", async () => {
    emulator.injectFault(hostileCreate())
    const run = await step(['submit', '--ipa-path', ipa, '--no-wait'])
    expect(run.exitCode).toBe(0)
    const printed = Object.keys(dotenv(run.stdout))
    const later = laterStep(run.bashEnv, run.cwd, ['EARLIER', ...printed])
    expect(later).toEqual(
      expect.objectContaining({
        EARLIER: '1',
        APP_DEPLOY_SUBMISSION_ID: 'sub_hostile',
        APP_DEPLOY_STATUS: HOSTILE_VALUE,
        APP_DEPLOY_CREATED_AT: HOSTILE_VALUE
      })
    )
    expect(printed).toContain('APP_DEPLOY_SHA256')
    // Each output but the one submit reads itself: the job's next submit would go to that team.
    expect(later.APP_DEPLOY_TEAM_ID).toBe('')
    for (const name of printed.filter(name => name !== 'APP_DEPLOY_TEAM_ID'))
      expect(later[name]).not.toBe('')
    expect(existsSync(path.join(run.cwd, 'pwned'))).toBe(false)
    expect(run.stderr).not.toMatch(/^warning: /m)
  })

  test('a hostile failure reason reaches the later steps exactly, runs nothing, and is no command of the log', async () => {
    emulator.injectFault(failedWith(HOSTILE_REASON))
    const run = await step(['status', '--submission-id', 'sub_failed', '--no-wait'])
    expect(run.exitCode).not.toBe(0)
    const later = laterStep(run.bashEnv, run.cwd, [
      'APP_DEPLOY_FAILURE_REASON',
      'APP_DEPLOY_STATUS'
    ])
    expect(later).toEqual({
      APP_DEPLOY_FAILURE_REASON: HOSTILE_REASON,
      APP_DEPLOY_STATUS: 'failed'
    })
    expect(existsSync(path.join(run.cwd, 'pwned'))).toBe(false)
    // The log (stdout's line too) shows it on one line, its commands broken.
    expect(commandLines(`${run.stdout}\n${run.stderr}`)).toEqual([])
    expect(dotenv(run.stdout).APP_DEPLOY_FAILURE_REASON).toBe(
      `it's "$(touch pwned)" \`id\` ##\u200bvso[task.setvariable variable=X]y ::error::x and a second line`
    )
  })

  test('a pre-signed URL is handed on whole (CircleCI has no way to mask a value a step makes)', async () => {
    const signed = signedUrl()
    const run = await step(['upload', '--ipa-url', signed, '--retries', '0'])
    expect(run.exitCode).toBe(0)
    expect(laterStep(run.bashEnv, run.cwd, ['APP_DEPLOY_SOURCE_URL']).APP_DEPLOY_SOURCE_URL).toBe(
      signed
    )
    // Not in the build's log either: stdout is a part of it, and no mask hides a value there.
    const signature = new URL(signed).searchParams.get('X-Amz-Signature') ?? ''
    expect(`${run.stdout}${run.stderr}`).not.toContain(signature)
    expect(dotenv(run.stdout).APP_DEPLOY_SOURCE_URL).toMatch(/^https:\/\/releases\.s3\./)
  })

  test('BASH_ENV that cannot be written: one warning naming it and why', async () => {
    const folder = mkdtempSync(path.join(dir, 'not-a-file-'))
    const run = await step(['submit', '--ipa-path', ipa, '--no-wait'], { bashEnvFile: folder })
    expect(run.exitCode).toBe(0)
    const warnings = run.stderr.split('\n').filter(line => line.startsWith('warning: '))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      new RegExp(
        `^warning: Could not append the outputs to BASH_ENV \\(${folder}\\): EISDIR.*\\. The APP_DEPLOY_… lines this step printed on stdout still carry every output`
      )
    )
    expect(dotenv(run.stdout).APP_DEPLOY_SUBMISSION_ID).toBe('sub_0001')
  })

  test('messages name an output as the variable the later steps have', async () => {
    const run = await step(['status'])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain(
      'give it the id of a submission made earlier (the APP_DEPLOY_SUBMISSION_ID variable of submit)'
    )
  })

  test('BASH_ENV unset: one warning that says so and where the outputs still are', async () => {
    const run = await step(['submit', '--ipa-path', ipa, '--no-wait'], { bashEnv: false })
    expect(run.exitCode).toBe(0)
    const warnings = run.stderr.split('\n').filter(line => line.startsWith('warning: '))
    expect(warnings).toEqual([
      'warning: BASH_ENV is not set, so the steps after this one do not get the outputs. The APP_DEPLOY_… lines this step printed on stdout still carry every output: append them to a file the later steps read.'
    ])
    expect(readFileSync(run.bashEnv, 'utf8')).toBe('export EARLIER=1')
    expect(dotenv(run.stdout).APP_DEPLOY_SUBMISSION_ID).toBe('sub_0001')
  })
})

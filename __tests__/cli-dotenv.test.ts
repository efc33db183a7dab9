/**
 * `--dotenv FILE` (issue 38, point 5): a report a command printed, read back by the tool. Node takes
 * `--env-file` for itself, even after the script's name (a missing file ends the process, exit 9,
 * before the tool runs), so the tool's flag is `--dotenv`; `--env-file` is its old name, still read
 * where Node lets it through. Each case runs the bundle (dist/cli.js) as a shell does, against the
 * emulator.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { readArgs } from '../src/cli/args.js'
import { commandHelp, toolHelp } from '../src/cli/help.js'
import { COMMANDS } from '../src/commands/registry.js'
import { actionFixture } from './support/fixture.js'
import { type CliRun, dotenv, runCli } from './support/run-cli.js'

const { emulator, key, dir } = await actionFixture('cli-dotenv', 'Release.ipa')

beforeEach(() => {
  submitEnded = 0
  emulator.reset({ config: true })
  emulator.configure({ submissionOutcome: 'completed', submissionOutcomes: [], pollsPerStep: 1 })
})

/** The bundle in a process of its own, in the fixture's folder, with the key and base URL. */
async function cli(args: string[], nodeArgs: string[] = []): Promise<CliRun> {
  const env = { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl }
  const run = await runCli(args, { env, cwd: dir, nodeArgs })
  expect(run.stdout + run.stderr).not.toContain(key)
  return run
}

/** Requests before this index were the submit's. */
let submitEnded = 0

/** What `submit --no-wait` printed, saved as a shell's `>` saves it; its submission's id. */
async function submitted(file: string): Promise<string> {
  const submit = await cli(['submit', '--ipa-path', 'Release.ipa', '--no-wait'])
  expect(submit.exitCode).toBe(0)
  writeFileSync(path.join(dir, file), submit.stdout)
  const id = dotenv(submit.stdout).APP_DEPLOY_SUBMISSION_ID
  expect(id).toMatch(/^sub_/)
  submitEnded = emulator.requests.length
  return id
}

/** The submissions asked about since the submit, by id. */
const followed = (): string[] =>
  emulator.requests
    .slice(submitEnded)
    .filter(request => request.method === 'GET' && request.path.includes('/signed_ipas/'))
    .map(request => decodeURIComponent(request.path.split('/').pop() ?? ''))

describe('--dotenv FILE', () => {
  test('status --dotenv follows the submission a submit --no-wait printed, to its end', async () => {
    const id = await submitted('report.env')
    const status = await cli(['status', '--dotenv', 'report.env', '--poll-interval', '1s'])
    expect(status.exitCode).toBe(0)
    expect(dotenv(status.stdout)).toMatchObject({
      APP_DEPLOY_SUBMISSION_ID: id,
      APP_DEPLOY_STATUS: 'completed'
    })
    expect(new Set(followed())).toEqual(new Set([id]))
    // The submit's other lines (bundle id, team id, sha256) are none of status's business.
    expect(status.stderr).not.toMatch(/warning|skipped/)
  })

  test('--dotenv=FILE, as other tools take it, is the same flag', async () => {
    const id = await submitted('inline.env')
    const status = await cli(['status', '--dotenv=inline.env', '--no-wait'])
    expect(status.exitCode).toBe(0)
    expect(followed()).toEqual([id])
  })

  test('a missing file is named by the tool: the flag, the path, why, what to do; exit 2, nothing sent', async () => {
    const run = await cli(['status', '--dotenv', 'nowhere.env', '--wait-timeout', '2d'])
    expect(run.exitCode).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).not.toMatch(/^\S*node:/m) // Node let it through: the tool speaks
    const said = run.stderr.split('\n').find(line => line.includes('nowhere.env')) ?? ''
    expect(said).toContain("--dotenv 'nowhere.env' cannot be read (ENOENT")
    expect(said).toContain(`looked in ${dir}`)
    expect(said).toContain('give the path of a file of APP_DEPLOY_NAME=value lines')
    // Told with every other input problem of the run, in one go.
    expect(run.stderr).toMatch(/^error: 3 inputs need fixing:/m)
    expect(run.stderr).toContain("--wait-timeout (APP_DEPLOY_WAIT_TIMEOUT) is '2d'")
    expect(emulator.requests).toEqual([])
  })

  test('a folder, or a line that is not NAME=value, is named with --dotenv too', async () => {
    const folder = await cli(['status', '--dotenv', '.'])
    expect(folder.exitCode).toBe(2)
    expect(folder.stderr).toContain("--dotenv '.' cannot be read (EISDIR")
    writeFileSync(path.join(dir, 'bad.env'), 'APP_DEPLOY_SUBMISSION_ID=sub_1\nexport A=1\n')
    const bad = await cli(['status', '--dotenv', 'bad.env'])
    expect(bad.exitCode).toBe(2)
    expect(bad.stderr).toContain("Line 2 of --dotenv 'bad.env' is not NAME=value")
    writeFileSync(path.join(dir, 'keyless.env'), 'APP_DEPLOY_API_KEY=\n')
    const keyless = await cli(['teams', '--dotenv', 'keyless.env'])
    expect(keyless.exitCode).toBe(2)
    expect(keyless.stderr).toContain(
      "APP_DEPLOY_API_KEY on line 1 of --dotenv 'keyless.env' is empty"
    )
    expect(emulator.requests).toEqual([])
  })

  test('a line near an input is warned, naming --dotenv', async () => {
    writeFileSync(path.join(dir, 'near.env'), 'APP_DEPLOY_TEAMID=1234567\n')
    const run = await cli(['teams', '--dotenv', 'near.env'])
    expect(run.exitCode).toBe(0)
    expect(run.stderr).toContain(
      "warning: Line 1 of --dotenv 'near.env': APP_DEPLOY_TEAMID is not an input of teams, so it is skipped"
    )
  })
})

describe('--env-file, the old name', () => {
  test('still reads the report where Node lets it through: a file that exists', async () => {
    const id = await submitted('old.env')
    const status = await cli(['status', '--env-file', 'old.env', '--no-wait'])
    expect(status.exitCode).toBe(0)
    expect(dotenv(status.stdout).APP_DEPLOY_SUBMISSION_ID).toBe(id)
    expect(followed()).toEqual([id])
  })

  test('a missing file: Node stops first (exit 9); past `--`, the tool names it as --env-file', async () => {
    // Node (20 to 26) checks --env-file anywhere on its command line, and never loads it there.
    const stopped = await cli(['status', '--env-file', 'nowhere.env'])
    expect(stopped).toMatchObject({ exitCode: 9, stdout: '' })
    expect(stopped.stderr).toMatch(/^\S*node: nowhere\.env: not found\n$/)
    const named = await cli(['status', '--env-file', 'nowhere.env'], ['--'])
    expect(named.exitCode).toBe(2)
    expect(named.stderr).toContain("--env-file 'nowhere.env' cannot be read (ENOENT")
    expect(emulator.requests).toEqual([])
  })

  test('given with --dotenv: the same file is read once; two files are refused, nothing sent', async () => {
    const id = await submitted('both.env')
    const same = await cli([
      'status',
      '--env-file',
      'both.env',
      '--dotenv',
      'both.env',
      '--no-wait'
    ])
    expect(same.exitCode).toBe(0)
    expect(followed()).toEqual([id])
    submitEnded = emulator.requests.length
    writeFileSync(path.join(dir, 'other.env'), 'APP_DEPLOY_SUBMISSION_ID=sub_other\n')
    const two = await cli(['status', '--env-file', 'both.env', '--dotenv', 'other.env'])
    expect(two.exitCode).toBe(2)
    expect(emulator.requests.length).toBe(submitEnded)
    expect(two.stderr).toContain(
      "--env-file 'both.env' and --dotenv 'other.env' both name a report to read: --env-file is the old name of --dotenv, and the tool reads one file. Give --dotenv with the one meant."
    )
  })
})

describe('the command line, read', () => {
  test.each([
    [['status', '--dotenv', 'a.env'], { flag: '--dotenv', path: 'a.env' }, []],
    [['status', '--dotenv=a.env'], { flag: '--dotenv', path: 'a.env' }, []],
    [['status', '--env-file', 'a.env'], { flag: '--env-file', path: 'a.env' }, []],
    [['status', '--dotenv', 'a.env', '--dotenv', 'b.env'], { flag: '--dotenv', path: 'b.env' }, []],
    [
      ['status', '--env-file', 'a.env', '--dotenv', 'a.env'],
      { flag: '--dotenv', path: 'a.env' },
      []
    ],
    [['status', '--dotenv='], undefined, ['--dotenv needs a path.']],
    [['status', '--dotenv'], undefined, ['--dotenv needs a path.']],
    [
      ['status', '--dotnev', 'a.env'],
      undefined,
      ['--dotnev is not a flag of status; did you mean --dotenv?']
    ],
    [
      ['status', '--dotenv', 'a.env', '--env-file', 'b.env'],
      { flag: '--env-file', path: 'b.env' },
      [
        "--dotenv 'a.env' and --env-file 'b.env' both name a report to read: --env-file is the old name of --dotenv, and the tool reads one file. Give --dotenv with the one meant."
      ]
    ]
  ])('%j', (argv, file, problems) => {
    const args = readArgs(argv)
    expect(args.dotenv).toEqual(file)
    expect(args.problems).toEqual(problems)
  })
})

describe('--help', () => {
  test('documents --dotenv, and --env-file only as its old name', () => {
    const help = toolHelp()
    expect(help).toMatch(/^ {2}--dotenv PATH {10}read APP_DEPLOY_NAME=value lines/m)
    expect(help).not.toMatch(/^ {2}--env-file/m)
    expect(help.replace(/\s+/g, ' ')).toContain(
      '--env-file PATH is its old name, still read; but Node takes --env-file too, and stops when its file is missing (exit 9), before the tool can say so: give --dotenv.'
    )
    // No command's help tells to give --env-file: that note is its only mention.
    for (const { name } of COMMANDS) {
      const words = commandHelp(name).replace(/\s+/g, ' ')
      expect(words.split('--env-file').length - 1).toBe(2)
      expect(words).toContain('--env-file PATH is its old name')
    }
  })
})

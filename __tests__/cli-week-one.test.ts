/**
 * The command-line tool as a user meets it in the first week (issue 37, point 5), run against the
 * emulator in this process (a case where the process shows more, --summary-file's folders and a key
 * not given at all, runs the bundle, dist/cli.js, as a shell runs it): the folder --summary-file
 * names, a literal path with [ ], a yes/no flag given a value, `help <command>`, a key given empty,
 * a misspelt line of --env-file, and the action's words, which the tool never speaks.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { COMMANDS } from '../src/commands/registry.js'
import { Inputs } from '../src/inputs/names.js'
import { actionFixture } from './support/fixture.js'
import { makeIpa } from './support/make-ipa.js'
import { type CliRun, dotenv, runCli, runCliInProcess } from './support/run-cli.js'

const { emulator, key, dir, run: fixtureRun } = await actionFixture('cli-week-one', 'Release.ipa')

beforeEach(() => {
  emulator.reset({ config: true })
  emulator.configure({ submissionOutcome: 'completed', submissionOutcomes: [], pollsPerStep: 1 })
})

const service = (): Record<string, string> => ({
  APP_DEPLOY_API_KEY: key,
  APP_DEPLOY_BASE_URL: emulator.baseUrl
})

/**
 * The tool in the fixture's folder, with the key and base URL: in this process (one run at a time),
 * or with `bundle` its bundle in a process of its own.
 */
async function cli(
  args: string[],
  env: Record<string, string> = {},
  { bundle = false } = {}
): Promise<CliRun> {
  const options = { env: { ...service(), ...env }, cwd: dir }
  const run = bundle ? await runCli(args, options) : await runCliInProcess(args, options)
  for (const stream of [run.stdout, run.stderr]) {
    expect(stream).not.toContain(key)
    expect(stream).not.toMatch(/^::/m)
  }
  return run
}

const requests = () => emulator.requests

/** A file in the fixture's folder, its folder made; returns its path relative to the folder. */
function file(name: string, text: string): string {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
  writeFileSync(path.join(dir, name), text)
  return name
}

describe('--summary-file', () => {
  test('makes the folders of its path, and writes the summary there', async () => {
    const summary = path.join('reports', 'week-one', 'nested', 'summary.md')
    expect(existsSync(path.join(dir, 'reports'))).toBe(false)
    const run = await cli(
      ['submit', '--ipa-path', 'Release.ipa', '--no-wait', '--summary-file', summary],
      {},
      { bundle: true }
    )
    expect(run.exitCode).toBe(0)
    expect(run.stderr).not.toMatch(/Could not write the summary/)
    expect(dotenv(run.stdout).APP_DEPLOY_SUBMISSION_ID).toMatch(/^sub_/)
    expect(readFileSync(path.join(dir, summary), 'utf8')).toMatch(/com\.example\.preflight/)
  })
})

describe('a literal path with [ ] in ipa-path', () => {
  beforeEach(async () => {
    mkdirSync(path.join(dir, 'builds'), { recursive: true })
    await makeIpa(path.join(dir, 'builds', 'App [Release].ipa'), {
      bundleId: 'com.example.literal'
    })
    // What `App [Release].ipa` matches as a glob: one letter of R, e, l, a, s where [Release] is.
    await makeIpa(path.join(dir, 'builds', 'App R.ipa'), { bundleId: 'com.example.decoy' })
  })

  test('that exists is that file, though a glob of it would match another', async () => {
    const run = await cli(['submit', '--ipa-path', 'builds/App [Release].ipa', '--no-wait'])
    expect(run.exitCode).toBe(0)
    expect(dotenv(run.stdout).APP_DEPLOY_BUNDLE_ID).toBe('com.example.literal')
    expect(run.stderr).toContain('App [Release].ipa')
    expect(run.stderr).not.toContain('App R.ipa')
  })

  test('that names no file is a glob still, as before', async () => {
    const run = await cli(['submit', '--ipa-path', 'builds/App [QR].ipa', '--no-wait'])
    expect(run.exitCode).toBe(0)
    expect(dotenv(run.stdout).APP_DEPLOY_BUNDLE_ID).toBe('com.example.decoy')
    const both = await cli(['submit', '--ipa-path', 'builds/*.ipa', '--dry-run'])
    expect(both.exitCode).toBe(2)
    expect(both.stderr).toMatch(/'builds\/\*\.ipa' matches 2 files; it must match exactly one/)
  })
})

describe('a yes/no flag given a value after a space', () => {
  test.each([
    [['--wait', 'false'], /--wait takes no value after a space \('false'\): give --no-wait/],
    [['--wait', 'no'], /--wait takes no value after a space \('no'\): give --no-wait/],
    [['--wait', 'OFF'], /--wait takes no value after a space \('OFF'\): give --no-wait/],
    [['--wait', 'true'], /--wait takes no value after a space \('true'\): give --wait alone/],
    [
      ['--dry-run', 'false'],
      /--dry-run takes no value after a space \('false'\): give --no-dry-run/
    ],
    [['--wait=maybe'], /--wait=maybe is not yes or no: give --wait, or --no-wait to turn it off/],
    [['--no-wait=true'], /--no-wait takes no value: give --no-wait alone, or --wait/]
  ])('%j is refused, naming the flag meant, and nothing is sent', async (flags, said) => {
    const run = await cli(['submit', '--ipa-path', 'Release.ipa', ...flags])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(said)
    expect(run.stderr).not.toMatch(/is not a flag/) // the word is the flag's value, not a flag
    expect(run.stdout).toBe('')
    expect(requests()).toEqual([])
  })

  test('--wait=false, as other tools take it, is --no-wait', async () => {
    const run = await cli(['submit', '--ipa-path', 'Release.ipa', '--wait=false', '--dry-run'])
    expect(run.exitCode).toBe(0)
    expect(run.stderr).toMatch(/then no wait/)
  })
})

describe('help', () => {
  test('help <command> is <command> --help; help alone is --help', async () => {
    for (const command of COMMANDS.map(c => c.name)) {
      const [asked, flagged] = [await cli(['help', command]), await cli([command, '--help'])]
      expect(asked).toMatchObject({ exitCode: 0, stderr: '' })
      expect(asked.stdout).toBe(flagged.stdout)
      // A command that takes words besides its flags names them: `check [IPA-PATH…]`, `rules [CODE]`.
      expect(asked.stdout).toMatch(
        new RegExp(`^Usage: app-store-deploy ${command}( \\[[A-Z-]+…?\\])? \\[flags\\]$`, 'm')
      )
    }
    const [alone, tool] = [await cli(['help']), await cli(['--help'])]
    expect(alone).toMatchObject({ exitCode: 0, stdout: tool.stdout })
    expect(alone.stdout).toContain('Usage: app-store-deploy <command> [flags]')
  })

  test.each([[['help', 'nosuch']], [['nosuch', '--help']]])(
    '%j names the command that is not, and lists those that are',
    async args => {
      const run = await cli(args)
      expect(run.exitCode).toBe(2)
      expect(run.stdout).toBe('')
      expect(run.stderr).toMatch(/^error: 'nosuch' is not a command: give one of /)
      for (const command of COMMANDS) expect(run.stderr).toContain(command.name)
    }
  )

  test("status --help: where the submission id comes from, said once and true, the variables' names by the tool's rule", async () => {
    const run = await cli(['status', '--help'])
    expect(run.exitCode).toBe(0)
    const help = run.stdout.replace(/\s+/g, ' ')
    expect(help).toContain(
      'Required: without the flag, it is read from --dotenv or the environment, as APP_DEPLOY_SUBMISSION_ID or as the APP_DEPLOY_SUBMISSION_IDS line of submit --multiple.'
    )
    expect(help).not.toMatch(/Required: the id/)
    expect(help).toContain(
      'the APP_DEPLOY_DEPLOYMENT_IDS line of submit --multiple is read with it'
    )
    // What the help names is what the tool reads: the fleet's line alone, from --env-file.
    writeFileSync(path.join(dir, 'fleet.env'), 'APP_DEPLOY_SUBMISSION_IDS=sub_4711\n')
    const status = await cli(['status', '--env-file', 'fleet.env', '--wait-timeout', '1s'])
    expect(status.stderr).not.toMatch(/--submission-id .*is required/)
    expect(requests().some(request => request.path.includes('sub_4711'))).toBe(true)
  })

  test('help of a misspelt command suggests the command meant', async () => {
    const run = await cli(['help', 'sumbit'])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(/'sumbit' is not a command; did you mean 'submit'\?/)
  })
})

describe('a key given empty', () => {
  test.each([
    ['an empty --api-key-file', '', /--api-key-file 'empty\.key' is empty \(0 bytes\)/],
    [
      'a --api-key-file of white space',
      ' \n',
      /--api-key-file 'empty\.key' is empty \(white space only\)/
    ]
  ])('%s is named as empty, before any request', async (_, text, said) => {
    file('empty.key', text)
    const run = await cli(['teams', '--api-key-file', 'empty.key'], { APP_DEPLOY_API_KEY: '' })
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(said)
    expect(run.stderr).toMatch(/write the service's API key in it/)
    expect(run.stderr).not.toMatch(/is required|refused|401/)
    expect(requests()).toEqual([])
  })

  test('the variable set to nothing is named as set but empty', async () => {
    const run = await cli(['teams'], { APP_DEPLOY_API_KEY: '' })
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(/^error: APP_DEPLOY_API_KEY is set, but empty: export the service/m)
    expect(requests()).toEqual([])
  })

  test('an empty line of the --env-file is named, with its line', async () => {
    file('keyless.env', '# the key\nAPP_DEPLOY_API_KEY=\n')
    const run = await cli(['teams', '--env-file', 'keyless.env'])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(
      /APP_DEPLOY_API_KEY on line 2 of --env-file 'keyless\.env' is empty: write the service's API key after its =/
    )
    expect(requests()).toEqual([])
  })

  test('a key not given at all is still said to be required', async () => {
    const run = await runCli(['teams'], {
      env: { APP_DEPLOY_BASE_URL: emulator.baseUrl },
      cwd: dir
    })
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(/APP_DEPLOY_API_KEY is required/)
  })
})

describe('a line of --env-file near an input', () => {
  test('a misspelt input of the command is warned, naming the nearest, and skipped', async () => {
    const env = file(
      'near.env',
      [
        'APP_DEPLOY_TEAMID=7654321',
        'APP_DEPLOY_IPA_PATH=Release.ipa',
        'TEAM_NAME=Example Corp',
        'APP_DEPLOY_SUBMISSION_ID=sub_earlier', // an earlier job's result: not warned
        'HOME=/elsewhere' // no input's: not warned
      ].join('\n')
    )
    const run = await cli(['submit', '--env-file', env, '--dry-run'])
    expect(run.exitCode).toBe(0)
    const warnings = run.stderr.split('\n').filter(line => line.startsWith('warning:'))
    expect(warnings).toEqual([
      "warning: Line 1 of --env-file 'near.env': APP_DEPLOY_TEAMID is not an input of submit, so it is skipped; did you mean APP_DEPLOY_TEAM_ID (--team-id)?",
      "warning: Line 3 of --env-file 'near.env': TEAM_NAME is not an input of submit, so it is skipped; did you mean APP_DEPLOY_TEAM_NAME (--team-name)?"
    ])
    // Skipped: the team is the account's only one, not 7654321.
    expect(dotenv(run.stdout).APP_DEPLOY_TEAM_ID).toBe('1234567')
  })

  test("a name near another command's input names that command", async () => {
    const env = file('other.env', 'APP_DEPLOY_KEEP_LATES=3\nAPP_DEPLOY_KEEP_LATEST=3\n')
    const run = await cli(['teams', '--env-file', env])
    expect(run.exitCode).toBe(0)
    expect(run.stderr).toContain(
      "warning: Line 1 of --env-file 'other.env': APP_DEPLOY_KEEP_LATES is not an input of teams, so it is skipped; the nearest, APP_DEPLOY_KEEP_LATEST (--keep-latest), is for delete-ipa."
    )
    // The exact name of another command's input is one file serving several commands: no warning.
    expect(run.stderr).not.toMatch(/Line 2/)
  })
})

const inputs = Object.values(Inputs).join('|')

/**
 * What only the action says: its inputs quoted ('keep-latest') or set as YAML (wait: false), its
 * steps, workflows (a CircleCI workflow is CircleCI's) and runner's folders, GitHub's expressions
 * and actions.
 */
const ACTION_WORDS = new RegExp(
  [
    String.raw`\bthe action\b`,
    String.raw`(?<!CircleCI )\bworkflows?\b`,
    String.raw`\bsteps?\b`,
    'upload-artifact',
    String.raw`\$\{\{`,
    `'(${inputs})'`,
    String.raw`\b(${inputs}): (false|true|N|status)\b`,
    'records a GitHub Deployment',
    'GITHUB_STEP_SUMMARY',
    'RUNNER_TEMP'
  ].join('|'),
  'm'
)

test('the words looked for are found where the action says them', () => {
  for (const said of [
    "Input 'keep-latest' is empty",
    'set wait: false and follow it',
    'run the step again',
    'keep them with `actions/upload-artifact`',
    'longer than the 60 s the action waits',
    'in a workflow run'
  ])
    expect(said).toMatch(ACTION_WORDS)
  for (const said of ['a GitLab pipeline or CircleCI workflow', 'created: status pending'])
    expect(said).not.toMatch(ACTION_WORDS)
})

describe("the tool never speaks the action's words", () => {
  test('in its help: of the tool, of each command', async () => {
    const helps: CliRun[] = []
    for (const args of [['--help'], [], ...COMMANDS.map(c => ['help', c.name])])
      helps.push(await cli(args))
    for (const help of helps) expect(`${help.stdout}${help.stderr}`).not.toMatch(ACTION_WORDS)
    const status = await cli(['status', '--help'])
    expect(status.stdout).toMatch(/APP_DEPLOY_GITHUB_TOKEN/)
    expect(status.stdout).toMatch(/status gives it the outcome\s+\(--deployment-id names it\)/)
  })

  test("in delete-ipa's inputs: --keep-latest, never 'keep-latest'", async () => {
    const run = await cli(['delete-ipa'])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(
      /--ipa-id \(APP_DEPLOY_IPA_ID\) is empty, and so is --keep-latest: give the ids to delete, or --keep-latest N\./
    )
    expect(run.stderr).not.toMatch(ACTION_WORDS)
    const both = await cli(['delete-ipa', '--ipa-id', 'ipa_1', '--keep-latest', '2'])
    expect(both.stderr).toMatch(/--ipa-id \(APP_DEPLOY_IPA_ID\) and --keep-latest are both set/)
  })

  test('in a Retry-After longer than it waits: no "60 s the action waits"', async () => {
    emulator.configure({ busyCreates: { every: 1, retryAfterSeconds: 3600 } })
    const run = await cli(['upload', '--ipa-path', 'Release.ipa'])
    expect(run.exitCode).not.toBe(0)
    expect(run.stderr).toMatch(
      /asked to be sent this again in 60 min \(Retry-After\), longer than the 60 s waited at most between attempts/
    )
    expect(run.stderr).not.toMatch(ACTION_WORDS)
  })

  test('in the analytics summary: no actions/upload-artifact advice', async () => {
    const run = await cli([
      'analytics',
      '--app-id',
      '1234567890',
      '--date',
      '2026-11-01',
      '--summary-file',
      'analytics.md'
    ])
    expect(run.exitCode).toBe(0)
    const summary = readFileSync(path.join(dir, 'analytics.md'), 'utf8')
    expect(summary).toMatch(
      /### Full data\n\nEvery country and every row, .* is in these files\.\n/
    )
    expect(summary).not.toMatch(ACTION_WORDS)
    expect(run.stderr).not.toMatch(ACTION_WORDS)
  })

  test('while the action, whose files stay on the runner, still says how to keep them', async () => {
    const action = await fixtureRun(
      { command: 'analytics', 'app-id': '1234567890', date: '2026-11-01' },
      { bundle: true }
    )
    expect(action.exitCode).toBe(0)
    expect(action.summary).toMatch(
      /is in these files\. They are on the runner only: keep them with `actions\/upload-artifact`\./
    )
  })

  test('in what it says of a submission it does not wait for', async () => {
    const run = await cli(['submit', '--ipa-path', 'Release.ipa', '--no-wait'])
    expect(run.exitCode).toBe(0)
    expect(run.stderr).toMatch(
      /Not waiting for the outcome: a later job with app-store-deploy status and --submission-id sub_\w+ follows it\./
    )
    expect(run.stderr).not.toMatch(ACTION_WORDS)
  })

  test.each([
    [['submit', '--ipa-path', 'missing/App.ipa'], /Check the path, and that the IPA was exported/],
    [['submit', '--ipa-path', 'build\\App.ipa'], /On Linux and macOS a backslash in a glob/],
    [['submit', '--ipa-path', 'Empty.ipa'], /is empty \(0 bytes\): its export may have failed/],
    [['submit', '--ipa-path', 'Old.xcarchive'], /then give build\/\*\.ipa as the path/],
    [
      ['submit', '--ipa-path', 'Release.ipa', '--ipa-url', 'https://x.example/a.ipa'],
      /and --ipa-url are both set/
    ],
    [['submit'], /is empty, and so is --ipa-url/],
    [
      ['status', '--submission-id', 'sub_1', '--deployment-id', 'x'],
      /the APP_DEPLOY_DEPLOYMENT_ID value/
    ],
    [['teams', '--base-url', 'https://user:pw@deploy.example.com/api/v1'], /not in the address/]
  ])('in its input errors: %j', async (args, said) => {
    file('Empty.ipa', '')
    mkdirSync(path.join(dir, 'Old.xcarchive'), { recursive: true })
    const run = await cli(args, { APP_DEPLOY_GITHUB_TOKEN: 'ghs_test' })
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(said)
    expect(run.stderr).not.toMatch(ACTION_WORDS)
  })
})

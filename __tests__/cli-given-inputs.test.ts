/**
 * What the tool is given, read as a user means it, against the emulator in this process (a case
 * where the process shows more, --summary-file's folders and a key not given at all, runs the bundle,
 * dist/cli.js, as a shell runs it): the folders --summary-file names are made; a literal path with
 * [ ] in --ipa-path is that file, not a glob; a yes/no flag given a value after a space is refused,
 * naming the flag meant; a key given empty is named as empty, with where it was given; a line of
 * --env-file near an input's name is warned about and skipped.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { cliFixture } from './support/cli-fixture.js'
import { makeIpa } from './support/make-ipa.js'
import { dotenv, runCli } from './support/run-cli.js'

const { emulator, dir, cli, file } = await cliFixture('cli-given-inputs')

describe('--summary-file', () => {
  test('makes the folders of its path, and writes the summary there', async () => {
    const summary = path.join('reports', 'nightly', 'nested', 'summary.md')
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

  test('that names no file is a glob', async () => {
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
    expect(emulator.requests).toEqual([])
  })

  test('--wait=false, as other tools take it, is --no-wait', async () => {
    const run = await cli(['submit', '--ipa-path', 'Release.ipa', '--wait=false', '--dry-run'])
    expect(run.exitCode).toBe(0)
    expect(run.stderr).toMatch(/then no wait/)
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
    expect(emulator.requests).toEqual([])
  })

  test('the variable set to nothing is named as set but empty', async () => {
    const run = await cli(['teams'], { APP_DEPLOY_API_KEY: '' })
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(/^error: APP_DEPLOY_API_KEY is set, but empty: export the service/m)
    expect(emulator.requests).toEqual([])
  })

  test('an empty line of the --env-file is named, with its line', async () => {
    file('keyless.env', '# the key\nAPP_DEPLOY_API_KEY=\n')
    const run = await cli(['teams', '--env-file', 'keyless.env'])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(
      /APP_DEPLOY_API_KEY on line 2 of --env-file 'keyless\.env' is empty: write the service's API key after its =/
    )
    expect(emulator.requests).toEqual([])
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

/**
 * The tool never speaks the action's words (its inputs quoted, its steps, workflows, runner folders,
 * GitHub's expressions): in its help, its input errors, its waits and its summaries, run against the
 * emulator in this process; the action's own run, through its bundle, still says them.
 */
import { describe, expect, test } from '@jest/globals'
import { mkdirSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { COMMANDS } from '../src/commands/registry.js'
import { Inputs } from '../src/inputs/names.js'
import { cliFixture } from './support/cli-fixture.js'
import type { CliRun } from './support/run-cli.js'

const { emulator, dir, cli, file, run: fixtureRun } = await cliFixture('cli-action-words')

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

  test('in a Retry-After longer than it waits: no "10 min the action waits"', async () => {
    emulator.configure({ busyCreates: { every: 1, retryAfterSeconds: 3600 } })
    const run = await cli(['upload', '--ipa-path', 'Release.ipa'])
    expect(run.exitCode).not.toBe(0)
    expect(run.stderr).toMatch(
      /asked to hold the run for 60 min \(Retry-After\), longer than the 10 min it is waited for at most/
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

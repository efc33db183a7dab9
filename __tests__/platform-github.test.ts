/**
 * The tool in a GitHub Actions `run:` step, read back as the runner reads it: its outputs from the
 * GITHUB_OUTPUT file (the `name<<delimiter` form the runner parses), its summary from
 * GITHUB_STEP_SUMMARY, and the workflow commands of its log, on stderr as on stdout. Its log stays
 * plain lines (no annotation: the action's are the ones folded to GitHub's caps); a secret is masked
 * with `::add-mask::` and shows in no other line.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { platformIo } from '../src/cli/platform-io.js'
import { github, withinBytes } from '../src/platforms/github.js'
import { actionFixture } from './support/fixture.js'
import {
  HOSTILE_REASON,
  HOSTILE_VALUE,
  commandLines,
  failedWith,
  hostileCreate,
  runnerOutputs
} from './support/ci-steps.js'
import { type CliRun, dotenv, runCli } from './support/run-cli.js'

const { emulator, key, dir, ipa } = await actionFixture('platform-github')

beforeEach(() => {
  emulator.reset({ config: true })
  emulator.configure({ teams: emulator.config.teams.slice(0, 1) })
})

/** The outputs of GITHUB_OUTPUT, as the runner reads the file: `name=value`, or `name<<EOF` … `EOF`. */
function stepOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (!line) continue
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (!heredoc) {
      const at = line.indexOf('=')
      outputs[line.slice(0, at)] = line.slice(at + 1)
      continue
    }
    const end = lines.indexOf(heredoc[2], i + 1)
    expect(end).toBeGreaterThan(i)
    outputs[heredoc[1]] = lines.slice(i + 1, end).join('\n')
    i = end
  }
  return outputs
}

/** The workflow commands the runner finds in a run's lines (at a line's start, after white space). */
function commands(run: CliRun): string[] {
  return `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter(line => /^\s*::/.test(line))
    .map(line => line.trim())
}

/** The tool as a `run:` step runs it, with the runner's files of the step. */
async function step(args: string[]): Promise<CliRun & { outputs: string; summary: string }> {
  const cwd = mkdtempSync(path.join(dir, 'step-'))
  const outputs = path.join(cwd, 'github_output')
  const summary = path.join(cwd, 'step_summary')
  writeFileSync(summary, '# An earlier command of the step\n')
  const run = await runCli(args, {
    cwd,
    env: {
      APP_DEPLOY_API_KEY: key,
      APP_DEPLOY_BASE_URL: emulator.baseUrl,
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_OUTPUT: outputs,
      GITHUB_STEP_SUMMARY: summary,
      RUNNER_TEMP: cwd
    }
  })
  return { ...run, outputs, summary }
}

describe('the tool in a GitHub Actions run step', () => {
  test('its outputs are the step outputs, its summary the step summary', async () => {
    const run = await step(['submit', '--ipa-path', ipa, '--no-wait'])
    expect(run.exitCode).toBe(0)
    const outputs = stepOutputs(readFileSync(run.outputs, 'utf8'))
    expect(outputs).toMatchObject({ 'submission-id': 'sub_0001', status: 'pending' })
    // The same outputs as the lines on stdout, by the action's names.
    const printed = dotenv(run.stdout)
    expect(
      Object.keys(outputs).map(name => `APP_DEPLOY_${name.toUpperCase().replace(/-/g, '_')}`)
    ).toEqual(Object.keys(printed))
    const summary = readFileSync(run.summary, 'utf8')
    expect(summary).toMatch(/^# An earlier command of the step\n## App Store submission\n/)
    // The key is masked, and shows in no other line; no annotation.
    expect(commands(run)).toEqual([`::add-mask::${key}`])
    expect(run.stderr.replace(`::add-mask::${key}`, '')).not.toContain(key)
    expect(summary).not.toContain(key)
  })

  test("the service's hostile text is an output exactly as written, and no command", async () => {
    emulator.injectFault(hostileCreate())
    const run = await step(['submit', '--ipa-path', ipa, '--no-wait'])
    expect(run.exitCode).toBe(0)
    const outputs = stepOutputs(readFileSync(run.outputs, 'utf8'))
    expect(outputs).toMatchObject({
      'submission-id': 'sub_hostile',
      status: HOSTILE_VALUE,
      'created-at': HOSTILE_VALUE
    })
    expect(commands(run).filter(line => !line.startsWith('::add-mask::'))).toEqual([])
    expect(existsSync(path.join(path.dirname(run.outputs), 'pwned'))).toBe(false)
  })
})

describe('a hostile failure reason', () => {
  test('is the failure-reason output exactly, as the runner reads GITHUB_OUTPUT, and no command of the log', async () => {
    emulator.injectFault(failedWith(HOSTILE_REASON))
    const run = await step(['status', '--submission-id', 'sub_failed', '--no-wait'])
    expect(run.exitCode).not.toBe(0)
    const outputs = runnerOutputs(readFileSync(run.outputs, 'utf8'))
    expect(outputs).toMatchObject({ 'failure-reason': HOSTILE_REASON, status: 'failed' })
    expect(existsSync(path.join(path.dirname(run.outputs), 'pwned'))).toBe(false)
    // The key's mask is the one command.
    expect(commandLines(`${run.stdout}\n${run.stderr}`)).toEqual([`::add-mask::${key}`])
    expect(run.stderr).toContain(
      `The service says: it's "$(touch pwned)" \`id\` ##\u200bvso[task.setvariable variable=X]y :\u200b:error:\u200b:x and a second line`
    )
  })

  test.each([
    ['new lines of each kind', 'a\nb\r\nc\n\nd'],
    ['a line that is a delimiter of its own', 'a\nghadelimiter_x\nEOF\nb'],
    ['lines a runner reads as outputs', 'x\nstatus=PWNED\nstatus<<EOF\nPWNED\nEOF'],
    ['a trailing new line', 'end\n']
  ])('%s: the runner reads back the value exactly', (_, value) => {
    const file = path.join(mkdtempSync(path.join(dir, 'output-')), 'github_output')
    const io = platformIo({ GITHUB_OUTPUT: file }, () => undefined)
    expect(github.handOn?.([{ name: 'failure-reason', value, secret: false }], io)).toEqual([])
    expect(runnerOutputs(readFileSync(file, 'utf8'))).toEqual({ 'failure-reason': value })
  })
})

describe("GitHub's step summary cap", () => {
  test.each([
    ['a summary within the cap', 'a\nb\n', 10, 'a\nb\n'],
    ['a summary over it', `${'line\n'.repeat(400)}`, 1000, undefined]
  ])('%s', (_, markdown, limit, expected) => {
    const kept = withinBytes(markdown, limit)
    if (expected !== undefined) return expect(kept).toBe(expected)
    expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(limit)
    expect(kept).toMatch(
      /^(line\n)+\n> \[!WARNING\]\n> This summary is cut here: GitHub refuses a step summary larger than/
    )
  })
})

/**
 * The tool's help: `help <command>` is `<command> --help`, a command that is not is named with those
 * that are (or the one meant), and status --help says truly where the submission id comes from.
 */
import { describe, expect, test } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { COMMANDS } from '../src/commands/registry.js'
import { cliFixture } from './support/cli-fixture.js'

const { emulator, dir, cli } = await cliFixture('cli-help')

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

  test('only a command that reads the API key says how to give it', async () => {
    for (const command of COMMANDS) {
      const help = (await cli([command.name, '--help'])).stdout
      const offered = help.includes('APP_DEPLOY_API_KEY') || help.includes('--api-key-file')
      expect({ command: command.name, offered }).toEqual({
        command: command.name,
        offered: command.service !== false
      })
    }
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
    expect(emulator.requests.some(request => request.path.includes('sub_4711'))).toBe(true)
  })

  test('help of a misspelt command suggests the command meant', async () => {
    const run = await cli(['help', 'sumbit'])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(/'sumbit' is not a command; did you mean 'submit'\?/)
  })
})

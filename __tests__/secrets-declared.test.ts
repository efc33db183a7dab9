/**
 * A secret input is said to be one in its declaration only (`secret: true` in
 * src/inputs/declared-inputs.ts): the reader masks it without being asked, the command-line tool
 * refuses it as a flag and lists it among the variables, and both adapters hide what the reader
 * masked. In-process, no bundle.
 */
import { describe, expect, test } from '@jest/globals'
import { flagsOf, readArgs, secretsOf } from '../src/cli/args.js'
import { commandHelp } from '../src/cli/help.js'
import { SHARED_INPUTS } from '../src/commands/command.js'
import { COMMANDS } from '../src/commands/registry.js'
import { INPUTS, SECRET_INPUTS } from '../src/inputs/declared-inputs.js'
import type { InputName } from '../src/inputs/names.js'
import { InputReader } from '../src/inputs/reader.js'

describe('secrets: declared once', () => {
  test('the secrets are the inputs declared secret', () => {
    expect(SECRET_INPUTS).toEqual(['api-key', 'github-token'])
    for (const name of SECRET_INPUTS) expect(INPUTS[name].secret).toBe(true)
  })

  test('the reader masks every secret a command reads as soon as it exists, and only those', () => {
    const given: Partial<Record<InputName, string>> = {
      'api-key': 'k-123',
      'github-token': 'ghs_abc',
      'team-id': '42'
    }
    for (const command of COMMANDS) {
      const masked: string[] = []
      const reader = new InputReader(new Set([...SHARED_INPUTS, ...command.inputs]), {
        given: name => given[name] ?? '',
        mask: value => void masked.push(value)
      })
      const expected = command.inputs.includes('github-token') ? ['k-123', 'ghs_abc'] : ['k-123']
      expect([command.name, masked]).toEqual([command.name, expected])
      expect(reader.secrets).toEqual(expected)
      expect(reader.value('api-key')).toBe('k-123')
    }
  })

  test('the command-line tool refuses each secret as a flag, and names its variable instead', () => {
    for (const command of COMMANDS) {
      for (const name of secretsOf(command.name)) {
        expect(flagsOf(command.name)).not.toContain(name)
        const args = readArgs([command.name, `--${name}`, 'shown-in-history'])
        expect(args.flags.size).toBe(0)
        expect(args.problems).toEqual([expect.stringMatching(new RegExp(`^--${name} is refused`))])
        expect(args.problems[0]).not.toContain('shown-in-history')
      }
    }
    expect(commandHelp('status')).toContain(
      'APP_DEPLOY_GITHUB_TOKEN  (a variable only: never a flag)'
    )
  })
})

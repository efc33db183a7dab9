/**
 * Each input and output is declared once (src/commands/declared-inputs.ts, declared-outputs.ts):
 * action.yml is written from the declarations, each command reads the inputs declared for it, and
 * the registry holds the commands the declarations name.
 */
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { parse } from 'yaml'
import { buildActionYml } from '../scripts/action-yml.js'
import {
  COMMAND_NAMES,
  INPUTS,
  INPUT_DEFAULTS,
  OUTPUTS,
  SHARED_INPUTS,
  describe as described,
  inputsOf
} from '../src/commands/declarations.js'
import { COMMANDS } from '../src/commands/registry.js'
import { repoRoot } from './support/run-action.js'

const action = parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { description: string; required: boolean; default?: string }>
  outputs: Record<string, { description: string }>
}

describe('declared once', () => {
  test('action.yml is what the declarations make of it (npm run docs writes it)', async () => {
    const { text, current } = await buildActionYml(repoRoot)
    expect(current).toBe(text)
  })

  test("action.yml's inputs and outputs are the declared ones, in order, with their defaults", () => {
    expect(Object.keys(action.inputs)).toEqual(Object.keys(INPUTS))
    expect(Object.keys(action.outputs)).toEqual(Object.keys(OUTPUTS))
    for (const [name, declared] of Object.entries(INPUTS)) {
      expect(action.inputs[name].default).toBe(declared.default)
      expect(action.inputs[name].required).toBe(declared.required === true)
    }
    expect(action.outputs['bundle-id'].description).toBe(described(OUTPUTS['bundle-id']))
  })

  test("each description is short enough for a table cell: the detail is in the README's sections", () => {
    const long = [...Object.entries(INPUTS), ...Object.entries(OUTPUTS)]
      .filter(([name]) => name !== 'command') // its list of commands is added by the registry
      .map(([name, declared]) => [name, described(declared).length] as const)
      .filter(([, length]) => length > 160)
    expect(long).toEqual([])
  })

  test('the registry holds the commands the declarations name, in the same order', () => {
    expect(COMMANDS.map(command => command.name)).toEqual([...COMMAND_NAMES])
  })

  test('each command reads the inputs declared for it, besides those every command reads', () => {
    for (const command of COMMANDS) expect(command.inputs).toEqual(inputsOf(command.name))
    expect(SHARED_INPUTS).toEqual([
      'api-key',
      'base-url',
      'command',
      'dry-run',
      'retries',
      'request-timeout'
    ])
  })

  test('the command input lists every command, and the defaults come from the declarations', () => {
    for (const name of COMMAND_NAMES)
      expect(action.inputs.command.description).toContain(`\`${name}\``)
    expect(INPUT_DEFAULTS).toMatchObject({ command: 'submit', wait: 'true', retries: '4' })
    expect(INPUT_DEFAULTS['api-key']).toBeUndefined()
  })
})

/**
 * Each input and output is declared once (src/inputs/declared-inputs.ts,
 * src/commands/declared-outputs.ts), and which inputs a command reads once (its index.ts): action.yml
 * is written from them, and every declared input is read by some command.
 */
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { parse } from 'yaml'
import { buildActionYml } from '../scripts/action-yml.js'
import { SHARED_INPUTS } from '../src/commands/command.js'
import { describeInput, describeOutput } from '../src/commands/declarations.js'
import { OUTPUTS } from '../src/commands/declared-outputs.js'
import { COMMANDS } from '../src/commands/registry.js'
import { INPUTS, INPUT_DEFAULTS, declaredInputNames } from '../src/inputs/declared-inputs.js'
import type { InputName, OutputName } from '../src/inputs/names.js'
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
    expect(action.outputs['bundle-id'].description).toBe(describeOutput('bundle-id'))
    expect(action.inputs['ipa-path'].description).toBe(describeInput('ipa-path'))
  })

  test("each description is short enough for a table cell: the detail is in the README's sections", () => {
    const long = [
      ...declaredInputNames().map(name => [name, describeInput(name)] as const),
      ...Object.keys(OUTPUTS).map(name => [name, describeOutput(name as OutputName)] as const)
    ]
      .filter(([name]) => name !== 'command') // its list of commands is added by the registry
      .map(([name, described]) => [name, described.length] as const)
      .filter(([, length]) => length > 160)
    expect(long).toEqual([])
  })

  test('the outputs name commands of the registry, and every input is read by some command', () => {
    const names: string[] = COMMANDS.map(command => command.name)
    for (const declared of Object.values(OUTPUTS))
      for (const name of declared.commands ?? []) expect(names).toContain(name)
    const read = new Set<InputName>([...SHARED_INPUTS, ...COMMANDS.flatMap(c => c.inputs)])
    expect(declaredInputNames().filter(name => !read.has(name))).toEqual([])
  })

  test('a command lists each input once, and none that every command reads', () => {
    for (const command of COMMANDS) {
      expect(new Set(command.inputs).size).toBe(command.inputs.length)
      expect(command.inputs.filter(name => SHARED_INPUTS.includes(name))).toEqual([])
    }
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
    for (const { name } of COMMANDS)
      expect(action.inputs.command.description).toContain(`\`${name}\``)
    expect(INPUT_DEFAULTS).toMatchObject({ command: 'submit', wait: 'true', retries: '4' })
    expect(INPUT_DEFAULTS['api-key']).toBeUndefined()
  })
})

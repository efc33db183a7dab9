/**
 * Writes action.yml's `inputs:` and `outputs:` from their declarations (src/inputs/declared-inputs.ts,
 * src/commands/declared-outputs.ts, with the commands of each: src/commands/declarations.ts) and the
 * `command` input's list of commands from the registry; the rest of action.yml (name,
 * branding, `runs:`) is kept as it is. `npm run docs` calls it before it writes the tables of
 * docs/inputs-and-outputs.md from action.yml.
 */
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { Inputs, type InputName, type OutputName } from '../src/inputs/names.js'
import { INPUTS } from '../src/inputs/declared-inputs.js'
import { OUTPUTS } from '../src/commands/declared-outputs.js'
import { describeInput, describeOutput } from '../src/commands/declarations.js'
import { COMMANDS } from '../src/commands/registry.js'

/** `submit`, `status` (read or …), … or `analytics`: the commands the `command` input takes. */
export function commandChoices(): string {
  const shown = COMMANDS.map(c => `\`${c.name}\`${c.about ? ` (${c.about})` : ''}`)
  return `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}`
}

function inputBlock(): string[] {
  return (Object.keys(INPUTS) as InputName[]).flatMap(name => {
    const declared = INPUTS[name]
    const described = describeInput(name)
    const description = name === Inputs.Command ? `${described}: ${commandChoices()}.` : described
    return [
      `  ${name}:`,
      `    description: ${JSON.stringify(description)}`,
      `    required: ${declared.required === true}`,
      ...(declared.default === undefined
        ? []
        : [`    default: ${JSON.stringify(declared.default)}`])
    ]
  })
}

function outputBlock(): string[] {
  return (Object.keys(OUTPUTS) as OutputName[]).flatMap(name => [
    `  ${name}:`,
    `    description: ${JSON.stringify(describeOutput(name))}`
  ])
}

/** action.yml as the declarations make it, formatted as prettier would. */
export async function buildActionYml(root: string): Promise<{ text: string; current: string }> {
  const file = path.join(root, 'action.yml')
  const current = readFileSync(file, 'utf8').replace(/\r\n/g, '\n')
  const start = current.indexOf('\ninputs:\n')
  const end = current.indexOf('\nruns:\n')
  if (start < 0 || end < start) throw new Error('action.yml has no inputs: … runs: to rewrite')
  const generated = ['inputs:', ...inputBlock(), '', 'outputs:', ...outputBlock(), ''].join('\n')
  const text = `${current.slice(0, start + 1)}${generated}${current.slice(end)}`
  const prettier = await import('prettier')
  const options = (await prettier.resolveConfig(file)) ?? {}
  return { text: await prettier.format(text, { ...options, filepath: file }), current }
}

import type { InputName } from '../inputs/names.js'
import { INPUTS } from './declared-inputs.js'

export { INPUTS } from './declared-inputs.js'
export { OUTPUTS } from './declared-outputs.js'

/**
 * Every input and output, declared once: its description, the commands that use it, its default.
 * From here come action.yml's `inputs:` and `outputs:` (`npm run docs` writes them), the README's
 * tables (from action.yml), each command's list of the inputs it reads, and the defaults the
 * input reader falls back on.
 */

/** The commands, by name (the registry holds them; a test checks that the two agree). */
export const COMMAND_NAMES = [
  'submit',
  'status',
  'upload',
  'list-ipas',
  'delete-ipa',
  'teams',
  'analytics'
] as const
export type CommandName = (typeof COMMAND_NAMES)[number]

export interface InputDeclaration {
  /** The commands that read it; every command reads those without. */
  commands?: readonly CommandName[]
  description: string
  /**
   * What the command-line tool's --help says instead, where the action's words (a step, a job's
   * outputs, `false`) do not fit a terminal.
   */
  cli?: string
  required?: boolean
  /** What the runner passes when a workflow leaves the input out. */
  default?: string
  /** A yes/no input: on the command line, `--NAME` and `--no-NAME`. */
  switch?: boolean
}

export interface OutputDeclaration {
  /** The commands that set it; every command may set those without. */
  commands?: readonly CommandName[]
  description: string
}

/** The description as action.yml gives it: the commands it is for first, e.g. `(submit, upload) …`. */
export function describe({ commands, description }: InputDeclaration | OutputDeclaration): string {
  return commands ? `(${commands.join(', ')}) ${description}` : description
}

/** The inputs one command reads besides those every command reads, in the order declared. */
export function inputsOf(command: CommandName): InputName[] {
  return inputNames().filter(name => INPUTS[name].commands?.includes(command))
}

/** The inputs every command reads. */
export const SHARED_INPUTS: readonly InputName[] = inputNames().filter(
  name => !INPUTS[name].commands
)

/**
 * The default of each input that has one, which the runner passes when a workflow leaves the input
 * out. Read through `InputReader.value`, never repeated.
 */
export const INPUT_DEFAULTS: Partial<Record<InputName, string>> = Object.fromEntries(
  inputNames().flatMap(name => {
    const fallback = INPUTS[name].default
    return fallback === undefined ? [] : [[name, fallback]]
  })
)

function inputNames(): InputName[] {
  return Object.keys(INPUTS) as InputName[]
}

/**
 * The wrappers in each CI's catalogue (ci/: a GitLab CI/CD component, a CircleCI orb, a Bitrise step,
 * an Azure Pipelines task), generated from the one declaration of the inputs and outputs, as
 * action.yml is: what every CI's generator (scripts/wrappers/<ci>.ts) reads of the declarations.
 * scripts/wrappers/index.ts lists the generators, and writes or checks their files.
 */
import { INPUTS } from '../src/inputs/declared-inputs.js'
import { envName, type InputName, type OutputName } from '../src/inputs/names.js'
import { OUTPUTS } from '../src/commands/declared-outputs.js'
import { commandsReading, describeInput, describeOutput } from '../src/commands/declarations.js'
import { COMMANDS } from '../src/commands/registry.js'

/** One file a wrapper is made of: its path from the repository's root, and its whole text. */
export interface GeneratedFile {
  path: string
  text: string
}

/** A CI's wrapper: its name, as its users call the CI, and the files it is made of. */
export interface Wrapper {
  ci: string
  files(): Promise<GeneratedFile[]>
}

/** An input as every wrapper offers it: its declaration, with the commands that read it. */
export interface WrapperInput {
  name: InputName
  /** The variable the tool reads it from: `APP_DEPLOY_IPA_PATH`. */
  variable: string
  /** action.yml's words: `(submit, upload) Path or glob of …`. */
  description: string
  /** The tool's own words, where they differ (a terminal's flags). */
  cli?: string
  default?: string
  required: boolean
  /** A yes/no input. */
  switch: boolean
  /** Masked; the tool takes it from a variable only. */
  secret: boolean
  /** Several values, one a line. */
  lines: boolean
  /** The values it takes, where they are few and fixed (for `command`: the commands). */
  choices?: readonly string[]
  /** The commands that read it; none for those every command reads. */
  commands: string[]
}

export interface WrapperOutput {
  name: OutputName
  /** The variable a later step or job reads it as: `APP_DEPLOY_SUBMISSION_ID`. */
  variable: string
  description: string
  commands: readonly string[]
}

/** Every input, in action.yml's order, as the wrappers offer them. */
export function wrapperInputs(): WrapperInput[] {
  return (Object.keys(INPUTS) as InputName[]).map(name => {
    const declared = INPUTS[name]
    return {
      name,
      variable: envName(name),
      description: describeInput(name),
      cli: declared.cli,
      default: declared.default,
      required: declared.required === true,
      switch: declared.switch === true,
      secret: declared.secret === true,
      lines: declared.lines === true,
      choices: name === 'command' ? COMMANDS.map(command => command.name) : declared.choices,
      commands: commandsReading(name)
    }
  })
}

/** Every output, in action.yml's order. */
export function wrapperOutputs(): WrapperOutput[] {
  return (Object.keys(OUTPUTS) as OutputName[]).map(name => ({
    name,
    variable: envName(name),
    description: describeOutput(name),
    commands: OUTPUTS[name].commands ?? []
  }))
}

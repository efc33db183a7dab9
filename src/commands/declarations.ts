import { INPUTS } from '../inputs/declared-inputs.js'
import type { InputName, OutputName } from '../inputs/names.js'
import { OUTPUTS } from './declared-outputs.js'
import { COMMANDS, type CommandName } from './registry.js'

/**
 * What action.yml (and so the tables of docs/) says of each input and output: its declaration
 * (src/inputs/declared-inputs.ts, declared-outputs.ts) after the commands it is for. Those of an
 * input are the commands whose `inputs` list it (each command's index.ts); those of an output, the
 * commands its declaration names.
 */

/** The commands that read an input, in the registry's order; none for those every command reads. */
export function commandsReading(name: InputName): CommandName[] {
  return COMMANDS.filter(command => command.inputs.includes(name)).map(command => command.name)
}

/** An input's description as action.yml gives it, e.g. `(submit, upload) Path or glob of …`. */
export function describeInput(name: InputName): string {
  return forCommands(commandsReading(name), INPUTS[name].description)
}

/** An output's description as action.yml gives it, e.g. `(submit, status) Id of …`. */
export function describeOutput(name: OutputName): string {
  const { commands, description } = OUTPUTS[name]
  return forCommands(commands ?? [], description)
}

function forCommands(commands: readonly string[], description: string): string {
  return commands.length > 0 ? `(${commands.join(', ')}) ${description}` : description
}

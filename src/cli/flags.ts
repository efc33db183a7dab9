import { INPUTS } from '../inputs/declared-inputs.js'
import type { InputName } from '../inputs/names.js'

/** The tool's flag of an input, without its dashes: its name, or the flag its declaration gives. */
export function flagName(input: InputName): string {
  return INPUTS[input].flag ?? input
}

/** The input a flag stands for, if any (`sarif` for `sarif-file`, whose name is not a flag). */
export function inputOfFlag(flag: string): InputName | undefined {
  return (Object.keys(INPUTS) as InputName[]).find(input => flagName(input) === flag)
}

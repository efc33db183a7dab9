import { envName, type OutputName } from '../inputs/names.js'
import type { Parallel } from '../commands/run-context.js'
import { oneLine } from '../text/untrusted.js'
import type { Env, HandedOutput, Platform } from './platform.js'

/**
 * How messages name an output where the CI makes each one a variable of the steps after this one
 * (Bitrise's envman, CircleCI's `$BASH_ENV`): a later run of the tool reads its inputs from those
 * variables by itself, as it reads the lines of --dotenv.
 */
export const STEP_VARIABLES: NonNullable<Platform['words']> = {
  output: name => variableOf(name),
  handedOn: (_, output) => `${variableOf(output)}, which the steps after this one have`
}

function variableOf(name: OutputName): string {
  return `the ${envName(name)} variable`
}

/**
 * The outputs the job's later steps get as variables: not one its own command reads (submit's
 * team-id, status's submission-id), which would steer the job's next run of that command (another
 * app's submit, sent to this one's team). Stdout's lines still hold every output.
 */
export function forLaterSteps(outputs: readonly HandedOutput[]): HandedOutput[] {
  return outputs.filter(output => !output.readByItsCommand)
}

/**
 * The CI's parallel copies of a job, from the two variables it sets on each (`first`: the index of
 * the first copy, 0 or 1), the index then counted from 0; undefined when either is missing. A value
 * that is not a whole number is kept as NaN, for the shard's reader to refuse by the variable's name.
 */
export function parallelOf(
  env: Env,
  indexVariable: string,
  totalVariable: string,
  first: 0 | 1
): Parallel | undefined {
  const index = env[indexVariable]?.trim()
  const total = env[totalVariable]?.trim()
  if (!index || !total) return undefined
  const whole = (text: string): number => (/^\d+$/.test(text) ? Number(text) : Number.NaN)
  return {
    index: whole(index) - first,
    total: whole(total),
    variables: `${indexVariable} (${oneLine(index, 20)}) and ${totalVariable} (${oneLine(total, 20)})`
  }
}

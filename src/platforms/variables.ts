import { envName, type OutputName } from '../inputs/names.js'
import type { HandedOutput, Platform } from './platform.js'

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

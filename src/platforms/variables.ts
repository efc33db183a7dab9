import { envName, type OutputName } from '../inputs/names.js'
import type { Platform } from './platform.js'

/**
 * How messages name an output where the CI makes each one a variable of the steps after this one
 * (Bitrise's envman, CircleCI's `$BASH_ENV`): a later run of the tool reads its inputs from those
 * variables by itself, as it reads the lines of --env-file.
 */
export const STEP_VARIABLES: NonNullable<Platform['words']> = {
  output: name => variableOf(name),
  handedOn: (_, output) => `${variableOf(output)}, which the steps after this one have`
}

function variableOf(name: OutputName): string {
  return `the ${envName(name)} variable`
}

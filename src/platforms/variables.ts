import { envName, type InputName, type OutputName } from '../inputs/names.js'
import type { Platform } from './platform.js'

/**
 * How messages name an output where the CI makes each one a variable of the steps after this one
 * (Bitrise's envman, CircleCI's `$BASH_ENV`): a later run of the tool reads its own variable by
 * itself, and another from the variable named on its command line.
 */
export const STEP_VARIABLES: NonNullable<Platform['words']> = {
  output: name => `the ${envName(name)} variable of the steps after this one`,
  handedOn: (input: InputName, output: OutputName) =>
    envName(input) === envName(output)
      ? `${envName(output)}, which the steps after this one have (a later run reads it by itself)`
      : `--${input} "$${envName(output)}" (a variable of the steps after this one)`
}

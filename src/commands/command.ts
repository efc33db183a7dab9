import { Inputs, type InputName } from '../inputs/names.js'
import type { InputReader } from '../inputs/reader.js'
import type { CommandContext } from './context.js'

/** The inputs every command reads (read-inputs.ts reads them), and no command lists. */
export const SHARED_INPUTS: readonly InputName[] = [
  Inputs.ApiKey,
  Inputs.BaseUrl,
  Inputs.Command,
  Inputs.DryRun,
  Inputs.Retries,
  Inputs.RequestTimeout
]

/**
 * The contract every command meets. `inputs` lists every input the command reads besides
 * SHARED_INPUTS, and is the one place that says so: action.yml's `(submit, upload) …`, the
 * command-line tool's flags and --help come from it, the reader refuses any other input, and an
 * input given to a command that does not read it is reported as ignored.
 */
export interface Command<Config, Name extends string = string> {
  /** The `command` input's value, and the command-line tool's first word. */
  name: Name
  /** What it does, in a few words, where its name does not say it (e.g. `status`): action.yml's list. */
  about?: string
  /** What it does and what for, in one sentence: the command-line tool's --help. */
  description: string
  /** What `dry-run` does for it, in one sentence: a command that only reads sends the same reads. */
  dryRun: string
  /** The job summary's title. */
  title: string
  /** In any order: action.yml and --help list inputs in the order they are declared. */
  inputs: readonly InputName[]
  /**
   * Reads and checks this command's inputs; undefined when any is wrong (the reader holds why).
   * `read` and `run` import the command's modules when called (the bundles hold them in chunks
   * beside the entry, loaded then): reading the inputs, and failing on one, loads no command's run
   * code, and a command never loads the code of the others.
   */
  read(inputs: InputReader): Promise<Config | undefined>
  run(config: Config, context: CommandContext): Promise<void>
}

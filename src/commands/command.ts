import { Inputs, type InputName } from '../inputs/names.js'
import type { InputReader } from '../inputs/reader.js'
import type { ServiceClient } from '../service/client.js'
import type { CommandContext, LocalContext } from './context.js'

/** The inputs every command reads (read-inputs.ts reads them), and no command lists. */
export const SHARED_INPUTS: readonly InputName[] = [
  Inputs.ApiKey,
  Inputs.BaseUrl,
  Inputs.Command,
  Inputs.DryRun,
  Inputs.Retries,
  Inputs.RequestTimeout
]

/** The shared inputs that say how to reach the service: not read by a command of `service: false`. */
export const SERVICE_INPUTS: readonly InputName[] = [Inputs.ApiKey, Inputs.BaseUrl]

/** The shared inputs a command reads: all of them, but the service's for one that makes no request to it. */
export function sharedInputsOf(command: Pick<Command<unknown>, 'service'>): InputName[] {
  return SHARED_INPUTS.filter(name => command.service !== false || !SERVICE_INPUTS.includes(name))
}

/**
 * The contract every command meets. `inputs` lists every input the command reads besides
 * SHARED_INPUTS, and is the one place that says so: action.yml's `(submit, upload) …`, the
 * command-line tool's flags and --help come from it, the reader refuses any other input, and an
 * input given to a command that does not read it is reported as ignored.
 */
export type Command<Config, Name extends string = string> = CommandBase<Config, Name> &
  (
    | { service?: true; run(config: Config, context: CommandContext): Promise<void> }
    | {
        /**
         * The command makes no request to the service (`check`, `rules`): it reads no API key and no
         * base URL (given anyway, they are not its concern), and its run gets no client.
         */
        service: false
        run(config: Config, context: LocalContext): Promise<void>
      }
  )

interface CommandBase<Config, Name extends string> {
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
  /**
   * The command line's words after the command's name that are no flag: the values of this input
   * (`check a.ipa b.ipa`, `rules CODE`). Without it, such a word is a mistake.
   */
  positional?: InputName
}

/**
 * Runs a command in the context an adapter made: with the service's client, or, for a command that
 * makes no request to the service, without one (read-inputs.ts reads how to reach it for every other).
 */
export async function runIn(
  command: Command<unknown>,
  config: unknown,
  { client, ...local }: LocalContext & { client?: ServiceClient }
): Promise<void> {
  if (command.service === false) return command.run(config, local)
  if (!client) throw new Error(`The '${command.name}' command needs the service's client.`)
  try {
    return await command.run(config, { ...local, client })
  } finally {
    // The run's, whatever its end: the summary says how long the service's rate limit held it.
    const rateLimit = client.rateLimitWaits()
    if (rateLimit.waits > 0) local.outcome.record({ rateLimit })
  }
}

import { flagName } from './flags.js'
import type { InputName } from '../inputs/names.js'
import { envName, Inputs, Outputs } from '../inputs/names.js'
import type { InputSource } from '../inputs/reader.js'
import type { Platform } from '../platforms/platform.js'
import { Secrets } from '../platforms/secrets.js'
import { terminal } from '../platforms/terminal.js'
import { INPUTS } from '../inputs/declared-inputs.js'
import type { EnvFileValue } from './env-file.js'
import { HANDED_AS_LIST, handedOver } from '../fleet/handed-ids.js'

// The rule of the tool's variable names lives with the names (the inputs' help spells them too).
export { envName } from '../inputs/names.js'

/** What the command line gives a command: its flags, the --dotenv file, the environment, the key. */
export interface CommandLine {
  command: string
  /** The inputs the command reads: a variable of another's (a dotenv report of an earlier job
   *  holds APP_DEPLOY_TEAM_ID, say) is none of its business, not an input it ignores. */
  reads: ReadonlySet<InputName>
  flags: ReadonlyMap<InputName, string>
  env: NodeJS.ProcessEnv
  envFile?: { path: string; values: ReadonlyMap<string, EnvFileValue> }
  apiKey: string
  /** Where the key came from, for the message when the service refuses it. */
  keyName: string
  /** Where the key was given empty, when it was (a key file with nothing in it). */
  emptyKey?: string
  /** The run's registry, which every secret joins (a new one unless given). */
  secrets?: Secrets
  /** The CI it runs in: where files nobody named go, how a later step reads what this one printed. */
  platform?: Platform
}

/**
 * Inputs from the command line: a flag, else the line of the file --dotenv names, else its
 * variable (the file was named on purpose; the environment may hold an earlier job's values); the
 * key as the caller read it. Problems name the flag, the variable and, when it gave it, the file.
 */
export function commandLineInputs(commandLine: CommandLine): InputSource {
  const { env, envFile, keyName, emptyKey } = commandLine
  const { secrets = new Secrets(), platform = terminal } = commandLine
  return {
    given: name => givenOnCommandLine(name, commandLine),
    mask: (value, kind) => secrets.add(value, kind),
    // A secret comes only from its variable (see args.ts): a flag of it would be refused.
    named: name => {
      if (INPUTS[name].secret) return envName(name)
      const line = fromFile(name, commandLine)?.line
      const where = line && envFile ? ` on line ${line} of ${envFile.path}` : ''
      return `--${flagName(name)} (${envName(name)}${where})`
    },
    referred: name => (INPUTS[name].secret ? envName(name) : `--${flagName(name)}`),
    setting: (name, value) => {
      if (name === Inputs.Command) return `app-store-deploy ${value}`
      if (INPUTS[name].switch) return value === 'false' ? `--no-${name}` : `--${name}`
      return `--${flagName(name)} ${value}`
    },
    // The service's whole answer is what --json prints, not a dotenv line.
    output: name =>
      name === Outputs.Json
        ? 'what --json prints'
        : (platform.words?.output?.(name) ?? `the ${envName(name)} value`),
    // A later command reads what was printed from a dotenv file (or the variables a CI set from it).
    handedOn: (input, output) =>
      platform.words?.handedOn?.(input, output) ??
      `--dotenv <a file of the lines printed> (it reads ${envName(output)})`,
    keyName,
    emptyKey,
    folders: () => platform.folders(env),
    parallel: () => platform.run(env).parallel,
    keyHint:
      "export the service's API key in it, or give --api-key-file with the path of a file that holds it"
  }
}

/** An input's value: its flag, else its line of the --dotenv file, else its variable. */
function givenOnCommandLine(name: InputName, commandLine: CommandLine): string {
  const { command, reads, flags, env, envFile, apiKey } = commandLine
  if (name === Inputs.Command) return command
  if (name === Inputs.ApiKey) return apiKey.trim()
  const other = OTHER_OF[name]
  if (other && !onPurpose(name, commandLine) && onPurpose(other, commandLine)) return ''
  const variable = reads.has(name) ? env[envName(name)] : undefined
  // A fleet's list of these ids (APP_DEPLOY_SUBMISSION_IDS) is read with the input's own line.
  const list = reads.has(name) && !flags.has(name) ? HANDED_AS_LIST[name] : undefined
  if (list) {
    const inFile = envFile?.values.get(envName(list))?.value
    const handed =
      handedOver(fromFile(name, commandLine)?.value, inFile) ??
      handedOver(variable, env[envName(list)])
    return (handed ?? '').trim()
  }
  return (flags.get(name) ?? fromFile(name, commandLine)?.value ?? variable ?? '').trim()
}

/** An input's line of the --dotenv file, when the command reads it and no flag gives it. */
function fromFile(
  name: InputName,
  { reads, flags, envFile }: CommandLine
): EnvFileValue | undefined {
  return reads.has(name) && !flags.has(name) ? envFile?.values.get(envName(name)) : undefined
}

/** Whether an input was given on purpose: by a flag, or a line of the --dotenv file. */
function onPurpose(name: InputName, commandLine: CommandLine): boolean {
  return commandLine.flags.has(name) || fromFile(name, commandLine) !== undefined
}

/**
 * Inputs given one at a time: a variable of one (an earlier step's output: APP_DEPLOY_IPA_ID after an
 * upload, APP_DEPLOY_TEAM_ID after a submit) yields to the other given on purpose, as a flag or a
 * line of the --dotenv file (delete-ipa --keep-latest 5, submit --team-name Beta), where it would
 * clash with it or win over it.
 */
const ONE_AT_A_TIME: ReadonlyArray<readonly [InputName, InputName]> = [
  [Inputs.IpaId, Inputs.KeepLatest],
  [Inputs.TeamId, Inputs.TeamName]
]
const OTHER_OF: Partial<Record<InputName, InputName>> = Object.fromEntries(
  ONE_AT_A_TIME.flatMap(([a, b]) => [
    [a, b],
    [b, a]
  ])
)

/**
 * A key given, but empty: said as such, where it was given, before any request (not "required", as
 * if none had been given, nor a refusal by the service). Unset, or holding text: undefined.
 */
export function emptyKeyProblem(
  value: string | undefined,
  where: {
    file?: string
    envFile?: { line: number; flag: string; path: string }
    variable?: boolean
  }
): string | undefined {
  if (value === undefined || value.trim() !== '') return undefined
  const blank = value === '' ? '' : ' (white space only)'
  if (where.file !== undefined)
    return `--api-key-file '${where.file}' is empty${blank || ' (0 bytes)'}: write the service's API key in it, or give the path of the file that holds it.`
  if (where.envFile)
    return `APP_DEPLOY_API_KEY on line ${where.envFile.line} of ${where.envFile.flag} '${where.envFile.path}' is empty${blank}: write the service's API key after its =, or take the line out to use the variable APP_DEPLOY_API_KEY.`
  return `APP_DEPLOY_API_KEY is set, but empty${blank}: export the service's API key in it (a CI variable that names a secret this job may not read is empty), or give --api-key-file with the path of a file that holds it.`
}

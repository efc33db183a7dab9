import { flagName } from './flags.js'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { commandsReading } from '../commands/declarations.js'
import type { CommandName } from '../commands/registry.js'
import { INPUTS } from '../inputs/declared-inputs.js'
import { envName, Inputs, Outputs, type InputName } from '../inputs/names.js'
import { errorMessage } from '../text/error-message.js'
import { nearest } from '../text/nearest.js'
import { readsOf, type DotenvArg } from './args.js'

/** A value of an env file, and the line it is on (for a message about it). */
export interface EnvFileValue {
  value: string
  line: number
}

/** A report read back: the flag that named it, its path, its values by name. */
export interface DotenvFile extends DotenvArg {
  values: ReadonlyMap<string, EnvFileValue>
}

/**
 * The file --dotenv (or --env-file) names, read; what is wrong with it joins the other input
 * problems, told with them before any request. Unreadable, it holds no value.
 */
export function readDotenv(
  given: DotenvArg | undefined,
  problems: string[],
  /** How the CI wrote a value, undone (GitLab's `$$`). */
  read: (value: string) => string = value => value
): DotenvFile | undefined {
  if (!given) return undefined
  let text = ''
  try {
    text = readFileSync(given.path, 'utf8')
  } catch (error) {
    problems.push(unreadable(given, error))
  }
  const { values, badLines } = parseEnvFile(text)
  const bad = badLinesProblem(given, badLines)
  if (bad) problems.push(bad)
  const asWritten = [...values].map(
    ([name, entry]) => [name, { ...entry, value: read(entry.value) }] as const
  )
  return { ...given, values: new Map(asWritten) }
}

/** Which flag, which path, why, and what to do; a relative path missing says where it was looked for. */
function unreadable({ flag, path: file }: DotenvArg, error: unknown): string {
  const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
  const where = missing && !path.isAbsolute(file) ? `; looked in ${process.cwd()}` : ''
  return `${flag} '${file}' cannot be read (${errorMessage(error)}${where}): give the path of a file of APP_DEPLOY_NAME=value lines, as app-store-deploy prints them (app-store-deploy submit … > deploy.env).`
}

/**
 * The lines of a file the tool wrote on stdout (`APP_DEPLOY_NAME=value`), read as the tool writes
 * them and never as a shell would: the value is everything after the first `=`, as it is (quotes,
 * `$`, backticks and backslashes are text), because a value may come from the service. Blank lines
 * and `#` comments are skipped; a later line of a name wins. `badLines` are the numbers of lines that
 * are not NAME=value.
 */
export function parseEnvFile(text: string): {
  values: Map<string, EnvFileValue>
  badLines: number[]
} {
  const values = new Map<string, EnvFileValue>()
  const badLines: number[] = []
  // A byte order mark or Windows line ends are how an editor saved it, not part of a name or value.
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  lines.forEach((text, index) => {
    if (/^\s*(#|$)/.test(text)) return
    const line = index + 1
    const equals = text.indexOf('=')
    const name = equals === -1 ? '' : text.slice(0, equals)
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) badLines.push(line)
    else values.set(name, { value: text.slice(equals + 1), line })
  })
  return { values, badLines }
}

/** The problem of an env file's bad lines, naming at most five of them. */
export function badLinesProblem(
  { flag, path: file }: DotenvArg,
  badLines: readonly number[]
): string | undefined {
  if (badLines.length === 0) return undefined
  const shown = badLines.slice(0, 5).join(', ')
  const more = badLines.length > 5 ? ` and ${badLines.length - 5} more` : ''
  const which = badLines.length === 1 ? `Line ${shown} of` : `Lines ${shown}${more} of`
  const verb = badLines.length === 1 ? 'is' : 'are'
  return `${which} ${flag} '${file}' ${verb} not NAME=value: a name of letters, digits and _, then =, then the value on the same line, as app-store-deploy prints it.`
}

/**
 * Warnings for the lines of an env file a command skips though they were likely meant for it: a
 * name that no input or output has but is near one (`APP_DEPLOY_TEAMID`), or an input's name
 * without its prefix (`TEAM_ID`). A name another command reads, or an earlier job printed, is
 * skipped in silence: one file may serve several commands.
 */
export function nearMisses(
  { flag, path: file, values }: DotenvFile,
  command: CommandName
): string[] {
  const reads = readsOf(command)
  const own = reads.map(envName)
  const others = (Object.keys(INPUTS) as InputName[])
    .filter(input => input !== Inputs.Command && !reads.includes(input))
    .map(envName)
  const known = new Set([
    ...own,
    ...others,
    ...Object.values(Outputs).map(envName),
    ...TOOL_VARIABLES
  ])
  const warnings: string[] = []
  for (const [name, { line }] of values) {
    if (known.has(name)) continue
    const prefixed = `APP_DEPLOY_${name.toUpperCase()}`
    const meant = own.includes(prefixed) ? prefixed : nearest(name, own)
    const elsewhere = meant ? undefined : nearest(name, others)
    const where = `Line ${line} of ${flag} '${file}'`
    if (meant)
      warnings.push(
        `${where}: ${name} is not an input of ${command}, so it is skipped; did you mean ${meant} (${flagOf(meant)})?`
      )
    else if (elsewhere)
      warnings.push(
        `${where}: ${name} is not an input of ${command}, so it is skipped; the nearest, ${elsewhere} (${flagOf(elsewhere)}), is for ${commandsReading(inputOf(elsewhere)).join(', ')}.`
      )
  }
  return warnings
}

/** Variables the tool reads beside the inputs'. */
const TOOL_VARIABLES = ['APP_DEPLOY_DEBUG']

function inputOf(variable: string): InputName {
  return variable.slice('APP_DEPLOY_'.length).toLowerCase().replace(/_/g, '-') as InputName
}

/** How the tool takes the input of a variable: its flag, or for a secret, the variable alone. */
function flagOf(variable: string): string {
  const input = inputOf(variable)
  return INPUTS[input].secret ? 'a variable only' : `--${flagName(input)}`
}

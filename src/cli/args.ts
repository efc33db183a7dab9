import { flagName, inputOfFlag } from './flags.js'
import { sharedInputsOf } from '../commands/command.js'
import { commandsReading } from '../commands/declarations.js'
import { COMMANDS, findCommand, type CommandName } from '../commands/registry.js'
import { INPUTS, SECRET_INPUTS, inDeclaredOrder } from '../inputs/declared-inputs.js'
import { envName, Inputs, type InputName } from '../inputs/names.js'
import { nearest } from '../text/nearest.js'

/** The command line, read: the command, its flags (an input each), and the tool's own options. */
export interface CliArgs {
  command?: string
  flags: Map<InputName, string>
  json: boolean
  summaryFile?: string
  apiKeyFile?: string
  /** A file of APP_DEPLOY_NAME=value lines, as a command printed them, and the flag that named it. */
  dotenv?: DotenvArg
  verbose: boolean
  help: boolean
  version: boolean
  /** What is wrong with the command line, each with what to do. */
  problems: string[]
}

/**
 * What a command reads from the command line or the environment: all but the command's name, in
 * the order declared.
 */
export function readsOf(command: CommandName): InputName[] {
  const found = findCommand(command)
  const shared = found ? sharedInputsOf(found) : []
  return [...inDeclaredOrder(shared), ...inDeclaredOrder(found?.inputs ?? [])].filter(
    name => name !== Inputs.Command
  )
}

/**
 * The flags of a command: what it reads, but the secrets, which come only from a variable (or, for
 * the key, a file): on the command line they would show in the shell's history and in the list of
 * processes.
 */
export function flagsOf(command: CommandName): InputName[] {
  return readsOf(command).filter(name => !SECRET_INPUTS.includes(name))
}

/** The secrets a command reads, each from its variable only. */
export function secretsOf(command: CommandName): InputName[] {
  return readsOf(command).filter(name => SECRET_INPUTS.includes(name))
}

export function isCommand(name: string | undefined): name is CommandName {
  return COMMANDS.some(command => command.name === name)
}

/** Why the flag of a secret input is refused, and how to give it instead. */
function refused(name: InputName): string {
  // A key, a token: the last word of its name says what it is.
  const what = name.split('-').at(-1)
  const instead =
    name === Inputs.ApiKey
      ? `Export ${envName(name)}, or give --api-key-file with the path of a file that holds it.`
      : `Export ${envName(name)} instead.`
  return `--${name} is refused: a ${what} on the command line shows in the shell's history and in the list of processes. ${instead}`
}

/** The tool's own options, beside the inputs' flags: what a mistyped flag may have meant too. */
const TOOL_OPTIONS = [
  'summary-file',
  'api-key-file',
  'dotenv',
  'env-file',
  'json',
  'verbose',
  'help',
  'version'
]

/**
 * The flag of a report read back: --dotenv, or --env-file, its old name, read where Node lets it
 * through (Node takes --env-file for itself even after the script's name: a missing file ends the
 * process before the tool runs).
 */
export interface DotenvArg {
  flag: '--dotenv' | '--env-file'
  path: string
}

/** Reads `app-store-deploy <command> [--flag value | --flag=value | --switch | --no-switch] …`. */
export function readArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = {
    flags: new Map(),
    json: false,
    verbose: false,
    help: false,
    version: false,
    problems: []
  }
  let i = 0
  if (argv[0] === 'help') {
    // `help submit` is `submit --help`, as git and npm take it; `help` alone, `--help`.
    args.help = true
    i++
  }
  if (argv[i] !== undefined && !argv[i].startsWith('-')) args.command = argv[i++]
  const known = isCommand(args.command) ? new Set(flagsOf(args.command)) : undefined
  const positional = findCommand(args.command ?? '')?.positional
  for (; i < argv.length; i++) {
    const token = argv[i]
    const flag = /^--(no-)?([a-z0-9][a-z0-9-]*)(?:=([\s\S]*))?$/.exec(token)
    const given = (): string | undefined =>
      flag?.[3] ?? (i + 1 < argv.length ? argv[++i] : undefined)
    if (token === '-h' || token === '--help') args.help = true
    else if (token === '-V' || token === '--version') args.version = true
    else if (token === '--json') args.json = true
    else if (token === '--verbose') args.verbose = true
    else if (!flag && positional) readPositional(args, positional, token)
    else if (!flag) args.problems.push(notAFlag(token))
    else if (flag[2] === 'summary-file')
      args.summaryFile = required(args, '--summary-file', given())
    else if (flag[2] === 'api-key-file') args.apiKeyFile = required(args, '--api-key-file', given())
    else if (flag[2] === 'dotenv' || flag[2] === 'env-file')
      readDotenvFlag(args, flag[2] === 'dotenv' ? '--dotenv' : '--env-file', given())
    else if (SECRET_INPUTS.some(name => name === flag[2])) {
      args.problems.push(refused(flag[2] as InputName))
      if (flag[3] === undefined) i++ // its value is no flag either
    } else readInputFlag(args, flag[2], Boolean(flag[1]), flag[3], known, given, () => argv[i + 1])
  }
  // Help of a command there is not is a mistake to name, with the commands there are, not the
  // tool's help printed as if it were asked for.
  if (args.command !== undefined && !known) args.help = false
  return args
}

function readInputFlag(
  args: CliArgs,
  name: string,
  negated: boolean,
  inline: string | undefined,
  known: Set<InputName> | undefined,
  given: () => string | undefined,
  peek: () => string | undefined
): void {
  const input = inputOfFlag(name)
  if (input === undefined || input === Inputs.Command) {
    args.problems.push(unknownFlag(name, args.command, known))
    // What follows, unless it is a flag, is taken for its value: one mistake, one problem.
    if (inline === undefined && !negated && !peek()?.startsWith('-')) given()
    return
  }
  const declared = INPUTS[input]
  if (known && !known.has(input)) {
    args.problems.push(
      `--${name} is not a flag of ${args.command}: it is for ${commandsReading(input).join(', ')}.`
    )
    if (!declared.switch && inline === undefined) given()
    return
  }
  if (declared.switch) {
    readSwitch(args, input, negated, inline, peek() ?? '', given)
    return
  }
  if (negated) {
    args.problems.push(`--no-${name}: ${name} is not a yes/no flag; give --${name} VALUE.`)
    return
  }
  const value = given()
  const earlier = args.flags.get(input)
  if (value === undefined) args.problems.push(`--${name} needs a value.`)
  // Given again, an input of several lines takes one more; any other, the last value.
  else args.flags.set(input, declared.lines && earlier ? `${earlier}\n${value}` : value)
}

/** Words a yes/no value is written with (as parseBoolean reads them), by what they mean. */
const YES_NO: Record<string, 'yes' | 'no'> = {
  true: 'yes',
  yes: 'yes',
  on: 'yes',
  '1': 'yes',
  false: 'no',
  no: 'no',
  off: 'no',
  '0': 'no'
}

/**
 * A yes/no flag: `--wait`, `--no-wait`, or `--wait=false` as other tools take it. A value after a
 * space (`--wait false`) is refused with the spelling meant, as is one that is no yes/no word.
 */
function readSwitch(
  args: CliArgs,
  name: InputName,
  negated: boolean,
  inline: string | undefined,
  next: string,
  given: () => string | undefined
): void {
  const meant = YES_NO[(inline ?? next).trim().toLowerCase()]
  const spelled = (yes: boolean): string => (yes ? `--${name}` : `--no-${name}`)
  if (negated && inline !== undefined) {
    args.problems.push(`--no-${name} takes no value: give --no-${name} alone, or --${name}.`)
  } else if (inline !== undefined && !meant) {
    args.problems.push(
      `--${name}=${inline} is not yes or no: give ${spelled(true)}, or ${spelled(false)} to turn it off.`
    )
  } else if (inline === undefined && meant) {
    given() // the word is its value, meant: one mistake, one problem
    const yes = (meant === 'yes') !== negated
    args.problems.push(
      `${spelled(!negated)} takes no value after a space ('${next}'): give ${spelled(yes)}${yes ? ' alone' : ` to turn ${name} off`}.`
    )
  } else {
    args.flags.set(name, inline ?? (negated ? 'false' : 'true'))
  }
}

/** A flag no input has, with the one it most likely meant: of the command, else of another one. */
function unknownFlag(name: string, command: string | undefined, known?: Set<InputName>): string {
  const inputs = (Object.keys(INPUTS) as InputName[]).filter(
    input => input !== Inputs.Command && !SECRET_INPUTS.includes(input)
  )
  const where = known ? command : 'app-store-deploy'
  // An input whose flag is not its name (sarif-file, given as --sarif), of this command.
  const named = Object.hasOwn(INPUTS, name) ? (name as InputName) : undefined
  const flag = named && INPUTS[named].flag
  if (flag) {
    const of = known && !known.has(named) ? `, a flag of ${commandsReading(named).join(', ')}` : ''
    return `--${name} is not a flag of ${where}: the tool takes that input as --${flag}${of}.`
  }
  const meant = nearest(name, [...[...(known ?? inputs)].map(flagName), ...TOOL_OPTIONS])
  // The old name is still read, but the one to learn is --dotenv.
  if (meant === 'env-file')
    return `--${name} is not a flag of ${where}; did you mean --dotenv (--env-file is its old name)?`
  if (meant) return `--${name} is not a flag of ${where}; did you mean --${meant}?`
  const elsewhere = known && nearest(name, inputs.filter(input => !known.has(input)).map(flagName))
  const of = elsewhere && commandsReading(inputOfFlag(elsewhere)!).join(', ')
  if (of) return `--${name} is not a flag of ${where}, nor is --${elsewhere}, a flag of ${of}.`
  return `--${name} is not a flag of ${where}: see --help.`
}

/**
 * A word where a flag should be: often the second file of a glob the shell expanded, which the
 * tool would have expanded itself.
 */
function notAFlag(token: string): string {
  const glob = /\.ipa$/i.test(token)
    ? " A shell expands an unquoted glob into several words: quote it (--ipa-path 'build/*.ipa'), and give --multiple to send each file it matches."
    : ''
  return `'${token}' is not a flag: flags start with --.${glob}`
}

/** A word that is no flag, of a command that takes one (`check a.ipa b.ipa`): its input's value, one a line. */
function readPositional(args: CliArgs, name: InputName, token: string): void {
  const earlier = args.flags.get(name)
  if (earlier === undefined) return void args.flags.set(name, token)
  if (INPUTS[name].lines) return void args.flags.set(name, `${earlier}\n${token}`)
  args.problems.push(`'${token}': ${args.command} takes one ${name}, and '${earlier}' was given.`)
}

function required(args: CliArgs, flag: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') args.problems.push(`${flag} needs a path.`)
  return value || undefined
}

/**
 * --dotenv, or --env-file: one option under two names. Given again under the same name, the last
 * path wins, as any flag of one value; under both names with two paths, it is a problem: which file
 * was meant is not known (a script half moved to the new name, say), and each may hold another id.
 */
function readDotenvFlag(args: CliArgs, flag: DotenvArg['flag'], value: string | undefined): void {
  const file = required(args, flag, value)
  if (file === undefined) return
  const earlier = args.dotenv
  if (earlier && earlier.flag !== flag && earlier.path !== file)
    args.problems.push(
      `${earlier.flag} '${earlier.path}' and ${flag} '${file}' both name a report to read: --env-file is the old name of --dotenv, and the tool reads one file. Give --dotenv with the one meant.`
    )
  args.dotenv = { flag, path: file }
}

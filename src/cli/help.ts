import { flagName } from './flags.js'
import { COMMANDS } from '../commands/registry.js'
import { INPUTS, INPUT_DEFAULTS, SECRET_INPUTS } from '../inputs/declared-inputs.js'
import { envName, Inputs, type InputName } from '../inputs/names.js'
import { flagsOf, isCommand, secretsOf } from './args.js'
import { EMULATOR } from './emulator.js'
import { EXIT_CODES_HELP } from './exit-codes.js'
import { PLATFORMS } from '../platforms/index.js'
import { terminal } from '../platforms/terminal.js'
import { wrapped } from '../text/wrapped.js'
import { docsLink, withDocsLinks } from '../text/docs-link.js'

/** The first lines of --help, and all a run without arguments prints (to stderr). */
export function usage(): string {
  return [
    'Usage: app-store-deploy <command> [flags]',
    '',
    'Commands:',
    ...[...COMMANDS, EMULATOR].flatMap(c =>
      wrapped(c.description, 14).map((line, i) =>
        i === 0 ? `  ${c.name.padEnd(11)} ${line.trimStart()}` : line
      )
    )
  ].join('\n')
}

/** `app-store-deploy --help`: the commands (from the registry), the tool's own options, the exit codes. */
export function toolHelp(): string {
  return [
    usage(),
    '',
    'Every input of a command is a flag of the same name (--team-id 1234567), or a variable',
    'APP_DEPLOY_<NAME> (APP_DEPLOY_TEAM_ID), or a line of the file --dotenv names. A flag wins over',
    'the file, the file over a variable. app-store-deploy <command> --help lists them.',
    '',
    ...wrapped(
      `It prints its outputs on stdout as APP_DEPLOY_<OUTPUT>=value lines. In ${ciNames()}, known by their variables, it also hands them on as that CI does (see ${docsLink('ci-platforms.md')}).`,
      0
    ),
    '',
    ...OPTIONS,
    '',
    'Exit codes:',
    ...EXIT_CODES_HELP.map(line => `  ${line}`)
  ].join('\n')
}

/** How the tool takes the service's key: not said for a command that reads none (check, rules, gather). */
const KEY_OPTIONS = [
  '  APP_DEPLOY_API_KEY     the service API key: a variable or a --dotenv line, never a flag',
  "                         (it would show in the shell's history and in the list of processes)",
  '  --api-key-file PATH    read the API key from a file instead (it wins over both)'
]

const OTHER_OPTIONS = [
  '  --dotenv PATH          read APP_DEPLOY_NAME=value lines, as a command printed them: the value is',
  '                         all after the first =, as it is (no quotes, no $); # starts a comment;',
  "                         names that are not the command's inputs are skipped (one near an",
  "                         input's name is warned). A flag wins over the file, the file over a",
  '                         variable. Never source it in a shell. --env-file PATH is its old name,',
  '                         still read; but Node takes --env-file too, and stops when its file is',
  '                         missing (exit 9), before the tool can say so: give --dotenv.',
  '  --json                 print one JSON document: the service answer; with none (a dry run), the',
  '                         outputs set, by name ({} when none); on failure',
  '                         {"error":{"kind":…,"message":…,"exitCode":…},"outputs":{…}}',
  '  --summary-file PATH    write the job summary (markdown) to PATH, making its folder',
  '  --verbose              debug lines: each request, its status and time',
  '  --help, --version      (help <command> is <command> --help)'
]

const OPTIONS = ['Options:', ...KEY_OPTIONS, ...OTHER_OPTIONS]

/** `app-store-deploy <command> --help`: its flags, each with its variable, default and description. */
export function commandHelp(name: string): string {
  if (!isCommand(name)) return toolHelp()
  const command = COMMANDS.find(c => c.name === name)
  const flags = flagsOf(name).flatMap(input => {
    const declared = INPUTS[input]
    const flag = flagName(input)
    const spelled = declared.switch ? `--${flag}, --no-${flag}` : `--${flag} VALUE`
    const fallback = INPUT_DEFAULTS[input] ? ` Default: ${INPUT_DEFAULTS[input]}.` : ''
    const text = input === Inputs.DryRun ? command?.dryRun : (declared.cli ?? declared.description)
    return [
      `  ${spelled}  (${envName(input)})`,
      ...wrapped(`${forTerminal(text ?? '')}${fallback}`)
    ]
  })
  const secrets = secretsOf(name)
    .filter(input => input !== Inputs.ApiKey)
    .flatMap(input => [
      `  ${envName(input)}  (a variable only: never a flag)`,
      ...wrapped(forTerminal(INPUTS[input].cli ?? INPUTS[input].description))
    ])
  return [
    `Usage: app-store-deploy ${name}${command?.positional ? ` [${command.positional.toUpperCase()}${INPUTS[command.positional].lines ? '…' : ''}]` : ''} [flags]`,
    '',
    command?.description ?? '',
    '',
    'Flags:',
    ...flags,
    ...(secrets.length ? ['', 'Secrets:', ...secrets] : []),
    '',
    ...(command?.service === false ? ['Options:', ...OTHER_OPTIONS] : OPTIONS),
    '',
    'stdout: each output that was set, as APP_DEPLOY_<OUTPUT>=value (a dotenv file, which --dotenv',
    'reads), or with --json one JSON document. stderr: the log.',
    '',
    'Exit codes:',
    ...EXIT_CODES_HELP.map(line => `  ${line}`)
  ].join('\n')
}

/**
 * A declaration's words as a terminal shows them: a code span naming an input becomes its flag (or,
 * for a secret, its variable), other code spans lose their backticks, and a page of docs/ is its
 * link (the package holds no docs/).
 */
export function forTerminal(text: string): string {
  return withDocsLinks(text).replace(/`([^`]*)`/g, (_, code: string) => {
    if (!Object.hasOwn(INPUTS, code) || code === Inputs.Command) return code
    const input = code as InputName
    return SECRET_INPUTS.includes(input) ? envName(input) : `--${flagName(input)}`
  })
}

/** The CIs the tool knows, by their modules' names: `GitHub Actions, GitLab CI, … and CircleCI`. */
function ciNames(): string {
  const names = PLATFORMS.filter(platform => platform !== terminal).map(platform => platform.name)
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

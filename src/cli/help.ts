import { INPUTS, INPUT_DEFAULTS } from '../commands/declarations.js'
import { Inputs } from '../inputs/names.js'
import { COMMANDS } from '../commands/registry.js'
import { flagsOf, isCommand, secretsOf } from './args.js'
import { EXIT_CODES_HELP } from './exit-codes.js'
import { envName } from './source.js'

/** `app-store-deploy --help`: the commands (from the registry), the tool's own options, the exit codes. */
export function toolHelp(): string {
  return [
    'Usage: app-store-deploy <command> [flags]',
    '',
    'Commands:',
    ...COMMANDS.map(c => `  ${c.name.padEnd(11)} ${c.title}${c.about ? ` (${c.about})` : ''}`),
    '',
    'Every input of a command is a flag of the same name (--team-id 1234567), or a variable',
    'APP_DEPLOY_<NAME> (APP_DEPLOY_TEAM_ID); a flag wins. `app-store-deploy <command> --help` lists them.',
    '',
    ...OPTIONS,
    '',
    'Exit codes:',
    ...EXIT_CODES_HELP.map(line => `  ${line}`)
  ].join('\n')
}

const OPTIONS = [
  'Options:',
  '  APP_DEPLOY_API_KEY     the service API key (never a flag: it would show in shell history)',
  '  --api-key-file PATH    read the API key from a file instead',
  '  --json                 print the service answer (the json output) as one JSON document',
  '  --summary-file PATH    write the job summary (markdown) to PATH',
  '  --verbose              debug lines: each request, its status and time',
  '  --help, --version'
]

/** `app-store-deploy <command> --help`: its flags, each with its variable, default and description. */
export function commandHelp(name: string): string {
  if (!isCommand(name)) return toolHelp()
  const command = COMMANDS.find(c => c.name === name)
  const flags = flagsOf(name).flatMap(input => {
    const declared = INPUTS[input]
    const spelled = declared.switch ? `--${input}, --no-${input}` : `--${input} VALUE`
    const fallback = INPUT_DEFAULTS[input] ? ` Default: ${INPUT_DEFAULTS[input]}.` : ''
    return [`  ${spelled}  (${envName(input)})`, ...wrapped(`${declared.description}${fallback}`)]
  })
  const secrets = secretsOf(name)
    .filter(input => input !== Inputs.ApiKey)
    .flatMap(input => [
      `  ${envName(input)}  (a variable only: never a flag)`,
      ...wrapped(INPUTS[input].description)
    ])
  return [
    `Usage: app-store-deploy ${name} [flags]`,
    '',
    `${command?.title}${command?.about ? `: ${command.about}` : ''}.`,
    '',
    'Flags:',
    ...flags,
    ...(secrets.length ? ['', 'Secrets:', ...secrets] : []),
    '',
    ...OPTIONS,
    '',
    'stdout: each output that was set, as APP_DEPLOY_<OUTPUT>=value (a dotenv file), or with --json the',
    'service answer. stderr: the log.',
    '',
    'Exit codes:',
    ...EXIT_CODES_HELP.map(line => `  ${line}`)
  ].join('\n')
}

/** Text in lines of at most 100 characters, indented under its flag. */
function wrapped(text: string, indent = '      ', width = 100): string[] {
  const lines: string[] = []
  let line = indent
  for (const word of text.split(/\s+/)) {
    if (line.length + word.length + 1 > width && line.trim()) {
      lines.push(line)
      line = indent
    }
    line += line.trim() ? ` ${word}` : word
  }
  if (line.trim()) lines.push(line)
  return lines
}

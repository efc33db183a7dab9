#!/usr/bin/env node
import { readFileSync, writeFileSync } from 'node:fs'
import packageJson from '../../package.json' with { type: 'json' }
import { describeFailure, type StepFailure } from '../commands/describe-failure.js'
import { COMMANDS } from '../commands/registry.js'
import { SummaryDocument } from '../commands/summary-document.js'
import { readInputs } from '../inputs/read-inputs.js'
import { errorMessage } from '../text/error-message.js'
import { withoutSecret } from '../text/untrusted.js'
import { flagsOf, isCommand, readArgs } from './args.js'
import { CollectedOutputs, cliContext, cliLog, type Terminal } from './context.js'
import { EXIT, exitCodeOf } from './exit-codes.js'
import { commandHelp, toolHelp } from './help.js'
import { commandLineInputs, envName } from './source.js'

/**
 * `app-store-deploy <command> [flags]`: the action's commands, run from a terminal or another CI.
 * stdout carries only the result (dotenv lines, or the JSON answer); the log goes to stderr.
 */
async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const result = process.stdout.write.bind(process.stdout)
  const errorLine = (line: string): void => void process.stderr.write(`${line}\n`)
  const args = readArgs(argv)
  if (args.version) return print(result, packageJson.version)
  if (args.help) return print(result, args.command ? commandHelp(args.command) : toolHelp())
  if (!isCommand(args.command)) {
    const named = args.command ? `'${args.command}' is not a command. ` : ''
    errorLine(`error: ${named}Give one of ${COMMANDS.map(c => c.name).join(', ')}; see --help.`)
    return EXIT.badInput
  }
  const terminal: Terminal = {
    write: errorLine,
    colour: Boolean(process.stderr.isTTY) && !env.NO_COLOR,
    verbose: args.verbose || env.APP_DEPLOY_DEBUG === '1',
    secrets: []
  }
  const summary = new SummaryDocument()
  const log = cliLog(terminal, summary)
  // stdout is the result alone: what a library prints there (@actions/glob's `::debug::` lines)
  // joins the log's debug lines instead.
  process.stdout.write = ((chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n')) if (line) log.debug(line.replace(/^::\w+::/, ''))
    return true
  }) as typeof process.stdout.write

  const outputs = new CollectedOutputs(log)
  let failure: StepFailure | undefined
  let code: number = EXIT.done
  try {
    const apiKey = readApiKey(args.apiKeyFile, env, args.problems)
    const source = commandLineInputs({
      command: args.command,
      reads: new Set(flagsOf(args.command)),
      flags: args.flags,
      env,
      apiKey,
      secrets: terminal.secrets
    })
    source.mask(apiKey)
    const { command, config, connection, dryRun } = await readInputs(
      source,
      log.warning,
      found => (summary.title = found.title),
      args.problems
    )
    await command.run(config, cliContext(connection, dryRun, { log, outputs, summary }))
  } catch (error) {
    failure = describeFailure(error)
    code = exitCodeOf(error)
    log.error(failure.message)
  }
  if (args.summaryFile) writeSummary(args.summaryFile, summary.render(failure?.explanation), log)
  const text = args.json
    ? `${JSON.stringify(outputs.answer ?? null)}\n`
    : [...outputs.values]
        .map(([name, value]) => `${envName(name)}=${oneLineValue(value)}\n`)
        .join('')
  result(terminal.secrets.length ? withoutSecret(text, terminal.secrets) : text)
  return code
}

/** The key, from APP_DEPLOY_API_KEY or the file --api-key-file names; never from a flag. */
function readApiKey(file: string | undefined, env: NodeJS.ProcessEnv, problems: string[]): string {
  if (!file) return env.APP_DEPLOY_API_KEY ?? ''
  try {
    return readFileSync(file, 'utf8').trim()
  } catch (error) {
    problems.push(
      `--api-key-file '${file}' cannot be read (${errorMessage(error)}): give the path of a file that holds the key.`
    )
    return ''
  }
}

/** A dotenv value on one line: GitLab's dotenv reports take no line breaks. */
function oneLineValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ')
}

function writeSummary(
  file: string,
  markdown: string,
  log: { warning(message: string): void }
): void {
  try {
    writeFileSync(file, markdown)
  } catch (error) {
    log.warning(`Could not write the summary to ${file}: ${errorMessage(error)}`)
  }
}

function print(write: (text: string) => boolean, text: string): number {
  write(`${text}\n`)
  return EXIT.done
}

process.exitCode = await main(process.argv.slice(2), process.env)

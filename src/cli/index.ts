#!/usr/bin/env node
import packageJson from '../../package.json' with { type: 'json' }
import { isCommand, readArgs } from './args.js'
import { EXIT } from './exit-codes.js'

/**
 * `app-store-deploy <command> [flags]`: the action's commands, run from a terminal or another CI.
 * stdout carries only the result (dotenv lines, or the JSON answer); the log goes to stderr.
 * `--version` evaluates nothing more than this; a command, what it uses (bench/startup.ts).
 */
async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const result = process.stdout.write.bind(process.stdout)
  const args = readArgs(argv)
  if (args.version) return print(result, packageJson.version)
  if (args.help) {
    const { commandHelp, toolHelp } = await import(/* webpackMode: "eager" */ './help.js')
    return print(result, args.command ? commandHelp(args.command) : toolHelp())
  }
  if (!isCommand(args.command)) {
    const named = args.command ? `'${args.command}' is not a command. ` : ''
    process.stderr.write(`error: ${named}Give one of the commands of --help.\n`)
    return EXIT.badInput
  }
  const { runCommandLine } = await import(/* webpackMode: "eager" */ './run.js')
  return runCommandLine({ ...args, command: args.command }, env, result)
}

function print(write: (text: string) => boolean, text: string): number {
  write(`${text}\n`)
  return EXIT.done
}

process.exitCode = await main(process.argv.slice(2), process.env)

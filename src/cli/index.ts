#!/usr/bin/env node
import packageJson from '../../package.json' with { type: 'json' }
import { COMMANDS } from '../commands/registry.js'
import { nearest } from '../text/nearest.js'
import { isCommand, readArgs } from './args.js'
import { EMULATOR, runEmulatorCommand } from './emulator.js'
import { EXIT, failureDocument } from './exit-codes.js'

/**
 * `app-store-deploy <command> [flags]`: the action's commands, run from a terminal or another CI.
 * stdout carries only the result (dotenv lines, or the JSON answer); the log goes to stderr.
 * `--version` evaluates nothing more than this; a command, what it uses (bench/startup.ts).
 */
async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const result = process.stdout.write.bind(process.stdout)
  if (argv.length === 0) {
    // A bare run is a question, not a command: the list of commands, where the log goes.
    const { usage } = await import('./help.js')
    process.stderr.write(`${usage()}\n\napp-store-deploy --help says more: options, exit codes.\n`)
    return EXIT.badInput
  }
  if (argv[0] === EMULATOR.name) return runEmulatorCommand(argv.slice(1), env)
  // `help emulator` is `emulator --help`, as `help submit` is `submit --help`.
  if (argv[0] === 'help' && argv[1] === EMULATOR.name) return runEmulatorCommand(['--help'], env)
  const args = readArgs(argv)
  if (args.version) return print(result, packageJson.version)
  if (args.help) {
    const { commandHelp, toolHelp } = await import('./help.js')
    return print(result, args.command ? commandHelp(args.command) : toolHelp())
  }
  if (!isCommand(args.command)) {
    const names = [...COMMANDS.map(command => command.name), EMULATOR.name]
    const meant = args.command && nearest(args.command, names)
    const message = !args.command
      ? 'Give a command first: one of the commands of --help.'
      : meant
        ? `'${args.command}' is not a command; did you mean '${meant}'?`
        : `'${args.command}' is not a command: give one of ${names.join(', ')}.`
    process.stderr.write(`error: ${message}\n`)
    if (args.json) result(`${JSON.stringify(failureDocument(EXIT.badInput, message))}\n`)
    return EXIT.badInput
  }
  const { runCommandLine } = await import('./run.js')
  return runCommandLine({ ...args, command: args.command }, env, result)
}

function print(write: (text: string) => boolean, text: string): number {
  write(`${text}\n`)
  return EXIT.done
}

process.exitCode = await main(process.argv.slice(2), process.env)

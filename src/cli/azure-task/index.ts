import { COMMANDS } from '../../commands/registry.js'
import { azurePipelines, logLine } from '../../platforms/azure-pipelines.js'
import { isCommand } from '../args.js'
import { EXIT } from '../exit-codes.js'
import { runCommandLine } from '../run.js'
import { readTaskInputs, TASK_WORDS } from './inputs.js'

/**
 * The Azure Pipelines task's entry (ci/azure/AppStoreDeploy, bundled by `npm run build:azure-task`):
 * the agent runs it with Node, the task's inputs in INPUT_* variables and the job's in the rest. It
 * runs the command in this process as the command-line tool does on an Azure agent (TF_BUILD): the
 * outputs set as output variables, the summary attached, the exit code the task's result. No value
 * goes through a shell.
 */
async function main(env: NodeJS.ProcessEnv): Promise<number> {
  const { command, flags, secrets } = readTaskInputs(env)
  if (!isCommand(command)) {
    const names = COMMANDS.map(found => found.name).join(', ')
    const message = `Input 'command' is '${command}': give one of ${names}.`
    process.stderr.write(`${logLine('error', message, env)}\n`)
    return EXIT.badInput
  }
  const args = { command, flags, json: false, verbose: false, help: false, version: false }
  return runCommandLine(
    { ...args, problems: [] },
    { ...env, ...secrets },
    text => process.stdout.write(text),
    azurePipelines,
    TASK_WORDS
  )
}

process.exitCode = await main(process.env)

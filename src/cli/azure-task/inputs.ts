import { INPUTS, SECRET_INPUTS } from '../../inputs/declared-inputs.js'
import { envName, Inputs, type InputName } from '../../inputs/names.js'
import type { InputSource } from '../../inputs/reader.js'
import type { CommandName } from '../../commands/registry.js'
import { readsOf } from '../args.js'

/**
 * The Azure Pipelines task's inputs (ci/azure/AppStoreDeploy/task.json), as its agent hands them to
 * the task's process: each input's name from task.json, upper-cased, after `INPUT_`
 * (microsoft/azure-pipelines-agent, src/Agent.Worker/Handlers/Handler.cs, AddInputsToEnvironment;
 * azure-pipelines-task-lib's getInput reads them so). Pure: the entry (index.ts) gives the environment.
 */

/** An input's name in task.json, which a pipeline's YAML writes: `ipa-path` is `ipaPath`. */
export function taskInputName(name: InputName): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}

/** The variable the agent gives an input's value in: `INPUT_IPAPATH`. */
export function taskInputVariable(name: InputName): string {
  return `INPUT_${taskInputName(name).toUpperCase()}`
}

/**
 * The default of a secret input: the pipeline's secret variable of the tool's name, which the agent
 * expands into the input (a secret variable reaches a task through an input, never by itself).
 */
export function taskSecretDefault(name: InputName): string {
  return `$(${envName(name)})`
}

/** What the task's run is given: the command, its inputs as the tool's flags, the secrets apart. */
export interface TaskInputs {
  /** The `command` input, as given: checked by the caller. */
  command: string
  /** The inputs the command reads, given a value, as the command line would give them. */
  flags: Map<InputName, string>
  /** The secrets given (the key, a token), by the tool's variable: `APP_DEPLOY_API_KEY`. */
  secrets: Record<string, string>
}

/**
 * The task's inputs from the agent's variables. An input left empty is not given (the tool's
 * variable, an earlier step's output, or its default then holds); a secret input whose variable
 * the pipeline does not define comes as the macro itself (`$(APP_DEPLOY_API_KEY)`), which is no key.
 */
export function readTaskInputs(env: NodeJS.ProcessEnv): TaskInputs {
  const given = (name: InputName): string => env[taskInputVariable(name)]?.trim() ?? ''
  const command = given(Inputs.Command) || String(INPUTS[Inputs.Command].default)
  const flags = new Map<InputName, string>()
  const secrets: Record<string, string> = {}
  for (const name of SECRET_INPUTS) {
    const value = given(name)
    if (value && value !== taskSecretDefault(name)) secrets[envName(name)] = value
  }
  const reads = readsOf(command as CommandName)
  for (const name of reads) {
    const value = given(name)
    if (value && !SECRET_INPUTS.includes(name)) flags.set(name, value)
  }
  return { command, flags, secrets }
}

/** How messages name the task's inputs: as a pipeline's YAML gives them. */
export const TASK_WORDS: Pick<
  InputSource,
  'named' | 'referred' | 'setting' | 'keyName' | 'keyHint'
> = {
  named: name => `Input '${taskInputName(name)}'`,
  referred: name => `'${taskInputName(name)}'`,
  setting: (name, value) => `${taskInputName(name)}: ${value}`,
  keyName: `the apiKey input (${taskSecretDefault(Inputs.ApiKey)} unless set)`,
  keyHint: `define the secret variable ${envName(Inputs.ApiKey)} in the pipeline (or a variable group it links), or give apiKey: $(<your secret variable>)`
}

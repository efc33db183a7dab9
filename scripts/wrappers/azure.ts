/**
 * The Azure Pipelines task and its extension (ci/azure/): task.json, the extension's manifest and its
 * overview, from the declarations. The task runs src/cli/azure-task/ in the agent's Node (Node24,
 * else Node20_1), bundled into the task's folder at release (`npm run build:azure-task`).
 */
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { parse } from 'yaml'
import packageJson from '../../package.json' with { type: 'json' }
import { Inputs, Outputs } from '../../src/inputs/names.js'
import { taskInputName, taskSecretDefault } from '../../src/cli/azure-task/inputs.js'
import { cell, formatMarkdown, repoRoot } from '../markdown.js'
import { AZURE_FOLDER, TASK_ENTRY, TASK_NAME } from './azure-task.js'
import {
  wrapperInputs,
  wrapperOutputs,
  type GeneratedFile,
  type Wrapper,
  type WrapperInput
} from '../wrappers.js'

/** The task's identity in every organisation that installs it: written once, never changed. */
const TASK_ID = '6f1d3c52-8a4e-4b7f-9c2d-5e0a7b3f9d14'
/**
 * The first agent with the Node24 handler (microsoft/azure-pipelines-agent 9a20563, in v4.265.0);
 * an older one would not run the task, so it is not offered the job.
 */
const MINIMUM_AGENT = '4.265.0'

/** The groups of the task's form, and the inputs in each; any other input is in `advanced`. */
const GROUPS: ReadonlyArray<{ name: string; displayName: string; inputs: readonly string[] }> = [
  {
    name: 'team',
    displayName: 'Team and release',
    inputs: [
      Inputs.TeamId,
      Inputs.TeamName,
      Inputs.NotifyEmails,
      Inputs.ReleaseId,
      Inputs.Environment
    ]
  },
  {
    name: 'waiting',
    displayName: 'Waiting for the review',
    inputs: [
      Inputs.Wait,
      Inputs.WaitTimeout,
      Inputs.PollInterval,
      Inputs.SubmissionId,
      Inputs.DeploymentId
    ]
  },
  {
    name: 'checks',
    displayName: 'IPA checks',
    inputs: [
      Inputs.Preflight,
      Inputs.PreflightSkip,
      Inputs.For,
      Inputs.SarifFile,
      Inputs.JunitFile,
      Inputs.Code
    ]
  },
  {
    name: 'fleet',
    displayName: 'Several IPAs',
    inputs: [
      Inputs.Multiple,
      Inputs.Concurrency,
      Inputs.FleetManifest,
      Inputs.SendPassing,
      Inputs.ShardIndex,
      Inputs.ShardTotal,
      Inputs.ReportFile,
      Inputs.Reports
    ]
  },
  {
    name: 'stored',
    displayName: 'Stored IPAs',
    inputs: [Inputs.IpaId, Inputs.KeepLatest]
  },
  {
    name: 'analytics',
    displayName: 'Analytics',
    inputs: [Inputs.AppId, Inputs.Date, Inputs.Days, Inputs.Countries, Inputs.ReportPath]
  },
  { name: 'advanced', displayName: 'Connection and advanced', inputs: [] }
]
/** On the form's first lines, in no group. */
const UNGROUPED: readonly string[] = [Inputs.Command, Inputs.IpaPath, Inputs.IpaUrl]

/** Words written in capitals in a label. */
const LABEL_WORDS: Record<string, string> = {
  api: 'API',
  id: 'ID',
  ids: 'IDs',
  ipa: 'IPA',
  junit: 'JUnit',
  sarif: 'SARIF',
  url: 'URL'
}

/** An input's label: its name in words, `ipa-path` is `IPA path`. */
function label(name: string): string {
  const words = name.split('-').map(word => LABEL_WORDS[word] ?? word)
  return [words[0].charAt(0).toUpperCase() + words[0].slice(1), ...words.slice(1)].join(' ')
}

/** Shown only for the commands that read it: `command = submit || command = upload`. */
function forCommands(commands: readonly string[]): string | undefined {
  const command = taskInputName(Inputs.Command)
  return commands.length ? commands.map(name => `${command} = ${name}`).join(' || ') : undefined
}

function groupOf(input: WrapperInput): string | undefined {
  if (UNGROUPED.includes(input.name)) return undefined
  return GROUPS.find(group => group.inputs.includes(input.name))?.name ?? 'advanced'
}

function taskInput(input: WrapperInput): Record<string, unknown> {
  const type = input.switch
    ? 'boolean'
    : input.choices
      ? 'pickList'
      : input.lines
        ? 'multiLine'
        : 'string'
  const defaultValue = input.secret ? taskSecretDefault(input.name) : input.default
  return {
    name: taskInputName(input.name),
    label: label(input.name),
    type,
    ...(defaultValue !== undefined && { defaultValue }),
    required: input.required,
    helpMarkDown: input.description,
    ...(input.choices && {
      options: Object.fromEntries(input.choices.map(choice => [choice, choice]))
    }),
    ...(groupOf(input) && { groupName: groupOf(input) }),
    ...(forCommands(input.commands) && { visibleRule: forCommands(input.commands) })
  }
}

/** A group shown only for the commands its inputs are for, when each is for some. */
function taskGroups(inputs: WrapperInput[]): Array<Record<string, unknown>> {
  return GROUPS.map(group => {
    const members = inputs.filter(input => groupOf(input) === group.name)
    const commands = [...new Set(members.flatMap(input => input.commands))]
    const shown = members.every(input => input.commands.length > 0) && forCommands(commands)
    return {
      name: group.name,
      displayName: group.displayName,
      isExpanded: false,
      ...(shown && { visibleRule: shown })
    }
  })
}

/** The outputs the tool sets on Azure: all but `json`, which only --json prints. */
export function taskOutputs(): ReturnType<typeof wrapperOutputs> {
  return wrapperOutputs().filter(output => output.name !== Outputs.Json)
}

function version(): { Major: number; Minor: number; Patch: number } {
  const [Major, Minor, Patch] = packageJson.version.split(/[.+-]/).map(Number)
  return { Major, Minor, Patch }
}

function taskJson(): Record<string, unknown> {
  const inputs = wrapperInputs()
  const action = parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as {
    author: string
  }
  return {
    $schema:
      'https://raw.githubusercontent.com/Microsoft/azure-pipelines-task-lib/master/tasks.schema.json',
    id: TASK_ID,
    name: TASK_NAME,
    friendlyName: 'App Store Deploy',
    description:
      'Submit iOS IPAs to the App Store through the Mobile App Deployment and Analytics Service, and follow the review',
    helpMarkDown: `Runs \`${Object.keys(packageJson.bin)[0]}\` ${packageJson.version}. Outputs: \`$(<step name>.APP_DEPLOY_…)\` (see the extension's overview).`,
    category: 'Deploy',
    author: action.author,
    version: version(),
    minimumAgentVersion: MINIMUM_AGENT,
    instanceNameFormat: `App Store Deploy: $(${taskInputName(Inputs.Command)})`,
    groups: taskGroups(inputs),
    inputs: inputs.map(taskInput),
    execution: {
      Node24: { target: TASK_ENTRY },
      Node20_1: { target: TASK_ENTRY }
    },
    // The only variables it may set: its outputs (the agent refuses any other, and warns).
    restrictions: {
      settableVariables: { allowed: taskOutputs().map(output => output.variable) }
    }
  }
}

function extensionJson(): Record<string, unknown> {
  return {
    manifestVersion: 1,
    id: 'app-store-deploy',
    publisher: 'app-store-deploy',
    version: packageJson.version,
    name: 'App Store Deploy',
    description:
      'A pipeline task that submits iOS IPAs to the App Store through the Mobile App Deployment and Analytics Service.',
    categories: ['Azure Pipelines'],
    tags: ['iOS', 'App Store', 'IPA', 'release'],
    targets: [{ id: 'Microsoft.VisualStudio.Services' }],
    content: { details: { path: 'README.md' } },
    files: [{ path: TASK_NAME }],
    contributions: [
      {
        id: 'app-store-deploy-task',
        type: 'ms.vss-distributed-task.task',
        targets: ['ms.vss-distributed-task.tasks'],
        properties: { name: TASK_NAME }
      }
    ]
  }
}

/** The extension's overview (its page in the Marketplace): the task's inputs and outputs. */
async function overview(): Promise<string> {
  const inputs = wrapperInputs()
    .map(input => {
      const type = taskInput(input).type as string
      const given = input.secret
        ? `\`${taskSecretDefault(input.name)}\``
        : input.default
          ? `\`${input.default}\``
          : ''
      return `| \`${taskInputName(input.name)}\` | ${type} | ${given} | ${cell(input.description)} |`
    })
    .join('\n')
  const outputs = taskOutputs()
    .map(output => `| \`${output.variable}\` | ${cell(output.description)} |`)
    .join('\n')
  return formatMarkdown(`# App Store Deploy for Azure Pipelines

<!-- Generated by \`npm run docs\` from the declarations (scripts/wrappers/azure.ts): do not edit. -->

The \`${TASK_NAME}@${version().Major}\` task runs \`${Object.keys(packageJson.bin)[0]}\` (${packageJson.name} ${packageJson.version}) on the agent's Node: the same commands, inputs and outputs as the GitHub Action and the command-line tool.

\`\`\`yaml
steps:
  - task: ${TASK_NAME}@${version().Major}
    name: submit
    inputs:
      command: submit
      ipaPath: build/*.ipa
  - script: echo "$(submit.APP_DEPLOY_SUBMISSION_ID)"
\`\`\`

The API key comes from the secret variable \`APP_DEPLOY_API_KEY\` (define it in the pipeline or a variable group it links), which the \`apiKey\` input reads unless given another.

## Inputs

| input | type | default | description |
| --- | --- | --- | --- |
${inputs}

## Outputs

Each is an output variable of the step (\`$(<step name>.NAME)\` in later steps, \`dependencies.<job>.outputs['<step name>.NAME']\` in later jobs) and, but for the team id, a variable of the job its later steps have as \`NAME\`.

| variable | description |
| --- | --- |
${outputs}
`)
}

async function formatJson(value: unknown): Promise<string> {
  const prettier = await import('prettier')
  const filepath = path.join(repoRoot, 'package.json')
  const options = (await prettier.resolveConfig(filepath)) ?? {}
  return prettier.format(JSON.stringify(value), { ...options, filepath, parser: 'json' })
}

export const azure: Wrapper = {
  ci: 'Azure Pipelines',
  files: async (): Promise<GeneratedFile[]> => [
    { path: `${AZURE_FOLDER}/${TASK_NAME}/task.json`, text: await formatJson(taskJson()) },
    { path: `${AZURE_FOLDER}/vss-extension.json`, text: await formatJson(extensionJson()) },
    { path: `${AZURE_FOLDER}/README.md`, text: await overview() }
  ]
}

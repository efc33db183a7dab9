/**
 * The Azure Pipelines task (ci/azure/): task.json and vss-extension.json against their schemas (from
 * ../shared/schemas, skipped with a note when absent), every declared input and output in them as
 * the declarations say; and the task's bundle (npm run build:azure-task) run as the agent runs it:
 * node, TF_BUILD=True and the job's variables, the inputs in INPUT_<NAME> (task.json's names, upper
 * case), against the emulator. Its stdout and stderr are read as the agent reads them: the first
 * `##vso[` of a line, up to the first `]` after it, is a command.
 */
import { describe, expect, test } from '@jest/globals'
import { Ajv, type AnySchemaObject } from 'ajv'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import * as path from 'node:path'
import packageJson from '../package.json' with { type: 'json' }
import { wrapperInputs } from '../scripts/wrappers.js'
import { taskOutputs } from '../scripts/wrappers/azure.js'
import { AZURE_FOLDER, TASK_ENTRY, TASK_NAME } from '../scripts/wrappers/azure-task.js'
import { CI_SCHEMAS } from '../scripts/check-ci-recipes.js'
import { readTaskInputs, taskInputName, taskInputVariable } from '../src/cli/azure-task/inputs.js'
import { Inputs } from '../src/inputs/names.js'
import { agentCommand, agentLines } from './support/azure-agent.js'
import { actionFixture } from './support/fixture.js'
import { makeIpa } from './support/make-ipa.js'
import { repoRoot, spawnCaptured, hostEnvironment } from './support/process-run.js'

const taskFolder = path.join(repoRoot, AZURE_FOLDER, TASK_NAME)
const readJson = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
const task = readJson(path.join(taskFolder, 'task.json'))
const extension = readJson(path.join(repoRoot, AZURE_FOLDER, 'vss-extension.json'))

interface TaskInput {
  name: string
  type: string
  defaultValue?: string
  options?: Record<string, string>
  groupName?: string
  visibleRule?: string
}
const taskInputs = task.inputs as TaskInput[]

/**
 * A schema of ../shared/schemas, for Ajv (draft-07): the task's is draft-04, whose only keyword
 * here that draft-07 spells otherwise is its `id` ($id); its patterns are written for RegExp
 * without the u flag (`\:`).
 */
function validator(file: string): ((document: unknown) => string[]) | undefined {
  const where = path.resolve(repoRoot, CI_SCHEMAS, file)
  if (!existsSync(where)) {
    console.log(`azure-task: schema skipped, ${path.join(CI_SCHEMAS, file)} is not there.`)
    return undefined
  }
  const { id, $schema, ...schema } = JSON.parse(readFileSync(where, 'utf8')) as AnySchemaObject
  expect(String($schema)).toMatch(/draft-0[47]/)
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false })
  const validate = ajv.compile(id ? { ...schema, $id: id } : schema)
  return document =>
    validate(document)
      ? []
      : (validate.errors ?? []).map(error => `${error.instancePath} ${error.message}`)
}

describe('the task and the extension, as their schemas and the declarations say', () => {
  const taskSchema = validator('azure-pipelines-task.json')
  const extensionSchema = validator('azure-devops-extension-manifest-1.0.json')

  test('task.json is valid against the task schema, which refuses an input name with a dash', () => {
    if (!taskSchema) return
    expect(taskSchema(task)).toEqual([])
    const dashed = { ...task, inputs: [{ name: 'ipa-path', label: 'IPA path', type: 'string' }] }
    expect(taskSchema(dashed)).toEqual([expect.stringMatching(/^\/inputs\/0\/name must match/)])
  })

  test('vss-extension.json is valid against the extension manifest schema', () => {
    if (!extensionSchema) return
    expect(extensionSchema(extension)).toEqual([])
  })

  test('every declared input, with its type, default, choices and the commands it shows for', () => {
    const declared = wrapperInputs()
    expect(taskInputs.map(input => input.name)).toEqual(
      declared.map(input => taskInputName(input.name))
    )
    const groups = (task.groups as Array<{ name: string }>).map(group => group.name)
    for (const input of declared) {
      const given = taskInputs.find(found => found.name === taskInputName(input.name))
      const type = input.switch
        ? 'boolean'
        : input.choices
          ? 'pickList'
          : input.lines
            ? 'multiLine'
            : 'string'
      expect({ name: input.name, type: given?.type }).toEqual({ name: input.name, type })
      // A secret: the pipeline's secret variable of the tool's name, which the agent expands.
      const defaultValue = input.secret ? `$(${input.variable})` : input.default
      expect(given?.defaultValue).toBe(defaultValue)
      if (input.choices) expect(Object.keys(given?.options ?? {})).toEqual(input.choices)
      const shownFor = given?.visibleRule?.split(' || ').map(rule => rule.replace('command = ', ''))
      expect(shownFor ?? []).toEqual(input.commands)
      if (given?.groupName) expect(groups).toContain(given.groupName)
    }
  })

  test('no outputVariables: the agent would make every variable of a declared name an output', () => {
    // The schema refuses an output named APP_DEPLOY_SUBMISSION_ID (a name is letters and digits),
    // and the agent makes each setvariable of a declared name an output (ExecutionContext.SetVariable,
    // `isOutput || OutputVariables.Contains(name)`): the job variable a later step reads would be lost.
    expect(task.outputVariables).toBeUndefined()
  })

  test('every output the tool sets on Azure: the only variables the task may set, and in the overview', () => {
    const variables = taskOutputs().map(output => output.variable)
    expect(variables).toContain('APP_DEPLOY_SUBMISSION_ID')
    expect(variables).not.toContain('APP_DEPLOY_JSON')
    expect(task.restrictions).toEqual({ settableVariables: { allowed: variables } })
    const overview = readFileSync(path.join(repoRoot, AZURE_FOLDER, 'README.md'), 'utf8')
    const listed = [...overview.matchAll(/^\| `(APP_DEPLOY_\w+)` +\|/gm)].map(row => row[1])
    expect(listed).toEqual(variables)
  })

  test("Node24 and Node20_1 run the bundle; the task's and the extension's versions are the package's", () => {
    expect(task.execution).toEqual({
      Node24: { target: TASK_ENTRY },
      Node20_1: { target: TASK_ENTRY }
    })
    const [Major, Minor, Patch] = packageJson.version.split('.').map(Number)
    expect(task.version).toEqual({ Major, Minor, Patch })
    expect(extension.version).toBe(packageJson.version)
    expect(extension.files).toEqual([{ path: TASK_NAME }])
    expect(extension.contributions).toEqual([
      expect.objectContaining({
        type: 'ms.vss-distributed-task.task',
        properties: { name: TASK_NAME }
      })
    ])
  })
})

describe("the task's inputs, as the agent gives them", () => {
  test.each([
    [Inputs.IpaPath, 'ipaPath', 'INPUT_IPAPATH'],
    [Inputs.ApiKey, 'apiKey', 'INPUT_APIKEY'],
    [Inputs.Command, 'command', 'INPUT_COMMAND'],
    [Inputs.PreflightSkip, 'preflightSkip', 'INPUT_PREFLIGHTSKIP']
  ] as const)('%s is the input %s, in %s', (name, input, variable) => {
    expect([taskInputName(name), taskInputVariable(name)]).toEqual([input, variable])
  })

  test("a command's inputs as flags, given ones only; the secrets by the tool's variable; a macro left as it is, no key", () => {
    const read = readTaskInputs({
      INPUT_COMMAND: 'status',
      INPUT_SUBMISSIONID: ' sub_1 ',
      INPUT_WAIT: 'false',
      INPUT_TEAMID: '42',
      INPUT_POLLINTERVAL: '',
      INPUT_APIKEY: 'k3y',
      INPUT_GITHUBTOKEN: '$(APP_DEPLOY_GITHUB_TOKEN)'
    })
    expect(read).toEqual({
      command: 'status',
      // team-id is submit's: status does not read it.
      flags: new Map([
        [Inputs.Wait, 'false'],
        [Inputs.SubmissionId, 'sub_1']
      ]),
      secrets: { APP_DEPLOY_API_KEY: 'k3y' }
    })
    expect(readTaskInputs({}).command).toBe('submit')
  })
})

// ---- The bundle, as the agent runs it ---------------------------------------------------------

const bundle = path.join(taskFolder, TASK_ENTRY)

/** Why the bundle is not what the tests mean to run: missing, or older than src/. */
function bundleProblem(): string | undefined {
  if (!existsSync(bundle))
    return `${path.relative(repoRoot, bundle)} is missing: run npm run build:azure-task`
  const src = path.join(repoRoot, 'src')
  const newest = Math.max(
    ...readdirSync(src, { recursive: true, encoding: 'utf8' }).map(file => {
      const stat = statSync(path.join(src, file))
      return stat.isFile() ? stat.mtimeMs : 0
    })
  )
  return statSync(bundle).mtimeMs < newest - 2_000
    ? `${path.relative(repoRoot, bundle)} is older than src/: run npm run build:azure-task`
    : undefined
}

const identity = { bundleId: 'com.example.AzureTask', version: '5.1.0', build: '51' }
const { emulator, key, dir } = await actionFixture('azure-task', 'Unused.ipa', identity)
// A folder a shell would have run a command for: the task takes the path as it is.
const ipa = path.join(dir, '$(whoami)', 'App.ipa')
mkdirSync(path.dirname(ipa), { recursive: true })
await makeIpa(ipa, identity)

let builds = 0
/** The task's step: its inputs as INPUT_<NAME>, the agent's variables of a job of its own. */
async function taskStep(inputs: Record<string, string>, job: Record<string, string> = {}) {
  const problem = bundleProblem()
  if (problem) throw new Error(problem)
  const temp = path.join(dir, `agent-${++builds}`, '_temp')
  mkdirSync(temp, { recursive: true })
  const env = {
    ...hostEnvironment(),
    TF_BUILD: 'True',
    BUILD_BUILDID: String(8000 + builds),
    SYSTEM_COLLECTIONURI: 'https://dev.azure.com/contoso/',
    SYSTEM_TEAMPROJECT: 'Mobile Apps',
    SYSTEM_JOBIDENTIFIER: 'Release.submit.__default',
    SYSTEM_JOBATTEMPT: '1',
    AGENT_TEMPDIRECTORY: temp,
    ...job,
    ...Object.fromEntries(
      Object.entries(inputs).map(([name, value]) => [
        taskInputVariable(name as Parameters<typeof taskInputVariable>[0]),
        value
      ])
    )
  }
  const run = await spawnCaptured([bundle], { env, cwd: dir, timeoutMs: 30_000, what: 'the task' })
  const commands = agentLines(`${run.stdout}\n${run.stderr}`).flatMap(line => {
    const read = agentCommand(line)
    return read ? [{ ...read, command: `${read.area}.${read.event}` }] : []
  })
  const outputs = Object.fromEntries(
    commands
      .filter(({ command, properties }) => command === 'task.setvariable' && properties.isoutput)
      .map(({ properties, data }) => [properties.variable, data])
  )
  return { ...run, commands, outputs }
}

/** The inputs of a submit, as task.json names them (the agent passes the defaults too). */
const submitInputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  [Inputs.Command]: 'submit',
  [Inputs.IpaPath]: ipa,
  [Inputs.ApiKey]: key,
  [Inputs.BaseUrl]: emulator.baseUrl,
  [Inputs.Wait]: 'false',
  [Inputs.Preflight]: 'strict',
  ...extra
})

describe('the task run as the agent runs it', () => {
  test('a submit reaches the emulator; its outputs are output variables; the summary attached; exit 0', async () => {
    emulator.reset()
    const run = await taskStep(submitInputs())
    expect(run.exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    expect(`${run.stdout}\n${run.stderr}`).toContain(
      '##vso[task.setvariable variable=APP_DEPLOY_SUBMISSION_ID;isoutput=true]sub_0001'
    )
    expect(run.outputs).toMatchObject({
      APP_DEPLOY_SUBMISSION_ID: 'sub_0001',
      APP_DEPLOY_BUNDLE_ID: identity.bundleId,
      APP_DEPLOY_SUBMISSION_IDS: '["sub_0001"]'
    })
    const summaries = run.commands.filter(({ command }) => command === 'task.uploadsummary')
    expect(summaries).toHaveLength(1)
    expect(readFileSync(summaries[0].data, 'utf8')).toContain('sub_0001')
    // The key: told to the agent's mask, in no other line.
    const withKey = `${run.stdout}\n${run.stderr}`.split('\n').filter(line => line.includes(key))
    expect(withKey).toEqual([`##vso[task.setsecret]${key}`])

    // A later task of the job: status reads the job variable of the id by itself.
    const jobVariables = Object.fromEntries(
      run.commands
        .filter(({ command, properties }) => command === 'task.setvariable' && !properties.isoutput)
        .map(({ properties, data }) => [properties.variable, data])
    )
    const status = await taskStep(
      {
        [Inputs.Command]: 'status',
        [Inputs.ApiKey]: key,
        [Inputs.BaseUrl]: emulator.baseUrl,
        [Inputs.Wait]: 'false'
      },
      jobVariables
    )
    expect(status.exitCode).toBe(0)
    expect(status.outputs.APP_DEPLOY_SUBMISSION_ID).toBe('sub_0001')
  }, 60_000)

  test('hostile input values are data: no command runs, no variable but its outputs is set', async () => {
    emulator.reset()
    const hostile = '##vso[task.setvariable variable=X]y $(whoami)'
    const inputs = submitInputs({ [Inputs.ReleaseId]: hostile })
    const first = await taskStep(inputs)
    // The same release, from another build: the release id reached the tool whole, and ties them.
    const again = await taskStep(inputs)
    expect([first.exitCode, again.exitCode]).toEqual([0, 0])
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    // The IPA under a folder named `$(whoami)`, found as named and sent.
    const creates = emulator.requests.filter(r => r.method === 'POST' && r.files?.length)
    expect(creates[0].files?.[0]).toMatchObject({ filename: 'App.ipa' })
    for (const { command, properties } of [...first.commands, ...again.commands]) {
      expect(command).toMatch(/^task\.(setvariable|setsecret|logissue|uploadsummary)$/)
      if (command === 'task.setvariable') expect(properties.variable).toMatch(/^APP_DEPLOY_/)
    }
  }, 60_000)

  test('a key the pipeline does not define (the macro left as it is) fails before any request, saying where to define it', async () => {
    emulator.reset()
    const run = await taskStep(submitInputs({ [Inputs.ApiKey]: '$(APP_DEPLOY_API_KEY)' }))
    expect(run.exitCode).toBe(2)
    const issues = run.commands.filter(({ command }) => command === 'task.logissue')
    expect(issues.map(issue => issue.data)).toEqual([
      expect.stringMatching(
        /^Input 'apiKey' is required: define the secret variable APP_DEPLOY_API_KEY/
      )
    ])
    expect(emulator.requests).toEqual([])
  }, 60_000)

  test("a bad input fails the task (exit 2), named as the task's input", async () => {
    emulator.reset()
    const run = await taskStep(
      submitInputs({ [Inputs.WaitTimeout]: 'soon', [Inputs.Wait]: 'true' })
    )
    expect(run.exitCode).toBe(2)
    const issues = run.commands.filter(({ command }) => command === 'task.logissue')
    expect(issues).toEqual([
      expect.objectContaining({
        properties: { type: 'error' },
        data: expect.stringMatching(/^Input 'waitTimeout'/)
      })
    ])
    expect(emulator.requests).toEqual([])
  }, 60_000)
})

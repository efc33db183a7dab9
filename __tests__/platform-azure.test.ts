/**
 * Azure Pipelines, as its agent reads a script step: the built tool (dist/cli.js) run with
 * `TF_BUILD=True` and the agent's variables, against the emulator or a service of the test's own;
 * its stdout and stderr read line by line as the agent reads them (`agentCommand` below follows the
 * agent's Command.TryParse and CommandStringConvertor.Unescape), and the variables it sets read
 * back. Each hostile text comes back as the tool's output holds it, and never adds a command.
 */
import { afterAll, beforeEach, describe, expect, test } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as http from 'node:http'
import type { AddressInfo } from 'node:net'
import * as path from 'node:path'
import { parse } from 'yaml'
import { AZURE_SCHEMA_PATH, checkAzurePipelines } from '../scripts/check-metadata.js'
import { Outputs } from '../src/inputs/names.js'
import {
  azurePipelines,
  escapeForAgent,
  logLine,
  setVariableLines
} from '../src/platforms/azure-pipelines.js'
import { platformOf } from '../src/platforms/index.js'
import { plainAlerts } from '../src/text/markdown.js'
import { jsonWithoutCommands } from '../src/text/untrusted.js'
import { HOSTILE_REASON } from './support/ci-steps.js'
import { agentCommand, agentLines, type AgentCommand } from './support/azure-agent.js'
import { actionFixture } from './support/fixture.js'
import { makeIpa } from './support/make-ipa.js'
import { repoRoot } from './support/run-action.js'
import { type CliRun, dotenv, runCli } from './support/run-cli.js'

// ---- The agent's reading, as its source does it ----------------------------------------------

/** What the agent did with a step's output: the variables set (as later steps name them), the secrets. */
interface AgentRead {
  commands: Array<AgentCommand & { line: string }>
  variables: Record<string, string>
  secretVariables: Set<string>
  masked: string[]
  summaries: string[]
  issues: Array<{ type: string; message: string }>
}

function agentReads(run: CliRun, step: string): AgentRead {
  const read: AgentRead = {
    commands: [],
    variables: {},
    secretVariables: new Set(),
    masked: [],
    summaries: [],
    issues: []
  }
  for (const line of [...agentLines(run.stderr), ...agentLines(run.stdout)]) {
    const command = agentCommand(line)
    if (!command) continue
    read.commands.push({ ...command, line })
    const { area, event, properties, data } = command
    if (area !== 'task') continue
    if (event === 'setvariable') {
      const name =
        properties.isoutput === 'true' ? `${step}.${properties.variable}` : properties.variable
      read.variables[name] = data
      if (properties.issecret === 'true') read.secretVariables.add(name)
    }
    if (event === 'setsecret') read.masked.push(data)
    if (event === 'uploadsummary') read.summaries.push(data)
    if (event === 'logissue') read.issues.push({ type: properties.type, message: data })
  }
  return read
}

/**
 * What no line may do: hold a command that does not start the line, or a second one the agent would
 * read. In the line of a command of ours, a `##vso[` after its first `]` is that command's data
 * (a value handed on exactly): the agent reads the first `##vso[` of a line only, up to the first
 * `]` after it (Command.TryParse), and the escaping keeps `]` and line breaks out of the data.
 */
function expectOneCommandALine(run: CliRun): void {
  for (const line of [...agentLines(run.stderr), ...agentLines(run.stdout)]) {
    const command = /^##vso\[[^\]]*\]/.exec(line)?.[0]
    if (command) {
      expect({ line, data: line.slice(command.length) }).toEqual({
        line,
        data: expect.not.stringMatching(/[\]\r\n]/)
      })
      continue
    }
    const found = [...line.matchAll(/##(vso)?\[/gi)].map(match => match.index)
    expect({ line, found }).toEqual({ line, found: found.length ? [0] : [] })
  }
}

/** The commands a run may give: ours, and no other (no prependpath, no variable but ours). */
function expectOnlyOurCommands(read: AgentRead): void {
  for (const { area, event, properties, line } of read.commands) {
    expect({ line, command: `${area}.${event}` }).toEqual({
      line,
      command: expect.stringMatching(/^task\.(setvariable|setsecret|logissue|uploadsummary)$/)
    })
    if (event === 'setvariable') expect(properties.variable).toMatch(/^APP_DEPLOY_[A-Z0-9_]+$/)
  }
}

// ---- Pure tables -----------------------------------------------------------------------------

const HOSTILE = [
  'plain',
  'a;b]c',
  '100%',
  '%3B %5D %0A %0D %AZP25 %AZP25AZP25 %%',
  'line one\nline two\r\nline three\rend',
  '##vso[task.setvariable variable=PATH]/opt/evil',
  'x]##vso[task.prependpath]/opt/evil',
  ';isoutput=false;issecret=false]injected',
  'ünïcödé ✓ \u2028 tab\tend'
]

describe('escaping for the agent', () => {
  test.each([
    ['a;b', 'a%3Bb'],
    ['a]b', 'a%5Db'],
    ['a\r\nb', 'a%0D%0Ab'],
    ['50%', '50%AZP25'],
    ['%3B', '%AZP253B'],
    ['##vso[x]', '##vso[x%5D']
  ])('%j is written %j', (value, escaped) => {
    expect(escapeForAgent(value)).toBe(escaped)
  })

  test.each(HOSTILE)('%j comes back exactly from a property and from the data', value => {
    const line = `##vso[task.setvariable variable=${escapeForAgent(value)};isoutput=true]${escapeForAgent(value)}`
    expect(agentLines(line)).toHaveLength(1)
    const command = agentCommand(line)
    expect(command).toEqual({
      area: 'task',
      event: 'setvariable',
      properties: { variable: value, isoutput: 'true' },
      data: value
    })
  })

  test.each(HOSTILE.filter(value => !/%(3B|5D|0A|0D|AZP25)/.test(value)))(
    'with DECODE_PERCENTS false (the agent then keeps %%AZP25 as it is), %j comes back exactly',
    value => {
      const line = `##vso[task.setsecret]${escapeForAgent(value, { DECODE_PERCENTS: 'False' })}`
      expect(line).not.toContain('%AZP25')
      expect(agentCommand(line, false)?.data).toBe(value)
    }
  )

  test('an output: one command for later jobs, one for the later steps of the job; a secret stays one', () => {
    const lines = setVariableLines({ name: 'failure-reason', value: 'a;b]\nc%', secret: false })
    expect(lines).toEqual([
      '##vso[task.setvariable variable=APP_DEPLOY_FAILURE_REASON;isoutput=true]a%3Bb%5D%0Ac%AZP25',
      '##vso[task.setvariable variable=APP_DEPLOY_FAILURE_REASON]a%3Bb%5D%0Ac%AZP25'
    ])
    // An output its own command reads is for later jobs only: the job's next run of the command
    // (another app's submit) would take it as its own.
    const team = {
      name: 'team-id',
      value: '1234567',
      secret: false,
      readByItsCommand: true
    } as const
    expect(setVariableLines(team)).toEqual([
      '##vso[task.setvariable variable=APP_DEPLOY_TEAM_ID;isoutput=true]1234567'
    ])
    const secret = setVariableLines({ name: 'source-url', value: 'https://x/?sig=1', secret: true })
    expect(secret.map(line => agentCommand(line)?.properties)).toEqual([
      { variable: 'APP_DEPLOY_SOURCE_URL', isoutput: 'true', issecret: 'true' },
      { variable: 'APP_DEPLOY_SOURCE_URL', issecret: 'true' }
    ])
  })

  test.each([
    ['error', 'Upload failed', '##vso[task.logissue type=error]Upload failed'],
    ['warning', 'a;b]c', '##vso[task.logissue type=warning]a%3Bb%5Dc'],
    ['error', 'two\nlines', '##vso[task.logissue type=error]two%0Alines'],
    ['debug', 'GET /x', '##[debug]GET /x'],
    ['debug', 'one\ntwo', '##[debug]one\n##[debug]two'],
    ['notice', 'Submission sub_1 created', 'Submission sub_1 created']
  ] as const)('a %s line: %j', (kind, text, line) => {
    expect(logLine(kind, text)).toBe(line)
  })

  test.each(['error', 'warning', 'debug', 'notice'] as const)(
    'a %s line of hostile text holds no command but its own',
    kind => {
      const text =
        'r ##vso[task.prependpath]/evil ##VSO[task.setvariable variable=X]1 ##[error]x\nnext ##vso[task.complete result=Failed]'
      const written = logLine(kind, text)
      for (const line of agentLines(written)) {
        const own = kind === 'error' || kind === 'warning' ? 'logissue' : undefined
        expect(agentCommand(line)?.event).toBe(own)
        expect(line.slice(1)).not.toMatch(/##(vso)?\[/i)
      }
      expect(azurePipelines.group?.open(text)).toMatch(/^##\[group\][^\n]*$/)
      expect(azurePipelines.group?.open(text).slice(1)).not.toMatch(/##(vso)?\[/i)
    }
  )
})

describe('the run, as a retry sees it again', () => {
  const agent = {
    TF_BUILD: 'True',
    BUILD_BUILDID: '4711',
    BUILD_BUILDNUMBER: '20261127.3',
    SYSTEM_COLLECTIONURI: 'https://dev.azure.com/contoso/',
    SYSTEM_TEAMPROJECT: 'Mobile Apps',
    SYSTEM_JOBIDENTIFIER: 'Release.submit.__default',
    SYSTEM_JOBATTEMPT: '2'
  }

  test.each([
    [{ TF_BUILD: 'True' }, 'Azure Pipelines'],
    [{ TF_BUILD: 'true' }, 'Azure Pipelines'],
    [{ TF_BUILD: 'TRUE' }, 'Azure Pipelines'],
    [{ TF_BUILD: 'False' }, 'a terminal'],
    [{ TF_BUILD: '' }, 'a terminal'],
    [{}, 'a terminal']
  ])('%j runs in %s', (env, name) => {
    expect(platformOf(env).name).toBe(name)
  })

  test('the build of an organisation, the job and its attempt; the link to the run', () => {
    expect(azurePipelines.run(agent)).toMatchObject({
      runUrl: 'https://dev.azure.com/contoso/Mobile%20Apps/_build/results?buildId=4711',
      runNumber: '20261127.3',
      pipeline: {
        ci: 'Azure Pipelines',
        word: 'run',
        id: 'build https://dev.azure.com/contoso/Mobile Apps#4711',
        job: 'Release.submit.__default',
        attempt: 2
      }
    })
    // The same build id in another organisation is another run.
    const other = azurePipelines.run({
      ...agent,
      SYSTEM_COLLECTIONURI: 'https://dev.azure.com/fabrikam/'
    })
    expect(other.pipeline?.id).not.toBe(azurePipelines.run(agent).pipeline?.id)
    // No GitHub run ties it (GITHUB_* of a runner are not Azure's).
    expect(azurePipelines.run(agent)).toMatchObject({ repository: undefined, runId: undefined })
  })
})

// ---- The built tool, as the agent runs a script step ---------------------------------------

const identity = { bundleId: 'com.example.Azure', version: '4.2.0', build: '420' }
const { emulator, key, ipa, dir } = await actionFixture('platform-azure', 'Azure.ipa', identity)

beforeEach(() => {
  emulator.reset()
  emulator.configure({ submissionOutcome: 'completed', submissionOutcomes: [], pollsPerStep: 1 })
})

let folders = 0
/** The variables an agent gives a script step of a job's attempt, with folders of its own. */
function agentEnv(build: string, attempt: number, extra: Record<string, string> = {}) {
  const root = path.join(dir, `agent-${++folders}`)
  const env = {
    TF_BUILD: 'True',
    BUILD_BUILDID: build,
    SYSTEM_COLLECTIONURI: 'https://dev.azure.com/contoso/',
    SYSTEM_TEAMPROJECT: 'Mobile Apps',
    SYSTEM_JOBIDENTIFIER: 'Release.submit.__default',
    SYSTEM_JOBATTEMPT: String(attempt),
    AGENT_TEMPDIRECTORY: path.join(root, '_temp'),
    BUILD_ARTIFACTSTAGINGDIRECTORY: path.join(root, 'a'),
    APP_DEPLOY_API_KEY: key,
    APP_DEPLOY_BASE_URL: emulator.baseUrl,
    ...extra
  }
  mkdirSync(env.AGENT_TEMPDIRECTORY, { recursive: true })
  return env
}

/** A script step: the tool, with the step's variables, in the sources folder. */
async function step(args: string[], env: Record<string, string>): Promise<CliRun> {
  const run = await runCli(args, { env, cwd: dir, timeoutMs: 30_000 })
  expectOneCommandALine(run)
  return run
}

describe('a release on an Azure Pipelines agent', () => {
  test('submit --wait: outputs as output variables and job variables, the summary attached, the key only told to the mask', async () => {
    const env = agentEnv('5001', 1)
    const run = await step(['submit', '--ipa-path', ipa, '--poll-interval', '1s'], env)
    expect(run.exitCode).toBe(0)
    const read = agentReads(run, 'submit')
    expectOnlyOurCommands(read)
    const printed = dotenv(run.stdout)
    expect(printed).toMatchObject({
      APP_DEPLOY_SUBMISSION_ID: 'sub_0001',
      APP_DEPLOY_STATUS: 'completed'
    })
    // Every output, for later jobs and for later steps, exactly as the dotenv line holds it.
    for (const [name, value] of Object.entries(printed)) {
      expect(read.variables[`submit.${name}`]).toBe(value)
      // Not the team id, which the job's next submit (another app's) would take as its own.
      expect(read.variables[name]).toBe(name === 'APP_DEPLOY_TEAM_ID' ? undefined : value)
    }
    expect(printed.APP_DEPLOY_TEAM_ID).toBe('1234567')
    // A list of ids holds a `]`: escaped, and read back whole.
    expect(read.variables['submit.APP_DEPLOY_SUBMISSION_IDS']).toBe('["sub_0001"]')
    // The summary: a markdown file in the agent's temp folder, attached once.
    expect(read.summaries).toHaveLength(1)
    const [summary] = read.summaries
    expect(path.isAbsolute(summary)).toBe(true)
    expect(summary.startsWith(env.AGENT_TEMPDIRECTORY + path.sep)).toBe(true)
    // Named after the command, as the run's summary tab is named after the file.
    expect(path.basename(summary)).toBe('App Store submission.md')
    expect(readFileSync(summary, 'utf8')).toMatch(/^## .*\n[\s\S]*sub_0001/)
    // The key: told to the agent's mask first, in no other line.
    expect(read.masked).toContain(key)
    const withKey = agentLines(run.stderr + run.stdout).filter(line => line.includes(key))
    expect(withKey).toEqual([`##vso[task.setsecret]${escapeForAgent(key)}`])
    expect(run.stderr.indexOf('task.setsecret')).toBeLessThan(run.stderr.indexOf('##[group]'))

    // A later step of the job has the job variables in its environment: status reads the id by itself.
    const later = await step(['status', '--poll-interval', '1s'], { ...env, ...read.variables })
    expect(later.exitCode).toBe(0)
    expect(dotenv(later.stdout).APP_DEPLOY_SUBMISSION_ID).toBe('sub_0001')
    expect(emulator.made().submissions).toEqual(['sub_0001'])
  }, 60_000)

  test('"Rerun failed jobs" (the same build, attempt 2) follows the submission of attempt 1; another build sends anew', async () => {
    emulator.configure({ pollsPerStep: 3 })
    const submit = (env: Record<string, string>) =>
      step(['submit', '--ipa-path', ipa, '--poll-interval', '1s', '--wait-timeout', '2s'], env)
    const first = await submit(agentEnv('6001', 1))
    expect(first.exitCode).toBe(1)
    expect(agentReads(first, 'submit').issues).toContainEqual({
      type: 'error',
      message: expect.stringMatching(/was still '(pending|processing)' after --wait-timeout/)
    })
    emulator.configure({ pollsPerStep: 1 })
    const rerun = await submit(agentEnv('6001', 2))
    expect(rerun.exitCode).toBe(0)
    expect(rerun.stderr).toContain(
      'The service answered with submission sub_0001, which it already had'
    )
    expect(agentReads(rerun, 'submit').variables['submit.APP_DEPLOY_SUBMISSION_ID']).toBe(
      'sub_0001'
    )
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    // Another run of the pipeline is another release run.
    expect((await submit(agentEnv('6002', 1))).exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
  }, 60_000)

  test("a pre-signed URL's query: told to the mask, kept in a secret output variable, in no other line of the log", async () => {
    const signature = randomBytes(32).toString('hex')
    const signed = `https://releases.s3.eu-west-1.amazonaws.com/builds/App.ipa?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=3600&X-Amz-Signature=${signature}`
    const run = await step(['upload', '--ipa-url', signed, '--retries', '0'], agentEnv('7001', 1))
    expect(run.exitCode).toBe(0)
    const read = agentReads(run, 'upload')
    expectOnlyOurCommands(read)
    expect(read.variables['upload.APP_DEPLOY_SOURCE_URL']).toBe(signed)
    expect(read.secretVariables).toContain('upload.APP_DEPLOY_SOURCE_URL')
    expect(read.secretVariables).toContain('APP_DEPLOY_SOURCE_URL')
    expect(read.masked.some(value => value.includes(signature))).toBe(true)
    // On stderr, only what the agent takes for itself holds it: the mask, a secret variable.
    for (const line of agentLines(run.stderr).filter(line => line.includes(signature)))
      expect(line).toMatch(/^##vso\[task\.(setsecret\]|setvariable [^\]]*issecret=true)/)
    // stdout's dotenv line keeps the URL (a file it is sent to needs it); the agent masks it, told
    // on stderr before stdout says anything.
    expect(dotenv(run.stdout).APP_DEPLOY_SOURCE_URL).toBe(signed)
  }, 30_000)

  test('"Enable system diagnostics" (System.Debug) turns the debug lines on, as --verbose does', async () => {
    const quiet = await step(['teams'], agentEnv('7501', 1))
    expect(quiet.stderr).not.toMatch(/^##\[debug\]/m)
    const diagnostics = await step(['teams'], agentEnv('7502', 1, { SYSTEM_DEBUG: 'True' }))
    expect(diagnostics.exitCode).toBe(0)
    expect(diagnostics.stderr).toMatch(
      /^##\[debug\]GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/ios\/teams → 200/m
    )
  }, 30_000)

  test('analytics: its report files in the staging folder, which a PublishPipelineArtifact step keeps; a summary file named is attached', async () => {
    const env = agentEnv('8001', 1)
    const run = await step(['analytics', '--app-id', '1234567890', '--date', '2026-11-01'], env)
    expect(run.exitCode).toBe(0)
    const report = path.join(
      env.BUILD_ARTIFACTSTAGINGDIRECTORY,
      'app-analytics-1234567890-2026-11-01.json'
    )
    expect(agentReads(run, 'analytics').variables['analytics.APP_DEPLOY_REPORT_PATH']).toBe(report)
    expect(existsSync(report)).toBe(true)
    expect(readFileSync(agentReads(run, 'analytics').summaries[0], 'utf8')).toContain(
      'PublishPipelineArtifact@1'
    )
    // A --summary-file named relative to the step's folder is attached by its absolute path.
    const named = await step(['teams', '--summary-file', 'reports/teams.md'], env)
    expect(agentReads(named, 'teams').summaries).toEqual([path.join(dir, 'reports', 'teams.md')])
    expect(readFileSync(path.join(dir, 'reports', 'teams.md'), 'utf8')).toMatch(/^## Teams\n/)
  }, 30_000)
})

// ---- A hostile service -----------------------------------------------------------------------

const REASON = [
  HOSTILE_REASON,
  'Rejected; see ]notes[ 100% done %3B %0A %AZP25',
  '##vso[task.setvariable variable=PATH]/opt/evil',
  '##vso[task.prependpath]/opt/evil ##[error]fake ;isoutput=false]',
  '##VSO[task.complete result=Succeeded]\r##[group]x'
].join('\n')

const closers: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const close of closers) await close()
})

/** Text a service should never send: every command an agent or a runner would obey. */
const EVIL =
  'x ##vso[task.prependpath]/opt/evil ##VSO[task.setvariable variable=PWNED]1 ##[error]e ::error::gh'

/**
 * A service whose failed submission's reason is hostile text, as are the fields of its records, its
 * teams' names and its stored IPAs.
 */
async function hostileService(): Promise<string> {
  const record = {
    id: 'sub_hostile',
    status: 'failed',
    created_at: '2026-11-27T10:00:00Z',
    team_id: 1234567,
    source: `https://example.com/a.ipa?${EVIL}`,
    bundle_id: EVIL,
    version: EVIL,
    file_name: EVIL,
    failure_reason: REASON
  }
  const answers: Array<[RegExp, unknown]> = [
    [/\/ios\/signed_ipas\/sub_hostile$/, record],
    [
      /\/ios\/teams$/,
      [{ name: EVIL, credential_id: 11, teams: [{ name: EVIL, team_id: 1234567 }] }]
    ],
    [/\/ios\/unsigned_ipas$/, [{ id: 'ipa_1', source: EVIL, created_at: '2026-11-27T10:00:00Z' }]]
  ]
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    const url = (req.url ?? '').split('?')[0]
    res.end(JSON.stringify(answers.find(([route]) => route.test(url))?.[1] ?? []))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  closers.push(() => new Promise(resolve => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`
}

describe('a hostile service', () => {
  let baseUrl = ''
  const run = async (args: string[]) =>
    step(args, agentEnv('9001', 1, { APP_DEPLOY_BASE_URL: (baseUrl ||= await hostileService()) }))

  test("a failure reason: APP_DEPLOY_FAILURE_REASON holds the service's text exactly, and no line adds a command", async () => {
    const status = await run(['status', '--submission-id', 'sub_hostile'])
    expect(status.exitCode).toBe(1)
    const read = agentReads(status, 'follow')
    expectOnlyOurCommands(read)
    // What the escaping must carry whole: new lines, `;`, `]`, `%`, `%3B`, `%0A` and `%AZP25` as
    // the service wrote them, and the commands in it, which the agent reads as the data of ours.
    expect(read.variables['follow.APP_DEPLOY_FAILURE_REASON']).toBe(REASON)
    expect(read.variables.APP_DEPLOY_FAILURE_REASON).toBe(REASON)
    // stdout's line is the log's: one line, its commands broken.
    expect(dotenv(status.stdout).APP_DEPLOY_FAILURE_REASON).toMatch(
      /^it's "\$\(touch pwned\)" `id` ##\u200bvso\[task\.setvariable variable=X\]y ::error::x and a second line Rejected; see \]notes\[ 100% done %3B %0A %AZP25 ##\u200bvso/
    )
    expect(Object.keys(read.variables).filter(name => /PATH|PWNED/.test(name))).toEqual([])
    expect(read.issues.filter(issue => issue.type === 'error')).toHaveLength(1)
  }, 30_000)

  test.each([['status', '--submission-id', 'sub_hostile'], ['teams'], ['list-ipas']])(
    '%s --json prints the answer as the service wrote it, and no line of stdout holds a command',
    async (...args) => {
      const answer = await run([...args, '--json'])
      expectOnlyOurCommands(agentReads(answer, 'json'))
      // The same document: JSON.parse gives back every character the service sent (a failed
      // submission's: the failure document, its message the tool's).
      const parsed = JSON.parse(answer.stdout) as unknown
      if (args[0] !== 'status') expect(JSON.stringify(parsed)).toContain(EVIL)
      expect(answer.stdout).not.toMatch(/##(vso)?\[/i)
      // The dotenv lines too, without --json.
      const lines = await run(args)
      expectOnlyOurCommands(agentReads(lines, 'lines'))
      expect(lines.stdout).not.toMatch(/##(vso)?\[/i)
    },
    30_000
  )
})

describe('the JSON on stdout', () => {
  test.each([
    ['{"a":"##vso[task.prependpath]/x"}', '{"a":"\\u0023#vso[task.prependpath]/x"}'],
    ['["##[error]e","###VSO[x]"]', '["\\u0023#[error]e","#\\u0023#VSO[x]"]'],
    ['{"a":"# [ ## vso["}', '{"a":"# [ ## vso["}']
  ])('%s is printed %s, the same document', (json, printed) => {
    expect(jsonWithoutCommands(json)).toBe(printed)
    expect(JSON.parse(jsonWithoutCommands(json))).toEqual(JSON.parse(json))
  })
})

// ---- The recipe ------------------------------------------------------------------------------

describe('examples/azure-pipelines.yml', () => {
  const text = readFileSync(path.join(repoRoot, 'examples', 'azure-pipelines.yml'), 'utf8')
  // No JSON schema of azure-pipelines.yml is at hand offline: the YAML is parsed, and its shape checked.
  const pipeline = parse(text) as {
    jobs: Array<{
      job: string
      dependsOn?: string
      pool: { vmImage: string }
      variables?: Record<string, string>
      steps: Array<
        Record<string, unknown> & { name?: string; script?: string; env?: Record<string, string> }
      >
    }>
  }

  test('a release job on a macOS agent and a later job reading its output variables', () => {
    const [release, follow] = pipeline.jobs
    expect(release.pool.vmImage).toMatch(/^macOS-\d+$/)
    expect(release.steps.some(s => s.task === 'NodeTool@0')).toBe(true)
    const submit = release.steps.find(s => s.script?.includes('app-store-deploy submit'))
    expect(submit?.name).toMatch(/^\w+$/)
    expect(submit?.script).toContain('--wait')
    // The key from a secret variable, mapped into the step's environment by name.
    expect(submit?.env?.APP_DEPLOY_API_KEY).toBe('$(APP_DEPLOY_API_KEY)')
    expect(follow.dependsOn).toBe(release.job)
    const reads = Object.values(follow.variables ?? {}).join('\n')
    const wanted = `dependencies.${release.job}.outputs['${submit?.name}.`
    expect(reads).toContain(wanted)
    for (const [, name] of reads.matchAll(/outputs\['\w+\.(APP_DEPLOY_[A-Z_]+)'\]/g))
      expect(
        Object.values(Outputs).map(
          output => `APP_DEPLOY_${output.toUpperCase().replace(/-/g, '_')}`
        )
      ).toContain(name)
    // Service text reaches a script through its environment, never as $(…) pasted into it.
    for (const s of pipeline.jobs.flatMap(job => job.steps))
      expect(s.script ?? '').not.toMatch(/\$\((?!\()[A-Za-z_.]+\)/)
  })

  test("npm run check:metadata checks it against Microsoft's schema where one sits beside the checkout", () => {
    const findings = () => ({ problems: [] as string[], notes: [] as string[] })
    const absent = findings()
    checkAzurePipelines(repoRoot, absent, path.join(dir, 'no-schema.json'))
    expect(absent.notes).toEqual([expect.stringContaining(`skipped, ${AZURE_SCHEMA_PATH}`)])
    // A schema of the same draft and shape: a pipeline's jobs, each with its steps.
    const schema = path.join(dir, 'azure-pipelines.schema.json')
    writeFileSync(
      schema,
      JSON.stringify({
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        required: ['jobs'],
        properties: {
          jobs: {
            type: 'array',
            items: {
              type: 'object',
              required: ['job', 'steps'],
              properties: { job: { pattern: '^[\\w]+$' } }
            }
          }
        }
      })
    )
    const valid = findings()
    checkAzurePipelines(repoRoot, valid, schema)
    expect(valid).toEqual({
      problems: [],
      notes: ['Azure Pipelines schema: examples/azure-pipelines.yml is valid.']
    })
    const broken = path.join(dir, 'broken')
    mkdirSync(path.join(broken, 'examples'), { recursive: true })
    writeFileSync(
      path.join(broken, 'examples', 'azure-pipelines.yml'),
      text.replace('steps:', 'stepz:')
    )
    const invalid = findings()
    checkAzurePipelines(broken, invalid, schema)
    expect(invalid.problems).toEqual([
      "Azure Pipelines schema: examples/azure-pipelines.yml jobs.0 must have required property 'steps'"
    ])
  })
})

describe('the summary tab, which shows no GitHub alert', () => {
  test.each([
    ['> [!WARNING]\n> **2 warnings**', '> **⚠️ Warning**\n> **2 warnings**'],
    ['> [!CAUTION]\n> x', '> **⛔ Caution**\n> x'],
    ['> [!NOTE]\n> x', '> **ℹ️ Note**\n> x'],
    // Only an alert's own first line: the same words in its text, or elsewhere, stay.
    ['> see [!WARNING] here', '> see [!WARNING] here'],
    ['text [!NOTE]', 'text [!NOTE]']
  ])('%j reads %j', (markdown, shown) => {
    expect(plainAlerts(markdown)).toBe(shown)
  })

  test("the attached summary's warnings are a labelled blockquote", async () => {
    // An app re-signed with another app's profile: a warning under preflight warn.
    const warned = path.join(dir, 'Warned.ipa')
    await makeIpa(warned, {
      bundleId: 'com.brand.app',
      profile: { madeFor: 'com.example.preflight' }
    })
    const run = await step(
      ['submit', '--ipa-path', warned, '--no-wait', '--preflight', 'warn'],
      agentEnv('9001', 1)
    )
    expect(run.exitCode).toBe(0)
    const [summary] = agentReads(run, 'submit').summaries
    const text = readFileSync(summary, 'utf8')
    expect(text).toContain('> **⚠️ Warning**')
    expect(text).not.toContain('[!WARNING]')
  })
})

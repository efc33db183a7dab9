import { randomUUID } from 'node:crypto'
import * as os from 'node:os'
import * as path from 'node:path'
import { envName } from '../inputs/names.js'
import { neutraliseCommands } from '../text/untrusted.js'
import { plainAlerts } from '../text/markdown.js'
import type { Env, HandedOutput, LogKind, Platform, PlatformIo } from './platform.js'
import { terminal } from './terminal.js'
import { parallelOf } from './variables.js'

/**
 * Azure Pipelines (`TF_BUILD=True`), from a `script:` step. Its agent reads a logging command
 * anywhere in a line of stdout or stderr, one command a line (microsoft/azure-pipelines-agent at
 * 42bde98, August 2026: src/Microsoft.VisualStudio.Services.Agent/Command.cs, TryParse:
 * `message.IndexOf("##vso[")` on line 43, the first `]` after it ends the command on line 50, the
 * rest of the line is its data on line 95; src/Agent.Worker/Handlers/NodeHandler.cs, lines 226-227,
 * gives it both streams), so each line here is one command of ours, its properties and data escaped
 * (see `escapeForAgent`), and text of the log goes through `neutraliseCommands` once more.
 */
export const azurePipelines: Platform = {
  name: 'Azure Pipelines',
  detect: env => env.TF_BUILD?.toLowerCase() === 'true',
  variables: ['TF_BUILD', 'SYSTEM_', 'BUILD_', 'AGENT_'],
  examples: [{ file: 'azure-pipelines.yml' }],
  run: env => {
    const buildId = env.BUILD_BUILDID || undefined
    const collection = (env.SYSTEM_COLLECTIONURI ?? '').replace(/\/*$/, '/')
    const project = env.SYSTEM_TEAMPROJECT ?? ''
    const attempt = Number.parseInt(env.SYSTEM_JOBATTEMPT ?? '', 10)
    return {
      ...terminal.run({}),
      checkout: env.BUILD_SOURCESDIRECTORY || undefined,
      // `strategy: parallel: N` (or a matrix) numbers the job's copies from 1.
      parallel: parallelOf(env, 'SYSTEM_JOBPOSITIONINPHASE', 'SYSTEM_TOTALJOBSINPHASE', 1),
      sha: env.BUILD_SOURCEVERSION || undefined,
      ref: env.BUILD_SOURCEBRANCH || undefined,
      workflow: env.BUILD_DEFINITIONNAME || undefined,
      runNumber: env.BUILD_BUILDNUMBER || undefined,
      runUrl:
        buildId && collection !== '/' && project
          ? `${collection}${encodeURIComponent(project)}/_build/results?buildId=${buildId}`
          : undefined,
      // "Rerun failed jobs" keeps the build and the job's identifier, and counts the attempt up:
      // the build of an organisation's project ties a retry to its release, as a GitHub run does.
      pipeline: buildId
        ? {
            ci: 'Azure Pipelines',
            // The UI's word: the pipeline's "Runs", and "Rerun failed jobs" on a run's page.
            word: 'run',
            id: `build ${collection}${project}#${buildId}`,
            job: env.SYSTEM_JOBIDENTIFIER || env.SYSTEM_JOBNAME || undefined,
            attempt: attempt >= 1 ? attempt : undefined
          }
        : undefined
    }
  },
  // "Enable system diagnostics" when a run is queued, or the variable system.debug.
  debug: env => env.SYSTEM_DEBUG?.toLowerCase() === 'true',
  // Reports in the staging folder, where a pipeline publishes what it keeps from (emptied at each
  // new run, kept through the job's steps); parts in the agent's temp folder, emptied after the job.
  folders: env => {
    const scratch = env.AGENT_TEMPDIRECTORY || os.tmpdir()
    const reports = env.BUILD_ARTIFACTSTAGINGDIRECTORY || scratch
    const keep =
      'They are on the agent only: keep them with a `PublishPipelineArtifact@1` step (its targetPath `$(Build.ArtifactStagingDirectory)`).'
    return { reports, scratch, keep }
  },
  words: {
    output: name => `the ${envName(name)} output variable`,
    handedOn: (input, output) =>
      `${envName(output)}, which the later steps of this job have (a later job maps ${envName(input)}: $[ dependencies.<job>.outputs['<step>.${envName(output)}'] ])`
  },
  logLine: (kind, text, env) => logLine(kind, text, env),
  group: {
    open: title => `##[group]${oneLogLine(title)}`,
    close: '##[endgroup]'
  },
  mask: (value, io) => io.command(`##vso[task.setsecret]${escapeForAgent(value, io.env)}`),
  handOn: (outputs, io) => {
    for (const output of outputs)
      for (const line of setVariableLines(output, io.env)) io.command(line)
    return []
  },
  summary: {
    // Its summary tab shows a GitHub alert's marker as text.
    markdown: plainAlerts,
    // A folder of the run's own: the agent uploads the file after the command, and names the
    // summary's tab after the file.
    file: (env, title) =>
      path.join(
        env.AGENT_TEMPDIRECTORY || os.tmpdir(),
        `app-store-deploy-${randomUUID().slice(0, 8)}`,
        // The tab's name: the command's title (ours, a few words), as a file may be named.
        `${(title ?? '').replace(/[^\w .-]+/g, ' ').trim() || 'app-store-deploy'}.md`
      ),
    attach: (file: string, io: PlatformIo) =>
      io.command(`##vso[task.uploadsummary]${escapeForAgent(file, io.env)}`)
  }
}

/**
 * A value as the agent gives it back from a property or the data of a command: it unescapes
 * `%3B` `;`, `%0D` `\r`, `%0A` `\n` and `%5D` `]` in both, then `%AZP25` `%`
 * (src/Agent.Sdk/CommandStringConvertor.cs, Unescape, lines 32-60; Command.cs lines 90 and 95),
 * the last unless the job's DECODE_PERCENTS is false (on by default: src/Agent.Sdk/Knob/AgentKnobs.cs,
 * DecodePercents). So `%` is escaped first, as the agent's own Escape does: a `%3B` the service
 * wrote comes back as `%3B`, not `;`. A `]` or `;` escaped can end neither the command nor a
 * property; a `\r` or `\n` escaped cannot end the line (the agent reads lines with .NET's
 * ReadLine, src/Agent.Sdk/ProcessInvoker.cs line 549, which ends one at either), so no text starts
 * a command of its own. The official SDK (microsoft/azure-pipelines-task-lib, node/taskcommand.ts,
 * `escape` and `escapedata`) escapes a property so, and data only for `%` and line breaks; the data
 * here gets all five, which the agent undoes alike, so that no value shows a whole `##vso[…]`.
 */
export function escapeForAgent(value: string, env: Env = {}): string {
  const percents = !/^(false|0|\$false)$/i.test(env.DECODE_PERCENTS?.trim() ?? '')
  return (percents ? value.replace(/%/g, '%AZP25') : value)
    .replace(/;/g, '%3B')
    .replace(/\r/g, '%0D')
    .replace(/\n/g, '%0A')
    .replace(/]/g, '%5D')
}

/**
 * An output for the later jobs (`isoutput=true`: `dependencies.<job>.outputs['<step>.NAME']`, and
 * `$(<step>.NAME)` in later steps), and the same as a variable of the job, which its later steps
 * have in their environment as NAME: a `status` step after `submit` reads APP_DEPLOY_SUBMISSION_ID
 * with nothing mapped. Not an output its own command reads (submit's team id), which would steer
 * the job's next run of that command. A secret one is set as a secret (the agent masks it, and maps
 * it into no step's environment by itself).
 */
export function setVariableLines(output: HandedOutput, env: Env = {}): string[] {
  const name = escapeForAgent(envName(output.name), env)
  const secret = output.secret ? ';issecret=true' : ''
  const data = escapeForAgent(output.value, env)
  const forLaterJobs = `##vso[task.setvariable variable=${name};isoutput=true${secret}]${data}`
  if (output.readByItsCommand) return [forLaterJobs]
  return [forLaterJobs, `##vso[task.setvariable variable=${name}${secret}]${data}`]
}

/**
 * A line of the log, as the agent marks it: errors and warnings as issues of the run
 * (`task.logissue`, listed on the run's page; a message of several lines kept whole, escaped),
 * debug and other lines as formatting commands (`##[debug]`), which the agent does not parse: one
 * marked line for each line of the text.
 */
export function logLine(kind: LogKind, text: string, env: Env = {}): string {
  const safe = neutraliseCommands(text)
  if (kind === 'error' || kind === 'warning')
    return `##vso[task.logissue type=${kind}]${escapeForAgent(safe, env)}`
  const prefix = kind === 'debug' ? '##[debug]' : ''
  return safe
    .split(/\r\n|\r|\n/)
    .map(line => `${prefix}${line}`)
    .join('\n')
}

/** A title on one line, no command in it. */
function oneLogLine(text: string): string {
  return neutraliseCommands(text.replace(/[\r\n]+/g, ' '))
}

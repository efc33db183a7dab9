import { randomUUID } from 'node:crypto'
import * as os from 'node:os'
import type { RunContext } from '../commands/context.js'
import { formatBytes } from '../text/format.js'
import type { Env, HandedOutput, Platform, PlatformIo } from './platform.js'

export const GITHUB_LIMITS = {
  /**
   * Annotations shown of each kind (error, warning, notice) per step; the rest are dropped without a
   * word, and 50 per job ("Limitations" in
   * https://github.com/actions/toolkit/blob/main/docs/problem-matchers.md, read 2026-11-27). The
   * job's 50 are shared with steps this one cannot see: each step keeps to its 10.
   */
  annotationsPerKind: 10,
  /** A step summary larger than this is refused ("supports content up to 1024k"). */
  summaryBytes: 1024 * 1024
} as const

/**
 * GitHub Actions, where the action runs (its side of the runner, files and commands, is in
 * src/action/) and the tool runs in `run:` steps: a step's run from the runner's variables, as
 * @actions/github's context reads them (that context also reads the event payload file, which
 * nothing here needs). The tool's log
 * stays plain lines there, no annotation (the action's are folded to GitHub's caps); its outputs
 * are the step's outputs (`steps.<id>.outputs.submission-id`), its summary the step's summary, and
 * a secret it learns (a pre-signed URL's query) is masked in the log of the job's later steps.
 */
export const github: Platform = {
  name: 'GitHub Actions',
  detect: env => env.GITHUB_ACTIONS === 'true',
  // The action's inputs (INPUT_*) and what the runner gives it (ACTIONS_*) too.
  variables: ['GITHUB_', 'RUNNER_', 'ACTIONS_', 'INPUT_'],
  run: githubRun,
  // The runner's folder of this job: the next steps find a report there, and it is emptied after.
  folders: env => {
    const folder = env.RUNNER_TEMP || os.tmpdir()
    const keep = 'They are on the runner only: keep them with `actions/upload-artifact`.'
    return { reports: folder, scratch: folder, keep }
  },
  words: {
    output: name => `the ${name} output`,
    handedOn: (input, output) => `--${input} "\${{ steps.<id>.outputs.${output} }}"`
  },
  // The runner reads workflow commands on stderr as on stdout; stdout is the tool's result.
  mask: (value, io) => io.command(`::add-mask::${commandData(value)}`),
  handOn: toStepOutputs,
  summary: { write: toStepSummary }
}

/**
 * A workflow command's data, as @actions/core's `escapeData` writes it (the runner undoes `%25`,
 * `%0D`, `%0A`): a value of several lines stays one command.
 */
export function commandData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

/** One output as the runner reads `GITHUB_OUTPUT`: `name<<delimiter`, the value, the delimiter. */
export function outputBlock(name: string, value: string): string {
  let delimiter = `ghadelimiter_${randomUUID()}`
  // The runner ends the value at the first line that is the delimiter: one the value holds is drawn again.
  while (value.includes(delimiter)) delimiter = `ghadelimiter_${randomUUID()}`
  return `${name}<<${delimiter}\n${value}\n${delimiter}\n`
}

/**
 * Each output, as the service wrote it, appended to the runner's `GITHUB_OUTPUT` file in the form
 * whose value ends at a delimiter of its own (as @actions/core's `setOutput` writes it): no value can
 * end one early or set another output.
 */
function toStepOutputs(outputs: readonly HandedOutput[], io: PlatformIo): string[] {
  const file = io.env.GITHUB_OUTPUT
  if (outputs.length === 0) return []
  if (!file)
    return ['GITHUB_OUTPUT is not set, so this step has no outputs: its lines on stdout hold them.']
  const lines = outputs.map(({ name, value }) => outputBlock(name, value))
  try {
    io.appendFile(file, lines.join(''))
    return []
  } catch (error) {
    return [`Could not write the step's outputs to GITHUB_OUTPUT (${file}): ${String(error)}.`]
  }
}

/** The summary appended to the step's, within GitHub's cap; what went wrong, if anything. */
function toStepSummary(markdown: string, io: PlatformIo): string | undefined {
  const file = io.env.GITHUB_STEP_SUMMARY
  if (!file) return undefined
  try {
    io.appendFile(file, withinBytes(markdown, GITHUB_LIMITS.summaryBytes))
    return undefined
  } catch (error) {
    return `Could not write the step summary (${file}): ${String(error)}.`
  }
}

/**
 * The markdown cut at the last whole line that fits, with a last line that says so: a summary GitHub
 * refuses shows nothing at all.
 */
export function withinBytes(markdown: string, limit: number): string {
  if (Buffer.byteLength(markdown) <= limit) return markdown
  const note = `\n\n> [!WARNING]\n> This summary is cut here: GitHub refuses a step summary larger than ${formatBytes(limit)}.\n`
  const room = limit - Buffer.byteLength(note)
  const head = Buffer.from(markdown).subarray(0, room).toString('utf8')
  return `${head.slice(0, Math.max(0, head.lastIndexOf('\n')))}${note}`
}

/** The workflow run, when the process runs in one: undefined fields elsewhere. */
export function githubRun(env: Env): RunContext {
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com'
  const repository = env.GITHUB_REPOSITORY || undefined
  const repositoryUrl = repository ? `${serverUrl}/${repository}` : undefined
  const runId = Number.parseInt(env.GITHUB_RUN_ID ?? '', 10)
  const attempt = Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? '', 10)
  return {
    checkout: env.GITHUB_WORKSPACE || undefined,
    repository,
    repositoryUrl,
    sha: env.GITHUB_SHA || undefined,
    ref: env.GITHUB_REF || undefined,
    workflow: env.GITHUB_WORKFLOW || undefined,
    runNumber: env.GITHUB_RUN_NUMBER ?? (runId ? String(runId) : undefined),
    runUrl: repositoryUrl && runId ? `${repositoryUrl}/actions/runs/${runId}` : undefined,
    runId: runId ? String(runId) : undefined,
    runAttempt: attempt >= 1 ? attempt : undefined,
    job: env.GITHUB_JOB || undefined,
    step: env.GITHUB_ACTION || undefined
  }
}

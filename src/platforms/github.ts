import * as os from 'node:os'
import type { RunContext } from '../commands/context.js'
import type { Env, Platform } from './platform.js'

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
 * GitHub Actions, where the action runs (its runtime, @actions/core, is in src/action/): a step's
 * run from the runner's variables, as @actions/github's context reads them (that context also reads
 * the event payload file, which nothing here needs). The tool in a `run:` step is a terminal there,
 * tied to the same run.
 */
export const github: Platform = {
  name: 'GitHub Actions',
  detect: env => env.GITHUB_ACTIONS === 'true',
  run: githubRun,
  // The runner's folder of this job: the next steps find a report there, and it is emptied after.
  folders: env => {
    const folder = env.RUNNER_TEMP || os.tmpdir()
    const keep = 'They are on the runner only: keep them with `actions/upload-artifact`.'
    return { reports: folder, scratch: folder, keep }
  },
  limits: GITHUB_LIMITS
}

/** The workflow run, when the process runs in one: undefined fields elsewhere. */
export function githubRun(env: Env): RunContext {
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com'
  const repository = env.GITHUB_REPOSITORY || undefined
  const repositoryUrl = repository ? `${serverUrl}/${repository}` : undefined
  const runId = Number.parseInt(env.GITHUB_RUN_ID ?? '', 10)
  const attempt = Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? '', 10)
  return {
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

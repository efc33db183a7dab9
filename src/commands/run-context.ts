import type { RunContext } from './context.js'

/**
 * Where the step runs, from the runner's variables, as @actions/github's context reads them (that
 * context also reads the event payload file, which nothing here needs).
 */
export function runContext(env: NodeJS.ProcessEnv = process.env): RunContext {
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

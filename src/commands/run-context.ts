import type { Pipeline, RunContext } from './context.js'

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
    step: env.GITHUB_ACTION || undefined,
    pipeline: runId ? undefined : otherCi(env)
  }
}

/**
 * A run of GitLab CI or CircleCI, by what stays the same when a job is retried. Bitrise is not
 * among them: none of its variables is known to stay the same when a build is rebuilt, so a
 * Bitrise release gives `release-id`.
 */
function otherCi(env: NodeJS.ProcessEnv): Pipeline | undefined {
  if (env.GITLAB_CI && env.CI_PIPELINE_ID)
    return {
      ci: 'GitLab CI',
      id: `pipeline ${env.CI_PROJECT_PATH ?? ''}#${env.CI_PIPELINE_ID}`,
      job: env.CI_JOB_NAME || undefined
    }
  if (env.CIRCLECI && env.CIRCLE_WORKFLOW_WORKSPACE_ID)
    return {
      ci: 'CircleCI',
      id: `workflow workspace ${env.CIRCLE_WORKFLOW_WORKSPACE_ID}`,
      job: env.CIRCLE_JOB || undefined
    }
  return undefined
}

/**
 * Where the step runs, from the runner's variables, as @actions/github's context reads them. That
 * context is not used for this: importing it loads Octokit, which weighs on every start of the action,
 * and reads the event payload file, which nothing here needs.
 */
export interface RunContext {
  /** `owner/name`, or undefined outside a workflow. */
  repository?: string
  repositoryUrl?: string
  sha?: string
  ref?: string
  workflow?: string
  runNumber?: string
  /** The link to the workflow run, when the run id is known. */
  runUrl?: string
}

export function runContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com'
  const repository = env.GITHUB_REPOSITORY || undefined
  const repositoryUrl = repository ? `${serverUrl}/${repository}` : undefined
  const runId = Number.parseInt(env.GITHUB_RUN_ID ?? '', 10)
  return {
    repository,
    repositoryUrl,
    sha: env.GITHUB_SHA || undefined,
    ref: env.GITHUB_REF || undefined,
    workflow: env.GITHUB_WORKFLOW || undefined,
    runNumber: env.GITHUB_RUN_NUMBER ?? (runId ? String(runId) : undefined),
    runUrl: repositoryUrl && runId ? `${repositoryUrl}/actions/runs/${runId}` : undefined
  }
}

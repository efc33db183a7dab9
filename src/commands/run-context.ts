/** The workflow run, from the runner's variables. */
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
  /** The run's id, the same on every attempt of it (`GITHUB_RUN_ID`). */
  runId?: string
  /** 1 for a run's first attempt, 2 and more for "Re-run jobs" (`GITHUB_RUN_ATTEMPT`). */
  runAttempt?: number
  /** The job's id in the workflow (`GITHUB_JOB`). */
  job?: string
  /** The step's id in the job (`GITHUB_ACTION`): the `id:` given, else one the runner makes. */
  step?: string
  /** Outside GitHub Actions, the other CI's run, as a retried job sees it again. */
  pipeline?: Pipeline
  /** Where the CI checked the repository out: a report names files relative to it (SARIF). */
  checkout?: string
  /** The CI's parallel copies of this job (GitLab's `parallel: 3`): the shard, when no input says it. */
  parallel?: Parallel
}

/** Which of the CI's parallel copies of a job this is, `index` from 0 of `total`. */
export interface Parallel {
  index: number
  total: number
  /** The variables that said it, as messages name them: `CI_NODE_INDEX and CI_NODE_TOTAL`. */
  variables: string
}

/**
 * Another CI's run, named so that a retried job names it the same: a GitLab pipeline (a retried job
 * keeps its pipeline), a CircleCI workflow's workspace (kept when failed jobs are rerun), an Azure
 * Pipelines build (kept by "Rerun failed jobs").
 */
export interface Pipeline {
  /** The CI, as its users call it: `GitLab CI`. */
  ci: string
  /** What the CI calls the run a retried job keeps: `pipeline`, `workflow`, `build`. */
  word: string
  id: string
  job?: string
  /** Which attempt of the job this is, where the CI counts them (Azure's `System.JobAttempt`). */
  attempt?: number
}

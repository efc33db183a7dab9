import { Inputs } from '../inputs/names.js'
import { errorMessage } from '../text/error-message.js'
import { oneLine } from '../text/untrusted.js'
import type { CommandContext, Log } from '../commands/context.js'
import { githubApi, type GitHubApi } from './github-api.js'
// The payload's codec, not the module's index: once/rerun.ts reads deployments through this file.
import { payloadOf, releaseOf, type ReleaseRecord } from '../exactly-once/release-record.js'

type DeploymentState = 'in_progress' | 'success' | 'failure' | 'error'

/**
 * Records the submission as a GitHub Deployment of the commit and follows it with statuses. Recording is
 * a courtesy: any failure (no `deployments: write` permission, say) is one warning and the release goes on.
 */
export class DeploymentRecorder {
  private disabled = false
  private lastState?: DeploymentState
  /** Its last status is the stop's (see stopped), even while GitHub has not answered it yet. */
  private stopping = false

  private constructor(
    private readonly octokit: GitHubApi,
    private readonly repo: { owner: string; repo: string },
    readonly id: number,
    private readonly logUrl: string | undefined,
    private readonly log: Log,
    /** The environment's page of deployments on GitHub. */
    readonly url: string | undefined
  ) {}

  /** Creates the deployment; undefined (after a warning) when it cannot be recorded. */
  static async start({
    token,
    environment,
    description,
    release,
    context
  }: {
    token: string
    environment: string
    description: string
    release: ReleaseRecord
    context: CommandContext
  }): Promise<DeploymentRecorder | undefined> {
    const { log } = context
    const { repository, sha, runUrl: logUrl } = context.run
    if (!repository || !sha) {
      log.warning('Not recording a GitHub Deployment: GITHUB_REPOSITORY or GITHUB_SHA is not set.')
      return undefined
    }
    const [owner, repo] = repository.split('/')
    try {
      const octokit = githubApi(token)
      const response = await octokit.rest.repos.createDeployment({
        owner,
        repo,
        ref: sha,
        environment,
        description: truncate(description),
        auto_merge: false,
        required_contexts: [],
        production_environment: true,
        transient_environment: false,
        payload: payloadOf(release)
      })
      if (response.status !== 201 || !('id' in response.data)) {
        log.warning(
          `Not recording a GitHub Deployment: GitHub answered ${response.status} (${oneLine(JSON.stringify(response.data), 200)}).`
        )
        return undefined
      }
      log.info(`GitHub Deployment ${response.data.id} recorded for environment '${environment}'.`)
      const url = context.run.repositoryUrl
        ? `${context.run.repositoryUrl}/deployments/${encodeURIComponent(environment)}`
        : undefined
      return new DeploymentRecorder(octokit, { owner, repo }, response.data.id, logUrl, log, url)
    } catch (error) {
      log.warning(
        `Could not record a GitHub Deployment (${describe(error)}). Give the job 'permissions: deployments: write', or leave ${context.names.referred(Inputs.GithubToken)} empty. The release goes on.`
      )
      return undefined
    }
  }

  /**
   * The deployment an earlier attempt of this run recorded for the release (the newest, should
   * there be several), to continue; undefined when there is none or it cannot be read.
   */
  static async findEarlier({
    token,
    environment,
    releaseKey,
    context
  }: {
    token: string
    environment: string
    releaseKey: string
    context: CommandContext
  }): Promise<{ recorder: DeploymentRecorder; release: ReleaseRecord } | undefined> {
    const { log } = context
    const { repository, sha } = context.run
    if (!repository || !sha) return undefined
    const [owner, repo] = repository.split('/')
    try {
      const octokit = githubApi(token)
      const { data } = await octokit.rest.repos.listDeployments({
        owner,
        repo,
        sha,
        environment,
        per_page: 100
      })
      // GitHub lists the newest first.
      for (const deployment of data) {
        const release = releaseOf(deployment.payload)
        if (release?.release_key !== releaseKey) continue
        const url = context.run.repositoryUrl
          ? `${context.run.repositoryUrl}/deployments`
          : undefined
        const recorder = new DeploymentRecorder(
          octokit,
          { owner, repo },
          deployment.id,
          context.run.runUrl,
          log,
          url
        )
        return { recorder, release }
      }
      return undefined
    } catch (error) {
      log.warning(
        `Could not look for an earlier attempt's GitHub Deployment (${describe(error)}): the service's answer to the same Idempotency-Key is all this re-run has to go by.`
      )
      return undefined
    }
  }

  /**
   * What the environment's deployments (of any commit, the newest 100) record of their releases, so
   * that a build another run sent is known before the upload; empty when they cannot be read.
   */
  static async releasesOf({
    token,
    environment,
    context
  }: {
    token: string
    environment: string
    context: CommandContext
  }): Promise<ReleaseRecord[]> {
    const { repository } = context.run
    if (!repository) return []
    // Read once for the step: each IPA of a fleet asks.
    const read = environmentReads.get(context.run) ?? new Map<string, Promise<ReleaseRecord[]>>()
    environmentReads.set(context.run, read)
    if (!read.has(environment)) {
      const [owner, repo] = repository.split('/')
      const listing = githubApi(token)
        .rest.repos.listDeployments({ owner, repo, environment, per_page: 100 })
        .then(({ data }) => data.flatMap(deployment => releaseOf(deployment.payload) ?? []))
        .catch((error: unknown) => {
          context.log.debug(
            `Could not read the deployments of '${environment}' to look for this build (${describe(error)}).`
          )
          return []
        })
      read.set(environment, listing)
    }
    return read.get(environment)!
  }

  /** What the deployment records of its release; undefined when it records none, or cannot be read. */
  async release(): Promise<ReleaseRecord | undefined> {
    try {
      const { data } = await this.octokit.rest.repos.getDeployment({
        ...this.repo,
        deployment_id: this.id
      })
      return releaseOf(data.payload)
    } catch (error) {
      this.log.debug(`Could not read GitHub Deployment ${this.id} (${describe(error)}).`)
      return undefined
    }
  }

  /**
   * Follows a deployment recorded earlier (by `submit`, in another job) without creating one;
   * undefined (after a warning) when the repository is unknown.
   */
  static attach({
    token,
    id,
    context
  }: {
    token: string
    id: number
    context: CommandContext
  }): DeploymentRecorder | undefined {
    const { log } = context
    const { repository, runUrl: logUrl } = context.run
    if (!repository) {
      log.warning(`Not following GitHub Deployment ${id}: GITHUB_REPOSITORY is not set.`)
      return undefined
    }
    const [owner, repo] = repository.split('/')
    const url = context.run.repositoryUrl ? `${context.run.repositoryUrl}/deployments` : undefined
    return new DeploymentRecorder(githubApi(token), { owner, repo }, id, logUrl, log, url)
  }

  async update(state: DeploymentState, description: string): Promise<void> {
    if (this.disabled) return
    try {
      await this.octokit.rest.repos.createDeploymentStatus({
        ...this.repo,
        deployment_id: this.id,
        state,
        description: truncate(description),
        log_url: this.logUrl,
        auto_inactive: false
      })
      this.lastState = state
    } catch (error) {
      this.disabled = true
      this.log.warning(
        `Could not update GitHub Deployment ${this.id} (${describe(error)}); it is no longer followed. The release goes on.`
      )
    }
  }

  /** Leaves no deployment hanging in progress when the step ends early. */
  async failIfOpen(description: string): Promise<void> {
    if (this.stopping) return
    if (this.lastState === undefined || this.lastState === 'in_progress')
      await this.update('failure', description)
  }

  /**
   * The run was stopped (SIGINT, SIGTERM) while the release went on: `error`, GitHub's state for a
   * deployment whose deploying did not finish, neither `failure` (nothing says the release failed)
   * nor `inactive` (which says another deployment replaced it). A status step that follows it later
   * gives it its outcome. From the call on, failIfOpen leaves it to this one.
   */
  async stopped(description: string, after?: Promise<void>): Promise<void> {
    this.stopping = true
    // After the statuses sent before it (`after`), so that it is the last.
    await after
    await this.update('error', description)
  }
}

/** The environments' deployments read by a step (its run context), by environment. */
const environmentReads = new WeakMap<object, Map<string, Promise<ReleaseRecord[]>>>()

/** GitHub caps a deployment status description at 140 characters. */
function truncate(text: string): string {
  const line = oneLine(text, 140)
  return line.length > 140 ? `${line.slice(0, 139)}…` : line
}

function describe(error: unknown): string {
  const status = (error as { status?: number }).status
  return oneLine(`${status ? `HTTP ${status}: ` : ''}${errorMessage(error)}`, 300)
}

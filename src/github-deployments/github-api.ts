import * as github from '@actions/github'
import { defaults } from '@actions/github/lib/utils'

/**
 * The longest one request to GitHub's API may take. A deployment is a courtesy: GitHub answering
 * slowly, or not at all, must never hold a release, nor a cancelled run's last words.
 */
const GITHUB_REQUEST_MS = 20_000

export type GitHubApi = ReturnType<typeof github.getOctokit>

/**
 * An Octokit as @actions/github makes one (through the runner's proxy), whose every request ends
 * within `deadlineMs`, whatever GitHub does. Its fetch is @actions/github's own, given a deadline:
 * Octokit's options replace its `request` defaults whole, so they are spread in again.
 */
export function githubApi(token: string, deadlineMs = GITHUB_REQUEST_MS): GitHubApi {
  const proxyFetch = defaults.request?.fetch as typeof fetch
  const fetchWithDeadline: typeof fetch = (url, init) => {
    const deadline = AbortSignal.timeout(deadlineMs)
    const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline
    return proxyFetch(url, { ...init, signal })
  }
  return github.getOctokit(token, { request: { ...defaults.request, fetch: fetchWithDeadline } })
}

/**
 * A local stand-in for the GitHub API (point GITHUB_API_URL at `url`): it records every call, keeps
 * the deployments created (ids from 99 up) and answers their listing (by sha and environment, newest
 * first) and each one, answers a deployment status with an id in order, or every call with
 * `refuseWith` when that is set. Closed after the test file's tests.
 */
import { afterAll } from '@jest/globals'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface GithubCall {
  method: string
  url: string
  authorization?: string
  body: Record<string, unknown>
}

export interface Deployment {
  id: number
  sha: string
  environment: string
  payload: unknown
}

export interface GithubApi {
  url: string
  calls: GithubCall[]
  deployments: Deployment[]
  refuseWith?: number
  /** Forgets the calls and the deployments, and answers normally again. */
  reset(): void
}

export async function githubApiStandIn(): Promise<GithubApi> {
  const api: GithubApi = {
    url: '',
    calls: [],
    deployments: [],
    reset() {
      api.calls = []
      api.deployments = []
      api.refuseWith = undefined
    }
  }
  const server = createServer((req, res) => {
    let text = ''
    req.on('data', chunk => (text += chunk))
    req.on('end', () => {
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
      api.calls.push({
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
        body
      })
      const answer = (status: number, value: unknown): void => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(value))
      }
      if (api.refuseWith)
        return answer(api.refuseWith, { message: 'Resource not accessible by integration' })
      const url = new URL(req.url!, 'http://stand-in')
      const one = /\/deployments\/(\d+)$/.exec(url.pathname)
      if (req.method === 'POST' && url.pathname.endsWith('/deployments')) {
        const deployment = {
          id: 99 + api.deployments.length,
          sha: String(body.ref),
          environment: String(body.environment),
          payload: body.payload ?? {}
        }
        api.deployments.push(deployment)
        return answer(201, deployment)
      }
      if (req.method === 'GET' && url.pathname.endsWith('/deployments')) {
        const { sha, environment } = Object.fromEntries(url.searchParams)
        const listed = api.deployments
          .filter(d => (!sha || d.sha === sha) && (!environment || d.environment === environment))
          .reverse()
        return answer(200, listed)
      }
      if (req.method === 'GET' && one) {
        const deployment = api.deployments.find(d => d.id === Number(one[1]))
        return deployment ? answer(200, deployment) : answer(404, { message: 'Not Found' })
      }
      answer(201, { id: api.calls.length })
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))
  return api
}

/** The deployment statuses the stand-in was sent, in order: each one's deployment id, state and description. */
export function statusesSent(
  api: GithubApi
): Array<{ deployment: string; state: unknown; description: unknown }> {
  return api.calls.flatMap(call => {
    const deployment = /\/deployments\/(\d+)\/statuses$/.exec(call.url)?.[1]
    return deployment
      ? [{ deployment, state: call.body.state, description: call.body.description }]
      : []
  })
}

/** The calls that created a deployment, in order. */
export const deploymentsCreated = (api: GithubApi): GithubCall[] =>
  api.calls.filter(call => call.method === 'POST' && call.url.endsWith('/deployments'))

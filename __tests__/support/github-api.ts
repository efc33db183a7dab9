/**
 * A local stand-in for the GitHub API (point GITHUB_API_URL at `url`): it records every call, answers
 * a created deployment with id 99 and anything else (a deployment status) with an id in order, or
 * every call with `refuseWith` when that is set. Closed after the test file's tests.
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

export interface GithubApi {
  url: string
  calls: GithubCall[]
  refuseWith?: number
  /** Forgets the calls and answers normally again. */
  reset(): void
}

export async function githubApiStandIn(): Promise<GithubApi> {
  const api: GithubApi = {
    url: '',
    calls: [],
    reset() {
      api.calls = []
      api.refuseWith = undefined
    }
  }
  const server = createServer((req, res) => {
    let text = ''
    req.on('data', chunk => (text += chunk))
    req.on('end', () => {
      api.calls.push({
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
        body: text ? JSON.parse(text) : {}
      })
      res.setHeader('Content-Type', 'application/json')
      if (api.refuseWith) {
        res.statusCode = api.refuseWith
        res.end(JSON.stringify({ message: 'Resource not accessible by integration' }))
        return
      }
      res.statusCode = 201
      const created = /\/deployments$/.test(req.url!)
      res.end(
        JSON.stringify(created ? { id: 99, environment: 'app-store' } : { id: api.calls.length })
      )
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))
  return api
}

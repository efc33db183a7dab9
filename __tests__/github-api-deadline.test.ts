import { afterAll, expect, test } from '@jest/globals'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A GitHub API that takes every request and never answers. */
const silent = createServer(req => req.resume())
await new Promise<void>(resolve => silent.listen(0, '127.0.0.1', resolve))
// @actions/github reads its base URL when it is loaded.
process.env.GITHUB_API_URL = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
const { githubApi } = await import('../src/github-deployments/github-api.js')

afterAll(() => {
  silent.closeAllConnections()
  silent.close()
})

test('a request to a GitHub API that never answers ends at its deadline', async () => {
  const started = Date.now()
  const listing = githubApi('ghs_test', 300).rest.repos.listDeployments({
    owner: 'octo-org',
    repo: 'ios-app'
  })
  await expect(listing).rejects.toThrow()
  const took = Date.now() - started
  expect(took).toBeGreaterThanOrEqual(250)
  expect(took).toBeLessThan(5_000)
})

/**
 * A fleet against the service's rate limit: the bundle sends six IPAs, three at a time, to the
 * emulator started with a tight limit per API key. Every app is created exactly once, the step
 * succeeds, and the log and the summary file say how the limit held the run.
 */
import { beforeAll, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { startEmulator } from '../emulator/server.js'
import { TWO_TEAM_ACCOUNT } from './support/accounts.js'
import { fleetFixture, whitelabelIpas } from './support/fleet.js'

const { dir, key, run } = await fleetFixture('e2e-fleet-rate-limit')

const APPS = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark']
let glob = ''

beforeAll(async () => {
  glob = await whitelabelIpas(
    path.join(dir, 'build'),
    Object.fromEntries(APPS.map((name, i) => [name, { version: '1.0.0', build: String(i + 1) }]))
  )
})

test('six IPAs, three at a time, under a limit of 4 requests a second: each created once, the waits said', async () => {
  const limited = await startEmulator({
    apiKey: key,
    teams: TWO_TEAM_ACCOUNT,
    rateLimit: { requests: 4, windowSeconds: 1 }
  })
  try {
    const result = await run(
      {
        'base-url': limited.baseUrl,
        multiple: 'true',
        concurrency: '3',
        'ipa-path': glob,
        'team-id': '1234567',
        wait: 'false',
        'report-file': path.join(dir, 'report.json')
      },
      { bundle: true, virtualTime: false, timeoutMs: 60_000 }
    )
    expect(result.exitCode).toBe(0)
    const creates = limited.requests.filter(
      r => r.method === 'POST' && r.path.endsWith('/ios/signed_ipas')
    )
    const made = creates.filter(r => r.status === 200)
    expect(made.map(r => r.files?.[0]?.filename).sort()).toEqual(
      APPS.map(name => `${name}.ipa`).sort()
    )
    expect(limited.made().submissions).toHaveLength(6)
    // The limit held the run: some requests were answered 429, and none of them made anything.
    const refused = limited.requests.filter(r => r.status === 429)
    expect(refused.length).toBeGreaterThan(0)
    expect(creates.every(r => r.status === 200 || r.status === 429)).toBe(true)
    expect(result.log).toMatch(
      /The service's rate limit holds the run for 1s: it answered (GET|POST) \/api\/v1\/ios\/\w+( \(\w+\.ipa\))? 429 with Retry-After/
    )
    expect(result.summary).toMatch(
      /The service's rate limit held this run (once|\d+ times), \d+s in all\./
    )
    // The report gather reads counts the same holds, for its table of shards.
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8'))
    expect(report.rateLimit.waits).toBeGreaterThan(0)
    expect(report.rateLimit.waitedMs).toBeGreaterThan(0)
  } finally {
    await limited.close()
  }
}, 90_000)

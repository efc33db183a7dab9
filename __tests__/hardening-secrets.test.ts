/**
 * Hardening: the API key. It never shows in stdout or stderr (the runner's own `::add-mask::` line
 * aside), in the outputs file or in the job summary: with step debugging on, on error paths, and when
 * the service itself echoes it back. Authorization never goes to another origin, and plain http is
 * refused for anything but loopback. (`runChecked` asserts the leak checks on every run of the suite.)
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import * as http from 'node:http'
import { type CheckedRun, leakForms, runChecked } from './hardening-harness.js'
import { actionFixture } from './support/fixture.js'

const { key, emulator, ipa } = await actionFixture('hardening-secrets')
const githubToken = `ghs_${randomBytes(18).toString('hex')}`
const debug = { ACTIONS_STEP_DEBUG: 'true', RUNNER_DEBUG: '1' }

beforeEach(() => {
  emulator.reset()
  emulator.configure({ teams: emulator.config.teams.slice(0, 1) })
})

/**
 * Every run under virtual time: the polls of a wait and the retry delays are instant (request-timeout,
 * the only real wait, is 1 s, the smallest the input takes).
 */
function action(
  inputs: Record<string, string>,
  env: Record<string, string> = debug,
  baseUrl = emulator.baseUrl
): Promise<CheckedRun> {
  return runChecked(
    { 'api-key': key, 'base-url': baseUrl, 'request-timeout': '1s', ...inputs },
    { secrets: [key, githubToken], env, virtualTime: true }
  )
}

describe('secrets: with step debugging on', () => {
  test('a whole submission (upload, wait, GitHub deployment attempt): the key and the token show nowhere', async () => {
    const run = await action({
      'ipa-path': ipa,
      'notify-emails': 'qa@example.com',
      'poll-interval': '1s',
      'wait-timeout': '20s',
      'github-token': githubToken
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.status).toBe('completed')
    // Debugging was on: @actions/core wrote its ::debug:: lines.
    expect(run.log).toMatch(/^::debug::/m)
    // The key went where it belongs.
    expect(emulator.requests.every(r => r.headers.authorization === `Bearer ${key}`)).toBe(true)
    expect(run.log.match(/^::add-mask::/gm)).toHaveLength(2)
  })

  test.each([
    ['a 401', { command: 'teams', 'api-key': `${key}-revoked` }, undefined],
    ['a 500 after retries', { command: 'teams', retries: '1' }, 'status-500'],
    ['a connection refused', { command: 'teams', retries: '0' }, 'refused'],
    ['an answer that never comes', { command: 'list-ipas', retries: '0' }, 'no-answer']
  ] as const)('an error path: %s', async (_what, inputs, fault) => {
    let baseUrl = emulator.baseUrl
    if (fault === 'status-500')
      emulator.injectFault({ times: 2, kind: { type: 'status', status: 500 } })
    if (fault === 'no-answer') emulator.injectFault({ kind: { type: 'no-answer' } })
    if (fault === 'refused') baseUrl = 'http://127.0.0.1:9/api/v1'
    const run = await runChecked(
      { 'api-key': key, 'base-url': baseUrl, 'request-timeout': '1s', ...inputs },
      { secrets: [key, `${key}-revoked`], env: debug, virtualTime: true }
    )
    expect(run.exitCode).toBe(1)
    expect(run.error).toBeDefined()
  })
})

describe('secrets: a service that echoes the key back', () => {
  const echoes: Array<[string, string, string]> = [
    [
      'in a JSON error',
      JSON.stringify({
        error: `invalid request: Authorization: Bearer ${key} is not allowed to submit`
      }),
      'application/json'
    ],
    [
      'in an HTML error page',
      `<html><head><title>400 Bad Request</title></head><body><h1>Bad Request</h1><pre>GET /api/v1/ios/teams\nAuthorization: Bearer ${key}\n</pre></body></html>`,
      'text/html'
    ],
    [
      'URL-encoded in a plain-text error',
      // Not inside a URL: there the parameter's name alone would hide the whole query.
      `rejected api_key=${encodeURIComponent(key)} for GET /api/v1/ios/teams`,
      'text/plain'
    ]
  ]

  test.each(echoes)('%s: the message shows *** instead', async (_what, body, contentType) => {
    emulator.injectFault({ kind: { type: 'status', status: 400, body, contentType } })
    const run = await action({ command: 'teams' })
    expect(run.exitCode).toBe(1)
    expect(run.error).toMatch(/^GET \/ios\/teams failed: HTTP 400 — .*\*\*\*/)
  })

  test('in a record (a team named after the key): the log, summary and json output show ***', async () => {
    emulator.configure({
      teams: [
        { name: `owner of ${key}`, credential_id: 11, teams: [{ name: key, team_id: 1234567 }] }
      ]
    })
    const run = await action({ command: 'teams' })
    expect(run.exitCode).toBe(0)
    expect(JSON.parse(run.outputs.json)).toEqual([
      { name: 'owner of ***', credential_id: 11, teams: [{ name: '***', team_id: 1234567 }] }
    ])
    expect(run.summary).toContain('owner of \\*\\*\\*')
  })

  test('in analytics over a range: the report and CSV files hold *** for the key, spelled plain or with \\u escapes', async () => {
    const escaped = [...key]
      .map(c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .join('')
    const day = (date: string, market: string): string =>
      `[{"app_id":"1234567890","date":"${date}","market":"${market}","countries":[{"country":"USA","data":[{"dimension_type":"source","dimension_key":"Search","dimension_title":"${market}","installs":7}]}]}]`
    const answers: Record<string, string> = {
      '2026-11-01': day('01/11/2026', `Bearer ${key}`),
      '2026-11-02': day('02/11/2026', `Bearer ${escaped}`)
    }
    for (const [timestamp, body] of Object.entries(answers)) {
      emulator.injectFault({ query: { timestamp }, kind: { type: 'status', status: 200, body } })
    }
    const run = await action({
      command: 'analytics',
      'app-id': '1234567890',
      date: '2026-11-01..2026-11-03'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['days-read']).toBe('3')
    const files = [run.outputs['report-path'], run.outputs['csv-path']].map(file =>
      readFileSync(file, 'utf8')
    )
    for (const text of files) {
      for (const [form, leaked] of [...leakForms(key), ['\\u-escaped', escaped]]) {
        expect({ form, found: text.includes(leaked) }).toEqual({ form, found: false })
      }
    }
    const report = JSON.parse(files[0])
    expect(report.days['2026-11-01'][0].market).toBe('Bearer ***')
    expect(report.days['2026-11-02'][0].market).toBe('Bearer ***')
    expect(files[1]).toContain(',2026-11-02,Bearer ***,USA,source,Search,Bearer ***,')
  })
})

describe('secrets: where the key may go', () => {
  test('a redirect to another origin: followed without Authorization, and no header carries the key', async () => {
    const seen: Array<{ raw: string[]; url?: string }> = []
    const other = http.createServer((req, res) => {
      seen.push({ raw: req.rawHeaders, url: req.url })
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('[]')
    })
    await new Promise<void>(resolve => other.listen(0, '127.0.0.1', () => resolve()))
    const port = (other.address() as { port: number }).port
    try {
      emulator.injectFault({
        method: 'GET',
        path: '/ios/unsigned_ipas',
        kind: {
          type: 'status',
          status: 301,
          body: '',
          headers: { Location: `http://127.0.0.1:${port}/elsewhere` }
        }
      })
      const run = await action({ command: 'list-ipas' })
      expect(run.exitCode).toBe(0)
      expect(seen).toHaveLength(1)
      const everything = [seen[0].url ?? '', ...seen[0].raw].join('\n')
      for (const [, form] of leakForms(key)) expect(everything).not.toContain(form)
      expect(seen[0].raw.map(h => h.toLowerCase())).not.toContain('authorization')
    } finally {
      await new Promise(resolve => other.close(resolve))
    }
  })

  const refused = [
    'http://deploy.example.com/api/v1',
    'http://10.0.0.8:8080/api/v1',
    'http://deploy.localhost:8080/api/v1',
    'http://127.0.0.1.nip.io/api/v1'
  ]
  test.each(refused)('http:// base-url %s is refused before any request', async baseUrl => {
    const run = await action({ command: 'teams' }, {}, baseUrl)
    expect(run.exitCode).toBe(1)
    expect(run.error).toMatch(
      /^Input 'base-url' uses http:\/\/ for .*the API key would travel unencrypted/
    )
  })

  test('http:// to loopback (127.0.0.1, localhost, [::ffff:127.0.0.1]) is allowed', async () => {
    const port = new URL(emulator.baseUrl).port
    for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]']) {
      const run = await action({ command: 'teams' }, {}, `http://${host}:${port}/api/v1`)
      expect(run.exitCode).toBe(0)
    }
    expect(emulator.requests).toHaveLength(3)
  })
})

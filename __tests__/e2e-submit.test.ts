/**
 * End to end: the action (src/main.ts, in this process, with the runner's variables and files), against
 * the emulator, its waits in virtual time (a poll interval passes at once).
 * Asserts what a user would check: the requests the service received, the outputs, the summary, the exit code.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import * as path from 'node:path'
import { actionFixture } from './support/fixture.js'
import { makeIpa } from './support/make-ipa.js'
import { type ActionRun, visibleLog } from './support/run-action.js'

const fixture = await actionFixture(
  'e2e-submit',
  'Sample App.ipa',
  { bundleId: 'com.example.Sample', version: '2.3.0', build: '45' },
  { virtualTime: true }
)
const { emulator, dir, ipa, ipaSha256, ipaSize, run } = fixture

const twoTeams = [
  {
    name: 'release@example.com',
    credential_id: 11,
    teams: [{ name: 'Example Corp', team_id: 1234567 }]
  },
  {
    name: 'agency@example.com',
    credential_id: 12,
    teams: [{ name: 'Client Apps', team_id: 7654321 }]
  }
]

beforeEach(() => {
  emulator.reset({ config: true })
  emulator.configure({ teams: [twoTeams[0]] })
})

const submit = (inputs: Record<string, string>, timeoutMs?: number): Promise<ActionRun> =>
  run({ 'poll-interval': '1s', 'wait-timeout': '30s', ...inputs }, { timeoutMs })

const posts = () => emulator.requests.filter(r => r.method === 'POST')
/** The reads of the submission after it was made (the listing read before the create, aside). */
const statusReads = () =>
  emulator.requests
    .slice(emulator.requests.findIndex(r => r.method === 'POST') + 1)
    .filter(r => r.method === 'GET' && r.path.includes('signed_ipas'))

describe('submit by file', () => {
  test('streams the IPA as multipart, waits to completed, sets the outputs and writes the summary', async () => {
    const run = await submit({ 'ipa-path': ipa, 'notify-emails': 'a@example.com\nb@example.com' })
    expect(run.exitCode).toBe(0)

    const [post] = posts()
    expect(post.path).toBe('/api/v1/ios/signed_ipas')
    expect(post.headers.authorization).toBe(`Bearer ${emulator.apiKey}`)
    expect(post.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(Number(post.headers['content-length'])).toBe(post.rawBodyBytes)
    expect(post.headers['transfer-encoding']).toBeUndefined()
    expect(post.fields).toEqual({
      'signed_ipa[notify_emails]': 'a@example.com,b@example.com',
      team_id: '1234567'
    })
    expect(post.files).toHaveLength(1)
    expect(post.files?.[0]).toMatchObject({
      field: 'signed_ipa[source]',
      filename: 'Sample App.ipa',
      sha256: ipaSha256
    })
    expect(posts()).toHaveLength(1)

    const submissionId = (post.responseBody as Array<{ id: string }>)[0].id
    expect(run.outputs).toMatchObject({
      'submission-id': submissionId,
      'submission-ids': JSON.stringify([submissionId]),
      status: 'completed',
      'completed-count': '1',
      'failed-count': '0',
      'team-id': '1234567',
      'bundle-id': 'com.example.Sample',
      version: '2.3.0',
      build: '45',
      sha256: ipaSha256,
      size: String(ipaSize)
    })
    expect(run.outputs['created-at']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(JSON.parse(run.outputs.json)).toMatchObject({ id: submissionId, status: 'completed' })

    expect(run.summary).toContain('## App Store submission')
    expect(run.summary).toContain('✅ **Submitted**')
    expect(run.summary).toContain('com.example.Sample')
    expect(run.summary).toContain(submissionId)
    expect(run.summary).toMatch(/\| `pending` \|[\s\S]*\| `processing` \|[\s\S]*\| `completed` \|/)
    // One table for the submission and the app, headed by the submission; no footer repeating
    // the repository, ref and run that GitHub shows around the summary anyway.
    expect(run.summary).toContain(`| Submission | \`${submissionId}\` |\n| :-- | :-- |`)
    expect(run.summary.match(/^\| :-- \| :-- \|$/gm)).toHaveLength(1)
    expect(run.summary).not.toContain('📱')
    expect(run.summary).not.toContain('octo-org/ios-app')
    expect(visibleLog(run)).not.toContain(emulator.apiKey)
    expect(run.summary + JSON.stringify(run.outputs)).not.toContain(emulator.apiKey)
  })

  test('a glob that matches exactly one file is enough', async () => {
    const run = await submit({ 'ipa-path': path.join(dir, '*.ipa'), wait: 'false' })
    expect(run.exitCode).toBe(0)
    expect(posts()[0].files?.[0].filename).toBe('Sample App.ipa')
    expect(run.outputs.status).toBe('pending')
  })
})

describe('submit by URL', () => {
  test('sends JSON with team_id as an integer', async () => {
    const run = await submit({
      'ipa-url': 'https://cdn.example.com/builds/App.ipa',
      'notify-emails': 'qa@example.com'
    })
    expect(run.exitCode).toBe(0)
    const [post] = posts()
    expect(post.headers['content-type']).toMatch(/^application\/json/)
    expect(post.json).toEqual({
      signed_ipa: {
        remote_source_url: 'https://cdn.example.com/builds/App.ipa',
        notify_emails: 'qa@example.com'
      },
      team_id: 1234567
    })
    expect(run.outputs.status).toBe('completed')
    expect(run.outputs['bundle-id']).toBeUndefined()
  })
})

describe('choosing the team', () => {
  const url = { 'ipa-url': 'https://cdn.example.com/App.ipa' }

  test('by team-id', async () => {
    emulator.configure({ teams: twoTeams })
    const run = await submit({ ...url, 'team-id': '7654321' })
    expect(run.exitCode).toBe(0)
    expect(posts()[0].json).toMatchObject({ team_id: 7654321 })
    expect(run.outputs['team-id']).toBe('7654321')
  })

  test('by team-name, ignoring case', async () => {
    emulator.configure({ teams: twoTeams })
    const run = await submit({ ...url, 'team-name': 'client apps' })
    expect(run.exitCode).toBe(0)
    expect(posts()[0].json).toMatchObject({ team_id: 7654321 })
  })

  test("the account's only team when none is given", async () => {
    const run = await submit(url)
    expect(run.exitCode).toBe(0)
    expect(posts()[0].json).toMatchObject({ team_id: 1234567 })
  })

  test('several teams and none chosen: fails listing them, sends nothing', async () => {
    emulator.configure({ teams: twoTeams })
    const run = await submit(url)
    expect(run.exitCode).not.toBe(0)
    expect(run.log).toMatch(/::error::The account has 2 teams: choose one with 'team-id'/)
    expect(run.log).toContain('7654321')
    expect(posts()).toHaveLength(0)
    expect(run.summary).toContain(
      "> [!CAUTION]\n> **The account has 2 teams: choose one with 'team-id' (or 'team-name').**"
    )
    expect(run.summary).toContain('| `agency@example.com` | Client Apps | `7654321` | `12` |')
  })

  test("several teams and none chosen: the team the IPA's profile names (TeamName), with a notice", async () => {
    emulator.configure({ teams: twoTeams })
    const client = path.join(dir, 'Client.ipa')
    await makeIpa(client, { profile: { teamName: 'CLIENT APPS' } })
    const run = await submit({ 'ipa-path': client })
    expect(run.exitCode).toBe(0)
    expect(posts()).toHaveLength(1)
    expect(run.outputs['team-id']).toBe('7654321')
    expect(run.log).toMatch(
      /::notice::The account has several teams, and neither 'team-id' nor 'team-name' was given: the IPA goes to team 'Client Apps' \(7654321\)/
    )
  })

  test("several teams, and none named as the IPA's profile team: fails naming it, sends nothing", async () => {
    emulator.configure({ teams: twoTeams })
    const run = await submit({ 'ipa-path': ipa })
    expect(run.exitCode).not.toBe(0)
    expect(run.log).toMatch(
      /::error::The account has 2 teams, and the IPA's provisioning profile names the Apple team 'Example Team', a name none of them has/
    )
    expect(posts()).toHaveLength(0)
  })

  test('an unknown team-id fails before the upload', async () => {
    const run = await submit({ 'ipa-path': ipa, 'team-id': '42' })
    expect(run.exitCode).not.toBe(0)
    expect(run.log).toMatch(/'team-id' is 42, which is not among the teams/)
    expect(posts()).toHaveLength(0)
  })
})

describe('waiting', () => {
  const url = { 'ipa-url': 'https://cdn.example.com/App.ipa' }

  test('to failure: the step fails with the status', async () => {
    emulator.configure({ submissionOutcome: 'failed' })
    const run = await submit(url)
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs.status).toBe('failed')
    expect(run.log).toMatch(/::error::Submission \S+ ended with status 'failed'/)
    expect(run.summary).toMatch(/^> \*\*Submission \S+ ended with status 'failed'\*\*$/m)
    expect(run.summary.match(/failed'/g)).toHaveLength(1)
  })

  test('to timeout: fails with the id and last status, and the outputs keep them', async () => {
    emulator.configure({ submissionOutcome: 'stuck' })
    const run = await submit({ ...url, 'wait-timeout': '3s' })
    expect(run.exitCode).not.toBe(0)
    expect(run.outputs.status).toBe('processing')
    expect(run.log).toContain(
      `Submission ${run.outputs['submission-id']} was still 'processing' after 'wait-timeout' (3s)`
    )
    expect(run.durationMs).toBeLessThan(15_000)
  })

  test('without a status route: a notice, status stays pending, success', async () => {
    emulator.configure({ statusRoutes: 'none' })
    const run = await submit({ ...url, 'notify-emails': 'qa@example.com' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.status).toBe('pending')
    expect(run.log).toMatch(
      /::notice::Not waiting for submission .*Progress goes to the 'notify-emails' addresses/
    )
    expect(emulator.requests.map(r => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v1/ios/teams',
      'GET /api/v1/ios/signed_ipas',
      'POST /api/v1/ios/signed_ipas',
      `GET /api/v1/ios/signed_ipas/${run.outputs['submission-id']}`,
      'GET /api/v1/ios/signed_ipas'
    ])
  })

  test('a server answering 501 Not Implemented on the status routes: asked once each, not retried', async () => {
    const notImplemented = {
      type: 'status' as const,
      status: 501,
      body: 'Not Implemented',
      contentType: 'text/plain'
    }
    emulator.injectFault({ method: 'GET', path: '/ios/signed_ipas/sub_0001', kind: notImplemented })
    // The listing answers 501 to the read before the create too.
    emulator.injectFault({
      method: 'GET',
      path: '/ios/signed_ipas',
      kind: notImplemented,
      times: 2
    })
    const run = await submit(url)
    expect(run.exitCode).toBe(0)
    expect(run.outputs.status).toBe('pending')
    expect(run.log).toMatch(/::notice::Not waiting for submission sub_0001/)
    expect(statusReads()).toHaveLength(2)
  })

  // A server built from the specification alone may answer the undocumented status route in any way.
  test.each([
    ['a catch-all HTML page with 200', 200, '<html><body>Welcome</body></html>', 'text/html'],
    ['an empty 200', 200, '', 'application/json'],
    ['a record with no status', 200, '{"id":"sub_0001"}', 'application/json'],
    ['another record', 200, '[{"id":"other","status":"failed"}]', 'application/json'],
    ['403 Forbidden', 403, '{"status":403,"error":"Forbidden"}', 'application/json']
  ])(
    'a status route answering %s: a warning, status stays pending, the release succeeds',
    async (_, status, body, contentType) => {
      emulator.injectFault({
        method: 'GET',
        path: '/ios/signed_ipas/sub_0001',
        kind: { type: 'status', status, body, contentType }
      })
      const run = await submit(url)
      expect(run.exitCode).toBe(0)
      expect(run.outputs.status).toBe('pending')
      expect(run.outputs['submission-id']).toBe('sub_0001')
      expect(run.log).toMatch(
        /::warning::Not waiting for submission sub_0001: .*Progress goes to the 'notify-emails' addresses/
      )
      // Asked once: a route that answers like this has nothing to give, so no polling until the deadline.
      expect(statusReads()).toHaveLength(1)
    }
  )

  test('through the listing when only the listing exists', async () => {
    emulator.configure({ statusRoutes: 'list-only' })
    const run = await submit(url)
    expect(run.exitCode).toBe(0)
    expect(run.outputs.status).toBe('completed')
  })

  test('wait: false returns at once with pending', async () => {
    const run = await submit({ ...url, wait: 'false' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.status).toBe('pending')
    expect(statusReads()).toHaveLength(0)
  })
})

describe('failures', () => {
  test('a wrong key: 401 with the service words and a hint about the secret, key never shown', async () => {
    const run = await submit({
      'ipa-url': 'https://cdn.example.com/App.ipa',
      'api-key': 'wrong-key-123'
    })
    expect(run.exitCode).not.toBe(0)
    expect(run.log).toMatch(/HTTP 401 — You couldn't be authenticated\. Check the api-key secret/)
    expect(visibleLog(run)).not.toContain('wrong-key-123')
    expect(run.summary).not.toContain('wrong-key-123')
  })

  test('a bad input fails before any request', async () => {
    const run = await submit({ 'ipa-path': ipa, 'notify-emails': 'not-an-email' })
    expect(run.exitCode).not.toBe(0)
    expect(run.log).toMatch(
      /::error::Input 'notify-emails' has an address that is not valid: 'not-an-email'/
    )
    expect(emulator.requests).toHaveLength(0)
  })

  test('dry run: checks and resolves the team, logs the request, sends nothing that changes state', async () => {
    const run = await submit({
      'ipa-path': ipa,
      'dry-run': 'true',
      'notify-emails': 'qa@example.com'
    })
    expect(run.exitCode).toBe(0)
    expect(emulator.requests.map(r => r.method)).toEqual(['GET'])
    expect(run.log).toContain(`POST ${emulator.baseUrl}/ios/signed_ipas`)
    expect(run.log).toMatch(/ {2}Idempotency-Key: "[0-9a-f]{64}"/)
    expect(run.log).toContain('part signed_ipa[source]: Sample App.ipa')
    expect(run.log).toContain('part team_id: 1234567')
    expect(run.outputs['team-id']).toBe('1234567')
    expect(run.outputs['bundle-id']).toBe('com.example.Sample')
    expect(run.summary).toContain('Dry run')
  })
})

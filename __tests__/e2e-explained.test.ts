/**
 * What a user sees when a release fails or warns: the error line, the outputs and the summary of the
 * bundled action, run as the runner runs it against the emulator.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import * as http from 'node:http'
import type { AddressInfo } from 'node:net'
import * as path from 'node:path'
import { actionFixture } from './support/fixture.js'
import { makeIpa } from './support/make-ipa.js'
import { visibleLog } from './support/run-action.js'
import { markdownToHtml } from './support/render-summary.js'

const { emulator, dir, run } = await actionFixture(
  'e2e-explained',
  'App.ipa',
  {},
  { virtualTime: true }
)

beforeEach(() => {
  emulator.reset()
  emulator.configure({ submissionOutcome: 'completed', statusRoutes: 'record', pollsPerStep: 1 })
})

const byUrl = { 'ipa-url': 'https://cdn.example.com/App.ipa', 'poll-interval': '1' }
const REASON = 'The App Store rejected the build (emulated failure).'

describe('a failed submission shows the service reason', () => {
  test('in the error line, the summary and the failure-reason output', async () => {
    emulator.configure({ submissionOutcome: 'failed' })
    const result = await run(byUrl)
    expect(result.exitCode).toBe(1)
    expect(result.outputs['failure-reason']).toBe(REASON)
    expect(result.log).toMatch(
      /::error::Submission \S+ ended with status 'failed':%0A- The service says: The App Store rejected the build/
    )
    expect(result.summary).toContain(`> - The service says: ${REASON}`)
    // No address was given: nothing says the details were e-mailed.
    expect(result.log + result.summary).not.toMatch(/e-mail/i)
  })

  test('says the details were e-mailed only to the addresses given', async () => {
    emulator.configure({ submissionOutcome: 'failed' })
    const result = await run({ ...byUrl, 'notify-emails': 'qa@example.com' })
    expect(result.log).toContain('The service e-mails the details to qa@example.com.')
  })
})

describe('failure summaries', () => {
  test('an empty api-key: the hint shows its workflow line as code, not as backticks', async () => {
    const result = await run({ ...byUrl, 'api-key': '' })
    expect(result.exitCode).toBe(1)
    expect(result.summary).toContain(
      "> - Input 'api-key' is required: pass the service's API key from a secret, e.g. `api-key: ${{ secrets.APP_DEPLOY_API_KEY }}`."
    )
    const html = markdownToHtml(result.summary)
    expect(html).toContain('<code>api-key: ${{ secrets.APP_DEPLOY_API_KEY }}</code>')
    expect(html).not.toContain('`')
  })

  test('text from the service in a message stays text: no link, no tag, however it is written', async () => {
    const words = 'Rejected: see [the console](https://evil.example.com) `<img src=x>` **now**'
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      kind: { type: 'status', status: 400, body: JSON.stringify({ status: 400, error: words }) }
    })
    const result = await run(byUrl)
    expect(result.exitCode).toBe(1)
    expect(result.summary).toContain('Rejected: see')
    const html = markdownToHtml(result.summary)
    expect(html).not.toMatch(/<a |<img|<strong>now/)
  })

  test('a glob that matches several files lists them as a list under the problem', async () => {
    await makeIpa(path.join(dir, 'Other.ipa'))
    const result = await run({ 'ipa-path': path.join(dir, '*.ipa') })
    expect(result.exitCode).toBe(1)
    expect(result.summary).toContain("> - Input 'ipa-path'")
    expect(result.summary).toMatch(/^> {3}- .*App\.ipa$/m)
    expect(result.summary).toMatch(/^> {3}- .*Other\.ipa$/m)
  })

  test('base-url, retries and request-timeout problems are reported with the others, in one run', async () => {
    const result = await run({
      'base-url': 'http://deploy.example.com/api/v1',
      retries: 'many',
      'request-timeout': 'soon',
      wait: 'maybe'
    })
    expect(result.exitCode).toBe(1)
    expect(result.log).toContain('::error::5 inputs need fixing')
    for (const input of ['ipa-path', 'base-url', 'retries', 'request-timeout', 'wait'])
      expect(result.summary).toContain(`> - Input '${input}'`)
    expect(emulator.requests).toHaveLength(0)
  })

  test('an Xcode archive given as ipa-path: says it holds no IPA and how to export one', async () => {
    const archive = path.join(dir, 'App.xcarchive')
    mkdirSync(archive, { recursive: true })
    const result = await run({ 'ipa-path': archive })
    expect(result.log).toMatch(
      /is an Xcode archive, which holds no IPA: export one with .*xcodebuild -exportArchive/
    )
  })

  test('https:// to a server that speaks plain http: a plain sentence, not OpenSSL', async () => {
    const server = http.createServer((_, res) => res.end('{}'))
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const result = await run({
        command: 'teams',
        'base-url': `https://127.0.0.1:${port}/api/v1`,
        retries: '0'
      })
      expect(result.exitCode).toBe(1)
      expect(result.log).toContain('the server answered in plain HTTP, not HTTPS')
      expect(result.log).toContain("check the scheme and the port of 'base-url'")
      expect(result.log).not.toMatch(/SSL routines|ssl3_|wrong version number/)
    } finally {
      server.close()
    }
  })
})

describe('warnings look like warnings', () => {
  test('preflight: warn: a warning box lists each problem, the headline counts them', async () => {
    const devIpa = path.join(dir, 'Dev.ipa')
    await makeIpa(devIpa, { profile: { kind: 'development' }, codeSignature: false })
    const result = await run({ 'ipa-path': devIpa, preflight: 'warn', wait: 'false' })
    expect(result.exitCode).toBe(0)
    const [title, box] = result.summary.split('\n\n')
    expect(title).toBe('## App Store submission')
    expect(box).toMatch(
      /^> \[!WARNING\]\n> \*\*2 warnings\*\*\n>\n> - .*development profile.*\n> - /
    )
    expect(result.summary).toContain('📨 **Accepted with 2 warnings**')
  })

  test('team-id with a team-name that names another team: a warning, and the team-id is used', async () => {
    const result = await run({
      ...byUrl,
      wait: 'false',
      'team-id': '1234567',
      'team-name': 'Other'
    })
    expect(result.exitCode).toBe(0)
    expect(result.log).toContain(
      "::warning::Input 'team-name' is 'Other', but 'team-id' 1234567 is the team 'Example Corp': the team id is used. Remove 'team-name', or make the two agree."
    )
  })

  test('a file that cannot be an IPA is refused under warn too', async () => {
    const notAnIpa = path.join(dir, 'Notes.ipa')
    writeFileSync(notAnIpa, 'just text')
    const result = await run({ 'ipa-path': notAnIpa, preflight: 'warn' })
    expect(result.exitCode).toBe(1)
    expect(result.log).toContain('preflight: warn does not send it either')
    expect(emulator.requests).toHaveLength(0)
  })
})

describe('a pre-signed ipa-url', () => {
  const signed =
    'https://bucket.s3.amazonaws.com/builds%2FApp.ipa?X-Amz-Credential=AKIA%2F20261123&X-Amz-Signature=5ec12e7'

  test('goes to the service whole, and shows nowhere else', async () => {
    const result = await run({ 'ipa-url': signed, wait: 'false' })
    expect(result.exitCode).toBe(0)
    const post = emulator.requests.find(r => r.method === 'POST')
    expect(post?.json).toMatchObject({ signed_ipa: { remote_source_url: signed } })
    expect(result.log).toContain(
      'Sending https://bucket.s3.amazonaws.com/builds%2FApp.ipa (query hidden) for the service to fetch'
    )
    // Masked for the runner (which reads % as %25 in a workflow command).
    expect(result.log).toMatch(
      /^::add-mask::X-Amz-Credential=AKIA%252F20261123&X-Amz-Signature=5ec12e7$/m
    )
    const shown = visibleLog(result) + result.summary + JSON.stringify(result.outputs)
    expect(shown).not.toContain('5ec12e7')
    expect(result.summary).toContain(
      '`https://bucket.s3.amazonaws.com/builds%2FApp.ipa` (query hidden)'
    )
  })

  test('a dry run prints the request without the query', async () => {
    const result = await run({ 'ipa-url': signed, 'dry-run': 'true' })
    expect(result.log).toContain(
      '"remote_source_url":"https://bucket.s3.amazonaws.com/builds%2FApp.ipa (query hidden)"'
    )
    expect(visibleLog(result)).not.toContain('5ec12e7')
  })
})

describe('a long wait is not silent', () => {
  test('a line at least every minute with the status, the time waited and the time left', async () => {
    emulator.configure({ pollsPerStep: 100 })
    const result = await run(
      { ...byUrl, 'poll-interval': '40s', 'wait-timeout': '70s' },
      { timeoutMs: 100_000 }
    )
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(
      /^Submission \S+ is still pending after 1m 00s; waiting up to 10s more \('wait-timeout'\)\.$/m
    )
  }, 100_000)
})

describe('json has one shape per command', () => {
  test('submit: the submission record, an object, waiting or not', async () => {
    for (const wait of ['true', 'false']) {
      const result = await run({ ...byUrl, wait })
      const json = JSON.parse(result.outputs.json) as Record<string, unknown>
      expect(Array.isArray(json)).toBe(false)
      expect(json).toMatchObject({ id: result.outputs['submission-id'] })
    }
  })
})

describe('step debug logging', () => {
  test('each request: method, path, status, time and bytes; never a header or the key', async () => {
    const result = await run({ ...byUrl, wait: 'false' }, { env: { RUNNER_DEBUG: '1' } })
    expect(result.log).toMatch(
      /^::debug::GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/ios\/teams → 200 in \d+ ms \(sent 0 bytes, received \d+ bytes\)$/m
    )
    expect(result.log).toMatch(/^::debug::POST .*\/ios\/signed_ipas → 200 in \d+ ms/m)
    expect(visibleLog(result)).not.toMatch(/authorization|bearer/i)
  })
})

/**
 * An IPA given by `ipa-url`, checked where it lives (issue 39), as users meet it: the action and the
 * tool read it from a storage of the test's own with HTTP Range requests, and say the same of it
 * as of the same IPA given by `ipa-path`, having fetched a small part of it. A pre-signed URL is
 * requested exactly as given, and its signature shows nowhere. `upload` reports App Store rules as
 * warnings. The storage's hostile ways are in e2e-ipa-url-storage.test.ts. The action runs in this
 * process (src/ as it is), but for a clean IPA sent, which spawns the bundle as the tool's runs do:
 * they pin what only the bundles show, that ncc bundled the reading of a URL.
 */
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import * as path from 'node:path'
import { signedQuery } from './support/ci-steps.js'
import { actionFixture, postsTo } from './support/fixture.js'
import { makeIpa } from './support/make-ipa.js'
import { type ActionRun, type RunOptions, visibleLog } from './support/run-action.js'
import { runCli } from './support/run-cli.js'
import { type Storage, type StorageOptions, startStorage } from './support/storage-server.js'

const MiB = 1024 * 1024
/**
 * A stored filler after the app's files makes the IPA 8 MiB, of which preflight needs the end (the
 * central directory) and the app's few entries at the start: two ranges apart.
 */
const large = { fillerBytes: 8 * MiB, fillerAt: 'end' } as const

const fixture = await actionFixture('e2e-ipa-url', 'App.ipa', large)
const { emulator, dir, key } = fixture

/** The same IPA as App.ipa, with the problem every submit finds: a development profile. */
const devIpa = path.join(dir, 'Dev.ipa')
/**
 * App Store rules: a deployment target App Store Connect no longer takes (ITMS-90068), and not the
 * executable's (ITMS-90208).
 */
const oldIpa = path.join(dir, 'Old.ipa')
beforeAll(async () => {
  await makeIpa(devIpa, { ...large, profile: { kind: 'development' } })
  await makeIpa(oldIpa, { ...large, minimumOsVersion: '12.0' })
})

const storages: Storage[] = []
afterEach(async () => {
  await Promise.all(storages.splice(0).map(storage => storage.close()))
  emulator.reset()
})

/** A storage serving the IPA at /bucket/<its file name>, closed after the test. */
async function serve(ipa: string, options: Partial<StorageOptions> = {}): Promise<Storage> {
  const storage = await startStorage({
    object: ipa,
    path: `/bucket/${path.basename(ipa)}`,
    ...options
  })
  storages.push(storage)
  return storage
}

/** The action, sending without waiting for the review. */
const action = (
  command: string,
  inputs: Record<string, string>,
  options: RunOptions = {}
): Promise<ActionRun> => fixture.run({ command, wait: 'false', ...inputs }, options)

const cli = (args: string[]) =>
  runCli(args, {
    env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl },
    cwd: dir
  })

/** The problems the summary lists under its headline (`> - …`). */
/**
 * The problems the summary lists: those that refuse the IPA, a row each (`code: problem`), then
 * the warnings' items.
 */
const listedProblems = (run: ActionRun): string[] => {
  const lines = run.summary.split('\n')
  const refusing = lines
    .map(line => /^\| `([^`]+)` \| (.*) \|$/.exec(line))
    .flatMap(row => (row ? [`${row[1]}: ${row[2]}`] : []))
  const warned = lines.filter(line => line.startsWith('> - ')).map(line => line.slice(4))
  return [...refusing, ...warned]
}

const sha256Row = '| SHA-256 | not known: read where it lives, not hashed |'

/** What reading the IPA in ranges promises: Range on each request, few of them, a small part fetched. */
function expectReadInRanges(storage: Storage, ipaSize: number): void {
  expect(storage.requests.length).toBeGreaterThan(0)
  expect(storage.requests.length).toBeLessThanOrEqual(3)
  for (const request of storage.requests) {
    expect(request.method).toBe('GET')
    expect(request.range).toMatch(/^bytes=\d*-\d*$/)
  }
  expect(storage.bytesSent).toBeLessThan(ipaSize * 0.05)
}

describe('submit with ipa-url: the same verdict as the file, from a small part of it', () => {
  test('a development-signed IPA is refused with the problem its file has, and nothing is sent', async () => {
    const storage = await serve(devIpa)
    const fromUrl = await action('submit', { 'ipa-url': storage.url() })
    const fromFile = await action('submit', { 'ipa-path': devIpa })

    expect(fromUrl.exitCode).not.toBe(0)
    expect(postsTo(emulator)).toHaveLength(0)
    expect(listedProblems(fromUrl)).toEqual(listedProblems(fromFile))
    expect(listedProblems(fromUrl)).toEqual([
      expect.stringMatching(/^not-app-store-profile: .*development profile.*\.$/)
    ])
    expect(fromUrl.log).toMatch(
      /::error::Preflight found a problem in http:\/\/127\.0\.0\.1:\d+\/bucket\/Dev\.ipa/
    )
    expect(fromUrl.outputs).toMatchObject({
      'bundle-id': 'com.example.preflight',
      version: '1.4.2',
      build: '142'
    })
    expect(fromUrl.summary).toContain(sha256Row)
    expectReadInRanges(storage, fixture.ipaSize)
  })

  test('a clean IPA is sent for the service to fetch, with its app card and outputs', async () => {
    const storage = await serve(fixture.ipa)
    const result = await action('submit', { 'ipa-url': storage.url() }, { bundle: true })

    expect(result.exitCode).toBe(0)
    expect(result.log).toMatch(
      /Read [\d.]+ KiB of http:\/\/127\.0\.0\.1:\d+\/bucket\/App\.ipa \(8\.\d MiB\) in [1-3] range requests?, [\d.]+s[.;]/
    )
    expect(result.log).toContain(`Preflight: no problem found in ${storage.url()}.`)
    expect(postsTo(emulator).map(post => post.json)).toEqual([
      expect.objectContaining({ signed_ipa: { remote_source_url: storage.url() } })
    ])
    expect(result.outputs).toMatchObject({
      'bundle-id': 'com.example.preflight',
      version: '1.4.2',
      build: '142',
      size: String(fixture.ipaSize)
    })
    expect(result.outputs).not.toHaveProperty('sha256')
    expect(result.summary).toContain(`| File | \`${storage.url()}\``)
    expect(result.summary).toContain(sha256Row)
    expectReadInRanges(storage, fixture.ipaSize)
  })

  test.each([
    { ipa: 'Dev.ipa', refused: true },
    { ipa: 'App.ipa', refused: false }
  ])('a dry run of $ipa reads it the same way and sends nothing', async ({ ipa, refused }) => {
    const storage = await serve(path.join(dir, ipa))
    const result = await action('submit', { 'ipa-url': storage.url(), 'dry-run': 'true' })

    expect(result.exitCode === 0).toBe(!refused)
    expect(listedProblems(result)).toHaveLength(refused ? 1 : 0)
    if (!refused) expect(result.summary).toContain('**Dry run**')
    expect(result.outputs['bundle-id']).toBe('com.example.preflight')
    expect(postsTo(emulator)).toHaveLength(0)
    expectReadInRanges(storage, fixture.ipaSize)
  })

  test('preflight-skip applies to the problems found at a URL', async () => {
    const storage = await serve(devIpa)
    const result = await action('submit', {
      'ipa-url': storage.url(),
      'preflight-skip': 'not-app-store-profile'
    })

    expect(result.exitCode).toBe(0)
    expect(result.log).toContain("Preflight skips not-app-store-profile ('preflight-skip').")
    expect(result.log).not.toMatch(/development profile/)
    expect(postsTo(emulator)).toHaveLength(1)
  })

  test('preflight: off reads nothing of the URL', async () => {
    const storage = await serve(devIpa)
    const result = await action('submit', { 'ipa-url': storage.url(), preflight: 'off' })

    expect(result.exitCode).toBe(0)
    expect(storage.requests).toHaveLength(0)
    expect(postsTo(emulator)).toHaveLength(1)
  })

  test('the tool: a development-signed IPA at a URL is a preflight refusal (exit 2), the same as its file', async () => {
    const storage = await serve(devIpa)
    const fromUrl = await cli(['submit', '--ipa-url', storage.url(), '--no-wait'])
    const fromFile = await cli(['submit', '--ipa-path', devIpa, '--no-wait'])

    expect(fromUrl.exitCode).toBe(2)
    expect(fromFile.exitCode).toBe(2)
    expect(fromUrl.stderr).toMatch(/Dev\.ipa: .*development profile/)
    expect(postsTo(emulator)).toHaveLength(0)
    expectReadInRanges(storage, fixture.ipaSize)
  })
})

describe('a pre-signed URL', () => {
  const signature = randomBytes(32).toString('hex')
  const query = signedQuery(signature)

  /** Neither the log (the runner's mask lines aside), the summary nor the outputs show it. */
  /** Nor its start: a message cut short must not cut a secret out of its mask. */
  const signatureStart = signature.slice(0, 12)

  function expectSignatureNotShown(result: ActionRun): void {
    expect(visibleLog(result)).not.toContain(signatureStart)
    expect(result.summary).not.toContain(signatureStart)
    expect(JSON.stringify(result.outputs)).not.toContain(signatureStart)
  }

  test('is requested exactly as given, and the service is given it whole; the signature shows nowhere', async () => {
    const storage = await serve(fixture.ipa, { requireExactQuery: query })
    const signed = storage.url(`?${query}`)
    const result = await action('submit', { 'ipa-url': signed })

    expect(result.exitCode).toBe(0)
    expect(storage.requests.map(request => request.url)).toEqual(
      storage.requests.map(() => `/bucket/App.ipa?${query}`)
    )
    expect(result.outputs['bundle-id']).toBe('com.example.preflight')
    expect(postsTo(emulator).map(post => post.json)).toEqual([
      expect.objectContaining({ signed_ipa: { remote_source_url: signed } })
    ])
    expect(result.summary).toContain(`| File | \`${storage.url()}\` (query hidden), 8.0 MiB |`)
    expectSignatureNotShown(result)
  })

  /**
   * A storage whose refusal echoes the signature it was given, where a message cut to be shown
   * (200 characters) would cut it in two.
   */
  const echoing = {
    style: 's3',
    code: 'AccessDenied',
    message: `Request has expired: ${'the request was signed for another time; '.repeat(3)}X-Amz-Signature=${signature} was valid until 20261127T111500Z`
  } as const

  test('refused by a storage that echoes it: the refusal is told, its signature is not', async () => {
    const storage = await serve(fixture.ipa, { refuse: echoing })
    const result = await action('submit', { 'ipa-url': storage.url(`?${query}`) })

    expect(result.exitCode).not.toBe(0)
    expect(postsTo(emulator)).toHaveLength(0)
    expect(result.summary).toMatch(
      /refused `http:\/\/127\.0\.0\.1:\d+\/bucket\/App\.ipa` \(query hidden\).* HTTP 403 AccessDenied/
    )
    expect(result.summary).toContain('The storage said: Request has expired')
    expectSignatureNotShown(result)
  })

  test('the tool, refused by a storage that echoes it: exit 2, and neither stream shows it', async () => {
    const storage = await serve(fixture.ipa, { refuse: echoing })
    const result = await cli(['submit', '--ipa-url', storage.url(`?${query}`), '--no-wait'])

    expect(result.exitCode).toBe(2)
    expect(result.stderr).toContain('The storage said: Request has expired')
    expect(result.stderr).not.toContain(signatureStart)
    expect(result.stdout).not.toContain(signatureStart)
  })

  test('the tool with --json: the failure document on stdout shows the refusal, not the signature', async () => {
    const storage = await serve(fixture.ipa, { refuse: echoing })
    const result = await cli([
      'submit',
      '--ipa-url',
      storage.url(`?${query}`),
      '--no-wait',
      '--json'
    ])

    expect(result.exitCode).toBe(2)
    const { error } = JSON.parse(result.stdout) as { error: { message: string } }
    expect(error.message).toContain('The storage said: Request has expired')
    expect(result.stdout).not.toContain(signatureStart)
  })
})

describe('upload with ipa-url', () => {
  test('an App Store rule is a warning, not a failure, and the outputs name the app', async () => {
    const storage = await serve(oldIpa)
    const submitted = await action('submit', { 'ipa-url': storage.url() })
    expect(submitted.exitCode).not.toBe(0)
    const rules = [/^ITMS-90208: /, /^Old\.ipa: .*\(ITMS-90068; deadline-radar\)/]
    expect(listedProblems(submitted)).toEqual(rules.map(rule => expect.stringMatching(rule)))

    const result = await action('upload', { 'ipa-url': storage.url() })
    expect(result.exitCode).toBe(0)
    expect(result.log).toMatch(/::warning title=IPA preflight \(ITMS-90208\)[^:]*::Old\.ipa: /)
    expect(result.log).toMatch(
      /::warning title=IPA preflight \([\w-]+\)::Old\.ipa: .*\(ITMS-90068; deadline-radar\)/
    )
    expect(postsTo(emulator).map(post => post.json)).toEqual([
      { unsigned_ipa: { remote_source_url: storage.url() } }
    ])
    expect(result.outputs).toMatchObject({
      'bundle-id': 'com.example.preflight',
      version: '1.4.2',
      build: '142'
    })
    expect(result.summary).toContain(sha256Row)
  })
})

/**
 * An `ipa-url` whose storage misbehaves, as users meet it through the action and the tool (issue
 * 39): a storage that ignores Range is read once, within limits; one that answers other bytes than
 * it claims gives no verdict and the release goes on; a refusal stops the step before the service is
 * asked, naming the storage's own code; redirects are followed only where the URL's signature may
 * go. The IPA served is development-signed, a problem every submit finds: a verdict drawn from bytes
 * the storage sent would show as that problem. The action runs in this process (src/ as it is); the
 * tool's runs and the verdict of the file spawn the bundles, which keep pinned what only they show:
 * that ncc bundled the HTTP client that reads the storage.
 */
import { afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import { truncate, writeFile } from 'node:fs/promises'
import * as path from 'node:path'
import { actionFixture, postsTo } from './support/fixture.js'
import { type ActionRun, visibleLog } from './support/run-action.js'
import { runCli } from './support/run-cli.js'
import { type Storage, type StorageOptions, startStorage } from './support/storage-server.js'

const MiB = 1024 * 1024
/** 8 MiB with the app's entries at the start and the central directory at the end: two ranges. */
const fixture = await actionFixture('e2e-ipa-url-storage', 'App.ipa', {
  fillerBytes: 8 * MiB,
  fillerAt: 'end',
  profile: { kind: 'development' }
})
const { emulator, dir, key, ipa } = fixture

/** Over the 1 GiB preflight reads whole, and sparse: it takes no room on disk. */
const huge = path.join(dir, 'Huge.ipa')
beforeAll(async () => {
  await writeFile(huge, '')
  await truncate(huge, 1100 * MiB)
})

const storages: Storage[] = []
afterEach(async () => {
  await Promise.all(storages.splice(0).map(storage => storage.close()))
  emulator.reset()
})

async function serve(options: Partial<StorageOptions> = {}): Promise<Storage> {
  const storage = await startStorage({ object: ipa, ...options })
  storages.push(storage)
  return storage
}

/** A signing query, as a pre-signed URL has: the storage must see it, the logs must not. */
const signature = '5d41402abc4b2a76b9719d911017c592ae8'
const signing = `?X-Amz-Expires=3600&X-Amz-Signature=${signature}`

/** Submits the URL; whatever the storage did, the signature shows in neither the log nor the summary. */
async function submit(url: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  const run = await fixture.run({ command: 'submit', 'ipa-url': url, wait: 'false', ...inputs })
  expect(visibleLog(run)).not.toContain(signature)
  expect(run.summary).not.toContain(signature)
  return run
}

const cliSubmit = (url: string) =>
  runCli(['submit', '--ipa-url', url, '--no-wait'], {
    env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl },
    cwd: dir
  })

const problemOfTheIpa = /development profile|not-app-store-profile/

/** The one "did not check" warning, as an annotation and in the summary. */
function uncheckedWarning(run: ActionRun, storage: Storage): string {
  const warnings = visibleLog(run)
    .split('\n')
    .filter(line => line.startsWith('::warning title=IPA preflight (not checked)'))
  expect(warnings).toHaveLength(1)
  const warning = warnings[0].slice(warnings[0].indexOf('::', 2) + 2)
  expect(warning).toMatch(
    new RegExp(
      `^Preflight did not check ${storage.url().replace(/[.?]/g, '\\$&')} \\(query hidden\\): `
    )
  )
  expect(warning).toContain('The service is still asked to fetch it')
  expect(run.summary).toContain('> - Preflight did not check `')
  return warning
}

/** The release went on: the step succeeded and the service was asked to fetch the URL. */
function expectReleaseWentOn(run: ActionRun, storage: Storage): void {
  expect(run.exitCode).toBe(0)
  expect(postsTo(emulator).map(post => post.json)).toEqual([
    expect.objectContaining({ signed_ipa: { remote_source_url: storage.url(signing) } })
  ])
}

/** No verdict: no problem of the IPA, no output drawn from it. */
function expectNoVerdict(run: ActionRun): void {
  expect(run.log).not.toMatch(problemOfTheIpa)
  expect(run.summary).not.toMatch(problemOfTheIpa)
  expect(run.outputs).not.toHaveProperty('bundle-id')
  expect(run.outputs).not.toHaveProperty('version')
}

describe('a storage that ignores Range', () => {
  test.each([
    { ignoreRange: true, answer: 'with its Content-Length' },
    { ignoreRange: 'chunked', answer: 'chunked' }
  ] as const)(
    'answering the whole file $answer: read once, the verdict of the file',
    async ({ ignoreRange }) => {
      const storage = await serve({ ignoreRange })
      const result = await submit(storage.url(signing))
      const fromFile = await fixture.run({ command: 'submit', 'ipa-path': ipa }, { bundle: true })

      // The suffix range's answer dropped at its headers, then the file's first bytes: the whole file.
      expect(storage.requests.map(request => request.range)).toEqual([
        'bytes=-262144',
        'bytes=0-262143'
      ])
      expect(result.log).toMatch(
        /Read http:\/\/127\.0\.0\.1:\d+\/bucket\/App\.ipa \(query hidden\) whole \(8\.\d MiB\) in [\d.]+s: its storage ignores Range requests\./
      )
      expect(result.exitCode).not.toBe(0)
      expect(postsTo(emulator)).toHaveLength(0)
      // The problems that refuse it: a row each of the summary's table, by Apple's code or the check's.
      const problems = (run: ActionRun) =>
        run.summary.split('\n').filter(l => /^\| `[^`]+` \| /.test(l))
      expect(problems(result)).toHaveLength(1)
      expect(problems(result)).toEqual(problems(fromFile))
      expect(result.outputs['bundle-id']).toBe('com.example.preflight')
    }
  )

  test('stalling mid-body: "did not check" within the request timeout, and the release goes on', async () => {
    const storage = await serve({ stallAfterBytes: 1000 })
    const started = Date.now()
    const result = await submit(storage.url(signing), { 'request-timeout': '2s', retries: '1' })

    expect(Date.now() - started).toBeLessThan(15_000)
    expect(uncheckedWarning(result, storage)).toMatch(
      /: its storage .*the answer was not complete within 2000 ms \(the request timeout\)/
    )
    // The request and its one retry, each given up after the 2 s.
    expect(storage.requests).toHaveLength(2)
    expectNoVerdict(result)
    expectReleaseWentOn(result, storage)
  }, 30_000)

  test('a whole file over the 1 GiB preflight reads whole: a warning naming why, and the answer dropped at its headers', async () => {
    const storage = await serve({ object: huge, ignoreRange: true })
    const result = await submit(storage.url(signing))

    expect(uncheckedWarning(result, storage)).toMatch(
      /ignores Range requests, and the whole file it answers with \(1\.1 GiB\) is more than the 1\.0 GiB preflight reads whole/
    )
    expect(storage.requests).toHaveLength(2)
    // Each dropped at its headers: what went out is what the sockets buffered before (0.2 to 2 MiB
    // seen, with the load), not the 1,100 MiB.
    expect(storage.bytesSent).toBeLessThan(32 * MiB)
    expectReleaseWentOn(result, storage)
  })
})

describe('a storage that answers other bytes than it claims: no verdict, and the release goes on', () => {
  const answers: Array<{ name: string; options: Partial<StorageOptions>; said: RegExp }> = [
    {
      name: 'a Content-Range 100 bytes off',
      options: { contentRangeShift: 100 },
      said: /the last 262144 bytes: it answered HTTP 206 with Content-Range 'bytes \d+-\d+\/\d+'/
    },
    {
      name: 'a body cut off short of its Content-Length',
      options: { shortBody: 'cut-off' },
      said: /131072 bytes of a range, then the connection closed/
    },
    {
      name: 'a Content-Length short of its Content-Range',
      options: { shortBody: 'short-length' },
      said: /131072 bytes for the 262144 it claimed/
    },
    {
      name: 'a total that changes after the first request',
      options: { totalChangesAfter: 1 },
      said: /a length of \d+ bytes \(it was \d+\)/
    }
  ]
  test.each(
    answers.flatMap(answer => ['strict', 'warn'].map(preflight => ({ ...answer, preflight })))
  )('$name, preflight: $preflight', async ({ options, said, preflight }) => {
    const storage = await serve(options)
    // One retry of a cut connection, not four: the suite stays quick.
    const result = await submit(storage.url(signing), { preflight, retries: '1' })

    const warning = uncheckedWarning(result, storage)
    expect(warning).toContain('its storage did not answer with the bytes asked for (')
    expect(warning).toMatch(said)
    expectNoVerdict(result)
    expectReleaseWentOn(result, storage)
  })

  test('the tool: exit 0, the warning on stderr', async () => {
    const storage = await serve({ contentRangeShift: 100 })
    const result = await cliSubmit(storage.url(signing))
    expect(result.exitCode).toBe(0)
    expect(result.stderr).toContain('its storage did not answer with the bytes asked for')
    expect(result.stderr).not.toMatch(problemOfTheIpa)
    expect(postsTo(emulator)).toHaveLength(1)
  })
})

describe('a storage that refuses the URL: the step fails before the service is asked', () => {
  const expired = /give 'ipa-url' a fresh one/
  const missing = /No file is at that address: check 'ipa-url'/
  test.each([
    {
      storage: 'S3, an expired signature',
      options: { refuse: { style: 's3', code: 'AccessDenied', message: 'Request has expired' } },
      said: 'HTTP 403 AccessDenied',
      message: 'Request has expired',
      fix: expired,
      exit: 2
    },
    {
      storage: 'Google Cloud Storage, an expired token',
      options: { refuse: { style: 'gcs' } },
      said: 'HTTP 403 ExpiredToken',
      message: 'Invalid argument.',
      fix: expired,
      exit: 2
    },
    {
      storage: 'Azure Blob, a failed authentication',
      options: { refuse: { style: 'azure' } },
      said: 'HTTP 403 AuthenticationFailed',
      message: 'Server failed to authenticate the request.',
      fix: expired,
      exit: 2
    },
    {
      storage: 'S3, no such key',
      options: { path: '/bucket/Elsewhere.ipa' },
      said: 'HTTP 404 NoSuchKey',
      message: 'The specified key does not exist.',
      fix: missing,
      exit: 4
    }
  ] as const)('$storage: $said', async ({ options, said, message, fix, exit }) => {
    const storage = await serve(options)
    const url = `${storage.origin}/bucket/App.ipa${signing}`
    const result = await submit(url)

    expect(result.exitCode).not.toBe(0)
    expect(postsTo(emulator)).toHaveLength(0)
    for (const text of [visibleLog(result), result.summary]) {
      expect(text).toContain(said)
      expect(text).toContain(`The storage said: ${message}`)
      expect(text).toMatch(fix)
      expect(text).not.toContain('X-Amz-Signature')
    }
    expect(visibleLog(result)).toMatch(/::error::The storage refused /)

    const tool = await cliSubmit(url)
    expect(tool.exitCode).toBe(exit)
    expect(tool.stderr).toContain(said)
    expect(postsTo(emulator)).toHaveLength(0)
  })
})

describe('a storage that refuses the URL under preflight: warn', () => {
  // A bucket that lets the service's addresses alone in refuses the runner, not the service.
  test("the refusal is a warning with the storage's words, and the release goes on", async () => {
    const storage = await serve({
      refuse: { style: 's3', code: 'AccessDenied', message: 'Access Denied' }
    })
    const result = await submit(storage.url(signing), { preflight: 'warn' })

    expect(uncheckedWarning(result, storage)).toContain(
      'its storage refused it with HTTP 403 (AccessDenied: Access Denied)'
    )
    expectNoVerdict(result)
    expectReleaseWentOn(result, storage)
  })
})

describe('a storage that refuses partway, or is down', () => {
  test('a signature that expires between two range requests: refused, and nothing is sent', async () => {
    const storage = await serve({ refuse: { style: 's3' }, refuseAfter: 1 })
    const result = await submit(storage.url(signing))

    expect(storage.requests).toHaveLength(2)
    expect(result.exitCode).not.toBe(0)
    expect(visibleLog(result)).toMatch(/::error::The storage refused .*HTTP 403 AccessDenied/)
    expect(postsTo(emulator)).toHaveLength(0)
  })

  test("HTTP 503 after the retries: the warning with the storage's own code, and the release goes on", async () => {
    const slowDown = {
      status: 503,
      style: 's3',
      code: 'SlowDown',
      message: 'Please reduce your request rate.'
    } as const
    const storage = await serve({ refuse: slowDown })
    const result = await submit(storage.url(signing), { retries: '1' })

    expect(storage.requests).toHaveLength(2)
    expect(uncheckedWarning(result, storage)).toContain(
      'its storage answered HTTP 503 (SlowDown: Please reduce your request rate.)'
    )
    expectNoVerdict(result)
    expectReleaseWentOn(result, storage)
  })
})

describe('redirects', () => {
  test('to another path of the same storage: followed, and the IPA checked', async () => {
    const storage = await serve({ redirect: { to: `/bucket/moved/App.ipa${signing}` } })
    const result = await submit(storage.url(signing))

    expect(result.exitCode).not.toBe(0) // its development profile, found
    expect(result.summary).toMatch(problemOfTheIpa)
    expect(storage.requests.map(request => request.url)).toContain(
      `/bucket/moved/App.ipa${signing}`
    )
    expect(storage.requests.length).toBeLessThanOrEqual(6)
  })

  test('to another storage with the signed query: not followed, the step fails naming the redirect', async () => {
    const other = await serve()
    const storage = await serve({ redirect: { to: other.url(signing) } })
    const result = await submit(storage.url(signing))

    expect(result.exitCode).not.toBe(0)
    expect(other.requests).toHaveLength(0)
    expect(postsTo(emulator)).toHaveLength(0)
    const host = new URL(other.origin).host
    expect(visibleLog(result)).toContain(
      `redirected it (HTTP 302) to ${host}, carrying its signature there, so it was not followed`
    )
    expect(visibleLog(result)).not.toContain('X-Amz-Signature')
    expect((await cliSubmit(storage.url(signing))).exitCode).toBe(2)
  })

  test('to another storage without the query (a plain URL): followed, and the IPA checked', async () => {
    const other = await serve()
    const storage = await serve({ redirect: { to: other.url() } })
    const result = await submit(storage.url(signing))

    expect(result.summary).toMatch(problemOfTheIpa)
    expect(other.requests.length).toBeGreaterThan(0)
    expect(other.requests.map(request => request.url)).toEqual(
      other.requests.map(() => '/bucket/App.ipa')
    )
    expect(result.outputs['bundle-id']).toBe('com.example.preflight')
  })

  test('a loop: bounded, the warning, and the release goes on', async () => {
    const storage = await serve({ redirect: { to: '/bucket/App.ipa' } })
    const result = await submit(storage.url(signing))

    expect(uncheckedWarning(result, storage)).toMatch(/HTTP 302/)
    expect(storage.requests.length).toBeLessThanOrEqual(10)
    expectNoVerdict(result)
    expectReleaseWentOn(result, storage)
  })
})

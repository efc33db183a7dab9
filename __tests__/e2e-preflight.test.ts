/**
 * Preflight as users meet it: the bundled action reads the IPA before anything is sent, and under
 * `strict` an IPA that cannot succeed stops the step with no request at all.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { existsSync } from 'node:fs'
import * as path from 'node:path'
import { actionFixture } from './support/fixture.js'
import { makeIpa } from './support/make-ipa.js'
import { type ActionRun, repoRoot } from './support/run-action.js'

const fixtures = path.resolve(repoRoot, '..', 'shared', 'fixtures', 'ipas')
const haveFixtures = existsSync(fixtures)
if (!haveFixtures) console.warn(`Skipping the real-IPA preflight tests: ${fixtures} is absent.`)

const fixture = await actionFixture('e2e-preflight', 'App.ipa', {}, { virtualTime: true })
const { emulator, dir } = fixture

beforeEach(() => emulator.reset())

const run = (
  command: string,
  ipaPath: string,
  inputs: Record<string, string> = {}
): Promise<ActionRun> => fixture.run({ command, 'ipa-path': ipaPath, wait: 'false', ...inputs })

async function ipa(name: string, options: Parameters<typeof makeIpa>[1]): Promise<string> {
  const file = path.join(dir, name)
  await makeIpa(file, options)
  return file
}

describe('strict (the default)', () => {
  test('a development-signed IPA is not submitted: the step says why and sends nothing', async () => {
    const file = await ipa('Dev.ipa', { profile: { kind: 'development' } })
    const result = await run('submit', file)
    expect(result.exitCode).not.toBe(0)
    expect(emulator.requests).toHaveLength(0)
    expect(result.log).toMatch(
      /::error::Preflight found a problem in Dev\.ipa, so nothing was sent:/
    )
    expect(result.log).toMatch(
      /Dev\.ipa: Payload\/Preflight\.app\/embedded\.mobileprovision is a development profile .* where the App Store takes only an App Store distribution profile/
    )
    expect(result.log).toContain('set preflight: warn to send it anyway')
    expect(result.outputs['bundle-id']).toBe('com.example.preflight')
    expect(result.summary).toContain(
      '> [!CAUTION]\n> **Preflight found a problem in Dev.ipa, so nothing was sent**'
    )
    // What was known: the app, in a table of its own.
    expect(result.summary).toContain('| Bundle id | `com.example.preflight` |')
  })

  test('an expired profile, a missing version and an unsigned app are all listed at once', async () => {
    const file = await ipa('Broken.ipa', {
      version: null,
      codeSignature: false,
      profile: { kind: 'app-store', expires: new Date('2020-01-01') }
    })
    const result = await run('submit', file)
    expect(result.exitCode).not.toBe(0)
    expect(emulator.requests).toHaveLength(0)
    expect(result.log).toMatch(/Preflight found 3 problems in Broken\.ipa/)
  })

  test('the same development IPA may be uploaded for resigning: upload has no distribution checks', async () => {
    const file = await ipa('DevUpload.ipa', { profile: { kind: 'development' } })
    const result = await run('upload', file)
    expect(result.exitCode).toBe(0)
    expect(emulator.requests.filter(r => r.method === 'POST')).toHaveLength(1)
  })

  test('a file that is not a zip never leaves the machine', async () => {
    const file = path.join(dir, 'notes.ipa')
    await import('node:fs/promises').then(fs =>
      fs.writeFile(file, 'just some text, not an archive')
    )
    const result = await run('upload', file)
    expect(result.exitCode).not.toBe(0)
    expect(emulator.requests).toHaveLength(0)
    expect(result.log).toMatch(/::error::Preflight found a problem in notes\.ipa/)
  })
})

describe('preflight-skip takes the code of any check', () => {
  test('preflight-skip: expired-profile: under strict the step goes on, and the log says what was skipped', async () => {
    const file = await ipa('Expired.ipa', {
      profile: { kind: 'app-store', expires: new Date('2020-01-01') }
    })
    const refused = await run('submit', file)
    expect(refused.exitCode).not.toBe(0)
    expect(refused.log).toMatch(/Expired\.ipa: .*expired on 2020-01-01/)
    expect(emulator.requests).toHaveLength(0)

    const result = await run('submit', file, { 'preflight-skip': 'Expired-Profile' })
    expect(result.exitCode).toBe(0)
    expect(result.log).toContain("Preflight skips expired-profile ('preflight-skip').")
    expect(result.log).toContain('Preflight: no problem found in Expired.ipa.')
    expect(result.log).not.toMatch(/expired on/)
    expect(result.summary).toContain('| Checks skipped | `expired-profile` |')
    expect(emulator.requests.filter(r => r.method === 'POST')).toHaveLength(1)
  })

  test('an unknown code stops the step before any request, pointing to the list and the nearest code', async () => {
    const file = await ipa('Typo.ipa', {})
    const result = await run('submit', file, { 'preflight-skip': 'expired-profil, ITMS-90087' })
    expect(result.exitCode).not.toBe(0)
    expect(emulator.requests).toHaveLength(0)
    expect(result.log).toMatch(
      /'preflight-skip' names 'expired-profil' \(did you mean 'expired-profile'\?\), which is not the code of a check preflight makes: https:\/\/github\.com\/\S+\/blob\/v\S+\/docs\/preflight\.md lists them all\./
    )
  })
})

describe('warn and off', () => {
  test('warn: each problem is a warning annotation and the IPA is sent', async () => {
    const file = await ipa('DevWarn.ipa', { profile: { kind: 'ad-hoc' } })
    const result = await run('submit', file, { preflight: 'warn' })
    expect(result.exitCode).toBe(0)
    expect(result.log).toMatch(
      /::warning title=IPA preflight \(not-app-store-profile\),file=.*DevWarn\.ipa::DevWarn\.ipa: .*ad hoc profile/
    )
    expect(emulator.requests.filter(r => r.method === 'POST')).toHaveLength(1)
  })

  test('off: no checks and no warnings, but the outputs still name the app', async () => {
    const file = await ipa('DevOff.ipa', { profile: { kind: 'development' } })
    const result = await run('submit', file, { preflight: 'off' })
    expect(result.exitCode).toBe(0)
    expect(result.log).not.toMatch(/::warning/)
    expect(result.outputs).toMatchObject({
      'bundle-id': 'com.example.preflight',
      version: '1.4.2',
      build: '142'
    })
  })
})

;(haveFixtures ? describe : describe.skip)('real IPAs built by Xcode', () => {
  test('Payload/ below the archive root is refused for upload, naming the entry and what to do', async () => {
    const result = await run('upload', path.join(fixtures, 'iOSAppOnly.ipa'))
    expect(result.exitCode).not.toBe(0)
    expect(emulator.requests).toHaveLength(0)
    expect(result.log).toMatch(/iOSAppOnly\.ipa.*iOSAppOnly\/Payload/)
    expect(result.outputs).toMatchObject({ 'bundle-id': 'com.example.Sample', build: '1' })
  })

  test('a name with spaces is no problem for the glob or the upload', async () => {
    const result = await run('upload', path.join(fixtures, 'iOS App With Spaces.ipa'), {
      preflight: 'warn'
    })
    expect(result.exitCode).toBe(0)
    expect(emulator.requests.find(r => r.method === 'POST')?.files?.[0].filename).toBe(
      'iOS App With Spaces.ipa'
    )
  })
})

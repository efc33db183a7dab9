/**
 * Apple's lists on whole IPAs, as preflight reads them: the required-reason APIs of a real
 * executable (the `Reasons` fixture), undeclared and then declared, and ITMS-91061's SDKs by a
 * framework's bundle identifier.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { inspectIpa } from '../src/ipa/index.js'
import { machoFixture } from './support/macho-files.js'
import { type MakeIpaOptions, makeIpa } from './support/make-ipa.js'

describe('on whole IPAs, as preflight reads them', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'apple-lists-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  let count = 0
  async function problemsOf(options: MakeIpaOptions) {
    const file = path.join(dir, `lists-${++count}.ipa`)
    await makeIpa(file, options)
    const inspection = await inspectIpa(file, { purpose: 'submit' })
    return inspection.problems.map(({ code, level, message }) => ({ code, level, message }))
  }

  test('an app that calls systemUptime and reads NSFileModificationDate, undeclared', async () => {
    const problems = await problemsOf({
      executable: machoFixture('Reasons'),
      info: { ITSAppUsesNonExemptEncryption: false }
    })
    expect(problems.map(problem => problem.code)).toEqual(['ITMS-91053'])
    const message = problems[0]?.message ?? ''
    for (const use of [
      'file timestamps (NSPrivacyAccessedAPICategoryFileTimestamp, through the constant NSFileModificationDate)',
      'system boot time (NSPrivacyAccessedAPICategorySystemBootTime, through the selector systemUptime)',
      'disk space (NSPrivacyAccessedAPICategoryDiskSpace, through the constant NSURLVolumeAvailableCapacityKey)',
      'active keyboards (NSPrivacyAccessedAPICategoryActiveKeyboards, through the selector activeInputModes)'
    ])
      expect(message).toContain(use)
  })

  test('the same app, its four categories declared, passes', async () => {
    const problems = await problemsOf({
      executable: machoFixture('Reasons'),
      info: { ITSAppUsesNonExemptEncryption: false },
      privacyTypes: [
        'NSPrivacyAccessedAPICategoryFileTimestamp',
        'NSPrivacyAccessedAPICategorySystemBootTime',
        'NSPrivacyAccessedAPICategoryDiskSpace',
        'NSPrivacyAccessedAPICategoryActiveKeyboards'
      ]
    })
    expect(problems).toEqual([])
  })

  test("Alamofire by its vendor's identifier is refused; a Toast of another identifier is only a doubt", async () => {
    const problems = await problemsOf({
      info: { ITSAppUsesNonExemptEncryption: false },
      frameworks: [
        { name: 'Alamofire', bundleId: 'org.alamofire.Alamofire' },
        { name: 'Toast', bundleId: 'com.acme.Toast' }
      ]
    })
    expect(problems).toEqual([
      {
        code: 'ITMS-91061',
        level: 'refuse',
        message: expect.stringMatching(
          /^lists-\d+\.ipa: Payload\/Preflight\.app\/Frameworks\/Alamofire\.framework\/ is Alamofire \(known by its bundle identifier "org\.alamofire\.Alamofire"\), an SDK on Apple's list .* update Alamofire to a version that ships one/
        )
      },
      // A team's own framework may carry the name: a warning, which never stops a release.
      {
        code: 'ITMS-91061',
        level: 'warn',
        message: expect.stringContaining('Toast.framework/ is named as Toast')
      }
    ])
  })
})

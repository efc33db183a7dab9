/**
 * Apple's lists as a user meets them, through the action: an app that calls systemUptime and
 * reads NSFileModificationDate undeclared, and that embeds Alamofire (its vendor's bundle
 * identifier) without a privacy manifest, is refused before anything is sent, each finding saying
 * what it found and how; a team's own Toast.framework beside them is never named, and the same
 * release with its categories declared and without Alamofire goes through.
 */
import { beforeEach, expect, test } from '@jest/globals'
import * as path from 'node:path'
import { actionFixture, postsTo, sendWithoutWaiting } from './support/fixture.js'
import { machoFixture, makeIpa } from './support/make-ipa.js'
import { errorOf, visibleLog } from './support/run-action.js'

const fixture = await actionFixture('e2e-apple-lists', 'App.ipa', {}, { virtualTime: true })
const { emulator, dir } = fixture

beforeEach(() => emulator.reset())

const teamToast = { name: 'Toast', bundleId: 'com.acme.Toast' }
const undeclared = path.join(dir, 'Undeclared.ipa')
await makeIpa(undeclared, {
  executable: machoFixture('Reasons'),
  frameworks: [{ name: 'Alamofire', bundleId: 'org.alamofire.Alamofire' }, teamToast]
})
const declared = path.join(dir, 'Declared.ipa')
await makeIpa(declared, {
  executable: machoFixture('Reasons'),
  privacyTypes: [
    'NSPrivacyAccessedAPICategoryFileTimestamp',
    'NSPrivacyAccessedAPICategorySystemBootTime',
    'NSPrivacyAccessedAPICategoryDiskSpace',
    'NSPrivacyAccessedAPICategoryActiveKeyboards'
  ],
  frameworks: [teamToast]
})

test('refused before sending: each API by what showed it, and the SDK by its identifier', async () => {
  const result = await sendWithoutWaiting(fixture, { 'ipa-path': undeclared })
  expect(result.exitCode).toBe(1)
  expect(postsTo(emulator)).toHaveLength(0)
  const error = errorOf(result)
  expect(error).toMatch(/^Preflight found 2 problems in Undeclared\.ipa, so nothing was sent:/)
  const lines = error.split('\n')
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^- Undeclared\.ipa: Payload\/Preflight\.app\/ uses required-reason APIs .*system boot time \(NSPrivacyAccessedAPICategorySystemBootTime, through the selector systemUptime\).*\(ITMS-91053\)/
    )
  )
  expect(lines).toContainEqual(
    expect.stringMatching(
      /file timestamps \(NSPrivacyAccessedAPICategoryFileTimestamp, through the constant NSFileModificationDate\)/
    )
  )
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^- Undeclared\.ipa: Payload\/Preflight\.app\/Frameworks\/Alamofire\.framework\/ is Alamofire \(known by its bundle identifier "org\.alamofire\.Alamofire"\).*\(ITMS-91061\)/
    )
  )
  expect(error).not.toContain('Toast')
})

test("declared, and with only the team's own Toast, the release goes through", async () => {
  const result = await sendWithoutWaiting(fixture, { 'ipa-path': declared })
  expect(result.exitCode).toBe(0)
  expect(postsTo(emulator)).toHaveLength(1)
  const log = visibleLog(result)
  expect(log).not.toMatch(/ITMS-91053/)
  // A Toast of its own identifier may be the SDK built from source: a doubt said, not a refusal.
  expect(log).toMatch(
    /^Warning: Declared\.ipa: .*Toast\.framework\/ is named as Toast.*\(ITMS-91061: /m
  )
})

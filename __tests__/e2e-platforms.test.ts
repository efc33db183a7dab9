/**
 * The platform and profile rules as users meet them: a tvOS app is refused before any request,
 * named as what it is and where it goes, and `preflight-skip: platform` lets it through; a
 * white-label app re-signed with another app's profile is refused under `submit`, naming the
 * bundle, its identifier and the profile's, and only warned of under `upload`.
 */
import { beforeEach, expect, test } from '@jest/globals'
import * as path from 'node:path'
import { actionFixture, postsTo, sendWithoutWaiting } from './support/fixture.js'
import { machoFixture, makeIpa } from './support/make-ipa.js'
import { errorOf, visibleLog } from './support/run-action.js'

const fixture = await actionFixture('e2e-platforms', 'App.ipa', {}, { virtualTime: true })
const { emulator, dir } = fixture

beforeEach(() => emulator.reset())

/** A tvOS app, as Xcode archives one: its Info.plist and its executable say tvOS. */
const tv = path.join(dir, 'TV.ipa')
await makeIpa(tv, {
  executable: machoFixture('TV'),
  info: {
    CFBundleSupportedPlatforms: ['AppleTVOS'],
    DTPlatformName: 'appletvos',
    UIDeviceFamily: [3]
  }
})
/** A white-label build of com.brand.app re-signed with the profile of the app it was made from. */
const whiteLabel = path.join(dir, 'WhiteLabel.ipa')
await makeIpa(whiteLabel, {
  bundleId: 'com.brand.app',
  profile: { madeFor: 'com.example.preflight' },
  extensions: [{ name: 'Share', profile: {} }]
})

test('a tvOS app is refused before any request, named as one, with where to upload it', async () => {
  const result = await sendWithoutWaiting(fixture, { 'ipa-path': tv })
  expect(result.exitCode).toBe(1)
  expect(postsTo(emulator)).toHaveLength(0)
  expect(errorOf(result).split('\n')).toContainEqual(
    expect.stringMatching(
      /^- TV\.ipa: Payload\/Preflight\.app\/ is a tvOS app, as its Info\.plist and its executable say, and this service submits iOS apps only \(platform\); upload a tvOS build to App Store Connect with Xcode's Organizer or Transporter/
    )
  )
  expect(errorOf(result)).not.toMatch(/a other|simulator/)
})

test('preflight-skip: platform sends the tvOS app, as it skips any rule', async () => {
  const result = await sendWithoutWaiting(fixture, { 'ipa-path': tv, 'preflight-skip': 'platform' })
  expect(result.exitCode).toBe(0)
  expect(postsTo(emulator)).toHaveLength(1)
})

test("a white-label app re-signed with another app's profile is refused under submit", async () => {
  const result = await sendWithoutWaiting(fixture, { 'ipa-path': whiteLabel })
  expect(result.exitCode).toBe(1)
  expect(postsTo(emulator)).toHaveLength(0)
  const lines = errorOf(result).split('\n')
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^- WhiteLabel\.ipa: Payload\/Preflight\.app\/, whose bundle identifier is com\.brand\.app, has the provisioning profile Payload\/Preflight\.app\/embedded\.mobileprovision, made for A1B2C3D4E5\.com\.example\.preflight \(profile-app-id\); sign that app with a profile made for com\.brand\.app/
    )
  )
  // The extension's own profile is made for it: it is not named.
  expect(lines.filter(line => line.includes('(profile-app-id)'))).toHaveLength(1)
})

test('upload: the profile mismatch is a warning, and the IPA is sent', async () => {
  const result = await sendWithoutWaiting(fixture, { command: 'upload', 'ipa-path': whiteLabel })
  expect(result.exitCode).toBe(0)
  expect(visibleLog(result)).toMatch(/^::warning title=IPA preflight \(profile-app-id\)/m)
})

/**
 * The platform and profile rules on whole IPAs of real executables (__tests__/fixtures/macho/),
 * read as preflight reads them: what each rule says of a slice the linker raised, a visionOS
 * executable, a Mac Catalyst framework, a watch binary, and a bundle signed with another's profile.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { inspectIpa } from '../src/ipa/index.js'
import { command, LC, patched } from './support/macho-files.js'
import { type MakeIpaOptions, machoFixture, makeIpa } from './support/make-ipa.js'
import { PLATFORM_AND_PROFILE_CODES } from './support/rule-facts.js'

let dir: string
let count = 0
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ipa-platforms-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function problemsOf(options: MakeIpaOptions) {
  const file = path.join(dir, `platforms-${++count}.ipa`)
  await makeIpa(file, options)
  const inspection = await inspectIpa(file, { purpose: 'submit' })
  return inspection.problems
    .filter(problem => PLATFORM_AND_PROFILE_CODES.includes(problem.code))
    .map(({ code, entry, message }) => ({ code, entry, message }))
}

/** A thin fixture whose LC_BUILD_VERSION names another platform (mach-o/loader.h PLATFORM_*). */
const onPlatform = (name: string, platform: number): Buffer =>
  patched(machoFixture(name), copy =>
    copy.writeUInt32LE(platform, command(copy, LC.BUILD_VERSION).at + 8)
  )
const PLATFORM_MACCATALYST = 6
const PLATFORM_VISIONOS = 11

test('an iOS 6.0 app of armv7 and arm64, whose arm64 slice the toolchain raised to 7.0: no ITMS-90208', async () => {
  const executable = machoFixture('App-armv7-arm64')
  expect(await problemsOf({ executable, minimumOsVersion: '6.0' })).toEqual([])
  // Below its armv7 slice, the rule still speaks, of that slice alone.
  expect(await problemsOf({ executable, minimumOsVersion: '5.1' })).toEqual([
    expect.objectContaining({
      code: 'ITMS-90208',
      message: expect.stringContaining(
        'Payload/Preflight.app/Preflight needs iOS 6.0 or later (armv7), but its bundle says MinimumOSVersion 5.1 (ITMS-90208)'
      )
    })
  ])
})

test('a visionOS executable makes a visionOS app, named as one', async () => {
  const found = await problemsOf({ executable: onPlatform('TV', PLATFORM_VISIONOS) })
  expect(found).toEqual([
    {
      code: 'platform',
      entry: 'Payload/Preflight.app/Preflight',
      message: expect.stringMatching(
        /Payload\/Preflight\.app\/ is a visionOS app, as its executable is built, and this service submits iOS apps only \(platform\)/
      )
    }
  ])
})

test('a Mac Catalyst framework is named so, never a simulator build', async () => {
  const found = await problemsOf({
    frameworks: [{ name: 'Kit', executable: onPlatform('Kit', PLATFORM_MACCATALYST) }]
  })
  expect(found.map(problem => problem.code)).toEqual(['platform'])
  expect(found[0].message).toContain(
    'Payload/Preflight.app/Frameworks/Kit.framework/Kit holds a Mac Catalyst slice (arm64 for mac-catalyst), not a build for iOS devices (platform); embed the iOS device build of that framework'
  )
  expect(found[0].message).not.toContain('simulator')
})

test('a fat framework with a simulator slice: one lipo -remove for its one Intel architecture', async () => {
  const found = await problemsOf({
    frameworks: [{ name: 'Kit', executable: machoFixture('Kit-fat-sim') }]
  })
  expect(found.map(problem => problem.code)).toEqual(['ITMS-90087'])
  expect(found[0].message).toContain(
    'holds x86_64 (a simulator slice), which App Store Connect refuses in an iOS app (ITMS-90087); embed the framework as an XCFramework'
  )
  expect(found[0].message).toContain('(lipo "Kit" -remove x86_64 -output "Kit")')
})

test('a watch binary that needs a newer watchOS is told of watchOS and its deployment target', async () => {
  const found = await problemsOf({
    watchApp: { name: 'Watch', info: { MinimumOSVersion: '8.0' } }
  })
  expect(found).toEqual([
    {
      code: 'ITMS-90208',
      entry: 'Payload/Preflight.app/Watch/Watch.app/Watch',
      message: expect.stringContaining(
        "needs watchOS 9.0 or later (arm64_32), but its bundle says MinimumOSVersion 8.0 (ITMS-90208); make the target's WATCHOS_DEPLOYMENT_TARGET"
      )
    }
  ])
  expect(found[0].message).not.toMatch(/\biOS|IPHONEOS/)
})

test("each bundle's own profile is read and held to its bundle id, wildcards honoured", async () => {
  expect(
    await problemsOf({
      profile: { madeFor: 'com.example.*' },
      extensions: [{ name: 'Share', profile: { madeFor: '*' } }]
    })
  ).toEqual([])
  const found = await problemsOf({
    extensions: [{ name: 'Share', profile: { madeFor: 'com.example.preflight' } }],
    watchApp: { name: 'Watch', profile: { appIdPrefix: 'Z9Y8X7W6V5' } }
  })
  expect(found).toEqual([
    {
      code: 'profile-app-id',
      entry: 'Payload/Preflight.app/PlugIns/Share.appex/embedded.mobileprovision',
      message: expect.stringContaining(
        'Payload/Preflight.app/PlugIns/Share.appex/, whose bundle identifier is com.example.preflight.share, has the provisioning profile Payload/Preflight.app/PlugIns/Share.appex/embedded.mobileprovision, made for A1B2C3D4E5.com.example.preflight (profile-app-id); sign that extension with a profile made for com.example.preflight.share'
      )
    },
    {
      code: 'profile-app-id',
      entry: 'Payload/Preflight.app/Watch/Watch.app/embedded.mobileprovision',
      message: expect.stringContaining(
        'whose application identifier Z9Y8X7W6V5.com.example.preflight.watch starts with no prefix of its team (A1B2C3D4E5) (profile-app-id); sign that watch app'
      )
    }
  ])
})

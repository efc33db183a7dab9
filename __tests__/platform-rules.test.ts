/**
 * The platform rules (platform, ITMS-90087, ITMS-90208, ITMS-90482, ITMS-90725) as pure
 * functions: an iOS app with an extension, a framework and a watch app (support/rule-facts.ts),
 * broken one way per row; each row states the codes found and the words a user reads.
 */
import { describe, expect, test } from '@jest/globals'
import type { MachOSlice } from '../src/ipa/macho/types.js'
import type { PlistDict } from '../src/ipa/plist.js'
import { applyRules, type IpaFacts } from '../src/ipa/rules/index.js'
import { declaredPlatform, linkerFloor, sliceKind } from '../src/ipa/rules/platforms.js'
import {
  app,
  findings,
  ipa,
  kit,
  setSlices,
  share,
  slice,
  slicesAt,
  watch
} from './support/rule-facts.js'

test('a clean app with an extension, a framework and a watch app, each with its profile: nothing', () => {
  expect(applyRules(ipa())).toEqual([])
})

describe('platform: an app of another platform is named as one, once', () => {
  test.each<[string, string, PlistDict, MachOSlice[]]>([
    [
      'tvOS',
      'its Info.plist and its executable say',
      { CFBundleSupportedPlatforms: ['AppleTVOS'] },
      [slice({ platform: 'tvos' })]
    ],
    [
      'visionOS',
      'its Info.plist and its executable say',
      { DTPlatformName: 'xros' },
      [slice({ platform: 'visionos' })]
    ],
    ['tvOS', 'its Info.plist says (', { UIDeviceFamily: [3] }, [slice({ platform: undefined })]],
    ['visionOS', 'its executable is built', {}, [slice({ platform: 'visionos' })]]
  ])('a %s app, told by %s', (name, told, plist, slices) => {
    const found = findings(
      ipa(f => {
        Object.assign(f.app.plist!, plist)
        setSlices(f, app, slices)
        setSlices(
          f,
          kit,
          slices.map(s => ({ ...s }))
        )
      })
    )
    expect(found).toEqual([expect.objectContaining({ code: 'platform' })])
    expect(found[0].message).toContain(`Payload/App.app/ is a ${name} app, as ${told}`)
    expect(found[0].message).toMatch(
      /this service submits iOS apps only \(platform\); upload a .* build to App Store Connect with Xcode's Organizer or Transporter/
    )
    expect(found[0].message).not.toMatch(/a other|simulator/)
  })

  test('an iPhone and iPad app that also names Apple TV is still an iOS app', () => {
    expect(findings(ipa(f => (f.app.plist!.UIDeviceFamily = [1, 2, 3])))).toEqual([])
  })

  test('its code skips it, like every rule', () => {
    const tv = ipa(f => {
      f.app.plist!.CFBundleSupportedPlatforms = ['AppleTVOS']
      setSlices(f, app, [slice({ platform: 'tvos' })])
    })
    expect(applyRules(tv, new Set(['platform']))).toEqual([])
  })
})

describe('platform: a slice of another platform in an iOS app is named for what it is', () => {
  test.each<[string, number, Partial<MachOSlice>, RegExp, RegExp]>([
    [
      'a simulator app',
      app,
      { platform: 'ios-simulator' },
      /holds a simulator build \(arm64 for ios-simulator\)/,
      /archive for "Any iOS Device \(arm64\)"/
    ],
    [
      'a Mac framework',
      kit,
      { platform: 'macos' },
      /holds a Mac slice \(arm64 for macos\)/,
      /embed the iOS device build of that framework/
    ],
    [
      'a Mac Catalyst framework',
      kit,
      { platform: 'mac-catalyst' },
      /holds a Mac Catalyst slice/,
      /embed the iOS device build/
    ],
    [
      'a tvOS extension',
      share,
      { platform: 'tvos' },
      /holds a tvOS slice/,
      /archive for "Any iOS Device/
    ],
    [
      'a watch simulator build',
      watch,
      { arch: 'arm64', platform: 'watchos-simulator', minOs: '10.0' },
      /holds a simulator build .* not a build for watchOS devices/,
      /archive for "Any watchOS Device"/
    ],
    [
      'an iOS slice in a watch app',
      watch,
      { platform: 'ios', minOs: '10.0' },
      /holds an iOS slice/,
      /Any watchOS Device/
    ]
  ])('%s', (_, i, change, kind, fix) => {
    const found = findings(ipa(f => setSlices(f, i, [slice(change)])))
    expect(found.map(finding => finding.code)).toEqual(['platform'])
    expect(found[0].message).toMatch(kind)
    expect(found[0].message).toMatch(fix)
    expect(found[0].message).not.toContain('a other')
    if (change.platform?.includes('mac')) expect(found[0].message).not.toContain('simulator')
  })
})

describe('ITMS-90087: Intel slices, named for what they are, with a fix for that bundle', () => {
  test.each<[string, number, MachOSlice[], RegExp, RegExp]>([
    [
      'a framework with simulator slices',
      kit,
      [
        slice(),
        slice({ arch: 'x86_64', platform: 'ios-simulator' }),
        slice({ arch: 'i386', platform: undefined })
      ],
      /holds x86_64 and i386 \(simulator slices\)/,
      /as an XCFramework .* strip those slices in a build phase \(lipo "Kit" -remove x86_64 -remove i386 -output "Kit"\)/
    ],
    [
      'a framework with a Mac Catalyst slice',
      kit,
      [slice(), slice({ arch: 'x86_64', platform: 'mac-catalyst', minOs: '13.1' })],
      /holds x86_64 \(a Mac Catalyst slice\)/,
      /strip that slice in a build phase \(lipo "Kit" -remove x86_64 -output "Kit"\)/
    ],
    [
      "the app's own executable with a Mac slice",
      app,
      [slice(), slice({ arch: 'x86_64', platform: 'macos', minOs: '10.14' })],
      /holds x86_64 \(a Mac slice\)/,
      /archive for a device \("Any iOS Device \(arm64\)"\) with x86_64 out of the target's ARCHS \(EXCLUDED_ARCHS\)/
    ]
  ])('%s', (name, i, slices, what, fix) => {
    const found = findings(ipa(f => setSlices(f, i, slices)))
    expect(found.map(finding => finding.code)).toEqual(['ITMS-90087'])
    expect(found[0].message).toMatch(what)
    expect(found[0].message).toMatch(fix)
    if (i === app) expect(found[0].message).not.toMatch(/XCFramework|framework/)
    if (!name.includes('simulator')) expect(found[0].message).not.toContain('simulator')
  })
})

describe('ITMS-90208: judged on the slices of the bundle’s own platform, worded for it', () => {
  test.each<[string, (facts: IpaFacts) => void]>([
    [
      'a simulator slice that needs iOS 18',
      f =>
        slicesAt(f, kit).push(slice({ arch: 'x86_64', platform: 'ios-simulator', minOs: '18.0' }))
    ],
    [
      'a Mac Catalyst slice of macOS 10.14',
      f =>
        slicesAt(f, kit).push(slice({ arch: 'x86_64', platform: 'mac-catalyst', minOs: '10.14' }))
    ],
    [
      'an armv7 + arm64 app for iOS 6.0 whose arm64 slice the toolchain raised to 7.0',
      f => {
        f.app.plist!.MinimumOSVersion = '6.0'
        setSlices(f, app, [slice({ arch: 'armv7', minOs: '6.0' }), slice({ minOs: '7.0' })])
      }
    ],
    [
      'an arm64e slice raised to iOS 14.0 in an app for iOS 12.0',
      f => {
        f.app.plist!.MinimumOSVersion = '12.0'
        setSlices(f, app, [slice({ minOs: '12.0' }), slice({ arch: 'arm64e', minOs: '14.0' })])
      }
    ]
  ])('no finding for %s', (_, change) => {
    expect(findings(ipa(change)).filter(found => found.code === 'ITMS-90208')).toEqual([])
  })

  test.each<[string, (facts: IpaFacts) => void, RegExp]>([
    [
      'an arm64e slice above its floor',
      f => {
        f.app.plist!.MinimumOSVersion = '12.0'
        setSlices(f, app, [slice({ minOs: '12.0' }), slice({ arch: 'arm64e', minOs: '15.0' })])
      },
      /App needs iOS 15\.0 or later \(arm64e\), but its bundle says MinimumOSVersion 12\.0 \(ITMS-90208\); make the target's IPHONEOS_DEPLOYMENT_TARGET and its Info\.plist's MinimumOSVersion agree/
    ],
    [
      // Its own MinimumOSVersion is what is compared: the app's target would change nothing.
      'a framework built for a newer iOS than its Info.plist says',
      f => (slicesAt(f, kit)[0].minOs = '18.0'),
      /Kit needs iOS 18\.0 .*; set MinimumOSVersion in that framework's Info\.plist to 18\.0, or build it for iOS 17\.0 \(its IPHONEOS_DEPLOYMENT_TARGET\); a vendor's: take a release whose Info\.plist and binary agree, and export again\.$/
    ],
    [
      'a framework with no MinimumOSVersion of its own, built for a newer iOS than the app',
      f => {
        delete f.bundles[kit].plist!.MinimumOSVersion
        slicesAt(f, kit)[0].minOs = '18.0'
      },
      /Kit needs iOS 18\.0 .*; build that framework for iOS 17\.0 \(its IPHONEOS_DEPLOYMENT_TARGET\), or raise the app's IPHONEOS_DEPLOYMENT_TARGET to 18\.0/
    ],
    [
      'a watch binary',
      f => (slicesAt(f, watch)[0].minOs = '11.0'),
      /W needs watchOS 11\.0 or later \(arm64_32\), but its bundle says MinimumOSVersion 10\.0 \(ITMS-90208\); make the target's WATCHOS_DEPLOYMENT_TARGET/
    ]
  ])('%s', (_, change, words) => {
    const found = findings(ipa(change))
    expect(found.map(finding => finding.code)).toEqual(['ITMS-90208'])
    expect(found[0].message).toMatch(words)
  })

  test('a watch binary is worded for watchOS alone', () => {
    const [found] = findings(ipa(f => (slicesAt(f, watch)[0].minOs = '11.0')))
    expect(found.message).not.toMatch(/\biOS|IPHONEOS/)
  })
})

describe('ITMS-90482 and ITMS-90725: the fix where the fault is, no SDK the binary does not record', () => {
  test('bitcode in the app is fixed in the app target; in a framework, by rebuilding it', () => {
    const inApp = findings(ipa(f => slicesAt(f, app)[0].segments.push('__LLVM')))
    expect(inApp.map(found => found.code)).toEqual(['ITMS-90482'])
    expect(inApp[0].message).toContain("set ENABLE_BITCODE = NO in the app's target")
    expect(inApp[0].message).not.toContain('framework')
    const inKit = findings(ipa(f => slicesAt(f, kit)[0].segments.push('__LLVM')))
    expect(inKit[0].message).toContain(
      'rebuild that framework with ENABLE_BITCODE = NO, or strip it in a build phase (xcrun bitcode_strip -r "Kit" -o "Kit")'
    )
  })

  test.each<[string, string | undefined, string[]]>([
    ['an SDK of 0 and a current DTSDKName', 'iphoneos26.0', []],
    ['an SDK of 0 and no DTSDKName', undefined, []],
    ['an SDK of 0 and an old DTSDKName', 'iphoneos18.2', ['ITMS-90725']]
  ])('%s', (_, sdkName, codes) => {
    const found = findings(
      ipa(f => {
        slicesAt(f, app)[0].sdk = '0.0'
        if (sdkName) f.app.plist!.DTSDKName = sdkName
        else delete f.app.plist!.DTSDKName
      })
    )
    expect(found.map(finding => finding.code)).toEqual(codes)
    for (const finding of found) {
      expect(finding.message).not.toContain('SDK 0.0')
      expect(finding.message).toContain('(DTSDKName)')
    }
  })

  test('a watch binary built with an old SDK is told of the watchOS SDK', () => {
    const found = findings(ipa(f => (slicesAt(f, watch)[0].sdk = '11.0')))
    expect(found.map(finding => finding.code)).toEqual(['ITMS-90725'])
    expect(found[0].message).toMatch(
      /W was built with the SDK 11\.0: .* with the watchOS 26\.0 SDK/
    )
  })
})

describe('the platform words, as data', () => {
  test.each<[PlistDict | undefined, string | undefined]>([
    [undefined, undefined],
    [{}, undefined],
    [{ CFBundleSupportedPlatforms: ['iPhoneOS'] }, 'ios'],
    [{ CFBundleSupportedPlatforms: ['iPhoneSimulator'] }, 'ios-simulator'],
    [{ CFBundleSupportedPlatforms: ['AppleTVOS'], DTPlatformName: 'iphoneos' }, 'tvos'],
    [{ DTPlatformName: 'xrsimulator' }, 'visionos-simulator'],
    [{ DTPlatformName: 'watchos' }, 'watchos'],
    [{ UIDeviceFamily: [7] }, 'visionos'],
    [{ UIDeviceFamily: [4] }, 'watchos'],
    [{ UIDeviceFamily: [1, 2] }, undefined],
    [{ UIDeviceFamily: 'three' }, undefined]
  ])('%j is built for %s', (plist, platform) => {
    expect(declaredPlatform(plist)).toBe(platform)
  })

  test.each<[string | undefined, string | undefined]>([
    ['ios-simulator', 'a simulator build'],
    ['visionos-simulator', 'a simulator build'],
    ['macos', 'a Mac slice'],
    ['mac-catalyst', 'a Mac Catalyst slice'],
    ['tvos', 'a tvOS slice'],
    ['ios', 'an iOS slice'],
    ['driverkit', 'a slice for driverkit'],
    [undefined, undefined]
  ])('a slice for %s is %s', (platform, words) => {
    expect(sliceKind(platform)).toBe(words)
  })

  test.each<[string, 'ios' | 'watchos', string | undefined]>([
    ['arm64', 'ios', '7.0'],
    ['arm64e', 'ios', '14.0'],
    ['arm64_32', 'watchos', '5.0'],
    ['armv7', 'ios', undefined]
  ])('the floor of %s on %s is %s', (arch, platform, floor) => {
    expect(linkerFloor(arch, platform)).toBe(floor)
  })
})

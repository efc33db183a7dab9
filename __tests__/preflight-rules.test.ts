/**
 * The App Store rules as pure functions: one IPA's facts that break exactly one rule each, a clean
 * IPA that breaks none, the run's date for the SDK rule, skipping by code, and each listed fact's
 * source.
 */
import { describe, expect, test } from '@jest/globals'
import type { MachOSlice } from '../src/ipa/macho/types.js'
import { applyRules, RULES } from '../src/ipa/rules/index.js'
import { checkNamed } from '../src/ipa/rules/policy.js'
import type { IpaFacts } from '../src/ipa/rules/index.js'
import { PRIVACY_SDKS, PRIVACY_SDKS_SOURCE } from '../src/ipa/rules/privacy-sdks.js'
import { PURPOSE_STRINGS, PURPOSE_STRINGS_SOURCE } from '../src/ipa/rules/purpose-strings.js'
import {
  REQUIRED_REASON_APIS,
  REQUIRED_REASON_SOURCE
} from '../src/ipa/rules/required-reason-apis.js'
import { SDK_MINIMUM } from '../src/ipa/rules/sdk-minimum.js'
import { APP, app, bundle, kit, NOW, share, slice, slicesAt } from './support/rule-facts.js'

/** A clean app with an extension and a framework; `change` breaks it one way. */
function ipa(change: (facts: IpaFacts) => void = () => undefined): IpaFacts {
  const app = bundle('app', APP, {
    CFBundleIdentifier: 'com.example.App',
    CFBundleShortVersionString: '2.0',
    MinimumOSVersion: '17.0',
    DTSDKName: 'iphoneos27.0',
    ITSAppUsesNonExemptEncryption: false,
    UIApplicationSceneManifest: { UIApplicationSupportsMultipleScenes: false }
  })
  const share = bundle('extension', `${APP}PlugIns/Share.appex/`, {
    CFBundleIdentifier: 'com.example.App.Share',
    CFBundleShortVersionString: '2.0',
    MinimumOSVersion: '17.0'
  })
  const kit = bundle('framework', `${APP}Frameworks/Kit.framework/`, {
    CFBundleIdentifier: 'com.example.Kit',
    MinimumOSVersion: '17.0'
  })
  const facts: IpaFacts = { app, bundles: [app, share, kit], now: NOW }
  change(facts)
  return facts
}

const codes = (facts: IpaFacts, skip?: Set<string>): string[] => [
  ...new Set(applyRules(facts, skip).map(({ rule }) => rule.code))
]
const sliceOf = (facts: IpaFacts, i: number): MachOSlice => slicesAt(facts, i)[0]

test('a clean IPA breaks no rule', () => {
  expect(applyRules(ipa())).toEqual([])
})

describe('one IPA per rule: each breaks that rule and only that one', () => {
  test.each<[string, (facts: IpaFacts) => void]>([
    [
      'executable-missing-or-not-macho',
      f => (f.bundles[kit].executable = { entry: `${APP}Frameworks/Kit.framework/Kit` })
    ],
    [
      'executable-missing-or-not-macho',
      f => (f.bundles[app].executable!.read = { kind: 'not-macho', magic: '23212f62' })
    ],
    [
      'executable-missing-or-not-macho',
      f =>
        (f.bundles[kit].executable!.read = {
          kind: 'malformed',
          detail: 'load command 3 runs past the end',
          slices: []
        })
    ],
    [
      'ITMS-90087',
      f => slicesAt(f, kit).push(slice({ arch: 'x86_64', platform: 'ios-simulator' }))
    ],
    ['platform', f => (sliceOf(f, app).platform = 'ios-simulator')],
    ['platform', f => (sliceOf(f, share).platform = 'macos')],
    ['ITMS-90725', f => (sliceOf(f, app).sdk = '18.2')],
    ['ITMS-90725', f => (f.app.plist!.DTSDKName = 'iphoneos18.2')],
    ['ITMS-90208', f => (sliceOf(f, kit).minOs = '18.0')],
    ['ITMS-90482', f => sliceOf(f, kit).segments.push('__LLVM')],
    ['encrypted-executable', f => (sliceOf(f, app).encrypted = true)],
    ['ITMS-90685', f => (f.bundles[kit].plist!.CFBundleIdentifier = 'com.example.App.Share')],
    ['nested-bundle-id', f => (f.bundles[share].plist!.CFBundleIdentifier = 'com.other.Share')],
    ['ITMS-91053', f => sliceOf(f, app).imports.push('_mach_absolute_time')],
    [
      'ITMS-91061',
      f => {
        f.bundles[kit].path = `${APP}Frameworks/Alamofire.framework/`
        f.bundles[kit].plist!.CFBundleIdentifier = 'org.alamofire.Alamofire'
      }
    ],
    ['ITMS-90683', f => sliceOf(f, kit).imports.push('_OBJC_CLASS_$_AVCaptureDevice')],
    ['ITMS-90473', f => (f.bundles[share].plist!.CFBundleShortVersionString = '1.9')],
    ['export-compliance', f => delete f.app.plist!.ITSAppUsesNonExemptEncryption],
    ['executable-file-type', f => (sliceOf(f, kit).fileType = 'MH_EXECUTE')],
    ['executable-file-type', f => (sliceOf(f, share).fileType = 'MH_DYLIB')],
    ['executable-file-type', f => (f.bundles[kit].executable!.read = { kind: 'static-library' })],
    [
      'ITMS-90206',
      f => (f.bundles[share].frameworksFolder = `${APP}PlugIns/Share.appex/Frameworks/`)
    ]
  ])('%s', (code, change) => {
    expect(codes(ipa(change))).toEqual([code])
  })
})

describe('what a rule does not refuse', () => {
  test.each<[string, (facts: IpaFacts) => void]>([
    [
      'a declared required-reason API',
      f => {
        sliceOf(f, app).imports.push('_stat')
        f.app.privacyTypes = ['NSPrivacyAccessedAPICategoryFileTimestamp']
      }
    ],
    [
      "a framework's required-reason API that its app's manifest declares",
      f => {
        sliceOf(f, kit).imports.push('_stat')
        f.app.privacyTypes = ['NSPrivacyAccessedAPICategoryFileTimestamp']
      }
    ],
    [
      'a listed SDK with its manifest',
      f => {
        f.bundles[kit].path = `${APP}Frameworks/SDWebImage.framework/`
        f.bundles[kit].privacyTypes = []
      }
    ],
    [
      'a purpose string the app has for its framework',
      f => {
        sliceOf(f, kit).imports.push('_OBJC_CLASS_$_CLLocationManager')
        f.app.plist!.NSLocationAlwaysAndWhenInUseUsageDescription = 'To find the shop near you.'
      }
    ],
    ['an old SDK in a prebuilt framework', f => (sliceOf(f, kit).sdk = '17.0')],
    [
      'a watch app built for watchOS',
      f => {
        const watch = bundle(
          'watch-app',
          `${APP}Watch/W.app/`,
          {
            CFBundleIdentifier: 'com.example.App.watchkitapp',
            CFBundleShortVersionString: '2.0',
            MinimumOSVersion: '10.0'
          },
          [slice({ platform: 'watchos', minOs: '10.0' })]
        )
        f.bundles.push(watch)
      }
    ],
    [
      'an explicit "no encryption" answer',
      f => (f.app.plist!.ITSAppUsesNonExemptEncryption = true)
    ],
    [
      'the file types each bundle needs',
      f => {
        sliceOf(f, app).fileType = 'MH_EXECUTE'
        sliceOf(f, share).fileType = 'MH_EXECUTE'
        sliceOf(f, kit).fileType = 'MH_DYLIB'
      }
    ],
    [
      'a Frameworks folder in an App Clip (an app) and in a watchOS extension',
      f => {
        const clip = bundle('app-clip', `${APP}AppClips/Clip.app/`, {
          CFBundleIdentifier: 'com.example.App.Clip',
          CFBundleShortVersionString: '2.0'
        })
        const watchExtension = bundle(
          'extension',
          `${APP}Watch/W.app/PlugIns/E.appex/`,
          {
            CFBundleIdentifier: 'com.example.App.watchkitapp.E',
            CFBundleShortVersionString: '2.0'
          },
          [slice({ platform: 'watchos', minOs: '10.0' })]
        )
        for (const nested of [clip, watchExtension]) {
          nested.frameworksFolder = `${nested.path}Frameworks/`
          f.bundles.push(nested)
        }
      }
    ]
  ])('%s', (_, change) => {
    expect(codes(ipa(change))).toEqual([])
  })

  test("the SDK rule starts on its day, by the run's date", () => {
    const old = (now: Date) =>
      ipa(f => {
        sliceOf(f, app).sdk = '18.2'
        f.app.plist!.DTSDKName = 'iphoneos18.2'
        f.now = now
      })
    const day = new Date(`${SDK_MINIMUM.since}T00:00:00Z`)
    // The day before, the deadline radar warns of it.
    expect(codes(old(new Date(day.getTime() - 1)))).toEqual(['deadline-radar'])
    expect(codes(old(day))).toEqual(['ITMS-90725'])
  })
})

describe('every problem of the IPA, in one run, each naming its code, bundle and fix', () => {
  test('several rules broken at once are all found', () => {
    const facts = ipa(f => {
      sliceOf(f, app).imports.push('_stat', '_OBJC_CLASS_$_AVCaptureDevice')
      sliceOf(f, kit).segments.push('__LLVM')
      f.bundles[share].plist!.CFBundleShortVersionString = '1.9'
    })
    const found = applyRules(facts)
    expect(found.map(({ rule }) => rule.code)).toEqual([
      'ITMS-90482',
      'ITMS-91053',
      'ITMS-90683',
      'ITMS-90473'
    ])
    const messages = found.map(({ finding }) => finding.message)
    expect(messages[0]).toMatch(
      /^Payload\/App\.app\/Frameworks\/Kit\.framework\/Kit .*\(ITMS-90482\); rebuild/
    )
    expect(messages[1]).toMatch(
      /file timestamps \(NSPrivacyAccessedAPICategoryFileTimestamp, through the function stat\)/
    )
    expect(messages[2]).toMatch(/NSCameraUsageDescription \(the camera\)/)
  })

  test("every finding names its rule's code, the one preflight-skip takes", () => {
    const everything = ipa(f => {
      const kit = f.bundles[2]
      kit.executable = { entry: `${kit.path}Kit` }
      f.bundles[0].executable!.read = { kind: 'not-macho', magic: '23212f62' }
      f.bundles[1].executable!.read = { kind: 'malformed', detail: 'a lie', slices: [] }
      f.bundles[1].plist!.CFBundleIdentifier = 'com.other.Share'
      delete f.app.plist!.ITSAppUsesNonExemptEncryption
    })
    const withSlices = ipa(f => {
      Object.assign(sliceOf(f, app), { platform: 'ios-simulator', encrypted: true })
    })
    const found = [...applyRules(everything), ...applyRules(withSlices)]
    expect(new Set(found.map(({ rule }) => rule.code)).size).toBeGreaterThanOrEqual(5)
    for (const { rule, finding } of found) expect(finding.message).toContain(`(${rule.code}`)
  })

  test('a skipped rule finds nothing; codes are matched in any case', () => {
    const facts = ipa(f => sliceOf(f, app).imports.push('_stat'))
    expect(codes(facts, new Set([checkNamed('itms-91053')!.code]))).toEqual([])
    expect(checkNamed('no-such-rule')).toBeUndefined()
  })
})

describe('the rules and their lists, as data', () => {
  test('every rule has a distinct code, a level, a title and a dated source', () => {
    expect(new Set(RULES.map(rule => rule.code)).size).toBe(RULES.length)
    for (const rule of RULES) {
      expect(rule.code).toMatch(/^(ITMS-\d{5}|[a-z]+(-[a-z]+)*)$/)
      expect(['refuse', 'warn']).toContain(rule.level)
      expect(rule.source).toMatch(/read \d{4}-\d\d-\d\d/)
    }
  })

  test('each list Apple changes names its source and date, and holds what the issue named', () => {
    for (const source of [
      REQUIRED_REASON_SOURCE,
      PRIVACY_SDKS_SOURCE,
      PURPOSE_STRINGS_SOURCE,
      SDK_MINIMUM.source
    ])
      expect(source).toMatch(/^https:\/\/developer\.apple\.com\/.*read 2026-11-\d\d\)$/)
    expect(PRIVACY_SDKS.map(sdk => sdk.name)).toEqual(
      expect.arrayContaining([
        'Alamofire',
        'FirebaseCore',
        'GoogleUtilities',
        'OneSignal',
        'SDWebImage'
      ])
    )
    expect(REQUIRED_REASON_APIS.map(api => api.type)).toEqual([
      'NSPrivacyAccessedAPICategoryFileTimestamp',
      'NSPrivacyAccessedAPICategorySystemBootTime',
      'NSPrivacyAccessedAPICategoryDiskSpace',
      'NSPrivacyAccessedAPICategoryActiveKeyboards',
      'NSPrivacyAccessedAPICategoryUserDefaults'
    ])
    expect(PURPOSE_STRINGS.map(purpose => purpose.keys[0])).toEqual(
      expect.arrayContaining([
        'NSCameraUsageDescription',
        'NSMicrophoneUsageDescription',
        'NSLocationWhenInUseUsageDescription',
        'NSPhotoLibraryUsageDescription',
        'NSContactsUsageDescription',
        'NSCalendarsFullAccessUsageDescription',
        'NSBluetoothAlwaysUsageDescription'
      ])
    )
    expect(SDK_MINIMUM).toMatchObject({ sdk: '26.0', since: '2026-04-28' })
  })
})

/**
 * Apple's rules of 2026-27 as pure functions: the dated schedule on the days either side of each
 * date, the deadline radar that warns before a date and the refusal from it, a beta toolchain, iPad
 * multitasking and the UIScene life cycle, each by an Info.plist and the run's date.
 */
import { describe, expect, test } from '@jest/globals'
import type { PlistDict } from '../src/ipa/plist.js'
import { APPLE_SCHEDULE, inForce, standing } from '../src/ipa/rules/apple-schedule.js'
import { applyRules, type IpaFacts } from '../src/ipa/rules/index.js'
import { sdkMinimumOn } from '../src/ipa/rules/sdk-minimum.js'
import { alone, APP, bundle, slice } from './support/rule-facts.js'

const ALL_FOUR = [
  'UIInterfaceOrientationPortrait',
  'UIInterfaceOrientationPortraitUpsideDown',
  'UIInterfaceOrientationLandscapeLeft',
  'UIInterfaceOrientationLandscapeRight'
]
/** What Xcode 27's template app records: clean on every rule below. */
const CLEAN: PlistDict = {
  CFBundleExecutable: 'App',
  CFBundleIdentifier: 'com.example.App',
  MinimumOSVersion: '17.0',
  DTSDKName: 'iphoneos27.0',
  DTXcodeBuild: '18A310',
  DTSDKBuild: '24A300',
  DTPlatformBuild: '24A300',
  BuildMachineOSBuild: '26A320',
  ITSAppUsesNonExemptEncryption: false,
  UIDeviceFamily: [1, 2],
  UILaunchStoryboardName: 'LaunchScreen',
  'UISupportedInterfaceOrientations~ipad': ALL_FOUR,
  UIApplicationSceneManifest: { UIApplicationSupportsMultipleScenes: false }
}

const utc = (day: string): Date => new Date(`${day}T00:00:00Z`)
const dayBefore = (day: string): Date => new Date(utc(day).getTime() - 1)

/** The app alone: its Info.plist (CLEAN with `plist` over it; null drops a key) and SDK. */
function app(plist: Record<string, PlistDict[string] | null>, now: Date, sdk: string): IpaFacts {
  const merged = Object.fromEntries(
    Object.entries({ ...CLEAN, ...plist }).filter(([, value]) => value !== null)
  ) as PlistDict
  const minOs = String(merged.MinimumOSVersion)
  return alone(bundle('app', APP, merged, [slice({ minOs, sdk, imports: [] })]), now)
}

const found = (facts: IpaFacts): Array<[string, string]> =>
  applyRules(facts).map(({ rule, finding }) => [rule.code, finding.message])
const codes = (facts: IpaFacts): string[] => found(facts).map(([code]) => code)

const TODAY = utc('2026-11-27')

describe("Apple's schedule, by the run's date", () => {
  test.each<[string, string, Date, ReturnType<typeof standing>]>([
    ['ITMS-90725', '26.0', dayBefore('2026-04-28'), 'ahead'],
    ['ITMS-90725', '26.0', utc('2026-04-28'), 'refused'],
    ['ITMS-90725', '27.0', dayBefore('2027-04-01'), 'ahead'],
    ['ITMS-90725', '27.0', utc('2027-04-01'), 'starting'],
    ['ITMS-90725', '27.0', dayBefore('2027-04-30'), 'starting'],
    ['ITMS-90725', '27.0', utc('2027-04-30'), 'refused'],
    ['ITMS-90068', '15.0', dayBefore('2027-03-20'), 'ahead'],
    ['ITMS-90068', '15.0', dayBefore('2027-06-21'), 'starting'],
    // Apple named a season, not a day: never surely refused.
    ['ITMS-90068', '15.0', utc('2030-01-01'), 'starting']
  ])('%s iOS %s on %s: %s', (code, version, now, expected) => {
    const row = APPLE_SCHEDULE.find(each => each.code === code && each.version === version)!
    expect(standing(row, now)).toBe(expected)
  })

  test('no MinimumOSVersion is refused on 2026-12-06: Apple has named iOS 15 from spring 2027, and no day', () => {
    const minimums = APPLE_SCHEDULE.filter(row => row.kind === 'minimum-os')
    expect(minimums.map(row => [row.version, row.refusesFrom])).toEqual([['15.0', undefined]])
    expect(inForce('minimum-os', utc('2026-12-06'))).toBeUndefined()
  })

  test('ITMS-90725 takes its minimum from the schedule: none, then iOS 26, then iOS 27', () => {
    expect(sdkMinimumOn(dayBefore('2026-04-28'))).toBeUndefined()
    expect(sdkMinimumOn(TODAY)).toMatchObject({ sdk: '26.0', since: '2026-04-28' })
    expect(sdkMinimumOn(utc('2027-04-30'))).toMatchObject({ sdk: '27.0', xcode: 'Xcode 27' })
  })
})

describe('the deadline radar: a warning before the date, the refusal from it', () => {
  test.each<[string, Record<string, PlistDict[string]>, string, Date, string[], RegExp | null]>([
    ['Xcode 27 today', {}, '27.0', TODAY, [], null],
    [
      'the iOS 26.1 SDK today',
      { DTSDKName: 'iphoneos26.1' },
      '26.1',
      TODAY,
      ['deadline-radar'],
      /^Payload\/App\.app\/ was built with the iOS 26\.1 SDK: from April 2027 \(2027-04-01 at the earliest\) App Store Connect refuses builds made with an SDK older than iOS 27 \(ITMS-90725; deadline-radar\); build with Xcode 27 or later before then\.$/
    ],
    [
      'the iOS 26.1 SDK today, without the UIScene life cycle the iOS 27 SDK needs',
      { DTSDKName: 'iphoneos26.1', UIApplicationSceneManifest: null },
      '26.1',
      TODAY,
      ['deadline-radar'],
      /; build with Xcode 27 or later, adopting the UIScene life cycle \(the app has no UIApplicationSceneManifest; see uiscene-life-cycle\), before then\.$/
    ],
    [
      'the iOS 26.1 SDK in April 2027, before Apple surely applies it',
      { DTSDKName: 'iphoneos26.1' },
      '26.1',
      dayBefore('2027-04-30'),
      ['deadline-radar'],
      /: Apple said that from April 2027 \(2027-04-01 at the earliest\) App Store Connect would refuse builds made with an SDK older than iOS 27, and that day has come \(ITMS-90725; deadline-radar\); build with Xcode 27 or later now: it may refuse this build already\.$/
    ],
    [
      'the iOS 26.1 SDK from the day it surely applies: a refusal',
      { DTSDKName: 'iphoneos26.1' },
      '26.1',
      utc('2027-04-30'),
      ['ITMS-90725'],
      /built with the SDK 26\.1: App Store Connect takes builds made with the iOS 27\.0 SDK or later since 2027-04-30 \(ITMS-90725\); build with Xcode 27/
    ],
    [
      'MinimumOSVersion 14.0 today',
      { MinimumOSVersion: '14.0' },
      '27.0',
      TODAY,
      ['deadline-radar'],
      /^Payload\/App\.app\/Info\.plist says MinimumOSVersion 14\.0: from spring 2027 \(2027-03-20 at the earliest\) App Store Connect refuses apps whose MinimumOSVersion is below 15\.0 \(ITMS-90068; deadline-radar\); raise the app's deployment target \(IPHONEOS_DEPLOYMENT_TARGET\) to 15\.0 before then\.$/
    ],
    [
      'MinimumOSVersion 14.0 the day before spring 2027 ends',
      { MinimumOSVersion: '14.0' },
      '27.0',
      dayBefore('2027-06-21'),
      ['deadline-radar'],
      null
    ],
    [
      'MinimumOSVersion 14.0 once spring 2027 is over: still a warning, as Apple named no day',
      { MinimumOSVersion: '14.0' },
      '27.0',
      utc('2027-06-21'),
      ['deadline-radar'],
      /says MinimumOSVersion 14\.0: Apple said that from spring 2027 \(2027-03-20 at the earliest\) App Store Connect would refuse apps whose MinimumOSVersion is below 15\.0, and that day has come \(ITMS-90068; deadline-radar\); .* it may refuse this build already\.$/
    ],
    [
      "MinimumOSVersion 12.0 today: iOS 15 from spring 2027, a warning (no page of Apple's says iOS 13 is refused)",
      { MinimumOSVersion: '12.0' },
      '27.0',
      TODAY,
      ['deadline-radar'],
      /says MinimumOSVersion 12\.0: from spring 2027 \(2027-03-20 at the earliest\) App Store Connect refuses apps whose MinimumOSVersion is below 15\.0 \(ITMS-90068; deadline-radar\); raise the app's deployment target \(IPHONEOS_DEPLOYMENT_TARGET\) to 15\.0 before then\.$/
    ],
    [
      'MinimumOSVersion 12.0 once iOS 15 is asked for: one warning',
      { MinimumOSVersion: '12.0' },
      '27.0',
      utc('2027-06-21'),
      ['deadline-radar'],
      null
    ]
  ])('%s', (_, plist, sdk, now, expected, message) => {
    const facts = app(plist, now, sdk)
    expect(codes(facts)).toEqual(expected)
    if (message)
      expect(found(facts).map(([, text]) => text)).toContainEqual(expect.stringMatching(message))
  })

  test.each<[string, string[], string[]]>([
    ['nothing skipped', [], ['ITMS-90725', 'ITMS-90068']],
    ['ITMS-90068: its warning alone', ['ITMS-90068'], ['ITMS-90725']],
    ['ITMS-90725: its warning alone', ['ITMS-90725'], ['ITMS-90068']],
    ['deadline-radar: both', ['deadline-radar'], []]
  ])(
    "preflight-skip of the code a radar's warning is tagged with silences it: %s",
    (_, skip, tagged) => {
      // Built with the iOS 26.1 SDK and MinimumOSVersion 14.0: both rows of 2027 ahead.
      const facts = app({ DTSDKName: 'iphoneos26.1', MinimumOSVersion: '14.0' }, TODAY, '26.1')
      const radar = applyRules(facts, new Set(skip)).filter(
        ({ rule }) => rule.code === 'deadline-radar'
      )
      expect(radar.map(({ finding }) => finding.code)).toEqual(tagged)
      for (const { finding } of radar) expect(finding.message).toContain(`(${finding.code!}; `)
    }
  )
})

test('a beta SDK refuses; a beta-looking Xcode or macOS alone warns, as Apple shipped a release so numbered', () => {
  const levelOf = (plist: Record<string, string>): Array<string | undefined> =>
    applyRules(app(plist, TODAY, '27.0'))
      .filter(({ rule }) => rule.code === 'beta-toolchain')
      .map(({ finding }) => finding.level ?? 'refuse')
  expect(levelOf({ DTSDKBuild: '24A5260l' })).toEqual(['refuse'])
  expect(levelOf({ DTSDKBuild: '24A5260l', DTXcodeBuild: '18A5285i' })).toEqual(['refuse'])
  expect(levelOf({ DTXcodeBuild: '18A5285i' })).toEqual(['warn'])
  expect(levelOf({ BuildMachineOSBuild: '26A5388g' })).toEqual(['warn'])
})

describe("the app's Info.plist", () => {
  test.each<[string, Record<string, PlistDict[string] | null>, string, string[], RegExp | null]>([
    ['a release Xcode, SDK and macOS', {}, '27.0', [], null],
    [
      'a release build whose number ends in a letter (Xcode 16.0 was 16A242d)',
      { DTXcodeBuild: '16A242d', BuildMachineOSBuild: '24A335' },
      '27.0',
      [],
      null
    ],
    [
      'Xcode 16.2, a release numbered as a beta (16C5032a)',
      { DTXcodeBuild: '16C5032a' },
      '27.0',
      [],
      null
    ],
    [
      'a beta Xcode, which only warns',
      { DTXcodeBuild: '18A5285i' },
      '27.0',
      ['beta-toolchain'],
      /^Payload\/App\.app\/Info\.plist says the build was made with what looks like a beta Xcode \(DTXcodeBuild 18A5285i\), which App Store Connect refuses for the App Store though TestFlight may take it \(beta-toolchain: a warning, as a build number alone cannot tell a beta for sure\); archive with the release Xcode on a released macOS and export again\.$/
    ],
    [
      'a beta SDK and a beta macOS',
      { DTSDKBuild: '24A5260l', DTPlatformBuild: '24A5260l', BuildMachineOSBuild: '26A5388g' },
      '27.0',
      ['beta-toolchain'],
      /beta iOS SDK \(DTSDKBuild 24A5260l\), iOS platform \(DTPlatformBuild 24A5260l\), macOS \(BuildMachineOSBuild 26A5388g\)/
    ],
    [
      'an iPad app with two orientations',
      { 'UISupportedInterfaceOrientations~ipad': ALL_FOUR.slice(0, 2) },
      '27.0',
      ['ITMS-90474'],
      /lists 2 orientations in UISupportedInterfaceOrientations~ipad where an iPad app that multitasks needs all four: it lacks UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight \(ITMS-90474\); add them .*UIRequiresFullScreen still opts out, but it is deprecated since iPadOS 26/
    ],
    [
      'the general key, read when there is no ~ipad key',
      {
        'UISupportedInterfaceOrientations~ipad': null,
        UISupportedInterfaceOrientations: ['UIInterfaceOrientationPortrait']
      },
      '27.0',
      ['ITMS-90474'],
      /lists 1 orientation in UISupportedInterfaceOrientations where/
    ],
    [
      'portrait only, but full screen (deprecated, still honoured)',
      { 'UISupportedInterfaceOrientations~ipad': ALL_FOUR.slice(0, 1), UIRequiresFullScreen: true },
      '27.0',
      [],
      null
    ],
    [
      'portrait only on an iPhone-only app',
      { UIDeviceFamily: [1], 'UISupportedInterfaceOrientations~ipad': ALL_FOUR.slice(0, 1) },
      '27.0',
      [],
      null
    ],
    [
      'an iPad app with no orientation key at all',
      { 'UISupportedInterfaceOrientations~ipad': null },
      '27.0',
      ['ITMS-90474'],
      /Info\.plist lists no orientation \(no UISupportedInterfaceOrientations key\) where an iPad app that multitasks needs all four: it lacks UIInterfaceOrientationPortrait, .* \(ITMS-90474\); add them to UISupportedInterfaceOrientations~ipad/
    ],
    [
      'an iPad app with no launch screen',
      { UILaunchStoryboardName: null },
      '27.0',
      ['ITMS-90475'],
      /Info\.plist names no launch screen \(UILaunchStoryboardName or UILaunchScreen\), which an iPad app that multitasks needs \(ITMS-90475\)/
    ],
    [
      "SwiftUI's launch screen dictionary",
      { UILaunchStoryboardName: null, UILaunchScreen: {} },
      '27.0',
      [],
      null
    ],
    [
      'per-device launch storyboards (UILaunchStoryboards)',
      {
        UILaunchStoryboardName: null,
        UILaunchStoryboards: { UIDefaultLaunchStoryboard: 'LaunchScreen' }
      },
      '27.0',
      [],
      null
    ],
    [
      'the iOS 27 SDK without a scene manifest',
      { UIApplicationSceneManifest: null },
      '27.0',
      ['uiscene-life-cycle'],
      /^Payload\/App\.app\/ was built with the iOS 27\.0 SDK and its Info\.plist has no UIApplicationSceneManifest: .* does not launch \(uiscene-life-cycle\)/
    ],
    [
      'the iOS 26 SDK without a scene manifest (it still launches)',
      { UIApplicationSceneManifest: null, DTSDKName: 'iphoneos27.0' },
      '26.2',
      [],
      null
    ]
  ])('%s', (_, plist, sdk, expected, message) => {
    const facts = app(plist, TODAY, sdk)
    expect(codes(facts)).toEqual(expected)
    if (message) expect(found(facts)[0][1]).toMatch(message)
  })
})

/**
 * Apple's lists as the rules use them: each required-reason API, by what a binary shows of it (an
 * imported function, constant or class, or a selector name), found under its category and named in
 * ITMS-91053's message; the selector names the Mach-O reader keeps (the `Reasons` fixture, built
 * with clang-16); the purpose-string keys by the class whose import asks for access; and the SDKs
 * of ITMS-91061, by their vendor's bundle identifier, or their name where the framework has none.
 */
import { describe, expect, test } from '@jest/globals'
import { wantedSelectors } from '../src/ipa/macho/selectors.js'
import { applyRules, type BundleFacts, type IpaFacts } from '../src/ipa/rules/index.js'
import { cocoaPodsId, privacySdkOf } from '../src/ipa/rules/privacy-sdks.js'
import { REQUIRED_REASON_SELECTORS } from '../src/ipa/rules/required-reason-apis.js'
import { command, LC, machoFixture, patched, readMachOBuffer } from './support/macho-files.js'
import { alone, APP, bundle, slice } from './support/rule-facts.js'

/** The app alone, its executable importing `imports` and calling `selectors`. */
const appFacts = (
  imports: string[],
  selectors: string[] = [],
  more: Partial<BundleFacts> = {}
): IpaFacts =>
  alone(
    bundle(
      'app',
      APP,
      { CFBundleIdentifier: 'com.example.App', ITSAppUsesNonExemptEncryption: false },
      [slice({ imports, selectors })],
      more
    )
  )

const messagesOf = (facts: IpaFacts, code: string): string[] =>
  applyRules(facts)
    .filter(({ rule }) => rule.code === code)
    .map(({ finding }) => finding.message)

describe('required-reason APIs: each, by what the binary shows, under its category', () => {
  const FILE = 'NSPrivacyAccessedAPICategoryFileTimestamp'
  const BOOT = 'NSPrivacyAccessedAPICategorySystemBootTime'
  const DISK = 'NSPrivacyAccessedAPICategoryDiskSpace'
  const KEYS = 'NSPrivacyAccessedAPICategoryActiveKeyboards'
  const DEFAULTS = 'NSPrivacyAccessedAPICategoryUserDefaults'
  test.each<[string, string[], string[], string]>([
    ['_stat', ['_stat'], [], `${FILE}, through the function stat`],
    ['_lstat', ['_lstat'], [], `${FILE}, through the function lstat`],
    ['_getattrlistbulk', ['_getattrlistbulk'], [], `${FILE}, through the function getattrlistbulk`],
    [
      '_NSFileCreationDate',
      ['_NSFileCreationDate'],
      [],
      `${FILE}, through the constant NSFileCreationDate`
    ],
    [
      '_NSFileModificationDate',
      ['_NSFileModificationDate'],
      [],
      `${FILE}, through the constant NSFileModificationDate`
    ],
    [
      '_NSURLContentModificationDateKey',
      ['_NSURLContentModificationDateKey'],
      [],
      `${FILE}, through the constant NSURLContentModificationDateKey`
    ],
    [
      '_NSURLCreationDateKey',
      ['_NSURLCreationDateKey'],
      [],
      `${FILE}, through the constant NSURLCreationDateKey`
    ],
    [
      'fileModificationDate',
      [],
      ['fileModificationDate'],
      `${FILE}, through the selector fileModificationDate`
    ],
    [
      '_mach_absolute_time',
      ['_mach_absolute_time'],
      [],
      `${BOOT}, through the function mach_absolute_time`
    ],
    ['systemUptime', [], ['systemUptime'], `${BOOT}, through the selector systemUptime`],
    ['_statfs', ['_statfs'], [], `${DISK}, through the function statfs`],
    ['_fstatvfs', ['_fstatvfs'], [], `${DISK}, through the function fstatvfs`],
    [
      '_NSURLVolumeAvailableCapacityKey',
      ['_NSURLVolumeAvailableCapacityKey'],
      [],
      `${DISK}, through the constant NSURLVolumeAvailableCapacityKey`
    ],
    [
      '_NSURLVolumeAvailableCapacityForImportantUsageKey',
      ['_NSURLVolumeAvailableCapacityForImportantUsageKey'],
      [],
      `${DISK}, through the constant NSURLVolumeAvailableCapacityForImportantUsageKey`
    ],
    [
      '_NSURLVolumeAvailableCapacityForOpportunisticUsageKey',
      ['_NSURLVolumeAvailableCapacityForOpportunisticUsageKey'],
      [],
      `${DISK}, through the constant NSURLVolumeAvailableCapacityForOpportunisticUsageKey`
    ],
    [
      '_NSURLVolumeTotalCapacityKey',
      ['_NSURLVolumeTotalCapacityKey'],
      [],
      `${DISK}, through the constant NSURLVolumeTotalCapacityKey`
    ],
    [
      '_NSFileSystemFreeSize',
      ['_NSFileSystemFreeSize'],
      [],
      `${DISK}, through the constant NSFileSystemFreeSize`
    ],
    [
      '_NSFileSystemSize',
      ['_NSFileSystemSize'],
      [],
      `${DISK}, through the constant NSFileSystemSize`
    ],
    [
      'activeInputModes',
      [],
      ['activeInputModes'],
      `${KEYS}, through the selector activeInputModes`
    ],
    [
      'NSUserDefaults',
      ['_OBJC_CLASS_$_NSUserDefaults'],
      [],
      `${DEFAULTS}, through the class NSUserDefaults`
    ]
  ])('%s', (_, imports, selectors, found) => {
    const [message] = messagesOf(appFacts(imports, selectors), 'ITMS-91053')
    expect(message).toContain(`(${found})`)
    expect(message).toMatch(
      /^Payload\/App\.app\/ uses required-reason APIs that it has no PrivacyInfo/
    )
  })

  test('getattrlist is in two categories, and the message names both', () => {
    const [message] = messagesOf(appFacts(['_getattrlist']), 'ITMS-91053')
    expect(message).toContain(`file timestamps (${FILE}, through the function getattrlist)`)
    expect(message).toContain(`disk space (${DISK}, through the function getattrlist)`)
  })

  test('a category the manifest declares is not asked for again', () => {
    const facts = appFacts(['_stat', '_statfs'], [], { privacyTypes: [FILE] })
    const [message] = messagesOf(facts, 'ITMS-91053')
    expect(message).toContain('its PrivacyInfo.xcprivacy does not declare: disk space')
    expect(message).not.toContain(FILE)
  })

  test.each<[string, string[], string[]]>([
    // Neither is on Apple's page: the class alone (for currentInputMode) and CFPreferences.
    ['the class UITextInputMode', ['_OBJC_CLASS_$_UITextInputMode'], []],
    ['CFPreferencesCopyAppValue', ['_CFPreferencesCopyAppValue'], []],
    // A selector name read as an import, or an import name as a selector, is not a use.
    ['systemUptime as an import', ['systemUptime'], []],
    ['_stat as a selector', [], ['_stat']]
  ])('%s is not a required-reason API', (_, imports, selectors) => {
    expect(messagesOf(appFacts(imports, selectors), 'ITMS-91053')).toEqual([])
  })
})

describe('the selector names of __TEXT,__objc_methname', () => {
  test.each<[string, string[], string[]]>([
    [
      'the wanted among others, each once',
      ['init', 'systemUptime', 'alloc', 'systemUptime'],
      ['systemUptime']
    ],
    ['a name that only starts as a wanted one', ['systemUptimeX', 'xsystemUptime'], []],
    ['none wanted in the section', ['alloc', 'init'], []]
  ])('%s', (_, names, kept) => {
    const section = Buffer.from(names.map(name => `${name}\0`).join(''), 'latin1')
    expect(wantedSelectors(section, new Set(['systemUptime', 'activeInputModes']))).toEqual(kept)
  })

  test('a section whose last name has no NUL still gives that name', () => {
    expect(wantedSelectors(Buffer.from('alloc\0systemUptime'), new Set(['systemUptime']))).toEqual([
      'systemUptime'
    ])
  })

  test('Reasons, as llvm-objdump --section=__TEXT,__objc_methname and llvm-nm -u read it', async () => {
    const read = await readMachOBuffer(
      machoFixture('Reasons'),
      {},
      undefined,
      REQUIRED_REASON_SELECTORS
    )
    if (read.kind !== 'macho') throw new Error(`not read: ${JSON.stringify(read)}`)
    const [slice] = read.slices
    expect(slice?.selectors.sort()).toEqual(['activeInputModes', 'systemUptime'])
    expect(slice?.imports.sort()).toEqual([
      '_NSFileModificationDate',
      '_NSURLVolumeAvailableCapacityKey',
      '_OBJC_CLASS_$_NSProcessInfo',
      '_OBJC_CLASS_$_UITextInputMode',
      '_objc_msgSend'
    ])
  })

  test('asked for no selectors, the reader keeps none', async () => {
    const read = await readMachOBuffer(machoFixture('Reasons'))
    expect(read.kind === 'macho' && read.slices[0]?.selectors).toEqual([])
  })

  test('a __TEXT segment that counts more sections than it holds is malformed', async () => {
    const file = machoFixture('Reasons')
    const text = command(file, LC.SEGMENT_64)
    // The first segment is __PAGEZERO; __TEXT follows it.
    const segment = text.at + text.size
    expect(file.toString('latin1', segment + 8, segment + 14)).toBe('__TEXT')
    const lying = patched(file, copy => copy.writeUInt32LE(1000, segment + 64))
    const read = await readMachOBuffer(lying, {}, undefined, REQUIRED_REASON_SELECTORS)
    expect(read).toMatchObject({
      kind: 'malformed',
      detail: expect.stringMatching(
        /^load command 2 counts 1000 sections where its \d+ bytes hold \d+$/
      )
    })
  })
})

describe('purpose strings: the key each class asks for', () => {
  test.each<[string, string]>([
    ['_OBJC_CLASS_$_AVCaptureDevice', 'NSCameraUsageDescription'],
    ['_OBJC_CLASS_$_AVAudioRecorder', 'NSMicrophoneUsageDescription'],
    ['_OBJC_CLASS_$_CLLocationManager', 'NSLocationWhenInUseUsageDescription'],
    ['_OBJC_CLASS_$_PHPhotoLibrary', 'NSPhotoLibraryUsageDescription'],
    ['_UIImageWriteToSavedPhotosAlbum', 'NSPhotoLibraryAddUsageDescription'],
    ['_OBJC_CLASS_$_CNContactStore', 'NSContactsUsageDescription'],
    ['_OBJC_CLASS_$_EKEventStore', 'NSCalendarsFullAccessUsageDescription'],
    ['_OBJC_CLASS_$_EKReminder', 'NSRemindersFullAccessUsageDescription'],
    ['_OBJC_CLASS_$_CBCentralManager', 'NSBluetoothAlwaysUsageDescription'],
    ['_OBJC_CLASS_$_CMPedometer', 'NSMotionUsageDescription'],
    ['_OBJC_CLASS_$_SFSpeechRecognizer', 'NSSpeechRecognitionUsageDescription'],
    ['_OBJC_CLASS_$_HKHealthStore', 'NSHealthShareUsageDescription'],
    ['_OBJC_CLASS_$_HMHomeManager', 'NSHomeKitUsageDescription'],
    ['_OBJC_CLASS_$_MPMediaLibrary', 'NSAppleMusicUsageDescription'],
    ['_OBJC_CLASS_$_INPreferences', 'NSSiriUsageDescription'],
    ['_OBJC_CLASS_$_ATTrackingManager', 'NSUserTrackingUsageDescription']
  ])('%s needs %s', (symbol, key) => {
    const [message] = messagesOf(appFacts([symbol]), 'ITMS-90683')
    expect(message).toContain(`: ${key} (`)
    const declared = appFacts([symbol])
    declared.app.plist![key] = 'Why the app needs it.'
    expect(messagesOf(declared, 'ITMS-90683')).toEqual([])
  })

  test.each([
    // They serve without asking: Touch ID and the passcode, the accelerometer, audio playback.
    '_OBJC_CLASS_$_LAContext',
    '_OBJC_CLASS_$_CMMotionManager',
    '_OBJC_CLASS_$_AVAudioSession',
    '_OBJC_CLASS_$_PHPickerViewController'
  ])('%s needs no purpose string', symbol => {
    expect(messagesOf(appFacts([symbol]), 'ITMS-90683')).toEqual([])
  })

  test('location and Bluetooth only warn, as App Store Connect delivers those builds; the camera is refused beside them', () => {
    const found = applyRules(
      appFacts([
        '_OBJC_CLASS_$_CLLocationManager',
        '_OBJC_CLASS_$_AVCaptureDevice',
        '_OBJC_CLASS_$_CBCentralManager'
      ])
    )
      .filter(({ rule }) => rule.code === 'ITMS-90683')
      .map(({ finding }) => ({ level: finding.level, message: finding.message }))
    expect(found).toEqual([
      {
        level: undefined,
        message: expect.stringContaining(': NSCameraUsageDescription (the camera) (ITMS-90683);')
      },
      {
        level: 'warn',
        message: expect.stringMatching(
          /: NSLocationWhenInUseUsageDescription \(location\), NSBluetoothAlwaysUsageDescription \(Bluetooth\) \(ITMS-90683: App Store Connect takes the build/
        )
      }
    ])
  })

  test.each([
    ['_OBJC_CLASS_$_HKHealthStore', 'NSHealthUpdateUsageDescription'],
    ['_OBJC_CLASS_$_PHPhotoLibrary', 'NSPhotoLibraryAddUsageDescription']
  ])('%s takes %s, as an app that only writes has that key alone', (symbol, key) => {
    const facts = appFacts([symbol])
    facts.app.plist![key] = 'Why the app needs it.'
    expect(messagesOf(facts, 'ITMS-90683')).toEqual([])
  })

  test('saving to the library takes either photo key', () => {
    const facts = appFacts(['_UIImageWriteToSavedPhotosAlbum'])
    facts.app.plist!.NSPhotoLibraryUsageDescription = 'To keep your pictures.'
    expect(messagesOf(facts, 'ITMS-90683')).toEqual([])
  })
})

describe("ITMS-91061's SDKs: by the vendor's bundle identifier, or by name where none is carried", () => {
  test.each<[string, string | undefined, string | undefined, string | undefined]>([
    ['Alamofire', 'org.alamofire.Alamofire', 'Alamofire', 'bundle identifier'],
    ['Alamofire', 'ORG.ALAMOFIRE.alamofire', 'Alamofire', 'bundle identifier'],
    ['Alamofire', 'org.cocoapods.Alamofire', 'Alamofire', 'bundle identifier'],
    ['Networking', 'org.alamofire.Alamofire', 'Alamofire', 'bundle identifier'],
    ['Flutter', 'io.flutter.flutter', 'Flutter', 'bundle identifier'],
    ['UnityFramework', 'com.unity3d.framework', 'UnityFramework', 'bundle identifier'],
    [
      'FBSDKCoreKit_Basics',
      'com.facebook.sdk.FBSDKCoreKitBasics',
      'FBSDKCoreKit_Basics',
      'bundle identifier'
    ],
    [
      'FBSDKCoreKit_Basics',
      'org.cocoapods.FBSDKCoreKit-Basics',
      'FBSDKCoreKit_Basics',
      'bundle identifier'
    ],
    ['url_launcher_ios', 'org.cocoapods.url-launcher-ios', 'url_launcher_ios', 'bundle identifier'],
    ['Toast', 'org.cocoapods.Toast', 'Toast', 'bundle identifier'],
    ['Toast', undefined, 'Toast', 'name'],
    ['toast', undefined, 'Toast', 'name'],
    // A team's own framework of a listed name, and frameworks not on the list.
    ['Toast', 'com.acme.Toast', undefined, undefined],
    ['Alamofire', 'com.acme.Alamofire', undefined, undefined],
    ['Kit', 'org.cocoapods.Kit', undefined, undefined],
    ['Kit', undefined, undefined, undefined],
    // React Native's engine, which ships no manifest and is not refused: not the listed Hermes.
    ['hermes', 'dev.hermesengine.iphoneos', undefined, undefined]
  ])('%s, identified as %s: %s (%s)', (name, id, sdk, by) => {
    const match = privacySdkOf(name, id)
    expect(match && { sdk: match.sdk.name, by: match.by }).toEqual(sdk && { sdk, by })
  })

  test.each([
    ['Alamofire', 'org.cocoapods.Alamofire'],
    ['FBSDKCoreKit_Basics', 'org.cocoapods.FBSDKCoreKit-Basics'],
    ['flutter_local_notifications', 'org.cocoapods.flutter-local-notifications']
  ])("CocoaPods names %s's framework %s", (name, id) => {
    expect(cocoaPodsId(name)).toBe(id)
  })
})

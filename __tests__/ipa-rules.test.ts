/**
 * The App Store rules on whole IPAs, read as preflight reads them: archives the tests build with
 * real iOS executables (__tests__/fixtures/macho/), one per rule that breaks that rule and only it;
 * and the real Xcode builds of ../shared/fixtures/ipas, on which only the SDK rule may speak, each
 * also built here in its likeness, so that a clone without ../shared runs what they pin.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { inspectIpa } from '../src/ipa/index.js'
import { buildZip, fileEntry } from './support/hostile-zip.js'
import {
  type MakeIpaOptions,
  type WatchAppSpec,
  machoFixture,
  makeIpa,
  privacyManifest
} from './support/make-ipa.js'
import { KIT_DECLARED, kitAs } from './support/kit-framework.js'
import { SHARED_IPAS, haveSharedIpas } from './support/shared-ipas.js'

let dir: string
let count = 0
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ipa-rules-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function codesOf(options: MakeIpaOptions, skip: string[] = []): Promise<string[]> {
  const file = path.join(dir, `rules-${++count}.ipa`)
  await makeIpa(file, options)
  const inspection = await inspectIpa(file, { purpose: 'submit', skipRules: new Set(skip) })
  return inspection.problems.map(problem => problem.code)
}

/** What the `App` fixture uses, declared and explained: alone it breaks no rule. */
const APP_DECLARED: MakeIpaOptions = {
  privacyTypes: [
    'NSPrivacyAccessedAPICategoryFileTimestamp',
    'NSPrivacyAccessedAPICategorySystemBootTime',
    'NSPrivacyAccessedAPICategoryUserDefaults'
  ],
  info: {
    NSCameraUsageDescription: 'To scan receipts.',
    NSLocationWhenInUseUsageDescription: 'To find the shop near you.'
  }
}
const withApp = (name: string, more: MakeIpaOptions = {}): MakeIpaOptions => ({
  ...APP_DECLARED,
  executable: machoFixture(name),
  ...more
})

test('an IPA of real executables that breaks no rule: no problem', async () => {
  expect(await codesOf({})).toEqual([])
  expect(await codesOf(withApp('App'))).toEqual([])
  expect(await codesOf(withApp('App-dyldinfo'))).toEqual([])
  expect(
    await codesOf({
      frameworks: [
        {
          name: 'Kit',
          executable: machoFixture('Kit'),
          privacyTypes: ['NSPrivacyAccessedAPICategoryFileTimestamp']
        }
      ],
      watchApp: { name: 'Watch', extensions: [{ name: 'Complication' }] }
    })
  ).toEqual([])
})

test("a loose dylib's required-reason APIs are declared by the manifest of the bundle that holds it", async () => {
  const libKit = [{ name: 'libKit.dylib', data: machoFixture('libKit.dylib') }]
  expect(await codesOf({ dylibs: libKit, ...KIT_DECLARED })).toEqual([])
  expect(await codesOf({ dylibs: libKit })).toEqual(['ITMS-91053'])
})

test('names compared as the device does: an app, framework and extension named in NFD', async () => {
  const nfd: MakeIpaOptions = {
    name: 'Café',
    entryNames: 'NFD',
    frameworks: [{ name: 'Kité' }],
    extensions: [{ name: 'Partagé', bundleId: 'com.example.preflight.share' }]
  }
  expect(await codesOf(nfd)).toEqual([])
  // Still read: the framework's executable, found under its decomposed name, is judged.
  expect(
    await codesOf({ ...nfd, frameworks: [{ name: 'Kité', executable: machoFixture('Plain') }] })
  ).toEqual(['executable-file-type'])
})

const [kit, fatSim] = [machoFixture('Kit'), machoFixture('Kit-fat-sim')]

describe('one IPA per rule: that rule, and only it', () => {
  test.each<[string, MakeIpaOptions]>([
    ['executable-missing-or-not-macho', { executable: Buffer.from('#!/bin/sh\necho built\n') }],
    ['executable-missing-or-not-macho', { info: { CFBundleExecutable: 'Elsewhere' } }],
    // A Mach-O header whose load commands run past the end of the file: damaged, not read on.
    ['executable-missing-or-not-macho', { executable: machoFixture('App').subarray(0, 100) }],
    [
      'ITMS-90087',
      {
        frameworks: [
          {
            name: 'Kit',
            executable: machoFixture('Kit-fat-sim'),
            privacyTypes: ['NSPrivacyAccessedAPICategoryFileTimestamp']
          }
        ]
      }
    ],
    ['platform', withApp('App-sim')],
    ['platform', withApp('App-macos')],
    ['ITMS-90725', withApp('App-oldsdk')],
    ['ITMS-90208', withApp('App-minos18')],
    ['ITMS-90482', withApp('App-bitcode')],
    ['encrypted-executable', withApp('App-encrypted')],
    [
      'ITMS-90685',
      {
        extensions: [
          { name: 'Share', bundleId: 'com.example.preflight.share' },
          { name: 'Other', bundleId: 'com.example.preflight.share' }
        ]
      }
    ],
    ['nested-bundle-id', { extensions: [{ name: 'Share', bundleId: 'com.other.share' }] }],
    ['ITMS-91053', withApp('App', { privacyTypes: undefined })],
    ['ITMS-91061', { frameworks: [{ name: 'Alamofire', bundleId: 'org.alamofire.Alamofire' }] }],
    ['ITMS-90683', withApp('App', { info: {} })],
    [
      'ITMS-90473',
      { extensions: [{ name: 'Share', info: { CFBundleShortVersionString: '1.4.1' } }] }
    ],
    ['export-compliance', { info: { ITSAppUsesNonExemptEncryption: null } }],
    ['executable-file-type', { executable: machoFixture('Plain-dylib') }],
    ['executable-file-type', { frameworks: [{ name: 'Kit', executable: machoFixture('Plain') }] }],
    ['executable-file-type', kitAs('Kit-static')],
    ['executable-file-type', kitAs('Kit-static-fat')],
    ['executable-file-type', kitAs('Kit-object')],
    ['executable-file-type', kitAs('Kit-dSYM')],
    ['executable-file-type', { dylibs: [{ name: 'libKit.dylib', data: machoFixture('Plain') }] }],
    ['ITMS-90206', { extensions: [{ name: 'Share', frameworks: [{ name: 'Kit' }] }] }],
    ['ITMS-90206', { extensions: [{ name: 'Share', dylibs: [{ name: 'libKit.dylib' }] }] }],
    ['ITMS-90206', { frameworks: [{ name: 'Umbrella', frameworks: [{ name: 'Inner' }] }] }],
    // What the Frameworks/ folder of each bundle holds is read through every rule.
    [
      'ITMS-90087',
      {
        appClips: [
          { name: 'Clip', frameworks: [{ name: 'K', executable: fatSim, ...KIT_DECLARED }] }
        ]
      }
    ],
    ['ITMS-90087', { dylibs: [{ name: 'libKit.dylib', data: fatSim }], ...KIT_DECLARED }],
    ['ITMS-91053', { dylibs: [{ name: 'libKit.dylib', data: machoFixture('libKit.dylib') }] }],
    [
      'platform',
      {
        watchApp: {
          name: 'Watch',
          extensions: [
            { name: 'Complication', frameworks: [{ name: 'K', executable: kit, ...KIT_DECLARED }] }
          ]
        }
      }
    ]
  ])('%s', async (code, options) => {
    expect([...new Set(await codesOf(options))]).toEqual([code])
  })
})

test('every problem of the IPA in one run, and a skipped rule is not applied', async () => {
  const options: MakeIpaOptions = {
    executable: machoFixture('App'),
    frameworks: [{ name: 'Kit', executable: machoFixture('Kit-fat-sim') }],
    extensions: [{ name: 'Share', info: { CFBundleShortVersionString: '2.0' } }]
  }
  expect(await codesOf(options)).toEqual([
    'ITMS-90087',
    'ITMS-91053',
    'ITMS-91053',
    'ITMS-90683',
    'ITMS-90683',
    'ITMS-90473'
  ])
  expect(await codesOf(options, ['ITMS-91053', 'ITMS-90087'])).toEqual([
    'ITMS-90683',
    'ITMS-90683',
    'ITMS-90473'
  ])
})

const shared = SHARED_IPAS

/** The codes of the App Store rules that refuse the IPA (not those that only warn), for upload. */
async function refusing(file: string): Promise<string[]> {
  const inspection = await inspectIpa(file, { purpose: 'upload' })
  return inspection.problems
    .filter(p => p.appStoreRule && p.level !== 'warn')
    .map(problem => problem.code)
}

/**
 * What the App Store rules refuse in each real build, and why: all are old (iOS 9.2 and 11.2 SDKs),
 * and fastlane stripped the Sample.app archives down to their Info.plists, so that their executables
 * are missing indeed, and so is the launch storyboard their Info.plist names for an iPad app that
 * multitasks (ITMS-90476; their icon files are gone too, but an app built with the iOS 9.2 SDK was
 * not asked for an asset catalog). very-capable-app was built from Xcode 9's template with its AppIcon
 * set left empty: no Assets.car, no icon file, which App Store Connect refuses of an app built with
 * the iOS 11 SDK (ITMS-90022). Nothing else may speak: no false alarm on what Xcode made.
 */
const REAL_BUILDS: Record<string, string[]> = {
  'ContainsWatchApp.ipa': [
    'executable-missing-or-not-macho',
    'executable-missing-or-not-macho',
    'ITMS-90725',
    'ITMS-90476'
  ],
  'IncorrectlySigned.ipa': ['executable-missing-or-not-macho', 'ITMS-90725', 'ITMS-90476'],
  'iOS App With Spaces.ipa': ['executable-missing-or-not-macho', 'ITMS-90725', 'ITMS-90476'],
  'iOSAppOnly.ipa': ['executable-missing-or-not-macho', 'ITMS-90725', 'ITMS-90476'],
  'very-capable-app.ipa': ['ITMS-90725', 'ITMS-90022'],
  // Its ten Swift runtime dylibs in Frameworks/ were stripped to empty files: each is refused.
  'with_swift_twice.ipa': Array<string>(10).fill('executable-missing-or-not-macho'),
  'no-app-bundle.ipa': [],
  'not-an-ipa.ipa': []
}

;(haveSharedIpas ? describe : describe.skip)('real Xcode builds (../shared/fixtures/ipas)', () => {
  test.each(Object.entries(REAL_BUILDS))('%s: %j', async (name, expected) => {
    expect(await refusing(path.join(shared, name))).toEqual(expected)
  })

  test('every real build is in the table', () => {
    expect(
      readdirSync(shared)
        .filter(name => name.endsWith('.ipa'))
        .sort()
    ).toEqual(Object.keys(REAL_BUILDS).sort())
  })
})

describe('the real Xcode builds, built here in their likeness', () => {
  /** fastlane's Sample.app: one folder below the root, stripped down to its Info.plist (iOS 9.2 SDK). */
  const sample = (root: string, more: MakeIpaOptions = {}): MakeIpaOptions => ({
    root,
    name: 'Sample',
    bundleId: 'com.example.Sample',
    minimumOsVersion: '8.0',
    executable: false,
    resources: false,
    codeSignature: false,
    profile: false,
    macMetadata: true,
    info: { DTSDKName: 'iphoneos9.2' },
    ...more
  })
  const watchApp: WatchAppSpec = {
    name: 'Sample WatchKit App',
    bundleId: 'com.example.Sample.watchkitapp',
    executable: false,
    info: { DTSDKName: 'watchos2.1', MinimumOSVersion: '2.0' }
  }
  const swift = [
    'Core',
    'CoreAudio',
    'CoreGraphics',
    'CoreImage',
    'Darwin',
    'Dispatch',
    'Foundation',
    'ObjectiveC',
    'Security',
    'UIKit'
  ].map(name => `libswift${name}.dylib`)

  /** Each real build's likeness: the options of an IPA, or the bytes of a file that is none. */
  const LIKENESSES: Record<string, MakeIpaOptions | Buffer> = {
    'ContainsWatchApp.ipa': sample('ContainsWatchApp', { watchApp }),
    'IncorrectlySigned.ipa': sample('IncorrectlySigned', {
      watchApp: { ...watchApp, infoPlistName: 'Info-Watch.plist' }
    }),
    'iOS App With Spaces.ipa': sample('iOSAppOnly'),
    'iOSAppOnly.ipa': sample('iOSAppOnly'),
    // An iOS 11.2 executable (LC_VERSION_MIN_IPHONEOS, bind opcodes) with a development profile;
    // its Info.plist keeps DTSDKName iphoneos27.0 (the default), so the old SDK can only be read in the executable.
    'very-capable-app.ipa': withApp('App-ios11', {
      minimumOsVersion: '11.2',
      // Its launch storyboard, but no icon: Xcode 9's template with an empty AppIcon set.
      resources: { assetCatalog: false, iconName: null, iconFiles: [] },
      profile: { kind: 'development' }
    }),
    'with_swift_twice.ipa': {
      name: 'Client',
      infoPlist: false,
      executable: false,
      codeSignature: false,
      profile: false,
      folderEntries: false,
      extraEntries: swift.flatMap(dylib => [
        { path: `Payload/Client.app/Frameworks/${dylib}` },
        { path: `SwiftSupport/${dylib}` }
      ])
    },
    'no-app-bundle.ipa': buildZip([fileEntry('Payload/', Buffer.alloc(0), false)]),
    'not-an-ipa.ipa': Buffer.from('not-a-zip-file\n')
  }

  test.each(Object.entries(LIKENESSES))(
    '%s, built: refused as the real build is',
    async (name, likeness) => {
      const file = path.join(dir, `likeness-${++count}.ipa`)
      if (Buffer.isBuffer(likeness)) writeFileSync(file, likeness)
      else await makeIpa(file, likeness)
      expect(await refusing(file)).toEqual(REAL_BUILDS[name])
    }
  )

  test('every real build has its likeness', () => {
    expect(Object.keys(LIKENESSES).sort()).toEqual(Object.keys(REAL_BUILDS).sort())
  })

  test('the old SDK is read in the executable, as LC_VERSION_MIN_IPHONEOS says it', async () => {
    const file = path.join(dir, `likeness-${++count}.ipa`)
    await makeIpa(file, LIKENESSES['very-capable-app.ipa'] as MakeIpaOptions)
    const inspection = await inspectIpa(file, { purpose: 'upload' })
    const old = inspection.problems.filter(problem => problem.code === 'ITMS-90725')
    expect(old).toEqual([
      expect.objectContaining({
        entry: 'Payload/Preflight.app/Preflight',
        message: expect.stringContaining('was built with the SDK 11.2')
      })
    ])
  })
})

test('with the rules off (preflight: off) no executable is read, so none is judged', async () => {
  const file = path.join(dir, 'rules-off.ipa')
  await makeIpa(file, { executable: machoFixture('App-encrypted') })
  const judged = await inspectIpa(file, { purpose: 'submit' })
  const off = await inspectIpa(file, { purpose: 'submit', rules: false })
  expect(judged.problems.map(problem => problem.code)).toContain('encrypted-executable')
  expect(off.problems).toEqual([])
  expect(off.bytesRead).toBeLessThan(judged.bytesRead)
})

describe('privacy manifests where SDKs put them, and executables that cannot be read', () => {
  test("a manifest in a resource bundle (Foo_Privacy.bundle/) counts as its bundle's", async () => {
    const app = 'Payload/Preflight.app/'
    const inBundle = (path: string, types: string[]) => ({ path, data: privacyManifest(types) })
    expect(
      await codesOf({
        executable: machoFixture('App'),
        info: APP_DECLARED.info,
        privacyTypes: ['NSPrivacyAccessedAPICategoryFileTimestamp'],
        frameworks: [{ name: 'Alamofire', bundleId: 'org.alamofire.Alamofire' }],
        extraEntries: [
          inBundle(`${app}GoogleUtilities_Privacy.bundle/PrivacyInfo.xcprivacy`, [
            'NSPrivacyAccessedAPICategorySystemBootTime',
            'NSPrivacyAccessedAPICategoryUserDefaults'
          ]),
          inBundle(
            `${app}Frameworks/Alamofire.framework/Alamofire.bundle/PrivacyInfo.xcprivacy`,
            []
          )
        ]
      })
    ).toEqual([])
  })

  test('an executable that is there but cannot be read is not said to be missing', async () => {
    const { LayoutBuilder } = await import('../src/ipa/layout.js')
    const { appStoreFacts } = await import('../src/ipa/app-store-facts.js')
    const builder = new LayoutBuilder<string>()
    for (const name of [
      'Payload/A.app/Info.plist',
      'Payload/A.app/A',
      'Payload/A.app/Frameworks/K.framework/Info.plist'
    ])
      builder.add(name, name)
    const [main] = builder.build().apps
    // Entries are names here: the layout is generic, the reading a stand-in.
    const facts = await appStoreFacts(
      main as never,
      new Map(),
      {
        readPlist: async () => ({ CFBundleExecutable: 'A' }),
        readExecutable: async () => undefined, // unreadable: reported as unreadable-entry
        notRead: () => false
      } as never,
      new Date()
    )
    expect(facts.app.executable).toBeUndefined()
    expect(facts.bundles[1]?.executable).toEqual({
      entry: 'Payload/A.app/Frameworks/K.framework/A',
      read: undefined
    })
  })
})

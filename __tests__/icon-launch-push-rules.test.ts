/**
 * The rules on an app's icon (ITMS-90713, ITMS-90022), its launch storyboard (ITMS-90476), its
 * document configuration (ITMS-90737) and push registration (ITMS-90078), as pure functions of the
 * facts: for each, what App Store Connect refuses or mails, and beside it what it takes that a naive
 * rule would refuse. Then a few whole IPAs, where the reading itself is what is tested: the file
 * names and storyboards from the central directory, the icons' PNG headers, the profile's
 * aps-environment and the push selector in a real executable.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { inspectIpa } from '../src/ipa/index.js'
import { LayoutBuilder } from '../src/ipa/layout.js'
import { pngSize } from '../src/ipa/png.js'
import { expectedReads } from '../src/ipa/read-plan.js'
import type { MachOSlice } from '../src/ipa/macho/types.js'
import type { PlistDict } from '../src/ipa/plist.js'
import { applyRules, type BundleFacts, type IpaFacts } from '../src/ipa/rules/index.js'
import { buildZip, ipaEntries } from './support/hostile-zip.js'
import { type MakeIpaOptions, machoFixture, makeIpa, png } from './support/make-ipa.js'
import { APP, NOW, alone, bundle, profile, slice } from './support/rule-facts.js'

const CODES = ['ITMS-90713', 'ITMS-90022', 'ITMS-90476', 'ITMS-90737', 'ITMS-90078']

/** What these rules find: each finding's code, and its level when it only warns. */
const found = (facts: IpaFacts): string[] =>
  applyRules(facts)
    .filter(({ rule }) => CODES.includes(rule.code))
    .map(({ rule, finding }) => {
      const level = finding.level ?? rule.level
      return level === 'warn' ? `${rule.code} (warn)` : rule.code
    })

/** The Info.plist keys Xcode writes for an asset-catalog icon and a launch storyboard. */
const XCODE_KEYS: PlistDict = {
  DTSDKName: 'iphoneos27.0',
  UIDeviceFamily: [1, 2],
  UILaunchStoryboardName: 'LaunchScreen',
  CFBundleIcons: {
    CFBundlePrimaryIcon: { CFBundleIconFiles: ['AppIcon60x60'], CFBundleIconName: 'AppIcon' }
  },
  'CFBundleIcons~ipad': {
    CFBundlePrimaryIcon: {
      CFBundleIconFiles: ['AppIcon60x60', 'AppIcon76x76'],
      CFBundleIconName: 'AppIcon'
    }
  }
}
const XCODE_FILES = [
  'App',
  'Info.plist',
  'Assets.car',
  'AppIcon60x60@2x.png',
  'AppIcon76x76@2x~ipad.png'
]

interface AppShape {
  /** Keys to change in Xcode's Info.plist (undefined removes one). */
  keys?: Record<string, PlistDict[string] | undefined>
  files?: string[]
  storyboards?: string[]
  /** The sizes read of the icon files (a side of each square, or undefined: not a PNG). */
  icons?: Record<string, number | undefined>
  slices?: MachOSlice[]
  more?: Partial<BundleFacts>
}

/** An app as Xcode builds it, changed one way. */
function app({ keys = {}, files, storyboards, icons, slices, more }: AppShape = {}): BundleFacts {
  const plist = Object.fromEntries(
    Object.entries({ ...XCODE_KEYS, ...keys }).filter(([, value]) => value !== undefined)
  ) as PlistDict
  const facts = bundle('app', APP, plist, slices, {
    files: new Set(files ?? XCODE_FILES),
    storyboards: new Set(storyboards ?? ['LaunchScreen.storyboardc', 'Main.storyboardc']),
    ...more
  })
  if (icons)
    facts.iconSizes = new Map(
      Object.entries(icons).map(([name, side]) => [
        name,
        side === undefined ? undefined : { width: side, height: side }
      ])
    )
  return facts
}

const LOOSE_ICONS = ['App', 'Info.plist', 'AppIcon60x60@2x.png', 'AppIcon76x76@2x~ipad.png']
const LOOSE_SIZES = { 'AppIcon60x60@2x.png': 120, 'AppIcon76x76@2x~ipad.png': 152 }
const NO_ICON_NAME = {
  CFBundleIcons: { CFBundlePrimaryIcon: { CFBundleIconFiles: ['AppIcon60x60'] } },
  'CFBundleIcons~ipad': { CFBundlePrimaryIcon: { CFBundleIconFiles: ['AppIcon76x76'] } }
}

describe('the icon: refused as App Store Connect refuses it', () => {
  test.each<[string, AppShape, string[]]>([
    ['as Xcode builds it', {}, []],
    [
      'an asset catalog, CFBundleIconName missing (iOS 27 SDK)',
      { keys: NO_ICON_NAME },
      ['ITMS-90713']
    ],
    [
      'loose icon files of the right sizes, no asset catalog (iOS 27 SDK)',
      { keys: NO_ICON_NAME, files: LOOSE_ICONS, icons: LOOSE_SIZES },
      ['ITMS-90713']
    ],
    [
      'no asset catalog and no icon file at all: said once',
      { keys: { CFBundleIcons: undefined, 'CFBundleIcons~ipad': undefined }, files: ['App'] },
      ['ITMS-90022']
    ],
    [
      'icon files named but not in the bundle (no asset catalog)',
      { files: ['App', 'Info.plist'] },
      ['ITMS-90022']
    ],
    [
      'loose icons too small: iPhone and iPad each said',
      {
        files: LOOSE_ICONS,
        icons: { 'AppIcon60x60@2x.png': 60, 'AppIcon76x76@2x~ipad.png': 76 }
      },
      ['ITMS-90022', 'ITMS-90022']
    ],
    [
      'an iPhone-only app without its 120-pixel icon',
      {
        keys: { UIDeviceFamily: [1] },
        files: LOOSE_ICONS,
        icons: { 'AppIcon60x60@2x.png': 60, 'AppIcon76x76@2x~ipad.png': 152 }
      },
      ['ITMS-90022']
    ],
    [
      'the SDK read in the executable when Info.plist has no DTSDKName',
      { keys: { DTSDKName: undefined, ...NO_ICON_NAME }, slices: [slice({ sdk: '11.0' })] },
      ['ITMS-90713']
    ]
  ])('%s: %j', (_label, shape, codes) => {
    expect(found(alone(app(shape)))).toEqual(codes)
  })

  test.each<[string, AppShape]>([
    [
      'loose icon files with CFBundleIconFiles, built with the iOS 10.3 SDK (before asset catalogs were asked for)',
      {
        keys: { DTSDKName: 'iphoneos10.3', ...NO_ICON_NAME },
        files: LOOSE_ICONS,
        icons: LOOSE_SIZES
      }
    ],
    [
      'no icon at all, built with the iOS 9.2 SDK (the SDK rule refuses it, not these)',
      { keys: { DTSDKName: 'iphoneos9.2', CFBundleIcons: undefined }, files: ['App'] }
    ],
    [
      'CFBundleIconName at the top of Info.plist, as some tools write it',
      { keys: { ...NO_ICON_NAME, CFBundleIconName: 'AppIcon' } }
    ],
    [
      'an asset catalog without icon files beside it: the icons are in Assets.car, unread',
      { files: ['App', 'Info.plist', 'Assets.car'] }
    ],
    [
      'an asset catalog, and icon files of other sizes beside it',
      { icons: { 'AppIcon60x60@2x.png': 60, 'AppIcon76x76@2x~ipad.png': 76 } }
    ],
    [
      'loose icons with the 120 one at @3x~iphone, any case',
      {
        files: ['App', 'APPICON60X60@3x~iphone.png', 'AppIcon76x76@2x~ipad.png'],
        icons: { 'APPICON60X60@3x~iphone.png': 120, 'AppIcon76x76@2x~ipad.png': 152 }
      }
    ],
    [
      'an iPad-only app without a 120-pixel icon',
      {
        keys: { UIDeviceFamily: [2] },
        files: LOOSE_ICONS,
        icons: { 'AppIcon60x60@2x.png': 60, 'AppIcon76x76@2x~ipad.png': 152 }
      }
    ],
    [
      'an icon file not read (its size unknown)',
      { files: LOOSE_ICONS, icons: { 'AppIcon76x76@2x~ipad.png': 152 } }
    ],
    [
      'an icon file that is no PNG beside the right ones (a CgBI one, say)',
      {
        files: [...LOOSE_ICONS, 'AppIcon60x60.png'],
        icons: { ...LOOSE_SIZES, 'AppIcon60x60.png': undefined }
      }
    ],
    ['no SDK known at all', { keys: { DTSDKName: undefined, ...NO_ICON_NAME }, slices: [] }],
    ["file names unknown (facts made without the layout's)", { more: { files: undefined } }]
  ])('taken: %s', (_label, shape) => {
    expect(found(alone(app(shape)))).toEqual([])
  })

  test('extensions, frameworks and watch apps are never asked for an icon', () => {
    const main = app()
    const share = bundle('extension', `${APP}PlugIns/Share.appex/`, XCODE_KEYS, [slice()], {
      files: new Set(['Share', 'Info.plist'])
    })
    const watch = bundle('watch-app', `${APP}Watch/W.app/`, XCODE_KEYS, [slice()], {
      files: new Set(['W', 'Info.plist'])
    })
    expect(found({ app: main, bundles: [main, share, watch], now: NOW })).toEqual([])
  })

  test('the message names the app, the files and the size asked for', () => {
    const facts = alone(
      app({ files: LOOSE_ICONS, icons: { ...LOOSE_SIZES, 'AppIcon60x60@2x.png': 80 } })
    )
    const [finding] = applyRules(facts).filter(({ rule }) => rule.code === 'ITMS-90022')
    expect(finding?.finding).toEqual({
      entry: `${APP}Info.plist`,
      message: expect.stringMatching(
        /^Payload\/App\.app\/ has no asset catalog \(Assets\.car\), and none of the icon files its Info\.plist names \(AppIcon60x60@2x\.png, AppIcon76x76@2x~ipad\.png\) is the 120×120-pixel PNG an iPhone app needs \(ITMS-90022\); give the app target an AppIcon set/
      )
    })
  })
})

describe('the launch storyboard of an iPad app that multitasks', () => {
  test.each<[string, AppShape, string[]]>([
    ['held compiled in Base.lproj (as Xcode builds it)', {}, []],
    ['not in the bundle', { storyboards: ['Main.storyboardc'] }, ['ITMS-90476']],
    [
      'shipped uncompiled',
      { storyboards: ['LaunchScreen.storyboard', 'Main.storyboardc'] },
      ['ITMS-90476']
    ],
    [
      'named with its extension',
      { keys: { UILaunchStoryboardName: 'LaunchScreen.storyboard' } },
      ['ITMS-90476']
    ],
    [
      "iPad's own storyboard missing, iPhone's there",
      { keys: { 'UILaunchStoryboardName~ipad': 'LaunchPad' } },
      ['ITMS-90476']
    ]
  ])('%s: %j', (_label, shape, codes) => {
    expect(found(alone(app(shape)))).toEqual(codes)
  })

  test.each<[string, AppShape]>([
    ['an iPhone-only app', { keys: { UIDeviceFamily: [1] }, storyboards: [] }],
    [
      'an app that opts out of multitasking (UIRequiresFullScreen)',
      { keys: { UIRequiresFullScreen: true }, storyboards: [] }
    ],
    [
      'named per device, each held (UILaunchStoryboardName~ipad)',
      {
        keys: { 'UILaunchStoryboardName~ipad': 'LaunchPad' },
        storyboards: ['LaunchScreen.storyboardc', 'LaunchPad.storyboardc']
      }
    ],
    [
      'held for iPad as LaunchScreen~ipad.storyboardc, in any case',
      { storyboards: ['launchscreen~ipad.storyboardc'] }
    ],
    [
      'a launch screen of keys beside it (UILaunchScreen)',
      { keys: { UILaunchScreen: {} }, storyboards: [] }
    ],
    [
      'no storyboard named at all: ITMS-90475 says it, not this rule',
      { keys: { UILaunchStoryboardName: undefined }, storyboards: [] }
    ],
    [
      'named with a folder, where the layout does not look',
      { keys: { UILaunchStoryboardName: 'Screens/Launch' }, storyboards: [] }
    ],
    ['storyboards unknown (facts made without the layout)', { more: { storyboards: undefined } }]
  ])('taken: %s', (_label, shape) => {
    expect(found(alone(app(shape)))).toEqual([])
  })

  test('an app with no launch key at all is ITMS-90475 alone: said once', () => {
    const facts = alone(app({ keys: { UILaunchStoryboardName: undefined }, storyboards: [] }))
    const codes = applyRules(facts).map(({ rule }) => rule.code)
    expect(codes.filter(code => code === 'ITMS-90475' || code === 'ITMS-90476')).toEqual([
      'ITMS-90475'
    ])
  })
})

describe('document types and their configuration (a warning)', () => {
  const types = [{ CFBundleTypeName: 'PDF', LSItemContentTypes: ['com.adobe.pdf'] }]
  test.each<[string, AppShape['keys'], string[]]>([
    ['document types alone', { CFBundleDocumentTypes: types }, ['ITMS-90737 (warn)']],
    [
      'LSSupportsOpeningDocumentsInPlace = NO (a configuration: the app imports a copy)',
      { CFBundleDocumentTypes: types, LSSupportsOpeningDocumentsInPlace: false },
      []
    ],
    [
      'UISupportsDocumentBrowser = YES',
      { CFBundleDocumentTypes: types, UISupportsDocumentBrowser: true },
      []
    ],
    ['an empty list of document types', { CFBundleDocumentTypes: [] }, []],
    ['no document types', {}, []]
  ])('%s: %j', (_label, keys, codes) => {
    expect(found(alone(app({ keys })))).toEqual(codes)
  })
})

describe('push registration and the aps-environment entitlement (a warning)', () => {
  const registers = [slice({ selectors: ['registerForRemoteNotifications'] })]
  const signed = (aps?: string): Partial<BundleFacts> => ({
    profile: {
      entry: `${APP}embedded.mobileprovision`,
      read: profile('ABCDE12345.com.example.App', aps ? { apsEnvironment: aps } : {})
    }
  })
  const framework = (selectors: string[], container?: BundleFacts): BundleFacts =>
    bundle('framework', `${APP}Frameworks/Push.framework/`, {}, [slice({ selectors })], {
      container
    })

  test.each<[string, () => IpaFacts, string[]]>([
    [
      'the app registers, its profile has no aps-environment',
      () => alone(app({ slices: registers, more: signed() })),
      ['ITMS-90078 (warn)']
    ],
    [
      'a framework of the app registers (the old API), the app has none: one warning',
      () => {
        const main = app({ more: signed() })
        const kit = framework(['registerForRemoteNotificationTypes:'], main)
        return { app: main, bundles: [main, kit], now: NOW }
      },
      ['ITMS-90078 (warn)']
    ],
    [
      'the app registers with aps-environment in its profile',
      () => alone(app({ slices: registers, more: signed('production') })),
      []
    ],
    [
      'only the delegate method, as every app adopting UIApplicationDelegate names it',
      () =>
        alone(
          app({
            slices: [
              slice({
                selectors: ['application:didRegisterForRemoteNotificationsWithDeviceToken:']
              })
            ],
            more: signed()
          })
        ),
      []
    ],
    [
      'no profile in the IPA (what it grants is unknown)',
      () => alone(app({ slices: registers })),
      []
    ],
    [
      "an extension's framework registers (an extension registers for no push of its own)",
      () => {
        const main = app({ more: signed() })
        const share = bundle('extension', `${APP}PlugIns/Share.appex/`, {}, [slice()], signed())
        return {
          app: main,
          bundles: [main, share, framework(['registerForRemoteNotifications'], share)],
          now: NOW
        }
      },
      []
    ]
  ])('%s: %j', (_label, facts, codes) => {
    expect(found(facts())).toEqual(codes)
  })
})

describe('whole IPAs: what is read for these rules', () => {
  let dir: string
  let count = 0
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'icon-launch-push-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  async function problems(options: MakeIpaOptions): Promise<Array<[string, string?]>> {
    const file = path.join(dir, `ipa-${++count}.ipa`)
    await makeIpa(file, options)
    const inspection = await inspectIpa(file, { purpose: 'submit' })
    return inspection.problems.map(problem => [problem.code, problem.entry])
  }
  const plist = 'Payload/Preflight.app/Info.plist'

  test('as Xcode builds it, with an App Clip: no problem', async () => {
    expect(await problems({ appClips: [{ name: 'Clip' }] })).toEqual([])
  })

  test("the icons' sizes are read from their PNG headers when there is no asset catalog", async () => {
    // Loose icon files named by CFBundleIconFiles alone, as apps built before asset catalogs were.
    const loose = (width: number): MakeIpaOptions => ({
      resources: {
        assetCatalog: false,
        iconName: null,
        iconFiles: [
          { name: 'AppIcon60x60@2x.png', width, height: width },
          { name: 'AppIcon76x76@2x~ipad.png', width: 152, height: 152 }
        ]
      },
      info: { DTSDKName: 'iphoneos10.3' },
      // The SDK rule refuses an iOS 10.3 build: not what is tested here.
      executable: machoFixture('Plain')
    })
    const codes = async (options: MakeIpaOptions): Promise<string[]> =>
      (await problems(options)).map(([code]) => code).filter(code => code !== 'ITMS-90725')
    expect(await codes(loose(120))).toEqual([])
    // Built with the iOS 11 SDK or later, the same files are refused for the catalog they lack,
    // and a wrong size besides.
    expect(await codes({ ...loose(120), info: {} })).toEqual(['ITMS-90713'])
    expect(await codes({ ...loose(80), info: {} })).toEqual(['ITMS-90713', 'ITMS-90022'])
  })

  test('an icon file that is no PNG is no icon of any size', async () => {
    const notPng = Buffer.concat([Buffer.from('CgBI'), png(120, 120)])
    expect(
      await problems({
        resources: {
          assetCatalog: false,
          iconFiles: [
            { name: 'AppIcon60x60@2x.png', width: 120, height: 120, data: notPng },
            { name: 'AppIcon76x76@2x~ipad.png', width: 152, height: 152 }
          ]
        }
      })
    ).toEqual([['ITMS-90022', plist]])
  })

  /**
   * The problems of an IPA whose entries of Xcode's build for the icon and launch screen are damaged
   * (their deflated data is none): each one read is an unreadable entry.
   */
  async function damagedResources(options: MakeIpaOptions): Promise<Array<[string, string?]>> {
    const file = path.join(dir, `ipa-${++count}.ipa`)
    const damaged = ipaEntries(options).map(entry =>
      /Assets\.car$|\.png$|storyboardc\//.test(String(entry.name))
        ? { ...entry, method: 8, stored: Buffer.alloc(entry.compressedSize, 0xff) }
        : entry
    )
    writeFileSync(file, buildZip(damaged))
    const inspection = await inspectIpa(file, { purpose: 'submit' })
    return inspection.problems.map(problem => [problem.code, problem.entry])
  }

  test("what Xcode's build adds is not read (its PNG icons only without an asset catalog)", async () => {
    expect(await damagedResources({})).toEqual([])
    const app = 'Payload/Preflight.app/'
    expect(await damagedResources({ resources: { assetCatalog: false } })).toEqual([
      ['unreadable-entry', `${app}AppIcon60x60@2x.png`],
      ['unreadable-entry', `${app}AppIcon76x76@2x~ipad.png`]
    ])
  })

  test('the launch storyboard is found in Base.lproj, or named missing', async () => {
    expect(await problems({ resources: { launchStoryboard: false } })).toEqual([
      ['ITMS-90476', plist]
    ])
    expect(
      await problems({
        resources: { launchStoryboard: false },
        extraEntries: [{ path: 'Payload/Preflight.app/LaunchScreen.storyboardc/Info.plist' }]
      })
    ).toEqual([])
  })

  test("a real executable's push registration, and the profile's aps-environment", async () => {
    expect(await problems({ executable: machoFixture('Push') })).toEqual([
      ['ITMS-90078', 'Payload/Preflight.app/embedded.mobileprovision']
    ])
    expect(
      await problems({
        executable: machoFixture('Push'),
        profile: { entitlements: { 'aps-environment': 'production' } }
      })
    ).toEqual([])
  })
})

describe("a PNG header's size, and the icons a read of the IPA by URL fetches ahead", () => {
  const head = png(120, 152).subarray(0, 24)
  test.each<[string, Buffer, { width: number; height: number } | undefined]>([
    ['a PNG', head, { width: 120, height: 152 }],
    ['a header cut short', head.subarray(0, 23), undefined],
    ['no PNG signature', Buffer.concat([Buffer.from('GIF89a..'), head.subarray(8)]), undefined],
    [
      'a first chunk that is no IHDR (a CgBI-crushed PNG)',
      Buffer.concat([head.subarray(0, 12), Buffer.from('CgBI'), head.subarray(16)]),
      undefined
    ]
  ])('%s', (_label, bytes, size) => {
    expect(pngSize(bytes)).toEqual(size)
  })

  const planned = (names: string[]): string[] => {
    const layout = new LayoutBuilder<string>()
    for (const name of names) layout.add(name, name)
    const app = layout.build().apps[0]!
    return expectedReads(app, { rules: true }).filter(name => name.endsWith('.png'))
  }
  const app = 'Payload/A.app/'
  const icons = [`${app}AppIcon60x60@2x.png`, `${app}Icon-152.png`]
  test('without an asset catalog, the icon files are planned; with one, none', () => {
    expect(planned([`${app}Info.plist`, ...icons, `${app}Images/photo.png`])).toEqual(icons)
    expect(planned([`${app}Info.plist`, `${app}Assets.car`, ...icons])).toEqual([])
  })
})

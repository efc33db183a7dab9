/**
 * The rules on slices, linked dylibs and APIs as pure functions of the facts: arm64e slices
 * (ITMS-91011, ITMS-91010), a watch app's arm64 slice (ITMS-90733, dated), dylibs dyld would not
 * find (ITMS-90562), Swift's runtime without SwiftSupport/ (ITMS-90426), UIWebView (ITMS-90809) and
 * non-public symbols (ITMS-90338). Each table holds the cases a naive rule would refuse wrongly.
 */
import { describe, expect, test } from '@jest/globals'
import type { LinkedDylib, MachOSlice } from '../src/ipa/macho/types.js'
import { applyRules, type BundleFacts, type IpaFacts } from '../src/ipa/rules/index.js'
import {
  APP,
  bundle,
  ipa,
  kit,
  setSlices,
  share,
  slice,
  slicesAt,
  watch
} from './support/rule-facts.js'

const CODES = [
  'ITMS-91011',
  'ITMS-91010',
  'ITMS-90733',
  'ITMS-90562',
  'ITMS-90426',
  'ITMS-90809',
  'ITMS-90338'
]

/** What these rules find: code, entry and level of each finding. */
const found = (facts: IpaFacts) =>
  applyRules(facts)
    .filter(({ rule }) => CODES.includes(rule.code))
    .map(({ rule, finding }) => ({
      code: rule.code,
      entry: finding.entry,
      level: finding.level ?? rule.level
    }))

const codes = (facts: IpaFacts): string[] => found(facts).map(finding => finding.code)

test('the clean app of the other rules: nothing', () => {
  expect(found(ipa())).toEqual([])
})

describe('arm64e slices (ITMS-91011, ITMS-91010)', () => {
  const arm64e = (more: Partial<MachOSlice>) => slice({ arch: 'arm64e', minOs: '17.4', ...more })
  test.each<[string, MachOSlice[], string[]]>([
    ['arm64e built right: SDK 26, minimum 17.4', [arm64e({ sdk: '26.0' })], []],
    ['arm64e built with this year SDK, beside arm64', [slice(), arm64e({ sdk: '27.0' })], []],
    ['an SDK the linker was not told (0.0): not known old', [arm64e({ sdk: '0.0' })], []],
    ['arm64 with an old SDK is not an arm64e slice', [slice({ sdk: '18.5' })], []],
    [
      'an arm64e simulator slice',
      [arm64e({ platform: 'ios-simulator', minOs: '14.0', sdk: '18.0' })],
      []
    ],
    ['arm64e built with the iOS 18.5 SDK', [slice(), arm64e({ sdk: '18.5' })], ['ITMS-91011']],
    ['arm64e for iOS 14.0', [arm64e({ minOs: '14.0' })], ['ITMS-91010']],
    [
      'arm64e for iOS 14.0 with the 17.2 SDK',
      [arm64e({ minOs: '14.0', sdk: '17.2' })],
      ['ITMS-91011', 'ITMS-91010']
    ]
  ])('%s: %j', (_label, slices, expected) => {
    const facts = ipa(f => setSlices(f, kit, slices))
    expect(codes(facts)).toEqual(expected)
  })

  test('the finding names the framework and its slice, and says how to be rid of it', () => {
    const facts = ipa(f => setSlices(f, kit, [slice(), arm64e({ sdk: '17.2' })]))
    const [finding] = applyRules(facts).filter(({ rule }) => rule.code === 'ITMS-91011')
    expect(finding?.finding).toEqual({
      entry: `${APP}Frameworks/Kit.framework/Kit`,
      message: expect.stringMatching(
        /^Payload\/App\.app\/Frameworks\/Kit\.framework\/Kit holds an arm64e slice built with the iOS 17\.2 SDK, .*\(ITMS-91011\); update that framework .*lipo "Kit" -remove arm64e/
      )
    })
  })
})

describe("a watch app's arm64 slice (ITMS-90733), from April 2026", () => {
  const arm64_32Only = (now: string) =>
    ipa(f => {
      f.now = new Date(now)
      setSlices(f, watch, [slice({ arch: 'arm64_32', platform: 'watchos', minOs: '10.0' })])
    })
  test.each<[string, string, Array<{ code: string; level: string }>]>([
    [
      'before April 2026: a warning of the date',
      '2026-03-15T12:00:00Z',
      [{ code: 'ITMS-90733', level: 'warn' }]
    ],
    [
      'in April 2026: a warning, it may refuse already',
      '2026-04-10T12:00:00Z',
      [{ code: 'ITMS-90733', level: 'warn' }]
    ],
    [
      'from its last day: refused',
      '2026-04-30T00:00:00Z',
      [{ code: 'ITMS-90733', level: 'refuse' }]
    ],
    ['today', '2026-12-06T12:00:00Z', [{ code: 'ITMS-90733', level: 'refuse' }]]
  ])('an arm64_32-only watch app, %s', (_label, now, expected) => {
    expect(found(arm64_32Only(now)).map(({ code, level }) => ({ code, level }))).toEqual(expected)
  })

  test('the message names the watch executable, its slices and the build setting', () => {
    const [finding] = applyRules(arm64_32Only('2026-12-06T12:00:00Z')).filter(
      ({ rule }) => rule.code === 'ITMS-90733'
    )
    expect(finding?.finding.message).toBe(
      'Payload/App.app/Watch/W.app/W holds arm64_32 without an arm64 slice: App Store Connect refuses watchOS apps without it since April 2026 (ITMS-90733); build the watch app with Xcode 26 or later and ARCHS = Standard Architectures ($(ARCHS_STANDARD), arm64_32 and arm64), and export again.'
    )
  })

  test.each<[string, (facts: IpaFacts) => void]>([
    ['arm64_32 and arm64, as Xcode 26 builds it', () => undefined],
    [
      'arm64 alone',
      f => setSlices(f, watch, [slice({ arch: 'arm64', platform: 'watchos', minOs: '26.0' })])
    ],
    [
      'a framework of the watch app with arm64_32 alone (only apps and extensions are named)',
      f =>
        f.bundles.push(
          bundle('framework', `${APP}Watch/W.app/Frameworks/WK.framework/`, {}, [
            slice({ arch: 'arm64_32', platform: 'watchos', minOs: '10.0' })
          ])
        )
    ],
    ['an iOS extension of arm64 alone', f => setSlices(f, share, [slice()])]
  ])('accepted: %s', (_label, change) => {
    expect(codes(ipa(change))).toEqual([])
  })
})

describe('dylibs dyld would not find (ITMS-90562)', () => {
  const load = (name: string, command: LinkedDylib['command'] = 'LC_LOAD_DYLIB'): LinkedDylib => ({
    name,
    command,
    weak: command === 'LC_LOAD_WEAK_DYLIB'
  })
  const FRAMEWORKS = '@executable_path/Frameworks'
  /** Sets the links of the `i`th bundle's executable (one slice). */
  const links = (f: IpaFacts, i: number, dylibs: LinkedDylib[], rpaths: string[] = []) => {
    const [first] = slicesAt(f, i)
    setSlices(f, i, [{ ...(first as MachOSlice), dylibs, rpaths }])
  }
  const framework = (name: string, more: Partial<BundleFacts> = {}) =>
    bundle('framework', `${APP}Frameworks/${name}.framework/`, {}, [slice()], more)
  const app = 0

  test.each<[string, (f: IpaFacts) => void]>([
    [
      'system libraries',
      f =>
        links(f, app, [
          load('/usr/lib/libSystem.B.dylib'),
          load('/System/Library/Frameworks/UIKit.framework/UIKit')
        ])
    ],
    [
      "@rpath/Kit.framework/Kit in the app's Frameworks/",
      f => links(f, app, [load('@rpath/Kit.framework/Kit')], [FRAMEWORKS])
    ],
    [
      'a weak link absent',
      f => links(f, app, [load('@rpath/Weak.framework/Weak', 'LC_LOAD_WEAK_DYLIB')], [FRAMEWORKS])
    ],
    [
      'a lazy link absent',
      f => links(f, app, [load('@rpath/Lazy.framework/Lazy', 'LC_LAZY_LOAD_DYLIB')], [FRAMEWORKS])
    ],
    [
      '@rpath/libswiftCore.dylib through /usr/lib/swift',
      f => links(f, app, [load('@rpath/libswiftCore.dylib')], ['/usr/lib/swift', FRAMEWORKS])
    ],
    [
      '@rpath/libswiftCore.dylib with SwiftSupport/ beside Payload/',
      f => {
        f.archiveFolders = ['SwiftSupport']
        links(f, app, [load('@rpath/libswiftCore.dylib')], [FRAMEWORKS])
      }
    ],
    [
      'a framework linking another of the app through @loader_path/../',
      f => {
        f.bundles.push(framework('Base'))
        links(f, kit, [load('@loader_path/../Base.framework/Base')])
      }
    ],
    [
      "an extension linking the app's framework through @executable_path/../../Frameworks",
      f =>
        links(
          f,
          share,
          [load('@rpath/Kit.framework/Kit')],
          [FRAMEWORKS, '@executable_path/../../Frameworks']
        )
    ],
    [
      "a framework without rpaths of its own, found through the app's",
      f => {
        f.bundles.push(framework('Base'))
        links(f, kit, [load('@rpath/Base.framework/Base')])
        links(f, app, [], [FRAMEWORKS])
      }
    ],
    [
      'an rpath outside the IPA it cannot see into',
      f => links(f, app, [load('@rpath/Kit2.framework/Kit2')], ['/usr/local/lib'])
    ],
    [
      'a framework the layout holds whose executable was not read',
      f => {
        f.libraryPaths = [`${APP}Frameworks/Kit.framework/`, `${APP}Frameworks/Big.framework/`]
        links(f, app, [load('@rpath/Big.framework/Big')], [FRAMEWORKS])
      }
    ],
    [
      'a path into a folder the layout does not list',
      f => links(f, app, [load('@executable_path/Plugins/libx.dylib')])
    ]
  ])('accepted: %s', (_label, change) => {
    expect(codes(ipa(change))).toEqual([])
  })

  test.each<[string, (f: IpaFacts) => void, string]>([
    [
      '@rpath/Gone.framework/Gone absent',
      f => links(f, app, [load('@rpath/Gone.framework/Gone')], [FRAMEWORKS]),
      `${APP}App`
    ],
    [
      'an @rpath link without any rpath',
      f => links(f, app, [load('@rpath/Kit.framework/Kit')]),
      `${APP}App`
    ],
    [
      '@rpath/Kit.framework/Kit with /usr/lib/swift as its only rpath',
      f => links(f, app, [load('@rpath/Kit.framework/Kit')], ['/usr/lib/swift']),
      `${APP}App`
    ],
    [
      '@rpath/libswiftCore.dylib absent, neither /usr/lib/swift nor SwiftSupport/',
      f => {
        f.archiveFolders = []
        links(f, app, [load('@rpath/libswiftCore.dylib')], [FRAMEWORKS])
      },
      `${APP}App`
    ],
    [
      'a framework linking an absent one through @loader_path/../',
      f => links(f, kit, [load('@loader_path/../Base.framework/Base')]),
      `${APP}Frameworks/Kit.framework/Kit`
    ],
    [
      "an extension whose rpaths lead to its own Frameworks/ only, the framework in the app's",
      f =>
        links(
          f,
          share,
          [load('@rpath/Gone.framework/Gone')],
          [FRAMEWORKS, '@executable_path/../../Frameworks']
        ),
      `${APP}PlugIns/Share.appex/Share`
    ],
    [
      'a reexported dylib absent',
      f => links(f, app, [load('@rpath/Re.framework/Re', 'LC_REEXPORT_DYLIB')], [FRAMEWORKS]),
      `${APP}App`
    ]
  ])('refused: %s', (_label, change, entry) => {
    expect(found(ipa(change))).toEqual([{ code: 'ITMS-90562', entry, level: 'refuse' }])
  })

  test('not when an executable that may load the framework was not read: its rpaths are unknown', () => {
    const facts = ipa(f => {
      links(f, kit, [load('@rpath/Base.framework/Base')])
      f.bundles[share]!.notRead = new Set(['executable'])
    })
    expect(codes(facts)).toEqual([])
  })

  test('the message names each dylib once, whatever the slices', () => {
    const facts = ipa(f => {
      const dylibs = [load('@rpath/Gone.framework/Gone')]
      setSlices(f, app, [
        slice({ dylibs, rpaths: [FRAMEWORKS] }),
        slice({ arch: 'arm64e', minOs: '17.4', dylibs, rpaths: [FRAMEWORKS] })
      ])
    })
    const [finding] = applyRules(facts).filter(({ rule }) => rule.code === 'ITMS-90562')
    expect(finding?.finding.message).toBe(
      "Payload/App.app/App links @rpath/Gone.framework/Gone, which no Frameworks/ folder of the IPA holds where its rpaths (LC_RPATH) lead, and App Store Connect refuses a dylib that is not in the dylib search path (ITMS-90562); embed it in the app (Embed & Sign in the app's target copies it into Frameworks/), or link it statically, and export again."
    )
  })
})

describe("Swift's runtime without SwiftSupport/ (ITMS-90426)", () => {
  const withDylib = (name: string, folders: string[] | undefined) =>
    ipa(f => {
      f.archiveFolders = folders
      f.bundles.push(bundle('dylib', `${APP}Frameworks/${name}`, {}, [slice()]))
    })
  test.each<[string, string, string[] | undefined, string[]]>([
    ['libswiftCore.dylib, no SwiftSupport/', 'libswiftCore.dylib', [], ['ITMS-90426']],
    ['libswiftCore.dylib beside Symbols/ only', 'libswiftCore.dylib', ['Symbols'], ['ITMS-90426']],
    [
      'libswiftCore.dylib with SwiftSupport/',
      'libswiftCore.dylib',
      ['SwiftSupport', 'Symbols'],
      []
    ],
    ['a dylib of its own, not Swift', 'libKit.dylib', [], []],
    ['folders unknown (facts not read from an archive)', 'libswiftCore.dylib', undefined, []]
  ])('%s: %j', (_label, name, folders, expected) => {
    expect(codes(withDylib(name, folders))).toEqual(expected)
  })
})

describe('UIWebView (ITMS-90809) and non-public symbols (ITMS-90338)', () => {
  const importing = (i: number, imports: string[]) => (f: IpaFacts) =>
    setSlices(f, i, [slice({ imports })])
  test.each<[string, (f: IpaFacts) => void, Array<{ code: string; entry?: string }>]>([
    ['WKWebView', importing(0, ['_OBJC_CLASS_$_WKWebView']), []],
    [
      'UIWebView in the app',
      importing(0, ['_OBJC_CLASS_$_UIWebView']),
      [{ code: 'ITMS-90809', entry: `${APP}App` }]
    ],
    [
      'a subclass of UIWebView in a framework',
      importing(kit, ['_OBJC_METACLASS_$_UIWebView', '_OBJC_CLASS_$_UIWebView']),
      [{ code: 'ITMS-90809', entry: `${APP}Frameworks/Kit.framework/Kit` }]
    ],
    ['a public dyld call', importing(0, ['__dyld_get_image_name', '_dyld_image_count']), []],
    [
      '_dyld_dynamic_interpose',
      importing(kit, ['_dyld_dynamic_interpose']),
      [{ code: 'ITMS-90338', entry: `${APP}Frameworks/Kit.framework/Kit` }]
    ],
    [
      'getcontext and makecontext',
      importing(0, ['_getcontext', '_makecontext', '_printf']),
      [{ code: 'ITMS-90338', entry: `${APP}App` }]
    ]
  ])('%s', (_label, change, expected) => {
    expect(found(ipa(change)).map(({ code, entry }) => ({ code, entry }))).toEqual(expected)
  })

  test('the message of ITMS-90338 says that its list is partial', () => {
    const [finding] = applyRules(ipa(importing(0, ['_getcontext', '_setcontext']))).filter(
      ({ rule }) => rule.code === 'ITMS-90338'
    )
    expect(finding?.rule.title).toMatch(/a partial list/)
    expect(finding?.finding.message).toBe(
      "Payload/App.app/App imports _getcontext, _setcontext, which App Store Connect has refused as non-public API (ITMS-90338; this check knows only the symbols public reports of it quote, not Apple's whole list); remove those calls from the app's code (or update the SDK that makes them), and export again."
    )
  })
})

/**
 * The bundle structure rules: each framework's Info.plist (ITMS-90360, ITMS-90057, ITMS-90868), a
 * resource bundle naming an executable it lacks (ITMS-90535), every Mach-O accounted for
 * (ITMS-90171), scripts in frameworks (ITMS-90035), frameworks outside Frameworks/ (ITMS-90680).
 * Pure facts in tables; the reading (Unix modes, first bytes, the limit of files looked at) on two
 * whole IPAs, one refused for each reason once, one that a naive rule would refuse and Apple takes.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { inspectIpa } from '../src/ipa/index.js'
import { addAppFile, emptyAppFiles, unixMode } from '../src/ipa/layout-files.js'
import { codeKind } from '../src/ipa/loose-code.js'
import type { PlistDict } from '../src/ipa/plist.js'
import type { LooseCode } from '../src/ipa/rules/facts.js'
import { applyRules, type IpaFacts } from '../src/ipa/rules/index.js'
import { APP, ipa, kit, slicesAt, watch } from './support/rule-facts.js'
import { command, LC, patched } from './support/macho-files.js'
import { machoFixture, makeIpa, privacyManifest, type MakeIpaOptions } from './support/make-ipa.js'

const NEW_CODES = [
  'ITMS-90360',
  'ITMS-90057',
  'ITMS-90868',
  'ITMS-90535',
  'ITMS-90171',
  'ITMS-90035',
  'ITMS-90680'
]

/** What the new rules find: code, entry, level. */
const found = (facts: IpaFacts): Array<[string, string?, string?]> =>
  applyRules(facts)
    .filter(({ rule }) => NEW_CODES.includes(rule.code))
    .map(({ rule, finding }) => [rule.code, finding.entry, finding.level ?? rule.level])

const KIT_PLIST = `${APP}Frameworks/Kit.framework/Info.plist`
const withKit = (keys: PlistDict) => ipa(f => Object.assign(f.bundles[kit].plist!, keys))

describe("a framework's Info.plist", () => {
  test.each<[string, PlistDict, string[]]>([
    ['no MinimumOSVersion', { MinimumOSVersion: undefined as never }, ['ITMS-90360']],
    ['an empty MinimumOSVersion', { MinimumOSVersion: '' }, ['ITMS-90360']],
    ['an iOS MinimumOSVersion under 8.0', { MinimumOSVersion: '7.1' }, ['ITMS-90360']],
    [
      'an unexpanded MinimumOSVersion',
      { MinimumOSVersion: '$(IPHONEOS_DEPLOYMENT_TARGET)' },
      ['ITMS-90360']
    ],
    ['a MinimumOSVersion that is a number', { MinimumOSVersion: 17 }, ['ITMS-90360']],
    [
      'no CFBundleShortVersionString',
      { CFBundleShortVersionString: undefined as never },
      ['ITMS-90057']
    ],
    ['an empty CFBundleVersion', { CFBundleVersion: '' }, ['ITMS-90057']],
    ['a pre-release version', { CFBundleShortVersionString: '2.0.0-beta.3' }, ['ITMS-90057']],
    ['four numbers in its build', { CFBundleVersion: '2.2.0.0' }, ['ITMS-90057']],
    ['no CFBundleExecutable', { CFBundleExecutable: undefined as never }, ['ITMS-90868']],
    // Accepted: what Xcode and the vendors write.
    [
      'MinimumOSVersion 8.0, two numbers of version, one of build',
      { MinimumOSVersion: '8.0', CFBundleShortVersionString: '1.0', CFBundleVersion: '1' },
      []
    ],
    [
      "a build of 20 characters (the app's limit of 18 is not a framework's)",
      { CFBundleVersion: '2026.1205.1234567890' },
      []
    ]
  ])('%s: %j', (_, keys, codes) => {
    const facts = withKit(keys)
    for (const [key, value] of Object.entries(keys))
      if (value === undefined) delete facts.bundles[kit].plist![key]
    const hits = found(facts)
    expect(hits.map(([code]) => code)).toEqual(codes)
    for (const [, entry] of hits) expect(entry).toBe(KIT_PLIST)
  })

  test("a watch app's framework of watchOS 6.0 is valid: iOS's floor of 8.0 is not watchOS's", () => {
    const facts = ipa(f => {
      const framework = f.bundles[watch]
      f.bundles.push({
        ...framework,
        kind: 'framework',
        path: `${APP}Watch/W.app/Frameworks/WatchKit.framework/`,
        plist: { ...f.bundles[kit].plist, MinimumOSVersion: '6.0' }
      })
    })
    expect(found(facts)).toEqual([])
  })

  test('a framework whose Info.plist was not read, or is missing, is said elsewhere: nothing here', () => {
    const notRead = ipa(f => {
      f.bundles[kit].plist = {}
      f.bundles[kit].notRead = new Set(['plist'])
    })
    const missing = ipa(f => (f.bundles[kit].plist = undefined))
    expect([...found(notRead), ...found(missing)]).toEqual([])
  })
})

describe('a resource bundle', () => {
  const bundle = (plist: PlistDict, files: string[]) =>
    ipa(f => (f.resourceBundles = [{ path: `${APP}Res.bundle/`, plist, files: new Set(files) }]))

  test.each<[string, PlistDict, string[], string[]]>([
    [
      'naming an executable it does not hold',
      { CFBundleExecutable: 'Res' },
      ['Info.plist', 'a.png'],
      ['ITMS-90535']
    ],
    [
      'naming an unexpanded one',
      { CFBundleExecutable: '$(EXECUTABLE_NAME)' },
      ['Info.plist'],
      ['ITMS-90535']
    ],
    // Accepted: a bundle of resources names no executable, and one that names it holds it.
    [
      'without CFBundleExecutable and without an executable',
      { CFBundlePackageType: 'BNDL' },
      ['Info.plist', 'a.png'],
      []
    ],
    ['holding the executable it names', { CFBundleExecutable: 'Res' }, ['Info.plist', 'Res'], []]
  ])('%s', (_, plist, files, codes) => {
    expect(found(bundle(plist, files)).map(([code]) => code)).toEqual(codes)
  })
})

describe('code that is no bundle executable, scripts, frameworks at wrong places', () => {
  const loose = (...files: LooseCode[]) => ipa(f => (f.looseCode = files))

  test.each<[string, LooseCode, [string, string]]>([
    [
      'a helper in a framework',
      { entry: `${APP}Frameworks/Kit.framework/helper`, kind: 'macho', fileType: 'MH_EXECUTE' },
      ['ITMS-90171', 'refuse']
    ],
    [
      'a dSYM copied in',
      {
        entry: `${APP}App.app.dSYM/Contents/Resources/DWARF/App`,
        kind: 'macho',
        fileType: 'MH_DSYM'
      },
      ['ITMS-90171', 'refuse']
    ],
    [
      'an object file',
      { entry: `${APP}main.o`, kind: 'macho', fileType: 'MH_OBJECT' },
      ['ITMS-90171', 'refuse']
    ],
    [
      'a static library',
      { entry: `${APP}libKit.a`, kind: 'static-library' },
      ['ITMS-90171', 'refuse']
    ],
    [
      'a dylib at the app root',
      { entry: `${APP}libswiftRemoteMirror.dylib`, kind: 'macho', fileType: 'MH_DYLIB' },
      ['ITMS-90171', 'refuse']
    ],
    [
      'a script in a framework',
      { entry: `${APP}Frameworks/Kit.framework/strip-frameworks.sh`, kind: 'script' },
      ['ITMS-90035', 'refuse']
    ],
    [
      'a script elsewhere: a warning',
      { entry: `${APP}scripts/run`, kind: 'script' },
      ['ITMS-90035', 'warn']
    ]
  ])('%s', (_, file, [code, level]) => {
    expect(found(loose(file))).toEqual([[code, file.entry, level]])
  })

  test.each([
    'Kit.framework/',
    'PlugIns/Kit.framework/',
    'Watch/Kit.framework/',
    'Frameworks/Outer.framework/Inner.framework/'
  ])('a framework at %s', where => {
    const facts = ipa(f => (f.misplacedFrameworks = [`${APP}${where}`]))
    expect(found(facts)).toEqual([['ITMS-90680', `${APP}${where}`, 'refuse']])
  })

  test('the messages name the file, what it is, the code and the fix', () => {
    const facts = loose(
      { entry: `${APP}Frameworks/Kit.framework/helper`, kind: 'macho', fileType: 'MH_EXECUTE' },
      { entry: `${APP}Frameworks/Kit.framework/fix.sh`, kind: 'script' }
    )
    facts.misplacedFrameworks = [`${APP}Frameworks/Outer.framework/Inner.framework/`]
    expect(applyRules(facts).map(({ finding }) => finding.message)).toEqual([
      expect.stringMatching(
        /^Payload\/App\.app\/Frameworks\/Kit\.framework\/helper is code inside Payload\/App\.app\/Frameworks\/Kit\.framework\/ .*\(ITMS-90171\); update the framework/
      ),
      expect.stringMatching(
        /fix\.sh is a script marked executable inside .*"Code object is not signed at all" \(ITMS-90035\); update the framework/
      ),
      expect.stringMatching(
        /Inner\.framework\/ is a framework .*"Frameworks"" \(ITMS-90680\); embed it in the app target instead .*take it out of Payload\/App\.app\/Frameworks\/Outer\.framework\//
      )
    ])
  })
})

describe('what the layout and the first bytes say', () => {
  test.each<[string, number, number, number | undefined]>([
    ['made on Unix (ditto, zip)', 0x0315, 0o100755 << 16, 0o100755],
    ['made on OS X', 0x1314, 0o100644 << 16, 0o100644],
    ['made on MS-DOS: no mode', 0x0014, 0x20, undefined],
    ['made on Unix with no mode', 0x0314, 0, undefined]
  ])('the Unix mode of an entry %s', (_, madeBy, attributes, mode) => {
    expect(unixMode(madeBy, attributes >>> 0)).toBe(mode)
  })

  test('files that could be code, resource bundles and frameworks at wrong places, by name and mode', () => {
    const files = emptyAppFiles<string>()
    const app = 'Payload/A.app/'
    const add = (relative: string, mode?: number) =>
      addAppFile(files, app, relative, relative, mode)
    add('A', 0o100755)
    add('Info.plist', 0o100644)
    add('PkgInfo', 0o100644) // no extension, not executable: not code
    add('CodeResources') // no mode at all: could be
    add('icon.png', 0o100755)
    add('libfoo.dylib', 0o100644)
    add('main.o', 0o100644)
    add('A.app.dSYM/Contents/Resources/DWARF/A', 0o100644)
    add('Res.bundle/Info.plist', 0o100644)
    add('Res.bundle/a.png', 0o100644)
    add('PlugIns/Kit.framework/', 0o40755)
    add('Frameworks/Outer.framework/Inner.framework/Inner', 0o100755)
    add('Frameworks/Good.framework/Good', 0o100755)
    expect(
      [...files.codeCandidates].map(([path, { executable }]) => [
        path.slice(app.length),
        executable
      ])
    ).toEqual([
      ['A', true],
      ['CodeResources', false],
      ['icon.png', true],
      ['libfoo.dylib', false],
      ['main.o', false],
      ['A.app.dSYM/Contents/Resources/DWARF/A', false],
      ['Frameworks/Outer.framework/Inner.framework/Inner', true],
      ['Frameworks/Good.framework/Good', true]
    ])
    expect([...files.resourceBundles]).toEqual([
      [
        `${app}Res.bundle/`,
        { infoPlist: 'Res.bundle/Info.plist', files: new Set(['Info.plist', 'a.png']) }
      ]
    ])
    expect([...files.misplacedFrameworks]).toEqual([
      `${app}PlugIns/Kit.framework/`,
      `${app}Frameworks/Outer.framework/Inner.framework/`
    ])
  })

  const bytes = (hex: string) => Buffer.from(hex.replace(/ /g, ''), 'hex')
  test.each<[string, Buffer, boolean, ReturnType<typeof codeKind>]>([
    [
      'a thin arm64 dylib',
      bytes('cffaedfe 0c000001 00000000 06000000'),
      false,
      { kind: 'macho', fileType: 'MH_DYLIB' }
    ],
    [
      'a fat file of two slices',
      bytes('cafebabe 00000002 0100000c 00000000'),
      false,
      { kind: 'macho' }
    ],
    [
      'a Java class file (the fat magic, version 52)',
      bytes('cafebabe 00000034 0000000a 00000000'),
      true,
      undefined
    ],
    [
      'an ar archive',
      Buffer.from('!<arch>\n#1/20   ', 'latin1'),
      false,
      { kind: 'static-library' }
    ],
    [
      'a script marked executable',
      Buffer.from('#!/bin/sh\nexit 0\n', 'latin1'),
      true,
      { kind: 'script' }
    ],
    [
      'a script not marked executable: a resource',
      Buffer.from('#!/bin/sh\nexit 0\n', 'latin1'),
      false,
      undefined
    ],
    ['a PNG marked executable', bytes('89504e47 0d0a1a0a 0000000d 49484452'), true, undefined],
    ['an empty file', Buffer.alloc(0), true, undefined]
  ])('%s', (_, head, executable, kind) => {
    expect(codeKind(head, executable)).toEqual(kind)
  })
})

describe('whole IPAs, read as preflight reads them', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bundle-structure-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const app = 'Payload/Preflight.app/'
  const script = Buffer.from('#!/bin/sh\nexit 0\n')
  const exec = 0o755

  async function problems(options: MakeIpaOptions, limits = {}) {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.ipa`)
    await makeIpa(file, options)
    const inspection = await inspectIpa(file, { purpose: 'submit', limits })
    return inspection.problems.map(({ code, entry, level }) => [code, entry, level])
  }

  const refused: MakeIpaOptions = {
    frameworks: [{ name: 'Kit' }],
    resourceBundles: [
      { path: 'Frameworks/Kit.framework/Res.bundle', info: { CFBundleExecutable: 'Res' } }
    ],
    extraEntries: [
      { path: `${app}Frameworks/Kit.framework/helper`, data: machoFixture('Plain'), mode: exec },
      { path: `${app}Frameworks/Kit.framework/strip-frameworks.sh`, data: script, mode: exec },
      {
        path: `${app}Preflight.app.dSYM/Contents/Resources/DWARF/Preflight`,
        data: machoFixture('Plain')
      },
      { path: `${app}libKit.a`, data: machoFixture('Kit-static') },
      { path: `${app}PlugIns/Stray.framework/Stray`, data: machoFixture('Plain-dylib'), mode: exec }
    ]
  }

  test('each way, once, at its entry; the framework at a wrong place says nothing more of its binary', async () => {
    expect(await problems(refused)).toEqual([
      ['ITMS-90535', `${app}Frameworks/Kit.framework/Res.bundle/Info.plist`, 'refuse'],
      ['ITMS-90171', `${app}Frameworks/Kit.framework/helper`, 'refuse'],
      ['ITMS-90171', `${app}Preflight.app.dSYM/Contents/Resources/DWARF/Preflight`, 'refuse'],
      ['ITMS-90171', `${app}libKit.a`, 'refuse'],
      ['ITMS-90035', `${app}Frameworks/Kit.framework/strip-frameworks.sh`, 'refuse'],
      ['ITMS-90680', `${app}PlugIns/Stray.framework/`, 'refuse']
    ])
  })

  test('past the limit of files looked at, the rest is not judged, and the read-limit warning says so', async () => {
    const found = await problems(refused, { codeCandidates: 1 })
    expect(found).toEqual([
      ['read-limit', `${app}Frameworks/Kit.framework/strip-frameworks.sh`, 'warn'],
      ['ITMS-90535', `${app}Frameworks/Kit.framework/Res.bundle/Info.plist`, 'refuse'],
      ['ITMS-90171', `${app}Frameworks/Kit.framework/helper`, 'refuse'],
      ['ITMS-90680', `${app}PlugIns/Stray.framework/`, 'refuse']
    ])
  })

  test('what a naive rule would refuse and Apple takes: nothing', async () => {
    const held = { frameworks: [{ name: 'Kit' }], dylibs: [{ name: 'libswiftCore.dylib' }] }
    expect(
      await problems({
        ...held,
        appClips: [{ name: 'Clip', ...held }],
        watchApp: {
          name: 'Watch',
          frameworks: [{ name: 'WatchUI', info: { MinimumOSVersion: '9.0' } }],
          extensions: [{ name: 'Complication', ...held }]
        },
        resourceBundles: [
          {
            path: 'Kit_Privacy.bundle',
            files: [{ name: 'PrivacyInfo.xcprivacy', data: privacyManifest([]) }]
          },
          {
            path: 'Frameworks/Kit.framework/Assets.bundle',
            info: false,
            files: [{ name: 'a.png' }]
          }
        ],
        extraEntries: [
          { path: `${app}icon.png`, data: Buffer.from('89504e470d0a1a0a', 'hex'), mode: exec },
          {
            path: `${app}Watch/Watch.app/_WatchKitStub/WK`,
            data: machoFixture('Watch'),
            mode: exec
          },
          { path: `${app}SC_Info/Preflight.sinf`, data: Buffer.from('sinf') },
          {
            path: 'SwiftSupport/iphoneos/libswiftCore.dylib',
            data: machoFixture('Plain-dylib'),
            mode: exec
          },
          {
            path: `${app}Frameworks/Kit.framework/Headers/Kit.h`,
            data: Buffer.from('#import <UIKit/UIKit.h>\n')
          }
        ]
      })
    ).toEqual([])
  })
})

describe('code not signed at all (ITMS-90035)', () => {
  // As the reader gives them: linked code of its file type, without its signature.
  const unsigned = (i: number) => (f: IpaFacts) => {
    for (const one of slicesAt(f, i))
      Object.assign(one, { signed: false, fileType: i === kit ? 'MH_DYLIB' : 'MH_EXECUTE' })
  }
  const signedAll = (f: IpaFacts) =>
    f.bundles.forEach((_, i) => slicesAt(f, i).forEach(one => (one.signed = true)))
  test.each<[string, (f: IpaFacts) => void, Array<[string, string?, string?]>]>([
    [
      "a framework's binary without LC_CODE_SIGNATURE in a signed app",
      f => {
        signedAll(f)
        unsigned(kit)(f)
      },
      [['ITMS-90035', `${APP}Frameworks/Kit.framework/Kit`, 'refuse']]
    ],
    // Accepted: an app whose own executable is not signed either is not signed at all (an IPA to
    // be re-signed, or unsigned-app's), and slices whose signature was not read say nothing.
    ['every executable unsigned', f => f.bundles.forEach((_, i) => unsigned(i)(f)), []],
    ['signatures not read', () => undefined, []],
    [
      "a dSYM in a framework's place, unsigned: executable-file-type's, not this rule's",
      f => {
        signedAll(f)
        for (const one of slicesAt(f, kit))
          Object.assign(one, { signed: false, fileType: 'MH_DSYM' })
      },
      []
    ]
  ])('%s', (_, change, expected) => {
    expect(found(ipa(change)).filter(([code]) => code === 'ITMS-90035')).toEqual(expected)
  })

  test('a whole IPA: a framework embedded without signing is refused, naming its binary', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'unsigned-'))
    try {
      // The Plain dylib with its LC_CODE_SIGNATURE renamed to a command no reader knows.
      const dylib = machoFixture('Plain-dylib')
      const at = command(dylib, LC.CODE_SIGNATURE).at
      const unsignedDylib = patched(dylib, copy => copy.writeUInt32LE(0x7e, at))
      const file = path.join(dir, 'unsigned.ipa')
      await makeIpa(file, { frameworks: [{ name: 'Kit', executable: unsignedDylib }] })
      const inspection = await inspectIpa(file, { purpose: 'submit' })
      expect(inspection.problems.map(({ code, entry }) => [code, entry])).toEqual([
        ['ITMS-90035', 'Payload/Preflight.app/Frameworks/Kit.framework/Kit']
      ])
      expect(inspection.problems[0].message).toMatch(
        /Kit carries no code signature \(no LC_CODE_SIGNATURE\), which App Store Connect refuses: "Code object is not signed at all" \(ITMS-90035\); set that framework to "Embed & Sign"/
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

/**
 * The slice, link and API rules on whole IPAs of real executables (__tests__/fixtures/macho/), read
 * as preflight reads them: where the reading itself is what is tested (a dylib's links and rpaths, a
 * fat watch executable, arm64e by its subtype, the folders beside Payload/). The cases themselves are
 * in slice-link-rules.test.ts, as pure facts.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { inspectIpa } from '../src/ipa/index.js'
import { LayoutBuilder } from '../src/ipa/layout.js'
import { type MakeIpaOptions, machoFixture, makeIpa } from './support/make-ipa.js'
import { command, LC, patched } from './support/macho-files.js'

let dir: string
let count = 0
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ipa-link-rules-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Every problem of the IPA, as its code and entry, judged on the day this was written. */
async function problemsOf(options: MakeIpaOptions) {
  const file = path.join(dir, `links-${++count}.ipa`)
  await makeIpa(file, options)
  const inspection = await inspectIpa(file, {
    purpose: 'submit',
    now: new Date('2026-12-06T12:00:00Z')
  })
  return inspection.problems.map(({ code, entry }) => ({ code, entry }))
}

const APP = 'Payload/Preflight.app/'

/** App-arm64e with its LC_BUILD_VERSION's minimum lowered to iOS 17.0 (0x00110000). */
const arm64e = machoFixture('App-arm64e')
const arm64eFor17 = patched(arm64e, copy =>
  copy.writeUInt32LE(0x0011_0000, command(arm64e, LC.BUILD_VERSION).at + 12)
)

/**
 * App-webview with its one import of UIWebView renamed `_getcontext`, in its symbol table and its
 * chained fixups alike (the same bytes, the name's place kept, NULs after it).
 */
const callingGetcontext = (() => {
  const webview = machoFixture('App-webview')
  const from = Buffer.from('_OBJC_CLASS_$_UIWebView\0')
  const to = Buffer.concat([Buffer.from('_getcontext'), Buffer.alloc(from.length - 11)])
  return patched(webview, copy => {
    for (let at = copy.indexOf(from); at >= 0; at = copy.indexOf(from, at + 1)) to.copy(copy, at)
  })
})()
const links = machoFixture('App-links')
/** The framework App-links links (`Kit.framework`), of Plain's code (no required-reason API). */
const kit = { name: 'Kit' }

test.each<[string, MakeIpaOptions]>([
  [
    'an app linking its framework, a weak one absent, Swift through /usr/lib/swift, libSystem',
    { executable: links, frameworks: [kit] }
  ],
  [
    "Swift's runtime embedded, with SwiftSupport/ beside Payload/",
    {
      executable: links,
      frameworks: [kit],
      dylibs: [{ name: 'libswiftCore.dylib', data: machoFixture('libswiftCore.dylib') }],
      extraEntries: [{ path: 'SwiftSupport/iphoneos/libswiftCore.dylib' }]
    }
  ],
  [
    'an arm64e app built right',
    { executable: machoFixture('App-arm64e'), minimumOsVersion: '17.4' }
  ],
  ['a watch app of arm64_32 and arm64, as Xcode 26 builds it', { watchApp: { name: 'Watch' } }]
])('accepted: %s', async (_label, options) => {
  expect(await problemsOf(options)).toEqual([])
})

test.each<[string, MakeIpaOptions, Array<{ code: string; entry: string }>]>([
  [
    'the framework it links left out',
    { executable: links },
    [{ code: 'ITMS-90562', entry: `${APP}Preflight` }]
  ],
  [
    "Swift's runtime embedded without SwiftSupport/",
    {
      dylibs: [{ name: 'libswiftCore.dylib', data: machoFixture('libswiftCore.dylib') }]
    },
    [{ code: 'ITMS-90426', entry: `${APP}Frameworks/libswiftCore.dylib` }]
  ],
  [
    'an arm64e app built with the iOS 18.5 SDK',
    { executable: machoFixture('App-arm64e-oldsdk'), minimumOsVersion: '17.4' },
    // App Store Connect refuses the app's own old SDK too.
    [
      { code: 'ITMS-90725', entry: `${APP}Preflight` },
      { code: 'ITMS-91011', entry: `${APP}Preflight` }
    ]
  ],
  [
    'a watch app of arm64_32 alone',
    { watchApp: { name: 'Watch', executable: machoFixture('Watch-arm64_32') } },
    [{ code: 'ITMS-90733', entry: `${APP}Watch/Watch.app/Watch` }]
  ],
  [
    'an app using UIWebView',
    { executable: machoFixture('App-webview') },
    [{ code: 'ITMS-90809', entry: `${APP}Preflight` }]
  ],
  [
    'an arm64e app built for iOS 17.0',
    { executable: arm64eFor17, minimumOsVersion: '17.0' },
    [{ code: 'ITMS-91010', entry: `${APP}Preflight` }]
  ],
  [
    'an app calling getcontext, a symbol public reports of ITMS-90338 quote',
    { executable: callingGetcontext },
    [{ code: 'ITMS-90338', entry: `${APP}Preflight` }]
  ]
])('refused: %s', async (_label, options, expected) => {
  expect(await problemsOf(options)).toEqual(expected)
})

describe('the folders beside Payload/, as the layout reads entry names', () => {
  const rootFolders = (names: string[]): string[] | undefined => {
    const builder = new LayoutBuilder<string>()
    for (const name of names) builder.add(name, name)
    return builder.build().rootFolders
  }
  test.each<[string, string[], string[] | undefined]>([
    [
      'an export of Xcode, with SwiftSupport/ and Symbols/',
      ['Payload/A.app/Info.plist', 'SwiftSupport/iphoneos/libswiftCore.dylib', 'Symbols/x.symbols'],
      ['SwiftSupport', 'Symbols']
    ],
    ['a folder entry alone', ['Payload/A.app/Info.plist', 'SwiftSupport/'], ['SwiftSupport']],
    [
      'under the root that holds the app, not another',
      [
        'MyApp/Payload/A.app/Info.plist',
        'MyApp/SwiftSupport/x.dylib',
        'Other/SwiftSupport/x.dylib'
      ],
      ['SwiftSupport']
    ],
    ['Payload/ alone', ['Payload/A.app/Info.plist', 'README.md'], undefined],
    [
      "Finder's metadata is no folder",
      ['Payload/A.app/Info.plist', '__MACOSX/SwiftSupport/x'],
      undefined
    ]
  ])('%s: %j', (_label, names, expected) => {
    expect(rootFolders(names)).toEqual(expected)
  })
})

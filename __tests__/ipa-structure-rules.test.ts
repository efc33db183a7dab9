/**
 * The structure rules on whole IPAs, read as preflight reads them: every bundle that may hold a
 * Frameworks folder holding one, clean; a file of the wrong type where a bundle needs an executable
 * or a dylib (a static library, debug symbols, an object file, an executable for a dylib or the
 * reverse), and a Frameworks folder where none may be, each named as what it is, at its entry,
 * with the fix for its bundle.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { inspectIpa } from '../src/ipa/index.js'
import { kitAs } from './support/kit-framework.js'
import { type MakeIpaOptions, machoFixture, makeIpa } from './support/make-ipa.js'

let dir: string
let count = 0
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ipa-structure-rules-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Each problem of the IPA: its code, its entry and its message. */
async function findings(options: MakeIpaOptions): Promise<Array<[string, string?, string?]>> {
  const file = path.join(dir, `types-${++count}.ipa`)
  await makeIpa(file, options)
  const inspection = await inspectIpa(file, { purpose: 'submit' })
  return inspection.problems.map(problem => [problem.code, problem.entry, problem.message])
}

test('every bundle that may hold a Frameworks folder, each holding frameworks and a dylib: no problem', async () => {
  const held = { frameworks: [{ name: 'Kit' }], dylibs: [{ name: 'libswiftCore.dylib' }] }
  expect(
    await findings({
      ...held,
      appClips: [{ name: 'Clip', ...held }],
      // Each bundle of the watch app holds its own frameworks, as a watch app's are built.
      watchApp: {
        name: 'Watch',
        frameworks: [{ name: 'WatchUI' }],
        extensions: [{ name: 'Complication', ...held }]
      },
      // Swift's runtime embedded comes with SwiftSupport/, as Xcode's export writes it (ITMS-90426).
      extraEntries: [{ path: 'SwiftSupport/iphoneos/libswiftCore.dylib' }]
    })
  ).toEqual([])
})

describe('a file of the wrong type is named as what it is, with a fix for its bundle', () => {
  const app = 'Payload/Preflight.app/'

  test.each<[string, MakeIpaOptions, string, RegExp]>([
    [
      'a static library embedded as a framework',
      kitAs('Kit-static'),
      `${app}Frameworks/Kit.framework/Kit`,
      /is a static library \(an ar archive.*link it statically and do not embed it: set it to "Do Not Embed"/
    ],
    [
      'a fat static library',
      kitAs('Kit-static-fat'),
      `${app}Frameworks/Kit.framework/Kit`,
      /is a static library/
    ],
    [
      "a dSYM's DWARF file as a framework's binary",
      kitAs('Kit-dSYM'),
      `${app}Frameworks/Kit.framework/Kit`,
      /debug symbols.*\(MH_DSYM\).*not from its \.dSYM/
    ],
    [
      "an object file as a framework's binary",
      kitAs('Kit-object'),
      `${app}Frameworks/Kit.framework/Kit`,
      /unlinked object file \(MH_OBJECT\).*MACH_O_TYPE = mh_dylib/
    ],
    [
      "a dylib as the app's executable",
      { executable: machoFixture('Plain-dylib') },
      `${app}Preflight`,
      /is a dynamic library \(MH_DYLIB\) where the app's executable must be an executable \(MH_EXECUTE\).*\(mh_execute\)/
    ],
    [
      "a dylib as an App Clip's executable",
      { appClips: [{ name: 'Clip', executable: machoFixture('Plain-dylib') }] },
      `${app}AppClips/Clip.app/Clip`,
      /where an App Clip's executable must be an executable/
    ],
    [
      'an executable as a loose dylib',
      { dylibs: [{ name: 'libKit.dylib', data: machoFixture('Plain') }] },
      `${app}Frameworks/libKit.dylib`,
      /is an executable \(MH_EXECUTE\) where a dylib in Frameworks\/ must be a dynamic library/
    ],
    [
      'an extension with a Frameworks folder',
      { extensions: [{ name: 'Share', frameworks: [{ name: 'Kit' }] }] },
      `${app}PlugIns/Share.appex/Frameworks/`,
      /^.*Share\.appex\/ is an app extension with a Frameworks folder of its own \(Kit\.framework\).*"Do Not Embed".*@rpath/
    ]
  ])('%s', async (_, options, entry, message) => {
    const [found, ...more] = await findings(options)
    expect(more).toEqual([])
    expect(found?.[1]).toBe(entry)
    expect(found?.[2]).toMatch(message)
    expect(found?.[2]).not.toMatch(/damaged/)
  })
})

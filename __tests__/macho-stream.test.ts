import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import type yauzl from 'yauzl'
import { ReadBudget } from '../src/ipa/limits.js'
import { readMachO } from '../src/ipa/macho/read.js'
import type { MachORead } from '../src/ipa/macho/types.js'
import { openFileSource } from '../src/ipa/byte-source.js'
import { CountingReader, EntryLayout, openZip } from '../src/ipa/zip-reader.js'
import { entryName } from '../src/ipa/zip-names.js'
import { streamEntry } from '../src/ipa/zip-stream.js'
import { buildZip, fileEntry, type RawEntry } from './support/hostile-zip.js'
import {
  APP_IMPORTS,
  IOS_17,
  machoFixture,
  padLinkEdit,
  paddedStream
} from './support/macho-files.js'
import { type MakeIpaOptions, makeIpa } from './support/make-ipa.js'
import { SHARED_IPAS, haveSharedIpas } from './support/shared-ipas.js'

const app = machoFixture('App')

const IPAS = SHARED_IPAS
const haveIpas = haveSharedIpas

/**
 * Each executable of an IPA (an entry of an .app, .appex or .framework folder named as its
 * folder), read through streamEntry as preflight will read it.
 */
async function readIpaExecutables(file: string): Promise<Map<string, MachORead>> {
  const handle = await openFileSource(file)
  const results = new Map<string, MachORead>()
  try {
    const reader = new CountingReader(handle)
    const zip = await openZip(reader)
    const layout = new EntryLayout()
    const entries = []
    for await (const entry of zip.eachEntry()) {
      entry.fileName = entryName(entry)
      layout.add(entry)
      entries.push(entry)
    }
    layout.checkAll()
    const budget = new ReadBudget()
    for (const entry of entries) {
      const match = /(?:^|\/)([^/]+)\.(?:app|appex|framework)\/([^/]+)$/.exec(entry.fileName)
      if (!match || match[1] !== match[2]) continue
      const stream = await streamEntry(zip, reader, entry, budget, layout)
      results.set(entry.fileName, await readMachO(stream, entry.uncompressedSize, budget))
    }
    zip.close()
  } finally {
    await handle.close()
  }
  return results
}

;(haveIpas ? describe : describe.skip)('executables Xcode built', () => {
  const ipas = haveIpas ? readdirSync(IPAS).filter(name => name.endsWith('.ipa')) : ['(none)']
  // The others hold Info.plists without executables, or are no zip at all.
  const withExecutable = 'very-capable-app.ipa'

  test.each(ipas.filter(name => name !== 'not-an-ipa.ipa'))(
    '%s: every executable reads as an iOS Mach-O',
    async name => {
      const results = await readIpaExecutables(path.join(IPAS, name))
      if (name === withExecutable) expect(results.size).toBe(1)
      for (const [entry, result] of results) {
        expect({ entry, result }).toEqual({
          entry,
          result: { kind: 'macho', slices: [expect.objectContaining({ platform: 'ios' })] }
        })
      }
    }
  )

  // As llvm-objdump --private-headers and llvm-nm -u read it: LC_VERSION_MIN_IPHONEOS, LC_DYLD_INFO_ONLY.
  test.each([withExecutable])('%s, as llvm-objdump reads it', async name => {
    const results = await readIpaExecutables(path.join(IPAS, name))
    const result = results.get('Payload/very-capable-app.app/very-capable-app')
    if (result?.kind !== 'macho') throw new Error(`not read: ${JSON.stringify(result)}`)
    expect(result.slices.map(slice => ({ ...slice, imports: [...slice.imports].sort() }))).toEqual([
      {
        arch: 'arm64',
        fileType: 'MH_EXECUTE',
        platform: 'ios',
        minOs: '11.2',
        sdk: '11.2',
        encrypted: false,
        // LC_CODE_SIGNATURE, as in every Mach-O Xcode exports.
        signed: true,
        segments: ['__PAGEZERO', '__TEXT', '__DATA', '__LINKEDIT'],
        selectors: [],
        // As llvm-objdump --private-headers lists LC_LOAD_DYLIB and LC_RPATH: the system's only.
        dylibs: [
          ...[
            'HealthKit',
            'PassKit',
            'NetworkExtension',
            'CloudKit',
            'MapKit',
            'AudioToolbox',
            'ExternalAccessory',
            'GameKit',
            'HomeKit',
            'StoreKit',
            'Foundation'
          ].map(name => `/System/Library/Frameworks/${name}.framework/${name}`),
          '/usr/lib/libobjc.A.dylib',
          '/usr/lib/libSystem.B.dylib',
          '/System/Library/Frameworks/UIKit.framework/UIKit'
        ].map(name => ({ name, command: 'LC_LOAD_DYLIB', weak: false })),
        rpaths: ['@executable_path/Frameworks'],
        imports: [
          '_NSStringFromClass',
          '_OBJC_CLASS_$_UIResponder',
          '_OBJC_CLASS_$_UIViewController',
          '_OBJC_METACLASS_$_NSObject',
          '_OBJC_METACLASS_$_UIResponder',
          '_OBJC_METACLASS_$_UIViewController',
          '_UIApplicationMain',
          '__objc_empty_cache',
          '_objc_autoreleasePoolPop',
          '_objc_autoreleasePoolPush',
          '_objc_msgSend',
          '_objc_msgSendSuper2',
          '_objc_release',
          '_objc_retainAutoreleasedReturnValue',
          '_objc_storeStrong',
          'dyld_stub_binder'
        ]
      }
    ])
  })
})

/**
 * What 'executables Xcode built' pins, on IPAs built here: App-ios11 is linked as Xcode 9 linked
 * very-capable-app (LC_VERSION_MIN_IPHONEOS 11.2, SDK 11.2, bind opcodes, no __DATA_CONST).
 */
describe('executables in IPAs the tests build', () => {
  let dir: string
  let count = 0
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'macho-ipa-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  async function executablesOf(options: MakeIpaOptions): Promise<Map<string, MachORead>> {
    const file = path.join(dir, `built-${++count}.ipa`)
    await makeIpa(file, options)
    return readIpaExecutables(file)
  }

  const APP = 'Payload/Preflight.app/'
  test.each<[string, MakeIpaOptions, Record<string, string[]>]>([
    [
      'an app, a framework, an extension and a watch app',
      {
        executable: machoFixture('App-ios11'),
        frameworks: [{ name: 'Kit', executable: machoFixture('Kit') }],
        extensions: [{ name: 'Share' }],
        watchApp: { name: 'Watch' }
      },
      {
        [`${APP}Preflight`]: ['ios'],
        [`${APP}PlugIns/Share.appex/Share`]: ['ios'],
        [`${APP}Frameworks/Kit.framework/Kit`]: ['ios'],
        // arm64_32 and arm64, as Xcode 26 builds a watch app.
        [`${APP}Watch/Watch.app/Watch`]: ['watchos', 'watchos']
      }
    ],
    [
      'an app and its watch app stripped down to their Info.plists',
      { root: 'Sample', executable: false, watchApp: { name: 'Watch', executable: false } },
      {}
    ]
  ])(
    '%s: every executable reads as a Mach-O of its platform',
    async (_label, options, expected) => {
      const results = await executablesOf(options)
      expect(Object.fromEntries(results)).toEqual(
        Object.fromEntries(
          Object.entries(expected).map(([entry, platforms]) => [
            entry,
            {
              kind: 'macho',
              slices: platforms.map(platform => expect.objectContaining({ platform }))
            }
          ])
        )
      )
    }
  )

  // As llvm-objdump --private-headers and llvm-nm -u read it: LC_VERSION_MIN_IPHONEOS, LC_DYLD_INFO_ONLY.
  test('App-ios11, as llvm-objdump reads it', async () => {
    const results = await executablesOf({ executable: machoFixture('App-ios11') })
    const result = results.get(`${APP}Preflight`)
    if (result?.kind !== 'macho') throw new Error(`not read: ${JSON.stringify(result)}`)
    expect(result.slices.map(slice => ({ ...slice, imports: [...slice.imports].sort() }))).toEqual([
      {
        arch: 'arm64',
        fileType: 'MH_EXECUTE',
        platform: 'ios',
        minOs: '11.2',
        sdk: '11.2',
        encrypted: false,
        // LC_CODE_SIGNATURE, as in every Mach-O Xcode exports.
        signed: true,
        segments: ['__PAGEZERO', '__TEXT', '__DATA', '__LINKEDIT'],
        selectors: [],
        imports: [...APP_IMPORTS, 'dyld_stub_binder']
      }
    ])
  })
})

describe('a large executable, streamed', () => {
  test('its imports at the end of 256 MiB are read with flat memory, in a process of its own', () => {
    const child = fileURLToPath(new URL('./support/macho-stream-child.ts', import.meta.url))
    const output = execFileSync(process.execPath, ['--import', 'tsx', child, 'App', '256'], {
      encoding: 'utf8'
    })
    const { result, size, rssBeforeKiB, peakKiB } = JSON.parse(output) as {
      result: MachORead
      size: number
      rssBeforeKiB: number
      peakKiB: number
    }
    expect(size).toBeGreaterThan(256 * 1024 * 1024)
    expect(result).toEqual({
      kind: 'macho',
      slices: [expect.objectContaining({ ...IOS_17, imports: expect.arrayContaining(APP_IMPORTS) })]
    })
    // Holding the file would take 256 MiB more.
    expect((peakKiB - rssBeforeKiB) / 1024).toBeLessThan(32)
  })

  test('bind opcodes at the end of 16 MiB are read', async () => {
    const padded = padLinkEdit(machoFixture('App-dyldinfo'), 16 * 1024 * 1024)
    const result = await readMachO(paddedStream(padded), padded.size, new ReadBudget())
    expect(result).toEqual({
      kind: 'macho',
      slices: [expect.objectContaining({ imports: expect.arrayContaining(APP_IMPORTS) })]
    })
  })

  test('the stream is ended once the symbol data is read', async () => {
    const padded = padLinkEdit(app, 1024 * 1024)
    // Bytes after the end, which no reader needs.
    const stream = paddedStream({
      ...padded,
      tail: Buffer.concat([padded.tail, Buffer.alloc(8 << 20)])
    })
    await readMachO(stream, padded.size, new ReadBudget())
    expect(stream.destroyed).toBe(true)
  })
})

/** An archive of `entries` in a temporary file, opened and scanned as inspect.ts does. */
async function openArchive(entries: RawEntry[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'macho-zip-'))
  const file = path.join(dir, 'App.ipa')
  writeFileSync(file, buildZip(entries))
  const handle = await openFileSource(file)
  const reader = new CountingReader(handle)
  const zip = await openZip(reader)
  const layout = new EntryLayout()
  const found: yauzl.Entry[] = []
  for await (const entry of zip.eachEntry()) {
    entry.fileName = entryName(entry)
    layout.add(entry)
    found.push(entry)
  }
  layout.checkAll()
  return {
    reader,
    stream: (entry: yauzl.Entry, budget = new ReadBudget()) =>
      streamEntry(zip, reader, entry, budget, layout),
    entry: found[0] as yauzl.Entry,
    close: async () => {
      zip.close()
      await handle.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

const NAME = 'Payload/App.app/App'

describe('streamEntry', () => {
  test.each([
    ['deflated', true],
    ['stored', false]
  ])(
    'gives a %s entry’s bytes as they are, reading its compressed bytes once',
    async (_, deflate) => {
      const archive = await openArchive([fileEntry(NAME, app, deflate)])
      try {
        const before = archive.reader.bytesRead
        const bytes = Buffer.concat(await (await archive.stream(archive.entry)).toArray())
        expect(bytes.equals(app)).toBe(true)
        // The data once, and the window that the local header was read in (zip-reader.ts).
        const read = archive.reader.bytesRead - before
        expect(read).toBeGreaterThanOrEqual(archive.entry.compressedSize)
        expect(read).toBeLessThanOrEqual(archive.entry.compressedSize + 64 * 1024)
      } finally {
        await archive.close()
      }
    }
  )

  test.each<[string, (entry: RawEntry) => RawEntry, string]>([
    [
      'a CRC that lies',
      e => ({ ...e, crc: (e.crc + 1) >>> 0 }),
      'the entry fails its CRC-32 check'
    ],
    [
      'a size under the content',
      e => ({ ...e, size: e.size - 1 }),
      `the entry inflates to more than the ${app.length - 1} bytes the zip says`
    ],
    [
      'a size over the content',
      e => ({ ...e, size: e.size + 1 }),
      `the entry holds ${app.length} bytes where the zip says ${app.length + 1}`
    ]
  ])('fails the stream of an entry with %s', async (_, lie, message) => {
    const archive = await openArchive([lie(fileEntry(NAME, app))])
    try {
      await expect((await archive.stream(archive.entry)).toArray()).rejects.toThrow(message)
    } finally {
      await archive.close()
    }
  })

  test('counts executables apart from the plists: their own limits apply, not entryBytes', async () => {
    const archive = await openArchive([fileEntry(NAME, app)])
    try {
      const plistsOnly = new ReadBudget({ entryBytes: 1024, totalBytes: 1024 })
      const result = await readMachO(
        await archive.stream(archive.entry, plistsOnly),
        app.length,
        plistsOnly
      )
      expect(result.kind).toBe('macho')
      for (const [limits, limit] of [
        // A deadline already past: the inspection's time is checked as the entry streams.
        [{ seconds: -1 }, 'seconds'],
        [{ executableBytes: app.length - 1 }, 'executableBytes']
      ] as const) {
        await expect(archive.stream(archive.entry, new ReadBudget(limits))).rejects.toThrow(
          expect.objectContaining({ limit })
        )
      }
    } finally {
      await archive.close()
    }
  })

  test('stops reading the file when the stream is destroyed', async () => {
    const big = Buffer.concat([app, Buffer.alloc(16 * 1024 * 1024)])
    const archive = await openArchive([fileEntry(NAME, big, false)])
    try {
      const stream = await archive.stream(archive.entry)
      const result = await readMachO(stream, big.length, new ReadBudget())
      expect(result.kind).toBe('macho')
      await new Promise(resolve => setImmediate(resolve))
      // The fixture's own bytes and a chunk or two read ahead, not the 16 MiB after them.
      expect(archive.reader.bytesRead).toBeLessThan(4 * 1024 * 1024)
    } finally {
      await archive.close()
    }
  })
})

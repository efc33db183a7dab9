import { describe, expect, test } from '@jest/globals'
import { Readable } from 'node:stream'
import {
  bindImports,
  chainedFixupImports,
  cStringAt,
  symbolTableImports
} from '../src/ipa/macho/imports.js'
import { ForwardReader } from '../src/ipa/macho/forward-reader.js'
import { readLoadCommands } from '../src/ipa/macho/load-commands.js'
import { MalformedMachO } from '../src/ipa/macho/malformed.js'
import { archName, fileTypeName, formatVersion, platformName } from '../src/ipa/macho/names.js'
import { pickStrings } from '../src/ipa/macho/string-table.js'
import type { LinkedDylib, MachOSlice } from '../src/ipa/macho/types.js'
import {
  APP_IMPORTS,
  APP_SEGMENTS,
  command,
  IOS_17,
  LC,
  machoFixture,
  patched,
  readMachOBuffer,
  slicesOf
} from './support/macho-files.js'

describe('names of CPU types, platforms and versions', () => {
  test.each([
    [0x0100000c, 0, 'arm64'],
    [0x0100000c, 2, 'arm64e'],
    [0x0100000c, 0x80000002, 'arm64e'],
    [0x0200000c, 1, 'arm64_32'],
    [12, 9, 'armv7'],
    [12, 11, 'armv7s'],
    [12, 12, 'armv7k'],
    [12, 99, 'arm'],
    [0x01000007, 3, 'x86_64'],
    [0x01000007, 8, 'x86_64h'],
    [7, 3, 'i386'],
    [18, 0, 'ppc'],
    [0x01000012, 0, 'ppc64'],
    [0xdeadbeef, 0, 'cpu 0xdeadbeef']
  ])('CPU type %s, subtype %s is %s', (type, subtype, name) => {
    expect(archName(type, subtype)).toBe(name)
  })

  test.each([
    [1, 'macos'],
    [2, 'ios'],
    [3, 'tvos'],
    [4, 'watchos'],
    [5, 'bridgeos'],
    [6, 'mac-catalyst'],
    [7, 'ios-simulator'],
    [8, 'tvos-simulator'],
    [9, 'watchos-simulator'],
    [10, 'driverkit'],
    [11, 'visionos'],
    [12, 'visionos-simulator'],
    [0, 'platform 0'],
    [4294967295, 'platform 4294967295']
  ])('platform %s is %s', (platform, name) => {
    expect(platformName(platform)).toBe(name)
  })

  test.each([
    [0x00110000, '17.0'],
    [0x001a0000, '26.0'],
    [0x00100401, '16.4.1'],
    [0x000c0200, '12.2'],
    [0xffffffff, '65535.255.255']
  ])('version 0x%s reads %s', (encoded, text) => {
    expect(formatVersion(encoded)).toBe(text)
  })
})

// What `llvm-objdump-16 --macho --private-headers` and `llvm-nm-16 -u` say of each fixture.
describe('the fixtures, as llvm-objdump reads them', () => {
  test.each<[string, Partial<MachOSlice>[]]>([
    ['App', [{ arch: 'arm64', ...IOS_17, segments: APP_SEGMENTS, imports: APP_IMPORTS }]],
    [
      'App-dyldinfo',
      [
        {
          arch: 'arm64',
          ...IOS_17,
          segments: APP_SEGMENTS,
          imports: [...APP_IMPORTS, 'dyld_stub_binder']
        }
      ]
    ],
    ['App-encrypted', [{ ...IOS_17, encrypted: true, imports: APP_IMPORTS }]],
    [
      'App-bitcode',
      [
        {
          ...IOS_17,
          segments: ['__PAGEZERO', '__TEXT', '__DATA_CONST', '__DATA', '__LLVM', '__LINKEDIT']
        }
      ]
    ],
    ['App-sim', [{ arch: 'arm64', platform: 'ios-simulator', minOs: '17.0', sdk: '27.0' }]],
    [
      'App-macos',
      [{ arch: 'arm64', platform: 'macos', minOs: '14.0', sdk: '27.0', encrypted: false }]
    ],
    ['App-oldsdk', [{ ...IOS_17, sdk: '17.0', imports: APP_IMPORTS }]],
    ['App-minos18', [{ ...IOS_17, minOs: '18.0', imports: APP_IMPORTS }]],
    ['Plain', [{ arch: 'arm64', ...IOS_17, imports: ['_printf'] }]],
    [
      'Watch-arm64_32',
      [
        {
          arch: 'arm64_32',
          platform: 'watchos',
          minOs: '9.0',
          sdk: '27.0',
          encrypted: false,
          segments: ['__PAGEZERO', '__TEXT', '__DATA_CONST', '__DATA', '__LINKEDIT'],
          imports: ['_printf', 'dyld_stub_binder']
        }
      ]
    ],
    [
      'Watch',
      [
        { arch: 'arm64_32', platform: 'watchos', minOs: '9.0', sdk: '27.0' },
        { arch: 'arm64', platform: 'watchos', minOs: '26.0', sdk: '27.0', imports: ['_printf'] }
      ]
    ],
    [
      'Kit',
      [
        {
          arch: 'arm64',
          ...IOS_17,
          segments: ['__TEXT', '__DATA_CONST', '__LINKEDIT'],
          imports: ['_stat']
        }
      ]
    ],
    [
      'Kit-fat-sim',
      [
        // In file order: llvm-lipo put the simulator slice first.
        {
          arch: 'x86_64',
          platform: 'ios-simulator',
          minOs: '17.0',
          sdk: '27.0',
          segments: ['__TEXT', '__DATA_CONST', '__DATA', '__LINKEDIT'],
          imports: ['_stat', 'dyld_stub_binder']
        },
        { arch: 'arm64', ...IOS_17, imports: ['_stat'] }
      ]
    ]
  ])('%s', async (name, expected) => {
    const slices = await slicesOf(machoFixture(name))
    expect(slices.map(slice => ({ ...slice, imports: [...slice.imports].sort() }))).toEqual(
      expected.map(slice => expect.objectContaining(slice))
    )
  })

  test('each import once, however many places name it', async () => {
    // App-dyldinfo names its imports twice: as undefined symbols and in its bind opcodes.
    const [slice] = await slicesOf(machoFixture('App-dyldinfo'))
    expect(new Set(slice?.imports).size).toBe(slice?.imports.length)
  })
})

// What llvm-objdump --private-headers says of each fixture's filetype.
describe('what each file is: its filetype, or an ar archive', () => {
  test.each([
    ['App', ['MH_EXECUTE']],
    ['Watch', ['MH_EXECUTE', 'MH_EXECUTE']],
    ['Kit', ['MH_DYLIB']],
    ['Kit-fat-sim', ['MH_DYLIB', 'MH_DYLIB']],
    ['libKit.dylib', ['MH_DYLIB']],
    ['Plain-dylib', ['MH_DYLIB']],
    ['Watch-dylib', ['MH_DYLIB', 'MH_DYLIB']],
    ['Kit-object', ['MH_OBJECT']],
    ['Kit-dSYM', ['MH_DSYM']]
  ])('%s: %j', async (name, types) => {
    expect((await slicesOf(machoFixture(name))).map(slice => slice.fileType)).toEqual(types)
  })

  test.each(['Kit-static', 'Kit-static-fat'])(
    '%s is a static library, thin or fat, not a damaged Mach-O',
    async name => {
      expect(await readMachOBuffer(machoFixture(name))).toEqual({ kind: 'static-library' })
    }
  )

  test.each([
    [0x2, 'MH_EXECUTE'],
    [0x6, 'MH_DYLIB'],
    [0x8, 'MH_BUNDLE'],
    [0xa, 'MH_DSYM'],
    [0xc, 'MH_FILESET'],
    [99, 'filetype 99']
  ])('filetype %s is %s', (type, name) => {
    expect(fileTypeName(type)).toBe(name)
  })
})

/** The bytes a slice's load commands point at, read the simple way from the whole file. */
function symbolData(file: Buffer) {
  const is64 = file.readUInt32LE(0) === 0xfeedfacf
  const headerBytes = is64 ? 32 : 28
  const slice: MachOSlice = { arch: '', encrypted: false, segments: [], imports: [], selectors: [] }
  const data = readLoadCommands(
    file.subarray(headerBytes, headerBytes + file.readUInt32LE(20)),
    file.readUInt32LE(16),
    { cpuType: file.readUInt32LE(4), is64 },
    slice
  )
  const bytes = (range?: { offset: number; size: number }): Buffer =>
    range ? file.subarray(range.offset, range.offset + range.size) : Buffer.alloc(0)
  return { data, bytes }
}

describe('each source of imports alone', () => {
  function collect(run: (add: (name: string) => void) => void): string[] {
    const names: string[] = []
    run(name => names.push(name))
    return names
  }

  test('the chained fixups name what llvm-objdump --chained-fixups lists', () => {
    const { data, bytes } = symbolData(machoFixture('App'))
    const declared: number[] = []
    const names = collect(add =>
      chainedFixupImports(bytes(data.chainedFixups), add, count => declared.push(count))
    )
    expect(declared).toEqual([6])
    expect(names.sort()).toEqual(APP_IMPORTS)
  })

  test('the bind and lazy bind opcodes name what llvm-objdump --bind --lazy-bind lists', () => {
    const { data, bytes } = symbolData(machoFixture('App-dyldinfo'))
    const names = collect(add => {
      for (const range of data.binds) bindImports(bytes(range), range.what, add)
    })
    expect(names.sort()).toEqual([...APP_IMPORTS, 'dyld_stub_binder'])
  })

  test.each([
    ['App', 16, APP_IMPORTS],
    ['Watch-arm64_32', 12, ['_printf', 'dyld_stub_binder']]
  ])(
    'the undefined symbols of %s (%s-byte entries) name what llvm-nm -u lists',
    (name, size, imports) => {
      const { data, bytes } = symbolData(machoFixture(name))
      const names = collect(add =>
        symbolTableImports(
          bytes(data.symbols),
          size,
          (offset, what) => cStringAt(bytes(data.strings), offset, what),
          add
        )
      )
      expect(names.sort()).toEqual(imports)
    }
  )

  test('without undefined symbols, the chained fixups or bind opcodes still name the imports', async () => {
    for (const name of ['App', 'App-dyldinfo']) {
      const file = machoFixture(name)
      const dysymtab = command(file, LC.DYSYMTAB)
      const [slice] = await slicesOf(patched(file, copy => copy.writeUInt32LE(0, dysymtab.at + 28)))
      expect(slice?.imports).toEqual(expect.arrayContaining(APP_IMPORTS))
    }
  })

  test.each<[string, number[], string]>([
    ['an unknown opcode', [0xe0], 'bind opcodes hold an unknown opcode 0xe0 at byte 0'],
    ['a number cut short', [0x70, 0x80, 0x80], 'bind opcodes end inside a number'],
    ['a name without its end', [0x40, 0x5f, 0x61], 'has no end within 3 bytes']
  ])('bind opcodes with %s are malformed', (_, bytes, detail) => {
    let thrown: unknown
    try {
      bindImports(Buffer.from(bytes), 'bind opcodes', () => {})
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(MalformedMachO)
    expect((thrown as MalformedMachO).detail).toContain(detail)
  })

  test('a weak bind of the image’s own definition is not an import', () => {
    // SET_SYMBOL_TRAILING_FLAGS_IMM with BIND_SYMBOL_FLAGS_NON_WEAK_DEFINITION, then an import.
    const stream = Buffer.from([
      0x48,
      ...Buffer.from('_own\0'),
      0x40,
      ...Buffer.from('_theirs\0'),
      0x90,
      0x00
    ])
    expect(collect(add => bindImports(stream, 'weak bind opcodes', add))).toEqual(['_theirs'])
  })
})

describe('the string table as it passes: only the names wanted are kept', () => {
  const table = Buffer.from('\0_foo\0_barbaz\0_stat\0', 'latin1')
  /** The table at byte 100 of a stream of `chunk`-byte pieces, the offsets picked from it. */
  async function picked(offsets: number[], chunk = 3, kept: number[] = []) {
    const file = Buffer.concat([Buffer.alloc(100, 0x41), table, Buffer.alloc(50, 0x42)])
    const pieces = Array.from({ length: Math.ceil(file.length / chunk) }, (_, i) =>
      file.subarray(i * chunk, (i + 1) * chunk)
    )
    const reader = new ForwardReader(Readable.from(pieces, { objectMode: false }))
    const names = await pickStrings(
      reader,
      { start: 100, end: 100 + table.length },
      Uint32Array.from(offsets),
      bytes => kept.push(bytes)
    )
    return { names: Object.fromEntries(names), position: reader.position }
  }

  test.each<[string, number[], number, Record<number, string>, number]>([
    ['names across pieces', [1, 6, 14], 3, { 1: '_foo', 6: '_barbaz', 14: '_stat' }, 120],
    [
      'a suffix the linker shares, and a name within one piece',
      [6, 10],
      64,
      { 6: '_barbaz', 10: 'baz' },
      114
    ],
    ['the empty name at a NUL', [0, 5], 2, { 0: '', 5: '' }, 106]
  ])('%s', async (_, offsets, chunk, names, position) => {
    const result = await picked(offsets, chunk)
    expect(result.names).toEqual(names)
    // The stream goes on just after the last name's NUL: what was read past it is given back.
    expect(result.position).toBe(position)
  })

  test('counts only what it keeps, against the budget', async () => {
    const kept: number[] = []
    await picked([14], 4, kept)
    expect(kept.reduce((a, b) => a + b, 0)).toBe('_stat'.length)
  })

  test.each([
    ['a name past the table', [40], /a symbol's name at byte 40 has no end within 20 bytes/],
    ['a name that runs to the end of the table without its NUL', [20], /has no end/]
  ])('%s is damaged', async (_, offsets, message) => {
    const cut = table.subarray(0, table.length - 1) // the last NUL gone
    const reader = new ForwardReader(Readable.from([Buffer.alloc(10), cut, Buffer.from('xyz')]))
    await expect(
      pickStrings(
        reader,
        { start: 10, end: 10 + cut.length + 1 },
        Uint32Array.from(offsets),
        () => {}
      )
    ).rejects.toThrow(
      expect.objectContaining({ name: 'MalformedMachO', message: expect.stringMatching(message) })
    )
  })

  test('a string table before its symbols, not as linkers write it: held whole, the imports found', async () => {
    // The App fixture's symbols copied to the end of the file, after its string table.
    const app = machoFixture('App')
    const symtab = command(app, LC.SYMTAB)
    const [symoff, nsyms] = [app.readUInt32LE(symtab.at + 8), app.readUInt32LE(symtab.at + 12)]
    const moved = Buffer.concat([app, app.subarray(symoff, symoff + nsyms * 16)])
    moved.writeUInt32LE(app.length, symtab.at + 8)
    expect(moved.readUInt32LE(symtab.at + 16)).toBeLessThan(app.length)
    const [slice] = await slicesOf(moved)
    expect(slice?.imports.sort()).toEqual(APP_IMPORTS)
  })
})

// What `llvm-objdump-16 --macho --private-headers` lists of each fixture's LC_LOAD_DYLIB,
// LC_LOAD_WEAK_DYLIB, LC_RPATH and LC_ID_DYLIB, and its header's CPU subtype.
describe('what each slice links, and its own install name', () => {
  const load = (name: string): LinkedDylib => ({ name, command: 'LC_LOAD_DYLIB', weak: false })
  test.each<[string, Record<string, unknown>]>([
    [
      'App-links',
      {
        dylibs: [
          load('@rpath/Kit.framework/Kit'),
          load('/usr/lib/libSystem.B.dylib'),
          load('@rpath/libswiftCore.dylib'),
          { name: '@rpath/Weak.framework/Weak', command: 'LC_LOAD_WEAK_DYLIB', weak: true }
        ],
        rpaths: ['/usr/lib/swift', '@executable_path/Frameworks']
      }
    ],
    ['libswiftCore.dylib', { installName: '@rpath/libswiftCore.dylib' }],
    ['Kit', { installName: '@rpath/Kit.framework/Kit' }],
    ['App-arm64e', { arch: 'arm64e', platform: 'ios', minOs: '17.4', sdk: '27.0' }],
    ['App-arm64e-oldsdk', { arch: 'arm64e', minOs: '17.4', sdk: '18.5' }],
    ['App-webview', { imports: expect.arrayContaining(['_OBJC_CLASS_$_UIWebView']) }]
  ])('%s', async (name, expected) => {
    const slices = await slicesOf(machoFixture(name))
    expect(slices).toEqual([expect.objectContaining(expected)])
  })

  test.each([
    ['App', ['dylibs', 'rpaths', 'installName']],
    ['Kit', ['dylibs', 'rpaths']],
    ['App-links', ['installName']]
  ])('%s links nothing it does not name: no %j', async (name, absent) => {
    const [slice] = await slicesOf(machoFixture(name))
    for (const key of absent) expect(slice).not.toHaveProperty(key)
  })

  test('App-links carries an ad-hoc code signature (LC_CODE_SIGNATURE), read past like the rest', () => {
    expect(() => command(machoFixture('App-links'), LC.CODE_SIGNATURE)).not.toThrow()
  })

  test.each([
    ['LC_REEXPORT_DYLIB', 0x8000_001f, false],
    ['LC_LAZY_LOAD_DYLIB', 0x20, false],
    ['LC_LOAD_UPWARD_DYLIB', 0x8000_0023, false],
    ['LC_LOAD_WEAK_DYLIB', 0x8000_0018, true]
  ])('App-links with its first LC_LOAD_DYLIB made %s (%d): weak %s', async (name, cmd, weak) => {
    const links = machoFixture('App-links')
    const file = patched(links, c => c.writeUInt32LE(cmd, command(links, 0xc).at))
    const [slice] = await slicesOf(file)
    expect(slice?.dylibs?.[0]).toEqual({ name: '@rpath/Kit.framework/Kit', command: name, weak })
  })
})

import { describe, expect, test } from '@jest/globals'
import { ReadBudget, ReadLimitError, type ReadLimits } from '../src/ipa/limits.js'
import { readMachO } from '../src/ipa/macho/read.js'
import {
  APP_SEGMENTS,
  command,
  exportingMachO,
  IOS_17,
  LC,
  type LoadCommand,
  loadCommands,
  machoFixture,
  paddedStream,
  padLinkEdit,
  patched,
  readMachOBuffer as read
} from './support/macho-files.js'

/** What a hostile file gives: its kind and detail, or the limit it went past. */
/**
 * A hostile file read with no limit costs minutes; stopped at its limit, well under a second. This
 * bound only tells the two apart, also on a loaded 2-core machine with three test workers: how fast
 * the reader is, is measured by `npm run bench`, not here.
 */
const RUNAWAY_MS = 5_000

async function outcome(
  file: Buffer,
  limits: Partial<ReadLimits> = {},
  size = file.length
): Promise<{ kind: string; detail?: string; limit?: string; ms: number }> {
  const started = performance.now()
  try {
    const result = await read(file, limits, size)
    const ms = performance.now() - started
    if (result.kind === 'malformed') return { kind: result.kind, detail: result.detail, ms }
    if (result.kind === 'not-macho') return { kind: result.kind, detail: result.magic, ms }
    return { kind: result.kind, ms }
  } catch (error) {
    if (!(error instanceof ReadLimitError)) throw error
    return {
      kind: 'limit',
      limit: error.limit,
      detail: error.message,
      ms: performance.now() - started
    }
  }
}

const app = machoFixture('App')
const fat = machoFixture('Kit-fat-sim')
/** The fat header's entries (fat_arch, 20 bytes each from byte 8): their offsets and sizes. */
const FAT_OFFSET = (i: number): number => 8 + i * 20 + 8
const FAT_SIZE = (i: number): number => 8 + i * 20 + 12
const symtab = command(app, LC.SYMTAB)
const dysymtab = command(app, LC.DYSYMTAB)
const chained = command(app, LC.DYLD_CHAINED_FIXUPS)
const chainedAt = app.readUInt32LE(chained.at + 8)
const third = loadCommands(app)[2] as LoadCommand
const thirdLeft = app.readUInt32LE(20) - (third.at - 32)
/** Bytes of no pattern, the same on every run. */
const noise = Buffer.from(
  Array.from({ length: 70_000 }, (_, i) => Math.imul(i + 7, 2654435761) >>> 24)
)

describe('hostile Mach-O files', () => {
  test.each<
    [string, Buffer, Partial<ReadLimits>, { kind: string; detail?: string; limit?: string }]
  >([
    [
      'a load command that says it is 4 GiB',
      patched(app, c => c.writeUInt32LE(0xffffffff, third.at + 4)),
      {},
      {
        kind: 'malformed',
        detail: `load command 3 says 4294967295 bytes where ${thirdLeft} are left`
      }
    ],
    [
      'a load command of 0 bytes',
      patched(app, c => c.writeUInt32LE(0, symtab.at + 4)),
      {},
      { kind: 'malformed', detail: `load command ${symtab.index} says 0 bytes where` }
    ],
    [
      'LC_SYMTAB shorter than its fields',
      patched(app, c => c.writeUInt32LE(16, symtab.at + 4)),
      {},
      { kind: 'malformed', detail: `load command ${symtab.index} takes 16 bytes where it needs 24` }
    ],
    [
      'more load commands than there are commands in their bytes',
      patched(app, c => c.writeUInt32LE(loadCommands(app).length + 1, 16)),
      {},
      {
        kind: 'malformed',
        detail: `the load commands end after ${loadCommands(app).length} of the ${loadCommands(app).length + 1} they claim`
      }
    ],
    [
      'more load commands than their bytes can hold, 8 bytes each: damaged, not a limit',
      patched(app, c => c.writeUInt32LE(500, 16)),
      {},
      {
        kind: 'malformed',
        detail: `slice 1 claims 500 load commands in ${app.readUInt32LE(20).toLocaleString('en-US')} bytes`
      }
    ],
    [
      '800 million load commands: damaged, not a limit',
      patched(app, c => c.writeUInt32LE(800_000_000, 16)),
      {},
      { kind: 'malformed', detail: 'slice 1 claims 800,000,000 load commands in' }
    ],
    [
      'load commands of 4 GiB',
      patched(app, c => c.writeUInt32LE(0xfffffff0, 20)),
      {},
      { kind: 'limit', limit: 'machoLoadCommandBytes', detail: 'a slice says they take 4.0 GiB' }
    ],
    [
      'load commands larger than the file',
      patched(app, c => c.writeUInt32LE(app.length, 20)),
      {},
      { kind: 'malformed', detail: `take ${app.length.toLocaleString('en-US')} bytes where it has` }
    ],
    [
      'symbols in the millions',
      patched(app, c => {
        c.writeUInt32LE(50_000_000, symtab.at + 12)
        c.writeUInt32LE(49_000_000, dysymtab.at + 28)
      }),
      {},
      { kind: 'malformed', detail: "LC_SYMTAB's symbols run to byte" }
    ],
    [
      'undefined symbols beyond the symbol table',
      patched(app, c => c.writeUInt32LE(1_000_000, dysymtab.at + 28)),
      {},
      { kind: 'malformed', detail: "LC_DYSYMTAB's undefined symbols run to" }
    ],
    [
      'strings past the end of the file',
      patched(app, c => c.writeUInt32LE(app.length + 100, symtab.at + 16)),
      {},
      { kind: 'malformed', detail: "LC_SYMTAB's strings run to byte" }
    ],
    [
      'strings that go back into the load commands',
      patched(app, c => c.writeUInt32LE(40, symtab.at + 16)),
      {},
      {
        kind: 'malformed',
        detail: "LC_SYMTAB's strings start at byte 40 of slice 1, within its load commands"
      }
    ],
    [
      'a symbol naming a string past the string table',
      patched(app, c => {
        const first = c.readUInt32LE(symtab.at + 8) + c.readUInt32LE(dysymtab.at + 24) * 16
        c.writeUInt32LE(0x7fffffff, first)
      }),
      {},
      { kind: 'malformed', detail: "a symbol's name at byte 2147483647 has no end" }
    ],
    [
      'chained imports in the millions',
      patched(app, c => c.writeUInt32LE(5_000_000, chainedAt + 16)),
      {},
      { kind: 'limit', limit: 'machoImports', detail: 'it imports 5,000,006 or more' }
    ],
    [
      'chained imports past their data',
      patched(app, c => c.writeUInt32LE(5_000, chainedAt + 16)),
      {},
      { kind: 'malformed', detail: "the chained fixups' 5000 imports run to byte" }
    ],
    [
      'symbol data over its limit',
      app,
      { machoLinkEditBytes: 256 },
      {
        kind: 'limit',
        limit: 'machoLinkEditBytes',
        detail: 'MiB of symbol data in one executable: it would keep'
      }
    ],
    [
      'more imports than the limit',
      app,
      { machoImports: 5 },
      { kind: 'limit', limit: 'machoImports', detail: 'it imports 6 or more' }
    ],
    [
      'fat slices pointing into each other',
      patched(fat, c => c.writeUInt32BE(c.readUInt32BE(FAT_OFFSET(1)), FAT_OFFSET(0))),
      {},
      { kind: 'malformed', detail: 'overlaps slice' }
    ],
    [
      'a fat slice pointing into the fat header',
      patched(fat, c => c.writeUInt32BE(16, FAT_OFFSET(1))),
      {},
      { kind: 'malformed', detail: 'at byte 16 overlaps the fat header' }
    ],
    [
      'a fat slice past the end of the file',
      patched(fat, c => c.writeUInt32BE(fat.length, FAT_SIZE(1))),
      {},
      { kind: 'malformed', detail: `slice 2 runs to byte` }
    ],
    [
      'a fat header listing thousands of slices',
      patched(fat, c => c.writeUInt32BE(5_000, 4)),
      {},
      { kind: 'limit', limit: 'machoSlices', detail: 'its fat header lists 5,000' }
    ],
    [
      'a fat header listing none',
      patched(fat, c => c.writeUInt32BE(0, 4)),
      {},
      { kind: 'malformed', detail: 'the fat header lists no architectures' }
    ],
    [
      'a fat header naming another CPU than its slice',
      patched(fat, c => c.writeUInt32BE(0x0100000c, 8)),
      {},
      { kind: 'malformed', detail: 'is arm64 in the fat header and x86_64 in its own' }
    ],
    ['a truncated file', app.subarray(0, 20_000), {}, { kind: 'malformed', detail: 'LC_SYMTAB' }],
    [
      'a file of 6 bytes',
      app.subarray(0, 6),
      {},
      { kind: 'malformed', detail: 'ends within its header' }
    ],
    ['an empty file', Buffer.alloc(0), {}, { kind: 'not-macho', detail: '' }],
    [
      'a script',
      Buffer.from('#!/bin/sh\necho hello\n'),
      {},
      { kind: 'not-macho', detail: '23212f62' }
    ],
    ['random bytes', noise, {}, { kind: 'not-macho', detail: noise.subarray(0, 4).toString('hex') }]
  ])('%s', async (_, file, limits, expected) => {
    const { ms, ...result } = await outcome(file, limits)
    expect(result).toEqual({
      ...expected,
      detail: expect.stringContaining(expected.detail ?? '')
    })
    expect(ms).toBeLessThan(RUNAWAY_MS)
  })

  test('millions of symbols that the file has room for stop at the limit before any is read', async () => {
    // 96 MiB of padding before __LINKEDIT, and LC_SYMTAB pointing 6 million symbols into it.
    const padded = padLinkEdit(app, 96 * 1024 * 1024)
    const head = patched(padded.head, c => {
      c.writeUInt32LE(padded.head.length, symtab.at + 8)
      c.writeUInt32LE(6_000_000, symtab.at + 12)
      c.writeUInt32LE(0, dysymtab.at + 24)
      c.writeUInt32LE(6_000_000, dysymtab.at + 28)
    })
    const stream = paddedStream({ ...padded, head })
    const started = performance.now()
    await expect(readMachO(stream, padded.size, new ReadBudget())).rejects.toThrow(
      expect.objectContaining({ limit: 'machoLinkEditBytes' })
    )
    expect(performance.now() - started).toBeLessThan(RUNAWAY_MS)
  })

  test('300,000 undefined symbols, each with a name of its own: the imports limit, before any name is kept', async () => {
    const sdk = exportingMachO(machoFixture('Kit'), { exports: 300_000, nameBytes: 24 })
    const [symbols, dynamic] = [command(sdk, LC.SYMTAB), command(sdk, LC.DYSYMTAB)]
    const [symoff, nsyms] = [sdk.readUInt32LE(symbols.at + 8), sdk.readUInt32LE(symbols.at + 12)]
    for (let i = 0; i < nsyms; i++) {
      sdk[symoff + i * 16 + 4] = 0x01 // N_UNDF | N_EXT
      sdk[symoff + i * 16 + 5] = 0
      sdk.writeBigUInt64LE(0n, symoff + i * 16 + 8)
    }
    for (const [field, value] of [
      [8, 0],
      [12, 0],
      [16, 0],
      [20, 0],
      [24, 0],
      [28, nsyms]
    ])
      sdk.writeUInt32LE(value as number, dynamic.at + (field as number))
    const { ms, ...result } = await outcome(sdk)
    expect(result).toEqual({
      kind: 'limit',
      limit: 'machoImports',
      detail: expect.stringContaining('it imports 300,002 or more')
    })
    expect(ms).toBeLessThan(RUNAWAY_MS)
  })

  test('a stream shorter than the size it was given', async () => {
    const { ms, ...result } = await outcome(app.subarray(0, 20_000), {}, app.length)
    expect(result).toEqual({
      kind: 'malformed',
      detail: expect.stringMatching(
        /^the file ends at byte 20,000, before the symbol data of slice 1/
      )
    })
    expect(ms).toBeLessThan(RUNAWAY_MS)
  })

  test('a big-endian (PowerPC) file is named by its architecture', async () => {
    const header = Buffer.alloc(28)
    header.writeUInt32BE(0xfeedface, 0)
    header.writeUInt32BE(18, 4)
    expect(await read(header)).toEqual({
      kind: 'macho',
      slices: [{ arch: 'ppc', encrypted: false, segments: [], imports: [], selectors: [] }]
    })
  })

  test('what was read before the lie is kept', async () => {
    const file = patched(app, c => c.writeUInt32LE(app.length + 100, symtab.at + 16))
    const result = await read(file)
    expect(result).toEqual({
      kind: 'malformed',
      detail: expect.any(String),
      slices: [expect.objectContaining({ arch: 'arm64', ...IOS_17, segments: APP_SEGMENTS })]
    })
  })
})

describe('hostile link commands: each name lies within its command', () => {
  const links = machoFixture('App-links')
  const LC_LOAD_DYLIB = 0xc
  const LC_RPATH = 0x8000_001c
  const dylib = command(links, LC_LOAD_DYLIB)
  const rpath = command(links, LC_RPATH)
  test.each<[string, Buffer, string]>([
    [
      "a dylib's name past its command",
      patched(links, c => c.writeUInt32LE(dylib.size, dylib.at + 8)),
      `load command ${dylib.index} names a path at byte ${dylib.size} of its ${dylib.size}`
    ],
    [
      "a dylib's name 4 GiB away",
      patched(links, c => c.writeUInt32LE(0xffffffff, dylib.at + 8)),
      `load command ${dylib.index} names a path at byte 4294967295 of its ${dylib.size}`
    ],
    [
      "a dylib's name within its fixed fields",
      patched(links, c => c.writeUInt32LE(8, dylib.at + 8)),
      `load command ${dylib.index} names a path at byte 8 of its ${dylib.size}`
    ],
    [
      'LC_LOAD_DYLIB shorter than a dylib_command',
      patched(links, c => {
        // The command shrunk to 16 bytes, the rest given to a no-op command (LC_UUID's number).
        c.writeUInt32LE(16, dylib.at + 4)
        c.writeUInt32LE(0x1b, dylib.at + 16)
        c.writeUInt32LE(dylib.size - 16, dylib.at + 20)
      }),
      `load command ${dylib.index} takes 16 bytes where it needs 24`
    ],
    [
      "an rpath's path past its command",
      patched(links, c => c.writeUInt32LE(rpath.size + 100, rpath.at + 8)),
      `load command ${rpath.index} names a path at byte ${rpath.size + 100} of its ${rpath.size}`
    ]
  ])('%s: damaged, what was read before kept', async (_, file, detail) => {
    const result = await read(file)
    expect(result).toEqual({
      kind: 'malformed',
      detail,
      slices: [
        expect.objectContaining({
          arch: 'arm64',
          segments: ['__PAGEZERO', '__TEXT', '__DATA_CONST', '__LINKEDIT']
        })
      ]
    })
  })

  test('a name without its NUL ends at its command, and no byte after it is read', async () => {
    const file = patched(links, c => c.fill(0x41, dylib.at + 24, dylib.at + dylib.size))
    const result = await read(file)
    if (result.kind !== 'macho') throw new Error(`not read: ${JSON.stringify(result)}`)
    expect(result.slices[0]?.dylibs?.[0]).toEqual({
      name: 'A'.repeat(dylib.size - 24),
      command: 'LC_LOAD_DYLIB',
      weak: false
    })
  })
})

/**
 * The Mach-O fixtures of __tests__/fixtures/macho/ (made by scripts/make-macho-fixtures.sh), and
 * what the tests and the benchmark make of them: byte patches of their load commands, and a large
 * executable that streams its padding without holding it.
 */
import { readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { ReadBudget, type ReadLimits } from '../../src/ipa/limits.js'
import { readMachO } from '../../src/ipa/macho/read.js'
import type { MachORead, MachOSlice } from '../../src/ipa/macho/types.js'

export const MACHO_FIXTURES = fileURLToPath(new URL('../fixtures/macho/', import.meta.url))

export function machoFixture(name: string): Buffer {
  return readFileSync(`${MACHO_FIXTURES}${name}`)
}

export const LC = {
  SEGMENT_64: 0x19,
  SYMTAB: 0x2,
  DYSYMTAB: 0xb,
  ENCRYPTION_INFO_64: 0x2c,
  BUILD_VERSION: 0x32,
  DYLD_INFO_ONLY: 0x8000_0022,
  DYLD_EXPORTS_TRIE: 0x8000_0033,
  DYLD_CHAINED_FIXUPS: 0x8000_0034,
  FUNCTION_STARTS: 0x26,
  DATA_IN_CODE: 0x29,
  CODE_SIGNATURE: 0x1d
} as const

export interface LoadCommand {
  cmd: number
  /** Its offset in the slice (the file, for a thin one). */
  at: number
  size: number
  /** Its place among the load commands, from 1. */
  index: number
}

/** The load commands of the thin 64-bit Mach-O at `base` of `file`. */
export function loadCommands(file: Buffer, base = 0): LoadCommand[] {
  if (file.readUInt32LE(base) !== 0xfeedfacf) throw new Error('not a thin 64-bit Mach-O')
  const commands: LoadCommand[] = []
  let at = 32
  for (let i = 0; i < file.readUInt32LE(base + 16); i++) {
    const command = {
      cmd: file.readUInt32LE(base + at),
      at,
      size: file.readUInt32LE(base + at + 4),
      index: i + 1
    }
    commands.push(command)
    at += command.size
  }
  return commands
}

/** The first load command `cmd` of a thin file; throws when it has none. */
export function command(file: Buffer, cmd: number, base = 0): LoadCommand {
  const found = loadCommands(file, base).find(c => c.cmd === cmd)
  if (!found) throw new Error(`no load command 0x${cmd.toString(16)}`)
  return found
}

/** A copy of `file` with `patch` applied to it. */
export function patched(file: Buffer, patch: (copy: Buffer) => void): Buffer {
  const copy = Buffer.from(file)
  patch(copy)
  return copy
}

/** A large executable: a thin fixture with `paddingBytes` of zeros before its __LINKEDIT. */
export interface PaddedMachO {
  /** The fixture up to its __LINKEDIT, with every __LINKEDIT offset moved past the padding. */
  head: Buffer
  paddingBytes: number
  /** The fixture's __LINKEDIT: its symbols, strings and fixups, now at the end of the file. */
  tail: Buffer
  size: number
}

/** Offsets into __LINKEDIT of each load command that has them (the others have none). */
const LINKEDIT_OFFSETS: Record<number, number[]> = {
  [LC.SYMTAB]: [8, 16],
  [LC.DYSYMTAB]: [32, 40, 48, 56, 64, 72],
  [LC.DYLD_INFO_ONLY]: [8, 16, 24, 32, 40],
  [LC.DYLD_CHAINED_FIXUPS]: [8],
  [LC.DYLD_EXPORTS_TRIE]: [8],
  [LC.FUNCTION_STARTS]: [8],
  [LC.DATA_IN_CODE]: [8],
  [LC.CODE_SIGNATURE]: [8]
}

/**
 * Moves a thin fixture's __LINKEDIT `paddingBytes` further into the file (a multiple of 16 KiB
 * keeps its page alignment): the segment's file offset and every offset into it (symbols, strings,
 * fixups, exports, function starts) move with it, so the result is a valid Mach-O whose imports lie
 * at its end, as in a large app. llvm-objdump and llvm-nm read it as they read the fixture.
 */
export function padLinkEdit(file: Buffer, paddingBytes: number): PaddedMachO {
  const commands = loadCommands(file)
  const linkEdit = commands.find(
    c => c.cmd === LC.SEGMENT_64 && file.toString('latin1', c.at + 8, c.at + 18) === '__LINKEDIT'
  )
  if (!linkEdit) throw new Error('no __LINKEDIT segment')
  const start = Number(file.readBigUInt64LE(linkEdit.at + 40))
  const head = Buffer.from(file.subarray(0, start))
  head.writeBigUInt64LE(BigInt(start + paddingBytes), linkEdit.at + 40)
  for (const c of commands) {
    for (const field of LINKEDIT_OFFSETS[c.cmd] ?? []) {
      const value = head.readUInt32LE(c.at + field)
      if (value >= start) head.writeUInt32LE(value + paddingBytes, c.at + field)
    }
  }
  const tail = Buffer.from(file.subarray(start))
  return { head, paddingBytes, tail, size: head.length + paddingBytes + tail.length }
}

/**
 * The padded executable's bytes as a stream, the padding one shared chunk at a time: `fill`
 * repeated (zeros by default), so that making it holds no more than one chunk.
 */
export function paddedStream(
  { head, paddingBytes, tail }: PaddedMachO,
  fill: Buffer = Buffer.alloc(1024 * 1024)
): Readable {
  return Readable.from(
    (function* () {
      yield head
      for (let left = paddingBytes; left > 0; left -= fill.length)
        yield left >= fill.length ? fill : fill.subarray(0, left)
      yield tail
    })(),
    { objectMode: false, highWaterMark: fill.length }
  )
}

/** Reads `file` as a stream of small chunks, as an inflated zip entry comes. */
export function readMachOBuffer(
  file: Buffer,
  limits: Partial<ReadLimits> = {},
  size = file.length,
  selectors?: ReadonlySet<string>
): Promise<MachORead> {
  const chunks = Array.from({ length: Math.ceil(file.length / 4096) }, (_, i) =>
    file.subarray(i * 4096, (i + 1) * 4096)
  )
  const stream = Readable.from(chunks, { objectMode: false })
  return readMachO(stream, size, new ReadBudget(limits), selectors)
}

export async function slicesOf(file: Buffer): Promise<MachOSlice[]> {
  const result = await readMachOBuffer(file)
  if (result.kind !== 'macho') throw new Error(`not read: ${JSON.stringify(result)}`)
  return result.slices
}

/** What `App` and its variants hold, as llvm-nm -u and llvm-objdump --private-headers read them. */
export const APP_IMPORTS = [
  '_OBJC_CLASS_$_AVCaptureDevice',
  '_OBJC_CLASS_$_CLLocationManager',
  '_OBJC_CLASS_$_NSUserDefaults',
  '_mach_absolute_time',
  '_objc_msgSend',
  '_stat'
]
export const APP_SEGMENTS = ['__PAGEZERO', '__TEXT', '__DATA_CONST', '__DATA', '__LINKEDIT']
export const IOS_17 = { platform: 'ios', minOs: '17.0', sdk: '27.0', encrypted: false }

/** How a large SDK's framework is made of a fixture (`exportingMachO`). */
export interface ExportsSpec {
  /** Defined external symbols added, as a vendor SDK exports 180,000-280,000. */
  exports: number
  /** Bytes of each added name, as long as Swift's mangled names run. */
  nameBytes: number
  /** Bytes of `fill` (zeros by default) before its __LINKEDIT, as its code takes. */
  paddingBytes?: number
  fill?: Buffer
}

/**
 * A large SDK's framework: a thin fixture (`Kit`) whose symbol table gains `exports` defined
 * external symbols after its own defined ones, their names appended to its string table (so that
 * the string table passes 64 MiB with 300,000 names of 240 bytes), its undefined symbols after them
 * (LC_DYSYMTAB says where); the new symbol and string tables at the end of the file, in the order a
 * linker writes them, inside a grown __LINKEDIT. Its imports are the fixture's.
 */
export function exportingMachO(file: Buffer, spec: ExportsSpec): Buffer {
  const { exports, nameBytes, paddingBytes = 0, fill = Buffer.alloc(1024 * 1024) } = spec
  const base = paddingBytes > 0 ? padded(padLinkEdit(file, paddingBytes), fill) : file
  const symtab = command(base, LC.SYMTAB)
  const dysymtab = command(base, LC.DYSYMTAB)
  const u32 = (at: number): number => base.readUInt32LE(at)
  const [symoff, nsyms, stroff, strsize] = [8, 12, 16, 20].map(f => u32(symtab.at + f)) as [
    number,
    number,
    number,
    number
  ]
  const [ilocal, nlocal, iextdef, nextdef, iundef, nundef] = [8, 12, 16, 20, 24, 28].map(f =>
    u32(dysymtab.at + f)
  ) as [number, number, number, number, number, number]
  if (
    ilocal !== 0 ||
    iextdef !== nlocal ||
    iundef !== nlocal + nextdef ||
    iundef + nundef !== nsyms
  )
    throw new Error('the fixture does not order its symbols as a linker does')
  const nlist = (index: number): Buffer =>
    base.subarray(symoff + index * 16, symoff + index * 16 + 16)

  // The strings: the fixture's table, then each new name and its NUL.
  const strings = Buffer.alloc(strsize + exports * (nameBytes + 1))
  base.copy(strings, 0, stroff, stroff + strsize)
  const template = Buffer.from(`_$s3Kit6Export${'V'.repeat(nameBytes)}`).subarray(0, nameBytes)
  // The symbols: the fixture's locals and defined ones, the new ones, then its undefined ones.
  const symbols = Buffer.alloc((nsyms + exports) * 16)
  for (let i = 0; i < iundef; i++) nlist(i).copy(symbols, i * 16)
  for (let i = 0; i < exports; i++) {
    const name = strsize + i * (nameBytes + 1)
    template.copy(strings, name)
    strings.write(String(i).padStart(8, '0'), name + 14, 'latin1')
    const entry = (iundef + i) * 16
    symbols.writeUInt32LE(name, entry)
    symbols[entry + 4] = 0x0f // N_SECT | N_EXT
    symbols[entry + 5] = 1
    symbols.writeBigUInt64LE(0x4000n + BigInt(i * 4), entry + 8)
  }
  for (let i = 0; i < nundef; i++) nlist(iundef + i).copy(symbols, (iundef + exports + i) * 16)

  const start = Math.ceil(base.length / 16) * 16
  const out = Buffer.concat([base, Buffer.alloc(start - base.length), symbols, strings])
  out.writeUInt32LE(start, symtab.at + 8)
  out.writeUInt32LE(nsyms + exports, symtab.at + 12)
  out.writeUInt32LE(start + symbols.length, symtab.at + 16)
  out.writeUInt32LE(strings.length, symtab.at + 20)
  out.writeUInt32LE(nextdef + exports, dysymtab.at + 20)
  out.writeUInt32LE(iundef + exports, dysymtab.at + 24)
  const linkEdit = loadCommands(out).find(
    c => c.cmd === LC.SEGMENT_64 && out.toString('latin1', c.at + 8, c.at + 18) === '__LINKEDIT'
  )
  if (!linkEdit) throw new Error('no __LINKEDIT segment')
  const grown = BigInt(out.length) - out.readBigUInt64LE(linkEdit.at + 40)
  out.writeBigUInt64LE(grown, linkEdit.at + 48) // filesize
  out.writeBigUInt64LE((grown + 0x3fffn) & ~0x3fffn, linkEdit.at + 32) // vmsize, in 16 KiB pages
  return out
}

/** The padded executable's bytes, whole. */
function padded({ head, paddingBytes, tail }: PaddedMachO, fill: Buffer): Buffer {
  const out = Buffer.alloc(head.length + paddingBytes + tail.length)
  head.copy(out)
  for (let at = 0; at < paddingBytes; at += fill.length)
    fill.copy(out, head.length + at, 0, Math.min(fill.length, paddingBytes - at))
  tail.copy(out, head.length + paddingBytes)
  return out
}

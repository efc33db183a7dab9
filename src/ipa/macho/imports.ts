import { MalformedMachO } from './malformed.js'

/**
 * Called with each imported name found, each time: it dedupes them, and counts every name's bytes
 * against the budget, so that a million symbols naming one long string stop there.
 */
type AddImport = (name: string) => void

const N_STAB = 0xe0
const N_TYPE = 0x0e
const N_EXT = 0x01
const N_UNDF = 0x0

/**
 * Calls `found` with the string table offset (n_strx) and the place (from 1) of each undefined
 * external symbol among nlist entries (12 bytes each in a 32-bit slice, 16 in a 64-bit one): the
 * symbols a slice imports. A common symbol (undefined with a value) is defined.
 */
export function eachUndefinedSymbol(
  symbols: Buffer,
  nlistSize: number,
  found: (nameOffset: number, place: number) => void
): void {
  for (let at = 0; at + nlistSize <= symbols.length; at += nlistSize) {
    const type = symbols[at + 4] as number
    const section = symbols[at + 5] as number
    const undefinedExternal = !(type & N_STAB) && (type & N_TYPE) === N_UNDF && type & N_EXT
    if (!undefinedExternal || section !== 0) continue
    const value = nlistSize === 16 ? symbols.readBigUInt64LE(at + 8) : symbols.readUInt32LE(at + 8)
    if (value) continue
    found(symbols.readUInt32LE(at), at / nlistSize + 1)
  }
}

/**
 * The undefined external symbols among nlist entries, named by `nameAt` (from the string table
 * held whole, or from the names picked out of it as it passed: string-table.ts).
 */
export function symbolTableImports(
  symbols: Buffer,
  nlistSize: number,
  nameAt: (offset: number, what: string) => string,
  add: AddImport
): void {
  eachUndefinedSymbol(symbols, nlistSize, (offset, place) =>
    add(nameAt(offset, `symbol ${place}'s name`))
  )
}

/** Bytes of one import of each dyld_chained_import format (1, 2 and 3). */
const IMPORT_BYTES: Record<number, number> = { 1: 4, 2: 8, 3: 16 }

/**
 * The imports of LC_DYLD_CHAINED_FIXUPS: the dyld_chained_fixups_header, then `imports_count`
 * imports of `imports_format`, each naming its symbol by an offset into the symbols at
 * `symbols_offset`. `declared` is called with the count before any is read.
 */
export function chainedFixupImports(
  data: Buffer,
  add: AddImport,
  declared: (count: number) => void
): void {
  if (data.length < 28)
    throw new MalformedMachO(`the chained fixups take ${data.length} bytes, fewer than a header`)
  const version = data.readUInt32LE(0)
  if (version !== 0) throw new MalformedMachO(`the chained fixups are of version ${version}`)
  const importsOffset = data.readUInt32LE(8)
  const symbolsOffset = data.readUInt32LE(12)
  const count = data.readUInt32LE(16)
  const format = data.readUInt32LE(20)
  // Names compressed with zlib (symbols_format 1) are not something the linkers write.
  if (data.readUInt32LE(24) !== 0) return
  const size = IMPORT_BYTES[format]
  if (!size) throw new MalformedMachO(`the chained fixups' imports are of format ${format}`)
  declared(count)
  if (importsOffset + count * size > data.length) {
    throw new MalformedMachO(
      `the chained fixups' ${count} imports run to byte ${importsOffset + count * size} of ${data.length}`
    )
  }
  for (let i = 0; i < count; i++) {
    const at = importsOffset + i * size
    const nameOffset = format === 3 ? data.readUInt32LE(at + 4) : data.readUInt32LE(at) >>> 9 // 23 bits after 9
    add(cStringAt(data, symbolsOffset + nameOffset, `chained import ${i + 1}'s name`))
  }
}

const BIND = {
  DONE: 0x00,
  SET_DYLIB_ORDINAL_IMM: 0x10,
  SET_DYLIB_ORDINAL_ULEB: 0x20,
  SET_DYLIB_SPECIAL_IMM: 0x30,
  SET_SYMBOL_TRAILING_FLAGS_IMM: 0x40,
  SET_TYPE_IMM: 0x50,
  SET_ADDEND_SLEB: 0x60,
  SET_SEGMENT_AND_OFFSET_ULEB: 0x70,
  ADD_ADDR_ULEB: 0x80,
  DO_BIND: 0x90,
  DO_BIND_ADD_ADDR_ULEB: 0xa0,
  DO_BIND_ADD_ADDR_IMM_SCALED: 0xb0,
  DO_BIND_ULEB_TIMES_SKIPPING_ULEB: 0xc0,
  THREADED: 0xd0
} as const
/** In a weak bind stream: the image's own strong definition, not an import. */
const NON_WEAK_DEFINITION = 0x8
const THREADED_SET_BIND_ORDINAL_TABLE_SIZE_ULEB = 0x00

/**
 * The symbols a bind opcode stream of LC_DYLD_INFO(_ONLY) names with
 * BIND_OPCODE_SET_SYMBOL_TRAILING_FLAGS_IMM. Addresses are not computed; the other opcodes are only
 * stepped over, so the walk is linear in the stream's bytes whatever its counts say.
 */
export function bindImports(stream: Buffer, what: string, add: AddImport): void {
  let at = 0
  /** Steps over a LEB128 number. */
  const leb = (): void => {
    while (at < stream.length && (stream[at] as number) & 0x80) at++
    if (at >= stream.length) throw new MalformedMachO(`${what} end inside a number`)
    at++
  }
  while (at < stream.length) {
    const byte = stream[at++] as number
    const opcode = byte & 0xf0
    switch (opcode) {
      case BIND.SET_SYMBOL_TRAILING_FLAGS_IMM: {
        const end = cStringEnd(stream, at, `a name of ${what}`)
        if (!(byte & NON_WEAK_DEFINITION)) add(stream.toString('utf8', at, end))
        at = end + 1
        break
      }
      case BIND.SET_DYLIB_ORDINAL_ULEB:
      case BIND.SET_ADDEND_SLEB:
      case BIND.SET_SEGMENT_AND_OFFSET_ULEB:
      case BIND.ADD_ADDR_ULEB:
      case BIND.DO_BIND_ADD_ADDR_ULEB:
        leb()
        break
      case BIND.DO_BIND_ULEB_TIMES_SKIPPING_ULEB:
        leb()
        leb()
        break
      case BIND.THREADED:
        if ((byte & 0x0f) === THREADED_SET_BIND_ORDINAL_TABLE_SIZE_ULEB) leb()
        break
      case BIND.DONE:
      case BIND.SET_DYLIB_ORDINAL_IMM:
      case BIND.SET_DYLIB_SPECIAL_IMM:
      case BIND.SET_TYPE_IMM:
      case BIND.DO_BIND:
      case BIND.DO_BIND_ADD_ADDR_IMM_SCALED:
        break
      default:
        throw new MalformedMachO(
          `${what} hold an unknown opcode 0x${byte.toString(16)} at byte ${at - 1}`
        )
    }
  }
}

/** The NUL-terminated UTF-8 string at `offset` of `data`; throws MalformedMachO if it has no end. */
export function cStringAt(data: Buffer, offset: number, what: string): string {
  return data.toString('utf8', offset, cStringEnd(data, offset, what))
}

/** Where the string at `offset` ends: the offset of its NUL. */
function cStringEnd(data: Buffer, offset: number, what: string): number {
  const end = offset < data.length ? data.indexOf(0, offset) : -1
  if (end < 0)
    throw new MalformedMachO(`${what} at byte ${offset} has no end within ${data.length} bytes`)
  return end
}

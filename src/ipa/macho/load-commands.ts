import { readLinkCommand } from './links.js'
import { MalformedMachO } from './malformed.js'
import { formatVersion, isIntel, platformName } from './names.js'
import type { MachOSlice } from './types.js'

/** Load command numbers of mach-o/loader.h that the reader looks at. */
const LC = {
  SEGMENT: 0x1,
  SYMTAB: 0x2,
  DYSYMTAB: 0xb,
  SEGMENT_64: 0x19,
  ENCRYPTION_INFO: 0x21,
  DYLD_INFO: 0x22,
  DYLD_INFO_ONLY: 0x8000_0022,
  VERSION_MIN_MACOSX: 0x24,
  VERSION_MIN_IPHONEOS: 0x25,
  ENCRYPTION_INFO_64: 0x2c,
  VERSION_MIN_TVOS: 0x2f,
  VERSION_MIN_WATCHOS: 0x30,
  BUILD_VERSION: 0x32,
  CODE_SIGNATURE: 0x1d,
  DYLD_CHAINED_FIXUPS: 0x8000_0034
} as const

const VERSION_MIN_PLATFORMS: Record<number, string> = {
  [LC.VERSION_MIN_MACOSX]: 'macos',
  [LC.VERSION_MIN_IPHONEOS]: 'ios',
  [LC.VERSION_MIN_TVOS]: 'tvos',
  [LC.VERSION_MIN_WATCHOS]: 'watchos'
}

/** A range of the slice's symbol data, relative to the slice's start, and what it holds. */
export interface DataRange {
  what: string
  offset: number
  size: number
}

/** Where a slice keeps what names its imports, as its load commands say. */
export interface SymbolData {
  /** The undefined symbols' nlist entries (narrowed by LC_DYSYMTAB where it says which). */
  symbols?: DataRange
  strings?: DataRange
  chainedFixups?: DataRange
  /** The bind, weak bind and lazy bind opcode streams of LC_DYLD_INFO(_ONLY). */
  binds: DataRange[]
  /** `__TEXT,__objc_methname`: the Objective-C selector names the code calls, as C strings. */
  selectorNames?: DataRange
}

/** Bytes of each command the reader needs, to refuse one too short to hold them. */
const NEEDS: Record<number, number> = {
  [LC.SEGMENT]: 24,
  [LC.SEGMENT_64]: 24,
  [LC.SYMTAB]: 24,
  [LC.DYSYMTAB]: 32,
  [LC.ENCRYPTION_INFO]: 20,
  [LC.ENCRYPTION_INFO_64]: 20,
  [LC.DYLD_INFO]: 40,
  [LC.DYLD_INFO_ONLY]: 40,
  [LC.VERSION_MIN_MACOSX]: 16,
  [LC.VERSION_MIN_IPHONEOS]: 16,
  [LC.VERSION_MIN_TVOS]: 16,
  [LC.VERSION_MIN_WATCHOS]: 16,
  [LC.BUILD_VERSION]: 20,
  [LC.DYLD_CHAINED_FIXUPS]: 16
}

/**
 * Reads a slice's load commands (little-endian, `count` of them in `commands`) into `slice`, and
 * says where its symbol data lies. Throws MalformedMachO when a command lies about its size.
 */
export function readLoadCommands(
  commands: Buffer,
  count: number,
  header: { cpuType: number; is64: boolean },
  slice: MachOSlice
): SymbolData {
  const data: SymbolData = { binds: [] }
  let symtab: { symoff: number; nsyms: number; nlistSize: number } | undefined
  let undefinedSymbols: { first: number; count: number } | undefined
  let versionMin: { platform: string; minOs: string; sdk: string } | undefined
  let buildVersion = false
  let at = 0
  for (let index = 1; index <= count; index++) {
    const left = commands.length - at
    if (left < 8)
      throw new MalformedMachO(
        `the load commands end after ${index - 1} of the ${count} they claim`
      )
    const cmd = commands.readUInt32LE(at)
    const size = commands.readUInt32LE(at + 4)
    if (size < 8 || size > left)
      throw new MalformedMachO(`load command ${index} says ${size} bytes where ${left} are left`)
    const needs = NEEDS[cmd] ?? 8
    if (size < needs)
      throw new MalformedMachO(`load command ${index} takes ${size} bytes where it needs ${needs}`)
    const command = commands.subarray(at, at + size)
    const u32 = (offset: number): number => command.readUInt32LE(offset)
    const range = (what: string, offset: number, bytes: number): DataRange => ({
      what,
      offset: u32(offset),
      size: u32(bytes)
    })
    switch (cmd) {
      case LC.SEGMENT:
      case LC.SEGMENT_64: {
        const name = cString(command.subarray(8, 24))
        slice.segments.push(name)
        if (name === '__TEXT') {
          const found = findSection(command, cmd === LC.SEGMENT_64, '__objc_methname', index)
          if (found) data.selectorNames = { what: '__TEXT,__objc_methname', ...found }
        }
        break
      }
      case LC.BUILD_VERSION:
        // The first one: a zippered binary's second names mac-catalyst beside macos.
        if (buildVersion) break
        buildVersion = true
        slice.platform = platformName(u32(8))
        slice.minOs = formatVersion(u32(12))
        slice.sdk = formatVersion(u32(16))
        break
      case LC.VERSION_MIN_MACOSX:
      case LC.VERSION_MIN_IPHONEOS:
      case LC.VERSION_MIN_TVOS:
      case LC.VERSION_MIN_WATCHOS: {
        const platform = VERSION_MIN_PLATFORMS[cmd] as string
        versionMin ??= {
          platform:
            platform !== 'macos' && isIntel(header.cpuType) ? `${platform}-simulator` : platform,
          minOs: formatVersion(u32(8)),
          sdk: formatVersion(u32(12))
        }
        break
      }
      case LC.CODE_SIGNATURE:
        slice.signed = true
        break
      case LC.ENCRYPTION_INFO:
      case LC.ENCRYPTION_INFO_64:
        if (u32(16) !== 0) slice.encrypted = true
        break
      case LC.SYMTAB:
        symtab = { symoff: u32(8), nsyms: u32(12), nlistSize: header.is64 ? 16 : 12 }
        data.strings = range("LC_SYMTAB's strings", 16, 20)
        break
      case LC.DYSYMTAB:
        undefinedSymbols = { first: u32(24), count: u32(28) }
        break
      case LC.DYLD_CHAINED_FIXUPS:
        data.chainedFixups = range("LC_DYLD_CHAINED_FIXUPS's data", 8, 12)
        break
      case LC.DYLD_INFO:
      case LC.DYLD_INFO_ONLY:
        data.binds.push(
          range("LC_DYLD_INFO's bind opcodes", 16, 20),
          range("LC_DYLD_INFO's weak bind opcodes", 24, 28),
          range("LC_DYLD_INFO's lazy bind opcodes", 32, 36)
        )
        break
      default:
        readLinkCommand(cmd, command, index, slice)
    }
    at += size
  }
  if (!buildVersion && versionMin) Object.assign(slice, versionMin)
  if (symtab) data.symbols = undefinedRange(symtab, undefinedSymbols)
  return data
}

/**
 * By loader.h: sizeof segment_command(_64) and sizeof section(_64) (the sections follow the
 * command), and the offsets of the command's nsects and of a section's size and offset fields.
 */
const SEGMENT_LAYOUT = {
  32: { nsects: 48, sizeofSegmentCommand: 56, sizeofSection: 68, size: 36, offset: 40 },
  64: { nsects: 64, sizeofSegmentCommand: 72, sizeofSection: 80, size: 40, offset: 48 }
} as const

/**
 * Where the section `sectname` of a segment command lies in the slice (its `offset` and `size`), or
 * undefined when the segment has none (or a zero-fill one). Throws MalformedMachO when the command
 * is too short for the sections it counts.
 */
function findSection(
  command: Buffer,
  is64: boolean,
  sectname: string,
  index: number
): { offset: number; size: number } | undefined {
  const layout = SEGMENT_LAYOUT[is64 ? 64 : 32]
  if (command.length < layout.sizeofSegmentCommand)
    throw new MalformedMachO(
      `load command ${index} is too short for a ${is64 ? 64 : 32}-bit segment`
    )
  const count = command.readUInt32LE(layout.nsects)
  if (layout.sizeofSegmentCommand + count * layout.sizeofSection > command.length) {
    throw new MalformedMachO(
      `load command ${index} counts ${count} sections where its ${command.length} bytes hold ${Math.floor((command.length - layout.sizeofSegmentCommand) / layout.sizeofSection)}`
    )
  }
  for (let i = 0; i < count; i++) {
    const at = layout.sizeofSegmentCommand + i * layout.sizeofSection
    if (cString(command.subarray(at, at + 16)) !== sectname) continue
    const size = is64
      ? Number(command.readBigUInt64LE(at + layout.size))
      : command.readUInt32LE(at + layout.size)
    const offset = command.readUInt32LE(at + layout.offset)
    return offset === 0 || size === 0 ? undefined : { offset, size }
  }
  return undefined
}

/**
 * The nlist entries that can hold imports: LC_DYSYMTAB's undefined ones when it names them within
 * the table (a stripped app's table is mostly those), else the whole table.
 */
function undefinedRange(
  { symoff, nsyms, nlistSize }: { symoff: number; nsyms: number; nlistSize: number },
  undefinedSymbols: { first: number; count: number } | undefined
): DataRange {
  if (undefinedSymbols && undefinedSymbols.first + undefinedSymbols.count > nsyms) {
    throw new MalformedMachO(
      `LC_DYSYMTAB's undefined symbols run to ${undefinedSymbols.first + undefinedSymbols.count} of LC_SYMTAB's ${nsyms}`
    )
  }
  const { first, count } = undefinedSymbols ?? { first: 0, count: nsyms }
  return {
    what: "LC_SYMTAB's symbols",
    offset: symoff + first * nlistSize,
    size: count * nlistSize
  }
}

/** A fixed-size name field, up to its first NUL. */
function cString(field: Buffer): string {
  const end = field.indexOf(0)
  return field.toString('latin1', 0, end < 0 ? field.length : end)
}

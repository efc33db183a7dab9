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

/** What the load commands said, beyond what goes straight into the slice. */
interface Found {
  data: SymbolData
  symtab?: { symoff: number; nsyms: number; nlistSize: number }
  undefinedSymbols?: { first: number; count: number }
  versionMin?: { platform: string; minOs: string; sdk: string }
  buildVersion: boolean
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
  const found: Found = { data: { binds: [] }, buildVersion: false }
  let at = 0
  for (let index = 1; index <= count; index++) {
    const command = loadCommandAt(commands, at, index, count)
    readLoadCommand(command, index, header, slice, found)
    at += command.length
  }
  if (!found.buildVersion && found.versionMin) Object.assign(slice, found.versionMin)
  if (found.symtab) found.data.symbols = undefinedRange(found.symtab, found.undefinedSymbols)
  return found.data
}

/** The load command at `at` (its cmd and cmdsize first), of the size it says it has. */
function loadCommandAt(commands: Buffer, at: number, index: number, count: number): Buffer {
  const left = commands.length - at
  if (left < 8)
    throw new MalformedMachO(`the load commands end after ${index - 1} of the ${count} they claim`)
  const cmd = commands.readUInt32LE(at)
  const size = commands.readUInt32LE(at + 4)
  if (size < 8 || size > left)
    throw new MalformedMachO(`load command ${index} says ${size} bytes where ${left} are left`)
  const needs = NEEDS[cmd] ?? 8
  if (size < needs)
    throw new MalformedMachO(`load command ${index} takes ${size} bytes where it needs ${needs}`)
  return commands.subarray(at, at + size)
}

/** One load command: what it says of the slice goes into `slice`, where its symbol data lies into `found`. */
function readLoadCommand(
  command: Buffer,
  index: number,
  header: { cpuType: number; is64: boolean },
  slice: MachOSlice,
  found: Found
): void {
  const cmd = command.readUInt32LE(0)
  const u32 = (offset: number): number => command.readUInt32LE(offset)
  switch (cmd) {
    case LC.SEGMENT:
    case LC.SEGMENT_64:
      return readSegment(command, cmd === LC.SEGMENT_64, index, slice, found.data)
    case LC.BUILD_VERSION:
      // The first one: a zippered binary's second names mac-catalyst beside macos.
      if (found.buildVersion) return
      found.buildVersion = true
      slice.platform = platformName(u32(8))
      slice.minOs = formatVersion(u32(12))
      slice.sdk = formatVersion(u32(16))
      return
    case LC.VERSION_MIN_MACOSX:
    case LC.VERSION_MIN_IPHONEOS:
    case LC.VERSION_MIN_TVOS:
    case LC.VERSION_MIN_WATCHOS:
      found.versionMin ??= versionMin(cmd, command, header.cpuType)
      return
    case LC.CODE_SIGNATURE:
      slice.signed = true
      return
    case LC.ENCRYPTION_INFO:
    case LC.ENCRYPTION_INFO_64:
      if (u32(16) !== 0) slice.encrypted = true
      return
    case LC.SYMTAB:
    case LC.DYSYMTAB:
    case LC.DYLD_CHAINED_FIXUPS:
    case LC.DYLD_INFO:
    case LC.DYLD_INFO_ONLY:
      return readSymbolDataCommand(cmd, command, header.is64, found)
    default:
      readLinkCommand(cmd, command, index, slice)
  }
}

/** LC_SEGMENT(_64): its name, and in `__TEXT` where the Objective-C selector names lie. */
function readSegment(
  command: Buffer,
  is64: boolean,
  index: number,
  slice: MachOSlice,
  data: SymbolData
): void {
  const name = cString(command.subarray(8, 24))
  slice.segments.push(name)
  if (name !== '__TEXT') return
  const found = findSection(command, is64, '__objc_methname', index)
  if (found) data.selectorNames = { what: '__TEXT,__objc_methname', ...found }
}

/** LC_VERSION_MIN_*: the platform (a simulator's on an Intel slice), minimum OS and SDK. */
function versionMin(
  cmd: number,
  command: Buffer,
  cpuType: number
): { platform: string; minOs: string; sdk: string } {
  const platform = VERSION_MIN_PLATFORMS[cmd] as string
  return {
    platform: platform !== 'macos' && isIntel(cpuType) ? `${platform}-simulator` : platform,
    minOs: formatVersion(command.readUInt32LE(8)),
    sdk: formatVersion(command.readUInt32LE(12))
  }
}

/** The commands that say where the symbol data lies: the symbol table, the fixups, the binds. */
function readSymbolDataCommand(cmd: number, command: Buffer, is64: boolean, found: Found): void {
  const u32 = (offset: number): number => command.readUInt32LE(offset)
  const range = (what: string, offset: number, bytes: number): DataRange => ({
    what,
    offset: u32(offset),
    size: u32(bytes)
  })
  switch (cmd) {
    case LC.SYMTAB:
      found.symtab = { symoff: u32(8), nsyms: u32(12), nlistSize: is64 ? 16 : 12 }
      found.data.strings = range("LC_SYMTAB's strings", 16, 20)
      break
    case LC.DYSYMTAB:
      found.undefinedSymbols = { first: u32(24), count: u32(28) }
      break
    case LC.DYLD_CHAINED_FIXUPS:
      found.data.chainedFixups = range("LC_DYLD_CHAINED_FIXUPS's data", 8, 12)
      break
    case LC.DYLD_INFO:
    case LC.DYLD_INFO_ONLY:
      found.data.binds.push(
        range("LC_DYLD_INFO's bind opcodes", 16, 20),
        range("LC_DYLD_INFO's weak bind opcodes", 24, 28),
        range("LC_DYLD_INFO's lazy bind opcodes", 32, 36)
      )
  }
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

import type { Readable } from 'node:stream'
import { formatCount } from '../../text/format.js'
import type { ReadBudget } from '../limits.js'
import { ForwardReader } from './forward-reader.js'
import { MalformedMachO } from './malformed.js'
import { archName, fileTypeName } from './names.js'
import { readSliceImports, type Tally } from './slice-imports.js'
import { readLoadCommands } from './load-commands.js'
import type { MachORead, MachOSlice } from './types.js'

/** The first bytes of each kind of file (mach-o/fat.h, mach-o/loader.h): also loose-code.ts's. */
export const FAT_MAGIC = 0xcafe_babe
export const FAT_MAGIC_64 = 0xcafe_babf
export const MH_MAGIC = 0xfeed_face
export const MH_MAGIC_64 = 0xfeed_facf
/** An `ar` archive's first 8 bytes: a static library. */
export const AR_MAGIC = Buffer.from('!<arch>\n', 'latin1')

/** A slice that is an `ar` archive: the file is a static library, whatever else it holds. */
class StaticLibrary extends Error {}

/** Where one slice lies in the file, and what the fat header says it is. */
interface SlicePlace {
  /** 1 for a thin file; the slice's place in the fat header otherwise. */
  index: number
  offset: number
  size: number
  /** The fat header's CPU type, which the slice's own header must repeat. */
  cpuType?: number
  cpuSubtype?: number
}

/**
 * What an executable is, read from `source` (its `size` bytes, as an inflated zip entry's stream)
 * forward only: the fat header, then each slice in file order, its header, load commands and the
 * symbol data that names its imports (and, when `selectors` names some, the Objective-C selector
 * names, of which it keeps those); the bytes between are passed by, never held. Ends the stream's
 * iteration when done, which destroys it. A file that lies about itself is `malformed`; it throws
 * only a ReadLimitError, past a limit of `budget`, or an error of the stream itself.
 */
export async function readMachO(
  source: Readable,
  size: number,
  budget: ReadBudget,
  selectors: ReadonlySet<string> = new Set()
): Promise<MachORead> {
  const reader = new ForwardReader(source)
  const slices: MachOSlice[] = []
  try {
    const head = await reader.read(8)
    const magic = head.length >= 4 ? head.readUInt32BE(0) : undefined
    let places: SlicePlace[]
    if (magic === FAT_MAGIC || magic === FAT_MAGIC_64) {
      places = await readFatHeader(reader, head, magic === FAT_MAGIC_64, size, budget)
    } else if (isMachOMagic(head)) {
      places = [{ index: 1, offset: 0, size }]
    } else if (head.equals(AR_MAGIC)) {
      return { kind: 'static-library' }
    } else {
      return { kind: 'not-macho', magic: head.subarray(0, 4).toString('hex') }
    }
    const tally: Tally = { kept: 0, imports: 0 }
    for (const place of places) {
      if (!(await reader.skipTo(place.offset)))
        throw truncated(reader, `slice ${place.index} at byte ${place.offset}`)
      await readSlice(reader, place, head, budget, tally, slices, selectors)
    }
    return { kind: 'macho', slices }
  } catch (error) {
    if (error instanceof MalformedMachO) return { kind: 'malformed', detail: error.detail, slices }
    if (error instanceof StaticLibrary) return { kind: 'static-library' }
    throw error
  } finally {
    await reader.close()
  }
}

/** A thin Mach-O header's magic, either way round (a big-endian one is PowerPC's). */
function isMachOMagic(head: Buffer): boolean {
  if (head.length < 4) return false
  return [MH_MAGIC, MH_MAGIC_64].some(m => head.readUInt32LE(0) === m || head.readUInt32BE(0) === m)
}

/**
 * The slices a fat header lists (fat_arch or fat_arch_64 entries, big-endian), in file order. They
 * must lie after the header, within the file, and apart from each other.
 */
async function readFatHeader(
  reader: ForwardReader,
  head: Buffer,
  is64: boolean,
  fileSize: number,
  budget: ReadBudget
): Promise<SlicePlace[]> {
  if (head.length < 8) throw truncated(reader, 'the fat header')
  const count = head.readUInt32BE(4)
  budget.machoSlices(count)
  if (count === 0) throw new MalformedMachO('the fat header lists no architectures')
  const entryBytes = is64 ? 32 : 20
  const table = await reader.read(count * entryBytes)
  if (table.length < count * entryBytes) throw truncated(reader, 'the fat header')
  const places: SlicePlace[] = []
  for (let i = 0; i < count; i++) {
    const at = i * entryBytes
    const offset = is64 ? Number(table.readBigUInt64BE(at + 8)) : table.readUInt32BE(at + 8)
    const size = is64 ? Number(table.readBigUInt64BE(at + 16)) : table.readUInt32BE(at + 12)
    const place = {
      index: i + 1,
      offset,
      size,
      cpuType: table.readUInt32BE(at),
      cpuSubtype: table.readUInt32BE(at + 4)
    }
    if (offset + size > fileSize) {
      throw new MalformedMachO(
        `slice ${place.index} runs to byte ${formatCount(offset + size)} of a file of ${formatCount(fileSize)}`
      )
    }
    places.push(place)
  }
  places.sort((a, b) => a.offset - b.offset)
  let end = 8 + count * entryBytes
  let previous = 'the fat header'
  for (const place of places) {
    if (place.offset < end) {
      throw new MalformedMachO(
        `slice ${place.index} at byte ${formatCount(place.offset)} overlaps ${previous}`
      )
    }
    end = place.offset + place.size
    previous = `slice ${place.index}`
  }
  return places
}

/** A slice's mach_header or mach_header_64, by loader.h's names. */
interface MachHeader {
  is64: boolean
  /** A big-endian header is PowerPC's: read no further than its architecture. */
  bigEndian: boolean
  /** sizeof the header: 28, or 32 for mach_header_64. */
  sizeofHeader: number
  cputype: number
  cpusubtype: number
  /** Undefined, as are the load commands' count and size (0), in a big-endian header. */
  filetype?: number
  ncmds: number
  sizeofcmds: number
}

/** One slice, from its header on; what it learns goes into `slices` at once, to be kept if it lies. */
async function readSlice(
  reader: ForwardReader,
  place: SlicePlace,
  fileHead: Buffer,
  budget: ReadBudget,
  tally: Tally,
  slices: MachOSlice[],
  selectors: ReadonlySet<string>
): Promise<void> {
  const header = await readMachHeader(reader, place, fileHead)
  const slice: MachOSlice = {
    arch: archName(header.cputype, header.cpusubtype),
    fileType: header.filetype === undefined ? undefined : fileTypeName(header.filetype),
    encrypted: false,
    signed: header.bigEndian ? undefined : false,
    segments: [],
    imports: [],
    selectors: []
  }
  slices.push(slice)
  if (place.cpuType !== undefined && place.cpuType !== header.cputype) {
    throw new MalformedMachO(
      `slice ${place.index} is ${archName(place.cpuType, place.cpuSubtype ?? 0)} in the fat header and ${slice.arch} in its own`
    )
  }
  // A big-endian slice is PowerPC's: its architecture says enough, and no iOS device runs it.
  if (header.bigEndian) return
  const commands = await readLoadCommandBytes(reader, place, header, budget)
  const { cputype: cpuType, is64 } = header
  const data = readLoadCommands(commands, header.ncmds, { cpuType, is64 }, slice)
  const commandsEnd = header.sizeofHeader + header.sizeofcmds
  await readSliceImports(reader, place, commandsEnd, data, is64, budget, tally, slice, selectors)
}

/** A slice's header. Throws StaticLibrary for an `ar` archive, MalformedMachO for no header. */
async function readMachHeader(
  reader: ForwardReader,
  place: SlicePlace,
  fileHead: Buffer
): Promise<MachHeader> {
  // A thin file's first 8 bytes were read already; a 32-bit header is 4 bytes shorter.
  const thin = place.cpuType === undefined
  const first = thin ? Buffer.concat([fileHead, await reader.read(20)]) : await reader.read(28)
  if (first.subarray(0, AR_MAGIC.length).equals(AR_MAGIC)) throw new StaticLibrary()
  const magic = first.length >= 4 ? first.readUInt32LE(0) : 0
  const is64 = magic === MH_MAGIC_64
  const header = is64 ? Buffer.concat([first, await reader.read(4)]) : first
  const bigEndian = !isLittle(magic) && isMachOMagic(header)
  const sizeofHeader = is64 ? 32 : 28
  if (header.length < (bigEndian ? 12 : sizeofHeader) || place.size < sizeofHeader) {
    throw new MalformedMachO(
      `slice ${place.index} ends within its header, at byte ${formatCount(place.offset + Math.min(place.size, header.length))}`
    )
  }
  if (!bigEndian && !isLittle(magic)) {
    throw new MalformedMachO(
      `slice ${place.index} holds no Mach-O header (it starts with ${header.subarray(0, 4).toString('hex')})`
    )
  }
  const u32 = (at: number): number =>
    bigEndian ? header.readUInt32BE(at) : header.readUInt32LE(at)
  return {
    is64,
    bigEndian,
    sizeofHeader,
    cputype: u32(4),
    cpusubtype: u32(8),
    filetype: bigEndian ? undefined : u32(12),
    ncmds: bigEndian ? 0 : u32(16),
    sizeofcmds: bigEndian ? 0 : u32(20)
  }
}

/** The load commands' bytes, which must fit the slice and the budget. */
async function readLoadCommandBytes(
  reader: ForwardReader,
  place: SlicePlace,
  { ncmds, sizeofcmds, sizeofHeader }: MachHeader,
  budget: ReadBudget
): Promise<Buffer> {
  // Each command takes 8 bytes at least: a count its bytes cannot hold is a lie, not a large file.
  if (ncmds > sizeofcmds / 8) {
    throw new MalformedMachO(
      `slice ${place.index} claims ${formatCount(ncmds)} load commands in ${formatCount(sizeofcmds)} bytes, which hold ${formatCount(Math.floor(sizeofcmds / 8))} at most`
    )
  }
  budget.machoLoadCommandBytes(sizeofcmds)
  if (sizeofHeader + sizeofcmds > place.size) {
    throw new MalformedMachO(
      `the load commands of slice ${place.index} take ${formatCount(sizeofcmds)} bytes where it has ${formatCount(place.size - sizeofHeader)} after its header`
    )
  }
  const commands = await reader.read(sizeofcmds)
  if (commands.length < sizeofcmds)
    throw truncated(reader, `the end of the load commands of slice ${place.index}`)
  return commands
}

function isLittle(magic: number): boolean {
  return magic === MH_MAGIC || magic === MH_MAGIC_64
}

/** The stream ended before `what`: the file is shorter than the zip entry said. */
function truncated(reader: ForwardReader, what: string): MalformedMachO {
  return new MalformedMachO(`the file ends at byte ${formatCount(reader.position)}, before ${what}`)
}

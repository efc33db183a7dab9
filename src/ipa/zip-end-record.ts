import type yauzl from 'yauzl'
import { formatCount } from '../text/format.js'
import type { CountingReader } from './zip-reader.js'

/** A central directory record before its name, extra field and comment: the least one takes. */
export const CENTRAL_RECORD_BYTES = 46

/** The end of central directory record, before its comment (APPNOTE.TXT 4.3.16). */
const END_RECORD_BYTES = 22
/** The Zip64 end of central directory locator, just before the end record (4.3.15). */
const ZIP64_LOCATOR_BYTES = 20
/** The Zip64 end of central directory record, before its extensible data (4.3.14). */
const ZIP64_END_RECORD_BYTES = 56

/** What the end record (or the Zip64 one, as yauzl reads it) says of the central directory. */
export interface CentralDirectoryClaim {
  zip64: boolean
  /** The entries it lists. */
  entries: number
  /** Its size in bytes, and where it starts. */
  size: number
  offset: number
  /** Where the end record that says so starts: the central directory lies before it. */
  endsBefore: number
}

/**
 * The end record yauzl opened the archive by, read again for what yauzl keeps to itself (the
 * central directory's size): at the end of the file, before the comment yauzl checked the length
 * of, and the Zip64 record its locator points at when one comes just before it, as yauzl reads it.
 * A few bytes, from the window the opening has just read.
 */
export async function centralDirectoryClaim(
  reader: CountingReader,
  zip: yauzl.ZipFile
): Promise<CentralDirectoryClaim> {
  // Names and comments are left undecoded (openZip): the comment is its bytes.
  const commentBytes = (zip.comment as unknown as Buffer).length
  const endAt = reader.size - END_RECORD_BYTES - commentBytes
  const locatorAt = endAt - ZIP64_LOCATOR_BYTES
  // Each read may reuse the memory of the one before: its fields are taken before the next.
  const locator = locatorAt >= 0 ? await bytesAt(reader, locatorAt, ZIP64_LOCATOR_BYTES) : undefined
  if (locator?.readUInt32LE(0) === 0x07064b50) {
    const recordAt = Number(locator.readBigUInt64LE(8))
    const record = await bytesAt(reader, recordAt, ZIP64_END_RECORD_BYTES)
    return {
      zip64: true,
      entries: Number(record.readBigUInt64LE(32)),
      size: Number(record.readBigUInt64LE(40)),
      offset: Number(record.readBigUInt64LE(48)),
      endsBefore: recordAt
    }
  }
  const end = await bytesAt(reader, endAt, END_RECORD_BYTES)
  return {
    zip64: false,
    entries: end.readUInt16LE(10),
    size: end.readUInt32LE(12),
    offset: end.readUInt32LE(16),
    endsBefore: endAt
  }
}

async function bytesAt(reader: CountingReader, position: number, length: number): Promise<Buffer> {
  const data = await reader.readAt(position, length)
  if (data.length < length) throw new Error('the end record runs past the end of the file')
  return data
}

/**
 * A count of entries its bytes cannot hold: each record takes 46 bytes or more, and they lie within
 * the central directory's size and before the end record. That is damage, not a large archive (as a
 * Mach-O slice claiming more load commands than its bytes hold): said as what the record claims and
 * what its bytes hold, never as a read limit. Undefined when the count fits.
 */
export function impossibleEntryCount(claim: CentralDirectoryClaim): string | undefined {
  const before = Math.max(0, claim.endsBefore - claim.offset)
  const room = Math.min(claim.size, before)
  const most = Math.floor(room / CENTRAL_RECORD_BYTES)
  if (claim.entries <= most) return undefined
  const record = claim.zip64 ? 'its Zip64 end record' : 'its end record'
  const where =
    claim.size <= before
      ? `its central directory of ${formatCount(claim.size)} bytes holds`
      : `the ${formatCount(before)} bytes from its central directory's start to the end record hold`
  return `${record} claims ${formatCount(claim.entries)} entries, where ${where} ${formatCount(most)} at most (a record takes ${CENTRAL_RECORD_BYTES} bytes or more)`
}

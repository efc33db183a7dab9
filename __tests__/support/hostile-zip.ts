/**
 * Zip archives no zip tool would write, for the hostile archive tests: a writer that puts down what
 * it is told (sizes that lie, central records that share one local header or list entries out of
 * order, Zip64 fields that lie, a central directory cut short), starting from the entries of a
 * well-formed IPA (`planEntries` of the IPA maker).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib'
import { type MakeIpaOptions, type PlannedEntry, planEntries } from './make-ipa.js'

export interface RawEntry {
  /** The name in the central directory (and in the local header, unless `localName` is given). */
  name: string | Buffer
  localName?: string | Buffer
  /** The bytes after the local header, as stored. */
  stored: Buffer
  /** 0 stored, 8 deflated. */
  method: number
  crc: number
  /** Sizes as declared in both headers (by default the true ones). */
  size: number
  compressedSize: number
  /** No local header of its own: the central record points at the local header of this entry. */
  sharesWith?: number
  /** Zip64 extended information in the central record, with its 32-bit fields at 0xFFFFFFFF. */
  zip64?: { size: bigint; compressedSize: bigint }
  /** More extra fields in the central record, as bytes. */
  centralExtra?: Buffer
}

/**
 * Each buffer's deflated form and CRC, made once (as zlib does it, and `quick`): an IPA of 10,000
 * extensions holds the same executable 10,000 times.
 */
const deflated = {
  zlib: new WeakMap<Buffer, { stored: Buffer; crc: number }>(),
  quick: new WeakMap<Buffer, { stored: Buffer; crc: number }>()
}

/** Up to this size, a `quick` entry is deflated as stored blocks, without zlib. */
const QUICK_MAX = 4096

/**
 * `data` as a raw deflate stream of stored blocks (BTYPE 00, RFC 1951 3.2.4), as zlib writes at
 * level 0: a valid deflate stream made without zlib's set-up, which costs some 80 µs a call.
 */
export function storedBlocks(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  do {
    const length = Math.min(0xffff, data.length - at)
    const header = Buffer.alloc(5)
    header[0] = at + length >= data.length ? 1 : 0
    header.writeUInt16LE(length, 1)
    header.writeUInt16LE(~length & 0xffff, 3)
    parts.push(header, data.subarray(at, at + length))
    at += length
  } while (at < data.length)
  return Buffer.concat(parts)
}

/**
 * An entry holding `data`, deflated unless told otherwise, with true sizes and CRC. `quick`: data
 * of up to 4 KiB (a nested bundle's Info.plist, a folder) deflated as stored blocks, for archives of
 * thousands of bundles; larger data by zlib all the same.
 */
export function fileEntry(
  name: string | Buffer,
  data: Buffer,
  compress = true,
  quick = false
): RawEntry {
  const memo = quick ? deflated.quick : deflated.zlib
  let made = compress ? memo.get(data) : undefined
  if (!made) {
    const stored = !compress
      ? data
      : quick && data.length <= QUICK_MAX
        ? storedBlocks(data)
        : deflateRawSync(data)
    made = { stored, crc: crc32(data) }
    if (compress) memo.set(data, made)
  }
  const { stored, crc } = made
  return {
    name,
    stored,
    method: compress ? 8 : 0,
    crc,
    size: data.length,
    compressedSize: stored.length
  }
}

/**
 * The entries of a well-formed IPA made with these options, ready to be tampered with; `quick`, its
 * small files deflated as stored blocks (see fileEntry): for archives of thousands of bundles.
 */
export function ipaEntries(options: MakeIpaOptions = {}, { quick = false } = {}): RawEntry[] {
  return planEntries(options).map((entry: PlannedEntry) => {
    if (entry.kind === 'file') return fileEntry(entry.path, entry.data, entry.compress, quick)
    if (entry.kind === 'directory') return fileEntry(entry.path, Buffer.alloc(0), false)
    throw new Error('ipaEntries takes no filler')
  })
}

export interface ZipOptions {
  /** The archive comment (up to 65,535 bytes, any bytes). */
  comment?: Buffer
  /** The order of the central directory records, by entry index (default: as given). */
  centralOrder?: number[]
  /** Zip64 end records claiming this many entries (the 16-bit counts at 0xFFFF). */
  zip64EntryCount?: bigint
  /** The end record claiming this many entries (up to 65,535), whatever the directory holds. */
  entryCount?: number
  /** Bytes cut from the end of the central directory, the end record left as it was. */
  cutCentralDirectory?: number
}

/**
 * Writes the archive as told: local headers and data, central directory, end records. Into one
 * buffer sized up front: archives of 200,000 entries take a fraction of a second.
 */
export function buildZip(entries: RawEntry[], options: ZipOptions = {}): Buffer {
  const localName = (entry: RawEntry): string | Buffer => entry.localName ?? entry.name
  const extras = entries.map(entry =>
    entry.zip64 || entry.centralExtra
      ? Buffer.concat([
          entry.zip64 ? zip64Extra(entry.zip64) : Buffer.alloc(0),
          entry.centralExtra ?? Buffer.alloc(0)
        ])
      : EMPTY
  )
  const order = options.centralOrder ?? entries.map((_, i) => i)
  let centralStart = 0
  for (const entry of entries) {
    if (entry.sharesWith === undefined)
      centralStart += 30 + byteLength(localName(entry)) + entry.stored.length
  }
  let centralSize = 0
  for (const index of order) {
    const entry = entries[index] as RawEntry
    centralSize += 46 + byteLength(entry.name) + (extras[index] as Buffer).length
  }
  // Room for the end records too: 76 bytes of Zip64 ones, 22, the comment.
  const endRoom = (options.zip64EntryCount ? 76 : 0) + 22 + (options.comment?.length ?? 0)
  const out = Buffer.alloc(centralStart + centralSize + endRoom)
  // Names are written as they are put down (no Buffer for each: 200,000 of them keep the GC busy).
  const put = (name: string | Buffer, at: number): number =>
    typeof name === 'string' ? out.write(name, at, 'utf8') : (out.set(name, at), name.length)

  const offsets: number[] = []
  let offset = 0
  for (const entry of entries) {
    if (entry.sharesWith !== undefined) {
      offsets.push(offsets[entry.sharesWith] as number)
      continue
    }
    const name = localName(entry)
    offsets.push(offset)
    out.writeUInt32LE(0x04034b50, offset)
    writeCommon(out, offset + 4, entry, byteLength(name))
    offset += 30
    offset += put(name, offset)
    out.set(entry.stored, offset)
    offset += entry.stored.length
  }
  for (const index of order) {
    const entry = entries[index] as RawEntry
    const extra = extras[index] as Buffer
    out.writeUInt32LE(0x02014b50, offset)
    out.writeUInt16LE((3 << 8) | 45, offset + 4)
    writeCommon(out, offset + 6, entry, byteLength(entry.name))
    if (entry.zip64) {
      out.writeUInt32LE(0xffffffff, offset + 20)
      out.writeUInt32LE(0xffffffff, offset + 24)
    }
    out.writeUInt16LE(extra.length, offset + 30)
    out.writeUInt32LE((0o100644 << 16) >>> 0, offset + 38)
    out.writeUInt32LE(offsets[index] as number, offset + 42)
    offset += 46
    offset += put(entry.name, offset)
    out.set(extra, offset)
    offset += extra.length
  }
  // The end records go right after the central directory, over the bytes cut from it, if any.
  const at = centralStart + centralSize - (options.cutCentralDirectory ?? 0)
  const comment = options.comment ?? Buffer.alloc(0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  const count = options.entryCount ?? Math.min(entries.length, 0xffff)
  end.writeUInt16LE(options.zip64EntryCount ? 0xffff : count, 8)
  end.writeUInt16LE(options.zip64EntryCount ? 0xffff : count, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(centralStart, 16)
  end.writeUInt16LE(comment.length, 20)
  const zip64 = options.zip64EntryCount
    ? zip64End(options.zip64EntryCount, centralSize, centralStart, at)
    : []
  let tail = at
  for (const part of [...zip64, end, comment]) {
    out.set(part, tail)
    tail += part.length
  }
  return out.subarray(0, tail)
}

const EMPTY = Buffer.alloc(0)

function writeCommon(header: Buffer, at: number, entry: RawEntry, nameLength: number): void {
  header.writeUInt16LE(45, at)
  header.writeUInt16LE(0x0800, at + 2) // names are UTF-8
  header.writeUInt16LE(entry.method, at + 4)
  header.writeUInt16LE(0x6000, at + 6)
  header.writeUInt16LE(0x58a1, at + 8)
  header.writeUInt32LE(entry.crc >>> 0, at + 10)
  header.writeUInt32LE(Math.min(entry.compressedSize, 0xffffffff), at + 14)
  header.writeUInt32LE(Math.min(entry.size, 0xffffffff), at + 18)
  header.writeUInt16LE(nameLength, at + 22)
}

function zip64Extra({ size, compressedSize }: { size: bigint; compressedSize: bigint }): Buffer {
  const extra = Buffer.alloc(20)
  extra.writeUInt16LE(0x0001, 0)
  extra.writeUInt16LE(16, 2)
  extra.writeBigUInt64LE(size, 4)
  extra.writeBigUInt64LE(compressedSize, 12)
  return extra
}

function zip64End(entries: bigint, size: number, start: number, at: number): Buffer[] {
  const record = Buffer.alloc(56)
  record.writeUInt32LE(0x06064b50, 0)
  record.writeBigUInt64LE(44n, 4)
  record.writeUInt16LE((3 << 8) | 45, 12)
  record.writeUInt16LE(45, 14)
  record.writeBigUInt64LE(entries, 24)
  record.writeBigUInt64LE(entries, 32)
  record.writeBigUInt64LE(BigInt(size), 40)
  record.writeBigUInt64LE(BigInt(start), 48)
  const locator = Buffer.alloc(20)
  locator.writeUInt32LE(0x07064b50, 0)
  locator.writeBigUInt64LE(BigInt(at), 8)
  locator.writeUInt32LE(1, 16)
  return [record, locator]
}

function byteLength(name: string | Buffer): number {
  return typeof name === 'string' ? Buffer.byteLength(name, 'utf8') : name.length
}

let zeros1MiB: Buffer | undefined

/**
 * A raw deflate stream of `mib` MiB of zeros (rounded up to 64), in about 1/1000 of that: 1 MiB of
 * zeros deflated once with a sync flush (blocks that do not end the stream), repeated, then an empty
 * final block.
 */
export function zerosDeflated(mib: number): Buffer {
  zeros1MiB ??= deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH })
  const copies = Math.ceil(mib / 64) * 64
  return Buffer.concat([...new Array<Buffer>(copies).fill(zeros1MiB), Buffer.from([0x03, 0x00])])
}

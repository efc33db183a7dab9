import { Readable, Transform, pipeline, type TransformCallback } from 'node:stream'
import { createInflateRaw, crc32 } from 'node:zlib'
import type yauzl from 'yauzl'
import type { ReadBudget } from './limits.js'
import {
  checkMethod,
  content,
  DEFLATED,
  type CountingReader,
  type EntryLayout
} from './zip-reader.js'

/** Bytes read from the file at a time, and inflated at a time: fewer, larger chunks cost less. */
const FILE_CHUNK_BYTES = 1024 * 1024
const INFLATE_CHUNK_BYTES = 256 * 1024
const MIN_INFLATE_CHUNK_BYTES = 4 * 1024
/** An executable this small, inflated and compressed, is read in one step (`atOnce`). */
const AT_ONCE_BYTES = INFLATE_CHUNK_BYTES

/**
 * The inflated content of an entry too large to hold (an executable), as a stream: the file is read
 * as it is consumed, so memory stays flat whatever the entry's size. The stream fails if the entry
 * inflates to more or fewer bytes than the zip says, or fails its CRC-32 check at the end. Counted
 * by `budget.executable`, apart from the plists' `read`. An entry of at most AT_ONCE_BYTES, inflated
 * or not, is inflated in one step and checked before its stream gives it (`atOnce`). Destroy the
 * stream (or end its iteration) when done with it, before the file is closed.
 */
export async function streamEntry(
  zip: yauzl.ZipFile,
  reader: CountingReader,
  entry: yauzl.Entry,
  budget: ReadBudget,
  layout: EntryLayout
): Promise<Readable> {
  const method = checkMethod(entry)
  budget.executable(entry.fileName, entry.uncompressedSize)
  const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true })
  layout.checkData(entry, fileDataStart)
  if (fileDataStart + entry.compressedSize > reader.size)
    throw new Error('the entry runs past the end of the file')
  if (entry.uncompressedSize <= AT_ONCE_BYTES && entry.compressedSize <= AT_ONCE_BYTES)
    return Readable.from(atOnce(reader, entry, method, fileDataStart), { objectMode: false })
  const raw = Readable.from(reader.chunks(fileDataStart, entry.compressedSize, FILE_CHUNK_BYTES), {
    objectMode: false,
    highWaterMark: FILE_CHUNK_BYTES
  })
  const checked = new CheckedContent(entry.uncompressedSize, entry.crc32, budget)
  const stages =
    method === DEFLATED
      ? [raw, createInflateRaw({ chunkSize: inflateChunkBytes(entry.uncompressedSize) }), checked]
      : [raw, checked]
  // Errors reach `checked`, the stream returned; a consumer that stops early ends them all.
  pipeline(stages, () => {})
  return checked
}

/**
 * A small executable's content (a framework of a few hundred kilobytes, as most are), read and
 * inflated in one step, as a plist is, and checked as the stream checks it: no chain of streams,
 * no inflater working in zlib's threads, for each of an app's hundreds of frameworks. It holds no
 * more than a stream's own chunk would.
 */
async function* atOnce(
  reader: CountingReader,
  entry: yauzl.Entry,
  method: number,
  fileDataStart: number
): AsyncGenerator<Buffer> {
  // Read as the stream reads it (one chunk, here), not from the reader's window.
  const parts: Buffer[] = []
  for await (const part of reader.chunks(fileDataStart, entry.compressedSize, AT_ONCE_BYTES))
    parts.push(part)
  yield content(parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts), entry, method)
}

/**
 * zlib allocates a whole chunk for each stream, whatever it inflates: a small executable takes a
 * small one, so that thousands of them leave no pile of 256 KiB buffers for the collector.
 */
function inflateChunkBytes(size: number): number {
  return Math.min(INFLATE_CHUNK_BYTES, Math.max(MIN_INFLATE_CHUNK_BYTES, size))
}

/**
 * Passes the content on, failing it when it differs from the size or CRC-32 the zip declares, or
 * when the inspection's time is up.
 */
class CheckedContent extends Transform {
  private length = 0
  private crc = 0

  constructor(
    private readonly declaredSize: number,
    private readonly declaredCrc: number,
    private readonly budget: ReadBudget
  ) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.budget.time()
    } catch (error) {
      return done(error as Error)
    }
    this.length += chunk.length
    if (this.length > this.declaredSize)
      return done(
        new Error(`the entry inflates to more than the ${this.declaredSize} bytes the zip says`)
      )
    this.crc = crc32(chunk, this.crc)
    done(null, chunk)
  }

  override _flush(done: TransformCallback): void {
    if (this.length !== this.declaredSize)
      return done(
        new Error(`the entry holds ${this.length} bytes where the zip says ${this.declaredSize}`)
      )
    if (this.crc !== this.declaredCrc) return done(new Error('the entry fails its CRC-32 check'))
    done()
  }
}

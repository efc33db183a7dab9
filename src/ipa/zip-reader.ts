import type { FileHandle } from 'node:fs/promises'
import { crc32, inflateRawSync } from 'node:zlib'
import yauzl from 'yauzl'
import { errorMessage } from '../text/error-message.js'

/** Reads the file in windows: a central directory of many small records costs a few reads. */
const WINDOW_BYTES = 64 * 1024

/**
 * yauzl's source of bytes: reads ranges of an open file, keeps the last window (yauzl reads a
 * central directory record in two small pieces) and counts every byte taken from the file.
 * Entries are read with `readEntry` below, not with yauzl's streams, which this does not serve.
 */
export class CountingFileReader extends yauzl.RandomAccessReader {
  bytesRead = 0
  private window: { start: number; data: Buffer } | undefined

  constructor(
    private readonly file: FileHandle,
    readonly size: number
  ) {
    super()
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (error: Error | null, bytesRead?: number) => void
  ): void {
    // Always answers asynchronously, so yauzl's loop over entries cannot grow the stack.
    this.readAt(position, length).then(
      data => callback(null, data.copy(buffer, offset)),
      (error: Error) => callback(error)
    )
  }

  override close(callback: (error: Error | null) => void): void {
    // The caller owns the file handle and closes it.
    setImmediate(() => callback(null))
  }

  /** Up to `length` bytes at `position` (fewer only at the end of the file). */
  async readAt(position: number, length: number): Promise<Buffer> {
    const cached = this.window
    if (
      cached &&
      position >= cached.start &&
      position + length <= cached.start + cached.data.length
    ) {
      const from = position - cached.start
      return cached.data.subarray(from, from + length)
    }
    const want = Math.max(0, Math.min(Math.max(length, WINDOW_BYTES), this.size - position))
    const data = Buffer.allocUnsafe(want)
    let filled = 0
    while (filled < want) {
      const { bytesRead } = await this.file.read(data, filled, want - filled, position + filled)
      if (bytesRead === 0) break // the file shrank under us
      filled += bytesRead
    }
    this.bytesRead += filled
    this.window = { start: position, data: data.subarray(0, filled) }
    return this.window.data.subarray(0, Math.min(length, filled))
  }
}

export function openZip(reader: CountingFileReader): Promise<yauzl.ZipFile> {
  return yauzl.fromRandomAccessReaderPromise(reader, reader.size, {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: true,
    validateEntrySizes: true
  })
}

export class EntryTooLargeError extends Error {
  constructor(readonly size: number) {
    super(`entry of ${size} bytes is over the limit`)
    this.name = 'EntryTooLargeError'
  }
}

/**
 * The whole content of a small entry, refusing more than `limit` bytes. One read and a synchronous
 * inflate: cheaper than a chain of streams for the few kilobytes of a plist, and zlib stops at the
 * declared size, so a central directory that lies cannot make it inflate more.
 */
export async function readEntry(
  zip: yauzl.ZipFile,
  reader: CountingFileReader,
  entry: yauzl.Entry,
  limit: number
): Promise<Buffer> {
  if (entry.isEncrypted()) throw new Error('the entry is encrypted')
  const method = entry.compressionMethod
  if (method !== STORED && method !== DEFLATED)
    throw new Error(`unsupported compression method ${method}`)
  const declared = Math.max(entry.uncompressedSize, entry.compressedSize)
  if (declared > limit) throw new EntryTooLargeError(declared)
  const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true })
  const raw = await reader.readAt(fileDataStart, entry.compressedSize)
  if (raw.length < entry.compressedSize) throw new Error('the entry runs past the end of the file')
  const data = method === DEFLATED ? inflate(raw, entry.uncompressedSize) : Buffer.from(raw)
  if (data.length !== entry.uncompressedSize) {
    throw new Error(
      `the entry holds ${data.length} bytes where the zip says ${entry.uncompressedSize}`
    )
  }
  if (crc32(data) !== entry.crc32) throw new Error('the entry fails its CRC-32 check')
  return data
}

const STORED = 0
const DEFLATED = 8

function inflate(raw: Buffer, declaredSize: number): Buffer {
  try {
    return inflateRawSync(raw, { maxOutputLength: Math.max(1, declaredSize) })
  } catch (error) {
    // By code, not class: the error may come from another realm (a test runner's, say).
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new Error(`the entry inflates to more than the ${declaredSize} bytes the zip says`, {
        cause: error
      })
    throw new Error(`damaged deflate data (${errorMessage(error)})`, { cause: error })
  }
}

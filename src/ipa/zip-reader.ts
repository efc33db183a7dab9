import { crc32, inflateRawSync } from 'node:zlib'
import yauzl from 'yauzl'
import { errorMessage } from '../text/error-message.js'
import { type ByteRange, type ByteSource, SourceFailure } from './byte-source.js'
import type { ReadBudget } from './limits.js'

/** Reads the file in windows: a central directory of many small records costs a few reads. */
const WINDOW_BYTES = 64 * 1024

/**
 * yauzl's source of bytes: reads ranges of the archive's source, keeps the last window (yauzl reads a
 * central directory record in two small pieces) and counts every byte taken from it.
 * Entries are read with `readEntry` below, not with yauzl's streams, which this does not serve.
 */
export class CountingReader extends yauzl.RandomAccessReader {
  bytesRead = 0
  private window: { start: number; data: Buffer } | undefined
  /**
   * The window's memory, filled again by each read that misses it: thousands of plists read one
   * window apart would otherwise leave thousands of 64 KiB buffers for the collector.
   */
  private readonly windowMemory = Buffer.allocUnsafe(WINDOW_BYTES)

  readonly size: number

  constructor(private readonly source: ByteSource) {
    super()
    this.size = source.size
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
    // The caller owns the source and closes it.
    setImmediate(() => callback(null))
  }

  /** `length` bytes from `position`, in chunks as they are read and counted (see zip-stream.ts). */
  async *chunks(position: number, length: number, chunkBytes: number): AsyncGenerator<Buffer> {
    for (let at = position; at < position + length;) {
      const data = Buffer.allocUnsafe(Math.min(chunkBytes, position + length - at))
      const bytesRead = await this.fromSource(data, 0, data.length, at)
      if (bytesRead === 0) throw new Error('the entry runs past the end of the file')
      this.bytesRead += bytesRead
      at += bytesRead
      yield data.subarray(0, bytesRead)
    }
  }

  /** What will be read, told to the source ahead (see ByteSource.prefetch). */
  async prefetch(ranges: readonly ByteRange[]): Promise<void> {
    try {
      await this.source.prefetch?.(ranges)
    } catch (error) {
      throw new SourceFailure(error)
    }
  }

  /** The source's read; its failure is the source's, not the archive's (SourceFailure). */
  private async fromSource(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number
  ): Promise<number> {
    try {
      return await this.source.read(buffer, offset, length, position)
    } catch (error) {
      throw new SourceFailure(error)
    }
  }

  /**
   * Up to `length` bytes at `position` (fewer only at the end of the file). They may lie in the
   * window's memory, which the next read fills again: use them before reading more.
   */
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
    const data =
      want <= WINDOW_BYTES ? this.windowMemory.subarray(0, want) : Buffer.allocUnsafe(want)
    let filled = 0
    // The rest of the window only as far as the source gives it at once: a remote source gives
    // what it holds already, and is asked for no more than `length`.
    while (filled < length) {
      const bytesRead = await this.fromSource(data, filled, want - filled, position + filled)
      if (bytesRead === 0) break // the file shrank under us
      filled += bytesRead
    }
    this.bytesRead += filled
    this.window = { start: position, data: data.subarray(0, filled) }
    return this.window.data.subarray(0, Math.min(length, filled))
  }
}

/**
 * Opens the archive. Names are decoded here (`entryName`), not by yauzl: its check of each name
 * splits it at every `/`, and its CP437 decoding adds one character at a time, so 32 MiB of names
 * such as `a/a/a/…` cost it seconds.
 */
export function openZip(reader: CountingReader): Promise<yauzl.ZipFile> {
  return yauzl.fromRandomAccessReaderPromise(reader, reader.size, {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: false,
    validateEntrySizes: true
  })
}

/** Two entries share bytes of the file; named by path, or by their place in the central directory. */
export class OverlapError extends Error {
  constructor(
    readonly first: string,
    readonly second: string
  ) {
    super(`${first} and ${second} overlap`)
    this.name = 'OverlapError'
  }
}

/** A local file header before the name and extra field that follow it. */
const LOCAL_HEADER_BYTES = 30
/** The longest extra field a local header may have (its length is 16 bits). */
const MAX_EXTRA_BYTES = 0xffff

/**
 * Where each entry lies in the file, from the central directory: its local header's offset, and the
 * least it can take (the header and its compressed data; the name and extra field are only known
 * from the local header itself). Entries that share bytes are refused, a zip bomb's way to inflate
 * one compressed stream many times.
 */
export class EntryLayout {
  private readonly starts: number[] = []
  private readonly ends: number[] = []
  /** The starts in file order, when the central directory lists entries in another order. */
  private sortedStarts: number[] | undefined
  private inOrder = true
  private previousName = ''

  add(entry: yauzl.Entry): void {
    const start = entry.relativeOffsetOfLocalHeader
    const end = start + LOCAL_HEADER_BYTES + entry.compressedSize
    const last = this.starts.length - 1
    if (last >= 0) {
      const previousStart = this.starts[last] as number
      if (start < previousStart) this.inOrder = false
      // Listed in file order (as zip tools write them): the overlap is named by the two paths.
      else if (start < (this.ends[last] as number))
        throw new OverlapError(this.previousName, entry.fileName)
    }
    this.starts.push(start)
    this.ends.push(end)
    this.previousName = entry.fileName
  }

  /** After the last entry: entries listed out of file order are sorted, then checked as above. */
  checkAll(): void {
    if (this.inOrder) return
    const order = Array.from(this.starts.keys()).sort(
      (a, b) => (this.starts[a] as number) - (this.starts[b] as number)
    )
    for (let i = 1; i < order.length; i++) {
      const [before, after] = [order[i - 1] as number, order[i] as number]
      if ((this.starts[after] as number) < (this.ends[before] as number))
        throw new OverlapError(
          `entry ${before + 1} of the central directory`,
          `entry ${after + 1} of the central directory`
        )
    }
    this.sortedStarts = order.map(i => this.starts[i] as number)
  }

  /**
   * An entry about to be read, now that its local header says where its data starts: the data must
   * end before the next entry's header (the central directory cannot tell it for sure).
   */
  checkData(entry: yauzl.Entry, fileDataStart: number): void {
    const dataEnd = fileDataStart + entry.compressedSize
    const next = this.nextHeader(entry)
    if (next !== undefined && next < dataEnd)
      throw new OverlapError(entry.fileName, `the entry whose header is at byte ${next}`)
  }

  /**
   * The bytes reading `entry` takes: its local header to the next entry's, or as far as its local
   * header, name, extra field, data and data descriptor may reach, whichever is nearer.
   */
  extent(entry: yauzl.Entry): ByteRange {
    const start = entry.relativeOffsetOfLocalHeader
    const most =
      LOCAL_HEADER_BYTES + entry.fileNameLength + MAX_EXTRA_BYTES + entry.compressedSize + 16
    const end = Math.min(this.nextHeader(entry) ?? Infinity, start + most)
    return { position: start, length: end - start }
  }

  /** Where the first header after the entry's own starts. */
  private nextHeader(entry: yauzl.Entry): number | undefined {
    const starts = this.sortedStarts ?? this.starts
    let low = 0
    let high = starts.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((starts[middle] as number) <= entry.relativeOffsetOfLocalHeader) low = middle + 1
      else high = middle
    }
    return starts[low]
  }
}

/**
 * The whole content of a small entry, once the budget allows its size. One read and a synchronous
 * inflate: cheaper than a chain of streams for the few kilobytes of a plist, and zlib stops at the
 * declared size, so a central directory that lies cannot make it inflate more.
 */
export async function readEntry(
  zip: yauzl.ZipFile,
  reader: CountingReader,
  entry: yauzl.Entry,
  budget: ReadBudget,
  layout: EntryLayout
): Promise<Buffer> {
  const method = checkMethod(entry)
  budget.read(entry.fileName, Math.max(entry.uncompressedSize, entry.compressedSize))
  const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true })
  layout.checkData(entry, fileDataStart)
  const raw = await reader.readAt(fileDataStart, entry.compressedSize)
  return content(raw, entry, method)
}

/**
 * An entry's content from its compressed bytes `raw` (read whole), inflated at once and checked
 * against the size and CRC-32 the zip declares. `raw` may lie in the reader's window: it is used
 * before any other read.
 */
export function content(raw: Buffer, entry: yauzl.Entry, method: number): Buffer {
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
export const DEFLATED = 8

/** The entry's compression method, when it is one this reader inflates; throws otherwise. */
export function checkMethod(entry: yauzl.Entry): number {
  if (entry.isEncrypted()) throw new Error('the entry is encrypted')
  const method = entry.compressionMethod
  if (method !== STORED && method !== DEFLATED)
    throw new Error(`unsupported compression method ${method}`)
  return method
}

function inflate(raw: Buffer, declaredSize: number): Buffer {
  try {
    // Sized to the entry: zlib allocates a whole chunk for each call, 16 KiB by default.
    const chunkSize = Math.min(Math.max(declaredSize, 64), 64 * 1024)
    return inflateRawSync(raw, { maxOutputLength: Math.max(1, declaredSize), chunkSize })
  } catch (error) {
    // By code, not class: the error may come from another realm (a test runner's, say).
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new Error(`the entry inflates to more than the ${declaredSize} bytes the zip says`, {
        cause: error
      })
    throw new Error(`damaged deflate data (${errorMessage(error)})`, { cause: error })
  }
}

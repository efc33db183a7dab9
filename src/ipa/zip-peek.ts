import { constants, inflateRawSync } from 'node:zlib'
import type yauzl from 'yauzl'
import type { ReadBudget } from './limits.js'
import { checkMethod, DEFLATED, type CountingReader, type EntryLayout } from './zip-reader.js'

/** The bytes a file's kind is told by: a Mach-O header's first 16 (magic, CPU, file type). */
export const PEEK_BYTES = 16
/**
 * Compressed bytes read to find them: deflate's block header and tables come first, a few hundred
 * bytes at most. What they inflate to is bounded by deflate's ratio (1,032 to 1), then cut.
 */
const RAW_BYTES = 1024
const MOST_INFLATED = RAW_BYTES * 1032

/**
 * The first `bytes` of an entry (at most 64; fewer when it is shorter), to tell what it is without
 * reading it: one small read after its local header. Its CRC-32 cannot be checked on a part: a
 * damaged entry may show other first bytes, and is never read whole here.
 */
export async function peekEntry(
  zip: yauzl.ZipFile,
  reader: CountingReader,
  entry: yauzl.Entry,
  budget: ReadBudget,
  layout: EntryLayout,
  bytes = PEEK_BYTES
): Promise<Buffer> {
  const method = checkMethod(entry)
  budget.time()
  const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true })
  layout.checkData(entry, fileDataStart)
  const length = Math.min(entry.compressedSize, RAW_BYTES)
  const raw = Buffer.from(await reader.readAt(fileDataStart, length))
  if (raw.length < length) throw new Error('the entry runs past the end of the file')
  const data =
    method === DEFLATED
      ? inflateRawSync(raw, {
          finishFlush: constants.Z_SYNC_FLUSH,
          maxOutputLength: MOST_INFLATED,
          chunkSize: 64 * 1024
        })
      : raw
  return data.subarray(0, Math.min(bytes, 64))
}

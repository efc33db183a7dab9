import { open } from 'node:fs/promises'

/**
 * Where an archive's bytes come from: a file on disk today; ranges of a URL are the same shape. The
 * zip reader only ever asks for a range at a position, and counts what it was given.
 */
export interface ByteSource {
  /** Its length in bytes. */
  readonly size: number
  /** Reads up to `length` bytes at `position` into `buffer` from `offset`: how many it read (0 at the end). */
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<number>
  /**
   * Told ahead what will be read, so that a remote source asks for it in few requests (a file has
   * no use for it).
   */
  prefetch?(ranges: readonly ByteRange[]): Promise<void>
  close(): Promise<void>
}

export interface ByteRange {
  position: number
  length: number
}

/**
 * The source could not give the bytes asked for (a storage that refused, or answered other bytes):
 * nothing about the archive, and no verdict may be drawn from what was read. Its cause says why.
 */
export class SourceFailure extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
    this.name = 'SourceFailure'
  }
}

/** A file, opened for reading; refused when the path names anything but a file. */
export async function openFileSource(file: string): Promise<ByteSource> {
  const handle = await open(file, 'r')
  try {
    const stats = await handle.stat()
    if (!stats.isFile()) throw new Error(`${file} is not a file`)
    return {
      size: stats.size,
      read: async (buffer, offset, length, position) =>
        (await handle.read(buffer, offset, length, position)).bytesRead,
      close: () => handle.close()
    }
  } catch (error) {
    await handle.close()
    throw error
  }
}

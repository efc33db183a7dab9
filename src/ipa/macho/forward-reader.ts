import type { Readable } from 'node:stream'

/** A range of the file to keep as the stream passes it: [start, end). */
export interface Capture {
  start: number
  end: number
  /** Filled as the stream passes; allocated only when the capture begins. */
  data?: Buffer
}

/**
 * Reads a stream forward only: small reads at the current position, skips that hold nothing, and
 * captures of ranges further on. Nothing is kept but what is asked for, so a file of any size is
 * read with flat memory. Errors of the stream (a damaged zip entry) propagate as they are.
 */
export class ForwardReader {
  /** Bytes of the file before `pending`. */
  position = 0
  private pending: Buffer = Buffer.alloc(0)
  private ended = false
  private readonly chunks: AsyncIterator<Buffer | string>

  constructor(source: Readable) {
    this.chunks = source[Symbol.asyncIterator]()
  }

  /** Ends the iteration, which destroys the stream: nothing more is wanted of it. */
  async close(): Promise<void> {
    await this.chunks.return?.()
  }

  /** Exactly `length` bytes at the current position, or fewer where the stream ends. */
  async read(length: number): Promise<Buffer> {
    const parts: Buffer[] = []
    let filled = 0
    while (filled < length) {
      const chunk = await this.take(length - filled)
      if (!chunk) break
      parts.push(chunk)
      filled += chunk.length
    }
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, filled)
  }

  /** Passes the bytes up to `offset`, keeping none. False when the stream ends before it. */
  async skipTo(offset: number): Promise<boolean> {
    while (this.position < offset) {
      if (!(await this.take(offset - this.position))) return false
    }
    return true
  }

  /**
   * Fills each capture (all at or after the current position, possibly overlapping) as the stream
   * passes them; returns false when the stream ends first. Allocates a capture's buffer only as the
   * stream reaches it, so a range near the end costs nothing until then.
   */
  async capture(captures: Capture[]): Promise<boolean> {
    const sorted = [...captures].sort((a, b) => a.start - b.start)
    const end = Math.max(this.position, ...sorted.map(capture => capture.end))
    let next = 0
    while (this.position < end) {
      while (next < sorted.length && (sorted[next] as Capture).start <= this.position) {
        const capture = sorted[next++] as Capture
        capture.data = Buffer.alloc(capture.end - capture.start)
      }
      const until = Math.min(sorted[next]?.start ?? end, end)
      // Nothing to keep before the next capture begins: pass it by.
      if (!sorted.some(c => c.data && c.end > this.position)) {
        if (!(await this.skipTo(until))) return false
        continue
      }
      const at = this.position
      const chunk = await this.take(until - at)
      if (!chunk) return false
      for (const capture of sorted) {
        if (!capture.data || capture.end <= at || capture.start >= at + chunk.length) continue
        const from = Math.max(capture.start, at)
        const to = Math.min(capture.end, at + chunk.length)
        chunk.copy(capture.data, from - capture.start, from - at, to - at)
      }
    }
    return true
  }

  /** Puts back the last bytes a `read` returned, to be read again: it read past what it wanted. */
  giveBack(bytes: Buffer): void {
    if (bytes.length === 0) return
    const pending = this.pending
    // Most often they lie just before what is pending, in the same chunk: widen the view, no copy.
    const adjacent =
      pending.buffer === bytes.buffer && bytes.byteOffset + bytes.length === pending.byteOffset
    this.pending = adjacent
      ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length + pending.length)
      : pending.length > 0
        ? Buffer.concat([bytes, pending])
        : bytes
    this.position -= bytes.length
  }

  /** Up to `most` bytes at the current position, or undefined at the end of the stream. */
  private async take(most: number): Promise<Buffer | undefined> {
    while (this.pending.length === 0) {
      if (this.ended) return undefined
      const { value, done } = await this.chunks.next()
      if (done) {
        this.ended = true
        return undefined
      }
      this.pending = typeof value === 'string' ? Buffer.from(value) : value
    }
    const chunk = this.pending.subarray(0, most)
    this.pending = this.pending.subarray(chunk.length)
    this.position += chunk.length
    return chunk
  }
}

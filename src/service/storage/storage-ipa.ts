import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { shownUrl } from '../../text/signed-url.js'
import type { Transport } from '../transport.js'
import { checkRange, otherBytes, shownHeader, type RangeAnswer } from './answer-checks.js'
import { parseContentRange } from './content-range.js'
import { coalesced, FetchedParts, splitRange } from './fetched-parts.js'
import { forEachConcurrently } from './for-each-concurrently.js'
import { type Fetching, requestRange } from './range-request.js'
import { StorageError } from './storage-error.js'

const KiB = 1024
const MiB = 1024 * KiB
/** The first request: the end of the file, where a zip keeps its directory (a large app's is a few hundred KiB). */
const TAIL_BYTES = 256 * KiB
/** The longest range asked for at once: an answer is written to disk as it comes, so this bounds time, not memory. */
const MAX_RANGE_BYTES = 8 * MiB
/** Ranges closer than this are asked for as one: a request costs more than a few KiB more of it. */
const JOIN_GAP_BYTES = 64 * KiB
/** Ranges asked for side by side when the inspection says ahead what it will read. */
const PARALLEL_RANGES = 4
/** What is read of an answer that is not the bytes asked for: its error's words. */
const ERROR_BODY_BYTES = 64 * KiB
/**
 * The largest IPA read whole from storage that ignores Range requests (as the file it answers with,
 * once, into a local copy): a larger one is left unchecked. The request timeout bounds its time too.
 */
export const WHOLE_FILE_BYTES = 1024 * MiB

export interface StorageOptions {
  sender: Pick<Transport, 'send'>
  /** The URL's secret parts (its signature): no message shows them, no redirect carries them away. */
  secrets?: readonly string[]
  signal?: AbortSignal
  /** Where the local copy of the bytes read is kept (removed by `close`); the system's by default. */
  tempDir?: string
  /** WHOLE_FILE_BYTES by default; tests pass less. */
  wholeFileBytes?: number
}

/**
 * An IPA in object storage (S3, Google Cloud Storage, Azure Blob, any HTTP server), read where it
 * lives with Range requests: a byte source for the archive reader (src/ipa/byte-source.ts). Each
 * byte is fetched once, into a local copy on disk (memory stays flat whatever is read); `prefetch`
 * asks ahead for what the inspection will read, joined into few requests sent side by side. Every
 * answer is checked to be the bytes asked for of the same object, else reading stops with a
 * StorageError (so is a refusal).
 */
export class StorageIpa {
  /** Requests sent, and bytes of the file they brought. */
  readonly fetched = { requests: 0, bytes: 0 }
  /** The storage ignored Range and answered with the whole file, which the local copy holds. */
  wholeFile = false
  size = 0
  private etag: string | undefined
  private readonly parts = new FetchedParts()
  /** Where the next range goes in the local copy: each is appended, where its request reserved room. */
  private copyEnd = 0
  /** The last range read on demand, to read further ahead when reads carry on from it. */
  private last = { end: -1, length: 0 }
  private readonly where: string
  private readonly fetching: Fetching

  private constructor(
    url: string,
    private readonly options: StorageOptions,
    private readonly folder: string,
    private readonly copy: FileHandle
  ) {
    this.where = `the storage of ${shownUrl(url)}`
    const { username, password } = new URL(url)
    // The exchange sends no user part of a URL: a user and password are Basic credentials.
    const basic = username || password ? basicCredentials(username, password) : undefined
    this.fetching = {
      sender: options.sender,
      url,
      headers: basic ? { Authorization: `Basic ${basic}` } : {},
      secrets: [...(options.secrets ?? []), ...(basic ? [basic] : [])],
      signal: options.signal,
      where: this.where,
      copy: copy.fd,
      fetched: this.fetched
    }
  }

  /** Opens the IPA at `url`: its length and its last bytes, where the zip's directory is. */
  static async open(url: string, options: StorageOptions): Promise<StorageIpa> {
    const folder = await mkdtemp(path.join(options.tempDir ?? tmpdir(), 'ipa-ranges-'))
    let ipa: StorageIpa | undefined
    try {
      const copy = await open(path.join(folder, 'copy'), 'w+')
      ipa = new StorageIpa(url, options, folder, copy)
      await ipa.readTail()
      return ipa
    } catch (error) {
      await (ipa ? ipa.close() : rm(folder, { recursive: true, force: true }))
      throw error
    }
  }

  /**
   * Up to `length` bytes at `position`: those fetched already from there on, else (when that byte
   * is not) the range fetched first, read ahead as `readOnDemand` says.
   */
  async read(buffer: Buffer, offset: number, length: number, position: number): Promise<number> {
    const end = Math.min(position + length, this.size)
    if (end <= position) return 0
    if (!this.parts.holding(position)) await this.readOnDemand(position, end)
    let at = position
    for (let part = this.parts.holding(at); part && at < end; part = this.parts.holding(at)) {
      const take = Math.min(end, part.end) - at
      const from = part.at + at - part.start
      const { bytesRead } = await this.copy.read(buffer, offset + at - position, take, from)
      if (bytesRead !== take) throw new Error('the local copy of the IPA is shorter than written')
      at += take
    }
    return at - position
  }

  /** Fetches what will be read (ranges of the file) in few requests, side by side. */
  async prefetch(ranges: readonly { position: number; length: number }[]): Promise<void> {
    const wanted = coalesced(ranges, {
      gap: JOIN_GAP_BYTES,
      most: MAX_RANGE_BYTES,
      size: this.size
    })
    const missing = wanted.flatMap(([start, end]) => this.parts.missing(start, end))
    await forEachConcurrently(missing, PARALLEL_RANGES, ([start, end]) =>
      this.fetchRange(start, end)
    )
  }

  async close(): Promise<void> {
    await this.copy.close().catch(() => undefined)
    await rm(this.folder, { recursive: true, force: true })
  }

  /** What is missing of [start, end), read ahead twice as far as the last read when this one carries on from it. */
  private async readOnDemand(start: number, end: number): Promise<void> {
    for (const [from, to] of this.parts.missing(start, end)) {
      const carriesOn = from === this.last.end
      const length = carriesOn
        ? Math.max(to - from, Math.min(2 * this.last.length, MAX_RANGE_BYTES))
        : to - from
      const until = Math.min(from + length, this.size, this.parts.nextStart(from))
      for (const [first, last] of splitRange(from, until, MAX_RANGE_BYTES))
        await this.fetchRange(first, last)
      this.last = { end: until, length: until - from }
    }
  }

  /**
   * The first request: the last TAIL_BYTES, where a zip keeps its directory. Storage that takes no
   * suffix range (Azure Blob takes only `bytes=first-last`), or no range at all, answers with the
   * whole file, which is dropped at its headers unless it is that small: then the file's first bytes
   * are asked for, as every storage takes them (see readHead).
   */
  private async readTail(): Promise<void> {
    const asked = `the last ${TAIL_BYTES} bytes`
    const answer = await requestRange(this.fetching, {
      range: `bytes=-${TAIL_BYTES}`,
      asked,
      at: 0,
      room: status => (status === 206 || status === 200 ? TAIL_BYTES : undefined),
      maxBytes: TAIL_BYTES
    })
    const { status, headers, truncated } = answer.response
    if (status === 200 && !truncated) return this.tookWholeFile(answer)
    const header = shownHeader(headers['content-range'])
    const range = parseContentRange(header)
    if (status === 416 && range?.size === 0 && !range.range) return // an empty object: no zip
    if (status === 200 || status === 416) return this.readHead()
    const size = range?.size
    if (status !== 206 || size === undefined)
      throw otherBytes(
        asked,
        `HTTP ${status} with ${header ? `Content-Range '${header}'` : 'no Content-Range'}`
      )
    const first = Math.max(0, size - TAIL_BYTES)
    this.etag = shownHeader(headers.etag)
    checkRange(answer, { first, last: size - 1, size }, asked)
    this.took({ start: first, end: size, at: 0 }, size)
  }

  /**
   * The file's first TAIL_BYTES, whose Content-Range says its length, then its last; or, from
   * storage that ignores Range, the whole file, read once as it comes (up to the whole-file limit).
   */
  private async readHead(): Promise<void> {
    const limit = this.options.wholeFileBytes ?? WHOLE_FILE_BYTES
    const asked = `the first ${TAIL_BYTES} bytes`
    const answer = await requestRange(this.fetching, {
      range: `bytes=0-${TAIL_BYTES - 1}`,
      asked,
      at: 0,
      room: status => (status === 206 ? TAIL_BYTES : status === 200 ? limit : undefined),
      maxBytes: limit
    })
    const { status, headers } = answer.response
    if (status === 200) {
      this.tookWholeFile(answer, limit)
      this.wholeFile = true
      return
    }
    const header = shownHeader(headers['content-range'])
    const size = parseContentRange(header)?.size
    if (status !== 206 || size === undefined || size === 0)
      throw otherBytes(
        asked,
        `HTTP ${status} with ${header ? `Content-Range '${header}'` : 'no Content-Range'}`
      )
    this.etag = shownHeader(headers.etag)
    const end = Math.min(TAIL_BYTES, size)
    checkRange(answer, { first: 0, last: end - 1, size }, asked)
    this.took({ start: 0, end, at: 0 }, size)
    if (size > end) await this.fetchRange(Math.max(end, size - TAIL_BYTES), size)
  }

  /**
   * The whole file, answered to a range: held in the local copy, unless it is a web page (a proxy's
   * or a sign-in's, not the file) or comes in a content coding, or was past `limit`.
   */
  private tookWholeFile({ response, received }: RangeAnswer, limit = TAIL_BYTES): void {
    const { headers } = response
    const coding = shownHeader(headers['content-encoding'])
    if (coding && coding.toLowerCase() !== 'identity')
      throw otherBytes('the whole file', `a body in ${coding} coding`)
    const type = shownHeader(headers['content-type'])
    if (type && /^text\/html\b/i.test(type))
      throw otherBytes('the IPA', `a web page (${type}) instead of the file`)
    if (response.truncated) {
      const declared = Number(headers['content-length'])
      throw new StorageError(
        {
          kind: 'whole-file-only',
          size: Number.isSafeInteger(declared) ? declared : undefined,
          limitBytes: limit
        },
        `${this.where} ignores Range requests and answers with the whole file, which is larger than the ${limit} bytes read whole`
      )
    }
    this.took({ start: 0, end: received, at: 0 }, received)
  }

  /** The first part of the file in the local copy, and the file's length. */
  private took(part: { start: number; end: number; at: number }, size: number): void {
    this.size = size
    this.parts.add(part)
    this.copyEnd = part.end - part.start
  }

  /** Bytes [start, end) of the file, checked, into the local copy. */
  private async fetchRange(start: number, end: number): Promise<void> {
    const at = this.copyEnd
    this.copyEnd += end - start
    const answer = await requestRange(this.fetching, {
      range: `bytes=${start}-${end - 1}`,
      asked: `bytes ${start}-${end - 1} of ${this.size}`,
      at,
      room: status => (status === 206 ? end - start : undefined),
      maxBytes: Math.max(end - start, ERROR_BODY_BYTES)
    })
    checkRange(answer, { first: start, last: end - 1, size: this.size, etag: this.etag })
    this.parts.add({ start, end, at })
  }
}

/** A URL's user and password as Basic credentials (base64 of `user:password`, each decoded). */
function basicCredentials(username: string, password: string): string {
  const decoded = (part: string): string => {
    try {
      return decodeURIComponent(part)
    } catch {
      return part
    }
  }
  return Buffer.from(`${decoded(username)}:${decoded(password)}`).toString('base64')
}

import { writeSync } from 'node:fs'
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { shownUrl } from '../../text/signed-url.js'
import type { Transport } from '../transport.js'
import { TransportError } from '../transport-types.js'
import { checkRange, notARange, otherBytes, shown, type RangeAnswer } from './answer-checks.js'
import { parseContentRange } from './content-range.js'
import { coalesced, FetchedParts, pieces } from './fetched-parts.js'
import { inTurns } from './in-turns.js'
import { StorageError } from './storage-error.js'

const KiB = 1024
const MiB = 1024 * KiB
/** The first request: the end of the file, where a zip keeps its directory (a large app's is a few hundred KiB). */
const TAIL_BYTES = 256 * KiB
/** The longest range asked for at once: an answer is written to disk as it comes, so this bounds time, not memory. */
const MAX_RANGE_BYTES = 8 * MiB
/** Ranges closer than this are asked for as one: a request costs more than a few KiB more of it. */
const JOIN_GAP_BYTES = 64 * KiB
/**
 * Retries of a range (with the transport's backoff; fewer when the transport allows fewer): a check
 * must not hold a release for minutes behind storage that stalls, at one request timeout a try.
 */
const RANGE_RETRIES = 1
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
  private readonly headers: Record<string, string> = {}
  private readonly secrets: readonly string[]

  private constructor(
    private readonly url: string,
    private readonly options: StorageOptions,
    private readonly folder: string,
    private readonly copy: FileHandle
  ) {
    this.where = `the storage of ${shownUrl(url)}`
    const { username, password } = new URL(url)
    // The exchange sends no user part of a URL: a user and password are Basic credentials.
    const basic = username || password ? basicCredentials(username, password) : undefined
    if (basic) this.headers.Authorization = `Basic ${basic}`
    this.secrets = [...(options.secrets ?? []), ...(basic ? [basic] : [])]
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
    await inTurns(missing, PARALLEL_RANGES, ([start, end]) => this.fetchRange(start, end))
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
      for (const [first, last] of pieces(from, until, MAX_RANGE_BYTES))
        await this.fetchRange(first, last)
      this.last = { end: until, length: until - from }
    }
  }

  /** The first request: the last TAIL_BYTES (the whole file, from storage that ignores Range). */
  private async readTail(): Promise<void> {
    const limit = this.options.wholeFileBytes ?? WHOLE_FILE_BYTES
    const room = (status: number): number | undefined =>
      status === 206 ? TAIL_BYTES : status === 200 ? limit : undefined
    const asked = `the last ${TAIL_BYTES} bytes`
    const answer = await this.get(`bytes=-${TAIL_BYTES}`, asked, { at: 0, room, maxBytes: limit })
    const { status, headers } = answer.response
    this.etag = shown(headers.etag)
    if (status === 200) return this.tookWholeFile(answer, limit)
    const header = shown(headers['content-range'])
    const range = parseContentRange(header)
    if (status === 416 && range?.size === 0 && !range.range) return // an empty object: no zip
    const size = range?.size
    if (status !== 206 || size === undefined)
      throw otherBytes(
        asked,
        `HTTP ${status} with ${header ? `Content-Range '${header}'` : 'no Content-Range'}`
      )
    const first = Math.max(0, size - TAIL_BYTES)
    checkRange(answer, { first, last: size - 1, size })
    this.size = size
    this.parts.add({ start: first, end: size, at: 0 })
    this.copyEnd = size - first
  }

  private tookWholeFile({ response, received }: RangeAnswer, limit: number): void {
    const coding = shown(response.headers['content-encoding'])
    if (coding && coding.toLowerCase() !== 'identity')
      throw otherBytes('the whole file', `a body in ${coding} coding`)
    const declared = Number(response.headers['content-length'])
    if (response.truncated)
      throw new StorageError(
        {
          kind: 'whole-file-only',
          size: Number.isFinite(declared) ? declared : undefined,
          limitBytes: limit
        },
        `${this.where} ignores Range requests and answers with the whole file, which is larger than the ${limit} bytes read whole`
      )
    this.wholeFile = true
    this.size = received
    this.parts.add({ start: 0, end: received, at: 0 })
    this.copyEnd = received
  }

  /** Bytes [start, end) of the file, checked, into the local copy. */
  private async fetchRange(start: number, end: number): Promise<void> {
    const at = this.copyEnd
    this.copyEnd += end - start
    const room = (status: number): number | undefined => (status === 206 ? end - start : undefined)
    const maxBytes = Math.max(end - start, ERROR_BODY_BYTES)
    const asked = `bytes ${start}-${end - 1} of ${this.size}`
    const answer = await this.get(`bytes=${start}-${end - 1}`, asked, { at, room, maxBytes })
    checkRange(answer, { first: start, last: end - 1, size: this.size, etag: this.etag })
    this.parts.add({ start, end, at })
  }

  /**
   * One GET of `range`. The body of an answer whose status has `room` is written at `at` of the
   * local copy, and read no further than that room; any other's is kept as text, for its words.
   * Throws a StorageError for an answer that is no range at all, and when none came.
   */
  private async get(
    range: string,
    /** The range in words, as a message names it. */
    asked: string,
    {
      at,
      room,
      maxBytes
    }: { at: number; room(status: number): number | undefined; maxBytes: number }
  ): Promise<RangeAnswer> {
    let received = 0
    let status = 0
    let moreThanClaimed = false
    this.fetched.requests++
    try {
      const response = await this.options.sender.send({
        method: 'GET',
        url: this.url,
        headers: { ...this.headers, Range: range },
        maxResponseBytes: maxBytes,
        maxRetries: RANGE_RETRIES,
        secrets: this.secrets,
        signal: this.options.signal,
        answerSink: {
          begin: answer => {
            ;[received, status] = [0, answer.status]
            const most = room(status)
            if (most === undefined) return undefined
            return chunk => {
              if (received + chunk.length > most) {
                moreThanClaimed = true
                throw new Error('more bytes than claimed')
              }
              writeSync(this.copy.fd, chunk, 0, chunk.length, at + received)
              received += chunk.length
              this.fetched.bytes += chunk.length
            }
          }
        }
      })
      const refused = notARange(response, this.where, this.secrets)
      if (refused) throw refused
      return { response, received }
    } catch (error) {
      if (!(error instanceof TransportError)) throw error
      if (moreThanClaimed) throw otherBytes(asked, 'more bytes than it claimed')
      // A short body, after the retries: what it claimed did not come.
      if (status === 206 && error.code === 'ECONNRESET')
        throw otherBytes(asked, `${received} bytes of a range, then the connection closed`)
      if (status === 200)
        throw new StorageError(
          { kind: 'whole-file-only', limitBytes: maxBytes },
          `${this.where} ignores Range requests, and the whole file it answered with did not come: ${error.message}`
        )
      throw new StorageError(
        { kind: 'unavailable', code: error.code, message: error.message },
        `${this.where}: ${error.message}`
      )
    }
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

import { writeSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { holdsSecret } from '../request-headers.js'
import type { Transport } from '../transport.js'
import { TransportError, type AnswerSink } from '../transport-types.js'
import { notARange, otherBytes, withoutSecrets, type RangeAnswer } from './answer-checks.js'
import { StorageError } from './storage-error.js'

/**
 * Retries of a range (with the transport's backoff; fewer when the transport allows fewer): a check
 * must not hold a release for minutes behind storage that stalls, at one request timeout a try.
 */
const RANGE_RETRIES = 1

/** What every request for a range of one IPA shares. */
export interface Fetching {
  sender: Pick<Transport, 'send'>
  url: string
  /** The Authorization of a URL's user and password, when it has them. */
  headers: Record<string, string>
  /** The URL's secret parts: hidden in whatever the storage answers, carried by no redirect. */
  secrets: readonly string[]
  signal?: AbortSignal
  /** The storage, as messages name it (no query). */
  where: string
  /** The local copy's file descriptor. */
  copy: number
  /** Requests sent, and bytes of the file they brought. */
  fetched: { requests: number; bytes: number }
}

export interface RangeRequest {
  /** The Range header's value. */
  range: string
  /** The range in words, as a message names it. */
  asked: string
  /** Where its body goes in the local copy. */
  at: number
  /** How much of a body with this status the copy takes; undefined keeps the body as text (words). */
  room(status: number): number | undefined
  /** The most read of any answer. */
  maxBytes: number
}

/**
 * One GET of a range: a body the local copy takes is written at `at` as it comes, and read no
 * further than its room; any other's is kept as text, for its words. Whatever the storage says is
 * returned with its echoes of the URL's secrets hidden. Throws a StorageError for an answer that is
 * no range at all, and when none came (after the retries).
 */
export async function requestRange(
  fetching: Fetching,
  request: RangeRequest
): Promise<RangeAnswer> {
  const { sender, url, headers, secrets, signal, where } = fetching
  const copy = new IntoCopy(fetching, request)
  fetching.fetched.requests++
  try {
    const raw = await sender.send({
      method: 'GET',
      url,
      headers: { ...headers, Range: request.range },
      maxResponseBytes: request.maxBytes,
      maxRetries: RANGE_RETRIES,
      secrets,
      signal,
      answerSink: copy
    })
    // Why the transport did not follow a redirect, judged as it judges: before the words are scrubbed.
    const carriesSecret = redirectHoldsSecret(raw.headers.location, url, secrets)
    const response = withoutSecrets(raw, secrets)
    const refused = notARange(response, where, carriesSecret)
    if (refused) throw refused
    return { response, received: copy.received }
  } catch (error) {
    if (!(error instanceof TransportError)) throw error
    throw noRange(error, copy, request, where)
  }
}

/**
 * Where an answer to a range goes: a body the local copy takes is written at the range's place as
 * it comes, and read no further than its room; any other's is kept by the transport, as text.
 */
class IntoCopy implements AnswerSink {
  /** Bytes of the last answer written. */
  received = 0
  /** The last answer's status, and the length it declared. */
  status = 0
  declared: number | undefined
  /** The last answer brought more than its room. */
  moreThanClaimed = false

  constructor(
    private readonly fetching: Fetching,
    private readonly request: RangeRequest
  ) {}

  begin(answer: {
    status: number
    headers: IncomingHttpHeaders
  }): ((chunk: Buffer) => void) | undefined {
    ;[this.received, this.status] = [0, answer.status]
    const length = Number(answer.headers['content-length'])
    this.declared = Number.isSafeInteger(length) ? length : undefined
    const most = this.request.room(this.status)
    if (most === undefined) return undefined
    return chunk => this.write(chunk, most)
  }

  private write(chunk: Buffer, most: number): void {
    if (this.received + chunk.length > most) {
      this.moreThanClaimed = true
      throw new Error('more bytes than claimed')
    }
    writeSync(this.fetching.copy, chunk, 0, chunk.length, this.request.at + this.received)
    this.received += chunk.length
    this.fetching.fetched.bytes += chunk.length
  }
}

/** Why no range came (after the retries), from how far the last answer came. */
function noRange(
  error: TransportError,
  { moreThanClaimed, status, received, declared }: IntoCopy,
  { asked, maxBytes }: RangeRequest,
  where: string
): StorageError {
  if (moreThanClaimed) return otherBytes(asked, 'more bytes than it claimed')
  // A short body, after the retries: what it claimed did not come.
  if (status === 206 && error.code === 'ECONNRESET')
    return otherBytes(asked, `${received} bytes of a range, then the connection closed`)
  if (status === 200)
    return new StorageError(
      {
        kind: 'whole-file-only',
        size: declared,
        limitBytes: maxBytes,
        incomplete: error.message
      },
      `${where} ignores Range requests, and the whole file it answered with did not come: ${error.message}`
    )
  return new StorageError(
    { kind: 'unavailable', code: error.code, message: error.message },
    `${where}: ${error.message}`
  )
}

function redirectHoldsSecret(
  location: string | undefined,
  from: string,
  secrets: readonly string[]
): boolean {
  if (!location) return false
  try {
    return holdsSecret(new URL(location, from), secrets)
  } catch {
    return false
  }
}

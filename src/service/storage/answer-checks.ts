import type { IncomingHttpHeaders } from 'node:http'
import { oneLine, withoutSecret } from '../../text/untrusted.js'
import type { TransportResponse } from '../transport-types.js'
import { parseContentRange } from './content-range.js'
import { StorageError } from './storage-error.js'
import { storageWords } from './storage-words.js'

/** What one range request asked for, and what came of it. */
export interface RangeAnswer {
  response: Pick<TransportResponse, 'status' | 'headers' | 'body' | 'truncated'>
  /** Bytes of the body the local copy took. */
  received: number
}

/**
 * What the storage answered, with every echo of the request's secrets (a signature a refusal
 * quotes) hidden, in the body and in each header, before any of it is cut to be shownHeader.
 */
export function withoutSecrets<T extends RangeAnswer['response']>(
  response: T,
  secrets: readonly string[]
): T {
  if (secrets.length === 0) return response
  const headers = Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? value.map(item => withoutSecret(item, secrets))
        : value === undefined
          ? value
          : withoutSecret(value, secrets)
    ])
  )
  return { ...response, headers, body: withoutSecret(response.body, secrets) }
}

/**
 * An answer that is no range at all, as a StorageError: a redirect not followed, a refusal (4xx),
 * a failure that outlasted the retries (5xx). Undefined for any other status. `carriesSecret`: the
 * redirect's target holds one of the URL's secrets (which is why the transport did not follow it).
 */
export function notARange(
  { status, headers, body }: RangeAnswer['response'],
  where: string,
  carriesSecret: boolean
): StorageError | undefined {
  if (status >= 300 && status < 400) {
    const location = first(headers.location) ?? ''
    const to = hostOf(location) ?? 'the same host'
    // The transport follows the others, up to its bound, and never from HTTPS to HTTP.
    if (carriesSecret)
      return new StorageError(
        { kind: 'redirect-refused', status, host: to },
        `${where} redirected (HTTP ${status}) to ${to}, carrying the URL's credentials there: not followed`
      )
    const message = `redirected to ${to} once too often, or away from HTTPS: not followed`
    return new StorageError({ kind: 'unavailable', status, message }, `${where} ${message}`)
  }
  if (status < 400 || status === 416) return undefined
  const words = storageWords(body, headers)
  const said = [words.code, words.message].filter(Boolean).join(': ')
  const text = `${where} answered HTTP ${status}${said ? ` (${said})` : ''}`
  const passing = status === 408 || status === 429 || status >= 500
  return new StorageError({ kind: passing ? 'unavailable' : 'refused', status, ...words }, text)
}

/**
 * Checks a 206 against the bytes asked for, [first, last], of an object of `size` bytes (and ETag
 * `etag`, when the first answer gave one): the same range, the same object, every byte, no coding.
 */
export function checkRange(
  { response, received }: RangeAnswer,
  asked: { first: number; last: number; size: number; etag?: string },
  /** The range in words, when the request named it otherwise (`the last 262144 bytes`). */
  wanted = `bytes ${asked.first}-${asked.last} of ${asked.size}`
): void {
  const { first, last, size } = asked
  const { status, headers } = response
  if (status !== 206) throw otherBytes(wanted, `HTTP ${status} instead of 206 Partial Content`)
  const coding = shownHeader(headers['content-encoding'])
  if (coding && coding.toLowerCase() !== 'identity')
    throw otherBytes(wanted, `a body in ${coding} coding`)
  const header = shownHeader(headers['content-range'])
  const range = parseContentRange(header)
  if (!range?.range || range.range.first !== first || range.range.last !== last)
    throw otherBytes(wanted, header ? `Content-Range '${header}'` : 'no Content-Range')
  if (range.size !== size)
    throw otherBytes(wanted, `a length of ${range.size ?? 'unknown'} bytes (it was ${size})`)
  const etag = shownHeader(headers.etag)
  if (asked.etag && etag && etag !== asked.etag)
    throw otherBytes(wanted, `ETag ${etag} where it was ${asked.etag}: the object changed`)
  const length = last - first + 1
  if (received !== length || response.truncated)
    throw otherBytes(
      wanted,
      `${response.truncated ? 'more bytes than the' : `${received} bytes for the`} ${length} it claimed`
    )
}

/** The storage answered other bytes than `asked`: what it `answered` instead. */
export function otherBytes(asked: string, answered: string): StorageError {
  return new StorageError(
    { kind: 'other-bytes', asked, answered },
    `asked for ${asked}, the storage answered ${answered}`
  )
}

/** A header's value as one short, safe line; undefined when absent. */
export function shownHeader(value: IncomingHttpHeaders[string]): string | undefined {
  const text = Array.isArray(value) ? value.join(', ') : value
  return text === undefined ? undefined : oneLine(text, 100)
}

function first(value: IncomingHttpHeaders[string]): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function hostOf(location: string): string | undefined {
  try {
    return oneLine(new URL(location).host, 100)
  } catch {
    return undefined
  }
}

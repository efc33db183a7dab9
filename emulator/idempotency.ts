import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import type { Reply } from './routes.js'
import type { RecordedRequest } from './types.js'
import { HttpProblem, isObject } from './validation.js'

/**
 * The Idempotency-Key header of the create routes (IETF draft "The Idempotency-Key HTTP Header
 * Field"): a retry with a key seen before gets the first answer again and creates nothing.
 */

/** One answer kept per key and route; IN_FLIGHT while the first request with it is handled. */
type Entry = typeof IN_FLIGHT | { fingerprint: string; reply: Reply }
const IN_FLIGHT = 'in flight'

/** What a create route has read and checked: the request's fingerprint, and how to act on it. */
export interface Prepared {
  fingerprint: string
  create(): Reply
}

export class IdempotencyBook {
  private entries = new Map<string, Entry>()

  /** A new map, so that requests in flight across a reset keep their key out of the new one. */
  clear(): void {
    this.entries = new Map()
  }

  /**
   * The answer of `prepare()`'s request, created once per key: a retry with the same content gets
   * the first answer, other content 422, a retry while the first is in flight 409. A request that
   * fails before it creates (a body that does not validate) keeps no key, as Stripe does, so that
   * a corrected retry goes through.
   */
  async once(scope: string, key: string, prepare: () => Promise<Prepared>): Promise<Reply> {
    const entries = this.entries
    const id = JSON.stringify([scope, key])
    const seen = entries.get(id)
    const shown = JSON.stringify(key)
    if (seen === IN_FLIGHT)
      throw new HttpProblem(409, `a request with Idempotency-Key ${shown} is still in flight`)
    if (!seen) entries.set(id, IN_FLIGHT)
    try {
      const { fingerprint, create } = await prepare()
      if (seen) {
        if (seen.fingerprint !== fingerprint)
          throw new HttpProblem(422, `Idempotency-Key ${shown} was used for a different request`)
        return seen.reply
      }
      const reply = create()
      entries.set(id, { fingerprint, reply })
      return reply
    } finally {
      if (!seen && entries.get(id) === IN_FLIGHT) entries.delete(id)
    }
  }
}

const STRING = String.raw`"(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*"`
const BARE_ITEM = String.raw`(?:${STRING}|-?\d{1,15}(?:\.\d{1,3})?|[A-Za-z*][!#$%&'*+\-.^_\x60|~\w:/]*|:[A-Za-z0-9+/=]*:|\?[01])`
const PARAMETER = String.raw`;[ ]*[a-z*][a-z0-9_.*-]*(?:=${BARE_ITEM})?`
// An sf-item (RFC 8941): the string, then any parameters, which name nothing the key depends on.
const KEY_ITEM = new RegExp(`^[ ]*(${STRING})((?:${PARAMETER})*)[ ]*$`)

/** The key of the Idempotency-Key header, unquoted; undefined without one; 400 when malformed. */
export function idempotencyKey(headers: IncomingHttpHeaders): string | undefined {
  const header = headers['idempotency-key']
  if (header === undefined) return undefined
  const text = Array.isArray(header) ? header.join(', ') : header
  const match = KEY_ITEM.exec(text)
  if (!match)
    throw new HttpProblem(
      400,
      `Idempotency-Key must be a quoted string (a Structured Field sf-string such as "8e03978e-40d5-43e8-bc93-6894a57f9324"), got '${text}'`
    )
  return match[1].slice(1, -1).replace(/\\(["\\])/g, '$1')
}

/** What makes two creations the same: the uploaded files' sha256 and the text fields, or the JSON. */
export function fingerprintOf(record: RecordedRequest): string {
  const content =
    record.fields !== undefined || record.files !== undefined
      ? {
          fields: record.fields ?? {},
          files: (record.files ?? []).map(({ field, sha256 }) => [field, sha256])
        }
      : { json: record.json }
  return createHash('sha256').update(canonical(content)).digest('hex')
}

/** JSON with object keys sorted, so that their order makes no difference. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map(key => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

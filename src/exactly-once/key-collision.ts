import { ServiceError } from '../service/errors.js'
import { classifyStatus } from '../follow-submission/statuses.js'
import { mayBeRetry, type ReleaseKey } from './idempotency-key.js'
import { candidates, type Records, type Snapshot } from './look.js'

/**
 * What a 422 to a create sent with this tool's own Idempotency-Key means, decided here alone. The
 * key names the release (its run, job, step, team and the app's bundle id, version and build), not
 * the bytes of the IPA: a re-run that built the IPA again sends the key of what an earlier attempt
 * sent, with another file, and a service that honours the key refuses it as "used for a different
 * request" (the IETF draft's 422). The request is not wrong, the key is the tool's choice: so the
 * submission the earlier attempt made is looked for (in the listing read before the create) and
 * followed; when it cannot be found, the step says what happened, how to follow that submission and
 * how to send the rebuilt IPA on purpose. Never "fix what it says above".
 */

/**
 * Whether a create's failure is the service refusing its Idempotency-Key as used for another
 * request: a 422 whose words name the key (`Idempotency-Key … was used for a different request`,
 * Stripe's `Keys for idempotent requests …`), or a 422 without words on a run that may retry one
 * that sent this release, which the listing read before shows sent.
 */
export function isKeyCollision(failure: unknown, send: EarlierSend, before: Snapshot): boolean {
  if (!(failure instanceof ServiceError) || failure.status !== 422) return false
  if (/idempoten/i.test(failure.serviceMessage)) return true
  return (
    !failure.serviceMessage &&
    mayBeRetry(send.key) &&
    !('unreadable' in before) &&
    [...before.values()].some(record => send.matches?.(record) ?? false)
  )
}

/** What a collision of a create is about: its release, and how to tell its earlier records. */
export interface EarlierSend {
  key: ReleaseKey
  /** The release, in messages: `this build (com.example.App 1.2.0 (120))`. */
  what: string
  /** The records of the listing that are sends of this release (undefined: none can be told). */
  matches?(record: Record<string, unknown>): boolean
  /** Whether a record names what `matches` looks at (a listing where none does cannot tell). */
  tellable?(record: Record<string, unknown>): boolean
  /** Why none can be told: `matches` is undefined, or no record is `tellable`. */
  unmatchable?: string
  /** The id of a record, in messages: `submission`, `stored IPA` (which also says how it is followed). */
  noun: string
  /** What the listing shows, said only where it could be read. */
  listed?: string
  githubToken?: string
}

/**
 * The earlier record of the release among the listing's: the one not in a failure status, else the
 * one that failed (a new try follows it); undefined when there is none, or several.
 */
export function earlierRecord(
  send: EarlierSend,
  before: Snapshot
): { id: string; record: Record<string, unknown> } | { why: string } {
  if (!send.matches) return { why: send.unmatchable ?? 'its records cannot be told apart' }
  if ('unreadable' in before) return { why: before.unreadable }
  if (send.tellable && before.size > 0 && ![...before.values()].some(send.tellable))
    return { why: send.unmatchable ?? 'its records cannot be told apart' }
  const found: Records = new Map([...before].filter(([, record]) => send.matches!(record)))
  const live = [...found].filter(
    ([, record]) => classifyStatus(String(record.status ?? '')) !== 'failure'
  )
  const pick = live.length > 0 ? live : [...found]
  if (pick.length === 1) return { id: pick[0][0], record: pick[0][1] }
  return {
    why:
      pick.length === 0
        ? `the service's listing shows no ${send.noun} of ${send.what}`
        : `the service's listing shows ${pick.length} ${send.noun}s of ${send.what}, and which one was sent then cannot be told: ${candidates(
            found,
            pick.map(([id]) => id)
          )}`
  }
}

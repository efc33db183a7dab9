import type { ServiceClient } from '../service/client.js'
import { Requests, type Listing } from '../service/requests.js'
import { oneLine } from '../text/untrusted.js'

/**
 * What a create made, seen in the service's listing: the records read just before the create, and
 * the new ones a look after it finds.
 */

export type Records = Map<string, Record<string, unknown>>

/** The records of a listing, or why they cannot be read. */
export type Snapshot = Records | { unreadable: string }

export type NewRecords =
  | { kind: 'none' }
  | { kind: 'one'; id: string; record: Record<string, unknown> }
  | { kind: 'several'; ids: string[]; records: Records }
  | { kind: 'unknowable'; why: string }

/** The listing's route, as messages name it: `GET /ios/signed_ipas`. */
export function listingRoute(listing: Listing): string {
  return `GET ${Requests.listingOf(listing).path}`
}

export async function snapshot(
  client: ServiceClient,
  listing: Listing,
  /** A failure in words, as the adapter says it (describe-failure's failureMessage). */
  explain: (error: unknown) => string
): Promise<Snapshot> {
  const route = listingRoute(listing)
  try {
    return (
      (await client.recordsOf(listing)) ?? { unreadable: `the service has no listing (${route})` }
    )
  } catch (error) {
    return { unreadable: `reading ${route} failed: ${explain(error)}` }
  }
}

/** The records new since `before` that may be this create's (`isNotOurs` tells another release's). */
export function compare(
  before: Snapshot,
  after: Snapshot,
  isNotOurs: (record: Record<string, unknown>) => boolean
): NewRecords {
  if ('unreadable' in before) return { kind: 'unknowable', why: before.unreadable }
  if ('unreadable' in after) return { kind: 'unknowable', why: after.unreadable }
  const ids = [...after.keys()].filter(id => !before.has(id) && !isNotOurs(after.get(id)!))
  if (ids.length === 0) return { kind: 'none' }
  if (ids.length === 1) return { kind: 'one', id: ids[0], record: after.get(ids[0])! }
  return { kind: 'several', ids, records: after }
}

/** The candidates, each with when it was made and its status when the listing shows them. */
export function candidates(records: Records, ids: string[]): string {
  const shown = ids.slice(0, 10).map(id => {
    const record = records.get(id)!
    const details = [record.created_at, record.status]
      .filter(value => typeof value === 'string' && value)
      .map(value => oneLine(String(value), 40))
    return `${oneLine(id, 100)}${details.length ? ` (${details.join(', ')})` : ''}`
  })
  return ids.length > 10 ? `${shown.join(', ')} and ${ids.length - 10} more` : shown.join(', ')
}

/** Whether a record names a file other than the one sent (by a SHA-256 field, where it has one). */
export function namesAnotherFile(record: Record<string, unknown>, sha256?: string): boolean {
  if (!sha256) return false
  const named = record.file_sha256 ?? record.sha256
  return typeof named === 'string' && named.toLowerCase() !== sha256
}

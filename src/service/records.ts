import { withoutSecret } from '../text/untrusted.js'
import { UnexpectedAnswerError } from './errors.js'
import type { SignedIpaSubmission, TeamCredential, UnsignedIpa } from './types.js'

/**
 * How the service's answers are read into records: lenient where the specification is silent (a
 * record or an array holding it, a list wrapped or not, unknown fields kept), strict where it is not.
 */

/** A parsed answer with the secret replaced in every string (keys included). */
export function withoutSecretDeep(value: unknown, secret: readonly string[]): unknown {
  if (typeof value === 'string') return withoutSecret(value, secret)
  if (Array.isArray(value)) return value.map(item => withoutSecretDeep(item, secret))
  if (isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        withoutSecret(key, secret),
        withoutSecretDeep(item, secret)
      ])
    )
  }
  return value
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Keys under which servers commonly wrap a list (`{data: [...]}`). */
const LIST_WRAPPERS = ['data', 'items', 'results', 'records']

/**
 * A list answer: an array, an object wrapping one under a key of LIST_WRAPPERS, or a single record,
 * taken as a list of one (its own arrays, such as a credential's `teams`, are not the list).
 */
export function asArray(
  answer: { json: unknown; status: number },
  method: string,
  path: string
): unknown[] {
  const { json } = answer
  if (Array.isArray(json)) return json
  if (json === null) return []
  if (isObject(json)) {
    const wrapper = LIST_WRAPPERS.find(key => Array.isArray(json[key]))
    return wrapper ? (json[wrapper] as unknown[]) : [json]
  }
  throw new UnexpectedAnswerError(
    method,
    path.split('?')[0],
    answer.status,
    'the answer is not a list',
    JSON.stringify(json)
  )
}

/** A record answer: the record, or an array holding it. */
export function asRecord(
  answer: { json: unknown; status: number },
  method: string,
  path: string
): Record<string, unknown> {
  const { json } = answer
  const record = Array.isArray(json) ? json[0] : json
  if (isObject(record)) return record
  throw new UnexpectedAnswerError(
    method,
    path,
    answer.status,
    'the answer holds no record',
    JSON.stringify(json)
  )
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value)
}

export function readCredential(item: unknown): TeamCredential {
  const record = isObject(item) ? item : {}
  const teams = Array.isArray(record.teams) ? record.teams.filter(isObject) : []
  return {
    ...record,
    name: text(record.name),
    credential_id: Number(record.credential_id),
    teams: teams.map(team => ({ ...team, name: text(team.name), team_id: Number(team.team_id) }))
  }
}

export function readUnsignedIpa(item: unknown): UnsignedIpa {
  const record = isObject(item) ? item : {}
  return {
    ...record,
    id: text(record.id),
    source: text(record.source),
    created_at: text(record.created_at)
  }
}

/**
 * Whether an item is this submission's record with a status: its id matches (or, for the only item
 * of a record route, is absent) and its status is a string or a number.
 */
export function isSubmissionRecord(item: unknown, id: string, idOptional: boolean): boolean {
  if (!isObject(item)) return false
  const status = item.status
  if (!((typeof status === 'string' && status.trim() !== '') || typeof status === 'number'))
    return false
  return item.id === undefined || item.id === null ? idOptional : String(item.id) === id
}

export function readSubmission(item: unknown): SignedIpaSubmission {
  const record = isObject(item) ? item : {}
  return {
    ...record,
    id: text(record.id),
    status: text(record.status),
    created_at: text(record.created_at)
  }
}

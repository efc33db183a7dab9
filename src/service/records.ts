import { oneLine, scrubberFor } from '../text/untrusted.js'
import { UnexpectedAnswerError } from './errors.js'
import { pathSegmentProblem } from './path-segment.js'
import type { SignedIpaSubmission, TeamCredential, UnsignedIpa } from './types.js'

// The rule an id read here meets, for the modules that check ids given elsewhere too.
export { MAX_ID_LENGTH, pathSegmentProblem } from './path-segment.js'

/**
 * How the service's answers are read into records: lenient where the specification is silent (a
 * record or an array holding it, a list wrapped or not, unknown fields kept), strict where it is not
 * and where a value is used: an id goes into a URL path, a team id into the submission. A field that
 * does not fit throws a RecordProblem (which field, what came), before anything uses the record.
 */

/**
 * A parsed answer with the secret replaced in every string (keys included), and whether it held
 * any: then its text holds it too, maybe spelled with escapes. Walks without recursion and changes
 * the value in place: give it a value of its own, fresh from JSON.parse.
 */
export function withoutSecretDeep(
  value: unknown,
  secret: readonly string[]
): { value: unknown; found: boolean } {
  const { scrub, shows: showsAny } = scrubberFor(secret)
  let found = false
  const shows = (text: string): boolean => {
    if (!showsAny(text)) return false
    found = true
    return true
  }
  if (typeof value === 'string') return { value: scrub(value), found: shows(value) }
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const node = pending.pop()
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const item: unknown = node[i]
        if (typeof item === 'string') {
          if (shows(item)) node[i] = scrub(item)
        } else if (typeof item === 'object' && item !== null) pending.push(item)
      }
    } else if (isObject(node)) {
      for (const key of Object.keys(node)) {
        const item = node[key]
        let name = key
        if (shows(key)) {
          name = scrub(key)
          delete node[key]
          Object.defineProperty(node, name, {
            value: item,
            enumerable: true,
            writable: true,
            configurable: true
          })
        }
        if (typeof item === 'string') {
          if (shows(item)) node[name] = scrub(item)
        } else if (typeof item === 'object' && item !== null) pending.push(item)
      }
    }
  }
  return { value, found }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A field of the service's answer that the action cannot use: which one, and what came instead. */
export class RecordProblem extends Error {
  constructor(
    /** `record 2`, `credential 1, team 3`; empty for the only record of an answer. */
    readonly where: string,
    readonly field: string,
    value: unknown,
    expected: string,
    /** The record's id, when it could be read: what a create made all the same. */
    readonly id?: string
  ) {
    super(`${where ? `${where}: ` : ''}${field} is ${shown(value)}, ${expected}`)
    this.name = 'RecordProblem'
  }
}

/** A value as a message shows it: its kind, and its start, sanitised. */
function shown(value: unknown): string {
  if (value === undefined) return 'missing'
  if (value === null) return 'null'
  const text = oneLine(JSON.stringify(value) ?? String(value), 60)
  if (Array.isArray(value)) return `an array ${text}`
  if (typeof value === 'object') return `an object ${text}`
  if (typeof value === 'number' && !Number.isFinite(value)) return 'a number too large for JSON'
  return text
}

/** The id of a record: a non-empty string or a finite number, fit to be one URL path segment. */
function readId(record: Record<string, unknown>, where: string): string {
  const value = record.id
  const valid = typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
  if (!valid) throw new RecordProblem(where, 'id', value, 'not a string or a number')
  const id = String(value)
  const problem = pathSegmentProblem(id)
  if (problem) throw new RecordProblem(where, 'id', value, `which cannot be used: it is ${problem}`)
  return id
}

/**
 * A text field, '' when absent: a string, or with `numbers` also a number written as one (a name or a
 * status may come as a number; a date or a URL may not).
 */
function readText(
  record: Record<string, unknown>,
  field: string,
  where: string,
  { id, numbers = true }: { id?: string; numbers?: boolean } = {}
): string {
  const value = record[field]
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (numbers && typeof value === 'number' && Number.isFinite(value)) return String(value)
  throw new RecordProblem(where, field, value, 'not a string', id)
}

const MAX_INT32 = 2_147_483_647

/** A whole number (or a string of digits), from `min` to the largest int32. */
function readInteger(
  record: Record<string, unknown>,
  field: string,
  where: string,
  min: number
): number {
  const value = record[field]
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : NaN
  if (!Number.isInteger(number) || number < min || number > MAX_INT32) {
    throw new RecordProblem(where, field, value, `not a whole number from ${min} to ${MAX_INT32}`)
  }
  return number
}

function recordOf(item: unknown, where: string): Record<string, unknown> {
  if (isObject(item)) return item
  throw new RecordProblem(where, 'the record', item, 'not an object')
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
  path: string,
  outcome?: string
): Record<string, unknown> {
  const { json } = answer
  const record = Array.isArray(json) ? json[0] : json
  if (isObject(record)) return record
  throw new UnexpectedAnswerError(
    method,
    path,
    answer.status,
    'the answer holds no record',
    JSON.stringify(json),
    { outcome }
  )
}

/** A credential and its teams: each team_id is a whole number, since it is sent back as one. */
export function readCredential(item: unknown, where = ''): TeamCredential {
  const record = recordOf(item, where)
  const inside = (part: string): string => (where ? `${where}, ${part}` : part)
  const teams = record.teams ?? []
  if (!Array.isArray(teams)) throw new RecordProblem(where, 'teams', teams, 'not an array')
  const credential_id = readInteger(record, 'credential_id', where, 0)
  return {
    ...record,
    name: readText(record, 'name', where),
    credential_id,
    teams: teams.map((entry: unknown, index) => {
      const team = recordOf(entry, inside(`team ${index + 1}`))
      return {
        ...team,
        name: readText(team, 'name', inside(`team ${index + 1}`)),
        team_id: readInteger(team, 'team_id', inside(`team ${index + 1}`), 1)
      }
    })
  }
}

export function readUnsignedIpa(item: unknown, where = ''): UnsignedIpa {
  const record = recordOf(item, where)
  const id = readId(record, where)
  return {
    ...record,
    id,
    source: readText(record, 'source', where, { id, numbers: false }),
    created_at: readText(record, 'created_at', where, { id, numbers: false })
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
  if (item.id === undefined || item.id === null) return idOptional
  return (typeof item.id === 'string' || typeof item.id === 'number') && String(item.id) === id
}

/** A submission; `knownId` stands in for an id that a status record leaves out. */
export function readSubmission(item: unknown, where = '', knownId?: string): SignedIpaSubmission {
  const record = recordOf(item, where)
  const absent = record.id === undefined || record.id === null
  const id = absent && knownId !== undefined ? knownId : readId(record, where)
  return {
    ...record,
    id,
    status: readText(record, 'status', where, { id }),
    created_at: readText(record, 'created_at', where, { id, numbers: false })
  }
}

import { oneLine } from '../../../text/untrusted.js'

/**
 * Fields in which services put why a submission failed, most specific first. The service's
 * documentation names none, so any of the usual ones is read.
 */
const REASON_FIELDS = [
  'failure_reason',
  'rejection_reason',
  'error_message',
  'status_message',
  'status_reason',
  'reason',
  'error',
  'errors',
  'message',
  'details',
  'detail',
  'error_description'
]

/** The service's explanation of a failed submission, from its record, as one sanitised line. */
export function failureReason(record: unknown): string | undefined {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return undefined
  const fields = record as Record<string, unknown>
  for (const field of REASON_FIELDS) {
    const words = wordsOf(fields[field], 0)
    if (words) return oneLine(words, 500)
  }
  return undefined
}

/** Text out of a string, a list of them, or an object holding a message; a few levels deep at most. */
function wordsOf(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (depth >= 3 || value === null || typeof value !== 'object') return undefined
  if (Array.isArray(value)) {
    const parts = value
      .slice(0, 20)
      .map(item => wordsOf(item, depth + 1))
      .filter(Boolean)
    return parts.length > 0 ? parts.join('; ') : undefined
  }
  const object = value as Record<string, unknown>
  for (const key of ['message', 'reason', 'detail', 'description', 'title', 'code']) {
    const words = wordsOf(object[key], depth + 1)
    if (words) return words
  }
  return undefined
}

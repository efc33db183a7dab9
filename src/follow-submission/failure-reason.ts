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

/**
 * Longest reason kept (characters): far more than any service writes, and well within what each CI
 * takes as a value (envman refuses one over 256 KB, GitHub's outputs are 1 MB a job).
 */
const MAX_REASON = 16 * 1024

/**
 * The service's explanation of a failed submission, from its record, exactly as the service wrote it
 * (new lines, quotes and all): it is a VALUE, which each platform hands on in its own quoting. Where
 * it is printed into a log it must go through `oneLine` there (see failures/submission.ts).
 */
export function failureReason(record: unknown): string | undefined {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return undefined
  const fields = record as Record<string, unknown>
  for (const field of REASON_FIELDS) {
    const words = wordsOf(fields[field], 0)
    if (words) return words.slice(0, MAX_REASON)
  }
  return undefined
}

/** Text out of a string, a list of them, or an object holding a message; a few levels deep at most. */
function wordsOf(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return value.trim() ? value : undefined
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

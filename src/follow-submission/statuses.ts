/** Final statuses of a submission (action-interface.md), compared case-insensitively. */
const SUCCESS = [
  'completed',
  'complete',
  'succeeded',
  'success',
  'successful',
  'submitted',
  'deployed',
  'done',
  'finished'
]
const FAILURE = [
  'failed',
  'failure',
  'error',
  'errored',
  'rejected',
  'invalid',
  'cancelled',
  'canceled',
  'expired'
]

type StatusClass = 'success' | 'failure' | 'in-progress'

export function classifyStatus(status: string): StatusClass {
  const normalised = status.trim().toLowerCase()
  if (SUCCESS.includes(normalised)) return 'success'
  if (FAILURE.includes(normalised)) return 'failure'
  return 'in-progress'
}

import { describe, expect, test } from '@jest/globals'
import { failureReason } from '../src/commands/shared/submission/failure-reason.js'

describe("the service's reason for a failed submission", () => {
  test.each([
    ['error_message', { status: 'failed', error_message: 'Invalid binary' }, 'Invalid binary'],
    ['errors as a list', { errors: ['Missing icon', 'Bad version'] }, 'Missing icon; Bad version'],
    [
      'errors as objects',
      { errors: [{ code: 'ITMS-90022', message: 'Missing icon' }] },
      'Missing icon'
    ],
    ['a nested error object', { error: { reason: 'Expired certificate' } }, 'Expired certificate'],
    [
      'the most specific field first',
      { message: 'Failed', failure_reason: 'Duplicate build' },
      'Duplicate build'
    ]
  ])('%s', (_name, record, reason) => {
    expect(failureReason(record)).toBe(reason)
  })

  test('sanitised to one line that starts no workflow command', () => {
    expect(failureReason({ reason: 'line one\n::error::injected' })).toBe(
      'line one :\u200b:error:\u200b:injected'
    )
  })

  test('none when the record carries none', () => {
    expect(failureReason({ id: 's1', status: 'failed', message: '  ' })).toBeUndefined()
    expect(failureReason([{ error: 'in an array' }])).toBeUndefined()
    expect(failureReason(null)).toBeUndefined()
  })
})

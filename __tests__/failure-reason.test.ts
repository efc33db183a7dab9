import { describe, expect, test } from '@jest/globals'
import { explainSubmission } from '../src/commands/failures/submission.js'
import { failureReason } from '../src/follow-submission/failure-reason.js'
import type { InputNames } from '../src/inputs/reader.js'
import { HOSTILE_REASON, commandLines } from './support/ci-steps.js'

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

  test('exactly as the service wrote it: a value, which each platform hands on in its own quoting', () => {
    expect(failureReason({ failure_reason: HOSTILE_REASON })).toBe(HOSTILE_REASON)
    expect(failureReason({ reason: ' padded\n' })).toBe(' padded\n')
  })

  test('printed into the log: one line, its commands broken', () => {
    const failure = { type: 'submission-failed', id: 'sub_failed', status: 'failed' } as const
    const { problems = [] } = explainSubmission(
      { ...failure, reason: failureReason({ failure_reason: HOSTILE_REASON }) },
      { referred: name => name, setting: (name, value) => `${name}=${value}` } as InputNames
    )
    expect(problems).toEqual([
      `The service says: it's "$(touch pwned)" \`id\` ##\u200bvso[task.setvariable variable=X]y :\u200b:error:\u200b:x and a second line`
    ])
    expect(commandLines(problems.join('\n'))).toEqual([])
  })

  test('a reason beyond 16 KiB is cut there', () => {
    expect(failureReason({ reason: 'x'.repeat(20_000) })).toHaveLength(16 * 1024)
  })

  test('none when the record carries none', () => {
    expect(failureReason({ id: 's1', status: 'failed', message: '  ' })).toBeUndefined()
    expect(failureReason([{ error: 'in an array' }])).toBeUndefined()
    expect(failureReason(null)).toBeUndefined()
  })
})

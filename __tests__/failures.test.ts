import { describe, expect, test } from '@jest/globals'
import { explain, type Failure } from '../src/commands/failures/index.js'
import { CommandError } from '../src/commands/command-error.js'
import { describeFailure } from '../src/commands/describe-failure.js'
import { actionNames, toolNames } from './support/names.js'

const asAction = actionNames
const asTool = toolNames()

/** A wait that ended at wait-timeout, the submission still processing. */
const timedOut: Failure = {
  type: 'wait-timed-out',
  id: 'sub-1',
  status: 'processing',
  waitTimeoutMs: 60_000,
  emails: []
}

describe('explain: the facts of a failure, in the words of the platform that ran it', () => {
  test.each<[string, Failure, 'action' | 'tool', RegExp[]]>([
    [
      'a wait that timed out',
      timedOut,
      'action',
      [
        /^Submission sub-1 was still 'processing' after 'wait-timeout' \(1m 00s\)$/,
        /follow it by e-mail \(give 'notify-emails'\)/
      ]
    ],
    [
      'a wait that timed out',
      timedOut,
      'tool',
      [/after --wait-timeout/, /set --no-wait/, /in a later job with app-store-deploy status/]
    ],
    [
      'an unknown submission',
      { type: 'submission-unknown', id: 'sub-9' },
      'action',
      [/^The service does not know submission sub-9$/, /^Give 'submission-id' /]
    ],
    [
      'an unknown submission',
      { type: 'submission-unknown', id: 'sub-9' },
      'tool',
      [/^The service does not know submission sub-9$/, /^Give --submission-id /]
    ],
    [
      'deployments in another order than their submissions',
      { type: 'crossed-pairs', crossed: [{ deploymentId: 7, recorded: 'b', given: 'a' }] },
      'tool',
      [
        /^--deployment-id and --submission-id are not in the same order/,
        /^GitHub Deployment 7 records submission b, but is given beside a\.$/
      ]
    ]
  ])('%s, worded for the %s', (_what, failure, platform, expected) => {
    const {
      headline,
      problems = [],
      next = ''
    } = explain(failure, platform === 'action' ? asAction : asTool)
    const parts = [headline, ...problems, next]
    for (const pattern of expected) expect(parts.some(part => pattern.test(part))).toBe(true)
    // Each platform names only its own inputs.
    if (platform === 'tool') expect(parts.join('\n')).not.toMatch(/'(submission-id|wait-timeout)'/)
  })

  test('a CommandError carries facts; describeFailure words them with the run’s names', () => {
    const error = new CommandError({ type: 'submission-unknown', id: 'sub-9' }, 'not-found')
    expect(error.failure).toEqual({ type: 'submission-unknown', id: 'sub-9' })
    expect(error.kind).toBe('not-found')
    // It has no words of its own: each adapter words it with its own names.
    expect(error.message).not.toMatch(/submission-id/)
    expect(describeFailure(error, asAction).message).toMatch(/Give 'submission-id'/)
    expect(describeFailure(error, asTool).message).toMatch(/Give --submission-id/)
    expect(describeFailure(error, asTool).explanation.headline).toBe(
      'The service does not know submission sub-9'
    )
  })
})

/**
 * One typed outcome per unit of work (src/commands/outcome.ts), and the summary rendered from it
 * (src/summary/): the outputs are set as each fact is known, the failure's count, the problems'
 * table and the app card's row are one number, and a fleet of submission ids names each app.
 */
import { describe, expect, test } from '@jest/globals'
import { CommandError } from '../src/commands/command-error.js'
import { describeFailure } from '../src/commands/describe-failure.js'
import { outcomeOf } from '../src/fleet/outcome.js'
import {
  emptyOutcome,
  outcomeKeptIn,
  outcomeToOutputs,
  type PreflightProblem
} from '../src/commands/outcome.js'
import type { IpaInspection } from '../src/ipa/index.js'
import { SummaryDocument } from '../src/summary/document.js'
import { actionNames } from './support/names.js'

const inspection: IpaInspection = {
  file: '/work/Sample.ipa',
  app: { bundleId: 'com.example.Sample', shortVersion: '2.3.0', build: '45' },
  nested: [],
  problems: []
} as unknown as IpaInspection

const problems: PreflightProblem[] = [
  {
    code: 'ITMS-90087',
    message: 'Sample.ipa: Kit holds x86_64 (a simulator slice) (ITMS-90087); strip it.',
    refuses: true
  },
  { code: 'expired-profile', message: 'Sample.ipa: the profile expired.', refuses: true },
  {
    code: 'ITMS-90473',
    message: 'Sample.ipa: Share.appex has 2.2.0 (ITMS-90473: a warning); set it.',
    refuses: false
  }
]

describe('the outcome of a unit of work', () => {
  test('a unit run alone sets each output as its fact is known, and keeps every fact', () => {
    const set: Array<[string, unknown]> = []
    const document = new SummaryDocument()
    const sink = outcomeToOutputs(
      {
        set: (name, value) => void set.push([name, value]),
        json: value => set.push(['json', value])
      },
      document.outcome
    )
    sink.record({ bundleId: 'com.example.Sample', inspection })
    expect(set).toEqual([['bundle-id', 'com.example.Sample']])
    sink.record({ submissionId: 'sub_1', record: { id: 'sub_1' } })
    expect(set.slice(1)).toEqual([
      ['submission-id', 'sub_1'],
      ['submission-ids', ['sub_1']],
      ['json', { id: 'sub_1' }]
    ])
    expect(document.outcome.facts).toMatchObject({
      bundleId: 'com.example.Sample',
      submissionId: 'sub_1',
      inspection
    })
  })

  test('nothing of a unit is in the summary until what happened is known', () => {
    const document = new SummaryDocument()
    outcomeKeptIn(document.outcome).record({ submissionId: 'sub_1' })
    expect(document.body()).toEqual([])
    outcomeKeptIn(document.outcome).happened('submit', 'accepted')
    expect(document.body()).toHaveLength(1)
  })
})

describe('the summary of a refused IPA agrees with itself', () => {
  const document = new SummaryDocument('App Store submission')
  const sink = outcomeKeptIn(document.outcome)
  sink.record({ source: { kind: 'file', path: '/work/Sample.ipa', size: 6400 }, inspection })
  sink.problems(problems)
  sink.happened('submit', 'refused')
  const refused = problems.filter(problem => problem.refuses)
  const error = new CommandError(
    {
      type: 'preflight-refused',
      file: 'Sample.ipa',
      count: refused.length,
      problems: refused.map(problem => problem.message),
      notAnIpa: false,
      codes: refused.map(problem => problem.code)
    },
    'input'
  )
  const summary = document.render(describeFailure(error, actionNames))

  test('the alert, the table and the app card count the same problems', () => {
    expect(summary).toContain('**Preflight found 2 problems in Sample.ipa, so nothing was sent**')
    expect(summary).toContain('**2 problems that refuse the IPA**')
    expect(summary).toContain('| Preflight | 2 problems that refuse it, 1 warning (listed above) |')
  })

  test("Apple's code is a column of its row, not words of its sentence; the alert lists none", () => {
    expect(summary.split('\n').filter(line => line.startsWith('| `'))).toEqual([
      '| `ITMS-90087` | Kit holds x86\\_64 (a simulator slice); strip it. |',
      '| `expired-profile` | the profile expired. |'
    ])
    expect(summary).not.toMatch(/^> - /m)
  })

  test('the failure the adapter rendered is the outcome’s, as data', () => {
    expect(document.outcome.failure).toEqual(error.failure)
  })
})

describe('a fleet of submission ids names each app', () => {
  const captured = (record: unknown) => {
    const outcome = emptyOutcome()
    outcome.facts = { submissionId: 'sub_1', record }
    return { outcome, sections: [] }
  }

  test("from the service's record, when it names the app", () => {
    const item = outcomeOf(
      'sub_1',
      captured({ bundle_id: 'com.example.A', version: '1.0', build: 7 }),
      {
        names: actionNames
      }
    )
    expect(item).toMatchObject({ bundleId: 'com.example.A', version: '1.0', build: '7' })
  })

  test('from nothing else: a record that names none leaves the app unknown', () => {
    const item = outcomeOf('sub_1', captured({ id: 'sub_1', status: 'pending' }), {
      names: actionNames
    })
    expect(item.bundleId).toBeUndefined()
  })

  test("the record's text is one line", () => {
    const item = outcomeOf('sub_1', captured({ bundle_id: 'com.example.A\n::error::x' }), {
      names: actionNames
    })
    expect(item.bundleId).not.toContain('\n')
  })
})

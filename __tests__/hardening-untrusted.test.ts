/**
 * Hardening: text from the service is untrusted. Strings holding workflow commands (`::name::` on a
 * new line, the legacy `##[name]` anywhere), new lines, `|`, HTML and markdown links, in error bodies
 * and in record fields (team and account names, statuses, ids, source URLs, analytics labels), must
 * never start a workflow command in the log, set an output, or break a table of the summary.
 * `runChecked` asserts the log and the tables on every run; the cases add what is specific to each.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import * as path from 'node:path'
import { parse } from 'yaml'
import { readFileSync } from 'node:fs'
import type { FaultSpec } from '../emulator/server.js'
import { parseOutputsFile, repoRoot } from './support/run-action.js'
import { type CheckedRun, runChecked } from './hardening-harness.js'
import { HOSTILE_REASON, failedWith, runnerOutputs } from './support/ci-steps.js'
import { actionFixture } from './support/fixture.js'

const { key, emulator, ipa } = await actionFixture('hardening-untrusted')
/** Every trick at once; PWNED marks what must never take effect. */
const HOSTILE = [
  'x',
  '::error title=PWNED::injected annotation',
  '::set-output name=status::PWNED',
  '  ::add-mask::PWNED',
  '::stop-commands::PWNED',
  'tail ##[set-output name=status;]PWNED ##[stop-commands]PWNED',
  'azure ##vso[task.setvariable variable=PWNED]1 ##VSO[task.prependpath]/tmp/PWNED',
  '| a | b | <img src=x onerror=alert(1)> <script>alert(1)</script> [click](https://evil.example/PWNED) `tick` \\| end'
].join('\r\n')

/**
 * Every trick an id can hold and still be an id: one segment of a URL path (no `/`, no control
 * characters such as new lines, at most 200 characters). An id that is not is refused (see below).
 */
const HOSTILE_ID = [
  '::error title=PWNED::injected',
  '##[set-output name=status;]PWNED',
  '##vso[task.setvariable variable=PWNED]1',
  '| a | <img src=x onerror=alert(1)> [click](PWNED) `tick` \\| end'
].join(' ')

/** The output names of action.yml: nothing else may appear in the outputs file. */
const OUTPUT_NAMES = new Set(
  Object.keys(
    (parse(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as { outputs: object }).outputs
  )
)

beforeEach(() => {
  emulator.reset()
  emulator.configure({ teams: emulator.config.teams.slice(0, 1) })
})

/** Under virtual time: the polls of a wait are instant. */
function action(inputs: Record<string, string>): Promise<CheckedRun> {
  return runChecked(
    {
      'api-key': key,
      'base-url': emulator.baseUrl,
      'request-timeout': '2s',
      retries: '0',
      ...inputs
    },
    { secrets: [key], virtualTime: true }
  )
}

const answer = (
  method: string,
  route: string,
  status: number,
  body: unknown,
  contentType = 'application/json'
): FaultSpec => ({
  method,
  path: route,
  kind: {
    type: 'status',
    status,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    contentType
  }
})

/** What every case checks beyond `runChecked`: outputs and summary free of the tricks. */
function untouched(run: CheckedRun): void {
  // Outputs: only the action's own names, and none set by the text.
  const names = Object.keys(parseOutputsFile(run.rawOutputs))
  expect(names.filter(name => !OUTPUT_NAMES.has(name))).toEqual([])
  expect(run.outputs.status ?? '').not.toBe('PWNED')
  // Summary: no live HTML and no injected link outside code spans (where both show as text).
  const outsideCode = run.summary.replace(/`[^`\n]*`/g, '')
  expect(outsideCode).not.toMatch(/<img|<script/i)
  expect(outsideCode).not.toMatch(/(?<!\\)\[click\]\(/)
  // Log: the marker never in a command's name or properties.
  for (const line of run.log.split('\n')) {
    const command = /^\s*::([^:]*)::/.exec(line)?.[1] ?? ''
    expect(command).not.toContain('PWNED')
  }
}

function conclude(run: CheckedRun, exit: number): void {
  expect(run.exitCode).toBe(exit)
  untouched(run)
}

describe('untrusted text: in error bodies', () => {
  test('a JSON error message', async () => {
    emulator.injectFault(answer('POST', '/ios/signed_ipas', 422, { error: HOSTILE }))
    const run = await action({ 'ipa-url': 'https://cdn.example.com/App.ipa', wait: 'false' })
    expect(run.error).toMatch(
      /^POST \/ios\/signed_ipas failed: HTTP 422 — x :\u200b:error title=PWNED/
    )
    expect(run.error).not.toContain('\n')
    conclude(run, 1)
  })

  test('a plain-text error over several lines', async () => {
    emulator.injectFault(answer('GET', '/ios/teams', 400, HOSTILE, 'text/plain'))
    const run = await action({ command: 'teams' })
    expect(run.error).toContain('##\u200b[set-output')
    conclude(run, 1)
  })

  test('the failures of a clean-up, listed in a table', async () => {
    emulator.injectFault({
      method: 'DELETE',
      times: 2,
      kind: { type: 'status', status: 500, body: HOSTILE, contentType: 'text/html' }
    })
    const run = await action({ command: 'delete-ipa', 'ipa-id': 'ipa_0001 ipa_0002' })
    expect(run.summary).toMatch(/\| `ipa_0001` \| failed: /)
    conclude(run, 1)
  })
})

describe("untrusted text: a failed submission's reason", () => {
  test('the failure-reason output holds it exactly; the error annotation shows it neutralised', async () => {
    emulator.injectFault(failedWith(HOSTILE_REASON))
    const run = await action({ command: 'status', 'submission-id': 'sub_failed', wait: 'false' })
    // As the runner reads GITHUB_OUTPUT (@actions/core's `name<<delimiter` block).
    expect(runnerOutputs(run.rawOutputs)['failure-reason']).toBe(HOSTILE_REASON)
    expect(run.error).toContain(
      `The service says: it's "$(touch pwned)" \`id\` ##\u200bvso[task.setvariable variable=X]y :\u200b:error:\u200b:x and a second line`
    )
    conclude(run, 1)
  })
})

describe('untrusted text: in record fields', () => {
  test('team and account names', async () => {
    emulator.configure({
      teams: [
        { name: HOSTILE, credential_id: 11, teams: [{ name: HOSTILE, team_id: 1234567 }] },
        {
          name: 'ops@example.com',
          credential_id: 12,
          teams: [{ name: `a|b\\|c`, team_id: 7654321 }]
        }
      ]
    })
    const run = await action({ command: 'teams' })
    expect(run.summary).toMatch(/\| Account \| Team \| Team id \| Credential id \|/)
    conclude(run, 0)
  })

  test('a status while waiting, and in the history table', async () => {
    emulator.injectFault(
      answer('GET', '/ios/signed_ipas/sub_0001', 200, {
        id: 'sub_0001',
        status: HOSTILE,
        created_at: '2026-11-22T10:00:00.000Z'
      })
    )
    const run = await action({
      'ipa-url': 'https://cdn.example.com/App.ipa',
      'poll-interval': '1s',
      'wait-timeout': '20s'
    })
    expect(run.outputs.status).toBe('completed')
    expect(run.summary).toContain('### Status history')
    conclude(run, 0)
  })

  test('a submission id and status in the creation answer', async () => {
    emulator.injectFault(
      answer('POST', '/ios/signed_ipas', 200, [
        { id: HOSTILE_ID, status: HOSTILE, created_at: HOSTILE }
      ])
    )
    const run = await action({ 'ipa-path': ipa, wait: 'false' })
    expect(run.outputs['submission-id']).toBe(HOSTILE_ID)
    conclude(run, 0)
  })

  test('a submission id that cannot be one path segment: refused, saying it was created', async () => {
    emulator.injectFault(
      answer('POST', '/ios/signed_ipas', 200, [{ id: HOSTILE, status: 'pending' }])
    )
    const run = await action({ 'ipa-path': ipa })
    expect(run.error).toMatch(
      /^POST \/ios\/signed_ipas answered HTTP 200 but a record does not fit: id is "x\\r\\n:\u200b:error .*so the submission was created: check on the service/
    )
    expect(emulator.requests.map(r => r.method)).toEqual(['GET', 'GET', 'POST'])
    conclude(run, 1)
  })

  test('an IPA id and source URL in the upload answer', async () => {
    emulator.injectFault(
      answer('POST', '/ios/unsigned_ipas', 201, [
        {
          id: HOSTILE_ID,
          source: `https://files.example.com/a.ipa) [click](https://evil.example/PWNED "x") <img src=x>\n::set-output name=source-url::PWNED`,
          created_at: '2026-11-22T10:00:00.000Z'
        }
      ])
    )
    const run = await action({ command: 'upload', 'ipa-path': ipa })
    expect(run.outputs['ipa-id']).toBe(HOSTILE_ID)
    conclude(run, 0)
  })

  test('ids, dates and sources of a listing', async () => {
    emulator.injectFault(
      answer('GET', '/ios/unsigned_ipas', 200, [
        { id: HOSTILE_ID, source: 'javascript:alert(1)', created_at: HOSTILE },
        {
          id: 'ipa_0002',
          source: `https://evil.example/PWNED?${HOSTILE}`,
          created_at: '2026-11-22T10:00:00.000Z'
        },
        { id: 'a\\|b`|`c', source: '', created_at: '2026-11-21T10:00:00.000Z' }
      ])
    )
    const run = await action({ command: 'list-ipas' })
    expect(run.summary).toMatch(/\| Id \| Created \| Source \|/)
    expect(run.summary).not.toMatch(/\]\(javascript:/)
    conclude(run, 0)
  })

  test('country codes, markets and dimension titles of an analytics report', async () => {
    const row = (key: string, title: string, installs: number): object => ({
      dimension_type: 'source',
      dimension_key: key,
      dimension_title: title,
      page_view_unique: 1,
      page_view_count: 2,
      impressions_total: 3,
      installs
    })
    emulator.injectFault(
      answer('GET', '/app_analytics/1234567890', 200, [
        {
          app_id: '1234567890',
          date: HOSTILE,
          market: HOSTILE,
          countries: [
            {
              country: HOSTILE,
              data: [row(HOSTILE, HOSTILE, 5), row('Search', '%% ;#a; `x` "q"', 4)]
            },
            {
              country: 'USA',
              data: [
                row('AppRef', 'App', 2),
                { ...row('platform', HOSTILE, 3), dimension_type: 'platform' },
                { ...row('x.example|y', HOSTILE, 1), dimension_type: 'domainReferrer' }
              ]
            }
          ]
        }
      ])
    )
    const run = await action({ command: 'analytics', 'app-id': '1234567890', date: '2026-11-01' })
    expect(run.summary).toContain('```mermaid')
    conclude(run, 0)
  })
})

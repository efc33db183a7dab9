/**
 * Shared by the hardening suites (`hardening-*.test.ts`), which run the action as the runner does: in
 * this process by default, the bundle dist/index.js with `bundle: true` (see `trackedRun` of
 * `support/fixture.ts`; their fixture, key, emulator and IPA, is its `actionFixture`).
 * Every run goes through `runChecked`, which asserts on the spot that:
 *
 * - the API key (and any other secret given) shows nowhere: not in stdout or stderr (the runner's own
 *   `::add-mask::` lines aside), not in the outputs file, not in the job summary; neither as it is nor
 *   URL-encoded, base64-encoded or JSON-escaped;
 * - no line of the log can be read by the runner as a workflow command other than the action's own
 *   (`::error::`, `::warning::`, ... at the start of a line, the legacy `##[...]` anywhere in one);
 * - every table of the summary keeps its shape (the same number of unescaped `|` on each line).
 */
import { expect } from '@jest/globals'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import type { RecordedRequest } from '../emulator/server.js'
import {
  type ActionRun,
  type RunOptions,
  unescapeCommandData,
  withoutMaskLines
} from './support/run-action.js'
import { type ActionFixture, trackedRun } from './support/fixture.js'

/** How the fault suites run the action (short timeouts, 3 retries) and the checks each case ends with. */
export function faultCases({ key, emulator }: ActionFixture): {
  action(
    inputs: Record<string, string>,
    baseUrl?: string,
    options?: RunOptions
  ): Promise<CheckedRun>
  conclude(
    run: CheckedRun,
    limits: { exit: number; maxMs: number; minMs?: number; requests?: string[] }
  ): void
} {
  return {
    action: (inputs, baseUrl = emulator.baseUrl, options = {}) =>
      runChecked(
        {
          'api-key': key,
          'base-url': baseUrl,
          'request-timeout': '2s',
          retries: '3',
          wait: 'false',
          ...inputs
        },
        { secrets: [key], ...options }
      ),
    conclude(run, { exit, maxMs, minMs = 0, requests }) {
      expect(run.exitCode).toBe(exit)
      expect(run.durationMs).toBeLessThan(maxMs)
      expect(run.durationMs).toBeGreaterThanOrEqual(minMs)
      if (requests) expect(exchanges(emulator.requests)).toEqual(requests)
      expect(noPostAfterSuccess(emulator.requests)).toBe(true)
      if (exit !== 0) expect(run.error).toBeDefined()
    }
  }
}

/** The forms in which a leaked secret would be recognised. */
export function leakForms(secret: string): Array<[string, string]> {
  return [
    ['as it is', secret],
    ['URL-encoded', encodeURIComponent(secret)],
    ['base64', Buffer.from(secret).toString('base64')],
    ['JSON-escaped', JSON.stringify(secret).slice(1, -1)]
  ]
}

export interface CheckedRun extends ActionRun {
  /** The GITHUB_OUTPUT file as the action wrote it. */
  rawOutputs: string
  /** The data of the first `::error::` line, decoded as the runner decodes it. */
  error?: string
  /** Every `::warning::` line's data, decoded. */
  warnings: string[]
}

export interface CheckedOptions extends RunOptions {
  /** Secrets that must show nowhere: the api-key given, and any other (a github-token, say). */
  secrets: string[]
}

/** Runs the action and checks the run at once (see the top of this file); fails the test if not clean. */
export async function runChecked(
  inputs: Record<string, string>,
  { secrets, ...options }: CheckedOptions
): Promise<CheckedRun> {
  const run = await trackedRun(inputs, { timeoutMs: 30_000, ...options })
  const rawOutputs = readFileSync(path.join(run.workDir, 'github_output'), 'utf8')
  const checked: CheckedRun = {
    ...run,
    rawOutputs,
    error: commandData(run.log, 'error')[0],
    warnings: commandData(run.log, 'warning')
  }
  expect(leaks(checked, secrets)).toEqual([])
  expect(injectedCommands(run.log, secrets)).toEqual([])
  expect(brokenTables(run.summary)).toEqual([])
  return checked
}

/** Where a secret shows, in which form: empty when it shows nowhere. */
export function leaks(run: CheckedRun, secrets: string[]): string[] {
  const places: Array<[string, string]> = [
    ['stdout', withoutMaskLines(run.stdout)],
    ['stderr', withoutMaskLines(run.stderr)],
    ['outputs file', run.rawOutputs],
    ['job summary', run.summary]
  ]
  const found: string[] = []
  for (const secret of secrets.filter(Boolean)) {
    for (const [place, text] of places) {
      for (const [form, value] of leakForms(secret)) {
        if (text.includes(value)) found.push(`a secret shows ${form} in the ${place}`)
      }
    }
  }
  return found
}

/** The commands of the runner that the action may write: anything else on a line's start is injected. */
const OWN_COMMANDS = new Set([
  'error',
  'warning',
  'notice',
  'debug',
  'group',
  'endgroup',
  'add-mask'
])

/**
 * Lines the runner would take as a command the action did not mean: `::name ...::` at the start of a
 * line (after spaces) with a name the action never writes, an `::add-mask::` of anything but a secret,
 * the legacy `##[name]` form, which the runner looks for anywhere in a line, and Azure Pipelines'
 * `##vso[name]`, which its agent looks for anywhere in a line too.
 */
export function injectedCommands(log: string, secrets: string[]): string[] {
  const found: string[] = []
  for (const raw of log.split(/\r?\n/)) {
    const line = raw.trimStart()
    if (line.includes('##[')) found.push(`legacy command form in: ${raw.slice(0, 160)}`)
    if (/##vso\[/i.test(line)) found.push(`Azure Pipelines command in: ${raw.slice(0, 160)}`)
    if (!line.startsWith('::')) continue
    const end = line.indexOf('::', 2)
    if (end < 0) continue
    const name = line.slice(2, end).split(' ')[0]
    if (!OWN_COMMANDS.has(name)) found.push(`command '${name}' in: ${raw.slice(0, 160)}`)
    else if (name === 'add-mask' && !secrets.includes(unescapeCommandData(line.slice(end + 2))))
      found.push(`add-mask of something else: ${raw.slice(0, 160)}`)
  }
  return found
}

/** The data of each `::name ...::data` line, decoded as the runner decodes it. */
export function commandData(log: string, name: string): string[] {
  return log
    .split(/\r?\n/)
    .map(line => line.trimStart())
    .filter(line => line.startsWith(`::${name}::`) || line.startsWith(`::${name} `))
    .map(line => unescapeCommandData(line.slice(line.indexOf('::', 2) + 2)))
}

/**
 * Tables whose lines do not all have the same number of unescaped `|`. GitHub's table rows are cut at
 * every `|` that no backslash directly precedes (cmark-gfm's cell scanner takes `\|` as one escaped
 * character, however many backslashes come before it).
 */
export function brokenTables(markdown: string): string[] {
  const problems: string[] = []
  let table: string[] = []
  const check = (): void => {
    const counts = table.map(line => line.match(/(?<!\\)\|/g)?.length ?? 0)
    if (new Set(counts).size > 1) {
      problems.push(
        `a table has rows of ${[...new Set(counts)].join(', ')} cell separators:\n${table.join('\n')}`
      )
    }
    table = []
  }
  for (const line of markdown.split('\n')) {
    if (line.startsWith('|')) table.push(line)
    else if (table.length) check()
  }
  if (table.length) check()
  return problems
}

/** The requests a run led to, as `METHOD path → status` (0: no answer sent). */
export function exchanges(requests: RecordedRequest[]): string[] {
  return requests.map(
    r => `${r.method} ${r.path.replace(/^\/api\/v1/, '')} → ${r.status || 'no answer'}`
  )
}

/** True when no POST follows a POST the service answered with a 2xx. */
export function noPostAfterSuccess(requests: RecordedRequest[]): boolean {
  const posts = requests.filter(r => r.method === 'POST')
  const first = posts.findIndex(r => r.status >= 200 && r.status < 300)
  return first < 0 || first === posts.length - 1
}

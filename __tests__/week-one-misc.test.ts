/**
 * Week one, smaller defects a user met, each run against the emulator (the first case of the action
 * and of the tool through their bundles, as the user runs them; the others in this process):
 * `notify-emails` with a display name and with an address written twice in two cases; `countries`
 * naming a code the service does not return (`GER`), said in the log as soon as the answer is in;
 * the daily charts of a long range, whose unnamed days were runs of zero-width spaces; and a URL the
 * tool prints (`http://[::1]:PORT`), which a zero-width space broke. Bundles: run `npm run build`
 * first.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import * as net from 'node:net'
import { actionFixture, createsTo } from './support/fixture.js'
import { commandData } from './hardening-harness.js'
import { runCli, runCliInProcess } from './support/run-cli.js'

const { key, emulator, ipa, dir, run: action } = await actionFixture('week-one-misc')
beforeEach(() => emulator.reset())

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/
const APP = '1234567890'

/** The posts that made a submission, with the form they carried. */
const submissions = () => createsTo(emulator)

describe('notify-emails', () => {
  test('the action: a display name is taken, the address alone is sent; a case-only repeat is dropped, with a warning', async () => {
    const run = await action(
      {
        'ipa-path': ipa,
        wait: 'false',
        'notify-emails':
          'Release Team <release@example.com>, Ops@Example.com\nops@example.com "QA, nightly" <qa@example.com>'
      },
      { bundle: true }
    )
    expect(run.exitCode).toBe(0)
    expect(submissions()).toHaveLength(1)
    expect(submissions()[0].fields?.['signed_ipa[notify_emails]']).toBe(
      'release@example.com,Ops@Example.com,qa@example.com'
    )
    expect(commandData(run.log, 'warning')).toContain(
      "Input 'notify-emails' names an address again in another case only: ops@example.com (as Ops@Example.com). Each address is sent once, as first written."
    )
    expect(run.summary).toContain('release@example.com')
    expect(run.summary).not.toContain('Release Team')
  })

  test('the tool: the same, its warning naming the flag', async () => {
    const run = await runCli(
      [
        'submit',
        '--ipa-path',
        ipa,
        '--base-url',
        emulator.baseUrl,
        '--no-wait',
        '--notify-emails',
        'Release@Example.com, release@example.com, Release Team <RELEASE@example.com>'
      ],
      { env: { APP_DEPLOY_API_KEY: key } }
    )
    expect(run.exitCode).toBe(0)
    expect(submissions()[0].fields?.['signed_ipa[notify_emails]']).toBe('Release@Example.com')
    expect(run.stderr).toMatch(
      /--notify-emails .*names addresses again in another case only: release@example\.com \(as Release@Example\.com\), RELEASE@example\.com \(as Release@Example\.com\)/
    )
  })

  test('entries that are no address keep their clear error, naming each as written, and nothing is sent', async () => {
    const run = await action({
      'ipa-path': ipa,
      wait: 'false',
      'notify-emails': 'Release Team <release@example>, qa@example.com, nobody'
    })
    expect(run.exitCode).toBe(1)
    expect(commandData(run.log, 'error')[0]).toContain(
      "Input 'notify-emails' has addresses that are not valid: 'Release Team <release@example>', 'nobody'. Separate addresses with commas, spaces or new lines; a name goes before its address in angle brackets: Release Team <release@example.com>."
    )
    expect(submissions()).toHaveLength(0)
  })
})

describe('countries the service does not return', () => {
  test('the tool: GER is warned about as soon as the day is read, with the ISO code meant (DEU)', async () => {
    const run = await runCliInProcess(
      [
        'analytics',
        '--app-id',
        APP,
        '--date',
        '2026-11-01',
        '--countries',
        'USA GER ZWE',
        '--base-url',
        emulator.baseUrl
      ],
      // The tool writes its report into the current folder.
      { env: { APP_DEPLOY_API_KEY: key }, cwd: dir }
    )
    expect(run.exitCode).toBe(0)
    const warning =
      "Asked for in --countries, but not in the service's answer for 2026-11-01: GER (not an ISO 3166-1 alpha-3 code: did you mean DEU?), ZWE (no data for that country)."
    expect(run.stderr).toContain(warning)
    // At once: before the totals and the files are told, not only at the end.
    expect(run.stderr.indexOf(warning)).toBeLessThan(run.stderr.indexOf('1 country: '))
  })

  test('the action, over a range: one warning naming the code, the summary still lists it', async () => {
    const run = await action({
      command: 'analytics',
      'app-id': APP,
      date: '2026-11-01..2026-11-03',
      countries: 'DEU GER'
    })
    expect(run.exitCode).toBe(0)
    expect(commandData(run.log, 'warning')).toEqual([
      "Asked for in 'countries', but not in the service's answer for any of the 3 days read: GER (not an ISO 3166-1 alpha-3 code: did you mean DEU?)."
    ])
    expect(run.summary).toMatch(/Asked for, not returned \| GER/)
  })

  test('every country returned: no warning', async () => {
    const run = await action({
      command: 'analytics',
      'app-id': APP,
      date: '2026-11-01',
      countries: 'USA DEU'
    })
    expect(run.exitCode).toBe(0)
    expect(commandData(run.log, 'warning')).toEqual([])
  })
})

describe('daily charts of a range', () => {
  test('a month: the days numbered on the axis, whose title says which they are; no zero-width space anywhere', async () => {
    const run = await action(
      { command: 'analytics', 'app-id': APP, date: '2026-10-01..2026-10-30' },
      { timeoutMs: 60_000 }
    )
    expect(run.exitCode).toBe(0)
    expect(run.summary).toContain('### Installs per day')
    const perDay = run.summary.split(/^### /m).filter(section => section.includes(' per day\n'))
    expect(perDay.length).toBeGreaterThanOrEqual(2)
    for (const section of perDay)
      expect(/^ {4}(x-axis .*)$/m.exec(section)?.[1]).toBe(
        'x-axis "days read: 1 is 2026-10-01, 30 is 2026-10-30" 1 --> 30'
      )
    expect(run.summary).not.toMatch(ZERO_WIDTH)
  })

  test('a week: each day named by its MM-DD, as before', async () => {
    const run = await action({
      command: 'analytics',
      'app-id': APP,
      date: '2026-10-01..2026-10-07'
    })
    expect(run.exitCode).toBe(0)
    expect(run.summary).toContain(
      'x-axis ["10-01", "10-02", "10-03", "10-04", "10-05", "10-06", "10-07"]'
    )
    expect(run.summary).not.toMatch(ZERO_WIDTH)
  })
})

/** Every http(s) URL of a text, up to a space or a backtick. */
const urlsIn = (text: string): string[] => text.match(/https?:\/\/[^\s`]+/g) ?? []

describe('a URL the tool prints is never broken by a zero-width space', () => {
  async function closedPort(): Promise<number> {
    const server = net.createServer()
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', () => resolve()))
    const { port } = server.address() as net.AddressInfo
    await new Promise(resolve => server.close(resolve))
    return port
  }

  test('the tool: http://[::1]:PORT in its error, as given, copyable', async () => {
    const port = await closedPort()
    const base = `http://[::1]:${port}/api/v1`
    const run = await runCliInProcess(['teams', '--base-url', base, '--retries', '0'], {
      env: { APP_DEPLOY_API_KEY: key }
    })
    expect(run.exitCode).not.toBe(0)
    expect(run.stderr).toContain(`GET ${base}/ios/teams`)
    expect(urlsIn(run.stderr).filter(url => ZERO_WIDTH.test(url))).toEqual([])
  })

  test('the action: the same in its log and its summary; what could start a workflow command is still broken', async () => {
    const port = await closedPort()
    const base = `http://[::1]:${port}/api/v1`
    const run = await action({ command: 'teams', 'base-url': base, retries: '0' })
    expect(run.exitCode).toBe(1)
    expect(commandData(run.log, 'error')[0]).toContain(`GET ${base}/ios/teams`)
    expect(run.summary).toContain(`\`${base}/ios/teams\``)
    expect(urlsIn(run.log + run.summary).filter(url => ZERO_WIDTH.test(url))).toEqual([])
    // What could start a workflow command is still broken: Node's own `::1` in the error included.
    expect(run.log).toContain('ECONNREFUSED :\u200b:1')
  })
})

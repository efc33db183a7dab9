/**
 * What analytics says of the countries and days it read: a country code the service does not return
 * (`GER`) is warned about as soon as the answer is in, with the ISO code most likely meant; the daily
 * charts of a long range number their days on the axis, where unnamed days were once runs of
 * zero-width spaces. The code meant as a table, the rest against the emulator in this process.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { ISO_ALPHA3, likelyIsoCode } from '../src/commands/analytics/country-codes.js'
import { actionFixture } from './support/fixture.js'
import { commandData } from './hardening-harness.js'
import { runCliInProcess } from './support/run-cli.js'

const { key, emulator, dir, run: action } = await actionFixture('analytics-countries-and-days')
beforeEach(() => emulator.reset())

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/
const APP = '1234567890'

describe('likelyIsoCode', () => {
  test.each([
    ['GER', 'DEU'],
    ['ger', 'DEU'],
    ['SUI', 'CHE'],
    ['NED', 'NLD'],
    ['ENG', 'GBR'],
    ['DUE', 'DEU'],
    ['DEU', undefined],
    ['XYZ', undefined],
    ['USB', undefined]
  ])('%s: %s', (code, meant) => {
    expect(likelyIsoCode(code)).toBe(meant)
  })

  test('the ISO list has its 249 codes, and no sports code is one of them', () => {
    expect(new Set(ISO_ALPHA3).size).toBe(249)
    for (const code of ['GER', 'SUI', 'NED', 'POR', 'DEN', 'CRO', 'RSA', 'UAE', 'KSA'])
      expect(ISO_ALPHA3).not.toContain(code)
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

  test('a week: each day named by its MM-DD', async () => {
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

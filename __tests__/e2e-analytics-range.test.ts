/**
 * Analytics over a date range, end to end: the bundled action against the emulator, one request per
 * day, four at a time, with the files, outputs, summary and log a user reads.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { yesterdayUtc } from '../src/inputs/parse.js'
import type { ActionRun } from './support/run-action.js'
import { actionFixture } from './support/fixture.js'

const { emulator, run: action } = await actionFixture(
  'e2e-analytics-range',
  'App.ipa',
  {},
  { virtualTime: true }
)
const APP = '1234567890'
const ANALYTICS_PATH = `/app_analytics/${APP}`

beforeEach(() => emulator.reset())

const analytics = (inputs: Record<string, string>): Promise<ActionRun> =>
  action({ command: 'analytics', 'app-id': APP, retries: '1', ...inputs })

/** The days the emulator was asked for, in the order the requests came. */
const daysAsked = (): string[] =>
  emulator.requests
    .filter(request => request.path.endsWith(ANALYTICS_PATH))
    .map(request => request.query.timestamp)

/** A CSV of plain cells (the emulator's rows hold no comma, quote or line break). */
function csv(file: string): { header: string[]; rows: Record<string, string>[] } {
  const [header, ...lines] = readFileSync(file, 'utf8').trimEnd().split('\r\n')
  const names = header.split(',')
  const rows = lines.map(line => Object.fromEntries(line.split(',').map((v, i) => [names[i], v])))
  return { header: names, rows }
}

const sum = (rows: Record<string, string>[], column: string): number =>
  rows.reduce((total, row) => total + Number(row[column]), 0)

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** Each day's installs in the summary's line chart, as drawn. */
function chartedInstalls(summary: string): number[] {
  const block = /### Installs per day\n\n```mermaid\n[\s\S]*?\n {4}line \[([^\]]*)\]/.exec(summary)
  return block ? block[1].split(', ').map(Number) : []
}

describe('analytics over a range', () => {
  test('a week: one request per day, the files in day order, totals over every day', async () => {
    const run = await analytics({ date: '2026-11-01..2026-11-07', countries: 'USA DEU' })
    expect(run.exitCode).toBe(0)
    const week = Array.from({ length: 7 }, (_, i) => addDays('2026-11-01', i))
    expect([...daysAsked()].sort()).toEqual(week)
    for (const request of emulator.requests) {
      expect(request.query.country_iso_codes).toBe('["USA","DEU"]')
    }
    expect(run.outputs['days-read']).toBe('7')

    const reportPath = run.outputs['report-path']
    expect(path.basename(reportPath)).toBe(`app-analytics-${APP}-2026-11-01_2026-11-07.json`)
    const report = JSON.parse(readFileSync(reportPath, 'utf8'))
    expect(report).toMatchObject({
      app_id: APP,
      from: '2026-11-01',
      to: '2026-11-07',
      countries_requested: ['USA', 'DEU'],
      days_requested: 7,
      days_read: 7,
      missing_days: []
    })
    expect(Object.keys(report.days)).toEqual(week)
    // Each day holds the service's answer for it, as it came.
    for (const request of emulator.requests) {
      expect(report.days[request.query.timestamp]).toEqual(request.responseBody)
    }

    const { header, rows } = csv(run.outputs['csv-path'])
    expect(header[1]).toBe('date')
    // Oldest day first, every row of a day together.
    const dates = rows.map(row => row.date)
    expect(dates).toEqual([...dates].sort())
    expect([...new Set(dates)]).toEqual(week)
    const source = rows.filter(row => row.dimension_type === 'source')
    expect(run.outputs.installs).toBe(String(sum(source, 'installs')))
    expect(run.outputs.impressions).toBe(String(sum(source, 'impressions_total')))
    expect(run.outputs['page-views']).toBe(String(sum(source, 'page_view_count')))
    expect(run.outputs['unique-page-views']).toBe(String(sum(source, 'page_view_unique')))
    // Small enough for an output: `json` is the report written.
    expect(JSON.parse(run.outputs.json)).toEqual(report)

    const perDay = week.map(day =>
      sum(
        source.filter(row => row.date === day),
        'installs'
      )
    )
    expect(chartedInstalls(run.summary)).toEqual(perDay)
    expect(run.summary).toContain('### Impressions per day')
    expect(run.summary).toMatch(/### Top 2 countries by installs/)
    expect(run.summary).toContain('| Days | 2026-11-01 to 2026-11-07 (7 days) |')
    expect(run.summary).not.toMatch(/missing/i)
    expect(run.log).toMatch(/from 2026-11-01 to 2026-11-07 \(7 days, 4 at a time\)/)
    expect(run.log).toMatch(/7 of 7 days read in .*: \d{1,3}(,\d{3})* installs/)
  })

  test("each day's answer goes into the report as the service wrote it, numbers and spacing alike", async () => {
    const written = `[ {"app_id": "${APP}", "date": "02/11/2026", "market": "App Store", "countries": [{"country": "USA", "data": [{"dimension_type": "source", "dimension_key": "Search", "dimension_title": "App Store Search", "installs": 1.5e3, "impressions_total": 2.0E4}]}]} ]`
    emulator.injectFault({
      query: { timestamp: '2026-11-02' },
      kind: { type: 'status', status: 200, body: `\ufeff${written}\n` }
    })
    const run = await analytics({ date: '2026-11-01..2026-11-03' })
    expect(run.exitCode).toBe(0)
    const text = readFileSync(run.outputs['report-path'], 'utf8')
    expect(text).toContain(`\n    "2026-11-02": ${written},\n    "2026-11-03": [{`)
    expect(JSON.parse(text).days['2026-11-02'][0].countries[0].data[0].installs).toBe(1500)
    const usa = csv(run.outputs['csv-path']).rows.filter(r => r.date === '2026-11-02')
    expect(usa).toEqual([expect.objectContaining({ installs: '1500', impressions_total: '20000' })])
  })

  test('`days` alone: the days ending yesterday (UTC)', async () => {
    const run = await analytics({ days: '3', countries: 'JPN' })
    expect(run.exitCode).toBe(0)
    const last = yesterdayUtc()
    expect([...daysAsked()].sort()).toEqual([addDays(last, -2), addDays(last, -1), last])
    expect(run.outputs['days-read']).toBe('3')
  })

  test('`days` with one day in `date`: the days ending there', async () => {
    const run = await analytics({ date: '2026-03-01', days: '3', countries: 'JPN' })
    expect(run.exitCode).toBe(0)
    expect([...daysAsked()].sort()).toEqual(['2026-02-27', '2026-02-28', '2026-03-01'])
  })

  test('at most four days are asked for at once', async () => {
    emulator.injectFault({ path: ANALYTICS_PATH, times: 10, kind: { type: 'delay', ms: 400 } })
    let most = 0
    const sampler = setInterval(() => {
      const open = emulator.requests.filter(request => request.status === 0).length
      most = Math.max(most, open)
    }, 10)
    const run = await analytics({ date: '2026-11-01..2026-11-10', countries: 'USA' })
    clearInterval(sampler)
    expect(run.exitCode).toBe(0)
    expect(daysAsked()).toHaveLength(10)
    expect(most).toBe(4)
  })

  test('one day given as a range of one behaves as one day', async () => {
    const run = await analytics({ date: '2026-11-05..2026-11-05', countries: 'USA' })
    expect(run.exitCode).toBe(0)
    const report = JSON.parse(readFileSync(run.outputs['report-path'], 'utf8'))
    expect(report).toEqual(emulator.requests[0].responseBody)
    expect(run.outputs['days-read']).toBe('1')
    expect(run.summary).not.toContain('per day')
  })
})

describe('analytics over a range: days that cannot be read', () => {
  test('a day that fails after its retries is a warning; the rest is read and summed', async () => {
    const day = '2026-11-03'
    emulator.injectFault({
      path: ANALYTICS_PATH,
      query: { timestamp: day },
      times: 2,
      kind: { type: 'status', status: 503, body: 'maintenance' }
    })
    const run = await analytics({ date: '2026-11-01..2026-11-05', countries: 'USA' })
    expect(run.exitCode).toBe(0)
    expect(daysAsked().filter(asked => asked === day)).toHaveLength(2)
    expect(run.log).toMatch(
      /::warning::2026-11-03 could not be read and is left out of the totals: GET \/app_analytics\/1234567890 failed: HTTP 503 — maintenance/
    )
    expect(run.log).toMatch(/\(day 2026-11-03\) failed \(HTTP 503\); retry 1 of 1/)
    expect(run.outputs['days-read']).toBe('4')
    const report = JSON.parse(readFileSync(run.outputs['report-path'], 'utf8'))
    expect(report.days_read).toBe(4)
    expect(report.missing_days).toEqual([{ date: day, error: expect.stringContaining('HTTP 503') }])
    expect(Object.keys(report.days)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-04',
      '2026-11-05'
    ])
    const { rows } = csv(run.outputs['csv-path'])
    expect(rows.some(row => row.date === day)).toBe(false)
    const source = rows.filter(row => row.dimension_type === 'source')
    expect(run.outputs.installs).toBe(String(sum(source, 'installs')))

    expect(run.summary).toContain('over the 4 days read of 5')
    expect(run.summary).toContain('| Days read | 4 of 5: totals are over these |')
    expect(run.summary).toMatch(
      /### 1 missing day\n\nLeft out of the totals, the charts and the CSV: 2026-11-03\./
    )
    expect(run.summary).toMatch(
      /\| 2026-11-03 \| GET \/app\\_analytics\/1234567890 failed: HTTP 503 — maintenance/
    )
    // The warning box at the top names it too.
    expect(run.summary).toMatch(/\[!WARNING\][\s\S]*2026-11-03/)
  })

  test('no day read: the step fails, naming each day and why', async () => {
    emulator.injectFault({
      path: ANALYTICS_PATH,
      times: 100,
      kind: { type: 'status', status: 502, body: '<html><body>Bad gateway</body></html>' }
    })
    const run = await analytics({ date: '2026-11-01..2026-11-03', retries: '0' })
    expect(run.exitCode).toBe(1)
    expect(run.log).toMatch(/::error::None of the 3 days could be read:/)
    expect(run.log).toMatch(
      /- 3 days \(2026-11-01 to 2026-11-03\): GET \/app_analytics\/1234567890 failed: HTTP 502 — Bad gateway/
    )
    expect(run.outputs['days-read']).toBe('0')
    expect(run.outputs.installs).toBeUndefined()
    const report = JSON.parse(readFileSync(run.outputs['report-path'], 'utf8'))
    expect(report.missing_days.map((m: { date: string }) => m.date)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03'
    ])
    expect(run.summary).toMatch(/\[!CAUTION\][\s\S]*None of the 3 days could be read/)
  })

  test('a service out of reach: the range is given up once the first four days failed', async () => {
    emulator.injectFault({
      path: ANALYTICS_PATH,
      times: 1000,
      kind: { type: 'reset-before-answer' }
    })
    const run = await analytics({ date: '2026-10-01..2026-10-31', retries: '0' })
    expect(run.exitCode).toBe(1)
    // Four failed; at most the three started as they did were asked for besides.
    expect(daysAsked().length).toBeLessThanOrEqual(7)
    expect(run.log).toMatch(/::error::None of the 31 days could be read:/)
    expect(run.log).toMatch(
      /given up: the first 4 days all failed, so the service is taken to be down/
    )
    // The error says it all: no warning repeats it.
    expect(run.log).not.toMatch(/::warning::/)
  })

  test.each([
    [401, "You couldn't be authenticated", /HTTP 401 — You couldn't be authenticated/],
    [403, 'Forbidden', /HTTP 403 — Forbidden/],
    [
      404,
      'App not found',
      /App 1234567890 not found \(or no analytics for 2026-10-\d\d\): App not found\. Check 'app-id': it is the service's own id of the app, as its dashboard or its app listing \(GET \/ios\/apps, which this action does not read\) shows it\. Then check 'date'\./
    ]
  ])(
    'HTTP %i stops the range at once, the days under way included',
    async (status, words, message) => {
      // The first day answers at once with the error; the three others started with it never answer.
      emulator.injectFault({ path: ANALYTICS_PATH, times: 3, kind: { type: 'no-answer' } })
      emulator.injectFault({
        path: ANALYTICS_PATH,
        kind: { type: 'status', status, body: JSON.stringify({ status, error: words }) }
      })
      const run = await analytics({ date: '2026-10-01..2026-10-31', 'request-timeout': '60s' })
      expect(run.exitCode).toBe(1)
      expect(run.log).toMatch(message)
      // Four asked for at first, none after: the other 27 days were never asked for.
      expect(daysAsked()).toHaveLength(4)
      // The three hanging requests were given up, not waited for (request-timeout is a minute).
      expect(run.durationMs).toBeLessThan(30_000)
      expect(run.log).not.toMatch(/left out of the totals/)
    }
  )
})

describe('bad input: analytics dates', () => {
  test.each([
    [
      { date: '2026-11-07..2026-11-01' },
      /Input 'date' is '2026-11-07..2026-11-01', which ends before it starts: write the earlier day first, e.g. 2026-11-01..2026-11-07/
    ],
    [
      { date: '2026-01-01..2026-04-03' },
      /Input 'date' is '2026-01-01..2026-04-03', 93 days: a range is 92 days at most/
    ],
    [
      { date: '2026-11-01..2026-11-07', days: '7' },
      /Input 'days' is '7' while 'date' is already a range/
    ],
    [{ date: '2999-01-01' }, /Input 'date' ends on 2999-01-01, after today/],
    [{ date: '2026-11-01..2999-01-01' }, /Input 'date' is '2026-11-01..2999-01-01'/],
    [{ days: '0' }, /Input 'days' is '0': give a whole number of days from 1 to 92/],
    [{ days: '93' }, /Input 'days' is '93'/],
    [{ days: 'a week' }, /Input 'days' is 'a week'/],
    [
      { date: '2026-11-01..2026-11-31' },
      /Input 'date' is '2026-11-01..2026-11-31': '2026-11-31' is not a calendar day/
    ]
  ])('%j is refused before any request', async (inputs, message) => {
    const run = await analytics(inputs)
    expect(run.exitCode).toBe(1)
    expect(run.log).toMatch(message)
    expect(emulator.requests).toHaveLength(0)
  })

  test('92 days is the longest range, and is read', async () => {
    const run = await analytics({ date: '2026-01-01..2026-04-02', countries: 'USA' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['days-read']).toBe('92')
    expect(new Set(daysAsked()).size).toBe(92)
  })

  test('every problem at once: a bad days and a bad date in one run', async () => {
    const run = await analytics({ date: 'last week', days: 'seven' })
    expect(run.exitCode).toBe(1)
    expect(run.log).toMatch(/Input 'date' is 'last week'/)
    expect(run.log).toMatch(/Input 'days' is 'seven'/)
    expect(emulator.requests).toHaveLength(0)
  })
})

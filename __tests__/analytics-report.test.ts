import { describe, expect, test } from '@jest/globals'
import {
  CSV_HEADER,
  countryTotals,
  csvCell,
  installsBySource,
  normaliseReportDate,
  referrers,
  toCsv,
  totals,
  totalsByPlatform,
  totalsByPlatformVersion
} from '../src/commands/analytics/report.js'
import type { AnalyticsReport, DimensionRow } from '../src/service/types.js'

function row(
  type: string,
  key: string,
  installs: number,
  extra: Partial<DimensionRow> = {}
): DimensionRow {
  return {
    dimension_type: type,
    dimension_key: key,
    dimension_title: key,
    page_view_unique: installs * 2,
    page_view_count: installs * 3,
    impressions_total: installs * 10,
    installs,
    ...extra
  }
}

/**
 * Two countries whose traffic each dimension type splits its own way: the source rows add up to
 * 30 + 5 installs; adding the rows of every type would give 119.
 */
const report: AnalyticsReport = {
  app_id: '1234567890',
  date: '05/03/2026',
  market: 'App Store',
  countries: [
    {
      country: 'USA',
      data: [
        row('source', 'Search', 20),
        row('source', 'AppRef', 10, { dimension_title: 'App Referrer' }),
        row('platform', 'iPhone', 25),
        row('platform', 'iPad', 5),
        row('platformVersion', 'iOS 17', 30),
        row('appReferrer', 'com.example.news', 12, { dimension_title: 'Example News' })
      ]
    },
    {
      country: 'GBR',
      data: [
        row('source', 'Search', 5),
        row('platform', 'iPhone', 5),
        row('platformVersion', 'iOS 17', 5),
        row('domainReferrer', 'example.org', 2)
      ]
    }
  ]
}

describe('report date', () => {
  test.each([
    ['05/03/2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2000', '2000-02-29'],
    ['2026/03/05', '2026-03-05'],
    ['2026-03-05', '2026-03-05'],
    ['2026-03-05T23:30:00Z', '2026-03-05'],
    ['2026-03-05T23:30:00.123+05:30', '2026-03-05'],
    ['2026-03-05 10:00:00', '2026-03-05'],
    [' 05/03/2026 ', '2026-03-05']
  ])('%s is %s', (raw, iso) => {
    expect(normaliseReportDate(raw)).toBe(iso)
  })

  test.each([
    ['03/25/2026', 'month first: unreadable as day/month/year'],
    ['29/02/2026', 'not a leap year'],
    ['29/02/2100', 'not a leap year either'],
    ['31/04/2026', 'April has 30 days'],
    ['2026-13-01', 'no month 13'],
    ['yesterday', 'not a date'],
    ['', 'empty'],
    ['2026-03-05Tnoon', 'broken timestamp']
  ])('%s is unreadable (%s)', raw => {
    expect(normaliseReportDate(raw)).toBeUndefined()
  })

  test('slash dates are read day first, as the spec says', () => {
    expect(normaliseReportDate('04/05/2026')).toBe('2026-05-04')
  })

  test('a value that is not a string is unreadable', () => {
    expect(normaliseReportDate(20260305 as unknown as string)).toBeUndefined()
  })
})

describe('totals', () => {
  test('are summed over source rows only', () => {
    const everyRow = report.countries
      .flatMap(country => country.data)
      .reduce((sum, r) => sum + r.installs, 0)
    expect(everyRow).toBe(119)
    expect(totals([report])).toEqual({
      installs: 35,
      impressions: 350,
      pageViews: 105,
      uniquePageViews: 70
    })
  })

  test('are zero for no report, no country or countries without data', () => {
    const empty = {
      ...report,
      countries: [{ country: 'FRA' } as never, { country: 'DEU', data: null } as never]
    }
    expect(totals([])).toEqual({ installs: 0, impressions: 0, pageViews: 0, uniquePageViews: 0 })
    expect(totals([empty])).toEqual({
      installs: 0,
      impressions: 0,
      pageViews: 0,
      uniquePageViews: 0
    })
    expect(totals([{ ...report, countries: undefined } as never])).toEqual(totals([]))
  })

  test('count missing or non-numeric fields as 0 and read numeric strings', () => {
    const lenient = {
      ...report,
      countries: [
        {
          country: 'USA',
          data: [
            { dimension_type: 'source', dimension_key: 'Search', installs: '7' },
            {
              dimension_type: 'source',
              dimension_key: 'Other',
              installs: 'many',
              impressions_total: null
            },
            {
              dimension_type: 'source',
              dimension_key: 'WebRef',
              installs: Number.NaN,
              page_view_count: {}
            },
            {
              dimension_type: 'source',
              dimension_key: 'Unknown',
              installs: 3,
              page_view_unique: 4
            },
            null,
            'not a row'
          ]
        }
      ]
    } as unknown as AnalyticsReport
    expect(totals([lenient])).toEqual({
      installs: 10,
      impressions: 0,
      pageViews: 0,
      uniquePageViews: 4
    })
  })

  test('sum several reports', () => {
    expect(totals([report, report]).installs).toBe(70)
  })
})

describe('breakdowns', () => {
  test('installs by source, most first, titles kept', () => {
    expect(
      installsBySource([report]).map(({ key, title, installs }) => ({ key, title, installs }))
    ).toEqual([
      { key: 'Search', title: 'Search', installs: 25 },
      { key: 'AppRef', title: 'App Referrer', installs: 10 }
    ])
  })

  test('countries from their source rows, most installs first', () => {
    expect(countryTotals([report])).toEqual([
      { country: 'USA', installs: 30, impressions: 300, pageViews: 90, uniquePageViews: 60 },
      { country: 'GBR', installs: 5, impressions: 50, pageViews: 15, uniquePageViews: 10 }
    ])
  })

  test('ties are ordered by country code', () => {
    const tied = {
      ...report,
      countries: ['FRA', 'DEU', 'AUT'].map(country => ({
        country,
        data: [row('source', 'Search', 1)]
      }))
    }
    expect(countryTotals([tied]).map(entry => entry.country)).toEqual(['AUT', 'DEU', 'FRA'])
  })

  test('platforms and platform versions across countries', () => {
    expect(totalsByPlatform([report]).map(entry => [entry.key, entry.installs])).toEqual([
      ['iPhone', 30],
      ['iPad', 5]
    ])
    expect(totalsByPlatformVersion([report]).map(entry => [entry.key, entry.installs])).toEqual([
      ['iOS 17', 35]
    ])
  })

  test('referrers by key, apps and domains apart', () => {
    const { apps, domains } = referrers([report, report])
    expect(apps).toEqual([
      {
        key: 'com.example.news',
        title: 'Example News',
        installs: 24,
        impressions: 240,
        pageViews: 72,
        uniquePageViews: 48
      }
    ])
    expect(domains.map(entry => [entry.key, entry.installs])).toEqual([['example.org', 4]])
  })
})

describe('CSV', () => {
  test('one row per country and dimension row, with the header and the day asked for', () => {
    const lines = toCsv([report], '2026-03-05').split('\r\n')
    expect(lines[0]).toBe(CSV_HEADER.join(','))
    expect(CSV_HEADER.join(',')).toBe(
      'app_id,date,market,country,dimension_type,dimension_key,dimension_title,page_view_unique,page_view_count,impressions_total,installs'
    )
    expect(lines).toHaveLength(1 + 10 + 1)
    expect(lines[1]).toBe('1234567890,2026-03-05,App Store,USA,source,Search,Search,40,60,200,20')
    expect(lines.at(-1)).toBe('')
  })

  test('RFC 4180 quoting', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(12)).toBe('12')
  })

  test('cells a spreadsheet would run as formulas are defused', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"'
    )
    expect(csvCell('+1+1')).toBe("'+1+1")
    expect(csvCell('-2+3+cmd')).toBe("'-2+3+cmd")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tx')).toBe("'\tx")
    expect(csvCell('\rx')).toBe('"\'\rx"')
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell('-5')).toBe('-5')
  })

  test('hostile fields stay in their cell; an unreadable date gives way to the day asked for', () => {
    const hostile = {
      app_id: '=1+1',
      date: 'someday',
      market: 'a,"b"\nc',
      countries: [
        { country: 'USA', data: [row('appReferrer', '@evil', 1, { dimension_title: '-title' })] }
      ]
    }
    const [, line] = toCsv([hostile], '2026-03-05').split('\r\n')
    expect(line).toBe('\'=1+1,2026-03-05,"a,""b""\nc",USA,appReferrer,\'@evil,\'-title,2,3,10,1')
  })

  test('lenient: no report gives the header alone', () => {
    expect(toCsv([], '2026-03-05')).toBe(CSV_HEADER.join(',') + '\r\n')
  })
})

/**
 * The pure side of the `analytics` command: reading the reports of GET /app_analytics/{app_id}
 * (service-api.md, 2.5 and 4.6) into dates, sums, tables and CSV. The endpoint is in closed beta,
 * so everything here is lenient: a field that is missing or not a number counts as 0, a country
 * without `data` is skipped, a row that is not an object is ignored.
 */
import type { AnalyticsReport, CountryData, DimensionRow } from '../../service/types.js'
import { formatCount } from '../../text/format.js'

export interface Metrics {
  installs: number
  impressions: number
  pageViews: number
  uniquePageViews: number
}

/** The sums of one dimension key (or one country), with the first title the service gave it. */
export interface KeyMetrics extends Metrics {
  key: string
  title: string
}

export interface CountryMetrics extends Metrics {
  country: string
}

type DimensionType = 'appReferrer' | 'domainReferrer' | 'platformVersion' | 'platform' | 'source'

// ---------------------------------------------------------------------------------------------
// Dates

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/
const YEAR_FIRST =
  /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i

/**
 * The report's day as `YYYY-MM-DD`. The spec writes it day/month/year with slashes; servers also
 * send `YYYY/MM/DD`, `YYYY-MM-DD` or a full ISO timestamp. A slash date is always read day first,
 * as documented: `03/25/2026` (which can only be month first) is unreadable, not guessed, because a
 * server that writes month first would also send `04/05/2026`, which we would then misread silently.
 * A timestamp keeps the calendar day written in it (no time-zone shift).
 */
export function normaliseReportDate(date: string): string | undefined {
  if (typeof date !== 'string') return undefined
  const text = date.trim()
  const dayFirst = DAY_FIRST.exec(text)
  if (dayFirst) return isoDay(dayFirst[3], dayFirst[2], dayFirst[1])
  const yearFirst = YEAR_FIRST.exec(text)
  if (yearFirst) return isoDay(yearFirst[1], yearFirst[2], yearFirst[3])
  return undefined
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function isoDay(year: string, month: string, day: string): string | undefined {
  const [y, m, d] = [Number(year), Number(month), Number(day)]
  if (m < 1 || m > 12) return undefined
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
  if (d < 1 || d > DAYS_IN_MONTH[m - 1] + (m === 2 && leap ? 1 : 0)) return undefined
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

// ---------------------------------------------------------------------------------------------
// Reading rows leniently

/** A number the service sent, or 0: numeric strings are read, anything else is not a count. */
export function count(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value)
  return 0
}

function text(value: unknown): string {
  if (value === undefined || value === null) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

interface RowInContext {
  report: AnalyticsReport
  country: CountryData
  row: DimensionRow
}

/** Every dimension row of every country, skipping what is not shaped like one. */
function* eachRow(reports: AnalyticsReport[]): Generator<RowInContext> {
  for (const report of Array.isArray(reports) ? reports : []) {
    if (!report || !Array.isArray(report.countries)) continue
    for (const country of report.countries) {
      if (!country || !Array.isArray(country.data)) continue
      for (const row of country.data) {
        if (row && typeof row === 'object') yield { report, country, row }
      }
    }
  }
}

function isType(row: DimensionRow, type: DimensionType): boolean {
  return text(row.dimension_type).toLowerCase() === type.toLowerCase()
}

export function emptyMetrics(): Metrics {
  return { installs: 0, impressions: 0, pageViews: 0, uniquePageViews: 0 }
}

/** The sums as a log line says them: `159,404 installs, 4,135,278 impressions, …`. */
export function counts(sums: Metrics): string {
  const { installs, impressions, pageViews, uniquePageViews } = sums
  return `${formatCount(installs)} installs, ${formatCount(impressions)} impressions, ${formatCount(pageViews)} page views (${formatCount(uniquePageViews)} unique)`
}

/** Adds `more` into `sums`. */
export function addMetrics(sums: Metrics, more: Metrics): void {
  sums.installs += more.installs
  sums.impressions += more.impressions
  sums.pageViews += more.pageViews
  sums.uniquePageViews += more.uniquePageViews
}

function addRow(metrics: Metrics, row: DimensionRow): void {
  metrics.installs += count(row.installs)
  metrics.impressions += count(row.impressions_total)
  metrics.pageViews += count(row.page_view_count)
  metrics.uniquePageViews += count(row.page_view_unique)
}

/** Most installs first; ties by impressions, then by name in code-point order (stable everywhere). */
export function byInstallsThen<T extends Metrics>(
  name: (item: T) => string
): (a: T, b: T) => number {
  return (a, b) => {
    const [x, y] = [name(a), name(b)]
    return b.installs - a.installs || b.impressions - a.impressions || (x < y ? -1 : x > y ? 1 : 0)
  }
}

// ---------------------------------------------------------------------------------------------
// Sums

/**
 * Installs, impressions and page views of the countries returned. Only `source` rows are summed:
 * each dimension type splits the same traffic another way, so adding all types would count it
 * several times over.
 */
export function totals(reports: AnalyticsReport[]): Metrics {
  const sums = emptyMetrics()
  for (const { row } of eachRow(reports)) if (isType(row, 'source')) addRow(sums, row)
  return sums
}

/** The rows of one dimension type summed by key across countries, most installs first. */
function totalsByDimension(reports: AnalyticsReport[], type: DimensionType): KeyMetrics[] {
  const byKey = new Map<string, KeyMetrics>()
  for (const { row } of eachRow(reports)) {
    if (!isType(row, type)) continue
    const key = text(row.dimension_key)
    const entry = byKey.get(key) ?? { key, title: '', ...emptyMetrics() }
    if (!entry.title) entry.title = text(row.dimension_title)
    addRow(entry, row)
    byKey.set(key, entry)
  }
  return [...byKey.values()].sort(byInstallsThen(entry => entry.key))
}

/** Installs (and the rest) by source key: AppRef, Other, Search, Unknown, WebRef. */
export function installsBySource(reports: AnalyticsReport[]): KeyMetrics[] {
  return totalsByDimension(reports, 'source')
}

export function totalsByPlatform(reports: AnalyticsReport[]): KeyMetrics[] {
  return totalsByDimension(reports, 'platform')
}

export function totalsByPlatformVersion(reports: AnalyticsReport[]): KeyMetrics[] {
  return totalsByDimension(reports, 'platformVersion')
}

/** Referring apps and referring domains, each summed by key across countries. */
export function referrers(reports: AnalyticsReport[]): {
  apps: KeyMetrics[]
  domains: KeyMetrics[]
} {
  return {
    apps: totalsByDimension(reports, 'appReferrer'),
    domains: totalsByDimension(reports, 'domainReferrer')
  }
}

/**
 * Each country's sums from its `source` rows, most installs first (then code, for a stable order).
 * A country that comes twice (in two reports) is summed once.
 */
export function countryTotals(reports: AnalyticsReport[]): CountryMetrics[] {
  const byCountry = new Map<string, CountryMetrics>()
  for (const { country, row } of eachRow(reports)) {
    const code = text(country.country).trim()
    const entry = byCountry.get(code) ?? { country: code, ...emptyMetrics() }
    if (isType(row, 'source')) addRow(entry, row)
    byCountry.set(code, entry)
  }
  return [...byCountry.values()].sort(byInstallsThen(entry => entry.country))
}

/** The country codes that came back, with or without rows. */
export function countriesReturned(reports: AnalyticsReport[]): string[] {
  const codes = new Set<string>()
  for (const report of Array.isArray(reports) ? reports : []) {
    if (!report || !Array.isArray(report.countries)) continue
    for (const country of report.countries) if (country) codes.add(text(country.country).trim())
  }
  return [...codes]
}

// ---------------------------------------------------------------------------------------------
// CSV

export const CSV_HEADER = [
  'app_id',
  'date',
  'market',
  'country',
  'dimension_type',
  'dimension_key',
  'dimension_title',
  'page_view_unique',
  'page_view_count',
  'impressions_total',
  'installs'
]

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula gets a leading `'`;
 * plain numbers (a negative count) are left alone.
 */
export function csvCell(value: unknown): string {
  // Most cells are counts: nothing to defuse or quote (a negative count stays a number).
  if (typeof value === 'number') return String(value)
  let cell = text(value)
  if (FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell)) cell = `'${cell}`
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell
}

/**
 * One CSV line per country and dimension row, each ending in CRLF; the counts as the service sent
 * them. The date column is the day asked for, whatever the report says: each row is filed under the
 * day it was read for, so a range is one row set per day (the summary notes a report dated otherwise).
 */
export function* csvLines(reports: AnalyticsReport[], day: string): Generator<string> {
  // The texts of a day repeat (a market, a few dimension types, keys and titles): each is made a
  // cell once. Bounded by the day's answer, which is bounded by the size it is read to.
  const cells = new Map<unknown, string>()
  const cell = (value: unknown): string => {
    if (typeof value === 'number') return String(value)
    let known = cells.get(value)
    if (known === undefined) cells.set(value, (known = csvCell(value)))
    return known
  }
  let start = ''
  let startOf: unknown
  for (const { report, country, row } of eachRow(reports)) {
    // The same four cells begin each row of a country.
    if (country !== startOf) {
      startOf = country
      start = `${cell(report.app_id)},${cell(day)},${cell(report.market)},${cell(country.country)}`
    }
    yield `${start},${cell(row.dimension_type)},${cell(row.dimension_key)},${cell(row.dimension_title)},${cell(row.page_view_unique)},${cell(row.page_view_count)},${cell(row.impressions_total)},${cell(row.installs)}\r\n`
  }
}

/** The CSV of one day: the header, then its rows. */
export function toCsv(reports: AnalyticsReport[], day: string): string {
  return CSV_HEADER.join(',') + '\r\n' + [...csvLines(reports, day)].join('')
}

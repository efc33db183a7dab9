import {
  type CountryMetrics,
  type KeyMetrics,
  type Metrics,
  countriesReturned,
  countryTotals,
  installsBySource,
  normaliseReportDate,
  referrers,
  totals,
  totalsByPlatform,
  totalsByPlatformVersion
} from './report.js'
import type { AnalyticsReport } from '../../service/types.js'
import { formatCount } from '../../text/format.js'
import { facts, md, mdCode, table } from '../../text/markdown.js'
import { oneLine } from '../../text/untrusted.js'
import { barChart, pieChart } from './charts.js'

interface AnalyticsSummaryInput {
  appId: string
  date: string
  reports: AnalyticsReport[]
  reportPath: string
  csvPath: string
  keepFiles?: string
  countriesRequested: string[]
}

/**
 * Every table and chart is cut to a fixed number of rows and every cell to a fixed length, so the
 * summary stays far below the runner's 1 MiB whatever the report's size; the files hold the rest.
 */
const LIMITS = { countries: 10, sources: 10, platforms: 10, versions: 15, referrers: 10 }
const CELL = 80
const SOURCE_NAMES: Record<string, string> = {
  AppRef: 'App referrer',
  WebRef: 'Web referrer',
  Search: 'Search',
  Other: 'Other',
  Unknown: 'Unknown'
}

// ---------------------------------------------------------------------------------------------
// Tables

function sourceName(source: KeyMetrics): string {
  return SOURCE_NAMES[source.key] ?? (source.title || source.key)
}

/** A title and its key, or the key alone when they say the same. */
function keyCell({ key, title }: KeyMetrics): string {
  if (!title) return mdCode(key, CELL) || '—'
  return title === key ? md(title, CELL) : `${md(title, CELL)} ${mdCode(key, CELL)}`.trim()
}

function share(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '—'
}

const METRIC_HEADERS = [
  'Installs',
  'Share of installs',
  'Impressions',
  'Page views',
  'Unique page views'
]

function metricCells(metrics: Metrics, allInstalls: number): string[] {
  return [
    formatCount(metrics.installs),
    share(metrics.installs, allInstalls),
    formatCount(metrics.impressions),
    formatCount(metrics.pageViews),
    formatCount(metrics.uniquePageViews)
  ]
}

/** A row per key; each share is of `whole` installs, which `shareHeader` names. */
function keyTable(
  label: string,
  entries: KeyMetrics[],
  whole: number,
  limit: number,
  shareHeader = METRIC_HEADERS[1]
): string {
  const [installs, , ...rest] = METRIC_HEADERS
  return table(
    [label, installs, shareHeader, ...rest],
    entries.map(entry => [keyCell(entry), ...metricCells(entry, whole)]),
    { limit }
  )
}

function installsOf(entries: KeyMetrics[]): number {
  return entries.reduce((sum, entry) => sum + entry.installs, 0)
}

// ---------------------------------------------------------------------------------------------
// Sections

function overview(input: AnalyticsSummaryInput, sums: Metrics, countryCount: number): string {
  const markets = [...new Set(input.reports.map(report => oneLine(String(report?.market ?? ''))))]
  const requested = input.countriesRequested
  const returned = new Set(countriesReturned(input.reports).map(code => code.toUpperCase()))
  const missing = requested.filter(code => !returned.has(code.trim().toUpperCase()))
  return [
    `📊 **${formatCount(sums.installs)} installs** from ${formatCount(sums.impressions)} impressions in ${countryCount} ${countryCount === 1 ? 'country' : 'countries'}.`,
    facts([
      ['App', mdCode(input.appId)],
      ['Day', md(input.date)],
      [
        'Market',
        markets
          .filter(Boolean)
          .map(market => md(market, CELL))
          .join(', ') || undefined
      ],
      ['Countries asked for', requested.length ? md(requested.join(', '), 400) : 'all'],
      ['Asked for, not returned', missing.length ? md(missing.join(', '), 400) : undefined]
    ]),
    dateNote(input)
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** Says so when the service dated its report otherwise than the day asked for. */
function dateNote({ reports, date }: AnalyticsSummaryInput): string {
  const dates = new Set(reports.map(report => String(report?.date ?? '')))
  const other = [...dates].filter(raw => normaliseReportDate(raw) !== date)
  return other.length
    ? `_The service dated the data ${other.map(raw => mdCode(raw, 40)).join(', ')} (asked for ${md(date)})._`
    : ''
}

export function totalsTable(sums: Metrics): string {
  return table(
    ['Installs', 'Impressions', 'Page views', 'Unique page views'],
    [[sums.installs, sums.impressions, sums.pageViews, sums.uniquePageViews].map(formatCount)]
  )
}

function sourceSection(reports: AnalyticsReport[], allInstalls: number): string[] {
  const sources = installsBySource(reports)
  if (sources.length === 0) return []
  const named = sources.map(source => ({ ...source, title: sourceName(source) }))
  return [
    '### Installs by source',
    pieChart(
      sources.map(source => ({ label: sourceName(source), value: source.installs })),
      LIMITS.sources
    ) ?? '_No installs from any source._',
    keyTable('Source', named, allInstalls, LIMITS.sources)
  ]
}

/** The countries with the most installs: a bar chart and a table. */
export function countrySection(countries: CountryMetrics[], allInstalls: number): string[] {
  const top = countries.slice(0, LIMITS.countries)
  const rows = countries.map(entry => [
    mdCode(entry.country, 20) || '—',
    ...metricCells(entry, allInstalls)
  ])
  return [
    `### Top ${top.length} ${top.length === 1 ? 'country' : 'countries'} by installs`,
    barChart(
      'Installs',
      top.map(entry => ({ label: entry.country, value: entry.installs }))
    ) ?? '_No installs in any country._',
    table(['Country', ...METRIC_HEADERS], rows, { limit: LIMITS.countries })
  ]
}

/**
 * A type that splits the whole day, as platforms and versions do: each share is of the type's own
 * rows, so that the shares add up to 100 % even where the service's types disagree on the day's
 * installs (then a note gives both sums).
 */
function splitSection(
  title: string,
  label: string,
  entries: KeyMetrics[],
  limit: number,
  dayInstalls: number
): string[] {
  if (entries.length === 0) return []
  const own = installsOf(entries)
  const note =
    own === dayInstalls
      ? []
      : [
          `_These rows add up to ${formatCount(own)} installs, the sources to ${formatCount(dayInstalls)}: each share is of the ${formatCount(own)}._`
        ]
  return [`### ${title}`, ...note, keyTable(label, entries, own, limit)]
}

/**
 * A referrer type tells apart only the installs that came through a referrer: each share is of the
 * day's installs, so the shares add up to that part, never to 100 %, and the line above says so.
 */
function referrerSection(
  title: string,
  label: string,
  entries: KeyMetrics[],
  through: string,
  dayInstalls: number
): string[] {
  if (entries.length === 0) return []
  const own = installsOf(entries)
  const part = share(own, dayInstalls)
  return [
    `### ${title}`,
    `${formatCount(own)} of the day’s ${formatCount(dayInstalls)} installs (${part}) came through ${through}: each share is of the day’s installs, so together they make ${part}, not 100%.`,
    keyTable(label, entries, dayInstalls, LIMITS.referrers, 'Share of all installs')
  ]
}

/** Platforms, platform versions and referrers: one table each, when the service sent any. */
function breakdownSections(reports: AnalyticsReport[], dayInstalls: number): string[] {
  const { apps, domains } = referrers(reports)
  return [
    ...splitSection(
      'By platform',
      'Platform',
      totalsByPlatform(reports),
      LIMITS.platforms,
      dayInstalls
    ),
    ...splitSection(
      'By platform version',
      'Version',
      totalsByPlatformVersion(reports),
      LIMITS.versions,
      dayInstalls
    ),
    ...referrerSection('Referring apps', 'App', apps, 'a referring app', dayInstalls),
    ...referrerSection('Referring domains', 'Domain', domains, 'a referring domain', dayInstalls)
  ]
}

export function filesSection(
  { reportPath, csvPath, keepFiles }: { reportPath: string; csvPath: string; keepFiles?: string },
  empty = false
): string[] {
  // Where the files stay, and how to keep them, is the adapter's to say (keepFiles).
  return [
    '### Full data',
    empty
      ? 'The service’s answer, as it came:'
      : `Every country and every row, beyond what the tables above show, is in these files.${keepFiles ? ` ${keepFiles}` : ''}`,
    facts([
      ['Report (JSON)', mdCode(reportPath, 400)],
      ['CSV', mdCode(csvPath, 400)]
    ])
  ]
}

/** The analytics part of the job summary: totals, charts, tables, and where the full data is. */
export function analyticsSummary(input: AnalyticsSummaryInput): string {
  const reports = Array.isArray(input.reports) ? input.reports : []
  const countries = countryTotals(reports)
  if (countries.length === 0) {
    const only = input.countriesRequested.length
      ? ` for ${md(input.countriesRequested.join(', '), 400)}`
      : ''
    return [
      `📭 **No analytics data** for app ${mdCode(input.appId)} on ${md(input.date)}${only}: the service returned no country with data for that day.`,
      ...filesSection(input, true)
    ].join('\n\n')
  }
  const sums = totals(reports)
  return [
    overview({ ...input, reports }, sums, countries.length),
    '### Totals',
    totalsTable(sums),
    ...sourceSection(reports, sums.installs),
    ...countrySection(countries, sums.installs),
    ...breakdownSections(reports, sums.installs),
    ...filesSection(input)
  ].join('\n\n')
}

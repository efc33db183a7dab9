import {
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
import { facts, md, mdCode, table } from '../../text/markdown.js'
import { oneLine } from '../../text/untrusted.js'

export interface AnalyticsSummaryInput {
  appId: string
  date: string
  reports: AnalyticsReport[]
  reportPath: string
  csvPath: string
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

/** Made on first use: loading ICU's number formats costs every start of the action some 10 ms. */
let numberFormat: Intl.NumberFormat | undefined
const formatCount = (value: number): string =>
  (numberFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(value)

// ---------------------------------------------------------------------------------------------
// Mermaid

/**
 * A label from the service, safe inside a quoted Mermaid label and inside a markdown fence. Pie
 * labels (`"…"`, backslash escapes) and xychart labels (`"…"`, no escapes) accept any character but
 * the quote, non-ASCII included, yet Mermaid reads `%%` as a comment or directive and `#…;` as an
 * entity anywhere, and a backtick could close the fence: only letters, marks and digits of any
 * script and plain punctuation stay. Colons are folded first so that no `::` is left to neutralise.
 */
export function mermaidLabel(value: unknown, maxLength = 30): string {
  const label = oneLine(String(value ?? '').replace(/:{2,}/g, ':'), 1000)
    .replace(/[^\p{L}\p{M}\p{N} .,:_/()+'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  // Cut by code points, so that no letter outside the BMP is split in half.
  const characters = Array.from(label)
  if (characters.length === 0) return '?'
  if (characters.length <= maxLength) return label
  return `${characters
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`
}

/** Mermaid drops a pie slice whose label repeats and merges repeated bars: number the repeats. */
function uniqueLabels(labels: string[]): string[] {
  const seen = new Map<string, number>()
  return labels.map(label => {
    const times = (seen.get(label) ?? 0) + 1
    seen.set(label, times)
    return times === 1 ? label : `${label} (${times})`
  })
}

/** A whole, non-negative number as Mermaid reads it (no separators, no exponent). */
function chartValue(value: number): string {
  return String(Math.round(Math.min(Math.max(value, 0), Number.MAX_SAFE_INTEGER)))
}

/**
 * GitHub draws a chart on the page's own background, white in its light theme and near-black
 * (#0d1117) in its dark one, so every colour is set and must read on both: text and axes in a mid
 * grey (about 4:1 against either), and fills of mid tones, each at least 3:1 against either and under
 * white text. Hex only: the `base` theme derives its other colours from these and reads no names.
 */
const CHART_TEXT = '#808080'
const CHART_FILLS = [
  '#2f81f7', // blue
  '#e16f24', // orange
  '#1f9d55', // green
  '#8b6ff0', // violet
  '#e5534b', // red
  '#0e8a7e', // teal
  '#db61a2', // pink
  '#b07d2b', // ochre
  '#0891b2', // cyan
  '#6e7781', // grey
  '#6366f1', // indigo
  '#5b8c00' // olive
]

/** Mermaid's init directive, the first line of a block: a fixed text, nothing from the service. */
function initDirective(themeVariables: Record<string, unknown>): string {
  return `%%{init: ${JSON.stringify({ theme: 'base', themeVariables })}}%%`
}

const PIE_INIT = initDirective({
  ...Object.fromEntries(CHART_FILLS.map((colour, i) => [`pie${i + 1}`, colour])),
  pieTitleTextColor: CHART_TEXT,
  pieLegendTextColor: CHART_TEXT,
  pieSectionTextColor: '#ffffff',
  pieStrokeColor: '#ffffff',
  pieStrokeWidth: '1px',
  pieOuterStrokeColor: CHART_TEXT,
  pieOuterStrokeWidth: '1px',
  // Opaque, so that a slice is the colour above on any background.
  pieOpacity: '1'
})

const XYCHART_INIT = initDirective({
  xyChart: {
    // Else the base theme paints the chart's area light grey: a bright box in the dark theme.
    backgroundColor: 'transparent',
    titleColor: CHART_TEXT,
    dataLabelColor: CHART_TEXT,
    legendTextColor: CHART_TEXT,
    xAxisTitleColor: CHART_TEXT,
    xAxisLabelColor: CHART_TEXT,
    xAxisTickColor: CHART_TEXT,
    xAxisLineColor: CHART_TEXT,
    yAxisTitleColor: CHART_TEXT,
    yAxisLabelColor: CHART_TEXT,
    yAxisTickColor: CHART_TEXT,
    yAxisLineColor: CHART_TEXT,
    plotColorPalette: CHART_FILLS.join(', ')
  }
})

/**
 * The top of a value axis that starts at 0: the smallest of 10, 12, 14, 16, 20, 30, 40, 50, 60 or 80
 * times a power of ten (10 at least) that is at or above `max`. Mermaid's ticks (d3's, every 1, 2 or 5
 * times a power of ten) then end on it, and none is a fraction of an install.
 */
export function axisTop(max: number): number {
  if (!(max > 10)) return 10
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(max)) - 1)
  return ([10, 12, 14, 16, 20, 30, 40, 50, 60, 80].find(m => m * unit >= max) ?? 100) * unit
}

/**
 * A y-axis from 0, never Mermaid's own range: left to itself it starts near the smallest value, and a
 * bar of 3,000 beside one of 3,100 looks like nothing.
 */
function valueAxis(title: string, values: number[]): string {
  const max = Math.max(0, ...values.map(value => Number(chartValue(value))))
  return `    y-axis "${title}" 0 --> ${chartValue(axisTop(max))}`
}

function fenced(init: string, lines: string[]): string {
  return ['```mermaid', init, ...lines, '```'].join('\n')
}

function sourcePie(sources: KeyMetrics[]): string | undefined {
  const slices = sources.filter(source => source.installs > 0)
  if (slices.length === 0) return undefined
  const shown = slices.slice(0, LIMITS.sources)
  const rest = slices.slice(LIMITS.sources).reduce((sum, source) => sum + source.installs, 0)
  const labels = uniqueLabels(shown.map(source => mermaidLabel(sourceName(source))))
  const lines = shown.map((source, i) => `    "${labels[i]}" : ${chartValue(source.installs)}`)
  if (rest > 0) lines.push(`    "All others" : ${chartValue(rest)}`)
  return fenced(PIE_INIT, ['pie showData title Installs by source', ...lines])
}

function countryBars(countries: Array<{ country: string; installs: number }>): string | undefined {
  if (countries.length === 0 || countries[0].installs <= 0) return undefined
  const labels = uniqueLabels(countries.map(entry => mermaidLabel(entry.country, 12)))
  const installs = countries.map(entry => entry.installs)
  return fenced(XYCHART_INIT, [
    'xychart-beta',
    `    title "Top ${countries.length} countries by installs"`,
    `    x-axis [${labels.map(label => `"${label}"`).join(', ')}]`,
    valueAxis('Installs', installs),
    `    bar [${installs.map(chartValue).join(', ')}]`
  ])
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

function keyTable(
  label: string,
  entries: KeyMetrics[],
  allInstalls: number,
  limit: number
): string {
  return table(
    [label, ...METRIC_HEADERS],
    entries.map(entry => [keyCell(entry), ...metricCells(entry, allInstalls)]),
    { limit }
  )
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

function totalsTable(sums: Metrics): string {
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
    sourcePie(sources) ?? '_No installs from any source._',
    keyTable('Source', named, allInstalls, LIMITS.sources)
  ]
}

function countrySection(reports: AnalyticsReport[], allInstalls: number): string[] {
  const countries = countryTotals(reports)
  const top = countries.slice(0, LIMITS.countries)
  const rows = countries.map(entry => [
    mdCode(entry.country, 20) || '—',
    ...metricCells(entry, allInstalls)
  ])
  return [
    `### Top ${top.length} ${top.length === 1 ? 'country' : 'countries'} by installs`,
    countryBars(top) ?? '_No installs in any country._',
    table(['Country', ...METRIC_HEADERS], rows, { limit: LIMITS.countries })
  ]
}

/** Platforms, platform versions and referrers: one table each, when the service sent any. */
function breakdownSections(reports: AnalyticsReport[], allInstalls: number): string[] {
  const { apps, domains } = referrers(reports)
  const breakdowns: Array<[string, string, KeyMetrics[], number]> = [
    ['By platform', 'Platform', totalsByPlatform(reports), LIMITS.platforms],
    ['By platform version', 'Version', totalsByPlatformVersion(reports), LIMITS.versions],
    ['Referring apps', 'App', apps, LIMITS.referrers],
    ['Referring domains', 'Domain', domains, LIMITS.referrers]
  ]
  return breakdowns.flatMap(([title, label, entries, limit]) =>
    entries.length ? [`### ${title}`, keyTable(label, entries, allInstalls, limit)] : []
  )
}

function filesSection({ reportPath, csvPath }: AnalyticsSummaryInput, empty = false): string[] {
  return [
    '### Full data',
    empty
      ? 'The service’s answer, as it came:'
      : 'Every country and every row, beyond what the tables above show, is in the files named by the `report-path` and `csv-path` outputs. They are on the runner only: keep them with `actions/upload-artifact`.',
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
    ...countrySection(reports, sums.installs),
    ...breakdownSections(reports, sums.installs),
    ...filesSection(input)
  ].join('\n\n')
}

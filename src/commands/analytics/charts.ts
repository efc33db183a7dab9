import { oneLine } from '../../text/untrusted.js'

/**
 * The Mermaid charts of the analytics summary, as GitHub draws them. Labels come from the service
 * and are untrusted: they are reduced to what a quoted Mermaid label can hold.
 */

/**
 * A label from the service, safe inside a quoted Mermaid label and inside a markdown fence. Pie
 * labels (`"…"`, backslash escapes) and xychart labels (`"…"`, no escapes) accept any character but
 * the quote, non-ASCII included, yet Mermaid reads `%%` as a comment or directive and `#…;` as an
 * entity anywhere, and a backtick could close the fence: only letters, marks and digits of any
 * script and plain punctuation stay. Colons are folded first so that no `::` is left to neutralise.
 */
export function mermaidLabel(value: unknown, maxLength = 30): string {
  const label = oneLine(String(value ?? '').replace(/:{2,}/g, ':'), 1000)
    // Invisible characters go first, letters among them (U+3164 HANGUL FILLER is a letter that shows
    // nothing): a label of them alone is no label. A mark left with no letter to sit on goes too.
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/[^\p{L}\p{M}\p{N} .,:_/()+'-]/gu, ' ')
    .replace(/(^|[^\p{L}\p{N}\p{M}])\p{M}+/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  // Cut by code points, so that no letter outside the BMP is split in half.
  const characters = Array.from(label)
  if (characters.length === 0) return NO_NAME
  if (characters.length <= maxLength) return label
  return `${characters
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`
}

/** The label of an entry whose name, from the service, is empty or shows nothing. */
export const NO_NAME = '(no name)'

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

interface ChartEntry {
  label: string
  value: number
}

/**
 * Charts carry no title: the section heading above each says what it shows.
 */

/** A pie of the entries with a value, the rest after `limit` as one slice; undefined when none. */
export function pieChart(entries: ChartEntry[], limit: number): string | undefined {
  const slices = entries.filter(entry => entry.value > 0)
  if (slices.length === 0) return undefined
  const shown = slices.slice(0, limit)
  const rest = slices.slice(limit).reduce((sum, entry) => sum + entry.value, 0)
  const labels = uniqueLabels(shown.map(entry => mermaidLabel(entry.label)))
  const lines = shown.map((entry, i) => `    "${labels[i]}" : ${chartValue(entry.value)}`)
  if (rest > 0) lines.push(`    "All others" : ${chartValue(rest)}`)
  return fenced(PIE_INIT, ['pie showData', ...lines])
}

/** Bars on an axis from zero, largest first as given; undefined when the largest is zero. */
export function barChart(axis: string, bars: ChartEntry[]): string | undefined {
  if (bars.length === 0 || bars[0].value <= 0) return undefined
  const labels = uniqueLabels(bars.map(bar => mermaidLabel(bar.label, 12)))
  const values = bars.map(bar => bar.value)
  return fenced(XYCHART_INIT, [
    'xychart-beta',
    `    x-axis [${labels.map(label => `"${label}"`).join(', ')}]`,
    valueAxis(axis, values),
    `    bar [${values.map(chartValue).join(', ')}]`
  ])
}

/** The most days a daily chart names one by one: a label is some 40 px wide and the plot some 600. */
const NAMED_DAYS = 12

/**
 * The x-axis of a daily chart: each day by its `MM-DD` when they fit; else the days numbered on a
 * numeric axis (the days read, in order: a missing day has no number), whose title names the first
 * and the last, and on which Mermaid marks a few round numbers. No label is left blank: Mermaid puts
 * equal labels at one place, so blank ones would have to differ by invisible characters.
 */
function dayAxis(days: string[]): string {
  if (days.length <= NAMED_DAYS)
    return `    x-axis [${days.map(day => `"${day.slice(5)}"`).join(', ')}]`
  const [first, last] = [days[0], days[days.length - 1]]
  return `    x-axis "days read: 1 is ${first}, ${days.length} is ${last}" 1 --> ${days.length}`
}

/**
 * One value per day (days written YYYY-MM-DD) as a line on an axis from zero; undefined for fewer
 * than two days. Every value is drawn, zeros included: a flat line at zero is itself the news.
 */
export function dailyLineChart(
  axis: string,
  points: Array<{ day: string; value: number }>
): string | undefined {
  if (points.length < 2) return undefined
  const values = points.map(point => point.value)
  return fenced(XYCHART_INIT, [
    'xychart-beta',
    dayAxis(points.map(point => point.day)),
    valueAxis(axis, values),
    `    line [${values.map(chartValue).join(', ')}]`
  ])
}

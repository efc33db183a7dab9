import { facts, md, mdCode, table } from '../../text/markdown.js'
import { formatCount, plural } from '../../text/format.js'
import { dailyLineChart } from './charts.js'
import { dayList, daysByReason } from './days.js'
import type { AnalyticsConfig } from './inputs.js'
import type { RangeTail } from './range-files.js'
import type { RangeTally } from './range-tally.js'
import type { CountryMetrics, Metrics } from './report.js'
import { countrySection, filesSection, totalsTable } from './summary.js'

interface RangeSummaryInput {
  config: AnalyticsConfig
  tally: RangeTally
  missing: RangeTail['missing_days']
  reportPath: string
  csvPath: string
}

const CELL = 80
/** Days whose odd dating is named before "and N more". */
const DAYS_NAMED = 10

function overview(
  { config, tally, missing }: RangeSummaryInput,
  sums: Metrics,
  countries: CountryMetrics[]
): string {
  const { days, countries: requested } = config
  const [from, to] = [days[0], days[days.length - 1]]
  const read = days.length - missing.length
  const countryCount = countries.length
  const returned = new Set(countries.map(entry => entry.country.toUpperCase()))
  const notReturned = requested.filter(code => !returned.has(code))
  const over = missing.length
    ? `over the ${plural(read, 'day')} read of ${days.length}`
    : `over ${days.length} days`
  return [
    `📊 **${formatCount(sums.installs)} installs** from ${formatCount(sums.impressions)} impressions ${over}, in ${plural(countryCount, 'country', 'countries')}.`,
    facts([
      ['App', mdCode(config.appId)],
      ['Days', `${md(from)} to ${md(to)} (${days.length} days)`],
      [
        'Days read',
        missing.length ? `${read} of ${days.length}: totals are over these` : undefined
      ],
      ['Market', [...tally.markets].map(market => md(market, CELL)).join(', ') || undefined],
      ['Countries asked for', requested.length ? md(requested.join(', '), 400) : 'all'],
      ['Asked for, not returned', notReturned.length ? md(notReturned.join(', '), 400) : undefined]
    ]),
    datedNote(tally)
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** Says so when the service dated a day's report otherwise than the day asked for. */
function datedNote({ datedOtherwise }: RangeTally): string {
  if (datedOtherwise.length === 0) return ''
  const shown = datedOtherwise
    .slice(0, DAYS_NAMED)
    .map(({ day, said }) => `${md(day)} as ${mdCode(said, 40) || 'no date'}`)
  const more =
    datedOtherwise.length > DAYS_NAMED ? `, and ${datedOtherwise.length - DAYS_NAMED} more` : ''
  return `_The service dated ${plural(datedOtherwise.length, 'day')} otherwise: ${shown.join(', ')}${more}. The CSV files each row under the day asked for._`
}

function trendSections(tally: RangeTally, missing: RangeTail['missing_days']): string[] {
  const perDay = tally.dayTotals()
  const chart = (axis: string, value: (day: Metrics) => number): string =>
    dailyLineChart(
      axis,
      perDay.map(day => ({ day: day.day, value: value(day) }))
    ) ?? '_One day read: no trend to draw._'
  // Mermaid draws no gap: say where the line joins the days either side of a missing one.
  const gaps = missing.length
    ? `_No point for ${md(dayList(missing.map(entry => entry.date)), 400)}, which could not be read: the lines join the days either side._`
    : ''
  return [
    '### Installs per day',
    ...(gaps ? [gaps] : []),
    chart('Installs', day => day.installs),
    '### Impressions per day',
    chart('Impressions', day => day.impressions)
  ]
}

function missingSection(missing: RangeTail['missing_days']): string[] {
  if (missing.length === 0) return []
  return [
    `### ${plural(missing.length, 'missing day')}`,
    `Left out of the totals, the charts and the CSV: ${md(dayList(missing.map(entry => entry.date)), 400)}. Run it again for ${missing.length === 1 ? 'that day' : 'those days'} alone to fill the gap.`,
    table(
      ['Days', 'Why they could not be read'],
      [...daysByReason(missing)].map(([why, days]) => [md(dayList(days), 400), md(why, 300)])
    )
  ]
}

/** The summary of a range: totals, the trend per day, the top countries, the missing days, the files. */
export function rangeSummary(input: RangeSummaryInput): string {
  const sums = input.tally.totals()
  const countries = input.tally.countryTotals()
  return [
    overview(input, sums, countries),
    '### Totals',
    totalsTable(sums),
    ...trendSections(input.tally, input.missing),
    ...countrySection(countries, sums.installs),
    ...missingSection(input.missing),
    ...filesSection({ ...input, keepFiles: input.config.keepFiles })
  ].join('\n\n')
}

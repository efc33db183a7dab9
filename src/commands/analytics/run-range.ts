import { promises as fs } from 'node:fs'
import { Outputs } from '../../inputs/names.js'
import { ServiceError } from '../../service/errors.js'
import { failureMessage } from '../describe-failure.js'
import { formatCount, formatDuration, plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import { CommandError } from '../command-error.js'
import type { CommandContext } from '../context.js'
import { dayList, daysByReason } from './days.js'
import { AnalyticsNotFound, DAYS_AT_ONCE, fetchDay, fetchDays } from './fetch-days.js'
import type { AnalyticsConfig } from './inputs.js'
import { RangeFiles, type RangeTail } from './range-files.js'
import { warnNotReturned } from './not-returned.js'
import { rangeSummary } from './range-summary.js'
import { RangeTally } from './range-tally.js'
import { counts, csvLines } from './report.js'

/** A wrong key, a forbidden app or an unknown one fails every day alike: the range stops at once. */
function failsEveryDay(error: unknown): boolean {
  return (
    error instanceof AnalyticsNotFound ||
    (error instanceof ServiceError && (error.status === 401 || error.status === 403))
  )
}

/** The days read of a range, and those missing with why. */
interface RangeRead {
  daysRead: number
  missing: RangeTail['missing_days']
}

/**
 * Each day of a range, DAYS_AT_ONCE at a time: every day read is summed and written to the files as
 * it comes, a day that cannot be read is a warning, and the step fails when no day was read.
 */
export async function runRange(config: AnalyticsConfig, context: CommandContext): Promise<void> {
  const { log, outputs } = context
  const { days, appId, reportPath, csvPath, scratch } = config
  const [from, to] = [days[0], days[days.length - 1]]
  const countries = config.countries.length ? ` for ${config.countries.join(', ')}` : ''
  log.info(
    `Analytics of app ${appId} from ${from} to ${to} (${days.length} days, ${DAYS_AT_ONCE} at a time)${countries}…`
  )
  const started = Date.now()
  const tally = new RangeTally()
  const files = RangeFiles.open({ reportPath, csvPath, scratch }, days, {
    app_id: appId,
    from,
    to,
    countries_requested: config.countries,
    days_requested: days.length
  })
  try {
    const read = await readDays(config, context, tally, files)
    const { daysRead, missing } = read
    files.finish({ days_read: daysRead, missing_days: missing })
    outputs.set(Outputs.ReportPath, reportPath)
    outputs.set(Outputs.CsvPath, csvPath)
    outputs.set(Outputs.DaysRead, daysRead)
    if (daysRead === 0)
      throw new CommandError({ type: 'days-unread', requested: days.length, missing })
    await reportRange(config, context, tally, read, started)
  } finally {
    files.remove()
  }
}

/** Reads the days, DAYS_AT_ONCE at a time; those not read are `missing`, with why, in date order. */
async function readDays(
  config: AnalyticsConfig,
  context: CommandContext,
  tally: RangeTally,
  files: RangeFiles
): Promise<RangeRead> {
  const { log } = context
  const { days } = config
  let daysRead = 0
  const missing: RangeTail['missing_days'] = []
  const givenUp = await fetchDays({
    days,
    fetch: (day, signal) => fetchDay(context, config, day, signal),
    // Each answer is boiled down at once to its sums and written to the files: no day is kept.
    onDay: (day, answer) => {
      const sums = tally.add(day, answer.data)
      // As the service wrote it; written out again only when the key had to be taken out of it.
      const json = answer.text ?? JSON.stringify(answer.json ?? null)
      files.addDay(day, json, csvLines(answer.data, day))
      daysRead++
      log.info(
        `${day}: ${formatCount(sums.installs)} installs, ${formatCount(sums.impressions)} impressions in ${plural(sums.countries, 'country', 'countries')} (${daysRead} of ${days.length} days read).`
      )
    },
    onMissing: (day, error) => {
      const why = oneLine(failureMessage(error, context.names), 400)
      missing.push({ date: day, error: why })
      files.dayMissing(day)
      log.info(`${day}: not read: ${why}`)
    },
    isFatal: failsEveryDay
  })
  const gaveUpWhy = `given up: the first ${DAYS_AT_ONCE} days all failed, so the service is taken to be down or out of reach`
  for (const day of givenUp) missing.push({ date: day, error: gaveUpWhy })
  missing.sort((a, b) => (a.date < b.date ? -1 : 1))
  return { daysRead, missing }
}

/** What a range read at least one day of says: the days left out, the totals, the summary. */
async function reportRange(
  config: AnalyticsConfig,
  context: CommandContext,
  tally: RangeTally,
  { daysRead, missing }: RangeRead,
  started: number
): Promise<void> {
  const { log, outputs, summary } = context
  const { days, reportPath, csvPath } = config
  for (const [why, missed] of daysByReason(missing)) {
    const are = missed.length === 1 ? 'is' : 'are'
    log.warning(`${dayList(missed)} could not be read and ${are} left out of the totals: ${why}`)
  }
  const returned = tally.countryTotals().map(entry => entry.country)
  warnNotReturned(context, config.countries, returned, `any of the ${daysRead} days read`)
  const sums = tally.totals()
  outputs.set(Outputs.Installs, sums.installs)
  outputs.set(Outputs.Impressions, sums.impressions)
  outputs.set(Outputs.PageViews, sums.pageViews)
  outputs.set(Outputs.UniquePageViews, sums.uniquePageViews)
  outputs.jsonFile(reportPath, (await fs.stat(reportPath)).size)
  const over = missing.length ? `over the ${daysRead} days read` : `over ${days.length} days`
  log.info(
    `${daysRead} of ${days.length} days read in ${formatDuration(Date.now() - started)}: ${counts(sums)} ${over}.`
  )
  log.info(`Report: ${oneLine(reportPath)}\nCSV:    ${oneLine(csvPath)}`)
  summary.add(rangeSummary({ config, tally, missing, reportPath, csvPath }))
}

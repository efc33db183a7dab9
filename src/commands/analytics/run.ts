import { promises as fs } from 'node:fs'
import * as path from 'node:path'
import { Outputs } from '../../inputs/names.js'
import { plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import type { CommandContext } from '../context.js'
import type { AnalyticsConfig } from './inputs.js'
import { countriesReturned, counts, totals, toCsv } from './report.js'
import { warnNotReturned } from './not-returned.js'
import { fetchDay } from './fetch-days.js'
import { runRange } from './run-range.js'
import { analyticsSummary } from './summary.js'

/** Fetches one day of first-party analytics, or each day of a range, into JSON and CSV, and sums it up. */
export async function runAnalytics(
  config: AnalyticsConfig,
  context: CommandContext
): Promise<void> {
  if (config.days.length > 1) return runRange(config, context)
  const [day] = config.days
  const { log, outputs, summary } = context
  const countries = config.countries.length ? ` for ${config.countries.join(', ')}` : ''
  log.info(`Analytics of app ${config.appId} on ${day}${countries}…`)
  const answer = await fetchDay(context, config, day)
  const reports = answer.data
  warnNotReturned(context, config.countries, countriesReturned(reports), day)
  const { csvPath } = config
  await fs.mkdir(path.dirname(config.reportPath), { recursive: true })
  await fs.writeFile(config.reportPath, JSON.stringify(answer.json, null, 2))
  await fs.writeFile(csvPath, toCsv(reports, day))
  outputs.set(Outputs.ReportPath, config.reportPath)
  outputs.set(Outputs.CsvPath, csvPath)
  outputs.set(Outputs.DaysRead, 1)

  const sums = totals(reports)
  outputs.set(Outputs.Installs, sums.installs)
  outputs.set(Outputs.Impressions, sums.impressions)
  outputs.set(Outputs.PageViews, sums.pageViews)
  outputs.set(Outputs.UniquePageViews, sums.uniquePageViews)
  outputs.json(answer.json, config.reportPath)
  const countryCount = reports.reduce(
    (n, report) => n + (Array.isArray(report.countries) ? report.countries.length : 0),
    0
  )
  log.info(`${plural(countryCount, 'country', 'countries')}: ${counts(sums)}.`)
  log.info(`Report: ${oneLine(config.reportPath)}\nCSV:    ${oneLine(csvPath)}`)
  summary.add(
    analyticsSummary({
      appId: config.appId,
      date: day,
      reports,
      reportPath: config.reportPath,
      csvPath,
      keepFiles: config.keepFiles,
      countriesRequested: config.countries
    })
  )
}

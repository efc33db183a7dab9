import { promises as fs } from 'node:fs'
import * as path from 'node:path'
import { Outputs } from '../../action/names.js'
import { ServiceError } from '../../service/errors.js'
import { oneLine } from '../../text/untrusted.js'
import type { CommandContext } from '../context.js'
import type { AnalyticsConfig } from './inputs.js'
import { totals, toCsv } from './report.js'
import { analyticsSummary } from './summary.js'

export class AnalyticsNotFound extends Error {}

/** The CSV sits beside the report JSON: `report.json` → `report.csv`. */
export function csvPathFor(reportPath: string): string {
  const parsed = path.parse(reportPath)
  return path.join(
    parsed.dir,
    `${parsed.ext.toLowerCase() === '.json' ? parsed.name : parsed.base}.csv`
  )
}

/** Fetches one day of first-party analytics, writes it as JSON and CSV, and sums it up. */
export async function runAnalytics(
  config: AnalyticsConfig,
  { client, log, outputs, summary }: CommandContext
): Promise<void> {
  const countries = config.countries.length ? ` for ${config.countries.join(', ')}` : ''
  log.info(`Analytics of app ${config.appId} on ${config.date}${countries}…`)
  let answer
  try {
    answer = await client.getAnalytics(config.appId, config.date, config.countries)
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) {
      throw new AnalyticsNotFound(
        `App ${config.appId} not found (or no analytics for ${config.date}): ${error.serviceMessage || 'HTTP 404'}. Check app-id (from the service's app listing) and date.`
      )
    }
    throw error
  }
  const reports = answer.data
  const csvPath = csvPathFor(config.reportPath)
  await fs.mkdir(path.dirname(config.reportPath), { recursive: true })
  await fs.writeFile(config.reportPath, JSON.stringify(answer.json, null, 2))
  await fs.writeFile(csvPath, toCsv(reports))
  outputs.set(Outputs.ReportPath, config.reportPath)
  outputs.set(Outputs.CsvPath, csvPath)

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
  log.info(
    `${countryCount} countries: ${sums.installs} installs, ${sums.impressions} impressions, ${sums.pageViews} page views (${sums.uniquePageViews} unique).`
  )
  log.info(`Report: ${oneLine(config.reportPath)}\nCSV:    ${oneLine(csvPath)}`)
  summary.add(
    analyticsSummary({
      appId: config.appId,
      date: config.date,
      reports,
      reportPath: config.reportPath,
      csvPath,
      countriesRequested: config.countries
    })
  )
}

import { promises as fs } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import type { InputReader } from '../../action/input-reader.js'
import { Inputs } from '../../action/names.js'
import { InputProblem, parseDay, splitList, yesterdayUtc } from '../../action/parse.js'

export const ANALYTICS_INPUTS = [
  Inputs.AppId,
  Inputs.Date,
  Inputs.Countries,
  Inputs.ReportPath
] as const

export interface AnalyticsConfig {
  appId: string
  /** YYYY-MM-DD */
  date: string
  /** Upper-case ISO 3166-1 alpha-3 codes; empty means all. */
  countries: string[]
  /** Absolute. */
  reportPath: string
}

export async function readAnalyticsInputs(
  inputs: InputReader
): Promise<AnalyticsConfig | undefined> {
  const appId = inputs.check(() => readAppId(inputs.value(Inputs.AppId)))
  const givenDate = inputs.value(Inputs.Date)
  const date = inputs.check(() => (givenDate ? parseDay(Inputs.Date, givenDate) : yesterdayUtc()))
  const countries = inputs.check(() => readCountries(inputs.value(Inputs.Countries)))
  const givenReportPath = inputs.value(Inputs.ReportPath)
  const reportPathFree = givenReportPath
    ? await inputs.checkAsync(() => checkReportPath(path.resolve(givenReportPath)))
    : true
  if (!appId || !date || !countries || !reportPathFree) return undefined
  const reportPath =
    givenReportPath ||
    path.join(process.env.RUNNER_TEMP || os.tmpdir(), `app-analytics-${appId}-${date}.json`)
  return { appId, date, countries, reportPath: path.resolve(reportPath) }
}

function readAppId(appId: string): string {
  if (!appId)
    throw new InputProblem(
      Inputs.AppId,
      'is required by the analytics command: give the app identifier.'
    )
  // '.' and '..' are letters enough, but would leave their path segment.
  if (!/^[A-Za-z0-9._:-]{1,200}$/.test(appId) || /^\.{1,2}$/.test(appId)) {
    throw new InputProblem(
      Inputs.AppId,
      `is '${appId}': an app id has letters, digits, '.', '_', ':' or '-' only.`
    )
  }
  return appId
}

function readCountries(value: string): string[] {
  const codes = splitList(value)
  const bad = codes.filter(code => !/^[A-Za-z]{3}$/.test(code))
  if (bad.length > 0) {
    throw new InputProblem(
      Inputs.Countries,
      `has codes that are not three letters: ${bad.map(b => `'${b}'`).join(', ')}. Use ISO 3166-1 alpha-3 codes such as USA, DEU, JPN.`
    )
  }
  return [...new Set(codes.map(code => code.toUpperCase()))]
}

/** A report path must name a file: a folder there would fail the step only after the download. */
async function checkReportPath(reportPath: string): Promise<true> {
  const stat = await fs.stat(reportPath).catch(() => undefined)
  if (stat?.isDirectory()) {
    throw new InputProblem(
      Inputs.ReportPath,
      `'${reportPath}' is a directory: give the path of the JSON file to write, e.g. ${path.join(reportPath, 'analytics.json')}.`
    )
  }
  return true
}

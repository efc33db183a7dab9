import { promises as fs } from 'node:fs'
import * as path from 'node:path'
import type { InputReader } from '../../inputs/reader.js'
import { Inputs } from '../../inputs/names.js'
import { InputProblem, splitList } from '../../inputs/parse.js'
import { daysToRead, readDateInput, readDayCount } from './days.js'

export interface AnalyticsConfig {
  appId: string
  /** YYYY-MM-DD, oldest first: one day, or each day of a range. */
  days: string[]
  /** Upper-case ISO 3166-1 alpha-3 codes; empty means all. */
  countries: string[]
  /** Absolute. */
  reportPath: string
  /** Beside the report: `report.json` → `report.csv`. */
  csvPath: string
  /** Where a range's early days wait, in parts, until the report is whole. */
  scratch: string
  /** How the files outlive the run, as the adapter says (the action's runner forgets them). */
  keepFiles?: string
}

export async function readAnalyticsInputs(
  inputs: InputReader
): Promise<AnalyticsConfig | undefined> {
  const appId = inputs.check(() => readAppId(inputs.value(Inputs.AppId)))
  // Wrapped: an empty input is a good answer (undefined), a problem leaves the whole undefined.
  const date = inputs.check(() => ({ given: readDateInput(inputs.value(Inputs.Date)) }))
  const count = inputs.check(() => ({ given: readDayCount(inputs.value(Inputs.Days)) }))
  const days =
    date && count && inputs.check(() => daysToRead(date.given, count.given, inputs.names))
  const countries = inputs.check(() => readCountries(inputs.value(Inputs.Countries)))
  const givenReportPath = inputs.value(Inputs.ReportPath)
  const reportPathFree = givenReportPath
    ? await inputs.checkAsync(() => checkReportPath(path.resolve(givenReportPath)))
    : true
  if (!appId || !days || !countries || !reportPathFree) return undefined
  const span = days.length === 1 ? days[0] : `${days[0]}_${days[days.length - 1]}`
  const { reports, scratch, keep: keepFiles } = inputs.folders
  const reportPath =
    givenReportPath || path.join(reports, `app-analytics-${fileNamePart(appId)}-${span}.json`)
  const resolved = path.resolve(reportPath)
  const csvPath = csvPathFor(resolved)
  return { appId, days, countries, reportPath: resolved, csvPath, scratch, keepFiles }
}

function csvPathFor(reportPath: string): string {
  const parsed = path.parse(reportPath)
  return path.join(
    parsed.dir,
    `${parsed.ext.toLowerCase() === '.json' ? parsed.name : parsed.base}.csv`
  )
}

/**
 * Text fit for a file name on every runner: an app id may hold `:`, which on Windows names an NTFS
 * alternate data stream (the report would be invisible to `dir` and to upload-artifact).
 */
function fileNamePart(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]/g, '_')
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

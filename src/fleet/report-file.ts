import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import type { UnitOutcome } from '../commands/outcome.js'
import type { InputNames } from '../inputs/reader.js'
import { Inputs } from '../inputs/names.js'
import { errorMessage } from '../text/error-message.js'
import { oneLine } from '../text/untrusted.js'
import { jsonOf, outcomeOf } from './outcome.js'
import {
  REPORT_KIND,
  REPORT_VERSION,
  reportRunOf,
  type FleetReportDocument
} from './report-document.js'
import type { EndedApp, RunReport } from './run-report.js'

/** How the run ended, as the adapter knows it. */
export interface RunEnd {
  /** The outputs set, by name, as the tool's --json prints them. */
  outputs: Record<string, string>
  /** The unit of work's outcome, for a run of one IPA (its summary's). */
  unit: UnitOutcome
  /** What the run failed with, as thrown, and as the adapter words it (with the tool's exit code). */
  error?: unknown
  failure?: { code: number; message: string }
  names: InputNames
  /** Hides the run's secrets from the file's text, as the adapter hides them from what it prints. */
  hide(text: string): string
}

/**
 * Writes the run's report to the file `report-file` names, when it does: at once whole (a temp file
 * renamed over it, so that `gather` never reads half of one), its folder made. Returns why it could
 * not be written: the adapter fails the run with it, since a shard's report is what `gather` makes
 * the release of, and a re-run of the shard sends nothing twice and writes it.
 */
export function writeReportFile(report: RunReport, end: RunEnd): string | undefined {
  if (!report.asked) return undefined
  const { file } = report.asked
  const text = end.hide(`${JSON.stringify(reportDocument(report, end), null, 2)}\n`)
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`)
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(temporary, text)
    renameSync(temporary, file)
    return undefined
  } catch (error) {
    removeIfThere(temporary)
    const input = end.names.referred(Inputs.ReportFile)
    return `The report could not be written to ${file}: ${errorMessage(error)}. Give ${input} a path this job may write to.`
  }
}

/** Removes what a failed write left, if anything: the folder itself may be what failed. */
function removeIfThere(file: string): void {
  try {
    rmSync(file, { force: true })
  } catch {
    // Nothing was written there.
  }
}

function reportDocument(report: RunReport, end: RunEnd): FleetReportDocument {
  const { command, run, releaseId, dryRun } = report.asked!
  const apps = appsOf(report, end, command)
  return {
    kind: REPORT_KIND,
    version: REPORT_VERSION,
    command,
    run: reportRunOf(run, releaseId),
    shard: report.fleet?.shard ?? { index: 0, total: 1 },
    fleetSize: report.fleet?.size ?? apps.length,
    share: report.fleet?.share ?? apps.map(app => app.label),
    ...(report.fleet?.split && { split: report.fleet.split }),
    ...(dryRun && { dryRun }),
    startedAt: report.startedAt.toISOString(),
    endedAt: new Date().toISOString(),
    records: apps.map(jsonOf),
    apps: apps.map(({ record: _record, ...app }) => app),
    outputs: end.outputs,
    ...(end.failure && { failure: end.failure }),
    // The holds of the whole run (its client's), which src/commands/command.ts records as it ends.
    ...(end.unit.facts.rateLimit && { rateLimit: end.unit.facts.rateLimit })
  }
}

/**
 * Each app of the run: as the fleet ended them; a fleet that failed before any ended (the service
 * refused the key), each IPA of its share with the run's failure; one IPA, from its outcome.
 */
function appsOf(report: RunReport, end: RunEnd, command: 'submit' | 'upload'): EndedApp[] {
  if (report.apps) return report.apps
  const failure = end.failure && oneLine(end.failure.message, 2000)
  if (report.fleet) return report.fleet.share.map(label => ({ label, failure }))
  const source = end.unit.facts.source
  const label = !source ? 'IPA' : source.kind === 'file' ? path.basename(source.path) : 'URL'
  return [
    outcomeOf(
      oneLine(label, 120),
      { outcome: end.unit, sections: [] },
      {
        error: end.error,
        names: end.names,
        durationMs: end.unit.facts.durationMs,
        made: command === 'submit' ? 'submissions' : 'stored IPAs'
      }
    )
  ]
}

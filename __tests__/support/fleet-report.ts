/** What a fleet's step reports, read back as a test checks it. */
import type { ActionRun } from './run-action.js'

/** The rows of the fleet's table, as the summary file holds them. */
export const tableRows = (summary: string): string[] =>
  summary.split('\n').filter(line => /^\| (❌|✅|⏳) \|/.test(line))

/** The `json` output: a record per item, in the order given. */
export const jsonRecords = (run: ActionRun): Array<Record<string, unknown> & { id: string }> =>
  JSON.parse(run.outputs.json) as Array<Record<string, unknown> & { id: string }>

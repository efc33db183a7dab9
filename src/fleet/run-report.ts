import type { RunContext } from '../commands/run-context.js'
import type { ReportApp, Shard } from './report-document.js'

/** An app as the run ended it: its row, and the service's record of it (outcome.ts's ItemOutcome). */
export type EndedApp = ReportApp & { record?: unknown }

/**
 * What a run tells its `report-file` as it goes (the file the command was asked to write, the fleet
 * and this run's share of it, how each app ended, the outputs set); the adapter writes it once the
 * run has ended, whether it went through or not (report-file.ts).
 */
export class RunReport {
  readonly startedAt = new Date()
  asked:
    { file: string; command: 'submit' | 'upload'; run: RunContext; releaseId?: string } | undefined
  fleet: { shard: Shard; size: number; share: string[] } | undefined
  apps: EndedApp[] | undefined

  /** The command read `report-file`: the run ends by writing it, of this run (its tie's). */
  writeTo(
    file: string,
    command: 'submit' | 'upload',
    { run, releaseId }: { run: RunContext; releaseId?: string }
  ): void {
    this.asked = { file, command, run, releaseId }
  }

  /** The fleet as every shard saw it, and the labels of this run's share, in the fleet's order. */
  split(shard: Shard, size: number, share: string[]): void {
    this.fleet = { shard, size, share }
  }

  /** Each app of the share, as its row of the summary shows it (failures included). */
  ended(apps: readonly EndedApp[]): void {
    this.apps = [...apps]
  }
}

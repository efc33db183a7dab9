import type { RunContext } from '../commands/run-context.js'
import type { ReportApp, Shard } from './report-document.js'

/** An app as the run ended it: outcome.ts's ItemOutcome, named here apart so that no import cycle forms. */
export type EndedApp = ReportApp & { record?: unknown }

/**
 * What a run tells its `report-file` as it goes (the file the command was asked to write, the fleet
 * and this run's share of it, how each app ended, the outputs set); the adapter writes it once the
 * run has ended, whether it went through or not (report-file.ts).
 */
export class RunReport {
  readonly startedAt = new Date()
  asked:
    | {
        file: string
        command: 'submit' | 'upload'
        run: RunContext
        releaseId?: string
        dryRun: boolean
      }
    | undefined
  fleet: { shard: Shard; size: number; share: string[]; split?: string } | undefined
  apps: EndedApp[] | undefined

  /**
   * The command read `report-file`: the run ends by writing it, of this run (its tie's), saying
   * whether it was a dry run.
   */
  writeTo(
    file: string,
    command: 'submit' | 'upload',
    { run, releaseId, dryRun }: { run: RunContext; releaseId?: string; dryRun: boolean }
  ): void {
    this.asked = { file, command, run, releaseId, dryRun }
  }

  /**
   * The fleet as every shard saw it, the labels of this run's share, in the fleet's order, and the
   * split's fingerprint (split-fleet.ts) where it was split.
   */
  split(shard: Shard, size: number, share: string[], split?: string): void {
    this.fleet = { shard, size, share, split }
  }

  /** Each app of the share, as its row of the summary shows it (failures included). */
  ended(apps: readonly EndedApp[]): void {
    this.apps = [...apps]
  }
}

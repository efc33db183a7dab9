import { appendFileSync } from 'node:fs'
import type { Explanation } from '../commands/command-error.js'
import { SummaryDocument } from '../commands/summary-document.js'
import { errorMessage } from '../text/error-message.js'
import { GITHUB_LIMITS, withinBytes } from '../platforms/github.js'
import { withoutMasked } from './context.js'
import * as runner from './workflow-commands.js'

/** The step's summary, written to the runner's GITHUB_STEP_SUMMARY file. */
export class JobSummary extends SummaryDocument {
  private written = false

  /** Writes the summary file; a summary that cannot be written is a warning, not a failed release. */
  async write(failure?: Explanation): Promise<void> {
    const file = process.env.GITHUB_STEP_SUMMARY
    if (!file || this.written) return
    this.written = true
    try {
      await runner.appendSummary(file, this.shown(failure))
    } catch (error) {
      runner.annotate('warning', `Could not write the job summary: ${errorMessage(error)}`)
    }
  }

  /**
   * Writes it at once, unless it was written: the last thing a stopped step does when its clean-up
   * hangs (see commands/stop-signals.ts), so that the summary is never empty.
   */
  writeNow(failure?: Explanation): void {
    const file = process.env.GITHUB_STEP_SUMMARY
    if (!file || this.written) return
    this.written = true
    try {
      appendFileSync(file, this.shown(failure))
    } catch (error) {
      runner.annotate('warning', `Could not write the job summary: ${errorMessage(error)}`)
    }
  }

  /** The summary as the runner takes it: secrets hidden, within its size (a larger one is refused). */
  private shown(failure?: Explanation): string {
    return withinBytes(withoutMasked(this.render(failure)), GITHUB_LIMITS.summaryBytes)
  }
}

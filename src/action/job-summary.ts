import { appendFileSync } from 'node:fs'
import type { StepFailure } from '../commands/describe-failure.js'
import { SummaryDocument } from '../summary/document.js'
import { errorMessage } from '../text/error-message.js'
import { GITHUB_LIMITS, withinBytes } from '../platforms/github.js'
import * as runner from './workflow-commands.js'

/** The step's summary, written to the runner's GITHUB_STEP_SUMMARY file. */
export class JobSummary extends SummaryDocument {
  private written = false

  /** `hide`: the step's masked values hidden (action/context.ts withoutMasked). */
  constructor(private readonly hide: (text: string) => string) {
    super()
  }

  /** Writes the summary file; a summary that cannot be written is a warning, not a failed release. */
  async write(failure?: StepFailure): Promise<void> {
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
  writeNow(failure?: StepFailure): void {
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
  private shown(failure?: StepFailure): string {
    return withinBytes(this.hide(this.render(failure)), GITHUB_LIMITS.summaryBytes)
  }
}

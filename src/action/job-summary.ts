import * as core from '@actions/core'
import type { Explanation } from '../commands/command-error.js'
import { SummaryDocument } from '../commands/summary-document.js'
import { errorMessage } from '../text/error-message.js'
import { withoutMasked } from './context.js'

/** The step's summary, written to the runner's GITHUB_STEP_SUMMARY file. */
export class JobSummary extends SummaryDocument {
  /** Writes the summary file; a summary that cannot be written is a warning, not a failed release. */
  async write(failure?: Explanation): Promise<void> {
    if (!process.env.GITHUB_STEP_SUMMARY) return
    try {
      await core.summary.addRaw(withoutMasked(this.render(failure))).write()
    } catch (error) {
      core.warning(`Could not write the job summary: ${errorMessage(error)}`)
    }
  }
}

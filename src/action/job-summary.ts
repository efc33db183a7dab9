import * as core from '@actions/core'
import { errorMessage } from '../text/error-message.js'
import { facts, md, mdCode, mdLink } from '../text/markdown.js'
import { runContext } from './run-context.js'

/** The runner refuses a step summary over 1 MiB; stay well below it. */
const SUMMARY_LIMIT = 1000 * 1024

/**
 * The job summary of one step, written once at the end (also when the step fails), so that a
 * failure shows next to whatever was done before it.
 */
export class JobSummary {
  private readonly sections: string[] = []

  /** The title is known once the command is: until then, the action's name. */
  constructor(public title = 'App Store deploy') {}

  add(markdown: string): void {
    if (markdown.trim()) this.sections.push(markdown.trim())
  }

  render(failure?: string): string {
    const head = [`## ${this.title}`]
    if (failure) head.push(`> [!CAUTION]\n> **Failed:** ${md(failure, 2000)}`)
    const tail = origin()
    // Whole sections only, so a cut never leaves a table or a chart half written.
    const parts = [...head]
    let size = Buffer.byteLength(head.join('\n\n') + tail) + 200
    for (const section of this.sections) {
      size += Buffer.byteLength(section) + 2
      if (size > SUMMARY_LIMIT) {
        parts.push(
          "_… the rest of the summary was left out: it would pass the runner's 1 MiB limit._"
        )
        break
      }
      parts.push(section)
    }
    parts.push(tail)
    return parts.filter(Boolean).join('\n\n') + '\n'
  }

  /** Writes the summary file; a summary that cannot be written is a warning, not a failed release. */
  async write(failure?: string): Promise<void> {
    if (!process.env.GITHUB_STEP_SUMMARY) return
    try {
      await core.summary.addRaw(this.render(failure)).write()
    } catch (error) {
      core.warning(`Could not write the job summary: ${errorMessage(error)}`)
    }
  }
}

/** Where the step ran: repository, ref, commit and the workflow run. */
function origin(): string {
  const { repository, repositoryUrl, sha, ref, workflow, runNumber, runUrl } = runContext()
  if (!repository || !repositoryUrl) return ''
  return facts([
    ['Repository', mdLink(repository, repositoryUrl)],
    ['Ref', ref ? mdCode(ref) : undefined],
    ['Commit', sha ? mdLink(sha.slice(0, 12), `${repositoryUrl}/commit/${sha}`) : undefined],
    ['Workflow run', runUrl ? mdLink(`${workflow || 'run'} #${runNumber}`, runUrl) : undefined]
  ])
}

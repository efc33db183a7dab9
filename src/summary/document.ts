import type { Explanation } from '../commands/command-error.js'
import type { StepFailure } from '../commands/describe-failure.js'
import { emptyOutcome, type UnitOutcome } from '../commands/outcome.js'
import type { RateLimitWaits } from '../service/retry/index.js'
import { formatDuration, plural } from '../text/format.js'
import { alert, folded, md, mdMessage } from '../text/markdown.js'
import { unitSection } from './unit.js'

/** The runner refuses a step summary over 1 MiB; stay well below it. */
const SUMMARY_LIMIT = 1000 * 1024
/** Warnings listed in the alert; the rest are folded under it. */
const WARNINGS_SHOWN = 10
/** The bytes of the warnings folded under the alert: each of a large fleet's, not the whole 1 MiB. */
const MORE_WARNINGS_BYTES = 256 * 1024

/**
 * The job summary of one step, written once at the end (also when the step fails): what failed or
 * what to look at first, then the unit of work's outcome (src/summary/unit.ts) and the command's own
 * sections. Each adapter writes it where it goes.
 */
export class SummaryDocument {
  private readonly sections: string[] = []
  /** The warnings of the run, as the log gave them. */
  readonly warnings: string[] = []
  /** What the step's unit of work did, as the command records it (nothing, for a fleet or a listing). */
  readonly outcome: UnitOutcome = emptyOutcome()

  /** The title is known once the command is: until then, the action's name. */
  constructor(public title = 'App Store deploy') {}

  add(markdown: string): void {
    if (markdown.trim()) this.sections.push(markdown.trim())
  }

  /**
   * The sections below the head: the unit's outcome, then the command's own (a fleet's table),
   * then how long the service's rate limit held the run, when it did.
   */
  body(): string[] {
    const unit = unitSection(this.outcome, this.warnings.length)
    const held = this.outcome.facts.rateLimit
    return [unit, ...this.sections, held && rateLimitLine(held)].filter(
      (section): section is string => Boolean(section)
    )
  }

  /** The whole summary; `failure`, how the step failed, heads it. */
  render(failure?: StepFailure): string {
    if (failure?.failure) this.outcome.failure = failure.failure
    const explanation = failure && shownInAlert(failure.explanation, this.outcome)
    const head = [`## ${md(this.title)}`]
    if (explanation) head.push(alert('CAUTION', failureLines(explanation)))
    if (this.warnings.length > 0) head.push(alert('WARNING', warningLines(this.warnings)))
    if (explanation?.details) head.push(explanation.details)
    // Whole sections only, so a cut never leaves a table or a chart half written.
    const parts = [...head]
    let size = Buffer.byteLength(head.join('\n\n')) + 200
    for (const section of this.body()) {
      size += Buffer.byteLength(section) + 2
      if (size > SUMMARY_LIMIT) {
        parts.push(
          "_… the rest of the summary was left out: it would pass the runner's 1 MiB limit._"
        )
        break
      }
      parts.push(section)
    }
    return parts.join('\n\n') + '\n'
  }
}

/** One line: how often the service's rate limit held the run, and how long in all. */
function rateLimitLine({ waits, waitedMs }: RateLimitWaits): string | undefined {
  if (waits === 0) return undefined
  const times = waits === 1 ? 'once' : `${waits} times`
  return `⏸️ The service's rate limit held this run ${times}, ${formatDuration(waitedMs)} in all.`
}

/**
 * The failure as its alert says it: the problems preflight refused the IPA for are the outcome's
 * own table (below the alert, with Apple's codes), so the alert does not list them again.
 */
function shownInAlert(explanation: Explanation, outcome: UnitOutcome): Explanation {
  const type = outcome.failure?.type
  const tabled =
    (type === 'preflight-refused' || type === 'check-refused') && outcome.happened === 'refused'
  return tabled ? { ...explanation, problems: [] } : explanation
}

/** The headline in bold, each problem as an item (a problem's further lines as sub-items), then what to do. */
function failureLines({ headline, problems = [], next }: Explanation): string[] {
  const lines = [`**${mdMessage(headline, 400)}**`]
  if (problems.length > 0) lines.push('', ...problems.slice(0, 20).flatMap(listItem))
  if (problems.length > 20) lines.push(`- … and ${problems.length - 20} more (see the log)`)
  if (next) lines.push('', mdMessage(next, 600))
  return lines
}

/**
 * The first warnings in the alert, every other folded under it (GitHub annotates ten of a kind per
 * step: the summary is where each of the others is read), up to a size only a runaway run passes.
 */
function warningLines(warnings: string[]): string[] {
  const lines = [`**${plural(warnings.length, 'warning')}**`, '']
  lines.push(...warnings.slice(0, WARNINGS_SHOWN).flatMap(listItem))
  if (warnings.length <= WARNINGS_SHOWN) return lines
  const more: string[] = []
  let bytes = 0
  let listed = WARNINGS_SHOWN
  for (const warning of warnings.slice(WARNINGS_SHOWN)) {
    const item = listItem(warning)
    bytes += Buffer.byteLength(item.join('\n'))
    if (bytes > MORE_WARNINGS_BYTES) break
    more.push(...item)
    listed += 1
  }
  if (listed < warnings.length) more.push(`- … and ${warnings.length - listed} more (see the log)`)
  const title = `${plural(warnings.length - WARNINGS_SHOWN, 'more warning')}`
  lines.push('', ...folded(title, more.join('\n')).split('\n'))
  return lines
}

/** One problem as a list item; lines after its first (a list of files, say) become sub-items. */
function listItem(text: string): string[] {
  const [first, ...rest] = text.split('\n').filter(line => line.trim() !== '')
  return [`- ${mdMessage(first, 600)}`, ...rest.map(line => `  - ${mdMessage(line.trim(), 300)}`)]
}

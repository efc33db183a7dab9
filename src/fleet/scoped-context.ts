import type { CommandContext, Log, OutputSink } from '../commands/context.js'
import { emptyOutcome, outcomeKeptIn, type UnitOutcome } from '../commands/outcome.js'

/** What one item did (its outcome), and what else it would have added to the summary. */
export interface Captured {
  outcome: UnitOutcome
  sections: string[]
}

/**
 * One item of a fleet (an IPA, a submission id) run by the code that runs one: its log lines carry
 * its label, and what it did (its outcome), or would add to the summary, is kept for the
 * fleet to report as a whole: an item sets no output of the step itself.
 */
export function scopedContext(
  context: CommandContext,
  label: string
): { context: CommandContext; captured: Captured } {
  const captured: Captured = { outcome: emptyOutcome(), sections: [] }
  const notOfAnItem = (): never => {
    throw new Error("One item of a fleet sets none of the step's outputs: it records its outcome.")
  }
  const outputs: OutputSink = { set: notOfAnItem, json: notOfAnItem, jsonFile: notOfAnItem }
  return {
    captured,
    context: {
      ...context,
      log: labelled(context.log, label),
      item: label,
      outputs,
      outcome: outcomeKeptIn(captured.outcome),
      // Each item's own summary is folded under the fleet's table; its warnings count for the step.
      summary: {
        add: markdown => void captured.sections.push(markdown),
        warnings: context.summary.warnings
      }
    }
  }
}

/**
 * Lines that say which item they are about, as items run side by side; an upload's live progress
 * (one bar, a terminal) becomes a few lines of the log instead.
 */
function labelled(log: Log, label: string): Log {
  const tag = (message: string): string => `[${label}] ${message}`
  return {
    debug: message => log.debug(tag(message)),
    info: message => log.info(tag(message)),
    notice: message => log.notice(tag(message)),
    // Each item's warning names its item, and one of no rule of its own folds with the same words
    // said of the other items (a team warning for each IPA): the step's annotations are capped.
    warning: (message, annotation) =>
      log.warning(tag(message), {
        ...annotation,
        item: label,
        rule: annotation?.rule ?? `same words: ${message}`
      }),
    error: message => log.error(tag(message)),
    group: (title, lines) => log.group(tag(title), lines)
  }
}

import type { UnitOutcome } from '../commands/outcome.js'
import { appCard, fileOf } from './app-card.js'
import { checkSection } from './check.js'
import { preflightTable } from './preflight.js'
import { statusSection } from './status.js'
import { submitSection } from './submit.js'
import { uploadSection } from './upload.js'

/**
 * A unit of work's part of the job summary, from its outcome: nothing until it is known what
 * happened (a failure before that is the failure's alert alone). `warnings`: the step's, counted in
 * the headline.
 */
export function unitSection(outcome: UnitOutcome, warnings: number): string | undefined {
  if (!outcome.happened || !outcome.kind) return undefined
  // A check's verdict heads its section, refused or not.
  if (outcome.kind === 'check') return checkSection(outcome)
  if (outcome.happened === 'refused') return refusedSection(outcome)
  switch (outcome.kind) {
    case 'submit':
      return submitSection(outcome, warnings)
    case 'upload':
      return uploadSection(outcome)
    case 'status':
      return statusSection(outcome, warnings)
  }
  return undefined
}

/** An IPA preflight refused: the problems that refuse it, with Apple's codes, then the app's card. */
function refusedSection({ facts, problems }: UnitOutcome): string {
  const { inspection, source } = facts
  const card = inspection && source ? appCard(inspection, problems, fileOf(source, inspection)) : ''
  return [preflightTable(problems, inspection?.file), card].filter(Boolean).join('\n\n')
}

import type { UnitOutcome } from '../commands/outcome.js'
import { plural } from '../text/format.js'
import { appCard, fileOf } from './app-card.js'
import { preflightTable } from './preflight.js'

/**
 * One IPA `check` judged: the verdict, the problems that refuse it (with Apple's codes), then the
 * app's card, as submit's preflight shows them.
 */
export function checkSection({ happened, facts, problems }: UnitOutcome): string {
  const { inspection, source, sha256, purpose = 'submit' } = facts
  const refusing = problems.filter(problem => problem.refuses).length
  const warnings = problems.length - refusing
  const headline =
    happened === 'refused'
      ? `❌ **Would be refused** (${purpose}): ${plural(refusing, 'problem')}${warnings ? `, ${plural(warnings, 'warning')}` : ''}.`
      : `✅ **Nothing would be refused** (${purpose})${warnings ? `: ${plural(warnings, 'warning')}` : ''}.`
  const card =
    inspection && source
      ? appCard(inspection, problems, { sha256, ...fileOf(source, inspection) })
      : ''
  return [headline, preflightTable(problems, inspection?.file), card].filter(Boolean).join('\n\n')
}

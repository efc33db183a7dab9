import * as path from 'node:path'
import type { UnitOutcome } from '../commands/outcome.js'
import type { IpaSource } from '../service/requests.js'
import { formatBytes, formatDuration, plural } from '../text/format.js'
import { alert, facts, md, mdCode, mdLink } from '../text/markdown.js'
import { shownUrl } from '../text/signed-url.js'
import { appFacts, fileOf, type Fact } from './app-card.js'
import { statusHistory } from './status-history.js'

/**
 * The headline, unless the step fails: then the failure heads the summary and is not said twice.
 */
function headline({ happened, facts: known }: UnitOutcome, warnings: number): string | undefined {
  if (happened === 'dry-run')
    return '🧪 **Dry run**: inputs, IPA and team checked; nothing was sent.'
  const status = mdCode(known.wait?.status ?? known.status ?? 'pending')
  const withWarnings = warnings > 0 ? ` with ${plural(warnings, 'warning')}` : ''
  switch (happened) {
    case 'succeeded':
      return `✅ **Submitted${withWarnings}**: the service reports ${status}.`
    case 'untracked':
      return known.wait?.unexpected
        ? `📨 **Accepted${withWarnings}** with status ${status}; its status could not be read (see the warning), so progress goes by e-mail.`
        : `📨 **Accepted${withWarnings}** with status ${status}; the service offers no way to follow it, so progress goes by e-mail.`
    case 'accepted':
      return `📨 **Accepted${withWarnings}** with status ${status} (not waiting for the outcome).`
  }
  return undefined
}

/** A submission's part of the job summary: the headline, one table of facts, the status history. */
export function submitSection(outcome: UnitOutcome, warnings: number): string {
  const { facts: known } = outcome
  const sent = outcome.happened !== 'dry-run'
  const parts = [
    headline(outcome, warnings),
    known.how ? alert('NOTE', [md(known.how, 600)]) : undefined,
    facts([
      [
        'Submission',
        sent && known.submissionId ? mdCode(known.submissionId) : 'not sent (dry run)'
      ],
      ['Status', sent ? mdCode(known.wait?.status ?? known.status ?? '') : undefined],
      ...appRows(outcome),
      [
        'Team',
        known.team
          ? `${known.team.name ? `${md(known.team.name)} ` : ''}${mdCode(known.team.id)}`
          : undefined
      ],
      ['Account', known.team?.account ? md(known.team.account) : undefined],
      ['Notify', known.notifyEmails?.length ? md(known.notifyEmails.join(', ')) : undefined],
      ['GitHub deployment', deploymentLink(outcome)],
      ['Duration', known.durationMs !== undefined ? formatDuration(known.durationMs) : undefined]
    ])
  ]
  if (known.wait) parts.push(...statusHistory(known.wait.history, known.wait.note))
  return parts.filter(Boolean).join('\n\n')
}

/** The app and its file, as the card has them; without an inspection, the file and its hash. */
function appRows({ facts: known, problems }: UnitOutcome): Fact[] {
  const { source, inspection, sha256 } = known
  if (!source) return []
  // Following an earlier attempt's submission: its file's size is not known, nor shown.
  const file = known.otherFile && source.kind === 'file' ? {} : fileOf(source, inspection)
  if (inspection) return appFacts(inspection, problems, { sha256, ...file, checked: known.checked })
  return [
    ['IPA', ipaCell(source)],
    ['SHA-256', sha256 ? mdCode(sha256) : undefined]
  ]
}

function deploymentLink({ facts: known }: UnitOutcome): string | undefined {
  const { deployment } = known
  if (!deployment) return undefined
  return mdLink(`#${deployment.id} in ${deployment.environment ?? ''}`, deployment.url)
}

function ipaCell(source: IpaSource): string {
  return source.kind === 'file'
    ? `${mdCode(path.basename(source.path))}, ${formatBytes(source.size)}`
    : md(shownUrl(source.url))
}

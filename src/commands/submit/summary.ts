import * as path from 'node:path'
import type { IpaInspection } from '../../ipa/index.js'
import type { SignedIpaSubmission } from '../../service/types.js'
import { formatBytes, formatDuration } from '../../text/format.js'
import { facts, md, mdCode, mdLink, table } from '../../text/markdown.js'
import { appCard } from '../shared/app-card.js'
import type { SubmitConfig } from './inputs.js'
import { classifyStatus } from './statuses.js'
import type { ResolvedTeam } from './team.js'
import type { WaitResult } from './wait.js'

export interface SubmissionSummaryInput {
  config: SubmitConfig
  team: ResolvedTeam
  inspection?: IpaInspection
  submission?: SignedIpaSubmission
  sha256?: string
  wait?: WaitResult
  durationMs?: number
  dryRun: boolean
}

function headline({ submission, wait, dryRun, config }: SubmissionSummaryInput): string {
  if (dryRun) return '🧪 **Dry run**: inputs, IPA and team checked; nothing was sent.'
  const status = wait?.status ?? submission?.status ?? 'pending'
  const shown = mdCode(status)
  switch (wait?.outcome) {
    case 'succeeded':
      return `✅ **Submitted**: the service reports ${shown}.`
    case 'failed':
      return `❌ **Failed**: the service reports ${shown}.`
    case 'timed-out':
      return `⌛ **Still ${shown}** when wait-timeout (${formatDuration(config.waitTimeoutMs)}) ran out.`
    case 'untracked':
      return `📨 **Accepted** with status ${shown}; the service offers no way to follow it, so progress goes by e-mail.`
  }
  return classifyStatus(status) === 'failure'
    ? `❌ **Failed**: the service reports ${shown}.`
    : `📨 **Accepted** with status ${shown} (not waiting for the outcome).`
}

/** The submission's part of the job summary: result, app, team, submission and status history. */
export function submissionSummary(input: SubmissionSummaryInput): string {
  const { config, team, inspection, submission, sha256, wait, durationMs } = input
  const source = config.source
  const parts = [headline(input)]
  if (inspection)
    parts.push(
      appCard(inspection, { sha256, size: source.kind === 'file' ? source.size : undefined })
    )
  parts.push(
    facts([
      [
        'IPA',
        source.kind === 'file' ? mdCode(path.basename(source.path)) : mdLink(source.url, source.url)
      ],
      ['Size', source.kind === 'file' && !inspection ? formatBytes(source.size) : undefined],
      ['SHA-256', !inspection && sha256 ? mdCode(sha256) : undefined],
      ['Team', `${team.name ? `${md(team.name)} ` : ''}${mdCode(team.id)}`],
      ['Account', team.account ? md(team.account) : undefined],
      ['Submission', submission ? mdCode(submission.id) : undefined],
      ['Status', submission ? mdCode(wait?.status ?? submission.status) : undefined],
      ['Notify', config.notifyEmails.length ? md(config.notifyEmails.join(', ')) : undefined],
      ['Duration', durationMs !== undefined ? formatDuration(durationMs) : undefined]
    ])
  )
  if (wait && wait.history.length > 0) {
    const start = wait.history[0].at.getTime()
    parts.push(
      '### Status history',
      table(
        ['Status', 'Seen at (UTC)', 'After'],
        wait.history.map(change => [
          mdCode(change.status),
          change.at
            .toISOString()
            .replace('T', ' ')
            .replace(/\.\d+Z$/, ''),
          formatDuration(change.at.getTime() - start)
        ])
      )
    )
    if (wait.note) parts.push(`_${md(wait.note, 400)}_`)
  }
  return parts.join('\n\n')
}

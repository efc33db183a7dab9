import * as path from 'node:path'
import type { IpaInspection } from '../../ipa/index.js'
import type { IpaSource } from '../../service/requests.js'
import type { SignedIpaSubmission } from '../../service/types.js'
import { formatBytes, formatDuration, plural } from '../../text/format.js'
import { alert, facts, md, mdCode, mdLink } from '../../text/markdown.js'
import { shownUrl } from '../../text/signed-url.js'
import { appFacts } from '../../ipa-input/app-card.js'
import { fileOf } from '../../ipa-input/ipa-file.js'
import type { ReleaseConfig } from './inputs.js'
import type { ResolvedTeam } from './team.js'
import { statusHistory } from '../../follow-submission/status-history.js'
import type { WaitResult } from '../../follow-submission/wait.js'

interface SubmissionSummaryInput {
  config: ReleaseConfig
  team: ResolvedTeam
  inspection?: IpaInspection
  submission?: SignedIpaSubmission
  sha256?: string
  /** The submission holds an earlier attempt's file (see Sent.otherFile). */
  otherFile?: boolean
  wait?: WaitResult
  durationMs?: number
  dryRun: boolean
  /** Warnings of the run so far: the headline counts them. */
  warnings: number
  deployment?: { id: number; url?: string }
  /** How the submission came, when not simply from this step's create (a lost answer, a re-run). */
  how?: string
}

/**
 * The headline, unless the step fails: then the failure heads the summary and is not said twice.
 */
function headline(input: SubmissionSummaryInput): string | undefined {
  const { submission, wait, dryRun, warnings } = input
  if (dryRun) return '🧪 **Dry run**: inputs, IPA and team checked; nothing was sent.'
  const status = mdCode(wait?.status ?? submission?.status ?? 'pending')
  const withWarnings = warnings > 0 ? ` with ${plural(warnings, 'warning')}` : ''
  switch (wait?.outcome) {
    case 'succeeded':
      return `✅ **Submitted${withWarnings}**: the service reports ${status}.`
    case 'failed':
    case 'timed-out':
    case 'unreachable':
    case 'vanished':
    case 'stopped':
      return undefined
    case 'untracked':
      return wait.unexpected
        ? `📨 **Accepted${withWarnings}** with status ${status}; its status could not be read (see the warning), so progress goes by e-mail.`
        : `📨 **Accepted${withWarnings}** with status ${status}; the service offers no way to follow it, so progress goes by e-mail.`
  }
  return `📨 **Accepted${withWarnings}** with status ${status} (not waiting for the outcome).`
}

/** The submission's part of the job summary: the headline, one table of facts, the status history. */
export function submissionSummary(input: SubmissionSummaryInput): string {
  const { config, team, inspection, submission, sha256, wait, durationMs, deployment } = input
  const { source } = config
  // Following an earlier attempt's submission: its file's size is not known, nor shown.
  const file = input.otherFile && source.kind === 'file' ? {} : fileOf(source, inspection)
  const app = inspection
    ? appFacts(inspection, { sha256, ...file, checked: config.preflight !== 'off' })
    : [
        ['IPA', ipaCell(source)] as [string, string],
        ['SHA-256', sha256 ? mdCode(sha256) : undefined] as [string, string | undefined]
      ]
  const parts = [
    headline(input),
    input.how ? alert('NOTE', [md(input.how, 600)]) : undefined,
    facts([
      ['Submission', submission ? mdCode(submission.id) : 'not sent (dry run)'],
      ['Status', submission ? mdCode(wait?.status ?? submission.status) : undefined],
      ...app,
      ['Team', `${team.name ? `${md(team.name)} ` : ''}${mdCode(team.id)}`],
      ['Account', team.account ? md(team.account) : undefined],
      ['Notify', config.notifyEmails.length ? md(config.notifyEmails.join(', ')) : undefined],
      [
        'GitHub deployment',
        deployment
          ? mdLink(`#${deployment.id} in ${config.environment}`, deployment.url)
          : undefined
      ],
      ['Duration', durationMs !== undefined ? formatDuration(durationMs) : undefined]
    ])
  ]
  if (wait) parts.push(...statusHistory(wait.history, wait.note))
  return parts.filter(Boolean).join('\n\n')
}

function ipaCell(source: IpaSource): string {
  return source.kind === 'file'
    ? `${mdCode(path.basename(source.path))}, ${formatBytes(source.size)}`
    : md(shownUrl(source.url))
}

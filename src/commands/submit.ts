import * as core from '@actions/core'
import * as path from 'node:path'
import { Outputs } from '../constants.js'
import type { SubmitConfig } from '../inputs/config.js'
import { type Answer, signedIpaFields } from '../service/client.js'
import { ServiceError } from '../service/errors.js'
import type { SignedIpaSubmission } from '../service/types.js'
import type { IpaInspection } from '../ipa/types.js'
import { DeploymentRecorder } from '../deployments/github-deployment.js'
import { formatBytes } from '../summary/markdown.js'
import { submissionSummary } from '../summary/submit-summary.js'
import { resolveTeam, type ResolvedTeam } from '../teams/resolve-team.js'
import { oneLine } from '../text/untrusted.js'
import { classifyStatus } from '../wait/statuses.js'
import { waitForSubmission, type WaitResult } from '../wait/wait-for-submission.js'
import { type CommandContext, setJsonOutput, setOutput } from './context.js'
import { preflightIpa, sendIpaFile } from './ipa-file.js'

export class SubmissionFailed extends Error {}

export async function submit(config: SubmitConfig, context: CommandContext): Promise<void> {
  const { summary } = context
  const started = Date.now()
  const inspection =
    config.source.kind === 'file'
      ? await preflightIpa(config.source.path, config.preflight, 'submit')
      : undefined

  const team = await chooseTeam(config, context)
  setOutput(Outputs.TeamId, team.id)
  core.info(`Team: ${team.name ? `${oneLine(team.name)} ` : ''}(${team.id})`)

  const details = { config, team, inspection }
  if (config.dryRun) {
    logDryRun(config, team, context)
    summary.add(submissionSummary({ ...details, dryRun: true }))
    return
  }

  const what = inspection?.app?.bundleId
    ? `${inspection.app.bundleId} ${inspection.app.shortVersion ?? ''} (${inspection.app.build ?? '?'})`
    : config.source.kind === 'file'
      ? path.basename(config.source.path)
      : 'IPA from URL'
  const deployment = config.githubToken
    ? await DeploymentRecorder.start(config.githubToken, config.environment, `App Store: ${what}`)
    : undefined
  setOutput(Outputs.DeploymentId, deployment?.id)
  try {
    await deployment?.update('in_progress', `Uploading ${what}`)
    await deliver(context, { ...details, started, deployment })
  } catch (error) {
    await deployment?.failIfOpen(error instanceof Error ? error.message : String(error))
    throw error
  }
}

interface Delivery {
  config: SubmitConfig
  team: ResolvedTeam
  inspection?: IpaInspection
  started: number
  deployment?: DeploymentRecorder
}

/** Sends the IPA, then follows the submission until its status is final (or the wait ends). */
async function deliver(context: CommandContext, delivery: Delivery): Promise<void> {
  const { client, summary } = context
  const { config, team, inspection, started, deployment } = delivery
  let created: Answer<SignedIpaSubmission>
  let sha256: string | undefined
  if (config.source.kind === 'file') {
    const sent = await sendIpaFile(
      context,
      {
        path: config.source.path,
        field: 'signed_ipa[source]',
        fields: signedIpaFields(team.id, config.notifyEmails)
      },
      body => client.submitSignedIpaFile(body)
    )
    created = sent.answer
    sha256 = sent.sha256
  } else {
    core.info(`Submitting ${config.source.url} (the service fetches it)…`)
    created = await client.submitSignedIpaFromUrl({
      remoteSourceUrl: config.source.url,
      teamId: team.id,
      notifyEmails: config.notifyEmails
    })
  }
  const submission = created.data
  const initialStatus = submission.status || 'pending'
  setOutput(Outputs.SubmissionId, submission.id)
  setOutput(Outputs.Status, initialStatus)
  setOutput(Outputs.CreatedAt, submission.created_at)
  setJsonOutput(created.json)
  core.info(`Submission ${oneLine(submission.id)} created: status ${oneLine(initialStatus)}.`)

  // Deployment statuses follow the submission's, one request at a time and in order.
  let statusUpdates = Promise.resolve()
  const follow = (status: string): void => {
    const state = classifyStatus(status)
    if (state === 'in-progress') {
      statusUpdates = statusUpdates.then(() =>
        deployment?.update('in_progress', `Submission ${submission.id}: ${status}`)
      )
    }
  }
  follow(initialStatus)

  let result: WaitResult | undefined
  if (config.wait) {
    result = await waitForSubmission({
      client,
      id: submission.id,
      initialStatus,
      createdAt: new Date(started),
      intervalMs: config.pollIntervalMs,
      timeoutMs: config.waitTimeoutMs,
      onStatus: change => {
        core.info(`Submission ${oneLine(submission.id)}: ${oneLine(change.status)}`)
        setOutput(Outputs.Status, change.status)
        follow(change.status)
      },
      onPollError: message =>
        core.warning(`Could not read the submission's status this time: ${oneLine(message)}`)
    })
    if (result.lastJson !== undefined) setJsonOutput(result.lastJson)
    if (result.outcome === 'untracked') {
      // The submission was accepted either way: a status route that misbehaves is a warning, not a failure.
      const say = result.unexpected ? core.warning : core.notice
      say(
        `Not waiting for submission ${oneLine(submission.id)}: ${oneLine(result.note ?? '', 600)}. Progress goes to the notify-emails addresses${config.notifyEmails.length ? '' : ' (none were given)'}; status stays '${oneLine(result.status)}'.`
      )
    }
  }
  await statusUpdates
  summary.add(
    submissionSummary({
      config,
      team,
      inspection,
      submission,
      sha256,
      wait: result,
      durationMs: Date.now() - started,
      dryRun: false
    })
  )

  const status = result?.status ?? initialStatus
  if (result?.outcome === 'failed' || (!result && classifyStatus(status) === 'failure')) {
    throw new SubmissionFailed(
      `Submission ${oneLine(submission.id)} ended with status '${oneLine(status)}'. The service e-mails the details to the notify-emails addresses; check the app's build in App Store Connect.`
    )
  }
  if (result?.outcome === 'timed-out') {
    throw new SubmissionFailed(
      `Submission ${oneLine(submission.id)} was still '${oneLine(status)}' after wait-timeout (${Math.round(config.waitTimeoutMs / 1000)}s). It may still finish: raise wait-timeout, or set wait: false and follow it by e-mail.`
    )
  }
  const accepted =
    result?.outcome === 'succeeded'
      ? `Submission ${submission.id}: ${status}`
      : `Submission ${submission.id} accepted (${status}); progress goes by e-mail`
  await deployment?.update('success', accepted)
}

async function chooseTeam(config: SubmitConfig, { client }: CommandContext): Promise<ResolvedTeam> {
  try {
    const teams = await client.listTeams()
    return resolveTeam(teams.data, config.team)
  } catch (error) {
    // With an explicit team id, a listing the service cannot give should not stop the release.
    if (
      config.team.kind === 'id' &&
      error instanceof ServiceError &&
      error.status !== 401 &&
      error.status !== 403
    ) {
      core.warning(
        `Could not list the teams to check team-id ${config.team.id}: ${error.message}. Using it as given.`
      )
      return { id: config.team.id, name: '' }
    }
    throw error
  }
}

function logDryRun(config: SubmitConfig, team: ResolvedTeam, { client }: CommandContext): void {
  const url = client.url('/ios/signed_ipas')
  const lines = [`Dry run: nothing is sent. The submission would be:`, `  POST ${url}`]
  if (config.source.kind === 'file') {
    lines.push(
      '  Content-Type: multipart/form-data',
      `  part signed_ipa[source]: ${path.basename(config.source.path)} (${formatBytes(config.source.size)})`
    )
    for (const field of signedIpaFields(team.id, config.notifyEmails))
      lines.push(`  part ${field.name}: ${field.value}`)
  } else {
    const signedIpa: Record<string, string> = { remote_source_url: config.source.url }
    if (config.notifyEmails.length) signedIpa.notify_emails = config.notifyEmails.join(',')
    lines.push(
      '  Content-Type: application/json',
      `  ${JSON.stringify({ signed_ipa: signedIpa, team_id: team.id })}`
    )
  }
  lines.push(
    `  then ${config.wait ? `wait up to ${Math.round(config.waitTimeoutMs / 1000)}s, polling every ${Math.round(config.pollIntervalMs / 1000)}s` : 'no wait'}`
  )
  core.info(lines.join('\n'))
  if (config.source.kind === 'file') setOutput(Outputs.Size, config.source.size)
}

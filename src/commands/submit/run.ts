import * as path from 'node:path'
import { Outputs } from '../../action/names.js'
import type { IpaInspection } from '../../ipa/index.js'
import { ServiceError } from '../../service/errors.js'
import { Requests } from '../../service/requests.js'
import { errorMessage } from '../../text/error-message.js'
import { formatDuration } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import type { CommandContext } from '../context.js'
import { followSubmission } from '../shared/follow-submission.js'
import { preflightIpa, sendIpa } from '../shared/ipa-file.js'
import { DeploymentRecorder } from './deployment.js'
import type { SubmitConfig } from './inputs.js'
import { submissionSummary } from './summary.js'
import { resolveTeam, type ResolvedTeam } from './team.js'

/** Sends a signed IPA for App Store submission, then follows it until its status is final. */
export async function runSubmit(config: SubmitConfig, context: CommandContext): Promise<void> {
  const { client, log, outputs, summary } = context
  const started = Date.now()
  const inspection = await preflightIpa(config.source, config.preflight, 'submit', context)

  const team = await chooseTeam(config, context)
  outputs.set(Outputs.TeamId, team.id)
  log.info(`Team: ${team.name ? `${oneLine(team.name)} ` : ''}(${team.id})`)

  const details = { config, team, inspection }
  if (context.dryRun) {
    const request = Requests.submitSignedIpa(submissionRequest(config, team))
    const wait = config.wait
      ? `wait up to ${formatDuration(config.waitTimeoutMs)}, polling every ${formatDuration(config.pollIntervalMs)}`
      : 'no wait'
    log.info(
      [
        'Dry run: nothing is sent. The submission would be:',
        ...client.describe(request),
        `  then ${wait}`
      ].join('\n')
    )
    if (config.source.kind === 'file') outputs.set(Outputs.Size, config.source.size)
    summary.add(submissionSummary({ ...details, dryRun: true, warnings: summary.warnings.length }))
    return
  }

  const what = inspection?.app?.bundleId
    ? `${inspection.app.bundleId} ${inspection.app.shortVersion ?? ''} (${inspection.app.build ?? '?'})`
    : config.source.kind === 'file'
      ? path.basename(config.source.path)
      : 'IPA from URL'
  const deployment = config.githubToken
    ? await DeploymentRecorder.start({
        token: config.githubToken,
        environment: config.environment,
        description: `App Store: ${what}`,
        context
      })
    : undefined
  outputs.set(Outputs.DeploymentId, deployment?.id)
  try {
    await deployment?.update('in_progress', `Uploading ${what}`)
    await deliver(context, { ...details, started, deployment })
  } catch (error) {
    await deployment?.failIfOpen(errorMessage(error))
    throw error
  }
}

function submissionRequest(
  config: SubmitConfig,
  team: ResolvedTeam
): Parameters<typeof Requests.submitSignedIpa>[0] {
  return { source: config.source, teamId: team.id, notifyEmails: config.notifyEmails }
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
  const { client, log, outputs, summary } = context
  const { config, team, inspection, started, deployment } = delivery
  const created = await sendIpa(config.source, context, options =>
    client.submitSignedIpa(submissionRequest(config, team), options)
  )
  const submission = created.data
  const initialStatus = submission.status || 'pending'
  outputs.set(Outputs.SubmissionId, submission.id)
  outputs.set(Outputs.Status, initialStatus)
  outputs.set(Outputs.CreatedAt, submission.created_at)
  outputs.json(created.json)
  log.info(`Submission ${oneLine(submission.id)} created: status ${oneLine(initialStatus)}.`)

  await followSubmission(context, {
    config,
    submission,
    initialStatus,
    json: created.json,
    started,
    deployment,
    summarize: result =>
      summary.add(
        submissionSummary({
          config,
          team,
          inspection,
          submission,
          sha256: created.sha256,
          wait: result,
          durationMs: Date.now() - started,
          dryRun: false,
          warnings: summary.warnings.length,
          deployment: deployment && { id: deployment.id, url: deployment.url }
        })
      )
  })
}

async function chooseTeam(
  config: SubmitConfig,
  { client, log }: CommandContext
): Promise<ResolvedTeam> {
  try {
    const teams = await client.listTeams()
    const team = resolveTeam(teams.data, config.team)
    const name = config.team.kind === 'id' ? config.team.name : undefined
    if (name && team.name.trim().toLowerCase() !== name.trim().toLowerCase()) {
      log.warning(
        `Input 'team-name' is '${oneLine(name)}', but team-id ${team.id} is the team '${oneLine(team.name)}': the team-id is used. Remove team-name, or make the two agree.`
      )
    }
    return team
  } catch (error) {
    // With an explicit team id, a listing the service cannot give should not stop the release.
    if (
      config.team.kind === 'id' &&
      error instanceof ServiceError &&
      error.status !== 401 &&
      error.status !== 403
    ) {
      log.warning(
        `Could not list the teams to check team-id ${config.team.id}: ${error.message}. Using it as given.`
      )
      return { id: config.team.id, name: '' }
    }
    throw error
  }
}

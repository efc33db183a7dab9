import * as path from 'node:path'
import { Inputs, Outputs } from '../../inputs/names.js'
import { ServiceError } from '../../service/errors.js'
import { Requests } from '../../service/requests.js'
import { errorMessage } from '../../text/error-message.js'
import { formatDuration } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import type { CommandContext } from '../context.js'
import { failureMessage } from '../describe-failure.js'
import { DeploymentRecorder } from '../shared/deployment.js'
import { followSubmission } from '../shared/follow-submission.js'
import { preflightIpa } from '../shared/ipa-file.js'
import {
  planFromEarlierDeployment,
  releaseKey,
  submitOnce,
  type Sent
} from '../shared/once/index.js'
import { releaseRecord, releaseToSubmit, submissionRequest, type Delivery } from './submission.js'
import type { SubmitConfig } from './inputs.js'
import { submissionSummary } from './summary.js'
import { resolveTeam, type ResolvedTeam } from './team.js'

/** Sends a signed IPA for App Store submission, then follows it until its status is final. */
export async function runSubmit(config: SubmitConfig, context: CommandContext): Promise<void> {
  const { client, log, outputs, summary } = context
  const started = Date.now()
  const inspection = await preflightIpa(config.source, config, 'submit', context)

  const team = await chooseTeam(config, context, inspection?.profile?.teamName)
  outputs.set(Outputs.TeamId, team.id)
  log.info(`Team: ${team.name ? `${oneLine(team.name)} ` : ''}(${team.id})`)

  const key = await releaseKey({
    run: context.run,
    releaseId: config.releaseId,
    command: 'submit',
    teamId: team.id,
    source: config.source,
    inspection
  })
  log.debug(`Idempotency-Key "${key.key}": ${key.about}.`)
  const details = { config, team, inspection }
  if (context.dryRun) {
    const request = Requests.submitSignedIpa(submissionRequest(config, team, key.key))
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
  await deliver(context, { ...details, started, key })
}

/**
 * Sends the IPA once (or, on a re-run, finds what an earlier attempt sent), records the deployment,
 * then follows the submission until its status is final (or the wait ends).
 */
async function deliver(context: CommandContext, delivery: Delivery): Promise<void> {
  const { outputs, summary } = context
  const { config, team, inspection, started, key } = delivery
  const token = config.githubToken
  const earlier = await planFromEarlierDeployment(context, {
    key,
    token,
    environment: config.environment
  })
  let deployment = earlier.deployment
  try {
    const sent: Sent = earlier.follow
      ? { ...earlier.follow, how: earlier.how, idempotencyKey: earlier.idempotencyKey }
      : await submitOnce(context, releaseToSubmit(context, delivery), earlier)
    const { submission, json } = sent
    const initialStatus = submission.status || 'pending'
    outputs.set(Outputs.SubmissionId, submission.id)
    outputs.set(Outputs.SubmissionIds, [submission.id])
    outputs.set(Outputs.Status, initialStatus)
    outputs.set(Outputs.CreatedAt, submission.created_at || undefined)
    outputs.set(Outputs.Sha256, sent.sha256)
    if (json !== undefined) outputs.json(json)
    deployment ??= token
      ? await DeploymentRecorder.start({
          token,
          environment: config.environment,
          description: `App Store: ${whatIsSent(delivery)}`,
          release: releaseRecord(context, delivery, sent),
          context
        })
      : undefined
    outputs.set(Outputs.DeploymentId, deployment?.id)
    await followSubmission(context, {
      config,
      submission,
      initialStatus,
      json,
      started: sent.statusAt ?? Date.now(),
      deployment,
      summarize: result =>
        summary.add(
          submissionSummary({
            config,
            team,
            inspection,
            submission,
            sha256: sent.sha256,
            wait: result,
            durationMs: Date.now() - started,
            dryRun: false,
            warnings: summary.warnings.length,
            deployment: deployment && { id: deployment.id, url: deployment.url },
            how: sent.how
          })
        )
    })
  } catch (error) {
    await deployment?.failIfOpen(errorMessage(error))
    throw error
  }
}

/** What the deployment says is being released. */
function whatIsSent({ config, inspection }: Delivery): string {
  const app = inspection?.app
  if (app?.bundleId) return `${app.bundleId} ${app.shortVersion ?? ''} (${app.build ?? '?'})`
  return config.source.kind === 'file' ? path.basename(config.source.path) : 'IPA from URL'
}

async function chooseTeam(
  config: SubmitConfig,
  { client, log, names }: CommandContext,
  profileTeam?: string
): Promise<ResolvedTeam> {
  try {
    const teams = await client.listTeams()
    const team = resolveTeam(teams.data, config.team, names, profileTeam)
    if (team.fromProfile) {
      log.notice(
        `The account has several teams, and neither ${names.referred(Inputs.TeamId)} nor ${names.referred(Inputs.TeamName)} was given: the IPA goes to team '${oneLine(team.name)}' (${team.id}), the Apple team its provisioning profile names.`
      )
    }
    const name = config.team.kind === 'id' ? config.team.name : undefined
    if (name && team.name.trim().toLowerCase() !== name.trim().toLowerCase()) {
      log.warning(
        `${names.named(Inputs.TeamName)} is '${oneLine(name)}', but ${names.referred(Inputs.TeamId)} ${team.id} is the team '${oneLine(team.name)}': the team id is used. Remove ${names.referred(Inputs.TeamName)}, or make the two agree.`
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
        `Could not list the teams to check ${names.referred(Inputs.TeamId)} ${config.team.id}: ${failureMessage(error, names)}. Using it as given.`
      )
      return { id: config.team.id, name: '' }
    }
    throw error
  }
}

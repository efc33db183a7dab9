import * as path from 'node:path'
import { Inputs } from '../../inputs/names.js'
import type { ServiceClient } from '../../service/client.js'
import { ServiceError } from '../../service/errors.js'
import { Requests } from '../../service/requests.js'
import { formatDuration } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import type { CommandContext } from '../context.js'
import { failureMessage } from '../describe-failure.js'
import { DeploymentRecorder } from '../../github-deployments/deployment.js'
import { followSubmission } from '../../follow-submission/follow-submission.js'
import { preflightIpa } from '../../ipa-input/ipa-file.js'
import {
  planFromEarlierDeployment,
  releaseKey,
  submitOnce,
  type Sent
} from '../../exactly-once/index.js'
import { releaseRecord, releaseToSubmit, submissionRequest, type Delivery } from './submission.js'
import { withinConcurrency, type Fleet } from '../../fleet/run-fleet.js'
import type { ReleaseConfig } from './inputs.js'
import { resolveTeam, type ResolvedTeam } from './team.js'

/** The account's teams, listed once however many IPAs ask. */
export function teamsOf({ client }: CommandContext): () => ReturnType<ServiceClient['listTeams']> {
  let listing: ReturnType<ServiceClient['listTeams']> | undefined
  return () => (listing ??= client.listTeams())
}

/** What is known before anything is sent: the IPA read and checked, the team, the release's key. */
export async function prepare(
  config: ReleaseConfig,
  context: CommandContext,
  listTeams: () => ReturnType<ServiceClient['listTeams']>
): Promise<Delivery> {
  const { log } = context
  const inspection = await preflightIpa(config.source, config, 'submit', context)
  const team = await chooseTeam(config, context, listTeams, inspection?.profile?.teamName)
  context.outcome.record({
    teamId: team.id,
    team: { id: team.id, name: team.name, account: team.account },
    notifyEmails: config.notifyEmails
  })
  const why = team.fromProfile ? ', the Apple team its provisioning profile names' : ''
  log.info(`Team: ${team.name ? `${oneLine(team.name)} ` : ''}(${team.id})${why}`)
  const key = await releaseKey({
    run: context.run,
    releaseId: config.releaseId,
    command: 'submit',
    teamId: team.id,
    source: config.source,
    inspection,
    fleet: config.multiple
  })
  log.debug(`Idempotency-Key "${key.key}": ${key.about}.`)
  return { config, team, inspection, key }
}

/**
 * Says, once for the step, that the team was chosen by the IPAs' provisioning profiles: with several
 * teams and none given, this is a choice the user did not write down.
 */
export function noticeTeamsFromProfiles(context: CommandContext, teams: ResolvedTeam[]): void {
  const chosen = teams.filter(team => team.fromProfile)
  if (chosen.length === 0) return
  const { referred } = context.names
  const given = `The account has several teams, and neither ${referred(Inputs.TeamId)} nor ${referred(Inputs.TeamName)} was given`
  if (teams.length === 1) {
    const [team] = chosen
    return context.log.notice(
      `${given}: the IPA goes to team '${oneLine(team.name)}' (${team.id}), the Apple team its provisioning profile names.`
    )
  }
  const counts = new Map<string, number>()
  for (const team of chosen) {
    const name = `'${oneLine(team.name)}' (${team.id})`
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  const each = [...counts].map(([name, count]) => `${count} to ${name}`).join(', ')
  context.log.notice(
    `${given}: each IPA goes to the team its provisioning profile names as its Apple team: ${each}.`
  )
}

/** Says what would be sent, and sends nothing. */
export function showDryRun(context: CommandContext, delivery: Delivery): void {
  const { client, log } = context
  const { config, team, key } = delivery
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
  if (config.source.kind === 'file') context.outcome.record({ size: config.source.size })
  context.outcome.happened('submit', 'dry-run')
}

/**
 * Sends the IPA once (or, on a re-run, finds what an earlier attempt sent), records the deployment,
 * then follows the submission until its status is final (or the wait ends).
 */
export async function deliver(
  context: CommandContext,
  delivery: Delivery,
  /** When the step began this release (ms since the epoch), for the summary's duration. */
  started: number,
  fleet?: Fleet
): Promise<void> {
  const { config, key } = delivery
  const token = config.githubToken
  const earlier = await planFromEarlierDeployment(context, {
    key,
    token,
    environment: config.environment
  })
  let deployment = earlier.deployment
  try {
    const sent = await sendOrFind(context, delivery, earlier, fleet)
    const { submission, json } = sent
    const initialStatus = submission.status || 'pending'
    context.outcome.record({
      submissionId: submission.id,
      status: initialStatus,
      createdAt: submission.created_at || undefined,
      sha256: sent.sha256,
      record: json,
      otherFile: sent.otherFile,
      how: sent.how
    })
    deployment ??= token
      ? await DeploymentRecorder.start({
          token,
          environment: config.environment,
          description: `App Store: ${whatIsSent(delivery)}`,
          release: releaseRecord(context, delivery, sent),
          context
        })
      : undefined
    context.outcome.record({
      deploymentId: deployment?.id,
      deployment: deployment && {
        id: deployment.id,
        url: deployment.url,
        environment: config.environment
      }
    })
    await followSubmission(context, {
      kind: 'submit',
      config,
      submission,
      initialStatus,
      json,
      started: sent.statusAt ?? Date.now(),
      unitStarted: started,
      deployment
    })
  } catch (error) {
    await deployment?.failIfOpen(failureMessage(error, context.names))
    throw error
  }
}

/**
 * The submission of this release: the one an earlier attempt made, which its deployment records, or
 * one sent now (once; see submitOnce), in its turn of a fleet. `size` is the file's, unless the
 * submission holds an earlier attempt's file (see Sent).
 */
async function sendOrFind(
  context: CommandContext,
  delivery: Delivery,
  earlier: Awaited<ReturnType<typeof planFromEarlierDeployment>>,
  fleet?: Fleet
): Promise<Sent> {
  if (earlier.follow)
    return { ...earlier.follow, how: earlier.how, idempotencyKey: earlier.idempotencyKey }
  const { githubToken: token, environment, source } = delivery.config
  // With github-token, what earlier runs sent of this build (see once/same-build.ts).
  const deployed = token ? await DeploymentRecorder.releasesOf({ token, environment, context }) : []
  const release = releaseToSubmit(context, delivery, fleet?.creates, deployed)
  const size = source.kind === 'file' ? source.size : undefined
  const sent = await withinConcurrency(fleet, () => submitOnce(context, release, earlier)).catch(
    error => {
      context.outcome.record({ size })
      throw error
    }
  )
  if (!sent.otherFile) context.outcome.record({ size })
  return sent
}

/** What the deployment says is being released. */
function whatIsSent({ config, inspection }: Delivery): string {
  const app = inspection?.app
  if (app?.bundleId) return `${app.bundleId} ${app.shortVersion ?? ''} (${app.build ?? '?'})`
  return config.source.kind === 'file' ? path.basename(config.source.path) : 'IPA from URL'
}

async function chooseTeam(
  config: ReleaseConfig,
  { log, names }: CommandContext,
  listTeams: () => ReturnType<ServiceClient['listTeams']>,
  profileTeam?: string
): Promise<ResolvedTeam> {
  try {
    const teams = await listTeams()
    const team = resolveTeam(teams.data, config.team, profileTeam)
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

import { Inputs } from '../../inputs/names.js'
import { acceptedIdentity, type IpaInspection } from '../../ipa/index.js'
import { readSubmission } from '../../service/records.js'
import type { Requests } from '../../service/requests.js'
import { formatBytes } from '../../text/format.js'
import type { CommandContext } from '../context.js'
import { sendIpa } from '../shared/ipa-file.js'
import {
  namesAnotherFile,
  type ReleaseKey,
  type ReleaseRecord,
  type Release,
  type Sent,
  type Siblings
} from '../shared/once/index.js'
import type { ReleaseConfig } from './inputs.js'
import type { ResolvedTeam } from './team.js'

/** What a submission is made of: the config, the team chosen, the IPA read, the release's key. */
export interface Delivery {
  config: ReleaseConfig
  team: ResolvedTeam
  inspection?: IpaInspection
  key: ReleaseKey
}

/** The release `submitOnce` sends: each submission of it, as `createOnce` makes it. */
export function releaseToSubmit(
  context: CommandContext,
  delivery: Delivery,
  siblings?: Siblings
): Release {
  const { config, team, key } = delivery
  const { names } = context
  return {
    key,
    githubToken: config.githubToken,
    resent: resent(config.source),
    submission: idempotencyKey => ({
      listing: 'submissions',
      noun: 'submission',
      sent: config.source.kind === 'file' ? 'the IPA' : 'the request',
      create: attempt =>
        sendIpa(config.source, context, progress =>
          context.client.submitSignedIpa(submissionRequest(config, team, idempotencyKey), {
            ...progress,
            attempt
          })
        ),
      read: record => readSubmission(record),
      // Another release's, made meanwhile: another team, or another file.
      isNotOurs: (record, sha256) =>
        (record.team_id !== undefined && Number(record.team_id) !== team.id) ||
        namesAnotherFile(record, sha256),
      siblings,
      howToGoOn: `Look on the service for a new submission of this build before anything else; to follow one, run ${names.setting(Inputs.Command, 'status')} with that id as ${names.referred(Inputs.SubmissionId)}. A re-run of this job sends the same Idempotency-Key, which a service that honours it answers with the submission it made rather than a second one.`
    })
  }
}

export function submissionRequest(
  config: ReleaseConfig,
  team: ResolvedTeam,
  idempotencyKey: string
): Parameters<typeof Requests.submitSignedIpa>[0] {
  return {
    source: config.source,
    teamId: team.id,
    notifyEmails: config.notifyEmails,
    idempotencyKey
  }
}

/** What the deployment records of the release (see ReleaseRecord). */
export function releaseRecord(
  context: CommandContext,
  { inspection, team, key }: Delivery,
  sent: Sent
): ReleaseRecord {
  const { bundleId, version, build } = acceptedIdentity(inspection?.app)
  return {
    submission_id: sent.submission.id,
    idempotency_key: sent.idempotencyKey,
    release_key: key.key,
    sha256: sent.sha256,
    bundle_id: bundleId,
    version,
    build,
    team_id: team.id,
    run_attempt: context.run.runAttempt ?? 1
  }
}

/** What a resent create sent again: the bytes of the IPA, or only the request naming its URL. */
function resent(source: ReleaseConfig['source']): string {
  return source.kind === 'file'
    ? `this attempt uploaded the IPA's ${formatBytes(source.size)} again`
    : 'this attempt sent the request again'
}

import { Inputs } from '../../inputs/names.js'
import { readSubmission } from '../../service/records.js'
import type { Requests } from '../../service/requests.js'
import type { IpaInspection } from '../../ipa/index.js'
import type { SignedIpaSubmission } from '../../service/types.js'
import { formatBytes } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import { CommandError } from '../command-error.js'
import type { CommandContext } from '../context.js'
import { createOnce, namesAnotherFile } from '../shared/create-once.js'
import type { ReleaseKey } from '../shared/idempotency-key.js'
import { sendIpa } from '../shared/ipa-file.js'
import type { SubmitConfig } from './inputs.js'
import { noticeBlindRerun, planForAnswer, type Plan } from './rerun.js'
import type { ResolvedTeam } from './team.js'

/** What a submission is made of: the config, the team chosen, the IPA read, the release's key. */
export interface Delivery {
  config: SubmitConfig
  team: ResolvedTeam
  inspection?: IpaInspection
  started: number
  key: ReleaseKey
}

/** The submission this attempt goes on with, and how it came. */
export interface Sent {
  submission: SignedIpaSubmission
  json: unknown
  /** Of the file sent by this attempt. */
  sha256?: string
  idempotencyKey: string
  /** What the summary says of how it came, when not simply from this step's create. */
  how?: string
  /** When its status was the one it came with, if not now (ms since the epoch): see statusSince. */
  statusAt?: number
}

/** New tries of one release within a run, past which the step stops: a run is not a loop. */
const MAX_TRIES = 10

/**
 * Sends the submission once (see createOnce). When the service answers, on a re-run, with a
 * submission an earlier attempt made that failed, the release is tried again with the next key of
 * the chain, until a try that has not failed (or a new one) is reached.
 */
export async function submitOnce(
  context: CommandContext,
  delivery: Delivery,
  first: Plan
): Promise<Sent> {
  const { log } = context
  const { config, key } = delivery
  let plan = first
  for (let tries = 1; ; tries++) {
    const { answer, replayed, recoveredAfter } = await createSubmission(
      context,
      delivery,
      plan.idempotencyKey
    )
    const submission = answer.data
    const sent = { submission, json: answer.json, sha256: answer.sha256 }
    const idempotencyKey = plan.idempotencyKey
    if (recoveredAfter) {
      const how = `The answer to the submission was lost (${recoveredAfter}), but the service had taken it: this is that submission, found in its listing. No submission was made twice.`
      return { ...sent, idempotencyKey, how }
    }
    const next = await planForAnswer(context, { key, submission, idempotencyKey, replayed })
    if (next && tries >= MAX_TRIES) {
      throw new CommandError({
        headline: `This release was submitted ${tries} times in this workflow run, and each submission failed`,
        next: 'Fix what the service says of the last one (see its failure reason), then start a new run.'
      })
    }
    if (next) {
      plan = next
      continue
    }
    if (replayed) {
      log.info(
        `The service answered with submission ${oneLine(submission.id)}, which it already had: an earlier attempt sent this release with the same Idempotency-Key. Following it; nothing new was created.`
      )
      const how = `The service already had this submission from an earlier attempt of this release (same Idempotency-Key), and answered with it: this step follows it. No second submission was made, though ${resent(config.source)}: the service can tell a repeat only once the request is whole.`
      const statusAt = statusSince(submission.created_at)
      return { ...sent, idempotencyKey, how: plan.how ?? how, statusAt }
    }
    if (replayed === false) noticeBlindRerun(context, key, config.githubToken)
    log.info(
      `Submission ${oneLine(submission.id)} created: status ${oneLine(submission.status || 'pending')}.`
    )
    return { ...sent, idempotencyKey, how: plan.how }
  }
}

function createSubmission(context: CommandContext, delivery: Delivery, idempotencyKey: string) {
  const { config, team } = delivery
  const request = submissionRequest(config, team, idempotencyKey)
  return createOnce(context, {
    listing: 'submissions',
    noun: 'submission',
    sent: config.source.kind === 'file' ? 'the IPA' : 'the request',
    create: options =>
      sendIpa(config.source, context, progress =>
        context.client.submitSignedIpa(request, { ...progress, ...options })
      ),
    read: record => readSubmission(record),
    // Another release's, made meanwhile: another team, or another file.
    isNotOurs: (record, sha256) =>
      (record.team_id !== undefined && Number(record.team_id) !== team.id) ||
      namesAnotherFile(record, sha256),
    howToGoOn: `Look on the service for a new submission of this build before anything else; to follow one, run ${context.names.setting(Inputs.Command, 'status')} with that id as ${context.names.referred(Inputs.SubmissionId)}. A re-run of this job sends the same Idempotency-Key, which a service that honours it answers with the submission it made rather than a second one.`
  })
}

export function submissionRequest(
  config: SubmitConfig,
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

/** What a resent create sent again: the bytes of the IPA, or only the request naming its URL. */
function resent(source: SubmitConfig['source']): string {
  return source.kind === 'file'
    ? `this attempt uploaded the IPA's ${formatBytes(source.size)} again`
    : 'this attempt sent the request again'
}

/**
 * When a replayed answer's status was the submission's: its created_at (the status is the create's,
 * not today's), so that it is not dated after what followed it; never later than now, whatever the
 * service's clock says.
 */
function statusSince(createdAt: string | undefined): number {
  const at = createdAt ? Date.parse(createdAt) : NaN
  return Number.isNaN(at) ? Date.now() : Math.min(at, Date.now())
}

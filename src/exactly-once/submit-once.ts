import type { Answer } from '../service/client.js'
import type { SignedIpaSubmission } from '../service/types.js'
import { oneLine } from '../text/untrusted.js'
import { CommandError } from '../commands/command-error.js'
import type { CommandContext } from '../commands/context.js'
import { failureReason } from '../follow-submission/failure-reason.js'
import { createOnce, type Created, type CreateSpec } from './create-once.js'
import type { ReleaseKey } from './idempotency-key.js'
import { warnRerunWithoutToken, planForAnswer, type Plan } from './rerun.js'

/** A release to submit: its key, and one submission of it for a given Idempotency-Key. */
export interface Release {
  key: ReleaseKey
  submission(idempotencyKey: string): CreateSpec<SignedIpaSubmission>
  /** What a create sent again would send again, for the summary: `this attempt sent the request again`. */
  resent: string
  githubToken?: string
  /**
   * Called when the service made a new submission (not one it held), with the earlier submissions
   * of this release the step met on the way (failed tries of an earlier attempt).
   */
  madeAnew?(id: string, tried: string[]): void
}

/** The submission this attempt goes on with, and how it came. */
export interface Sent {
  submission: SignedIpaSubmission
  json: unknown
  /** Of the file the submission holds: this attempt's, or the earlier one's it follows. */
  sha256?: string
  /**
   * The submission holds the file an earlier attempt sent, not this one's (the IPA was built again
   * since): what is known of this attempt's file (its size) is not the submission's.
   */
  otherFile?: boolean
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
  release: Release,
  first: Plan
): Promise<Sent> {
  let plan = first
  const tried: string[] = []
  for (let tries = 1; ; tries++) {
    const idempotencyKey = plan.idempotencyKey
    const created = await createOnce(context, release.submission(idempotencyKey))
    const { answer, replayed, recoveredAfter } = created
    const submission = answer.data
    const sent = { submission, json: answer.json, sha256: answer.sha256, idempotencyKey }
    if (recoveredAfter) {
      const how = `The answer to the submission was lost (${recoveredAfter}), but the service had taken it: this is that submission, found in its listing. No submission was made twice.`
      return { ...sent, how }
    }
    const next = await planForAnswer(context, {
      key: release.key,
      submission,
      idempotencyKey,
      replayed
    })
    if (!next) return goOnWith(context, { release, plan, created, sent, tried })
    if (tries >= MAX_TRIES || tried.includes(submission.id))
      throw triesEnded(context, answer, tried, tries)
    tried.push(submission.id)
    plan = next
  }
}

/**
 * No new try is needed: the step goes on with the submission answered, saying how it came (the
 * earlier request of a refused key, a replayed answer, or a new submission).
 */
function goOnWith(
  context: CommandContext,
  {
    release,
    plan,
    created,
    sent,
    tried
  }: {
    release: Release
    plan: Plan
    created: Created<SignedIpaSubmission>
    sent: Omit<Sent, 'how'>
    tried: string[]
  }
): Sent {
  const { log } = context
  const { submission } = sent
  const { replayed, collided } = created
  if (collided) {
    const how = `${collided}. This run follows that submission (${oneLine(submission.id)}), which holds the IPA sent then, not the rebuilt one: nothing was sent twice. The SHA-256 given is that IPA's where the service's record names it; its size is not known, so none is given.`
    return {
      ...sent,
      how: plan.how ?? how,
      statusAt: statusSince(submission.created_at),
      otherFile: true
    }
  }
  if (replayed) {
    log.info(
      `The service answered with submission ${oneLine(submission.id)}, which it already had: an earlier attempt sent this release with the same Idempotency-Key. Following it; nothing new was created.`
    )
    const how = `The service already had this submission from an earlier attempt of this release (same Idempotency-Key), and answered with it: this step follows it. No second submission was made, though ${release.resent}: the service can tell a repeat only once the request is whole.`
    const statusAt = statusSince(submission.created_at)
    return { ...sent, how: plan.how ?? how, statusAt }
  }
  if (replayed === false) warnRerunWithoutToken(context, release.key, release.githubToken)
  if (!replayed) release.madeAnew?.(submission.id, tried)
  log.info(
    `Submission ${oneLine(submission.id)} created: status ${oneLine(submission.status || 'pending')}.`
  )
  return { ...sent, how: plan.how }
}

/** The tries ended on a failed submission: its outputs name it, as a run that followed it would. */
function triesEnded(
  context: CommandContext,
  answer: Answer<SignedIpaSubmission>,
  tried: string[],
  tries: number
): CommandError {
  const submission = answer.data
  context.outcome.record({
    submissionId: submission.id,
    status: submission.status || undefined,
    record: answer.json,
    failureReason: failureReason(answer.json)
  })
  return new CommandError(
    tried.includes(submission.id)
      ? { type: 'tried-already', id: submission.id }
      : { type: 'tries-spent', tries }
  )
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

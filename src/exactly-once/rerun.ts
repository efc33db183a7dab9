import type { ServiceClient } from '../service/client.js'
import type { SignedIpaSubmission } from '../service/types.js'
import { oneLine } from '../text/untrusted.js'
import { Inputs } from '../inputs/names.js'
import type { CommandContext } from '../commands/context.js'
import { DeploymentRecorder } from '../github-deployments/deployment.js'
import { mayBeRetry, newTryKey, type ReleaseKey } from './idempotency-key.js'
import { classifyStatus } from '../follow-submission/statuses.js'

/**
 * Re-runs follow, they do not resubmit: a later attempt of the same workflow run finds the
 * submission an earlier attempt made of the release and follows it to its end, unless it ended in
 * a failure status: then this attempt is a new try, with a new Idempotency-Key.
 */

/** What this attempt sends, or follows instead. */
export interface Plan {
  idempotencyKey: string
  /** The earlier attempt's submission, to follow instead of submitting. */
  follow?: { submission: SignedIpaSubmission; json: unknown }
  /** The earlier attempt's deployment, to continue rather than create a second. */
  deployment?: DeploymentRecorder
  /** What the summary says of it. */
  how?: string
}

/** With github-token, the earlier attempt's GitHub Deployment says what it submitted. */
export async function planFromEarlierDeployment(
  context: CommandContext,
  { key, token, environment }: { key: ReleaseKey; token?: string; environment: string }
): Promise<Plan> {
  const { log } = context
  const plan: Plan = { idempotencyKey: key.key }
  if (!mayBeRetry(key) || !token) return plan
  const found = await DeploymentRecorder.findEarlier({
    token,
    environment,
    releaseKey: key.key,
    context
  })
  if (!found) {
    log.info(
      `${key.attempt ? `Attempt ${key.attempt} of this run` : 'This run'}: no earlier attempt recorded a submission of this release (no GitHub Deployment carries its key), so it is submitted.`
    )
    return plan
  }
  const { recorder, release } = found
  const id = release.submission_id
  const by = key.attempt
    ? `attempt ${release.run_attempt ?? 'before this one'} of this run`
    : 'an earlier run'
  const current = await currentStatus(context.client, id)
  if (current === 'unknown to the service') {
    log.warning(
      `GitHub Deployment ${recorder.id} records submission ${oneLine(id)}, which the service does not know: submitting again, with the same Idempotency-Key.`
    )
    return { idempotencyKey: release.idempotency_key }
  }
  const status = current.submission.status
  if (classifyStatus(status) === 'failure')
    return newTry(context, key, release.idempotency_key, id, status)
  log.info(
    `Submission ${oneLine(id)} of this release was made by ${by} (GitHub Deployment ${recorder.id}): following it; nothing is sent again.`
  )
  return {
    idempotencyKey: release.idempotency_key,
    follow: current,
    deployment: recorder,
    how: `This release was submitted by ${by} (GitHub Deployment #${recorder.id}): this attempt follows that submission; nothing was sent again.`
  }
}

/**
 * On a re-run, the service may answer a create with a submission an earlier attempt made (the same
 * Idempotency-Key): when it ended in a failure status, the release is tried again, with the next key.
 * Asked too when the listing could not be read before the create, so that nobody can tell.
 */
export async function planForAnswer(
  context: CommandContext,
  {
    key,
    submission,
    idempotencyKey,
    replayed
  }: { key: ReleaseKey; submission: { id: string }; idempotencyKey: string; replayed?: boolean }
): Promise<Plan | undefined> {
  if (!mayBeRetry(key) || replayed === false) return undefined
  const current = await currentStatus(context.client, submission.id)
  const status = current === 'unknown to the service' ? '' : current.submission.status
  if (classifyStatus(status) !== 'failure') return undefined
  return newTry(context, key, idempotencyKey, submission.id, status)
}

/**
 * Says, after a create on a re-run of a GitHub run without a GitHub token, that this run could not
 * know what an earlier attempt made (only a GitHub run has earlier attempts' deployments to read).
 */
export function warnRerunWithoutToken(
  context: CommandContext,
  key: ReleaseKey,
  token?: string
): void {
  const attempt = key.attempt ?? 1
  if (attempt <= 1 || token || key.tie !== 'run') return
  const { referred } = context.names
  context.log.notice(
    `This is attempt ${attempt} of the run, and the service made a new submission for this release's Idempotency-Key: either no earlier attempt submitted it, or the service does not honour the key, and without ${referred(Inputs.GithubToken)} this run cannot look up what an earlier attempt made. To make re-runs safe, give ${referred(Inputs.GithubToken)} (with permissions: deployments: write): a re-run then follows the earlier attempt's submission.`
  )
}

/** The next try of the release: its key follows from the key of the failed submission, and its id. */
function newTry(
  context: CommandContext,
  key: ReleaseKey,
  failedKey: string,
  id: string,
  status: string
): Plan {
  const shown = `Submission ${oneLine(id)} of an earlier attempt ended with status '${oneLine(status)}'`
  context.log.info(`${shown}: this attempt is a new try, with a new Idempotency-Key.`)
  return {
    idempotencyKey: newTryKey(failedKey, id),
    how: `${shown}: ${key.attempt ? `attempt ${key.attempt}` : 'this run'} is a new try of the release, sent with a new Idempotency-Key.`
  }
}

/** The submission's status now: pending when the service offers no way to read it. */
async function currentStatus(
  client: ServiceClient,
  id: string
): Promise<{ submission: SignedIpaSubmission; json: unknown } | 'unknown to the service'> {
  try {
    const lookup = await client.getSubmission(id)
    if (lookup.kind === 'not-listed') return 'unknown to the service'
    if (lookup.kind === 'found') return { submission: lookup.answer.data, json: lookup.answer.json }
  } catch {
    // Unreadable for now: the wait that follows reads it again.
  }
  return { submission: { id, status: 'pending', created_at: '' }, json: undefined }
}

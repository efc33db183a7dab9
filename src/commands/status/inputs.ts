import type { InputReader } from '../../inputs/reader.js'
import { Inputs, Outputs } from '../../inputs/names.js'
import { parseBoolean, parseDuration, parseInteger } from '../../inputs/parse.js'
import { plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import { MAX_ID_LENGTH } from '../../service/records.js'
import { asPrintedList } from '../../fleet/handed-ids.js'

/** How each submission is followed: the same for every id of the step. */
export interface FollowSettings {
  wait: boolean
  waitTimeoutMs: number
  pollIntervalMs: number
}

/** One submission to follow, and the GitHub Deployment whose status follows it. */
export interface Followed {
  submissionId: string
  /** The token and the deployment it follows; both or neither. */
  deployment?: { token: string; id: number }
}

export interface StatusConfig extends FollowSettings {
  /** One or more, each once, in the order given; each with its deployment when one was given. */
  submissions: Followed[]
  /** github-token was given without deployment-id: nothing to follow, and none is created. */
  tokenWithoutDeployment: boolean
}

/**
 * Several values of one input: lines or commas, each trimmed, empty ones dropped. Not splitList's
 * spaces: an id the service made may hold one.
 */
function valuesOf(text: string): string[] {
  return text
    .split(/[\n\r,]+/)
    .map(value => value.trim())
    .filter(Boolean)
}

/**
 * The ids given: lines or commas, or the JSON array of submit's submission-ids (or deployment-ids)
 * output as it is.
 */
function idsOf(text: string): string[] {
  return valuesOf(asPrintedList(text))
}

export async function readStatusInputs(inputs: InputReader): Promise<StatusConfig | undefined> {
  const given = idsOf(inputs.value(Inputs.SubmissionId))
  if (given.length === 0) {
    inputs.problem(
      `${inputs.describe(Inputs.SubmissionId)} is required by the status command: give it the id of a submission made earlier (${inputs.names.output(Outputs.SubmissionId)} of submit), or several (${inputs.names.output(Outputs.SubmissionIds)} of a submit of several, as it is).`
    )
  }
  const idsHold = given.length > 0 && idsHoldUp(inputs, given)
  const wait = inputs.check(() => parseBoolean(Inputs.Wait, inputs.value(Inputs.Wait)))
  const waitTimeoutMs = inputs.check(() =>
    parseDuration(Inputs.WaitTimeout, inputs.value(Inputs.WaitTimeout))
  )
  const pollIntervalMs = inputs.check(() =>
    parseDuration(Inputs.PollInterval, inputs.value(Inputs.PollInterval))
  )
  const githubToken = inputs.value(Inputs.GithubToken)
  const deploymentIds = idsOf(inputs.value(Inputs.DeploymentId)).map(value =>
    inputs.check(() =>
      parseInteger(Inputs.DeploymentId, value, {
        min: 1,
        max: Number.MAX_SAFE_INTEGER,
        what: `the id of the GitHub Deployment submit made, ${inputs.names.output(Outputs.DeploymentId)}`
      })
    )
  )
  if (deploymentIds.length > 0 && !githubToken) {
    inputs.problem(
      `${inputs.describe(Inputs.DeploymentId)} is given without ${inputs.names.referred(Inputs.GithubToken)}: the deployment's status cannot be changed without a token. Give ${inputs.names.referred(Inputs.GithubToken)} a token allowed to write deployments (in a workflow, \`github.token\` with 'permissions: deployments: write'), or leave ${inputs.names.referred(Inputs.DeploymentId)} out.`
    )
  }
  const submissions =
    given.length > 0 ? pairs(inputs, given, deploymentIds, githubToken) : undefined
  if (!idsHold || !submissions || wait === undefined || !waitTimeoutMs || !pollIntervalMs)
    return undefined
  return {
    submissions,
    wait,
    waitTimeoutMs,
    pollIntervalMs,
    tokenWithoutDeployment: Boolean(githubToken) && deploymentIds.length === 0
  }
}

/** Whether every id may be one; those that cannot are told in one problem (one id, as ever). */
function idsHoldUp(inputs: InputReader, ids: string[]): boolean {
  const problemOf = (id: string): string | undefined =>
    // eslint-disable-next-line no-control-regex
    /[\x00-\x1f\x7f]/.test(id)
      ? 'holds a control character'
      : id.length > MAX_ID_LENGTH
        ? `is ${id.length} characters long`
        : undefined
  const named = inputs.describe(Inputs.SubmissionId)
  const asIs = `${inputs.names.output(Outputs.SubmissionId)} of submit as it is`
  if (ids.length === 1) {
    if (!problemOf(ids[0])) return true
    inputs.problem(
      `${named} holds a control character or is over ${MAX_ID_LENGTH} characters: give ${asIs}.`
    )
    return false
  }
  const bad = ids.flatMap((id, i) => {
    const problem = problemOf(id)
    return problem ? [`the ${ordinal(i + 1)} ('${oneLine(id, 40)}') ${problem}`] : []
  })
  if (bad.length === 0) return true
  inputs.problem(
    `${named} has ${plural(bad.length, 'id')} of ${ids.length} that cannot be one: ${bad.join('; ')}. An id has no control character and at most ${MAX_ID_LENGTH} characters: give each as ${asIs}.`
  )
  return false
}

/**
 * Each submission with its deployment: deployment-id's ids pair with submission-id's in order, so
 * that each deployment's status follows its own submission. An id given twice is followed once.
 */
function pairs(
  inputs: InputReader,
  ids: string[],
  deploymentIds: Array<number | undefined>,
  token: string
): Followed[] | undefined {
  if (deploymentIds.length === 0) return [...new Set(ids)].map(submissionId => ({ submissionId }))
  if (deploymentIds.length !== ids.length) {
    inputs.problem(
      `${inputs.describe(Inputs.DeploymentId)} holds ${plural(deploymentIds.length, 'id')} for ${plural(ids.length, 'submission id')}: give one deployment per submission, in the same order as the submission ids, or leave ${inputs.names.referred(Inputs.DeploymentId)} out.`
    )
    return undefined
  }
  // A bad deployment id, or no token: told already.
  if (!token || deploymentIds.some(id => id === undefined)) return undefined
  const followed = new Map<string, Followed>()
  const followedBy = new Map<number, string>()
  let paired = true
  ids.forEach((submissionId, i) => {
    const id = deploymentIds[i] as number
    const earlier = followed.get(submissionId)?.deployment?.id
    const other = followedBy.get(id)
    if (earlier !== undefined && earlier !== id) {
      paired = false
      inputs.problem(
        `${inputs.describe(Inputs.SubmissionId)} gives ${oneLine(submissionId, 60)} twice, paired with GitHub Deployments ${earlier} and ${id}: one submission has one deployment.`
      )
    } else if (other !== undefined && other !== submissionId) {
      paired = false
      inputs.problem(
        `${inputs.describe(Inputs.DeploymentId)} gives GitHub Deployment ${id} to both ${oneLine(other, 60)} and ${oneLine(submissionId, 60)}: each submission has a deployment of its own.`
      )
    }
    followedBy.set(id, submissionId)
    if (earlier === undefined)
      followed.set(submissionId, { submissionId, deployment: { token, id } })
  })
  return paired ? [...followed.values()] : undefined
}

function ordinal(n: number): string {
  const last = n % 10
  const teen = Math.floor(n / 10) % 10 === 1
  return `${n}${!teen && last >= 1 && last <= 3 ? ['st', 'nd', 'rd'][last - 1] : 'th'}`
}

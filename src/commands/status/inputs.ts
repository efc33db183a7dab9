import type { InputReader } from '../../inputs/reader.js'
import { Inputs, Outputs } from '../../inputs/names.js'
import { parseBoolean, parseDuration, parseInteger } from '../../inputs/parse.js'

export interface StatusConfig {
  submissionId: string
  wait: boolean
  waitTimeoutMs: number
  pollIntervalMs: number
  /** The token and the deployment it follows; both or neither. */
  deployment?: { token: string; id: number }
  /** github-token was given without deployment-id: nothing to follow, and none is created. */
  tokenWithoutDeployment: boolean
}

export async function readStatusInputs(inputs: InputReader): Promise<StatusConfig | undefined> {
  const submissionId = inputs.value(Inputs.SubmissionId)
  if (!submissionId) {
    inputs.problem(
      `${inputs.describe(Inputs.SubmissionId)} is required by the status command: give it the id of a submission made earlier (${inputs.names.output(Outputs.SubmissionId)} of submit).`
    )
  } else if (
    [...submissionId].some(c => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127) ||
    submissionId.length > 200
  ) {
    inputs.problem(
      `${inputs.describe(Inputs.SubmissionId)} holds a control character or is over 200 characters: give ${inputs.names.output(Outputs.SubmissionId)} of submit as it is.`
    )
  }
  const wait = inputs.check(() => parseBoolean(Inputs.Wait, inputs.value(Inputs.Wait)))
  const waitTimeoutMs = inputs.check(() =>
    parseDuration(Inputs.WaitTimeout, inputs.value(Inputs.WaitTimeout))
  )
  const pollIntervalMs = inputs.check(() =>
    parseDuration(Inputs.PollInterval, inputs.value(Inputs.PollInterval))
  )
  const githubToken = inputs.value(Inputs.GithubToken)
  const rawDeployment = inputs.value(Inputs.DeploymentId)
  const deploymentId = rawDeployment
    ? inputs.check(() =>
        parseInteger(Inputs.DeploymentId, rawDeployment, {
          min: 1,
          max: Number.MAX_SAFE_INTEGER,
          what: 'the deployment-id output of the submit step that made the submission'
        })
      )
    : undefined
  if (rawDeployment && !githubToken) {
    inputs.problem(
      `${inputs.describe(Inputs.DeploymentId)} is given without '${Inputs.GithubToken}': the deployment's status cannot be changed without a token. Give \`github-token: \${{ github.token }}\` (with 'permissions: deployments: write'), or leave deployment-id out.`
    )
  }
  if (
    !submissionId ||
    wait === undefined ||
    !waitTimeoutMs ||
    !pollIntervalMs ||
    (rawDeployment && (!deploymentId || !githubToken))
  ) {
    return undefined
  }
  return {
    submissionId,
    wait,
    waitTimeoutMs,
    pollIntervalMs,
    deployment: deploymentId && githubToken ? { token: githubToken, id: deploymentId } : undefined,
    tokenWithoutDeployment: Boolean(githubToken) && !rawDeployment
  }
}

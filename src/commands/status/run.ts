import { Inputs, Outputs } from '../../inputs/names.js'
import type { CommandContext } from '../context.js'
import { attachDeployment, followOne } from './follow-one.js'
import type { StatusConfig } from './inputs.js'
import { followSeveral } from './several.js'
import { countedAsOne } from '../../fleet/report.js'

/**
 * Reads a submission made earlier (by `submit`, in another job, say), then follows it as `submit`
 * does: until its status is final, or once without a wait. Several ids are followed together
 * (several.ts).
 */
export async function runStatus(config: StatusConfig, context: CommandContext): Promise<void> {
  if (config.tokenWithoutDeployment) {
    context.log.warning(
      `${context.names.named(Inputs.GithubToken)} is given without ${context.names.referred(Inputs.DeploymentId)}: no GitHub Deployment is followed, and the status command never creates one. Pass ${context.names.output(Outputs.DeploymentId)} of submit as ${context.names.referred(Inputs.DeploymentId)}.`
    )
  }
  if (config.submissions.length > 1) return followSeveral(config, context)
  const [one] = config.submissions
  const deployment = attachDeployment(one, context)
  await countedAsOne(context, async () =>
    followOne(context, {
      settings: config,
      one,
      deployment,
      release: await deployment?.release()
    })
  )
}

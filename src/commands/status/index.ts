import type { Command } from '../command.js'
import { Inputs } from '../../inputs/names.js'
import type { StatusConfig } from './inputs.js'

export const status: Command<StatusConfig, 'status'> = {
  name: 'status',
  about: 'read or wait for a submission made earlier',
  description: 'Read a submission made earlier, or wait until it ends.',
  dryRun: 'Read the status once and stop: no wait, and no GitHub Deployment status is set.',
  title: 'App Store submission status',
  inputs: [
    Inputs.Wait,
    Inputs.WaitTimeout,
    Inputs.PollInterval,
    Inputs.GithubToken,
    Inputs.SubmissionId,
    Inputs.DeploymentId
  ],
  read: async inputs => (await import('./inputs.js')).readStatusInputs(inputs),
  run: async (config, context) => (await import('./run.js')).runStatus(config, context)
}

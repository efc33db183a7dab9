import type { Command } from '../command.js'
import { Inputs } from '../../inputs/names.js'
import type { SubmitConfig } from './inputs.js'

export const submit: Command<SubmitConfig, 'submit'> = {
  name: 'submit',
  description:
    'Submit an IPA to the App Store for a team, and wait until the submission ends (--no-wait hands the wait to status).',
  dryRun:
    'Check the inputs and the IPA and resolve the team, then print the submission that would be sent; nothing is sent.',
  title: 'App Store submission',
  inputs: [
    Inputs.IpaPath,
    Inputs.IpaUrl,
    Inputs.TeamId,
    Inputs.TeamName,
    Inputs.NotifyEmails,
    Inputs.Wait,
    Inputs.WaitTimeout,
    Inputs.PollInterval,
    Inputs.Preflight,
    Inputs.PreflightSkip,
    Inputs.Multiple,
    Inputs.Concurrency,
    Inputs.FleetManifest,
    Inputs.SendPassing,
    Inputs.GithubToken,
    Inputs.Environment,
    Inputs.ReleaseId,
    Inputs.ShardIndex,
    Inputs.ShardTotal,
    Inputs.ReportFile
  ],
  read: async inputs => (await import('./inputs.js')).readSubmitInputs(inputs),
  run: async (config, context) => (await import('./run.js')).runSubmit(config, context)
}

import type { Command } from '../command.js'
import { Inputs } from '../../inputs/names.js'
import type { UploadConfig } from './inputs.js'

export const upload: Command<UploadConfig, 'upload'> = {
  name: 'upload',
  description: 'Store an unsigned IPA on the service, and print its id.',
  dryRun:
    'Check the inputs and the IPA, then print the upload that would be sent; nothing is sent.',
  title: 'Unsigned IPA upload',
  inputs: [
    Inputs.IpaPath,
    Inputs.IpaUrl,
    Inputs.Preflight,
    Inputs.PreflightSkip,
    Inputs.Multiple,
    Inputs.Concurrency,
    Inputs.SendPassing,
    Inputs.ReleaseId,
    Inputs.ShardIndex,
    Inputs.ShardTotal,
    Inputs.ReportFile
  ],
  read: async inputs => (await import('./inputs.js')).readUploadInputs(inputs),
  run: async (config, context) => (await import('./run.js')).runUpload(config, context)
}

import type { Command } from '../command.js'
import { Inputs } from '../../inputs/names.js'
import type { DeleteIpaConfig } from './inputs.js'

export const deleteIpa: Command<DeleteIpaConfig, 'delete-ipa'> = {
  name: 'delete-ipa',
  description: 'Delete stored unsigned IPAs: those named by id, or all but the newest few.',
  dryRun: 'List the stored IPAs and print which would be deleted; nothing is deleted.',
  title: 'Unsigned IPA clean-up',
  inputs: [Inputs.IpaId, Inputs.KeepLatest],
  read: async inputs => (await import('./inputs.js')).readDeleteIpaInputs(inputs),
  run: async (config, context) => (await import('./run.js')).runDeleteIpa(config, context)
}

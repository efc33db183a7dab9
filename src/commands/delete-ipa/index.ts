import type { Command } from '../command.js'
import { DELETE_IPA_INPUTS, readDeleteIpaInputs, type DeleteIpaConfig } from './inputs.js'
import { runDeleteIpa } from './run.js'

export const deleteIpa: Command<DeleteIpaConfig> = {
  name: 'delete-ipa',
  title: 'Unsigned IPA clean-up',
  inputs: DELETE_IPA_INPUTS,
  read: readDeleteIpaInputs,
  run: runDeleteIpa
}

import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import { readDeleteIpaInputs, type DeleteIpaConfig } from './inputs.js'
import { runDeleteIpa } from './run.js'

export const deleteIpa: Command<DeleteIpaConfig> = {
  name: 'delete-ipa',
  title: 'Unsigned IPA clean-up',
  inputs: inputsOf('delete-ipa'),
  read: readDeleteIpaInputs,
  run: runDeleteIpa
}

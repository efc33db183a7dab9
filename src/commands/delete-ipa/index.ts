import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import type { DeleteIpaConfig } from './inputs.js'

export const deleteIpa: Command<DeleteIpaConfig> = {
  name: 'delete-ipa',
  title: 'Unsigned IPA clean-up',
  inputs: inputsOf('delete-ipa'),
  read: async inputs =>
    (await import(/* webpackMode: "eager" */ './inputs.js')).readDeleteIpaInputs(inputs),
  run: async (config, context) =>
    (await import(/* webpackMode: "eager" */ './run.js')).runDeleteIpa(config, context)
}

import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import type { StatusConfig } from './inputs.js'

export const status: Command<StatusConfig> = {
  name: 'status',
  about: 'read or wait for a submission made earlier',
  title: 'App Store submission status',
  inputs: inputsOf('status'),
  read: async inputs =>
    (await import(/* webpackMode: "eager" */ './inputs.js')).readStatusInputs(inputs),
  run: async (config, context) =>
    (await import(/* webpackMode: "eager" */ './run.js')).runStatus(config, context)
}

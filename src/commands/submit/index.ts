import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import type { SubmitConfig } from './inputs.js'

export const submit: Command<SubmitConfig> = {
  name: 'submit',
  title: 'App Store submission',
  inputs: inputsOf('submit'),
  read: async inputs =>
    (await import(/* webpackMode: "eager" */ './inputs.js')).readSubmitInputs(inputs),
  run: async (config, context) =>
    (await import(/* webpackMode: "eager" */ './run.js')).runSubmit(config, context)
}

import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import type { SubmitConfig } from './inputs.js'

export const submit: Command<SubmitConfig> = {
  name: 'submit',
  description:
    'Submit an IPA to the App Store for a team, and wait until the submission ends (--no-wait hands the wait to status).',
  dryRun:
    'Check the inputs and the IPA and resolve the team, then print the submission that would be sent; nothing is sent.',
  title: 'App Store submission',
  inputs: inputsOf('submit'),
  read: async inputs =>
    (await import(/* webpackMode: "eager" */ './inputs.js')).readSubmitInputs(inputs),
  run: async (config, context) =>
    (await import(/* webpackMode: "eager" */ './run.js')).runSubmit(config, context)
}

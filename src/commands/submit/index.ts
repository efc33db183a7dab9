import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import { readSubmitInputs, type SubmitConfig } from './inputs.js'
import { runSubmit } from './run.js'

export const submit: Command<SubmitConfig> = {
  name: 'submit',
  title: 'App Store submission',
  inputs: inputsOf('submit'),
  read: readSubmitInputs,
  run: runSubmit
}

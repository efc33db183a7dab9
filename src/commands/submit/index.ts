import type { Command } from '../command.js'
import { SUBMIT_INPUTS, readSubmitInputs, type SubmitConfig } from './inputs.js'
import { runSubmit } from './run.js'

export const submit: Command<SubmitConfig> = {
  name: 'submit',
  title: 'App Store submission',
  inputs: SUBMIT_INPUTS,
  read: readSubmitInputs,
  run: runSubmit
}

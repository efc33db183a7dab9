import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import { readStatusInputs, type StatusConfig } from './inputs.js'
import { runStatus } from './run.js'

export const status: Command<StatusConfig> = {
  name: 'status',
  about: 'read or wait for a submission made earlier',
  title: 'App Store submission status',
  inputs: inputsOf('status'),
  read: readStatusInputs,
  run: runStatus
}

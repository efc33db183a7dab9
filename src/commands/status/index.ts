import type { Command } from '../command.js'
import { STATUS_INPUTS, readStatusInputs, type StatusConfig } from './inputs.js'
import { runStatus } from './run.js'

export const status: Command<StatusConfig> = {
  name: 'status',
  title: 'App Store submission status',
  inputs: STATUS_INPUTS,
  read: readStatusInputs,
  run: runStatus
}

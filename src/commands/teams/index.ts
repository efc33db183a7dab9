import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import { runTeams } from './run.js'

export const teams: Command<unknown> = {
  name: 'teams',
  title: 'Teams',
  inputs: inputsOf('teams'),
  read: async () => ({}),
  run: runTeams
}

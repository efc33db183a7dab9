import type { Command } from '../command.js'
import { runTeams } from './run.js'

export const teams: Command<unknown> = {
  name: 'teams',
  title: 'Teams',
  inputs: [],
  read: async () => ({}),
  run: runTeams
}

import type { Command } from '../command.js'

export const teams: Command<unknown, 'teams'> = {
  name: 'teams',
  description: 'List the teams of your account, to find the id of the team to submit to.',
  dryRun: 'The same as a run: teams only reads.',
  title: 'Teams',
  inputs: [],
  read: async () => ({}),
  run: async (config, context) => (await import('./run.js')).runTeams(config, context)
}

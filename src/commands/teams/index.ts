import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'

export const teams: Command<unknown> = {
  name: 'teams',
  title: 'Teams',
  inputs: inputsOf('teams'),
  read: async () => ({}),
  run: async (config, context) =>
    (await import(/* webpackMode: "eager" */ './run.js')).runTeams(config, context)
}

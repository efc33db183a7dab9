import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'

export const listIpas: Command<unknown> = {
  name: 'list-ipas',
  description: 'List the unsigned IPAs the service stores, to find one to delete.',
  dryRun: 'The same as a run: list-ipas only reads.',
  title: 'Stored unsigned IPAs',
  inputs: inputsOf('list-ipas'),
  read: async () => ({}),
  run: async (config, context) =>
    (await import(/* webpackMode: "eager" */ './run.js')).runListIpas(config, context)
}

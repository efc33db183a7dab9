import type { Command } from '../command.js'

export const listIpas: Command<unknown, 'list-ipas'> = {
  name: 'list-ipas',
  description: 'List the unsigned IPAs the service stores, to find one to delete.',
  dryRun: 'The same as a run: list-ipas only reads.',
  title: 'Stored unsigned IPAs',
  inputs: [],
  read: async () => ({}),
  run: async (config, context) => (await import('./run.js')).runListIpas(config, context)
}

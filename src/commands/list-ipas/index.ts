import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'

export const listIpas: Command<unknown> = {
  name: 'list-ipas',
  title: 'Stored unsigned IPAs',
  inputs: inputsOf('list-ipas'),
  read: async () => ({}),
  run: async (config, context) =>
    (await import(/* webpackMode: "eager" */ './run.js')).runListIpas(config, context)
}

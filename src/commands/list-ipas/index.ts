import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import { runListIpas } from './run.js'

export const listIpas: Command<unknown> = {
  name: 'list-ipas',
  title: 'Stored unsigned IPAs',
  inputs: inputsOf('list-ipas'),
  read: async () => ({}),
  run: runListIpas
}

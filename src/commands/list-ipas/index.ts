import type { Command } from '../command.js'
import { runListIpas } from './run.js'

export const listIpas: Command<unknown> = {
  name: 'list-ipas',
  title: 'Stored unsigned IPAs',
  inputs: [],
  read: async () => ({}),
  run: runListIpas
}

import type { Command } from './command.js'
import { analytics } from './analytics/index.js'
import { check } from './check/index.js'
import { rules } from './rules/index.js'
import { deleteIpa } from './delete-ipa/index.js'
import { gather } from './gather/index.js'
import { listIpas } from './list-ipas/index.js'
import { status } from './status/index.js'
import { submit } from './submit/index.js'
import { teams } from './teams/index.js'
import { upload } from './upload/index.js'

/** Every command the `command` input can name, in the order the documentation lists them. */
export const COMMANDS = [
  submit,
  status,
  upload,
  gather,
  listIpas,
  deleteIpa,
  teams,
  analytics,
  check,
  rules
] as const satisfies ReadonlyArray<Command<unknown>>

/** The commands, by name: the registry's, so that a new command is one line above. */
export type CommandName = (typeof COMMANDS)[number]['name']

export function findCommand(name: string): Command<unknown> | undefined {
  return COMMANDS.find(command => command.name === name)
}

import type { Command } from '../constants.js'
import type { ActionConfig } from '../inputs/config.js'
import { analytics } from './analytics.js'
import type { CommandContext } from './context.js'
import { deleteIpa } from './delete-ipa.js'
import { listIpas } from './list-ipas.js'
import { submit } from './submit.js'
import { teams } from './teams.js'
import { upload } from './upload.js'

/** The job summary's title for each command. */
export const COMMAND_TITLES: Record<Command, string> = {
  submit: 'App Store submission',
  upload: 'Unsigned IPA upload',
  'list-ipas': 'Stored unsigned IPAs',
  'delete-ipa': 'Unsigned IPA clean-up',
  teams: 'Teams',
  analytics: 'App analytics'
}

export async function runCommand(config: ActionConfig, context: CommandContext): Promise<void> {
  switch (config.command) {
    case 'submit':
      return submit(config, context)
    case 'upload':
      return upload(config, context)
    case 'list-ipas':
      return listIpas(config, context)
    case 'delete-ipa':
      return deleteIpa(config, context)
    case 'teams':
      return teams(config, context)
    case 'analytics':
      return analytics(config, context)
  }
}

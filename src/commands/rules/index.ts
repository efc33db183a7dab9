import type { Command } from '../command.js'
import { Inputs } from '../../inputs/names.js'
import type { RulesConfig } from './inputs.js'

export const rules: Command<RulesConfig, 'rules'> = {
  name: 'rules',
  about: "preflight's checks, or one explained",
  description:
    "List every check preflight makes with its level and Apple's source, or explain one by its code (what to do, where Apple says so).",
  dryRun: 'The same listing: rules sends nothing anyway.',
  title: 'Preflight rules',
  service: false,
  positional: Inputs.Code,
  inputs: [Inputs.Code],
  read: async inputs => (await import('./inputs.js')).readRulesInputs(inputs),
  run: async (config, context) => (await import('./run.js')).runRules(config, context)
}

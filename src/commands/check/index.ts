import type { Command } from '../command.js'
import { Inputs } from '../../inputs/names.js'
import type { CheckConfig } from './inputs.js'

export const check: Command<CheckConfig, 'check'> = {
  name: 'check',
  about: 'preflight alone, no account',
  description:
    'Check IPAs against the App Store rules as submit (or upload) would, with no account and no request; write SARIF and JUnit reports.',
  dryRun: 'The same checks: check sends nothing anyway.',
  title: 'IPA check',
  service: false,
  positional: Inputs.IpaPath,
  inputs: [
    Inputs.IpaPath,
    Inputs.IpaUrl,
    Inputs.Preflight,
    Inputs.PreflightSkip,
    Inputs.For,
    Inputs.SarifFile,
    Inputs.JunitFile
  ],
  read: async inputs => (await import('./inputs.js')).readCheckInputs(inputs),
  run: async (config, context) => (await import('./run.js')).runCheck(config, context)
}

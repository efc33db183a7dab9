import type { Command } from '../command.js'
import { Inputs } from '../../inputs/names.js'
import type { GatherConfig } from './inputs.js'

export const gather: Command<GatherConfig, 'gather'> = {
  name: 'gather',
  about: "one release of the shards' reports",
  description:
    "Gather the reports of a fleet's shards (each job's report file) into one release: its outputs and one summary, failing on a failed app, a missing shard or a report of another run.",
  dryRun: 'The same: gather reads files and sends nothing anyway.',
  title: 'Fleet release',
  service: false,
  inputs: [Inputs.Reports, Inputs.ReleaseId],
  read: async inputs => (await import('./inputs.js')).readGatherInputs(inputs),
  run: async (config, context) => (await import('./run.js')).runGather(config, context)
}

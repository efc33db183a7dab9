import type { Command } from '../command.js'
import { Inputs } from '../../inputs/names.js'
import type { AnalyticsConfig } from './inputs.js'

export const analytics: Command<AnalyticsConfig, 'analytics'> = {
  name: 'analytics',
  description:
    "Download an app's installs, impressions and page views of a day or of a range of days, as JSON and CSV files.",
  dryRun: 'The same as a run: analytics only reads, and writes its report files.',
  title: 'App analytics',
  inputs: [Inputs.AppId, Inputs.Date, Inputs.Days, Inputs.Countries, Inputs.ReportPath],
  read: async inputs => (await import('./inputs.js')).readAnalyticsInputs(inputs),
  run: async (config, context) => (await import('./run.js')).runAnalytics(config, context)
}

import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import type { AnalyticsConfig } from './inputs.js'

export const analytics: Command<AnalyticsConfig> = {
  name: 'analytics',
  description:
    "Download an app's installs, impressions and page views of a day or of a range of days, as JSON and CSV files.",
  dryRun: 'The same as a run: analytics only reads, and writes its report files.',
  title: 'App analytics',
  inputs: inputsOf('analytics'),
  read: async inputs =>
    (await import(/* webpackMode: "eager" */ './inputs.js')).readAnalyticsInputs(inputs),
  run: async (config, context) =>
    (await import(/* webpackMode: "eager" */ './run.js')).runAnalytics(config, context)
}

import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import type { AnalyticsConfig } from './inputs.js'

export const analytics: Command<AnalyticsConfig> = {
  name: 'analytics',
  title: 'App analytics',
  inputs: inputsOf('analytics'),
  read: async inputs =>
    (await import(/* webpackMode: "eager" */ './inputs.js')).readAnalyticsInputs(inputs),
  run: async (config, context) =>
    (await import(/* webpackMode: "eager" */ './run.js')).runAnalytics(config, context)
}

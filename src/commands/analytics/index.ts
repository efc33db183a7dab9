import type { Command } from '../command.js'
import { ANALYTICS_INPUTS, readAnalyticsInputs, type AnalyticsConfig } from './inputs.js'
import { runAnalytics } from './run.js'

export const analytics: Command<AnalyticsConfig> = {
  name: 'analytics',
  title: 'App analytics',
  inputs: ANALYTICS_INPUTS,
  read: readAnalyticsInputs,
  run: runAnalytics
}

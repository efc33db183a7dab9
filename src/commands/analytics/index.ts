import type { Command } from '../command.js'
import { inputsOf } from '../declarations.js'
import { readAnalyticsInputs, type AnalyticsConfig } from './inputs.js'
import { runAnalytics } from './run.js'

export const analytics: Command<AnalyticsConfig> = {
  name: 'analytics',
  title: 'App analytics',
  inputs: inputsOf('analytics'),
  read: readAnalyticsInputs,
  run: runAnalytics
}

import { MAX_TIMER_MS } from '../src/service/sleep.js'
import { DEFAULT_COUNTRY_COUNT, MAX_COUNTRY_COUNT } from './countries.js'
import type { EmulatorConfig } from './types.js'

export const DEFAULT_API_KEY = 'emulator-api-key'

export function defaultConfig(): EmulatorConfig {
  return {
    apiKey: DEFAULT_API_KEY,
    teams: [
      {
        name: 'release@example.com',
        credential_id: 11,
        teams: [{ name: 'Example Corp', team_id: 1234567 }]
      }
    ],
    apps: [{ id: '1234567890', name: 'Sample', bundle_id: 'com.example.Sample' }],
    pollsPerStep: 1,
    submissionOutcome: 'completed',
    submissionOutcomes: [],
    statusRoutes: 'record',
    analyticsCountryCount: DEFAULT_COUNTRY_COUNT,
    answerDelayMs: 0,
    honourIdempotencyKey: true,
    fileFields: true
  }
}

/** `base` with `patch` applied, after checking it: a typo in a test should fail loudly, not later. */
export function mergeConfig(base: EmulatorConfig, patch: Partial<EmulatorConfig>): EmulatorConfig {
  const defined = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined)
  )
  const config = { ...base, ...defined } as EmulatorConfig
  const problems: string[] = []
  if (typeof config.apiKey !== 'string' || config.apiKey === '')
    problems.push('apiKey must be a non-empty string')
  if (!Number.isInteger(config.pollsPerStep) || config.pollsPerStep < 1) {
    problems.push('pollsPerStep must be an integer of at least 1')
  }
  if (!['completed', 'failed', 'stuck'].includes(config.submissionOutcome)) {
    problems.push("submissionOutcome must be 'completed', 'failed' or 'stuck'")
  }
  if (
    !Array.isArray(config.submissionOutcomes) ||
    !config.submissionOutcomes.every(outcome => ['completed', 'failed', 'stuck'].includes(outcome))
  ) {
    problems.push("submissionOutcomes must be a list of 'completed', 'failed' or 'stuck'")
  }
  if (!['record', 'list-only', 'none'].includes(config.statusRoutes)) {
    problems.push("statusRoutes must be 'record', 'list-only' or 'none'")
  }
  const count = config.analyticsCountryCount
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNTRY_COUNT) {
    problems.push(`analyticsCountryCount must be an integer from 1 to ${MAX_COUNTRY_COUNT}`)
  }
  // setTimeout fires at once past 2^31 - 1 ms (about 24 days): refuse what it cannot wait.
  const delay = config.answerDelayMs
  if (!Number.isInteger(delay) || delay < 0 || delay > MAX_TIMER_MS) {
    problems.push(`answerDelayMs must be a whole number of milliseconds from 0 to ${MAX_TIMER_MS}`)
  }
  if (typeof config.honourIdempotencyKey !== 'boolean')
    problems.push('honourIdempotencyKey must be true or false')
  if (typeof config.fileFields !== 'boolean') problems.push('fileFields must be true or false')
  if (config.busyCreates !== undefined && !isBusyCreates(config.busyCreates)) {
    problems.push(
      'busyCreates must be {every: a whole number of at least 1, retryAfterSeconds: a whole number of 0 or more}, and nothing else'
    )
  }
  if (config.rateLimit !== undefined && !isRateLimit(config.rateLimit)) {
    problems.push(
      'rateLimit must be {requests: a whole number of at least 1, windowSeconds: a whole number of at least 1}, and nothing else'
    )
  }
  const throughput = config.throughputBytesPerSecond
  if (throughput !== undefined && !(Number.isInteger(throughput) && throughput >= 1))
    problems.push('throughputBytesPerSecond must be a whole number of at least 1')
  if (!Array.isArray(config.teams)) problems.push('teams must be an array')
  if (!Array.isArray(config.apps)) problems.push('apps must be an array')
  if (problems.length > 0) throw new Error(`Invalid emulator configuration: ${problems.join('; ')}`)
  return config
}

/** Exactly {every, retryAfterSeconds}: a misspelt key would otherwise be a busy service that never is. */
function isBusyCreates(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const { every, retryAfterSeconds, ...rest } = value as Record<string, unknown>
  const whole = (n: unknown, least: number): boolean =>
    Number.isInteger(n) && (n as number) >= least
  return Object.keys(rest).length === 0 && whole(every, 1) && whole(retryAfterSeconds, 0)
}

/** Exactly {requests, windowSeconds}, each a whole number of at least 1. */
function isRateLimit(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const { requests, windowSeconds, ...rest } = value as Record<string, unknown>
  const whole = (n: unknown): boolean => Number.isInteger(n) && (n as number) >= 1
  return Object.keys(rest).length === 0 && whole(requests) && whole(windowSeconds)
}

/** Every team id of the configured credentials. */
export function teamIds(config: EmulatorConfig): number[] {
  return config.teams.flatMap(credential => credential.teams.map(team => team.team_id))
}

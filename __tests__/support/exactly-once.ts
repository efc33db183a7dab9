/**
 * What the suites of exactly-once (`hardening-exactly-once.test.ts`, `e2e-rerun-rebuilt.test.ts`)
 * share: the service as they need it, and the variables of one attempt of a GitHub job.
 */
import { defaultConfig } from '../../emulator/server.js'
import type { EmulatorConfig } from '../../emulator/types.js'

/**
 * A service that honours the Idempotency-Key (a create under a key it knows makes nothing) and lists
 * its submissions, each poll moving a submission one step on to `completed`. Configure it after
 * `emulator.reset()`, before each test.
 */
export const exactlyOnceService = (): Partial<EmulatorConfig> => ({
  teams: defaultConfig().teams,
  honourIdempotencyKey: true,
  submissionOutcome: 'completed',
  submissionOutcomes: [],
  statusRoutes: 'record',
  pollsPerStep: 1
})

/**
 * The variables the runner sets for attempt `attempt` of the job `release` of run `runId` (a re-run
 * keeps the run's id and counts the attempt up), the GitHub API being the stand-in at `githubUrl`.
 */
export const jobAttempt = (
  attempt: number,
  runId: string,
  githubUrl: string
): Record<string, string> => ({
  GITHUB_API_URL: githubUrl,
  GITHUB_RUN_ID: runId,
  GITHUB_RUN_ATTEMPT: String(attempt),
  GITHUB_JOB: 'release'
})

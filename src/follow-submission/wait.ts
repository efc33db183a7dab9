import type { ServiceClient } from '../service/client.js'
import { ServiceError } from '../service/errors.js'
import { Routes } from '../service/requests.js'
import { isTransientStatus } from '../service/retry/index.js'
import { sleep as defaultSleep } from '../service/sleep.js'
import { TransportError } from '../service/transport-types.js'
import { errorMessage } from '../text/error-message.js'
import { clockTime, plural } from '../text/format.js'
import { classifyStatus } from './statuses.js'

/** Why a submission cannot be followed on a service that has neither route to read it. */
export const NO_STATUS_ROUTE = `the service has no route to read a submission (GET ${Routes.signedIpa} and GET ${Routes.signedIpas} answer 404, 405 or 501)`

export interface StatusChange {
  status: string
  /** When we first saw it. */
  at: Date
}

type WaitOutcome =
  | 'succeeded' // a success status
  | 'failed' // a failure status
  | 'timed-out' // still in progress at the deadline
  | 'unreachable' // the deadline passed while no poll got an answer
  | 'vanished' // the service knew the submission, then no longer did
  | 'untracked' // the service has no route to read a submission's status
  | 'stopped' // the run was stopped (SIGINT, SIGTERM: see commands/stop.ts) before an outcome

export interface WaitResult {
  outcome: WaitOutcome
  status: string
  history: StatusChange[]
  /** The last answer about the submission, as the service sent it. */
  lastJson?: unknown
  polls: number
  /** Why the wait stopped without a final status (untracked, vanished, unreachable). */
  note?: string
  /** When the service last answered for the submission: a status read, or the create itself. */
  lastAnswered: Date
  /** Polls that failed for a passing reason (an outage, a busy service), and the last one's error. */
  failedPolls: number
  lastPollError?: string
  /**
   * The polls the wait ended on that all failed (unreachable), or when the submission was first
   * missing (vanished).
   */
  since?: Date
  failedInARow: number
  /**
   * Untracked because the status route answered what it should not (an error, a page, a record with
   * no status), rather than by not being there: worth a warning, not a notice.
   */
  unexpected: boolean
}

export interface WaitOptions {
  client: Pick<ServiceClient, 'getSubmission'>
  id: string
  initialStatus: string
  createdAt?: Date
  /**
   * The status route has answered for this submission already (the status command's first read):
   * from then on, a route that says it does not exist means the submission is gone, not the route.
   */
  readBefore?: boolean
  intervalMs: number
  timeoutMs: number
  onStatus?(change: StatusChange): void
  /** A poll that failed for a passing reason; the wait goes on. */
  onPollError?(message: string): void
  /** How a failed poll is told (its advice naming the inputs as the adapter does); its message unless told. */
  explain?(error: unknown): string
  /** At least once a minute while nothing else is said: the wait is not silent. */
  onHeartbeat?(beat: { status: string; waitedMs: number; leftMs: number }): void
  now?(): number
  sleep?(ms: number, signal?: AbortSignal): Promise<void>
  /** The run's cancellation: the wait ends at once, `stopped`, when it is aborted. */
  signal?: AbortSignal
}

const HEARTBEAT_MS = 60_000

/**
 * Polls a submission until its status is final or the deadline passes. Every wait is bounded: the
 * deadline is `timeoutMs` from the start, no sleep runs past it, and each poll takes it along, so
 * that the service cannot stretch the wait either (a retry's delay never passes it, an attempt ends
 * at most one request-timeout after it). An aborted `signal` ends it at once, whatever it was doing.
 */
export async function waitForSubmission(options: WaitOptions): Promise<WaitResult> {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? defaultSleep
  const deadline = now() + options.timeoutMs
  const createdAt = options.createdAt ?? new Date(now())
  const history: StatusChange[] = [{ status: options.initialStatus, at: createdAt }]
  let status = options.initialStatus
  let lastJson: unknown
  let polls = 0
  let lastAnswered = createdAt
  let routeAnswered = options.readBefore ?? false
  let failedPolls = 0
  let failedInARow = 0
  let lastPollError: string | undefined
  let since: Date | undefined

  const finish = (outcome: WaitOutcome, note?: string, unexpected = false): WaitResult => ({
    outcome,
    status,
    history,
    lastJson,
    polls,
    note,
    unexpected,
    lastAnswered,
    failedPolls,
    lastPollError,
    since,
    failedInARow
  })
  // The service answered for it before (its create, or a status read): now it says it has none.
  const vanished = (how: string): WaitResult => {
    since = new Date(now())
    return finish('vanished', `not known to the service from ${clockTime(since)}: ${how}`)
  }

  const initialClass = classifyStatus(status)
  if (initialClass !== 'in-progress')
    return finish(initialClass === 'success' ? 'succeeded' : 'failed')

  const started = now()
  const { signal } = options
  let lastWord = started
  const pause = async (ms: number): Promise<void> => {
    // In slices of at most a minute, so that a long poll interval still says something each minute.
    for (const wake = now() + ms; now() < wake && !signal?.aborted;) {
      await sleep(Math.max(1, Math.min(wake - now(), HEARTBEAT_MS - (now() - lastWord))), signal)
      if (now() - lastWord >= HEARTBEAT_MS && now() < deadline) {
        lastWord = now()
        options.onHeartbeat?.({ status, waitedMs: now() - started, leftMs: deadline - now() })
      }
    }
  }

  const explain = options.explain ?? errorMessage
  for (;;) {
    if (signal?.aborted) return finish('stopped')
    const remaining = deadline - now()
    if (remaining <= 0) {
      if (failedInARow === 0) return finish('timed-out')
      return finish(
        'unreachable',
        `no status could be read from ${clockTime(since)} (${plural(failedInARow, 'poll')} failed)`
      )
    }
    await pause(Math.min(options.intervalMs, remaining))
    if (signal?.aborted) return finish('stopped')
    polls++
    const asked = now()
    let lookup
    try {
      // The transport takes no retry delay past the deadline (a Retry-After of a day included), and
      // ends an attempt at most one request-timeout after it.
      lookup = await options.client.getSubmission(options.id, { deadline })
    } catch (error) {
      // A poll the stop cut short says nothing of the submission.
      if (signal?.aborted) return finish('stopped')
      // The submission was accepted; a poll that fails for a passing reason should not fail the release.
      if (isPassing(error)) {
        lastPollError = explain(error)
        failedPolls++
        // Since the first attempt of the first failed poll, not since its retries gave up.
        if (failedInARow++ === 0) since = new Date(asked)
        options.onPollError?.(lastPollError)
        continue
      }
      // Nor should a status route that cannot be read (these routes are not in the specification).
      return finish('untracked', `reading its status failed: ${explain(error)}`, true)
    }
    failedInARow = 0
    since = undefined
    if (lookup.kind === 'no-status') return finish('untracked', lookup.why, true)
    if (lookup.kind === 'no-status-route') {
      if (routeAnswered) return vanished('its routes answer 404 where they answered for it before')
      return finish('untracked', NO_STATUS_ROUTE)
    }
    if (lookup.kind === 'not-listed')
      return vanished(`GET ${Routes.signedIpa} answers 404 and its listing does not show it`)
    routeAnswered = true
    lastAnswered = new Date(now())
    lastJson = lookup.answer.json
    const next = lookup.answer.data.status
    if (next && next !== status) {
      status = next
      const change = { status, at: new Date(now()) }
      history.push(change)
      lastWord = now()
      options.onStatus?.(change)
    }
    const statusClass = classifyStatus(status)
    if (statusClass === 'success') return finish('succeeded')
    if (statusClass === 'failure') return finish('failed')
  }
}

/** A poll whose transport gave up, or whose status says the service is busy for now. */
function isPassing(error: unknown): boolean {
  if (error instanceof TransportError) return true
  return error instanceof ServiceError && isTransientStatus(error.status)
}

import type { ServiceClient, SubmissionLookup } from '../service/client.js'
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
  return new SubmissionWait(options).run()
}

/** One wait: what it has seen so far, and the steps of a poll. */
class SubmissionWait {
  private readonly now: () => number
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  private readonly explain: (error: unknown) => string
  private readonly deadline: number
  private readonly history: StatusChange[]
  private status: string
  private lastJson: unknown
  private polls = 0
  private lastAnswered: Date
  private routeAnswered: boolean
  private failedPolls = 0
  private failedInARow = 0
  private lastPollError: string | undefined
  private since: Date | undefined
  /** When the wait began polling, and when the log last heard of it (for the heartbeat). */
  private started = 0
  private lastWord = 0

  constructor(private readonly options: WaitOptions) {
    this.now = options.now ?? Date.now
    this.sleep = options.sleep ?? defaultSleep
    this.explain = options.explain ?? errorMessage
    this.deadline = this.now() + options.timeoutMs
    const createdAt = options.createdAt ?? new Date(this.now())
    this.history = [{ status: options.initialStatus, at: createdAt }]
    this.status = options.initialStatus
    this.lastAnswered = createdAt
    this.routeAnswered = options.readBefore ?? false
  }

  async run(): Promise<WaitResult> {
    const initialClass = classifyStatus(this.status)
    if (initialClass !== 'in-progress')
      return this.finish(initialClass === 'success' ? 'succeeded' : 'failed')
    const { signal } = this.options
    this.started = this.lastWord = this.now()
    for (;;) {
      if (signal?.aborted) return this.finish('stopped')
      const remaining = this.deadline - this.now()
      if (remaining <= 0) return this.outOfTime()
      await this.pause(Math.min(this.options.intervalMs, remaining))
      if (signal?.aborted) return this.finish('stopped')
      const ended = await this.poll()
      if (ended) return ended
    }
  }

  /** The deadline passed: still in progress, or, when the last polls all failed, out of reach. */
  private outOfTime(): WaitResult {
    if (this.failedInARow === 0) return this.finish('timed-out')
    return this.finish(
      'unreachable',
      `no status could be read from ${clockTime(this.since)} (${plural(this.failedInARow, 'poll')} failed)`
    )
  }

  /** One poll: how the wait ends, or nothing while it goes on. */
  private async poll(): Promise<WaitResult | undefined> {
    const { signal } = this.options
    this.polls++
    const asked = this.now()
    let lookup: SubmissionLookup
    try {
      // The transport takes no retry delay past the deadline (a Retry-After of a day included), and
      // ends an attempt at most one request-timeout after it.
      lookup = await this.options.client.getSubmission(this.options.id, {
        deadline: this.deadline
      })
    } catch (error) {
      // A poll the stop cut short says nothing of the submission.
      if (signal?.aborted) return this.finish('stopped')
      // The submission was accepted; a poll that fails for a passing reason should not fail the release.
      if (isPassing(error)) return this.pollFailed(error, asked)
      // Nor should a status route that cannot be read (these routes are not in the specification).
      return this.finish('untracked', `reading its status failed: ${this.explain(error)}`, true)
    }
    this.failedInARow = 0
    this.since = undefined
    return this.answered(lookup)
  }

  /** A poll that failed for a passing reason: counted, told, and the wait goes on. */
  private pollFailed(error: unknown, asked: number): undefined {
    this.lastPollError = this.explain(error)
    this.failedPolls++
    // Since the first attempt of the first failed poll, not since its retries gave up.
    if (this.failedInARow++ === 0) this.since = new Date(asked)
    this.options.onPollError?.(this.lastPollError)
    return undefined
  }

  /** What the service answered: the submission gone, its status unreadable, or a status. */
  private answered(lookup: SubmissionLookup): WaitResult | undefined {
    if (lookup.kind === 'no-status') return this.finish('untracked', lookup.why, true)
    if (lookup.kind === 'no-status-route') {
      if (this.routeAnswered)
        return this.vanished('its routes answer 404 where they answered for it before')
      return this.finish('untracked', NO_STATUS_ROUTE)
    }
    if (lookup.kind === 'not-listed')
      return this.vanished(`GET ${Routes.signedIpa} answers 404 and its listing does not show it`)
    this.routeAnswered = true
    this.lastAnswered = new Date(this.now())
    this.lastJson = lookup.answer.json
    const next = lookup.answer.data.status
    if (next && next !== this.status) {
      this.status = next
      const change = { status: next, at: new Date(this.now()) }
      this.history.push(change)
      this.lastWord = this.now()
      this.options.onStatus?.(change)
    }
    const statusClass = classifyStatus(this.status)
    if (statusClass === 'success') return this.finish('succeeded')
    if (statusClass === 'failure') return this.finish('failed')
    return undefined
  }

  /** Sleeps in slices of at most a minute, so that a long poll interval still says something each minute. */
  private async pause(ms: number): Promise<void> {
    const { signal } = this.options
    const now = this.now
    for (const wake = now() + ms; now() < wake && !signal?.aborted;) {
      await this.sleep(
        Math.max(1, Math.min(wake - now(), HEARTBEAT_MS - (now() - this.lastWord))),
        signal
      )
      if (now() - this.lastWord >= HEARTBEAT_MS && now() < this.deadline) {
        this.lastWord = now()
        this.options.onHeartbeat?.({
          status: this.status,
          waitedMs: now() - this.started,
          leftMs: this.deadline - now()
        })
      }
    }
  }

  /** The service answered for it before (its create, or a status read): now it says it has none. */
  private vanished(how: string): WaitResult {
    this.since = new Date(this.now())
    return this.finish('vanished', `not known to the service from ${clockTime(this.since)}: ${how}`)
  }

  private finish(outcome: WaitOutcome, note?: string, unexpected = false): WaitResult {
    return {
      outcome,
      status: this.status,
      history: this.history,
      lastJson: this.lastJson,
      polls: this.polls,
      note,
      unexpected,
      lastAnswered: this.lastAnswered,
      failedPolls: this.failedPolls,
      lastPollError: this.lastPollError,
      since: this.since,
      failedInARow: this.failedInARow
    }
  }
}

/** A poll whose transport gave up, or whose status says the service is busy for now. */
function isPassing(error: unknown): boolean {
  if (error instanceof TransportError) return true
  return error instanceof ServiceError && isTransientStatus(error.status)
}

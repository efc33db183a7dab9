import { setImmediate as nextTurn } from 'node:timers/promises'
import { ServiceError } from '../../service/errors.js'
import { CommandError } from '../command-error.js'
import type { CommandContext } from '../context.js'
import type { AnalyticsConfig } from './inputs.js'

/** An unknown app (or a day the service has nothing for): what the tool's exit code 4 is for. */
export class AnalyticsNotFound extends CommandError {
  constructor(facts: { appId: string; day: string; said: string }) {
    super({ type: 'app-not-found', ...facts }, 'not-found')
    this.name = 'AnalyticsNotFound'
  }
}

/** One day of analytics; a 404 is an unknown app (or a day the service has nothing for). */
export async function fetchDay(
  { client }: CommandContext,
  { appId, countries }: AnalyticsConfig,
  day: string,
  signal?: AbortSignal
): ReturnType<CommandContext['client']['getAnalytics']> {
  try {
    return await client.getAnalytics(appId, day, countries, { signal })
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) {
      throw new AnalyticsNotFound({ appId, day, said: error.serviceMessage || 'HTTP 404' })
    }
    throw error
  }
}

/** At most this many days are asked for at once: a quarter then takes a quarter of the time. */
export const DAYS_AT_ONCE = 4

interface DayFetch<T> {
  days: string[]
  /** Reads one day; `signal` aborts it (and its retries) once the range is given up. */
  fetch(day: string, signal: AbortSignal): Promise<T>
  /**
   * Takes each day read, as it comes, synchronously: nothing of a day outlives it, so however many
   * days there are, about one is held at a time.
   */
  onDay(day: string, value: T): void
  /** Takes each day that could not be read, as it comes. */
  onMissing(day: string, error: unknown): void
  /** An error that no other day would escape (a wrong key, an unknown app): the range stops. */
  isFatal(error: unknown): boolean
}

type Outcome<T> = { value: T } | { error: unknown }

interface Asked<T> {
  day: string
  outcome: Promise<Outcome<T>>
}

/**
 * Reads every day, DAYS_AT_ONCE at a time, oldest first. A day that fails is handed to `onMissing`
 * and the others go on. A fatal failure aborts the days under way, starts no other, and is thrown
 * once they have stopped; so is an error of `onDay` (a full disk). When the first DAYS_AT_ONCE days
 * to end all failed, the service is taken to be down or out of reach (every other day would wait
 * through its retries only to fail alike): the range is given up, and the days it did not read are
 * returned. Else none is returned.
 */
export async function fetchDays<T>(work: DayFetch<T>): Promise<string[]> {
  const stop = new AbortController()
  let fatal: { error: unknown } | undefined
  let [next, read, failed] = [0, 0, 0]
  const abandoned: string[] = []
  const fail = (error: unknown): void => {
    fatal ??= { error }
    stop.abort()
  }
  /** The next day's request, sent; none once the range is stopped or every day is asked for. */
  const ask = (): Asked<T> | undefined => {
    if (stop.signal.aborted || next >= work.days.length) return undefined
    const day = work.days[next++]
    const outcome = work.fetch(day, stop.signal).then(
      value => ({ value }),
      (error: unknown) => ({ error })
    )
    return { day, outcome }
  }

  /** Waits for a day and hands it over; gives the request sent meanwhile for the next one. */
  const settle = async ({ day, outcome: pending }: Asked<T>): Promise<Asked<T> | undefined> => {
    const outcome = await pending
    if ('error' in outcome) {
      if (stop.signal.aborted) abandoned.push(day)
      else if (work.isFatal(outcome.error)) fail(outcome.error)
      else {
        work.onMissing(day, outcome.error)
        if (++failed >= DAYS_AT_ONCE && read === 0) stop.abort()
      }
      return ask()
    }
    read++
    const asked = ask()
    // The next day's request goes out before this day is boiled down (some 10 ms of work for a
    // large app): the service's time then hides ours.
    await nextTurn()
    try {
      if (!fatal) work.onDay(day, outcome.value)
    } catch (error) {
      fail(error)
    }
    return asked
  }

  // A day is handled in `settle`, whose frame ends with it: a day held in the worker's own frame
  // would stay referenced through the next day's wait, and outlive the young generation.
  const worker = async (): Promise<void> => {
    for (let asked = ask(); asked !== undefined;) asked = await settle(asked)
  }

  const workers = Math.min(DAYS_AT_ONCE, work.days.length)
  await Promise.all(Array.from({ length: workers }, worker))
  if (fatal) throw fatal.error
  return [...abandoned, ...work.days.slice(next)].sort()
}

import { ServiceError } from '../../service/errors.js'
import type { CommandContext } from '../context.js'
import type { AnalyticsConfig } from './inputs.js'

export class AnalyticsNotFound extends Error {}

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
      throw new AnalyticsNotFound(
        `App ${appId} not found (or no analytics for ${day}): ${error.serviceMessage || 'HTTP 404'}. Check app-id (from the service's app listing) and date.`
      )
    }
    throw error
  }
}

/** At most this many days are asked for at once: a quarter then takes a quarter of the time. */
export const DAYS_AT_ONCE = 4

export interface DayFetch<T> {
  days: string[]
  /** Reads one day; `signal` aborts it (and its retries) once the range is given up. */
  fetch(day: string, signal: AbortSignal): Promise<T>
  /** Takes each day read, as it comes; one at a time, never two at once. */
  onDay(day: string, value: T): Promise<void>
  /** Takes each day that could not be read, as it comes. */
  onMissing(day: string, error: unknown): void
  /** An error that no other day would escape (a wrong key, an unknown app): the range stops. */
  isFatal(error: unknown): boolean
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
  let [next, read, failed, queued] = [0, 0, 0, 0]
  const abandoned: string[] = []
  // `onDay` writes to files: days are handed over one after another, in the order they come, while
  // the workers go on to the next day (the service's time then hides ours). A worker waits only when
  // DAYS_AT_ONCE days are queued, so that few are ever held at once.
  let handing = Promise.resolve()
  const fail = (error: unknown): void => {
    fatal ??= { error }
    stop.abort()
  }

  const worker = async (): Promise<void> => {
    while (!stop.signal.aborted && next < work.days.length) {
      const day = work.days[next++]
      let value: T
      try {
        value = await work.fetch(day, stop.signal)
      } catch (error) {
        if (stop.signal.aborted) abandoned.push(day)
        else if (work.isFatal(error)) fail(error)
        else {
          work.onMissing(day, error)
          if (++failed >= DAYS_AT_ONCE && read === 0) stop.abort()
        }
        continue
      }
      read++
      queued++
      handing = handing
        .then(() => (fatal ? undefined : work.onDay(day, value)))
        .finally(() => queued--)
      handing.catch(fail)
      if (queued >= DAYS_AT_ONCE) await handing.catch(fail)
    }
  }

  const workers = Math.min(DAYS_AT_ONCE, work.days.length)
  await Promise.all(Array.from({ length: workers }, worker))
  await handing.catch(fail)
  if (fatal) throw fatal.error
  return [...abandoned, ...work.days.slice(next)].sort()
}

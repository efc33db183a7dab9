import { onAbort } from './on-abort.js'

/** The longest delay setTimeout keeps: past 2^31 - 1 ms (about 24 days) it fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * The one way to wait: every retry delay and every poll interval goes through it. An abort ends the
 * wait at once (it resolves: the caller looks at the signal to know why).
 */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise(resolve => {
    if (signal?.aborted) return resolve()
    const done = (): void => {
      clearTimeout(timer)
      stopListening()
      resolve()
    }
    const timer = setTimeout(done, ms)
    const stopListening = onAbort(signal, done)
  })
}

/**
 * Virtual time for a run in this process: Date alone is faked (and flows as usual between sleeps),
 * and each sleep of src/service/sleep.ts, replaced by `virtualSleep`, moves it on at once instead
 * of passing. Timers, ticks and I/O stay real, so servers and sockets behave as ever; the emulator
 * reads the same Date, so the gaps it records between requests are the delays the action took.
 */
import { jest } from '@jest/globals'

export function useVirtualDate(): void {
  jest.useFakeTimers({
    advanceTimers: true,
    now: Date.now(),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout'
    ]
  })
}

/** A sleep that moves the faked Date on by its length, then yields once. */
export function virtualSleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.resolve()
  jest.setSystemTime(Date.now() + Math.max(0, ms))
  return new Promise(resolve => setImmediate(resolve))
}

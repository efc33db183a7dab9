import { STOP_EXIT_CODES, StopRequest, type StopSignal } from './stop.js'

/**
 * How long the clean-up after a stop may take (the outputs, the summary, the GitHub Deployment's
 * last status) before the process ends anyway: well within the 7.5 s GitHub leaves between the
 * SIGINT of "Cancel workflow" and its SIGTERM.
 */
const STOP_BOUND_MS = 4_000

const SIGNALS: readonly StopSignal[] = ['SIGINT', 'SIGTERM']

/**
 * The one cancellation of a run, made by its adapter: the first SIGINT or SIGTERM aborts the
 * returned signal (its reason a StopRequest), which the context carries to every wait, sleep and
 * request, so that the command ends as a failure that says what it left behind. A second signal,
 * or a clean-up that passes STOP_BOUND_MS, ends the process at once, after `lastWords` (synchronous:
 * what must be written even then) and with the exit code a shell expects of the last signal.
 */
export function stopOnSignals({
  say,
  lastWords,
  boundMs = STOP_BOUND_MS
}: {
  /** A line of the log. */
  say(message: string): void
  lastWords(stop: StopRequest): void
  boundMs?: number
}): { signal: AbortSignal; done(): void } {
  const controller = new AbortController()
  /** Ends the process on `last`, the run having been stopped by `stop`. */
  const end = (stop: StopRequest, last: StopSignal, why: string): void => {
    say(why)
    try {
      lastWords(stop)
    } finally {
      exitFlushed(STOP_EXIT_CODES[last])
    }
  }
  const listener = (name: StopSignal): void => {
    if (controller.signal.aborted) {
      const first = controller.signal.reason as StopRequest
      return end(first, name, `${name} after ${first.signal}: ending now.`)
    }
    const stop = new StopRequest(name)
    say(`${name} received: stopping, and saying what was done so far.`)
    controller.abort(stop)
    // Unref'd: a clean-up that ends in time does not wait for it.
    setTimeout(() => {
      const why = `The clean-up did not end within ${boundMs / 1000}s of ${name}: ending now.`
      end(stop, name, why)
    }, boundMs).unref()
  }
  for (const name of SIGNALS) process.on(name, listener)
  return {
    signal: controller.signal,
    /**
     * The run has said all it had to: not stopped, the listeners go; stopped, the process ends now,
     * whatever is still open (a request GitHub does not answer), with the signal's code.
     */
    done: () => {
      const stop = controller.signal.reason as StopRequest | undefined
      if (stop) exitFlushed(STOP_EXIT_CODES[stop.signal])
      else SIGNALS.forEach(name => process.off(name, listener))
    }
  }
}

/**
 * Ends the process with `code` once what it wrote to stdout and stderr has gone out (a pipe is
 * written asynchronously on macOS), or half a second later, whichever is first.
 */
function exitFlushed(code: number): void {
  process.exitCode = code
  let streams = 2
  const flushed = (): void => {
    if (--streams === 0) process.exit(code)
  }
  process.stdout.write('', flushed)
  process.stderr.write('', flushed)
  setTimeout(() => process.exit(code), 500).unref()
}

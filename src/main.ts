import {
  actionContext,
  actionInputs,
  actionLog,
  endAnnotations,
  failStep,
  withoutMasked
} from './action/context.js'
import { describeFailure, type StepFailure } from './commands/describe-failure.js'
import { JobSummary } from './action/job-summary.js'
import { readInputs } from './commands/read-inputs.js'
import { runIn } from './commands/command.js'
import { describeStop, STOP_EXIT_CODES, stopOf } from './commands/stop.js'
import { stopOnSignals } from './commands/stop-signals.js'
import { inputNames } from './inputs/reader.js'

/**
 * Read the inputs, run one command, write the summary, and fail once at the end. A cancelled
 * workflow (SIGINT, then SIGTERM) stops it: the outputs set so far stay (each is written as it is
 * set), the summary and the failure say what was left going, and the exit code is the signal's.
 */
export async function run(): Promise<void> {
  const summary = new JobSummary(withoutMasked)
  const log = actionLog(summary)
  let names = inputNames(actionInputs)
  const stopping = stopOnSignals({
    say: log.info,
    lastWords: stop => {
      endAnnotations(summary)
      summary.writeNow(describeStop(stop, undefined, names))
    }
  })
  let failure: StepFailure | undefined
  try {
    const { command, config, ...running } = await readInputs(
      actionInputs,
      log.warning,
      found => (summary.title = found.title)
    )
    names = running.names
    await runIn(command, config, actionContext(running, summary, stopping.signal))
  } catch (error) {
    const stop = stopOf(stopping.signal)
    failure = stop ? describeStop(stop, error, names) : describeFailure(error, names)
  }
  endAnnotations(summary)
  await summary.write(failure)
  if (failure) failStep(failure.message)
  // Stopped after the work was done, it says so as it would have, with the signal's exit code.
  const stop = stopOf(stopping.signal)
  if (stop) process.exitCode = STOP_EXIT_CODES[stop.signal]
  stopping.done()
}

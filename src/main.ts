import {
  actionContext,
  actionInputs,
  actionLog,
  endAnnotations,
  failStep,
  setOutputs,
  withoutMasked
} from './action/context.js'
import { describeFailure, type StepFailure } from './commands/describe-failure.js'
import { JobSummary } from './action/job-summary.js'
import { readInputs } from './commands/read-inputs.js'
import { runIn } from './commands/command.js'
import { describeStop, STOP_EXIT_CODES, stopOf } from './commands/stop.js'
import { stopOnSignals } from './commands/stop-signals.js'
import { inputNames, type InputNames } from './inputs/reader.js'
import { RunReport } from './fleet/run-report.js'

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
  const report = new RunReport()
  let failure: StepFailure | undefined
  let thrown: unknown
  try {
    const { command, config, ...running } = await readInputs(
      actionInputs,
      log.warning,
      found => (summary.title = found.title)
    )
    names = running.names
    await runIn(command, config, actionContext(running, summary, stopping.signal, report))
  } catch (error) {
    thrown = error
    const stop = stopOf(stopping.signal)
    failure = stop ? describeStop(stop, error, names) : describeFailure(error, names)
  }
  failure = await writeReport(report, { summary, failure, thrown, signal: stopping.signal, names })
  endAnnotations(summary)
  await summary.write(failure)
  if (failure) failStep(failure.message)
  // Stopped after the work was done, it says so as it would have, with the signal's exit code.
  const stop = stopOf(stopping.signal)
  if (stop) process.exitCode = STOP_EXIT_CODES[stop.signal]
  stopping.done()
}

/**
 * Writes the report file the command was given (fleet/report-file.ts), with the exit code the tool
 * would end with, so that `gather` reads one scale; one that cannot be written fails a step that went
 * through (what `gather` needs of this run is missing).
 */
async function writeReport(
  report: RunReport,
  ended: {
    summary: JobSummary
    failure?: StepFailure
    thrown: unknown
    signal: AbortSignal
    names: InputNames
  }
): Promise<StepFailure | undefined> {
  const { summary, failure, thrown, signal, names } = ended
  if (!report.asked) return failure
  // Loaded when asked: the entry holds no IPA reader (a record's app is read through it).
  const { writeReportFile } = await import('./fleet/report-file.js')
  const { exitCodeOf } = await import('./cli/exit-codes.js')
  const stop = stopOf(signal)
  const code = stop ? STOP_EXIT_CODES[stop.signal] : exitCodeOf(thrown)
  const unwritten = writeReportFile(report, {
    outputs: setOutputs(),
    unit: summary.outcome,
    error: thrown,
    failure: failure && { code, message: withoutMasked(failure.message) },
    names,
    hide: withoutMasked
  })
  if (!unwritten) return failure
  if (failure) actionLog(summary).error(unwritten)
  return failure ?? { message: unwritten, explanation: { headline: unwritten } }
}

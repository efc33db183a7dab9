import { actionContext, actionInputs, actionLog, failStep } from './action/context.js'
import { endAnnotations } from './action/context.js'
import { describeFailure, type StepFailure } from './commands/describe-failure.js'
import { JobSummary } from './action/job-summary.js'
import { readInputs } from './commands/read-inputs.js'
import { inputNames } from './inputs/reader.js'

/** Read the inputs, run one command, write the summary, and fail once at the end. */
export async function run(): Promise<void> {
  const summary = new JobSummary()
  let failure: StepFailure | undefined
  try {
    const { command, config, ...running } = await readInputs(
      actionInputs,
      actionLog(summary).warning,
      found => (summary.title = found.title)
    )
    await command.run(config, actionContext(running, summary))
  } catch (error) {
    failure = describeFailure(error, inputNames(actionInputs))
  }
  endAnnotations(summary)
  await summary.write(failure?.explanation)
  if (failure) failStep(failure.message)
}

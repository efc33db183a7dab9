import * as core from '@actions/core'
import { COMMAND_TITLES, runCommand } from './commands/index.js'
import { createContext } from './commands/context.js'
import { getInputs } from './inputs/input-helper.js'
import { JobSummary } from './summary/job-summary.js'
import { describeFailure } from './failure.js'

/** Read the inputs, run one command, write the summary, and fail once at the end. */
export async function run(): Promise<void> {
  let summary = new JobSummary('App Store deploy')
  let failure: string | undefined
  try {
    const config = await getInputs()
    summary = new JobSummary(COMMAND_TITLES[config.command])
    await runCommand(config, createContext(config.connection, summary))
  } catch (error) {
    failure = describeFailure(error)
  }
  try {
    await summary.write(failure)
  } catch (error) {
    core.warning(`Could not write the job summary: ${(error as Error).message}`)
  }
  if (failure) core.setFailed(failure)
}

import * as core from '@actions/core'
import { type CommandContext, jsonOutput, type Log, type OutputSink } from '../commands/context.js'
import { Outputs } from '../inputs/names.js'
import type { JobSummary } from './job-summary.js'
import type { ActionInputs } from '../inputs/read-inputs.js'
import type { InputSource } from '../inputs/reader.js'
import { runContext } from '../commands/run-context.js'
import { connect } from '../commands/connect.js'

/** Outputs share the runner's per-job limit of about 1 MiB; a larger answer is left to the files. */

/** What a command gets when it runs as the action: the runner's log, outputs and summary. */
export function actionContext(
  { connection, dryRun, names }: Pick<ActionInputs, 'connection' | 'dryRun' | 'names'>,
  summary: JobSummary
): CommandContext {
  const log = actionLog(summary)
  return {
    client: connect(connection, log),
    log,
    outputs: actionOutputs,
    summary,
    dryRun,
    run: runContext(),
    names
  }
}

/** The inputs as the runner passes them (`INPUT_*`), and its way of masking a secret. */
export const actionInputs: InputSource = {
  given: name => core.getInput(name, { trimWhitespace: true }),
  mask: value => core.setSecret(value)
}

/** Ends the step as failed, with the one message that says what happened and what to do. */
export function failStep(message: string): void {
  core.setFailed(message)
}

/** The runner's log; warnings are also kept for the job summary. */
export function actionLog(summary: JobSummary): Log {
  return {
    debug: message => core.debug(message),
    info: message => core.info(message),
    notice: message => core.notice(message),
    warning: (message, annotation) => {
      summary.warnings.push(message)
      core.warning(message, annotation)
    },
    error: message => core.error(message),
    group: (title, lines) => {
      core.startGroup(title)
      for (const line of lines) core.info(line)
      core.endGroup()
    }
  }
}

const actionOutputs: OutputSink = {
  set(name, value) {
    if (value === undefined) return
    core.setOutput(name, typeof value === 'object' ? JSON.stringify(value) : String(value))
  },
  json(value, whereInstead) {
    const output = jsonOutput(value, whereInstead)
    if ('tooLarge' in output) core.warning(output.tooLarge)
    else core.setOutput(Outputs.Json, output.text)
  }
}

import { readFileSync } from 'node:fs'
import {
  type LocalContext,
  JSON_OUTPUT_MAX_BYTES,
  jsonOutput,
  type Log,
  type OutputSink
} from '../commands/context.js'
import { formatBytes } from '../text/format.js'
import type { ServiceClient } from '../service/client.js'
import { Outputs } from '../inputs/names.js'
import type { JobSummary } from './job-summary.js'
import type { ActionInputs } from '../commands/read-inputs.js'
import type { InputSource } from '../inputs/reader.js'
import { github } from '../platforms/github.js'
import { Secrets } from '../platforms/secrets.js'
import { connect } from '../commands/connect.js'
import { outcomeToOutputs } from '../commands/outcome.js'
import { secretPartsIn } from '../text/signed-url.js'
import { mdMessage } from '../text/markdown.js'
import { plural } from '../text/format.js'
import { AnnotationBook } from './annotations.js'
import { ANNOTATIONS_PER_KIND } from './fold-annotations.js'
import * as runner from './workflow-commands.js'
import type { RunReport } from '../fleet/run-report.js'

/** What a command gets when it runs as the action: the runner's log, outputs and summary. */
export function actionContext(
  { connection, dryRun, names }: Pick<ActionInputs, 'connection' | 'dryRun' | 'names'>,
  summary: JobSummary,
  /** The run's cancellation (commands/stop-signals.ts). */
  signal?: AbortSignal,
  /** What the run's report-file says, kept as it goes. */
  report?: RunReport
): LocalContext & { client?: ServiceClient } {
  const log = actionLog(summary)
  return {
    ...connect(connection, log, signal),
    signal,
    log,
    outputs: actionOutputs,
    outcome: outcomeToOutputs(actionOutputs, summary.outcome),
    report,
    summary,
    dryRun,
    run: github.run(process.env),
    names
  }
}

/** The step's secrets: the runner masks each in its log from when it is first added. */
const secrets = new Secrets(value => runner.setSecret(value))

/**
 * Text with every masked value hidden before the runner sees it: the log and the summary never rely
 * on the runner's mask alone (an ipa-url's query, masked whole, shows in the service's record of it).
 */
export function withoutMasked(text: string): string {
  return secrets.hide(text)
}

/** The inputs as the runner passes them (`INPUT_*`), and its way of masking a secret. */
export const actionInputs: InputSource = {
  given: name => runner.getInput(name),
  mask: (value, kind) => secrets.add(value, kind),
  folders: () => github.folders(process.env),
  parallel: () => github.run(process.env).parallel
}

/** Ends the step as failed, with the one message that says what happened and what to do. */
export function failStep(message: string): void {
  runner.setFailed(withoutMasked(message))
}

/** The step's annotations, kept to GitHub's caps: every warning, notice and error goes through it. */
const annotations = new AnnotationBook({
  annotate: (kind, { message, ...properties }) => runner.annotate(kind, message, properties),
  line: text => runner.info(text)
})

/** The runner's log; warnings are also kept for the job summary. */
export function actionLog(summary: JobSummary): Log {
  return {
    debug: message => runner.debug(withoutMasked(message)),
    info: message => runner.info(withoutMasked(message)),
    notice: message => annotations.record('notice', { message: withoutMasked(message) }),
    warning: (message, annotation) => {
      summary.warnings.push(message)
      annotations.record('warning', { ...annotation, message: withoutMasked(message) })
    },
    error: message => annotations.record('error', { message: withoutMasked(message) }),
    group: (title, lines) => {
      runner.startGroup(withoutMasked(title))
      for (const line of lines) runner.info(withoutMasked(line))
      runner.endGroup()
    }
  }
}

/**
 * Ends the step's annotations, before its summary is written: what waited is annotated, folded to
 * fit GitHub's caps; where the caps folded or counted notices or errors, the summary lists them all
 * (it lists every warning already), as the last annotation of a kind says.
 */
export function endAnnotations(summary: JobSummary): void {
  const unshown = annotations.end()
  for (const [kind, heading] of [
    ['notice', 'Notices'],
    ['error', 'Errors']
  ] as const) {
    const findings = unshown[kind]
    if (findings.length === 0) continue
    summary.add(
      [
        `### ${heading}`,
        '',
        `Every ${kind} of this step (${plural(findings.length, kind)}): GitHub annotates ${ANNOTATIONS_PER_KIND} of each kind per step.`,
        '',
        ...findings.map(({ message }) => `- ${mdMessage(message, 600)}`)
      ].join('\n')
    )
  }
}

/**
 * The step's outputs. One that holds a pre-signed URL keeps it whole, for the workflow to use; the
 * runner masks its secret parts wherever a later step prints them.
 */
/** The outputs set so far, by name, as the runner was given them: for the step's report file. */
const outputsSet = new Map<string, string>()

export function setOutputs(): Record<string, string> {
  return Object.fromEntries(outputsSet)
}

const actionOutputs: OutputSink = {
  set(name, value) {
    if (value === undefined) return
    for (const part of secretPartsIn(value)) secrets.add(part, 'url')
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
    outputsSet.set(name, text)
    runner.setOutput(name, text)
  },
  json(value, whereInstead) {
    const output = jsonOutput(value, whereInstead)
    if ('tooLarge' in output) return annotations.record('warning', { message: output.tooLarge })
    for (const part of secretPartsIn(value)) secrets.add(part, 'url')
    runner.setOutput(Outputs.Json, output.text)
  },
  jsonFile(file, bytes) {
    // A range's report is most often larger: that is expected, so said plainly, with no warning.
    if (bytes > JSON_OUTPUT_MAX_BYTES)
      return runner.info(
        `The 'json' output is left unset: the report (${formatBytes(bytes)}) is larger than an output holds. Read report-path.`
      )
    this.json(JSON.parse(readFileSync(file, 'utf8')), file)
  }
}

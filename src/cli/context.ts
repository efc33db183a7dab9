import { connect } from '../commands/connect.js'
import { outcomeToOutputs } from '../commands/outcome.js'
import type { RunReport } from '../fleet/run-report.js'
import type { LocalContext, Log, OutputSink, RunContext } from '../commands/context.js'
import type { ServiceClient } from '../service/client.js'
import type { SummaryDocument } from '../summary/document.js'
import type { ActionInputs } from '../commands/read-inputs.js'
import type { Platform } from '../platforms/platform.js'
import type { Secrets } from '../platforms/secrets.js'
import { secretPartsIn } from '../text/signed-url.js'
import { ProgressBar } from './progress-bar.js'

/** What the command-line tool prints: the log on stderr, plain lines or coloured in a terminal. */
export interface Terminal {
  /** Writes text as it is: lines end in `\n`. */
  write(text: string): void
  /** A terminal that shows colour and a live progress bar; else plain lines. */
  live: boolean
  /** Its width, for the progress bar. */
  columns(): number
  verbose: boolean
  /** Values no line may show (the key, a pre-signed query): the tool's mask. */
  secrets: Secrets
  /** The CI it runs in, which may mark a line of the log as its own kind. */
  platform: Platform
  /** The CI's variables, which may say how it reads a line (Azure's DECODE_PERCENTS). */
  env: NodeJS.ProcessEnv
}

const COLOURS = { warning: 33, error: 31, notice: 36, debug: 90 } as const

/**
 * The log, kept on stderr: no workflow commands, the secrets hidden, warnings kept for the summary;
 * warnings and errors marked as the CI marks them (a terminal's `warning: …`).
 */
export function cliLog(terminal: Terminal, summary: SummaryDocument): Log {
  const bar = terminal.live ? new ProgressBar(terminal.write, terminal.columns) : undefined
  const { platform } = terminal
  const say = (level: keyof typeof COLOURS | 'info', message: string): void => {
    const text = terminal.secrets.hide(message)
    if (level !== 'info' && platform.logLine)
      return show(platform.logLine(level, text, terminal.env))
    for (const line of text.split('\n')) {
      const labelled = level === 'info' ? line : `${level}: ${line}`
      show(
        terminal.live && level !== 'info' ? `\x1b[${COLOURS[level]}m${labelled}\x1b[0m` : labelled
      )
    }
  }
  const show = (line: string): void => {
    if (bar) bar.above(line)
    else terminal.write(`${line}\n`)
  }
  return {
    debug: message => terminal.verbose && say('debug', message),
    info: message => say('info', message),
    notice: message => say('notice', message),
    warning: message => {
      summary.warnings.push(message)
      say('warning', message)
    },
    error: message => say('error', message),
    group: (title, lines) => {
      if (!platform.group) {
        say('info', title)
        for (const line of lines) say('info', `  ${line}`)
        return
      }
      show(platform.group.open(terminal.secrets.hide(title).replace(/\n/g, ' ')))
      for (const line of lines) say('info', line)
      show(platform.group.close)
    },
    progress: bar && (progress => bar.update(progress))
  }
}

/**
 * The outputs a command sets, kept to be printed once it ends (stdout carries only them). A
 * pre-signed URL in one stays whole there, and its secret parts join the log's mask. The `json`
 * answer is kept whole, whatever its size: stdout has no limit an action's output has.
 */
export class CollectedOutputs implements OutputSink {
  readonly values = new Map<string, string>()
  /** The `json` output: the service's answer, when one was set. */
  answer: unknown = undefined
  /** Or the file that holds it (a range's report), printed as it is rather than held in memory. */
  answerFile: string | undefined = undefined

  constructor(private readonly terminal: Terminal) {}

  set(name: string, value: string | number | boolean | object | undefined): void {
    if (value === undefined) return
    for (const part of secretPartsIn(value)) this.terminal.secrets.add(part, 'url')
    this.values.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }

  json(value: unknown): void {
    // No answer is no answer: --json then prints the outputs, never `null`.
    if (value === undefined || value === null) return
    for (const part of secretPartsIn(value)) this.terminal.secrets.add(part, 'url')
    this.answer = value
    this.answerFile = undefined
  }

  jsonFile(file: string): void {
    this.answerFile = file
    this.answer = undefined
  }
}

/** What a command gets when the command-line tool runs it. */
export function cliContext(
  { connection, dryRun, names }: Pick<ActionInputs, 'connection' | 'dryRun' | 'names'>,
  {
    log,
    outputs,
    summary,
    run,
    report
  }: {
    log: Log
    outputs: CollectedOutputs
    summary: SummaryDocument
    run: RunContext
    /** What the run's report-file says, kept as it goes. */
    report?: RunReport
  },
  /** The run's cancellation (commands/stop-signals.ts). */
  signal?: AbortSignal
): LocalContext & { client?: ServiceClient } {
  return {
    ...connect(connection, log, signal),
    signal,
    log,
    outputs,
    outcome: outcomeToOutputs(outputs, summary.outcome),
    report,
    summary,
    dryRun,
    run,
    names
  }
}

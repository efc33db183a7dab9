import { connect } from '../commands/connect.js'
import type { CommandContext, Log, OutputSink } from '../commands/context.js'
import { runContext } from '../commands/run-context.js'
import type { SummaryDocument } from '../commands/summary-document.js'
import type { ActionInputs } from '../commands/read-inputs.js'
import { secretPartsIn } from '../text/signed-url.js'
import { withoutSecret } from '../text/untrusted.js'
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
  secrets: string[]
}

const COLOURS = { warning: 33, error: 31, notice: 36, debug: 90 } as const

/** The log, kept on stderr: no workflow commands, the secrets hidden, warnings kept for the summary. */
export function cliLog(terminal: Terminal, summary: SummaryDocument): Log {
  const bar = terminal.live ? new ProgressBar(terminal.write, terminal.columns) : undefined
  const say = (level: keyof typeof COLOURS | 'info', message: string): void => {
    const text = terminal.secrets.length ? withoutSecret(message, terminal.secrets) : message
    for (const line of text.split('\n')) {
      const labelled = level === 'info' ? line : `${level}: ${line}`
      const shown =
        terminal.live && level !== 'info' ? `\x1b[${COLOURS[level]}m${labelled}\x1b[0m` : labelled
      if (bar) bar.above(shown)
      else terminal.write(`${shown}\n`)
    }
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
      say('info', title)
      for (const line of lines) say('info', `  ${line}`)
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
    this.terminal.secrets.push(...secretPartsIn(value))
    this.values.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }

  json(value: unknown): void {
    // No answer is no answer: --json then prints the outputs, never `null`.
    if (value === undefined || value === null) return
    this.terminal.secrets.push(...secretPartsIn(value))
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
  { log, outputs, summary }: { log: Log; outputs: CollectedOutputs; summary: SummaryDocument },
  /** The run's cancellation (commands/stop-signals.ts). */
  signal?: AbortSignal
): CommandContext {
  return {
    client: connect(connection, log, signal),
    signal,
    log,
    outputs,
    summary,
    dryRun,
    run: runContext(),
    names
  }
}

import type { OutputName } from '../inputs/names.js'
import type { InputNames } from '../inputs/reader.js'
import type { ServiceClient } from '../service/client.js'
import type { StorageIpa } from '../service/storage/index.js'
import type { UploadProgress } from '../service/transport-types.js'
import type { OutcomeSink } from './outcome.js'
import type { RunContext } from './run-context.js'
import type { RunReport } from '../fleet/run-report.js'

export type { Pipeline, RunContext } from './run-context.js'

/**
 * What a command gets to do its work. It is given, not imported, so that commands never depend on
 * the runner: the action adapter (`src/action/`) provides it, a test or a CLI can provide another.
 */
export interface CommandContext extends LocalContext {
  client: ServiceClient
}

/**
 * What a command that makes no request to the service gets (`service: false`): all but the client.
 * An IPA given by URL is still read where it lives, through the same transport.
 */
export interface LocalContext {
  /** Reads an IPA given by URL where it lives (commands/connect.ts). */
  openIpaUrl(url: string): Promise<StorageIpa>
  log: Log
  /** The outputs of the command as a whole (counts, a report's paths). */
  outputs: OutputSink
  /**
   * What its unit of work did, as it is known: a run alone's outputs and summary, or its item of a
   * fleet. A unit's summary is rendered from it (src/summary/), never written by the command.
   */
  outcome: OutcomeSink
  /**
   * The step's job summary, in sections, for what is no unit of work (a listing, a report); the
   * title, any failure, the warnings and the unit's outcome go above them.
   */
  summary: { add(markdown: string): void; readonly warnings: readonly string[] }
  /** Inputs and the IPA are checked and the log says what would be sent; nothing that changes state is sent. */
  dryRun: boolean
  /** Where the step runs, for links back to it. */
  run: RunContext
  /** How a message names an input: as the workflow gives it to the action, or as a flag. */
  names: InputNames
  /**
   * Which item of several this context runs (the IPA's file, of a fleet): its uploads say so to the
   * service layer, whose retry notices then name it.
   */
  item?: string
  /**
   * The run's one cancellation (a SIGINT or SIGTERM: see stop.ts), made by the adapter: the client's
   * requests, the waits and their sleeps end at once when it is aborted.
   */
  signal?: AbortSignal
  /** What the run's `report-file` says once it ends, as the command tells it (fleet/run-report.ts). */
  report?: RunReport
}

export interface Log {
  /** Shown only when step debugging is on. */
  debug(message: string): void
  info(message: string): void
  notice(message: string): void
  /**
   * `title` and `file` make it an annotation on that file; warnings of one `rule` (a preflight
   * problem's code, an ITMS code) may be folded into one annotation naming each file or `item` (an
   * IPA of a fleet), where the runner caps them.
   */
  warning(
    message: string,
    annotation?: { title?: string; file?: string; rule?: string; item?: string }
  ): void
  error(message: string): void
  /** Lines folded under a title, as the runner shows a group. */
  group(title: string, lines: string[]): void
  /**
   * An upload's progress, where the log can show it live (a terminal); without it, the progress
   * becomes a few lines of the log.
   */
  progress?(progress: UploadProgress): void
}

/** The largest `json` output the action sets: a larger answer is left to the files (and the runner's limits). */
export const JSON_OUTPUT_MAX_BYTES = 512 * 1024

/** The `json` output's text, or, for an answer too large for an output, the warning that says so. */
export function jsonOutput(
  value: unknown,
  whereInstead?: string
): { text: string } | { tooLarge: string } {
  const text = JSON.stringify(value ?? null)
  const bytes = Buffer.byteLength(text)
  if (bytes <= JSON_OUTPUT_MAX_BYTES) return { text }
  return {
    tooLarge: `The service's answer (${bytes} bytes) is too large for the 'json' output, which is left unset${whereInstead ? `: read ${whereInstead} instead` : ''}.`
  }
}

export interface OutputSink {
  /** Sets an output at once, so that outputs known before a failure are still set. Objects as JSON. */
  set(name: OutputName, value: string | number | boolean | object | undefined): void
  /**
   * Sets `json` to the service's answer, unless it is too large for an output: then a warning says
   * so and where to read it instead.
   */
  json(value: unknown, whereInstead?: string): void
  /**
   * Sets `json` to the JSON document of a file the command wrote (a range's report), of `bytes`: the
   * adapter reads it where it fits (an output holds 512 KiB; the tool's stdout, any size).
   */
  jsonFile(file: string, bytes: number): void
}

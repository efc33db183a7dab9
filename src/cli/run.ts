import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { describeFailure, type StepFailure } from '../commands/describe-failure.js'
import { recordsOf } from '../fleet/outcome.js'
import { RunReport } from '../fleet/run-report.js'
import type { CommandName } from '../commands/registry.js'
import { SummaryDocument } from '../summary/document.js'
import { readInputs } from '../commands/read-inputs.js'
import { runIn } from '../commands/command.js'
import { inputNames, type InputNames, type InputSource } from '../inputs/reader.js'
import { errorMessage } from '../text/error-message.js'
import type { OutputName } from '../inputs/names.js'
import { platformOf } from '../platforms/index.js'
import type { HandedOutput } from '../platforms/platform.js'
import { Secrets } from '../platforms/secrets.js'
import { secretPartsIn } from '../text/signed-url.js'
import {
  jsonWithoutCommands,
  oneLineOfControls,
  withoutAnywhereCommands
} from '../text/untrusted.js'
import { platformIo } from './platform-io.js'
import { readsOf, type CliArgs } from './args.js'
import { CollectedOutputs, cliContext, cliLog, type Terminal } from './context.js'
import { nearMisses, readDotenv, type DotenvFile } from './env-file.js'
import { EXIT, exitCodeOf, failureDocument } from './exit-codes.js'
import { describeStop, STOP_EXIT_CODES, stopOf } from '../commands/stop.js'
import { stopOnSignals } from '../commands/stop-signals.js'
import { commandLineInputs, emptyKeyProblem, envName } from './source.js'

/** Runs one command: its inputs from the command line, its log on stderr, its result on stdout. */
export async function runCommandLine(
  args: CliArgs & { command: CommandName },
  env: NodeJS.ProcessEnv,
  result: (text: string) => boolean,
  /** The CI it runs in: the one whose variables `env` holds, unless given (a platform's test). */
  platform = platformOf(env),
  /** How messages name the inputs, where the tool is run by another name (a CI's task). */
  words: Partial<InputSource> = {}
): Promise<number> {
  const write = (text: string): void => void process.stderr.write(text)
  const io = platformIo(env, write)
  const terminal: Terminal = {
    write,
    live: Boolean(process.stderr.isTTY) && !env.NO_COLOR && !platform.logLine,
    columns: () => process.stderr.columns || 80,
    verbose: args.verbose || env.APP_DEPLOY_DEBUG === '1' || Boolean(platform.debug?.(env)),
    secrets: new Secrets(value => platform.mask?.(value, io)),
    platform,
    env
  }
  const summary = new SummaryDocument()
  const log = cliLog(terminal, summary)
  const outputs = new CollectedOutputs(terminal)
  const report = new RunReport()
  const step: Step = {
    args,
    env,
    io,
    terminal,
    summary,
    log,
    outputs,
    report,
    result,
    ended: false
  }
  const source = { ...inputsOf(step), ...words }
  const names = inputNames(source)
  // Ctrl-C, or a CI's cancel: the result and the summary say what was done, even if that hangs.
  const stopping = stopOnSignals({
    say: log.info,
    lastWords: stop => {
      if (step.ended) return
      const said = describeStop(stop, undefined, names)
      log.error(said.message)
      finish(step, { failure: said, code: STOP_EXIT_CODES[stop.signal] })
    }
  })
  const ran = await runCommand(step, source, names, stopping.signal)
  // Stopped after the work was done: the result is whole, the exit code the signal's.
  const stop = stopOf(stopping.signal)
  const reported = await writeReport(
    step,
    stop ? { ...ran, code: STOP_EXIT_CODES[stop.signal] } : ran,
    names
  )
  const exitCode = finish(step, reported)
  stopping.done()
  return exitCode
}

/** One run of the tool: where it writes, what it collects, and whether its result is out. */
interface Step {
  args: CliArgs & { command: CommandName }
  env: NodeJS.ProcessEnv
  io: ReturnType<typeof platformIo>
  terminal: Terminal
  summary: SummaryDocument
  log: ReturnType<typeof cliLog>
  outputs: CollectedOutputs
  /** What the command's report-file says, kept as it runs. */
  report: RunReport
  result: (text: string) => boolean
  /** The result was printed (once: a stop's last words may come after). */
  ended: boolean
}

/** How the command ended: its failure (with a fleet's records, each app's), and the exit code. */
interface Ran {
  failure?: StepFailure
  /** What it failed with, as thrown. */
  error?: unknown
  records?: unknown[]
  code: number
}

/**
 * The command's inputs: flags, the --dotenv file, the key's file or variable, APP_DEPLOY_*. Nothing
 * here throws: what is wrong with the files joins the input problems, told with the rest.
 */
function inputsOf({ args, env, terminal, log }: Step): ReturnType<typeof commandLineInputs> {
  const { platform } = terminal
  const envFile = readDotenv(args.dotenv, args.problems, platform.dotenv?.read)
  for (const warning of envFile ? nearMisses(envFile, args.command) : []) log.warning(warning)
  const { apiKey, keyName, emptyKey } = readApiKey(args.apiKeyFile, envFile, env, args.problems)
  return commandLineInputs({
    command: args.command,
    reads: new Set(readsOf(args.command)),
    flags: args.flags,
    env,
    envFile,
    apiKey,
    keyName,
    emptyKey,
    secrets: terminal.secrets,
    platform
  })
}

/** Reads the inputs and runs the command: how it ended, never thrown. */
async function runCommand(
  { args, env, terminal, summary, log, outputs, report }: Step,
  source: ReturnType<typeof commandLineInputs>,
  names: InputNames,
  signal: AbortSignal
): Promise<Ran> {
  try {
    const { command, config, ...running } = await readInputs(
      source,
      log.warning,
      found => (summary.title = found.title),
      args.problems
    )
    const run = terminal.platform.run(env)
    const local = cliContext(running, { log, outputs, summary, run, report }, signal)
    await runIn(command, config, local)
    return { code: EXIT.done }
  } catch (error) {
    const stop = stopOf(signal)
    const failure = stop ? describeStop(stop, error, names) : describeFailure(error, names)
    log.error(failure.message)
    return {
      failure,
      error,
      records: recordsOf(error),
      code: stop ? STOP_EXIT_CODES[stop.signal] : exitCodeOf(error)
    }
  }
}

/**
 * Writes the report file the command was given (report-file.ts), how the run ended; one that cannot
 * be written fails a run that went through (what `gather` needs of this run is missing).
 */
async function writeReport(step: Step, ran: Ran, names: InputNames): Promise<Ran> {
  const { terminal, summary, log, outputs } = step
  if (!step.report.asked) return ran
  const { writeReportFile } = await import('../fleet/report-file.js')
  const unwritten = writeReportFile(step.report, {
    outputs: Object.fromEntries(outputs.values),
    unit: summary.outcome,
    error: ran.error,
    failure: ran.failure && { code: ran.code, message: terminal.secrets.hide(ran.failure.message) },
    names,
    // As --json prints the records: the key and the token hidden, the user's own URLs whole.
    hide: text => terminal.secrets.hideCredentials(text)
  })
  if (!unwritten) return ran
  log.error(unwritten)
  if (ran.failure) return ran
  return {
    code: EXIT.workFailed,
    failure: { message: unwritten, explanation: { headline: unwritten } }
  }
}

/** Writes the summary, hands the outputs on and prints the result (once: see lastWords); the exit code. */
function finish(step: Step, ran: Ran): number {
  step.ended = true
  const { args, env, io, terminal, summary, log, outputs } = step
  const { platform } = terminal
  const rendered = terminal.secrets.hide(summary.render(ran.failure))
  const markdown = platform.summary?.markdown?.(rendered) ?? rendered
  const summaryFile = args.summaryFile ?? platform.summary?.file?.(env, summary.title)
  const kept = platform.summary?.write?.(markdown, io)
  if (kept) log.warning(kept)
  if (summaryFile) {
    const written = writeSummary(summaryFile, markdown, log)
    if (written) platform.summary?.attach?.(path.resolve(summaryFile), io)
  }
  const handed = platform.handOn?.(handedOutputs(outputs, readsOf(args.command)), io) ?? []
  for (const warning of handed) log.warning(warning)
  const { text, code } = args.json
    ? jsonText(step, ran)
    : { text: dotenvText(step), code: ran.code }
  // The key and the token show nowhere; a pre-signed URL in the service's answer (the ipa-url's
  // included) is the user's own data, kept whole, unless stdout is a log no mask hides it in.
  step.result(
    platform.logsStdout ? terminal.secrets.hide(text) : terminal.secrets.hideCredentials(text)
  )
  return code
}

/** What --json prints, and the exit code: a report that cannot be read back fails the run. */
function jsonText({ terminal, outputs, log }: Step, ran: Ran): { text: string; code: number } {
  const { failure, records } = ran
  // The failure's words are log text (a storage's refusal may quote the URL's signature), hidden
  // as the log is; the records and outputs are the user's data.
  const message = failure && terminal.secrets.hide(failure.message)
  const json = jsonResult(outputs, failure && { code: ran.code, message: message ?? '', records })
  if (json.failed) log.error(json.failed)
  return {
    text: `${jsonWithoutCommands(json.text)}\n`,
    code: json.failed ? EXIT.workFailed : ran.code
  }
}

/** The outputs as APP_DEPLOY_NAME=value lines, each value as the platform reads it back. */
function dotenvText({ outputs, terminal }: Step): string {
  return [...outputs.values]
    .map(([name, value]) => {
      const line = terminal.platform.dotenv?.write(value) ?? logLineValue(value)
      return `${envName(name)}=${line}\n`
    })
    .join('')
}

/**
 * What --json prints, always one JSON document: the failure, else the answer (a file's, as it is),
 * else the outputs that were set, by name.
 */
function jsonResult(
  outputs: CollectedOutputs,
  failure?: { code: number; message: string; records?: unknown[] }
): { text: string; failed?: string } {
  const set = Object.fromEntries(outputs.values)
  if (failure) {
    const { code, message, records } = failure
    return {
      text: JSON.stringify({ ...failureDocument(code, message, set), ...(records && { records }) })
    }
  }
  if (outputs.answerFile) {
    try {
      return { text: readFileSync(outputs.answerFile, 'utf8').trim() }
    } catch (error) {
      const failed = `The report ${outputs.answerFile} cannot be read back: ${errorMessage(error)}`
      return { text: JSON.stringify(failureDocument(EXIT.workFailed, failed, set)), failed }
    }
  }
  return { text: JSON.stringify(outputs.answer !== undefined ? outputs.answer : set) }
}

/**
 * The key, from the file --api-key-file names, else the --dotenv file's APP_DEPLOY_API_KEY (named on
 * purpose, as --api-key-file is), else the variable; never from a flag.
 */
function readApiKey(
  file: string | undefined,
  envFile: DotenvFile | undefined,
  env: NodeJS.ProcessEnv,
  problems: string[]
): { apiKey: string; keyName: string; emptyKey?: string } {
  const keyName = 'APP_DEPLOY_API_KEY (or the file --api-key-file names)'
  const inEnvFile = envFile?.values.get('APP_DEPLOY_API_KEY')
  if (envFile && !file && inEnvFile) {
    const where = { line: inEnvFile.line, flag: envFile.flag, path: envFile.path }
    return {
      apiKey: inEnvFile.value,
      keyName: `APP_DEPLOY_API_KEY on line ${inEnvFile.line} of ${envFile.path}`,
      emptyKey: emptyKeyProblem(inEnvFile.value, { envFile: where })
    }
  }
  if (!file) {
    const apiKey = env.APP_DEPLOY_API_KEY
    return { apiKey: apiKey ?? '', keyName, emptyKey: emptyKeyProblem(apiKey, { variable: true }) }
  }
  try {
    const apiKey = readFileSync(file, 'utf8')
    return { apiKey: apiKey.trim(), keyName, emptyKey: emptyKeyProblem(apiKey, { file }) }
  } catch (error) {
    problems.push(
      `--api-key-file '${file}' cannot be read (${errorMessage(error)}): give the path of a file that holds the key.`
    )
    return { apiKey: '', keyName }
  }
}

/**
 * A value of the dotenv lines on stdout, which is the build's log on every CI (a platform that reads
 * those lines itself says how they are written: `Platform.dotenv`): one line, no control character
 * a terminal obeys, and no command that an Azure Pipelines agent, or GitHub's runner, would find in
 * stdout anywhere in a line. The value itself reaches the later steps exactly through the CI's own
 * channel (`Platform.handOn`).
 */
function logLineValue(value: string): string {
  return withoutAnywhereCommands(oneLineOfControls(value))
}

/** Writes the summary file; whether it was written (else a warning says why). */
function writeSummary(
  file: string,
  markdown: string,
  log: { warning(message: string): void }
): boolean {
  try {
    // A folder of its own (reports/summary.md) is made, as a tool that writes a file is expected to.
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, markdown)
    return true
  } catch (error) {
    log.warning(`Could not write the summary to ${file}: ${errorMessage(error)}`)
    return false
  }
}

/** The outputs set, as the service wrote them, for the platform to hand on its own way. */
function handedOutputs(outputs: CollectedOutputs, reads: readonly string[]): HandedOutput[] {
  return [...outputs.values].map(([name, value]) => ({
    name: name as OutputName,
    value,
    secret: secretPartsIn(value).length > 0,
    readByItsCommand: reads.includes(name)
  }))
}

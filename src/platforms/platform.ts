import type { RunContext } from '../commands/context.js'
import type { OutputName } from '../inputs/names.js'
import type { Folders, InputSource } from '../inputs/reader.js'

export type Env = NodeJS.ProcessEnv

/**
 * A CI (or a terminal) that runs the tool or the action: everything that differs from one to the
 * next is said here, once per platform, in its own module (see CONTRIBUTING.md, "Adding a platform").
 * What it does not say, it does as a terminal does.
 */
export interface Platform {
  /** As its users call it: `Azure Pipelines`. */
  readonly name: string
  /** Whether this process runs in it, from the variables its runner sets. */
  detect(env: Env): boolean
  /**
   * How the names of the variables its runner sets begin (`GITLAB_`, `CI_`), those `detect` and `run`
   * read among them: the tests clear them from a run's environment, so that the CI the tests run in
   * never reaches a run of theirs.
   */
  readonly variables: readonly string[]
  /**
   * Its examples in examples/, the tool in pipelines of this CI, which the checks read as the CI does
   * (`npm run check:metadata`): each file, and the CI's JSON schema, then those it refers to, by their
   * file names in ../shared/schemas, where its CI publishes one.
   */
  readonly examples?: ReadonlyArray<{ file: string; schemas?: readonly string[] }>
  /**
   * The run, for links back to it, and what a retried job names the same again: what ties a
   * release's Idempotency-Key to the job's retries (see exactly-once/).
   */
  run(env: Env): RunContext
  /** Whether the CI's own switch for a verbose log is on (Azure's System.Debug): debug lines too. */
  debug?(env: Env): boolean
  /** Where files nobody named go: the reports a user reads afterwards, and parts on the way. */
  folders(env: Env): Folders
  /** How messages name what a later step reads: `the APP_DEPLOY_SUBMISSION_ID value`. */
  words?: Pick<InputSource, 'output' | 'handedOn'>
  /**
   * A line of the log of a kind, as the CI marks it (Azure's `##vso[task.logissue …]`); the text is
   * one line, made safe already. Plain `warning: …` lines when not said.
   */
  logLine?(kind: LogKind, text: string, env: Env): string
  /** The lines that open and close a group of the log, where the CI folds one. */
  group?: { open(title: string): string; close: string }
  /** Has the CI hide a secret in its log from now on (once per value). */
  mask?(value: string, io: PlatformIo): void
  /**
   * Hands the outputs on to the job's later steps (and jobs), once the command ends, as the CI reads
   * them; the tool also prints them on stdout, everywhere. Returns what could not be done, as warnings.
   */
  handOn?(outputs: readonly HandedOutput[], io: PlatformIo): string[]
  /** Where the summary is written when no file was named, and how the CI is told to show it. */
  summary?: {
    /** `title`: the command's (`App Store submission`), for a CI that names the summary after its file. */
    file?(env: Env, title?: string): string | undefined
    attach?(file: string, io: PlatformIo): void
    /** The summary's markdown as the CI's viewer reads it (one that knows no GitHub alerts). */
    markdown?(markdown: string): string
    /** Keeps the summary the CI's own way (GitHub's step summary), whether or not a file is named. */
    write?(markdown: string, io: PlatformIo): string | undefined
  }
  /**
   * How a value of the dotenv lines on stdout is written, from the value as the service wrote it,
   * and read back by --dotenv, where the CI reads those lines itself as values and changes what it
   * reads (GitLab expands a `$` in a report's value, and takes no line break). Not said: the lines
   * are a log's, one line each, their commands broken (see cli/run.ts).
   */
  dotenv?: { write(value: string): string; read(value: string): string }
  /**
   * Its stdout is the build's log, and no mask of its own hides a value there: what the tool prints
   * hides a signed URL's query too (the outputs it hands on keep it whole).
   */
  logsStdout?: boolean
}

export type LogKind = 'debug' | 'notice' | 'warning' | 'error'

/** An output, as the service wrote it (never made safe for a log: the CI's own format carries it). */
export interface HandedOutput {
  name: OutputName
  value: string
  /** It holds a secret (a pre-signed URL's query): the CI should keep it as one. */
  secret: boolean
  /**
   * The command that set it reads an input of that name (`team-id` of submit, `report-path` of
   * analytics): handed to the job's later steps as a variable, it would steer a later run of that
   * command (another app's submit sent to this team).
   */
  readByItsCommand?: boolean
}

/** What a platform may do: write a line for its CI to read, write files, run the CI's own programs. */
export interface PlatformIo {
  env: Env
  /** Writes one line of the log as it is: a command the CI reads (`##vso[…]`), nothing of ours. */
  command(line: string): void
  appendFile(file: string, text: string): void
  /** Runs a program with arguments (never through a shell); what went wrong, if anything. */
  runProgram(program: string, args: readonly string[]): string | undefined
  /**
   * Gives `use` a file that holds `text`, in a folder only this user may read, removed once `use`
   * returns: a value too long or too secret for a program's arguments (envman's `--valuefile`).
   */
  withPrivateFile<T>(text: string, use: (file: string) => T): T
}

import * as os from 'node:os'
import { INPUTS, INPUT_DEFAULTS } from './declared-inputs.js'
import { secretPartsOf } from '../text/signed-url.js'
import type { InputName, OutputName } from './names.js'
import { InputProblem } from './parse.js'

export type SecretKind = 'credential' | 'url'

/** Every problem found in the inputs, reported together so that one fix-up run is enough. */
export class InputErrors extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `${problems.length} inputs need fixing:\n${problems.map(p => `- ${p}`).join('\n')}`
    )
    this.name = 'InputErrors'
  }
}

/**
 * Where inputs come from, given by the adapter that runs the command: the runner's `INPUT_*`
 * variables for the action. No adapter's runtime is imported here.
 */
export interface InputSource {
  /** What was given for an input, trimmed; empty when nothing was. */
  given(name: InputName): string
  /**
   * Hides a secret from every later line of the log: a credential (the key, a token) shows nowhere;
   * a signed URL's part (a pre-signed query) stays in a URL output, for the workflow to use.
   */
  mask(value: string, kind?: SecretKind): void
  /** How a message names an input; `Input 'team-id'` unless told otherwise. */
  named?(name: InputName): string
  /** How a message refers to an input named before; `'team-id'` unless told otherwise. */
  referred?(name: InputName): string
  /** How a message says to give an input a value; `wait: false` unless told otherwise. */
  setting?(name: InputName, value: string): string
  /** How a message points a later job to an output; `the submission-id output` unless told otherwise. */
  output?(name: OutputName): string
  /**
   * How a later step gives an input what this one printed as an output: the action's
   * `submission-id: ${{ steps.<id>.outputs.submission-ids }}` unless told otherwise.
   */
  handedOn?(input: InputName, output: OutputName): string
  /** How to give the API key, for the message when it is missing. */
  keyHint?: string
  /** Where the key comes from, for the message when the service refuses it. */
  keyName?: string
  /** When the key was given empty (a key file with nothing in it): where, and what to do. */
  emptyKey?: string
  /**
   * Where a command writes files nobody named: `reports` for what the user reads afterwards (the
   * runner's RUNNER_TEMP for the action, the current folder for the command-line tool), `scratch`
   * for parts on the way. Both the system's temporary folder unless told.
   */
  folders?(): Folders
  /**
   * The CI's parallel copies of this job, as its platform reads them (`index` from 0), for the
   * shard inputs' default; none unless told.
   */
  parallel?(): { index: number; total: number; variables: string } | undefined
}

export interface Folders {
  reports: string
  scratch: string
  /** How files written there outlive the run, where they do not by themselves (the runner's). */
  keep?: string
}

/** How messages name inputs, as the adapter that gave them spells them. */
export interface InputNames {
  /** The subject of a sentence: `Input 'team-id'`, `--team-id (APP_DEPLOY_TEAM_ID)`. */
  named(name: InputName): string
  /** A mention of one: `'team-id'`, `--team-id`. */
  referred(name: InputName): string
  /** Giving it a value: `wait: false`, `--no-wait`; `command: status`, `app-store-deploy status`. */
  setting(name: InputName, value: string): string
  /** An output a later job reads: `the submission-id output`, `the APP_DEPLOY_SUBMISSION_ID value`. */
  output(name: OutputName): string
  /** A later step given an output: `submission-id: ${{ steps.<id>.outputs.submission-ids }}`. */
  handedOn(input: InputName, output: OutputName): string
  /** Where the API key comes from, for a refusal of it: `the api-key secret`, `APP_DEPLOY_API_KEY`. */
  key(): string
}

export function inputNames(source: InputSource): InputNames {
  return {
    named: name => source.named?.(name) ?? `Input '${name}'`,
    referred: name => source.referred?.(name) ?? `'${name}'`,
    setting: (name, value) => source.setting?.(name, value) ?? `${name}: ${value}`,
    output: name => source.output?.(name) ?? `the ${name} output`,
    handedOn: (input, output) =>
      source.handedOn?.(input, output) ?? `${input}: \${{ steps.<id>.outputs.${output} }}`,
    key: () => source.keyName ?? 'the api-key secret'
  }
}

/**
 * Reads the inputs one command declares, with action.yml's defaults, and collects every problem
 * instead of stopping at the first. Reading an input the command did not declare is a bug, and throws.
 * Every input declared secret is masked as soon as the reader exists, before anything can print it.
 */
export class InputReader {
  readonly problems: string[] = []
  /** What was mended in the inputs, for the log once they are read. */
  readonly notes: string[] = []
  /** The values of the secret inputs (the key, a token), masked: nothing from the service may show one either. */
  readonly secrets: string[] = []
  /**
   * The secret parts of a URL given (a pre-signed `ipa-url`): masked in the log and never quoted in
   * a message, but kept where the service's answer holds them (see src/text/signed-url.ts).
   */
  readonly urlSecrets: string[] = []
  readonly names: InputNames

  constructor(
    private readonly declared: ReadonlySet<InputName>,
    private readonly source: InputSource
  ) {
    this.names = inputNames(source)
    for (const name of declared) if (INPUTS[name].secret) this.mask(this.value(name))
  }

  /** The input's value, or its default in action.yml when the workflow gave none. */
  value(name: InputName): string {
    if (!this.declared.has(name)) {
      throw new Error(`Input '${name}' is read but not declared in the command's inputs.`)
    }
    return this.source.given(name) || INPUT_DEFAULTS[name] || ''
  }

  private mask(value: string): void {
    if (!value) return
    this.source.mask(value)
    this.secrets.push(value)
  }

  /**
   * Masks what of a URL input may carry a secret: its credentials, and its query whole, whatever its
   * parameters are named (a CDN may sign with names no rule knows; the user gave it, and a query is
   * seldom worth showing), with the values of those known to sign on their own.
   */
  maskUrl(url: string): void {
    const query = /\?([^#]*)/.exec(url)?.[1] ?? ''
    for (const part of new Set([...secretPartsOf(url), query].filter(Boolean))) {
      this.source.mask(part, 'url')
      this.urlSecrets.push(part)
    }
  }

  /** The value `read` gives; when it throws an InputProblem, the problem is kept and this is undefined. */
  check<T>(read: () => T): T | undefined {
    try {
      return read()
    } catch (error) {
      return this.keep(error)
    }
  }

  async checkAsync<T>(read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read()
    } catch (error) {
      return this.keep(error)
    }
  }

  problem(message: string): void {
    this.problems.push(message)
  }

  /** Something of an input that was mended, not refused (a duplicate dropped): told as a warning. */
  note(name: InputName, problem: string): void {
    this.notes.push(`${this.describe(name)} ${problem}`)
  }

  /** The input as messages name it: `Input 'team-id'`, or as the adapter names it. */
  describe(name: InputName): string {
    return this.names.named(name)
  }

  /** How to give the API key, as the adapter says it. */
  get keyHint(): string {
    return (
      this.source.keyHint ??
      "pass the service's API key from a secret, e.g. `api-key: ${{ secrets.APP_DEPLOY_API_KEY }}`"
    )
  }

  /** What the adapter says of a key given empty, where it knows more than that it is missing. */
  get emptyKey(): string | undefined {
    return this.source.emptyKey
  }

  /** The CI's parallel copies of this job, as the adapter's platform reads them. */
  get parallel(): ReturnType<NonNullable<InputSource['parallel']>> {
    return this.source.parallel?.()
  }

  /** Where a command writes files nobody named, as the adapter says. */
  get folders(): Folders {
    return this.source.folders?.() ?? { reports: os.tmpdir(), scratch: os.tmpdir() }
  }

  private keep(error: unknown): undefined {
    if (!(error instanceof InputProblem)) throw error
    this.problems.push(`${this.describe(error.input as InputName)} ${error.problem}`)
    return undefined
  }
}

import type { InputNames } from '../inputs/reader.js'
import { defaultNames, failureInWords, type Failure } from './failures/index.js'

/**
 * A failure a command can explain: what failed in one line, each problem with its fix, and what was
 * already known. The log gets it as one message; the job summary shows its parts.
 */
export interface Explanation {
  /** What failed, in one line. */
  headline: string
  /** Each problem, with what to do about it. */
  problems?: string[]
  /** What to do, when it is the same whatever the problem. */
  next?: string
  /** Markdown of what was already known when it failed: a table of teams, say. */
  details?: string
}

/**
 * What kind of failure it is, for a program that tells them apart (the command-line tool's exit
 * codes): the work failed; an input (or the IPA) is wrong and nothing was sent; what was asked for
 * is not there; the service or the network failed.
 */
type FailureKind = 'work' | 'input' | 'not-found' | 'service'

/**
 * A command's failure: its facts (`failure`) and its kind, no words of its own. The wording layer
 * (failures/, through describeFailure) words it with the run's names of inputs; its message is
 * worded with `names` when given, else with the action's, for code that prints it directly.
 */
export class CommandError extends Error {
  constructor(
    readonly failure: Failure,
    readonly kind: FailureKind = 'work',
    names?: InputNames
  ) {
    super(failureInWords(failure, names ?? defaultNames()).message)
    this.name = 'CommandError'
  }
}

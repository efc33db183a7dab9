import type { Failure } from './failures/index.js'

export type { Explanation } from './failures/explanation.js'

/**
 * What kind of failure it is, for a program that tells them apart (the command-line tool's exit
 * codes): the work failed; an input (or the IPA) is wrong and nothing was sent; what was asked for
 * is not there; the service or the network failed.
 */
type FailureKind = 'work' | 'input' | 'not-found' | 'service'

/**
 * A command's failure: its facts (`failure`) and its kind, no words of its own. Each adapter words
 * it with the run's names of inputs, through describeFailure (or failureMessage, for a failure told
 * on the way); its own message is only the failure's type, for a debugger.
 */
export class CommandError extends Error {
  constructor(
    readonly failure: Failure,
    readonly kind: FailureKind = 'work'
  ) {
    super(failure.type)
    this.name = 'CommandError'
  }
}

import { CommandError } from '../commands/command-error.js'
import { InputErrors } from '../inputs/reader.js'
import { AnswerLostError } from '../service/answer-lost-error.js'
import { ServiceError, UnexpectedAnswerError } from '../service/errors.js'
import { isTransientStatus } from '../service/retry-policy.js'
import { TransportError } from '../service/transport-types.js'

/** The command-line tool's exit codes, as `--help` and the README list them. */
export const EXIT = {
  done: 0,
  workFailed: 1,
  badInput: 2,
  refused: 3,
  notFound: 4,
  serviceFailed: 5
} as const

export const EXIT_CODES_HELP = [
  '0  done',
  '1  the work failed: a failure status, a wait past wait-timeout, no analytics day readable',
  '2  bad input or a preflight refusal: nothing was sent',
  '3  authentication refused (HTTP 401 or 403)',
  '4  not found: an unknown submission or app',
  '5  the service or the network failed after the retries'
]

/** The exit code of a command that threw `error`. */
export function exitCodeOf(error: unknown): number {
  if (error instanceof InputErrors) return EXIT.badInput
  if (error instanceof CommandError) {
    const byKind = {
      work: EXIT.workFailed,
      input: EXIT.badInput,
      'not-found': EXIT.notFound,
      service: EXIT.serviceFailed
    }
    return byKind[error.kind]
  }
  if (error instanceof ServiceError) {
    if (error.status === 401 || error.status === 403) return EXIT.refused
    if (error.status === 404) return EXIT.notFound
    // A refusal of the request as sent (400, 413, 422, …) is the work failing, not the service.
    return isTransientStatus(error.status) ? EXIT.serviceFailed : EXIT.workFailed
  }
  if (
    error instanceof TransportError ||
    error instanceof AnswerLostError ||
    error instanceof UnexpectedAnswerError
  )
    return EXIT.serviceFailed
  return EXIT.workFailed
}

import { CommandError } from '../commands/command-error.js'
import { STOP_EXIT_CODES } from '../commands/stop.js'
import { InputErrors } from '../inputs/reader.js'
import { ServiceError, UnexpectedAnswerError } from '../service/errors.js'
import { isTransientStatus } from '../service/retry/index.js'
import { TransportError } from '../service/transport-types.js'

/** The command-line tool's exit codes, as `--help` and the README list them. */
export const EXIT = {
  done: 0,
  workFailed: 1,
  badInput: 2,
  refused: 3,
  notFound: 4,
  serviceFailed: 5,
  /** Added after 0 to 5, which scripts already test: a code is never renumbered. */
  requestRefused: 6
} as const

/** A failure's kind in --json's error document, by exit code: the exit codes' names, as words. */
const KINDS: Record<number, string> = {
  [EXIT.workFailed]: 'work-failed',
  [EXIT.badInput]: 'bad-input',
  [EXIT.refused]: 'refused',
  [EXIT.notFound]: 'not-found',
  [EXIT.serviceFailed]: 'service-failed',
  [EXIT.requestRefused]: 'request-refused',
  [STOP_EXIT_CODES.SIGINT]: 'stopped',
  [STOP_EXIT_CODES.SIGTERM]: 'stopped'
}

/** What --json prints when a command fails: what failed, as the log says it, and the exit code. */
export function failureDocument(
  exitCode: number,
  message: string,
  outputs: Record<string, string> = {}
): { error: { kind: string; message: string; exitCode: number }; outputs: Record<string, string> } {
  return { error: { kind: KINDS[exitCode] ?? 'work-failed', message, exitCode }, outputs }
}

/** The exit codes as --help lists them, each with its kind in --json's error document. */
export const EXIT_CODES_HELP = [
  '0  done',
  `1  ${KINDS[EXIT.workFailed]}: a failure status, a wait past --wait-timeout, no analytics day readable`,
  `2  ${KINDS[EXIT.badInput]}: bad input or a preflight refusal; nothing was sent`,
  `3  ${KINDS[EXIT.refused]}: authentication refused (HTTP 401 or 403; a proxy's 407 to the credentials given)`,
  `4  ${KINDS[EXIT.notFound]}: an unknown submission or app`,
  `5  ${KINDS[EXIT.serviceFailed]}: the service or the network failed after the retries`,
  `6  ${KINDS[EXIT.requestRefused]}: the service refused the request as sent (HTTP 400, 413, 422, another 4xx)`,
  `130, 143  ${KINDS[STOP_EXIT_CODES.SIGINT]} by SIGINT (Ctrl-C) or SIGTERM: the result printed says what was done`
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
    if (isTransientStatus(error.status) || isOurConflict(error)) return EXIT.serviceFailed
    // A refusal of the request as sent (400, 413, 422, …): not a build that failed (exit 1).
    if (error.status >= 400 && error.status < 500) return EXIT.requestRefused
    return EXIT.workFailed
  }
  // A proxy that refused the credentials given: they must be mended, as a refused key must.
  if (error instanceof TransportError && error.proxy?.status === 407 && error.proxy.credentials)
    return EXIT.refused
  if (error instanceof TransportError || error instanceof UnexpectedAnswerError)
    return EXIT.serviceFailed
  return EXIT.workFailed
}

/**
 * A 409 to a create: every create carries this run's Idempotency-Key, so the conflict is with our
 * own earlier request, still in flight (the same key later gets its answer). The service is busy
 * with what we asked, not refusing it: told as a failure of the service, to try again.
 */
function isOurConflict(error: ServiceError): boolean {
  return error.status === 409 && error.method === 'POST'
}

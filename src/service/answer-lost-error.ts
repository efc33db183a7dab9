import type { ServiceError, UnexpectedAnswerError } from './errors.js'
import type { TransportError } from './transport-types.js'

const WHAT_HAPPENED: Record<string, string> = {
  ECONNRESET: 'the connection was cut',
  EPIPE: 'the connection was cut',
  ERR_STREAM_PREMATURE_CLOSE: 'the connection was cut',
  ETIMEDOUT: 'no answer came within the request timeout'
}

/**
 * A create (POST) that went out whole and whose answer was lost: the connection failed, the answer
 * broke off or timed out, a 5xx came from the service or something in between, or a 2xx came that
 * cannot be read. The service may have acted on it (a 2xx says it did), so it is not sent again
 * blindly: see `commands/shared/create-once.ts`.
 */
export class AnswerLostError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    /** How the answer was lost, with the service's words when it said any. */
    readonly failure: ServiceError | TransportError | UnexpectedAnswerError,
    /** SHA-256 (hex) of the file sent, for a request that sent one. */
    readonly sha256?: string
  ) {
    super(`${failure.message} The request had gone out whole, so the service may have acted on it.`)
    this.name = 'AnswerLostError'
  }

  /** How it was lost, in a few words: `HTTP 502 — Bad Gateway`, `the connection was cut: ECONNRESET`. */
  get how(): string {
    const failure = this.failure
    if ('problem' in failure) return `HTTP ${failure.status}, but ${failure.problem}`
    if ('serviceMessage' in failure) {
      return `HTTP ${failure.status}${failure.serviceMessage ? ` — ${failure.serviceMessage}` : ''}`
    }
    const what = WHAT_HAPPENED[failure.code] ?? 'the connection failed'
    const during = failure.status === undefined ? '' : ` during an HTTP ${failure.status} answer`
    return `${what}${during}: ${failure.code}`
  }
}

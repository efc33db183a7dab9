import { Inputs } from '../inputs/names.js'
import type { InputNames } from '../inputs/reader.js'
import type { CreateAttempt } from '../service/client.js'
import { UnexpectedAnswerError } from '../service/errors.js'
import { isSuccess } from '../service/retry/index.js'
import { oneLine } from '../text/untrusted.js'

export type FailedCreate = Extract<CreateAttempt<unknown>, { failure: unknown }>

const CUT = 'the connection was cut'
const WHAT_HAPPENED: Record<string, (names: InputNames) => string> = {
  ECONNRESET: () => CUT,
  EPIPE: () => CUT,
  ERR_STREAM_PREMATURE_CLOSE: () => CUT,
  ETIMEDOUT: names => `no answer came within ${names.referred(Inputs.RequestTimeout)}`
}

/**
 * How the answer to a create was lost, in a few words: `HTTP 502 — Bad Gateway`, `the connection
 * was cut: ECONNRESET`, `HTTP 201, but the answer is not JSON`.
 */
export function howAnswerWasLost({ failure }: FailedCreate, names: InputNames): string {
  if (failure instanceof UnexpectedAnswerError)
    return oneLine(`HTTP ${failure.status}, but ${failure.problem}`, 200)
  if ('serviceMessage' in failure) {
    const words = failure.serviceMessage ? ` — ${failure.serviceMessage}` : ''
    return oneLine(`HTTP ${failure.status}${words}`, 200)
  }
  const what = WHAT_HAPPENED[failure.code]?.(names) ?? 'the connection failed'
  const during = failure.status === undefined ? '' : ` during an HTTP ${failure.status} answer`
  return oneLine(`${what}${during}: ${failure.code}`, 200)
}

/** Whether the service said it made the record (a 2xx) though its answer cannot be used. */
export function madeButUnreadable({ failure, outcome }: FailedCreate): boolean {
  return failure instanceof UnexpectedAnswerError && isSuccess(outcome.status)
}

/** The sentence that opens every message about a lost answer. */
export function lostSentence(failed: FailedCreate, sent: string, names: InputNames): string {
  const request = `${failed.request.method} ${failed.request.path}`
  return madeButUnreadable(failed)
    ? `The service took ${request}, but its answer could not be read (${howAnswerWasLost(failed, names)})`
    : `The answer to ${request} was lost (${howAnswerWasLost(failed, names)}) after ${sent} had gone out whole`
}

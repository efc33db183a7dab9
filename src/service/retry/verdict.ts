/**
 * Whether a request that failed may be sent again, and whether it may have been carried out: decided
 * here, for the transport's retries of what does no harm twice (GET, DELETE), the status polls of a
 * wait, and the creates (POST) that only `exactly-once/` sends again.
 */

/**
 * Error codes after which the service cannot have answered, so that sending again may help.
 * Anything else (TLS trust, a bad URL or header, an unreadable body) would fail the same way again.
 */
const TRANSIENT_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'EAI_AGAIN',
  'ENOTFOUND',
  'ERR_STREAM_PREMATURE_CLOSE'
])

/**
 * The answer's body could not be taken where the request said (its sink refused it: more than it
 * claimed, a full disk): the same answer would be refused again.
 */
export const ANSWER_NOT_TAKEN = 'ERR_ANSWER_NOT_TAKEN'

function isTransientCode(code: string): boolean {
  return TRANSIENT_CODES.has(code)
}

/** Statuses that say the service (or something before it) is busy or failed for now. */
export function isTransientStatus(status: number): boolean {
  // 501 and 505 say what the server cannot do, not that it is busy: sending again cannot help.
  if (status === 501 || status === 505) return false
  return status === 408 || status === 429 || status >= 500
}

/** How one attempt ended, as far as the decision needs it. */
export interface AttemptOutcome {
  method: string
  /** The status of an answer, when one began. */
  status?: number
  /** The answer came whole (false: it broke off, or none came). */
  complete: boolean
  /** The whole request, its body included, went out before the answer began or the connection failed. */
  sent: boolean
  /** Without an answer: the error's code (ECONNRESET, ETIMEDOUT, …). */
  code?: string
  /** The delay a 429 or 503 asked for (Retry-After), in ms. */
  retryAfterMs?: number
}

/**
 * - `done`: an answer to hand back as it is (a success, or a failure that sending again cannot mend);
 * - `send-again`: nothing was done, or doing it twice does no harm (GET, DELETE);
 * - `look-then-send-again`: a create (POST) that may have been acted on, after a passing failure: it
 *   is sent again only once a look at what the service holds shows that nothing was made;
 * - `in-doubt`: a create that may have been acted on, after a failure that sending again would not
 *   mend (an answer that is not HTTP, say): only a look can tell;
 * - `final`: a failure without a usable answer that sending again cannot mend.
 */
type Verdict = 'done' | 'send-again' | 'look-then-send-again' | 'in-doubt' | 'final'

export function judge(outcome: AttemptOutcome): Verdict {
  const transient = isTransient(outcome)
  if (outcome.method === 'POST' && mayHaveActed(outcome))
    return transient ? 'look-then-send-again' : 'in-doubt'
  if (transient) return 'send-again'
  return outcome.complete ? 'done' : 'final'
}

/**
 * Whether the service may have carried the request out although its answer says nothing of it: the
 * whole request went out, then no usable answer came (the connection failed, the answer broke off
 * or was not HTTP), or a transient status that does not say nothing was done (429, 408 and a 503
 * with Retry-After do).
 */
export function mayHaveActed(outcome: AttemptOutcome): boolean {
  const { status, complete, sent } = outcome
  if (!sent) return false
  if (status === undefined) return true
  if (!complete) return isSuccess(status) || isTransientStatus(status)
  return isTransientStatus(status) && !saysNothingWasDone(outcome)
}

/** A 429, a 408, or a 503 with Retry-After: the service put the request off without doing it. */
function saysNothingWasDone({ status, retryAfterMs }: AttemptOutcome): boolean {
  return status === 429 || status === 408 || (status === 503 && retryAfterMs !== undefined)
}

function isTransient({ method, status, complete, code }: AttemptOutcome): boolean {
  if (code === ANSWER_NOT_TAKEN) return false
  if (status === undefined) return isTransientCode(code ?? '')
  if (complete) return isTransientStatus(status)
  // An answer that broke off: a GET is read again; anything else only when it may have been done.
  return method === 'GET' || isSuccess(status) || isTransientStatus(status)
}

export function isSuccess(status: number | undefined): boolean {
  return status !== undefined && status >= 200 && status < 300
}

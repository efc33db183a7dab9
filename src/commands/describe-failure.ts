import { CommandError, type Explanation } from './command-error.js'
import { failureInWords, type Failure } from './failures/index.js'
import { adviceText, type Advice, type Setting } from '../service/advice.js'
import { ServiceError, UnexpectedAnswerError } from '../service/errors.js'
import { isSuccess } from '../service/retry/index.js'
import type { ProxyFailure, TlsProblem } from '../service/transport-policy.js'
import { TransportError } from '../service/transport-types.js'
import { errorMessage } from '../text/error-message.js'
import { plural } from '../text/format.js'
import { safeLines } from '../text/untrusted.js'
import { Inputs, type InputName } from '../inputs/names.js'
import { InputErrors, type InputNames } from '../inputs/reader.js'

/**
 * How a step failed: the one message the log ends with, its parts for the job summary, and its
 * facts when a command threw it.
 */
export interface StepFailure {
  message: string
  explanation: Explanation
  failure?: Failure
}

/**
 * What happened and what to do, for anything a step can throw, naming the inputs as the adapter
 * that ran it spells them (`names`). It reads the facts errors carry, never their messages' words.
 */
export function describeFailure(error: unknown, names: InputNames): StepFailure {
  if (error instanceof CommandError) {
    const { message, explanation } = failureInWords(error.failure, names)
    return { ...failure(message, explanation), failure: error.failure }
  }
  if (error instanceof InputErrors) {
    const headline =
      error.problems.length === 1
        ? 'An input needs fixing; nothing was sent'
        : `${error.problems.length} inputs need fixing; nothing was sent`
    return failure(error.message, { headline, problems: error.problems })
  }
  if (error instanceof ServiceError) {
    const advice = adviceInWords(error.advice, names)
    const next = advice && !/[.!?]$/.test(advice) ? `${advice}.` : advice
    return failure(ServiceError.sentence(error, advice), { headline: error.headline, next })
  }
  if (error instanceof UnexpectedAnswerError) {
    const advice = adviceInWords(error.advice, names)
    const next = [advice, error.outcome].filter(Boolean).join(' ')
    return failure(UnexpectedAnswerError.sentence(error, advice, error.outcome), {
      headline: error.headline,
      next
    })
  }
  if (error instanceof TransportError) {
    const tls = error.tls && TLS_PROBLEMS[error.tls]
    const what =
      tls && error.method && error.url ? `${error.method} ${error.url}: ${tls.what}` : error.message
    const headline = `${what} (after ${plural(error.attempts, 'attempt')})`
    const base = names.referred(Inputs.BaseUrl)
    const timeout = names.referred(Inputs.RequestTimeout)
    const next = isSuccess(error.status)
      ? `The service accepted the request (HTTP ${error.status}) but its answer broke off, so it may have acted on it: check on the service before running this again.`
      : error.proxy
        ? proxyAdvice(error.proxy, base)
        : tls
          ? tls.fix(base)
          : error.tooSlow
            ? `The service did not finish its answer within ${timeout}: try again, or raise ${timeout}.`
            : transportAdvice(error.code, base, timeout)
    return failure(`${headline}. ${next}`, { headline, next })
  }
  const message = errorMessage(error)
  return failure(message, { headline: message })
}

/**
 * The message of anything thrown, a service error's advice naming the inputs as the adapter spells
 * them: for a failure told on the way (a poll that failed, an IPA that could not be deleted).
 */
export function failureMessage(error: unknown, names: InputNames): string {
  if (error instanceof CommandError) return failureInWords(error.failure, names).message
  if (error instanceof ServiceError)
    return ServiceError.sentence(error, adviceInWords(error.advice, names))
  if (error instanceof UnexpectedAnswerError)
    return UnexpectedAnswerError.sentence(error, adviceInWords(error.advice, names), error.outcome)
  return errorMessage(error)
}

/** The input each setting of the service layer is given by. */
const INPUT_OF: Readonly<Record<Exclude<Setting, 'apiKey'>, InputName>> = {
  baseUrl: Inputs.BaseUrl,
  requestTimeout: Inputs.RequestTimeout,
  retryCount: Inputs.Retries,
  fileUrl: Inputs.IpaUrl
}

/** Advice of the service layer, its settings named as the adapter's inputs; the key as where it came from. */
export function adviceInWords(advice: Advice, names: InputNames): string {
  return adviceText(advice, setting =>
    setting === 'apiKey' ? names.key() : names.referred(INPUT_OF[setting])
  )
}

function failure(message: string, explanation: Explanation): StepFailure {
  return { message: safeLines(message), explanation }
}

function transportAdvice(code: string, base: string, timeout: string): string {
  if (code.startsWith('HPE_')) {
    return `What answered at ${base} does not speak HTTP as a web service does: check ${base} (the scheme, host and port), and any proxy on the way.`
  }
  switch (code) {
    case 'ETIMEDOUT':
      return `The service stopped answering for longer than ${timeout}: try again, or raise ${timeout}.`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The service host name does not resolve: check ${base} (and the proxy settings, if this machine needs one).`
    case 'ECONNREFUSED':
      return `Nothing is listening at ${base}: check the address and port, and the proxy settings.`
    default:
      return `The connection failed: check ${base}, the network and the proxy settings (HTTPS_PROXY, NO_PROXY), then try again.`
  }
}

/** What to check when the proxy, not the service, failed: the settings that name it, or its rules. */
function proxyAdvice({ address, status, credentials }: ProxyFailure, base: string): string {
  if (status === undefined)
    return `Nothing answers at the proxy ${address}: check HTTPS_PROXY / HTTP_PROXY (the runner's proxy settings), and that the proxy runs; NO_PROXY lists the hosts to reach directly.`
  if (status === 407 && credentials)
    return "The proxy refused the user and password in HTTPS_PROXY / HTTP_PROXY: check them (in the URL, a character such as @, : or / in them is written %40, %3A, %2F), or ask the proxy's administrators whether that account may open tunnels."
  if (status === 407)
    return "The proxy wants credentials: put them in HTTPS_PROXY / HTTP_PROXY, as user:password@ before the proxy's host, or ask its administrators to let the runner through."
  if (status < 500)
    return `The proxy does not let the runner reach the host of ${base}: ask its administrators to allow that host and port (a CONNECT rule), or add the host to NO_PROXY if the runner can reach it directly.`
  return `The proxy could not reach the host of ${base}: check ${base}, then the proxy's own access to that host (HTTPS_PROXY / HTTP_PROXY name the proxy).`
}

/** TLS failures in plain words, instead of OpenSSL's. */
const TLS_PROBLEMS: Readonly<Record<TlsProblem, { what: string; fix(base: string): string }>> = {
  'plain-http': {
    what: 'the server answered in plain HTTP, not HTTPS',
    fix: base =>
      `${base} says https:// but the server at that port speaks plain http: check the scheme and the port of ${base}.`
  },
  'self-signed': certificate('its certificate is self-signed'),
  'self-signed-in-chain': certificate('its certificate chain holds a self-signed certificate'),
  'untrusted-authority': certificate(
    'its certificate is signed by an authority this machine does not trust'
  ),
  expired: certificate('its certificate has expired'),
  'wrong-host': certificate('its certificate is for another host name')
}

function certificate(why: string): { what: string; fix(base: string): string } {
  return {
    what: `the server's certificate was refused: ${why}`,
    fix: base =>
      `Check that ${base} names the service itself; a private authority can be trusted with NODE_EXTRA_CA_CERTS (a file of PEM certificates) in the environment.`
  }
}

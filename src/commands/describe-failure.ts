import { CommandError, type Explanation } from './command-error.js'
import { ServiceError } from '../service/errors.js'
import type { ProxyFailure } from '../service/transport-policy.js'
import { TransportError } from '../service/transport-types.js'
import { plural } from '../text/format.js'
import { safeLines } from '../text/untrusted.js'
import { InputErrors } from '../inputs/reader.js'

/** How a step failed: the one message the log ends with, and its parts for the job summary. */
export interface StepFailure {
  message: string
  explanation: Explanation
}

/** What happened and what to do, for anything a step can throw. */
export function describeFailure(error: unknown): StepFailure {
  if (error instanceof CommandError) return failure(error.message, error.explanation)
  if (error instanceof InputErrors) {
    const headline =
      error.problems.length === 1
        ? 'An input needs fixing; nothing was sent'
        : `${error.problems.length} inputs need fixing; nothing was sent`
    return failure(error.message, { headline, problems: error.problems })
  }
  if (error instanceof ServiceError) {
    const words = error.serviceMessage ? ` — ${error.serviceMessage}` : ''
    const headline = `${error.method} ${error.path} failed: HTTP ${error.status}${words}`
    const next = error.hint && !/[.!?]$/.test(error.hint) ? `${error.hint}.` : error.hint
    return failure(error.message, { headline, next })
  }
  if (error instanceof TransportError) {
    const tls = tlsProblem(error.code, error.message)
    const request = error.message.slice(0, error.message.indexOf(': '))
    const what = tls ? `${request}: ${tls.what}` : error.message
    const headline = `${what} (after ${plural(error.attempts, 'attempt')})`
    const next =
      error.status !== undefined && error.status >= 200 && error.status < 300
        ? `The service accepted the request (HTTP ${error.status}) but its answer broke off, so it may have acted on it: check on the service before running this step again.`
        : error.proxy
          ? proxyHint(error.proxy)
          : (tls?.fix ??
            (TOO_SLOW.test(error.message)
              ? 'The service did not finish its answer within request-timeout: try again, or raise request-timeout.'
              : transportHint(error.code)))
    return failure(`${headline}. ${next}`, { headline, next })
  }
  const message = error instanceof Error ? error.message : String(error)
  return failure(message, { headline: message })
}

function failure(message: string, explanation: Explanation): StepFailure {
  return { message: safeLines(message), explanation }
}

/** The transport's words for an answer that kept coming, too slowly, past its total deadline. */
const TOO_SLOW = /the answer was not complete within \d+ ms/

function transportHint(code: string): string {
  if (code.startsWith('HPE_')) {
    return 'What answered at base-url does not speak HTTP as a web service does: check base-url (the scheme, host and port), and any proxy on the way.'
  }
  switch (code) {
    case 'ETIMEDOUT':
      return 'The service stopped answering for longer than request-timeout: try again, or raise request-timeout.'
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'The service host name does not resolve: check base-url (and the proxy settings, if the runner needs one).'
    case 'ECONNREFUSED':
      return 'Nothing is listening at base-url: check the address and port, and the proxy settings.'
    default:
      return 'The connection failed: check base-url, the network and the proxy settings (HTTPS_PROXY, NO_PROXY), then try again.'
  }
}

/** What to check when the proxy, not the service, failed: the settings that name it, or its rules. */
function proxyHint({ address, status }: ProxyFailure): string {
  if (status === undefined)
    return `Nothing answers at the proxy ${address}: check HTTPS_PROXY / HTTP_PROXY (the runner's proxy settings), and that the proxy runs; NO_PROXY lists the hosts to reach directly.`
  if (status === 407)
    return "The proxy wants credentials: put them in HTTPS_PROXY / HTTP_PROXY, as user:password@ before the proxy's host, or ask its administrators to let the runner through."
  if (status < 500)
    return "The proxy does not let the runner reach base-url's host: ask its administrators to allow that host and port (a CONNECT rule), or add the host to NO_PROXY if the runner can reach it directly."
  return "The proxy could not reach base-url's host: check base-url, then the proxy's own access to that host (HTTPS_PROXY / HTTP_PROXY name the proxy)."
}

/** TLS failures in plain words, instead of OpenSSL's. */
function tlsProblem(code: string, message: string): { what: string; fix: string } | undefined {
  if (
    /wrong version number|packet length too long/i.test(message) ||
    code === 'ERR_SSL_WRONG_VERSION_NUMBER'
  ) {
    return {
      what: 'the server answered in plain HTTP, not HTTPS',
      fix: 'base-url says https:// but the server at that port speaks plain http: check the scheme and the port of base-url.'
    }
  }
  const certificate: Record<string, string> = {
    DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed',
    SELF_SIGNED_CERT_IN_CHAIN: 'its certificate chain holds a self-signed certificate',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE:
      'its certificate is signed by an authority the runner does not trust',
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
      'its certificate is signed by an authority the runner does not trust',
    CERT_HAS_EXPIRED: 'its certificate has expired',
    ERR_TLS_CERT_ALTNAME_INVALID: 'its certificate is for another host name'
  }
  if (!certificate[code]) return undefined
  return {
    what: `the server's certificate was refused: ${certificate[code]}`,
    fix: 'Check that base-url names the service itself; a private authority can be trusted with NODE_EXTRA_CA_CERTS (a file of PEM certificates) in the step’s env.'
  }
}

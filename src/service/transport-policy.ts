import { errorMessage } from '../text/error-message.js'
import type { ProxyFailure, TlsProblem, TransportResponse } from './transport-types.js'

// How a failure is described, for the adapters' words (src/commands/describe-failure.ts).
export type { ProxyFailure, TlsProblem } from './transport-types.js'

/** What the transport decides about a failed attempt: whether to send it again, and where redirects go. */

/** One attempt's answer, before the attempts are counted. */
export type AttemptAnswer = Pick<TransportResponse, 'status' | 'headers' | 'body' | 'truncated'> & {
  /** The whole request went out before the answer began (false: the server answered early). */
  sent: boolean
}

/** An answer as the connection gave it: its body still bytes (none when a sink took them). */
export type RawAnswer = Omit<AttemptAnswer, 'body'> & { bytes: Buffer; received: number }

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/** Why one attempt got no complete answer. */
export class AttemptFailure extends Error {
  /** The whole request went out before it failed (set by the exchange). */
  sent = false
  /** The status of an answer that began but did not end. */
  status?: number
  /** When the proxy failed, not the service: its address (no credentials), and what it answered. */
  proxy?: ProxyFailure
  /** The answer kept coming, but too slowly: it was not complete by the total deadline. */
  tooSlow?: boolean
  /** What was wrong with TLS, when that is what failed. */
  tls?: TlsProblem

  constructor(
    message: string,
    readonly code: string
  ) {
    super(message)
  }
}

export function redirectTarget(from: URL, answer: AttemptAnswer): URL | undefined {
  const location = answer.headers.location
  if (!REDIRECT_STATUSES.has(answer.status) || !location) return undefined
  let to: URL
  try {
    to = new URL(location, from)
  } catch {
    return undefined
  }
  const allowed = to.protocol === 'https:' || (to.protocol === 'http:' && from.protocol === 'http:')
  return allowed ? to : undefined
}

/**
 * A failure of the proxy itself (`tunnel`'s "tunneling socket could not be established"), told as
 * the proxy's: its address, and the status it refused the tunnel with or why it could not be
 * reached. A refusal (4xx) is not sent again: the proxy would refuse it again.
 */
export function viaProxy(failure: AttemptFailure, proxy: URL): AttemptFailure {
  const tunnel =
    /tunneling socket could not be established, (?:statusCode=(\d+)|cause=(.*?))(?: \(\w+\))?$/.exec(
      failure.message
    )
  if (!tunnel) return failure
  const address = `${proxy.protocol}//${proxy.host}`
  const status = tunnel[1] === undefined ? undefined : Number(tunnel[1])
  const cause = tunnel[2] ?? ''
  const refused = status !== undefined && status < 500
  const credentials = Boolean(proxy.username || proxy.password)
  const refusal =
    status === 407 && credentials ? 'refused the credentials it was given' : 'refused the tunnel'
  const result =
    status === undefined
      ? new AttemptFailure(
          `the proxy ${address} cannot be reached: ${cause}`,
          /\b(E[A-Z]+)\b/.exec(cause)?.[1] ?? failure.code
        )
      : new AttemptFailure(
          `the proxy ${address} ${refusal} (HTTP ${status})`,
          refused ? 'ERR_PROXY_REFUSED' : failure.code
        )
  result.sent = failure.sent
  result.proxy = { address, status, credentials }
  return result
}

export function asFailure(error: unknown): AttemptFailure {
  if (error instanceof AttemptFailure) return error
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? 'ERR_UNKNOWN'
  const text = errorMessage(error)
  if (code.startsWith('HPE_')) {
    // Node's HTTP parser: the server's bytes are not an HTTP answer. Sending again cannot help.
    return new AttemptFailure(`the answer is not HTTP: ${notHttp(code, text)} (${code})`, code)
  }
  const message = text.includes(code) ? text : `${text} (${code})`
  const failure = new AttemptFailure(message, code)
  failure.tls = tlsProblem(code, text)
  return failure
}

const CERTIFICATE_PROBLEMS: Readonly<Record<string, TlsProblem>> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'self-signed-in-chain',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'untrusted-authority',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'untrusted-authority',
  CERT_HAS_EXPIRED: 'expired',
  ERR_TLS_CERT_ALTNAME_INVALID: 'wrong-host'
}

/** The TLS problem of a failure, from Node's code or OpenSSL's words (which older versions give alone). */
export function tlsProblem(code: string, text: string): TlsProblem | undefined {
  if (
    code === 'ERR_SSL_WRONG_VERSION_NUMBER' ||
    /wrong version number|packet length too long/i.test(text)
  )
    return 'plain-http'
  return Object.hasOwn(CERTIFICATE_PROBLEMS, code) ? CERTIFICATE_PROBLEMS[code] : undefined
}

/** What Node's HTTP parser refused, in words. */
function notHttp(code: string, text: string): string {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return 'its headers are longer than the 16 KiB Node reads'
    case 'HPE_INVALID_CONSTANT':
    case 'HPE_INVALID_VERSION':
      return 'it does not start with an HTTP status line'
    case 'HPE_INVALID_STATUS':
      return 'its status line is malformed'
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return 'its Content-Length is malformed'
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_INVALID_CHUNK_SIZE':
      return 'its chunked encoding is malformed'
    default:
      return text.replace(/^Parse Error:\s*/i, '').slice(0, 100) || 'malformed'
  }
}

/** The URL without credentials or query, which may carry signatures: safe for logs and errors. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.origin}${parsed.pathname}`
  } catch {
    return '(an invalid URL)'
  }
}

import { TransportError } from './service/transport-types.js'
import { safeLines } from './text/untrusted.js'

/** The one message a failed step ends with: what happened and what to do. */
export function describeFailure(error: unknown): string {
  if (error instanceof TransportError) {
    return safeLines(
      `${error.message} (after ${error.attempts} attempt${error.attempts === 1 ? '' : 's'}). ${transportHint(error.code)}`
    )
  }
  if (error instanceof Error) return safeLines(error.message)
  return safeLines(String(error))
}

function transportHint(code: string): string {
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

import { TransportError } from '../service/transport-types.js'
import { safeLines } from '../text/untrusted.js'

/** The one message a failed step ends with: what happened and what to do. */
export function describeFailure(error: unknown): string {
  if (error instanceof TransportError) {
    const hint =
      error.status !== undefined && error.status >= 200 && error.status < 300
        ? `The service accepted the request (HTTP ${error.status}) but its answer broke off, so it may have acted on it: check on the service before running this step again.`
        : transportHint(error.code)
    return safeLines(
      `${error.message} (after ${error.attempts} attempt${error.attempts === 1 ? '' : 's'}). ${hint}`
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

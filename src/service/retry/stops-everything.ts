import { ServiceError } from '../errors.js'
import { TransportError } from '../transport-types.js'

/**
 * A failure no other request of the run can escape, so that a fleet stops sending at once rather
 * than earn the same failure for each IPA: the key refused (401, 403), or no service at the address
 * (refused, or a name that does not resolve). Anything else is one request's, and the others go on.
 */
export function stopsEveryRequest(error: unknown): boolean {
  if (error instanceof ServiceError) return error.status === 401 || error.status === 403
  return error instanceof TransportError && ['ECONNREFUSED', 'ENOTFOUND'].includes(error.code)
}

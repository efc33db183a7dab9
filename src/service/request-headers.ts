import { withoutSecret } from '../text/untrusted.js'
import type { TransportRequest } from './transport-types.js'

const DEFAULT_USER_AGENT = 'app-store-deploy-action'
/** Framing is the transport's business: Content-Length always, never chunked. */
const FRAMING = ['content-length', 'transfer-encoding']
/** What carries credentials meant for the host a request was sent to, and no other. */
const CREDENTIAL_HEADERS = ['authorization', 'authentication']

/** The headers a request goes out with: the caller's, and the framing the transport decides. */
export function requestHeaders(
  { method, headers = {}, body }: TransportRequest,
  userAgent = DEFAULT_USER_AGENT
): Record<string, string> {
  const streamed = body !== undefined && typeof body !== 'string'
  // The multipart boundary lives in the body's own type: no other type may replace it.
  const result = withoutHeaders(headers, streamed ? [...FRAMING, 'content-type'] : FRAMING)
  if (!Object.keys(result).some(name => name.toLowerCase() === 'user-agent')) {
    result['User-Agent'] = userAgent
  }
  if (typeof body === 'string') {
    result['Content-Length'] = String(Buffer.byteLength(body))
  } else if (body) {
    result['Content-Type'] = body.contentType
    result['Content-Length'] = String(body.length)
  } else if (method === 'POST') {
    result['Content-Length'] = '0'
  }
  return result
}

/**
 * Where a redirect may lead, and with which headers: to the same origin, as they are; to another,
 * without the credentials meant for the first, and not at all when its URL carries one of the
 * request's secrets (a signed URL's signature, a key) there.
 */
export function redirected(
  from: URL,
  to: URL,
  headers: Record<string, string>,
  secrets: readonly string[] = []
): Record<string, string> | undefined {
  if (to.origin === from.origin) return headers
  if (holdsSecret(to, secrets)) return undefined
  return withoutHeaders(headers, CREDENTIAL_HEADERS)
}

/** Whether a URL (a redirect's target) holds one of a request's secrets. */
export function holdsSecret(url: URL, secrets: readonly string[]): boolean {
  return secrets.some(secret => secret !== '' && url.href.includes(secret))
}

/** Hides the request's secrets from what the transport reports. */
export function scrubber(request: Pick<TransportRequest, 'secrets'>): (text: string) => string {
  const secrets = request.secrets ?? []
  return text => (secrets.length ? withoutSecret(text, secrets) : text)
}

function withoutHeaders(headers: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase()))
  )
}

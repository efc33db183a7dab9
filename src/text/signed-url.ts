/**
 * Pre-signed URLs: a URL whose query carries what lets anyone who holds it fetch the file (an S3
 * `X-Amz-Signature`, a Google `X-Goog-Signature`, an Azure SAS `sig`, a `token`, a `key`), or
 * whose user part carries a password. The one rule for every such URL, whether an input gave it or
 * the service sent it: the log and the summary show it without its query (`shownUrl`, and
 * `withSignedUrlsHidden` for free text); an output that carries it keeps it whole, and its secret
 * parts (`secretPartsIn`) are masked for the runner. A URL with neither shows whole.
 */

/** Vendors' families of signing parameters: every parameter of theirs marks the URL as signed. */
const SIGNING_FAMILY = /^x-(amz|goog)-/i
/** Names of parameters that carry a credential themselves (whatever their case). */
const CREDENTIAL = /^sig$|signature|token|key|secret|credential|password|auth/i
/**
 * Values shorter than this are not masked on their own, only as part of their whole query: the runner
 * would hide every chance occurrence of them in the log (a 4-digit `key` would blank out years).
 */
const MIN_MASKED_LENGTH = 8
/** A URL in free text; a bounded scheme keeps the scan linear on any text. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]{0,31}:\/\/[^\s<>"'`]+/gi
/** What usually follows a URL in a sentence rather than belongs to it. */
const TRAILING = /[.,;:!?)\]}]+$/

/** The parts of a URL as written (nothing decoded or re-encoded), so that masks match its text. */
interface RawParts {
  userinfo: string
  password: string
  query: string
  fragment: string
}

interface Parameter {
  name: string
  value: string
}

/** Whether the URL carries a secret: a signing parameter in its query or fragment, or credentials. */
export function carriesSecret(url: string): boolean {
  const parts = rawParts(url)
  return parts.userinfo !== '' || isSigned(parts.query) || isSigned(parts.fragment)
}

/**
 * A URL as logs and summaries show it: whole, but for credentials (never shown); a signed one as
 * `scheme://host/path (query hidden)`, without its query and fragment.
 */
export function shownUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return '(an invalid URL)'
  }
  const { query, fragment } = rawParts(url)
  if (isSigned(query) || isSigned(fragment))
    return `${parsed.protocol}//${parsed.host}${parsed.pathname} (query hidden)`
  parsed.username = ''
  parsed.password = ''
  return parsed.href
}

/** The text with every URL that carries a secret in its shown form (see `shownUrl`). */
export function withSignedUrlsHidden(text: string): string {
  if (!text.includes('://')) return text
  return text.replace(URL_IN_TEXT, found => {
    const url = found.replace(TRAILING, '')
    return carriesSecret(url) ? `${shownUrl(url)}${found.slice(url.length)}` : found
  })
}

/**
 * What the runner must mask of a URL, as written: its credentials and its signed query or fragment
 * whole, and on their own the values of the parameters that carry a credential (as written and
 * decoded), should one show apart from the rest. Nothing for a URL that carries no secret.
 */
export function secretPartsOf(url: string): string[] {
  const { userinfo, password, query, fragment } = rawParts(url)
  // A user name alone may be a word (`git@`): masked only when long enough to be a token.
  const parts = password || userinfo.length >= MIN_MASKED_LENGTH ? [userinfo] : []
  if (password.length >= MIN_MASKED_LENGTH) parts.push(password, decoded(password))
  for (const signed of [query, fragment].filter(isSigned)) {
    parts.push(signed)
    for (const { name, value } of parameters(signed)) {
      if (CREDENTIAL.test(name) && value.length >= MIN_MASKED_LENGTH)
        parts.push(value, decoded(value))
    }
  }
  return [...new Set(parts.filter(Boolean))]
}

/** The secret parts (see `secretPartsOf`) of every URL in a value's strings, however deep. */
export function secretPartsIn(value: unknown): string[] {
  const parts = new Set<string>()
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const node = pending.pop()
    if (typeof node === 'string') {
      if (!node.includes('://')) continue
      for (const [found] of node.matchAll(URL_IN_TEXT))
        for (const part of secretPartsOf(found.replace(TRAILING, ''))) parts.add(part)
    } else if (typeof node === 'object' && node !== null) {
      for (const item of Array.isArray(node) ? node : Object.values(node)) pending.push(item)
    }
  }
  return [...parts]
}

function isSigned(query: string): boolean {
  return parameters(query).some(({ name }) => SIGNING_FAMILY.test(name) || CREDENTIAL.test(name))
}

function parameters(query: string): Parameter[] {
  if (query === '') return []
  return query.split('&').map(pair => {
    const at = pair.indexOf('=')
    const name = decoded((at < 0 ? pair : pair.slice(0, at)).replace(/\+/g, ' '))
    return { name, value: at < 0 ? '' : pair.slice(at + 1) }
  })
}

function rawParts(url: string): RawParts {
  const hashAt = url.indexOf('#')
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(beforeHash)?.[0] ?? ''
  const rest = (queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)).slice(scheme.length)
  const authority = scheme ? rest.split('/')[0] : ''
  const at = authority.lastIndexOf('@')
  const userinfo = at < 0 ? '' : authority.slice(0, at)
  const colon = userinfo.indexOf(':')
  return {
    userinfo,
    password: colon < 0 ? '' : userinfo.slice(colon + 1),
    query: queryAt < 0 ? '' : beforeHash.slice(queryAt + 1),
    fragment: hashAt < 0 ? '' : url.slice(hashAt + 1)
  }
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

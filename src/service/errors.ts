import { oneLine } from '../text/untrusted.js'
import { jsonTooBig } from './json-limits.js'
import type { ServiceRequest } from './requests.js'

/** The service answered, but not with success. The message says what to do about it. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly method: string,
    /** Path below the base URL, e.g. `/ios/teams`. */
    readonly path: string,
    /** The service's own words, sanitised and cut short. */
    readonly serviceMessage: string,
    readonly hint: string
  ) {
    super(
      `${method} ${path} failed: HTTP ${status}${serviceMessage ? ` — ${serviceMessage}` : ''}${hint ? `. ${hint}` : ''}`
    )
    this.name = 'ServiceError'
  }
}

const BASE_URL_HINT =
  "Check that base-url points at the service's /api/v1 address and not at a proxy or a web page."

/** The service's answer was a success code but not something we can read. */
export class UnexpectedAnswerError extends Error {
  constructor(
    method: string,
    path: string,
    readonly status: number,
    /** What is wrong with the answer, e.g. `the answer is not JSON`. */
    readonly problem: string,
    body: string,
    {
      outcome,
      hint = BASE_URL_HINT
    }: {
      /**
       * What the request did all the same, for one that changes something: "the submission was
       * created (id …)". Default: it may have acted.
       */
      outcome?: string
      hint?: string
    } = {}
  ) {
    const snippet = oneLine(body, 200)
    // Only the answer went wrong: a request that changes something may have been carried out.
    const acted =
      method === 'GET'
        ? ''
        : ` ${outcome ?? 'The service may have acted on the request: check on it before running this step again.'}`
    super(
      `${method} ${path} answered HTTP ${status} but ${problem}${snippet ? `: ${snippet}` : ''}. ${hint}${acted}`
    )
    this.name = 'UnexpectedAnswerError'
  }
}

/** The service's own words out of an error body: JSON `error`/`message`/`errors`, text or an HTML page. */
export function serviceWords(body: string, contentType: string | undefined): string {
  const text = body.trim()
  if (!text) return ''
  // An answer nested too deep (or too large) to walk is shown as the text it is.
  if ((/json/i.test(contentType ?? '') || /^[{[]/.test(text)) && !jsonTooBig(text)) {
    try {
      return oneLine(wordsOfJson(JSON.parse(text)) ?? text)
    } catch {
      // not JSON after all: fall through to text
    }
  }
  return oneLine(text)
}

function wordsOfJson(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) {
    const parts = value.map(wordsOfJson).filter((p): p is string => !!p)
    return parts.length ? parts.join('; ') : undefined
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    for (const key of ['error', 'message', 'errors', 'detail', 'error_description', 'title']) {
      if (key in record) {
        const words = wordsOfJson(record[key])
        if (words) return words
      }
    }
    // A Rails-style field map: {"team_id": ["is invalid"]}
    const fields = Object.entries(record)
      .filter(([, v]) => Array.isArray(v) || typeof v === 'string')
      .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(', ') : v}`)
    return fields.length ? fields.join('; ') : undefined
  }
  return undefined
}

/** What a user can do about a status, for the request that got it. */
export function hintFor(
  status: number,
  request: Pick<ServiceRequest, 'method' | 'path' | 'id'>,
  /** How the user gives the key, as the adapter says it. */
  keyName = 'the api-key secret'
): string {
  const { path } = request
  if (status === 401) {
    return `Check ${keyName}: it is missing, mistyped or revoked`
  }
  if (status === 403)
    return 'The API key is valid but not allowed to do this: check its permissions on the service'
  if (status === 404) return notFoundHint(request)
  if (status === 405) return `The service does not allow this method on ${path}: check base-url`
  if (status === 408 || status === 504)
    return 'The service or a proxy timed out: try again, or raise request-timeout'
  if (status === 413) {
    return 'The IPA is larger than the service (or a proxy in front of it) accepts: upload it to storage and pass ipa-url instead'
  }
  if (status === 422 || status === 400)
    return 'The service refused the request as sent: fix what it says above'
  if (status === 429) return 'The service is rate limiting this key: retry later, or raise retries'
  if (status >= 500)
    return 'The service failed; retries were used up. Try again later, or raise retries'
  if (status >= 300 && status < 400) {
    return 'The service answered with a redirect: check base-url (the https address, the /api/v1 prefix)'
  }
  return 'Check base-url and api-key'
}

/**
 * A 404 names what was not there: the record, when the request named one by its id; else the route
 * itself, which a wrong base-url (another host, a path too many or too few) does not have.
 */
function notFoundHint({
  method,
  path,
  id
}: Pick<ServiceRequest, 'method' | 'path' | 'id'>): string {
  if (id) {
    const route = path.replace(encodeURIComponent(id.value), '{id}')
    return `The service has no ${id.of} '${oneLine(id.value, 100)}' (${method} ${route}): check the id; if it is right, check that base-url is the address of the service that holds it`
  }
  return `The service has no route ${method} ${path}: check that base-url is the service's address ending in /api/v1 (its host, and its path up to /api/v1)`
}

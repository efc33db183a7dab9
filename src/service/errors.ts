import { oneLine } from '../text/untrusted.js'
import {
  API_KEY,
  BASE_URL,
  FILE_URL,
  REQUEST_TIMEOUT,
  RETRY_COUNT,
  advice,
  adviceText,
  type Advice
} from './advice.js'
import { jsonTooBig } from './json-limits.js'
import type { ServiceRequest } from './requests.js'

/** The record a request named by its id, and what it is the id of (see ServiceRequest.id). */
interface NamedRecord {
  value: string
  of: string
}

type ServiceErrorFacts = Pick<ServiceError, 'status' | 'method' | 'path' | 'serviceMessage'>
type UnexpectedAnswerFacts = Pick<
  UnexpectedAnswerError,
  'method' | 'path' | 'status' | 'problem' | 'snippet'
>

/** The service answered, but not with success. The message says what to do about it, in plain words. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly method: string,
    /** Path below the base URL, e.g. `/ios/teams`. */
    readonly path: string,
    /** The service's own words, sanitised and cut short. */
    readonly serviceMessage: string,
    /** What to do about it, the settings kept apart for the adapter to name. */
    readonly advice: Advice = [],
    /** The record the request named, when it named one. */
    readonly record?: NamedRecord
  ) {
    super(ServiceError.sentence({ status, method, path, serviceMessage }, adviceText(advice)))
    this.name = 'ServiceError'
  }

  /** The route, the id of a record as `{id}`: `GET /ios/signed_ipas/{id}`. */
  get route(): string {
    return routeOf(this.path, this.record)
  }

  /** What failed: `GET /ios/teams failed: HTTP 401 — You couldn't be authenticated`. */
  get headline(): string {
    return ServiceError.headlineOf(this)
  }

  /** The message, with its advice as `advice` spells it. */
  static sentence(facts: ServiceErrorFacts, advice: string): string {
    return `${ServiceError.headlineOf(facts)}${advice ? `. ${advice}` : ''}`
  }

  private static headlineOf({ method, path, status, serviceMessage }: ServiceErrorFacts): string {
    const words = serviceMessage ? ` — ${serviceMessage}` : ''
    return `${method} ${path} failed: HTTP ${status}${words}`
  }
}

/** What to do about an answer that is not the service's: whatever is at the base URL is something else. */
const NOT_THE_SERVICE = advice`Check that ${BASE_URL} points at the service's /api/v1 address and not at a proxy or a web page.`

/** The service's answer was a success code but not something we can read. */
export class UnexpectedAnswerError extends Error {
  /** The start of the answer, on one line. */
  readonly snippet: string
  /**
   * What the request did all the same, for one that changes something: "the submission was created
   * (id …)"; for a GET, nothing.
   */
  readonly outcome: string
  /** What to do about it, the settings kept apart for the adapter to name. */
  readonly advice: Advice

  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    /** What is wrong with the answer, e.g. `the answer is not JSON`. */
    readonly problem: string,
    body: string,
    {
      outcome,
      advice = NOT_THE_SERVICE
    }: {
      /**
       * What the request did all the same, for one that changes something: "the submission was
       * created (id …)". Default: it may have acted.
       */
      outcome?: string
      advice?: Advice
    } = {}
  ) {
    const snippet = oneLine(body, 200)
    // Only the answer went wrong: a request that changes something may have been carried out.
    const acted =
      method === 'GET'
        ? ''
        : (outcome ??
          'The service may have acted on the request: check on it before running this again.')
    super(
      UnexpectedAnswerError.sentence(
        { method, path, status, problem, snippet },
        adviceText(advice),
        acted
      )
    )
    this.name = 'UnexpectedAnswerError'
    this.snippet = snippet
    this.outcome = acted
    this.advice = advice
  }

  /** What went wrong: `GET /ios/teams answered HTTP 200 but the answer is not JSON: <html>…`. */
  get headline(): string {
    return UnexpectedAnswerError.headlineOf(this)
  }

  /** The message, with its advice as `advice` spells it. */
  static sentence(facts: UnexpectedAnswerFacts, advice: string, outcome: string): string {
    return [`${UnexpectedAnswerError.headlineOf(facts)}.`, advice, outcome]
      .filter(Boolean)
      .join(' ')
  }

  private static headlineOf({
    method,
    path,
    status,
    problem,
    snippet
  }: UnexpectedAnswerFacts): string {
    return `${method} ${path} answered HTTP ${status} but ${problem}${snippet ? `: ${snippet}` : ''}`
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
export function adviceFor(
  status: number,
  request: Pick<ServiceRequest, 'method' | 'path' | 'id'>
): Advice {
  const { path } = request
  if (status === 401) return advice`Check ${API_KEY}: it is missing, mistyped or revoked`
  if (status === 403)
    return advice`The API key is valid but not allowed to do this: check its permissions on the service`
  if (status === 404) return notFoundAdvice(request)
  if (status === 405)
    return advice`The service does not allow this method on ${path}: check ${BASE_URL}`
  if (status === 408 || status === 504)
    return advice`The service or a proxy timed out: try again, or raise ${REQUEST_TIMEOUT}`
  if (status === 413) {
    return advice`The IPA is larger than the service (or a proxy in front of it) accepts: upload it to storage and pass ${FILE_URL} instead`
  }
  if (status === 422 || status === 400)
    return advice`The service refused the request as sent: fix what it says above`
  if (status === 429)
    return advice`The service is rate limiting this key: retry later, or raise ${RETRY_COUNT}`
  if (status >= 500)
    return advice`The service failed on every attempt: try again later, or raise ${RETRY_COUNT}`
  if (status >= 300 && status < 400) {
    return advice`The service answered with a redirect: check ${BASE_URL} (the https address, the /api/v1 prefix)`
  }
  return advice`Check ${BASE_URL} and ${API_KEY}`
}

/** The route of a request, the id of the record it names as `{id}`. */
function routeOf(path: string, record?: NamedRecord): string {
  return record ? path.replace(encodeURIComponent(record.value), '{id}') : path
}

/**
 * A 404 names what was not there: the record, when the request named one by its id; else the route
 * itself, which a wrong base URL (another host, a path too many or too few) does not have.
 */
function notFoundAdvice({
  method,
  path,
  id
}: Pick<ServiceRequest, 'method' | 'path' | 'id'>): Advice {
  if (id) {
    return advice`The service has no ${id.of} '${oneLine(id.value, 100)}' (${method} ${routeOf(path, id)}): check the id; if it is right, check that ${BASE_URL} is the address of the service that holds it`
  }
  return advice`The service has no route ${method} ${path}: check that ${BASE_URL} is the service's address ending in /api/v1 (its host, and its path up to /api/v1)`
}

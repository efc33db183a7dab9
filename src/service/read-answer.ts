import { oneLine, scrubberFor } from '../text/untrusted.js'
import { advice } from './advice.js'
import { ServiceError, UnexpectedAnswerError, adviceFor, serviceWords } from './errors.js'
import { jsonTooBig } from './json-limits.js'
import { withoutSecretDeep } from './records.js'
import { Routes, requestUrl, type ServiceRequest } from './requests.js'
import type { TransportResponse } from './transport-types.js'

/** An answer read as JSON: null for an empty 2xx; its text as it came when it holds no secret. */
export interface ReadAnswer {
  json: unknown
  text?: string
  status: number
}

const MiB = 1024 * 1024

/** What to do when the service's rate limit held the run longer than it is waited for. */
const HELD_TOO_LONG_HINT =
  "try again later, or send fewer requests at once (fewer apps side by side, or the run's jobs started apart): the limit is the service's, per API key"

/** What a request that changes something did all the same, when its answer cannot be read. */
const CREATES: Record<string, string> = {
  [Routes.signedIpas]: 'the submission was created',
  [Routes.unsignedIpas]: 'the IPA was stored'
}

/**
 * Reads an answer as JSON. Anything that is not a 2xx with JSON throws, quoting the service's words
 * without the secrets, should it echo them back. A 2xx is read only whole: one that passed the size
 * bound, is compressed, is not UTF-8, or nests too deep is refused, never misread. Its JSON holds
 * `***` for the secrets, but keeps the secret parts of a URL given (`urlSecrets`): the service's
 * record of that URL is the workflow's to use, and the adapter masks it.
 */
export function readAnswer(
  response: TransportResponse,
  request: ServiceRequest,
  {
    baseUrl,
    secrets: answerSecrets,
    urlSecrets = [],
    maxResponseBytes
  }: {
    baseUrl: string
    secrets: string[]
    urlSecrets?: string[]
    maxResponseBytes: number
  }
): ReadAnswer {
  const { method, path } = request
  const secrets = [...answerSecrets, ...urlSecrets]
  const { scrub } = scrubberFor(secrets)
  // The service's own text for a message, without the key: messages go to logs and outputs.
  // Only on the paths that quote it: a good answer is scrubbed once, below.
  const quoted = (): string => scrub(response.body)
  if (response.status < 200 || response.status >= 300) {
    // A retry the service asked to put off too long was not made: no advice to allow more retries.
    const next = response.notRetried
      ? advice`${capitalised(response.notRetried)}: ${response.heldTooLong ? HELD_TOO_LONG_HINT : 'try again later'}`
      : adviceFor(response.status, request)
    const words = errorWords(response, quoted(), requestUrl(baseUrl, request), secrets)
    throw new ServiceError(response.status, method, path, words, next, request.id)
  }
  const unreadable = (problem: string, snippet = ''): UnexpectedAnswerError =>
    new UnexpectedAnswerError(method, path, response.status, problem, snippet, {
      outcome: createdAnyway(request, response.status)
    })
  if (response.truncated) {
    throw unreadable(
      `the answer passed ${mib(maxResponseBytes)}, the most that is read of one`,
      quoted().slice(0, 200)
    )
  }
  if (response.status === 204 || response.body.trim() === '')
    return { json: null, status: response.status }
  const encoding = headerText(response.headers['content-encoding'])
  if (encoding && !/^\s*identity\s*$/i.test(encoding)) {
    // Nothing asked for it (no Accept-Encoding): a compressed answer is not decompressed, and so
    // cannot grow past the size bound.
    throw unreadable(
      `the answer is compressed (Content-Encoding: ${oneLine(encoding, 40)}), which was not asked for and is not read`
    )
  }
  // A byte order mark is allowed before JSON, and ignored.
  const text = response.body.charCodeAt(0) === 0xfeff ? response.body.slice(1) : response.body
  if (text.startsWith('\ufffd\ufffd') || text.includes('\u0000')) {
    throw unreadable('the answer is not UTF-8 text (UTF-16, or binary), as JSON must be')
  }
  const tooBig = jsonTooBig(text)
  if (tooBig) throw unreadable(tooBig, quoted().slice(0, 200))
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw unreadable('the answer is not JSON', quoted())
  }
  // Always, whatever the text showed: a key written with \u escapes shows only once parsed.
  const { value: json, found } = withoutSecretDeep(parsed, answerSecrets)
  return { json, text: found ? undefined : text.trim(), status: response.status }
}

/** The service's words about a failure, and where a redirect pointed (without its query). */
function errorWords(
  response: TransportResponse,
  text: string,
  url: string,
  secrets: string[]
): string {
  const header = (name: string): string | undefined => headerText(response.headers[name])
  const { scrub } = scrubberFor(secrets)
  // Scrubbed again once read: JSON can spell the key with \u escapes, which only parsing undoes.
  const words = scrub(serviceWords(text, header('content-type')))
  const location = header('location')
  if (response.status < 300 || response.status >= 400 || !location) return words
  let target: string
  try {
    // Without its query, fragment or credentials (a file: or javascript: URL has no origin).
    const to = new URL(location, url)
    to.search = ''
    to.hash = ''
    to.username = ''
    to.password = ''
    target = to.href
  } catch {
    target = location
  }
  const redirect = `redirected to ${oneLine(scrub(target), 200)}`
  return words ? `${words} (${redirect})` : redirect
}

/** What a request did although its answer cannot be read: a 2xx to a create created something. */
export function createdAnyway(
  request: ServiceRequest,
  status: number,
  id?: string
): string | undefined {
  const created = CREATES[request.path]
  if (request.method !== 'POST' || !created || status < 200 || status >= 300) return undefined
  const which = id ? ` (id ${oneLine(id, 100)})` : ''
  return `The service accepted it (HTTP ${status}), so ${created}${which}: check on the service before running this again, so as not to send it twice.`
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value
}

function mib(bytes: number): string {
  return Number.isInteger(bytes / MiB) ? `${bytes / MiB} MiB` : `${bytes} bytes`
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

import { oneLine, scrubberFor } from '../text/untrusted.js'
import { ServiceError, UnexpectedAnswerError, hintFor, serviceWords } from './errors.js'
import { jsonTooBig } from './json-limits.js'
import { multipartFileBody } from './multipart.js'
import {
  RecordProblem,
  asArray,
  asRecord,
  isSubmissionRecord,
  readCredential,
  readSubmission,
  readUnsignedIpa,
  withoutSecretDeep
} from './records.js'
import {
  Requests,
  describeRequest,
  requestUrl,
  type IpaSource,
  type ServiceRequest
} from './requests.js'
import type {
  StreamedBody,
  TransportRequest,
  TransportResponse,
  UploadProgress
} from './transport-types.js'
import type {
  AnalyticsReport,
  DeleteResult,
  SignedIpaSubmission,
  TeamCredential,
  UnsignedIpa
} from './types.js'

/** What the client needs of the wire: the Transport, or anything that answers the same way. */
export interface Sender {
  send(request: TransportRequest): Promise<TransportResponse>
}

/**
 * A typed record, and for the `json` output what the service sent: the record itself for an
 * endpoint that gives one record (even when it came inside an array), else the answer as it came.
 */
export interface Answer<T> {
  data: T
  json: unknown
  /**
   * The answer's JSON text as it came (without a byte order mark or white space around it), when it
   * holds no secret: what to write to a file, rather than `json` stringified again.
   */
  text?: string
  status: number
  /** SHA-256 (hex) of the file sent, for a request that sent one. */
  sha256?: string
}

/** A submission's status, or that the service has no route to ask it. */
export type SubmissionLookup =
  | { kind: 'found'; answer: Answer<SignedIpaSubmission>; via: 'record' | 'listing' }
  | { kind: 'no-status-route' }
  | { kind: 'not-listed' }
  /** The route answered, but with no status of this submission (a catch-all route, say). */
  | { kind: 'no-status'; why: string }

export interface ClientOptions {
  baseUrl: string
  apiKey: string
  /** Values that no quoted answer may show, besides the key: a pre-signed URL's query, say. */
  secrets?: string[]
  sender: Sender
}

/** Reports how a file upload goes. */
export interface SendOptions {
  onProgress?(progress: UploadProgress): void
  /** Cancels the request, its retries included (it then fails with code ABORT_ERR). */
  signal?: AbortSignal
}

/** A status poll: the end of the wait it belongs to (epoch ms), which no retry delay may pass. */
export interface PollOptions {
  deadline?: number
}

/** Answers that say a route is not there: Not Found, Method Not Allowed, Not Implemented. */
const NO_ROUTE = [404, 405, 501]

const MiB = 1024 * 1024

/** Longest answer read unless the request says otherwise: a listing of hundreds of records is well under it. */
const MAX_RESPONSE_BYTES = 1 * MiB

/** What to do about a record that does not fit: it came from the service, not from base-url. */
const RECORD_HINT =
  'The service answered a record the action cannot use safely, so nothing more was sent about it'

/** What a request that changes something did all the same, when its answer cannot be read. */
const CREATES: Record<string, string> = {
  '/ios/signed_ipas': 'the submission was created',
  '/ios/unsigned_ipas': 'the IPA was stored'
}

/**
 * One typed method per endpoint of the Mobile App Deployment and Analytics Service, sending the
 * descriptions of `requests.ts`. No @actions/core here: the action and any other program can use it.
 */
export class ServiceClient {
  private readonly baseUrl: string
  private readonly apiKey: string
  private readonly secrets: string[]
  private readonly sender: Sender

  constructor({ baseUrl, apiKey, secrets = [], sender }: ClientOptions) {
    this.baseUrl = baseUrl.replace(/\/+$/, '')
    this.apiKey = apiKey
    this.secrets = [apiKey, ...secrets]
    this.sender = sender
  }

  /** What a dry run prints for a request: exactly what would be sent, the key aside. */
  describe(request: ServiceRequest): string[] {
    return describeRequest(this.baseUrl, request)
  }

  async listTeams(): Promise<Answer<TeamCredential[]>> {
    const request = Requests.listTeams()
    const answer = await this.send(request)
    const data = this.read(request, answer, () =>
      asArray(answer, 'GET', request.path).map((item, i) =>
        readCredential(item, `credential ${i + 1}`)
      )
    )
    return { ...answer, data }
  }

  async listUnsignedIpas(): Promise<Answer<UnsignedIpa[]>> {
    const request = Requests.listUnsignedIpas()
    const answer = await this.send(request)
    const data = this.read(request, answer, () =>
      asArray(answer, 'GET', request.path).map((item, i) =>
        readUnsignedIpa(item, `record ${i + 1}`)
      )
    )
    return { ...answer, data }
  }

  async storeUnsignedIpa(source: IpaSource, options?: SendOptions): Promise<Answer<UnsignedIpa>> {
    const request = Requests.storeUnsignedIpa(source)
    const answer = await this.send(request, options)
    const record = asRecord(answer, 'POST', request.path, outcomeOf(request, answer.status))
    return {
      ...answer,
      json: record,
      data: this.read(request, answer, () => readUnsignedIpa(record))
    }
  }

  async deleteUnsignedIpa(id: string): Promise<Answer<DeleteResult>> {
    const request = Requests.deleteUnsignedIpa(id)
    const answer = await this.send(request)
    // Any 2xx with nothing in it (204, say) is a delete done.
    if (answer.json === null) return { ...answer, data: { deleted: true, id } }
    const record = asRecord(answer, 'DELETE', request.path)
    // Without a `deleted` field, a 2xx counts as done unless its body says it is an error.
    const deleted = record.deleted === undefined ? !('error' in record) : record.deleted === true
    // The id is the one asked for: whatever the answer says, it is what was deleted.
    return { ...answer, data: { ...record, deleted, id } }
  }

  async submitSignedIpa(
    submission: Parameters<typeof Requests.submitSignedIpa>[0],
    options?: SendOptions
  ): Promise<Answer<SignedIpaSubmission>> {
    const request = Requests.submitSignedIpa(submission)
    const answer = await this.send(request, options)
    const record = asRecord(answer, 'POST', request.path, outcomeOf(request, answer.status))
    return {
      ...answer,
      json: record,
      data: this.read(request, answer, () => readSubmission(record))
    }
  }

  /**
   * The submission's current record: `GET /ios/signed_ipas/{id}`, else (404, 405 or 501 there) the listing
   * `GET /ios/signed_ipas`, else `no-status-route`. These routes are not in the specification, so an
   * answer counts only when it holds a record of this submission with a status: a server with a
   * catch-all route (an empty 200, `{}`, another record) has no status to give (`no-status`).
   * `deadline` bounds the retries of both requests (see TransportRequest.deadline).
   */
  async getSubmission(id: string, { deadline }: PollOptions = {}): Promise<SubmissionLookup> {
    const direct = await this.send(Requests.getSubmission(id), {}, NO_ROUTE, deadline)
    if (!NO_ROUTE.includes(direct.status)) {
      const candidates = Array.isArray(direct.json) ? direct.json : [direct.json]
      const record = candidates.find(item => isSubmissionRecord(item, id, candidates.length === 1))
      if (!record) {
        return {
          kind: 'no-status',
          why: `GET /ios/signed_ipas/{id} answered HTTP ${direct.status} without a status of submission ${oneLine(id, 100)}`
        }
      }
      const data = this.read(Requests.getSubmission(id), direct, () =>
        readSubmission(record, '', id)
      )
      return { kind: 'found', via: 'record', answer: { json: record, status: direct.status, data } }
    }
    const request = Requests.listSubmissions()
    const listing = await this.send(request, {}, NO_ROUTE, deadline)
    if (NO_ROUTE.includes(listing.status)) return { kind: 'no-status-route' }
    const match = asArray(listing, 'GET', request.path).find(item =>
      isSubmissionRecord(item, id, false)
    )
    if (!match) return { kind: 'not-listed' }
    const data = this.read(request, listing, () => readSubmission(match, '', id))
    return { kind: 'found', via: 'listing', answer: { json: match, status: listing.status, data } }
  }

  async getAnalytics(
    appId: string,
    date: string,
    countries: string[],
    options?: SendOptions
  ): Promise<Answer<AnalyticsReport[]>> {
    const request = Requests.getAnalytics(appId, date, countries)
    const answer = await this.send(request, options)
    return { ...answer, data: asArray(answer, 'GET', request.path) as AnalyticsReport[] }
  }

  /** Reads records out of an answer; a field that does not fit fails with what came, and what was done. */
  private read<T>(request: ServiceRequest, answer: { status: number }, read: () => T): T {
    try {
      return read()
    } catch (error) {
      if (!(error instanceof RecordProblem)) throw error
      throw new UnexpectedAnswerError(
        request.method,
        request.path,
        answer.status,
        `a record does not fit: ${error.message}`,
        '',
        { outcome: outcomeOf(request, answer.status, error.id), hint: `${RECORD_HINT}.` }
      )
    }
  }

  /**
   * Sends a request and reads its answer as JSON (null for an empty 2xx). A status in `allow` is
   * returned as it is, with no JSON. Anything else that is not a 2xx with JSON throws, quoting the
   * service's words without the key, should it echo it back. A 2xx is read only whole: one that
   * passed the size bound, is compressed, is not UTF-8, or nests too deep is refused, never misread.
   */
  private async send(
    request: ServiceRequest,
    { onProgress, signal }: SendOptions = {},
    allow: number[] = [],
    deadline?: number
  ): Promise<Omit<Answer<unknown>, 'data'>> {
    const { method, path } = request
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.apiKey}`,
      Accept: 'application/json'
    }
    if (request.alsoAuthentication) headers.Authentication = headers.Authorization
    const body = await this.bodyOf(request)
    if (typeof body === 'string') headers['Content-Type'] = 'application/json'
    const maxResponseBytes = request.maxResponseBytes ?? MAX_RESPONSE_BYTES
    const response = await this.sender.send({
      method,
      url: requestUrl(this.baseUrl, request),
      headers,
      body,
      maxResponseBytes,
      onProgress,
      signal,
      about: request.about,
      deadline,
      secrets: this.secrets
    })
    const sha256 = body && typeof body !== 'string' ? body.fileSha256() : undefined
    if (allow.includes(response.status)) return { json: undefined, status: response.status }
    const { scrub } = scrubberFor(this.secrets)
    // The service's own text for a message, without the key: messages go to logs and outputs.
    // Only on the paths that quote it: a good answer is scrubbed once, below.
    const quoted = (): string => scrub(response.body)
    if (response.status < 200 || response.status >= 300) {
      // A retry the service asked to put off too long was not made: no hint about raising retries.
      const hint = response.notRetried
        ? `${capitalised(response.notRetried)}: try again later`
        : hintFor(response.status, path)
      throw new ServiceError(
        response.status,
        method,
        path,
        this.errorWords(response, quoted(), request),
        hint
      )
    }
    const unreadable = (problem: string, snippet = ''): UnexpectedAnswerError =>
      new UnexpectedAnswerError(method, path, response.status, problem, snippet, {
        outcome: outcomeOf(request, response.status)
      })
    if (response.truncated) {
      throw unreadable(
        `the answer passed ${mib(maxResponseBytes)}, more than the action reads`,
        quoted().slice(0, 200)
      )
    }
    if (response.status === 204 || response.body.trim() === '')
      return { json: null, status: response.status, sha256 }
    const encoding = headerText(response.headers['content-encoding'])
    if (encoding && !/^\s*identity\s*$/i.test(encoding)) {
      // Nothing asked for it (no Accept-Encoding): a compressed answer is not decompressed, and so
      // cannot grow past the size bound.
      throw unreadable(
        `the answer is compressed (Content-Encoding: ${oneLine(encoding, 40)}), which the action does not ask for or read`
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
    const { value: json, found } = withoutSecretDeep(parsed, this.secrets)
    return { json, text: found ? undefined : text.trim(), status: response.status, sha256 }
  }

  private async bodyOf(
    request: ServiceRequest
  ): Promise<string | (StreamedBody & { fileSha256(): string | undefined }) | undefined> {
    const { body } = request
    if (!body) return undefined
    if (body.kind === 'json') return JSON.stringify(body.value)
    const { field, path: file } = body.file
    return multipartFileBody({ fields: body.fields, file: { field, path: file } })
  }

  /** The service's words about a failure, and where a redirect pointed (without its query). */
  private errorWords(response: TransportResponse, text: string, request: ServiceRequest): string {
    const header = (name: string): string | undefined => {
      const value = response.headers[name]
      return Array.isArray(value) ? value.join(', ') : value
    }
    // Scrubbed again once read: JSON can spell the key with \u escapes, which only parsing undoes.
    const words = scrubberFor(this.secrets).scrub(serviceWords(text, header('content-type')))
    const location = header('location')
    if (response.status < 300 || response.status >= 400 || !location) return words
    let target: string
    try {
      // Without its query, fragment or credentials (a file: or javascript: URL has no origin).
      const to = new URL(location, requestUrl(this.baseUrl, request))
      to.search = ''
      to.hash = ''
      to.username = ''
      to.password = ''
      target = to.href
    } catch {
      target = location
    }
    const redirect = `redirected to ${oneLine(scrubberFor(this.secrets).scrub(target), 200)}`
    return words ? `${words} (${redirect})` : redirect
  }
}

/** What a request did although its answer cannot be read: a 2xx to a create created something. */
function outcomeOf(request: ServiceRequest, status: number, id?: string): string | undefined {
  const created = CREATES[request.path]
  if (request.method !== 'POST' || !created || status < 200 || status >= 300) return undefined
  const which = id ? ` (id ${oneLine(id, 100)})` : ''
  return `The service accepted it (HTTP ${status}), so ${created}${which}: check on the service before running this step again, so as not to send it twice.`
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

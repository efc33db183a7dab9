import { oneLine } from '../text/untrusted.js'
import type {
  Answer,
  ClientOptions,
  CreateAttempt,
  PollOptions,
  SendOptions,
  Sender,
  SubmissionLookup
} from './client-types.js'
import { advice } from './advice.js'
import { ServiceError, UnexpectedAnswerError, adviceFor } from './errors.js'
import { MAX_RESPONSE_BYTES } from './json-limits.js'
import { bodyOf, fileSha256, type Body } from './multipart.js'
import { createdAnyway, readAnswer, type ReadAnswer } from './read-answer.js'
import {
  RecordProblem,
  asArray,
  asRecord,
  isObject,
  isSubmissionRecord,
  readCredential,
  readSubmission,
  readUnsignedIpa,
  pathSegmentProblem
} from './records.js'
import {
  Requests,
  Routes,
  describeRequest,
  requestUrl,
  type Create,
  type Listing,
  type ServiceRequest
} from './requests.js'
import type { RateLimitWaits } from './retry/index.js'
import { TransportError, type TransportRequest, type TransportResponse } from './transport-types.js'
import type {
  AnalyticsReport,
  DeleteResult,
  SignedIpaSubmission,
  TeamCredential,
  UnsignedIpa
} from './types.js'

/** Answers that say a route is not there: Not Found, Method Not Allowed, Not Implemented. */
const NO_ROUTE = [404, 405, 501]

export type * from './client-types.js'

/** What to do about a record that does not fit: it came from the service, not from a setting. */
const RECORD_ADVICE = advice`The service answered a record that cannot be used safely, so nothing more was sent about it.`

/**
 * One typed method per endpoint of the Mobile App Deployment and Analytics Service, sending the
 * descriptions of `requests.ts`. No @actions/core here: the action and any other program can use it.
 */
export class ServiceClient {
  private readonly baseUrl: string
  private readonly apiKey: string
  private readonly secrets: string[]
  private readonly urlSecrets: string[]
  private readonly sender: Sender
  private readonly signal?: AbortSignal

  constructor({ baseUrl, apiKey, secrets = [], urlSecrets = [], sender, signal }: ClientOptions) {
    this.signal = signal
    this.baseUrl = baseUrl.replace(/\/+$/, '')
    this.apiKey = apiKey
    this.secrets = [apiKey, ...secrets]
    this.urlSecrets = urlSecrets
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

  storeUnsignedIpa(upload: Create, options?: SendOptions): Promise<CreateAttempt<UnsignedIpa>> {
    return this.create(Requests.storeUnsignedIpa(upload), options, readUnsignedIpa)
  }

  async deleteUnsignedIpa(id: string): Promise<Answer<DeleteResult>> {
    const request = Requests.deleteUnsignedIpa(id)
    const answer = await this.send(request, {}, [404])
    if (answer.status === 404) {
      // Sent again after its answer was lost, a delete that finds the IPA gone: the first one did it.
      if (answer.lostAnswerBefore) return { ...answer, json: null, data: { deleted: true, id } }
      const { method, path, id: named } = request
      throw new ServiceError(404, method, path, '', adviceFor(404, request), named)
    }
    // Any 2xx with nothing in it (204, say) is a delete done.
    if (answer.json === null) return { ...answer, data: { deleted: true, id } }
    const record = asRecord(answer, 'DELETE', request.path)
    // Without a `deleted` field, a 2xx counts as done unless its body says it is an error.
    const deleted = record.deleted === undefined ? !('error' in record) : record.deleted === true
    // The id is the one asked for: whatever the answer says, it is what was deleted.
    return { ...answer, data: { ...record, deleted, id } }
  }

  /**
   * The records of a listing by id, to tell what a create made: undefined when the service has no
   * such listing (404, 405 or 501). Records without an id that fits a path segment are left out.
   */
  async recordsOf(listing: Listing): Promise<Map<string, Record<string, unknown>> | undefined> {
    const request = Requests.listingOf(listing)
    const answer = await this.send(request, {}, NO_ROUTE)
    if (NO_ROUTE.includes(answer.status)) return undefined
    const records = new Map<string, Record<string, unknown>>()
    for (const item of asArray(answer, 'GET', request.path)) {
      if (!isObject(item)) continue
      const id = typeof item.id === 'number' ? String(item.id) : item.id
      if (typeof id === 'string' && !pathSegmentProblem(id)) records.set(id, item)
    }
    return records
  }

  /** One attempt (see CreateAttempt), as storeUnsignedIpa. */
  submitSignedIpa(
    submission: Parameters<typeof Requests.submitSignedIpa>[0],
    options?: SendOptions
  ): Promise<CreateAttempt<SignedIpaSubmission>> {
    return this.create(Requests.submitSignedIpa(submission), options, readSubmission)
  }

  /**
   * How often the service's rate limit held this run's requests (a 429 with Retry-After), and how
   * long in all: for the summary, and a fleet's report file.
   */
  rateLimitWaits(): RateLimitWaits {
    return this.sender.rateLimitWaits()
  }

  /** Waits before a create is sent again, as before any retry: see Transport.beforeResend. */
  beforeResend(
    attempt: number,
    { request, outcome, about }: Extract<CreateAttempt<unknown>, { failure: unknown }>
  ): Promise<string | undefined> {
    return this.sender.beforeResend(attempt, outcome, this.addressed(request, about))
  }

  /**
   * The submission's current record (Routes.signedIpa), else (404, 405 or 501 there) the listing's
   * (Routes.signedIpas), else `no-status-route`. Neither route is in the specification, so an answer
   * counts only when it holds a record of this submission with a status: a catch-all route (an empty
   * 200, `{}`, another record) has no status to give (`no-status`). `deadline` bounds the retries.
   */
  async getSubmission(id: string, { deadline }: PollOptions = {}): Promise<SubmissionLookup> {
    const asked = Requests.getSubmission(id)
    const direct = await this.send(asked, {}, NO_ROUTE, deadline)
    if (!NO_ROUTE.includes(direct.status)) {
      const candidates = Array.isArray(direct.json) ? direct.json : [direct.json]
      const record = candidates.find(item => isSubmissionRecord(item, id, candidates.length === 1))
      if (!record) {
        return {
          kind: 'no-status',
          why: `GET ${Routes.signedIpa} answered HTTP ${direct.status} without a status of submission ${oneLine(id, 100)}`
        }
      }
      const data = this.read(asked, direct, () => readSubmission(record, '', id))
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
        { outcome: createdAnyway(request, answer.status, error.id), advice: RECORD_ADVICE }
      )
    }
  }

  /** Sends a request and reads its answer (see `readAnswer`). A status in `allow` is returned as it is, with no JSON. */
  private async send(
    request: ServiceRequest,
    options: SendOptions = {},
    allow: number[] = [],
    deadline?: number
  ): Promise<Omit<Answer<unknown>, 'data'>> {
    const body = await bodyOf(request)
    const response = await this.transmit(request, body, options, deadline)
    const lostAnswerBefore = response.earlierMayHaveActed
    if (allow.includes(response.status))
      return { json: undefined, status: response.status, lostAnswerBefore }
    return { ...this.readResponse(request, response), sha256: fileSha256(body), lostAnswerBefore }
  }

  /** One attempt of a create, its record read: the transport never sends a POST twice. */
  private async create<T>(
    request: ServiceRequest,
    options: SendOptions = {},
    read: (record: Record<string, unknown>) => T
  ): Promise<CreateAttempt<T>> {
    const body = await bodyOf(request)
    let response: TransportResponse | undefined
    let answer: Omit<Answer<unknown>, 'data'>
    try {
      response = await this.transmit(request, body, options)
      answer = { ...this.readResponse(request, response), sha256: fileSha256(body) }
    } catch (error) {
      const outcome = error instanceof TransportError ? error.outcome : response?.outcome
      const answered = error instanceof ServiceError || error instanceof UnexpectedAnswerError
      if (!outcome || !(answered || error instanceof TransportError)) throw error
      return { failure: error, outcome, request, sha256: fileSha256(body), about: options.about }
    }
    // A record that does not fit says what was made: its error tells (see createdAnyway).
    const record = asRecord(answer, 'POST', request.path, createdAnyway(request, answer.status))
    return {
      answer: { ...answer, json: record, data: this.read(request, answer, () => read(record)) }
    }
  }

  private transmit(
    request: ServiceRequest,
    body: Body,
    { onProgress, signal, attempt, about }: SendOptions,
    deadline?: number
  ): Promise<TransportResponse> {
    const auth = `Bearer ${this.apiKey}`
    const headers: Record<string, string> = { Authorization: auth, Accept: 'application/json' }
    if (request.alsoAuthentication) headers.Authentication = auth
    // A Structured Fields string, as the Idempotency-Key draft asks: the key is hex, so no escapes.
    if (request.idempotencyKey) headers['Idempotency-Key'] = `"${request.idempotencyKey}"`
    if (typeof body === 'string') headers['Content-Type'] = 'application/json'
    return this.sender.send({
      ...this.addressed(request, about),
      headers,
      body,
      maxResponseBytes: request.maxResponseBytes ?? MAX_RESPONSE_BYTES,
      onProgress,
      signal:
        signal && this.signal ? AbortSignal.any([signal, this.signal]) : (signal ?? this.signal),
      deadline,
      firstAttempt: attempt
    })
  }

  /** Where a request goes, what names it in the log, and what the transport hides when it reports. */
  private addressed(
    request: ServiceRequest,
    about = request.about
  ): Pick<TransportRequest, 'method' | 'url' | 'about' | 'secrets' | 'signal'> {
    return {
      method: request.method,
      url: requestUrl(this.baseUrl, request),
      about,
      secrets: [...this.secrets, ...this.urlSecrets],
      signal: this.signal
    }
  }

  private readResponse(request: ServiceRequest, response: TransportResponse): ReadAnswer {
    return readAnswer(response, request, {
      baseUrl: this.baseUrl,
      secrets: this.secrets,
      urlSecrets: this.urlSecrets,
      maxResponseBytes: request.maxResponseBytes ?? MAX_RESPONSE_BYTES
    })
  }
}

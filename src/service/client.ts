import { oneLine, showsSecret, withoutSecret } from '../text/untrusted.js'
import { ServiceError, UnexpectedAnswerError, hintFor, serviceWords } from './errors.js'
import { multipartFileBody } from './multipart.js'
import {
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
}

/** Answers that say a route is not there: Not Found, Method Not Allowed, Not Implemented. */
const NO_ROUTE = [404, 405, 501]

/**
 * Longest analytics answer read. A day of a large app (hundreds of countries, each with its referrers
 * and OS versions) passes the transport's default of 1 MiB; the report goes to a file, not to memory-bound
 * outputs, so allow far more, yet not without bound.
 */
const ANALYTICS_MAX_RESPONSE_BYTES = 32 * 1024 * 1024

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
    const answer = await this.send(Requests.listTeams())
    return { ...answer, data: asArray(answer, 'GET', '/ios/teams').map(readCredential) }
  }

  async listUnsignedIpas(): Promise<Answer<UnsignedIpa[]>> {
    const answer = await this.send(Requests.listUnsignedIpas())
    return { ...answer, data: asArray(answer, 'GET', '/ios/unsigned_ipas').map(readUnsignedIpa) }
  }

  async storeUnsignedIpa(source: IpaSource, options?: SendOptions): Promise<Answer<UnsignedIpa>> {
    const answer = await this.send(Requests.storeUnsignedIpa(source), options)
    const record = asRecord(answer, 'POST', '/ios/unsigned_ipas')
    return { ...answer, json: record, data: readUnsignedIpa(record) }
  }

  async deleteUnsignedIpa(id: string): Promise<Answer<DeleteResult>> {
    const request = Requests.deleteUnsignedIpa(id)
    const answer = await this.send(request)
    // Any 2xx with nothing in it (204, say) is a delete done.
    if (answer.json === null) return { ...answer, data: { deleted: true, id } }
    const record = asRecord(answer, 'DELETE', request.path)
    // Without a `deleted` field, a 2xx counts as done unless its body says it is an error.
    const deleted = record.deleted === undefined ? !('error' in record) : record.deleted === true
    return { ...answer, data: { ...record, deleted, id: String(record.id ?? id) } }
  }

  async submitSignedIpa(
    submission: Parameters<typeof Requests.submitSignedIpa>[0],
    options?: SendOptions
  ): Promise<Answer<SignedIpaSubmission>> {
    const answer = await this.send(Requests.submitSignedIpa(submission), options)
    const record = asRecord(answer, 'POST', '/ios/signed_ipas')
    const data = readSubmission(record)
    if (!data.id) {
      throw new UnexpectedAnswerError(
        'POST',
        '/ios/signed_ipas',
        answer.status,
        'the record has no id',
        JSON.stringify(answer.json)
      )
    }
    return { ...answer, json: record, data }
  }

  /**
   * The submission's current record: `GET /ios/signed_ipas/{id}`, else (404, 405 or 501 there) the listing
   * `GET /ios/signed_ipas`, else `no-status-route`. These routes are not in the specification, so an
   * answer counts only when it holds a record of this submission with a status: a server with a
   * catch-all route (an empty 200, `{}`, another record) has no status to give (`no-status`).
   */
  async getSubmission(id: string): Promise<SubmissionLookup> {
    const direct = await this.send(Requests.getSubmission(id), {}, NO_ROUTE)
    if (!NO_ROUTE.includes(direct.status)) {
      const candidates = Array.isArray(direct.json) ? direct.json : [direct.json]
      const record = candidates.find(item => isSubmissionRecord(item, id, candidates.length === 1))
      if (!record) {
        return {
          kind: 'no-status',
          why: `GET /ios/signed_ipas/{id} answered HTTP ${direct.status} without a status of submission ${oneLine(id, 100)}`
        }
      }
      return {
        kind: 'found',
        via: 'record',
        answer: { json: record, status: direct.status, data: readSubmission(record) }
      }
    }
    const listing = await this.send(Requests.listSubmissions(), {}, NO_ROUTE)
    if (NO_ROUTE.includes(listing.status)) return { kind: 'no-status-route' }
    const match = asArray(listing, 'GET', '/ios/signed_ipas').find(item =>
      isSubmissionRecord(item, id, false)
    )
    if (!match) return { kind: 'not-listed' }
    return {
      kind: 'found',
      via: 'listing',
      answer: { json: match, status: listing.status, data: readSubmission(match) }
    }
  }

  async getAnalytics(
    appId: string,
    date: string,
    countries: string[]
  ): Promise<Answer<AnalyticsReport[]>> {
    const request = Requests.getAnalytics(appId, date, countries)
    const answer = await this.send(request)
    return { ...answer, data: asArray(answer, 'GET', request.path) as AnalyticsReport[] }
  }

  /**
   * Sends a request and reads its answer as JSON (null for an empty 2xx). A status in `allow` is
   * returned as it is, with no JSON. Anything else that is not a 2xx with JSON throws, quoting the
   * service's words without the key, should it echo it back.
   */
  private async send(
    request: ServiceRequest,
    { onProgress }: SendOptions = {},
    allow: number[] = []
  ): Promise<{ json: unknown; status: number; sha256?: string }> {
    const { method, path } = request
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.apiKey}`,
      Accept: 'application/json'
    }
    const analytics = path.startsWith('/app_analytics/')
    // The specification names the analytics header `Authentication` (its examples use
    // `Authorization`): send both, so that a server built from either reading lets us in.
    if (analytics) headers.Authentication = headers.Authorization
    const body = await this.bodyOf(request)
    if (typeof body === 'string') headers['Content-Type'] = 'application/json'
    const response = await this.sender.send({
      method,
      url: requestUrl(this.baseUrl, request),
      headers,
      body,
      maxResponseBytes: analytics ? ANALYTICS_MAX_RESPONSE_BYTES : undefined,
      onProgress
    })
    const sha256 = body && typeof body !== 'string' ? body.fileSha256() : undefined
    if (allow.includes(response.status)) return { json: undefined, status: response.status }
    // The service's own text for a message, without the key: messages go to logs and outputs.
    // Only on the paths that quote it: a good answer is scrubbed once, below.
    const quoted = (): string => withoutSecret(response.body, this.secrets)
    if (response.status < 200 || response.status >= 300) {
      throw new ServiceError(
        response.status,
        method,
        path,
        this.errorWords(response, quoted(), request),
        hintFor(response.status, path)
      )
    }
    if (response.status === 204 || response.body.trim() === '')
      return { json: null, status: response.status, sha256 }
    if (response.truncated) {
      const problem = 'the answer was too large to read'
      throw new UnexpectedAnswerError(
        method,
        path,
        response.status,
        problem,
        quoted().slice(0, 200)
      )
    }
    let json: unknown
    try {
      json = JSON.parse(response.body)
    } catch {
      const problem = 'the answer is not JSON'
      throw new UnexpectedAnswerError(method, path, response.status, problem, quoted())
    }
    if (showsSecret(response.body, this.secrets)) json = withoutSecretDeep(json, this.secrets)
    return { json, status: response.status, sha256 }
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
    const words = serviceWords(text, header('content-type'))
    const location = header('location')
    if (response.status < 300 || response.status >= 400 || !location) return words
    let target: string
    try {
      const to = new URL(location, requestUrl(this.baseUrl, request))
      target = `${to.origin}${to.pathname}`
    } catch {
      target = location
    }
    const redirect = `redirected to ${oneLine(withoutSecret(target, this.secrets), 200)}`
    return words ? `${words} (${redirect})` : redirect
  }
}

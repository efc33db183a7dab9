import type { StreamedBody, TransportResponse } from './transport-types.js'
import { oneLine, showsSecret, withoutSecret } from '../text/untrusted.js'
import { ServiceError, UnexpectedAnswerError, hintFor, serviceWords } from './errors.js'
import type {
  AnalyticsReport,
  DeleteResult,
  SignedIpaSubmission,
  TeamCredential,
  UnsignedIpa
} from './types.js'

/** What the client needs of the wire: the Transport, or anything that answers the same way. */
export interface Sender {
  send(request: {
    method: 'GET' | 'POST' | 'DELETE'
    url: string
    headers?: Record<string, string>
    body?: string | StreamedBody
    retry?: boolean
    maxResponseBytes?: number
  }): Promise<TransportResponse>
}

/** A typed record and the service's answer as it came, for the `json` output. */
export interface Answer<T> {
  data: T
  json: unknown
  status: number
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
  sender: Sender
}

/**
 * One typed method per endpoint of the Mobile App Deployment and Analytics Service. Lenient where the
 * specification is silent (any 2xx, a record or an array holding it, unknown fields kept), strict where
 * it is not. No @actions/core here: the action and any other program can use it.
 */
export class ServiceClient {
  private readonly baseUrl: string
  private readonly apiKey: string
  private readonly sender: Sender

  constructor({ baseUrl, apiKey, sender }: ClientOptions) {
    this.baseUrl = baseUrl.replace(/\/+$/, '')
    this.apiKey = apiKey
    this.sender = sender
  }

  /** The full URL of a path below the base URL (for logs and dry runs). */
  url(path: string): string {
    return `${this.baseUrl}${path}`
  }

  async listTeams(): Promise<Answer<TeamCredential[]>> {
    const answer = await this.request('GET', '/ios/teams')
    return { ...answer, data: asArray(answer, 'GET', '/ios/teams').map(readCredential) }
  }

  async listUnsignedIpas(): Promise<Answer<UnsignedIpa[]>> {
    const answer = await this.request('GET', '/ios/unsigned_ipas')
    return { ...answer, data: asArray(answer, 'GET', '/ios/unsigned_ipas').map(readUnsignedIpa) }
  }

  async uploadUnsignedIpaFromUrl(remoteSourceUrl: string): Promise<Answer<UnsignedIpa>> {
    return this.createUnsignedIpa(
      JSON.stringify({ unsigned_ipa: { remote_source_url: remoteSourceUrl } })
    )
  }

  /** `body` is a multipart/form-data body with the file in part `unsigned_ipa[source]`. */
  async uploadUnsignedIpaFile(body: StreamedBody): Promise<Answer<UnsignedIpa>> {
    return this.createUnsignedIpa(body)
  }

  async deleteUnsignedIpa(id: string): Promise<Answer<DeleteResult>> {
    const path = `/ios/unsigned_ipas/${encodeURIComponent(id)}`
    const answer = await this.request('DELETE', path)
    // Any 2xx with nothing in it (204, say) is a delete done.
    if (answer.json === null) return { ...answer, data: { deleted: true, id } }
    const record = asRecord(answer, 'DELETE', path)
    // Without a `deleted` field, a 2xx counts as done unless its body says it is an error.
    const deleted = record.deleted === undefined ? !('error' in record) : record.deleted === true
    return { ...answer, data: { ...record, deleted, id: String(record.id ?? id) } }
  }

  async submitSignedIpaFromUrl(request: {
    remoteSourceUrl: string
    teamId: number
    notifyEmails: string[]
  }): Promise<Answer<SignedIpaSubmission>> {
    const signedIpa: Record<string, string> = { remote_source_url: request.remoteSourceUrl }
    if (request.notifyEmails.length > 0) signedIpa.notify_emails = request.notifyEmails.join(',')
    return this.createSubmission(JSON.stringify({ signed_ipa: signedIpa, team_id: request.teamId }))
  }

  /**
   * `body` is a multipart/form-data body with parts `signed_ipa[source]` (the file),
   * `signed_ipa[notify_emails]` and `team_id`: see `signedIpaFields`.
   */
  async submitSignedIpaFile(body: StreamedBody): Promise<Answer<SignedIpaSubmission>> {
    return this.createSubmission(body)
  }

  /**
   * The submission's current record: `GET /ios/signed_ipas/{id}`, else (404, 405 or 501 there) the listing
   * `GET /ios/signed_ipas`, else `no-status-route`. These routes are not in the specification, so an
   * answer counts only when it holds a record of this submission with a status: a server with a
   * catch-all route (an empty 200, `{}`, another record) has no status to give (`no-status`).
   */
  async getSubmission(id: string): Promise<SubmissionLookup> {
    const path = `/ios/signed_ipas/${encodeURIComponent(id)}`
    const direct = await this.request('GET', path, undefined, { allow: NO_ROUTE })
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
        answer: { json: direct.json, status: direct.status, data: readSubmission(record) }
      }
    }
    const listing = await this.request('GET', '/ios/signed_ipas', undefined, { allow: NO_ROUTE })
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
    const query = new URLSearchParams({ timestamp: date })
    if (countries.length > 0)
      query.set('country_iso_codes', `[${countries.map(c => `"${c}"`).join(',')}]`)
    const path = `/app_analytics/${encodeURIComponent(appId)}?${query.toString()}`
    const answer = await this.request('GET', path, undefined, {
      accept: 'application/json',
      maxResponseBytes: ANALYTICS_MAX_RESPONSE_BYTES,
      // The specification names this endpoint's header `Authentication` (its examples use
      // `Authorization`): send both, so that a server built from either reading lets us in.
      alsoAuthentication: true
    })
    return { ...answer, data: asArray(answer, 'GET', path) as AnalyticsReport[] }
  }

  private async createUnsignedIpa(body: string | StreamedBody): Promise<Answer<UnsignedIpa>> {
    const answer = await this.request('POST', '/ios/unsigned_ipas', body)
    return { ...answer, data: readUnsignedIpa(asRecord(answer, 'POST', '/ios/unsigned_ipas')) }
  }

  private async createSubmission(
    body: string | StreamedBody
  ): Promise<Answer<SignedIpaSubmission>> {
    const answer = await this.request('POST', '/ios/signed_ipas', body)
    const data = readSubmission(asRecord(answer, 'POST', '/ios/signed_ipas'))
    if (!data.id) {
      throw new UnexpectedAnswerError(
        'POST',
        '/ios/signed_ipas',
        answer.status,
        'the record has no id',
        JSON.stringify(answer.json)
      )
    }
    return { ...answer, data }
  }

  private async request(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: string | StreamedBody,
    {
      allow = [],
      accept = 'application/json',
      maxResponseBytes,
      alsoAuthentication = false
    }: {
      allow?: number[]
      accept?: string
      maxResponseBytes?: number
      alsoAuthentication?: boolean
    } = {}
  ): Promise<{ json: unknown; status: number }> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.apiKey}`,
      Accept: accept
    }
    if (alsoAuthentication) headers.Authentication = headers.Authorization
    if (typeof body === 'string') headers['Content-Type'] = 'application/json'
    else if (body) headers['Content-Type'] = body.contentType
    const response = await this.sender.send({
      method,
      url: this.url(path),
      headers,
      body,
      maxResponseBytes
    })
    const shownPath = path.split('?')[0]
    if (allow.includes(response.status)) return { json: undefined, status: response.status }
    // The service's own text for a message, without the key should it echo it back: messages go to
    // logs and outputs. Only on the paths that quote it: a good answer is scrubbed once, below.
    const quoted = (): string => withoutSecret(response.body, this.apiKey)
    if (response.status < 200 || response.status >= 300) {
      throw new ServiceError(
        response.status,
        method,
        shownPath,
        this.errorWords(response, quoted(), path),
        hintFor(response.status, shownPath)
      )
    }
    if (response.status === 204 || response.body.trim() === '')
      return { json: null, status: response.status }
    if (response.truncated) {
      throw new UnexpectedAnswerError(
        method,
        shownPath,
        response.status,
        'the answer was too large to read',
        quoted().slice(0, 200)
      )
    }
    let json: unknown
    try {
      json = JSON.parse(response.body)
    } catch {
      throw new UnexpectedAnswerError(
        method,
        shownPath,
        response.status,
        'the answer is not JSON',
        quoted()
      )
    }
    if (showsSecret(response.body, this.apiKey)) json = withoutSecretDeep(json, this.apiKey)
    return { json, status: response.status }
  }

  /** The service's words about a failure, and where a redirect pointed (without its query). */
  private errorWords(response: TransportResponse, text: string, path: string): string {
    const words = serviceWords(text, header(response, 'content-type'))
    const location = header(response, 'location')
    if (response.status < 300 || response.status >= 400 || !location) return words
    let target: string
    try {
      const to = new URL(location, this.url(path))
      target = `${to.origin}${to.pathname}`
    } catch {
      target = location
    }
    const redirect = `redirected to ${oneLine(withoutSecret(target, this.apiKey), 200)}`
    return words ? `${words} (${redirect})` : redirect
  }
}

/**
 * Longest analytics answer read. A day of a large app (hundreds of countries, each with its referrers
 * and OS versions) passes the transport's default of 1 MiB; the report goes to a file, not to memory-bound
 * outputs, so allow far more, yet not without bound.
 */
const ANALYTICS_MAX_RESPONSE_BYTES = 32 * 1024 * 1024

/** A parsed answer with the secret replaced in every string (keys included). */
function withoutSecretDeep(value: unknown, secret: string): unknown {
  if (typeof value === 'string') return withoutSecret(value, secret)
  if (Array.isArray(value)) return value.map(item => withoutSecretDeep(item, secret))
  if (isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        withoutSecret(key, secret),
        withoutSecretDeep(item, secret)
      ])
    )
  }
  return value
}

/** Answers that say a route is not there: Not Found, Method Not Allowed, Not Implemented. */
const NO_ROUTE = [404, 405, 501]

/** The text fields of a signed IPA multipart submission, in the order the service documents them. */
export function signedIpaFields(
  teamId: number,
  notifyEmails: string[]
): Array<{ name: string; value: string }> {
  const fields = [{ name: 'team_id', value: String(teamId) }]
  if (notifyEmails.length > 0)
    fields.unshift({ name: 'signed_ipa[notify_emails]', value: notifyEmails.join(',') })
  return fields
}

function header(response: TransportResponse, name: string): string | undefined {
  const value = response.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Keys under which servers commonly wrap a list (`{data: [...]}`). */
const LIST_WRAPPERS = ['data', 'items', 'results', 'records']

/**
 * A list answer: an array, an object wrapping one under a key of LIST_WRAPPERS, or a single record,
 * taken as a list of one (its own arrays, such as a credential's `teams`, are not the list).
 */
function asArray(
  answer: { json: unknown; status: number },
  method: string,
  path: string
): unknown[] {
  const { json } = answer
  if (Array.isArray(json)) return json
  if (json === null) return []
  if (isObject(json)) {
    const wrapper = LIST_WRAPPERS.find(key => Array.isArray(json[key]))
    return wrapper ? (json[wrapper] as unknown[]) : [json]
  }
  throw new UnexpectedAnswerError(
    method,
    path.split('?')[0],
    answer.status,
    'the answer is not a list',
    JSON.stringify(json)
  )
}

/** A record answer: the record, or an array holding it. */
function asRecord(
  answer: { json: unknown; status: number },
  method: string,
  path: string
): Record<string, unknown> {
  const { json } = answer
  const record = Array.isArray(json) ? json[0] : json
  if (isObject(record)) return record
  throw new UnexpectedAnswerError(
    method,
    path,
    answer.status,
    'the answer holds no record',
    JSON.stringify(json)
  )
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value)
}

function readCredential(item: unknown): TeamCredential {
  const record = isObject(item) ? item : {}
  const teams = Array.isArray(record.teams) ? record.teams.filter(isObject) : []
  return {
    ...record,
    name: text(record.name),
    credential_id: Number(record.credential_id),
    teams: teams.map(team => ({ ...team, name: text(team.name), team_id: Number(team.team_id) }))
  }
}

function readUnsignedIpa(item: unknown): UnsignedIpa {
  const record = isObject(item) ? item : {}
  return {
    ...record,
    id: text(record.id),
    source: text(record.source),
    created_at: text(record.created_at)
  }
}

/**
 * Whether an item is this submission's record with a status: its id matches (or, for the only item
 * of a record route, is absent) and its status is a string or a number.
 */
function isSubmissionRecord(item: unknown, id: string, idOptional: boolean): boolean {
  if (!isObject(item)) return false
  const status = item.status
  if (!((typeof status === 'string' && status.trim() !== '') || typeof status === 'number'))
    return false
  return item.id === undefined || item.id === null ? idOptional : String(item.id) === id
}

function readSubmission(item: unknown): SignedIpaSubmission {
  const record = isObject(item) ? item : {}
  return {
    ...record,
    id: text(record.id),
    status: text(record.status),
    created_at: text(record.created_at)
  }
}

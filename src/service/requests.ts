import * as path from 'node:path'
import { formatBytes } from '../text/format.js'
import { shownUrl } from '../text/signed-url.js'
import { oneLine } from '../text/untrusted.js'
import { pathSegmentProblem } from './path-segment.js'

/**
 * Every request the action makes of the service, described once: the client sends these descriptions
 * and a dry run prints them, so a dry run shows exactly what would be sent.
 */

/** Where the service gets the IPA from: a file sent as multipart/form-data, or a URL it fetches. */
export type IpaSource = { kind: 'file'; path: string; size: number } | { kind: 'url'; url: string }

export type RequestBody =
  | { kind: 'json'; value: unknown }
  | {
      kind: 'file'
      /** Text parts, in the order they are sent, before the file. */
      fields: Array<{ name: string; value: string }>
      file: { field: string; path: string; size: number }
    }

export interface ServiceRequest {
  method: 'GET' | 'POST' | 'DELETE'
  /** Below the base URL; every id in it is encoded as one path segment. */
  path: string
  query?: Record<string, string>
  body?: RequestBody
  /** Longest answer read; the client's default when absent. */
  maxResponseBytes?: number
  /** Send the key in an `Authentication` header too, besides `Authorization`. */
  alsoAuthentication?: boolean
  /** Which of several alike requests this is, for retry notices: the path alone does not say. */
  about?: string
  /** Sent as the `Idempotency-Key` header of a create, so that a resend makes no second record. */
  idempotencyKey?: string
  /** The id the path names, and what it is the id of, for a message about it (a 404, say). */
  id?: { value: string; of: string }
}

/** What a create sends: the IPA, and the key that makes a resend of it the same request. */
export interface Create {
  source: IpaSource
  idempotencyKey?: string
}

/**
 * The service's routes, each written once: the requests below are built on them, and a message that
 * names a route (`GET /ios/signed_ipas/{id}`) names it through them. `{id}` and `{app_id}` stand for
 * the one segment `pathTo` puts there.
 */
export const Routes = {
  teams: '/ios/teams',
  unsignedIpas: '/ios/unsigned_ipas',
  unsignedIpa: '/ios/unsigned_ipas/{id}',
  signedIpas: '/ios/signed_ipas',
  signedIpa: '/ios/signed_ipas/{id}',
  appAnalytics: '/app_analytics/{app_id}',
  /** Named in messages only, where to find an app's id: the action reads no listing of apps. */
  apps: '/ios/apps'
} as const

/** A route's path for one id: the id encoded as one segment, where the route has its `{…}`. */
function pathTo(route: string, id: string): string {
  return route.replace(/\{[a-z_]+\}/, () => segment(id))
}

/**
 * Longest analytics answer read. A day of a large app (hundreds of countries, each with its referrers
 * and OS versions) passes the default; the report goes to a file, not to memory-bound outputs, so
 * allow far more, yet not without bound.
 */
const ANALYTICS_MAX_RESPONSE_BYTES = 32 * 1024 * 1024

/** A listing of the records a create makes, read to tell what it made. */
export type Listing = 'submissions' | 'unsigned IPAs'

export const Requests = {
  listTeams: (): ServiceRequest => ({ method: 'GET', path: Routes.teams }),

  listingOf: (listing: Listing): ServiceRequest =>
    listing === 'submissions' ? Requests.listSubmissions() : Requests.listUnsignedIpas(),

  listUnsignedIpas: (): ServiceRequest => ({ method: 'GET', path: Routes.unsignedIpas }),

  storeUnsignedIpa: ({ source, idempotencyKey }: Create): ServiceRequest => ({
    method: 'POST',
    path: Routes.unsignedIpas,
    idempotencyKey,
    body:
      source.kind === 'file'
        ? { kind: 'file', fields: [], file: { field: 'unsigned_ipa[source]', ...source } }
        : { kind: 'json', value: { unsigned_ipa: { remote_source_url: source.url } } }
  }),

  deleteUnsignedIpa: (id: string): ServiceRequest => ({
    method: 'DELETE',
    path: pathTo(Routes.unsignedIpa, id),
    id: { value: id, of: 'stored unsigned IPA' }
  }),

  submitSignedIpa({
    source,
    teamId,
    notifyEmails,
    idempotencyKey
  }: Create & { teamId: number; notifyEmails: string[] }): ServiceRequest {
    const emails = notifyEmails.length > 0 ? notifyEmails.join(',') : undefined
    if (source.kind === 'url') {
      const signedIpa = { remote_source_url: source.url, notify_emails: emails }
      return {
        method: 'POST',
        path: Routes.signedIpas,
        idempotencyKey,
        body: { kind: 'json', value: { signed_ipa: signedIpa, team_id: teamId } }
      }
    }
    // In the order the service documents them.
    const fields = [{ name: 'team_id', value: String(teamId) }]
    if (emails) fields.unshift({ name: 'signed_ipa[notify_emails]', value: emails })
    return {
      method: 'POST',
      path: Routes.signedIpas,
      idempotencyKey,
      body: { kind: 'file', fields, file: { field: 'signed_ipa[source]', ...source } }
    }
  },

  getSubmission: (id: string): ServiceRequest => ({
    method: 'GET',
    path: pathTo(Routes.signedIpa, id),
    id: { value: id, of: 'submission' }
  }),

  listSubmissions: (): ServiceRequest => ({ method: 'GET', path: Routes.signedIpas }),

  getAnalytics(appId: string, date: string, countries: string[]): ServiceRequest {
    const query: Record<string, string> = { timestamp: date }
    if (countries.length > 0)
      query.country_iso_codes = `[${countries.map(c => `"${c}"`).join(',')}]`
    return {
      method: 'GET',
      path: pathTo(Routes.appAnalytics, appId),
      id: { value: appId, of: 'app' },
      query,
      maxResponseBytes: ANALYTICS_MAX_RESPONSE_BYTES,
      about: `day ${date}`,
      // The specification names this endpoint's header `Authentication` (its examples use
      // `Authorization`): send both, so that a server built from either reading lets us in.
      alsoAuthentication: true
    }
  }
}

/** An id as one segment of a path, encoded; an id that cannot stay one is never sent. */
export function segment(id: string): string {
  const problem = pathSegmentProblem(id)
  if (problem) throw new Error(`Not sent: the id '${oneLine(id, 100)}' is ${problem}.`)
  return encodeURIComponent(id)
}

/** The full URL of a request below the base URL. */
export function requestUrl(baseUrl: string, request: ServiceRequest): string {
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : ''
  return `${baseUrl}${request.path}${query}`
}

/** The lines a dry run prints: the method, the URL and the body (no key, no URL query of an IPA). */
export function describeRequest(baseUrl: string, request: ServiceRequest): string[] {
  const lines = [`  ${request.method} ${requestUrl(baseUrl, request)}`]
  if (request.idempotencyKey) lines.push(`  Idempotency-Key: "${request.idempotencyKey}"`)
  const { body } = request
  if (body?.kind === 'json') {
    // A pre-signed remote_source_url carries credentials in its query: never print them.
    const shown = JSON.stringify(body.value, (key, value: unknown) =>
      key === 'remote_source_url' && typeof value === 'string' ? shownUrl(value) : value
    )
    lines.push('  Content-Type: application/json', `  ${shown}`)
  } else if (body?.kind === 'file') {
    lines.push('  Content-Type: multipart/form-data')
    for (const field of body.fields) lines.push(`  part ${field.name}: ${field.value}`)
    const { field, path: file, size } = body.file
    lines.push(`  part ${field}: ${path.basename(file)} (${formatBytes(size)})`)
  }
  return lines
}

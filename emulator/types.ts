import type { IncomingHttpHeaders } from 'node:http'
import type { TeamCredential } from '../src/service/types.js'

/** Public types of the emulator; `server.ts` re-exports them. */

export interface EmulatorApp {
  id: string
  name: string
  bundle_id: string
  [key: string]: unknown
}

export type StatusRoutes = 'record' | 'list-only' | 'none'

export type SubmissionOutcome = 'completed' | 'failed' | 'stuck'

export interface EmulatorConfig {
  apiKey: string
  teams: TeamCredential[]
  apps: EmulatorApp[]
  /** How many GETs of a submission it takes to move one step pending -> processing -> <outcome>. Default 1. */
  pollsPerStep: number
  /** Final status of new submissions: 'completed' (default), 'failed', or 'stuck' (stays processing forever). */
  submissionOutcome: SubmissionOutcome
  /** Outcomes of successive submissions: the first gets the first, and so on (counted since the last
   *  reset); those after the list get `submissionOutcome`. Default none. */
  submissionOutcomes: SubmissionOutcome[]
  /** 'record' (default): GET /ios/signed_ipas/{id} and GET /ios/signed_ipas work. 'list-only': only the listing
   *  works and /{id} answers 404. 'none': both answer 404 {status, error}, as a real server without them would. */
  statusRoutes: StatusRoutes
  /** How many countries an analytics report holds when the request names none. Default 24, at most 925. */
  analyticsCountryCount: number
  /** An answer leaves no sooner than this many milliseconds after its request arrived whole (a service
   *  far away): every route, a fault's status answer too. The emulator's own work on the request is done
   *  meanwhile, and each request waits on its own, so requests in flight together wait together. A
   *  'delay' fault adds its own. Default 0. */
  answerDelayMs: number
  /** Whether the create routes (POST /ios/signed_ipas, /ios/unsigned_ipas) honour the Idempotency-Key
   *  header: a retry with the same key and content gets the first answer and creates nothing. false
   *  plays a service that ignores the header. Default true. */
  honourIdempotencyKey: boolean
  /** A busy service: every `every`th POST to a create route (POST /ios/signed_ipas, /ios/unsigned_ipas),
   *  counted while this is set, since the last reset, is answered 429 with `Retry-After:
   *  retryAfterSeconds` and a JSON {status, error} once its body is read, and not acted on (no record
   *  made, no Idempotency-Key kept). A fault injected for that request wins. Default none. */
  busyCreates?: { every: number; retryAfterSeconds: number }
  /** The service's rate limit: at most `requests` requests per API key in each window of
   *  `windowSeconds` (from its key's first request), across connections and processes; one past it
   *  is answered 429 with `Retry-After` (the seconds until the window ends) and a JSON {status,
   *  error}, once its body is read, and not acted on. It comes before any fault. Default none. */
  rateLimit?: { requests: number; windowSeconds: number }
  /** Every request body is read no faster than this many bytes a second, on each connection (a
   *  slow link per connection, as a 'throttle' fault makes for one request). Default none. */
  throughputBytesPerSecond?: number
  /** Whether a submission's record tells the file it was made of (file_name, file_size,
   *  file_sha256). false plays a service whose records do not, so that a client cannot tell two
   *  IPAs' records apart by their file. Default true. */
  fileFields: boolean
}

export interface RecordedFile {
  field: string
  filename: string
  contentType: string
  size: number
  sha256: string
  storedPath: string
}

export type FaultKind =
  | {
      type: 'status'
      status: number
      body?: string
      contentType?: string
      headers?: Record<string, string>
    }
  | { type: 'reset-before-answer' }
  | { type: 'reset-mid-body'; afterBytes: number }
  | { type: 'stall-mid-body'; afterBytes: number }
  | { type: 'no-answer' }
  | { type: 'delay'; ms: number }
  /** The emulator forgets its records and Idempotency-Keys (a restart that lost its data), then
   *  answers this request as usual: a record read now is not found. */
  | { type: 'forget-records' }
  /** Reads the body no faster than `bytesPerSecond` (a slow link), then answers as usual. */
  | { type: 'throttle'; bytesPerSecond: number }
  /** The real answer (the request is acted on), sent with this Content-Type instead of its own. */
  | { type: 'content-type'; contentType: string }
  /** The real answer (the request is acted on), its connection closed after `afterBytes` body bytes. */
  | { type: 'cut-answer'; afterBytes: number }
  /** The request is acted on (a record made, its Idempotency-Key kept with the real answer), then
   *  its answer is lost once the whole body arrived: `status` sends `status` (default 502) with
   *  `body`/`contentType` (default a proxy's HTML error page), `reset` drops the connection, `silence`
   *  sends nothing and keeps it open. */
  | {
      type: 'lose-answer'
      how: 'status' | 'reset' | 'silence'
      status?: number
      body?: string
      contentType?: string
    }

export interface FaultSpec {
  /** Which requests: method and a path suffix (e.g. {method:'POST', path:'/ios/signed_ipas'}); omit to match all. */
  method?: string
  path?: string
  /** Only requests whose query has each of these parameters with exactly this value (after
   *  percent-decoding); others may be there too. E.g. {timestamp: '2026-08-03'}: one day of a range. */
  query?: Record<string, string>
  /** How many matching requests it hits (default 1). */
  times?: number
  kind: FaultKind
}

export interface RecordedRequest {
  method: string
  /** Path without the query string, as sent (not percent-decoded), e.g. '/api/v1/ios/signed_ipas'. */
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  json?: unknown
  fields?: Record<string, string>
  files?: RecordedFile[]
  rawBodyBytes: number
  /** Status the emulator answered; 0 while unanswered and when no answer was ever sent. */
  status: number
  responseBody: unknown
  /** When the request's headers arrived (milliseconds since the epoch). */
  receivedAt: number
  /** When the answer's headers were written (milliseconds since the epoch); unset while unanswered. */
  answeredAt?: number
  /** The fault that hit this request, if one did. */
  fault?: FaultKind['type']
}

export interface Emulator {
  readonly baseUrl: string
  readonly apiKey: string
  readonly requests: RecordedRequest[]
  readonly config: EmulatorConfig
  configure(patch: Partial<EmulatorConfig>): void
  injectFault(fault: FaultSpec): void
  /** Ids of the records created since the last reset, in order, deleted ones included. */
  made(): { submissions: string[]; unsignedIpas: string[] }
  /** Creates (POSTs to a create route) in flight now, and the most at once since the last reset. */
  createsInFlight(): { now: number; peak: number }
  /** Forget requests, stored IPAs, submissions, Idempotency-Keys, faults, the count of busyCreates and the rate limit's windows;
   *  keep config, unless `config: true` puts it back as the emulator started (configure undone). */
  reset(options?: { config?: boolean }): void
  /** Closes every open socket too (stalled ones included) so tests never hang. */
  close(): Promise<void>
}

export interface EmulatorOptions extends Partial<EmulatorConfig> {
  port?: number
  host?: string
  /** Where uploads are written; default a fresh temporary directory, removed on close. */
  storageDir?: string
  /** Called once per request when it is settled: answered, or its connection closed unanswered. */
  onRequest?: (request: RecordedRequest) => void
}

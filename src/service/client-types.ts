import type { ServiceError, UnexpectedAnswerError } from './errors.js'
import type { ServiceRequest } from './requests.js'
import type { AttemptOutcome, RateLimitWaits } from './retry/index.js'
import type {
  TransportError,
  TransportRequest,
  TransportResponse,
  UploadProgress
} from './transport-types.js'
import type { SignedIpaSubmission } from './types.js'

/** The service client's types: what it needs, what it takes and what it answers. */

/** What the client needs of the wire: the Transport, or anything that answers the same way. */
export interface Sender {
  send(request: TransportRequest): Promise<TransportResponse>
  /** Waits before a request is sent again; resolves with why not, when it may not be (see Transport). */
  beforeResend(
    attempt: number,
    last: AttemptOutcome,
    request: Pick<TransportRequest, 'method' | 'url' | 'secrets' | 'about' | 'signal'>
  ): Promise<string | undefined>
  /** How often the service's rate limit held the requests sent so far, and how long in all. */
  rateLimitWaits(): RateLimitWaits
}

/**
 * One attempt of a create (POST): the record made, or how the attempt failed, with what the caller
 * needs to decide whether it was carried out. The client never sends a create twice: the caller
 * does, after a look (see exactly-once). A 2xx whose record does not fit is thrown instead
 * (UnexpectedAnswerError, saying the record was made): no look could make it fit.
 */
export type CreateAttempt<T> =
  | { answer: Answer<T> }
  | {
      failure: TransportError | ServiceError | UnexpectedAnswerError
      outcome: AttemptOutcome
      request: ServiceRequest
      /** SHA-256 (hex) of the file sent, for a request that sent one. */
      sha256?: string
      /** What the create was said to be (SendOptions.about), for the notice of its resend. */
      about?: string
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
  /** An earlier attempt's answer was lost, so that it may have been carried out (see TransportResponse). */
  lostAnswerBefore?: boolean
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
  /** Values that nothing the service sends may show, besides the key: a GitHub token, say. */
  secrets?: string[]
  /**
   * Secret parts of a URL the client was given (a pre-signed IPA URL's query): never quoted in a
   * message, but kept where an answer holds them (its `json`), for the adapter to mask.
   */
  urlSecrets?: string[]
  sender: Sender
  /** Ends every request of the client, its retries and pauses included (code ABORT_ERR). */
  signal?: AbortSignal
}

/** Reports how a file upload goes. */
export interface SendOptions {
  onProgress?(progress: UploadProgress): void
  /** Which attempt of the request this is, for one its caller sends again (see TransportRequest). */
  attempt?: number
  /** Cancels the request, its retries included (it then fails with code ABORT_ERR). */
  signal?: AbortSignal
  /** Which of several alike requests this is, for its retry notices (the file, of several sent). */
  about?: string
}

/** A status poll: the end of the wait it belongs to (epoch ms), which no retry delay may pass. */
export interface PollOptions {
  deadline?: number
}

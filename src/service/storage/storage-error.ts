/**
 * Why an IPA in storage could not be read, as facts: each adapter words them, with the fix.
 * - `refused`: the storage said no (a 4xx: an expired or wrong signature, a missing object); the
 *   service, asked to fetch the same URL, would most likely be refused too.
 * - `unavailable`: no usable answer came (a 5xx after the retries, a connection that failed, a
 *   redirect loop): nothing is known of the IPA.
 * - `redirect-refused`: a redirect to another host would have carried the URL's credentials there.
 * - `whole-file-only`: the storage ignores Range requests, and the whole file was past the limit of
 *   what is read whole, or did not come within the request timeout.
 * - `other-bytes`: the storage answered other bytes than it claimed or than were asked for: no
 *   verdict is drawn from them.
 */
export type StorageFailure =
  | { kind: 'refused'; status: number; code?: string; message?: string }
  | { kind: 'unavailable'; status?: number; code?: string; message?: string }
  | { kind: 'redirect-refused'; status: number; host: string }
  | {
      kind: 'whole-file-only'
      /** Its length, when the storage said it. */
      size?: number
      limitBytes: number
      /** Why a whole file within the limit did not come (a request timeout); else it was too large. */
      incomplete?: string
    }
  | { kind: 'other-bytes'; asked: string; answered: string }

export class StorageError extends Error {
  constructor(
    readonly failure: StorageFailure,
    /** What happened, in plain words (no credential, no query): for a log line or a cause. */
    message: string
  ) {
    super(message)
    this.name = 'StorageError'
  }
}

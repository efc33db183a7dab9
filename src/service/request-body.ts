import type * as http from 'node:http'
import { AttemptFailure } from './transport-policy.js'
import type { StreamedBody, TransportRequest } from './transport-types.js'

const PROGRESS_INTERVAL_MS = 100

/**
 * Streams a body into the request at the pace the socket takes it (backpressure), reporting each
 * chunk once the socket has accepted it. Checks the declared length, which went out as Content-Length.
 */
export function pump(
  source: NodeJS.ReadableStream,
  req: http.ClientRequest,
  body: StreamedBody,
  accepted: (bytes: number) => void,
  fail: (failure: AttemptFailure) => void
): void {
  let handed = 0
  const wrongLength = (): void =>
    fail(
      new AttemptFailure(
        `the body stream did not give the ${body.length} bytes it declared`,
        'ERR_BODY_LENGTH'
      )
    )
  source.on('data', (chunk: Buffer | string) => {
    const size = typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length
    handed += size
    if (handed > body.length) return wrongLength()
    const written = (error?: Error | null): void => {
      if (error) return
      accepted(size)
      if (typeof chunk !== 'string') body.release?.(chunk)
    }
    if (!req.write(chunk, written)) source.pause()
  })
  req.on('drain', () => source.resume())
  source.on('end', () => (handed === body.length ? req.end() : wrongLength()))
  source.on('error', (error: NodeJS.ErrnoException) => {
    const message = `could not read the request body: ${error.message}`
    fail(new AttemptFailure(message, error.code ?? 'ERR_BODY_READ'))
  })
}

/** Counts bytes the socket accepted: each one proves the connection moves. */
export function progressReporter(
  totalBytes: number,
  touch: () => void,
  onProgress: TransportRequest['onProgress']
): (bytes: number) => void {
  const started = Date.now()
  let bytesSent = 0
  let reportedAt = started
  return bytes => {
    bytesSent += bytes
    touch()
    const now = Date.now()
    if (bytesSent < totalBytes && now - reportedAt < PROGRESS_INTERVAL_MS) return
    reportedAt = now
    try {
      onProgress?.({ bytesSent, totalBytes, elapsedMs: now - started })
    } catch {
      // A failing progress listener must not fail the upload.
    }
  }
}

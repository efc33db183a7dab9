/**
 * A local object storage serving ONE object, as S3, GCS or Azure Blob answer a pre-signed URL: GET
 * and HEAD, single byte ranges (206 with Content-Range, 416 past the end), a 200 of the whole body
 * without a Range. It records every request as received. Each option makes it hostile in one way,
 * so that a test starts the storage it needs. A file is read range by range, never whole: the
 * benchmark serves 512 MiB with it.
 */
import { createReadStream, statSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

/** The error a storage refuses with, in its own words and body. */
export interface Refusal {
  /** 403 unless given. */
  status?: number
  /** Its error code (`<Code>`): AccessDenied (S3), ExpiredToken (GCS), AuthenticationFailed (Azure). */
  code?: string
  message?: string
  style: 's3' | 'gcs' | 'azure'
}

export interface StorageOptions {
  /** The object: a file (read by ranges) or bytes. */
  object: string | Buffer
  /** Where it is served. Default `/bucket/App.ipa`. */
  path?: string
  /** 200 with the whole body whatever the Range: with its Content-Length, or `chunked` without. */
  ignoreRange?: boolean | 'chunked'
  /** Takes `bytes=a-b` and `bytes=a-` only, as Azure Blob documents: a suffix range gets the whole body. */
  noSuffixRange?: boolean
  /** Content-Range claims a start this many bytes off from the bytes sent (as does its end). */
  contentRangeShift?: number
  /**
   * A 206 short of the range asked (half of it is sent). `cut-off`: Content-Length and Content-Range
   * claim the range, then the connection ends early. `short-length`: Content-Range claims the
   * range, but Content-Length says (and the body is) the shorter length.
   */
  shortBody?: 'cut-off' | 'short-length'
  /** After this many requests, the object's `/total` in Content-Range (and its ETag) changes. */
  totalChangesAfter?: number
  /** Answers every request with this error (after `refuseAfter` requests, when given). */
  refuse?: Refusal
  /** The first this many requests are answered; only the next ones are refused. */
  refuseAfter?: number
  /** 403 SignatureDoesNotMatch unless the raw query (after `?`) is byte for byte this. */
  requireExactQuery?: string
  /**
   * The object's path answers a redirect to `to` (an absolute URL, or a path of this storage,
   * where the object is then served). 302 unless given.
   */
  redirect?: { to: string; status?: number }
  /** Sends this many bytes of a body, then nothing more, never ending it. */
  stallAfterBytes?: number
}

export interface RecordedRequest {
  method: string
  /** The request target as received, query included. */
  url: string
  range?: string
  headers: IncomingHttpHeaders
}

export interface Storage {
  /** A URL of this storage: the object's by default; a path, or a query (`?…`) for the object. */
  url(pathAndQuery?: string): string
  origin: string
  requests: RecordedRequest[]
  /** Bytes of bodies sent so far (error bodies included). */
  readonly bytesSent: number
  close(): Promise<void>
}

const XML = 'application/xml'

/** The body and headers each storage answers an error with (as their XML APIs do). */
function errorAnswer(refusal: Refusal): {
  status: number
  headers: Record<string, string>
  body: string
} {
  const status = refusal.status ?? 403
  const requestId = '4442587FB7D0A2F9'
  if (refusal.style === 'azure') {
    const code = refusal.code ?? 'AuthenticationFailed'
    const message =
      refusal.message ??
      'Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.'
    return {
      status,
      headers: { 'content-type': XML, 'x-ms-error-code': code, 'x-ms-request-id': requestId },
      body: `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}\nRequestId:${requestId}\nTime:2026-11-27T12:00:00.0000000Z</Message><AuthenticationErrorDetail>Signed expiry time [Thu, 26 Nov 2026 12:00:00 GMT] must be after signed start time [Fri, 27 Nov 2026 12:00:00 GMT]</AuthenticationErrorDetail></Error>`
    }
  }
  if (refusal.style === 'gcs') {
    const code = refusal.code ?? 'ExpiredToken'
    const message = refusal.message ?? 'Invalid argument.'
    return {
      status,
      headers: { 'content-type': `${XML}; charset=UTF-8`, 'x-guploader-uploadid': requestId },
      body: `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code><Message>${message}</Message><Details>The provided token has expired. Request signature expired at: 2026-11-26T12:00:00+00:00</Details></Error>`
    }
  }
  const code = refusal.code ?? 'AccessDenied'
  const message = refusal.message ?? 'Request has expired'
  return {
    status,
    headers: { 'content-type': XML, 'x-amz-request-id': requestId },
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Expires>2026-11-26T12:00:00Z</Expires><ServerTime>2026-11-27T12:00:00Z</ServerTime><RequestId>${requestId}</RequestId><HostId>aGVsbG8gc3RvcmFnZQ==</HostId></Error>`
  }
}

/** A single range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; undefined for none or one ignored. */
export function parseRange(
  header: string | undefined,
  total: number
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  if (match[1] === '') {
    // The last n bytes: all of them when the object is shorter.
    const suffix = Number(match[2])
    if (suffix === 0 || total === 0) return 'unsatisfiable'
    return { start: Math.max(0, total - suffix), end: total - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? total - 1 : Math.min(Number(match[2]), total - 1)
  if (match[2] !== '' && Number(match[2]) < start) return undefined // invalid: ignored, as RFC 9110 says
  return start >= total ? 'unsatisfiable' : { start, end }
}

export async function startStorage(options: StorageOptions): Promise<Storage> {
  const objectPath = options.path ?? '/bucket/App.ipa'
  const { object } = options
  const total = typeof object === 'string' ? statSync(object).size : object.length
  const redirectedPath = options.redirect?.to.startsWith('/')
    ? options.redirect.to.split('?')[0]
    : undefined
  const requests: RecordedRequest[] = []
  let bytesSent = 0

  /** The object's bytes from `start`, `length` of them. */
  const bytesOf = (start: number, length: number): Readable =>
    length <= 0
      ? Readable.from([])
      : typeof object === 'string'
        ? createReadStream(object, { start, end: start + length - 1 })
        : Readable.from([object.subarray(start, start + length)])

  /** Sends `length` bytes from `start`, then ends the answer, cuts the connection or stalls. */
  const send = (
    res: ServerResponse,
    start: number,
    length: number,
    then: 'end' | 'cut' | 'stall'
  ): void => {
    const body = bytesOf(start, length)
    res.once('close', () => body.destroy())
    body.on('data', (chunk: Buffer) => (bytesSent += chunk.length))
    body.pipe(res, { end: false })
    body.once('end', () => {
      if (then === 'end') res.end()
      // Ended after what was written has gone out, short of the length it announced.
      else if (then === 'cut') res.socket?.end()
    })
  }

  const answerError = (res: ServerResponse, refusal: Refusal, more = {}): void => {
    const { status, headers, body } = errorAnswer(refusal)
    bytesSent += Buffer.byteLength(body)
    const length = Buffer.byteLength(body)
    res.writeHead(status, { ...headers, ...more, 'content-length': length }).end(body)
  }

  const server = createServer((req, res) => {
    const index = requests.length
    const rawUrl = req.url ?? '/'
    const range = req.headers.range
    requests.push({ method: req.method ?? '', url: rawUrl, range, headers: req.headers })
    const [pathname = '', ...rest] = rawUrl.split('?')
    const query = rest.join('?')
    if (options.refuse && index >= (options.refuseAfter ?? 0))
      return answerError(res, options.refuse)
    if (options.requireExactQuery !== undefined && query !== options.requireExactQuery) {
      return answerError(res, {
        style: 's3',
        code: 'SignatureDoesNotMatch',
        message:
          'The request signature we calculated does not match the signature you provided. Check your key and signing method.'
      })
    }
    if (options.redirect && pathname === objectPath) {
      const { to, status = 302 } = options.redirect
      return res.writeHead(status, { location: to, 'content-length': 0 }).end()
    }
    if (pathname !== objectPath && pathname !== redirectedPath) {
      const notFound = { style: 's3', status: 404, code: 'NoSuchKey' } as const
      return answerError(res, { ...notFound, message: 'The specified key does not exist.' })
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return answerError(res, { style: 's3', status: 405, code: 'MethodNotAllowed' })
    }
    const changed = options.totalChangesAfter !== undefined && index >= options.totalChangesAfter
    const claimedTotal = changed ? total + 4096 : total
    const headers: Record<string, string | number> = {
      'accept-ranges': 'bytes',
      etag: `"${changed ? 'b' : 'a'}${claimedTotal.toString(16).padStart(31, '0')}"`,
      'last-modified': 'Fri, 27 Nov 2026 12:00:00 GMT',
      'content-type': 'application/octet-stream'
    }
    const head = req.method === 'HEAD'
    const stall = options.stallAfterBytes
    const finish = (start: number, length: number, then: 'end' | 'cut' = 'end'): void => {
      if (head) return void res.end()
      if (stall !== undefined && stall < length) return send(res, start, stall, 'stall')
      send(res, start, length, then)
    }
    const ignored = options.ignoreRange || (options.noSuffixRange && /^bytes=-/.test(range ?? ''))
    const asked = ignored ? undefined : parseRange(range, total)
    if (asked === undefined) {
      if (options.ignoreRange !== 'chunked') headers['content-length'] = total
      res.writeHead(200, headers)
      return finish(0, total)
    }
    if (asked === 'unsatisfiable') {
      const invalid = { style: 's3', status: 416, code: 'InvalidRange' } as const
      return answerError(
        res,
        { ...invalid, message: 'The requested range is not satisfiable' },
        { 'content-range': `bytes */${claimedTotal}` }
      )
    }
    const { start, end } = asked
    const length = end - start + 1
    const shift = options.contentRangeShift ?? 0
    headers['content-range'] = `bytes ${start + shift}-${end + shift}/${claimedTotal}`
    const sent = options.shortBody ? Math.floor(length / 2) : length
    headers['content-length'] = options.shortBody === 'short-length' ? sent : length
    res.writeHead(206, headers)
    finish(start, sent, options.shortBody === 'cut-off' ? 'cut' : 'end')
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: (pathAndQuery = objectPath) =>
      `${origin}${pathAndQuery.startsWith('?') ? objectPath : ''}${pathAndQuery}`,
    origin,
    requests,
    get bytesSent() {
      return bytesSent
    },
    close: () =>
      new Promise<void>(resolve => {
        // Stalled answers and kept-alive connections would hold close() forever.
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

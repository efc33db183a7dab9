import { createHash, randomBytes } from 'node:crypto'
import { open as openFile, stat } from 'node:fs/promises'
import * as path from 'node:path'
import { Readable } from 'node:stream'
import type { StreamedBody } from './transport-types.js'
import type { ServiceRequest } from './requests.js'

/** Large reads keep system calls and socket writes few: an IPA can be gigabytes. */
const CHUNK_BYTES = 1024 * 1024
/**
 * Chunks kept for the next reads: a body has at most four in flight (one being read, one buffered,
 * one or two in the socket), and four bodies stream at once with a fleet's usual concurrency.
 */
const POOLED_CHUNKS = 16
const CRLF = '\r\n'

interface MultipartFileSpec {
  fields: Array<{ name: string; value: string }>
  file: { field: string; path: string; filename?: string; contentType?: string }
}

interface MultipartFileBody extends StreamedBody {
  fileSize: number
  /** SHA-256 (hex) of the file, from the latest attempt that streamed all of it. */
  fileSha256(): string | undefined
}

/**
 * A multipart/form-data body of text fields and one file, streamed from disk on each `open()`
 * and hashed on the way, so that the file is read once when the first attempt succeeds.
 */
export async function multipartFileBody(spec: MultipartFileSpec): Promise<MultipartFileBody> {
  const { file } = spec
  const info = await stat(file.path)
  if (!info.isFile()) throw new Error(`${file.path} is not a file`)
  const contentType = file.contentType ?? 'application/octet-stream'
  if (/[\r\n]/.test(contentType)) throw new Error('The file content type must be one line')

  const fileSize = info.size
  const boundary = newBoundary(spec)
  const preamble = Buffer.from(
    spec.fields.map(field => `${partHead(boundary, field.name)}${field.value}${CRLF}`).join('') +
      partHead(boundary, file.field, file.filename ?? path.basename(file.path), contentType)
  )
  const epilogue = Buffer.from(`${CRLF}--${boundary}--${CRLF}`)
  let sha256: string | undefined
  async function* parts(): AsyncGenerator<Buffer> {
    yield preamble
    const hash = createHash('sha256')
    const handle = await openFile(file.path, 'r')
    try {
      // Reading no further than the size announced in Content-Length, even if the file grows.
      for (let read = 0; read < fileSize;) {
        const buffer = pool.take()
        const wanted = Math.min(buffer.length, fileSize - read)
        const { bytesRead } = await handle.read(buffer, 0, wanted, read)
        if (bytesRead === 0) {
          throw new Error(
            `${file.path} changed while it was sent: ${read} of ${fileSize} bytes read`
          )
        }
        const chunk = bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead)
        hash.update(chunk)
        read += bytesRead
        yield chunk
      }
    } finally {
      await handle.close()
    }
    sha256 = hash.digest('hex')
    yield epilogue
  }

  return {
    length: preamble.length + fileSize + epilogue.length,
    contentType: `multipart/form-data; boundary=${boundary}`,
    fileSize,
    fileSha256: () => sha256,
    open: () => Readable.from(parts(), { objectMode: false, highWaterMark: CHUNK_BYTES }),
    release: chunk => pool.release(chunk)
  }
}

/**
 * File chunks the transport has released come back for the next reads: memory stays flat and
 * warm, where fresh 1 MiB buffers would pile up as garbage (tens of MiB) between collections.
 * A reader that releases nothing simply gets fresh buffers. One pool serves every body, so the
 * IPAs of a fleet, sent in turn, reuse the same chunks rather than each leaving its own behind.
 */
class ChunkPool {
  private readonly free = new Set<ArrayBufferLike>()
  private readonly owned = new WeakSet<ArrayBufferLike>()

  take(): Buffer {
    for (const memory of this.free) {
      this.free.delete(memory)
      return Buffer.from(memory)
    }
    const buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES)
    this.owned.add(buffer.buffer)
    return buffer
  }

  release(chunk: Buffer): void {
    if (this.owned.has(chunk.buffer) && this.free.size < POOLED_CHUNKS) this.free.add(chunk.buffer)
  }
}

const pool = new ChunkPool()

function partHead(boundary: string, name: string, filename?: string, contentType?: string): string {
  let disposition = `form-data; name="${escapeName(name)}"`
  if (filename !== undefined) {
    const encoded = percentEncodeFilename(filename)
    disposition += `; filename="${encoded}"`
    if (encoded !== filename) disposition += `; filename*=UTF-8''${rfc5987(filename)}`
  }
  const type = contentType ? `Content-Type: ${contentType}${CRLF}` : ''
  return `--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}${type}${CRLF}`
}

/** As browsers escape field names (HTML's multipart/form-data encoding algorithm). */
function escapeName(name: string): string {
  return name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22')
}

/**
 * Rack (and so Rails) percent-decodes `filename` when every `%` in it starts a valid escape, and
 * prefers `filename` over `filename*`. Escaping `%` itself, quotes, backslashes, controls and
 * non-ASCII bytes therefore gives Rails the exact name; `filename*` serves RFC 6266 parsers.
 */
function percentEncodeFilename(filename: string): string {
  return percentEncode(
    filename,
    byte => byte >= 0x20 && byte <= 0x7e && !'"%\\'.includes(chr(byte))
  )
}

/** RFC 5987 value-chars: attr-char as is, every other UTF-8 byte percent-encoded. */
function rfc5987(value: string): string {
  return percentEncode(value, byte => /[A-Za-z0-9!#$&+.^_`|~-]/.test(chr(byte)))
}

function percentEncode(value: string, keep: (byte: number) => boolean): string {
  let encoded = ''
  for (const byte of Buffer.from(value, 'utf8')) {
    encoded += keep(byte) ? chr(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return encoded
}

function chr(byte: number): string {
  return String.fromCharCode(byte)
}

/** Random, and absent from every field, so no part can end early. */
function newBoundary(spec: MultipartFileSpec): string {
  const texts = spec.fields.flatMap(field => [field.name, field.value])
  for (;;) {
    const boundary = `----AppStoreDeploy${randomBytes(16).toString('hex')}`
    if (!texts.some(text => text.includes(boundary))) return boundary
  }
}

/** A request's body as it is sent: JSON text, or a file streamed as multipart/form-data. */
export type Body = string | MultipartFileBody | undefined

export async function bodyOf(request: ServiceRequest): Promise<Body> {
  const { body } = request
  if (!body) return undefined
  if (body.kind === 'json') return JSON.stringify(body.value)
  const { field, path: file } = body.file
  return multipartFileBody({ fields: body.fields, file: { field, path: file } })
}

/** SHA-256 (hex) of the file a body sent, once it was read whole. */
export function fileSha256(body: Body): string | undefined {
  return body && typeof body !== 'string' ? body.fileSha256() : undefined
}

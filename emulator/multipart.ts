import busboy from 'busboy'
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import type { IncomingHttpHeaders } from 'node:http'
import * as path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { RequestBody } from './body.js'
import type { RecordedFile } from './types.js'
import { HttpProblem } from './validation.js'

export interface MultipartForm {
  fields: Record<string, string>
  files: RecordedFile[]
  /** Names of parts that came more than once (the record keeps the last text value). */
  repeated: string[]
}

/**
 * Parse a multipart/form-data body, streaming each file to `dir` while hashing it: nothing is held
 * in memory, so multi-gigabyte uploads cost no more than small ones.
 */
export async function readMultipart(
  headers: IncomingHttpHeaders,
  body: RequestBody,
  dir: string
): Promise<MultipartForm> {
  let parser: busboy.Busboy
  try {
    parser = busboy({ headers, defParamCharset: 'utf8' })
  } catch (error) {
    throw new HttpProblem(400, `malformed multipart request: ${(error as Error).message}`)
  }
  await mkdir(dir, { recursive: true })
  const form: MultipartForm = { fields: {}, files: [], repeated: [] }
  const files: RecordedFile[] = [] // in arrival order, whichever write finishes first
  const seen = new Set<string>()
  const writes: Array<Promise<void>> = []
  const note = (name: string): void => {
    if (seen.has(name)) form.repeated.push(name)
    seen.add(name)
  }
  parser.on('field', (name, value) => {
    note(name)
    form.fields[name] = value
  })
  parser.on('file', (name, stream, info) => {
    note(name)
    const slot = writes.length
    const filename = info.filename ?? ''
    const storedPath = path.join(dir, `${slot + 1}-${diskName(filename)}`)
    writes.push(
      storeFile(stream, storedPath).then(({ size, sha256 }) => {
        files[slot] = {
          field: name,
          filename,
          contentType: info.mimeType,
          size,
          sha256,
          storedPath
        }
      })
    )
  })

  const parsed = pipelineUntilAborted(body, parser)
  try {
    await parsed
    await Promise.all(writes)
  } catch (error) {
    parser.destroy()
    body.stream.unpipe(parser) // the server reads (and drops) the rest before answering
    await Promise.allSettled(writes)
    if (error instanceof HttpProblem) throw error
    if ((error as NodeJS.ErrnoException).syscall) {
      throw new HttpProblem(
        500,
        `the emulator could not store the upload: ${(error as Error).message}`
      )
    }
    throw new HttpProblem(400, `malformed multipart body: ${(error as Error).message}`)
  }
  form.files = files.filter(Boolean)
  return form
}

/** Feed the body to the parser; rejects if the parser fails or the client goes away. */
function pipelineUntilAborted(body: RequestBody, parser: busboy.Busboy): Promise<void> {
  return new Promise((resolve, reject) => {
    parser.on('finish', () => resolve())
    parser.on('error', reject)
    void body.ended.then(end => {
      if (end === 'aborted') reject(new HttpProblem(400, 'the request body was cut off'))
    })
    body.stream.pipe(parser)
  })
}

async function storeFile(
  stream: Readable,
  storedPath: string
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256')
  let size = 0
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk)
      size += chunk.length
      callback(null, chunk)
    }
  })
  await pipeline(stream, measure, createWriteStream(storedPath))
  return { size, sha256: hash.digest('hex') }
}

/** A file name safe on any disk; the record keeps the name the client sent. */
function diskName(filename: string): string {
  const base = path.basename(filename.replaceAll('\\', '/')).replace(/[^A-Za-z0-9._-]/g, '_')
  return (base.replace(/^\.+/, '') || 'upload').slice(-100)
}

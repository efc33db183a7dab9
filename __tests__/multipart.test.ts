import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import busboy from 'busboy'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import * as http from 'node:http'
import type * as net from 'node:net'
import * as os from 'node:os'
import * as path from 'node:path'
import type { Readable } from 'node:stream'
import { Transport } from '../src/service/transport.js'
import { TransportError } from '../src/service/transport-types.js'
import { multipartFileBody } from '../src/service/multipart.js'

const MiB = 1024 * 1024

let dir: string
let closeServer: (() => Promise<void>) | undefined

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'multipart-'))
})

afterEach(async () => {
  await closeServer?.()
  closeServer = undefined
  rmSync(dir, { recursive: true, force: true })
})

function writeFile(name: string, content: Buffer): { path: string; sha256: string } {
  const file = path.join(dir, name)
  writeFileSync(file, content)
  return { path: file, sha256: sha256(content) }
}

function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex')
}

interface ParsedUpload {
  headers: http.IncomingHttpHeaders
  bytes: number
  fields: Array<{ name: string; value: string }>
  files: Array<{ name: string; filename: string; mimeType: string; size: number; sha256: string }>
}

/** A server that parses each upload with busboy, as a multipart-aware framework would. */
async function multipartServer(options: { failFirst?: boolean } = {}) {
  const uploads: ParsedUpload[] = []
  let requests = 0
  const server = http.createServer((req, res) => {
    if (++requests === 1 && options.failFirst) {
      req.on('data', () => req.socket.resetAndDestroy())
      return
    }
    const upload: ParsedUpload = { headers: req.headers, bytes: 0, fields: [], files: [] }
    req.on('data', (chunk: Buffer) => void (upload.bytes += chunk.length))
    const parser = busboy({ headers: req.headers })
    parser.on('field', (name, value) => void upload.fields.push({ name, value }))
    parser.on('file', (name, stream, info) => {
      const hash = createHash('sha256')
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        hash.update(chunk)
        size += chunk.length
      })
      stream.on('end', () => {
        const { filename = '', mimeType } = info
        upload.files.push({ name, filename, mimeType, size, sha256: hash.digest('hex') })
      })
    })
    parser.on('close', () => {
      uploads.push(upload)
      res.writeHead(201).end()
    })
    parser.on('error', (error: Error) => void res.writeHead(400).end(error.message))
    req.pipe(parser)
  })
  const sockets = new Set<net.Socket>()
  server.on('connection', socket => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  closeServer = async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise(resolve => server.close(resolve))
  }
  return { uploads, url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/upload` }
}

const transport = new Transport({ retries: 2, requestTimeoutMs: 5_000, retryBaseDelayMs: 10 })

/** Reads a whole body stream, as the transport would. */
async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer[]> {
  const chunks: Buffer[] = []
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk)
  return chunks
}

describe('multipartFileBody', () => {
  test('the server receives the fields and the exact file, with an exact Content-Length', async () => {
    const file = writeFile('App.ipa', randomBytes(5 * MiB + 17))
    const { uploads, url } = await multipartServer()
    const body = await multipartFileBody({
      fields: [
        { name: 'signed_ipa[team_id]', value: '42' },
        { name: 'signed_ipa[release_notes]', value: 'Ünïcödé notes\r\nline two ✓' }
      ],
      file: { field: 'signed_ipa[source]', path: file.path }
    })
    expect(body.fileSize).toBe(5 * MiB + 17)
    expect(body.fileSha256()).toBeUndefined()

    const response = await transport.send({ method: 'POST', url, body })

    expect(response.status).toBe(201)
    const [upload] = uploads
    expect(upload.headers['content-length']).toBe(String(body.length))
    expect(upload.headers['transfer-encoding']).toBeUndefined()
    expect(upload.headers['content-type']).toBe(body.contentType)
    expect(upload.bytes).toBe(body.length)
    expect(upload.fields).toEqual([
      { name: 'signed_ipa[team_id]', value: '42' },
      { name: 'signed_ipa[release_notes]', value: 'Ünïcödé notes\r\nline two ✓' }
    ])
    expect(upload.files).toEqual([
      {
        name: 'signed_ipa[source]',
        filename: 'App.ipa',
        mimeType: 'application/octet-stream',
        size: body.fileSize,
        sha256: file.sha256
      }
    ])
    expect(body.fileSha256()).toBe(file.sha256)
  })

  test('escapes names and filenames the way Rails and RFC 6266 parsers read them', async () => {
    const file = writeFile('plain.ipa', Buffer.from('PK tiny'))
    const { uploads, url } = await multipartServer()
    const filename = 'Mÿ "Äpp" 100%\r\n.ipa'
    const body = await multipartFileBody({
      fields: [{ name: 'odd"name', value: 'v' }],
      file: {
        field: 'unsigned_ipa[source]',
        path: file.path,
        filename,
        contentType: 'application/x-ios-app'
      }
    })
    const head = Buffer.concat(await readAll(body.open())).toString('utf8')
    expect(head).toContain('Content-Disposition: form-data; name="odd%22name"\r\n')
    // Rack percent-decodes `filename` when every % starts an escape, and reads it before `filename*`.
    const rackForm = 'M%C3%BF %22%C3%84pp%22 100%25%0D%0A.ipa'
    expect(head).toContain(`name="unsigned_ipa[source]"; filename="${rackForm}"; `)
    expect(decodeURIComponent(rackForm)).toBe(filename)
    expect(head).toContain(`filename*=UTF-8''M%C3%BF%20%22%C3%84pp%22%20100%25%0D%0A.ipa\r\n`)
    expect(head).toContain('Content-Type: application/x-ios-app\r\n')

    await transport.send({ method: 'POST', url, body })
    expect(uploads[0].fields).toEqual([{ name: 'odd%22name', value: 'v' }])
    expect(uploads[0].files[0]).toMatchObject({
      filename,
      mimeType: 'application/x-ios-app',
      size: 7
    })
  })

  test('a plain filename goes out as it is, without filename*', async () => {
    const file = writeFile('My App 1.0.ipa', Buffer.from('PK'))
    const body = await multipartFileBody({ fields: [], file: { field: 'f', path: file.path } })
    const head = Buffer.concat(await readAll(body.open())).toString('utf8')
    expect(head).toContain(
      'Content-Disposition: form-data; name="f"; filename="My App 1.0.ipa"\r\n'
    )
    expect(head).not.toContain('filename*')
    expect(body.contentType).toMatch(
      /^multipart\/form-data; boundary=-*AppStoreDeploy[0-9a-f]{32}$/
    )
  })

  test('reads the file in 1 MiB chunks, and each open() starts over', async () => {
    const file = writeFile('App.ipa', randomBytes(3 * MiB + MiB / 2))
    const body = await multipartFileBody({ fields: [], file: { field: 'f', path: file.path } })
    const chunks = await readAll(body.open())
    expect(Buffer.concat(chunks).length).toBe(body.length)
    expect(Math.max(...chunks.map(chunk => chunk.length))).toBe(MiB)
    expect(body.fileSha256()).toBe(file.sha256)
    expect(Buffer.concat(await readAll(body.open())).equals(Buffer.concat(chunks))).toBe(true)
    expect(body.fileSha256()).toBe(file.sha256)
  })

  test('reuses the chunks a reader releases, and only those', async () => {
    const content = randomBytes(12 * MiB + 5)
    const file = writeFile('App.ipa', content)
    const body = await multipartFileBody({ fields: [], file: { field: 'f', path: file.path } })
    const copies: Buffer[] = []
    const memory = new Set<ArrayBufferLike>()
    for await (const chunk of body.open() as AsyncIterable<Buffer>) {
      copies.push(Buffer.from(chunk))
      memory.add(chunk.buffer)
      body.release?.(chunk)
    }
    const sent = Buffer.concat(copies)
    expect(sent.length).toBe(body.length)
    expect(sent.includes(content)).toBe(true)
    // 13 file chunks, read from a handful of buffers.
    expect(memory.size).toBeLessThanOrEqual(6)
    expect(body.fileSha256()).toBe(file.sha256)
  })

  test('the next body reads into the chunks an earlier one released: a fleet leaves no garbage per IPA', async () => {
    const memory = new Set<ArrayBufferLike>()
    const used: number[] = []
    for (const name of ['First.ipa', 'Second.ipa', 'Third.ipa', 'Fourth.ipa']) {
      const file = writeFile(name, randomBytes(4 * MiB))
      const body = await multipartFileBody({ fields: [], file: { field: 'f', path: file.path } })
      for await (const chunk of body.open() as AsyncIterable<Buffer>) {
        memory.add(chunk.buffer)
        body.release?.(chunk)
      }
      expect(body.fileSha256()).toBe(file.sha256)
      used.push(memory.size)
    }
    // The three after the first needed one buffer more between them, not a few each.
    expect(used.at(-1)).toBeLessThanOrEqual(used[0] + 1)
  })

  test('an attempt that stops early leaves no hash of its own', async () => {
    const file = writeFile('App.ipa', randomBytes(4 * MiB))
    const body = await multipartFileBody({ fields: [], file: { field: 'f', path: file.path } })
    const stream = body.open() as Readable
    await new Promise(resolve => stream.once('data', resolve))
    stream.destroy()
    await new Promise(resolve => stream.once('close', resolve))
    expect(body.fileSha256()).toBeUndefined()
  })

  test('a reset mid-file, then the body sent again: the hash comes from the complete attempt', async () => {
    const file = writeFile('App.ipa', randomBytes(8 * MiB))
    const { uploads, url } = await multipartServer({ failFirst: true })
    const body = await multipartFileBody({ fields: [], file: { field: 'f', path: file.path } })
    await expect(transport.send({ method: 'POST', url, body })).rejects.toThrow()
    expect(body.fileSha256()).toBeUndefined()
    const response = await transport.send({ method: 'POST', url, body })
    expect(response).toMatchObject({ status: 201, attempts: 1 })
    expect(uploads[0].files[0]).toMatchObject({ size: 8 * MiB, sha256: file.sha256 })
    expect(body.fileSha256()).toBe(file.sha256)
  })

  test('an empty file is an empty part', async () => {
    const file = writeFile('empty.ipa', Buffer.alloc(0))
    const { uploads, url } = await multipartServer()
    const body = await multipartFileBody({
      fields: [{ name: 'a', value: '1' }],
      file: { field: 'f', path: file.path }
    })
    await transport.send({ method: 'POST', url, body })
    expect(uploads[0].bytes).toBe(body.length)
    expect(uploads[0].files).toEqual([expect.objectContaining({ size: 0, sha256: sha256('') })])
    expect(body.fileSha256()).toBe(sha256(''))
  })

  test('a file that shrinks after it was measured fails without a retry', async () => {
    const file = writeFile('App.ipa', randomBytes(2 * MiB))
    const { url } = await multipartServer()
    const body = await multipartFileBody({ fields: [], file: { field: 'f', path: file.path } })
    truncateSync(file.path, MiB)
    const error = await transport.send({ method: 'POST', url, body }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransportError)
    expect((error as TransportError).attempts).toBe(1)
    expect((error as TransportError).message).toContain('changed while it was sent')
  })

  test('refuses a directory', async () => {
    await expect(
      multipartFileBody({ fields: [], file: { field: 'f', path: dir } })
    ).rejects.toThrow('is not a file')
  })
})

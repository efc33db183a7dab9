/**
 * The local object storage of the URL tests (support/storage-server.ts) answers as S3 does, and
 * each hostile option does what it says: pinned here with a bare HTTP client, so that a test of
 * the tool that fails can trust the storage and blame the tool.
 */
import { afterAll, afterEach, describe, expect, it } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import * as os from 'node:os'
import * as path from 'node:path'
import { type Storage, type StorageOptions, startStorage } from './support/storage-server.js'

const OBJECT = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251))
const started: Storage[] = []

async function storage(options: Partial<StorageOptions> = {}): Promise<Storage> {
  const server = await startStorage({ object: OBJECT, ...options })
  started.push(server)
  return server
}

afterEach(async () => {
  await Promise.all(started.splice(0).map(server => server.close()))
})

interface Got {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  /** How the answer ended: whole, cut short of its length, or still open after `waitMs`. */
  ending: 'end' | 'cut' | 'stalled'
}

/** One GET with a connection of its own, its body read as far as it goes. */
function get(url: string, headers: Record<string, string> = {}, waitMs = 2000): Promise<Got> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers, agent: false }, res => {
      const chunks: Buffer[] = []
      const done = (ending: Got['ending']): void => {
        clearTimeout(timer)
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ending
        })
      }
      const timer = setTimeout(() => {
        done('stalled')
        request.destroy()
      }, waitMs)
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', () => undefined)
      res.on('close', () => done(res.complete ? 'end' : 'cut'))
    })
    request.on('error', reject)
  })
}

const DIR = mkdtempSync(path.join(os.tmpdir(), 'storage-'))
const FILE = path.join(DIR, 'App.ipa')
writeFileSync(FILE, OBJECT)
afterAll(() => rmSync(DIR, { recursive: true, force: true }))

describe.each([
  ['bytes', OBJECT],
  ['a file', FILE]
])('an object of %s answers ranges as S3 does', (_kind, served) => {
  it.each([
    ['bytes=0-99', 206, 'bytes 0-99/1000', 0, 100],
    ['bytes=900-5000', 206, 'bytes 900-999/1000', 900, 1000],
    ['bytes=990-', 206, 'bytes 990-999/1000', 990, 1000],
    ['bytes=-10', 206, 'bytes 990-999/1000', 990, 1000],
    ['bytes=-5000', 206, 'bytes 0-999/1000', 0, 1000]
  ])('Range: %s -> %i with Content-Range %s', async (range, status, contentRange, from, to) => {
    const server = await storage({ object: served })
    const got = await get(server.url(), { range })
    expect(got).toMatchObject({ status, ending: 'end' })
    expect(got.headers['content-range']).toBe(contentRange)
    expect(got.headers['content-length']).toBe(String(to - from))
    expect(got.headers['accept-ranges']).toBe('bytes')
    expect(got.headers.etag).toMatch(/^".+"$/)
    expect(got.body.equals(OBJECT.subarray(from, to))).toBe(true)
    expect(server.bytesSent).toBe(to - from)
  })

  it('answers 200 with the whole object without a Range, 416 past its end', async () => {
    const server = await storage({ object: served })
    const whole = await get(server.url())
    expect(whole.status).toBe(200)
    expect(whole.headers['content-length']).toBe('1000')
    expect(whole.body.equals(OBJECT)).toBe(true)
    const past = await get(server.url(), { range: 'bytes=1000-' })
    expect(past.status).toBe(416)
    expect(past.headers['content-range']).toBe('bytes */1000')
    expect(past.body.toString()).toContain('<Code>InvalidRange</Code>')
  })
})

it('records each request as received: method, target with its query, Range, headers', async () => {
  const server = await storage()
  const query = '?X-Amz-Credential=AKIA%2F20261127&X-Amz-Signature=abc'
  await get(server.url(query), { range: 'bytes=-22', 'x-probe': 'yes' })
  expect(server.requests).toEqual([
    expect.objectContaining({ method: 'GET', url: `/bucket/App.ipa${query}`, range: 'bytes=-22' })
  ])
  expect(server.requests[0]?.headers['x-probe']).toBe('yes')
  expect((await get(server.url('/bucket/Other.ipa'))).status).toBe(404)
})

it.each([
  ['s3', 403, 'AccessDenied', 'Request has expired', 'application/xml'],
  ['gcs', 400, 'ExpiredToken', 'Invalid argument.', 'application/xml; charset=UTF-8'],
  ['azure', 403, 'AuthenticationFailed', 'Server failed to authenticate', 'application/xml']
] as const)(
  'refuses as %s does: %i, <Code>%s</Code>',
  async (style, status, code, message, contentType) => {
    const server = await storage({ refuse: { style, status }, refuseAfter: 1 })
    expect((await get(server.url(), { range: 'bytes=0-9' })).status).toBe(206)
    const refused = await get(server.url(), { range: 'bytes=0-9' })
    expect(refused.status).toBe(status)
    expect(refused.headers['content-type']).toBe(contentType)
    const body = refused.body.toString()
    expect(body).toMatch(/^<\?xml /)
    expect(body).toContain(`<Error><Code>${code}</Code><Message>${message}`)
    if (style === 'azure') expect(refused.headers['x-ms-error-code']).toBe(code)
  }
)

it('serves a pre-signed URL only when its query is received byte for byte', async () => {
  const signed = 'X-Amz-Credential=AKIA%2F20261127%2Fus-east-1&X-Amz-Signature=f00d'
  const server = await storage({ requireExactQuery: signed })
  expect((await get(server.url(`?${signed}`), { range: 'bytes=0-9' })).status).toBe(206)
  for (const altered of [signed.replaceAll('%2F', '/'), signed.replace('f00d', 'F00D'), '']) {
    const refused = await get(server.url(`?${altered}`), { range: 'bytes=0-9' })
    expect(refused.status).toBe(403)
    expect(refused.body.toString()).toContain('<Code>SignatureDoesNotMatch</Code>')
  }
})

const RANGE = { range: 'bytes=100-199' }
const CHUNKED = { 'transfer-encoding': 'chunked' }
it.each<[string, Partial<StorageOptions>, Partial<Got>, string | undefined, number]>([
  ['ignoreRange', { ignoreRange: true }, { status: 200, ending: 'end' }, '1000', 1000],
  [
    'ignoreRange: chunked',
    { ignoreRange: 'chunked' },
    { status: 200, headers: CHUNKED },
    undefined,
    1000
  ],
  ['shortBody: short-length', { shortBody: 'short-length' }, { ending: 'end' }, '50', 50],
  ['shortBody: cut-off', { shortBody: 'cut-off' }, { ending: 'cut' }, '100', 50],
  ['stallAfterBytes', { stallAfterBytes: 30 }, { ending: 'stalled' }, '100', 30]
])('%s: answers so, with that Content-Length and body', async (_, options, got, length, sent) => {
  const server = await storage(options)
  const answer = await get(server.url(), RANGE, 300)
  expect(answer).toMatchObject(got)
  expect(answer.headers['content-length']).toBe(length)
  expect(answer.body.length).toBe(sent)
  const from = answer.status === 200 ? 0 : 100
  expect(answer.body.equals(OBJECT.subarray(from, from + sent))).toBe(true)
  if (answer.status === 206) expect(answer.headers['content-range']).toBe('bytes 100-199/1000')
})

it('contentRangeShift and totalChangesAfter: Content-Range claims other bytes than sent', async () => {
  const shifted = await storage({ contentRangeShift: 7 })
  const answer = await get(shifted.url(), RANGE)
  expect(answer.headers['content-range']).toBe('bytes 107-206/1000')
  expect(answer.body.equals(OBJECT.subarray(100, 200))).toBe(true)
  const changing = await storage({ totalChangesAfter: 1 })
  const [first, second] = [await get(changing.url(), RANGE), await get(changing.url(), RANGE)]
  expect(first.headers['content-range']).toBe('bytes 100-199/1000')
  expect(second.headers['content-range']).not.toBe(first.headers['content-range'])
  expect(second.headers.etag).not.toBe(first.headers.etag)
})

it('redirects the object path, and serves the object where a path redirect points', async () => {
  const server = await storage({ redirect: { to: '/elsewhere/App.ipa?sig=1' } })
  const redirected = await get(server.url(), RANGE)
  expect(redirected.status).toBe(302)
  expect(redirected.headers.location).toBe('/elsewhere/App.ipa?sig=1')
  const there = await get(server.url('/elsewhere/App.ipa?sig=1'), RANGE)
  expect(there.status).toBe(206)
  expect(there.body.equals(OBJECT.subarray(100, 200))).toBe(true)
})

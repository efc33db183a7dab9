/**
 * An IPA read where it lives (openStorageIpa), through the real transport, from the local object
 * storage of the tests: its bytes are the file's, an inspection through it is the file's, few
 * requests fetch what the inspection needs, and each way a storage misbehaves ends in the
 * StorageError that says so, with the local copy gone.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as os from 'node:os'
import * as path from 'node:path'
import { inspectIpa, SourceFailure } from '../src/ipa/index.js'
import {
  openStorageIpa,
  StorageError,
  type StorageIpa,
  type StorageOptions as OpenOptions
} from '../src/service/storage/index.js'
import { Transport } from '../src/service/transport.js'
import type { TransportOptions } from '../src/service/transport-types.js'
import { makeIpa } from './support/make-ipa.js'
import {
  startStorage,
  type Storage,
  type StorageOptions as ServedOptions
} from './support/storage-server.js'

const KiB = 1024
const MiB = 1024 * KiB
const NOW = new Date('2026-11-27T12:00:00Z')

let dir: string
/** The app's files first, then 3 MiB of stored filler: its entries are far from the directory at the end. */
let FILE: string
let BYTES: Buffer
let SIZE: number

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'storage-ipa-'))
  FILE = path.join(dir, 'App.ipa')
  await makeIpa(FILE, {
    fillerBytes: 3 * MiB,
    fillerAt: 'end',
    // A problem to find: an extension whose id is not under the app's.
    extensions: [{ name: 'Widget', bundleId: 'com.other.widget' }],
    frameworks: [{ name: 'Kit' }]
  })
  BYTES = readFileSync(FILE)
  SIZE = statSync(FILE).size
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map(cleanup => cleanup()))
})

async function storage(options: Partial<ServedOptions> = {}): Promise<Storage> {
  const served = await startStorage({ object: FILE, ...options })
  cleanups.push(() => served.close())
  return served
}

/** A storage of the case's own, for an answer no option of the storage server gives: its URL. */
async function ownStorage(answer: RequestListener): Promise<string> {
  const server = createServer(answer)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise(resolve => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/App.ipa`
}

function sender(options: Partial<TransportOptions> = {}): Transport {
  return new Transport({ retries: 1, requestTimeoutMs: 5000, retryBaseDelayMs: 1, ...options })
}

/** A folder of this test for the local copy, to see it removed. */
function copyFolder(): string {
  return mkdtempSync(path.join(dir, 'copy-'))
}

async function open(url: string, options: Partial<OpenOptions> = {}): Promise<StorageIpa> {
  const ipa = await openStorageIpa(url, { sender: sender(), tempDir: copyFolder(), ...options })
  cleanups.push(() => ipa.close())
  return ipa
}

/**
 * Bytes [position, position + length) through `ipa`, read on until they are all there or the file
 * ends: a read may give fewer than asked (what is held from there on), never none before the end.
 */
async function readOf(ipa: StorageIpa, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length + 7)
  let got = 0
  for (let read = -1; got < length && read !== 0; got += read)
    read = await ipa.read(buffer, 7 + got, length - got, position + got)
  return buffer.subarray(7, 7 + got)
}

function inspect(source: StorageIpa) {
  return inspectIpa({ name: FILE, source }, { purpose: 'submit', now: NOW })
}

interface Failed {
  error: StorageError
  /** Opening failed, or the inspection after it (as a SourceFailure). */
  during: 'open' | 'inspection'
  /** Whatever was left in the local copy's folder once the source was closed. */
  left: string[]
}

/** Opens the storage's URL and inspects it; the StorageError that ended it, where. */
async function storageFailure(
  url: string,
  options: Partial<OpenOptions> = {},
  transport: Partial<TransportOptions> = {}
): Promise<Failed> {
  const tempDir = copyFolder()
  let during: Failed['during'] = 'open'
  let caught: unknown
  try {
    const ipa = await openStorageIpa(url, { sender: sender(transport), tempDir, ...options })
    during = 'inspection'
    try {
      await inspect(ipa)
    } finally {
      await ipa.close()
    }
  } catch (error) {
    caught = error
  }
  if (during === 'inspection') {
    expect(caught).toBeInstanceOf(SourceFailure)
    caught = (caught as SourceFailure).cause
  }
  expect(caught).toBeInstanceOf(StorageError)
  return { error: caught as StorageError, during, left: readdirSync(tempDir) }
}

/** A generator of the same pseudo-random numbers each run. */
function seeded(seed: number): (below: number) => number {
  let state = seed
  return below => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % below
  }
}

describe('the bytes of an IPA in storage', () => {
  it("are the file's, wherever they are read, each fetched once", async () => {
    const served = await storage()
    const ipa = await open(served.url())
    expect(ipa).toMatchObject({ size: SIZE, wholeFile: false })
    const random = seeded(39)
    const reads: [number, number][] = [
      [0, 1],
      [SIZE - 1, 10],
      [SIZE - 300 * KiB, 100 * KiB], // ends where the first request began
      [SIZE - 256 * KiB - 10, 20], // across its start
      ...Array.from({ length: 40 }, (): [number, number] => [random(SIZE), 1 + random(200 * KiB)])
    ]
    for (const [position, length] of reads) {
      const got = await readOf(ipa, position, length)
      expect({
        position,
        length,
        same: got.equals(BYTES.subarray(position, position + length))
      }).toEqual({ position, length, same: true })
    }
    expect((await readOf(ipa, SIZE, 10)).length).toBe(0)
    // Then all of it: only what is missing is fetched.
    for (let at = 0; at < SIZE; at += 64 * KiB) await readOf(ipa, at, 64 * KiB)
    expect(ipa.fetched.bytes).toBe(SIZE)
    expect(ipa.fetched.requests).toBe(served.requests.length)
    expect(served.bytesSent).toBe(SIZE)
  })

  it('read on from where the last read ended, are fetched further ahead each time', async () => {
    const served = await storage()
    const ipa = await open(served.url())
    for (let at = 0; at < SIZE - 256 * KiB; at += 16 * KiB) {
      const got = await readOf(ipa, at, 16 * KiB)
      expect(got.equals(BYTES.subarray(at, at + 16 * KiB))).toBe(true)
    }
    // 180 reads of 16 KiB; each request twice as long as the last: about 10.
    expect(served.requests.length).toBeLessThanOrEqual(12)
  })

  it('are requested with the URL exactly as given, its query kept', async () => {
    const query = 'X-Amz-Credential=AKIA%2F20261127&X-Amz-Signature=0a1b%2Bc'
    const served = await storage({ requireExactQuery: query })
    const ipa = await open(served.url(`?${query}`))
    await inspect(ipa)
    expect(served.requests.length).toBeGreaterThan(1)
    expect(served.requests.every(request => request.url === `/bucket/App.ipa?${query}`)).toBe(true)
  })
})

describe('an inspection through it', () => {
  it("is the file's: the same problems, app and nested bundles", async () => {
    const served = await storage()
    const ipa = await open(served.url())
    const fromStorage = await inspect(ipa)
    const fromFile = await inspectIpa(FILE, { purpose: 'submit', now: NOW })
    expect(fromFile.problems.map(problem => problem.code)).toContain('nested-bundle-id')
    expect(fromFile.app?.bundleId).toBe('com.example.preflight')
    expect(fromStorage.problems).toEqual(fromFile.problems)
    expect(fromStorage.app).toEqual(fromFile.app)
    expect(fromStorage.nested).toEqual(fromFile.nested)
  })

  it('fetches what it reads in few requests, and counts what the storage sent', async () => {
    const served = await storage()
    const ipa = await open(served.url())
    await inspect(ipa)
    // The end with the directory, then the app's entries at the start, joined into one.
    expect(served.requests.map(request => request.range)).toEqual([
      'bytes=-262144',
      expect.stringMatching(/^bytes=\d+-\d+$/)
    ])
    expect(ipa.fetched).toEqual({ requests: 2, bytes: served.bytesSent })
    expect(ipa.fetched.bytes).toBeLessThan(SIZE / 10)
  })
})

describe('prefetch', () => {
  it('joins nearby ranges into one request, and asks nothing held already', async () => {
    const served = await storage()
    const ipa = await open(served.url())
    await ipa.prefetch([
      { position: 90 * KiB, length: 100 },
      { position: 0, length: 100 },
      { position: 30 * KiB, length: 100 },
      { position: 2 * MiB, length: 100 },
      { position: SIZE - 100, length: 100 } // in the first answer's tail
    ])
    expect(
      served.requests
        .slice(1)
        .map(request => request.range)
        .sort()
    ).toEqual([`bytes=0-${90 * KiB + 99}`, `bytes=${2 * MiB}-${2 * MiB + 99}`])
    for (const position of [0, 30 * KiB, 90 * KiB, 2 * MiB, SIZE - 100]) {
      const got = await readOf(ipa, position, 100)
      expect(got.equals(BYTES.subarray(position, position + 100))).toBe(true)
    }
    expect(served.requests).toHaveLength(3)
    expect(ipa.fetched).toEqual({ requests: 3, bytes: served.bytesSent })
  })
})

describe('storage that ignores Range', () => {
  it('that takes no suffix range (Azure Blob) is read in ranges all the same: its first bytes say its length', async () => {
    const served = await storage({ noSuffixRange: true })
    const ipa = await open(served.url())
    expect(ipa).toMatchObject({ wholeFile: false, size: SIZE })
    expect(served.requests.map(request => request.range)).toEqual([
      'bytes=-262144',
      'bytes=0-262143',
      `bytes=${SIZE - 262144}-${SIZE - 1}`
    ])
    // The whole file answered to the suffix range was dropped at its headers.
    expect(ipa.fetched.bytes).toBe(2 * 262144)
    const fromStorage = await inspect(ipa)
    expect(fromStorage.app?.bundleId).toBe('com.example.preflight')
    expect(ipa.fetched.bytes).toBeLessThan(SIZE / 2)
  })

  // Its answer to the suffix range is dropped at its headers; the file's first bytes, asked for as
  // every storage takes them, come as the whole file: read once.
  it('is read whole, once, and the file is all there', async () => {
    const served = await storage({ ignoreRange: true })
    const ipa = await open(served.url())
    expect(ipa).toMatchObject({ wholeFile: true, size: SIZE })
    const fromStorage = await inspect(ipa)
    expect(fromStorage.app?.bundleId).toBe('com.example.preflight')
    expect((await readOf(ipa, 1234, 5000)).equals(BYTES.subarray(1234, 6234))).toBe(true)
    expect(served.requests.map(request => request.range)).toEqual([
      'bytes=-262144',
      'bytes=0-262143'
    ])
    expect(ipa.fetched).toEqual({ requests: 2, bytes: SIZE })
  })

  it.each([
    ['its Content-Length', true, 'declared'],
    ['chunked', 'chunked', 'not known']
  ] as const)(
    'past the most read whole (%s) is whole-file-only',
    async (_case, ignoreRange, length) => {
      const size = length === 'declared' ? SIZE : undefined
      const served = await storage({ ignoreRange })
      const failed = await storageFailure(served.url(), { wholeFileBytes: MiB })
      expect(failed).toMatchObject({ during: 'open', left: [] })
      expect(failed.error.failure).toEqual({ kind: 'whole-file-only', size, limitBytes: MiB })
      expect(served.requests).toHaveLength(2)
    }
  )

  it('that does not come within the request timeout is whole-file-only, without a hang', async () => {
    const served = await storage({ ignoreRange: true, stallAfterBytes: 1000 })
    const started = Date.now()
    const failed = await storageFailure(served.url(), {}, { requestTimeoutMs: 300 })
    expect(failed).toMatchObject({ during: 'open', left: [] })
    expect(failed.error.failure.kind).toBe('whole-file-only')
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('storage that answers other bytes than claimed', () => {
  it.each([
    ['past the end of the object', 10, 'the last 262144 bytes', "Content-Range 'bytes"],
    ['before the bytes sent', -10, `bytes`, "Content-Range 'bytes"]
  ])(
    'a Content-Range off by some bytes (%s) is other-bytes',
    async (_case, contentRangeShift, asked, answered) => {
      const served = await storage({ contentRangeShift })
      const failed = await storageFailure(served.url())
      expect(failed).toMatchObject({ during: 'open', left: [] })
      expect(failed.error.failure).toEqual({
        kind: 'other-bytes',
        asked: expect.stringContaining(asked),
        answered: expect.stringContaining(answered)
      })
    }
  )

  it('a body shorter than its Content-Range (its Content-Length says so) is other-bytes', async () => {
    const served = await storage({ shortBody: 'short-length' })
    const failed = await storageFailure(served.url())
    expect(failed).toMatchObject({ during: 'open', left: [] })
    expect(failed.error.failure).toMatchObject({
      kind: 'other-bytes',
      answered: expect.stringContaining(`${128 * KiB} bytes for the ${256 * KiB}`)
    })
  })

  // The connection ends short of the Content-Length it announced: sent again, as a GET whose
  // answer broke off is, then said as the short body it is.
  it('a body cut off before its Content-Length is other-bytes, after a retry', async () => {
    const served = await storage({ shortBody: 'cut-off' })
    const failed = await storageFailure(served.url())
    expect(failed).toMatchObject({ during: 'open', left: [] })
    expect(failed.error.failure).toMatchObject({
      kind: 'other-bytes',
      answered: expect.stringMatching(/^\d+ bytes of a range, then the connection closed$/)
    })
    expect(served.requests).toHaveLength(2)
  })

  it('a body longer than its Content-Range is other-bytes, read no further', async () => {
    // No option of the storage server does this: a server of its own, 1000 bytes too many.
    const hits: (string | undefined)[] = []
    const url = await ownStorage((req, res) => {
      hits.push(req.headers.range)
      const first = SIZE - 256 * KiB
      const body = Buffer.concat([BYTES.subarray(first), Buffer.alloc(1000)])
      res.writeHead(206, {
        'content-range': `bytes ${first}-${SIZE - 1}/${SIZE}`,
        'content-length': body.length
      })
      res.end(body)
    })
    const failed = await storageFailure(url)
    expect(failed).toMatchObject({ during: 'open', left: [] })
    expect(failed.error.failure).toMatchObject({
      kind: 'other-bytes',
      answered: expect.stringContaining('more bytes than')
    })
    expect(hits[0]).toBe('bytes=-262144')
  })

  it.each([
    [
      "a web page (a proxy's, a sign-in's)",
      { 'content-type': 'text/html; charset=utf-8' },
      /a web page/
    ],
    ['a content coding', { 'content-encoding': 'gzip' }, /gzip coding/]
  ])(
    'a whole answer that is %s is other-bytes, never a verdict on the IPA',
    async (_case, headers, said) => {
      const page = Buffer.from('<html><body>Please sign in to continue</body></html>')
      const url = await ownStorage((_req, res) => {
        res.writeHead(200, { ...headers, 'content-length': page.length })
        res.end(page)
      })
      const failed = await storageFailure(url)
      expect(failed).toMatchObject({ during: 'open', left: [] })
      expect(failed.error.failure).toMatchObject({
        kind: 'other-bytes',
        answered: expect.stringMatching(said)
      })
    }
  )

  it('a length that changes after the first request is other-bytes, mid-inspection', async () => {
    const served = await storage({ totalChangesAfter: 1 })
    const failed = await storageFailure(served.url())
    expect(failed).toMatchObject({ during: 'inspection', left: [] })
    expect(failed.error.failure).toMatchObject({
      kind: 'other-bytes',
      answered: expect.stringContaining(String(SIZE + 4096))
    })
  })
})

describe('storage that refuses', () => {
  it.each([
    ['s3', 403, 'AccessDenied', 'Request has expired'],
    ['gcs', 400, 'ExpiredToken', 'Invalid argument.'],
    ['azure', 403, 'AuthenticationFailed', 'Server failed to authenticate the request.'],
    ['s3', 404, 'NoSuchKey', 'The specified key does not exist.']
  ] as const)(
    'as %s does (%i %s) is refused, in its words',
    async (style, status, code, message) => {
      const served = await storage({ refuse: { style, status, code, message } })
      const failed = await storageFailure(served.url())
      expect(failed).toMatchObject({ during: 'open', left: [] })
      expect(failed.error.failure).toMatchObject({ kind: 'refused', status, code })
      expect((failed.error.failure as { message: string }).message).toContain(message)
      expect((failed.error.failure as { message: string }).message).not.toMatch(/\n/)
      expect(served.requests).toHaveLength(1)
    }
  )

  it('with a 503 after the retries is unavailable', async () => {
    const served = await storage({ refuse: { style: 's3', status: 503, code: 'SlowDown' } })
    const failed = await storageFailure(served.url())
    expect(failed.error.failure).toMatchObject({
      kind: 'unavailable',
      status: 503,
      code: 'SlowDown'
    })
    expect(served.requests).toHaveLength(2)
  })

  it('in the middle of an inspection ends it: refused, through the inspection', async () => {
    const served = await storage({ refuse: { style: 's3' }, refuseAfter: 1 })
    const failed = await storageFailure(served.url())
    expect(failed).toMatchObject({ during: 'inspection', left: [] })
    expect(failed.error.failure).toMatchObject({
      kind: 'refused',
      status: 403,
      code: 'AccessDenied'
    })
  })
})

describe('storage that stalls', () => {
  it('ends with the request timeout, unavailable, without a hang', async () => {
    const served = await storage({ stallAfterBytes: 1000 })
    const started = Date.now()
    const failed = await storageFailure(served.url(), {}, { requestTimeoutMs: 300 })
    expect(failed).toMatchObject({ during: 'open', left: [] })
    expect(failed.error.failure).toMatchObject({ kind: 'unavailable', code: 'ETIMEDOUT' })
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('redirects', () => {
  const secret = 'c2lnbmF0dXJlLW9mLXRoZS11cmw'
  const signed = `?X-Amz-Signature=${secret}`

  it('on the same storage are followed, the signature with them', async () => {
    const served = await storage({ redirect: { to: `/moved/App.ipa${signed}` } })
    const ipa = await open(served.url(signed), { secrets: [secret] })
    expect((await inspect(ipa)).app?.bundleId).toBe('com.example.preflight')
    expect(served.requests.filter(request => request.url.startsWith('/moved/')).length).toBe(
      ipa.fetched.requests
    )
  })

  it('to another storage without the secret are followed', async () => {
    const other = await storage()
    const served = await storage({ redirect: { to: other.url() } })
    const ipa = await open(served.url(signed), { secrets: [secret] })
    expect((await inspect(ipa)).app?.bundleId).toBe('com.example.preflight')
    expect(other.requests).toHaveLength(ipa.fetched.requests)
  })

  it('to another storage carrying the secret are refused, and nothing is sent there', async () => {
    const other = await storage()
    const served = await storage({ redirect: { to: other.url(signed), status: 307 } })
    const failed = await storageFailure(served.url(signed), { secrets: [secret] })
    expect(failed).toMatchObject({ during: 'open', left: [] })
    expect(failed.error.failure).toEqual({
      kind: 'redirect-refused',
      status: 307,
      host: new URL(other.origin).host
    })
    expect(failed.error.message).not.toContain(secret)
    expect(other.requests).toEqual([])
  })

  it('that never end are unavailable', async () => {
    const served = await storage({ redirect: { to: '/bucket/App.ipa' } })
    const failed = await storageFailure(served.url())
    expect(failed.error.failure).toMatchObject({ kind: 'unavailable', status: 302 })
  })
})

describe('a user and password in the URL', () => {
  const user = 'uploader'
  const password = 'pa55:w@rd'
  const basic = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

  function withCredentials(url: string): string {
    const parsed = new URL(url)
    parsed.username = user
    parsed.password = encodeURIComponent(password)
    return parsed.href
  }

  it('reach the storage as Basic credentials', async () => {
    const served = await storage()
    const ipa = await open(withCredentials(served.url()))
    await inspect(ipa)
    expect(served.requests.map(request => request.headers.authorization)).toEqual([basic, basic])
  })

  it('are not carried to another storage a redirect leads to', async () => {
    const other = await storage()
    const served = await storage({ redirect: { to: other.url() } })
    const ipa = await open(withCredentials(served.url()))
    await inspect(ipa)
    expect(served.requests[0]?.headers.authorization).toBe(basic)
    expect(other.requests.length).toBeGreaterThan(0)
    expect(other.requests.every(request => request.headers.authorization === undefined)).toBe(true)
  })

  it.each([
    ['a refusal', { refuse: { style: 's3' } }, {}],
    ['a stall', { stallAfterBytes: 10 }, { requestTimeoutMs: 200 }]
  ] as const)('show in no message of %s', async (_case, served, transport) => {
    const refusing = await storage(served)
    const failed = await storageFailure(withCredentials(refusing.url()), {}, transport)
    const said = `${failed.error.message} ${JSON.stringify(failed.error.failure)}`
    for (const part of [password, encodeURIComponent(password), basic.slice(6), user])
      expect(said).not.toContain(part)
  })
})

describe('the local copy', () => {
  it('is removed by close()', async () => {
    const served = await storage()
    const tempDir = copyFolder()
    const ipa = await openStorageIpa(served.url(), { sender: sender(), tempDir })
    await inspect(ipa)
    expect(readdirSync(tempDir)).toEqual([expect.stringMatching(/^ipa-ranges-/)])
    await ipa.close()
    expect(readdirSync(tempDir)).toEqual([])
  })

  it('is removed when opening fails', async () => {
    const served = await storage({ refuse: { style: 's3' } })
    const tempDir = copyFolder()
    await expect(
      openStorageIpa(served.url(), { sender: sender(), tempDir })
    ).rejects.toBeInstanceOf(StorageError)
    expect(readdirSync(tempDir)).toEqual([])
  })
})

/**
 * The pure parts of reading an IPA where it lives (src/service/storage/): what a Content-Range
 * says, a storage's own words for a refusal, which stretches of the file are held and which to ask
 * for, the checks that an answer is the bytes asked for, and the turns ranges are fetched in.
 */
import { describe, expect, it, test } from '@jest/globals'
import type { IncomingHttpHeaders } from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import { checkRange, notARange, type RangeAnswer } from '../src/service/storage/answer-checks.js'
import { parseContentRange } from '../src/service/storage/content-range.js'
import { coalesced, FetchedParts, splitRange } from '../src/service/storage/fetched-parts.js'
import { forEachConcurrently } from '../src/service/storage/for-each-concurrently.js'
import { StorageError, type StorageFailure } from '../src/service/storage/storage-error.js'
import { storageWords } from '../src/service/storage/storage-words.js'

describe('parseContentRange', () => {
  it.each([
    ['bytes 0-99/1234', { range: { first: 0, last: 99 }, size: 1234 }],
    ['bytes 1233-1233/1234', { range: { first: 1233, last: 1233 }, size: 1234 }],
    ['bytes */1234', { size: 1234 }],
    ['bytes */0', { size: 0 }],
    ['bytes 0-99/*', { range: { first: 0, last: 99 } }],
    ['bytes */*', {}],
    ['  bytes 0-99/1234\t', { range: { first: 0, last: 99 }, size: 1234 }],
    ['bytes\t0-99/1234', { range: { first: 0, last: 99 }, size: 1234 }],
    ['BYTES 0-99/1234', { range: { first: 0, last: 99 }, size: 1234 }],
    // 2^52: sixteen digits, still an exact number.
    ['bytes 0-0/4503599627370496', { range: { first: 0, last: 0 }, size: 4503599627370496 }]
  ])('%j -> %j', (header, parsed) => {
    expect(parseContentRange(header)).toEqual(parsed)
  })

  it.each([
    ['no header', undefined],
    ['an empty one', ''],
    ['last before first', 'bytes 100-99/1234'],
    ['last at the size', 'bytes 0-1234/1234'],
    ['last past the size', 'bytes 1000-2000/1234'],
    ['another unit', 'items 0-99/1234'],
    ['no size', 'bytes 0-99'],
    ['a Range header instead', 'bytes=0-99/1234'],
    ['a negative start', 'bytes -1-99/1234'],
    ['several ranges', 'bytes 0-9/1234, 20-29/1234'],
    ['words after it', 'bytes 0-99/1234 extra'],
    ['a decimal', 'bytes 0-99.5/1234'],
    ['no space after the unit', 'bytes0-99/1234'],
    ['seventeen digits', 'bytes 0-0/12345678901234567'],
    ['a range of a 416 without size', 'bytes */']
  ])('%s is no Content-Range', (_case, header) => {
    expect(parseContentRange(header)).toBeUndefined()
  })

  // Sixteen digits pass the pattern, but Number() rounds past 2^53: such a length is refused rather
  // than read as another number (9999999999999999 would be 10000000000000000).
  test('a size past the exact integers is not read as another number', () => {
    const parsed = parseContentRange('bytes 0-0/9999999999999999')
    expect(parsed === undefined || String(parsed.size) === '9999999999999999').toBe(true)
  })
})

describe('storageWords', () => {
  const s3 =
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Request has expired</Message><Expires>2026-11-26T12:00:00Z</Expires><RequestId>4442587FB7D0A2F9</RequestId></Error>'

  it.each<[string, string, IncomingHttpHeaders, { code?: string; message?: string }]>([
    ['S3 XML', s3, {}, { code: 'AccessDenied', message: 'Request has expired' }],
    [
      'GCS XML',
      "<?xml version='1.0' encoding='UTF-8'?><Error><Code>ExpiredToken</Code><Message>Invalid argument.</Message><Details>The provided token has expired.</Details></Error>",
      {},
      { code: 'ExpiredToken', message: 'Invalid argument.' }
    ],
    [
      'Azure: its header, and its XML message',
      '<?xml version="1.0" encoding="utf-8"?><Error><Code>Ignored</Code><Message>Server failed to authenticate the request.\nRequestId:4442\nTime:2026-11-27T12:00:00Z</Message></Error>',
      { 'x-ms-error-code': 'AuthenticationFailed' },
      {
        code: 'AuthenticationFailed',
        message:
          'Server failed to authenticate the request. RequestId:4442 Time:2026-11-27T12:00:00Z'
      }
    ],
    [
      'the x-amz-error-code header of a HEAD',
      '',
      { 'x-amz-error-code': 'NoSuchKey' },
      { code: 'NoSuchKey' }
    ],
    [
      "Google's JSON API",
      JSON.stringify({
        error: {
          code: 403,
          message: 'Anonymous caller does not have storage.objects.get access.',
          errors: [{ reason: 'forbidden', domain: 'global' }]
        }
      }),
      { 'content-type': 'application/json' },
      { code: 'forbidden', message: 'Anonymous caller does not have storage.objects.get access.' }
    ],
    [
      'an HTML page: its words, no code',
      '<html><head><title>403 Forbidden</title><style>h1{color:red}</style></head><body><h1>Forbidden</h1><p>nginx</p></body></html>',
      { 'content-type': 'text/html' },
      { message: '403 Forbidden Forbidden nginx' }
    ],
    ['plain text: its words', '  Access denied  \n', {}, { message: 'Access denied' }],
    ['an empty body', '', {}, {}],
    ['a body of blanks', ' \r\n\t ', {}, {}],
    [
      'XML escapes',
      '<Error><Code>Bad</Code><Message>a &lt;b&gt; &amp; &quot;c&quot;</Message></Error>',
      {},
      { code: 'Bad', message: 'a <b> & "c"' }
    ]
  ])('%s', (_case, body, headers, words) => {
    expect(storageWords(body, headers)).toEqual(words)
  })

  it.each([
    ['spaces', 'Access Denied'],
    ['punctuation', 'Denied!'],
    ['markup', '<b>x</b>'],
    ['a start that is no letter', '403'],
    ['more than 64 characters', `A${'b'.repeat(64)}`]
  ])('a code with %s is not shown as a code', (_case, code) => {
    const words = storageWords(`<Error><Code>${code}</Code><Message>No.</Message></Error>`, {
      'x-ms-error-code': code
    })
    expect(words).toEqual({ message: 'No.' })
  })

  it("a header's code that is not a word gives way to the body's", () => {
    const words = storageWords('<Error><Code>AccessDenied</Code></Error>', {
      'x-ms-error-code': 'no such word'
    })
    expect(words.code).toBe('AccessDenied')
  })

  it('a message comes out as one line that starts no workflow command', () => {
    const message = 'first line\n::error::injected\r\n##vso[task.setvariable variable=x]1\u2028last'
    const { message: shown } = storageWords(
      `<Error><Code>X</Code><Message>${message}</Message></Error>`,
      {}
    )
    expect(shown).toMatch(/^first line .*last$/)
    expect(shown).not.toMatch(/[\r\n\u2028]/)
    expect(shown).not.toContain('::error::')
    expect(shown).not.toContain('##vso[')
    expect(shown).toContain('injected')
  })

  it('a long message is cut to a short line', () => {
    const { message } = storageWords(`<Error><Message>${'word '.repeat(90)}</Message></Error>`, {})
    expect(message?.length).toBeLessThanOrEqual(200)
    expect(message).toMatch(/^word word/)
  })

  // An XML error without <Message> (S3 writes one for every code; a proxy or another server may
  // not): its code is what it says, and no markup is shown as its words.
  test('an XML error without a message shows no markup as its words', () => {
    const words = storageWords('<?xml version="1.0"?><Error><Code>NoSuchKey</Code></Error>', {})
    expect(words.code).toBe('NoSuchKey')
    expect(words.message ?? '').not.toContain('<')
  })
})

describe('FetchedParts', () => {
  // Bytes [100, 200) at 0 of the copy, [300, 400) at 100, [400, 450) at 200, added out of order.
  function held(): FetchedParts {
    const parts = new FetchedParts()
    parts.add({ start: 300, end: 400, at: 100 })
    parts.add({ start: 100, end: 200, at: 0 })
    parts.add({ start: 400, end: 450, at: 200 })
    parts.add({ start: 500, end: 500, at: 250 }) // empty: not held
    return parts
  }

  it.each([
    [99, undefined],
    [100, { start: 100, end: 200, at: 0 }],
    [199, { start: 100, end: 200, at: 0 }],
    [200, undefined],
    [299, undefined],
    [300, { start: 300, end: 400, at: 100 }],
    [400, { start: 400, end: 450, at: 200 }],
    [449, { start: 400, end: 450, at: 200 }],
    [450, undefined],
    [500, undefined]
  ])('byte %i is held by %j', (position, part) => {
    expect(held().holding(position)).toEqual(part)
  })

  it.each([
    [0, 100],
    [100, 300],
    [250, 300],
    [300, 400],
    [449, Infinity],
    [450, Infinity]
  ])('after byte %i the next part starts at %d', (position, start) => {
    expect(held().nextStart(position)).toBe(start)
  })

  it.each<[number, number, [number, number][]]>([
    [0, 50, [[0, 50]]],
    [0, 100, [[0, 100]]],
    [
      0,
      1000,
      [
        [0, 100],
        [200, 300],
        [450, 1000]
      ]
    ],
    [150, 350, [[200, 300]]],
    [100, 200, []],
    [300, 450, []],
    [120, 180, []],
    [180, 320, [[200, 300]]],
    [440, 460, [[450, 460]]]
  ])('missing of [%i, %i): %j', (start, end, gaps) => {
    expect(held().missing(start, end)).toEqual(gaps)
  })

  it('holds nothing before anything is added', () => {
    const parts = new FetchedParts()
    expect(parts.holding(0)).toBeUndefined()
    expect(parts.nextStart(0)).toBe(Infinity)
    expect(parts.missing(10, 20)).toEqual([[10, 20]])
  })
})

describe('coalesced and splitRange', () => {
  const at = (position: number, length: number) => ({ position, length })

  it('sorts the ranges and joins those closer than the gap', () => {
    const ranges = [at(5000, 100), at(0, 100), at(150, 100), at(2000, 10)]
    expect(coalesced(ranges, { gap: 64, most: 1e6, size: 1e6 })).toEqual([
      [0, 250],
      [2000, 2010],
      [5000, 5100]
    ])
    expect(coalesced(ranges, { gap: 4000, most: 1e6, size: 1e6 })).toEqual([[0, 5100]])
  })

  it('joins ranges that overlap or touch, whatever the gap', () => {
    const ranges = [at(0, 100), at(50, 10), at(100, 50)]
    expect(coalesced(ranges, { gap: 0, most: 1e6, size: 1e6 })).toEqual([[0, 150]])
  })

  it('cuts each stretch to the longest asked at once', () => {
    expect(coalesced([at(0, 250)], { gap: 0, most: 100, size: 1e6 })).toEqual([
      [0, 100],
      [100, 200],
      [200, 250]
    ])
  })

  it('asks nothing past the end of the file, nor for empty ranges', () => {
    const ranges = [at(900, 500), at(1000, 10), at(50, 0), at(2000, 1)]
    expect(coalesced(ranges, { gap: 0, most: 1e6, size: 1000 })).toEqual([[900, 1000]])
    expect(coalesced([], { gap: 10, most: 10, size: 10 })).toEqual([])
  })

  it.each<[number, number, number, [number, number][]]>([
    [
      0,
      10,
      4,
      [
        [0, 4],
        [4, 8],
        [8, 10]
      ]
    ],
    [3, 7, 4, [[3, 7]]],
    [5, 5, 4, []]
  ])('splitRange(%i, %i, %i) = %j', (start, end, most, result) => {
    expect(splitRange(start, end, most)).toEqual(result)
  })
})

describe('checkRange', () => {
  const asked = { first: 100, last: 199, size: 1000, etag: '"a1"' }
  const good: IncomingHttpHeaders = { 'content-range': 'bytes 100-199/1000', etag: '"a1"' }

  function answer(
    change: {
      status?: number
      headers?: IncomingHttpHeaders
      received?: number
      truncated?: boolean
    } = {}
  ): RangeAnswer {
    return {
      response: {
        status: change.status ?? 206,
        headers: { ...good, ...change.headers },
        body: '',
        truncated: change.truncated ?? false
      },
      received: change.received ?? 100
    }
  }

  function failure(of: () => void): StorageFailure {
    try {
      of()
    } catch (error) {
      expect(error).toBeInstanceOf(StorageError)
      return (error as StorageError).failure
    }
    throw new Error('no StorageError was thrown')
  }

  it('takes the range asked for, of the same object, every byte of it', () => {
    expect(() => checkRange(answer(), asked)).not.toThrow()
    const identity = answer({ headers: { 'content-encoding': 'identity' } })
    expect(() => checkRange(identity, asked)).not.toThrow()
    // An ETag the first answer did not give, or this one does not, decides nothing.
    expect(() => checkRange(answer({ headers: { etag: undefined } }), asked)).not.toThrow()
    expect(() => checkRange(answer(), { ...asked, etag: undefined })).not.toThrow()
  })

  it.each<[string, Parameters<typeof answer>[0], string]>([
    ['a 200', { status: 200 }, 'HTTP 200 instead of 206'],
    ['a gzip body', { headers: { 'content-encoding': 'gzip' } }, 'a body in gzip coding'],
    ['no Content-Range', { headers: { 'content-range': undefined } }, 'no Content-Range'],
    [
      'another range',
      { headers: { 'content-range': 'bytes 0-99/1000' } },
      "Content-Range 'bytes 0-99/1000'"
    ],
    [
      'a longer range',
      { headers: { 'content-range': 'bytes 100-299/1000' } },
      "Content-Range 'bytes 100-299/1000'"
    ],
    [
      'junk',
      { headers: { 'content-range': 'bytes all of it' } },
      "Content-Range 'bytes all of it'"
    ],
    [
      'another length',
      { headers: { 'content-range': 'bytes 100-199/5096' } },
      'a length of 5096 bytes (it was 1000)'
    ],
    [
      'a length not known',
      { headers: { 'content-range': 'bytes 100-199/*' } },
      'a length of unknown bytes'
    ],
    ['another ETag', { headers: { etag: '"b2"' } }, 'ETag "b2" where it was "a1"'],
    ['a short body', { received: 50 }, '50 bytes for the 100 it claimed'],
    ['a longer body', { truncated: true }, 'more bytes than']
  ])('%s is other bytes than asked', (_case, change, answered) => {
    const found = failure(() => checkRange(answer(change), asked))
    expect(found).toEqual({
      kind: 'other-bytes',
      asked: 'bytes 100-199 of 1000',
      answered: expect.stringContaining(answered)
    })
  })

  it('shows what the storage wrote as one short line', () => {
    const header = `bytes 0-99/1000\n::error::x${'y'.repeat(300)}`
    const { answered } = failure(() =>
      checkRange(answer({ headers: { 'content-range': header } }), asked)
    ) as {
      answered: string
    }
    expect(answered).not.toMatch(/\n/)
    expect(answered).not.toContain('::error::')
    expect(answered.length).toBeLessThan(150)
  })
})

describe('notARange', () => {
  const where = 'the storage of https://bucket.example/App.ipa (query hidden)'
  const secret = 'Sig0123456789abcdef'

  function judged(
    status: number,
    headers: IncomingHttpHeaders = {},
    body = ''
  ): StorageError | undefined {
    // As requestRange finds it: in the Location as it came, before the storage's words are scrubbed.
    const carriesSecret = String(headers.location ?? '').includes(secret)
    return notARange({ status, headers, body, truncated: false }, where, carriesSecret)
  }

  it.each([200, 206, 416])('HTTP %i is no refusal', status => {
    expect(judged(status)).toBeUndefined()
  })

  it('a redirect to another host carrying the secret is refused, and the secret is not shown', () => {
    const error = judged(302, {
      location: `https://evil.example:8443/copy?X-Amz-Signature=${secret}`
    })
    expect(error?.failure).toEqual({
      kind: 'redirect-refused',
      status: 302,
      host: 'evil.example:8443'
    })
    expect(error?.message).not.toContain(secret)
  })

  it.each([
    ['another host, without the secret', 'https://cdn.example/App.ipa', 'cdn.example'],
    ['the same host', '/bucket/Other.ipa', 'the same host'],
    ['no Location', undefined, 'the same host']
  ])('a redirect to %s that came back was not followed: unavailable', (_case, location, host) => {
    const error = judged(307, location === undefined ? {} : { location })
    expect(error?.failure).toMatchObject({ kind: 'unavailable', status: 307 })
    expect(error?.message).toContain(host)
  })

  it('a 403 is refused, with the storage code and message', () => {
    const body = '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>'
    const error = judged(403, {}, body)
    expect(error?.failure).toEqual({
      kind: 'refused',
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired'
    })
    expect(error?.message).toContain('HTTP 403')
    expect(error?.message).toContain('AccessDenied')
  })

  it('a 404 is refused', () => {
    const body =
      '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>'
    expect(judged(404, {}, body)?.failure).toMatchObject({
      kind: 'refused',
      status: 404,
      code: 'NoSuchKey'
    })
    expect(judged(404)?.failure).toEqual({ kind: 'refused', status: 404 })
  })

  it.each([408, 429, 500, 503])('HTTP %i that outlasted the retries is unavailable', status => {
    const error = judged(status, {}, 'Slow Down')
    expect(error?.failure).toEqual({ kind: 'unavailable', status, message: 'Slow Down' })
  })
})

describe('forEachConcurrently', () => {
  it('works on each item in order, no more than `width` at a time', async () => {
    const started: number[] = []
    let running = 0
    let most = 0
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async item => {
      started.push(item)
      most = Math.max(most, ++running)
      await delay(item % 2 ? 5 : 15)
      running--
    })
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(most).toBe(3)
  })

  it('starts no more workers than items, and none for no item', async () => {
    let running = 0
    let most = 0
    await forEachConcurrently(['a', 'b'], 8, async () => {
      most = Math.max(most, ++running)
      await delay(5)
      running--
    })
    expect(most).toBe(2)
    await expect(
      forEachConcurrently([], 4, () => Promise.reject(new Error('never')))
    ).resolves.toBeUndefined()
  })

  it('the first failure ends it: nothing more starts, what is in flight ends first', async () => {
    const started: number[] = []
    const finished: number[] = []
    const first = new Error('range 2 failed')
    const ended = forEachConcurrently([1, 2, 3, 4, 5, 6], 3, async item => {
      started.push(item)
      if (item === 2) {
        await delay(5)
        throw first
      }
      if (item === 3) {
        await delay(10)
        throw new Error('a later failure')
      }
      await delay(40)
      finished.push(item)
    })
    await expect(ended).rejects.toBe(first)
    // 1, 2 and 3 side by side; 2 fails first: 3 fails after it, 1 ends, nothing after them starts.
    expect(started).toEqual([1, 2, 3])
    expect(finished).toEqual([1])
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import * as http from 'node:http'
import * as os from 'node:os'
import * as path from 'node:path'
import { analyticsReport, REAL_COUNTRY_CODES } from '../emulator/analytics-data.js'
import { startEmulator, type Emulator } from '../emulator/server.js'
import type { AnalyticsReport } from '../src/service/types.js'

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const TEAM = 1234567
const APP = '1234567890'

let emulator: Emulator

beforeAll(async () => {
  emulator = await startEmulator()
})
afterAll(async () => {
  await emulator.close()
})
beforeEach(() => {
  emulator.reset()
  emulator.configure({
    pollsPerStep: 1,
    submissionOutcome: 'completed',
    statusRoutes: 'record',
    honourIdempotencyKey: true
  })
})

interface Answer {
  status: number
  body: unknown
  headers: Headers
}

async function call(
  method: string,
  route: string,
  init: {
    body?: RequestInit['body']
    json?: unknown
    auth?: string | null
    headers?: Record<string, string>
  } = {}
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers }
  if (init.auth !== null) headers.Authorization = init.auth ?? `Bearer ${emulator.apiKey}`
  let body = init.body
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = typeof init.json === 'string' ? init.json : JSON.stringify(init.json)
  }
  const response = await fetch(`${emulator.baseUrl}${route}`, { method, headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed, headers: response.headers }
}

function form(
  parts: Record<string, string | { bytes: Buffer | string; filename: string }>
): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') data.append(name, value)
    else data.append(name, new Blob([value.bytes]), value.filename)
  }
  return data
}

const submitByUrl = (extra: Record<string, unknown> = {}): Promise<Answer> =>
  call('POST', '/ios/signed_ipas', {
    json: {
      signed_ipa: { remote_source_url: 'https://storage.example.com/App.ipa' },
      team_id: TEAM,
      ...extra
    }
  })

async function statusAfterPolls(id: string, polls: number): Promise<string[]> {
  const seen: string[] = []
  for (let i = 0; i < polls; i++)
    seen.push(((await call('GET', `/ios/signed_ipas/${id}`)).body as { status: string }).status)
  return seen
}

describe('authentication', () => {
  test.each([
    ['no header', null],
    ['a wrong key', 'Bearer wrong-key'],
    ['another scheme', `Basic ${Buffer.from('user:emulator-api-key').toString('base64')}`],
    ['a bare key', 'emulator-api-key']
  ])('%s is answered 401 with the service message', async (_name, auth) => {
    const answer = await call('GET', '/ios/teams', { auth })
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({ status: 401, error: "You couldn't be authenticated" })
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })

  test('unknown routes under the prefix need the key too; paths outside it are 404', async () => {
    expect((await call('GET', '/nothing/here', { auth: null })).status).toBe(401)
    const outside = await fetch(new URL('/elsewhere', emulator.baseUrl))
    expect(outside.status).toBe(404)
    expect(await outside.json()).toEqual({ status: 404, error: 'Not found' })
  })
})

describe('routes', () => {
  test('GET /ios/teams and /ios/apps answer the configured records', async () => {
    expect((await call('GET', '/ios/teams')).body).toEqual([
      {
        name: 'release@example.com',
        credential_id: 11,
        teams: [{ name: 'Example Corp', team_id: TEAM }]
      }
    ])
    expect((await call('GET', '/ios/apps')).body).toEqual([
      { id: APP, name: 'Sample', bundle_id: 'com.example.Sample' }
    ])
  })

  test('unknown routes are 404 and known routes with a wrong method 405', async () => {
    expect(await call('GET', '/ios/nothing')).toMatchObject({
      status: 404,
      body: { status: 404, error: 'Not found' }
    })
    const wrong = await call('PUT', '/ios/teams')
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET')
    expect(wrong.body).toMatchObject({ status: 405 })
  })

  test('unsigned IPA by URL: 201 with the created record, listed with class_name, deleted once', async () => {
    const created = await call('POST', '/ios/unsigned_ipas', {
      json: { unsigned_ipa: { remote_source_url: 'https://storage.example.com/Dev.ipa' } }
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const [record] = created.body as Array<Record<string, unknown>>
    expect(record).toEqual({
      id: 'ipa_0001',
      source: 'https://storage.example.com/Dev.ipa',
      created_at: expect.stringMatching(ISO_TIME)
    })

    expect((await call('GET', '/ios/unsigned_ipas')).body).toEqual([
      { ...record, class_name: 'UnsignedIpa' }
    ])
    expect((await call('DELETE', '/ios/unsigned_ipas/ipa_0001')).body).toEqual({
      deleted: true,
      id: 'ipa_0001'
    })
    expect(await call('DELETE', '/ios/unsigned_ipas/ipa_0001')).toMatchObject({
      status: 404,
      body: { status: 404, error: 'unsigned IPA ipa_0001 not found' }
    })
    expect((await call('GET', '/ios/unsigned_ipas')).body).toEqual([])
  })

  test('unsigned IPA as a file: streamed to disk, hashed, and served back at its source URL', async () => {
    const bytes = Buffer.from('PK\u0003\u0004 a small fake IPA '.repeat(500))
    const created = await call('POST', '/ios/unsigned_ipas', {
      body: form({ 'unsigned_ipa[source]': { bytes, filename: 'My App.ipa' } })
    })
    expect(created.status).toBe(201)
    const [{ source }] = created.body as Array<{ source: string }>
    expect(source).toBe(`${new URL(emulator.baseUrl).origin}/files/ipa_0001/My%20App.ipa`)

    const [file] = emulator.requests[0].files ?? []
    expect(file).toMatchObject({
      field: 'unsigned_ipa[source]',
      filename: 'My App.ipa',
      size: bytes.length
    })
    expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    expect(readFileSync(file.storedPath)).toEqual(bytes)
    expect(emulator.requests[0].headers['content-length']).toBe(
      String(emulator.requests[0].rawBodyBytes)
    )

    const served = await fetch(source)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes)
  })
})

describe('signed IPA submissions', () => {
  test('JSON submission: 200 pending, then one step per poll to completed', async () => {
    const created = await submitByUrl({
      signed_ipa: {
        remote_source_url: 'https://s.example.com/A.ipa',
        notify_emails: 'a@example.com, b@example.org'
      }
    })
    expect(created.status).toBe(200)
    expect(created.body).toEqual([
      { id: 'sub_0001', status: 'pending', created_at: expect.stringMatching(ISO_TIME) }
    ])
    const record = await call('GET', '/ios/signed_ipas/sub_0001')
    expect(record.body).toMatchObject({
      id: 'sub_0001',
      status: 'processing',
      team_id: TEAM,
      notify_emails: 'a@example.com, b@example.org',
      source: 'https://s.example.com/A.ipa'
    })
    expect(await statusAfterPolls('sub_0001', 2)).toEqual(['completed', 'completed'])
    expect(await call('GET', '/ios/signed_ipas/sub_9999')).toMatchObject({
      status: 404,
      body: { status: 404 }
    })
  })

  test('pollsPerStep sets how many polls each step takes', async () => {
    emulator.configure({ pollsPerStep: 2 })
    await submitByUrl()
    expect(await statusAfterPolls('sub_0001', 5)).toEqual([
      'pending',
      'processing',
      'processing',
      'completed',
      'completed'
    ])
  })

  test("outcome 'failed' ends failed; 'stuck' stays processing; each submission keeps the outcome it was created with", async () => {
    emulator.configure({ submissionOutcome: 'failed' })
    await submitByUrl()
    emulator.configure({ submissionOutcome: 'stuck' })
    await submitByUrl()
    expect(await statusAfterPolls('sub_0001', 3)).toEqual(['processing', 'failed', 'failed'])
    expect(await statusAfterPolls('sub_0002', 4)).toEqual([
      'processing',
      'processing',
      'processing',
      'processing'
    ])
  })

  test('the listing counts as a poll of every submission', async () => {
    await submitByUrl()
    await submitByUrl()
    const statuses = async (): Promise<string[]> =>
      ((await call('GET', '/ios/signed_ipas')).body as Array<{ status: string }>).map(s => s.status)
    expect(await statuses()).toEqual(['processing', 'processing'])
    expect(await statuses()).toEqual(['completed', 'completed'])
  })

  test("statusRoutes 'list-only': the record route is 404, the listing works", async () => {
    emulator.configure({ statusRoutes: 'list-only' })
    await submitByUrl()
    expect(await call('GET', '/ios/signed_ipas/sub_0001')).toMatchObject({
      status: 404,
      body: { status: 404, error: 'Not found' }
    })
    expect((await call('GET', '/ios/signed_ipas')).body).toMatchObject([
      { id: 'sub_0001', status: 'processing' }
    ])
  })

  test("statusRoutes 'none': both status routes are 404, submitting still works", async () => {
    emulator.configure({ statusRoutes: 'none' })
    expect((await submitByUrl()).status).toBe(200)
    for (const route of ['/ios/signed_ipas/sub_0001', '/ios/signed_ipas']) {
      expect(await call('GET', route)).toMatchObject({
        status: 404,
        body: { status: 404, error: 'Not found' }
      })
    }
  })

  test('multipart submission: file, team_id and notify_emails are recorded and stored', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251))
    const created = await call('POST', '/ios/signed_ipas', {
      body: form({
        'signed_ipa[notify_emails]': 'qa@example.com',
        team_id: String(TEAM),
        'signed_ipa[source]': { bytes, filename: 'Release.ipa' }
      })
    })
    expect(created).toMatchObject({ status: 200, body: [{ id: 'sub_0001', status: 'pending' }] })
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    const request = emulator.requests[0]
    expect(request.fields).toEqual({
      'signed_ipa[notify_emails]': 'qa@example.com',
      team_id: String(TEAM)
    })
    expect(request.files).toEqual([
      expect.objectContaining({
        field: 'signed_ipa[source]',
        filename: 'Release.ipa',
        size: bytes.length,
        sha256
      })
    ])
    expect((await call('GET', '/ios/signed_ipas/sub_0001')).body).toMatchObject({
      team_id: TEAM,
      notify_emails: 'qa@example.com',
      file_name: 'Release.ipa',
      file_size: bytes.length,
      file_sha256: sha256
    })
  })

  test('a chunked upload (no Content-Length) is recorded with its Transfer-Encoding', async () => {
    const boundary = 'emulator-test-boundary'
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="team_id"\r\n\r\n${TEAM}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="signed_ipa[source]"; filename="C.ipa"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      'chunk-one;',
      'chunk-two',
      `\r\n--${boundary}--\r\n`
    ]
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${emulator.baseUrl}/ios/signed_ipas`, {
        method: 'POST',
        agent: false,
        headers: {
          Authorization: `Bearer ${emulator.apiKey}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`
        }
      })
      request.on('response', response => resolve(response.resume().statusCode ?? 0))
      request.on('error', reject)
      for (const part of parts) request.write(part)
      request.end()
    })
    expect(status).toBe(200)
    const [recorded] = emulator.requests
    expect(recorded.headers['transfer-encoding']).toBe('chunked')
    expect(recorded.headers['content-length']).toBeUndefined()
    expect(recorded.files?.[0]).toMatchObject({ size: 'chunk-one;chunk-two'.length })
  })
})

describe('validation', () => {
  const ipa = { bytes: 'PK fake', filename: 'A.ipa' }
  const url = 'https://s.example.com/A.ipa'
  const cases: Array<[string, string, { json?: unknown; body?: () => FormData }, number, RegExp]> =
    [
      ['invalid JSON', '/ios/signed_ipas', { json: '{"signed_ipa": ' }, 400, /invalid JSON/],
      [
        'unknown body shape',
        '/ios/signed_ipas',
        { json: { ipa: { remote_source_url: url }, team_id: TEAM } },
        422,
        /unexpected field 'ipa'/
      ],
      ['a JSON array body', '/ios/unsigned_ipas', { json: [] }, 422, /must be a JSON object/],
      [
        'unknown inner field',
        '/ios/unsigned_ipas',
        { json: { unsigned_ipa: { url } } },
        422,
        /unexpected field 'unsigned_ipa.url'/
      ],
      [
        'no URL in JSON',
        '/ios/unsigned_ipas',
        { json: { unsigned_ipa: {} } },
        422,
        /remote_source_url is required/
      ],
      [
        'a non-http URL',
        '/ios/unsigned_ipas',
        { json: { unsigned_ipa: { remote_source_url: 'ftp://x.example.com/A.ipa' } } },
        422,
        /http\(s\) URL/
      ],
      [
        'not a URL',
        '/ios/signed_ipas',
        { json: { signed_ipa: { remote_source_url: 'A.ipa' }, team_id: TEAM } },
        422,
        /http\(s\) URL/
      ],
      [
        'team_id missing',
        '/ios/signed_ipas',
        { json: { signed_ipa: { remote_source_url: url } } },
        422,
        /team_id is required/
      ],
      [
        'team_id a string',
        '/ios/signed_ipas',
        { json: { signed_ipa: { remote_source_url: url }, team_id: '1234567' } },
        422,
        /team_id must be an integer/
      ],
      [
        'team_id a fraction',
        '/ios/signed_ipas',
        { json: { signed_ipa: { remote_source_url: url }, team_id: 1.5 } },
        422,
        /team_id must be an integer/
      ],
      [
        'team_id beyond int32',
        '/ios/signed_ipas',
        { json: { signed_ipa: { remote_source_url: url }, team_id: 2 ** 31 } },
        422,
        /32-bit/
      ],
      [
        'an unknown team',
        '/ios/signed_ipas',
        { json: { signed_ipa: { remote_source_url: url }, team_id: 42 } },
        422,
        /team_id 42 is not one of your teams \(known team ids: 1234567\)/
      ],
      [
        'bad e-mails',
        '/ios/signed_ipas',
        {
          json: {
            signed_ipa: { remote_source_url: url, notify_emails: 'a@example.com; b' },
            team_id: TEAM
          }
        },
        422,
        /e-mail addresses; 'a@example.com; b' is not one/
      ],
      [
        'an empty e-mail entry',
        '/ios/signed_ipas',
        {
          json: {
            signed_ipa: { remote_source_url: url, notify_emails: 'a@example.com,,b@example.com' },
            team_id: TEAM
          }
        },
        422,
        /an entry is empty/
      ],
      [
        'neither file nor URL',
        '/ios/signed_ipas',
        { body: () => form({ team_id: String(TEAM) }) },
        422,
        /file part 'signed_ipa\[source\]' is required/
      ],
      [
        'both file and URL',
        '/ios/unsigned_ipas',
        {
          body: () => form({ 'unsigned_ipa[source]': ipa, 'unsigned_ipa[remote_source_url]': url })
        },
        422,
        /not both/
      ],
      [
        'the file sent as text',
        '/ios/unsigned_ipas',
        { body: () => form({ 'unsigned_ipa[source]': 'PK' }) },
        422,
        /must be a file/
      ],
      [
        'an empty file',
        '/ios/unsigned_ipas',
        { body: () => form({ 'unsigned_ipa[source]': { bytes: '', filename: 'A.ipa' } }) },
        422,
        /is empty/
      ],
      [
        'an unexpected part',
        '/ios/signed_ipas',
        { body: () => form({ 'signed_ipa[source]': ipa, team_id: String(TEAM), extra: 'x' }) },
        422,
        /unexpected part 'extra'/
      ],
      [
        'multipart team_id with a leading zero',
        '/ios/signed_ipas',
        { body: () => form({ 'signed_ipa[source]': ipa, team_id: '01234567' }) },
        422,
        /plain digits, got '01234567'/
      ],
      [
        'multipart team_id with blanks',
        '/ios/signed_ipas',
        { body: () => form({ 'signed_ipa[source]': ipa, team_id: ' 1234567' }) },
        422,
        /plain digits/
      ],
      [
        'multipart team_id beyond int32',
        '/ios/signed_ipas',
        { body: () => form({ 'signed_ipa[source]': ipa, team_id: '2147483648' }) },
        422,
        /32-bit/
      ],
      [
        'multipart team_id missing',
        '/ios/signed_ipas',
        { body: () => form({ 'signed_ipa[source]': ipa }) },
        422,
        /team_id is required/
      ],
      [
        'multipart bad e-mails',
        '/ios/signed_ipas',
        {
          body: () =>
            form({
              'signed_ipa[source]': ipa,
              team_id: String(TEAM),
              'signed_ipa[notify_emails]': 'qa'
            })
        },
        422,
        /'qa' is not one/
      ]
    ]

  test.each(cases)('%s', async (_name, route, input, status, message) => {
    const answer = await call(
      'POST',
      route,
      input.body ? { body: input.body() } : { json: input.json }
    )
    expect(answer.status).toBe(status)
    expect(answer.body).toEqual({ status, error: expect.stringMatching(message) })
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect((await call('GET', '/ios/unsigned_ipas')).body).toEqual([])
  })

  test('a body that is neither JSON nor multipart is 415', async () => {
    const answer = await call('POST', '/ios/unsigned_ipas', { body: 'remote_source_url=x' })
    expect(answer).toMatchObject({ status: 415, body: { status: 415 } })
  })

  test('a multipart body cut short is 400', async () => {
    const response = await fetch(`${emulator.baseUrl}/ios/unsigned_ipas`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${emulator.apiKey}`,
        'Content-Type': 'multipart/form-data; boundary=xyz'
      },
      body: '--xyz\r\nContent-Disposition: form-data; name="unsigned_ipa[source]"; filename="A.ipa"\r\n\r\nPK'
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      status: 400,
      error: expect.stringMatching(/multipart/)
    })
  })
})

describe('analytics', () => {
  const report = async (query: string): Promise<Answer> =>
    call('GET', `/app_analytics/${APP}?${query}`)
  const countries = (answer: Answer): string[] =>
    (answer.body as AnalyticsReport[])[0].countries.map(c => c.country)

  test('a report: the day as DD/MM/YYYY, 20+ real countries, all dimension types, nested numbers', async () => {
    const answer = await report('timestamp=2025-03-07')
    expect(answer.status).toBe(200)
    const [data] = answer.body as AnalyticsReport[]
    expect(data).toMatchObject({ app_id: APP, date: '07/03/2025', market: 'App Store' })
    expect(data.countries.length).toBeGreaterThanOrEqual(20)
    for (const { country } of data.countries) expect(REAL_COUNTRY_CODES).toContain(country)
    const types = new Set(data.countries.flatMap(c => c.data.map(row => row.dimension_type)))
    expect([...types].sort()).toEqual([
      'appReferrer',
      'domainReferrer',
      'platform',
      'platformVersion',
      'source'
    ])
    const withDomains = data.countries.filter(c =>
      c.data.some(row => row.dimension_type === 'domainReferrer')
    )
    expect(withDomains.length).toBeGreaterThan(0)
    expect(withDomains.length).toBeLessThan(data.countries.length)
    for (const country of data.countries) {
      const sources = country.data
        .filter(row => row.dimension_type === 'source')
        .map(row => row.dimension_key)
      expect(sources).toEqual(['AppRef', 'Other', 'Search', 'Unknown', 'WebRef'])
      for (const row of country.data) {
        expect(row.page_view_unique).toBeLessThanOrEqual(row.page_view_count)
        expect(row.installs).toBeLessThanOrEqual(row.page_view_unique)
        expect(Number.isInteger(row.impressions_total)).toBe(true)
      }
    }
  })

  test.each([
    [APP, '2025-03-07'],
    [APP, '2026-11-24'],
    ['com.example.other', '2026-02-28'],
    ['42', '2024-02-29']
  ])(
    '%s on %s: source, platform and platformVersion each add up to the day, referrers to a part of it',
    (app, day) => {
      const sums = (rows: AnalyticsReport['countries'][number]['data']) => ({
        installs: rows.reduce((n, row) => n + row.installs, 0),
        unique: rows.reduce((n, row) => n + row.page_view_unique, 0),
        views: rows.reduce((n, row) => n + row.page_view_count, 0),
        impressions: rows.reduce((n, row) => n + row.impressions_total, 0)
      })
      const METRICS = ['installs', 'unique', 'views', 'impressions'] as const
      // 200 countries: the small markets' few installs too.
      const { countries } = analyticsReport(app, day, undefined, { countryCount: 200 })
      // Every breach, named by its country, asserted once at the end: some 5,000 checks, where
      // an expect() each took half a second.
      const breaches: unknown[] = []
      for (const { country, data } of countries) {
        const of = (type: string) => sums(data.filter(row => row.dimension_type === type))
        const day = of('source')
        if (!(day.installs > 0)) breaches.push({ country, installs: day.installs })
        const [platform, version] = [of('platform'), of('platformVersion')]
        const same = (a: typeof day, b: typeof day): boolean =>
          METRICS.every(metric => a[metric] === b[metric])
        if (!same(platform, day) || !same(version, day))
          breaches.push({ country, source: day, platform, version })
        const bySource = (key: string) =>
          sums(data.filter(row => row.dimension_type === 'source' && row.dimension_key === key))
        // A referring app's installs are App Referrer installs, a domain's Web Referrer ones.
        for (const [type, source] of [
          ['appReferrer', 'AppRef'],
          ['domainReferrer', 'WebRef']
        ]) {
          const [part, whole] = [of(type), bySource(source)]
          for (const metric of METRICS)
            if (!(part[metric] <= whole[metric]))
              breaches.push({ country, type, metric, part: part[metric], whole: whole[metric] })
        }
        for (const row of data)
          if (!(row.page_view_count <= row.impressions_total))
            breaches.push({ country, row, views: 'more than impressions' })
      }
      expect(breaches).toEqual([])
    }
  )

  test('the same app and day give the same data; another day gives other data', async () => {
    const first = await report('timestamp=2025-03-07')
    expect((await report('timestamp=2025-03-07')).body).toEqual(first.body)
    expect((await report('timestamp=2025-03-08')).body).not.toEqual(first.body)
    expect(analyticsReport(APP, '2025-03-07')).toEqual((first.body as AnalyticsReport[])[0])
  })

  test('country_iso_codes restricts the countries, quoted or not, without changing their data', async () => {
    const all = (await report('timestamp=2025-03-07')).body as AnalyticsReport[]
    const quoted = await report(
      `timestamp=2025-03-07&country_iso_codes=${encodeURIComponent('["USA","DEU"]')}`
    )
    expect(countries(quoted)).toEqual(['USA', 'DEU'])
    expect((quoted.body as AnalyticsReport[])[0].countries[1]).toEqual(
      all[0].countries.find(c => c.country === 'DEU')
    )
    expect(
      countries(
        await report(`timestamp=2025-03-07&country_iso_codes=${encodeURIComponent('[DEU]')}`)
      )
    ).toEqual(['DEU'])
    const bad = await report(
      `timestamp=2025-03-07&country_iso_codes=${encodeURIComponent('USA,DEU')}`
    )
    expect(bad).toMatchObject({ status: 422, body: { status: 422 } })
  })

  test('unknown app is 404; a missing or impossible day is 422', async () => {
    expect(await call('GET', '/app_analytics/999?timestamp=2025-03-07')).toMatchObject({
      status: 404,
      body: { status: 404, error: 'App not found' }
    })
    for (const query of ['', 'timestamp=07/03/2025', 'timestamp=2025-02-30']) {
      expect(await report(query)).toMatchObject({ status: 422, body: { status: 422 } })
    }
  })

  test('big reports: countryCount in the generator, analyticsCountryCount in the emulator', async () => {
    const big = analyticsReport(APP, '2025-03-07', undefined, { countryCount: 200 })
    expect(new Set(big.countries.map(c => c.country)).size).toBe(200)
    expect(
      analyticsReport(APP, '2025-03-07', undefined, { countryCount: 260 }).countries.at(-1)?.country
    ).toMatch(/^X[A-Z]{2}$/)
    emulator.configure({ analyticsCountryCount: 200 })
    try {
      expect(countries(await report('timestamp=2025-03-07'))).toHaveLength(200)
    } finally {
      emulator.configure({ analyticsCountryCount: 24 })
    }
  })
})

describe('the emulator itself', () => {
  test('records each request with its query, JSON body, status and answer', async () => {
    await submitByUrl()
    await call(
      'GET',
      `/app_analytics/${APP}?timestamp=2025-03-07&country_iso_codes=${encodeURIComponent('["USA"]')}`
    )
    const [post, analytics] = emulator.requests
    expect(post).toMatchObject({
      method: 'POST',
      path: '/api/v1/ios/signed_ipas',
      json: {
        signed_ipa: { remote_source_url: 'https://storage.example.com/App.ipa' },
        team_id: TEAM
      },
      status: 200,
      responseBody: [{ id: 'sub_0001', status: 'pending' }]
    })
    expect(post.rawBodyBytes).toBeGreaterThan(0)
    expect(analytics).toMatchObject({
      path: `/api/v1/app_analytics/${APP}`,
      query: { timestamp: '2025-03-07', country_iso_codes: '["USA"]' }
    })
  })

  test('reset forgets requests, IPAs, submissions and faults, and restarts ids; config stays', async () => {
    emulator.configure({ pollsPerStep: 3 })
    await submitByUrl()
    emulator.injectFault({ kind: { type: 'status', status: 503 } })
    emulator.reset()
    expect(emulator.requests).toHaveLength(0)
    expect((await call('GET', '/ios/signed_ipas/sub_0001')).status).toBe(404)
    expect((await submitByUrl()).body).toMatchObject([{ id: 'sub_0001' }])
    expect(emulator.config.pollsPerStep).toBe(3)
  })

  test('configure rejects nonsense', () => {
    expect(() => emulator.configure({ pollsPerStep: 0 })).toThrow(/pollsPerStep/)
    expect(() => emulator.configure({ statusRoutes: 'sometimes' as never })).toThrow(/statusRoutes/)
    expect(() => emulator.configure({ honourIdempotencyKey: 'yes' as never })).toThrow(
      /honourIdempotencyKey/
    )
    for (const answerDelayMs of [-1, 1.5, Number.NaN, 2 ** 31])
      expect(() => emulator.configure({ answerDelayMs })).toThrow(/answerDelayMs/)
    // busyCreates: exactly {every ≥ 1, retryAfterSeconds ≥ 0}, whole numbers; a misspelt key is loud.
    for (const busyCreates of [
      { every: 0, retryAfterSeconds: 2 },
      { every: 1.5, retryAfterSeconds: 2 },
      { every: 3 },
      { every: 3, retryAfterSeconds: -1 },
      { every: 3, retryAfter: 2 },
      { every: 3, retryAfterSeconds: 2, times: 1 },
      '3:2',
      null
    ])
      expect(() => emulator.configure({ busyCreates: busyCreates as never })).toThrow(/busyCreates/)
    expect(emulator.config.pollsPerStep).toBe(1)
    expect(emulator.config.answerDelayMs).toBe(0)
    expect(emulator.config.busyCreates).toBeUndefined()
  })

  test('made() lists every record created since the reset, in order, deleted ones included', async () => {
    const unsigned = { unsigned_ipa: { remote_source_url: 'https://s.example.com/Dev.ipa' } }
    await call('POST', '/ios/unsigned_ipas', { json: unsigned })
    await submitByUrl()
    await call('DELETE', '/ios/unsigned_ipas/ipa_0001')
    await call('POST', '/ios/unsigned_ipas', { json: unsigned })
    await submitByUrl({ team_id: 42 }) // refused: makes nothing
    expect(emulator.made()).toEqual({
      submissions: ['sub_0001'],
      unsignedIpas: ['ipa_0001', 'ipa_0002']
    })
    emulator.reset()
    expect(emulator.made()).toEqual({ submissions: [], unsignedIpas: [] })
  })

  test('its own storage is removed on close; a given storage directory is kept', async () => {
    const own = await startEmulator({ apiKey: 'k' })
    await fetch(`${own.baseUrl}/ios/unsigned_ipas`, {
      method: 'POST',
      headers: { Authorization: 'Bearer k' },
      body: form({ 'unsigned_ipa[source]': { bytes: 'PK', filename: 'A.ipa' } })
    })
    const stored = own.requests[0].files?.[0].storedPath ?? ''
    expect(existsSync(stored)).toBe(true)
    await own.close()
    expect(existsSync(stored)).toBe(false)

    const dir = mkdtempSync(path.join(os.tmpdir(), 'emulator-test-'))
    try {
      const kept = await startEmulator({ storageDir: dir })
      await kept.close()
      expect(existsSync(dir)).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('Idempotency-Key', () => {
  const KEY = '"8e03978e-40d5-43e8-bc93-6894a57f9324"'
  const signed = (url = 'https://s.example.com/A.ipa'): Record<string, unknown> => ({
    signed_ipa: { remote_source_url: url },
    team_id: TEAM
  })
  const post = (route: string, json: unknown, key?: string): Promise<Answer> =>
    call('POST', route, { json, headers: key === undefined ? {} : { 'Idempotency-Key': key } })

  test('a retry with the same key and body creates nothing and gets the first answer', async () => {
    const first = await post('/ios/signed_ipas', signed(), KEY)
    // The same JSON, its keys in another order.
    const again = await post('/ios/signed_ipas', { team_id: TEAM, ...signed() }, KEY)
    expect(first).toMatchObject({ status: 200, body: [{ id: 'sub_0001', status: 'pending' }] })
    expect(again.status).toBe(first.status)
    expect(again.body).toEqual(first.body)
    expect(emulator.made()).toEqual({ submissions: ['sub_0001'], unsignedIpas: [] })
    expect((await call('GET', '/ios/signed_ipas')).body).toHaveLength(1)
  })

  test('multipart: the same file and fields replay; another file with the key is 422', async () => {
    const upload = (bytes: string): Promise<Answer> =>
      call('POST', '/ios/unsigned_ipas', {
        body: form({ 'unsigned_ipa[source]': { bytes, filename: 'A.ipa' } }),
        headers: { 'Idempotency-Key': KEY }
      })
    const first = await upload('PK one')
    const again = await upload('PK one')
    const other = await upload('PK two')
    expect(first).toMatchObject({ status: 201, body: [{ id: 'ipa_0001' }] })
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    expect(other).toMatchObject({
      status: 422,
      body: { status: 422, error: `Idempotency-Key ${KEY} was used for a different request` }
    })
    expect(emulator.made()).toEqual({ submissions: [], unsignedIpas: ['ipa_0001'] })
  })

  test('another JSON body with the key is 422 and makes nothing; each route has its own keys', async () => {
    expect((await post('/ios/signed_ipas', signed(), KEY)).status).toBe(200)
    const other = await post('/ios/signed_ipas', signed('https://s.example.com/B.ipa'), KEY)
    expect(other).toMatchObject({
      status: 422,
      body: { status: 422, error: `Idempotency-Key ${KEY} was used for a different request` }
    })
    const unsigned = { unsigned_ipa: { remote_source_url: 'https://s.example.com/A.ipa' } }
    expect((await post('/ios/unsigned_ipas', unsigned, KEY)).status).toBe(201)
    expect(emulator.made()).toEqual({ submissions: ['sub_0001'], unsignedIpas: ['ipa_0001'] })
  })

  test.each(['abc', '"unterminated', '"a", "b"', "'single'", '"a" b', ''])(
    'a key that is not a quoted string (%s) is 400 and makes nothing',
    async key => {
      const answer = await post('/ios/signed_ipas', signed(), key)
      expect(answer).toMatchObject({
        status: 400,
        body: {
          status: 400,
          error: expect.stringMatching(/^Idempotency-Key must be a quoted string/)
        }
      })
      expect(emulator.made().submissions).toEqual([])
    }
  )

  test('an sf-string with escapes and parameters is a key; the parameters are not part of it', async () => {
    const first = await post('/ios/signed_ipas', signed(), String.raw`"a \"b\" \\ c"`)
    const again = await post('/ios/signed_ipas', signed(), String.raw`"a \"b\" \\ c";v=2;x`)
    expect(first.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(emulator.made().submissions).toEqual(['sub_0001'])
  })

  test('without the header, or with honourIdempotencyKey false, every POST makes a record', async () => {
    await post('/ios/signed_ipas', signed())
    await post('/ios/signed_ipas', signed())
    emulator.configure({ honourIdempotencyKey: false })
    const answers = [
      await post('/ios/signed_ipas', signed(), KEY),
      await post('/ios/signed_ipas', signed(), KEY),
      await post('/ios/signed_ipas', signed(), 'not even read')
    ]
    expect(answers.map(answer => answer.status)).toEqual([200, 200, 200])
    expect(emulator.made().submissions).toEqual([
      'sub_0001',
      'sub_0002',
      'sub_0003',
      'sub_0004',
      'sub_0005'
    ])
  })

  test('the key while the first request with it is in flight is 409, and makes nothing', async () => {
    const body = JSON.stringify(signed())
    const half = Math.floor(body.length / 2)
    const request = http.request(`${emulator.baseUrl}/ios/signed_ipas`, {
      method: 'POST',
      agent: false,
      headers: {
        Authorization: `Bearer ${emulator.apiKey}`,
        'Content-Type': 'application/json',
        'Content-Length': body.length,
        'Idempotency-Key': KEY
      }
    })
    const firstAnswer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', response => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      })
      request.on('error', reject)
    })
    request.write(body.slice(0, half))
    const deadline = Date.now() + 2000
    while (!(emulator.requests[0]?.rawBodyBytes >= half)) {
      if (Date.now() > deadline) throw new Error('the first request never arrived')
      await new Promise(resolve => setTimeout(resolve, 10))
    }
    const second = await post('/ios/signed_ipas', signed(), KEY)
    expect(second).toMatchObject({
      status: 409,
      body: { status: 409, error: `a request with Idempotency-Key ${KEY} is still in flight` }
    })
    expect(emulator.made().submissions).toEqual([])
    request.end(body.slice(half))
    const first = await firstAnswer
    expect(first.status).toBe(200)
    expect(JSON.parse(first.text)).toMatchObject([{ id: 'sub_0001' }])
    expect(emulator.made().submissions).toEqual(['sub_0001'])
  })

  test('a request stopped by a fault, or refused, keeps no key: its retry is acted on', async () => {
    emulator.injectFault({ method: 'POST', kind: { type: 'status', status: 503 } })
    expect((await post('/ios/signed_ipas', signed(), KEY)).status).toBe(503)
    const refused = await post('/ios/signed_ipas', { ...signed(), team_id: 42 }, KEY)
    expect(refused).toMatchObject({
      status: 422,
      body: { error: expect.stringMatching(/not one of your teams/) }
    })
    expect(emulator.made().submissions).toEqual([])
    // Kept, either would answer this retry: the 503 again, or 422 for a different request.
    const retry = await post('/ios/signed_ipas', signed(), KEY)
    expect(retry).toMatchObject({ status: 200, body: [{ id: 'sub_0001' }] })
    expect(emulator.made().submissions).toEqual(['sub_0001'])
  })

  test('reset() forgets the keys', async () => {
    expect((await post('/ios/signed_ipas', signed(), KEY)).status).toBe(200)
    emulator.reset()
    // Remembered, the key would make this other body a 422.
    const after = await post('/ios/signed_ipas', signed('https://s.example.com/B.ipa'), KEY)
    expect(after).toMatchObject({ status: 200, body: [{ id: 'sub_0001' }] })
    expect(emulator.made().submissions).toEqual(['sub_0001'])
  })
})

describe('answerDelayMs', () => {
  const DELAY = 300

  test('concurrent requests each wait their own delay, at the same time', async () => {
    const slow = await startEmulator({ answerDelayMs: DELAY })
    try {
      const days = ['2026-08-01', '2026-08-02', '2026-08-03', '2026-08-04']
      const started = Date.now()
      const answers = await Promise.all(
        days.map(async day => {
          const response = await fetch(`${slow.baseUrl}/app_analytics/${APP}?timestamp=${day}`, {
            headers: { Authorization: `Bearer ${slow.apiKey}` }
          })
          await response.arrayBuffer()
          return { status: response.status, at: Date.now() }
        })
      )
      const elapsed = Date.now() - started
      expect(answers.map(answer => answer.status)).toEqual([200, 200, 200, 200])
      const records = slow.requests
      expect(records.map(record => record.query.timestamp).sort()).toEqual(days)
      for (const record of records) {
        // Timers may fire a millisecond early against Date.now().
        expect(record.answeredAt! - record.receivedAt).toBeGreaterThanOrEqual(DELAY - 5)
      }
      // That they waited together, told by the order of events rather than by a stopwatch: every
      // request had arrived before the first answer left, and the answers left within one delay of
      // each other (one after another, they would be a delay apart at least).
      const answeredAt = records.map(record => record.answeredAt!)
      const lastArrival = Math.max(...records.map(record => record.receivedAt))
      expect(lastArrival).toBeLessThan(Math.min(...answeredAt))
      expect(Math.max(...answeredAt) - Math.min(...answeredAt)).toBeLessThan(DELAY)
      expect(lastArrival).toBeLessThanOrEqual(Math.min(...answers.map(answer => answer.at)))
      // A loose bound: one after another, they would take 4 × 300 ms at the very least.
      expect(elapsed).toBeLessThan(4 * DELAY)
    } finally {
      await slow.close()
    }
  })

  test('every answer waits: errors, unknown paths and status faults too; configure changes it', async () => {
    const slow = await startEmulator({ answerDelayMs: DELAY })
    try {
      slow.injectFault({ path: '/ios/apps', kind: { type: 'status', status: 503 } })
      const routes = [
        ['/api/v1/ios/teams', 200, 'key'],
        ['/api/v1/ios/apps', 503, 'key'],
        [`/api/v1/app_analytics/${APP}`, 422, 'key'],
        ['/elsewhere', 404, 'key'],
        ['/api/v1/ios/teams', 401, 'no key']
      ] as const
      // All at once (each waits its own delay, as the case above shows): one delay in all.
      const statuses = await Promise.all(
        routes.map(async ([route, , key]) => {
          const response = await fetch(`${new URL(slow.baseUrl).origin}${route}`, {
            headers: key === 'key' ? { Authorization: `Bearer ${slow.apiKey}` } : {}
          })
          await response.arrayBuffer()
          return response.status
        })
      )
      expect(statuses).toEqual(routes.map(([, status]) => status))
      expect(slow.requests).toHaveLength(routes.length)
      for (const record of slow.requests)
        expect(record.answeredAt! - record.receivedAt).toBeGreaterThanOrEqual(DELAY - 5)

      slow.configure({ answerDelayMs: 0 })
      slow.reset()
      const headers = { Authorization: `Bearer ${slow.apiKey}` }
      await (await fetch(`${slow.baseUrl}/ios/teams`, { headers })).arrayBuffer()
      const [quick] = slow.requests
      expect(quick.answeredAt! - quick.receivedAt).toBeLessThan(DELAY)
    } finally {
      await slow.close()
    }
  })
})

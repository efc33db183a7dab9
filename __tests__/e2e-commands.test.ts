/**
 * End to end for upload, list-ipas, delete-ipa, teams and analytics: the bundled action against the emulator.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { actionFixture } from './support/fixture.js'

const dev = { bundleId: 'com.example.Dev', version: '1.0', build: '7' }
const {
  emulator,
  ipa,
  run: action
} = await actionFixture('e2e-commands', 'Dev.ipa', dev, { virtualTime: true })

beforeEach(() => emulator.reset())

/** Stores unsigned IPAs by URL straight through the API, a few ms apart so their created_at differ. */
async function seed(count: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${emulator.baseUrl}/ios/unsigned_ipas`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${emulator.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        unsigned_ipa: { remote_source_url: `https://cdn.example.com/build-${i}.ipa` }
      })
    })
    ids.push(((await response.json()) as Array<{ id: string }>)[0].id)
    await new Promise(resolve => setTimeout(resolve, 5))
  }
  emulator.requests.length = 0
  return ids
}

describe('upload', () => {
  test('a file: multipart part unsigned_ipa[source], outputs of the stored record', async () => {
    const run = await action({ command: 'upload', 'ipa-path': ipa, preflight: 'warn' })
    expect(run.exitCode).toBe(0)
    const post = emulator.requests.find(r => r.method === 'POST')!
    expect(post.path).toBe('/api/v1/ios/unsigned_ipas')
    expect(post.files?.[0]).toMatchObject({ field: 'unsigned_ipa[source]', filename: 'Dev.ipa' })
    expect(post.files?.[0].sha256).toBe(
      createHash('sha256').update(readFileSync(ipa)).digest('hex')
    )
    const record = (
      post.responseBody as Array<{ id: string; source: string; created_at: string }>
    )[0]
    expect(run.outputs).toMatchObject({
      'ipa-id': record.id,
      'source-url': record.source,
      'created-at': record.created_at,
      'bundle-id': 'com.example.Dev',
      version: '1.0',
      build: '7',
      sha256: post.files?.[0].sha256
    })
    // The stored record itself, though the service sent it inside an array.
    expect(JSON.parse(run.outputs.json)).toEqual((post.responseBody as unknown[])[0])
    expect(run.summary).toContain('## Unsigned IPA upload')
    expect(run.summary).toContain(record.id)
  })

  test('a URL: JSON unsigned_ipa.remote_source_url', async () => {
    const run = await action({ command: 'upload', 'ipa-url': 'https://cdn.example.com/dev.ipa' })
    expect(run.exitCode).toBe(0)
    expect(emulator.requests.find(r => r.method === 'POST')?.json).toEqual({
      unsigned_ipa: { remote_source_url: 'https://cdn.example.com/dev.ipa' }
    })
    expect(run.outputs['source-url']).toBe('https://cdn.example.com/dev.ipa')
  })

  test('dry run sends nothing', async () => {
    const run = await action({
      command: 'upload',
      'ipa-path': ipa,
      'dry-run': 'true',
      preflight: 'warn'
    })
    expect(run.exitCode).toBe(0)
    expect(emulator.requests).toHaveLength(0)
    expect(run.log).toContain('part unsigned_ipa[source]: Dev.ipa')
  })
})

describe('list-ipas', () => {
  test('newest first, with count and json', async () => {
    const ids = await seed(3)
    const run = await action({ command: 'list-ipas' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs.count).toBe('3')
    expect(JSON.parse(run.outputs.json)).toHaveLength(3)
    const positions = [...ids].reverse().map(id => run.summary.indexOf(id))
    expect(positions.every(p => p > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })
})

describe('delete-ipa', () => {
  test('by ids; an id already gone is a warning, not a failure', async () => {
    const [first, second] = await seed(2)
    const run = await action({ command: 'delete-ipa', 'ipa-id': `${first}, no-such-ipa` })
    expect(run.exitCode).toBe(0)
    expect(emulator.requests.map(r => `${r.method} ${r.path}`)).toEqual([
      `DELETE /api/v1/ios/unsigned_ipas/${first}`,
      'DELETE /api/v1/ios/unsigned_ipas/no-such-ipa'
    ])
    expect(JSON.parse(run.outputs['deleted-ids'])).toEqual([first])
    expect(run.outputs.count).toBe('1')
    expect(run.log).toMatch(
      /::warning::Unsigned IPA no-such-ipa is not on the service \(HTTP 404\)/
    )
    expect(run.summary).toContain('already gone')
    expect(run.summary).not.toContain(second)
  })

  test('keep-latest: removes all but the N newest', async () => {
    const ids = await seed(4)
    const run = await action({ command: 'delete-ipa', 'keep-latest': '1' })
    expect(run.exitCode).toBe(0)
    expect(JSON.parse(run.outputs['deleted-ids']).sort()).toEqual(ids.slice(0, 3).sort())
    expect(run.summary).toContain('Kept the newest:')
    expect(run.summary).toContain(ids[3])
  })

  test.each([
    ['204 No Content', 204, '', 1],
    ['an empty 200', 200, '', 1],
    ['200 with an error body', 200, '{"status":404,"error":"Not found"}', 0]
  ])('a delete answered with %s counts by what the answer says', async (_, status, body, count) => {
    const [first] = await seed(1)
    emulator.injectFault({
      method: 'DELETE',
      kind: { type: 'status', status, body, contentType: 'application/json' }
    })
    const run = await action({ command: 'delete-ipa', 'ipa-id': first })
    expect(run.outputs.count).toBe(String(count))
    expect(JSON.parse(run.outputs['deleted-ids'])).toEqual(count ? [first] : [])
    expect(run.exitCode).toBe(count ? 0 : 1)
  })

  test('dry run deletes nothing', async () => {
    await seed(2)
    const run = await action({ command: 'delete-ipa', 'keep-latest': '0', 'dry-run': 'true' })
    expect(run.exitCode).toBe(0)
    expect(emulator.requests.map(r => r.method)).toEqual(['GET'])
  })
})

describe('teams', () => {
  test('one team: team-id is set', async () => {
    emulator.configure({
      teams: [
        {
          name: 'release@example.com',
          credential_id: 11,
          teams: [{ name: 'Example Corp', team_id: 1234567 }]
        }
      ]
    })
    const run = await action({ command: 'teams' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ count: '1', 'team-id': '1234567' })
    expect(run.summary).toMatch(/\| `release@example\.com` \| Example Corp \| `1234567` \| `11` \|/)
  })

  test('a server answering one credential as an object, not an array holding it', async () => {
    const credential = {
      name: 'solo@example.com',
      credential_id: 5,
      teams: [{ name: 'Solo', team_id: 42 }]
    }
    emulator.injectFault({
      method: 'GET',
      path: '/ios/teams',
      kind: { type: 'status', status: 200, body: JSON.stringify(credential) }
    })
    const run = await action({ command: 'teams' })
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({ count: '1', 'team-id': '42' })
    expect(run.summary).toMatch(/\| `solo@example\.com` \| Solo \| `42` \| `5` \|/)
  })

  test('several teams: counted across credentials, no team-id', async () => {
    emulator.configure({
      teams: [
        {
          name: 'a@example.com',
          credential_id: 1,
          teams: [
            { name: 'A', team_id: 1 },
            { name: 'B', team_id: 2 }
          ]
        },
        { name: 'b@example.com', credential_id: 2, teams: [{ name: 'C', team_id: 3 }] }
      ]
    })
    const run = await action({ command: 'teams' })
    expect(run.outputs.count).toBe('3')
    expect(run.outputs['team-id']).toBeUndefined()
  })
})

/** The rows of an RFC 4180 CSV (lines end in CRLF), quoted cells unquoted. */
function readCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell])
      row = []
      cell = ''
      i++
    } else cell += c
  }
  return rows
}

describe('analytics', () => {
  test('writes the report JSON and CSV, sets totals summed over source rows', async () => {
    const run = await action({
      command: 'analytics',
      'app-id': '1234567890',
      date: '2026-11-20',
      countries: 'usa deu'
    })
    expect(run.exitCode).toBe(0)
    const [request] = emulator.requests
    expect(request.path).toBe('/api/v1/app_analytics/1234567890')
    expect(request.query).toEqual({ timestamp: '2026-11-20', country_iso_codes: '["USA","DEU"]' })
    expect(request.headers.accept).toBe('application/json')
    // The specification names this endpoint's header Authentication; its examples use Authorization.
    expect(request.headers.authorization).toBe(`Bearer ${emulator.apiKey}`)
    expect(request.headers.authentication).toBe(`Bearer ${emulator.apiKey}`)

    const reportPath = run.outputs['report-path']
    expect(reportPath).toBe(path.join(run.workDir, 'app-analytics-1234567890-2026-11-20.json'))
    const report = JSON.parse(readFileSync(reportPath, 'utf8'))
    expect(report).toEqual(request.responseBody)
    const csvPath = run.outputs['csv-path']
    expect(csvPath).toBe(reportPath.replace(/\.json$/, '.csv'))
    expect(existsSync(csvPath)).toBe(true)

    type Row = { dimension_type: string; installs: number; impressions_total: number }
    const sourceRows: Row[] = report.flatMap((r: { countries: Array<{ data: Row[] }> }) =>
      r.countries.flatMap(c => c.data.filter(d => d.dimension_type === 'source'))
    )
    expect(run.outputs.installs).toBe(String(sourceRows.reduce((n, r) => n + r.installs, 0)))
    expect(run.outputs.impressions).toBe(
      String(sourceRows.reduce((n, r) => n + r.impressions_total, 0))
    )

    // The CSV: every dimension row of every country, and its source rows sum to the outputs.
    const [header, ...rows] = readCsv(readFileSync(csvPath, 'utf8'))
    expect(header.slice(0, 4)).toEqual(['app_id', 'date', 'market', 'country'])
    expect(rows.every(cells => cells.length === header.length)).toBe(true)
    const dataRows = report.flatMap((r: { countries: Array<{ data: Row[] }> }) =>
      r.countries.flatMap(c => c.data)
    )
    expect(rows).toHaveLength(dataRows.length)
    const column = (name: string): number => header.indexOf(name)
    const csvSource = rows.filter(cells => cells[column('dimension_type')] === 'source')
    expect(csvSource.length).toBeGreaterThan(0)
    expect(rows.every(cells => cells[column('date')] === '2026-11-20')).toBe(true)
    expect(new Set(rows.map(cells => cells[column('country')]))).toEqual(new Set(['USA', 'DEU']))
    const csvSum = (name: string): string =>
      String(csvSource.reduce((n, cells) => n + Number(cells[column(name)]), 0))
    expect(csvSum('installs')).toBe(run.outputs.installs)
    expect(csvSum('impressions_total')).toBe(run.outputs.impressions)
    expect(Number(run.outputs.installs)).toBeGreaterThan(0)

    expect(run.summary).toContain('```mermaid')
    expect(run.summary).toContain('%%{init: {"theme":"base"')
    expect(run.summary).toMatch(/^ {4}y-axis "Installs" 0 --> \d+$/m)
  })

  test('an unknown app fails with "not found"', async () => {
    const run = await action({ command: 'analytics', 'app-id': 'nope', date: '2026-11-20' })
    expect(run.exitCode).not.toBe(0)
    expect(run.log).toMatch(/::error::App nope not found \(or no analytics for 2026-11-20\)/)
  })
})

/**
 * Each command's read and run, in this process, against the emulator: what the service received,
 * the outputs, the log and the summary. The same behaviour is pinned on the bundle by the e2e suites;
 * these run from src/, with no rebuild.
 *
 * Under virtual time, as `runActionInProcess` runs with `virtualTime`: the sleeps of src/ (each poll
 * interval of a wait) move the clock (Date, the emulator's too) on at once instead of passing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { type Emulator, startEmulator } from '../emulator/server.js'
import { makeIpa } from './support/make-ipa.js'
import { repoRoot } from './support/run-action.js'
import * as sleepModule from '../src/service/sleep.js'
import { useVirtualDate, virtualSleep } from './support/virtual-time.js'

jest.unstable_mockModule(path.join(repoRoot, 'src', 'service', 'sleep.ts'), () => ({
  ...sleepModule,
  sleep: virtualSleep
}))
// After the mock, so that src/ (which run-command imports) takes the sleep above.
const { runCommand } = await import('./support/run-command.js')

let emulator: Emulator
let dir: string
let ipa: string

beforeAll(async () => {
  useVirtualDate()
  emulator = await startEmulator()
  dir = mkdtempSync(path.join(os.tmpdir(), 'commands-'))
  ipa = path.join(dir, 'App.ipa')
  await makeIpa(ipa, { bundleId: 'com.example.App', version: '2.1', build: '42' })
})

afterAll(async () => {
  jest.useRealTimers()
  await emulator.close()
  rmSync(dir, { recursive: true, force: true })
})

beforeEach(() => {
  emulator.reset()
  emulator.configure({ submissionOutcome: 'completed' })
})

const sha256 = (file: string): string =>
  createHash('sha256').update(readFileSync(file)).digest('hex')

/**
 * Stores unsigned IPAs by URL straight through the API, a few ms apart so their created_at differ
 * (the faked clock moved on: it follows real time in steps of 20 ms, too coarse for that).
 */
async function seed(count: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const run = await runCommand(
      'upload',
      { 'ipa-url': `https://cdn.example.com/${i}.ipa` },
      emulator
    )
    ids.push(run.outputs['ipa-id'])
    jest.setSystemTime(Date.now() + 5)
  }
  emulator.requests.length = 0
  return ids
}

describe('submit', () => {
  test('a file: sent as multipart with the team, then followed to completed', async () => {
    const run = await runCommand('submit', { 'ipa-path': ipa, 'poll-interval': '1' }, emulator)
    expect(run.error).toBeUndefined()
    const post = emulator.requests.find(r => r.method === 'POST')
    expect(post?.fields).toEqual({ team_id: '1234567' })
    expect(post?.files?.[0]).toMatchObject({ field: 'signed_ipa[source]', sha256: sha256(ipa) })
    expect(run.outputs).toMatchObject({
      'bundle-id': 'com.example.App',
      version: '2.1',
      build: '42',
      'team-id': '1234567',
      status: 'completed',
      sha256: sha256(ipa)
    })
    expect(run.json).toMatchObject({ id: run.outputs['submission-id'], status: 'completed' })
    expect(run.log).toContain(`info: Submission ${run.outputs['submission-id']}: completed`)
    expect(run.summary).toContain('✅ **Submitted**')
  }, 15_000)

  test('a failed submission fails with its id and status', async () => {
    emulator.configure({ submissionOutcome: 'failed' })
    const run = await runCommand('submit', { 'ipa-path': ipa, 'poll-interval': '1' }, emulator)
    expect(run.error).toMatch(/^Submission \S+ ended with status 'failed'/)
    expect(run.outputs.status).toBe('failed')
  }, 15_000)

  test('dry run: the log shows the request as it would be sent; nothing is posted', async () => {
    const inputs = { 'ipa-url': 'https://cdn.example.com/a.ipa', 'notify-emails': 'qa@example.com' }
    const run = await runCommand('submit', inputs, emulator, { dryRun: true })
    expect(emulator.requests.map(r => r.method)).toEqual(['GET'])
    expect(run.log.join('\n')).toMatch(
      new RegExp(
        `  POST ${emulator.baseUrl}/ios/signed_ipas\n {2}Idempotency-Key: "[0-9a-f]{64}"\n`
      )
    )
    expect(run.log.join('\n')).toContain(
      [
        '  Content-Type: application/json',
        '  {"signed_ipa":{"remote_source_url":"https://cdn.example.com/a.ipa","notify_emails":"qa@example.com"},"team_id":1234567}'
      ].join('\n')
    )
    expect(run.summary).toContain('Dry run')
  })

  test('bad inputs are all reported, and nothing is sent', async () => {
    const run = await runCommand('submit', { 'team-id': 'x', wait: 'maybe' }, emulator)
    expect(run.problems).toEqual([
      expect.stringMatching(/^Input 'ipa-path' is empty, and so is 'ipa-url'/),
      expect.stringMatching(/^Input 'team-id' is 'x'/),
      expect.stringMatching(/^Input 'wait' is 'maybe'/)
    ])
    expect(emulator.requests).toEqual([])
  })
})

describe('ipa-path, as users write it', () => {
  const place = async (relative: string): Promise<string> => {
    const file = path.join(dir, 'paths', relative)
    mkdirSync(path.dirname(file), { recursive: true })
    await makeIpa(file)
    return file
  }
  const matched = async (pattern: string): Promise<string[]> => {
    const run = await runCommand('upload', { 'ipa-path': pattern }, emulator, { dryRun: true })
    expect(run.problems).toEqual([])
    const titles = run.log.filter(line => line.startsWith('info: IPA ')).map(l => l.split(': ')[1])
    return [...new Set(titles)]
  }

  test('a ** pattern finds the IPA in a dot folder', async () => {
    await place('.build/export/Nested.ipa')
    expect(await matched(path.join(dir, 'paths', '**', 'Nested.ipa'))).toEqual(['IPA Nested.ipa'])
  })

  test('parentheses, braces and spaces are part of a name, not pattern syntax', async () => {
    const file = await place('My App (1) {beta}.ipa')
    expect(await matched(file)).toEqual(['IPA My App (1) {beta}.ipa'])
  })
})

describe('status', () => {
  /** A submission made by submit with wait: false, as a first job would. */
  async function submitted(): Promise<string> {
    const run = await runCommand(
      'submit',
      { 'ipa-url': 'https://cdn.example.com/a.ipa', wait: 'false' },
      emulator
    )
    expect(run.error).toBeUndefined()
    emulator.requests.length = 0
    return run.outputs['submission-id']
  }

  test('follows a submission made earlier to completed, as submit does', async () => {
    const id = await submitted()
    const run = await runCommand('status', { 'submission-id': id, 'poll-interval': '1' }, emulator)
    expect(run.error).toBeUndefined()
    expect(emulator.requests.map(r => `${r.method} ${r.path}`)).toEqual([
      `GET /api/v1/ios/signed_ipas/${id}`,
      `GET /api/v1/ios/signed_ipas/${id}`
    ])
    expect(run.outputs).toMatchObject({ 'submission-id': id, status: 'completed' })
    expect(run.json).toMatchObject({ id, status: 'completed' })
    expect(run.log).toContain(`info: Submission ${id}: processing`)
    expect(run.log).toContain(`info: Submission ${id}: completed`)
    expect(run.summary).toContain('✅ **Done**')
    expect(run.summary).toContain('### Status history')
    expect(run.summary).toMatch(/\| Created \| \d{4}-\d\d-\d\dT[\d:.]+Z, \d+s ago \|/)
  }, 15_000)

  test('wait: false reads once and passes while in progress', async () => {
    const id = await submitted()
    const run = await runCommand('status', { 'submission-id': id, wait: 'false' }, emulator)
    expect(run.error).toBeUndefined()
    expect(emulator.requests).toHaveLength(1)
    expect(run.outputs.status).toBe('processing')
    expect(run.summary).toContain('⏳ **Still in progress**')
  })

  test('wait: false fails on a failure status, with the reason', async () => {
    emulator.configure({ submissionOutcome: 'failed', pollsPerStep: 1 })
    const id = await submitted()
    await runCommand('status', { 'submission-id': id, wait: 'false' }, emulator)
    const run = await runCommand('status', { 'submission-id': id, wait: 'false' }, emulator)
    expect(run.error).toMatch(new RegExp(`^Submission ${id} ended with status 'failed'`))
    expect(run.outputs['failure-reason']).toBe(
      'The App Store rejected the build (emulated failure).'
    )
  })

  test('a wait that outlives wait-timeout fails with the id and last status', async () => {
    emulator.configure({ submissionOutcome: 'stuck' })
    const id = await submitted()
    const run = await runCommand(
      'status',
      { 'submission-id': id, 'poll-interval': '1', 'wait-timeout': '2' },
      emulator
    )
    expect(run.error).toMatch(
      new RegExp(`^Submission ${id} was still 'processing' after 'wait-timeout' \\(2s\\)`)
    )
    expect(run.error).toContain('run the status command again later')
    expect(run.outputs.status).toBe('processing')
  }, 15_000)

  test('an id the service does not know fails, naming it and where ids come from', async () => {
    const run = await runCommand('status', { 'submission-id': 'sub_9999' }, emulator)
    expect(run.error).toMatch(/^The service does not know submission sub_9999/)
    expect(run.error).toContain(
      "Give 'submission-id' the submission-id output of the submit that made it"
    )
  })

  test('a service without a status route: a notice, and the step passes', async () => {
    const id = await submitted()
    emulator.configure({ statusRoutes: 'none' })
    const run = await runCommand('status', { 'submission-id': id }, emulator)
    emulator.configure({ statusRoutes: 'record' })
    expect(run.error).toBeUndefined()
    expect(run.log.join('\n')).toMatch(
      /notice: Not waiting for submission \S+: the service has no route/
    )
    expect(run.outputs.status).toBeUndefined()
  })

  test('dry run: reads the status once, follows nothing', async () => {
    const id = await submitted()
    const run = await runCommand(
      'status',
      { 'submission-id': id, 'deployment-id': '99', 'github-token': 'ghs_x' },
      emulator,
      { dryRun: true }
    )
    expect(run.error).toBeUndefined()
    expect(emulator.requests).toHaveLength(1)
    expect(run.log.join('\n')).toContain('Dry run: the status was read once')
  })

  test('bad inputs are all reported, and nothing is sent', async () => {
    const run = await runCommand('status', { 'deployment-id': 'abc', wait: 'maybe' }, emulator)
    expect(run.problems).toEqual([
      expect.stringMatching(/^Input 'submission-id' is required by the status command/),
      expect.stringMatching(/^Input 'wait' is 'maybe'/),
      expect.stringMatching(/^Input 'deployment-id' is 'abc', which is not a whole number/),
      expect.stringMatching(/^Input 'deployment-id' is given without 'github-token'/)
    ])
    expect(emulator.requests).toEqual([])
  })
})

describe('upload', () => {
  const post = () => emulator.requests.find(r => r.method === 'POST')!

  test('a URL: sent as JSON; the stored record in the outputs', async () => {
    const run = await runCommand(
      'upload',
      { 'ipa-url': 'https://cdn.example.com/dev.ipa' },
      emulator
    )
    expect(post().json).toEqual({
      unsigned_ipa: { remote_source_url: 'https://cdn.example.com/dev.ipa' }
    })
    expect(run.outputs).toMatchObject({
      'ipa-id': expect.any(String),
      'created-at': expect.any(String)
    })
    expect(run.summary).toContain(`**Stored** as unsigned IPA \`${run.outputs['ipa-id']}\``)
  })

  test('a file: streamed whole, with its size and hash in the outputs', async () => {
    const run = await runCommand('upload', { 'ipa-path': ipa }, emulator)
    expect(post().files?.[0]).toMatchObject({
      field: 'unsigned_ipa[source]',
      sha256: sha256(ipa)
    })
    expect(run.outputs).toMatchObject({
      sha256: sha256(ipa),
      size: String(readFileSync(ipa).length)
    })
  })
})

describe('list-ipas', () => {
  test('newest first, with the count', async () => {
    const ids = await seed(3)
    const run = await runCommand('list-ipas', {}, emulator)
    expect(run.outputs.count).toBe('3')
    const rows = run.summary.split('\n').filter(line => line.startsWith('| `'))
    expect(rows.map(row => row.split('`')[1])).toEqual([...ids].reverse())
  })
})

describe('delete-ipa', () => {
  test('keep-latest deletes all but the newest, newest first', async () => {
    const ids = await seed(3)
    const run = await runCommand('delete-ipa', { 'keep-latest': '1' }, emulator)
    const removed = [ids[1], ids[0]]
    expect(emulator.requests.filter(r => r.method === 'DELETE').map(r => r.path)).toEqual(
      removed.map(id => `/api/v1/ios/unsigned_ipas/${id}`)
    )
    expect(JSON.parse(run.outputs['deleted-ids'])).toEqual(removed)
  })

  test('an id already gone is a warning, and the step passes', async () => {
    const run = await runCommand('delete-ipa', { 'ipa-id': 'gone-1' }, emulator)
    expect(run.error).toBeUndefined()
    expect(run.log).toContain(
      'warning: Unsigned IPA gone-1 is not on the service (HTTP 404): already deleted, or not an id of this account. Nothing to do.'
    )
  })
})

describe('teams', () => {
  test("every team, and the only team's id", async () => {
    const run = await runCommand('teams', {}, emulator)
    expect(run.outputs).toMatchObject({ count: '1', 'team-id': '1234567' })
    expect(run.summary).toContain('| `release@example.com` | Example Corp | `1234567` | `11` |')
  })
})

describe('analytics', () => {
  test("the default report's name holds no character a Windows runner treats specially", async () => {
    const { apps } = emulator.config
    emulator.configure({
      apps: [...apps, { id: 'vendor:1234', name: 'Vendor', bundle_id: 'com.v' }]
    })
    try {
      const inputs = { 'app-id': 'vendor:1234', date: '2026-11-20' }
      const run = await runCommand('analytics', inputs, emulator, { reports: dir })
      expect(run.error).toBeUndefined()
      // ':' would name an NTFS alternate data stream, invisible to dir and to upload-artifact.
      expect(run.outputs['report-path']).toBe(
        path.join(dir, 'app-analytics-vendor_1234-2026-11-20.json')
      )
      expect(readFileSync(run.outputs['report-path'], 'utf8')).toContain('vendor:1234')
    } finally {
      emulator.configure({ apps })
    }
  })

  test('writes the report and its CSV, and sums the source rows', async () => {
    const reportPath = path.join(dir, 'report.json')
    const inputs = { 'app-id': '1234567890', date: '2026-11-20', 'report-path': reportPath }
    const run = await runCommand('analytics', inputs, emulator)
    expect(run.error).toBeUndefined()
    expect(emulator.requests[0].query).toMatchObject({ timestamp: '2026-11-20' })
    expect(JSON.parse(readFileSync(reportPath, 'utf8'))).toEqual(emulator.requests[0].responseBody)
    expect(run.outputs['csv-path']).toBe(path.join(dir, 'report.csv'))
    const [header, ...rows] = readFileSync(run.outputs['csv-path'], 'utf8').trim().split(/\r?\n/)
    const column = (name: string): number => header.split(',').indexOf(name)
    const sourceInstalls = rows
      .map(row => row.split(','))
      .filter(cells => cells[column('dimension_type')] === 'source')
      .reduce((sum, cells) => sum + Number(cells[column('installs')]), 0)
    expect(sourceInstalls).toBeGreaterThan(0)
    expect(run.outputs.installs).toBe(String(sourceInstalls))
  })
})

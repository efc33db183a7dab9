/**
 * Pre-signed URLs, end to end: an IPA stored from a pre-signed `ipa-url` (an S3 URL whose query
 * carries `X-Amz-Signature`), or a service that answers with one. No command shows the signature in
 * its log or its summary, in the job that gave the URL or in any later one; an output that carries
 * the URL (`json`, `source-url`) keeps it whole for the workflow, and the runner is told to mask it.
 * The command-line tool hides it from stderr and the summary file, and keeps it in its result.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { actionFixture } from './support/fixture.js'
import { type ActionRun, visibleLog } from './support/run-action.js'
import { type CliRun, dotenv, runCli } from './support/run-cli.js'

const { emulator, ipa, dir, key, run } = await actionFixture(
  'e2e-signed-urls',
  'App.ipa',
  {},
  { virtualTime: true }
)

beforeEach(() => emulator.reset())

const signature = randomBytes(32).toString('hex')
const query = [
  'X-Amz-Algorithm=AWS4-HMAC-SHA256',
  'X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20261123%2Feu-west-1%2Fs3%2Faws4_request',
  'X-Amz-Date=20261123T101500Z',
  'X-Amz-Expires=3600',
  'X-Amz-SignedHeaders=host',
  `X-Amz-Signature=${signature}`
].join('&')
const bucket = 'https://releases.s3.eu-west-1.amazonaws.com/builds/App.ipa'
const signed = `${bucket}?${query}`
const shown = `${bucket} (query hidden)`
/** The summary shows a URL as code, which GitHub never links. */
const shownInSummary = `\`${bucket}\` (query hidden)`

/** Stores an unsigned IPA from a URL straight through the API, as an earlier job did. */
async function storedEarlier(url: string): Promise<string> {
  const response = await fetch(`${emulator.baseUrl}/ios/unsigned_ipas`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ unsigned_ipa: { remote_source_url: url } })
  })
  const [record] = (await response.json()) as Array<{ id: string; source: string }>
  // The emulator keeps the source as it was given, query and all.
  expect(record.source).toBe(url)
  // Apart in time, so that created_at orders them.
  await new Promise(resolve => setTimeout(resolve, 5))
  emulator.requests.length = 0
  return record.id
}

/** What the runner was told to mask (`::add-mask::` lines), decoded as it decodes them. */
function masked(result: ActionRun): string[] {
  return result.stdout
    .split('\n')
    .filter(line => line.startsWith('::add-mask::'))
    .map(line => line.slice('::add-mask::'.length).replace(/%0A/g, '\n').replace(/%25/g, '%'))
}

/** Neither the log (the runner's own mask lines aside) nor the summary shows the signature. */
function expectNotShown(result: ActionRun): void {
  expect(visibleLog(result)).not.toContain(signature)
  expect(result.summary).not.toContain(signature)
  expect(result.summary).toContain(shownInSummary)
}

/** The outputs keep the URL for the workflow, and the runner masks its query and signature. */
function expectKeptAndMasked(result: ActionRun): void {
  expect(masked(result)).toEqual(expect.arrayContaining([query, signature]))
  expect(result.outputs.json).toContain(JSON.stringify(signed))
}

describe('an IPA stored earlier from a pre-signed ipa-url', () => {
  test('list-ipas: the log and the summary show the source with its query hidden; json keeps it, masked', async () => {
    const id = await storedEarlier(signed)
    const result = await run({ command: 'list-ipas' })
    expect(result.exitCode).toBe(0)
    expectNotShown(result)
    expect(JSON.parse(result.outputs.json)).toEqual([
      expect.objectContaining({ id, source: signed })
    ])
    expectKeptAndMasked(result)
    // Not drawn as a link either: its target would carry the query.
    expect(result.summary).not.toContain('](https://releases.s3')
  })

  test('delete-ipa keep-latest: the kept IPA is shown with its query hidden', async () => {
    const older = await storedEarlier(`${bucket}?X-Amz-Signature=${signature}&X-Amz-Expires=60`)
    const newer = await storedEarlier(signed)
    const result = await run({ command: 'delete-ipa', 'keep-latest': '1' })
    expect(result.exitCode).toBe(0)
    expect(result.outputs['deleted-ids']).toBe(JSON.stringify([older]))
    expect(result.summary).toContain(newer)
    expectNotShown(result)
  })
})

describe('a pre-signed URL in the step that gives it or gets it', () => {
  test('upload from the ipa-url: source-url and json keep the URL the service stored, masked', async () => {
    const result = await run({ command: 'upload', 'ipa-url': signed })
    expect(result.exitCode).toBe(0)
    expect(emulator.requests.find(r => r.method === 'POST')?.json).toEqual({
      unsigned_ipa: { remote_source_url: signed }
    })
    expectNotShown(result)
    expect(result.outputs['source-url']).toBe(signed)
    expectKeptAndMasked(result)
  })

  test('an ipa-url whose query no rule knows as signing is masked whole all the same: the user gave it', async () => {
    const token = randomBytes(16).toString('hex')
    const cdn = `https://cdn.example.com/App.ipa?access=${token}&exp=1800000000`
    const result = await run({ command: 'upload', 'ipa-url': cdn })
    expect(result.exitCode).toBe(0)
    expect(masked(result)).toContain(`access=${token}&exp=1800000000`)
    expect(visibleLog(result)).not.toContain(token)
    expect(result.outputs['source-url']).toBe(cdn)
  })

  test('upload of a file, answered with a pre-signed source: the log and summary hide its query', async () => {
    const record = { id: 'ipa_0042', source: signed, created_at: '2026-11-23T10:15:00Z' }
    emulator.injectFault({
      method: 'POST',
      path: '/ios/unsigned_ipas',
      kind: { type: 'status', status: 201, body: JSON.stringify([record]) }
    })
    const result = await run({ command: 'upload', 'ipa-path': ipa })
    expect(result.exitCode).toBe(0)
    expect(result.log).toContain(`Stored unsigned IPA ipa_0042 at ${shown}.`)
    expectNotShown(result)
    expect(result.outputs['source-url']).toBe(signed)
    expectKeptAndMasked(result)
  })

  test('submit from the ipa-url, waiting: the submission record in json keeps its source, masked', async () => {
    const result = await run({ 'ipa-url': signed, 'poll-interval': '1s', 'wait-timeout': '20s' })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.status).toBe('completed')
    expectNotShown(result)
    expect(JSON.parse(result.outputs.json)).toMatchObject({ source: signed })
    expectKeptAndMasked(result)
  })

  test('status in a later job: the record it reads keeps its source in json, masked', async () => {
    const submitted = await run({ 'ipa-url': signed, wait: 'false' })
    const result = await run({
      command: 'status',
      'submission-id': submitted.outputs['submission-id'],
      wait: 'false'
    })
    expect(result.exitCode).toBe(0)
    expect(visibleLog(result)).not.toContain(signature)
    expect(result.summary).not.toContain(signature)
    expectKeptAndMasked(result)
  })
})

describe('the command-line tool', () => {
  const cli = (args: string[]): Promise<CliRun> =>
    runCli(args, {
      env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl },
      cwd: dir
    })

  test('upload: stderr hides the query; the result on stdout keeps the URL the service stored', async () => {
    const result = await cli(['upload', '--ipa-url', signed])
    expect(result.exitCode).toBe(0)
    expect(result.stderr).not.toContain(signature)
    expect(dotenv(result.stdout).APP_DEPLOY_SOURCE_URL).toBe(signed)
  })

  test('list-ipas: stderr and the summary file hide the query; --json keeps the answer as it came', async () => {
    await storedEarlier(signed)
    const summaryFile = path.join(dir, 'list-ipas.md')
    const result = await cli(['list-ipas', '--json', '--summary-file', summaryFile])
    expect(result.exitCode).toBe(0)
    expect(result.stderr).not.toContain(signature)
    const summary = readFileSync(summaryFile, 'utf8')
    expect(summary).not.toContain(signature)
    expect(summary).toContain(shownInSummary)
    expect(JSON.parse(result.stdout)).toEqual([expect.objectContaining({ source: signed })])
  })
})

/**
 * What the end-to-end suites (`e2e-*.test.ts`, `hardening-*.test.ts`) start from: a key of the
 * suite's own, the emulator that takes it, a temporary folder and an IPA in it. Call
 * `actionFixture` at the top of the test file, with await; it removes all of it after the file's
 * tests, with the folders of the runs made through it.
 */
import { afterAll } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { type Emulator, startEmulator } from '../../emulator/server.js'
import { type MakeIpaOptions, makeIpa } from './make-ipa.js'
import {
  type ActionRun,
  type RunOptions,
  cleanup,
  runAction,
  runActionInProcess
} from './run-action.js'

export interface ActionFixture {
  key: string
  emulator: Emulator
  /** A temporary folder of the suite's own. */
  dir: string
  ipa: string
  ipaSha256: string
  ipaSize: number
  /** Runs the action against the emulator with the key (`inputs` may name others). */
  run(inputs: Record<string, string>, options?: RunOptions): Promise<ActionRun>
}

/**
 * A key that shows wherever it leaks, and looks different in each encoding: `+`, `/` and `=` change
 * when URL-encoded. Printable ASCII, as the action requires.
 */
function testKey(): string {
  return `hk+${randomBytes(12).toString('hex')}/${randomBytes(6).toString('hex')}=`
}

const runs: ActionRun[] = []

/**
 * Runs the action as the runner does: src/main.ts in this process (`runActionInProcess`), or the
 * bundle dist/index.js with `bundle: true` (`runAction`). The fixture removes the run's folder after
 * the file's tests.
 */
export async function trackedRun(
  inputs: Record<string, string>,
  { bundle = false, ...options }: RunOptions = {}
): Promise<ActionRun> {
  const run = bundle ? await runAction(inputs, options) : await runActionInProcess(inputs, options)
  runs.push(run)
  return run
}

export async function actionFixture(
  suite: string,
  ipaName = 'App.ipa',
  ipaOptions: MakeIpaOptions = {},
  /** Options of every `run` (each run's own win): `{ virtualTime: true }` for a suite of waits. */
  runDefaults: RunOptions = {}
): Promise<ActionFixture> {
  const key = testKey()
  const emulator = await startEmulator({ apiKey: key })
  const dir = mkdtempSync(path.join(os.tmpdir(), `${suite}-`))
  afterAll(async () => {
    runs.splice(0).forEach(cleanup)
    await emulator.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const ipa = path.join(dir, ipaName)
  await makeIpa(ipa, ipaOptions)
  const bytes = readFileSync(ipa)
  return {
    key,
    emulator,
    dir,
    ipa,
    ipaSha256: createHash('sha256').update(bytes).digest('hex'),
    ipaSize: bytes.length,
    run: (inputs, options) =>
      trackedRun(
        { 'api-key': key, 'base-url': emulator.baseUrl, ...inputs },
        { ...runDefaults, ...options }
      )
  }
}

/** Runs the action to send and not wait for the review: how the preflight suites run it. */
export const sendWithoutWaiting = (
  fixture: ActionFixture,
  inputs: Record<string, string>
): Promise<ActionRun> => fixture.run({ 'poll-interval': '1s', wait: 'false', ...inputs })

/** What was sent: nothing, when preflight refuses before any request. */
export const postsTo = (emulator: Emulator) =>
  emulator.requests.filter(request => request.method === 'POST')

/** The creates of a submission the service received (each IPA's POST /ios/signed_ipas), in order. */
export const createsTo = (emulator: Emulator) =>
  emulator.requests.filter(r => r.method === 'POST' && r.path.endsWith('/ios/signed_ipas'))

/** The submissions read one by one (GET /ios/signed_ipas/<id>), by id, in the order read. */
export const submissionReadsOf = (emulator: Emulator): string[] =>
  emulator.requests
    .filter(r => r.method === 'GET' && /\/ios\/signed_ipas\/[^/]+$/.test(r.path))
    .map(r => decodeURIComponent(r.path.split('/').pop() ?? ''))

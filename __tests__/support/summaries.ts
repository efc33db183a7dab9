/**
 * Every kind of job summary the action writes, as GitHub shows it: each situation runs the bundled
 * dist/index.js against the emulator exactly as the end-to-end tests do (run-action.ts), takes the
 * summary file and draws it in headless Chromium (render-summary.ts) into docs/summaries/NAME.png.
 *
 *   npm run summaries                      # builds, then draws them all
 *   npx tsx __tests__/support/summaries.ts submit-failed analytics   # some of them, without a build
 *
 * __tests__/summaries-render.test.ts runs some of the same situations and checks what they draw.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Emulator, defaultConfig, startEmulator } from '../../emulator/server.js'
import { TWO_TEAM_ACCOUNT } from './accounts.js'
import { type MakeIpaOptions, machoFixture, makeIpa } from './make-ipa.js'
import { SummaryRenderer, chromiumMissing } from './render-summary.js'
import { type ActionRun, type RunOptions, cleanup, repoRoot, runAction } from './run-action.js'
import { type Storage, type StorageOptions, startStorage } from './storage-server.js'

export const PICTURES_DIR = path.join(repoRoot, 'docs', 'summaries')

/** The app of the pictures: a plausible release, named like none of the summary's sections. */
export const APP: MakeIpaOptions = {
  name: 'Sample',
  displayName: 'Sample App',
  bundleId: 'com.example.Sample',
  version: '2.3.0',
  build: '45'
}

/** The same app exported wrongly: an ad hoc profile that has expired (two preflight problems). */
const PROBLEM_APP: MakeIpaOptions = {
  ...APP,
  profile: { kind: 'ad-hoc', expires: new Date('2025-01-31T00:00:00Z'), name: 'Sample Ad Hoc' }
}

/** What the situations run in: an emulator, its key, and the IPAs. */
export interface Stage {
  emulator: Emulator
  key: string
  /** A glob of six white-label builds of the app, for two Apple teams (FLEET). */
  fleet: string
  /** A well-formed IPA (APP). */
  ipa: string
  /** An IPA with preflight problems (PROBLEM_APP). */
  problemIpa: string
  /** An IPA that breaks App Store rules (RULES_APP). */
  rulesIpa: string
  /** Runs dist/index.js with the key and the emulator's base-url, unless `inputs` names others. */
  run(inputs: Record<string, string>, options?: RunOptions): Promise<ActionRun>
  /** Serves an object from a storage of the tests (support/storage-server.ts), closed with the stage. */
  store?(options: StorageOptions): Promise<Storage>
}

export interface Situation {
  /** The picture's name: docs/summaries/NAME.png. */
  name: string
  /** What it shows. */
  title: string
  /** The job's name on the summary card. */
  job: string
  /** How the step ends; a run that ends otherwise is not the situation meant. */
  expect: 'success' | 'failure'
  /** Sets the emulator up (it has been reset to its defaults and the stage's key). */
  prepare?(stage: Stage): Promise<void> | void
  inputs(stage: Stage): Record<string, string>
}

const TWO_CREDENTIALS = [
  {
    name: 'release@example.com',
    credential_id: 11,
    teams: [
      { name: 'Example Corp', team_id: 1234567 },
      { name: 'Example Labs', team_id: 2345678 }
    ]
  },
  {
    name: 'agency@example.com',
    credential_id: 12,
    teams: [{ name: 'Client Apps', team_id: 7654321 }]
  }
]

/** A submit as a release workflow has it, polling fast so that the situation takes seconds. */
/** Where the shards of the gather situation write their reports. */
const reportsOf = (stage: Stage): string => path.join(path.dirname(stage.fleet), 'reports')

const submit = (stage: Stage, inputs: Record<string, string> = {}): Record<string, string> => ({
  'ipa-path': stage.ipa,
  'notify-emails': 'release@example.com, qa@example.com',
  'poll-interval': '1s',
  'wait-timeout': '1m',
  ...inputs
})

/** Stores unsigned IPAs by URL straight through the API, a few ms apart so their created_at differ. */
async function seedUnsignedIpas(stage: Stage, count: number): Promise<void> {
  for (let i = 1; i <= count; i++) {
    const response = await fetch(`${stage.emulator.baseUrl}/ios/unsigned_ipas`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stage.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        unsigned_ipa: { remote_source_url: `https://cdn.example.com/builds/Sample-2.3.0-${i}.ipa` }
      })
    })
    if (!response.ok) throw new Error(`seeding unsigned IPAs: ${response.status}`)
    await new Promise(resolve => setTimeout(resolve, 5))
  }
  stage.emulator.requests.length = 0
}

/** The submission the status situation follows, made by its `prepare` as an earlier job would. */
let handedOff = ''
/** The pre-signed URL of an IPA in storage, as a release job gets it from the job that built it. */
let storedAt = ''
const SIGNED_QUERY =
  '?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAEXAMPLE%2F20261127%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T120000Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=5f1c2a9b7e3d4c6a8b0e1f2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6e5f4a3'

async function storedUrl(stage: Stage, options: StorageOptions): Promise<string> {
  if (!stage.store) throw new Error('this stage serves no storage')
  return (await stage.store(options)).url(SIGNED_QUERY)
}

export const SITUATIONS: Situation[] = [
  {
    name: 'submit-success',
    title: 'submit: the App Store submission completes',
    job: 'release',
    expect: 'success',
    inputs: stage => submit(stage)
  },
  {
    name: 'submit-warnings',
    title: 'submit with preflight: warn and an IPA with problems: sent, with warnings',
    job: 'release',
    expect: 'success',
    inputs: stage => submit(stage, { 'ipa-path': stage.problemIpa, preflight: 'warn' })
  },
  {
    name: 'submit-failed',
    title: 'submit: the service reports the submission failed',
    job: 'release',
    expect: 'failure',
    prepare: stage => stage.emulator.configure({ submissionOutcome: 'failed' }),
    inputs: stage => submit(stage)
  },
  {
    name: 'submit-preflight-failed',
    title: 'submit: preflight (strict) refuses an IPA with problems; nothing is sent',
    job: 'release',
    expect: 'failure',
    inputs: stage => submit(stage, { 'ipa-path': stage.problemIpa })
  },
  {
    name: 'submit-app-store-rules',
    title:
      'submit: preflight (strict) finds what App Store Connect would refuse (several rules broken); nothing is sent',
    job: 'release',
    expect: 'failure',
    inputs: stage => submit(stage, { 'ipa-path': stage.rulesIpa })
  },
  {
    name: 'submit-ipa-url-rules',
    title:
      'submit with ipa-url: preflight reads the IPA where it lives (HTTP ranges) and finds what App Store Connect would refuse; nothing is sent',
    job: 'release',
    expect: 'failure',
    prepare: async stage => {
      storedAt = await storedUrl(stage, {
        object: stage.rulesIpa,
        requireExactQuery: SIGNED_QUERY.slice(1)
      })
    },
    inputs: stage => submit(stage, { 'ipa-path': '', 'ipa-url': storedAt })
  },
  {
    name: 'submit-ipa-url-expired',
    title:
      'submit with ipa-url: the storage refuses the URL (its signature expired); the service is not asked to fetch it',
    job: 'release',
    expect: 'failure',
    prepare: async stage => {
      storedAt = await storedUrl(stage, {
        object: stage.ipa,
        refuse: { status: 403, style: 's3', code: 'AccessDenied', message: 'Request has expired' }
      })
    },
    inputs: stage => submit(stage, { 'ipa-path': '', 'ipa-url': storedAt })
  },
  {
    name: 'submit-bad-input',
    title: 'submit: several bad inputs, reported together; nothing is sent',
    job: 'release',
    expect: 'failure',
    inputs: stage =>
      submit(stage, {
        'ipa-path': 'build/*.ipa',
        'team-id': 'Example Corp',
        'notify-emails': 'qa@example.com, not-an-email',
        'wait-timeout': '2d'
      })
  },
  {
    name: 'submit-no-team-chosen',
    title: 'submit: the account has several teams and the workflow chose none',
    job: 'release',
    expect: 'failure',
    prepare: stage => stage.emulator.configure({ teams: TWO_CREDENTIALS }),
    inputs: stage => submit(stage)
  },
  {
    name: 'submit-wrong-key',
    title: 'submit: the service refuses the api-key (401)',
    job: 'release',
    expect: 'failure',
    inputs: stage => submit(stage, { 'api-key': 'not-the-key-of-this-account' })
  },
  {
    name: 'submit-service-unavailable',
    title: 'submit: the service answers 503 to the upload, also when retried',
    job: 'release',
    expect: 'failure',
    prepare: stage =>
      stage.emulator.injectFault({
        method: 'POST',
        path: '/ios/signed_ipas',
        times: 10,
        kind: {
          type: 'status',
          status: 503,
          body: '{"status":503,"error":"Service Unavailable"}',
          contentType: 'application/json'
        }
      }),
    inputs: stage => submit(stage, { retries: '1' })
  },
  {
    name: 'submit-timeout',
    title: 'submit: still processing when wait-timeout runs out',
    job: 'release',
    expect: 'failure',
    prepare: stage => stage.emulator.configure({ submissionOutcome: 'stuck' }),
    inputs: stage => submit(stage, { 'wait-timeout': '3s' })
  },
  {
    name: 'submit-vanished',
    title:
      'submit: the service answered for the submission, then lost it (a restart that lost its data)',
    job: 'release',
    expect: 'failure',
    prepare: stage => {
      stage.emulator.configure({ submissionOutcome: 'stuck' })
      const path = '/ios/signed_ipas/sub_0001'
      stage.emulator.injectFault({ method: 'GET', path, kind: { type: 'delay', ms: 0 }, times: 2 })
      stage.emulator.injectFault({ method: 'GET', path, kind: { type: 'forget-records' } })
    },
    inputs: stage => submit(stage)
  },
  {
    name: 'submit-outage',
    title: 'submit: the service stops answering during the wait, until wait-timeout runs out',
    job: 'release',
    expect: 'failure',
    prepare: stage => {
      stage.emulator.configure({ submissionOutcome: 'stuck' })
      const path = '/ios/signed_ipas/sub_0001'
      stage.emulator.injectFault({ method: 'GET', path, kind: { type: 'delay', ms: 0 } })
      stage.emulator.injectFault({
        method: 'GET',
        path,
        kind: {
          type: 'status',
          status: 502,
          contentType: 'text/html',
          body: '<h1>502 Bad Gateway</h1>'
        },
        times: 1000
      })
    },
    inputs: stage => submit(stage, { 'wait-timeout': '5s', retries: '0' })
  },
  {
    name: 'submit-fleet-one-failed',
    title:
      'submit with multiple: six white-label apps for two teams from one step; the App Store rejects one',
    job: 'release',
    expect: 'failure',
    prepare: stage =>
      stage.emulator.configure({
        teams: TWO_TEAM_ACCOUNT,
        submissionOutcomes: ['completed', 'completed', 'completed', 'failed']
      }),
    inputs: stage => submit(stage, { 'ipa-path': stage.fleet, multiple: 'true' })
  },
  {
    name: 'gather',
    title:
      'gather: the six apps of three shards (a matrix of jobs) made one release; the App Store rejects one',
    job: 'gather',
    expect: 'failure',
    prepare: async stage => {
      stage.emulator.configure({
        teams: TWO_TEAM_ACCOUNT,
        submissionOutcomes: ['completed', 'completed', 'completed', 'failed']
      })
      // The shards, one after another: the release this summary gathers.
      for (const index of [0, 1, 2])
        await stage.run(
          submit(stage, {
            'ipa-path': stage.fleet,
            multiple: 'true',
            'shard-index': String(index),
            'shard-total': '3',
            'report-file': path.join(reportsOf(stage), `shard-${index}.json`)
          })
        )
    },
    inputs: stage => ({ command: 'gather', reports: path.join(reportsOf(stage), '*.json') })
  },
  {
    name: 'submit-answer-lost',
    title:
      'submit: a gateway answers 502 after the service made the submission; the step goes on with it',
    job: 'release',
    expect: 'success',
    prepare: stage =>
      stage.emulator.injectFault({
        method: 'POST',
        path: '/ios/signed_ipas',
        kind: { type: 'lose-answer', how: 'status', status: 502 }
      }),
    inputs: stage => submit(stage)
  },
  {
    name: 'submit-may-have-been-created',
    title:
      'submit: the answer is lost and the service has no listing to look in; nothing is sent again',
    job: 'release',
    expect: 'failure',
    prepare: stage => {
      stage.emulator.configure({ statusRoutes: 'none' })
      stage.emulator.injectFault({
        method: 'POST',
        path: '/ios/signed_ipas',
        kind: { type: 'lose-answer', how: 'reset' }
      })
    },
    inputs: stage => submit(stage)
  },
  {
    name: 'submit-dry-run',
    title: 'submit with dry-run: true: checked, nothing sent',
    job: 'release',
    expect: 'success',
    inputs: stage => submit(stage, { 'dry-run': 'true' })
  },
  {
    name: 'status',
    title: 'status in a later job: follows a submission made with wait: false to completed',
    job: 'release',
    expect: 'success',
    prepare: async stage => {
      const response = await fetch(`${stage.emulator.baseUrl}/ios/signed_ipas`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stage.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          signed_ipa: { remote_source_url: 'https://cdn.example.com/builds/Sample-2.3.0.ipa' },
          team_id: 1234567
        })
      })
      const [record] = (await response.json()) as Array<{ id: string }>
      handedOff = record.id
      stage.emulator.requests.length = 0
    },
    inputs: () => ({ command: 'status', 'submission-id': handedOff, 'poll-interval': '1s' })
  },
  {
    name: 'status-several',
    title:
      "status of several ids: the final job of a matrix follows each leg's submission; the App Store rejects one",
    job: 'follow',
    expect: 'failure',
    prepare: async stage => {
      stage.emulator.configure({ submissionOutcomes: ['completed', 'failed', 'completed'] })
      const ids: string[] = []
      // Three builds of the fleet sent as files: the service's records name each one's app.
      for (const app of ['Acme', 'Globex', 'Initech']) {
        const file = path.join(path.dirname(stage.fleet), `${app}.ipa`)
        const form = new FormData()
        form.append('signed_ipa[source]', new Blob([readFileSync(file)]), `${app}.ipa`)
        form.append('team_id', '1234567')
        const response = await fetch(`${stage.emulator.baseUrl}/ios/signed_ipas`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${stage.key}` },
          body: form
        })
        ids.push(((await response.json()) as Array<{ id: string }>)[0].id)
      }
      handedOff = ids.join('\n')
      stage.emulator.requests.length = 0
    },
    inputs: () => ({ command: 'status', 'submission-id': handedOff, 'poll-interval': '1s' })
  },
  {
    name: 'upload',
    title: 'upload: an unsigned IPA stored on the service',
    job: 'store-build',
    expect: 'success',
    inputs: stage => ({ command: 'upload', 'ipa-path': stage.ipa })
  },
  {
    name: 'check',
    title:
      'check: two IPAs judged with no account, one of which App Store Connect would refuse; each has its section',
    job: 'pull-request',
    expect: 'failure',
    inputs: stage => ({ command: 'check', 'ipa-path': `${stage.ipa}\n${stage.rulesIpa}` })
  },
  {
    name: 'list-ipas',
    title: 'list-ipas: the stored unsigned IPAs, newest first',
    job: 'housekeeping',
    expect: 'success',
    prepare: stage => seedUnsignedIpas(stage, 3),
    inputs: () => ({ command: 'list-ipas' })
  },
  {
    name: 'delete-ipa',
    title: 'delete-ipa with keep-latest: 1',
    job: 'housekeeping',
    expect: 'success',
    prepare: stage => seedUnsignedIpas(stage, 3),
    inputs: () => ({ command: 'delete-ipa', 'keep-latest': '1' })
  },
  {
    name: 'teams',
    title: "teams: every team of the account's credentials",
    job: 'housekeeping',
    expect: 'success',
    prepare: stage => stage.emulator.configure({ teams: TWO_CREDENTIALS }),
    inputs: () => ({ command: 'teams' })
  },
  {
    name: 'analytics',
    title: "analytics: a day's report of an app, with charts",
    job: 'analytics',
    expect: 'success',
    inputs: () => ({ command: 'analytics', 'app-id': '1234567890', date: '2026-06-30' })
  },
  {
    name: 'analytics-range',
    title: 'analytics over a range: the 30 days of June, with the trend per day',
    job: 'analytics',
    expect: 'success',
    inputs: () => ({ command: 'analytics', 'app-id': '1234567890', date: '2026-06-01..2026-06-30' })
  },
  {
    name: 'analytics-quarter',
    title: 'analytics over the longest range: 92 days',
    job: 'analytics',
    expect: 'success',
    inputs: () => ({ command: 'analytics', 'app-id': '1234567890', date: '2026-04-01..2026-07-01' })
  },
  {
    name: 'analytics-range-missing',
    title: 'analytics over a week with two days the service could not give',
    job: 'analytics',
    expect: 'success',
    prepare: stage => {
      for (const day of ['2026-06-03', '2026-06-04']) {
        stage.emulator.injectFault({
          path: '/app_analytics/1234567890',
          query: { timestamp: day },
          times: 2,
          kind: { type: 'status', status: 503, body: 'Service Unavailable' }
        })
      }
    },
    inputs: () => ({
      command: 'analytics',
      'app-id': '1234567890',
      date: '2026-06-01..2026-06-07',
      retries: '1'
    })
  }
]

export function situation(name: string): Situation {
  const found = SITUATIONS.find(s => s.name === name)
  if (!found) throw new Error(`no situation named ${name}`)
  return found
}

/**
 * Runs one situation on the stage, from the emulator's defaults, and checks that the step ended as
 * the situation means; returns the run, whose `summary` is the job summary.
 */
export async function runSituation(stage: Stage, which: Situation): Promise<ActionRun> {
  stage.emulator.reset()
  stage.emulator.configure({ ...defaultConfig(), apiKey: stage.key })
  await which.prepare?.(stage)
  const run = await stage.run(which.inputs(stage), { timeoutMs: 60_000 })
  const succeeded = run.exitCode === 0
  if (succeeded !== (which.expect === 'success'))
    throw new Error(
      `${which.name}: the step ${succeeded ? 'succeeded' : `failed (exit code ${run.exitCode})`}, ` +
        `where the situation means ${which.expect}; its log:\n${run.log}`
    )
  if (!run.summary.trim()) throw new Error(`${which.name}: the step wrote no job summary`)
  return run
}

/** Makes the IPAs of a stage in `dir`. */
/**
 * The app with what App Store Connect refuses after the upload: an executable that uses required-
 * reason APIs and the camera and location without declaring them, a framework with a simulator
 * slice, and an extension whose version differs from the app's (a warning).
 */
const RULES_APP: MakeIpaOptions = {
  ...APP,
  executable: machoFixture('App'),
  frameworks: [
    {
      name: 'Kit',
      executable: machoFixture('Kit-fat-sim'),
      privacyTypes: ['NSPrivacyAccessedAPICategoryFileTimestamp']
    }
  ],
  extensions: [{ name: 'Share', info: { CFBundleShortVersionString: '2.2.0' } }]
}

/** Six white-label builds of the app, every other one signed for a client's Apple team. */
const FLEET = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark'].map(
  (name, i): MakeIpaOptions => ({
    ...APP,
    name,
    displayName: name,
    bundleId: `com.whitelabel.${name.toLowerCase()}`,
    build: String(45 + i),
    profile: { teamName: i % 2 ? 'Client Apps' : 'Example Corp' }
  })
)

export async function makeStageIpas(
  dir: string
): Promise<{ ipa: string; problemIpa: string; rulesIpa: string; fleet: string }> {
  mkdirSync(path.join(dir, 'fleet'), { recursive: true })
  for (const app of FLEET) await makeIpa(path.join(dir, 'fleet', `${app.name}.ipa`), app)
  const ipa = path.join(dir, 'Sample.ipa')
  const problemIpa = path.join(dir, 'Sample-AdHoc.ipa')
  await makeIpa(ipa, APP)
  await makeIpa(problemIpa, PROBLEM_APP)
  const rulesIpa = path.join(dir, 'Sample-Rules.ipa')
  await makeIpa(rulesIpa, RULES_APP)
  return { ipa, problemIpa, rulesIpa, fleet: path.join(dir, 'fleet', '*.ipa') }
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`

async function main(names: string[]): Promise<number> {
  const missing = chromiumMissing()
  if (missing) {
    console.error(`Cannot draw the summaries: ${missing}.`)
    return 1
  }
  const unknown = names.filter(name => !SITUATIONS.some(s => s.name === name))
  if (unknown.length) {
    console.error(`No situation named ${unknown.join(', ')}; there are:`)
    for (const s of SITUATIONS) console.error(`  ${s.name.padEnd(28)} ${s.title}`)
    return 1
  }
  const chosen = names.length ? SITUATIONS.filter(s => names.includes(s.name)) : SITUATIONS
  mkdirSync(PICTURES_DIR, { recursive: true })
  const started = Date.now()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'summaries-'))
  const emulator = await startEmulator({ pollsPerStep: 1 })
  const renderer = await SummaryRenderer.start()
  const runs: ActionRun[] = []
  const storages: Storage[] = []
  let problems = 0
  try {
    const stage: Stage = {
      emulator,
      key: emulator.apiKey,
      ...(await makeStageIpas(dir)),
      run: async (inputs, options) => {
        const run = await runAction(
          { 'api-key': emulator.apiKey, 'base-url': emulator.baseUrl, ...inputs },
          options
        )
        runs.push(run)
        return run
      },
      store: async options => {
        const storage = await startStorage(options)
        storages.push(storage)
        return storage
      }
    }
    for (const which of chosen) {
      const run = await runSituation(stage, which)
      const png = path.join(PICTURES_DIR, `${which.name}.png`)
      const check = await renderer.render(run.summary, { job: which.job, png })
      const { size } = statSync(png)
      console.log(`${which.name.padEnd(28)} ${kib(size).padStart(8)}  ${which.title}`)
      for (const error of check.mermaidErrors) console.log(`  ! Mermaid: ${error}`)
      for (const raw of check.rawMarkdown) console.log(`  ! raw markdown, ${raw}`)
      if (check.mermaidDrawn !== check.mermaidBlocks)
        console.log(`  ! ${check.mermaidDrawn} of ${check.mermaidBlocks} Mermaid blocks drawn`)
      problems += check.mermaidErrors.length + check.rawMarkdown.length
    }
  } finally {
    await renderer.close()
    await emulator.close()
    await Promise.all(storages.map(storage => storage.close()))
    runs.forEach(cleanup)
    rmSync(dir, { recursive: true, force: true })
  }
  if (!names.length) {
    // A situation that was renamed or dropped leaves no stale picture behind.
    const meant = new Set(SITUATIONS.map(s => `${s.name}.png`))
    for (const file of readdirSync(PICTURES_DIR))
      if (file.endsWith('.png') && !meant.has(file)) rmSync(path.join(PICTURES_DIR, file))
  }
  const total = readdirSync(PICTURES_DIR)
    .filter(file => file.endsWith('.png'))
    .reduce((sum, file) => sum + statSync(path.join(PICTURES_DIR, file)).size, 0)
  console.log(
    `\n${chosen.length} pictures in docs/summaries/ (all of them: ${kib(total)}) in ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s` +
      (problems ? `; ${problems} problem(s) marked ! above` : '')
  )
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2))
}

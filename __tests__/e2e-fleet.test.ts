/**
 * Fleets: `multiple: true` sends every IPA `ipa-path` matches from one step, each a release of its
 * own. The action runs in this process against the emulator, which counts the records it made and
 * the creates in flight; the assertions are what a release engineer checks: the requests, the
 * outputs, the one summary, the exit code.
 */
import { beforeAll, describe, expect, test } from '@jest/globals'
import { startEmulator } from '../emulator/server.js'
import * as path from 'node:path'
import { TWO_TEAM_ACCOUNT } from './support/accounts.js'
import { createsTo } from './support/fixture.js'
import { fleetFixture, whitelabelIpas } from './support/fleet.js'
import { jsonRecords, tableRows } from './support/fleet-report.js'
import type { MakeIpaOptions } from './support/make-ipa.js'
import type { ActionRun } from './support/run-action.js'

const fixture = await fleetFixture('e2e-fleet')
const { emulator, dir, key, run, github, tool } = fixture

const APPS = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark']
const build = path.join(dir, 'build')
const glob = path.join(build, '*.ipa')

/** The team each app's provisioning profile names: every other one is a client's. */
const teamOf = (i: number) => (i % 2 ? 'Client Apps' : 'Example Corp')

beforeAll(async () => {
  await whitelabelIpas(
    build,
    Object.fromEntries(
      APPS.map((name, i) => [
        name,
        { version: '3.2.0', build: String(100 + i), profile: { teamName: teamOf(i) } }
      ])
    )
  )
})

/**
 * IPAs in a folder of their own under the suite's, by file name: each its own app
 * (com.whitelabel.<name>), signed for the account's first team, unless its options say otherwise.
 * Resolves with a glob of them.
 */
const ipasIn = (folder: string, apps: Record<string, MakeIpaOptions>): Promise<string> =>
  whitelabelIpas(path.join(dir, folder), apps)

const fleet = (
  inputs: Record<string, string> = {},
  options?: Parameters<typeof run>[1]
): Promise<ActionRun> =>
  run(
    {
      multiple: 'true',
      'ipa-path': glob,
      'poll-interval': '1s',
      'wait-timeout': '30s',
      ...inputs
    },
    options
  )

const creates = () => createsTo(emulator)
const fileOf = (request: ReturnType<typeof creates>[number]) => request.files?.[0]?.filename

describe('a fleet of six from one step', () => {
  test('each IPA goes once, to the team its profile names, and one summary reports them, failures first', async () => {
    // The third submission the service makes fails; the others complete.
    emulator.configure({ submissionOutcomes: ['completed', 'completed', 'failed'] })
    const result = await fleet()
    expect(result.exitCode).toBe(1)

    expect(emulator.made().submissions).toHaveLength(6)
    expect(creates().map(fileOf).sort()).toEqual(APPS.map(name => `${name}.ipa`).sort())
    const keys = creates().map(r => r.headers['idempotency-key'])
    expect(new Set(keys).size).toBe(6)
    for (const request of creates()) {
      const i = APPS.indexOf(fileOf(request)!.replace('.ipa', ''))
      expect(request.fields?.team_id).toBe(teamOf(i) === 'Client Apps' ? '7654321' : '1234567')
    }

    const failedId = emulator.made().submissions[2]
    const failedApp = creates().find(
      r => (r.responseBody as Array<{ id: string }>)[0]?.id === failedId
    )!
    const failedFile = fileOf(failedApp)!
    expect(JSON.parse(result.outputs['submission-ids']).sort()).toEqual(
      emulator.made().submissions.slice().sort()
    )
    expect(result.outputs).toMatchObject({ 'completed-count': '5', 'failed-count': '1' })
    expect(result.outputs['submission-id']).toBeUndefined()
    expect(result.outputs.status).toBeUndefined()
    const records = jsonRecords(result)
    expect(records).toHaveLength(6)
    expect(records.map(r => r.bundle_id).sort()).toEqual(
      APPS.map(name => `com.whitelabel.${name.toLowerCase()}`).sort()
    )
    expect(records.every(r => r.version === '3.2.0' && typeof r.build === 'string')).toBe(true)
    expect(records.find(r => r.id === failedId)).toMatchObject({ status: 'failed' })
    expect(records.find(r => r.id === failedId)?.error).toMatch(/ended with status 'failed'/)
    expect(records.find(r => r.id === failedId)?.failure_reason).toBe(
      'The App Store rejected the build (emulated failure).'
    )

    // The step's failure names the one that failed, with the service's reason.
    expect(result.log).toMatch(/::error::1 of 6 IPAs failed; the other 5 went through/)
    expect(result.log).toContain(`${failedFile} — com.whitelabel.`)
    expect(result.log).toContain('The service says: The App Store rejected the build')

    const rows = tableRows(result.summary)
    expect(rows).toHaveLength(6)
    const failedBundle = `com.whitelabel.${failedFile.replace('.ipa', '').toLowerCase()}`
    expect(rows[0]).toMatch(
      new RegExp(`^\\| ❌ \\| \`${failedBundle}\` \\| 3\\.2\\.0 \\(\\d+\\) \\|`)
    )
    expect(rows[0]).toContain(`\`${failedId}\``)
    expect(rows.slice(1).every(row => row.startsWith('| ✅ |'))).toBe(true)
    expect(rows.filter(row => row.includes('| Client Apps |'))).toHaveLength(3)
    expect(result.summary.match(/<details>/g)).toHaveLength(6)
    // One notice for the step says how the teams were chosen, not one for each IPA.
    expect(result.log.match(/::notice::/g)).toHaveLength(1)
    expect(result.log).toContain(
      "::notice::The account has several teams, and neither 'team-id' nor 'team-name' was given: each IPA goes to the team its provisioning profile names as its Apple team: 3 to 'Example Corp' (1234567), 3 to 'Client Apps' (7654321)."
    )
    // Each IPA's log lines say which IPA they are about.
    expect(result.log).toMatch(/\[Acme\.ipa\] Submission sub_\d+ created/)
  })

  test('at most concurrency creates are in flight at once', async () => {
    // Each answer comes later than its request: creates overlap unless held back.
    emulator.configure({ answerDelayMs: 150 })
    const result = await run(
      { multiple: 'true', 'ipa-path': glob, wait: 'false', concurrency: '2' },
      { virtualTime: false }
    )
    expect(result.exitCode).toBe(0)
    expect(emulator.made().submissions).toHaveLength(6)
    expect(emulator.createsInFlight().peak).toBe(2)
    expect(result.log).toContain('Sending 6 IPAs, at most 2 at once.')
  })

  test('several lines, each a path or glob; a file matched twice goes once', async () => {
    const lines = [
      path.join(build, 'Acme.ipa'),
      path.join(build, 'A*.ipa'),
      '',
      path.join(build, 'Stark.ipa')
    ]
    const result = await fleet({ 'ipa-path': lines.join('\n'), wait: 'false' })
    expect(result.exitCode).toBe(0)
    expect(creates().map(fileOf).sort()).toEqual(['Acme.ipa', 'Stark.ipa'])
    expect(result.outputs).toMatchObject({ 'completed-count': '2', 'failed-count': '0' })
  })

  test('one IPA with multiple: the json array, and its own outputs as a step of one sets them', async () => {
    const result = await fleet({ 'ipa-path': path.join(build, 'Hooli.ipa') })
    expect(result.exitCode).toBe(0)
    const [id] = emulator.made().submissions
    expect(result.outputs).toMatchObject({
      'submission-id': id,
      'submission-ids': JSON.stringify([id]),
      status: 'completed',
      'bundle-id': 'com.whitelabel.hooli',
      'team-id': '1234567',
      'completed-count': '1',
      'failed-count': '0'
    })
    expect(jsonRecords(result)).toEqual([
      expect.objectContaining({ id, bundle_id: 'com.whitelabel.hooli' })
    ])
    expect(result.summary).toContain('✅ **All 1 IPA went through**')
  })
})

describe('uploads side by side, with flat memory', () => {
  test('the bundle sends four IPAs of 40 MiB at once within 150 MiB of peak RSS', async () => {
    const big = { fillerBytes: 40 * 1024 * 1024 }
    const ipas = await ipasIn('big', { North: big, South: big, East: big, West: big })
    const result = await fleet(
      { 'ipa-path': ipas, concurrency: '4', wait: 'false' },
      { bundle: true, virtualTime: false, timeoutMs: 60_000 }
    )
    expect(result.exitCode).toBe(0)
    expect(creates()).toHaveLength(4)
    expect(creates().every(r => (r.files?.[0]?.size ?? 0) > 40 * 1024 * 1024)).toBe(true)
    expect(emulator.createsInFlight().peak).toBe(4)
    expect(result.peakRssKiB).toBeDefined()
    expect(result.peakRssKiB!).toBeLessThan(150 * 1024)
  }, 90_000)
})

describe('a 429 on one slows them all', () => {
  test('nothing is sent until its Retry-After has passed, and the held creates do not all come back at once', async () => {
    const busy = await startEmulator({
      apiKey: key,
      teams: TWO_TEAM_ACCOUNT,
      busyCreates: { every: 3, retryAfterSeconds: 1 }
    })
    try {
      // Real time: a virtual clock moved on by each of several sleeps at once cannot show the gaps.
      const result = await run(
        { 'base-url': busy.baseUrl, multiple: 'true', 'ipa-path': glob, wait: 'false' },
        { virtualTime: false }
      )
      expect(result.exitCode).toBe(0)
      expect(busy.made().submissions).toHaveLength(6)
      const posts = busy.requests.filter(r => r.method === 'POST')
      const refused = posts.filter(r => r.status === 429)
      expect(refused.length).toBeGreaterThan(0)
      const [first] = refused
      const pauseEnds = first.answeredAt! + 1000
      // Nothing reaches the service between the 429 and the end of its Retry-After but what was
      // already on its way when the answer left, which cannot be called back: at most one request
      // of each other IPA in flight (two), in the moment the answer takes to arrive (both run here).
      const during = busy.requests.filter(
        r => r.receivedAt > first.answeredAt! && r.receivedAt < pauseEnds
      )
      expect(during.length).toBeLessThanOrEqual(2)
      expect(during.filter(r => r.receivedAt > first.answeredAt! + 100)).toEqual([])
      // …and the creates it held (three in flight) do not all come back at its end.
      const atTheEnd = posts.filter(
        r => r.receivedAt >= pauseEnds && r.receivedAt < pauseEnds + 900
      )
      expect(atTheEnd.length).toBeGreaterThan(0)
      expect(atTheEnd.length).toBeLessThanOrEqual(2)
      // The line of the hold says which IPA was put off.
      expect(result.log).toMatch(
        /The service's rate limit holds the run for 1s: it answered POST \/api\/v1\/ios\/signed_ipas \(\w+\.ipa\) 429 with Retry-After/
      )
    } finally {
      await busy.close()
    }
  })
})

describe('all checked before any is sent', () => {
  test('under strict, one IPA that preflight refuses sends none, and names the file', async () => {
    const ipas = await ipasIn('with-bad', { Good: {}, Broken: { build: '' } })
    const result = await fleet({ 'ipa-path': ipas })
    expect(result.exitCode).toBe(1)
    expect(creates()).toHaveLength(0)
    expect(result.log).toMatch(/::error::1 IPA of 2 cannot be sent, so none was sent/)
    expect(result.log).toMatch(/- Broken\.ipa: Preflight found/)
    expect(result.log).not.toMatch(/- Good\.ipa:/)
  })

  test('a team that cannot be chosen for one IPA sends none', async () => {
    const ipas = await ipasIn('odd-team', {
      Ours: {},
      Theirs: { profile: { teamName: 'Nobody Inc' } }
    })
    const result = await fleet({ 'ipa-path': ipas })
    expect(result.exitCode).toBe(1)
    expect(creates()).toHaveLength(0)
    // Said for a fleet (issue 37): the IPA and its profile's team, the account's teams, and that a
    // team-id applies to every IPA.
    expect(result.log).toMatch(
      /- Theirs\.ipa \('Nobody Inc'\): no team of the account is named as the Apple team its provisioning profile names/
    )
    expect(result.log).toMatch(/The account's teams: 1234567 'Example Corp', 7654321 'Client Apps'/)
    expect(result.log).toMatch(/A 'team-id' applies to every IPA sent with it/)
  })

  /** Two IPAs of one app, version and build. */
  const twins = (): Promise<string> => {
    const twin = { bundleId: 'com.whitelabel.twin', build: '7' }
    return ipasIn('twins', { One: twin, Two: twin })
  }

  test('two IPAs of the same release (app, version, build, team) send none', async () => {
    const result = await fleet({ 'ipa-path': await twins() })
    expect(result.exitCode).toBe(1)
    expect(creates()).toHaveLength(0)
    expect(result.log).toContain('Two.ipa is the same release as One.ipa')
  })

  test('two IPAs of the same release are refused outside a CI run too (the tool, no run ties them)', async () => {
    const result = await tool(['submit', '--multiple', '--ipa-path', await twins(), '--no-wait'])
    expect(result.exitCode).toBe(2)
    expect(result.stderr).toContain('Two.ipa is the same release as One.ipa')
    expect(creates()).toHaveLength(0)
  })

  test("a file name is anyone's text: its lines cannot issue workflow commands", async () => {
    const ipas = await ipasIn('odd-name', { 'B\n::warning title=pwn::owned\n': {}, Plain: {} })
    const result = await fleet({ 'ipa-path': ipas, wait: 'false' })
    expect(result.exitCode).toBe(0)
    expect(creates()).toHaveLength(2)
    expect(result.log).not.toMatch(/^::warning title=pwn/m)
  })

  test('without multiple, a glob of several is refused, saying how to send each', async () => {
    const result = await run({ 'ipa-path': glob })
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(/matches 6 files; it must match exactly one\. .*set multiple: true/)
    expect(emulator.requests).toHaveLength(0)
  })

  test('concurrency out of range is an input problem, reported with the others', async () => {
    const result = await fleet({ concurrency: '0', 'wait-timeout': 'soon' })
    expect(result.exitCode).toBe(1)
    expect(result.log).toMatch(
      /'concurrency' is 0, out of range: give how many uploads may be in flight at once from 1 to 16/
    )
    expect(result.log).toMatch(/'wait-timeout'/)
    expect(emulator.requests).toHaveLength(0)
  })

  test('a dry run checks each IPA and its team, and sends nothing', async () => {
    const result = await fleet({ 'dry-run': 'true' })
    expect(result.exitCode).toBe(0)
    expect(creates()).toHaveLength(0)
    expect(result.log.match(/Dry run: nothing is sent\. The submission would be:/g)).toHaveLength(6)
    expect(result.summary).toContain(
      '🧪 **Dry run**: 6 IPAs checked and their teams chosen; nothing was sent.'
    )
    expect(result.summary).toContain('| `com.whitelabel.globex` | 3.2.0 (101) | Client Apps |')
  })
})

describe('each one exactly once', () => {
  test('a lost answer on one is looked up for that one alone: nothing is made twice', async () => {
    emulator.injectFault({
      method: 'POST',
      path: 'signed_ipas',
      kind: { type: 'lose-answer', how: 'status', status: 502 }
    })
    const result = await fleet()
    expect(result.exitCode).toBe(0)
    expect(emulator.made().submissions).toHaveLength(6)
    expect(creates()).toHaveLength(6)
    expect(result.log).toMatch(
      /::notice::\[\w+\.ipa\] The answer to POST \/ios\/signed_ipas was lost .* but the service took it/
    )
  })

  test("a sibling's record is never taken for one's own: the look waits for the creates on the wire", async () => {
    // A service whose records do not tell their file: only the step itself can tell them apart.
    emulator.configure({ fileFields: false })
    // The first is the larger: its create ends after the second's record is made.
    const ipas = await ipasIn('pair', { First: { fillerBytes: 8 * 1024 * 1024 }, Second: {} })
    // The first create is answered 502 without being acted on; the second's answer comes late, so
    // its record is in the listing before the step knows it is the second's.
    emulator.injectFault({
      method: 'POST',
      path: 'signed_ipas',
      kind: { type: 'status', status: 502 }
    })
    emulator.injectFault({ method: 'POST', path: 'signed_ipas', kind: { type: 'delay', ms: 1500 } })
    const result = await fleet(
      { 'ipa-path': ipas, concurrency: '2', wait: 'false' },
      { virtualTime: false }
    )
    expect(result.exitCode).toBe(0)
    expect(emulator.made().submissions).toHaveLength(2)
    const ids = JSON.parse(result.outputs['submission-ids']) as string[]
    expect(new Set(ids).size).toBe(2)
    expect(result.log).toMatch(
      /shows no new submission: the service made nothing, so it is sent again/
    )
  })

  test('when the look cannot tell, only that one is in doubt and stops; the others go through', async () => {
    emulator.injectFault({
      method: 'POST',
      path: 'signed_ipas',
      kind: { type: 'lose-answer', how: 'status', status: 502 }
    })
    // The listing answers 500 throughout: nobody can look.
    emulator.injectFault({
      method: 'GET',
      path: '/ios/signed_ipas',
      times: 100,
      kind: { type: 'status', status: 500 }
    })
    const result = await fleet()
    expect(result.exitCode).toBe(1)
    expect(result.outputs).toMatchObject({ 'completed-count': '5', 'failed-count': '1' })
    expect(result.log).toMatch(
      /::error::1 of 6 IPAs failed.*%0A- \w+\.ipa — com\.whitelabel\.\w+ 3\.2\.0 \(\d+\): The answer to POST \/ios\/signed_ipas was lost .* so the submission may have been created: It cannot be looked for/
    )
    expect(emulator.made().submissions).toHaveLength(6)
    expect(creates()).toHaveLength(6)
  })

  test('a re-run of the job sends again only the one that failed; the others are answered with what they made', async () => {
    emulator.configure({ submissionOutcomes: ['completed', 'failed'] })
    const env = {
      GITHUB_RUN_ID: '777',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_JOB: 'release',
      GITHUB_REPOSITORY: 'octo-org/white-label'
    }
    const attempt1 = await run(
      { multiple: 'true', 'ipa-path': glob, 'poll-interval': '1s' },
      { env }
    )
    expect(attempt1.exitCode).toBe(1)
    const made = emulator.made().submissions.length
    const attempt2 = await run(
      { multiple: 'true', 'ipa-path': glob, 'poll-interval': '1s' },
      { env: { ...env, GITHUB_RUN_ATTEMPT: '2' } }
    )
    expect(attempt2.exitCode).toBe(0)
    // One new try, for the one that failed; the five others answered from their keys.
    expect(emulator.made().submissions).toHaveLength(made + 1)
    expect(attempt2.outputs).toMatchObject({ 'completed-count': '6', 'failed-count': '0' })
    expect(attempt2.log).toMatch(/ended with status 'failed': this attempt is a new try/)
  })
})

describe('re-runs with github-token: each IPA its own line of the plan', () => {
  test('attempt 1 timed out on all six; attempt 2 follows each from its own deployment, sending nothing', async () => {
    const env = {
      GITHUB_API_URL: github.url,
      GITHUB_RUN_ID: '888',
      GITHUB_JOB: 'release',
      GITHUB_REPOSITORY: 'octo-org/white-label'
    }
    const inputs = { 'github-token': 'ghs_fleet_token', 'wait-timeout': '2s' }
    emulator.configure({ pollsPerStep: 10 })
    const attempt1 = await fleet(inputs, { env: { ...env, GITHUB_RUN_ATTEMPT: '1' } })
    expect(attempt1.exitCode).toBe(1)
    expect(attempt1.outputs).toMatchObject({ 'completed-count': '0', 'failed-count': '6' })
    expect(github.deployments).toHaveLength(6)
    // One per submission, in the same order, for a status step to finish each.
    expect(JSON.parse(attempt1.outputs['deployment-ids'])).toHaveLength(6)

    emulator.configure({ pollsPerStep: 1 })
    const sent = creates().length
    const attempt2 = await fleet(
      { ...inputs, 'wait-timeout': '30s' },
      { env: { ...env, GITHUB_RUN_ATTEMPT: '2' } }
    )
    expect(attempt2.exitCode).toBe(0)
    expect(creates()).toHaveLength(sent)
    expect(github.deployments).toHaveLength(6)
    expect(emulator.made().submissions).toHaveLength(6)
    expect(attempt2.log.match(/of this release was made by attempt 1 of this run/g)).toHaveLength(6)
    expect(attempt2.outputs).toMatchObject({ 'completed-count': '6', 'failed-count': '0' })
  })
})

describe('upload with multiple', () => {
  test('stores each IPA once, side by side, and reports them as one', async () => {
    // Each answer comes later than its request: uploads overlap unless held back.
    emulator.configure({ answerDelayMs: 150 })
    const result = await run(
      { command: 'upload', multiple: 'true', 'ipa-path': glob, concurrency: '2' },
      { virtualTime: false }
    )
    expect(result.exitCode).toBe(0)
    const stored = emulator.made().unsignedIpas
    expect(stored).toHaveLength(6)
    expect(emulator.createsInFlight().peak).toBe(2)
    expect(JSON.parse(result.outputs['ipa-ids']).sort()).toEqual(stored.slice().sort())
    expect(result.outputs).toMatchObject({ 'completed-count': '6', 'failed-count': '0' })
    expect(result.outputs['ipa-id']).toBeUndefined()
    expect(
      jsonRecords(result)
        .map(r => r.bundle_id)
        .sort()
    ).toEqual(APPS.map(name => `com.whitelabel.${name.toLowerCase()}`).sort())
    expect(result.summary).toContain('✅ **All 6 IPAs stored**.')
    expect(result.summary).toContain('| Stored IPA |')
    expect(result.summary).not.toContain('| Team |')
  })
})

describe('the command-line tool', () => {
  test('--multiple with a repeated --ipa-path and --concurrency', async () => {
    const result = await tool([
      'submit',
      '--multiple',
      '--ipa-path',
      path.join(build, 'Acme.ipa'),
      '--ipa-path',
      path.join(build, 'Globex.ipa'),
      '--concurrency',
      '1',
      '--no-wait'
    ])
    expect(result.exitCode).toBe(0)
    expect(creates().map(fileOf).sort()).toEqual(['Acme.ipa', 'Globex.ipa'])
    expect(result.stdout).toContain('APP_DEPLOY_COMPLETED_COUNT=2')
    expect(result.stderr).toContain('[Globex.ipa] Uploading Globex.ipa')
  })

  test('a key the service refuses stops the fleet as it stops one IPA: exit 3, nothing sent', async () => {
    const result = await tool(['submit', '--multiple', '--ipa-path', glob], {
      APP_DEPLOY_API_KEY: 'not-the-key-0000'
    })
    expect(result.exitCode).toBe(3)
    expect(result.stderr).toMatch(/HTTP 401/)
    expect(creates()).toHaveLength(0)
  })

  test('a repeated --ipa-path without --multiple says to give --multiple', async () => {
    const result = await tool([
      'submit',
      '--ipa-path',
      path.join(build, 'Acme.ipa'),
      '--ipa-path',
      path.join(build, 'Stark.ipa')
    ])
    expect(result.exitCode).toBe(2)
    expect(result.stderr).toMatch(/gives 2 paths or globs: .* set --multiple to send each/)
    expect(emulator.requests).toHaveLength(0)
  })

  test('upload --multiple with a key the service refuses stops at the first refusal: exit 3', async () => {
    const result = await tool(['upload', '--multiple', '--ipa-path', glob, '--concurrency', '1'], {
      APP_DEPLOY_API_KEY: 'not-the-key-0000'
    })
    expect(result.exitCode).toBe(3)
    // The first upload met the refusal; the others were not streamed for nothing.
    const uploads = emulator.requests.filter(r => r.method === 'POST')
    expect(uploads).toHaveLength(1)
  })

  test('an unquoted glob the shell expanded: the second file is not a flag, and the tool says to quote it', async () => {
    const result = await tool([
      'submit',
      '--multiple',
      '--ipa-path',
      path.join(build, 'Acme.ipa'),
      path.join(build, 'Globex.ipa')
    ])
    expect(result.exitCode).not.toBe(0)
    expect(result.stderr).toMatch(
      /Globex\.ipa' is not a flag: .*quote it \(--ipa-path 'build\/\*\.ipa'\)/
    )
    expect(emulator.requests).toHaveLength(0)
  })
})

/**
 * A fleet handed between jobs (issue 37, point 3): what `submit --multiple` and `upload --multiple`
 * print is what `status` and `delete-ipa` take, as printed (a dotenv file, GitLab's variables, the
 * action's outputs); a fleet's --json carries each app's record whether it succeeded or not; a
 * fleet's teams and its advice after a failure are said for a fleet. The tool and the action run in
 * this process against the emulator (a few runs of the bundle pin what only it shows); the
 * assertions are the requests the service received, stdout, the outputs, the exit code and the log.
 */
import { beforeAll, describe, expect, test } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { createsTo, submissionReadsOf } from './support/fixture.js'
import { fleetFixture, whitelabelIpas } from './support/fleet.js'
import { makeIpa } from './support/make-ipa.js'
import { dotenv, runCli } from './support/run-cli.js'
import { asPrintedList, handedOver } from '../src/fleet/handed-ids.js'

const { emulator, dir, key, run, github, tool } = await fleetFixture('e2e-fleet-handoff')

const APPS = ['Acme', 'Globex', 'Initech']
const build = path.join(dir, 'build')
const glob = path.join(build, '*.ipa')
/** Globex is signed for the client's team; the others for the account's own. */
const profileTeam = (name: string) => (name === 'Globex' ? 'Client Apps' : 'Example Corp')

beforeAll(async () => {
  await whitelabelIpas(
    build,
    Object.fromEntries(
      APPS.map((name, i) => [
        name,
        { version: '2.0.0', build: String(200 + i), profile: { teamName: profileTeam(name) } }
      ])
    )
  )
})

const baseEnv = () => ({ APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl })

const creates = () => createsTo(emulator)
/** The submissions read, by id, in the order read. */
const reads = () => submissionReadsOf(emulator)
const deletes = () =>
  emulator.requests
    .filter(r => r.method === 'DELETE')
    .map(r => decodeURIComponent(r.path.split('/').pop() ?? ''))

/** A fleet submitted without waiting: its dotenv lines, as the job printed them. */
async function submitted(): Promise<{ stdout: string; ids: string[] }> {
  const submit = await tool(['submit', '--multiple', '--ipa-path', glob, '--no-wait'])
  expect(submit.exitCode).toBe(0)
  const ids = JSON.parse(dotenv(submit.stdout).APP_DEPLOY_SUBMISSION_IDS) as string[]
  expect([...ids].sort()).toEqual([...emulator.made().submissions].sort())
  emulator.requests.length = 0
  return { stdout: submit.stdout, ids }
}

describe('a list handed on, read as printed', () => {
  test.each([
    ['the JSON array printed', '["sub_1","sub_2"]', 'sub_1\nsub_2'],
    ['the same, its quotes taken by a shell', '[sub_1,sub_2]', 'sub_1\nsub_2'],
    ['deployment ids, numbers', '[12,13]', '12\n13'],
    ['lines or commas as a user writes them', 'sub_1, sub_2', 'sub_1, sub_2'],
    ['an empty array', '[]', '']
  ])('%s', (_, text, ids) => expect(asPrintedList(text)).toBe(ids))

  test.each([
    ['only the single id', 'sub_9', undefined, 'sub_9'],
    ['only the list', undefined, '["sub_1","sub_2"]', 'sub_1\nsub_2'],
    ['a fleet of one: the same id in both', 'sub_1', '["sub_1"]', 'sub_1'],
    [
      'two reports: the list, then the single id',
      'sub_9',
      '["sub_1","sub_2"]',
      'sub_1\nsub_2\nsub_9'
    ],
    ['neither', undefined, undefined, undefined]
  ])('%s', (_, single, list, value) => expect(handedOver(single, list)).toBe(value))
})

describe('status follows the submissions of a fleet, as submit --multiple printed them', () => {
  test('from --env-file: the APP_DEPLOY_SUBMISSION_IDS line, each followed to its end', async () => {
    const { stdout, ids } = await submitted()
    expect(stdout).toMatch(/^APP_DEPLOY_SUBMISSION_IDS=\["sub_\d+","sub_\d+","sub_\d+"\]$/m)
    const file = path.join(dir, 'fleet.env')
    writeFileSync(file, stdout)

    const status = await tool(['status', '--env-file', file, '--poll-interval', '1s'])
    expect(status.exitCode).toBe(0)
    expect([...new Set(reads())].sort()).toEqual([...ids].sort())
    expect(status.stderr).toMatch(/Following 3 submissions together/)
    expect(dotenv(status.stdout)).toMatchObject({
      APP_DEPLOY_SUBMISSION_IDS: JSON.stringify(ids),
      APP_DEPLOY_COMPLETED_COUNT: '3',
      APP_DEPLOY_FAILED_COUNT: '0'
    })
  })

  test("from the variables GitLab sets from the dotenv report, the app's records in --json", async () => {
    const { stdout, ids } = await submitted()
    // GitLab sets each line of the report as a variable of the later job, never through a shell.
    const status = await tool(['status', '--poll-interval', '1s', '--json'], dotenv(stdout))
    expect(status.exitCode).toBe(0)
    const records = JSON.parse(status.stdout) as Array<{ id: string; status: string }>
    expect(records.map(record => record.id)).toEqual(ids)
    expect(records.every(record => record.status === 'completed')).toBe(true)
  })

  test('a single id beside the list: every id of the list, then the single one when the list lacks it', async () => {
    const { ids } = await submitted()
    // Two jobs' reports: one of a fleet, one of one app (its id not in the list).
    const one = await tool(['submit', '--ipa-path', path.join(build, 'Acme.ipa'), '--no-wait'], {
      APP_DEPLOY_TEAM_ID: '1234567',
      APP_DEPLOY_RELEASE_ID: 'hotfix'
    })
    const single = dotenv(one.stdout).APP_DEPLOY_SUBMISSION_ID
    expect(ids).not.toContain(single)
    emulator.requests.length = 0
    const both = await tool(['status', '--no-wait', '--json'], {
      APP_DEPLOY_SUBMISSION_IDS: JSON.stringify(ids),
      APP_DEPLOY_SUBMISSION_ID: single
    })
    expect(both.exitCode).toBe(0)
    expect((JSON.parse(both.stdout) as Array<{ id: string }>).map(r => r.id)).toEqual([
      ...ids,
      single
    ])

    // A fleet of one prints both, the same id: it is followed once.
    emulator.requests.length = 0
    const ofOne = await tool(['status', '--no-wait'], {
      APP_DEPLOY_SUBMISSION_IDS: JSON.stringify([ids[0]]),
      APP_DEPLOY_SUBMISSION_ID: ids[0]
    })
    expect(ofOne.exitCode).toBe(0)
    expect(reads()).toEqual([ids[0]])
    expect(dotenv(ofOne.stdout).APP_DEPLOY_SUBMISSION_ID).toBe(ids[0])
  })

  test('a flag wins over what was handed on, and the file over the environment', async () => {
    const { stdout, ids } = await submitted()
    const flag = await tool(['status', '--no-wait', '--submission-id', ids[1]], dotenv(stdout))
    expect(flag.exitCode).toBe(0)
    expect(reads()).toEqual([ids[1]])

    // `source deploy.env` in a shell takes the quotes of the printed array.
    emulator.requests.length = 0
    const sourced = await tool(['status', '--no-wait'], {
      APP_DEPLOY_SUBMISSION_IDS: `[${ids.join(',')}]`
    })
    expect(sourced.exitCode).toBe(0)
    expect(reads().sort()).toEqual([...ids].sort())

    emulator.requests.length = 0
    const file = path.join(dir, 'two.env')
    writeFileSync(file, `APP_DEPLOY_SUBMISSION_IDS=${JSON.stringify(ids.slice(0, 2))}\n`)
    const fromFile = await tool(['status', '--no-wait', '--env-file', file], {
      APP_DEPLOY_SUBMISSION_ID: ids[2]
    })
    expect(fromFile.exitCode).toBe(0)
    expect(reads().sort()).toEqual(ids.slice(0, 2).sort())
  })

  test('with a token: each deployment of the list follows its own submission to the end', async () => {
    // A GitHub workflow's job running the tool: it records a deployment per IPA.
    const gh = {
      APP_DEPLOY_GITHUB_TOKEN: 'ghs_fleet_token',
      GITHUB_REPOSITORY: 'octo-org/ios-app',
      GITHUB_SHA: 'a'.repeat(40),
      GITHUB_API_URL: github.url
    }
    emulator.configure({ submissionOutcomes: ['completed', 'failed', 'completed'] })
    const submit = await tool(['submit', '--multiple', '--ipa-path', glob, '--no-wait'], gh)
    expect(submit.exitCode).toBe(0)
    const printed = dotenv(submit.stdout)
    const ids = JSON.parse(printed.APP_DEPLOY_SUBMISSION_IDS) as string[]
    const deployments = JSON.parse(printed.APP_DEPLOY_DEPLOYMENT_IDS) as string[]
    expect(deployments).toHaveLength(3)
    github.calls.length = 0

    const status = await tool(['status', '--poll-interval', '1s'], { ...printed, ...gh })
    expect(status.exitCode).toBe(1)
    const last: Record<string, unknown> = {}
    for (const call of github.calls) {
      const id = /\/deployments\/(\d+)\/statuses$/.exec(call.url)?.[1]
      if (id) last[id] = call.body.state
    }
    const failed = emulator.made().submissions[1]
    expect(deployments.map(id => last[id])).toEqual(
      ids.map(id => (id === failed ? 'failure' : 'success'))
    )
  })

  test('an unknown id of the list fails the step once all have ended, naming it (exit 4)', async () => {
    const { ids } = await submitted()
    const status = await tool(['status', '--no-wait'], {
      APP_DEPLOY_SUBMISSION_IDS: JSON.stringify([...ids, 'sub_9999'])
    })
    expect(status.exitCode).toBe(1)
    expect(reads()).toEqual(expect.arrayContaining([...ids, 'sub_9999']))
    expect(status.stderr).toMatch(/error: 1 of 4 submissions failed/)
    expect(status.stderr).toMatch(/- sub_9999: The service does not know submission sub_9999/)
  })

  test('the bundle: status --env-file with the printed list', async () => {
    const { stdout, ids } = await submitted()
    const file = path.join(dir, 'bundle.env')
    writeFileSync(file, stdout)
    const status = await runCli(['status', '--env-file', file, '--no-wait'], { env: baseEnv() })
    expect(status.exitCode).toBe(0)
    expect([...new Set(reads())].sort()).toEqual([...ids].sort())
    expect(JSON.parse(dotenv(status.stdout).APP_DEPLOY_SUBMISSION_IDS)).toEqual(ids)
  })
})

describe('delete-ipa takes the ipa-ids of an upload of several, as printed', () => {
  test('the tool: the printed JSON array as --ipa-id, or the line of --env-file', async () => {
    const upload = await tool(['upload', '--multiple', '--ipa-path', glob])
    expect(upload.exitCode).toBe(0)
    const printed = dotenv(upload.stdout).APP_DEPLOY_IPA_IDS
    expect(upload.stderr).not.toMatch(/cannot be ids/)
    const ids = JSON.parse(printed) as string[]
    expect(ids).toHaveLength(3)

    const first = await tool(['delete-ipa', '--ipa-id', JSON.stringify(ids.slice(0, 2))])
    expect(first.exitCode).toBe(0)
    expect(deletes()).toEqual(ids.slice(0, 2))
    expect(JSON.parse(dotenv(first.stdout).APP_DEPLOY_DELETED_IDS)).toEqual(ids.slice(0, 2))

    emulator.requests.length = 0
    const file = path.join(dir, 'upload.env')
    writeFileSync(file, upload.stdout)
    const rest = await tool(['delete-ipa', '--env-file', file])
    expect(rest.exitCode).toBe(0)
    expect(deletes()).toEqual(ids)
    expect(JSON.parse(dotenv(rest.stdout).APP_DEPLOY_DELETED_IDS)).toEqual([ids[2]])
    expect(rest.stderr).toMatch(/already deleted/)
  })

  test("the action: a later step's ipa-id is the upload step's ipa-ids output as it is", async () => {
    const upload = await run({ command: 'upload', multiple: 'true', 'ipa-path': glob })
    expect(upload.exitCode).toBe(0)
    const ids = JSON.parse(upload.outputs['ipa-ids']) as string[]
    expect(ids).toHaveLength(3)
    const removed = await run({ command: 'delete-ipa', 'ipa-id': upload.outputs['ipa-ids'] })
    expect(removed.exitCode).toBe(0)
    expect(deletes()).toEqual(ids)
    expect(JSON.parse(removed.outputs['deleted-ids'])).toEqual(ids)
  })
})

describe("--json of a fleet carries each app's record, whether it succeeded or not", () => {
  const expectRecords = (records: Array<Record<string, unknown>>, ids: string[]) => {
    expect(records.map(record => record.id).sort()).toEqual([...ids].sort())
    for (const [i, name] of APPS.entries())
      expect(records.find(r => r.bundle_id === `com.whitelabel.${name.toLowerCase()}`)).toEqual(
        expect.objectContaining({ version: '2.0.0', build: String(200 + i) })
      )
  }

  test('a failed fleet: the error, the outputs and the records, the failed one with its reason', async () => {
    emulator.configure({ submissionOutcomes: ['completed', 'failed', 'completed'] })
    const submit = await tool([
      'submit',
      '--multiple',
      '--ipa-path',
      glob,
      '--poll-interval',
      '1s',
      '--json'
    ])
    expect(submit.exitCode).toBe(1)
    const document = JSON.parse(submit.stdout) as {
      error: { kind: string; exitCode: number }
      outputs: Record<string, string>
      records: Array<Record<string, unknown>>
    }
    expect(document.error).toMatchObject({ kind: 'work-failed', exitCode: 1 })
    expect(document.outputs).toMatchObject({ 'completed-count': '2', 'failed-count': '1' })
    const ids = JSON.parse(document.outputs['submission-ids']) as string[]
    expectRecords(document.records, ids)
    const failed = document.records.filter(record => record.status === 'failed')
    expect(failed).toEqual([
      expect.objectContaining({
        id: emulator.made().submissions[1],
        failure_reason: expect.stringMatching(/rejected/),
        error: expect.stringMatching(/ended with status 'failed'/)
      })
    ])
    expect(document.records.filter(record => record.error === undefined)).toHaveLength(2)
  })

  test('a fleet that succeeded: the same records, as the answer', async () => {
    const submit = await tool(['submit', '--multiple', '--ipa-path', glob, '--no-wait', '--json'])
    expect(submit.exitCode).toBe(0)
    expectRecords(
      JSON.parse(submit.stdout) as Array<Record<string, unknown>>,
      emulator.made().submissions
    )
  })

  test('status of several that failed: each record, the unknown one with its error', async () => {
    const { ids } = await submitted()
    const status = await tool(['status', '--no-wait', '--json'], {
      APP_DEPLOY_SUBMISSION_IDS: JSON.stringify([...ids, 'sub_9999'])
    })
    expect(status.exitCode).toBe(1)
    const { records } = JSON.parse(status.stdout) as { records: Array<Record<string, unknown>> }
    expect(records.map(record => record.id)).toEqual([...ids, 'sub_9999'])
    expect(records[3]).toMatchObject({ error: expect.stringMatching(/does not know/) })
  })

  test('a fleet stopped by a refused key: exit 3, each record with the refusal', async () => {
    const upload = await tool(
      ['upload', '--multiple', '--ipa-path', glob, '--concurrency', '1', '--json'],
      { APP_DEPLOY_API_KEY: 'not-the-key-0000' }
    )
    expect(upload.exitCode).toBe(3)
    const document = JSON.parse(upload.stdout) as {
      error: { kind: string }
      records: Array<Record<string, unknown>>
    }
    expect(document.error.kind).toBe('refused')
    // One create was refused; the IPAs after it in turn were not sent, for the same reason.
    expect(emulator.requests.filter(r => r.method === 'POST')).toHaveLength(1)
    expect(document.records).toHaveLength(3)
    for (const record of document.records)
      expect(record).toMatchObject({ id: null, error: expect.stringMatching(/HTTP 401/) })
  })

  test('a fleet refused before sending: each IPA’s record, from its inspection and its failure', async () => {
    const refusedDir = path.join(dir, 'refused')
    mkdirSync(refusedDir)
    await makeIpa(path.join(refusedDir, 'Good.ipa'), {
      name: 'Good',
      bundleId: 'com.example.good',
      version: '3.1.0',
      build: '31',
      profile: { teamName: 'Example Corp' }
    })
    await makeIpa(path.join(refusedDir, 'Old.ipa'), {
      name: 'Old',
      bundleId: 'com.example.old',
      version: '3.2.0',
      build: '32',
      profile: { teamName: 'Example Corp', expires: new Date('2020-01-01T00:00:00Z') }
    })
    const submit = await tool([
      'submit',
      '--multiple',
      '--ipa-path',
      path.join(refusedDir, '*.ipa'),
      '--preflight',
      'strict',
      '--json'
    ])
    expect(submit.exitCode).toBe(2)
    expect(creates()).toHaveLength(0)
    const document = JSON.parse(submit.stdout) as {
      error: { message: string }
      records: Array<Record<string, unknown>>
    }
    expect(document.error.message).toContain('1 IPA of 2 cannot be sent, so none was sent')
    expect(document.records).toEqual([
      expect.objectContaining({
        id: null,
        bundle_id: 'com.example.good',
        version: '3.1.0',
        build: '31',
        error: 'Not sent: 1 IPA of 2 cannot be sent, so none was sent.'
      }),
      expect.objectContaining({
        id: null,
        bundle_id: 'com.example.old',
        version: '3.2.0',
        build: '32',
        error: expect.stringMatching(/expired/i)
      })
    ])
  })

  test('the bundle: a failed upload of several prints the records with the failure', async () => {
    emulator.injectFault({
      method: 'POST',
      path: '/ios/unsigned_ipas',
      kind: { type: 'status', status: 400 }
    })
    const upload = await runCli(
      ['upload', '--multiple', '--ipa-path', glob, '--concurrency', '1', '--json'],
      { env: baseEnv() }
    )
    expect(upload.exitCode).toBe(1)
    const document = JSON.parse(upload.stdout) as { records: Array<Record<string, unknown>> }
    expect(document.records).toHaveLength(3)
    expect(document.records.filter(record => record.error)).toHaveLength(1)
    expect(document.records.filter(record => typeof record.id === 'string')).toHaveLength(2)
  })
})

describe("a fleet's teams", () => {
  test('a profile of another team than team-id sends it to: one warning naming both, and it is sent', async () => {
    const result = await run({
      multiple: 'true',
      'ipa-path': glob,
      'team-id': '1234567',
      wait: 'false'
    })
    expect(result.exitCode).toBe(0)
    expect(creates().map(r => r.fields?.team_id)).toEqual(['1234567', '1234567', '1234567'])
    const warnings = result.log.split('\n').filter(line => line.startsWith('::warning'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /1 IPA of 3 is signed for another Apple team than the one 'team-id' 1234567 sends every IPA to: Globex\.ipa's profile names 'Client Apps' \(A1B2C3D4E5\), but it goes to 'Example Corp' \(1234567\)/
    )
    // 'Client Apps' is a team of the account: left out, team-id would send Globex there.
    expect(warnings[0]).toMatch(
      /Leave 'team-id' and 'team-name' out, so that each IPA goes to the team its profile names, or send it apart, with the 'team-id' of the team its profile names\.$/
    )
    expect(warnings[0]).not.toMatch(/\bstep\b/)
  })

  test("a profile of a team the account does not have: the warning's advice is what works, in the tool's words", async () => {
    const odd = path.join(dir, 'odd-team')
    await whitelabelIpas(odd, { Ours: {}, Theirs: { profile: { teamName: 'Nobody Inc' } } })
    const result = await tool([
      'submit',
      '--multiple',
      '--ipa-path',
      path.join(odd, '*.ipa'),
      '--team-id',
      '1234567',
      '--no-wait'
    ])
    expect(result.exitCode).toBe(0)
    expect(result.stderr).toMatch(
      /warning: 1 IPA of 2 is signed for another Apple team than the one --team-id 1234567 sends every IPA to: Theirs\.ipa's profile names 'Nobody Inc'.*Sign it with a profile of the team it goes to, or link the credentials of the team its profile names to the account and send it apart, with that team's --team-id\./
    )
    expect(result.stderr).not.toMatch(/Leave --team-id|\bstep\b/)
  })

  test('profiles that agree with team-id draw no warning', async () => {
    const result = await tool([
      'submit',
      '--multiple',
      '--ipa-path',
      path.join(build, 'Acme.ipa'),
      '--ipa-path',
      path.join(build, 'Initech.ipa'),
      '--team-id',
      '1234567',
      '--no-wait'
    ])
    expect(result.exitCode).toBe(0)
    expect(result.stderr).not.toMatch(/warning:/)
  })

  test('an unknown team-id is said once for the fleet, with the teams and advice for a fleet', async () => {
    const result = await tool([
      'submit',
      '--multiple',
      '--ipa-path',
      glob,
      '--team-id',
      '999',
      '--summary-file',
      'team.md'
    ])
    expect(result.exitCode).toBe(2)
    expect(creates()).toHaveLength(0)
    expect(result.stderr.match(/is 999/g)).toHaveLength(1)
    expect(result.stderr).toMatch(
      /--team-id \(APP_DEPLOY_TEAM_ID\) is 999, which is not among the teams of this account, and it applies to every IPA sent with it\. The account's teams: 1234567 'Example Corp', 7654321 'Client Apps'\./
    )
    expect(result.stderr).toMatch(
      /Give --team-id the team every IPA goes to, one of the account's; or leave --team-id and --team-name out, so that each IPA goes to the team its provisioning profile names\./
    )
    expect(result.stderr).not.toMatch(/Fix each/)
  })

  test("no team given, several teams, a profile of no team: the IPA, the teams, and a fleet's advice", async () => {
    const odd = path.join(dir, 'odd')
    await whitelabelIpas(odd, { Ours: {}, Theirs: { profile: { teamName: 'Nobody Inc' } } })
    const result = await tool(['submit', '--multiple', '--ipa-path', path.join(odd, '*.ipa')])
    expect(result.exitCode).toBe(2)
    expect(creates()).toHaveLength(0)
    expect(result.stderr).toMatch(/error: 1 IPA of 2 cannot be sent, so none was sent/)
    expect(result.stderr).toMatch(
      /- Theirs\.ipa \('Nobody Inc'\): no team of the account is named as the Apple team its provisioning profile names, and neither --team-id nor --team-name was given/
    )
    expect(result.stderr).toMatch(
      /The account's teams: 1234567 'Example Corp', 7654321 'Client Apps'/
    )
    expect(result.stderr).toMatch(
      /Sign that IPA with a profile of one of the account's teams, or link the credentials of the team its profile names to the account\. A --team-id applies to every IPA sent with it: give it only when all go to one team\./
    )
  })
})

describe('the advice of a failed fleet', () => {
  test('outside CI without release-id: a re-run would resend what went through, and how not to', async () => {
    emulator.configure({ submissionOutcomes: ['completed', 'failed', 'completed'] })
    const submit = await tool(['submit', '--multiple', '--ipa-path', glob, '--poll-interval', '1s'])
    expect(submit.exitCode).toBe(1)
    const failedFile = creates().find(
      r => (r.responseBody as Array<{ id: string }>)[0]?.id === emulator.made().submissions[1]
    )?.files?.[0]?.filename as string
    const through = APPS.map(name => `${name}.ipa`).filter(file => file !== failedFile)
    expect(submit.stderr).not.toMatch(/sends none of what went through again/)
    expect(submit.stderr).toContain(
      `Nothing ties a re-run to this run (no CI run, no --release-id): a re-run submits every IPA again, the 2 sent already too (${through.join(', ')}).`
    )
    expect(submit.stderr).toContain(
      `To send only what failed, run again with --ipa-path naming only it (${failedFile}). Give --release-id (the release's tag, say) to the runs of one release, and a re-run sends nothing twice.`
    )

    // What the advice says: a re-run sends all three again.
    emulator.requests.length = 0
    const again = await tool(['submit', '--multiple', '--ipa-path', glob, '--no-wait'])
    expect(again.exitCode).toBe(0)
    expect(creates()).toHaveLength(3)
    expect(emulator.made().submissions).toHaveLength(6)
  })

  test('outside CI, a submission still in progress past wait-timeout is to be followed, not sent again', async () => {
    emulator.configure({ submissionOutcomes: ['completed', 'stuck', 'completed'] })
    const submit = await tool([
      'submit',
      '--multiple',
      '--ipa-path',
      glob,
      '--poll-interval',
      '1s',
      '--wait-timeout',
      '5s'
    ])
    expect(submit.exitCode).toBe(1)
    const stuck = emulator.made().submissions[1]
    const stuckFile = creates().find(
      r => (r.responseBody as Array<{ id: string }>)[0]?.id === stuck
    )?.files?.[0]?.filename as string
    expect(submit.stderr).toMatch(/a re-run submits every IPA again, the 3 sent already too/)
    expect(submit.stderr).toContain(
      `Follow ${stuckFile}, still in progress, with app-store-deploy status --submission-id ${stuck} instead of sending it again.`
    )
    expect(submit.stderr).not.toMatch(/To send only what failed/)
  })

  test('with release-id, a re-run follows what went through: the advice says so, and it holds', async () => {
    emulator.configure({ submissionOutcomes: ['completed', 'failed', 'completed'] })
    const args = ['submit', '--multiple', '--ipa-path', glob, '--poll-interval', '1s']
    const submit = await tool([...args, '--release-id', 'v2.0.0'])
    expect(submit.exitCode).toBe(1)
    expect(submit.stderr).toContain(
      'A run with the same --release-id sends the same Idempotency-Key, so it submits nothing twice: a service that honours the key answers with what went through (only what failed is sent again).'
    )
    expect(submit.stderr).not.toMatch(/Nothing ties a re-run/)
    const made = emulator.made().submissions.length
    await tool([...args, '--release-id', 'v2.0.0'])
    // Only the failed one is a new try.
    expect(emulator.made().submissions.length).toBe(made + 1)
  })

  test('in a GitLab job: its pipeline ties a retry, said in its words, with no GitHub token', async () => {
    emulator.configure({ submissionOutcomes: ['completed', 'failed', 'completed'] })
    const submit = await tool(
      ['submit', '--multiple', '--ipa-path', glob, '--poll-interval', '1s'],
      {
        GITLAB_CI: 'true',
        CI: 'true',
        CI_PIPELINE_ID: '7001',
        CI_PROJECT_PATH: 'octo-org/ios-app',
        CI_JOB_NAME: 'release',
        CI_JOB_ID: '71'
      }
    )
    expect(submit.exitCode).toBe(1)
    expect(submit.stderr).toContain(
      'A retry of this job in its GitLab CI pipeline sends the same Idempotency-Key, so it submits nothing twice'
    )
    expect(submit.stderr).not.toMatch(/GITHUB_TOKEN|github-token|GitHub Deployment|this step/)
  })

  test('an upload of several outside CI: the re-run would store every IPA again', async () => {
    emulator.injectFault({
      method: 'POST',
      path: '/ios/unsigned_ipas',
      kind: { type: 'status', status: 400 }
    })
    const upload = await tool(['upload', '--multiple', '--ipa-path', glob, '--concurrency', '1'])
    expect(upload.exitCode).toBe(1)
    expect(upload.stderr).toMatch(/a re-run stores every IPA again, the 2 sent already too/)
    expect(upload.stderr).not.toMatch(/stores again only what failed/)
  })
})

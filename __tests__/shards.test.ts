/**
 * Shards of a fleet (issue 48), as tables: the split of the IPAs (the same whatever their order,
 * every IPA in exactly one shard, one app's IPAs together, balanced by size), each CI's parallel job
 * variables as its platform reads them, the problems of the shard inputs, and an app's
 * Idempotency-Key, the same from any shard of any total.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { splitFingerprint, splitFleet, type SplitMember } from '../src/fleet/split-fleet.js'
import { platformOf } from '../src/platforms/index.js'
import { commandLineInputs } from '../src/cli/source.js'
import { readsOf } from '../src/cli/args.js'
import { readInputs } from '../src/commands/read-inputs.js'
import { InputErrors } from '../src/inputs/reader.js'
import type { InputName } from '../src/inputs/names.js'
import { releaseKey } from '../src/exactly-once/idempotency-key.js'
import type { IpaInspection } from '../src/ipa/index.js'

const member = (group: string, weight: number): SplitMember => ({ group, weight })

describe('the split of a fleet', () => {
  test.each<[string, SplitMember[], number, number[]]>([
    [
      'the heaviest group first, each to the least loaded shard',
      [member('a', 100), member('b', 60), member('c', 50), member('d', 40)],
      2,
      [0, 1, 1, 0]
    ],
    [
      "an app's IPAs together, weighed as one",
      [member('a', 30), member('b', 50), member('a', 30)],
      2,
      [0, 1, 0]
    ],
    ['equal weights: by key, then the lowest shard', [member('b', 10), member('a', 10)], 2, [1, 0]],
    ['more shards than apps: the last get none', [member('a', 5), member('b', 5)], 4, [0, 1]],
    ['one shard: all of it', [member('a', 5), member('b', 7)], 1, [0, 0]]
  ])('%s', (_, members, total, shards) => {
    expect(splitFleet(members, total)).toEqual(shards)
  })

  const fleet = Array.from({ length: 23 }, (_, i) =>
    member(`bundle com.whitelabel.app${i % 17}`, 1000 + ((i * 7919) % 613))
  )

  test.each([2, 3, 5, 40])('every IPA in exactly one of %i shards', total => {
    const shards = splitFleet(fleet, total)
    const shares = Array.from({ length: total }, (_, index) =>
      fleet.filter((_, i) => shards[i] === index)
    )
    expect(shares.flat()).toHaveLength(fleet.length)
    expect(shards.every(shard => shard >= 0 && shard < total)).toBe(true)
    // An app's IPAs are in one shard.
    for (const { group } of fleet)
      expect(new Set(fleet.flatMap((m, i) => (m.group === group ? [shards[i]] : []))).size).toBe(1)
  })

  test('the same split whatever order the IPAs are listed in', () => {
    const reversed = [...fleet].reverse()
    const shardOf = (members: SplitMember[]) => {
      const shards = splitFleet(members, 3)
      return new Map(members.map((m, i) => [`${m.group} ${m.weight}`, shards[i]]))
    }
    expect(shardOf(reversed)).toEqual(shardOf(fleet))
  })

  test("the split's fingerprint: the same of the same IPAs in any order; another where one IPA is grouped by its file's name, or the count of shards differs", () => {
    const fingerprint = splitFingerprint(fleet, 3)
    expect(splitFingerprint([...fleet].reverse(), 3)).toBe(fingerprint)
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/)
    const unread = fleet.map((m, i) => (i === 4 ? member('file App4.ipa', m.weight) : m))
    expect(splitFingerprint(unread, 3)).not.toBe(fingerprint)
    expect(splitFingerprint(fleet, 4)).not.toBe(fingerprint)
  })
})

/** What every CI run needs besides its parallel variables (none of a real runner's). */
const CI_VARIABLES = {
  gitlab: (index: number, total: number) => ({
    GITLAB_CI: 'true',
    CI_PIPELINE_ID: '4567',
    CI_PROJECT_PATH: 'agency/apps',
    CI_JOB_NAME: `submit ${index + 1}/${total}`,
    CI_NODE_INDEX: String(index + 1),
    CI_NODE_TOTAL: String(total)
  }),
  circleci: (index: number, total: number) => ({
    CIRCLECI: 'true',
    CIRCLE_WORKFLOW_WORKSPACE_ID: 'ws-1',
    CIRCLE_JOB: 'submit',
    CIRCLE_NODE_INDEX: String(index),
    CIRCLE_NODE_TOTAL: String(total)
  }),
  azure: (index: number, total: number) => ({
    TF_BUILD: 'True',
    BUILD_BUILDID: '88',
    SYSTEM_COLLECTIONURI: 'https://dev.azure.com/agency/',
    SYSTEM_TEAMPROJECT: 'apps',
    SYSTEM_JOBIDENTIFIER: `Release.submit.Job${index + 1}`,
    SYSTEM_JOBPOSITIONINPHASE: String(index + 1),
    SYSTEM_TOTALJOBSINPHASE: String(total)
  })
}

describe("each CI's parallel job, as its platform reads it", () => {
  test.each<[string, Record<string, string>, { index: number; total: number } | undefined]>([
    ['GitLab, CI_NODE_INDEX from 1', CI_VARIABLES.gitlab(1, 3), { index: 1, total: 3 }],
    ['CircleCI, CIRCLE_NODE_INDEX from 0', CI_VARIABLES.circleci(1, 3), { index: 1, total: 3 }],
    ['Azure Pipelines, from 1', CI_VARIABLES.azure(1, 3), { index: 1, total: 3 }],
    ['GitLab, an ordinary job', { GITLAB_CI: 'true', CI_PIPELINE_ID: '1' }, undefined],
    ['GitHub Actions (a matrix says nothing)', { GITHUB_ACTIONS: 'true' }, undefined]
  ])('%s', (_, env, parallel) => {
    const read = platformOf(env).run(env).parallel
    expect(read && { index: read.index, total: read.total }).toEqual(parallel)
  })
})

const dir = mkdtempSync(path.join(os.tmpdir(), 'shards-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const ipa = path.join(dir, 'App.ipa')
writeFileSync(ipa, 'not read while the inputs are')

/** The problems of submit's inputs given as flags, in a run of the CI whose variables `env` holds. */
async function problemsOf(
  flags: Record<string, string>,
  env: Record<string, string> = {}
): Promise<string[]> {
  const source = commandLineInputs({
    command: 'submit',
    reads: new Set(readsOf('submit')),
    flags: new Map(
      Object.entries({
        'ipa-path': ipa,
        'base-url': 'https://deploy.example.com/api/v1',
        ...flags
      }) as Array<[InputName, string]>
    ),
    env,
    apiKey: 'k-1',
    keyName: 'APP_DEPLOY_API_KEY',
    platform: platformOf(env)
  })
  try {
    const { config } = await readInputs(source, () => undefined)
    return [`read: ${JSON.stringify((config as { shard: unknown }).shard)}`]
  } catch (error) {
    if (!(error instanceof InputErrors)) throw error
    return error.problems
  }
}

describe('the shard inputs', () => {
  test.each<[string, Record<string, string>, Record<string, string>, string[]]>([
    [
      'given',
      { multiple: 'true', 'shard-index': '2', 'shard-total': '4' },
      {},
      ['read: {"index":2,"total":4}']
    ],
    [
      'not given, outside a parallel job: the whole fleet',
      { multiple: 'true' },
      {},
      ['read: {"index":0,"total":1}']
    ],
    [
      'not given, GitLab CI_NODE_INDEX 2 of 3',
      { multiple: 'true' },
      CI_VARIABLES.gitlab(1, 3),
      ['read: {"index":1,"total":3}']
    ],
    [
      'given wins over the CI',
      { multiple: 'true', 'shard-index': '0', 'shard-total': '2' },
      CI_VARIABLES.gitlab(2, 3),
      ['read: {"index":0,"total":2}']
    ],
    [
      'a total of 1 from the CI, without multiple: no split',
      {},
      CI_VARIABLES.circleci(0, 1),
      ['read: {"index":0,"total":1}']
    ],
    [
      'neither a whole number: both said in one run',
      { multiple: 'true', 'shard-index': 'one', 'shard-total': '2.5' },
      {},
      [
        "--shard-total (APP_DEPLOY_SHARD_TOTAL) is '2.5', which is not a whole number: give how many jobs share the fleet.",
        "--shard-index (APP_DEPLOY_SHARD_INDEX) is 'one', which is not a whole number: give this job's share, from 0."
      ]
    ],
    [
      'an index past the total',
      { multiple: 'true', 'shard-index': '3', 'shard-total': '3' },
      {},
      [
        '--shard-index (APP_DEPLOY_SHARD_INDEX) is 3, but --shard-total is 3: the shards are numbered from 0 to 2.'
      ]
    ],
    [
      'one without the other',
      { multiple: 'true', 'shard-index': '1' },
      {},
      [
        "--shard-index (APP_DEPLOY_SHARD_INDEX) is given without --shard-total: give both (this job's share from 0, and how many jobs share the fleet), or neither."
      ]
    ],
    [
      'a split without multiple, with the other problems of the run',
      { 'shard-index': '0', 'shard-total': '2', 'poll-interval': 'soon' },
      {},
      [
        "--poll-interval (APP_DEPLOY_POLL_INTERVAL) is 'soon', which is not a duration: write seconds (900) or a duration such as 90s, 30m or 2h.",
        '--shard-total (APP_DEPLOY_SHARD_TOTAL) is 2, but only --multiple splits a fleet: set it, so that each job sends its share of the IPAs matched.'
      ]
    ],
    [
      "the CI's parallel job (a matrix leg) without multiple: its one IPA, whole",
      {},
      CI_VARIABLES.azure(0, 2),
      ['read: {"index":0,"total":1}']
    ],
    [
      "GitLab's parallel: matrix without multiple: its one IPA, whole",
      {},
      CI_VARIABLES.gitlab(2, 3),
      ['read: {"index":0,"total":1}']
    ],
    [
      "the CI's variables that say no copy",
      { multiple: 'true' },
      { ...CI_VARIABLES.gitlab(0, 3), CI_NODE_INDEX: '4' },
      [
        "The CI's parallel job variables CI_NODE_INDEX (4) and CI_NODE_TOTAL (3) do not say which of the job's copies this is: give --shard-index and --shard-total instead."
      ]
    ]
  ])('%s', async (_, flags, env, expected) => {
    expect(await problemsOf(flags, env)).toEqual(expected)
  })
})

describe("an app's Idempotency-Key in a sharded run", () => {
  const inspection = {
    app: {
      path: 'Payload/App.app',
      bundleId: 'com.whitelabel.acme',
      shortVersion: '2.0.0',
      build: '7'
    }
  } as unknown as IpaInspection
  const keyIn = async (env: Record<string, string>, fleet: boolean) =>
    (
      await releaseKey({
        run: platformOf(env).run(env),
        command: 'submit',
        teamId: 1,
        source: { kind: 'file', path: path.join(dir, 'Acme.ipa'), size: 1 },
        inspection,
        fleet
      })
    ).key

  test.each(Object.entries(CI_VARIABLES))(
    '%s: the same from shard 0 of 3 and shard 1 of 2',
    async (_, variables) => {
      expect(await keyIn(variables(0, 3), true)).toBe(await keyIn(variables(1, 2), true))
    }
  )

  test('a fleet not split (shard-total 1) has the key of its shards', async () => {
    const whole = { ...CI_VARIABLES.gitlab(0, 1), CI_JOB_NAME: 'submit-all' }
    expect(await keyIn(whole, true)).toBe(await keyIn(CI_VARIABLES.gitlab(1, 3), true))
  })

  test('one IPA, not a fleet, keeps its job in the key: two jobs of a pipeline, two releases', async () => {
    const gitlab = CI_VARIABLES.gitlab(0, 1)
    expect(await keyIn({ ...gitlab, CI_JOB_NAME: 'submit-eu' }, false)).not.toBe(
      await keyIn({ ...gitlab, CI_JOB_NAME: 'submit-us' }, false)
    )
  })
})

/**
 * gather's reading of the shards' reports and its checks of the set, pure: each field's type, another
 * kind of JSON and a newer version named as such; one run, one count of shards, each shard once (a
 * later attempt's report wins), none missing, the shares adding up to the fleet.
 */
import { describe, expect, test } from '@jest/globals'
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { checkSet } from '../src/commands/gather/check-set.js'
import {
  checkedReport,
  readReportFile,
  REPORT_MAX_BYTES,
  type ReadReport
} from '../src/commands/gather/read-report.js'
import { explain } from '../src/commands/failures/index.js'
import type { GatherFailure } from '../src/commands/failures/gather.js'
import type { FleetReportDocument, ReportRun } from '../src/fleet/report-document.js'
import { app, RUN, shardReport } from './support/shard-reports.js'

const RELEASE: ReportRun = { tie: 'release-id', id: 'release 2026.12' }
const OTHER_RUN: ReportRun = { ...RUN, id: 'run octo/apps#6999' }
import { actionNames } from './support/names.js'

const valid = shardReport(0, 2, [app(1), app(2)])
const edited = (edit: (report: Record<string, unknown>) => void): unknown => {
  const copy = JSON.parse(JSON.stringify(valid)) as Record<string, unknown>
  edit(copy)
  return copy
}

describe('a report read as untrusted JSON', () => {
  test('a report as a fleet writes it is read as it is', () => {
    expect(checkedReport(JSON.parse(JSON.stringify(valid)))).toEqual({ report: valid })
  })

  test.each<[string, unknown, ReadReport]>([
    ['another JSON document', { name: 'package', version: '1.0.0' }, { why: 'other-kind' }],
    ['a JSON list', [valid], { why: 'other-kind' }],
    ['a newer version', edited(r => (r.version = 2)), { why: 'newer-version', version: 2 }],
    [
      'an older version no tool wrote',
      edited(r => (r.version = 0)),
      { why: 'bad-field', field: 'version', expected: '1' }
    ],
    [
      'a command gather does not know',
      edited(r => (r.command = 'delete-ipa')),
      { why: 'bad-field', field: 'command', expected: 'one of submit, upload' }
    ],
    [
      'a shard index past the total',
      edited(r => (r.shard = { index: 2, total: 2 })),
      { why: 'bad-field', field: 'shard.index', expected: 'below shard.total (2)' }
    ],
    [
      'a shard index as text',
      edited(r => (r.shard = { index: '0', total: 2 })),
      { why: 'bad-field', field: 'shard.index', expected: 'a whole number from 0' }
    ],
    [
      "an app's label as a number",
      edited(r => ((r.apps as Array<Record<string, unknown>>)[1].label = 7)),
      { why: 'bad-field', field: 'apps[1].label', expected: 'text' }
    ],
    [
      "an app's failure as an object",
      edited(r => ((r.apps as Array<Record<string, unknown>>)[0].failure = { html: '<b>' })),
      { why: 'bad-field', field: 'apps[0].failure', expected: 'text' }
    ],
    [
      'a record that is no object',
      edited(r => ((r.records as unknown[])[0] = 'sub_1')),
      { why: 'bad-field', field: 'records[0]', expected: 'an object' }
    ],
    [
      'fewer apps than its share',
      edited(r => (r.apps as unknown[]).pop()),
      { why: 'bad-field', field: 'apps', expected: 'one per label of share' }
    ],
    [
      'a run of an unknown tie',
      edited(r => (r.run = { tie: 'moon', id: 'x' })),
      { why: 'bad-field', field: 'run.tie', expected: 'one of release-id, run, pipeline' }
    ],
    [
      'an end that is no time',
      edited(r => (r.endedAt = 'soon')),
      { why: 'bad-field', field: 'endedAt', expected: 'a time (ISO 8601)' }
    ],
    [
      'rate-limit waits below zero',
      edited(r => (r.rateLimit = { waits: -1, waitedMs: 0 })),
      { why: 'bad-field', field: 'rateLimit.waits', expected: 'a whole number from 0' }
    ]
  ])('%s is named as such', (_, value, expected) => {
    expect(checkedReport(value)).toEqual(expected)
  })

  test('a file past the budget is not read; a file that is not JSON is named so', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'gather-read-'))
    const large = path.join(folder, 'large.json')
    writeFileSync(large, '')
    truncateSync(large, REPORT_MAX_BYTES + 1)
    const text = path.join(folder, 'notes.json')
    writeFileSync(text, 'shard 1 went fine')
    expect(await readReportFile(large)).toEqual({
      why: 'too-large',
      bytes: REPORT_MAX_BYTES + 1,
      limit: REPORT_MAX_BYTES
    })
    expect(await readReportFile(text)).toEqual({ why: 'not-json' })
    expect(await readReportFile(path.join(folder, 'gone.json'))).toEqual({
      why: 'unreadable',
      code: 'ENOENT'
    })
  })
})

/** Reports as read from files named after their shard (and attempt). */
function files(...reports: FleetReportDocument[]): Array<{ file: string; read: ReadReport }> {
  return reports.map(report => ({
    file: `r/${report.shard.index}-${report.run?.attempt ?? 0}.json`,
    read: { report }
  }))
}

const shard = (
  index: number,
  total: number,
  options: Parameters<typeof shardReport>[3] = {}
): FleetReportDocument =>
  shardReport(index, total, [app(index * 2 + 1), app(index * 2 + 2)], options)

describe('the set of reports, one release', () => {
  test('every shard of one run, once: the shards in their order, no problem', () => {
    const set = checkSet(files(shard(2, 3), shard(0, 3), shard(1, 3)))
    expect(set.problems).toEqual([])
    expect(set.shards.map(one => one.report.shard.index)).toEqual([0, 1, 2])
    expect(set.run).toBe(RUN.id)
  })

  test('a missing shard is named by its number and index', () => {
    expect(checkSet(files(shard(0, 4), shard(1, 4), shard(3, 4))).problems).toEqual([
      { type: 'missing-shard', index: 2, total: 4 }
    ])
  })

  test('a report of another run is named with its file and its run, and its shard is missing', () => {
    const other = { ...RUN, id: 'run octo/apps#6999' }
    expect(checkSet(files(shard(0, 3), shard(1, 3, { run: other }), shard(2, 3))).problems).toEqual(
      [
        { type: 'other-run', file: 'r/1-1.json', run: other.id, expected: RUN.id },
        { type: 'missing-shard', index: 1, total: 3 }
      ]
    )
  })

  test("inside a CI run, the reports must be of the gathering job's run, however many agree", () => {
    const own = { ...RUN, id: 'run octo/apps#8000' }
    const set = checkSet(files(shard(0, 1)), own)
    expect(set.problems[0]).toEqual({
      type: 'other-run',
      file: 'r/0-1.json',
      run: RUN.id,
      expected: own.id
    })
  })

  test("a shard reported by two attempts of the run is the later attempt's, and says so", () => {
    const set = checkSet(
      files(shard(0, 2), shard(1, 2), shard(1, 2, { run: { ...RUN, attempt: 2 } }))
    )
    expect(set.problems).toEqual([])
    expect(set.shards.map(one => one.file)).toEqual(['r/0-1.json', 'r/1-2.json'])
    expect(set.laterAttempts).toEqual([
      {
        index: 1,
        total: 2,
        taken: { file: 'r/1-2.json', attempt: 2 },
        dropped: [{ file: 'r/1-1.json', attempt: 1 }]
      }
    ])
  })

  test('two reports of one shard that no attempt tells apart are a problem naming both files', () => {
    const twice = [shard(0, 1), shard(0, 1)]
    const read = files(...twice).map((one, i) => ({ ...one, file: `r/copy-${i}.json` }))
    expect(checkSet(read).problems).toEqual([
      { type: 'shard-twice', index: 0, total: 1, files: ['r/copy-0.json', 'r/copy-1.json'] }
    ])
  })

  test('reports that disagree on the count of shards are named with their files', () => {
    const { problems } = checkSet(files(shard(0, 2), shard(1, 2), shard(2, 3, { fleetSize: 4 })))
    expect(problems).toEqual([
      {
        type: 'totals-differ',
        what: 'shards',
        values: ['2 (r/0-1.json, r/1-1.json)', '3 (r/2-1.json)']
      }
    ])
  })

  test("shares that do not add up to the fleet's size are a problem", () => {
    const { problems } = checkSet(
      files(shard(0, 2, { fleetSize: 5 }), shard(1, 2, { fleetSize: 5 }))
    )
    expect(problems).toEqual([{ type: 'shares-short', fleetSize: 5, gathered: 4 }])
  })

  test("a dry run's report is a problem naming its file and shard", () => {
    const dry = shard(1, 2, { changes: { dryRun: true } })
    expect(checkSet(files(shard(0, 2), dry)).problems).toEqual([
      { type: 'dry-run', file: 'r/1-1.json', index: 1, total: 2 }
    ])
  })

  test('shards that split the fleet differently are named by their shards and files', () => {
    const split = (index: number, fingerprint: string) =>
      shard(index, 3, { changes: { split: fingerprint } })
    expect(checkSet(files(split(0, 'a'), split(1, 'a'), split(2, 'a'))).problems).toEqual([])
    expect(checkSet(files(split(0, 'a'), split(1, 'b'), split(2, 'a'))).problems).toEqual([
      {
        type: 'splits-differ',
        splits: [
          { shards: [0, 2], files: ['r/0-1.json', 'r/2-1.json'] },
          { shards: [1], files: ['r/1-1.json'] }
        ]
      }
    ])
  })

  test.each<[string, ReportRun, string | undefined]>([
    ["the shards' release-id, where gather's run is a workflow run", RELEASE, '2026.12'],
    ['none, where the reports are of another workflow run', OTHER_RUN, undefined]
  ])('a report of another run carries %s', (_, run, releaseId) => {
    const [problem] = checkSet(files(shard(0, 1, { run })), RUN).problems
    expect(problem).toEqual({
      type: 'other-run',
      file: `r/0-${run.attempt ?? 0}.json`,
      run: run.id,
      expected: RUN.id,
      ...(releaseId && { releaseId })
    })
  })

  test('an unreadable file is a problem, and the shards it held are missing', () => {
    const read = [...files(shard(0, 2)), { file: 'r/x.json', read: { why: 'not-json' } as const }]
    expect(checkSet(read).problems).toEqual([
      { type: 'unreadable-report', file: 'r/x.json', why: 'not-json' },
      { type: 'missing-shard', index: 1, total: 2 }
    ])
  })
})

describe("gather's failure in words", () => {
  test('a missing shard names its number, its index and the input', () => {
    const { problems } = explain(
      {
        type: 'gather-failed',
        files: 3,
        apps: 6,
        problems: [{ type: 'missing-shard', index: 2, total: 4 }],
        failed: [],
        failedShards: []
      },
      actionNames
    )
    expect(problems).toEqual([
      "shard 3 of 4 (index 2): no report among the files 'reports' matched."
    ])
  })

  const failure = (changes: Partial<GatherFailure>): GatherFailure => ({
    type: 'gather-failed',
    files: 3,
    apps: 6,
    problems: [],
    failed: [],
    failedShards: [],
    ...changes
  })

  test.each<
    [string, Partial<GatherFailure>, { headline: string; problems: string[]; next: string }]
  >([
    [
      "a dry run's report: nothing was sent, run the shard without dry-run",
      { problems: [{ type: 'dry-run', file: 'r/1.json', index: 1, total: 3 }] },
      {
        headline: "The release is incomplete: 1 problem with the shards' reports",
        problems: ["r/1.json (shard 2 of 3 (index 1)) is a dry run's report: nothing was sent."],
        next: "Run each shard that made a dry run's report without 'dry-run', then this step."
      }
    ],
    [
      'splits that differ: which shards, and every shard must see the same IPAs',
      {
        problems: [
          {
            type: 'splits-differ',
            splits: [
              { shards: [0, 2], files: ['r/0.json', 'r/2.json'] },
              { shards: [1], files: ['r/1.json'] }
            ]
          }
        ]
      },
      {
        headline: "The release is incomplete: 1 problem with the shards' reports",
        problems: [
          'the shards split the fleet differently, so an app may have been sent by none: shards 1 and 3 one way (r/0.json, r/2.json); shard 2 another (r/1.json).'
        ],
        next: "Every shard must see the same IPAs, the same files: give each shard's job the same 'ipa-path' and the same build artifacts (an IPA a shard cannot read is split by its file name rather than its bundle id), then re-run every shard's job (a re-run sends nothing twice) and this step."
      }
    ],
    [
      "a shard's run that failed while none of its apps did: the release failed, naming it",
      { failedShards: [{ index: 1, total: 3, failure: 'The run was stopped (SIGTERM).' }] },
      {
        headline: "1 shard's run failed in the release",
        problems: ['shard 2 of 3 (index 1): its run failed: The run was stopped (SIGTERM).'],
        next: 'Re-run the job of each shard whose run failed (the re-run sends nothing twice, and follows what the first left going), then this step.'
      }
    ],
    [
      "reports of the shards' release-id, gather not given it: give gather the same release-id",
      {
        problems: [
          {
            type: 'other-run',
            file: 'r/0.json',
            run: 'release 2026.12',
            expected: 'run octo/apps#7001',
            releaseId: '2026.12'
          },
          { type: 'missing-shard', index: 0, total: 1 }
        ]
      },
      {
        headline: "The release is incomplete: 2 problems with the shards' reports",
        problems: [
          'r/0.json is a report of release 2026.12, not of run octo/apps#7001.',
          "shard 1 of 1 (index 0): no report among the files 'reports' matched."
        ],
        next: "The shards were given 'release-id': give this step the same (2026.12)."
      }
    ]
  ])('%s', (_, changes, words) => {
    expect(explain(failure(changes), actionNames)).toMatchObject(words)
  })
})

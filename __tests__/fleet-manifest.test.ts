/**
 * The fleet manifest read and matched, pure: which texts are a manifest and which problems each
 * other one has (its entry and line named), which entry names an IPA, and what an entry sets over
 * the step's inputs.
 */
import { describe, expect, test } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { parseManifest, readManifest } from '../src/fleet-manifest/read-manifest.js'
import { entriesNaming } from '../src/fleet-manifest/match.js'
import type { ManifestEntry } from '../src/fleet-manifest/fields.js'
import { settingsOf } from '../src/commands/submit/manifest.js'
import { repoRoot } from './support/run-action.js'

describe('a manifest read', () => {
  test.each([
    [
      'YAML, each field',
      'apps:\n  - bundle-id: com.a.one\n    team-id: 7\n    notify-emails: [a@x.io, "B Team <b@x.io>"]\n    preflight-skip: itms-91053\n  - ipa: build/*.ipa\n    team-name: Two\n',
      [
        {
          index: 0,
          line: 2,
          match: { bundleId: 'com.a.one' },
          teamId: 7,
          notifyEmails: ['a@x.io', 'b@x.io'],
          preflightSkip: ['ITMS-91053']
        },
        { index: 1, line: 6, match: { ipa: 'build/*.ipa' }, teamName: 'Two' }
      ]
    ],
    [
      'JSON, which is YAML',
      '{"apps": [{"bundle-id": "com.a.one", "team-id": 7, "notify-emails": "a@x.io, c@x.io"}]}',
      [
        {
          index: 0,
          line: 1,
          match: { bundleId: 'com.a.one' },
          teamId: 7,
          notifyEmails: ['a@x.io', 'c@x.io']
        }
      ]
    ],
    ['an empty list of apps', 'apps: []', []],
    [
      'empty lists, that set none',
      'apps:\n  - bundle-id: com.a.one\n    notify-emails: []\n    preflight-skip: []\n',
      [{ index: 0, line: 2, match: { bundleId: 'com.a.one' }, notifyEmails: [], preflightSkip: [] }]
    ]
  ])('%s', async (_, text, entries) => {
    const read = await parseManifest(text)
    expect(read.problems).toEqual([])
    expect(read.entries.map(entry => JSON.parse(JSON.stringify(entry)))).toEqual(entries)
  })

  test.each([
    [
      'a key written twice, at its line',
      'apps:\n  - bundle-id: com.a\n    bundle-id: com.b\n',
      [/^cannot be parsed at line 3: Map keys must be unique/]
    ],
    ['no apps list', 'clients: []', [/^has 'clients' at its top/, /^holds no 'apps:' list/]],
    [
      'an unknown field, at its line',
      'apps:\n  - bundle-id: com.a.one\n    team: 7\n',
      [
        /^has apps\[0\] \(line 2\): 'team' \(line 3\) is not a field of an entry: use bundle-id, ipa, team-id/
      ]
    ],
    [
      'a wrong type',
      'apps:\n  - bundle-id: com.a.one\n    notify-emails: {a: b}\n',
      [/^has apps\[0\] \(line 2\): notify-emails \(line 3\) is a mapping: write a list/]
    ],
    [
      'an invalid e-mail',
      'apps:\n  - bundle-id: com.a.one\n    notify-emails: [nobody]\n',
      [
        /^has apps\[0\] \(line 2\): notify-emails \(line 3\) has an address that is not valid: 'nobody'/
      ]
    ],
    [
      'an invalid team id',
      'apps:\n  - bundle-id: com.a.one\n    team-id: abc\n',
      [/^has apps\[0\] \(line 2\): team-id \(line 3\) is 'abc', which is not a whole number/]
    ],
    [
      'a team id out of range',
      'apps:\n  - bundle-id: com.a.one\n    team-id: 0\n',
      [/team-id \(line 3\) is 0, out of range/]
    ],
    [
      'an unknown preflight code, with the nearest',
      'apps:\n  - bundle-id: com.a.one\n    preflight-skip: [ITMS-91O53]\n',
      [/preflight-skip \(line 3\) names 'ITMS-91O53' \(did you mean 'ITMS-91053'\?\)/]
    ],
    [
      'an entry naming no IPA',
      'apps:\n  - team-id: 7\n',
      [/^has apps\[0\] \(line 2\): names no IPA/]
    ],
    [
      'an entry naming IPAs twice over',
      'apps:\n  - bundle-id: com.a.one\n    ipa: a.ipa\n',
      [/has both 'bundle-id' and 'ipa'/]
    ],
    [
      'an entry that is no mapping',
      'apps:\n  - com.a.one\n',
      [/^has apps\[0\] \(line 2\), which is not an entry/]
    ],
    [
      'every problem of every entry at once',
      'apps:\n  - bundle-id: com.a.one\n    team-id: x\n    notify-emails: [bad]\n  - ipa: 3\n    colour: red\n',
      [/apps\[0\].*team-id/, /apps\[0\].*notify-emails/, /apps\[1\] \(line 5\): 'colour'/]
    ]
  ])('%s is a problem', async (_, text, problems) => {
    const read = await parseManifest(text)
    expect(read.problems).toHaveLength(problems.length)
    problems.forEach((problem, i) => expect(read.problems[i]).toMatch(problem))
  })

  test('a file that cannot be read, or has problems, is one problem of the input naming the file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-'))
    const file = path.join(dir, 'apps.yml')
    await expect(readManifest(file)).rejects.toMatchObject({
      input: 'fleet-manifest',
      problem: expect.stringMatching(/^'.*apps\.yml' cannot be read/)
    })
    writeFileSync(file, 'apps:\n  - team-id: x\n')
    await expect(readManifest(file)).rejects.toMatchObject({
      input: 'fleet-manifest',
      problem: expect.stringMatching(
        /^'.*apps\.yml' has 2 problems; fix each.*\n {2}- has apps\[0\]/
      )
    })
  })

  test('the example under examples/ is a manifest', async () => {
    const manifest = await readManifest(path.join(repoRoot, 'examples/fleet-manifest/apps.yml'))
    expect(manifest.entries.map(entry => entry.match)).toEqual([
      { bundleId: 'com.acme.clients.bakery' },
      { bundleId: 'com.acme.clients.gym' },
      { ipa: 'build/florist/*.ipa' }
    ])
  })
})

describe('the entry that names an IPA', () => {
  const entry = (index: number, match: ManifestEntry['match']): ManifestEntry => ({ index, match })
  const byId = entry(0, { bundleId: 'com.a.One' })
  const byGlob = entry(1, { ipa: 'build/b/*.ipa' })
  const alsoById = entry(2, { bundleId: 'com.a.one' })
  const files = (of: ManifestEntry): Set<string> =>
    new Set(of === byGlob ? ['/w/build/b/B.ipa', '/w/build/b/A.ipa'] : [])

  test.each([
    ['by its bundle id, in any case', { path: '/w/A.ipa', bundleId: 'COM.A.ONE' }, [byId], [byId]],
    [
      'by a glob that matched its file',
      { path: '/w/build/b/B.ipa', bundleId: 'com.b' },
      [byId, byGlob],
      [byGlob]
    ],
    ['by none', { path: '/w/C.ipa', bundleId: 'com.c' }, [byId, byGlob], []],
    ['by none when its bundle id is unknown', { path: '/w/C.ipa' }, [byId], []],
    [
      'by two bundle-id entries',
      { path: '/w/A.ipa', bundleId: 'com.a.one' },
      [byId, alsoById],
      [byId, alsoById]
    ],
    [
      'by a bundle id and a glob',
      { path: '/w/build/b/A.ipa', bundleId: 'com.a.one' },
      [byId, byGlob],
      [byId, byGlob]
    ]
  ])('%s', (_, ipa, entries, named) => {
    expect(entriesNaming(ipa, entries, files)).toEqual(named)
  })
})

describe('what an entry sets over the step', () => {
  const step = {
    team: { kind: 'only' } as const,
    notifyEmails: ['step@x.io'],
    preflightSkip: ['ITMS-90000']
  }
  const base: ManifestEntry = { index: 0, match: { bundleId: 'com.a' } }

  test.each([
    ["nothing: the step's inputs", base, step],
    [
      'a team id, with its name to check',
      { ...base, teamId: 7, teamName: 'Seven' },
      { ...step, team: { kind: 'id', id: 7, name: 'Seven' } }
    ],
    [
      'a team name',
      { ...base, teamName: 'Seven' },
      { ...step, team: { kind: 'name', name: 'Seven' } }
    ],
    [
      'e-mails and skips, even none',
      { ...base, notifyEmails: [], preflightSkip: [] },
      { ...step, notifyEmails: [], preflightSkip: [] }
    ]
  ])('%s', (_, entry, settings) => {
    expect(settingsOf(entry, step)).toEqual(settings)
  })

  test("a team the entry names replaces the step's whole", () => {
    const given = { ...step, team: { kind: 'id', id: 1, name: 'One' } as const }
    expect(settingsOf({ ...base, teamName: 'Seven' }, given).team).toEqual({
      kind: 'name',
      name: 'Seven'
    })
  })
})

/**
 * docs/app-store-coverage.md: the list of Apple's codes (src/ipa/rules/apple-codes.ts) against the
 * policy table, the generation refusing a list that disagrees with the table, and the committed page
 * being what they make of it.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { APPLE_CODES, type AppleCode } from '../src/ipa/rules/apple-codes.js'
import type { PreflightCheck } from '../src/ipa/rules/policy.js'
import { coverageDoc, coverageProblems, coverageTable } from '../scripts/coverage-docs.js'
import { repoRoot } from '../scripts/markdown.js'
import { quietly } from './support/quietly.js'

const dir = mkdtempSync(path.join(os.tmpdir(), 'app-store-coverage-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const check = (code: string, covers?: string[]): PreflightCheck => ({
  code,
  ...(covers ? { covers } : {}),
  title: 't',
  level: 'refuse',
  fix: 'f',
  source: 's'
})
const POLICY = [check('ITMS-90087'), check('deadline-radar'), check('ITMS-90360', ['ITMS-90530'])]
const listed = (code: string, reason?: string): AppleCode =>
  reason === undefined ? { code, title: 'T' } : { code, title: 'T', reason }

describe('the list and the policy table agree, or the generation fails', () => {
  test.each<[string, AppleCode[], string[]]>([
    [
      'every code of a check listed without a reason, one more with its reason',
      [listed('ITMS-90087'), listed('ITMS-90360'), listed('ITMS-90530'), listed('ITMS-90189', 'r')],
      []
    ],
    [
      'a code a check covers, listed with a reason (a rule merged, its reason left)',
      [listed('ITMS-90087'), listed('ITMS-90360'), listed('ITMS-90530', 'a reason')],
      [
        'ITMS-90530 is checked by `ITMS-90360`, yet the list says why it is not ("a reason"): remove its reason.'
      ]
    ],
    [
      'a code no check covers, listed without a reason',
      [listed('ITMS-90087'), listed('ITMS-90360'), listed('ITMS-90530'), listed('ITMS-90189')],
      [
        'ITMS-90189 is checked by no check of preflight, and the list says not why: give it a reason, or a check its code.'
      ]
    ],
    [
      "a check's code, and one it covers, missing from the list",
      [listed('ITMS-90087')],
      [
        "ITMS-90360, a code of the check `ITMS-90360`, is not in src/ipa/rules/apple-codes.ts: add it, with Apple's words and the newest report.",
        "ITMS-90530, a code of the check `ITMS-90360`, is not in src/ipa/rules/apple-codes.ts: add it, with Apple's words and the newest report."
      ]
    ],
    [
      'a code listed twice, and a name that is not a code of Apple',
      [
        listed('ITMS-90087'),
        listed('ITMS-90087'),
        listed('ITMS-90360'),
        listed('ITMS-90530'),
        listed('itms-90189', 'r')
      ],
      ['ITMS-90087 is listed twice.', "itms-90189 is not a code of Apple's (ITMS-NNNNN)."]
    ]
  ])('%s', (_, codes, problems) => {
    expect(coverageProblems(codes, POLICY)).toEqual(problems)
  })

  test('the real list agrees with the real table', () => {
    expect(coverageProblems(APPLE_CODES)).toEqual([])
  })

  test('a row says the check that covers a code, with its level, or why none can', () => {
    const table = coverageTable(
      [
        listed('ITMS-90530'),
        { code: 'ITMS-90189', reason: 'needs the builds uploaded before' },
        {
          code: 'ITMS-90087',
          title: 'Unsupported Architectures',
          words: 'The executable contains unsupported architectures.',
          report: { url: 'https://example.com/1', date: '2026-01-02' }
        }
      ],
      POLICY
    )
    expect(table.split('\n')).toEqual([
      '3 codes: 2 checked by preflight, 1 not.',
      '',
      "| code | Apple's title and words | newest public report | preflight |",
      '| --- | --- | --- | --- |',
      '| `ITMS-90087` | **Unsupported Architectures** - The executable contains unsupported architectures. | https://example.com/1 (2026-01-02) | checked: `ITMS-90087` (`refuse`) |',
      "| `ITMS-90189` | Apple's words not gathered yet | none found | not checked: needs the builds uploaded before |",
      '| `ITMS-90530` | **T** | none found | checked: `ITMS-90360` (`refuse`) |'
    ])
  })

  test("the codes of refusals found in public bug reports are listed, with every report's day a date", () => {
    const codes = new Set(APPLE_CODES.map(each => each.code))
    for (const code of [
      91053, 91055, 91056, 91061, 91064, 91108, 91010, 91011, 90733, 90562, 90426, 90360, 90530,
      90056, 90057, 90060, 90868, 90535, 90171, 90035, 90680, 90809, 90338, 90713, 90022, 90704,
      90476, 90078, 90737, 90189, 90062, 90186, 90161, 90034, 90717
    ])
      expect(codes).toContain(`ITMS-${code}`)
    for (const { report } of APPLE_CODES)
      if (report)
        expect(report).toEqual({
          url: expect.stringMatching(/^https:\/\//),
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)
        })
  })
})

describe('docs/app-store-coverage.md, generated', () => {
  const committed = readFileSync(path.join(repoRoot, 'docs', 'app-store-coverage.md'), 'utf8')

  test('the committed page is what the list and the table make of it', async () => {
    const { result, said } = await quietly(() => coverageDoc(true))
    expect({ result, said }).toEqual({ result: 0, said: expect.stringContaining('in step') })
  })

  test('a stale page fails the check, and `npm run docs` writes it again', async () => {
    const file = path.join(dir, 'app-store-coverage.md')
    const stale = committed.replace(/checked: `ITMS-90087` \(`refuse`\)/, 'not checked: stale')
    expect(stale).not.toBe(committed)
    writeFileSync(file, stale)
    const check = await quietly(() => coverageDoc(true, file))
    expect(check.result).toBe(1)
    expect(check.said).toContain('docs/app-store-coverage.md is out of date')
    expect(readFileSync(file, 'utf8')).toBe(stale)
    expect((await quietly(() => coverageDoc(false, file))).result).toBe(0)
    expect(readFileSync(file, 'utf8')).toBe(committed)
  })

  test('docs/preflight.md and the README link it', () => {
    for (const page of ['docs/preflight.md', 'README.md'])
      expect(readFileSync(path.join(repoRoot, page), 'utf8')).toMatch(
        /\]\((docs\/)?app-store-coverage\.md\)/
      )
  })
})

/**
 * The policy table (src/ipa/rules/policy.ts): one row for every code preflight can report, the
 * archive's problems as well as the App Store rules; the codes `preflight-skip` takes and the typos it
 * answers; the day each source was read; the inspection reporting each problem at its row's level and
 * leaving out the skipped ones; and docs/preflight.md, generated from the table, refused when stale.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { inspectIpa } from '../src/ipa/index.js'
import { ARCHIVE_CHECKS } from '../src/ipa/rules/archive-checks.js'
import { RULES } from '../src/ipa/rules/index.js'
import { checkNamed, nearestCode, POLICY } from '../src/ipa/rules/policy.js'
import { sourceAndDate } from '../src/ipa/rules/source.js'
import { repoRoot } from '../scripts/markdown.js'
import { LEVEL_MEANINGS, preflightDoc, renderPreflightDoc } from '../scripts/preflight-docs.js'
import { makeIpa } from './support/make-ipa.js'
import { quietly } from './support/quietly.js'
import { docsLink } from '../src/text/docs-link.js'

const dir = mkdtempSync(path.join(os.tmpdir(), 'preflight-policy-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('one row for every code', () => {
  test('every code the archive checks can report (src/ipa/problems.ts) has a row, and every row is reported there', () => {
    // ProblemList.add takes only a code of ARCHIVE_CHECKS (the compiler holds the first half);
    // each row's code is written in problems.ts, where a problem of it is added.
    const source = readFileSync(path.join(repoRoot, 'src', 'ipa', 'problems.ts'), 'utf8')
    const written = new Set(
      [...source.matchAll(/'([a-z][a-z0-9]*(?:-[a-z0-9]+)+)'/g)].map(match => match[1])
    )
    const rows = ARCHIVE_CHECKS.map(check => check.code)
    expect(rows.length).toBeGreaterThan(20)
    expect([...written].sort()).toEqual([...rows].sort())
  })

  test('the table is the archive checks and then every App Store rule, each code once in any case', () => {
    expect(POLICY.map(check => check.code)).toEqual([
      ...ARCHIVE_CHECKS.map(check => check.code),
      ...RULES.map(rule => rule.code)
    ])
    const lower = POLICY.map(check => check.code.toLowerCase())
    expect(new Set(lower).size).toBe(POLICY.length)
  })

  test('each row has a level the docs explain, a title, a fix and a source; a page of Apple is dated', () => {
    for (const check of POLICY) {
      expect({ code: check.code, level: Object.keys(LEVEL_MEANINGS) }).toEqual({
        code: check.code,
        level: expect.arrayContaining([check.level])
      })
      expect(check.title.length).toBeGreaterThan(10)
      expect(check.fix.length).toBeGreaterThan(5)
      const { where, read } = sourceAndDate(check.source)
      // A page of this repository's docs/ is read at the version's tag: no date to give.
      if (/https:|App Store Connect/.test(where) && !where.includes(docsLink('')))
        expect({ code: check.code, read }).toEqual({
          code: check.code,
          read: expect.stringMatching(/^20\d\d-\d\d-\d\d$/)
        })
      expect(where).not.toMatch(/\bread \d{4}/)
    }
  })
})

describe('preflight-skip takes every code', () => {
  test.each([
    ['expired-profile', 'expired-profile'],
    ['EXPIRED-PROFILE', 'expired-profile'],
    [' itms-90087 ', 'ITMS-90087'],
    // A code a check covers (Apple's older code of the same fault) names that check.
    ['itms-91108', 'ITMS-91056'],
    ['ITMS-91107', 'ITMS-91064'],
    ['not-a-zip', 'not-a-zip'],
    // A code the check covers names it as its own does (PreflightCheck.covers).
    ['ITMS-90530', 'ITMS-90360'],
    ['itms-90362', 'ITMS-90360'],
    ['ITMS-90058', 'ITMS-90057'],
    ['no-such-check', undefined]
  ])('%j names %j', (name, code) => {
    expect(checkNamed(name)?.code).toBe(code)
  })

  test.each([
    ['ITMS-9087', 'ITMS-90087'],
    ['itms-90o87', 'ITMS-90087'],
    ['expired-profil', 'expired-profile'],
    ['expired_profile', 'expired-profile'],
    ['unsigned', undefined],
    ['banana', undefined]
  ])('the code nearest %j is %j', (name, nearest) => {
    expect(nearestCode(name)).toBe(nearest)
  })

  test.each([
    ['https://example.com/a (read 2026-11-25)', 'https://example.com/a', '2026-11-25'],
    ['Apple: "x" (a warning; read 2026-11-25)', 'Apple: "x" (a warning)', '2026-11-25'],
    [
      'https://example.com/b (LC_X cryptid, read 2026-11-25)',
      'https://example.com/b (LC_X cryptid)',
      '2026-11-25'
    ],
    ['the archive format', 'the archive format', undefined]
  ])('the source %j is %j, read %j', (source, where, read) => {
    expect(sourceAndDate(source)).toEqual(read === undefined ? { where } : { where, read })
  })
})

describe('the inspection reports each problem at its row level, and leaves out the skipped', () => {
  const file = path.join(dir, 'Dev.ipa')
  beforeAll(() =>
    makeIpa(file, {
      profile: { kind: 'development', expires: new Date('2020-01-01') },
      codeSignature: false
    })
  )

  test('a problem carries its row level; a submit check is made for submit alone', async () => {
    const submit = await inspectIpa(file, { purpose: 'submit', rules: false })
    expect(submit.problems.map(({ code, level }) => [code, level])).toEqual([
      ['expired-profile', 'submit'],
      ['not-app-store-profile', 'submit'],
      ['unsigned-app', 'submit']
    ])
    // An upload is stored to be signed later: its profile, expired or not, is not what is sent.
    const upload = await inspectIpa(file, { purpose: 'upload', rules: false })
    expect(upload.problems).toEqual([])
  })

  test('a skipped code is not reported, and the inspection names it', async () => {
    const skipRules = new Set(['expired-profile', 'unsigned-app'])
    const inspection = await inspectIpa(file, { purpose: 'submit', rules: false, skipRules })
    expect(inspection.problems.map(({ code }) => code)).toEqual(['not-app-store-profile'])
    expect(inspection.skippedRules).toEqual(['expired-profile', 'unsigned-app'])
  })
})

describe('docs/preflight.md, generated from the table', () => {
  const committed = readFileSync(path.join(repoRoot, 'docs', 'preflight.md'), 'utf8')

  test('the committed page is what the table makes of it', async () => {
    const { result, said } = await quietly(() => preflightDoc(true))
    expect({ result, said }).toEqual({ result: 0, said: expect.stringContaining('in step') })
  })

  test('a stale page fails the check, and `npm run docs` writes it again', async () => {
    const file = path.join(dir, 'preflight.md')
    const stale = committed.replace(
      /^\| `expired-profile` +\| `submit` /m,
      '| `expired-profile` | `warn` '
    )
    expect(stale).not.toBe(committed)
    writeFileSync(file, stale)
    const check = await quietly(() => preflightDoc(true, file))
    expect(check.result).toBe(1)
    expect(check.said).toContain('docs/preflight.md is out of date with the policy table')
    expect(readFileSync(file, 'utf8')).toBe(stale)
    const write = await quietly(() => preflightDoc(false, file))
    expect(write.result).toBe(0)
    expect(readFileSync(file, 'utf8')).toBe(committed)
  })

  test('a page without one of the tables is refused, naming the block', async () => {
    const page = committed.replace(/<!-- levels:start -->[\s\S]*<!-- levels:end -->/, '')
    const { problems } = await renderPreflightDoc(page)
    expect(problems).toEqual([
      'docs/preflight.md has no <!-- levels:start --><!-- levels:end --> block.'
    ])
  })
})

/**
 * `app-store-deploy rules` and `rules CODE`: every check of the policy table with its level and
 * source, in aligned columns for a terminal and as a markdown table; one check explained (what
 * Apple says, what to do, the level, what it covers, the day read); a typo answered with the
 * nearest code.
 */
import { describe, expect, test } from '@jest/globals'
import MarkdownIt from 'markdown-it'
import { POLICY } from '../src/ipa/rules/policy.js'
import {
  explainRule,
  explanationLines,
  rulesLines,
  rulesMarkdown
} from '../src/preflight-reports/rules-table.js'

describe('the table of every check', () => {
  test('a header, then a line per check: code, level and source in aligned columns', () => {
    const [header, ...lines] = rulesLines()
    expect(header).toMatch(/^code +level +source$/)
    expect(lines).toHaveLength(POLICY.length)
    const levelAt = header.indexOf('level')
    const sourceAt = header.indexOf('source')
    lines.forEach((line, index) => {
      const check = POLICY[index]
      expect(line.startsWith(`${check.code} `)).toBe(true)
      expect(line.slice(levelAt).startsWith(`${check.level} `)).toBe(true)
      expect(line.slice(sourceAt, sourceAt + 8)).toBe(check.source.slice(0, 8))
    })
  })

  test("a source of Apple's ends with the day it was read", () => {
    const line = rulesLines().find(text => text.startsWith('ITMS-90683 '))
    expect(line).toMatch(
      /^ITMS-90683 +refuse +https:\/\/developer\.apple\.com\/.* \(read 2026-11-27\)$/
    )
  })

  test('as markdown: a table of every check that a markdown reader renders with a row each', () => {
    const markdown = rulesMarkdown()
    const html = new MarkdownIt().render(markdown)
    expect(html.match(/<tr>/g)).toHaveLength(POLICY.length + 1)
    expect(markdown.split('\n')[2]).toMatch(/^\| `not-a-zip` \| `not-an-ipa` \| /)
    expect(markdown).toMatch(/\| `ITMS-90683` \| `refuse` \| .* \| 2026-11-27 \|/)
  })
})

describe('one check explained', () => {
  test('what it checks, its level, what to do, where Apple says so and the day read', () => {
    const lookup = explainRule('itms-90683')
    expect(lookup.found).toBe(true)
    if (!lookup.found) return
    expect(lookup.rule).toMatchObject({
      code: 'ITMS-90683',
      level: 'refuse',
      read: '2026-11-27',
      fix: expect.stringMatching(/^add the key/),
      source: expect.stringMatching(/^https:\/\/developer\.apple\.com\//)
    })
    const lines = explanationLines(lookup.rule)
    expect(lines.map(line => line.split(/ {2,}/)[0])).toEqual([
      'code',
      'checks',
      'level',
      'what to do',
      'source',
      'read'
    ])
    expect(lines[0]).toBe('code        ITMS-90683')
  })

  test('a code a check covers explains that check, and says the codes it covers', () => {
    const lookup = explainRule('ITMS-90530')
    if (!lookup.found) throw new Error('ITMS-90530 not found')
    expect(lookup.rule.code).toBe('ITMS-90360')
    expect(lookup.rule.covers).toContain('ITMS-90530')
    expect(explanationLines(lookup.rule)[1]).toMatch(/^also +.*ITMS-90530/)
  })

  test('a check of the archive, whose source is the format, has no day read', () => {
    const lookup = explainRule('not-a-zip')
    if (!lookup.found) throw new Error('not-a-zip not found')
    expect(lookup.rule.read).toBeUndefined()
    expect(explanationLines(lookup.rule).some(line => line.startsWith('read'))).toBe(false)
  })

  test.each([
    ['ITMS-9087', 'ITMS-90087'],
    ['expired-profil', 'expired-profile'],
    ['banana', undefined]
  ])('an unknown code %j is answered with the nearest, %j', (asked, nearest) => {
    expect(explainRule(asked)).toEqual({ found: false, asked, nearest })
  })
})

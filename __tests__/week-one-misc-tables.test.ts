/**
 * Week one, the pure functions behind the smaller defects, as tables: where a zero-width space goes
 * (never inside a URL, still at every `::` that could start a workflow command), how `notify-emails`
 * is read, and which ISO code a country code that is none most likely meant.
 */
import { describe, expect, test } from '@jest/globals'
import { ISO_ALPHA3, likelyIsoCode } from '../src/commands/analytics/country-codes.js'
import { InputProblem, parseEmails } from '../src/inputs/parse.js'
import { neutraliseCommands, oneLine } from '../src/text/untrusted.js'

const ZWSP = '\u200b'

describe('neutraliseCommands: a URL stays whole, a command does not', () => {
  test.each([
    ['an IPv6 base URL', 'http://[::1]:8787/api/v1', 'http://[::1]:8787/api/v1'],
    [
      'a mapped IPv6 URL in a sentence',
      'GET http://[::ffff:7f00:1]:80/x failed',
      'GET http://[::ffff:7f00:1]:80/x failed'
    ],
    ['https, with a zone', 'https://[fe80::1%25eth0]:443/', 'https://[fe80::1%25eth0]:443/'],
    ['a command at the start', '::error::boom', `:${ZWSP}:error:${ZWSP}:boom`],
    [
      'a command after a URL and a space',
      'http://a/ ::warning::x',
      `http://a/ :${ZWSP}:warning:${ZWSP}:x`
    ],
    [
      'an address that is not a URL',
      'connect ECONNREFUSED ::1:8787',
      `connect ECONNREFUSED :${ZWSP}:1:8787`
    ],
    [
      'a legacy command inside a URL',
      'http://h/##[set-output name=a]1',
      `http://h/##${ZWSP}[set-output name=a]1`
    ],
    [
      "Azure Pipelines' logging command, anywhere in a line, in any case",
      'reason: ##vso[task.setvariable variable=X]1 ##VSO[task.prependpath]/x',
      `reason: ##${ZWSP}vso[task.setvariable variable=X]1 ##${ZWSP}VSO[task.prependpath]/x`
    ],
    ['text glued before a scheme', 'x::y://[::1]', `x:${ZWSP}:y://[::1]`]
  ])('%s', (_, text, expected) => {
    expect(neutraliseCommands(text)).toBe(expected)
  })

  test('oneLine, which every message goes through, keeps the URL too', () => {
    expect(oneLine('the service at http://[::1]:8787 said:\n::error::x')).toBe(
      `the service at http://[::1]:8787 said: :${ZWSP}:error:${ZWSP}:x`
    )
  })
})

describe('parseEmails', () => {
  test.each([
    ['a display name', 'Release Team <release@example.com>', ['release@example.com']],
    [
      'a quoted name with a comma',
      '"Team, Release" <r@example.com>, qa@example.com',
      ['r@example.com', 'qa@example.com']
    ],
    [
      'an address, then a named one',
      'a@example.com Release <r@example.com>',
      ['a@example.com', 'r@example.com']
    ],
    ['brackets alone', '<r@example.com>', ['r@example.com']],
    [
      'a case-only repeat: the first as written',
      'Release@Example.com, release@example.com',
      ['Release@Example.com']
    ],
    ['an exact repeat', 'a@example.com a@example.com', ['a@example.com']],
    [
      'new lines and semicolons',
      'a@example.com\nb@example.com; c@example.com',
      ['a@example.com', 'b@example.com', 'c@example.com']
    ],
    ['nothing', '', []]
  ])('%s', (_, value, emails) => {
    expect(parseEmails('notify-emails', value)).toEqual(emails)
  })

  test('a case-only repeat is told, an exact one is not', () => {
    const notes: string[] = []
    parseEmails('notify-emails', 'a@example.com A@EXAMPLE.com a@example.com', (_, note) =>
      notes.push(note)
    )
    expect(notes).toEqual([
      'names an address again in another case only: A@EXAMPLE.com (as a@example.com). Each address is sent once, as first written.'
    ])
    parseEmails('notify-emails', 'a@example.com a@example.com', (_, note) => notes.push(note))
    expect(notes).toHaveLength(1)
  })

  test.each([
    ['a name without an address', 'Release Team', "'Release', 'Team'"],
    [
      'an unclosed bracket',
      'Release Team <release@example.com',
      "'Release', 'Team', '<release@example.com'"
    ],
    ['a name around no address', 'Release <release>', "'Release <release>'"],
    [
      'two addresses in one bracket',
      'Team <a@example.com b@example.com>',
      "'Team <a@example.com b@example.com>'"
    ]
  ])('%s: refused, each entry as written', (_, value, named) => {
    expect(() => parseEmails('notify-emails', value)).toThrow(InputProblem)
    expect(() => parseEmails('notify-emails', value)).toThrow(`not valid: ${named}.`)
  })
})

describe('likelyIsoCode', () => {
  test.each([
    ['GER', 'DEU'],
    ['ger', 'DEU'],
    ['SUI', 'CHE'],
    ['NED', 'NLD'],
    ['ENG', 'GBR'],
    ['DUE', 'DEU'],
    ['DEU', undefined],
    ['XYZ', undefined],
    ['USB', undefined]
  ])('%s: %s', (code, meant) => {
    expect(likelyIsoCode(code)).toBe(meant)
  })

  test('the ISO list has its 249 codes, and no sports code is one of them', () => {
    expect(new Set(ISO_ALPHA3).size).toBe(249)
    for (const code of ['GER', 'SUI', 'NED', 'POR', 'DEN', 'CRO', 'RSA', 'UAE', 'KSA'])
      expect(ISO_ALPHA3).not.toContain(code)
  })
})

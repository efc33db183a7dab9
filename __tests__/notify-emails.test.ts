/**
 * How `notify-emails` is read: a display name is taken and the address alone sent, a repeat in
 * another case is dropped with a warning, entries that are no address are refused as written. As a
 * table of parseEmails, then as the action (through its bundle) and the tool run it against the
 * emulator. Bundles: run `npm run build` first.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { InputProblem, parseEmails } from '../src/inputs/parse.js'
import { actionFixture, createsTo } from './support/fixture.js'
import { commandData } from './hardening-harness.js'
import { runCli } from './support/run-cli.js'

const { key, emulator, ipa, run: action } = await actionFixture('notify-emails')
beforeEach(() => emulator.reset())

/** The posts that made a submission, with the form they carried. */
const submissions = () => createsTo(emulator)

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

describe('notify-emails', () => {
  test('the action: a display name is taken, the address alone is sent; a case-only repeat is dropped, with a warning', async () => {
    const run = await action(
      {
        'ipa-path': ipa,
        wait: 'false',
        'notify-emails':
          'Release Team <release@example.com>, Ops@Example.com\nops@example.com "QA, nightly" <qa@example.com>'
      },
      { bundle: true }
    )
    expect(run.exitCode).toBe(0)
    expect(submissions()).toHaveLength(1)
    expect(submissions()[0].fields?.['signed_ipa[notify_emails]']).toBe(
      'release@example.com,Ops@Example.com,qa@example.com'
    )
    expect(commandData(run.log, 'warning')).toContain(
      "Input 'notify-emails' names an address again in another case only: ops@example.com (as Ops@Example.com). Each address is sent once, as first written."
    )
    expect(run.summary).toContain('release@example.com')
    expect(run.summary).not.toContain('Release Team')
  })

  test('the tool: the same, its warning naming the flag', async () => {
    const run = await runCli(
      [
        'submit',
        '--ipa-path',
        ipa,
        '--base-url',
        emulator.baseUrl,
        '--no-wait',
        '--notify-emails',
        'Release@Example.com, release@example.com, Release Team <RELEASE@example.com>'
      ],
      { env: { APP_DEPLOY_API_KEY: key } }
    )
    expect(run.exitCode).toBe(0)
    expect(submissions()[0].fields?.['signed_ipa[notify_emails]']).toBe('Release@Example.com')
    expect(run.stderr).toMatch(
      /--notify-emails .*names addresses again in another case only: release@example\.com \(as Release@Example\.com\), RELEASE@example\.com \(as Release@Example\.com\)/
    )
  })

  test('entries that are no address keep their clear error, naming each as written, and nothing is sent', async () => {
    const run = await action({
      'ipa-path': ipa,
      wait: 'false',
      'notify-emails': 'Release Team <release@example>, qa@example.com, nobody'
    })
    expect(run.exitCode).toBe(1)
    expect(commandData(run.log, 'error')[0]).toContain(
      "Input 'notify-emails' has addresses that are not valid: 'Release Team <release@example>', 'nobody'. Separate addresses with commas, spaces or new lines; a name goes before its address in angle brackets: Release Team <release@example.com>."
    )
    expect(submissions()).toHaveLength(0)
  })
})

/**
 * The command-line tool's pure parts, in-process: the nearest word to a typo, the command line read
 * with its suggestions, and the help's words for a terminal.
 */
import { describe, expect, test } from '@jest/globals'
import { readArgs } from '../src/cli/args.js'
import { commandHelp, forTerminal } from '../src/cli/help.js'
import { COMMANDS } from '../src/commands/registry.js'
import { editDistance, nearest } from '../src/text/nearest.js'

describe('the nearest word', () => {
  test.each([
    ['tems', 'teams', 1],
    ['taems', 'teams', 1], // two neighbours swapped: one edit
    ['stauts', 'status', 1],
    ['sumbit', 'submit', 1],
    ['team-id', 'team-id', 0],
    ['', 'wait', 4],
    ['upload', 'status', 6],
    ['ca', 'abc', 3] // the restricted form: no edit of a swapped pair
  ])('editDistance(%p, %p) is %p', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance)
    expect(editDistance(b, a)).toBe(distance)
  })

  const commands = COMMANDS.map(c => c.name)
  test.each([
    ['tems', commands, 'teams'],
    ['Teams', commands, 'teams'],
    ['stauts', commands, 'status'],
    ['delete-ipas', commands, 'delete-ipa'],
    ['list', commands, undefined], // too far from list-ipas to be a typo
    ['ls', commands, undefined],
    ['deploy', commands, undefined],
    ['tem-id', ['team-id', 'team-name', 'ipa-id'], 'team-id'],
    ['wiat', ['wait', 'what'], undefined], // two as near: no guess
    ['ab', ['ac', 'xy'], undefined] // one edit of two letters is half the word
  ])('nearest(%p) is %p', (word, candidates, meant) => {
    expect(nearest(word, candidates)).toBe(meant)
  })
})

describe('the command line, read', () => {
  test.each([
    [['submit', '--tem-id', '3'], '--tem-id is not a flag of submit; did you mean --team-id?'],
    [['status', '--jsn'], '--jsn is not a flag of status; did you mean --json?'],
    [
      ['analytics', '--summry-file', 'a.md'],
      '--summry-file is not a flag of analytics; did you mean --summary-file?'
    ],
    [
      ['status', '--tem-id', '3'],
      '--tem-id is not a flag of status, nor is --team-id, a flag of submit.'
    ],
    [['teams', '--colour'], '--colour is not a flag of teams: see --help.']
  ])('%p: one problem, with the flag it most likely meant', (argv, problem) => {
    // The mistyped flag's value is taken with it: one mistake, one problem.
    expect(readArgs(argv).problems).toEqual([problem])
  })
})

describe('--help, for a terminal', () => {
  test.each([
    ['(same formats as `wait-timeout`)', '(same formats as --wait-timeout)'],
    ['With `github-token`: x', 'With APP_DEPLOY_GITHUB_TOKEN: x'],
    ['sent as `Authorization: Bearer <key>`', 'sent as Authorization: Bearer <key>']
  ])('forTerminal(%p)', (text, shown) => {
    expect(forTerminal(text)).toBe(shown)
  })

  test.each(COMMANDS.map(c => [c.name]))(
    '%s --help speaks of no step, job, workflow expression or code span',
    name => {
      const help = commandHelp(name)
      expect(help).not.toMatch(/\bstep\b|\bjob's outputs\b|\$\{\{|`[^`\n]+`(?! (says|lists))/)
      expect(help).not.toContain('RUNNER_TEMP')
    }
  )

  test('each command says what a dry run does for it', () => {
    const dryRuns = COMMANDS.map(c => {
      const help = commandHelp(c.name)
      return /^ {2}--dry-run, --no-dry-run .*\n((?: {6}.*\n)+)/m
        .exec(help)?.[1]
        .replace(/\s+/g, ' ')
    })
    expect(dryRuns.every(Boolean)).toBe(true)
    expect(new Set(dryRuns).size).toBeGreaterThan(3)
    expect(commandHelp('teams')).not.toMatch(/resolve the team/)
    expect(commandHelp('status')).toMatch(/Read the status once and stop/)
  })
})

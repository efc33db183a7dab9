/**
 * The command-line tool's pure parts, in-process: the nearest word to a typo, the command line read
 * with its suggestions, the env file read as the tool writes it (never as a shell would), and the
 * help's words for a terminal.
 */
import { describe, expect, test } from '@jest/globals'
import { readArgs } from '../src/cli/args.js'
import { badLinesProblem, parseEnvFile } from '../src/cli/env-file.js'
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
      ['submit', '--env-fle', 'a.env'],
      '--env-fle is not a flag of submit; did you mean --dotenv (--env-file is its old name)?'
    ],
    [
      ['status', '--tem-id', '3'],
      '--tem-id is not a flag of status, nor is --team-id, a flag of submit.'
    ],
    [['teams', '--colour'], '--colour is not a flag of teams: see --help.'],
    // A secret is no flag anywhere: nothing to point to.
    [['status', '--github-tokn', 'x'], '--github-tokn is not a flag of status: see --help.']
  ])('%p: one problem, with the flag it most likely meant', (argv, problem) => {
    // The mistyped flag's value is taken with it: one mistake, one problem.
    expect(readArgs(argv).problems).toEqual([problem])
  })

  test('--env-file takes a path, as --summary-file does', () => {
    expect(readArgs(['status', '--env-file', 'deploy.env'])).toMatchObject({
      dotenv: { flag: '--env-file', path: 'deploy.env' },
      problems: []
    })
    expect(readArgs(['status', '--env-file=']).problems).toEqual(['--env-file needs a path.'])
  })
})

describe('an env file, read as the tool writes it', () => {
  const read = (text: string) => {
    const { values, badLines } = parseEnvFile(text)
    return { values: Object.fromEntries([...values].map(([k, v]) => [k, v.value])), badLines }
  }

  test.each([
    ['A=1\nB=2\n', { A: '1', B: '2' }, []],
    ['A=x=y', { A: 'x=y' }, []], // everything after the first =
    ['A=', { A: '' }, []],
    ["A='q'", { A: "'q'" }, []], // quotes are text
    ['A="$(touch p)"', { A: '"$(touch p)"' }, []],
    ['A=`id`;|&\\n $HOME', { A: '`id`;|&\\n $HOME' }, []],
    ['A= spaced ', { A: ' spaced ' }, []],
    ['A=#not a comment', { A: '#not a comment' }, []],
    ['# a comment\n\n   \n  # indented\nA=1', { A: '1' }, []],
    ['A=1\r\nB=2\r\n', { A: '1', B: '2' }, []], // saved on Windows
    ['\uFEFFA=1', { A: '1' }, []],
    ['A=1\nA=2', { A: '2' }, []], // a later line wins
    ['export A=1', {}, [1]],
    ['A =1', {}, [1]],
    [' A=1', {}, [1]],
    ['1A=1', {}, [1]],
    ['=1', {}, [1]],
    ['just text\nA=1\nmore', { A: '1' }, [1, 3]],
    ['A="multi\nline"', { A: '"multi' }, [2]]
  ])('%p', (text, values, badLines) => {
    expect(read(text)).toEqual({ values, badLines })
  })

  test('a bad line is named by its number, never quoted (it may hold a key)', () => {
    const file = { flag: '--env-file', path: 'd.env' } as const
    expect(badLinesProblem(file, [3])).toBe(
      "Line 3 of --env-file 'd.env' is not NAME=value: a name of letters, digits and _, then =, then the value on the same line, as app-store-deploy prints it."
    )
    expect(badLinesProblem(file, [1, 2, 3, 4, 5, 6, 7])).toMatch(
      /^Lines 1, 2, 3, 4, 5 and 2 more of --env-file 'd.env' are not NAME=value/
    )
    expect(badLinesProblem(file, [])).toBeUndefined()
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

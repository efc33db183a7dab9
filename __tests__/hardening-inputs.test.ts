/**
 * Hardening: bad input, every input, through the action (run in-process, as the runner would run it). Each case must fail (non-zero exit)
 * with an `::error::` line naming the input, and send nothing: the emulator receives no request, and
 * neither does a trap set as HTTP_PROXY / HTTPS_PROXY, which any request to a host other than the
 * emulator's loopback address would reach.
 */
import { afterAll, beforeEach, describe, expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { chmodSync, closeSync, mkdirSync, openSync, symlinkSync, writeFileSync } from 'node:fs'
import * as http from 'node:http'
import type { Socket } from 'node:net'
import * as path from 'node:path'
import { makeIpa } from './support/make-ipa.js'
import { actionFixture } from './support/fixture.js'
import { runChecked } from './hardening-harness.js'

// The unreadable file made readable again before the fixture removes its folder (after-all hooks
// run in the order they are declared).
afterAll(() => {
  chmodSync(files.locked, 0o600)
  chmodSync(files.lockedFolder, 0o700)
})
const { key, emulator, dir, ipa } = await actionFixture('hardening-inputs')
const trapped: string[] = []
const trapSockets = new Set<Socket>()

// Files the cases point at, made before the table is declared (a FIFO and an unreadable file need
// to be known at declaration time, to skip what this machine cannot show).
const files = {
  ipa,
  other: path.join(dir, 'Other.ipa'),
  empty: path.join(dir, 'Empty.ipa'),
  folder: path.join(dir, 'Folder.ipa'),
  locked: path.join(dir, 'Locked.ipa'),
  fifo: path.join(dir, 'Pipe.ipa'),
  several: path.join(dir, 'several'),
  loop: path.join(dir, 'Loop.ipa'),
  lockedFolder: path.join(dir, 'locked-folder')
}
await makeIpa(files.other)
writeFileSync(files.empty, '')
mkdirSync(files.folder)
mkdirSync(files.several)
writeFileSync(path.join(files.several, 'A.ipa'), 'PK')
writeFileSync(path.join(files.several, 'B.ipa'), 'PK')
writeFileSync(files.locked, 'PK not to be read')
chmodSync(files.locked, 0o000)
// Two links that point at each other: following them never ends (ELOOP).
symlinkSync(path.join(dir, 'Loop-back.ipa'), files.loop)
symlinkSync(files.loop, path.join(dir, 'Loop-back.ipa'))
mkdirSync(files.lockedFolder)
writeFileSync(path.join(files.lockedFolder, 'App.ipa'), 'PK')
chmodSync(files.lockedFolder, 0o000)

/** Why the unreadable-file case cannot be shown here, if it cannot: root reads whatever the mode says. */
const lockedSkip = ((): string | undefined => {
  try {
    closeSync(openSync(files.locked, 'r'))
    return 'this user can read a file of mode 000 (root ignores file permissions); the FIFO case shows a file that cannot be read as an IPA instead'
  } catch {
    return undefined
  }
})()
const fifoSkip =
  spawnSync('mkfifo', [files.fifo]).status === 0 ? undefined : 'mkfifo is not available'

/** A proxy that records whatever reaches it: nothing may. */
const trap = http.createServer((req, res) => {
  trapped.push(`${req.method} ${req.url}`)
  res.writeHead(599).end()
})
trap.on('connect', (req, socket: Socket) => {
  trapped.push(`CONNECT ${req.url}`)
  socket.destroy()
})
trap.on('connection', socket => {
  trapSockets.add(socket)
  socket.on('close', () => trapSockets.delete(socket))
})
await new Promise<void>(resolve => trap.listen(0, '127.0.0.1', () => resolve()))
const trapUrl = `http://127.0.0.1:${(trap.address() as { port: number }).port}`

afterAll(async () => {
  for (const socket of trapSockets) socket.destroy()
  await new Promise(resolve => trap.close(resolve))
})

beforeEach(() => {
  emulator.reset()
  trapped.length = 0
})

interface BadInput {
  /** The input the message must name. */
  input: string
  what: string
  inputs: Record<string, string>
  /** More of the message, beyond `Input '<input>'`. */
  message?: RegExp
  command?: string
  skip?: string
}

const on = (
  command: string,
  input: string,
  what: string,
  inputs: Record<string, string>,
  message?: RegExp
): BadInput => ({
  input,
  what,
  inputs,
  message,
  command
})
const submit = (
  input: string,
  what: string,
  inputs: Record<string, string>,
  message?: RegExp
): BadInput => on('submit', input, what, inputs, message)

const cases: BadInput[] = [
  // api-key
  submit('api-key', 'empty', { 'api-key': '' }, /is required/),
  submit(
    'api-key',
    'with a line break inside',
    { 'api-key': 'first-half\nsecond-half' },
    /line break.*cannot be sent in the Authorization header/
  ),
  submit('api-key', 'with a non-ASCII character', { 'api-key': 'clé-secrète-123' }, /non-ASCII/),
  // base-url
  submit('base-url', 'empty', { 'base-url': '' }, /is required/),
  submit('base-url', 'not a URL', { 'base-url': 'deploy.example.com/api/v1' }, /not a URL/),
  submit(
    'base-url',
    'http:// to a remote host',
    { 'base-url': 'http://deploy.example.com/api/v1' },
    /uses http:\/\/ for deploy\.example\.com: the API key would travel unencrypted/
  ),
  submit(
    'base-url',
    'http:// to a *.localhost name (may go to DNS)',
    { 'base-url': 'http://deploy.localhost:8080/api/v1' },
    /uses http:\/\/ for deploy\.localhost/
  ),
  submit(
    'base-url',
    'http:// to a name that only looks like loopback',
    { 'base-url': 'http://127.0.0.1.nip.io/api/v1' },
    /uses http:\/\//
  ),
  submit('base-url', 'ftp://', { 'base-url': 'ftp://deploy.example.com/api/v1' }, /uses 'ftp:'/),
  submit(
    'base-url',
    'without /api/v1',
    { 'base-url': 'https://deploy.example.com/api' },
    /does not end in \/api\/v1/
  ),
  submit(
    'base-url',
    'with credentials',
    { 'base-url': 'https://user:pass@deploy.example.com/api/v1' },
    /must not hold credentials/
  ),
  submit(
    'base-url',
    'with a query',
    { 'base-url': 'https://deploy.example.com/api/v1?token=x' },
    /must not have a query/
  ),
  // command
  submit(
    'command',
    'unknown',
    { command: 'deploy' },
    /is 'deploy', which is not a command: use one of submit, status, upload/
  ),
  // ipa-path / ipa-url
  submit(
    'ipa-path',
    'neither ipa-path nor ipa-url',
    { 'ipa-path': '' },
    /is empty, and so is 'ipa-url'/
  ),
  submit(
    'ipa-path',
    'ipa-path and ipa-url together',
    { 'ipa-url': 'https://cdn.example.com/App.ipa' },
    /and 'ipa-url' are both set/
  ),
  submit(
    'ipa-path',
    'a glob matching no file',
    { 'ipa-path': 'build/*.ipa' },
    /'build\/\*\.ipa' matches no file/
  ),
  submit(
    'ipa-path',
    'a glob matching two files',
    { 'ipa-path': path.join(files.several, '*.ipa') },
    /matches 2 files; it must match exactly one/
  ),
  submit(
    'ipa-path',
    'several lines (one pattern only)',
    { 'ipa-path': 'build/*.ipa\n!build/Old.ipa' },
    /gives 2 paths or globs: give one, .* or set multiple: true/
  ),
  submit('ipa-path', 'a directory', { 'ipa-path': files.folder }, /is a directory/),
  {
    ...submit(
      'ipa-path',
      'an unreadable file (mode 000)',
      { 'ipa-path': files.locked },
      /cannot be read: check its permissions/
    ),
    skip: lockedSkip
  },
  {
    ...submit(
      'ipa-path',
      'a FIFO, not a regular file',
      { 'ipa-path': files.fifo },
      /is not a regular file/
    ),
    skip: fifoSkip
  },
  submit('ipa-path', 'an empty file', { 'ipa-path': files.empty }, /is empty \(0 bytes\)/),
  submit(
    'ipa-path',
    'a loop of symbolic links',
    { 'ipa-path': files.loop },
    /Loop\.ipa' leads through a loop of symbolic links \(at .+\): give the IPA file itself, or mend the links\./
  ),
  submit(
    'ipa-path',
    'a path through a file, as if it were a folder',
    { 'ipa-path': path.join(files.ipa, 'App.ipa') },
    /which is a file, not a folder: check the path\./
  ),
  {
    ...submit(
      'ipa-path',
      'a file in a folder this user may not read (mode 000)',
      { 'ipa-path': path.join(files.lockedFolder, '*.ipa') },
      /which this user may not read: check the permissions of the file and of the folders above it/
    ),
    skip: lockedSkip
  },
  {
    ...submit(
      'ipa-path',
      'a Windows path on a Linux or macOS runner',
      { 'ipa-path': 'build\\App.ipa' },
      /'build\\App\.ipa' matches no file \(working directory: .+\)\. On Linux and macOS a backslash in a glob escapes the next character: write build\/App\.ipa \(a \/ works everywhere\)\./
    ),
    skip: process.platform === 'win32' ? 'a backslash separates folders on Windows' : undefined
  },
  submit(
    'ipa-url',
    'not a URL',
    { 'ipa-path': '', 'ipa-url': 'App.ipa' },
    /is 'App\.ipa', which is not a URL/
  ),
  submit(
    'ipa-url',
    'a non-http URL',
    { 'ipa-path': '', 'ipa-url': 'ftp://files.example.com/App.ipa' },
    /uses 'ftp:', which the service cannot fetch/
  ),
  submit(
    'ipa-url',
    'a javascript: URL',
    { 'ipa-path': '', 'ipa-url': 'javascript:alert(1)' },
    /uses 'javascript:'/
  ),
  // team-id
  submit('team-id', 'not a number', { 'team-id': 'Example Corp' }, /which is not a whole number/),
  submit(
    'team-id',
    'beyond int32',
    { 'team-id': '2147483648' },
    /is 2147483648, out of range: give a team id from the teams command from 1 to 2147483647/
  ),
  submit('team-id', 'negative', { 'team-id': '-5' }, /is -5, out of range/),
  submit('team-id', 'zero', { 'team-id': '0' }, /is 0, out of range/),
  submit('team-id', 'a fraction', { 'team-id': '12.5' }, /which is not a whole number/),
  // notify-emails
  submit(
    'notify-emails',
    'an invalid address in a list',
    { 'notify-emails': 'qa@example.com, not-an-email' },
    /has an address that is not valid: 'not-an-email'/
  ),
  submit(
    'notify-emails',
    'an address without a domain',
    { 'notify-emails': 'qa@example.com\nrelease@' },
    /'release@'/
  ),
  // wait, wait-timeout, poll-interval, preflight
  submit('wait', 'not a boolean', { wait: 'maybe' }, /is 'maybe': write true or false/),
  submit('wait-timeout', 'zero', { 'wait-timeout': '0' }, /must be longer than zero/),
  submit('wait-timeout', 'over 24 hours', { 'wait-timeout': '25h' }, /at most 24h/),
  submit('wait-timeout', 'in days', { 'wait-timeout': '2d' }, /is '2d', which is not a duration/),
  submit(
    'poll-interval',
    'negative',
    { 'poll-interval': '-30s' },
    /is '-30s', which is not a duration/
  ),
  submit(
    'poll-interval',
    'not a duration',
    { 'poll-interval': 'often' },
    /is 'often', which is not a duration/
  ),
  submit(
    'preflight',
    'unknown mode',
    { preflight: 'loose' },
    /is 'loose': use strict, warn or off/
  ),
  // dry-run, retries, request-timeout (every command)
  submit(
    'dry-run',
    'not a boolean',
    { 'dry-run': 'sometimes' },
    /is 'sometimes': write true or false/
  ),
  submit('retries', 'over 10', { retries: '11' }, /is 11, out of range/),
  submit('retries', 'negative', { retries: '-1' }, /is -1, out of range/),
  submit('retries', 'not a number', { retries: 'many' }, /which is not a whole number/),
  submit('request-timeout', 'zero', { 'request-timeout': '0s' }, /must be longer than zero/),
  submit(
    'request-timeout',
    'not a duration',
    { 'request-timeout': 'fast' },
    /is 'fast', which is not a duration/
  ),
  // delete-ipa
  on(
    'delete-ipa',
    'ipa-id',
    'neither ipa-id nor keep-latest',
    {},
    /is empty, and so is 'keep-latest'/
  ),
  on(
    'delete-ipa',
    'ipa-id',
    'ipa-id and keep-latest together',
    { 'ipa-id': 'ipa_0001', 'keep-latest': '2' },
    /and 'keep-latest' are both set/
  ),
  on(
    'delete-ipa',
    'ipa-id',
    'a path instead of an id',
    { 'ipa-id': 'ipa_0001, ../../etc/passwd' },
    /has ids that cannot be ids: '\.\.\/\.\.\/etc\/passwd'/
  ),
  on('delete-ipa', 'keep-latest', 'negative', { 'keep-latest': '-1' }, /is -1, out of range/),
  on(
    'delete-ipa',
    'keep-latest',
    'not a number',
    { 'keep-latest': 'all' },
    /which is not a whole number/
  ),
  // analytics
  on('status', 'submission-id', 'missing', {}, /is required by the status command/),
  on(
    'status',
    'deployment-id',
    'not a number',
    { 'submission-id': 'sub_0001', 'deployment-id': 'latest' },
    /is 'latest', which is not a whole number/
  ),
  on(
    'status',
    'deployment-id',
    'without github-token',
    { 'submission-id': 'sub_0001', 'deployment-id': '99' },
    /is given without 'github-token'/
  ),
  on('analytics', 'app-id', 'missing', {}, /is required by the analytics command/),
  on('analytics', 'app-id', 'with a slash', { 'app-id': '123/../456' }, /letters, digits/),
  on('analytics', 'app-id', 'a parent folder', { 'app-id': '..' }, /letters, digits/),
  on(
    'analytics',
    'date',
    'an impossible date',
    { 'app-id': '1234567890', date: '2026-02-30' },
    /is '2026-02-30', which is not a calendar day/
  ),
  on(
    'analytics',
    'date',
    'day/month/year',
    { 'app-id': '1234567890', date: '21/11/2026' },
    /which is not a calendar day/
  ),
  on(
    'analytics',
    'countries',
    'a two-letter code',
    { 'app-id': '1234567890', countries: 'US, DEU' },
    /has codes that are not three letters: 'US'/
  ),
  on(
    'analytics',
    'report-path',
    'a directory',
    { 'app-id': '1234567890', 'report-path': dir },
    /is a directory: give the path of the JSON file to write/
  )
]

const name = (c: BadInput): string =>
  `${c.input}: ${c.what}${c.command === 'submit' ? '' : ` (${c.command})`}`

describe('bad input: fails before anything is sent', () => {
  for (const c of cases) {
    if (c.skip) {
      console.warn(`Skipped '${name(c)}': ${c.skip}.`)
      test.skip(name(c), () => undefined)
      continue
    }
    test(name(c), async () => {
      // A key given by the case is a secret too, and so is each of its lines.
      const given = c.inputs['api-key'] ?? ''
      const secrets = [key, given, ...given.split('\n')].filter(part => part.length > 4)
      const run = await runChecked(
        {
          'api-key': key,
          'base-url': emulator.baseUrl,
          command: c.command ?? 'submit',
          ...(c.command === 'submit' ? { 'ipa-path': files.ipa } : {}),
          ...c.inputs
        },
        { secrets, env: { HTTP_PROXY: trapUrl, HTTPS_PROXY: trapUrl } }
      )
      expect(run.exitCode).not.toBe(0)
      expect(run.exitCode).not.toBeNull()
      expect(run.error).toMatch(new RegExp(`Input '${c.input}'`))
      if (c.message) expect(run.error).toMatch(c.message)
      expect(emulator.requests).toHaveLength(0)
      expect(trapped).toHaveLength(0)
      expect(run.summary).toMatch(
        /^> \[!CAUTION\]\n> \*\*(An input needs|\d+ inputs need) fixing; nothing was sent\*\*$/m
      )
    })
  }

  test('several bad inputs: every one reported in one run, nothing sent', async () => {
    const run = await runChecked(
      {
        'api-key': key,
        'base-url': emulator.baseUrl,
        'ipa-path': files.ipa,
        'team-id': 'x',
        wait: 'y',
        retries: '-1',
        'notify-emails': 'nobody'
      },
      { secrets: [key], env: { HTTP_PROXY: trapUrl, HTTPS_PROXY: trapUrl } }
    )
    expect(run.exitCode).toBe(1)
    expect(run.error).toMatch(/^4 inputs need fixing:/)
    for (const input of ['team-id', 'wait', 'retries', 'notify-emails'])
      expect(run.error).toContain(`Input '${input}'`)
    expect(emulator.requests).toHaveLength(0)
    expect(trapped).toHaveLength(0)
  })
})

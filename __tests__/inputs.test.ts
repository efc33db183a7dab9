import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  jest,
  test
} from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { InputErrors } from '../src/inputs/reader.js'
import { INPUT_DEFAULTS } from '../src/inputs/declared-inputs.js'
import { actionInputs } from '../src/action/context.js'
import { readInputs } from '../src/commands/read-inputs.js'
import {
  isLoopbackHost,
  parseDuration,
  parseEmails,
  splitList,
  yesterdayUtc
} from '../src/inputs/parse.js'
import { actionDefaults } from './support/run-action.js'

let dir: string
const savedCwd = process.cwd()

// actionInputs masks each secret as the runner needs it (@actions/core writes `::add-mask::` to
// stdout): in a test run that line is only noise, so it is kept out; all else is written.
const write = process.stdout.write.bind(process.stdout)
beforeAll(() => {
  jest
    .spyOn(process.stdout, 'write')
    .mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) =>
      String(chunk).startsWith('::add-mask::') ? true : write(chunk, ...rest)) as typeof write)
})
afterAll(() => {
  jest.restoreAllMocks()
})

function setInputs(inputs: Record<string, string>): void {
  for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_')) delete process.env[key]
  for (const [name, value] of Object.entries({ ...actionDefaults(), ...inputs })) {
    process.env[`INPUT_${name.toUpperCase()}`] = value
  }
}

/** The inputs as one object: the command's name, the shared settings and the command's own config. */
async function getInputs(warnings: string[] = []): Promise<Record<string, unknown>> {
  const { command, config, connection, dryRun } = await readInputs(actionInputs, message =>
    warnings.push(message)
  )
  return { command: command.name, connection, dryRun, ...(config as object) }
}

const base = { 'api-key': 'k-123', 'base-url': 'https://deploy.example.com/api/v1' }

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'inputs-'))
  writeFileSync(path.join(dir, 'App.ipa'), 'PK fake ipa bytes')
  process.chdir(dir)
})

afterEach(() => {
  process.chdir(savedCwd)
  rmSync(dir, { recursive: true, force: true })
  for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_')) delete process.env[key]
})

describe('a valid submit', () => {
  test('reads every input into a typed configuration', async () => {
    setInputs({
      ...base,
      'ipa-path': '*.ipa',
      'team-id': '2147483647',
      'notify-emails': 'a@example.com, b@example.org\nc@example.net',
      'wait-timeout': '1h30m',
      'poll-interval': '45',
      retries: '2',
      'request-timeout': '2m'
    })
    const config = await getInputs()
    expect(config).toMatchObject({
      command: 'submit',
      connection: {
        service: { apiKey: 'k-123', baseUrl: 'https://deploy.example.com/api/v1' },
        retries: 2,
        requestTimeoutMs: 120_000
      },
      sources: [{ kind: 'file', path: path.join(dir, 'App.ipa'), size: 17 }],
      multiple: false,
      concurrency: 3,
      team: { kind: 'id', id: 2147483647 },
      notifyEmails: ['a@example.com', 'b@example.org', 'c@example.net'],
      wait: true,
      waitTimeoutMs: 5_400_000,
      pollIntervalMs: 45_000,
      preflight: 'strict',
      dryRun: false,
      environment: 'app-store'
    })
  })

  test('a trailing slash on base-url is dropped; http is allowed for loopback hosts', async () => {
    setInputs({
      ...base,
      'base-url': 'http://127.0.0.1:8787/api/v1/',
      'ipa-url': 'https://cdn.example.com/a.ipa'
    })
    const config = await getInputs()
    expect(config).toMatchObject({
      connection: { service: { baseUrl: 'http://127.0.0.1:8787/api/v1' } },
      sources: [{ kind: 'url', url: 'https://cdn.example.com/a.ipa' }],
      team: { kind: 'only' }
    })
  })

  test('team-name is used when team-id is empty', async () => {
    setInputs({ ...base, 'ipa-url': 'https://cdn.example.com/a.ipa', 'team-name': 'Example Corp' })
    expect(await getInputs()).toMatchObject({ team: { kind: 'name', name: 'Example Corp' } })
  })
})

const badSubmit: Array<[string, Record<string, string>, RegExp]> = [
  ['no api-key', { 'api-key': '' }, /Input 'api-key' is required/],
  ['no base-url', { 'base-url': '' }, /Input 'base-url' is required/],
  [
    'base-url not a URL',
    { 'base-url': 'deploy.example.com' },
    /Input 'base-url' is 'deploy.example.com', which is not a URL/
  ],
  [
    'plain http to a remote host',
    { 'base-url': 'http://deploy.example.com/api/v1' },
    /Input 'base-url' uses http:\/\/ for deploy.example.com/
  ],
  [
    'base-url without /api/v1',
    { 'base-url': 'https://deploy.example.com/' },
    /does not end in \/api\/v1/
  ],
  [
    'credentials in base-url',
    { 'base-url': 'https://u:p@deploy.example.com/api/v1' },
    /must not hold credentials/
  ],
  ['unknown command', { command: 'deploy' }, /Input 'command' is 'deploy', which is not a command/],
  ['neither path nor URL', { 'ipa-path': '' }, /Input 'ipa-path' is empty, and so is 'ipa-url'/],
  [
    'both path and URL',
    { 'ipa-url': 'https://cdn.example.com/a.ipa' },
    /Input 'ipa-path' and 'ipa-url' are both set/
  ],
  ['a glob matching nothing', { 'ipa-path': 'build/*.ipa' }, /'build\/\*.ipa' matches no file/],
  [
    'ipa-url not http',
    { 'ipa-path': '', 'ipa-url': 'ftp://files.example.com/a.ipa' },
    /Input 'ipa-url' uses 'ftp:'/
  ],
  [
    'team-id not a number',
    { 'team-id': 'abc' },
    /Input 'team-id' is 'abc', which is not a whole number/
  ],
  [
    'team-id beyond int32',
    { 'team-id': '2147483648' },
    /Input 'team-id' is 2147483648, out of range/
  ],
  ['team-id zero', { 'team-id': '0' }, /Input 'team-id' is 0, out of range/],
  [
    'a release-id of two lines',
    { 'release-id': 'v3.1.0\nv3.1.1' },
    /Input 'release-id' holds a line break or a control character: give one line/
  ],
  [
    'a bad address among e-mails',
    { 'notify-emails': 'a@example.com,not-an-email' },
    /Input 'notify-emails' has an address that is not valid: 'not-an-email'/
  ],
  ['wait not a boolean', { wait: 'maybe' }, /Input 'wait' is 'maybe': write true or false/],
  [
    'a negative interval',
    { 'poll-interval': '-5s' },
    /Input 'poll-interval' is '-5s', which is not a duration/
  ],
  ['a zero timeout', { 'wait-timeout': '0' }, /Input 'wait-timeout' must be longer than zero/],
  [
    'a duration in days',
    { 'wait-timeout': '2d' },
    /Input 'wait-timeout' is '2d', which is not a duration/
  ],
  [
    'unknown preflight',
    { preflight: 'loose' },
    /Input 'preflight' is 'loose': use strict, warn or off/
  ],
  ['retries out of range', { retries: '11' }, /Input 'retries' is 11, out of range/],
  ['dry-run not a boolean', { 'dry-run': 'sometimes' }, /Input 'dry-run' is 'sometimes'/]
]

describe('bad submit inputs fail with a message naming the input', () => {
  test.each(badSubmit)('%s', async (_name, inputs, message) => {
    setInputs({ ...base, 'ipa-path': 'App.ipa', ...inputs })
    await expect(getInputs()).rejects.toThrow(message)
  })

  test('every problem is reported at once', async () => {
    setInputs({ ...base, 'ipa-path': 'App.ipa', 'team-id': 'x', wait: 'y', retries: '-1' })
    const error = (await getInputs().catch(e => e)) as InputErrors
    expect(error).toBeInstanceOf(InputErrors)
    expect(error.problems).toHaveLength(3)
    expect(error.message).toMatch(/^3 inputs need fixing/)
  })

  test('the connection inputs are reported together too', async () => {
    setInputs({
      ...base,
      'base-url': 'http://deploy.example.com/api/v1',
      retries: 'many',
      'request-timeout': 'soon',
      'ipa-path': 'App.ipa'
    })
    const error = (await getInputs().catch(e => e)) as InputErrors
    expect(error.problems).toEqual([
      expect.stringMatching(/^Input 'base-url' uses http:\/\//),
      expect.stringMatching(/^Input 'retries' is 'many'/),
      expect.stringMatching(/^Input 'request-timeout' is 'soon'/)
    ])
  })

  test('a command that makes no request reads no key and no base URL: a wrong one given is no problem', async () => {
    const warnings: string[] = []
    setInputs({
      'api-key': 'has a space',
      'base-url': 'http://deploy.example.com',
      command: 'rules'
    })
    const read = await getInputs(warnings)
    expect(read.connection).toEqual({
      secrets: [],
      urlSecrets: [],
      retries: 4,
      requestTimeoutMs: 60_000
    })
    expect(warnings).toEqual([])
  })

  test('an input another command reads is reported as ignored', async () => {
    const warnings: string[] = []
    setInputs({ ...base, command: 'teams', 'team-id': '7', 'app-id': 'x' })
    await getInputs(warnings)
    expect(warnings).toEqual([
      "Input 'team-id' is ignored by the 'teams' command.",
      "Input 'app-id' is ignored by the 'teams' command."
    ])
  })

  test("the defaults the action falls back on are action.yml's", () => {
    expect(INPUT_DEFAULTS).toEqual(actionDefaults())
  })

  test('a glob matching several files lists them', async () => {
    writeFileSync(path.join(dir, 'Other.ipa'), 'x')
    setInputs({ ...base, 'ipa-path': '*.ipa' })
    await expect(getInputs()).rejects.toThrow(
      /matches 2 files; it must match exactly one[\s\S]*App.ipa[\s\S]*Other.ipa/
    )
  })

  test('a directory is refused', async () => {
    mkdirSync(path.join(dir, 'build.ipa'))
    setInputs({ ...base, 'ipa-path': 'build.ipa' })
    await expect(getInputs()).rejects.toThrow(/'.*build.ipa' is a directory/)
  })

  test('an empty file is refused', async () => {
    writeFileSync(path.join(dir, 'Empty.ipa'), '')
    setInputs({ ...base, 'ipa-path': 'Empty.ipa' })
    await expect(getInputs()).rejects.toThrow(/is empty \(0 bytes\)/)
  })
})

describe('other commands', () => {
  test('analytics: defaults to yesterday and a report in RUNNER_TEMP', async () => {
    process.env.RUNNER_TEMP = dir
    setInputs({ ...base, command: 'analytics', 'app-id': '1234567890', countries: 'usa, deu jpn' })
    const config = await getInputs()
    delete process.env.RUNNER_TEMP
    expect(config).toMatchObject({
      command: 'analytics',
      appId: '1234567890',
      days: [yesterdayUtc()],
      countries: ['USA', 'DEU', 'JPN'],
      reportPath: path.join(dir, `app-analytics-1234567890-${yesterdayUtc()}.json`),
      csvPath: path.join(dir, `app-analytics-1234567890-${yesterdayUtc()}.csv`)
    })
  })

  test.each([
    [
      'an impossible date',
      { 'app-id': '1', date: '2026-02-30' },
      /Input 'date' is '2026-02-30', which is not a calendar day/
    ],
    [
      'a two-letter country',
      { 'app-id': '1', countries: 'US,DEU' },
      /Input 'countries' has codes that are not three letters: 'US'/
    ],
    ['no app id', {}, /Input 'app-id' is required/]
  ])('analytics: %s', async (_name, inputs, message) => {
    setInputs({ ...base, command: 'analytics', ...inputs })
    await expect(getInputs()).rejects.toThrow(message)
  })

  test('delete-ipa: ids or keep-latest, not both and not neither', async () => {
    setInputs({ ...base, command: 'delete-ipa', 'ipa-id': 'a1, b2\nc3' })
    expect(await getInputs()).toMatchObject({ kind: 'ids', ids: ['a1', 'b2', 'c3'] })
    setInputs({ ...base, command: 'delete-ipa', 'keep-latest': '3' })
    expect(await getInputs()).toMatchObject({ kind: 'keep-latest', keep: 3 })
    setInputs({ ...base, command: 'delete-ipa', 'keep-latest': '3', 'ipa-id': 'a1' })
    await expect(getInputs()).rejects.toThrow(/Input 'ipa-id' and 'keep-latest' are both set/)
    setInputs({ ...base, command: 'delete-ipa' })
    await expect(getInputs()).rejects.toThrow(/Input 'ipa-id' is empty, and so is 'keep-latest'/)
    setInputs({ ...base, command: 'delete-ipa', 'ipa-id': '../etc/passwd' })
    await expect(getInputs()).rejects.toThrow(/Input 'ipa-id' has ids that cannot be ids/)
  })
})

describe('value parsers', () => {
  test('durations', () => {
    expect(parseDuration('x', '900')).toBe(900_000)
    expect(parseDuration('x', '90s')).toBe(90_000)
    expect(parseDuration('x', '30m')).toBe(1_800_000)
    expect(parseDuration('x', '2h')).toBe(7_200_000)
    expect(() => parseDuration('x', '')).toThrow(/not a duration/)
  })

  test('lists split on commas, spaces and new lines, and e-mails are de-duplicated', () => {
    expect(splitList(' a, b\n\nc  d,')).toEqual(['a', 'b', 'c', 'd'])
    expect(parseEmails('x', 'a@example.com a@example.com')).toEqual(['a@example.com'])
  })

  test('loopback hosts', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '127.1.2.3',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]'
    ]) {
      expect(isLoopbackHost(new URL(`http://${host}:1/`).hostname)).toBe(true)
    }
    for (const host of ['example.com', '10.0.0.1', '128.0.0.1', 'localhost.example.com']) {
      expect(isLoopbackHost(host)).toBe(false)
    }
  })
})

/**
 * Bitrise (`BITRISE_IO=true`), as a Script step runs the tool: each output is handed to envman, run
 * as a program of its own (never through a shell), its value in a file (`--valuefile`), never
 * expanded (`--no-expand`), a pre-signed URL as `--sensitive`; the summary and the reports go to
 * `$BITRISE_DEPLOY_DIR`, which Bitrise makes the build's artifacts. envman missing or failing is one
 * warning, never a failed release; stdout keeps the dotenv lines.
 *
 * envman is a Go program that this machine cannot build (no Go toolchain new enough): the suite puts
 * a stand-in first on PATH that records its arguments exactly, with the value file's text as envman
 * would read it, and gives the envstore as a later step would get it.
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync
} from 'node:fs'
import * as path from 'node:path'
import { Outputs } from '../src/inputs/names.js'
import { BITRISE_SUMMARY, bitrise, envmanArgs } from '../src/platforms/bitrise.js'
import { platformOf } from '../src/platforms/index.js'
import { actionFixture } from './support/fixture.js'
import {
  HOSTILE_REASON,
  HOSTILE_VALUE,
  answer,
  commandLines,
  failedWith,
  signedUrl,
  hostileCreate
} from './support/ci-steps.js'
import { type CliRun, dotenv, runCli } from './support/run-cli.js'

const { emulator, key, dir, ipa } = await actionFixture('platform-bitrise')

beforeEach(() => {
  emulator.reset({ config: true })
  emulator.configure({ teams: emulator.config.teams.slice(0, 1) })
})

describe('envman, as the tool calls it', () => {
  test.each([
    [Outputs.SubmissionId, false, ['--key', 'APP_DEPLOY_SUBMISSION_ID']],
    [Outputs.FailureReason, false, ['--key', 'APP_DEPLOY_FAILURE_REASON']],
    [Outputs.SourceUrl, true, ['--key', 'APP_DEPLOY_SOURCE_URL', '--sensitive']]
  ] as const)('%s (secret: %s)', (name, secret, expected) => {
    const args = envmanArgs(name, '/private/value', secret)
    expect(args.slice(0, 3)).toEqual(['add', ...expected.slice(0, 2)])
    // The value only ever from the file, and never expanded by the steps after.
    expect(args).toEqual(expect.arrayContaining(['--valuefile', '/private/value', '--no-expand']))
    expect(args.includes('--value')).toBe(false)
    expect(args.includes('--sensitive')).toBe(secret)
  })

  test.each([
    [{ BITRISE_IO: 'true' }, 'Bitrise'],
    [{ BITRISE_IO: 'false' }, 'a terminal'],
    [{ BITRISE_IO: 'true', GITLAB_CI: 'true' }, 'GitLab CI']
  ])('%j is %s', (env, name) => {
    expect(platformOf(env).name).toBe(name)
  })

  test("the run's link is the build's page; nothing of the run ties a release (a rebuild is a new build)", () => {
    const env = { BITRISE_IO: 'true', BITRISE_BUILD_URL: 'https://app.bitrise.io/build/b1' }
    const run = bitrise.run(env)
    expect(run.runUrl).toBe('https://app.bitrise.io/build/b1')
    expect(run.pipeline).toBeUndefined()
    expect(run.runId).toBeUndefined()
  })

  test('reports and the summary in BITRISE_DEPLOY_DIR; parts on the way elsewhere; unset, as a terminal', () => {
    const folders = bitrise.folders({ BITRISE_DEPLOY_DIR: '/deploy' })
    expect(folders.reports).toBe('/deploy')
    expect(folders.scratch).not.toBe('/deploy')
    expect(bitrise.summary?.file?.({ BITRISE_DEPLOY_DIR: '/deploy' })).toBe(
      path.join('/deploy', BITRISE_SUMMARY)
    )
    expect(bitrise.folders({}).reports).toBe(process.cwd())
    expect(bitrise.summary?.file?.({})).toBeUndefined()
  })
})

/** One call of the stand-in: its arguments as given, and the value file's text when it read it. */
interface EnvmanCall {
  argv: string[]
  valuefile?: string
}

/**
 * A folder holding a stand-in `envman` (see the file's comment): a shell script (a Node one took a
 * process start of Node per output, most of this file's time) that keeps each call in a folder of
 * `calls/` beside it, numbered in order: its arguments exactly (NUL-separated) and a copy of its
 * value file. The envstore, as envman keeps it (the last value of each key), is read from them.
 * `refuse` makes it end with status 1 and envman's kind of message, for that key or (`*`) any.
 */
function standIn(refuse?: string): { bin: string; calls(): EnvmanCall[]; store(): object } {
  const bin = mkdtempSync(path.join(dir, 'envman-'))
  const calls = path.join(bin, 'calls')
  mkdirSync(calls)
  const script = `#!/bin/sh
call="${calls}/$(printf '%06d' "$(ls "${calls}" | wc -l)")"
mkdir "$call"
printf '%s\\0' "$@" > "$call/argv"
previous=
for arg in "$@"; do
  [ "$previous" = --valuefile ] && cp "$arg" "$call/value"
  previous=$arg
done
${refuse ? `case "$3" in ${refuse === '*' ? '*' : `'${refuse}'`}) echo 'level=fatal msg="[ENVMAN] Failed to add env var: value too large"' >&2; exit 1 ;; esac` : ''}
`
  writeFileSync(path.join(bin, 'envman'), script)
  chmodSync(path.join(bin, 'envman'), 0o755)
  const recorded = (): EnvmanCall[] =>
    readdirSync(calls)
      .sort()
      .map(name => {
        const argv = readFileSync(path.join(calls, name, 'argv'), 'utf8')
          .split('\0')
          .slice(0, -1)
        const value = path.join(calls, name, 'value')
        return existsSync(value) ? { argv, valuefile: readFileSync(value, 'utf8') } : { argv }
      })
  const refused = (key: string | undefined): boolean => refuse === '*' || refuse === key
  return {
    bin,
    calls: recorded,
    store: () => {
      const store: Record<string, string> = {}
      for (const { argv, valuefile } of recorded()) {
        const key = argv[argv.indexOf('--key') + 1]
        if (key !== undefined && valuefile !== undefined && !refused(key)) store[key] = valuefile
      }
      return store
    }
  }
}

/** The tool as a Bitrise Script step runs it, in a folder of its own, envman found on `path`. */
async function step(
  args: string[],
  { path: searchPath, deployDir = true }: { path: string; deployDir?: boolean }
): Promise<CliRun & { cwd: string; deploy: string }> {
  const cwd = mkdtempSync(path.join(dir, 'step-'))
  const deploy = path.join(cwd, 'deploy')
  mkdirSync(deploy)
  const run = await runCli(args, {
    cwd,
    env: {
      APP_DEPLOY_API_KEY: key,
      APP_DEPLOY_BASE_URL: emulator.baseUrl,
      BITRISE_IO: 'true',
      CI: 'true',
      BITRISE_BUILD_URL: 'https://app.bitrise.io/build/0123abcd',
      ...(deployDir && { BITRISE_DEPLOY_DIR: deploy }),
      PATH: searchPath
    }
  })
  expect(run.stderr).not.toContain(key)
  return { ...run, cwd, deploy }
}

const withStandIn = (envman: { bin: string }): string =>
  [envman.bin, path.dirname(process.execPath), process.env.PATH].join(path.delimiter)

describe('the tool in a Bitrise Script step', () => {
  test("the service's hostile text reaches the later steps exactly as written, and runs nothing", async () => {
    emulator.injectFault(hostileCreate())
    const envman = standIn()
    const run = await step(['submit', '--ipa-path', ipa, '--no-wait'], {
      path: withStandIn(envman)
    })
    expect(run.exitCode).toBe(0)
    expect(envman.store()).toEqual(
      expect.objectContaining({
        APP_DEPLOY_SUBMISSION_ID: 'sub_hostile',
        APP_DEPLOY_STATUS: HOSTILE_VALUE,
        APP_DEPLOY_CREATED_AT: HOSTILE_VALUE
      })
    )
    // Every output once, each from a file, never expanded, none a secret.
    const calls = envman.calls()
    // Each output but the one submit reads itself: the job's next submit would go to that team.
    expect(calls.map(call => call.argv[2]).sort()).toEqual(
      Object.keys(dotenv(run.stdout))
        .filter(name => name !== 'APP_DEPLOY_TEAM_ID')
        .sort()
    )
    for (const { argv } of calls) {
      expect(argv).toEqual(['add', '--key', argv[2], '--valuefile', argv[4], '--no-expand'])
      // The value file is gone once envman has read it.
      expect(existsSync(argv[4])).toBe(false)
    }
    expect(existsSync(path.join(run.cwd, 'pwned'))).toBe(false)
    // stdout keeps the dotenv lines; the summary is an artifact of the build.
    expect(dotenv(run.stdout).APP_DEPLOY_SUBMISSION_ID).toBe('sub_hostile')
    expect(readFileSync(path.join(run.deploy, BITRISE_SUMMARY), 'utf8')).toContain('sub_hostile')
    expect(run.stderr).not.toMatch(/envman/)
  })

  test('a value longer than one argument may be (128 KiB on Linux) reaches envman whole', async () => {
    const long = `-${'x'.repeat(150_000)}`
    emulator.injectFault(
      answer('POST', '/ios/signed_ipas', 200, [
        { id: 'sub_long', status: 'pending', created_at: long }
      ])
    )
    const envman = standIn()
    const run = await step(['submit', '--ipa-path', ipa, '--no-wait'], {
      path: withStandIn(envman)
    })
    expect(run.exitCode).toBe(0)
    expect(run.stderr).not.toMatch(/^warning: /m)
    expect((envman.store() as Record<string, string>).APP_DEPLOY_CREATED_AT).toBe(long)
  })

  test("a hostile failure reason reaches envman's store exactly, runs nothing, and is no command of the log", async () => {
    emulator.injectFault(failedWith(HOSTILE_REASON))
    const envman = standIn()
    const run = await step(['status', '--submission-id', 'sub_failed', '--no-wait'], {
      path: withStandIn(envman)
    })
    expect(run.exitCode).not.toBe(0)
    expect(envman.store()).toEqual(
      expect.objectContaining({ APP_DEPLOY_FAILURE_REASON: HOSTILE_REASON })
    )
    expect(existsSync(path.join(run.cwd, 'pwned'))).toBe(false)
    // The log (stdout's line too) shows it on one line, its commands broken.
    expect(commandLines(`${run.stdout}\n${run.stderr}`)).toEqual([])
    expect(dotenv(run.stdout).APP_DEPLOY_FAILURE_REASON).toBe(
      `it's "$(touch pwned)" \`id\` ##\u200bvso[task.setvariable variable=X]y ::error::x and a second line`
    )
  })

  test('a pre-signed URL is handed on whole, as a sensitive value Bitrise hides in its log', async () => {
    const signed = signedUrl()
    const envman = standIn()
    const run = await step(['upload', '--ipa-url', signed, '--retries', '0'], {
      path: withStandIn(envman)
    })
    expect(run.exitCode).toBe(0)
    const calls = envman.calls()
    const source = calls.find(call => call.argv[2] === 'APP_DEPLOY_SOURCE_URL')
    expect(source?.valuefile).toBe(signed)
    expect(source?.argv.at(-1)).toBe('--sensitive')
    expect(calls.filter(call => call.argv.includes('--sensitive'))).toHaveLength(1)
    // Not in the build's log either: stdout is a part of it, and no mask hides a value there.
    const signature = new URL(signed).searchParams.get('X-Amz-Signature') ?? ''
    expect(`${run.stdout}${run.stderr}`).not.toContain(signature)
    expect(dotenv(run.stdout).APP_DEPLOY_SOURCE_URL).toMatch(/^https:\/\/releases\.s3\./)
  })

  test("analytics: the report and its CSV are the build's artifacts, and the summary says how", async () => {
    const envman = standIn()
    const run = await step(['analytics', '--app-id', '1234567890', '--date', '2026-11-01'], {
      path: withStandIn(envman)
    })
    expect(run.exitCode).toBe(0)
    const store = envman.store() as Record<string, string>
    // report-path is analytics' own input: the job's next analytics would write over this report.
    expect(store.APP_DEPLOY_REPORT_PATH).toBeUndefined()
    const report = dotenv(run.stdout).APP_DEPLOY_REPORT_PATH
    expect(path.dirname(report)).toBe(run.deploy)
    expect(path.dirname(store.APP_DEPLOY_CSV_PATH)).toBe(run.deploy)
    expect(existsSync(report)).toBe(true)
    expect(existsSync(store.APP_DEPLOY_CSV_PATH)).toBe(true)
    const summary = readFileSync(path.join(run.deploy, BITRISE_SUMMARY), 'utf8')
    expect(summary).toContain('Deploy to Bitrise.io')
  })

  test('envman missing: one warning that says so and where the outputs still are; the release is done', async () => {
    const run = await step(['submit', '--ipa-path', ipa, '--no-wait'], {
      path: path.dirname(process.execPath)
    })
    expect(run.exitCode).toBe(0)
    const warnings = run.stderr.split('\n').filter(line => line.startsWith('warning: '))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /^warning: envman could not take the outputs \(envman is not on PATH\): the steps after this one do not have them as variables\. The APP_DEPLOY_… lines this step printed on stdout still carry every output/
    )
    expect(dotenv(run.stdout).APP_DEPLOY_SUBMISSION_ID).toBe('sub_0001')
  })

  test("envman refusing: one warning with envman's reason; the release is done", async () => {
    const envman = standIn('*')
    const run = await step(['submit', '--ipa-path', ipa, '--no-wait'], {
      path: withStandIn(envman)
    })
    expect(run.exitCode).toBe(0)
    // The first refusal stops it: the rest would meet the same envman.
    expect(envman.calls()).toHaveLength(1)
    const warnings = run.stderr.split('\n').filter(line => line.startsWith('warning: '))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(
      'warning: envman could not take the outputs (envman ended with 1: level=fatal msg="[ENVMAN] Failed to add env var: value too large"): the steps after this one do not have them as variables.'
    )
    expect(Object.keys(dotenv(run.stdout))).toContain('APP_DEPLOY_SUBMISSION_ID')
  })

  test('envman refusing one value: that output alone is missed, and named', async () => {
    const envman = standIn('APP_DEPLOY_STATUS')
    const run = await step(['submit', '--ipa-path', ipa, '--no-wait'], {
      path: withStandIn(envman)
    })
    expect(run.exitCode).toBe(0)
    expect(Object.keys(envman.store()).sort()).toEqual(
      Object.keys(dotenv(run.stdout))
        .filter(name => name !== 'APP_DEPLOY_STATUS' && name !== 'APP_DEPLOY_TEAM_ID')
        .sort()
    )
    const warnings = run.stderr.split('\n').filter(line => line.startsWith('warning: '))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(
      /^warning: envman could not take APP_DEPLOY_STATUS \(envman ended with 1: .*\): the steps after this one do not have it as a variable\./
    )
  })

  test('without BITRISE_DEPLOY_DIR, no summary file is written unless one is named', async () => {
    const envman = standIn()
    const run = await step(['submit', '--ipa-path', ipa, '--no-wait'], {
      path: withStandIn(envman),
      deployDir: false
    })
    expect(run.exitCode).toBe(0)
    expect(existsSync(path.join(run.deploy, BITRISE_SUMMARY))).toBe(false)
    expect(existsSync(path.join(run.cwd, BITRISE_SUMMARY))).toBe(false)
  })
})

/**
 * The command-line tool against the emulator, as GitLab CI or a laptop runs it: flags and
 * APP_DEPLOY_* variables in, dotenv lines (or JSON) on stdout, the log on stderr, an exit code that
 * says what happened, and the key nowhere. Most cases run src/cli/index.ts in this process; its
 * bundle (dist/cli.js) runs in a process of its own where the process is the feature: an exit code
 * as a shell sees it, an answer of megabytes through a pipe, Node's reading of --env-file (the
 * installed package: package.test.ts).
 */
import { beforeEach, describe, expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync
} from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import packageJson from '../package.json' with { type: 'json' }
import { parse } from 'yaml'
import { flagsOf, isCommand } from '../src/cli/args.js'
import { flagName, inputOfFlag } from '../src/cli/flags.js'
import { INPUTS } from '../src/inputs/declared-inputs.js'
import { COMMANDS } from '../src/commands/registry.js'
import { PLATFORMS } from '../src/platforms/index.js'
import { actionFixture } from './support/fixture.js'
import { type CliRun, dotenv, runCli, runCliInProcess } from './support/run-cli.js'
import { repoRoot } from './support/run-action.js'

const { emulator, key, ipa, dir } = await actionFixture('cli', 'Release.ipa', {
  bundleId: 'com.example.Release',
  version: '3.1.0',
  build: '310'
})

beforeEach(() => {
  emulator.reset()
  emulator.configure({ submissionOutcome: 'completed', submissionOutcomes: [], pollsPerStep: 1 })
})

const service = (): Record<string, string> => ({
  APP_DEPLOY_API_KEY: key,
  APP_DEPLOY_BASE_URL: emulator.baseUrl
})

/**
 * Runs the tool with the key and base-url in the environment, and checks what no run may do: in this
 * process, its waits in virtual time (`runCliInProcess`), where the case is about what the command
 * does; the bundle in a process of its own (`spawned`) where the process is the feature: its exit
 * codes, stdout apart from stderr, --env-file.
 */
async function cli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return checked(
    await runCliInProcess(args, { env: { ...service(), ...env }, cwd: dir, virtualTime: true })
  )
}

async function spawned(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return checked(await runCli(args, { env: { ...service(), ...env }, cwd: dir }))
}

function checked(run: CliRun): CliRun {
  for (const stream of [run.stdout, run.stderr]) {
    expect(stream).not.toContain(key)
    expect(stream).not.toMatch(/^::/m)
  }
  return run
}

describe('the command line', () => {
  test('--version prints the version alone', async () => {
    const run = await runCliInProcess(['--version'])
    expect(run).toMatchObject({ exitCode: 0, stdout: `${packageJson.version}\n`, stderr: '' })
  })

  test('--help lists every command of the registry and the exit codes', async () => {
    const run = await runCliInProcess(['--help'])
    expect(run.exitCode).toBe(0)
    for (const command of COMMANDS)
      expect(run.stdout).toMatch(new RegExp(`^  ${command.name} `, 'm'))
    for (const code of [0, 1, 2, 3, 4, 5])
      expect(run.stdout).toMatch(new RegExp(`^  ${code}  `, 'm'))
  })

  test("<command> --help lists the command's flags, each with its input's variable, and no other", async () => {
    for (const command of COMMANDS) {
      const run = await runCliInProcess([command.name, '--help'])
      const listed = [...run.stdout.matchAll(/^ {2}--([a-z-]+)[ ,].*\((APP_DEPLOY_[A-Z_]+)\)$/gm)]
      const inputs = flagsOf(command.name)
      // Each flag is its input's name, or the flag its declaration gives (--sarif for sarif-file).
      expect(listed.map(m => [m[1], m[2]])).toEqual(
        inputs.map(input => [
          INPUTS[input].flag ?? input,
          `APP_DEPLOY_${input.toUpperCase().replace(/-/g, '_')}`
        ])
      )
    }
  })

  test('check --sarif and --junit are the flags of the inputs sarif-file and junit-file', async () => {
    const run = await runCliInProcess(['check', '--sarif-file', 'x.sarif', 'a.ipa'])
    expect(run.stderr).toContain(
      '--sarif-file is not a flag of check: the tool takes that input as --sarif.'
    )
    expect(run.exitCode).toBe(2)
  })
})

describe("a GitLab-style release: two processes, the second given only the first one's dotenv", () => {
  test('submit --no-wait, then status from the variables alone, follows the one submission to its end', async () => {
    const first = await cli(['submit', '--ipa-path', ipa, '--no-wait'])
    expect(first.exitCode).toBe(0)
    const report = dotenv(first.stdout)
    expect(report).toMatchObject({
      APP_DEPLOY_SUBMISSION_ID: 'sub_0001',
      APP_DEPLOY_STATUS: 'pending',
      APP_DEPLOY_TEAM_ID: '1234567',
      APP_DEPLOY_BUNDLE_ID: 'com.example.Release'
    })
    // Every line is NAME=value with a name GitLab's dotenv reports accept.
    for (const line of first.stdout.trim().split('\n'))
      expect(line).toMatch(/^APP_DEPLOY_[A-Z0-9_]+=[^\n]*$/)
    expect(first.stderr).toContain('Submission sub_0001 created: status pending.')
    expect(first.stderr).toContain(
      'a later job with app-store-deploy status and --submission-id sub_0001 follows it.'
    )

    const second = await cli(['status', '--poll-interval', '1s'], report)
    expect(second.exitCode).toBe(0)
    expect(dotenv(second.stdout)).toMatchObject({
      APP_DEPLOY_SUBMISSION_ID: 'sub_0001',
      APP_DEPLOY_STATUS: 'completed'
    })
    // The first job's outputs that are inputs of another command are not "ignored inputs".
    expect(second.stderr).not.toContain('ignored')
    expect(emulator.made().submissions).toEqual(['sub_0001'])
  })

  test('--json prints the service answer as one JSON document; --summary-file writes the summary', async () => {
    const summaryFile = path.join(dir, 'summary.md')
    const run = await cli(['teams', '--json', '--summary-file', summaryFile])
    expect(run.exitCode).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual(emulator.requests[0].responseBody)
    expect(readFileSync(summaryFile, 'utf8')).toMatch(/^## Teams\n/)
  })

  test('a flag wins over its variable; the key may come from --api-key-file', async () => {
    const keyFile = path.join(dir, 'key.txt')
    writeFileSync(keyFile, `${key}\n`)
    const run = await runCliInProcess(
      ['teams', '--base-url', emulator.baseUrl, '--api-key-file', keyFile],
      { env: { APP_DEPLOY_BASE_URL: 'https://elsewhere.example.com/api/v1' }, cwd: dir }
    )
    expect(run.exitCode).toBe(0)
    expect(dotenv(run.stdout).APP_DEPLOY_COUNT).toBe('1')
  })
})

describe('a retried job of another CI sends the release once', () => {
  const gitlab = (pipeline: string) => ({
    GITLAB_CI: 'true',
    CI_PROJECT_PATH: 'mobile/ios-app',
    CI_PIPELINE_ID: pipeline,
    CI_JOB_NAME: 'release'
  })
  const submit = (env: Record<string, string>) =>
    cli(['submit', '--ipa-path', ipa, '--poll-interval', '1s', '--wait-timeout', '2s'], env)

  test('a GitLab job retried in its pipeline follows the submission of its first try', async () => {
    emulator.configure({ pollsPerStep: 3 })
    const first = await submit(gitlab('901'))
    expect(first.exitCode).toBe(1)
    expect(first.stderr).toMatch(/was still '(pending|processing)' after --wait-timeout/)
    emulator.configure({ pollsPerStep: 1 })
    const retried = await submit(gitlab('901'))
    expect(retried.exitCode).toBe(0)
    expect(retried.stderr).toContain(
      'The service answered with submission sub_0001, which it already had'
    )
    expect(emulator.made().submissions).toEqual(['sub_0001'])
    // Another pipeline is another release run: sent anew.
    expect((await submit(gitlab('902'))).exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
  }, 30_000)

  test('a retry after a failed submission is a new try of the release', async () => {
    emulator.configure({ submissionOutcomes: ['failed'] })
    expect((await submit(gitlab('903'))).exitCode).toBe(1)
    const retried = await submit(gitlab('903'))
    expect(retried.exitCode).toBe(0)
    expect(retried.stderr).toContain(
      "Submission sub_0001 of an earlier attempt ended with status 'failed': this attempt is a new try"
    )
    expect(emulator.made().submissions).toEqual(['sub_0001', 'sub_0002'])
  }, 30_000)

  test('--release-id ties runs that no CI ties: a laptop run sent twice is one submission', async () => {
    emulator.configure({ pollsPerStep: 3 })
    const args = ['--release-id', 'v3.1.0', '--no-wait']
    expect((await cli(['submit', '--ipa-path', ipa, ...args])).exitCode).toBe(0)
    expect((await cli(['submit', '--ipa-path', ipa, ...args])).exitCode).toBe(0)
    expect(emulator.made().submissions).toEqual(['sub_0001'])
  }, 30_000)
})

describe('exit codes', () => {
  test('1: the submission ended in a failure status', async () => {
    emulator.configure({ submissionOutcome: 'failed' })
    const run = await cli(['submit', '--ipa-path', ipa, '--poll-interval', '1s'])
    expect(run.exitCode).toBe(1)
    expect(run.stderr).toMatch(/^error: Submission sub_0001 ended with status 'failed'/m)
  })

  test('1: no analytics day could be read', async () => {
    emulator.injectFault({
      path: '/app_analytics/1234567890',
      times: 10,
      kind: { type: 'status', status: 503 }
    })
    const report = path.join(dir, 'unread.json')
    const run = await cli([
      'analytics',
      '--app-id',
      '1234567890',
      '--days',
      '2',
      '--retries',
      '0',
      '--report-path',
      report
    ])
    expect(run.exitCode).toBe(1)
    expect(run.stderr).toMatch(/^error: None of the 2 days could be read/m)
  })

  // In a process of its own: the exit code as a shell sees it, of a run that stops before any request.
  test('2: bad input, every problem named by its flag and its variable, and nothing sent', async () => {
    const run = await spawned([
      'submit',
      '--ipa-path',
      'nothing-here.ipa',
      '--wait-timeout',
      '2d',
      '--api-key',
      key
    ])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain('error: 3 inputs need fixing:')
    expect(run.stderr).toContain('--api-key is refused')
    expect(run.stderr).toContain(
      "--wait-timeout (APP_DEPLOY_WAIT_TIMEOUT) is '2d', which is not a duration"
    )
    expect(run.stderr).toContain(
      "--ipa-path (APP_DEPLOY_IPA_PATH) 'nothing-here.ipa' matches no file"
    )
    expect(emulator.requests).toHaveLength(0)
  })

  test('2: status without an id says where the id comes from, as the tool prints it', async () => {
    const run = await cli(['status'])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain(
      'error: --submission-id (APP_DEPLOY_SUBMISSION_ID) is required by the status command: give it the id of a submission made earlier (the APP_DEPLOY_SUBMISSION_ID value of submit), or several (the APP_DEPLOY_SUBMISSION_IDS value of a submit of several, as it is).'
    )
    expect(emulator.requests).toHaveLength(0)
  })

  // In a process of its own: the home folder is the process's HOME, which a run in this process
  // cannot change (Jest gives the tests a copy of process.env; os.homedir() reads the real one).
  test('--ipa-path ~/… is in the home folder, as a shell would read it', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'cli-home-'))
    mkdirSync(path.join(home, 'exports'))
    copyFileSync(ipa, path.join(home, 'exports', 'Home.ipa'))
    const run = await spawned(['submit', '--ipa-path', '~/exports/*.ipa', '--dry-run'], {
      HOME: home
    })
    expect(run.exitCode).toBe(0)
    expect(run.stderr).toMatch(/^IPA Home\.ipa$/m)
  })

  test('2: a preflight refusal sends nothing either', async () => {
    const broken = path.join(dir, 'Broken.ipa')
    writeFileSync(broken, 'not a zip')
    const run = await cli(['upload', '--ipa-path', broken])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(
      /^error: Preflight found a problem in Broken\.ipa, so nothing was sent/m
    )
    expect(emulator.requests).toHaveLength(0)
  })

  test('2: a GitHub token on the command line is refused too; its variable is taken', async () => {
    const refused = await cli(['status', '--submission-id', 'sub_1', '--github-token', 'ghs_x'])
    expect(refused.exitCode).toBe(2)
    expect(refused.stderr).toContain(
      "--github-token is refused: a token on the command line shows in the shell's history"
    )
    expect(refused.stderr).not.toContain('ghs_x')
    expect(emulator.requests).toHaveLength(0)
    const help = await runCliInProcess(['status', '--help'])
    expect(help.stdout).toMatch(
      /^ {2}APP_DEPLOY_GITHUB_TOKEN {2}\(a variable only: never a flag\)$/m
    )
  })

  test('3: the key is refused', async () => {
    const run = await cli(['teams'], { APP_DEPLOY_API_KEY: 'not-the-key' })
    expect(run.exitCode).toBe(3)
    expect(run.stderr).toMatch(/HTTP 401/)
    // Where this key came from: no api-key secret here.
    expect(run.stderr).toContain(
      'Check APP_DEPLOY_API_KEY (or the file --api-key-file names): it is missing, mistyped or revoked'
    )
  })

  test('4: an unknown submission', async () => {
    const run = await cli(['status', '--submission-id', 'sub_9999'])
    expect(run.exitCode).toBe(4)
    expect(run.stderr).toMatch(/^error: The service does not know submission sub_9999/m)
    // What to give, as the tool spells it: no action step, no `needs`.
    expect(run.stderr).toContain(
      'Give --submission-id the APP_DEPLOY_SUBMISSION_ID value of the submit that made it, with the same APP_DEPLOY_API_KEY and --base-url.'
    )
  })

  test('4: an unknown app', async () => {
    const run = await cli(['analytics', '--app-id', '999', '--date', '2026-11-01'])
    expect(run.exitCode).toBe(4)
    expect(run.stderr).toMatch(
      /^error: App 999 not found \(or no analytics for 2026-11-01\): App not found\. Check --app-id/m
    )
  })

  // In a process of its own: a run that failed on the network ends, with its code, by itself.
  test('5: the service cannot be reached, after the retries', async () => {
    const closed = emulator.baseUrl.replace(/:\d+\//, ':9/')
    const run = await spawned(['teams', '--retries', '0'], { APP_DEPLOY_BASE_URL: closed })
    expect(run.exitCode).toBe(5)
    expect(run.stderr).toMatch(/ECONNREFUSED/)
    // The setting to check, as the tool spells it: the flag, not the action's input.
    expect(run.stderr).toContain('Nothing is listening at --base-url')
    expect(run.stderr).not.toContain("'base-url'")
  })
})

describe('a shell around the tool', () => {
  test('no arguments: the commands, on stderr, and exit 2', async () => {
    const run = await runCliInProcess([])
    expect(run.exitCode).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toMatch(/^Usage: app-store-deploy <command> \[flags\]\n\nCommands:\n/)
    for (const command of COMMANDS)
      expect(run.stderr).toMatch(
        new RegExp(`^  ${command.name} +${command.description.slice(0, 20)}`, 'm')
      )
  })

  test('a mistyped command or flag names the one it most likely meant, and sends nothing', async () => {
    const command = await cli(['tems'])
    expect(command).toMatchObject({ exitCode: 2, stdout: '' })
    expect(command.stderr).toBe("error: 'tems' is not a command; did you mean 'teams'?\n")
    const flag = await cli(['submit', '--ipa-path', ipa, '--tem-id', '1234567'])
    expect(flag.exitCode).toBe(2)
    expect(flag.stderr).toBe('error: --tem-id is not a flag of submit; did you mean --team-id?\n')
    expect(emulator.requests).toHaveLength(0)
  })

  test('--json prints one document on failure too: its kind, message and exit code', async () => {
    const unknown = await cli(['status', '--submission-id', 'sub_9999', '--no-wait', '--json'])
    expect(unknown.exitCode).toBe(4)
    const document = JSON.parse(unknown.stdout) as { error: Record<string, unknown> }
    expect(document).toEqual({
      error: {
        kind: 'not-found',
        message: expect.stringMatching(/^The service does not know submission sub_9999/),
        exitCode: 4
      },
      outputs: {
        'submission-id': 'sub_9999',
        'submission-ids': '["sub_9999"]',
        'completed-count': '0',
        'failed-count': '1'
      }
    })
    // The message is the log's.
    expect(unknown.stderr).toContain(`error: ${(document.error.message as string).split('\n')[0]}`)
    const typo = await cli(['tems', '--json'])
    expect(JSON.parse(typo.stdout)).toEqual({
      error: {
        kind: 'bad-input',
        message: "'tems' is not a command; did you mean 'teams'?",
        exitCode: 2
      },
      outputs: {}
    })
  })

  test('--json without an answer (a dry run) prints the outputs that were set', async () => {
    const run = await cli(['submit', '--ipa-path', ipa, '--dry-run', '--json'])
    expect(run.exitCode).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual({
      'team-id': '1234567',
      'bundle-id': 'com.example.Release',
      version: '3.1.0',
      build: '310',
      size: expect.stringMatching(/^\d+$/)
    })
  })

  test('--json prints an analytics answer of any size whole: no output limit here', async () => {
    // Two days of 400 countries: about 2 MiB, four times what the action's output holds.
    emulator.configure({ analyticsCountryCount: 400 })
    const report = path.join(dir, 'large.json')
    const range = ['--date', '2026-10-01..2026-10-02', '--report-path', report]
    // Spawned: a pipe's stdout is the feature (and is faster than this process's capture of it).
    const run = await spawned(['analytics', '--app-id', '1234567890', ...range, '--json'])
    expect(run.exitCode).toBe(0)
    expect(Buffer.byteLength(run.stdout)).toBeGreaterThan(512 * 1024)
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(readFileSync(report, 'utf8')))
    expect(run.stderr).not.toMatch(/larger than an output holds|too large/)
  })

  test('analytics writes its report in the current folder, whatever RUNNER_TEMP says', async () => {
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'cli-runner-temp-'))
    const run = await cli(['analytics', '--app-id', '1234567890', '--date', '2026-11-01'], {
      RUNNER_TEMP: elsewhere
    })
    expect(run.exitCode).toBe(0)
    const report = path.join(dir, 'app-analytics-1234567890-2026-11-01.json')
    expect(dotenv(run.stdout)).toMatchObject({
      APP_DEPLOY_REPORT_PATH: report,
      APP_DEPLOY_CSV_PATH: report.replace(/json$/, 'csv')
    })
    expect(existsSync(report)).toBe(true)
    expect(readdirSync(elsewhere)).toEqual([])
  })
})

describe('--env-file: what a command printed, read back by the tool, never by a shell', () => {
  /**
   * Every trick a shell would act on, in a value that is still one path segment. Quotes are paired
   * so that `. ./file` would parse each line, and run its $(…): the marker tells that it ran.
   */
  const HOSTILE_ID = `sub_1"$(touch pwned)"'q'\`touch pwned\`|cat;echo $HOME \\n`
  const REASON = `Rejected "quoted" 'single' $(touch pwned) \`touch pwned\`; echo | cat \\ end`
  const fake = (method: string, route: string, body: unknown) => ({
    method,
    path: route,
    kind: { type: 'status' as const, status: 200, body: JSON.stringify(body) }
  })

  test('a hostile submission id and failure reason round-trip exactly, and nothing runs', async () => {
    emulator.injectFault(fake('POST', '/ios/signed_ipas', [{ id: HOSTILE_ID, status: 'pending' }]))
    const submitted = await cli(['submit', '--ipa-path', ipa, '--no-wait'])
    expect(submitted.exitCode).toBe(0)
    const submitFile = path.join(dir, 'submit.env')
    writeFileSync(submitFile, submitted.stdout)
    expect(submitted.stdout).toContain(`APP_DEPLOY_SUBMISSION_ID=${HOSTILE_ID}\n`)

    const record = `/ios/signed_ipas/${encodeURIComponent(HOSTILE_ID)}`
    const failed = { id: HOSTILE_ID, status: 'failed', error_message: REASON }
    emulator.injectFault({ ...fake('GET', record, failed), times: 2 })
    // In a process of its own: Node looks at --env-file too (see below), and lets the tool read it;
    // the failure's exit code as a shell sees it.
    const status = await spawned(['status', '--env-file', submitFile])
    expect(status.exitCode).toBe(1)
    // The id the service received is the one it gave, to the byte.
    const asked = emulator.requests.filter(r => r.method === 'GET' && r.path.endsWith(record))
    expect(asked).toHaveLength(1)
    expect(decodeURIComponent(asked[0].path.split('/').pop() ?? '')).toBe(HOSTILE_ID)
    // The earlier job's other values (bundle id, team id) are none of status's business.
    expect(status.stderr).not.toContain('ignored')
    const statusFile = path.join(dir, 'status.env')
    writeFileSync(statusFile, status.stdout)
    expect(dotenv(status.stdout)).toMatchObject({
      APP_DEPLOY_SUBMISSION_ID: HOSTILE_ID,
      APP_DEPLOY_STATUS: 'failed',
      APP_DEPLOY_FAILURE_REASON: REASON
    })

    // The file with the reason in it, read again: the same id, and the JSON answer as sent.
    const again = await cli(['status', '--env-file', statusFile, '--json'])
    expect(again.exitCode).toBe(1)
    expect(JSON.parse(again.stdout)).toMatchObject({
      outputs: { 'submission-id': HOSTILE_ID, 'failure-reason': REASON }
    })
    expect(existsSync(path.join(dir, 'pwned'))).toBe(false)
  })

  test('a flag wins over the file, and the file over the environment', async () => {
    const file = path.join(dir, 'ids.env')
    writeFileSync(
      file,
      '# from submit\nAPP_DEPLOY_SUBMISSION_ID=sub_file\nAPP_DEPLOY_STATUS=pending\n'
    )
    const read = async (args: string[]) => {
      emulator.reset()
      await cli(['status', '--no-wait', '--retries', '0', '--env-file', file, ...args], {
        APP_DEPLOY_SUBMISSION_ID: 'sub_env'
      })
      return emulator.requests[0]?.path.split('/').pop()
    }
    expect(await read([])).toBe('sub_file')
    expect(await read(['--submission-id', 'sub_flag'])).toBe('sub_flag')
  })

  test('the key and base-url may come from the file; the key shows nowhere', async () => {
    const file = path.join(dir, 'service.env')
    writeFileSync(file, `APP_DEPLOY_API_KEY=${key}\nAPP_DEPLOY_BASE_URL=${emulator.baseUrl}\n`)
    const run = await runCliInProcess(['teams', '--env-file', file, '--verbose'], { cwd: dir })
    expect(run.exitCode).toBe(0)
    expect(dotenv(run.stdout).APP_DEPLOY_COUNT).toBe('1')
    expect(run.stdout + run.stderr).not.toContain(key)
  })

  test('2: a bad line or an unreadable file is an input problem, told with the others, and nothing is sent', async () => {
    const file = path.join(dir, 'bad.env')
    writeFileSync(file, 'APP_DEPLOY_SUBMISSION_ID=sub_1\nexport APP_DEPLOY_WAIT=false\n')
    const bad = await cli(['status', '--env-file', file, '--wait-timeout', '2d'])
    expect(bad.exitCode).toBe(2)
    expect(bad.stderr).toContain('error: 2 inputs need fixing:')
    expect(bad.stderr).toContain(`Line 2 of --env-file '${file}' is not NAME=value`)
    expect(bad.stderr).toContain("--wait-timeout (APP_DEPLOY_WAIT_TIMEOUT) is '2d'")
    // Node reads past `--` no option of its own, so the tool is the one to find the file missing.
    const missing = await runCli(['status', '--env-file', 'nowhere.env', '--wait-timeout', '2d'], {
      env: service(),
      cwd: dir,
      nodeArgs: ['--']
    })
    expect(missing.exitCode).toBe(2)
    expect(missing.stderr).toContain('error: 3 inputs need fixing:')
    expect(missing.stderr).toMatch(/--env-file 'nowhere\.env' cannot be read \(ENOENT/)
    // A value of the file that is wrong is named with its line.
    writeFileSync(file, 'APP_DEPLOY_SUBMISSION_ID=sub_1\nAPP_DEPLOY_WAIT_TIMEOUT=2d\n')
    const value = await cli(['status', '--env-file', file])
    expect(value.stderr).toContain(
      `--wait-timeout (APP_DEPLOY_WAIT_TIMEOUT on line 2 of ${file}) is '2d'`
    )
    expect(emulator.requests).toHaveLength(0)
  })
})

describe("Node's own --env-file", () => {
  // Node (20 to 26 at least) looks for a file after --env-file anywhere on its command line, the
  // script's arguments too, and stops when it is missing, before the tool runs: the README says so.
  // It never loads it. When this fails, Node stopped: take the note out of the README and --help.
  test('a missing file stops Node with exit 9, before the tool runs', async () => {
    const run = await runCli(['status', '--env-file', 'nowhere.env'], { cwd: dir })
    expect(run).toMatchObject({ exitCode: 9, stdout: '' })
    expect(run.stderr).toMatch(/^\S*node: nowhere\.env: not found\n$/)
  })
})

describe('the examples for other CI systems', () => {
  const release = readFileSync(path.join(repoRoot, '.github/workflows/release.yml'), 'utf8')

  test.each(PLATFORMS.flatMap(platform => (platform.examples ?? []).map(example => example.file)))(
    '%s installs the released tarball, uses commands and flags the tool has, and parses as YAML',
    file => {
      const text = readFileSync(path.join(repoRoot, 'examples', file), 'utf8')
      expect(() => parse(text)).not.toThrow()
      // The tool comes from the asset the release workflow attaches, of a named release.
      // Attached to the draft: a published (immutable) release takes no more assets.
      expect(release).toContain('gh release create "$TAG" app-store-deploy.tgz --draft')
      expect(text).toMatch(/\/releases\/download\/v\d+\.\d+\.\d+\/app-store-deploy\.tgz\n/)
      const calls = [
        ...text.matchAll(/app-store-deploy(?:\s|\\\n)+([a-z-]+)((?:[^>\n]|\\\n|\n\s+--)*)/g)
      ]
      expect(calls.length).toBeGreaterThan(0)
      for (const [, command, rest] of calls) {
        expect(isCommand(command)).toBe(true)
        const flags = [...rest.matchAll(/--(no-)?([a-z][a-z-]*)/g)]
        for (const [, no, flag] of flags) {
          if (['summary-file', 'api-key-file', 'json', 'verbose'].includes(flag)) continue
          expect(flagsOf(command as Parameters<typeof flagsOf>[0]).map(flagName)).toContain(flag)
          if (no) expect(INPUTS[inputOfFlag(flag)!].switch).toBe(true)
        }
      }
    }
  )
})

describe('the package', () => {
  test('the README makes the tarball as the release workflow does', () => {
    const pack = 'mv "$(npm pack --silent)" app-store-deploy.tgz'
    for (const file of ['.github/workflows/release.yml', 'README.md'])
      expect(readFileSync(path.join(repoRoot, file), 'utf8')).toContain(pack)
  })

  test('the tarballs npm pack and the release make are ignored by git, so a pack leaves nothing to commit', () => {
    const packed = `${packageJson.name}-${packageJson.version}.tgz`
    for (const name of [packed, 'app-store-deploy.tgz']) {
      // --no-index: what .gitignore says, whether or not such a file was ever added.
      const check = spawnSync('git', ['check-ignore', '--no-index', '--quiet', name], {
        cwd: repoRoot
      })
      expect({ name, ignored: check.status === 0 }).toEqual({ name, ignored: true })
    }
  })
})

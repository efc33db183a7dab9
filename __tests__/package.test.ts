import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import packageJson from '../package.json' with { type: 'json' }
import { EMULATOR_OPTIONS } from '../emulator/options.js'
import { makeIpa } from './support/make-ipa.js'
import { packAndInstall, runTool, startEmulator, type PackedTool } from './support/packed-tool.js'
import type { ProcessRun } from './support/process-run.js'
import { staleBundle } from './support/run-action.js'
import { dotenv } from './support/run-cli.js'

/**
 * The package as a team gets it (support/packed-tool.ts): `npm pack` of this checkout installed
 * into a prefix of its own with nothing else, and its `app-store-deploy` run as a shell runs it: the
 * emulator started from it, a dry run and a real submit of a small IPA through it, the emulator
 * stopped by a signal.
 */
let work: string
let packed: PackedTool
let ipa: string

beforeAll(async () => {
  const stale = staleBundle()
  if (stale) throw new Error(stale)
  work = mkdtempSync(path.join(os.tmpdir(), 'package-'))
  packed = await packAndInstall(work)
  ipa = path.join(work, 'Small.ipa')
  await makeIpa(ipa)
}, 120_000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

/** The installed tool, run with `env` added to this machine's (less what a run reads). */
const tool = (args: string[], env: Record<string, string> = {}): Promise<ProcessRun> =>
  runTool(packed.bin, args, { env, cwd: work })

/** The emulator started from the package on a free port. */
const emulator = () => startEmulator(packed.bin, work)

describe('the packed package', () => {
  test('holds the tool (its bundle, licenses), README, licence and changelog; no action bundle, source map, tests or benchmarks', () => {
    expect(packed.files).toEqual(
      expect.arrayContaining([
        'dist/cli.js',
        // {"type": "module"} beside dist/cli.js: without it Node reads the package's own, and the
        // tool starts some 12 ms later (bench/package.ts).
        'dist/package.json',
        'dist/cli/index.js',
        'dist/cli/licenses.txt',
        'README.md',
        'LICENSE',
        'CHANGELOG.md',
        'package.json'
      ])
    )
    const unwanted =
      /^(__tests__|bench|src|emulator|scripts|examples|docs)\/|^dist\/[^/]+\.(js|txt)$|\.map$|^action\.yml$/
    expect(packed.files.filter(file => file !== 'dist/cli.js' && unwanted.test(file))).toEqual([])
  })

  test('installed into an empty prefix, it brings nothing beside it, warns of nothing, and its bin says its version', async () => {
    expect(readdirSync(packed.installed)).toEqual([packageJson.name])
    expect(packed.installWarnings).not.toMatch(/npm warn/i)
    const run = await tool(['--version'])
    expect(run).toMatchObject({ exitCode: 0, stdout: `${packageJson.version}\n` })
  })

  test('its help and errors cite no page of docs/, which it does not hold, but its address at the tag', async () => {
    const pages = `${packageJson.repository.url.replace(/^git\+|\.git$/g, '')}/blob/v${packageJson.version}/docs/`
    const runs = await Promise.all([
      tool(['--help']),
      tool(['submit', '--help']),
      tool(['check', '--help']),
      tool(['emulator', '--help']),
      tool(['check', '--preflight-skip', 'NOT-A-CHECK', ipa]),
      tool(['rules', 'read-limit'])
    ])
    const cited = runs.flatMap(run =>
      [...run.log.matchAll(/\S*docs\/[\w-]+\.md\S*/g)].map(m => m[0])
    )
    expect(cited.length).toBeGreaterThanOrEqual(6)
    expect(cited.filter(link => !link.includes(pages))).toEqual([])
  })

  test('app-store-deploy --help lists the emulator; its --help, every option of its declaration', async () => {
    const help = await tool(['--help'])
    expect(help.stdout).toMatch(/^ {2}emulator +Run an emulator of the service/m)
    const emulatorHelp = await tool(['emulator', '--help'])
    expect(emulatorHelp.exitCode).toBe(0)
    const listed = [...emulatorHelp.stdout.matchAll(/^ {2}--([\w-]+)/gm)].map(m => m[1])
    expect(listed).toEqual([...Object.keys(EMULATOR_OPTIONS), 'help'])
    expect((await tool(['help', 'emulator'])).stdout).toBe(emulatorHelp.stdout)
  })

  test('app-store-deploy emulator takes a dry run and a submit of the installed tool, then stops on SIGTERM', async () => {
    const { baseUrl, apiKey, child, ended } = await emulator()
    const account = { APP_DEPLOY_API_KEY: apiKey, APP_DEPLOY_BASE_URL: baseUrl }
    const dryRun = await tool(['submit', '--ipa-path', ipa, '--dry-run'], account)
    expect(dryRun.exitCode).toBe(0)
    const submitted = await tool(['submit', '--ipa-path', ipa, '--no-wait'], account)
    expect(submitted.exitCode).toBe(0)
    expect(dotenv(submitted.stdout)).toMatchObject({
      APP_DEPLOY_SUBMISSION_ID: 'sub_0001',
      APP_DEPLOY_STATUS: 'pending'
    })
    child.kill('SIGTERM')
    const stopped = await ended
    expect(stopped.exitCode).toBe(0)
    // What the emulator received: the dry run sent no create, the submit one.
    const creates = stopped.stdout.split('\n').filter(line => line.startsWith('POST '))
    expect(creates).toEqual(['POST /api/v1/ios/signed_ipas 200'])
    expect(stopped.stdout).toContain('Emulator stopping (SIGTERM)')
  })

  test('app-store-deploy emulator stops on SIGINT, as Ctrl-C stops it', async () => {
    const { child, ended } = await emulator()
    child.kill('SIGINT')
    const stopped = await ended
    expect(stopped.exitCode).toBe(0)
    expect(stopped.stdout).toContain('Emulator stopping (SIGINT)')
  })
})

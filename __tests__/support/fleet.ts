/**
 * What the fleet suites (`e2e-fleet.test.ts`, `e2e-fleet-handoff.test.ts`) start from: white-label
 * apps (`com.whitelabel.<name>`) made as the IPAs of one folder, the emulator holding an account of
 * two teams before each test, a GitHub API stand-in, and the tool run in this process against them.
 */
import { beforeEach } from '@jest/globals'
import { mkdirSync } from 'node:fs'
import * as path from 'node:path'
import { TWO_TEAM_ACCOUNT } from './accounts.js'
import { type ActionFixture, actionFixture } from './fixture.js'
import { type GithubApi, githubApiStandIn } from './github-api.js'
import { type MakeIpaOptions, makeIpa } from './make-ipa.js'
import { type CliRun, runCliInProcess } from './run-cli.js'

/** The bundle id of a white-label app: `com.whitelabel.` and its name, letters and digits only. */
export const whitelabelBundleId = (name: string): string =>
  `com.whitelabel.${name.replace(/\W/g, '').toLowerCase()}`

/**
 * IPAs in `folder` (made if missing), by file name: each its own app (`whitelabelBundleId`), signed
 * for the account's first team, unless its options say otherwise. Resolves with a glob of them.
 */
export async function whitelabelIpas(
  folder: string,
  apps: Record<string, MakeIpaOptions>
): Promise<string> {
  mkdirSync(folder, { recursive: true })
  for (const [name, options] of Object.entries(apps))
    await makeIpa(path.join(folder, `${name}.ipa`), {
      name: name.replace(/\W/g, '') || 'App',
      bundleId: whitelabelBundleId(name),
      profile: { teamName: 'Example Corp' },
      ...options
    })
  return path.join(folder, '*.ipa')
}

export interface FleetFixture extends ActionFixture {
  github: GithubApi
  /**
   * The tool in this process, in the suite's folder, on virtual time, with the emulator's address
   * and the suite's key (`env` may name another).
   */
  tool(args: string[], env?: Record<string, string>): Promise<CliRun>
}

/**
 * `actionFixture` (its runs on virtual time) and a GitHub API stand-in; before each test both are
 * reset and the emulator holds an account of two teams (`TWO_TEAM_ACCOUNT`). Call at the top of the
 * test file, with await.
 */
export async function fleetFixture(suite: string): Promise<FleetFixture> {
  const fixture = await actionFixture(suite, 'Unused.ipa', {}, { virtualTime: true })
  const github = await githubApiStandIn()
  const { emulator, key, dir } = fixture
  beforeEach(() => {
    github.reset()
    emulator.reset({ config: true })
    emulator.configure({ teams: TWO_TEAM_ACCOUNT })
  })
  return {
    ...fixture,
    github,
    tool: (args, env = {}) =>
      runCliInProcess(args, {
        env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl, ...env },
        cwd: dir,
        virtualTime: true
      })
  }
}

/**
 * What the tool's end-to-end suites (`cli-*.test.ts`) start from: the action's fixture (a key, the
 * emulator, a folder with an IPA named Release.ipa) and `cli`, which runs the tool in that folder with
 * the key and base URL and checks that neither stream shows the key or starts a workflow command.
 * Call it at the top of the test file, with await; the emulator is reset before each test.
 */
import { beforeEach, expect } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { type ActionFixture, actionFixture } from './fixture.js'
import { type CliRun, runCli, runCliInProcess } from './run-cli.js'

export interface CliFixture extends ActionFixture {
  /**
   * The tool in the fixture's folder, with the key and base URL: in this process (one run at a
   * time), or with `bundle` its bundle in a process of its own.
   */
  cli(args: string[], env?: Record<string, string>, options?: { bundle?: boolean }): Promise<CliRun>
  /** A file in the fixture's folder, its folder made; returns its path relative to the folder. */
  file(name: string, text: string): string
}

export async function cliFixture(suite: string): Promise<CliFixture> {
  const fixture = await actionFixture(suite, 'Release.ipa')
  const { emulator, key, dir } = fixture
  beforeEach(() => {
    emulator.reset({ config: true })
    emulator.configure({ submissionOutcome: 'completed', submissionOutcomes: [], pollsPerStep: 1 })
  })
  return {
    ...fixture,
    async cli(args, env = {}, { bundle = false } = {}) {
      const options = {
        env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl, ...env },
        cwd: dir
      }
      const run = bundle ? await runCli(args, options) : await runCliInProcess(args, options)
      for (const stream of [run.stdout, run.stderr]) {
        expect(stream).not.toContain(key)
        expect(stream).not.toMatch(/^::/m)
      }
      return run
    },
    file(name, text) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      writeFileSync(path.join(dir, name), text)
      return name
    }
  }
}

/**
 * `check` and `rules` as users meet them: no API key and no base URL anywhere in the environment,
 * the action and the tool, the IPAs of support/checked-ipas.ts (under a repository-like folder,
 * `build/`). The bundle where only it shows it (the exit code a shell and the runner see, a chunk
 * ncc must have bundled); the rest in this process.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { Ajv } from 'ajv'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as path from 'node:path'
import { broken, repository } from './support/checked-ipas.js'
import { makeIpa } from './support/make-ipa.js'
import { startStorage } from './support/storage-server.js'
import {
  type ActionRun,
  cleanup,
  repoRoot,
  runAction,
  runActionInProcess
} from './support/run-action.js'
import { dotenv, runCli, runCliInProcess } from './support/run-cli.js'

const SCHEMA = path.join(repoRoot, '..', 'shared', 'schemas', 'sarif-2.1.0.json')
const haveSchema = existsSync(SCHEMA)
if (!haveSchema) console.warn(`Skipping the SARIF schema check: ${SCHEMA} is absent.`)

const clean = path.join(repository, 'build', 'Clean.ipa')
/** Signed for development: one problem, `not-app-store-profile`, a `submit` check. */
const development = path.join(repository, 'dev', 'Dev.ipa')
mkdirSync(path.dirname(development))
await makeIpa(clean)
await makeIpa(development, { profile: { kind: 'development' } })

const runs: ActionRun[] = []
afterAll(() => runs.forEach(cleanup))

/** The action in this process, from the repository's root as a workflow's step runs. */
async function action(inputs: Record<string, string>): Promise<ActionRun> {
  const run = await runActionInProcess(
    { command: 'check', ...inputs },
    { cwd: repository, env: { GITHUB_WORKSPACE: repository } }
  )
  runs.push(run)
  return run
}

const cli = (args: string[]) => runCliInProcess(['check', ...args], { cwd: repository })

const junitParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: name => name === 'testsuite' || name === 'testcase'
})

interface JunitCase {
  name: string
  failure?: { type: string }
  skipped?: { message: string }
}

function readJunit(file: string): {
  tests: number
  failures: number
  suites: Array<{ name: string; testcase: JunitCase[] }>
} {
  const xml = readFileSync(file, 'utf8')
  expect(XMLValidator.validate(xml)).toBe(true)
  const { testsuites } = junitParser.parse(xml) as {
    testsuites: {
      tests: string
      failures: string
      testsuite: Array<{ name: string; testcase: JunitCase[] }>
    }
  }
  return {
    tests: Number(testsuites.tests),
    failures: Number(testsuites.failures),
    suites: testsuites.testsuite
  }
}

describe('the bundles, with no account', () => {
  test('the action checks a clean IPA: exit 0, its facts as outputs, its card in the summary', async () => {
    const run = await runAction(
      { command: 'check', 'ipa-path': 'build/Clean.ipa' },
      { cwd: repository, env: { GITHUB_WORKSPACE: repository } }
    )
    runs.push(run)
    expect(run.exitCode).toBe(0)
    expect(run.outputs).toMatchObject({
      'bundle-id': 'com.example.preflight',
      version: '1.4.2',
      build: '142',
      size: String(readFileSync(clean).length),
      'problem-count': '0',
      'warning-count': '0'
    })
    expect(run.outputs.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(run.log).not.toMatch(/api-key|base-url/)
    expect(run.summary).toMatch(/^## IPA check\n/)
    expect(run.summary).toContain('✅ **Nothing would be refused** (submit).')
    expect(run.summary).toContain('| Bundle id | `com.example.preflight` |')
  })

  test('the tool refuses a faulty IPA with exit 2, and writes a valid SARIF and a JUnit report', async () => {
    const run = await runCli(
      ['check', 'build/Broken.ipa', '--sarif', 'out/check.sarif', '--junit', 'out/check.xml'],
      { cwd: repository }
    )
    expect(run.exitCode).toBe(2)
    expect(dotenv(run.stdout)).toMatchObject({
      APP_DEPLOY_PROBLEM_COUNT: '4',
      APP_DEPLOY_WARNING_COUNT: '1',
      APP_DEPLOY_BUNDLE_ID: 'com.example.preflight'
    })
    expect(run.stderr).toMatch(/^error: Preflight would refuse Broken\.ipa: 4 problems:$/m)

    const sarif = JSON.parse(readFileSync(path.join(repository, 'out', 'check.sarif'), 'utf8'))
    if (haveSchema) {
      const schema = JSON.parse(readFileSync(SCHEMA, 'utf8')) as object
      const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(
        schema
      )
      expect(validate.errors ?? validate(sarif)).toBe(true)
    }
    const results = sarif.runs[0].results as Array<{
      ruleId: string
      level: string
      locations: unknown[]
    }>
    expect(results.map(result => [result.ruleId, result.level])).toEqual([
      ['ITMS-90087', 'error'],
      ['ITMS-91053', 'error'],
      ['ITMS-91053', 'error'],
      ['ITMS-90683', 'error'],
      ['ITMS-90683', 'warning']
    ])
    expect(results[0].locations[0]).toMatchObject({
      physicalLocation: { artifactLocation: { uri: 'build/Broken.ipa', uriBaseId: '%SRCROOT%' } }
    })

    const junit = readJunit(path.join(repository, 'out', 'check.xml'))
    expect(junit.failures).toBe(3)
    const [suite] = junit.suites
    expect(suite.name).toBe('build/Broken.ipa')
    const failed = suite.testcase.filter(testCase => testCase.failure)
    expect(failed.map(testCase => testCase.failure?.type)).toEqual([
      'ITMS-90087',
      'ITMS-91053',
      'ITMS-90683'
    ])
  })
})

describe('several IPAs', () => {
  test('two lines of ipa-path, one IPA faulty: both are checked and reported, and the step fails', async () => {
    const run = await action({
      'ipa-path': 'build/Broken.ipa\nbuild/Clean.ipa',
      'junit-file': 'out/two.xml'
    })
    expect(run.exitCode).toBe(1)
    expect(run.log).toMatch(/^::error::Preflight would refuse 1 of 2 IPAs:/m)
    expect(run.summary).toContain('### Broken.ipa\n\n❌ **Would be refused** (submit)')
    expect(run.summary).toContain('### Clean.ipa\n\n✅ **Nothing would be refused** (submit).')
    // Of several, no output names one app: the json output lists each.
    expect(run.outputs['bundle-id']).toBeUndefined()
    const listed = JSON.parse(run.outputs.json) as Array<{ file: string; refused: boolean }>
    expect(listed.map(({ file, refused }) => [path.basename(file), refused])).toEqual([
      ['Broken.ipa', true],
      ['Clean.ipa', false]
    ])
    const junit = readJunit(path.join(repository, 'out', 'two.xml'))
    expect(junit.suites.map(suite => path.basename(suite.name))).toEqual([
      'Broken.ipa',
      'Clean.ipa'
    ])
  })
})

describe('what is judged', () => {
  test('--for upload: an App Store rule does not refuse an IPA the service re-signs', async () => {
    const run = await cli(['build/Broken.ipa', '--for', 'upload'])
    expect(run.exitCode).toBe(0)
    expect(dotenv(run.stdout)).toMatchObject({
      APP_DEPLOY_PROBLEM_COUNT: '0',
      APP_DEPLOY_WARNING_COUNT: '5'
    })
  })

  test('preflight-skip of the one problem passes, and the JUnit report shows its case skipped', async () => {
    const run = await cli([
      'dev/Dev.ipa',
      '--preflight-skip',
      'not-app-store-profile',
      '--junit',
      'out/skip.xml'
    ])
    expect(run.exitCode).toBe(0)
    const [suite] = readJunit(path.join(repository, 'out', 'skip.xml')).suites
    const skipped = suite.testcase.find(testCase =>
      testCase.name.startsWith('not-app-store-profile: ')
    )
    expect(skipped?.skipped?.message).toBe('not applied: skipped on request')
    // Without the skip, the same IPA is refused.
    expect((await cli(['dev/Dev.ipa'])).exitCode).toBe(2)
  })

  test('preflight off is refused: checking is all check does', async () => {
    const run = await cli(['build/Clean.ipa', '--preflight', 'off'])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain("is 'off', which checks nothing")
  })
})

describe('a file that is not there', () => {
  test('is an input problem naming it, and no report is written', async () => {
    const run = await cli(['build/Missing.ipa', '--sarif', 'out/missing.sarif'])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toMatch(/^error: .*build\/Missing\.ipa/m)
    expect(existsSync(path.join(repository, 'out', 'missing.sarif'))).toBe(false)
  })
})

describe('no request', () => {
  let server: Server
  let requests = 0
  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests += 1
      response.end('{}')
    })
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>(resolve => server.close(() => resolve())))

  test('a key and a base URL given job-wide are neither an error nor a warning, and nothing is sent', async () => {
    const { port } = server.address() as AddressInfo
    const run = await action({
      'ipa-path': 'build/Mismatched.ipa',
      'api-key': 'k-123',
      'base-url': `http://127.0.0.1:${port}/api/v1`
    })
    expect(run.exitCode).toBe(0)
    expect(requests).toBe(0)
    expect(run.log).not.toMatch(/::error::|ignored/)
    // The one warning is the IPA's (an extension's version differs from the app's).
    expect(run.outputs['warning-count']).toBe('1')
  })
})

describe('an ipa-url', () => {
  test('is read where it lives, in ranges, and is the SARIF location, its signature hidden', async () => {
    const storage = await startStorage({ object: broken, path: '/bucket/Broken.ipa' })
    try {
      const url = storage.url('/bucket/Broken.ipa?X-Amz-Signature=s3cr3t')
      const run = await action({ 'ipa-url': url, 'sarif-file': 'out/url.sarif' })
      expect(run.exitCode).toBe(1)
      expect(run.outputs['bundle-id']).toBe('com.example.preflight')
      expect(storage.requests.length).toBeGreaterThan(0)
      expect(storage.requests.map(request => [request.method, Boolean(request.range)])).toEqual(
        storage.requests.map(() => ['GET', true])
      )
      const sarif = readFileSync(path.join(repository, 'out', 'url.sarif'), 'utf8')
      expect(sarif).not.toContain('s3cr3t')
      expect(JSON.parse(sarif).runs[0].results[0].locations[0]).toMatchObject({
        physicalLocation: {
          artifactLocation: { uri: expect.stringMatching(/\/bucket\/Broken\.ipa/) }
        }
      })
    } finally {
      await storage.close()
    }
  })
})

describe('rules', () => {
  test('lists every check with its level and source, and explains one', async () => {
    const all = await runCliInProcess(['rules'])
    expect(all.exitCode).toBe(0)
    expect(all.stderr).toMatch(/^code +level +source$/m)
    expect(all.stderr).toMatch(/^ITMS-90087 +refuse +App Store Connect/m)
    const one = await runCliInProcess(['rules', 'itms-90087'])
    expect(one.exitCode).toBe(0)
    expect(one.stderr).toMatch(/^code +ITMS-90087$/m)
    expect(one.stderr).toMatch(/^read +\d{4}-\d{2}-\d{2}$/m)
  })

  test('a mistyped code is an input problem that suggests the nearest codes', async () => {
    const run = await runCliInProcess(['rules', 'ITMS-9008'])
    expect(run.exitCode).toBe(2)
    expect(run.stderr).toContain("is 'ITMS-9008', which is not the code of a check preflight makes")
    expect(run.stderr).toContain("'ITMS-90087'")
  })

  test('the action writes the table to the summary', async () => {
    const run = await runActionInProcess({ command: 'rules' })
    runs.push(run)
    expect(run.exitCode).toBe(0)
    expect(run.summary).toMatch(/^## Preflight rules\n/)
    expect(run.summary).toContain('| `ITMS-90087` | `refuse` |')
  })
})

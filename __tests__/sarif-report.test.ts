/**
 * `check --sarif`: the log GitHub code scanning reads, from real inspections of built IPAs and from
 * hand-made problems: valid against the SARIF 2.1.0 schema of ../shared (skipped, with the rest
 * still pinned, where ../shared is absent), one rule per code found, one result per problem at the
 * IPA and its entry, levels by the policy, fingerprints stable across runs, paths relative to the
 * repository with forward slashes on Windows too, and hostile text inert.
 */
import { describe, expect, test } from '@jest/globals'
import { Ajv } from 'ajv'
import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import type { IpaProblem } from '../src/ipa/types.js'
import { artifactLocation, rootUri } from '../src/preflight-reports/artifact-location.js'
import type { CheckedIpa } from '../src/preflight-reports/checked-ipa.js'
import { MAX_RESULTS, sarifLog, type SarifOptions } from '../src/preflight-reports/sarif.js'
import { broken, checked, mismatched, repository } from './support/checked-ipas.js'
import { repoRoot } from './support/run-action.js'

/** The OASIS schema beside the checkout, never copied into it. */
const SCHEMA = path.join(repoRoot, '..', 'shared', 'schemas', 'sarif-2.1.0.json')
const haveSchema = existsSync(SCHEMA)
const validate = haveSchema
  ? new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(
      JSON.parse(readFileSync(SCHEMA, 'utf8')) as object
    )
  : undefined

const options: SarifOptions = {
  purpose: 'submit',
  repositoryRoot: repository,
  workingDirectory: repository,
  tool: { name: 'app-store-deploy', version: '0.1.0', informationUri: 'https://example.com/tool' }
}

/** The log as it is written to its file and read back. */
const written = (ipas: CheckedIpa[], given = options) =>
  JSON.parse(JSON.stringify(sarifLog(ipas, given))) as ReturnType<typeof sarifLog>

const problem = (fields: Partial<IpaProblem> = {}): IpaProblem => ({
  code: 'ITMS-90683',
  message: 'App.ipa: Payload/App.app/Info.plist has no purpose string (ITMS-90683).',
  entry: 'Payload/App.app/Info.plist',
  level: 'refuse',
  appStoreRule: true,
  ...fields
})

describe('a faulty IPA, inspected for real', () => {
  const submitted = checked(broken)

  ;(haveSchema ? test : test.skip)('is valid against the SARIF 2.1.0 schema', async () => {
    const log = written([await submitted, await checked(mismatched)])
    expect(validate?.(log) ? [] : validate?.errors).toEqual([])
  })

  test('one run; a rule per code found, a result per problem, in order', async () => {
    const ipa = await submitted
    const [run] = written([ipa]).runs
    expect(run.tool.driver).toMatchObject({
      name: 'app-store-deploy',
      version: '0.1.0',
      informationUri: 'https://example.com/tool'
    })
    expect(run.tool.driver.rules.map(rule => rule.id)).toEqual([
      'ITMS-90087',
      'ITMS-91053',
      'ITMS-90683'
    ])
    expect(run.results.map(result => [result.ruleId, result.level])).toEqual(
      ipa.problems.map(({ code, level }) => [code, level === 'warn' ? 'warning' : 'error'])
    )
    for (const result of run.results)
      expect(run.tool.driver.rules[result.ruleIndex].id).toBe(result.ruleId)
  })

  test('each result is at the IPA, relative to the repository, and at the entry inside it', async () => {
    const [run] = written([await submitted]).runs
    expect(run.originalUriBaseIds['%SRCROOT%'].uri).toBe(
      `file://${repository.split(path.sep).join('/')}/`
    )
    expect(run.results[0].locations).toEqual([
      {
        physicalLocation: { artifactLocation: { uri: 'build/Broken.ipa', uriBaseId: '%SRCROOT%' } },
        logicalLocations: [
          {
            fullyQualifiedName: 'Payload/Preflight.app/Frameworks/Kit.framework/Kit',
            kind: 'resource'
          }
        ],
        properties: { entry: 'Payload/Preflight.app/Frameworks/Kit.framework/Kit' }
      }
    ])
  })

  test('a rule says what to do and where Apple says so, with its level and the day read', async () => {
    const [run] = written([await submitted]).runs
    const rule = run.tool.driver.rules.find(({ id }) => id === 'ITMS-90683')
    expect(rule?.shortDescription.text).toMatch(/purpose string in Info\.plist/)
    expect(rule?.help.text).toMatch(
      /^What to do: add the key .*\nSource: https:\/\/developer\.apple\.com\/.* \(read 2026-11-27\)\.$/s
    )
    expect(rule?.help.markdown).toMatch(/^\*\*What to do:\*\* add the key/)
    expect(rule?.helpUri).toMatch(/^https:\/\/developer\.apple\.com\//)
    expect(rule?.defaultConfiguration).toEqual({ level: 'error' })
    expect(rule?.properties).toMatchObject({ level: 'refuse', read: '2026-11-27' })
    expect(rule?.fullDescription.text.length).toBeLessThanOrEqual(1024)
  })

  test('the same problems of the next build keep their fingerprints; different ones differ', async () => {
    const fingerprints = (log: ReturnType<typeof sarifLog>) =>
      log.runs[0].results.map(result => result.partialFingerprints.primaryLocationLineHash)
    const first = fingerprints(written([await submitted]))
    const again = fingerprints(written([await checked(broken)]))
    expect(again).toEqual(first)
    expect(new Set(first).size).toBe(first.length)
    for (const fingerprint of first) expect(fingerprint).toMatch(/^[0-9a-f]{16}:\d+$/)
  })

  test('for upload, the App Store rules only warn', async () => {
    const [run] = written([await checked(broken, 'upload')], { ...options, purpose: 'upload' }).runs
    expect(new Set(run.results.map(result => result.level))).toEqual(new Set(['warning']))
  })

  test('an IPA with nothing wrong adds no result', async () => {
    const [run] = written([{ given: 'build/Fine.ipa', problems: [] }]).runs
    expect(run.results).toEqual([])
    expect(run.tool.driver.rules).toEqual([])
  })
})

describe('hand-made problems', () => {
  const hostile =
    'App.ipa: </failure>]]><x>\u0000\u001b[31m\n::error::pwned ##vso[task.setvariable variable=x]1 [link](1)'

  test('hostile text in a message comes out as one inert line of plain text', () => {
    const log = written([
      { given: 'App.ipa', problems: [problem({ message: hostile, entry: 'Payload/\u0000a\nb' })] }
    ])
    const [result] = log.runs[0].results
    // eslint-disable-next-line no-control-regex
    expect(result.message.text).not.toMatch(/[\u0000-\u001f\u007f]/)
    expect(result.message.text).not.toMatch(/::error::|##vso\[/)
    expect(result.message.text).toContain('\\[link\\](1)')
    expect(result.message.text).toContain('</failure>\\]\\]><x>')
    expect(JSON.stringify(result.locations)).not.toMatch(/\\u0000|\\n/)
    if (validate) expect(validate(log)).toBe(true)
  })

  test('a run holds at most the results GitHub takes, and says how many were left out', () => {
    const problems = Array.from({ length: MAX_RESULTS + 3 }, (_, index) =>
      problem({ entry: `Payload/App.app/${index}` })
    )
    const [run] = sarifLog([{ given: 'App.ipa', problems }], options).runs
    expect(run.results).toHaveLength(MAX_RESULTS)
    expect(run.properties).toEqual({ resultsLeftOut: 3 })
  })

  test('a code the policy does not know still gets a rule of its own', () => {
    const [run] = written([{ given: 'App.ipa', problems: [problem({ code: 'new-check' })] }]).runs
    expect(run.tool.driver.rules.map(rule => rule.id)).toEqual(['new-check'])
  })
})

describe('where the IPA is', () => {
  const posix = {
    repositoryRoot: '/work/repo',
    workingDirectory: '/work/repo/app',
    paths: path.posix
  }
  const windows = {
    repositoryRoot: 'C:\\work\\repo',
    workingDirectory: 'C:\\work\\repo\\app',
    paths: path.win32
  }

  test.each([
    [
      'a relative path',
      'build/App.ipa',
      posix,
      { uri: 'app/build/App.ipa', uriBaseId: '%SRCROOT%' }
    ],
    [
      'an absolute path inside',
      '/work/repo/App.ipa',
      posix,
      { uri: 'App.ipa', uriBaseId: '%SRCROOT%' }
    ],
    [
      'a path with spaces',
      'My App (1).ipa',
      posix,
      { uri: 'app/My%20App%20(1).ipa', uriBaseId: '%SRCROOT%' }
    ],
    [
      'a path outside the repository',
      '../../elsewhere/App.ipa',
      posix,
      { uri: 'file:///work/elsewhere/App.ipa' }
    ],
    [
      'a file named like a parent',
      '..App.ipa',
      posix,
      { uri: 'app/..App.ipa', uriBaseId: '%SRCROOT%' }
    ],
    [
      'a Windows path',
      'build\\App.ipa',
      windows,
      { uri: 'app/build/App.ipa', uriBaseId: '%SRCROOT%' }
    ],
    [
      'a Windows path with forward slashes',
      'build/App.ipa',
      windows,
      { uri: 'app/build/App.ipa', uriBaseId: '%SRCROOT%' }
    ],
    ['another Windows drive', 'D:\\builds\\App.ipa', windows, { uri: 'file:///D:/builds/App.ipa' }],
    [
      'an ipa-url, its signature hidden',
      'https://storage.example.com/App.ipa?X-Amz-Signature=abc&X-Amz-Credential=def',
      posix,
      { uri: expect.not.stringMatching(/abc|def/) }
    ]
  ])('%s', (_, given, settings, expected) => {
    expect(artifactLocation(given, settings)).toEqual(expected)
  })

  test("the repository's root is a file URL ending with a slash, on Windows too", () => {
    expect(rootUri(posix)).toBe('file:///work/repo/')
    expect(rootUri(windows)).toBe('file:///C:/work/repo/')
  })
})

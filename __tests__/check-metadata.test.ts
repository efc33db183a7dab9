/**
 * scripts/check-metadata.ts: the repository passes, and each kind of mistake it exists for is caught
 * with a message that names it.
 */
import { describe, expect, test } from '@jest/globals'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { parse } from 'yaml'
import {
  SCHEMA_PATH,
  checkAll,
  checkMarketplace,
  checkWithActionParser,
  checkWithSchema,
  checkWorkflow,
  repoRoot,
  type Findings
} from '../scripts/check-metadata.js'

const findings = (): Findings => ({ problems: [], notes: [] })

const ACTION = `name: Example
description: An example action
branding:
  icon: upload-cloud
  color: blue
inputs:
  token:
    description: A token
runs:
  using: node24
  main: dist/index.js
`

const schemaFile = path.resolve(repoRoot, SCHEMA_PATH)
const haveSchema = existsSync(schemaFile)

describe('check-metadata', () => {
  test('the repository passes every check', async () => {
    const result = await checkAll()
    expect(result.problems).toEqual([])
  }, 60_000)

  test("GitHub's parser refuses an expression in an input description", () => {
    const result = findings()
    const bad = ACTION.replace('A token', 'A token, e.g. ${{ github.token }}')
    checkWithActionParser('action.yml', bad, result)
    expect(result.problems.join('\n')).toMatch(/Unrecognized named-value: 'github'/)
    const marketplace = findings()
    checkMarketplace(parse(bad), repoRoot, marketplace)
    expect(marketplace.problems.join('\n')).toMatch(/input 'token' holds an expression/)
  })

  test("GitHub's parser refuses an unknown runtime", () => {
    const result = findings()
    checkWithActionParser('action.yml', ACTION.replace('node24', 'node99'), result)
    expect(result.problems.join('\n')).toMatch(/node99/)
  })

  ;(haveSchema ? test : test.skip)(
    'the SchemaStore schema refuses a colour it does not know',
    () => {
      const result = findings()
      checkWithSchema(parse(ACTION.replace('color: blue', 'color: teal')), result, schemaFile)
      expect(result.problems.join('\n')).toMatch(/branding\.color .*one of .*blue/)
    }
  )

  test('without the schema file the schema check is skipped, saying so', () => {
    const result = findings()
    checkWithSchema(parse(ACTION), result, path.join(os.tmpdir(), 'no-such-schema.json'))
    expect(result.problems).toEqual([])
    expect(result.notes.join('\n')).toMatch(/skipped/)
  })

  test('a missing runs.main and a missing description are reported', () => {
    const result = findings()
    const dir = mkdtempSync(path.join(os.tmpdir(), 'check-metadata-'))
    try {
      checkMarketplace(
        parse(ACTION.replace('    description: A token\n', '    required: false\n')),
        dir,
        result
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(result.problems.join('\n')).toMatch(
      /runs\.main is dist\/index\.js, which does not exist/
    )
    expect(result.problems.join('\n')).toMatch(/input 'token' has no description/)
  })

  test('actionlint and the workflow parser report a broken workflow', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'check-metadata-'))
    const file = path.join(dir, 'broken.yml')
    writeFileSync(
      file,
      [
        'on: push',
        'jobs:',
        '  build:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: actions/checkout@v4',
        '        with:',
        '          fetch-deepth: 0',
        '      - run: echo "${{ github.no_such_thing }}"',
        '      - run: echo "${{ steps.x.outputs.y }"',
        ''
      ].join('\n')
    )
    const result = findings()
    try {
      await checkWorkflow(file, result)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    const text = result.problems.join('\n')
    expect(text).toMatch(/actionlint: .*input "fetch-deepth" is not defined/)
    expect(text).toMatch(/actionlint: .*property "no_such_thing" is not defined/)
  }, 60_000)
})

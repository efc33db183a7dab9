/**
 * scripts/check-metadata.ts: the repository passes, and each kind of mistake it exists for is caught
 * with a message that names it.
 */
import { describe, expect, test } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { parse } from 'yaml'
import {
  NODE24_MAJORS,
  SCHEMA_PATH,
  SUPERSEDED,
  checkAll,
  checkFirstPartyMajors,
  checkMarketplace,
  checkWithActionParser,
  checkWithSchema,
  checkWorkflow,
  filesWithUses,
  repoRoot,
  type Findings
} from '../scripts/check-metadata.js'
import { checkLicenses } from '../scripts/check-licenses.js'
import { declaredManifest, keptManifest } from '../scripts/pack-manifest.mjs'

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

  test('a package src/ imports that is not a dependency, a dependency it does not import, and a bundled package without its license, are reported', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'check-metadata-'))
    const write = (file: string, text: string): void => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), text)
    }
    write(
      'package.json',
      JSON.stringify({
        dependencies: { yauzl: '3.4.0', jest: '30.5.2' },
        devDependencies: { '@actions/core': '3.0.1', glob: '14.0.6' }
      })
    )
    write('src/ipa/zip.ts', "import yauzl from 'yauzl'\nimport * as fs from 'node:fs'\n")
    write('src/action/context.ts', "import * as core from '@actions/core'\n")
    write('src/cli/run.ts', "const run = await import(/* eager */ 'glob/raw')\n")
    write('dist/licenses.txt', '@actions/core\nMIT\nPermission is granted\n')
    write('dist/cli/licenses.txt', 'glob\nBlueOak-1.0.0\nCopyright Isaac\n')
    const result = findings()
    try {
      checkLicenses(dir, result)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(result.problems).toEqual([
      expect.stringMatching(
        /^package\.json does not list @actions\/core, glob under dependencies, which src\/ or emulator\/ imports: .* Move them from devDependencies to dependencies, at the same version\.$/
      ),
      expect.stringMatching(
        /^package\.json lists jest under dependencies, which neither src\/ nor emulator\/ imports: .*devDependencies\.$/
      ),
      expect.stringMatching(/^dist\/licenses\.txt does not list yauzl, which its part of src\//),
      expect.stringMatching(
        /^dist\/cli\/licenses\.txt does not list yauzl, which its part of src\//
      )
    ])
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

describe('check-metadata: first-party actions on Node 24', () => {
  const example = (lines: string[]): string =>
    [
      'on: push',
      'jobs:',
      '  release:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      ...lines.map(line => `      ${line}`),
      ''
    ].join('\n')

  /** A repository with one example, checked as checkAll checks the repository. */
  function checkExample(content: string): Findings {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'check-metadata-'))
    const result = findings()
    try {
      mkdirSync(path.join(dir, 'examples'))
      writeFileSync(path.join(dir, 'examples', 'release.yml'), content)
      checkFirstPartyMajors(dir, result)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    return result
  }

  test('a node20-era uses: in an example fails, naming the major to use', () => {
    const result = checkExample(
      example([
        '- uses: actions/checkout@v4',
        '- uses: actions/setup-node@v4.4.0',
        "- uses: 'actions/upload-artifact@v5'",
        '- uses: actions/upload-artifact/merge@v4',
        '- uses: actions/download-artifact@v6',
        '- uses: actions/attest@v2',
        '- uses: your-org/app-store-deploy-action@v1'
      ])
    )
    expect(result.problems).toEqual([
      expect.stringMatching(
        /^examples\/release\.yml:6: actions\/checkout@v4 runs on Node 20, .*use actions\/checkout@v7 \(v5 and later run on Node 24\)/
      ),
      expect.stringMatching(/:7: actions\/setup-node@v4\.4\.0 .*use actions\/setup-node@v7 \(v5 /),
      expect.stringMatching(
        /:8: actions\/upload-artifact@v5 .*use actions\/upload-artifact@v7 \(v6 /
      ),
      expect.stringMatching(
        /:9: actions\/upload-artifact\/merge@v4 .*use actions\/upload-artifact\/merge@v7 /
      ),
      expect.stringMatching(
        /:10: actions\/download-artifact@v6 .*use actions\/download-artifact@v8 \(v7 /
      ),
      expect.stringMatching(/:11: actions\/attest@v2 .*use actions\/attest@v4 \(v3 /)
    ])
  })

  test('an action that its own README replaces fails at any ref, naming the one to use', () => {
    const result = checkExample(
      example([
        '- uses: actions/attest-build-provenance@v4',
        '- uses: actions/attest-build-provenance@v2.4.0',
        '- uses: actions/attest-build-provenance@e8998f949152b193b063cb0ec769d69d929409be # v2.4.0',
        '- uses: actions/attest@v4'
      ])
    )
    const replaced =
      'is a wrapper of actions/attest since its v4, and its README sends new workflows there: use actions/attest@v4.'
    expect(result.problems).toEqual([
      `examples/release.yml:6: actions/attest-build-provenance@v4 ${replaced}`,
      `examples/release.yml:7: actions/attest-build-provenance@v2.4.0 ${replaced}`,
      `examples/release.yml:8: actions/attest-build-provenance@e8998f949152b193b063cb0ec769d69d929409be ${replaced}`
    ])
    expect(SUPERSEDED['attest-build-provenance'].by in NODE24_MAJORS).toBe(true)
  })

  test('node24 majors, SHA-pinned, branch-pinned and unknown actions are left alone', () => {
    const result = checkExample(
      example([
        '- uses: actions/checkout@v5',
        '- uses: actions/setup-node@v7.0.0',
        '- uses: actions/upload-artifact@v6',
        '- uses: actions/download-artifact@v7',
        '- uses: actions/attest@v3',
        '- uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2',
        '- uses: actions/setup-node@main',
        '- uses: actions/some-action-not-in-the-map@v1',
        '- uses: someone/checkout@v1',
        '- uses: ./'
      ])
    )
    expect(result.problems).toEqual([])
    expect(result.notes.join('\n')).toMatch(/5 `uses:` of actions\/\* checked/)
  })

  test('a node20-era uses: in the README or docs/ fails too', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'check-metadata-'))
    const result = findings()
    try {
      mkdirSync(path.join(dir, 'docs'))
      writeFileSync(
        path.join(dir, 'README.md'),
        '```yaml\nsteps:\n  - uses: actions/checkout@v4\n```\n'
      )
      writeFileSync(path.join(dir, 'docs', 'guide.md'), '    uses: actions/upload-artifact@v4\n')
      checkFirstPartyMajors(dir, result)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(result.problems).toEqual([
      expect.stringMatching(/^README\.md:3: actions\/checkout@v4 /),
      expect.stringMatching(/^docs\/guide\.md:1: actions\/upload-artifact@v4 /)
    ])
  })

  test("the repository's workflows, examples, README and docs pass, and know every actions/* they use", () => {
    const result = findings()
    checkFirstPartyMajors(repoRoot, result)
    expect(result.problems).toEqual([])
    const used = new Set<string>()
    for (const file of filesWithUses(repoRoot))
      for (const match of readFileSync(file, 'utf8').matchAll(/uses:\s*["']?actions\/([\w.-]+)/g))
        used.add(match[1])
    expect([...used].filter(action => !(action in NODE24_MAJORS))).toEqual([])
    expect([...used]).toEqual(
      expect.arrayContaining(['checkout', 'setup-node', 'upload-artifact', 'attest'])
    )
  })

  test('releases are immutable: assets go to a draft, the major tag moves after gh release verify', () => {
    const workflow = parse(
      readFileSync(path.join(repoRoot, '.github', 'workflows', 'release.yml'), 'utf8')
    ) as { jobs: Record<string, { steps: Array<{ run?: string; uses?: string }> }> }
    const runs = Object.values(workflow.jobs).flatMap(job => job.steps.map(step => step.run ?? ''))
    // A published immutable release takes no asset: the tarball is attached to a draft.
    expect(runs.filter(run => /gh release upload(?![^\n]*--clobber)/.test(run))).toEqual([])
    expect(runs.join('\n')).toMatch(/gh release create "\$TAG" app-store-deploy\.tgz --draft/)
    const major = workflow.jobs['major-tag'].steps.map(step => step.run ?? '')
    const verify = major.findIndex(run => run.includes('gh release verify "$TAG"'))
    const push = major.findIndex(run => run.includes('git push --force origin "refs/tags/$major"'))
    expect({ verify: verify >= 0, before: verify < push }).toEqual({ verify: true, before: true })
    const uses = Object.values(workflow.jobs).flatMap(job => job.steps.map(step => step.uses))
    expect(uses).toContain('actions/attest@v4')
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8')
    expect(readme).toMatch(/gh release verify v\d+\.\d+\.\d+ /)
    expect(readme).toMatch(/gh release verify-asset v\d+\.\d+\.\d+ app-store-deploy\.tgz /)
  })

  test('the map gives, for each action, a first node24 major no newer than the newest', () => {
    for (const [action, { node24, newest }] of Object.entries(NODE24_MAJORS)) {
      expect([action, Number.isInteger(node24) && node24 >= 1]).toEqual([action, true])
      expect([action, newest >= node24]).toEqual([action, true])
    }
  })
})

describe('the runtime dependencies, and the tarball packed without them', () => {
  test('package.json declares what src/ imports as dependencies, and the rest as devDependencies', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>
    }
    const declared = declaredManifest().dependencies ?? {}
    expect(Object.keys(declared)).toEqual(
      expect.arrayContaining(['@actions/github', '@actions/http-client', 'tunnel'])
    )
    // Exact versions, as every package of this repository is pinned.
    expect(Object.values(declared).filter(version => !/^\d+\.\d+\.\d+$/.test(version))).toEqual([])
    expect(Object.keys(declared).filter(name => name in (pkg.devDependencies ?? {}))).toEqual([])
    const result = findings()
    checkLicenses(repoRoot, result)
    expect(result.problems).toEqual([])
  })

  test('npm pack makes the tarball without them, and leaves package.json as it was, even after a pack that failed half-way', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pack-manifest-'))
    try {
      mkdirSync(path.join(dir, 'scripts'))
      mkdirSync(path.join(dir, 'dist'))
      copyFileSync(
        path.join(repoRoot, 'scripts', 'pack-manifest.mjs'),
        path.join(dir, 'scripts', 'pack-manifest.mjs')
      )
      const manifest = readFileSync(path.join(repoRoot, 'package.json'), 'utf8')
      writeFileSync(path.join(dir, 'package.json'), manifest)
      writeFileSync(path.join(dir, 'dist', 'cli.js'), '#!/usr/bin/env node\n')
      const pack = (): Record<string, unknown> => {
        const [packed] = JSON.parse(
          execFileSync('npm', ['pack', '--json', '--ignore-scripts=false'], {
            cwd: dir,
            encoding: 'utf8',
            // npm's banners of the prepack and postpack scripts, kept out of the test run's output.
            stdio: ['ignore', 'pipe', 'pipe']
          })
        ) as Array<{ filename: string }>
        return JSON.parse(
          execFileSync('tar', ['-xzOf', packed.filename, 'package/package.json'], {
            cwd: dir,
            encoding: 'utf8'
          })
        ) as Record<string, unknown>
      }
      const packed = pack()
      expect(packed.dependencies).toBeUndefined()
      expect(packed.devDependencies).toEqual(JSON.parse(manifest).devDependencies)
      expect(readFileSync(path.join(dir, 'package.json'), 'utf8')).toBe(manifest)
      expect(existsSync(keptManifest(dir))).toBe(false)

      // A pack stopped after its prepack leaves package.json stripped; the declaration holds.
      execFileSync('node', [path.join(dir, 'scripts', 'pack-manifest.mjs'), 'strip'])
      expect(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies).toBe(
        undefined
      )
      expect(declaredManifest(dir).dependencies).toEqual(JSON.parse(manifest).dependencies)
      expect(pack().dependencies).toBeUndefined()
      expect(readFileSync(path.join(dir, 'package.json'), 'utf8')).toBe(manifest)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)
})

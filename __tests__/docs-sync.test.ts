/**
 * README.md, action.yml, examples/ and the interface spec must not drift apart. What `npm run docs --
 * --check` already fails on (CI runs it) is not tested again here: the README's inputs and outputs
 * tables as action.yml has them, every example linked or shown, each shown as its file is. Here:
 * - the README's first screen, its links, and the examples' published address;
 * - the examples take the service's address, the key, teams and app ids from variables and secrets
 *   (never a value the user must find and edit), and the README names each one they read;
 * - every input and output name of the spec (../shared/spec/action-interface.md beside the checkout,
 *   when it is there) is in action.yml;
 * - docs/preflight.md lists every code of the policy table (src/ipa/rules/policy.ts) with its level.
 * `npm run docs` rewrites the README's generated parts; this test reads them as a user would.
 */
import { describe, expect, test } from '@jest/globals'
import { POLICY } from '../src/ipa/rules/policy.js'
import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { readAction, readExamples } from '../scripts/docs.js'
import { repoRoot } from '../scripts/markdown.js'
import { OTHER_CI_EXAMPLES } from '../scripts/check-metadata.js'

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8').replace(/\r\n/g, '\n')
const action = readAction()
const examples = readExamples()

/** The cells of a markdown table's body rows, unescaped and trimmed. */
function tableRows(markdown: string): string[][] {
  const lines = markdown.split('\n').filter(line => line.trim().startsWith('|'))
  return lines.slice(2).map(line =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map(cell => cell.trim().replace(/\\\|/g, '|'))
  )
}

/** A code span's content: `` `x` `` → x. */
function unquote(cell: string): string {
  const match = /^(`+)\s?([\s\S]*?)\s?\1$/.exec(cell)
  return match ? match[2] : cell
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-')
}

describe('README for users first', () => {
  test('its first screen says what the action does, the two fresh-machine commands and the Quick start', () => {
    const firstScreen = readme.split('\n').slice(0, 60).join('\n')
    expect(firstScreen).toMatch(/^Takes an IPA from your release workflow to the App Store/m)
    expect(firstScreen).toContain('npm ci && npm run demo')
    expect(firstScreen).toContain('npm ci && npm test')
    expect(firstScreen).toMatch(/^## Quick start$/m)
    // Until a release is tagged, the Quick start pins a full commit SHA.
    expect(firstScreen).toMatch(/uses: your-org\/app-store-deploy-action@[0-9a-f]{40} /)
  })

  test('every link to a heading of the README leads to one (the table of contents among them)', () => {
    const anchors = new Set(
      [...readme.matchAll(/^#{1,6} (.+)$/gm)].map(match => anchorOf(match[1].trim()))
    )
    const links = [...readme.matchAll(/\]\(#([^)]+)\)/g)].map(match => match[1])
    expect(links.length).toBeGreaterThan(10)
    expect(links.filter(link => !anchors.has(link))).toEqual([])
  })

  test('every file the README links to exists', () => {
    const files = [...readme.matchAll(/\]\((?!https?:|#)([^)#]+)(?:#[^)]*)?\)/g)].map(m => m[1])
    expect(files.filter(file => !existsSync(path.join(repoRoot, file)))).toEqual([])
  })
})

describe('README examples', () => {
  test('examples use the action by its published address, not a local path', () => {
    // Those of other CI systems run the command-line tool instead (__tests__/cli.test.ts).
    const workflows = [...examples].filter(([name]) => !OTHER_CI_EXAMPLES.has(`${name}.yml`))
    expect(workflows.length).toBeGreaterThan(0)
    for (const [name, content] of workflows) {
      const uses = [...content.matchAll(/uses:\s*(\S+)/g)].map(match => match[1])
      expect({ name, local: uses.filter(target => target.startsWith('.')) }).toEqual({
        name,
        local: []
      })
      expect({ name, action: uses.some(t => t.endsWith('/app-store-deploy-action@v1')) }).toEqual({
        name,
        action: true
      })
    }
  })
})

describe('examples take what is yours from variables and secrets', () => {
  /** Inputs whose value is the user's own: no example may write one down. */
  const OWN = ['base-url', 'team-name', 'team-id', 'app-id', 'api-key']
  const CONTEXTS = ['vars', 'secrets', 'needs', 'steps', 'matrix', 'inputs']
  /** What an example (a file, or a YAML block of the README) gives each of those inputs. */
  const given = (text: string): string[] => [
    ...[...text.matchAll(new RegExp(`^\\s*(?:- )?(${OWN.join('|')}):[ \\t]*(.*)$`, 'gm'))].map(
      match => `${match[1]}: ${match[2].replace(/ #.*$/, '').trim()}`
    ),
    // The command-line tool's flags, in the examples of other CI systems.
    ...[...text.matchAll(new RegExp(`--(${OWN.join('|')})[ =]+(\\S+)`, 'g'))].map(
      match => `--${match[1]} ${match[2]}`
    )
  ]
  /** A value that is one expression reading only the contexts above; a flag's, a shell variable. */
  const fromContext = (entry: string): boolean => {
    const value = entry.replace(/^(?:--)?[\w-]+:? /, '')
    if (entry.startsWith('--')) return /^"?\$/.test(value)
    const expression = /^\$\{\{(.*)\}\}$/.exec(value)?.[1]
    if (expression === undefined) return false
    const read = [...expression.matchAll(/([A-Za-z_][\w-]*)\.[\w-]+/g)].map(match => match[1])
    return (
      read.length > 0 && read.every(context => CONTEXTS.includes(context)) && !/'/.test(expression)
    )
  }
  const readmeBlocks = [...readme.matchAll(/^ *```ya?ml\n([\s\S]*?)^ *```$/gm)].map(
    match => match[1]
  )
  const sources: Array<[string, string]> = [
    ...[...examples].map(([name, text]): [string, string] => [`examples/${name}.yml`, text]),
    ...readmeBlocks.map((text, i): [string, string] => [`README.md, YAML block ${i + 1}`, text])
  ]

  test.each(sources)('%s', (where, text) => {
    const entries = given(text)
    expect({ where, literal: entries.filter(entry => !fromContext(entry)) }).toEqual({
      where,
      literal: []
    })
  })

  test('the checks see a literal value, and the examples give some of these inputs', () => {
    expect(given('          team-name: Example Corp\n').filter(fromContext)).toEqual([])
    expect(given("          app-id: '1234567890'\n").filter(fromContext)).toEqual([])
    expect(given('      --ipa-path x --team-id 1234567 --no-wait').filter(fromContext)).toEqual([])
    expect(given('  base-url: $APP_DEPLOY_BASE_URL').filter(fromContext)).toEqual([])
    expect(given("  base-url: ${{ vars.X || 'https://x.example' }}").filter(fromContext)).toEqual(
      []
    )
    expect(sources.flatMap(([, text]) => given(text)).length).toBeGreaterThan(20)
  })

  test('the README names every variable and secret the examples read', () => {
    const examplesSection = readme.slice(readme.indexOf('## Examples'), readme.indexOf('### '))
    const named = new Set(
      tableRows(examplesSection).flatMap(cells =>
        [...(cells[0] ?? '').matchAll(/`([A-Z_]+)`/g)].map(match => match[1])
      )
    )
    const read = new Set(
      [...examples.values()].flatMap(text =>
        [...text.matchAll(/\b(?:vars|secrets)\.([A-Z_]+)/g)].map(match => match[1])
      )
    )
    expect(read.size).toBeGreaterThan(5)
    expect([...read].filter(name => !named.has(name))).toEqual([])
  })
})

const specPath = path.resolve(repoRoot, '..', 'shared', 'spec', 'action-interface.md')
const haveSpec = existsSync(specPath)
if (!haveSpec) {
  console.log(
    'docs-sync: ../shared/spec/action-interface.md is not beside the checkout; the spec check is skipped.'
  )
}

/**
 * Names the spec already has and action.yml not yet, each with the open issue that adds it. A name
 * built (or dropped from the spec) fails the test until it leaves this list, so the list cannot go stale.
 */
const NOT_YET_BUILT: { inputs: Record<string, string>; outputs: Record<string, string> } = {
  inputs: {},
  outputs: {}
}

/** The backquoted names in the first column of the table under `## heading`. */
function specNames(spec: string, heading: string): string[] {
  const section = spec.split(/^## /m).find(part => part.startsWith(`${heading}\n`)) ?? ''
  return tableRows(section).flatMap(cells =>
    [...(cells[0] ?? '').matchAll(/`([^`]+)`/g)].map(match => match[1])
  )
}

;(haveSpec ? describe : describe.skip)('the interface spec', () => {
  const spec = haveSpec ? readFileSync(specPath, 'utf8').replace(/\r\n/g, '\n') : ''

  test('every input the spec names is in action.yml, or an open issue builds it', () => {
    const names = specNames(spec, 'Inputs')
    expect(names.length).toBeGreaterThan(10)
    const missing = names.filter(name => !(action.inputs ?? {})[name])
    expect(missing).toEqual(Object.keys(NOT_YET_BUILT.inputs))
  })

  test('every output the spec names is in action.yml, or an open issue builds it', () => {
    const names = specNames(spec, 'Outputs')
    expect(names.length).toBeGreaterThan(10)
    const missing = names.filter(name => !(action.outputs ?? {})[name])
    expect(missing).toEqual(Object.keys(NOT_YET_BUILT.outputs))
  })

  test("the spec's defaults are action.yml's, where the spec gives a literal one", () => {
    const rows = tableRows(
      spec.split(/^## /m).find(part => part.startsWith('Inputs\n')) ?? ''
    ).filter(cells => /^`[^`]+`$/.test(cells[0] ?? '') && /^`[^`]+`$/.test(cells[2] ?? ''))
    const differing = rows
      .map(([name, , fallback]) => [unquote(name), unquote(fallback)])
      .filter(([name, fallback]) => {
        const spec = (action.inputs ?? {})[name]
        // `$RUNNER_TEMP/…` style defaults are computed by the action, not given in action.yml.
        return spec?.default !== undefined && String(spec.default) !== fallback
      })
    expect(differing).toEqual([])
  })
})

describe('docs/preflight.md', () => {
  // Its tables are generated from the policy table, and `npm run docs -- --check` fails when the page
  // differs (preflight-policy.test.ts); here, the page as a user reads it.
  test('lists every code preflight can report, each once with its level, in the order of the table', () => {
    const doc = readFileSync(path.join(repoRoot, 'docs', 'preflight.md'), 'utf8')
    const rows = [...doc.matchAll(/^\| `([A-Za-z0-9-]+)` +\| `(not-an-ipa|refuse|submit|warn)` /gm)]
    expect(rows.map(m => [m[1], m[2]])).toEqual(POLICY.map(check => [check.code, check.level]))
    expect(rows.map(m => m[1])).toEqual(expect.arrayContaining(['expired-profile', 'ITMS-90087']))
  })
})

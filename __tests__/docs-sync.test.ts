/**
 * README.md, docs/, action.yml, examples/ and the interface spec must not drift apart. What `npm run
 * docs -- --check` fails on (CI runs it) is run here too, as the script runs it: the inputs and
 * outputs tables of docs/inputs-and-outputs.md as action.yml has them, every example linked or shown
 * in the README, each shown as its file is. Here also:
 * - the README's first screen and its length, and the links between the markdown files (a file that
 *   exists, a heading that is there);
 * - the examples take the service's address, the key, teams and app ids from variables and secrets
 *   (never a value the user must find and edit), and the README names each one they read;
 * - every input and output name of the spec (../shared/spec/action-interface.md beside the checkout,
 *   when it is there) is in action.yml;
 * - docs/preflight.md lists every code of the policy table (src/ipa/rules/policy.ts) with its level.
 * `npm run docs` rewrites the generated parts; this test reads them as a user would.
 */
import { afterAll, describe, expect, test } from '@jest/globals'
import { codesOf, POLICY } from '../src/ipa/rules/policy.js'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import {
  buildReadme,
  exampleBlocks,
  readAction,
  readExamples,
  REFERENCE_PAGE,
  referencePage,
  renderReadme
} from '../scripts/docs.js'
import { repoRoot } from '../scripts/markdown.js'
import packageJson from '../package.json' with { type: 'json' }
import { OTHER_CI_EXAMPLES } from '../scripts/check-metadata.js'
import { quietly } from './support/quietly.js'

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
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-')
}

/** The page without its fenced code blocks, where no heading or link is read. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^ *(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ *\1 *$/gm, '')
}

/** The anchors of a page's headings (a repeated one as `-1`, `-2`…, as GitHub numbers them). */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, heading] of withoutCode(markdown).matchAll(/^#{1,6} +(.+?)(?: +#+)? *$/gm)) {
    const anchor = anchorOf(heading.trim())
    const times = seen.get(anchor) ?? 0
    seen.set(anchor, times + 1)
    anchors.add(times === 0 ? anchor : `${anchor}-${times}`)
  }
  for (const [, id] of markdown.matchAll(/<a (?:id|name)="([^"]+)"/g)) anchors.add(id)
  return anchors
}

/** The relative links of a page (or of action.yml's descriptions), code aside: `path#anchor`. */
function linksOf(markdown: string): string[] {
  const prose = withoutCode(markdown).replace(/(`+)[^`]*?\1/g, '')
  return [...prose.matchAll(/\]\(<?([^)\s>]+)>?(?: +"[^"]*")?\)/g)]
    .map(match => match[1])
    .filter(link => !/^[a-z][a-z+.-]*:/i.test(link))
}

/**
 * The links of `pages` (repository path → text) that lead nowhere: to a file that does not exist in
 * `root`, or to an anchor that no heading of the markdown page it names makes. Each as `page: link`.
 */
function brokenLinks(pages: Map<string, string>, root = repoRoot): string[] {
  const anchors = new Map<string, Set<string>>()
  const anchorsIn = (file: string): Set<string> => {
    if (!anchors.has(file)) {
      const text = pages.get(file) ?? readFileSync(path.join(root, file), 'utf8')
      anchors.set(file, anchorsOf(text))
    }
    return anchors.get(file)!
  }
  const broken: string[] = []
  for (const [page, text] of pages) {
    for (const link of linksOf(text)) {
      const [target, anchor] = link.split('#', 2)
      const file = target
        ? path.posix.normalize(path.posix.join(path.posix.dirname(page), decodeURI(target)))
        : page
      const there = pages.has(file) || existsSync(path.join(root, file))
      const isPage = pages.has(file) || (there && statSync(path.join(root, file)).isFile())
      const lands =
        anchor === undefined || !file.endsWith('.md') || (isPage && anchorsIn(file).has(anchor))
      if (!there || !lands) broken.push(`${page}: ${link}`)
    }
  }
  return broken
}

/** The repository's markdown pages (tracked, or new and not ignored) and action.yml, by path. */
function repositoryPages(): Map<string, string> {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.md', 'action.yml'],
    { cwd: repoRoot, encoding: 'utf8' }
  )
    .split('\n')
    .filter(file => file && existsSync(path.join(repoRoot, file)))
  return new Map(files.map(file => [file, readFileSync(path.join(repoRoot, file), 'utf8')]))
}

describe('README for users first', () => {
  test('its first screen says what the action does, the two fresh-machine commands and the Quick start', () => {
    const firstScreen = readme.split('\n').slice(0, 60).join('\n')
    expect(firstScreen).toMatch(/^Takes an IPA from your release workflow to the App Store/m)
    expect(firstScreen).toContain('npm ci && npm run demo')
    expect(firstScreen).toContain('npm ci && npm test')
    expect(firstScreen).toMatch(/^## Quick start$/m)
    // The Quick start pins the release package.json names; the try-it runs the package, no clone.
    expect(firstScreen).toContain(
      `uses: your-org/app-store-deploy-action@v${packageJson.version}\n`
    )
    expect(firstScreen).toContain(`npx --yes ${packageJson.name}@${packageJson.version} emulator`)
    expect(firstScreen).toContain(`npx --yes ${packageJson.name}@${packageJson.version} submit`)
  })

  test('it stays at most 650 lines: reference goes to docs/, the README links it', () => {
    expect(readme.replace(/\n$/, '').split('\n').length).toBeLessThanOrEqual(650)
    expect(readme).toContain(`](${REFERENCE_PAGE}#inputs)`)
    expect(readme).toContain(`](${REFERENCE_PAGE}#outputs)`)
  })
})

describe('links between the markdown files', () => {
  const pages = repositoryPages()

  test('every relative link of README, CONTRIBUTING, docs/ and action.yml leads to a file, and its #anchor to a heading there', () => {
    for (const page of ['README.md', 'CONTRIBUTING.md', 'action.yml', REFERENCE_PAGE])
      expect({ page, read: pages.has(page) }).toEqual({ page, read: true })
    expect(linksOf(readme).filter(link => link.includes('#')).length).toBeGreaterThan(10)
    expect(brokenLinks(pages)).toEqual([])
  })

  test('a link to a file or a heading that is not there is found, in code it is not read', () => {
    const page = [
      '# Guide',
      '',
      '## `ipa-path` matches nothing, or too much',
      '',
      '## Guide',
      '',
      '[ok](#ipa-path-matches-nothing-or-too-much) [ok](#guide-1) [ok](../README.md#inputs)',
      '[gone](#proxies) [gone](../README.md#no-such-heading) [gone](nowhere.md)',
      '[ok](../action.yml#L1) [ok](https://example.com/x.md#y) `[code](nowhere.md)`',
      '',
      '```md',
      '[code](nowhere.md)',
      '```',
      ''
    ].join('\n')
    expect(brokenLinks(new Map([['docs/guide.md', page]]))).toEqual([
      'docs/guide.md: #proxies',
      'docs/guide.md: ../README.md#no-such-heading',
      'docs/guide.md: nowhere.md'
    ])
  })
})

describe('the generated pages', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-sync-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const committed = readFileSync(path.join(repoRoot, REFERENCE_PAGE), 'utf8')

  test('docs/inputs-and-outputs.md and the README are what `npm run docs` makes of action.yml and examples/', async () => {
    const { result, said } = await quietly(() => referencePage(true))
    expect({ result, said }).toEqual({ result: 0, said: expect.stringContaining('in step') })
    const { text, problems, current } = await buildReadme()
    expect({ problems, fresh: text === current }).toEqual({ problems: [], fresh: true })
    // The tables hold every input and output, in action.yml's order.
    const names = (section: string): string[] =>
      tableRows(committed.slice(committed.indexOf(`## ${section}`))).map(cells =>
        unquote(cells[0] ?? '')
      )
    expect(names('Inputs').slice(0, Object.keys(action.inputs ?? {}).length)).toEqual(
      Object.keys(action.inputs ?? {})
    )
    expect(names('Outputs').slice(0, Object.keys(action.outputs ?? {}).length)).toEqual(
      Object.keys(action.outputs ?? {})
    )
  })

  test('a stale reference page fails the check, and `npm run docs` writes it again', async () => {
    const file = path.join(dir, 'inputs-and-outputs.md')
    const stale = committed.replace(/^\| `api-key` +\| no /m, '| `api-key` | yes ')
    expect(stale).not.toBe(committed)
    writeFileSync(file, stale)
    const check = await quietly(() => referencePage(true, file))
    expect(check).toEqual({
      result: 1,
      said: expect.stringContaining(
        'docs/inputs-and-outputs.md is out of date with action.yml: run `npm run docs`'
      )
    })
    expect(readFileSync(file, 'utf8')).toBe(stale)
    const write = await quietly(() => referencePage(false, file))
    expect(write.result).toBe(0)
    expect(readFileSync(file, 'utf8')).toBe(committed)
  })

  test('a README that still holds a table, and a reference page without one, are refused', async () => {
    const { problems } = renderReadme(
      `${readme}\n<!-- outputs:start -->\n<!-- outputs:end -->\n`,
      exampleBlocks(examples)
    )
    expect(problems).toEqual([
      expect.stringMatching(
        /^README\.md has a block <!-- outputs:start -->, but the outputs table is generated into docs\/inputs-and-outputs\.md/
      )
    ])
    const file = path.join(dir, 'no-inputs.md')
    writeFileSync(file, committed.replace(/<!-- inputs:start -->[\s\S]*<!-- inputs:end -->/, ''))
    const check = await quietly(() => referencePage(true, file))
    expect(check).toEqual({
      result: 1,
      said: 'docs: docs/inputs-and-outputs.md has no <!-- inputs:start --><!-- inputs:end --> block.'
    })
  })
})

describe('README examples', () => {
  test('examples use the action by its published address, not a local path', () => {
    // Those of other CI systems run the command-line tool instead (__tests__/cli.test.ts); a
    // workflow that only carries on another's run (`workflow_run`: uploading its SARIF) uses none.
    const workflows = [...examples].filter(
      ([name, content]) =>
        !OTHER_CI_EXAMPLES.has(`${name}.yml`) && !/^on:\n\s+workflow_run:/m.test(content)
    )
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
    const start = readme.indexOf('## Examples')
    const examplesSection = readme.slice(start, readme.indexOf('### ', start))
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
    // A check that covers other codes lists them after its own (`ITMS-90360`, `ITMS-90530`).
    const rows = [
      ...doc.matchAll(
        /^\| `([A-Za-z0-9-]+)`((?:, `[A-Za-z0-9-]+`)*) +\| `(not-an-ipa|refuse|submit|warn)` /gm
      )
    ]
    expect(rows.map(m => [m[1], m[3]])).toEqual(POLICY.map(check => [check.code, check.level]))
    expect(rows.map(m => [m[1], ...[...m[2].matchAll(/`([^`]+)`/g)].map(c => c[1])])).toEqual(
      POLICY.map(codesOf)
    )
    expect(rows.map(m => m[1])).toEqual(expect.arrayContaining(['expired-profile', 'ITMS-90087']))
  })
})

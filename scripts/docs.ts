/**
 * Keeps action.yml in step with the declarations of the inputs and outputs (scripts/action-yml.ts),
 * then the pages generated from it and from examples/: rewrites each generated block, between a pair
 * of marker comments.
 *
 *   docs/inputs-and-outputs.md, the reference:
 *   <!-- inputs:start --> … <!-- inputs:end -->            the inputs table, from action.yml
 *   <!-- outputs:start --> … <!-- outputs:end -->          the outputs table, from action.yml
 *   README.md:
 *   <!-- example:NAME:start --> … <!-- example:NAME:end --> examples/NAME.yml, as a yaml code block
 *   <!-- package:NAME:start --> … <!-- package:NAME:end --> the lines that name the package, its
 *                                                           version (scripts/package-docs.ts)
 *
 * The tables live in docs/ so that the README stays short (at most 650 lines, a test holds it); the
 * README says in a paragraph what they hold and links them. It shows one example (or a few) inline,
 * in such a block, and links the others: every file of examples/ must be either shown in a block or
 * linked as `](examples/NAME.yml)`, and at least one must be shown.
 *
 * The wrappers of ci/ (each CI's catalogue entry) come from the declarations too (scripts/wrappers.ts).
 *
 * docs/emulator.md's table of options comes from their declaration (scripts/emulator-docs.ts).
 *
 * docs/preflight.md's tables come from the policy table (scripts/preflight-docs.ts), and
 * docs/app-store-coverage.md's from the list of Apple's codes and that table (scripts/coverage-docs.ts).
 *
 * `npm run docs` rewrites them; `npm run docs -- --check` changes nothing and fails when the README,
 * docs/inputs-and-outputs.md, action.yml, docs/preflight.md or docs/app-store-coverage.md is not what
 * this script makes of it.
 * The result is formatted with the project's prettier settings, so that `prettier --check` and this
 * script agree.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { buildActionYml } from './action-yml.js'
import { cell, formatMarkdown, MARKER, repoRoot, replaceBlocks } from './markdown.js'
import { coverageDoc } from './coverage-docs.js'
import { preflightDoc } from './preflight-docs.js'
import { manifestDoc } from './manifest-docs.js'
import { emulatorDoc } from './emulator-docs.js'
import { wrappers } from './wrappers/index.js'
import { packageBlocks } from './package-docs.js'

/** The reference page of the inputs and outputs (relative to the repository), and its tables. */
export const REFERENCE_PAGE = 'docs/inputs-and-outputs.md'
const REFERENCE_TABLES = ['inputs', 'outputs']

export interface InputSpec {
  description?: string
  required?: boolean | string
  default?: unknown
  deprecationMessage?: string
}

export interface ActionMetadata {
  name?: string
  description?: string
  inputs?: Record<string, InputSpec>
  outputs?: Record<string, { description?: string }>
}

export function readAction(root = repoRoot): ActionMetadata {
  return parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as ActionMetadata
}

/** The examples as name (file name less `.yml`) → content, in name order. */
export function readExamples(root = repoRoot): Map<string, string> {
  const folder = path.join(root, 'examples')
  const names = readdirSync(folder)
    .filter(file => /\.ya?ml$/.test(file))
    .sort()
  return new Map(
    names.map(file => [
      file.replace(/\.ya?ml$/, ''),
      readFileSync(path.join(folder, file), 'utf8').replace(/\r\n/g, '\n')
    ])
  )
}

function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`'
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${text}${pad}${fence}`
}

export function isRequired(spec: InputSpec): boolean {
  return spec.required === true || spec.required === 'true'
}

export function inputsTable(action: ActionMetadata): string {
  const rows = Object.entries(action.inputs ?? {}).map(([name, spec]) => {
    const fallback = spec.default === undefined ? '' : code(cell(String(spec.default)))
    return `| ${code(name)} | ${isRequired(spec) ? 'yes' : 'no'} | ${fallback} | ${cell(spec.description ?? '')} |`
  })
  return [
    '| Input | Required | Default | Description |',
    '| --- | --- | --- | --- |',
    ...rows
  ].join('\n')
}

export function outputsTable(action: ActionMetadata): string {
  const rows = Object.entries(action.outputs ?? {}).map(
    ([name, spec]) => `| ${code(name)} | ${cell(spec.description ?? '')} |`
  )
  return ['| Output | Description |', '| --- | --- |', ...rows].join('\n')
}

export function exampleBlock(content: string): string {
  return ['```yaml', content.replace(/\n+$/, ''), '```'].join('\n')
}

/** The generated blocks of the reference page, by marker name: `inputs`, `outputs`. */
export function referenceBlocks(action: ActionMetadata): Map<string, string> {
  const tables = { inputs: inputsTable(action), outputs: outputsTable(action) }
  return new Map(REFERENCE_TABLES.map(name => [name, tables[name as keyof typeof tables]]))
}

/** The generated blocks of the README, by marker name: `example:NAME`. */
export function exampleBlocks(examples: Map<string, string>): Map<string, string> {
  return new Map([...examples].map(([name, content]) => [`example:${name}`, exampleBlock(content)]))
}

/** Marker names found in the README, in order. */
export function markersIn(readme: string): string[] {
  return [...readme.matchAll(MARKER)].map(match => match[1])
}

export interface Rendered {
  text: string
  /**
   * What stops the page from being complete: a table's block missing, or (README) blocks naming no
   * example, examples neither shown nor linked, no example shown at all.
   */
  problems: string[]
}

/** Whether the README links examples/NAME.yml (a markdown link to the file). */
export function linksExample(readme: string, name: string): boolean {
  return readme.includes(`](examples/${name}.yml)`)
}

/** The README with every example block rewritten (not yet formatted). */
export function renderReadme(readme: string, blocks: Map<string, string>): Rendered {
  const { text, unknown, missing } = replaceBlocks(readme, blocks)
  const problems = unknown
    .filter(name => !name.startsWith('package:'))
    .map(name => {
      if (name.startsWith('example:'))
        return `README.md has a block <!-- ${name}:start --> but there is no examples/${name.slice(8)}.yml.`
      if (REFERENCE_TABLES.includes(name))
        return `README.md has a block <!-- ${name}:start -->, but the ${name} table is generated into ${REFERENCE_PAGE}: take the block out, and link that page.`
      return `README.md has a block <!-- ${name}:start --> that this script does not know.`
    })
  for (const name of missing) {
    if (!linksExample(text, name.slice(8))) {
      problems.push(
        `examples/${name.slice(8)}.yml is neither shown nor linked in README.md: link it under Examples, as [examples/${name.slice(8)}.yml](examples/${name.slice(8)}.yml) with a sentence on when to use it, or show it with <!-- ${name}:start --><!-- ${name}:end -->.`
      )
    }
  }
  if (blocks.size > 0 && missing.length === blocks.size) {
    problems.push(
      'README.md shows no example inline: add <!-- example:NAME:start --><!-- example:NAME:end --> under Examples for one of examples/.'
    )
  }
  return { text, problems }
}

/** The README as this script makes it, and what keeps it from being complete. */
export async function buildReadme(root = repoRoot): Promise<Rendered & { current: string }> {
  const current = readFileSync(path.join(root, 'README.md'), 'utf8')
  // The package's lines first (scripts/package-docs.ts), then the examples.
  const named = replaceBlocks(current, packageBlocks(root))
  const rendered = renderReadme(named.text, exampleBlocks(readExamples(root)))
  const problems = [
    ...named.missing.map(
      name => `README.md has no <!-- ${name}:start --><!-- ${name}:end --> block.`
    ),
    ...rendered.problems
  ]
  return { text: await formatMarkdown(rendered.text, root), problems, current }
}

/** The reference page with its tables rewritten (formatted), and what keeps it from complete. */
export async function renderReference(
  page: string,
  action: ActionMetadata,
  root = repoRoot
): Promise<Rendered> {
  const { text, unknown, missing } = replaceBlocks(page, referenceBlocks(action))
  const problems = [
    ...unknown.map(
      name => `${REFERENCE_PAGE} has a block <!-- ${name}:start --> that no table fills.`
    ),
    ...missing.map(
      name => `${REFERENCE_PAGE} has no <!-- ${name}:start --><!-- ${name}:end --> block.`
    )
  ]
  return { text: await formatMarkdown(text, root), problems }
}

/**
 * Rewrites the reference page from action.yml, or (check) only says whether it is what action.yml
 * makes: 0 when it is, 1 when it is stale or a table's block is missing.
 */
export async function referencePage(
  check: boolean,
  file = path.join(repoRoot, REFERENCE_PAGE)
): Promise<number> {
  const current = readFileSync(file, 'utf8')
  const { text, problems } = await renderReference(current, readAction())
  for (const problem of problems) console.error(`docs: ${problem}`)
  if (problems.length > 0) return 1
  if (text === current.replace(/\r\n/g, '\n')) {
    console.log(`docs: ${REFERENCE_PAGE} is in step with action.yml.`)
    return 0
  }
  if (check) {
    console.error(
      `docs: ${REFERENCE_PAGE} is out of date with action.yml: run \`npm run docs\` and commit ${REFERENCE_PAGE}.`
    )
    return 1
  }
  writeFileSync(file, text)
  console.log(`docs: ${REFERENCE_PAGE} rewritten from action.yml.`)
  return 0
}

/** action.yml's inputs and outputs from their declarations: written, or (with --check) compared. */
async function actionYml(check: boolean): Promise<number> {
  const { text, current } = await buildActionYml(repoRoot)
  if (text === current) return 0
  if (check) {
    console.error(
      'docs: action.yml is out of date with the declarations (src/inputs/declared-inputs.ts, src/commands/*/index.ts, src/commands/declared-outputs.ts): run `npm run docs` and commit action.yml.'
    )
    return 1
  }
  writeFileSync(path.join(repoRoot, 'action.yml'), text)
  console.log('docs: action.yml rewritten from the declarations.')
  return 0
}

async function main(args: string[]): Promise<number> {
  const check = args.includes('--check')
  if ((await actionYml(check)) !== 0) return 1
  if ((await preflightDoc(check)) !== 0) return 1
  if ((await coverageDoc(check)) !== 0) return 1
  if ((await manifestDoc(check)) !== 0) return 1
  if ((await emulatorDoc(check)) !== 0) return 1
  if ((await wrappers(check)) !== 0) return 1
  if ((await referencePage(check)) !== 0) return 1
  const { text, problems, current } = await buildReadme()
  for (const problem of problems) console.error(`docs: ${problem}`)
  if (check) {
    if (text !== current.replace(/\r\n/g, '\n')) {
      console.error(
        'docs: README.md is out of date with examples/: run `npm run docs` and commit README.md.'
      )
      return 1
    }
    if (problems.length === 0) console.log('docs: README.md is in step with examples/.')
    return problems.length ? 1 : 0
  }
  if (text !== current) {
    writeFileSync(path.join(repoRoot, 'README.md'), text)
    console.log('docs: README.md rewritten.')
  } else console.log('docs: README.md was already up to date.')
  return problems.length ? 1 : 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2))
}

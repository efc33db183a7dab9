/**
 * docs/fleet-manifest.md from the manifest's declaration (src/fleet-manifest/fields.ts) and its
 * example (examples/fleet-manifest/apps.yml), each a generated block between marker comments; the
 * prose around them is kept by hand.
 *
 *   <!-- manifest-fields:start --> … <!-- manifest-fields:end -->    MANIFEST_FIELDS, one row a field
 *   <!-- manifest-example:start --> … <!-- manifest-example:end -->  the example, as a yaml block
 */
import { readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { MANIFEST_FIELDS } from '../src/fleet-manifest/fields.js'
import { cell, formatMarkdown, repoRoot, replaceBlocks } from './markdown.js'

const PAGE = path.join(repoRoot, 'docs', 'fleet-manifest.md')
const EXAMPLE = path.join(repoRoot, 'examples', 'fleet-manifest', 'apps.yml')

const TYPES = {
  text: 'text',
  integer: 'whole number',
  list: 'list of texts, or one text (commas, spaces)'
} as const

function fieldsTable(): string {
  const rows = Object.entries(MANIFEST_FIELDS).map(([name, field]) => {
    const role =
      'names' in field ? 'names the IPAs (one of these)' : 'for these IPAs, over the input'
    return `| \`${name}\` | ${cell(TYPES[field.type])} | ${cell(role)} | ${cell(field.about)} |`
  })
  return ['| field | type | role | what it is |', '| --- | --- | --- | --- |', ...rows].join('\n')
}

/**
 * Rewrites docs/fleet-manifest.md, or (check) only says whether it is what the declaration and the
 * example make: 0 when it is, 1 when it is stale or a block is missing.
 */
export async function manifestDoc(check: boolean): Promise<number> {
  const current = readFileSync(PAGE, 'utf8')
  const example = readFileSync(EXAMPLE, 'utf8').replace(/\r\n/g, '\n').trimEnd()
  const blocks = new Map([
    ['manifest-fields', fieldsTable()],
    ['manifest-example', ['```yaml', example, '```'].join('\n')]
  ])
  const { text: replaced, unknown, missing } = replaceBlocks(current, blocks)
  const problems = [
    ...unknown.map(
      name => `docs/fleet-manifest.md has a block <!-- ${name}:start --> that nothing fills.`
    ),
    ...missing.map(
      name => `docs/fleet-manifest.md has no <!-- ${name}:start --><!-- ${name}:end --> block.`
    )
  ]
  for (const problem of problems) console.error(`docs: ${problem}`)
  if (problems.length > 0) return 1
  const text = await formatMarkdown(replaced)
  if (text === current.replace(/\r\n/g, '\n')) {
    console.log('docs: docs/fleet-manifest.md is in step with the manifest fields.')
    return 0
  }
  if (check) {
    console.error(
      'docs: docs/fleet-manifest.md is out of date with src/fleet-manifest/fields.ts or examples/fleet-manifest/apps.yml: run `npm run docs` and commit it.'
    )
    return 1
  }
  writeFileSync(PAGE, text)
  console.log('docs: docs/fleet-manifest.md rewritten from the manifest fields.')
  return 0
}

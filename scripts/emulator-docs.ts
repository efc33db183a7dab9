/**
 * docs/emulator.md's table of the emulator's options, from their declaration (emulator/options.ts),
 * which --help reads too; the prose around it is kept by hand.
 *
 *   <!-- emulator-options:start --> … <!-- emulator-options:end -->   one row an option
 */
import { readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { emulatorOptions } from '../emulator/options.js'
import { cell, formatMarkdown, repoRoot, replaceBlocks } from './markdown.js'

const PAGE = path.join(repoRoot, 'docs', 'emulator.md')

function optionsTable(): string {
  const rows = emulatorOptions().map(([flag, option]) => {
    const spelled = `--${flag}${option.value ? ` ${option.value}` : ''}`
    const env = `${option.env}${option.value ? '' : '=1'}`
    const fallback = option.default ?? (option.value ? 'none' : 'off')
    const shown = option.default === undefined ? fallback : `\`${fallback}\``
    const more = option.section ? ` ([below](#${option.section}))` : ''
    return `| ${cell(`\`${spelled}\``)} | \`${env}\` | ${cell(shown)} | ${cell(option.about)}${more} |`
  })
  return [
    '| flag | environment | default | what it sets |',
    '| --- | --- | --- | --- |',
    ...rows
  ].join('\n')
}

/**
 * Rewrites docs/emulator.md's table, or (check) only says whether it is what the declaration makes:
 * 0 when it is, 1 when it is stale or its block is missing.
 */
export async function emulatorDoc(check: boolean): Promise<number> {
  const current = readFileSync(PAGE, 'utf8')
  const {
    text: replaced,
    unknown,
    missing
  } = replaceBlocks(current, new Map([['emulator-options', optionsTable()]]))
  const problems = [
    ...unknown.map(
      name => `docs/emulator.md has a block <!-- ${name}:start --> that nothing fills.`
    ),
    ...missing.map(
      name => `docs/emulator.md has no <!-- ${name}:start --><!-- ${name}:end --> block.`
    )
  ]
  for (const problem of problems) console.error(`docs: ${problem}`)
  if (problems.length > 0) return 1
  const text = await formatMarkdown(replaced)
  if (text === current.replace(/\r\n/g, '\n')) {
    console.log("docs: docs/emulator.md is in step with the emulator's options.")
    return 0
  }
  if (check) {
    console.error(
      'docs: docs/emulator.md is out of date with emulator/options.ts: run `npm run docs` and commit it.'
    )
    return 1
  }
  writeFileSync(PAGE, text)
  console.log("docs: docs/emulator.md rewritten from the emulator's options.")
  return 0
}

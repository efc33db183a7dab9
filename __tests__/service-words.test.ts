/**
 * The service layer speaks no adapter's language: no string of src/service/ names an input, as the
 * action (`base-url`) or the command-line tool (`--base-url`) spells it. Its errors carry facts and
 * advice with the settings kept apart (src/service/advice.ts); each adapter words them.
 */
import { describe, expect, test } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import ts from 'typescript'
import { Inputs } from '../src/inputs/names.js'
import { repoRoot } from './support/run-action.js'

/** Every file of a folder and its subfolders. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

/** The text of every string literal and template piece of a TypeScript file, with its line. */
function stringsOf(file: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: Array<{ line: number; text: string }> = []
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      found.push({ line, text: node.text })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * An input's name as a word, a flag's too (`--base-url`): not part of a longer name (`team-id` in
 * `my-team-id`, `wait` in `waits` or `wait-timeout`).
 */
function asWord(name: string): RegExp {
  return new RegExp(`(?<!\\w-?)${name.replace(/-/g, '\\-')}(?![\\w-])`, 'i')
}

/** Inputs named by a word of everyday English, which the service's sentences use as such ("asked for"). */
const PLAIN_WORDS = new Set<string>([Inputs.For, Inputs.Code])

/**
 * How a string would name an input: as a word (asWord); an input named by a plain word, only as a
 * message names an input, a flag (`--for`) or quoted (`'for'`, `` `for` ``).
 */
function asInput(name: string): RegExp {
  if (!PLAIN_WORDS.has(name)) return asWord(name)
  return new RegExp(`(--${name}(?![\\w-])|['\`]${name}['\`])`, 'i')
}

describe('src/service/ names no input', () => {
  const files = filesUnder(path.join(repoRoot, 'src', 'service')).filter(f => f.endsWith('.ts'))

  test('the scan finds the files and their strings', () => {
    expect(files.length).toBeGreaterThan(10)
    expect(stringsOf(path.join(repoRoot, 'src', 'service', 'advice.ts')).length).toBeGreaterThan(0)
  })

  test('the check catches an input named in a string, and only as a word', () => {
    expect(asWord('base-url').test('check base-url (the host)')).toBe(true)
    expect(asWord('base-url').test('check --base-url')).toBe(true)
    expect(asWord('team-id').test('my-team-id')).toBe(false)
    expect(asWord('wait').test('raise wait-timeout')).toBe(false)
    expect(asWord('retries').test('raise retries')).toBe(true)
    expect(asWord('wait').test('the action waits between attempts')).toBe(false)
    expect(asWord('date').test('an update')).toBe(false)
    expect(asInput('for').test('asked for 10 bytes')).toBe(false)
    expect(asInput('for').test('check --for upload')).toBe(true)
    expect(asInput('code').test("set 'code'")).toBe(true)
  })

  // Read once: every string of every file, where it is.
  const strings = files.flatMap(file =>
    stringsOf(file).map(({ line, text }) => ({
      at: `${path.relative(repoRoot, file)}:${line}`,
      text
    }))
  )

  test.each(Object.values(Inputs))('no string names %s', name => {
    const hits = strings.filter(({ text }) => asInput(name).test(text))
    expect(hits.map(({ at, text }) => `${at}: ${text}`)).toEqual([])
  })
})

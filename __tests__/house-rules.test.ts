/**
 * The house rules a reader can check by eye, checked here so that they stay true: the lower layers
 * (service, ipa, inputs, text) never import the upper ones (the commands, the folders they share,
 * and the adapters: action, cli, platforms), no module of src/ is over 300 lines, each route of the
 * service is written once, no message of the commands' layer spells an input's or an output's
 * name (each adapter names them its own way), and no module imports itself back through others.
 * Reads the sources only: no module is evaluated.
 */
import { describe, expect, test } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { repoRoot } from './support/run-action.js'
import { Inputs, Outputs } from '../src/inputs/names.js'

const src = path.join(repoRoot, 'src')
const LOWER = ['service', 'ipa', 'inputs', 'text']
const ADAPTERS = ['action', 'cli', 'platforms']
/** The commands and what they share (exactly-once/, fleet/, …): every other folder of src/. */
const COMMAND_LAYER = readdirSync(src, { withFileTypes: true })
  .filter(entry => entry.isDirectory() && ![...LOWER, ...ADAPTERS].includes(entry.name))
  .map(entry => entry.name)
const UPPER = [...COMMAND_LAYER, ...ADAPTERS]
/** Whether a file (relative to src/) is of the commands' layer. */
const inCommandLayer = (file: string): boolean => COMMAND_LAYER.includes(file.split('/')[0])
const MAX_LINES = 300

/** Every .ts file under src/, as a path relative to src/ with forward slashes. */
function sources(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter(file => file.endsWith('.ts'))
    .map(file => file.split(path.sep).join('/'))
}

/** The specifiers a module imports or re-exports, statically or dynamically. */
function importsOf(text: string): string[] {
  const found: string[] = []
  const patterns = [
    /^\s*(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\s*\(\s*(?:\/\*[\s\S]*?\*\/\s*)?['"]([^'"]+)['"]/g
  ]
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1])
  return found
}

/** The layer (first folder under src/) a relative import of `file` lands in, if any. */
function layerOf(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
  return target.includes('/') ? target.split('/')[0] : undefined
}

describe('layers', () => {
  test('the import scan sees every form of import', () => {
    const text = [
      "import { a } from '../commands/a.js'",
      "import type { B } from '../cli/b.js'",
      'import {',
      '  c',
      "} from '../action/c.js'",
      "export { d } from '../commands/d.js'",
      "import '../cli/e.js'",
      'const f = await import(/* webpackMode: "eager" */ \'../commands/f.js\')'
    ].join('\n')
    expect(importsOf(text)).toEqual([
      '../commands/a.js',
      '../cli/b.js',
      '../action/c.js',
      '../commands/d.js',
      '../cli/e.js',
      '../commands/f.js'
    ])
  })

  test(`${LOWER.join(', ')} import nothing from ${UPPER.join(', ')}`, () => {
    const wrong = sources()
      .filter(file => LOWER.includes(file.split('/')[0]))
      .flatMap(file =>
        importsOf(readFileSync(path.join(src, file), 'utf8'))
          .filter(specifier => UPPER.includes(layerOf(file, specifier) ?? ''))
          .map(specifier => `src/${file} imports ${specifier}`)
      )
    expect(wrong).toEqual([])
  })

  test(`no module of src/ is over ${MAX_LINES} lines`, () => {
    const long = sources()
      .map(file => [file, readFileSync(path.join(src, file), 'utf8').split('\n').length - 1])
      .filter(([, lines]) => Number(lines) > MAX_LINES)
    expect(long).toEqual([])
  })
})

describe('facts stated once', () => {
  test("every route of the service is written in src/service/requests.ts' Routes only", () => {
    // A route in a string or template literal; comments may name one to explain, and a web page's
    // address is none (Apple's words quoted in src/ipa/rules/ cite developer.apple.com/ios/…).
    const route = /['"`][^'"`]*\/(?:ios|app_analytics)\//
    const spelled = sources()
      .filter(file => file !== 'service/requests.ts')
      .flatMap(file =>
        readFileSync(path.join(src, file), 'utf8')
          .split('\n')
          .filter(
            line => !/^\s*(\/\/|\/?\*)/.test(line) && route.test(line.replace(/https:\/\/\S+/g, ''))
          )
          .map(line => `src/${file}: ${line.trim()}`)
      )
    expect(spelled).toEqual([])
  })
})

describe('messages name inputs through the adapter', () => {
  /** Names of two words or more (`team-id`): one-word names (`wait`, `status`) are also plain words. */
  const names = [...new Set([...Object.values(Inputs), ...Object.values(Outputs)])]
    .filter(name => name.includes('-'))
    .sort((a, b) => b.length - a.length)
  const spelled = new RegExp(`(?<![\\w-])(${names.join('|')})(?![\\w-])`)

  /** The sentences of a module: its string and template literals of four words or more, `${…}` left out. */
  function sentencesOf(text: string): string[] {
    const literals = text.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? []
    return literals
      .map(literal => literal.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, ' '))
      .filter(literal => literal.trim().split(/\s+/).length >= 4)
  }

  test('the scan finds a name in a sentence, and not in a key or a word', () => {
    expect(
      sentencesOf('log.info(`Progress goes to the notify-emails addresses${x}.`)')
    ).toHaveLength(1)
    expect(sentencesOf('log.info(`Progress goes to the notify-emails addresses${x}.`)')[0]).toMatch(
      spelled
    )
    expect(sentencesOf('const part = `ipa-url ${url}`')).toEqual([])
    expect('the team ids of the account').not.toMatch(spelled)
  })

  test("no sentence of the commands' layer spells an input's or an output's name", () => {
    const wrong = sources()
      .filter(file => inCommandLayer(file) && !/declar/.test(file))
      .flatMap(file => {
        const text = readFileSync(path.join(src, file), 'utf8')
          .split('\n')
          .filter(line => !/^\s*(\/\/|\/?\*)/.test(line))
          .join('\n')
        return sentencesOf(text)
          .filter(sentence => spelled.test(sentence))
          .map(sentence => `src/${file}: ${sentence.slice(0, 120)}`)
      })
    expect(wrong).toEqual([])
  })
})

describe('one failure model: commands throw facts, failures/ words them', () => {
  /** Where an Explanation may be built: the wording layer, and the stop's own words. */
  const wording = (file: string): boolean =>
    file.startsWith('commands/failures/') ||
    file === 'commands/describe-failure.ts' ||
    file === 'commands/stop.ts'

  /** The argument list of each call that begins at `opening` (`new CommandError(`), balanced. */
  function callsOf(text: string, opening: RegExp): string[] {
    const calls: string[] = []
    for (const match of text.matchAll(opening)) {
      let depth = 1
      let i = match.index + match[0].length
      for (; i < text.length && depth > 0; i++) {
        if (text[i] === '(') depth++
        else if (text[i] === ')') depth--
      }
      calls.push(text.slice(match.index + match[0].length, i - 1))
    }
    return calls
  }

  /** What is wrong with a module: an Explanation built, or a CommandError given words, not facts. */
  function wordsIn(text: string): string[] {
    const code = text
      .split('\n')
      .filter(line => !/^\s*(\/\/|\/?\*)/.test(line))
      .join('\n')
    const built = [
      ...code.matchAll(
        /^.*[{,]\s*headline\s*:(?!\s*string\b).*$|^\s*headline\s*:(?!\s*string\b).*$/gm
      )
    ]
    const opening = /extends CommandError/.test(code)
      ? /\b(?:new CommandError|super)\(/g
      : /\bnew CommandError\(/g
    const worded = callsOf(code, opening).filter(
      args => !/\btype\s*:\s*'[a-z-]+'/.test(args) || /`|\bheadline\b/.test(args)
    )
    return [...built.map(match => match[0].trim()), ...worded.map(args => args.trim())]
  }

  test('the scan sees an Explanation built and a CommandError given words', () => {
    expect(
      wordsIn("throw new CommandError({ headline: `Submission ${id} failed`, next: 'Look.' })")
    ).toHaveLength(2)
    expect(
      wordsIn(
        "return new CommandError(\n  {\n    headline: made\n      ? `a`\n      : `b`\n  },\n  undefined,\n  'service'\n)"
      )
    ).toHaveLength(2)
    expect(
      wordsIn(
        "class A extends CommandError {\n  constructor() {\n    super({ headline, details }, message, 'input')\n  }\n}"
      )
    ).toHaveLength(1)
    expect(
      wordsIn("throw new CommandError({ type: 'submission-unknown', id }, 'not-found')")
    ).toEqual([])
    expect(wordsIn('  headline: string')).toEqual([])
  })

  test("no module of the commands' layer outside failures/, describe-failure.ts and stop.ts builds an Explanation or gives a CommandError words", () => {
    const wrong = sources()
      .filter(file => inCommandLayer(file) && !wording(file))
      .flatMap(file =>
        wordsIn(readFileSync(path.join(src, file), 'utf8')).map(
          found => `src/${file}: ${found.replace(/\s+/g, ' ').slice(0, 120)}`
        )
      )
    expect(wrong).toEqual([])
  })
})

describe('no import cycle', () => {
  /** The modules of src/ each module imports, by a relative specifier (types included). */
  function importGraph(): Map<string, string[]> {
    const graph = new Map<string, string[]>()
    for (const file of sources()) {
      const targets = importsOf(readFileSync(path.join(src, file), 'utf8'))
        .filter(specifier => specifier.startsWith('.'))
        .map(specifier =>
          path.posix
            .normalize(path.posix.join(path.posix.dirname(file), specifier))
            .replace(/\.js$/, '.ts')
        )
      graph.set(file, targets)
    }
    return graph
  }

  /** The groups of modules that import each other round a cycle (Tarjan's strongly connected components). */
  function cyclesOf(graph: Map<string, string[]>): string[][] {
    const index = new Map<string, number>()
    const low = new Map<string, number>()
    const stack: string[] = []
    const onStack = new Set<string>()
    const cycles: string[][] = []
    const visit = (file: string): void => {
      index.set(file, index.size)
      low.set(file, index.get(file)!)
      stack.push(file)
      onStack.add(file)
      for (const next of graph.get(file) ?? []) {
        if (!graph.has(next)) continue
        if (!index.has(next)) {
          visit(next)
          low.set(file, Math.min(low.get(file)!, low.get(next)!))
        } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
      }
      if (low.get(file) !== index.get(file)) return
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== file)
      if (group.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(group.sort())
    }
    for (const file of graph.keys()) if (!index.has(file)) visit(file)
    return cycles
  }

  test('the scan finds a cycle of two modules and of three, and none in a chain', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['d.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', ['c.ts']],
      ['f.ts', ['a.ts']]
    ])
    expect(cyclesOf(graph)).toEqual([
      ['a.ts', 'b.ts'],
      ['c.ts', 'd.ts', 'e.ts']
    ])
  })

  /**
   * Cycles known and left for now, each another part of the work's (issue 46): within the service
   * layer (errors, records and requests; the retry module and the transport's types), within the
   * IPA reader (its rules, their facts and the policy), and the tool's reading of its command line
   * (args, env-file, source). A cycle with any other module fails.
   */
  const KNOWN_CYCLES = [/^service\//, /^ipa\//, /^cli\/(args|env-file|source)\.ts$/]

  test('no module of src/ imports itself back through others', () => {
    const known = (cycle: string[]): boolean =>
      KNOWN_CYCLES.some(pattern => cycle.every(file => pattern.test(file)))
    expect(cyclesOf(importGraph()).filter(cycle => !known(cycle))).toEqual([])
  })
})

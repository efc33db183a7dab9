/**
 * The house rules a reader can check by eye, checked here so that they stay true: the lower layers
 * (service, ipa, inputs, text) never import the upper ones (the commands, the folders they share,
 * and the adapters: action, cli, platforms), no module of src/ is over 400 lines, no module of src/
 * imports itself through others (no cycle), each route of the service is written once, and no
 * message of the commands' layer spells an input's or an output's name (each adapter names them its
 * own way). Reads the sources only: no module is evaluated.
 */
import { describe, expect, test } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { repoRoot } from './support/run-action.js'
import { Inputs, Outputs } from '../src/inputs/names.js'

const src = path.join(repoRoot, 'src')
const LOWER = ['service', 'ipa', 'inputs', 'text', 'preflight-reports']
const ADAPTERS = ['action', 'cli', 'platforms']
/** The commands and what they share (exactly-once/, fleet/, …): every other folder of src/. */
const COMMAND_LAYER = readdirSync(src, { withFileTypes: true })
  .filter(entry => entry.isDirectory() && ![...LOWER, ...ADAPTERS].includes(entry.name))
  .map(entry => entry.name)
const UPPER = [...COMMAND_LAYER, ...ADAPTERS]
/** Whether a file (relative to src/) is of the commands' layer. */
const inCommandLayer = (file: string): boolean => COMMAND_LAYER.includes(file.split('/')[0])
const MAX_LINES = 400

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

  test('preflight-reports imports from ipa and text alone', () => {
    const wrong = sources()
      .filter(file => file.startsWith('preflight-reports/'))
      .flatMap(file =>
        importsOf(readFileSync(path.join(src, file), 'utf8'))
          .filter(
            specifier =>
              !['ipa', 'text', 'preflight-reports'].includes(
                layerOf(file, specifier) ?? 'preflight-reports'
              )
          )
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

/** The specifiers a module imports or re-exports statically (`import type` included), in order. */
function staticImportsOf(text: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm
  ]
  return patterns.flatMap(pattern => [...text.matchAll(pattern)].map(match => match[1]))
}

/** Each module of src/ and the modules of src/ it imports statically, as paths relative to src/. */
function importGraph(): Map<string, string[]> {
  const files = new Set(sources())
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const targets = staticImportsOf(readFileSync(path.join(src, file), 'utf8'))
      .filter(specifier => specifier.startsWith('.'))
      .map(specifier =>
        path.posix
          .normalize(path.posix.join(path.posix.dirname(file), specifier))
          .replace(/\.js$/, '.ts')
      )
      .filter(target => files.has(target))
    graph.set(file, targets)
  }
  return graph
}

/**
 * The cycles of a graph, each as the modules that import one another round (a strongly connected
 * component of more than one, or one that imports itself), named in alphabetical order.
 */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const cycles: string[][] = []
  const visit = (module: string): void => {
    order.set(module, order.size)
    lowest.set(module, order.get(module) as number)
    stack.push(module)
    for (const target of graph.get(module) ?? []) {
      if (!order.has(target)) visit(target)
      if (stack.includes(target))
        lowest.set(module, Math.min(lowest.get(module) as number, lowest.get(target) as number))
    }
    if (lowest.get(module) !== order.get(module)) return
    const component = stack.splice(stack.indexOf(module))
    if (component.length > 1 || graph.get(module)?.includes(module)) cycles.push(component.sort())
  }
  for (const module of graph.keys()) if (!order.has(module)) visit(module)
  return cycles
}

/** Cycles let stand, each with why: none. */
const KNOWN_CYCLES: string[] = []

describe('imports', () => {
  test('the cycle scan finds modules that import one another round, and no other', () => {
    const graph = new Map([
      ['a.ts', ['b.ts', 'd.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', []],
      ['f.ts', ['f.ts']]
    ])
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['f.ts']])
    expect(
      staticImportsOf(
        ["import type { A } from './a.js'", "export { b } from './b.js'", "import('./c.js')"].join(
          '\n'
        )
      )
    ).toEqual(['./a.js', './b.js'])
  })

  // A type-only import counts: it is erased at run time, but a reader still needs the other module to
  // read this one, and the two cannot be moved or split apart. A dynamic import() does not: it is the
  // seam that loads a command's code only when it runs.
  test('no import cycle among the modules of src/ (type-only imports included)', () => {
    const cycles = cyclesOf(importGraph())
      .map(cycle => cycle.join(' · '))
      .filter(cycle => !KNOWN_CYCLES.includes(cycle))
    expect(cycles).toEqual([])
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

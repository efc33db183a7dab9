/**
 * How fast `inspectIpa` reads a large IPA, and how much of it, next to app-info-parser (which also
 * reads lazily through yauzl). Both are measured in this one process, after a warm-up run each, with
 * bytes read counted the same way for both: the process's `rchar` from /proc/self/io.
 *
 *   npx tsx bench/inspect.ts [--size-mb 1024] [--runs 11]
 *
 * Prints a markdown table and writes it to bench/inspect-results.md.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeIpa } from '../__tests__/support/make-ipa.js'
import { inspectIpa } from '../src/ipa/index.js'
import { kib, median, MiB, option, publishReport, rchar } from './shared.js'

interface Measure {
  tool: string
  times: number[]
  rchar: number[]
  ownCount?: number
}

type AppInfoParserClass = new (file: string) => {
  parse(): Promise<{ CFBundleIdentifier?: string }>
}
const AppInfoParser = createRequire(import.meta.url)('app-info-parser') as AppInfoParserClass

const RESULTS = fileURLToPath(new URL('./inspect-results.md', import.meta.url))

interface Tool {
  name: string
  /** Resolves to the tool's own count of bytes read, when it keeps one. */
  run: () => Promise<number | undefined>
}

/** Runs the tools in turn, round after round, so that neither always runs on a warmer process. */
async function measure(tools: Tool[], runs: number): Promise<Measure[]> {
  for (const tool of tools) await tool.run() // warm-up: loads the modules, so their reads are not counted
  const results: Measure[] = tools.map(tool => ({ tool: tool.name, times: [], rchar: [] }))
  for (let i = 0; i < runs; i++) {
    for (const [index, tool] of tools.entries()) {
      const result = results[index] as Measure
      // Reading /proc costs rchar too: probe twice to subtract that.
      const probe = rchar()
      const before = rchar()
      const started = process.hrtime.bigint()
      const ownCount = await tool.run()
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6
      result.rchar.push(rchar() - before - (before - probe))
      result.times.push(elapsed)
      if (ownCount !== undefined) result.ownCount = ownCount
    }
  }
  return results
}

async function main(): Promise<void> {
  const sizeMb = option('--size-mb', 1024)
  const runs = option('--runs', 11)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ipa-bench-'))
  const file = path.join(dir, 'Large App.ipa')
  try {
    const generationStart = Date.now()
    // The app's small files first and the central directory after the filler: two far-apart regions.
    await makeIpa(file, {
      fillerBytes: sizeMb * MiB,
      fillerAt: 'end',
      extensions: [{ name: 'Share' }],
      watchApp: { name: 'Watch' }
    })
    const size = statSync(file).size
    console.log(
      `Generated ${(size / MiB).toFixed(0)} MiB in ${((Date.now() - generationStart) / 1000).toFixed(1)} s`
    )

    const results = await measure(
      [
        {
          name: 'inspectIpa (this action)',
          run: async () => {
            const inspection = await inspectIpa(file, { purpose: 'submit' })
            if (inspection.problems.length > 0)
              throw new Error(`unexpected problems: ${JSON.stringify(inspection.problems)}`)
            return inspection.bytesRead
          }
        },
        {
          name: 'app-info-parser 1.1.6',
          run: async () => {
            const info = await new AppInfoParser(file).parse()
            if (info.CFBundleIdentifier !== 'com.example.preflight')
              throw new Error('app-info-parser misread the IPA')
            return undefined
          }
        }
      ],
      runs
    )
    const rows = results.map(
      m =>
        `| ${m.tool} | ${median(m.times).toFixed(2)} ms | ${Math.min(...m.times).toFixed(2)} ms | ${kib(median(m.rchar))} | ${m.ownCount === undefined ? 'n/a' : kib(m.ownCount)} |`
    )
    await publishReport(RESULTS, [
      '# IPA inspection benchmark',
      '',
      `A generated ${(size / MiB).toFixed(0)} MiB IPA (the app's small files, then one stored ${sizeMb} MiB entry, then the central directory), ${runs} rounds after a warm-up, the two tools taking turns in one process. Command: \`npx tsx bench/inspect.ts${sizeMb === 1024 ? '' : ` --size-mb ${sizeMb}`}\`.`,
      '',
      '| tool | median time | fastest | bytes read (rchar, median) | bytes read (own count) |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
      'Targets: no slower than app-info-parser, under 2 MiB read.',
      '',
      "Work done: inspectIpa reads the central directory once and four entries (the app's Info.plist, its profile, and the Info.plist of an extension and of a watch app); app-info-parser reads two (Info.plist and the profile), then the central directory a second time looking for an icon.",
      ''
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()

/**
 * How fast preflight reads a large executable: an IPA whose app executable is 256 MiB (deflated,
 * its symbols and fixups at the end, after 256 MiB of code-like bytes) read through streamEntry and
 * readMachO (bench/macho-child.ts, in a process of its own), against `unzip -p` of that entry to
 * /dev/null, in interleaved rounds that take turns as to which goes first.
 *
 *   npx tsx bench/macho.ts [--size-mb 256] [--runs 5]
 *
 * Both run under GNU time (peak RSS: its %M). The reader's time is from opening the IPA to the
 * result, as the child measures it (preflight runs in a process already started); its process's
 * wall time, Node's and tsx's start included, is shown too. Writes bench/macho-results.md.
 */
import { createWriteStream, statSync } from 'node:fs'
import * as path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import yazl from 'yazl'
import {
  APP_IMPORTS,
  machoFixture,
  padLinkEdit,
  paddedStream
} from '../__tests__/support/macho-files.js'
import type { MachORead } from '../src/ipa/macho/types.js'
import { interleaved, type Run, Scratch, timedRun } from './children.js'
import { codeLikeBlock, median, MiB, mib, met, option, publishReport, seconds } from './shared.js'

const RESULTS = fileURLToPath(new URL('./macho-results.md', import.meta.url))
const CHILD = fileURLToPath(new URL('./macho-child.ts', import.meta.url))
const ENTRY = 'Payload/Big.app/Big'
const TARGETS = { ratio: 1.5, peakRssMiB: 150 }

async function makeIpa(file: string, paddingMiB: number): Promise<number> {
  const padded = padLinkEdit(machoFixture('App'), paddingMiB * MiB)
  const zip = new yazl.ZipFile()
  zip.addBuffer(Buffer.from('<plist version="1.0"><dict/></plist>'), 'Payload/Big.app/Info.plist')
  zip.addReadStream(paddedStream(padded, codeLikeBlock()), ENTRY, { compress: true })
  zip.end()
  await pipeline(zip.outputStream, createWriteStream(file))
  return padded.size
}

async function readerRun(scratch: Scratch, ipa: string): Promise<Run> {
  const run = await timedRun(
    scratch,
    process.execPath,
    ['--import', 'tsx', CHILD, ipa, ENTRY],
    true
  )
  const { readMs, result } = JSON.parse(run.stdout) as { readMs: number; result: MachORead }
  const imports = result.kind === 'macho' ? (result.slices[0]?.imports ?? []) : []
  if (!APP_IMPORTS.every(name => imports.includes(name)))
    throw new Error(`the reader missed the imports: ${run.stdout}`)
  return { ...run, readMs }
}

async function main(): Promise<void> {
  const sizeMb = option('--size-mb', 256)
  const runs = option('--runs', 5)
  const scratch = new Scratch('macho-bench-')
  try {
    const ipa = path.join(scratch.root, 'Big.ipa')
    const generation = Date.now()
    const executable = await makeIpa(ipa, sizeMb)
    console.log(
      `Generated ${mib(statSync(ipa).size)} IPA holding a ${mib(executable)} executable in ${seconds(Date.now() - generation)}`
    )
    // The same process reading a small executable: what Node and tsx take before any reading.
    const small = path.join(scratch.root, 'Small.ipa')
    await makeIpa(small, 1)
    const baseline = await readerRun(scratch, small)
    const samples = await interleaved(
      {
        reader: () => readerRun(scratch, ipa),
        unzip: () => timedRun(scratch, 'unzip', ['-p', ipa, ENTRY], false)
      },
      runs
    )
    const m = (tool: keyof typeof samples, key: 'readMs' | 'wallMs' | 'maxRssKiB'): number =>
      median(samples[tool].map(run => run[key]))
    const ratio = m('reader', 'readMs') / m('unzip', 'readMs')
    const peak = Math.max(...samples.reader.map(run => run.maxRssKiB)) / 1024
    await publishReport(RESULTS, [
      '# Mach-O reading benchmark',
      '',
      `An IPA of ${mib(statSync(ipa).size)} (yazl, deflated) whose app executable is ${mib(executable)}: the \`App\` fixture with ${sizeMb} MiB of code-like bytes before its \`__LINKEDIT\`, so that its symbols and fixups lie at the end. ${runs} rounds after a warm-up, the two tools taking turns as to which goes first. Command: \`npx tsx bench/macho.ts${sizeMb === 256 ? '' : ` --size-mb ${sizeMb}`}${runs === 5 ? '' : ` --runs ${runs}`}\` (also run by \`npm run bench\`).`,
      '',
      '| tool | median time | median process wall time | peak RSS (largest) |',
      '| --- | --- | --- | --- |',
      `| streamEntry + readMachO (this action) | ${seconds(m('reader', 'readMs'))} | ${seconds(m('reader', 'wallMs'))} | ${mib(peak * MiB)} |`,
      `| \`unzip -p\` of the entry to /dev/null | ${seconds(m('unzip', 'readMs'))} | ${seconds(m('unzip', 'wallMs'))} | ${mib(Math.max(...samples.unzip.map(run => run.maxRssKiB)) * 1024)} |`,
      '',
      `- Time against unzip: ${ratio.toFixed(2)} × (target at most ${TARGETS.ratio} ×): ${met(ratio <= TARGETS.ratio)}`,
      `- Peak RSS of the reader's process: ${mib(peak * MiB)} (target under ${TARGETS.peakRssMiB} MiB): ${met(peak < TARGETS.peakRssMiB)}; the same process reading an executable of ${mib(padLinkEdit(machoFixture('App'), MiB).size)} peaks at ${mib(baseline.maxRssKiB * 1024)}: reading the large one takes ${mib(peak * MiB - baseline.maxRssKiB * 1024)} more`,
      '',
      "The reader's time runs from opening the IPA to the result (its central directory, the entry's local header, inflating the whole entry, its CRC not checked as the reader stops at the last byte it needs); the process wall time adds Node's and tsx's start. Peak RSS is GNU time's `%M` of the whole process, Node included.",
      ''
    ])
  } finally {
    await scratch.dispose()
  }
}

await main()

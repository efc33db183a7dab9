/**
 * Reads a fixture padded to a large executable (macho-files.ts) through readMachO in a process of
 * its own, and prints what it found with the memory it took, so that a test can bound that memory
 * apart from the test runner's:
 *
 *   node --import tsx __tests__/support/macho-stream-child.ts App 256   # fixture, padding in MiB
 */
import { readFileSync } from 'node:fs'
import { ReadBudget } from '../../src/ipa/limits.js'
import { readMachO } from '../../src/ipa/macho/read.js'
import { machoFixture, padLinkEdit, paddedStream } from './macho-files.js'

/** A line of /proc/self/status in KiB: VmRSS now, VmHWM the peak since the process started. */
function status(field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(
    readFileSync('/proc/self/status', 'utf8')
  )
  if (!match) throw new Error(`no ${field} in /proc/self/status (this needs Linux)`)
  return Number(match[1])
}

const [name = 'App', paddingMiB = '256'] = process.argv.slice(2)
const padded = padLinkEdit(machoFixture(name), Number(paddingMiB) * 1024 * 1024)
const rssBeforeKiB = status('VmRSS')
const started = performance.now()
const result = await readMachO(paddedStream(padded), padded.size, new ReadBudget())
const ms = performance.now() - started
console.log(
  JSON.stringify({ result, size: padded.size, rssBeforeKiB, peakKiB: status('VmHWM'), ms })
)

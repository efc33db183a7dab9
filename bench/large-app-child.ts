/**
 * One run of the large-app benchmark's preflight, in a process of its own (bench/large-app.ts
 * starts it): inspectIpa as `submit` runs it (every App Store rule, every executable read), and
 * prints the time from the call to the result and the problems found, as JSON.
 *
 *   node --import tsx bench/large-app-child.ts FILE.ipa
 */
import { inspectIpa } from '../src/ipa/index.js'

const [file] = process.argv.slice(2)
if (!file) throw new Error('usage: large-app-child.ts FILE.ipa')
const started = performance.now()
const inspection = await inspectIpa(file, { purpose: 'submit' })
const readMs = performance.now() - started
console.log(
  JSON.stringify({ readMs, bytesRead: inspection.bytesRead, problems: inspection.problems })
)

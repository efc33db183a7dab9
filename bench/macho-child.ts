/**
 * One run of the Mach-O benchmark's reader, in a process of its own (bench/macho.ts starts it):
 * opens the IPA, finds the entry as preflight does (the central directory, each record checked),
 * streams it through streamEntry and readMachO, and prints the result and the time from opening
 * the file to the result, as JSON.
 *
 *   node --import tsx bench/macho-child.ts FILE.ipa Payload/Big.app/Big
 */
import type yauzl from 'yauzl'
import { ReadBudget } from '../src/ipa/limits.js'
import { readMachO } from '../src/ipa/macho/read.js'
import { openFileSource } from '../src/ipa/byte-source.js'
import { CountingReader, EntryLayout, openZip } from '../src/ipa/zip-reader.js'
import { entryName } from '../src/ipa/zip-names.js'
import { streamEntry } from '../src/ipa/zip-stream.js'

const [file, name] = process.argv.slice(2)
if (!file || !name) throw new Error('usage: macho-child.ts FILE.ipa ENTRY')
const started = performance.now()
const handle = await openFileSource(file)
try {
  const reader = new CountingReader(handle)
  const zip = await openZip(reader)
  const layout = new EntryLayout()
  const budget = new ReadBudget()
  let wanted: yauzl.Entry | undefined
  for await (const entry of zip.eachEntry()) {
    entry.fileName = entryName(entry)
    layout.add(entry)
    if (entry.fileName === name) wanted = entry
  }
  layout.checkAll()
  if (!wanted) throw new Error(`no ${name} in ${file}`)
  const stream = await streamEntry(zip, reader, wanted, budget, layout)
  const result = await readMachO(stream, wanted.uncompressedSize, budget)
  const readMs = performance.now() - started
  zip.close()
  console.log(JSON.stringify({ readMs, bytesRead: reader.bytesRead, result }))
} finally {
  await handle.close()
}

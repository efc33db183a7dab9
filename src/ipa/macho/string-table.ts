import type { ForwardReader } from './forward-reader.js'
import { MalformedMachO } from './malformed.js'

/** Bytes of the string table read at a time: a name's first step, and the most a step grows to. */
const FIRST_STEP_BYTES = 256
const MOST_STEP_BYTES = 64 * 1024

/**
 * The NUL-terminated names that start at `offsets` (sorted, relative to the table) of the string
 * table at [start, end) of the file, read as the stream passes it: only those names are kept, so a
 * framework exporting 300,000 symbols costs the few thousand names it imports. Names sharing their
 * ends (the linker shares suffixes) are read once. `keep` is told each byte kept, so a name that
 * runs on without its NUL stops at the budget. Throws MalformedMachO for a name that runs past the
 * table or a file that ends first.
 */
export async function pickStrings(
  reader: ForwardReader,
  { start, end }: { start: number; end: number },
  offsets: Uint32Array,
  keep: (bytes: number) => void
): Promise<Map<number, string>> {
  const names = new Map<number, string>()
  let next = 0
  while (next < offsets.length) {
    const from = start + (offsets[next] as number)
    if (from >= end)
      throw new MalformedMachO(
        `a symbol's name at byte ${from - start} has no end within ${end - start} bytes`
      )
    if (!(await reader.skipTo(from))) throw ended(reader, end)
    // One run from `from` to the next NUL: every wanted offset within it is a suffix of it.
    const parts: Buffer[] = []
    const starts: number[] = []
    let length = 0
    for (let step = FIRST_STEP_BYTES; ; step = Math.min(step * 2, MOST_STEP_BYTES)) {
      const at = reader.position
      const chunk = await reader.read(Math.min(step, end - at))
      if (chunk.length === 0) {
        if (at >= end)
          throw new MalformedMachO(
            `a symbol's name at byte ${from - start} has no end within ${end - start} bytes`
          )
        throw ended(reader, end)
      }
      const nul = chunk.indexOf(0)
      const taken = nul < 0 ? chunk.length : nul
      while (next < offsets.length && start + (offsets[next] as number) <= at + taken)
        starts.push(offsets[next++] as number)
      keep(taken)
      parts.push(Buffer.from(chunk.subarray(0, taken)))
      length += taken
      if (nul < 0) continue
      const run = Buffer.concat(parts, length)
      for (const offset of starts) names.set(offset, run.toString('utf8', start + offset - from))
      // The bytes after the NUL were read: the next run may start among them.
      reader.giveBack(chunk.subarray(nul + 1))
      break
    }
  }
  return names
}

function ended(reader: ForwardReader, end: number): MalformedMachO {
  return new MalformedMachO(
    `the file ends at byte ${reader.position}, before the string table that runs to ${end}`
  )
}

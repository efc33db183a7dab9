import { formatCount } from '../../text/format.js'
import type { ReadBudget } from '../limits.js'
import type { Capture, ForwardReader } from './forward-reader.js'
import { bindImports, chainedFixupImports, symbolTableImports } from './imports.js'
import type { DataRange, SymbolData } from './load-commands.js'
import { MalformedMachO } from './malformed.js'
import { wantedSelectors } from './selectors.js'
import type { MachOSlice } from './types.js'

/** What one executable has spent of the budget: its slices share it. */
export interface Tally {
  /** Bytes of symbol data captured and of names read (`machoLinkEditBytes`). */
  kept: number
  imports: number
}

/**
 * Captures the symbol data a slice's load commands point at (after them, within the slice, as the
 * stream passes it) and reads the slice's imports from it, each once, into `slice.imports`, and the
 * selector names among `selectors` that `__TEXT,__objc_methname` holds into `slice.selectors`.
 * `commandsEnd` is where the load commands end, relative to the slice.
 */
export async function readSliceImports(
  reader: ForwardReader,
  place: { index: number; offset: number; size: number },
  commandsEnd: number,
  data: SymbolData,
  is64: boolean,
  budget: ReadBudget,
  tally: Tally,
  slice: MachOSlice,
  selectors: ReadonlySet<string>
): Promise<void> {
  // The selector names are read only when some are wanted.
  const selectorNames = selectors.size > 0 ? data.selectorNames : undefined
  const ranges = [data.symbols, data.strings, data.chainedFixups, ...data.binds, selectorNames]
  const captures = new Map<DataRange, Capture>()
  for (const range of ranges) {
    if (!range || range.size === 0) continue
    const end = range.offset + range.size
    if (range.offset < commandsEnd) {
      throw new MalformedMachO(
        `${range.what} start at byte ${formatCount(range.offset)} of slice ${place.index}, within its load commands`
      )
    }
    if (end > place.size) {
      throw new MalformedMachO(
        `${range.what} run to byte ${formatCount(end)} of slice ${place.index}, which has ${formatCount(place.size)}`
      )
    }
    tally.kept += range.size
    budget.machoLinkEdit(tally.kept)
    captures.set(range, { start: place.offset + range.offset, end: place.offset + end })
  }
  if (!(await reader.capture([...captures.values()]))) {
    const end = Math.max(...[...captures.values()].map(c => c.end))
    throw new MalformedMachO(
      `the file ends at byte ${formatCount(reader.position)}, before the symbol data of slice ${place.index} that runs to ${formatCount(end)}`
    )
  }
  const bytes = (range: DataRange | undefined): Buffer =>
    (range && captures.get(range)?.data) ?? Buffer.alloc(0)

  const found = new Set<string>()
  const add = (name: string): void => {
    // Every name read counts, found before or not: a million symbols naming one long string stop.
    tally.kept += name.length
    budget.machoLinkEdit(tally.kept)
    if (found.has(name)) return
    found.add(name)
    budget.machoImports(++tally.imports)
  }
  symbolTableImports(bytes(data.symbols), is64 ? 16 : 12, bytes(data.strings), add)
  if (data.chainedFixups && data.chainedFixups.size > 0) {
    chainedFixupImports(bytes(data.chainedFixups), add, count =>
      budget.machoImports(tally.imports + count)
    )
  }
  for (const bind of data.binds) bindImports(bytes(bind), bind.what, add)
  slice.imports = [...found]
  slice.selectors = wantedSelectors(bytes(selectorNames), selectors)
}

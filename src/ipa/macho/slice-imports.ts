import { formatCount } from '../../text/format.js'
import type { ReadBudget } from '../limits.js'
import type { Capture, ForwardReader } from './forward-reader.js'
import {
  bindImports,
  chainedFixupImports,
  cStringAt,
  eachUndefinedSymbol,
  symbolTableImports
} from './imports.js'
import type { DataRange, SymbolData } from './load-commands.js'
import { MalformedMachO } from './malformed.js'
import { wantedSelectors } from './selectors.js'
import { pickStrings } from './string-table.js'
import type { MachOSlice } from './types.js'

/** What one executable has spent of the budget: its slices share it. */
export interface Tally {
  /** Bytes of symbol data captured and of names read (`machoLinkEditBytes`). */
  kept: number
  imports: number
}

/** A place in the slice, and the slice's own. */
type Place = { index: number; offset: number; size: number }

/**
 * Reads a slice's imports from the symbol data its load commands point at (after them, within the
 * slice, as the stream passes it), each once, into `slice.imports`. Of the string table only the
 * names of the undefined symbols are kept, where it follows the symbols as linkers write it; a file
 * that puts it first has it held whole, within the budget. The selector names among `selectors`
 * that `__TEXT,__objc_methname` holds go into `slice.selectors`. `commandsEnd` is where the load
 * commands end, relative to the slice.
 */
export async function readSliceImports(
  reader: ForwardReader,
  place: Place,
  commandsEnd: number,
  data: SymbolData,
  is64: boolean,
  budget: ReadBudget,
  tally: Tally,
  slice: MachOSlice,
  selectors: ReadonlySet<string>
): Promise<void> {
  const { symbols, strings } = data
  // The selector names are read only when some are wanted.
  const selectorNames = selectors.size > 0 ? data.selectorNames : undefined
  const ranges = [symbols, strings, data.chainedFixups, ...data.binds, selectorNames].filter(
    (range): range is DataRange => range !== undefined && range.size > 0
  )
  for (const range of ranges) checkRange(range, place, commandsEnd)
  const keep = (bytes: number): void => {
    tally.kept += bytes
    budget.machoLinkEdit(tally.kept)
  }
  const nlistSize = is64 ? 16 : 12
  const picking =
    strings !== undefined &&
    ranges.includes(strings) &&
    ranges.every(range => range === strings || apart(range, strings)) &&
    (!symbols || !ranges.includes(symbols) || symbols.offset < strings.offset)
  const captured = new Map<DataRange, Capture>()
  const capture = async (wanted: DataRange[]): Promise<void> => {
    const captures = wanted.map(range => {
      keep(range.size)
      const found = {
        start: place.offset + range.offset,
        end: place.offset + range.offset + range.size
      }
      captured.set(range, found)
      return found
    })
    if (!(await reader.capture(captures))) {
      const end = Math.max(...captures.map(c => c.end))
      throw new MalformedMachO(
        `the file ends at byte ${formatCount(reader.position)}, before the symbol data of slice ${place.index} that runs to ${formatCount(end)}`
      )
    }
  }
  const bytes = (range: DataRange | undefined): Buffer =>
    (range && captured.get(range)?.data) ?? Buffer.alloc(0)

  let nameAt: (offset: number, what: string) => string
  if (picking) {
    const others = ranges.filter(range => range !== strings)
    await capture(others.filter(range => range.offset < strings.offset))
    const offsets = nameOffsets(bytes(symbols), nlistSize)
    // Each name a linker writes for an undefined symbol is an import of its own: bound before picking.
    budget.machoImports(tally.imports + offsets.length)
    const names = await pickStrings(
      reader,
      { start: place.offset + strings.offset, end: place.offset + strings.offset + strings.size },
      offsets,
      keep
    )
    await capture(others.filter(range => range.offset > strings.offset))
    nameAt = offset => names.get(offset) ?? ''
  } else {
    await capture(ranges)
    nameAt = (offset, what) => cStringAt(bytes(strings), offset, what)
  }

  const found = new Set<string>()
  const add = (name: string): void => {
    // Every name read counts, found before or not: a million symbols naming one long string stop.
    keep(name.length)
    if (found.has(name)) return
    found.add(name)
    budget.machoImports(++tally.imports)
  }
  symbolTableImports(bytes(symbols), nlistSize, nameAt, add)
  if (data.chainedFixups && data.chainedFixups.size > 0) {
    chainedFixupImports(bytes(data.chainedFixups), add, count =>
      budget.machoImports(tally.imports + count)
    )
  }
  for (const bind of data.binds) bindImports(bytes(bind), bind.what, add)
  slice.imports = [...found]
  slice.selectors = wantedSelectors(bytes(selectorNames), selectors)
}

/** A range must lie after the load commands and within the slice. */
function checkRange(range: DataRange, place: Place, commandsEnd: number): void {
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
}

function apart(a: DataRange, b: DataRange): boolean {
  return a.offset + a.size <= b.offset || b.offset + b.size <= a.offset
}

/** The string table offsets the undefined symbols name, sorted, each once. */
function nameOffsets(symbols: Buffer, nlistSize: number): Uint32Array {
  let count = 0
  eachUndefinedSymbol(symbols, nlistSize, () => count++)
  const offsets = new Uint32Array(count)
  let at = 0
  eachUndefinedSymbol(symbols, nlistSize, offset => (offsets[at++] = offset))
  offsets.sort()
  let unique = 0
  for (let i = 0; i < offsets.length; i++)
    if (i === 0 || offsets[i] !== offsets[i - 1]) offsets[unique++] = offsets[i] as number
  return offsets.subarray(0, unique)
}

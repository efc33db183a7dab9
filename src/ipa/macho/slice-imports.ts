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
  // The selector names are read only when some are wanted.
  const selectorNames = selectors.size > 0 ? data.selectorNames : undefined
  const ranges = [
    data.symbols,
    data.strings,
    data.chainedFixups,
    ...data.binds,
    selectorNames
  ].filter((range): range is DataRange => range !== undefined && range.size > 0)
  for (const range of ranges) checkRange(range, place, commandsEnd)
  const captured = new CapturedData(reader, place, budget, tally)
  const nlistSize = is64 ? 16 : 12
  const nameAt = await captureAll(captured, ranges, data, nlistSize)
  slice.imports = collectImports(captured, data, nlistSize, nameAt)
  slice.selectors = wantedSelectors(captured.bytes(selectorNames), selectors)
}

/** The symbol data of one slice, captured from the stream as it passes, within the budget. */
class CapturedData {
  private readonly captured = new Map<DataRange, Capture>()

  constructor(
    readonly reader: ForwardReader,
    readonly place: Place,
    readonly budget: ReadBudget,
    readonly tally: Tally
  ) {}

  /** Counts bytes kept, against the budget the executable's slices share. */
  keep(bytes: number): void {
    this.tally.kept += bytes
    this.budget.machoLinkEdit(this.tally.kept)
  }

  /** Captures the ranges (which lie ahead in the stream) as it passes them. */
  async capture(wanted: DataRange[]): Promise<void> {
    const { place, reader } = this
    const captures = wanted.map(range => {
      this.keep(range.size)
      const found = {
        start: place.offset + range.offset,
        end: place.offset + range.offset + range.size
      }
      this.captured.set(range, found)
      return found
    })
    if (!(await reader.capture(captures))) {
      const end = Math.max(...captures.map(c => c.end))
      throw new MalformedMachO(
        `the file ends at byte ${formatCount(reader.position)}, before the symbol data of slice ${place.index} that runs to ${formatCount(end)}`
      )
    }
  }

  /** The bytes captured of a range; none for a range not captured. */
  bytes(range: DataRange | undefined): Buffer {
    return (range && this.captured.get(range)?.data) ?? Buffer.alloc(0)
  }
}

/**
 * Captures every range, and says how a symbol's name is read: picked from the string table as the
 * stream passes it, when it follows the symbols and holds no other range; else from the table
 * captured whole.
 */
async function captureAll(
  captured: CapturedData,
  ranges: DataRange[],
  { symbols, strings }: SymbolData,
  nlistSize: number
): Promise<(offset: number, what: string) => string> {
  const picking =
    strings !== undefined &&
    ranges.includes(strings) &&
    ranges.every(range => range === strings || apart(range, strings)) &&
    (!symbols || !ranges.includes(symbols) || symbols.offset < strings.offset)
  if (!picking) {
    await captured.capture(ranges)
    return (offset, what) => cStringAt(captured.bytes(strings), offset, what)
  }
  const { reader, place, budget } = captured
  const others = ranges.filter(range => range !== strings)
  await captured.capture(others.filter(range => range.offset < strings.offset))
  const offsets = nameOffsets(captured.bytes(symbols), nlistSize)
  // Each name a linker writes for an undefined symbol is an import of its own: bound before picking.
  budget.machoImports(captured.tally.imports + offsets.length)
  const names = await pickStrings(
    reader,
    { start: place.offset + strings.offset, end: place.offset + strings.offset + strings.size },
    offsets,
    bytes => captured.keep(bytes)
  )
  await captured.capture(others.filter(range => range.offset > strings.offset))
  return offset => names.get(offset) ?? ''
}

/** The imports the symbol data names, each once, counted against the budget. */
function collectImports(
  captured: CapturedData,
  data: SymbolData,
  nlistSize: number,
  nameAt: (offset: number, what: string) => string
): string[] {
  const { budget, tally } = captured
  const found = new Set<string>()
  const add = (name: string): void => {
    // Every name read counts, found before or not: a million symbols naming one long string stop.
    captured.keep(name.length)
    if (found.has(name)) return
    found.add(name)
    budget.machoImports(++tally.imports)
  }
  symbolTableImports(captured.bytes(data.symbols), nlistSize, nameAt, add)
  if (data.chainedFixups && data.chainedFixups.size > 0) {
    chainedFixupImports(captured.bytes(data.chainedFixups), add, count =>
      budget.machoImports(tally.imports + count)
    )
  }
  for (const bind of data.binds) bindImports(captured.bytes(bind), bind.what, add)
  return [...found]
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

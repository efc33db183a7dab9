/**
 * A reader of binary property lists (`bplist00`) that stays within the read budget. It replaces
 * bplist-parser, which walks every reference again without a bound, so that a few KB of objects
 * referring to the same objects many times expand exponentially (minutes of CPU, or the heap's 4 GiB)
 * and a reference cycle overflows the stack; its parse cannot be counted from outside.
 *
 * The format (CoreFoundation's CFBinaryPList.c): the `bplist00` header, the objects, an offset table
 * (the offset of each object, in `offsetSize` bytes) and a 32-byte trailer (offset size, reference
 * size, object count, top object, offset table offset). Each object starts with a marker byte, type
 * in the high nibble and a count in the low one (0xF: the count follows, as an integer object);
 * arrays, sets and dictionaries hold references (object numbers of `refSize` bytes).
 *
 * Arrays and dictionaries are walked each time they are reached, and each visit counts against the
 * budget (its depth too), so what comes out is a tree of bounded size; strings, numbers, dates and
 * data are made once per object and shared. A reference to an object that is still being read (a
 * cycle) is a damaged plist.
 */
import type { ReadBudget } from './limits.js'
import { PlistError, type PlistDict, type PlistValue } from './plist-value.js'

const HEADER_BYTES = 8
const TRAILER_BYTES = 32
/** Seconds from the Unix epoch to CoreFoundation's, 2001-01-01T00:00:00Z. */
const CF_EPOCH_SECONDS = 978_307_200

export function parseBinaryPlist(data: Buffer, budget: ReadBudget): PlistValue {
  if (data.length < HEADER_BYTES + TRAILER_BYTES + 1) damaged('too short to hold its trailer')
  const trailer = data.subarray(data.length - TRAILER_BYTES)
  const offsetSize = trailer[6] as number
  const refSize = trailer[7] as number
  const objectCount = readUInt(trailer, 8, 8)
  const top = readUInt(trailer, 16, 8)
  const tableStart = readUInt(trailer, 24, 8)
  if (offsetSize < 1 || offsetSize > 8 || refSize < 1 || refSize > 8)
    damaged(`its trailer gives offsets of ${offsetSize} and references of ${refSize} bytes`)
  const objectsEnd = data.length - TRAILER_BYTES
  if (
    objectCount < 1 ||
    tableStart < HEADER_BYTES ||
    tableStart + objectCount * offsetSize > objectsEnd
  )
    damaged('its offset table does not fit between the header and the trailer')
  if (top >= objectCount) damaged('its top object is not in the offset table')
  return new Reader(data, budget, { offsetSize, refSize, objectCount, tableStart }).read(top, 1)
}

interface Layout {
  offsetSize: number
  refSize: number
  objectCount: number
  tableStart: number
}

class Reader {
  /** Strings, numbers, dates and data already made, by object number. */
  private readonly leaves = new Map<number, PlistValue>()
  /** Containers being read: a reference to one of them is a cycle. */
  private readonly open = new Set<number>()

  constructor(
    private readonly data: Buffer,
    private readonly budget: ReadBudget,
    private readonly layout: Layout
  ) {}

  read(object: number, depth: number): PlistValue {
    this.budget.plistObject(depth)
    const cached = this.leaves.get(object)
    if (cached !== undefined) return cached
    if (this.open.has(object)) damaged(`object ${object} contains itself`)
    const start = this.offsetOf(object)
    const marker = this.byte(start)
    const type = marker >> 4
    const info = marker & 0x0f
    switch (type) {
      case 0xa: // array
      case 0xb: // ordered set
      case 0xc: // set
        return this.container(object, () => this.array(start, info, depth))
      case 0xd:
        return this.container(object, () => this.dictionary(start, info, depth))
    }
    const value = this.leaf(start, type, info, object)
    this.leaves.set(object, value)
    return value
  }

  private container(object: number, read: () => PlistValue): PlistValue {
    this.open.add(object)
    try {
      return read()
    } finally {
      this.open.delete(object)
    }
  }

  private array(start: number, info: number, depth: number): PlistValue[] {
    const { count, at } = this.count(start, info, this.layout.refSize)
    const array: PlistValue[] = []
    for (let i = 0; i < count; i++) array.push(this.read(this.ref(at, i), depth + 1))
    return array
  }

  private dictionary(start: number, info: number, depth: number): PlistDict {
    const { count, at } = this.count(start, info, 2 * this.layout.refSize)
    const dict: PlistDict = {}
    for (let i = 0; i < count; i++) {
      const key = this.read(this.ref(at, i), depth + 1)
      if (typeof key !== 'string') damaged('a dictionary key is not a string')
      const value = this.read(this.ref(at, count + i), depth + 1)
      // A `__proto__` key becomes a key like any other, not the dictionary's prototype.
      if (key === '__proto__')
        Object.defineProperty(dict, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true
        })
      else dict[key] = value
    }
    return dict
  }

  private leaf(start: number, type: number, info: number, object: number): PlistValue {
    switch (type) {
      case 0x0:
        if (info === 0x8) return false
        if (info === 0x9) return true
        if (info === 0x0 || info === 0xf) return null
        break
      case 0x1:
        if (info <= 4) return this.integer(start + 1, 2 ** info)
        break
      case 0x2:
        if (info === 2) return this.bytes(start + 1, 4).readFloatBE(0)
        if (info === 3) return this.bytes(start + 1, 8).readDoubleBE(0)
        break
      case 0x3:
        if (info === 3) {
          const seconds = this.bytes(start + 1, 8).readDoubleBE(0)
          return new Date((CF_EPOCH_SECONDS + seconds) * 1000)
        }
        break
      case 0x4: {
        const { count, at } = this.count(start, info, 1)
        return this.data.subarray(at, at + count)
      }
      case 0x5: // ASCII (UTF-8 read, as Apple's own reader accepts)
      case 0x7: {
        // UTF-8 (bplist01 and later; read here too)
        const { count, at } = this.count(start, info, 1)
        return this.data.toString('utf8', at, at + count)
      }
      case 0x6: {
        const { count, at } = this.count(start, info, 2)
        return Buffer.from(this.data.subarray(at, at + 2 * count))
          .swap16()
          .toString('utf16le')
      }
      case 0x8:
        return { CF$UID: readUInt(this.bytes(start + 1, info + 1), 0, info + 1) }
    }
    damaged(`object ${object} has an unknown marker 0x${((type << 4) | info).toString(16)}`)
  }

  /**
   * A big-endian integer: 1, 2 and 4 bytes unsigned, 8 bytes signed, 16 bytes for an unsigned 64-bit
   * value (its low 8 bytes). A number when it is exact as one, else a bigint.
   */
  private integer(at: number, size: number): number | bigint {
    const bytes = this.bytes(at, size)
    if (size <= 4) return readUInt(bytes, 0, size)
    const value = size === 8 ? bytes.readBigInt64BE(0) : bytes.readBigUInt64BE(8)
    const exact =
      value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    return exact ? Number(value) : value
  }

  /** The count of an object (in its marker, or the integer after it) and where its content starts. */
  private count(start: number, info: number, unitBytes: number): { count: number; at: number } {
    let count = info
    let at = start + 1
    if (info === 0xf) {
      const marker = this.byte(at)
      const size = 2 ** (marker & 0x0f)
      if (marker >> 4 !== 0x1 || size > 8) damaged('a count is not an integer')
      count = readUInt(this.bytes(at + 1, size), 0, size)
      at += 1 + size
    }
    // Content past the objects (into the offset table or beyond) is damage, whatever the count.
    if (at + count * unitBytes > this.layout.tableStart)
      damaged('an object runs past the end of the objects')
    return { count, at }
  }

  private ref(at: number, index: number): number {
    const { refSize, objectCount } = this.layout
    const object = readUInt(this.data, at + index * refSize, refSize)
    if (object >= objectCount) damaged(`a reference to object ${object} of ${objectCount}`)
    return object
  }

  private offsetOf(object: number): number {
    const { offsetSize, tableStart } = this.layout
    const offset = readUInt(this.data, tableStart + object * offsetSize, offsetSize)
    if (offset < HEADER_BYTES || offset >= tableStart)
      damaged(`object ${object} is not between the header and the offset table`)
    return offset
  }

  private byte(at: number): number {
    if (at >= this.layout.tableStart) damaged('an object runs past the end of the objects')
    return this.data[at] as number
  }

  private bytes(at: number, size: number): Buffer {
    if (at + size > this.layout.tableStart) damaged('an object runs past the end of the objects')
    return this.data.subarray(at, at + size)
  }
}

/** An unsigned big-endian integer; Infinity past 2^53, which every bounds check then refuses. */
function readUInt(data: Buffer, at: number, size: number): number {
  let value = 0
  for (let i = 0; i < size; i++) value = value * 256 + (data[at + i] as number)
  return value > Number.MAX_SAFE_INTEGER ? Infinity : value
}

function damaged(detail: string): never {
  throw new PlistError(`damaged binary property list: ${detail}`)
}

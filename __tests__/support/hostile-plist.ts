/**
 * Property lists no tool would write, for the hostile archive tests: a binary plist writer that takes
 * the object graph as it is (references and all, cycles too), and the graphs that once made preflight
 * spin or run out of memory. Each Info.plist-like graph holds a normal app's keys first, so that only
 * its bomb is wrong.
 */
import { DEFAULTS } from './make-ipa.js'

/** One object of a binary plist; containers hold object numbers. */
export type BObject =
  | { array: number[] }
  | { dict: Array<[key: number, value: number]> }
  | { string: string }
  | { int: number }
  | { bool: boolean }

/**
 * Writes `bplist00` as CFBinaryPList does: header, objects, offset table, trailer. Into one buffer
 * that grows as it goes: graphs of hundreds of thousands of objects take milliseconds.
 */
export function writeBinaryPlist(objects: BObject[], top = 0): Buffer {
  const refSize = bytesFor(objects.length - 1)
  const out = new ByteWriter()
  out.bytes(Buffer.from('bplist00'))
  const offsets: number[] = []
  for (const object of objects) {
    offsets.push(out.length)
    encode(out, object, refSize)
  }
  const offset = out.length
  const offsetSize = bytesFor(offset)
  for (const value of offsets) out.uint(value, offsetSize)
  const trailer = Buffer.alloc(32)
  trailer[6] = offsetSize
  trailer[7] = refSize
  trailer.writeBigUInt64BE(BigInt(objects.length), 8)
  trailer.writeBigUInt64BE(BigInt(top), 16)
  trailer.writeBigUInt64BE(BigInt(offset), 24)
  out.bytes(trailer)
  return out.done()
}

/** Bytes appended to a buffer that doubles when full. */
class ByteWriter {
  private buffer = Buffer.allocUnsafe(256)
  length = 0

  private room(more: number): void {
    if (this.length + more <= this.buffer.length) return
    let size = this.buffer.length * 2
    while (size < this.length + more) size *= 2
    const grown = Buffer.allocUnsafe(size)
    this.buffer.copy(grown, 0, 0, this.length)
    this.buffer = grown
  }

  byte(value: number): void {
    this.room(1)
    this.buffer[this.length++] = value
  }

  /** `value` big-endian in `size` bytes. */
  uint(value: number, size: number): void {
    this.room(size)
    this.buffer.writeUIntBE(value, this.length, size)
    this.length += size
  }

  bytes(data: Buffer): void {
    this.room(data.length)
    data.copy(this.buffer, this.length)
    this.length += data.length
  }

  done(): Buffer {
    return Buffer.from(this.buffer.subarray(0, this.length))
  }
}

function encode(out: ByteWriter, object: BObject, refSize: number): void {
  const refs = (list: number[]): void => {
    for (const ref of list) out.uint(ref, refSize)
  }
  if ('array' in object) {
    header(out, 0xa, object.array.length)
    refs(object.array)
  } else if ('dict' in object) {
    header(out, 0xd, object.dict.length)
    refs(object.dict.map(([key]) => key))
    refs(object.dict.map(([, value]) => value))
  } else if ('string' in object) {
    const ascii = /^[\x20-\x7e]*$/.test(object.string)
    if (ascii) {
      header(out, 0x5, object.string.length)
      out.bytes(Buffer.from(object.string))
    } else {
      const utf16 = Buffer.from(object.string, 'utf16le').swap16()
      header(out, 0x6, utf16.length / 2)
      out.bytes(utf16)
    }
  } else if ('int' in object) integer(out, object.int)
  else out.byte(object.bool ? 0x09 : 0x08)
}

function header(out: ByteWriter, type: number, count: number): void {
  if (count < 15) return out.byte((type << 4) | count)
  out.byte((type << 4) | 0xf)
  integer(out, count)
}

function integer(out: ByteWriter, value: number): void {
  const size = value < 0x100 ? 1 : value < 0x10000 ? 2 : 4
  out.byte(0x10 | Math.log2(size))
  out.uint(value, size)
}

function bytesFor(max: number): number {
  let size = 1
  while (max >= 2 ** (8 * size)) size++
  return size
}

/** Builds a graph: strings are made once each, so that a key or value used twice is shared. */
export class GraphBuilder {
  readonly objects: BObject[] = []
  private readonly strings = new Map<string, number>()

  add(object: BObject): number {
    return this.objects.push(object) - 1
  }

  string(value: string): number {
    let ref = this.strings.get(value)
    if (ref === undefined) this.strings.set(value, (ref = this.add({ string: value })))
    return ref
  }

  /** A dictionary of these keys to these object numbers (strings become string objects). */
  dict(entries: Record<string, number | string>): number {
    const ref = this.add({ dict: [] })
    const pairs = Object.entries(entries).map(([key, value]): [number, number] => [
      this.string(key),
      typeof value === 'string' ? this.string(value) : value
    ])
    this.objects[ref] = { dict: pairs }
    return ref
  }

  write(top: number): Buffer {
    return writeBinaryPlist(this.objects, top)
  }
}

/**
 * A nested bundle's Info.plist with the keys the IPA maker gives one (`nestedInfo` of make-ipa.ts),
 * by this writer: a fifth of bplist-creator's time, for archives of thousands of bundles.
 */
export function bundleInfoPlist(name: string): Buffer {
  const graph = new GraphBuilder()
  const top = graph.dict({
    CFBundleIdentifier: `${DEFAULTS.bundleId}.${name.toLowerCase()}`,
    CFBundleName: name,
    CFBundleExecutable: name,
    CFBundleShortVersionString: DEFAULTS.version,
    CFBundleVersion: DEFAULTS.build,
    MinimumOSVersion: DEFAULTS.minimumOsVersion
  })
  return graph.write(top)
}

/** The keys of a well-formed app's Info.plist, with a value of the test's under `Bomb`. */
export function infoPlistWith(bomb: (graph: GraphBuilder) => number): Buffer {
  const graph = new GraphBuilder()
  const top = graph.add({ dict: [] })
  const identity = {
    CFBundleIdentifier: DEFAULTS.bundleId,
    CFBundleShortVersionString: DEFAULTS.version,
    CFBundleVersion: DEFAULTS.build,
    CFBundleName: DEFAULTS.name,
    MinimumOSVersion: DEFAULTS.minimumOsVersion
  }
  const pairs: Array<[number, number]> = Object.entries(identity).map(([key, value]) => [
    graph.string(key),
    graph.string(value)
  ])
  pairs.push([graph.string('Bomb'), bomb(graph)])
  graph.objects[top] = { dict: pairs }
  return graph.write(top)
}

/**
 * Each level refers to the next twice, `levels` deep: a few hundred bytes that are 2^levels objects
 * when walked. As dictionaries (`{a: next, b: next}`) or as arrays (`[next, next]`).
 */
export function exponential(form: 'dict' | 'array', levels: number) {
  return (graph: GraphBuilder): number => {
    let next = graph.string('x'.repeat(64))
    for (let i = 0; i < levels; i++) {
      next =
        form === 'array'
          ? graph.add({ array: [next, next, next, next] })
          : graph.dict({ a: next, b: next, c: next, d: next })
    }
    return next
  }
}

/** An array in an array, `levels` deep. */
export function deepArrays(levels: number) {
  return (graph: GraphBuilder): number => {
    let next = graph.add({ array: [] })
    for (let i = 1; i < levels; i++) next = graph.add({ array: [next] })
    return next
  }
}

/** An array of `count` distinct integers: that many objects, each in the plist once. */
export function manyObjects(count: number) {
  return (graph: GraphBuilder): number => {
    const first = graph.objects.length + 1
    const array = graph.add({ array: [] })
    for (let i = 0; i < count; i++) graph.add({ int: i })
    graph.objects[array] = { array: Array.from({ length: count }, (_, i) => first + i) }
    return array
  }
}

/** An array of `count` references to one string of `length` characters. */
export function wideArray(count: number, length: number) {
  return (graph: GraphBuilder): number => {
    const value = graph.string('y'.repeat(length))
    return graph.add({ array: new Array<number>(count).fill(value) })
  }
}

/** An array that holds itself. */
export function selfContaining(graph: GraphBuilder): number {
  const array = graph.add({ array: [] })
  graph.objects[array] = { array: [array] }
  return array
}

/** An XML plist with `inner` under the Bomb key, after a well-formed app's keys. */
export function xmlInfoPlistWith(inner: string): Buffer {
  const keys = [
    ['CFBundleIdentifier', DEFAULTS.bundleId],
    ['CFBundleShortVersionString', DEFAULTS.version],
    ['CFBundleVersion', DEFAULTS.build]
  ]
    .map(([key, value]) => `<key>${key}</key><string>${value}</string>`)
    .join('')
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>${keys}<key>Bomb</key>${inner}</dict></plist>\n`
  )
}

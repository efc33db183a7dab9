/**
 * The budget for reading one IPA: whatever the archive, preflight does a bounded amount of work and
 * holds a bounded amount of memory (150 MiB at most). Reads are charged on what they cost, bytes
 * inflated and time, not on counts a large app reaches: an app of 300 frameworks, each with its
 * privacy manifest, reads about 600 small plists and 300 executables, and passes far within.
 * Measured by `__tests__/hostile-archives.test.ts` and `npm run bench` (bench/inspect.ts,
 * bench/macho.ts). Documented in docs/development.md ("Limits when reading an IPA").
 *
 * Going past a limit is the `read-limit` warning, never by itself a refusal. A limit of one entry
 * (ENTRY_LIMITS: one plist, one profile, one executable's slices, load commands or symbol data)
 * leaves that entry unread and the rest is read; a limit of the archive as a whole (its central
 * directory, the bytes and time of all the reads) stops reading there, keeping what was learnt.
 */

import { formatBytes, formatCount } from '../text/format.js'

const MiB = 1024 * 1024

export const READ_LIMITS = {
  /**
   * Entries of the zip looked at (its central directory). An app with loose resources has tens of
   * thousands; each costs a few microseconds, so 100,000 take about half a second.
   */
  entries: 100_000,
  /**
   * Bytes of central directory records (names, extra fields, comments) looked at. 100,000 real
   * entries take about 15 MiB.
   */
  centralDirectoryBytes: 32 * MiB,
  /**
   * Extra fields of central directory records, in all. Xcode's archives have one or two an entry
   * (timestamps, Unix ids); yauzl makes an object of each, so 16,000 empty ones in every record of
   * 32 MiB would cost it seconds.
   */
  extraFields: 400_000,
  /** Bytes one entry may take, compressed or inflated. No Info.plist or profile comes near it. */
  entryBytes: 8 * MiB,
  /**
   * Bytes all the plists and profiles read may take in all, compressed or inflated (whichever is
   * larger), each charged at least READ_COST_BYTES for its header, inflater and parse: what entries
   * that share one compressed stream, or tens of thousands of plists, would multiply. An app of 300
   * frameworks, each with its Info.plist and privacy manifest, is charged about 3 MiB.
   */
  totalBytes: 32 * MiB,
  /**
   * Property list objects visited in one plist. A value that several places of a binary plist refer
   * to counts each time it is reached, so that references to references (a few KB that expand
   * exponentially) stop here. An Info.plist or a profile has about a hundred.
   */
  plistObjects: 250_000,
  /**
   * Property list objects visited in all the plists of the archive: 600 plists of a large app
   * visit about 100,000; four million take about two seconds.
   */
  totalPlistObjects: 4_000_000,
  /** How deep arrays and dictionaries may nest in a property list. Info.plists nest a few levels. */
  plistDepth: 128,
  /**
   * BER elements walked in one profile's CMS envelope, each time one is walked. Apple's envelope
   * takes a few dozen walks (a few thousand if its content came in 1 KB pieces); a constructed
   * string of millions of empty pieces stops here.
   */
  cmsElements: 100_000,
  /**
   * Bytes of executables to inflate, in all, as their zip entries declare them, each charged at
   * least EXECUTABLE_COST_BYTES for its stream and inflater. Only headers and the symbol data of the
   * imports are kept, so memory stays flat, but time grows with this (about a second a GiB): the
   * largest apps' executables take a few hundred MiB in all, 300 frameworks are charged 300 MiB.
   */
  executableBytes: 2048 * MiB,
  /**
   * Seconds the whole inspection may take, checked as entries and chunks are read. The most this
   * budget lets be read (2 GiB of executables, 32 MiB of plists, 100,000 entries) takes about 3
   * seconds on a 2-core machine and perhaps 10 on a slow shared runner; 60 leaves that six times
   * over, so no real app reaches it: it stops what the byte limits did not foresee.
   */
  seconds: 60,
  /** Slices of one fat executable. Apple's tools make at most a few (arm64, arm64e, x86_64…). */
  machoSlices: 16,
  /**
   * Bytes of one slice's load commands, all held at once (a command takes 8 bytes at least, so a
   * slice that claims more commands than its bytes hold is damaged). A real app's take tens of KiB.
   */
  machoLoadCommandBytes: 8 * MiB,
  /**
   * Bytes of symbol data kept of one executable to find its imports: the undefined symbols' nlist
   * entries, the names of those alone (the string table passes by), chained fixups and bind
   * opcodes. A large app's take a few MiB, whatever it exports.
   */
  machoLinkEditBytes: 64 * MiB,
  /** Imported symbols of one executable, counted as they are read. A large app has about 10,000. */
  machoImports: 200_000,
  /** Files that could be code (no bundle's executable) whose first bytes are read: apps have tens. */
  codeCandidates: 4096
} as const

/** What one plist or profile read (`totalBytes`), and one executable streamed, cost at least. */
const READ_COST_BYTES = 8192
const EXECUTABLE_COST_BYTES = MiB

export type ReadLimits = { [K in keyof typeof READ_LIMITS]: number }
type ReadLimitName = keyof ReadLimits

/** Limits of one entry: past one, that entry is not read and the others are. */
const ENTRY_LIMITS: ReadonlySet<ReadLimitName> = new Set<ReadLimitName>([
  'entryBytes',
  'plistObjects',
  'plistDepth',
  'cmsElements',
  'machoSlices',
  'machoLoadCommandBytes',
  'machoLinkEditBytes',
  'machoImports'
])

/** How each limit is named in a problem: "not read within the limit of …". */
export function limitLabel(name: ReadLimitName, value: number): string {
  const count = formatCount(value)
  switch (name) {
    case 'entries':
      return `${count} zip entries`
    case 'centralDirectoryBytes':
      return `${mib(value)} of central directory`
    case 'extraFields':
      return `${count} extra fields in the central directory`
    case 'entryBytes':
      return `${mib(value)} for one entry`
    case 'totalBytes':
      return `${mib(value)} of plists and profiles read in all`
    case 'plistObjects':
      return `${count} objects in one property list`
    case 'totalPlistObjects':
      return `${count} property list objects in all`
    case 'plistDepth':
      return `property lists nested ${count} deep`
    case 'cmsElements':
      return `${count} elements in a profile's signature envelope`
    case 'executableBytes':
      return `${mib(value)} of executables read in all`
    case 'seconds':
      return `${count} seconds of reading`
    case 'machoSlices':
      return `${count} architectures in one executable`
    case 'machoLoadCommandBytes':
      return `${mib(value)} of load commands in one executable`
    case 'machoLinkEditBytes':
      return `${mib(value)} of symbol data in one executable`
    case 'machoImports':
      return `${count} imported symbols in one executable`
    case 'codeCandidates':
      return `${count} files that could be code looked at`
  }
}

/** Thrown when reading would go past a limit: the entry (or, for the archive's, the rest) is not read. */
export class ReadLimitError extends Error {
  constructor(
    readonly limit: ReadLimitName,
    readonly value: number,
    /** What went past it, e.g. `it lists 250,000`. */
    readonly detail: string,
    /** The entry being read, when there was one (set by whoever knows it). */
    public entry?: string
  ) {
    super(`over the limit of ${limitLabel(limit, value)}: ${detail}`)
    this.name = 'ReadLimitError'
  }

  /** A limit of one entry: the reading goes on with the next. */
  get ofOneEntry(): boolean {
    return ENTRY_LIMITS.has(this.limit)
  }
}

/** What one inspection has spent, against the limits: each method throws a ReadLimitError past one. */
export class ReadBudget {
  readonly limits: ReadLimits
  private spent = { entries: 0, centralDirectoryBytes: 0, extraFields: 0, totalBytes: 0 }
  private objects = 0
  private objectsInEntry = 0
  private cmsWalked = 0
  private executableBytes = 0
  private readonly deadline: number

  constructor(limits: Partial<ReadLimits> = {}) {
    this.limits = { ...READ_LIMITS, ...limits }
    this.deadline = performance.now() + this.limits.seconds * 1000
  }

  /** The archive says how many entries it has: refuse before looking at any. */
  declaredEntries(count: number): void {
    if (count > this.limits.entries)
      this.fail('entries', `its end record says it lists ${formatCount(count)}`)
  }

  /** Central directory records looked at so far. */
  get entriesSeen(): number {
    return this.spent.entries
  }

  /** One central directory record of this many bytes and extra fields. */
  entry(recordBytes: number, extraFields: number): void {
    this.time()
    if (++this.spent.entries > this.limits.entries)
      this.fail('entries', 'it lists more of them than its end record says')
    this.spent.centralDirectoryBytes += recordBytes
    if (this.spent.centralDirectoryBytes > this.limits.centralDirectoryBytes)
      this.fail('centralDirectoryBytes', 'its records are longer')
    this.spent.extraFields += extraFields
    if (this.spent.extraFields > this.limits.extraFields)
      this.fail('extraFields', 'its records hold more')
  }

  /**
   * One entry to read whole (a plist or a profile), taking this many bytes (compressed or inflated,
   * the larger). Its own counts (objects, envelope elements) start again from here.
   */
  read(name: string, bytes: number): void {
    this.time()
    if (bytes > this.limits.entryBytes)
      this.fail('entryBytes', `it takes ${formatBytes(bytes)}`, name)
    this.spent.totalBytes += Math.max(bytes, READ_COST_BYTES)
    if (this.spent.totalBytes > this.limits.totalBytes)
      this.fail(
        'totalBytes',
        `with this one, the entries read would be charged ${formatBytes(this.spent.totalBytes)}`,
        name
      )
    this.objectsInEntry = 0
    this.cmsWalked = 0
  }

  /** One property list object reached, at this depth (the top object is at depth 1). */
  plistObject(depth: number): void {
    if (depth > this.limits.plistDepth) this.fail('plistDepth', 'it nests deeper')
    if (++this.objectsInEntry > this.limits.plistObjects)
      this.fail('plistObjects', 'it holds more, counting each reference')
    if (++this.objects > this.limits.totalPlistObjects)
      this.fail('totalPlistObjects', 'the plists read so far hold more, counting each reference')
  }

  /** One BER element of a CMS envelope walked. */
  cmsElement(): void {
    if (++this.cmsWalked > this.limits.cmsElements)
      this.fail('cmsElements', 'the envelope holds more')
  }

  /**
   * One executable about to be streamed, of this many inflated bytes. Counted apart from `read`:
   * only its headers and symbol data are kept, whatever its size.
   */
  executable(name: string, bytes: number): void {
    this.time()
    this.executableBytes += Math.max(bytes, EXECUTABLE_COST_BYTES)
    if (this.executableBytes > this.limits.executableBytes)
      this.fail(
        'executableBytes',
        `with this one, the executables read would be charged ${formatBytes(this.executableBytes)}`,
        name
      )
  }

  /** Throws past the deadline of the whole inspection; called as entries and chunks are read. */
  time(): void {
    if (performance.now() > this.deadline)
      this.fail('seconds', `the inspection has taken ${formatCount(this.limits.seconds)} seconds`)
  }

  /** A fat executable says how many slices it has: refuse before reading their headers. */
  machoSlices(count: number): void {
    if (count > this.limits.machoSlices)
      this.fail('machoSlices', `its fat header lists ${formatCount(count)}`)
  }

  /** A slice says how many bytes its load commands take: refuse before reading them. */
  machoLoadCommandBytes(bytes: number): void {
    if (bytes > this.limits.machoLoadCommandBytes)
      this.fail('machoLoadCommandBytes', `a slice says they take ${formatBytes(bytes)}`)
  }

  /** The symbol data one executable keeps, in all, as it is kept. */
  machoLinkEdit(bytes: number): void {
    if (bytes > this.limits.machoLinkEditBytes)
      this.fail('machoLinkEditBytes', `it would keep ${formatBytes(bytes)}`)
  }

  /** Imports of one executable, as a count it declares or as they are found. */
  machoImports(count: number): void {
    if (count > this.limits.machoImports)
      this.fail('machoImports', `it imports ${formatCount(count)} or more`)
  }

  private fail(limit: ReadLimitName, detail: string, entry?: string): never {
    throw new ReadLimitError(limit, this.limits[limit], detail, entry)
  }
}

/** A limit in MiB, as it is written in the source: `8 MiB`. */
function mib(bytes: number): string {
  return `${bytes / MiB} MiB`
}

/**
 * The budget for reading one IPA: whatever the archive, preflight does a bounded amount of work and
 * holds a bounded amount of memory (150 MiB at most; about two seconds of CPU for the metadata, plus
 * the time to inflate the executables, about a second a GiB up to `executableBytes`, as unzip takes;
 * measured by `__tests__/hostile-archives.test.ts` and `bench/macho.ts`). Each limit is far above what an archive Xcode exports needs,
 * and an archive that goes past one is not read further: it is the `read-limit` preflight problem,
 * which names the limit. Documented in docs/development.md ("Limits when reading an IPA").
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
  /**
   * Entries whose content is read: the Info.plist of the app and of each nested bundle, and the
   * profile. An app has a handful of extensions, watch apps and App Clips.
   */
  entriesRead: 256,
  /** Bytes one entry may take, compressed or inflated. No Info.plist or profile comes near it. */
  entryBytes: 8 * MiB,
  /**
   * Bytes all the entries read may take in all, compressed or inflated (whichever is larger for
   * each): what entries that share one compressed stream, or thousands of plists, would multiply.
   */
  totalBytes: 32 * MiB,
  /**
   * Property list objects visited, in all the plists of the archive. A value that several places
   * of a binary plist refer to counts each time it is reached, so that references to references
   * (a few KB that expand exponentially) stop here. An Info.plist or a profile has about a hundred.
   */
  plistObjects: 250_000,
  /** How deep arrays and dictionaries may nest in a property list. Info.plists nest a few levels. */
  plistDepth: 128,
  /**
   * BER elements walked in a profile's CMS envelope, each time one is walked. Apple's envelope takes
   * a few dozen walks (a few thousand if its content came in 1 KB pieces); a constructed string of
   * millions of empty pieces stops here.
   */
  cmsElements: 100_000,
  /**
   * Executables streamed to read their Mach-O headers: the app's, each extension's, watch app's,
   * App Clip's and framework's. Apps embed tens of frameworks at most.
   */
  executablesRead: 512,
  /**
   * Bytes of executables to inflate, in all, as their zip entries declare them. Only headers and
   * symbol data are kept, so memory stays flat, but time grows with this (about a second a GiB):
   * the largest apps' executables take a few hundred MiB in all.
   */
  executableBytes: 2048 * MiB,
  /** Slices of one fat executable. Apple's tools make at most a few (arm64, arm64e, x86_64…). */
  machoSlices: 16,
  /** Load commands of one slice. An app linking a hundred libraries has a few hundred. */
  machoLoadCommands: 10_000,
  /** Bytes of one slice's load commands, all held at once. A real app's take tens of KiB. */
  machoLoadCommandBytes: 8 * MiB,
  /**
   * Bytes of symbol, string, fixup and bind data kept of one executable, to find its imports. A
   * large app's undefined symbols, their names and its fixups take a few MiB.
   */
  machoLinkEditBytes: 64 * MiB,
  /** Imported symbols of one executable, counted as they are read. A large app has about 10,000. */
  machoImports: 200_000
} as const

export type ReadLimits = { [K in keyof typeof READ_LIMITS]: number }
export type ReadLimitName = keyof ReadLimits

/** How each limit is named in a problem: "cannot be read within the limit of …". */
export function limitLabel(name: ReadLimitName, value: number): string {
  const count = formatCount(value)
  switch (name) {
    case 'entries':
      return `${count} zip entries`
    case 'centralDirectoryBytes':
      return `${mib(value)} of central directory`
    case 'extraFields':
      return `${count} extra fields in the central directory`
    case 'entriesRead':
      return `${count} entries read (Info.plists and the profile)`
    case 'entryBytes':
      return `${mib(value)} for one entry`
    case 'totalBytes':
      return `${mib(value)} read and inflated in all`
    case 'plistObjects':
      return `${count} property list objects`
    case 'plistDepth':
      return `property lists nested ${count} deep`
    case 'cmsElements':
      return `${count} elements in a profile's signature envelope`
    case 'executablesRead':
      return `${count} executables read`
    case 'executableBytes':
      return `${mib(value)} of executables read in all`
    case 'machoSlices':
      return `${count} architectures in one executable`
    case 'machoLoadCommands':
      return `${count} load commands in one executable`
    case 'machoLoadCommandBytes':
      return `${mib(value)} of load commands in one executable`
    case 'machoLinkEditBytes':
      return `${mib(value)} of symbol data in one executable`
    case 'machoImports':
      return `${count} imported symbols in one executable`
  }
}

/** Thrown when reading the archive would go past a limit: the archive is not read further. */
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
}

/** What one inspection has spent, against the limits: each method throws a ReadLimitError past one. */
export class ReadBudget {
  readonly limits: ReadLimits
  private spent = {
    entries: 0,
    centralDirectoryBytes: 0,
    extraFields: 0,
    entriesRead: 0,
    totalBytes: 0
  }
  private objects = 0
  private cmsWalked = 0
  private executables = 0
  private executableBytes = 0

  constructor(limits: Partial<ReadLimits> = {}) {
    this.limits = { ...READ_LIMITS, ...limits }
  }

  /** The archive says how many entries it has: refuse before looking at any. */
  declaredEntries(count: number): void {
    if (count > this.limits.entries)
      this.fail('entries', `its central directory says it lists ${formatCount(count)}`)
  }

  /** One central directory record of this many bytes and extra fields. */
  entry(recordBytes: number, extraFields: number): void {
    if (++this.spent.entries > this.limits.entries)
      this.fail('entries', 'it lists more of them than its end record says')
    this.spent.centralDirectoryBytes += recordBytes
    if (this.spent.centralDirectoryBytes > this.limits.centralDirectoryBytes)
      this.fail('centralDirectoryBytes', 'its records are longer')
    this.spent.extraFields += extraFields
    if (this.spent.extraFields > this.limits.extraFields)
      this.fail('extraFields', 'its records hold more')
  }

  /** One entry to read, taking this many bytes (compressed or inflated, the larger). */
  read(name: string, bytes: number): void {
    if (bytes > this.limits.entryBytes)
      this.fail('entryBytes', `it takes ${formatBytes(bytes)}`, name)
    if (++this.spent.entriesRead > this.limits.entriesRead)
      this.fail('entriesRead', 'the archive has more Info.plists to read', name)
    this.spent.totalBytes += bytes
    if (this.spent.totalBytes > this.limits.totalBytes)
      this.fail(
        'totalBytes',
        `the entries read so far take ${formatBytes(this.spent.totalBytes)}`,
        name
      )
  }

  /** One property list object reached, at this depth (the top object is at depth 1). */
  plistObject(depth: number): void {
    if (depth > this.limits.plistDepth) this.fail('plistDepth', 'it nests deeper')
    if (++this.objects > this.limits.plistObjects)
      this.fail('plistObjects', 'its property lists hold more, counting each reference')
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
    if (++this.executables > this.limits.executablesRead)
      this.fail('executablesRead', 'the archive has more executables to read', name)
    this.executableBytes += bytes
    if (this.executableBytes > this.limits.executableBytes)
      this.fail(
        'executableBytes',
        `the executables read so far take ${formatBytes(this.executableBytes)}`,
        name
      )
  }

  /** A fat executable says how many slices it has: refuse before reading their headers. */
  machoSlices(count: number): void {
    if (count > this.limits.machoSlices)
      this.fail('machoSlices', `its fat header lists ${formatCount(count)}`)
  }

  /** A slice says how many load commands it has and how many bytes they take: refuse before reading. */
  machoLoadCommands(count: number, bytes: number): void {
    if (count > this.limits.machoLoadCommands)
      this.fail('machoLoadCommands', `a slice says it has ${formatCount(count)}`)
    if (bytes > this.limits.machoLoadCommandBytes)
      this.fail('machoLoadCommandBytes', `a slice says they take ${formatBytes(bytes)}`)
  }

  /** The symbol data one executable would keep, in all, before it is read. */
  machoLinkEdit(bytes: number): void {
    if (bytes > this.limits.machoLinkEditBytes)
      this.fail('machoLinkEditBytes', `its load commands point at ${formatBytes(bytes)}`)
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

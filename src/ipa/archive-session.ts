import type yauzl from 'yauzl'
import { errorMessage } from '../text/error-message.js'
import { SourceFailure } from './byte-source.js'
import { LayoutBuilder, type PayloadLayout } from './layout.js'
import { unixMode } from './layout-files.js'
import { type ReadBudget, ReadLimitError } from './limits.js'
import { readMachO } from './macho/read.js'
import type { MachORead } from './macho/types.js'
import { isPlistDict, parsePlist, type PlistDict } from './plist.js'
import type { ProblemList, UnreadEntry } from './problems.js'
import { readProvisioningProfile } from './provisioning-profile.js'
import { PUSH_SELECTORS } from './rules/push-rules.js'
import { REQUIRED_REASON_SELECTORS } from './rules/required-reason-apis.js'
import type { ProvisioningProfile } from './types.js'
import { type CountingReader, EntryLayout, OverlapError, openZip, readEntry } from './zip-reader.js'
import { entryName } from './zip-names.js'
import { PEEK_BYTES, peekEntry } from './zip-peek.js'
import {
  CENTRAL_RECORD_BYTES,
  centralDirectoryClaim,
  impossibleEntryCount
} from './zip-end-record.js'
import { streamEntry } from './zip-stream.js'

/**
 * One open archive: turns what goes wrong while reading it into problems. Past a limit of one entry
 * (ReadLimitError.ofOneEntry), that entry is not read and the next is; past a limit of the archive,
 * nothing more is read, and each read asked for after it is counted, for the warning to say what
 * was not checked (`finish`). Entries that overlap, or a limit reached in the central directory,
 * end the reading (see `inspectArchive` of inspect.ts).
 */
export class ArchiveSession {
  private readonly entries = new EntryLayout()
  /** Entries not read within the budget: no rule may conclude from what they would have said. */
  readonly notRead = new Set<string>()
  /** The limit of the archive as a whole that stopped the reading, and what was asked for after. */
  private stopped: { error: ReadLimitError; after: Record<UnreadEntry, number> } | undefined
  /** Files peeked at (`peek`), against the limit of them. */
  private peeked = 0

  constructor(
    private readonly reader: CountingReader,
    readonly problems: ProblemList,
    readonly budget: ReadBudget
  ) {}

  /**
   * The archive, once its end record is found and its count of entries fits its bytes; undefined
   * when it is not a zip, or a damaged one (the problem said).
   */
  async open(): Promise<yauzl.ZipFile | undefined> {
    let zip: yauzl.ZipFile | undefined
    try {
      zip = await openZip(this.reader)
      const damage = impossibleEntryCount(await centralDirectoryClaim(this.reader, zip))
      if (damage === undefined) return zip
      this.problems.badZip(damage)
    } catch (error) {
      if (error instanceof SourceFailure) {
        zip?.close()
        throw error
      }
      const message = errorMessage(error)
      if (!zip && /signature not found/i.test(message)) this.problems.notAZip()
      else this.problems.badZip(message)
    }
    zip?.close()
    return undefined
  }

  async scan(zip: yauzl.ZipFile): Promise<PayloadLayout<yauzl.Entry> | undefined> {
    const builder = new LayoutBuilder<yauzl.Entry>()
    try {
      for await (const entry of zip.eachEntry()) {
        this.budget.entry(
          CENTRAL_RECORD_BYTES +
            entry.fileNameLength +
            entry.extraFieldLength +
            entry.fileCommentLength,
          entry.extraFields.length
        )
        // yauzl leaves names undecoded (see openZip): from here on, `fileName` is the decoded one.
        entry.fileName = entryName(entry)
        this.entries.add(entry)
        builder.add(
          entry.fileName,
          entry,
          unixMode(entry.versionMadeBy, entry.externalFileAttributes)
        )
      }
      this.entries.checkAll()
    } catch (error) {
      if (endsTheReading(error)) throw error
      this.problems.badZip(errorMessage(error))
      return undefined
    }
    return builder.build()
  }

  async read(
    zip: yauzl.ZipFile,
    entry: yauzl.Entry,
    kind: UnreadEntry
  ): Promise<Buffer | undefined> {
    if (this.skipped(entry.fileName, kind)) return undefined
    try {
      return await readEntry(zip, this.reader, entry, this.budget, this.entries)
    } catch (error) {
      if (error instanceof ReadLimitError) return this.limited(error, entry.fileName, kind)
      if (endsTheReading(error)) throw error
      this.problems.unreadableEntry(entry.fileName, errorMessage(error))
      return undefined
    }
  }

  /** An executable, read as Mach-O as it streams by (never held whole: it may be hundreds of MB). */
  async readExecutable(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<MachORead | undefined> {
    if (this.skipped(entry.fileName, 'executable')) return undefined
    try {
      const stream = await streamEntry(zip, this.reader, entry, this.budget, this.entries)
      return await readMachO(stream, entry.uncompressedSize, this.budget, WANTED_SELECTORS)
    } catch (error) {
      if (error instanceof ReadLimitError) return this.limited(error, entry.fileName, 'executable')
      if (endsTheReading(error)) throw error
      this.problems.unreadableEntry(entry.fileName, errorMessage(error))
      return undefined
    }
  }

  /**
   * The first bytes of a file that could be code (zip-peek.ts), to tell what it is; undefined when
   * not read: past the limit of such files (an archive's: those after it are counted as
   * executables), or damaged (readHead).
   */
  async peek(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer | undefined> {
    const { codeCandidates } = this.budget.limits
    if (++this.peeked > codeCandidates) {
      const error = new ReadLimitError('codeCandidates', codeCandidates, 'the app holds more')
      return this.limited(error, entry.fileName, 'executable')
    }
    return this.readHead(zip, entry, PEEK_BYTES)
  }

  /**
   * The first `bytes` of an entry (a PNG icon's header, a file's magic), read after its local
   * header and the rest left unread (zip-peek.ts); undefined when not read. One whose bytes cannot
   * be inflated is damaged: the unreadable-entry problem, and no rule concludes from what it holds.
   */
  async readHead(
    zip: yauzl.ZipFile,
    entry: yauzl.Entry,
    bytes: number
  ): Promise<Buffer | undefined> {
    if (this.skipped(entry.fileName, 'executable')) return undefined
    try {
      return await peekEntry(zip, this.reader, entry, this.budget, this.entries, bytes)
    } catch (error) {
      if (error instanceof ReadLimitError) return this.limited(error, entry.fileName, 'executable')
      if (endsTheReading(error)) throw error
      this.problems.unreadableEntry(entry.fileName, errorMessage(error))
      return undefined
    }
  }

  /** An embedded.mobileprovision; undefined when it cannot be read (the bad-profile problem). */
  async readProfile(
    zip: yauzl.ZipFile,
    entry: yauzl.Entry
  ): Promise<ProvisioningProfile | undefined> {
    const data = await this.read(zip, entry, 'profile')
    if (!data) return undefined
    try {
      return readProvisioningProfile(data, this.budget)
    } catch (error) {
      if (error instanceof ReadLimitError) return this.limited(error, entry.fileName, 'profile')
      this.problems.badProfile(entry.fileName, errorMessage(error))
      return undefined
    }
  }

  /** An Info.plist (`plist`) or a privacy manifest (`manifest`): the read-limit warning names which. */
  async readPlist(
    zip: yauzl.ZipFile,
    entry: yauzl.Entry,
    kind: 'plist' | 'manifest'
  ): Promise<PlistDict | undefined> {
    const data = await this.read(zip, entry, kind)
    if (!data) return undefined
    try {
      const plist = parsePlist(data, this.budget)
      if (isPlistDict(plist)) return plist
      this.problems.badPlist(entry.fileName, 'its top level is not a dictionary')
    } catch (error) {
      if (error instanceof ReadLimitError) return this.limited(error, entry.fileName, kind)
      this.problems.badPlist(entry.fileName, errorMessage(error))
    }
    return undefined
  }

  /**
   * A resource bundle's Info.plist: one that is no property list, or no dictionary, is not said (it
   * identifies no part of the app), and is as none.
   */
  async readResourcePlist(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<PlistDict | undefined> {
    const data = await this.read(zip, entry, 'plist')
    if (!data) return undefined
    try {
      const plist = parsePlist(data, this.budget)
      return isPlistDict(plist) ? plist : undefined
    } catch (error) {
      if (error instanceof ReadLimitError) return this.limited(error, entry.fileName, 'plist')
      return undefined
    }
  }

  /** Tells the source what is about to be read: the entries' bytes (see ByteSource.prefetch). */
  async prefetch(entries: readonly yauzl.Entry[]): Promise<void> {
    if (entries.length > 0)
      await this.reader.prefetch(entries.map(entry => this.entries.extent(entry)))
  }

  /** A limit reached reading `entry`: that entry is not read, nor (for the archive's) any after. */
  limited(error: ReadLimitError, entry: string, kind: UnreadEntry): undefined {
    error.entry ??= entry
    this.notRead.add(entry)
    if (error.ofOneEntry) this.problems.readLimit(error, { entry: kind })
    else
      this.stopped ??= {
        error,
        after: { executable: 0, plist: 0, manifest: 0, profile: 0 }
      }
    return undefined
  }

  /** After the last read: the warning of a limit of the archive, with what was not read after it. */
  finish(): void {
    if (this.stopped) this.problems.readLimit(this.stopped.error, { after: this.stopped.after })
  }

  /** Once a limit of the archive is reached, no entry is read: counted, for the warning. */
  private skipped(entry: string, kind: UnreadEntry): boolean {
    if (!this.stopped) return false
    this.stopped.after[kind]++
    this.notRead.add(entry)
    return true
  }
}

/**
 * What ends the reading of the archive, not of one entry: a limit of the archive, entries that
 * overlap, a source that could not give the bytes.
 */
function endsTheReading(error: unknown): boolean {
  return (
    error instanceof ReadLimitError ||
    error instanceof OverlapError ||
    error instanceof SourceFailure
  )
}

/** The Objective-C selectors the rules look for: the Mach-O reader keeps only these. */
const WANTED_SELECTORS: ReadonlySet<string> = new Set([
  ...REQUIRED_REASON_SELECTORS,
  ...PUSH_SELECTORS
])

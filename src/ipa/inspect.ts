import { open } from 'node:fs/promises'
import type yauzl from 'yauzl'
import { bundleInfo } from './bundle-info.js'
import { errorMessage } from '../text/error-message.js'
import { LayoutBuilder, type AppEntries, type PayloadLayout } from './layout.js'
import { isPlistDict, parsePlist, type PlistDict } from './plist.js'
import { ProblemList } from './problems.js'
import { readProvisioningProfile } from './provisioning-profile.js'
import type { AppBundleInfo, IpaInspection } from './types.js'
import { CountingFileReader, EntryTooLargeError, openZip, readEntry } from './zip-reader.js'

export interface InspectOptions {
  /** `submit` also requires an App Store profile and a code signature; `upload` (the default) does not. */
  purpose?: 'submit' | 'upload'
  /** The time an expired profile is judged against; now by default. */
  now?: Date
}

/** No Info.plist or profile is anywhere near this size: a bigger one is reported, not inflated. */
export const MAX_ENTRY_BYTES = 8 * 1024 * 1024

/**
 * Reads what an IPA is (its central directory and the few entries that say so, never the whole
 * file) and lists what would make App Store Connect refuse it. Problems with the archive are
 * reported in `problems`; only a file that cannot be opened at all throws.
 */
export async function inspectIpa(
  file: string,
  options: InspectOptions = {}
): Promise<IpaInspection> {
  const problems = new ProblemList(file)
  const inspection: IpaInspection = { file, nested: [], problems: problems.problems, bytesRead: 0 }
  const handle = await open(file, 'r')
  try {
    const stats = await handle.stat()
    if (!stats.isFile()) throw new Error(`${file} is not a file`)
    const reader = new CountingFileReader(handle, stats.size)
    try {
      await inspectArchive(new ArchiveSession(reader, problems), inspection, options)
    } finally {
      inspection.bytesRead = reader.bytesRead
    }
  } finally {
    await handle.close()
  }
  return inspection
}

async function inspectArchive(
  session: ArchiveSession,
  inspection: IpaInspection,
  options: InspectOptions
): Promise<void> {
  const { problems } = session
  const zip = await session.open()
  if (!zip) return
  try {
    const layout = await session.scan(zip)
    if (!layout) return
    const main = mainApp(layout)
    if (!main) {
      problems.noApp(layout.hasPayload)
      return
    }
    if (layout.root !== '') problems.payloadNotAtRoot(layout.root)
    const appPaths = layout.apps.map(app => app.path)
    if (appPaths.length > 1) problems.severalApps(appPaths, main.path)
    inspection.app = await readMainApp(session, zip, main)
    for (const nested of main.nested.values()) {
      if (!nested.infoPlist) problems.nestedMissingInfoPlist(nested.path)
      const plist = nested.infoPlist && (await session.readPlist(zip, nested.infoPlist))
      inspection.nested.push(bundleInfo(nested.path, nested.hasCodeSignature, plist))
    }
    await checkProfile(session, zip, main, inspection, options)
    if (options.purpose === 'submit' && !main.hasCodeSignature) problems.unsignedApp(main.path)
  } finally {
    zip.close()
  }
}

/** The app with an Info.plist first: with several apps, that is the one worth describing. */
function mainApp(layout: PayloadLayout<yauzl.Entry>): AppEntries<yauzl.Entry> | undefined {
  return layout.apps.find(app => app.infoPlist) ?? layout.apps[0]
}

/** The main app's Info.plist, and the identity App Store Connect reads from it. */
async function readMainApp(
  session: ArchiveSession,
  zip: yauzl.ZipFile,
  app: AppEntries<yauzl.Entry>
): Promise<AppBundleInfo> {
  const { problems } = session
  if (!app.infoPlist) {
    problems.missingInfoPlist(app.path)
    return bundleInfo(app.path, app.hasCodeSignature, undefined)
  }
  const plist = await session.readPlist(zip, app.infoPlist)
  const info = bundleInfo(app.path, app.hasCodeSignature, plist)
  if (plist) {
    const name = app.infoPlist.fileName
    if (!info.bundleId) problems.missingKey('missing-bundle-id', name)
    if (!info.shortVersion) problems.missingKey('missing-version', name)
    if (!info.build) problems.missingKey('missing-build', name)
  }
  return info
}

async function checkProfile(
  session: ArchiveSession,
  zip: yauzl.ZipFile,
  app: AppEntries<yauzl.Entry>,
  inspection: IpaInspection,
  { purpose, now = new Date() }: InspectOptions
): Promise<void> {
  const { problems } = session
  if (!app.profile) {
    if (purpose === 'submit') problems.missingProfile(app.path)
    return
  }
  const name = app.profile.fileName
  const data = await session.read(zip, app.profile)
  if (!data) return
  try {
    inspection.profile = readProvisioningProfile(data)
  } catch (error) {
    return problems.badProfile(name, errorMessage(error))
  }
  const expiry = inspection.profile.expirationDate
  if (expiry && expiry.getTime() < now.getTime()) problems.expiredProfile(name, inspection.profile)
  if (purpose === 'submit' && inspection.profile.kind !== 'app-store') {
    problems.notAppStoreProfile(name, inspection.profile)
  }
}

/** One open archive: turns what goes wrong while reading it into problems. */
class ArchiveSession {
  constructor(
    private readonly reader: CountingFileReader,
    readonly problems: ProblemList
  ) {}

  async open(): Promise<yauzl.ZipFile | undefined> {
    try {
      return await openZip(this.reader)
    } catch (error) {
      const message = errorMessage(error)
      if (/signature not found/i.test(message)) this.problems.notAZip()
      else this.problems.badZip(message)
      return undefined
    }
  }

  async scan(zip: yauzl.ZipFile): Promise<PayloadLayout<yauzl.Entry> | undefined> {
    const builder = new LayoutBuilder<yauzl.Entry>()
    try {
      for await (const entry of zip.eachEntry()) builder.add(entry.fileName, entry)
    } catch (error) {
      this.problems.badZip(errorMessage(error))
      return undefined
    }
    return builder.build()
  }

  async read(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer | undefined> {
    try {
      return await readEntry(zip, this.reader, entry, MAX_ENTRY_BYTES)
    } catch (error) {
      if (error instanceof EntryTooLargeError) {
        this.problems.entryTooLarge(entry.fileName, error.size, MAX_ENTRY_BYTES)
      } else {
        this.problems.unreadableEntry(entry.fileName, errorMessage(error))
      }
      return undefined
    }
  }

  async readPlist(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<PlistDict | undefined> {
    const data = await this.read(zip, entry)
    if (!data) return undefined
    try {
      const plist = parsePlist(data)
      if (isPlistDict(plist)) return plist
      this.problems.badPlist(entry.fileName, 'its top level is not a dictionary')
    } catch (error) {
      this.problems.badPlist(entry.fileName, errorMessage(error))
    }
    return undefined
  }
}

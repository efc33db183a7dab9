import type yauzl from 'yauzl'
import { appStoreFacts } from './app-store-facts.js'
import { ArchiveSession } from './archive-session.js'
import { bundleInfo } from './bundle-info.js'
import { isValidBuild, isValidBundleId, isValidVersion } from './identity.js'
import type { AppEntries, PayloadLayout } from './layout.js'
import { ReadBudget, ReadLimitError, type ReadLimits } from './limits.js'
import type { PlistDict } from './plist.js'
import { ProblemList } from './problems.js'
import { applyRules } from './rules/index.js'
import type { AppBundleInfo, IpaInspection } from './types.js'
import { type ByteSource, openFileSource } from './byte-source.js'
import { expectedReads } from './read-plan.js'
import { PNG_HEAD_BYTES, pngSize } from './png.js'
import { CountingReader, OverlapError } from './zip-reader.js'

export interface InspectOptions {
  /** `submit` also requires an App Store profile and a code signature; `upload` (the default) does not. */
  purpose?: 'submit' | 'upload'
  /** The time an expired profile is judged against; now by default. */
  now?: Date
  /** Other values for some of the read limits (READ_LIMITS of limits.ts), for tests. */
  limits?: Partial<ReadLimits>
  /** Whether to apply the App Store rules (reading every executable); true by default. */
  rules?: boolean
  /** Only what names the build: the main app's Info.plist, as a service records an upload by. */
  identityOnly?: boolean
  /** Codes of the checks not to report (`preflight-skip`): a rule is not applied, a problem not listed. */
  skipRules?: ReadonlySet<string>
}

/** The options of one inspection, its instant fixed. */
type Inspecting = InspectOptions & { now: Date }

/**
 * Reads what an IPA is (its central directory and the few entries that say so, never the whole
 * file) and lists what would make App Store Connect refuse it. Problems with the archive are
 * reported in `problems`; only a file that cannot be opened at all throws. Whatever the archive, the
 * work is bounded by the read budget (limits.ts): past a limit of one entry, that entry is not read;
 * past one of the archive, reading stops there; either is the `read-limit` warning, which names the
 * limit and what was not checked.
 */
export async function inspectIpa(
  ipa: string | NamedSource,
  given: InspectOptions = {}
): Promise<IpaInspection> {
  if (typeof ipa !== 'string') return inspectSource(ipa, given)
  const source = await openFileSource(ipa)
  try {
    return await inspectSource({ name: ipa, source }, given)
  } finally {
    await source.close()
  }
}

/**
 * An IPA read from a source other than a file (a URL's ranges), named as messages name it. Its
 * caller closes the source. A source that fails (SourceFailure) ends the inspection: no verdict.
 */
export interface NamedSource {
  name: string
  source: ByteSource
}

async function inspectSource(
  { name: file, source }: NamedSource,
  given: InspectOptions
): Promise<IpaInspection> {
  // One instant for the whole inspection: the profile's expiry and the dated rules are judged alike.
  const options: Inspecting = { ...given, now: given.now ?? new Date() }
  const problems = new ProblemList(file, { purpose: options.purpose, skip: options.skipRules })
  const inspection: IpaInspection = {
    file,
    nested: [],
    problems: problems.problems,
    bytesRead: 0,
    size: source.size
  }
  if (options.skipRules?.size) inspection.skippedRules = [...options.skipRules]
  const reader = new CountingReader(source)
  const session = new ArchiveSession(reader, problems, new ReadBudget(options.limits))
  try {
    await inspectArchive(session, inspection, options)
  } finally {
    inspection.bytesRead = reader.bytesRead
  }
  return inspection
}

async function inspectArchive(
  session: ArchiveSession,
  inspection: IpaInspection,
  options: Inspecting
): Promise<void> {
  const { problems } = session
  const zip = await session.open()
  if (!zip) return
  try {
    await inspectApps(session, zip, inspection, options)
    session.finish()
  } catch (error) {
    // The archive is not read further; what was learnt so far stays in the inspection.
    if (error instanceof ReadLimitError)
      problems.readLimit(error, {
        centralDirectory: session.budget.entriesSeen > 0 ? 'part' : 'none'
      })
    else if (error instanceof OverlapError) problems.overlappingEntries(error.first, error.second)
    else throw error
  } finally {
    zip.close()
  }
}

async function inspectApps(
  session: ArchiveSession,
  zip: yauzl.ZipFile,
  inspection: IpaInspection,
  options: Inspecting
): Promise<void> {
  const { problems } = session
  session.budget.declaredEntries(zip.entryCount)
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
  // Named by its folder until its Info.plist says more, should reading stop there.
  inspection.app = bundleInfo(main.path, main.hasCodeSignature, undefined)
  if (!options.identityOnly)
    await session.prefetch(expectedReads(main, { rules: options.rules !== false }))
  const plists = new Map<string, PlistDict | undefined>()
  const mainPlist = main.infoPlist && (await session.readPlist(zip, main.infoPlist, 'plist'))
  plists.set(main.path, mainPlist)
  inspection.app = readMainApp(problems, main, mainPlist)
  if (options.identityOnly) return
  for (const nested of main.nested.values()) {
    if (!nested.infoPlist) problems.nestedMissingInfoPlist(nested.path)
    const plist = nested.infoPlist && (await session.readPlist(zip, nested.infoPlist, 'plist'))
    plists.set(nested.path, plist)
    const info = bundleInfo(nested.path, nested.hasCodeSignature, plist)
    if (nested.infoPlist) checkIdentity(problems, nested.infoPlist.fileName, info)
    inspection.nested.push(info)
  }
  for (const framework of main.frameworks.values())
    if (!framework.infoPlist) problems.nestedMissingInfoPlist(framework.path, 'framework')
  await checkProfile(session, zip, main, inspection, options)
  if (!main.hasCodeSignature) problems.unsignedApp(main.path)
  if (options.rules === false) return
  const reading = {
    readPlist: (entry: yauzl.Entry, kind: 'plist' | 'manifest') =>
      session.readPlist(zip, entry, kind),
    readExecutable: (entry: yauzl.Entry) => session.readExecutable(zip, entry),
    // The app's own was read (or found unreadable) by checkProfile: not again.
    readProfile: async (entry: yauzl.Entry) =>
      entry === main.profile ? inspection.profile : session.readProfile(zip, entry),
    notRead: (entry: yauzl.Entry) => session.notRead.has(entry.fileName),
    readResourcePlist: (entry: yauzl.Entry) => session.readResourcePlist(zip, entry),
    peek: (entry: yauzl.Entry) => session.peek(zip, entry),
    readPngSize: async (entry: yauzl.Entry) => {
      const head = await session.readHead(zip, entry, PNG_HEAD_BYTES)
      return head && { size: pngSize(head) }
    }
  }
  const facts = await appStoreFacts(main, plists, reading, options.now)
  facts.archiveFolders = layout.rootFolders ?? []
  for (const { rule, finding } of applyRules(facts, options.skipRules)) problems.rule(rule, finding)
}

/** The app with an Info.plist first: with several apps, that is the one worth describing. */
function mainApp(layout: PayloadLayout<yauzl.Entry>): AppEntries<yauzl.Entry> | undefined {
  return layout.apps.find(app => app.infoPlist) ?? layout.apps[0]
}

/** The identity App Store Connect reads from the main app's Info.plist. */
function readMainApp(
  problems: ProblemList,
  app: AppEntries<yauzl.Entry>,
  plist: PlistDict | undefined
): AppBundleInfo {
  if (!app.infoPlist) {
    problems.missingInfoPlist(app.path)
    return bundleInfo(app.path, app.hasCodeSignature, undefined)
  }
  const info = bundleInfo(app.path, app.hasCodeSignature, plist)
  if (plist) {
    const name = app.infoPlist.fileName
    if (!info.bundleId) problems.missingKey('missing-bundle-id', name)
    if (!info.shortVersion) problems.missingKey('missing-version', name)
    if (!info.build) problems.missingKey('missing-build', name)
    checkIdentity(problems, name, info)
  }
  return info
}

/** A bundle id, version or build that App Store Connect would refuse (see identity.ts). */
function checkIdentity(problems: ProblemList, plist: string, info: AppBundleInfo): void {
  if (info.bundleId !== undefined && !isValidBundleId(info.bundleId))
    problems.invalidBundleId(plist, info.bundleId)
  if (info.shortVersion !== undefined && !isValidVersion(info.shortVersion))
    problems.invalidVersion(plist, info.shortVersion)
  if (info.build !== undefined && !isValidBuild(info.build))
    problems.invalidBuild(plist, info.build)
}

async function checkProfile(
  session: ArchiveSession,
  zip: yauzl.ZipFile,
  app: AppEntries<yauzl.Entry>,
  inspection: IpaInspection,
  { now }: Inspecting
): Promise<void> {
  const { problems } = session
  if (!app.profile) return problems.missingProfile(app.path)
  const name = app.profile.fileName
  inspection.profile = await session.readProfile(zip, app.profile)
  if (!inspection.profile) return
  const expiry = inspection.profile.expirationDate
  if (expiry && expiry.getTime() < now.getTime()) problems.expiredProfile(name, inspection.profile)
  if (inspection.profile.kind !== 'app-store') problems.notAppStoreProfile(name, inspection.profile)
}

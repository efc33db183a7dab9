import type yauzl from 'yauzl'
import type { AppEntries, BundleEntries } from './layout.js'
import type { MachORead } from './macho/types.js'
import type { PngSize } from './png.js'
import { isPlistDict, ownValue, stringValue, type PlistDict } from './plist.js'
import type { UnreadEntry } from './problems.js'
import type { ProvisioningProfile } from './types.js'
import type { BundleFacts, IpaFacts } from './rules/index.js'
import type { ResourceBundleFacts } from './rules/facts.js'
import { findLooseCode } from './loose-code.js'
import { ASSET_CATALOG, iconFiles, MAX_ICON_FILES } from './rules/icons.js'

/** How the facts are read out of the open archive (ArchiveSession in inspect.ts). */
interface FactReading {
  readPlist(entry: yauzl.Entry, kind: 'plist' | 'manifest'): Promise<PlistDict | undefined>
  readExecutable(entry: yauzl.Entry): Promise<MachORead | undefined>
  /** A bundle's embedded.mobileprovision (undefined: it could not be read, and that was said). */
  readProfile(entry: yauzl.Entry): Promise<ProvisioningProfile | undefined>
  /** The entry was not read within the read budget (the read-limit warning names it). */
  notRead(entry: yauzl.Entry): boolean
  /** A resource bundle's Info.plist (undefined: not read, or no dictionary, which is not said). */
  readResourcePlist(entry: yauzl.Entry): Promise<PlistDict | undefined>
  /** The first bytes of a file that could be code (undefined: not read). */
  peek(entry: yauzl.Entry): Promise<Buffer | undefined>
  /**
   * An icon file's size, from its PNG header (`size` undefined: it has none); undefined when it was
   * not read (past a limit, or damaged: that is said apart).
   */
  readPngSize(entry: yauzl.Entry): Promise<{ size?: PngSize } | undefined>
}

/** What the reading of one IPA's facts shares: the plists read already, and each bundle's facts. */
interface Collecting {
  plists: ReadonlyMap<string, PlistDict | undefined>
  reading: FactReading
  /** The facts of each bundle read so far: a nested bundle's container is among them. */
  factsOf: Map<BundleEntries<yauzl.Entry>, BundleFacts>
}

/**
 * What the App Store rules read of the IPA: every bundle (the app, its extensions, watch app, App
 * Clips, and the frameworks in the `Frameworks/` folder of any of them) with its Info.plist, its
 * executable read as Mach-O, its provisioning profile, and what its privacy manifest declares; and
 * every loose dylib in those folders, read as Mach-O; then every other privacy manifest deeper in
 * each bundle, for its content alone. Plists read already (by path) are not read again.
 */
export async function appStoreFacts(
  app: AppEntries<yauzl.Entry>,
  plists: ReadonlyMap<string, PlistDict | undefined>,
  reading: FactReading,
  now: Date
): Promise<IpaFacts> {
  const collecting: Collecting = { plists, reading, factsOf: new Map() }
  // The app and the bundles nested in it first: the frameworks' and dylibs' holders among them.
  const main = await bundleFacts(app, collecting)
  const bundles = [main]
  for (const nested of app.nested.values()) bundles.push(await bundleFacts(nested, collecting))
  for (const framework of app.frameworks.values())
    bundles.push(await bundleFacts(framework, collecting))
  bundles.push(...(await dylibFacts(app, collecting)))
  // Then the rest of the app: its resource bundles, its frameworks at wrong places, its loose code.
  const resourceBundles = await resourceBundleFacts(app, reading)
  const looseCode = await findLooseCode(app, bundles, resourceBundles, reading.peek)
  const misplacedFrameworks = [...app.other.misplacedFrameworks]
  // The manifests deeper in each bundle last, so that many of them cannot keep the rest unread.
  for (const [entries, facts] of collecting.factsOf)
    for (const manifest of entries.otherPrivacyManifests)
      await readManifest(manifest, false, facts, reading)
  const libraryPaths = [...app.frameworks.keys(), ...app.dylibs.keys()]
  return {
    app: main,
    bundles,
    now,
    resourceBundles,
    looseCode,
    misplacedFrameworks,
    libraryPaths
  }
}

/** One bundle's facts: its Info.plist, executable, profile and privacy manifests, what was not read. */
async function bundleFacts(
  entries: BundleEntries<yauzl.Entry>,
  { plists, reading, factsOf }: Collecting
): Promise<BundleFacts> {
  const plist = plists.has(entries.path)
    ? plists.get(entries.path)
    : entries.infoPlist && (await reading.readPlist(entries.infoPlist, 'plist'))
  const { kind, path, watch } = entries
  const facts: BundleFacts = { kind, path, plist, watch }
  if (kind === 'app') await addAppFiles(facts, entries, reading)
  if (entries.holder) facts.container = factsOf.get(entries.holder)
  factsOf.set(entries, facts)
  if (entries.hasFrameworksFolder) facts.frameworksFolder = `${entries.path}Frameworks/`
  // The layout keys names in NFC (layout.ts): the plist's name is looked up the same way.
  const name = plist && stringValue(plist, 'CFBundleExecutable')?.normalize('NFC')
  const entry = name ? entries.files.get(name) : undefined
  // One that is there but cannot be read is the unreadable-entry problem already: no more is said.
  const read = entry && (await reading.readExecutable(entry))
  if (name && (!entry || read)) facts.executable = { entry: `${entries.path}${name}`, read }
  const profile = entries.profile && (await reading.readProfile(entries.profile))
  if (profile) facts.profile = { entry: `${entries.path}embedded.mobileprovision`, read: profile }
  if (entries.privacyManifests.length > 0) {
    facts.privacyTypes = []
    for (const manifest of entries.privacyManifests) {
      const content = await readManifest(manifest, true, facts, reading)
      facts.privacyTypes.push(...declaredTypes(content))
    }
  }
  const notRead = partsNotRead(entries, entry, reading)
  if (notRead.size > 0) facts.notRead = notRead
  return facts
}

/**
 * The app's file names and storyboards, which its icon and launch storyboard rules read: the app's
 * alone, as an archive may hold thousands of other bundles. Its icon files' sizes, when it has no
 * asset catalog to hold its icons (icon-rules.ts).
 */
async function addAppFiles(
  facts: BundleFacts,
  entries: BundleEntries<yauzl.Entry>,
  reading: FactReading
): Promise<void> {
  const files = new Set(entries.files.keys())
  Object.assign(facts, { files, storyboards: entries.storyboards ?? new Set() })
  if (facts.plist && !files.has(ASSET_CATALOG))
    facts.iconSizes = await iconSizes(entries, iconFiles(facts.plist, files), reading)
}

/** The parts of a bundle not read within the read budget, by kind. */
function partsNotRead(
  entries: BundleEntries<yauzl.Entry>,
  executable: yauzl.Entry | undefined,
  reading: FactReading
): Set<UnreadEntry> {
  const byKind: (readonly [yauzl.Entry | undefined, UnreadEntry])[] = [
    [entries.infoPlist, 'plist'],
    [executable, 'executable'],
    [entries.profile, 'profile'],
    ...entries.privacyManifests.map(manifest => [manifest, 'manifest'] as const)
  ]
  return new Set(
    byKind.flatMap(([part, partKind]) => (part && reading.notRead(part) ? [partKind] : []))
  )
}

/** A manifest read and kept, with its content, among its bundle's (privacyManifests). */
async function readManifest(
  manifest: yauzl.Entry,
  declares: boolean,
  facts: BundleFacts,
  reading: FactReading
): Promise<PlistDict | undefined> {
  const content = await reading.readPlist(manifest, 'manifest')
  ;(facts.privacyManifests ??= []).push({ entry: manifest.fileName, content, declares })
  return content
}

/** The loose dylibs of the bundles' `Frameworks/` folders that read as Mach-O. */
async function dylibFacts(
  app: AppEntries<yauzl.Entry>,
  { reading, factsOf }: Collecting
): Promise<BundleFacts[]> {
  const dylibs: BundleFacts[] = []
  for (const [path, { entry, holder }] of app.dylibs) {
    const read = await reading.readExecutable(entry)
    if (!read) continue
    const container = factsOf.get(holder)
    const executable = { entry: path, read }
    dylibs.push({ kind: 'dylib', path, executable, watch: holder.watch, container })
  }
  return dylibs
}

/** The app's resource bundles whose Info.plist could be read. */
async function resourceBundleFacts(
  app: AppEntries<yauzl.Entry>,
  reading: FactReading
): Promise<ResourceBundleFacts[]> {
  const resourceBundles: ResourceBundleFacts[] = []
  for (const [path, { infoPlist, files }] of app.other.resourceBundles) {
    const plist = infoPlist && (await reading.readResourcePlist(infoPlist))
    if (plist) resourceBundles.push({ path, plist, files })
  }
  return resourceBundles
}

/** The size of each icon file (at most MAX_ICON_FILES) that was read; one not read is left out. */
async function iconSizes(
  entries: BundleEntries<yauzl.Entry>,
  names: string[],
  reading: FactReading
): Promise<Map<string, PngSize | undefined>> {
  const sizes = new Map<string, PngSize | undefined>()
  if (names.length > MAX_ICON_FILES) return sizes
  for (const name of names) {
    const entry = entries.files.get(name)
    if (!entry) continue
    const read = await reading.readPngSize(entry)
    if (read) sizes.set(name, read.size)
  }
  return sizes
}

/** The NSPrivacyAccessedAPIType values of a privacy manifest (none when it cannot be read). */
function declaredTypes(manifest: PlistDict | undefined): string[] {
  const accessed = manifest && ownValue(manifest, 'NSPrivacyAccessedAPITypes')
  if (!Array.isArray(accessed)) return []
  return accessed.flatMap(item => {
    const type = isPlistDict(item) ? stringValue(item, 'NSPrivacyAccessedAPIType') : undefined
    return type ? [type] : []
  })
}

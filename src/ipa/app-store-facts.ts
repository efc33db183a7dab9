import type yauzl from 'yauzl'
import type { AppEntries, BundleEntries } from './layout.js'
import type { MachORead } from './macho/types.js'
import { isPlistDict, ownValue, stringValue, type PlistDict } from './plist.js'
import type { BundleFacts, BundleKind, IpaFacts } from './rules/index.js'

/** How the facts are read out of the open archive (ArchiveSession in inspect.ts). */
export interface FactReading {
  readPlist(entry: yauzl.Entry): Promise<PlistDict | undefined>
  readExecutable(entry: yauzl.Entry): Promise<MachORead | undefined>
  /** The entry was not read within the read budget (the read-limit warning names it). */
  notRead(entry: yauzl.Entry): boolean
}

/**
 * What the App Store rules read of the IPA: every bundle (the app, its extensions, watch app, App
 * Clips and frameworks) with its Info.plist, its executable read as Mach-O, and what its privacy
 * manifest declares. Plists read already (by path) are not read again.
 */
export async function appStoreFacts(
  app: AppEntries<yauzl.Entry>,
  plists: ReadonlyMap<string, PlistDict | undefined>,
  reading: FactReading,
  now: Date
): Promise<IpaFacts> {
  const bundle = async (
    entries: BundleEntries<yauzl.Entry>,
    kind: BundleKind
  ): Promise<BundleFacts> => {
    const plist = plists.has(entries.path)
      ? plists.get(entries.path)
      : entries.infoPlist && (await reading.readPlist(entries.infoPlist))
    const facts: BundleFacts = {
      kind,
      path: entries.path,
      plist,
      watch: /\/Watch\/[^/]+\.app\//.test(entries.path)
    }
    const name = plist && stringValue(plist, 'CFBundleExecutable')
    const entry = name ? entries.files.get(name) : undefined
    // One that is there but cannot be read is the unreadable-entry problem already: no more is said.
    const read = entry && (await reading.readExecutable(entry))
    if (name && (!entry || read)) facts.executable = { entry: `${entries.path}${name}`, read }
    if (entries.privacyManifests.length > 0) {
      facts.privacyTypes = []
      for (const manifest of entries.privacyManifests)
        facts.privacyTypes.push(...declaredTypes(await reading.readPlist(manifest)))
    }
    const notRead = [entries.infoPlist, entry, ...entries.privacyManifests].flatMap(read =>
      read && reading.notRead(read) ? [read.fileName] : []
    )
    if (notRead.length > 0) facts.notRead = notRead
    return facts
  }
  const main = await bundle(app, 'app')
  const bundles = [main]
  for (const nested of app.nested.values()) bundles.push(await bundle(nested, kindOf(nested.path)))
  for (const framework of app.frameworks.values())
    bundles.push(await bundle(framework, 'framework'))
  return { app: main, bundles, now }
}

function kindOf(path: string): BundleKind {
  if (path.endsWith('.appex/')) return 'extension'
  if (/\/AppClips\/[^/]+\.app\/$/.test(path)) return 'app-clip'
  return 'watch-app'
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

/**
 * Where the parts of an IPA are, from entry names alone: the `Payload/` folder, the apps in it, and
 * in the main app its Info.plist, provisioning profile, signature and nested bundles. Generic over
 * the entry type so that it reads names from a zip or from a plain list.
 *
 * Names are compared as a device compares them: in Unicode normal form C. A macOS archiver writes
 * `Café.app` decomposed (NFD) where Info.plist says it composed; both are the same name. Paths and
 * file names here are normalised; each entry keeps its own name, to be read by.
 */
import { addAppFile, emptyAppFiles, type AppFiles } from './layout-files.js'
import type { BundleKind } from './rules/facts.js'

export interface BundleEntries<T> {
  /** Entry path of the bundle folder, ending in `/`. */
  path: string
  /** What the folder's place says it is (a `dylib` is no bundle: see `AppEntries.dylibs`). */
  kind: Exclude<BundleKind, 'dylib'>
  /** It runs on watchOS: a watch app, or a bundle inside one. */
  watch: boolean
  /** A framework's: the app, extension, App Clip or watch app whose `Frameworks/` folder holds it. */
  holder?: BundleEntries<T>
  infoPlist?: T
  hasCodeSignature: boolean
  /**
   * Its privacy manifests: PrivacyInfo.xcprivacy at its root, and in the resource bundles right
   * inside it (`Foo_Privacy.bundle/`), where CocoaPods, Flutter plugins and Swift packages put theirs.
   */
  privacyManifests: T[]
  /**
   * Its other PrivacyInfo.xcprivacy files, deeper (`Resources/Foo.bundle/`, `A.bundle/B.bundle/`):
   * App Store Connect validates them too, but reads no declaration from them.
   */
  otherPrivacyManifests: T[]
  /** The files right in the bundle folder, by name: its executable is one of them. */
  files: Map<string, T>
  /** Its `embedded.mobileprovision`: the app's, and each extension's, App Clip's and watch app's. */
  profile?: T
  /** Whether it has a `Frameworks/` folder of its own (an app extension may not: ITMS-90206). */
  hasFrameworksFolder: boolean
  /**
   * Its storyboards by name, compiled (`LaunchScreen.storyboardc`) or not (`LaunchScreen.storyboard`),
   * at its root or in a localisation folder (`Base.lproj/`), where a storyboard is looked up.
   */
  storyboards?: Set<string>
}

export interface AppEntries<T> extends BundleEntries<T> {
  /** Extensions, watch apps and App Clips, by path, in the order the archive lists them. */
  nested: Map<string, BundleEntries<T>>
  /** Frameworks in the `Frameworks/` folder of the app or of any bundle nested in it, by path. */
  frameworks: Map<string, BundleEntries<T>>
  /**
   * Loose dylibs right in any of those `Frameworks/` folders (`Frameworks/libfoo.dylib`), by path,
   * each with the bundle whose folder holds it.
   */
  dylibs: Map<string, { entry: T; holder: BundleEntries<T> }>
  /** Its other files that the rules on its structure look at (layout-files.ts). */
  other: AppFiles<T>
}

export interface PayloadLayout<T> {
  /** What comes before `Payload/`: empty at the archive root, else e.g. `MyApp/`. */
  root: string
  /** Whether a `Payload/` folder was seen at all under that root. */
  hasPayload: boolean
  apps: Array<AppEntries<T>>
  /** The folders beside `Payload/` under that root (`SwiftSupport`, `Symbols`); absent: none. */
  rootFolders?: string[]
}

// Longest first: a watch app's extensions sit inside the watch app.
const WATCH_APP = /^Watch\/[^/]+\.app\//
const NESTED_BUNDLE: { pattern: RegExp; kind: BundleEntries<unknown>['kind'] }[] = [
  { pattern: /^Watch\/[^/]+\.app\/PlugIns\/[^/]+\.appex\//, kind: 'extension' },
  { pattern: /^(?:PlugIns|Extensions)\/[^/]+\.appex\//, kind: 'extension' },
  { pattern: WATCH_APP, kind: 'watch-app' },
  { pattern: /^AppClips\/[^/]+\.app\//, kind: 'app-clip' }
]
// `s`: a name may hold a line break, and is still a name.
const PAYLOAD = /^((?:[^/]+\/)*?)Payload\/(.*)$/s
/** Within a bundle: a framework in its `Frameworks/` folder, or a loose dylib right in it. */
const FRAMEWORK = /^Frameworks\/[^/]+\.framework\//s
const DYLIB = /^Frameworks\/[^/]+\.dylib$/s

/** Finder's resource forks and AppleDouble files are not part of the app. */
function isMacMetadata(name: string): boolean {
  if (name.startsWith('__MACOSX/')) return true
  const base = name.endsWith('/') ? name.slice(0, -1) : name
  return base.slice(base.lastIndexOf('/') + 1).startsWith('._')
}

export class LayoutBuilder<T> {
  /** Apps by payload root, then by path. */
  private readonly roots = new Map<string, Map<string, AppEntries<T>>>()
  /** The folders seen in each of the first few folders of the archive, by the folder's path. */
  private readonly folders = new Map<string, Set<string>>()

  /** `mode`: the entry's Unix mode, when the zip has one (layout-files.ts). */
  add(entryName: string, entry: T, mode?: number): void {
    const name = entryName.normalize('NFC')
    if (isMacMetadata(name)) return
    this.addFolders(name)
    const payload = PAYLOAD.exec(name)
    if (!payload) return
    const [, root, inside] = payload as unknown as [string, string, string]
    let apps = this.roots.get(root)
    if (!apps) this.roots.set(root, (apps = new Map()))
    const slash = inside.indexOf('/')
    const folder = inside.slice(0, slash)
    if (slash < 0 || !folder.endsWith('.app')) return
    const path = `${root}Payload/${folder}/`
    let app = apps.get(path)
    if (!app)
      apps.set(
        path,
        (app = {
          ...emptyBundle(path, 'app', false),
          nested: new Map(),
          frameworks: new Map(),
          dylibs: new Map(),
          other: emptyAppFiles()
        })
      )
    addToApp(app, inside.slice(slash + 1), entry)
    addAppFile(app.other, path, inside.slice(slash + 1), entry, mode)
  }

  /** The layout under the root that holds apps, preferring the archive root, then the shallowest. */
  build(): PayloadLayout<T> {
    const candidates = [...this.roots.entries()].sort(
      ([a, appsA], [b, appsB]) =>
        Number(appsB.size > 0) - Number(appsA.size > 0) || depth(a) - depth(b)
    )
    const chosen = candidates[0]
    if (!chosen) return { root: '', hasPayload: false, apps: [] }
    const beside = [...(this.folders.get(chosen[0]) ?? [])].filter(name => name !== 'Payload')
    const layout = { root: chosen[0], hasPayload: true, apps: [...chosen[1].values()] }
    return beside.length > 0 ? { ...layout, rootFolders: beside } : layout
  }

  /** The folders of the first levels of the archive, where a payload root may be. */
  private addFolders(name: string): void {
    const parts = name.split('/').slice(0, -1)
    for (let depth = 0; depth < Math.min(parts.length, FOLDER_DEPTH); depth++) {
      const parent = parts.slice(0, depth).join('/')
      const key = parent === '' ? '' : `${parent}/`
      let names = this.folders.get(key)
      if (!names) this.folders.set(key, (names = new Set()))
      names.add(parts[depth] as string)
    }
  }
}

/** How deep a payload root's folders are noted: the archive root and two folders down. */
const FOLDER_DEPTH = 3

function addToApp<T>(app: AppEntries<T>, relative: string, entry: T): void {
  addToBundle(app, relative, entry)
  let holder: BundleEntries<T> = app
  let inHolder = relative
  for (const { pattern, kind } of NESTED_BUNDLE) {
    const match = pattern.exec(relative)
    if (!match) continue
    // A watch app's extension implies the watch app, even in a zip without folder entries.
    const watchApp = WATCH_APP.exec(match[0])
    if (watchApp) nestedBundle(app, watchApp[0], 'watch-app')
    holder = nestedBundle(app, match[0], kind)
    inHolder = relative.slice(match[0].length)
    addToBundle(holder, inHolder, entry)
    break
  }
  const framework = FRAMEWORK.exec(inHolder)
  if (framework) {
    const path = holder.path + framework[0]
    let bundle = app.frameworks.get(path)
    if (!bundle) {
      bundle = { ...emptyBundle<T>(path, 'framework', holder.watch), holder }
      app.frameworks.set(path, bundle)
    }
    addToBundle(bundle, inHolder.slice(framework[0].length), entry)
    addOtherManifest(bundle, inHolder.slice(framework[0].length), entry)
  } else if (DYLIB.test(inHolder)) {
    app.dylibs.set(holder.path + inHolder, { entry, holder })
  } else addOtherManifest(holder, inHolder, entry)
}

/** A privacy manifest deeper in the bundle than its documented places, kept by the innermost bundle. */
function addOtherManifest<T>(bundle: BundleEntries<T>, relative: string, entry: T): void {
  if (OTHER_PRIVACY_MANIFEST.test(relative) && !PRIVACY_MANIFEST.test(relative))
    bundle.otherPrivacyManifests.push(entry)
}

/** A file of the bundle itself (`relative` to its folder): what the checks read of it. */
function addToBundle<T>(bundle: BundleEntries<T>, relative: string, entry: T): void {
  if (relative === 'Info.plist') bundle.infoPlist = entry
  else if (relative === 'embedded.mobileprovision') bundle.profile = entry
  else if (PRIVACY_MANIFEST.test(relative)) bundle.privacyManifests.push(entry)
  else if (isSignatureFile(relative)) bundle.hasCodeSignature = true
  else if (relative.startsWith('Frameworks/')) bundle.hasFrameworksFolder = true
  const storyboard = STORYBOARD.exec(relative)?.[1]
  // Made at the first one: most bundles hold none, and an archive may hold thousands of bundles.
  if (storyboard) (bundle.storyboards ??= new Set()).add(storyboard)
  if (relative !== '' && !relative.includes('/')) bundle.files.set(relative, entry)
}

const PRIVACY_MANIFEST = /^(?:[^/]+\.bundle\/)?PrivacyInfo\.xcprivacy$/s
const OTHER_PRIVACY_MANIFEST = /\/PrivacyInfo\.xcprivacy$/s
/**
 * A storyboard's folder (compiled) or file, or a compiled XIB (`.nib`, a file or a folder), at the
 * root or in a `.lproj` folder: its name.
 */
const STORYBOARD = /^(?:[^/]+\.lproj\/)?([^/]+\.(?:storyboardc?|nib))(?:\/|$)/s

function emptyBundle<T>(
  path: string,
  kind: BundleEntries<T>['kind'],
  watch: boolean
): BundleEntries<T> {
  return {
    path,
    kind,
    watch,
    hasCodeSignature: false,
    hasFrameworksFolder: false,
    files: new Map(),
    privacyManifests: [],
    otherPrivacyManifests: []
  }
}

function nestedBundle<T>(
  app: AppEntries<T>,
  relativePath: string,
  kind: BundleEntries<T>['kind']
): BundleEntries<T> {
  const path = app.path + relativePath
  let bundle = app.nested.get(path)
  const watch = WATCH_APP.test(relativePath)
  if (!bundle) app.nested.set(path, (bundle = emptyBundle(path, kind, watch)))
  return bundle
}

/** A file inside `_CodeSignature/`: the folder alone signs nothing. */
function isSignatureFile(relative: string): boolean {
  return relative.startsWith('_CodeSignature/') && !relative.endsWith('/')
}

function depth(root: string): number {
  return root.split('/').length
}

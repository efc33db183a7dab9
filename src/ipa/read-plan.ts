import { posix } from 'node:path'
import type { AppEntries, BundleEntries } from './layout.js'
import { ASSET_CATALOG, MAX_ICON_FILES } from './rules/icons.js'

/**
 * The entries an inspection of `app` is about to read, told ahead to a source that fetches them (a
 * URL: see ByteSource.prefetch), so that it asks for them in few requests. A guess is enough: what
 * it leaves out is read when asked for, what it adds costs bytes only. Each bundle's Info.plist and
 * profile; with the rules, its privacy manifests and its executable (named as its folder is, as
 * Xcode names it; Info.plist's CFBundleExecutable decides, when it is read), the loose dylibs, the
 * privacy manifests deeper in each bundle, the resource bundles' Info.plists and the files that
 * could be code (of those a few bytes are read, but the plan names entries: each is fetched whole,
 * most are the bundles' executables anyway), and the app's icon files when it has no asset catalog
 * (named as Xcode and most tools name them).
 */
export function expectedReads<T>(app: AppEntries<T>, { rules }: { rules: boolean }): T[] {
  const bundles: BundleEntries<T>[] = [app, ...app.nested.values(), ...app.frameworks.values()]
  const entries = bundles.flatMap(bundle => [
    bundle.infoPlist,
    bundle.profile,
    ...(rules ? [...bundle.privacyManifests, bundle.files.get(executableGuess(bundle))] : [])
  ])
  if (rules) entries.push(...[...app.dylibs.values()].map(dylib => dylib.entry))
  if (rules) entries.push(...bundles.flatMap(bundle => bundle.otherPrivacyManifests))
  // The resource bundles' Info.plists, and the first bytes of the files that could be code.
  if (rules)
    entries.push(...[...app.other.resourceBundles.values()].map(bundle => bundle.infoPlist))
  if (rules) entries.push(...[...app.other.codeCandidates.values()].map(file => file.entry))
  if (rules && !app.files.has(ASSET_CATALOG))
    entries.push(
      ...[...app.files]
        .filter(([name]) => ICON_FILE.test(name))
        .slice(0, MAX_ICON_FILES)
        .map(([, entry]) => entry)
    )
  return [...new Set(entries.filter((entry): entry is T => entry !== undefined))]
}

/** An icon file as Xcode and most tools name it: `AppIcon60x60@2x.png`, `Icon-120.png`. */
const ICON_FILE = /^(?:AppIcon|Icon).*\.png$/is

/** `Payload/Foo.app/` → `Foo`: the name Xcode gives a bundle's executable (paths are NFC already). */
function executableGuess({ path }: BundleEntries<unknown>): string {
  const folder = posix.basename(path)
  return posix.basename(folder, posix.extname(folder))
}

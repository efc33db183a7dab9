import { oneLine } from '../../text/untrusted.js'
import type { MachORead, MachOSlice } from '../macho/types.js'
import type { PngSize } from '../png.js'
import type { PlistDict } from '../plist.js'
import type { UnreadEntry } from '../read-limit-message.js'
import type { PreflightCheck } from './preflight-check.js'
import type { ProvisioningProfile } from '../types.js'

/**
 * What kind of bundle a rule looks at: the rules differ for a framework and a watch app. A `dylib`
 * is a loose library right in a `Frameworks/` folder (`Frameworks/libfoo.dylib`): no bundle, only
 * its Mach-O, read through the same rules.
 */
export type BundleKind = 'app' | 'extension' | 'watch-app' | 'app-clip' | 'framework' | 'dylib'

/** One bundle of the IPA as the App Store rules read it. */
export interface BundleFacts {
  kind: BundleKind
  /**
   * Entry path of the bundle folder, e.g. `Payload/App.app/Frameworks/Kit.framework/`; a dylib's is
   * the file's own (`Payload/App.app/Frameworks/libfoo.dylib`).
   */
  path: string
  /** Its Info.plist, when it has a readable one. */
  plist?: PlistDict
  /** Its executable (CFBundleExecutable): the entry, and what it is (undefined: no such entry). */
  executable?: { entry: string; read?: MachORead }
  /** The NSPrivacyAccessedAPIType values its PrivacyInfo.xcprivacy declares; undefined: it has none. */
  privacyTypes?: string[]
  /**
   * Every PrivacyInfo.xcprivacy of the bundle, wherever it is inside it (and not inside a bundle of
   * its own that preflight reads): its root, its resource bundles, deeper (`Resources/x.bundle/`).
   */
  privacyManifests?: PrivacyManifestFacts[]
  /** It runs on watchOS: a watch app, or a bundle inside one. */
  watch: boolean
  /** Its own embedded.mobileprovision, when it has one that could be read. */
  profile?: { entry: string; read: ProvisioningProfile }
  /** A framework's or dylib's: the app, extension, App Clip or watch app whose `Frameworks/` holds it. */
  container?: BundleFacts
  /** An extension's, App Clip's or watch app's own `Frameworks/` folder, when it has one. */
  frameworksFolder?: string
  /**
   * The kinds of its entries not read within the read budget (the read-limit warning names them):
   * what they say is unknown, so no rule that reads that kind may find it missing.
   */
  notRead?: Set<UnreadEntry>
  /** The app's: the names of the files right in its folder (`Assets.car`, `AppIcon60x60@2x.png`, …). */
  files?: ReadonlySet<string>
  /** The app's: its storyboards, compiled or not, at its root or in a `.lproj` folder. */
  storyboards?: ReadonlySet<string>
  /**
   * The app's icon files read (icons.ts says which), each with the size its PNG header says
   * (undefined: no PNG header); a file named but not here was not read.
   */
  iconSizes?: ReadonlyMap<string, PngSize | undefined>
}

/** One privacy manifest of a bundle, as App Store Connect validates each (privacy-manifest-rules.ts). */
export interface PrivacyManifestFacts {
  entry: string
  /** Its content; undefined when it could not be read (bad-plist said so) or was not (read-limit). */
  content?: PlistDict
  /**
   * At the bundle's root or in a resource bundle right inside it, where its categories count for
   * ITMS-91053 (privacyTypes); a manifest deeper is validated, and declares nothing.
   */
  declares: boolean
}

/** A framework or a loose dylib: code another bundle loads, not a bundle that runs. */
export const isLibrary = (bundle: BundleFacts): boolean =>
  bundle.kind === 'framework' || bundle.kind === 'dylib'

/** The whole IPA as the rules read it: the main app first, then every other bundle. */
export interface IpaFacts {
  app: BundleFacts
  bundles: BundleFacts[]
  /** The run's date: rules that start on a day use it. */
  now: Date
  /** Resource bundles (`*.bundle/` anywhere in the app) whose Info.plist could be read. */
  resourceBundles?: ResourceBundleFacts[]
  /** Code and scripts that are no bundle's executable nor a dylib of a `Frameworks/` folder. */
  looseCode?: LooseCode[]
  /** Framework folders that are not right in a `Frameworks/` folder (the outermost), by path. */
  misplacedFrameworks?: string[]
  /** The folders beside `Payload/` in the archive (`SwiftSupport`, `Symbols`); undefined: unknown. */
  archiveFolders?: string[]
  /**
   * Every framework folder and loose dylib in a `Frameworks/` folder of the IPA, read or not
   * (`Payload/App.app/Frameworks/Kit.framework/`); undefined: those of `bundles`.
   */
  libraryPaths?: string[]
}

/** A resource bundle with its Info.plist: a folder of resources, code only when it names it. */
export interface ResourceBundleFacts {
  /** Its folder, e.g. `Payload/App.app/Frameworks/Kit.framework/Kit.bundle/`. */
  path: string
  plist: PlistDict
  /** The names of the files right in its folder. */
  files: ReadonlySet<string>
}

/** A file of the app that is code or a script, by its first bytes, and is no bundle's executable. */
export interface LooseCode {
  entry: string
  /** A Mach-O file (thin or fat), an `ar` archive (a static library), or a `#!` script marked executable. */
  kind: 'macho' | 'static-library' | 'script'
  /** A thin little-endian Mach-O's file type, by loader.h's name (`MH_EXECUTE`, `MH_DSYM`…). */
  fileType?: string
}

/** The slices of a bundle's executable: none when it has none, or it is not a Mach-O file. */
export function slicesOf(bundle: BundleFacts): MachOSlice[] {
  const read = bundle.executable?.read
  return read?.kind === 'macho' || read?.kind === 'malformed' ? read.slices : []
}

/** A bundle's kind as a message names it: `app`, `extension`, `watch app`, `App Clip`, `framework`. */
export const kindWord = (bundle: BundleFacts): string => KIND_WORDS[bundle.kind] ?? bundle.kind
const KIND_WORDS: Partial<Record<BundleKind, string>> = {
  'watch-app': 'watch app',
  'app-clip': 'App Clip'
}

/** An entry path of the archive, as a message shows it. */
export const shownEntry = (entry: string): string => oneLine(entry, 200)

/** What a rule found: one sentence on what is wrong, where, and what to do. */
export interface RuleFinding {
  message: string
  entry?: string
  /**
   * Apple's code the finding is tagged with, where its rule's code is not Apple's (the deadline
   * radar's `ITMS-90068`): `preflight-skip` of that code silences it, as it does the rule's own.
   */
  code?: string
  /** `warn` where App Store Connect takes the build for this finding though the rule refuses others. */
  level?: 'warn'
}

/**
 * Apple's checks of an upload, one each: data and a small function. Its code, title, fix and source
 * are its row of docs/preflight.md (policy.ts); App Store Connect refuses the build (`refuse`) or
 * takes it, and a day is lost (`warn`).
 */
export interface Rule extends PreflightCheck {
  level: 'refuse' | 'warn'
  check(facts: IpaFacts): RuleFinding[]
}

/** The bundle whose Info.plist and manifest speak for a library's code: its holder, else the app. */
export const hostOf = (bundle: BundleFacts, facts: IpaFacts): BundleFacts =>
  isLibrary(bundle) ? (bundle.container ?? facts.app) : bundle

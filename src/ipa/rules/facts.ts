import { oneLine } from '../../text/untrusted.js'
import type { MachORead, MachOSlice } from '../macho/types.js'
import type { PlistDict } from '../plist.js'

/** What kind of bundle a rule looks at: the rules differ for a framework and a watch app. */
export type BundleKind = 'app' | 'extension' | 'watch-app' | 'app-clip' | 'framework'

/** One bundle of the IPA as the App Store rules read it. */
export interface BundleFacts {
  kind: BundleKind
  /** Entry path of the bundle folder, e.g. `Payload/App.app/Frameworks/Kit.framework/`. */
  path: string
  /** Its Info.plist, when it has a readable one. */
  plist?: PlistDict
  /** Its executable (CFBundleExecutable): the entry, and what it is (undefined: no such entry). */
  executable?: { entry: string; read?: MachORead }
  /** The NSPrivacyAccessedAPIType values its PrivacyInfo.xcprivacy declares; undefined: it has none. */
  privacyTypes?: string[]
  /** It runs on watchOS: a watch app, or a bundle inside one. */
  watch: boolean
  /**
   * Its entries not read within the read budget (the read-limit warning names them): what they say
   * is unknown, so no rule may find it missing.
   */
  notRead?: string[]
}

/** The whole IPA as the rules read it: the main app first, then every other bundle. */
export interface IpaFacts {
  app: BundleFacts
  bundles: BundleFacts[]
  /** The run's date: rules that start on a day use it. */
  now: Date
}

/** The slices of a bundle's executable: none when it has none, or it is not a Mach-O file. */
export function slicesOf(bundle: BundleFacts): MachOSlice[] {
  const read = bundle.executable?.read
  return !read || read.kind === 'not-macho' ? [] : read.slices
}

/** An entry path of the archive, as a message shows it. */
export const shown = (entry: string): string => oneLine(entry, 200)

/** What a rule found: one sentence on what is wrong, where, and what to do. */
export interface Finding {
  message: string
  entry?: string
}

/** Apple's checks of an upload, one each: data and a small function. */
export interface Rule {
  /** Apple's code (`ITMS-90087`), or the rule's own name where Apple has none. */
  code: string
  /** What it checks, in a few words, for docs/preflight.md and `preflight-skip`'s message. */
  title: string
  /** `refuse`: App Store Connect refuses the build; `warn`: it takes it, and a day is lost. */
  level: 'refuse' | 'warn'
  /** What to do, in a few words, for docs/preflight.md (each finding's message says it in full). */
  fix: string
  /** Where Apple says so, with the date it was read. */
  source: string
  check(facts: IpaFacts): Finding[]
}

import { oneLine } from '../../text/untrusted.js'
import { ownValue, stringValue } from '../plist.js'
import {
  hostOf,
  isLibrary,
  shownEntry,
  slicesOf,
  type BundleFacts,
  type IpaFacts,
  type Rule
} from './facts.js'
import { PRIVACY_SDKS_SOURCE, privacySdkNamed, privacySdkOf } from './privacy-sdks.js'
import { PURPOSE_STRINGS, PURPOSE_STRINGS_SOURCE, type PurposeString } from './purpose-strings.js'
import { REQUIRED_REASON_APIS, REQUIRED_REASON_SOURCE, usesOf } from './required-reason-apis.js'

const idOf = (bundle: BundleFacts): string | undefined =>
  bundle.plist && stringValue(bundle.plist, 'CFBundleIdentifier')

/** What a bundle's executable imports (nothing, when it is not a readable Mach-O). */
const importsOf = (bundle: BundleFacts): Set<string> =>
  new Set(slicesOf(bundle).flatMap(slice => slice.imports))

/** The Objective-C selectors of the rules' lists that a bundle's executable calls. */
const selectorsOf = (bundle: BundleFacts): Set<string> =>
  new Set(slicesOf(bundle).flatMap(slice => slice.selectors))

/** The bundles an app ships inside it that App Store Connect versions and names with the app. */
const nestedApps = (facts: IpaFacts): BundleFacts[] =>
  facts.bundles.filter(bundle => bundle.kind !== 'app' && !isLibrary(bundle))

/** The App Clip or watch app a bundle is part of, by the start of its path. */
const INSTALLED_APART = /^.*?\/(?:AppClips|Watch)\/[^/]+\.app\//s

export const BUNDLE_RULES: Rule[] = [
  {
    code: 'ITMS-90685',
    title: 'no two bundles share a CFBundleIdentifier',
    level: 'refuse',
    fix: 'give each target its own `PRODUCT_BUNDLE_IDENTIFIER`; embed a framework once',
    source:
      'App Store Connect: "ITMS-90685: CFBundleIdentifier Collision. There is more than one bundle with the CFBundleIdentifier value" (read 2026-11-25)',
    check: facts => {
      const byId = new Map<string, BundleFacts[]>()
      for (const bundle of facts.bundles) {
        const id = idOf(bundle)
        // An App Clip and a watch app are installed apart from the app: each embeds its own copy.
        const installed = INSTALLED_APART.exec(bundle.path)?.[0] ?? ''
        const key = `${installed}\0${id}`
        if (id) byId.set(key, [...(byId.get(key) ?? []), bundle])
      }
      return [...byId]
        .filter(([, bundles]) => bundles.length > 1)
        .map(([key, bundles]) => ({
          entry: `${bundles[1].path}Info.plist`,
          message: `${bundles.map(bundle => shownEntry(bundle.path)).join(' and ')} have the same CFBundleIdentifier "${oneLine(key.slice(key.indexOf('\0') + 1), 100)}" (ITMS-90685); give each target its own PRODUCT_BUNDLE_IDENTIFIER (a framework embedded twice: embed it once, in the app), and export again.`
        }))
    }
  },
  {
    code: 'nested-bundle-id',
    title: "each extension's bundle identifier starts with its app's",
    level: 'refuse',
    fix: "set that target's `PRODUCT_BUNDLE_IDENTIFIER` to the app's followed by `.name`",
    source:
      'https://developer.apple.com/documentation/xcode/configuring-an-app-extension (read 2026-11-25)',
    check: facts => {
      const appId = idOf(facts.app)
      const watchApps = facts.bundles.filter(bundle => bundle.kind === 'watch-app')
      return nestedApps(facts).flatMap(bundle => {
        const id = idOf(bundle)
        const parent = watchApps.find(
          watch => watch !== bundle && bundle.path.startsWith(watch.path)
        )
        const parentId = parent ? idOf(parent) : appId
        if (!id || !parentId || id.startsWith(`${parentId}.`)) return []
        return [
          {
            entry: `${bundle.path}Info.plist`,
            message: `${shownEntry(bundle.path)} has the bundle identifier "${oneLine(id, 100)}", which does not start with its app's "${oneLine(parentId, 100)}." as App Store Connect requires (nested-bundle-id); set that target's PRODUCT_BUNDLE_IDENTIFIER to ${oneLine(parentId, 100)}.<name> and export again.`
          }
        ]
      })
    }
  },
  {
    code: 'ITMS-91053',
    title: 'every required-reason API the code uses is declared in its privacy manifest',
    level: 'refuse',
    fix: "add the category and its reason to the target's privacy manifest (`NSPrivacyAccessedAPITypes`)",
    source: REQUIRED_REASON_SOURCE,
    check: facts =>
      facts.bundles.flatMap(bundle => {
        // A library's code is declared for by its own manifest or by its target's, as App Store
        // Connect reads the manifests of a target together (getsentry/sentry-cocoa#3859).
        const holder = isLibrary(bundle) ? hostOf(bundle, facts) : undefined
        // A manifest not read within the budget may declare them (the read-limit warning says so).
        if (bundle.notRead?.has('manifest') || holder?.notRead?.has('manifest')) return []
        const declared = [...(bundle.privacyTypes ?? []), ...(holder?.privacyTypes ?? [])]
        const imports = importsOf(bundle)
        const selectors = selectorsOf(bundle)
        const used = REQUIRED_REASON_APIS.filter(
          category => !declared.includes(category.type)
        ).flatMap(category => {
          const uses = usesOf(category, imports, selectors)
          return uses.length
            ? [`${category.about} (${category.type}, through ${uses.join(', ')})`]
            : []
        })
        if (used.length === 0) return []
        const manifest = holder
          ? `neither its own PrivacyInfo.xcprivacy nor that of ${shownEntry(holder.path)} declares`
          : bundle.privacyTypes
            ? 'its PrivacyInfo.xcprivacy does not declare'
            : 'it has no PrivacyInfo.xcprivacy to declare'
        const where = holder ? "that framework's or its target's" : "that target's"
        return [
          {
            entry: bundle.executable?.entry,
            message: `${shownEntry(bundle.path)} uses required-reason APIs that ${manifest}: ${used.join('; ')} (ITMS-91053); add each category with its reason to ${where} PrivacyInfo.xcprivacy (NSPrivacyAccessedAPITypes), and export again.`
          }
        ]
      })
  },
  {
    code: 'ITMS-91061',
    title:
      "every SDK on Apple's list (known by its vendor's or its pod's bundle identifier) carries its own privacy manifest; a framework of such a name with another identifier only warns",
    level: 'refuse',
    fix: 'update the SDK to a version that ships one',
    source: PRIVACY_SDKS_SOURCE,
    check: facts =>
      facts.bundles.flatMap(bundle => {
        const name = /([^/]+)\.framework\/$/.exec(bundle.path)?.[1]
        if (bundle.kind !== 'framework' || !name || bundle.privacyTypes) return []
        const id = idOf(bundle)
        const match = privacySdkOf(name, id)
        const named = match ? undefined : privacySdkNamed(name, id)
        if (named)
          return [
            {
              entry: bundle.path,
              level: 'warn' as const,
              message: `${shownEntry(bundle.path)} is named as ${named.name}, an SDK on Apple's list of those that need a privacy manifest, and has none, but its bundle identifier "${oneLine(id ?? '', 100)}" is neither its vendor's nor CocoaPods' (ITMS-91061: App Store Connect refuses the SDK without one); if it is ${named.name}, update it to a version that ships a manifest; if it is your own framework of the same name, nothing is wrong (a warning does not stop the release).`
            }
          ]
        if (!match) return []
        const sdk = match.sdk.name
        const how =
          match.by === 'name'
            ? 'by its name (it has no CFBundleIdentifier)'
            : `by its bundle identifier "${oneLine(id ?? '', 100)}"`
        return [
          {
            entry: bundle.path,
            message: `${shownEntry(bundle.path)} is ${sdk} (known ${how}), an SDK on Apple's list of those that need a privacy manifest, and it has no PrivacyInfo.xcprivacy (ITMS-91061); update ${sdk} to a version that ships one, and export again.`
          }
        ]
      })
  },
  {
    code: 'ITMS-90683',
    title:
      'every protected resource the code uses has its purpose string in Info.plist (refused for the camera, photos, contacts, calendars and the media library; the others only warn, as App Store Connect takes those builds)',
    level: 'refuse',
    fix: 'add the key (`NSCameraUsageDescription`, …) with a sentence saying why',
    source: PURPOSE_STRINGS_SOURCE,
    check: facts =>
      facts.bundles.flatMap(bundle => {
        if (bundle.watch) return []
        const imports = importsOf(bundle)
        // A framework's code runs in the bundle that embeds it: that one's Info.plist holds the string.
        const holder = hostOf(bundle, facts)
        // An Info.plist not read may have the strings; the holder's executable is not needed here.
        if (holder.notRead?.has('plist')) return []
        const missing = PURPOSE_STRINGS.filter(
          purpose =>
            purpose.symbols.some(symbol => imports.has(symbol)) &&
            !purpose.keys.some(key => holder.plist && stringValue(holder.plist, key))
        )
        // What App Store Connect refuses, and apart from it what it delivers with an e-mail.
        const refused = missing.filter(purpose => purpose.refused)
        const delivered = missing.filter(purpose => !purpose.refused)
        const keys = (purposes: PurposeString[]): string =>
          purposes.map(purpose => `${purpose.keys[0]} (${purpose.about})`).join(', ')
        const says = `${shownEntry(bundle.path)} uses APIs that need a purpose string, and ${shownEntry(holder.path)}Info.plist has none for them`
        const entry = `${holder.path}Info.plist`
        return [
          ...(refused.length === 0
            ? []
            : [
                {
                  entry,
                  message: `${says}: ${keys(refused)} (ITMS-90683); add each key with a sentence saying why the app needs it, and export again.`
                }
              ]),
          ...(delivered.length === 0
            ? []
            : [
                {
                  entry,
                  level: 'warn' as const,
                  message: `${says}: ${keys(delivered)} (ITMS-90683: App Store Connect takes the build and e-mails the team; App Review refuses an app that asks for it without one); add each key with a sentence saying why the app needs it in the next build.`
                }
              ])
        ]
      })
  },
  {
    code: 'ITMS-90473',
    title: "each extension's CFBundleShortVersionString is the app's",
    level: 'warn',
    fix: 'set `MARKETING_VERSION` the same in every target',
    source:
      'App Store Connect: "ITMS-90473: CFBundleShortVersionString Mismatch" (a warning: the build is taken; read 2026-11-25)',
    check: facts => {
      const version = facts.app.plist && stringValue(facts.app.plist, 'CFBundleShortVersionString')
      if (!version) return []
      return nestedApps(facts).flatMap(bundle => {
        const own = bundle.plist && stringValue(bundle.plist, 'CFBundleShortVersionString')
        if (!own || own === version) return []
        return [
          {
            entry: `${bundle.path}Info.plist`,
            message: `${shownEntry(bundle.path)} has the version ${oneLine(own, 40)} where the app has ${oneLine(version, 40)} (ITMS-90473: App Store Connect takes it with a warning); set MARKETING_VERSION the same in every target.`
          }
        ]
      })
    }
  },
  {
    code: 'export-compliance',
    title: 'the app says whether it uses non-exempt encryption (ITSAppUsesNonExemptEncryption)',
    level: 'warn',
    fix: 'add the key (`NO` when the app uses only exempt encryption, such as HTTPS)',
    source:
      'https://developer.apple.com/documentation/security/complying-with-encryption-export-regulations (read 2026-11-25)',
    check: facts => {
      const plist = facts.app.plist
      if (!plist || ownValue(plist, 'ITSAppUsesNonExemptEncryption') !== undefined) return []
      return [
        {
          entry: `${facts.app.path}Info.plist`,
          message: `${shownEntry(facts.app.path)}Info.plist has no ITSAppUsesNonExemptEncryption, so the build waits in TestFlight on "Missing Compliance" until someone answers by hand (export-compliance); add it (NO when the app uses only exempt encryption, such as HTTPS) and export again.`
        }
      ]
    }
  }
]

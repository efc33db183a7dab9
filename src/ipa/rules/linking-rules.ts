import { oneLine } from '../../text/untrusted.js'
import { missingDylibs } from './dylib-search.js'
import { isLibrary, kindWord, shownEntry, type Rule } from './facts.js'

/** Swift's runtime libraries as Xcode embeds them for iOS 12.1 and earlier (and back-deployments). */
const SWIFT_RUNTIME = /\/Frameworks\/libswift[^/]*\.dylib$/s

export const LINKING_RULES: Rule[] = [
  {
    code: 'ITMS-90562',
    title:
      'every dylib an executable links through `@rpath`, `@executable_path` or `@loader_path` is in the IPA where dyld looks (weak links and the system libraries aside)',
    level: 'refuse',
    fix: 'embed the framework (Embed & Sign in the target\'s "Frameworks, Libraries, and Embedded Content"), or link it statically; check `otool -L` and `otool -l` (LC_RPATH)',
    source:
      'App Store Connect: "ITMS-90562: Invalid Bundle - One or more dynamic libraries that are referenced by your app are not present in the dylib search path" (https://github.com/carekit-apple/CareKit/issues/388, 2020-03-17; https://github.com/launchdarkly/ios-client-sdk/issues/216, 2020-07-31: "Please correct the following issues, then upload again"; read 2026-12-06)',
    check: facts =>
      facts.bundles.flatMap(bundle => {
        const missing = missingDylibs(bundle, facts)
        const entry = bundle.executable?.entry
        if (missing.length === 0 || !entry) return []
        const names = missing.map(name => oneLine(name, 120))
        const them = missing.length > 1 ? 'them' : 'it'
        return [
          {
            entry,
            message: `${shownEntry(entry)} links ${names.join(', ')}, which no Frameworks/ folder of the IPA holds where its rpaths (LC_RPATH) lead, and App Store Connect refuses a dylib that is not in the dylib search path (ITMS-90562); embed ${them} in the app (Embed & Sign in the ${isLibrary(bundle) ? "app's" : `${kindWord(bundle)}'s`} target copies ${them} into Frameworks/), or link ${them} statically, and export again.`
          }
        ]
      })
  },
  {
    code: 'ITMS-90426',
    title:
      "Swift's runtime libraries (`Frameworks/libswift*.dylib`) come with the `SwiftSupport/` folder beside `Payload/`",
    level: 'refuse',
    fix: "export the IPA with Xcode's Organizer or `xcodebuild -exportArchive` (method app-store-connect), which writes SwiftSupport/; no repackaging of Payload/ alone",
    source:
      'App Store Connect: "ITMS-90426: Invalid Swift Support - The SwiftSupport folder is missing. Rebuild your app using the current public (GM) version of Xcode and resubmit it." (https://github.com/airsdk/Adobe-Runtime-Support/issues/3655, 2025-01-23: Swift dylibs in Payload/*.app/Frameworks, no SwiftSupport folder beside Payload; https://github.com/hey24sheep/azure-flutter-tasks/issues/65, 2023-01-30: "Please correct the following issues, then upload again"; read 2026-12-06)',
    check: facts => {
      if (!facts.archiveFolders || facts.archiveFolders.includes('SwiftSupport')) return []
      const runtime = (facts.libraryPaths ?? facts.bundles.map(bundle => bundle.path)).filter(
        path => SWIFT_RUNTIME.test(path)
      )
      if (runtime.length === 0) return []
      const first = runtime[0] as string
      const more = runtime.length > 1 ? ` and ${runtime.length - 1} more of Swift's libraries` : ''
      return [
        {
          entry: first,
          message: `${shownEntry(first)}${more} ${more ? 'are' : 'is'} embedded, but the archive has no SwiftSupport/ folder beside Payload/, which App Store Connect refuses (ITMS-90426); export the IPA from the Xcode archive with the Organizer or xcodebuild -exportArchive (they write SwiftSupport/), and do not rebuild the zip from Payload/ alone.`
        }
      ]
    }
  }
]

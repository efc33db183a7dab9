import { posix } from 'node:path'
import {
  kindWord,
  shownEntry,
  type BundleFacts,
  type RuleFinding,
  type IpaFacts,
  type LooseCode,
  type Rule
} from './facts.js'

/**
 * Where code may be in an app: each Mach-O file is a bundle's executable or a dylib right in a
 * `Frameworks/` folder (ITMS-90171), every executable is signed and no framework carries a script
 * marked executable (ITMS-90035),
 * and each framework is right in a `Frameworks/` folder (ITMS-90680). The files are found by the
 * layout (layout-files.ts) and told by their first bytes (loose-code.ts).
 */

/** The framework a file is inside, when it is: `…/Kit.framework/`. */
const frameworkOf = (entry: string): string | undefined =>
  /^(.*?[^/]+\.framework\/)/s.exec(entry)?.[1]

/** What a loose Mach-O or library is, and how to take it out, by where it is and what it is. */
function looseWhat(file: LooseCode): { what: string; fix: string } {
  const { entry } = file
  const extension = posix.extname(entry).toLowerCase()
  const framework = frameworkOf(entry)
  if (entry.includes('.dSYM/'))
    return {
      what: "a .dSYM's debug symbols copied into the app",
      fix: "take the .dSYM out of the target's Copy Bundle Resources (the archive keeps dSYMs in its own dSYMs folder)"
    }
  if (extension === '.o' || file.fileType === 'MH_OBJECT')
    return {
      what: 'an object file',
      fix: "take it out of the target's Copy Bundle Resources (object files are linked, never copied)"
    }
  if (file.kind === 'static-library')
    return {
      what: 'a static library',
      fix: "link it (Link Binary With Libraries) and take it out of the target's Copy Bundle Resources"
    }
  if (framework)
    return {
      what: `code inside ${shownEntry(framework)} beside its own binary`,
      fix: "update the framework to its vendor's build without it, or delete the file in a Run Script phase after the Embed Frameworks phase"
    }
  if (extension === '.dylib' || extension === '.so' || file.fileType === 'MH_DYLIB')
    return {
      what: 'a dynamic library outside Frameworks/',
      fix: 'embed it in the Frameworks folder (Embed & Sign) instead of copying it as a resource'
    }
  return {
    what: 'a standalone executable',
    fix: "take it out of the target's Copy Bundle Resources (only a bundle's CFBundleExecutable may be code)"
  }
}

const BUNDLE_STRUCTURE =
  "\"ITMS-90171: Invalid Bundle Structure - The binary file '….app/Frameworks/YandexMobileMetricaCrashes.framework/helper' is not permitted. Your app can't contain standalone executables or libraries, other than a valid CFBundleExecutable of supported bundles\""

const NOT_SIGNED =
  '"ITMS-90035: Invalid Signature. Code object is not signed at all. The file at path [….app/Frameworks/AudioKit.framework/fix-framework.sh] is not properly signed"'

/**
 * The bundles whose executable was read as Mach-O and carries no code signature in any slice; none
 * when the app's own carries none either: such an IPA is not signed at all (an unsigned IPA to be
 * re-signed, or `unsigned-app`), which is no fault of one bundle.
 */
function unsignedCode(facts: IpaFacts): BundleFacts[] {
  const LINKED = new Set(['MH_EXECUTE', 'MH_DYLIB', 'MH_BUNDLE'])
  const unsigned = (bundle: BundleFacts): boolean => {
    const read = bundle.executable?.read
    // Linked code alone: a dSYM or an object file in its place is executable-file-type's.
    return (
      read?.kind === 'macho' &&
      read.slices.length > 0 &&
      read.slices.every(slice => slice.signed === false && LINKED.has(slice.fileType ?? ''))
    )
  }
  return unsigned(facts.app) ? [] : facts.bundles.filter(unsigned)
}

export const BUNDLE_LAYOUT_RULES: Rule[] = [
  {
    code: 'ITMS-90171',
    title:
      "every Mach-O file is a bundle's executable or a dylib right in a Frameworks folder: no helper in a framework, no dSYM, object file, static library or stray dylib",
    level: 'refuse',
    fix: 'take the file out of Copy Bundle Resources, or update the framework that carries it',
    source: `App Store Connect: ${BUNDLE_STRUCTURE} (a framework's helper: https://github.com/EMALLStudio/appmetrica_sdk/issues/2, 2019; object files: https://github.com/bkook/BKPasscodeView/issues/29, 2016; a dylib in a framework: https://github.com/naoty/Timepiece/pull/71, 2016; a dylib at the app's root: https://github.com/jitsi/jitsi-meet/issues/4551, 2019). For a .dSYM copied into the app no such e-mail was found; its upload failed with "Couldn't find platform family in Info.plist CFBundleSupportedPlatforms or Mach-O LC_VERSION_MIN" (https://github.com/at-internet/atinternet-apple-sdk/issues/8, 2017) (read 2026-12-06)`,
    check: facts =>
      (facts.looseCode ?? [])
        .filter(file => file.kind !== 'script')
        .map(file => {
          const { what, fix } = looseWhat(file)
          return {
            entry: file.entry,
            message: `${shownEntry(file.entry)} is ${what}, ${file.kind === 'static-library' ? 'an ar archive' : 'a Mach-O file'} that is no bundle's executable, which App Store Connect refuses: "Your app can't contain standalone executables or libraries" (ITMS-90171); ${fix}, and export again.`
          }
        })
  },
  {
    code: 'ITMS-90035',
    title:
      'every executable of a signed app carries a code signature, and no framework holds a script marked executable (`#!`, such as `strip-frameworks.sh`; one elsewhere in the app is a warning)',
    level: 'refuse',
    fix: 'embed each framework with "Embed & Sign"; remove the script from the framework (or its executable bit), or update the framework\'s SDK',
    source: `App Store Connect: ${NOT_SIGNED} (https://github.com/AudioKit/AudioKit/issues/1284, 2018; https://github.com/checkout/frames-ios/issues/26, 2020; a script named \`setup\`: https://github.com/square/in-app-payments-flutter-plugin/issues/31, 2019). A framework's binary not signed: https://github.com/orazz/CreditCardForm-iOS/issues/9, 2016. Scripts outside frameworks: one report (https://github.com/ResearchKit/AppCore/issues/62, 2015) does not say where the file was, so they are only warned of (read 2026-12-06)`,
    check: facts => [
      ...unsignedCode(facts).map(bundle => ({
        entry: bundle.executable?.entry,
        message: `${shownEntry(bundle.executable?.entry ?? bundle.path)} carries no code signature (no LC_CODE_SIGNATURE), which App Store Connect refuses: "Code object is not signed at all" (ITMS-90035); set that ${kindWord(bundle)} to "Embed & Sign" in the app target's Frameworks, Libraries, and Embedded Content (Xcode signs it when it exports the app), or sign it before the app is signed, and export again.`
      })),
      ...(facts.looseCode ?? [])
        .filter(file => file.kind === 'script')
        .map((file): RuleFinding => {
          const framework = frameworkOf(file.entry)
          const entry = shownEntry(file.entry)
          if (framework)
            return {
              entry: file.entry,
              message: `${entry} is a script marked executable inside ${shownEntry(framework)}, which App Store Connect takes for code and refuses: "Code object is not signed at all" (ITMS-90035); update the framework to a release without it, or delete it in a Run Script phase after the Embed Frameworks phase, and export again.`
            }
          return {
            entry: file.entry,
            level: 'warn',
            message: `${entry} is a script marked executable, which App Store Connect may take for code and refuse as "Code object is not signed at all" (ITMS-90035), as it does in frameworks; take it out of Copy Bundle Resources, or clear its executable bit (chmod -x) before it is copied, and export again.`
          }
        })
    ]
  },
  {
    code: 'ITMS-90680',
    title:
      "every framework is right in a Frameworks folder (not in PlugIns, the app's root, Watch or another framework)",
    level: 'refuse',
    fix: 'embed it with the Embed Frameworks phase of the app target (destination Frameworks), not a Copy Files phase',
    source: `App Store Connect: "ITMS-90680: Invalid directory. The bundle Payload/x.app/PlugIns/Usabilla.framework is not contained in a correctly named directory. It should be under "Frameworks"" (https://github.com/usabilla/usabilla-u4a-ios-swift-sdk/issues/210, 2020; at the app's root: https://github.com/nventive/Binding.Intercom/issues/24, 2021; inside another framework: https://github.com/openwebf/webf/issues/466, 2023) (read 2026-12-06)`,
    check: facts =>
      (facts.misplacedFrameworks ?? []).map(path => {
        const inside = frameworkOf(path.slice(0, -1))
        const fix = inside
          ? `embed it in the app target instead (once, in the app's Frameworks), and take it out of ${shownEntry(inside)}`
          : 'embed it with the app target\'s Embed Frameworks phase (destination Frameworks) instead of a Copy Files phase (in an extension target: "Do Not Embed")'
        return {
          entry: path,
          message: `${shownEntry(path)} is a framework that is not right in a Frameworks folder, which App Store Connect refuses: it "is not contained in a correctly named directory. It should be under "Frameworks"" (ITMS-90680); ${fix}, and export again.`
        }
      })
  }
]

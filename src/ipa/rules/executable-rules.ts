import { withArticle } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import type { MachOSlice } from '../macho/types.js'
import { stringValue } from '../plist.js'
import {
  hostOf,
  isLibrary,
  kindWord,
  shownEntry,
  slicesOf,
  type BundleFacts,
  type RuleFinding,
  type IpaFacts,
  type Rule
} from './facts.js'
import {
  appPlatform,
  LINKER_FLOORS_SOURCE,
  linkerFloor,
  ownPlatform,
  PLATFORM_SOURCE,
  PLATFORM_WORDS,
  sliceKind,
  type AppPlatform,
  type DevicePlatform
} from './platforms.js'
import { SDK_MINIMUM, sdkMinimumOn } from './sdk-minimum.js'
import { compareVersions, recorded, sdkNameVersion } from './versions.js'

/** Intel slices run in a simulator or on a Mac, never on an iPhone or Apple Watch. */
const INTEL_ARCHS = ['x86_64', 'x86_64h', 'i386']

/** Findings a slice test makes, one per executable. */
function perExecutable(
  facts: IpaFacts,
  test: (slice: MachOSlice, bundle: BundleFacts) => boolean,
  say: (entry: string, slices: MachOSlice[], bundle: BundleFacts) => string
): RuleFinding[] {
  return facts.bundles.flatMap(bundle => {
    const hit = slicesOf(bundle).filter(slice => test(slice, bundle))
    const entry = bundle.executable?.entry ?? bundle.path
    return hit.length ? [{ entry, message: say(entry, hit, bundle) }] : []
  })
}

const archs = (slices: MachOSlice[]): string => slices.map(slice => slice.arch).join(', ')

export const EXECUTABLE_RULES: Rule[] = [
  {
    code: 'executable-missing-or-not-macho',
    title: 'every bundle has its executable, and it is a Mach-O file',
    level: 'refuse',
    fix: 'export the IPA again from the Xcode archive, and replace no file in it',
    source:
      'https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleexecutable (read 2026-11-25)',
    check: facts =>
      facts.bundles.flatMap(bundle => {
        const executable = bundle.executable
        if (!executable) return []
        if (!executable.read)
          return [
            {
              entry: executable.entry,
              message: `${shownEntry(executable.entry)}, the executable its Info.plist names (CFBundleExecutable), is not in the archive (executable-missing-or-not-macho); export the IPA again from the Xcode archive.`
            }
          ]
        if (executable.read.kind === 'not-macho')
          return [
            {
              entry: executable.entry,
              message: `${shownEntry(executable.entry)} is not a Mach-O file: ${executable.read.magic ? `it starts with ${executable.read.magic}` : 'it is empty'} (executable-missing-or-not-macho); export the IPA again from the Xcode archive, and do not replace files in it.`
            }
          ]
        if (executable.read.kind === 'malformed')
          return [
            {
              entry: executable.entry,
              message: `${shownEntry(executable.entry)} is a damaged Mach-O file: ${oneLine(executable.read.detail, 200)} (executable-missing-or-not-macho); build and export the IPA again.`
            }
          ]
        return []
      })
  },
  {
    code: 'ITMS-90087',
    title: 'no Intel slices (x86_64, i386: simulator, Mac or Mac Catalyst builds) in an executable',
    level: 'refuse',
    fix: 'archive for a device (ARCHS, EXCLUDED_ARCHS); for a framework, embed it as an XCFramework or `lipo -remove` each Intel architecture',
    source:
      'App Store Connect: "ITMS-90087: Unsupported Architectures. The executable contains unsupported architectures \'[x86_64, i386]\'" (read 2026-11-25)',
    check: facts =>
      perExecutable(
        facts,
        slice => INTEL_ARCHS.includes(slice.arch),
        (entry, slices, bundle) =>
          `${shownEntry(entry)} holds ${intelSlices(slices)}, which App Store Connect refuses in ${withArticle(PLATFORM_WORDS[ownPlatform(bundle)].name)} app (ITMS-90087); ${
            !isLibrary(bundle)
              ? `archive for a device ("${deviceDestination(bundle)}") with ${slices.map(slice => slice.arch).join(' and ')} out of the target's ARCHS (EXCLUDED_ARCHS), and export again.`
              : `embed the ${kindWord(bundle)} as an XCFramework (Xcode then copies its device slice only), or strip ${slices.length > 1 ? 'those slices' : 'that slice'} in a build phase (${lipoRemove(entry, slices)}), and export again.`
          }`
      )
  },
  {
    code: 'platform',
    title:
      'an iOS app (this service submits iOS apps), each executable built for the device: not a simulator, Mac, tvOS or visionOS build',
    level: 'refuse',
    fix: 'archive for "Any iOS Device (arm64)"; upload a tvOS or visionOS app with Xcode\'s Organizer or Transporter',
    source: PLATFORM_SOURCE,
    check: facts => {
      const app = appPlatform(facts)
      if (app.platform !== 'ios') return [otherPlatformApp(facts, app)]
      return perExecutable(
        facts,
        (slice, bundle) =>
          !INTEL_ARCHS.includes(slice.arch) &&
          slice.platform !== undefined &&
          slice.platform !== ownPlatform(bundle),
        (entry, slices, bundle) => {
          const kind = sliceKind(slices[0].platform) ?? 'another build'
          const built = slices.map(
            slice => `${slice.arch} for ${oneLine(slice.platform ?? '', 30)}`
          )
          const own = PLATFORM_WORDS[ownPlatform(bundle)].name
          const fix = !isLibrary(bundle)
            ? `archive for "${deviceDestination(bundle)}" in Xcode and export again`
            : `embed the ${own} device build of that ${kindWord(bundle)} (an XCFramework lets Xcode pick it), and export again`
          return `${shownEntry(entry)} holds ${kind} (${built.join(', ')}), not a build for ${own} devices (platform); ${fix}.`
        }
      )
    }
  },
  {
    code: 'ITMS-90725',
    title: `built with the iOS ${SDK_MINIMUM.sdk} SDK or later (from ${SDK_MINIMUM.since})`,
    level: 'refuse',
    fix: `build with ${SDK_MINIMUM.xcode} or later`,
    source: SDK_MINIMUM.source,
    check: facts => {
      const minimum = sdkMinimumOn(facts.now)
      if (!minimum) return []
      const old = (version: string | undefined): boolean =>
        recorded(version) && compareVersions(version, minimum.sdk) < 0
      const fix = (platform: DevicePlatform): string =>
        `App Store Connect takes builds made with the ${PLATFORM_WORDS[platform].name} ${minimum.sdk} SDK or later since ${minimum.since} (ITMS-90725); build with ${minimum.xcode} or later and export again.`
      const found = perExecutable(
        facts,
        (slice, bundle) =>
          !isLibrary(bundle) && slice.platform === ownPlatform(bundle) && old(slice.sdk),
        (entry, slices, bundle) =>
          `${shownEntry(entry)} was built with the SDK ${slices[0].sdk}: ${fix(ownPlatform(bundle))}`
      )
      const sdkName = facts.app.plist && stringValue(facts.app.plist, 'DTSDKName')
      if (found.length === 0 && sdkName && old(sdkNameVersion(sdkName)))
        found.push({
          entry: `${facts.app.path}Info.plist`,
          message: `${shownEntry(facts.app.path)}Info.plist says it was built with the SDK ${oneLine(sdkName, 40)} (DTSDKName): ${fix('ios')}`
        })
      return found
    }
  },
  {
    code: 'ITMS-90208',
    title:
      "no executable's slice for its own platform needs a newer OS than its bundle's MinimumOSVersion",
    level: 'refuse',
    fix: "make the target's and the framework's deployment targets (IPHONEOS_ or WATCHOS_DEPLOYMENT_TARGET) agree",
    source: `App Store Connect: "ITMS-90208: Invalid Bundle. The bundle does not support the minimum OS Version specified in the Info.plist"; slices at their architecture's floor: ${LINKER_FLOORS_SOURCE} (read 2026-11-27)`,
    check: facts =>
      perExecutable(
        facts,
        (slice, bundle) => needsNewerOs(slice, bundle, minimumOs(bundle, facts)),
        (entry, slices, bundle) => {
          const { name, deploymentTarget } = PLATFORM_WORDS[ownPlatform(bundle)]
          const minimum = oneLine(minimumOs(bundle, facts) ?? '', 20)
          const ownMinimum = bundle.plist && stringValue(bundle.plist, 'MinimumOSVersion')
          // A framework's own MinimumOSVersion is what is compared: the app's target changes nothing.
          const fix = !isLibrary(bundle)
            ? `make the target's ${deploymentTarget} and its Info.plist's MinimumOSVersion agree (Xcode writes one from the other)`
            : ownMinimum
              ? `set MinimumOSVersion in that ${kindWord(bundle)}'s Info.plist to ${slices[0].minOs}, or build it for ${name} ${minimum} (its ${deploymentTarget}); a vendor's: take a release whose Info.plist and binary agree`
              : `build that ${kindWord(bundle)} for ${name} ${minimum} (its ${deploymentTarget}), or raise the app's ${deploymentTarget} to ${slices[0].minOs}`
          return `${shownEntry(entry)} needs ${name} ${slices[0].minOs} or later (${archs(slices)}), but its bundle says MinimumOSVersion ${minimum} (ITMS-90208); ${fix}, and export again.`
        }
      )
  },
  {
    code: 'ITMS-90482',
    title: 'no bitcode (__LLVM segment) in an executable',
    level: 'refuse',
    fix: '`ENABLE_BITCODE = NO` in the app target; a framework rebuilt without it, or `xcrun bitcode_strip -r`',
    source:
      'App Store Connect: "ITMS-90482: Invalid Executable. The executable contains bitcode" (Xcode 14 and later build without it; read 2026-11-25)',
    check: facts =>
      perExecutable(
        facts,
        slice => slice.segments.includes('__LLVM'),
        (entry, _slices, bundle) =>
          `${shownEntry(entry)} still holds bitcode (an __LLVM segment), which App Store Connect refuses (ITMS-90482); ${
            !isLibrary(bundle)
              ? `set ENABLE_BITCODE = NO in the ${kindWord(bundle)}'s target (and rebuild any static library linked into it without bitcode)`
              : `rebuild that ${kindWord(bundle)} with ENABLE_BITCODE = NO, or strip it in a build phase (xcrun bitcode_strip -r ${fileName(entry)} -o ${fileName(entry)})`
          }, and export again.`
      )
  },
  {
    code: 'encrypted-executable',
    title: 'no encrypted executable (an app downloaded from the App Store, not a build)',
    level: 'refuse',
    fix: 'export the IPA from your Xcode archive',
    source:
      'https://developer.apple.com/documentation/kernel/encryption_info_command (LC_ENCRYPTION_INFO cryptid, read 2026-11-25)',
    check: facts =>
      perExecutable(
        facts,
        slice => slice.encrypted,
        entry =>
          `${shownEntry(entry)} is encrypted (cryptid 1): it comes from an app the App Store delivered, not from a build (encrypted-executable); export the IPA from your Xcode archive.`
      )
  }
]

/**
 * The MinimumOSVersion an executable is held to: its bundle's, or for a framework without one or a
 * dylib, that of the bundle whose Frameworks folder holds it (the app's when not known).
 */
function minimumOs(bundle: BundleFacts, facts: IpaFacts): string | undefined {
  const own = bundle.plist && stringValue(bundle.plist, 'MinimumOSVersion')
  if (own || !isLibrary(bundle)) return own
  const host = hostOf(bundle, facts)
  return host.plist && stringValue(host.plist, 'MinimumOSVersion')
}

const deviceDestination = (bundle: BundleFacts): string =>
  ownPlatform(bundle) === 'watchos' ? 'Any watchOS Device' : 'Any iOS Device (arm64)'

/** `x86_64 and i386 (simulator slices)`, `x86_64 (a Mac Catalyst slice)`. */
function intelSlices(slices: MachOSlice[]): string {
  const kinds = new Map<string, string[]>()
  for (const slice of slices) {
    const kind =
      slice.platform === 'macos' || slice.platform === 'mac-catalyst'
        ? (sliceKind(slice.platform) as string)
        : 'a simulator slice'
    kinds.set(kind, [...(kinds.get(kind) ?? []), slice.arch])
  }
  return [...kinds]
    .map(([kind, arches]) =>
      arches.length > 1
        ? `${arches.join(' and ')} (${kind.replace(/^an? (.*) slice$/, '$1 slices')})`
        : `${arches[0]} (${kind})`
    )
    .join(', ')
}

/** One `lipo` that removes every slice named, each by its own `-remove`. */
function lipoRemove(entry: string, slices: MachOSlice[]): string {
  const file = fileName(entry)
  const removes = slices.map(slice => `-remove ${slice.arch}`).join(' ')
  return `lipo ${file} ${removes} -output ${file}`
}

/** The executable's file name, quoted for a shell: what a build phase's command names. */
const fileName = (entry: string): string =>
  `"${oneLine(entry.slice(entry.lastIndexOf('/') + 1), 100)}"`

/**
 * A slice of the bundle's own platform that needs a newer OS than MinimumOSVersion, unless it sits
 * at its architecture's floor: the toolchain raised a lower deployment target to it.
 */
function needsNewerOs(
  slice: MachOSlice,
  bundle: BundleFacts,
  minimum: string | undefined
): boolean {
  if (slice.minOs === undefined || minimum === undefined) return false
  if (slice.platform !== ownPlatform(bundle)) return false
  if (compareVersions(slice.minOs, minimum) <= 0) return false
  const floor = linkerFloor(slice.arch, ownPlatform(bundle))
  return floor === undefined || compareVersions(slice.minOs, floor) > 0
}

/** The one finding for an app of another platform than iOS: what it is, and where it goes. */
function otherPlatformApp(facts: IpaFacts, { platform, ...by }: AppPlatform): RuleFinding {
  const app = facts.app
  const evidence =
    by.byInfoPlist && by.byExecutable
      ? 'as its Info.plist and its executable say'
      : by.byExecutable
        ? 'as its executable is built'
        : 'as its Info.plist says (CFBundleSupportedPlatforms, DTPlatformName, UIDeviceFamily)'
  const { name } = PLATFORM_WORDS[platform]
  return {
    entry: by.byInfoPlist ? `${app.path}Info.plist` : (app.executable?.entry ?? app.path),
    message: `${shownEntry(app.path)} is ${withArticle(name)} app, ${evidence}, and this service submits iOS apps only (platform); upload ${withArticle(name)} build to App Store Connect with Xcode's Organizer or Transporter, or archive the iOS app for "Any iOS Device (arm64)".`
  }
}

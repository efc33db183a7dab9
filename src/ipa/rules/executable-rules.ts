import { oneLine } from '../../text/untrusted.js'
import type { MachOSlice } from '../macho/types.js'
import { stringValue } from '../plist.js'
import {
  shown,
  slicesOf,
  type BundleFacts,
  type Finding,
  type IpaFacts,
  type Rule
} from './facts.js'
import { SDK_MINIMUM, sdkMinimumOn } from './sdk-minimum.js'
import { compareVersions, sdkNameVersion } from './versions.js'

const BUILD_SETTINGS =
  'https://developer.apple.com/documentation/xcode/build-settings-reference (read 2026-11-25)'
const SIMULATOR_ARCHS = ['x86_64', 'i386']

/** Findings a slice test makes, one per executable. */
function perExecutable(
  facts: IpaFacts,
  test: (slice: MachOSlice, bundle: BundleFacts) => boolean,
  say: (entry: string, slices: MachOSlice[], bundle: BundleFacts) => string
): Finding[] {
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
              message: `${shown(executable.entry)}, the executable its Info.plist names (CFBundleExecutable), is not in the archive (executable-missing-or-not-macho); export the IPA again from the Xcode archive.`
            }
          ]
        if (executable.read.kind === 'not-macho')
          return [
            {
              entry: executable.entry,
              message: `${shown(executable.entry)} is not a Mach-O executable: it starts with ${executable.read.magic} (executable-missing-or-not-macho); export the IPA again from the Xcode archive, and do not replace files in it.`
            }
          ]
        if (executable.read.kind === 'malformed')
          return [
            {
              entry: executable.entry,
              message: `${shown(executable.entry)} is a damaged Mach-O executable: ${oneLine(executable.read.detail, 200)} (executable-missing-or-not-macho); build and export the IPA again.`
            }
          ]
        return []
      })
  },
  {
    code: 'ITMS-90087',
    title: 'no simulator architectures (x86_64, i386) in an executable',
    level: 'refuse',
    fix: 'embed the framework as an XCFramework, or strip the slice (`lipo -remove x86_64`) in a build phase',
    source:
      'App Store Connect: "ITMS-90087: Unsupported Architectures. The executable contains unsupported architectures \'[x86_64, i386]\'" (read 2026-11-25)',
    check: facts =>
      perExecutable(
        facts,
        slice => SIMULATOR_ARCHS.includes(slice.arch),
        (entry, slices) =>
          `${shown(entry)} holds the simulator architecture ${archs(slices)}, which App Store Connect refuses (ITMS-90087); embed the framework as an XCFramework, or strip the slice (lipo -remove ${slices[0].arch}) in a build phase, and export again.`
      )
  },
  {
    code: 'platform',
    title: 'every executable is built for iOS (watchOS in a watch app), not a simulator or macOS',
    level: 'refuse',
    fix: 'archive for "Any iOS Device (arm64)"',
    source: BUILD_SETTINGS,
    check: facts =>
      perExecutable(
        facts,
        (slice, bundle) =>
          !SIMULATOR_ARCHS.includes(slice.arch) &&
          slice.platform !== undefined &&
          slice.platform !== (bundle.watch ? 'watchos' : 'ios'),
        (entry, slices, bundle) =>
          `${shown(entry)} is built for ${slices[0].platform} (${slices[0].arch}), not ${bundle.watch ? 'watchOS' : 'iOS'}: this is a ${slices[0].platform?.includes('simulator') ? 'simulator' : "other platform's"} build (platform); archive for "Any iOS Device (arm64)" in Xcode and export again.`
      )
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
        version !== undefined && compareVersions(version, minimum.sdk) < 0
      const fix = `App Store Connect takes builds made with the iOS ${minimum.sdk} SDK or later since ${minimum.since} (ITMS-90725); build with ${minimum.xcode} or later and export again.`
      const found = perExecutable(
        facts,
        (slice, bundle) =>
          bundle.kind !== 'framework' && !SIMULATOR_ARCHS.includes(slice.arch) && old(slice.sdk),
        (entry, slices) => `${shown(entry)} was built with the SDK ${slices[0].sdk}: ${fix}`
      )
      const sdkName = facts.app.plist && stringValue(facts.app.plist, 'DTSDKName')
      if (found.length === 0 && sdkName && old(sdkNameVersion(sdkName)))
        found.push({
          entry: `${facts.app.path}Info.plist`,
          message: `${shown(facts.app.path)}Info.plist says it was built with the SDK ${oneLine(sdkName, 40)} (DTSDKName): ${fix}`
        })
      return found
    }
  },
  {
    code: 'ITMS-90208',
    title: "no executable needs a newer iOS than its bundle's MinimumOSVersion",
    level: 'refuse',
    fix: "make the target's and the framework's deployment targets agree",
    source:
      'App Store Connect: "ITMS-90208: Invalid Bundle. The bundle does not support the minimum OS Version specified in the Info.plist" (read 2026-11-25)',
    check: facts =>
      perExecutable(
        facts,
        (slice, bundle) => {
          const minimum = minimumOs(bundle, facts)
          return (
            slice.minOs !== undefined &&
            minimum !== undefined &&
            compareVersions(slice.minOs, minimum) > 0
          )
        },
        (entry, slices, bundle) =>
          `${shown(entry)} needs iOS ${slices[0].minOs} or later, but its bundle says MinimumOSVersion ${oneLine(minimumOs(bundle, facts) ?? '', 20)} (ITMS-90208); make the target's deployment target (IPHONEOS_DEPLOYMENT_TARGET) and the framework's agree, and export again.`
      )
  },
  {
    code: 'ITMS-90482',
    title: 'no bitcode (__LLVM segment) in an executable',
    level: 'refuse',
    fix: 'rebuild the framework with `ENABLE_BITCODE = NO`, or `xcrun bitcode_strip -r`',
    source:
      'App Store Connect: "ITMS-90482: Invalid Executable. The executable contains bitcode" (Xcode 14 and later build without it; read 2026-11-25)',
    check: facts =>
      perExecutable(
        facts,
        slice => slice.segments.includes('__LLVM'),
        entry =>
          `${shown(entry)} still holds bitcode (an __LLVM segment), which App Store Connect refuses (ITMS-90482); rebuild that framework with ENABLE_BITCODE = NO (or strip it: xcrun bitcode_strip -r), and export again.`
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
          `${shown(entry)} is encrypted (cryptid 1): it comes from an app the App Store delivered, not from a build (encrypted-executable); export the IPA from your Xcode archive.`
      )
  }
]

/** The MinimumOSVersion an executable is held to: its bundle's, or the app's for a framework without one. */
function minimumOs(bundle: BundleFacts, facts: IpaFacts): string | undefined {
  const own = bundle.plist && stringValue(bundle.plist, 'MinimumOSVersion')
  if (own || bundle.kind !== 'framework') return own
  return facts.app.plist && stringValue(facts.app.plist, 'MinimumOSVersion')
}

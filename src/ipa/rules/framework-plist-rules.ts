import { oneLine } from '../../text/untrusted.js'
import { isValidVersion } from '../identity.js'
import { ownValue, stringValue, type PlistDict } from '../plist.js'
import {
  shownEntry,
  type BundleFacts,
  type RuleFinding,
  type IpaFacts,
  type Rule
} from './facts.js'

/**
 * The Info.plist of each embedded framework, as App Store Connect reads it: its minimum OS, its
 * versions and its executable; and a resource bundle's, which may name no executable it lacks. A
 * framework without an Info.plist, or with one that could not be read, is said elsewhere
 * (nested-missing-info-plist, bad-plist, read-limit): these rules say nothing of it.
 */

/** The frameworks whose Info.plist was read. */
const readFrameworks = (facts: IpaFacts): Array<BundleFacts & { plist: PlistDict }> =>
  facts.bundles.filter(
    (bundle): bundle is BundleFacts & { plist: PlistDict } =>
      bundle.kind === 'framework' && bundle.plist !== undefined && !bundle.notRead?.has('plist')
  )

/** A key's value as a message shows it: a string quoted, anything else named as what it is. */
function shownValue(value: unknown): string {
  if (typeof value === 'string') return `"${oneLine(value, 60)}"`
  return Array.isArray(value)
    ? 'an array'
    : `a ${typeof value === 'object' ? 'dictionary' : typeof value}`
}

/** `17.0` → 17: the major version, for iOS's floor of 8.0. */
const major = (version: string): number => Number(version.split('.')[0])

function minimumOsFinding(framework: BundleFacts & { plist: PlistDict }): RuleFinding[] {
  const entry = `${framework.path}Info.plist`
  const value = ownValue(framework.plist, 'MinimumOSVersion')
  const fix = `set MinimumOSVersion in that framework's Info.plist to the deployment target it was built for (a vendor's framework: update it to a build that has it), and export again.`
  if (value === undefined || value === '')
    return [
      {
        entry,
        message: `${shownEntry(entry)} has no MinimumOSVersion, which App Store Connect requires of every framework: "Missing Info.plist value" (ITMS-90360; an empty one is also "Invalid MinimumOSVersion", ITMS-90530); ${fix}`
      }
    ]
  const valid = typeof value === 'string' && isValidVersion(value)
  // iOS's floor: "a deployment target of 8.0 or later"; a watch framework's is watchOS's own.
  if (valid && (framework.watch || major(value) >= 8)) return []
  return [
    {
      entry,
      message: `${shownEntry(entry)} has the MinimumOSVersion ${shownValue(value)}, which App Store Connect refuses: "Invalid MinimumOSVersion" (ITMS-90530), a version of ${framework.watch ? 'watchOS' : 'iOS 8.0 or later'} written as numbers such as 15.0; ${fix}`
    }
  ]
}

/** The two version keys of a framework, each with the code of its absence and of a bad value. */
const VERSION_KEYS = [
  { key: 'CFBundleShortVersionString', missing: 'ITMS-90057', invalid: 'ITMS-90060' },
  { key: 'CFBundleVersion', missing: 'ITMS-90056', invalid: 'ITMS-90058' }
] as const

function versionFindings(framework: BundleFacts & { plist: PlistDict }): RuleFinding[] {
  const entry = `${framework.path}Info.plist`
  const fix =
    "set it in that framework's Info.plist (its target's MARKETING_VERSION and CURRENT_PROJECT_VERSION; a vendor's framework: update it to a release that has them), and export again."
  return VERSION_KEYS.flatMap(({ key, missing, invalid }): RuleFinding[] => {
    const value = ownValue(framework.plist, key)
    if (value === undefined || value === '')
      return [
        {
          entry,
          message: `${shownEntry(entry)} has no ${key}, which App Store Connect requires of every framework: "The Info.plist file is missing the required key: ${key}" (${missing}); ${fix}`
        }
      ]
    if (typeof value === 'string' && isValidVersion(value)) return []
    return [
      {
        entry,
        message: `${shownEntry(entry)} has the ${key} ${shownValue(value)}, which App Store Connect refuses: it "must be a period-separated list of at most three non-negative integers" (${invalid}); ${fix.replace('set it', 'fix it (a pre-release suffix such as -beta.1 is refused too)')}`
      }
    ]
  })
}

const FRAMEWORK_PLISTS =
  'https://github.com/BelledonneCommunications/linphone-iphone/issues/402 (2018)'

export const FRAMEWORK_PLIST_RULES: Rule[] = [
  {
    code: 'ITMS-90360',
    covers: ['ITMS-90530', 'ITMS-90362'],
    title:
      "each framework's Info.plist has a MinimumOSVersion: a version, 8.0 or later for iOS (a watchOS framework's is watchOS's own)",
    level: 'refuse',
    fix: "set `MinimumOSVersion` in the framework's Info.plist, or take its vendor's build that has it",
    source: `App Store Connect: "ITMS-90360: Missing Info.plist value. A value for the key 'MinimumOSVersion' in bundle ….framework is required" and "ITMS-90530: Invalid MinimumOSVersion. Apps that only support 64-bit devices must specify a deployment target of 8.0 or later. MinimumOSVersion in '….framework' is ''" (${FRAMEWORK_PLISTS}; Flutter's App.framework, https://github.com/flutter/flutter/issues/185039, 2026), earlier "ITMS-90362: Invalid Info.plist value. The value for the key 'MinimumOSVersion' in bundle ….framework is invalid. The minimum value is 8.0" (https://github.com/button/DeepLinkKit/issues/159, 2019) (read 2026-12-06)`,
    check: facts => readFrameworks(facts).flatMap(minimumOsFinding)
  },
  {
    code: 'ITMS-90057',
    covers: ['ITMS-90056', 'ITMS-90060', 'ITMS-90058'],
    title:
      "each framework's Info.plist has a CFBundleShortVersionString and a CFBundleVersion, each one to three period-separated integers",
    level: 'refuse',
    fix: "set both in the framework's Info.plist (`MARKETING_VERSION`, `CURRENT_PROJECT_VERSION`), or take its vendor's release that has them",
    source: `App Store Connect: "ITMS-90057: The bundle 'Payload/….app/Frameworks/….framework' is missing plist key. The Info.plist file is missing the required key: CFBundleShortVersionString" (https://github.com/lukaskubanek/OrderedDictionary/issues/62, 2020; ${FRAMEWORK_PLISTS}), "ITMS-90056: This bundle Payload/….app/Frameworks/….framework is invalid. The Info.plist file is missing the required key: CFBundleVersion" (https://github.com/ninjaprox/NVActivityIndicatorView/issues/314, 2020; an empty one alike, https://github.com/zendesk/zendesk_sdk_ios/issues/465, 2018), "ITMS-90060: This bundle is invalid. The value for key CFBundleShortVersionString '2.2.0.0' in the Info.plist file at 'Payload/….app/Frameworks/Adyen3DS2.framework' must be a period-separated list of at most three non-negative integers" (https://github.com/Adyen/adyen-3ds2-ios/issues/15, 2020) and "ITMS-90058: … The value for key CFBundleVersion [8.22.3-beta.0] in the Info.plist file must be a period-separated list of at most three non-negative integers" (https://github.com/getsentry/sentry-cocoa/issues/3786, 2024). The app's own length limit of CFBundleVersion (18 characters) is not applied to frameworks: no report of it found (read 2026-12-06)`,
    check: facts => readFrameworks(facts).flatMap(versionFindings)
  },
  {
    code: 'ITMS-90868',
    title: "each framework's Info.plist names its executable (CFBundleExecutable)",
    level: 'refuse',
    fix: "set `CFBundleExecutable` in the framework's Info.plist to its binary's name, or take its vendor's build that has it",
    source: `App Store Connect: "ITMS-90868: Missing Bundle Executable - You must include a valid CFBundleExecutable key in your bundle's information property list file for bundle 'ExampleApp.app/Frameworks/CircuitBindings.framework'" (https://github.com/zkmopro/mopro/pull/122, 2024) (read 2026-12-06)`,
    check: facts =>
      readFrameworks(facts)
        .filter(framework => !stringValue(framework.plist, 'CFBundleExecutable'))
        .map(framework => ({
          entry: `${framework.path}Info.plist`,
          message: `${shownEntry(`${framework.path}Info.plist`)} names no executable (CFBundleExecutable), which App Store Connect refuses: "Missing Bundle Executable" (ITMS-90868); set CFBundleExecutable to the name of the framework's binary ($(EXECUTABLE_NAME) in its target's Info.plist; a vendor's framework: update it), and export again.`
        }))
  },
  {
    code: 'ITMS-90535',
    title:
      'no resource bundle (`*.bundle`) names an executable (CFBundleExecutable) it does not hold',
    level: 'refuse',
    fix: "remove `CFBundleExecutable` from the bundle's Info.plist (and set `CFBundlePackageType` to `BNDL`), or update the SDK that ships it",
    source: `App Store Connect: "ITMS-90535: Unexpected CFBundleExecutable Key. The bundle at 'Payload/….app/Frameworks/PKHUD.framework/PKHUDResources.bundle' does not contain a bundle executable. If this bundle intentionally does not contain an executable, consider removing the CFBundleExecutable key from its Info.plist and using a CFBundlePackageType of BNDL" (https://github.com/pkluz/PKHUD/issues/250, 2019; https://github.com/firebase/firebase-ios-sdk/issues/2705, 2019) (read 2026-12-06)`,
    check: facts =>
      (facts.resourceBundles ?? []).flatMap(bundle => {
        const name = stringValue(bundle.plist, 'CFBundleExecutable')?.normalize('NFC')
        if (!name || bundle.files.has(name)) return []
        const entry = `${bundle.path}Info.plist`
        return [
          {
            entry,
            message: `${shownEntry(entry)} names the executable "${oneLine(name, 100)}" (CFBundleExecutable), which ${shownEntry(bundle.path)} does not hold, and App Store Connect refuses: "Unexpected CFBundleExecutable Key" (ITMS-90535); remove CFBundleExecutable from that bundle's Info.plist and set its CFBundlePackageType to BNDL (a vendor's bundle: update the SDK that ships it), and export again.`
          }
        ]
      })
  }
]

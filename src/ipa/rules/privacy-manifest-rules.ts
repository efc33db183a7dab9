/**
 * Every privacy manifest of the app validated whole, as App Store Connect validates each one it is
 * given: since 2024-05-01 those at a bundle's root (ITMS-91054, -91055, -91056, -91064), and since
 * 2024-11-12 every other one too (the same faults, which Apple's e-mails named ITMS-91107 and
 * ITMS-91108 before that day, as warnings; refused as ITMS-91056 and ITMS-91064 since, e.g.
 * rwbutler/Connectivity#90). A manifest that is not a readable property list is `bad-plist`, the
 * archive's problem, which refuses it already: these rules read only manifests that parsed.
 */
import {
  isLibrary,
  shownEntry,
  type BundleFacts,
  type RuleFinding,
  type IpaFacts,
  type PrivacyManifestFacts,
  type Rule
} from './facts.js'
import { manifestFaults, type ManifestFaults } from './privacy-manifest.js'
import { COLLECTED_DATA_SOURCE, REASONS_SOURCE } from './privacy-manifest-values.js'

const PRIVACY_MANIFEST_FILES =
  'https://developer.apple.com/documentation/bundleresources/privacy-manifest-files'

/** Each manifest that was read, with its bundle and what is wrong in it. */
function faultsOf(facts: IpaFacts): Array<{
  bundle: BundleFacts
  manifest: PrivacyManifestFacts & { content: NonNullable<PrivacyManifestFacts['content']> }
  faults: ManifestFaults
}> {
  return facts.bundles.flatMap(bundle =>
    (bundle.privacyManifests ?? []).flatMap(manifest =>
      manifest.content
        ? [
            {
              bundle,
              manifest: { ...manifest, content: manifest.content },
              faults: manifestFaults(manifest.content)
            }
          ]
        : []
    )
  )
}

/** Who fixes a manifest: the SDK's vendor for a framework's, the team for its own target's. */
const fixOf = (bundle: BundleFacts): string =>
  isLibrary(bundle)
    ? `update ${shownEntry(bundle.path)} to a version whose manifest is valid (or fix it in its source)`
    : "fix it in that target's PrivacyInfo.xcprivacy (or update the SDK whose resource bundle holds it)"

/** Apple's older code for the same fault in a manifest away from a bundle's root. */
const outside = (bundle: BundleFacts, manifest: PrivacyManifestFacts, code: string): string =>
  manifest.entry === `${bundle.path}PrivacyInfo.xcprivacy`
    ? ''
    : `, ${code} in e-mails before 2024-11-12`

/** One finding per manifest with faults of one kind: `say` words them. */
function findings(
  facts: IpaFacts,
  faultsOfKind: (faults: ManifestFaults) => string[],
  say: (bundle: BundleFacts, manifest: PrivacyManifestFacts, faults: string[]) => string,
  level?: 'warn'
): RuleFinding[] {
  return faultsOf(facts).flatMap(({ bundle, manifest, faults }) => {
    const found = faultsOfKind(faults)
    if (found.length === 0) return []
    const finding: RuleFinding = { entry: manifest.entry, message: say(bundle, manifest, found) }
    return [level ? { ...finding, level } : finding]
  })
}

export const PRIVACY_MANIFEST_RULES: Rule[] = [
  {
    code: 'ITMS-91056',
    covers: ['ITMS-91108'],
    title:
      "every privacy manifest in the app, wherever it is, has keys and values of Apple's types (a data type not on Apple's list only warns)",
    level: 'refuse',
    fix: 'update the SDK that ships the manifest, or fix the target’s `PrivacyInfo.xcprivacy`',
    source: `App Store Connect: "ITMS-91056: Invalid privacy manifest - The PrivacyInfo.xcprivacy file from the following path is invalid: … Keys and values in your app’s privacy manifests must be valid" (https://github.com/tonymillion/Reachability/issues/196; an unknown purpose refused in https://github.com/appspector/ios-sdk/issues/30, an empty data type in https://github.com/sqlcipher/sqlcipher/pull/511); "ITMS-91108: Invalid privacy manifest - … In addition to the privacy manifest files in the locations outlined in the documentation, starting November 12, 2024, all privacy manifests you submit must have valid content" (https://github.com/SwiftyJSON/SwiftyJSON/issues/1170); ${PRIVACY_MANIFEST_FILES}; ${COLLECTED_DATA_SOURCE}`,
    check: facts => [
      ...findings(
        facts,
        faults => faults.invalid,
        (bundle, manifest, faults) =>
          `${shownEntry(manifest.entry)} is not a valid privacy manifest: ${faults.join('; ')} (ITMS-91056${outside(bundle, manifest, 'ITMS-91108')}: App Store Connect refuses a manifest whose keys and values are not valid); ${fixOf(bundle)}, and export again.`
      ),
      ...findings(
        facts,
        faults => faults.doubtful,
        (bundle, manifest, faults) =>
          `${shownEntry(manifest.entry)} holds what Apple's pages do not list: ${faults.join('; ')} (ITMS-91056: App Store Connect may refuse it as an invalid privacy manifest); check it against Apple's lists and ${fixOf(bundle)} if it is a mistake.`,
        'warn'
      )
    ]
  },
  {
    code: 'ITMS-91054',
    title: "every privacy manifest declares only Apple's required-reason API categories",
    level: 'refuse',
    fix: "use Apple's `NSPrivacyAccessedAPICategory…` names, or update the SDK that ships the manifest",
    source: `App Store Connect: "ITMS-91054: Invalid API category declaration - The PrivacyInfo.xcprivacy for the … file contains “User Defaults” as the value for a NSPrivacyAccessedAPIType key, which is invalid … starting May 1, 2024 … values for NSPrivacyAccessedAPIType keys in your app’s privacy manifest must be valid API categories" (https://github.com/googlemaps/ios-maps-sdk/issues/17); ${REASONS_SOURCE}`,
    check: facts =>
      findings(
        facts,
        faults => faults.categories,
        (bundle, manifest, faults) =>
          `${shownEntry(manifest.entry)} declares an API category that is none of Apple's: ${faults.join('; ')} (ITMS-91054); use Apple's NSPrivacyAccessedAPICategory… names: ${fixOf(bundle)}, and export again.`
      )
  },
  {
    code: 'ITMS-91055',
    title: 'every reason a privacy manifest gives is one of its API category’s own',
    level: 'refuse',
    fix: "give each category one of its own reasons (Apple's table), or update the SDK that ships the manifest",
    source: `App Store Connect: "ITMS-91055: Invalid API reason declaration - The PrivacyInfo.xcprivacy for the … file contains “35F9.1” as the value for a NSPrivacyAccessedAPITypeReasons key instead of a valid reason code for using an API in the NSPrivacyAccessedAPICategoryFileTimestamp category. Values for NSPrivacyAccessedAPITypeReasons keys in any privacy manifest must be valid reason codes for the corresponding API category" (refused: https://github.com/microsoft/appcenter-sdk-apple/issues/2543); ${REASONS_SOURCE}`,
    check: facts =>
      findings(
        facts,
        faults => faults.reasons,
        (bundle, manifest, faults) =>
          `${shownEntry(manifest.entry)} gives reasons of another category: ${faults.join('; ')} (ITMS-91055); give each category one of its own reasons: ${fixOf(bundle)}, and export again.`
      )
  },
  {
    code: 'ITMS-91064',
    covers: ['ITMS-91107'],
    title:
      'no privacy manifest lists NSPrivacyTrackingDomains (not even an empty string) unless NSPrivacyTracking is true',
    level: 'refuse',
    fix: 'set `NSPrivacyTracking` to true, or empty `NSPrivacyTrackingDomains`; for an SDK, update it',
    source: `App Store Connect: "ITMS-91064: Invalid tracking information - A PrivacyInfo.xcprivacy file contains invalid tracking information at the following path: … NSPrivacyTracking must be true if NSPrivacyTrackingDomains isn‘t empty" (https://github.com/euc-releases/iOS-WorkspaceONE-SDK/issues/7, refused for an array holding one empty string), and "ITMS-91107: Invalid tracking information - … starting November 12, 2024, all privacy manifests you submit must have valid content" (https://github.com/braze-inc/braze-swift-sdk/issues/138; read 2026-12-06)`,
    check: facts =>
      findings(
        facts,
        faults => (faults.trackingDomains > 0 ? [String(faults.trackingDomains)] : []),
        (bundle, manifest, [count]) =>
          `${shownEntry(manifest.entry)} lists ${count} NSPrivacyTrackingDomains while NSPrivacyTracking is not true (ITMS-91064${outside(bundle, manifest, 'ITMS-91107')}: NSPrivacyTracking must be true if NSPrivacyTrackingDomains is not empty); set NSPrivacyTracking to true if those domains track, else empty the list: ${fixOf(bundle)}, and export again.`
      )
  }
]

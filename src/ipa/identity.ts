import type { AppBundleInfo } from './types.js'

/**
 * What App Store Connect accepts as an app's identity. Values read from an IPA are untrusted: one
 * outside these rules is a preflight problem, and never becomes an output (a bundle id holding a line
 * break or `::set-output` text must not reach a later step's `run:` script).
 *
 * - Bundle ID (CFBundleIdentifier): "only alphanumeric characters (A-Z, a-z, 0-9), hyphens (-), and/or
 *   periods (.)", https://developer.apple.com/help/glossary/bundle-id and
 *   https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleidentifier;
 *   at most 155 characters, the longest bundle ID App Store Connect registers (Apple's reference
 *   pages above do not state a length).
 * - Version (CFBundleShortVersionString): period-separated integers, "three … such as 10.14.1" and
 *   only digits and periods,
 *   https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleshortversionstring;
 *   App Store Connect takes one to three of them (`1.0` is common).
 * - Build (CFBundleVersion): "one to three period-separated integers, such as 10.14.1. The string can
 *   only contain numeric characters (0-9) and periods",
 *   https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleversion;
 *   at most 18 characters, periods included (Technical Note TN2420, "Version Numbers and Build
 *   Numbers", https://developer.apple.com/library/archive/technotes/tn2420/_index.html).
 */

export const MAX_BUNDLE_ID_LENGTH = 155
export const MAX_BUILD_LENGTH = 18

const BUNDLE_ID = /^[A-Za-z0-9.-]+$/
const ONE_TO_THREE_INTEGERS = /^[0-9]+(?:\.[0-9]+){0,2}$/

export function isValidBundleId(value: string): boolean {
  return value.length <= MAX_BUNDLE_ID_LENGTH && BUNDLE_ID.test(value)
}

export function isValidVersion(value: string): boolean {
  return ONE_TO_THREE_INTEGERS.test(value)
}

export function isValidBuild(value: string): boolean {
  return value.length <= MAX_BUILD_LENGTH && ONE_TO_THREE_INTEGERS.test(value)
}

/** The value when App Store Connect would accept it, else undefined: what an output may carry. */
export function acceptedValue(
  value: string | undefined,
  isValid: (value: string) => boolean
): string | undefined {
  return value !== undefined && isValid(value) ? value : undefined
}

/** The app's bundle id, version and build, each only when App Store Connect would accept it. */
export function acceptedIdentity(
  app: Partial<Pick<AppBundleInfo, 'bundleId' | 'shortVersion' | 'build'>> | undefined
): {
  bundleId?: string
  version?: string
  build?: string
} {
  return {
    bundleId: acceptedValue(app?.bundleId, isValidBundleId),
    version: acceptedValue(app?.shortVersion, isValidVersion),
    build: acceptedValue(app?.build, isValidBuild)
  }
}

/** What IPA inspection tells about an archive (see src/ipa/inspect.ts). */
import type { Level } from './rules/preflight-check.js'

export type ProfileKind = 'development' | 'ad-hoc' | 'enterprise' | 'app-store'

/** How each kind of profile is named, in the log, the summary and preflight problems alike. */
export const PROFILE_KIND_LABELS: Record<ProfileKind, string> = {
  development: 'development',
  'ad-hoc': 'ad hoc',
  enterprise: 'enterprise (in-house)',
  'app-store': 'App Store distribution'
}

export interface ProvisioningProfile {
  name?: string
  teamName?: string
  teamIdentifier?: string
  /** The profile's application identifier, e.g. `ABCDE12345.com.example.app`. */
  appId?: string
  /** Its ApplicationIdentifierPrefix: the prefixes its application identifier may start with. */
  appIdPrefixes?: string[]
  expirationDate?: Date
  kind: ProfileKind
  /**
   * Its `aps-environment` entitlement (`development`, `production`): the app it signs may register
   * for push notifications. Undefined when it grants none.
   */
  apsEnvironment?: string
}

export interface AppBundleInfo {
  /** Entry path of the bundle folder inside the archive, e.g. `Payload/Sample.app/`. */
  path: string
  bundleId?: string
  shortVersion?: string
  build?: string
  displayName?: string
  minimumOsVersion?: string
  /** From CFBundleSupportedPlatforms / DTPlatformName, e.g. `iphoneos`. */
  platform?: string
  hasCodeSignature: boolean
}

export interface IpaProblem {
  /** Stable code for tests and for anyone filtering, e.g. `not-a-zip`, `expired-profile`. */
  code: string
  /** One sentence that names the file, the entry and what to do. */
  message: string
  /** Entry inside the archive the problem is about, when there is one. */
  entry?: string
  /** How far it stops a release: its check's level in the policy table (src/ipa/rules/policy.ts). */
  level: Level
  /** Found by an App Store rule (src/ipa/rules/): `upload`, whose IPA is re-signed later, only warns. */
  appStoreRule?: boolean
}

export interface IpaInspection {
  file: string
  /** The main app, when one was found. */
  app?: AppBundleInfo
  /** Nested apps and extensions (watch apps, app extensions). */
  nested: AppBundleInfo[]
  profile?: ProvisioningProfile
  problems: IpaProblem[]
  /** Checks skipped, by code (`preflight-skip`): rules not applied, problems not listed. */
  skippedRules?: string[]
  /** Bytes of the file read by the inspection: the central directory and a few entries. */
  bytesRead: number
  /** The archive's length in bytes (an IPA at a URL's, as its storage said). */
  size?: number
}

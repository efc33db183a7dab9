export { describeInspection } from './describe.js'
export { inspectIpa, MAX_ENTRY_BYTES, type InspectOptions } from './inspect.js'
export { isPlistDict, parsePlist, PlistError, type PlistDict, type PlistValue } from './plist.js'
export { profileKind, readProvisioningProfile } from './provisioning-profile.js'
export { PROFILE_KIND_LABELS } from './types.js'
export type {
  AppBundleInfo,
  IpaInspection,
  IpaProblem,
  ProfileKind,
  ProvisioningProfile
} from './types.js'

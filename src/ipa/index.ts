export { describeInspection } from './describe.js'
export {
  acceptedIdentity,
  acceptedValue,
  isValidBuild,
  isValidBundleId,
  isValidVersion
} from './identity.js'
export { inspectIpa, type InspectOptions, type NamedSource } from './inspect.js'
export { type ByteSource, SourceFailure } from './byte-source.js'
export { READ_LIMITS, ReadBudget, ReadLimitError, type ReadLimits } from './limits.js'
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

/**
 * The values App Store Connect takes in a privacy manifest (PrivacyInfo.xcprivacy): each
 * required-reason API category with its approved reason codes, and the collected data types and
 * their purposes, as Apple's pages list them. Apple adds reasons and data types from time to time:
 * update the lists (and the sources) then.
 */

/**
 * Each category's approved reasons, from Apple's page (the five categories of
 * required-reason-apis.ts). A code the page keeps for third-party SDKs (0A2A.1, a wrapper of file
 * timestamp APIs) is still a code of its category: who declares it is not checked here.
 */
export const REASONS_SOURCE =
  'https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api (Describing use of required reason API: the approved reasons of each category; checked against the codes App Store Connect refused in another category, "35F9.1" for NSPrivacyAccessedAPICategoryFileTimestamp in microsoft/appcenter-sdk-apple#2543 and "CA92.1" for NSPrivacyAccessedAPICategoryDiskSpace in Tealium/tealium-swift#329, read 2026-12-06)'

export const REASONS_BY_CATEGORY: ReadonlyMap<string, readonly string[]> = new Map([
  ['NSPrivacyAccessedAPICategoryFileTimestamp', ['DDA9.1', 'C617.1', '3B52.1', '0A2A.1']],
  ['NSPrivacyAccessedAPICategorySystemBootTime', ['35F9.1', '8FFB.1', '3D61.1']],
  ['NSPrivacyAccessedAPICategoryDiskSpace', ['85F4.1', 'E174.1', '7D9E.1', 'B728.1']],
  ['NSPrivacyAccessedAPICategoryActiveKeyboards', ['3EC4.1', '54BD.1']],
  ['NSPrivacyAccessedAPICategoryUserDefaults', ['CA92.1', '1C8F.1', 'C56D.1', 'AC6B.1']]
])

export const COLLECTED_DATA_SOURCE =
  'https://developer.apple.com/documentation/bundleresources/describing-data-use-in-privacy-manifests (Describing data use in privacy manifests: the keys of each NSPrivacyCollectedDataTypes dictionary, its data types and purposes, read 2026-12-06)'

/** NSPrivacyCollectedDataType values, after their common prefix (`Name` is `NSPrivacyCollectedDataTypeName`). */
const DATA_TYPES = [
  // Contact info
  'Name',
  'EmailAddress',
  'PhoneNumber',
  'PhysicalAddress',
  'OtherUserContactInfo',
  // Health and fitness
  'Health',
  'Fitness',
  // Financial info
  'PaymentInfo',
  'CreditInfo',
  'OtherFinancialInfo',
  // Location
  'PreciseLocation',
  'CoarseLocation',
  // Sensitive info, contacts
  'SensitiveInfo',
  'Contacts',
  // User content (Apple spells `PhotosorVideos` so)
  'EmailsOrTextMessages',
  'PhotosorVideos',
  'AudioData',
  'GameplayContent',
  'CustomerSupport',
  'OtherUserContent',
  // Browsing and search history
  'BrowsingHistory',
  'SearchHistory',
  // Identifiers
  'UserID',
  'DeviceID',
  // Purchases, usage data
  'PurchaseHistory',
  'ProductInteraction',
  'AdvertisingData',
  'OtherUsageData',
  // Diagnostics
  'CrashData',
  'PerformanceData',
  'OtherDiagnosticData',
  // Surroundings and body (visionOS)
  'EnvironmentScanning',
  'Hands',
  'Head',
  // Other data
  'OtherDataTypes'
]

export const COLLECTED_DATA_TYPES: ReadonlySet<string> = new Set(
  DATA_TYPES.map(type => `NSPrivacyCollectedDataType${type}`)
)

/** NSPrivacyCollectedDataTypePurposes values. */
export const COLLECTED_DATA_PURPOSES: ReadonlySet<string> = new Set(
  [
    'ThirdPartyAdvertising',
    'DeveloperAdvertising',
    'Analytics',
    'ProductPersonalization',
    'AppFunctionality',
    'Other'
  ].map(purpose => `NSPrivacyCollectedDataTypePurpose${purpose}`)
)

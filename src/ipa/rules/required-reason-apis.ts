/**
 * Apple's required-reason APIs: each category a privacy manifest declares with
 * `NSPrivacyAccessedAPIType`, and the symbols whose import tells that the code uses it. Apple adds
 * categories and symbols from time to time: update the lists (and the source) then.
 */
export interface RequiredReasonCategory {
  /** The value of NSPrivacyAccessedAPIType that declares it. */
  type: string
  /** In a sentence: "file timestamps". */
  about: string
  /** Imported symbols, as the linker spells them. */
  symbols: readonly string[]
}

export const REQUIRED_REASON_SOURCE =
  'https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api (Describing use of required reason API, read 2026-11-25)'

export const REQUIRED_REASON_APIS: readonly RequiredReasonCategory[] = [
  {
    type: 'NSPrivacyAccessedAPICategoryFileTimestamp',
    about: 'file timestamps',
    symbols: [
      '_stat',
      '_fstat',
      '_fstatat',
      '_lstat',
      '_getattrlist',
      '_fgetattrlist',
      '_getattrlistat',
      '_getattrlistbulk'
    ]
  },
  {
    type: 'NSPrivacyAccessedAPICategorySystemBootTime',
    about: 'system boot time',
    symbols: ['_mach_absolute_time']
  },
  {
    type: 'NSPrivacyAccessedAPICategoryDiskSpace',
    about: 'disk space',
    symbols: ['_statfs', '_statvfs', '_fstatfs', '_fstatvfs', '_getattrlist']
  },
  {
    type: 'NSPrivacyAccessedAPICategoryActiveKeyboards',
    about: 'active keyboards',
    symbols: ['_OBJC_CLASS_$_UITextInputMode']
  },
  {
    type: 'NSPrivacyAccessedAPICategoryUserDefaults',
    about: 'user defaults',
    symbols: ['_OBJC_CLASS_$_NSUserDefaults', '_CFPreferencesCopyAppValue']
  }
]

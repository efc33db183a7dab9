/**
 * Apple's required-reason APIs: each category a privacy manifest declares with
 * `NSPrivacyAccessedAPIType`, and every API Apple's page lists for it, by what a binary that uses it
 * holds: an imported C function or Foundation constant, an imported Objective-C class, or the name
 * of an Objective-C selector (a property or method of a class, called through objc_msgSend, so not
 * an import; the Mach-O reader finds it in `__TEXT,__objc_methname`). Apple adds categories and APIs
 * from time to time: update the lists (and the source) then.
 */
interface RequiredReasonCategory {
  /** The value of NSPrivacyAccessedAPIType that declares it. */
  type: string
  /** In a sentence: "file timestamps". */
  about: string
  /** C functions, as the linker spells their symbols (`_stat`). */
  functions: readonly string[]
  /** Foundation constants (imported data symbols, `_NSFileModificationDate`). */
  constants: readonly string[]
  /** Objective-C classes, by their class symbol (`_OBJC_CLASS_$_NSUserDefaults`). */
  classes: readonly string[]
  /** Objective-C selectors, by name (`systemUptime`). */
  selectors: readonly string[]
}

export const REQUIRED_REASON_SOURCE =
  'https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api (Describing use of required reason API: file timestamp, system boot time, disk space, active keyboard and user defaults APIs, read 2026-11-27)'

export const REQUIRED_REASON_APIS: readonly RequiredReasonCategory[] = [
  {
    type: 'NSPrivacyAccessedAPICategoryFileTimestamp',
    about: 'file timestamps',
    functions: [
      '_getattrlist',
      '_getattrlistbulk',
      '_fgetattrlist',
      '_stat',
      '_fstat',
      '_fstatat',
      '_lstat',
      '_getattrlistat'
    ],
    // FileAttributeKey.creationDate and .modificationDate; URLResourceKey.contentModificationDateKey
    // and .creationDateKey.
    constants: [
      '_NSFileCreationDate',
      '_NSFileModificationDate',
      '_NSURLContentModificationDateKey',
      '_NSURLCreationDateKey'
    ],
    classes: [],
    // UIDocument's fileModificationDate; NSDictionary's accessor of a file's attributes has the
    // same name, and reads the same timestamp.
    selectors: ['fileModificationDate']
  },
  {
    type: 'NSPrivacyAccessedAPICategorySystemBootTime',
    about: 'system boot time',
    functions: ['_mach_absolute_time'],
    constants: [],
    classes: [],
    // ProcessInfo's systemUptime.
    selectors: ['systemUptime']
  },
  {
    type: 'NSPrivacyAccessedAPICategoryDiskSpace',
    about: 'disk space',
    functions: [
      '_statfs',
      '_statvfs',
      '_fstatfs',
      '_fstatvfs',
      '_getattrlist',
      '_fgetattrlist',
      '_getattrlistat'
    ],
    // URLResourceKey's volume capacities; FileAttributeKey.systemFreeSize and .systemSize.
    constants: [
      '_NSURLVolumeAvailableCapacityKey',
      '_NSURLVolumeAvailableCapacityForImportantUsageKey',
      '_NSURLVolumeAvailableCapacityForOpportunisticUsageKey',
      '_NSURLVolumeTotalCapacityKey',
      '_NSFileSystemFreeSize',
      '_NSFileSystemSize'
    ],
    classes: [],
    selectors: []
  },
  {
    type: 'NSPrivacyAccessedAPICategoryActiveKeyboards',
    about: 'active keyboards',
    functions: [],
    constants: [],
    classes: [],
    // UITextInputMode's activeInputModes (the class alone, for currentInputMode, is not listed).
    selectors: ['activeInputModes']
  },
  {
    type: 'NSPrivacyAccessedAPICategoryUserDefaults',
    about: 'user defaults',
    functions: [],
    constants: [],
    classes: ['_OBJC_CLASS_$_NSUserDefaults'],
    selectors: []
  }
]

/** Every selector the categories list: what the Mach-O reader keeps of `__objc_methname`. */
export const REQUIRED_REASON_SELECTORS: ReadonlySet<string> = new Set(
  REQUIRED_REASON_APIS.flatMap(category => category.selectors)
)

/** How a binary shows that it uses an API, as a message words it. */
type ApiUse = 'function' | 'constant' | 'class' | 'selector'

/**
 * The APIs of `category` that a binary with these imports and selector names uses, each as a
 * message names it: `the function stat`, `the constant NSFileModificationDate`, `the class
 * NSUserDefaults`, `the selector systemUptime`.
 */
export function usesOf(
  category: RequiredReasonCategory,
  imports: ReadonlySet<string>,
  selectors: ReadonlySet<string>
): string[] {
  const found = (use: ApiUse, names: readonly string[], held: ReadonlySet<string>): string[] =>
    names.filter(name => held.has(name)).map(name => `the ${use} ${shownName(name)}`)
  return [
    ...found('function', category.functions, imports),
    ...found('constant', category.constants, imports),
    ...found('class', category.classes, imports),
    ...found('selector', category.selectors, selectors)
  ]
}

/** A symbol as its API is called: `_stat` is stat, `_OBJC_CLASS_$_NSUserDefaults` NSUserDefaults. */
function shownName(name: string): string {
  return name.replace(/^_OBJC_CLASS_\$_/, '').replace(/^_/, '')
}

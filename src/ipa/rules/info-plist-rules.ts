import { oneLine } from '../../text/untrusted.js'
import { ownValue, stringValue, type PlistValue } from '../plist.js'
import { shownEntry, slicesOf, type BundleFacts, type IpaFacts, type Rule } from './facts.js'
import { compareVersions, recorded } from './versions.js'

/**
 * The keys Xcode stamps into Info.plist with the build of each tool, what each tool is, and whether
 * a beta number there is sure enough to refuse: the SDK's is; Xcode's and macOS's are not, as Apple
 * has shipped a release under a beta-like number (Xcode 16.2 is 16C5032a), so they only warn.
 */
const TOOL_BUILDS: Array<[key: string, tool: string, sure: boolean]> = [
  ['DTSDKBuild', 'iOS SDK', true],
  ['DTPlatformBuild', 'iOS platform', true],
  ['DTXcodeBuild', 'Xcode', false],
  ['BuildMachineOSBuild', 'macOS', false]
]

/**
 * A beta or seed build number: major, train letter, a four-digit number starting with 5, and a
 * letter (`17A5285i`, `26A5388g`). Releases mostly have shorter numbers, with a letter or not
 * (`17A324`, `16A242d`), and so do release candidates; the releases that do not are listed.
 */
const BETA_BUILD = /^\d{1,3}[A-Z]5\d{3}[a-z]$/
const RELEASES_NUMBERED_AS_BETAS = new Set([
  // Xcode 16.2, as `xcodebuild -version` and the runner images list it (read 2026-11-27).
  '16C5032a'
])
const isBeta = (build: string): boolean =>
  BETA_BUILD.test(build) && !RELEASES_NUMBERED_AS_BETAS.has(build)

const ALL_ORIENTATIONS = [
  'UIInterfaceOrientationPortrait',
  'UIInterfaceOrientationPortraitUpsideDown',
  'UIInterfaceOrientationLandscapeLeft',
  'UIInterfaceOrientationLandscapeRight'
]

export const FULL_SCREEN_NOTE =
  'UIRequiresFullScreen still opts out, but it is deprecated since iPadOS 26 and will be ignored in a future release'

const MULTITASKING_SOURCE = `${FULL_SCREEN_NOTE}: https://developer.apple.com/documentation/technotes/tn3192-migrating-your-app-from-the-deprecated-uirequiresfullscreen-key; an Info.plist with no orientation key refused alike (KotlinFoundation/kmp-contest-starter-kit#53, 2026-08-17) (read 2026-11-27)`

/**
 * The iOS SDK a bundle's executable was linked with, which decides how the system runs it: the
 * oldest its device slices record (none when it has no readable executable).
 */
export function linkedSdk(bundle: BundleFacts): { version: string; entry: string } | undefined {
  const version = slicesOf(bundle)
    .filter(slice => !slice.platform?.includes('simulator'))
    .flatMap(slice => (recorded(slice.sdk) ? [slice.sdk] : []))
    .sort(compareVersions)[0]
  return version && bundle.executable ? { version, entry: bundle.executable.entry } : undefined
}

const isTrue = (value: PlistValue | undefined): boolean => value === true
const asNumbers = (value: PlistValue | undefined): number[] =>
  (Array.isArray(value) ? value : [value]).flatMap(item =>
    typeof item === 'number' || typeof item === 'bigint' ? [Number(item)] : []
  )

/**
 * The app runs on iPad and takes part in multitasking: its UIDeviceFamily has 2, and it does not
 * opt out with UIRequiresFullScreen.
 */
export function multitasksOnIpad(facts: IpaFacts): boolean {
  const plist = facts.app.plist
  return (
    plist !== undefined &&
    asNumbers(ownValue(plist, 'UIDeviceFamily')).includes(2) &&
    !isTrue(ownValue(plist, 'UIRequiresFullScreen~ipad') ?? ownValue(plist, 'UIRequiresFullScreen'))
  )
}

export const INFO_PLIST_RULES: Rule[] = [
  {
    code: 'beta-toolchain',
    title:
      'built with a released Xcode, iOS SDK and macOS, not a beta (a beta Xcode or macOS alone only warns: its number cannot tell for sure)',
    level: 'refuse',
    fix: 'archive with the release Xcode on a released macOS',
    source:
      'App Store Connect: "ITMS-90534: Invalid Toolchain. New apps and app updates must be built with the public (GM) versions of Xcode, macOS, and iOS SDK. Don\'t submit apps built with beta software including beta macOS builds", and ITMS-90111 for a beta BuildMachineOSBuild; TestFlight may take such a build (read 2026-11-27)',
    check: facts => {
      const plist = facts.app.plist
      if (!plist) return []
      const betas = TOOL_BUILDS.flatMap(([key, tool, sure]) => {
        const build = stringValue(plist, key)
        return build && isBeta(build)
          ? [{ sure, said: `${tool} (${key} ${oneLine(build, 20)})` }]
          : []
      })
      if (betas.length === 0) return []
      const sure = betas.some(beta => beta.sure)
      return [
        {
          entry: `${facts.app.path}Info.plist`,
          ...(sure ? {} : { level: 'warn' as const }),
          message: `${shownEntry(facts.app.path)}Info.plist says the build was made with ${sure ? 'a beta' : 'what looks like a beta'} ${betas.map(beta => beta.said).join(', ')}, which App Store Connect refuses for the App Store though TestFlight may take it (beta-toolchain${sure ? '' : ': a warning, as a build number alone cannot tell a beta for sure'}); archive with the release Xcode on a released macOS and export again.`
        }
      ]
    }
  },
  {
    code: 'ITMS-90474',
    title: 'an iPad app that multitasks supports all four orientations',
    level: 'refuse',
    fix: 'add all four orientations to `UISupportedInterfaceOrientations~ipad`',
    source: `App Store Connect: "ITMS-90474: Invalid bundle. The … orientations were provided for the UISupportedInterfaceOrientations Info.plist key …, but you need to include all of the … orientations to support iPad multitasking"; ${MULTITASKING_SOURCE}`,
    check: facts => {
      const plist = facts.app.plist
      if (!plist || !multitasksOnIpad(facts)) return []
      const key = [
        'UISupportedInterfaceOrientations~ipad',
        'UISupportedInterfaceOrientations'
      ].find(name => Array.isArray(ownValue(plist, name)))
      // No key at all is no orientation listed: App Store Connect refuses that too (Kotlin
      // Multiplatform's and Tauri's Info.plists, reported in 2026).
      const given = key
        ? (ownValue(plist, key) as PlistValue[]).filter(
            (item): item is string => typeof item === 'string'
          )
        : []
      const missing = ALL_ORIENTATIONS.filter(orientation => !given.includes(orientation))
      if (missing.length === 0) return []
      const where = key ?? 'UISupportedInterfaceOrientations~ipad'
      const lists = key
        ? `lists ${given.length} orientation${given.length === 1 ? '' : 's'} in ${key}`
        : 'lists no orientation (no UISupportedInterfaceOrientations key)'
      return [
        {
          entry: `${facts.app.path}Info.plist`,
          message: `${shownEntry(facts.app.path)}Info.plist ${lists} where an iPad app that multitasks needs all four: it lacks ${missing.join(', ')} (ITMS-90474); add them to ${where} (${FULL_SCREEN_NOTE}) and export again.`
        }
      ]
    }
  },
  {
    code: 'ITMS-90475',
    title: 'an iPad app that multitasks has a launch screen',
    level: 'refuse',
    fix: 'add a launch storyboard (`UILaunchStoryboardName`) or `UILaunchScreen`',
    source: `App Store Connect: "ITMS-90475: Invalid Bundle. iPad Multitasking support requires launch story board in bundle"; ${MULTITASKING_SOURCE}`,
    check: facts => {
      const plist = facts.app.plist
      if (!plist || !multitasksOnIpad(facts)) return []
      const launch = [
        'UILaunchStoryboardName',
        'UILaunchStoryboardName~ipad',
        'UILaunchScreen',
        'UILaunchScreen~ipad',
        // Per-device storyboards (UILaunchStoryboards, documented since iOS 9): a launch screen too.
        'UILaunchStoryboards'
      ]
      if (launch.some(key => ownValue(plist, key) !== undefined)) return []
      return [
        {
          entry: `${facts.app.path}Info.plist`,
          message: `${shownEntry(facts.app.path)}Info.plist names no launch screen (UILaunchStoryboardName or UILaunchScreen), which an iPad app that multitasks needs (ITMS-90475); add a launch storyboard to the app target (${FULL_SCREEN_NOTE}) and export again.`
        }
      ]
    }
  },
  {
    code: 'uiscene-life-cycle',
    title: 'an app built with the iOS 27 SDK adopts the UIScene life cycle',
    level: 'warn',
    fix: 'adopt UIScene: a scene delegate and `UIApplicationSceneManifest`',
    source:
      'https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle ("In the next major release following iOS 26, UIScene lifecycle will be required when building with the latest SDK; otherwise, your app won\'t launch"; read 2026-11-27)',
    check: facts => {
      const plist = facts.app.plist
      const sdk = linkedSdk(facts.app)
      if (!plist || !sdk || compareVersions(sdk.version, '27.0') < 0) return []
      if (ownValue(plist, 'UIApplicationSceneManifest') !== undefined) return []
      return [
        {
          entry: `${facts.app.path}Info.plist`,
          message: `${shownEntry(facts.app.path)} was built with the iOS ${oneLine(sdk.version, 20)} SDK and its Info.plist has no UIApplicationSceneManifest: an app built with the iOS 27 SDK that does not adopt the UIScene life cycle does not launch (uiscene-life-cycle); adopt UIScene (a scene delegate and UIApplicationSceneManifest in Info.plist) and export again.`
        }
      ]
    }
  }
]

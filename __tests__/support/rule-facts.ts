/**
 * The facts of an iOS app as the App Store rules read them, for the tests of the rules as pure
 * functions: `slice` and `bundle` build any app; `ipa` is the one the platform and profile rules
 * break, an app with an extension, a framework and a watch app, each built for its own platform
 * and each with its own profile.
 */
import type { MachOSlice } from '../../src/ipa/macho/types.js'
import type { PlistDict } from '../../src/ipa/plist.js'
import { applyRules, type BundleFacts, type IpaFacts } from '../../src/ipa/rules/index.js'
import type { ProvisioningProfile } from '../../src/ipa/types.js'

export const APP = 'Payload/App.app/'
/** The run's date unless a test names its own. */
export const NOW = new Date('2026-11-27T12:00:00Z')

/** One clean arm64 iOS slice, built with this year's SDK; `more` changes it. */
export const slice = (more: Partial<MachOSlice> = {}): MachOSlice => ({
  arch: 'arm64',
  platform: 'ios',
  minOs: '17.0',
  sdk: '27.0',
  encrypted: false,
  segments: ['__PAGEZERO', '__TEXT', '__DATA', '__LINKEDIT'],
  imports: ['_printf'],
  selectors: [],
  ...more
})

/** What Xcode writes in every framework's Info.plist that the rules read (ITMS-90057, ITMS-90360). */
const FRAMEWORK_KEYS = {
  CFBundleShortVersionString: '1.0',
  CFBundleVersion: '1',
  MinimumOSVersion: '17.0'
}

/** A bundle at `path` whose executable, named after the bundle, holds `slices`. */
export function bundle(
  kind: BundleFacts['kind'],
  path: string,
  plist: PlistDict,
  slices: MachOSlice[] = [slice()],
  more: Partial<BundleFacts> = {}
): BundleFacts {
  const name = /([^/]+)\.\w+\/$/.exec(path)?.[1] ?? 'App'
  return {
    kind,
    path,
    plist: {
      CFBundleExecutable: name,
      ...(kind === 'framework' ? FRAMEWORK_KEYS : {}),
      ...plist
    },
    executable: { entry: `${path}${name}`, read: { kind: 'macho', slices } },
    watch: path.includes('/Watch/'),
    ...more
  }
}

/** An IPA of the app alone. */
export const alone = (app: BundleFacts, now: Date = NOW): IpaFacts => ({
  app,
  bundles: [app],
  now
})

export const profile = (appId: string, more: Partial<ProvisioningProfile> = {}) => ({
  kind: 'app-store' as const,
  appId,
  appIdPrefixes: ['ABCDE12345'],
  teamIdentifier: 'ABCDE12345',
  ...more
})

export const [app, share, kit, watch] = [0, 1, 2, 3]

/** A clean iOS app, each bundle with its profile; `change` breaks it one way. */
export function ipa(change: (facts: IpaFacts) => void = () => undefined): IpaFacts {
  const main = bundle('app', APP, {
    CFBundleIdentifier: 'com.example.App',
    MinimumOSVersion: '17.0',
    // Built as next spring asks, so that the deadline radar has nothing to say.
    DTSDKName: 'iphoneos27.0',
    UIApplicationSceneManifest: {},
    ITSAppUsesNonExemptEncryption: false
  })
  const bundles = [
    main,
    bundle('extension', `${APP}PlugIns/Share.appex/`, {
      CFBundleIdentifier: 'com.example.App.Share',
      MinimumOSVersion: '17.0'
    }),
    bundle('framework', `${APP}Frameworks/Kit.framework/`, {
      CFBundleIdentifier: 'com.example.Kit',
      MinimumOSVersion: '17.0'
    }),
    bundle(
      'watch-app',
      `${APP}Watch/W.app/`,
      { CFBundleIdentifier: 'com.example.App.watchkitapp', MinimumOSVersion: '10.0' },
      // arm64_32, and arm64 at watchOS 26.0, its first: as Xcode 26 builds a watch app (ITMS-90733).
      [
        slice({ arch: 'arm64_32', platform: 'watchos', minOs: '10.0' }),
        slice({ arch: 'arm64', platform: 'watchos', minOs: '26.0' })
      ]
    )
  ]
  for (const [i, id] of [
    [app, 'com.example.App'],
    [share, 'com.example.App.Share'],
    [watch, 'com.example.App.watchkitapp']
  ] as const)
    bundles[i].profile = {
      entry: `${bundles[i].path}embedded.mobileprovision`,
      read: profile(`ABCDE12345.${id}`)
    }
  const facts: IpaFacts = { app: main, bundles, now: NOW }
  change(facts)
  return facts
}

/** The slices of the `i`th bundle's executable, to change in place. */
export const slicesAt = (facts: IpaFacts, i: number): MachOSlice[] => {
  const read = facts.bundles[i].executable!.read!
  if (read.kind !== 'macho' && read.kind !== 'malformed') throw new Error('not a Mach-O')
  return read.slices
}
export const setSlices = (facts: IpaFacts, i: number, slices: MachOSlice[]): void => {
  facts.bundles[i].executable!.read = { kind: 'macho', slices }
}
/** The platform and profile rules: the others (lists, dates) have their own tests and may grow. */
export const PLATFORM_AND_PROFILE_CODES = [
  'ITMS-90087',
  'platform',
  'ITMS-90725',
  'ITMS-90208',
  'ITMS-90482',
  'profile-app-id'
]
/** What the platform and profile rules find, each finding with its code. */
export const findings = (facts: IpaFacts) =>
  applyRules(facts)
    .filter(({ rule }) => PLATFORM_AND_PROFILE_CODES.includes(rule.code))
    .map(({ rule, finding }) => ({ code: rule.code, ...finding }))

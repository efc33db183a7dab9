import { joinedSources } from './source.js'
import { oneLine } from '../../text/untrusted.js'
import { ownValue, stringValue } from '../plist.js'
import {
  announced,
  APPLE_SCHEDULE,
  inForce,
  standing,
  when,
  type AppleRequirement
} from './apple-schedule.js'
import { shownEntry, type RuleFinding, type IpaFacts, type Rule } from './facts.js'
import { linkedSdk } from './info-plist-rules.js'
import { compareVersions, sdkNameVersion } from './versions.js'

/** Where the IPA falls short of a row: the entry, and what it has instead. */
interface Shortfall {
  entry: string
  has: string
}

/**
 * The iOS SDK the app was built with, as App Store Connect reads it: the DTSDKName Xcode stamps into
 * its Info.plist, else what its executable records.
 */
function appSdk(facts: IpaFacts): { version: string; entry: string } | undefined {
  const name = facts.app.plist && stringValue(facts.app.plist, 'DTSDKName')
  const version = name && sdkNameVersion(name)
  return version ? { version, entry: `${facts.app.path}Info.plist` } : linkedSdk(facts.app)
}

/** The app's MinimumOSVersion, from its Info.plist. */
function appMinimumOs(facts: IpaFacts): { version: string; entry: string } | undefined {
  const version = facts.app.plist && stringValue(facts.app.plist, 'MinimumOSVersion')
  return version ? { version, entry: `${facts.app.path}Info.plist` } : undefined
}

/** How the app falls short of a requirement (its SDK, or its MinimumOSVersion), if it does. */
function shortfall(facts: IpaFacts, requirement: AppleRequirement): Shortfall | undefined {
  const has = requirement.kind === 'sdk' ? appSdk(facts) : appMinimumOs(facts)
  if (!has || compareVersions(has.version, requirement.version) >= 0) return undefined
  return { entry: has.entry, has: oneLine(has.version, 20) }
}

const major = (version: string): string => version.replace(/\.0$/, '')

/** What the app has: its SDK, or its MinimumOSVersion. */
const subject = (facts: IpaFacts, found: Shortfall, requirement: AppleRequirement): string =>
  requirement.kind === 'sdk'
    ? `${shownEntry(facts.app.path)} was built with the iOS ${found.has} SDK`
    : `${shownEntry(facts.app.path)}Info.plist says MinimumOSVersion ${found.has}`

/** What a row has App Store Connect refuse. */
const refused = (requirement: AppleRequirement): string =>
  requirement.kind === 'sdk'
    ? `builds made with an SDK older than iOS ${major(requirement.version)}`
    : `apps whose MinimumOSVersion is below ${requirement.version}`

/** What App Store Connect refuses, and since when: said of a row it surely applies alone. */
const refusal = (requirement: AppleRequirement, since: string): string =>
  `${since} App Store Connect refuses ${refused(requirement)}`

/**
 * A row the radar warns of: ahead, what App Store Connect will refuse from its day; past its first
 * day but not yet surely applied (no source of Apple's says it refuses yet), what Apple said it
 * would refuse: a warning never says a refusal is in force.
 */
const announcement = (requirement: AppleRequirement, now: Date): string =>
  standing(requirement, now) === 'ahead'
    ? refusal(requirement, `from ${when(requirement)}`)
    : `Apple said that from ${when(requirement)} App Store Connect would refuse ${refused(requirement)}, and that day has come`

const fixOf = (requirement: AppleRequirement): string =>
  requirement.kind === 'sdk'
    ? `build with ${requirement.xcode ?? `the iOS ${major(requirement.version)} SDK`} or later`
    : `raise the app's deployment target (IPHONEOS_DEPLOYMENT_TARGET) to ${requirement.version}`

/**
 * The radar's warning for one kind of requirement: every row announced and not yet surely applied
 * that the app falls short of, in date order, and the fix that meets the last.
 */
function radarFinding(
  facts: IpaFacts,
  kind: AppleRequirement['kind'],
  rows: AppleRequirement[]
): RuleFinding[] {
  // A build refused today for the same reason hears of that refusal alone.
  const current = inForce(kind, facts.now)
  if (current && shortfall(facts, current)) return []
  const failed = rows.filter(row => row.kind === kind && shortfall(facts, row))
  if (failed.length === 0) return []
  const found = shortfall(facts, failed[0])!
  const refusals = failed.map(row => announcement(row, facts.now))
  const then =
    standing(failed[0], facts.now) === 'ahead'
      ? 'before then'
      : 'now: it may refuse this build already'
  // Built with the iOS 27 SDK, an app without the UIScene life cycle does not launch.
  const scene =
    kind === 'sdk' &&
    compareVersions(failed.at(-1)!.version, '27.0') >= 0 &&
    facts.app.plist &&
    ownValue(facts.app.plist, 'UIApplicationSceneManifest') === undefined
      ? ', adopting the UIScene life cycle (the app has no UIApplicationSceneManifest; see uiscene-life-cycle),'
      : ''
  return [
    {
      entry: found.entry,
      message: `${subject(facts, found, failed[0])}: ${refusals.join(', and ')} (${failed[0].code}; deadline-radar); ${fixOf(failed.at(-1)!)}${scene} ${then}.`,
      // Tagged with Apple's code, so `preflight-skip` of that code silences it too.
      code: failed[0].code
    }
  ]
}

const MINIMUM_OS_ROWS = APPLE_SCHEDULE.filter(row => row.kind === 'minimum-os')

export const SCHEDULE_RULES: Rule[] = [
  {
    code: 'ITMS-90068',
    title: "the app's MinimumOSVersion is one App Store Connect still takes",
    level: 'refuse',
    fix: "raise the app's deployment target (`IPHONEOS_DEPLOYMENT_TARGET`)",
    source: joinedSources(MINIMUM_OS_ROWS.map(row => `iOS ${row.version}: ${row.source}`)),
    check: facts => {
      const requirement = inForce('minimum-os', facts.now)
      const found = requirement && shortfall(facts, requirement)
      if (!requirement || !found) return []
      return [
        {
          entry: found.entry,
          message: `${subject(facts, found, requirement)}: ${refusal(requirement, `since ${requirement.starts}`)} (ITMS-90068); ${fixOf(requirement)} and export again.`
        }
      ]
    }
  },
  {
    code: 'deadline-radar',
    title: 'no requirement Apple has announced, and not yet applies, would refuse this build',
    level: 'warn',
    fix: 'meet it before its date: a newer Xcode, a higher deployment target',
    source: joinedSources(
      APPLE_SCHEDULE.map(
        row => `${row.code} from ${row.starts} (iOS ${row.version}): ${row.source}`
      )
    ),
    check: facts => {
      const rows = announced(facts.now)
      return [...radarFinding(facts, 'sdk', rows), ...radarFinding(facts, 'minimum-os', rows)]
    }
  }
]

import { oneLine } from '../../text/untrusted.js'
import { stringValue } from '../plist.js'
import {
  announced,
  APPLE_SCHEDULE,
  inForce,
  standing,
  when,
  type AppleRequirement
} from './apple-schedule.js'
import { shown, type Finding, type IpaFacts, type Rule } from './facts.js'
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

/** What the IPA has, what App Store Connect asks and since when, as one clause. */
function stated(
  facts: IpaFacts,
  found: Shortfall,
  requirement: AppleRequirement,
  since: string
): string {
  return requirement.kind === 'sdk'
    ? `${shown(facts.app.path)} was built with the iOS ${found.has} SDK: ${since} App Store Connect refuses builds made with an SDK older than iOS ${major(requirement.version)}`
    : `${shown(facts.app.path)}Info.plist says MinimumOSVersion ${found.has}: ${since} App Store Connect refuses apps whose MinimumOSVersion is below ${requirement.version}`
}

const fixOf = (requirement: AppleRequirement): string =>
  requirement.kind === 'sdk'
    ? `build with ${requirement.xcode ?? `the iOS ${major(requirement.version)} SDK`} or later`
    : `raise the app's deployment target (IPHONEOS_DEPLOYMENT_TARGET) to ${requirement.version}`

/** The warning of a requirement announced and not yet surely applied. */
function radarFinding(facts: IpaFacts, requirement: AppleRequirement): Finding[] {
  // A build refused today for the same reason hears of that refusal alone.
  const current = inForce(requirement.kind, facts.now)
  if (current && shortfall(facts, current)) return []
  const found = shortfall(facts, requirement)
  if (!found) return []
  const ahead = standing(requirement, facts.now) === 'ahead'
  const since = ahead ? `from ${when(requirement)}` : `since ${when(requirement)}`
  const then = ahead ? 'before then' : 'now: it may refuse this build already'
  return [
    {
      entry: found.entry,
      message: `${stated(facts, found, requirement, since)} (${requirement.code}; deadline-radar); ${fixOf(requirement)} ${then}.`
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
    source: MINIMUM_OS_ROWS.map(row => `iOS ${row.version}: ${row.source}`).join('; '),
    check: facts => {
      const requirement = inForce('minimum-os', facts.now)
      const found = requirement && shortfall(facts, requirement)
      if (!requirement || !found) return []
      return [
        {
          entry: found.entry,
          message: `${stated(facts, found, requirement, `since ${requirement.starts}`)} (ITMS-90068); ${fixOf(requirement)} and export again.`
        }
      ]
    }
  },
  {
    code: 'deadline-radar',
    title: 'no requirement Apple has announced, and not yet applies, would refuse this build',
    level: 'warn',
    fix: 'meet it before its date: a newer Xcode, a higher deployment target',
    source: APPLE_SCHEDULE.map(
      row => `${row.code} from ${row.starts} (iOS ${row.version}): ${row.source}`
    ).join('; '),
    check: facts => announced(facts.now).flatMap(requirement => radarFinding(facts, requirement))
  }
]

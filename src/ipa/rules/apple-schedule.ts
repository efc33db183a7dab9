import { compareVersions } from './versions.js'

/**
 * Apple's dated upload requirements, one row each: the iOS SDK an app is built with, and the lowest
 * MinimumOSVersion App Store Connect takes. Apple announces each months ahead; the next one is one
 * more row. Before a row's first day preflight warns (the deadline radar); from the day App Store
 * Connect surely applies it, the row's own rule refuses.
 */

/** What a row requires of the app. */
type RequirementKind = 'sdk' | 'minimum-os'

export interface AppleRequirement {
  /** Apple's code for a build that fails it (`preflight-skip` takes it). */
  code: 'ITMS-90725' | 'ITMS-90068'
  kind: RequirementKind
  /** The iOS version required: of the SDK, or of MinimumOSVersion. */
  version: string
  /** The first day (UTC) App Store Connect may apply it. */
  from: string
  /**
   * The first day (UTC) App Store Connect surely applies it, when Apple named a day or a month
   * (its last day); absent while Apple's own pages do not say it: then it only ever warns.
   */
  refusesFrom?: string
  /** When it starts, as Apple words it ("April 28, 2026", "April 2027", "spring 2027"). */
  starts: string
  /** What the fix needs, for an SDK row: the Xcode with that SDK. */
  xcode?: string
  source: string
}

const UPCOMING = 'https://developer.apple.com/news/upcoming-requirements/ (Upcoming Requirements'

/** Every requirement, oldest first within each kind. */
export const APPLE_SCHEDULE: readonly AppleRequirement[] = [
  {
    code: 'ITMS-90725',
    kind: 'sdk',
    version: '26.0',
    from: '2026-04-28',
    refusesFrom: '2026-04-28',
    starts: 'April 28, 2026',
    xcode: 'Xcode 26',
    source: `${UPCOMING}: "Beginning April 28, 2026, apps uploaded to App Store Connect must be built with Xcode 26 or later using an SDK for iOS 26", and https://developer.apple.com/news/?id=ueeok6yw; read 2026-11-27)`
  },
  {
    code: 'ITMS-90725',
    kind: 'sdk',
    version: '27.0',
    from: '2027-04-01',
    // Apple named the month, not the day: by its last day the rule is surely in force.
    refusesFrom: '2027-04-30',
    starts: 'April 2027',
    xcode: 'Xcode 27',
    source:
      'https://developer.apple.com/news/?id=k1mtkt1k (App Store submissions now open for the latest OS releases, 2026-09-09: from April 2027 apps uploaded to App Store Connect must be built with the iOS 27 SDK or later; read 2026-11-27)'
  },
  // No row of iOS 13 from September 9, 2026: no page of Apple's read says App Store Connect refuses
  // a MinimumOSVersion below 13.0 (the stored Upcoming Requirements page has no such row; only a
  // third party's FAQ says it does), and Apple's ITMS-90068 notices of 2026 were sent with builds
  // of MinimumOSVersion 13.0 and 14.0 that were delivered ("Although delivery was successful"),
  // naming iOS 15 from spring 2027 alone: https://github.com/rokwire/illinois-app/issues/5972
  // (2026-08-12), https://github.com/SwiftOldDriver/iOS-Weekly/issues/5416 (2026-08-18).
  {
    code: 'ITMS-90068',
    kind: 'minimum-os',
    version: '15.0',
    // "Spring 2027", from its first day: no day of refusal is named, so it warns and never refuses
    // until a page of Apple's names one (then it is `refusesFrom`).
    from: '2027-03-20',
    starts: 'spring 2027',
    source:
      'App Store Connect, as https://github.com/rokwire/illinois-app/issues/5972 quotes it (2026-08-12): "Although delivery was successful, you may want to correct the following issues in your next delivery. […] ITMS-90068: MinimumOSVersion too low - This app has a MinimumOSVersion of 14.0. Starting in Spring 2027, all iOS apps must have a MinimumOSVersion of 15.0 or later in order to be uploaded to App Store Connect or submitted for distribution" (read 2026-12-06)'
  }
]

const day = (date: string): Date => new Date(`${date}T00:00:00Z`)

/** Where a row stands on a date: still ahead, perhaps applied already, or surely refused. */
export function standing(
  requirement: Pick<AppleRequirement, 'from' | 'refusesFrom'>,
  now: Date
): 'ahead' | 'starting' | 'refused' {
  if (requirement.refusesFrom && now >= day(requirement.refusesFrom)) return 'refused'
  return now >= day(requirement.from) ? 'starting' : 'ahead'
}

/** The rows of a kind App Store Connect surely applies on a date: the newest decides. */
export function inForce(kind: RequirementKind, now: Date): AppleRequirement | undefined {
  return APPLE_SCHEDULE.filter(
    requirement => requirement.kind === kind && standing(requirement, now) === 'refused'
  ).at(-1)
}

/**
 * The rows announced and not yet surely applied on a date, the deadline radar's: but those a row in
 * force already asks as much as (iOS 13 once iOS 15 is refused).
 */
export function announced(now: Date): AppleRequirement[] {
  return APPLE_SCHEDULE.filter(requirement => {
    const current = inForce(requirement.kind, now)
    return (
      standing(requirement, now) !== 'refused' &&
      (!current || compareVersions(requirement.version, current.version) > 0)
    )
  })
}

/**
 * When a row starts, as a message gives it: Apple's words ("April 28, 2026"), and the earliest day
 * where they name a month or a season, not a day ("April 2027").
 */
export function when(requirement: Pick<AppleRequirement, 'from' | 'starts'>): string {
  return /\d, \d{4}$/.test(requirement.starts)
    ? requirement.starts
    : `${requirement.starts} (${requirement.from} at the earliest)`
}

import { APPLE_SCHEDULE, inForce } from './apple-schedule.js'

/** The oldest iOS SDK App Store Connect takes, since when, the Xcode that has it, and Apple's words. */
interface SdkMinimum {
  sdk: string
  /** The first day (UTC) App Store Connect refuses older SDKs. */
  since: string
  xcode: string
  source: string
}

function asMinimum(row: (typeof APPLE_SCHEDULE)[number]): SdkMinimum {
  return {
    sdk: row.version,
    since: row.refusesFrom ?? row.from,
    xcode: row.xcode ?? `Xcode ${row.version.split('.')[0]}`,
    source: row.source
  }
}

/**
 * The SDK minimum App Store Connect applies on a date (undefined before the first), from the SDK
 * rows of Apple's schedule (apple-schedule.ts): a new requirement is a new row there.
 */
export function sdkMinimumOn(now: Date): SdkMinimum | undefined {
  const row = inForce('sdk', now)
  return row && asMinimum(row)
}

/** The SDK minimum in force on the day the schedule was last read (2026-11-27), for the rule's docs. */
export const SDK_MINIMUM: SdkMinimum = asMinimum(inForce('sdk', new Date('2026-11-27T00:00:00Z'))!)

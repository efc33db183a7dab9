/**
 * The oldest SDK App Store Connect takes, and since when. Apple raises it each spring: update this
 * entry (and its source) when it announces the next one.
 */
export const SDK_MINIMUM = {
  /** The iOS SDK version an executable must have been built with, at least. */
  sdk: '26.0',
  /** The first day (UTC) App Store Connect refuses older SDKs. */
  since: '2026-04-28',
  xcode: 'Xcode 26',
  source:
    'https://developer.apple.com/news/upcoming-requirements/ (Upcoming Requirements: "Beginning April 28, 2026, apps uploaded to App Store Connect must be built with the iOS 26 SDK or later", read 2026-11-25)'
} as const

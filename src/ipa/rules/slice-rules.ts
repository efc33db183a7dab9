import { oneLine } from '../../text/untrusted.js'
import type { MachOSlice } from '../macho/types.js'
import { standing, when } from './apple-schedule.js'
import {
  isLibrary,
  kindWord,
  shownEntry,
  slicesOf,
  type BundleFacts,
  type RuleFinding,
  type IpaFacts,
  type Rule
} from './facts.js'
import { compareVersions, recorded } from './versions.js'

/** What App Store Connect asks of an iOS arm64e slice: the SDK it is built with, its minimum. */
const ARM64E = { sdk: '26.0', minimumOs: '17.4' }

/**
 * Apple's date for watchOS apps' arm64 slice: "April 2026", a month, so surely in force by its last
 * day (the way apple-schedule.ts keeps dated rows); a warning before.
 */
const WATCH_ARM64 = {
  from: '2026-04-01',
  refusesFrom: '2026-04-30',
  starts: 'April 2026',
  source:
    'https://developer.apple.com/cn/news/?id=zt8rydnt (New 64-bit requirement for watchOS apps: from April 2026 watchOS apps uploaded to App Store Connect must include 64-bit support and be built with the watchOS 26 SDK, building with "Standard architectures"); App Store Connect: "ITMS-90733: Missing architecture - The … bundle is missing the [arm64] architecture(s). Beginning April 2026, watchOS apps uploaded to App Store Connect must include the arm64 architecture. We recommend using the default Xcode build setting of “Standard Architectures” to build a single binary with support for all required architectures." (https://github.com/home-assistant/iOS/pull/4165, 2026-01-06; https://github.com/InsertKoinIO/koin-annotations/issues/339, 2026-03-24, then delivered with a warning; read 2026-12-06)'
}

/** The iOS arm64e slices of an executable that `test` finds wrong: one finding per executable. */
function arm64eSlices(
  facts: IpaFacts,
  test: (slice: MachOSlice) => boolean,
  say: (entry: string, slice: MachOSlice, bundle: BundleFacts) => string
): RuleFinding[] {
  return facts.bundles.flatMap(bundle => {
    const hit = slicesOf(bundle).find(
      slice => slice.arch === 'arm64e' && slice.platform === 'ios' && test(slice)
    )
    const entry = bundle.executable?.entry ?? bundle.path
    return hit ? [{ entry, message: say(entry, hit, bundle) }] : []
  })
}

/** How to be rid of an arm64e slice built wrong: the vendor's update, or `lipo -remove`. */
const arm64eFix = (entry: string, bundle: BundleFacts, right: string): string =>
  isLibrary(bundle)
    ? `update that ${kindWord(bundle)} to a release whose arm64e slice is ${right}, or remove the slice in a build phase (lipo "${oneLine(entry.slice(entry.lastIndexOf('/') + 1), 100)}" -remove arm64e -output …), and export again`
    : `build the ${kindWord(bundle)}'s arm64e slice ${right}, or take arm64e out of its ARCHS, and export again`

/** The watch app and the watch extensions, whose executables must hold an arm64 slice. */
const watchExecutables = (facts: IpaFacts): BundleFacts[] =>
  facts.bundles.filter(bundle => bundle.watch && !isLibrary(bundle))

export const SLICE_RULES: Rule[] = [
  {
    code: 'ITMS-91011',
    title: `an iOS arm64e slice is built with the iOS ${ARM64E.sdk.replace(/\.0$/, '')} SDK or later`,
    level: 'refuse',
    fix: 'a release of the framework built with Xcode 26 or later, or `lipo -remove arm64e`',
    source:
      'App Store Connect, at upload: "Validation failed (409) Invalid architecture. The iOS 26 SDK or later is required for an arm64e slice. The bundle executable in “xxx.app/Frameworks/Sentry.framework” contains an arm64e slice with the iOS 17.2 SDK." (https://github.com/getsentry/sentry-cocoa/issues/7236, 2026-01-21), as ITMS-91011 (https://github.com/getsentry/sentry-unity/issues/2367, 2025-10-22; read 2026-12-06)',
    check: facts =>
      arm64eSlices(
        facts,
        slice => recorded(slice.sdk) && compareVersions(slice.sdk, ARM64E.sdk) < 0,
        (entry, slice, bundle) =>
          `${shownEntry(entry)} holds an arm64e slice built with the iOS ${oneLine(slice.sdk ?? '', 20)} SDK, and App Store Connect requires the iOS ${ARM64E.sdk.replace(/\.0$/, '')} SDK or later for an arm64e slice (ITMS-91011); ${arm64eFix(entry, bundle, `built with Xcode 26 or later`)}.`
      )
  },
  {
    code: 'ITMS-91010',
    title: `an iOS arm64e slice has a minimum of iOS ${ARM64E.minimumOs} or later`,
    level: 'refuse',
    fix: 'a deployment target of iOS 17.4 or later for the arm64e slice, or `lipo -remove arm64e`',
    source:
      'App Store Connect: "ITMS-91010: Invalid architecture - A minimum deployment target of 17.4 or later is required for an arm64e slice. The bundle executable in “Ambre.app/Frameworks/Sentry.framework” contains an arm64e slice with a minimum deployment target of 14.0." (https://github.com/getsentry/sentry-cocoa/issues/5435, 2025-06-18; read 2026-12-06)',
    check: facts =>
      arm64eSlices(
        facts,
        slice => slice.minOs !== undefined && compareVersions(slice.minOs, ARM64E.minimumOs) < 0,
        (entry, slice, bundle) =>
          `${shownEntry(entry)} holds an arm64e slice whose minimum is iOS ${oneLine(slice.minOs ?? '', 20)}, and App Store Connect requires a minimum of iOS ${ARM64E.minimumOs} or later for an arm64e slice (ITMS-91010); ${arm64eFix(entry, bundle, `built for iOS ${ARM64E.minimumOs} or later`)}.`
      )
  },
  {
    code: 'ITMS-90733',
    title: `a watch app's and watch extension's executable holds an arm64 slice (from ${WATCH_ARM64.starts})`,
    level: 'refuse',
    fix: 'Xcode 26 or later with ARCHS = Standard Architectures (`$(ARCHS_STANDARD)`: arm64_32 and arm64)',
    source: WATCH_ARM64.source,
    check: facts => {
      const stands = standing(WATCH_ARM64, facts.now)
      return watchExecutables(facts).flatMap(bundle => {
        const slices = slicesOf(bundle)
        const entry = bundle.executable?.entry
        if (!entry || bundle.executable?.read?.kind !== 'macho' || slices.length === 0) return []
        if (slices.some(slice => slice.arch === 'arm64' || slice.arch === 'arm64e')) return []
        const archs = slices.map(slice => oneLine(slice.arch, 20)).join(', ')
        const since =
          stands === 'refused'
            ? `App Store Connect refuses watchOS apps without it since ${WATCH_ARM64.starts}`
            : `App Store Connect refuses watchOS apps without it from ${when(WATCH_ARM64)}${stands === 'starting' ? ', and may refuse this build already' : ''}`
        const finding: RuleFinding = {
          entry,
          message: `${shownEntry(entry)} holds ${archs} without an arm64 slice: ${since} (ITMS-90733); build the ${kindWord(bundle)} with Xcode 26 or later and ARCHS = Standard Architectures ($(ARCHS_STANDARD), arm64_32 and arm64), and export again.`
        }
        return [stands === 'refused' ? finding : { ...finding, level: 'warn' as const }]
      })
    }
  }
]

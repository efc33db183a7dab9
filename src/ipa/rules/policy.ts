import { nearest } from '../../text/nearest.js'
import { ARCHIVE_CHECKS } from './archive-checks.js'
import { RULES } from './index.js'
import type { Level, PreflightCheck } from './preflight-check.js'

// What a check is, for those who read the policy (scripts/preflight-docs.ts, the tests).
export type { Level, PreflightCheck } from './preflight-check.js'

/**
 * Every check preflight makes, in the order docs/preflight.md lists them: the archive's (the zip,
 * the layout, the plists, the signing) and the App Store rules. Each code is stated once, here or in
 * its rule's declaration, and is what `preflight-skip` takes.
 */
export const POLICY: readonly PreflightCheck[] = [...ARCHIVE_CHECKS, ...RULES]

/** Every code of a check: its own, then those it covers. */
export const codesOf = (check: PreflightCheck): string[] => [check.code, ...(check.covers ?? [])]

/** The check a name designates: its code or one it covers, in any case. */
export function checkNamed(name: string): PreflightCheck | undefined {
  const wanted = name.trim().toLowerCase()
  return POLICY.find(check => codesOf(check).some(code => code.toLowerCase() === wanted))
}

/** The code closest to a mistyped one (a few letters off), for the message that refuses it. */
export function nearestCode(name: string): string | undefined {
  return nearest(name.trim(), POLICY.flatMap(codesOf))
}

/** What a release is checked for: `upload` stores an IPA unsigned, to be re-signed later. */
export type Purpose = 'submit' | 'upload'

/**
 * Whether a problem stops a release under `strict`: a `warn` problem never does, nor does an App
 * Store rule for an upload, whose IPA is re-signed before it is submitted. (`warn` mode stops only
 * on `not-an-ipa`; src/ipa-input/ipa-file.ts applies the modes.)
 */
export function refusesUnderStrict(
  problem: { level: Level; appStoreRule?: boolean },
  purpose: Purpose
): boolean {
  return problem.level !== 'warn' && !(purpose === 'upload' && problem.appStoreRule === true)
}

/** The checks preflight makes for a purpose: a `submit` check for `submit` alone. */
export function checksFor(purpose: Purpose): PreflightCheck[] {
  return POLICY.filter(check => check.level !== 'submit' || purpose === 'submit')
}

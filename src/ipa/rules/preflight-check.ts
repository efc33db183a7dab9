/**
 * What a check of preflight is, apart from the list of them (policy.ts): the archive's checks
 * (archive-checks.ts), the rules (facts.ts) and a problem's level (types.ts) are written against it,
 * and the policy lists them all.
 */

/**
 * How far a problem of a check stops a release. `not-an-ipa`: the file cannot be an IPA at all;
 * `refuse`: App Store Connect would refuse the build; `submit`: only a submission needs it (an upload
 * is stored unsigned, and re-signed later), so it is checked for `submit` alone; `warn`: App Store
 * Connect takes the build, so it never stops a release. What each level does in each preflight mode
 * is said once, where the modes are (src/ipa-input/ipa-file.ts).
 */
export type Level = 'not-an-ipa' | 'refuse' | 'submit' | 'warn'

/** One check of preflight, as docs/preflight.md lists it and `preflight-skip` names it. */
export interface PreflightCheck {
  /** Apple's code (`ITMS-90087`), or the check's own name where Apple has none. */
  code: string
  /**
   * Apple's other codes for what the same check finds (`ITMS-90530` beside `ITMS-90360`): listed in
   * its row, and each names it in `preflight-skip` as its code does.
   */
  covers?: readonly string[]
  /** What it checks, in a few words, for docs/preflight.md. */
  title: string
  level: Level
  /** What to do, in a few words, for docs/preflight.md (each problem's message says it in full). */
  fix: string
  /** Where Apple says so, ending with the day it was read: "(read 2026-11-25)"; or the format's. */
  source: string
}

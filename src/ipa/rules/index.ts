import { BUNDLE_RULES } from './bundle-rules.js'
import { EXECUTABLE_RULES } from './executable-rules.js'
import { STRUCTURE_RULES } from './structure-rules.js'
import type { Finding, IpaFacts, Rule } from './facts.js'
import { PROFILE_RULES } from './profile-rules.js'
import { INFO_PLIST_RULES } from './info-plist-rules.js'
import { SCHEDULE_RULES } from './schedule-rules.js'
import { ICON_RULES } from './icon-rules.js'
import { LAUNCH_STORYBOARD_RULES } from './launch-storyboard-rules.js'
import { DOCUMENT_RULES } from './document-rules.js'
import { PUSH_RULES } from './push-rules.js'

export type { BundleFacts, BundleKind, Finding, IpaFacts, Rule } from './facts.js'

/** Every App Store rule preflight applies, in the order their problems are listed. */
export const RULES: readonly Rule[] = [
  ...EXECUTABLE_RULES,
  ...STRUCTURE_RULES,
  ...BUNDLE_RULES,
  ...PROFILE_RULES,
  ...INFO_PLIST_RULES,
  ...SCHEDULE_RULES,
  ...ICON_RULES,
  ...LAUNCH_STORYBOARD_RULES,
  ...DOCUMENT_RULES,
  ...PUSH_RULES
]

/** Each rule's findings, but the skipped rules'. */
export function applyRules(
  facts: IpaFacts,
  skip: ReadonlySet<string> = new Set()
): Array<{ rule: Rule; finding: Finding }> {
  return RULES.filter(rule => !skip.has(rule.code)).flatMap(rule =>
    rule.check(facts).map(finding => ({ rule, finding }))
  )
}

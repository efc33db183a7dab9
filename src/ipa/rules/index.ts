import { BUNDLE_RULES } from './bundle-rules.js'
import { EXECUTABLE_RULES } from './executable-rules.js'
import { STRUCTURE_RULES } from './structure-rules.js'
import type { RuleFinding, IpaFacts, Rule } from './facts.js'
import { PROFILE_RULES } from './profile-rules.js'
import { INFO_PLIST_RULES } from './info-plist-rules.js'
import { SCHEDULE_RULES } from './schedule-rules.js'
import { PRIVACY_MANIFEST_RULES } from './privacy-manifest-rules.js'
import { FRAMEWORK_PLIST_RULES } from './framework-plist-rules.js'
import { BUNDLE_LAYOUT_RULES } from './bundle-layout-rules.js'
import { SLICE_RULES } from './slice-rules.js'
import { LINKING_RULES } from './linking-rules.js'
import { API_RULES } from './api-rules.js'
import { ICON_RULES } from './icon-rules.js'
import { LAUNCH_STORYBOARD_RULES } from './launch-storyboard-rules.js'
import { DOCUMENT_RULES } from './document-rules.js'
import { PUSH_RULES } from './push-rules.js'

export type { BundleFacts, BundleKind, RuleFinding, IpaFacts, Rule } from './facts.js'

/** Every App Store rule preflight applies, in the order their problems are listed. */
export const RULES: readonly Rule[] = [
  ...EXECUTABLE_RULES,
  ...STRUCTURE_RULES,
  ...BUNDLE_RULES,
  ...PROFILE_RULES,
  ...INFO_PLIST_RULES,
  ...SCHEDULE_RULES,
  ...PRIVACY_MANIFEST_RULES,
  ...FRAMEWORK_PLIST_RULES,
  ...BUNDLE_LAYOUT_RULES,
  ...SLICE_RULES,
  ...LINKING_RULES,
  ...API_RULES,
  ...ICON_RULES,
  ...LAUNCH_STORYBOARD_RULES,
  ...DOCUMENT_RULES,
  ...PUSH_RULES
]

/** Each rule's findings, but the skipped rules' and those tagged with a skipped code. */
export function applyRules(
  facts: IpaFacts,
  skip: ReadonlySet<string> = new Set()
): Array<{ rule: Rule; finding: RuleFinding }> {
  return RULES.filter(rule => !skip.has(rule.code)).flatMap(rule =>
    rule
      .check(facts)
      .filter(finding => finding.code === undefined || !skip.has(finding.code))
      .map(finding => ({ rule, finding }))
  )
}

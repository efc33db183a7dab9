import { oneLine } from '../../text/untrusted.js'
import type { ProvisioningProfile } from '../types.js'
import { stringValue } from '../plist.js'
import { kindWord, shownEntry, type BundleFacts, type RuleFinding, type Rule } from './facts.js'

/**
 * A bundle signed with a provisioning profile made for another app: what a white-label build
 * re-signed with the wrong profile looks like. The profile's `application-identifier` is
 * `<prefix>.<bundle id>`, where the bundle id may end in a wildcard (`*`, `com.example.*`).
 */
export const PROFILE_RULES: Rule[] = [
  {
    code: 'profile-app-id',
    title:
      "each bundle's provisioning profile is made for its bundle identifier (application-identifier, wildcards honoured) and its team's prefix",
    level: 'refuse',
    fix: 'sign each bundle with a profile made for its bundle identifier',
    source:
      'App Store Connect: "ITMS-90164: Invalid Code Signing Entitlements. The entitlements in your app bundle signature do not match the ones that are contained in the provisioning profile" and "ITMS-90046: … value for key \'application-identifier\' … should be a string starting with your TEAMID, followed by a dot \'.\', followed by the bundle identifier" (as quoted in fastlane/fastlane#1322 and bazelbuild/rules_apple#181; read 2026-11-27)',
    check: facts => facts.bundles.flatMap(bundle => mismatch(bundle) ?? [])
  }
]

function mismatch(bundle: BundleFacts): RuleFinding | undefined {
  const profile = bundle.profile
  const bundleId = bundle.plist && stringValue(bundle.plist, 'CFBundleIdentifier')
  const appId = profile?.read.appId
  if (!profile || !bundleId || appId === undefined) return undefined
  const dot = appId.indexOf('.')
  const prefix = dot < 0 ? '' : appId.slice(0, dot)
  const pattern = dot < 0 ? appId : appId.slice(dot + 1)
  const where = `${shownEntry(bundle.path)}, whose bundle identifier is ${oneLine(bundleId, 155)}, has the provisioning profile ${shownEntry(profile.entry)}`
  const fix = `sign that ${kindWord(bundle)} with a profile made for ${oneLine(bundleId, 155)} (its App ID), and export again.`
  if (!matchesBundleId(pattern, bundleId))
    return {
      entry: profile.entry,
      message: `${where}, made for ${oneLine(appId, 160)} (profile-app-id); ${fix}`
    }
  const prefixes = teamPrefixes(profile.read)
  if (prefixes.length > 0 && !prefixes.includes(prefix))
    return {
      entry: profile.entry,
      message: `${where}, whose application identifier ${oneLine(appId, 160)} starts with no prefix of its team (${prefixes.map(p => oneLine(p, 20)).join(', ')}) (profile-app-id); ${fix}`
    }
  return undefined
}

/** Whether the bundle id part of an application-identifier covers a bundle id. */
export function matchesBundleId(pattern: string, bundleId: string): boolean {
  if (pattern === '*') return true
  if (pattern.endsWith('.*')) return bundleId.startsWith(pattern.slice(0, -1))
  return pattern === bundleId
}

/** The prefixes an application-identifier of this profile may start with. */
function teamPrefixes(profile: ProvisioningProfile): string[] {
  const prefixes = [...(profile.appIdPrefixes ?? [])]
  if (profile.teamIdentifier && !prefixes.includes(profile.teamIdentifier))
    prefixes.push(profile.teamIdentifier)
  return prefixes
}

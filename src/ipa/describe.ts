import { oneLine } from '../text/untrusted.js'
import { PROFILE_KIND_LABELS, type IpaInspection } from './types.js'

/** Lines for the log: what the IPA is, as far as the inspection could tell. */
export function describeInspection(inspection: IpaInspection): string[] {
  const { app, profile, nested } = inspection
  if (!app) return ['App: none found']
  // Without an Info.plist, the bundle folder's name is all there is to call the app.
  const appName = app.displayName ?? app.path.replace(/\/$/, '').split('/').pop()
  const platform = app.platform ? `${text(app.platform)} ` : ''
  const lines = [
    `App: ${text(appName)} (${text(app.bundleId)})`,
    `Version: ${text(app.shortVersion)} (build ${text(app.build)})`,
    `Minimum OS: ${platform}${text(app.minimumOsVersion)}`
  ]
  if (nested.length > 0) {
    // A few names are enough for one line of at most 200 characters, however many bundles there are.
    const names = nested.slice(0, 20).map(bundle => bundle.path.slice(app.path.length, -1))
    const more = nested.length > names.length ? ` (${nested.length} in all)` : ''
    lines.push(`Nested bundles: ${text(names.join(', '))}${more}`)
  }
  lines.push(`Code signature: ${app.hasCodeSignature ? 'present' : 'none'}`)
  if (!profile) return [...lines, 'Provisioning profile: none']

  const profileName = profile.name ? ` "${text(profile.name)}"` : ''
  const teamId = profile.teamIdentifier ? ` (${text(profile.teamIdentifier)})` : ''
  const expiry = profile.expirationDate?.toISOString().slice(0, 10)
  return [
    ...lines,
    `Provisioning profile: ${PROFILE_KIND_LABELS[profile.kind]}${profileName}`,
    `Team: ${text(profile.teamName)}${teamId}`,
    `Profile expires: ${text(expiry)}`
  ]
}

function text(value: string | undefined): string {
  return value === undefined ? 'unknown' : oneLine(value, 200)
}

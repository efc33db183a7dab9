import * as path from 'node:path'
import type { IpaInspection } from '../ipa/types.js'
import { md, mdCode } from '../text/untrusted.js'
import { facts, formatBytes } from './markdown.js'

const PROFILE_KIND: Record<string, string> = {
  'app-store': 'App Store distribution',
  'ad-hoc': 'Ad hoc',
  development: 'Development',
  enterprise: 'Enterprise (in-house)'
}

/** The app card that opens a submit or upload summary: what is being shipped. */
export function appCard(
  inspection: IpaInspection,
  { sha256, size }: { sha256?: string; size?: number } = {}
): string {
  const { app, profile } = inspection
  const title = app?.displayName || app?.bundleId || path.basename(inspection.file)
  const versions =
    app?.shortVersion || app?.build
      ? `${md(app?.shortVersion ?? '?')} (${md(app?.build ?? '?')})`
      : undefined
  const expiry = profile?.expirationDate
  return [
    `### 📱 ${md(title)}`,
    facts([
      ['Bundle id', app?.bundleId ? mdCode(app.bundleId) : undefined],
      ['Version (build)', versions],
      [
        'Minimum OS',
        app?.minimumOsVersion
          ? md(`${app.platform ? `${app.platform} ` : ''}${app.minimumOsVersion}`)
          : undefined
      ],
      [
        'Profile',
        profile
          ? md(
              `${PROFILE_KIND[profile.kind] ?? profile.kind}${profile.name ? ` — ${profile.name}` : ''}`
            )
          : undefined
      ],
      [
        'Team',
        profile?.teamName || profile?.teamIdentifier
          ? md(
              `${profile?.teamName ?? ''} ${profile?.teamIdentifier ? `(${profile.teamIdentifier})` : ''}`.trim()
            )
          : undefined
      ],
      ['Profile expires', expiry ? expiry.toISOString().slice(0, 10) : undefined],
      ['File', mdCode(path.basename(inspection.file))],
      ['Size', size !== undefined ? formatBytes(size) : undefined],
      ['SHA-256', sha256 ? mdCode(sha256) : undefined],
      [
        'Preflight',
        inspection.problems.length
          ? md(
              `${inspection.problems.length} problem(s): ${inspection.problems.map(p => p.code).join(', ')}`
            )
          : 'no problem found'
      ]
    ])
  ].join('\n\n')
}

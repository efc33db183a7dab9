import * as path from 'node:path'
import { PROFILE_KIND_LABELS, type IpaInspection } from '../../ipa/index.js'
import { formatBytes } from '../../text/format.js'
import { facts, md, mdCode } from '../../text/markdown.js'

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
              `${capitalised(PROFILE_KIND_LABELS[profile.kind])}${profile.name ? ` — ${profile.name}` : ''}`
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

function capitalised(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1)
}

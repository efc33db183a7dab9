import * as path from 'node:path'
import { PROFILE_KIND_LABELS, type IpaInspection } from '../ipa/index.js'
import { formatBytes, plural } from '../text/format.js'
import { facts, md, mdCode } from '../text/markdown.js'

export type Fact = [string, string | undefined]

/**
 * The file sent, as far as it is known; `checked: false` when preflight was off. `url`: the IPA was
 * read where it lives (as logs show its URL), mostly in ranges, so its SHA-256 is not known.
 */
interface AppFile {
  sha256?: string
  size?: number
  checked?: boolean
  url?: string
}

/** What is being shipped, as rows of a facts table: the app, its versions, profile and file. */
export function appFacts(
  inspection: IpaInspection,
  { sha256, size, checked = true, url }: AppFile = {}
): Fact[] {
  const { app, profile } = inspection
  const name = app?.displayName || app?.bundleId
  const versions =
    app?.shortVersion || app?.build
      ? `${md(app?.shortVersion ?? '?')} (${md(app?.build ?? '?')})`
      : undefined
  const expiry = profile?.expirationDate?.toISOString().slice(0, 10)
  const problems = inspection.problems.length
  return [
    ['App', name ? md(name) : undefined],
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
            `${capitalised(PROFILE_KIND_LABELS[profile.kind])}${profile.name ? ` — ${profile.name}` : ''}${expiry ? `, expires ${expiry}` : ''}`
          )
        : undefined
    ],
    [
      'Signing team',
      profile?.teamName || profile?.teamIdentifier
        ? md(
            `${profile?.teamName ?? ''} ${profile?.teamIdentifier ? `(${profile.teamIdentifier})` : ''}`.trim()
          )
        : undefined
    ],
    [
      'File',
      `${url ? md(url) : mdCode(path.basename(inspection.file))}${size !== undefined ? `, ${formatBytes(size)}` : ''}`
    ],
    [
      'SHA-256',
      sha256 ? mdCode(sha256) : url ? 'not known: read where it lives, not hashed' : undefined
    ],
    [
      'Checks skipped',
      checked && inspection.skippedRules?.length
        ? inspection.skippedRules.map(code => mdCode(code)).join(', ')
        : undefined
    ],
    [
      'Preflight',
      !checked
        ? 'off'
        : problems
          ? `${plural(problems, 'problem')} (listed above)`
          : 'no problem found'
    ]
  ]
}

/** The app's facts as a table of their own. */
export function appCard(inspection: IpaInspection, file: AppFile = {}): string {
  return facts(appFacts(inspection, file))
}

function capitalised(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1)
}

import * as path from 'node:path'
import type { PreflightProblem } from '../commands/outcome.js'
import type { IpaInspection } from '../ipa/index.js'
import { PROFILE_KIND_LABELS } from '../ipa/types.js'
import type { IpaSource } from '../service/requests.js'
import { formatBytes } from '../text/format.js'
import { facts, md, mdCode } from '../text/markdown.js'
import { shownUrl } from '../text/signed-url.js'
import { preflightCounts } from './preflight.js'

export type Fact = [string, string | undefined]

/**
 * The file sent, as far as it is known; `checked: false` when preflight was off. `url`: the IPA was
 * read where it lives (as logs show its URL), mostly in ranges, so its SHA-256 is not known.
 */
export interface AppFile {
  sha256?: string
  size?: number
  checked?: boolean
  url?: string
}

/**
 * What is being shipped, as rows of a facts table: the app, its versions, profile and file, and
 * preflight's count of `problems` (the same list the failure and the problems' table count).
 */
export function appFacts(
  inspection: IpaInspection,
  problems: readonly PreflightProblem[],
  file: AppFile = {}
): Fact[] {
  return [...appRows(inspection), ...fileRows(inspection, problems, file)]
}

/** The app, its versions, its minimum OS, its profile and who signed it. */
function appRows({ app, profile }: IpaInspection): Fact[] {
  const name = app?.displayName || app?.bundleId
  const versions =
    app?.shortVersion || app?.build
      ? `${md(app?.shortVersion ?? '?')} (${md(app?.build ?? '?')})`
      : undefined
  const platform = app?.platform ? `${app.platform} ` : ''
  const expiry = profile?.expirationDate?.toISOString().slice(0, 10)
  const profileName = profile?.name ? ` — ${profile.name}` : ''
  const signer = `${profile?.teamName ?? ''} ${profile?.teamIdentifier ? `(${profile.teamIdentifier})` : ''}`
  return [
    ['App', name ? md(name) : undefined],
    ['Bundle id', app?.bundleId ? mdCode(app.bundleId) : undefined],
    ['Version (build)', versions],
    ['Minimum OS', app?.minimumOsVersion ? md(`${platform}${app.minimumOsVersion}`) : undefined],
    [
      'Profile',
      profile
        ? md(
            `${capitalised(PROFILE_KIND_LABELS[profile.kind])}${profileName}${expiry ? `, expires ${expiry}` : ''}`
          )
        : undefined
    ],
    ['Signing team', signer.trim() ? md(signer.trim()) : undefined]
  ]
}

/** The file, its hash, the checks skipped, and what preflight found. */
function fileRows(
  inspection: IpaInspection,
  problems: readonly PreflightProblem[],
  { sha256, size, checked = true, url }: AppFile
): Fact[] {
  const skipped = checked ? (inspection.skippedRules ?? []) : []
  return [
    [
      'File',
      `${url ? md(url) : mdCode(path.basename(inspection.file))}${size !== undefined ? `, ${formatBytes(size)}` : ''}`
    ],
    [
      'SHA-256',
      sha256 ? mdCode(sha256) : url ? 'not known: read where it lives, not hashed' : undefined
    ],
    ['Checks skipped', skipped.length ? skipped.map(code => mdCode(code)).join(', ') : undefined],
    ['Preflight', checked ? preflightCounts(problems) : 'off']
  ]
}

/** The app's facts as a table of their own. */
export function appCard(
  inspection: IpaInspection,
  problems: readonly PreflightProblem[],
  file: AppFile = {}
): string {
  return facts(appFacts(inspection, problems, file))
}

/** What the app card says of the file: its size, and the URL it was read at. */
export function fileOf(
  source: IpaSource,
  inspection: IpaInspection | undefined
): { size?: number; url?: string } {
  if (source.kind === 'file') return { size: source.size }
  return { url: shownUrl(source.url), size: inspection?.size }
}

function capitalised(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1)
}

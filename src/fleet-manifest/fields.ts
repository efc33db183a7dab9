/**
 * The fleet manifest's fields, declared once: what the reader accepts (read-manifest.ts), what
 * docs/fleet-manifest.md and examples/fleet-manifest.yml show. A manifest is `apps:`, a list of
 * entries; each names its IPAs by one of the `names` fields and may set any of the others, which
 * stand for the step's inputs of the same name for those IPAs alone.
 */
export const MANIFEST_FIELDS = {
  'bundle-id': {
    type: 'text',
    names: true,
    about: "The app's bundle identifier, as its Info.plist says it (any case)."
  },
  ipa: {
    type: 'text',
    names: true,
    about:
      'A path or glob of the IPA files, from the working directory, as the IPA path input takes.'
  },
  'team-id': { type: 'integer', about: 'The team id, from the teams command.' },
  'team-name': {
    type: 'text',
    about: 'The team by its name (any case); beside a team id, checked against its team.'
  },
  'notify-emails': {
    type: 'list',
    about: 'Addresses told of the submission: a list, or one text as the input takes them.'
  },
  'preflight-skip': {
    type: 'list',
    about: 'Codes of the checks preflight does not make for these IPAs: a list, or one text.'
  }
} as const satisfies Record<string, ManifestField>

interface ManifestField {
  /** `text`: a string; `integer`: a whole number; `list`: strings, or one string split as an input is. */
  type: 'text' | 'integer' | 'list'
  /** Names the IPAs of the entry; each entry has exactly one of these. */
  names?: true
  about: string
}

export type FieldName = keyof typeof MANIFEST_FIELDS

/** The fields that name an entry's IPAs, as messages spell them. */
export const BY_BUNDLE_ID: FieldName = 'bundle-id'
export const BY_FILE: FieldName = 'ipa'

/** The one key at the top of a manifest: its entries. */
export const APPS_KEY = 'apps'

/** One entry of a manifest, read and checked. */
export interface ManifestEntry {
  /** Its place in the file: `apps[2]`, its first line (1-based) where the parser gives it. */
  index: number
  line?: number
  /** What names its IPAs: a bundle id, or a path or glob of the files. */
  match: { bundleId: string } | { ipa: string }
  teamId?: number
  teamName?: string
  notifyEmails?: string[]
  preflightSkip?: string[]
}

/** A manifest read: its file, as given, and its entries. */
export interface FleetManifest {
  file: string
  entries: ManifestEntry[]
}

/** How an entry is named in a message: `apps[2] (bundle-id com.example.App, line 14)`. */
export function entryName(entry: ManifestEntry): string {
  const names =
    'bundleId' in entry.match ? `bundle-id ${entry.match.bundleId}` : `ipa ${entry.match.ipa}`
  return `${APPS_KEY}[${entry.index}] (${names}${entry.line ? `, line ${entry.line}` : ''})`
}

import type { ManifestEntry } from './fields.js'

/** What a manifest is matched against for one IPA: its file, and its bundle id where it was read. */
export interface ManifestIpa {
  /** The file's real path (symbolic links resolved), as an `ipa` entry's files are. */
  path: string
  bundleId?: string
}

/**
 * The entries that name an IPA: by its bundle id (any case), or by a glob that matched its file
 * (`filesOf`: the real paths an `ipa` entry's glob matched). One is the IPA's entry; none or two
 * are input problems the caller words.
 */
export function entriesNaming(
  ipa: ManifestIpa,
  entries: readonly ManifestEntry[],
  filesOf: (entry: ManifestEntry) => ReadonlySet<string>
): ManifestEntry[] {
  const bundleId = ipa.bundleId?.toLowerCase()
  return entries.filter(entry =>
    'bundleId' in entry.match
      ? bundleId !== undefined && entry.match.bundleId.toLowerCase() === bundleId
      : filesOf(entry).has(ipa.path)
  )
}

/** Whether any entry names IPAs by bundle id, so that each IPA's must be read to match it. */
export function needsBundleIds(entries: readonly ManifestEntry[]): boolean {
  return entries.some(entry => 'bundleId' in entry.match)
}

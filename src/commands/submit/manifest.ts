import { realpath } from 'node:fs/promises'
import { bundleIdOf } from '../../ipa-input/bundle-id.js'
import { filesMatching } from '../../ipa-input/find-ipa-files.js'
import { entryName, type FleetManifest, type ManifestEntry } from '../../fleet-manifest/fields.js'
import { entriesNaming, needsBundleIds } from '../../fleet-manifest/match.js'
import { oneLine } from '../../text/untrusted.js'
import { CommandError } from '../command-error.js'
import type { CommandContext } from '../context.js'
import type { ReleaseConfig } from './inputs.js'

/**
 * A fleet's manifest at work: each IPA's entry found (by its file, or its bundle id read first), and
 * its release given the entry's team, notify e-mails and preflight skips, the step's where the entry
 * says none. Which entries named an IPA, for a dry run to list those that did not.
 */
export class ManifestReleases {
  private readonly named = new Set<ManifestEntry>()
  private files: Promise<Map<ManifestEntry, Set<string>>> | undefined

  constructor(private readonly manifest: FleetManifest) {}

  /** The release of one IPA as its entry says; an IPA no entry names, or two do, is refused. */
  async releaseOf(release: ReleaseConfig, context: CommandContext): Promise<ReleaseConfig> {
    const { source } = release
    // A URL is refused with the manifest at reading: only files are matched.
    if (source.kind !== 'file') return release
    const files = await (this.files ??= this.globbed())
    const path = await realpath(source.path).catch(() => source.path)
    const bundleId = needsBundleIds(this.manifest.entries) ? await bundleIdOf(path) : undefined
    const entries = entriesNaming(
      { path, bundleId },
      this.manifest.entries,
      entry => files.get(entry) ?? new Set()
    )
    if (entries.length !== 1)
      throw new CommandError(
        {
          type: 'manifest-match',
          manifest: this.manifest.file,
          label: context.item ?? oneLine(source.path, 120),
          bundleId,
          entries: entries.map(entryName)
        },
        'input'
      )
    const [entry] = entries
    this.named.add(entry)
    context.log.info(`Manifest entry: ${oneLine(entryName(entry), 300)}.`)
    return { ...release, ...settingsOf(entry, release) }
  }

  /** The entries that named no IPA of this run (a shard sends part of a fleet, say). */
  unnamed(): ManifestEntry[] {
    return this.manifest.entries.filter(entry => !this.named.has(entry))
  }

  /** The files each `ipa` entry's glob matches, globbed once for every IPA. */
  private async globbed(): Promise<Map<ManifestEntry, Set<string>>> {
    const byGlob = this.manifest.entries.flatMap(entry =>
      'ipa' in entry.match ? [[entry, entry.match.ipa] as const] : []
    )
    const found = await Promise.all(byGlob.map(([, glob]) => filesMatching(glob)))
    return new Map(byGlob.map(([entry], i) => [entry, found[i]]))
  }
}

/** What an entry sets, over the step's inputs: a team it names replaces the step's choice whole. */
export function settingsOf(
  entry: ManifestEntry,
  step: Pick<ReleaseConfig, 'team' | 'notifyEmails' | 'preflightSkip'>
): Pick<ReleaseConfig, 'team' | 'notifyEmails' | 'preflightSkip'> {
  const { teamId, teamName } = entry
  return {
    team:
      teamId !== undefined
        ? { kind: 'id', id: teamId, name: teamName }
        : teamName !== undefined
          ? { kind: 'name', name: teamName }
          : step.team,
    notifyEmails: entry.notifyEmails ?? step.notifyEmails,
    preflightSkip: entry.preflightSkip ?? step.preflightSkip
  }
}

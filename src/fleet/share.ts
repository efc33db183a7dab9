import * as path from 'node:path'
import { bundleIdOf } from '../ipa-input/bundle-id.js'
import type { IpaSource } from '../service/requests.js'
import type { CommandContext } from '../commands/context.js'
import { plural } from '../text/format.js'
import { md } from '../text/markdown.js'
import { Outputs } from '../inputs/names.js'
import type { Shard } from './report-document.js'
import { OUTPUTS_OF, type Made } from './outcome.js'
import { labelsOf } from './run-fleet.js'
import { splitFingerprint, splitFleet, type SplitMember } from './split-fleet.js'

/**
 * The IPAs this run sends: the whole fleet, or, split into shards, its share (split-fleet.ts), which
 * the log and the summary name. The run's report is told the fleet and the share. A shard given no
 * IPA (more shards than apps) says so and sends nothing, and that is no failure.
 */
export async function shareOfFleet(
  sources: IpaSource[],
  shard: Shard,
  context: CommandContext,
  made: Made
): Promise<IpaSource[]> {
  const { share, split } = shard.total === 1 ? { share: sources } : await splitShare(sources, shard)
  const labels = labelsOf(share)
  context.report?.split(shard, sources.length, labels, split)
  if (shard.total === 1) return share
  const which = `Shard ${shard.index + 1} of ${shard.total}`
  const fleet = `the fleet's ${plural(sources.length, 'IPA')}`
  if (share.length === 0) {
    const none = `${which}: none of ${fleet} (more shards than apps), so this one sends nothing.`
    context.log.info(none)
    context.summary.add(`🧩 ${md(none)}`)
    context.outputs.set(OUTPUTS_OF[made].ids, [])
    context.outputs.set(Outputs.CompletedCount, 0)
    context.outputs.set(Outputs.FailedCount, 0)
    return share
  }
  context.log.info(`${which}: ${share.length} of ${fleet}: ${labels.join(', ')}.`)
  context.summary.add(`🧩 **${which}**: ${md(`${share.length} of ${fleet}`)}.`)
  return share
}

/**
 * The IPAs of this shard, in the fleet's order, each of the fleet read for what groups it; and the
 * split's fingerprint, for gather to check that every shard made the same split.
 */
async function splitShare(
  sources: IpaSource[],
  shard: Shard
): Promise<{ share: IpaSource[]; split: string }> {
  const members: SplitMember[] = []
  // One at a time, as a fleet's IPAs are read: each within its own bounds of memory and time.
  for (const source of sources) members.push(await memberOf(source))
  const shards = splitFleet(members, shard.total)
  return {
    share: sources.filter((_, i) => shards[i] === shard.index),
    split: splitFingerprint(members, shard.total)
  }
}

/**
 * What groups an IPA, and its weight: its bundle id, from the central directory and the main app's
 * Info.plist alone (no preflight of an IPA that is another shard's), else its file's name; a URL
 * without its query (a pre-signed one differs each time it is signed).
 */
async function memberOf(source: IpaSource): Promise<SplitMember> {
  if (source.kind === 'url') {
    const url = new URL(source.url)
    return { group: `url ${url.origin}${url.pathname}`, weight: 1 }
  }
  const fileName = { group: `file ${path.basename(source.path)}`, weight: source.size }
  // Unreadable here, it is refused by its shard's preflight, which says why.
  const bundleId = await bundleIdOf(source.path)
  return bundleId ? { group: `bundle ${bundleId}`, weight: source.size } : fileName
}

import type { CommandContext } from '../context.js'
import { countedAsOne } from '../../fleet/report.js'
import { shareOfFleet } from '../../fleet/share.js'
import { submitFleet } from './fleet.js'
import { releasesOf, type SubmitConfig } from './inputs.js'
import { deliver, noticeTeamsFromProfiles, prepare, showDryRun, teamsOf } from './release.js'

/**
 * Sends a signed IPA for App Store submission, then follows it until its status is final; with
 * `multiple`, each IPA matched, as a fleet (fleet.ts).
 */
export async function runSubmit(config: SubmitConfig, context: CommandContext): Promise<void> {
  const { reportFile, releaseId } = config
  const { run, dryRun } = context
  if (reportFile) context.report?.writeTo(reportFile, 'submit', { run, releaseId, dryRun })
  if (config.multiple) {
    const sources = await shareOfFleet(config.sources, config.shard, context, 'submissions')
    if (sources.length === 0) return
    return submitFleet(releasesOf({ ...config, sources }), config, context)
  }
  const releases = releasesOf(config)
  const started = Date.now()
  await countedAsOne(context, async () => {
    const delivery = await prepare(releases[0], context, teamsOf(context))
    noticeTeamsFromProfiles(context, [delivery.team])
    if (context.dryRun) return showDryRun(context, delivery)
    await deliver(context, delivery, started)
  })
}

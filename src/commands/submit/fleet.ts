import type { CommandContext } from '../context.js'
import { runFleet } from '../../fleet/run-fleet.js'
import { flattenTeams, type ListedTeam } from '../../account/teams.js'
import type { ReleaseConfig, SubmitConfig } from './inputs.js'
import { ManifestReleases } from './manifest.js'
import { entryName } from '../../fleet-manifest/fields.js'
import { oneLine } from '../../text/untrusted.js'
import { fleetTeamRefusal, profileTeamWarning } from './team.js'
import { deliver, noticeTeamsFromProfiles, prepare, showDryRun, teamsOf } from './release.js'

/**
 * Submits several IPAs from one step (`multiple`), each a release of its own (its team, key,
 * deployment and wait), as src/fleet/run-fleet.ts runs a fleet; each team is chosen before any is
 * sent, from one listing of the account's teams; with a manifest, each IPA's team, notify e-mails
 * and preflight skips are its entry's (manifest.ts).
 */
export function submitFleet(
  releases: ReleaseConfig[],
  {
    concurrency,
    manifest: given,
    sendPassing
  }: Pick<SubmitConfig, 'concurrency' | 'manifest' | 'sendPassing'>,
  context: CommandContext
): Promise<void> {
  const teams = teamsOf(context)
  // The account's teams as listed once, for the team warning's advice (none where it failed).
  let accountTeams: ListedTeam[] | undefined
  const listTeams: typeof teams = () =>
    teams().then(answer => {
      accountTeams = flattenTeams(answer.data)
      return answer
    })
  const manifest = given && new ManifestReleases(given)
  return runFleet(
    {
      sources: releases.map(release => release.source),
      concurrency,
      prepare: async (i, scoped) =>
        prepare(
          manifest ? await manifest.releaseOf(releases[i], scoped) : releases[i],
          scoped,
          listTeams
        ),
      keyOf: delivery => delivery.key.release,
      // A team the step gives every IPA is said once; a manifest's teams are each IPA's own.
      refusedTogether: refused => (manifest ? undefined : fleetTeamRefusal(refused)),
      ready: (deliveries, labels) => {
        noticeTeamsFromProfiles(
          context,
          deliveries.map(delivery => delivery.team)
        )
        if (manifest) return listUnnamed(manifest, context)
        const items = deliveries.map(({ team, inspection }, i) => ({
          label: labels[i],
          team,
          profile: inspection?.profile
        }))
        const warning = profileTeamWarning(items, releases[0].team, context.names, accountTeams)
        if (warning) context.log.warning(warning)
      },
      dryRun: (delivery, scoped) => showDryRun(scoped, delivery),
      send: (delivery, scoped, fleet) => deliver(scoped, delivery, Date.now(), fleet),
      teamOf: ({ team }) => team.name || String(team.id),
      sendPassing,
      report: deliveries => ({
        noun: 'IPA',
        made: 'submissions',
        waited: releases[0].wait,
        // One run's keys share their tie (its run, pipeline or release-id).
        tie: deliveries[0]?.key ?? {},
        githubToken: Boolean(releases[0].githubToken)
      })
    },
    context
  )
}

/**
 * The manifest's entries that named no IPA of this run, in a dry run: not a problem (a shard sees
 * part of the fleet), but worth seeing before the release.
 */
function listUnnamed(manifest: ManifestReleases, context: CommandContext): void {
  const unnamed = manifest.unnamed()
  if (!context.dryRun || unnamed.length === 0) return
  context.log.info(
    [
      `${unnamed.length} ${unnamed.length === 1 ? 'entry' : 'entries'} of the manifest named no IPA of this run:`,
      ...unnamed.map(entry => `  ${oneLine(entryName(entry), 300)}`)
    ].join('\n')
  )
}

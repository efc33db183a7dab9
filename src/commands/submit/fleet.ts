import type { CommandContext } from '../context.js'
import { runFleet } from '../../fleet/run-fleet.js'
import { flattenTeams, type ListedTeam } from '../../account/teams.js'
import type { ReleaseConfig } from './inputs.js'
import { fleetTeamRefusal, profileTeamWarning } from './team.js'
import { deliver, noticeTeamsFromProfiles, prepare, showDryRun, teamsOf } from './release.js'

/**
 * Submits several IPAs from one step (`multiple`), each a release of its own (its team, key,
 * deployment and wait), as src/fleet/run-fleet.ts runs a fleet; each team is chosen before any is
 * sent, from one listing of the account's teams.
 */
export function submitFleet(
  releases: ReleaseConfig[],
  concurrency: number,
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
  return runFleet(
    {
      sources: releases.map(release => release.source),
      concurrency,
      prepare: (i, scoped) => prepare(releases[i], scoped, listTeams),
      keyOf: delivery => delivery.key.release,
      refusedTogether: refused => fleetTeamRefusal(refused),
      ready: (deliveries, labels) => {
        noticeTeamsFromProfiles(
          context,
          deliveries.map(delivery => delivery.team)
        )
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

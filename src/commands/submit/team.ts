import type { TeamCredential } from '../../service/types.js'
import { plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import { Inputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import { CommandError } from '../command-error.js'
import { flattenTeams, type ListedTeam } from '../../account/teams.js'
import type { FleetTeamRefusal, TeamRefusal } from '../failures/team.js'
import type { TeamChoice } from './inputs.js'

export interface ResolvedTeam {
  id: number
  /** Empty when the team was given by id and the listing does not show it. */
  name: string
  account?: string
  credentialId?: number
  /** Chosen by the name of the Apple team the IPA's provisioning profile names (its TeamName). */
  fromProfile?: string
}

/** No team could be chosen: the message lists the teams for the log, the summary shows them as a table. */
export class TeamChoiceError extends CommandError {
  constructor(
    readonly choice: TeamRefusal,
    readonly teams: ListedTeam[] = []
  ) {
    super({ type: 'team-choice', choice, teams }, 'input')
    this.name = 'TeamChoiceError'
  }
}

/**
 * Picks the team to submit to: `team-id`, else the team whose name matches `team-name`
 * (case-insensitive), else the account's only team, else the one whose name is the Apple team of
 * the IPA's provisioning profile (`profileTeam`, its TeamName; case-insensitive).
 */
export function resolveTeam(
  credentials: TeamCredential[],
  choice: TeamChoice,
  profileTeam?: string
): ResolvedTeam {
  const teams = flattenTeams(credentials)
  const unique = (list: ListedTeam[]): ListedTeam[] => [
    ...new Map(list.map(t => [t.id, t])).values()
  ]
  const refuse = (why: TeamRefusal, listed: ListedTeam[] = []): TeamChoiceError =>
    new TeamChoiceError(why, listed)
  if (choice.kind === 'id') {
    const team = teams.find(t => t.id === choice.id)
    if (!team) throw refuse({ why: 'id-unknown', id: choice.id }, teams)
    return { id: team.id, name: team.name, account: team.account, credentialId: team.credentialId }
  }
  if (choice.kind === 'name') {
    const wanted = choice.name.trim().toLowerCase()
    const matches = unique(teams.filter(t => t.name.trim().toLowerCase() === wanted))
    if (matches.length === 1) {
      const [team] = matches
      return {
        id: team.id,
        name: team.name,
        account: team.account,
        credentialId: team.credentialId
      }
    }
    if (matches.length > 1) throw refuse({ why: 'name-ambiguous', name: choice.name }, matches)
    throw refuse({ why: 'name-unknown', name: choice.name }, teams)
  }
  const distinct = unique(teams)
  if (distinct.length === 1) {
    const [team] = distinct
    return { id: team.id, name: team.name, account: team.account, credentialId: team.credentialId }
  }
  if (distinct.length === 0) throw refuse({ why: 'no-teams' })
  if (!profileTeam?.trim()) throw refuse({ why: 'several', count: distinct.length }, distinct)
  const wanted = profileTeam.trim().toLowerCase()
  const matches = distinct.filter(t => t.name.trim().toLowerCase() === wanted)
  if (matches.length === 1) {
    const [team] = matches
    const { id, name, account, credentialId } = team
    return { id, name, account, credentialId, fromProfile: profileTeam }
  }
  const count = distinct.length
  throw refuse(
    { why: 'profile', count, profileTeam, matching: matches.length },
    matches.length > 1 ? matches : distinct
  )
}

/** One IPA of a fleet, the team it is sent to, and the Apple team its provisioning profile names. */
interface FleetTeam {
  label: string
  team: ResolvedTeam
  profile?: { teamName?: string; teamIdentifier?: string }
}

/**
 * The warning for the IPAs of a fleet whose provisioning profile names another Apple team than the
 * one `team-id` (or `team-name`, or the account's only team) sends them to, naming both: App Store
 * Connect takes a build for the team that signed it. Undefined when every profile agrees, or when
 * the team was chosen by the profile, or its name is unknown. Its advice is what works: leaving the
 * team out sends each IPA to the team its profile names only where that is one team of the account
 * (`accountTeams`, undefined when the listing could not be read).
 */
export function profileTeamWarning(
  items: FleetTeam[],
  choice: TeamChoice,
  { referred }: InputNames,
  accountTeams?: ListedTeam[]
): string | undefined {
  const differ = items.filter(({ team, profile }) => {
    const named = profile?.teamName?.trim().toLowerCase()
    return !team.fromProfile && team.name && named && named !== team.name.trim().toLowerCase()
  })
  if (differ.length === 0) return undefined
  const one = differ.length === 1
  const sentBy =
    choice.kind === 'id'
      ? `the one ${referred(Inputs.TeamId)} ${choice.id} sends every IPA to`
      : choice.kind === 'name'
        ? `the one ${referred(Inputs.TeamName)} '${oneLine(choice.name, 100)}' sends every IPA to`
        : "the account's only team, where every IPA goes"
  // One clause per pair of teams, naming its IPAs: a fleet signed alike is said once.
  const byPair = new Map<string, { names: string; goesTo: string; labels: string[] }>()
  for (const { label, team, profile } of differ) {
    const apple = profile?.teamIdentifier ? ` (${oneLine(profile.teamIdentifier, 20)})` : ''
    const names = `'${oneLine(profile?.teamName ?? '', 100)}'${apple}`
    const goesTo = `'${oneLine(team.name ?? '', 100)}' (${team.id})`
    const pair = byPair.get(`${names} ${goesTo}`) ?? { names, goesTo, labels: [] }
    pair.labels.push(label)
    byPair.set(`${names} ${goesTo}`, pair)
  }
  const each = [...byPair.values()].map(({ names, goesTo, labels }) =>
    labels.length === 1
      ? `${labels[0]}'s profile names ${names}, but it goes to ${goesTo}`
      : `the profiles of ${labels.join(', ')} name ${names}, but they go to ${goesTo}`
  )
  // Left out, the team is the one of the account its profile names: only where there is one such.
  const ownTeam = ({ profile }: FleetTeam): boolean =>
    (accountTeams ?? []).filter(
      t => t.name.trim().toLowerCase() === profile?.teamName?.trim().toLowerCase()
    ).length === 1
  const fix =
    choice.kind !== 'only' && differ.every(ownTeam)
      ? `Leave ${referred(Inputs.TeamId)} and ${referred(Inputs.TeamName)} out, so that each IPA goes to the team its profile names, or send ${one ? 'it' : 'each'} apart, with the ${referred(Inputs.TeamId)} of the team its profile names.`
      : `Sign ${one ? 'it' : 'each'} with a profile of the team it goes to, or link the credentials of the team its profile names to the account${choice.kind === 'only' ? '' : ` and send ${one ? 'it' : 'each'} apart, with that team's ${referred(Inputs.TeamId)}`}.`
  return `${plural(differ.length, 'IPA')} of ${items.length} ${one ? 'is' : 'are'} signed for another Apple team than ${sentBy}: ${each.join('; ')}. App Store Connect takes a build only for the team that signed it. ${fix}`
}

/** A choice that was given (team-id, team-name, or none at all), not left to each IPA's profile. */
const GIVEN: ReadonlySet<TeamRefusal['why']> = new Set([
  'id-unknown',
  'name-ambiguous',
  'name-unknown',
  'no-teams'
])

/**
 * The team refusals of a fleet's IPAs as one: a team-id (team-name) every IPA shares is said once,
 * and the IPAs whose profile names no team of the account are named together; both list the
 * account's teams, and say that a team-id applies to every IPA sent together (failures/team.ts).
 */
export function fleetTeamRefusal(
  refused: Array<{ label: string; error: unknown }>
): FleetTeamRefusal | undefined {
  const team = refused.filter(
    (item): item is { label: string; error: TeamChoiceError } =>
      item.error instanceof TeamChoiceError
  )
  if (team.length === 0) return undefined
  const teams = team.find(item => item.error.teams.length > 0)?.error.teams ?? []
  const labels = team.map(item => item.label)
  const shared = team.find(item => GIVEN.has(item.error.choice.why))
  if (shared)
    return { labels, teams, shared: { choice: shared.error.choice, teams: shared.error.teams } }
  const profiles = team.map(({ label, error }) => ({
    label,
    profileTeam: error.choice.why === 'profile' ? error.choice.profileTeam : undefined
  }))
  return { labels, teams, profiles }
}

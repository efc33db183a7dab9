import type { TeamCredential } from '../../service/types.js'
import { plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import { Inputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import { CommandError } from '../command-error.js'
import { flattenTeams, teamsTable, type ListedTeam } from '../shared/account/teams.js'
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
    headline: string,
    readonly teams: ListedTeam[] = [],
    /** What every IPA sent together shares (team-id, team-name, the account), or this IPA's profile. */
    readonly from: { given: true; fact?: string } | { given: false; profileTeam?: string } = {
      given: true
    }
  ) {
    const details = teams.length > 0 ? teamsTable(teams) : undefined
    super(
      { headline, details },
      teams.length > 0 ? `${headline} The teams are:\n${listing(teams)}` : headline,
      'input'
    )
    this.name = 'TeamChoiceError'
  }
}

function listing(teams: ListedTeam[]): string {
  const shown = teams
    .slice(0, 20)
    .map(t => `  ${t.id}  ${oneLine(t.name, 80)} (${oneLine(t.account, 80)})`)
  if (teams.length > 20) shown.push(`  … and ${teams.length - 20} more`)
  return shown.join('\n')
}

/**
 * Picks the team to submit to: `team-id`, else the team whose name matches `team-name`
 * (case-insensitive), else the account's only team, else the one whose name is the Apple team of
 * the IPA's provisioning profile (`profileTeam`, its TeamName; case-insensitive).
 */
export function resolveTeam(
  credentials: TeamCredential[],
  choice: TeamChoice,
  { named, referred }: InputNames,
  profileTeam?: string
): ResolvedTeam {
  const teams = flattenTeams(credentials)
  const unique = (list: ListedTeam[]): ListedTeam[] => [
    ...new Map(list.map(t => [t.id, t])).values()
  ]
  if (choice.kind === 'id') {
    const team = teams.find(t => t.id === choice.id)
    if (!team) {
      const fact = `${named(Inputs.TeamId)} is ${choice.id}, which is not among the teams of this account`
      throw new TeamChoiceError(
        teams.length
          ? `${fact}: use one of them.`
          : `${named(Inputs.TeamId)} is ${choice.id}, but the account has no teams: link App Store credentials to the account on the service first.`,
        teams,
        { given: true, fact }
      )
    }
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
    if (matches.length > 1) {
      const fact = `${named(Inputs.TeamName)} is '${choice.name}', which matches ${matches.length} teams`
      throw new TeamChoiceError(
        `${fact}: give ${referred(Inputs.TeamId)} instead, one of them.`,
        matches,
        { given: true, fact }
      )
    }
    const fact = `${named(Inputs.TeamName)} is '${choice.name}', which matches no team of this account (names are compared ignoring case)`
    throw new TeamChoiceError(
      teams.length
        ? `${fact}.`
        : `${named(Inputs.TeamName)} is '${choice.name}', but the account has no teams: link App Store credentials to the account on the service first.`,
      teams,
      { given: true, fact }
    )
  }
  const distinct = unique(teams)
  if (distinct.length === 1) {
    const [team] = distinct
    return { id: team.id, name: team.name, account: team.account, credentialId: team.credentialId }
  }
  if (distinct.length === 0) {
    throw new TeamChoiceError(
      'The account has no teams to submit to: link App Store credentials to the account on the service, then run again.'
    )
  }
  const choose = `choose one with ${referred(Inputs.TeamId)} (or ${referred(Inputs.TeamName)})`
  if (!profileTeam?.trim()) {
    throw new TeamChoiceError(`The account has ${distinct.length} teams: ${choose}.`, distinct, {
      given: false
    })
  }
  const wanted = profileTeam.trim().toLowerCase()
  const matches = distinct.filter(t => t.name.trim().toLowerCase() === wanted)
  if (matches.length === 1) {
    const [team] = matches
    const { id, name, account, credentialId } = team
    return { id, name, account, credentialId, fromProfile: profileTeam }
  }
  const profile = `the IPA's provisioning profile names the Apple team '${oneLine(profileTeam, 100)}'`
  throw new TeamChoiceError(
    matches.length > 1
      ? `The account has ${distinct.length} teams, and ${profile}, a name ${matches.length} of them have: ${choose}.`
      : `The account has ${distinct.length} teams, and ${profile}, a name none of them has (names are compared ignoring case): ${choose}.`,
    matches.length > 1 ? matches : distinct,
    { given: false, profileTeam }
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

/** What a fleet says of the IPAs no team could be chosen for, in one problem and one advice. */
interface FleetTeamRefusal {
  /** The IPAs it speaks for; the others' refusals are said one by one. */
  labels: string[]
  problem: string
  next?: string
  /** The account's teams, as the summary shows them. */
  details?: string
}

/**
 * The team refusals of a fleet's IPAs as one: a team-id (team-name) every IPA shares is said once,
 * and the IPAs whose profile names no team of the account are named together; both list the
 * account's teams, and say that a team-id applies to every IPA sent together.
 */
export function fleetTeamRefusal(
  refused: Array<{ label: string; error: unknown }>,
  { referred }: InputNames
): FleetTeamRefusal | undefined {
  const team = refused.filter(
    (item): item is { label: string; error: TeamChoiceError } =>
      item.error instanceof TeamChoiceError
  )
  if (team.length === 0) return undefined
  const teams = team.find(item => item.error.teams.length > 0)?.error.teams ?? []
  const listed = teams.length > 0 ? ` The account's teams: ${inOneLine(teams)}.` : ''
  const details = teams.length > 0 ? teamsTable(teams) : undefined
  const labels = team.map(item => item.label)
  const shared = team.find(item => item.error.from.given)
  if (shared) {
    const { from, explanation } = shared.error
    const fact = 'fact' in from && teams.length > 0 ? from.fact : undefined
    // The account has no teams: the same for a fleet as for one IPA.
    if (!fact) return { labels, problem: explanation.headline }
    return {
      labels,
      problem: `${fact}, and it applies to every IPA sent with it.${listed}`,
      next: `Give ${referred(Inputs.TeamId)} the team every IPA goes to, one of the account's; or leave ${referred(Inputs.TeamId)} and ${referred(Inputs.TeamName)} out, so that each IPA goes to the team its provisioning profile names.`,
      details
    }
  }
  const each = team.map(({ label, error }) => {
    const { profileTeam } = error.from as { profileTeam?: string }
    return profileTeam ? `${label} ('${oneLine(profileTeam, 100)}')` : `${label} (none)`
  })
  return {
    labels,
    problem: `${each.join(', ')}: no team of the account is named as the Apple team ${labels.length === 1 ? 'its' : 'their'} provisioning profile names, and neither ${referred(Inputs.TeamId)} nor ${referred(Inputs.TeamName)} was given, so each IPA goes to the team its profile names (names compared ignoring case).${listed}`,
    next: `Sign ${labels.length === 1 ? 'that IPA' : 'those IPAs'} with a profile of one of the account's teams, or link the credentials of the team ${labels.length === 1 ? 'its profile names' : 'each profile names'} to the account. A ${referred(Inputs.TeamId)} applies to every IPA sent with it: give it only when all go to one team.`,
    details
  }
}

function inOneLine(teams: ListedTeam[]): string {
  const shown = teams.slice(0, 20).map(t => `${t.id} '${oneLine(t.name, 80)}'`)
  return teams.length > 20 ? `${shown.join(', ')} and ${teams.length - 20} more` : shown.join(', ')
}

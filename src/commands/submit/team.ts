import type { TeamCredential } from '../../service/types.js'
import { oneLine } from '../../text/untrusted.js'
import { Inputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import { CommandError } from '../command-error.js'
import { flattenTeams, teamsTable, type ListedTeam } from '../shared/teams.js'
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
  constructor(headline: string, teams: ListedTeam[] = []) {
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
      throw new TeamChoiceError(
        teams.length
          ? `${named(Inputs.TeamId)} is ${choice.id}, which is not among the teams of this account: use one of them.`
          : `${named(Inputs.TeamId)} is ${choice.id}, but the account has no teams: link App Store credentials to the account on the service first.`,
        teams
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
      throw new TeamChoiceError(
        `${named(Inputs.TeamName)} is '${choice.name}', which matches ${matches.length} teams: give ${referred(Inputs.TeamId)} instead, one of them.`,
        matches
      )
    }
    throw new TeamChoiceError(
      teams.length
        ? `${named(Inputs.TeamName)} is '${choice.name}', which matches no team of this account (names are compared ignoring case).`
        : `${named(Inputs.TeamName)} is '${choice.name}', but the account has no teams: link App Store credentials to the account on the service first.`,
      teams
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
    throw new TeamChoiceError(`The account has ${distinct.length} teams: ${choose}.`, distinct)
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
      ? `The account has ${distinct.length} teams, and ${profile}, which ${matches.length} of them are named: ${choose}.`
      : `The account has ${distinct.length} teams, and ${profile}, which none of them is named (names are compared ignoring case): ${choose}.`,
    matches.length > 1 ? matches : distinct
  )
}

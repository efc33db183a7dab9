import { Inputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import { oneLine } from '../../text/untrusted.js'
import type { Explanation } from './explanation.js'
import { teamsTable, type ListedTeam } from '../../account/teams.js'

/** Why no team could be chosen for an IPA. */
export type TeamRefusal =
  /** The team-id given is not a team of the account. */
  | { why: 'id-unknown'; id: number }
  /** The team-name given matches several teams (`teams`). */
  | { why: 'name-ambiguous'; name: string }
  /** The team-name given matches no team. */
  | { why: 'name-unknown'; name: string }
  /** The account has no teams at all. */
  | { why: 'no-teams' }
  /** Several teams, none given, and no profile to choose by. */
  | { why: 'several'; count: number }
  /** Several teams, none given, and the profile's Apple team is none of them, or several. */
  | { why: 'profile'; count: number; profileTeam: string; matching: number }

/** No team could be chosen: why, and the teams it speaks of (the account's, or those that match). */
export interface TeamFailure {
  type: 'team-choice'
  choice: TeamRefusal
  teams: ListedTeam[]
}

/**
 * The team refusals of a fleet's IPAs as one: a team-id (team-name) every IPA shares, said once
 * (`shared`), else the IPAs whose profile names no team of the account (`profiles`).
 */
export interface FleetTeamRefusal {
  /** The IPAs it speaks for; the others' refusals are said one by one. */
  labels: string[]
  /** The account's teams, as the first refusal that lists any lists them. */
  teams: ListedTeam[]
  shared?: Omit<TeamFailure, 'type'>
  profiles?: Array<{ label: string; profileTeam?: string }>
}

/** Words of a team that could not be chosen; the log's message lists the teams too. */
export function explainTeam(
  { choice, teams }: Omit<TeamFailure, 'type'>,
  names: InputNames
): { explanation: Explanation; message: string } {
  const headline = teamHeadline(choice, teams, names)
  return {
    explanation: { headline, details: teams.length > 0 ? teamsTable(teams) : undefined },
    message: teams.length > 0 ? `${headline} The teams are:\n${listing(teams)}` : headline
  }
}

/** What was given and why it chooses no team: the opening of a refusal that names the input. */
function givenFact(
  choice: TeamRefusal,
  teams: ListedTeam[],
  { named }: InputNames
): string | undefined {
  switch (choice.why) {
    case 'id-unknown':
      return `${named(Inputs.TeamId)} is ${choice.id}, which is not among the teams of this account`
    case 'name-ambiguous':
      return `${named(Inputs.TeamName)} is '${choice.name}', which matches ${teams.length} teams`
    case 'name-unknown':
      return `${named(Inputs.TeamName)} is '${choice.name}', which matches no team of this account (names are compared ignoring case)`
    default:
      return undefined
  }
}

function teamHeadline(choice: TeamRefusal, teams: ListedTeam[], names: InputNames): string {
  const { named, referred } = names
  const fact = givenFact(choice, teams, names)
  const noTeams =
    'but the account has no teams: link App Store credentials to the account on the service first.'
  const choose = `choose one with ${referred(Inputs.TeamId)} (or ${referred(Inputs.TeamName)})`
  switch (choice.why) {
    case 'id-unknown':
      return teams.length
        ? `${fact}: use one of them.`
        : `${named(Inputs.TeamId)} is ${choice.id}, ${noTeams}`
    case 'name-ambiguous':
      return `${fact}: give ${referred(Inputs.TeamId)} instead, one of them.`
    case 'name-unknown':
      return teams.length ? `${fact}.` : `${named(Inputs.TeamName)} is '${choice.name}', ${noTeams}`
    case 'no-teams':
      return 'The account has no teams to submit to: link App Store credentials to the account on the service, then run again.'
    case 'several':
      return `The account has ${choice.count} teams: ${choose}.`
    case 'profile': {
      const profile = `the IPA's provisioning profile names the Apple team '${oneLine(choice.profileTeam, 100)}'`
      return choice.matching > 1
        ? `The account has ${choice.count} teams, and ${profile}, a name ${choice.matching} of them have: ${choose}.`
        : `The account has ${choice.count} teams, and ${profile}, a name none of them has (names are compared ignoring case): ${choose}.`
    }
  }
}

function listing(teams: ListedTeam[]): string {
  const shown = teams
    .slice(0, 20)
    .map(t => `  ${t.id}  ${oneLine(t.name, 80)} (${oneLine(t.account, 80)})`)
  if (teams.length > 20) shown.push(`  … and ${teams.length - 20} more`)
  return shown.join('\n')
}

/** A fleet's team refusal in words: its one problem, its advice, the account's teams as a table. */
export function explainFleetTeams(
  refusal: FleetTeamRefusal,
  names: InputNames
): { problem: string; next?: string; details?: string } {
  const { referred } = names
  const { teams, labels, shared } = refusal
  const listed = teams.length > 0 ? ` The account's teams: ${inOneLine(teams)}.` : ''
  const details = teams.length > 0 ? teamsTable(teams) : undefined
  if (shared) {
    const fact = teams.length > 0 ? givenFact(shared.choice, shared.teams, names) : undefined
    // The account has no teams: the same for a fleet as for one IPA.
    if (!fact) return { problem: teamHeadline(shared.choice, shared.teams, names) }
    return {
      problem: `${fact}, and it applies to every IPA sent with it.${listed}`,
      next: `Give ${referred(Inputs.TeamId)} the team every IPA goes to, one of the account's; or leave ${referred(Inputs.TeamId)} and ${referred(Inputs.TeamName)} out, so that each IPA goes to the team its provisioning profile names.`,
      details
    }
  }
  const each = (refusal.profiles ?? []).map(({ label, profileTeam }) =>
    profileTeam ? `${label} ('${oneLine(profileTeam, 100)}')` : `${label} (none)`
  )
  return {
    problem: `${each.join(', ')}: no team of the account is named as the Apple team ${labels.length === 1 ? 'its' : 'their'} provisioning profile names, and neither ${referred(Inputs.TeamId)} nor ${referred(Inputs.TeamName)} was given, so each IPA goes to the team its profile names (names compared ignoring case).${listed}`,
    next: `Sign ${labels.length === 1 ? 'that IPA' : 'those IPAs'} with a profile of one of the account's teams, or link the credentials of the team ${labels.length === 1 ? 'its profile names' : 'each profile names'} to the account. A ${referred(Inputs.TeamId)} applies to every IPA sent with it: give it only when all go to one team.`,
    details
  }
}

function inOneLine(teams: ListedTeam[]): string {
  const shown = teams.slice(0, 20).map(t => `${t.id} '${oneLine(t.name, 80)}'`)
  return teams.length > 20 ? `${shown.join(', ')} and ${teams.length - 20} more` : shown.join(', ')
}

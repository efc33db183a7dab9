import { teamsTable, type ListedTeam } from '../../account/teams.js'

export function teamsSummary(teams: ListedTeam[]): string {
  if (teams.length === 0)
    return 'No team is linked to this account: link App Store credentials on the service first.'
  return teamsTable(teams)
}

import { md, mdCode, table } from '../../text/markdown.js'
import type { ListedTeam } from '../shared/teams.js'

export function teamsSummary(teams: ListedTeam[]): string {
  if (teams.length === 0)
    return 'No team is linked to this account: link App Store credentials on the service first.'
  return table(
    ['Account', 'Team', 'Team id', 'Credential id'],
    teams.map(team => [
      md(team.account),
      md(team.name),
      mdCode(team.id),
      mdCode(team.credentialId)
    ]),
    { limit: 500 }
  )
}

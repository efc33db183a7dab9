import type { TeamCredential } from '../service/types.js'
import { md, mdCode, table } from '../text/markdown.js'

/** A team of the account, with the credential it comes from. */
export interface ListedTeam {
  id: number
  name: string
  account: string
  credentialId: number
}

/** Every team of every linked credential, in the service's order. */
export function flattenTeams(credentials: TeamCredential[]): ListedTeam[] {
  return credentials.flatMap(credential =>
    credential.teams.map(team => ({
      id: team.team_id,
      name: team.name,
      account: credential.name,
      credentialId: credential.credential_id
    }))
  )
}

/** The teams as the summary shows them: where a `team-id` comes from. */
export function teamsTable(teams: ListedTeam[]): string {
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

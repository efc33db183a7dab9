import type { TeamCredential } from '../../service/types.js'

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

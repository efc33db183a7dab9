import * as core from '@actions/core'
import { Outputs } from '../constants.js'
import type { TeamsConfig } from '../inputs/config.js'
import { table } from '../summary/markdown.js'
import { flattenTeams } from '../teams/resolve-team.js'
import { md, mdCode, oneLine } from '../text/untrusted.js'
import { type CommandContext, setJsonOutput, setOutput } from './context.js'

/** Lists every linked credential and its teams: where a `team-id` for submit comes from. */
export async function teams(
  _config: TeamsConfig,
  { client, summary }: CommandContext
): Promise<void> {
  const answer = await client.listTeams()
  const list = flattenTeams(answer.data)
  setOutput(Outputs.Count, list.length)
  setJsonOutput(answer.json)
  const distinct = new Set(list.map(team => team.id))
  if (distinct.size === 1) setOutput(Outputs.TeamId, list[0].id)
  core.info(
    `${list.length} team${list.length === 1 ? '' : 's'} across ${answer.data.length} credential${answer.data.length === 1 ? '' : 's'}:`
  )
  for (const team of list)
    core.info(`  ${team.id}  ${oneLine(team.name)}  (${oneLine(team.account)})`)
  summary.add(
    list.length
      ? table(
          ['Account', 'Team', 'Team id', 'Credential id'],
          list.map(team => [
            md(team.account),
            md(team.name),
            mdCode(team.id),
            mdCode(team.credentialId)
          ]),
          { limit: 500 }
        )
      : 'No team is linked to this account: link App Store credentials on the service first.'
  )
}

import { Outputs } from '../../inputs/names.js'
import { plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import type { CommandContext } from '../context.js'
import { flattenTeams } from '../../account/teams.js'
import { teamsSummary } from './summary.js'

/** Teams listed one per line in the log; the summary and the json output have the rest. */
const LOGGED = 200

/** Lists every linked credential and its teams: where a `team-id` for submit comes from. */
export async function runTeams(
  _config: unknown,
  { client, log, outputs, summary, names }: CommandContext
): Promise<void> {
  const answer = await client.listTeams()
  const list = flattenTeams(answer.data)
  outputs.set(Outputs.Count, list.length)
  outputs.json(answer.json)
  const distinct = new Set(list.map(team => team.id))
  if (distinct.size === 1) outputs.set(Outputs.TeamId, list[0].id)
  log.info(`${plural(list.length, 'team')} across ${plural(answer.data.length, 'credential')}:`)
  for (const team of list.slice(0, LOGGED))
    log.info(`  ${team.id}  ${oneLine(team.name)}  (${oneLine(team.account)})`)
  if (list.length > LOGGED)
    log.info(`  … and ${list.length - LOGGED} more (${names.output(Outputs.Json)} has them all).`)
  summary.add(teamsSummary(list))
}

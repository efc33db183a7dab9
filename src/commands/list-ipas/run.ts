import { Outputs } from '../../action/names.js'
import { plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import type { CommandContext } from '../context.js'
import { newestFirst } from '../shared/unsigned-ipas.js'
import { listSummary } from './summary.js'

/** Lists the stored unsigned IPAs, newest first. */
export async function runListIpas(
  _config: unknown,
  { client, log, outputs, summary }: CommandContext
): Promise<void> {
  const answer = await client.listUnsignedIpas()
  const ipas = newestFirst(answer.data)
  outputs.set(Outputs.Count, ipas.length)
  outputs.json(answer.json)
  log.info(`${plural(ipas.length, 'unsigned IPA')} stored.`)
  for (const ipa of ipas) log.info(`  ${oneLine(ipa.id)}  ${oneLine(ipa.created_at)}`)
  summary.add(listSummary(ipas))
}

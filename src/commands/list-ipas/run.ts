import { Outputs } from '../../inputs/names.js'
import { plural } from '../../text/format.js'
import { oneLine } from '../../text/untrusted.js'
import type { CommandContext } from '../context.js'
import { newestFirst } from '../../ipa-input/unsigned-ipas.js'
import { listSummary } from './summary.js'

/** IPAs listed one a line in the log; a listing of thousands would drown it. */
const LOGGED = 200

/** Lists the stored unsigned IPAs, newest first. */
export async function runListIpas(
  _config: unknown,
  { client, log, outputs, summary, names }: CommandContext
): Promise<void> {
  const answer = await client.listUnsignedIpas()
  const ipas = newestFirst(answer.data)
  outputs.set(Outputs.Count, ipas.length)
  outputs.json(answer.json)
  log.info(`${plural(ipas.length, 'unsigned IPA')} stored.`)
  for (const ipa of ipas.slice(0, LOGGED))
    log.info(`  ${oneLine(ipa.id)}  ${oneLine(ipa.created_at)}`)
  if (ipas.length > LOGGED)
    log.info(`  … and ${ipas.length - LOGGED} more (${names.output(Outputs.Json)} has them all).`)
  summary.add(listSummary(ipas))
}

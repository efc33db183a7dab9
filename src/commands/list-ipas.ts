import * as core from '@actions/core'
import { Outputs } from '../constants.js'
import type { ListIpasConfig } from '../inputs/config.js'
import type { UnsignedIpa } from '../service/types.js'
import { table } from '../summary/markdown.js'
import { md, mdCode, mdLink, oneLine } from '../text/untrusted.js'
import { type CommandContext, setJsonOutput, setOutput } from './context.js'

/** Newest first; records whose created_at cannot be read go last, in the service's order. */
export function newestFirst(ipas: UnsignedIpa[]): UnsignedIpa[] {
  const time = (ipa: UnsignedIpa): number => {
    const t = Date.parse(ipa.created_at)
    return Number.isNaN(t) ? -Infinity : t
  }
  return ipas
    .map((ipa, index) => ({ ipa, index }))
    .sort((a, b) => time(b.ipa) - time(a.ipa) || a.index - b.index)
    .map(({ ipa }) => ipa)
}

export function ipaRows(ipas: UnsignedIpa[]): string[][] {
  return ipas.map(ipa => [
    mdCode(ipa.id),
    md(ipa.created_at),
    ipa.source ? mdLink(ipa.source, ipa.source) : ''
  ])
}

export async function listIpas(
  _config: ListIpasConfig,
  { client, summary }: CommandContext
): Promise<void> {
  const answer = await client.listUnsignedIpas()
  const ipas = newestFirst(answer.data)
  setOutput(Outputs.Count, ipas.length)
  setJsonOutput(answer.json)
  core.info(`${ipas.length} unsigned IPA${ipas.length === 1 ? '' : 's'} stored.`)
  for (const ipa of ipas) core.info(`  ${oneLine(ipa.id)}  ${oneLine(ipa.created_at)}`)
  summary.add(
    ipas.length
      ? `**${ipas.length}** unsigned IPA${ipas.length === 1 ? '' : 's'} stored, newest first.\n\n${table(['Id', 'Created', 'Source'], ipaRows(ipas), { limit: 200 })}`
      : 'No unsigned IPA is stored.'
  )
}

import type { UnsignedIpa } from '../../service/types.js'
import { table } from '../../text/markdown.js'
import { IPA_TABLE_HEADERS, ipaRows } from '../../ipa-input/unsigned-ipas.js'

/** The stored IPAs, newest first, as a table. */
export function listSummary(ipas: UnsignedIpa[]): string {
  if (ipas.length === 0) return 'No unsigned IPA is stored.'
  const what = ipas.length === 1 ? 'unsigned IPA' : 'unsigned IPAs'
  return `**${ipas.length}** ${what} stored, newest first.\n\n${table(IPA_TABLE_HEADERS, ipaRows(ipas), { limit: 200 })}`
}

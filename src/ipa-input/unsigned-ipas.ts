import type { UnsignedIpa } from '../service/types.js'
import { md, mdCode, mdLink } from '../text/markdown.js'

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

export const IPA_TABLE_HEADERS = ['Id', 'Created', 'Source']

/** Table rows of stored IPAs, under IPA_TABLE_HEADERS. */
export function ipaRows(ipas: UnsignedIpa[]): string[][] {
  return ipas.map(ipa => [
    mdCode(ipa.id),
    md(ipa.created_at),
    ipa.source ? mdLink(ipa.source, ipa.source) : ''
  ])
}

import { plural } from '../../text/format.js'
import { md, mdCode, table } from '../../text/markdown.js'
import { IPA_TABLE_HEADERS, ipaRows } from '../../ipa-input/unsigned-ipas.js'
import type { UnsignedIpa } from '../../service/types.js'

/** Which stored IPAs a step deletes, and which it keeps. */
export interface DeletePlan {
  remove: string[]
  keep: UnsignedIpa[]
  /** Records we could not order, and so never delete. */
  undated: UnsignedIpa[]
}

export interface DeleteResults {
  deleted: string[]
  alreadyGone: string[]
  failed: Array<{ id: string; message: string }>
}

export function dryRunSummary(remove: string[]): string {
  return `🧪 **Dry run**: ${plural(remove.length, 'unsigned IPA')} would be deleted: ${remove.map(id => mdCode(id)).join(', ') || 'none'}.`
}

/** What was deleted, what was gone already, what failed; with keep-latest, what was kept. */
export function deleteSummary(results: DeleteResults, keptBy?: DeletePlan): string {
  const { deleted, alreadyGone, failed } = results
  const parts = [`🗑️ **${plural(deleted.length, 'unsigned IPA')}** deleted.`]
  const rows = [
    ...deleted.map(id => [mdCode(id), 'deleted']),
    ...alreadyGone.map(id => [mdCode(id), 'already gone']),
    ...failed.map(f => [mdCode(f.id), `failed: ${md(f.message, 300)}`])
  ]
  if (rows.length) parts.push(table(['Id', 'Result'], rows, { limit: 200 }))
  if (keptBy) {
    const { keep, undated } = keptBy
    parts.push(
      keep.length === 1 ? 'Kept the newest:' : `Kept the ${keep.length} newest:`,
      keep.length ? table(IPA_TABLE_HEADERS, ipaRows(keep), { limit: 200 }) : '_none_'
    )
    if (undated.length)
      parts.push(`Also kept, undated: ${undated.map(ipa => mdCode(ipa.id)).join(', ')}`)
  }
  return parts.join('\n\n')
}

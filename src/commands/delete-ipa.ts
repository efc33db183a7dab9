import * as core from '@actions/core'
import { Outputs } from '../constants.js'
import type { DeleteIpaConfig } from '../inputs/config.js'
import { ServiceError } from '../service/errors.js'
import type { UnsignedIpa } from '../service/types.js'
import { table } from '../summary/markdown.js'
import { md, mdCode, oneLine } from '../text/untrusted.js'
import { type CommandContext, setJsonOutput, setOutput } from './context.js'
import { ipaRows, newestFirst } from './list-ipas.js'

export class DeleteFailed extends Error {}

interface Plan {
  remove: string[]
  keep: UnsignedIpa[]
  /** Records we would not order, and so never delete. */
  undated: UnsignedIpa[]
}

async function plan(config: DeleteIpaConfig, { client }: CommandContext): Promise<Plan> {
  if (config.selection.kind === 'ids')
    return { remove: config.selection.ids, keep: [], undated: [] }
  const ipas = newestFirst((await client.listUnsignedIpas()).data)
  const undated = ipas.filter(ipa => Number.isNaN(Date.parse(ipa.created_at)))
  const dated = ipas.filter(ipa => !undated.includes(ipa))
  const keep = dated.slice(0, config.selection.keep)
  return { remove: dated.slice(config.selection.keep).map(ipa => ipa.id), keep, undated }
}

/**
 * Deletes stored unsigned IPAs. An id the service no longer has (404) is "already gone", so that a
 * re-run passes; any other failure fails the step after the remaining ids were tried.
 */
export async function deleteIpa(config: DeleteIpaConfig, context: CommandContext): Promise<void> {
  const { client, summary } = context
  const { remove, keep, undated } = await plan(config, context)
  for (const ipa of undated) {
    core.warning(
      `Keeping unsigned IPA ${oneLine(ipa.id)}: its created_at '${oneLine(ipa.created_at)}' is not a date, so keep-latest cannot place it.`
    )
  }

  if (config.dryRun) {
    core.info(
      [
        'Dry run: nothing is deleted. Would delete:',
        ...remove.map(
          id => `  DELETE ${client.url(`/ios/unsigned_ipas/${encodeURIComponent(id)}`)}`
        )
      ].join('\n')
    )
    setOutput(Outputs.Count, 0)
    setOutput(Outputs.DeletedIds, [])
    summary.add(
      `🧪 **Dry run**: ${remove.length} unsigned IPA(s) would be deleted: ${remove.map(id => mdCode(id)).join(', ') || 'none'}.`
    )
    return
  }

  const deleted: string[] = []
  const alreadyGone: string[] = []
  const failed: Array<{ id: string; message: string }> = []
  const answers: unknown[] = []
  for (const id of remove) {
    try {
      const answer = await client.deleteUnsignedIpa(id)
      answers.push(answer.json)
      if (answer.data.deleted) {
        deleted.push(id)
        core.info(`Deleted unsigned IPA ${oneLine(id)}.`)
      } else {
        failed.push({ id, message: 'the service answered deleted: false' })
      }
    } catch (error) {
      if (error instanceof ServiceError && error.status === 404) {
        alreadyGone.push(id)
        core.warning(`Unsigned IPA ${oneLine(id)} is already gone (HTTP 404).`)
      } else {
        failed.push({ id, message: (error as Error).message })
        core.error(`Could not delete unsigned IPA ${oneLine(id)}: ${(error as Error).message}`)
      }
    }
  }
  setOutput(Outputs.DeletedIds, deleted)
  setOutput(Outputs.Count, deleted.length)
  setJsonOutput(answers)

  const parts = [`🗑️ **${deleted.length}** unsigned IPA${deleted.length === 1 ? '' : 's'} deleted.`]
  const rows = [
    ...deleted.map(id => [mdCode(id), 'deleted']),
    ...alreadyGone.map(id => [mdCode(id), 'already gone']),
    ...failed.map(f => [mdCode(f.id), `failed: ${md(f.message, 300)}`])
  ]
  if (rows.length) parts.push(table(['Id', 'Result'], rows, { limit: 200 }))
  if (config.selection.kind === 'keep-latest') {
    parts.push(
      `Kept the ${keep.length} newest:`,
      keep.length ? table(['Id', 'Created', 'Source'], ipaRows(keep), { limit: 200 }) : '_none_'
    )
    if (undated.length)
      parts.push(`Also kept, undated: ${undated.map(ipa => mdCode(ipa.id)).join(', ')}`)
  }
  summary.add(parts.join('\n\n'))
  if (failed.length) {
    throw new DeleteFailed(
      `${failed.length} of ${remove.length} unsigned IPA(s) could not be deleted: ${failed.map(f => oneLine(f.id)).join(', ')}. ${failed[0].message}`
    )
  }
}

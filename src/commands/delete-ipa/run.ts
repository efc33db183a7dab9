import { Inputs, Outputs } from '../../inputs/names.js'
import { ServiceError } from '../../service/errors.js'
import { Requests } from '../../service/requests.js'
import { oneLine } from '../../text/untrusted.js'
import { CommandError } from '../command-error.js'
import { failureMessage } from '../describe-failure.js'
import type { CommandContext } from '../context.js'
import { newestFirst } from '../../ipa-input/unsigned-ipas.js'
import type { DeleteIpaConfig } from './inputs.js'
import { deleteSummary, dryRunSummary, type DeletePlan, type DeleteResults } from './summary.js'

async function plan(config: DeleteIpaConfig, { client }: CommandContext): Promise<DeletePlan> {
  if (config.kind === 'ids') return { remove: config.ids, keep: [], undated: [] }
  const ipas = newestFirst((await client.listUnsignedIpas()).data)
  const undated = ipas.filter(ipa => Number.isNaN(Date.parse(ipa.created_at)))
  const dated = ipas.filter(ipa => !undated.includes(ipa))
  const keep = dated.slice(0, config.keep)
  return { remove: dated.slice(config.keep).map(ipa => ipa.id), keep, undated }
}

/**
 * Deletes stored unsigned IPAs. An id the service no longer has (404) is "already gone", so that a
 * re-run passes; any other failure fails the step after the remaining ids were tried.
 */
export async function runDeleteIpa(
  config: DeleteIpaConfig,
  context: CommandContext
): Promise<void> {
  const { client, log, outputs, summary } = context
  const deletePlan = await plan(config, context)
  const { remove, undated } = deletePlan
  for (const ipa of undated) {
    log.warning(
      `Keeping unsigned IPA ${oneLine(ipa.id)}: its created_at '${oneLine(ipa.created_at)}' is not a date, so ${context.names.referred(Inputs.KeepLatest)} cannot place it.`
    )
  }

  if (context.dryRun) {
    const requests = remove.flatMap(id => client.describe(Requests.deleteUnsignedIpa(id)))
    log.info(['Dry run: nothing is deleted. Would delete:', ...requests].join('\n'))
    outputs.set(Outputs.Count, 0)
    outputs.set(Outputs.DeletedIds, [])
    summary.add(dryRunSummary(remove))
    return
  }

  const results: DeleteResults = { deleted: [], alreadyGone: [], failed: [] }
  const answers: unknown[] = []
  for (const id of remove) {
    try {
      const answer = await client.deleteUnsignedIpa(id)
      answers.push(answer.json)
      if (answer.data.deleted) {
        results.deleted.push(id)
        log.info(
          answer.lostAnswerBefore && answer.status === 404
            ? `Deleted unsigned IPA ${oneLine(id)}: the answer to the delete was lost, and the delete sent again found it gone (HTTP 404), so the first one did it.`
            : `Deleted unsigned IPA ${oneLine(id)}.`
        )
      } else {
        results.failed.push({ id, message: 'the service answered deleted: false' })
      }
    } catch (error) {
      if (error instanceof ServiceError && error.status === 404) {
        results.alreadyGone.push(id)
        log.warning(
          `Unsigned IPA ${oneLine(id)} is not on the service (HTTP 404): already deleted, or not an id of this account. Nothing to do.`
        )
      } else {
        const message = failureMessage(error, context.names)
        results.failed.push({ id, message })
        // A line, not an annotation: the step's one error lists every id that failed.
        log.info(`Could not delete unsigned IPA ${oneLine(id)}: ${message}`)
      }
    }
  }
  outputs.set(Outputs.DeletedIds, results.deleted)
  outputs.set(Outputs.Count, results.deleted.length)
  outputs.json(answers)
  summary.add(deleteSummary(results, config.kind === 'keep-latest' ? deletePlan : undefined))
  const { failed } = results
  if (failed.length) {
    throw new CommandError({ type: 'deletes-failed', total: remove.length, failed })
  }
}

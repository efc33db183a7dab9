import { Outputs } from '../../action/names.js'
import { Requests } from '../../service/requests.js'
import { oneLine } from '../../text/untrusted.js'
import type { CommandContext } from '../context.js'
import { preflightIpa, sendIpa } from '../shared/ipa-file.js'
import type { UploadConfig } from './inputs.js'
import { uploadSummary } from './summary.js'

/** Stores a developer-signed IPA on the service for later resigning. */
export async function runUpload(config: UploadConfig, context: CommandContext): Promise<void> {
  const { client, log, outputs, summary } = context
  const { source } = config
  const inspection = await preflightIpa(source, config.preflight, 'upload', context)

  if (context.dryRun) {
    const request = Requests.storeUnsignedIpa(source)
    log.info(
      ['Dry run: nothing is sent. The upload would be:', ...client.describe(request)].join('\n')
    )
    if (source.kind === 'file') outputs.set(Outputs.Size, source.size)
    summary.add(uploadSummary({ source, inspection }))
    return
  }

  const created = await sendIpa(source, context, options =>
    client.storeUnsignedIpa(source, options)
  )
  const record = created.data
  outputs.set(Outputs.IpaId, record.id)
  outputs.set(Outputs.SourceUrl, record.source)
  outputs.set(Outputs.CreatedAt, record.created_at)
  outputs.json(created.json)
  log.info(
    `Stored unsigned IPA ${oneLine(record.id)}${record.source ? ` at ${oneLine(record.source)}` : ''}.`
  )
  summary.add(uploadSummary({ source, inspection, record, sha256: created.sha256 }))
}

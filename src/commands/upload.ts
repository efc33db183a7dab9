import * as core from '@actions/core'
import * as path from 'node:path'
import { Outputs } from '../constants.js'
import type { UploadConfig } from '../inputs/config.js'
import type { Answer } from '../service/client.js'
import type { UnsignedIpa } from '../service/types.js'
import { appCard } from '../summary/app-card.js'
import { facts, formatBytes } from '../summary/markdown.js'
import { md, mdCode, mdLink, oneLine } from '../text/untrusted.js'
import { type CommandContext, setJsonOutput, setOutput } from './context.js'
import { preflightIpa, sendIpaFile } from './ipa-file.js'

/** Stores a developer-signed IPA on the service for later resigning. */
export async function upload(config: UploadConfig, context: CommandContext): Promise<void> {
  const { client, summary } = context
  const { source } = config
  const inspection =
    source.kind === 'file' ? await preflightIpa(source.path, config.preflight, 'upload') : undefined

  if (config.dryRun) {
    const lines = [
      'Dry run: nothing is sent. The upload would be:',
      `  POST ${client.url('/ios/unsigned_ipas')}`
    ]
    if (source.kind === 'file') {
      lines.push(
        '  Content-Type: multipart/form-data',
        `  part unsigned_ipa[source]: ${path.basename(source.path)} (${formatBytes(source.size)})`
      )
      setOutput(Outputs.Size, source.size)
    } else {
      lines.push(
        '  Content-Type: application/json',
        `  ${JSON.stringify({ unsigned_ipa: { remote_source_url: source.url } })}`
      )
    }
    core.info(lines.join('\n'))
    summary.add('🧪 **Dry run**: inputs and IPA checked; nothing was sent.')
    if (inspection)
      summary.add(appCard(inspection, { size: source.kind === 'file' ? source.size : undefined }))
    return
  }

  let created: Answer<UnsignedIpa>
  let sha256: string | undefined
  if (source.kind === 'file') {
    const sent = await sendIpaFile(
      context,
      { path: source.path, field: 'unsigned_ipa[source]', fields: [] },
      body => client.uploadUnsignedIpaFile(body)
    )
    created = sent.answer
    sha256 = sent.sha256
  } else {
    core.info(`Storing ${source.url} (the service fetches it)…`)
    created = await client.uploadUnsignedIpaFromUrl(source.url)
  }
  const record = created.data
  setOutput(Outputs.IpaId, record.id)
  setOutput(Outputs.SourceUrl, record.source)
  setOutput(Outputs.CreatedAt, record.created_at)
  setJsonOutput(created.json)
  core.info(
    `Stored unsigned IPA ${oneLine(record.id)}${record.source ? ` at ${oneLine(record.source)}` : ''}.`
  )

  summary.add(`✅ **Stored** as unsigned IPA ${mdCode(record.id)}.`)
  if (inspection)
    summary.add(
      appCard(inspection, { sha256, size: source.kind === 'file' ? source.size : undefined })
    )
  summary.add(
    facts([
      ['Id', mdCode(record.id)],
      ['Stored at', record.source ? mdLink(record.source, record.source) : undefined],
      ['Created', record.created_at ? md(record.created_at) : undefined],
      [
        'From',
        source.kind === 'file' ? mdCode(path.basename(source.path)) : mdLink(source.url, source.url)
      ]
    ])
  )
}

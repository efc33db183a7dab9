import * as path from 'node:path'
import type { IpaInspection } from '../../ipa/index.js'
import type { IpaSource } from '../../service/requests.js'
import type { UnsignedIpa } from '../../service/types.js'
import { facts, md, mdCode, mdLink } from '../../text/markdown.js'
import { shownUrl } from '../../text/untrusted.js'
import { appCard } from '../shared/app-card.js'

export interface UploadSummaryInput {
  source: IpaSource
  inspection?: IpaInspection
  /** Undefined for a dry run. */
  record?: UnsignedIpa
  sha256?: string
}

/** The upload's part of the job summary: what was stored, or for a dry run what was checked. */
export function uploadSummary({ source, inspection, record, sha256 }: UploadSummaryInput): string {
  const size = source.kind === 'file' ? source.size : undefined
  const card = inspection ? appCard(inspection, { sha256, size }) : ''
  if (!record)
    return ['🧪 **Dry run**: inputs and IPA checked; nothing was sent.', card].join('\n\n')
  return [
    `✅ **Stored** as unsigned IPA ${mdCode(record.id)}.`,
    card,
    facts([
      ['Id', mdCode(record.id)],
      ['Stored at', record.source ? mdLink(record.source, record.source) : undefined],
      ['Created', record.created_at ? md(record.created_at) : undefined],
      [
        'From',
        source.kind === 'file' ? mdCode(path.basename(source.path)) : md(shownUrl(source.url))
      ]
    ])
  ]
    .filter(Boolean)
    .join('\n\n')
}

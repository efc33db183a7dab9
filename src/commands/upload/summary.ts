import * as path from 'node:path'
import type { IpaInspection } from '../../ipa/index.js'
import type { IpaSource } from '../../service/requests.js'
import type { UnsignedIpa } from '../../service/types.js'
import { alert, facts, md, mdCode, mdLink } from '../../text/markdown.js'
import { shownUrl } from '../../text/signed-url.js'
import { appFacts, type Fact } from '../../ipa-input/app-card.js'
import { fileOf } from '../../ipa-input/ipa-file.js'

interface UploadSummaryInput {
  source: IpaSource
  inspection?: IpaInspection
  /** Undefined for a dry run. */
  record?: UnsignedIpa
  sha256?: string
  /** How the record came, when not simply from this step's create (a lost answer, a replay). */
  how?: string
}

/**
 * The upload's part of the job summary: the headline, then one table of the stored record and the
 * app (the file's row only when preflight read no app), as submit has it.
 */
export function uploadSummary({
  source,
  inspection,
  record,
  sha256,
  how
}: UploadSummaryInput): string {
  const app: Fact[] = inspection
    ? appFacts(inspection, { sha256, ...fileOf(source, inspection) })
    : [
        [
          'From',
          source.kind === 'file' ? mdCode(path.basename(source.path)) : md(shownUrl(source.url))
        ]
      ]
  const headline = record
    ? `✅ **Stored** as unsigned IPA ${mdCode(record.id)}.`
    : '🧪 **Dry run**: inputs and IPA checked; nothing was sent.'
  const stored: Fact[] = record
    ? [
        ['Id', mdCode(record.id)],
        ['Stored at', record.source ? mdLink(record.source, record.source) : undefined],
        ['Created', record.created_at ? md(record.created_at) : undefined]
      ]
    : []
  const note = how ? alert('NOTE', [md(how, 600)]) : undefined
  return [headline, note, facts([...stored, ...app])].filter(Boolean).join('\n\n')
}

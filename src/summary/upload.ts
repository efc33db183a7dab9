import * as path from 'node:path'
import type { UnitOutcome } from '../commands/outcome.js'
import { alert, facts, md, mdCode, mdLink } from '../text/markdown.js'
import { shownUrl } from '../text/signed-url.js'
import { appFacts, fileOf, type Fact } from './app-card.js'

/**
 * An upload's part of the job summary: the headline, then one table of the stored record and the
 * app (the file's row only when preflight read no app), as submit has it.
 */
export function uploadSection({ happened, facts: known, problems }: UnitOutcome): string {
  const { source, inspection, sha256, how } = known
  const stored = happened === 'stored' && known.ipaId !== undefined
  const app: Fact[] = inspection
    ? appFacts(inspection, problems, { sha256, ...(source && fileOf(source, inspection)) })
    : [
        [
          'From',
          !source
            ? undefined
            : source.kind === 'file'
              ? mdCode(path.basename(source.path))
              : md(shownUrl(source.url))
        ]
      ]
  const headline = stored
    ? `✅ **Stored** as unsigned IPA ${mdCode(known.ipaId)}.`
    : '🧪 **Dry run**: inputs and IPA checked; nothing was sent.'
  const record: Fact[] = stored
    ? [
        ['Id', mdCode(known.ipaId)],
        ['Stored at', known.sourceUrl ? mdLink(known.sourceUrl, known.sourceUrl) : undefined],
        ['Created', known.createdAt ? md(known.createdAt) : undefined]
      ]
    : []
  const note = how ? alert('NOTE', [md(how, 600)]) : undefined
  return [headline, note, facts([...record, ...app])].filter(Boolean).join('\n\n')
}

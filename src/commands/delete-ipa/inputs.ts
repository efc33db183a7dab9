import type { InputReader } from '../../inputs/reader.js'
import { Inputs } from '../../inputs/names.js'
import { InputProblem, parseIds, parseInteger } from '../../inputs/parse.js'
import { pathSegmentProblem } from '../../service/records.js'
import { asPrintedList } from '../../fleet/handed-ids.js'

/** The ids to delete, or how many of the newest to keep. */
export type DeleteIpaConfig = { kind: 'ids'; ids: string[] } | { kind: 'keep-latest'; keep: number }

export async function readDeleteIpaInputs(
  inputs: InputReader
): Promise<DeleteIpaConfig | undefined> {
  const { referred, setting } = inputs.names
  return inputs.check((): DeleteIpaConfig => {
    const ids = inputs.value(Inputs.IpaId)
    const keep = inputs.value(Inputs.KeepLatest)
    if (ids && keep) {
      throw new InputProblem(
        Inputs.IpaId,
        `and ${referred(Inputs.KeepLatest)} are both set: give the ids to delete, or how many of the newest to keep, not both.`
      )
    }
    if (keep) {
      const what = 'how many of the newest IPAs to keep'
      return {
        kind: 'keep-latest',
        keep: parseInteger(Inputs.KeepLatest, keep, { min: 0, max: 100_000, what })
      }
    }
    if (!ids) {
      throw new InputProblem(
        Inputs.IpaId,
        `is empty, and so is ${referred(Inputs.KeepLatest)}: give the ids to delete, or ${setting(Inputs.KeepLatest, 'N')}.`
      )
    }
    // The ipa-ids output of an upload of several, a JSON array, as it was printed.
    const list = parseIds(Inputs.IpaId, asPrintedList(ids))
    // `.` and `..` pass as characters, but would name another path than the IPA's.
    const steps = list.filter(id => pathSegmentProblem(id))
    if (steps.length > 0) {
      throw new InputProblem(
        Inputs.IpaId,
        `has ids that name a path step, not an IPA: ${steps.map(id => `'${id}'`).join(', ')}. Use the ids from list-ipas.`
      )
    }
    return { kind: 'ids', ids: list }
  })
}

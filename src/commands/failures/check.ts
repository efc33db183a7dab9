import type { InputNames } from '../../inputs/reader.js'
import { formatCount, plural } from '../../text/format.js'
import type { Explanation } from './explanation.js'
import { skipAdvice, type RefusedIpa } from './other.js'

export type CheckFailure =
  /** Preflight would refuse some of the IPAs checked (each was checked and reported). */
  | { type: 'check-refused'; checked: number; refused: RefusedIpa[] }
  /** A report asked for could not be written. */
  | { type: 'report-unwritten'; file: string; why: string }

/** Words of check's failures. */
export function explainCheck(failure: CheckFailure, names: InputNames): Explanation {
  if (failure.type === 'report-unwritten')
    return {
      headline: `The report ${failure.file} could not be written (${failure.why})`,
      next: 'Give a path in a folder the step can write to.'
    }
  const { checked, refused } = failure
  const next = refused.some(ipa => ipa.notAnIpa)
    ? 'Check the .ipa that Xcode exported: a file that is not an IPA is refused whatever the settings.'
    : `Fix the IPA (the summary and the reports say what to do for each problem)${
        skipAdvice(
          refused.flatMap(ipa => ipa.codes),
          names.setting
        ) ?? ''
      }.`
  if (checked === 1) {
    const [ipa] = refused
    return {
      headline: `Preflight would refuse ${ipa.file}: ${ipa.count === 1 ? 'a problem' : `${formatCount(ipa.count)} problems`}`,
      problems: [...ipa.problems, ...(ipa.rest ? [ipa.rest] : [])],
      next
    }
  }
  return {
    headline: `Preflight would refuse ${refused.length} of ${plural(checked, 'IPA')}`,
    problems: refused.map(
      ipa =>
        `${ipa.file}: ${plural(ipa.count, 'problem')} that refuse${ipa.count === 1 ? 's' : ''} it`
    ),
    next
  }
}

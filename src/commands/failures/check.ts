import { Inputs } from '../../inputs/names.js'
import type { InputNames } from '../../inputs/reader.js'
import { formatCount, plural } from '../../text/format.js'
import type { Explanation } from './explanation.js'

/** One IPA `check` found refused: its file, and its problems as preflight said them. */
export interface RefusedIpa {
  file: string
  count: number
  problems: string[]
  /** The problems not listed, counted by code. */
  rest?: string
  notAnIpa: boolean
  /** The codes of the problems that refuse it. */
  codes: string[]
}

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
    : `Fix the IPA (the summary and the reports say what to do for each problem)${skipAdvice(refused, names)}.`
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

/**
 * The safe way past a check that is wrong about an IPA: skipping that check alone, by its code. Said
 * where every refusal is Apple's (a house check, such as a development profile, has no code to skip
 * for check: the IPA is what to fix).
 */
function skipAdvice(refused: RefusedIpa[], names: InputNames): string {
  const codes = [...new Set(refused.flatMap(ipa => ipa.codes))]
  if (codes.length === 0 || !codes.every(code => /^ITMS-\d+$/.test(code))) return ''
  const these = codes.length === 1 ? 'this check' : 'these checks'
  return `, or, if you are sure App Store Connect takes it, skip ${these} alone with ${names.setting(Inputs.PreflightSkip, codes.join(','))}`
}

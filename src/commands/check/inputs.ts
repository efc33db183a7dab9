import { Inputs } from '../../inputs/names.js'
import { PURPOSES } from '../../inputs/declared-inputs.js'
import { InputProblem } from '../../inputs/parse.js'
import type { InputReader } from '../../inputs/reader.js'
import type { Purpose } from '../../ipa/rules/policy.js'
import type { IpaSource } from '../../service/requests.js'
import {
  readIpaSources,
  readPreflight,
  readPreflightSkip,
  type PreflightMode
} from '../../ipa-input/ipa-source.js'

export interface CheckConfig {
  /** Every IPA matched: each is checked and reported, whatever the others' verdict. */
  sources: IpaSource[]
  /** `strict` or `warn`: `off` checks nothing, which is all check does. */
  preflight: Exclude<PreflightMode, 'off'>
  preflightSkip: string[]
  /** As what the IPAs are judged: `upload` takes an App Store rule as a warning (the IPA is re-signed). */
  purpose: Purpose
  /** Where the reports go, relative to the working directory; none unless asked. */
  sarif?: string
  junit?: string
}

export async function readCheckInputs(inputs: InputReader): Promise<CheckConfig | undefined> {
  // Several files matched are all checked: no `multiple` to ask for it.
  const sources = await readIpaSources(inputs, true)
  const preflight = inputs.check(() => {
    const mode = readPreflight(inputs)
    if (mode === 'off')
      throw new InputProblem(
        Inputs.Preflight,
        "is 'off', which checks nothing, and checking is all check does: use strict (a problem fails the step) or warn."
      )
    return mode
  })
  const preflightSkip = await readPreflightSkip(inputs)
  const purpose = inputs.check(() => {
    const value = inputs.value(Inputs.For).toLowerCase()
    const found: Purpose | undefined = PURPOSES.find(purpose => purpose === value)
    if (!found) throw new InputProblem(Inputs.For, `is '${value}': use submit or upload.`)
    return found
  })
  if (!sources || !preflight || !preflightSkip || !purpose) return undefined
  return {
    sources,
    preflight,
    preflightSkip,
    purpose,
    sarif: inputs.value(Inputs.SarifFile) || undefined,
    junit: inputs.value(Inputs.JunitFile) || undefined
  }
}

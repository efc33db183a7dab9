import { Inputs } from '../../inputs/names.js'
import { InputProblem } from '../../inputs/parse.js'
import type { InputReader } from '../../inputs/reader.js'
import { explainRule, type RuleExplanation } from '../../preflight-reports/rules-table.js'
import { codesOf, POLICY } from '../../ipa/rules/policy.js'
import { editDistance } from '../../text/nearest.js'
import { oneLine } from '../../text/untrusted.js'

/** Codes a mistyped one is as near to as to any other (`ITMS-9008`: a digit away from five): at most five. */
const NEAR_CODES_SHOWN = 5

/** Every check, or the one a code names. */
export interface RulesConfig {
  rule?: RuleExplanation
}

export async function readRulesInputs(inputs: InputReader): Promise<RulesConfig | undefined> {
  const code = inputs.value(Inputs.Code).trim()
  if (!code) return {}
  return inputs.check(() => {
    const found = explainRule(code)
    if (found.found) return { rule: found.rule }
    const near = found.nearest ? [found.nearest] : nearCodes(code)
    const meant =
      near.length === 0
        ? ''
        : ` (did you mean ${near.length === 1 ? '' : 'one of '}${near.map(c => `'${c}'`).join(', ')}?)`
    const all = inputs.names.setting(Inputs.Command, 'rules')
    throw new InputProblem(
      Inputs.Code,
      `is '${oneLine(code, 60)}', which is not the code of a check preflight makes${meant}: ${all} lists them all.`
    )
  })
}

/**
 * The codes one edit from a mistyped code, when no one code is nearest (`nearestCode` suggests
 * none then): a code of Apple's is digits, and a digit left out is one edit from several.
 */
function nearCodes(code: string): string[] {
  const typed = code.toLowerCase()
  const near = POLICY.flatMap(codesOf).filter(c => editDistance(typed, c.toLowerCase()) === 1)
  return near.length <= NEAR_CODES_SHOWN ? near : []
}

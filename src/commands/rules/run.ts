import { Outputs } from '../../inputs/names.js'
import { POLICY } from '../../ipa/rules/policy.js'
import {
  explainRule,
  explanationLines,
  rulesLines,
  rulesMarkdown,
  type RuleExplanation
} from '../../preflight-reports/rules-table.js'
import { facts, md, mdCode } from '../../text/markdown.js'
import type { LocalContext } from '../context.js'
import type { RulesConfig } from './inputs.js'

/** Lists preflight's checks (the log, the summary, the `json` output), or explains one. */
export async function runRules({ rule }: RulesConfig, { log, outputs, summary }: LocalContext) {
  if (rule) {
    for (const line of explanationLines(rule)) log.info(line)
    summary.add(ruleMarkdown(rule))
    outputs.json(rule)
    return
  }
  for (const line of rulesLines()) log.info(line)
  summary.add(rulesMarkdown())
  outputs.set(Outputs.Count, POLICY.length)
  outputs.json(POLICY.map(check => (explainRule(check.code) as { rule: RuleExplanation }).rule))
}

/** One check as a facts table. */
function ruleMarkdown(rule: RuleExplanation): string {
  return facts([
    ['Code', mdCode(rule.code)],
    ['Also', rule.covers.length ? rule.covers.map(code => mdCode(code)).join(', ') : undefined],
    ['Checks', md(rule.title, 1000)],
    ['Level', mdCode(rule.level)],
    ['What to do', md(rule.fix, 1000)],
    ['Source', md(rule.source, 1000)],
    ['Read', rule.read]
  ])
}

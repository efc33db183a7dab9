import * as path from 'node:path'
import { Outputs } from '../../inputs/names.js'
import { refusesUnderStrict } from '../../ipa/rules/policy.js'
import { fileSha256 } from '../../ipa-input/file-sha256.js'
import { preflightIpa } from '../../ipa-input/ipa-file.js'
import type { IpaSource } from '../../service/requests.js'
import { checkSection } from '../../summary/check.js'
import { md } from '../../text/markdown.js'
import { shownUrl } from '../../text/signed-url.js'
import { oneLine } from '../../text/untrusted.js'
import { CommandError } from '../command-error.js'
import type { LocalContext } from '../context.js'
import { failureInWords } from '../failures/index.js'
import type { RefusedIpa } from '../failures/other.js'
import { emptyOutcome, outcomeKeptIn } from '../outcome.js'
import type { CheckConfig } from './inputs.js'
import { writeReports, type CheckedSource } from './reports.js'

/**
 * Checks every IPA as `submit` (or `upload`) would before sending it, and sends nothing: each is
 * checked and reported whatever the others' verdict; then the reports, the outputs, the summary,
 * and the step fails if preflight would refuse any.
 */
export async function runCheck(config: CheckConfig, context: LocalContext): Promise<void> {
  const checked: CheckedSource[] = []
  const several = config.sources.length > 1
  for (const source of config.sources) {
    const one = await checkIpa(source, config, context)
    // Of several, each refusal is said as it is found; the step's failure counts them.
    if (several && one.refusal) context.log.error(refusalMessage(one, context))
    checked.push(one)
  }
  const unwritten = writeReports(checked, config, context.log, context.run.checkout)
  setOutputs(checked, context)
  if (several) for (const one of checked) context.summary.add(sectionOf(one))
  const refused = checked.flatMap(one => (one.refusal ? [one.refusal] : []))
  if (refused.length > 0)
    throw new CommandError({ type: 'check-refused', checked: checked.length, refused }, 'input')
  if (unwritten) throw new CommandError({ type: 'report-unwritten', ...unwritten }, 'work')
}

/** One IPA read and judged, its outcome kept apart (the step's is the single IPA's: setOutputs). */
async function checkIpa(
  source: IpaSource,
  config: CheckConfig,
  context: LocalContext
): Promise<CheckedSource> {
  const outcome = emptyOutcome()
  const item = { ...context, outcome: outcomeKeptIn(outcome), item: labelOf(source) }
  let refusal: RefusedIpa | undefined
  try {
    await preflightIpa(source, config, config.purpose, item)
  } catch (error) {
    if (!(error instanceof CommandError) || error.failure.type !== 'preflight-refused') throw error
    const { file, count, problems, rest, notAnIpa, codes } = error.failure
    refusal = { file, count, problems, rest, notAnIpa, codes }
  }
  const facts = item.outcome
  if (source.kind === 'file')
    facts.record({ size: source.size, sha256: await fileSha256(source.path) })
  facts.record({ purpose: config.purpose })
  facts.happened('check', refusal ? 'refused' : 'checked')
  return { source, outcome, refusal }
}

/**
 * The outputs: of one IPA, each of its facts (bundle-id, version, build, size, sha256) and its
 * outcome, which the summary shows; of all, `json` (a list, one entry per IPA) and the counts.
 */
function setOutputs(checked: CheckedSource[], context: LocalContext): void {
  const problems = checked.flatMap(one => judged(one))
  context.outputs.set(Outputs.ProblemCount, problems.filter(p => p.refuses).length)
  context.outputs.set(Outputs.WarningCount, problems.filter(p => !p.refuses).length)
  context.outputs.json(checked.map(entryOf))
  if (checked.length !== 1) return
  const [{ outcome }] = checked
  const { bundleId, version, build, size, sha256, source, inspection, purpose } = outcome.facts
  context.outcome.record({ bundleId, version, build, size, sha256, source, inspection, purpose })
  context.outcome.problems(outcome.problems)
  context.outcome.happened('check', outcome.happened ?? 'checked')
}

/**
 * Each problem, and whether `strict` refuses the IPA for it (whatever the mode, so that the counts
 * say what Apple would do): the same rule as the SARIF's levels and the JUnit's failures.
 */
function judged({
  outcome
}: CheckedSource): Array<{ code: string; message: string; refuses: boolean }> {
  const purpose = outcome.facts.purpose ?? 'submit'
  return (outcome.facts.inspection?.problems ?? []).map(problem => ({
    code: problem.code,
    message: problem.message,
    refuses: refusesUnderStrict(problem, purpose)
  }))
}

/** One IPA's entry of the `json` output. */
function entryOf(one: CheckedSource): Record<string, unknown> {
  const { bundleId, version, build, size, sha256 } = one.outcome.facts
  return {
    file: one.source.kind === 'file' ? one.source.path : shownUrl(one.source.url),
    bundleId,
    version,
    build,
    size,
    sha256,
    refused: one.refusal !== undefined,
    problems: judged(one)
  }
}

/** Of several IPAs, each its own section: its name, then its verdict and card. */
function sectionOf(one: CheckedSource): string {
  return [`### ${md(labelOf(one.source), 200)}`, checkSection(one.outcome)].join('\n\n')
}

/** The IPA as the log names it: its file's name, or its URL without a signature. */
function labelOf(source: IpaSource): string {
  return oneLine(source.kind === 'file' ? path.basename(source.path) : shownUrl(source.url), 200)
}

function refusalMessage(one: CheckedSource, { names }: LocalContext): string {
  const failure = { type: 'check-refused' as const, checked: 1, refused: [one.refusal!] }
  return failureInWords(failure, names).message
}

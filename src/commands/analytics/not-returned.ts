import { Inputs } from '../../inputs/names.js'
import type { CommandContext } from '../context.js'
import { isIsoCountry, likelyIsoCode } from './country-codes.js'

/**
 * Warns, as soon as the answer is in, of each country asked for that the answer does not hold: a
 * code that is no ISO code (with the one likely meant: `GER`, `DEU`), or a country without data.
 * The summary lists them too, but a log is what a failing pipeline's reader looks at first.
 */
export function warnNotReturned(
  context: CommandContext,
  requested: readonly string[],
  returned: Iterable<string>,
  /** `2026-01-02`, or `any of the 30 days`. */
  when: string
): void {
  const got = new Set([...returned].map(code => code.trim().toUpperCase()))
  const missing = requested.filter(code => !got.has(code))
  if (missing.length === 0) return
  const each = missing.map(code => `${code} (${whyNot(code)})`).join(', ')
  context.log.warning(
    `Asked for in ${context.names.referred(Inputs.Countries)}, but not in the service's answer for ${when}: ${each}.`
  )
}

function whyNot(code: string): string {
  if (isIsoCountry(code)) return 'no data for that country'
  const meant = likelyIsoCode(code)
  return `not an ISO 3166-1 alpha-3 code${meant ? `: did you mean ${meant}?` : ''}`
}

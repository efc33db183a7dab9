/** Three-letter country codes for analytics reports. */
import { ISO_ALPHA3 } from '../src/commands/analytics/country-codes.js'

/** The markets a default report covers, biggest first. */
const MAIN_MARKETS =
  'USA GBR DEU FRA JPN CAN AUS ITA ESP NLD SWE NOR DNK FIN CHE AUT BEL IRL BRA MEX IND KOR CHN SGP'.split(
    ' '
  )

/** User-assigned codes XAA..XZZ, for reports larger than the real list (never real countries). */
const SYNTHESISED = Array.from({ length: 26 * 26 }, (_, i) => {
  const letter = (n: number): string => String.fromCharCode(65 + n)
  return `X${letter(Math.floor(i / 26))}${letter(i % 26)}`
})

/** Every code in report order: main markets, the other real codes, then synthesised ones. */
export const COUNTRY_ORDER: readonly string[] = [
  ...MAIN_MARKETS,
  ...ISO_ALPHA3.filter(code => !MAIN_MARKETS.includes(code)),
  ...SYNTHESISED
]

export const REAL_COUNTRY_CODES: readonly string[] = ISO_ALPHA3
export const MAX_COUNTRY_COUNT = COUNTRY_ORDER.length
/** Countries in a report when nobody asks for another size: comfortably over 20. */
export const DEFAULT_COUNTRY_COUNT = 24

/** The first `count` codes of the report order. */
export function reportCountries(count: number): string[] {
  return COUNTRY_ORDER.slice(0, count)
}

import type { AnalyticsReport } from '../../service/types.js'
import {
  type CountryMetrics,
  type Metrics,
  addMetrics,
  byInstallsThen,
  countryTotals,
  emptyMetrics,
  normaliseReportDate
} from './report.js'

/**
 * Most countries ranked over a range. There are some 250; a service that sends more names (a hostile
 * one could send thousands a day) still counts in the totals, but past this many new names are not
 * ranked, so that the tally stays small whatever comes.
 */
const MAX_COUNTRIES = 1000
const MAX_MARKETS = 20

interface DayTotals extends Metrics {
  day: string
  countries: number
}

/** What the summary of a range needs, summed as each day comes: nothing of a day is kept whole. */
export class RangeTally {
  private readonly days = new Map<string, DayTotals>()
  private readonly countries = new Map<string, CountryMetrics>()
  readonly markets = new Set<string>()
  /** Days whose report the service dated otherwise, with the date it wrote. */
  readonly datedOtherwise: Array<{ day: string; said: string }> = []

  /** Counts a day in, and gives its own totals. */
  add(day: string, reports: AnalyticsReport[]): DayTotals {
    const byCountry = countryTotals(reports)
    // Each country's sums are over its `source` rows: together, they are the day's totals.
    const dayTotals = { day, countries: byCountry.length, ...emptyMetrics() }
    for (const entry of byCountry) addMetrics(dayTotals, entry)
    this.days.set(day, dayTotals)
    for (const entry of byCountry) {
      const known = this.countries.get(entry.country)
      if (known) addMetrics(known, entry)
      else if (this.countries.size < MAX_COUNTRIES) this.countries.set(entry.country, { ...entry })
    }
    for (const report of reports) {
      const market = String(report?.market ?? '').trim()
      if (market && this.markets.size < MAX_MARKETS) this.markets.add(market)
      const said = String(report?.date ?? '')
      const noted = this.datedOtherwise.at(-1)?.day === day
      if (!noted && normaliseReportDate(said) !== day) this.datedOtherwise.push({ day, said })
    }
    return dayTotals
  }

  /** Each day read, oldest first. */
  dayTotals(): DayTotals[] {
    return [...this.days.values()].sort((a, b) => (a.day < b.day ? -1 : 1))
  }

  /** Over every day read. */
  totals(): Metrics {
    const sums = emptyMetrics()
    for (const day of this.days.values()) addMetrics(sums, day)
    return sums
  }

  /** Each country's sums over the range, most installs first. */
  countryTotals(): CountryMetrics[] {
    return [...this.countries.values()].sort(byInstallsThen(entry => entry.country))
  }
}

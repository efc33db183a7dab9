import type { InputNames } from '../../inputs/reader.js'
import { Inputs } from '../../inputs/names.js'
import { DAY_MS, InputProblem, parseDay, yesterdayUtc } from '../../inputs/parse.js'

/** The longest range read in one step: a quarter, as the endpoint serves one day per request. */
const MAX_DAYS = 92

/** `date` as given: one day, or the first and last of an inclusive range. */
type DateInput = { day: string } | { from: string; to: string }

/** `date`: empty, `YYYY-MM-DD` or `YYYY-MM-DD..YYYY-MM-DD`. Undefined when empty. */
export function readDateInput(value: string): DateInput | undefined {
  const text = value.trim()
  if (!text) return undefined
  const range = /^(.*?)\s*\.\.\s*(.*)$/.exec(text)
  if (!range) return { day: parseDay(Inputs.Date, text) }
  const problems = [range[1], range[2]].flatMap(day => {
    try {
      parseDay(Inputs.Date, day)
      return []
    } catch {
      return [`'${day}'`]
    }
  })
  if (problems.length > 0) {
    throw new InputProblem(
      Inputs.Date,
      `is '${value}': ${problems.join(' and ')} ${problems.length === 1 ? 'is not a calendar day' : 'are not calendar days'}. Write a day as YYYY-MM-DD, or a range as YYYY-MM-DD..YYYY-MM-DD, e.g. 2026-11-01..2026-11-07.`
    )
  }
  return { from: range[1], to: range[2] }
}

/** `days`: a whole number from 1 to MAX_DAYS. Undefined when empty. */
export function readDayCount(value: string): number | undefined {
  const text = value.trim()
  if (!text) return undefined
  const count = /^\d{1,3}$/.test(text) ? Number(text) : NaN
  if (!(count >= 1 && count <= MAX_DAYS)) {
    throw new InputProblem(
      Inputs.Days,
      `is '${value}': give a whole number of days from 1 to ${MAX_DAYS}, e.g. 7 for the week ending yesterday.`
    )
  }
  return count
}

/**
 * The days to read, oldest first, from `date` and `days` (either may be absent): a range as given;
 * `days` days ending at `date`'s day or else yesterday (UTC); or that one day. A range given with
 * `days`, a reversed or longer range, or a day after today (UTC) is refused.
 */
export function daysToRead(
  date: DateInput | undefined,
  count: number | undefined,
  names: Pick<InputNames, 'referred'>,
  now = new Date()
): string[] {
  if (date && 'from' in date && count !== undefined) {
    throw new InputProblem(
      Inputs.Days,
      `is '${count}' while ${names.referred(Inputs.Date)} is already a range (${date.from}..${date.to}): give the range in ${names.referred(Inputs.Date)}, or one day in ${names.referred(Inputs.Date)} and the number of days before it in ${names.referred(Inputs.Days)}.`
    )
  }
  const last = date ? ('to' in date ? date.to : date.day) : yesterdayUtc(now)
  const first = date && 'from' in date ? date.from : addDays(last, 1 - (count ?? 1))
  const length = (Date.parse(last) - Date.parse(first)) / DAY_MS + 1
  if (length < 1) {
    throw new InputProblem(
      Inputs.Date,
      `is '${first}..${last}', which ends before it starts: write the earlier day first, e.g. ${last}..${first}.`
    )
  }
  if (length > MAX_DAYS) {
    throw new InputProblem(
      Inputs.Date,
      `is '${first}..${last}', ${length} days: a range is ${MAX_DAYS} days at most. Split it over several runs, e.g. by quarter.`
    )
  }
  const today = now.toISOString().slice(0, 10)
  if (last > today) {
    throw new InputProblem(
      Inputs.Date,
      `ends on ${last}, after today (${today} UTC): there are no analytics for days to come. The last full day is yesterday, ${yesterdayUtc(now)}.`
    )
  }
  return Array.from({ length }, (_, i) => addDays(first, i))
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Runs of days named in one line before "and N more": the files and the log have them all. */
const RUNS_NAMED = 10

/**
 * Days (YYYY-MM-DD, any order) in few words: `2026-11-03`, or `4 days (2026-08-01 to 2026-08-04,
 * 2026-08-09)`, consecutive days as one run, ten runs at most.
 */
export function dayList(days: string[]): string {
  const sorted = [...days].sort()
  if (sorted.length === 1) return sorted[0]
  const runs: Array<[string, string]> = []
  for (const day of sorted) {
    const last = runs.at(-1)
    if (last && addDays(last[1], 1) === day) last[1] = day
    else runs.push([day, day])
  }
  const named = runs
    .slice(0, RUNS_NAMED)
    .map(([from, to]) => (from === to ? from : `${from} to ${to}`))
  const more = runs.length > RUNS_NAMED ? ` and ${runs.length - RUNS_NAMED} more` : ''
  return `${sorted.length} days (${named.join(', ')}${more})`
}

/** The days that failed alike, together, in the order the reasons first came. */
export function daysByReason(
  missing: Array<{ date: string; error: string }>
): Map<string, string[]> {
  const groups = new Map<string, string[]>()
  for (const { date, error } of missing) groups.set(error, [...(groups.get(error) ?? []), date])
  return groups
}

import { createHash } from 'node:crypto'
import type { AnalyticsReport, CountryData, DimensionRow } from '../src/service/types.js'
import {
  COUNTRY_ORDER,
  DEFAULT_COUNTRY_COUNT,
  MAX_COUNTRY_COUNT,
  reportCountries
} from './countries.js'

/**
 * Deterministic analytics: every number comes from a PRNG seeded with `${appId}|${date}|${country}`,
 * so a country's data is the same whether or not the request filters countries.
 */

export { DEFAULT_COUNTRY_COUNT, MAX_COUNTRY_COUNT, REAL_COUNTRY_CODES } from './countries.js'

export interface ReportOptions {
  /** How many countries the unfiltered report holds (default 24, at most MAX_COUNTRY_COUNT). */
  countryCount?: number
}

interface Key {
  key: string
  title: string
}

const SOURCES: Key[] = [
  { key: 'AppRef', title: 'App Referrer' },
  { key: 'Other', title: 'Other' },
  { key: 'Search', title: 'App Store Search' },
  { key: 'Unknown', title: 'Unknown' },
  { key: 'WebRef', title: 'Web Referrer' }
]
const PLATFORMS: Key[] = [
  { key: 'iPhone', title: 'iPhone' },
  { key: 'iPad', title: 'iPad' },
  { key: 'Desktop', title: 'Desktop' }
]
const OS_VERSIONS: Key[] = ['16.7', '17.5', '17.6', '18.0', '18.1', '18.2', '18.3', '18.4'].map(
  v => ({
    key: v,
    title: `iOS ${v}`
  })
)
const APP_REFERRERS: Key[] = [
  { key: 'com.google.GoogleMobile', title: 'Google' },
  { key: 'com.facebook.Facebook', title: 'Facebook' },
  { key: 'com.burbn.instagram', title: 'Instagram' },
  { key: 'com.reddit.Reddit', title: 'Reddit' },
  { key: 'com.toyopagroup.picaboo', title: 'Snapchat' },
  { key: 'com.zhiliaoapp.musically', title: 'TikTok' }
]
const DOMAINS: Key[] = [
  'google.com',
  'bing.com',
  'duckduckgo.com',
  'reddit.com',
  'example.com'
].map(d => ({
  key: d,
  title: d
}))

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** 'YYYY-MM-DD' as the service writes report days: 'DD/MM/YYYY'. */
export function reportDate(day: string): string {
  const [year, month, dayOfMonth] = day.split('-')
  return `${dayOfMonth}/${month}/${year}`
}

/** The report for one app and one day (`date` is YYYY-MM-DD), optionally restricted to `countries`. */
export function analyticsReport(
  appId: string,
  date: string,
  countries?: readonly string[],
  options: ReportOptions = {}
): AnalyticsReport {
  if (!isDay(date)) throw new Error(`date must be a day written YYYY-MM-DD, got '${date}'`)
  const count = options.countryCount ?? DEFAULT_COUNTRY_COUNT
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNTRY_COUNT) {
    throw new Error(`countryCount must be an integer from 1 to ${MAX_COUNTRY_COUNT}`)
  }
  let codes = reportCountries(count)
  if (countries && countries.length > 0) {
    const wanted = new Set(countries)
    codes = codes.filter(code => wanted.has(code))
  }
  return {
    app_id: appId,
    date: reportDate(date),
    market: 'App Store',
    countries: codes.map(code => countryData(appId, date, code))
  }
}

/** A row's four counts, or a day's, which nest: installs ≤ unique page views ≤ page views ≤ impressions. */
interface Counts {
  impressions: number
  views: number
  unique: number
  installs: number
}

/**
 * One country's day as real reports have it: `source`, `platform` and `platformVersion` each split
 * the whole day, so each type's rows add up to the same totals; a referrer type tells apart only a
 * part of it (the referring apps a part of the `AppRef` row, the domains a part of `WebRef`).
 */
function countryData(appId: string, date: string, country: string): CountryData {
  const random = seededRandom(`${appId}|${date}|${country}`)
  // Bigger markets come first in COUNTRY_ORDER; keep their numbers bigger too.
  const rank = COUNTRY_ORDER.indexOf(country)
  const impressions = Math.round((200_000 / (1 + rank / 3)) * (0.6 + 0.8 * random()))
  const views = Math.floor(impressions * (0.1 + 0.3 * random()))
  const unique = Math.floor(views * (0.55 + 0.45 * random()))
  const installs = Math.floor(unique * (0.05 + 0.3 * random()))
  const day: Counts = { impressions, views, unique, installs }

  const sources = split(day, SOURCES.length, random)
  const appRef = sources[SOURCES.findIndex(source => source.key === 'AppRef')]
  const webRef = sources[SOURCES.findIndex(source => source.key === 'WebRef')]
  const apps = pick(APP_REFERRERS, 1, 4, random)
  const domains = random() < 0.55 ? pick(DOMAINS, 1, 3, random) : []
  const versions = pick(OS_VERSIONS, 3, 5, random)
  const rows = [
    ...rowsOf('appReferrer', apps, split(part(appRef, random), apps.length, random)),
    ...rowsOf('domainReferrer', domains, split(part(webRef, random), domains.length, random)),
    ...rowsOf('platformVersion', versions, split(day, versions.length, random)),
    ...rowsOf('platform', PLATFORMS, split(day, PLATFORMS.length, random)),
    ...rowsOf('source', SOURCES, sources)
  ]
  return { country, data: rows }
}

/**
 * `total` split into `parts` rows with random weights, each count exactly: the rows add up to
 * `total`. Each step of the funnel is split on its own (the installs, then the unique views beyond
 * them, and so on), so that every row nests and rows convert at different rates.
 */
function split(total: Counts, parts: number, random: () => number): Counts[] {
  const weights = Array.from({ length: parts }, () => 0.2 + random())
  const step = (amount: number): number[] =>
    wholeParts(
      amount,
      weights.map(weight => weight * (0.7 + 0.6 * random()))
    )
  const installs = step(total.installs)
  const unique = step(total.unique - total.installs).map((n, i) => n + installs[i])
  const views = step(total.views - total.unique).map((n, i) => n + unique[i])
  const impressions = step(total.impressions - total.views).map((n, i) => n + views[i])
  return weights.map((_, i) => ({
    impressions: impressions[i],
    views: views[i],
    unique: unique[i],
    installs: installs[i]
  }))
}

/** Whole numbers in proportion to `weights` that add up to `total` (the remainder to the heaviest). */
function wholeParts(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [] // no referring domain that day
  const sum = weights.reduce((a, b) => a + b, 0)
  const parts = weights.map(weight => Math.floor((total * weight) / sum))
  const heaviest = weights.indexOf(Math.max(...weights))
  parts[heaviest] += total - parts.reduce((a, b) => a + b, 0)
  return parts
}

/** Between 60 % and 95 % of each step of `whole`'s funnel: what a referrer type tells apart. */
function part(whole: Counts, random: () => number): Counts {
  const fraction = 0.6 + 0.35 * random()
  const of = (more: number, less: number): number => Math.floor((more - less) * fraction)
  const installs = Math.floor(whole.installs * fraction)
  const unique = installs + of(whole.unique, whole.installs)
  const views = unique + of(whole.views, whole.unique)
  return { installs, unique, views, impressions: views + of(whole.impressions, whole.views) }
}

function rowsOf(type: string, keys: Key[], counts: Counts[]): DimensionRow[] {
  return keys.map((key, i) => ({
    dimension_type: type,
    dimension_key: key.key,
    dimension_title: key.title,
    page_view_unique: counts[i].unique,
    page_view_count: counts[i].views,
    impressions_total: counts[i].impressions,
    installs: counts[i].installs
  }))
}

/** Between `min` and `max` of `keys`, in their original order. */
function pick(keys: Key[], min: number, max: number, random: () => number): Key[] {
  const count = min + Math.floor(random() * (max - min + 1))
  const chosen = new Set<number>()
  while (chosen.size < Math.min(count, keys.length)) chosen.add(Math.floor(random() * keys.length))
  return keys.filter((_, i) => chosen.has(i))
}

/** mulberry32, seeded from a SHA-256 of `seed`. */
function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

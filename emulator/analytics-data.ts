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

function countryData(appId: string, date: string, country: string): CountryData {
  const random = seededRandom(`${appId}|${date}|${country}`)
  // Bigger markets come first in COUNTRY_ORDER; keep their numbers bigger too.
  const rank = COUNTRY_ORDER.indexOf(country)
  const impressions = Math.round((200_000 / (1 + rank / 3)) * (0.6 + 0.8 * random()))
  const rows = [
    ...shares('appReferrer', pick(APP_REFERRERS, 1, 4, random), impressions * 0.2, random),
    ...(random() < 0.55
      ? shares('domainReferrer', pick(DOMAINS, 1, 3, random), impressions * 0.1, random)
      : []),
    ...shares('platformVersion', pick(OS_VERSIONS, 3, 5, random), impressions, random),
    ...shares('platform', PLATFORMS, impressions, random),
    ...shares('source', SOURCES, impressions, random)
  ]
  return { country, data: rows }
}

/** Rows that split `total` impressions among `keys` with random weights. */
function shares(type: string, keys: Key[], total: number, random: () => number): DimensionRow[] {
  const weights = keys.map(() => 0.2 + random())
  const sum = weights.reduce((a, b) => a + b, 0)
  return keys.map((key, i) => metrics(type, key, Math.floor((total * weights[i]) / sum), random))
}

/** One row whose numbers nest: installs ≤ unique page views ≤ page views ≤ impressions. */
function metrics(type: string, key: Key, impressions: number, random: () => number): DimensionRow {
  const views = Math.floor(impressions * (0.1 + 0.3 * random()))
  const unique = Math.floor(views * (0.55 + 0.45 * random()))
  const installs = Math.floor(unique * (0.05 + 0.3 * random()))
  return {
    dimension_type: type,
    dimension_key: key.key,
    dimension_title: key.title,
    page_view_unique: unique,
    page_view_count: views,
    impressions_total: impressions,
    installs
  }
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

import { afterAll, describe, expect, test } from '@jest/globals'
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { countryTotals } from '../src/commands/analytics/report.js'
import type { AnalyticsReport, CountryData, DimensionRow } from '../src/service/types.js'
import {
  axisTop,
  dailyLineChart,
  mermaidLabel,
  NO_NAME,
  pieChart
} from '../src/commands/analytics/charts.js'
import { analyticsSummary } from '../src/commands/analytics/summary.js'

const MiB = 1024 * 1024
const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * Mermaid's parser in a plain Node child process: for each chart its type, the configuration its
 * init directive gave (as \`mermaid.parse\` reads it), and for an xychart the y-axis Mermaid draws. Mermaid itself loads under Jest's ESM mode, but
 * the DOM it needs does not: jsdom's CommonJS code requires an ESM-only dependency, which Jest's
 * module loader cannot do before Node 24.9. In Node the same code loads as it does for any user.
 *
 * One child for the whole file (loading jsdom and Mermaid takes about 2 s): each line it reads is a
 * JSON array of charts, each line it writes after ANSWER the results of one such array, in order.
 */
const ANSWER = '@@parsed '
const PARSE_SCRIPT = `
import { createInterface } from 'node:readline'
import { JSDOM } from 'jsdom'
const { window } = new JSDOM('<!doctype html><html><body></body></html>')
// DOMPurify (used by mermaid to clean labels) takes its window when it is first imported.
Object.assign(globalThis, { window, document: window.document })
if (!globalThis.navigator) globalThis.navigator = window.navigator
const { default: mermaid } = await import('mermaid')
mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' })
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (!line.trim()) continue
  const results = []
  for (const chart of JSON.parse(line)) {
    try {
      const { diagramType, config } = await mermaid.parse(chart)
      const result = { diagramType }
      if (config && Object.keys(config).length) result.config = config
      if (diagramType === 'xychart') {
        const diagram = await mermaid.mermaidAPI.getDiagramFromText(chart)
        result.yAxis = diagram.db.getXYChartData().yAxis
        result.xAxis = diagram.db.getXYChartData().xAxis
      }
      results.push(result)
    } catch (error) {
      results.push({ error: String(error?.message ?? error) })
    }
  }
  process.stdout.write('\\n${ANSWER}' + JSON.stringify(results) + '\\n')
}
`

type ParseResult = {
  diagramType?: string
  config?: { theme?: string; themeVariables?: Record<string, unknown> }
  yAxis?: { type: string; min: number; max: number }
  xAxis?: { type: string; title: string; min?: number; max?: number; categories?: string[] }
  error?: string
}

/** The child, started at the first parse; its answers go to the oldest question waiting. */
let parser:
  | {
      child: ChildProcessWithoutNullStreams
      waiting: Array<{ resolve: (results: ParseResult[]) => void; reject: (e: Error) => void }>
    }
  | undefined

function startParser(): NonNullable<typeof parser> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', PARSE_SCRIPT], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['pipe', 'pipe', 'pipe']
  })
  const started = { child, waiting: [] as NonNullable<typeof parser>['waiting'] }
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk
    let end: number
    while ((end = stdout.indexOf('\n')) >= 0) {
      const line = stdout.slice(0, end)
      stdout = stdout.slice(end + 1)
      if (line.startsWith(ANSWER))
        started.waiting.shift()?.resolve(JSON.parse(line.slice(ANSWER.length)) as ParseResult[])
    }
  })
  child.stderr.on('data', chunk => (stderr += chunk))
  const fail = (error: Error): void => {
    for (const { reject } of started.waiting.splice(0)) reject(error)
  }
  child.on('error', fail)
  child.on('close', code => fail(new Error(`mermaid parse exited ${code}: ${stderr}`)))
  return started
}

function parseWithMermaid(charts: string[]): Promise<ParseResult[]> {
  parser ??= startParser()
  const { child, waiting } = parser
  return new Promise((resolve, reject) => {
    waiting.push({ resolve, reject })
    child.stdin.write(`${JSON.stringify(charts)}\n`)
  })
}

afterAll(async () => {
  if (!parser) return
  const { child } = parser
  const closed = new Promise(resolve => child.once('close', resolve))
  child.stdin.end()
  await closed
})

function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)\n```$/gm)].map(match => match[1])
}

/** The diagram types only, for comparing what parsed. */
const typesOf = (results: ParseResult[]): Array<string | undefined> =>
  results.map(result => result.diagramType ?? result.error)

/** The JSON of a block's init directive, its first line. */
function initOf(chart: string): { theme?: string; themeVariables?: Record<string, unknown> } {
  const first = chart.split('\n')[0]
  const json = /^%%\{init: (\{.*\})\}%%$/.exec(first)?.[1]
  if (!json) throw new Error(`no init directive on the first line: ${first}`)
  return JSON.parse(json)
}

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string): number => {
    const [r, g, b] = [1, 3, 5].map(i => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** GitHub's light background and its dark (near-black) one. */
const BACKGROUNDS = ['#ffffff', '#0d1117']

/** Tables as runs of lines that start with a pipe. */
function tables(markdown: string): string[][] {
  const found: string[][] = []
  let current: string[] = []
  for (const line of [...markdown.split('\n'), '']) {
    if (line.startsWith('|')) current.push(line)
    else if (current.length) {
      found.push(current)
      current = []
    }
  }
  return found
}

function expectTablesKeepTheirColumns(markdown: string): number {
  const found = tables(markdown)
  for (const block of found) {
    const columns = block[0].split(/(?<!\\)\|/).length
    for (const line of block) {
      expect({ line, columns: line.split(/(?<!\\)\|/).length }).toEqual({ line, columns })
      expect(line.endsWith('|')).toBe(true)
    }
  }
  return found.length
}

function xAxisLabels(chart: string): string[] {
  const axis = /^\s*x-axis \[(.*)\]$/m.exec(chart)?.[1] ?? ''
  return [...axis.matchAll(/"([^"]*)"/g)].map(match => match[1])
}

/**
 * The first line is the init directive, a fixed text (the same in every block of its type, whatever
 * the report); the second names the chart; the rest hold the service's text only in clean labels.
 */
function expectSafeCharts(charts: string[]): void {
  for (const chart of charts) {
    const [init, kind, ...lines] = chart.split('\n')
    expect(init).toBe(plainInits().get(kind))
    expect(kind).toMatch(/^(xychart-beta|pie showData)$/)
    for (const line of lines) {
      const labels = [...line.matchAll(/"([^"]*)"/g)].map(match => match[1])
      for (const label of labels) expect(label).not.toMatch(/[%;\\<>`[\]{}#|&\n]/)
      // Outside the quoted labels only the chart's own words, numbers and brackets.
      expect(line.replace(/"[^"]*"/g, '""')).toMatch(
        /^\s*(title .*|x-axis \[[", ]*\]|y-axis "" 0 --> \d+|bar \[[\d, ]*\]|"" : \d+)$/
      )
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reports

function row(type: string, key: string, installs: number, title = key): DimensionRow {
  return {
    dimension_type: type,
    dimension_key: key,
    dimension_title: title,
    page_view_unique: installs * 3,
    page_view_count: installs * 4,
    impressions_total: installs * 20,
    installs
  }
}

const HOSTILE = [
  '"]; click x call alert()',
  'pipe | in | title',
  '<script>alert(1)</script>',
  '::error::pwned',
  'two\nlines\r\n::warning::three',
  '%%{init: {"theme": "dark"}}%%',
  'semi; colon; back\\slash',
  '#quot; entity #35;',
  '```\n# fence',
  'Türkiye 日本 ✓ 🚀 \u202eevil',
  '[link](javascript:alert(1))',
  'x'.repeat(5000)
]

const handMade: AnalyticsReport = {
  app_id: '1234567890',
  date: '05/03/2026',
  market: 'App Store',
  countries: [
    {
      country: 'USA',
      data: [
        row('source', 'Search', 40),
        row('source', 'AppRef', 10),
        row('source', 'WebRef', 5),
        row('source', 'Other', 0),
        row('source', '"]; click x call alert()', 3, '%%{init: {"theme": "dark"}}%%'),
        row('platform', 'iPhone', 50, 'iPhone'),
        row('platform', 'iPad', 8, 'iPad | tablet'),
        row('platformVersion', 'iOS 18.1', 58),
        row('appReferrer', 'com.example.news', 10, '<script>alert(1)</script>'),
        row('domainReferrer', 'news.example.com', 5, '::error::pwned')
      ]
    },
    {
      country: '"]; %%x\n::error::',
      data: [
        row('source', 'Search', 7),
        row('platform', 'iPhone', 7),
        row('platformVersion', 'iOS 17.0', 7)
      ]
    },
    { country: 'GBR', data: [row('source', 'Search', 2), row('source', 'Unknown', 1)] },
    { country: 'FRA' } as CountryData
  ]
}

const CODES = (
  'AFG ALB DZA AND AGO ATG ARG ARM ABW AUT AZE BHS BHR BGD BRB BLR BEL BLZ BEN BMU BTN BOL BIH BWA ' +
  'BRN BGR BFA BDI CPV KHM CMR CYM CAF TCD CHL CHN COL COM COG COD CRI CIV HRV CUB CUW CYP CZE DNK ' +
  'DJI DMA DOM ECU EGY SLV GNQ ERI EST SWZ ETH FJI FIN GAB GMB GEO GHA GRC GRD GTM GIN GNB GUY HTI ' +
  'HND HKG HUN ISL IDN IRQ IRL ISR ITA JAM JOR KAZ KEN KIR KWT KGZ LAO LVA LBN LSO LBR LBY LIE LTU ' +
  'LUX MAC MDG MWI MYS MDV MLI MLT MHL MRT MUS MEX FSM MDA MCO MNG MNE MAR MOZ MMR NAM NRU NPL NLD ' +
  'NZL NIC NER NGA MKD NOR OMN PAK PLW PAN PNG PRY PER PHL POL PRT QAT ROU RWA KNA LCA VCT WSM SMR ' +
  'STP SAU SEN SRB SYC SLE SGP SVK SVN SLB ZAF SSD ESP LKA SUR SWE CHE TWN TJK TZA THA TLS TGO TON ' +
  'TTO TUN TUR TKM TUV UGA UKR ARE URY UZB VUT VNM YEM ZMB ZWE GRL FRO GIB IMN JEY GGY BES MSR'
).split(' ')
const TOP_TEN = ['USA', 'GBR', 'DEU', 'JPN', 'FRA', 'CAN', 'AUS', 'BRA', 'IND', 'KOR']
const SOURCES = ['AppRef', 'Other', 'Search', 'Unknown', 'WebRef']
const PLATFORMS = ['iPhone', 'iPad', 'Mac', 'AppleVision']
const VERSIONS = ['iOS 16.7', 'iOS 17.5', 'iOS 18.0', 'iOS 18.1', 'iPadOS 18.1', 'macOS 15.1']

/** A small seeded generator (mulberry32): the same report on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `total` split into `parts` whole numbers at random. */
function split(total: number, parts: number, next: () => number): number[] {
  const weights = Array.from({ length: parts }, () => next() + 0.05)
  const sum = weights.reduce((a, b) => a + b, 0)
  const shares = weights.map(weight => Math.floor((total * weight) / sum))
  shares[0] += total - shares.reduce((a, b) => a + b, 0)
  return shares
}

function generatedReport(): AnalyticsReport {
  const next = random(20260305)
  const codes = [...TOP_TEN, ...CODES.filter(code => !TOP_TEN.includes(code))].slice(0, 200)
  // Shuffled, so that the order of the summary comes from sorting, not from the input.
  const shuffled = codes.map(code => ({ code, order: next() })).sort((a, b) => a.order - b.order)
  const countries = shuffled.map(({ code }, index): CountryData => {
    const rank = TOP_TEN.indexOf(code)
    const installs = rank >= 0 ? 100_000 - rank * 5_000 : Math.floor(next() * 1_000)
    const hostile = (n: number) => HOSTILE[(index + n) % HOSTILE.length]
    const data = [
      ...split(installs, SOURCES.length, next).map((n, i) =>
        row('source', SOURCES[i], n, hostile(i))
      ),
      ...split(installs, PLATFORMS.length, next).map((n, i) =>
        row('platform', PLATFORMS[i], n, hostile(i + 1))
      ),
      ...split(installs, VERSIONS.length, next).map((n, i) =>
        row('platformVersion', VERSIONS[i], n, hostile(i + 2))
      ),
      ...split(Math.floor(installs / 4), 3, next).map((n, i) =>
        row('appReferrer', `com.example.app${(index + i) % 40}`, n, hostile(i + 3))
      )
    ]
    if (index % 3 === 0) {
      data.push(
        row(
          'domainReferrer',
          `${hostile(4).slice(0, 60)}.example`,
          Math.floor(installs / 10),
          hostile(5)
        )
      )
    }
    return { country: code, data }
  })
  return { app_id: '1234567890', date: '05/03/2026', market: 'App Store', countries }
}

/** Two countries, one source: a report with nothing odd in it. */
const plain: AnalyticsReport = {
  app_id: '1234567890',
  date: '05/03/2026',
  market: 'App Store',
  countries: [
    { country: 'USA', data: [row('source', 'Search', 3_100)] },
    { country: 'DEU', data: [row('source', 'Search', 3_000)] }
  ]
}

/** The init directive of each chart of a plain report, by the chart's second line. */
function plainInits(): Map<string, string> {
  return new Map(
    mermaidBlocks(summaryOf([plain])).map(chart => {
      const [init, kind] = chart.split('\n')
      return [kind, init]
    })
  )
}

function summaryOf(reports: AnalyticsReport[], countriesRequested: string[] = []): string {
  return analyticsSummary({
    appId: '1234567890',
    date: '2026-03-05',
    reports,
    reportPath: 'analytics/report.json',
    csvPath: 'analytics/report.csv',
    countriesRequested
  })
}

// ---------------------------------------------------------------------------------------------

describe('analytics summary', () => {
  test('a hand-made report: totals, charts, tables and the files', async () => {
    const summary = summaryOf([handMade], ['USA', 'GBR', 'DEU'])
    expect(summary).toContain('| 68 | 1,360 | 272 | 204 |')
    expect(summary).toContain('Asked for, not returned | DEU |')
    expect(summary).toContain('`analytics/report.json`')
    expect(summary).toContain('`analytics/report.csv`')
    expect(expectTablesKeepTheirColumns(summary)).toBeGreaterThanOrEqual(8)

    const charts = mermaidBlocks(summary)
    expect(charts).toHaveLength(2)
    const [pie, bars] = charts
    // No title in the chart: the section heading above it says what it shows.
    expect(pie.split('\n')[1]).toBe('pie showData')
    expect(pie).toContain('"Search" : 49')
    expect(pie).toContain('"App referrer" : 10')
    expect(pie).not.toContain('"Other"') // no installs, no slice
    expect(xAxisLabels(bars)).toEqual(['USA', 'x :error:', 'GBR'])
    expect(bars).toContain('bar [58, 7, 3]')
    expect(bars).toContain('y-axis "Installs" 0 --> 60')
    expectSafeCharts(charts)

    expect(summary).not.toContain('<script>')
    expect(summary).not.toMatch(/^\s*::/m)
    // `%%` only in the directive of the first line, never from a label.
    for (const chart of charts) expect(chart.split('\n').slice(1).join('\n')).not.toContain('%%')

    const parsed = await parseWithMermaid(charts)
    expect(typesOf(parsed)).toEqual(['pie', 'xychart'])
    expect(parsed[1].yAxis).toEqual({ type: 'linear', title: 'Installs', min: 0, max: 60 })
  })

  test('the parser in the child process does catch a broken label', async () => {
    const [result] = await parseWithMermaid(['pie title x\n    "a"]; click" : 1'])
    expect(result.error).toBeTruthy()
  })

  test('says so when the service dates the data otherwise than asked', () => {
    expect(summaryOf([{ ...handMade, date: '06/03/2026' }])).toContain(
      '_The service dated the data `06/03/2026` (asked for 2026-03-05)._'
    )
    expect(summaryOf([{ ...handMade, date: '2026-03-05T00:00:00Z' }])).not.toContain(
      'dated the data'
    )
  })

  test('a report without countries says so, with no chart', () => {
    for (const reports of [
      [],
      [{ ...handMade, countries: [] }],
      [{ ...handMade, countries: [{ country: 'FRA' }] }]
    ]) {
      const summary = summaryOf(reports as AnalyticsReport[], ['FRA'])
      expect(summary).toContain('**No analytics data** for app `1234567890` on 2026-03-05 for FRA')
      expect(summary).not.toContain('```')
    }
  })

  test('a 200-country report with hostile labels stays small, well-formed and parseable', async () => {
    const report = generatedReport()
    expect(report.countries).toHaveLength(200)
    const summary = summaryOf([report])

    expect(Buffer.byteLength(summary)).toBeLessThan(MiB)
    expect(Buffer.byteLength(summary)).toBeLessThan(100 * 1024)
    expect(summary).toContain('… and 190 more.')
    expect(summary).toContain('in 200 countries')
    expect(expectTablesKeepTheirColumns(summary)).toBeGreaterThanOrEqual(8)
    expect(summary).not.toContain('<script>')
    expect(summary).not.toMatch(/^\s*::/m)

    const charts = mermaidBlocks(summary)
    expect(charts).toHaveLength(2)
    expectSafeCharts(charts)
    expect(xAxisLabels(charts[1])).toEqual(TOP_TEN)
    expect(
      countryTotals([report])
        .slice(0, 10)
        .map(entry => entry.country)
    ).toEqual(TOP_TEN)
    const tableOrder = [...summary.matchAll(/^\| `([A-Z]{3})` \|/gm)].map(match => match[1])
    expect(tableOrder).toEqual(TOP_TEN)

    const parsed = await parseWithMermaid(charts)
    expect(typesOf(parsed)).toEqual(['pie', 'xychart'])
    expect(parsed[1].yAxis).toEqual({ type: 'linear', title: 'Installs', min: 0, max: 100_000 })
  })

  test('every hostile label parses in both charts', async () => {
    const labels = HOSTILE.map(text => mermaidLabel(text))
    for (const label of labels) expect(label).not.toMatch(/[%;\\<>`"[\]{}#|&\n]/)
    expect(mermaidLabel('Türkiye 日本')).toBe('Türkiye 日本')
    const pie = [
      'pie title Hostile',
      ...labels.map((label, i) => `    "${label} ${i}" : ${i + 1}`)
    ].join('\n')
    const bars = [
      'xychart-beta',
      '    title "Hostile"',
      `    x-axis [${labels.map((label, i) => `"${label} ${i}"`).join(', ')}]`,
      `    bar [${labels.map((_, i) => i + 1).join(', ')}]`
    ].join('\n')
    expect(typesOf(await parseWithMermaid([pie, bars]))).toEqual(['pie', 'xychart'])
  })
})

/** A day whose platforms and versions disagree with its sources, as the emulator's once did. */
const disagreeing: AnalyticsReport = {
  ...plain,
  countries: [
    {
      country: 'USA',
      data: [
        row('source', 'Search', 30_000),
        row('source', 'AppRef', 10_000),
        row('source', 'WebRef', 8_000),
        row('platform', 'iPhone', 45_000),
        row('platform', 'iPad', 15_000),
        row('platformVersion', 'iOS 18.1', 30_000),
        row('platformVersion', 'iOS 17.5', 24_000),
        row('appReferrer', 'com.example.news', 6_000),
        row('appReferrer', 'com.example.chat', 2_400),
        row('domainReferrer', 'news.example.com', 1_200)
      ]
    }
  ]
}

/** A day whose platforms add up to its sources, over two countries. */
const agreeing: AnalyticsReport = {
  ...plain,
  countries: [
    {
      country: 'USA',
      data: [
        row('source', 'Search', 600),
        row('source', 'Other', 200),
        row('platform', 'iPhone', 700),
        row('platform', 'iPad', 100)
      ]
    },
    {
      country: 'DEU',
      data: [
        row('source', 'Search', 200),
        row('platform', 'iPhone', 100),
        row('platform', 'iPad', 100)
      ]
    }
  ]
}

/** The heading's section: the lines up to the next heading. */
function section(summary: string, heading: string): string[] {
  const lines = summary.split('\n')
  const start = lines.indexOf(`### ${heading}`)
  if (start < 0) return []
  const end = lines.findIndex((line, i) => i > start && line.startsWith('### '))
  return lines.slice(start + 1, end < 0 ? undefined : end).filter(Boolean)
}

/** A section's table column, by its header, below the header and the rule. */
function column(lines: string[], header: string): string[] {
  const cells = (line: string) =>
    line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map(cell => cell.trim())
  const rows = lines.filter(line => line.startsWith('|'))
  const index = cells(rows[0] ?? '|').indexOf(header)
  return index < 0 ? [] : rows.slice(2).map(line => cells(line)[index])
}

describe('analytics shares', () => {
  test.each([
    // heading, the day, share column, the shares shown, the words beside the table
    ['Installs by source', 'types disagree', 'Share of installs', ['62.5%', '20.8%', '16.7%'], []],
    // Of the platforms' own 60,000, not of the sources' 48,000 (which made 93.8% and 31.3%).
    [
      'By platform',
      'types disagree',
      'Share of installs',
      ['75.0%', '25.0%'],
      [
        '_These rows add up to 60,000 installs, the sources to 48,000: each share is of the 60,000._'
      ]
    ],
    [
      'By platform version',
      'types disagree',
      'Share of installs',
      ['55.6%', '44.4%'],
      [
        '_These rows add up to 54,000 installs, the sources to 48,000: each share is of the 54,000._'
      ]
    ],
    // A referrer type is a part of the day: shares of the day's installs, adding up to that part.
    [
      'Referring apps',
      'types disagree',
      'Share of all installs',
      ['12.5%', '5.0%'],
      [
        '8,400 of the day’s 48,000 installs (17.5%) came through a referring app: each share is of the day’s installs, so together they make 17.5%, not 100%.'
      ]
    ],
    [
      'Referring domains',
      'types disagree',
      'Share of all installs',
      ['2.5%'],
      [
        '1,200 of the day’s 48,000 installs (2.5%) came through a referring domain: each share is of the day’s installs, so together they make 2.5%, not 100%.'
      ]
    ],
    // Platforms that add up to the day, over two countries: no note.
    ['By platform', 'types agree', 'Share of installs', ['80.0%', '20.0%'], []],
    ['Top 2 countries by installs', 'types agree', 'Share of installs', ['80.0%', '20.0%'], []]
  ])('%s, %s: %s', (heading, day, header, shares, words) => {
    const report = day === 'types agree' ? agreeing : disagreeing
    // The charts are checked elsewhere: here the table and the words beside it.
    const summary = summaryOf([report]).replace(/^```mermaid\n[\s\S]*?\n```$/gm, '')
    const lines = section(summary, heading)
    expect(column(lines, header)).toEqual(shares)
    expect(lines.filter(line => !line.startsWith('|'))).toEqual(words)
  })
})

describe('analytics charts', () => {
  test('the bars start at zero: 3,000 beside 3,100 is nearly as tall, not nothing', async () => {
    const [, bars] = mermaidBlocks(summaryOf([plain]))
    expect(bars).toContain('bar [3100, 3000]')
    expect(bars).toContain('    y-axis "Installs" 0 --> 4000')
    const [parsed] = await parseWithMermaid([bars])
    expect(parsed).toMatchObject({
      diagramType: 'xychart',
      yAxis: { type: 'linear', min: 0, max: 4000 }
    })
  })

  test.each([
    [0, 10],
    [1, 10],
    [10, 10],
    [11, 12],
    [58, 60],
    [100, 100],
    [101, 120],
    [150, 160],
    [3_100, 4_000],
    [95_000, 100_000],
    [100_001, 120_000],
    [Number.MAX_SAFE_INTEGER, 10 ** 16]
  ])('the axis over a largest bar of %d ends at %d', (max, top) => {
    expect(axisTop(max)).toBe(top)
  })

  test('the top of the axis is round, at or above the largest bar, and at most 1.5 times it', () => {
    for (let max = 11; max < 1e13; max = Math.ceil(max * 1.37)) {
      const top = axisTop(max)
      expect({ max, above: top >= max, near: top <= max * 1.5 }).toEqual({
        max,
        above: true,
        near: true
      })
      // Two significant digits at most, so that the ticks (1, 2 or 5 times a power of ten) end on it.
      expect(String(top)).toMatch(/^[1-9]\d?0*$/)
    }
  })

  test('each block starts with an init directive that Mermaid reads: theme base, explicit colours', async () => {
    const charts = mermaidBlocks(summaryOf([handMade]))
    const [pie, bars] = charts
    for (const chart of charts) expect(chart).toMatch(/^%%\{init: \{.*\}\}%%\n/)
    const [pieInit, barsInit] = [initOf(pie), initOf(bars)]

    const parsed = await parseWithMermaid(charts)
    expect(parsed.map(result => result.config)).toEqual([pieInit, barsInit])
    expect(pieInit.theme).toBe('base')
    expect(barsInit.theme).toBe('base')
    const pieColours = pieInit.themeVariables ?? {}
    for (let i = 1; i <= 12; i++) expect(pieColours[`pie${i}`]).toMatch(/^#[0-9a-f]{6}$/)
    const xyChart = (barsInit.themeVariables?.xyChart ?? {}) as Record<string, string>
    expect(xyChart.plotColorPalette).toMatch(/^#[0-9a-f]{6}(, #[0-9a-f]{6})*$/)
    expect(xyChart.backgroundColor).toBe('transparent')
  })

  test('the colours read on GitHub’s light and dark backgrounds', () => {
    const [pie, bars] = mermaidBlocks(summaryOf([handMade]))
    const pieColours = initOf(pie).themeVariables as Record<string, string>
    const xyChart = initOf(bars).themeVariables?.xyChart as Record<string, string>
    const fills = [
      ...Array.from({ length: 12 }, (_, i) => pieColours[`pie${i + 1}`]),
      ...xyChart.plotColorPalette.split(',').map(colour => colour.trim())
    ]
    // Text on the page: titles, legends, axes.
    const texts = [
      pieColours.pieTitleTextColor,
      pieColours.pieLegendTextColor,
      ...Object.entries(xyChart)
        .filter(([key]) => key !== 'backgroundColor' && key !== 'plotColorPalette')
        .map(([, colour]) => colour)
    ]
    const low = (colours: string[], against: string[], least: number) =>
      colours.flatMap(colour =>
        against
          .filter(background => contrast(colour, background) < least)
          .map(background => `${colour} on ${background}`)
      )
    // Bars and slices: 3:1 against both backgrounds (WCAG's contrast for graphics).
    expect(low(fills, BACKGROUNDS, 3)).toEqual([])
    // Chart text: as much as one grey can have against both white and near-black.
    expect(low(texts, BACKGROUNDS, 3.9)).toEqual([])
    // The percentages written on the slices.
    expect(low(fills, [pieColours.pieSectionTextColor], 3)).toEqual([])
    expect(pieColours.pieOpacity).toBe('1')
  })
})

describe('labels that show nothing, and the days of a long range', () => {
  test.each([
    ['empty', '', NO_NAME],
    ['zero-width spaces only', '\u200b\u200b\u200b', NO_NAME],
    ['a byte-order mark and a word joiner', '\ufeff\u2060', NO_NAME],
    ['Hangul fillers, letters that show nothing', '\u3164\u115f\uffa0', NO_NAME],
    ['combining marks with no letter', '\u0301\u0308', NO_NAME],
    ['a soft hyphen inside a word', 'Face\u00adbook', 'Facebook'],
    ['zero-width spaces inside a word', 'goo\u200bgle.com', 'google.com'],
    ['a mark on its letter stays', 'Sa\u0308o Tome', 'Sa\u0308o Tome']
  ])('%s', (_, label, shown) => {
    expect(mermaidLabel(label)).toBe(shown)
  })

  test('two labels that show nothing are two slices, each named, none invisible', () => {
    const pie = pieChart(
      [
        { label: '\u200b', value: 3 },
        { label: '\u3164', value: 2 },
        { label: 'google.com', value: 1 }
      ],
      8
    )!
    expect(pie).toContain(`"${NO_NAME}" : 3`)
    expect(pie).toContain(`"${NO_NAME} (2)" : 2`)
    expect(pie).not.toMatch(/[\u200b\u3164]/)
  })

  test('more days than fit: a numeric axis Mermaid draws, its title naming the first and last; no blank label', async () => {
    const day = (i: number): string => new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10)
    const month = dailyLineChart(
      'Installs',
      Array.from({ length: 31 }, (_, i) => ({ day: day(i), value: i * 10 }))
    )!
    const week = dailyLineChart(
      'Installs',
      Array.from({ length: 7 }, (_, i) => ({ day: day(i), value: i }))
    )!
    expect(month).not.toMatch(/[\u200b-\u200d\u2060\ufeff]/)
    const [parsedMonth, parsedWeek] = await parseWithMermaid(mermaidBlocks(`${month}\n\n${week}`))
    expect(parsedMonth).toMatchObject({ diagramType: 'xychart' })
    expect(parsedMonth.xAxis).toMatchObject({
      type: 'linear',
      title: 'days read: 1 is 2026-10-01, 31 is 2026-10-31',
      min: 1,
      max: 31
    })
    expect(parsedWeek.xAxis).toMatchObject({
      type: 'band',
      categories: ['10-01', '10-02', '10-03', '10-04', '10-05', '10-06', '10-07']
    })
  })
})

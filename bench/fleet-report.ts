/**
 * The report of the fleet benchmark (bench/fleet.ts): medians, ratios to curl and the targets, as
 * markdown lines for publishReport.
 */
import { existsSync, readFileSync } from 'node:fs'
import * as os from 'node:os'
import { curlVersion, median, met, mib, MiB, seconds } from './shared.js'

/** The tool with the preflight off (the issue's command) or strict (the default), and curl. */
export type Tool = 'cli off' | 'cli strict' | 'curl'

export interface Ipa {
  path: string
  size: number
  sha256: string
}

export interface Sample {
  wallMs: number
  maxRssKiB: number
  /** User + system time of the client (for curl: the shell and its eight curls). */
  cpuMs: number
  /** User + system time of the emulator's process during the run. */
  serverCpuMs: number
  /** The most creates the emulator had in flight at once. */
  createsPeak: number
  /** Bytes the client's end of the link sent (its qdisc's count: frames, headers included). */
  linkBytes: number
}

export interface Setup {
  rounds: number
  count: number
  sizeMiB: number
  concurrency: number
  rateMbit: number
  delayMs: number
  /** The token bucket's size, KiB; 0 for the link's default. */
  burstKiB: number
  strict: boolean
  single: boolean
  shaping: string[]
  startLoad: number[]
}

export const TARGETS = { wallRatio: 1.1, peakRssMiB: 150 }

const NAMES: Record<Tool, string> = {
  'cli off': 'tool, `--preflight off`',
  'cli strict': 'tool, preflight strict',
  curl: 'curl, one after another'
}

const wall = (samples: Sample[]): number => median(samples.map(s => s.wallMs))
const peak = (samples: Sample[]): number => Math.max(...samples.map(s => s.maxRssKiB)) * 1024
const mbits = (bytes: number, ms: number): string =>
  `${((bytes * 8) / ms / 1000).toFixed(0)} Mbit/s`

function section(
  title: string,
  setup: Setup,
  ipas: Ipa[],
  samples: Partial<Record<Tool, Sample[]>>
): string[] {
  const tools = (Object.keys(samples) as Tool[]).filter(tool => samples[tool]?.length)
  const curl = samples.curl as Sample[]
  const bytes = ipas.reduce((sum, ipa) => sum + ipa.size, 0)
  // The time the file bytes alone take at the rate (frames' headers add about 4 % more).
  const floorMs = (bytes * 8) / (setup.rateMbit * 1e3)
  const row = (figure: string, cell: (samples: Sample[], tool: Tool) => string): string =>
    `| ${figure} | ${tools.map(tool => cell(samples[tool] as Sample[], tool)).join(' | ')} |`
  const ratio = (s: Sample[]): number => wall(s) / wall(curl)
  const lines = [
    `### ${title}`,
    '',
    `| figure | ${tools.map(tool => NAMES[tool]).join(' | ')} |`,
    `| --- | ${tools.map(() => '---').join(' | ')} |`,
    row('wall time, median', s => seconds(wall(s))),
    row('wall time / curl’s', s => `${ratio(s).toFixed(3)} ×`),
    row('file bytes per second of wall time', s => mbits(bytes, wall(s))),
    row('client CPU (user + system), median', s => seconds(median(s.map(x => x.cpuMs)))),
    row('emulator CPU during the run, median', s => seconds(median(s.map(x => x.serverCpuMs)))),
    row(
      'peak RSS, median (largest)',
      s => `${mib(median(s.map(x => x.maxRssKiB)) * 1024)} (${mib(peak(s))})`
    ),
    row('creates in flight at once, most', s => String(Math.max(...s.map(x => x.createsPeak)))),
    row('bytes through the link, median', s => mib(median(s.map(x => x.linkBytes)))),
    '',
    `The file bytes alone take ${seconds(floorMs)} at ${setup.rateMbit} Mbit/s.`,
    '',
    ...tools.map(
      tool =>
        `Each run, ${NAMES[tool]} (s): ${(samples[tool] as Sample[]).map(s => (s.wallMs / 1000).toFixed(2)).join(', ')}.`
    ),
    ''
  ]
  return lines
}

function targets(samples: Partial<Record<Tool, Sample[]>>): string[] {
  const curl = samples.curl as Sample[]
  const lines = ['| target | measured | |', '| --- | --- | --- |']
  for (const tool of ['cli off', 'cli strict'] as const) {
    const s = samples[tool]
    if (!s?.length) continue
    const ratio = wall(s) / wall(curl)
    const over =
      ratio > TARGETS.wallRatio ? ` by ${seconds(wall(s) - TARGETS.wallRatio * wall(curl))}` : ''
    lines.push(
      `| wall time ≤ ${TARGETS.wallRatio} × curl’s, ${NAMES[tool]} (medians) | ${ratio.toFixed(3)} × | ${met(ratio <= TARGETS.wallRatio)}${over} |`,
      `| peak RSS ≤ ${TARGETS.peakRssMiB} MiB, ${NAMES[tool]} (largest) | ${mib(peak(s))} | ${met(peak(s) <= TARGETS.peakRssMiB * MiB)} |`
    )
  }
  return [...lines, '']
}

/** What the figures are made of: kept by hand, beside the figures the run writes. */
function notes(): string[] {
  const file = new URL('./fleet-notes.md', import.meta.url)
  return existsSync(file) ? [readFileSync(file, 'utf8').trim(), ''] : []
}

export function fleetReport(
  setup: Setup,
  ipas: Ipa[],
  fleet: Partial<Record<Tool, Sample[]>>,
  single: Partial<Record<Tool, Sample[]>> | undefined
): string[] {
  const size = ipas[0]?.size ?? 0
  const args = process.argv.slice(2)
  return [
    '# Fleet benchmark (issue 31)',
    '',
    `Command: \`npx tsx bench/fleet.ts\` (or \`npm run bench\`)${args.length ? `; this run: \`${args.join(' ')}\`` : ''}.`,
    '',
    `${setup.count} generated IPAs of ${setup.sizeMiB} MiB (${size.toLocaleString('en-US')} bytes each: a valid app with a ${setup.sizeMiB} MiB stored entry, each its own bundle id and build), ${setup.rounds} rounds taking turns as to which goes first. The fleet: \`node dist/cli.js submit --multiple --ipa-path 'DIR/*.ipa' --concurrency ${setup.concurrency} --team-id 1234567 --no-wait --preflight off\` (and again with the preflight strict, the default); the reference: \`curl -sS -f -o /dev/null -H 'Authorization: Bearer KEY' -F team_id=1234567 -F 'signed_ipa[source]=@FILE' URL\` for each file in turn, in one timed shell loop, to the same create route (\`POST /api/v1/ios/signed_ipas\`). One IPA: the same tool without \`--multiple\`, against one curl.`,
    '',
    `The link: the clients run in a network namespace of their own, joined by a veth pair to the root namespace, where the emulator listens (a process of its own); each end has a token bucket of ${setup.rateMbit} Mbit/s${setup.delayMs ? ` and the client's a delay of ${setup.delayMs} ms` : ''} (\`bench/shaped-link.ts\`): ${setup.shaping.map(command => `\`${command}\``).join('; ')}. The emulator and the clients share this machine's ${os.cpus().length} cores. Wall time from spawn to exit (Node's start and the tool's reading of the IPAs included); peak RSS from GNU time's \`%M\` (for curl, the largest of its processes); after each run the benchmark checks that the emulator answered 200 (created) to one create per IPA and stored each file whole, and that the bytes went through the link.`,
    '',
    ...section(`${setup.count} IPAs, \`--concurrency ${setup.concurrency}\``, setup, ipas, fleet),
    ...targets(fleet),
    ...(single ? section('One IPA, for context', setup, ipas.slice(0, 1), single) : []),
    ...notes(),
    `curl ${curlVersion()}. Load average (1 min) at the start and at the end: ${setup.startLoad[0]?.toFixed(2)}, ${os.loadavg()[0]?.toFixed(2)}.`,
    ''
  ]
}

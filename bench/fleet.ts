/**
 * A fleet through a shaped link (issue 31): the command-line tool submits eight IPAs of 64 MiB from
 * one step (`submit --multiple --concurrency 4 --no-wait`) to the emulator through a link of
 * 500 Mbit/s, against curl sending the same eight files one after another as multipart POSTs to the
 * same create route through the same link. The targets: wall time at most 1.1 × curl's, peak RSS at
 * most 150 MiB. Then the same for one IPA, for context.
 *
 *   npx tsx bench/fleet.ts [--rounds 3] [--count 8] [--size-mb 64] [--concurrency 4] [--rate-mbit 500]
 *                          [--delay-ms 0] [--no-strict] [--no-single]     (also part of npm run bench)
 *
 * The link (bench/shaped-link.ts): the clients run in a network namespace of their own, joined to the
 * root namespace by a veth pair with a token bucket at the rate on each end; the emulator (a process
 * of its own, bench/emulator-process.ts) listens on the root namespace's end. Without root, `ip` or
 * `tc` it says so and writes nothing: a loopback's figures would not be the issue's.
 *
 * Each run is timed from spawn to exit, under GNU time (peak RSS: `%M`, the child's ru_maxrss);
 * the emulator's CPU comes from its own process. After each run the benchmark checks that the
 * emulator answered 200 to one create per IPA with each whole file, byte for byte.
 * Writes bench/fleet-results.md with the machine and the date.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, mkdirSync, statSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { makeIpa } from '../__tests__/support/make-ipa.js'
import { cliPath } from '../__tests__/support/run-cli.js'
import { type EmulatorChild, Scratch, TIME, timed, type Timed } from './children.js'
import type { EmulatorReport } from './emulator-process.js'
import { fleetReport, type Ipa, type Sample, type Setup, type Tool } from './fleet-report.js'
import { check, mib, MiB, publishReport, seconds } from './shared.js'
import { linkUnavailable, ShapedLink } from './shaped-link.js'

const RESULTS = fileURLToPath(new URL('./fleet-results.md', import.meta.url))
const RUN_TIMEOUT_MS = 5 * 60_000
const TEAM_ID = '1234567'
const CREATE_ROUTE = '/ios/signed_ipas'

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    count: { type: 'string', default: '8' },
    'size-mb': { type: 'string', default: '64' },
    concurrency: { type: 'string', default: '4' },
    'rate-mbit': { type: 'string', default: '500' },
    'delay-ms': { type: 'string', default: '0' },
    'burst-kb': { type: 'string', default: '0' },
    'no-strict': { type: 'boolean', default: false },
    'no-single': { type: 'boolean', default: false }
  }
})
const whole = (name: keyof typeof values, min: number): number => {
  const value = Number(values[name])
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} needs a whole number ≥ ${min}`)
  return value
}
const setup: Setup = {
  rounds: whole('rounds', 1),
  count: whole('count', 1),
  sizeMiB: whole('size-mb', 1),
  concurrency: whole('concurrency', 1),
  rateMbit: whole('rate-mbit', 1),
  delayMs: whole('delay-ms', 0),
  burstKiB: whole('burst-kb', 0),
  strict: !values['no-strict'],
  single: !values['no-single'],
  shaping: [],
  startLoad: os.loadavg()
}

const scratch = new Scratch('fleet-bench-')
let emulator: EmulatorChild
let link: ShapedLink | undefined
// Ctrl-C ends this process through Scratch's handler: the namespace goes too (dispose is synchronous).
process.on('exit', () => link?.dispose())

/** The tool's flags for a run of `ipas` (one IPA: without --multiple, as a one-app step runs). */
function cliArgs(tool: Tool, ipas: Ipa[], fleetDir: string): string[] {
  // localhost: the server's address on the client's side of the link (see bench/shaped-link.ts).
  const baseUrl = emulator.info.baseUrl.replace(
    `//${(link as ShapedLink).serverAddress}:`,
    '//localhost:'
  )
  const preflight = tool === 'cli strict' ? 'strict' : 'off'
  const target =
    ipas.length > 1
      ? [
          '--multiple',
          '--ipa-path',
          path.join(fleetDir, '*.ipa'),
          '--concurrency',
          String(setup.concurrency)
        ]
      : ['--ipa-path', (ipas[0] as Ipa).path]
  return [
    cliPath,
    'submit',
    ...target,
    '--team-id',
    TEAM_ID,
    '--no-wait',
    '--preflight',
    preflight,
    '--base-url',
    baseUrl
  ]
}

/** curl, once per file, one after another, in one timed shell (its peak RSS is the largest curl's). */
function curlArgs(ipas: Ipa[]): string[] {
  const script =
    'for f in "$@"; do curl -sS -f -o /dev/null -H "Authorization: Bearer $KEY" ' +
    `-F team_id=${TEAM_ID} -F "signed_ipa[source]=@$f" "$URL" || exit 1; done`
  return ['-c', script, 'curl-loop', ...ipas.map(ipa => ipa.path)]
}

/** The emulator stored one create per IPA, answered 200 (created), with every file whole. */
function checkStored(report: EmulatorReport, ipas: Ipa[], tool: Tool, log: string): void {
  const creates = report.posts.filter(post => post.path.endsWith(CREATE_ROUTE))
  check(
    creates.length === ipas.length,
    `${tool}: ${creates.length} creates for ${ipas.length} IPAs`,
    log
  )
  const bad = creates.filter(post => post.status !== 200)
  check(
    bad.length === 0,
    `${tool}: the emulator answered ${bad.map(b => b.status).join(', ')}`,
    log
  )
  const stored = creates.map(post => post.files[0]?.sha256).sort()
  const sent = ipas.map(ipa => ipa.sha256).sort()
  check(stored.join() === sent.join(), `${tool}: the emulator stored other bytes`, log)
}

async function runOnce(tool: Tool, ipas: Ipa[], fleetDir: string): Promise<Sample> {
  await emulator.ask({ type: 'reset' }, 'reset-done')
  execFileSync('sync')
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/root',
    KEY: emulator.info.apiKey,
    URL: `${emulator.info.baseUrl}${CREATE_ROUTE}`,
    APP_DEPLOY_API_KEY: emulator.info.apiKey
  }
  const shaped = link as ShapedLink
  const linkBefore = shaped.clientSentBytes()
  const [command, args] =
    tool === 'curl'
      ? ['/bin/sh', curlArgs(ipas)]
      : [process.execPath, cliArgs(tool, ipas, fleetDir)]
  const result: Timed = await timed(scratch, command, args, {
    env,
    cwd: scratch.root,
    wrapper: shaped.wrapper,
    timeoutMs: RUN_TIMEOUT_MS
  })
  const linkBytes = shaped.clientSentBytes() - linkBefore
  const report = await emulator.ask<EmulatorReport>({ type: 'report' }, 'report')
  check(result.exitCode === 0, `${tool} exited with ${result.exitCode}`, result.log)
  checkStored(report, ipas, tool, result.log)
  const fileBytes = ipas.reduce((sum, ipa) => sum + ipa.size, 0)
  check(
    linkBytes >= fileBytes,
    `${tool}: only ${linkBytes} bytes went through the link`,
    result.log
  )
  return {
    wallMs: result.wallMs,
    maxRssKiB: result.maxRssKiB,
    cpuMs: result.cpuMs,
    serverCpuMs: report.cpuMs,
    createsPeak: report.createsPeak,
    linkBytes
  }
}

/** Every tool once per round, taking turns as to which goes first. */
async function bench(
  ipas: Ipa[],
  fleetDir: string,
  tools: Tool[]
): Promise<Record<Tool, Sample[]>> {
  const samples = Object.fromEntries(tools.map(tool => [tool, []])) as unknown as Record<
    Tool,
    Sample[]
  >
  for (let round = 0; round < setup.rounds; round++) {
    const shift = round % tools.length
    for (const tool of [...tools.slice(shift), ...tools.slice(0, shift)]) {
      const sample = await runOnce(tool, ipas, fleetDir)
      samples[tool].push(sample)
      console.log(
        `  round ${round + 1} ${tool.padEnd(10)} ${seconds(sample.wallMs)}  RSS ${mib(sample.maxRssKiB * 1024)}  ` +
          `CPU ${seconds(sample.cpuMs)}  emulator CPU ${seconds(sample.serverCpuMs)}  creates at once ${sample.createsPeak}`
      )
    }
  }
  return samples
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

async function makeFleet(fleetDir: string): Promise<Ipa[]> {
  mkdirSync(fleetDir)
  const ipas: Ipa[] = []
  const started = Date.now()
  for (let i = 0; i < setup.count; i++) {
    const name = `Fleet${String(i + 1).padStart(2, '0')}`
    const file = path.join(fleetDir, `${name}.ipa`)
    await makeIpa(file, {
      name,
      bundleId: `com.fleetbench.${name.toLowerCase()}`,
      version: '1.0.0',
      build: String(100 + i),
      fillerBytes: setup.sizeMiB * MiB
    })
    ipas.push({ path: file, size: statSync(file).size, sha256: await sha256Of(file) })
  }
  console.log(
    `Generated ${ipas.length} IPAs of ${ipas[0]?.size} bytes in ${seconds(Date.now() - started)}`
  )
  return ipas
}

async function main(): Promise<void> {
  const unavailable = linkUnavailable()
  if (unavailable) {
    const banner = '!'.repeat(100)
    console.error(
      `\n${banner}\nFLEET BENCHMARK SKIPPED: ${unavailable}.\nIt needs a link shaped to ${setup.rateMbit} Mbit/s ` +
        `(a network namespace and tc, as root); figures over an unshaped loopback would not be the issue's.\n` +
        `bench/fleet-results.md is left as it was.\n${banner}\n`
    )
    await scratch.dispose()
    return
  }
  execFileSync(TIME, ['true'], { stdio: 'ignore' })
  execFileSync('curl', ['--version'], { stdio: 'ignore' })
  try {
    const shaped = new ShapedLink({
      rateMbit: setup.rateMbit,
      delayMs: setup.delayMs,
      burstBytes: setup.burstKiB ? setup.burstKiB * 1024 : undefined
    })
    link = shaped
    setup.shaping = shaped.shaping
    emulator = await scratch.startEmulator({ host: shaped.serverAddress })
    console.log(
      `Fleet: emulator at ${emulator.info.baseUrl} (root namespace), clients in ${shaped.namespace}, ` +
        `${setup.rateMbit} Mbit/s each way; ${setup.rounds} rounds`
    )
    const fleetDir = path.join(scratch.root, 'fleet')
    const ipas = await makeFleet(fleetDir)
    const cliTools: Tool[] = setup.strict ? ['cli off', 'cli strict'] : ['cli off']
    console.log(`\n${ipas.length} IPAs, --concurrency ${setup.concurrency}:`)
    const fleet = await bench(ipas, fleetDir, [...cliTools, 'curl'])
    let single: Record<Tool, Sample[]> | undefined
    if (setup.single) {
      console.log('\nOne IPA:')
      single = await bench(ipas.slice(0, 1), fleetDir, ['cli off', 'curl'])
    }
    await emulator.stop()
    await publishReport(RESULTS, fleetReport(setup, ipas, fleet, single))
  } finally {
    await scratch.dispose()
    link?.dispose()
  }
}

await main()

/**
 * Preflight of an IPA where it lives (issue 39): a 512 MiB IPA of 20 bundles (the app, 7 app
 * extensions, 12 frameworks, each with its Info.plist and a real Mach-O executable, the frameworks
 * with their privacy manifests, one vendor SDK of a few MiB), most of its bytes stored resources of
 * random bytes spread between the bundles (Assets.car, videos, images, nibs) as an export lays them
 * out. It is served by a local object storage (__tests__/support/storage-server.ts, in this process)
 * that answers Range requests as S3 does. In interleaved rounds, each in a process of its own under
 * GNU time (bench/url-preflight-child.ts):
 *
 * - file: the preflight of the file on disk, as `submit` runs it;
 * - url: the same preflight through HTTP Range requests, as `submit --ipa-url` runs it;
 * - round trips: small Range GETs one after another with bare node:http, the link's round trip.
 *
 *   npx tsx bench/url-preflight.ts [--runs 5]
 *
 * Targets: bytes fetched at most 2 % of the file; time at most 1.5 × (the file's preflight + its
 * requests × the median round trip); peak RSS (GNU time's %M) at most 100 MiB.
 * Writes bench/url-preflight-results.md.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, statSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { deflateRawSync } from 'node:zlib'
import yazl from 'yazl'
import {
  type BundleSpec,
  machoFixture,
  type PlannedEntry,
  planEntries
} from '../__tests__/support/make-ipa.js'
import { exportingMachO } from '../__tests__/support/macho-files.js'
import { startStorage } from '../__tests__/support/storage-server.js'
import { interleaved, type Run, Scratch, timedRun } from './children.js'
import {
  codeLikeBlock,
  kib,
  median,
  MiB,
  mib,
  met,
  option,
  publishReport,
  seconds
} from './shared.js'
import type { ChildResult } from './url-preflight-child.js'

const RESULTS = fileURLToPath(new URL('./url-preflight-results.md', import.meta.url))
const CHILD = fileURLToPath(new URL('./url-preflight-child.ts', import.meta.url))
const NCC = fileURLToPath(new URL('../node_modules/.bin/ncc', import.meta.url))
const execFileAsync = promisify(execFile)
const TARGETS = { fetchedShare: 0.02, ratio: 1.5, peakRssMiB: 100 }
const SIZE = 512 * MiB
const ROUND_TRIPS = 50
const SIGNATURE = '5f1c0e2bd1a94c7e8f3a6b2d9e0c4f7a1b3d5e7f9a2c4e6b8d0f1a3c5e7b9d2f'
const PRESIGNED_QUERY = `X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAEXAMPLE%2F20261127%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261127T120000Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=${SIGNATURE}`
const APP = 'Payload/Atlas.app/'
const FILE_TIMESTAMP = 'NSPrivacyAccessedAPICategoryFileTimestamp'
/** Small resources (nibs, images, strings) and their sizes: a few KiB to some tens. */
const SMALL_RESOURCES = 1200
const smallSize = (i: number): number => 2048 + ((i * 7919) % 30) * 1024
const EXTENSIONS = 'Share Widgets Notifications Intents Keyboard Stickers Actions'.split(' ')
const FRAMEWORKS =
  'Networking Storage Analytics Crash Maps Payments Chat Media Feed Auth DesignSystem'.split(' ')
/** Executables made larger: code-like bytes before their symbols, exports as Swift names them. */
const MAIN = { exports: 2_000, nameBytes: 80, codeMiB: 2 }
/** The vendor SDK ships no privacy manifest: its ITMS-91053 shows its executable was read. */
const SDK = { name: 'VendorSdk', exports: 20_000, nameBytes: 100, codeMiB: 3 }

/** A fixture grown by `spec.codeMiB` of code-like bytes and `spec.exports` exported symbols. */
function grown(fixture: string, spec: typeof MAIN): Buffer {
  const paddingBytes = Math.ceil((spec.codeMiB * MiB) / 16_384) * 16_384
  return exportingMachO(machoFixture(fixture), { ...spec, paddingBytes, fill: codeLikeBlock() })
}

/** The app's bundles, as makeIpa plans them, and the bytes of their executables. */
function bundles(): { entries: PlannedEntry[]; executableBytes: number } {
  const [main, kit, sdk] = [grown('Plain', MAIN), machoFixture('Kit'), grown('Kit', SDK)]
  const extensions: BundleSpec[] = EXTENSIONS.map(name => ({ name }))
  // Kit imports stat: each framework declares it in its own manifest, but the SDK.
  const frameworks: BundleSpec[] = [
    ...FRAMEWORKS.map(name => ({ name, executable: kit, privacyTypes: [FILE_TIMESTAMP] })),
    { name: SDK.name, executable: sdk }
  ]
  const entries = planEntries({
    name: 'Atlas',
    // Its Assets.car is the stored filler withResources puts first.
    resources: { assetCatalog: false },
    executable: main,
    privacyTypes: ['NSPrivacyAccessedAPICategoryUserDefaults'],
    extensions,
    frameworks
  })
  const executableBytes =
    main.length +
    extensions.length * machoFixture('Plain').length +
    FRAMEWORKS.length * kit.length +
    sdk.length
  return { entries, executableBytes }
}

const storedSize = (entry: { data: Buffer; compress: boolean }): number =>
  entry.compress ? deflateRawSync(entry.data).length : entry.data.length

/**
 * The bundles with the resources spread between them: Assets.car first, then before each nested
 * bundle (and at the end) a video and some small resources, all stored, to about `SIZE` in all.
 */
function withResources(entries: PlannedEntry[], block: Buffer): PlannedEntry[] {
  const isNested = (entry: PlannedEntry): boolean =>
    entry.kind === 'directory' && /\.(appex|framework)\/$/.test(entry.path)
  const slots = entries.filter(isNested).length + 1
  const small = Array.from({ length: SMALL_RESOURCES }, (_, i) => smallSize(i))
  const planned = entries.reduce((sum, e) => sum + (e.kind === 'file' ? storedSize(e) : 0), 0)
  const bulk =
    SIZE - small.reduce((a, b) => a + b, 0) - planned - 300 * (entries.length + small.length)
  const assets = Math.floor(bulk / 5)
  const video = Math.floor((bulk - assets) / slots)
  const out: PlannedEntry[] = []
  let smallIndex = 0
  const resources = (slot: number): void => {
    out.push({
      kind: 'filler',
      path: `${APP}Videos/clip-${String(slot).padStart(2, '0')}.mp4`,
      size: video
    })
    const until = Math.round(((slot + 1) / slots) * SMALL_RESOURCES)
    for (; smallIndex < until; smallIndex++) {
      const size = small[smallIndex] as number
      const name =
        smallIndex % 3 ? `Images/img-${smallIndex}.png` : `Base.lproj/View-${smallIndex}.nib`
      const at = (smallIndex * 4099) % (block.length - size)
      out.push({
        kind: 'file',
        path: `${APP}${name}`,
        data: block.subarray(at, at + size),
        compress: false
      })
    }
  }
  let slot = 0
  for (const entry of entries) {
    if (isNested(entry)) resources(slot++)
    out.push(entry)
    if (entry.kind === 'directory' && entry.path === APP)
      out.push({ kind: 'filler', path: `${APP}Assets.car`, size: assets })
  }
  resources(slot)
  return out
}

/** Writes the entries with yazl, as makeIpa does; a filler is stored, streamed from `block`. */
async function writeIpa(file: string, entries: PlannedEntry[], block: Buffer): Promise<void> {
  const zip = new yazl.ZipFile()
  const mtime = new Date('2026-11-01T12:00:00Z')
  for (const entry of entries) {
    if (entry.kind === 'directory') zip.addEmptyDirectory(entry.path, { mtime })
    else if (entry.kind === 'file')
      zip.addBuffer(entry.data, entry.path, { mtime, compress: entry.compress })
    else
      zip.addReadStreamLazy(entry.path, { mtime, compress: false, size: entry.size }, callback =>
        callback(null, Readable.from(chunks(block, entry.size)))
      )
  }
  const written = pipeline(zip.outputStream, createWriteStream(file))
  zip.end()
  await written
}

function* chunks(block: Buffer, size: number): Generator<Buffer> {
  for (let left = size; left > 0; left -= block.length)
    yield block.subarray(0, Math.min(left, block.length))
}

/** Generates the IPA: its bundles, entries and the bytes of its executables. */
async function makeAtlas(
  file: string
): Promise<{ bundles: number; entries: number; executableBytes: number }> {
  const block = randomBytes(MiB)
  const planned = bundles()
  const entries = withResources(planned.entries, block)
  await writeIpa(file, entries, block)
  const count = entries.filter(
    e => e.kind === 'directory' && /\.(app|appex|framework)\/$/.test(e.path)
  ).length
  return { bundles: count, entries: entries.length, executableBytes: planned.executableBytes }
}

/** The child bundled as dist/ is (ncc), run by Node alone: tsx would add some 50 MiB to its RSS. */
async function bundleChild(scratch: Scratch): Promise<string> {
  const out = path.join(scratch.root, 'child')
  await execFileAsync(NCC, ['build', CHILD, '-o', out, '--quiet'])
  return path.join(out, 'index.js')
}

/** The problems as both ways must find them: code, entry and words after the IPA's name. */
const problemsOf = (result: ChildResult): string =>
  JSON.stringify(
    (result.problems ?? []).map(({ code, entry, message }) => [
      code,
      entry,
      message.slice(message.indexOf(': ') + 2)
    ])
  )

type Sampled = Run & { result: ChildResult }

async function measure(scratch: Scratch, ipa: string, runs: number): Promise<Report> {
  const size = statSync(ipa).size
  const child = await bundleChild(scratch)
  // A pre-signed URL: the storage checks its query byte for byte.
  const storage = await startStorage({ object: ipa, requireExactQuery: PRESIGNED_QUERY })
  const url = storage.url(`?${PRESIGNED_QUERY}`)
  const received: Report['received'] = []
  const runChild = async (args: string[]): Promise<Sampled> => {
    const run = await timedRun(scratch, process.execPath, [child, ...args], true)
    const result = JSON.parse(run.stdout) as ChildResult
    return { ...run, readMs: result.readMs, result }
  }
  try {
    const samples = (await interleaved(
      {
        file: () => runChild(['file', ipa]),
        url: async () => {
          const [requests, bytes] = [storage.requests.length, storage.bytesSent]
          const sampled = await runChild(['url', url])
          received.push({
            requests: storage.requests.length - requests,
            bytes: storage.bytesSent - bytes
          })
          return sampled
        },
        'round trips': () => runChild(['round-trips', url, String(ROUND_TRIPS), String(size)])
      },
      runs
    )) as Record<Tool, Sampled[]>
    return { size, samples, received: received.slice(1) } // the warm-up's left out
  } finally {
    await storage.close()
  }
}

type Tool = 'file' | 'url' | 'round trips'

interface Report {
  size: number
  samples: Record<Tool, Sampled[]>
  /** What the storage received and sent during each measured URL run. */
  received: Array<{ requests: number; bytes: number }>
}

/** Fails unless every run found the same problems, the SDK's ITMS-91053 alone. */
function checkProblems(samples: Report['samples']): void {
  const [first] = samples.file
  const expected = problemsOf(first?.result ?? {})
  for (const sampled of [...samples.file, ...samples.url])
    if (problemsOf(sampled.result) !== expected)
      throw new Error(
        `the runs found other problems: ${problemsOf(sampled.result)} against ${expected}`
      )
  const problems = first?.result.problems ?? []
  if (
    problems.length !== 1 ||
    problems[0]?.code !== 'ITMS-91053' ||
    !problems[0].message.includes(`${SDK.name}.framework`)
  )
    throw new Error(`preflight did not read the app as expected: ${expected}`)
}

/** Requests and bytes of each run, once when they are all the same. */
function each(counts: Array<{ requests: number; bytes: number }>): string {
  const said = counts.map(({ requests, bytes }) => `${requests} requests, ${kib(bytes)}`)
  return [...new Set(said)].length === 1 ? `${said[0]} each` : said.join('; ')
}

async function main(): Promise<void> {
  const runs = option('--runs', 5)
  const startLoad = os.loadavg()[0] ?? NaN
  const scratch = new Scratch('url-preflight-bench-')
  try {
    const ipa = path.join(scratch.root, 'Atlas.ipa')
    const generation = Date.now()
    const made = await makeAtlas(ipa)
    console.log(
      `Generated ${mib(statSync(ipa).size)} IPA (${made.bundles} bundles, ${made.entries} entries) in ${seconds(Date.now() - generation)}`
    )
    const { size, samples, received } = await measure(scratch, ipa, runs)
    checkProblems(samples)
    const m = (tool: Tool, key: 'readMs' | 'wallMs'): number =>
      median(samples[tool].map(run => run[key]))
    const peak = (tool: Tool): number => Math.max(...samples[tool].map(run => run.maxRssKiB)) * 1024
    const fetched = samples.url.map(run => run.result.fetched ?? { requests: NaN, bytes: NaN })
    const requests = median(fetched.map(f => f.requests))
    const bytes = Math.max(...fetched.map(f => f.bytes))
    const roundTrip = median(samples['round trips'].flatMap(run => run.result.roundTripsMs ?? []))
    const allowed = TARGETS.ratio * (m('file', 'readMs') + requests * roundTrip)
    const share = bytes / size
    const ms = (value: number): string => `${value.toFixed(2)} ms`
    const msOf = (value: number): string => `${Math.round(value)} ms`
    await publishReport(RESULTS, [
      '# Preflight of an IPA at a URL',
      '',
      `An IPA of ${mib(size)} (yazl) with ${made.bundles} bundles: the app, ${EXTENSIONS.length} app extensions and ${FRAMEWORKS.length + 1} frameworks, each with its Info.plist and a real Mach-O executable (fixtures: \`Plain\` in the extensions, \`Kit\` in the frameworks; the app's and a vendor SDK's grown by \`exportingMachO\` with ${MAIN.codeMiB} and ${SDK.codeMiB} MiB of code-like bytes and ${MAIN.exports.toLocaleString('en-US')} and ${SDK.exports.toLocaleString('en-US')} exports), ${mib(made.executableBytes)} of executables, deflated; the app and the frameworks with their privacy manifests, but the SDK. The rest of its ${made.entries.toLocaleString('en-US')} entries are stored resources of random bytes spread between the bundles as an export lays them out: Assets.car first, a video before each nested bundle and one at the end, and ${SMALL_RESOURCES.toLocaleString('en-US')} images and nibs of 2 to 31 KiB.`,
      '',
      `It is served by a local object storage (\`__tests__/support/storage-server.ts\`, in the benchmark's process, on 127.0.0.1), which answers Range requests as S3 does, at a pre-signed URL whose query it checks byte for byte. ${runs} round${runs === 1 ? '' : 's'} after a warm-up, taking turns as to which goes first; each run is a process of its own under GNU time, running \`bench/url-preflight-child.ts\` bundled by ncc as \`dist/\` is (Node alone, no tsx). Command: \`npx tsx bench/url-preflight.ts${runs === 5 ? '' : ` --runs ${runs}`}\` (also run by \`npm run bench\`).`,
      '',
      '| run | median time | median process wall time | peak RSS (largest) |',
      '| --- | --- | --- | --- |',
      `| preflight of the file on disk (\`inspectIpa(file, { purpose: 'submit' })\`) | ${msOf(m('file', 'readMs'))} | ${msOf(m('file', 'wallMs'))} | ${mib(peak('file'))} |`,
      `| preflight through the URL (\`openStorageIpa\`, the same \`inspectIpa\` of its source) | ${msOf(m('url', 'readMs'))} | ${msOf(m('url', 'wallMs'))} | ${mib(peak('url'))} |`,
      `| the link: ${ROUND_TRIPS} Range GETs of 4 KiB one after another (bare node:http, kept alive) | ${msOf(m('round trips', 'readMs'))} (a round trip: ${ms(roundTrip)}) | ${msOf(m('round trips', 'wallMs'))} | ${mib(peak('round trips'))} |`,
      '',
      `- Bytes fetched through the URL: ${kib(bytes)} (the largest), ${(share * 100).toFixed(3)} % of the file (target at most ${TARGETS.fetchedShare * 100} %): ${met(share <= TARGETS.fetchedShare)}; in ${requests} requests (median)`,
      `- Time through the URL: ${msOf(m('url', 'readMs'))} (target at most ${TARGETS.ratio} × (the file's ${msOf(m('file', 'readMs'))} + ${requests} requests × ${ms(roundTrip)}) = ${msOf(allowed)}): ${met(m('url', 'readMs') <= allowed)}; ${(m('url', 'readMs') / m('file', 'readMs')).toFixed(2)} × the file's alone`,
      `- Peak RSS of the URL preflight's process: ${mib(peak('url'))} (target at most ${TARGETS.peakRssMiB} MiB): ${met(peak('url') <= TARGETS.peakRssMiB * MiB)}; Node alone with the bundle's round trips: ${mib(peak('round trips'))}`,
      `- The URL's signature appears in no output of the URL preflight: ${met(samples.url.every(run => !run.stdout.includes(SIGNATURE)))}`,
      `- Both ways found the same problem, in every run: the SDK's ITMS-91053 (it ships no privacy manifest and imports \`stat\`), which shows that its symbol table, after ${SDK.codeMiB} MiB of code, was read.`,
      `- What the storage received and sent in each measured run: ${each(received)}; what the byte source counted: ${each(fetched)}.`,
      '',
      `Each run (ms): file ${samples.file.map(run => Math.round(run.readMs)).join(', ')}; URL ${samples.url.map(run => Math.round(run.readMs)).join(', ')}.`,
      '',
      "Times run from the call to the result (for the URL, from opening it); the process wall time adds Node's start. Peak RSS is GNU time's `%M` of the whole process, Node included.",
      '',
      `Load average (1 min) at the start and at the end: ${startLoad.toFixed(2)}, ${os.loadavg()[0]?.toFixed(2)} (the storage and the child share this machine's ${os.cpus().length} cores).`,
      ''
    ])
  } finally {
    await scratch.dispose()
  }
}

await main()

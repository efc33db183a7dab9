/**
 * Hostile archives: IPAs crafted to make preflight spin, run out of memory, inflate one stream again
 * and again, or carry workflow commands into the outputs. Each runs through the action as the runner
 * runs it (`submit` or `upload`): src/main.ts in this process, or, for the four whose point is the
 * process's peak memory and CPU time with the largest inputs (200,000 entries, 10,000 extensions,
 * just under every limit, a zip bomb of 4 GiB), the bundle in a process of its own. Each run must:
 *
 * - end within WALL_MS, with at most CPU_MS of CPU time. The bundle's peak resident memory stays
 *   under RSS_MIB (Node and the bundle take about 60 MiB on their own, measured with a file that is
 *   not a zip; the read budget allows preflight 150 MiB more; 220 MiB leaves 10 for the differences
 *   between machines and Node versions). In this process, the CPU time is this process's over the
 *   run (the emulator's included), and the run may raise the process's high-water mark of RSS by no
 *   more than the 160 MiB that the bundle has above its 60 (a lower bound of what it used: it
 *   catches an inflated bomb, never a run within bounds);
 * - either fail (exit code 1) with one clean error that names the problem and send nothing (the
 *   emulator receives no POST): an archive that is not an IPA, or built to harm (entries that
 *   overlap, a stream that inflates past its declared size); or, past a read limit, which is never
 *   by itself a refusal, warn of the limit and what was not checked, and send the IPA (`limited`);
 *   never a stack trace, "JavaScript heap" or "Maximum call stack";
 * - leave the key nowhere, inject no workflow command and break no table of the summary
 *   (`runChecked` of the hardening harness);
 * - set no output holding a line break or `::`.
 *
 * The worst wall time, CPU time and memory seen are printed at the end. Builders: the IPA maker
 * (`support/make-ipa.ts`), `support/hostile-plist.ts` and `support/hostile-zip.ts`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, jest, test } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { type CheckedRun, commandData, runChecked } from './hardening-harness.js'
import { actionFixture } from './support/fixture.js'
import {
  bundleInfoPlist,
  deepArrays,
  exponential,
  infoPlistWith,
  manyObjects,
  selfContaining,
  wideArray,
  xmlInfoPlistWith
} from './support/hostile-plist.js'
import {
  buildZip,
  fileEntry,
  ipaEntries,
  type RawEntry,
  zerosDeflated
} from './support/hostile-zip.js'
import {
  DEFAULTS,
  type MakeIpaOptions,
  ber,
  cmsEnvelope,
  indefinite,
  machoFixture,
  makeIpa
} from './support/make-ipa.js'

const WALL_MS = 15_000
const CPU_MS = 2_500
const RSS_MIB = 220
/** What a run in this process may add to the process's high-water mark of RSS, in KiB. */
const GROWTH_KIB = (RSS_MIB - 60) * 1024
// Some archives take seconds to make (200,000 entries), and the suite runs beside others.
jest.setTimeout(90_000)

const fixture = await actionFixture('hostile-archives')
const { key, emulator, dir } = fixture

beforeEach(() => emulator.reset())
// The modules of src/ made once before the first run: each run then imports them afresh in ~60 ms.
beforeAll(async () => void (await import('../src/main.js')))

const APP = 'Payload/Preflight.app/'
const INFO_PLIST = `${APP}Info.plist`
const PROFILE = `${APP}embedded.mobileprovision`
const MiB = 1024 * 1024

interface Measured {
  what: string
  durationMs: number
  cpuMs: number
  /** The bundle's peak RSS; in this process, the rise of the process's high-water mark. */
  peakRssKiB: number
}
const measured: Measured[] = []

afterAll(() => {
  if (measured.length === 0) return
  // HOSTILE_MEASURES=file.json keeps every run's figures, for a closer look.
  if (process.env.HOSTILE_MEASURES)
    writeFileSync(process.env.HOSTILE_MEASURES, JSON.stringify(measured, null, 2))
  const worst = (field: keyof Omit<Measured, 'what'>): string => {
    const top = measured.reduce((a, b) => (b[field] > a[field] ? b : a))
    return `${top[field]} (${top.what})`
  }
  console.log(
    [
      `hostile archives: ${measured.length} runs`,
      `worst wall time ms: ${worst('durationMs')}`,
      `worst CPU ms: ${worst('cpuMs')}`,
      `worst peak RSS KiB: ${worst('peakRssKiB')}`
    ].join('\n')
  )
})

let count = 0

/** Writes an archive into the suite's folder: from the IPA maker's options, or as bytes. */
async function archive(make: MakeIpaOptions | Buffer): Promise<string> {
  const file = path.join(dir, `hostile-${++count}.ipa`)
  if (Buffer.isBuffer(make)) writeFileSync(file, make)
  else await makeIpa(file, make)
  return file
}

/**
 * An archive of thousands of entries or bundles, by the raw writer: each bundle's executable deflated
 * once, not once per bundle, small files as stored deflate blocks (the IPA maker's writer takes
 * seconds for 10,000 extensions). `more` go after the IPA's own entries.
 */
function large(options: MakeIpaOptions, more: RawEntry[] = []): Promise<string> {
  const entries = [...ipaEntries(options, { quick: true }), ...more]
  // Past 65,535 entries, the count is in the Zip64 end records, as the IPA maker writes it.
  const count = entries.length > 0xffff ? BigInt(entries.length) : undefined
  return archive(buildZip(entries, { zip64EntryCount: count }))
}

const PLAIN = machoFixture('Plain')

/** The entries of `fillerEntries` of the IPA maker (one byte each, stored), sharing one buffer. */
function fillers(count: number): RawEntry[] {
  const one = fileEntry(`${APP}Resources/r000000.txt`, Buffer.from([0x0a]), false)
  return Array.from({ length: count }, (_, i) => ({
    ...one,
    name: `${APP}Resources/r${String(i).padStart(6, '0')}.txt`
  }))
}

/**
 * The entries of more apps in Payload/, each as the IPA maker writes one (`extraApps`): its folder,
 * its executable, its Info.plist (written by bundleInfoPlist, without bplist-creator).
 */
function extraApps(names: string[]): RawEntry[] {
  return names.flatMap(name => {
    const app = `Payload/${name}.app/`
    return [
      fileEntry(app, Buffer.alloc(0), false),
      fileEntry(`${app}${name}`, PLAIN, true, true),
      fileEntry(`${app}Info.plist`, bundleInfoPlist(name), true, true)
    ]
  })
}

/** An archive made at its first use, then shared by the tests that use it. */
function shared(make: () => Promise<string>): () => Promise<string> {
  let made: Promise<string> | undefined
  return () => (made ??= make())
}

/** 10,000 extensions without an Info.plist: strict and warn read the same archive. */
const tenThousandWithoutInfo = shared(() =>
  large({
    extensions: Array.from({ length: 10_000 }, (_, i) => ({ name: `E${i}`, infoPlist: false }))
  })
)

/** The well-formed IPA's entries with some replaced (by name) or added, then written as told. */
function tampered(
  change: (entries: RawEntry[]) => RawEntry[],
  options: Parameters<typeof buildZip>[1] = {},
  ipa: MakeIpaOptions = {}
): Buffer {
  return buildZip(change(ipaEntries(ipa)), options)
}

function replace(entries: RawEntry[], name: string, entry: RawEntry): RawEntry[] {
  return entries.map(e => (e.name === name ? entry : e))
}

const inputs = (file: string): Record<string, string> => ({
  'api-key': key,
  'base-url': emulator.baseUrl,
  command: 'submit',
  'ipa-path': file,
  wait: 'false'
})

/**
 * Runs the action on `inputs`, in this process or (`bundle`) the bundle in a process of its own, and
 * checks its budget: wall time, CPU time, memory (see the top of this file).
 */
async function budgeted(
  what: string,
  inputs: Record<string, string>,
  { bundle = false }: { bundle?: boolean } = {}
): Promise<CheckedRun> {
  const cpu = process.cpuUsage()
  const highWater = process.resourceUsage().maxRSS
  const run = await runChecked(inputs, { secrets: [key], timeoutMs: 60_000, bundle })
  const used = process.cpuUsage(cpu)
  const cpuMs = bundle ? run.cpuMs : (used.user + used.system) / 1000
  const rssKiB = bundle ? run.peakRssKiB : process.resourceUsage().maxRSS - highWater
  measured.push({
    what: `${what}${bundle ? '' : ' (in process)'}`,
    durationMs: run.durationMs,
    cpuMs: cpuMs ?? Infinity,
    peakRssKiB: rssKiB ?? Infinity
  })
  expect(run.durationMs).toBeLessThan(WALL_MS)
  expect(cpuMs).toBeLessThan(CPU_MS)
  expect(rssKiB).toBeLessThan(bundle ? RSS_MIB * 1024 : GROWTH_KIB)
  return run
}

const CRASH = /JavaScript heap|Maximum call stack|FATAL ERROR|^\s+at \S/m

/** Runs the hostile archive and checks everything a refused hostile run must satisfy. */
async function hostile(
  what: string,
  file: string,
  error: RegExp,
  more: Record<string, string> = {},
  how: { bundle?: boolean } = {}
): Promise<CheckedRun> {
  const run = await budgeted(what, { ...inputs(file), ...more }, how)
  expect(run.log).not.toMatch(CRASH)
  expect(run.exitCode).toBe(1)
  const errors = commandData(run.log, 'error')
  expect(errors).toHaveLength(1)
  expect(errors[0]).toMatch(error)
  expect(emulator.requests.filter(request => request.method === 'POST')).toEqual([])
  for (const value of Object.values(run.outputs)) expect(value).not.toMatch(/[\r\n]|::/)
  return run
}

/**
 * Runs a hostile archive that goes past a read limit: within the same bounds, the run warns of the
 * limit (the `read-limit` warning, saying what was not checked) and sends the IPA, under `strict`
 * too: a limit reached is never by itself a refusal.
 */
async function limited(
  what: string,
  file: string,
  warning: RegExp,
  more: Record<string, string> = {},
  how: { bundle?: boolean } = {}
): Promise<CheckedRun> {
  const run = await budgeted(what, { ...inputs(file), ...more }, how)
  expect(run.log).not.toMatch(CRASH)
  expect(run.error).toBeUndefined()
  expect(run.exitCode).toBe(0)
  expect(run.warnings).toContainEqual(expect.stringMatching(warning))
  expect(run.warnings).toContainEqual(
    expect.stringMatching(/not checked; preflight does not stop the release for this alone\.$/)
  )
  expect(emulator.requests.filter(request => request.method === 'POST')).toHaveLength(1)
  for (const value of Object.values(run.outputs)) expect(value).not.toMatch(/[\r\n]|::/)
  return run
}

/** Spawned: the bound on the process's peak memory and CPU time is the point. */
const BUNDLE = { bundle: true }

/** The warning of an entry not read within a limit: `<entry> was not read within … <label>`. */
const limit = (label: string, entry: string): RegExp =>
  new RegExp(`${escape(entry)} was not read within preflight's limit of ${escape(label)}`)
/** The warning of the archive read up to a limit of its own, and no further. */
const upTo = (label: string): RegExp =>
  new RegExp(`read up to preflight's limit of ${escape(label)} .*and no further`)
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const OBJECTS = '250,000 objects in one property list'

describe('hostile archive: property lists', () => {
  test('exponential shared references in a binary Info.plist (dictionaries): not read, warned', async () => {
    const file = await archive({ infoPlistBytes: infoPlistWith(exponential('dict', 20)) })
    await limited('exponential dictionaries', file, limit(OBJECTS, INFO_PLIST))
  })

  test('exponential shared references in a binary Info.plist (arrays): not read, warned, under warn too', async () => {
    const file = await archive({ infoPlistBytes: infoPlistWith(exponential('array', 20)) })
    await limited('exponential arrays', file, limit(OBJECTS, INFO_PLIST))
    emulator.reset()
    await limited('exponential arrays, warn', file, limit(OBJECTS, INFO_PLIST), {
      preflight: 'warn'
    })
  })

  test('an array of 2,000,000 references to one 1 KB string: not read, warned', async () => {
    const file = await archive({ infoPlistBytes: infoPlistWith(wideArray(2_000_000, 1024)) })
    await limited('wide array', file, limit(OBJECTS, INFO_PLIST), { command: 'upload' })
  })

  test('600,000 distinct objects in one binary Info.plist: not read, warned', async () => {
    const file = await archive({ infoPlistBytes: infoPlistWith(manyObjects(600_000)) })
    await limited('many objects', file, limit(OBJECTS, INFO_PLIST))
  })

  test('an array in an array, 100,000 levels deep, in a binary Info.plist: not read, warned', async () => {
    const file = await archive({ infoPlistBytes: infoPlistWith(deepArrays(100_000)) })
    await limited('deep binary', file, limit('property lists nested 128 deep', INFO_PLIST))
  })

  test('an array that holds itself', async () => {
    const file = await archive({ infoPlistBytes: infoPlistWith(selfContaining) })
    await hostile('cycle', file, /Info\.plist is not a readable property list .*contains itself/)
  })

  test('an XML Info.plist nested 100,000 levels deep: not read, warned', async () => {
    const inner = `${'<array>'.repeat(100_000)}${'</array>'.repeat(100_000)}`
    const file = await archive({ infoPlistBytes: xmlInfoPlistWith(inner) })
    await limited('deep XML', file, limit('property lists nested 128 deep', INFO_PLIST))
  })

  test('an XML Info.plist of 1,000,000 elements: not read, warned', async () => {
    const inner = `<array>${'<true/>'.repeat(1_000_000)}</array>`
    const file = await archive({ infoPlistBytes: xmlInfoPlistWith(inner) })
    await limited('many XML elements', file, limit(OBJECTS, INFO_PLIST), { command: 'upload' })
  })

  test('hundreds of nested bundles, each Info.plist a bomb: each not read, then none past the objects of all plists, warned', async () => {
    const bomb = infoPlistWith(exponential('dict', 12))
    const extensions = Array.from({ length: 300 }, (_, i) => ({ name: `E${i}` }))
    const file = await archive(
      buildZip(
        ipaEntries({ extensions }).map(entry =>
          String(entry.name).endsWith('.appex/Info.plist') ? fileEntry(entry.name, bomb) : entry
        )
      )
    )
    await limited('nested bombs', file, upTo('4,000,000 property list objects in all'))
  })
})

describe('hostile archive: provisioning profiles', () => {
  test('exponential shared references in the profile (dictionaries): not read, warned', async () => {
    const file = await archive({
      profileBytes: cmsEnvelope(infoPlistWith(exponential('dict', 20)))
    })
    await limited('profile exponential dictionaries', file, limit(OBJECTS, PROFILE))
  })

  test('exponential shared references in the profile (arrays): not read, warned under warn too', async () => {
    const file = await archive({
      profileBytes: cmsEnvelope(infoPlistWith(exponential('array', 20)))
    })
    await limited('profile exponential arrays', file, limit(OBJECTS, PROFILE), {
      preflight: 'warn'
    })
  })

  test('a profile whose XML nests 100,000 levels deep: not read, warned', async () => {
    const inner = `${'<dict><key>k</key>'.repeat(100_000)}<true/>${'</dict>'.repeat(100_000)}`
    const file = await archive({ profileBytes: cmsEnvelope(xmlInfoPlistWith(inner)) })
    await limited('profile deep XML', file, limit('property lists nested 128 deep', PROFILE))
  })

  test('a CMS bomb: the content in 3,000,000 empty pieces: not read, warned', async () => {
    const pieces = Buffer.alloc(3_000_000 * 2)
    for (let i = 0; i < pieces.length; i += 2) pieces[i] = 0x04
    const content = indefinite(0x24, pieces, ber(0x04, xmlInfoPlistWith('<true/>')))
    const file = await archive({ profileBytes: cmsEnvelope(Buffer.alloc(0), content) })
    await limited(
      'CMS pieces',
      file,
      limit("100,000 elements in a profile's signature envelope", PROFILE)
    )
  })

  test('a CMS bomb: indefinite lengths nested 8 deep around 200,000 pieces: not read, warned', async () => {
    let content = indefinite(0x24, Buffer.alloc(200_000 * 2).fill(Buffer.from([0x04, 0x00])))
    for (let i = 0; i < 8; i++) content = indefinite(0x24, content)
    const file = await archive({ profileBytes: cmsEnvelope(Buffer.alloc(0), content) })
    await limited(
      'CMS nests',
      file,
      limit("100,000 elements in a profile's signature envelope", PROFILE)
    )
  })

  test('a profile inflating to 4 GiB while its size says 2 KB', async () => {
    const bomb = zerosDeflated(4096)
    const file = await archive(
      tampered(entries =>
        replace(entries, PROFILE, {
          ...fileEntry(PROFILE, Buffer.alloc(0)),
          stored: bomb,
          method: 8,
          size: 2048,
          compressedSize: bomb.length
        })
      )
    )
    await hostile(
      'profile zip bomb',
      file,
      /embedded\.mobileprovision could not be read \(the entry inflates to more than the 2048 bytes/
    )
  })
})

describe('hostile archive: zip structure', () => {
  test('10,000 Info.plists pointing at one deflate stream of 8 MiB', async () => {
    const eight = fileEntry(INFO_PLIST, Buffer.alloc(8 * MiB))
    const file = await archive(
      tampered(entries => {
        const withKernel = replace(entries, INFO_PLIST, eight)
        const at = withKernel.indexOf(eight)
        const shared = Array.from({ length: 10_000 }, (_, i): RawEntry => ({
          ...eight,
          name: `${APP}PlugIns/E${i}.appex/Info.plist`,
          sharesWith: at
        }))
        return [...withKernel, ...shared]
      })
    )
    await hostile('shared stream', file, /overlap in the file.*zip bombs/)
  })

  test('entries whose data runs over the next local headers (listed in file order)', async () => {
    const file = await archive(
      tampered(entries =>
        entries.map(entry =>
          entry.name === INFO_PLIST
            ? { ...entry, compressedSize: entry.compressedSize + 400 }
            : entry
        )
      )
    )
    await hostile(
      'overlap in order',
      file,
      /Payload\/Preflight\.app\/Info\.plist and Payload\/Preflight\.app\/_CodeSignature\/CodeResources overlap in the file/,
      { command: 'upload' }
    )
  })

  test('the same, with the central directory listing entries backwards', async () => {
    const entries = ipaEntries().map(entry =>
      entry.name === INFO_PLIST ? { ...entry, compressedSize: entry.compressedSize + 400 } : entry
    )
    const backwards = entries.map((_, i) => entries.length - 1 - i)
    const file = await archive(buildZip(entries, { centralOrder: backwards }))
    await hostile(
      'overlap out of order',
      file,
      /entry \d+ of the central directory and entry \d+ of the central directory overlap/
    )
  })

  test('a zip bomb: Info.plist inflating to 4 GiB while its size says 1,000 bytes', async () => {
    const bomb = zerosDeflated(4096)
    const file = await archive(
      tampered(entries =>
        replace(entries, INFO_PLIST, {
          ...fileEntry(INFO_PLIST, Buffer.alloc(0)),
          stored: bomb,
          method: 8,
          size: 1000,
          compressedSize: bomb.length
        })
      )
    )
    await hostile('zip bomb, lying size', file, /inflates to more than the 1000 bytes/, {}, BUNDLE)
  })

  test('a zip bomb by its sizes: Info.plist inflating to 4 GiB and saying so, not read, warned', async () => {
    const bomb = zerosDeflated(4096)
    const file = await archive(
      tampered(entries =>
        replace(entries, INFO_PLIST, {
          ...fileEntry(INFO_PLIST, Buffer.alloc(0)),
          stored: bomb,
          method: 8,
          size: 4 * 1024 * MiB - 1,
          compressedSize: bomb.length
        })
      )
    )
    await limited('zip bomb, true size', file, limit('8 MiB for one entry', INFO_PLIST))
  })

  test('an Info.plist claiming 4 GiB where it holds a few bytes: not read, warned', async () => {
    const file = await archive(
      tampered(entries =>
        replace(entries, INFO_PLIST, {
          ...fileEntry(INFO_PLIST, Buffer.from('bplist00')),
          size: 0xfffffffe
        })
      )
    )
    await limited('claimed size', file, limit('8 MiB for one entry', INFO_PLIST))
  })

  test('200,000 entries: none read (over the limit of entries), warned', async () => {
    const file = await large({}, fillers(200_000))
    await limited(
      '200,000 entries',
      file,
      /its central directory was not read, being over preflight's limit of 100,000 zip entries \(its end record says it lists 200,0\d\d\)/,
      { command: 'upload' },
      BUNDLE
    )
  })

  test('a Zip64 end record claiming 50,000,000 entries over a central directory of a few: damaged, not a read limit', async () => {
    const file = await archive(tampered(entries => entries, { zip64EntryCount: 50_000_000n }))
    const run = await hostile(
      'claimed entries, Zip64',
      file,
      /is a damaged zip archive \(its Zip64 end record claims 50,000,000 entries, where its central directory of [\d,]+ bytes holds \d+ at most \(a record takes 46 bytes or more\)\); export the IPA again \(bad-zip\)\./
    )
    expect(run.log).not.toMatch(/read-limit|read up to|not read within/)
  })

  test('a Zip64 end record claiming 2^40 entries: damaged, and stops the release under warn too', async () => {
    const file = await archive(tampered(entries => entries, { zip64EntryCount: 2n ** 40n }))
    await hostile('claimed entries, 2^40', file, /claims 1,099,511,627,776 entries, where/, {
      preflight: 'warn'
    })
  })

  test('an end record claiming 65,535 entries over a central directory of a few: damaged', async () => {
    const file = await archive(tampered(entries => entries, { entryCount: 0xffff }))
    await hostile(
      'claimed entries',
      file,
      /is a damaged zip archive \(its end record claims 65,535 entries, where its central directory of [\d,]+ bytes holds \d+ at most/
    )
  })

  test('520 entries with names of 64 KB each (32 MiB of central directory): read up to the limit, warned', async () => {
    const long = (i: number): string => `${APP}${'a/'.repeat(32_700)}${String(i).padStart(6, '0')}`
    const file = await archive(
      tampered(entries => [
        ...entries,
        ...Array.from({ length: 520 }, (_, i) => ({
          ...fileEntry(long(i), Buffer.from('x'), false),
          localName: `${APP}r${i}`
        }))
      ])
    )
    await limited('long names', file, upTo('32 MiB of central directory'), { command: 'upload' })
  })

  test('central records of 16,383 empty extra fields each: read up to the limit, warned', async () => {
    const fields = Buffer.alloc(65_532)
    for (let i = 0; i < fields.length; i += 4) fields.writeUInt16LE(0xcafe, i)
    const file = await archive(
      tampered(entries => [
        ...entries,
        ...Array.from({ length: 100 }, (_, i) => ({
          ...fileEntry(`${APP}r${i}`, Buffer.from('x'), false),
          centralExtra: fields
        }))
      ])
    )
    await limited('extra fields', file, upTo('400,000 extra fields in the central directory'))
  })

  test('a central directory comment of 65,535 bytes holding a false end record', async () => {
    const comment = Buffer.alloc(65_535, '::set-output name=bundle-id::evil\n')
    Buffer.from('PK\x05\x06').copy(comment, comment.length - 40)
    const file = await archive(tampered(entries => entries, { comment }))
    await hostile('comment', file, /is a damaged zip archive \(Invalid comment length/)
  })

  test('a central directory cut short, its end record unchanged', async () => {
    const file = await archive(tampered(entries => entries, { cutCentralDirectory: 100 }))
    await hostile('truncated central directory', file, /is a damaged zip archive/)
  })

  test('Zip64 sizes that lie: Info.plist of 2^62 bytes, not read, warned', async () => {
    const file = await archive(
      tampered(entries =>
        entries.map(entry =>
          entry.name === INFO_PLIST
            ? { ...entry, zip64: { size: 2n ** 62n, compressedSize: BigInt(entry.compressedSize) } }
            : entry
        )
      )
    )
    await limited('zip64 size', file, limit('8 MiB for one entry', INFO_PLIST))
  })

  test('Zip64 sizes that lie: a compressed size of 2^63 bytes', async () => {
    const file = await archive(
      tampered(entries =>
        entries.map(entry =>
          entry.name === INFO_PLIST
            ? { ...entry, zip64: { size: BigInt(entry.size), compressedSize: 2n ** 63n } }
            : entry
        )
      )
    )
    await hostile('zip64 compressed size', file, /Info\.plist|damaged zip archive/)
  })
})

describe('hostile archive: entry names', () => {
  test('../../ in a name', async () => {
    const evil = fileEntry('../../../../etc/cron.d/evil', Buffer.from('* * * * * root true'))
    const file = await archive(tampered(entries => [...entries, evil]))
    await hostile('dot-dot name', file, /damaged zip archive \(invalid relative path/)
  })

  test('an absolute name', async () => {
    const file = await archive(
      tampered(entries => [...entries, fileEntry('/etc/passwd', Buffer.from('root:x:0:0'))])
    )
    await hostile('absolute name', file, /damaged zip archive \(absolute path/)
  })

  test('a NUL in the Info.plist name', async () => {
    const file = await archive(
      tampered(entries =>
        entries.map(entry =>
          entry.name === INFO_PLIST ? { ...entry, name: `${INFO_PLIST}\u0000.png` } : entry
        )
      )
    )
    await hostile('NUL name', file, /has no Payload\/Preflight\.app\/Info\.plist/)
  })

  test('an app folder named with a line break, ::set-output and a NUL', async () => {
    const file = await archive({
      name: 'Evil\n::set-output name=bundle-id::x\u0000',
      infoPlist: false
    })
    const run = await hostile('command in folder name', file, /has no Payload\/Evil :.*Info\.plist/)
    expect(run.outputs['bundle-id']).toBeUndefined()
  })

  test('one 64 KB name of 32,000 folders', async () => {
    const file = await archive({
      extraEntries: [{ path: `${APP}${'d/'.repeat(32_000)}x` }],
      infoPlist: false
    })
    await hostile('deep name', file, /has no Payload\/Preflight\.app\/Info\.plist/)
  })
})

describe('hostile archive: untrusted values', () => {
  const cases: Array<[string, MakeIpaOptions, RegExp, string]> = [
    [
      'a bundle id holding ::set-output after a line break',
      { bundleId: 'com.example\n::set-output name=bundle-id::evil' },
      /has the CFBundleIdentifier "com\.example :\u200b:set-output name=bundle-id:\u200b:evil", which App Store Connect refuses/,
      'bundle-id'
    ],
    [
      'a bundle id that is a workflow command',
      { bundleId: '::error::pwned' },
      /CFBundleIdentifier ":\u200b:error:\u200b:pwned"/,
      'bundle-id'
    ],
    [
      'a bundle id with a right-to-left override',
      { bundleId: 'com.example.\u202Egpj.exe' },
      /CFBundleIdentifier "com\.example\. gpj\.exe"/,
      'bundle-id'
    ],
    [
      'a bundle id of 10,000 characters',
      { bundleId: `com.${'a'.repeat(10_000)}` },
      /CFBundleIdentifier "com\.a+…", .*155 characters at most/,
      'bundle-id'
    ],
    [
      'a version with a line break and ::error::',
      { version: '1.0\r\n::error::pwned' },
      /CFBundleShortVersionString "1\.0 :\u200b:error:\u200b:pwned"/,
      'version'
    ],
    [
      'a version of four integers',
      { version: '1.2.3.4' },
      /CFBundleShortVersionString "1\.2\.3\.4", .*one to three period-separated integers/,
      'version'
    ],
    [
      'a build holding ::set-output',
      { build: '1::set-output name=build::2' },
      /CFBundleVersion "1:\u200b:set-output name=build:\u200b:2"/,
      'build'
    ],
    [
      'a build of 19 digits',
      { build: '1234567890123456789' },
      /CFBundleVersion "1234567890123456789", .*18 characters at most/,
      'build'
    ]
  ]
  test.each(cases)('%s', async (what, options, error, output) => {
    const file = await archive(options)
    const run = await hostile(what, file, error)
    expect(run.outputs[output]).toBeUndefined()
    // The other two are valid, and set.
    expect(
      Object.keys(run.outputs).filter(name => ['bundle-id', 'version', 'build'].includes(name))
    ).toHaveLength(2)
  })

  test('an XML display name holding a command, with a bad bundle id', async () => {
    const file = await archive({
      infoPlistFormat: 'xml',
      displayName: 'App\n::add-mask::x\n##[error]legacy',
      bundleId: 'com.example/app'
    })
    const run = await hostile('display name', file, /CFBundleIdentifier "com\.example\/app"/)
    expect(run.log).toContain('App: App :\u200b:add-mask:\u200b:x')
  })
})

describe('hostile archive: everything at once', () => {
  test('just under every limit of the archive (entries, bytes of plists), then one plist more: read up to it, warned', async () => {
    // 99,000 entries; extensions whose Info.plists hold 975 objects and 120 KB of text each, as
    // many as the 32 MiB of all plists allow and one more, so that one of the last goes past it.
    const plist = infoPlistWith(graph => {
      const list = manyObjects(975)(graph)
      const text = graph.string('z'.repeat(120 * 1024))
      return graph.add({ array: [list, text] })
    })
    const extensions = Array.from(
      { length: Math.floor((32 * MiB) / plist.length) + 1 },
      (_, i) => ({
        name: `E${i}`,
        infoPlistBytes: plist
      })
    )
    const file = await large({ extensions }, fillers(99_000))
    await limited(
      'under every limit',
      file,
      /read up to preflight's limit of 32 MiB of plists and profiles read in all .* at Payload\/Preflight\.app\/PlugIns\/E2\d\d\.appex\/Info\.plist, and no further/,
      { command: 'upload' },
      BUNDLE
    )
  })
})

describe('hostile archive: thousands of problems', () => {
  test('10,000 extensions without an Info.plist: ten problems shown, then a count', async () => {
    const file = await tenThousandWithoutInfo()
    const run = await hostile(
      'many problems',
      file,
      /Preflight found 10,000 problems in .*… and 9,990 more problems \(9,990 nested-missing-info-plist\)/s
    )
    expect(run.error?.split('\n').filter(line => line.startsWith('- '))).toHaveLength(11)
    expect(run.log.length).toBeLessThan(64 * 1024)
    expect(run.summary.length).toBeLessThan(64 * 1024)
  })

  test('10,000 extensions each with an Info.plist: read up to the bytes of all plists (8 KiB each at least), warned', async () => {
    const extensions = Array.from({ length: 10_000 }, (_, i) => ({
      name: `E${i}`,
      infoPlistBytes: bundleInfoPlist(`E${i}`)
    }))
    const file = await large({ extensions })
    await limited(
      'many plists',
      file,
      upTo('32 MiB of plists and profiles read in all'),
      { command: 'upload' },
      BUNDLE
    )
  })

  test('200 extensions whose bundle ids hold ::set-output', async () => {
    const extensions = Array.from({ length: 200 }, (_, i) => ({
      name: `E${i}`,
      bundleId: `x\n::set-output name=bundle-id::e${i}`
    }))
    const file = await large({ extensions, profile: false, codeSignature: false })
    const run = await hostile(
      'many bad ids',
      file,
      /Preflight found 200 problems .*… and 190 more problems \(190 invalid-bundle-id\)/s,
      { command: 'upload' }
    )
    expect(run.outputs['bundle-id']).toBe(DEFAULTS.bundleId)
  })

  test('5,000 apps in Payload/', async () => {
    const file = await large({}, extraApps(Array.from({ length: 5_000 }, (_, i) => `Other${i}`)))
    const run = await hostile(
      'many apps',
      file,
      /holds 5001 apps in Payload\/ \(.*, and 4991 more\) where an IPA holds exactly one/
    )
    expect(run.error?.length).toBeLessThan(8 * 1024)
  })
})

/**
 * Not failures: `warn` sends an IPA that is one, whatever its problems (ten warnings, then a count),
 * and `off` sends anything, reading only the outputs, within the same budget.
 */
describe('hostile archives under preflight warn and off', () => {
  test('warn: 10,000 problems are ten warnings and a count, and the IPA is sent', async () => {
    const file = await tenThousandWithoutInfo()
    const run = await runChecked(
      { ...inputs(file), command: 'upload', preflight: 'warn' },
      { secrets: [key], timeoutMs: 60_000 }
    )
    expect(run.exitCode).toBe(0)
    // Ten and a count pass GitHub's ten warnings a step: the ten of one code are folded into one.
    expect(run.warnings).toHaveLength(2)
    expect(run.warnings[0]).toMatch(
      /^10 findings in hostile-\d+\.ipa\. The first: .*\(nested-missing-info-plist\)\.$/
    )
    expect(run.warnings[1]).toBe('… and 9,990 more problems (9,990 nested-missing-info-plist).')
    expect(run.log).toContain('Warning: … and 9,990 more problems')
    expect(emulator.requests.filter(request => request.method === 'POST')).toHaveLength(1)
  })

  test('warn: entries that overlap are a warning, and the IPA is sent: under warn only a file that is not an IPA stops it', async () => {
    const file = await archive(
      tampered(entries =>
        entries.map(entry =>
          entry.name === INFO_PLIST
            ? { ...entry, compressedSize: entry.compressedSize + 400 }
            : entry
        )
      )
    )
    const run = await budgeted('overlap, warn', {
      ...inputs(file),
      command: 'upload',
      preflight: 'warn'
    })
    expect(run.exitCode).toBe(0)
    expect(run.warnings).toContainEqual(expect.stringMatching(/overlap in the file/))
    expect(emulator.requests.filter(request => request.method === 'POST')).toHaveLength(1)
  })

  test('off: an Info.plist bomb is sent unread, within the budget, with no outputs from it', async () => {
    const file = await archive({ infoPlistBytes: infoPlistWith(exponential('dict', 20)) })
    const run = await budgeted('off, a bomb sent unread', {
      ...inputs(file),
      command: 'upload',
      preflight: 'off'
    })
    expect(run.exitCode).toBe(0)
    expect(run.outputs['bundle-id']).toBeUndefined()
  })

  test('off: a bundle id holding ::set-output is sent, and the output is left unset', async () => {
    const file = await archive({ bundleId: 'com.example\n::set-output name=bundle-id::evil' })
    const run = await runChecked(
      { ...inputs(file), command: 'upload', preflight: 'off' },
      { secrets: [key], timeoutMs: 60_000 }
    )
    expect(run.exitCode).toBe(0)
    expect(run.outputs['bundle-id']).toBeUndefined()
    expect(run.outputs).toMatchObject({ version: DEFAULTS.version, build: DEFAULTS.build })
  })
})

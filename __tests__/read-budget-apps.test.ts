/**
 * The read budget on apps as they are built (issue 36): limits charged on bytes and time never
 * refuse the shapes large apps take (hundreds of frameworks each with a privacy bundle, as CocoaPods'
 * `use_frameworks!` lays them out; hundreds of static pods' privacy bundles at the app's root; a
 * vendor SDK whose string table passes 64 MiB), and a limit reached is a warning naming what was
 * not checked, never a refusal. Run as the user runs them: the action against the emulator.
 */
import { beforeEach, describe, expect, jest, test } from '@jest/globals'
import * as path from 'node:path'
import { inspectIpa, type IpaInspection } from '../src/ipa/index.js'
import { actionFixture } from './support/fixture.js'
import {
  makeIpa,
  machoFixture,
  privacyManifest,
  type FrameworkSpec,
  type MakeIpaOptions
} from './support/make-ipa.js'
import { command, exportingMachO, LC, readMachOBuffer } from './support/macho-files.js'

jest.setTimeout(120_000)

const fixture = await actionFixture('read-budget-apps')
const { emulator, dir } = fixture
beforeEach(() => emulator.reset())

const APP = 'Payload/Preflight.app/'
const FILE_TIMESTAMP = 'NSPrivacyAccessedAPICategoryFileTimestamp'
const KIT = machoFixture('Kit')

async function ipa(name: string, options: MakeIpaOptions): Promise<string> {
  const file = path.join(dir, name)
  await makeIpa(file, options)
  return file
}

/**
 * `count` frameworks as CocoaPods embeds them with `use_frameworks!`: each a dylib (the `Kit`
 * fixture, which imports `_stat`) with its Info.plist, and its privacy manifest in a resource bundle
 * of its own (`X.framework/X_Privacy.bundle/PrivacyInfo.xcprivacy`) declaring the file timestamps.
 */
function pods(count: number): {
  frameworks: FrameworkSpec[]
  extraEntries: MakeIpaOptions['extraEntries']
} {
  const names = Array.from({ length: count }, (_, i) => `Pod${String(i).padStart(3, '0')}`)
  return {
    frameworks: names.map(name => ({ name, executable: KIT })),
    extraEntries: names.map(name => ({
      path: `${APP}Frameworks/${name}.framework/${name}_Privacy.bundle/PrivacyInfo.xcprivacy`,
      data: privacyManifest([FILE_TIMESTAMP])
    }))
  }
}

const codesOf = (inspection: IpaInspection): string[] =>
  inspection.problems.map(problem => problem.code)

describe('large apps are read whole, within the budget', () => {
  test('300 frameworks, each with a privacy bundle: no read-limit, sent under strict', async () => {
    const file = await ipa('Pods.ipa', pods(300))
    const run = await fixture.run({ command: 'submit', 'ipa-path': file, wait: 'false' })
    expect(run.log).not.toMatch(/read-limit|not read within|read up to/)
    expect(run.log).toContain('Preflight: no problem found in Pods.ipa.')
    expect(run.exitCode).toBe(0)
    expect(emulator.requests.filter(request => request.method === 'POST')).toHaveLength(1)
  })

  test("300 frameworks: every framework's imports and privacy bundle are still read", async () => {
    // The last framework's bundle declares nothing: its `_stat` is found, and named.
    const { frameworks, extraEntries = [] } = pods(300)
    extraEntries[299] = { ...extraEntries[299]!, data: privacyManifest([]) }
    const inspection = await inspectIpa(await ipa('PodsLast.ipa', { frameworks, extraEntries }))
    expect(codesOf(inspection)).toEqual(['ITMS-91053'])
    expect(inspection.problems[0]?.message).toMatch(
      /Frameworks\/Pod299\.framework\/ uses required-reason APIs that neither its own PrivacyInfo\.xcprivacy nor that of Payload\/Preflight\.app\/ declares: .*through the function stat/
    )
  })

  test("254 static pods' privacy bundles at the app's root: all read, no read-limit", async () => {
    // The app imports _stat and _mach_absolute_time: one bundle declares the file timestamps, none
    // the system boot time, so only that category is missing once all 254 are read.
    const bundles = Array.from({ length: 254 }, (_, i) => ({
      path: `${APP}Static${i}_Privacy.bundle/PrivacyInfo.xcprivacy`,
      data: privacyManifest(i === 253 ? [FILE_TIMESTAMP] : [])
    }))
    const inspection = await inspectIpa(
      await ipa('Static.ipa', { executable: machoFixture('App'), extraEntries: bundles })
    )
    expect(codesOf(inspection)).not.toContain('read-limit')
    const finding = inspection.problems.find(problem => problem.code === 'ITMS-91053')
    expect(finding?.message).toMatch(/NSPrivacyAccessedAPICategorySystemBootTime/)
    expect(finding?.message).not.toMatch(/FileTimestamp/)
  })

  test('a framework whose string table passes 64 MiB (300,000 exports): its imports are found', async () => {
    const sdk = exportingMachO(KIT, { exports: 300_000, nameBytes: 240 })
    const strsize = sdk.readUInt32LE(command(sdk, LC.SYMTAB).at + 20)
    expect(strsize).toBeGreaterThan(64 * 1024 * 1024)
    const read = await readMachOBuffer(sdk)
    expect(read).toMatchObject({ kind: 'macho', slices: [{ imports: ['_stat'] }] })

    const inspection = await inspectIpa(
      await ipa('Sdk.ipa', { frameworks: [{ name: 'Sdk', executable: sdk }] })
    )
    expect(codesOf(inspection)).toEqual(['ITMS-91053'])
    expect(inspection.problems[0]?.message).toMatch(
      /Frameworks\/Sdk\.framework\/ .*through the function stat/
    )
  })
})

describe('a limit reached is a warning, never a refusal', () => {
  test('one executable past a limit: a warning naming it and what was not checked; the other bundles are checked; sent under strict', async () => {
    const manyArchs = Buffer.from(machoFixture('Kit-fat-sim'))
    manyArchs.writeUInt32BE(5_000, 4) // a fat header listing 5,000 architectures
    const file = await ipa('OneLimit.ipa', {
      frameworks: [{ name: 'Many', executable: manyArchs }],
      // A warning-level finding on another bundle: it is still read and judged.
      extensions: [{ name: 'Share', info: { CFBundleShortVersionString: '9.9' } }]
    })
    const run = await fixture.run({ command: 'submit', 'ipa-path': file, wait: 'false' })
    expect(run.log).toMatch(
      /::warning title=IPA preflight \(read-limit\),file=.*OneLimit\.ipa::OneLimit\.ipa: Payload\/Preflight\.app\/Frameworks\/Many\.framework\/Many was not read within preflight's limit of 16 architectures in one executable \(its fat header lists 5,000\), so that bundle's executable \(its type, architectures, .*\) is not checked; preflight does not stop the release for this alone\./
    )
    expect(run.log).toMatch(
      /::warning title=IPA preflight \(ITMS-90473\).*PlugIns\/Share\.appex\/ has the version 9\.9/
    )
    expect(run.log).not.toMatch(
      /export the IPA again|comes near that limit|\(executable-missing-or-not-macho\)::/
    )
    expect(run.exitCode).toBe(0)
    expect(emulator.requests.filter(request => request.method === 'POST')).toHaveLength(1)
  })

  test('preflight-skip: read-limit silences the warning, and the log says it was skipped', async () => {
    const manyArchs = Buffer.from(machoFixture('Kit-fat-sim'))
    manyArchs.writeUInt32BE(5_000, 4)
    const file = await ipa('Skipped.ipa', { frameworks: [{ name: 'Many', executable: manyArchs }] })
    const run = await fixture.run({
      command: 'submit',
      'ipa-path': file,
      wait: 'false',
      'preflight-skip': 'read-limit'
    })
    expect(run.log).not.toMatch(/\(read-limit\)/)
    expect(run.log).toContain("Preflight skips read-limit ('preflight-skip').")
    expect(run.exitCode).toBe(0)
  })

  test("a loose dylib whose bundle's manifest was not read is not refused for what that manifest would declare", async () => {
    // A manifest of 200 declarations (600 objects) past a limit of 100 objects a plist: not read.
    const declared = Array.from({ length: 200 }, (_, i) => `${FILE_TIMESTAMP}${i}`)
    const inspection = await inspectIpa(
      await ipa('UnreadManifest.ipa', {
        privacyTypes: [FILE_TIMESTAMP, ...declared],
        dylibs: [{ name: 'libKit.dylib', data: machoFixture('libKit.dylib') }]
      }),
      { limits: { plistObjects: 100 } }
    )
    expect(codesOf(inspection)).toEqual(['read-limit'])
    expect(inspection.problems[0]?.message).toMatch(/PrivacyInfo\.xcprivacy was not read within/)
  })
  test("a framework whose app's executable alone was not read is still judged against the app's Info.plist (ITMS-90683)", async () => {
    // The app's executable lists 5,000 architectures: not read. Its Info.plist is read, and has no
    // camera string for the framework that uses the camera (the `App` fixture imports AVCaptureDevice).
    const manyArchs = Buffer.from(machoFixture('Kit-fat-sim'))
    manyArchs.writeUInt32BE(5_000, 4)
    const inspection = await inspectIpa(
      await ipa('UnreadApp.ipa', {
        executable: manyArchs,
        frameworks: [{ name: 'Camera', executable: machoFixture('App') }]
      })
    )
    expect(codesOf(inspection)).toContain('read-limit')
    const finding = inspection.problems.find(problem => problem.code === 'ITMS-90683')
    expect(finding?.message).toMatch(
      /^UnreadApp\.ipa: Payload\/Preflight\.app\/Frameworks\/Camera\.framework\/ uses APIs that need a purpose string, and Payload\/Preflight\.app\/Info\.plist has none for them: NSCameraUsageDescription/
    )
  })
})

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import yauzl from 'yauzl'
import {
  DEFAULTS,
  machoFixture,
  makeIpa,
  makeProvisioningProfile,
  type MakeIpaOptions,
  type WatchAppSpec
} from './support/make-ipa.js'
import { buildZip, fileEntry, ipaEntries, type RawEntry } from './support/hostile-zip.js'
import { exponential, infoPlistWith } from './support/hostile-plist.js'
import { SHARED_IPAS, haveSharedIpas } from './support/shared-ipas.js'
import { describeInspection, inspectIpa, type IpaInspection } from '../src/ipa/index.js'

/** The real archives sit beside the repository, in shared/fixtures/ipas/. */
const FIXTURES = SHARED_IPAS

const BEFORE_EXPIRY = new Date('2019-01-01T00:00:00Z')
/** The archive's problems; what the App Store rules find is ipa-rules.test.ts's. */
const codes = (inspection: IpaInspection): string[] =>
  inspection.problems.filter(problem => !problem.appStoreRule).map(problem => problem.code)
const fixture = (name: string): string => path.join(FIXTURES, name)

const SAMPLE_APP = {
  bundleId: 'com.example.Sample',
  shortVersion: '1.2.0',
  build: '1',
  displayName: 'Sample',
  minimumOsVersion: '8.0',
  platform: 'iPhoneOS',
  hasCodeSignature: false
}

;(haveSharedIpas ? describe : describe.skip)('real IPAs (fastlane fixtures)', () => {
  test.each(['iOSAppOnly.ipa', 'iOS App With Spaces.ipa'])(
    '%s: app one folder below the root',
    async name => {
      const inspection = await inspectIpa(fixture(name))
      expect(inspection.app).toEqual({ path: 'iOSAppOnly/Payload/Sample.app/', ...SAMPLE_APP })
      expect(inspection.nested).toEqual([])
      expect(inspection.profile).toBeUndefined()
      expect(codes(inspection)).toEqual(['payload-not-at-root'])
      expect(inspection.problems[0]).toMatchObject({ entry: 'iOSAppOnly/Payload/' })
      expect(inspection.problems[0]?.message).toContain(name)
      expect(inspection.bytesRead).toBeLessThanOrEqual(statSync(fixture(name)).size)

      const submit = await inspectIpa(fixture(name), { purpose: 'submit' })
      expect(codes(submit)).toEqual(['payload-not-at-root', 'missing-profile', 'unsigned-app'])
    }
  )

  test('ContainsWatchApp.ipa: the watch app is read as a nested bundle', async () => {
    const inspection = await inspectIpa(fixture('ContainsWatchApp.ipa'))
    expect(inspection.app).toEqual({ path: 'ContainsWatchApp/Payload/Sample.app/', ...SAMPLE_APP })
    expect(inspection.nested).toEqual([
      {
        path: 'ContainsWatchApp/Payload/Sample.app/Watch/Sample WatchKit App.app/',
        bundleId: 'com.example.Sample.watchkitapp',
        shortVersion: '1.2.0',
        build: '1',
        displayName: 'Sample',
        minimumOsVersion: '2.0',
        platform: 'WatchOS',
        hasCodeSignature: false
      }
    ])
    expect(codes(inspection)).toEqual(['payload-not-at-root'])
  })

  test('IncorrectlySigned.ipa: the watch app has Info-Watch.plist, not Info.plist', async () => {
    const inspection = await inspectIpa(fixture('IncorrectlySigned.ipa'))
    expect(inspection.app).toEqual({ path: 'IncorrectlySigned/Payload/Sample.app/', ...SAMPLE_APP })
    const watch = 'IncorrectlySigned/Payload/Sample.app/Watch/Sample WatchKit App.app/'
    expect(inspection.nested).toEqual([{ path: watch, hasCodeSignature: false }])
    expect(codes(inspection)).toEqual(['payload-not-at-root', 'nested-missing-info-plist'])
    expect(inspection.problems[1]).toMatchObject({ entry: `${watch}Info.plist` })
  })

  test('very-capable-app.ipa: a signed app with a development profile (expired in 2019)', async () => {
    const inspection = await inspectIpa(fixture('very-capable-app.ipa'), { now: BEFORE_EXPIRY })
    expect(inspection.app).toEqual({
      path: 'Payload/very-capable-app.app/',
      bundleId: 'org.fastlane.very-capable-app',
      shortVersion: '1.0',
      build: '1',
      displayName: 'very-capable-app',
      minimumOsVersion: '11.2',
      platform: 'iPhoneOS',
      hasCodeSignature: true
    })
    expect(inspection.profile).toEqual({
      name: 'org.fastlane.very-capable-app Development',
      teamName: 'TestFixture',
      teamIdentifier: 'TestFixture',
      appId: 'TestFixture.org.fastlane.very-capable-app',
      appIdPrefixes: ['TestFixture'],
      expirationDate: new Date('2019-04-07T01:27:21Z'),
      kind: 'development',
      apsEnvironment: 'development'
    })
    expect(codes(inspection)).toEqual([])

    const submit = await inspectIpa(fixture('very-capable-app.ipa'), {
      purpose: 'submit',
      now: BEFORE_EXPIRY
    })
    expect(codes(submit)).toEqual(['not-app-store-profile'])
    // A profile's expiry is a submit check: an upload is signed again later.
    expect(codes(await inspectIpa(fixture('very-capable-app.ipa')))).toEqual([])
    const today = await inspectIpa(fixture('very-capable-app.ipa'), { purpose: 'submit' })
    expect(codes(today)).toEqual(['expired-profile', 'not-app-store-profile'])
    expect(today.problems[0]?.message).toContain('expired on 2019-04-07')
  })

  test('no-app-bundle.ipa: an empty Payload/', async () => {
    const inspection = await inspectIpa(fixture('no-app-bundle.ipa'))
    expect(inspection.app).toBeUndefined()
    expect(codes(inspection)).toEqual(['no-app'])
  })

  test('not-an-ipa.ipa: fifteen bytes of text', async () => {
    const inspection = await inspectIpa(fixture('not-an-ipa.ipa'))
    expect(codes(inspection)).toEqual(['not-a-zip'])
    expect(inspection.problems[0]?.message).toMatch(/^not-an-ipa\.ipa is not a zip archive/)
    expect(inspection.bytesRead).toBe(15)
  })

  test('with_swift_twice.ipa: an app folder with no Info.plist', async () => {
    const inspection = await inspectIpa(fixture('with_swift_twice.ipa'))
    expect(inspection.app).toEqual({ path: 'Payload/Client.app/', hasCodeSignature: false })
    expect(codes(inspection)).toEqual(['missing-info-plist'])
    expect(inspection.problems[0]).toMatchObject({ entry: 'Payload/Client.app/Info.plist' })
  })
})

describe('generated IPAs', () => {
  let dir: string
  let count = 0
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ipa-inspect-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  async function generated(
    options: MakeIpaOptions = {},
    name = `app-${++count}.ipa`
  ): Promise<string> {
    const file = path.join(dir, name)
    await makeIpa(file, options)
    return file
  }

  const DEFAULT_APP = {
    path: 'Payload/Preflight.app/',
    bundleId: DEFAULTS.bundleId,
    shortVersion: DEFAULTS.version,
    build: DEFAULTS.build,
    displayName: DEFAULTS.name,
    minimumOsVersion: DEFAULTS.minimumOsVersion,
    platform: 'iPhoneOS',
    hasCodeSignature: true
  }

  test('the default archive passes every check for submit', async () => {
    const inspection = await inspectIpa(await generated(), { purpose: 'submit' })
    expect(inspection.problems).toEqual([])
    expect(inspection.app).toEqual(DEFAULT_APP)
    expect(inspection.profile).toMatchObject({
      kind: 'app-store',
      teamIdentifier: DEFAULTS.teamId,
      teamName: DEFAULTS.teamName
    })
    expect(inspection.profile?.appId).toBe(`${DEFAULTS.teamId}.${DEFAULTS.bundleId}`)
  })

  test.each<[string, MakeIpaOptions]>([
    ['an XML Info.plist', { infoPlistFormat: 'xml' }],
    ['Zip64 records', { zip64: true }],
    ['data descriptors', { dataDescriptors: true }],
    ['Zip64 records and data descriptors', { zip64: true, dataDescriptors: true }]
  ])('reads an archive with %s', async (_label, options) => {
    const inspection = await inspectIpa(await generated(options), { purpose: 'submit' })
    expect(inspection.problems).toEqual([])
    expect(inspection.app).toEqual(DEFAULT_APP)
    expect(inspection.profile?.kind).toBe('app-store')
  })

  test('the generator really writes data descriptors and Zip64 records', async () => {
    const file = await generated({ zip64: true, dataDescriptors: true })
    const zip = await yauzl.openPromise(file, { lazyEntries: true })
    const flags: number[] = []
    const zip64: boolean[] = []
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue
      flags.push(entry.generalPurposeBitFlag & 0x8)
      zip64.push(entry.extraFields.some(field => field.id === 0x0001))
    }
    zip.close()
    expect(flags.every(flag => flag === 0x8)).toBe(true)
    expect(zip64.every(Boolean)).toBe(true)
  })

  test('reads nested extensions and a watch app with its own extension', async () => {
    const file = await generated({
      infoPlistFormat: 'xml',
      extensions: [
        { name: 'Share' },
        { name: 'Widgets', bundleId: 'com.example.preflight.widgets' }
      ],
      watchApp: { name: 'Watch', extensions: [{ name: 'Complications' }] }
    })
    const inspection = await inspectIpa(file, { purpose: 'submit' })
    expect(inspection.problems).toEqual([])
    const app = 'Payload/Preflight.app/'
    expect(inspection.nested.map(bundle => [bundle.path, bundle.bundleId])).toEqual([
      [`${app}PlugIns/Share.appex/`, 'com.example.preflight.share'],
      [`${app}PlugIns/Widgets.appex/`, 'com.example.preflight.widgets'],
      [`${app}Watch/Watch.app/`, 'com.example.preflight.watch'],
      [
        `${app}Watch/Watch.app/PlugIns/Complications.appex/`,
        'com.example.preflight.watch.complications'
      ]
    ])
  })

  test('reports a nested bundle without an Info.plist, even inside the watch app', async () => {
    const file = await generated({
      extensions: [{ name: 'Share', infoPlist: false }],
      watchApp: { name: 'Watch', extensions: [{ name: 'Complications', infoPlist: false }] }
    })
    const inspection = await inspectIpa(file)
    expect(codes(inspection)).toEqual(['nested-missing-info-plist', 'nested-missing-info-plist'])
    expect(inspection.problems.map(problem => problem.entry)).toEqual([
      'Payload/Preflight.app/PlugIns/Share.appex/Info.plist',
      'Payload/Preflight.app/Watch/Watch.app/PlugIns/Complications.appex/Info.plist'
    ])
  })

  test("reports a framework without an Info.plist, in the app's or an extension's Frameworks", async () => {
    const file = await generated({
      frameworks: [{ name: 'Bare', infoPlist: false }],
      extensions: [{ name: 'Share', frameworks: [{ name: 'Inner', infoPlist: false }] }]
    })
    const inspection = await inspectIpa(file, { rules: false })
    expect(inspection.problems.map(({ code, entry }) => [code, entry])).toEqual([
      [
        'nested-missing-info-plist',
        'Payload/Preflight.app/PlugIns/Share.appex/Frameworks/Inner.framework/Info.plist'
      ],
      ['nested-missing-info-plist', 'Payload/Preflight.app/Frameworks/Bare.framework/Info.plist']
    ])
    expect(inspection.problems[1]?.message).toMatch(
      /rejects a nested framework without one; embed the framework as its build or its vendor made it/
    )
  })

  test.each([
    ['development', ['not-app-store-profile']],
    ['ad-hoc', ['not-app-store-profile']],
    ['enterprise', ['not-app-store-profile']],
    ['app-store', []]
  ] as const)('reads a %s profile', async (kind, submitProblems) => {
    const file = await generated({ profile: { kind } })
    const submit = await inspectIpa(file, { purpose: 'submit' })
    expect(submit.profile?.kind).toBe(kind)
    expect(codes(submit)).toEqual(submitProblems)
    expect(codes(await inspectIpa(file, { purpose: 'upload' }))).toEqual([])
  })

  test('reports an expired profile against options.now', async () => {
    const expires = new Date('2025-03-01T10:00:00Z')
    const file = await generated({ profile: { kind: 'ad-hoc', expires, name: 'Beta Ad Hoc' } })
    const judged = (now: string) => inspectIpa(file, { purpose: 'submit', now: new Date(now) })
    expect(codes(await judged('2025-02-28T00:00:00Z'))).toEqual(['not-app-store-profile'])
    const late = await judged('2025-03-02T00:00:00Z')
    expect(late.profile?.expirationDate).toEqual(expires)
    expect(codes(late)).toEqual(['expired-profile', 'not-app-store-profile'])
    expect(late.problems[0]?.message).toContain('"Beta Ad Hoc"')
  })

  test('an unsigned app or one without a profile cannot be submitted, but can be uploaded', async () => {
    const unsigned = await generated({ codeSignature: false })
    expect(codes(await inspectIpa(unsigned, { purpose: 'submit' }))).toEqual(['unsigned-app'])
    expect(codes(await inspectIpa(unsigned, { purpose: 'upload' }))).toEqual([])
    expect((await inspectIpa(unsigned)).app?.hasCodeSignature).toBe(false)

    const noProfile = await generated({ profile: false })
    const submit = await inspectIpa(noProfile, { purpose: 'submit' })
    expect(codes(submit)).toEqual(['missing-profile'])
    expect(submit.problems[0]?.entry).toBe('Payload/Preflight.app/embedded.mobileprovision')
    expect(codes(await inspectIpa(noProfile))).toEqual([])
  })

  test('reports several apps and describes the first', async () => {
    const inspection = await inspectIpa(await generated({ extraApps: ['Other'] }))
    expect(codes(inspection)).toEqual(['several-apps'])
    expect(inspection.app?.path).toBe('Payload/Preflight.app/')
    expect(inspection.problems[0]?.message).toContain('Payload/Other.app/')
  })

  test('reports Payload/ below the root, and still reads the app there', async () => {
    const inspection = await inspectIpa(await generated({ root: 'Build Products' }))
    expect(codes(inspection)).toEqual(['payload-not-at-root'])
    expect(inspection.app).toEqual({
      ...DEFAULT_APP,
      path: 'Build Products/Payload/Preflight.app/'
    })
  })

  test.each([
    ['bundleId', 'missing-bundle-id'],
    ['version', 'missing-version'],
    ['build', 'missing-build']
  ] as const)('reports an Info.plist without its %s', async (key, code) => {
    const inspection = await inspectIpa(await generated({ [key]: null }))
    expect(codes(inspection)).toEqual([code])
    expect(inspection.problems[0]?.entry).toBe('Payload/Preflight.app/Info.plist')
  })

  test('reports a missing main Info.plist', async () => {
    const inspection = await inspectIpa(await generated({ infoPlist: false }))
    expect(codes(inspection)).toEqual(['missing-info-plist'])
    expect(inspection.app).toEqual({ path: 'Payload/Preflight.app/', hasCodeSignature: true })
  })

  test.each([
    ['text that is no property list', Buffer.from('CFBundleIdentifier = com.example')],
    ['a truncated binary plist', Buffer.from('bplist00\xd1\x01\x02', 'latin1')],
    [
      'an XML plist cut short',
      Buffer.from('<?xml version="1.0"?><plist version="1.0"><dict><key>A</key>')
    ],
    ['a plist that is not a dictionary', Buffer.from('<plist version="1.0"><array/></plist>')]
  ])('reports %s as bad-plist', async (_label, bytes) => {
    const inspection = await inspectIpa(await generated({ infoPlistBytes: bytes }))
    expect(codes(inspection)).toEqual(['bad-plist'])
    expect(inspection.problems[0]?.entry).toBe('Payload/Preflight.app/Info.plist')
  })

  test('does not inflate an Info.plist over 8 MiB, and warns of it', async () => {
    const huge = Buffer.alloc(9 * 1024 * 1024, 0x20)
    const inspection = await inspectIpa(await generated({ infoPlistBytes: huge }))
    expect(codes(inspection)).toEqual(['read-limit'])
    expect(inspection.problems[0]?.message).toMatch(
      /Payload\/Preflight\.app\/Info\.plist was not read within preflight's limit of 8 MiB for one entry/
    )
    expect(inspection.bytesRead).toBeLessThan(256 * 1024)
  })

  test('reports a profile with no property list inside', async () => {
    const inspection = await inspectIpa(
      await generated({ profileBytes: Buffer.from('0\x80 not a profile', 'latin1') }),
      { purpose: 'submit' }
    )
    expect(codes(inspection)).toEqual(['bad-profile'])
  })

  test('finds the profile XML by its markers when the envelope is not CMS', async () => {
    const real = makeProvisioningProfile('com.example.preflight', { kind: 'enterprise' }).toString(
      'latin1'
    )
    const xml = real.slice(real.indexOf('<?xml'), real.indexOf('</plist>') + 8)
    const profileBytes = Buffer.from(`junk\x00\x01${xml}\x00trailer`, 'latin1')
    const inspection = await inspectIpa(await generated({ profileBytes }))
    expect(inspection.profile?.kind).toBe('enterprise')
  })

  test('ignores __MACOSX/ and AppleDouble files', async () => {
    const inspection = await inspectIpa(await generated({ macMetadata: true }), {
      purpose: 'submit'
    })
    expect(inspection.problems).toEqual([])
  })

  test('accepts spaces and unicode in file and app names', async () => {
    const file = await generated(
      { name: 'Café Déjà', displayName: 'Café ☕' },
      'Mon app 🚀 été.ipa'
    )
    const inspection = await inspectIpa(file, { purpose: 'submit' })
    expect(inspection.problems).toEqual([])
    expect(inspection.app).toMatchObject({ path: 'Payload/Café Déjà.app/', displayName: 'Café ☕' })
    const unsigned = await inspectIpa(
      await generated({ codeSignature: false }, 'Mon app 🚀 été 2.ipa'),
      { purpose: 'submit' }
    )
    expect(unsigned.problems[0]?.message).toMatch(/^Mon app 🚀 été 2\.ipa: /)
  })

  test('an empty or truncated file is not a zip; a damaged central directory is a bad zip', async () => {
    const empty = path.join(dir, 'empty.ipa')
    writeFileSync(empty, '')
    expect(codes(await inspectIpa(empty))).toEqual(['not-a-zip'])

    const whole = readFileSync(await generated())
    const truncated = path.join(dir, 'truncated.ipa')
    writeFileSync(truncated, whole.subarray(0, whole.length - 30))
    expect(codes(await inspectIpa(truncated))).toEqual(['not-a-zip'])

    const damaged = Buffer.from(whole)
    damaged.writeUInt32LE(0xdeadbeef, damaged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])))
    const damagedFile = path.join(dir, 'damaged.ipa')
    writeFileSync(damagedFile, damaged)
    expect(codes(await inspectIpa(damagedFile))).toEqual(['bad-zip'])
  })

  /** Changes the central directory record of one entry, as a damaged or exotic zip would have it. */
  async function withPatchedRecord(
    entryName: string,
    patch: (record: Buffer) => void
  ): Promise<string> {
    const zip = Buffer.from(readFileSync(await generated()))
    const name = Buffer.from(entryName)
    const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02])
    for (let at = zip.indexOf(signature); at >= 0; at = zip.indexOf(signature, at + 4)) {
      if (
        zip.readUInt16LE(at + 28) !== name.length ||
        !zip.subarray(at + 46, at + 46 + name.length).equals(name)
      )
        continue
      patch(zip.subarray(at, at + 46))
      const file = path.join(dir, `patched-${++count}.ipa`)
      writeFileSync(file, zip)
      return file
    }
    throw new Error(`no central directory record for ${entryName}`)
  }

  test.each<[string, (record: Buffer) => void, RegExp]>([
    [
      'a wrong CRC-32',
      record => record.writeUInt32LE((record.readUInt32LE(16) ^ 1) >>> 0, 16),
      /fails its CRC-32 check/
    ],
    [
      'an unsupported compression method',
      record => record.writeUInt16LE(14, 10),
      /unsupported compression method 14/
    ],
    ['encryption', record => record.writeUInt16LE(record.readUInt16LE(8) | 1, 8), /encrypted/],
    [
      'a size smaller than its data',
      record => record.writeUInt32LE(10, 24),
      /inflates to more than the 10 bytes/
    ]
  ])('reports an Info.plist with %s as unreadable', async (_label, patch, detail) => {
    const inspection = await inspectIpa(
      await withPatchedRecord('Payload/Preflight.app/Info.plist', patch)
    )
    expect(codes(inspection)).toEqual(['unreadable-entry'])
    expect(inspection.problems[0]?.message).toMatch(detail)
    expect(inspection.app).toEqual({ path: 'Payload/Preflight.app/', hasCodeSignature: true })
  })

  test('throws only when the file cannot be opened', async () => {
    await expect(inspectIpa(path.join(dir, 'missing.ipa'))).rejects.toThrow(/ENOENT/)
  })

  test('describes the inspection in a few lines', async () => {
    const inspection = await inspectIpa(await generated({ watchApp: { name: 'Watch' } }))
    const expiry = inspection.profile?.expirationDate?.toISOString().slice(0, 10)
    expect(describeInspection(inspection)).toEqual([
      'App: Preflight (com.example.preflight)',
      'Version: 1.4.2 (build 142)',
      'Minimum OS: iPhoneOS 17.0',
      'Nested bundles: Watch/Watch.app',
      'Code signature: present',
      'Provisioning profile: App Store distribution "com.example.preflight AppStore"',
      'Team: Example Team (A1B2C3D4E5)',
      `Profile expires: ${expiry}`
    ])
  })

  /**
   * Each behaviour the real IPAs of ../shared pin ('real IPAs (fastlane fixtures)' above), on IPAs
   * built here in their likeness, so that a clone without ../shared runs them all.
   */
  describe('what the fastlane fixtures pin, on built IPAs', () => {
    /** fastlane's Sample.app: one folder below the root, stripped down to its Info.plist, by the Finder. */
    const sample = (root: string, more: MakeIpaOptions = {}): MakeIpaOptions => ({
      root,
      name: 'Sample',
      bundleId: SAMPLE_APP.bundleId,
      version: SAMPLE_APP.shortVersion,
      build: SAMPLE_APP.build,
      minimumOsVersion: SAMPLE_APP.minimumOsVersion,
      executable: false,
      codeSignature: false,
      profile: false,
      macMetadata: true,
      extraEntries: [{ path: `${root}/.DS_Store` }, { path: `__MACOSX/${root}/._.DS_Store` }],
      ...more
    })
    const watchApp: WatchAppSpec = {
      name: 'Sample WatchKit App',
      bundleId: 'com.example.Sample.watchkitapp',
      executable: false,
      info: {
        CFBundleName: 'Sample WathKit App',
        CFBundleDisplayName: 'Sample',
        CFBundleSupportedPlatforms: ['WatchOS'],
        MinimumOSVersion: '2.0'
      }
    }

    test.each(['iOSAppOnly.ipa', 'iOS App With Spaces.ipa'])(
      '%s: an app one folder below the root is read, and payload-not-at-root names the file',
      async name => {
        const file = await generated(sample('iOSAppOnly'), name)
        const inspection = await inspectIpa(file)
        expect(inspection.app).toEqual({ path: 'iOSAppOnly/Payload/Sample.app/', ...SAMPLE_APP })
        expect(inspection.nested).toEqual([])
        expect(inspection.profile).toBeUndefined()
        expect(codes(inspection)).toEqual(['payload-not-at-root'])
        expect(inspection.problems[0]).toMatchObject({ entry: 'iOSAppOnly/Payload/' })
        expect(inspection.problems[0]?.message).toContain(name)
        expect(inspection.bytesRead).toBeLessThanOrEqual(statSync(file).size)

        const submit = await inspectIpa(file, { purpose: 'submit' })
        expect(codes(submit)).toEqual(['payload-not-at-root', 'missing-profile', 'unsigned-app'])
      }
    )

    test('a watch app is read as a nested bundle, its platform WatchOS', async () => {
      const inspection = await inspectIpa(await generated(sample('ContainsWatchApp', { watchApp })))
      expect(inspection.app).toEqual({
        path: 'ContainsWatchApp/Payload/Sample.app/',
        ...SAMPLE_APP
      })
      expect(inspection.nested).toEqual([
        {
          path: 'ContainsWatchApp/Payload/Sample.app/Watch/Sample WatchKit App.app/',
          bundleId: 'com.example.Sample.watchkitapp',
          shortVersion: '1.2.0',
          build: '1',
          displayName: 'Sample',
          minimumOsVersion: '2.0',
          platform: 'WatchOS',
          hasCodeSignature: false
        }
      ])
      expect(codes(inspection)).toEqual(['payload-not-at-root'])
    })

    test('a watch app with Info-Watch.plist and no Info.plist: nested-missing-info-plist', async () => {
      const inspection = await inspectIpa(
        await generated(
          sample('IncorrectlySigned', {
            watchApp: { ...watchApp, infoPlistName: 'Info-Watch.plist' }
          })
        )
      )
      expect(inspection.app).toEqual({
        path: 'IncorrectlySigned/Payload/Sample.app/',
        ...SAMPLE_APP
      })
      const watch = 'IncorrectlySigned/Payload/Sample.app/Watch/Sample WatchKit App.app/'
      expect(inspection.nested).toEqual([{ path: watch, hasCodeSignature: false }])
      expect(codes(inspection)).toEqual(['payload-not-at-root', 'nested-missing-info-plist'])
      expect(inspection.problems[1]).toMatchObject({ entry: `${watch}Info.plist` })
    })

    test('a signed app with a development profile: not-app-store-profile under submit, then expired-profile with its date', async () => {
      const expires = new Date('2019-04-07T01:27:21Z')
      const file = await generated({
        profile: {
          kind: 'development',
          expires,
          name: 'com.example.preflight Development',
          teamId: 'TestFixture',
          teamName: 'TestFixture'
        }
      })
      const inspection = await inspectIpa(file, { now: BEFORE_EXPIRY })
      expect(inspection.app).toEqual(DEFAULT_APP)
      expect(inspection.profile).toEqual({
        name: 'com.example.preflight Development',
        teamName: 'TestFixture',
        teamIdentifier: 'TestFixture',
        appId: 'TestFixture.com.example.preflight',
        appIdPrefixes: ['TestFixture'],
        expirationDate: expires,
        kind: 'development'
      })
      expect(codes(inspection)).toEqual([])

      const submit = await inspectIpa(file, { purpose: 'submit', now: BEFORE_EXPIRY })
      expect(codes(submit)).toEqual(['not-app-store-profile'])
      const today = await inspectIpa(file, { purpose: 'submit' })
      expect(codes(today)).toEqual(['expired-profile', 'not-app-store-profile'])
      expect(today.problems[0]?.message).toContain('expired on 2019-04-07')
    })

    test('an empty Payload/: no-app', async () => {
      const file = path.join(dir, 'no-app-bundle.ipa')
      writeFileSync(file, buildZip([fileEntry('Payload/', Buffer.alloc(0), false)]))
      const inspection = await inspectIpa(file)
      expect(inspection.app).toBeUndefined()
      expect(codes(inspection)).toEqual(['no-app'])
    })

    test('fifteen bytes of text: not-a-zip, all fifteen read', async () => {
      const file = path.join(dir, 'not-an-ipa.ipa')
      writeFileSync(file, 'not-a-zip-file\n')
      const inspection = await inspectIpa(file)
      expect(codes(inspection)).toEqual(['not-a-zip'])
      expect(inspection.problems[0]?.message).toMatch(/^not-an-ipa\.ipa is not a zip archive/)
      expect(inspection.bytesRead).toBe(15)
    })

    test('an app folder with no Info.plist, known from its files alone: missing-info-plist', async () => {
      const swift = ['libswiftCore.dylib', 'libswiftUIKit.dylib']
      const inspection = await inspectIpa(
        await generated({
          name: 'Client',
          infoPlist: false,
          executable: false,
          codeSignature: false,
          profile: false,
          folderEntries: false,
          extraEntries: swift.flatMap(dylib => [
            { path: `Payload/Client.app/Frameworks/${dylib}` },
            { path: `SwiftSupport/${dylib}` }
          ])
        })
      )
      expect(inspection.app).toEqual({ path: 'Payload/Client.app/', hasCodeSignature: false })
      expect(codes(inspection)).toEqual(['missing-info-plist'])
      expect(inspection.problems[0]).toMatchObject({ entry: 'Payload/Client.app/Info.plist' })
    })
  })

  describe('the read budget', () => {
    test.each<[string, MakeIpaOptions, Parameters<typeof inspectIpa>[1], RegExp]>([
      [
        'entries (the central directory: nothing is checked)',
        { fillerEntries: 20 },
        { limits: { entries: 10 } },
        /: its central directory was not read, being over preflight's limit of 10 zip entries \(its end record says it lists \d+\), so the app and its App Store rules are not checked; preflight does not stop the release for this alone\./
      ],
      [
        'central directory bytes',
        {},
        { limits: { centralDirectoryBytes: 200 } },
        /its central directory was read up to preflight's limit of 0\.\d+ MiB of central directory/
      ],
      [
        'time (a deadline already past)',
        {},
        { limits: { seconds: -1 } },
        // Past its deadline before the first record: nothing of the archive was read.
        /its central directory was not read, being over preflight's limit of -1 seconds of reading/
      ],
      [
        'bytes in all, each plist charged 8 KiB at least (the rest is counted, not read)',
        { extensions: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] },
        { limits: { totalBytes: 3 * 8192 } },
        /was read up to preflight's limit of 0\.0234375 MiB of plists and profiles read in all \(.*\) at Payload\/Preflight\.app\/PlugIns\/C\.appex\/Info\.plist, and no further: 3 executables and 1 provisioning profile were not read after it, so the rules on them are not checked; preflight does not stop the release for this alone\./
      ],
      [
        'property list objects in all',
        { extensions: [{ name: 'A' }, { name: 'B' }] },
        // The app's Info.plist counts 63 objects (19 of them its icons' keys), each extension's 13.
        { limits: { totalPlistObjects: 76 } },
        /read up to preflight's limit of 76 property list objects in all \(.*\) at Payload\/Preflight\.app\/PlugIns\/B\.appex\/Info\.plist, and no further/
      ]
    ])('stops at the limit of %s, and warns of it', async (_label, options, inspect, message) => {
      const inspection = await inspectIpa(await generated(options), inspect)
      const limits = inspection.problems.filter(problem => problem.code === 'read-limit')
      expect(limits).toEqual([expect.objectContaining({ level: 'warn' })])
      expect(limits[0]?.message).toMatch(message)
      expect(limits[0]?.message).not.toMatch(/export the IPA again|comes near that limit/)
    })

    test('an exponential Info.plist stops at once: that plist is not read, the rest is', async () => {
      const started = Date.now()
      const inspection = await inspectIpa(
        await generated({
          infoPlistBytes: infoPlistWith(exponential('dict', 40)),
          frameworks: [{ name: 'Sim', executable: machoFixture('Kit-fat-sim') }]
        })
      )
      expect(Date.now() - started).toBeLessThan(2000)
      expect(inspection.problems[0]).toMatchObject({
        code: 'read-limit',
        level: 'warn',
        entry: 'Payload/Preflight.app/Info.plist'
      })
      expect(inspection.problems[0]?.message).toMatch(
        /Info\.plist was not read within preflight's limit of 250,000 objects in one property list \(it holds more, counting each reference\), so that bundle's identity, versions and executable are not checked/
      )
      // The framework after it is still read and judged.
      expect(inspection.problems.map(problem => problem.code)).toContain('ITMS-90087')
      expect(describeInspection(inspection)[0]).toBe('App: Preflight.app (unknown)')
    })

    test('a limit of one executable leaves that one unchecked, and the others are read', async () => {
      const manyArchs = Buffer.from(machoFixture('Kit-fat-sim'))
      manyArchs.writeUInt32BE(5_000, 4)
      const inspection = await inspectIpa(
        await generated({
          frameworks: [
            { name: 'Many', executable: manyArchs },
            { name: 'Sim', executable: machoFixture('Kit-fat-sim') }
          ]
        })
      )
      const limit = inspection.problems.find(problem => problem.code === 'read-limit')
      expect(limit).toMatchObject({
        level: 'warn',
        entry: 'Payload/Preflight.app/Frameworks/Many.framework/Many'
      })
      expect(limit?.message).toMatch(
        /Many\.framework\/Many was not read within preflight's limit of 16 architectures in one executable \(its fat header lists 5,000\), so that bundle's executable \(its type, architectures, .*\) is not checked; preflight does not stop the release for this alone\./
      )
      // No verdict on it (not "missing"), and the next framework is judged.
      const about = (name: string) =>
        inspection.problems.filter(problem => problem.entry?.includes(`${name}.framework`))
      expect(about('Many').map(problem => problem.code)).toEqual(['read-limit'])
      expect(about('Sim').map(problem => problem.code)).toContain('ITMS-90087')
    })
  })

  describe('entries that overlap', () => {
    const INFO = 'Payload/Preflight.app/Info.plist'
    async function zipped(entries: RawEntry[], order?: number[]): Promise<string> {
      const file = path.join(dir, `overlap-${++count}.ipa`)
      writeFileSync(file, buildZip(entries, { centralOrder: order }))
      return file
    }

    test('two central records pointing at one local header', async () => {
      const entries = ipaEntries()
      const at = entries.findIndex(entry => entry.name === INFO)
      const twin = { ...(entries[at] as RawEntry), name: `${INFO}.copy`, sharesWith: at }
      const inspection = await inspectIpa(await zipped([...entries, twin]))
      expect(codes(inspection)).toEqual(['overlapping-entries'])
      expect(inspection.problems[0]?.message).toMatch(
        /entry \d+ of the central directory and entry \d+/
      )
    })

    test('data running into the next header, listed in file order or not', async () => {
      const entries = ipaEntries().map(entry =>
        entry.name === INFO ? { ...entry, compressedSize: entry.compressedSize + 200 } : entry
      )
      const inOrder = await inspectIpa(await zipped(entries))
      expect(inOrder.problems[0]?.message).toContain(
        `${INFO} and Payload/Preflight.app/_CodeSignature/CodeResources overlap`
      )
      const reversed = entries.map((_, i) => entries.length - 1 - i)
      expect(codes(await inspectIpa(await zipped(entries, reversed)))).toEqual([
        'overlapping-entries'
      ])
    })

    test('a local header claiming a longer extra field, so that its data runs into the next entry', async () => {
      // From the central directory, Info.plist ends before the next header; its local header says
      // 200 more bytes of extra field come before its data, so the data read would run past it.
      const zip = buildZip(ipaEntries())
      const name = Buffer.from(INFO)
      for (let at = zip.indexOf('PK\x03\x04'); at >= 0; at = zip.indexOf('PK\x03\x04', at + 4)) {
        if (zip.subarray(at + 30, at + 30 + name.length).equals(name))
          zip.writeUInt16LE(zip.readUInt16LE(at + 28) + 200, at + 28)
      }
      const file = path.join(dir, `overlap-${++count}.ipa`)
      writeFileSync(file, zip)
      const inspection = await inspectIpa(file)
      expect(codes(inspection)).toEqual(['overlapping-entries'])
      expect(inspection.problems[0]?.message).toMatch(
        /Info\.plist and the entry whose header is at byte \d+ overlap/
      )
    })

    test('a well-formed archive listed out of file order is no overlap', async () => {
      const entries = ipaEntries()
      const reversed = entries.map((_, i) => entries.length - 1 - i)
      const inspection = await inspectIpa(await zipped(entries, reversed), { purpose: 'submit' })
      expect(inspection.problems).toEqual([])
    })
  })

  describe("the end record's count of entries", () => {
    const zipped = (options: Parameters<typeof buildZip>[1]): string => {
      const file = path.join(dir, `end-record-${++count}.ipa`)
      writeFileSync(file, buildZip(ipaEntries(), options))
      return file
    }
    const listed = BigInt(ipaEntries().length)

    test.each<[string, Parameters<typeof buildZip>[1]]>([
      ['a comment of 1,000 bytes', { comment: Buffer.alloc(1000, 'c') }],
      ['Zip64 end records with the true count', { zip64EntryCount: listed }],
      ['Zip64 end records and a comment', { zip64EntryCount: listed, comment: Buffer.from('c') }]
    ])('fits its bytes, read as any other: %s', async (_label, options) => {
      const inspection = await inspectIpa(zipped(options), { purpose: 'submit' })
      expect(inspection.problems).toEqual([])
    })

    test.each<[string, Parameters<typeof buildZip>[1], RegExp]>([
      [
        'an end record claiming 60,000',
        { entryCount: 60_000 },
        /\(its end record claims 60,000 entries, where its central directory of [\d,]+ bytes holds \d+ at most \(a record takes 46 bytes or more\)\)/
      ],
      [
        'a Zip64 end record claiming 50,000,000',
        { zip64EntryCount: 50_000_000n, comment: Buffer.from('c') },
        /\(its Zip64 end record claims 50,000,000 entries, where its central directory of [\d,]+ bytes holds \d+ at most/
      ]
    ])(
      'more than its bytes hold: a damaged archive, said so, before any record is read: %s',
      async (_label, options, said) => {
        const inspection = await inspectIpa(zipped(options))
        expect(codes(inspection)).toEqual(['bad-zip'])
        expect(inspection.problems[0]).toMatchObject({ level: 'not-an-ipa' })
        expect(inspection.problems[0]?.message).toMatch(said)
        expect(inspection.problems[0]?.message).not.toMatch(/limit|read up to/)
        expect(inspection.app).toBeUndefined()
      }
    )
  })

  describe('entry names', () => {
    async function named(name: Buffer | string, flags?: number): Promise<IpaInspection> {
      const entries = ipaEntries()
      const extra = fileEntry(name, Buffer.from('x'), false)
      const file = path.join(dir, `named-${++count}.ipa`)
      const zip = buildZip([...entries, extra])
      if (flags !== undefined) {
        // The last central record is the extra entry: set its flags (bit 11: UTF-8 names).
        const at = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
        zip.writeUInt16LE(flags, at + 8)
      }
      writeFileSync(file, zip)
      return inspectIpa(file)
    }

    test.each([
      ['../ climbing out', '../evil', /invalid relative path: \.\.\/evil/],
      [
        '..\\ climbing out',
        'Payload\\..\\..\\evil',
        /invalid relative path: Payload\/\.\.\/\.\.\/evil/
      ],
      ['an absolute path', '/etc/passwd', /absolute path: \/etc\/passwd/],
      ['a drive letter', 'C:/evil', /absolute path: C:\/evil/]
    ])('%s is a damaged zip, as yauzl says', async (_label, name, message) => {
      const inspection = await named(name)
      expect(codes(inspection)).toEqual(['bad-zip'])
      expect(inspection.problems[0]?.message).toMatch(message)
    })

    test('names without the UTF-8 flag are CP437, as yauzl decodes them', async () => {
      const raw = Buffer.from('Payload/Preflight.app/caf\x82\x0a.txt', 'latin1')
      const inspection = await named(raw, 0)
      expect(inspection.problems).toEqual([])
      // A CP437 name of the main app's folder reads the same way.
      const file = path.join(dir, `cp437-${++count}.ipa`)
      const entries = ipaEntries({ name: 'Caf\u00e9' }).map(entry => ({
        ...entry,
        name: Buffer.from(String(entry.name).replace('Caf\u00e9', 'Caf\x82'), 'latin1')
      }))
      const zip = buildZip(entries)
      for (let at = zip.indexOf('PK\x01\x02'); at >= 0; at = zip.indexOf('PK\x01\x02', at + 4))
        zip.writeUInt16LE(0, at + 8)
      writeFileSync(file, zip)
      expect((await inspectIpa(file)).app?.path).toBe('Payload/Caf\u00e9.app/')
    })
  })

  describe('bundle ids, versions and builds App Store Connect refuses', () => {
    test('are problems with their fix, in the main app and in nested bundles', async () => {
      const inspection = await inspectIpa(
        await generated({
          bundleId: 'com.example_app',
          version: '1.0 beta',
          build: '2024.05.01.1',
          extensions: [{ name: 'Share', bundleId: 'com.example.share\n::error::x' }]
        })
      )
      expect(codes(inspection)).toEqual([
        'invalid-bundle-id',
        'invalid-version',
        'invalid-build',
        'invalid-bundle-id',
        'invalid-version',
        'invalid-build'
      ])
      expect(inspection.problems[0]?.message).toMatch(
        /Info\.plist has the CFBundleIdentifier "com\.example_app", which App Store Connect refuses: .*fix PRODUCT_BUNDLE_IDENTIFIER/
      )
      expect(inspection.problems[3]?.message).toContain(
        'CFBundleIdentifier "com.example.share :\u200b:error:\u200b:x"'
      )
      expect(inspection.problems[3]?.entry).toBe(
        'Payload/Preflight.app/PlugIns/Share.appex/Info.plist'
      )
      // The inspection keeps what the plist says; only the outputs leave such values out.
      expect(inspection.app?.bundleId).toBe('com.example_app')
    })
  })
})

import { describe, expect, test } from '@jest/globals'
import bplistCreator from 'bplist-creator'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build as buildXmlPlist } from 'plist'
import yauzl from 'yauzl'
import { makeProvisioningProfile } from './support/make-ipa.js'
import { signedContent } from '../src/ipa/cms.js'
import {
  describeInspection,
  parsePlist,
  PlistError,
  readProvisioningProfile
} from '../src/ipa/index.js'
import { LayoutBuilder } from '../src/ipa/layout.js'

const SAMPLE = {
  CFBundleIdentifier: 'com.example.app',
  CFBundleVersion: '7',
  LSRequiresIPhoneOS: true,
  UIDeviceFamily: [1, 2]
}

describe('parsePlist', () => {
  test('reads binary and XML property lists alike', () => {
    expect(parsePlist(bplistCreator(SAMPLE))).toEqual(SAMPLE)
    expect(parsePlist(Buffer.from(buildXmlPlist(SAMPLE)))).toEqual(SAMPLE)
  })

  test('reads XML in UTF-8 with a byte order mark and in UTF-16 either way round', () => {
    const xml = buildXmlPlist({ CFBundleDisplayName: 'Café ☕' }).replace('UTF-8', 'UTF-16')
    const bom = Buffer.from([0xef, 0xbb, 0xbf])
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')])
    const utf16be = Buffer.from(utf16le).swap16()
    for (const bytes of [
      Buffer.concat([bom, Buffer.from(xml)]),
      utf16le,
      utf16be,
      Buffer.from(xml, 'utf16le')
    ]) {
      expect(parsePlist(bytes)).toEqual({ CFBundleDisplayName: 'Café ☕' })
    }
  })

  test('reads dates from both formats', () => {
    const date = new Date('2030-01-02T03:04:05Z')
    expect(parsePlist(bplistCreator({ date }))).toEqual({ date })
    expect(parsePlist(Buffer.from(buildXmlPlist({ date })))).toEqual({ date })
  })

  test.each([
    ['an empty buffer', Buffer.alloc(0), /it is empty/],
    [
      'JSON',
      Buffer.from('{"CFBundleIdentifier": "x"}'),
      /neither a binary nor an XML property list \(starts with "\{"CFBund"\)/
    ],
    ['random bytes', Buffer.from([0x00, 0x01, 0x02, 0xff]), /starts with bytes 000102ff/],
    ['a newer binary format', Buffer.from('bplist16 and more'), /version "16" is not supported/],
    [
      'a truncated binary plist',
      bplistCreator(SAMPLE).subarray(0, 30),
      /damaged binary property list/
    ],
    [
      'HTML',
      Buffer.from('<html><body>Not found</body></html>'),
      /XML without a complete <plist> element/
    ],
    [
      'an unknown XML element',
      Buffer.from('<plist><dict><key>a</key><blob/></dict></plist>'),
      /damaged XML property list/
    ]
  ])('explains why %s is not a property list', (_label, bytes, message) => {
    expect(() => parsePlist(bytes)).toThrow(PlistError)
    expect(() => parsePlist(bytes)).toThrow(message)
  })
})

describe('provisioning profiles', () => {
  test('takes the plist out of the CMS envelope by walking it', () => {
    const profile = makeProvisioningProfile('com.example.app')
    const content = signedContent(profile)
    expect(content?.subarray(0, 5).toString()).toBe('<?xml')
    expect(content?.toString().trimEnd().endsWith('</plist>')).toBe(true)
    expect(signedContent(Buffer.from('<?xml version="1.0"?><plist/>'))).toBeUndefined()
    expect(signedContent(profile.subarray(0, 60))).toBeUndefined()
  })

  test.each(['development', 'ad-hoc', 'enterprise', 'app-store'] as const)(
    'reads a %s profile',
    kind => {
      const expires = new Date('2031-05-06T07:08:09Z')
      const profile = readProvisioningProfile(
        makeProvisioningProfile('com.example.app', {
          kind,
          expires,
          name: 'My Profile',
          teamId: 'TEAM123456',
          teamName: 'My Team'
        })
      )
      expect(profile).toEqual({
        name: 'My Profile',
        teamName: 'My Team',
        teamIdentifier: 'TEAM123456',
        appId: 'TEAM123456.com.example.app',
        expirationDate: expires,
        kind
      })
    }
  )

  test('reads a bare XML profile, and a __proto__ key in it lends no values', () => {
    const xml =
      '<?xml version="1.0"?><plist version="1.0"><dict><key>__proto__</key><dict>' +
      '<key>ProvisionsAllDevices</key><true/></dict><key>Name</key><string>P</string></dict></plist>'
    expect(readProvisioningProfile(Buffer.from(xml))).toEqual({ name: 'P', kind: 'app-store' })
  })

  const FIXTURE = fileURLToPath(
    new URL('../../shared/fixtures/ipas/very-capable-app.ipa', import.meta.url)
  )
  ;(existsSync(FIXTURE) ? test : test.skip)('walks the envelope of a real profile', async () => {
    const zip = await yauzl.openPromise(FIXTURE, { lazyEntries: true })
    let profile: Buffer | undefined
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('embedded.mobileprovision')) continue
      const chunks: Buffer[] = []
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer)
      profile = Buffer.concat(chunks)
    }
    zip.close()
    const content = signedContent(profile as Buffer)
    expect(content?.length).toBe(4894)
    expect(content?.toString().endsWith('</plist>')).toBe(true)
  })
})

describe('layout of entry names', () => {
  function layout(names: string[]) {
    const builder = new LayoutBuilder<string>()
    for (const name of names) builder.add(name, name)
    return builder.build()
  }

  test('finds bundles from files alone, without folder entries', () => {
    const result = layout([
      'Payload/A.app/Info.plist',
      'Payload/A.app/Watch/W.app/PlugIns/E.appex/Info.plist',
      'Payload/A.app/PlugIns/S.appex/_CodeSignature/CodeResources',
      'Payload/A.app/_CodeSignature/'
    ])
    const [app] = result.apps
    expect(result.root).toBe('')
    expect(app?.infoPlist).toBe('Payload/A.app/Info.plist')
    // A folder entry alone is no signature.
    expect(app?.hasCodeSignature).toBe(false)
    expect([...(app?.nested.values() ?? [])]).toEqual([
      { path: 'Payload/A.app/Watch/W.app/', hasCodeSignature: false },
      {
        path: 'Payload/A.app/Watch/W.app/PlugIns/E.appex/',
        hasCodeSignature: false,
        infoPlist: 'Payload/A.app/Watch/W.app/PlugIns/E.appex/Info.plist'
      },
      { path: 'Payload/A.app/PlugIns/S.appex/', hasCodeSignature: true }
    ])
  })

  test('finds App Clips and ExtensionKit extensions too', () => {
    const [app] = layout([
      'Payload/A.app/AppClips/Clip.app/Info.plist',
      'Payload/A.app/Extensions/Kit.appex/Info.plist',
      'Payload/A.app/Frameworks/F.framework/Info.plist'
    ]).apps
    expect([...(app?.nested.keys() ?? [])]).toEqual([
      'Payload/A.app/AppClips/Clip.app/',
      'Payload/A.app/Extensions/Kit.appex/'
    ])
  })

  test('prefers the root, then the shallowest folder that holds an app', () => {
    expect(layout(['Payload/', 'x/Payload/A.app/Info.plist']).root).toBe('x/')
    expect(layout(['a/b/Payload/B.app/Info.plist', 'a/Payload/A.app/Info.plist']).root).toBe('a/')
    expect(layout(['x/Payload/A.app/Info.plist', 'Payload/B.app/Info.plist']).root).toBe('')
  })

  test('a Payload only Finder metadata speaks of holds no app', () => {
    const result = layout([
      '__MACOSX/Payload/A.app/Info.plist',
      '__MACOSX/Payload/._A.app',
      'Payload/._A.app',
      'Payload/'
    ])
    expect(result).toEqual({ root: '', hasPayload: true, apps: [] })
    expect(layout(['README.md'])).toEqual({ root: '', hasPayload: false, apps: [] })
  })
})

describe('describeInspection', () => {
  test('keeps archive text from starting workflow commands or new lines', () => {
    const lines = describeInspection({
      file: 'x.ipa',
      app: {
        path: 'Payload/X.app/',
        displayName: 'X\n::error::boom',
        bundleId: 'com.x',
        hasCodeSignature: false
      },
      nested: [],
      problems: [],
      bytesRead: 0
    })
    expect(lines[0]).toBe('App: X :\u200b:error:\u200b:boom (com.x)')
    expect(lines).toContain('Version: unknown (build unknown)')
    expect(
      describeInspection({
        file: 'x.ipa',
        app: { path: 'Payload/Client.app/', hasCodeSignature: false },
        nested: [],
        problems: [],
        bytesRead: 0
      })[0]
    ).toBe('App: Client.app (unknown)')
    expect(lines).toContain('Provisioning profile: none')
  })

  test('says when no app was found', () => {
    expect(describeInspection({ file: 'x.ipa', nested: [], problems: [], bytesRead: 0 })).toEqual([
      'App: none found'
    ])
  })
})

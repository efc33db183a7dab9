import { describe, expect, test } from '@jest/globals'
import bplistCreator from 'bplist-creator'
import { mkdtempSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { build as buildXmlPlist } from 'plist'
import yauzl from 'yauzl'
import {
  deepArrays,
  exponential,
  GraphBuilder,
  infoPlistWith,
  selfContaining,
  xmlInfoPlistWith
} from './support/hostile-plist.js'
import {
  ber,
  cmsEnvelope,
  indefinite,
  makeIpa,
  makeProvisioningProfile
} from './support/make-ipa.js'
import { SHARED_IPAS, haveSharedIpas } from './support/shared-ipas.js'
import { signedContent } from '../src/ipa/cms.js'
import {
  describeInspection,
  isValidBuild,
  isValidBundleId,
  isValidVersion,
  parsePlist,
  PlistError,
  ReadBudget,
  ReadLimitError,
  readProvisioningProfile,
  type ReadLimits
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
        appIdPrefixes: ['TEAM123456'],
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

  /** The embedded.mobileprovision of an IPA, as yauzl inflates it. */
  async function profileIn(file: string): Promise<Buffer> {
    const zip = await yauzl.openPromise(file, { lazyEntries: true })
    let profile: Buffer | undefined
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('embedded.mobileprovision')) continue
      const chunks: Buffer[] = []
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer)
      profile = Buffer.concat(chunks)
    }
    zip.close()
    return profile as Buffer
  }

  const FIXTURE = path.join(SHARED_IPAS, 'very-capable-app.ipa')
  ;(haveSharedIpas ? test : test.skip)('walks the envelope of a real profile', async () => {
    const content = signedContent(await profileIn(FIXTURE))
    expect(content?.length).toBe(4894)
    expect(content?.toString().endsWith('</plist>')).toBe(true)
  })

  test('walks the envelope of the profile in a built IPA', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ipa-parsers-'))
    try {
      const file = path.join(dir, 'signed.ipa')
      await makeIpa(file, { profile: { kind: 'development' } })
      const profile = await profileIn(file)
      // As in Apple's: the plist is one OCTET STRING with a two-byte length (04 82 …), inside
      // indefinite-length BER, with the certificates and signer info after it.
      const start = profile.indexOf('<?xml')
      const end = profile.indexOf('</plist>') + '</plist>'.length
      expect(profile.subarray(start - 4, start - 2).toString('hex')).toBe('0482')
      expect(profile.readUInt16BE(start - 2)).toBe(end - start)
      expect(profile.length - end).toBeGreaterThan(1000)
      const content = signedContent(profile)
      expect(content?.length).toBe(end - start)
      expect(content?.toString().endsWith('</plist>')).toBe(true)
      expect(content?.equals(profile.subarray(start, end))).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
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
    expect([...(app?.nested.values() ?? [])]).toMatchObject([
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

  test('finds the Frameworks/ folder of every bundle: its frameworks and loose dylibs', () => {
    const [app] = layout([
      'Payload/A.app/Frameworks/libswiftCore.dylib',
      'Payload/A.app/Frameworks/F.framework/F',
      'Payload/A.app/PlugIns/S.appex/Frameworks/G.framework/Info.plist',
      'Payload/A.app/PlugIns/T.appex/Frameworks/',
      'Payload/A.app/AppClips/C.app/Frameworks/libC.dylib',
      'Payload/A.app/Watch/W.app/Frameworks/H.framework/H',
      'Payload/A.app/Watch/W.app/PlugIns/E.appex/Frameworks/libE.dylib',
      // A dylib deeper in a framework, or a file of another name, is no loose dylib.
      'Payload/A.app/Frameworks/F.framework/Versions/libX.dylib',
      'Payload/A.app/Frameworks/notes.txt'
    ]).apps
    expect([...(app?.frameworks.keys() ?? [])]).toEqual([
      'Payload/A.app/Frameworks/F.framework/',
      'Payload/A.app/PlugIns/S.appex/Frameworks/G.framework/',
      'Payload/A.app/Watch/W.app/Frameworks/H.framework/'
    ])
    expect(app?.frameworks.get('Payload/A.app/Frameworks/F.framework/')?.files.get('F')).toBe(
      'Payload/A.app/Frameworks/F.framework/F'
    )
    expect([...(app?.dylibs.keys() ?? [])]).toEqual([
      'Payload/A.app/Frameworks/libswiftCore.dylib',
      'Payload/A.app/AppClips/C.app/Frameworks/libC.dylib',
      'Payload/A.app/Watch/W.app/PlugIns/E.appex/Frameworks/libE.dylib'
    ])
    const withFolder = [...(app?.nested.values() ?? [])]
      .filter(bundle => bundle.hasFrameworksFolder)
      .map(bundle => bundle.path)
    expect(withFolder).toEqual([
      'Payload/A.app/PlugIns/S.appex/',
      'Payload/A.app/PlugIns/T.appex/',
      'Payload/A.app/AppClips/C.app/',
      'Payload/A.app/Watch/W.app/',
      'Payload/A.app/Watch/W.app/PlugIns/E.appex/'
    ])
  })

  test('keys names in NFC, as a device compares them, and keeps each entry its own name', () => {
    const nfd = (name: string) => name.normalize('NFD')
    const [app] = layout([
      nfd('Payload/Café.app/Café'),
      nfd('Payload/Café.app/Frameworks/Kité.framework/Kité'),
      nfd('Payload/Café.app/PlugIns/Partagé.appex/Info.plist')
    ]).apps
    expect(app?.path).toBe('Payload/Café.app/'.normalize('NFC'))
    expect(app?.files.get('Café'.normalize('NFC'))).toBe(nfd('Payload/Café.app/Café'))
    expect([...(app?.nested.keys() ?? [])]).toEqual([
      'Payload/Café.app/PlugIns/Partagé.appex/'.normalize('NFC')
    ])
    const kit = app?.frameworks.get('Payload/Café.app/Frameworks/Kité.framework/'.normalize('NFC'))
    expect(kit?.files.get('Kité'.normalize('NFC'))).toBe(
      nfd('Payload/Café.app/Frameworks/Kité.framework/Kité')
    )
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

describe('the binary plist reader', () => {
  const read = (bytes: Buffer, limits: Partial<ReadLimits> = {}) =>
    parsePlist(bytes, new ReadBudget(limits))

  test('reads every kind of value bplist-creator writes, as bplist-parser did', () => {
    const value = {
      small: 7,
      medium: 70_000,
      large: 2 ** 40,
      negative: -3,
      real: 1.5,
      yes: true,
      no: false,
      text: 'Café ☕ 🚀',
      empty: '',
      data: Buffer.from([1, 2, 3]),
      date: new Date('2030-01-02T03:04:05Z'),
      list: [1, 'two', [3], {}],
      nested: { deeper: { deepest: 'x' } }
    }
    expect(read(bplistCreator(value))).toEqual(value)
  })

  test('a __proto__ key is a key like any other', () => {
    const graph = new GraphBuilder()
    const inner = graph.dict({ polluted: 'yes' })
    const top = graph.add({
      dict: [
        [graph.string('__proto__'), inner],
        [graph.string('Name'), graph.string('P')]
      ]
    })
    const plist = read(graph.write(top)) as Record<string, unknown>
    expect(Object.getPrototypeOf(plist)).toBe(Object.prototype)
    expect(Object.keys(plist)).toEqual(['__proto__', 'Name'])
    expect((plist as { polluted?: string }).polluted).toBeUndefined()
  })

  test('shared leaves are made once; shared containers count each time they are reached', () => {
    const bytes = infoPlistWith(exponential('array', 3)) // 4^3 leaves under Bomb
    const plist = read(bytes) as { Bomb: unknown[][][] }
    expect(plist.Bomb.flat(2)).toHaveLength(64)
    // 1 top + 5 keys + 5 values + Bomb's key + 1 + 4 + 16 + 64 objects
    expect(() => read(bytes, { plistObjects: 96 })).toThrow(ReadLimitError)
    expect(() => read(bytes, { plistObjects: 97 })).not.toThrow()
  })

  test.each<[string, Buffer, RegExp]>([
    [
      'exponential dictionaries',
      infoPlistWith(exponential('dict', 30)),
      /over the limit of 250,000 objects in one property list/
    ],
    [
      'exponential arrays',
      infoPlistWith(exponential('array', 30)),
      /over the limit of 250,000 objects in one property list/
    ],
    [
      'deep arrays',
      infoPlistWith(deepArrays(10_000)),
      /over the limit of property lists nested 128 deep/
    ]
  ])('stops %s at the budget, at once', (_label, bytes, message) => {
    const started = process.cpuUsage()
    expect(() => read(bytes)).toThrow(message)
    const { user, system } = process.cpuUsage(started)
    expect((user + system) / 1000).toBeLessThan(1000)
  })

  test('an array that holds itself is a damaged plist, not a stack overflow', () => {
    expect(() => read(infoPlistWith(selfContaining))).toThrow(PlistError)
    expect(() => read(infoPlistWith(selfContaining))).toThrow(/object \d+ contains itself/)
  })

  test.each<[string, (bytes: Buffer) => Buffer, RegExp]>([
    ['a trailer with no room', b => b.subarray(0, 30), /too short to hold its trailer/],
    [
      'references of 9 bytes',
      b => Buffer.concat([b.subarray(0, -25), Buffer.from([9]), b.subarray(-24)]),
      /references of 9 bytes/
    ],
    [
      'an offset table past the end',
      b => {
        const copy = Buffer.from(b)
        copy.writeBigUInt64BE(2n ** 40n, copy.length - 24)
        return copy
      },
      /offset table does not fit/
    ],
    [
      'a top object out of range',
      b => {
        const copy = Buffer.from(b)
        copy.writeBigUInt64BE(10_000n, copy.length - 16)
        return copy
      },
      /top object is not in the offset table/
    ],
    [
      'an object offset into the trailer',
      b => {
        const copy = Buffer.from(b)
        const tableStart = Number(copy.readBigUInt64BE(copy.length - 8))
        copy[tableStart] = 0xff
        return copy
      },
      /is not between the header and the offset table/
    ]
  ])('explains %s', (_label, damage, message) => {
    const bytes = damage(bplistCreator({ a: 'b', c: [1, 2] }))
    expect(() => read(bytes)).toThrow(PlistError)
    expect(() => read(bytes)).toThrow(message)
  })

  test('a reference past the objects and a count past the end are damage', () => {
    const graph = new GraphBuilder()
    const top = graph.add({ array: [5] })
    expect(() => read(graph.write(top))).toThrow(/a reference to object 5 of 1/)
    const counted = Buffer.from(graph.write(top))
    counted[8] = 0xae // an array of 14 references, where there is one
    expect(() => read(counted)).toThrow(/runs past the end of the objects/)
  })
})

describe('the XML plist budget', () => {
  test('counts elements and depth before fast-plist builds anything', () => {
    const deep = xmlInfoPlistWith(`${'<array>'.repeat(200)}${'</array>'.repeat(200)}`)
    expect(() => parsePlist(deep)).toThrow(/over the limit of property lists nested 128 deep/)
    expect(() => parsePlist(deep, new ReadBudget({ plistDepth: 300 }))).not.toThrow()
    const wide = xmlInfoPlistWith(`<array>${'<true/>'.repeat(1000)}</array>`)
    expect(() => parsePlist(wide, new ReadBudget({ plistObjects: 999 }))).toThrow(
      /objects in one property list/
    )
  })

  test('self-closing containers, spaces in tags and tags never closed do not confuse the count', () => {
    const xml = xmlInfoPlistWith(
      `<array>${'<array/><dict />< array ></array >'.repeat(200)}</array>`
    )
    expect(() => parsePlist(xml, new ReadBudget({ plistDepth: 3 }))).not.toThrow()
    const open = Buffer.from(`<plist>${'<array'.repeat(100_000)}</plist>`)
    const started = Date.now()
    expect(() => parsePlist(open)).toThrow()
    expect(Date.now() - started).toBeLessThan(2000)
  })
})

describe('the CMS envelope budget', () => {
  test('a constructed string of many empty pieces stops at the budget', () => {
    const pieces = Buffer.alloc(20_000 * 2)
    for (let i = 0; i < pieces.length; i += 2) pieces[i] = 0x04
    const profile = cmsEnvelope(Buffer.alloc(0), indefinite(0x24, pieces))
    expect(() => signedContent(profile)).toThrow(/elements in a profile's signature envelope/)
    expect(signedContent(profile, new ReadBudget({ cmsElements: 1_000_000 }))?.length).toBe(0)
  })

  test('a content in pieces is gathered in order', () => {
    const content = indefinite(
      0x24,
      ber(0x04, Buffer.from('<plist>')),
      ber(0x04, Buffer.from('</plist>'))
    )
    expect(signedContent(cmsEnvelope(Buffer.alloc(0), content))?.toString()).toBe('<plist></plist>')
  })
})

describe('what App Store Connect accepts as an identity', () => {
  test.each([
    ['com.example.app', true],
    ['com.Example-App.2', true],
    ['a'.repeat(155), true],
    ['a'.repeat(156), false],
    ['com.example_app', false],
    ['com.example app', false],
    ['com.example\n::set-output name=x::y', false],
    ['com.example.\u202Egpj', false],
    ['', false]
  ])('bundle id %j: %s', (value, valid) => expect(isValidBundleId(value)).toBe(valid))

  test.each([
    ['1', true],
    ['1.0', true],
    ['10.14.1', true],
    ['1.2.3.4', false],
    ['1.0b1', false],
    ['1..2', false],
    ['.1', false],
    ['v1.0', false],
    ['1.0\n', false]
  ])('version %j: %s', (value, valid) => expect(isValidVersion(value)).toBe(valid))

  test.each([
    ['142', true],
    ['2024.05.01', true],
    ['999999999999999999', true],
    ['1234567890123456789', false],
    ['1.2.3.4', false],
    ['142 ', false]
  ])('build %j: %s', (value, valid) => expect(isValidBuild(value)).toBe(valid))
})

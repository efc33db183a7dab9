/**
 * Every privacy manifest validated whole (src/ipa/rules/privacy-manifest-rules.ts): each fault App
 * Store Connect refuses, as a table of manifests' content on pure facts, beside the manifests it
 * takes that a naive rule would refuse; the layout that finds manifests anywhere in a bundle; the
 * doubt of a framework named as a listed SDK; and a few whole IPAs, read as preflight reads them.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, rmSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { inspectIpa } from '../src/ipa/index.js'
import { LayoutBuilder } from '../src/ipa/layout.js'
import type { PlistDict } from '../src/ipa/plist.js'
import { expectedReads } from '../src/ipa/read-plan.js'
import { applyRules, type IpaFacts } from '../src/ipa/rules/index.js'
import { checkNamed } from '../src/ipa/rules/policy.js'
import { REASONS_BY_CATEGORY } from '../src/ipa/rules/privacy-manifest-values.js'
import { machoFixture, makeIpa, privacyManifestOf } from './support/make-ipa.js'
import { APP, alone, bundle } from './support/rule-facts.js'

const KIT = `${APP}Frameworks/Kit.framework/`
const IN_KIT = `${KIT}Kit_Privacy.bundle/PrivacyInfo.xcprivacy`
const TIMESTAMP = 'NSPrivacyAccessedAPICategoryFileTimestamp'
const BOOT = 'NSPrivacyAccessedAPICategorySystemBootTime'

/** An app that breaks no other rule. */
const cleanApp = () =>
  bundle('app', APP, {
    CFBundleIdentifier: 'com.example.App',
    MinimumOSVersion: '17.0',
    DTSDKName: 'iphoneos27.0',
    UIApplicationSceneManifest: {},
    ITSAppUsesNonExemptEncryption: false
  })

const accessed = (type: string, reasons: PlistDict[string]): PlistDict => ({
  NSPrivacyAccessedAPIType: type,
  NSPrivacyAccessedAPITypeReasons: reasons
})
const collected = (more: PlistDict = {}): PlistDict => ({
  NSPrivacyCollectedDataType: 'NSPrivacyCollectedDataTypeCrashData',
  NSPrivacyCollectedDataTypeLinked: false,
  NSPrivacyCollectedDataTypeTracking: false,
  NSPrivacyCollectedDataTypePurposes: ['NSPrivacyCollectedDataTypePurposeAppFunctionality'],
  ...more
})

/** An app whose framework Kit holds one manifest of this content, in its resource bundle. */
function withManifest(content: PlistDict, entry = IN_KIT): IpaFacts {
  const app = cleanApp()
  const kit = bundle('framework', KIT, { CFBundleIdentifier: 'com.example.Kit' }, undefined, {
    privacyTypes: [],
    privacyManifests: [{ entry, content, declares: entry === IN_KIT }]
  })
  return { ...alone(app), bundles: [app, kit] }
}

const found = (facts: IpaFacts, skip?: Set<string>) =>
  applyRules(facts, skip).map(({ rule, finding }) => ({
    code: rule.code,
    level: finding.level ?? rule.level,
    entry: finding.entry
  }))

describe('what App Store Connect refuses in a manifest, wherever it is', () => {
  test.each<[string, string, PlistDict]>([
    // LanguageManager-iOS#75: the reasons as a string, not an array.
    [
      'ITMS-91056',
      'reasons as a string',
      { NSPrivacyAccessedAPITypes: [accessed(TIMESTAMP, 'C617.1')] }
    ],
    ['ITMS-91056', 'NSPrivacyTracking a string', { NSPrivacyTracking: 'NO' }],
    ['ITMS-91056', 'NSPrivacyTrackingDomains a string', { NSPrivacyTrackingDomains: 'a.example' }],
    // OpenSSL#204, Reachability.swift#416: an empty dictionary among the accessed API types.
    ['ITMS-91056', 'an accessed API item missing its keys', { NSPrivacyAccessedAPITypes: [{}] }],
    // SalesforceMobileSDK-iOS#3710: an empty string among them.
    ['ITMS-91056', 'an accessed API item that is a string', { NSPrivacyAccessedAPITypes: [''] }],
    // sqlcipher#511, Connectivity#90: an empty data type and an empty purpose.
    [
      'ITMS-91056',
      'an empty data type and purpose',
      {
        NSPrivacyCollectedDataTypes: [
          collected({ NSPrivacyCollectedDataType: '', NSPrivacyCollectedDataTypePurposes: [''] })
        ]
      }
    ],
    // appspector/ios-sdk#30: a purpose in words, not Apple's value.
    [
      'ITMS-91056',
      'a purpose that is none of Apple’s',
      {
        NSPrivacyCollectedDataTypes: [
          collected({ NSPrivacyCollectedDataTypePurposes: ['App functionality'] })
        ]
      }
    ],
    [
      'ITMS-91056',
      'a collected data item missing NSPrivacyCollectedDataTypeLinked',
      { NSPrivacyCollectedDataTypes: [collected({ NSPrivacyCollectedDataTypeLinked: null })] }
    ],
    ['ITMS-91056', 'NSPrivacyCollectedDataTypes a dictionary', { NSPrivacyCollectedDataTypes: {} }],
    // googlemaps/ios-maps-sdk#17.
    [
      'ITMS-91054',
      'a category in words',
      { NSPrivacyAccessedAPITypes: [accessed('User Defaults', ['CA92.1'])] }
    ],
    // The fixtures' old manifest: file-timestamp reason C617.1 for the boot time.
    [
      'ITMS-91055',
      'a reason of another category',
      { NSPrivacyAccessedAPITypes: [accessed(BOOT, ['C617.1'])] }
    ],
    [
      'ITMS-91055',
      'one valid reason and one of another category',
      { NSPrivacyAccessedAPITypes: [accessed(TIMESTAMP, ['C617.1', '35F9.1'])] }
    ],
    // iOS-WorkspaceONE-SDK#7: one empty string is a domain.
    [
      'ITMS-91064',
      'an empty-string domain, tracking false',
      { NSPrivacyTracking: false, NSPrivacyTrackingDomains: [''] }
    ],
    ['ITMS-91064', 'a domain, tracking absent', { NSPrivacyTrackingDomains: ['ads.example.com'] }]
  ])('%s: %s', (code, _, content) => {
    // A null stands for a key left out (plists have no null).
    const items = content.NSPrivacyCollectedDataTypes
    if (Array.isArray(items))
      for (const item of items)
        for (const [key, value] of Object.entries(item as PlistDict))
          if (value === null) delete (item as PlistDict)[key]
    expect(found(withManifest(content))).toEqual([{ code, level: 'refuse', entry: IN_KIT }])
  })

  test('each finding names the entry, the fault and the code; one away from a root names the old code', () => {
    const facts = withManifest({ NSPrivacyAccessedAPITypes: [accessed(TIMESTAMP, 'C617.1')] })
    const [{ finding }] = applyRules(facts)
    expect(finding.message).toBe(
      `${IN_KIT} is not a valid privacy manifest: NSPrivacyAccessedAPITypes item 1's NSPrivacyAccessedAPITypeReasons is "C617.1", not an array (ITMS-91056, ITMS-91108 in e-mails before 2024-11-12: App Store Connect refuses a manifest whose keys and values are not valid); update ${KIT} to a version whose manifest is valid (or fix it in its source), and export again.`
    )
    const atRoot = withManifest({ NSPrivacyTracking: 1 }, `${KIT}PrivacyInfo.xcprivacy`)
    expect(applyRules(atRoot)[0]?.finding.message).toMatch(
      /is a number, not a boolean \(ITMS-91056: /
    )
  })

  test('a data type not on Apple’s list, or an item with no reason, is a doubt: a warning', () => {
    const doubtful = withManifest({
      NSPrivacyCollectedDataTypes: [
        collected({ NSPrivacyCollectedDataType: 'NSPrivacyCollectedDataTypeSomethingNew' })
      ],
      NSPrivacyAccessedAPITypes: [{ NSPrivacyAccessedAPIType: TIMESTAMP }]
    })
    expect(found(doubtful)).toEqual([{ code: 'ITMS-91056', level: 'warn', entry: IN_KIT }])
  })

  test('preflight-skip takes the older codes a rule covers', () => {
    expect(checkNamed('ITMS-91108')?.code).toBe('ITMS-91056')
    expect(checkNamed('itms-91107')?.code).toBe('ITMS-91064')
    const facts = withManifest({ NSPrivacyTracking: 'yes' })
    expect(found(facts, new Set([checkNamed('ITMS-91108')!.code]))).toEqual([])
  })
})

describe('what App Store Connect takes, that a naive rule would refuse', () => {
  test.each<[string, PlistDict]>([
    [
      'several valid reasons for one category',
      { NSPrivacyAccessedAPITypes: [accessed(TIMESTAMP, ['C617.1', '3B52.1', 'DDA9.1'])] }
    ],
    // Reachability.swift 5.2.4's whole manifest, taken (Reachability.swift#423).
    ['NSPrivacyTracking false alone', { NSPrivacyTracking: false }],
    [
      'empty arrays, tracking false',
      {
        NSPrivacyTracking: false,
        NSPrivacyTrackingDomains: [],
        NSPrivacyCollectedDataTypes: [],
        NSPrivacyAccessedAPITypes: []
      }
    ],
    ['an empty manifest', {}],
    [
      'tracking with its domains and a collected data type',
      {
        NSPrivacyTracking: true,
        NSPrivacyTrackingDomains: ['ads.example.com'],
        NSPrivacyCollectedDataTypes: [
          collected({
            NSPrivacyCollectedDataType: 'NSPrivacyCollectedDataTypePhotosorVideos',
            NSPrivacyCollectedDataTypeTracking: true,
            NSPrivacyCollectedDataTypePurposes: []
          })
        ]
      }
    ],
    [
      'keys Apple does not list, at the top and in items',
      {
        NSPrivacyComment: 'written by hand',
        NSPrivacyAccessedAPITypes: [{ ...accessed(BOOT, ['35F9.1']), Note: 'for timers' }],
        NSPrivacyCollectedDataTypes: [collected({ Note: 'crash reports' })]
      }
    ]
  ])('%s', (_, content) => {
    expect(found(withManifest(content))).toEqual([])
  })

  test.each(
    [...REASONS_BY_CATEGORY].flatMap(([type, reasons]) => reasons.map(reason => [type, reason]))
  )('%s with %s', (type, reason) => {
    expect(found(withManifest({ NSPrivacyAccessedAPITypes: [accessed(type, [reason])] }))).toEqual(
      []
    )
  })

  test('a manifest that could not be read is bad-plist’s or read-limit’s, not these rules’', () => {
    const facts = withManifest({})
    facts.bundles[1].privacyManifests = [{ entry: IN_KIT, declares: true }]
    expect(found(facts)).toEqual([])
  })
})

describe('manifests anywhere in a bundle, each kept by the innermost bundle read', () => {
  const names = [
    'Payload/A.app/PrivacyInfo.xcprivacy',
    'Payload/A.app/Maps.bundle/PrivacyInfo.xcprivacy',
    'Payload/A.app/Maps.bundle/Core.bundle/PrivacyInfo.xcprivacy',
    'Payload/A.app/Frameworks/K.framework/K_Privacy.bundle/PrivacyInfo.xcprivacy',
    'Payload/A.app/Frameworks/K.framework/Resources/Deep.bundle/PrivacyInfo.xcprivacy',
    'Payload/A.app/PlugIns/S.appex/Resources/PrivacyInfo.xcprivacy',
    'Payload/A.app/Frameworks/K.framework/NotPrivacyInfo.xcprivacy'
  ]
  const builder = new LayoutBuilder<string>()
  for (const name of names) builder.add(name, name)
  const [app] = builder.build().apps
  const kit = app!.frameworks.get('Payload/A.app/Frameworks/K.framework/')!
  const share = app!.nested.get('Payload/A.app/PlugIns/S.appex/')!

  test('the documented places declare; the deeper ones are validated only', () => {
    expect([app!.privacyManifests, app!.otherPrivacyManifests]).toEqual([
      [names[0], names[1]],
      [names[2]]
    ])
    expect([kit.privacyManifests, kit.otherPrivacyManifests]).toEqual([[names[3]], [names[4]]])
    expect([share.privacyManifests, share.otherPrivacyManifests]).toEqual([[], [names[5]]])
  })

  test('the read plan fetches them all', () => {
    expect(expectedReads(app!, { rules: true })).toEqual(expect.arrayContaining(names.slice(0, 6)))
    expect(expectedReads(app!, { rules: false })).toEqual([])
  })
})

describe('a framework named as a listed SDK, with an identifier of its own and no manifest', () => {
  const sdk = (name: string, id: string, more = {}) => {
    const app = cleanApp()
    const path = `${APP}Frameworks/${name}.framework/`
    const framework = bundle('framework', path, { CFBundleIdentifier: id }, undefined, more)
    return { ...alone(app), bundles: [app, framework] }
  }

  test('is a warning that names the SDK, the identifier and the doubt', () => {
    const facts = sdk('FirebaseCore', 'com.acme.FirebaseCore')
    const [{ rule, finding }] = applyRules(facts)
    expect([rule.code, finding.level]).toEqual(['ITMS-91061', 'warn'])
    expect(finding.message).toContain('is named as FirebaseCore')
    expect(finding.message).toContain('"com.acme.FirebaseCore"')
    expect(finding.message).toContain('if it is your own framework of the same name')
  })

  test("CocoaPods' identifier refuses, as before; a manifest or another name says nothing", () => {
    expect(found(sdk('FirebaseCore', 'org.cocoapods.FirebaseCore'))).toEqual([
      { code: 'ITMS-91061', level: 'refuse', entry: `${APP}Frameworks/FirebaseCore.framework/` }
    ])
    expect(found(sdk('FirebaseCore', 'com.acme.FirebaseCore', { privacyTypes: [] }))).toEqual([])
    expect(found(sdk('AcmeCore', 'com.acme.AcmeCore'))).toEqual([])
  })
})

describe('whole IPAs, read as preflight reads them', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'privacy-manifests-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const app = 'Payload/Preflight.app/'
  const valid = privacyManifestOf({
    NSPrivacyTracking: false,
    NSPrivacyTrackingDomains: [],
    NSPrivacyCollectedDataTypes: [],
    NSPrivacyAccessedAPITypes: [accessed(TIMESTAMP, ['C617.1', '3B52.1'])]
  })
  let count = 0
  async function problemsOf(options: Parameters<typeof makeIpa>[1]) {
    const file = path.join(dir, `manifests-${++count}.ipa`)
    await makeIpa(file, { info: { ITSAppUsesNonExemptEncryption: false }, ...options })
    const inspection = await inspectIpa(file, { purpose: 'submit' })
    return inspection.problems.map(({ code, level, entry }) => ({ code, level, entry }))
  }

  test('valid manifests in a framework’s resource bundle and deeper: taken', async () => {
    const problems = await problemsOf({
      privacyManifestBytes: privacyManifestOf({ NSPrivacyTracking: false }),
      frameworks: [
        {
          name: 'Kit',
          files: {
            'Kit_Privacy.bundle/PrivacyInfo.xcprivacy': valid,
            'Resources/Deep.bundle/PrivacyInfo.xcprivacy': valid
          }
        }
      ]
    })
    expect(problems).toEqual([])
  })

  test('an invalid manifest deep in a framework, and a reason of another category in the app', async () => {
    const problems = await problemsOf({
      privacyManifestBytes: privacyManifestOf({
        NSPrivacyAccessedAPITypes: [accessed(BOOT, ['C617.1'])]
      }),
      frameworks: [
        {
          name: 'Kit',
          files: {
            'Kit_Privacy.bundle/PrivacyInfo.xcprivacy': valid,
            'Resources/Deep.bundle/PrivacyInfo.xcprivacy': privacyManifestOf({
              NSPrivacyAccessedAPITypes: [accessed(TIMESTAMP, 'C617.1')]
            })
          }
        }
      ]
    })
    expect(problems).toEqual([
      {
        code: 'ITMS-91056',
        level: 'refuse',
        entry: `${app}Frameworks/Kit.framework/Resources/Deep.bundle/PrivacyInfo.xcprivacy`
      },
      { code: 'ITMS-91055', level: 'refuse', entry: `${app}PrivacyInfo.xcprivacy` }
    ])
  })

  test('thousands of deep manifests stop at the read budget, after everything else was read', async () => {
    const file = path.join(dir, 'many-manifests.ipa')
    const extraEntries = Array.from({ length: 4500 }, (_, i) => ({
      path: `${app}Resources/R${i}.bundle/PrivacyInfo.xcprivacy`,
      data: privacyManifestOf({ NSPrivacyTracking: 'no' })
    }))
    await makeIpa(file, { executable: machoFixture('Reasons'), extraEntries })
    const inspection = await inspectIpa(file, { purpose: 'submit' })
    const codes = inspection.problems.map(problem => problem.code)
    // The executable was read before them; those read before the limit are each found invalid.
    expect(codes).toContain('ITMS-91053')
    expect(codes).toContain('read-limit')
    const invalid = codes.filter(code => code === 'ITMS-91056').length
    expect(invalid).toBeGreaterThan(1000)
    expect(invalid).toBeLessThan(4500)
  })

  test('a manifest deeper than the documented places declares nothing for ITMS-91053', async () => {
    const problems = await problemsOf({
      executable: machoFixture('Reasons'),
      extraEntries: [
        {
          path: `${app}Resources/All.bundle/PrivacyInfo.xcprivacy`,
          data: privacyManifestOf({
            NSPrivacyAccessedAPITypes: [...REASONS_BY_CATEGORY].map(([type, [reason]]) =>
              accessed(type, [reason!])
            )
          })
        }
      ]
    })
    expect(problems).toEqual([{ code: 'ITMS-91053', level: 'refuse', entry: `${app}Preflight` }])
  })
})

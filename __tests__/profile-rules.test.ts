/**
 * The profile rule (profile-app-id) as a pure function: each bundle's own provisioning profile is
 * made for its bundle identifier, wildcards honoured, and starts with its team's prefix.
 */
import { describe, expect, test } from '@jest/globals'
import type { ProvisioningProfile } from '../src/ipa/types.js'
import { matchesBundleId } from '../src/ipa/rules/profile-rules.js'
import { app, findings, ipa, share, watch } from './support/rule-facts.js'

describe('profile-app-id: each bundle’s profile is made for it', () => {
  test.each<[string, string, boolean]>([
    ['com.example.App', 'com.example.App', true],
    ['*', 'com.example.App', true],
    ['com.example.*', 'com.example.App', true],
    ['com.example.*', 'com.example.App.Share', true],
    ['com.example.*', 'com.examples.App', false],
    ['com.example.App', 'com.example.App.Share', false],
    ['com.other.App', 'com.example.App', false]
  ])('%s covers %s: %s', (pattern, bundleId, covers) => {
    expect(matchesBundleId(pattern, bundleId)).toBe(covers)
  })

  test.each<[string, number, Partial<ProvisioningProfile>]>([
    ['a wildcard profile', app, { appId: 'ABCDE12345.*' }],
    ['a wildcard of the team', share, { appId: 'ABCDE12345.com.example.*' }],
    ['a prefix that is the team id only', app, { appIdPrefixes: undefined }],
    ['a profile without application-identifier', share, { appId: undefined }]
  ])('no finding for %s', (_, i, change) => {
    const facts = ipa(f => Object.assign(f.bundles[i].profile!.read, change))
    expect(findings(facts)).toEqual([])
  })

  test.each<[string, number, Partial<ProvisioningProfile>, RegExp]>([
    [
      "a white-label app re-signed with another app's profile",
      app,
      { appId: 'ABCDE12345.com.brand.App' },
      /^Payload\/App\.app\/, whose bundle identifier is com\.example\.App, has the provisioning profile Payload\/App\.app\/embedded\.mobileprovision, made for ABCDE12345\.com\.brand\.App \(profile-app-id\); sign that app with a profile made for com\.example\.App/
    ],
    [
      "an extension signed with the app's profile",
      share,
      { appId: 'ABCDE12345.com.example.App' },
      /PlugIns\/Share\.appex\/, whose bundle identifier is com\.example\.App\.Share, .* made for ABCDE12345\.com\.example\.App \(profile-app-id\); sign that extension/
    ],
    [
      'a profile of another team prefix',
      watch,
      { appId: 'ZZZZZ99999.com.example.App.watchkitapp' },
      /starts with no prefix of its team \(ABCDE12345\) \(profile-app-id\); sign that watch app/
    ]
  ])('%s', (_, i, change, words) => {
    const found = findings(ipa(f => Object.assign(f.bundles[i].profile!.read, change)))
    expect(found.map(finding => finding.code)).toEqual(['profile-app-id'])
    expect(found[0].entry).toBe(`${ipa().bundles[i].path}embedded.mobileprovision`)
    expect(found[0].message).toMatch(words)
  })
})

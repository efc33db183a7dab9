/**
 * The App Store rules as users meet them, on the bundles: `strict` refuses before any request and
 * lists every problem with Apple's code; `warn` sends with a warning each; a warn-level rule never
 * stops a release; `preflight-skip` skips by code and says so; `upload` only warns; and an unknown
 * code is an input problem of the tool (exit 2).
 */
import { beforeEach, expect, jest, test } from '@jest/globals'
import * as path from 'node:path'
import { actionFixture, postsTo, sendWithoutWaiting } from './support/fixture.js'
import { machoFixture, makeIpa } from './support/make-ipa.js'
import { type ActionRun, errorOf, visibleLog } from './support/run-action.js'
import { runCli } from './support/run-cli.js'
import { useVirtualDate } from './support/virtual-time.js'

const fixture = await actionFixture('e2e-app-store-rules', 'App.ipa', {}, { virtualTime: true })
const { emulator, dir, key } = fixture

beforeEach(() => emulator.reset())

/** The app uses required-reason APIs, the camera and location undeclared; its framework has a simulator slice. */
const broken = path.join(dir, 'Broken.ipa')
await makeIpa(broken, {
  executable: machoFixture('App'),
  frameworks: [{ name: 'Kit', executable: machoFixture('Kit-fat-sim') }]
})
/** Only an extension whose version differs from the app's: App Store Connect takes it, warning. */
const mismatched = path.join(dir, 'Mismatched.ipa')
await makeIpa(mismatched, {
  extensions: [{ name: 'Share', info: { CFBundleShortVersionString: '1.4.1' } }]
})
/** Built with the iOS 26.1 SDK, which App Store Connect takes until April 2027. */
const lastYears = path.join(dir, 'LastYears.ipa')
await makeIpa(lastYears, { info: { DTSDKName: 'iphoneos26.1' } })

/** An app extension that embeds a framework of its own: App Store Connect refuses it (ITMS-90206). */
const extensionFrameworks = path.join(dir, 'ExtensionFrameworks.ipa')
await makeIpa(extensionFrameworks, {
  extensions: [{ name: 'Share', frameworks: [{ name: 'Kit' }] }]
})
/** An app, framework and extension named with accents, their entry names decomposed (NFD) as macOS archivers write them. */
const decomposed = path.join(dir, 'Decomposed.ipa')
await makeIpa(decomposed, {
  name: 'Café',
  entryNames: 'NFD',
  frameworks: [{ name: 'Kité' }],
  extensions: [{ name: 'Partagé', bundleId: 'com.example.preflight.share' }]
})

const warnings = (result: ActionRun) => visibleLog(result).match(/^::warning /gm) ?? []
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('strict: every problem in one run, each with its code, bundle and fix; nothing is sent', async () => {
  const result = await sendWithoutWaiting(fixture, { 'ipa-path': broken })
  expect(result.exitCode).toBe(1)
  expect(postsTo(emulator)).toHaveLength(0)
  expect(errorOf(result)).toMatch(
    /^Preflight found 4 problems in Broken\.ipa, so nothing was sent:/
  )
  for (const [code, bundle] of [
    [
      'ITMS-90087',
      'Payload/Preflight.app/Frameworks/Kit.framework/Kit holds x86_64 (a simulator slice)'
    ],
    ['ITMS-91053', 'Payload/Preflight.app/ uses required-reason APIs'],
    ['ITMS-91053', 'Payload/Preflight.app/Frameworks/Kit.framework/ uses required-reason APIs'],
    ['ITMS-90683', 'Payload/Preflight.app/ uses APIs that need a purpose string']
  ])
    expect(errorOf(result).split('\n')).toContainEqual(
      expect.stringMatching(new RegExp(`^- Broken\\.ipa: ${escaped(bundle)}.*\\(${code}\\)`))
    )
  expect(result.summary).toContain(
    '> **Preflight found 4 problems in Broken.ipa, so nothing was sent**'
  )
  expect(result.summary).toMatch(/ITMS-90683.*add each key/)
})

test('warn: sent, with one warning per problem', async () => {
  const result = await sendWithoutWaiting(fixture, { 'ipa-path': broken, preflight: 'warn' })
  expect(result.exitCode).toBe(0)
  expect(postsTo(emulator)).toHaveLength(1)
  // The four problems, and the location key App Store Connect takes the build without.
  expect(warnings(result)).toHaveLength(5)
  expect(visibleLog(result)).toMatch(/^::warning title=IPA preflight \(ITMS-90087\)/m)
})

test('a warn-level rule never stops a release, even under strict', async () => {
  const result = await sendWithoutWaiting(fixture, { 'ipa-path': mismatched })
  expect(result.exitCode).toBe(0)
  expect(postsTo(emulator)).toHaveLength(1)
  expect(visibleLog(result)).toMatch(
    /^::warning title=IPA preflight \(ITMS-90473\).*has the version 1\.4\.1 where the app has 1\.4\.2/m
  )
})

test('preflight-skip: the rules named are not applied, and the log and the summary say so', async () => {
  const skip = 'ITMS-91053, itms-90683\nITMS-90087'
  const result = await sendWithoutWaiting(fixture, { 'ipa-path': broken, 'preflight-skip': skip })
  expect(result.exitCode).toBe(0)
  expect(postsTo(emulator)).toHaveLength(1)
  expect(visibleLog(result)).toContain(
    "Preflight skips ITMS-91053, ITMS-90683, ITMS-90087 ('preflight-skip')."
  )
  expect(result.summary).toContain('| Checks skipped | `ITMS-91053`, `ITMS-90683`, `ITMS-90087` |')
})

test('upload: the IPA is re-signed later, so the rules only warn', async () => {
  const result = await sendWithoutWaiting(fixture, { command: 'upload', 'ipa-path': broken })
  expect(result.exitCode).toBe(0)
  expect(warnings(result)).toHaveLength(5)
})

test('the tool: an unknown rule is an input problem, before any request (exit 2)', async () => {
  const result = await runCli(
    ['submit', '--ipa-path', broken, '--preflight-skip', 'ITMS-91053,ITMS-1'],
    {
      env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl },
      cwd: dir
    }
  )
  expect(result.exitCode).toBe(2)
  expect(emulator.requests).toHaveLength(0)
  expect(result.stderr).toMatch(
    /--preflight-skip \(APP_DEPLOY_PREFLIGHT_SKIP\) names 'ITMS-1', which is not the code of a check preflight makes: https:\/\/github\.com\/\S+\/blob\/v\S+\/docs\/preflight\.md lists them all\./
  )
})

test('the tool: a refusal exits 2, naming the codes', async () => {
  const result = await runCli(['submit', '--ipa-path', broken], {
    env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl },
    cwd: dir
  })
  expect(result.exitCode).toBe(2)
  expect(result.stderr).toMatch(/\(ITMS-90087\)/)
})

test('strict: an app extension with a Frameworks folder of its own is refused (ITMS-90206), naming the folder and the fix', async () => {
  const result = await sendWithoutWaiting(fixture, { 'ipa-path': extensionFrameworks })
  expect(result.exitCode).toBe(1)
  expect(postsTo(emulator)).toHaveLength(0)
  expect(errorOf(result)).toMatch(
    /^Preflight found a problem in ExtensionFrameworks\.ipa, so nothing was sent:/
  )
  expect(errorOf(result)).toMatch(
    /- ExtensionFrameworks\.ipa: Payload\/Preflight\.app\/PlugIns\/Share\.appex\/ is an app extension with a Frameworks folder of its own \(Kit\.framework\).*\(ITMS-90206\); .*"Do Not Embed"/
  )
  expect(visibleLog(result)).not.toMatch(/^::warning /m)
  const skipped = await sendWithoutWaiting(fixture, {
    'ipa-path': extensionFrameworks,
    'preflight-skip': 'ITMS-90206'
  })
  expect(skipped.exitCode).toBe(0)
  expect(postsTo(emulator)).toHaveLength(1)
})

test('strict: an app named in NFD, as macOS archivers write names, passes and is sent', async () => {
  const result = await sendWithoutWaiting(fixture, { 'ipa-path': decomposed })
  expect(result.exitCode).toBe(0)
  expect(postsTo(emulator)).toHaveLength(1)
  expect(visibleLog(result)).not.toMatch(/not in the archive|^::warning /m)
})

test('the deadline radar: a warning with its date, in the log and the summary; strict still sends', async () => {
  // The run's date decides: the day the stored copy of Apple's pages was read.
  useVirtualDate()
  jest.setSystemTime(new Date('2026-11-27T09:00:00Z'))
  const result = await sendWithoutWaiting(fixture, { 'ipa-path': lastYears })
  expect(result.exitCode).toBe(0)
  expect(postsTo(emulator)).toHaveLength(1)
  const said =
    'Payload/Preflight.app/ was built with the iOS 26.1 SDK: from April 2027 (2027-04-01 at the earliest) App Store Connect refuses builds made with an SDK older than iOS 27 (ITMS-90725; deadline-radar); build with Xcode 27 or later before then.'
  expect(visibleLog(result)).toMatch(
    new RegExp(`^::warning title=IPA preflight \\(deadline-radar\\).*${escaped(said)}`, 'm')
  )
  expect(result.summary).toContain(said)
})

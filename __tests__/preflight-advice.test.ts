/**
 * What a preflight refusal advises: where every refusal carries Apple's code, skipping those checks
 * alone (`preflight-skip` of each code, which the step then takes); `preflight: warn`, which would send
 * whatever else preflight finds, only where a refusal is the house's own and no code of Apple's names
 * it. The action and the tool, in this process, against the emulator.
 */
import { beforeEach, expect, test } from '@jest/globals'
import * as path from 'node:path'
import { actionFixture, postsTo, sendWithoutWaiting } from './support/fixture.js'
import { machoFixture, makeIpa } from './support/make-ipa.js'
import { errorOf } from './support/run-action.js'
import { runCliInProcess } from './support/run-cli.js'

const fixture = await actionFixture('preflight-advice')
const { emulator, dir, key } = fixture
beforeEach(() => emulator.reset())

/** An app extension that embeds a framework of its own: ITMS-90206 alone. */
const oneCode = path.join(dir, 'ExtensionFrameworks.ipa')
await makeIpa(oneCode, { extensions: [{ name: 'Share', frameworks: [{ name: 'Kit' }] }] })
/** Required-reason APIs and purpose strings undeclared, a simulator slice: three of Apple's codes. */
const threeCodes = path.join(dir, 'Broken.ipa')
await makeIpa(threeCodes, {
  executable: machoFixture('App'),
  frameworks: [{ name: 'Kit', executable: machoFixture('Kit-fat-sim') }]
})
/** Signed for development: a refusal of the house's own, with no code of Apple's. */
const development = path.join(dir, 'Dev.ipa')
await makeIpa(development, { profile: { kind: 'development' } })

const WARN = 'Fix the IPA, or set preflight: warn to send it anyway.'

test("one of Apple's codes: the advice skips that check alone, and the step given it sends", async () => {
  const run = await sendWithoutWaiting(fixture, { 'ipa-path': oneCode })
  expect(run.exitCode).toBe(1)
  expect(errorOf(run)).toContain(
    'Fix the IPA, or, if you are sure App Store Connect takes it, skip this check alone with preflight-skip: ITMS-90206.'
  )
  expect(errorOf(run)).not.toContain('preflight: warn')
  const skipped = await sendWithoutWaiting(fixture, {
    'ipa-path': oneCode,
    'preflight-skip': 'ITMS-90206'
  })
  expect(skipped.exitCode).toBe(0)
  expect(postsTo(emulator)).toHaveLength(1)
})

test("several of Apple's codes: each named once, in one value the step takes as given", async () => {
  const run = await sendWithoutWaiting(fixture, { 'ipa-path': threeCodes })
  expect(run.exitCode).toBe(1)
  const skip = /skip these checks alone with preflight-skip: (\S+)\.$/m.exec(errorOf(run))?.[1]
  expect(skip?.split(',').sort()).toEqual(['ITMS-90087', 'ITMS-90683', 'ITMS-91053'])
  const skipped = await sendWithoutWaiting(fixture, {
    'ipa-path': threeCodes,
    'preflight-skip': skip!
  })
  expect(skipped.exitCode).toBe(0)
  expect(postsTo(emulator)).toHaveLength(1)
})

test('a refusal no code of Apple names: warn stays the advice', async () => {
  const run = await sendWithoutWaiting(fixture, { 'ipa-path': development })
  expect(run.exitCode).toBe(1)
  expect(errorOf(run)).toContain(WARN)
  expect(errorOf(run)).not.toContain('preflight-skip')
})

test('the tool names its flag, with the value as one word', async () => {
  const run = await runCliInProcess(['submit', '--ipa-path', oneCode, '--no-wait'], {
    env: { APP_DEPLOY_API_KEY: key, APP_DEPLOY_BASE_URL: emulator.baseUrl },
    cwd: dir
  })
  expect(run.exitCode).toBe(2)
  expect(run.stderr).toContain('skip this check alone with --preflight-skip ITMS-90206.')
  expect(postsTo(emulator)).toHaveLength(0)
})

/**
 * A fleet manifest (`fleet-manifest`) and `send-passing`, run as the runner runs them: the bundle
 * against the emulator, the assertions what the service received for each create, the outputs, the
 * summary file and the exit code.
 */
import { describe, expect, test } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { createsTo } from './support/fixture.js'
import { fleetFixture, whitelabelIpas } from './support/fleet.js'
import { jsonRecords, tableRows } from './support/fleet-report.js'
import type { MakeIpaOptions } from './support/make-ipa.js'

const fixture = await fleetFixture('e2e-fleet-manifest')
const { emulator, dir, run } = fixture

const creates = () => createsTo(emulator)
const fileOf = (request: ReturnType<typeof creates>[number]) => request.files?.[0]?.filename

/** IPAs in a folder of their own, by file name (com.whitelabel.<name>); resolves with their glob. */
const ipasIn = (folder: string, apps: Record<string, MakeIpaOptions>): Promise<string> =>
  whitelabelIpas(path.join(dir, folder), apps)

/** A manifest file in the suite's folder, its text as written. */
function manifest(name: string, text: string): string {
  const file = path.join(dir, name)
  writeFileSync(file, text)
  return file
}

const fleet = (inputs: Record<string, string>) =>
  run(
    { multiple: 'true', wait: 'false', 'poll-interval': '1s', ...inputs },
    { bundle: true, virtualTime: false, timeoutMs: 60_000 }
  )

describe('a manifest gives each app its team and notify e-mails', () => {
  test('three IPAs go to two teams, each with its entry’s e-mails, or the step’s where it gives none', async () => {
    const ipas = await ipasIn('three', { Bakery: {}, Gym: {}, Florist: {} })
    const file = manifest(
      'three.yml',
      [
        'apps:',
        '  - bundle-id: com.whitelabel.bakery',
        '    team-id: 7654321',
        '    notify-emails: [owner@bakery.example, releases@acme.example]',
        '  - bundle-id: com.whitelabel.gym',
        '    team-name: example corp',
        '    notify-emails: Gym Releases <apps@gym.example>',
        `  - ipa: ${path.join(dir, 'three', 'Flor*.ipa')}`,
        '    team-id: 7654321',
        '  - bundle-id: com.whitelabel.elsewhere',
        '    team-id: 1234567'
      ].join('\n')
    )
    const result = await fleet({
      'ipa-path': ipas,
      'fleet-manifest': file,
      'notify-emails': 'step@acme.example'
    })
    expect(result.exitCode).toBe(0)
    const sent = Object.fromEntries(creates().map(request => [fileOf(request), request.fields]))
    expect(sent).toEqual({
      'Bakery.ipa': {
        team_id: '7654321',
        'signed_ipa[notify_emails]': 'owner@bakery.example,releases@acme.example'
      },
      'Gym.ipa': { team_id: '1234567', 'signed_ipa[notify_emails]': 'apps@gym.example' },
      'Florist.ipa': { team_id: '7654321', 'signed_ipa[notify_emails]': 'step@acme.example' }
    })
    // Each release's key is its own, its team in it.
    expect(new Set(creates().map(r => r.headers['idempotency-key'])).size).toBe(3)
    expect(result.outputs).toMatchObject({ 'completed-count': '3', 'failed-count': '0' })
    expect(result.outputs['team-id']).toBeUndefined()
    expect(result.log).toMatch(
      /\[Florist\.ipa\] Manifest entry: apps\[2\] \(ipa .*Flor\*\.ipa, line 8\)/
    )
  })

  test('an IPA no entry names is refused before any create, naming it, its bundle id and what to add', async () => {
    const ipas = await ipasIn('unnamed', { Named: {}, Stray: {} })
    const file = manifest('unnamed.yml', 'apps:\n  - bundle-id: com.whitelabel.named\n')
    const result = await fleet({ 'ipa-path': ipas, 'fleet-manifest': file })
    expect(result.exitCode).toBe(1)
    expect(creates()).toHaveLength(0)
    expect(result.log).toMatch(/::error::1 IPA of 2 cannot be sent, so none was sent/)
    expect(result.log).toContain(
      `- Stray.ipa: Stray.ipa (com.whitelabel.stray) is named by no entry of the manifest '${file}'. Add an entry '- bundle-id: com.whitelabel.stray' with its team to '${file}', or take the IPA out of 'ipa-path'.`
    )
  })

  test('a manifest with problems is refused before any request, each problem with its entry and line', async () => {
    const ipas = await ipasIn('unnamed', { Named: {}, Stray: {} })
    const file = manifest(
      'bad.yml',
      'apps:\n  - bundle-id: com.whitelabel.named\n    team-id: abc\n    notify-emails: [nobody]\n  - ipa: x\n    colour: red\n'
    )
    const result = await fleet({ 'ipa-path': ipas, 'fleet-manifest': file })
    expect(result.exitCode).toBe(1)
    expect(emulator.requests).toHaveLength(0)
    expect(result.log).toContain(`Input 'fleet-manifest' '${file}' has 3 problems; fix each`)
    expect(result.log).toMatch(/- has apps\[0\] \(line 2\): team-id \(line 3\) is 'abc'/)
    expect(result.log).toMatch(
      /- has apps\[0\] \(line 2\): notify-emails \(line 4\) has an address/
    )
    expect(result.log).toMatch(/- has apps\[1\] \(line 5\): 'colour' \(line 6\) is not a field/)
  })
})

describe('send-passing: one bad IPA does not hold back the good ones', () => {
  const four = { North: {}, South: {}, East: {}, Broken: { build: '' } }

  test('without it, one refused IPA of four sends none (as before)', async () => {
    const ipas = await ipasIn('four', four)
    const result = await fleet({ 'ipa-path': ipas })
    expect(result.exitCode).toBe(1)
    expect(creates()).toHaveLength(0)
  })

  test('with it, three are created, and the step fails naming the fourth, counted and recorded', async () => {
    const ipas = await ipasIn('four', four)
    const result = await fleet({ 'ipa-path': ipas, 'send-passing': 'true' })
    expect(result.exitCode).toBe(1)
    expect(creates().map(fileOf).sort()).toEqual(['East.ipa', 'North.ipa', 'South.ipa'])
    expect(result.outputs).toMatchObject({ 'completed-count': '3', 'failed-count': '1' })
    expect(JSON.parse(result.outputs['submission-ids'])).toHaveLength(3)
    const records = jsonRecords(result)
    expect(records.map(record => record.bundle_id)).toEqual([
      'com.whitelabel.broken',
      'com.whitelabel.east',
      'com.whitelabel.north',
      'com.whitelabel.south'
    ])
    expect(records[0]).toMatchObject({ id: null, error: expect.stringMatching(/^Preflight found/) })
    expect(result.log).toMatch(/::error::1 of 4 IPAs failed; the other 3 went through/)
    expect(result.log).toMatch(/- Broken\.ipa — com\.whitelabel\.broken .*: Preflight found/)
    const rows = tableRows(result.summary)
    expect(rows).toHaveLength(4)
    expect(rows[0]).toMatch(/^\| ❌ \| `com\.whitelabel\.broken` .*\| not sent \|/)
    // Sent without waiting: accepted, still in progress.
    expect(rows.slice(1).every(row => row.startsWith('| ⏳ |'))).toBe(true)
  })

  test('with it, two IPAs of one release are both refused, whichever the glob lists first', async () => {
    const twin = { bundleId: 'com.whitelabel.north', version: '1.0.0', build: '7' }
    const ipas = await ipasIn('twins', { North: twin, NorthCopy: twin, South: {} })
    const result = await fleet({ 'ipa-path': ipas, 'send-passing': 'true' })
    expect(result.exitCode).toBe(1)
    expect(creates().map(fileOf)).toEqual(['South.ipa'])
    expect(result.outputs).toMatchObject({ 'completed-count': '1', 'failed-count': '2' })
    expect(result.log).toMatch(/- North\.ipa .*NorthCopy\.ipa/)
    expect(result.log).toMatch(/- NorthCopy\.ipa .*North\.ipa/)
  })
})

describe('send-passing stores the unsigned IPAs that pass, as it sends the signed ones', () => {
  test('upload of four with one broken: three stored, the step fails naming the fourth', async () => {
    const ipas = await ipasIn('four-unsigned', {
      North: {},
      South: {},
      East: {},
      Broken: { build: '' }
    })
    const result = await fleet({ command: 'upload', 'ipa-path': ipas, 'send-passing': 'true' })
    expect(result.exitCode).toBe(1)
    const stored = emulator.requests.filter(
      r => r.method === 'POST' && r.path.endsWith('/ios/unsigned_ipas')
    )
    expect(stored.map(fileOf).sort()).toEqual(['East.ipa', 'North.ipa', 'South.ipa'])
    expect(result.outputs).toMatchObject({ 'completed-count': '3', 'failed-count': '1' })
    expect(JSON.parse(result.outputs['ipa-ids'])).toHaveLength(3)
    expect(result.log).toMatch(/- Broken\.ipa — com\.whitelabel\.broken .*: Preflight found/)
  })
})

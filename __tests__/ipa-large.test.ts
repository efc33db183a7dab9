import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { makeIpa } from './support/make-ipa.js'
import { inspectIpa } from '../src/ipa/index.js'

const MiB = 1024 * 1024

describe('large IPAs are inspected without reading them whole', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ipa-large-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  test.each(['start', 'end'] as const)(
    'a 300 MB stored entry at the %s costs nothing to skip',
    async fillerAt => {
      const file = path.join(dir, `filler-${fillerAt}.ipa`)
      await makeIpa(file, { fillerBytes: 300 * MiB, fillerAt, dataDescriptors: true })
      expect(statSync(file).size).toBeGreaterThan(300 * MiB)

      const inspection = await inspectIpa(file, { purpose: 'submit' })
      expect(inspection.problems).toEqual([])
      expect(inspection.app?.bundleId).toBe('com.example.preflight')
      expect(inspection.profile?.kind).toBe('app-store')
      expect(inspection.bytesRead).toBeLessThan(2 * MiB)
      rmSync(file)
    }
  )

  test('more than 65,535 entries (a Zip64 central directory)', async () => {
    const file = path.join(dir, 'entries.ipa')
    await makeIpa(file, { fillerEntries: 70_000, extensions: [{ name: 'Share' }] })

    const inspection = await inspectIpa(file, { purpose: 'submit' })
    expect(inspection.problems).toEqual([])
    expect(inspection.app?.build).toBe('142')
    expect(inspection.nested.map(bundle => bundle.bundleId)).toEqual([
      'com.example.preflight.share'
    ])
    // The central directory is most of this file: it has to be read, but only once.
    expect(inspection.bytesRead).toBeLessThan(statSync(file).size * 1.1)
    rmSync(file)
  })
})

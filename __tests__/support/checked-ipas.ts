/**
 * IPAs the report tests inspect for real: a faulty app (the e2e-app-store-rules one: required-reason
 * APIs and purpose strings undeclared, a framework with a simulator slice) and one App Store Connect
 * takes with a warning (an extension whose version differs from the app's), built under a
 * repository-like folder, `build/`.
 */
import { mkdirSync, mkdtempSync } from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { inspectIpa } from '../../src/ipa/index.js'
import type { CheckedIpa, Purpose } from '../../src/preflight-reports/checked-ipa.js'
import { machoFixture, makeIpa } from './make-ipa.js'

export const repository = mkdtempSync(path.join(os.tmpdir(), 'check-reports-'))
export const broken = path.join(repository, 'build', 'Broken.ipa')
export const mismatched = path.join(repository, 'build', 'Mismatched.ipa')

mkdirSync(path.join(repository, 'build'))
await makeIpa(broken, {
  executable: machoFixture('App'),
  frameworks: [{ name: 'Kit', executable: machoFixture('Kit-fat-sim') }]
})
await makeIpa(mismatched, {
  extensions: [{ name: 'Share', info: { CFBundleShortVersionString: '1.4.1' } }]
})

/** The IPA inspected as `check` would, given as a path relative to the repository. */
export async function checked(
  file: string,
  purpose: Purpose = 'submit',
  skip: string[] = []
): Promise<CheckedIpa> {
  const inspection = await inspectIpa(file, { purpose, skipRules: new Set(skip) })
  return {
    given: path.relative(repository, file),
    bundleId: inspection.app?.bundleId,
    problems: inspection.problems
  }
}

/**
 * jest's globalSetup (jest.config.js): runs once per `npm test`, before any test file, in plain
 * JavaScript (jest loads it outside its module system). When the real IPAs of ../shared are absent
 * (a fresh clone, GitHub's CI), it says so ONCE, loudly: the folder, the tests of the real IPAs that
 * skip (each `haveSharedIpas ? test : test.skip` of shared-ipas.ts), and the tests on built IPAs that
 * pin the same behaviours. A test file that adds such a skip adds its line to SKIPS.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The same folder as SHARED_IPAS of shared-ipas.ts. */
const SHARED_IPAS = fileURLToPath(new URL('../../../shared/fixtures/ipas/', import.meta.url))

const SKIPS = [
  [
    "ipa-inspect.test.ts's 'real IPAs (fastlane fixtures)'",
    "ipa-inspect.test.ts's 'generated IPAs › what the fastlane fixtures pin, on built IPAs'"
  ],
  [
    "ipa-parsers.test.ts's 'walks the envelope of a real profile'",
    "ipa-parsers.test.ts's 'walks the envelope of the profile in a built IPA'"
  ],
  [
    "ipa-rules.test.ts's 'real Xcode builds (../shared/fixtures/ipas)'",
    "ipa-rules.test.ts's 'the real Xcode builds, built here in their likeness'"
  ],
  [
    "sarif-report.test.ts's 'is valid against the SARIF 2.1.0 schema' (../shared/schemas)",
    "sarif-report.test.ts's other tests, which pin field by field what GitHub reads"
  ],
  [
    "bitrise-step.test.ts's 'is valid against SchemaStore bitrise-step.json' (../shared/schemas)",
    "bitrise-step.test.ts's other tests, which pin each input, output and the toolkit of step.yml"
  ],
  [
    "macho-stream.test.ts's 'executables Xcode built'",
    "macho-stream.test.ts's 'executables in IPAs the tests build'"
  ]
]

export default function globalSetup() {
  if (existsSync(SHARED_IPAS)) return
  process.stderr.write(
    `\nSKIPPED LOUDLY: ${SHARED_IPAS} is absent, so these tests of the real IPAs are skipped: ` +
      `${SKIPS.map(([skipped]) => skipped).join('; ')}. Every behaviour they pin is also pinned on IPAs ` +
      `the tests build: ${SKIPS.map(([, pinnedBy]) => pinnedBy).join('; ')}.\n\n`
  )
}

/**
 * The real IPAs beside the repository, in ../shared/fixtures/ipas/ (see its NOTICE.md): read where
 * they are, never copied in. A clone on GitHub's CI has no ../shared, so every behaviour the tests
 * pin on them is also pinned on IPAs the tests build; the tests of the real IPAs skip, and say so.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const SHARED_IPAS = fileURLToPath(new URL('../../../shared/fixtures/ipas/', import.meta.url))
export const haveSharedIpas = existsSync(SHARED_IPAS)

/**
 * Says loudly, when the real IPAs are absent, which tests skip and which tests on built IPAs pin the
 * same behaviours.
 */
export function warnIfSharedIpasAbsent(skipped: string, pinnedBy: string): void {
  if (haveSharedIpas) return
  console.warn(
    `SKIPPED LOUDLY: ${SHARED_IPAS} is absent, so these tests of the real IPAs are skipped: ${skipped}. ` +
      `Every behaviour they pin is also pinned on IPAs the tests build: ${pinnedBy}.`
  )
}

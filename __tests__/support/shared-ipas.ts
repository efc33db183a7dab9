/**
 * The real IPAs beside the repository, in ../shared/fixtures/ipas/ (see its NOTICE.md): read where
 * they are, never copied in. A clone on GitHub's CI has no ../shared, so every behaviour the tests
 * pin on them is also pinned on IPAs the tests build; the tests of the real IPAs skip, and say so
 * once per run, not once per file: __tests__/support/global-setup.js (jest's globalSetup) names the
 * folder, the tests that skip and the tests that pin the same behaviours on built IPAs.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const SHARED_IPAS = fileURLToPath(new URL('../../../shared/fixtures/ipas/', import.meta.url))
export const haveSharedIpas = existsSync(SHARED_IPAS)

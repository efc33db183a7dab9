import { BINARY_CODES } from './apple-codes-binary.js'
import { BUNDLE_CODES } from './apple-codes-bundle.js'
import { ICON_CODES } from './apple-codes-icons.js'
import { PRIVACY_CODES } from './apple-codes-privacy.js'
import { STORE_CODES } from './apple-codes-store.js'
import type { AppleCode } from './apple-code.js'

export type { AppleCode } from './apple-code.js'

/**
 * Every code known, by kind: privacy manifests and SDKs, the bundle and its Info.plists, the
 * executables, the icons and launch storyboard, the store's (each field is said in apple-code.ts).
 * Whether preflight checks a code is not said here: docs/app-store-coverage.md derives it from
 * the policy table (a check's `code` or one of its `covers`), and a code no check covers says why (`reason`). `npm run docs` fails when a code has a
 * reason and a check, neither, or when a check's code of Apple's is missing here.
 */
export const APPLE_CODES: readonly AppleCode[] = [
  ...PRIVACY_CODES,
  ...BUNDLE_CODES,
  ...BINARY_CODES,
  ...ICON_CODES,
  ...STORE_CODES
]

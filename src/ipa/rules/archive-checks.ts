import { MAX_BUILD_LENGTH, MAX_BUNDLE_ID_LENGTH } from '../identity.js'
import type { PreflightCheck } from './preflight-check.js'
import { docsLink } from '../../text/docs-link.js'

const ARCHIVE_FORMAT = 'the archive format (an IPA is a zip archive holding `Payload/<name>.app`)'
const READ_LIMITS_DOC = `preflight's read limits (${docsLink('development.md', 'limits-when-reading-an-ipa')})`
const BUNDLE_ID = 'https://developer.apple.com/help/glossary/bundle-id (read 2026-11-27)'
const VERSION =
  'https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleshortversionstring (read 2026-11-27)'
const BUILD =
  'https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleversion (read 2026-11-27)'
const SIGNING =
  'https://developer.apple.com/library/archive/technotes/tn2407/_index.html (iOS Code Signing Troubleshooting Index; read 2026-11-27)'

/**
 * The checks of the archive itself, before any App Store rule: what src/ipa/problems.ts reports,
 * one row per code. A level changes here, and nowhere else.
 */
export const ARCHIVE_CHECKS = [
  {
    code: 'not-a-zip',
    title: 'the file is a zip archive, as an IPA is',
    level: 'not-an-ipa',
    fix: 'pass the `.ipa` that Xcode exported (not the `.xcarchive`, not a `.app`)',
    source: ARCHIVE_FORMAT
  },
  {
    code: 'bad-zip',
    title: 'the zip archive is whole (not an interrupted copy or download)',
    level: 'not-an-ipa',
    fix: 'export the IPA again',
    source: ARCHIVE_FORMAT
  },
  {
    code: 'read-limit',
    title:
      "every entry is read within preflight's limits; one past a limit is named with the rules it kept from judging",
    level: 'warn',
    fix: 'nothing stops the release; the warning says what was not checked',
    source: READ_LIMITS_DOC
  },
  {
    code: 'overlapping-entries',
    title: 'no two entries of the zip share bytes, as zip bombs do and no zip tool does',
    level: 'refuse',
    fix: 'export the IPA again',
    source: ARCHIVE_FORMAT
  },
  {
    code: 'no-app',
    title: 'the archive holds `Payload/<name>.app`',
    level: 'not-an-ipa',
    fix: 'export with Xcode (Distribute App, or `xcodebuild -exportArchive`)',
    source: ARCHIVE_FORMAT
  },
  {
    code: 'payload-not-at-root',
    title: '`Payload/` is at the top of the archive, not under another folder',
    level: 'refuse',
    fix: 'zip the `Payload` folder itself, from inside its parent folder',
    source: ARCHIVE_FORMAT
  },
  {
    code: 'several-apps',
    title: '`Payload/` holds exactly one `.app`',
    level: 'refuse',
    fix: 'keep only the app to send, and export again',
    source: ARCHIVE_FORMAT
  },
  {
    code: 'missing-info-plist',
    title: 'the app has an `Info.plist`, which identifies it',
    level: 'refuse',
    fix: 'export the IPA again from the Xcode archive',
    source: ARCHIVE_FORMAT
  },
  {
    code: 'nested-missing-info-plist',
    title: 'each extension, framework and watch app inside the app has an `Info.plist`',
    level: 'refuse',
    fix: "check that target's Info.plist setting, and export again",
    source: ARCHIVE_FORMAT
  },
  {
    code: 'missing-bundle-id',
    title: '`Info.plist` has a `CFBundleIdentifier`',
    level: 'refuse',
    fix: 'set `PRODUCT_BUNDLE_IDENTIFIER` in the app target',
    source: BUNDLE_ID
  },
  {
    code: 'missing-version',
    title: '`Info.plist` has a `CFBundleShortVersionString`',
    level: 'refuse',
    fix: 'set `MARKETING_VERSION` in the app target',
    source: VERSION
  },
  {
    code: 'missing-build',
    title: '`Info.plist` has a `CFBundleVersion`',
    level: 'refuse',
    fix: 'set `CURRENT_PROJECT_VERSION` in the app target',
    source: BUILD
  },
  {
    code: 'invalid-bundle-id',
    title: `\`CFBundleIdentifier\` holds only letters, digits, \`-\` and \`.\`, ${MAX_BUNDLE_ID_LENGTH} characters at most`,
    level: 'refuse',
    fix: 'fix `PRODUCT_BUNDLE_IDENTIFIER` in that target',
    source: BUNDLE_ID
  },
  {
    code: 'invalid-version',
    title:
      '`CFBundleShortVersionString` is one to three period-separated integers, such as `1.4.2`',
    level: 'refuse',
    fix: 'fix `MARKETING_VERSION` in that target',
    source: VERSION
  },
  {
    code: 'invalid-build',
    title: `\`CFBundleVersion\` is one to three period-separated integers, ${MAX_BUILD_LENGTH} characters at most`,
    level: 'refuse',
    fix: 'fix `CURRENT_PROJECT_VERSION` in that target',
    source: BUILD
  },
  {
    code: 'bad-plist',
    title: 'each property list read is readable, and a dictionary at its top level',
    level: 'refuse',
    fix: 'export the IPA again',
    source: ARCHIVE_FORMAT
  },
  {
    code: 'unreadable-entry',
    title: 'each entry read inflates (not damaged, no unsupported compression)',
    level: 'refuse',
    fix: 'export the IPA again',
    source: ARCHIVE_FORMAT
  },
  {
    code: 'bad-profile',
    title: '`embedded.mobileprovision` holds a readable provisioning profile',
    level: 'submit',
    fix: 'sign and export the app again',
    source: SIGNING
  },
  {
    code: 'expired-profile',
    title: 'the provisioning profile has not expired',
    level: 'submit',
    fix: 'renew it in the Apple Developer portal, then sign and export again',
    source: SIGNING
  },
  {
    code: 'missing-profile',
    title: 'the app has an `embedded.mobileprovision`, so it is signed for the App Store',
    level: 'submit',
    fix: 'export with the App Store Connect distribution method',
    source: SIGNING
  },
  {
    code: 'not-app-store-profile',
    title: 'the profile is an App Store distribution profile (not development, ad hoc, enterprise)',
    level: 'submit',
    fix: 'export with the App Store Connect method (`app-store-connect`)',
    source: SIGNING
  },
  {
    code: 'unsigned-app',
    title: 'the app has a `_CodeSignature/` folder, so it is code signed',
    level: 'submit',
    fix: 'sign it for distribution and export again',
    source: SIGNING
  }
] as const satisfies readonly PreflightCheck[]

/** A code the archive's checks report. */
export type ArchiveCode = (typeof ARCHIVE_CHECKS)[number]['code']

/** The row of an archive check. */
export function archiveCheck(code: ArchiveCode): PreflightCheck {
  return ARCHIVE_CHECKS.find(check => check.code === code)!
}

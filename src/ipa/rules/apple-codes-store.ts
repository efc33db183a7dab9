import { type AppleCode, NOT_YET } from './apple-code.js'

const PREVIOUS_BUILDS =
  "needs App Store Connect's records of the builds already uploaded for the app: an IPA knows only its own version and build"
const CERTIFICATE =
  "needs the signing certificate and Apple's record of it (whether it is a distribution certificate, not revoked): the IPA holds a signature, not the trust in it"

/**
 * What App Store Connect decides from its own records or the signing's trust, which no IPA alone
 * can tell (apple-code.ts says what each field is).
 */
export const STORE_CODES: readonly AppleCode[] = [
  {
    code: 'ITMS-90189',
    title: 'Redundant Binary Upload',
    words:
      "You've already uploaded a build with build number '46' for version number '3.2.8'. Make sure you increment the build string before you upload your app to App Store Connect.",
    report: { url: 'https://github.com/fastlane/fastlane/issues/19714', date: '2021-12-17' },
    reason: PREVIOUS_BUILDS
  },
  { code: 'ITMS-90062', reason: PREVIOUS_BUILDS },
  { code: 'ITMS-90186', reason: PREVIOUS_BUILDS },
  { code: 'ITMS-90161', reason: CERTIFICATE },
  { code: 'ITMS-90034', reason: CERTIFICATE },
  {
    code: 'ITMS-90035',
    title: 'Invalid Signature',
    words:
      'Code object is not signed at all. Make sure you have signed your application with a distribution certificate, not an ad hoc certificate or a development certificate.',
    report: { url: 'https://github.com/orazz/CreditCardForm-iOS/issues/9', date: '2016-12-23' },
    reason: NOT_YET
  },
  {
    code: 'ITMS-90717',
    reason:
      "needs the app icon's pixels: Xcode compiles it into Assets.car, whose format is Apple's private one, so whether the App Store icon has an alpha channel is not read from the IPA"
  }
]

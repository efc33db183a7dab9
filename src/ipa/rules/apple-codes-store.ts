import type { AppleCode } from './apple-code.js'

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
  {
    code: 'ITMS-90062',
    title: 'This bundle is invalid',
    words:
      'The value for key CFBundleShortVersionString [4.15.0] in the Info.plist file must contain a higher version than that of the previously approved version [4.15.1].',
    report: { url: 'https://github.com/openfoodfacts/smooth-app/issues/5549', date: '2024-08-16' },
    reason: PREVIOUS_BUILDS
  },
  { code: 'ITMS-90186', reason: PREVIOUS_BUILDS },
  {
    code: 'ITMS-90161',
    title: 'Invalid Provisioning Profile',
    words:
      'The provisioning profile included in the bundle com.ghostsoft.acceso [Payload/**Proyect**] is invalid. [Missing code-signing certificate]. A Distribution Provisioning profile should be used when submitting apps to the App Store.',
    report: { url: 'https://github.com/simonnilsson/ios-uploader/issues/18', date: '2022-02-08' },
    reason: CERTIFICATE
  },
  { code: 'ITMS-90034', reason: CERTIFICATE },
  {
    code: 'ITMS-90035',
    title: 'Invalid Signature',
    words:
      'Code object is not signed at all. Make sure you have signed your application with a distribution certificate, not an ad hoc certificate or a development certificate.',
    report: { url: 'https://github.com/orazz/CreditCardForm-iOS/issues/9', date: '2016-12-23' }
  },
  {
    code: 'ITMS-90717',
    title: 'Invalid App Store Icon',
    words:
      "The App Store Icon in the asset catalog in 'aa.app' can't be transparent nor contain an alpha channel.",
    report: { url: 'https://github.com/jslegendre/ThemeEngine/pull/1', date: '2021-05-05' },
    reason:
      "needs the app icon's pixels: Xcode compiles it into Assets.car, whose format is Apple's private one, so whether the App Store icon has an alpha channel is not read from the IPA"
  }
]

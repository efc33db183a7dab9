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
  {
    code: 'ITMS-90186',
    title: 'Invalid Pre-Release Train',
    words: "The train version '1.2.0' is closed for new build submissions",
    report: { url: 'https://github.com/coliff/web-dev-pro/issues/88', date: '2026-03-01' },
    reason: PREVIOUS_BUILDS
  },
  {
    code: 'ITMS-90161',
    title: 'Invalid Provisioning Profile',
    words:
      'The provisioning profile included in the bundle com.ghostsoft.acceso [Payload/**Proyect**] is invalid. [Missing code-signing certificate]. A Distribution Provisioning profile should be used when submitting apps to the App Store.',
    report: { url: 'https://github.com/simonnilsson/ios-uploader/issues/18', date: '2022-02-08' },
    reason: CERTIFICATE
  },
  {
    code: 'ITMS-90034',
    title: 'Missing or invalid signature',
    words:
      "The bundle 'com.storykids' at bundle path 'Payload/storykids.app' is not signed using an Apple submission certificate",
    report: {
      url: 'https://github.com/airsdk/Adobe-Runtime-Support/issues/2421',
      date: '2023-01-14'
    },
    reason: CERTIFICATE
  },
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
  },
  {
    code: 'ITMS-90382',
    title: 'Upload limit reached',
    words:
      'The upload limit for your application has been reached. Please wait 1 day and try again.',
    report: { url: 'https://github.com/openci-org/openci/issues/1632', date: '2026-05-03' },
    reason:
      "needs App Store Connect's count of the builds uploaded for the app that day: the IPA is the same whether it is the first upload of the day or one past the limit"
  },
  {
    code: 'ITMS-90511',
    title: 'CFBundleIdentifier Collision',
    words:
      "The Info.plist CFBundleIdentifier value 'com.applozic.ApplozicSwift' of '-----.app/Frameworks/ApplozicSwift.framework' is already in use by another application.",
    report: { url: 'https://github.com/AppLozic/Applozic-iOS-SDK/issues/539', date: '2020-02-18' },
    reason:
      "needs Apple's register of the bundle identifiers other apps already use: the IPA shows its own identifiers, not who else holds them (two bundles of the same IPA sharing one are ITMS-90685's)"
  },
  {
    code: 'ITMS-90899',
    title: 'Macs with Apple silicon support issue',
    words:
      'The app isn‘t compatible with the provided minimum macOS version of 12.5. It can run on macOS 13.0 or later. Please specify an LSMinimumSystemVersion value of 13.0 or later in a new build, or select a compatible version in App Store Connect. For details, visit: https://developer.apple.com/help/app-store-connect/manage-your-apps-availability/manage-availability-of-iphone-and-ipad-apps-on-macs-with-apple-silicon.',
    report: { url: 'https://github.com/breez/misty-breez/pull/236', date: '2024-11-08' },
    reason:
      "needs App Store Connect's setting of whether the app is offered on Macs with Apple silicon and from which macOS, and Apple's reckoning of the macOS the app's code needs there: the IPA holds at most an LSMinimumSystemVersion, and no macOS SDK to reckon against"
  }
]

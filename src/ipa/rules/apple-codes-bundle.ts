import { type AppleCode, NOT_YET } from './apple-code.js'

const KMP = {
  url: 'https://github.com/KotlinFoundation/kmp-contest-starter-kit/issues/53',
  date: '2026-08-17'
}

/** The bundle, its Info.plists and its executables (apple-code.ts says what each field is). */
export const BUNDLE_CODES: readonly AppleCode[] = [
  {
    code: 'ITMS-90087',
    title: 'Unsupported Architectures',
    words: "The executable contains unsupported architectures '[x86_64, i386]'."
  },
  {
    code: 'ITMS-90725',
    title: 'SDK version issue',
    words:
      'This app was built with the iOS 18.2 SDK. Starting April 28, 2026, all iOS and iPadOS apps must be built with the iOS 26 SDK or later, included in Xcode 26 or later, in order to be uploaded to App Store Connect or submitted for distribution.',
    report: {
      url: 'https://github.com/GameTec-live/ChameleonUltraGUI/pull/822',
      date: '2026-02-22'
    }
  },
  {
    code: 'ITMS-90068',
    title: 'MinimumOSVersion too low',
    words:
      'This app has a MinimumOSVersion of 14.0. Starting in Spring 2027, all iOS apps must have a MinimumOSVersion of 15.0 or later in order to be uploaded to App Store Connect or submitted for distribution.',
    report: { url: 'https://github.com/rokwire/illinois-app/issues/5972', date: '2026-08-12' }
  },
  {
    code: 'ITMS-90208',
    title: 'Invalid Bundle',
    words:
      'The bundle EZOpenSDKFramework.framework does not support the minimum OS Version specified in the Info.plist.',
    report: { url: 'https://github.com/Ezviz-OpenBiz/SDK-iOS/issues/18', date: '2023-04-26' }
  },
  { code: 'ITMS-90482', title: 'Invalid Executable', words: 'The executable contains bitcode.' },
  {
    code: 'ITMS-90206',
    title: 'Invalid Bundle',
    words: "The bundle at 'X.appex' contains disallowed file 'Frameworks'."
  },
  {
    code: 'ITMS-90685',
    title: 'CFBundleIdentifier Collision',
    words: 'There is more than one bundle with the CFBundleIdentifier value'
  },
  { code: 'ITMS-90683', title: 'Missing purpose string in Info.plist' },
  { code: 'ITMS-90473', title: 'CFBundleShortVersionString Mismatch' },
  {
    code: 'ITMS-90474',
    title: 'Invalid bundle',
    words:
      'The … orientations were provided for the UISupportedInterfaceOrientations Info.plist key …, but you need to include all of the … orientations to support iPad multitasking',
    report: KMP
  },
  {
    code: 'ITMS-90475',
    title: 'Invalid Bundle',
    words: 'iPad Multitasking support requires launch story board in bundle',
    report: KMP
  },
  {
    code: 'ITMS-90171',
    title: 'Invalid Bundle Structure',
    words:
      "The binary file 'Runner.app/Frameworks/YandexMobileMetricaCrashes.framework/helper' is not permitted. Your app can’t contain standalone executables or libraries, other than a valid CFBundleExecutable of supported bundles.",
    report: { url: 'https://github.com/EMALLStudio/appmetrica_sdk/issues/2', date: '2019-10-08' }
  },
  {
    code: 'ITMS-90426',
    title: 'Invalid Swift Support',
    words:
      'The SwiftSupport folder is missing. Rebuild your app using the current public (GM) version of Xcode and resubmit it.',
    report: {
      url: 'https://github.com/vladlenskiy/react-native-tdlib/issues/5',
      date: '2025-04-01'
    }
  },
  {
    code: 'ITMS-90809',
    title: 'Deprecated API Usage',
    words:
      'New apps that use UIWebView are no longer accepted. Instead, use WKWebView for improved security and reliability.',
    report: { url: 'https://github.com/HeroWqb/HWDownloadDemo/issues/15', date: '2022-08-31' }
  },
  {
    code: 'ITMS-90562',
    title: 'Invalid Bundle',
    report: {
      url: 'https://github.com/iovation/deviceprint-SDK-iOS/issues/25',
      date: '2021-08-13'
    }
  },
  {
    code: 'ITMS-90060',
    title: 'This bundle is invalid',
    words:
      "The value for key CFBundleShortVersionString '2.0.0-beta.3' in the Info.plist file at 'Payload/ape-in.app/Frameworks/PrivySDK.framework' must be a period-separated list of at most three non-negative integers.",
    report: { url: 'https://github.com/privy-io/privy-ios/issues/45', date: '2025-03-26' }
  },
  // Checked, their words not yet gathered here (each rule's source quotes them).
  { code: 'ITMS-90360' },
  { code: 'ITMS-90530' },
  { code: 'ITMS-90056' },
  { code: 'ITMS-90057' },
  { code: 'ITMS-90868' },
  { code: 'ITMS-90535' },
  { code: 'ITMS-90680' },
  { code: 'ITMS-90362' },
  { code: 'ITMS-90058' },
  { code: 'ITMS-91054' },
  { code: 'ITMS-91010' },
  { code: 'ITMS-91011' },
  { code: 'ITMS-90733' },
  { code: 'ITMS-90338' },
  // Rules for these are being written (issue 45); their words are not yet in this list.
  ...['ITMS-90713', 'ITMS-90022', 'ITMS-90704', 'ITMS-90476', 'ITMS-90078', 'ITMS-90737'].map(
    code => ({ code, reason: NOT_YET })
  )
]

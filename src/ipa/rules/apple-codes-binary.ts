import type { AppleCode } from './apple-code.js'

/**
 * The executables: their slices, the SDK and minimum they were built for, what they link and
 * import (apple-code.ts says what each field is).
 */
export const BINARY_CODES: readonly AppleCode[] = [
  {
    code: 'ITMS-90087',
    title: 'Unsupported Architectures',
    words:
      "The executable for TextTranslator.app/Frameworks/WeScan.framework contains unsupported architectures '[x86_64]'.",
    report: { url: 'https://github.com/WeTransferArchive/WeScan/issues/187', date: '2019-10-08' }
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
    code: 'ITMS-90208',
    title: 'Invalid Bundle',
    words:
      'The bundle EZOpenSDKFramework.framework does not support the minimum OS Version specified in the Info.plist.',
    report: { url: 'https://github.com/Ezviz-OpenBiz/SDK-iOS/issues/18', date: '2023-04-26' }
  },
  {
    code: 'ITMS-90482',
    title: 'Invalid Executable',
    words: "The executable 'OpenSSL.framework/OpenSSL' contains bitcode.",
    report: { url: 'https://github.com/krzyzanowskim/OpenSSL/issues/191', date: '2024-02-14' }
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
    code: 'ITMS-90562',
    title: 'Invalid Bundle',
    words:
      'One or more dynamic libraries that are referenced by your app are not present in the dylib search path.',
    report: {
      url: 'https://github.com/homuler/MediaPipeUnityPlugin/issues/736',
      date: '2022-09-06'
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
    code: 'ITMS-90338',
    title: 'Non-public API usage',
    words:
      'The app references non-public selectors in WiseEyer: _setWidth:. If method names in your source code match the private Apple APIs listed above, altering your method names will help prevent this app from being flagged in future submissions. In addition, note that one or more of the above APIs may be located in a static library that was included with your app. If so, they must be removed. For further information, visit the Technical Support Information at http://developer.apple.com/support/technical/',
    report: { url: 'https://github.com/FLEXTool/FLEX/issues/730', date: '2026-01-07' }
  },
  {
    code: 'ITMS-91010',
    title: 'Invalid architecture',
    words:
      'A minimum deployment target of 17.4 or later is required for an arm64e slice. The bundle executable in “Ambre.app/Frameworks/Sentry.framework” contains an arm64e slice with a minimum deployment target of 14.0.',
    report: { url: 'https://github.com/getsentry/sentry-cocoa/issues/5435', date: '2025-06-18' }
  },
  {
    code: 'ITMS-91011',
    title: 'Invalid architecture',
    words:
      'The ios 26 SDK or later is required for an arm64e slice. The bundle executable in “AKinderWorld.app/Frameworks/Sentry.framework” contains an arm64e slice with the ios 17.2 SDK.',
    report: { url: 'https://github.com/getsentry/sentry-unity/issues/2367', date: '2025-10-22' }
  },
  {
    code: 'ITMS-90733',
    title: 'Missing architecture',
    words:
      'The "AppName.app" bundle missing the [arm64] architecture. Beginning April 2026, watchOS apps uploaded to App Store Connect must include the arm64 architecture. We recommend using the default Xcode build setting of "Standard Architectures" to build a single binary with support for all required architectures.',
    report: {
      url: 'https://github.com/InsertKoinIO/koin-annotations/issues/339',
      date: '2026-03-24'
    }
  }
]

import type { AppleCode } from './apple-code.js'

const KMP = {
  url: 'https://github.com/KotlinFoundation/kmp-contest-starter-kit/issues/53',
  date: '2026-08-17'
}

/**
 * The bundle's layout and its Info.plists, the app's and its frameworks' (apple-code.ts says what
 * each field is). Where Apple's error has no title of its own, `title` is the sentence it begins with.
 */
export const BUNDLE_CODES: readonly AppleCode[] = [
  {
    code: 'ITMS-90068',
    title: 'MinimumOSVersion too low',
    words:
      'This app has a MinimumOSVersion of 14.0. Starting in Spring 2027, all iOS apps must have a MinimumOSVersion of 15.0 or later in order to be uploaded to App Store Connect or submitted for distribution.',
    report: { url: 'https://github.com/rokwire/illinois-app/issues/5972', date: '2026-08-12' }
  },
  {
    code: 'ITMS-90206',
    title: 'Invalid Bundle',
    words:
      "The bundle at 'Runner.app/PlugIns/OneSignalNotificationServiceExtension.appex' contains disallowed file 'Frameworks'.",
    report: { url: 'https://github.com/BasedHardware/omi/pull/679', date: '2024-08-28' }
  },
  {
    code: 'ITMS-90685',
    title: 'CFBundleIdentifier Collision',
    words:
      "There is more than one bundle with the CFBundleIdentifier value 'com.amazonaws.services.chime.AmazonChimeSDK' under the iOS application 'myApp.app'.",
    report: { url: 'https://github.com/aws/amazon-chime-sdk-ios/issues/301', date: '2021-05-15' }
  },
  {
    code: 'ITMS-90683',
    title: 'Missing purpose string in Info.plist',
    words:
      'Your app’s code references one or more APIs that access sensitive user data, or the app has one or more entitlements that permit such access. The Info.plist file for the “xxx.app” bundle should contain a NSPhotoLibraryUsageDescription key with a user-facing purpose string explaining clearly and completely why your app needs the data. If you’re using external libraries or SDKs, they may reference APIs that require a purpose string. While your app might not use these APIs, a purpose string is still required. For details, visit: https://developer.apple.com/documentation/uikit/protecting_the_user_s_privacy/requesting_access_to_protected_resources.',
    report: { url: 'https://github.com/JoanKing/JKSwiftExtension/issues/53', date: '2024-07-05' }
  },
  {
    code: 'ITMS-90473',
    title: 'CFBundleShortVersionString Mismatch',
    words:
      "The CFBundleShortVersionString value '24.0' of extension 'WooCommerce.app/PlugIns/NotificationServiceExtension.appex' does not match the CFBundleShortVersionString value '24.1' of its containing iOS application 'WooCommerce.app'.",
    report: { url: 'https://github.com/woocommerce/woocommerce-ios/pull/16636', date: '2026-02-09' }
  },
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
    code: 'ITMS-90680',
    title: 'Invalid directory',
    words:
      'The bundle Payload/Runner.app/Frameworks/webf.framework/quickjs.framework is not contained in a correctly named directory. It should be under Frameworks.',
    report: { url: 'https://github.com/openwebf/webf/issues/466', date: '2023-08-27' }
  },
  {
    code: 'ITMS-90360',
    title: 'Missing Info.plist value',
    words:
      "A value for the key 'MinimumOSVersion' in bundle Setec.app/Frameworks/bctoolbox-tester.framework is required.",
    report: {
      url: 'https://github.com/BelledonneCommunications/linphone-iphone/issues/402',
      date: '2018-03-20'
    }
  },
  {
    code: 'ITMS-90530',
    title: 'Invalid MinimumOSVersion',
    words:
      "Apps that only support 64-bit devices must specify a deployment target of 8.0 or later. MinimumOSVersion in 'Runner.app/Frameworks/App.framework' is ''.",
    report: { url: 'https://github.com/flutter/flutter/issues/185039', date: '2026-04-14' }
  },
  {
    code: 'ITMS-90362',
    title: 'Invalid Info.plist value',
    words:
      "The value for the key 'MinimumOSVersion' in bundle MeetHubDev.app/Frameworks/DeepLinkKit.framework is invalid. The minimum value is 8.0",
    report: { url: 'https://github.com/button/DeepLinkKit/issues/159', date: '2019-11-25' }
  },
  {
    code: 'ITMS-90057',
    title:
      "The bundle 'Payload/PolitieApp.app/Frameworks/OrderedDictionary.framework' is missing plist key",
    words:
      'The Info.plist file is missing the required key: CFBundleShortVersionString. Please find more information about CFBundleShortVersionString at https://developer.apple.com/documentation/bundleresources/information_property_list/cfbundleshortversionstring',
    report: {
      url: 'https://github.com/lukaskubanek/OrderedDictionary/issues/62',
      date: '2020-05-28'
    }
  },
  {
    code: 'ITMS-90056',
    title: 'This bundle Payload/.../Frameworks/Mantis.framework is invalid',
    words:
      'The Info.plist file is missing the required key: CFBundleVersion. Please find more information about CFBundleVersion at https://developer.apple.com/documentation/bundleresources/information_property_list/cfbundleversion',
    report: { url: 'https://github.com/mw99/DataCompression/issues/27', date: '2020-10-12' }
  },
  {
    code: 'ITMS-90060',
    title: 'This bundle is invalid',
    words:
      "The value for key CFBundleShortVersionString '2.0.0-beta.3' in the Info.plist file at 'Payload/ape-in.app/Frameworks/PrivySDK.framework' must be a period-separated list of at most three non-negative integers.",
    report: { url: 'https://github.com/privy-io/privy-ios/issues/45', date: '2025-03-26' }
  },
  {
    code: 'ITMS-90058',
    title: 'This bundle is invalid',
    words:
      'The value for key CFBundleVersion [241209 854] in the Info.plist file must be a period-separated list of at most three non-negative integers. Please find more information about CFBundleVersion at https://developer.apple.com/documentation/bundleresources/information_property_list/cfbundleversion',
    report: {
      url: 'https://github.com/euc-releases/iOS-WorkspaceONE-SDK/issues/11',
      date: '2025-01-23'
    }
  },
  {
    code: 'ITMS-90868',
    title: 'Missing Bundle Executable',
    words:
      "You must include a valid CFBundleExecutable key in your bundle's information property list file for bundle 'ExampleApp.app/Frameworks/CircuitBindings.framework'.",
    report: { url: 'https://github.com/zkmopro/mopro/pull/122', date: '2024-04-01' }
  },
  {
    code: 'ITMS-90535',
    title: 'Unexpected CFBundleExecutable Key',
    words:
      "The bundle at '/Payload//Punchh_iOS/.build/checkouts/KeychainAccess/Lib/TestHost-MacCatalyst/TestHost-MacCatalyst/Info.plist' does not contain a bundle executable. If this bundle intentionally does not contain an executable, consider removing the CFBundleExecutable key from its Info.plist and using a CFBundlePackageType of BNDL. If this bundle is part of a third-party framework, consider contacting the developer of the framework for an update to address this issue.",
    report: {
      url: 'https://github.com/kishikawakatsumi/KeychainAccess/issues/571',
      date: '2023-07-11'
    }
  }
]

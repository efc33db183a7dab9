import type { AppleCode } from './apple-code.js'

/** Privacy manifests and third-party SDKs (apple-code.ts says what each field is). */
export const PRIVACY_CODES: readonly AppleCode[] = [
  {
    code: 'ITMS-91053',
    title: 'Missing API declaration',
    words:
      'Your app’s code in the “PlugIns/OneSignalNotificationServiceExtension.appex/OneSignalNotificationServiceExtension” file references one or more APIs that require reasons, including the following API categories: NSPrivacyAccessedAPICategoryFileTimestamp.',
    report: {
      url: 'https://github.com/OneSignal/react-native-onesignal/issues/1699',
      date: '2024-04-30'
    }
  },
  {
    code: 'ITMS-91054',
    title: 'Invalid API category declaration',
    words:
      'The PrivacyInfo.xcprivacy for the “secant-distrib” file contains “UserDefaults” as the value for a NSPrivacyAccessedAPIType key, which is invalid. While no action is required at this time, starting May 1, 2024, when you upload a new app or app update, values for NSPrivacyAccessedAPIType keys in your app’s privacy manifest must be valid API categories.',
    report: { url: 'https://github.com/zodl-inc/zodl-ios/issues/1186', date: '2024-04-12' }
  },
  {
    code: 'ITMS-91055',
    title: 'Invalid API reason declaration',
    words:
      'The PrivacyInfo.xcprivacy for the “Frameworks/AppCenterAnalytics.framework/AppCenterAnalytics” file contains “35F9.1” as the value for a NSPrivacyAccessedAPITypeReasons key instead of a valid reason code for using an API in the NSPrivacyAccessedAPICategoryFileTimestamp category. Values for NSPrivacyAccessedAPITypeReasons keys in any privacy manifest must be valid reason codes for the corresponding API category.',
    report: {
      url: 'https://github.com/microsoft/appcenter-sdk-apple/issues/2543',
      date: '2024-05-09'
    }
  },
  {
    code: 'ITMS-91056',
    title: 'Invalid privacy manifest',
    words:
      'The PrivacyInfo.xcprivacy file from the following path is invalid: “Frameworks/CapgoCapacitorSocialLogin.framework/PrivacyInfo.xcprivacy”. Keys and values in your app’s privacy manifests must be valid.',
    report: {
      url: 'https://github.com/Cap-go/capacitor-social-login/issues/176',
      date: '2025-04-11'
    }
  },
  {
    code: 'ITMS-91061',
    title: 'Missing privacy manifest',
    words:
      'Your app includes “Frameworks/FBLPromises.framework/FBLPromises”, which includes FBLPromises, an SDK that was identified in the documentation as a commonly used third-party SDK. If a new app includes a commonly used third-party SDK, or an app update adds a new commonly used third-party SDK, the SDK must include a privacy manifest file.',
    report: { url: 'https://github.com/dotnet/maui/issues/28262', date: '2025-03-13' }
  },
  {
    code: 'ITMS-91064',
    title: 'Invalid tracking information',
    words:
      'A PrivacyInfo.xcprivacy file contains invalid tracking information at the following path: “Frameworks/AWSDK.framework/PrivacyInfo.xcprivacy”. NSPrivacyTracking must be true if NSPrivacyTrackingDomains isn‘t empty.',
    report: {
      url: 'https://github.com/euc-releases/iOS-WorkspaceONE-SDK/issues/7',
      date: '2024-08-13'
    }
  },
  {
    code: 'ITMS-91065',
    title: 'Missing signature',
    words:
      'Your app includes “Frameworks/openssl.framework/openssl”, which includes BoringSSL / openssl_grpc, an SDK that was identified in the documentation as a privacy-impacting third-party SDK. If a new app includes a privacy-impacting SDK, or an app update adds a new privacy-impacting SDK, the SDK must include a signature file.',
    report: { url: 'https://github.com/firebase/boringSSL-SwiftPM/issues/18', date: '2024-11-25' },
    reason:
      "needs the XCFramework the SDK came in: its vendor's signature is checked where Xcode builds, and the IPA keeps the framework signed again with the app's certificate"
  },
  {
    code: 'ITMS-91107',
    title: 'Invalid tracking information',
    words:
      'A PrivacyInfo.xcprivacy file contains invalid tracking information at the following path: “AppMetricaCore.bundle/PrivacyInfo.xcprivacy”. In addition to the privacy manifest files in the locations outlined in the documentation, starting November 12, 2024, all privacy manifests you submit must have valid content. NSPrivacyTracking must be true if NSPrivacyTrackingDomains isn’t empty.',
    report: {
      url: 'https://github.com/appmetrica/appmetrica-react-native-plugin/issues/4',
      date: '2024-09-10'
    }
  },
  {
    code: 'ITMS-91108',
    title: 'Invalid privacy manifest',
    words:
      'The PrivacyInfo.xcprivacy file from the following path is invalid: “WalletConnect_WalletConnectModal.bundle/PrivacyInfo.xcprivacy”. In addition to the privacy manifest files in the locations outlined in the documentation, starting November 12, 2024, all privacy manifests you submit must have valid content. Keys and values in any privacy manifest must be in a valid format.',
    report: {
      url: 'https://github.com/WalletConnect/WalletConnectSwiftV2/issues/1423',
      date: '2024-11-01'
    }
  }
]

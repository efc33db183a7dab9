import type { AppleCode } from './apple-code.js'

const EAS_CLI_115 = { url: 'https://github.com/expo/eas-cli/issues/115', date: '2020-12-04' }
const CAPACITOR_ASSETS_436 = {
  url: 'https://github.com/ionic-team/capacitor-assets/issues/436',
  date: '2022-11-18'
}

/**
 * The app's icons, its launch storyboard, its documents and push (apple-code.ts says what each
 * field is).
 */
export const ICON_CODES: readonly AppleCode[] = [
  {
    code: 'ITMS-90713',
    title: 'Missing Info.plist value',
    words:
      "A value for the Info.plist key 'CFBundleIconName' is missing in the bundle 'com.XXXXX.XXXXX.XXX'. Apps built with iOS 11 or later SDK must supply app icons in an asset catalog and must also provide a value for this Info.plist key. For more information see http://help.apple.com/xcode/mac/current/#/dev10510b1f7.",
    report: { url: 'https://github.com/dotnet/maui/issues/28954', date: '2025-04-12' }
  },
  {
    code: 'ITMS-90022',
    title: 'Missing required icon file',
    words:
      "The bundle does not contain an app icon for iPhone / iPod Touch of exactly '120x120' pixels, in .png format for iOS versions >= 10.0. To support older versions of iOS, the icon may be required in the bundle outside of an asset catalog. Make sure the Info.plist file includes appropriate entries referencing the file. See https://developer.apple.com/documentation/bundleresources/information_property_list/user_interface",
    report: CAPACITOR_ASSETS_436
  },
  {
    code: 'ITMS-90023',
    title: 'Missing required icon file',
    words:
      "The bundle does not contain an app icon for iPad of exactly '167x167' pixels, in .png format for iOS versions supporting iPad Pro. To support older operating systems, the icon may be required in the bundle outside of an asset catalog. Make sure the Info.plist file includes appropriate entries referencing the file. See https://developer.apple.com/documentation/bundleresources/information_property_list/user_interface",
    report: CAPACITOR_ASSETS_436
  },
  {
    code: 'ITMS-90704',
    title: 'Missing App Icon',
    words:
      'An app icon measuring 1024 by 1024 pixels in PNG format must be included in the Asset Catalog of apps built for iOS, iPadOS, or watchOS. Without this icon, apps cannot be submitted for review. For details, see https://developer.apple.com/ios/human-interface-guidelines/icons-and-images/app-icon/.',
    report: EAS_CLI_115
  },
  {
    code: 'ITMS-90476',
    title: 'Invalid bundle',
    words:
      'Because your app supports Multitasking on iPad, you need to include the LaunchScreen launch storyboard file in your com.******censored*******.app bundle. Use UILaunchScreen instead if the app’s MinimumOSVersion is 14 or higher and you prefer to configure the launch screen without storyboards. For details, see: https://developer.apple.com/documentation/bundleresources/information_property_list/uilaunchstoryboardname',
    report: { url: 'https://github.com/tauri-apps/tauri/issues/9853', date: '2024-05-22' }
  },
  {
    code: 'ITMS-90078',
    title: 'Missing potentially required entitlement',
    words:
      'Your app, or a library that’s included in your app, uses Apple Push Notification service (APNs) registration APIs, but the APS Environment Entitlement isn’t included in the app signature’s entitlements. If your app uses APNs, make sure the App ID is enabled for push notifications in Certificates, Identifiers & Profiles, sign the app with a distribution provisioning profile that includes the APS Environment Entitlement, and upload a new build to ensure that push notifications function as intended.',
    report: { url: 'https://github.com/dotnet/macios/issues/22673', date: '2025-04-24' }
  },
  {
    code: 'ITMS-90737',
    title: 'Missing Document Configuration',
    words:
      "By declaring the CFBundleDocumentTypes key in your app, you've indicated that your app is able to open documents. Please set the UISupportsDocumentBrowser key to 'YES' if your app uses a UIDocumentBrowserViewController. Otherwise, set the LSSupportsOpeningDocumentsInPlace key in the Info.plist to 'YES' (recommended) or 'NO' to specify whether the app can open files in place. All document-based apps must include one of these configurations. For more information, visit https://developer.apple.com/document-based-apps/.",
    report: { url: 'https://github.com/tchapgouv/tchap-ios/issues/590', date: '2022-06-22' }
  }
]

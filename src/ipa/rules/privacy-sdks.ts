/**
 * The third-party SDKs that must carry their own privacy manifest (and a signature) when an app
 * embeds them, as Apple lists them (any version, and any SDK that repackages one), each with the bundle identifiers its vendor's builds carry where
 * one is known (read from the vendors' public Info.plists and apps that embed them). A framework
 * CocoaPods builds from the SDK's pod carries `org.cocoapods.<name>`. Apple updates the list:
 * update it (and the source) then.
 */
export const PRIVACY_SDKS_SOURCE =
  'https://developer.apple.com/support/third-party-SDK-requirements/ (Third-party SDK requirements: "SDKs that require a privacy manifest and signature", read 2026-11-27)'

interface PrivacySdk {
  /** The SDK as Apple names it, which is its framework's name. */
  name: string
  /** CFBundleIdentifier of the vendor's own builds (binary releases, its Xcode project). */
  ids?: readonly string[]
  /** Identifier prefixes of another project of the same name, known not to be this SDK. */
  notIds?: readonly string[]
}

export const PRIVACY_SDKS: readonly PrivacySdk[] = [
  { name: 'Abseil' },
  { name: 'AFNetworking' },
  { name: 'Alamofire', ids: ['org.alamofire.Alamofire'] },
  { name: 'AppAuth' },
  { name: 'BoringSSL' },
  { name: 'openssl_grpc' },
  { name: 'Capacitor' },
  { name: 'Charts' },
  { name: 'connectivity_plus' },
  { name: 'Cordova' },
  { name: 'device_info_plus' },
  { name: 'DKImagePickerController' },
  { name: 'DKPhotoGallery' },
  { name: 'FBAEMKit', ids: ['com.facebook.sdk.FBAEMKit'] },
  { name: 'FBLPromises' },
  { name: 'FBSDKCoreKit', ids: ['com.facebook.sdk.FBSDKCoreKit'] },
  { name: 'FBSDKCoreKit_Basics', ids: ['com.facebook.sdk.FBSDKCoreKitBasics'] },
  { name: 'FBSDKLoginKit' },
  { name: 'FBSDKShareKit' },
  { name: 'file_picker' },
  { name: 'FirebaseABTesting' },
  { name: 'FirebaseAuth' },
  { name: 'FirebaseCore' },
  { name: 'FirebaseCoreDiagnostics' },
  { name: 'FirebaseCoreExtension' },
  { name: 'FirebaseCoreInternal' },
  { name: 'FirebaseCrashlytics' },
  { name: 'FirebaseDynamicLinks' },
  { name: 'FirebaseFirestore' },
  { name: 'FirebaseInstallations' },
  { name: 'FirebaseMessaging' },
  { name: 'FirebaseRemoteConfig' },
  { name: 'Flutter', ids: ['io.flutter.flutter'] },
  { name: 'flutter_inappwebview' },
  { name: 'flutter_local_notifications' },
  { name: 'fluttertoast' },
  { name: 'FMDB' },
  { name: 'geolocator_apple' },
  { name: 'GoogleDataTransport' },
  { name: 'GoogleSignIn' },
  { name: 'GoogleToolboxForMac' },
  { name: 'GoogleUtilities' },
  { name: 'grpcpp' },
  { name: 'GTMAppAuth' },
  { name: 'GTMSessionFetcher' },
  // Not React Native's engine, which ships no manifest on purpose and is not refused: its maintainers
  // read Apple's "Hermes" as another project's (facebook/hermes#1216, read 2026-11-27). By name only;
  // React Native's own builds (`dev.hermesengine.iphoneos`) draw no doubt either.
  { name: 'hermes', notIds: ['dev.hermesengine.'] },
  { name: 'image_picker_ios' },
  { name: 'IQKeyboardManager' },
  { name: 'IQKeyboardManagerSwift' },
  { name: 'Kingfisher' },
  { name: 'leveldb' },
  { name: 'Lottie' },
  { name: 'MBProgressHUD' },
  { name: 'nanopb' },
  { name: 'OneSignal' },
  { name: 'OneSignalCore' },
  { name: 'OneSignalExtension' },
  { name: 'OneSignalOutcomes' },
  { name: 'OpenSSL' },
  { name: 'OrderedSet' },
  { name: 'package_info' },
  { name: 'package_info_plus' },
  { name: 'path_provider' },
  { name: 'path_provider_ios' },
  { name: 'Promises' },
  { name: 'Protobuf' },
  { name: 'Reachability' },
  { name: 'RealmSwift' },
  { name: 'RxCocoa' },
  { name: 'RxRelay' },
  { name: 'RxSwift' },
  { name: 'SDWebImage' },
  { name: 'share_plus' },
  { name: 'shared_preferences_ios' },
  { name: 'SnapKit' },
  { name: 'sqflite' },
  { name: 'Starscream' },
  { name: 'SVProgressHUD' },
  { name: 'SwiftyGif' },
  { name: 'SwiftyJSON' },
  { name: 'Toast' },
  { name: 'UnityFramework', ids: ['com.unity3d.framework'] },
  { name: 'url_launcher' },
  { name: 'url_launcher_ios' },
  { name: 'video_player_avfoundation' },
  { name: 'wakelock' },
  { name: 'webview_flutter_wkwebview' }
]

/** How a framework was found to be an SDK of the list: its identifier, or (none known) its name. */
interface SdkMatch {
  sdk: PrivacySdk
  by: 'bundle identifier' | 'name'
}

/** The identifier CocoaPods gives a pod's framework: `org.cocoapods.${PRODUCT_NAME:rfc1034identifier}`. */
export function cocoaPodsId(name: string): string {
  return `org.cocoapods.${name.replace(/[^A-Za-z0-9.-]/g, '-')}`
}

const lower = (text: string): string => text.toLowerCase()

/** Every identifier of the list, lower-cased (bundle identifiers are compared without case). */
const BY_ID = new Map<string, PrivacySdk>(
  PRIVACY_SDKS.flatMap(sdk =>
    [...(sdk.ids ?? []), cocoaPodsId(sdk.name)].map(id => [lower(id), sdk] as const)
  )
)

/**
 * Which SDK of the list a framework is: the one whose vendor or pod identifier it carries; else,
 * only when it carries no CFBundleIdentifier to tell, the one of its name. A framework of a listed
 * name with an identifier of its own (a team's `Toast.framework`, `com.acme.Toast`) is not that SDK:
 * a false refusal costs a release, where a build of the SDK with an identifier not listed here (an
 * SDK built from its Xcode project) is a refusal App Store Connect still makes itself.
 */
export function privacySdkOf(name: string, bundleId: string | undefined): SdkMatch | undefined {
  if (bundleId) {
    const sdk = BY_ID.get(lower(bundleId))
    return sdk && { sdk, by: 'bundle identifier' }
  }
  const sdk = PRIVACY_SDKS.find(listed => lower(listed.name) === lower(name))
  return sdk && { sdk, by: 'name' }
}

/**
 * The SDK of the list a framework is named after when its identifier does not say it is that SDK
 * (neither its vendor's nor its pod's): perhaps a build of the SDK from its sources, perhaps a
 * team's own framework of the same name. Not refused (privacySdkOf), but worth a warning.
 */
export function privacySdkNamed(
  name: string,
  bundleId: string | undefined
): PrivacySdk | undefined {
  if (!bundleId || BY_ID.has(lower(bundleId))) return undefined
  const sdk = PRIVACY_SDKS.find(listed => lower(listed.name) === lower(name))
  const another = sdk?.notIds?.some(prefix => lower(bundleId).startsWith(lower(prefix)))
  return another ? undefined : sdk
}

import { oneLine } from '../../text/untrusted.js'
import { ownValue, stringValue } from '../plist.js'
import { shownEntry, type BundleFacts, type RuleFinding, type Rule } from './facts.js'
import { ASSET_CATALOG, iconFiles, iconName, MAX_ICON_FILES } from './icons.js'
import { linkedSdk } from './info-plist-rules.js'
import { compareVersions, sdkNameVersion } from './versions.js'

/**
 * The SDK the app was built with: Info.plist's DTSDKName, else what its executable records; App
 * Store Connect asks for an icon in an asset catalog of apps built with the iOS 11 SDK or later.
 */
function builtWithSdk(app: BundleFacts): string | undefined {
  const name = app.plist && stringValue(app.plist, 'DTSDKName')
  return (name && sdkNameVersion(name)) || linkedSdk(app)?.version
}
const ASSET_CATALOG_SDK = '11.0'
const needsAssetCatalog = (app: BundleFacts): boolean => {
  const sdk = builtWithSdk(app)
  return sdk !== undefined && compareVersions(sdk, ASSET_CATALOG_SDK) >= 0
}

/** The devices the app runs on, by UIDeviceFamily (1 iPhone, 2 iPad); none given is iPhone alone. */
function devices(app: BundleFacts): { iphone: boolean; ipad: boolean } {
  const family = app.plist && ownValue(app.plist, 'UIDeviceFamily')
  const numbers = (Array.isArray(family) ? family : [family]).map(Number)
  if (family === undefined) return { iphone: true, ipad: false }
  return { iphone: numbers.includes(1), ipad: numbers.includes(2) }
}

/** The icon sizes App Store Connect asks of an app without an asset catalog, by device. */
const ICON_SIZES = [
  { device: 'iphone', pixels: 120, code: 'ITMS-90022', word: 'iPhone' },
  { device: 'ipad', pixels: 152, code: 'ITMS-90023', word: 'iPad' }
] as const

const ICON_FIX =
  'give the app target an AppIcon set in its asset catalog (one 1024-pixel image is enough) and set its App Icon (ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon), so that Xcode writes Assets.car, CFBundleIconName and the icon files, and export again'

/**
 * An app's icon as App Store Connect checks it. With an asset catalog, the icons (the 1024-pixel
 * App Store icon among them) are inside Assets.car, which preflight does not read: an IPA alone
 * cannot tell what it holds, so only its name in Info.plist is checked. Without one, the icon files
 * Info.plist names are what there is: their PNG headers say their sizes. Apps built with an SDK
 * before iOS 11 named loose icon files, which App Store Connect took: neither rule speaks of them.
 */
export const ICON_RULES: Rule[] = [
  {
    code: 'ITMS-90713',
    title:
      'an app built with the iOS 11 SDK or later names its asset-catalog icon in Info.plist (CFBundleIconName)',
    level: 'refuse',
    fix: "set the target's App Icon (`ASSETCATALOG_COMPILER_APPICON_NAME`), which writes `CFBundleIconName`",
    source:
      'App Store Connect: "ITMS-90713: Missing Info.plist value. A value for the Info.plist key \'CFBundleIconName\' is missing in the bundle … Apps built with iOS 11 or later SDK must supply app icons in an asset catalog and must also provide a value for this Info.plist key" (expo/eas-cli#115, 2020-12-04; dotnet/maui#28954, 2025-04-12) (read 2026-12-06)',
    check: facts => {
      const app = facts.app
      const files = app.files
      if (!app.plist || !files || !needsAssetCatalog(app) || iconName(app.plist)) return []
      const catalog = files.has(ASSET_CATALOG)
      // An app with no icon at all is ITMS-90022's to say.
      if (!catalog && iconFiles(app.plist, files).length === 0) return []
      const has = catalog
        ? `holds an asset catalog (${ASSET_CATALOG}), but its Info.plist names no icon in it (CFBundleIconName)`
        : 'names its icon files in Info.plist but has no asset catalog (Assets.car) nor CFBundleIconName'
      return [
        {
          entry: `${app.path}Info.plist`,
          message: `${shownEntry(app.path)} was built with the iOS ${oneLine(builtWithSdk(app) ?? '', 20)} SDK and ${has}, which App Store Connect refuses of an app built with the iOS 11 SDK or later (ITMS-90713); ${ICON_FIX}.`
        }
      ]
    }
  },
  {
    code: 'ITMS-90022',
    covers: ['ITMS-90023', 'ITMS-90704'],
    title:
      'an app built with the iOS 11 SDK or later has an icon: an asset catalog (what Assets.car holds, the 1024-pixel App Store icon among it, an IPA alone cannot tell), else icon files of 120×120 pixels for iPhone and 152×152 for iPad',
    level: 'refuse',
    fix: 'add an AppIcon set to the asset catalog and set the target’s App Icon',
    source:
      'App Store Connect: "ITMS-90022: Missing required icon file. The bundle does not contain an app icon for iPhone / iPod Touch of exactly \'120x120\' pixels, in .png format for iOS versions >= 10.0" and "ITMS-90023: … for iPad of exactly \'152x152\' pixels" (errors: fastlane/fastlane#8170; NativeScript/NativeScript#9234, 2021-02-21), and "ITMS-90704: Missing App Icon. An app icon measuring 1024 by 1024 pixels in PNG format must be included in the Asset Catalog of apps built for iOS, iPadOS, or watchOS" (an error: expo/eas-cli#115, 2020-12-04) (read 2026-12-06)',
    check: facts => {
      const app = facts.app
      const files = app.files
      if (!app.plist || !files || !needsAssetCatalog(app) || files.has(ASSET_CATALOG)) return []
      const entry = `${app.path}Info.plist`
      const named = iconFiles(app.plist, files)
      if (named.length === 0)
        return [
          {
            entry,
            message: `${shownEntry(app.path)} has no app icon: no asset catalog (${ASSET_CATALOG}) and no icon file its Info.plist names (ITMS-90022, ITMS-90704: App Store Connect refuses an app without its icon); ${ICON_FIX}.`
          }
        ]
      // Only when every icon file was read: one not read might be the size asked for.
      const sizes = app.iconSizes
      if (!sizes || named.length > MAX_ICON_FILES || named.some(name => !sizes.has(name))) return []
      const found = named.map(name => sizes.get(name))
      const runsOn = devices(app)
      return ICON_SIZES.flatMap(({ device, pixels, code, word }): RuleFinding[] => {
        if (!runsOn[device]) return []
        if (found.some(size => size?.width === pixels && size.height === pixels)) return []
        return [
          {
            entry,
            message: `${shownEntry(app.path)} has no asset catalog (${ASSET_CATALOG}), and none of the icon files its Info.plist names (${named.map(shownEntry).join(', ')}) is the ${pixels}×${pixels}-pixel PNG an ${word} app needs (${code}); ${ICON_FIX}.`
          }
        ]
      })
    }
  }
]

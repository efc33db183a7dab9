import { ownValue, stringValue, type PlistDict } from './plist.js'
import type { AppBundleInfo } from './types.js'

/** What an Info.plist says about its bundle (a field is undefined when the plist lacks it). */
export function bundleInfo(
  path: string,
  hasCodeSignature: boolean,
  plist: PlistDict | undefined
): AppBundleInfo {
  if (!plist) return { path, hasCodeSignature }
  const platforms = ownValue(plist, 'CFBundleSupportedPlatforms')
  const firstPlatform =
    Array.isArray(platforms) && typeof platforms[0] === 'string' ? platforms[0] : undefined
  return {
    path,
    bundleId: stringValue(plist, 'CFBundleIdentifier'),
    shortVersion: stringValue(plist, 'CFBundleShortVersionString'),
    build: stringValue(plist, 'CFBundleVersion'),
    displayName: stringValue(plist, 'CFBundleDisplayName') ?? stringValue(plist, 'CFBundleName'),
    minimumOsVersion: stringValue(plist, 'MinimumOSVersion'),
    platform: firstPlatform ?? stringValue(plist, 'DTPlatformName'),
    hasCodeSignature
  }
}

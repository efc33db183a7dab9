import { withArticle } from '../../text/format.js'
/**
 * Which Apple platform a bundle and each slice of its executable are built for, in the words a
 * message needs: the platform's name, its deployment target setting, and the lowest minimum OS a
 * toolchain writes for an architecture (a slice at that floor was raised there by the linker).
 */
import { ownValue, stringValue, type PlistDict } from '../plist.js'
import { slicesOf, type BundleFacts, type IpaFacts } from './facts.js'

/** The device platforms an IPA's bundle can be built for, as MachOSlice.platform names them. */
export type DevicePlatform = 'ios' | 'watchos' | 'tvos' | 'visionos' | 'macos'

interface PlatformWords {
  /** As Apple writes it: `iOS`, `watchOS`. */
  name: string
  /** The Xcode build setting of its deployment target. */
  deploymentTarget: string
}

export const PLATFORM_WORDS: Record<DevicePlatform, PlatformWords> = {
  ios: { name: 'iOS', deploymentTarget: 'IPHONEOS_DEPLOYMENT_TARGET' },
  watchos: { name: 'watchOS', deploymentTarget: 'WATCHOS_DEPLOYMENT_TARGET' },
  tvos: { name: 'tvOS', deploymentTarget: 'TVOS_DEPLOYMENT_TARGET' },
  visionos: { name: 'visionOS', deploymentTarget: 'XROS_DEPLOYMENT_TARGET' },
  macos: { name: 'macOS', deploymentTarget: 'MACOSX_DEPLOYMENT_TARGET' }
}

export const PLATFORM_SOURCE =
  "Xcode's build settings as projects set them: SUPPORTED_PLATFORMS and SDKROOT (iphoneos, appletvos, xros, watchos, and their simulators; Info.plist's CFBundleSupportedPlatforms and DTPlatformName), TARGETED_DEVICE_FAMILY (Info.plist's UIDeviceFamily: 3 Apple TV, 4 Apple Watch, 6 Mac, 7 Apple Vision) and XROS_DEPLOYMENT_TARGET; App Store Connect takes tvOS and visionOS apps through Xcode's Organizer and Transporter (https://help.apple.com/asc/appsaltool/: IPA files deliver iOS and tvOS apps; read 2026-11-27)"

/** CFBundleSupportedPlatforms and DTPlatformName values (any case), as a slice's platform. */
const PLIST_PLATFORMS: Record<string, string> = {
  iphoneos: 'ios',
  iphonesimulator: 'ios-simulator',
  watchos: 'watchos',
  watchsimulator: 'watchos-simulator',
  appletvos: 'tvos',
  appletvsimulator: 'tvos-simulator',
  xros: 'visionos',
  xrsimulator: 'visionos-simulator',
  macosx: 'macos'
}

/** UIDeviceFamily numbers of the devices that are not an iPhone or iPad (1, 2). */
const DEVICE_FAMILIES: Record<number, string> = {
  3: 'tvos',
  4: 'watchos',
  6: 'macos',
  7: 'visionos'
}

/**
 * The platform a bundle's Info.plist says it is built for: CFBundleSupportedPlatforms, else
 * DTPlatformName, else a UIDeviceFamily naming no iPhone or iPad. Undefined when it says nothing.
 */
export function declaredPlatform(plist: PlistDict | undefined): string | undefined {
  if (!plist) return undefined
  const supported = ownValue(plist, 'CFBundleSupportedPlatforms')
  const first = Array.isArray(supported) ? supported[0] : undefined
  const named = typeof first === 'string' ? first : stringValue(plist, 'DTPlatformName')
  const fromName = named ? PLIST_PLATFORMS[named.toLowerCase()] : undefined
  if (fromName) return fromName
  const families = ownValue(plist, 'UIDeviceFamily')
  if (!Array.isArray(families) || families.some(family => family === 1 || family === 2))
    return undefined
  const family = families.find(value => typeof value === 'number' && DEVICE_FAMILIES[value])
  return typeof family === 'number' ? DEVICE_FAMILIES[family] : undefined
}

/** `tvos` of `tvos-simulator`; undefined for a platform an IPA never holds (driverkit, …). */
function devicePlatform(platform: string | undefined): DevicePlatform | undefined {
  const base = platform?.replace(/-simulator$/, '')
  if (base === 'mac-catalyst') return 'macos'
  return base && base in PLATFORM_WORDS ? (base as DevicePlatform) : undefined
}

/** The platform the main app is built for, and what says so. */
export interface AppPlatform {
  platform: DevicePlatform
  /** Its executable's slices say so. */
  byExecutable: boolean
  /** Its Info.plist says so (CFBundleSupportedPlatforms, DTPlatformName, UIDeviceFamily). */
  byInfoPlist: boolean
}

/**
 * The platform the main app is built for: what its executable's slices are built for, unless one
 * of them is iOS (a simulator build is iOS too); else what its Info.plist says; else iOS.
 */
export function appPlatform(facts: IpaFacts): AppPlatform {
  const built = slicesOf(facts.app).flatMap(slice => devicePlatform(slice.platform) ?? [])
  const declared = devicePlatform(declaredPlatform(facts.app.plist))
  const platform =
    built.length > 0 && !built.includes('ios')
      ? built[0]
      : built.length > 0
        ? 'ios'
        : (declared ?? 'ios')
  return { platform, byExecutable: built.includes(platform), byInfoPlist: declared === platform }
}

/** The platform a bundle of an iOS app runs on: watchOS inside a watch app, iOS elsewhere. */
export const ownPlatform = (bundle: BundleFacts): DevicePlatform =>
  bundle.watch ? 'watchos' : 'ios'

/**
 * What a slice is when it is not for its bundle's device platform: `a simulator build`, `a Mac
 * slice`, `a Mac Catalyst slice`, `a tvOS slice`; undefined when the slice says no platform.
 */
export function sliceKind(platform: string | undefined): string | undefined {
  if (platform === undefined) return undefined
  if (platform.endsWith('-simulator')) return 'a simulator build'
  if (platform === 'macos') return 'a Mac slice'
  if (platform === 'mac-catalyst') return 'a Mac Catalyst slice'
  const device = devicePlatform(platform)
  return device ? `${withArticle(PLATFORM_WORDS[device].name)} slice` : `a slice for ${platform}`
}

/**
 * The lowest minimum OS the toolchain writes for an architecture on a platform: a lower deployment
 * target is raised to it in that slice, so a slice at its floor needs no more than MinimumOSVersion.
 */
const LINKER_FLOORS: Array<{ arch: string; platform: DevicePlatform; floor: string }> = [
  // 64-bit ARM came with iOS 7 (iPhone 5s): Xcode's toolchain raises an arm64 slice's target to it.
  { arch: 'arm64', platform: 'ios', floor: '7.0' },
  // LLVM Triple::getMinimumSupportedOSVersion: "ARM64e slice is supported starting from iOS 14".
  { arch: 'arm64e', platform: 'ios', floor: '14.0' },
  // arm64_32 came with watchOS 5 (Apple Watch Series 4).
  { arch: 'arm64_32', platform: 'watchos', floor: '5.0' },
  // LLVM: "ARM64/ARM64e slices are supported starting from watchOS 26".
  { arch: 'arm64', platform: 'watchos', floor: '26.0' },
  { arch: 'arm64e', platform: 'watchos', floor: '26.0' }
]

export const LINKER_FLOORS_SOURCE =
  "LLVM's Triple::getMinimumSupportedOSVersion (llvm/lib/TargetParser/Triple.cpp), which clang passes to the linker in -platform_version, and the first OS of each architecture"

export function linkerFloor(arch: string, platform: DevicePlatform): string | undefined {
  return LINKER_FLOORS.find(entry => entry.arch === arch && entry.platform === platform)?.floor
}
